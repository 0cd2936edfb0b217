"""Ratings from games: Elo by Bradley-Terry (and Plackett-Luce for more than two seats)
with 95% intervals, head-to-head results with the likelihood of superiority.

The model
---------
Each entrant ``i`` has a strength ``gamma_i``; in a game among several entrants, the
chance that ``i`` wins is ``gamma_i`` over the sum of the strengths at the table. With
two seats that is Bradley-Terry (a draw counts half a win to each side); with three or
four it is the first choice of Plackett-Luce - the winner chosen from the table - which
is all a Dice of Doom result says (a shared win is split among the winners). The Elo
rating is ``400 * log10(gamma)``, so 400 points more means odds of 10 to 1 between two.

The fit is Hunter's MM algorithm (Hunter 2004, "MM algorithms for generalized
Bradley-Terry models") as OpenSpiel's ``compute_ratings_from_matrices`` runs it: every
strength in turn becomes its wins over the sum, across its games, of 1 over the table's
total strength. A weak prior - ``prior`` virtual draws between every two entrants
(OpenSpiel's ``smoothing_factor`` ``s`` is ``prior = 2 s``) - keeps a rating finite when
an entrant won or lost every game, and joins entrants that never met.

The 95% interval comes from the fit: the curvature of the log-likelihood at its maximum
(the Fisher information, ``p (1 - p)`` per game and pair) gives the covariance of the
ratings relative to the anchor (an entrant held at 0, the first by default), and the
interval is 1.96 standard deviations either side. ``interval="bootstrap"`` instead refits
``bootstrap`` resamples of the games (the starts of each pairing drawn with
replacement, seeded) and takes the 2.5 and 97.5 percentiles.

Head to head, as cutechess prints it: the score, the Elo difference it means with its
95% margin (from the spread of the game results), and the likelihood of superiority,
``LOS = Phi((wins - losses) / sqrt(wins + losses))``, the chance that the first is the
stronger given the decisive games.

>>> games = [((0, 1), (1.0, 0.0))] * 3 + [((0, 1), (0.0, 1.0))]   # A won 3 of 4 against B
>>> fit = fit_strengths(2, games, prior=0.0)
>>> round(float(fit.elo[1] - fit.elo[0]), 1)       # 3 to 1 odds: 400 * log10(3)
-190.8
>>> los(3, 1)
0.8413447460685429
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from .errors import ArgumentError

__all__ = ["Fit", "fit_strengths", "elo_interval", "bootstrap_intervals", "los",
           "score_elo", "pair_elo", "ELO_PER_NEPER", "Z95"]

#: Elo points per unit of natural-log strength: 400 / ln 10.
ELO_PER_NEPER = 400.0 / math.log(10.0)
#: The two-sided 95% point of the normal distribution.
Z95 = 1.959963984540054

#: A game for the fit: the entrants at the table (indexes, one per seat; an entrant may
#: sit twice) and each seat's share of the win (summing to 1).
Table = tuple[Sequence[int], Sequence[float]]


@dataclass(frozen=True)
class Fit:
    """The fitted strengths: ``elo[i]`` relative to the anchor, and the covariance of
    the ratings (Elo squared) relative to it."""

    elo: np.ndarray
    covariance: np.ndarray
    anchor: int
    iterations: int

    def sigma(self) -> np.ndarray:
        """The standard deviation of each rating (0 for the anchor)."""
        return np.sqrt(np.maximum(np.diag(self.covariance), 0.0))


def _mm(n: int, members: np.ndarray, offsets: np.ndarray, wins: np.ndarray,
        prior: float, max_iterations: int, tolerance: float) -> tuple[np.ndarray, int]:
    """Hunter's MM iterations; ``members`` lists the seats of every table one after
    another (table ``t`` is ``members[offsets[t]:offsets[t + 1]]``). Returns log
    strengths (mean 0) and the iterations run."""
    gamma = np.ones(n)
    table_of = np.repeat(np.arange(len(offsets) - 1), np.diff(offsets))
    pairs = ~np.eye(n, dtype=bool)
    iterations = 0
    while iterations < max_iterations:
        iterations += 1
        totals = np.bincount(table_of, weights=gamma[members], minlength=len(offsets) - 1)
        denominator = np.bincount(members, weights=1.0 / totals[table_of], minlength=n)
        if prior > 0:
            pair_sum = gamma[:, None] + gamma[None, :]
            denominator = denominator + prior * np.where(pairs, 1.0 / pair_sum, 0.0).sum(1)
        with np.errstate(divide="ignore"):
            new = np.where(denominator > 0, wins / denominator, 0.0)
        new = np.maximum(new / new.sum(), np.finfo(float).tiny)
        change = float(np.max(np.abs(new - gamma / gamma.sum())))
        gamma = new
        if change < tolerance:
            break
    theta = np.log(gamma)
    return theta - theta.mean(), iterations


def _information(n: int, tables: Sequence[Table], theta: np.ndarray,
                 prior: float) -> np.ndarray:
    """The Fisher information of the log strengths: ``diag(p) - p p^T`` for each table
    (p the win chances at it), plus the prior's virtual games."""
    info = np.zeros((n, n))
    strength = np.exp(theta)
    by_size: dict[int, list[Sequence[int]]] = {}
    for seats, _ in tables:
        by_size.setdefault(len(seats), []).append(seats)
    for size, group in by_size.items():
        index = np.asarray(group, dtype=np.int64).reshape(-1, size)
        p = strength[index]
        p = p / p.sum(axis=1, keepdims=True)
        local = -p[:, :, None] * p[:, None, :]
        local[:, np.arange(size), np.arange(size)] += p
        np.add.at(info, (index[:, :, None], index[:, None, :]), local)
    if prior > 0:
        p = strength[:, None] / (strength[:, None] + strength[None, :])
        q = prior * p * p.T
        np.fill_diagonal(q, 0.0)
        info += np.diag(q.sum(1)) - q
    return info


