"""Fitting the evaluation weights of :mod:`.evaluation` to self-play results.

The evaluation says ``P(player q wins) = softmax_q(w . features[q])``. That is a
*conditional logit* model, so its weights can be fitted like a logistic regression:

1. play games (:func:`self_play`) - the players, the number of games and the seeds
   are arguments, so every data set can be made again;
2. from every position of every game, keep the features of each player and the share
   of the result each player finally got (1 for the winner, 1/k in a k-way draw);
3. maximize the likelihood of those results (:func:`fit`, Newton's method with a
   little L2 regularization - the problem is convex, a dozen steps suffice).

The labels come from how the games were played, so the fitted weights predict the
result of *that* play; playing with them and fitting again (a few rounds) moves the
weights towards what the search itself makes of a position.

>>> from ringworld_nb.dice.ai import GreedyPlayer
>>> data = self_play(3, 2, 3, 1, games=6, players=lambda seed: [GreedyPlayer()] * 2)
>>> weights, loss = fit(data)
>>> 0 < loss < 1
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from ..game import DiceOfDoom
from .evaluation import FEATURES, Evaluator, Weights, end_utilities

__all__ = ["self_play", "fit", "Sample", "EpsilonPlayer", "log_loss"]

#: (features of each player or None, result share of each player)
Sample = tuple[list[Any], list[float]]


class EpsilonPlayer:
    """Plays like ``player`` but, with probability ``epsilon``, a random legal move
    (seeded): variety for training data."""

    name = "epsilon"

    def __init__(self, player: Any, epsilon: float, seed: int | None = None) -> None:
        self.player = player
        self.epsilon = epsilon
        self.rng = random.Random(seed)

    def choose(self, game: DiceOfDoom) -> Any:
        if self.rng.random() < self.epsilon:
            return self.rng.choice(game.legal_moves())
        return self.player.choose(game)


def self_play(size: int, n_players: int, max_dice: int, version: int, *, games: int,
              players: Callable[[int], Sequence[Any]], seed: int = 0,
              max_plies: int = 3000, every: int = 1, fair_start: bool = False,
              turn_starts: bool = True,
              progress: Callable[[int], None] | None = None) -> list[Sample]:
    """Samples from ``games`` games of a variant, started from seeds ``seed``, ``seed +
    1``, ...; ``players(game_seed)`` gives the players of each game. The position at
    the start of every ``every``-th turn is kept (``turn_starts``, for evaluators that
    settle), or every ``every``-th position. Games reaching ``max_plies`` are dropped (no result
    to learn from).
    """
    make = players
    out: list[Sample] = []
    for k in range(games):
        game = DiceOfDoom(size, players=n_players, max_dice=max_dice, version=version,
                          seed=seed + k, fair_start=fair_start)
        ev = Evaluator(game.rules)
        seats = make(seed + k)
        states = []
        turns = 0
        while not game.is_over and game.ply < max_plies:
            if not (turn_starts and game.attacked):  # turn starts: see Evaluator.settle
                if turns % every == 0:
                    states.append(game.key())
                turns += 1
            game.play(seats[game.to_move].choose(game))
        if not game.is_over:
            continue
        result = end_utilities(game.rules, game.key()[0])
        out.extend((ev.features(s), result) for s in states)
        if progress is not None:
            progress(k + 1)
    return out


def _arrays(samples: Sequence[Sample]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    n = len(samples)
    p = max(len(f) for f, _ in samples)
    k = len(FEATURES)
    x = np.zeros((n, p, k))
    mask = np.zeros((n, p), dtype=bool)
    y = np.zeros((n, p))
    for a, (feats, result) in enumerate(samples):
        for q, f in enumerate(feats):
            if f is not None:
                x[a, q] = f
                mask[a, q] = True
        y[a, :len(result)] = result
    return x, mask, y


def _probabilities(x: np.ndarray, mask: np.ndarray, w: np.ndarray) -> np.ndarray:
    z = np.where(mask, x @ w, -np.inf)
    z -= z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def log_loss(samples: Sequence[Sample], weights: Weights) -> float:
    """Mean cross-entropy of the results under ``weights`` (lower is better)."""
    x, mask, y = _arrays(samples)
    prob = _probabilities(x, mask, np.array(weights.vector()))
    return float(-(y * np.log(np.where(mask, prob, 1.0) + 1e-300)).sum() / len(samples))


def fit(samples: Sequence[Sample], l2: float = 1e-3, steps: int = 25,
        fixed: dict[str, float] | None = None) -> tuple[Weights, float]:
    """Maximum-likelihood weights for ``samples``: ``(Weights, mean log loss)``.

    ``fixed`` holds features whose weight is not fitted (e.g. ``{"region": 0.0}`` to
    leave a feature out).
    """
    if not samples:
        raise ValueError("no samples to fit")
    x, mask, y = _arrays(samples)
    n, _, k = x.shape
    fixed = dict(fixed or {})
    unknown = set(fixed) - set(FEATURES)
    if unknown:
        raise ValueError(f"unknown features {sorted(unknown)}; features are {FEATURES}")
    free = np.array([f not in fixed for f in FEATURES])
    w = np.array([fixed.get(f, 0.0) for f in FEATURES])
    xm = np.where(mask[..., None], x, 0.0)
    for _ in range(steps):
        prob = _probabilities(x, mask, w)
        grad = np.einsum("np,npk->k", prob - y, xm) / n
        mean = np.einsum("np,npk->nk", prob, xm)
        hess = (np.einsum("np,npk,npl->kl", prob, xm, xm)
                - np.einsum("nk,nl->kl", mean, mean)) / n
        grad = grad + l2 * w
        hess = hess + l2 * np.eye(k)
        step = np.zeros(k)
        step[free] = np.linalg.solve(hess[np.ix_(free, free)], grad[free])
        w = w - step
        if np.abs(step).max() < 1e-9:
            break
    weights = Weights(*(float(v) for v in w))
    return weights, log_loss(samples, weights)
