"""Judging a Dice of Doom position without playing it out: evaluation functions.

A depth-limited search stops before the game ends and must guess who is ahead. This
module holds those guesses, all pure functions of a state tuple (see :mod:`.rules`).

The classic score (Land of Lisp)
--------------------------------
:func:`classic_score` is the leaf score of the Land of Lisp AI, the baseline of the
exercise: for ``player``, every own hex that no enemy neighbour could take counts +2,
every own hex that could be taken +1, every enemy hex -1. "Could be taken" means an
adjacent enemy hex holds more dice (the version-1 attack rule).

The tuned evaluation
--------------------
:class:`Evaluator` measures, for every player ``q``, the :data:`FEATURES`:

==============  ====================================================================
``hexes``       hexes owned - what decides the game at the end
``dice``        dice on them
``threat``      expected hexes an enemy could take at once: for every own hex, the best
                chance any enemy neighbour has to take it (1 or 0 with certain attacks,
                the exact odds of the roll otherwise), summed
``threat_dice`` the same, weighted by the dice on the threatened hex
``attackers``   own hexes that could take an enemy neighbour (their best chance, summed)
``region``      size of the largest connected group of own hexes (the version-3
                reinforcement)
``tempo``       1 for the player to move, 0 for the others - the next blow is theirs
``due``         for the player to move: the reinforcement it gets by passing now,
                up to the room left on its hexes
``mover_threat`` / ``mover_attackers``   ``threat`` / ``attackers`` again, for the
                player to move only (threats weigh less, attacks more, for the one who
                strikes first)
==============  ====================================================================

A player's *strength* is ``f[q] = weights . features[q]``, and the estimated chance of
each player to win is the softmax ``u[q] = exp(f[q]) / sum_r exp(f[r])`` (players
without hexes get 0). With two players that is the logistic function of ``f[me] -
f[opponent]``. So every evaluation lies in (0, 1), on the same scale as the exact end
scores 1 (win), 1/k (k-way draw) and 0 (loss), and an expectation over dice rolls of
such values is meaningful.

The weights are not guessed: :mod:`.tune` fits them, as a conditional logit model,
to the results of self-play games (which player won from each position); the tuned
sets are :data:`WEIGHTS_V1`, :data:`WEIGHTS_V2` and :data:`WEIGHTS_V3`.

>>> from ringworld_nb.dice import DiceOfDoom
>>> game = DiceOfDoom.from_text('''
...    -------------
...    | A 3 | B 3 |
... ----------------
... | A 3 | B 2 |
... -------------''')
>>> classic_score(game.rules, game.key(), 0)   # two safe A hexes, two B hexes
2
>>> ev = Evaluator(game.rules)
>>> u = ev.utilities(game.key())
>>> round(sum(u), 12), u[0] > u[1]
(1.0, True)
"""

from __future__ import annotations

import math
from dataclasses import astuple, dataclass, fields

from ..probability import attack_win_probability
from ..rules import Rules, State

__all__ = ["Weights", "Evaluator", "classic_score", "end_utilities", "odds_table", "FEATURES",
           "WEIGHTS_V1", "WEIGHTS_V2", "WEIGHTS_V3", "default_weights", "default_settle"]


def classic_score(rules: Rules, state: State, player: int) -> int:
    """The Land of Lisp leaf score of ``state`` for ``player`` (see the module doc)."""
    owner, dice = state[0], state[1]
    nbrs = rules.nbrs
    score = 0
    for i, who in enumerate(owner):
        if who != player:
            score -= 1
            continue
        d = dice[i]
        for j in nbrs[i]:
            if owner[j] != player and dice[j] > d:
                score += 1
                break
        else:
            score += 2
    return score


