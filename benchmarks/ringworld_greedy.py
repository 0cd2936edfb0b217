"""How long The Ring World's easy AI thinks, and what else an easy reply costs in the app.

The app's easy level is the greedy player (``ringworld/ai/players.py``: every legal move
tried once, the weighted rings after it compared, :func:`~ringworld_nb.ringworld.ai.
evaluation.move_values`). This script prints, for the L3 and L4 boards,

* ``greedy, main engine`` and ``greedy, compiled``: the time of one greedy decision
  (median, 90th percentile, worst; wall clock and this process's CPU time) over the
  positions of a few games of the greedy player against a random one, on the main
  engine (plain Python, what a browser-only Python runs) and on the compiled kernels;
* ``greedy, first reply``: in a new Python process, the first decisions, while the
  compiled kernels load in the background (from numba's disk cache);
* ``win estimate``: what the app spends after a move to estimate the chances for its
  graph (``ui/ai_turns.py``: the medium search until it has thought
  ``ESTIMATE_SECONDS`` and run ``ESTIMATE_MIN_SIMULATIONS`` simulations), on the main
  engine and compiled - time the app's loop shares with the AI's reply.

The goal (issue 16): the easy level answers within 0.5 s of thinking on L3 and L4.

    nice -n 5 .venv/bin/python benchmarks/ringworld_greedy.py [--games N] [--seed S]

Each part runs in a fresh process (``RINGWORLD_NB_NUMBA=0`` for the main engine).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time


def positions(order: int, games: int, seed: int) -> list:
    """The positions of ``games`` games of greedy (Red) against random (Blue) where the
    greedy player is to move, at most 120 moves each."""
    from ringworld_nb.ringworld import RingWorld
    from ringworld_nb.ringworld.ai.players import GreedyPlayer

    rng = random.Random(seed)
    out = []
    for g in range(games):
        game = RingWorld(order)
        greedy = GreedyPlayer(seed=seed + g)
        while not game.is_over and game.turn < 120:
            if game.to_move == 1:
                out.append(game.clone())
                game.play(greedy.choose(game))
            else:
                game.play(game.random_move(rng))
    return out


def time_greedy(order: int, games: int, seed: int, compiled: bool) -> dict:
    from ringworld_nb.ringworld.ai import fast
    from ringworld_nb.ringworld.ai.players import GreedyPlayer

    if compiled:
        fast.warm_up(wait=True)
    walls, cpus, moves = [], [], []
    player = GreedyPlayer(seed=seed)
    for game in positions(order, games, seed):
        w0, c0 = time.perf_counter(), time.process_time()
        choice = player.choose_with_info(game)
        walls.append(time.perf_counter() - w0)
        cpus.append(time.process_time() - c0)
        moves.append(choice.nodes)
    return {"walls": walls, "cpus": cpus, "moves": moves, "ready": fast.ready()}


def first_replies(order: int, seed: int) -> dict:
    """A new process: the first greedy decisions while the kernels load."""
    from ringworld_nb.ringworld import RingWorld
    from ringworld_nb.ringworld.ai import fast
    from ringworld_nb.ringworld.ai.players import GreedyPlayer

    rng = random.Random(seed)
    game = RingWorld(order)
    for _ in range(8):
        game.play(game.random_move(rng))
    player = GreedyPlayer(seed=seed)
    walls, ready = [], []
    for _ in range(6):
        if game.is_over:
            break
        w0 = time.perf_counter()
        game.play(player.choose(game))
        walls.append(time.perf_counter() - w0)
        ready.append(fast.ready())
        if not game.is_over:
            game.play(game.random_move(rng))
    return {"walls": walls, "ready": ready}


def estimate(order: int, games: int, seed: int, compiled: bool) -> dict:
    """The app's win estimate after a move (as ui/ai_turns.py runs it)."""
    from ringworld_nb.core.players import start_thinking
    from ringworld_nb.ringworld.ai import best_player_for, fast
    from ringworld_nb.ui.ai_turns import ESTIMATE_MIN_SIMULATIONS, ESTIMATE_SECONDS
    from ringworld_nb.ui.thinking import simulations_of

    if compiled:
        fast.warm_up(wait=True)
    walls = []
    for game in positions(order, games, seed)[::4]:
        thinking = start_thinking(best_player_for(game, "medium"), game)
        w0 = time.perf_counter()
        while not thinking.step(0.05):
            runs = simulations_of(thinking)
            if (time.perf_counter() - w0 >= ESTIMATE_SECONDS
                    and (runs is None or runs >= ESTIMATE_MIN_SIMULATIONS)):
                break
        walls.append(time.perf_counter() - w0)
    return {"walls": walls}


def child(part: str, order: int, games: int, seed: int) -> None:
    compiled = part.endswith("compiled")
    if part.startswith("greedy"):
        out = time_greedy(order, games, seed, compiled)
    elif part == "first":
        out = first_replies(order, seed)
    else:
        out = estimate(order, games, seed, compiled)
    print(json.dumps(out))


def run(part: str, order: int, games: int, seed: int) -> dict:
    env = dict(os.environ)
    if part.endswith("plain"):
        env["RINGWORLD_NB_NUMBA"] = "0"
    done = subprocess.run([sys.executable, __file__, "--child", part, "--order", str(order),
                           "--games", str(games), "--seed", str(seed)],
                          capture_output=True, text=True, env=env, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def spread(values: list[float]) -> str:
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(0.9 * len(values)))]
    return (f"median {statistics.median(values) * 1e3:.0f} ms, 90% {p90 * 1e3:.0f} ms, "
            f"max {values[-1] * 1e3:.0f} ms")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per board")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--order", type=int, default=0, help="3 or 4 (default: both)")
    parser.add_argument("--child", default="", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.child, args.order, args.games, args.seed)
        return
    for order in ([args.order] if args.order else [3, 4]):
        for engine in ("plain", "compiled"):
            out = run(f"greedy-{engine}", order, args.games, args.seed)
            name = "main engine" if engine == "plain" else "compiled"
            print(f"L{order} greedy, {name}: {spread(out['walls'])} wall; CPU "
                  f"{spread(out['cpus'])}; {len(out['walls'])} decisions, "
                  f"{statistics.median(out['moves']):.0f} legal moves (median), "
                  f"max {max(out['moves'])}", flush=True)
        out = run("first", order, args.games, args.seed)
        print(f"L{order} greedy, first reply in a new process: "
              + ", ".join(f"{w * 1e3:.0f} ms{'' if r else ' (kernels loading)'}"
                          for w, r in zip(out["walls"], out["ready"])), flush=True)
        for engine in ("plain", "compiled"):
            out = run(f"estimate-{engine}", order, args.games, args.seed)
            name = "main engine" if engine == "plain" else "compiled"
            print(f"L{order} win estimate after a move, {name}: {spread(out['walls'])}",
                  flush=True)


if __name__ == "__main__":
    main()
