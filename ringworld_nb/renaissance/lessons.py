"""Small helpers for the Renaissance notebook (notebooks/renaissance.ipynb): positions
built by playing moves, and rows of board pictures - before a move, after it - that fit
a notebook's column.

The pictures are drawn by :mod:`.draw` (one :class:`~.draw.RenaissanceArtist` a panel);
matplotlib is imported only when a picture is made, so importing this module is cheap.

>>> game = position('''
...     .......
...     .......
...     ..AAA..
...     ...#...
...     .......
...     .......
...     .....BB
... ''', ["c5", "d5"])
>>> game.phase, game.to_move, game.supply("gold")
('phase1', 'gold', 23)
>>> explain(game, "e5"), explain(game, "a1")[:40]
('legal', 'that cell is not around the centre, not ')
>>> picture = strip(game, ["e5"])
>>> picture.png[:4], game.collection("gold")
(b'\\x89PNG', ['I3'])
"""

from __future__ import annotations

import os
import random
import textwrap
from collections.abc import Iterable, Sequence
from typing import Any

from ..core.errors import GameError
from ..core.pictures import column_inches, figure_png, write_png
from .cells import cell_name
from .game import Renaissance
from .layout import parse_layout
from .pieces import piece_name

__all__ = ["Picture", "position", "setup_position", "strip", "strip_rows", "explain",
           "caption", "marker_steps", "random_moves"]

_PHASE = {"setup": "Setup", "phase1": "Phase 1", "deal": "The deal",
          "phase2_prep": "Phase 2 preparation", "phase2": "Phase 2", "over": "Set over"}


class Picture:
    """PNG bytes that show themselves in a notebook (``_repr_png_``)."""

    def __init__(self, png: bytes) -> None:
        self.png = png

    def _repr_png_(self) -> bytes:
        return self.png

    def save(self, path: str | os.PathLike) -> str:
        """Write the picture to ``path`` (a .png file) and return the path."""
        return write_png(self.png, path)


def position(start: str | Renaissance, moves: Iterable[str] = ()) -> Renaissance:
    """The game after ``moves`` (notation, each played with ``game.play``) from
    ``start``: a layout (Phase 1 from it, Gold to move) or a game (changed in place)."""
    game = Renaissance.from_layout(start) if isinstance(start, str) else start
    for move in moves:
        game.play(move)
    return game


def setup_position(layout: str) -> Renaissance:
    """A game in the setup: the pieces of ``layout`` (read as a position during the
    setup, ``.`` an empty cell) placed one by one from an empty board, Silver first, in
    the order of their letters."""
    board = parse_layout(layout, setup=True)
    game = Renaissance()
    for _, (kind, cells) in sorted(board.pieces.items()):
        game.play(piece_name(kind, cells))
    return game


def explain(game: Renaissance, move: str) -> str:
    """``'legal'``, or why ``move`` is not legal now (the engine's reason)."""
    try:
        game.check(move)
    except GameError as error:
        text = str(error)
        return text.split(": ", 1)[1] if text.startswith("move ") else text
    return "legal"


def marker_steps(game: Renaissance, piece: str) -> list[str]:
    """Phase 2: the marker moves (``'c3-d3'``) the player to move may make after putting
    ``piece`` (``'D:c1,c2'``) - none if the piece cannot go there."""
    target = game.parse(piece)
    return [f"{cell_name(m.step[0])}-{cell_name(m.step[1])}" for m in game.legal_moves()
            if m.kind == target.kind and m.cells == target.cells and m.step is not None]


def random_moves(game: Renaissance, rng: random.Random, n: int | None = None) -> Renaissance:
    """Play ``n`` uniformly random legal moves (all the way to the end with None), never
    offering to end Phase 1 (so Phase 1 runs until both players pass)."""
    count = 0
    while not game.is_over and (n is None or count < n):
        moves = [m for m in game.legal_moves() if m.action not in ("offer", "accept")]
        game.play(rng.choice(moves))
        count += 1
    return game


def caption(game: Renaissance) -> str:
    """``'Phase 1 · Gold to move'`` (or the result, at the end)."""
    if game.phase == "over":
        winner = game.winner
        return "Set over · " + ("a draw" if winner is None else f"{winner.title()} wins")
    return f"{_PHASE.get(game.phase, game.phase)} · {game.to_move.title()} to move"


