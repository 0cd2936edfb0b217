"""Checks of the values that cross the public boundary of the games, written once.

The promise of every public function of the package: an argument, a move or a record
that is wrong raises a :class:`TypeError` (wrong kind of value) or a ``ValueError`` of
:mod:`~ringworld_nb.core.errors` (right kind, wrong value), whose message names the
argument and says what is wrong - and nothing is changed. The games' own checkers (a
Ring World move, a Dice hex, a Renaissance cell) are built from the few helpers here, so
that the same value is refused with the same words everywhere.

What counts as an integer: ``int`` and numpy integers, never ``bool`` (``True`` is not
the board order 1) and never a float, not even ``3.0`` - a float is a sign that
something upstream computed the wrong thing, and ``int(2.9)`` would silently give 2.

>>> integer(np.int64(3), "order")
3
>>> integer(3.0, "order")
Traceback (most recent call last):
...
TypeError: order must be an integer, got 3.0 (float)
>>> integer(7, "order", low=2, high=6)
Traceback (most recent call last):
...
ringworld_nb.core.errors.ArgumentError: order must be from 2 to 6, got 7
>>> describe(10 ** 5000)
'an integer of 5001 digits'
"""

from __future__ import annotations

import random
from collections.abc import Collection
from typing import Any

import numpy as np

from .errors import ArgumentError

__all__ = ["describe", "is_integer", "integer", "flag", "one_of", "text", "python_random",
           "numpy_random"]

#: The longest description of a value a message quotes.
MAX_DESCRIPTION = 80


def describe(value: object) -> str:
    """A short, safe description of ``value`` for an error message.

    Never raises: integers too long to print (Python refuses more than 4300 digits) are
    counted, broken ``__repr__`` methods give the type, long texts are cut.
    """
    if isinstance(value, (int, np.integer)) and not isinstance(value, bool):
        v = int(value)
        if abs(v) >= 10 ** 30:
            return f"an integer of {_digits(v)} digits"
    try:
        text_ = repr(value)
    except Exception:  # noqa: BLE001 - a value whose repr fails is described by its type
        return f"a {type(value).__name__}"
    if len(text_) > MAX_DESCRIPTION:
        text_ = text_[:MAX_DESCRIPTION - 5] + " ...)"
    return text_


def _digits(v: int) -> int:
    """How many decimal digits ``v`` has (without printing it)."""
    v = abs(v)
    n = max(1, int(v.bit_length() * 0.30102999566398) - 1)
    while 10 ** n <= v:
        n += 1
    return n


def is_integer(value: object) -> bool:
    """True for ``int`` and numpy integers, False for bools, floats and the rest."""
    return isinstance(value, (int, np.integer)) and not isinstance(value, bool)


def integer(value: object, name: str, *, low: int | None = None,
            high: int | None = None) -> int:
    """``value`` as an ``int`` if it is an integer from ``low`` to ``high`` (either may
    be None: unbounded); TypeError for another kind of value, ArgumentError (a
    ValueError) out of range."""
    if not is_integer(value):
        raise TypeError(f"{name} must be an integer, got {describe(value)} "
                        f"({type(value).__name__})")
    v = int(value)  # type: ignore[call-overload]
    if (low is not None and v < low) or (high is not None and v > high):
        if high is None:
            bounds = f"at least {low}"
        elif low is None:
            bounds = f"at most {high}"
        else:
            bounds = f"from {low} to {high}"
        raise ArgumentError(f"{name} must be {bounds}, got {describe(v)}")
    return v


def flag(value: object, name: str) -> bool:
    """``value`` as a bool if it is one (numpy bools welcome); TypeError otherwise -
    ``1`` and ``"yes"`` are not switches."""
    if not isinstance(value, (bool, np.bool_)):
        raise TypeError(f"{name} must be True or False, got {describe(value)}")
    return bool(value)


def one_of(value: Any, name: str, options: Collection[Any]) -> Any:
    """``value`` if it is one of ``options`` (compared by type and value, so ``1.0`` is
    not ``1`` and ``True`` is not ``1``); ArgumentError listing the options otherwise."""
    for option in options:
        if type(value) is type(option) and value == option:
            return option
        if is_integer(value) and is_integer(option) and int(value) == option:
            return option
    listed = ", ".join(repr(o) for o in options)
    raise ArgumentError(f"{name} must be one of {listed}, got {describe(value)}")


def text(value: object, name: str, *, max_length: int | None = None) -> str:
    """``value`` if it is a str (of at most ``max_length`` characters); TypeError for
    another kind of value, ArgumentError if too long."""
    if not isinstance(value, str):
        raise TypeError(f"{name} must be text, got {describe(value)} "
                        f"({type(value).__name__})")
    if max_length is not None and len(value) > max_length:
        raise ArgumentError(f"{name} is {len(value)} characters long; at most {max_length} "
                         "are read")
    return value


def python_random(value: object, name: str = "rng") -> random.Random:
    """``value`` if it is a :class:`random.Random` (the generator the games' random
    choices draw from); a numpy ``Generator`` is welcome too and gives a
    ``random.Random`` seeded from it (so the choice is still reproducible). TypeError
    for anything else: a seed is not a generator.

    >>> python_random(random.Random(1)).random() == random.Random(1).random()
    True
    >>> python_random(7)
    Traceback (most recent call last):
    ...
    TypeError: rng must be a random generator such as random.Random(7), got 7 (int)
    """
    if isinstance(value, random.Random):
        return value
    if isinstance(value, np.random.Generator):
        return random.Random(int(value.integers(2 ** 63)))
    raise TypeError(f"{name} must be a random generator such as random.Random(7), got "
                    f"{describe(value)} ({type(value).__name__})")


def numpy_random(value: object, name: str = "rng") -> np.random.Generator:
    """``value`` if it is a numpy ``Generator``; a :class:`random.Random` is welcome too
    and gives a Generator seeded from it. TypeError for anything else.

    >>> numpy_random("seed")
    Traceback (most recent call last):
    ...
    TypeError: rng must be a random generator such as numpy.random.default_rng(7), got \
'seed' (str)
    """
    if isinstance(value, np.random.Generator):
        return value
    if isinstance(value, random.Random):
        return np.random.default_rng(value.getrandbits(128))
    raise TypeError(f"{name} must be a random generator such as numpy.random.default_rng(7), "
                    f"got {describe(value)} ({type(value).__name__})")
