"""Connect Four drawn with matplotlib: the grid, the discs, the marks of a position.

:func:`view` computes once what a position shows (the columns a disc may go in, the
last disc, the four in a row) and the words of the status; :class:`GridArtist` draws it
on an Axes and tells which column a click is in. No widgets here.
"""

from __future__ import annotations

from typing import Any

from matplotlib.patches import Circle, Rectangle

from ringworld_nb.core.view import TwinCell, View

from .game import NAMES, ConnectFour

__all__ = ["GridArtist", "view", "COLOURS", "draw_position"]

COLOURS = {1: "#f5c518", 2: "#d62728"}
_EMPTY, _FRAME, _MARK = "#0b1220", "#1f4fbf", "#ffffff"


def view(game: ConnectFour, names: dict[int, str] | None = None, *,
         marks: bool = True) -> View:
    """The marks and words of ``game`` (``marks``: the columns a disc may go in)."""
    names = names or NAMES
    last = game.history[-1] if game.history else None
    drawn = {"legal": tuple(game.legal_moves()) if marks else (),
             "last": (last, game.heights[last] - 1) if last is not None else None,
             "line": game.line}
    if game.is_over:
        status = (f"{names[game.winner]} wins: four in a row." if game.winner
                  else "A draw: the grid is full.")
        return View(drawn, status)
    mover = names[game.to_move]
    return View(drawn, f"{mover} to move (move {len(game.history) + 1}).",
                "Click a column to drop a disc." if marks else "")


class GridArtist:
    """The grid of ``game`` on ``ax``, drawn once and updated in place."""

    def __init__(self, ax: Any, columns: int, rows: int) -> None:
        self.ax, self.columns, self.rows = ax, columns, rows
        ax.set_xlim(-0.6, columns - 0.4)
        ax.set_ylim(-0.6, rows + 0.3)
        ax.set_aspect("equal")
        ax.axis("off")
        ax.add_patch(Rectangle((-0.5, -0.5), columns, rows, color=_FRAME, zorder=0))
        self.discs = {(c, r): ax.add_patch(Circle((c, r), 0.4, color=_EMPTY, zorder=1))
                      for c in range(columns) for r in range(rows)}
        self.dots = [ax.add_patch(Circle((c, rows - 0.1), 0.12, color=_MARK, zorder=2,
                                         visible=False)) for c in range(columns)]
        for c in range(columns):
            ax.text(c, -0.75, chr(97 + c), ha="center", va="top", color="#d8dde8",
                    fontsize=10)
        self.ring = ax.add_patch(Circle((0, 0), 0.44, fill=False, color=_MARK, lw=2,
                                        zorder=3, visible=False))

    def update(self, game: ConnectFour, marks: dict[str, Any]) -> None:
        for (c, r), disc in self.discs.items():
            owner = game.grid[c][r]
            disc.set_color(COLOURS.get(owner, _EMPTY))
            disc.set_linewidth(3 if (c, r) in marks["line"] else 0)
            disc.set_edgecolor(_MARK)
        for c, dot in enumerate(self.dots):
            dot.set_visible(c in marks["legal"])
        last = marks["last"]
        self.ring.set_visible(last is not None)
        if last is not None:
            self.ring.center = last

    def hit(self, x: float | None, y: float | None) -> int | None:
        """The column of a click (None: outside the grid)."""
        if x is None or y is None or not -0.5 <= x < self.columns - 0.5:
            return None
        return int(round(x)) if -0.6 <= y <= self.rows + 0.3 else None


def draw_position(ax: Any, game: ConnectFour, *, move: int | None = None) -> GridArtist:
    """The position on ``ax``, ``move`` marked (the spec's ``picture``)."""
    art = GridArtist(ax, game.columns, game.rows)
    marks = dict(view(game).marks)
    if move is not None:
        marks["legal"] = (move,)
    art.update(game, marks)
    return art


def text_board(game: ConnectFour, view: View) -> tuple[list[TwinCell], dict[int, str]]:
    """The grid told as text for the app's twin: one button a column (where a disc is
    dropped), saying its discs from the bottom up and whether a disc may go there."""
    legal = set(game.legal_moves()) if not game.is_over else set()
    cells = []
    for column in range(game.columns):
        discs = [NAMES[p].lower() for p in game.grid[column] if p]
        words = [f"column {game.notation(column)}",
                 ("discs from the bottom: " + ", ".join(discs)) if discs else "empty"]
        if column in legal:
            words.append("a disc may go here")
        cells.append(TwinCell(game.notation(column), game.notation(column), ", ".join(words),
                              0, column, column))
    return cells, {0: "the columns"}
