"""``python -m ringworld_nb.testing GAME``: the conformance kit on an installed game.

Exit 0 and a short report when every rule holds; exit 1 and the rule broken (the
kit's AssertionError) otherwise; exit 2 when GAME is not an installed game (the known
games are named).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from ..core.errors import ArgumentError
from ..core.registry import names, spec
from .kit import check_game


def main(argv: Sequence[str] | None = None) -> int:
    """Run the kit on the game ``argv`` names; the exit status."""
    parser = argparse.ArgumentParser(
        prog="python -m ringworld_nb.testing",
        description="Check that an installed game keeps every rule of the game protocol.")
    parser.add_argument("game", help="the game's name in the registry")
    parser.add_argument("--games", type=int, default=3, help="random games to play (3)")
    parser.add_argument("--seed", type=int, default=0, help="the random games' seed (0)")
    args = parser.parse_args(argv)
    try:
        found = spec(args.game)
    except ArgumentError:
        print(f"no installed game is called {args.game!r}; the installed games: "
              f"{', '.join(names())}", file=sys.stderr)
        return 2
    try:
        report = check_game(found.new_game, games=args.games, seed=args.seed)
    except AssertionError as err:
        print(f"{found.name} ({found.title}) breaks a rule of the game protocol:\n{err}",
              file=sys.stderr)
        return 1
    print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
