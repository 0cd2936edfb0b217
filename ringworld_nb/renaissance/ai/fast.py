"""The fast path of Renaissance's computer players: random sets played by a compiled
kernel, for the playouts of a tree search.

A Monte Carlo tree search judges a move by the sets that random play finishes from it,
thousands of them per move. The main engine (:class:`..game.Renaissance`) plays a couple
of hundred random sets a second in plain Python; the kernel (:mod:`.fast_kernel`, the
same rules over one flat integer array, compiled by numba) plays them many times faster
(``benchmarks/renaissance_playout.py`` prints both rates).

* :func:`rollout` / :func:`make_rollout` - a random set from a position to its end (or
  for a number of moves, then an evaluation): the tree search's
  :data:`~ringworld_nb.core.mcts.Rollout`, the expected score of a player (1 a win,
  0.5 a draw, 0 a loss). Every move is drawn uniformly among the legal moves, as
  ``rng.choice(game.legal_moves())`` would draw it.
* :func:`random_set` / :func:`random_set_winner` - one whole random set, for benchmarks
  and statistics.
* :class:`~.fast_state.FastRenaissance` - a position on the kernel that speaks the
  search protocol with the engine's very moves; :func:`search_game` gives the fastest
  copy of a game a search can work on now.
* :func:`ready`, :func:`warm_up`, :data:`COMPILED` - the compiler's state.

>>> import random
>>> from ringworld_nb.renaissance import Renaissance
>>> game = Renaissance(seed=4)
>>> rollout(game, random.Random(1), "silver") in (0.0, 0.5, 1.0), len(game.history)
(True, 0)
>>> short = make_rollout(max_plies=3, evaluate=lambda g, player: g.score(player) / 10)
>>> short(game, random.Random(1), "gold")
0.0

Compiled, or not
----------------
numba compiles the kernel the first time it runs (tens of seconds) and keeps the result
in its disk cache (``__pycache__`` beside this package, or numba's cache folder in the
user's home when that is read-only), so a new Python process loads it in a fraction of
a second. So that no move waits for the compiler, :func:`rollout` and
:func:`search_game` play on the main engine until :func:`ready` says the kernel is
loaded, and start :func:`warm_up` (a background thread) the first time they find it
missing. Both paths draw every move uniformly; they do not draw the same sets from the
same seed.

Without numba (a browser-only Python, or the environment variable
``RINGWORLD_NB_NUMBA=0`` when :mod:`.fast_kernel` is first imported) everything here
plays on the main engine: correct and slower.
"""

from __future__ import annotations

import random
from typing import Any

from ...core.compiled import KernelLoader
from ...core.mcts import Evaluate, Rollout, outcome_score
from ...core.protocol import Outcome
from ..game import Renaissance
from . import fast_kernel as K
from .fast_kernel import COMPILED
from .fast_state import FastRenaissance, outcome_of, state_of

__all__ = ["rollout", "make_rollout", "random_set", "random_set_winner", "search_game",
           "ready", "warm_up", "COMPILED", "FastRenaissance"]

#: The kernel's entry points that Python calls (their callees are compiled into them).
_ENTRY_POINTS = (K.random_playout, K.list_moves, K.apply_move, K.score_of)
_PLAYER_NUMBER = {"silver": 0, "gold": 1}


def _exercise_kernel() -> None:
    """Run every entry point once, with the argument types of real use."""
    fast = FastRenaissance(K.new_setup_state())
    fast.push(fast.legal_moves()[0])
    fast.score("silver")
    K.random_playout(fast.state, 1, 3)


#: The kernel's loader (:class:`~ringworld_nb.core.compiled.KernelLoader`): compiled in
#: the background, once; after a failed compilation the AI stays on the main engine.
_LOADER = KernelLoader("The Renaissance kernel", compiled=COMPILED,
                       entry_points=lambda: _ENTRY_POINTS, exercise=_exercise_kernel)


def ready() -> bool:
    """True when the compiled kernel is loaded in this process (never without numba)."""
    return _LOADER.ready()


def warm_up(wait: bool = False) -> bool:
    """Compile the kernel (or load it from numba's disk cache) in a background thread,
    once; with ``wait``, return only when that is done. Returns :func:`ready`.

    Calling it again while the thread works starts nothing new. Without numba, or after
    a failed compilation (a warning says why), it does nothing and returns False.
    """
    return _LOADER.warm_up(wait)


def _use_kernel(game: Any) -> bool:
    """Whether to play ``game`` on the kernel: a FastRenaissance always (when compiled),
    a Renaissance once the kernel is ready (the first miss starts :func:`warm_up`)."""
    if not COMPILED:
        return False
    if isinstance(game, FastRenaissance):
        return True
    return ready() or warm_up()