def strip(game: Renaissance, moves: Iterable[str | Sequence[str]] = (), *,
          captions: Sequence[str] | None = None, options: Iterable[int] = (0,),
          size: float = 3.6, dpi: float = 100) -> Picture:
    """Boards in rows: ``game`` now, then after each of ``moves`` (played on ``game``
    with ``game.play``, so the game goes on from there). An item of ``moves`` that is
    a list of moves makes one panel, after all of them.

    The panels whose numbers are in ``options`` (the first, by default) show the legal
    cells (dots) and insertions (arrows) of the player to move; every later panel marks
    what its move changed in white. ``captions`` replaces the default titles (the
    phase and the player to move, then ``after <move> (<player>)``); a ``None`` in it
    keeps the default.

    Panels are ``size`` inches square, as many to a row as fit a notebook's column
    (:func:`~ringworld_nb.core.pictures.column_inches`; two at the default size), the
    rows as even as can be.
    """
    from .draw import DARK, overlays_for

    moves = list(moves)
    show = set(options)
    states: list[tuple[Renaissance, str, dict]] = []
    title = caption(game)
    states.append((game.clone(), title, overlays_for(game) if 0 in show else {}))
    for i, item in enumerate(moves, 1):
        group = [item] if isinstance(item, str) else list(item)
        player = game.to_move
        for move in group:
            game.play(move)
        text = (f"after {group[0]} ({player.title()})" if len(group) == 1
                else "after " + ", ".join(group))
        extra = overlays_for(game) if i in show else {}
        states.append((game.clone(), text, extra))
    if captions is not None:
        captions = list(captions)
        if len(captions) != len(states):
            raise ValueError(f"{len(states)} panels need {len(states)} captions, "
                             f"got {len(captions)}")
        states = [(g, c if c is not None else t, o)
                  for (g, t, o), c in zip(states, captions)]
    fig = _panels(states, size=size, dpi=dpi, background=DARK.background,
                  text_colour=DARK.text)
    return Picture(figure_png(fig, facecolor=fig.get_facecolor()))


#: Inches between two panels of a row, and between two rows.
_GAP, _ROW_GAP = 0.3, 0.2
_CAPTION_PT = 9.0


def strip_rows(panels: int, size: float, dpi: float = 100) -> tuple[int, float]:
    """``(panels per row, panel size)`` of a strip of ``panels`` boards of ``size``
    inches: as many to a row as fit the notebook's column, the rows as even as can be
    (3 panels of 3.6 inches: 2 and 1; 4 of 2.5: 2 and 2), ``size`` smaller only when one
    panel alone is too wide.

    >>> strip_rows(3, 3.6), strip_rows(4, 2.5), strip_rows(1, 12.0)
    ((2, 3.6), (2, 2.5), (1, 8.4))
    """
    width = column_inches(dpi)
    fit = max(1, int((width + _GAP) // (size + _GAP)))
    rows = -(-panels // fit)
    per_row = max(1, -(-panels // rows))
    return per_row, min(size, width)


def _panels(states: Sequence[tuple[Renaissance, str, dict]], *, size: float, dpi: float,
            background: str, text_colour: str) -> Any:
    """A figure of the boards of ``states`` ``(game, caption, overlays)`` in rows, each
    captioned above; a panel after the first marks what its last move changed."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from .draw import RenaissanceArtist

    n = len(states)
    per_row, size = strip_rows(n, size, dpi)
    rows = -(-n // per_row)
    chars = max(16, int(size * 72 / (_CAPTION_PT * 0.56)))
    wrapped = [textwrap.fill(text, chars) for _, text, _ in states]
    lines = max(t.count("\n") + 1 for t in wrapped)
    head = 0.12 + lines * _CAPTION_PT * 1.3 / 72
    row_h = head + size
    width = per_row * size + (per_row - 1) * _GAP
    height = rows * row_h + (rows - 1) * _ROW_GAP
    fig = Figure(figsize=(width, height), dpi=dpi, facecolor=background)
    FigureCanvasAgg(fig)
    for k, ((g, _, extra), text) in enumerate(zip(states, wrapped)):
        row, col = divmod(k, per_row)
        x0 = col * (size + _GAP) / width
        top = height - row * (row_h + _ROW_GAP)  # inches from the bottom
        ax = fig.add_axes((x0, (top - row_h) / height, size / width, size / height))
        art = RenaissanceArtist(ax)
        last = g.last_events() if k > 0 else []
        art.update(g, last_events=last, **extra)
        fig.text(x0 + size / width / 2, (top - 0.06) / height, text, ha="center",
                 va="top", color=text_colour, fontsize=_CAPTION_PT, linespacing=1.3)
    return fig
