"""Renaissance (Masahiro Nakajima, 2012): a polyomino majority game (docs/rules.md §3).

>>> from ringworld_nb.renaissance import Renaissance
>>> game = Renaissance()
>>> game.phase, game.to_move
('setup', 'silver')

Modules, one job each:

* :mod:`.cells` - the 7 x 7 board's cells, names and neighbours;
* :mod:`.pieces` - the thirteen polyominoes in eight kinds, their orientations (turned,
  flipped, the cells a shape covers);
* :mod:`.board` - what lies on the board (tiles, markers, pieces);
* :mod:`.moves` - moves, events and their notation;
* :mod:`.setup`, :mod:`.phase1`, :mod:`.phase2` - the rules of each phase, as pure
  functions of a board;
* :mod:`.scoring` - the points of a collection and the penalty of a hand;
* :mod:`.layout` - the board after setup as text, and random setups;
* :mod:`.text` - text diagrams of a position;
* :mod:`.game` - :class:`Renaissance`, one set from setup to score, and the variants
  (``steps(move)``: the steps a move goes through, without playing it);
* :mod:`.words` - what a move did, in words (``describe_events``);
* :mod:`.match` - a match of several sets, colours swapped each set.
"""

from .board import GOLD, SILVER, Board
from .cells import CENTRE, cell_name, parse_cell
from .game import Renaissance, Step, deal_at_random
from .layout import format_layout, parse_layout, random_layout
from .match import Match
from .moves import Event, Move, parse_move
from .pieces import (
    CELLS_OF,
    KINDS,
    POOL,
    Shape,
    covering,
    flipped,
    kind_of,
    normal_shape,
    orientations,
    piece_name,
    shape_of,
    turned,
)
from .scoring import penalty, phase1_score, score_sheet
from .words import describe_events

__all__ = ["Renaissance", "Match", "Board", "SILVER", "GOLD", "CENTRE", "cell_name",
           "parse_cell", "Move", "Event", "parse_move", "KINDS", "POOL", "CELLS_OF",
           "kind_of", "orientations", "piece_name", "phase1_score", "score_sheet",
           "penalty", "parse_layout", "format_layout", "random_layout", "deal_at_random",
           "Step", "Shape", "shape_of", "normal_shape", "turned", "flipped", "covering",
           "describe_events"]
