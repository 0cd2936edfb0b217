"""The parts every game's app is made of, and :class:`~.app.GameApp`, which composes them.

An app is the game without widgets (:mod:`.model`) and parts with one job each, each on
a small protocol of what it needs (:mod:`.ports`): the flow every action enters
(:mod:`.flow`), the board (:mod:`.board_view`) and the person's input
(:mod:`.board_input`), the AI's turns and seats (:mod:`.ai_turns`, :mod:`.seats`,
:mod:`.thinking`), hints (:mod:`.hints`), the graph (:mod:`.graph_view`,
:mod:`.evaluation`) and its estimates (:mod:`.estimates`), the review
(:mod:`.analysis_view`), files that never lose a game (:mod:`.game_files`,
:mod:`.files`), the animation of a move (:mod:`.animation`), questions
(:mod:`.questions`), keys kept from JupyterLab (:mod:`.keys`), the layout that fits one
screen (:mod:`.layout`, :mod:`.fit`), the New game tab made from the game's options
(:mod:`.setup_form`), sound (:mod:`.sound`), the canvas (:mod:`.canvas`), buttons
(:mod:`.controls`), the review bar and the record list.

This package knows no game: a game's app (in the game's own package) derives from
:class:`GameApp`. Draw modules never import ipywidgets; only these parts and the apps do.
"""

from .ai_turns import AITurns, chances_words
from .animation import STEP, Animator
from .app import GameApp
from .canvas import BoardCanvas, ipympl_active
from .evaluation import EvaluationGraph
from .flow import Flow, action
from .hints import Hint, Hints
from .model import GameModel
from .questions import QuestionBar
from .record_list import RecordList
from .review import ReviewBar
from .seats import PERSON, RANDOM, check_seat, seat_label, seat_options
from .thinking import ThinkingIndicator, ThinkingRunner

__all__ = ["AITurns", "Animator", "BoardCanvas", "EvaluationGraph", "Flow", "GameApp",
           "GameModel", "Hint", "Hints", "PERSON", "QuestionBar", "RANDOM", "RecordList",
           "ReviewBar", "STEP", "ThinkingIndicator", "ThinkingRunner", "action",
           "chances_words", "check_seat", "ipympl_active", "seat_label", "seat_options"]
