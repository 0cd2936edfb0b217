"""Whole pictures of a game: one-call drawing on an Axes, a figure with the status
strip, PNG bytes and files (Agg backend via :class:`matplotlib.figure.Figure`; pyplot
is never touched)."""

from __future__ import annotations

import os
from collections.abc import Iterable

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from ...core.pictures import figure_png, write_png
from ..hexboard import Hex
from ..moves import Event
from .artist import DiceBoardArtist
from .events import last_turn_events
from .layout import _strip_layout, figure_size
from .status import StatusArtist
from .style import DARK, Style


# ----------------------------------------------------------------- one-call drawing --
def overlays_for(game, selected: Hex | None = None, *,
                 targets: Iterable[Hex] | None = None,
                 sources: Iterable[Hex] | None = None,
                 last_events: Iterable[Event] | None = None) -> dict:
    """Keyword arguments for :meth:`DiceBoardArtist.update`, asked of the engine.

    Those left as None: ``targets`` = ``game.targets(selected)``; ``sources`` =
    ``game.attack_sources()`` while nothing is selected; ``last_events`` =
    :func:`last_turn_events`. Give ``()`` to show none. A widget redraws with
    ``art.update(game.owner, game.dice, **overlays_for(game, selected))``.
    """
    if targets is None:
        targets = game.targets(selected) if selected is not None else ()
    if sources is None:
        sources = game.attack_sources() if selected is None else ()
    if last_events is None:
        last_events = last_turn_events(game)
    return {"selected": selected, "targets": tuple(targets), "sources": tuple(sources),
            "last_events": tuple(last_events)}


def draw_dice_board(ax, game, *, selected: Hex | None = None,
                    targets: Iterable[Hex] | None = None,
                    sources: Iterable[Hex] | None = None,
                    last_events: Iterable[Event] | None = None,
                    style: Style = DARK) -> DiceBoardArtist:
    """Draw ``game`` on ``ax`` and return its :class:`DiceBoardArtist`.

    Overlays left as None are asked of the engine: ``targets`` = ``game.targets(selected)``,
    ``sources`` = ``game.attack_sources()`` when nothing is selected, ``last_events`` =
    :func:`last_turn_events`. Pass ``()`` to show none.
    """
    art = DiceBoardArtist(ax, game.board, game.players, max_dice=game.max_dice, style=style)
    art.update(game.owner, game.dice, **overlays_for(game, selected, targets=targets,
                                                     sources=sources,
                                                     last_events=last_events))
    return art


def board_figure(game, *, selected: Hex | None = None,
                 targets: Iterable[Hex] | None = None,
                 sources: Iterable[Hex] | None = None,
                 last_events: Iterable[Event] | None = None, width: float | None = None,
                 dpi: float = 100, status: bool = True,
                 style: Style = DARK) -> tuple[Figure, DiceBoardArtist, StatusArtist | None]:
    """A new Agg Figure with the board and (``status``) the status strip above it.

    ``width`` in inches (default: from the board's size, at least 4.6 with the strip).
    Returns ``(figure, board artist, status artist or None)``. Overlays as in
    :func:`draw_dice_board`.
    """
    bw, bh = figure_size(game.board, game.max_dice, width=width, style=style)
    fw = max(bw, 4.6) if status and width is None else bw
    cols, strip = _strip_layout(game.players, fw) if status else (0, 0.0)
    fh = bh + strip
    fig = Figure(figsize=(fw, fh), dpi=dpi, facecolor=style.background)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0.0, 0.0, 1.0, bh / fh))
    art = draw_dice_board(ax, game, selected=selected, targets=targets, sources=sources,
                          last_events=last_events, style=style)
    panel = None
    if status:
        sax = fig.add_axes((0.0, bh / fh, 1.0, strip / fh))
        panel = StatusArtist(sax, game.players, style=style, columns=cols)
        panel.update_from_game(game)
    return fig, art, panel


def to_png_bytes(game, **options) -> bytes:
    """The game as PNG bytes (options of :func:`board_figure`)."""
    fig, _, _ = board_figure(game, **options)
    return figure_png(fig, facecolor=fig.get_facecolor())


def render_png(game, path: str | os.PathLike, **options) -> str:
    """Save the game as a PNG file at ``path`` and return the path."""
    return write_png(to_png_bytes(game, **options), path)


def dice_png(game) -> bytes:
    """The PNG a notebook shows for a game (``DiceOfDoom._repr_png_``): the board, the
    hexes that may attack, the last turn's attacks and reinforcements, the status strip."""
    return to_png_bytes(game)


def draw_position(ax, game, *, move=None) -> DiceBoardArtist:
    """The position of ``game`` on ``ax``, ``move`` (an attack) marked as the app marks a
    move being chosen: the attacking hex and its target (the spec's ``picture``)."""
    if move is None or move.src is None:
        return draw_dice_board(ax, game)
    return draw_dice_board(ax, game, selected=move.src, targets=(move.dst,), sources=())
