"""Whole pictures of a game: one-call drawing on an Axes, a figure with the counts,
PNG bytes and files (Agg backend via :class:`matplotlib.figure.Figure`; pyplot is never
touched)."""

from __future__ import annotations

import os

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from ...core.pictures import figure_png, write_png
from ..moves import BLUE, COLOUR_NAMES, RED
from .artist import BoardArtist
from .overlays import Overlays, as_rings
from .style import DARK, Style
from .view import overlays_of


def draw_board(ax, position, overlays: Overlays | None = None, *, style: Style = DARK,
               legend: bool = False, **fields) -> BoardArtist:
    """Draw a position on ``ax`` and return its :class:`BoardArtist`.

    ``position`` is a RingWorld (then the overlays default to ``overlays_of``),
    a Phase, or ``{level: contents}``. Keyword arguments are :class:`Overlays` fields,
    e.g. ``draw_board(ax, game, selected_place=12)``.
    """
    board, rings, game = as_rings(position)
    if overlays is None:
        overlays = overlays_of(game) if game is not None else Overlays()
    art = BoardArtist(ax, board, style=style)
    art.update(rings, overlays, **fields)
    if legend:
        art.legend()
    return art


# ------------------------------------------------------------------------- pictures --
def new_figure(width: float, height: float, dpi: float, style: Style) -> Figure:
    fig = Figure(figsize=(width, height), dpi=dpi, facecolor=style.background)
    FigureCanvasAgg(fig)
    return fig


def _caption(game) -> str:
    if game is None:
        return ""
    if game.is_over:
        state = {RED: "Red wins", BLUE: "Blue wins"}.get(game.winner, "drawn")
        state += f" ({game.outcome.reason})"
    else:
        state = f"{COLOUR_NAMES[game.to_move]} to move"
    moves = f"{game.turn} move{'s' * (game.turn != 1)}"
    return f"L{game.order} \u00b7 {moves} \u00b7 {state}"


def _counts_lines(game, style: Style, fig: Figure, x: float, y: float, dy: float) -> None:
    """The original's count panel: red and blue rings per level, top level first, under
    the columns' names (so that the columns read without their colours)."""
    fig.text(x, y, "rings", color=style.text, fontsize=9, ha="left", va="top",
             fontweight="bold")
    for dx, name, colour in ((0.045, "Red", style.red_edge), (0.095, "Blue", style.blue_edge)):
        fig.text(x + dx, y - dy, name, color=colour, fontsize=9, ha="left",
                 va="top", family="monospace")
    y -= dy
    for row, (level, (red, blue)) in enumerate(game.counts().items(), start=1):
        yy = y - row * dy
        fig.text(x, yy, f"L{level}", color=style.text, fontsize=9, ha="left", va="top")
        fig.text(x + 0.045, yy, f"{red:3d}", color=style.red_edge, fontsize=9, ha="left",
                 va="top", family="monospace")
        fig.text(x + 0.095, yy, f"{blue:3d}", color=style.blue_edge, fontsize=9,
                 ha="left", va="top", family="monospace")


def board_figure(position, overlays: Overlays | None = None, *, size: float = 6.0,
                 dpi: float = 100, legend: bool = True, caption: bool = True,
                 style: Style = DARK, **fields) -> tuple[Figure, BoardArtist]:
    """A new Agg Figure with the board (and a side panel with legend and counts)."""
    board, rings, game = as_rings(position)
    panel = 2.0 if legend else 0.0
    fig = new_figure(size + panel, size, dpi, style)
    ax = fig.add_axes((0, 0, size / (size + panel), 1))
    if overlays is None:
        overlays = overlays_of(game) if game is not None else Overlays()
    art = BoardArtist(ax, board, style=style)
    art.update(rings, overlays, **fields)
    right = size / (size + panel)
    if legend:
        art.legend(target=fig, loc="upper left", bbox_to_anchor=(right + 0.005, 0.80),
                   fontsize=9)
    if caption and game is not None:
        x = right + 0.015 if legend else 0.02
        fig.text(x, 0.975, _caption(game), color=style.text, fontsize=9, ha="left",
                 va="top", wrap=True)
        if legend:
            _counts_lines(game, style, fig, x, 0.30, 0.035)
    return fig, art


def to_png_bytes(position, overlays: Overlays | None = None, *, size: float = 6.0,
                 dpi: float = 100, legend: bool = True, caption: bool = True,
                 style: Style = DARK, **fields) -> bytes:
    """The position as PNG bytes (see :func:`board_figure` for the options)."""
    fig, _ = board_figure(position, overlays, size=size, dpi=dpi, legend=legend,
                          caption=caption, style=style, **fields)
    return figure_png(fig, facecolor=style.background)


def render_png(position, path: str | os.PathLike, overlays: Overlays | None = None,
               **options) -> str:
    """Save the position as a PNG file at ``path`` and return the path."""
    return write_png(to_png_bytes(position, overlays, **options), path)


def ringworld_png(game) -> bytes:
    """The PNG a notebook shows for a RingWorld (``RingWorld._repr_png_``): the board with
    legal placements, rings that may turn and the last turn marked, a legend and counts."""
    return to_png_bytes(game, size=4.8, dpi=100)


def draw_position(ax, game, *, move=None) -> BoardArtist:
    """The position of ``game`` on ``ax``, ``move`` (a Move) marked as the app marks a
    move being chosen: its placement and the position it turns (the spec's
    ``picture``)."""
    if move is None:
        return draw_board(ax, game)
    return draw_board(ax, game, selected_place=move.place, selected_ring=move.rotate,
                      selected_colour=game.to_move)
