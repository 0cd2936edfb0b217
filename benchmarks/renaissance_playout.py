"""Speed of the Renaissance engine: whole random sets, and legal move generation; and of
the AI's playout path (ringworld_nb.renaissance.ai.fast).

Prints ``Renaissance random set: N sets/s`` (setup to score, every move chosen uniformly
among the legal ones, through ``push``), the plies per second, and the time of
``legal_moves()`` at the start of setup and in the middle of Phase 2. Then
``Renaissance AI playout: N sets/s (M plies/s)``: the same random sets (each move
uniform among the legal ones) on the path the tree search's rollouts take - from the
search's own copy of the game (``fast.search_game``, a FastRenaissance), played to the
score by the compiled kernel - with the time the kernel took to be ready in this process
(loaded from numba's disk cache, or compiled when the cache is empty) and the speed-up
over the engine; then the rate when each set starts from a new Renaissance read into the
kernel (``fast.rollout`` given the engine's game). Without numba
(``RINGWORLD_NB_NUMBA=0``) that path is the engine itself.

    .venv/bin/python benchmarks/renaissance_playout.py --seconds 10
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.ai import fast


def random_set(seed: int) -> tuple[Renaissance, int]:
    """A whole set of uniformly random legal moves; the game and its number of moves."""
    rng = random.Random(seed)
    game = Renaissance(seed)
    plies = 0
    while not game.is_over:
        game.push(rng.choice(game.legal_moves()))
        plies += 1
    return game, plies


def time_legal_moves(game: Renaissance, repeat: int = 20) -> tuple[float, int]:
    """Milliseconds per legal_moves() call, and how many moves it gives."""
    start = time.perf_counter()
    for _ in range(repeat):
        moves = game.legal_moves()
    return (time.perf_counter() - start) * 1000 / repeat, len(moves)


def mid_phase2(seed: int) -> Renaissance | None:
    """A game in the middle of Phase 2 (half its turns played), or None."""
    rng = random.Random(seed)
    game = Renaissance(seed)
    while not game.is_over and game.phase != "phase2":
        game.push(rng.choice(game.legal_moves()))
    turns = 0
    while not game.is_over and turns < 3:
        game.push(rng.choice(game.legal_moves()))
        turns += 1
    return None if game.is_over else game


def ai_playouts(seconds: float, seed: int, *,
                searching: bool = False) -> tuple[int, int, float]:
    """Random sets on the AI's playout path for ``seconds``: (sets, plies, elapsed).
    Each starts from a new Renaissance, or with ``searching`` from the copy a search
    works on (:func:`fast.search_game`, made once: no reading of the engine per set)."""
    sets = plies = 0
    copy = fast.search_game(Renaissance(seed))
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        _, n = fast.random_set(copy if searching else Renaissance(seed), seed)
        sets += 1
        plies += n
        seed += 1
    return sets, plies, time.perf_counter() - start


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="time for whole sets")
    parser.add_argument("--seed", type=int, default=2012)
    args = parser.parse_args(argv)
    sets = plies = 0
    start = time.perf_counter()
    seed = args.seed
    while time.perf_counter() - start < args.seconds:
        _, n = random_set(seed)
        sets += 1
        plies += n
        seed += 1
        print(f"\r{sets} sets", end="", file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - start
    print(file=sys.stderr)
    print(f"Renaissance random set: {sets / elapsed:,.2f} sets/s  "
          f"({plies / elapsed:,.0f} plies/s, {plies / sets:.0f} plies a set, {sets} sets)")
    ms, n = time_legal_moves(Renaissance(args.seed))
    print(f"legal_moves() at the start of setup: {ms:.2f} ms for {n} moves")
    for s in range(args.seed, args.seed + 50):
        game = mid_phase2(s)
        if game is not None:
            ms, n = time_legal_moves(game)
            print(f"legal_moves() mid-Phase 2: {ms:.2f} ms for {n} moves")
            break
    engine_rate = sets / elapsed
    t0 = time.perf_counter()
    compiled = fast.warm_up(wait=True)
    ready_in = time.perf_counter() - t0
    sets, plies, elapsed = ai_playouts(args.seconds, args.seed, searching=True)
    rate = sets / elapsed
    path = "compiled kernel" if compiled else "plain engine, no numba"
    print(f"Renaissance AI playout: {rate:,.0f} sets/s ({plies / elapsed:,.0f} plies/s, "
          f"{plies / sets:.0f} plies a set, {sets} sets; {path}, ready in {ready_in:.2f} s)"
          f"  = {rate / engine_rate:.0f}x the engine")
    sets, plies, elapsed = ai_playouts(args.seconds / 2, args.seed)
    print(f"  each set from a new Renaissance read into the kernel (fast.rollout on the "
          f"engine's game): {sets / elapsed:,.0f} sets/s ({plies / elapsed:,.0f} plies/s)")


if __name__ == "__main__":
    main()