def search_game(game: Renaissance | FastRenaissance) -> Renaissance | FastRenaissance:
    """The fastest copy of ``game`` a search can work on now: a FastRenaissance once the
    kernel is ready, else a clone of ``game`` (and the kernel starts to
    :func:`warm_up`). Both have the same legal moves in the same order."""
    if isinstance(game, FastRenaissance):
        return game.clone()
    return FastRenaissance.from_game(game) if _use_kernel(game) else game.clone()


def _engine_rollout(game: Any, rng: random.Random, player: str, max_plies: int | None,
                    evaluate: Evaluate | None) -> float:
    """The plain path: uniform moves on the game itself, taken back afterwards."""
    plies = 0
    try:
        while not game.is_over and (max_plies is None or plies < max_plies):
            moves = game.legal_moves()
            game.push(moves[rng.randrange(len(moves))])
            plies += 1
        if game.is_over:
            return outcome_score(game.outcome, player)
        return 0.5 if evaluate is None else float(evaluate(game, player))
    finally:
        for _ in range(plies):
            game.undo()


def _kernel_rollout(game: Any, seed: int, player: str, max_plies: int | None,
                    evaluate: Evaluate | None) -> float:
    st = game.state.copy() if isinstance(game, FastRenaissance) else state_of(game)
    if K.random_playout(st, seed, -1 if max_plies is None else max_plies) < 0:
        raise RuntimeError("the kernel found a position without a legal move")
    outcome = outcome_of(int(st[K.RESULT]))
    if outcome is not None:
        return outcome_score(outcome, player)
    return 0.5 if evaluate is None else float(evaluate(FastRenaissance(st), player))


def make_rollout(max_plies: int | None = None,
                 evaluate: Evaluate | None = None) -> Rollout:
    """A :data:`~ringworld_nb.core.mcts.Rollout` for Renaissance: uniformly random legal
    moves until the set ends, or for ``max_plies`` moves, after which
    ``evaluate(game, player)`` scores the position (an unfinished set without one counts
    as a draw, 0.5). On the kernel, ``evaluate`` is given a
    :class:`~.fast_state.FastRenaissance`, which reads like the engine (``phase``,
    ``score``, ``hand``, ``collection``, ...).

    The rollout takes a Renaissance or a FastRenaissance, leaves it as it was, and is
    seeded by one draw from the search's ``rng``.
    """
    if max_plies is not None and (isinstance(max_plies, bool)
                                  or not isinstance(max_plies, int) or max_plies < 0):
        raise ValueError(f"max_plies must be a non-negative integer or None, got {max_plies!r}")

    def renaissance_rollout(game: Any, rng: random.Random, player: Any) -> float:
        if player not in _PLAYER_NUMBER:
            raise ValueError(f"player must be 'silver' or 'gold', got {player!r}")
        if game.is_over:
            return outcome_score(game.outcome, player)
        if _use_kernel(game):
            return _kernel_rollout(game, rng.getrandbits(63), player, max_plies, evaluate)
        return _engine_rollout(game, rng, player, max_plies, evaluate)

    return renaissance_rollout


#: A random set to its end from ``game``: the expected score of ``player``.
rollout: Rollout = make_rollout()


def random_set(game: Renaissance | FastRenaissance | None = None,
               seed: int = 0) -> tuple[Outcome, int]:
    """A random set played to its end from ``game`` (a new set when None; the game is not
    changed): its outcome and the number of moves played. Seeded by ``seed``; on the
    kernel when it is ready (:func:`warm_up` is started otherwise), else on the engine.

    >>> outcome, plies = random_set(seed=7)
    >>> outcome.reason in ("higher score", "equal scores"), plies > 13
    (True, True)
    """
    start: Renaissance | FastRenaissance = Renaissance(seed) if game is None else game
    if _use_kernel(start):
        st = start.state.copy() if isinstance(start, FastRenaissance) else state_of(start)
        plies = K.random_playout(st, seed & (2**63 - 1), -1)
        outcome = outcome_of(int(st[K.RESULT]))
        if plies < 0 or outcome is None:
            raise RuntimeError("the kernel found a position without a legal move")
        return outcome, plies
    trial = start.clone()
    rng = random.Random(seed)
    plies = 0
    while not trial.is_over:
        moves = trial.legal_moves()
        trial.push(moves[rng.randrange(len(moves))])
        plies += 1
    assert trial.outcome is not None
    return trial.outcome, plies


def random_set_winner(game: Renaissance | FastRenaissance | None = None,
                      seed: int = 0) -> str | None:
    """The winner (``"silver"`` or ``"gold"``) of :func:`random_set`, None for a draw."""
    winner = random_set(game, seed)[0].winner
    return None if winner is None else str(winner)
