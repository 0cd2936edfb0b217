"""The one flow every game's app shares, and its parts.

:class:`~.app.GameApp` is the base of every app: every user action enters it at one
place and ends in one refresh (see :mod:`.app`). Its parts, one job each: the AI's
turns, seats, hints and win estimates (:mod:`.ai_turns`, :mod:`.seats`,
:mod:`.thinking`), questions (:mod:`.questions`), files that never lose a game
(:mod:`.files`), keys kept from JupyterLab (:mod:`.keys`), the layout that fits one
screen (:mod:`.fit`), the canvas (:mod:`.canvas`: ipympl when active, a picture
otherwise), buttons (:mod:`.controls`), the review bar, the record list and the
evaluation graph.

Draw modules never import ipywidgets; only these parts and the game apps do.
"""

from .ai_turns import AITurns, Hint, chances_words
from .app import STEP, GameApp, action
from .canvas import BoardCanvas, ipympl_active
from .evaluation import EvaluationGraph
from .questions import QuestionBar
from .record_list import RecordList
from .review import ReviewBar
from .seats import PERSON, RANDOM, check_seat, seat_label, seat_options
from .thinking import ThinkingIndicator, ThinkingRunner

__all__ = ["AITurns", "BoardCanvas", "EvaluationGraph", "GameApp", "Hint", "PERSON",
           "QuestionBar", "RANDOM", "RecordList", "ReviewBar", "STEP", "ThinkingIndicator",
           "ThinkingRunner", "action", "chances_words", "check_seat", "ipympl_active",
           "seat_label", "seat_options"]
