"""Small helpers for the Renaissance notebook (notebooks/renaissance.ipynb): positions
built by playing moves, and rows of board pictures - before a move, after it.

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

from ..core.errors import GameError
from ..core.pictures import figure_png, write_png
from .cells import cell_name
from .game import Renaissance
from .layout import parse_layout
from .pieces import piece_name

__all__ = ["Picture", "position", "setup_position", "strip", "explain", "caption",
           "marker_steps", "random_moves"]

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
          size: float = 3.2, dpi: float = 100) -> Picture:
    """A row of boards: ``game`` now, then after each of ``moves`` (played on ``game``
    with ``game.play``, so the game goes on from there). An item of ``moves`` that is
    a list of moves makes one panel, after all of them.

    The panels whose numbers are in ``options`` (the first, by default) show the legal
    cells (dots) and insertions (arrows) of the player to move; every later panel marks
    what its move changed in white. ``captions`` replaces the default titles (the
    phase and the player to move, then ``after <move> (<player>)``); a ``None`` in it
    keeps the default.
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from .draw import DARK, RenaissanceArtist, overlays_for

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
    n = len(states)
    fontsize = 9.0
    chars = max(16, int(size * 72 / (fontsize * 0.56)))
    wrapped = [textwrap.fill(text, chars) for _, text, _ in states]
    lines = max(t.count("\n") + 1 for t in wrapped)
    head = 0.12 + lines * fontsize * 1.3 / 72
    gap = 0.3
    width, height = n * size + (n - 1) * gap, size + head
    fig = Figure(figsize=(width, height), dpi=dpi, facecolor=DARK.background)
    FigureCanvasAgg(fig)
    for k, ((g, _, extra), text) in enumerate(zip(states, wrapped)):
        x0 = k * (size + gap) / width
        ax = fig.add_axes((x0, 0.0, size / width, size / height))
        art = RenaissanceArtist(ax)
        last = g.last_events() if k > 0 else []
        art.update(g, last_events=last, **extra)
        fig.text(x0 + size / width / 2, 1 - 0.06 / height, text, ha="center", va="top",
                 color=DARK.text, fontsize=fontsize, linespacing=1.3)
    return Picture(figure_png(fig, facecolor=fig.get_facecolor()))
