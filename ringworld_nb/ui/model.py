"""The game on an app, without widgets: the model every part of the app reads.

An app shows one game. :class:`GameModel` holds it with what the app knows about it
besides the moves, and nothing that draws or clicks:

* the **position shown**: ``index`` moves into the game (the latest position, or an
  earlier one being reviewed); :attr:`~GameModel.shown` is the game at that position
  (the game itself at the end, a copy before it);
* **taking back**: :meth:`~GameModel.take_back` one move (or a resignation),
  :meth:`~GameModel.truncate` to an earlier position;
* the **statistics** of every position (what the graph plots: the game's own numbers,
  given as a function) and the **estimates** of the first player's chance to win at each
  position (None where unknown), kept one per position as the game grows and shrinks;
* the **words** of the last moves (the message after a move: the moves since a person
  last moved, at most three).

>>> from ringworld_nb.ringworld import RingWorld
>>> model = GameModel(RingWorld(3), statistics=lambda game: game.turn)
>>> for text in ("00@0", "05@0"):
...     _ = model.game.play(text)
...     model.follow()
>>> model.stats, model.index, model.reviewing
([0, 1, 2], 2, False)
>>> model.show(1), model.reviewing, model.shown.turn
(1, True, 1)
>>> model.take_back(), model.stats, model.index
('05@0', [0, 1], 1)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from ..core.protocol import RESIGNATION, Game

__all__ = ["GameModel", "LOG_LINES"]

G = TypeVar("G", bound=Game)

#: The moves the message after a move keeps (the latest last).
LOG_LINES = 3


class GameModel(Generic[G]):
    """The game of an app and what the app knows of it (see the module docstring).

    ``statistics(game)`` gives the numbers of one position (the graph's)."""

    def __init__(self, game: G, statistics: Callable[[G], Any]) -> None:
        self._statistics = statistics
        self.game: G = game
        #: the number of moves into the game of the position shown
        self.index = len(game.history)
        #: the statistics of every position (index = moves played)
        self.stats: list[Any] = []
        #: the first player's estimated chance to win at every position (None: unknown)
        self.estimates: list[float | None] = []
        #: the words of the last moves, plain text (see :meth:`log_move`)
        self.log: list[str] = []
        self.replace(game)

    # ------------------------------------------------------------- positions --
    @property
    def length(self) -> int:
        """The moves of the game."""
        return len(self.game.history)

    @property
    def reviewing(self) -> bool:
        """True while an earlier position than the latest is shown."""
        return self.index < self.length

    @property
    def shown(self) -> G:
        """The game at the position shown (the game itself at the end, else a copy)."""
        return self.position_at(self.index)

    def position_at(self, index: int) -> G:
        """The game after ``index`` moves: the game itself at the end, else a copy."""
        if index >= self.length:
            return self.game
        trial = self.game.clone()
        while len(trial.history) > index:
            trial.undo()  # a resignation at the end is undone first, then moves
        return trial

    def show(self, index: int) -> int:
        """Show the position after ``index`` moves (kept within the game); the index."""
        self.index = max(0, min(int(index), self.length))
        return self.index

    # ------------------------------------------------------- the game changes --
    def replace(self, game: G, estimates: Sequence[float | None] = ()) -> None:
        """A new game on the app (a new one, or one loaded with its ``estimates``): the
        latest position shown, the statistics made again, no words."""
        self.game = game
        self.rebuild()
        n = self.length + 1
        known = list(estimates)[:n]
        self.estimates = known + [None] * (n - len(known))
        self.index = self.length
        self.log = []

    def follow(self, estimate: float | None = None) -> None:
        """The game changed at its end (a move played or taken back): one statistic and
        one estimate slot a position, the latest position shown; ``estimate`` is the
        one the move just played came with."""
        n = self.length + 1
        if len(self.stats) > n:
            del self.stats[n:]
            self.stats[-1] = self._statistics(self.game)
        elif len(self.stats) == n - 1:
            self.stats.append(self._statistics(self.game))
        elif len(self.stats) != n:
            self.rebuild()
        del self.estimates[n:]
        self.estimates += [None] * (n - len(self.estimates))
        if estimate is not None:
            self.estimates[n - 1] = estimate
        self.index = self.length

    def rebuild(self) -> None:
        """The statistics of every position, made again from the game."""
        trial = self.game.clone()
        stats: list[Any] = [None] * (len(trial.history) + 1)
        while True:
            stats[len(trial.history)] = self._statistics(trial)
            if not trial.history:
                break
            trial.undo()
        self.stats = stats

    @property
    def resigned(self) -> bool:
        """True when the game ended by a resignation (which undo takes back first)."""
        outcome = self.game.outcome
        return outcome is not None and outcome.reason == "resignation"

    def take_back(self) -> str:
        """Undo the last move (or resignation) of the game; its words."""
        taken = self.game.undo()
        words = "the resignation" if taken is RESIGNATION else self.game.notation(taken)
        self.follow()
        return words

    def truncate(self, index: int) -> None:
        """Drop the moves after ``index`` (and an ending by resignation)."""
        while self.length > index or self.resigned:
            self.game.undo()
        self.follow()

    def movers(self) -> list[Any]:
        """Who played each move of the game, in order."""
        replay = self.game.clone()
        movers: list[Any] = [None] * len(replay.history)
        while replay.history:
            if replay.undo() is not RESIGNATION:  # (a resignation is no move)
                movers[len(replay.history)] = replay.to_move
        return movers

    # ------------------------------------------------------------------ words --
    def log_move(self, words: str, *, by_person: bool, lines: int = LOG_LINES) -> list[str]:
        """Keep the words of a move: a person's move starts the message again (the
        person sees their move and the replies to it); at most ``lines``."""
        if by_person:
            self.log = []
        self.log = [*self.log, words][-lines:]
        return self.log
