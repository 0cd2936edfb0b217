"""The fast playout kernel of Renaissance: a whole set as one flat integer array, the rules
as small functions over it, compiled by numba when it is there.

This is the same game as :class:`..game.Renaissance` (docs/rules.md §3), move for move:
the same legal moves in the same order, the same effects, the same scores. Only the
representation differs, so that numba can compile it:

* **The state** is one ``int64`` array of :data:`STATE_SIZE` numbers, laid out by the
  offsets below: the 49 tiles and 49 markers as the engine's :class:`..board.Board` has
  them (``0`` empty, ``-1`` monomino, ``-2`` the centre, else a piece id; markers 0, 1
  silver, 2 gold), then up to 16 pieces on the board (id, kind, candidate), the pool,
  supplies, collections, hands and preparation items by kind, and the scalars of a set
  (phase, player to move, the setup's banned kinds and protected piece, Phase 1's passes
  and offers, Phase 2's last marker move, the result). Players are numbers: 0 Silver
  (marker 1), 1 Gold (marker 2). Copying a state is copying the array.
* **A move** is one integer, :func:`encode`: the action in the low 4 bits, then its
  argument (a candidate, a cell, a piece id, an insertion, a kind; see
  :mod:`.fast_tables`), then a Phase 2 marker step.
* :func:`list_moves` writes the legal moves, in the engine's order, into a buffer;
  :func:`apply_move` plays one; :func:`count_moves` and :func:`move_of_rank` number
  them; :func:`sample_move` draws one uniformly; :func:`playout` plays to the end (or
  for some plies).

**Uniform draws.** :func:`sample_move` draws each legal move with probability exactly
``1 / len(legal moves)``, as ``rng.choice(game.legal_moves())`` does: it draws a rank
below :func:`count_moves` uniformly and plays :func:`move_of_rank`, which gives every
legal move exactly one rank. In Phase 1, the deal and the preparation the ranks are
the positions in the list of moves. Where the lists are long the moves are counted,
not listed, and the move of a rank is found by counting again in the same order: the
setup's placements (up to 772), and Phase 2's turns, a placement and then a marker
step, where a placement that leaves ``s`` steps open stands for ``max(s, 1)`` moves
(with no step open, the placement alone is the one move).

**Random numbers.** The kernel's generator is SplitMix64 (a 64-bit state, one array
cell), seeded by the caller (from a ``random.Random``); an index below ``n`` comes from
Lemire's multiply-and-reject method, exactly uniform for every ``n``.

Without numba (``RINGWORLD_NB_NUMBA=0``, or numba not installed) the same functions run
as plain Python: correct and slow. :data:`COMPILED` says which; :mod:`.fast` then uses the
main engine for playouts instead. The tables (:mod:`.fast_tables`) are constants to the
compiled code, and numba's disk cache renews them only when this file changes: so this
file names the tables' digest, :data:`TABLES_FINGERPRINT`, and compiles only when it is
theirs.

>>> import numpy as np
>>> st = new_setup_state()
>>> buf = np.zeros(MAX_MOVES, dtype=np.int64)
>>> int(list_moves(st, buf)), action_of(int(buf[0])) == PLACE
(772, True)
"""

from __future__ import annotations

import warnings

import numpy as np

from ...core.compiled import numba_jit, numba_wanted
from .fast_tables import (
    ALPHA_KINDS,
    AROUND_MASK,
    CAND_CELL,
    CAND_HALO,
    CAND_KIND,
    CAND_MASK,
    DIAG_MASK,
    ENTRY_MASK,
    FINGERPRINT,
    INS_ENTRY,
    INS_LEN,
    INS_LINE,
    INS_OPENER,
    KIND_CELLS,
    KIND_START,
    ORTHO,
    ORTHO_MASK,
    PLAYABLE_MASK,
)

__all__ = ["COMPILED", "STATE_SIZE", "MAX_MOVES", "encode", "action_of", "list_moves",
           "apply_move", "count_moves", "move_of_rank", "sample_move", "playout",
           "random_playout", "new_setup_state", "phase1_points", "score_of",
           "seed_generator", "rand_below"]


#: The digest of the tables (:data:`.fast_tables.FINGERPRINT`) this source was written
#: for. numba's disk cache holds the tables as constants and is renewed only when this
#: file changes: when the tables change, write their new digest here (the tests say so),
#: which renews the cache. Until then the kernel is not compiled.
TABLES_FINGERPRINT = "fd5033472aa73142"


