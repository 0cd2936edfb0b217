"""The rules of Dice of Doom as pure functions of a compact state (docs/rules.md §2.2).

This is the fast core under :class:`~ringworld_nb.dice.game.DiceOfDoom`, also meant
for searches (minimax, expectimax) that want to skip the game object. A **state** is a
plain, hashable tuple - it *is* the position key of a transposition table::

    (owner, dice, to_move, attacked, captured, passes)

* ``owner`` - tuple of the owner (0..P-1) of each hex, in reading order;
* ``dice`` - tuple of the dice (1..M) on each hex, in reading order;
* ``to_move`` - the player whose turn it is;
* ``attacked`` - whether that player has attacked this turn (so may pass);
* ``captured`` - dice the player has removed from captured hexes this turn;
* ``passes`` - how many turns in a row ended with a pass *without* attacking.

Hexes are flat indices ``i = r * N + c``; an attack is a pair ``(i, j)``.

The turn, as implemented
------------------------
* An attack goes from a hex of the player to a neighbouring hex of another player.
  ``attack="certain"`` (version 1): the attacking hex needs more dice than the target,
  and always wins. ``attack="roll"`` (versions 2, 3): the attacking hex needs 2 or more
  dice; both sides roll and the attacker wins only with a strictly greater sum
  (the outcome is an argument here: rolling is the game's business).
* A win: the target's dice are removed and counted as captured, all but one of the
  attacker's dice move onto the target, which changes owner. A loss: the attacking
  hex keeps 1 die, the target is unchanged.
* The player must attack at least once if able; passing is legal after the first
  attack of the turn (won or lost) or at once when no attack is possible.
* The pass ends the turn with a reinforcement: ``reinforcement="captured"`` (versions
  1, 2) gives ``max(captured - 1, 0)`` dice, ``"largest_region"`` (version 3) gives the
  size of the player's largest connected group of hexes. The dice are dealt one per
  hex over the player's hexes in reading order, skipping hexes already at M, in a
  single pass; dice left over are lost.
* Then the next player in turn order (A, B, C, D, A, ...) **who still owns a hex**
  moves: players without hexes are skipped for good.

The end (decisions the rules leave open, taken here)
----------------------------------------------------
* The game ends when every player still in the game has, in turn, passed without
  attacking: ``passes`` reaches the number of players owning hexes. (An attack, won or
  lost, resets the count. Players without hexes neither move nor count.) In version 3
  a pass without attacking still brings reinforcement; the game ends all the same,
  as the rule's words say, even if those dice would allow a new attack.
* The game also ends at once when one player owns every hex: nobody else can move,
  and that player has nobody to attack. No reinforcement follows.
* The winners are the players with most hexes; several winners are a draw among them.

``ending="no_attack"`` is Land of Lisp's end instead (its program ends the game as
soon as the player to move cannot attack at the start of a turn, where the rule waits
until every player passed in a row): the game is over when the player to move has not
attacked this turn and has no attack; ``passes`` then plays no part. Conquest ends the
game in both. Players without hexes are skipped in both here; the program's four-player
version (chapter 20) does not skip them, so there the turn of a player who lost every
hex ends the game.

The position is acyclic in versions 1 and 2 (every turn with an attack lowers the total
number of dice), so games end; in version 3 reinforcement can keep a game going long.
"""

from __future__ import annotations

import functools
from fractions import Fraction

from .hexboard import HexBoard, hexboard, largest_group_size
from .probability import attack_win_probability

__all__ = ["Rules", "rules_for", "State", "ATTACK_RULES", "REINFORCEMENT_RULES",
           "ENDINGS"]

State = tuple  # (owner, dice, to_move, attacked, captured, passes); see the module doc

ATTACK_RULES = ("certain", "roll")
REINFORCEMENT_RULES = ("captured", "largest_region")
#: ``all_pass``: the rule book's end (every player still in passed without attacking,
#: in a row); ``no_attack``: Land of Lisp's (the player to move cannot attack at the
#: start of a turn).
ENDINGS = ("all_pass", "no_attack")


