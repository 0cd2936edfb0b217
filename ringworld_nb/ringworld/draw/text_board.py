"""The Ring World told as text, position by position: the cells of the apps' text twin
(:class:`~ringworld_nb.core.view.TwinCell`), from the game and its :func:`~.view.view`.

One row a level, the top first; in a row the positions in the order of their addresses,
so that the children of one position stand together. The arrow keys move in the
fractal: up to the parent, down to the first child, left and right to the previous and
the next child of the same parent (round the ring). Each position says its level and
address, its ring (and, when it is the child of two positions, both of them), its
ringed neighbours (what the automaton counts), and what the board marks there: a ring
may go here, it can be turned, the choice, danger, the last move.

>>> from ringworld_nb.ringworld import RingWorld
>>> from ringworld_nb.ringworld.draw.view import view
>>> game = RingWorld(3)
>>> cells, rows = text_board(game, view(game))
>>> len(cells), rows[0], cells[0].name
(57, 'level 3, the top', 'the top position, empty')
>>> first = next(c for c in cells if c.label == "00")
>>> first.name, first.nav["up"], first.nav["right"]
('level-1 position 00, empty, a ring may go here', '2:0', '1:1')
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, NamedTuple

from ...core.view import TwinCell, View
from ..moves import COLOUR_NAMES

if TYPE_CHECKING:
    from ..game import RingWorld
    from ..geometry import RingBoard

__all__ = ["text_board"]


def _key(level: int, index: int) -> str:
    return f"{level}:{index}"


class _Place(NamedTuple):
    """What the twin says of a position that never changes: where it is, its parents
    when it has two, its neighbours, where the arrow keys go from it."""

    level: int
    position: int
    row: int
    col: int
    address: str
    where: str
    shared: str
    neighbours: tuple[int, ...]
    nav: dict[str, str]


@functools.cache
def _places(board: RingBoard) -> tuple[list[str], list[_Place]]:
    """The names of the rows and the positions of ``board`` in the twin's order (see
    the module docstring), worked out once per board: the geometry costs more than
    the rest of the words, and a refresh would otherwise pay it again."""
    rows: list[str] = []
    places: list[_Place] = []
    for row, level in enumerate(sorted(board.levels, reverse=True)):
        top = level == board.order
        rows.append(f"level {level}, the top" if top else f"level {level}")
        order = sorted(range(board.count(level)), key=lambda i: board.address(level, i))
        for col, index in enumerate(order):
            address = board.address(level, index)
            where = "the top position" if top else f"level-{level} position {address}"
            shared = ""
            parents = () if top else board.parents(level, index)
            if len(parents) == 2:  # (up goes to the first; the name says both)
                a, b = sorted(board.address(level + 1, p) for p in parents)
                shared = f"shared: a child of level-{level + 1} positions {a} and {b}"
            nav: dict[str, str] = {}
            if not top:
                parent = parents[0]
                nav["up"] = _key(level + 1, parent)
                siblings = board.children(level + 1, parent)
                k = siblings.index(index)
                nav["left"] = _key(level, siblings[(k - 1) % len(siblings)])
                nav["right"] = _key(level, siblings[(k + 1) % len(siblings)])
            if level > 1:
                nav["down"] = _key(level - 1, board.children(level, index)[0])
            neighbours = () if top else tuple(int(n) for n in board.neighbors(level, index))
            places.append(_Place(level, index, row, col, address, where, shared,
                                 neighbours, nav))
    return rows, places


def _neighbour_words(rings: Any, neighbours: tuple[int, ...]) -> str:
    counts = {1: 0, 2: 0}
    for n in neighbours:
        colour = int(rings[n])
        if colour in counts:
            counts[colour] += 1
    said = [f"{n} {COLOUR_NAMES[c].lower()}" for c, n in counts.items() if n]
    return ("neighbours " + " and ".join(said)) if said else ""


def text_board(game: RingWorld, view: View) -> tuple[list[TwinCell], dict[int, str]]:
    """The cells of the twin and the names of its rows (see the module docstring)."""
    board, marks = game.board, view.marks
    legal = set(getattr(marks, "legal", ()) or ())
    turnable = {tuple(k) for k in (getattr(marks, "rotatable", ()) or ())}
    danger = {tuple(k) for k in (getattr(marks, "danger", ()) or ())}
    place = getattr(marks, "selected_place", None)
    ring = getattr(marks, "selected_ring", None)
    last_place = getattr(marks, "last_place", None)
    last_ring = getattr(marks, "last_ring", None)
    row_names, places = _places(board)
    all_rings = {level: game.rings(level) for level in board.levels}
    cells: list[TwinCell] = []
    for at in places:
        level, index = at.level, at.position
        top = level == board.order
        rings = all_rings[level]
        colour = int(rings[index])
        words = [at.where, f"{COLOUR_NAMES[colour].lower()} ring" if colour else "empty"]
        if at.shared:
            words.append(at.shared)
        near = "" if top else _neighbour_words(rings, at.neighbours)
        if near:
            words.append(near)
        if level == 1 and index in legal:
            words.append("a ring may go here")
        if (level, index) in turnable:
            words.append("can be turned")
        chosen = (level == 1 and place == index) or (ring is not None
                                                      and tuple(ring) == (level, index))
        if chosen:
            words.append("chosen")
        if (level, index) in danger:
            words.append("in danger")
        if level == 1 and last_place == index:
            words.append("the last move placed here")
        if last_ring is not None and tuple(last_ring) == (level, index):
            words.append("the last move turned it")
        label = ("top" if top else at.address) + (f" {COLOUR_NAMES[colour][0]}"
                                                   if colour else "")
        cells.append(TwinCell(_key(level, index), label, ", ".join(words), at.row, at.col,
                              (level, index), dict(at.nav), chosen, colour or None))
    return cells, dict(enumerate(row_names))


def owner_name(owner: Any) -> str:
    """A colour as the twin's "where" answers name it."""
    return COLOUR_NAMES.get(owner, str(owner))
