"""What a board shows, computed once from the game and the choices being entered.

Each game's ``draw`` package has one function ``view(game, choice, ...)`` that returns a
:class:`View`: the marks on the board (the game's own kind: legal targets, the choice,
the last move, a hint) and two lines of words - the status (whose move, or how the game
ended) and the prompt (what to do now). The app, the PNG export and the notebooks all
use it, so the board and the words never disagree.

>>> View(marks=None, status="Red to move (move 1).").prompt
''
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["View"]


@dataclass(frozen=True)
class View:
    """The marks and the words of one position on screen (see the module docstring)."""

    marks: Any
    """What to mark on the board, in the game's own form (its artist draws it)."""
    status: str
    """Whose move it is (with the move number), or how the game ended: plain text."""
    prompt: str = ""
    """What the player to move does now, in a sentence: plain text (may be empty)."""
