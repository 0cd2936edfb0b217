"""The evaluation graph: how each player's holdings evolved over the turns.

Any game supplies rows of numbers per turn (for The Ring World: the share of positions
each colour holds on each level); the graph draws one line per (player, series) with a
marker at the position being reviewed.
"""

from __future__ import annotations

from collections.abc import Sequence

from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

__all__ = ["EvaluationGraph", "plot_history"]


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


class EvaluationGraph:
    """A figure holding one evaluation plot; ``update`` redraws it from new data."""

    def __init__(self, figsize: tuple[float, float] = (6.0, 2.6), dpi: int = 100) -> None:
        self.figure = Figure(figsize=figsize, dpi=dpi, layout="constrained")
        self.ax = self.figure.add_subplot()

    def update(self, turns: Sequence[int], series: dict[str, Sequence[float]],
               styles: dict[str, dict], *, marker_at: int | None = None,
               ylabel: str = "", title: str = "") -> None:
        plot_history(self.ax, turns, series, styles, marker_at=marker_at, ylabel=ylabel,
                     title=title)
