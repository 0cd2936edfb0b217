"""What a search thinks of every move of a position: the measure puzzles are mined by.

A puzzle needs more than the best move: it needs to know that the best move is the
*only* one - that the second best is clearly worse. So this module runs each game's own
tree search (the one the apps' players use, :mod:`ringworld_nb.core.mcts` with the
game's candidates and playouts) and reads, for every move at the root, the mover's
**value**: its expected score (1 a win, 0.5 a draw, 0 a loss) -

* 1 or 0 when the search *proved* it (a move that wins on the spot; with The Ring
  World's proofs, a move after which the opponent takes the top ring is lost);
* otherwise the mean score of the simulations that went through the move, when enough
  of them did (:data:`MIN_VISITS`); a move tried less often is not judged (the search
  had good reasons to leave it).

:func:`rank` gives a :class:`Ranking`, best first; :attr:`Ranking.gap` is what the
best move is ahead of the second. Every search is seeded: the same position, budget
and seed give the same ranking, in any process.

>>> from ringworld_nb.dice import DiceOfDoom
>>> game = DiceOfDoom.from_text('''
...    -------------
...    | A 3 | B 3 |
... ----------------
... | A 3 | B 2 |
... -------------''')
>>> ranking = rank(game, 200, seed=1)
>>> ranking.legal, ranking.best.value
(2, 1.0)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..core.mcts import MCTS, MoveStats, random_rollout
from .ranking import MIN_VISITS, Judged, Ranking

__all__ = ["Judged", "Ranking", "rank", "wins_at_once", "MIN_VISITS", "Settings", "plain_search"]

#: The tree search to run on a game: ``settings(game, simulations, seed) -> (MCTS, the
#: copy of the game it works on)`` - a game's puzzle hooks' ``search``.
Settings = Callable[[Any, int, int], tuple[MCTS, Any]]


def plain_search(game: Any, simulations: int, seed: int) -> tuple[MCTS, Any]:
    """The tree search with random playouts, on a clone."""
    return (MCTS(iterations=simulations, seed=seed, rollout=random_rollout(max_plies=1000)),
            game.clone())


def _judged(stats: Sequence[MoveStats]) -> list[Judged]:
    out = []
    for s in stats:
        if s.proof == "won":
            out.append(Judged(s.move, 1.0, s.visits, "won"))
        elif s.proof == "lost":
            out.append(Judged(s.move, 0.0, s.visits, "lost"))
        elif s.visits >= MIN_VISITS:
            out.append(Judged(s.move, s.win_probability, s.visits))
    out.sort(key=lambda j: (-j.value, -j.visits))
    return out


def wins_at_once(game: Any) -> list[Any]:
    """The legal moves after which the mover has won (tried on a copy)."""
    trial = game.clone()
    mover = trial.to_move
    won = []
    for move in trial.legal_moves():
        trial.push(move)
        if trial.is_over and trial.outcome.winner == mover:
            won.append(move)
        trial.undo()
    return won


def rank(game: Any, simulations: int, *, seed: int, settings: Settings | None = None
         ) -> Ranking:
    """The moves of ``game`` (not changed) ranked by the tree search ``settings`` makes
    (the game's own, from its puzzle hooks; default: random playouts) at
    ``simulations`` simulations, best first (see the module's docstring).

    A move that wins on the spot is found by trying every legal move first: each such
    move is judged 1 (proven), and the rest are not searched - a win at once needs no
    search, and any of them is as good as another."""
    legal = game.legal_moves()
    winning = wins_at_once(game)
    if winning:
        moves = tuple(Judged(m, 1.0, 0, "won") for m in winning)
        return Ranking(moves, len(legal), 0)
    mcts, work = (settings or plain_search)(game, simulations, seed)
    search = mcts.start(work)
    while not search.step(1.0):
        pass
    report = search.report()
    judged = _judged(report.moves)
    if not judged:  # (a single legal move, or a search too small to judge any)
        judged = [Judged(report.move, report.win_probability, report.simulations)]
    return Ranking(tuple(judged), len(legal), report.simulations)
