"""The fast path of The Ring World's computer players: the same rules, compiled.

A tree search spends its time in random games played to the end (*playouts*) and in
trying every legal move once (the greedy player, the search's order of candidates). The
main engine (:class:`~ringworld_nb.ringworld.game.RingWorld`) plays tens of thousands of
moves per second in plain Python; this module plays the same rules as compiled numba
kernels over flat arrays (:mod:`.kernel`), many times faster
(``benchmarks/ringworld_playout.py`` prints both rates).

* :class:`FastRingWorld` - a game that speaks the search protocol
  (:class:`~ringworld_nb.core.protocol.SearchGame`): the same legal moves in the same
  order as the main engine, ``push``, ``undo``, ``clone``, the same end and outcome.
  :meth:`FastRingWorld.from_game` copies a RingWorld (board, moves played, passes, move
  limit).
* :func:`rollout` / :func:`make_rollout` - a random game to its end (or for a number of
  moves, then an evaluation) from a board, as the tree search's
  :data:`~ringworld_nb.core.mcts.Rollout`: the expected score of a player;
  :func:`playout` plays the same game and tells its outcome and length.
* :func:`move_values` - for every legal move, the mover's weighted ring lead after it
  (+inf when it takes the top position, -inf when it hands it over).
* :func:`search_game`, :func:`ready`, :func:`warm_up` - the best game a search can work
  on now, and the compiler's state.

>>> from ringworld_nb.ringworld import RingWorld
>>> game = RingWorld(3)
>>> fast = FastRingWorld.from_game(game)
>>> fast.legal_moves() == game.legal_moves()
True
>>> fast.push(fast.legal_moves()[5]); game.push(game.legal_moves()[5])
>>> fast.rings(1).tolist() == game.rings(1).tolist(), fast.to_move, fast.turn
(True, 2, 1)
>>> import random
>>> 0.0 <= rollout(game, random.Random(7), 1) <= 1.0
True

Compiled, or not
----------------
The kernels are compiled by numba the first time they run, which takes seconds; numba
keeps the result in its disk cache (``__pycache__`` beside this package, or numba's
cache folder in the user's home when the package's folder is read-only), so a new
Python process loads them in a fraction of a second. ``binder/postBuild`` fills the
cache when the Binder image is built. So that no move waits for the compiler,
:func:`rollout`, :func:`move_values` and :func:`search_game` play on the main engine
until :func:`ready` says the kernels are loaded, and start :func:`warm_up` (a background
thread) the first time they find them missing. The two paths give the same results: a
rollout draws its random numbers from the same generator (:class:`.kernel.SplitMix64`)
and picks among moves listed in the same order, so a seeded search plays the same moves
compiled or not.

Without numba (a browser-only Python, or ``RINGWORLD_NB_NUMBA=0``) everything here
plays on the main engine; :class:`FastRingWorld` still works there, slowly.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence
from typing import Any

import numpy as np

from ...core.compiled import KernelLoader
from ...core.errors import IllegalMoveError
from ...core.mcts import Evaluate, Rollout, outcome_score
from ...core.protocol import Outcome
from ...core.validate import python_random
from ..game import PLAYABLE_ORDERS, RingWorld, _tables
from ..geometry import RingBoard
from ..moves import EMPTY, PASS, Move
from . import kernel
from .kernel import COMPILED, LOG_PER_MOVE, SplitMix64, kernel_tables, new_state

__all__ = ["FastRingWorld", "rollout", "make_rollout", "playout", "move_values", "search_game",
           "ready", "warm_up", "use_kernel", "COMPILED"]


#: The outcome of a kernel playout by its result code (None: cut, still going on).
_OUTCOMES: dict[int, Outcome | None] = {
    kernel.GOING_ON: None, 1: Outcome((1,), "top ring"), 2: Outcome((2,), "top ring"),
    kernel.TWO_PASSES: Outcome((), "two passes"), kernel.MOVE_LIMIT: Outcome((), "move limit")}


def _exercise_kernels() -> None:
    """Run every kernel once on a small game, with the argument types of real use, and
    build the tables of the two boards played."""
    for order in (3, 4):
        kernel_tables(order)
        _move_table(order)
    game = FastRingWorld(3)
    game.push(game.legal_moves()[0])
    game.undo()
    game._move_values(np.ones(game.order, dtype=np.float64))
    game._rollout(0, 1, 4, None)
    game._rollout(0, 1, 4, lambda board, player: 0.5)


#: The kernels' loader (:class:`~ringworld_nb.core.compiled.KernelLoader`): compiled in
#: the background, once; after a failed compilation the AI stays on the main engine.
_LOADER = KernelLoader("The Ring World's compiled kernels", compiled=COMPILED,
                       entry_points=lambda: kernel.KERNELS, exercise=_exercise_kernels)


def ready() -> bool:
    """True when the compiled kernels are loaded in this process (never without numba)."""
    return _LOADER.ready()


def warm_up(wait: bool = False) -> bool:
    """Compile the kernels (or load them from numba's disk cache) in a background
    thread, once; with ``wait``, return only when that is done. Returns :func:`ready`.

    Calling it again while the thread works starts nothing new. Without numba, or after
    a failed compilation (a warning says why), it does nothing and returns False.
    """
    return _LOADER.warm_up(wait)


def use_kernel(game: Any) -> bool:
    """Whether to play ``game`` on the kernels: a FastRingWorld always (when compiled),
    a RingWorld once the kernels are ready (the first miss starts :func:`warm_up`)."""
    if not COMPILED:
        return False
    if isinstance(game, FastRingWorld):
        return True
    return ready() or warm_up()


@functools.cache
def _move_table(order: int) -> list[Move]:
    """Every move a kernel can name, made once: ``(place, turned)`` (global ids, -1 for
    none) is ``table[(place + 1) * width + turned - first + 1]`` with ``width`` the
    number of positions that can be turned plus one and ``first`` the first of them
    (``turned`` -1 is column 0)."""
    t = _tables(order)
    first, size = t.offset[2], t.size
    turns: list[tuple[int, int] | None] = [None] + [t.key[g] for g in range(first, size)]
    return [Move(place, turned) for place in [None, *range(first)] for turned in turns]


def _moves(order: int, places: np.ndarray, turns: np.ndarray) -> list[Move]:
    """The Moves of the kernels' rows ``(places[k], turns[k])``."""
    t = _tables(order)
    first = t.offset[2]
    width = t.size - first + 1
    column = np.where(turns < 0, 0, turns - first + 1)
    table = _move_table(order)
    return [table[i] for i in ((places + 1) * width + column).tolist()]


def _trailing_passes(history: Sequence[Move]) -> int:
    """How many passes end ``history`` (the engine's count of passes in a row)."""
    passes = 0
    for move in reversed(history):
        if not Move(*move).is_pass:
            break
        passes += 1
    return passes


class FastRingWorld:
    """A game of The Ring World on the compiled kernels, for searches and playouts.

    It speaks :class:`~ringworld_nb.core.protocol.SearchGame` and gives what the main
    engine gives: ``legal_moves()`` (the same Moves in the same order), ``push``,
    ``undo``, ``clone``, ``is_over``, ``outcome``, ``winner``, ``turn``, and the board's
    contents and counts (``rings``, ``count``, ``counts``). It has no events, records or
    notation: that is what the main engine is for.

    ``FastRingWorld.from_game(game)`` copies a RingWorld; ``undo`` then takes back only
    the moves played on the copy.

    >>> game = FastRingWorld(3)
    >>> move = game.legal_moves()[0]
    >>> game.push(move); game.to_move, game.turn
    (2, 1)
    >>> game.undo() == move, game.turn, game.counts()
    (True, 0, {3: (0, 0), 2: (0, 0), 1: (0, 0)})
    """

    game_name = "ringworld"

    def __init__(self, order: int = 4, *, max_turns: int | None = None) -> None:
        if order not in PLAYABLE_ORDERS:
            raise ValueError(f"The Ring World is played on boards of order 3 or 4 (2 to 6 "
                             f"for study), got {order!r}")
        if max_turns is not None and (not isinstance(max_turns, int) or max_turns < 1):
            raise ValueError(f"max_turns must be a positive integer or None, got {max_turns!r}")
        self.board = RingBoard(order)
        self.max_turns = max_turns
        self._t = kernel_tables(order)
        self._offset: list[int] = _tables(order).offset
        self._keys: list[tuple[int, int]] = _tables(order).key
        self._state = new_state(self._t, np.zeros(len(self._t.nbr_n), dtype=np.int32))
        self._to_move = 1
        self._passes = 0
        self._winner: int | None = None  # 1, 2, or 0 for a draw
        self._reason: str | None = None
        self._history: list[Move] = []
        self._base = 0  # moves of the history played before the copy (not undoable)
        self._marks: list[tuple[int, int]] = []  # per move pushed: log start, passes before
        self._log = np.empty((0, 2), dtype=np.int64)
        self._nlog = 0
        self._scratch = np.empty((4, len(self._t.nbr_n)), dtype=np.int64)
        self._moves_buffer: tuple[np.ndarray, np.ndarray] | None = None

    # ---------------------------------------------------------- construction --
    @classmethod
    def from_game(cls, game: RingWorld | FastRingWorld) -> FastRingWorld:
        """A copy of ``game`` on the kernels: the same board, player to move, moves played
        (so the same ``turn`` and move limit), passes in a row and result."""
        if isinstance(game, FastRingWorld):
            return game.clone()
        fast = cls(game.order, max_turns=game.max_turns)
        cells = np.concatenate([game.rings(level) for level in game.board.levels])
        fast._state = new_state(fast._t, cells)
        fast._to_move = game.to_move
        fast._history = list(game.history)
        fast._base = len(fast._history)
        fast._passes = _trailing_passes(fast._history)
        outcome = game.outcome
        if outcome is not None:
            fast._winner = outcome.winner or 0  # type: ignore[assignment]
            fast._reason = outcome.reason
        return fast

    def clone(self) -> FastRingWorld:
        """An independent copy (moves played on one never reach the other)."""
        other = FastRingWorld.__new__(FastRingWorld)
        other.__dict__.update(self.__dict__)
        other._state = self._state.copy()
        other._history = list(self._history)
        other._marks = list(self._marks)
        other._log = self._log.copy()
        other._scratch = np.empty_like(self._scratch)
        other._moves_buffer = None
        return other

    def _after_playout(self, state: np.ndarray, played: np.ndarray, plies: int
                       ) -> FastRingWorld:
        """This game after the ``plies`` moves ``played`` of a playout left it at
        ``state`` (not over): what an evaluation looks at."""
        other = self.clone()
        other._state = state
        moves = _moves(self.order, played[:plies, 0], played[:plies, 1])
        other._history.extend(moves)
        other._base = len(other._history)
        other._marks, other._nlog = [], 0
        other._passes = _trailing_passes(other._history[-2:])
        other._to_move = self._to_move if plies % 2 == 0 else 3 - self._to_move
        return other

    # ------------------------------------------------------------------ state --
    @property
    def order(self) -> int:
        return self._t.order

    @property
    def seats(self) -> tuple[int, int]:
        """Red (1), then Blue (2)."""
        return (1, 2)

    @property
    def to_move(self) -> int:
        """1 (Red) or 2 (Blue)."""
        return self._to_move

    @property
    def is_over(self) -> bool:
        return self._winner is not None

    @property
    def winner(self) -> int | None:
        """1 (Red) or 2 (Blue) once won; None while the game goes on and for a draw."""
        return self._winner or None

    @property
    def outcome(self) -> Outcome | None:
        """None while the game goes on, else ``Outcome(winners, reason)`` as the main
        engine gives it ('top ring', 'two passes', 'move limit')."""
        w = self._winner
        if w is None:
            return None
        return Outcome((w,) if w else (), self._reason or "")

    @property
    def history(self) -> tuple[Move, ...]:
        return tuple(self._history)

    @property
    def turn(self) -> int:
        """Number of moves played so far (a pass counts as a move)."""
        return len(self._history)

    def rings(self, level: int) -> np.ndarray:
        """Contents of ``level``: 0 empty, 1 red, 2 blue, in the board's order."""
        if not 1 <= level <= self.order:
            raise ValueError(f"level must be 1 to {self.order}, got {level!r}")
        o = self._offset
        return self._state[0, o[level]:o[level + 1]].astype(np.int8)

    def count(self, level: int, colour: int) -> int:
        """How many rings of ``colour`` (1 red, 2 blue) stand on ``level``."""
        o = self._offset
        return int(np.count_nonzero(self._state[0, o[level]:o[level + 1]] == colour))

    def counts(self) -> dict[int, tuple[int, int]]:
        """``{level: (red, blue)}``, top level first."""
        return {level: (self.count(level, 1), self.count(level, 2))
                for level in reversed(self.board.levels)}

    # ------------------------------------------------------------ legal moves --
    def _open(self) -> np.ndarray:
        """Global ids of the open level-2 positions (no ring among their children)."""
        lo, hi = self._offset[2], self._offset[3]
        counts = self._state[1, lo:hi] + self._state[2, lo:hi]
        return np.flatnonzero(counts == 0) + lo

    def legal_placements(self) -> list[int]:
        """Level-1 indices where the player to move may (and must) place a ring."""
        if self._winner is not None:
            return []
        kids = self._t.kids[self._open()]
        return np.unique(kids).tolist() if kids.size else []

    def legal_rotations(self, place: int | None = None) -> list[tuple[int, int]]:
        """Positions (level, index) the player may turn, after placing on ``place``."""
        if self._winner is not None:
            return []
        lo = self._offset[2]
        turnable = set((np.flatnonzero(self._state[self._to_move, lo:] > 0) + lo).tolist())
        if place is not None:
            turnable.update(self._t.par[place, :self._t.par_n[place]].tolist())
        return [self._keys[g] for g in sorted(turnable)]

    def legal_moves(self) -> list[Move]:
        """Every legal move in the main engine's order (empty once the game is over)."""
        if self._winner is not None:
            return []
        if self._moves_buffer is None:
            width = len(self._t.nbr_n) - self._offset[2]
            most = self._offset[2] * width + 1
            self._moves_buffer = (np.empty(most, dtype=np.int64),
                                  np.empty(most, dtype=np.int64))
        places, turns = self._moves_buffer
        m = kernel.legal_moves(self._t, self._state, self._to_move, places, turns)
        return _moves(self.order, places[:m], turns[:m])

    def random_move(self, rng: random.Random) -> Move:
        """The main engine's :meth:`~ringworld_nb.ringworld.game.RingWorld.random_move`:
        the same move from the same state of ``rng``."""
        if type(rng) is not random.Random:
            rng = python_random(rng)
        if self._winner is not None:
            raise IllegalMoveError("the game is over: no move can be played")
        t = self._t
        place = None
        open_rings = self._open().tolist()
        if open_rings:
            is_open = set(open_rings)
            while True:
                c = int(t.kids[open_rings[rng.randrange(len(open_rings))], rng.randrange(8)])
                ps = t.par[c, :t.par_n[c]].tolist()
                if len(ps) == 1 or not (ps[0] in is_open and ps[1] in is_open):
                    break
                if rng.random() < 0.5:
                    break
            place = c
        choices = self.legal_rotations(place)
        if not choices:
            return PASS
        return Move(place, choices[rng.randrange(len(choices))])

    # ------------------------------------------------------------------- play --
    def push(self, move: Move) -> None:
        """Play ``move``, taken from :meth:`legal_moves` of this position (not checked)."""
        place, rotate = move
        p = -1 if place is None else int(place)
        g = -1 if rotate is None else self._offset[rotate[0]] + rotate[1]
        size = len(self._t.nbr_n)
        if self._nlog + LOG_PER_MOVE * size > len(self._log):
            grown = np.empty((2 * len(self._log) + LOG_PER_MOVE * size, 2), dtype=np.int64)
            grown[:self._nlog] = self._log[:self._nlog]
            self._log = grown
        start = self._nlog
        colour = self._to_move
        self._nlog = kernel.play(self._t, self._state, colour, p, g, self._log, start,
                                 self._scratch)
        self._marks.append((start, self._passes))
        self._passes = self._passes + 1 if p < 0 and g < 0 else 0
        top = int(self._state[0, self._offset[self.order]])
        if top != EMPTY:
            self._winner, self._reason = top, "top ring"
        elif self._passes >= 2:
            self._winner, self._reason = 0, "two passes"
        elif self.max_turns is not None and len(self._history) + 1 >= self.max_turns:
            self._winner, self._reason = 0, "move limit"
        self._history.append(Move(None if p < 0 else p,
                                  None if g < 0 else self._keys[g]))
        self._to_move = 3 - colour

    def undo(self) -> Move:
        """Take back the last move pushed on this game exactly and return it.

        IllegalMoveError when none is left (moves played before :meth:`from_game` made
        the copy are not kept)."""
        if not self._marks:
            raise IllegalMoveError("nothing to undo: no move has been played on this copy"
                                   if self._history else
                                   "nothing to undo: no move has been played")
        start, self._passes = self._marks.pop()
        kernel.undo_log(self._t, self._state, self._log, start, self._nlog)
        self._nlog = start
        self._winner = self._reason = None
        self._to_move = 3 - self._to_move
        return self._history.pop()

    # ------------------------------------------------------------- AI helpers --
    def _move_values(self, weights: np.ndarray) -> tuple[list[Move], list[float]]:
        """:func:`move_values` on the kernels (the game must not be over)."""
        moves = self.legal_moves()
        assert self._moves_buffer is not None
        places, turns = self._moves_buffer
        size = len(self._t.nbr_n)
        log = np.empty((LOG_PER_MOVE * size, 2), dtype=np.int64)
        values = np.empty(len(moves), dtype=np.float64)
        max_turns = -1 if self.max_turns is None else self.max_turns
        kernel.move_values(self._t, self._state.copy(), self._to_move, places, turns,
                           len(moves), weights, self._passes, self.turn, max_turns, log,
                           self._scratch, values)
        return moves, values.tolist()

    def _playout(self, seed: int, max_plies: int | None, keep: int
                 ) -> tuple[Outcome | None, int, np.ndarray, np.ndarray]:
        """A random game from here on the kernels (the game must not be over and is not
        changed): its outcome (None when cut by ``max_plies``), its length, the board
        it ended on, and its first ``keep`` moves as (place, turned) rows."""
        state = self._state.copy()
        played = np.empty((keep, 2), dtype=np.int64)
        result, plies = kernel.rollout(
            self._t, state, self._to_move, self._passes, self.turn,
            -1 if self.max_turns is None else self.max_turns,
            -1 if max_plies is None else max_plies, np.uint64(seed), self._scratch, played)
        return _OUTCOMES[result], plies, state, played

    def _rollout(self, seed: int, player: int, max_plies: int | None,
                 evaluate: Evaluate | None) -> float:
        """:func:`rollout` on the kernels (the game must not be over)."""
        keep = max_plies if evaluate is not None and max_plies is not None else 0
        outcome, plies, state, played = self._playout(seed, max_plies, keep)
        if outcome is not None:
            return outcome_score(outcome, player)
        if evaluate is None:
            return 0.5
        return float(evaluate(self._after_playout(state, played, plies), player))

    def __repr__(self) -> str:
        state = ("going on" if self._winner is None else
                 f"won by {('Red', 'Blue')[self._winner - 1]}" if self._winner else "drawn")
        return (f"<FastRingWorld L{self.order}: {self.turn} moves played, "
                f"{('Red', 'Blue')[self._to_move - 1]} to move, {state}>")


# ---------------------------------------------------------------- for the AI --

def search_game(game: RingWorld | FastRingWorld) -> RingWorld | FastRingWorld:
    """The fastest copy of ``game`` a search can work on now: a :class:`FastRingWorld`
    once the kernels are ready, else a clone of ``game`` (and the kernels start to
    :func:`warm_up`). Both give the same moves and results."""
    return FastRingWorld.from_game(game) if use_kernel(game) else game.clone()


def _plain_playout(game: Any, rng: SplitMix64, max_plies: int | None) -> int:
    """The kernels' playout, move for move, pushed on any game with
    ``legal_placements`` and ``legal_rotations`` (the main engine's path); returns the
    moves pushed (the caller takes them back)."""
    plies = 0
    while not game.is_over and (max_plies is None or plies < max_plies):
        places = game.legal_placements()
        place = places[rng.below(len(places))] if places else None
        turns = game.legal_rotations(place)
        turned = turns[rng.below(len(turns))] if turns else None
        game.push(Move(place, turned))
        plies += 1
    return plies


def _plain_rollout(game: Any, rng: SplitMix64, player: int, max_plies: int | None,
                   evaluate: Evaluate | None) -> float:
    """:func:`rollout` on the main engine (``game`` is left as it was)."""
    plies = _plain_playout(game, rng, max_plies)
    if game.is_over:
        value = outcome_score(game.outcome, player)
    else:
        value = 0.5 if evaluate is None else float(evaluate(game, player))
    for _ in range(plies):
        game.undo()
    return value


def playout(game: RingWorld | FastRingWorld, rng: random.Random,
            max_plies: int | None = None) -> tuple[Outcome | None, int]:
    """A random game from ``game`` (left as it was), as a rollout plays it: its outcome
    (None if ``max_plies`` moves did not end it) and how many moves it lasted.

    >>> from ringworld_nb.ringworld import RingWorld
    >>> outcome, plies = playout(RingWorld(3), random.Random(4))
    >>> outcome.reason, plies > 0
    ('top ring', True)
    """
    if game.is_over:
        return game.outcome, 0
    seed = rng.getrandbits(64)
    if use_kernel(game):
        fast = game if isinstance(game, FastRingWorld) else FastRingWorld.from_game(game)
        outcome, plies, _, _ = fast._playout(seed, max_plies, 0)
        return outcome, plies
    plies = _plain_playout(game, SplitMix64(seed), max_plies)
    outcome = game.outcome
    for _ in range(plies):
        game.undo()
    return outcome, plies


def make_rollout(max_plies: int | None = None,
                 evaluate: Evaluate | None = None) -> Rollout:
    """A :data:`~ringworld_nb.core.mcts.Rollout` for The Ring World: random moves (a
    uniform legal placement, then a uniform position to turn) until the game ends, or
    for ``max_plies`` moves, after which ``evaluate(game, player)`` scores the board (an
    unfinished game without one counts as a draw, 0.5).

    The rollout takes a RingWorld or a FastRingWorld, leaves it as it was, and is
    seeded by one draw from the search's ``rng``: the same seed plays the same game on
    the kernels and on the main engine.

    >>> from ringworld_nb.ringworld import RingWorld
    >>> short = make_rollout(max_plies=3, evaluate=lambda game, player: game.turn / 10)
    >>> short(RingWorld(3), random.Random(1), 1)
    0.3
    """
    if max_plies is not None and (isinstance(max_plies, bool)
                                  or not isinstance(max_plies, int) or max_plies < 0):
        raise ValueError(f"max_plies must be a non-negative integer or None, got {max_plies!r}")

    def ring_world_rollout(game: Any, rng: random.Random, player: Any) -> float:
        if game.is_over:
            return outcome_score(game.outcome, player)
        seed = rng.getrandbits(64)
        if use_kernel(game):
            fast = game if isinstance(game, FastRingWorld) else FastRingWorld.from_game(game)
            return fast._rollout(seed, player, max_plies, evaluate)
        return _plain_rollout(game, SplitMix64(seed), player, max_plies, evaluate)

    return ring_world_rollout


#: A random game to its end from ``game``: the expected score of ``player``.
rollout: Rollout = make_rollout()


def _plain_move_values(game: Any, weights: np.ndarray) -> tuple[list[Move], list[float]]:
    """The kernels' :func:`move_values` by push and undo on a copy of any game."""
    trial = game.clone()
    mover, other = game.to_move, 3 - game.to_move
    moves = trial.legal_moves()
    values: list[float] = []
    for move in moves:
        trial.push(move)
        if trial.is_over:
            w = trial.winner
            values.append(math.inf if w == mover else -math.inf if w else 0.0)
        else:
            total = 0.0
            for level in range(1, game.order):
                diff = trial.count(level, mover) - trial.count(level, other)
                total += float(weights[level - 1] * diff)
            values.append(total)
        trial.undo()
    return moves, values


def move_values(game: RingWorld | FastRingWorld,
                weights: Sequence[float]) -> tuple[list[Move], list[float]]:
    """Every legal move of ``game`` and the mover's weighted ring lead after it (and its
    generation): the sum over levels 1 to order - 1 of ``weights[level - 1] * (mover's
    rings - the other's)``; +inf for a move that takes the top position for the mover,
    -inf for one that gives it to the other colour, 0.0 for one that ends the game in a
    draw. The game is not changed; an ended game has no moves.

    >>> from ringworld_nb.ringworld import RingWorld
    >>> moves, values = move_values(RingWorld(3), (1.0, 4.0))
    >>> len(moves), max(values)
    (64, 1.0)
    """
    if game.is_over:
        return [], []
    w = np.asarray(weights, dtype=np.float64)
    if w.ndim != 1 or len(w) < game.order - 1:
        raise ValueError(f"weights must give a number for each of levels 1 to "
                         f"{game.order - 1}, got {weights!r}")
    if use_kernel(game):
        fast = game if isinstance(game, FastRingWorld) else FastRingWorld.from_game(game)
        return fast._move_values(np.ascontiguousarray(w))
    return _plain_move_values(game, w)

