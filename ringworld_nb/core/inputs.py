"""How clicks become moves: what every game's input state machine answers.

A person does not type moves: they click a ring, a hex, a cell, a button. Each game has
a small *input state machine* (``ringworld.input``, ``dice.input``, ``renaissance.input``)
that remembers what has been chosen so far and turns each click into one of four
answers, a :class:`Feedback`:

* ``"select"`` - the choice grew or changed (a placement chosen, a piece turned), no
  move yet; the text says what is chosen and what comes next;
* ``"move"`` - the clicks make a complete, legal move: ``feedback.move`` is it;
* ``"cancel"`` - the choice was cleared (the same ring clicked again, Escape);
* ``"refuse"`` - the click cannot be part of a move here; the text says why, in the
  rule book's words, and ``where`` names the thing clicked (for a mark on the board).
  A refused click changes nothing.

The machines import no widgets and know no screen: they are given the game (the
position shown) with every click, ask the engine for every rule, and are tested on
their own (every legal move of sampled positions can be entered by clicks; every click
sequence ends in a move, a cancel or a refusal with a reason). The apps of
:mod:`ringworld_nb.ui` only pass the clicks on and show the answers.

>>> Feedback.refuse("Cannot place there: the position is taken.", where=17).kind
'refuse'
>>> Feedback.play("527@52").is_move
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

__all__ = ["Feedback", "FeedbackKind"]

#: What one input did (see the module docstring).
FeedbackKind = Literal["select", "move", "cancel", "refuse"]


@dataclass(frozen=True)
class Feedback:
    """The answer of an input state machine to one click, key or button."""

    kind: FeedbackKind
    text: str = ""
    """What happened, or why the input was refused (plain text, no HTML)."""
    move: Any = None
    """The complete legal move (``kind == "move"``); for a refusal the illegal move
    the clicks made, if they made one; else None."""
    where: Any = None
    """What a refusal is about (a position, a hex, a cell), for a mark; else None."""

    @classmethod
    def select(cls, text: str) -> Feedback:
        """The choice changed; no move yet."""
        return cls("select", text)

    @classmethod
    def play(cls, move: Any, text: str = "") -> Feedback:
        """A complete, legal move."""
        return cls("move", text, move)

    @classmethod
    def cancel(cls, text: str = "Choice cleared.") -> Feedback:
        """The choice was cleared."""
        return cls("cancel", text)

    @classmethod
    def refuse(cls, text: str, *, where: Any = None, tried: Any = None) -> Feedback:
        """The input cannot be part of a move here; nothing changed. ``tried`` is the
        illegal move the clicks made, when they made one (a level judges it)."""
        return cls("refuse", text, tried, where)

    @property
    def is_move(self) -> bool:
        return self.kind == "move"