def _choose_jit():
    """numba's ``njit(cache=True)`` when numba is installed, not switched off by the
    environment variable ``RINGWORLD_NB_NUMBA=0``, and the tables are those this source
    was written for; else a decorator that changes nothing. Read once, at import."""
    if not numba_wanted():
        return None
    if FINGERPRINT != TABLES_FINGERPRINT:
        warnings.warn("the Renaissance kernel's tables changed: the kernel runs as plain "
                      "Python until fast_kernel.TABLES_FINGERPRINT is updated", stacklevel=2)
        return None
    return numba_jit()


_NJIT = _choose_jit()
#: True when the kernel is compiled by numba; False when it runs as plain Python.
COMPILED: bool = _NJIT is not None


def _kernel(function):
    return _NJIT(function) if _NJIT is not None else function


# ---------------------------------------------------------------- state layout --
TILES = 0            # 49 tiles, as Board.tiles
MARKS = 49           # 49 markers, as Board.markers
SLOTS = 98           # 16 pieces on the board: (id, kind, candidate); id 0 = free slot
N_SLOTS = 16
POOL = SLOTS + 3 * N_SLOTS          # 8 kinds: pieces not yet placed (setup, deal)
SUPPLY = POOL + 8                   # 2 players: markers in supply (Phase 1)
COLL = SUPPLY + 2                   # 2 x 8: pieces taken in Phase 1, by kind
HAND = COLL + 16                    # 2 x 8: pieces in hand in Phase 2, by kind
PREP = HAND + 16                    # 2 x 2: preparation items left (monomino, markers)
PHASE = PREP + 4                    # index into game.PHASES
TO_MOVE = PHASE + 1                 # 0 silver, 1 gold
NEXT_ID = PHASE + 2                 # id of the next piece placed
BANNED = PHASE + 3                  # bit mask of the kinds removed in this setup turn
REMOVING = PHASE + 4                # 1 when this setup turn has removed a piece
PROTECTED = PHASE + 5               # id of the protected piece, 0 for none
PASSES = PHASE + 6                  # passes in a row (Phase 1)
OFFER = PHASE + 7                   # the player whose offer waits, -1 for none
OFFERED = PHASE + 8                 # 1 when the player to move has offered this turn
LAST_FROM = PHASE + 9               # Phase 2: the last marker step, -1 for none
LAST_TO = PHASE + 10
PENALISED = PHASE + 11              # 1 once the hands count against the score
RESULT = PHASE + 12                 # -1 going on, 0 Silver won, 1 Gold won, 2 draw
VARIANT = PHASE + 13                # 0 full, 1 phase1 (ends after Phase 1), 2 phase2
N_PIECES = PHASE + 14               # pieces on the board
STATE_SIZE = PHASE + 15

# phases, as numbers (the order of game.PHASES)
SETUP, PHASE1, DEAL, PHASE2_PREP, PHASE2, OVER = 0, 1, 2, 3, 4, 5
# tiles
EMPTY, MONO, BLOCKED = 0, -1, -2
CENTRE = 24
# actions
PLACE, REMOVE, MARKER, INSERT, PASS, OFFER_END, ACCEPT, DECLINE = 0, 1, 2, 3, 4, 5, 6, 7
DEAL_KIND, PREP_MONO, PREP_MARKER, PUT = 8, 9, 10, 11
#: Room for the legal moves of any position but a Phase 2 turn (at most 772, in the
#: setup), and for what :func:`count_moves` keeps of a Phase 2 turn (50 numbers and two
#: per placement); Phase 2 turns are listed into :data:`MAX_TURN_MOVES`.
MAX_MOVES = 2048
#: Room for every Phase 2 turn: 772 placements at most, each with up to 24 steps.
MAX_TURN_MOVES = 772 * 25


@_kernel
def encode(action: int, arg: int, step_from: int, step_to: int) -> int:
    """A move as one integer: the action (4 bits), its argument (28 bits: a piece id can
    grow past 4096 in a very long setup), a Phase 2 step's from and to (8 bits each,
    stored +1: 0 for no step)."""
    return action | (arg << 4) | ((step_from + 1) << 32) | ((step_to + 1) << 40)


@_kernel
def action_of(code: int) -> int:
    return code & 15


@_kernel
def arg_of(code: int) -> int:
    return (code >> 4) & 0xFFFFFFF


@_kernel
def step_from_of(code: int) -> int:
    """The Phase 2 marker step's cell of departure, -1 for none."""
    return ((code >> 32) & 255) - 1


@_kernel
def step_to_of(code: int) -> int:
    return ((code >> 40) & 255) - 1


# ------------------------------------------------------------- random numbers --
_GAMMA = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_LOW32 = np.uint64(0xFFFFFFFF)
_S27, _S30, _S31, _S32 = np.uint64(27), np.uint64(30), np.uint64(31), np.uint64(32)


