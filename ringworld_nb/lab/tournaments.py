"""A round robin between players, with a progress bar, a table and a picture.

Every pair of entrants plays a match (:func:`ringworld_nb.core.tournament.play_match`:
the same starts twice, seats swapped). While it runs, a progress bar under the cell
says which pair plays and how many games are done (an ipywidgets bar in a notebook,
nothing outside one). The result is a table of scores: row player's share of the points
against the column player (a win 1, a draw 1/2).

>>> from ringworld_nb.ringworld import RingWorld
>>> from ringworld_nb.ringworld.ai import GreedyPlayer, RandomPlayer
>>> table = round_robin({"random": lambda: RandomPlayer(1), "greedy": lambda: GreedyPlayer()},
...                     lambda i: RingWorld(3), games=2, show_progress=False)
>>> table.names, table.score("greedy", "random") + table.score("random", "greedy")
(('random', 'greedy'), 1.0)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from ..core.players import Player
from ..core.tournament import MatchResult, play_match

__all__ = ["round_robin", "Table"]


@dataclass
class Table:
    """The matches of a round robin, by pair of names (first name = player A)."""

    names: tuple[str, ...]
    matches: dict[tuple[str, str], MatchResult] = field(default_factory=dict)

    def score(self, a: str, b: str) -> float:
        """``a``'s share of the points against ``b``."""
        if (a, b) in self.matches:
            return self.matches[a, b].score
        return 1.0 - self.matches[b, a].score

    def html(self) -> str:
        """The table as HTML: scores in percent, and each player's average."""
        head = "".join(f"<th>{n}</th>" for n in self.names)
        rows = []
        for a in self.names:
            cells = []
            scores = []
            for b in self.names:
                if a == b:
                    cells.append("<td>-</td>")
                else:
                    s = self.score(a, b)
                    scores.append(s)
                    cells.append(f"<td>{100 * s:.0f}%</td>")
            mean = 100 * sum(scores) / len(scores) if scores else 0.0
            rows.append(f"<tr><th>{a}</th>{''.join(cells)}<td><b>{mean:.0f}%</b></td></tr>")
        return (f"<table><tr><th>row vs column</th>{head}<th>average</th></tr>"
                f"{''.join(rows)}</table>")

    def _repr_html_(self) -> str:
        return self.html()

    def figure(self) -> Figure:
        """A heat map of the scores (row player's share of the points)."""
        n = len(self.names)
        grid = np.full((n, n), np.nan)
        for i, a in enumerate(self.names):
            for j, b in enumerate(self.names):
                if a != b:
                    grid[i, j] = 100 * self.score(a, b)
        fig = Figure(figsize=(1.2 + 1.1 * n, 0.8 + 0.8 * n), dpi=100)
        FigureCanvasAgg(fig)
        ax = fig.add_subplot()
        ax.imshow(grid, cmap="RdYlGn", vmin=0, vmax=100)
        ax.set_xticks(range(n), self.names, rotation=20)
        ax.set_yticks(range(n), self.names)
        for i in range(n):
            for j in range(n):
                if i != j:
                    ax.text(j, i, f"{grid[i, j]:.0f}%", ha="center", va="center",
                            fontsize=9)
        ax.set_title("row player's score against the column player", fontsize=10)
        fig.tight_layout()
        return fig


def _progress_bar(total: int) -> Callable[[str, int], None]:
    """An ipywidgets bar shown under the cell; falls back to nothing without a display."""
    import ipywidgets as w
    from IPython.display import display

    bar = w.IntProgress(value=0, min=0, max=total, description="games",
                        layout=w.Layout(width="420px"))
    label = w.Label()
    display(w.HBox([bar, label]))

    def show(pair: str, done: int) -> None:
        bar.value = done
        label.value = f"{done}/{total} - {pair}" if done < total else f"{total} games played"
        if done >= total:
            bar.bar_style = "success"

    return show


def round_robin(entrants: dict[str, Callable[[], Player]], new_game: Callable[[int], Any],
                *, games: int = 4, seats: tuple[Any, Any] = (1, 2),
                max_plies: int | None = None, show_progress: bool = True) -> Table:
    """Every pair of ``entrants`` (name -> a function making a fresh player) plays
    ``games`` games; returns the :class:`Table`. ``new_game(i)`` makes start ``i``."""
    names = tuple(entrants)
    pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
    total = games * len(pairs)
    show = _progress_bar(total) if show_progress else None
    table = Table(names)
    done = 0
    for a, b in pairs:
        def step(k: int, _n: int, _pair: str = f"{a} vs {b}", _base: int = done) -> None:
            if show is not None:
                show(_pair, _base + k)
        table.matches[a, b] = play_match(new_game, entrants[a](), entrants[b](),
                                         games=games, seats=seats, max_plies=max_plies,
                                         progress=step)
        done += games
    return table
