"""Checks of the arguments the game apps share (pace, size, seed, interactive, seats).

An app refuses a wrong argument when it is made, before it builds anything, with a
``TypeError`` (the wrong kind of value) or a ``ValueError`` (the right kind, a wrong
value) whose message names the argument - the promise of
:mod:`ringworld_nb.core.validate`, whose helpers these are built from.

>>> seconds(0.6, "pace"), seconds(1, "pace")
(0.6, 1.0)
>>> seconds(-1, "pace")
Traceback (most recent call last):
...
ringworld_nb.core.errors.ArgumentError: pace must be from 0 to 3 seconds, got -1
>>> inches(True, "size")
Traceback (most recent call last):
...
TypeError: size must be a number of inches, got True (bool)
>>> optional_flag(None, "interactive") is None
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from ..core.errors import ArgumentError
from ..core.validate import describe, flag, integer
from .seats import check_seats

__all__ = ["seconds", "inches", "optional_flag", "optional_seed", "seats_argument",
           "MAX_PACE", "INCHES"]

#: The longest pause before an AI move the apps' pace slider offers, in seconds.
MAX_PACE = 3.0
#: The board sizes an app accepts, in inches (smallest, largest).
INCHES = (2.0, 20.0)


def _number(value: object, name: str, what: str) -> float:
    """``value`` as a finite float if it is a real number (not a bool), else TypeError or
    ArgumentError naming ``name``."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(
            value, (int, float, np.integer, np.floating)):
        raise TypeError(f"{name} must be a number of {what}, got {describe(value)} "
                        f"({type(value).__name__})")
    try:
        number = float(value)
    except OverflowError:  # an int too large for a float
        raise ArgumentError(f"{name} is far too large: {describe(value)}") from None
    if not math.isfinite(number):
        raise ArgumentError(f"{name} must be a finite number of {what}, got {describe(value)}")
    return number


def seconds(value: object, name: str, *, high: float = MAX_PACE) -> float:
    """A pause in seconds, from 0 to ``high``."""
    number = _number(value, name, "seconds")
    if not 0 <= number <= high:
        raise ArgumentError(f"{name} must be from 0 to {high:g} seconds, got {describe(value)}")
    return number


def inches(value: object, name: str, *, low: float = INCHES[0],
           high: float = INCHES[1]) -> float:
    """A board size in inches, from ``low`` to ``high``."""
    number = _number(value, name, "inches")
    if not low <= number <= high:
        raise ArgumentError(f"{name} must be from {low:g} to {high:g} inches, got "
                            f"{describe(value)}")
    return number


def optional_flag(value: object, name: str) -> bool | None:
    """True, False or None (None: decide by the notebook)."""
    return None if value is None else flag(value, name)


def optional_seed(value: object, name: str = "seed") -> int | None:
    """A seed: None or a non-negative integer."""
    return None if value is None else integer(value, name, low=0)


def seats_argument(seats: object, players: int, *, random: bool = False,
                   name: str = "seats") -> list[str]:
    """``seats``, one per player, checked; a ValueError or TypeError naming ``name``."""
    if isinstance(seats, str) or not isinstance(seats, Sequence):
        raise TypeError(f"{name} must be a sequence of {players} seats, got "
                        f"{describe(seats)}")
    try:
        return check_seats(seats, players, random=random)
    except ValueError as err:
        message = str(err)
        raise ArgumentError(message if message.startswith(name) else
                            f"{name}: {message}") from None
