"""The marks drawn on the board, in unit coordinates: the clockwise arrow of a turn,
and the diamond, plus and cross of an occupation, a birth and a death."""

from __future__ import annotations

import math

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
DIAMOND = np.array([[0, 1], [1, 0], [0, -1], [-1, 0]], dtype=float)
PLUS = np.array([[[-1, 0], [1, 0]], [[0, -1], [0, 1]]], dtype=float)
CROSS = PLUS @ np.array([[1, 1], [-1, 1]]) / math.sqrt(2)
