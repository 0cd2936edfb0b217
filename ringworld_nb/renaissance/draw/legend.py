"""The legend of the marks (markers, monomino, centre, legal cells, insertion arrows,
previews, the kinds' colours), as a small picture for the app and the notebook."""

from __future__ import annotations

import numpy as np
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.patches import Circle, PathPatch, Rectangle
from matplotlib.path import Path

from ...core.pictures import CAP_HEIGHT, figure_png, inch_axes, kept_picture, min_points, shown_dpi
from ..pieces import KINDS
from .artist import letter_colour, tile_colours
from .glyphs import MetalDiscs, arrow_polygon, glyph_path
from .style import DARK, Style

__all__ = ["LEGEND_ENTRIES", "LEGEND_LOOKS", "legend_png", "legend_figure", "legend_words"]

#: The entries of the legend, in order.
LEGEND_ENTRIES = {
    "silver": "Silver's marker",
    "gold": "Gold's marker",
    "mono": "monomino",
    "centre": "centre: blocked",
    "legal": "legal cell",
    "arrow": "insertion from the edge",
    "ok": "piece fits here",
    "bad": "piece does not fit",
    "last": "last move",
    "kinds": "kinds of polyomino",
}


#: How each mark of the legend is drawn, in words (for the legend's alternative text).
LEGEND_LOOKS = {
    "silver": "a light silver disc stamped S",
    "gold": "a darker gold disc stamped G",
    "mono": "a small grey square",
    "centre": "a black hatched cell",
    "legal": "a green dot",
    "arrow": "a green arrow outside the board",
    "ok": "the piece in green",
    "bad": "the piece in red, hatched and dashed",
    "last": "a white ring or outline",
    "kinds": "each kind of piece in a colour of its own with its name (D, I3, V3, I4, O4, "
             "T4, L4, S4) on it",
}


def legend_words() -> str:
    """The legend (:func:`legend_png`) in words: each mark, how it looks, what it means."""
    return "What the marks on the board mean: " + "; ".join(
        f"{LEGEND_LOOKS[k]}: {v}" for k, v in LEGEND_ENTRIES.items()) + "."


def _square(ax, x, y, s, **kw):
    ax.add_patch(Rectangle((x - s / 2, y - s / 2), s, s, **kw))


def legend_figure(style: Style = DARK, *, dpi: float = 100) -> Figure:
    """The legend as a Figure (see :func:`legend_png`)."""
    st = style
    keys = list(LEGEND_ENTRIES)
    row_h, width = 0.3, 2.5            # inches
    kinds_h = 0.62
    height = row_h * (len(keys) - 1) + kinds_h + 0.08
    fig, ax = inch_axes(width, height, dpi=dpi, background=st.background)
    s = 0.24                            # a cell, in inches
    least = min_points(shown_dpi(dpi)) * CAP_HEIGHT / 72   # a readable letter, in inches
    ix = 0.25
    for k, key in enumerate(keys[:-1]):
        y = height - 0.04 - (k + 0.5) * row_h
        floor = dict(fc=st.board, ec=st.grid, lw=0.8)
        if key in ("silver", "gold"):
            _square(ax, ix, y, s, **floor)
            MetalDiscs(ax, st.metal(key), 2, letter=st.marker_letter(key),
                       least=least).set([(ix, y)], st.marker_radius * s)
        elif key == "mono":
            _square(ax, ix, y, s, **floor)
            _square(ax, ix, y, s * 0.86, fc=st.mono, ec=st.mono_edge, lw=1.0)
        elif key == "centre":
            _square(ax, ix, y, s * 0.88, fc=st.centre, ec=st.centre_edge, lw=1.0,
                    hatch="xx")
        elif key == "legal":
            _square(ax, ix, y, s, **floor)
            ax.add_patch(Circle((ix, y), 0.2 * s, fc=st.legal, ec=st.background, lw=1.0))
        elif key == "arrow":
            v = arrow_polygon((ix, y), ">", 0.62 * s, 0.5 * s)
            ax.add_patch(PathPatch(Path(np.vstack([v, v[:1]]), closed=True), fc=st.arrow,
                                   ec=st.background, lw=0.8))
        elif key in ("ok", "bad"):
            colour = st.ghost_ok if key == "ok" else st.ghost_bad
            for dx in (-0.5, 0.5):
                _square(ax, ix + dx * s, y, s, **floor)
            ax.add_patch(Rectangle((ix - s * 0.95, y - s * 0.45), 1.9 * s, 0.9 * s,
                                   fc=to_rgba(colour, 0.42), ec=colour, lw=1.6,
                                   ls="solid" if key == "ok" else (0, (3, 2)),
                                   hatch=None if key == "ok" else "xx"))
        elif key == "last":
            _square(ax, ix, y, s, **floor)
            MetalDiscs(ax, st.gold, 2, letter=st.marker_letter("gold"),
                       least=least).set([(ix, y)], st.marker_radius * s)
            ax.add_patch(Circle((ix, y), (st.marker_radius + 0.08) * s, fc="none",
                                ec=st.changed, lw=1.6, zorder=3))
        ax.text(0.55, y, LEGEND_ENTRIES[key], ha="left", va="center", fontsize=9,
                color=st.text)
    # the kinds: a small square of each colour with its letter
    y_top = height - 0.04 - (len(keys) - 1) * row_h
    ax.text(0.12, y_top - 0.11, LEGEND_ENTRIES["kinds"], ha="left", va="center",
            fontsize=9, color=st.text)
    q = 0.265
    for i, kind in enumerate(KINDS):
        x = 0.12 + q / 2 + i * (q + 0.02)
        yy = y_top - 0.4
        face, edge = tile_colours(st, kind)
        _square(ax, x, yy, q, fc=face, ec=edge, lw=1.2)
        ax.add_patch(PathPatch(glyph_path([kind], [(x, yy)], 0.085), fc=letter_colour(face),
                               ec="none"))
    return fig


@kept_picture
def legend_png(style: Style = DARK, *, dpi: float = 100) -> bytes:
    """A small picture explaining the marks on the board, for the app's side panel and
    the notebook: each mark drawn as on the board, with a few words."""
    return figure_png(legend_figure(style, dpi=dpi), facecolor=style.background)
