"""Moves of Renaissance and their notation (docs/rules.md §3.6).

One :class:`Move` type for every phase; ``str(move)`` is its notation and
:func:`parse_move` reads it back (every cell order is read; cells are written sorted):

==================  =====================================  ==========================
phase               move                                   notation
==================  =====================================  ==========================
setup               place a piece                          ``V3:a1,a2,b1``
setup               remove a piece (a removal turn)        ``x:V3:a1,a2,b1``
Phase 1             a marker on a cell                     ``e5``
Phase 1             an insertion from outside the board    ``a3>`` ``g3<`` ``c1^`` ``c7v``
Phase 1             pass, offer to end, accept, decline    ``pass`` ``offer`` ...
Phase 2 (deal)      choose a piece for one's hand          ``deal:T4``
Phase 2 (prep.)     the player's monomino / one marker     ``m@d5`` ``*@d5``
Phase 2             a piece, then a marker move            ``T4:c3,d2,d3,e3 d5-d6``
==================  =====================================  ==========================

>>> m = parse_move("T4:e3,c3,d3,d2  d5-d6")
>>> str(m), m.action
('T4:c3,d2,d3,e3 d5-d6', 'put')
>>> str(parse_move("a3>")), str(parse_move("x:D:a1,a2")), str(parse_move("*@d5"))
('a3>', 'x:D:a1,a2', '*@d5')
"""

from __future__ import annotations

from typing import NamedTuple

from ..core.errors import IllegalMoveError, NotationError
from ..core.validate import describe, is_integer
from .cells import CELLS, Cell, cell_name, parse_cell
from .pieces import KINDS, POOL, parse_piece, piece_name

__all__ = ["Move", "Event", "parse_move", "as_move", "PASS", "OFFER", "ACCEPT", "DECLINE",
           "DIRECTIONS", "ACTIONS"]

#: Insertion directions: the side the marker comes in from is the one it points away from.
DIRECTIONS = {">": "from the left", "<": "from the right", "^": "from the bottom",
              "v": "from the top"}
#: Every kind of move.
ACTIONS = ("place", "remove", "marker", "insert", "pass", "offer", "accept", "decline",
           "deal", "prep_mono", "prep_marker", "put")
_WORDS = ("pass", "offer", "accept", "decline")


class Move(NamedTuple):
    """A move of any phase (see the module docstring); fields not used are None / ().

    ``cells`` are sorted; ``cell`` is the marker's cell, the insertion's entry cell or
    the preparation's cell; ``step`` is Phase 2's marker move ``(from, to)``.
    """

    action: str
    kind: str | None = None
    cells: tuple[Cell, ...] = ()
    cell: Cell | None = None
    direction: str | None = None
    step: tuple[Cell, Cell] | None = None

    def __str__(self) -> str:
        """The move in notation; a malformed move (see :func:`as_move`) is written as
        its fields in angle brackets, so that printing never fails."""
        try:
            return self._notation()
        except (TypeError, ValueError):
            return f"<{describe(tuple(self))}>"

    def _notation(self) -> str:
        a = self.action
        if a in _WORDS:
            return str(a)
        if a == "place":
            return piece_name(self.kind or "?", self.cells)
        if a == "remove":
            return "x:" + piece_name(self.kind or "?", self.cells)
        if a == "marker":
            return cell_name(self.cell)  # type: ignore[arg-type]
        if a == "insert":
            return cell_name(self.cell) + (self.direction or "?")  # type: ignore[arg-type]
        if a == "deal":
            return f"deal:{self.kind}"
        if a == "prep_mono":
            return "m@" + cell_name(self.cell)  # type: ignore[arg-type]
        if a == "prep_marker":
            return "*@" + cell_name(self.cell)  # type: ignore[arg-type]
        if a == "put":
            text = piece_name(self.kind or "?", self.cells)
            if self.step is not None:
                text += f" {cell_name(self.step[0])}-{cell_name(self.step[1])}"
            return text
        return f"<{a}>"


PASS, OFFER, ACCEPT, DECLINE = (Move(w) for w in _WORDS)


class Event(NamedTuple):
    """Something that happened, in order: ``kind`` is one of ``placed``, ``removed``,
    ``filled`` (monominoes), ``marker``, ``pushed`` (markers moved one cell inward:
    ``cells`` from, ``to`` where), ``taken`` (a piece to ``player``), ``tie`` (a full
    piece that stays), ``passed``, ``offered``, ``accepted``, ``declined``, ``phase``
    (a new phase begins: ``text``), ``prepared``, ``put``, ``moved`` (a Phase 2 marker),
    ``skipped`` (a player who cannot place), ``dealt`` (a piece chosen for a hand in the
    deal of the Phase-2-only variant), ``scored``, ``over``."""

    kind: str
    player: str | None = None
    piece_kind: str | None = None
    cells: tuple[Cell, ...] = ()
    to: tuple[Cell, ...] = ()
    text: str = ""


def _is_cell(value: object) -> bool:
    return is_integer(value) and value in CELLS


