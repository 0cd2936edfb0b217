"""Dice of Doom: the game object (docs/rules.md §2).

Two to four players (A, B, C, D; A first) own the hexes of an N x N parallelogram,
each hex holding 1 to M dice. On their turn a player attacks neighbouring enemy hexes
from their own, as often as they like but at least once if they can, then passes;
the pass brings reinforcements. The rules in detail, and the decisions taken where
the exercise leaves a question open, are in :mod:`ringworld_nb.dice.rules`.

Three versions of the exercise, as two independent options that ``version`` presets:

=========  ===========  ==================  ==========================================
version    ``attack``   ``reinforcement``   meaning
=========  ===========  ==================  ==========================================
1          certain      captured            more dice than the target wins, always;
                                            ``captured - 1`` dice at the end of turn
2          roll         captured            2+ dice may attack; higher sum wins
3          roll         largest_region      reinforcement = largest connected group
=========  ===========  ==================  ==========================================

The game speaks the package's protocol (:mod:`ringworld_nb.core.protocol`: ``to_move``,
``legal_moves``, ``play``, ``push``, ``undo``, ``clone``, ``is_over``, ``outcome``,
``winner``, ``history``, ``notation``, ``parse``, ``last_events``, ``record``) and adds
what search needs: ``key()`` (the hashable state, see :mod:`~ringworld_nb.dice.rules`),
``chance_outcomes(move)`` with exact probabilities, and ``play(move, outcome=...)`` and
``push(move, outcome=...)`` to force the result of a rolled attack.

Dice that are really rolled come from a numpy Generator seeded with the game's seed
and the number of the move (``SeedSequence(seed, spawn_key=(ply,))``): a game replays
the same rolls after ``undo``, in a clone, or from its record. So a search must never
look ahead by playing rolled attacks without an ``outcome`` - it would see the real
dice; it should weigh ``chance_outcomes`` instead.

>>> game = DiceOfDoom.from_text('''
...    -------------
...    | A 3 | B 3 |
... ----------------
... | A 3 | B 2 |
... -------------''')
>>> [str(m) for m in game.legal_moves()]
['a1-b2', 'a2-b2']
>>> [e.kind for e in game.play("a2-b2")]
['attack', 'capture']
>>> [e.kind for e in game.play("pass")]
['pass', 'reinforce']
>>> print(game)
   -------------
   | A 3 | B 3 |
----------------
| A 2 | A 2 |
-------------
>>> game.to_move, game.scores
(1, [3, 1])
"""

from __future__ import annotations

import copy
import functools
import random
import secrets
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import numpy as np

from ..core.errors import ArgumentError, IllegalMoveError, NotationError, RecordError
from ..core.protocol import Outcome, check_record_game, replay
from ..core.record import LIMITS, Record, kept_notes
from ..core.validate import describe, integer, is_integer, python_random
from .hexboard import MAX_SIZE, MIN_SIZE, Hex, HexBoard, as_hex, hex_name, hexboard
from .moves import LOSE, OUTCOMES, PASS, PLAYER_NAMES, WIN, Event, Move
from .notation import Rolls, format_move, parse_move
from .rules import ATTACK_RULES, ENDINGS, REINFORCEMENT_RULES, Rules, State, rules_for
from .start import fair_start as _fair_start
from .start import random_start as _random_start
from .text import format_board, format_cell, parse_board, parse_cell

__all__ = ["DiceOfDoom", "VERSIONS", "PLAYERS", "MAX_DICE", "ENDINGS"]

#: version -> (attack rule, reinforcement rule)
VERSIONS: dict[int, tuple[str, str]] = {
    1: ("certain", "captured"),
    2: ("roll", "captured"),
    3: ("roll", "largest_region"),
}
PLAYERS = (2, 3, 4)
MAX_DICE = (3, 4, 5)

_OPTION_KEYS = ("size", "players", "max_dice", "version", "attack", "reinforcement",
                "seed", "fair_start", "start", "ending")


def _is_int(value: object) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, bool)


