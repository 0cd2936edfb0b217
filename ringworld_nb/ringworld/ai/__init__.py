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

Their strength is measured by ``benchmarks/ringworld_ai.py``.
"""

from ...core.players import STRENGTHS, Choice, Player
from .players import GreedyPlayer, RandomPlayer, SearchPlayer, best_player_for

__all__ = ["Choice", "Player", "RandomPlayer", "GreedyPlayer", "SearchPlayer",
           "best_player_for", "STRENGTHS"]
