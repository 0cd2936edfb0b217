"""The marks drawn on the board, in unit coordinates: the clockwise arrow of a turn,
and the diamond, plus and cross of an occupation, a birth and a death; a dashed circle
as a legend's marker."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from matplotlib.path import Path


# A clockwise arrow: an open arc with an arrowhead, in unit coordinates.
def unit_arrow(n: int = 30) -> tuple[np.ndarray, np.ndarray]:
    start, sweep = math.radians(100), math.radians(265)
    h = 0.55  # arrowhead length, in radii of the arc
    t = start - np.linspace(0, sweep, n)  # decreasing angle: clockwise
    end = np.array([math.cos(t[-1]), math.sin(t[-1])])
    tangent = np.array([math.sin(t[-1]), -math.cos(t[-1])])  # clockwise direction
    arc = np.stack([np.cos(t), np.sin(t)], axis=1)
    head = np.array([end + tangent * h * 0.65,
                     end + end * h * 0.45 - tangent * h * 0.35,
                     end - end * h * 0.45 - tangent * h * 0.35])
    return arc, head


ARC, HEAD = unit_arrow()


def arrow_marker(width: float = 0.34) -> Path:
    """The clockwise arrow as a filled marker path (a thick arc and its head)."""
    outer, inner = ARC * (1 + width / 2), ARC[::-1] * (1 - width / 2)
    head = HEAD * 1.15 + ARC[-1] * (1 - 1.15)  # a little bigger, same base point
    ring = np.vstack([outer, inner, outer[:1]])
    verts = np.vstack([ring, head, head[:1]])
    codes = ([Path.MOVETO] + [Path.LINETO] * (len(ring) - 2) + [Path.CLOSEPOLY]
             + [Path.MOVETO, Path.LINETO, Path.LINETO, Path.CLOSEPOLY])
    return Path(verts, codes)


ARROW_MARKER = arrow_marker()


def dashed_circle_marker(dashes: int = 10, ink: float = 0.6, n: int = 6) -> Path:
    """A unit circle of ``dashes`` arcs, ``ink`` of the way round drawn: a marker path
    (stroked, not filled) for a legend entry of a dashed outline."""
    verts: list[tuple[float, float]] = []
    codes: list[Any] = []
    step = 2 * math.pi / dashes
    for k in range(dashes):
        t = np.linspace(k * step, k * step + ink * step, n)
        verts.extend(zip(np.cos(t), np.sin(t)))
        codes.extend([Path.MOVETO] + [Path.LINETO] * (n - 1))
    return Path(np.array(verts), codes)


DASHED_CIRCLE_MARKER = dashed_circle_marker()
DIAMOND = np.array([[0, 1], [1, 0], [0, -1], [-1, 0]], dtype=float)
PLUS = np.array([[[-1, 0], [1, 0]], [[0, -1], [0, 1]]], dtype=float)
CROSS = PLUS @ np.array([[1, 1], [-1, 1]]) / math.sqrt(2)
