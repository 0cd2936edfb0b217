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

Every machine speaks :class:`InputMachine`: ``click(game, target)`` for a click on the
board, ``cancel()`` for Escape, ``preselect(game, move)`` to enter a move chosen for the
person (a hint, the best move of a review), ``reset()`` and ``empty``. A game's own
buttons (Submit, Turn, End turn...) are methods of its machine of the same shape,
``(game, ...) -> Feedback``, which the app calls with the position shown.

>>> Feedback.refuse("Cannot place there: the position is taken.", where=17).kind
'refuse'
>>> Feedback.play("527@52").is_move
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, Protocol, runtime_checkable

__all__ = ["Feedback", "FeedbackKind", "InputMachine"]

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


@runtime_checkable
class InputMachine(Protocol):
    """What the app asks of every game's input state machine (see the module
    docstring)."""

    @property
    def empty(self) -> bool:
        """True when nothing is chosen."""
        ...

    def reset(self) -> None:
        """Forget the choice (a new position is shown)."""
        ...

    def click(self, game: Any, target: Any) -> Feedback:
        """A click on ``target`` (what the board's hit test gives; None: nothing)."""
        ...

    def cancel(self) -> Feedback:
        """Clear the choice (Escape, Cancel)."""
        ...

    def preselect(self, game: Any, move: Any) -> Feedback | None:
        """Enter ``move`` (legal in ``game``) as the person's choice, as far as the board
        can show it; what to tell the person (None: nothing)."""
        ...
