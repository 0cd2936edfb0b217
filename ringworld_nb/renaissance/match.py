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
from typing import Any

from ..core.errors import ArgumentError, RecordError
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

    # -- records --------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The match so far as plain data (a record keeps it with the current set).

        >>> Match(sets=2).to_dict()
        {'sets': 2, 'by': 'score', 'variant': 'full', 'results': []}
        """
        return {"sets": self.sets, "by": self.by, "variant": self.variant,
                "results": [{"number": r.number, "silver": r.silver, "scores": dict(r.scores),
                             "winner": r.winner} for r in self.results]}

    @classmethod
    def from_dict(cls, data: Any, current: Renaissance, *, counted: bool = False) -> Match:
        """The match ``data`` describes (:meth:`to_dict`), with ``current`` the set
        being played - or, ``counted``, the set last counted in ``data``'s results
        (the next set then starts fresh); RecordError naming what is wrong in damaged
        data."""
        if not isinstance(data, dict):
            raise RecordError("the match in the record must be an object")
        try:
            match = cls(sets=data.get("sets", 4), by=data.get("by", "score"),
                        variant=data.get("variant", "full"))
        except ArgumentError as err:
            raise RecordError(f"the match in the record: {err}") from None
        results = data.get("results", [])
        most = match.sets if counted else match.sets - 1
        if not isinstance(results, list) or len(results) > most or (counted and not results):
            raise RecordError("the match in the record: 'results' must list the sets "
                              f"counted so far (at most {most})")
        for number, item in enumerate(results, start=1):
            if not isinstance(item, dict):
                raise RecordError(f"the match in the record: set {number} is not an object")
            scores = item.get("scores")
            winner = item.get("winner")
            silver = item.get("silver")
            if (item.get("number") != number or silver != match.person(SILVER, number)
                    or not isinstance(scores, dict) or set(scores) != set(PEOPLE)
                    or not all(isinstance(v, int) and not isinstance(v, bool)
                               for v in scores.values())
                    or winner not in (*PEOPLE, None)):
                raise RecordError(f"the match in the record: set {number} is damaged")
            match.results.append(SetResult(number, silver, dict(scores), winner))
        if counted and not match.is_over:
            match.current = Renaissance(seed=match.number, variant=match.variant)
        else:
            match.current = current
        return match

    @property
    def winner(self) -> str | None:
        """``"A"``, ``"B"``, or None (a draw, or not over)."""
        if not self.is_over:
            return None
        table = self.totals() if self.by == "score" else self.sets_won()
        if table["A"] == table["B"]:
            return None
        return "A" if table["A"] > table["B"] else "B"
