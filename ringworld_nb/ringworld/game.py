"""The rules of The Ring World (docs/rules.md §1.3-1.5), fast enough for search.

The words are those of docs/rules.md §1.1: a *position* is a circle of the board, a
*ring* a player's piece on a position, the *children* of a position the 8 positions of
the level below drawn around it; to *turn* a position is to rotate it one eighth
clockwise with everything below it. A *move* is a player's go: a placement, then a
turn.

A move
------
1. **Placement.** A level-2 position is *open* while its 8 children are all empty. The
   player puts a ring of their colour on an empty child of an open position. If such a
   position exists, placing is compulsory.
2. **Turn.** The player turns one position R (level >= 2, the top position included)
   with at least one ring of their colour among its 8 children one eighth clockwise:
   everything below R moves with it, shared positions included; R's own content stays.
   Compulsory when possible.
3. A player who can do neither passes. Two passes in a row draw the game.

Then one generation of the automaton runs, for level L = 1, 2, ..., n-1 in this order:

* **birth**: every empty position with at least 2 neighbours of one colour gets a ring of
  that colour (all births of a level decided together);
* **death**: every connected group of one colour with no empty neighbour is removed,
  both colours at once, after the births; nothing forbids a move that gets the mover's
  own rings removed or that brings back an earlier board;
* **occupation**: every position of level L+1 with 5 or more children of one colour
  gets a ring of that colour; otherwise it keeps what it holds.

A ring of level 2 or more that is born, dies or is replaced changes nothing below it.
Whoever holds the top position after the automaton wins at once.

Decisions the rules leave open, taken here
------------------------------------------
* ``play`` returns one event per phase, empty phases included, so that a teacher can
  step through a generation and say "no births on level 2".
* ``resign()`` ends the game for the player to move; ``undo()`` takes a resignation back
  (and returns :data:`~ringworld_nb.core.protocol.RESIGNATION`) before it takes back
  moves.
* The game speaks the package protocol (:mod:`ringworld_nb.core.protocol`): a draw has
  ``outcome.winners == ()`` and ``winner`` None.
* ``max_turns`` (off by default) ends a simulation in a draw after that many moves (the
  name is older than the word *move* for a player's go).

How it is fast
--------------
Positions of all levels share one index space (*global ids*, level 1 first). For every
position the engine keeps how many of its children are red and blue, and from those counts
the sets of turnable positions per colour, the level-2 positions that still accept a
placement, and the positions a majority of one colour will occupy. The automaton only looks near the
positions that changed since a level was last examined (``_dirty``): a position can only
become able to be born, or a group lose its last liberty, next to a change. ``undo``
replays a log of changed cells backwards. A random L4 game runs at tens of thousands of
moves per second in plain Python (``benchmarks/ringworld_playout.py``).
"""

from __future__ import annotations

import copy
import functools
import random
from collections.abc import Iterable, Mapping, Sequence

import numpy as np

from ..core.errors import ArgumentError, IllegalMoveError, NotationError, RecordError
from ..core.protocol import RESIGNATION, Outcome, Resignation, check_record_game, replay
from ..core.record import LIMITS, Record, kept_notes
from ..core.validate import describe, integer, is_integer, python_random
from .geometry import RingBoard
from .moves import (
    BLUE,
    COLOUR_NAMES,
    EMPTY,
    PASS,
    RED,
    Event,
    Move,
    Phase,
    as_colour,
    as_move,
    as_ring,
)
from .notation import format_move, parse_move

__all__ = ["RingWorld", "Move", "Event", "Phase", "PASS", "EMPTY", "RED", "BLUE",
           "COLOUR_NAMES"]

#: Boards the engine accepts: 3 and 4 are played, 2, 5 and 6 are for study.
PLAYABLE_ORDERS = (2, 3, 4, 5, 6)


class _Tables:
    """Flat lookup tables of a board for the engine (built once per order)."""

    def __init__(self, board: RingBoard) -> None:
        n = board.order
        self.order = n
        self.offset = [0] * (n + 2)
        for level in board.levels:
            self.offset[level + 1] = self.offset[level] + board.count(level)
        size = self.offset[n + 1]
        self.size = size
        self.level_of = [0] * size
        self.local = [0] * size
        self.nbrs: list[tuple[int, ...]] = [()] * size
        self.parents: list[tuple[int, ...]] = [()] * size
        self.children: list[tuple[int, ...]] = [()] * size
        self.rot_src: list[tuple[int, ...]] = [()] * size
        self.rot_dst: list[tuple[int, ...]] = [()] * size
        for level in board.levels:
            off = self.offset[level]
            for i in range(board.count(level)):
                g = off + i
                self.level_of[g] = level
                self.local[g] = i
                self.nbrs[g] = tuple(off + j for j in board.neighbors(level, i))
                if level < n:
                    up = self.offset[level + 1]
                    self.parents[g] = tuple(up + p for p in board.parents(level, i))
                if level > 1:
                    down = self.offset[level - 1]
                    self.children[g] = tuple(down + c for c in board.children(level, i))
                    src: list[int] = []
                    dst: list[int] = []
                    for below, (s, d) in board.rotation(level, i).items():
                        boff = self.offset[below]
                        for a, b in zip(s.tolist(), d.tolist()):
                            if a != b:
                                src.append(boff + a)
                                dst.append(boff + b)
                    self.rot_src[g] = tuple(src)
                    self.rot_dst[g] = tuple(dst)
        self.top = self.offset[n]
        #: (level, index) of every global id
        self.key = [(self.level_of[g], self.local[g]) for g in range(size)]



