"""The compiled core of The Ring World's fast path: the rules of docs/rules.md §1.3-1.5
as small functions over flat arrays, compiled by numba when it is there.

This module is the engine of :mod:`.fast` and nothing else; read :mod:`.fast` first.

The board as arrays
-------------------
Positions of all levels share one index space, the *global ids* of the main engine
(:func:`ringworld_nb.ringworld.game._tables`): level 1 first, the top position last.
:class:`Tables` holds the board's constant facts as arrays (-1 pads a short row):

* ``offset[L]`` - the first global id of level L (``offset[order + 1]`` is the size);
* ``nbr[g]``, ``nbr_n[g]`` - the 2 or 3 neighbours of ``g``;
* ``par[g]``, ``par_n[g]`` - its 1 or 2 parents (none for the top position);
* ``kids[g]`` - its 8 children (level 2 and up);
* ``rot_src``, ``rot_dst`` from ``rot_start[g]`` to ``rot_start[g + 1]`` - turning ``g``
  hands the content of every ``rot_src[k]`` to ``rot_dst[k]``.

The state of a game is one ``int32`` array ``state[5, size]``: row 0 the contents (0
empty, 1 red, 2 blue), rows 1 and 2 how many of each position's children are red and
blue, rows 3 and 4 how many of its neighbours are red and blue. The counts make the
rules' questions cheap: a level-2 position is *open* when ``state[1, p] + state[2, p]
== 0``, colour ``c`` may turn ``g`` when ``state[c, g] > 0``, 5 of 8 children of one
colour occupy ``g`` when ``state[c, g] >= 5``, an empty ``g`` is born ``c`` when
``state[c + 2, g] >= 2``, and a ring has an empty neighbour when ``state[3, g] +
state[4, g] < nbr_n[g]``.

Every change of a content goes through :func:`set_cell`, which keeps the counts exact
and, given a log, writes ``(position, old content)`` to it, so that :func:`undo_log`
can take a move back exactly. The automaton scans whole levels (an L4 level 1 has 272
positions): compiled, with the counts, a full scan is as quick as the main engine's
bookkeeping of what changed, and it needs none.

Random numbers
--------------
A playout draws from SplitMix64, a tiny generator written out here (with
:class:`SplitMix64`, the same numbers in plain Python): a seeded rollout plays the same
game compiled or not. A draw below ``n`` is ``floor((z >> 11) / 2**53 * n)``.

>>> rng = SplitMix64(2009)
>>> [rng.below(10) for _ in range(8)]
[0, 6, 1, 4, 8, 8, 6, 1]
>>> COMPILED in (True, False)
True

Without numba
-------------
When numba cannot be imported (a browser-only Python), or the environment variable
``RINGWORLD_NB_NUMBA`` is ``0`` when this module is first imported, :data:`COMPILED` is
False and the functions below stay plain Python: still right, but slower than the main
engine, so :mod:`.fast` then plays on the main engine instead.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, NamedTuple

import numpy as np

from ...core.compiled import numba_jit
from ..game import _tables

__all__ = ["COMPILED", "Tables", "kernel_tables", "SplitMix64", "set_cell", "undo_log",
           "play", "legal_moves", "move_values", "rollout", "KERNELS", "new_state",
           "LOG_PER_MOVE", "GOING_ON", "TWO_PASSES", "MOVE_LIMIT"]


def _plain(function: Callable[..., Any]) -> Callable[..., Any]:
    return function


_JIT = numba_jit(nogil=True)
#: True when the kernels below are compiled (on first use, or from the disk cache).
COMPILED: bool = _JIT is not None
njit: Callable[..., Any] = _JIT if _JIT is not None else _plain

#: What a playout ends with, besides a winner (1 red, 2 blue): still going on (cut by
#: ``max_plies``), a draw by two passes, a draw by the move limit.
GOING_ON, TWO_PASSES, MOVE_LIMIT = 0, 3, 4

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_MASK64 = (1 << 64) - 1
_UNIT = 1.0 / 9007199254740992.0  # 2**-53


class SplitMix64:
    """SplitMix64 in plain Python: the compiled playout's generator, number for number."""

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def below(self, n: int) -> int:
        """A uniform integer 0 <= k < n."""
        self.state = s = (self.state + int(_GOLDEN)) & _MASK64
        z = ((s ^ (s >> 30)) * int(_MIX1)) & _MASK64
        z = ((z ^ (z >> 27)) * int(_MIX2)) & _MASK64
        z ^= z >> 31
        return int((z >> 11) * _UNIT * n)


