"""Moves and events of The Ring World: the values that travel between engine, notation,
drawing and widgets."""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

__all__ = ["Move", "Event", "Phase", "PASS", "EMPTY", "RED", "BLUE", "COLOUR_NAMES"]

EMPTY, RED, BLUE = 0, 1, 2
COLOUR_NAMES = {EMPTY: "empty", RED: "Red", BLUE: "Blue"}


class Move(NamedTuple):
    """A turn: ``place`` is a level-1 index (or None), ``rotate`` is (level, index) or None.

    ``Move(None, None)`` is the pass.
    """

    place: int | None
    rotate: tuple[int, int] | None

    @property
    def is_pass(self) -> bool:
        return self.place is None and self.rotate is None


PASS = Move(None, None)


class Event(NamedTuple):
    """Something that happened during a turn, in the order it happened.

    ``kind`` is one of ``placed``, ``rotated``, ``passed``, ``born``, ``died``,
    ``occupied``, ``won``, ``drawn``, ``resigned``. ``positions`` are indices on
    ``level``; ``colours`` gives, position by position, the colour placed, born or
    occupied, or the colour of the ring that died. ``rotated`` names the turned ring as
    ``positions == (index,)`` on its level; ``won`` carries the winner in ``colours``.
    """

    kind: str
    level: int
    positions: tuple[int, ...] = ()
    colours: tuple[int, ...] = ()

    def describe(self) -> str:
        """One line in plain words, for the step-by-step mode of the widgets."""
        n = len(self.positions)
        if self.kind == "placed":
            return f"{COLOUR_NAMES[self.colours[0]]} places a ring on level 1."
        if self.kind == "rotated":
            return f"The level-{self.level} ring turns one eighth clockwise, with all below it."
        if self.kind == "passed":
            return "No ring can be placed or turned: the player passes."
        if self.kind == "born":
            if not n:
                return f"Level {self.level}: no empty position has 2 neighbours of one colour."
            return (f"Level {self.level}: {n} ring{'s' if n > 1 else ''} born where an empty "
                    "position had 2 or more neighbours of one colour.")
        if self.kind == "died":
            if not n:
                return f"Level {self.level}: every group still has an empty neighbour."
            return (f"Level {self.level}: {n} ring{'s' if n > 1 else ''} removed - "
                    "their groups had no empty neighbour left.")
        if self.kind == "occupied":
            if not n:
                return f"Level {self.level}: no ring changes hands by a majority below."
            return (f"Level {self.level}: {n} ring{'s' if n > 1 else ''} taken by a colour "
                    "holding 5 or more of its 8 children.")
        if self.kind == "won":
            return f"{COLOUR_NAMES[self.colours[0]]} holds the top ring and wins."
        if self.kind == "drawn":
            return "The game is drawn."
        if self.kind == "resigned":
            return f"{COLOUR_NAMES[self.colours[0]]} resigns."
        return self.kind


class Phase(NamedTuple):
    """One phase of a turn, for stepping through it: the event and the position after it.

    ``rings`` maps each level to an array of its contents after the phase; ``changed``
    maps each level to the indices whose content the phase changed.
    """

    event: Event
    rings: dict[int, np.ndarray]
    changed: dict[int, tuple[int, ...]]
