"""The evaluation graph: how each player's holdings evolved over the turns, and where
the game turned.

Any game supplies rows of numbers per turn (for The Ring World: the share of positions
each colour holds on each level); the graph draws one line per (player, series) with a
marker at the position being reviewed. On a second axis, at the right, it draws the
AI's **estimated win probability** of the first player after each move (0 to 100 %,
with the 50 % line): where that line crosses 50 %, the game changed hands.

>>> graph = EvaluationGraph()
>>> graph.update([0, 1, 2], {"Red": [0, 10, 20]}, {}, win=[None, 0.6, 0.3],
...              win_label="Red's chances")
>>> [round(float(v), 1) for v in graph.win_ax.lines[-1].get_ydata()]
[nan, 60.0, 30.0]
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

__all__ = ["EvaluationGraph", "plot_history", "plot_win_probability", "WIN_STYLE"]

#: How the win-probability line looks (a dark line with dots, above the count curves).
WIN_STYLE = {"color": "#202020", "lw": 1.8, "marker": "o", "ms": 3.0, "clip_on": False}


def plot_history(ax, turns: Sequence[int], series: dict[str, Sequence[float]],
                 styles: dict[str, dict], *, marker_at: int | None = None,
                 ylabel: str = "", title: str = "", xlabel: str = "move") -> None:
    """Draw ``series`` (name -> values after each move) on ``ax`` with ``styles``.

    ``turns`` counts moves, as the record does: 0 is the start.
    """
    ax.clear()
    for name, values in series.items():
        ax.plot(turns, values, label=name, **styles.get(name, {}))
    if marker_at is not None:
        ax.axvline(marker_at, color="0.4", lw=1, ls=":")
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    if title:
        ax.set_title(title, fontsize=10)
    ax.set_xlim(0, max(1, turns[-1] if len(turns) else 1))
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))  # turns are whole numbers
    ax.grid(alpha=0.25)
    ax.legend(fontsize=7, ncol=2, loc="upper left", frameon=False)


def plot_win_probability(ax, turns: Sequence[int], win: Sequence[float | None],
                         label: str) -> None:
    """Draw ``win`` (a probability 0..1 after each move, None where unknown) on ``ax``
    in percent, with the 50 % line; unknown moves leave a gap."""
    ax.clear()
    percent = [math.nan if v is None else 100.0 * v for v in win]
    ax.axhline(50.0, color="#202020", lw=0.8, ls="--", alpha=0.6)
    ax.plot(turns, percent, label=label, **WIN_STYLE)
    ax.set_ylim(0, 100)
    ax.yaxis.tick_right()  # clearing a twin axis puts its ticks back on the left
    ax.yaxis.set_label_position("right")
    ax.patch.set_visible(False)  # the count curves below stay visible
    ax.set_ylabel(f"{label} %", fontsize=8)
    ax.tick_params(axis="y", labelsize=7)
    ax.legend(fontsize=7, loc="upper right", frameon=False)


class EvaluationGraph:
    """A figure holding one evaluation plot; ``update`` redraws it from new data."""

    def __init__(self, figsize: tuple[float, float] = (6.0, 2.6), dpi: int = 100) -> None:
        self.figure = Figure(figsize=figsize, dpi=dpi, layout="constrained")
        self.ax = self.figure.add_subplot()
        #: the right-hand axis of the win probability (hidden without one)
        self.win_ax = self.ax.twinx()
        self.win_ax.set_visible(False)

    def update(self, turns: Sequence[int], series: dict[str, Sequence[float]],
               styles: dict[str, dict], *, marker_at: int | None = None,
               ylabel: str = "", title: str = "",
               win: Sequence[float | None] | None = None,
               win_label: str = "first player's chances") -> None:
        """Redraw: ``series`` as lines per move; ``win`` (one probability per entry of
        ``turns``, None where unknown) on the right-hand axis."""
        plot_history(self.ax, turns, series, styles, marker_at=marker_at, ylabel=ylabel,
                     title=title)
        self.win_ax.set_visible(win is not None)
        if win is not None:
            plot_win_probability(self.win_ax, turns, win, win_label)
            # the axes share x: clearing the right one took the whole-move ticks away
            self.ax.set_xlim(0, max(1, turns[-1] if len(turns) else 1))
            self.ax.xaxis.set_major_locator(MaxNLocator(integer=True))
