"""Speed of The Ring World engine: random playouts and legal move generation.

A random playout plays, every turn, a uniform legal placement and then a uniform legal
rotation of the resulting position (``RingWorld.random_move``), through the full
``play`` (legality check, events, automaton, undo log), until the game ends or reaches
the turn limit.

    python benchmarks/ringworld_playout.py [--seconds S] [--seed N]

prints ``L3 random playout: N plies/s``, ``L4 random playout: N plies/s`` and the time of
``legal_moves()`` on a mid-game L4 position. Single process, so one core.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from ringworld_nb.ringworld import RingWorld


def playout_rate(order: int, seconds: float, seed: int,
                 max_turns: int = 1000) -> tuple[float, int, int]:
    """Plies per second over whole random games played for about ``seconds``."""
    rng = random.Random(seed)
    plies = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = RingWorld(order, max_turns=max_turns)
        while not game.is_over:
            game.play(game.random_move(rng))
            plies += 1
        games += 1
    return plies / (time.perf_counter() - start), plies, games


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="time per board")
    parser.add_argument("--seed", type=int, default=2009)
    args = parser.parse_args()
    for order in (3, 4):
        rate, plies, games = playout_rate(order, args.seconds, args.seed)
        print(f"L{order} random playout: {rate:,.0f} plies/s  ({plies} plies, {games} games)")
    seconds, count = legal_moves_time(args.seed)
    print(f"L4 legal_moves() mid-game (turn 40): {seconds * 1e3:.2f} ms for {count} moves")


if __name__ == "__main__":
    main()
