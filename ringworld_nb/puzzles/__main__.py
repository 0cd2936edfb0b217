"""``python -m ringworld_nb.puzzles``: see :mod:`.cli`."""

import sys

from .cli import main

sys.exit(main())
