"""Strength and speed of the Dice of Doom AIs (docs/rules.md §2.3).

    python benchmarks/dice_ai.py [--games N] [--games10 N] [--games-newcomer N] [--workers W]
                                  [--quick] [--only PART]

prints, with a progress bar on stderr for each long part:

* the 2 x 2 game tree of one start (brute force) and the solver's agreement with it;
* ``3x3 exact solve: N s, M positions`` for one random start (``--seed``), and the
  median / worst over ``--starts3`` random starts;
* the 4 x 4 exact solve of a few starts, each within ``--limit4`` seconds;
* ``5x5 v1 vs random`` and ``5x5 v1 vs classic``: :class:`AlphaBetaAI` (depth 4)
  against a uniform random player and the Land of Lisp AI over ``--games`` games,
  version 1, two players, 3 dice; every start is played twice with the seats swapped,
  so each side moves first in half the games. Fair starts (equal dice, hex counts
  within one) by default, as every start is then winnable by either side; the same
  matches on plain random starts follow;
* ``5x5 v1 greedy vs easy / medium / strong``: what a newcomer meets in the app - a
  simple sensible player (:class:`GreedyPlayer`: the surest attack, as long as it can)
  against the app's AI of each strength (:func:`best_player_for`, with its time
  limits), on the app's default board (5 x 5, version 1, fair starts), seats swapped,
  over ``--games-newcomer`` games per level;
* ``10x10 4p v3 move time``: median and worst time of one :class:`MultiPlayerAI`
  decision (one attack or the pass) on 10 x 10, 4 players, 5 dice, version 3, timed
  in this process alone (one core);
* ``10x10 4p v3 vs 3 random`` / ``vs 3 greedy``: that AI against three random or three
  greedy players over ``--games10`` games, its seat rotating A, B, C, D. A game still
  running after ``--max-plies`` moves is scored by the hexes held (most hexes win).

Draws count as a share (half of a two-way draw). Matches run on ``--workers``
processes (the AI's time limit is per process, so use at most one per core).
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from typing import Any

from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.ai import (
    AlphaBetaAI,
    ClassicAI,
    GreedyPlayer,
    MultiPlayerAI,
    RandomPlayer,
    best_player_for,
)
from ringworld_nb.dice.ai.exact import SolveTimeout, brute_force, solve


# -- progress -------------------------------------------------------------------------
class Progress:
    """A one-line text progress bar on stderr: ``label [#####.....] 57/200 12 s``."""

    def __init__(self, label: str, total: int, width: int = 30) -> None:
        self.label, self.total, self.width = label, total, width
        self.done = 0
        self.start = time.perf_counter()
        self._draw()

    def _draw(self) -> None:
        filled = self.width * self.done // max(self.total, 1)
        elapsed = time.perf_counter() - self.start
        sys.stderr.write(f"\r{self.label} [{'#' * filled}{'.' * (self.width - filled)}] "
                         f"{self.done}/{self.total} {elapsed:.0f} s ")
        sys.stderr.flush()

    def step(self, n: int = 1) -> None:
        self.done += n
        self._draw()

    def close(self) -> None:
        sys.stderr.write("\n")
        sys.stderr.flush()


def run_all(label: str, fn: Callable[[Any], Any], jobs: list[Any], workers: int) -> list[Any]:
    """``[fn(job) for job in jobs]`` on ``workers`` processes, with a progress bar."""
    bar = Progress(label, len(jobs))
    out = []
    if workers <= 1:
        for job in jobs:
            out.append(fn(job))
            bar.step()
    else:
        with multiprocessing.Pool(workers) as pool:
            for result in pool.imap(fn, jobs):
                out.append(result)
                bar.step()
    bar.close()
    return out


def share(game: DiceOfDoom, player: int) -> float:
    """The result of ``player``: 1 / (number of winners) if among the winners, else 0.
    A game not over is judged by the hexes held now."""
    winners = game.winners if game.is_over else game.rules.winners(game.key()[0])
    return 1 / len(winners) if player in winners else 0.0


def percent(score: float, games: int) -> str:
    return f"{score:g}/{games} ({100 * score / games:.1f}%)"


# -- exact solutions ------------------------------------------------------------------
def bench_exact(seed: int, starts3: int, seeds4: Iterable[int], limit4: float) -> None:
    game = DiceOfDoom(2, seed=seed)
    value, nodes = brute_force(game)
    solved = solve(game)
    print(f"2x2 game tree (seed {seed}): value {value:g} for A, {nodes:,} nodes by brute "
          f"force, {solved.positions} positions for the solver")
    agree = sum(solve(DiceOfDoom(2, seed=s)).value == brute_force(DiceOfDoom(2, seed=s))[0]
                for s in range(500))
    print(f"2x2 solver = brute force on {agree}/500 random starts")

    game = DiceOfDoom(3, seed=seed)
    t0 = time.perf_counter()
    value, move, positions = solve(game)
    print(f"3x3 exact solve: {time.perf_counter() - t0:.2f} s, {positions:,} positions "
          f"(seed {seed}: value {value:g} for A, best move {move})")
    times: list[tuple[float, int, int]] = []
    bar = Progress("3x3 starts", starts3)
    for s in range(starts3):
        t0 = time.perf_counter()
        positions = solve(DiceOfDoom(3, seed=s)).positions
        times.append((time.perf_counter() - t0, positions, s))
        bar.step()
    bar.close()
    worst = max(times)
    print(f"3x3 exact solve over {starts3} random starts (seeds 0..{starts3 - 1}): median "
          f"{statistics.median(t for t, _, _ in times) * 1e3:.1f} ms, worst {worst[0]:.2f} s "
          f"(seed {worst[2]}, {worst[1]:,} positions), most positions "
          f"{max(p for _, p, _ in times):,}")

    results = []
    for s in seeds4:
        game = DiceOfDoom(4, seed=s)
        t0 = time.perf_counter()
        bar = Progress(f"4x4 solve seed {s}", 1)
        try:
            value, move, positions = solve(game, time_limit=limit4)
            results.append(f"seed {s}: {value:g} in {time.perf_counter() - t0:.1f} s, "
                           f"{positions:,} positions")
        except SolveTimeout as err:
            results.append(f"seed {s}: time-out after {err.seconds:.0f} s, "
                           f">{err.positions:,} positions")
        bar.step()
        bar.close()
    solved4 = sum("time-out" not in r for r in results)
    print(f"4x4 exact solve: {solved4}/{len(results)} starts solved within {limit4:g} s - "
          + "; ".join(results))


# -- 5 x 5, version 1 -----------------------------------------------------------------
def game_5x5(job: tuple[str, int, bool]) -> tuple[float, int, float]:
    """One 5x5 v1 game of AlphaBetaAI against ``opponent``: (its result, plies, s/move)."""
    opponent, k, fair = job
    game = DiceOfDoom(5, seed=10_000 + k // 2, fair_start=fair)
    seat = k % 2
    players: list[Any] = [None, None]
    players[seat] = AlphaBetaAI(depth=4)
    players[1 - seat] = ClassicAI(depth=4) if opponent == "classic" else RandomPlayer(k)
    spent, moves = 0.0, 0
    while not game.is_over:
        t0 = time.perf_counter()
        move = players[game.to_move].choose(game)
        if game.to_move == seat:
            spent += time.perf_counter() - t0
            moves += 1
        game.play(move)
    return share(game, seat), game.ply, spent / max(moves, 1)


def bench_5x5(games: int, workers: int, random_starts: bool) -> None:
    for fair in (True, False) if random_starts else (True,):
        kind = "fair starts" if fair else "random starts"
        for opponent in ("random", "classic"):
            t0 = time.perf_counter()
            results = run_all(f"5x5 v1 vs {opponent} ({kind})", game_5x5,
                              [(opponent, k, fair) for k in range(games)], workers)
            score = sum(r[0] for r in results)
            print(f"5x5 v1 vs {opponent}: {percent(score, games)}  [{kind}, AlphaBetaAI "
                  f"depth 4, {statistics.mean(r[2] for r in results) * 1e3:.0f} ms/move, "
                  f"{time.perf_counter() - t0:.0f} s]")


# -- what a newcomer meets: greedy against each strength of the app -------------------
def game_newcomer(job: tuple[str, int]) -> tuple[float, int]:
    """One 5x5 v1 fair-start game of GreedyPlayer against the app's AI at ``strength``."""
    strength, k = job
    game = DiceOfDoom(5, seed=20_000 + k // 2, fair_start=True)
    seat = k % 2
    players: list[Any] = [None, None]
    players[seat] = GreedyPlayer()
    players[1 - seat] = best_player_for(game, strength)
    while not game.is_over:
        game.play(players[game.to_move].choose(game))
    return share(game, seat), game.ply


def bench_newcomer(games: int, workers: int) -> None:
    for strength in ("easy", "medium", "strong"):
        t0 = time.perf_counter()
        results = run_all(f"5x5 v1 greedy vs {strength}", game_newcomer,
                          [(strength, k) for k in range(games)], workers)
        score = sum(r[0] for r in results)
        print(f"5x5 v1 greedy vs {strength}: greedy scores {percent(score, games)}  [fair "
              f"starts, seats swapped, {time.perf_counter() - t0:.0f} s]")


# -- 10 x 10, 4 players, version 3 ------------------------------------------------------
def multiplayer_ai(time_limit: float) -> MultiPlayerAI:
    return MultiPlayerAI(time_limit=time_limit)


def big_game(seed: int) -> DiceOfDoom:
    return DiceOfDoom(10, players=4, max_dice=5, version=3, seed=seed)


def bench_move_time(decisions: int, time_limit: float) -> None:
    """Time single decisions in this process (one core), in games against 3 greedy."""
    times: list[float] = []
    depths: list[int] = []
    bar = Progress("10x10 move time", decisions)
    seed = 20_000
    while len(times) < decisions:
        game = big_game(seed)
        players: list[Any] = [GreedyPlayer() for _ in range(4)]
        ai = multiplayer_ai(time_limit)
        players[seed % 4] = ai
        while not game.is_over and len(times) < decisions and game.ply < 5000:
            if game.to_move == seed % 4:
                t0 = time.perf_counter()
                choice = ai.choose_with_info(game)
                times.append(time.perf_counter() - t0)
                depths.append(choice.depth)
                bar.step()
                game.play(choice.move)
            else:
                game.play(players[game.to_move].choose(game))
        seed += 1
    bar.close()
    print(f"10x10 4p v3 move time: {statistics.median(times) * 1e3:.0f}/"
          f"{max(times) * 1e3:.0f} ms (median/max over {len(times)} decisions, one core, "
          f"time limit {time_limit:g} s; depth reached: median "
          f"{statistics.median(depths):g}, max {max(depths)})")


def game_10x10(job: tuple[str, int, float, int]) -> tuple[float, int, bool]:
    opponent, k, time_limit, max_plies = job
    game = big_game(30_000 + k)
    seat = k % 4
    players: list[Any] = [GreedyPlayer() if opponent == "greedy" else RandomPlayer(4 * k + i)
                          for i in range(4)]
    players[seat] = multiplayer_ai(time_limit)
    while not game.is_over and game.ply < max_plies:
        game.play(players[game.to_move].choose(game))
    return share(game, seat), game.ply, game.is_over


def bench_10x10(games: int, workers: int, time_limit: float, max_plies: int) -> None:
    for opponent in ("random", "greedy"):
        t0 = time.perf_counter()
        results = run_all(f"10x10 vs 3 {opponent}", game_10x10,
                          [(opponent, k, time_limit, max_plies) for k in range(games)],
                          workers)
        score = sum(r[0] for r in results)
        unfinished = sum(not r[2] for r in results)
        print(f"10x10 4p v3 vs 3 {opponent}: {percent(score, games)}  [baseline 25%; "
              f"median {statistics.median(r[1] for r in results):.0f} moves per game, "
              f"{unfinished} stopped at {max_plies} moves and judged by hexes, "
              f"{time.perf_counter() - t0:.0f} s]")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="5x5 games per match")
    parser.add_argument("--games10", type=int, default=200, help="10x10 games per match")
    parser.add_argument("--games-newcomer", type=int, default=200,
                        help="5x5 games of greedy against each strength")
    parser.add_argument("--workers", type=int, default=2, help="processes for matches")
    parser.add_argument("--seed", type=int, default=2009, help="the 2x2 / 3x3 start")
    parser.add_argument("--starts3", type=int, default=1000, help="3x3 starts to time")
    parser.add_argument("--seeds4", type=int, default=4, help="4x4 starts to try")
    parser.add_argument("--limit4", type=float, default=120.0, help="seconds per 4x4 start")
    parser.add_argument("--decisions", type=int, default=300, help="10x10 moves to time")
    parser.add_argument("--time-limit", type=float, default=0.8,
                        help="seconds per 10x10 AI decision")
    parser.add_argument("--max-plies", type=int, default=5000, help="10x10 game length cap")
    parser.add_argument("--no-random-starts", action="store_true",
                        help="skip the 5x5 matches on plain random starts")
    parser.add_argument("--quick", action="store_true",
                        help="a quick try: 20 / 8 games, few starts and decisions")
    parser.add_argument("--only", choices=("exact", "5x5", "newcomer", "time", "10x10"),
                        action="append",
                        help="run only these parts (repeatable)")
    args = parser.parse_args()
    if args.quick:
        args.games, args.games10, args.starts3, args.seeds4 = 20, 8, 30, 1
        args.games_newcomer = 20
        args.limit4, args.decisions = 20.0, 40
    parts = set(args.only or ("exact", "5x5", "newcomer", "time", "10x10"))
    if "exact" in parts:
        bench_exact(args.seed, args.starts3, range(args.seeds4), args.limit4)
    if "5x5" in parts:
        bench_5x5(args.games, args.workers, not args.no_random_starts)
    if "newcomer" in parts:
        bench_newcomer(args.games_newcomer, args.workers)
    if "time" in parts:
        bench_move_time(args.decisions, args.time_limit)
    if "10x10" in parts:
        bench_10x10(args.games10, args.workers, args.time_limit, args.max_plies)


if __name__ == "__main__":
    main()
