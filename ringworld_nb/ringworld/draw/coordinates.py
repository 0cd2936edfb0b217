"""Where things are on screen: the limits of the board or of a close-up, the
position under a click, and the centres of rings part-way through a turn."""

from __future__ import annotations

import math
from collections.abc import Iterable

import numpy as np

from ..geometry import RingBoard


def board_limits(board: RingBoard, margin: float = 0.04) -> tuple[float, float]:
    """Symmetric data limits that hold the whole board of ``board.order``."""
    ext = max(float(np.abs(board.centers(level)).max()) + board.radius(level)
              for level in board.levels)
    return -ext - margin, ext + margin


def view_limits(board: RingBoard, level: int, index: int,
                margin: float = 0.1) -> tuple[float, float, float, float]:
    """Square limits ``(x0, x1, y0, y1)`` of a close-up on position ``(level, index)``.

    The close-up holds the position and everything drawn inside it (its children,
    theirs, ...), so that the small rings of an L4 board become large enough to click;
    ``margin`` (in radii of the position) leaves room around its outermost rings for the
    white outline of a chosen one.

    >>> from ringworld_nb.ringworld.geometry import RingBoard
    >>> x0, x1, y0, y1 = view_limits(RingBoard(4), 3, 0)
    >>> round(x1 - x0, 3) == round(y1 - y0, 3) and x0 > 0
    True
    """
    boxes = [np.concatenate([board.centers(level)[[index]] - board.radius(level),
                             board.centers(level)[[index]] + board.radius(level)])]
    for below in range(1, level):
        inside = board.descendants(level, index, below)
        c, r = board.centers(below)[inside], board.radius(below)
        boxes.append(np.concatenate([c - r, c + r]))
    pts = np.concatenate(boxes)
    (x0, y0), (x1, y1) = pts.min(axis=0), pts.max(axis=0)
    half = max(x1 - x0, y1 - y0) / 2 + margin * board.radius(level)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return float(cx - half), float(cx + half), float(cy - half), float(cy + half)


# ------------------------------------------------------------------------- geometry --
def hit_test(board: RingBoard, x: float, y: float,
             levels: Iterable[int] | None = None) -> tuple[int, int] | None:
    """``(level, index)`` of the smallest ring whose circle holds the point (x, y).

    Level 1 is tried first, then the bigger rings; among rings of one level the one with
    the nearest centre wins. ``levels`` restricts the search (e.g. ``range(2, 5)`` when
    a ring to turn is wanted). None when the point lies outside every circle.
    """
    if x is None or y is None or not (math.isfinite(x) and math.isfinite(y)):
        return None
    wanted = sorted(board.levels if levels is None else levels)
    p = np.array([x, y], dtype=float)
    for level in wanted:
        c = board.centers(level)
        d2 = ((c - p) ** 2).sum(axis=1)
        i = int(np.argmin(d2))
        if d2[i] <= board.radius(level) ** 2:
            return level, i
    return None


def _rotate(points: np.ndarray, centre: np.ndarray, angle: float) -> np.ndarray:
    c, s = math.cos(angle), math.sin(angle)
    d = points - centre
    return centre + np.stack([c * d[:, 0] - s * d[:, 1], s * d[:, 0] + c * d[:, 1]], axis=1)


def rotation_centers(board: RingBoard, level: int, index: int,
                     fraction: float) -> dict[int, tuple[np.ndarray, np.ndarray]]:
    """Centres of the rings below ring (level, index) turned by ``fraction`` of its turn.

    Returns ``{lower_level: (src, centres)}``: the content of position ``src[j]`` is
    drawn at ``centres[j]`` when the ring has turned ``fraction * 45`` degrees
    clockwise about its centre. At fraction 1 these are the centres of the positions the
    contents move to (``board.rotation(level, index)``'s ``dst``).
    """
    f = min(max(float(fraction), 0.0), 1.0)
    centre = board.centers(level)[index]
    angle = -f * math.pi / 4  # clockwise, y up
    out: dict[int, tuple[np.ndarray, np.ndarray]] = {}
    for below, (src, _dst) in board.rotation(level, index).items():
        out[below] = (src, _rotate(board.centers(below)[src], centre, angle))
    return out
