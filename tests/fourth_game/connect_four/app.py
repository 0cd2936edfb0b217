"""``ConnectFourApp``: Connect Four played in a notebook, on the shared app of
ringworld_nb (:class:`~ringworld_nb.ui.GameApp`): seats and the AI, undo, review, the
graph, analysis, files, keys and layout come with it; this says what only Connect Four
has - its grid, its clicks, its colours and its numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ringworld_nb.core.view import View
from ringworld_nb.ui.app import GameApp
from ringworld_nb.ui.arguments import inches, optional_flag, optional_seed, seats_argument, seconds
from ringworld_nb.ui.board_view import BoardShape

from .draw import COLOURS, GridArtist, text_board, view
from .game import NAMES, ConnectFour, Event
from .input import ConnectFourInput

__all__ = ["ConnectFourApp"]


class ConnectFourApp(GameApp[ConnectFour]):
    """Connect Four on a grid of ``columns`` x ``rows``: ``seats`` (who plays Yellow and
    Red: "person" or an AI strength), ``pace`` (seconds before an AI move), ``size`` (the
    board's width in inches) and ``interactive`` as in every app."""

    game_class = ConnectFour
    input_class = ConnectFourInput
    file_stem = "connect_four"
    title = "Connect Four"
    player_names = NAMES
    player_colours = COLOURS

    def __init__(self, columns: int = 7, rows: int = 6, *,
                 seats: Sequence[str] = ("person", "easy"), pace: float = 0.6,
                 interactive: bool | None = None, seed: int | None = 0,
                 size: float = 5.0) -> None:
        self.seed = optional_seed(seed)
        super().__init__(ConnectFour(columns, rows), seats=seats_argument(seats, 2),
                         pace=seconds(pace, "pace"), size_px=int(inches(size, "size") * 100),
                         interactive=optional_flag(interactive, "interactive"))
        self._assemble()

    # -------------------------------------------------------------- the board --
    def board_shape(self, game: ConnectFour) -> BoardShape:
        return BoardShape((game.rows + 0.9) / (game.columns + 0.2), None,
                          (game.columns, game.rows))

    def new_artist(self, game: ConnectFour) -> None:
        self.artist = GridArtist(self.ax, game.columns, game.rows)

    def draw(self, game: ConnectFour, view: View) -> None:
        self.artist.update(game, view.marks)

    def hit(self, x: float | None, y: float | None) -> Any:
        return self.artist.hit(x, y)

    def twin_cells(self, game: ConnectFour, view: View) -> tuple[list[Any], dict[int, str]]:
        return text_board(game, view)

    def view(self, game: ConnectFour) -> View:
        person = self.person_to_move(game)
        return view(game, self.ai.names(), marks=person)

    def mark_where(self, where: Any) -> tuple[tuple[float, float], float] | None:
        if not isinstance(where, int) or not 0 <= where < self.game.columns:
            return None
        return (float(where), self.game.rows - 0.1), 0.3

    # ---------------------------------------------------------- words, numbers --
    def title_of(self, game: ConnectFour) -> str:
        return f"Connect Four {game.columns}x{game.rows}"

    def setup_values(self, game: ConnectFour) -> dict[str, Any]:
        return {"columns": game.columns, "rows": game.rows}

    def describe_move(self, game: ConnectFour, mover: Any, move: Any,
                      events: list[Event]) -> str:
        return " ".join(e.describe() for e in events)

    def statistics(self, game: ConnectFour) -> tuple[int, ...]:
        """The discs of each player in the middle column (where most fours pass)."""
        middle = game.grid[game.columns // 2]
        return tuple(sum(1 for owner in middle if owner == p) for p in game.seats)

    def graph_series(self, stats: list[Any]) -> tuple[dict[str, list[float]],
                                                      dict[str, dict], str]:
        series = {f"{NAMES[p]} in the middle": [s[i] for s in stats]
                  for i, p in enumerate((1, 2))}
        styles = {f"{NAMES[p]} in the middle": {"color": COLOURS[p], "lw": 2}
                  for p in (1, 2)}
        return series, styles, "discs in the middle column"
