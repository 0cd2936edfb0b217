"""The rules of Connect Four on the game protocol of ringworld_nb.

A move is the column a disc is dropped in, 0 (a) to ``columns - 1``; in notation its
letter. Yellow (1) moves first, then Red (2).

>>> game = ConnectFour()
>>> for text in "dcdcdcd":
...     events = game.play(text)
>>> game.winner, game.outcome.reason, [e.kind for e in events]
(1, 'four in a row', ['dropped', 'won'])
>>> game.undo(), game.is_over, game.to_move
(3, False, 1)
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from ringworld_nb.core.errors import IllegalMoveError, NotationError, RecordError
from ringworld_nb.core.protocol import Outcome, check_record_game, replay
from ringworld_nb.core.record import Record, kept_notes
from ringworld_nb.core.validate import describe, integer, is_integer

__all__ = ["ConnectFour", "Event", "YELLOW", "RED", "NAMES"]

YELLOW, RED = 1, 2
NAMES = {YELLOW: "Yellow", RED: "Red"}
_LINES = ((1, 0), (0, 1), (1, 1), (1, -1))


@dataclass(frozen=True)
class Event:
    """What a move did: a disc ``dropped`` at ``(column, row)`` (row 0 the bottom), a
    player ``won`` with the four ``cells``, or the game ``drawn``."""

    kind: str
    player: int
    cells: tuple[tuple[int, int], ...] = ()

    def describe(self) -> str:
        if self.kind == "dropped":
            (column, row), = self.cells
            return f"{NAMES[self.player]} dropped a disc in {chr(97 + column)} (row {row + 1})."
        if self.kind == "won":
            return f"{NAMES[self.player]} has four in a row and wins."
        return "The grid is full: a draw."


class ConnectFour:
    """A game of Connect Four on a grid of ``columns`` x ``rows`` (4 to 9 each)."""

    game_name = "connect4"
    title = "Connect Four"

    def __init__(self, columns: int = 7, rows: int = 6) -> None:
        self.columns = integer(columns, "columns", low=4, high=9)
        self.rows = integer(rows, "rows", low=4, high=9)
        self.grid = [[0] * self.rows for _ in range(self.columns)]  # grid[column][row]
        self.heights = [0] * self.columns
        self._history: list[int] = []
        self._outcome: Outcome | None = None
        self._line: tuple[tuple[int, int], ...] = ()
        self._events: list[Event] = []
        self.comments: dict[int, str] = {}
        self.annotations: dict[str, Any] = {}

    # -------------------------------------------------------------- the state --
    @property
    def seats(self) -> tuple[int, int]:
        return (YELLOW, RED)

    @property
    def to_move(self) -> int:
        return YELLOW if len(self._history) % 2 == 0 else RED

    @property
    def history(self) -> tuple[int, ...]:
        return tuple(self._history)

    @property
    def is_over(self) -> bool:
        return self._outcome is not None

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def winner(self) -> int | None:
        return None if self._outcome is None else self._outcome.winner

    @property
    def line(self) -> tuple[tuple[int, int], ...]:
        """The four winning cells (empty while nobody has four)."""
        return self._line

    def key(self) -> tuple[object, ...]:
        """The position as a hashable value: the discs column by column, and who is to
        move (what ringworld_nb's exact search keeps its values under)."""
        return (tuple(map(tuple, self.grid)), self.to_move)

    def legal_moves(self) -> list[int]:
        if self._outcome is not None:
            return []
        return [c for c in range(self.columns) if self.heights[c] < self.rows]

    # -------------------------------------------------------------- the moves --
    def check(self, move: Any) -> None:
        if not is_integer(move):
            raise TypeError(f"a move is a column number, got {describe(move)}")
        column = int(move)
        if self._outcome is not None:
            raise IllegalMoveError(f"move {column}: the game is over")
        if not 0 <= column < self.columns:
            raise IllegalMoveError(f"move {column}: there is no column {column} (0 to "
                                   f"{self.columns - 1})")
        if self.heights[column] >= self.rows:
            raise IllegalMoveError(f"move {self.notation(column)}: column "
                                   f"{self.notation(column)} is full")

    def push(self, move: int) -> None:
        """Drop a disc in column ``move`` (a legal move): no check, no events kept -
        ``last_events()`` finds this move's events again by replaying it."""
        self._events = []
        player = self.to_move
        row = self.heights[move]
        self.grid[move][row] = player
        self.heights[move] = row + 1
        self._history.append(move)
        line = self._four(move, row, player)
        if line:
            self._outcome, self._line = Outcome((player,), "four in a row"), line
        elif len(self._history) == self.columns * self.rows:
            self._outcome = Outcome((), "the grid is full")

    def play(self, move: int | str) -> list[Event]:
        column = self.parse(move) if isinstance(move, str) else move
        self.check(column)
        player, row = self.to_move, self.heights[int(column)]
        self.push(int(column))
        events: list[Event] = [Event("dropped", player, ((int(column), row),))]
        if self._line:
            events.append(Event("won", player, self._line))
        elif self._outcome is not None:
            events.append(Event("drawn", 0))
        self._events = events
        return events

    def undo(self) -> int:
        if not self._history:
            raise IllegalMoveError("nothing to undo: no move has been played")
        column = self._history.pop()
        self.heights[column] -= 1
        self.grid[column][self.heights[column]] = 0
        self._outcome, self._line, self._events = None, (), []
        return column

    def last_events(self) -> list[Event]:
        if self._events or not self._history:
            return list(self._events)
        trial = self.clone()
        column = trial.undo()
        return trial.play(column)

    def clone(self) -> ConnectFour:
        return copy.deepcopy(self)

    def random_move(self, rng: Any) -> int:
        return rng.choice(self.legal_moves())

    def _four(self, column: int, row: int, player: int) -> tuple[tuple[int, int], ...]:
        for dc, dr in _LINES:
            cells = [(column, row)]
            for sign in (1, -1):
                c, r = column + sign * dc, row + sign * dr
                while 0 <= c < self.columns and 0 <= r < self.rows \
                        and self.grid[c][r] == player:
                    cells.append((c, r))
                    c, r = c + sign * dc, r + sign * dr
            if len(cells) >= 4:
                return tuple(sorted(cells))
        return ()

    # ---------------------------------------------------------------- notation --
    def notation(self, move: int) -> str:
        return chr(ord("a") + int(move))

    def parse(self, text: str) -> int:
        if not isinstance(text, str) or len(text.strip()) != 1 \
                or not "a" <= text.strip().lower() < chr(ord("a") + self.columns):
            raise NotationError(f"{describe(text)} is not a column of this grid: a letter "
                                f"from a to {chr(ord('a') + self.columns - 1)}")
        return ord(text.strip().lower()) - ord("a")

    # ----------------------------------------------------------------- records --
    def record(self) -> Record:
        outcome = self._outcome
        result = None if outcome is None else {"winners": list(outcome.winners),
                                                "reason": outcome.reason}
        kept, notes = kept_notes(self, None, None, len(self._history))
        return Record(game=self.game_name, options={"columns": self.columns, "rows": self.rows},
                      moves=[self.notation(m) for m in self._history], comments=kept,
                      result=result, annotations=notes)

    @classmethod
    def from_record(cls, record: Record) -> ConnectFour:
        check_record_game(record, cls.game_name, cls.title)
        unknown = sorted(set(record.options) - {"columns", "rows"})
        if unknown:
            raise RecordError(f"unknown option(s) in the record: {', '.join(unknown)}")
        try:
            game = cls(**record.options)
        except (TypeError, ValueError) as err:
            raise RecordError(f"bad options: {err}") from None
        game = replay(game, record)
        game.comments, game.annotations = dict(record.comments), dict(record.annotations)
        return game

    def __repr__(self) -> str:
        return (f"<ConnectFour {self.columns}x{self.rows}: {len(self._history)} moves, "
                f"{'over' if self.is_over else NAMES[self.to_move] + ' to move'}>")
