"""The mathematics of The Ring World board, computed (docs/rules.md §1.1).

The computations behind ``notebooks/ringworld_board_mathematics.ipynb``. Pure numpy and
the standard library: nothing here draws (no matplotlib, no ipywidgets), so every number
the notebook shows can be tested.

What is here
------------
* Counting: :func:`positions_per_level` (orders 2 to 6, from :class:`RingBoard`),
  :func:`distinct_positions` (exact counts of distinct positions per depth beyond order 6,
  in the ring Z[sqrt 2], no floating point), :func:`shared_per_level`,
  :func:`growth_ratios`, :func:`find_recurrence`, :func:`growth_rate`.
* Dimensions: :func:`similarity_dimension` (log 8 / log(1 / tan(pi/8)) ~ 2.359),
  :func:`growth_dimension` (log of the growth rate of distinct positions over
  log(1 / tan(pi/8)) ~ 1.914).
* Box counting: :func:`box_counts_circles` (the drawn board: every circle of every level,
  counted exactly - a box counts when the circle passes through it),
  :func:`box_counts_points`, :func:`fit_slope`.
* Neighbours: :func:`neighbour_counts`, :func:`neighbour_census`,
  :func:`sibling_distances`.
* Symmetry: :func:`symmetry_permutation` (rotate or mirror the centres and find where each
  circle lands), :func:`digit_permutation` (the same map through the addresses),
  :func:`symmetry_checks`, :func:`orbits`.
* Tables as Markdown text for the notebook: :func:`positions_table`,
  :func:`growth_table`, :func:`neighbour_table`, :func:`symmetry_table`,
  :func:`orbit_table`.

Depth and level
---------------
On a board of order n, level n is the top position and level L lies ``d = n - L`` steps below
it. Everything about counting depends on the depth only: level 1 of order 4 and level 3
of order 6 are the same 272 positions (the top position has radius 1 on every board). The
tables use levels, the
growth analysis uses depths.

Symmetry conventions
--------------------
``turns`` counts eighths of a full rotation **clockwise** (the direction in which the child digit
grows); ``mirror=True`` first reflects in the horizontal axis (y -> -y), which sends
direction k to direction -k. So the element ``(turns, mirror)`` changes every digit of an
address by ``k -> (+-k + turns) mod 8``.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from numpy.typing import ArrayLike

from ..geometry import MAX_ORDER, MIN_ORDER, SIMILARITY_DIMENSION, RingBoard

__all__ = [
    "FRAME",
    "ORDERS",
    "TAN_PI_8",
    "SIMILARITY_DIMENSION",
    "PLANE_GROWTH",
    "Recurrence",
    "Spacing",
    "box_counts_circles",
    "box_fits",
    "box_table",
    "box_counts_points",
    "box_sizes",
    "deep_centres",
    "digit_permutation",
    "distinct_positions",
    "find_recurrence",
    "fit_slope",
    "growth_dimension",
    "growth_rate",
    "growth_ratios",
    "growth_table",
    "neighbour_census",
    "neighbour_counts",
    "neighbour_table",
    "orbit_table",
    "orbits",
    "positions_per_level",
    "positions_table",
    "shared_per_level",
    "sibling_distances",
    "sibling_table",
    "similarity_dimension",
    "spacing",
    "spacing_table",
    "symmetries_hold",
    "symmetry_checks",
    "symmetry_permutation",
    "symmetry_table",
    "top_turn_is_symmetry",
]

#: The orders RingBoard builds.
ORDERS = tuple(range(MIN_ORDER, MAX_ORDER + 1))
#: tan(pi/8) = sqrt(2) - 1: a child's radius over its parent's.
TAN_PI_8 = math.tan(math.pi / 8)
#: 1 / tan(pi/8)**2 = 3 + 2 sqrt(2): the growth per level that would keep the total area
#: of the circles of one level constant (circles that tile a fixed region).
PLANE_GROWTH = 1 / TAN_PI_8**2
#: Side of the square [-2, 2]^2 used for box counting: it holds every board and the limit.
FRAME = 4.0


# ----------------------------------------------------------------------- dimensions --
def similarity_dimension(copies: int = 8, ratio: float = TAN_PI_8) -> float:
    """The D with ``copies * ratio**D = 1``: log(copies) / log(1 / ratio).

    >>> round(similarity_dimension(), 4)
    2.3593
    >>> similarity_dimension(4, 0.5)   # a square made of 4 half-size squares
    2.0
    """
    return math.log(copies) / math.log(1 / ratio)


def growth_dimension(rate: float, ratio: float = TAN_PI_8) -> float:
    """log(rate) / log(1 / ratio): the dimension that ``rate`` times more distinct pieces
    per level, each ``ratio`` times smaller, stand for."""
    return math.log(rate) / math.log(1 / ratio)


# ------------------------------------------------------------------------- counting --
def positions_per_level(orders: Iterable[int] = ORDERS) -> dict[int, dict[int, int]]:
    """``{order: {level: count}}`` (levels top first), straight from RingBoard."""
    return {n: RingBoard(n).counts() for n in orders}


def shared_per_level(order: int) -> dict[int, int]:
    """``{level: number of positions with two parents}`` (levels top first)."""
    board = RingBoard(order)
    return {
        level: sum(board.is_shared(level, i) for i in range(board.count(level)))
        for level in reversed(board.levels)
    }


# 2 * u_k (u_k the unit vector of direction k) as (ax, bx, ay, by): x = ax + bx*sqrt 2.
_TWO_U = np.array(
    [(2, 0, 0, 0), (0, 1, 0, -1), (0, 0, -2, 0), (0, -1, 0, -1),
     (-2, 0, 0, 0), (0, -1, 0, 1), (0, 0, 2, 0), (0, 1, 0, 1)],
    dtype=np.int64,
)


def _zmul(x: np.ndarray, y: tuple[int, int]) -> np.ndarray:
    """(a + b sqrt2) * (c + d sqrt2) for rows (a, b) of x."""
    c, d = y
    return np.stack([x[..., 0] * c + 2 * x[..., 1] * d, x[..., 0] * d + x[..., 1] * c], -1)


def _unique_rows(keys: np.ndarray) -> np.ndarray:
    """The distinct rows of an int64 array, sorted."""
    lo = keys.min(axis=0)
    span = keys.max(axis=0) - lo + 1
    if float(np.prod(span.astype(float))) < 2.0**62:  # pack each row into one integer
        shifted = keys - lo
        code = np.zeros(len(keys), dtype=np.int64)
        for j in range(keys.shape[1]):
            code = code * span[j] + shifted[:, j]
        code = _distinct(code)
        out = np.empty((len(code), keys.shape[1]), dtype=np.int64)
        for j in range(keys.shape[1] - 1, -1, -1):
            out[:, j] = code % span[j] + lo[j]
            code //= span[j]
        return out
    return np.unique(keys, axis=0)


@functools.lru_cache(maxsize=2)
def _exact_levels(max_depth: int) -> tuple[np.ndarray, ...]:
    """Exact keys of the distinct positions at depths 0..max_depth.

    The centre of a position is ``(1 / cos(pi/8)) * w`` with ``2 w`` in Z[sqrt 2]^2; a key
    row is (ax, bx, ay, by) with ``2 w = (ax + bx sqrt2, ay + by sqrt2)``. Two paths lead
    to the same position exactly when their keys are equal (integers: no tolerance).
    """
    levels = [np.zeros((1, 4), dtype=np.int64)]
    scale = (1, 0)  # tan(pi/8)**depth in Z[sqrt 2]; tan(pi/8) = -1 + sqrt 2
    for _ in range(max_depth):
        step = np.concatenate([_zmul(_TWO_U[:, 0:2], scale), _zmul(_TWO_U[:, 2:4], scale)], 1)
        candidates = (levels[-1][:, None, :] + step[None, :, :]).reshape(-1, 4)
        levels.append(_unique_rows(candidates))
        scale = (-scale[0] + 2 * scale[1], scale[0] - scale[1])  # times (-1 + sqrt 2)
    for keys in levels:
        keys.setflags(write=False)
    return tuple(levels)


def distinct_positions(max_depth: int = 8) -> list[int]:
    """Exact number of distinct positions at depth 0..max_depth below the top position.

    Depth d is level n - d of any board of order n > d, so the list starts
    1, 8, 48, 272, 1488, 8080 (order 6) and goes on beyond what RingBoard builds:
    each level is the set of the 8 children of every position of the level above, with
    coinciding centres identified exactly. Depth 8 (about 1.3 million positions) takes
    about a second.

    >>> distinct_positions(5)
    [1, 8, 48, 272, 1488, 8080]
    """
    if max_depth < 0:
        raise ValueError("max_depth must be >= 0")
    return [len(k) for k in _exact_levels(max_depth)]


def deep_centres(depth: int) -> np.ndarray:
    """Centres (float, shape (N, 2)) of the distinct positions at ``depth`` below a top
    circle of radius 1 at the origin. For a large depth they approximate the *limit set*
    of the construction: every position at that depth is within
    ``tan(pi/8)**depth / (1 - tan(pi/8)) / cos(pi/8)`` of it."""
    keys = _exact_levels(depth)[-1].astype(float)
    r2 = math.sqrt(2)
    s = 1 / math.cos(math.pi / 8)
    return np.stack([keys[:, 0] + keys[:, 1] * r2, keys[:, 2] + keys[:, 3] * r2], 1) * (s / 2)


@dataclass(frozen=True)
class Spacing:
    """How the distinct positions at one depth sit: ``closest`` is the smallest distance
    between two centres in circle diameters (1.0: they touch, never overlap),
    ``overlapping`` the number of pairs closer than a diameter, ``touching`` the number
    of pairs exactly a diameter apart."""

    depth: int
    positions: int
    closest: float
    overlapping: int
    touching: int


def spacing(depth: int) -> Spacing:
    """Measure the distinct positions at ``depth`` (see :class:`Spacing`).

    A grid of cells one radius wide: a cell holding two centres would already mean an
    overlap; pairs up to a diameter apart are at most 3 cells apart in each direction.
    """
    c = deep_centres(depth)
    r = TAN_PI_8**depth
    if len(c) == 1:
        return Spacing(depth, 1, math.inf, 0, 0)
    cells = np.floor(c / r).astype(np.int64)
    lo = cells.min(axis=0) - 4
    m = int((cells.max(axis=0) - lo).max()) + 5
    codes = (cells[:, 0] - lo[0]) * m + (cells[:, 1] - lo[1])
    order_ = np.argsort(codes)
    sorted_codes = codes[order_]
    crowded = int((sorted_codes[1:] == sorted_codes[:-1]).sum())
    closest, overlapping, touching = math.inf, crowded, 0
    for dx in range(-3, 4):
        for dy in range(-3, 4):
            if (dx, dy) <= (0, 0):
                continue  # every unordered pair once (and not a point with itself)
            code = codes + dx * m + dy
            pos = np.clip(np.searchsorted(sorted_codes, code), 0, len(c) - 1)
            found = sorted_codes[pos] == code
            i, j = np.flatnonzero(found), order_[pos[found]]
            d = np.hypot(*(c[i] - c[j]).T) / (2 * r)
            if len(d):
                closest = min(closest, float(d.min()))
            touching += int((np.abs(d - 1) < 1e-9).sum())
            overlapping += int((d < 1 - 1e-9).sum())
    return Spacing(depth, len(c), closest, overlapping, touching)


def growth_ratios(counts: Sequence[int]) -> np.ndarray:
    """``counts[d] / counts[d-1]`` for d = 1, 2, ...

    >>> growth_ratios([1, 8, 48, 272]).round(3).tolist()
    [8.0, 6.0, 5.667]
    """
    c = np.asarray(counts, dtype=float)
    return c[1:] / c[:-1]


@dataclass(frozen=True)
class Recurrence:
    """``N_d = sum_j coefficients[j] * N_{d-1-j}`` for every ``d >= start``.

    ``checked`` is the number of equations beyond the ones that determined the
    coefficients: the recurrence was verified on that many further terms.
    """

    coefficients: tuple[int, ...]
    start: int
    checked: int

    @property
    def order(self) -> int:
        return len(self.coefficients)

    def characteristic(self) -> np.ndarray:
        """Coefficients of x^k - c_1 x^(k-1) - ... - c_k, highest power first."""
        return np.array([1.0] + [-float(c) for c in self.coefficients])

    def text(self, name: str = "N") -> str:
        """The recurrence in LaTeX, e.g. ``N_d = 6N_{d-1} - N_{d-2} - 12N_{d-3}``."""
        body = ""
        for j, c in enumerate(self.coefficients, start=1):
            if c == 0:
                continue
            mag = "" if abs(c) == 1 else str(abs(c))
            sign = ("-" if c < 0 else "") if not body else (" - " if c < 0 else " + ")
            body += f"{sign}{mag}{name}_{{d-{j}}}"
        return f"{name}_d = {body or '0'}"


def _solve(rows: list[list[int]], rhs: list[int]) -> list[Fraction] | None:
    """Exact Gaussian elimination; None when the system is singular."""
    n = len(rows)
    m = [[Fraction(x) for x in row] + [Fraction(b)] for row, b in zip(rows, rhs)]
    for c in range(n):
        p = next((r for r in range(c, n) if m[r][c] != 0), None)
        if p is None:
            return None
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[r][c] != 0:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def find_recurrence(counts: Sequence[int], max_order: int = 4,
                    min_checks: int = 2) -> Recurrence | None:
    """The shortest linear recurrence with integer coefficients that the sequence obeys
    from some index on, verified on at least ``min_checks`` terms beyond those that fixed
    its coefficients (the earliest start is preferred). None if there is none.

    >>> find_recurrence([1, 2, 4, 8, 16, 32])
    Recurrence(coefficients=(2,), start=1, checked=4)
    """
    n = [int(x) for x in counts]
    for k in range(1, max_order + 1):
        for start in range(k, len(n)):
            if len(n) - start < k + min_checks:
                break
            rows = [[n[d - j] for j in range(1, k + 1)] for d in range(start, start + k)]
            sol = _solve(rows, n[start:start + k])
            if sol is None or any(x.denominator != 1 for x in sol):
                continue
            coef = tuple(int(x) for x in sol)
            if all(sum(c * n[d - j] for j, c in enumerate(coef, start=1)) == n[d]
                   for d in range(start, len(n))):
                return Recurrence(coef, start, len(n) - start - k)
    return None


def growth_rate(recurrence: Recurrence) -> float:
    """The largest real root of the characteristic polynomial: the limit of the growth
    ratios N_d / N_{d-1} (when it is the dominant root, as here)."""
    roots = np.roots(recurrence.characteristic())
    return float(max(r.real for r in roots if abs(r.imag) < 1e-9))


# --------------------------------------------------------------------- box counting --
def box_sizes(finest: int = 11, coarsest: int = 1) -> np.ndarray:
    """Box sides ``FRAME / 2**k`` for k = coarsest..finest (FRAME = 4, the square
    [-2, 2]^2 that holds every board)."""
    return FRAME / 2.0 ** np.arange(coarsest, finest + 1)


def _distinct(a: np.ndarray) -> np.ndarray:
    """Sorted distinct values of a 1-d integer array (a plain sort: faster here than
    np.unique's hash path)."""
    a = np.sort(a)
    if a.size < 2:
        return a
    keep = np.empty(a.size, dtype=bool)
    keep[0] = True
    np.not_equal(a[1:], a[:-1], out=keep[1:])
    return a[keep]


#: A circle must cross into a box by more than this to meet it (tangency is not meeting).
_TOUCH = 1e-12


def _cell_codes(cells: np.ndarray, m: int) -> np.ndarray:
    return cells[..., 0].astype(np.int64) * m + cells[..., 1]


def box_counts_circles(order: int, sizes: Sequence[float] | None = None,
                       levels: Iterable[int] | None = None) -> np.ndarray:
    """How many boxes of each size the *drawn* board meets: every circle of every level
    (or of ``levels``) of the board of ``order``, as curves.

    The boxes tile the square [-2, 2]^2. A box counts when a circle passes through its
    inside (the box's nearest point is closer to the centre than r and its farthest
    point farther, by more than 1e-12 to ignore rounding): a circle that only touches a
    box's side or corner does not count. Exact: candidate boxes come from points sampled
    along each circle (half a box apart, so every box the circle crosses is next to a box
    holding a sample) and their neighbours, then each candidate is tested.
    """
    widths = box_sizes() if sizes is None else np.asarray(sizes, dtype=float)
    board = RingBoard(order)
    wanted = list(board.levels if levels is None else levels)
    out = []
    for eps in widths:
        m = int(math.ceil(FRAME / eps))
        hits = []
        for level in wanted:
            c, r = board.centers(level), board.radius(level)
            n_pts = max(8, int(math.ceil(2 * math.pi * r / (eps / 2))))
            a = np.linspace(0, 2 * math.pi, n_pts, endpoint=False)
            ring = np.stack([np.cos(a), np.sin(a)], 1) * r
            for chunk in range(0, len(c), max(1, 4_000_000 // (9 * n_pts))):
                cc = c[chunk:chunk + max(1, 4_000_000 // (9 * n_pts))]
                pts = cc[:, None, :] + ring[None]
                cell = np.floor((pts + FRAME / 2) / eps).astype(np.int64)  # (k, n_pts, 2)
                # (circle, cell) pairs: the circle's own index times m*m plus the cell code
                ids = np.arange(len(cc), dtype=np.int64)[:, None]
                pair = _distinct((ids * (m * m) + _cell_codes(cell, m)).ravel())
                cid, code = pair // (m * m), pair % (m * m)
                base = np.stack([code // m, code % m], 1)
                off = np.array([(i, j) for i in (-1, 0, 1) for j in (-1, 0, 1)])
                cand = np.clip(base[:, None, :] + off[None], 0, m - 1).reshape(-1, 2)
                cid = np.repeat(cid, 9)
                pair = _distinct(cid * (m * m) + _cell_codes(cand, m))
                cid, code = pair // (m * m), pair % (m * m)
                ix, iy = code // m, code % m
                x0, y0 = ix * eps - FRAME / 2, iy * eps - FRAME / 2
                px, py = cc[cid, 0], cc[cid, 1]
                dx_near = np.maximum(np.maximum(x0 - px, 0), px - (x0 + eps))
                dy_near = np.maximum(np.maximum(y0 - py, 0), py - (y0 + eps))
                dx_far = np.maximum(np.abs(x0 - px), np.abs(x0 + eps - px))
                dy_far = np.maximum(np.abs(y0 - py), np.abs(y0 + eps - py))
                near = np.hypot(dx_near, dy_near)
                far = np.hypot(dx_far, dy_far)
                meets = (near < r - _TOUCH) & (far > r + _TOUCH)
                hits.append(code[meets])
        out.append(len(_distinct(np.concatenate(hits))) if hits else 0)
    return np.array(out, dtype=np.int64)


def box_counts_points(points: np.ndarray, sizes: Sequence[float] | None = None) -> np.ndarray:
    """How many boxes of each size (tiling [-2, 2]^2) hold at least one of ``points``."""
    widths = box_sizes() if sizes is None else np.asarray(sizes, dtype=float)
    p = np.asarray(points, dtype=float).reshape(-1, 2) + FRAME / 2
    out = []
    for eps in widths:
        m = int(math.ceil(FRAME / eps)) + 1
        out.append(len(_distinct(_cell_codes(np.floor(p / eps).astype(np.int64), m))))
    return np.array(out, dtype=np.int64)


def fit_slope(sizes: ArrayLike, counts: ArrayLike, smallest: float = 0.0,
              largest: float = math.inf) -> tuple[float, float]:
    """Least-squares line through (log(1/size), log count) over sizes in
    [smallest, largest]: ``(slope, intercept)``. The slope is the box-counting estimate
    of the dimension at those scales."""
    s = np.asarray(sizes, dtype=float)
    c = np.asarray(counts, dtype=float)
    keep = (s >= smallest * (1 - 1e-12)) & (s <= largest * (1 + 1e-12))
    if keep.sum() < 2:
        raise ValueError("need at least two box sizes in the range to fit a slope")
    slope, intercept = np.polyfit(np.log(1 / s[keep]), np.log(c[keep]), 1)
    return float(slope), float(intercept)


def box_fits(sizes: Sequence[float], drawn: dict[int, Sequence[int]],
             limit: tuple[Sequence[float], Sequence[int]] | None = None,
             limit_range: tuple[float, float] = (1 / 128, 0.5)
             ) -> dict[object, tuple[float, float, float, float]]:
    """Fitted slopes for the box counts of drawn boards and of the limit set.

    A drawn board of order n is fitted over the box sides from 0.5 down to the radius of
    its smallest ring, tan(pi/8)**(n-1) (where the drawing still looks like the fractal);
    the limit set, given as ``(its sizes, its counts)``, over ``limit_range``. Returns
    ``{order or "limit": (slope, intercept, smallest size, largest size)}``.
    """
    s = np.asarray(sizes, dtype=float)
    out: dict[object, tuple[float, float, float, float]] = {}
    for order, counts in drawn.items():
        lo = float(s[s >= TAN_PI_8 ** (order - 1)].min())
        out[order] = (*fit_slope(s, counts, lo, 0.5), lo, 0.5)
    if limit is not None:
        lo, hi = limit_range
        out["limit"] = (*fit_slope(limit[0], limit[1], lo, hi), lo, hi)
    return out


def box_table(sizes: Sequence[float], drawn: dict[int, Sequence[int]],
              limit: tuple[Sequence[float], Sequence[int]] | None = None,
              fits: dict[object, tuple[float, float, float, float]] | None = None) -> str:
    """The box-counting results (Markdown): per set, the fitted slope and its range, the
    slope fitted over all sizes, and the slope between the two finest sizes."""
    fits = box_fits(sizes, drawn, limit) if fits is None else fits
    sets: list[tuple[object, str, Sequence[float], Sequence[int]]] = [
        (order, f"drawn board, order {order}", sizes, c) for order, c in drawn.items()]
    if limit is not None:
        sets.append(("limit", "limit set", *limit))
    rows = []
    for key, name, sz, counts in sets:
        s = np.asarray(sz, dtype=float)
        slope, _, lo, hi = fits[key]
        whole, _ = fit_slope(s, counts)
        c = np.asarray(counts, dtype=float)
        finest = math.log(c[-1] / c[-2]) / math.log(s[-2] / s[-1])
        rows.append([name, f"{slope:.3f}", f"{hi:g} to {lo:g}", f"{whole:.3f}",
                     f"{finest:.3f}"])
    return _md(["set", "fitted slope", "box sides fitted", "slope over all its sizes",
                "slope between its two finest sizes"], rows, "lrcrr")


# ----------------------------------------------------------------------- neighbours --
def neighbour_counts(orders: Iterable[int] = ORDERS) -> dict[int, dict[int, dict[int, int]]]:
    """``{order: {level: {number of neighbours: positions}}}`` (levels top first; the top
    position, alone on its level, has 0 neighbours)."""
    out: dict[int, dict[int, dict[int, int]]] = {}
    for n in orders:
        board = RingBoard(n)
        out[n] = {}
        for level in reversed(board.levels):
            hist: dict[int, int] = {}
            for i in range(board.count(level)):
                k = len(board.neighbors(level, i))
                hist[k] = hist.get(k, 0) + 1
            out[n][level] = dict(sorted(hist.items()))
    return out


def neighbour_census(order: int, level: int) -> dict[str, int]:
    """Why a position has 2 or 3 neighbours: the positions of ``level`` (below the top)
    counted by their number of parents and by how many of their neighbours are
    *siblings* (share a parent with them) or *cousins* (do not)."""
    board = RingBoard(order)
    if level >= order:
        raise ValueError("the top position has no parents and no neighbours")
    census: dict[str, int] = {}
    for i in range(board.count(level)):
        mine = set(board.parents(level, i))
        nb = board.neighbors(level, i)
        sib = sum(1 for j in nb if mine & set(board.parents(level, j)))
        key = (f"{len(mine)} parent{'s' if len(mine) > 1 else ''}: "
               f"{sib} sibling{'s' if sib != 1 else ''} + {len(nb) - sib} "
               f"cousin{'s' if len(nb) - sib != 1 else ''} = {len(nb)} neighbours")
        census[key] = census.get(key, 0) + 1
    return dict(sorted(census.items()))


def sibling_distances() -> dict[int, float]:
    """Distance between children k and k + j of one circle, in child diameters, j = 1..4.

    Children sit on the vertices of the octagon circumscribed about the parent (radius
    r / cos(pi/8)); a child has diameter 2 r tan(pi/8). Only j = 1 gives exactly 1 (they
    touch); the others are farther apart.
    """
    big = 1 / math.cos(math.pi / 8)
    return {j: 2 * big * math.sin(j * math.pi / 8) / (2 * TAN_PI_8) for j in range(1, 5)}


def sibling_table() -> str:
    """:func:`sibling_distances` as Markdown."""
    rows = [[f"k and k + {j}", f"{d:.4f}", "yes" if abs(d - 1) < 1e-9 else "no"]
            for j, d in sibling_distances().items()]
    return _md(["children", "distance (child diameters)", "touching"], rows, "lrc")


# ------------------------------------------------------------------------- symmetry --
def _transform(points: np.ndarray, turns: int, mirror: bool) -> np.ndarray:
    p = np.asarray(points, dtype=float)
    if mirror:
        p = p * np.array([1.0, -1.0])
    a = -turns * math.pi / 4  # clockwise
    c, s = math.cos(a), math.sin(a)
    return np.stack([c * p[:, 0] - s * p[:, 1], s * p[:, 0] + c * p[:, 1]], 1)


def symmetry_permutation(order: int, level: int, turns: int = 1,
                         mirror: bool = False) -> np.ndarray:
    """Where each position of ``level`` lands under the symmetry ``(turns, mirror)``:
    rotate (and mirror) every centre about the centre of the board and look the image
    up among the centres of the same level.

    Returns ``perm`` with position ``i`` landing on position ``perm[i]``. Raises
    ValueError if some image is not a position (farther than 1e-9 radii from every
    centre): then the map would not be a symmetry of the board.
    """
    board = RingBoard(order)
    c, r = board.centers(level), board.radius(level)
    img = _transform(c, turns, mirror)
    q = r / 4  # cells much smaller than the spacing 2r: at most one centre per cell
    cells = np.floor(c / q).astype(np.int64)
    lo = cells.min(axis=0) - 2
    m = int((cells.max(axis=0) - lo).max()) + 3
    codes = (cells[:, 0] - lo[0]) * m + (cells[:, 1] - lo[1])
    order_ = np.argsort(codes)
    sorted_codes = codes[order_]
    icells = np.floor(img / q).astype(np.int64)
    best = np.full(len(c), -1, dtype=np.int64)
    best_d = np.full(len(c), np.inf)
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            cx, cy = icells[:, 0] + dx - lo[0], icells[:, 1] + dy - lo[1]
            valid = (cx >= 0) & (cx < m) & (cy >= 0) & (cy < m)
            code = cx * m + cy
            pos = np.clip(np.searchsorted(sorted_codes, code), 0, len(c) - 1)
            found = valid & (sorted_codes[pos] == code)
            idx = order_[pos]
            d = np.where(found, np.hypot(*(c[idx] - img).T), np.inf)
            better = d < best_d
            best[better], best_d[better] = idx[better], d[better]
    if not np.all(best_d < 1e-9 * r):
        raise ValueError(f"turns={turns}, mirror={mirror}: an image of a level-{level} "
                         "position is not a position")
    return best


def digit_permutation(order: int, level: int, turns: int = 1,
                      mirror: bool = False) -> np.ndarray:
    """The same map through the addresses: every digit k of a position's canonical
    address becomes ``(+-k + turns) mod 8`` (minus when mirrored), and the new path is
    looked up with ``RingBoard.parse_address``."""
    board = RingBoard(order)
    perm = np.empty(board.count(level), dtype=np.int64)
    for i in range(board.count(level)):
        digits = board.address(level, i)
        new = "".join(str(((-int(k) if mirror else int(k)) + turns) % 8) for k in digits)
        perm[i] = board.parse_address(new)[1]
    return perm


def _is_permutation(p: np.ndarray) -> bool:
    return bool(np.array_equal(np.sort(p), np.arange(len(p))))


def symmetry_checks(order: int) -> list[dict]:
    """Every element of the symmetry group of the octagon (8 rotations, 8 mirrors), on
    every level of the board of ``order``, checked by computation:

    * ``permutation``: rotating / mirroring the centres maps positions onto positions,
      one to one;
    * ``digits``: the map agrees with the digit rule k -> +-k + turns;
    * ``neighbours``: touching circles go to touching circles;
    * ``children``: the children of a circle go to the children of its image.

    One dict per (element, level) with those booleans and ``moved``, the number of
    positions that do not stay where they are.
    """
    board = RingBoard(order)
    rows = []
    for mirror in (False, True):
        for turns in range(8):
            perms = {lv: symmetry_permutation(order, lv, turns, mirror) for lv in board.levels}
            for level in reversed(board.levels):
                p = perms[level]
                nb_ok = all(
                    sorted(p[list(board.neighbors(level, i))].tolist())
                    == list(board.neighbors(level, int(p[i])))
                    for i in range(board.count(level))
                )
                if level > 1:
                    ch = board.children_table(level)
                    ch_ok = bool(np.array_equal(np.sort(perms[level - 1][ch], axis=1),
                                                np.sort(ch[p], axis=1)))
                else:
                    ch_ok = True
                rows.append({
                    "turns": turns, "mirror": mirror, "level": level,
                    "permutation": _is_permutation(p),
                    "digits": bool(np.array_equal(p, digit_permutation(order, level,
                                                                       turns, mirror))),
                    "neighbours": nb_ok, "children": ch_ok,
                    "moved": int((p != np.arange(len(p))).sum()),
                })
    return rows


def top_turn_is_symmetry(order: int) -> bool:
    """True when the game's turn of the top position (``RingBoard.rotation(order, 0)``,
    docs/rules.md §1.3 step 2) moves every position exactly as the 45-degree symmetry
    does, on every level below the top."""
    board = RingBoard(order)
    for level, (src, dst) in board.rotation(order, 0).items():
        perm = symmetry_permutation(order, level, 1)
        if len(src) != board.count(level) or not np.array_equal(perm[src], dst):
            return False
    return True


def symmetries_hold(orders: Iterable[int] = ORDERS) -> bool:
    """True when every check of :func:`symmetry_checks` passes for every order."""
    keys = ("permutation", "digits", "neighbours", "children")
    return all(all(c[k] for k in keys) for n in orders for c in symmetry_checks(n))


def orbits(order: int, level: int) -> list[np.ndarray]:
    """The positions of ``level`` grouped into classes that the 16 symmetries carry into
    each other (the essentially different positions), each class sorted, classes in
    order of their smallest index."""
    board = RingBoard(order)
    n = board.count(level)
    parent = np.arange(n)

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for mirror, turns in ((False, 1), (True, 0)):  # these two generate the group
        p = symmetry_permutation(order, level, turns, mirror)
        for i in range(n):
            a, b = find(i), find(int(p[i]))
            if a != b:
                parent[max(a, b)] = min(a, b)
    roots = np.array([find(i) for i in range(n)])
    return [np.flatnonzero(roots == r) for r in np.unique(roots)]


# ----------------------------------------------------------------- Markdown tables --
def _md(header: Sequence[str], rows: Iterable[Sequence[object]],
        align: str | None = None) -> str:
    align = align or "r" * len(header)
    marks = {"l": ":---", "r": "---:", "c": ":---:"}
    lines = ["| " + " | ".join(header) + " |",
             "| " + " | ".join(marks[a] for a in align) + " |"]
    lines += ["| " + " | ".join(str(x) for x in row) + " |" for row in rows]
    return "\n".join(lines)


def positions_table(orders: Iterable[int] = ORDERS) -> str:
    """Positions per level for each order (Markdown): one row per order, one column per
    level, the top level on the left, and the total."""
    orders = list(orders)
    counts = positions_per_level(orders)
    top = max(orders)
    header = ["board"] + [f"level {lv}" for lv in range(top, 0, -1)] + ["total"]
    rows = []
    for n in orders:
        cells = [f"{counts[n][lv]:,}" if lv in counts[n] else "" for lv in range(top, 0, -1)]
        name = f"order {n}" + {3: " (L3, Mini)", 4: " (L4, standard)"}.get(n, "")
        rows.append([name] + cells + [f"{sum(counts[n].values()):,}"])
    return _md(header, rows, "l" + "r" * (len(header) - 1))


def growth_table(counts: Sequence[int]) -> str:
    """Distinct positions per depth (Markdown): the count, what 8 children per circle
    would give, how many of those coincide, and the growth ratio."""
    rows = []
    for d, n in enumerate(counts):
        if d == 0:
            rows.append([0, f"{n:,}", "", "", ""])
            continue
        naive = 8 * counts[d - 1]
        rows.append([d, f"{n:,}", f"{naive:,}", f"{naive - n:,}",
                     f"{n / counts[d - 1]:.5f}"])
    return _md(["depth d", "distinct positions N_d", "8 N_(d-1)", "coinciding",
                "N_d / N_(d-1)"], rows)


def spacing_table(counts: Sequence[int]) -> str:
    """For each depth d with a next count: the closest pair of distinct positions (in
    diameters), overlapping and touching pairs, and the check N_(d+1) = 8 N_d - 2 E_d
    (Markdown)."""
    rows = []
    for d in range(1, len(counts) - 1):
        sp = spacing(d)
        predicted = 8 * counts[d] - 2 * sp.touching
        rows.append([d, f"{sp.positions:,}", f"{sp.closest:.6f}", sp.overlapping,
                     f"{sp.touching:,}", f"{predicted:,}", f"{counts[d + 1]:,}",
                     "yes" if predicted == counts[d + 1] else "NO"])
    return _md(["depth d", "positions N_d", "closest pair (diameters)", "overlapping pairs",
                "touching pairs E_d", "8 N_d - 2 E_d", "N_(d+1)", "equal"], rows)


def neighbour_table(orders: Iterable[int] = ORDERS) -> str:
    """Positions with 2 and with 3 neighbours, per level and order (Markdown)."""
    data = neighbour_counts(orders)
    rows = []
    for n, per_level in data.items():
        for level, hist in per_level.items():
            if level == n:
                continue  # the top position is alone on its level
            rows.append([f"order {n}", level, f"{hist.get(2, 0):,}", f"{hist.get(3, 0):,}",
                         "" if hist.get(3, 0) else "none has 3"])
    return _md(["board", "level", "2 neighbours", "3 neighbours", ""], rows, "lrrrl")


def symmetry_table(order: int) -> str:
    """A summary of :func:`symmetry_checks` (Markdown): one row per group element."""
    rows = []
    board = RingBoard(order)
    checks = symmetry_checks(order)
    for mirror in (False, True):
        for turns in range(8):
            mine = [c for c in checks if c["turns"] == turns and c["mirror"] == mirror]
            ok = {k: all(c[k] for c in mine)
                  for k in ("permutation", "digits", "neighbours", "children")}
            if not mirror:
                name = f"rotation {45 * turns}\u00b0 clockwise" if turns else "identity"
            elif turns % 2 == 0:
                name = f"mirror in the axis through child {turns // 2}"
            else:
                name = f"mirror between children {turns // 2} and {turns // 2 + 1}"
            fixed = sum(board.count(c["level"]) - c["moved"] for c in mine)
            rows.append([name, f"k \u2192 {'-k' if mirror else 'k'}"
                         + (f" + {turns}" if turns else ""),
                         *("yes" if ok[k] else "NO" for k in ok), f"{fixed:,}"])
    return _md(["symmetry", "digit rule", "positions to positions, one to one",
                "same as the digit rule", "touching stays touching",
                "children stay children", "positions that stay put"],
               rows, "llccccr")


def orbit_table(orders: Iterable[int] = ORDERS) -> str:
    """Positions and essentially different positions (classes under the 16 symmetries)
    per level (Markdown)."""
    rows = []
    for n in orders:
        board = RingBoard(n)
        for level in reversed(board.levels):
            if level == n:
                continue
            classes = orbits(n, level)
            sizes = sorted({len(c) for c in classes})
            rows.append([f"order {n}", level, f"{board.count(level):,}",
                         f"{len(classes):,}", ", ".join(map(str, sizes))])
    return _md(["board", "level", "positions", "essentially different",
                "class sizes"], rows, "lrrrl")