@_kernel
def seed_generator(seed: int) -> np.ndarray:
    """The generator's state (one uint64 in an array) from a seed ``0 <= seed < 2**63``."""
    rs = np.zeros(1, dtype=np.uint64)
    rs[0] = np.uint64(seed)
    return rs


@_kernel
def _add64(a: np.uint64, b: np.uint64) -> np.uint64:
    """``a + b`` modulo 2**64, in halves, so that no step overflows (plain Python too)."""
    low = (a & _LOW32) + (b & _LOW32)
    high = ((a >> _S32) + (b >> _S32) + (low >> _S32)) & _LOW32
    return (high << _S32) | (low & _LOW32)


@_kernel
def _mul64(a: np.uint64, b: np.uint64) -> np.uint64:
    """``a * b`` modulo 2**64, from 32-bit halves, without overflow."""
    a_low, a_high = a & _LOW32, a >> _S32
    b_low, b_high = b & _LOW32, b >> _S32
    low = a_low * b_low
    cross = ((a_high * b_low) & _LOW32) + ((a_low * b_high) & _LOW32)
    high = ((low >> _S32) + cross) & _LOW32
    return (high << _S32) | (low & _LOW32)


@_kernel
def _next32(rs: np.ndarray) -> int:
    """SplitMix64's next output, its top 32 bits."""
    z = _add64(rs[0], _GAMMA)
    rs[0] = z
    z = _mul64(z ^ (z >> _S30), _MIX1)
    z = _mul64(z ^ (z >> _S27), _MIX2)
    z = z ^ (z >> _S31)
    return np.int64(z >> _S32)


@_kernel
def rand_below(rs: np.ndarray, n: int) -> int:
    """An integer in ``[0, n)``, each with probability exactly ``1/n`` (``0 < n < 2**31``;
    Lemire's method: the top half of a 32 x 32-bit product, rejecting the few low parts
    that would favour some results)."""
    m = _next32(rs) * n
    low = m & 0xFFFFFFFF
    if low < n:
        threshold = (0x100000000 - n) % n
        while low < threshold:
            m = _next32(rs) * n
            low = m & 0xFFFFFFFF
    return m >> 32


# -------------------------------------------------------------------- helpers --
@_kernel
def _popcount(x: int) -> int:
    n = 0
    while x:
        x &= x - 1
        n += 1
    return n


@_kernel
def _tile_bits(st: np.ndarray) -> int:
    """Cells holding any tile (a piece, a monomino, the centre)."""
    mask = 0
    for c in range(49):
        if st[TILES + c] != EMPTY:
            mask |= 1 << c
    return mask


@_kernel
def _marker_bits(st: np.ndarray, colour: int) -> int:
    """Cells holding a marker of ``colour`` (1 or 2), or any marker for colour 0."""
    mask = 0
    for c in range(49):
        m = st[MARKS + c]
        if m != 0 and (colour == 0 or m == colour):
            mask |= 1 << c
    return mask


@_kernel
def _add_piece(st: np.ndarray, j: int) -> None:
    """Candidate ``j`` onto the board as the piece ``NEXT_ID`` (which then moves on)."""
    pid = st[NEXT_ID]
    st[NEXT_ID] = pid + 1
    for s in range(N_SLOTS):
        if st[SLOTS + 3 * s] == 0:
            st[SLOTS + 3 * s] = pid
            st[SLOTS + 3 * s + 1] = CAND_KIND[j]
            st[SLOTS + 3 * s + 2] = j
            break
    for i in range(4):
        c = CAND_CELL[j, i]
        if c >= 0:
            st[TILES + c] = pid
    st[N_PIECES] += 1


@_kernel
def _slot_of(st: np.ndarray, pid: int) -> int:
    for s in range(N_SLOTS):
        if st[SLOTS + 3 * s] == pid:
            return s
    return -1


@_kernel
def _lift_slot(st: np.ndarray, s: int, fill: int) -> None:
    """The piece in slot ``s`` leaves the board; its cells become ``fill``."""
    j = st[SLOTS + 3 * s + 2]
    for i in range(4):
        c = CAND_CELL[j, i]
        if c >= 0:
            st[TILES + c] = fill
    st[SLOTS + 3 * s] = 0
    st[SLOTS + 3 * s + 1] = 0
    st[SLOTS + 3 * s + 2] = 0
    st[N_PIECES] -= 1


