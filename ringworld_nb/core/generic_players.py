"""The computer players of a game that brings none of its own: the tree search with
random playouts (:mod:`.mcts`), which plays any game of the protocol.

A game's spec names the module of its players (``ai``: ``PLAYER_NAMES``,
``player_named`` and ``best_player_for``); a game without one gets this module's, so a
new game can be played against the computer, in tournaments and in analyses from its
first day. ``easy`` searches 50 simulations a move, ``medium`` and ``strong`` think by
the clock, 0.2 s and 1 s a move, as the package's own games do.

A game that says its positions apart (``key()``, :mod:`.protocol`) and fits the exact
search's budget (:mod:`.exact`) is played perfectly at ``strong``, and by ``exact``
(:class:`~.exact_player.ExactPlayer`); beyond the budget they play as the tree search at
``strong``. A hint (:func:`hint_player_for`) is the exact search's best move wherever it
fits, at every strength.
"""

from __future__ import annotations

from typing import Any

from .exact_player import ExactPlayer
from .mcts import MCTSPlayer, random_rollout
from .players import Player, check_strength, simulations_in

__all__ = ["PLAYER_NAMES", "player_named", "best_player_for", "hint_player_for",
           "EASY_SIMULATIONS", "THINKING_SECONDS"]

#: The names :func:`player_named` knows ("mcts:N": any number of simulations).
PLAYER_NAMES = ("mcts:N", "exact")
#: The simulations a move of the easy player.
EASY_SIMULATIONS = 50
#: Seconds a move of the medium and strong players.
THINKING_SECONDS = {"medium": 0.2, "strong": 1.0}
#: A playout stops after this many moves (and counts as a draw).
MAX_PLAYOUT = 1000


def player_named(game: Any, name: str, *, seed: int | None = 0) -> Player | None:
    """``"mcts:N"``: the tree search at N simulations a move with random playouts
    (reproducible from ``seed``); ``"exact"``: the exact search, else the strong tree
    search; None for another name."""
    if name == "exact":
        return ExactPlayer("exact", best_player_for(game, "strong", seed=seed))
    simulations = simulations_in(name)
    if simulations is None:
        return None
    return MCTSPlayer(name, seed=seed, iterations=simulations,
                      rollout=random_rollout(max_plies=MAX_PLAYOUT))


def best_player_for(game: Any, strength: str = "medium", *, seed: int | None = 0) -> Player:
    """The player of ``strength`` ("easy", "medium" or "strong"): the tree search, and at
    strong the exact search first."""
    check_strength(strength)
    if strength == "easy":
        return MCTSPlayer("easy", seed=seed, iterations=EASY_SIMULATIONS,
                          rollout=random_rollout(max_plies=MAX_PLAYOUT))
    search = MCTSPlayer(strength, seed=seed, seconds=THINKING_SECONDS[strength],
                        rollout=random_rollout(max_plies=MAX_PLAYOUT))
    return ExactPlayer(strength, search) if strength == "strong" else search


def hint_player_for(game: Any, strength: str = "medium", *, seed: int | None = 0) -> Player:
    """The player a hint asks at ``strength``: the exact search where the game fits its
    budget (a hint then names a best move), else the player of ``strength``."""
    player = best_player_for(game, strength, seed=seed)
    return player if isinstance(player, ExactPlayer) else ExactPlayer(strength, player)
