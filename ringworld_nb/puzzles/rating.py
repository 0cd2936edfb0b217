"""Glicko-2 ratings: how strong a player is, how sure we are, and how both move after a game.

Every rating here is three numbers (Mark Glickman, *Example of the Glicko-2 system*, 2013,
http://www.glicko.net/glicko/glicko2.pdf):

* ``rating`` - the estimate of strength on the familiar Elo-like scale (1500 at first);
* ``deviation`` (RD) - how unsure the estimate is: 350 for a newcomer, it shrinks as
  results come in and grows again while a player is away. A rating is roughly
  ``rating +- 2 * deviation`` with 95% confidence;
* ``volatility`` (sigma) - how erratic the player's results are: how much the rating is
  expected to wander between rating periods.

A puzzle is rated exactly like a player (lichess does the same): a solved puzzle is a
game the player won against the puzzle, a failed one a game the puzzle won. Both ratings
are updated after each attempt, each as a rating period of one game.

The update, in the paper's eight steps: convert to the Glicko-2 scale
(``mu = (r - 1500) / 173.7178``, ``phi = RD / 173.7178``), compute the estimated variance
``v`` of the rating from the game outcomes, the estimated improvement ``delta``, the new
volatility (by the Illinois algorithm, a root finder), then the new deviation and rating,
and convert back.

>>> player = Glicko2(1500, 200)
>>> after = player.update([(Glicko2(1400, 30), 1.0), (Glicko2(1550, 100), 0.0),
...                        (Glicko2(1700, 300), 0.0)])
>>> round(after.rating, 2), round(after.deviation, 2), round(after.volatility, 5)
(1464.05, 151.52, 0.06)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Glicko2", "SCALE", "TAU", "expected_score", "update_pair"]

#: Glicko-2's conversion factor between the Elo-like scale and its own (400 / ln 10).
SCALE = 173.7178
#: The system constant tau: how much volatility may change (Glickman suggests 0.3-1.2;
#: smaller keeps ratings calmer). The paper's example uses 0.5.
TAU = 0.5
#: Convergence tolerance of the volatility's root finder (step 5 of the paper).
EPSILON = 1e-6
#: The limits a rating is kept within: a deviation never grows beyond a newcomer's.
MAX_DEVIATION = 350.0
MIN_DEVIATION = 30.0


def _g(phi: float) -> float:
    """How much an opponent's uncertainty ``phi`` damps what a result says."""
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    """The expected score against an opponent of ``mu_j``, ``phi_j`` (Glicko-2 scale)."""
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


@dataclass(frozen=True)
class Glicko2:
    """A Glicko-2 rating: ``rating``, ``deviation`` (RD) and ``volatility`` (sigma).
    Immutable: :meth:`update` returns the rating after a rating period."""

    rating: float = 1500.0
    deviation: float = MAX_DEVIATION
    volatility: float = 0.06

    def __post_init__(self) -> None:
        for name in ("rating", "deviation", "volatility"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)) \
                    or not math.isfinite(value):
                raise TypeError(f"a rating's {name} must be a finite number, got {value!r}")
        if self.deviation <= 0 or self.volatility <= 0:
            raise ValueError(f"a rating's deviation and volatility must be positive, got "
                             f"{self.deviation!r} and {self.volatility!r}")

    @property
    def mu(self) -> float:
        """The rating on the Glicko-2 scale."""
        return (self.rating - 1500.0) / SCALE

    @property
    def phi(self) -> float:
        """The deviation on the Glicko-2 scale."""
        return self.deviation / SCALE

    def expected(self, opponent: Glicko2) -> float:
        """The expected score (0..1) of this player against ``opponent``."""
        return _e(self.mu, opponent.mu, opponent.phi)

    def update(self, results: Sequence[tuple[Glicko2, float]], *, tau: float = TAU,
               bounded: bool = False) -> Glicko2:
        """The rating after one rating period with ``results``: pairs (the opponent's
        rating before the period, the score: 1 win, 0.5 draw, 0 loss). No results: only
        the deviation grows (step 6 alone). ``bounded`` keeps the deviation within
        [:data:`MIN_DEVIATION`, :data:`MAX_DEVIATION`], so that a puzzle or a player
        seen a thousand times still moves a little."""
        mu, phi, sigma = self.mu, self.phi, self.volatility
        if not results:
            phi_star = math.sqrt(phi * phi + sigma * sigma)
            return self._bounded(Glicko2(self.rating, phi_star * SCALE, sigma), bounded)
        # Step 3: the estimated variance v; step 4: the estimated improvement delta.
        inverse_v = 0.0
        total = 0.0
        for opponent, score in results:
            if not 0.0 <= score <= 1.0:
                raise ValueError(f"a score is 0 (loss), 0.5 (draw) or 1 (win), got {score!r}")
            g = _g(opponent.phi)
            e = _e(mu, opponent.mu, opponent.phi)
            inverse_v += g * g * e * (1.0 - e)
            total += g * (score - e)
        v = 1.0 / inverse_v
        delta = v * total
        # Step 5: the new volatility, the root of f by the Illinois algorithm.
        a = math.log(sigma * sigma)

        def f(x: float) -> float:
            ex = math.exp(x)
            d = phi * phi + v + ex
            return ex * (delta * delta - d) / (2.0 * d * d) - (x - a) / (tau * tau)

        big_a = a
        if delta * delta > phi * phi + v:
            big_b = math.log(delta * delta - phi * phi - v)
        else:
            k = 1
            while f(a - k * tau) < 0:
                k += 1
            big_b = a - k * tau
        f_a, f_b = f(big_a), f(big_b)
        while abs(big_b - big_a) > EPSILON:
            big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
            f_c = f(big_c)
            if f_c * f_b <= 0:
                big_a, f_a = big_b, f_b
            else:
                f_a /= 2.0
            big_b, f_b = big_c, f_c
        new_sigma = math.exp(big_a / 2.0)
        # Steps 6-8: the new deviation and rating, back on the familiar scale.
        phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
        new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
        new_mu = mu + new_phi * new_phi * total
        return self._bounded(Glicko2(1500.0 + SCALE * new_mu, SCALE * new_phi, new_sigma),
                             bounded)

    @staticmethod
    def _bounded(rating: Glicko2, bounded: bool) -> Glicko2:
        if not bounded:
            return rating
        deviation = min(MAX_DEVIATION, max(MIN_DEVIATION, rating.deviation))
        return Glicko2(rating.rating, deviation, rating.volatility)


def expected_score(player: Glicko2, opponent: Glicko2) -> float:
    """The expected score of ``player`` against ``opponent`` (0..1).

    >>> round(expected_score(Glicko2(1700, 50), Glicko2(1500, 50)), 2)
    0.76
    """
    return player.expected(opponent)


def update_pair(player: Glicko2, puzzle: Glicko2, solved: bool) -> tuple[Glicko2, Glicko2]:
    """Both ratings after one attempt: the player won the game against the puzzle when
    ``solved``, else the puzzle won. Each side is updated from the other's rating before
    the attempt, as one rating period of one game; deviations stay within bounds."""
    score = 1.0 if solved else 0.0
    return (player.update([(puzzle, score)], bounded=True),
            puzzle.update([(player, 1.0 - score)], bounded=True))