@_kernel
def phase1_points(st: np.ndarray, p: int) -> int:
    """The Phase 1 score of player ``p``'s collection (:func:`..scoring.phase1_score`)."""
    base = COLL + 8 * p
    d, i3, v3, i4 = st[base], st[base + 1], st[base + 2], st[base + 3]
    total = 0
    for k in range(8):
        total += st[base + k]
    if d == 4:
        total += 4
    if i3 == 2:
        total += 2
    if v3 == 2:
        total += 2
    if i3 == 2 and v3 == 2:
        total += 4
    if i4 >= 1 and st[base + 4] >= 1 and st[base + 5] >= 1 and st[base + 6] >= 1 \
            and st[base + 7] >= 1:
        total += 15
    if d >= 1 and i3 >= 1 and i4 >= 1:
        total += 1 + (d + i3 + i4 - 3)
    return total


@_kernel
def score_of(st: np.ndarray, p: int) -> int:
    """Player ``p``'s score now: Phase 1 points, less the cells in hand once penalised."""
    points = phase1_points(st, p)
    if st[PENALISED]:
        for k in range(8):
            points -= KIND_CELLS[k] * st[HAND + 8 * p + k]
    return points


@_kernel
def _finish(st: np.ndarray) -> None:
    silver, gold = score_of(st, 0), score_of(st, 1)
    if silver == gold:
        st[RESULT] = 2
    elif silver > gold:
        st[RESULT] = 0
    else:
        st[RESULT] = 1
    st[PHASE] = OVER


# ---------------------------------------------------------------------- setup --
@_kernel
def _setup_moves(st: np.ndarray, out: np.ndarray) -> int:
    occupied = _tile_bits(st)
    banned = st[BANNED]
    n = 0
    placeable = 0
    for k in range(8):
        if st[POOL + k] > 0 and not (banned >> k) & 1:
            placeable |= 1 << k
            for j in range(KIND_START[k], KIND_START[k + 1]):
                if CAND_MASK[j] & occupied == 0:
                    out[n] = encode(PLACE, j, -1, -1)
                    n += 1
    if n:
        return n
    # stuck: removals, by piece id, of pieces not protected whose removal leaves a kind
    # that may still be placed this turn
    last = 0
    while True:
        best, best_slot = 1 << 40, -1
        for s in range(N_SLOTS):
            pid = st[SLOTS + 3 * s]
            if last < pid < best:
                best, best_slot = pid, s
        if best_slot < 0:
            break
        last = best
        if best != st[PROTECTED] and placeable & ~(1 << st[SLOTS + 3 * best_slot + 1]):
            out[n] = encode(REMOVE, best, -1, -1)
            n += 1
    return n


@_kernel
def _count_placements(st: np.ndarray) -> int:
    """How many setup placements are legal: counted, not listed (a loop without a
    branch, which the compiler may turn into vector instructions)."""
    occupied = _tile_bits(st)
    banned = st[BANNED]
    total = 0
    for k in range(8):
        if st[POOL + k] > 0 and not (banned >> k) & 1:
            fits = 0
            for j in range(KIND_START[k], KIND_START[k + 1]):
                fits += CAND_MASK[j] & occupied == 0
            total += fits
    return total


@_kernel
def _placement_of_rank(st: np.ndarray, r: int) -> int:
    """The setup placement of rank ``r`` in the order of :func:`list_moves`; -1 when
    there are not that many."""
    occupied = _tile_bits(st)
    banned = st[BANNED]
    for k in range(8):
        if st[POOL + k] > 0 and not (banned >> k) & 1:
            for j in range(KIND_START[k], KIND_START[k + 1]):
                if CAND_MASK[j] & occupied == 0:
                    if r == 0:
                        return encode(PLACE, j, -1, -1)
                    r -= 1
    return -1


@_kernel
def _apply_setup(st: np.ndarray, action: int, arg: int) -> None:
    if action == PLACE:
        pid = st[NEXT_ID]
        _add_piece(st, arg)
        k = CAND_KIND[arg]
        st[POOL + k] -= 1
        st[PROTECTED] = pid if st[REMOVING] else 0
        st[BANNED] = 0
        st[REMOVING] = 0
        left = 0
        for i in range(8):
            left += st[POOL + i]
        if left == 0:
            for c in range(49):
                if st[TILES + c] == EMPTY:
                    st[TILES + c] = MONO
            st[PROTECTED] = 0
            st[PHASE] = PHASE1
            st[TO_MOVE] = 1
            _after_phase1_move(st)
        else:
            st[TO_MOVE] = 1 - st[TO_MOVE]
    else:  # REMOVE
        s = _slot_of(st, arg)
        k = st[SLOTS + 3 * s + 1]
        _lift_slot(st, s, EMPTY)
        st[POOL + k] += 1
        st[BANNED] |= 1 << k
        st[REMOVING] = 1


