"""Whole pictures of a game: a figure of the board with an optional status line, PNG
bytes and files (Agg via :class:`matplotlib.figure.Figure`; pyplot is never touched)."""

from __future__ import annotations

import os

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from ...core.pictures import figure_png, write_png
from .artist import RenaissanceArtist
from .hand import draw_hand
from .status import overlays_for, status_text
from .style import DARK, Style

__all__ = ["board_figure", "to_png_bytes", "render_png", "renaissance_png", "side_panel"]

_STATUS_H = 0.34  # inches of the status line


def board_figure(game, *, size: float = 6.0, status: bool = False, style: Style = DARK,
                 dpi: float = 100, **update_options) -> Figure:
    """A new Agg Figure, ``size`` inches wide, with the board of ``game`` (overlays as
    :meth:`RenaissanceArtist.update` takes them) and, with ``status``, the status line
    (:func:`~.status.status_text`) above it. The artist is ``figure.renaissance_artist``.
    """
    if not size > 0:
        raise ValueError(f"size must be positive, got {size!r}")
    strip = _STATUS_H if status else 0.0
    fig = Figure(figsize=(size, size + strip), dpi=dpi, facecolor=style.background)
    FigureCanvasAgg(fig)
    h = size + strip
    ax = fig.add_axes((0.0, 0.0, 1.0, size / h))
    art = RenaissanceArtist(ax, style=style)
    art.update(game, **update_options)
    if status:
        fig.text(0.5, 1 - strip / 2 / h, status_text(game), ha="center", va="center",
                 color=style.text, fontsize=min(10.5, max(7.0, size * 1.55)))
    fig.renaissance_artist = art  # type: ignore[attr-defined]
    return fig


def to_png_bytes(game, **options) -> bytes:
    """The game as PNG bytes (options of :func:`board_figure`)."""
    fig = board_figure(game, **options)
    return figure_png(fig, facecolor=fig.get_facecolor())


def render_png(game, path: str | os.PathLike, **options) -> str:
    """Save the game as a PNG file at ``path`` and return the path."""
    return write_png(to_png_bytes(game, **options), path)


def renaissance_png(game) -> bytes:
    """What ``Renaissance._repr_png_`` shows: the board, the legal cells and insertion
    arrows of the player to move, what the last move changed, the status line."""
    return to_png_bytes(game, size=5.0, status=True, last_events=game.last_events(),
                        **overlays_for(game))


def side_panel(game, *, width: float = 3.0, style: Style = DARK, dpi: float = 100) -> Figure:
    """A small Figure for the side of the board: per player the score, Phase 1's
    supply and the pieces taken (Phase 1) or still in hand (Phase 2)."""
    rows = 2
    row_h = 3.6  # cells per player: a title line and two rows of tiles
    cell = width / 12.0
    fig = Figure(figsize=(width, rows * row_h * cell), dpi=dpi, facecolor=style.background)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, 12)
    ax.set_ylim(0, rows * row_h)
    ax.set_axis_off()
    ax.set_facecolor(style.background)
    hand_phase = game.phase in ("phase2_prep", "phase2", "over") and game.variant != "phase1"
    for k, player in enumerate(("silver", "gold")):
        top = (rows - k) * row_h
        kinds = game.hand(player) if hand_phase else game.collection(player)
        line = f"{player.title()}: {game.score(player)} points"
        if game.phase == "phase1":
            line += f", {game.supply(player)} markers"
        colour = style.metal(player)[1]
        ax.text(0.2, top - 0.45, line, ha="left", va="center", color=colour,
                fontsize=max(7.0, 2.9 * cell * 10))
        label = "in hand" if hand_phase else "taken"
        if not kinds:
            ax.text(0.2, top - 1.6, f"nothing {label}", ha="left", va="center",
                    color=style.muted, fontsize=max(6.5, 2.5 * cell * 10))
            continue
        # two rows of at most ~11 cells
        first: list[str] = []
        second: list[str] = []
        w = 0.0
        for kind in kinds:
            from .hand import flat_shape

            kw = max(x for x, _ in flat_shape(kind)) + 1
            (first if w + kw <= 11.6 else second).append(kind)
            w += kw + 0.6
        draw_hand(ax, first, style=style, x0=0.2, y0=top - 3.0 + (1.1 if not second else 0.9))
        if second:
            draw_hand(ax, second, style=style, x0=0.2, y0=top - 3.4)
    return fig
