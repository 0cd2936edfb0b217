"""The computer players of The Ring World (the first the game has had).

* :mod:`.evaluation` - how a board is judged: rings weighted by level
  (:func:`~.evaluation.material`), the lead after each legal move
  (:func:`~.evaluation.move_values`), the moves best first;
* :mod:`.search` - the tree search of :mod:`ringworld_nb.core.mcts` guided by that
  judgement (ordered candidates with progressive widening, rollouts cut short by the
  evaluation, proofs of wins and losses);
* :mod:`.players` - :class:`RandomPlayer`, :class:`GreedyPlayer` (one move ahead, rings
  counted with weights by level, a win first), :class:`SearchPlayer` and
  :func:`best_player_for`, what the app offers at each strength.

Their strength is measured by ``benchmarks/ringworld_ai.py`` (seats swapped, two random
opening moves per pair). Strong (the search, 1 s a move) won 100 of 100 games against
random on L3 and on L4, 55 of 60 against greedy on L3 (one draw) and 54 of 60 on L4;
medium (0.2 s) scored 37.5% against strong on L4 (40 games), on a busy two-core machine.
"""

from ...core.players import STRENGTHS, Choice, Player
from .players import GreedyPlayer, RandomPlayer, SearchPlayer, best_player_for

__all__ = ["Choice", "Player", "RandomPlayer", "GreedyPlayer", "SearchPlayer",
           "best_player_for", "STRENGTHS"]
