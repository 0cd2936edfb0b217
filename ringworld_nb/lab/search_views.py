"""What a tree search saw, as pictures (for the AI lab notebook).

* :func:`search_figure` - a position of any game with the search's chosen move marked
  on the board (the game's own picture: its spec's ``picture``), and beside it the most
  visited moves as bars with their estimated win probability;
* :func:`settling` / :func:`settling_figure` - the same position searched with more and
  more simulations: how the estimate and the chosen move settle.

Figures are built on the Agg canvas (pyplot is never touched): a notebook shows them as
pictures under ``%matplotlib inline``, no wider than a laptop's notebook column
(:func:`~ringworld_nb.core.pictures.column_inches`), no text under 10 pixels.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from ..core.mcts import MCTS, SearchReport
from ..core.pictures import column_inches
from ..core.registry import spec_of

__all__ = ["search_figure", "settling", "settling_figure", "Settling", "line_notation"]


#: The colours of the search's picture: the boards' dark ground, light text.
BACKGROUND = "#06080c"
TEXT = "#d8dde8"


def _figure(width: float, height: float) -> Figure:
    fig = Figure(figsize=(width, height), dpi=100, facecolor="white")
    FigureCanvasAgg(fig)
    return fig


def search_figure(game: Any, report: SearchReport, *, top: int = 8) -> Figure:
    """The position with the chosen move marked, and the ``top`` most visited moves.

    On the board the chosen move's placement and turned position are drawn selected (as
    the app draws a move being made); the bars count the simulations each move received
    and are labelled with its estimated win probability for the player to move.
    """
    fig = _figure(column_inches(), 4.2)
    fig.set_facecolor(BACKGROUND)
    board_ax = fig.add_axes((0.0, 0.02, 0.46, 0.96))
    bars_ax = fig.add_axes((0.6, 0.13, 0.36, 0.7), facecolor=BACKGROUND)
    move = report.move
    spec_of(game).part("picture")(board_ax, game, move=move)
    board_ax.set_facecolor(BACKGROUND)
    stats = list(report.moves[:top])[::-1]
    names = [game.notation(s.move) for s in stats]
    visits = [s.visits for s in stats]
    colours = ["#d95f02" if s.move == move else "#7570b3" for s in stats]
    bars_ax.barh(range(len(stats)), visits, color=colours)
    bars_ax.set_yticks(range(len(stats)), names, fontsize=9, family="monospace")
    for i, s in enumerate(stats):
        bars_ax.text(s.visits, i, f"  {100 * s.win_probability:.0f}%", va="center",
                     fontsize=8, color=TEXT)
    bars_ax.set_xlabel("simulations through the move", color=TEXT)
    bars_ax.set_xlim(0, max(visits) * 1.3 if visits else 1)
    bars_ax.tick_params(colors=TEXT)
    bars_ax.spines[["top", "right"]].set_visible(False)
    bars_ax.spines[["left", "bottom"]].set_color(TEXT)
    bars_ax.set_title(f"{report.simulations} simulations: the most visited moves\n"
                      f"(label: estimated win chance)", fontsize=10, color=TEXT)
    return fig


@dataclass(frozen=True)
class Settling:
    """Searches of one position with growing budgets: per budget the move chosen and
    its estimated win probability."""

    budgets: tuple[int, ...]
    moves: tuple[Any, ...]
    estimates: tuple[float, ...]


def line_notation(game: Any, line: Sequence[Any]) -> list[str]:
    """The moves of ``line`` (played from ``game``, which is not changed) as text."""
    trial = game.clone()
    texts = []
    for move in line:
        texts.append(trial.notation(move))
        trial.push(move)
    return texts


def settling(game: Any, budgets: Sequence[int],
             search: Callable[[int], MCTS] | None = None) -> Settling:
    """Search ``game`` once per budget (simulations), each from scratch:
    ``search(budget)`` gives the search (default: ``MCTS(iterations=budget)``)."""
    make = search or (lambda budget: MCTS(iterations=budget))
    moves, estimates = [], []
    for budget in budgets:
        report = make(budget).search(game)
        moves.append(report.move)
        estimates.append(report.win_probability)
    return Settling(tuple(budgets), tuple(moves), tuple(estimates))


def settling_figure(runs: dict[str, Settling], notation: Any) -> Figure:
    """The estimate against the number of simulations, one line per run (e.g. per seed);
    each point labelled with the move chosen (``notation(move)``) where it changes."""
    fig = _figure(8.0, 3.6)
    ax = fig.add_axes((0.09, 0.15, 0.88, 0.72))
    for number, (label, run) in enumerate(runs.items()):
        line, = ax.plot(run.budgets, [100 * e for e in run.estimates], marker="o",
                        label=label)
        previous = None
        for x, y, m in zip(run.budgets, run.estimates, run.moves):
            if m != previous:
                ax.annotate(notation(m), (x, 100 * y), textcoords="offset points",
                            xytext=(0, 7 + 10 * (number % 2)), ha="center", fontsize=7.5,
                            color=line.get_color())
            previous = m
    ax.set_xscale("log")
    ax.axhline(50, color="grey", lw=0.8, ls=":")
    ax.set_ylim(0, 105)
    ax.set_xlabel("simulations (log scale)")
    ax.set_ylabel("estimated win chance (%)")
    ax.set_title("More simulations, a steadier estimate (labels: the move chosen)",
                 fontsize=10)
    ax.legend(fontsize=8, loc="lower right")
    ax.spines[["top", "right"]].set_visible(False)
    return fig
