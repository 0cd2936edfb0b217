"""How much faster a tournament runs on more processes: serial, a local process pool, and
a Dask LocalCluster, on one fixed tournament.

The tournament: The Ring World L3 (games drawn at 200 moves), the tree search at 100,
200 and 300 simulations a move (reproducible, so every run plays the same games), every
pairing ``--games`` games. It is played three ways, each timed from the call to the last
game (the pool's and the cluster's start-up included):

* serial: ``executor=None``, in this process;
* ``--workers`` processes: ``process_pool(workers)``;
* a Dask ``LocalCluster`` of ``--workers`` worker processes (one thread each), its
  executor given to the runner as it is (the cluster's start-up is not timed: it is
  started before, as a user's cluster would be).

and prints the times, the speed-up of the pool over serial, the Dask run against the
pool, whether the three played the same games move for move (they must), and how many
games were played at once on average (the games' own time over the wall time: a busy
machine makes each game slower and this figure lower). The load
of the machine before and after (``os.getloadavg``) is printed too: on a machine shared
with other work, the figures are that machine's.

    python benchmarks/tournament_speed.py [--games 8] [--workers 2] [--seed 1]
"""

from __future__ import annotations

import argparse
import os
import time

from ringworld_nb.core.executors import dask_executor, process_pool
from ringworld_nb.core.games import game_maker
from ringworld_nb.core.results import TournamentResult
from ringworld_nb.core.tournament import run_tournament, same_games

ENTRANTS = ["mcts:100", "mcts:200", "mcts:300"]


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f}, {five:.2f}, {fifteen:.2f} ({os.cpu_count()} cores)"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8, help="games per pairing")
    parser.add_argument("--workers", type=int, default=2, help="processes / Dask workers")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    maker = game_maker("ringworld", order=3, max_turns=200)
    maker.prepare()  # the compiled fast path, loaded here before the serial clock starts

    def run(executor: object) -> tuple[float, TournamentResult]:
        t0 = time.perf_counter()
        result = run_tournament(ENTRANTS, maker, games=args.games, seed=args.seed,
                                executor=executor, progress="text")
        return time.perf_counter() - t0, result

    print(f"before: {load()}", flush=True)
    serial_time, serial = run(None)
    print(f"serial: {serial_time:.1f} s", flush=True)
    with process_pool(args.workers) as pool:
        pool_time, pooled = run(pool)
    print(f"{args.workers} processes: {pool_time:.1f} s", flush=True)
    with dask_executor(workers=args.workers) as cluster:
        dask_time, on_dask = run(cluster)
    print(f"Dask LocalCluster of {args.workers} workers: {dask_time:.1f} s", flush=True)
    print(f"after: {load()}")
    games = len(serial.records)
    print(f"{games} games; the same games move for move: "
          f"{same_games(serial, pooled) and same_games(serial, on_dask)}")
    for label, wall, result in (("serial", serial_time, serial), ("processes", pool_time, pooled),
                                ("Dask", dask_time, on_dask)):
        busy = sum(r.seconds for r in result.records)
        print(f"{label}: the games took {busy:.1f} s of play in {wall:.1f} s "
              f"({busy / wall:.2f} games at once on average)")
    print(f"speed-up of {args.workers} processes over serial: {serial_time / pool_time:.2f}x; "
          f"Dask against the process pool: {100 * (dask_time / pool_time - 1):+.1f}%")


if __name__ == "__main__":
    main()
