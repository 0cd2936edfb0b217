"""What the tree search of Renaissance knows of the game: how it plays a set on from a
new node of the tree (a *playout*), the value of a finished playout, and the order in
which a node tries its moves.

**Playouts.** Two kinds, one for each copy of the game a search may work on
(:func:`search_copy`):

* on the compiled kernel (:mod:`.fast`, once loaded), :func:`kernel_rollout`: a
  uniformly random set, thousands a second;
* on the main engine (while the kernel loads, without numba, or ``fast=False``),
  :func:`rollout`: a set played by :func:`policy_move`, a hundred or so a second.

Uniformly random moves are a poor picture of a set: a random player offers to end
Phase 1 at random and accepts half the offers, so most random sets end at 0 to 0. The
policy instead

* in Phase 1 takes a piece when one marker completes it with a majority of its own
  (nine times in ten), avoids completing a piece for the opponent (nine times in ten),
  never offers to end unless ending now would leave it ahead, and accepts an offer only
  then (the penalty of Phase 2 counted) - and, as every player of the package, neither
  offers nor accepts while there is something to play for (:mod:`.ending`);
* in Phase 2 puts back one of its largest pieces (penalties are cells);
* plays the setup, the deal and the preparation at random.

Seen from a plain placement only, a capture is cheap to spot: the marker's cell belongs
to a piece whose other cells all hold markers. Insertions, which shift a whole line, are
played as neutral moves.

**The value** of a finished playout (:func:`playout_value`) is mostly the result (1 win,
1/2 draw, 0 loss) and a little the margin, so that the search still prefers 5 points
ahead to 1 when every playout wins, and 1 behind to 5 behind when every one loses.

**Candidates** (:class:`Candidates`), best first for progressive widening: Phase 1 by
immediate score (:mod:`.immediate`), without ``offer`` and ``accept`` while there is
something to play for (:mod:`.ending`), and ``accept`` only when ending Phase 1 leaves the
player ahead (playouts of random sets judge both players as random, and a certain
draw then looks as good as a set played on against a weaker player); Phase 2 one move
of each kind in turn, the largest first; the setup, the deal and the preparation in a
seeded shuffle (Phase 2's too, within a kind). A node keeps at most
:data:`MAX_CANDIDATES` of them: widening lets a node of *n* visits try only
``ceil(2 * sqrt(n))`` moves anyway (96 after 2,300 visits, about what a root gets in
1.2 s), and a tree whose every node kept the setup's 772 moves (or Phase 2's thousands)
would hold millions of objects, and the garbage collector would stop the search for
most of a second now and then. For the same reason the moves kept are *interned*: a
move met again at another node is the same object, so a tree holds each distinct move
once.

>>> import random
>>> from ringworld_nb.renaissance import Renaissance
>>> game = Renaissance(seed=5)
>>> value = rollout(game, random.Random(1), "silver")
>>> 0.0 <= value <= 1.0, len(game.history)
(True, 0)
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from types import ModuleType
from typing import Any

from ...core.mcts import outcome_score
from .. import phase2
from ..board import MARKER_OF
from ..game import Renaissance
from ..moves import ACCEPT, DECLINE, OFFER, PASS, Move
from ..pieces import CELLS_OF
from .ending import playing_on, something_to_play_for
from .immediate import lead, ranked_moves

__all__ = ["policy_move", "playout_value", "rollout", "kernel_rollout", "search_copy",
           "Candidates", "MARGIN_WEIGHT", "MARGIN_SCALE", "MAX_CANDIDATES"]

#: The share of a playout's value that comes from the margin rather than the result.
MARGIN_WEIGHT = 0.2
#: The margin's part is ``tanh(lead / MARGIN_SCALE)`` mapped onto 0..1: 1/2 for a level
#: set, 0.88 for 8 points ahead.
MARGIN_SCALE = 8.0
#: The most moves a node of the tree keeps (the best first; see the module docstring).
MAX_CANDIDATES = 96
#: How often the policy takes a piece it can take, and avoids handing one over.
_SURE = 0.9


def playout_value(game: Any, player: str) -> float:
    """The value of the finished set ``game`` for ``player``: the result, 1, 1/2 or 0,
    blended with the margin (``tanh(lead / MARGIN_SCALE)`` mapped onto 0..1) at
    :data:`MARGIN_WEIGHT`. Unfinished: the margin alone, as a result of 1/2.

    >>> game = Renaissance.phase2_only(["D"], ["T4"])   # Silver -2, Gold -4, not over
    >>> round(playout_value(game, "silver"), 3), round(playout_value(game, "gold"), 3)
    (0.524, 0.476)
    """
    outcome = game.outcome
    result = outcome_score(outcome, player) if outcome is not None else 0.5
    margin = 0.5 + 0.5 * math.tanh(lead(game, player) / MARGIN_SCALE)
    return (1.0 - MARGIN_WEIGHT) * result + MARGIN_WEIGHT * margin


def _ending_lead(game: Renaissance, player: str) -> int:
    """``player``'s lead if Phase 1 ended now (``game`` has an offer waiting or may
    offer): pushes the offer and the acceptance as needed and takes them back."""
    pushed = 0
    if OFFER in game.legal_moves():
        game.push(OFFER)
        pushed += 1
    game.push(ACCEPT)
    pushed += 1
    value = lead(game, player)
    for _ in range(pushed):
        game.undo()
    return value


def _phase1_move(game: Renaissance, rng: random.Random) -> Move:
    moves = game.legal_moves()
    mover = game.to_move
    open_play = something_to_play_for(game)
    if moves[0] == ACCEPT:
        return ACCEPT if not open_play and _ending_lead(game, mover) > 0 else DECLINE
    if OFFER in moves and not open_play and game.collection(mover) and rng.random() < 0.5 \
            and lead(game, mover) > 0 \
            and _ending_lead(game, mover) > 0:
        return OFFER
    plays = [m for m in moves if m != OFFER]
    if plays == [PASS]:
        return PASS
    board = game.board
    tiles, markers, pieces = board.tiles, board.markers, board.pieces
    mine = MARKER_OF[mover]
    takes, gifts, quiet = [], [], []
    for m in plays:
        pid = tiles[m.cell] if m.action == "marker" and m.cell is not None else 0
        if pid <= 0:
            quiet.append(m)
            continue
        balance, full = 1, True
        for c in pieces[pid][1]:
            if c == m.cell:
                continue
            colour = markers[c]
            if not colour:
                full = False
                break
            balance += 1 if colour == mine else -1
        if not full or balance == 0:
            quiet.append(m)
        elif balance > 0:
            takes.append(m)
        else:
            gifts.append(m)
    if takes and rng.random() < _SURE:
        return takes[rng.randrange(len(takes))]
    if quiet and (not gifts or rng.random() < _SURE):
        return quiet[rng.randrange(len(quiet))]
    return plays[rng.randrange(len(plays))]


def _forbidden_step(game: Renaissance) -> tuple[int, int] | None:
    """The step straight back that the last Phase 2 turn forbids (rules.md §3.4): every
    move of Phase 2 is a turn, so it is the reverse of the last move's marker step."""
    history = game.history
    last = history[-1] if history else None
    if last is None or last.action != "put" or last.step is None:
        return None
    return (last.step[1], last.step[0])