def _check_options(size: object, players: object, max_dice: object, version: object,
                   attack: object, reinforcement: object, seed: object,
                   fair_start: object, ending: object = "all_pass"
                   ) -> tuple[int, int, int, int, str, str, int | None, bool, str]:
    if not _is_int(size) or not MIN_SIZE <= size <= MAX_SIZE:  # type: ignore[operator]
        raise ArgumentError(f"size must be an integer from {MIN_SIZE} to {MAX_SIZE}, "
                            f"got {describe(size)}")
    if not _is_int(players) or players not in PLAYERS:
        raise ArgumentError(f"players must be 2, 3 or 4, got {describe(players)}")
    if not _is_int(max_dice) or max_dice not in MAX_DICE:
        raise ArgumentError(f"max_dice must be 3, 4 or 5 (dice per hex), got {describe(max_dice)}")
    if not _is_int(version) or version not in VERSIONS:
        raise ArgumentError(f"version must be 1, 2 or 3, got {describe(version)}")
    preset_attack, preset_reinforcement = VERSIONS[int(version)]
    attack = preset_attack if attack is None else attack
    reinforcement = preset_reinforcement if reinforcement is None else reinforcement
    if attack not in ATTACK_RULES:
        raise ArgumentError(f"attack must be 'certain' or 'roll' (or None for the version's "
                         f"rule), got {describe(attack)}")
    if reinforcement not in REINFORCEMENT_RULES:
        raise ArgumentError(f"reinforcement must be 'captured' or 'largest_region' (or None "
                         f"for the version's rule), got {describe(reinforcement)}")
    if seed is not None and (not _is_int(seed) or not 0 <= seed < LIMITS.number):  # type: ignore[operator]
        raise ArgumentError(f"seed must be a non-negative integer (of fewer than 40 digits) "
                            f"or None, got {describe(seed)}")
    if not isinstance(fair_start, (bool, np.bool_)):
        raise ArgumentError(f"fair_start must be True or False, got {describe(fair_start)}")
    if not isinstance(ending, str) or ending not in ENDINGS:
        raise ArgumentError(f"ending must be 'all_pass' (the game ends when every player "
                         f"passed without attacking in a row) or 'no_attack' (Land of "
                         f"Lisp: when the player to move cannot attack at the start of a "
                         f"turn), got {describe(ending)}")
    return (int(size), int(players), int(max_dice), int(version),  # type: ignore[call-overload]
            str(attack), str(reinforcement), None if seed is None else int(seed),  # type: ignore[call-overload]
            bool(fair_start), ending)


@functools.cache
def _move_tables(size: int) -> tuple[list[list[Move | None]], dict[Move, tuple[int, int]]]:
    """``table[i][j]`` = Move from flat hex i to flat hex j (neighbours only), and back."""
    board = hexboard(size)
    table: list[list[Move | None]] = [[None] * board.cells for _ in range(board.cells)]
    back: dict[Move, tuple[int, int]] = {}
    for i, js in enumerate(board.nbrs):
        for j in js:
            move = Move(board.hexes[i], board.hexes[j])
            table[i][j] = move
            back[move] = (i, j)
    return table, back


