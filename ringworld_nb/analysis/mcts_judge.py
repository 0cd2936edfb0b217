"""The tree search's judge: a game's own tree search (The Ring World's, Renaissance's,
and the one of every game that gives no judge of its own).

Each position is searched by the player ``core.players.make_player(game, "mcts:N")``
gives - the apps' search (the same candidates, rollouts and proofs) at ``N``
simulations, seeded - in slices. From its root (:class:`~ringworld_nb.core.mcts.
SearchReport`):

* the **best move** is the root's choice, and the position's **value** its mean score
  for the mover (1 for a move that wins at once, 0 when every move is proven lost);
* the **band** around a value is the 95 % interval ``p +- 1.96 * sqrt(p (1 - p) / n)``
  for a mean ``p`` of ``n`` visits, clipped to 0..1 (scores lie in 0..1, so ``p (1 -
  p)`` bounds their variance): wide where the search looked little, of zero width for
  a proof;
* the **alternatives** are the most visited root moves with their means and visits.

The move played is valued by the search of the position after it (:class:`~.judges.
Verdict` says so with ``played_value=None``), seen from the mover's side - one search per
position for the whole game. The best move, when another was played, is valued the same
way: by a search of the position after it, with the seed the next position's search
has. So both are the root value of a position with the opponent to move, at the same
budget: a search's value leans towards the side that has just moved (measured on the
benchmark games: the root's value of a position exceeds the next position's, turned
over, by 8 to 34 Win% points on average), and compared like with like the lean
cancels. When the move played *is* the root's choice, it is the best and loses exactly
nothing. A position with a single legal move is not searched (a forced move loses
nothing; its value is the next position's); a root where the game's search considers a
single move (Renaissance's search never offers to end a set early, say) is valued by
the position after that move too, since the search stops there after a slice of the
clock's length.

>>> from ringworld_nb.ringworld import RingWorld
>>> from ringworld_nb.core.slices import finish
>>> game = RingWorld.from_positions([("0", 1), ("1", 1), ("2", 1), ("3", 1), ("40", 1),
...                                  ("41", 1), ("42", 1), ("43", 1)], order=3)
>>> judge = TreeJudge(50)
>>> verdict = finish(judge.judging(game, game.parse("00@0"), seed=1, after_seed=2))
>>> game.play(verdict.best)[-1].kind, verdict.best_value.value, verdict.played_value
('won', 1.0, None)
"""

from __future__ import annotations

import math
from typing import Any

from ..core.mcts import SearchReport, outcome_score
from ..core.players import make_player
from ..core.slices import Work
from .review import Alternative
from .verdicts import Value, Verdict, win_for

__all__ = ["TreeJudge", "band", "line_notation", "SLICE", "ALTERNATIVES", "LINE_PLIES"]

#: Seconds of search between two yields (a slice of the app's loop is longer).
SLICE = 0.01
#: How many root moves a verdict lists.
ALTERNATIVES = 5
#: The most moves of a line kept (the principal variation of a search).
LINE_PLIES = 6


def line_notation(game: Any, moves: Any, plies: int = LINE_PLIES) -> tuple[str, ...]:
    """The first ``plies`` of ``moves`` (a line played from ``game``, which is not
    changed) in notation; a move that is no longer legal ends the line."""
    trial = game.clone()
    out: list[str] = []
    for move in list(moves)[:plies]:
        if trial.is_over:
            break
        try:
            text = trial.notation(move)
            trial.play(move)
        except (TypeError, ValueError):
            break
        out.append(text)
    return tuple(out)


def band(p: float, visits: int) -> tuple[float, float]:
    """The 95 % band around a mean score ``p`` of ``visits`` visits (see the module
    docstring); no width without visits (a move proven at once).

    >>> band(0.5, 100)
    (0.402, 0.598)
    >>> band(1.0, 0)
    (1.0, 1.0)
    """
    if visits <= 0:
        return p, p
    half = 1.96 * math.sqrt(max(0.0, p * (1.0 - p)) / visits)
    return max(0.0, p - half), min(1.0, p + half)


class TreeJudge:
    """The tree search's judge at ``simulations`` per position (see the module
    docstring)."""

    needs_next = True

    def __init__(self, simulations: int) -> None:
        self.simulations = simulations

    def _search(self, game: Any, seed: int) -> Work[SearchReport]:
        player: Any = make_player(game, f"mcts:{self.simulations}", seed=seed)
        search = player.think(game)
        while not search.step(SLICE):
            yield
        report: SearchReport = search.report()
        return report

    def _value(self, game: Any, report: SearchReport) -> Value | None:
        """The root's value with its band and its line; None for a root with a single
        candidate (the search stops after its first slice there, with as many
        simulations as the clock allowed: its value is taken from the position after
        that move instead)."""
        if len(report.moves) == 1 and report.moves[0].visits > 0:
            return None
        visits = report.moves[0].visits if report.moves else 0
        low, high = band(report.win_probability, visits)
        return Value(report.win_probability, low, high,
                     line_notation(game, report.principal_variation))

    def judging(self, game: Any, move: Any, seed: int, after_seed: int) -> Work[Verdict]:
        """The verdict on ``move`` in ``game`` (see the module docstring)."""
        mover = game.to_move
        played = game.notation(move)
        if len(game.legal_moves()) == 1:
            return Verdict(mover, played, played, None, None, forced=True)
        report = yield from self._search(game, seed)
        best = game.notation(report.move)
        value = self._value(game, report)
        alternatives = () if value is None else tuple(  # (a single candidate: no choice)
            Alternative(game.notation(s.move), s.win_probability, s.visits)
            for s in report.moves[:ALTERNATIVES])
        best_value = None
        best_line: tuple[str, ...] = ()
        if best != played:
            after = game.clone()
            after.play(report.move)
            best_value = yield from self._after(after, mover, after_seed)
            best_line = (best, *best_value.line)[:LINE_PLIES]
            if value is None:
                value = best_value
        return Verdict(mover, played, best, value, None, best_value,
                       alternatives=alternatives, best_line=best_line)

    def _after(self, after: Any, mover: Any, seed: int) -> Work[Value]:
        """The value for ``mover`` of the position ``after`` its move."""
        if after.is_over:
            score = outcome_score(after.outcome, mover)
            return Value(score, score, score)
        value = yield from self.valuing(after, seed)
        return win_for(mover, value, after.to_move, 2)

    def valuing(self, game: Any, seed: int) -> Work[Value]:
        """The value of ``game`` for its player to move: its search's, or where there is
        a single legal move (or a single candidate) the value after it, from this side."""
        moves = game.legal_moves()
        if len(moves) > 1:
            report = yield from self._search(game, seed)
            value = self._value(game, report)
            if value is not None:
                return value
            moves = [report.move]
        after = game.clone()
        after.play(moves[0])
        then = yield from self._after(after, game.to_move, seed)
        return Value(then.value, then.low, then.high,
                     (game.notation(moves[0]), *then.line)[:LINE_PLIES])
