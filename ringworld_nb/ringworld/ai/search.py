"""The tree search of The Ring World: Monte Carlo tree search guided by the rings.

The package's search (:mod:`ringworld_nb.core.mcts`) knows nothing about the game; this
module gives it The Ring World's judgement (:mod:`.evaluation`) in three places:

1. **Candidates, best first.** A node considers the legal moves ordered by the lead
   they give at once (a winning move first): the greedy player's order. With
   *progressive widening* a node of *n* visits looks at only its first
   ``ceil(a * n**b)`` candidates, so on the L4 board, with a thousand moves and more in
   the middle of a game, the simulations go to the few moves worth a look, and the
   opponent's best answers are found first (an answer that takes the top position is the
   first candidate, so a move that allows it is seen to lose after one visit).
2. **Short rollouts.** Random games of The Ring World last hundreds of moves and say
   little about a board; a rollout here plays only ``plies`` random moves (none by
   default) and then turns the weighted lead into an expected score
   (:func:`.evaluation.win_probability`).
3. **Proofs** (the search's ``solver``): a move after which the opponent can take the
   top position is proven lost and never chosen again while another move is open; the
   next candidate takes its place. So the search sees a threat at once and looks down
   the list for a move that stops it.
4. **A small exploration constant**, which suits a sharp evaluation better than the
   0.7 of random rollouts.

>>> from ringworld_nb.ringworld import RingWorld
>>> game = RingWorld(3)
>>> report = tree_search(3, iterations=40, seed=1).search(game)
>>> report.move in game.legal_moves(), report.simulations, game.turn
(True, 40, 0)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...core.mcts import MCTS, Progress, Rollout, outcome_score
from ..game import RingWorld
from .evaluation import LEVEL_WEIGHTS, material, ordered_moves, win_probability

__all__ = ["evaluation_rollout", "candidate_moves", "tree_search", "SEARCH_DEFAULTS"]

#: The settings of the search: exploration constant, progressive widening ``(a, b)``,
#: random plies before the evaluation, the most candidates a node keeps (None: all, which
#: the proofs of wins need). Chosen by reasoning and checked with
#: ``benchmarks/ringworld_ai.py``, not tuned by a systematic sweep (``--settings`` tries
#: others).
SEARCH_DEFAULTS: dict[str, Any] = {"exploration": 0.3, "widening": (1.5, 0.5),
                                   "plies": 0, "limit": None}


def evaluation_rollout(order: int, plies: int = 0,
                       weights: Sequence[float] = LEVEL_WEIGHTS) -> Rollout:
    """A rollout that plays ``plies`` uniformly random moves (``random_move``), then
    scores the board by the weighted lead (:func:`.evaluation.win_probability`); a game
    that ends on the way scores its result. The game is left as it was found."""

    def rollout(game: Any, rng: random.Random, player: Any) -> float:
        played = 0
        while played < plies and not game.is_over:
            game.push(game.random_move(rng))
            played += 1
        if game.is_over:
            value = outcome_score(game.outcome, player)
        else:
            value = win_probability(material(game, player, weights), order, weights)
        for _ in range(played):
            game.undo()
        return value

    return rollout


def candidate_moves(limit: int | None = None,
                    weights: Sequence[float] = LEVEL_WEIGHTS):
    """``candidates(game)`` for the search: :func:`.evaluation.ordered_moves`, the first
    ``limit`` of them."""

    def candidates(game: RingWorld) -> list:
        return ordered_moves(game, weights, limit)

    return candidates


def tree_search(order: int, *, iterations: int | None = None, seconds: float | None = None,
                seed: int | None = 0, progress: Progress | None = None,
                weights: Sequence[float] = LEVEL_WEIGHTS, **settings: Any) -> MCTS:
    """The settings of a Ring World search on a board of ``order``: :class:`MCTS` with
    the candidates, rollout and constants of this module (``settings`` override
    :data:`SEARCH_DEFAULTS`: ``exploration``, ``widening``, ``plies``, ``limit``)."""
    unknown = set(settings) - set(SEARCH_DEFAULTS)
    if unknown:
        raise TypeError(f"unknown search settings: {', '.join(sorted(unknown))}")
    s = {**SEARCH_DEFAULTS, **settings}
    return MCTS(iterations=iterations, seconds=seconds, seed=seed, progress=progress,
                exploration=s["exploration"], widening=s["widening"],
                rollout=evaluation_rollout(order, s["plies"], weights),
                candidates=candidate_moves(s["limit"], weights), solver=True)
