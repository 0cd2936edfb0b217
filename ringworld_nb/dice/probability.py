"""Exact odds of a rolled attack (versions 2 and 3, docs/rules.md §2.2).

Both sides roll all their dice; the attacker wins only if its sum is **strictly**
greater, so a tie is a loss. With ``a`` attacking and ``d`` defending six-sided dice::

    P(win) = sum over s of P(attacker's sum = s) * P(defender's sum < s)

The number of ways ``n`` dice can add up to each total is found by convolving the
single die ``[0, 1, 1, 1, 1, 1, 1]`` with itself ``n`` times; everything stays in
integers until the final :class:`fractions.Fraction`, so the answers are exact.

>>> attack_win_probability(1, 1)   # 15 of the 36 rolls: the first die is higher
Fraction(5, 12)
>>> attack_win_probability(3, 2)
Fraction(1009, 1296)
>>> attack_win_probability(2, 2) + attack_lose_probability(2, 2)
Fraction(1, 1)
"""

from __future__ import annotations

import functools
from fractions import Fraction

import numpy as np

from ..core.errors import ArgumentError
from ..core.validate import describe, is_integer

__all__ = ["sum_distribution", "attack_win_probability", "attack_lose_probability",
           "win_probability_table", "SIDES", "MOST_DICE"]

SIDES = 6
#: The most dice these functions count (a hex holds at most 5; the counts are exact
#: integers, so thousands of dice would take long for nothing).
MOST_DICE = 100


def _count(value: object, name: str, low: int) -> int:
    """``value`` as an int if it is a number of dice from ``low`` to :data:`MOST_DICE`;
    ArgumentError (a ValueError, as these functions have always raised) otherwise."""
    if not is_integer(value) or not low <= value <= MOST_DICE:  # type: ignore[operator]
        raise ArgumentError(f"{name} must be a number of dice from {low} to {MOST_DICE}, "
                            f"got {describe(value)}")
    return int(value)  # type: ignore[call-overload]


def _check_count(name: str, value: object) -> int:
    return _count(value, name, 1)


@functools.cache
def sum_distribution(n: int) -> tuple[int, ...]:
    """Ways ``n`` six-sided dice can show each total: entry ``s`` counts sum ``s``.

    The counts add up to ``6 ** n``; entries 0 .. n-1 are 0.

    >>> sum_distribution(2)[7], sum(sum_distribution(2))
    (6, 36)
    """
    n = _count(n, "n", 0)
    ways = [1]  # zero dice: sum 0 in one way
    for _ in range(n):
        new = [0] * (len(ways) + SIDES)
        for s, w in enumerate(ways):
            if w:
                for face in range(1, SIDES + 1):
                    new[s + face] += w
        ways = new
    return tuple(ways)


@functools.cache
def _win_count(a: int, d: int) -> int:
    """Number of the ``6 ** (a + d)`` equally likely rolls that the attacker wins."""
    att, dfn = sum_distribution(a), sum_distribution(d)
    below = [0] * (len(att) + 1)  # below[s] = ways the defender rolls less than s
    running = 0
    for s in range(len(att)):
        below[s] = running
        running += dfn[s] if s < len(dfn) else 0
    return sum(w * below[s] for s, w in enumerate(att))


def attack_win_probability(attacker_dice: int, defender_dice: int) -> Fraction:
    """Exact P(sum of ``attacker_dice`` d6 > sum of ``defender_dice`` d6)."""
    a = _check_count("attacker_dice", attacker_dice)
    d = _check_count("defender_dice", defender_dice)
    return Fraction(_win_count(a, d), SIDES ** (a + d))


def attack_lose_probability(attacker_dice: int, defender_dice: int) -> Fraction:
    """Exact probability that the attack fails (the defender's sum is equal or higher)."""
    return 1 - attack_win_probability(attacker_dice, defender_dice)


def win_probability_table(max_dice: int = 5) -> np.ndarray:
    """Floats ``t[a, d]`` = P(win) for ``a``, ``d`` = 1 .. max_dice (row/column 0 unused, NaN).

    The table every player of the rolled version wants on the wall.
    """
    m = _check_count("max_dice", max_dice)
    table = np.full((m + 1, m + 1), np.nan)
    for a in range(1, m + 1):
        for d in range(1, m + 1):
            table[a, d] = float(attack_win_probability(a, d))
    return table