#: The fields each action needs (the others may be left out).
_NEEDS: dict[str, tuple[str, ...]] = {
    "place": ("kind", "cells"), "remove": ("kind", "cells"), "put": ("kind", "cells"),
    "marker": ("cell",), "insert": ("cell", "direction"), "deal": ("kind",),
    "prep_mono": ("cell",), "prep_marker": ("cell",)}


def _missing(action: str, kind: object, cells: object, cell: object,
             direction: object) -> str | None:
    """What a move of ``action`` lacks, in words, or None."""
    given = {"kind": kind is not None, "cells": bool(cells), "cell": cell is not None,
             "direction": direction is not None}
    lacking = [name for name in _NEEDS.get(action, ()) if not given[name]]
    if lacking:
        return f"a move '{action}' needs its {' and '.join(lacking)}"
    return None


def as_move(move: object) -> Move:
    """``move`` as a Move whose fields have the right form - an action of
    :data:`ACTIONS`, a kind of the pool or None, cells 0..48 (sorted), a cell or None, a
    direction of :data:`DIRECTIONS` or None, a step of two cells or None - with numpy
    integers made ints; IllegalMoveError naming the move and the field otherwise.
    Whether it is legal is the game's business.

    >>> import numpy as np
    >>> as_move(Move("marker", cell=np.int64(32)))
    Move(action='marker', kind=None, cells=(), cell=32, direction=None, step=None)
    >>> as_move(Move("marker", cell=32.0))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ringworld_nb.core.errors.IllegalMoveError: move ... cell=32.0, ...: the cell must be a ...
    """
    if not isinstance(move, Move):
        raise IllegalMoveError(f"{describe(move)} is not a move of Renaissance")
    action, kind, cells, cell, direction, step = move
    problem = None
    if not isinstance(action, str) or action not in ACTIONS:
        problem = f"the action must be one of {', '.join(ACTIONS)}"
    elif kind is not None and (not isinstance(kind, str) or kind not in POOL):
        problem = f"the kind must be one of {', '.join(KINDS)} or None"
    elif not isinstance(cells, (tuple, list)) or len(cells) > 4 or not all(
            _is_cell(c) for c in cells):
        problem = "the cells must be a tuple of at most 4 cells 0..48"
    elif cell is not None and not _is_cell(cell):
        problem = "the cell must be a cell 0..48 or None"
    elif direction is not None and (not isinstance(direction, str)
                                    or direction not in DIRECTIONS):
        problem = f"the direction must be one of {' '.join(DIRECTIONS)} or None"
    elif step is not None and (not isinstance(step, (tuple, list)) or len(step) != 2
                               or not all(_is_cell(c) for c in step)):
        problem = "the step must be (from, to), two cells 0..48, or None"
    if problem is None:
        problem = _missing(action, kind, cells, cell, direction)
    if problem is not None:
        raise IllegalMoveError(f"move {describe(move)}: {problem}")
    # texts as plain str (a numpy str_ is a str, but must not stay in a history)
    return Move(str(action), None if kind is None else str(kind),
                tuple(sorted(int(c) for c in cells)), None if cell is None else int(cell),
                None if direction is None else str(direction),
                None if step is None else (int(step[0]), int(step[1])))


def parse_move(text: str | Move) -> Move:
    """The move written ``text``; NotationError says what is wrong (legality is the
    game's to check)."""
    if isinstance(text, Move):
        return as_move(text)
    if not isinstance(text, str) or not text.strip():
        raise NotationError(f"a move is text like 'e5', 'a3>', 'D:a1,a2' or 'pass'; "
                            f"got {describe(text)}")
    if len(text) > 200:
        raise NotationError(f"a move of {len(text)} characters: moves are short, like "
                            "'T4:c3,d2,d3,e3 d5-d6'")
    t = " ".join(text.split())
    low = t.lower()
    if low in _WORDS:
        return Move(low)
    if low.startswith("deal:"):
        kind = t[5:].strip().upper()
        if kind not in POOL:
            raise NotationError(f"{describe(text)}: {describe(kind)} is not a kind "
                                f"({', '.join(KINDS)})")
        return Move("deal", kind)
    if low.startswith("x:"):
        kind, cells = parse_piece(t[2:])
        return Move("remove", kind, cells)
    if low.startswith("m@"):
        return Move("prep_mono", cell=parse_cell(t[2:]))
    if low.startswith("*@"):
        return Move("prep_marker", cell=parse_cell(t[2:]))
    if ":" in t:
        piece, _, rest = t.partition(" ")
        kind, cells = parse_piece(piece)
        if not rest:
            # a setup placement and a Phase 2 placement without a marker move read alike:
            # the game tells which it is (see Renaissance.parse)
            return Move("place", kind, cells)
        frm, dash, to = rest.partition("-")
        if not dash:
            raise NotationError(f"{describe(text)}: the marker move is written like 'd5-d6'")
        return Move("put", kind, cells, step=(parse_cell(frm), parse_cell(to)))
    if len(t) == 3 and t[2] in DIRECTIONS:
        return Move("insert", cell=parse_cell(t[:2]), direction=t[2])
    if len(t) == 2:
        return Move("marker", cell=parse_cell(t))
    raise NotationError(f"{describe(text)} is not a move of Renaissance")
