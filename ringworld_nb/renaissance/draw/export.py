"""Whole pictures of a game: a figure of the board with an optional status line, PNG
bytes and files (Agg via :class:`matplotlib.figure.Figure`; pyplot is never touched)."""

from __future__ import annotations

import os

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from ...core.pictures import CAP_HEIGHT, figure_png, min_points, shown_dpi, write_png
from ..pieces import KINDS
from .artist import RenaissanceArtist
from .hand import draw_hand, flat_shape, owner_disc
from .status import status_text
from .style import DARK, Style
from .view import view

__all__ = ["board_figure", "to_png_bytes", "render_png", "renaissance_png", "side_panel",
           "draw_position"]

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
    return to_png_bytes(game, size=5.0, status=True, **view(game).marks)


def side_panel(game, *, width: float = 3.0, style: Style = DARK, dpi: float = 100) -> Figure:
    """A small Figure for the side of the board: per player the score (and Phase 1's
    supply), then the pieces taken (Phase 1) or still in hand (Phase 2) as tiles."""
    cols = 12.0                       # the panel's width in cells
    cell = width / cols               # inches per cell
    hand_phase = game.phase in ("phase2_prep", "phase2", "over") and game.variant != "phase1"
    blocks = []                       # per player: title, rows of kinds
    for player in ("silver", "gold"):
        kinds = sorted(game.hand(player) if hand_phase else game.collection(player),
                       key=KINDS.index)
        rows: list[list[str]] = [[]]
        used = 0.0
        for kind in kinds:
            kw = max(x for x, _ in flat_shape(kind)) + 1
            if rows[-1] and used + kw > cols - 0.4:
                rows.append([])
                used = 0.0
            rows[-1].append(kind)
            used += kw + 0.6
        blocks.append((player, [r for r in rows if r]))
    title_h, gap = 1.3, 0.5
    heights = [title_h + sum(max(max(y for _, y in flat_shape(k)) + 1 for k in r) + 0.4
                             for r in rows) + (1.0 if not rows else 0.0)
               for _, rows in blocks]
    total = sum(heights) + gap * (len(blocks) - 1) + 0.3
    fig = Figure(figsize=(width, total * cell), dpi=dpi, facecolor=style.background)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, cols)
    ax.set_ylim(0, total)
    ax.set_axis_off()
    ax.set_facecolor(style.background)
    fs = min(11.0, max(7.0, 36 * cell))
    top = total - 0.15
    label = "in hand" if hand_phase else "taken"
    for (player, rows), h in zip(blocks, heights):
        line = f"{player.title()}: {game.score(player)} points"
        if game.phase == "phase1":
            line += f", {game.supply(player)} markers left"
        owner_disc(ax, player, (0.6, top - title_h / 2), style=style, radius=0.42,
                   least=min(min_points(shown_dpi(dpi)) * CAP_HEIGHT / 72 / cell, 0.6))
        ax.text(1.2, top - title_h / 2, line, ha="left", va="center", fontsize=fs,
                color=style.metal(player)[2], fontweight="bold")
        y = top - title_h
        if not rows:
            ax.text(0.2, y - 0.5, f"nothing {label}", ha="left", va="center",
                    fontsize=fs * 0.85, color=style.muted)
        for row in rows:
            rh = max(max(yy for _, yy in flat_shape(k)) + 1 for k in row)
            draw_hand(ax, row, style=style, x0=0.2, y0=y - rh)
            y -= rh + 0.4
        top -= h + gap
    return fig


def draw_position(ax, game, *, move=None, style: Style = DARK) -> RenaissanceArtist:
    """The position of ``game`` on ``ax``, ``move`` marked as the app marks a move being
    chosen: its cell ringed (the spec's ``picture``)."""
    art = RenaissanceArtist(ax, style=style)
    cell = None
    if move is not None:
        cell = move.cell if move.cell is not None else (move.cells[0] if move.cells else None)
    art.update(game, selected=cell)
    return art
