"""Players of Renaissance behind the package's one player interface.

Every player has ``choose(game) -> Move`` and ``choose_with_info(game) -> Choice``
(:mod:`ringworld_nb.core.players`) and never changes the game it is given.

* :class:`RandomPlayer` - a uniform legal move: it offers to end Phase 1 at random and
  accepts half the offers, so random sets are short and low-scoring.

The greedy player and the search end Phase 1 only when there is nothing left to play
for (:mod:`.ending`): while a piece on the board can still be completed they neither
offer nor accept, so a person gets a real set, not one that ends 1-0 after a domino.
* :class:`GreedyPlayer` - the move with the best *immediate score*, phase by phase as
  :mod:`.immediate` defines it (setup: nothing scores, so a random placement; Phase 1:
  the lead in collected points, so it takes every piece it can; Phase 2: the lead with
  the penalty, so it puts its largest piece back). The yardstick of the benchmarks.
* :class:`SearchPlayer` - Monte Carlo tree search (:mod:`ringworld_nb.core.mcts`) with
  the game's own playouts and move order (:mod:`.playout`): it plans majorities,
  declines offers that would lose, offers when ending wins, and looks at Phase 2 ahead.
* :func:`best_player_for` - what the apps offer at 'easy', 'medium' and 'strong'.

>>> from ringworld_nb.renaissance import Renaissance
>>> game = Renaissance(seed=3)
>>> choice = GreedyPlayer().choose_with_info(game)
>>> choice.move in game.legal_moves(), len(game.history)
(True, 0)
"""

from __future__ import annotations

import random
import time
from typing import Any

from ...core.mcts import MCTSPlayer
from ...core.players import (
    Choice,
    Player,
    RandomPlayer,
    check_playable,
    check_strength,
    simulations_in,
)
from ..game import Renaissance
from ..moves import ACCEPT, OFFER, Move
from .ending import something_to_play_for
from .immediate import lead, ranked_moves
from .playout import Candidates, kernel_rollout, rollout, search_copy

__all__ = ["RandomPlayer", "GreedyPlayer", "SearchPlayer", "best_player_for", "lead",
           "SEARCH_SETTINGS", "player_named", "PLAYER_NAMES"]

#: The names :func:`player_named` knows (``core.players.make_player`` adds 'random' and
#: the strengths).
PLAYER_NAMES = ("greedy", "mcts:N")

#: The tree search's settings besides its budget: the game's playouts, candidates best
#: first with progressive widening (a node of n visits tries ceil(2 * n ** 0.5) moves:
#: the setup has 772), and UCT's exploration constant for values 0..1.
SEARCH_SETTINGS: dict[str, Any] = {"widening": (2.0, 0.5), "exploration": 0.5}


class GreedyPlayer:
    """The move with the best immediate score (:mod:`.immediate`: the mover's lead after
    the move, a finished set's result first). It offers or accepts the end of Phase 1
    only when there is nothing left to play for (:mod:`.ending`: no piece on the board
    with a cell still free of markers), and even then, among equal scores, it goes on
    playing rather than ending; it picks at random (seeded) among the rest: in the
    setup, where nothing scores, that is a random placement."""

    name = "greedy"

    def __init__(self, seed: int | None = 0) -> None:
        self._rng = random.Random(seed)

    def choose_with_info(self, game: Renaissance) -> Choice:
        check_playable(game)
        t0 = time.perf_counter()
        trial = game.clone()
        ranked = ranked_moves(trial)
        if something_to_play_for(trial):  # no offer, no acceptance: the set goes on
            ranked = [(v, m) for v, m in ranked if m != OFFER and m != ACCEPT]
        best_value = ranked[0][0]
        best = [m for v, m in ranked if v == best_value]
        plain = [m for m in best if m.action not in ("offer", "accept")] or best
        move = plain[self._rng.randrange(len(plain))]
        return Choice(move, None, 1, len(ranked), time.perf_counter() - t0)

    def choose(self, game: Renaissance) -> Move:
        return self.choose_with_info(game).move


class SearchPlayer(MCTSPlayer):
    """Monte Carlo tree search (:mod:`ringworld_nb.core.mcts`) with a time budget
    (``seconds``) or a simulation budget (``iterations``), the candidate order of
    :mod:`.playout` and :data:`SEARCH_SETTINGS`. Its candidates hold no offer and no
    acceptance of the end of Phase 1 while there is something to play for
    (:mod:`.ending`), for itself and for the opponent it imagines: it plays the set on,
    declines an early offer, and its Hint never suggests ending early.

    With ``fast=True`` (the default) the search works on the compiled kernel once it is
    loaded (:func:`.playout.search_copy`) and its playouts are random sets played there
    (:func:`.playout.kernel_rollout`); while it loads, or with ``fast=False``, on the
    main engine with the policy's playouts (:func:`.playout.rollout`), which is what a
    reproducible test wants. Keyword ``settings`` override the rest (for instance
    ``rollout=``).
    """

    def __init__(self, seconds: float | None = 1.2, *, iterations: int | None = None,
                 seed: int | None = 0, name: str | None = None, fast: bool = True,
                 **settings: Any) -> None:
        merged: dict[str, Any] = {"rollout": kernel_rollout if fast else rollout,
                                  "candidates": Candidates(seed), **SEARCH_SETTINGS,
                                  **settings}
        budget = f"{seconds:g} s" if seconds is not None else f"{iterations} simulations"
        super().__init__(name or f"tree search {budget}", seed=seed, seconds=seconds,
                         iterations=iterations, **merged)
        self.fast = fast

    def think(self, game: Renaissance) -> Any:
        """A search of ``game`` (never changed) to run in slices; its moves are the
        engine's own, whichever copy the search works on."""
        work = search_copy(game) if self.fast else game
        return self.settings.start(work, self._seeds.getrandbits(63))


def best_player_for(game: Renaissance, strength: str = "medium", *,
                    seed: int | None = 0) -> Player:
    """The player the app offers at ``strength``, seeded: 'easy' the greedy player,
    'medium' the tree search at 0.2 s a move, 'strong' at 1.2 s (with the kernel's
    playouts). The budget leaves room for the pauses of a busy machine and of Python's
    garbage collector: a move takes at most about 2 s (benchmarks/renaissance_ai.py
    prints the times)."""
    check_strength(strength)
    if strength == "easy":
        return GreedyPlayer(seed)
    if strength == "medium":
        return SearchPlayer(0.2, seed=seed, name="medium")
    return SearchPlayer(1.2, seed=seed, name="strong")


def player_named(game: Renaissance, name: str, *, seed: int | None = 0) -> Player | None:
    """The player called ``name`` (one of :data:`PLAYER_NAMES`: 'greedy', or 'mcts:N' -
    the apps' tree search at N simulations a move, with the kernel's playouts once the
    kernel is loaded: it is loaded first, so that every process searches alike); None for
    another name. ``core.players.make_player`` is the way in for every game."""
    if name == "greedy":
        return GreedyPlayer(seed)
    simulations = simulations_in(name)
    if simulations is None:
        return None
    from . import fast

    fast.warm_up(wait=True)
    return SearchPlayer(None, iterations=simulations, seed=seed, name=name)
