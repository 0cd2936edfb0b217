"""The judge of Dice of Doom: the game's own searches, with the move played valued in
the same search as the best one.

Which search, by the game (:class:`~ringworld_nb.analysis.Settings` and :data:`DEPTHS`
give the depth):

* two players, certain attacks (version 1), boards up to 3 x 3: the **exact solver**
  (:mod:`ringworld_nb.dice.ai.exact`) - values are the truth, 1 (a win with best play),
  0.5 or 0, so a blunder is a move from a won position to a lost one;
* two players otherwise: **alpha-beta** with chance nodes (:mod:`ringworld_nb.dice.ai.
  search`) and the fitted evaluation, to a fixed depth (expectiminimax for rolled
  attacks);
* three or four players: **max-n** (:mod:`ringworld_nb.dice.ai.multi`): every player
  pursues its own chance, each seat judged by its own win chance.

The deepening is bounded by :data:`MAX_NODES` positions (its last
complete depth is kept), never by the clock.

The move played is valued at the depth the root reached, as the root values its moves:
an attack by the position after it (the same player moves on), a pass by the next
player's position, and a **rolled attack by its expectation**, ``p * value(won) + (1 -
p) * value(lost)`` with the exact odds ``p`` - the decision, not the roll that came. So
an attack that was right and failed loses nothing; an attack at poor odds loses what
its expectation falls short of the best move. The best move played loses exactly 0.

>>> from ringworld_nb.core.slices import finish
>>> from ringworld_nb.dice import DiceOfDoom
>>> game = DiceOfDoom.from_text('''
...    -------------
...    | A 3 | B 3 |
... ----------------
... | A 3 | B 2 |
... -------------''')
>>> judge = DiceJudge(game, Settings())
>>> verdict = finish(judge.judging(game, game.parse("a2-b2"), 0, 0))
>>> judge.mode, verdict.played_value.value, verdict.played_value.line[:2]
('exact', 1.0, ('pass', 'b1-b2'))
"""

from __future__ import annotations

from typing import Any

from ..analysis.review import Alternative
from ..analysis.settings import Settings
from ..analysis.verdicts import Value, Verdict
from ..core.slices import Work
from .ai.evaluation import Evaluator, odds_table
from .ai.exact import solving
from .ai.multi import MaxN
from .ai.search import AlphaBeta, SearchResult
from .moves import PASS, Move
from .notation import format_move
from .rules import State

__all__ = ["DiceJudge", "judge", "EXACT_SIZE", "BEAM", "DEPTHS", "MAX_NODES", "LINE_PLIES"]

#: The most moves of a line the judge gives (what it expects after a move).
LINE_PLIES = 6

#: Moves searched ahead in Dice of Doom, by kind of game and strength: two players with
#: certain attacks (alpha-beta), two with rolled attacks (expectiminimax), three or four
#: (max-n; deeper max-n over-extends, see ``dice/ai/players.py``).
DEPTHS: dict[str, dict[str, int]] = {
    "certain": {"easy": 2, "medium": 4, "strong": 6},
    "roll": {"easy": 1, "medium": 2, "strong": 3},
    "multi": {"easy": 1, "medium": 1, "strong": 2},
}
#: The most positions a search visits for one position of the game, by strength (the
#: deepening keeps its last complete depth): a bound by count, not by the clock. A
#: position of the 10 x 10 board costs some 0.15 ms, of 4 x 4 some 0.02 ms.
MAX_NODES: dict[str, int] = {"easy": 5_000, "medium": 20_000, "strong": 100_000}

#: The largest board the exact solver is asked to solve (3 x 3: a second at most).
EXACT_SIZE = 3
#: Moves searched below the root by max-n (the apps' multi-player AI's beam).
BEAM = 6

Action = tuple[int, int] | None


