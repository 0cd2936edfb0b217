"""A set of Renaissance on the fast kernel: :class:`FastRenaissance`, and the translation
between the engine and the kernel (positions, moves).

:func:`state_of` reads a :class:`..game.Renaissance` position into the kernel's flat
array (:mod:`.fast_kernel`); :func:`encode_move` and :func:`decode_move` translate the
engine's :class:`..moves.Move` to the kernel's integers and back.

:class:`FastRenaissance` speaks the search protocol (:class:`ringworld_nb.core.protocol.
SearchGame`): ``to_move``, ``legal_moves()`` (the engine's very moves, in the engine's
order), ``push``, ``undo``, ``clone``, ``is_over``, ``outcome``, and reads like the
engine (``phase``, ``score``, ``pool``, ``supply``, ``collection``, ``hand``,
``pieces``, ``tiles``, ``markers``), so an evaluation written for the engine reads it
too. It has no records, notation or events: it is for search and playouts.

>>> from ringworld_nb.renaissance import Renaissance
>>> game = Renaissance(seed=1)
>>> fast = FastRenaissance.from_game(game)
>>> fast.legal_moves() == game.legal_moves()
True
>>> fast.push(game.legal_moves()[5]); game.push(game.legal_moves()[5])
>>> fast.to_move, fast.tiles == game.board.tiles, fast.pool() == game.pool()
('gold', True, True)
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ...core.errors import IllegalMoveError
from ...core.protocol import Outcome
from ..board import GOLD, SILVER
from ..game import PHASES, Renaissance
from ..moves import Move
from ..pieces import KINDS
from . import fast_kernel as K
from .fast_tables import (
    CAND_CELLS,
    CAND_INDEX,
    CAND_KIND,
    DIRECTIONS,
    INS_DIR,
    INS_ENTRY,
    INS_INDEX,
)

__all__ = ["FastRenaissance", "state_of", "encode_move", "decode_move", "outcome_of",
           "PLAYER_NAMES"]

#: The kernel's player numbers, as the engine names them.
PLAYER_NAMES: tuple[str, str] = (SILVER, GOLD)
_PLAYER_NUMBER = {SILVER: 0, GOLD: 1}
_VARIANT_NUMBER = {"full": 0, "phase1": 1, "phase2": 2}
_VARIANT_NAME = {n: v for v, n in _VARIANT_NUMBER.items()}
_KIND_NUMBER = {k: i for i, k in enumerate(KINDS)}
_WORDS = {"pass": K.PASS, "offer": K.OFFER_END, "accept": K.ACCEPT, "decline": K.DECLINE}
_WORD_OF = {n: w for w, n in _WORDS.items()}


def state_of(game: Renaissance) -> np.ndarray:
    """The kernel's state array for the position of ``game`` (which is not changed).

    This reads the engine's internal snapshot (``game._s``, the one object the engine's
    undo restores), because a playout needs every part of a position, also those the
    engine keeps to itself (the setup's banned kinds, Phase 1's offers, Phase 2's last
    marker step). The lockstep test (tests/test_renaissance_fast.py) checks the reading
    against the engine after every move of thousands of sets.
    """
    s = game._s
    values = [0] * K.STATE_SIZE
    board = s.board
    values[K.TILES:K.TILES + 49] = board.tiles
    values[K.MARKS:K.MARKS + 49] = board.markers
    slot = K.SLOTS
    for pid, (kind, cells) in board.pieces.items():
        values[slot] = pid
        values[slot + 1] = _KIND_NUMBER[kind]
        values[slot + 2] = CAND_INDEX[kind, cells]
        slot += 3
    for kind, n in s.pool.items():
        values[K.POOL + _KIND_NUMBER[kind]] = n
    for player, p in _PLAYER_NUMBER.items():
        values[K.SUPPLY + p] = s.supply[player]
        for kind in s.collection[player]:
            values[K.COLL + 8 * p + _KIND_NUMBER[kind]] += 1
        for kind in s.hand[player]:
            values[K.HAND + 8 * p + _KIND_NUMBER[kind]] += 1
        items = s.prep.get(player)
        if items:
            values[K.PREP + 2 * p] = items.get("mono", 0)
            values[K.PREP + 2 * p + 1] = items.get("marker", 0)
    values[K.PHASE] = PHASES.index(s.phase)
    values[K.TO_MOVE] = _PLAYER_NUMBER[s.to_move]
    values[K.NEXT_ID] = s.next_id
    values[K.BANNED] = sum(1 << _KIND_NUMBER[k] for k in s.banned)
    values[K.REMOVING] = int(s.removing)
    values[K.PROTECTED] = s.protected or 0
    values[K.PASSES] = s.passes
    values[K.OFFER] = -1 if s.offer is None else _PLAYER_NUMBER[s.offer]
    values[K.OFFERED] = int(s.offered)
    values[K.LAST_FROM], values[K.LAST_TO] = s.last_step or (-1, -1)
    values[K.PENALISED] = int(s.penalised)
    values[K.RESULT] = _result_number(s.outcome)
    values[K.VARIANT] = _VARIANT_NUMBER[game.variant]
    values[K.N_PIECES] = len(board.pieces)
    return np.array(values, dtype=np.int64)


def _result_number(outcome: Outcome | None) -> int:
    if outcome is None:
        return -1
    if outcome.winner is None:
        return 2
    return _PLAYER_NUMBER[str(outcome.winner)]


def outcome_of(result: int) -> Outcome | None:
    """The engine's :class:`Outcome` for the kernel's result number (-1: None)."""
    if result < 0:
        return None
    if result == 2:
        return Outcome((), "equal scores")
    return Outcome((PLAYER_NAMES[result],), "higher score")


def encode_move(st: np.ndarray, move: Move) -> int:
    """The kernel's integer for the engine's ``move`` in the position ``st``
    (KeyError / ValueError for something that is no move of Renaissance)."""
    a = move.action
    if a == "place":
        return K.encode(K.PLACE, CAND_INDEX[str(move.kind), move.cells], -1, -1)
    if a == "remove":
        return K.encode(K.REMOVE, int(st[K.TILES + move.cells[0]]), -1, -1)
    if a == "marker":
        return K.encode(K.MARKER, _cell(move.cell), -1, -1)
    if a == "insert":
        return K.encode(K.INSERT, INS_INDEX[_cell(move.cell), str(move.direction)], -1, -1)
    if a in _WORDS:
        return K.encode(_WORDS[a], 0, -1, -1)
    if a == "deal":
        return K.encode(K.DEAL_KIND, _KIND_NUMBER[str(move.kind)], -1, -1)
    if a == "prep_mono":
        return K.encode(K.PREP_MONO, _cell(move.cell), -1, -1)
    if a == "prep_marker":
        return K.encode(K.PREP_MARKER, _cell(move.cell), -1, -1)
    if a == "put":
        frm, to = move.step if move.step is not None else (-1, -1)
        return K.encode(K.PUT, CAND_INDEX[str(move.kind), move.cells], frm, to)
    raise ValueError(f"{move!r} is not a move of Renaissance")


def _cell(cell: int | None) -> int:
    if cell is None:
        raise ValueError("the move names no cell")
    return cell


#: The moves that need no position to be written out, by action and argument.
_PLACES: tuple[Move, ...] = tuple(Move("place", KINDS[int(k)], cells)
                                  for k, cells in zip(CAND_KIND, CAND_CELLS))
_PUT_KINDS: tuple[str, ...] = tuple(KINDS[int(k)] for k in CAND_KIND)
_MARKERS: tuple[Move, ...] = tuple(Move("marker", cell=c) for c in range(49))
_INSERTS: tuple[Move, ...] = tuple(Move("insert", cell=int(e), direction=DIRECTIONS[int(d)])
                                   for e, d in zip(INS_ENTRY, INS_DIR))
_PREPS: dict[int, tuple[Move, ...]] = {
    K.PREP_MONO: tuple(Move("prep_mono", cell=c) for c in range(49)),
    K.PREP_MARKER: tuple(Move("prep_marker", cell=c) for c in range(49))}


def decode_move(st: np.ndarray, code: int) -> Move:
    """The engine's :class:`Move` for the kernel's integer ``code`` in position ``st``."""
    action = code & 15
    arg = (code >> 4) & 0xFFFFFFF    # as fast_kernel.encode lays a move out
    if action == K.PUT:
        frm = ((code >> 32) & 255) - 1
        step = None if frm < 0 else (frm, ((code >> 40) & 255) - 1)
        return Move("put", _PUT_KINDS[arg], CAND_CELLS[arg], None, None, step)
    if action == K.PLACE:
        return _PLACES[arg]
    if action == K.MARKER:
        return _MARKERS[arg]
    if action == K.INSERT:
        return _INSERTS[arg]
    if action in _PREPS:
        return _PREPS[action][arg]
    if action in _WORD_OF:
        return Move(_WORD_OF[action])
    if action == K.DEAL_KIND:
        return Move("deal", KINDS[arg])
    if action == K.REMOVE:
        slot = next(s for s in range(K.N_SLOTS) if st[K.SLOTS + 3 * s] == arg)
        j = int(st[K.SLOTS + 3 * slot + 2])
        return Move("remove", KINDS[int(st[K.SLOTS + 3 * slot + 1])], CAND_CELLS[j])
    raise ValueError(f"{code} is not a move of the kernel")


class FastRenaissance:
    """A position of Renaissance on the fast kernel, for search (module docstring).

    Build one with :meth:`from_game`; ``push`` takes the moves of ``legal_moves()``;
    every move is undone exactly (each keeps a copy of the small state array).
    """

    game_name = "renaissance"

    def __init__(self, state: np.ndarray) -> None:
        if state.shape != (K.STATE_SIZE,) or state.dtype != np.int64:
            raise ValueError("a FastRenaissance state is an int64 array of "
                             f"{K.STATE_SIZE} numbers (see fast_kernel)")
        self.state = state
        self._stack: list[tuple[Move, np.ndarray]] = []
        self._buffer: np.ndarray | None = None    # room for listing moves, made when needed
        # the moves already written out, shared with clones (a kernel integer stands for
        # one move all set long, a removal's excepted)
        self._decoded: dict[int, Move] = {}

    @classmethod
    def from_game(cls, game: Renaissance) -> FastRenaissance:
        """The position of ``game`` (which is not changed), without its history."""
        return cls(state_of(game))

    # ------------------------------------------------------------------- state --
    @property
    def phase(self) -> str:
        return PHASES[int(self.state[K.PHASE])]

    @property
    def seats(self) -> tuple[str, str]:
        return ("silver", "gold")

    @property
    def to_move(self) -> str:
        return PLAYER_NAMES[int(self.state[K.TO_MOVE])]

    @property
    def variant(self) -> str:
        return _VARIANT_NAME[int(self.state[K.VARIANT])]

    @property
    def is_over(self) -> bool:
        return bool(self.state[K.RESULT] >= 0)

    @property
    def outcome(self) -> Outcome | None:
        return outcome_of(int(self.state[K.RESULT]))

    @property
    def winner(self) -> str | None:
        o = self.outcome
        return None if o is None else str(o.winner) if o.winner is not None else None

    @property
    def history(self) -> tuple[Move, ...]:
        return tuple(m for m, _ in self._stack)

    @property
    def tiles(self) -> list[int]:
        """The tiles as the engine's ``board.tiles``."""
        return [int(t) for t in self.state[K.TILES:K.TILES + 49]]

    @property
    def markers(self) -> list[int]:
        """The markers as the engine's ``board.markers``."""
        return [int(m) for m in self.state[K.MARKS:K.MARKS + 49]]

    def pieces(self) -> dict[int, tuple[str, tuple[int, ...]]]:
        """The polyominoes on the board: id -> (kind, cells)."""
        st = self.state
        out = {}
        for s in range(K.N_SLOTS):
            pid = int(st[K.SLOTS + 3 * s])
            if pid:
                out[pid] = (KINDS[int(st[K.SLOTS + 3 * s + 1])],
                            CAND_CELLS[int(st[K.SLOTS + 3 * s + 2])])
        return out

    def pool(self) -> dict[str, int]:
        return {k: int(self.state[K.POOL + i]) for i, k in enumerate(KINDS)}

    def supply(self, player: str) -> int:
        return int(self.state[K.SUPPLY + _PLAYER_NUMBER[player]])

    def collection(self, player: str) -> list[str]:
        """Kinds ``player`` took in Phase 1 (in the order of KINDS)."""
        return self._kinds(K.COLL, player)

    def hand(self, player: str) -> list[str]:
        """Kinds ``player`` still has to put back in Phase 2 (in the order of KINDS)."""
        return self._kinds(K.HAND, player)

    def _kinds(self, offset: int, player: str) -> list[str]:
        base = offset + 8 * _PLAYER_NUMBER[player]
        return [k for i, k in enumerate(KINDS) for _ in range(int(self.state[base + i]))]

    def score(self, player: str) -> int:
        """As :meth:`Renaissance.score`: Phase 1 points, less the cells in hand."""
        return int(K.score_of(self.state, _PLAYER_NUMBER[player]))

    def __repr__(self) -> str:
        return (f"<FastRenaissance {self.phase}, {self.to_move} to move, "
                f"{len(self._stack)} moves>")

    # ------------------------------------------------------------------ moves --
    def _listing(self) -> np.ndarray:
        if self._buffer is None:
            self._buffer = np.empty(K.MAX_TURN_MOVES, dtype=np.int64)
        return self._buffer

    def legal_codes(self) -> np.ndarray:
        """The legal moves as the kernel's integers (a fresh array)."""
        buffer = self._listing()
        return buffer[:K.list_moves(self.state, buffer)].copy()

    def legal_moves(self) -> list[Move]:
        """Every legal move, the engine's moves in the engine's order."""
        st = self.state
        buffer = self._listing()
        n = K.list_moves(st, buffer)
        decoded = self._decoded
        moves = []
        for code in buffer[:n].tolist():
            move = decoded.get(code)
            if move is None:
                move = decode_move(st, code)
                if code & 15 != K.REMOVE:
                    decoded[code] = move
            moves.append(move)
        return moves

    def push(self, move: Move) -> None:
        """Apply a move of ``legal_moves()`` (no check)."""
        self._stack.append((move, self.state.copy()))
        K.apply_move(self.state, encode_move(self.state, move))

    def play(self, move: Move) -> None:
        """Apply a move after checking it is legal (IllegalMoveError if not)."""
        if move not in self.legal_moves():
            raise IllegalMoveError(f"move {move}: not legal here")
        self.push(move)

    def undo(self) -> Move:
        """Take back the last move exactly and return it."""
        if not self._stack:
            raise IllegalMoveError("nothing to undo: no move has been played")
        move, state = self._stack.pop()
        self.state = state
        return move

    def clone(self) -> FastRenaissance:
        other = FastRenaissance.__new__(FastRenaissance)
        other.state = self.state.copy()
        other._stack = list(self._stack)  # the saved arrays are never changed in place
        other._buffer, other._decoded = None, self._decoded
        return other

    def key(self) -> tuple[Any, ...]:
        """A hashable picture of the position (piece ids left out, as the engine's)."""
        st = self.state.copy()
        tiles = st[K.TILES:K.TILES + 49]
        tiles[tiles > 0] = 0
        st[K.SLOTS:K.SLOTS + 3 * K.N_SLOTS] = 0
        st[K.NEXT_ID] = 0
        return tuple(int(v) for v in st) + tuple(sorted(self.pieces().values()))
