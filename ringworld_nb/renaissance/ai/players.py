"""Players of Renaissance behind the package's one player interface.

Every player has ``choose(game) -> Move`` and ``choose_with_info(game) -> Choice``
(:mod:`ringworld_nb.core.players`) and never changes the game it is given.

>>> from ringworld_nb.renaissance import Renaissance
>>> game = Renaissance(seed=3)
>>> choice = GreedyPlayer().choose_with_info(game)
>>> choice.move in game.legal_moves(), len(game.history)
(True, 0)
"""

from __future__ import annotations

import math
import random
import time

from ...core.mcts import MCTSPlayer
from ...core.players import Choice, check_strength
from ..game import Renaissance
from ..moves import Move

__all__ = ["RandomPlayer", "GreedyPlayer", "SearchPlayer", "best_player_for", "lead"]


def _other(player: str) -> str:
    return "gold" if player == "silver" else "silver"


def lead(game: Renaissance, player: str) -> int:
    """``player``'s score minus the other player's, as :meth:`Renaissance.score` counts."""
    return game.score(player) - game.score(_other(player))


def _check_playable(game: Renaissance) -> None:
    if game.is_over:
        raise ValueError("the game is over: there is no move to choose")


class RandomPlayer:
    """A uniform legal move (seeded)."""

    name = "random"

    def __init__(self, seed: int | None = 0) -> None:
        self._rng = random.Random(seed)

    def choose_with_info(self, game: Renaissance) -> Choice:
        _check_playable(game)
        return Choice(game.random_move(self._rng))

    def choose(self, game: Renaissance) -> Move:
        return self.choose_with_info(game).move


class GreedyPlayer:
    """The move with the best immediate score: the mover's lead in points after it
    (a finished set: a win first). Ties are broken at random (seeded)."""

    name = "greedy"

    def __init__(self, seed: int | None = 0) -> None:
        self._rng = random.Random(seed)

    def choose_with_info(self, game: Renaissance) -> Choice:
        _check_playable(game)
        t0 = time.perf_counter()
        trial = game.clone()
        mover = game.to_move
        best: list[Move] = []
        best_value = -math.inf
        moves = trial.legal_moves()
        for move in moves:
            trial.push(move)
            value: float = lead(trial, mover)
            if trial.is_over and trial.winner == mover:
                value = math.inf
            trial.undo()
            if value > best_value:
                best, best_value = [move], value
            elif value == best_value:
                best.append(move)
        move = best[self._rng.randrange(len(best))]
        return Choice(move, None, 1, len(moves), time.perf_counter() - t0)

    def choose(self, game: Renaissance) -> Move:
        return self.choose_with_info(game).move


class SearchPlayer(MCTSPlayer):
    """Monte Carlo tree search (:mod:`ringworld_nb.core.mcts`) with a time budget."""

    def __init__(self, seconds: float = 2.0, *, seed: int | None = 0,
                 name: str | None = None, **settings) -> None:
        super().__init__(name or f"tree search {seconds:g} s", seed=seed, seconds=seconds,
                         **settings)


def best_player_for(game: Renaissance, strength: str = "medium"):
    """The player the app offers at ``strength`` ('easy', 'medium', 'strong')."""
    check_strength(strength)
    if strength == "easy":
        return GreedyPlayer()
    if strength == "medium":
        return SearchPlayer(0.5)
    return SearchPlayer(2.0)
