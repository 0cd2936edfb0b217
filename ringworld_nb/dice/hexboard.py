"""The board of Dice of Doom: N x N hexes laid out as a parallelogram (docs/rules.md §2.1).

Hex ``(r, c)`` is in row ``r`` from the top and column ``c`` from the left. Every row is
shifted half a hex to the *left* of the row above it, which is what the original
exercise's text diagrams show (N = 4)::

             -------------------------
             | 0,0 | 0,1 | 0,2 | 0,3 |
          ----------------------------
          | 1,0 | 1,1 | 1,2 | 1,3 |
       ----------------------------
       | 2,0 | 2,1 | 2,2 | 2,3 |
    ----------------------------
    | 3,0 | 3,1 | 3,2 | 3,3 |
    -------------------------

So the six neighbours of ``(r, c)`` are, when on the board::

    upper left (r-1, c-1)   upper right (r-1, c)
    left       (r, c-1)     right       (r, c+1)
    lower left (r+1, c)     lower right (r+1, c+1)

``(r, c)`` and ``(r+1, c-1)`` touch only at a corner in the diagram; they are *not*
neighbours. Hexes are also numbered 0 .. N*N-1 in **reading order** (top row left to
right, then the next row): ``index = r * N + c``. Reinforcements are dealt in that order.

Hexes also have names, used by the move notation: the column as a letter and the row
as a number from the top, ``a1`` = (0, 0), ``b1`` = (0, 1), ``a2`` = (1, 0).

>>> board = HexBoard(2)
>>> board.neighbours((0, 0))
[(0, 1), (1, 0), (1, 1)]
>>> board.adjacent((1, 0), (0, 1))
False
>>> board.largest_group([[0, 1], [1, 0]], 1)
1
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Sequence
from typing import cast

import numpy as np

from ..core.errors import ArgumentError
from ..core.validate import describe

__all__ = ["HexBoard", "Hex", "as_hex", "hexboard", "largest_group_size", "MIN_SIZE",
           "MAX_SIZE", "hex_name", "parse_hex", "NEIGHBOUR_OFFSETS"]

Hex = tuple[int, int]

MIN_SIZE, MAX_SIZE = 2, 10

#: (dr, dc) of the six neighbours, in the order of docs/rules.md §2.1.
NEIGHBOUR_OFFSETS: tuple[Hex, ...] = ((0, -1), (0, 1), (-1, -1), (-1, 0), (1, 0), (1, 1))

_COLUMNS = "abcdefghij"


def hex_name(hex_: Hex) -> str:
    """The name of a hex: column letter and row number from the top, ``(1, 2)`` -> ``c2``;
    TypeError for what is not a ``(row, col)`` pair of integers."""
    h = as_hex(hex_)
    if h is None:
        raise TypeError(f"a hex is a (row, col) pair of integers, got {describe(hex_)}")
    r, c = h
    if not (0 <= r < MAX_SIZE and 0 <= c < MAX_SIZE):
        raise ArgumentError(f"no hex {describe(hex_)}: rows and columns are 0..{MAX_SIZE - 1}")
    return f"{_COLUMNS[c]}{r + 1}"


def parse_hex(text: str, size: int = MAX_SIZE) -> Hex:
    """``(row, col)`` of a hex name such as ``b3`` (case ignored); ValueError if not one.

    >>> parse_hex("b3")
    (2, 1)
    """
    t = text.strip().lower() if isinstance(text, str) else ""
    digits = t[1:]
    if (len(t) < 2 or len(t) > 3 or t[0] not in _COLUMNS or not digits.isascii()
            or not digits.isdigit() or digits.startswith("0")):
        raise ArgumentError(f"{describe(text)} is not a hex name: write a column letter and "
                            "a row number from 1, e.g. 'a1' (top left) or 'c2'")
    r, c = int(t[1:]) - 1, _COLUMNS.index(t[0])
    if not (0 <= r < size and 0 <= c < size):
        last = f"{_COLUMNS[size - 1]}{size}"
        raise ArgumentError(f"hex {describe(text)} is off the {size}x{size} board (a1 .. {last})")
    return r, c


def as_hex(obj: object) -> Hex | None:
    """``obj`` as a ``(row, col)`` tuple of ints if it is a pair of integers, else None
    (a numpy array of another shape, a 0-d one among them, is no pair)."""
    if isinstance(obj, np.ndarray) and obj.shape != (2,):
        return None
    if not isinstance(obj, (tuple, list, np.ndarray)) or len(obj) != 2:
        return None
    r, c = cast("Iterable[object]", obj)
    if isinstance(r, bool) or isinstance(c, bool):
        return None
    if not isinstance(r, (int, np.integer)) or not isinstance(c, (int, np.integer)):
        return None
    return int(r), int(c)


def _check_size(n: object) -> int:
    if isinstance(n, bool) or not isinstance(n, (int, np.integer)) or not (
            MIN_SIZE <= int(n) <= MAX_SIZE):
        raise ArgumentError(f"size must be an integer from {MIN_SIZE} to {MAX_SIZE}, "
                            f"got {describe(n)}")
    return int(n)


class HexBoard:
    """The N x N parallelogram of hexes: coordinates, adjacency, groups, reading order.

    A HexBoard is immutable and holds no game state: functions that need the owners
    take them as an (N, N) array (or anything numpy can read as one, or a flat sequence
    in reading order).

    Attributes for fast code (the engine's inner loops use flat indices):

    * ``nbrs[i]`` - tuple of the flat indices of the neighbours of hex ``i``, ascending
      (so in reading order);
    * ``hexes`` - every ``(r, c)`` in reading order, so ``hexes[i]`` is hex ``i``.
    """

    __slots__ = ("_index", "cells", "hexes", "n", "nbrs")

    def __init__(self, n: int) -> None:
        n = _check_size(n)
        self.n = n
        self.cells = n * n
        self.hexes: tuple[Hex, ...] = tuple((r, c) for r in range(n) for c in range(n))
        self._index = {h: i for i, h in enumerate(self.hexes)}
        nbrs = []
        for r, c in self.hexes:
            nbrs.append(tuple(sorted((r + dr) * n + (c + dc) for dr, dc in NEIGHBOUR_OFFSETS
                                     if 0 <= r + dr < n and 0 <= c + dc < n)))
        self.nbrs: tuple[tuple[int, ...], ...] = tuple(nbrs)

    # -- coordinates -------------------------------------------------------------
    def __repr__(self) -> str:
        return f"HexBoard({self.n})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HexBoard) and other.n == self.n

    def __hash__(self) -> int:
        return hash(("HexBoard", self.n))

    def __len__(self) -> int:
        return self.cells

    def __iter__(self):
        """The hexes in reading order."""
        return iter(self.hexes)

    def __contains__(self, hex_: object) -> bool:
        return self.on_board(hex_)

    def on_board(self, hex_: object) -> bool:
        """True if ``hex_`` is a ``(row, col)`` pair of integers on this board."""
        h = as_hex(hex_)
        return h is not None and h in self._index

    def index(self, hex_: Hex) -> int:
        """Reading-order index ``r * N + c`` of a hex; ValueError if it is off the board."""
        h = as_hex(hex_)
        if h is None or h not in self._index:
            raise ArgumentError(f"{describe(hex_)} is not a hex of the {self.n}x{self.n} board")
        return self._index[h]

    def hex(self, index: int) -> Hex:
        """The ``(row, col)`` of reading-order index ``index``."""
        if not 0 <= index < self.cells:
            raise ArgumentError(f"hex index must be 0..{self.cells - 1}, got {describe(index)}")
        return self.hexes[index]

    def name(self, hex_: Hex) -> str:
        """Notation name of a hex, e.g. ``a1`` for (0, 0)."""
        return hex_name(self.hexes[self.index(hex_)])

    def parse(self, text: str) -> Hex:
        """The hex named ``text`` (e.g. ``'b2'``) on this board."""
        return parse_hex(text, self.n)

    # -- adjacency ---------------------------------------------------------------
    def neighbours(self, hex_: Hex) -> list[Hex]:
        """Neighbours of ``hex_`` on the board, in reading order."""
        hexes = self.hexes
        return sorted(hexes[j] for j in self.nbrs[self.index(hex_)])

    def adjacent(self, a: Hex, b: Hex) -> bool:
        """True if hexes ``a`` and ``b`` share a side."""
        return self.index(b) in self.nbrs[self.index(a)]

    def adjacency_matrix(self) -> np.ndarray:
        """(N*N, N*N) boolean matrix, rows and columns in reading order."""
        m = np.zeros((self.cells, self.cells), dtype=bool)
        for i, js in enumerate(self.nbrs):
            m[i, list(js)] = True
        return m

    def centers(self) -> np.ndarray:
        """(N*N, 2) centres ``(x, y)`` of pointy-top hexes in reading order, y up.

        Neighbouring centres are exactly 1 apart: ``x = c - r / 2``,
        ``y = -r * sqrt(3) / 2`` (each row half a hex to the left of the row above).
        """
        rc = np.array(self.hexes, dtype=float).reshape(-1, 2)
        return np.column_stack([rc[:, 1] - rc[:, 0] / 2, -rc[:, 0] * math.sqrt(3) / 2])

    # -- groups ------------------------------------------------------------------
    def _flat(self, owner: Sequence[int] | np.ndarray | Iterable) -> list[int]:
        arr = np.asarray(owner)
        if arr.size != self.cells or arr.ndim not in (1, 2) or (
                arr.ndim == 2 and arr.shape != (self.n, self.n)):
            raise ArgumentError(f"owner must be an ({self.n}, {self.n}) array or {self.cells} "
                             f"values in reading order, got shape {arr.shape}")
        return [int(v) for v in arr.reshape(-1)]

    def groups(self, owner, player: int) -> list[list[Hex]]:
        """Connected groups of ``player``'s hexes, largest first (ties: reading order).

        Each group lists its hexes in reading order.
        """
        flat = self._flat(owner)
        found = [[self.hexes[i] for i in sorted(g)]
                 for g in _groups(flat, self.nbrs, player)]
        found.sort(key=lambda g: (-len(g), self.index(g[0])))
        return found

    def largest_group(self, owner, player: int) -> int:
        """Size of ``player``'s largest connected group of hexes (0 if they own none)."""
        return largest_group_size(self._flat(owner), self.nbrs, player)


def _groups(flat: Sequence[int], nbrs: Sequence[tuple[int, ...]], player: int) -> list[list[int]]:
    seen = [False] * len(flat)
    out: list[list[int]] = []
    for start, who in enumerate(flat):
        if who != player or seen[start]:
            continue
        seen[start] = True
        group = [start]
        stack = [start]
        while stack:
            i = stack.pop()
            for j in nbrs[i]:
                if not seen[j] and flat[j] == player:
                    seen[j] = True
                    group.append(j)
                    stack.append(j)
        out.append(group)
    return out


def largest_group_size(flat: Sequence[int], nbrs: Sequence[tuple[int, ...]], player: int) -> int:
    """Size of the largest connected group of ``player`` in the flat owner list ``flat``.

    The engine's hot path (version 3 reinforcement); ``nbrs`` is ``HexBoard.nbrs``.
    """
    best = 0
    seen = [False] * len(flat)
    for start, who in enumerate(flat):
        if who != player or seen[start]:
            continue
        seen[start] = True
        size = 1
        stack = [start]
        while stack:
            i = stack.pop()
            for j in nbrs[i]:
                if not seen[j] and flat[j] == player:
                    seen[j] = True
                    size += 1
                    stack.append(j)
        best = max(best, size)
    return best


@functools.cache
def hexboard(n: int) -> HexBoard:
    """The HexBoard of size ``n``, built once and shared (boards are immutable)."""
    return HexBoard(n)