class Tables(NamedTuple):
    """The constant facts of a board as arrays (see the module's docstring)."""

    order: int
    offset: np.ndarray
    nbr: np.ndarray
    nbr_n: np.ndarray
    par: np.ndarray
    par_n: np.ndarray
    kids: np.ndarray
    rot_start: np.ndarray
    rot_src: np.ndarray
    rot_dst: np.ndarray


def _padded(rows: list[tuple[int, ...]], width: int) -> tuple[np.ndarray, np.ndarray]:
    table = np.full((len(rows), width), -1, dtype=np.int64)
    for g, row in enumerate(rows):
        table[g, :len(row)] = row
    return table, np.array([len(row) for row in rows], dtype=np.int64)


@functools.cache
def kernel_tables(order: int) -> Tables:
    """The :class:`Tables` of a board of ``order``, from the main engine's tables.

    >>> t = kernel_tables(3)
    >>> t.offset.tolist(), int(t.nbr_n.max()), t.kids[t.offset[3]].tolist()
    ([0, 0, 48, 56, 57], 3, [48, 49, 50, 51, 52, 53, 54, 55])
    """
    t = _tables(order)
    nbr, nbr_n = _padded(t.nbrs, 3)
    par, par_n = _padded(t.parents, 2)
    kids, _ = _padded(t.children, 8)
    rot_start = np.zeros(t.size + 1, dtype=np.int64)
    rot_start[1:] = np.cumsum([len(src) for src in t.rot_src])
    rot_src = np.array([s for src in t.rot_src for s in src], dtype=np.int64)
    rot_dst = np.array([d for dst in t.rot_dst for d in dst], dtype=np.int64)
    tables = Tables(order, np.array(t.offset, dtype=np.int64), nbr, nbr_n, par, par_n, kids,
                    rot_start, rot_src, rot_dst)
    for array in tables[1:]:
        array.flags.writeable = False
    return tables


def new_state(tables: Tables, cells: np.ndarray) -> np.ndarray:
    """The state array (contents, red and blue children, red and blue neighbours) of the
    contents ``cells`` (by global id)."""
    size = len(tables.nbr_n)
    state = np.zeros((5, size), dtype=np.int32)
    state[0] = cells
    padded = np.append(state[0], 0)  # -1 in kids and nbr reads this empty cell
    for colour in (1, 2):
        state[colour] = (padded[tables.kids] == colour).sum(axis=1)
        state[colour + 2] = (padded[tables.nbr] == colour).sum(axis=1)
    return state


#: Most cells a move can change (placement, turn, then births, deaths and occupations of
#: every level), as a multiple of the board's size: the undo log needs room for that.
LOG_PER_MOVE = 4

# ---------------------------------------------------------------------- kernels --


@njit
def set_cell(t, state, g, v, log, nlog):
    """Give position ``g`` the content ``v``, keeping the counts of its parents and
    neighbours exact; log ``(g, old content)`` at ``log[nlog]`` unless ``nlog`` is -1. Returns the
    next free place of the log (-1 without one)."""
    old = state[0, g]
    state[0, g] = v
    for i in range(t.nbr_n[g]):
        h = t.nbr[g, i]
        if old != 0:
            state[old + 2, h] -= 1
        if v != 0:
            state[v + 2, h] += 1
    for i in range(t.par_n[g]):
        p = t.par[g, i]
        if old != 0:
            state[old, p] -= 1
        if v != 0:
            state[v, p] += 1
    if nlog >= 0:
        log[nlog, 0] = g
        log[nlog, 1] = old
        nlog += 1
    return nlog


@njit
def undo_log(t, state, log, start, stop):
    """Take back the changes ``log[start:stop]``, last first."""
    unlogged = np.int64(-1)
    for k in range(stop - 1, start - 1, -1):
        set_cell(t, state, log[k, 0], log[k, 1], log, unlogged)


@njit
def _turn(t, state, g, log, nlog, scratch):
    """Turn position ``g`` one eighth clockwise (docs/rules.md §1.3.2): every position
    below it hands its content on; ``g``'s own content stays."""
    cell = state[0]
    start, stop = t.rot_start[g], t.rot_start[g + 1]
    carried = scratch[0]
    for k in range(start, stop):
        carried[k - start] = cell[t.rot_src[k]]
    for k in range(start, stop):
        d = t.rot_dst[k]
        v = carried[k - start]
        if cell[d] != v:
            nlog = set_cell(t, state, d, v, log, nlog)
    return nlog