def fit_strengths(n: int, tables: Sequence[Table], *, prior: float = 1.0, anchor: int = 0,
                  max_iterations: int = 10_000, tolerance: float = 1e-12,
                  covariance: bool = True) -> Fit:
    """Fit the strengths of ``n`` entrants to ``tables`` (see :data:`Table`) with
    ``prior`` virtual draws between every two entrants; Elo relative to ``anchor``.

    Needs every entrant in some game or a prior above 0 (ArgumentError otherwise)."""
    if n < 1:
        raise ArgumentError("no entrants to rate")
    if not 0 <= anchor < n:
        raise ArgumentError(f"anchor must be an entrant from 0 to {n - 1}, got {anchor}")
    if prior < 0:
        raise ArgumentError(f"prior must be 0 or more virtual draws, got {prior}")
    members = np.fromiter((i for seats, _ in tables for i in seats), dtype=np.int64)
    shares = np.fromiter((w for _, weights in tables for w in weights), dtype=float)
    offsets = np.zeros(len(tables) + 1, dtype=np.int64)
    offsets[1:] = np.cumsum([len(seats) for seats, _ in tables])
    wins = np.bincount(members, weights=shares, minlength=n) + prior * 0.5 * (n - 1)
    played = np.bincount(members, minlength=n) > 0
    if prior == 0 and not played.all():
        missing = [i for i in range(n) if not played[i]]
        raise ArgumentError(f"entrants {missing} played no game: give a prior to rate them")
    theta, iterations = _mm(n, members, offsets, wins, prior, max_iterations, tolerance)
    matrix = np.zeros((n, n))
    keep = [i for i in range(n) if i != anchor]
    if covariance and keep:
        info = _information(n, tables, theta, prior)
        inverse = np.linalg.pinv(info[np.ix_(keep, keep)])
        matrix[np.ix_(keep, keep)] = inverse * ELO_PER_NEPER ** 2
    elo = (theta - theta[anchor]) * ELO_PER_NEPER
    return Fit(elo, matrix, anchor, iterations)


def elo_interval(fit: Fit, z: float = Z95) -> tuple[np.ndarray, np.ndarray]:
    """The (low, high) ends of each rating's interval from the fit's covariance."""
    sigma = fit.sigma()
    return fit.elo - z * sigma, fit.elo + z * sigma


def bootstrap_intervals(n: int, groups: Sequence[Sequence[Sequence[Table]]], *,
                        prior: float = 1.0, anchor: int = 0, resamples: int = 1000,
                        seed: int = 0, level: float = 0.95) -> tuple[np.ndarray, np.ndarray]:
    """Percentile intervals of the Elo ratings over ``resamples`` refits.

    ``groups[p][s]`` are the games of pairing ``p`` from start ``s`` (played with the
    seats swapped or rotated, so kept together); each resample draws, for every
    pairing, as many starts as it has, with replacement (seeded by ``seed``)."""
    rng = np.random.default_rng(seed)
    samples = np.empty((resamples, n))
    for r in range(resamples):
        tables: list[Table] = []
        for starts in groups:
            if not starts:
                continue
            for k in rng.integers(0, len(starts), size=len(starts)):
                tables.extend(starts[int(k)])
        samples[r] = fit_strengths(n, tables, prior=prior, anchor=anchor, tolerance=1e-9,
                                   covariance=False).elo
    tail = 50.0 * (1.0 - level)
    return np.percentile(samples, tail, axis=0), np.percentile(samples, 100 - tail, axis=0)


def los(wins: float, losses: float) -> float:
    """The likelihood of superiority from the decisive games: the chance that the side
    with ``wins`` is the stronger (0.5 with no decisive game)."""
    if wins + losses == 0:
        return 0.5
    return 0.5 * (1.0 + math.erf((wins - losses) / math.sqrt(2.0 * (wins + losses))))


def score_elo(score: float) -> float:
    """The Elo difference that gives an expected ``score`` (0..1; +-inf at the ends).

    >>> round(score_elo(0.75), 1), score_elo(1.0)
    (190.8, inf)
    """
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / score - 1.0)


def pair_elo(wins: int, draws: int, losses: int, z: float = Z95) -> tuple[float, float]:
    """The Elo difference of a score and its margin (half the width of its ``z``
    interval), as cutechess computes them: the score's standard error from the spread
    of wins, draws and losses. Infinite when a side scored everything."""
    games = wins + draws + losses
    if games == 0:
        return 0.0, math.inf
    mu = (wins + 0.5 * draws) / games
    if mu in (0.0, 1.0):
        return score_elo(mu), math.inf
    variance = (wins * (1 - mu) ** 2 + draws * (0.5 - mu) ** 2 + losses * mu ** 2) / games
    error = z * math.sqrt(variance / games)
    low, high = score_elo(mu - error), score_elo(mu + error)
    return score_elo(mu), (high - low) / 2.0
