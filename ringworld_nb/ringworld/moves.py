"""Moves and events of The Ring World: the values that travel between engine, notation,
drawing and widgets."""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from ..core.errors import ArgumentError, IllegalMoveError
from ..core.validate import describe, is_integer

__all__ = ["Move", "Event", "Phase", "PASS", "EMPTY", "RED", "BLUE", "COLOUR_NAMES",
           "as_move", "as_ring", "as_colour"]

EMPTY, RED, BLUE = 0, 1, 2
COLOUR_NAMES = {EMPTY: "empty", RED: "Red", BLUE: "Blue"}


class Move(NamedTuple):
    """A move (a player's go): ``place`` is the level-1 position (its index) where a ring
    is placed, or None; ``rotate`` is the position turned, ``(level, index)``, or None.

    ``Move(None, None)`` is the pass.
    """

    place: int | None
    rotate: tuple[int, int] | None

    @property
    def is_pass(self) -> bool:
        return self.place is None and self.rotate is None


PASS = Move(None, None)


def as_ring(rotate: object) -> tuple[int, int] | None:
    """A position to turn as ``(level, index)`` of Python ints (numpy integers welcome),
    or None; None also for anything else - the caller says what is wrong.

    >>> as_ring((np.int64(2), 7)), as_ring((2.0, 7.0)), as_ring("27")
    ((2, 7), None, None)
    """
    if type(rotate) is tuple and len(rotate) == 2:
        level, index = rotate
        if type(level) is int and type(index) is int:  # the usual case, quickly
            return rotate
    elif not isinstance(rotate, (tuple, list)) or len(rotate) != 2:
        return None
    level, index = rotate
    if is_integer(level) and is_integer(index):
        return int(level), int(index)
    return None


def as_move(move: object) -> Move:
    """``move`` (a Move or a pair) as a Move of Python ints, or IllegalMoveError naming
    the move and what is wrong with its form. Whether it is legal is the game's business.

    >>> as_move((np.int32(5), [2, 7]))
    Move(place=5, rotate=(2, 7))
    >>> as_move(Move(5, "27"))
    Traceback (most recent call last):
    ...
    ringworld_nb.core.errors.IllegalMoveError: move Move(place=5, rotate='27'): the turned \
position must be (level, index), two integers, or None
    """
    if type(move) is not Move:
        if not isinstance(move, (tuple, list)) or len(move) != 2:
            raise IllegalMoveError(f"{describe(move)} is not a move (a Move(place, rotate))")
        move = Move(*move)
    place, rotate = move
    if place is not None and type(place) is not int:
        if not is_integer(place):
            raise IllegalMoveError(f"move {describe(move)}: the placement must be a level-1 "
                                   "index (an integer) or None")
        place = int(place)
    if rotate is not None:
        ring = as_ring(rotate)
        if ring is None:
            raise IllegalMoveError(f"move {describe(move)}: the turned position must be "
                                   "(level, index), two integers, or None")
        rotate = ring
    if place is move.place and rotate is move.rotate:
        return move
    return Move(place, rotate)


def as_colour(colour: object, name: str = "colour", *, empty: bool = False) -> int:
    """``colour`` as 1 (Red) or 2 (Blue) (0, empty, too if ``empty``); TypeError for
    what is not an integer (``1.7``, ``'1'``, None), ValueError for another integer.

    >>> as_colour(np.int8(2)), as_colour(0, empty=True)
    (2, 0)
    """
    if not is_integer(colour):
        raise TypeError(f"{name} must be 1 (Red) or 2 (Blue)"
                        f"{' or 0 (empty)' if empty else ''}, got {describe(colour)}")
    allowed = (EMPTY, RED, BLUE) if empty else (RED, BLUE)
    if colour not in allowed:
        raise ArgumentError(f"{name} must be 1 (Red) or 2 (Blue)"
                         f"{' or 0 (empty)' if empty else ''}, got {describe(colour)}")
    return int(colour)  # type: ignore[call-overload]


def _names(board, level: int, positions) -> str:
    """``"00"``, ``"00 and 01"``, ``"00, 01 and 03"`` (``"the top position"`` for it)."""
    names = [board.address(level, i) or "the top position" for i in positions]
    if len(names) > 8:
        names = names[:8] + [f"{len(positions) - 8} more"]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _groups(board, level: int, positions, colours) -> int:
    """How many groups (rings of one colour joined through neighbours) ``positions`` form."""
    colour = dict(zip(positions, colours))
    seen: set[int] = set()
    groups = 0
    for start in positions:
        if start in seen:
            continue
        groups += 1
        seen.add(start)
        todo = [start]
        while todo:
            here = todo.pop()
            for other in board.neighbors(level, here):
                if other in colour and other not in seen and colour[other] == colour[here]:
                    seen.add(other)
                    todo.append(other)
    return groups


