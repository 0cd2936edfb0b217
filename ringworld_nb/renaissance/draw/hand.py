"""A player's pieces (a collection or a hand) as small tiles in a row."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.patches import PathPatch
from matplotlib.path import Path

from ...core.pictures import CAP_HEIGHT, figure_png, min_points, shown_dpi
from ..pieces import KINDS, orientations
from .artist import letter_colour, tile_colours
from .glyphs import MetalDiscs, glyph_path
from .layout import tile_outline
from .style import DARK, Style

__all__ = ["hand_figure", "hand_png", "flat_shape", "draw_hand", "owner_disc"]

_GAP = 0.6  # cells between two pieces
_OWNER = 1.3  # cells of the owner's marker before a player's row


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


def owner_disc(ax, player: str, centre, *, style: Style = DARK, radius: float = 0.42,
               least: float = 0.0) -> MetalDiscs:
    """``player``'s marker, with its letter, at ``centre`` on ``ax``: whose pieces a row
    of tiles shows, told by the metal and by the letter."""
    disc = MetalDiscs(ax, style.metal(player), 3.0, letter=style.marker_letter(player),
                      least=least)
    disc.set([centre], radius)
    return disc


def hand_figure(kinds: Iterable[str], *, player: str | None = None, size: float = 0.28,
                style: Style = DARK, dpi: float = 100,
                empty_text: str = "no pieces") -> Figure:
    """A Figure of ``kinds`` as small tiles in a row (sorted in notation order), ``size``
    inches per cell; the text ``empty_text`` when there is none. With ``player``
    (``"silver"``, ``"gold"``) the row begins with that player's marker, letter and all."""
    ks = sorted(kinds, key=lambda k: KINDS.index(k) if k in KINDS else len(KINDS))
    for k in ks:
        if k not in KINDS:
            raise ValueError(f"{k!r} is not a kind ({', '.join(KINDS)})")
    if player is not None and player not in ("silver", "gold"):
        raise ValueError(f"player must be 'silver' or 'gold', got {player!r}")
    width = sum(max(x for x, _ in flat_shape(k)) + 1 for k in ks) + _GAP * max(len(ks) - 1, 0)
    owner = _OWNER if player is not None else 0.0
    pad = 0.25
    w_cells = max(width, 3.0) + owner + 2 * pad
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
    if player is not None:
        least = min_points(shown_dpi(dpi)) * CAP_HEIGHT / 72 / size  # in cells
        owner_disc(ax, player, (0.45, 1.0), style=style, least=min(least, 0.6))
    if ks:
        draw_hand(ax, ks, style=style, x0=owner)
    else:
        ax.text(owner, 1.0, empty_text, ha="left", va="center", color=style.muted,
                fontsize=max(min_points(shown_dpi(dpi)), 30 * size))
    return fig


def hand_png(kinds: Iterable[str], **options) -> bytes:
    """PNG bytes of :func:`hand_figure`."""
    fig = hand_figure(kinds, **options)
    return figure_png(fig, facecolor=fig.get_facecolor())
