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
>>> judge.mode, finish(judge.judging(game, game.parse("a2-b2"), 0, 0)).played_value
('exact', Value(value=1.0, low=1.0, high=1.0))
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
from .rules import State

__all__ = ["DiceJudge", "judge", "EXACT_SIZE", "BEAM", "DEPTHS", "MAX_NODES"]

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
        if not want:
            return Value(value, value, value), best, None
        if action == best:
            played = twice
        else:
            child = self._after(state, action)[0][1]
            w = table.get(child)
            if w is None:
                w, _, _ = yield from solving(self.rules, child)
            played = w if action is not None else 2 - w
        return Value(value, value, value), best, Value(played / 2, played / 2, played / 2)

    def _alphabeta(self, state: State, action: Action, want: bool
                   ) -> Work[tuple[Value, Action, Value | None]]:
        search = AlphaBeta(self.rules, self.evaluator.value, max_nodes=self.max_nodes)
        result: SearchResult = yield from search.searching(state, self.depth)
        search.max_nodes = None  # the move played is valued in full, at the depth reached
        if result.depth == 0:  # the bound came inside depth 1: search that depth in full
            result = yield from search.searching(state, 1)
        if not want:
            return Value(result.value), result.action, None
        if action == result.action:
            return Value(result.value), result.action, Value(result.value)
        root, depth = state[2], result.depth - 1
        inf = float("inf")
        played = sum(q * search.value(s, depth, -inf, inf, root)
                     for q, s in self._after(state, action))
        return Value(result.value), result.action, Value(played)

    def _maxn(self, state: State, action: Action, want: bool
              ) -> Work[tuple[Value, Action, Value | None]]:
        search = MaxN(self.rules, self.evaluator, max_nodes=self.max_nodes, beam=BEAM)
        result: SearchResult = yield from search.searching(state, self.depth)
        search.max_nodes = None
        if result.depth == 0:
            result = yield from search.searching(state, 1)
        if not want:
            return Value(result.value), result.action, None
        if action == result.action:
            return Value(result.value), result.action, Value(result.value)
        mover, depth = state[2], result.depth - 1
        played = sum(q * search.vector(s, depth, BEAM)[mover]
                     for q, s in self._after(state, action))
        return Value(result.value), result.action, Value(played)

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
                       alternatives=(Alternative(name, value.value),))

    def valuing(self, game: Any, seed: int) -> Work[Value]:
        """The value of ``game`` for its player to move."""
        value, _, _ = yield from self._search(game.key(), None, want=False)
        return value


def judge(start: Any, settings: Settings) -> DiceJudge:
    """The judge of an analysis of the game whose start is ``start`` (the spec's
    ``judge``)."""
    return DiceJudge(start, settings)
