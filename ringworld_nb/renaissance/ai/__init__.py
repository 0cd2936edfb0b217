"""The computer players of Renaissance (the first the game has had).

* :mod:`.players` - :class:`RandomPlayer`, :class:`GreedyPlayer` (the best immediate
  score), :class:`SearchPlayer` (Monte Carlo tree search,
  :mod:`ringworld_nb.core.mcts`) and :func:`best_player_for`, what the app offers:
  'easy' the greedy player, 'medium' and 'strong' the search at 0.2 s and 1.2 s a move.
* :mod:`.immediate` - what a move is worth at once, phase by phase (the greedy player's
  yardstick, the search's first order of moves).
* :mod:`.playout` - how the search plays a set on to its end: random sets on the
  compiled kernel (:mod:`.fast`, once loaded) or a beginner's policy on the main engine;
  the value of a finished playout (result and margin); the candidates, best first.

How strong they are, and how fast: ``benchmarks/renaissance_ai.py``.
"""

from ...core.players import STRENGTHS, Choice, Player
from .players import GreedyPlayer, RandomPlayer, SearchPlayer, best_player_for

__all__ = ["Choice", "Player", "RandomPlayer", "GreedyPlayer", "SearchPlayer",
           "best_player_for", "STRENGTHS"]
