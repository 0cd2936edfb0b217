"""The Ring World: the fractal board, its rules and its notation."""

from .game import RingWorld
from .geometry import SIMILARITY_DIMENSION, RingBoard
from .moves import BLUE, EMPTY, PASS, RED, Event, Move, Phase
from .notation import format_move, parse_move

__all__ = ["RingBoard", "RingWorld", "Move", "Event", "Phase", "PASS", "EMPTY", "RED", "BLUE",
           "SIMILARITY_DIMENSION", "format_move", "parse_move"]
