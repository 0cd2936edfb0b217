"""Tournaments in the AI lab: the runner's results as a table, a chart with error bars
and a heat map.

:func:`tournament` runs :func:`ringworld_nb.core.tournament.run_tournament` (here, in
processes, or on a Dask cluster: the ``executor``) with a progress bar under the cell,
and gives a :class:`Tournament`: it shows itself as the ratings table (Elo with its 95%
interval, wins, draws and losses, time per move), draws :meth:`~Tournament.chart` (the
ratings with their intervals as error bars) and :meth:`~Tournament.heat_map` (each
pairing's score), and saves every game to a JSON file that :meth:`Tournament.load`
reads back - the same table and pictures, without playing again.

>>> from ringworld_nb.core.games import game_maker
>>> t = tournament(["random", "greedy"], game_maker("dice", size=3), games=4,
...                progress=False)
>>> t.standings.rows[0].name, "<table" in t._repr_html_()
('greedy', True)
>>> t.chart().axes[0].get_xlabel()
'Elo (random = 0), with 95% intervals'
"""

from __future__ import annotations

import html
import math
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from ..core.results import TournamentResult, load_results
from ..core.standings import Standings
from ..core.tournament import Entrants, run_tournament

__all__ = ["tournament", "Tournament", "ratings_html", "ratings_figure", "scores_figure"]


def _elo(x: float) -> str:
    if math.isinf(x):
        return "+inf" if x > 0 else "-inf"
    return f"{x:+.0f}"


def ratings_html(table: Standings) -> str:
    """The ratings table as HTML, best first."""
    share = "score" if table.seats == 2 else f"share of wins (1/{table.seats} = " \
                                             f"{100 / table.seats:.0f}%)"
    head = ("<tr><th>#</th><th>player</th><th>Elo</th><th>95% interval</th><th>games</th>"
            f"<th>W-D-L</th><th>{share}</th><th>move limit</th><th>s/move (median, max)</th>"
            "</tr>")
    rows = []
    for rank, r in enumerate(table.rows, 1):
        rows.append(
            f"<tr><td>{rank}</td><td><b>{html.escape(r.name)}</b></td><td>{_elo(r.elo)}</td>"
            f"<td>{_elo(r.low)} to {_elo(r.high)}</td><td>{r.games}</td>"
            f"<td>{r.wins}-{r.draws}-{r.losses}</td><td>{100 * r.share:.0f}%</td>"
            f"<td>{r.limit}</td><td>{r.median_time:.3f}, {r.max_time:.3f}</td></tr>")
    caption = html.escape(table.title or "Ratings")
    foot = (f"Elo relative to {html.escape(table.anchor)}; 95% intervals "
            f"{html.escape(table.interval)}; {table.games} games")
    if table.failed:
        foot += f"; {table.failed} failed (not rated)"
    notes = "".join(f"<br>{html.escape(n)}" for n in table.notes)
    return (f"<table><caption>{caption}</caption>{head}{''.join(rows)}</table>"
            f"<small>{foot}{notes}</small>")


def ratings_figure(table: Standings) -> Figure:
    """The ratings as points with their 95% intervals as error bars, best on top."""
    rows = list(reversed(table.rows))
    n = len(rows)
    fig = Figure(figsize=(6.4, 0.9 + 0.42 * n), dpi=100)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    elo = np.array([r.elo for r in rows])
    finite = np.isfinite(elo)
    low = np.array([r.elo - r.low for r in rows])
    high = np.array([r.high - r.elo for r in rows])
    y = np.arange(n)
    ax.errorbar(elo[finite], y[finite], xerr=[low[finite], high[finite]], fmt="o",
                color="#1f5fa8", ecolor="#7aa6d6", elinewidth=3, capsize=4)
    ax.axvline(0.0, color="0.6", lw=0.8, ls="--")
    ax.set_yticks(y, [r.name for r in rows])
    ax.set_xlabel(f"Elo ({table.anchor} = 0), with 95% intervals")
    if table.title:
        ax.set_title(table.title, fontsize=9)
    ax.grid(axis="x", alpha=0.3)
    fig.tight_layout()
    return fig


def scores_figure(result: TournamentResult) -> Figure:
    """A heat map of head-to-head scores: the row player's share of the points against
    the column player (two seats), over the games they played."""
    names = list(result.names)
    n = len(names)
    points = np.zeros((n, n))
    games = np.zeros((n, n))
    index = {name: i for i, name in enumerate(names)}
    for r in result.records:
        if not r.counts or len(r.names) != 2:
            continue
        (a, b), (sa, sb) = r.names, r.scores()
        i, j = index[a], index[b]
        points[i, j] += sa
        points[j, i] += sb
        games[i, j] += 1
        games[j, i] += 1
    with np.errstate(invalid="ignore", divide="ignore"):
        grid = np.where(games > 0, 100 * points / games, np.nan)
    fig = Figure(figsize=(1.4 + 1.0 * n, 0.9 + 0.75 * n), dpi=100)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    ax.imshow(grid, cmap="RdYlGn", vmin=0, vmax=100)
    ax.set_xticks(range(n), names, rotation=25, ha="right")
    ax.set_yticks(range(n), names)
    for i in range(n):
        for j in range(n):
            if games[i, j]:
                ax.text(j, i, f"{grid[i, j]:.0f}%", ha="center", va="center", fontsize=8)
    ax.set_title("row player's score against the column player", fontsize=9)
    fig.tight_layout()
    return fig


@dataclass
class Tournament:
    """A finished (or stopped) tournament, shown as its ratings table."""

    result: TournamentResult
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def standings(self) -> Standings:
        """The ratings table (computed from the games)."""
        return self.result.standings(**self.options)

    def _repr_html_(self) -> str:
        return ratings_html(self.standings)

    def __str__(self) -> str:
        return str(self.standings)

    def chart(self) -> Figure:
        """The ratings with error bars (:func:`ratings_figure`)."""
        return ratings_figure(self.standings)

    def heat_map(self) -> Figure:
        """Head-to-head scores (:func:`scores_figure`)."""
        return scores_figure(self.result)

    def save(self, path: str | os.PathLike[str]) -> str:
        """Write every game and the ratings to a JSON file; returns its name."""
        return str(self.result.save(path))

    @classmethod
    def load(cls, path: str | os.PathLike[str], **options: Any) -> Tournament:
        """A tournament read back from a file of :meth:`save` (RecordError if damaged)."""
        return cls(load_results(path), options)


def tournament(entrants: Entrants, new_game: Callable[[int], Any] | str, *, games: int = 4,
               seed: int = 0, executor: Any = None, progress: Any = True,
               **options: Any) -> Tournament:
    """Play a tournament (:func:`~ringworld_nb.core.tournament.run_tournament`: every
    pairing ``games`` times from the same starts, the seats swapped) with a progress bar
    under the cell, and give the :class:`Tournament`. ``options`` pass on to the runner
    (``pairings``, ``max_plies``, ``stop``...)."""
    result = run_tournament(entrants, new_game, games=games, seed=seed, executor=executor,
                            progress=progress, **options)
    return Tournament(result)