class DiceJudge:
    """Dice of Doom's judge for games like ``start`` (see the module docstring);
    :attr:`mode` says which search: ``"exact"``, ``"alphabeta"`` or ``"maxn"``."""

    needs_next = False

    def __init__(self, start: Any, settings: Settings) -> None:
        rules = start.rules
        self.rules = rules
        if start.players > 2:
            self.mode, self.depth = "maxn", settings.depth_or(DEPTHS["multi"])
        elif rules.certain and settings.exact and start.size <= EXACT_SIZE:
            self.mode, self.depth = "exact", 0
        else:
            self.mode = "alphabeta"
            self.depth = settings.depth_or(DEPTHS["certain" if rules.certain else "roll"])
        self.max_nodes = MAX_NODES[settings.strength]
        self.evaluator = Evaluator(rules)
        self.odds = odds_table(rules)
        self.hexes = start.board.hexes

    # -- the lines ------------------------------------------------------------------
    def _name(self, action: Action) -> str:
        if action is None:
            return "pass"
        return format_move(Move(self.hexes[action[0]], self.hexes[action[1]]))

    def _greedy(self, state: State) -> Action:
        """The action the fitted evaluation likes best for the player to move (its
        expectation over a roll)."""
        mover = state[2]
        actions: list[Action] = [*self.rules.attacks(state)]
        if state[3] or not actions:
            actions.append(None)
        return max(actions, key=lambda a: sum(q * self.evaluator.value(s, mover)
                                              for q, s in self._after(state, a)))

    def line(self, state: State, choose: Any = None, plies: int = LINE_PLIES,
             first: tuple[Action, ...] = ()) -> tuple[str, ...]:
        """The moves expected from ``state``: ``first`` (the search's best action, which
        its table may tie with another), then ``choose(state)`` (the search's own
        choice where it has one: its table; else None) or the fitted evaluation's,
        following the likelier outcome of a rolled attack."""
        out: list[str] = []
        for ply in range(plies):
            if self.rules.is_over(state):
                break
            if ply < len(first):
                action = first[ply]
            else:
                action = choose(state) if choose is not None else None
            if ply >= len(first) and action is None and (
                    choose is None or not self._known(choose, state)):
                action = self._greedy(state)
            out.append(self._name(action))
            state = max(self._after(state, action), key=lambda qs: qs[0])[1]
        return tuple(out)

    @staticmethod
    def _known(choose: Any, state: State) -> bool:
        return bool(getattr(choose, "knows", lambda s: False)(state))

    # -- the move as the searches name it ------------------------------------------
    @staticmethod
    def action(game: Any, move: Any) -> Action:
        """``move`` as ``(i, j)`` flat hexes, or None for the pass."""
        if move.is_pass:
            return None
        board = game.board
        return board.index(move.src), board.index(move.dst)

    def _after(self, state: State, action: Action) -> list[tuple[float, State]]:
        """The states ``action`` leads to, with their probabilities."""
        rules = self.rules
        if action is None:
            return [(1.0, rules.end_turn(state))]
        i, j = action
        if rules.certain:
            return [(1.0, rules.attack(state, i, j))]
        p = self.odds[state[1][i]][state[1][j]]
        out = [(p, rules.attack(state, i, j, True)), (1.0 - p, rules.attack(state, i, j, False))]
        return [(q, s) for q, s in out if q > 0.0]

    # -- the searches ----------------------------------------------------------------
    def _exact(self, state: State, action: Action, want: bool
               ) -> Work[tuple[Value, Action, Value | None]]:
        twice, best, table = yield from solving(self.rules, state)
        value = twice / 2
        choose = _TableChoice(self, table)
        line = self.line(state, choose, first=(best,))
        if not want:
            return Value(value, value, value, line), best, None
        if action == best:
            played = twice
        else:
            child = self._after(state, action)[0][1]
            w = table.get(child)
            if w is None:
                w, _, _ = yield from solving(self.rules, child)
            played = w if action is not None else 2 - w
        after = self.line(self._after(state, action)[0][1], choose)
        return (Value(value, value, value, line), best,
                Value(played / 2, played / 2, played / 2, after))

    def _alphabeta(self, state: State, action: Action, want: bool
                   ) -> Work[tuple[Value, Action, Value | None]]:
        search = AlphaBeta(self.rules, self.evaluator.value, max_nodes=self.max_nodes)
        result: SearchResult = yield from search.searching(state, self.depth)
        search.max_nodes = None  # the move played is valued in full, at the depth reached
        if result.depth == 0:  # the bound came inside depth 1: search that depth in full
            result = yield from search.searching(state, 1)
        choose = _SearchChoice(search.table)
        line = self.line(state, choose, first=(result.action,))
        if not want:
            return Value(result.value, line=line), result.action, None
        after = self.line(max(self._after(state, action), key=lambda qs: qs[0])[1], choose)
        if action == result.action:
            return Value(result.value, line=line), result.action, Value(result.value,
                                                                       line=after)
        root, depth = state[2], result.depth - 1
        inf = float("inf")
        played = sum(q * search.value(s, depth, -inf, inf, root)
                     for q, s in self._after(state, action))
        return Value(result.value, line=line), result.action, Value(played, line=after)

    def _maxn(self, state: State, action: Action, want: bool
              ) -> Work[tuple[Value, Action, Value | None]]:
        search = MaxN(self.rules, self.evaluator, max_nodes=self.max_nodes, beam=BEAM)
        result: SearchResult = yield from search.searching(state, self.depth)
        search.max_nodes = None
        if result.depth == 0:
            result = yield from search.searching(state, 1)
        line = self.line(state, first=(result.action,))
        if not want:
            return Value(result.value, line=line), result.action, None
        after = self.line(max(self._after(state, action), key=lambda qs: qs[0])[1])
        if action == result.action:
            return Value(result.value, line=line), result.action, Value(result.value,
                                                                       line=after)
        mover, depth = state[2], result.depth - 1
        played = sum(q * search.vector(s, depth, BEAM)[mover]
                     for q, s in self._after(state, action))
        return Value(result.value, line=line), result.action, Value(played, line=after)

    def _search(self, state: State, action: Action, want: bool = True
                ) -> Work[tuple[Value, Action, Value | None]]:
        """The position's value and best action, and (``want``) the value of ``action``
        for the player to move."""
        if self.mode == "exact":
            return (yield from self._exact(state, action, want))
        if self.mode == "maxn":
            return (yield from self._maxn(state, action, want))
        return (yield from self._alphabeta(state, action, want))

    # -- the judge's two questions ----------------------------------------------------
    def judging(self, game: Any, move: Any, seed: int, after_seed: int) -> Work[Verdict]:
        """The verdict on ``move`` in ``game``: the best move, the position's value and
        the move played's (an expectation for a rolled attack). ``seed`` is not needed:
        the searches draw no random numbers (nor ``after_seed``)."""
        mover = game.to_move
        action = self.action(game, move)
        value, best, played = yield from self._search(game.key(), action)
        hexes = game.board.hexes
        name = game.notation(PASS if best is None else Move(hexes[best[0]], hexes[best[1]]))
        return Verdict(mover, game.notation(move), name, value, played, value,
                       forced=len(game.legal_moves()) == 1,
                       alternatives=(Alternative(name, value.value),),
                       best_line=value.line)

    def valuing(self, game: Any, seed: int) -> Work[Value]:
        """The value of ``game`` for its player to move."""
        value, _, _ = yield from self._search(game.key(), None, want=False)
        return value


