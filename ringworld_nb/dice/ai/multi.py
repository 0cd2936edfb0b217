"""Search for three and four players: max-n with chance nodes, under a time limit.

With more than two players "my gain is your loss" no longer holds, so a position gets
a *vector* of values, one per player - each player's estimated chance to win, summing
to 1 (:meth:`~.evaluation.Evaluator.utilities`; exact shares at the end of the game).

**Max-n** (Luckhardt and Irani 1986): at a position where player ``p`` moves, the
value vector is that of the move whose vector has the largest ``p`` component - every
player is assumed to pursue its own chances. A rolled attack is a chance node whose
vector is ``p * vector(won) + (1 - p) * vector(lost)``, with the exact odds.

The search deepens iteratively (1, 2, ... moves) until ``depth``, the deadline or the
node limit, and keeps the answer of the last complete depth. Big boards have a hundred
attacks or more per position, so below the root only the ``beam`` most promising moves
(by expected capture, the table's best move first) are searched: the root always sees
every move, the replies only the likely ones. Unlike alpha-beta this is a heuristic
restriction, so it is an option (``beam=None`` searches everything).

Like :class:`~.search.AlphaBeta` it works in slices (:mod:`ringworld_nb.core.slices`):
:meth:`MaxN.searching` yields every few positions, :meth:`MaxN.search` runs it at once.

(:class:`~.search.AlphaBeta` gives the alternative, *paranoid*, view: every other
player plays against the root player. :class:`~.ai.MultiPlayerAI` offers both.)

>>> from ringworld_nb.dice import DiceOfDoom
>>> from ringworld_nb.dice.ai.evaluation import Evaluator
>>> game = DiceOfDoom(4, players=3, version=3, seed=5)
>>> result = MaxN(game.rules, Evaluator(game.rules)).search(game.key(), 2)
>>> 0 <= result.value <= 1, result.depth
(True, 2)
"""

from __future__ import annotations

from ...core.slices import Work, finish
from ..rules import Rules, State
from .evaluation import Evaluator, end_utilities, odds_table
from .search import NODES_PER_YIELD, Action, SearchResult, SearchStopped

__all__ = ["MaxN"]


class MaxN:
    """Max-n search with exact chance nodes (see the module doc).

    ``MaxN(rules, evaluator, *, deadline=None, max_nodes=None, beam=None)``; ``deadline``
    is a ``time.perf_counter()`` time that stops :meth:`search`. One object per decision
    (it keeps a table of the best move found at each position, for ordering the next
    iteration).
    """

    def __init__(self, rules: Rules, evaluator: Evaluator, *, deadline: float | None = None,
                 max_nodes: int | None = None, beam: int | None = None) -> None:
        self.rules = rules
        self.evaluator = evaluator
        self.deadline = deadline
        self.max_nodes = max_nodes
        self.beam = beam
        self.nodes = 0
        self.best: dict[State, Action] = {}
        self._odds = odds_table(rules)
        #: the last complete depth's result (None before the first), and the depth aimed at
        self.result: SearchResult | None = None
        self.target_depth = 0

    def _ordered(self, state: State, width: int | None) -> list[Action]:
        dice = state[1]
        odds = self._odds
        attacks = self.rules.attacks(state)
        attacks.sort(key=lambda ij: -odds[dice[ij[0]]][dice[ij[1]]] * (dice[ij[1]] + 1))
        actions: list[Action] = list(attacks)
        if state[3] or not attacks:
            actions.insert(0, None)  # the pass is always worth a look
        first = self.best.get(state, False)
        if first is not False and first in actions:
            actions.remove(first)
            actions.insert(0, first)
        if width is not None and len(actions) > width:
            actions = actions[:width]
        return actions

    def vector(self, state: State, depth: int, width: int | None = None) -> list[float]:
        """The value vector of ``state`` searched ``depth`` moves deep, at once."""
        return finish(self._vector(state, depth, width))

    def _vector(self, state: State, depth: int, width: int | None = None) -> Work[list[float]]:
        """:meth:`vector` as a generator that yields every few positions."""
        self.nodes += 1
        if not self.nodes % NODES_PER_YIELD:
            yield  # a slice may end here
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise SearchStopped
        rules = self.rules
        if rules.is_over(state):
            return end_utilities(rules, state[0])
        if depth <= 0:
            return self.evaluator.utilities(state)
        p = state[2]
        best: list[float] | None = None
        best_action: Action = None
        for action in self._ordered(state, width):
            v = yield from self._child(state, action, depth - 1)
            if best is None or v[p] > best[p]:
                best, best_action = v, action
                if best[p] >= 1.0:
                    break  # nothing beats a certain win
        self.best[state] = best_action
        assert best is not None  # a game not over has a move: the pass or an attack
        return best

    def _child(self, state: State, action: Action, depth: int) -> Work[list[float]]:
        rules = self.rules
        if action is None:
            return (yield from self._vector(rules.end_turn(state), depth, self.beam))
        i, j = action
        if rules.certain:
            return (yield from self._vector(rules.attack(state, i, j), depth, self.beam))
        p = self._odds[state[1][i]][state[1][j]]
        won = yield from self._vector(rules.attack(state, i, j, True), depth, self.beam)
        lost = yield from self._vector(rules.attack(state, i, j, False), depth, self.beam)
        q = 1.0 - p
        return [p * a + q * b for a, b in zip(won, lost)]

    def search(self, state: State, depth: int) -> SearchResult:
        """Iterative deepening to ``depth``: the best move of the player to move, at once.

        ``value`` is that player's component of the value vector.
        """
        return finish(self.searching(state, depth), self.deadline, SearchStopped)

    def searching(self, state: State, depth: int) -> Work[SearchResult]:
        """:meth:`search` in slices: a generator that yields every few positions and
        returns the SearchResult (SearchStopped thrown in at a yield ends it with the
        last complete depth, kept in :attr:`result` meanwhile)."""
        rules = self.rules
        p = state[2]
        self.target_depth = depth
        if rules.is_over(state):
            return SearchResult(end_utilities(rules, state[0])[p], None, 0, 0, True)
        actions = self._ordered(state, None)
        result = SearchResult(0.0, actions[0], 0, 0, False)
        for d in range(1, depth + 1):
            try:
                best: list[float] | None = None
                best_action: Action = None
                for action in self._ordered(state, None):
                    v = yield from self._child(state, action, d - 1)
                    if best is None or v[p] > best[p]:
                        best, best_action = v, action
                self.best[state] = best_action
            except SearchStopped:
                return result._replace(nodes=self.nodes, complete=False)
            assert best is not None  # a game not over has a move: the pass or an attack
            result = SearchResult(best[p], best_action, d, self.nodes, d == depth)
            self.result = result
        return result
