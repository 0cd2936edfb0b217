"""Depth-limited search for Dice of Doom: alpha-beta minimax with chance nodes.

One search serves the second and third AI stages of the exercise (docs/rules.md §2.3):

* **Minimax with alpha-beta pruning** (version 1). Depth counts *moves* - one attack
  or one pass each - as in the exercise ("look 4 moves ahead"), so a depth-4 search
  may see four attacks of one turn, or two attacks, a pass and the reply.
* **Expectiminimax** (versions 2 and 3). A rolled attack is a *chance node*: its value
  is ``p * value(won) + (1 - p) * value(lost)`` with the exact probability ``p`` of
  :func:`~ringworld_nb.dice.probability.attack_win_probability`. Alpha-beta windows
  are carried through chance nodes with the *Star1* bounds (Ballard 1983): all
  values lie in [0, 1], so after the first outcome the node's value is known to lie
  in ``[p v1, p v1 + (1 - p)]``; if that interval is already outside the window the
  second outcome is not searched. The answer is the same as plain expectiminimax.
* **More than two players**: the *paranoid* reduction - the searching player (the
  root) maximizes its own value, every other player is assumed to minimize it.

Values are always the **root player's** expected score in [0, 1]: end positions are
scored exactly (1 win, 1/k for a k-way draw, 0 loss) and the depth limit is scored by
a leaf function ``leaf(state, root) -> float`` (an :class:`~.evaluation.Evaluator` or the
Land of Lisp score, which need not lie in [0, 1] for plain minimax).

Search works on the state tuples of :mod:`.rules` with its pure functions, so the
game object is never touched. Everything that helps speed leaves the value unchanged:

* a **transposition table** (dict: state -> depth searched, lower and upper bound,
  best move) - attacks played in a different order often reach the same position.
  Its bounds are reused only for the same remaining depth, so the value stays that
  of a plain minimax of the given depth (the tests check this);
* **iterative deepening** (depth 1, 2, ... up to the limit) whose table fills the
  next iteration's **move ordering** with the best move found so far;
* static ordering otherwise: attacks by chance of winning times (dice captured + 1),
  the pass last;
* limits on time and nodes that stop the deepening and keep the last complete depth.

The search works in slices (:mod:`ringworld_nb.core.slices`): :meth:`AlphaBeta.searching`
is a generator that yields every :data:`NODES_PER_YIELD` positions, so that a player can think
a few milliseconds at a time while a page stays live; :meth:`AlphaBeta.search` runs it
to its end at once. A time limit stops it between two yields, never inside a position.

>>> from ringworld_nb.dice import DiceOfDoom
>>> from ringworld_nb.dice.ai.evaluation import Evaluator
>>> game = DiceOfDoom(4, seed=3)
>>> ev = Evaluator(game.rules)
>>> result = AlphaBeta(game.rules, ev.value).search(game.key(), 3)
>>> 0 <= result.value <= 1, result.depth, result.complete
(True, 3, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ...core.slices import Work, finish
from ..rules import Rules, State
from .evaluation import end_utilities, odds_table

__all__ = ["AlphaBeta", "SearchResult", "SearchStopped", "Leaf", "minimax", "NODES_PER_YIELD"]

Leaf = Callable[[State, int], float]
Action = tuple[int, int] | None  # an attack (i, j) between flat hexes, or None = pass

_INF = float("inf")
#: How many positions a search visits between two yields: small enough that a slice
#: ends within a few milliseconds of its time even on the 10 x 10 board (where a
#: position's moves and evaluation take about a millisecond), large enough that the
#: yields cost nothing worth measuring.
NODES_PER_YIELD = 16


class SearchResult(NamedTuple):
    """What a search found, for the root player."""

    value: float
    """Expected score of the root player with best play (to the depth searched)."""
    action: Action
    """The best move: ``(i, j)`` flat hexes of an attack, None for the pass."""
    depth: int
    """Depth of the last complete iteration."""
    nodes: int
    """Positions visited, all iterations together."""
    complete: bool
    """False when a limit stopped the search before the depth asked for."""


class SearchStopped(Exception):
    """Raised inside a search when its time or node limit is reached."""


def root_actions(rules: Rules, state: State) -> list[Action]:
    """Every legal move of ``state`` as actions: attacks in reading order, then the pass."""
    actions: list[Action] = list(rules.attacks(state))
    if state[3] or not actions:
        actions.append(None)
    return actions


class AlphaBeta:
    """Alpha-beta (paranoid, with Star1 chance nodes) from one root player's view.

    ``AlphaBeta(rules, leaf, *, table=True, deadline=None, max_nodes=None,
    end_value=None, value_range=(0, 1))``. ``leaf(state, root)`` scores positions at
    the depth limit, ``end_value(state, root)`` finished games (default: the exact
    1 / 0.5 / 0 scores); ``value_range`` bounds every value both can return (the Star1
    cut-offs rely on it). ``deadline`` is a ``time.perf_counter()`` time that stops
    :meth:`search` (a sliced search, :meth:`searching`, is stopped by its driver). One
    object per decision: its table belongs to the root player of that decision.
    """

    def __init__(self, rules: Rules, leaf: Leaf, *, table: bool = True,
                 deadline: float | None = None, max_nodes: int | None = None,
                 end_value: Callable[[State, int], float] | None = None,
                 value_range: tuple[float, float] = (0.0, 1.0)) -> None:
        self.rules = rules
        self.value_range = (float(value_range[0]), float(value_range[1]))
        self.leaf = leaf
        self.use_table = table
        self.deadline = deadline
        self.max_nodes = max_nodes
        self.end_value = end_value
        self.nodes = 0
        self.table: dict[State, tuple[int, float, float, Action]] = {}
        self._odds = odds_table(rules)
        #: the last complete depth's result (None before the first), and the depth aimed at
        self.result: SearchResult | None = None
        self.target_depth = 0

    # -- ordering ----------------------------------------------------------------
    def _ordered(self, state: State, first: Action, has_first: bool) -> list[Action]:
        """Moves of ``state``: the table's best move first (if ``has_first``), then
        attacks by chance of winning times (dice captured + 1), the pass last."""
        dice = state[1]
        attacks = self.rules.attacks(state)
        odds = self._odds
        attacks.sort(key=lambda ij: -odds[dice[ij[0]]][dice[ij[1]]] * (dice[ij[1]] + 1))
        actions: list[Action] = list(attacks)
        if state[3] or not attacks:
            actions.append(None)
        if has_first and first != actions[0] and first in actions:
            actions.remove(first)
            actions.insert(0, first)
        return actions

    # -- the search ----------------------------------------------------------------
    def _end(self, state: State, root: int) -> float:
        if self.end_value is not None:
            return self.end_value(state, root)
        return end_utilities(self.rules, state[0])[root]

    def value(self, state: State, depth: int, alpha: float, beta: float, root: int) -> float:
        """Value of ``state`` for ``root`` searched ``depth`` moves deep (fail-soft), at
        once (see :meth:`_value`, the same in slices)."""
        return finish(self._value(state, depth, alpha, beta, root))

    def _value(self, state: State, depth: int, alpha: float, beta: float,
               root: int) -> Work[float]:
        """:meth:`value` as a generator that yields every few positions."""
        self.nodes += 1
        if not self.nodes % NODES_PER_YIELD:
            yield  # a slice may end here
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise SearchStopped
        rules = self.rules
        if rules.is_over(state):
            return self._end(state, root)
        if depth <= 0:
            return self.leaf(state, root)
        first: Action = None
        entry = self.table.get(state) if self.use_table else None
        if entry is not None:
            d, lo, hi, first = entry
            if d == depth:  # a deeper result would be better, but not minimax-exact
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo == hi:
                    return lo
        a0, b0 = alpha, beta
        maximize = state[2] == root
        best = -_INF if maximize else _INF
        best_action: Action = None
        for action in self._ordered(state, first, entry is not None):
            v = yield from self._child(state, action, depth - 1, alpha, beta, root)
            if maximize:
                if v > best:
                    best, best_action = v, action
                    if best > alpha:
                        alpha = best
            elif v < best:
                best, best_action = v, action
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if self.use_table:
            if best <= a0:
                lo, hi = -_INF, best
            elif best >= b0:
                lo, hi = best, _INF
            else:
                lo = hi = best
            self.table[state] = (depth, lo, hi, best_action)
        return best

    def _child(self, state: State, action: Action, depth: int, alpha: float, beta: float,
               root: int) -> Work[float]:
        """Value of playing ``action`` in ``state``: a chance node for rolled attacks."""
        rules = self.rules
        if action is None:
            return (yield from self._value(rules.end_turn(state), depth, alpha, beta, root))
        i, j = action
        if rules.certain:
            return (yield from self._value(rules.attack(state, i, j), depth, alpha, beta,
                                           root))
        p = self._odds[state[1][i]][state[1][j]]
        q = 1.0 - p
        lo_v, hi_v = self.value_range
        # Star1: the lost outcome lies in [lo_v, hi_v], so the won one must beat these.
        a1 = (alpha - q * hi_v) / p
        b1 = (beta - q * lo_v) / p
        v1 = yield from self._value(rules.attack(state, i, j, True), depth, max(a1, lo_v),
                                    min(b1, hi_v), root)
        if v1 <= a1:
            return p * v1 + q * hi_v  # an upper bound <= alpha: fail low
        if v1 >= b1:
            return p * v1 + q * lo_v  # a lower bound >= beta: fail high
        a2 = (alpha - p * v1) / q
        b2 = (beta - p * v1) / q
        v2 = yield from self._value(rules.attack(state, i, j, False), depth, max(a2, lo_v),
                                    min(b2, hi_v), root)
        return p * v1 + q * v2

    def search(self, state: State, depth: int, root: int | None = None,
               root_order: list[Action] | None = None) -> SearchResult:
        """Iterative deepening to ``depth`` moves; the best move for ``root``, at once.

        ``root`` defaults to the player to move. Stops early (``complete=False``) at the
        deadline or node limit, returning the last complete depth (if the limit comes
        inside depth 1: the first legal move, value 0.5). ``root_order`` fixes the order
        of the root's moves (all legal moves): of equally good moves the first is
        chosen - otherwise the best of the previous depth is searched first.
        """
        return finish(self.searching(state, depth, root, root_order), self.deadline,
                      SearchStopped)

    def searching(self, state: State, depth: int, root: int | None = None,
                  root_order: list[Action] | None = None) -> Work[SearchResult]:
        """:meth:`search` in slices: a generator that yields every few positions and
        returns the SearchResult; SearchStopped thrown in at a yield (a time limit)
        ends it with the last complete depth, as the node limit does. :attr:`result`
        holds that last complete depth meanwhile."""
        root = state[2] if root is None else root
        actions = root_actions(self.rules, state)
        self.target_depth = depth
        result = SearchResult(0.5, actions[0] if actions else None, 0, 0, False)
        if self.rules.is_over(state):
            return SearchResult(self._end(state, root), None, 0, self.nodes, True)
        for d in range(1, depth + 1):
            try:
                v, action = yield from self._root(state, d, root, root_order)
            except SearchStopped:
                return result._replace(nodes=self.nodes, complete=False)
            result = SearchResult(v, action, d, self.nodes, d == depth)
            self.result = result
        return result

    def _root(self, state: State, depth: int, root: int,
              order: list[Action] | None) -> Work[tuple[float, Action]]:
        if order is None:
            entry = self.table.get(state)
            first = entry[3] if entry is not None else None
            actions = self._ordered(state, first, entry is not None)
        else:
            actions = list(order)
        maximize = state[2] == root
        lo_v, hi_v = -_INF, _INF
        best, best_action = (-_INF if maximize else _INF), actions[0]
        alpha, beta = lo_v, hi_v
        # a later move must be better by more than rounding noise (sums of products of
        # probabilities, added in different orders) to replace an earlier one: of
        # equally good moves the first is kept
        for n, action in enumerate(actions):
            v = yield from self._child(state, action, depth - 1, alpha, beta, root)
            margin = 1e-9 * (1 + abs(v))
            if n == 0 or (maximize and v > best + margin) or (not maximize and v < best - margin):
                best, best_action = v, action
                if maximize:
                    alpha = v
                else:
                    beta = v
        self.table[state] = (depth, best, best, best_action)
        return best, best_action


def minimax(rules: Rules, state: State, depth: int, leaf: Leaf, root: int | None = None,
            end_value: Callable[[State, int], float] | None = None) -> float:
    """Plain (expecti)minimax to ``depth`` moves: no pruning, no table - the reference.

    Same conventions as :class:`AlphaBeta` (paranoid, chance nodes with exact odds).
    """
    root = state[2] if root is None else root

    def value(s: State, d: int) -> float:
        if rules.is_over(s):
            if end_value is not None:
                return end_value(s, root)
            return end_utilities(rules, s[0])[root]
        if d == 0:
            return leaf(s, root)
        values = []
        for action in root_actions(rules, s):
            if action is None:
                values.append(value(rules.end_turn(s), d - 1))
                continue
            i, j = action
            p = rules.win_probability(s, i, j)
            if p == 1:
                values.append(value(rules.attack(s, i, j), d - 1))
            else:
                values.append(float(p) * value(rules.attack(s, i, j, True), d - 1)
                              + float(1 - p) * value(rules.attack(s, i, j, False), d - 1))
        return max(values) if s[2] == root else min(values)

    return value(state, depth)
