"""Where things are: cell squares, the margin squares of the insertions, tile outlines,
the hit test and the Axes limits.

Cell ``(column, row)`` (:func:`~ringworld_nb.renaissance.cells.column_row`) is the unit
square ``[column, column + 1] x [row, row + 1]``; the board spans ``[0, 7] x [0, 7]``.
An insertion ``(cell, direction)`` lives in the margin square next to its entry cell on
the side it comes from: ``'>'`` left of the board (``[-1, 0] x [row, row + 1]``), ``'<'``
right (``[7, 8]``), ``'^'`` below (``[-1, 0]`` in y), ``'v'`` above (``[7, 8]``).

>>> hit_test(0.5, 0.5), hit_test(3.5, 3.5), hit_test(-0.5, 2.5), hit_test(3.2, 7.9)
(('cell', 0), None, ('edge', (2, '>')), ('edge', (27, 'v')))
>>> hit_test(-0.5, -0.5) is None, hit_test(9, 0) is None
(True, True)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache

import numpy as np

from ..cells import CENTRE, SIZE, Cell, cell_at, column_row

__all__ = ["hit_test", "cell_centre", "edge_square", "edge_centre", "tile_outline",
           "board_limits", "LABEL_ROOM", "DIRECTIONS"]

#: Room kept outside the margin for the cell names (in cells).
LABEL_ROOM = 0.42
#: Unit vector each insertion direction pushes in.
DIRECTIONS: dict[str, tuple[int, int]] = {">": (1, 0), "<": (-1, 0), "^": (0, 1),
                                          "v": (0, -1)}


def board_limits(coords: bool = True) -> tuple[tuple[float, float], tuple[float, float]]:
    """x and y limits: the board, its margin of one cell, the names' room."""
    pad = 1.0 + (LABEL_ROOM if coords else 0.05)
    return (-pad, SIZE + pad), (-pad, SIZE + pad)


def cell_centre(cell: Cell) -> tuple[float, float]:
    column, row = column_row(cell)
    return column + 0.5, row + 0.5


def edge_square(cell: Cell, direction: str) -> tuple[float, float]:
    """Lower-left corner of the margin square of the insertion ``(cell, direction)``."""
    column, row = column_row(cell)
    if direction == ">":
        return -1.0, float(row)
    if direction == "<":
        return float(SIZE), float(row)
    if direction == "^":
        return float(column), -1.0
    if direction == "v":
        return float(column), float(SIZE)
    raise ValueError(f"direction must be one of > < ^ v, got {direction!r}")


def edge_centre(cell: Cell, direction: str) -> tuple[float, float]:
    x, y = edge_square(cell, direction)
    return x + 0.5, y + 0.5


def hit_test(x: float | None, y: float | None) -> tuple[str, object] | None:
    """``('cell', cell)`` for a point on a cell of the board (the centre excepted),
    ``('edge', (cell, direction))`` for a point in a margin square next to an edge cell,
    None elsewhere (the centre, the margin's corners, outside)."""
    if x is None or y is None:
        return None
    try:
        fx, fy = float(x), float(y)
    except (TypeError, ValueError):
        return None
    if not (math.isfinite(fx) and math.isfinite(fy)):
        return None
    column, row = math.floor(fx), math.floor(fy)
    inside_c, inside_r = 0 <= column < SIZE, 0 <= row < SIZE
    if inside_c and inside_r:
        cell = cell_at(column, row)
        return None if cell == CENTRE else ("cell", cell)
    if inside_r and column == -1:
        return "edge", (cell_at(0, row), ">")
    if inside_r and column == SIZE:
        return "edge", (cell_at(SIZE - 1, row), "<")
    if inside_c and row == -1:
        return "edge", (cell_at(column, 0), "^")
    if inside_c and row == SIZE:
        return "edge", (cell_at(column, SIZE - 1), "v")
    return None


def tile_outline(cells: Iterable[Cell], inset: float = 0.0,
                 squares: Iterable[tuple[int, int]] | None = None) -> np.ndarray:
    """The outline of an edge-connected set of cells (a polyomino), counter-clockwise,
    moved ``inset`` inward: an (N, 2) array of corners, not closed.

    ``squares`` gives (column, row) squares instead of cells (for pieces off the board).
    A board is redrawn on every click with the same few shapes: each outline is worked
    out once and kept (a copy is returned).
    """
    sq = frozenset(squares) if squares is not None else frozenset(column_row(c) for c in cells)
    return _outline(sq, float(inset)).copy()


@lru_cache(maxsize=4096)
def _outline(sq: frozenset[tuple[int, int]], inset: float) -> np.ndarray:
    """:func:`tile_outline` of the squares ``sq``."""
    if not sq:
        return np.zeros((0, 2))
    nxt: dict[tuple[int, int], tuple[int, int]] = {}
    for c, r in sq:
        corners = [(c, r), (c + 1, r), (c + 1, r + 1), (c, r + 1)]
        across = [(c, r - 1), (c + 1, r), (c, r + 1), (c - 1, r)]
        for k in range(4):
            if across[k] not in sq:
                nxt[corners[k]] = corners[(k + 1) % 4]
    start = min(nxt)
    loop = [start]
    p = nxt[start]
    while p != start and len(loop) <= len(nxt):
        loop.append(p)
        p = nxt[p]
    pts = np.array(loop, dtype=float)
    # keep corners only (drop points in the middle of a straight side)
    prev_d = pts - np.roll(pts, 1, axis=0)
    next_d = np.roll(pts, -1, axis=0) - pts
    turn = prev_d[:, 0] * next_d[:, 1] - prev_d[:, 1] * next_d[:, 0]
    pts, prev_d, next_d = pts[turn != 0], None, None
    if inset:
        a = pts - np.roll(pts, 1, axis=0)
        b = np.roll(pts, -1, axis=0) - pts
        a /= np.linalg.norm(a, axis=1)[:, None]
        b /= np.linalg.norm(b, axis=1)[:, None]
        left = np.stack([-a[:, 1], a[:, 0]], axis=1) + np.stack([-b[:, 1], b[:, 0]], axis=1)
        pts = pts + inset * left
    return pts