# -------------------------------------------------------------------- Phase 1 --
@_kernel
def _phase1_moves(st: np.ndarray, out: np.ndarray) -> int:
    if st[OFFER] >= 0:
        out[0] = encode(ACCEPT, 0, -1, -1)
        out[1] = encode(DECLINE, 0, -1, -1)
        return 2
    p = st[TO_MOVE]
    n = 0
    if st[SUPPLY + p] > 0:
        taken = _marker_bits(st, 0)
        own = _marker_bits(st, p + 1)
        cells = AROUND_MASK
        for c in range(49):
            if (own >> c) & 1:
                cells |= DIAG_MASK[c] | ENTRY_MASK[c]
        cells &= ~taken
        for c in range(49):
            if (cells >> c) & 1:
                out[n] = encode(MARKER, c, -1, -1)
                n += 1
        for i in range(INS_ENTRY.shape[0]):
            if (taken >> INS_ENTRY[i]) & 1 and own & INS_OPENER[i]:
                for t in range(1, INS_LEN[i]):
                    if st[MARKS + INS_LINE[i, t]] == 0:
                        out[n] = encode(INSERT, i, -1, -1)
                        n += 1
                        break
    if n == 0:
        out[n] = encode(PASS, 0, -1, -1)
        n += 1
    if not st[OFFERED]:
        out[n] = encode(OFFER_END, 0, -1, -1)
        n += 1
    return n


@_kernel
def _after_phase1_move(st: np.ndarray) -> None:
    """Take every full piece with a strict majority; Phase 2 when no piece is left."""
    silver = _marker_bits(st, 1)
    gold = _marker_bits(st, 2)
    taken = silver | gold
    for s in range(N_SLOTS):
        if st[SLOTS + 3 * s] == 0:
            continue
        j = st[SLOTS + 3 * s + 2]
        mask = CAND_MASK[j]
        if mask & ~taken:
            continue
        ns, ng = _popcount(mask & silver), _popcount(mask & gold)
        if ns == ng:
            continue
        winner = 0 if ns > ng else 1
        st[SUPPLY] += ns
        st[SUPPLY + 1] += ng
        for i in range(4):
            c = CAND_CELL[j, i]
            if c >= 0:
                st[MARKS + c] = 0
        st[COLL + 8 * winner + st[SLOTS + 3 * s + 1]] += 1
        _lift_slot(st, s, MONO)
    if st[N_PIECES] == 0:
        _begin_phase2(st, True)


@_kernel
def _end_phase1_turn(st: np.ndarray) -> None:
    st[PASSES] = 0
    st[OFFERED] = 0
    st[TO_MOVE] = 1 - st[TO_MOVE]
    _after_phase1_move(st)


@_kernel
def _apply_phase1(st: np.ndarray, action: int, arg: int) -> None:
    p = st[TO_MOVE]
    if action == MARKER:
        st[MARKS + arg] = p + 1
        st[SUPPLY + p] -= 1
        _end_phase1_turn(st)
    elif action == INSERT:
        length = INS_LEN[arg]
        k = 0
        while k < length and st[MARKS + INS_LINE[arg, k]] != 0:
            k += 1
        for i in range(k, 0, -1):
            st[MARKS + INS_LINE[arg, i]] = st[MARKS + INS_LINE[arg, i - 1]]
        st[MARKS + INS_ENTRY[arg]] = p + 1
        st[SUPPLY + p] -= 1
        _end_phase1_turn(st)
    elif action == PASS:
        st[PASSES] += 1
        if st[PASSES] >= 2:
            _begin_phase2(st, True)
        else:
            st[OFFERED] = 0
            st[TO_MOVE] = 1 - p
    elif action == OFFER_END:
        st[OFFER] = p
        st[OFFERED] = 1
        st[TO_MOVE] = 1 - p
    elif action == ACCEPT:
        st[OFFER] = -1
        _begin_phase2(st, True)
    else:  # DECLINE
        st[TO_MOVE] = st[OFFER]
        st[OFFER] = -1


# -------------------------------------------------------------------- Phase 2 --
@_kernel
def _begin_phase2(st: np.ndarray, from_collections: bool) -> None:
    """Phase 1 is over: the score (variant phase1), or the board cleared, the hands
    (the collections, or the dealt hands), the preparation items, Gold to move."""
    if st[VARIANT] == 1:
        _finish(st)
        return
    for c in range(49):
        st[TILES + c] = EMPTY
        st[MARKS + c] = 0
    st[TILES + CENTRE] = BLOCKED
    for i in range(3 * N_SLOTS):
        st[SLOTS + i] = 0
    st[N_PIECES] = 0
    if from_collections:
        for i in range(16):
            st[HAND + i] = st[COLL + i]
    for p in range(2):
        st[PREP + 2 * p] = 1
        st[PREP + 2 * p + 1] = 3
    st[PHASE] = PHASE2_PREP
    st[TO_MOVE] = 1
    st[OFFER] = -1
    st[OFFERED] = 0
    st[PASSES] = 0
    st[PENALISED] = 1