def odds_table(rules: Rules) -> list[list[float]]:
    """``t[a][d]``: the chance that a stack of ``a`` dice takes a hex of ``d`` dice - 1 or
    0 with certain attacks, the exact odds as floats with rolled ones; 0 where the
    rules forbid the attack (``a`` < 2, or not more dice than the target when certain)."""
    m = rules.max_dice
    if rules.certain:
        return [[1.0 if a > d else 0.0 for d in range(m + 1)] for a in range(m + 1)]
    return [[float(attack_win_probability(a, d)) if a >= 2 and d >= 1 else 0.0
             for d in range(m + 1)] for a in range(m + 1)]


def end_utilities(rules: Rules, owner: tuple) -> list[float]:
    """Scores of a finished game: 1 / (number of winners) for each winner, 0 otherwise."""
    winners = rules.winners(owner)
    share = 1.0 / len(winners)
    out = [0.0] * rules.players
    for p in winners:
        out[p] = share
    return out


@dataclass(frozen=True)
class Weights:
    """The weight of each feature of :class:`Evaluator` (see the module doc)."""

    hexes: float = 0.5
    dice: float = 0.15
    threat: float = -0.5
    threat_dice: float = 0.0
    attackers: float = 0.0
    region: float = 0.0
    tempo: float = 0.0
    due: float = 0.15
    mover_threat: float = 0.25
    mover_attackers: float = 0.0

    def vector(self) -> tuple[float, ...]:
        """The weights in the order of :data:`FEATURES`."""
        return astuple(self)


#: Names of the features, in the order of :meth:`Evaluator.features`.
FEATURES: tuple[str, ...] = tuple(f.name for f in fields(Weights))

#: Version 1 (certain attacks, reinforcement from captured dice); fitted on 5x5.
WEIGHTS_V1 = Weights(hexes=-0.1298, dice=0.2526, threat=0.0037, threat_dice=-0.1958,
                     attackers=-0.0049, region=0.0301, tempo=0.0847, due=0.1734,
                     mover_threat=0.0686, mover_attackers=0.0453)
#: Version 2 (rolled attacks, reinforcement from captured dice); fitted on 5x5.
WEIGHTS_V2 = Weights(hexes=0.1774, dice=0.1678, threat=0.1128, threat_dice=-0.2932,
                     attackers=0.2335, region=0.0105, tempo=0.1336, due=0.0,
                     mover_threat=-0.0127, mover_attackers=0.0495)
#: Version 3 (rolled attacks, reinforcement = largest region); fitted on 10x10, 4 players.
WEIGHTS_V3 = Weights(hexes=0.1806, dice=-0.0477, threat=-0.3229, threat_dice=0.0596,
                     attackers=0.0728, region=0.0833, tempo=-0.3892, due=0.0126,
                     mover_threat=-0.0652, mover_attackers=0.0833)


def default_weights(rules: Rules) -> Weights:
    """The tuned weights for a variant of the rules."""
    if rules.by_region:
        return WEIGHTS_V3
    return WEIGHTS_V1 if rules.certain else WEIGHTS_V2


def default_settle(rules: Rules) -> bool:
    """Whether positions are judged at turn starts (see :class:`Evaluator`) by default.

    Rolled attacks: yes - a one- or two-move search compares "attack again" with "pass
    now" fairly only so (measured on 10 x 10, 4 players, version 3: 0 of 16 games won
    against three greedy players without, 13 of 16 with, before the final tuning).
    Certain attacks (version 1): no - the depth-4 search with weights fitted on every
    position did better (95 of 100 fair-start 5 x 5 games against the Land of Lisp AI,
    against 50 of 60 with weights fitted on turn starts and settled leaves).
    """
    return not rules.certain


