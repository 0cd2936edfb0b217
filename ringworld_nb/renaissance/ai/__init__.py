"""The computer players of Renaissance (the first the game has had).

* :mod:`.players` - :class:`RandomPlayer`, :class:`GreedyPlayer` (the best immediate
  score), :class:`SearchPlayer` (Monte Carlo tree search,
  :mod:`ringworld_nb.core.mcts`) and :func:`best_player_for`, what the app offers.
"""

from ...core.players import STRENGTHS, Choice, Player
from .players import GreedyPlayer, RandomPlayer, SearchPlayer, best_player_for

__all__ = ["Choice", "Player", "RandomPlayer", "GreedyPlayer", "SearchPlayer",
           "best_player_for", "STRENGTHS"]
