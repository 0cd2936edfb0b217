"""A position's moves as a search judged them, best first: what a puzzle's only move is
read from.

Two flags say how far a ranking's numbers may be trusted:

* ``exact`` - equal values are truly equal by the measure the puzzle's goal speaks of
  (the exact solver's 1 / 0.5 / 0, Renaissance's points after the best reply): two moves
  of the best value meet the goal equally well, and both are accepted;
* ``final`` - no deeper search can change it (the exact solver, a win at once): the
  re-check at many times the mining search is not needed.

A tree search's values are estimates: neither flag, and two moves are never taken to
be equally good.

>>> ranking = Ranking((Judged("a", 1.0, 0), Judged("b", 1.0, 0), Judged("c", 0.0, 0)), 3,
...                   0, exact=True)
>>> [j.move for j in ranking.top()], ranking.margin(("a", "b"))
(['a', 'b'], 1.0)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

__all__ = ["Judged", "Ranking", "MIN_VISITS", "TIE"]


#: A move is judged by its mean score only when at least this many simulations went
#: through it (fewer say little).
MIN_VISITS = 4
#: Two values of an exact ranking closer than this are equal (sums of probabilities).
TIE = 1e-9


@dataclass(frozen=True)
class Judged:
    """One move as a search judged it: the ``value`` for the mover (0..1, or points for
    a game judged on points), the simulations through it (``visits``), and ``proof``
    ('won', 'lost' or '')."""

    move: Any
    value: float
    visits: int
    proof: str = ""


@dataclass(frozen=True)
class Ranking:
    """The judged moves of a position, best first, the legal moves there were, the work
    the search did (simulations, positions or depth), and the flags of the module's
    docstring."""

    moves: tuple[Judged, ...]
    legal: int
    simulations: int
    exact: bool = False
    final: bool = False

    @property
    def best(self) -> Judged:
        return self.moves[0]

    @property
    def second(self) -> Judged | None:
        """The second best judged move (None when no other move was judged)."""
        return self.moves[1] if len(self.moves) > 1 else None

    @property
    def gap(self) -> float:
        """How far the best move's value is ahead of the second best's. With no other
        move judged: the best value itself when every other move is proven lost or
        there is no other move, else 0 (nothing is known of the others)."""
        second = self.second
        if second is not None:
            return self.best.value - second.value
        return self.best.value if self.legal == 1 else 0.0

    def top(self) -> tuple[Judged, ...]:
        """The moves that meet the goal as well as the best: every move of the best
        value in an ``exact`` ranking, else the best alone."""
        if not self.exact:
            return self.moves[:1]
        return tuple(j for j in self.moves if j.value >= self.best.value - TIE)

    def value_of(self, move: Any) -> float | None:
        """The value of ``move`` (None when the search did not judge it)."""
        return next((j.value for j in self.moves if j.move == move), None)

    def margin(self, accepted: Iterable[Any]) -> float:
        """How far the best of the ``accepted`` moves is ahead of the best move outside
        them: negative when a move outside is better; with no move outside judged, 1.0
        when every legal move is accepted or judged (an exact ranking judges all), else
        0 (nothing is known of the others)."""
        chosen = set(accepted)
        inside = [j.value for j in self.moves if j.move in chosen]
        outside = [j.value for j in self.moves if j.move not in chosen]
        if not inside:
            return -1.0
        if outside:
            return max(inside) - max(outside)
        return 1.0 if self.exact or len(chosen) >= self.legal else 0.0
