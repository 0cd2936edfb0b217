"""``Renaissance``: one set of the game, from setup to score (docs/rules.md §3).

A set runs through five phases, each with its own moves (see :mod:`.moves`):

* ``"setup"`` - Silver first, the players put the thirteen polyominoes on the board; a
  player for whom nothing fits removes pieces first (a *removal turn*: removals, then
  one placement, all by the same player). When all are placed, monominoes fill the rest.
* ``"phase1"`` - Gold first, markers go on the board, one a move, by the three rules
  (around the centre, diagonal to one's own, or pushed in from an edge); a polyomino whose
  every cell holds a marker goes to the player with more markers on it. Ends when no
  piece is left, after two passes in a row, or when an offer to end is accepted.
* ``"deal"`` - only in the Phase-2-only variant started by :meth:`Renaissance.phase2_deal`:
  Gold first, the players choose the pieces of their hands one by one from the pool.
* ``"phase2_prep"`` - the board is cleared; each player has their taken pieces (the
  *hand*), one monomino and three markers; Gold first, they put monomino and markers.
* ``"phase2"`` - Gold first, a turn puts a piece from hand next to one's own marker and
  then moves a marker one step. A player who cannot place is skipped.
* ``"over"`` - the score: Phase 1 points minus the cells still in hand.

Players are ``"silver"`` and ``"gold"``. The game speaks the protocol of
:mod:`ringworld_nb.core.protocol`: ``legal_moves()``, ``play(move or text)`` with its
events, ``push`` (the fast path for search), ``undo`` (exact: every move keeps a
snapshot), ``clone``, ``outcome`` / ``winner``, ``notation`` / ``parse``, records.

>>> game = Renaissance(seed=1)
>>> game.phase, game.to_move, len(game.legal_moves())
('setup', 'silver', 772)
>>> _ = game.play("O4:a1,a2,b1,b2")
>>> game.to_move, game.pool()["O4"]
('gold', 0)

Decisions taken here where the rule book is silent (also in docs/rules.md §3):

* During setup the player to move is the one whose turn it is, also during a removal
  turn (its removals and its placement are separate moves of the same player).
* A preparation item with no cell to go to (impossible in practice: 8 items on 48
  cells) would end the preparation early.
* A set's winner is the player with the higher score; equal scores are a draw.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..core.errors import ArgumentError, IllegalMoveError, NotationError, RecordError
from ..core.protocol import Outcome, check_record_game, replay
from ..core.record import LIMITS, Record, kept_notes
from ..core.validate import describe, is_integer, python_random
from . import phase1, phase2, setup
from .board import GOLD, MARKER_OF, MONO, PLAYER_OF, SILVER, Board, other
from .cells import CENTRE, cell_name
from .layout import format_layout, parse_layout
from .moves import ACCEPT, DECLINE, OFFER, PASS, Event, Move, as_move, parse_move
from .pieces import KINDS, POOL
from .scoring import penalty, phase1_score, score_sheet

__all__ = ["Renaissance", "Step", "PHASES", "VARIANTS", "MARKERS_PER_PLAYER",
           "deal_at_random"]

PHASES = ("setup", "phase1", "deal", "phase2_prep", "phase2", "over")
#: The whole set, Phase 1 only, Phase 2 only (docs/rules.md §3.5).
VARIANTS = ("full", "phase1", "phase2")
#: Markers of each colour in Phase 1.
MARKERS_PER_PLAYER = 24
#: What each player puts during the preparation of Phase 2.
PREP_ITEMS = {"mono": 1, "marker": 3}


class Step(NamedTuple):
    """One step of a move (see :meth:`Renaissance.steps`): its events, the board after
    it (a copy) and the phase that board belongs to."""

    events: tuple[Event, ...]
    board: Board
    phase: str


@dataclass
class _State:
    """Everything a move can change (a snapshot of it is what undo restores)."""

    board: Board
    phase: str
    to_move: str
    pool: dict[str, int]
    next_id: int = 1
    banned: frozenset[str] = frozenset()  # kinds removed during the current setup turn
    removing: bool = False                # the current setup turn has removed a piece
    protected: int | None = None          # not removable during the current turn
    supply: dict[str, int] = field(default_factory=lambda: {SILVER: MARKERS_PER_PLAYER,
                                                             GOLD: MARKERS_PER_PLAYER})
    collection: dict[str, list[str]] = field(default_factory=lambda: {SILVER: [], GOLD: []})
    passes: int = 0                       # passes in a row in Phase 1
    offer: str | None = None              # the player whose offer waits for an answer
    offered: bool = False                 # the player to move has offered this turn
    hand: dict[str, list[str]] = field(default_factory=lambda: {SILVER: [], GOLD: []})
    prep: dict[str, dict[str, int]] = field(default_factory=dict)
    last_step: tuple[int, int] | None = None  # Phase 2: the last marker move (from, to)
    penalised: bool = False               # the hands count against the score
    outcome: Outcome | None = None

    def copy(self) -> _State:
        return _State(
            self.board.copy(), self.phase, self.to_move, dict(self.pool), self.next_id,
            self.banned, self.removing, self.protected, dict(self.supply),
            {p: list(k) for p, k in self.collection.items()}, self.passes, self.offer,
            self.offered, {p: list(k) for p, k in self.hand.items()},
            {p: dict(v) for p, v in self.prep.items()}, self.last_step, self.penalised,
            self.outcome)


class Renaissance:
    """One set of Renaissance (see the module docstring).

    ``Renaissance(seed=None, variant="full")`` starts at setup, Silver to move; the seed
    only names the set (a random setup is :meth:`random_setup`). The variants
    (docs/rules.md §3.5): ``variant="phase1"`` ends the set with Phase 1;
    ``variant="phase2"`` is Phase 2 alone, starting with the deal (as
    :meth:`phase2_deal`). :meth:`from_layout` starts Phase 1 from a layout and
    :meth:`phase2_only` starts Phase 2 with given hands.
    """

    game_name = "renaissance"
    title = "Renaissance"

    def __init__(self, seed: int | None = None, *, variant: str = "full") -> None:
        seed = _seed(seed)
        if not isinstance(variant, str) or variant not in VARIANTS:
            raise ArgumentError(f"variant must be one of {', '.join(VARIANTS)}, "
                                f"got {describe(variant)}")
        self.seed = seed
        #: "full" (setup, Phase 1, Phase 2), "phase1" (the set ends with Phase 1) or
        #: "phase2" (Phase 2 only, from dealt hands: see phase2_deal, phase2_only)
        self.variant = str(variant)
        if variant == "phase2":  # Phase 2 alone begins with the deal
            self._start: dict[str, Any] = {"start": "deal"}
            self._s = _State(Board.empty(), "deal", GOLD, dict(POOL), penalised=True)
        else:
            self._start = {"start": "setup"}
            self._s = _State(Board.empty(), "setup", SILVER, dict(POOL))
        self._stack: list[tuple[Move, _State, list[Event]]] = []
        self._steps: list[Step] | None = None  # gathered while steps() tries a move
        # the snapshots below this height are shared with a clone: undo copies them
        # before making one the position again (see undo)
        self._shared = 0
        #: comments and annotations kept for the record (:meth:`record`)
        self.comments: dict[int, str] = {}
        self.annotations: dict[str, Any] = {}

    # ------------------------------------------------------------------ starts --
    @classmethod
    def from_layout(cls, text: str, *, variant: str = "full") -> Renaissance:
        """Phase 1 from a layout (docs/rules.md §3.6), Gold to move.

        >>> game = Renaissance.from_layout('''
        ... AAB....
        ... .CB....
        ... .C.....
        ... ...#...
        ... .......
        ... .......
        ... .......''')
        >>> game.phase, game.to_move, sorted(k for k, _ in game.pieces().values())
        ('phase1', 'gold', ['D', 'D', 'D'])
        """
        board = parse_layout(text)
        if variant == "phase2":
            raise ArgumentError("variant 'phase2' is Phase 2 alone, which starts with the "
                                "deal or with dealt hands (phase2_deal, phase2_only), not "
                                "from a layout")
        game = cls(variant=variant)
        game._start = {"start": "layout", "layout": format_layout(board)}
        game._s = _State(board, "phase1", GOLD, {k: 0 for k in KINDS},
                         next_id=max(board.pieces, default=0) + 1)
        game._after_phase1_move([])
        return game

    @classmethod
    def random_setup(cls, rng: random.Random) -> Renaissance:
        """Phase 1 from a setup played by uniform random legal choices drawn from ``rng``
        (a ``random.Random``)."""
        from .layout import random_layout

        return cls.from_layout(format_layout(random_layout(python_random(rng))))

    @classmethod
    def phase2_deal(cls) -> Renaissance:
        """The Phase-2-only variant with the deal played move by move: Gold, then
        Silver, alternately choose a piece of the pool for their hand (``deal:T4``)
        until all thirteen are dealt; then the preparation of Phase 2.

        >>> game = Renaissance.phase2_deal()
        >>> game.phase, game.to_move, [str(m) for m in game.legal_moves()][:3]
        ('deal', 'gold', ['deal:D', 'deal:I3', 'deal:V3'])
        """
        return cls(variant="phase2")

    @classmethod
    def phase2_only(cls, silver: Iterable[str], gold: Iterable[str]) -> Renaissance:
        """The Phase-2-only variant: the preparation of Phase 2 with these hands.

        The dealt pieces are a hand, not a collection: a player's score is minus the
        cells left in hand (docs/rules.md §3.5).
        """
        hands = {SILVER: _kinds(silver, "silver"), GOLD: _kinds(gold, "gold")}
        both = Counter(hands[SILVER]) + Counter(hands[GOLD])
        for kind, n in both.items():
            if n > POOL[kind]:
                raise ArgumentError(f"the hands hold {n} {kind}, the pool only {POOL[kind]}")
        game = cls(variant="phase2")
        game._start = {"start": "phase2", "silver": sorted(hands[SILVER], key=KINDS.index),
                       "gold": sorted(hands[GOLD], key=KINDS.index)}
        game._s = _State(Board.empty(), "phase1", GOLD, {k: 0 for k in KINDS})
        game._begin_phase2(hands=hands, events=[])
        return game

    # ------------------------------------------------------------------ state --
    @property
    def phase(self) -> str:
        """``"setup"``, ``"phase1"``, ``"phase2_prep"``, ``"phase2"`` or ``"over"``."""
        return self._s.phase

    @property
    def seats(self) -> tuple[str, str]:
        """The players: ``"silver"`` (who sets up first), then ``"gold"``."""
        return (SILVER, GOLD)

    @property
    def to_move(self) -> str:
        """``"silver"`` or ``"gold"`` (the player who answers an offer, while one waits)."""
        return self._s.to_move

    @property
    def board(self) -> Board:
        """The board (read it; change it only through moves)."""
        return self._s.board

    @property
    def history(self) -> tuple[Move, ...]:
        return tuple(m for m, _, _ in self._stack)

    @property
    def is_over(self) -> bool:
        return self._s.outcome is not None

    @property
    def outcome(self) -> Outcome | None:
        return self._s.outcome

    @property
    def winner(self) -> str | None:
        """``"silver"``, ``"gold"``, or None (a draw, or not over)."""
        o = self._s.outcome
        return None if o is None else o.winner  # type: ignore[return-value]

    def pool(self) -> dict[str, int]:
        """Pieces of each kind not yet on the board during setup."""
        return dict(self._s.pool)

    def pieces(self) -> dict[int, tuple[str, tuple[int, ...]]]:
        """The polyominoes on the board: id -> (kind, cells)."""
        return dict(self._s.board.pieces)

    def supply(self, player: str) -> int:
        """Markers ``player`` still has to put on the board in Phase 1."""
        return self._s.supply[_player(player)]

    def collection(self, player: str) -> list[str]:
        """Kinds ``player`` took in Phase 1."""
        return list(self._s.collection[_player(player)])

    def prep_left(self, player: str) -> dict[str, int]:
        """What ``player`` still has to put on the board in Phase 2's preparation:
        ``{"mono": monominoes, "marker": markers}`` (1 and 3 at its start; none before
        Phase 2)."""
        left = self._s.prep.get(_player(player))
        return dict(left) if left else {"mono": 0, "marker": 0}

    def hand(self, player: str) -> list[str]:
        """Kinds ``player`` still has to put back in Phase 2."""
        return list(self._s.hand[_player(player)])

    def score(self, player: str) -> int:
        """Phase 1 score, minus (from the preparation of Phase 2 on) the cells in hand."""
        p = _player(player)
        points = phase1_score(self._s.collection[p])
        return points - penalty(self._s.hand[p]) if self._s.penalised else points

    def score_sheet(self, player: str) -> list[tuple[str, int]]:
        """The lines of the score: the sets that scored, then the penalty if any."""
        p = _player(player)
        lines = score_sheet(self._s.collection[p])
        if self._s.penalised:
            lines.append(("cells still in hand", -penalty(self._s.hand[p])))
        return lines

    def layout(self) -> str:
        """The board's tiles as a layout (Phase 1: the start of Phase 1 from it)."""
        return format_layout(self._s.board)

    def key(self) -> tuple:
        """A hashable picture of the position (equal positions, equal keys)."""
        s = self._s
        pieces = tuple(sorted((k, cells) for k, cells in s.board.pieces.values()))
        return (s.phase, s.to_move, tuple(s.board.markers),
                tuple(0 if t > 0 else t for t in s.board.tiles), pieces,
                tuple(sorted(s.pool.items())), s.banned, s.removing,
                None if s.protected is None else s.board.pieces.get(s.protected),
                tuple(sorted(s.supply.items())),
                tuple((p, tuple(sorted(k))) for p, k in sorted(s.collection.items())),
                s.passes, s.offer, s.offered,
                tuple((p, tuple(sorted(k))) for p, k in sorted(s.hand.items())),
                tuple((p, tuple(sorted(v.items()))) for p, v in sorted(s.prep.items())),
                s.last_step, s.penalised, s.outcome)

    def __repr__(self) -> str:
        return (f"<Renaissance {self.phase}, {self.to_move} to move, "
                f"{len(self._stack)} moves>")

    def must_remove(self) -> bool:
        """In the setup: whether the player to move must remove a piece (nothing they
        may place fits; see :func:`.setup.setup_options`) - the first of their legal
        moves is then a removal. False in every other phase."""
        s = self._s
        if s.outcome is not None or s.phase != "setup":
            return False
        return not setup.fits_somewhere(s.board, setup.placeable_kinds(s.pool, s.banned))

    # ------------------------------------------------------------- legal moves --
    def legal_moves(self) -> list[Move]:
        """Every legal move of the player to move, in notation order of kind."""
        s = self._s
        if s.outcome is not None:
            return []
        if s.phase == "setup":
            places, removals = setup.setup_options(s.board, s.pool, s.banned,
                                                   s.protected)
            moves = [Move("place", kind, cells) for kind, cells in places]
            for pid in removals:
                kind, cells = s.board.pieces[pid]
                moves.append(Move("remove", kind, cells))
            return moves
        if s.phase == "phase1":
            if s.offer is not None:
                return [ACCEPT, DECLINE]
            marker = MARKER_OF[s.to_move]
            moves = []
            if s.supply[s.to_move] > 0:
                moves = [Move("marker", cell=c) for c in phase1.marker_cells(s.board, marker)]
                moves += [Move("insert", cell=c, direction=d)
                          for c, d in phase1.insertions(s.board, marker)]
            if not moves:
                moves = [PASS]
            if not s.offered:
                moves.append(OFFER)
            return moves
        if s.phase == "deal":
            return [Move("deal", k) for k in KINDS if s.pool.get(k, 0)]
        if s.phase == "phase2_prep":
            items = s.prep[s.to_move]
            spots = phase2.prep_cells(s.board)
            prep: list[Move] = []
            if items.get("mono", 0):
                prep += [Move("prep_mono", cell=c) for c in spots]
            if items.get("marker", 0):
                prep += [Move("prep_marker", cell=c) for c in spots]
            return prep
        if s.phase == "phase2":
            return [Move("put", kind, cells, step=step) for kind, cells, step in
                    phase2.turn_moves(s.board, s.hand[s.to_move], MARKER_OF[s.to_move],
                                      _reverse(s.last_step))]
        return []

    def is_legal(self, move: Move | str) -> bool:
        try:
            self.check(move)
        except (IllegalMoveError, NotationError):
            return False
        return True

    def check(self, move: Move | str) -> Move:
        """The move (parsed), if legal now; IllegalMoveError saying why otherwise."""
        m = self.parse(move) if isinstance(move, str) else as_move(move)
        if self._s.outcome is not None:
            raise IllegalMoveError(f"move {m}: the set is over")
        if m in self.legal_moves():
            return m
        raise IllegalMoveError(f"move {m}: {self._why_not(m)}")

    def _why_not(self, m: Move) -> str:
        s = self._s
        phase_of = {"place": ("setup", "phase2"), "remove": ("setup",),
                    "marker": ("phase1",), "insert": ("phase1",), "pass": ("phase1",),
                    "offer": ("phase1",), "accept": ("phase1",), "decline": ("phase1",),
                    "deal": ("deal",),
                    "prep_mono": ("phase2_prep",), "prep_marker": ("phase2_prep",),
                    "put": ("phase2",)}
        if s.phase not in phase_of.get(m.action, ()):
            return f"not a move of {s.phase.replace('_prep', ' preparation')}"
        if s.phase == "setup":
            if m.action == "place":
                if s.pool.get(m.kind or "", 0) == 0:
                    return f"no {m.kind} is left to place"
                if m.kind in s.banned:
                    return f"a {m.kind} was removed this turn and may not be placed again"
                return "the piece does not fit there (cells taken or the centre)"
            if m.action == "remove":
                if setup.setup_options(s.board, s.pool, s.banned, s.protected)[0]:
                    return "a piece may be removed only when nothing can be placed"
                pid = s.board.tiles[m.cells[0]] if m.cells else 0
                if pid == s.protected:
                    return ("that piece was placed last turn after removals: it may not "
                            "be removed now")
                return "no such piece on the board, or its removal would leave nothing "\
                       "to place this turn"
        if s.phase == "phase1":
            if s.offer is not None:
                return f"{s.to_move} must first accept or decline the offer to end Phase 1"
            if m.action == "pass":
                return "pass only when no marker can be placed"
            if m.action == "offer":
                return "one offer a turn"
            if s.supply[s.to_move] == 0:
                return f"{s.to_move} has no marker left"
            if m.action in ("accept", "decline"):
                return "no offer is waiting for an answer"
            if m.cell == CENTRE:
                return "nothing ever goes on the centre"
            if m.cell is not None and s.board.markers[m.cell] and m.action == "marker":
                return f"{cell_name(m.cell)} holds a marker already"
            return "that cell is not around the centre, not diagonal to a marker of " \
                   "yours, and not an insertion from an edge where you stand"
        if s.phase == "deal":
            return f"no {m.kind} is left to deal"
        if s.phase == "phase2_prep":
            item = "mono" if m.action == "prep_mono" else "marker"
            if not s.prep[s.to_move].get(item, 0):
                return f"{s.to_move} has no {'monomino' if item == 'mono' else 'marker'} " \
                       "left to put"
            return "the cell is taken, or touches a marker or monomino by an edge"
        if s.phase == "phase2":
            if m.action == "place":
                return "a Phase 2 turn moves a marker after the piece: write it like " \
                       "'D:a1,a2 c3-c4'"
            if m.kind not in s.hand[s.to_move]:
                return f"{s.to_move} has no {m.kind} in hand"
            return "the piece must lie on free cells touching a marker of yours, and the " \
                   "marker move must be one step to a free cell, not straight back"
        return "not legal here"

    # --------------------------------------------------------------- notation --
    def notation(self, move: Move) -> str:
        """``move`` in notation, e.g. ``'T4:c3,d2,d3,e3 d5-d6'``; IllegalMoveError for
        what is not a well-formed move (its legality now is not asked)."""
        return str(as_move(move))

    def parse(self, text: str | Move) -> Move:
        """The move written ``text`` in this position (a Phase 2 placement without a
        marker move is read as such)."""
        m = parse_move(text)
        if m.action == "place" and self._s.phase == "phase2":
            return Move("put", m.kind, m.cells, step=None)
        return m

    # ----------------------------------------------------------------- playing --
    def play(self, move: Move | str) -> list[Event]:
        """Play a legal move (or its notation) and return what happened, in order.

        IllegalMoveError / NotationError name the move and the reason, and leave the
        game as it was.
        """
        m = self.check(move)
        return self._apply(m)

    def push(self, move: Move) -> None:
        """Apply a move from ``legal_moves()`` without checking it (search, playouts)."""
        self._apply(move)

    def last_events(self) -> list[Event]:
        """The events of the last move (empty at the start)."""
        return list(self._stack[-1][2]) if self._stack else []

    def undo(self) -> Move:
        """Take back the last move exactly and return it (IllegalMoveError if none)."""
        if not self._stack:
            raise IllegalMoveError("nothing to undo: no move has been played")
        move, state, _ = self._stack.pop()
        if len(self._stack) < self._shared:
            # a clone holds this snapshot too: the position the next moves change in
            # place must be this game's own
            state = state.copy()
            self._shared = len(self._stack)
        self._s = state
        return move

    def clone(self) -> Renaissance:
        """An independent copy: moves played or taken back on one never reach the
        other (the two share their undo snapshots, and each copies a shared one
        before it becomes its position again)."""
        other_game = Renaissance.__new__(Renaissance)
        other_game.seed = self.seed
        other_game.variant = self.variant
        other_game._start = dict(self._start)
        other_game._s = self._s.copy()
        other_game._stack = list(self._stack)
        other_game._steps = None
        self._shared = other_game._shared = len(self._stack)
        other_game.comments = dict(self.comments)
        other_game.annotations = copy.deepcopy(self.annotations)
        return other_game

    def resign(self) -> None:  # pragma: no cover - a set has no resignation
        raise IllegalMoveError("a set of Renaissance has no resignation")

    def random_move(self, rng: random.Random) -> Move:
        """A legal move chosen uniformly by ``rng`` (a ``random.Random``);
        IllegalMoveError once the set is over."""
        rng = python_random(rng)
        moves = self.legal_moves()
        if not moves:
            raise IllegalMoveError("the set is over: no move can be played")
        return rng.choice(moves)

    # ------------------------------------------------------------------ steps --
    def steps(self, move: Move | str) -> list[Step]:
        """The steps ``move`` goes through, without playing it on this game: what an
        app shows one after the other, and the words of each (:mod:`.words`).

        Each :class:`Step` holds the events of that step and the board after it (a
        copy, with the phase it belongs to). A Phase 1 marker or push is one step (the
        board with the new marker and the pushed ones, before any piece is taken), the
        pieces taken and the ties the next, the end of Phase 1 and the start of Phase 2
        (its empty board) the next ones; a Phase 2 turn is the piece put back, then the
        marker moved; the last placement of the setup is the piece, then the
        monominoes. The last step's board is the position after the move. A move that
        is one thing (an offer, a deal, ...) is one step. IllegalMoveError (or
        NotationError) as :meth:`play` says, the game unchanged.

        >>> game = Renaissance.from_layout('''
        ... .......
        ... .......
        ... ..A....
        ... ..A#...
        ... .......
        ... .......
        ... .......''')
        >>> _ = game.play("c5"); _ = game.play("d5")
        >>> [[e.kind for e in step.events] for step in game.steps("c4")]
        [['marker'], ['taken'], ['phase'], ['phase']]
        >>> first = game.steps("c4")[0]
        >>> first.phase, first.board.markers[game.parse("c4").cell] != 0, len(first.board.pieces)
        ('phase1', True, 1)
        """
        m = self.check(move)
        trial = self.clone()
        trial._steps = []
        events = trial._apply(m)
        steps = trial._steps
        trial._steps = None
        done = sum(len(step.events) for step in steps)
        if done < len(events) or not steps:
            steps.append(Step(tuple(events[done:]), trial._s.board.copy(), trial._s.phase))
        return steps

    def _mark(self, events: list[Event]) -> None:
        """The end of a step of the move being applied (see :meth:`steps`): kept only
        when :meth:`steps` asks, and only when there are events since the last one."""
        steps = self._steps
        if steps is None:
            return
        done = sum(len(step.events) for step in steps)
        if done < len(events):
            steps.append(Step(tuple(events[done:]), self._s.board.copy(), self._s.phase))

    def _apply(self, m: Move) -> list[Event]:
        before = self._s.copy()
        events: list[Event] = []
        {
            "place": self._do_place, "remove": self._do_remove, "marker": self._do_marker,
            "insert": self._do_insert, "pass": self._do_pass, "offer": self._do_offer,
            "accept": self._do_accept, "decline": self._do_decline, "deal": self._do_deal,
            "prep_mono": self._do_prep, "prep_marker": self._do_prep, "put": self._do_put,
        }[m.action](m, events)
        self._stack.append((m, before, events))
        return events

    # -- setup ----------------------------------------------------------------------
    def _do_place(self, m: Move, events: list[Event]) -> None:
        s = self._s
        assert m.kind is not None
        s.board.place_piece(s.next_id, m.kind, m.cells)
        s.pool[m.kind] -= 1
        events.append(Event("placed", s.to_move, m.kind, m.cells))
        self._mark(events)
        placed_id, s.next_id = s.next_id, s.next_id + 1
        s.protected = placed_id if s.removing else None  # for the next player's turn
        s.banned, s.removing = frozenset(), False
        if sum(s.pool.values()) == 0:
            filled = setup.fill_monominoes(s.board)
            events.append(Event("filled", None, None, tuple(filled)))
            self._mark(events)
            s.protected = None
            s.phase, s.to_move = "phase1", GOLD
            events.append(Event("phase", None, text="Phase 1 begins"))
            self._after_phase1_move(events)
        else:
            s.to_move = other(s.to_move)

    def _do_remove(self, m: Move, events: list[Event]) -> None:
        s = self._s
        pid = s.board.tiles[m.cells[0]]
        kind, cells = s.board.lift_piece(pid)
        s.pool[kind] += 1
        s.banned = s.banned | {kind}
        s.removing = True
        events.append(Event("removed", s.to_move, kind, cells))

    # -- Phase 1 --------------------------------------------------------------------
    def _do_marker(self, m: Move, events: list[Event]) -> None:
        s = self._s
        assert m.cell is not None
        phase1.put_marker(s.board, m.cell, MARKER_OF[s.to_move])
        s.supply[s.to_move] -= 1
        events.append(Event("marker", s.to_move, cells=(m.cell,)))
        self._mark(events)
        self._end_phase1_turn(events)

    def _do_insert(self, m: Move, events: list[Event]) -> None:
        s = self._s
        assert m.cell is not None and m.direction is not None
        moved_from, moved_to = phase1.push(s.board, m.cell, m.direction, MARKER_OF[s.to_move])
        s.supply[s.to_move] -= 1
        events.append(Event("pushed", s.to_move, cells=moved_from, to=moved_to,
                            text=m.direction))
        events.append(Event("marker", s.to_move, cells=(m.cell,)))
        self._mark(events)
        self._end_phase1_turn(events)

    def _do_pass(self, m: Move, events: list[Event]) -> None:
        s = self._s
        events.append(Event("passed", s.to_move))
        s.passes += 1
        if s.passes >= 2:
            self._begin_phase2(events=events, reason="both players passed")
            return
        s.offered = False
        s.to_move = other(s.to_move)

    def _do_offer(self, m: Move, events: list[Event]) -> None:
        s = self._s
        events.append(Event("offered", s.to_move))
        s.offer, s.offered = s.to_move, True
        s.to_move = other(s.to_move)

    def _do_accept(self, m: Move, events: list[Event]) -> None:
        events.append(Event("accepted", self._s.to_move))
        self._s.offer = None
        self._begin_phase2(events=events, reason="both players agreed to end")

    def _do_decline(self, m: Move, events: list[Event]) -> None:
        s = self._s
        events.append(Event("declined", s.to_move))
        s.to_move, s.offer = s.offer or other(s.to_move), None

    def _end_phase1_turn(self, events: list[Event]) -> None:
        s = self._s
        s.passes = 0
        s.offered = False
        s.to_move = other(s.to_move)
        self._after_phase1_move(events)

    def _after_phase1_move(self, events: list[Event]) -> None:
        """Take every full piece with a strict majority; end Phase 1 when none is left."""
        s = self._s
        for pid, marker in phase1.acquisitions(s.board):
            kind, cells, returned = phase1.take(s.board, pid)
            for colour, n in returned.items():
                s.supply[PLAYER_OF[colour]] += n
            winner = PLAYER_OF[marker]
            s.collection[winner].append(kind)
            events.append(Event("taken", winner, kind, cells))
        for pid in phase1.full_pieces(s.board):
            kind, cells = s.board.pieces[pid]
            events.append(Event("tie", None, kind, cells))
        self._mark(events)
        if not s.board.pieces:
            self._begin_phase2(events=events, reason="no piece is left on the board")

    # -- the deal of the Phase-2-only variant --------------------------------------
    def _do_deal(self, m: Move, events: list[Event]) -> None:
        s = self._s
        assert m.kind is not None
        s.pool[m.kind] -= 1
        s.hand[s.to_move].append(m.kind)
        events.append(Event("dealt", s.to_move, m.kind))
        if sum(s.pool.values()) == 0:
            hands = {p: list(s.hand[p]) for p in (SILVER, GOLD)}
            self._begin_phase2(events=events, hands=hands)
        else:
            s.to_move = other(s.to_move)

    # -- Phase 2 --------------------------------------------------------------------
    def _begin_phase2(self, *, events: list[Event], reason: str = "",
                      hands: Mapping[str, list[str]] | None = None) -> None:
        s = self._s
        if reason:
            events.append(Event("phase", None, text=f"Phase 1 ends: {reason}"))
            self._mark(events)
        if self.variant == "phase1":
            self._finish(events)
            return
        board = Board.empty()
        s.board = board
        s.hand = {p: list(hands[p]) if hands is not None else list(s.collection[p])
                  for p in (SILVER, GOLD)}
        s.prep = {p: dict(PREP_ITEMS) for p in (SILVER, GOLD)}
        s.phase, s.to_move = "phase2_prep", GOLD
        s.offer, s.offered, s.passes = None, False, 0
        s.penalised = True
        events.append(Event("phase", None, text="Phase 2: Gold puts a monomino or a marker"))
        if not phase2.prep_cells(s.board):  # pragma: no cover - see the module docstring
            self._start_phase2_turns(events)

    def _do_prep(self, m: Move, events: list[Event]) -> None:
        s = self._s
        assert m.cell is not None
        if m.action == "prep_mono":
            s.board.tiles[m.cell] = MONO
            s.prep[s.to_move]["mono"] -= 1
        else:
            s.board.markers[m.cell] = MARKER_OF[s.to_move]
            s.prep[s.to_move]["marker"] -= 1
        events.append(Event("prepared", s.to_move, "mono" if m.action == "prep_mono"
                            else "marker", (m.cell,)))
        left = {p: sum(v.values()) for p, v in s.prep.items()}
        if not any(left.values()) or not phase2.prep_cells(s.board):
            self._start_phase2_turns(events)
            return
        nxt = other(s.to_move)
        s.to_move = nxt if left[nxt] else s.to_move

    def _start_phase2_turns(self, events: list[Event]) -> None:
        s = self._s
        s.phase, s.to_move, s.last_step = "phase2", GOLD, None
        events.append(Event("phase", None, text="Phase 2 turns: Gold puts a piece back"))
        self._next_phase2_player(events, first=True)

    def _can_place(self, player: str) -> bool:
        s = self._s
        return bool(s.hand[player]) and phase2.can_place(s.board, s.hand[player],
                                                         MARKER_OF[player])

    def _next_phase2_player(self, events: list[Event], *, first: bool = False) -> None:
        """Hand the turn on: skip a player who cannot place; end when neither can."""
        s = self._s
        nxt = s.to_move if first else other(s.to_move)
        if self._can_place(nxt):
            s.to_move = nxt
            return
        if self._can_place(other(nxt)):
            events.append(Event("skipped", nxt))
            s.to_move = other(nxt)
            return
        self._finish(events)

    def _do_put(self, m: Move, events: list[Event]) -> None:
        s = self._s
        assert m.kind is not None
        s.board.place_piece(s.next_id, m.kind, m.cells)
        s.next_id += 1
        s.hand[s.to_move].remove(m.kind)
        events.append(Event("put", s.to_move, m.kind, m.cells))
        self._mark(events)
        if m.step is not None:
            frm, to = m.step
            s.board.markers[to], s.board.markers[frm] = s.board.markers[frm], 0
            events.append(Event("moved", s.to_move, cells=(frm,), to=(to,)))
            self._mark(events)
            s.last_step = (frm, to)
        else:
            s.last_step = None  # a turn without a marker move leaves no restriction
        self._next_phase2_player(events)

    def _finish(self, events: list[Event]) -> None:
        s = self._s
        scores = {p: self.score(p) for p in (SILVER, GOLD)}
        events.append(Event("scored", None, text=f"Silver {scores[SILVER]}, "
                                                 f"Gold {scores[GOLD]}"))
        if scores[SILVER] == scores[GOLD]:
            s.outcome = Outcome((), "equal scores")
        else:
            best = SILVER if scores[SILVER] > scores[GOLD] else GOLD
            s.outcome = Outcome((best,), "higher score")
        s.phase = "over"
        events.append(Event("over", self.winner))

    # ----------------------------------------------------------------- records --
    def options(self) -> dict[str, Any]:
        variant = {} if self.variant in ("full", "phase2") else {"variant": self.variant}
        return {"seed": self.seed, **variant, **self._start}

    def record(self, comments: Mapping[int, str] | None = None,
               annotations: Mapping[str, Any] | None = None) -> Record:
        """The set so far as a Record (its start and variant, the moves, the result once
        over), with the ``comments`` and ``annotations`` given, else those the game
        keeps (:attr:`comments`, :attr:`annotations`: what it was loaded with)."""
        outcome = self._s.outcome
        result = None
        if outcome is not None:
            result = {"winners": list(outcome.winners), "reason": outcome.reason,
                      "scores": {p: self.score(p) for p in (SILVER, GOLD)}}
        kept, notes = kept_notes(self, comments, annotations, len(self._stack))
        return Record(game=self.game_name, options=self.options(),
                      moves=[str(m) for m in self.history], comments=kept,
                      result=result, annotations=notes)

    @classmethod
    def from_record(cls, record: Record) -> Renaissance:
        """Replay a record through the rules; RecordError names the failing move.

        The start (option ``start``): ``"setup"`` (with ``variant`` "full" or "phase1"),
        ``"layout"`` (with ``layout``), ``"deal"`` or ``"phase2"`` (with ``silver`` and
        ``gold``: the hands), the last two the Phase-2-only variant. The game keeps the
        record's comments and annotations for its own :meth:`record`."""
        check_record_game(record, cls.game_name, cls.title)
        options = dict(record.options)
        seed = options.pop("seed", None)
        start = options.pop("start", "setup")
        variant = options.pop("variant", "full")
        try:
            seed = _seed(seed)
            if start in ("phase2", "deal") and variant not in ("full", "phase2"):
                raise RecordError(f"the start {describe(start)} is the Phase-2-only variant; the "
                                  f"record says variant {describe(variant)}")
            if start in ("setup", "layout") and variant == "phase2":
                raise RecordError(f"the Phase-2-only variant starts with the deal or dealt "
                                  f"hands, not with the start {describe(start)}")
            if start == "setup":
                game = cls(seed, variant=variant)
            elif start == "layout":
                game = cls.from_layout(options.pop("layout"), variant=variant)
                game.seed = seed
            elif start == "phase2":
                game = cls.phase2_only(options.pop("silver"), options.pop("gold"))
                game.seed = seed
            elif start == "deal":
                game = cls.phase2_deal()
                game.seed = seed
            else:
                raise RecordError(f"unknown start {describe(start)} (setup, layout, phase2 or "
                                  "deal)")
        except KeyError as err:
            raise RecordError(f"the record's start {describe(start)} needs the option "
                              f"{err}") from None
        except (ValueError, TypeError) as err:
            if isinstance(err, RecordError):
                raise
            raise RecordError(f"the record's start is damaged: {err}") from None
        if options:
            raise RecordError(f"unknown option(s) in the record: {', '.join(sorted(options))}")
        game = replay(game, record)
        game.comments = dict(record.comments)
        game.annotations = copy.deepcopy(record.annotations)
        return game

    # ---------------------------------------------------------------- pictures --
    def __str__(self) -> str:
        from .text import diagram

        return diagram(self._s.board)

    def _repr_png_(self) -> bytes:
        """The position as a picture, so a set shows itself in a notebook."""
        from .draw import renaissance_png  # lazy: the engine itself imports no matplotlib

        return renaissance_png(self)

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> tuple[dict, dict]:
        """The picture with the position in words as its alternative text (an HTML
        ``<img alt>``, which JupyterLab and Voila show; the PNG too), so that a screen
        reader reads the position a notebook shows."""
        from .draw.described import picture_bundle  # lazy, as _repr_png_

        return picture_bundle(self)


