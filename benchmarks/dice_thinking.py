"""How the Dice of Doom AIs think in slices: the time of a decision, and of a slice.

An app asks a player for ``think(game)`` and calls ``step(0.05)`` until it is done,
awaiting between the calls, so that the page stays live and Stop works at once. This
script plays positions of the boards the app offers and prints, for every player:

* ``decision``: median and worst time of ``choose_with_info`` (the whole decision);
* ``slice``: the worst wall-clock time and the worst CPU time of this thread for one
  ``step(0.05)`` (the goal: under 0.3 s, so that Stop answers within 0.3 s), and how
  many slices a decision took (median);
* ``same``: whether thinking in slices chose the move ``choose`` chose (for the
  players that do not think by the clock).

    nice -n 5 .venv/bin/python benchmarks/dice_thinking.py [--positions N] [--seed S]

Single process. On a busy machine the wall-clock figures grow, the CPU figures much
less: compare those.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.ai import (
    AlphaBetaAI,
    ClassicAI,
    ExpectiminimaxAI,
    GreedyPlayer,
    MultiPlayerAI,
    PerfectPlayer,
    best_player_for,
)

#: (label, new game from a seed, the player, whether it thinks by the clock)
CASES: list[tuple[str, Callable[[int], DiceOfDoom], Callable[[DiceOfDoom], Any], bool]] = [
    ("3x3 v1 perfect", lambda s: DiceOfDoom(3, seed=s, fair_start=True),
     lambda g: PerfectPlayer(), False),
    ("5x5 v1 greedy (easy)", lambda s: DiceOfDoom(5, seed=s, fair_start=True),
     lambda g: GreedyPlayer(), False),
    ("5x5 v1 classic depth 4", lambda s: DiceOfDoom(5, seed=s, fair_start=True),
     lambda g: ClassicAI(depth=4), False),
    ("5x5 v1 alphabeta depth 4", lambda s: DiceOfDoom(5, seed=s, fair_start=True),
     lambda g: AlphaBetaAI(depth=4), False),
    ("5x5 v2 expectiminimax depth 2", lambda s: DiceOfDoom(5, version=2, seed=s,
                                                           fair_start=True),
     lambda g: ExpectiminimaxAI(time_limit=None), False),
    ("10x10 4p v3 multiplayer depth 1", lambda s: DiceOfDoom(10, players=4, max_dice=5,
                                                             version=3, seed=s),
     lambda g: MultiPlayerAI(time_limit=None), False),
    ("10x10 2p v1 strong (1 s)", lambda s: DiceOfDoom(10, max_dice=5, seed=s),
     lambda g: best_player_for(g, "strong"), True),
    ("10x10 2p v2 medium (1 s)", lambda s: DiceOfDoom(10, max_dice=5, version=2, seed=s),
     lambda g: best_player_for(g, "medium"), True),
    ("10x10 4p v3 strong (0.8 s)", lambda s: DiceOfDoom(10, players=4, max_dice=5,
                                                        version=3, seed=s),
     lambda g: best_player_for(g, "strong"), True),
]


def positions(new_game: Callable[[int], DiceOfDoom], count: int, seed: int) -> list[DiceOfDoom]:
    """``count`` positions: each a new game played on a few random moves."""
    rng = random.Random(seed)
    out = []
    k = 0
    while len(out) < count:
        game = new_game(seed + k)
        k += 1
        for _ in range(rng.randrange(0, 12)):
            if game.is_over:
                break
            game.play(rng.choice(game.legal_moves()))
        if not game.is_over:
            out.append(game)
    return out


def measure(label: str, new_game: Callable[[int], DiceOfDoom],
            make: Callable[[DiceOfDoom], Any], clock: bool, count: int, seed: int) -> None:
    decisions, walls, cpus, slices, same = [], [], [], [], []
    for game in positions(new_game, count, seed):
        player = make(game)
        t0 = time.perf_counter()
        chosen = player.choose_with_info(game).move
        decisions.append(time.perf_counter() - t0)
        think = getattr(make(game), "think", None)
        if think is None:
            continue
        thinking = think(game)
        n = 0
        while True:
            w0, c0 = time.perf_counter(), time.thread_time()
            finished = thinking.step(0.05)
            walls.append(time.perf_counter() - w0)
            cpus.append(time.thread_time() - c0)
            n += 1
            if finished:
                break
        slices.append(n)
        if not clock:
            same.append(thinking.result().move == chosen)
    line = (f"{label}: decision median {statistics.median(decisions):.3f} s, "
            f"max {max(decisions):.3f} s")
    if walls:
        line += (f"; slice max {max(walls):.3f} s wall, {max(cpus):.3f} s CPU, "
                 f"{statistics.median(slices):g} slices a decision")
        if same:
            line += f"; same move {sum(same)}/{len(same)}"
    else:
        line += "; no think()"
    print(line, flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=6, help="positions per player")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default="", help="a part of the labels to run")
    args = parser.parse_args(argv)
    for label, new_game, make, clock in CASES:
        if args.only in label:
            measure(label, new_game, make, clock, args.positions, args.seed)


if __name__ == "__main__":
    main()
