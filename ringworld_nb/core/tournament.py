"""Games and matches between players, written once for every two-player game.

A match plays pairs of games from the same start with the seats swapped, so neither
player profits from moving first; it counts wins, draws and losses of the first player
and the time each player took per move (median and maximum). Matches take minutes, so
:func:`play_match` calls ``progress(games done, games in all)`` after every game: the
benchmarks draw a text bar with it (:func:`text_progress`), the notebooks a widget.

>>> from ringworld_nb.ringworld import RingWorld
>>> class First:
...     name = "first move"
...     def choose(self, game): return game.legal_moves()[0]
...     def choose_with_info(self, game): return Choice(self.choose(game))
>>> class Last(First):
...     name = "last move"
...     def choose(self, game): return game.legal_moves()[-1]
>>> result = play_match(lambda i: RingWorld(3, max_turns=40), First(), Last(), games=2)
>>> result.games, result.wins + result.draws + result.losses
(2, 2)
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from .mcts import outcome_score
from .players import Choice, Player

__all__ = ["play_game", "play_match", "MatchResult", "text_progress"]


def play_game(game: Any, players: dict[Any, Player], *, max_plies: int | None = None,
              on_move: Callable[[Any, Choice, float], None] | None = None) -> Any:
    """Play ``game`` to its end, ``players[p]`` choosing for player ``p``; return it.

    ``on_move(game, choice, seconds)`` is called after each move; ``max_plies`` stops a
    game that goes on too long (it then has no outcome).
    """
    plies = 0
    while not game.is_over and (max_plies is None or plies < max_plies):
        player = players[game.to_move]
        t0 = time.perf_counter()
        choice = player.choose_with_info(game)
        seconds = time.perf_counter() - t0
        game.play(choice.move)
        plies += 1
        if on_move is not None:
            on_move(game, choice, seconds)
    return game


@dataclass
class MatchResult:
    """Wins, draws and losses of player A against player B, and their times per move."""

    a: str
    b: str
    wins: int = 0
    draws: int = 0
    losses: int = 0
    unfinished: int = 0
    times_a: list[float] = field(default_factory=list)
    times_b: list[float] = field(default_factory=list)

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses + self.unfinished

    @property
    def score(self) -> float:
        """A's share of the points: a win 1, a draw 1/2."""
        return (self.wins + 0.5 * self.draws) / self.games if self.games else 0.0

    @staticmethod
    def _times(times: Sequence[float]) -> str:
        if not times:
            return "no moves"
        return f"median {statistics.median(times):.3f} s, max {max(times):.3f} s per move"

    def summary(self) -> str:
        """One paragraph: the score line and both players' times."""
        line = (f"{self.a} vs {self.b}: {self.wins} wins, {self.draws} draws, "
                f"{self.losses} losses in {self.games} games ({100 * self.score:.1f}%)")
        if self.unfinished:
            line += f", {self.unfinished} unfinished"
        return (f"{line}\n  {self.a}: {self._times(self.times_a)}\n"
                f"  {self.b}: {self._times(self.times_b)}")


def play_match(new_game: Callable[[int], Any], a: Player, b: Player, *, games: int = 10,
               seats: tuple[Any, Any] = (1, 2), max_plies: int | None = None,
               progress: Callable[[int, int], None] | None = None) -> MatchResult:
    """``games`` games of ``a`` against ``b``; game ``i`` starts from ``new_game(i // 2)``
    (the same start twice), ``a`` taking ``seats[0]`` in even games and ``seats[1]`` in
    odd ones (the game's own player ids: 1 and 2, or "silver" and "gold").
    """
    result = MatchResult(getattr(a, "name", repr(a)), getattr(b, "name", repr(b)))
    for i in range(games):
        game = new_game(i // 2)
        first, second = seats
        a_seat = first if i % 2 == 0 else second
        who = {first: a, second: b} if i % 2 == 0 else {first: b, second: a}
        while not game.is_over and (max_plies is None or len(game.history) < max_plies):
            seat = game.to_move
            t0 = time.perf_counter()
            choice = who[seat].choose_with_info(game)
            (result.times_a if seat == a_seat else result.times_b).append(
                time.perf_counter() - t0)
            game.play(choice.move)
        if not game.is_over:
            result.unfinished += 1
        else:
            score = outcome_score(game.outcome, a_seat)
            if score == 1.0:
                result.wins += 1
            elif score == 0.0:
                result.losses += 1
            else:
                result.draws += 1
        if progress is not None:
            progress(i + 1, games)
    return result


def text_progress(label: str, stream: TextIO | None = None) -> Callable[[int, int], None]:
    """A ``progress`` callback drawing ``label [#####.....] 5/10`` on one line."""
    out = stream or sys.stderr

    def show(done: int, total: int) -> None:
        width = 30
        filled = width * done // max(total, 1)
        out.write(f"\r{label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
        if done >= total:
            out.write("\n")
        out.flush()

    return show
