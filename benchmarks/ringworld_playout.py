"""Speed of The Ring World engines: random playouts and legal move generation.

A random playout plays, every turn, a uniform legal placement and then a uniform legal
rotation of the resulting position, until the game ends or reaches the turn limit.
Three engines play them:

* the **AI path**, what the tree search uses (``ringworld_nb.ringworld.ai.fast``):
  ``fast.playout(game, rng)`` from a RingWorld, on the compiled kernels (numba) - the
  same game as ``fast.rollout``, which returns its score instead of its length;
* the **main engine**, ``RingWorld.play(game.random_move(rng))``: legality check, events,
  automaton, undo log, in plain Python;
* the **reference**, ``tests/ringworld_reference.py``: the naive implementation the
  differential test holds the main engine to (full scans, float geometry).

    python benchmarks/ringworld_playout.py [--seconds S] [--seed N] [--compile]

prints ``L3 AI playout: N plies/s``, ``L4 AI playout: N plies/s``, the same for the main
engine (``L3 random playout``, ...) and the reference, the ratios, and the time of
``legal_moves()`` on a mid-game L4 position. Single process, so one core. Rates are per
second of wall-clock time, and, in brackets, per second of this process's CPU time (the
figure to trust on a busy machine). ``--compile`` also measures, in fresh processes with
an empty numba cache folder, the kernels' first compilation and their load from the
warm cache.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

from ringworld_nb.ringworld import RingWorld
from ringworld_nb.ringworld.ai import fast

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from ringworld_reference import RefGame  # noqa: E402  (the tests' naive engine)


class Rate:
    """Plies per second of wall-clock and of CPU time."""

    def __init__(self, plies: int, games: int, wall: float, cpu: float) -> None:
        self.plies, self.games, self.wall, self.cpu = plies, games, wall, cpu

    @property
    def per_second(self) -> float:
        return self.plies / self.wall

    @property
    def per_cpu_second(self) -> float:
        return self.plies / self.cpu

    def __str__(self) -> str:
        return (f"{self.per_second:,.0f} plies/s  ({self.per_cpu_second:,.0f} per CPU "
                f"second; {self.plies} plies, {self.games} games)")


def measure(one_game: Callable[[random.Random], int], seconds: float, seed: int) -> Rate:
    """Play whole games with ``one_game(rng) -> plies`` for about ``seconds``."""
    rng = random.Random(seed)
    plies = games = 0
    wall, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - wall < seconds:
        plies += one_game(rng)
        games += 1
    return Rate(plies, games, time.perf_counter() - wall, time.process_time() - cpu)


def main_engine_game(order: int, max_turns: int) -> Callable[[random.Random], int]:
    def play(rng: random.Random) -> int:
        game = RingWorld(order, max_turns=max_turns)
        while not game.is_over:
            game.play(game.random_move(rng))
        return game.turn
    return play


def ai_path_game(order: int, max_turns: int) -> Callable[[random.Random], int]:
    def play(rng: random.Random) -> int:
        return fast.playout(RingWorld(order, max_turns=max_turns), rng)[1]
    return play


def reference_game(order: int, max_turns: int) -> Callable[[random.Random], int]:
    def play(rng: random.Random) -> int:
        game = RefGame(order)
        plies = 0
        while game.winner is None and plies < max_turns:
            places = game.legal_placements()
            place = rng.choice(places) if places else None
            turns = game.legal_rotations(place)
            game.play((place, rng.choice(turns) if turns else None))
            plies += 1
        return plies
    return play


def legal_moves_time(seed: int, turns: int = 40, repeats: int = 50) -> tuple[float, int]:
    """Median seconds of ``legal_moves()`` on an L4 position after ``turns`` random turns."""
    rng = random.Random(seed)
    while True:
        game = RingWorld(4)
        for _ in range(turns):
            if game.is_over:
                break
            game.play(game.random_move(rng))
        if not game.is_over:
            break
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        moves = game.legal_moves()
        times.append(time.perf_counter() - t0)
    return statistics.median(times), len(moves)


FIRST_CALL = """
import json, random, time
t0 = time.perf_counter()
from ringworld_nb.ringworld.ai import fast
imported, cpu = time.perf_counter(), time.process_time()
fast.warm_up(wait=True)
ready = time.perf_counter()
print(json.dumps({"import": imported - t0, "kernels": ready - imported,
                  "cpu": time.process_time() - cpu, "ready": fast.ready()}))
"""


def compile_times() -> tuple[dict, dict]:
    """The kernels' first call in a fresh process: with an empty cache, then warm."""
    with tempfile.TemporaryDirectory(prefix="numba-cache-") as cache:
        env = {**os.environ, "NUMBA_CACHE_DIR": cache}
        runs = []
        for _ in range(2):
            out = subprocess.run([sys.executable, "-c", FIRST_CALL], env=env, check=True,
                                 capture_output=True, text=True).stdout
            runs.append(json.loads(out.strip().splitlines()[-1]))
    return runs[0], runs[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per engine and board")
    parser.add_argument("--seed", type=int, default=2009)
    parser.add_argument("--max-turns", type=int, default=1000)
    parser.add_argument("--compile", action="store_true",
                        help="also time the kernels' compilation (cold and warm cache)")
    args = parser.parse_args()
    if args.compile:
        cold, warm = compile_times()
        print(f"kernels, first use in a fresh process: cold cache {cold['kernels']:.2f} s "
              f"({cold['cpu']:.2f} s CPU), warm cache {warm['kernels']:.2f} s "
              f"({warm['cpu']:.2f} s CPU); import of fast: {warm['import']:.2f} s")
    compiled = fast.warm_up(wait=True)
    print("compiled kernels:", "yes" if compiled else
          "no (numba missing): the AI path plays on the main engine")
    for order in (3, 4):
        ai = measure(ai_path_game(order, args.max_turns), args.seconds, args.seed)
        plain = measure(main_engine_game(order, args.max_turns), args.seconds, args.seed)
        ref = measure(reference_game(order, args.max_turns), args.seconds, args.seed)
        print(f"L{order} AI playout: {ai}")
        print(f"L{order} random playout: {plain}")
        print(f"L{order} reference playout: {ref}")
        print(f"L{order} AI path / main engine: {ai.per_cpu_second / plain.per_cpu_second:.1f}x"
              f", AI path / reference: {ai.per_cpu_second / ref.per_cpu_second:.0f}x"
              f", main engine / reference: {plain.per_cpu_second / ref.per_cpu_second:.1f}x"
              " (CPU time)")
    seconds, count = legal_moves_time(args.seed)
    print(f"L4 legal_moves() mid-game (turn 40): {seconds * 1e3:.2f} ms for {count} moves")


if __name__ == "__main__":
    main()
