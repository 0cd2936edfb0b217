"""Strength and speed of the Dice of Doom AIs (docs/rules.md §2.3), on the tournament runner.

    python benchmarks/dice_ai.py [--games N] [--seed S] [--workers W | --scheduler ADDRESS]
                                 [--json PATH] [--quick] [--only PART]

prints, part by part (``--only``, repeatable):

* ``exact``: the 2 x 2 game tree of one start (brute force) and the solver's agreement
  with it; ``3x3 exact solve: N s, M positions`` for one random start (``--start``), and
  the median / worst over ``--starts3`` random starts; the 4 x 4 exact solve of a few
  starts, each within ``--limit4`` seconds;
* ``ladder``: the players on one Elo scale on 3 x 3 (two players, version 1, fair
  starts): ``random``, ``greedy`` (the apps' easy), the tree search at 10, 30, 100, 300
  and 1000 simulations a move (``mcts:N``), ``classic`` (the Land of Lisp AI: the apps'
  medium on this board) and ``exact`` (the perfect player: the apps' strong on this
  board); each rung plays the next two, ``--games`` games a pairing, seats swapped;
* ``5x5``: :class:`AlphaBetaAI` (depth 4) against a random player and against the Land
  of Lisp AI on 5 x 5, version 1, fair starts, ``--games`` games each, seats swapped;
* ``newcomer``: what a newcomer meets in the app - the greedy player against the app's
  easy, medium and strong (:func:`best_player_for`, with their time limits) on the app's
  default board (5 x 5, version 1, fair starts), ``--games`` games each;
* ``time``: median and worst time of one :class:`MultiPlayerAI` decision on 10 x 10,
  4 players, 5 dice, version 3, timed in this process alone (one core);
* ``10x10``: the app's strong AI for four players (:class:`MultiPlayerAI`) at a table of
  10 x 10, version 3, against three random and against three greedy players, its seat
  rotating through A, B, C, D (``--games10`` games a table, a multiple of 4): its share
  of the wins against the 25% a random player gets. A game still running after
  ``--max-plies`` moves is a draw between all four.

Every match runs on the runner (:mod:`ringworld_nb.core.tournament`): this process,
``--workers`` processes (the AIs' time limits are per process, so use at most one per
core) or a Dask cluster (``--scheduler``); ``--json`` writes every game of every part
(``PATH`` with the part's name added).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Iterable
from typing import Any

from ringworld_nb.core.executors import open_executor
from ringworld_nb.core.games import game_maker
from ringworld_nb.core.progress import TextBar
from ringworld_nb.core.tournament import run_tournament
from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.ai import AlphaBetaAI, ClassicAI, GreedyPlayer, MultiPlayerAI
from ringworld_nb.dice.ai.exact import SolveTimeout, brute_force, solve
from ringworld_nb.tournament.cli import add_runner_options

LADDER = ["random", "greedy", "mcts:10", "mcts:30", "mcts:100", "mcts:300", "mcts:1000",
          "classic", "exact"]
PARTS = ("exact", "ladder", "5x5", "newcomer", "time", "10x10")


class Progress(TextBar):
    """The runner's text bar (label first), with a ``step`` for the exact solves."""

    def __init__(self, label: str, total: int) -> None:
        super().__init__(total, label)

    def step(self, n: int = 1) -> None:
        self.update(n)


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


# -- tournaments on the runner ---------------------------------------------------------
def play(label: str, entrants: Any, maker: Any, args: argparse.Namespace, executor: Any,
         **options: Any) -> Any:
    """One tournament of a part: its table printed, its games saved with ``--json``."""
    print(f"-- {label}", flush=True)
    result = run_tournament(entrants, maker, games=options.pop("games", args.games),
                            seed=args.seed, executor=executor, label=label, **options)
    if args.json:
        slug = "_".join(label.replace("10x10 4p v3 ", "10x10 ").split())
        path = args.json.replace(".json", f"_{slug}.json")
        result.save(path)
        print(f"games and ratings written to {path}")
    print(f"{len(result.records)} games in {result.seconds:.0f} s on {result.where}")
    print(result.standings(), flush=True)
    return result


