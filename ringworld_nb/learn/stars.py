"""The stars of a level done: 3 at par with no hint, one less for every move over par and
every hint read, never fewer than 1; 1 when the solution was shown."""

from __future__ import annotations

__all__ = ["stars"]


def stars(par: int, moves: int, hints: int = 0, shown: bool = False) -> int:
    """The stars of a level done in ``moves`` of the learner's moves with ``hints`` hints
    read: 3 at par with no hint, one less for every move over par and every hint, never
    fewer than 1; 1 when the solution was shown.

    >>> stars(1, 1), stars(2, 3), stars(1, 1, hints=1), stars(2, 4, hints=2)
    (3, 2, 2, 1)
    >>> stars(1, 1, shown=True)
    1
    """
    if shown:
        return 1
    return max(1, 3 - max(0, moves - par) - hints)
