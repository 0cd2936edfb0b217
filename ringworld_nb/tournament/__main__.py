"""``python -m ringworld_nb.tournament``: see :mod:`ringworld_nb.tournament.cli`."""

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