@_kernel
def _prep_spots(st: np.ndarray) -> int:
    """The cells where a preparation item may go (bit mask)."""
    items = _marker_bits(st, 0)
    for c in range(49):
        if st[TILES + c] == MONO:
            items |= 1 << c
    free = PLAYABLE_MASK & ~_tile_bits(st) & ~_marker_bits(st, 0)
    spots = 0
    for c in range(49):
        if (free >> c) & 1 and not ORTHO_MASK[c] & items:
            spots |= 1 << c
    return spots


@_kernel
def _prep_moves(st: np.ndarray, out: np.ndarray) -> int:
    p = st[TO_MOVE]
    spots = _prep_spots(st)
    n = 0
    for item in range(2):
        if st[PREP + 2 * p + item] > 0:
            for c in range(49):
                if (spots >> c) & 1:
                    out[n] = encode(PREP_MONO if item == 0 else PREP_MARKER, c, -1, -1)
                    n += 1
    return n


@_kernel
def _apply_prep(st: np.ndarray, action: int, cell: int) -> None:
    p = st[TO_MOVE]
    if action == PREP_MONO:
        st[TILES + cell] = MONO
        st[PREP + 2 * p] -= 1
    else:
        st[MARKS + cell] = p + 1
        st[PREP + 2 * p + 1] -= 1
    left_p = st[PREP + 2 * p] + st[PREP + 2 * p + 1]
    left_o = st[PREP + 2 * (1 - p)] + st[PREP + 2 * (1 - p) + 1]
    if (left_p == 0 and left_o == 0) or _prep_spots(st) == 0:
        _start_phase2_turns(st)
    elif left_o:
        st[TO_MOVE] = 1 - p


@_kernel
def _start_phase2_turns(st: np.ndarray) -> None:
    st[PHASE] = PHASE2
    st[TO_MOVE] = 1
    st[LAST_FROM] = -1
    st[LAST_TO] = -1
    _next_phase2_player(st, True)


@_kernel
def _can_place(st: np.ndarray, p: int) -> bool:
    own = _marker_bits(st, p + 1)
    if not own:
        return False
    free = PLAYABLE_MASK & ~_tile_bits(st) & ~_marker_bits(st, 0)
    for k in range(8):
        if st[HAND + 8 * p + k] > 0:
            for j in range(KIND_START[k], KIND_START[k + 1]):
                mask = CAND_MASK[j]
                if CAND_HALO[j] & own and mask & free == mask:
                    return True
    return False


@_kernel
def _next_phase2_player(st: np.ndarray, first: bool) -> None:
    """Hand the turn on: skip a player who cannot place; the score when neither can."""
    nxt = st[TO_MOVE] if first else 1 - st[TO_MOVE]
    if _can_place(st, nxt):
        st[TO_MOVE] = nxt
    elif _can_place(st, 1 - nxt):
        st[TO_MOVE] = 1 - nxt
    else:
        _finish(st)


@_kernel
def _steps(st: np.ndarray, steps: np.ndarray) -> int:
    """The marker steps (from, to) onto free cells, sorted, without the one straight
    back; written into ``steps`` (a (24, 2) array), their number returned."""
    free = PLAYABLE_MASK & ~_tile_bits(st) & ~_marker_bits(st, 0)
    back_from, back_to = st[LAST_TO], st[LAST_FROM]
    n = 0
    for c in range(49):
        if st[MARKS + c] != 0:
            for i in range(4):
                d = ORTHO[c, i]
                if d >= 0 and (free >> d) & 1 and not (c == back_from and d == back_to):
                    steps[n, 0] = c
                    steps[n, 1] = d
                    n += 1
    return n


