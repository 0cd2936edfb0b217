"""Is A stronger than B? A sequential test that stops as soon as it can tell.

Fishtest's question, answered the way it does: is A at least ``elo1`` stronger than B
(hypothesis H1), or at most ``elo0`` (H0)? After every pair of games (one start, the
seats swapped) the log-likelihood ratio of the two hypotheses is computed from the
wins, draws and losses so far - the normal approximation of the generalised SPRT
(Michel Van den Bergh's, fishtest's "logistic" LLR)::

    LLR = n (s1 - s0) (2 mean - s0 - s1) / (2 variance)

with ``s = 1 / (1 + 10 ** (-elo / 400))`` the expected score of each hypothesis and
``mean``, ``variance`` those of the game scores. The test stops when the LLR leaves
``[log(beta / (1 - alpha)), log((1 - beta) / alpha)]`` - about +-2.94 for
``alpha = beta = 0.05`` - accepting H1 above, H0 below; or when ``max_games`` are
played, undecided.

Games are handed to the executor ahead of the count, but counted in their order, so the
test stops at the same game and gives the same answer whatever the executor; the games
handed out beyond it are cancelled (or, if already running, ignored).

>>> round(llr(60, 20, 20, 0.0, 50.0), 2), sprt_bounds(0.05, 0.05)[1] > 2.94
(7.34, True)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import ArgumentError
from .executors import check_executor, workers_of
from .games import GameMaker, seats_of
from .play import GameRecord, Kit
from .progress import progress_bar
from .schedule import derive_seed, schedule
from .tournament import (
    Entrants,
    Stop,
    _first_game,
    _probe_players,
    check_entrants,
    check_new_game,
    play_games,
)
from .validate import integer

__all__ = ["llr", "sprt_bounds", "run_sprt", "SprtResult"]


def _expected(elo: float) -> float:
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


def llr(wins: int, draws: int, losses: int, elo0: float, elo1: float) -> float:
    """The log-likelihood ratio of H1 (A is ``elo1`` stronger) against H0 (``elo0``)
    from A's wins, draws and losses (0 when the scores do not vary yet)."""
    n = wins + draws + losses
    if n == 0:
        return 0.0
    mean = (wins + 0.5 * draws) / n
    variance = (wins * (1 - mean) ** 2 + draws * (0.5 - mean) ** 2 + losses * mean ** 2) / n
    if variance == 0:
        return 0.0
    s0, s1 = _expected(elo0), _expected(elo1)
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance)


def sprt_bounds(alpha: float, beta: float) -> tuple[float, float]:
    """The (lower, upper) LLR bounds for error rates ``alpha`` (accepting H1 when H0
    holds) and ``beta`` (accepting H0 when H1 holds)."""
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


@dataclass
class SprtResult:
    """The test's answer and the games it took."""

    a: str
    b: str
    elo0: float
    elo1: float
    alpha: float
    beta: float
    llr: float
    lower: float
    upper: float
    wins: int
    draws: int
    losses: int
    records: list[GameRecord] = field(default_factory=list)
    stopped: bool = False

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def decision(self) -> str | None:
        """'H1' (A is at least elo1 stronger), 'H0' (at most elo0), or None."""
        if self.llr >= self.upper:
            return "H1"
        if self.llr <= self.lower:
            return "H0"
        return None

    def __str__(self) -> str:
        verdict = {"H1": f"H1 accepted: {self.a} is stronger than {self.b} by at least "
                         f"{self.elo1:g} Elo",
                   "H0": f"H0 accepted: {self.a} is not stronger than {self.b} by more "
                         f"than {self.elo0:g} Elo",
                   None: "no decision yet"}[self.decision]
        return (f"SPRT {self.a} vs {self.b}, elo0 {self.elo0:g}, elo1 {self.elo1:g}, "
                f"alpha {self.alpha:g}, beta {self.beta:g}: LLR {self.llr:.2f} "
                f"[{self.lower:.2f}, {self.upper:.2f}] after {self.games} games "
                f"({self.wins}-{self.draws}-{self.losses}): {verdict}")


def run_sprt(entrants: Entrants, new_game: Callable[[int], Any] | GameMaker | str, *,
             elo0: float = 0.0, elo1: float = 50.0, alpha: float = 0.05, beta: float = 0.05,
             max_games: int = 2000, seed: int = 0, executor: Any = None,
             max_plies: int | None = None,
             progress: bool | str | Callable[[int, int], Any] = True,
             stop: Stop = None) -> SprtResult:
    """Test the first of two ``entrants`` (A) against the second (B): play pairs of
    games (seats swapped, starts as in :func:`~.tournament.run_tournament`) until the
    SPRT decides, or ``max_games``. Two-seat games only."""
    factories = check_entrants(entrants)
    if len(factories) != 2:
        raise ArgumentError(f"the SPRT compares two entrants, got {len(factories)}")
    if not elo0 < elo1:
        raise ArgumentError(f"elo0 must be below elo1, got {elo0} and {elo1}")
    for name, value in (("alpha", alpha), ("beta", beta)):
        if not 0 < value < 0.5:
            raise ArgumentError(f"{name} must be between 0 and 0.5, got {value}")
    max_games = integer(max_games, "max_games", low=2)
    maker = check_new_game(new_game)
    pool = check_executor(executor)
    first = _first_game(maker, derive_seed(seed, "start", 0))
    seats = seats_of(first)
    if seats is None or len(seats) != 2:
        raise ArgumentError("the SPRT needs a two-player game")
    a, b = factories
    tasks = schedule((a, b), seats, max_games, seed)
    _probe_players(factories, first, seed)
    lower, upper = sprt_bounds(alpha, beta)
    result = SprtResult(a, b, elo0, elo1, alpha, beta, 0.0, lower, upper, 0, 0, 0)
    waiting: dict[int, GameRecord] = {}
    bar = progress_bar(max_games, progress, f"SPRT {a} vs {b}")
    window = 2 * (workers_of(pool) or 2)
    stream = play_games(Kit(maker, factories, max_plies), tasks, pool, window=window,
                        stop=stop)
    try:
        for record in stream:
            waiting[record.index] = record
            while len(result.records) in waiting:
                _count(result, waiting.pop(len(result.records)))
                bar.update(1)
                if result.games % 2 == 0:
                    result.llr = llr(result.wins, result.draws, result.losses, elo0, elo1)
                    bar.note(f"LLR {result.llr:.2f} [{lower:.2f}, {upper:.2f}]")
                    if result.decision is not None:
                        return result
    except KeyboardInterrupt:
        result.stopped = True
    finally:
        stream.close()
        bar.close()
    result.llr = llr(result.wins, result.draws, result.losses, elo0, elo1)
    result.stopped = result.stopped or (result.decision is None and
                                        len(result.records) < max_games)
    return result


def _count(result: SprtResult, record: GameRecord) -> None:
    result.records.append(record)
    if not record.counts:
        return
    score = sum(s for name, s in zip(record.names, record.scores()) if name == result.a)
    if score > 0.5:
        result.wins += 1
    elif score < 0.5:
        result.losses += 1
    else:
        result.draws += 1
