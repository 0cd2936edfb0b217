"""``python -m ringworld_nb.puzzles``: see :mod:`ringworld_nb.puzzles.cli`."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
