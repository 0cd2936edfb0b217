"""Moves and events of The Ring World: the values that travel between engine, notation,
drawing and widgets."""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

__all__ = ["Move", "Event", "Phase", "PASS", "EMPTY", "RED", "BLUE", "COLOUR_NAMES"]

EMPTY, RED, BLUE = 0, 1, 2
COLOUR_NAMES = {EMPTY: "empty", RED: "Red", BLUE: "Blue"}


class Move(NamedTuple):
    """A turn: ``place`` is the level-1 position (its index) where a ring is placed, or
    None; ``rotate`` is the position turned, ``(level, index)``, or None.

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
    occupied, or the colour of the ring that died. ``rotated`` names the turned position
    as ``positions == (index,)`` on its level; ``won`` carries the winner in ``colours``.
    The words follow the glossary of docs/rules.md §1.1.
    """

    kind: str
    level: int
    positions: tuple[int, ...] = ()
    colours: tuple[int, ...] = ()

    def describe(self) -> str:
        """One line in plain words, for the step-by-step mode of the widgets."""
        n = len(self.positions)
        if self.kind == "placed":
            return f"{COLOUR_NAMES[self.colours[0]]} places a ring on a level-1 position."
        if self.kind == "rotated":
            return (f"A level-{self.level} position turns one eighth clockwise, carrying "
                    "everything below it.")
        if self.kind == "passed":
            return "No ring can be placed and no position turned: the player passes."
        if self.kind == "born":
            if not n:
                return f"Level {self.level}: no empty position has 2 neighbours of one colour."
            where = ("empty positions" if n > 1 else "an empty position")
            return (f"Level {self.level}: {n} ring{'s' if n > 1 else ''} born on {where} "
                    "with 2 or more neighbours of one colour.")
        if self.kind == "died":
            if not n:
                return f"Level {self.level}: every group still has an empty neighbour."
            return (f"Level {self.level}: {n} ring{'s' if n > 1 else ''} removed - "
                    "their groups had no empty neighbour left.")
        if self.kind == "occupied":
            if not n:
                return (f"Level {self.level}: no position gets a new colour from 5 of its "
                        "children.")
            return (f"Level {self.level}: {n} position{'s' if n > 1 else ''} taken by the "
                    f"colour of 5 or more of {'their' if n > 1 else 'its'} 8 children.")
        if self.kind == "won":
            return f"{COLOUR_NAMES[self.colours[0]]} holds the top position and wins."
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
