"""A position's moves as a search judged them, best first: what a puzzle's only move is
read from."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["Judged", "Ranking", "MIN_VISITS"]


#: A move is judged by its mean score only when at least this many simulations went
#: through it (fewer say little).
MIN_VISITS = 4


@dataclass(frozen=True)
class Judged:
    """One move as a search judged it: the ``value`` for the mover (0..1), the
    simulations through it (``visits``), and ``proof`` ('won', 'lost' or '')."""

    move: Any
    value: float
    visits: int
    proof: str = ""


@dataclass(frozen=True)
class Ranking:
    """The judged moves of a position, best first, and the legal moves there were."""

    moves: tuple[Judged, ...]
    legal: int
    simulations: int

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
