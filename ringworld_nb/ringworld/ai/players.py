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

import random
from collections.abc import Sequence
from typing import Any

from ...core.mcts import Search
from ...core.players import (
    Choice,
    Player,
    RandomPlayer,
    check_playable,
    check_strength,
    simulations_in,
)
from ...core.slices import SlicedThinking, Work
from ..game import RingWorld
from ..moves import Move
from .evaluation import LEVEL_WEIGHTS, material, move_values_in_slices, search_copy
from .search import tree_search

__all__ = ["RandomPlayer", "GreedyPlayer", "SearchPlayer", "best_player_for",
           "material", "player_named", "PLAYER_NAMES"]

#: The names :func:`player_named` knows (``core.players.make_player`` adds 'random' and
#: the strengths).
PLAYER_NAMES = ("greedy", "mcts:N")


class GreedyPlayer:
    """One move ahead: the move after which the mover's weighted rings
    (:func:`material`) lead by the most; a move that takes the top position first.
    Ties are broken at random (seeded).

    The app's easy level. It tries every legal move once (:func:`.evaluation.
    move_values`): on the compiled kernels a few milliseconds even on L4, on the main
    engine (while the kernels load, or without numba) some 15 microseconds a move, up to
    about 0.15 s of CPU for the three thousand moves of a busy L4 position
    (``benchmarks/ringworld_greedy.py``). :meth:`think` does that in slices, so that a
    page stays live meanwhile; :meth:`choose_with_info` is the same thinking at once.
    """

    name = "greedy"

    def __init__(self, weights: Sequence[float] = LEVEL_WEIGHTS, seed: int | None = 0) -> None:
        self.weights = tuple(weights)
        self._rng = random.Random(seed)

    def think(self, game: RingWorld) -> SlicedThinking:
        """The greedy choice in slices (a :class:`~ringworld_nb.core.players.Thinking`);
        the game is not changed."""
        check_playable(game)
        return SlicedThinking(self._choosing(game), lambda choice: choice)

    def _choosing(self, game: RingWorld) -> Work[Choice]:
        moves, values = yield from move_values_in_slices(game, self.weights)
        best_value = max(values)
        best = [move for move, value in zip(moves, values) if value == best_value]
        move = best[self._rng.randrange(len(best))]
        return Choice(move, None, 1, len(moves))

    def choose_with_info(self, game: RingWorld) -> Choice:
        """The move, and how many moves were tried (``nodes``): :meth:`think` at once."""
        return self.think(game).finish()

    def choose(self, game: RingWorld) -> Move:
        return self.choose_with_info(game).move


class SearchPlayer:
    """Monte Carlo tree search guided by the rings (:mod:`.search`), with a budget of
    ``seconds`` per move (or ``iterations`` simulations: reproducible). ``settings``
    override the search's constants (:data:`.search.SEARCH_DEFAULTS`).

    Each search gets its own seed from the player's seeded generator, so a match is
    reproducible from the seed under an iteration budget.
    """

    def __init__(self, seconds: float | None = 2.0, *, iterations: int | None = None,
                 seed: int | None = 0, name: str | None = None,
                 weights: Sequence[float] = LEVEL_WEIGHTS, **settings: Any) -> None:
        budget = f"{iterations} simulations" if iterations else f"{seconds:g} s"
        self.name = name or f"tree search {budget}"
        self.seconds = seconds
        self.iterations = iterations
        self.weights = tuple(weights)
        self.settings = settings
        tree_search(3, iterations=iterations, seconds=seconds, **settings)  # checks them
        self._seeds = random.Random(seed)

    def think(self, game: RingWorld) -> Search:
        """A search of ``game`` (not changed) to run in slices."""
        check_playable(game)
        mcts = tree_search(game.order, iterations=self.iterations, seconds=self.seconds,
                           weights=self.weights, **self.settings)
        return mcts.start(search_copy(game), self._seeds.getrandbits(63))

    def choose_with_info(self, game: RingWorld) -> Choice:
        search = self.think(game)
        while not search.step(0.1):
            pass
        return search.result()

    def choose(self, game: RingWorld) -> Move:
        return self.choose_with_info(game).move

    def __repr__(self) -> str:
        return f"<{self.name}>"


def best_player_for(game: RingWorld, strength: str = "medium", *,
                    seed: int | None = 0) -> Player:
    """The player the app offers at ``strength`` ('easy', 'medium', 'strong'), seeded:
    the greedy player, the tree search at 0.2 s and at 1 s a move."""
    check_strength(strength)
    if strength == "easy":
        return GreedyPlayer(seed=seed)
    if strength == "medium":
        return SearchPlayer(0.2, seed=seed, name="medium")
    return SearchPlayer(1.0, seed=seed, name="strong")


def player_named(game: RingWorld, name: str, *, seed: int | None = 0) -> Player | None:
    """The player called ``name`` (one of :data:`PLAYER_NAMES`: 'greedy', or 'mcts:N' -
    the apps' tree search at N simulations a move, on the compiled fast path when numba
    is there, loaded first so that every process searches alike); None for another name.
    ``core.players.make_player`` is the way in for every game."""
    if name == "greedy":
        return GreedyPlayer(seed=seed)
    simulations = simulations_in(name)
    if simulations is None:
        return None
    from . import fast

    fast.warm_up(wait=True)
    return SearchPlayer(None, iterations=simulations, seed=seed, name=name)
