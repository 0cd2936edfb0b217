"""Strength of the Renaissance players: matches with the seats swapped.

Each pairing plays ``--games`` sets (an even number: every start twice, each player once
Silver and once Gold) and prints wins, draws and losses of the first player, its share of
the points (a win 1, a draw - equal scores - 1/2) and both players' time per move
(median, max):

* ``random``: strong vs random (the goal: 95% of the points)
* ``greedy``: strong vs greedy, the best immediate score (the goal: 75%)
* ``medium``: medium vs strong (medium, a sixth of the time, should be clearly weaker)
* ``easy``: easy (the greedy player) vs random: how far the immediate score alone gets
  (not far: taking every piece one can costs its cells in Phase 2 when it cannot be put
  back; 51% over 100 sets)

Variants (``--variant``): ``full`` sets (setup, Phase 1, Phase 2; starts ``Renaissance(
seed)``), ``phase1`` (setup and Phase 1 only: the Phase-1-only variant), ``phase2``
(Phase 2 alone from hands dealt at random, ``deal_at_random``), ``phase2_deal`` (Phase 2
alone, the players choosing their hands). The same players play every phase; the
variants show where their strength comes from.

    nice -n 5 .venv/bin/python benchmarks/renaissance_ai.py --games 20 --seconds 1.2 \\
        --workers 2 --only random,greedy

Measured (November 2026, 2 workers on 2 cores shared with other jobs, load average
about 11): strong 1.2 s vs random 29-1-0 in 30 full sets (98.3%), vs greedy 20-0-0
(100%), medium 0.2 s vs strong 1-3-12 in 16 (15.6%); setup and Phase 1 alone
(``--variant phase1``) vs greedy 10-0-0; Phase 2 alone vs greedy and vs random 10-0-0
each. Strong's median time per move 1.21 s; its maximum (2.0 to 3.1 s)
is the busy machine's: the random player's own maximum there was 1.2 s.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any

from ringworld_nb.core.tournament import MatchResult, play_match, text_progress
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.ai import GreedyPlayer, RandomPlayer, SearchPlayer
from ringworld_nb.renaissance.ai.fast import warm_up
from ringworld_nb.renaissance.game import deal_at_random

PAIRINGS = ("random", "greedy", "medium", "easy")
VARIANT_NAMES = ("full", "phase1", "phase2", "phase2_deal")


def new_game(variant: str, seed: int) -> Renaissance:
    """The start of set number ``seed`` in ``variant``."""
    if variant == "full":
        return Renaissance(seed)
    if variant == "phase1":
        return Renaissance(seed, variant="phase1")
    if variant == "phase2":
        silver, gold = deal_at_random(random.Random(seed))
        return Renaissance.phase2_only(silver, gold)
    if variant == "phase2_deal":
        return Renaissance.phase2_deal()
    raise ValueError(f"unknown variant {variant!r} ({', '.join(VARIANT_NAMES)})")


def players(pairing: str, seconds: float, seed: int) -> tuple[Any, Any]:
    """(first player, second player) of a pairing; strong thinks ``seconds`` a move,
    medium a sixth of that (as best_player_for: 1.2 s and 0.2 s)."""
    strong = SearchPlayer(seconds, seed=seed, name=f"strong {seconds:g} s")
    if pairing == "random":
        return strong, RandomPlayer(seed + 1)
    if pairing == "greedy":
        return strong, GreedyPlayer(seed + 1)
    if pairing == "medium":
        return SearchPlayer(seconds / 6, seed=seed + 1, name=f"medium {seconds / 6:g} s"), \
            strong
    if pairing == "easy":
        return GreedyPlayer(seed), RandomPlayer(seed + 1)
    raise ValueError(f"unknown pairing {pairing!r} ({', '.join(PAIRINGS)})")


def play_pair(job: tuple[str, str, float, int]) -> MatchResult:
    """One start played twice, seats swapped (runs in a worker process)."""
    pairing, variant, seconds, start = job
    warm_up(wait=True)  # the compiled playouts, loaded before the first move is timed
    a, b = players(pairing, seconds, seed=start)
    return play_match(lambda i: new_game(variant, start), a, b, games=2,
                      seats=("silver", "gold"))


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


def run(pairing: str, variant: str, games: int, seconds: float, workers: int,
        first_seed: int) -> MatchResult:
    """``games`` sets of a pairing (rounded up to pairs), on ``workers`` processes."""
    jobs = [(pairing, variant, seconds, first_seed + k) for k in range((games + 1) // 2)]
    progress: Callable[[int, int], None] = text_progress(f"{pairing} ({variant})")
    results: list[MatchResult] = []
    progress(0, 2 * len(jobs))
    if workers <= 1:
        for job in jobs:
            results.append(play_pair(job))
            progress(2 * len(results), 2 * len(jobs))
    else:
        with ProcessPoolExecutor(workers) as pool:
            for future in as_completed([pool.submit(play_pair, job) for job in jobs]):
                results.append(future.result())
                progress(2 * len(results), 2 * len(jobs))
    return merge(results)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="sets per pairing (even)")
    parser.add_argument("--seconds", type=float, default=1.2,
                        help="the strong player's time per move (medium: a sixth)")
    parser.add_argument("--workers", type=int, default=1, help="processes (2 cores)")
    parser.add_argument("--only", default=",".join(PAIRINGS[:3]),
                        help=f"pairings, comma-separated: {', '.join(PAIRINGS)}")
    parser.add_argument("--variant", default="full", choices=VARIANT_NAMES)
    parser.add_argument("--seed", type=int, default=2012, help="first start's seed")
    args = parser.parse_args(argv)
    print(f"Renaissance players, variant {args.variant}, {args.games} sets a pairing "
          f"(seats swapped), strong {args.seconds:g} s a move; a draw counts 1/2")
    for pairing in args.only.split(","):
        t0 = time.perf_counter()
        result = run(pairing.strip(), args.variant, args.games, args.seconds,
                     args.workers, args.seed)
        print(result.summary())
        print(f"  ({time.perf_counter() - t0:.0f} s)")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
