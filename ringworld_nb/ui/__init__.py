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

from importlib import import_module
from typing import Any

#: Where each name of this package lives (loaded on first use, so that a part without
#: widgets - the model, the flow - imports without ipywidgets).
_WHERE = {
    "AITurns": ".ai_turns", "chances_words": ".ai_turns", "STEP": ".animation",
    "Animator": ".animation", "GameApp": ".app", "BoardCanvas": ".canvas",
    "ipympl_active": ".canvas", "EvaluationGraph": ".evaluation", "Flow": ".flow",
    "action": ".flow", "Hint": ".hints", "Hints": ".hints", "GameModel": ".model",
    "QuestionBar": ".questions", "RecordList": ".record_list", "ReviewBar": ".review",
    "PERSON": ".seats", "RANDOM": ".seats", "check_seat": ".seats",
    "seat_label": ".seats", "seat_options": ".seats", "ThinkingIndicator": ".thinking",
    "ThinkingRunner": ".thinking",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(import_module(_WHERE[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