class Rules:
    """One variant of the rules (board size, players, max dice, attack, reinforcement,
    ending).

    Immutable and shared; every method is a pure function of its arguments. Methods
    trust their input to be legal - the checks and the error messages are in
    :class:`~ringworld_nb.dice.game.DiceOfDoom`.
    """

    __slots__ = (
        "attack_rule",
        "board",
        "by_region",
        "cells",
        "certain",
        "ending",
        "max_dice",
        "nbrs",
        "no_attack",
        "players",
        "reinforcement_rule",
        "size",
    )

    def __init__(self, size: int, players: int, max_dice: int, attack: str,
                 reinforcement: str, ending: str = "all_pass") -> None:
        self.board: HexBoard = hexboard(size)
        self.size = size
        self.players = players
        self.max_dice = max_dice
        self.attack_rule = attack
        self.reinforcement_rule = reinforcement
        self.nbrs = self.board.nbrs
        self.cells = self.board.cells
        self.certain = attack == "certain"
        self.by_region = reinforcement == "largest_region"
        self.ending = ending
        self.no_attack = ending == "no_attack"

    def __repr__(self) -> str:
        return (f"Rules(size={self.size}, players={self.players}, max_dice={self.max_dice}, "
                f"attack={self.attack_rule!r}, reinforcement={self.reinforcement_rule!r}, "
                f"ending={self.ending!r})")

    # -- moves -------------------------------------------------------------------
    def attacks(self, state: State) -> list[tuple[int, int]]:
        """Every legal attack ``(i, j)`` of the player to move, in reading order."""
        owner, dice, p = state[0], state[1], state[2]
        nbrs = self.nbrs
        out = []
        if self.certain:
            for i, who in enumerate(owner):
                if who == p:
                    d = dice[i]
                    if d > 1:
                        for j in nbrs[i]:
                            if owner[j] != p and dice[j] < d:
                                out.append((i, j))
        else:
            for i, who in enumerate(owner):
                if who == p and dice[i] > 1:
                    for j in nbrs[i]:
                        if owner[j] != p:
                            out.append((i, j))
        return out

    def can_attack(self, state: State) -> bool:
        """True if the player to move has at least one attack."""
        owner, dice, p = state[0], state[1], state[2]
        nbrs = self.nbrs
        certain = self.certain
        for i, who in enumerate(owner):
            if who == p and dice[i] > 1:
                d = dice[i]
                for j in nbrs[i]:
                    if owner[j] != p and (not certain or dice[j] < d):
                        return True
        return False

    # -- transitions -------------------------------------------------------------
    def attack(self, state: State, i: int, j: int, won: bool = True) -> State:
        """The state after attack ``(i, j)``, won or lost (``won`` is ignored when certain)."""
        owner, dice, p, _, captured = state[0], state[1], state[2], state[3], state[4]
        d = list(dice)
        if won or self.certain:
            o = list(owner)
            o[j] = p
            taken = d[j]
            d[j] = d[i] - 1
            d[i] = 1
            return (tuple(o), tuple(d), p, True, captured + taken, 0)
        d[i] = 1
        return (owner, tuple(d), p, True, captured, 0)

    def reinforcement(self, state: State) -> int:
        """Dice due to the player to move if they pass now."""
        if self.by_region:
            return largest_group_size(state[0], self.nbrs, state[2])
        return max(state[4] - 1, 0)

    def deal(self, owner: tuple, dice: tuple, player: int, amount: int) -> tuple:
        """``dice`` after dealing ``amount`` dice to ``player`` (reading order, skip full)."""
        if amount <= 0:
            return dice
        d = list(dice)
        m = self.max_dice
        for i, who in enumerate(owner):
            if who == player and d[i] < m:
                d[i] += 1
                amount -= 1
                if not amount:
                    break
        return tuple(d)

    def next_player(self, owner: tuple, player: int) -> int:
        """The next player after ``player`` in turn order who owns a hex."""
        n = self.players
        for step in range(1, n):
            q = (player + step) % n
            if q in owner:
                return q
        return player

    def end_turn(self, state: State) -> State:
        """The state after the player to move passes (reinforcement, next player)."""
        owner, dice, p, attacked, _, passes = state
        dice = self.deal(owner, dice, p, self.reinforcement(state))
        return (owner, dice, self.next_player(owner, p), False, 0,
                0 if attacked else passes + 1)

    # -- outcome -----------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        """True when one player owns every hex, or (``all_pass``) every player in the
        game passed without attacking in a row, or (``no_attack``) the player to move
        has not attacked this turn and cannot attack."""
        alive = len(set(state[0]))
        if alive <= 1:
            return True
        if self.no_attack:
            return not state[3] and not self.can_attack(state)
        return state[5] >= alive

    def scores(self, owner: tuple) -> list[int]:
        """Number of hexes of each player."""
        counts = [0] * self.players
        for who in owner:
            counts[who] += 1
        return counts

    def winners(self, owner: tuple) -> list[int]:
        """The players with most hexes (more than one: a draw between them)."""
        counts = self.scores(owner)
        best = max(counts)
        return [p for p, c in enumerate(counts) if c == best]

    def win_probability(self, state: State, i: int, j: int) -> Fraction:
        """Exact probability that attack ``(i, j)`` wins (1 for certain attacks)."""
        if self.certain:
            return Fraction(1)
        return attack_win_probability(state[1][i], state[1][j])


@functools.cache
def rules_for(size: int, players: int, max_dice: int, attack: str,
              reinforcement: str, ending: str = "all_pass") -> Rules:
    """The shared Rules object of a variant (built once)."""
    return Rules(size, players, max_dice, attack, reinforcement, ending)
