"""Renaissance (Masahiro Nakajima, 2012): a polyomino majority game (docs/rules.md §3).

>>> from ringworld_nb.renaissance import Renaissance
>>> game = Renaissance()
>>> game.phase, game.to_move
('setup', 'silver')

Modules, one job each:

* :mod:`.cells` - the 7 x 7 board's cells, names and neighbours;
* :mod:`.pieces` - the thirteen polyominoes in eight kinds, their orientations;
* :mod:`.board` - what lies on the board (tiles, markers, pieces);
* :mod:`.moves` - moves, events and their notation;
* :mod:`.setup`, :mod:`.phase1`, :mod:`.phase2` - the rules of each phase, as pure
  functions of a board;
* :mod:`.scoring` - the points of a collection and the penalty of a hand;
* :mod:`.layout` - the board after setup as text, and random setups;
* :mod:`.text` - text diagrams of a position;
* :mod:`.game` - :class:`Renaissance`, one set from setup to score, and the variants;
* :mod:`.match` - a match of several sets, colours swapped each set.
"""

from .board import GOLD, SILVER, Board
from .cells import CENTRE, cell_name, parse_cell
from .game import Renaissance, deal_at_random
from .layout import format_layout, parse_layout, random_layout
from .match import Match
from .moves import Event, Move, parse_move
from .pieces import CELLS_OF, KINDS, POOL, kind_of, orientations, piece_name
from .scoring import penalty, phase1_score, score_sheet

__all__ = ["Renaissance", "Match", "Board", "SILVER", "GOLD", "CENTRE", "cell_name",
           "parse_cell", "Move", "Event", "parse_move", "KINDS", "POOL", "CELLS_OF",
           "kind_of", "orientations", "piece_name", "phase1_score", "score_sheet",
           "penalty", "parse_layout", "format_layout", "random_layout", "deal_at_random"]
