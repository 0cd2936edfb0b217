"""The Ring World: the fractal board, its rules, its notation and its words.

* :mod:`.geometry` - the board of rings (positions, neighbours, addresses, rotations);
* :mod:`.game` - :class:`RingWorld`, the rules (``phases(move)``: a move step by step);
* :mod:`.moves` - moves and events (``Event.describe()``: one event in words);
* :mod:`.notation` - moves as text (``527@52``);
* :mod:`.words` - a whole move in words (``describe_events``).
"""

from .game import RingWorld
from .geometry import SIMILARITY_DIMENSION, RingBoard
from .moves import BLUE, EMPTY, PASS, RED, Event, Move, Phase
from .notation import format_move, parse_move
from .words import describe_events

__all__ = ["RingBoard", "RingWorld", "Move", "Event", "Phase", "PASS", "EMPTY", "RED", "BLUE",
           "SIMILARITY_DIMENSION", "format_move", "parse_move", "describe_events"]
