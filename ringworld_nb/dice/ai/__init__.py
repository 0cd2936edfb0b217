"""The computer players of Dice of Doom, one module per job (docs/rules.md §2.3).

* :mod:`.players` - the players behind one interface (``choose``, ``choose_with_info``,
  and ``think`` for thinking in slices, :mod:`ringworld_nb.core.slices`) and
  :func:`best_player_for`, what the app offers;
* :mod:`.evaluation` - the fitted evaluation of a position (winning chances);
* :mod:`.search` - alpha-beta / expectiminimax with a transposition table;
* :mod:`.multi` - max-n search for three and four players;
* :mod:`.exact` - the exact solution of small boards;
* :mod:`.tune` - fitting the evaluation's weights from self-play.
"""

from .players import (
    LISP_NEIGHBOUR_ORDER,
    STRENGTHS,
    AlphaBetaAI,
    Choice,
    ClassicAI,
    ExpectiminimaxAI,
    GreedyPlayer,
    MultiPlayerAI,
    PerfectPlayer,
    Player,
    RandomPlayer,
    best_player_for,
    lisp_order,
    play_game,
)

__all__ = ["Choice", "Player", "RandomPlayer", "GreedyPlayer", "ClassicAI", "AlphaBetaAI",
           "ExpectiminimaxAI", "MultiPlayerAI", "PerfectPlayer", "best_player_for",
           "play_game", "STRENGTHS", "LISP_NEIGHBOUR_ORDER", "lisp_order"]
