"""The full check of the shipped puzzles, every puzzle of every game, with the time each
game takes (the tests check a sample of 20 a game):

    python benchmarks/puzzles_check.py [--game G]

The same as ``python -m ringworld_nb.puzzles check --game G`` for each game: every
puzzle's record replays, its solution is legal, and its first move is an only move by a
search four times deeper than the one that found it (the exact solver on Dice of Doom).
Exits with 1 when a puzzle fails.
"""

from __future__ import annotations

import argparse
import sys

from ringworld_nb.puzzles.cli import main
from ringworld_nb.puzzles.starts import GAMES


def run() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, action="append")
    args = parser.parse_args()
    status = 0
    for game in args.game or GAMES:
        status = max(status, main(["check", "--game", game]))
    return status


if __name__ == "__main__":
    sys.exit(run())
