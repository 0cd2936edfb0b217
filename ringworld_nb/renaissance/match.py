"""A match of Renaissance: a number of sets, colours swapped every set (docs/rules.md §3.5).

Two people, called ``"A"`` and ``"B"``, play ``sets`` sets (4 by default). A plays
Silver in the first set, Gold in the second, and so on: each moves first in setup
(Silver) as often as in Phase 1 (Gold). The match is won on the total of the set
scores (``by="score"``, the default) or on the number of sets won (``by="sets"``); a
match that ends level is a draw.

>>> import random
>>> match = Match(sets=2)
>>> match.colour("A"), match.next_set().variant, match.number
('silver', 'full', 1)
>>> rng = random.Random(5)
>>> while not match.is_over:
...     game = match.current
...     _ = game.play(game.random_move(rng))
...     _ = match.after_move()
>>> len(match.results), match.totals() == {p: sum(r.scores[p] for r in match.results)
...                                        for p in ("A", "B")}
(2, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.errors import ArgumentError
from ..core.validate import describe, integer
from .board import GOLD, SILVER
from .game import Renaissance

__all__ = ["Match", "SetResult", "PEOPLE"]

PEOPLE = ("A", "B")


@dataclass(frozen=True)
class SetResult:
    """One finished set: who played Silver, the people's scores, the set's winner."""

    number: int
    silver: str
    scores: dict[str, int] = field(default_factory=dict)
    winner: str | None = None  # "A", "B" or None for a draw


class Match:
    """A match of ``sets`` sets (see the module docstring); ``variant`` applies to each."""

    def __init__(self, sets: int = 4, *, by: str = "score", variant: str = "full") -> None:
        if not isinstance(sets, int) or isinstance(sets, bool) or sets < 1:
            raise ArgumentError(f"sets must be a whole number of at least 1, got {describe(sets)}")
        if not isinstance(by, str) or by not in ("score", "sets"):
            raise ArgumentError(f"by must be 'score' or 'sets', got {describe(by)}")
        if not isinstance(variant, str) or variant not in ("full", "phase1"):
            raise ArgumentError("a match plays the whole set or Phase 1 only ('full' or "
                             f"'phase1'), got {describe(variant)}")
        self.sets = sets
        self.by = by
        self.variant = variant
        self.results: list[SetResult] = []
        self.current: Renaissance = Renaissance(seed=1, variant=variant)

    @property
    def number(self) -> int:
        """The number of the set being played (1 for the first)."""
        return len(self.results) + 1

    def colour(self, person: str, number: int | None = None) -> str:
        """The colour ``person`` plays in set ``number`` (default: the current one)."""
        if not isinstance(person, str) or person not in PEOPLE:
            raise ArgumentError(f"person must be 'A' or 'B', got {describe(person)}")
        n = self.number if number is None else integer(number, "number (of a set)", low=1)
        a_silver = n % 2 == 1
        return SILVER if (person == "A") == a_silver else GOLD

    def person(self, colour: str, number: int | None = None) -> str:
        """Who plays ``colour`` in set ``number``."""
        if not isinstance(colour, str) or colour not in (SILVER, GOLD):
            raise ArgumentError(f"colour must be 'silver' or 'gold', got {describe(colour)}")
        return "A" if self.colour("A", number) == colour else "B"

    def next_set(self) -> Renaissance:
        """The game of the current set."""
        return self.current

    def after_move(self) -> SetResult | None:
        """Call after every move of the current set: when it has just ended, record its
        result and start the next set (unless the match is over); returns the result."""
        game = self.current
        if not game.is_over or len(self.results) >= self.sets:
            return None
        scores = {self.person(SILVER): game.score(SILVER), self.person(GOLD): game.score(GOLD)}
        winner = None if game.winner is None else self.person(game.winner)
        result = SetResult(self.number, self.person(SILVER), scores, winner)
        self.results.append(result)
        if len(self.results) < self.sets:
            self.current = Renaissance(seed=self.number, variant=self.variant)
        return result

    def totals(self) -> dict[str, int]:
        """Each person's total score over the finished sets."""
        return {p: sum(r.scores[p] for r in self.results) for p in PEOPLE}

    def sets_won(self) -> dict[str, int]:
        """How many finished sets each person won."""
        return {p: sum(r.winner == p for r in self.results) for p in PEOPLE}

    @property
    def is_over(self) -> bool:
        return len(self.results) >= self.sets

    @property
    def winner(self) -> str | None:
        """``"A"``, ``"B"``, or None (a draw, or not over)."""
        if not self.is_over:
            return None
        table = self.totals() if self.by == "score" else self.sets_won()
        if table["A"] == table["B"]:
            return None
        return "A" if table["A"] > table["B"] else "B"