def _phase2_move(game: Renaissance, rng: random.Random) -> Move:
    """A random placement of one of the largest pieces the mover can put, then a random
    marker step: drawn directly, without listing every (placement, step) pair."""
    board = game.board
    marker = MARKER_OF[game.to_move]
    kinds = set(game.hand(game.to_move))
    for size in sorted({CELLS_OF[k] for k in kinds}, reverse=True):
        places = [(kind, cells) for kind in sorted(kinds) if CELLS_OF[kind] == size
                  for cells in phase2.piece_placements(board, kind, marker)]
        if not places:
            continue
        kind, cells = places[rng.randrange(len(places))]
        steps = [s for s in phase2.marker_steps(board, _forbidden_step(game))
                 if s[1] not in cells]
        step = steps[rng.randrange(len(steps))] if steps else None
        return Move("put", kind, cells, step=step)
    return game.random_move(rng)  # pragma: no cover - a player to move can place


def policy_move(game: Renaissance, rng: random.Random) -> Move:
    """The playout policy's move in ``game`` (module docstring); ``game`` unchanged.

    >>> game = Renaissance.phase2_only(["D", "I4"], ["V3"])
    >>> while game.phase == "phase2_prep":
    ...     _ = game.play(game.legal_moves()[0])
    >>> _ = game.play(policy_move(game, random.Random(0)))      # Gold: its V3
    >>> policy_move(game, random.Random(0)).kind                # Silver: the I4 first
    'I4'
    """
    phase = game.phase
    if phase == "phase1":
        return _phase1_move(game, rng)
    if phase == "phase2":
        return _phase2_move(game, rng)
    return game.random_move(rng)


