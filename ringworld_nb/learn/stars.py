"""The stars of a level done: 3 at par with no hint and no wrong try, one less for every
move over par, every hint read and every wrong try, never fewer than 1; 1 when the
solution was shown - and, when fewer than 3, the words that say why."""

from __future__ import annotations

__all__ = ["stars", "stars_why"]


def stars(par: int, moves: int, hints: int = 0, shown: bool = False, wrong: int = 0) -> int:
    """The stars of a level done in ``moves`` of the learner's moves with ``hints`` hints
    read and ``wrong`` wrong tries (moves refused or judged wrong, the board put back):
    3 at par with no hint and no wrong try, one less for every move over par, every hint
    and every wrong try, never fewer than 1; 1 when the solution was shown.

    >>> stars(1, 1), stars(2, 3), stars(1, 1, hints=1), stars(2, 4, hints=2)
    (3, 2, 2, 1)
    >>> stars(1, 1, wrong=1), stars(1, 1, hints=1, wrong=1), stars(1, 1, wrong=5)
    (2, 1, 1)
    >>> stars(1, 1, shown=True)
    1
    """
    if shown:
        return 1
    return max(1, 3 - max(0, moves - par) - hints - wrong)


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def stars_why(par: int, moves: int, hints: int = 0, shown: bool = False,
              wrong: int = 0) -> str:
    """Why a level done earned fewer than 3 stars, in a sentence ('' for 3 stars): what
    cost each star lost, and how to earn 3 (Retry).

    >>> stars_why(1, 1)
    ''
    >>> stars_why(1, 1, hints=1)
    'A star less for each hint read: 1 hint. Retry without hints for 3 stars.'
    >>> stars_why(2, 3)
    'A star less for each move over par: 2 moves do it, you took 3. Retry for 3 stars.'
    >>> stars_why(1, 1, wrong=1)
    'A star less for each wrong try: 1 wrong try. Retry for 3 stars.'
    >>> stars_why(2, 4, hints=2).startswith("A star less for each move over par (2, you")
    True
    >>> print(stars_why(1, 1, hints=1, wrong=2))  # doctest: +NORMALIZE_WHITESPACE
    A star less for each hint read (1 hint) and each wrong try (2 wrong tries), but never
    fewer than 1. Retry for 3 stars.
    >>> stars_why(1, 1, shown=True)
    'Show me gives 1 star. Retry on your own for 3 stars.'
    """
    if shown:
        return "Show me gives 1 star. Retry on your own for 3 stars."
    over = max(0, moves - par)
    if over + hints + wrong == 0:
        return ""
    floor = ", but never fewer than 1" if over + hints + wrong > 2 else ""
    costs = [cost for n, cost in (
        (over, f"each move over par ({par}, you took {moves})"),
        (hints, f"each hint read ({_count(hints, 'hint')})"),
        (wrong, f"each wrong try ({_count(wrong, 'wrong try').replace('trys', 'tries')})"))
        if n]
    if len(costs) > 1:
        listed = ", ".join(costs[:-1]) + f" and {costs[-1]}"
        return f"A star less for {listed}{floor}. Retry for 3 stars."
    if over:
        does = "move does" if par == 1 else "moves do"
        return (f"A star less for each move over par: {par} {does} it, you took "
                f"{moves}{floor}. Retry for 3 stars.")
    if hints:
        return (f"A star less for each hint read: {_count(hints, 'hint')}{floor}. Retry "
                "without hints for 3 stars.")
    tries = _count(wrong, "wrong try").replace("trys", "tries")
    return f"A star less for each wrong try: {tries}{floor}. Retry for 3 stars."