def _order(order: object) -> int:
    """The board order as an int: 3 or 4 are played, 2, 5 and 6 are for study."""
    if not is_integer(order) or order not in PLAYABLE_ORDERS:
        kind = TypeError if not is_integer(order) else ArgumentError
        raise kind(f"order: The Ring World is played on boards of order 3 or 4 (2 to 6 for "
                   f"study), got {describe(order)}")
    return int(order)


@functools.cache
def _tables(order: int) -> _Tables:
    """The engine's tables for ``order``: a pure function of it, so computed once."""
    return _Tables(RingBoard(order))


def _event(kind: str, level: int, changes: list[tuple[int, int]], offset: int) -> Event:
    """An automaton event from ``[(global id, colour), ...]`` sorted by id."""
    if not changes:
        return Event(kind, level)
    return Event(kind, level, tuple([g - offset for g, _ in changes]),
                 tuple([c for _, c in changes]))


class RingWorld:
    """A game of The Ring World on a board of order 3 ("L3", Mini) or 4 ("L4", standard).

    >>> game = RingWorld(3)
    >>> move = game.legal_moves()[0]
    >>> [e.kind for e in game.play(move)][:2]
    ['placed', 'rotated']
    >>> game.to_move  # Blue
    2
    >>> game.undo() == move and game.to_move == 1
    True
    >>> game.play("-@5")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ringworld_nb.core.errors.IllegalMoveError: move -@5: a ring must be placed first ...
    """

    game_name = "ringworld"
    title = "The Ring World"

    def __init__(self, order: int = 4, *, max_turns: int | None = None) -> None:
        order = _order(order)
        if max_turns is not None:
            max_turns = integer(max_turns, "max_turns (a positive integer or None)", low=1,
                                high=LIMITS.number - 1)
        self.board = RingBoard(order)
        self.max_turns = max_turns
        t = self._t = _tables(order)
        self._cell = [EMPTY] * t.size
        # children counts per position, by colour: _cnt[RED][g], _cnt[BLUE][g] (the
        # empty list at EMPTY = 0 is never read: it keeps the list of one type)
        self._cnt: list[list[int]] = [[], [0] * t.size, [0] * t.size]
        self._rotatable: list[set[int]] = [set(), set(), set()]  # by colour
        self._open = set(range(t.offset[2], t.offset[3]))  # L2 rings with no L1 ring below
        self._majority: list[set[int]] = [set() for _ in range(order + 2)]  # by level
        self._level_count = [[0] * (order + 2) for _ in range(3)]  # [colour][level]
        for level in self.board.levels:
            self._level_count[EMPTY][level] = self.board.count(level)
        self._dirty: list[set[int]] = [set() for _ in range(order + 2)]
        self._log: list[tuple[int, int]] = []
        self._to_move = RED
        self._winner: int | None = None
        self._result_reason: str | None = None
        self._passes = 0
        self._history: list[Move] = []
        self._undo_stack: list[tuple] = []
        self._last_events: tuple[Event, ...] | None = ()  # None: ask a replay
        #: the start position when it is not the empty board (see :meth:`from_rings`)
        self._start: dict[str, object] | None = None
        #: comments and annotations kept for the record (:meth:`record`)
        self.comments: dict[int, str] = {}
        self.annotations: dict[str, object] = {}

    # ------------------------------------------------------------------ state --
    @property
    def order(self) -> int:
        return self.board.order

    @property
    def seats(self) -> tuple[int, int]:
        """The players in the order they move: Red (1), then Blue (2)."""
        return (RED, BLUE)

    @property
    def to_move(self) -> int:
        """1 (Red) or 2 (Blue)."""
        return self._to_move

    @property
    def winner(self) -> int | None:
        """1 (Red) or 2 (Blue) once won; None while the game goes on and for a draw."""
        return self._winner or None

    @property
    def is_over(self) -> bool:
        return self._winner is not None

    @property
    def outcome(self) -> Outcome | None:
        """None while the game goes on; else ``Outcome(winners, reason)``: winners
        ``(1,)`` or ``(2,)``, ``()`` for a draw; reason 'top ring', 'two passes',
        'move limit' or 'resignation'."""
        w = self._winner
        if w is None:
            return None
        return Outcome((w,) if w else (), self._result_reason)  # type: ignore[arg-type]

    @property
    def history(self) -> tuple[Move, ...]:
        return tuple(self._history)

    def key(self) -> tuple[object, ...]:
        """The position as a hashable value, equal for equal positions (the exact search
        keeps its values under it, :mod:`ringworld_nb.core.exact`): the rings, the player
        to move, the passes in a row, the end, and - under a move limit - the moves
        played."""
        turns = len(self._history) if self.max_turns is not None else None
        return (tuple(self._cell), self._to_move, self._passes, self._winner, turns)

    @property
    def turn(self) -> int:
        """Number of moves played so far (a pass counts as a move)."""
        return len(self._history)

    def rings(self, level: int) -> np.ndarray:
        """Contents of ``level``: 0 empty, 1 red, 2 blue, in the order of board.centers."""
        level = self._level(level)
        o = self._t.offset
        return np.array(self._cell[o[level]:o[level + 1]], dtype=np.int8)

    def all_rings(self) -> dict[int, np.ndarray]:
        """``{level: rings(level)}`` for every level."""
        return {level: self.rings(level) for level in self.board.levels}

    def count(self, level: int, colour: int) -> int:
        """How many rings of ``colour`` (1 red, 2 blue) stand on ``level``."""
        return self._level_count[as_colour(colour)][self._level(level)]

    def _level(self, level: object) -> int:
        """``level`` as an int if it is a level of this board (1 to the order)."""
        return integer(level, "level", low=1, high=self.order)

    def counts(self) -> dict[int, tuple[int, int]]:
        """``{level: (red, blue)}``, top level first: the original's count panel."""
        lc = self._level_count
        return {level: (lc[RED][level], lc[BLUE][level]) for level in reversed(self.board.levels)}

    # ------------------------------------------------------------ legal moves --
    def legal_placements(self) -> list[int]:
        """Level-1 indices where the player to move may (and must) place a ring."""
        if self._winner is not None:
            return []
        children = self._t.children
        found: set[int] = set()
        for p in self._open:
            found.update(children[p])
        return sorted(found)

    def legal_rotations(self, place: int | None = None) -> list[tuple[int, int]]:
        """Positions (level, index) the player may turn, after placing on ``place`` if given."""
        if self._winner is not None:
            return []
        t = self._t
        rings = set(self._rotatable[self._to_move])
        if place is not None:
            place = integer(place, "place (a level-1 index)", low=0,
                            high=self.board.count(1) - 1)
            rings.update(t.parents[place])
        return [t.key[g] for g in sorted(rings)]

    def rotatable(self, colour: int | None = None) -> list[tuple[int, int]]:
        """Positions with a ring of ``colour`` (default: the player to move) among their
        children: those that colour may turn."""
        t = self._t
        c = self._to_move if colour is None else as_colour(colour)
        return [t.key[g] for g in sorted(self._rotatable[c])]

    def legal_moves(self) -> list[Move]:
        """Every legal move: each placement with each rotation legal after it, or the pass.

        On L4 a mid-game position has a few thousand moves; AI players that do not need
        the full list use :meth:`random_move` or walk placements and rotations apart.
        """
        if self._winner is not None:
            return []
        t = self._t
        key, parents = t.key, t.parents
        rotatable = self._rotatable[self._to_move]
        base = sorted(rotatable)
        placements = self.legal_placements()
        if not placements:
            return [Move(None, key[g]) for g in base] if base else [PASS]
        moves: list[Move] = []
        for p in placements:
            extra = [g for g in parents[p] if g not in rotatable]
            for g in sorted(base + extra) if extra else base:
                moves.append(Move(p, key[g]))
        return moves

    def random_move(self, rng: random.Random) -> Move:
        """A uniform legal placement, then a uniform legal rotation of the resulting position.

        This is the random player of the original's Auto mode and the playout policy of
        the AI. It is reproducible from the state of ``rng`` (a ``random.Random``;
        TypeError for what is not a random generator).
        """
        if type(rng) is not random.Random:
            rng = python_random(rng)
        if self._winner is not None:
            raise IllegalMoveError("the game is over: no move can be played")
        t = self._t
        place = None
        if self._open:
            # Uniform over the union of the children of open rings: draw a (ring, child)
            # pair uniformly, keep it with probability 1 / (open parents of that child).
            open_rings = sorted(self._open)
            children, parents, is_open = t.children, t.parents, self._open
            while True:
                c = children[open_rings[rng.randrange(len(open_rings))]][rng.randrange(8)]
                ps = parents[c]
                if len(ps) == 1 or not (ps[0] in is_open and ps[1] in is_open):
                    break
                if rng.random() < 0.5:
                    break
            place = c
        rings = self._rotatable[self._to_move]
        if place is not None:
            extra = [p for p in t.parents[place] if p not in rings]
            choices = sorted(rings.union(extra)) if extra else sorted(rings)
        else:
            choices = sorted(rings)
        if not choices:
            return PASS
        g = choices[rng.randrange(len(choices))]
        return Move(place, t.key[g])

    # ----------------------------------------------------------------- checks --
    def placement_problem(self, place: int | None) -> str | None:
        """Why placing on level-1 position ``place`` is not legal now, or None if it is.

        ``None`` as ``place`` asks whether the placement may be skipped.
        """
        if self._winner is not None:
            return "the game is already over"
        board = self.board
        if place is None:
            if self._open:
                return (f"a ring must be placed first ({len(self.legal_placements())} "
                        "legal placements)")
            return None
        if (not isinstance(place, (int, np.integer)) or isinstance(place, bool)
                or not 0 <= place < board.count(1)):
            return f"placement must be a level-1 index 0..{board.count(1) - 1}"
        place = int(place)
        if self._cell[place] != EMPTY:
            return (f"position {board.address(1, place)} already holds a "
                    f"{COLOUR_NAMES[self._cell[place]]} ring")
        if not any(p in self._open for p in self._t.parents[place]):
            return (f"position {board.address(1, place)} is closed: none of its level-2 "
                    "parents is open (each already has a ring among its 8 children)")
        return None

    def rotation_problem(self, rotate: tuple[int, int] | None,
                         place: int | None = None) -> str | None:
        """Why turning position ``rotate`` (after placing on ``place``) is not legal, or None.

        ``None`` as ``rotate`` asks whether the turn may be skipped.
        """
        if self._winner is not None:
            return "the game is already over"
        t = self._t
        board = self.board
        colour = COLOUR_NAMES[self._to_move]
        rings = self._rotatable[self._to_move]
        if rotate is None:
            if rings or place is not None:
                return f"{colour} must also turn a position"
            return None
        ring = as_ring(rotate)
        if ring is None:
            return "the turned position must be (level, index), two integers, or None"
        level, index = ring
        if place is not None and (not is_integer(place) or not 0 <= place < board.count(1)):
            return "the placement must be a level-1 index (an integer) or None"
        if not 2 <= level <= self.order or not 0 <= index < board.count(level):
            return f"no position ({level}, {index}) to turn: levels 2..{self.order} only"
        g = t.offset[level] + index
        if g not in rings and (place is None or g not in t.parents[place]):
            name = (f"position {board.address(level, index)} (level {level})"
                    if level < self.order else "the top position (*)")
            return (f"{name} has no {colour} ring among its 8 children, so {colour} cannot "
                    "turn it")
        return None

    def check(self, move: Move | str) -> None:
        """Raise IllegalMoveError saying why ``move`` is not legal now (NotationError
        for unreadable text); return if it is."""
        self._checked(move)

    def is_legal(self, move: Move | str) -> bool:
        """True if ``move`` (a Move, a pair or text) may be played now."""
        try:
            self._checked(move)
        except (IllegalMoveError, NotationError):
            return False
        return True

    def _checked(self, move: object) -> Move:
        """``move`` parsed (text) and normalised to a Move of ints, if legal now."""
        move = parse_move(self.board, move) if isinstance(move, str) else as_move(move)
        problem = self.placement_problem(move.place)
        if problem is None:
            problem = self.rotation_problem(move.rotate, move.place)
        if problem is not None:
            raise IllegalMoveError(f"{self._describe(move)}: {problem}")
        return move

    def _describe(self, move: Move) -> str:
        try:
            return f"move {format_move(self.board, move)}"
        except ValueError:
            return f"move {describe(move)}"

    # --------------------------------------------------------------- notation --
    def notation(self, move: Move) -> str:
        """``move`` as text, e.g. ``'527@52'`` (see :mod:`~ringworld_nb.ringworld.notation`);
        IllegalMoveError for what is not a move of this board."""
        return format_move(self.board, as_move(move))

    def parse(self, text: str) -> Move:
        """The Move written ``text`` on this board; NotationError if unreadable."""
        return parse_move(self.board, text)

    # ------------------------------------------------------------------- play --
    def play(self, move: Move | str) -> list[Event]:
        """Play ``move`` (a Move or its text) for the player to move and run one
        automaton generation.

        Returns the events in order, also kept for :meth:`last_events`. An illegal move
        raises IllegalMoveError (NotationError for unreadable text) and leaves the game
        as it was.
        """
        move = self._checked(move)
        events: list[Event] = []
        self._apply(move, events)
        self._last_events = tuple(events)
        return events

    def push(self, move: Move) -> None:
        """Play ``move``, taken from :meth:`legal_moves` of this position, without
        checking it or building events: the fast path of search and playouts."""
        self._apply(move, None)
        self._last_events = None

    def last_events(self) -> list[Event]:
        """The events of the last move (empty at the start; a resignation is not a
        move). Kept by :meth:`play`; after :meth:`push` or :meth:`undo` found again by
        replaying the last move on a clone."""
        if self._last_events is None:
            if not self._history:
                return []
            trial = self.clone()
            while trial.undo() is RESIGNATION:
                pass
            self._last_events = tuple(trial.play(self._history[-1]))
        return list(self._last_events)

    def _apply(self, move: Move, events: list[Event] | None) -> None:
        """Apply a legal ``move``; append its events to ``events`` unless None."""
        t = self._t
        colour = self._to_move
        log: list[tuple[int, int]] = []
        self._log = log
        saved = ([set(d) for d in self._dirty], self._passes, self._winner,
                 self._result_reason)
        place, rotate = move
        if place is not None:
            self._set(int(place), colour)
            if events is not None:
                events.append(Event("placed", 1, (int(place),), (colour,)))
        if rotate is not None:
            level, index = int(rotate[0]), int(rotate[1])
            self._rotate(t.offset[level] + index)
            if events is not None:
                events.append(Event("rotated", level, (index,)))
        if place is None and rotate is None:
            self._passes += 1
            if events is not None:
                events.append(Event("passed", 0))
        else:
            self._passes = 0
        self._automaton(events)
        top = self._cell[t.top]
        end = None
        if top != EMPTY:
            self._winner, self._result_reason = top, "top ring"
            end = Event("won", self.order, (0,), (top,))
        elif self._passes >= 2:
            self._winner, self._result_reason = 0, "two passes"
            end = Event("drawn", 0)
        elif self.max_turns is not None and len(self._history) + 1 >= self.max_turns:
            self._winner, self._result_reason = 0, "move limit"
            end = Event("drawn", 0)
        if end is not None and events is not None:
            events.append(end)
        self._history.append(move)
        self._undo_stack.append(("move", log, saved))
        self._to_move = 3 - colour

    def _set(self, g: int, v: int) -> None:
        """Set cell ``g`` to ``v`` and keep every derived count exact (the hot path)."""
        cell = self._cell
        old = cell[g]
        cell[g] = v
        self._log.append((g, old))
        t = self._t
        level = t.level_of[g]
        self._dirty[level].add(g)
        lc = self._level_count
        lc[old][level] -= 1
        lc[v][level] += 1
        ps = t.parents[g]
        if not ps:
            return
        cnt = self._cnt
        majority = self._majority[level + 1]
        if old:
            counts = cnt[old]
            rot = self._rotatable[old]
            for p in ps:
                x = counts[p] - 1
                counts[p] = x
                if x == 0:
                    rot.discard(p)
                elif x == 4:
                    majority.discard(p)
        if v:
            counts = cnt[v]
            rot = self._rotatable[v]
            for p in ps:
                x = counts[p] + 1
                counts[p] = x
                if x == 1:
                    rot.add(p)
                elif x == 5:
                    majority.add(p)
        if level == 1 and (old == 0) != (v == 0):
            red, blue = cnt[RED], cnt[BLUE]
            if v:  # a ring arrived: its parents are no longer open
                for p in ps:
                    self._open.discard(p)
            else:
                for p in ps:
                    if red[p] + blue[p] == 0:
                        self._open.add(p)

    def _rotate(self, g: int) -> None:
        t = self._t
        cell = self._cell
        src = t.rot_src[g]
        values = [cell[s] for s in src]
        for d, v in zip(t.rot_dst[g], values):
            if cell[d] != v:
                self._set(d, v)

    def _automaton(self, events: list[Event] | None) -> None:
        """One generation: birth, death, occupation, level by level from level 1
        (events appended to ``events`` unless None)."""
        t = self._t
        cell, nbrs = self._cell, t.nbrs
        cnt_red = self._cnt[RED]
        for level in range(1, self.order):
            dirty = self._dirty[level]
            off = t.offset[level]
            # Birth: only an empty position at or next to a change can qualify.
            near: set[int] = set(dirty)
            for g in dirty:
                near.update(nbrs[g])
            births: list[tuple[int, int]] = []
            for g in near:
                if cell[g] == EMPTY:
                    red = blue = 0
                    for h in nbrs[g]:
                        c = cell[h]
                        if c == RED:
                            red += 1
                        elif c == BLUE:
                            blue += 1
                    if red >= 2:
                        births.append((g, RED))
                    elif blue >= 2:
                        births.append((g, BLUE))
            if births:
                births.sort()
                for g, c in births:
                    self._set(g, c)
                    near.update(nbrs[g])
            if events is not None:
                events.append(_event("born", level, births, off))
            # Death: a group can only lose its last liberty at or next to a change.
            # A stone with an empty neighbour lives. Otherwise flood its group until it
            # meets a liberty or a stone already known to live (then the group lives), or
            # until the whole group is seen without one (then it dies).
            alive_known: set[int] = set()
            dead_known: set[int] = set()
            dead: list[tuple[int, int]] = []
            for g in near:
                c = cell[g]
                if c == EMPTY or g in alive_known or g in dead_known:
                    continue
                for h in nbrs[g]:
                    if cell[h] == EMPTY:
                        break
                else:
                    group = [g]
                    visited = {g}
                    stack = [g]
                    alive = False
                    while stack and not alive:
                        for h in nbrs[stack.pop()]:
                            ch = cell[h]
                            if ch == EMPTY or (ch == c and h in alive_known):
                                alive = True
                                break
                            if ch == c and h not in visited:
                                visited.add(h)
                                group.append(h)
                                stack.append(h)
                    if alive:
                        alive_known.update(group)
                    else:
                        dead_known.update(group)
                        dead.extend((x, c) for x in group)
            if dead:
                dead.sort()
                for g, _ in dead:
                    self._set(g, EMPTY)
            if events is not None:
                events.append(_event("died", level, dead, off))
            self._dirty[level] = {g for g, _ in births + dead} if births or dead else set()
            # Occupation of the level above by a majority (5 of 8) of one colour.
            taken: list[tuple[int, int]] = []
            for p in self._majority[level + 1]:
                c = RED if cnt_red[p] >= 5 else BLUE
                if cell[p] != c:
                    taken.append((p, c))
            if taken:
                taken.sort()
                for p, c in taken:
                    self._set(p, c)
            if events is not None:
                events.append(_event("occupied", level + 1, taken, t.offset[level + 1]))

    # ------------------------------------------------------------ undo/clone --
    def undo(self) -> Move | Resignation:
        """Take back the last move or resignation exactly; return the Move, or
        :data:`~ringworld_nb.core.protocol.RESIGNATION`.

        IllegalMoveError when there is nothing to undo.
        """
        if not self._undo_stack:
            raise IllegalMoveError("nothing to undo: no move has been played")
        kind, log, saved = self._undo_stack.pop()
        if kind == "resign":
            self._winner, self._result_reason = saved
            return RESIGNATION  # the last move's events stay those of the last move
        self._last_events = None
        self._log = []
        for g, old in reversed(log):
            self._set(g, old)
        self._log = []
        dirty, self._passes, self._winner, self._result_reason = saved
        self._dirty = [set(d) for d in dirty]  # a clone may share the saved sets
        self._to_move = 3 - self._to_move
        return self._history.pop()

    def clone(self) -> RingWorld:
        """An independent copy (moves played on one never reach the other)."""
        other = RingWorld.__new__(RingWorld)
        other.board = self.board
        other.max_turns = self.max_turns
        other._t = self._t
        other._cell = self._cell.copy()
        other._cnt = [[], self._cnt[RED].copy(), self._cnt[BLUE].copy()]
        other._rotatable = [set(s) for s in self._rotatable]
        other._open = set(self._open)
        other._majority = [set(s) for s in self._majority]
        other._level_count = [list(x) for x in self._level_count]
        other._dirty = [set(s) for s in self._dirty]
        other._log = []
        other._to_move = self._to_move
        other._winner = self._winner
        other._result_reason = self._result_reason
        other._passes = self._passes
        other._history = list(self._history)
        other._undo_stack = [(k, None if log is None else list(log), saved)
                             for k, log, saved in self._undo_stack]
        other._last_events = self._last_events
        other._start = self._start
        other.comments = dict(self.comments)
        other.annotations = copy.deepcopy(self.annotations)
        return other

    def resign(self) -> list[Event]:
        """The player to move resigns: the other player wins."""
        if self._winner is not None:
            raise IllegalMoveError("the game is already over: nobody can resign")
        loser = self._to_move
        self._undo_stack.append(("resign", None, (self._winner, self._result_reason)))
        self._winner, self._result_reason = 3 - loser, "resignation"
        return [Event("resigned", 0, (), (loser,)), Event("won", self.order, (0,), (3 - loser,))]

    # ---------------------------------------------------------------- phases --
    def phases(self, move: Move) -> list[Phase]:
        """The move ``move`` one phase at a time, without playing it on this game.

        Each Phase holds the event (placed, rotated, then born / died / occupied per
        level, and the end of the game if it ends) and the board after it. This is
        what the step-by-step mode of the notebooks walks through.
        """
        move = self._checked(move)
        trial = self.clone()
        events = trial.play(move)
        rings = self.all_rings()
        phases: list[Phase] = []
        for event in events:
            rings = {level: a.copy() for level, a in rings.items()}
            changed: dict[int, tuple[int, ...]] = {}
            if event.kind == "rotated":
                for below, (src, dst) in self.board.rotation(event.level,
                                                             event.positions[0]).items():
                    before = rings[below].copy()
                    rings[below][dst] = before[src]
                    moved = np.flatnonzero(rings[below] != before)
                    if moved.size:
                        changed[below] = tuple(int(i) for i in moved)
            elif event.kind in ("placed", "born", "occupied", "died"):
                new = event.colours if event.kind != "died" else (EMPTY,) * len(event.positions)
                for i, c in zip(event.positions, new):
                    rings[event.level][i] = c
                if event.positions:
                    changed[event.level] = event.positions
            phases.append(Phase(event, rings, changed))
        return phases

    # --------------------------------------------------------------- records --
    def record(self, comments: Mapping[int, str] | None = None,
               annotations: Mapping[str, object] | None = None) -> Record:
        """The game so far as a Record: the options (the order, the move limit, the
        start position of a game built by :meth:`from_rings` or :meth:`from_positions`),
        the moves in notation, the result if it ended, and the ``comments`` and
        ``annotations`` given, else those the game keeps (:attr:`comments`,
        :attr:`annotations`: what it was loaded with)."""
        outcome = self.outcome
        result = None
        if outcome is not None:
            result = {"winners": list(outcome.winners), "reason": outcome.reason}
        options: dict[str, object] = {"order": self.order}
        if self.max_turns is not None:
            options["max_turns"] = self.max_turns
        if self._start is not None:
            options["start"] = copy.deepcopy(self._start)
        kept, notes = kept_notes(self, comments, annotations, len(self._history))
        return Record(
            game=self.game_name,
            options=options,
            moves=[format_move(self.board, m) for m in self._history],
            comments=kept,
            result=result,
            annotations=notes,
        )

    @classmethod
    def from_record(cls, record: Record) -> RingWorld:
        """Replay a record through the rules; RecordError names the failing move.

        The start is the empty board, or the position of the option ``start``
        (``{"red": [addresses], "blue": [addresses], "to_move": 1 or 2}``, written for a
        game built from a position). Results are read in both forms: ``{"winners": [1],
        ...}`` and the first ``{"winner": 1, ...}`` (0: a draw). The game keeps the
        record's comments and annotations for its own :meth:`record`."""
        check_record_game(record, cls.game_name, cls.title)
        options = dict(record.options)
        order = options.pop("order", 4)
        max_turns = options.pop("max_turns", None)
        start = options.pop("start", None)
        if options:
            raise RecordError(f"unknown option(s) in the record: {', '.join(sorted(options))}")
        try:
            if start is None:
                game = cls(order, max_turns=max_turns)
            else:
                game = cls._from_start(start, order, max_turns)
        except (TypeError, ValueError) as err:
            if isinstance(err, RecordError):
                raise
            raise RecordError(f"bad options: {err}") from None
        game = replay(game, record)
        game.comments = dict(record.comments)
        game.annotations = copy.deepcopy(record.annotations)
        return game

    @classmethod
    def _from_start(cls, start: object, order: object, max_turns: object) -> RingWorld:
        """The game of a record's ``start`` option (see :meth:`from_record`)."""
        if not isinstance(start, dict) or set(start) - {"red", "blue", "to_move"}:
            raise RecordError(f"the start must be an object with 'red', 'blue' and "
                              f"'to_move', got {describe(start)}")
        placed: list[tuple[str, int]] = []
        for colour, name in ((RED, "red"), (BLUE, "blue")):
            addresses = start.get(name, [])
            if not isinstance(addresses, list) or not all(
                    isinstance(a, str) for a in addresses):
                raise RecordError(f"the start's {name!r} must be a list of addresses, "
                                  f"got {describe(addresses)}")
            placed += [(a, colour) for a in addresses]
        return cls.from_positions(placed, order=order,  # type: ignore[arg-type]
                                  to_move=start.get("to_move", RED),
                                  max_turns=max_turns)  # type: ignore[arg-type]

    # ---------------------------------------------------------- construction --
    @classmethod
    def from_rings(cls, rings: Mapping[int, Sequence[int] | np.ndarray], *, order: int = 4,
                   to_move: int = RED, max_turns: int | None = None) -> RingWorld:
        """A board built from contents ``{level: array}`` (missing levels empty).

        Meant for lessons and tests: the automaton of the next move examines every
        position, since nothing is known about how the board arose. The game's record
        holds this start (the option ``start``), so that it replays from it.
        """
        game = cls(order, max_turns=max_turns)
        to_move = as_colour(to_move, "to_move")
        if not isinstance(rings, Mapping):
            raise TypeError(f"rings must be a mapping {{level: contents}}, got "
                            f"{describe(rings)}")
        contents = {game._level(level): _contents(game.board, level, values)
                    for level, values in rings.items()}
        for level, arr in contents.items():
            off = game._t.offset[level]
            for i, v in enumerate(arr.tolist()):
                if v:
                    game._set(off + i, v)
        game._log = []
        game._dirty = [set(range(game._t.offset[lv], game._t.offset[lv + 1]))
                       if 1 <= lv <= order else set() for lv in range(order + 2)]
        game._to_move = to_move
        top = game._cell[game._t.top]
        if top:
            game._winner, game._result_reason = top, "top ring"
        board, t = game.board, game._t
        game._start = {name: [board.address(*t.key[g]) for g in range(t.size)
                              if game._cell[g] == colour]
                       for colour, name in ((RED, "red"), (BLUE, "blue"))}
        game._start["to_move"] = to_move
        return game

    @classmethod
    def from_positions(cls, placed: Iterable[tuple[str, int]], *, order: int = 4,
                       to_move: int = RED, max_turns: int | None = None) -> RingWorld:
        """A board from ``[(address, colour), ...]``, e.g. ``[("527", 1), ("52", 2)]``
        (see :meth:`from_rings`).

        >>> game = RingWorld.from_positions([("00", 1), ("0", 2)], order=3)
        >>> game.record().options
        {'order': 3, 'start': {'red': ['00'], 'blue': ['0'], 'to_move': 1}}
        """
        board = RingBoard(_order(order))
        rings = {level: np.zeros(board.count(level), dtype=np.int8) for level in board.levels}
        if isinstance(placed, (str, bytes)) or not isinstance(placed, Iterable):
            raise TypeError(f"placed must be a list of (address, colour) pairs, got "
                            f"{describe(placed)}")
        for number, pair in enumerate(placed, start=1):
            if not isinstance(pair, (tuple, list)) or len(pair) != 2:
                raise TypeError(f"placed: item {number} must be (address, colour), got "
                                f"{describe(pair)}")
            address, colour = pair
            level, index = board.parse_address(address)
            rings[level][index] = as_colour(colour, f"the colour of {describe(address)}",
                                            empty=True)
        return cls.from_rings(rings, order=order, to_move=to_move, max_turns=max_turns)

    def _repr_png_(self) -> bytes:
        """The board as a picture, so a game shows itself in a notebook."""
        from .draw import ringworld_png  # lazy: the engine itself imports no matplotlib

        return ringworld_png(self)

    def _repr_mimebundle_(self, include: object = None,
                          exclude: object = None) -> tuple[dict, dict]:
        """The picture with the position in words as its alternative text (an HTML
        ``<img alt>``, which JupyterLab and Voila show; the PNG too), so that a screen
        reader reads the position a notebook shows."""
        from .draw.described import picture_bundle  # lazy, as _repr_png_

        return picture_bundle(self)

    def __repr__(self) -> str:
        state = ("going on" if self._winner is None else
                 f"won by {COLOUR_NAMES[self._winner]}" if self._winner else "drawn")
        return (f"<RingWorld L{self.order}: {self.turn} moves played, "
                f"{COLOUR_NAMES[self._to_move]} to move, {state}>")


def _contents(board: RingBoard, level: int, values: object) -> np.ndarray:
    """The contents of ``level`` as an integer array of 0, 1 and 2 (checked)."""
    try:
        arr = np.asarray(values)
    except (TypeError, ValueError) as err:
        raise TypeError(f"level {level}: contents must be a sequence of 0, 1 and 2 ({err})") \
            from None
    if arr.dtype.kind not in "iu" and not (arr.dtype.kind == "O" and arr.ndim == 1 and all(
            is_integer(v) for v in arr.tolist())):
        raise TypeError(f"level {level}: contents must be integers 0, 1 or 2, got an array "
                        f"of {arr.dtype}")
    if arr.shape != (board.count(level),):
        raise ArgumentError(
            f"level {level} has {board.count(level)} positions, got shape {arr.shape}")
    if not np.isin(arr, (EMPTY, RED, BLUE)).all():
        raise ArgumentError(f"level {level}: contents must be 0, 1 or 2")
    return arr.astype(np.int8)