@njit
def _generation(t, state, log, nlog, scratch):
    """One generation of the automaton (docs/rules.md §1.4): birth, death, occupation of
    the level above, for levels 1 to order - 1 in this order."""
    cell = state[0]
    changed, colours, mark, group = scratch[0], scratch[1], scratch[2], scratch[3]
    empty = np.int64(0)
    for level in range(1, t.order):
        lo, hi = t.offset[level], t.offset[level + 1]
        # Birth: empty positions with 2 neighbours of one colour, all decided first.
        born = 0
        for g in range(lo, hi):
            if cell[g] == 0:
                red = state[3, g]
                blue = state[4, g]
                if red >= 2:
                    changed[born] = g
                    colours[born] = 1
                    born += 1
                elif blue >= 2:
                    changed[born] = g
                    colours[born] = 2
                    born += 1
        for k in range(born):
            nlog = set_cell(t, state, changed[k], colours[k], log, nlog)
        # Death: a group none of whose rings has an empty neighbour dies (both colours at
        # once). A ring with an empty neighbour lives, and so does its group; from a ring
        # without one, flood its group, looking for an empty neighbour of any of them.
        for g in range(lo, hi):
            mark[g] = 0
        dead = 0
        for g in range(lo, hi):
            c = cell[g]
            if c == 0 or mark[g] != 0:
                continue
            if state[3, g] + state[4, g] < t.nbr_n[g]:
                continue  # an empty neighbour
            mark[g] = 1
            group[0] = g
            size = 1
            alive = False
            i = 0
            while i < size:
                x = group[i]
                i += 1
                for j in range(t.nbr_n[x]):
                    h = t.nbr[x, j]
                    ch = cell[h]
                    if ch == 0:
                        alive = True
                    elif ch == c and mark[h] == 0:
                        mark[h] = 1
                        group[size] = h
                        size += 1
            if not alive:
                for k in range(size):
                    changed[dead] = group[k]
                    dead += 1
        for k in range(dead):
            nlog = set_cell(t, state, changed[k], empty, log, nlog)
        # Occupation: 5 or more of 8 children of one colour take the position above.
        for p in range(hi, t.offset[level + 2]):
            if state[1, p] >= 5:
                c = 1
            elif state[2, p] >= 5:
                c = 2
            else:
                continue
            if cell[p] != c:
                nlog = set_cell(t, state, p, c, log, nlog)
    return nlog


@njit
def play(t, state, colour, place, turned, log, nlog, scratch):
    """A move of ``colour``: a ring on level-1 position ``place`` (-1: none), a turn of
    position ``turned`` (-1: none), then one generation. Returns the log's next place.

    The move must be legal; whether it ended the game is for the caller to see (the top
    position's content, the passes, the move limit)."""
    if place >= 0:
        nlog = set_cell(t, state, place, colour, log, nlog)
    if turned >= 0:
        nlog = _turn(t, state, turned, log, nlog, scratch)
    return _generation(t, state, log, nlog, scratch)


@njit
def legal_moves(t, state, colour, places, turns):
    """Write every legal move of ``colour`` to ``places`` and ``turns`` (-1: none) in the
    main engine's order: placements in increasing order, each with the positions it
    may turn then in increasing order; without a placement, the turns alone; with
    neither, the pass. Returns how many."""
    first_turnable, size = t.offset[2], len(t.nbr_n)
    m = 0
    for p in range(t.offset[2]):
        if state[0, p] != 0:
            continue
        is_open = False
        for i in range(t.par_n[p]):
            q = t.par[p, i]
            if state[1, q] + state[2, q] == 0:
                is_open = True
        if not is_open:
            continue
        for g in range(first_turnable, size):
            if state[colour, g] > 0 or g == t.par[p, 0] or g == t.par[p, 1]:
                places[m] = p
                turns[m] = g
                m += 1
    if m == 0:
        for g in range(first_turnable, size):
            if state[colour, g] > 0:
                places[m] = -1
                turns[m] = g
                m += 1
    if m == 0:
        places[0] = -1
        turns[0] = -1
        m = 1
    return m


