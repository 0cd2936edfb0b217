"""A player's pieces (a collection or a hand) as small tiles in a row."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.patches import PathPatch
from matplotlib.path import Path

from ...core.pictures import figure_png
from ..pieces import KINDS, orientations
from .artist import letter_colour, tile_colours
from .glyphs import glyph_path
from .layout import tile_outline
from .style import DARK, Style

__all__ = ["hand_figure", "hand_png", "flat_shape", "draw_hand"]

_GAP = 0.6  # cells between two pieces


def flat_shape(kind: str) -> tuple[tuple[int, int], ...]:
    """The orientation of ``kind`` shown in a hand: as flat as it goes (width >= height),
    its first row the longest."""
    def key(shape):
        w = max(x for x, _ in shape) + 1
        h = max(y for _, y in shape) + 1
        top = sum(1 for _, y in shape if y == h - 1)
        return (h, -w, -top)
    return min(orientations(kind), key=key)


def draw_hand(ax, kinds: Iterable[str], *, style: Style = DARK, x0: float = 0.0,
              y0: float = 0.0) -> float:
    """Draw ``kinds`` as tiles in a row on ``ax`` (data units: cells), bottoms at ``y0``;
    returns the x where the row ends."""
    x = x0
    for kind in kinds:
        shape = flat_shape(kind)
        squares = list(shape)
        outline = tile_outline((), style.tile_inset, squares=squares) + [x, y0]
        face, edge = tile_colours(style, kind)
        ax.add_patch(PathPatch(Path(np.vstack([outline, outline[:1]]), closed=True),
                               fc=face, ec=edge, lw=1.4, joinstyle="round"))
        h = max(sy for _, sy in shape) + 1
        first = min((sx for sx, sy in shape if sy == h - 1))
        ax.add_patch(PathPatch(glyph_path([kind], [(x + first + 0.12, y0 + h - 0.12)],
                                          0.3, ha="left", va="top"),
                               fc=letter_colour(face), ec="none"))
        x += max(sx for sx, _ in shape) + 1 + _GAP
    return x - _GAP if x > x0 else x0


def hand_figure(kinds: Iterable[str], *, size: float = 0.28, style: Style = DARK,
                dpi: float = 100, empty_text: str = "no pieces") -> Figure:
    """A Figure of ``kinds`` as small tiles in a row (sorted in notation order), ``size``
    inches per cell; the text ``empty_text`` when there is none."""
    ks = sorted(kinds, key=lambda k: KINDS.index(k) if k in KINDS else len(KINDS))
    for k in ks:
        if k not in KINDS:
            raise ValueError(f"{k!r} is not a kind ({', '.join(KINDS)})")
    width = sum(max(x for x, _ in flat_shape(k)) + 1 for k in ks) + _GAP * max(len(ks) - 1, 0)
    pad = 0.25
    w_cells = max(width, 3.0) + 2 * pad
    h_cells = 2.0 + 2 * pad
    fig = Figure(figsize=(w_cells * size, h_cells * size), dpi=dpi,
                 facecolor=style.background)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(-pad, w_cells - pad)
    ax.set_ylim(-pad, h_cells - pad)
    ax.set_aspect("equal", adjustable="box", anchor="W")
    ax.set_axis_off()
    ax.set_facecolor(style.background)
    if ks:
        draw_hand(ax, ks, style=style)
    else:
        ax.text(0.0, 1.0, empty_text, ha="left", va="center", color=style.muted,
                fontsize=max(7.0, 30 * size))
    return fig


def hand_png(kinds: Iterable[str], **options) -> bytes:
    """PNG bytes of :func:`hand_figure`."""
    fig = hand_figure(kinds, **options)
    return figure_png(fig, facecolor=fig.get_facecolor())
