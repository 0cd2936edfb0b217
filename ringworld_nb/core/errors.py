"""The errors every game raises. All are ValueErrors whose message names the problem.

A move or record that is refused leaves the game exactly as it was.
"""

from __future__ import annotations

__all__ = ["GameError", "ArgumentError", "IllegalMoveError", "NotationError", "RecordError"]


class GameError(ValueError):
    """Base of the errors of ringworld_nb."""


class ArgumentError(GameError):
    """An argument of the right type but a wrong value - an option, a position, a
    colour, a level - given to a constructor or a query; the message names it.
    (The wrong type of value is a TypeError.)"""


class IllegalMoveError(GameError):
    """A move that is not legal in the current position; the message says why."""


class NotationError(GameError):
    """Text that is not a move in the game's notation; the message says what is wrong."""


class RecordError(GameError):
    """A game record that cannot be read or replayed; names the move number and reason."""
