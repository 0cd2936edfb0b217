"""How the computer players of The Ring World judge a board and order their moves.

The judgement is the one a beginner learns first: **rings higher up are worth more**.
A ring on level L counts ``weights[L - 1]`` (1, 4, 16, 64, ... by default: a ring of
level L+1 is worth four of level L, since five of eight children take it). The
*material* of a colour is its weighted rings minus the other colour's; the top position
is not counted, because a ring there has already won.

* :func:`material` - that weighted lead of one colour;
* :func:`move_values` - the mover's lead after each legal move (``+inf`` for a move that
  wins, ``-inf`` for one that hands the top position to the opponent): the greedy
  player's whole thought, and the search's order of candidates;
  :func:`move_values_in_slices` the same as work in slices
  (:mod:`ringworld_nb.core.slices`);
* :func:`ordered_moves` - the legal moves best first by that value (a win first);
* :func:`win_probability` - a lead turned into an expected score between 0 and 1 (a
  logistic curve), which the tree search uses where it stops looking ahead.

>>> from ringworld_nb.ringworld import RingWorld
>>> game = RingWorld(3)
>>> moves, values = move_values(game)
>>> len(moves) == len(game.legal_moves()), max(values)
(True, 1.0)
>>> ordered_moves(game)[0] in game.legal_moves()
True
>>> win_probability(0.0, 3), win_probability(8.0, 3) > 0.5
(0.5, True)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ...core.slices import Work, finish
from ..game import RingWorld
from ..moves import RED, Move, as_colour

__all__ = ["LEVEL_WEIGHTS", "material", "move_values", "move_values_in_slices",
           "plain_move_values", "ordered_moves", "win_probability", "lead_scale",
           "search_copy", "MOVES_PER_YIELD"]

#: Weight of a ring by its level: a ring higher up is worth more (level 1 first).
LEVEL_WEIGHTS: tuple[float, ...] = (1.0, 4.0, 16.0, 64.0, 256.0, 1024.0)
#: Moves tried on the main engine between two yields of :func:`move_values_in_slices`
#: (about 2 ms of work: an L4 move and its generation take some 15 microseconds).
MOVES_PER_YIELD = 128


def material(game: Any, colour: int,
             weights: Sequence[float] = LEVEL_WEIGHTS) -> float:
    """``colour``'s rings minus the other colour's, each weighted by its level (the top
    position not counted).

    >>> from ringworld_nb.ringworld import RingWorld
    >>> game = RingWorld.from_positions([("00", 1), ("0", 1), ("11", 2)], order=3)
    >>> material(game, 1), material(game, 2)
    (4.0, -4.0)
    """
    counts = game.counts()  # {level: (red, blue)}, read once
    sign = 1 if as_colour(colour) == RED else -1
    total = 0.0
    for level in range(1, game.order):
        red, blue = counts[level]
        total += weights[level - 1] * sign * (red - blue)
    return float(total)


def move_values(game: Any, weights: Sequence[float] = LEVEL_WEIGHTS
                ) -> tuple[list[Move], list[float]]:
    """Every legal move of ``game`` with the mover's :func:`material` after it:
    ``+inf`` when the move takes the top position for the mover, ``-inf`` when it gives
    it to the opponent, 0 for a move that ends the game in a draw. The game is not
    changed (the moves are tried on a copy).

    ``game`` is a RingWorld or the compiled fast path's FastRingWorld: when numba is
    there, :func:`.fast.move_values` tries the moves in compiled code (the same values,
    several times faster; it plays on the main engine while the kernels load).
    """
    return finish(move_values_in_slices(game, weights))


def move_values_in_slices(game: Any, weights: Sequence[float] = LEVEL_WEIGHTS
                          ) -> Work[tuple[list[Move], list[float]]]:
    """:func:`move_values` as work in slices: on the compiled kernels in one go (a few
    milliseconds even on L4), on the main engine yielding every
    :data:`MOVES_PER_YIELD` moves, so that a page stays live while it runs."""
    fast = _fast_path()
    if fast is not None and fast.use_kernel(game):
        return fast.move_values(game, weights)
    return (yield from _plain_values(game, weights))


def plain_move_values(game: Any, weights: Sequence[float] = LEVEL_WEIGHTS
                      ) -> tuple[list[Move], list[float]]:
    """:func:`move_values` by ``push`` and ``undo`` on a copy, in plain Python."""
    return finish(_plain_values(game, weights))


def _plain_values(game: Any, weights: Sequence[float]
                  ) -> Work[tuple[list[Move], list[float]]]:
    trial = game.clone()
    mover = game.to_move
    moves = trial.legal_moves()
    values: list[float] = []
    for n, move in enumerate(moves, start=1):
        trial.push(move)
        if trial.is_over:
            winner = trial.winner
            values.append(math.inf if winner == mover else (-math.inf if winner else 0.0))
        else:
            values.append(material(trial, mover, weights))
        trial.undo()
        if not n % MOVES_PER_YIELD:
            yield
    return moves, values


def _fast_path() -> Any:
    """The compiled fast path (:mod:`.fast`), or None when it cannot be imported."""
    try:
        from . import fast
    except ImportError:  # pragma: no cover - a Python without numpy's or numba's build
        return None
    return fast


def search_copy(game: RingWorld) -> Any:
    """The copy of ``game`` a search works on: the compiled fast path's FastRingWorld
    when its kernels are loaded (:func:`.fast.search_game`), else a clone."""
    fast = _fast_path()
    return fast.search_game(game) if fast is not None else game.clone()


def ordered_moves(game: Any, weights: Sequence[float] = LEVEL_WEIGHTS,
                  limit: int | None = None) -> list[Move]:
    """The legal moves, best first by :func:`move_values` (a winning move first, a move
    that loses at once last; equal values keep the order of ``legal_moves``); only the
    first ``limit`` when given."""
    moves, values = move_values(game, weights)
    order = sorted(range(len(moves)), key=lambda i: -values[i])
    if limit is not None:
        order = order[:limit]
    return [moves[i] for i in order]


def lead_scale(order: int, weights: Sequence[float] = LEVEL_WEIGHTS) -> float:
    """The lead worth odds of e (about 73%) in :func:`win_probability`: the weight of a
    ring on the level just below the top, where the game is decided."""
    return float(weights[max(order - 2, 0)])


def win_probability(lead: float, order: int,
                    weights: Sequence[float] = LEVEL_WEIGHTS) -> float:
    """A weighted lead turned into an expected score: ``1 / (1 + exp(-lead / scale))``
    with the scale of :func:`lead_scale` (0.5 for an even board)."""
    x = lead / lead_scale(order, weights)
    if x < -50:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))