def judge(start: Any, settings: Settings) -> DiceJudge:
    """The judge of an analysis of the game whose start is ``start`` (the spec's
    ``judge``)."""
    return DiceJudge(start, settings)


class _SearchChoice:
    """The alpha-beta table's best move of a position, where it has one."""

    def __init__(self, table: dict[State, tuple[int, float, float, Action]]) -> None:
        self.table = table

    def knows(self, state: State) -> bool:
        return state in self.table

    def __call__(self, state: State) -> Action:
        entry = self.table.get(state)
        return entry[3] if entry is not None else None


class _TableChoice:
    """The exact solver's best move of a position: the one whose position after it has
    the best value for the player to move (values known from the solver's table)."""

    def __init__(self, judge: DiceJudge, table: dict[State, int]) -> None:
        self.judge = judge
        self.table = table

    def _value(self, state: State, action: Action) -> float | None:
        child = self.judge._after(state, action)[0][1]
        twice = self.table.get(child)
        if twice is None:
            return None
        same = child[2] == state[2] and not self.judge.rules.is_over(child)
        if self.judge.rules.is_over(child):
            return twice if child[2] == state[2] else 2 - twice
        return twice if same else 2 - twice

    def knows(self, state: State) -> bool:
        return state in self.table

    def __call__(self, state: State) -> Action:
        actions: list[Action] = [*self.judge.rules.attacks(state)]
        if state[3] or not actions:
            actions.append(None)
        valued = [(v, a) for a in actions if (v := self._value(state, a)) is not None]
        if not valued:
            return self.judge._greedy(state)
        return max(valued, key=lambda va: va[0])[1]