@_kernel
def _phase2_moves(st: np.ndarray, out: np.ndarray) -> int:
    p = st[TO_MOVE]
    own = _marker_bits(st, p + 1)
    if not own:
        return 0
    free = PLAYABLE_MASK & ~_tile_bits(st) & ~_marker_bits(st, 0)
    steps = np.empty((24, 2), dtype=np.int64)
    n_steps = _steps(st, steps)
    n = 0
    for a in range(8):  # the kinds sorted by name, as the engine lists them
        k = ALPHA_KINDS[a]
        if st[HAND + 8 * p + k] == 0:
            continue
        for j in range(KIND_START[k], KIND_START[k + 1]):
            mask = CAND_MASK[j]
            if CAND_HALO[j] & own and mask & free == mask:
                any_step = False
                for i in range(n_steps):
                    if not (mask >> steps[i, 1]) & 1:
                        out[n] = encode(PUT, j, steps[i, 0], steps[i, 1])
                        n += 1
                        any_step = True
                if not any_step:
                    out[n] = encode(PUT, j, -1, -1)
                    n += 1
    return n


_TURN_STEPS = 2          # where count_moves leaves Phase 2's steps in its buffer
_TURN_PLACEMENTS = 50    # and then the placements with the steps each leaves open


@_kernel
def _count_turns(st: np.ndarray, buf: np.ndarray) -> int:
    """How many Phase 2 turns are legal, without listing them (module docstring). Leaves
    in ``buf``: the number of placements and of steps, the steps, and each placement with
    the number of steps it leaves open."""
    p = st[TO_MOVE]
    own = _marker_bits(st, p + 1)
    if not own:
        return 0
    free = PLAYABLE_MASK & ~_tile_bits(st) & ~_marker_bits(st, 0)
    steps = np.empty((24, 2), dtype=np.int64)
    n_steps = _steps(st, steps)
    targets = 0          # cells some step lands on
    landing = np.zeros(49, dtype=np.int64)
    for i in range(n_steps):
        targets |= 1 << steps[i, 1]
        landing[steps[i, 1]] += 1
        buf[_TURN_STEPS + 2 * i] = steps[i, 0]
        buf[_TURN_STEPS + 2 * i + 1] = steps[i, 1]
    n = 0
    total = 0
    for k in range(8):
        if st[HAND + 8 * p + k] == 0:
            continue
        for j in range(KIND_START[k], KIND_START[k + 1]):
            mask = CAND_MASK[j]
            if CAND_HALO[j] & own and mask & free == mask:
                open_steps = n_steps
                if mask & targets:
                    for i in range(4):
                        c = CAND_CELL[j, i]
                        if c >= 0:
                            open_steps -= landing[c]
                total += open_steps if open_steps > 0 else 1
                buf[_TURN_PLACEMENTS + 2 * n] = j
                buf[_TURN_PLACEMENTS + 2 * n + 1] = open_steps
                n += 1
    buf[0] = n
    buf[1] = n_steps
    return total


@_kernel
def _turn_of_rank(buf: np.ndarray, r: int) -> int:
    """The Phase 2 turn of rank ``r`` among those :func:`_count_turns` counted into
    ``buf``: placement after placement, each standing for its open steps in order (or
    for itself alone when none is open)."""
    n_steps = buf[1]
    for q in range(buf[0]):
        j = buf[_TURN_PLACEMENTS + 2 * q]
        open_steps = buf[_TURN_PLACEMENTS + 2 * q + 1]
        weight = open_steps if open_steps > 0 else 1
        if r < weight:
            if open_steps <= 0:
                return encode(PUT, j, -1, -1)
            mask = CAND_MASK[j]
            for i in range(n_steps):
                to = buf[_TURN_STEPS + 2 * i + 1]
                if not (mask >> to) & 1:
                    if r == 0:
                        return encode(PUT, j, buf[_TURN_STEPS + 2 * i], to)
                    r -= 1
        r -= weight
    return -1


@_kernel
def _apply_put(st: np.ndarray, code: int) -> None:
    p = st[TO_MOVE]
    j = arg_of(code)
    _add_piece(st, j)
    st[HAND + 8 * p + CAND_KIND[j]] -= 1
    frm, to = step_from_of(code), step_to_of(code)
    if frm >= 0:
        st[MARKS + to] = st[MARKS + frm]
        st[MARKS + frm] = 0
    st[LAST_FROM] = frm
    st[LAST_TO] = to
    _next_phase2_player(st, False)


# ---------------------------------------------------------------------- deal --
@_kernel
def _deal_moves(st: np.ndarray, out: np.ndarray) -> int:
    n = 0
    for k in range(8):
        if st[POOL + k] > 0:
            out[n] = encode(DEAL_KIND, k, -1, -1)
            n += 1
    return n


@_kernel
def _apply_deal(st: np.ndarray, k: int) -> None:
    p = st[TO_MOVE]
    st[POOL + k] -= 1
    st[HAND + 8 * p + k] += 1
    left = 0
    for i in range(8):
        left += st[POOL + i]
    if left == 0:
        _begin_phase2(st, False)
    else:
        st[TO_MOVE] = 1 - p


