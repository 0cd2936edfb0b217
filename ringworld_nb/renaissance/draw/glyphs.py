"""Shapes drawn in data units (so they scale with the board): letters as paths, the
metal discs of the markers, the insertion arrows."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from matplotlib.collections import EllipseCollection
from matplotlib.colors import to_rgba
from matplotlib.patches import PathPatch
from matplotlib.path import Path

from ...core.pictures import text_path

_EMPTY = Path(np.zeros((1, 2)), [Path.MOVETO])


def glyph_path(texts: Sequence[str], positions, size: float, *,
               ha: str = "center", va: str = "center") -> Path:
    """One compound path of ``texts``, each of cap height ``size`` (data units), placed
    by ``ha`` (left, center, right) and ``va`` (top, center, bottom) at its position: the
    package's :func:`~ringworld_nb.core.pictures.text_path` in bold, whose letters are
    made once and kept (a board redrawn on every click asks for the same few letters)."""
    return text_path(texts, positions, size, ha=ha, va=va)


def arrow_polygon(centre, direction: str, length: float = 0.62,
                  width: float = 0.5) -> np.ndarray:
    """A fat arrow (shaft and head) centred at ``centre`` pointing in ``direction``
    (``>``, ``<``, ``^``, ``v``): (7, 2) corners."""
    h, w = length / 2, width / 2
    shaft = w * 0.42
    neck = h - width * 0.55
    pts = np.array([[-h, -shaft], [neck, -shaft], [neck, -w], [h, 0], [neck, w],
                    [neck, shaft], [-h, shaft]])
    rot = {">": 0, "^": 90, "<": 180, "v": 270}[direction]
    t = np.radians(rot)
    m = np.array([[np.cos(t), -np.sin(t)], [np.sin(t), np.cos(t)]])
    return pts @ m.T + np.asarray(centre, dtype=float)


class MetalDiscs:
    """Markers as metal discs: a soft shadow, a dark rim, the body, then lighter discs
    shifted towards the light (upper left) - a turned-metal gradient - and a glint; and
    the player's ``letter`` stamped on each (``S``, ``G``), in the rim's metal darkened,
    so that a marker names its player without its colour. The letter's cap height is
    ``letter_size`` radii, or ``least`` (data units) when that is more."""

    def __init__(self, ax, shades: Sequence[str], zorder: float, *, alpha: float = 1.0,
                 letter: str = "", letter_size: float = 0.72, least: float = 0.0):
        from .style import _mix

        self.ax = ax
        self.layers = []
        rim, body, light, glint = shades
        self.letter, self.letter_size, self.least = letter, letter_size, least
        # (radius factor, (dx, dy) in radii, colour)
        self._spec = [
            (1.0, (0.10, -0.12), to_rgba("#000000", 0.45)),
            (1.0, (0.0, 0.0), to_rgba(rim)),
            (0.88, (0.0, 0.0), to_rgba(body)),
            (0.72, (-0.06, 0.07), _mix(body, light, 0.45)),
            (0.54, (-0.12, 0.14), to_rgba(light)),
            (0.22, (-0.30, 0.32), _mix(light, glint, 0.9)),
        ]
        for k, (_, _, colour) in enumerate(self._spec):
            coll = EllipseCollection([], [], [], units="xy", offsets=np.zeros((0, 2)),
                                     offset_transform=ax.transData, facecolors=[colour],
                                     edgecolors="none", zorder=zorder + 0.01 * k,
                                     alpha=None if alpha == 1.0 else alpha)
            ax.add_collection(coll, autolim=False)
            self.layers.append(coll)
        self.stamp = PathPatch(_EMPTY, facecolor=_mix(rim, "black", 0.45), edgecolor="none",
                               zorder=zorder + 0.01 * len(self._spec),
                               alpha=None if alpha == 1.0 else alpha, visible=False)
        ax.add_patch(self.stamp)

    def set(self, centres, radius: float) -> None:
        pts = np.asarray(centres, dtype=float).reshape(-1, 2)
        n = len(pts)
        for coll, (factor, shift, _) in zip(self.layers, self._spec):
            d = 2 * radius * factor
            off = pts + np.asarray(shift) * radius
            coll.set_offsets(off if n else np.zeros((0, 2)))
            coll.set_widths(np.full(n, d))
            coll.set_heights(np.full(n, d))
            coll.set_angles(np.zeros(n))
            coll.set_visible(bool(n))
        if self.letter:
            size = max(self.letter_size * radius, self.least)
            self.stamp.set_path(glyph_path([self.letter] * n, pts - [0.0, 0.02 * radius],
                                           size))
        self.stamp.set_visible(bool(self.letter) and bool(n))

    def artists(self) -> list:
        return [*self.layers, self.stamp]
