"""Strength of The Ring World's computer players: matches with the seats swapped.

Three matches on each board, as issue 10 asks:

* ``strong-random``: the app's strong player against :class:`RandomPlayer`;
* ``strong-greedy``: the strong player against :class:`GreedyPlayer`, the fixed
  yardstick (one move ahead, rings weighted by level, a win first);
* ``medium-strong``: the medium player against the strong one (the levels are real when
  medium loses most of these).

Every pair of games starts from the same board, after ``--opening`` uniformly random
moves seeded by the pair's number (so the pairs differ), with the seats swapped: each
player is Red once. The players' seeds come from the pair's number too.

    python benchmarks/ringworld_ai.py [--order 3 4] [--games 100] [--seconds 1]
                                      [--workers 2] [--only strong-greedy]

prints, per match, wins, draws and losses of the first player named and both players'
times per move (median, max). ``--settings exploration=0.3 plies=2`` overrides the
strong player's search constants (:data:`ringworld_nb.ringworld.ai.search.SEARCH_DEFAULTS`),
to try others. The compiled fast path (numba) is loaded before the
first game. Matches take minutes: run with ``nice``.
"""

from __future__ import annotations

import argparse
import ast
import multiprocessing
import random
import time
from typing import Any

from ringworld_nb.core.tournament import MatchResult, play_match, text_progress
from ringworld_nb.ringworld import RingWorld
from ringworld_nb.ringworld.ai import GreedyPlayer, RandomPlayer, best_player_for, fast
from ringworld_nb.ringworld.ai.players import SearchPlayer

MATCHES = ("strong-random", "strong-greedy", "medium-strong")
MAX_TURNS = 1000  # a game that reaches it is a draw (docs/rules.md §1.5)


def opening(order: int, pair: int, plies: int) -> RingWorld:
    """The start of pair ``pair``: ``plies`` random moves seeded by the pair."""
    rng = random.Random(10_000 * order + pair)
    while True:
        game = RingWorld(order, max_turns=MAX_TURNS)
        for _ in range(plies):
            if game.is_over:
                break
            game.play(game.random_move(rng))
        if not game.is_over:
            return game


def make_player(kind: str, order: int, seconds: float | None, seed: int,
                settings: dict[str, Any]) -> Any:
    """``random``, ``greedy``, ``medium`` or ``strong`` (with ``seconds`` and
    ``settings`` for strong's search; else the app's player of that strength)."""
    if kind == "random":
        return RandomPlayer(seed)
    if kind == "greedy":
        return GreedyPlayer(seed=seed)
    if kind == "strong" and (settings or seconds is not None):
        budget = seconds or best_player_for(RingWorld(order), "strong").seconds
        return SearchPlayer(budget, seed=seed, name=f"strong {budget:g} s", **settings)
    return best_player_for(RingWorld(order), kind, seed=seed)


def play_pair(task: tuple) -> MatchResult:
    """Two games of one pair, seats swapped (run in a worker process)."""
    match, order, pair, seconds, settings, plies = task
    a_kind, b_kind = match.split("-")
    a = make_player(a_kind, order, seconds, 2 * pair, settings)
    b = make_player(b_kind, order, seconds, 2 * pair + 1, settings)
    start = opening(order, pair, plies)
    return play_match(lambda i: start.clone(), a, b, games=2)


def merge(results: list[MatchResult]) -> MatchResult:
    total = MatchResult(results[0].a, results[0].b)
    for r in results:
        total.wins += r.wins
        total.draws += r.draws
        total.losses += r.losses
        total.unfinished += r.unfinished
        total.times_a += r.times_a
        total.times_b += r.times_b
    return total


def run(match: str, order: int, games: int, seconds: float | None, workers: int,
        settings: dict[str, Any], plies: int) -> MatchResult:
    pairs = (games + 1) // 2
    tasks = [(match, order, pair, seconds, settings, plies) for pair in range(pairs)]
    results: list[MatchResult] = []

    def progress() -> None:  # the bar, with the score so far (wins-draws-losses)
        so_far = merge(results)
        text_progress(f"L{order} {match} {so_far.wins}-{so_far.draws}-{so_far.losses}")(
            2 * len(results), 2 * pairs)

    if workers <= 1:
        for task in tasks:
            results.append(play_pair(task))
            progress()
    else:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            for result in pool.imap_unordered(play_pair, tasks):
                results.append(result)
                progress()
    return merge(results)


def parse_settings(items: list[str]) -> dict[str, Any]:
    settings = {}
    for item in items:
        key, _, text = item.partition("=")
        settings[key] = ast.literal_eval(text)
    return settings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--order", type=int, nargs="+", default=[3, 4], choices=(3, 4))
    parser.add_argument("--games", type=int, default=100, help="games per match (even)")
    parser.add_argument("--seconds", type=float, default=None,
                        help="strong's time per move (default: the app's, best_player_for)")
    parser.add_argument("--workers", type=int, default=2, help="processes (2 cores)")
    parser.add_argument("--only", nargs="+", choices=MATCHES, default=list(MATCHES))
    parser.add_argument("--opening", type=int, default=2, help="random moves before a pair")
    parser.add_argument("--settings", nargs="*", default=[],
                        help="strong's search constants, e.g. exploration=0.3")
    args = parser.parse_args()
    settings = parse_settings(args.settings)
    if fast.warm_up(wait=True):  # compiled before the workers fork: no move waits for it
        print("compiled fast path: ready", flush=True)
    else:
        print("compiled fast path: not available (numba missing), plain Python", flush=True)
    for order in args.order:
        for match in args.only:
            t0 = time.perf_counter()
            result = run(match, order, args.games, args.seconds, args.workers, settings,
                         args.opening)
            print(f"L{order} {result.summary()}\n  ({time.perf_counter() - t0:.0f} s, "
                  f"{args.workers} workers, opening {args.opening} random moves)",
                  flush=True)


if __name__ == "__main__":
    main()