def _player(player: str) -> str:
    if not isinstance(player, str) or player not in (SILVER, GOLD):
        raise ArgumentError(f"player must be 'silver' or 'gold', got {describe(player)}")
    return player


def _kinds(kinds: Iterable[str], who: str) -> list[str]:
    if isinstance(kinds, str):
        raise TypeError(f"{who}'s hand is a list of kinds like ['D', 'T4'], got {describe(kinds)}")
    try:
        out = list(kinds)
    except TypeError:
        raise TypeError(f"{who}'s hand is a list of kinds like ['D', 'T4'], got "
                        f"{describe(kinds)}") from None
    if len(out) > sum(POOL.values()):
        raise ArgumentError(f"{who}'s hand holds {len(out)} pieces, more than the pool")
    for k in out:
        if not isinstance(k, str) or k not in POOL:
            raise ArgumentError(f"{who}'s hand: {describe(k)} is not a kind "
                                f"({', '.join(KINDS)})")
    return out


def _seed(seed: object) -> int | None:
    """The name of a set: an integer (of fewer than 40 digits) or None."""
    if seed is None:
        return None
    if not is_integer(seed):
        raise TypeError(f"seed must be an integer or None, got {describe(seed)}")
    if abs(int(seed)) >= LIMITS.number:  # type: ignore[call-overload]
        raise ArgumentError(f"seed must have fewer than 40 digits, got {describe(seed)}")
    return int(seed)  # type: ignore[call-overload]



def _reverse(step: tuple[int, int] | None) -> tuple[int, int] | None:
    """The straight-back move that the last marker move forbids."""
    return None if step is None else (step[1], step[0])



def deal_at_random(rng: random.Random) -> tuple[list[str], list[str]]:
    """Hands for the Phase-2-only variant, dealt by alternate choice made at random:
    Gold chooses first (as Gold moves first in Phase 2), then Silver, until the pool of
    thirteen is shared (Gold 7, Silver 6).

    >>> silver, gold = deal_at_random(random.Random(3))
    >>> len(silver), len(gold), sorted(silver + gold) == sorted(k for k in POOL
    ...                                                        for _ in range(POOL[k]))
    (6, 7, True)
    """
    rng = python_random(rng)
    pool = [k for k in KINDS for _ in range(POOL[k])]
    hands: dict[str, list[str]] = {SILVER: [], GOLD: []}
    chooser = GOLD
    while pool:
        kind = rng.choice(sorted(set(pool), key=KINDS.index))
        pool.remove(kind)
        hands[chooser].append(kind)
        chooser = other(chooser)
    return hands[SILVER], hands[GOLD]