def alphabeta(game: Any, seed: int) -> Any:
    return AlphaBetaAI(depth=4)


def classic(game: Any, seed: int) -> Any:
    return ClassicAI(depth=4)


def bench_ladder(args: argparse.Namespace, executor: Any) -> None:
    play("ladder 3x3 v1", LADDER, game_maker("dice", size=3), args, executor,
         pairings="ladder", reach=2)


def bench_5x5(args: argparse.Namespace, executor: Any) -> None:
    entrants = {"alphabeta": alphabeta, "random": "random", "classic": classic}
    play("5x5 v1 alphabeta", entrants, game_maker("dice", size=5), args, executor,
         pairings=[("alphabeta", "random"), ("alphabeta", "classic")])


def bench_newcomer(args: argparse.Namespace, executor: Any) -> None:
    entrants = ["greedy", "easy", "medium", "strong"]
    play("newcomer 5x5 v1", entrants, game_maker("dice", size=5), args, executor,
         pairings=[("greedy", "easy"), ("greedy", "medium"), ("greedy", "strong")])


# -- 10 x 10, 4 players, version 3 ------------------------------------------------------
def bench_move_time(decisions: int, time_limit: float) -> None:
    """Time single decisions in this process (one core), in games against 3 greedy."""
    times: list[float] = []
    depths: list[int] = []
    bar = Progress("10x10 move time", decisions)
    seed = 20_000
    while len(times) < decisions:
        game = DiceOfDoom(10, players=4, max_dice=5, version=3, seed=seed)
        players: list[Any] = [GreedyPlayer() for _ in range(4)]
        ai = MultiPlayerAI(time_limit=time_limit)
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


def bench_10x10(args: argparse.Namespace, executor: Any) -> None:
    maker = game_maker("dice", size=10, seats=4, dice=5, version=3)
    for other in ("random", "greedy"):
        entrants = [other, f"{other}#2", f"{other}#3", "strong"]
        play(f"10x10 4p v3 strong vs 3 {other}", entrants, maker, args, executor,
             games=args.games10, max_plies=args.max_plies)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_runner_options(parser, games=40, seed=1)
    parser.add_argument("--games10", type=int, default=40,
                        help="10x10 games per table (a multiple of 4)")
    parser.add_argument("--start", type=int, default=2009, help="the 2x2 / 3x3 start")
    parser.add_argument("--starts3", type=int, default=1000, help="3x3 starts to time")
    parser.add_argument("--seeds4", type=int, default=4, help="4x4 starts to try")
    parser.add_argument("--limit4", type=float, default=120.0, help="seconds per 4x4 start")
    parser.add_argument("--decisions", type=int, default=300, help="10x10 moves to time")
    parser.add_argument("--time-limit", type=float, default=0.8,
                        help="seconds per 10x10 AI decision (the time part)")
    parser.add_argument("--max-plies", type=int, default=5000, help="10x10 game length cap")
    parser.add_argument("--quick", action="store_true",
                        help="a quick try: 8 games, few starts and decisions")
    parser.add_argument("--only", choices=PARTS, action="append",
                        help="run only these parts (repeatable)")
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.games10, args.starts3, args.seeds4 = 8, 8, 30, 1
        args.limit4, args.decisions = 20.0, 40
    parts = set(args.only or PARTS)
    if "exact" in parts:
        bench_exact(args.start, args.starts3, range(args.seeds4), args.limit4)
    with open_executor(args.workers, args.scheduler, timeout=args.timeout) as executor:
        if "ladder" in parts:
            bench_ladder(args, executor)
        if "5x5" in parts:
            bench_5x5(args, executor)
        if "newcomer" in parts:
            bench_newcomer(args, executor)
        if "10x10" in parts:
            bench_10x10(args, executor)
    if "time" in parts:
        bench_move_time(args.decisions, args.time_limit)


if __name__ == "__main__":
    main()
