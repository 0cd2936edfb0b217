"""The legend of the marks (what can attack, the chosen attacker, targets, arrows,
reinforcements), as a small picture for the app and the notebook."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
from matplotlib.colors import to_rgba
from matplotlib.patches import FancyArrowPatch, FancyBboxPatch, PathPatch
from matplotlib.path import Path
from matplotlib.patheffects import withStroke

from ...core.pictures import figure_png, inch_axes, kept_picture, min_points, shown_dpi
from .glyphs import _glyph_path
from .layout import _HEX_UNIT
from .style import DARK, HEX_RADIUS, SQRT3, Style, _mix

# ------------------------------------------------------------------------ legend --
#: The entries of the legend, in order: what the marks on the board mean.
LEGEND_ENTRIES = {
    "source": "hex that can attack",
    "selected": "chosen attacker",
    "target": "hex it can attack",
    "attack": "attack this turn",
    "repelled": "attack repelled",
    "plus": "die added at end of turn",
    "label": "last attack: dice, result",
}


#: How each mark of the legend is drawn, in words (for the legend's alternative text).
LEGEND_LOOKS = {
    "source": "a dashed white outline inside the hex",
    "selected": "a white outline and a lighter floor",
    "target": "a yellow outline over a hatched floor",
    "attack": "a white arrow from the attacker to the hex attacked",
    "repelled": "a dashed white arrow",
    "plus": "a white +1 above the die added, its edges white",
    "label": "a box with the dice or rolls of both sides and the result",
}


def legend_words(version: int = 1, which: Iterable[str] | None = None) -> str:
    """The legend (:func:`legend_png`) in words: each mark, how it looks, what it means."""
    keys = legend_entries(version) if which is None else list(which)
    return "What the marks on the board mean: " + "; ".join(
        f"{LEGEND_LOOKS[k]}: {LEGEND_ENTRIES[k]}" for k in keys) + "."


def legend_entries(version: int = 1) -> list[str]:
    """Keys of :data:`LEGEND_ENTRIES` for a game of rules ``version``: a repelled attack
    only with rolled dice (versions 2 and 3)."""
    return [k for k in LEGEND_ENTRIES if k != "repelled" or version != 1]


@kept_picture
def legend_png(style: Style = DARK, which: Iterable[str] | None = None, *,
               version: int = 1, dpi: float = 100) -> bytes:
    """A small picture explaining the marks on the board, for the side panel of the app
    and the notebook: each mark drawn as on the board, with a few words.

    ``which`` picks entries of :data:`LEGEND_ENTRIES` (default: those of ``version``;
    the box of the last attack says *rolls* with rolled dice).
    """
    st = style.for_dice(3)
    keys = legend_entries(version) if which is None else list(which)
    unknown = [k for k in keys if k not in LEGEND_ENTRIES]
    if unknown:
        raise ValueError(f"no legend entry {unknown!r}; entries: {list(LEGEND_ENTRIES)}")
    row_h, icon_w, width = 0.34, 0.5, 2.45   # inches
    height = row_h * len(keys) + 0.06
    fig, ax = inch_axes(width, height, dpi=dpi, background=st.background)
    r = 0.15                       # hexagon circumradius in inches
    unit = r / HEX_RADIUS          # inches per board unit
    sc = unit * 72 / 48            # line widths as on a board drawn at this size
    hexagon = _HEX_UNIT * unit
    own, other = st.colour(0), st.colour(1)
    for k, key in enumerate(keys):
        y = height - 0.03 - (k + 0.5) * row_h
        c = np.array([icon_w / 2, y])
        def outline(scale: float = 1.0, c=c) -> Path:
            v = c + scale * hexagon
            return Path(np.vstack([v, v[:1]]), closed=True)

        def floor(colour, c=c):
            ax.add_patch(PathPatch(outline(), lw=st.hex_lw * sc, ec=st.hex_edge,
                                   fc=_mix(st.background, colour, st.hex_shade)))
        if key == "source":
            floor(own)
            ax.add_patch(PathPatch(outline(0.86), fc="none",
                                   ec=to_rgba(st.source, 0.7), lw=max(1.0 * sc, 0.8),
                                   ls=(0, (2, 2))))
        elif key == "selected":
            floor(own)
            ax.add_patch(PathPatch(outline(), fc=to_rgba(st.selection, 0.28),
                                   ec=st.selection, lw=max(2.6 * sc, 1.2)))
        elif key == "target":
            floor(other)
            ax.add_patch(PathPatch(outline(), fc=to_rgba(st.target, 0.16),
                                   ec=st.target, lw=max(2.2 * sc, 1.1), hatch="////"))
        elif key in ("attack", "repelled"):
            ax.add_patch(FancyArrowPatch(
                (c[0] - 0.19, c[1] - 0.05), (c[0] + 0.19, c[1] - 0.05), arrowstyle="-|>",
                mutation_scale=9,
                connectionstyle="arc3,rad=-0.3", color=st.arrow, lw=1.5,
                linestyle="solid" if key == "attack" else (0, (2.2, 1.4)),
                shrinkA=0, shrinkB=0, capstyle="butt"))
        elif key == "plus":
            size = 0.085
            w_, h_ = size * SQRT3 / 2, size / 2
            base = c - [0, 0.15]
            faces = [np.array([[0, 0], [-w_, h_], [-w_, h_ + size], [0, size]]),
                     np.array([[0, 0], [w_, h_], [w_, h_ + size], [0, size]]),
                     np.array([[0, size], [-w_, h_ + size], [0, 2 * h_ + size],
                               [w_, h_ + size]])]
            colours = [to_rgba(own), _mix(own, "black", st.die_right),
                       _mix(own, "white", st.die_top)]
            for f, fc in zip(faces, colours):
                v = base + f
                ax.add_patch(PathPatch(Path(np.vstack([v, v[:1]]), closed=True), fc=fc,
                                       ec=st.marker, lw=0.9))
            mark = _glyph_path(["+1"], np.array([c + [0, 0.1]]), 0.09)
            ax.add_patch(PathPatch(mark, fc=st.marker, ec="none", path_effects=[
                withStroke(linewidth=2.0, foreground=st.background)]))
        elif key == "label":
            ax.add_patch(FancyBboxPatch((c[0] - 0.23, c[1] - 0.1), 0.46, 0.2,
                                        boxstyle="round,pad=0,rounding_size=0.04",
                                        fc=to_rgba(st.background, 0.86), ec=own, lw=1.0))
            ax.text(c[0], c[1], "3 vs 2" if version == 1 else "9 vs 7", ha="center",
                    va="center", fontsize=min_points(shown_dpi(dpi)), color=st.text)
        text = LEGEND_ENTRIES[key]
        if key == "label" and version != 1:
            text = "last attack: rolls, result"
        ax.text(icon_w + 0.06, y, text, ha="left", va="center", fontsize=9, color=st.text)
    return figure_png(fig, facecolor=st.background)
