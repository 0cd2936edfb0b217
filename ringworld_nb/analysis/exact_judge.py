"""The default judge: the exact search where the game fits it, the tree search beyond.

A game that brings no judge of its own is judged by this one. At each position it first
asks the exact search (:mod:`ringworld_nb.core.exact`: a game with ``key()``, two
players, within the search's budget) for the value of every legal move; there the
verdict is the truth - the best move is one of the highest value, the move played is
worth its own value (1 a win, 0.5 a draw, 0 a loss), so a move from a won position to a
lost one loses 100 Win% points: a blunder. Where the search gives up (or
``Settings(exact=False)``), the position is judged by the tree search's judge alone
(:class:`~.mcts_judge.TreeJudge`: the best move's value too), so that no search is
tried twice for a position too big.

One search table serves the whole analysis: once a position fits, every later one of
the game is in it already.

From Nim's heaps 3, 4 and 5, where taking 2 from the first heap is the only winning
move, taking 1 from the third is judged so (the tests' Nim, ``tests/nim_game.py``)::

    review = analyse(nim_after("3:1")).reviews[0]
    review.label, review.best, review.win_before, review.win_after
    # ('blunder', '1:2', 1.0, 0.0)
"""

from __future__ import annotations

from typing import Any

from ..core.exact import ExactSolver
from ..core.slices import Work
from .mcts_judge import ALTERNATIVES, LINE_PLIES, TreeJudge, line_notation
from .review import Alternative
from .verdicts import Value, Verdict

__all__ = ["DefaultJudge"]


def _sure(value: float, line: tuple[str, ...] = ()) -> Value:
    """An exact value: no band around it."""
    return Value(value, value, value, line)


class DefaultJudge:
    """The judge of a game without its own (see the module docstring): the tree search
    at ``simulations`` per position, and, when ``exact``, the exact search first."""

    #: the move played is valued by the next position where the tree search judges
    needs_next = True

    def __init__(self, simulations: int, *, exact: bool = True,
                 solver: ExactSolver | None = None) -> None:
        self.tree = TreeJudge(simulations)
        self.exact = exact
        self.solver = solver if solver is not None else ExactSolver()

    def _values(self, game: Any) -> Work[dict[Any, float] | None]:
        """Every legal move's exact value for the mover, or None."""
        if not self.exact or not self.solver.fits(game):
            return None
        return (yield from self.solver.move_values(game))

    def _line(self, game: Any, move: Any) -> tuple[str, ...]:
        """``move`` and the best line after it, in notation."""
        after = game.clone()
        after.push(move)
        return line_notation(game, [move, *self.solver.line(after, LINE_PLIES - 1)])

    def judging(self, game: Any, move: Any, seed: int, after_seed: int) -> Work[Verdict]:
        """The verdict on ``move`` in ``game``: exact where it fits, else the tree
        search's."""
        values = yield from self._values(game)
        if values is None:
            return (yield from self.tree.judging(game, move, seed, after_seed))
        mover = game.to_move
        best = max(values, key=values.__getitem__)  # the first of the highest value
        best_line = self._line(game, best)
        played_line = self._line(game, move)[1:]
        ranked = sorted(values, key=lambda m: -values[m])[:ALTERNATIVES]
        return Verdict(mover, game.notation(move), game.notation(best),
                       _sure(values[best], best_line), _sure(values[move], played_line),
                       None if best == move else _sure(values[best], best_line[1:]),
                       forced=len(values) == 1,
                       alternatives=tuple(Alternative(game.notation(m), values[m])
                                          for m in ranked),
                       best_line=best_line)

    def valuing(self, game: Any, seed: int) -> Work[Value]:
        """The value of ``game`` for its player to move: exact where it fits, else the
        tree search's."""
        if self.exact and self.solver.fits(game):
            value = yield from self.solver.solving(game)
            if value is not None:
                return _sure(value, line_notation(game, self.solver.line(game, LINE_PLIES)))
        return (yield from self.tree.valuing(game, seed))