class Evaluator:
    """Estimated winning chances of a position for every player (see the module doc).

    ``Evaluator(rules, weights=None, settle=None)``; ``weights`` and ``settle`` default
    to :func:`default_weights` and :func:`default_settle`. With ``settle``, a position
    in the middle of a turn (the player to move has attacked, so may pass) is judged as
    if that player passed now: every position is then judged at the start of a turn,
    so "attack again" and "stop here" are compared on the same footing, and the weights
    are fitted on turn starts. Holds only constants (neighbour lists, a float table of
    attack odds), so it can be shared by searches.
    """

    __slots__ = ("_odds", "_w", "nbrs", "players", "rules", "settle", "weights")

    def __init__(self, rules: Rules, weights: Weights | None = None,
                 settle: bool | None = None) -> None:
        self.rules = rules
        self.settle = default_settle(rules) if settle is None else settle
        self.weights = weights if weights is not None else default_weights(rules)
        self._w = self.weights.vector()
        self.nbrs = rules.nbrs
        self.players = rules.players
        self._odds = odds_table(rules)

    def features(self, state: State) -> list[tuple[float, ...] | None]:
        """The :data:`FEATURES` of every player (None for players without hexes)."""
        owner, dice, mover = state[0], state[1], state[2]
        nbrs, odds = self.nbrs, self._odds
        n = self.players
        m = self.rules.max_dice
        hexes = [0] * n
        total = [0] * n
        threat = [0.0] * n
        threat_dice = [0.0] * n
        attackers = [0.0] * n
        for i, q in enumerate(owner):
            d = dice[i]
            hexes[q] += 1
            total[q] += d
            worst = 0.0
            best = 0.0
            row = odds[d]
            for j in nbrs[i]:
                if owner[j] != q:
                    dj = dice[j]
                    p = odds[dj][d]
                    if p > worst:
                        worst = p
                    p = row[dj]
                    if p > best:
                        best = p
            threat[q] += worst
            threat_dice[q] += worst * d
            attackers[q] += best
        regions = self._largest_regions(owner)
        room = m * hexes[mover] - total[mover]
        if self.rules.by_region:
            due = regions[mover]
        else:
            due = max(state[4] - 1, 0)
        out: list[tuple[float, ...] | None] = []
        for q in range(n):
            if not hexes[q]:
                out.append(None)
            elif q == mover:
                out.append((hexes[q], total[q], threat[q], threat_dice[q], attackers[q],
                            regions[q], 1.0, min(due, room), threat[q], attackers[q]))
            else:
                out.append((hexes[q], total[q], threat[q], threat_dice[q], attackers[q],
                            regions[q], 0.0, 0.0, 0.0, 0.0))
        return out

    def _largest_regions(self, owner: tuple) -> list[int]:
        """Size of every player's largest connected group, in one sweep of the board."""
        nbrs = self.nbrs
        best = [0] * self.players
        seen = [False] * len(owner)
        for start, q in enumerate(owner):
            if seen[start]:
                continue
            seen[start] = True
            size = 1
            stack = [start]
            while stack:
                i = stack.pop()
                for j in nbrs[i]:
                    if not seen[j] and owner[j] == q:
                        seen[j] = True
                        size += 1
                        stack.append(j)
            if size > best[q]:
                best[q] = size
        return best

    def strengths(self, state: State) -> list[float]:
        """The strength ``f[q]`` of every player (``-inf`` for players without hexes)."""
        w = self._w
        return [-math.inf if x is None else sum(a * b for a, b in zip(w, x))
                for x in self.features(state)]

    def utilities(self, state: State) -> list[float]:
        """Estimated winning chance of every player (sum 1; 0 for players without hexes).

        A finished game gets its exact scores (:func:`end_utilities`).
        """
        rules = self.rules
        if rules.is_over(state):
            return end_utilities(rules, state[0])
        if self.settle and state[3]:
            state = rules.end_turn(state)
            if rules.is_over(state):
                return end_utilities(rules, state[0])
        f = self.strengths(state)
        top = max(f)
        e = [math.exp(x - top) for x in f]  # exp(-inf) = 0: players out of the game
        s = sum(e)
        return [x / s for x in e]

    def value(self, state: State, player: int) -> float:
        """Estimated winning chance of ``player`` (exact 1 / 0.5 / 0 at the end)."""
        return self.utilities(state)[player]
