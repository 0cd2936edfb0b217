"""How long an analysis of a game takes (issue 19: a 60-move Ring World L3 game at the
default settings in at most 60 s on the project's 2-core machine).

Prints, for each game, the moves, the positions searched, the wall-clock and CPU time of
an analysis at the default settings (strength "medium", run in slices of 0.05 s as an
app runs it: the longest slice is printed too), and the labels found:

* The Ring World L3: a 60-move game of seeded self-play (the greedy player as Red
  against the tree search at 200 simulations as Blue, cut at 60 moves);
* Dice of Doom 4 x 4, two players, version 1: a game of the greedy player against the
  medium one (the Land of Lisp AI), to its end;
* Renaissance: a set of the greedy player against the tree search at 100 simulations,
  to its end.

    nice -n 5 .venv/bin/python benchmarks/analysis_speed.py [--only ringworld] [--seed 4]
        [--order 4]

The compiled kernels are loaded (numba's disk cache) before the clock starts, as an app
has them loaded by the time a game is over.
"""

from __future__ import annotations

import argparse
import collections
import time
from typing import Any


def ringworld_game(seed: int, order: int = 3) -> Any:
    from ringworld_nb.core.players import make_player, play_game
    from ringworld_nb.ringworld import RingWorld

    game = RingWorld(order)
    play_game(game, {1: make_player(game, "greedy", seed=seed),
                     2: make_player(game, "mcts:200", seed=seed)}, max_plies=60)
    return game


def dice_game(seed: int) -> Any:
    from ringworld_nb.core.players import make_player, play_game
    from ringworld_nb.dice import DiceOfDoom

    game = DiceOfDoom(4, seed=seed, fair_start=True)
    return play_game(game, [make_player(game, "greedy", seed=seed),
                            make_player(game, "medium", seed=seed)])


def renaissance_game(seed: int) -> Any:
    from ringworld_nb.core.players import make_player, play_game
    from ringworld_nb.renaissance import Renaissance

    game = Renaissance(seed)
    return play_game(game, {"silver": make_player(game, "greedy", seed=seed),
                            "gold": make_player(game, "mcts:100", seed=seed)})


#: The slice an app gives the worker between two looks at its buttons.
SLICE = 0.05

GAMES = {"ringworld": ("The Ring World L3", ringworld_game),
         "dice": ("Dice of Doom 4x4", dice_game),
         "renaissance": ("Renaissance", renaissance_game)}


def warm_up() -> None:
    from ringworld_nb.renaissance.ai import fast as renaissance_fast
    from ringworld_nb.ringworld.ai import fast as ringworld_fast

    ringworld_fast.warm_up(wait=True)
    renaissance_fast.warm_up(wait=True)


def measure(kind: str, seed: int, order: int = 3) -> None:
    from ringworld_nb.analysis import analysing

    title, make = GAMES[kind]
    if kind == "ringworld":
        title = f"The Ring World L{order}"
        game = make(seed, order)
    else:
        game = make(seed)
    worker = analysing(game)
    wall, cpu = time.perf_counter(), time.process_time()
    longest = 0.0
    while True:
        t0 = time.perf_counter()
        done = worker.step(SLICE)
        longest = max(longest, time.perf_counter() - t0)
        if done:
            break
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    analysis = worker.result()
    labels = collections.Counter(r.label for r in analysis.reviews)
    accuracy = ", ".join(f"{p} {a:.1f}%" for p, a in analysis.accuracy.items() if a is not None)
    print(f"{title}: {len(game.history)} moves, {worker.total} positions searched, "
          f"{wall:.1f} s wall, {cpu:.1f} s CPU ({wall / max(worker.total, 1):.2f} s a "
          f"position); slices of {SLICE} s took at most {longest:.3f} s")
    print(f"    labels {dict(labels)}; accuracy {accuracy}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=sorted(GAMES), help="one game only")
    parser.add_argument("--seed", type=int, default=4, help="the seed of the games played")
    parser.add_argument("--order", type=int, default=3, choices=(3, 4),
                        help="the Ring World board (L3 is the issue's figure)")
    args = parser.parse_args()
    warm_up()
    for kind in [args.only] if args.only else list(GAMES):
        measure(kind, args.seed, args.order)


if __name__ == "__main__":
    main()
