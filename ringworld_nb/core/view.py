"""What a board shows, computed once from the game and the choices being entered.

Each game's ``draw`` package has one function ``view(game, choice, ...)`` that returns a
:class:`View`: the marks on the board (the game's own kind: legal targets, the choice,
the last move, a hint) and two lines of words - the status (whose move, or how the game
ended) and the prompt (what to do now). The app, the PNG export and the notebooks all
use it, so the board and the words never disagree.

The same position is also told as text, place by place (:class:`TwinCell`): each game's
``draw`` package turns a position and its view into the cells of the apps' text twin
(:mod:`ringworld_nb.ui.twin`), the board for the keyboard and for screen readers.

>>> View(marks=None, status="Red to move (move 1).").prompt
''
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["View", "TwinCell"]


@dataclass(frozen=True)
class View:
    """The marks and the words of one position on screen (see the module docstring)."""

    marks: Any
    """What to mark on the board, in the game's own form (its artist draws it)."""
    status: str
    """Whose move it is (with the move number), or how the game ended: plain text."""
    prompt: str = ""
    """What the player to move does now, in a sentence: plain text (may be empty)."""
    addresses: bool = False
    """Write each place's name (its address in the notation) on the board: the apps'
    Addresses toggle. A game's artist honours it where it can; the text is the game's
    draw package's to choose."""


@dataclass(frozen=True)
class TwinCell:
    """One place of a board told as text (a button of the text twin).

    ``key`` names it uniquely (text); ``label`` is what the button shows ("b2"), ``name``
    what is read aloud (the whole state of the place: "b2, A, 3 dice, can attack");
    ``row`` and ``col`` place it in the grid (rows top to bottom); ``target`` is what a
    click on the picture there gives the app's input machine; ``nav`` may name the place
    reached by ``"left"``, ``"right"``, ``"up"``, ``"down"`` (by default the nearest in
    that direction of the grid); ``chosen`` marks the place chosen for the move being
    entered; ``owner`` is the player whose piece is there (None: nobody), what "where"
    questions read.
    """

    key: str
    label: str
    name: str
    row: int
    col: int
    target: Any
    nav: Mapping[str, str] = field(default_factory=dict)
    chosen: bool = False
    owner: Any = None

    def as_json(self) -> dict[str, Any]:
        """What the page needs of it."""
        return {"key": self.key, "label": self.label, "name": self.name, "row": self.row,
                "col": self.col, "nav": dict(self.nav), "chosen": self.chosen}
