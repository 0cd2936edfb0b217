"""Renaissance (Masahiro Nakajima, 2012): a polyomino majority game (docs/rules.md §3).

Modules, one job each:

* :mod:`.cells` - the 7 x 7 board's cells, names and neighbours;
* :mod:`.pieces` - the thirteen polyominoes in eight kinds, their orientations;
* :mod:`.board` - what lies on the board (tiles, markers, pieces);
* :mod:`.moves` - moves, events and their notation.
"""

from .board import GOLD, SILVER, Board
from .cells import CENTRE, cell_name, parse_cell
from .moves import Event, Move, parse_move
from .pieces import CELLS_OF, KINDS, POOL, kind_of, orientations, piece_name

__all__ = ["Board", "SILVER", "GOLD", "CENTRE", "cell_name", "parse_cell", "Move",
           "Event", "parse_move", "KINDS", "POOL", "CELLS_OF", "kind_of", "orientations",
           "piece_name"]