class DiceOfDoom:
    """A game of Dice of Doom. See the module docstring for the versions and options.

    ``DiceOfDoom(size, players=2, max_dice=3, version=1, seed=None, fair_start=False,
    attack=None, reinforcement=None, ending="all_pass")`` deals a random start from
    ``seed`` (a fresh random seed is drawn and kept in ``.seed`` when None, so every
    game can be replayed). ``ending`` says when the game ends short of a conquest:
    ``"all_pass"`` (docs/rules.md §2.2: every player still in passed without attacking,
    in a row) or ``"no_attack"`` (as the Land of Lisp program plays: as soon as the
    player to move cannot attack at the start of a turn). Player indices are
    0..players-1 (A, B, C, D). A player who owns no hex is skipped; if A owns none at
    the start, the first player who does moves first.

    ``outcome`` follows the package protocol: None while the game goes on, then the
    players with most hexes (several: a draw) and the reason. ``winner`` is the single
    winner, None while the game goes on and for a draw.
    """

    game_name = "dice"
    title = "Dice of Doom"

    def __init__(self, size: int, players: int = 2, max_dice: int = 3, version: int = 1,
                 seed: int | None = None, fair_start: bool = False, *,
                 attack: str | None = None, reinforcement: str | None = None,
                 ending: str = "all_pass") -> None:
        self._configure(size, players, max_dice, version, seed, fair_start, attack,
                        reinforcement, ending)
        rng = np.random.default_rng(self.seed)
        deal = _fair_start if self.fair_start else _random_start
        owner, dice = deal(self.size, self.players, self.max_dice, rng)
        flat = tuple(int(v) for v in owner.ravel())
        first = 0 if 0 in flat else self.rules.next_player(flat, 0)
        self._reset((flat, tuple(int(v) for v in dice.ravel()), first, False, 0, 0))

    # ---------------------------------------------------------------- set-up --
    def _configure(self, size: Any, players: Any, max_dice: Any, version: Any, seed: Any,
                   fair_start: Any, attack: Any, reinforcement: Any,
                   ending: Any = "all_pass") -> None:
        (size, players, max_dice, version, attack, reinforcement, seed,
         fair_start, ending) = _check_options(size, players, max_dice, version, attack,
                                              reinforcement, seed, fair_start, ending)
        self.size: int = size
        self.players: int = players
        self.max_dice: int = max_dice
        self.version: int = version
        self.attack: str = attack
        self.reinforcement: str = reinforcement
        self.seed: int = secrets.randbits(32) if seed is None else seed
        self.fair_start: bool = fair_start
        self.ending: str = ending
        self.rules: Rules = rules_for(size, players, max_dice, attack, reinforcement, ending)
        self.board: HexBoard = self.rules.board
        self._table, self._flat = _move_tables(size)

    def _reset(self, state: State) -> None:
        self._start: State = state
        self._state: State = state
        self._over: bool = self.rules.is_over(state)
        # undo stack: (state before, over before, move, outcome, rolls)
        self._stack: list[tuple[State, bool, Move, str | None, Rolls | None]] = []
        self._last_events: tuple[Event, ...] | None = ()  # None: ask a replay
        #: comments and annotations kept for the record (:meth:`record`)
        self.comments: dict[int, str] = {}
        self.annotations: dict[str, Any] = {}

    @classmethod
    def from_position(cls, owner: Any, dice: Any, to_move: int = 0, *,
                      players: int | None = None, max_dice: int | None = None,
                      version: int = 1, attack: str | None = None,
                      reinforcement: str | None = None, seed: int | None = None,
                      attacked: bool = False, captured: int = 0,
                      passes: int = 0, ending: str = "all_pass") -> DiceOfDoom:
        """A game from a position: ``owner`` and ``dice`` as (N, N) integer arrays.

        ``players`` defaults to the highest owner + 1 (at least 2), ``max_dice`` to the
        most dice on a hex (at least 3). ``attacked``, ``captured`` and ``passes`` set
        up a position in the middle of a turn or of a run of passes (see
        :mod:`~ringworld_nb.dice.rules`). ``seed`` only matters for rolled dice;
        ``ending`` as in :class:`DiceOfDoom`.
        """
        try:
            own = np.asarray(owner)
            dic = np.asarray(dice)
        except (TypeError, ValueError) as err:
            raise ArgumentError(f"owner and dice must be integer arrays: {err}") from None
        for name, arr in (("owner", own), ("dice", dic)):
            if arr.ndim != 2 or arr.shape[0] != arr.shape[1] or not (
                    MIN_SIZE <= arr.shape[0] <= MAX_SIZE):
                raise ArgumentError(f"{name} must be a square (N, N) array with N = "
                                 f"{MIN_SIZE}..{MAX_SIZE}, got shape {arr.shape}")
            if arr.dtype.kind not in "iu":
                raise ArgumentError(f"{name} must hold integers, got dtype {arr.dtype}")
        if own.shape != dic.shape:
            raise ArgumentError(f"owner {own.shape} and dice {dic.shape} must have the same shape")
        if players is None:
            players = max(2, int(own.max()) + 1)
        if max_dice is None:
            max_dice = max(3, int(dic.max()))
        game = cls.__new__(cls)
        game._configure(own.shape[0], players, max_dice, version, seed, False, attack,
                        reinforcement, ending)
        if own.min() < 0 or own.max() >= game.players:
            raise ArgumentError(f"owner values must be players 0..{game.players - 1}, found "
                             f"{int(own.min())}..{int(own.max())}")
        if dic.min() < 1 or dic.max() > game.max_dice:
            raise ArgumentError(f"dice must be 1..{game.max_dice} on every hex, found "
                             f"{int(dic.min())}..{int(dic.max())}")
        flat = tuple(int(v) for v in own.ravel())
        if not _is_int(to_move) or not 0 <= to_move < game.players:
            raise ArgumentError(f"to_move must be a player 0..{game.players - 1}, "
                                f"got {describe(to_move)}")
        if not isinstance(attacked, (bool, np.bool_)):
            raise ArgumentError(f"attacked must be True or False, got {describe(attacked)}")
        if not _is_int(captured) or not 0 <= captured <= own.size * game.max_dice:
            raise ArgumentError(f"captured must be an integer from 0 to the dice on the "
                                f"board, got {describe(captured)}")
        if not _is_int(passes) or not 0 <= passes <= game.players:
            raise ArgumentError(f"passes must be a non-negative integer, got {describe(passes)}")
        if captured and not attacked:
            raise ArgumentError("captured dice need attacked=True: only attacks capture")
        if passes and attacked:
            raise ArgumentError("passes counts passes without attacking in a row; an attack "
                             "this turn (attacked=True) has reset it to 0")
        state = (flat, tuple(int(v) for v in dic.ravel()), int(to_move), bool(attacked),
                 int(captured), int(passes))
        game._reset(state)
        if not game._over and int(to_move) not in flat:
            raise ArgumentError(f"to_move: player {PLAYER_NAMES[int(to_move)]} owns no hex, "
                             "so cannot be the player to move")
        return game

    @classmethod
    def from_text(cls, text: str, to_move: int = 0, **options: Any) -> DiceOfDoom:
        """A game from a text diagram (see :mod:`~ringworld_nb.dice.text`)."""
        owner, dice = parse_board(text)
        return cls.from_position(owner, dice, to_move, **options)

    # ------------------------------------------------------------------ state --
    @property
    def owner(self) -> np.ndarray:
        """(N, N) int8 array of the owner of each hex (a read-only copy)."""
        arr = np.array(self._state[0], dtype=np.int8).reshape(self.size, self.size)
        arr.flags.writeable = False
        return arr

    @property
    def dice(self) -> np.ndarray:
        """(N, N) int8 array of the dice on each hex (a read-only copy)."""
        arr = np.array(self._state[1], dtype=np.int8).reshape(self.size, self.size)
        arr.flags.writeable = False
        return arr

    @property
    def seats(self) -> tuple[int, ...]:
        """The players in the order they move: 0 (A), 1 (B), ..."""
        return tuple(range(self.players))

    @property
    def to_move(self) -> int:
        """The player whose turn it is (0 = A)."""
        return self._state[2]

    @property
    def attacked(self) -> bool:
        """Whether the player to move has attacked this turn (and so may pass)."""
        return self._state[3]

    @property
    def captured(self) -> int:
        """Dice the player to move has captured this turn."""
        return self._state[4]

    @property
    def passes(self) -> int:
        """Turns in a row that ended with a pass without attacking."""
        return self._state[5]

    @property
    def reinforcement_due(self) -> int:
        """Dice the player to move would receive by passing now (before skipping full hexes)."""
        return self.rules.reinforcement(self._state)

    def key(self) -> State:
        """The position as a hashable tuple, for transposition tables:
        ``(owner, dice, to_move, attacked, captured, passes)`` (see
        :mod:`~ringworld_nb.dice.rules`). Costs nothing: it is the state itself."""
        return self._state

    @property
    def ply(self) -> int:
        """Number of moves (attacks and passes) played so far."""
        return len(self._stack)

    @property
    def history(self) -> tuple[Move, ...]:
        """The moves played so far."""
        return tuple(entry[2] for entry in self._stack)

    @property
    def outcomes(self) -> tuple[tuple[str | None, Rolls | None], ...]:
        """For each move played: its outcome ('win'/'lose', None for a pass or a version-1
        attack) and the faces rolled (None when no dice were rolled)."""
        return tuple((entry[3], entry[4]) for entry in self._stack)

    @property
    def scores(self) -> list[int]:
        """Number of hexes of each player."""
        return self.rules.scores(self._state[0])

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def outcome(self) -> Outcome | None:
        """None while the game goes on; else ``Outcome(winners, reason)``: the players
        with most hexes (several: a draw) and the reason, 'conquest' when one player
        owns every hex, 'passes' when every player still in the game passed without
        attacking in a row, 'no_attack' when (``ending="no_attack"``) the player to move
        could not attack at the start of the turn."""
        if not self._over:
            return None
        owner = self._state[0]
        if len(set(owner)) <= 1:
            reason = "conquest"
        else:
            reason = "no_attack" if self.rules.no_attack else "passes"
        return Outcome(tuple(self.rules.winners(owner)), reason)

    @property
    def winners(self) -> list[int]:
        """``list(outcome.winners)`` once the game is over, empty before (kept for the
        notebooks that use it)."""
        return self.rules.winners(self._state[0]) if self._over else []

    @property
    def winner(self) -> int | None:
        """The single winner; None while the game goes on and when it is a draw."""
        w = self.winners
        return w[0] if len(w) == 1 else None

    def alive(self) -> list[int]:
        """The players who still own at least one hex."""
        return sorted(set(self._state[0]))

    def largest_group(self, player: int | None = None) -> int:
        """Size of ``player``'s (default: the player to move) largest connected group."""
        p = self._state[2] if player is None else self._player(player)
        return self.board.largest_group(self._state[0], p)

    def _player(self, player: object) -> int:
        """``player`` as an int if it is a player of this game (0 = A, ...)."""
        return integer(player, "player", low=0, high=self.players - 1)

    # ------------------------------------------------------------ legal moves --
    def legal_moves(self) -> list[Move]:
        """Every legal move: the attacks in reading order of (source, target), then the
        pass when it is legal (after an attack this turn, or when no attack is possible).
        Empty once the game is over."""
        if self._over:
            return []
        table = self._table
        out = [table[i][j] for i, j in self.rules.attacks(self._state)]
        if self._state[3] or not out:
            out.append(PASS)
        return out  # type: ignore[return-value]

    def random_move(self, rng: random.Random) -> Move:
        """A legal move chosen uniformly by ``rng`` (a ``random.Random``): the random
        player's move. IllegalMoveError once the game is over."""
        rng = python_random(rng)
        moves = self.legal_moves()
        if not moves:
            raise IllegalMoveError("the game is over: no move can be played")
        return rng.choice(moves)

    @property
    def can_pass(self) -> bool:
        """Whether passing is legal now."""
        return not self._over and (self._state[3] or not self.rules.can_attack(self._state))

    def attack_sources(self) -> list[Hex]:
        """Hexes the player to move can attack from now (for clicking the attacker)."""
        if self._over:
            return []
        hexes = self.board.hexes
        return sorted({hexes[i] for i, _ in self.rules.attacks(self._state)})

    def targets(self, src: Hex) -> list[Hex]:
        """Hexes the player to move can attack from ``src`` now (empty if none, and for a
        hex off the board); TypeError when ``src`` is not a ``(row, col)`` pair."""
        if as_hex(src) is None:
            raise TypeError(f"src must be a hex (row, col), got {describe(src)}")
        if self._over or not self.board.on_board(src):
            return []
        i = self.board.index(src)
        hexes = self.board.hexes
        return [hexes[b] for a, b in self.rules.attacks(self._state) if a == i]

    def chance_outcomes(self, move: Move | str) -> list[tuple[str | None, Fraction]]:
        """The outcomes of a legal ``move`` with their exact probabilities (sum 1).

        A rolled attack: ``[('win', p), ('lose', 1 - p)]`` (outcomes of probability 0
        left out); a version-1 attack: ``[('win', 1)]``; the pass: ``[(None, 1)]``.
        """
        move, ij, _, _ = self._resolve(move, None, None)
        if ij is None:
            return [(None, Fraction(1))]
        p = self.rules.win_probability(self._state, *ij)
        return [(o, q) for o, q in ((WIN, p), (LOSE, 1 - p)) if q]

    # ----------------------------------------------------------------- checks --
    def _resolve(self, move: Any, outcome: Any, rolls: Any
                 ) -> tuple[Move, tuple[int, int] | None, str | None, Rolls | None]:
        """Check a move; return it as (Move, flat (i, j) or None, outcome, rolls).

        Raises IllegalMoveError (or NotationError for text) naming the move and reason.
        """
        if isinstance(move, str):
            notated = parse_move(move, self.size)
            move = notated.move
            if notated.outcome is not None:
                if outcome is not None and outcome != notated.outcome:
                    raise IllegalMoveError(f"move {move}: the text says "
                                           f"{describe(notated.outcome)} but "
                                           f"outcome={describe(outcome)} was given")
                outcome = notated.outcome
            if notated.rolls is not None:
                if rolls is not None and tuple(map(tuple, rolls)) != notated.rolls:
                    raise IllegalMoveError(f"move {move}: the text and rolls= disagree")
                rolls = notated.rolls
        if not isinstance(move, Move):
            if isinstance(move, (tuple, list)) and len(move) == 2 and (
                    (move[0] is None and move[1] is None)
                    or (as_hex(move[0]) and as_hex(move[1]))):
                move = Move(as_hex(move[0]), as_hex(move[1]))
            else:
                raise IllegalMoveError(f"{describe(move)} is not a move: give Move(src, dst) "
                                       "with (row, col) hexes, PASS, or text such as 'a1-b2'")
        if outcome is not None and not isinstance(outcome, str):
            raise IllegalMoveError(f"move {self._name(move)}: outcome must be 'win', 'lose' "
                                   f"or None, got {describe(outcome)}")
        name = self._name(move)
        if self._over:
            raise IllegalMoveError(f"move {name}: the game is over")
        state = self._state
        who = PLAYER_NAMES[state[2]]
        if move.src is None and move.dst is None:
            if outcome is not None or rolls is not None:
                raise IllegalMoveError("move pass: a pass has no outcome and no rolls")
            if not state[3]:
                attacks = self.rules.attacks(state)
                if attacks:
                    example = self._table[attacks[0][0]][attacks[0][1]]
                    raise IllegalMoveError(
                        f"move pass: {who} must attack at least once this turn "
                        f"({len(attacks)} attack{'s' if len(attacks) > 1 else ''} possible, "
                        f"e.g. {example})")
            return PASS, None, None, None
        src, dst = as_hex(move.src), as_hex(move.dst)
        board = self.board
        for label, raw, h in (("the attacking hex", move.src, src), ("the target", move.dst, dst)):
            if h is None or not board.on_board(h):
                raise IllegalMoveError(f"move {name}: {label} {describe(raw)} is not a (row, col) "
                                       f"hex of the {self.size}x{self.size} board")
        move = Move(src, dst)
        i, j = board.index(src), board.index(dst)  # type: ignore[arg-type]
        owner, dice = state[0], state[1]
        if owner[i] != state[2]:
            raise IllegalMoveError(f"move {name}: {hex_name(src)} belongs to "  # type: ignore[arg-type]
                                   f"{PLAYER_NAMES[owner[i]]}, but {who} is to move")
        if j not in board.nbrs[i]:
            raise IllegalMoveError(f"move {name}: {hex_name(dst)} is not a neighbour of "  # type: ignore[arg-type]
                                   f"{hex_name(src)}")  # type: ignore[arg-type]
        if owner[j] == state[2]:
            raise IllegalMoveError(f"move {name}: {hex_name(dst)} already belongs to {who}")  # type: ignore[arg-type]
        if self.rules.certain:
            if dice[i] <= dice[j]:
                raise IllegalMoveError(
                    f"move {name}: an attack needs more dice than the target "
                    f"({dice[i]} against {dice[j]})")
            if outcome not in (None, WIN):
                raise IllegalMoveError(f"move {name}: attacks without dice rolling always "
                                       f"win; outcome {describe(outcome)} is impossible")
            if rolls is not None:
                raise IllegalMoveError(f"move {name}: no dice are rolled in this version")
            return move, (i, j), None, None
        if dice[i] < 2:
            raise IllegalMoveError(f"move {name}: an attack needs at least 2 dice on the "
                                   f"attacking hex ({hex_name(src)} has 1)")  # type: ignore[arg-type]
        if outcome is not None and outcome not in OUTCOMES:
            raise IllegalMoveError(f"move {name}: outcome must be 'win', 'lose' or None, "
                                   f"got {describe(outcome)}")
        if rolls is not None:
            rolls = self._check_rolls(name, rolls, dice[i], dice[j])
            rolled = WIN if sum(rolls[0]) > sum(rolls[1]) else LOSE
            if outcome is not None and outcome != rolled:
                raise IllegalMoveError(f"move {name}: the rolls make a {rolled}, but the "
                                       f"outcome given is {describe(outcome)}")
            outcome = rolled
        return move, (i, j), outcome, rolls

    @staticmethod
    def _check_rolls(name: str, rolls: Any, a: int, d: int) -> Rolls:
        sides = rolls if isinstance(rolls, (tuple, list)) and len(rolls) == 2 else None
        if sides is None or not all(isinstance(side, (tuple, list, np.ndarray))
                                    and len(side) <= MAX_DICE[-1] for side in sides):
            raise IllegalMoveError(f"move {name}: rolls must be (attacker's faces, "
                                   f"defender's faces), got {describe(rolls)}")
        att, dfn = (tuple(side) for side in sides)
        if len(att) != a or len(dfn) != d:
            raise IllegalMoveError(f"move {name}: {a} attacking and {d} defending dice, but "
                                   f"{len(att)} and {len(dfn)} faces were given")
        if any(not is_integer(x) or not 1 <= x <= 6 for x in att + dfn):
            raise IllegalMoveError(f"move {name}: dice faces are 1 to 6 (integers), got "
                                   f"{describe(rolls)}")
        return tuple(int(x) for x in att), tuple(int(x) for x in dfn)

    def _name(self, move: Move) -> str:
        try:
            return format_move(move)
        except (ValueError, TypeError, IndexError):
            return describe(move)

    def notation(self, move: Move, outcome: str | None = None,
                 rolls: Rolls | None = None) -> str:
        """``move`` as text, e.g. ``'a1-b2'`` (with ``outcome`` and ``rolls`` if given,
        as records write rolled attacks; see :mod:`~ringworld_nb.dice.notation`)."""
        return format_move(move, outcome, rolls)

    def parse(self, text: str) -> Move:
        """The Move written ``text`` on this board (an outcome and rolls in the text are
        read and dropped: :meth:`play` takes the text itself to use them)."""
        return parse_move(text, self.size).move

    def check(self, move: Move | str, outcome: str | None = None) -> None:
        """Raise IllegalMoveError saying why ``move`` is not legal now; return if it is."""
        self._resolve(move, outcome, None)

    def is_legal(self, move: Move | str) -> bool:
        try:
            self._resolve(move, None, None)
        except (IllegalMoveError, NotationError):
            return False
        return True

    # ------------------------------------------------------------------- play --
    def dice_rng(self, ply: int | None = None) -> np.random.Generator:
        """The Generator that rolls the dice of move number ``ply`` (default: the next;
        a number from 0)."""
        ply = len(self._stack) if ply is None else integer(ply, "ply", low=0)
        return np.random.default_rng(np.random.SeedSequence(self.seed, spawn_key=(ply,)))

    def play(self, move: Move | str, outcome: str | None = None,
             rolls: Rolls | None = None) -> list[Event]:
        """Play ``move`` for the player to move; return the events in order.

        ``move`` is a :class:`Move`, :data:`PASS`, a pair of hexes, or notation text
        (which may carry the outcome and rolls, as in records). For a rolled attack,
        ``outcome`` ('win' or 'lose') forces the result without rolling, ``rolls``
        (attacker's faces, defender's faces) gives the faces; otherwise the dice are
        rolled by :meth:`dice_rng`. An illegal move raises IllegalMoveError (a
        NotationError for unreadable text) and leaves the game as it was.
        """
        move, ij, outcome, rolls = self._resolve(move, outcome, rolls)
        state = self._state
        rules = self.rules
        p = state[2]
        if ij is None:
            due = rules.reinforcement(state)
            new = rules.end_turn(state)
            events = [Event("pass", p, dice=(due,), won=state[3])]
            hexes = self.board.hexes
            before, after = state[1], new[1]
            for k in range(rules.cells):
                if after[k] != before[k]:
                    events.append(Event("reinforce", p, dst=hexes[k], dice=(after[k],)))
        else:
            i, j = ij
            a, d = state[1][i], state[1][j]
            defender = state[0][j]
            if rules.certain:
                won = True
            else:
                if outcome is None:
                    faces = self.dice_rng().integers(1, 7, size=a + d).tolist()
                    rolls = (tuple(faces[:a]), tuple(faces[a:]))
                    outcome = WIN if sum(rolls[0]) > sum(rolls[1]) else LOSE
                won = outcome == WIN
            new = rules.attack(state, i, j, won)
            events = [Event("attack", p, move.src, move.dst, defender, (a, d), rolls, won)]
            if won:
                events.append(Event("capture", p, move.src, move.dst, defender, (d, a - 1)))
                if defender not in new[0]:
                    events.append(Event("eliminate", defender, other=p))
            else:
                events.append(Event("repel", p, move.src, move.dst, defender, (a - 1,)))
        self._push(state, new, move, outcome, rolls)
        if self._over:
            events.append(Event("end", p, winners=tuple(rules.winners(new[0]))))
        self._last_events = tuple(events)
        return events

    def last_events(self) -> list[Event]:
        """The events of the last move (empty at the start). Kept by :meth:`play`;
        after :meth:`push` or :meth:`undo` found again by replaying the last move, with
        its outcome and faces, on a clone."""
        if self._last_events is None:
            if not self._stack:
                return []
            _, _, move, outcome, rolls = self._stack[-1]
            trial = self.clone()
            trial.undo()
            self._last_events = tuple(trial.play(move, outcome=outcome, rolls=rolls))
        return list(self._last_events)

    def _push(self, state: State, new: State, move: Move, outcome: str | None,
              rolls: Rolls | None) -> None:
        self._stack.append((state, self._over, move, outcome, rolls))
        self._state = new
        self._over = self.rules.is_over(new)

    def push(self, move: Move, outcome: str | None = None) -> None:
        """Play a move known to be legal, without checks or events (for search).

        ``move`` must come from :meth:`legal_moves`; ``outcome`` forces a rolled attack
        (if None the real dice are rolled). Undo with :meth:`undo` as usual.
        """
        self._last_events = None
        state = self._state
        if move.src is None:
            self._push(state, self.rules.end_turn(state), move, None, None)
            return
        i, j = self._flat[move]
        rolls = None
        if self.rules.certain:
            outcome = None
            won = True
        else:
            if outcome is None:
                a, d = state[1][i], state[1][j]
                faces = self.dice_rng().integers(1, 7, size=a + d).tolist()
                rolls = (tuple(faces[:a]), tuple(faces[a:]))
                outcome = WIN if sum(rolls[0]) > sum(rolls[1]) else LOSE
            won = outcome == WIN
        self._push(state, self.rules.attack(state, i, j, won), move, outcome, rolls)

    def undo(self) -> Move:
        """Take back the last move exactly and return it; IllegalMoveError when there is
        nothing to undo."""
        if not self._stack:
            raise IllegalMoveError("nothing to undo: no move has been played")
        self._last_events = None
        state, over, move, _, _ = self._stack.pop()
        self._state = state
        self._over = over
        return move

    def clone(self) -> DiceOfDoom:
        """An independent copy: moves played on one never reach the other."""
        other = DiceOfDoom.__new__(DiceOfDoom)
        other.__dict__.update(self.__dict__)
        other._stack = list(self._stack)  # entries are immutable tuples
        other.comments = dict(self.comments)
        other.annotations = copy.deepcopy(self.annotations)
        return other

    # --------------------------------------------------------------- records --
    def options(self) -> dict[str, Any]:
        """The options that rebuild this game's start (as stored in records)."""
        owner, dice, to_move, attacked, captured, passes = self._start
        n = self.size
        rows = [" ".join(format_cell(owner[r * n + c], dice[r * n + c]).replace(" ", "")
                         for c in range(n)) for r in range(n)]
        start: dict[str, Any] = {"board": rows, "to_move": to_move}
        if attacked:
            start["attacked"] = True
        if captured:
            start["captured"] = captured
        if passes:
            start["passes"] = passes
        return {"size": n, "players": self.players, "max_dice": self.max_dice,
                "version": self.version, "attack": self.attack,
                "reinforcement": self.reinforcement, "ending": self.ending,
                "seed": self.seed, "fair_start": self.fair_start, "start": start}

    def record(self, comments: Mapping[int, str] | None = None,
               annotations: Mapping[str, Any] | None = None) -> Record:
        """The game so far as a Record, with the ``comments`` and ``annotations`` given,
        else those the game keeps (:attr:`comments`, :attr:`annotations`: what it was
        loaded with).

        ``options`` hold the rule options (``ending`` among them: a record without it
        is read as ``"all_pass"``), the seed and the starting position
        (``start.board``: one string per row, hexes written ``A3``), so the record does
        not depend on how random starts are drawn. ``moves`` are in the notation of
        :mod:`~ringworld_nb.dice.notation`, with the outcome and faces of rolled attacks.
        ``result`` is ``{"winners": [...], "scores": [...], "reason": ...}`` once over.
        """
        moves = [format_move(m, o, r) for _, _, m, o, r in self._stack]
        outcome = self.outcome
        result = None
        if outcome is not None:
            result = {"winners": list(outcome.winners), "scores": self.scores,
                      "reason": outcome.reason}
        kept, notes = kept_notes(self, comments, annotations, len(moves))
        return Record(game=self.game_name, options=self.options(), moves=moves,
                      comments=kept, result=result, annotations=notes)

    @classmethod
    def from_record(cls, record: Record) -> DiceOfDoom:
        """Replay a record through the rules; RecordError names the failing move. The
        game keeps the record's comments and annotations for its own :meth:`record`."""
        check_record_game(record, cls.game_name, cls.title)
        options = dict(record.options)
        unknown = sorted(set(options) - set(_OPTION_KEYS))
        if unknown:
            raise RecordError(f"unknown option(s) in the record: {', '.join(unknown)}")
        start = options.pop("start", None)
        try:
            if start is None:
                if options.get("seed") is None:
                    raise RecordError("the record has neither a start position nor a seed")
                game = cls(**options)
            else:
                game = cls._from_start(start, options)
        except RecordError:
            raise
        except (TypeError, ValueError) as err:
            raise RecordError(f"bad options: {err}") from None
        game = replay(game, record)
        game.comments = dict(record.comments)
        game.annotations = copy.deepcopy(record.annotations)
        return game

    @classmethod
    def _from_start(cls, start: Any, options: dict[str, Any]) -> DiceOfDoom:
        if not isinstance(start, dict) or not isinstance(start.get("board"), list):
            raise RecordError("'start' must be an object with 'board': a list of rows")
        extra = sorted(set(start) - {"board", "to_move", "attacked", "captured", "passes"})
        if extra:
            raise RecordError(f"unknown field(s) in 'start': {', '.join(extra)}")
        rows = []
        for r, row in enumerate(start["board"], start=1):
            if not isinstance(row, str):
                raise RecordError(f"start row {r} must be text like 'A3 B2', got {describe(row)}")
            try:
                rows.append([parse_cell(cell) for cell in row.split()])
            except NotationError as err:
                raise RecordError(f"start row {r}: {err}") from None
        if len({len(row) for row in rows}) > 1:
            raise RecordError("the start rows have different lengths")
        owner = np.array([[p for p, _ in row] for row in rows], dtype=np.int64)
        dice = np.array([[d for _, d in row] for row in rows], dtype=np.int64)
        size = options.pop("size", owner.shape[0])
        fair = options.pop("fair_start", False)
        if not _is_int(size):
            raise RecordError(f"the option size must be an integer, got {describe(size)}")
        if owner.ndim != 2 or owner.shape[0] != size:
            raise RecordError(f"the start board is not {size}x{size}")
        game = cls.from_position(owner, dice, start.get("to_move", 0),
                                 attacked=start.get("attacked", False),
                                 captured=start.get("captured", 0),
                                 passes=start.get("passes", 0), **options)
        if not isinstance(fair, bool):
            raise ArgumentError(f"fair_start must be True or False, got {describe(fair)}")
        game.fair_start = fair  # how the start was drawn: kept for the record
        return game

    # ---------------------------------------------------------------- display --
    def text(self) -> str:
        """The board as the exercise's text diagram."""
        return format_board(self.owner, self.dice)

    def __str__(self) -> str:
        return self.text()

    def _repr_png_(self) -> bytes:
        """The position as a picture, so a game shows itself in a notebook."""
        from .draw import dice_png  # lazy: the engine itself imports no matplotlib

        return dice_png(self)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> tuple[dict, dict]:
        """The picture with the position in words as its alternative text (an HTML
        ``<img alt>``, which JupyterLab and Voila show; the PNG too), so that a screen
        reader reads the position a notebook shows."""
        from .draw.described import picture_bundle  # lazy, as _repr_png_

        return picture_bundle(self)

    def __repr__(self) -> str:
        if self._over:
            w = self.winners
            state = (f"won by {PLAYER_NAMES[w[0]]}" if len(w) == 1 else
                     "draw between " + ", ".join(PLAYER_NAMES[p] for p in w))
        else:
            state = f"{PLAYER_NAMES[self.to_move]} to move"
        return (f"<DiceOfDoom {self.size}x{self.size} v{self.version} "
                f"({self.attack}, {self.reinforcement}"
                f"{'' if self.ending == 'all_pass' else ', ' + self.ending}), "
                f"{self.players} players, "
                f"max {self.max_dice} dice, ply {self.ply}, {state}>")

    def player_name(self, player: int) -> str:
        """``'A'`` for player 0, ``'B'`` for 1, ...; ArgumentError for a player this game
        does not have."""
        return PLAYER_NAMES[self._player(player)]

    def hexes_of(self, player: int) -> list[Hex]:
        """``player``'s hexes in reading order."""
        player = self._player(player)
        hexes = self.board.hexes
        return [hexes[i] for i, who in enumerate(self._state[0]) if who == player]

    def dice_total(self, player: int) -> int:
        """Total dice on ``player``'s hexes."""
        player = self._player(player)
        return sum(d for who, d in zip(self._state[0], self._state[1]) if who == player)