class Event(NamedTuple):
    """Something that happened during a move, in the order it happened.

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

    def describe(self, board=None) -> str:
        """One line in plain words, for the step-by-step mode of the widgets.

        Given the ``board`` (a :class:`~.geometry.RingBoard`), the line also names the
        positions by their addresses; every ring born, removed or taken is named by its
        colour: ``"Level 1: 1 Red ring born on 01, an empty position with 2 or more
        neighbours of one colour."``
        """
        n = len(self.positions)
        s = "s" if n > 1 else ""
        where = _names(board, self.level, self.positions) if board is not None and n else ""
        if self.kind == "placed":
            on = where or "a level-1 position"
            return f"{COLOUR_NAMES[self.colours[0]]} places a ring on {on}."
        if self.kind == "rotated":
            if board is None:
                return (f"A level-{self.level} position turns one eighth clockwise, carrying "
                        "everything below it.")
            if self.level == board.order:
                return "The top position turns one eighth clockwise: the whole board turns."
            return (f"Position {where} (level {self.level}) turns one eighth clockwise, "
                    "carrying everything below it.")
        if self.kind == "passed":
            return "No ring can be placed and no position turned: the player passes."
        if self.kind == "born":
            if not n:
                return (f"Level {self.level}: no empty position has 2 neighbours of one "
                        "colour, so no ring is born.")
            what = "empty positions" if n > 1 else "an empty position"
            rings, split = self._by_colour(board, "on")
            if not where:
                return (f"Level {self.level}: {rings} born{split} on {what} with 2 or more "
                        "neighbours of one colour.")
            on = "" if split else f" on {where}"
            return (f"Level {self.level}: {rings} born{on}{split}, {what} with 2 or more "
                    "neighbours of one colour.")
        if self.kind == "died":
            if not n:
                return (f"Level {self.level}: every group still has an empty neighbour, so "
                        "no ring dies.")
            rings, split = self._by_colour(board, "from")
            on = f" from {where}" if where and not split else ""
            if n == 1:
                why = "its group had no empty neighbour left"
            elif board is None:
                why = "every group they belonged to had no empty neighbour left"
            else:
                k = _groups(board, self.level, self.positions, self.colours)
                why = ("their group had no empty neighbour left" if k == 1
                       else f"their {k} groups had no empty neighbour left")
            return f"Level {self.level}: {rings} removed{on}{split} - {why}."
        if self.kind == "occupied":
            if not n:
                return (f"Level {self.level}: no position gets a new colour from 5 of its "
                        "children.")
            if not where:
                what = f"{n} position{s}"
            elif self.level == board.order:
                what = "the top position"
            else:
                what = f"position{s} {where}"
            colours = sorted(set(self.colours))
            if len(colours) != 2:
                name = COLOUR_NAMES[colours[0]] if colours else "the colour"
                by = name if not colours else f"{name}, the colour"
                return (f"Level {self.level}: {what} taken by {by} of 5 or "
                        f"more of {'their' if n > 1 else 'its'} 8 children.")
            _, split = self._by_colour(board, "")
            return (f"Level {self.level}: {what} taken{split}, each by the colour of 5 or "
                    "more of its 8 children.")
        if self.kind == "won":
            return f"{COLOUR_NAMES[self.colours[0]]} holds the top position and wins."
        if self.kind == "drawn":
            return "The game is drawn."
        if self.kind == "resigned":
            return f"{COLOUR_NAMES[self.colours[0]]} resigns."
        return self.kind

    def _by_colour(self, board, word: str) -> tuple[str, str]:
        """``("2 Red rings", "")`` when the rings are of one colour; with two colours
        ``("3 rings", " (Red on 00 and 01, Blue on 07)")`` (the positions by their
        addresses when ``board`` is given, else the counts: ``" (2 Red, 1 Blue)"``)."""
        n = len(self.positions)
        colours = [c for c in (RED, BLUE) if c in self.colours]
        if not colours:  # (an event made by hand, without its colours)
            return f"{n} ring{'s' if n > 1 else ''}", ""
        if len(colours) == 1:
            return f"{n} {COLOUR_NAMES[colours[0]]} ring{'s' if n > 1 else ''}", ""
        parts = []
        for colour in colours:
            mine = [p for p, c in zip(self.positions, self.colours) if c == colour]
            if board is not None:
                at = f" {word}" if word else ""
                parts.append(f"{COLOUR_NAMES[colour]}{at} {_names(board, self.level, mine)}")
            else:
                parts.append(f"{len(mine)} {COLOUR_NAMES[colour]}")
        return f"{n} rings", " (" + ", ".join(parts) + ")"


class Phase(NamedTuple):
    """One phase of a move, for stepping through it: the event and the board after it.

    ``rings`` maps each level to an array of its contents after the phase; ``changed``
    maps each level to the indices whose content the phase changed.
    """

    event: Event
    rings: dict[int, np.ndarray]
    changed: dict[int, tuple[int, ...]]
