"""Who judges the moves: each game's own search, set up for an analysis.

A **judge** answers, for one position and the move played there, "which move is best,
what is it worth to the mover, and what is the move played worth?" (a :class:`Verdict`),
as work in slices (:data:`~ringworld_nb.core.slices.Work`, so that an app stays live).
Each game gives its judge (its spec's ``judge``); there are two kinds, one per way the
games' searches report:

* :class:`~.mcts_judge.TreeJudge` - a game's own tree search
  (``core.players.make_player(game, "mcts:N")``, the apps' search at a fixed number of
  simulations): The Ring World, Renaissance, and any game that gives no judge - which
  is judged exactly wherever the exact search solves it (:class:`~.exact_judge.
  DefaultJudge`, :mod:`ringworld_nb.core.exact`). The best
  move comes from the root of the search; the move played is worth what the search of
  the *next* position says (seen from the mover's side), and the best move, when another
  was played, what the search of the position after *it* says - the two are compared
  like with like (a tree search's value of a position leans towards the side that just
  moved; the lean cancels). A move that is the search's best loses nothing.
* a judge of the game's own searches - Dice of Doom's: the exact solver (two players,
  certain attacks, boards up to 3 x 3), alpha-beta with chance nodes (two players) or
  max-n (three or four). The move played is valued in the same search, at the same
  depth, so the best move and the played one are compared on one scale; a rolled attack
  is worth its expectation over the roll (what was decided, not what the dice did).

:class:`~.settings.Settings` say how hard to look and the seed; every search is bounded
by simulations or depth, never by the clock, so an analysis is reproducible, in slices
or at once.
"""

from __future__ import annotations

from typing import Any

from .settings import Settings
from .verdicts import Judge, Value, Verdict, win_for

__all__ = ["Verdict", "Value", "Judge", "judge_for", "win_for"]


def judge_for(kind: str, start: Any, settings: Settings) -> Judge:
    """The judge of the game called ``kind`` whose start is ``start``, by ``settings``:
    the game's own (its spec's ``judge``), else the exact search where the game fits it
    and the tree search at the settings' simulations beyond
    (:class:`~.exact_judge.DefaultJudge`)."""
    from ..core.registry import spec

    own = spec(kind).part("judge")
    if own is not None:
        judge: Judge = own(start, settings)
        return judge
    from .exact_judge import DefaultJudge

    return DefaultJudge(settings.simulations_or(), exact=settings.exact)
