"""Players of The Ring World behind the package's one player interface.

Every player has ``choose(game) -> Move`` and ``choose_with_info(game) -> Choice``
(:mod:`ringworld_nb.core.players`) and never changes the game it is given.

>>> from ringworld_nb.ringworld import RingWorld
>>> game = RingWorld(3)
>>> choice = GreedyPlayer().choose_with_info(game)
>>> choice.move in game.legal_moves(), game.turn
(True, 0)
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from ...core.mcts import MCTSPlayer
from ...core.players import Choice, check_strength
from ..game import RingWorld
from ..moves import BLUE, RED, Move

__all__ = ["RandomPlayer", "GreedyPlayer", "SearchPlayer", "best_player_for",
           "material"]

#: Weight of a ring by its level: a ring higher up is worth more (level 1 first).
LEVEL_WEIGHTS: tuple[float, ...] = (1.0, 4.0, 16.0, 64.0, 256.0, 1024.0)


def material(game: RingWorld, colour: int,
             weights: Sequence[float] = LEVEL_WEIGHTS) -> float:
    """``colour``'s rings minus the other colour's, each weighted by its level."""
    other = RED + BLUE - colour
    return sum(weights[level - 1] * (game.count(level, colour) - game.count(level, other))
               for level in game.board.levels)


def _check_playable(game: RingWorld) -> None:
    if game.is_over:
        raise ValueError("the game is over: there is no move to choose")


class RandomPlayer:
    """A uniform legal placement, then a uniform legal turn (seeded)."""

    name = "random"

    def __init__(self, seed: int | None = 0) -> None:
        self._rng = random.Random(seed)

    def choose_with_info(self, game: RingWorld) -> Choice:
        _check_playable(game)
        return Choice(game.random_move(self._rng))

    def choose(self, game: RingWorld) -> Move:
        return self.choose_with_info(game).move


class GreedyPlayer:
    """One move ahead: the move after which the mover's weighted rings
    (:func:`material`) lead by the most; a move that takes the top position first.
    Ties are broken at random (seeded)."""

    name = "greedy"

    def __init__(self, weights: Sequence[float] = LEVEL_WEIGHTS, seed: int | None = 0) -> None:
        self.weights = tuple(weights)
        self._rng = random.Random(seed)

    def choose_with_info(self, game: RingWorld) -> Choice:
        _check_playable(game)
        t0 = time.perf_counter()
        trial = game.clone()
        mover = game.to_move
        best: list[Move] = []
        best_value = -math.inf
        moves = trial.legal_moves()
        for move in moves:
            trial.push(move)
            if trial.is_over:
                value = math.inf if trial.winner == mover else (
                    -math.inf if trial.winner else 0.0)
            else:
                value = material(trial, mover, self.weights)
            trial.undo()
            if value > best_value:
                best, best_value = [move], value
            elif value == best_value:
                best.append(move)
        move = best[self._rng.randrange(len(best))]
        return Choice(move, None, 1, len(moves), time.perf_counter() - t0)

    def choose(self, game: RingWorld) -> Move:
        return self.choose_with_info(game).move


class SearchPlayer(MCTSPlayer):
    """Monte Carlo tree search (:mod:`ringworld_nb.core.mcts`) with a time budget."""

    def __init__(self, seconds: float = 2.0, *, seed: int | None = 0,
                 name: str | None = None, **settings) -> None:
        super().__init__(name or f"tree search {seconds:g} s", seed=seed, seconds=seconds,
                         **settings)


def best_player_for(game: RingWorld, strength: str = "medium"):
    """The player the app offers at ``strength`` ('easy', 'medium', 'strong')."""
    check_strength(strength)
    if strength == "easy":
        return GreedyPlayer()
    if strength == "medium":
        return SearchPlayer(0.5)
    return SearchPlayer(2.0)