@njit
def _lead(t, state, colour, weights):
    """``colour``'s rings minus the other's, weighted by level (the top not counted),
    summed from level 1 up."""
    cell = state[0]
    total = 0.0
    for level in range(1, t.order):
        diff = 0
        for g in range(t.offset[level], t.offset[level + 1]):
            if cell[g] == colour:
                diff += 1
            elif cell[g] != 0:
                diff -= 1
        total += weights[level - 1] * diff
    return total


@njit
def move_values(t, state, colour, places, turns, m, weights, passes, turn, max_turns,
                log, scratch, values):
    """For each of the ``m`` moves, ``values[k]`` = the mover's weighted lead after it:
    +inf if it takes the top position for the mover, -inf if for the other colour, 0.0
    if it ends the game in a draw (a second pass, the move limit; ``max_turns`` -1:
    none). ``state`` is tried on and left as it was."""
    top = t.offset[t.order]
    log_start = np.int64(0)
    for k in range(m):
        nlog = play(t, state, colour, places[k], turns[k], log, log_start, scratch)
        held = state[0, top]
        if held == colour:
            values[k] = np.inf
        elif held != 0:
            values[k] = -np.inf
        elif (places[k] < 0 and turns[k] < 0 and passes >= 1) or (
                max_turns > 0 and turn + 1 >= max_turns):
            values[k] = 0.0
        else:
            values[k] = _lead(t, state, colour, weights)
        undo_log(t, state, log, 0, nlog)


@njit
def _below(s, n):
    """SplitMix64: the next state after ``s`` and a uniform integer below ``n``."""
    s = s + _GOLDEN
    z = s
    z = (z ^ (z >> np.uint64(30))) * _MIX1
    z = (z ^ (z >> np.uint64(27))) * _MIX2
    z = z ^ (z >> np.uint64(31))
    return s, int(np.float64(z >> np.uint64(11)) * _UNIT * n)


@njit
def rollout(t, state, colour, passes, turn, max_turns, max_plies, seed, scratch, played):
    """Play random moves on ``state`` (changed; no log) until the game ends or
    ``max_plies`` moves are played (-1: no limit), from ``colour`` to move after
    ``passes`` passes in a row and ``turn`` moves (``max_turns`` -1: no move limit).

    The policy is the main engine's ``random_move``: a uniform legal placement, then a
    uniform position to turn after it. Moves go to ``played[k] = (place, turned)`` while
    there is room. Returns ``(result, plies)``: result 1 or 2 (who took the top),
    :data:`TWO_PASSES`, :data:`MOVE_LIMIT` or :data:`GOING_ON`.
    """
    cell = state[0]
    first_turnable, size = t.offset[2], len(t.nbr_n)
    top = t.offset[t.order]
    candidates = scratch[3]  # free between generations
    no_log = np.empty((0, 2), dtype=np.int64)
    unlogged = np.int64(-1)
    s = seed
    plies = 0
    while max_plies < 0 or plies < max_plies:
        count = 0
        any_open = False  # late in a game, often no level-2 position is open
        for q in range(t.offset[2], t.offset[3]):
            if state[1, q] + state[2, q] == 0:
                any_open = True
                break
        if any_open:
            for p in range(t.offset[2]):
                if cell[p] == 0:
                    for i in range(t.par_n[p]):
                        q = t.par[p, i]
                        if state[1, q] + state[2, q] == 0:
                            candidates[count] = p
                            count += 1
                            break
        place = -1
        if count > 0:
            s, k = _below(s, count)
            place = candidates[k]
            set_cell(t, state, place, colour, no_log, unlogged)
        count = 0
        for g in range(first_turnable, size):
            if state[colour, g] > 0:
                candidates[count] = g
                count += 1
        turned = -1
        if count > 0:
            s, k = _below(s, count)
            turned = candidates[k]
            _turn(t, state, turned, no_log, unlogged, scratch)
        if place < 0 and turned < 0:
            passes += 1
        else:
            passes = 0
        _generation(t, state, no_log, unlogged, scratch)
        if plies < len(played):
            played[plies, 0] = place
            played[plies, 1] = turned
        plies += 1
        turn += 1
        if cell[top] != 0:
            return cell[top], plies
        if passes >= 2:
            return TWO_PASSES, plies
        if max_turns > 0 and turn >= max_turns:
            return MOVE_LIMIT, plies
        colour = 3 - colour
    return GOING_ON, plies


#: The kernels a caller runs (compiled on first use; :func:`.fast.warm_up` does it ahead).
KERNELS: tuple[Any, ...] = (play, undo_log, legal_moves, move_values, rollout)
