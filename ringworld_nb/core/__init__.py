"""What every game shares: errors, the record format and the game protocol."""

from .errors import GameError, IllegalMoveError, NotationError, RecordError
from .protocol import RESIGNATION, Game, Outcome, SearchGame, replay
from .record import Record

__all__ = ["Game", "GameError", "IllegalMoveError", "NotationError", "Outcome",
           "RESIGNATION", "Record", "RecordError", "SearchGame", "replay"]
