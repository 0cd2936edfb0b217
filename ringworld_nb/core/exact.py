"""Exact values of small games: a memoised search of the whole game, within a budget.

A two-player game whose positions can be told apart - its ``key()`` gives a hashable
value, the same for the same position, who is to move included (:mod:`.protocol`) -
can be solved: every line is played to its end, each position's value is kept under its
key, and a position met again along another road costs nothing. The value of a position
is the expected score of the player to move with best play on both sides: 1 (a win), 0.5
(a draw) or 0 (a loss).

Nim from heaps 3, 4 and 5 has 120 positions: the search sees each once and says that
taking 2 from the first heap is the only winning move::

    solver = ExactSolver()
    solver.solve(game)              # 1.0: the player to move wins
    solver.best_move(game)          # the first move that keeps that value
    finish(solver.move_values(game))   # every legal move with its value

A search gives up - it returns None, and the caller plays on with the tree search - when
the game is not one it can solve (no ``key()``, not two players) or when it would need
more than ``budget`` new positions (:data:`BUDGET`): it stops as soon as the budget is
spent, so finding out costs at most that. It gives up too when a position comes back on
the line being searched (a game that can go round in circles has no value this search
can find).

Before spending the budget, :meth:`ExactSolver.fits` looks cheaply at the size of the
game: a few seeded random lines played to the end estimate how many lines of play there
are (Knuth's estimate: the product of the numbers of legal moves along a line). Positions
are met again along many lines (Nim from 3, 4, 5 has some 400,000 lines but 120
positions), so only a game of more than ``budget`` squared lines is judged too big
without a search: Connect Four on its 7 x 6 grid is (10^27 lines), its 4 x 4 grid is
not (10^8 lines, 124,000 positions: solved in about a second).

Two savings keep it small: a move that wins ends the search of its position (nothing
beats a win), and the table is kept between searches, so the positions of one game are
solved once for all its moves. Every search is a :data:`~.slices.Work`: it yields now
and then, so that an app stays live while it works (:func:`~.slices.finish` runs it at
once).

The Ring World's positions can come back (a ring turned one way, then back): its search
gives up, and its own players and judge, not these defaults, play and judge it.

>>> from ringworld_nb.ringworld import RingWorld
>>> print(ExactSolver().solve(RingWorld(2)))
None
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from .mcts import outcome_score
from .slices import Work, finish

__all__ = ["ExactSolver", "BUDGET", "solvable", "lines_estimate"]

#: The most new positions a search may visit before it gives up.
BUDGET = 200_000
#: New positions visited between two yields of a search.
STRIDE = 512
#: The random lines of :func:`lines_estimate`, and the most moves one may have.
PROBES, PROBE_PLIES = 16, 10_000


def solvable(game: Any) -> bool:
    """True when ``game`` says what the search needs: a ``key()`` and two players."""
    seats = getattr(game, "seats", ())
    return callable(getattr(game, "key", None)) and len(seats) == 2


def lines_estimate(game: Any, probes: int = PROBES, seed: int = 0) -> float:
    """How many lines of play lead from ``game`` (not changed) to an end, estimated from
    ``probes`` random lines (seeded): the mean over them of ``1 + b1 + b1*b2 + ...``, where
    ``b1, b2, ...`` are the numbers of legal moves met along a line (Knuth's unbiased
    estimate of a tree's size). Infinity for a line longer than :data:`PROBE_PLIES`.

    >>> from ringworld_nb.ringworld import RingWorld
    >>> lines_estimate(RingWorld(3)) > 1e30
    True
    """
    rng = random.Random(seed)
    total = 0.0
    for _ in range(probes):
        trial, product, lines = game.clone(), 1.0, 1.0
        for _ply in range(PROBE_PLIES):
            if trial.is_over:
                break
            moves = trial.legal_moves()
            product *= len(moves)
            lines += product
            trial.push(rng.choice(moves))
        else:
            return float("inf")
        total += lines
    return total / probes


@dataclass
class _Frame:
    """A position on the line being searched: its key, its player to move, its legal
    moves, the next to try, and the best value found so far (with its move's index)."""

    key: Hashable
    mover: Any
    moves: list[Any]
    index: int = 0
    best: float = -1.0
    best_index: int = -1


@dataclass
class _Count:
    """The new positions a search has visited, against its budget."""

    budget: int
    visited: int = 0

    def spend(self) -> bool:
        """Count one more position; False once the budget is spent."""
        self.visited += 1
        return self.visited <= self.budget


@dataclass
class ExactSolver:
    """Solves positions of a game (see the module docstring). One solver serves one kind
    of game at a time: its table is kept between searches (:attr:`size` positions), and
    emptied when a game of another kind comes, or when it holds four budgets."""

    budget: int = BUDGET
    _table: dict[Hashable, tuple[float, int]] = field(default_factory=dict, repr=False)
    _kind: type | None = field(default=None, repr=False)

    def _serves(self, game: Any) -> bool:
        """Whether the table holds positions of ``game``'s kind."""
        kind: Any = type(game)
        return kind is self._kind

    def _serve(self, game: Any) -> None:
        """Empty the table for a game of another kind, or when it has grown too big."""
        if not self._serves(game) or len(self._table) > 4 * self.budget:
            self._table.clear()
            self._kind = type(game)

    @property
    def size(self) -> int:
        """The positions solved so far."""
        return len(self._table)

    def fits(self, game: Any) -> bool:
        """Whether a search of ``game`` is worth trying: the game can be solved
        (:func:`solvable`), is solved already, or its lines (:func:`lines_estimate`)
        number at most ``budget`` squared."""
        if not solvable(game):
            return False
        if game.is_over or (self._serves(game) and game.key() in self._table):
            return True
        return lines_estimate(game) <= float(self.budget) ** 2

    def known(self, game: Any) -> float | None:
        """The value of ``game`` for its player to move if a search has found it (or the
        game is over), else None."""
        if game.is_over:
            return outcome_score(game.outcome, game.to_move)
        entry = self._table.get(game.key()) if self._serves(game) else None
        return None if entry is None else entry[0]

    def solving(self, game: Any) -> Work[float | None]:
        """The value of ``game`` (not changed) for its player to move: 1, 0.5 or 0; None
        when the search gives up (see the module docstring)."""
        if not solvable(game):
            return None
        self._serve(game)
        return (yield from self._solving(game.clone(), _Count(self.budget)))

    def solve(self, game: Any) -> float | None:
        """:meth:`solving` at once."""
        return finish(self.solving(game))

    def best_move(self, game: Any) -> Any:
        """The best move of a solved position (the first that keeps its value); None when
        the position is over or not solved."""
        if game.is_over or not self._serves(game):
            return None
        entry = self._table.get(game.key())
        return None if entry is None else game.legal_moves()[entry[1]]

    def line(self, game: Any, plies: int) -> list[Any]:
        """The best moves from ``game`` (not changed), at most ``plies`` of them, as far
        as the table knows them."""
        trial, moves = game.clone(), list[Any]()
        while len(moves) < plies:
            move = self.best_move(trial)
            if move is None:
                break
            moves.append(move)
            trial.push(move)
        return moves

    def move_values(self, game: Any) -> Work[dict[Any, float] | None]:
        """Every legal move of ``game`` (not changed) with its value for the player to
        move, in the order of ``legal_moves()``; None when the search gives up. Moves the
        first search did not need (it stops at a win) are searched now, within one
        budget for all."""
        if not solvable(game) or game.is_over:
            return None
        self._serve(game)
        count = _Count(self.budget)
        trial, mover = game.clone(), game.to_move
        values: dict[Any, float] = {}
        for move in game.legal_moves():
            trial.push(move)
            if trial.is_over:
                values[move] = outcome_score(trial.outcome, mover)
            else:
                value = yield from self._solving(trial, count)
                if value is None:
                    return None
                values[move] = value if trial.to_move == mover else 1.0 - value
            trial.undo()
        return values

    def _solving(self, game: Any, count: _Count) -> Work[float | None]:
        """The search itself, on ``game`` (played on and taken back: left as found when
        it returns a value), without recursion: the line is a stack of frames."""
        if game.is_over:
            return outcome_score(game.outcome, game.to_move)
        root_key = game.key()
        entry = self._table.get(root_key)
        if entry is not None:
            return entry[0]
        if not count.spend():
            return None
        table = self._table
        stack = [_Frame(root_key, game.to_move, game.legal_moves())]
        on_line = {root_key}
        while True:
            frame = stack[-1]
            if frame.index < len(frame.moves) and frame.best < 1.0:
                game.push(frame.moves[frame.index])
                if game.is_over:
                    value = outcome_score(game.outcome, frame.mover)
                    game.undo()
                    _keep(frame, value)
                    continue
                key = game.key()
                entry = table.get(key)
                if entry is not None:
                    value = entry[0] if game.to_move == frame.mover else 1.0 - entry[0]
                    game.undo()
                    _keep(frame, value)
                    continue
                if key in on_line or not count.spend():
                    return None  # a position come back, or the budget spent
                stack.append(_Frame(key, game.to_move, game.legal_moves()))
                on_line.add(key)
                if count.visited % STRIDE == 0:
                    yield
                continue
            if frame.best_index < 0:
                return None  # a position not over without a legal move: not a game's
            table[frame.key] = (frame.best, frame.best_index)
            stack.pop()
            on_line.discard(frame.key)
            if not stack:
                return frame.best
            game.undo()
            parent = stack[-1]
            _keep(parent, frame.best if frame.mover == parent.mover else 1.0 - frame.best)


def _keep(frame: _Frame, value: float) -> None:
    """The value of ``frame``'s move being tried, for its mover: kept if it is the best
    yet; then on to the next move."""
    if value > frame.best:
        frame.best, frame.best_index = value, frame.index
    frame.index += 1
