"""``python -m ringworld_nb COMMAND``: the package's commands.

* ``new-game NAME [FOLDER]`` writes the package of a new game (:mod:`.scaffold`): a
  game of three in a row to change into yours, with its app, level, spec, entry point
  and a test that runs the conformance kit. Exit 0 and what to do next; exit 2 and why
  when the name or the folder cannot be used.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .core.errors import ArgumentError
from .scaffold import new_game


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command ``argv`` names; the exit status."""
    parser = argparse.ArgumentParser(prog="python -m ringworld_nb",
                                     description="The commands of ringworld_nb.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    new = commands.add_parser("new-game", help="write the package of a new game",
                              description="Write the package of a new game: a game of "
                                          "three in a row to change into yours.")
    new.add_argument("name", metavar="NAME", help="the game's name (a lower-case word)")
    new.add_argument("folder", metavar="FOLDER", nargs="?",
                     help="where to write it (default: ./NAME)")
    args = parser.parse_args(argv)
    try:
        folder = new_game(args.name, args.folder)
    except ArgumentError as err:
        print(f"new-game: {err}", file=sys.stderr)
        return 2
    print(f"Wrote the game {args.name!r} into {folder}. Next:\n"
          f"  pip install -e {folder}\n"
          f"  python -m ringworld_nb.testing {args.name}\n"
          f"  python -m pytest {folder / 'tests'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
