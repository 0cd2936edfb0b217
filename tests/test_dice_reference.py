"""The engine against a slow, literal reading of docs/rules.md §2.2 (the perft of this game).

The reference below is written straight from the rule text with 2-D lists and no
shared code with the engine. From random positions of every rule variant the whole
game tree is walked (to a node budget), and at every node the legal moves and the
position after every move and every outcome must agree.
"""

from __future__ import annotations

import copy

import numpy as np
import pytest

from ringworld_nb.dice import PASS, DiceOfDoom


def neighbours(n, r, c):
    cand = [(r, c - 1), (r, c + 1), (r - 1, c - 1), (r - 1, c), (r + 1, c), (r + 1, c + 1)]
    return [(a, b) for a, b in cand if 0 <= a < n and 0 <= b < n]


class Ref:
    def __init__(self, owner, dice, to_move, players, max_dice, attack, reinforcement,
                 ending="all_pass"):
        self.owner = [list(map(int, row)) for row in owner]
        self.dice = [list(map(int, row)) for row in dice]
        self.me = to_move
        self.players = players
        self.max = max_dice
        self.attack_rule = attack
        self.reinforcement_rule = reinforcement
        self.ending = ending
        self.attacked = False
        self.captured = 0
        self.passes = 0

    @property
    def n(self):
        return len(self.owner)

    def attacks(self):
        out = []
        for r in range(self.n):
            for c in range(self.n):
                if self.owner[r][c] != self.me:
                    continue
                for a, b in neighbours(self.n, r, c):
                    if self.owner[a][b] == self.me:
                        continue
                    if self.attack_rule == "certain":
                        ok = self.dice[r][c] > self.dice[a][b]
                    else:
                        ok = self.dice[r][c] >= 2
                    if ok:
                        out.append(((r, c), (a, b)))
        return out

    def moves(self):
        found = set(self.attacks())
        if self.attacked or not found:
            found.add(None)
        return found

    def attack(self, src, dst, won):
        s = copy.deepcopy(self)
        (r, c), (a, b) = src, dst
        if won:
            s.captured += s.dice[a][b]
            s.owner[a][b] = s.me
            s.dice[a][b] = s.dice[r][c] - 1
        s.dice[r][c] = 1
        s.attacked = True
        s.passes = 0
        return s

    def largest_region(self):
        seen, best = set(), 0
        for r in range(self.n):
            for c in range(self.n):
                if self.owner[r][c] == self.me and (r, c) not in seen:
                    stack, size = [(r, c)], 0
                    seen.add((r, c))
                    while stack:
                        x, y = stack.pop()
                        size += 1
                        for a, b in neighbours(self.n, x, y):
                            if self.owner[a][b] == self.me and (a, b) not in seen:
                                seen.add((a, b))
                                stack.append((a, b))
                    best = max(best, size)
        return best

    def end_turn(self):
        s = copy.deepcopy(self)
        if s.reinforcement_rule == "captured":
            amount = max(s.captured - 1, 0)
        else:
            amount = s.largest_region()
        for r in range(s.n):
            for c in range(s.n):
                if amount and s.owner[r][c] == s.me and s.dice[r][c] < s.max:
                    s.dice[r][c] += 1
                    amount -= 1
        s.passes = 0 if s.attacked else s.passes + 1
        q = s.me
        for _ in range(s.players):
            q = (q + 1) % s.players
            if any(q in row for row in s.owner):
                break
        s.me = q
        s.attacked, s.captured = False, 0
        return s

    def over(self):
        alive = {p for row in self.owner for p in row}
        if len(alive) <= 1:
            return True
        if self.ending == "no_attack":  # Land of Lisp: the player to move cannot attack
            return not self.attacked and not self.attacks()
        return self.passes >= len(alive)

    def winners(self):
        counts = [sum(row.count(p) for row in self.owner) for p in range(self.players)]
        return [p for p in range(self.players) if counts[p] == max(counts)]

    def snapshot(self):
        return (self.owner, self.dice, self.me, self.attacked, self.captured, self.passes,
                self.over())


def engine_snapshot(game: DiceOfDoom):
    return (game.owner.tolist(), game.dice.tolist(), game.to_move, game.attacked,
            game.captured, game.passes, game.is_over)


def walk(game: DiceOfDoom, ref: Ref, budget: list[int], seen: set) -> None:
    assert engine_snapshot(game) == ref.snapshot()
    key = game.key()
    if key in seen or budget[0] <= 0:
        return
    seen.add(key)
    budget[0] -= 1
    if ref.over():
        assert game.legal_moves() == [] and game.winners == ref.winners()
        return
    moves = game.legal_moves()
    assert len(moves) == len(set(moves))
    assert {None if m == PASS else (m.src, m.dst) for m in moves} == ref.moves()
    for move in moves:
        if move == PASS:
            game.play(move)
            walk(game, ref.end_turn(), budget, seen)
            game.undo()
            continue
        outcomes = [o for o, _ in game.chance_outcomes(move)]
        for outcome in outcomes:
            game.play(move, outcome=outcome)
            walk(game, ref.attack(move.src, move.dst, outcome == "win"), budget, seen)
            game.undo()


VARIANTS = [(a, r) for a in ("certain", "roll") for r in ("captured", "largest_region")]


@pytest.mark.parametrize("ending", ["all_pass", "no_attack"])
@pytest.mark.parametrize("attack,reinforcement", VARIANTS)
@pytest.mark.parametrize("size,players", [(2, 2), (2, 3), (3, 2), (3, 3), (3, 4)])
def test_game_trees_agree_with_the_reference(attack, reinforcement, size, players, ending):
    rng = np.random.default_rng([size, players, len(attack), len(reinforcement)])
    for _ in range(2):
        max_dice = int(rng.integers(3, 6))
        owner = rng.integers(0, players, (size, size))
        owner.flat[:players] = np.arange(players)  # everyone starts with a hex
        dice = rng.integers(1, max_dice + 1, (size, size))
        game = DiceOfDoom.from_position(owner, dice, 0, players=players, max_dice=max_dice,
                                        attack=attack, reinforcement=reinforcement,
                                        ending=ending)
        ref = Ref(owner, dice, 0, players, max_dice, attack, reinforcement, ending)
        budget = [800]
        walk(game, ref, budget, set())
        assert game.ply == 0 and engine_snapshot(game) == ref.snapshot()
