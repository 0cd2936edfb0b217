"""Exact solution of small Dice of Doom games: minimax over the whole game tree.

The first AI stage of the exercise (docs/rules.md §2.3): for a two-player game with certain
attacks (version 1), search every line of play to the end and score the end positions
1 (win), 0.5 (draw) and 0 (loss) for the player to move. A position's value is then

* the best value among its moves, seen from the player to move - a move that keeps
  the turn (an attack) keeps the child's value, a move that hands the turn over (the
  pass) turns the child's value ``v`` into ``1 - v`` (the opponent's win is our loss).

Two things make this fast enough for a 3 x 3 board in plain Python:

1. **A transposition table.** Many orders of the same attacks lead to the same
   position; the table (a dict keyed by the state tuple of :mod:`.rules`) solves each
   position once. ``positions`` counts its entries: the distinct positions solved.
2. **Stopping at a win.** 1 is the best value there is: once a move wins, the other
   moves cannot do better and are not searched. Every value stored is still exact.
3. **Move ordering**, so that wins are found early: the pass first (when legal), then
   the attacks that capture most dice, and among those the ones from the smallest
   stack that can do it. Measured on 3000 random 3 x 3 starts this cuts the positions
   of the hardest start from 421,000 (reading order) to 68,000; a full table without
   the cut-off needs millions.

Values are kept internally as integers 0, 1, 2 (twice the score) and the search works
directly on the state tuples with the pure functions of :class:`~.rules.Rules` - no
game object, no events, no undo.

:func:`brute_force` is the textbook version without the table or the cut-off, kept as
the reference the tests compare against (and to count the full game tree).

The solver works in slices (:mod:`ringworld_nb.core.slices`): :func:`solving` is a
generator that yields every few hundred positions, so that the perfect player can think
while a page stays live; :func:`solve_state` and :func:`solve` run it at once.

>>> from ringworld_nb.dice import DiceOfDoom
>>> game = DiceOfDoom.from_text('''
...    -------------
...    | A 3 | B 3 |
... ----------------
... | A 3 | B 2 |
... -------------''')
>>> value, move, positions = solve(game)
>>> value, str(move)
(1.0, 'a1-b2')
>>> brute_force(game)[0]
1.0
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import NamedTuple

from ...core.slices import Work, finish
from ..game import DiceOfDoom
from ..moves import PASS, Move
from ..rules import Rules, State

__all__ = ["Solution", "solve", "solve_state", "solving", "brute_force", "SolveTimeout",
           "SolveStopped", "terminal_value", "check_solvable", "POSITIONS_PER_YIELD"]

#: How many new positions the solver solves between two yields (a few milliseconds).
POSITIONS_PER_YIELD = 256


class Solution(NamedTuple):
    """Result of :func:`solve`: unpacks as ``value, best_move, positions``."""

    value: float
    """1 (win), 0.5 (draw) or 0 (loss) for the player to move, with best play."""
    best_move: Move | None
    """A move that achieves ``value`` (None when the game is already over)."""
    positions: int
    """Distinct positions solved (entries of the transposition table)."""


class SolveTimeout(RuntimeError):
    """Raised by :func:`solve` when ``time_limit`` or ``max_positions`` is reached."""

    def __init__(self, message: str, positions: int, seconds: float) -> None:
        super().__init__(message)
        self.positions = positions
        self.seconds = seconds


def terminal_value(rules: Rules, state: State) -> int:
    """Twice the score of a finished game for the player to move: 2 win, 1 draw, 0 loss."""
    winners = rules.winners(state[0])
    if state[2] not in winners:
        return 0
    return 2 if len(winners) == 1 else 1


def check_solvable(game: DiceOfDoom) -> None:
    """ValueError unless ``game`` is one the solver handles: two players, version 1."""
    if game.players != 2 or not game.rules.certain:
        raise ValueError("the exact solver handles two players with certain attacks "
                         f"(version 1); this game has {game.players} players and "
                         f"{game.attack!r} attacks")


def _order(attacks: list[tuple[int, int]], dice: tuple) -> None:
    """Sort attacks in place: most dice captured first, then from the smallest stack."""
    attacks.sort(key=lambda ij: (-dice[ij[1]], dice[ij[0]]))


def _children(rules: Rules, state: State) -> list[tuple[tuple[int, int] | None, State]]:
    """Every move with the state it leads to, in the search order (pass first)."""
    attacks = rules.attacks(state)
    out: list[tuple[tuple[int, int] | None, State]] = []
    if state[3] or not attacks:
        out.append((None, rules.end_turn(state)))
    _order(attacks, state[1])
    out.extend((ij, rules.attack(state, ij[0], ij[1])) for ij in attacks)
    return out


class SolveStopped(Exception):
    """What a driver throws into :func:`solving` at its time limit."""


def solve_state(rules: Rules, state: State, *, time_limit: float | None = None,
                max_positions: int | None = None,
                progress: Callable[[int], None] | None = None) -> tuple[int, tuple | None, dict]:
    """Solve ``state``: ``(2 * value, best (i, j) or None for pass, table)``.

    The table maps every solved state to twice its value. Raises :class:`SolveTimeout`
    when ``time_limit`` seconds or ``max_positions`` table entries are exceeded;
    ``progress(positions)`` is called every 65536 positions visited.
    """
    deadline = None if time_limit is None else time.perf_counter() + time_limit
    work = solving(rules, state, max_positions=max_positions, progress=progress,
                   time_limit=time_limit)
    return finish(work, deadline, SolveStopped)


def solving(rules: Rules, state: State, *, max_positions: int | None = None,
            progress: Callable[[int], None] | None = None,
            time_limit: float | None = None) -> Work[tuple[int, tuple | None, dict]]:
    """:func:`solve_state` in slices: a generator that yields every
    :data:`POSITIONS_PER_YIELD` positions it visits (each new position is visited once)
    and returns ``(2 * value, best move,
    table)``. :class:`SolveStopped` thrown in at a yield (the driver's ``time_limit``,
    named in the message) comes out as a :class:`SolveTimeout` counting the positions
    solved; so does ``max_positions``."""
    table: dict[State, int] = {}
    attacks, attack, end_turn, is_over = rules.attacks, rules.attack, rules.end_turn, rules.is_over
    start = time.perf_counter()
    limit = max_positions
    visits = 0

    def value(s: State) -> Work[int]:
        # (the caller looks in the table first: a generator is made only for new positions)
        nonlocal visits
        visits += 1
        if not visits % POSITIONS_PER_YIELD:
            yield  # a slice may end here
            n = len(table)
            if not visits & 0xFFFF and progress is not None:
                progress(n)
            if limit is not None and n > limit:
                raise SolveTimeout(f"more than {limit:,} positions", n,
                                   time.perf_counter() - start)
        if is_over(s):
            v = terminal_value(rules, s)
            table[s] = v
            return v
        moves = attacks(s)
        best = -1
        if s[3] or not moves:
            child = end_turn(s)
            w = table.get(child)
            if w is None:
                w = yield from value(child)
            best = 2 - w  # the pass hands the turn over
        if best < 2 and moves:
            _order(moves, s[1])
            for i, j in moves:
                child = attack(s, i, j)
                w = table.get(child)
                if w is None:
                    w = yield from value(child)  # an attack keeps the turn
                if w > best:
                    best = w
                    if best == 2:
                        break
        table[s] = best
        return best

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 20000))
    try:
        if is_over(state):
            table[state] = terminal_value(rules, state)
            return table[state], None, table
        # the root: the same search, but remember which move achieved the value
        best, best_move = -1, None
        for ij, child in _children(rules, state):
            w = table.get(child)
            if w is None:
                w = yield from value(child)
            w = w if ij is not None else 2 - w
            if w > best:
                best, best_move = w, ij
                if best == 2:
                    break
        table[state] = best
        return best, best_move, table
    except SolveStopped:  # the driver's time limit, thrown in at a yield
        n = len(table)
        raise SolveTimeout(f"no solution within {time_limit} s ({n:,} positions)", n,
                           time.perf_counter() - start) from None
    finally:
        sys.setrecursionlimit(old)


def solve(game: DiceOfDoom, *, time_limit: float | None = None,
          max_positions: int | None = None,
          progress: Callable[[int], None] | None = None) -> Solution:
    """Solve a two-player version-1 game exactly from its current position.

    Returns ``Solution(value, best_move, positions)`` (a 3-tuple): ``value`` is 1, 0.5
    or 0 for the player to move with best play by both sides. The game is not changed.
    Raises ValueError for other variants, :class:`SolveTimeout` past the limits.
    """
    check_solvable(game)
    v, ij, table = solve_state(game.rules, game.key(), time_limit=time_limit,
                               max_positions=max_positions, progress=progress)
    move = None
    if not game.is_over:
        move = PASS if ij is None else game._table[ij[0]][ij[1]]
    return Solution(v / 2, move, len(table))


def brute_force(game: DiceOfDoom) -> tuple[float, int]:
    """Plain minimax over the whole tree, no table, no cut-off: ``(value, nodes)``.

    ``nodes`` counts every node of the game tree (positions reached by different move
    orders are counted again). Only for tiny boards.
    """
    check_solvable(game)
    rules = game.rules
    nodes = 0

    def value(s: State) -> int:
        nonlocal nodes
        nodes += 1
        if rules.is_over(s):
            return terminal_value(rules, s)
        return max(value(c) if ij is not None else 2 - value(c)
                   for ij, c in _children(rules, s))

    v = value(game.key())
    return v / 2, nodes
