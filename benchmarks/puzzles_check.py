"""The full check of the shipped puzzles, every puzzle of every game, with the time each
game takes (the tests check a sample of a few a game):

    python benchmarks/puzzles_check.py [--game G ...] [--sample N]

The same as ``python -m ringworld_nb.puzzles check --game G`` for each game: every
puzzle's record replays, its solution is legal, its first position leaves at least 4
legal moves, and every move to find passes the only-move rule again - the moves that
meet the goal as well are exactly the ones the file accepts, and the margin holds at 25
times the mining search (the exact solver on Dice of Doom's certain boards). Exits with 1
when a puzzle fails.
"""

from __future__ import annotations

import argparse
import sys
import time

from ringworld_nb.core.registry import names
from ringworld_nb.puzzles.cli import main
from ringworld_nb.puzzles.hooks import data_path, hooks_for


def run() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    games = [g for g in names() if hooks_for(g).data is not None and data_path(g).exists()]
    parser.add_argument("--game", choices=games, action="append")
    parser.add_argument("--sample", type=int, help="check N puzzles a game (default: all)")
    args = parser.parse_args()
    status = 0
    started = time.perf_counter()
    for game in args.game or games:
        extra = ["--sample", str(args.sample)] if args.sample else []
        status = max(status, main(["check", "--game", game, *extra]))
    print(f"all games: {time.perf_counter() - started:.0f} s")
    return status


if __name__ == "__main__":
    sys.exit(run())
