"""The fractal board of The Ring World (docs/rules.md §1.1-1.2).

A board of order *n* has positions (circles) on levels 1..n. Level n is the top
position, radius 1, centred at the origin. Every position of level L >= 2 with centre z
and radius r has eight *child positions* k = 0..7 on level L-1::

    centre_k = z + (r / cos(pi/8)) * (cos(-k*pi/4), sin(-k*pi/4)),  radius r * tan(pi/8)

so child 0 sits at 3 o'clock and k grows clockwise. The children sit on the vertices of
the octagon circumscribed about the parent; neighbouring children touch on the parent's
circle, and children of two touching positions can coincide. A coinciding child is
**one** position with two parents, which is why the number of positions grows more
slowly than 8 per level::

    order 3: 1, 8, 48          order 4: 1, 8, 48, 272       (top level first)

How positions are identified
----------------------------
Every centre is ``s * w`` where ``s = 1/cos(pi/8)`` and ``w`` is a sum of terms
``t**j * u_k`` with ``t = tan(pi/8) = sqrt(2) - 1`` and ``u_k`` the unit vector of
direction k, whose coordinates are 0, +-1 or +-sqrt(2)/2. So ``2 w`` has both
coordinates in Z[sqrt 2] = {a + b sqrt 2}: integers decide exactly which paths lead to
the same position, with no floating-point tolerance.

Addresses
---------
A position is addressed by its path of child indices from the top position, e.g. ``527``
on L4 is child 7 of child 2 of child 5 of the top: an L1 position. A shared position
has several paths; its **canonical** address is the smallest. Positions of a level are
indexed 0..count-1 in the order of their canonical addresses, so index order and
address order agree.

Everything here is computed once per order and cached; the arrays are read-only.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from itertools import product

import numpy as np

from ..core.errors import ArgumentError
from ..core.validate import describe, is_integer

__all__ = ["RingBoard", "MIN_ORDER", "MAX_ORDER", "SIMILARITY_DIMENSION"]

MIN_ORDER = 2
MAX_ORDER = 6

#: tan(pi/8): the ratio of a child's radius to its parent's.
SCALE = math.tan(math.pi / 8)
#: Similarity dimension of the construction: 8 copies, each scaled by tan(pi/8).
SIMILARITY_DIMENSION = math.log(8) / math.log(1 / SCALE)

Path = tuple[int, ...]
_ZSqrt2 = tuple[int, int]  # a + b*sqrt(2) as (a, b)

# 2 * u_k in Z[sqrt 2]^2 for k = 0..7 (angle -k*pi/4, so clockwise).
_TWO_U: tuple[tuple[_ZSqrt2, _ZSqrt2], ...] = (
    ((2, 0), (0, 0)),
    ((0, 1), (0, -1)),
    ((0, 0), (-2, 0)),
    ((0, -1), (0, -1)),
    ((-2, 0), (0, 0)),
    ((0, -1), (0, 1)),
    ((0, 0), (2, 0)),
    ((0, 1), (0, 1)),
)
_T: _ZSqrt2 = (-1, 1)  # tan(pi/8) = -1 + sqrt 2


def _mul(x: _ZSqrt2, y: _ZSqrt2) -> _ZSqrt2:
    return (x[0] * y[0] + 2 * x[1] * y[1], x[0] * y[1] + x[1] * y[0])


def _to_float(x: _ZSqrt2) -> float:
    return x[0] + x[1] * math.sqrt(2)


@dataclass(frozen=True)
class _Level:
    """Precomputed tables of one level (all arrays read-only)."""

    centers: np.ndarray  # (n, 2) float
    radius: float
    canonical: tuple[Path, ...]  # canonical address of each index
    paths: dict[Path, int]  # every valid path -> index
    children: np.ndarray  # (n, 8) int indices on level-1; shape (n, 0) on level 1
    parents: tuple[tuple[int, ...], ...]  # indices on level+1; () on the top level
    neighbors: tuple[tuple[int, ...], ...]


def _read_only(a: np.ndarray) -> np.ndarray:
    a.setflags(write=False)
    return a


@functools.cache
def _build(order: int) -> tuple[_Level, ...]:
    """All levels of a board of ``order``; index 0 of the tuple is level 1."""
    # Walk every path from the top; identify positions by exact keys.
    # key: (x, y) of 2*w in Z[sqrt2], where centre = w / cos(pi/8).
    top_key = ((0, 0), (0, 0))
    level_paths: list[dict[Path, tuple]] = [{(): top_key}]  # top level first
    for depth in range(1, order):
        scale: _ZSqrt2 = (1, 0)
        for _ in range(depth - 1):
            scale = _mul(scale, _T)  # t**(depth-1): the offset scale of this depth
        step = [(_mul(scale, ux), _mul(scale, uy)) for ux, uy in _TWO_U]
        nxt: dict[Path, tuple] = {}
        for path, (kx, ky) in level_paths[-1].items():
            for k, (sx, sy) in enumerate(step):
                nxt[path + (k,)] = (
                    (kx[0] + sx[0], kx[1] + sx[1]),
                    (ky[0] + sy[0], ky[1] + sy[1]),
                )
        level_paths.append(nxt)

    s = 1 / math.cos(math.pi / 8)
    levels_top_first: list[dict] = []
    for depth, paths in enumerate(level_paths):
        by_key: dict[tuple, list[Path]] = {}
        for path, key in paths.items():
            by_key.setdefault(key, []).append(path)
        groups = sorted((min(ps), key, ps) for key, ps in by_key.items())
        index_of = {p: i for i, (_, _, ps) in enumerate(groups) for p in ps}
        centers = np.array(
            [[s * _to_float(kx) / 2, s * _to_float(ky) / 2] for _, (kx, ky), _ in groups]
        )
        levels_top_first.append(
            {
                "centers": centers,
                "radius": SCALE**depth,
                "canonical": tuple(c for c, _, _ in groups),
                "paths": index_of,
            }
        )

    levels = levels_top_first[::-1]  # index 0 = level 1
    built: list[_Level] = []
    for li, lv in enumerate(levels):
        level = li + 1
        n = len(lv["canonical"])
        if level > 1:
            below = levels[li - 1]["paths"]
            children = np.array(
                [[below[c + (k,)] for k in range(8)] for c in lv["canonical"]], dtype=np.intp
            )
        else:
            children = np.zeros((n, 0), dtype=np.intp)
        if level < order:
            above = levels[li + 1]["paths"]
            parent_sets: list[set[int]] = [set() for _ in range(n)]
            for path, i in lv["paths"].items():
                parent_sets[i].add(above[path[:-1]])
            parents = tuple(tuple(sorted(p)) for p in parent_sets)
        else:
            parents = ((),)
        built.append(
            _Level(
                centers=_read_only(lv["centers"]),
                radius=lv["radius"],
                canonical=lv["canonical"],
                paths=lv["paths"],
                children=_read_only(children),
                parents=parents,
                neighbors=_touching(lv["centers"], lv["radius"]),
            )
        )
    return tuple(built)


def _touching(centers: np.ndarray, radius: float) -> tuple[tuple[int, ...], ...]:
    """Pairs of circles whose centres are 2*radius apart (they touch), via a grid hash."""
    cell = 2 * radius * 1.01
    grid: dict[tuple[int, int], list[int]] = {}
    keys = np.floor(centers / cell).astype(int)
    for i, (gx, gy) in enumerate(keys):
        grid.setdefault((int(gx), int(gy)), []).append(i)
    result: list[list[int]] = [[] for _ in range(len(centers))]
    tol = 1e-9 * radius
    for i, (gx, gy) in enumerate(keys):
        for dx, dy in product((-1, 0, 1), repeat=2):
            for j in grid.get((int(gx) + dx, int(gy) + dy), ()):
                if j != i:
                    d = math.dist(centers[i], centers[j])
                    if abs(d - 2 * radius) < tol:
                        result[i].append(j)
    return tuple(tuple(sorted(r)) for r in result)


class RingBoard:
    """The board of The Ring World of a given order (2 to 6; 3 and 4 are played).

    >>> board = RingBoard(4)
    >>> [board.count(level) for level in (4, 3, 2, 1)]
    [1, 8, 48, 272]
    >>> board.address(*board.parse_address("527"))  # the canonical (smallest) path
    '477'
    >>> board.paths(*board.parse_address("527"))
    ['477', '514', '527']
    >>> round(board.similarity_dimension, 3)
    2.359
    """

    def __init__(self, order: int = 4) -> None:
        if not isinstance(order, (int, np.integer)) or not MIN_ORDER <= order <= MAX_ORDER:
            raise ArgumentError(
                f"board order must be an integer from {MIN_ORDER} to {MAX_ORDER}, "
                f"got {describe(order)}"
            )
        self.order = int(order)
        self._levels = _build(self.order)

    def __repr__(self) -> str:
        return f"RingBoard({self.order})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RingBoard) and other.order == self.order

    def __hash__(self) -> int:
        return hash(("RingBoard", self.order))

    # -- levels -----------------------------------------------------------------
    @property
    def levels(self) -> range:
        """Levels 1..order, bottom (smallest rings) first."""
        return range(1, self.order + 1)

    def _level(self, level: int) -> _Level:
        if not is_integer(level) or not 1 <= level <= self.order:
            raise ArgumentError(f"level must be 1 to {self.order} on this board, got "
                                f"{describe(level)}")
        return self._levels[int(level) - 1]

    def _at(self, level: int, index: int) -> tuple[_Level, int]:
        """The level's tables and ``index`` as an int, once both are checked."""
        lv = self._level(level)
        if not is_integer(index) or not 0 <= index < len(lv.canonical):
            raise ArgumentError(f"index must be 0 to {len(lv.canonical) - 1} on level "
                                f"{level}, got {describe(index)}")
        return lv, int(index)

    def count(self, level: int) -> int:
        """Number of distinct positions on ``level``."""
        return len(self._level(level).canonical)

    def counts(self) -> dict[int, int]:
        """Positions per level, ``{level: count}``, top level first."""
        return {level: self.count(level) for level in reversed(self.levels)}

    def centers(self, level: int) -> np.ndarray:
        """Centres of the positions of ``level``, shape (count, 2), in index order."""
        return self._level(level).centers

    def radius(self, level: int) -> float:
        """Radius of every position of ``level`` (the top position has radius 1)."""
        return self._level(level).radius

    # -- relations --------------------------------------------------------------
    def neighbors(self, level: int, index: int) -> tuple[int, ...]:
        """Positions of the same level whose circles touch this one (2 or 3 of them)."""
        lv, index = self._at(level, index)
        return lv.neighbors[index]

    def children(self, level: int, index: int) -> tuple[int, ...]:
        """The 8 child positions (on level-1) in order k = 0..7, clockwise from 3 o'clock."""
        lv, index = self._at(level, index)
        if level == 1:
            raise ArgumentError("level-1 positions have no children")
        return tuple(int(c) for c in lv.children[index])

    def children_table(self, level: int) -> np.ndarray:
        """All children of ``level`` as an (count, 8) index array into level-1."""
        return self._level(level).children

    def parents(self, level: int, index: int) -> tuple[int, ...]:
        """Positions on level+1 having this one as a child (1, or 2 when shared)."""
        lv, index = self._at(level, index)
        if level == self.order:
            return ()
        return lv.parents[index]

    def is_shared(self, level: int, index: int) -> bool:
        """True when the position has two parents."""
        return len(self.parents(level, index)) > 1

    # -- addresses --------------------------------------------------------------
    def address(self, level: int, index: int) -> str:
        """Canonical address: the smallest path of child digits from the top."""
        lv, index = self._at(level, index)
        return "".join(map(str, lv.canonical[index]))

    def paths(self, level: int, index: int) -> list[str]:
        """Every path that leads to this position, smallest (canonical) first."""
        lv, index = self._at(level, index)
        return sorted("".join(map(str, p)) for p, i in lv.paths.items() if i == index)

    def parse_address(self, text: str) -> tuple[int, int]:
        """``(level, index)`` of any valid path such as ``"527"``; ``""`` is the top position.

        Raises ValueError naming the problem for anything else.
        """
        if not isinstance(text, str):
            raise ArgumentError(f"an address is a string of digits 0-7, got {describe(text)}")
        digits = text.strip()
        if any(ch not in "01234567" for ch in digits):
            raise ArgumentError(f"address {describe(text)}: only the digits 0-7 may be used")
        if len(digits) >= self.order:
            raise ArgumentError(
                f"address {describe(text)} has {len(digits)} digits; on this board of order "
                f"{self.order} an address has at most {self.order - 1} (level 1)"
            )
        level = self.order - len(digits)
        path = tuple(int(d) for d in digits)
        paths = self._level(level).paths
        if path not in paths:
            raise ArgumentError(f"address {describe(text)}: no position has this path")
        return level, paths[path]

    # -- rotation ---------------------------------------------------------------
    def descendants(self, level: int, index: int, below: int) -> np.ndarray:
        """Indices on level ``below`` (< level) of every position under this one."""
        rotation = self.rotation(level, index)
        if not is_integer(below) or below not in rotation:
            raise ArgumentError(f"below must be a level under {level}, got {describe(below)}")
        return rotation[int(below)][0]

    def rotation(self, level: int, index: int) -> dict[int, tuple[np.ndarray, np.ndarray]]:
        """What turning position (level, index) one eighth clockwise does below it.

        Returns ``{lower_level: (src, dst)}`` for every level under the position: the content
        of position ``src[j]`` moves to ``dst[j]``. ``src`` lists every descendant once
        (sorted) and ``dst`` is a permutation of it. The turn adds 1 (mod 8) to every
        digit of a path below the position, which is the 45-degree clockwise rotation about
        its centre; the position's own content does not move.
        """
        _, index = self._at(level, index)
        return _rotation(self.order, int(level), index)

    # -- mathematics ------------------------------------------------------------
    @property
    def similarity_dimension(self) -> float:
        """log 8 / log(1 / tan(pi/8)), about 2.359: 8 copies scaled by tan(pi/8)."""
        return SIMILARITY_DIMENSION


@functools.cache
def _rotation(order: int, level: int, index: int) -> dict[int, tuple[np.ndarray, np.ndarray]]:
    levels = _build(order)
    if not 2 <= level <= order:
        raise ArgumentError(f"only positions of level 2 to {order} can be turned, "
                            f"got level {level}")
    ring = levels[level - 1]
    if not 0 <= index < len(ring.canonical):
        raise ArgumentError(f"level {level} has positions 0 to {len(ring.canonical) - 1}")
    base = ring.canonical[index]
    result: dict[int, tuple[np.ndarray, np.ndarray]] = {}
    for below in range(level - 1, 0, -1):
        paths = levels[below - 1].paths
        mapping: dict[int, int] = {}
        for suffix in product(range(8), repeat=level - below):
            src = paths[base + suffix]
            dst = paths[base + tuple((d + 1) % 8 for d in suffix)]
            mapping[src] = dst
        src_arr = np.array(sorted(mapping), dtype=np.intp)
        dst_arr = np.array([mapping[s] for s in src_arr], dtype=np.intp)
        result[below] = (_read_only(src_arr), _read_only(dst_arr))
    return result