# ------------------------------------------------------------------ the moves --
@_kernel
def list_moves(st: np.ndarray, out: np.ndarray) -> int:
    """Write the legal moves into ``out`` (in the engine's order) and return how many.
    ``out`` needs :data:`MAX_MOVES` places, :data:`MAX_TURN_MOVES` in Phase 2's turns."""
    if st[RESULT] >= 0:
        return 0
    phase = st[PHASE]
    if phase == SETUP:
        return _setup_moves(st, out)
    if phase == PHASE1:
        return _phase1_moves(st, out)
    if phase == DEAL:
        return _deal_moves(st, out)
    if phase == PHASE2_PREP:
        return _prep_moves(st, out)
    if phase == PHASE2:
        return _phase2_moves(st, out)
    return 0


@_kernel
def apply_move(st: np.ndarray, code: int) -> None:
    """Play the legal move ``code`` (no check: it must come from :func:`list_moves` or
    :func:`sample_move` of this very state)."""
    action = code & 15
    if action <= REMOVE:
        _apply_setup(st, action, arg_of(code))
    elif action <= DECLINE:
        _apply_phase1(st, action, arg_of(code))
    elif action == DEAL_KIND:
        _apply_deal(st, arg_of(code))
    elif action <= PREP_MARKER:
        _apply_prep(st, action, arg_of(code))
    else:
        _apply_put(st, code)


@_kernel
def count_moves(st: np.ndarray, buf: np.ndarray) -> int:
    """How many legal moves there are (``len(legal_moves())``): the setup's placements
    and Phase 2's turns counted, the other moves listed. Leaves in ``buf`` (room of
    :data:`MAX_MOVES`) what :func:`move_of_rank` needs."""
    if st[RESULT] >= 0:
        return 0
    if st[PHASE] == PHASE2:
        return _count_turns(st, buf)
    if st[PHASE] == SETUP:
        placements = _count_placements(st)
        if placements:
            return placements
    return list_moves(st, buf)


@_kernel
def move_of_rank(st: np.ndarray, r: int, buf: np.ndarray) -> int:
    """The legal move of rank ``r``, ``0 <= r < count_moves(st, buf)``, called right after
    that count with the same ``buf``. Every legal move has exactly one rank (the tests
    check it): so a uniform rank is a uniform move."""
    if st[PHASE] == PHASE2:
        return _turn_of_rank(buf, r)
    if st[PHASE] == SETUP:
        code = _placement_of_rank(st, r)
        if code >= 0:
            return code
    return buf[r]


@_kernel
def sample_move(st: np.ndarray, rs: np.ndarray, buf: np.ndarray) -> int:
    """A legal move drawn uniformly: a uniform rank (:func:`rand_below`) below
    :func:`count_moves`, and its move; -1 when there is none. ``buf`` is scratch room of
    :data:`MAX_MOVES` places."""
    n = count_moves(st, buf)
    if n == 0:
        return -1
    return move_of_rank(st, rand_below(rs, n), buf)


@_kernel
def playout(st: np.ndarray, rs: np.ndarray, max_plies: int) -> int:
    """Play uniformly random moves on ``st`` (changed in place) until the set is over or
    ``max_plies`` moves are played (no limit when negative). Returns the moves played,
    or -1 if a position had no legal move (which the rules never allow)."""
    buf = np.empty(MAX_MOVES, dtype=np.int64)
    plies = 0
    while st[RESULT] < 0 and (max_plies < 0 or plies < max_plies):
        code = sample_move(st, rs, buf)
        if code < 0:
            return -1
        apply_move(st, code)
        plies += 1
    return plies


@_kernel
def random_playout(st: np.ndarray, seed: int, max_plies: int) -> int:
    """:func:`playout` with a generator seeded by ``seed`` (``0 <= seed < 2**63``)."""
    return playout(st, seed_generator(seed), max_plies)


def new_setup_state(variant: int = 0) -> np.ndarray:
    """The state at the start of a set: the setup, Silver to move, the whole pool.
    ``variant``: 0 the whole set, 1 Phase 1 alone (the set ends with Phase 1)."""
    st = np.zeros(STATE_SIZE, dtype=np.int64)
    st[TILES + CENTRE] = BLOCKED
    st[POOL:POOL + 8] = (4, 2, 2, 1, 1, 1, 1, 1)
    st[SUPPLY:SUPPLY + 2] = 24
    st[NEXT_ID] = 1
    st[OFFER] = -1
    st[LAST_FROM] = st[LAST_TO] = -1
    st[RESULT] = -1
    st[VARIANT] = variant
    return st
