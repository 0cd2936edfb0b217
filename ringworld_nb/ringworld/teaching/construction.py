"""How the fractal board is built, level by level: the construction figures of the
board mathematics notebook."""

from __future__ import annotations

import os
from collections.abc import Sequence

import numpy as np
from matplotlib.collections import EllipseCollection
from matplotlib.colors import to_rgba

from ...core.pictures import figure_png
from ..draw.coordinates import board_limits
from ..draw.export import new_figure
from ..draw.style import DARK, Style
from ..geometry import RingBoard

#: Colours of the levels of the construction, top ring first.
CONSTRUCTION_COLOURS = ("#d9defc", "#8fa8ff", "#4cc3e0", "#52d98f", "#e6d450", "#f29a4a")


def draw_construction(ax, order: int, upto_level: int = 1, *, outline_below: int = 0,
                      style: Style = DARK, colours: Sequence[str] = CONSTRUCTION_COLOURS,
                      setup_axes: bool = True) -> list[EllipseCollection]:
    """Draw the construction of a board of ``order`` from the top ring down to level
    ``upto_level``: one colour and one collection per level, the top ring behind.

    Levels at or below ``outline_below`` are drawn as outlines only (useful for order 5
    and 6, whose lowest levels have 1488 and 8080 rings). Returns the collections, top
    level first; ``colours`` gives the colour of each level from the top.
    """
    board = RingBoard(order)
    lo, hi = board_limits(board)
    if setup_axes:
        ax.set_xlim(lo, hi)
        ax.set_ylim(lo, hi)
        ax.set_aspect("equal")
        ax.set_axis_off()
        ax.set_facecolor(style.background)
    pos = ax.get_position()
    w, h = ax.figure.get_size_inches()
    points_per_unit = min(w * pos.width, h * pos.height) * 72 / (hi - lo)
    made = []
    for level in range(order, upto_level - 1, -1):
        depth = order - level
        c = colours[min(depth, len(colours) - 1)]
        n, r = board.count(level), board.radius(level)
        lw = float(np.clip(0.26 * (r * points_per_unit) ** 0.5, 0.2, 3.0))
        outline = level <= outline_below
        face = "none" if outline else to_rgba(c, 0.07 + 0.05 * min(depth, 3))
        d = np.full(n, 2 * r)
        coll = EllipseCollection(d, d, np.zeros(n), units="xy", offsets=board.centers(level),
                                 offset_transform=ax.transData, facecolors=face,
                                 edgecolors=[to_rgba(c, 0.9)], linewidths=lw,
                                 zorder=1 + depth * 0.1)
        ax.add_collection(coll, autolim=False)
        made.append(coll)
    return made


def construction_png(orders: Sequence[int] = (2, 3, 4, 5, 6), *,
                     upto_levels: Sequence[int] | None = None, size: float = 3.2,
                     dpi: float = 100, outline_below: int | None = None,
                     style: Style = DARK, path: str | os.PathLike | None = None) -> bytes:
    """Boards side by side, as PNG bytes (also saved to ``path`` when given).

    Panel i shows the board of order ``orders[i]`` built down to level
    ``upto_levels[i]`` (default 1: complete), e.g. ``orders=(4, 4, 4, 4),
    upto_levels=(4, 3, 2, 1)`` for the construction of L4 level by level. Levels 1 and 2
    of orders 5 and 6 are drawn as outlines unless ``outline_below`` says otherwise.
    """
    upto = list(upto_levels) if upto_levels is not None else [1] * len(orders)
    if len(upto) != len(orders):
        raise ValueError("give one upto level per order")
    n = len(orders)
    head = 0.45
    fig = new_figure(size * n, size + head, dpi, style)
    for i, (order, low) in enumerate(zip(orders, upto)):
        ax = fig.add_axes((i / n, 0, 1 / n, size / (size + head)))
        below = outline_below if outline_below is not None else max(0, order - 4)
        draw_construction(ax, order, low, outline_below=below, style=style)
        b = RingBoard(order)
        counts = ", ".join(str(b.count(lv)) for lv in range(order, low - 1, -1))
        label = (f"order {order}: {counts}" if low == 1
                 else f"order {order}, level {order}: {counts}" if low == order
                 else f"order {order}, levels {order} to {low}: {counts}")
        fig.text((i + 0.5) / n, 1 - 0.2 / (size + head), label, color=style.text,
                 fontsize=9, ha="center", va="top")
    data = figure_png(fig, facecolor=style.background)
    if path is not None:
        with open(path, "wb") as fh:
            fh.write(data)
    return data