def rollout(game: Renaissance, rng: random.Random, player: str) -> float:
    """Play ``game`` to the end by :func:`policy_move`, score it with
    :func:`playout_value` for ``player`` and take every move back (a
    :data:`ringworld_nb.core.mcts.Rollout`)."""
    plies = 0
    while not game.is_over:
        game.push(policy_move(game, rng))
        plies += 1
    value = playout_value(game, player)
    for _ in range(plies):
        game.undo()
    return value


def _fast() -> ModuleType | None:
    """The compiled playouts (:mod:`.fast`), imported when first needed; None when they
    cannot be imported (the main engine then plays every playout)."""
    try:
        from . import fast
    except ImportError:  # pragma: no cover - fast.py is part of the package
        return None
    return fast


def search_copy(game: Renaissance) -> Any:
    """The copy of ``game`` a search works on: a
    :class:`~.fast_state.FastRenaissance` (the same moves, in the same order, on the
    compiled kernel) once the kernel is loaded, else a clone of ``game`` (and the kernel
    starts loading in the background)."""
    fast = _fast()
    return game.clone() if fast is None else fast.search_game(game)


def kernel_rollout(game: Any, rng: random.Random, player: str) -> float:
    """A playout for the tree search: on a FastRenaissance (:func:`search_copy`) a
    uniformly random set played by the compiled kernel, scored by
    :func:`playout_value` (result and margin); on the main engine, while the kernel
    loads, :func:`rollout` with the policy. Either way ``game`` is left as it was.

    The kernel plays sixty times as many sets a second as the policy on the engine;
    a random set is a poorer picture of a set than the policy's, but thousands of them
    and a deeper tree are worth more than a hundred good ones (measured head to head,
    benchmarks/renaissance_ai.py).
    """
    fast = _fast()
    if fast is None or not isinstance(game, fast.FastRenaissance):
        return rollout(game, rng, player)
    if game.is_over:
        return playout_value(game, player)
    from .fast_kernel import random_playout

    state = game.state.copy()
    if random_playout(state, rng.getrandbits(63), -1) < 0:
        raise RuntimeError("the kernel found a position without a legal move")
    return playout_value(fast.FastRenaissance(state), player)


def _kinds_in_turn(moves: list[Move]) -> list[Move]:
    """Phase 2 moves taken kind by kind in turn, the largest kinds first in each round
    (an I4, an O4, ..., a domino, then the next I4, ...): the first few try every
    kind, the largest first, whatever the cap."""
    by_kind: dict[str, list[Move]] = {}
    for m in moves:
        by_kind.setdefault(m.kind or "D", []).append(m)
    kinds = sorted(by_kind, key=lambda k: -CELLS_OF[k])
    out: list[Move] = []
    for i in range(max(len(v) for v in by_kind.values()) if by_kind else 0):
        out.extend(by_kind[k][i] for k in kinds if i < len(by_kind[k]))
    return out


class Candidates:
    """The moves a node of the tree tries, best first (module docstring). The shuffles
    are seeded by ``seed`` and the number of moves played, so a search under an
    iteration budget is reproducible.

    >>> game = Renaissance(seed=1)
    >>> first = Candidates(seed=3)(game)
    >>> len(first), set(first) <= set(game.legal_moves()), first == Candidates(seed=3)(game)
    (96, True, True)
    """

    #: Distinct moves remembered for interning before the memory is cleared.
    MEMORY = 50_000

    def __init__(self, seed: int | None = 0) -> None:
        self.seed = 0 if seed is None else seed
        self._moves: dict[Move, Move] = {}

    def _interned(self, moves: list[Move]) -> list[Move]:
        memory = self._moves
        if len(memory) > self.MEMORY:
            memory.clear()
        return [memory.setdefault(m, m) for m in moves[:MAX_CANDIDATES]]

    def _shuffled(self, game: Any, moves: list[Move]) -> list[Move]:
        random.Random(self.seed * 1_000_003 + len(game.history)).shuffle(moves)
        return moves

    def __call__(self, game: Any) -> Sequence[Move]:
        phase = game.phase
        if phase == "phase1":
            ranked = [m for v, m in ranked_moves(game) if m != ACCEPT or v > 0]
            return self._interned(playing_on(game, ranked))
        moves = self._shuffled(game, game.legal_moves())
        if phase == "phase2":
            moves = _kinds_in_turn(moves)
        return self._interned(moves)
