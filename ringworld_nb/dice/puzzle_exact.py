"""The value of every move of a Dice of Doom position, for the puzzles: exact where the
game can be solved, an expectation over the dice where attacks are rolled.

**Certain attacks, two players** (version 1): the whole game tree can be searched. Every
legal move is solved with one transposition table shared by all of them (an attack
keeps the turn, so its value is the value of the position after it for the same player;
the pass hands the turn over, so its value is one minus the opponent's). A move is then
an *only move* exactly when it is the one move of the best value - no estimate, no
margin. The solver gives up (None) past ``max_positions`` positions: on a 4 x 4 board
early in a game it does, and that position holds no puzzle.

**Rolled attacks** (version 2 and 3): a rolled attack is worth its **expectation**,
``p * value(won) + (1 - p) * value(lost)`` with the exact odds ``p``, each outcome
searched by expectiminimax with the fitted evaluation at the depth limit
(:mod:`ringworld_nb.dice.ai.search`) - the decision is judged, never the roll that
came. :func:`expected_values` deepens one move at a time (depth 1, 2, ...) while the
positions visited stay within ``max_nodes``, and keeps the last depth it finished: a
search ``k`` times larger is the same search with ``k`` times the positions.

>>> from ringworld_nb.dice import DiceOfDoom
>>> game = DiceOfDoom.from_text('''
...    -------------
...    | A 3 | B 3 |
... ----------------
... | A 3 | B 2 |
... -------------''')
>>> values = exact_values(game)
>>> sorted((str(m), v) for m, v in values.items())
[('a1-b2', 1.0), ('a2-b2', 1.0)]
>>> rolled = DiceOfDoom(4, version=2, seed=3, fair_start=True)
>>> values, depth = expected_values(rolled, max_nodes=2000)
>>> depth >= 1 and all(0.0 <= v <= 1.0 for v in values.values())
True
"""

from __future__ import annotations

import sys
from typing import Any

__all__ = ["exact_values", "solvable", "expected_values", "MAX_POSITIONS"]

#: The most positions the solver may solve for a position's moves before it gives up.
MAX_POSITIONS = 400_000


def solvable(game: Any) -> bool:
    """True for a Dice of Doom game the exact solver handles: two players, certain
    attacks, a board of at most 4 x 4."""
    return game.players == 2 and game.rules.certain and game.size <= 4


class _TooMany(Exception):
    """The table grew past its bound."""


def exact_values(game: Any, *, max_positions: int = MAX_POSITIONS) -> dict[Any, float] | None:
    """Every legal move of ``game`` (Dice of Doom, :func:`solvable`) with its exact value
    for the mover (1 win, 0.5 draw, 0 loss, with best play after it); None when the
    solver needs more than ``max_positions`` positions for them all."""
    from .ai.exact import terminal_value

    rules = game.rules
    attacks, attack, end_turn, is_over = rules.attacks, rules.attack, rules.end_turn, rules.is_over
    table: dict[Any, int] = {}

    def value(s: Any) -> int:
        """Twice the value of ``s`` for its player to move (a win ends the search of
        its moves: nothing is better, and the value stays exact)."""
        known = table.get(s)
        if known is not None:
            return known
        if len(table) > max_positions:
            raise _TooMany
        if is_over(s):
            v = terminal_value(rules, s)
            table[s] = v
            return v
        moves = attacks(s)
        best = -1
        if s[3] or not moves:
            best = 2 - value(end_turn(s))
        if best < 2 and moves:
            moves.sort(key=lambda ij: (-s[1][ij[1]], s[1][ij[0]]))
            for i, j in moves:
                w = value(attack(s, i, j))
                if w > best:
                    best = w
                    if best == 2:
                        break
        table[s] = best
        return best

    state = game.key()
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 20000))
    values: dict[Any, float] = {}
    try:
        for move in game.legal_moves():
            trial = game.clone()
            trial.push(move)
            child = trial.key()
            twice = value(child)
            if child[2] != state[2]:  # the turn passed (or the game ended on the pass)
                twice = 2 - twice
            values[move] = twice / 2
    except _TooMany:
        return None
    finally:
        sys.setrecursionlimit(old)
    return values


def expected_values(game: Any, *, max_nodes: int) -> tuple[dict[Any, float], int]:
    """Every legal move of ``game`` (two players) with its expected value for the mover
    - rolled attacks by their expectation over the roll - by expectiminimax deepened while
    the positions stay within ``max_nodes`` (see the module docstring); and the depth
    reached (the last complete one; depth 1 is always finished)."""
    from .ai.evaluation import Evaluator, odds_table
    from .ai.search import AlphaBeta, SearchStopped

    rules = game.rules
    odds = odds_table(rules)
    state = game.key()
    root = state[2]
    search = AlphaBeta(rules, Evaluator(rules).value)
    inf = float("inf")
    moves = game.legal_moves()
    board = game.board

    def worth(move: Any, depth: int) -> float:
        if move.src is None:
            return search.value(rules.end_turn(state), depth - 1, -inf, inf, root)
        i, j = board.index(move.src), board.index(move.dst)
        p = 1.0 if rules.certain else odds[state[1][i]][state[1][j]]
        won = search.value(rules.attack(state, i, j, True), depth - 1, -inf, inf, root)
        if p >= 1.0:
            return won
        lost = search.value(rules.attack(state, i, j, False), depth - 1, -inf, inf, root)
        return p * won + (1.0 - p) * lost

    best: dict[Any, float] = {}
    reached = 0
    for depth in range(1, 40):
        search.max_nodes = None if depth == 1 else max_nodes
        try:
            found = {move: worth(move, depth) for move in moves}
        except SearchStopped:
            break
        best, reached = found, depth
    return best, reached
