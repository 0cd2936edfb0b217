"""Phase 2 of Renaissance: putting the polyominoes back (docs/rules.md §3.4).

Pure functions over a :class:`.board.Board` that has been cleared: every tile
:data:`.board.EMPTY` but the centre (:data:`.board.BLOCKED`). Monominoes are
:data:`.board.MONO` tiles, markers are in ``board.markers``, the polyominoes put back are
placed with :meth:`.board.Board.place_piece`. The game keeps the hands, whose turn it is
and the last marker move; this module says what is legal.

A **free cell** holds no tile (polyomino or monomino) and no marker, and is not the
centre.

**The order of play**, as the game follows it:

1. *Preparation.* Each player has 1 monomino and 3 markers. Gold first, then the players
   alternate, 8 items in all: each puts one of their items, of their choice, on one of
   :func:`prep_cells` (an empty cell sharing no edge with a marker or monomino already
   placed). Nobody may pass, and nobody has to: 7 items rule out at most 7 x 5 = 35 of
   the 48 cells, so a cell is always left. The preparation takes place even when both
   hands are empty.
2. *Turns*, Gold first. The player to move plays one of :func:`turn_moves`: a polyomino
   of their hand on free cells, sharing an edge with a marker of their colour, then one
   marker of either colour one cell orthogonally onto a free cell. The step is
   compulsory when one is possible, and the marker moved in the last turn actually
   played may not go straight back: the game keeps that move ``(from, to)`` and passes
   its reverse ``(to, from)``, :func:`reverse`, as ``forbidden`` to :func:`turn_moves`. A
   turn without a marker move (none could move) leaves no restriction.
3. *Skips.* A player who cannot place (:func:`can_place` false: ``turn_moves`` empty)
   plays no turn: no marker move, and the restriction of the last turn played stays in
   force, even for the player who made that move (rules.md, Settled here). The other
   player moves again. :func:`next_player` gives who moves after a turn.
4. *End.* Phase 2 ends when neither player can place; each player's penalty is the
   cells of the pieces still in hand (:func:`.scoring.penalty`).

A small position: a Gold marker on a1, a Silver one on c1, a monomino on a3.

>>> from .board import Board, GOLD_MARKER, SILVER_MARKER, MONO
>>> from .cells import cell_name, parse_cell
>>> b = Board.empty()
>>> b.markers[parse_cell("a1")] = GOLD_MARKER
>>> b.markers[parse_cell("c1")] = SILVER_MARKER
>>> b.tiles[parse_cell("a3")] = MONO
>>> "b1" in names(prep_cells(b)), "e1" in names(prep_cells(b))
(False, True)

Gold's domino must touch a1: on a2 and b2, or on b1 and b2 (a1-a2 would not fit: a1
holds a marker, and a3 a monomino).

>>> [names(cells) for cells in piece_placements(b, "D", GOLD_MARKER)]
[['a2', 'b2'], ['b1', 'b2']]
>>> for kind, cells, step in turn_moves(b, ["D"], GOLD_MARKER, None):
...     print(kind, names(cells), names(step))
D ['a2', 'b2'] ['a1', 'b1']
D ['a2', 'b2'] ['c1', 'b1']
D ['a2', 'b2'] ['c1', 'c2']
D ['a2', 'b2'] ['c1', 'd1']
D ['b1', 'b2'] ['a1', 'a2']
D ['b1', 'b2'] ['c1', 'c2']
D ['b1', 'b2'] ['c1', 'd1']

Had the last turn moved the Silver marker from b1 to c1, it could not go back to b1:

>>> [names(s) for s in marker_steps(b, forbidden=reverse(parse_step("b1-c1")))]
[['a1', 'a2'], ['a1', 'b1'], ['c1', 'c2'], ['c1', 'd1']]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..core.errors import ArgumentError
from ..core.validate import describe
from .board import EMPTY, MARKER_OF, MONO, NO_MARKER, Board, other
from .cells import CELLS, CENTRE, Cell, cell_name, orthogonal, parse_cell
from .pieces import KINDS, placements
from .scoring import tally

__all__ = ["Step", "Turn", "Hand", "prep_cells", "is_free", "piece_placements",
           "marker_steps", "turn_moves", "can_place", "next_player", "is_over",
           "reverse", "turn_error", "apply_turn", "names", "parse_step"]

#: A marker move: (from, to).
Step = tuple[Cell, Cell]
#: A Phase 2 turn: the kind, the cells (sorted) of the piece, the marker step or None.
Turn = tuple[str, tuple[Cell, ...], Step | None]
#: A hand: a mapping kind -> count, or an iterable of kinds (``["D", "D", "T4"]``).
Hand = Mapping[str, int] | Iterable[str]


def _bits(cells: Iterable[Cell]) -> int:
    mask = 0
    for c in cells:
        mask |= 1 << c
    return mask


def _candidates(kind: str) -> tuple[tuple[tuple[Cell, ...], int, int], ...]:
    out = []
    for cells in placements(kind):
        mask = _bits(cells)
        halo = _bits(n for c in cells for n in orthogonal(c)) & ~mask
        out.append((cells, mask, halo))
    return tuple(out)


#: Per kind, every placement on the empty board as (cells, their bit mask, the bit mask
#: of the cells sharing an edge with them): placing is then two AND operations.
_CANDIDATES = {kind: _candidates(kind) for kind in KINDS}
_ORTHO_BITS = tuple(_bits(orthogonal(c)) for c in CELLS)


def names(cells: Iterable[Cell] | None) -> list[str] | None:
    """Names of cells (or of a step's two cells), for reading examples; None stays None.

    >>> names((0, 8))
    ['a1', 'b2']
    """
    return None if cells is None else [cell_name(c) for c in cells]


def parse_step(text: str) -> Step:
    """A marker move written ``'d5-d6'`` as (from, to).

    >>> parse_step("d5-d6") == (parse_cell("d5"), parse_cell("d6"))
    True
    """
    frm, _, to = text.partition("-")
    return parse_cell(frm), parse_cell(to)


def reverse(step: Step | None) -> Step | None:
    """The move straight back: ``(to, from)`` of ``step`` (None for None); what
    :func:`marker_steps` forbids after ``step``."""
    return None if step is None else (step[1], step[0])


def is_free(board: Board, cell: Cell) -> bool:
    """True when ``cell`` holds no polyomino, monomino or marker and is not the centre."""
    return cell != CENTRE and board.tiles[cell] == EMPTY and board.markers[cell] == NO_MARKER


def _free_bits(board: Board) -> int:
    tiles, markers = board.tiles, board.markers
    mask = 0
    for c in CELLS:
        if tiles[c] == EMPTY and markers[c] == NO_MARKER and c != CENTRE:
            mask |= 1 << c
    return mask


def _marker_bits(board: Board, marker: int) -> int:
    markers = board.markers
    mask = 0
    for c in CELLS:
        if markers[c] == marker:
            mask |= 1 << c
    return mask


def prep_cells(board: Board) -> list[Cell]:
    """The cells where a preparation item (a monomino or a marker) may go, sorted: empty
    (no tile, no marker, not the centre) and sharing no edge with a marker or a monomino
    already placed. A corner contact is allowed.

    >>> from .board import Board, GOLD_MARKER
    >>> b = Board.empty()
    >>> len(prep_cells(b))
    48
    >>> b.markers[parse_cell("b2")] = GOLD_MARKER
    >>> [n for n in ("a2", "b1", "b2", "c2", "b3", "a1", "c3") if parse_cell(n) in prep_cells(b)]
    ['a1', 'c3']
    """
    free = _free_bits(board)
    items = 0
    tiles, markers = board.tiles, board.markers
    for c in CELLS:
        if markers[c] != NO_MARKER or tiles[c] == MONO:
            items |= 1 << c
    return [c for c in CELLS if free >> c & 1 and not _ORTHO_BITS[c] & items]


def _kinds(hand: Hand) -> list[str]:
    """The distinct kinds in ``hand`` (count > 0), sorted; ValueError on a bad hand."""
    return sorted(k for k, n in tally(hand).items() if n > 0)


def piece_placements(board: Board, kind: str, marker: int) -> list[tuple[Cell, ...]]:
    """Every placement (sorted cells, in sorted order) of a piece of ``kind`` on free
    cells with at least one cell sharing an edge with a marker of colour ``marker``
    (:data:`.board.SILVER_MARKER` or :data:`.board.GOLD_MARKER`). A marker of the other
    colour alone, or a corner contact, is not enough.

    >>> from .board import Board, GOLD_MARKER, SILVER_MARKER
    >>> b = Board.empty()
    >>> b.markers[parse_cell("a1")] = SILVER_MARKER
    >>> piece_placements(b, "O4", GOLD_MARKER)
    []
    >>> [names(p) for p in piece_placements(b, "O4", SILVER_MARKER)]
    [['a2', 'a3', 'b2', 'b3'], ['b1', 'b2', 'c1', 'c2']]
    """
    if kind not in _CANDIDATES:
        raise ArgumentError(f"{describe(kind)} is not a kind of Renaissance")
    free = _free_bits(board)
    own = _marker_bits(board, marker)
    if not own:
        return []
    return [cells for cells, mask, halo in _CANDIDATES[kind]
            if halo & own and mask & free == mask]


def marker_steps(board: Board, forbidden: Step | None = None) -> list[Step]:
    """Every move ``(from, to)`` of one marker, of either colour, one cell up, down, left
    or right onto a free cell, except ``forbidden`` (the reverse of the last marker move
    actually played, see :func:`reverse`); sorted.

    >>> from .board import Board, GOLD_MARKER
    >>> b = Board.empty()
    >>> b.markers[0] = GOLD_MARKER
    >>> [names(s) for s in marker_steps(b)]
    [['a1', 'a2'], ['a1', 'b1']]
    >>> [names(s) for s in marker_steps(b, forbidden=parse_step("a1-b1"))]
    [['a1', 'a2']]
    """
    markers = board.markers
    free = _free_bits(board)
    steps = [(c, n) for c in CELLS if markers[c] != NO_MARKER
             for n in orthogonal(c) if free >> n & 1]
    if forbidden is not None and forbidden in steps:
        steps.remove(forbidden)
    return sorted(steps)


def turn_moves(board: Board, hand: Hand, marker: int, forbidden: Step | None) -> list[Turn]:
    """Every legal Phase 2 turn of the player whose colour is ``marker`` and who holds
    ``hand``, sorted: ``(kind, cells, step)``, one entry per distinct kind (identical
    pieces are one kind), placement and marker step.

    ``forbidden`` is the step straight back, as for :func:`marker_steps`: the reverse
    ``(to, from)`` of the marker move of the last turn actually played, ``reverse(last)``
    (None when there was none, or that turn moved no marker). The step is looked for on
    the board *after* the piece is placed (a piece may block a step), and is None only
    when no marker can move then. An empty list: the player cannot place and is skipped.

    >>> from .board import Board, GOLD_MARKER
    >>> b = Board.empty()
    >>> b.markers[parse_cell("a1")] = GOLD_MARKER
    >>> for kind, cells, step in turn_moves(b, {"I3": 2}, GOLD_MARKER, None):
    ...     print(kind, names(cells), names(step))
    I3 ['a2', 'a3', 'a4'] ['a1', 'b1']
    I3 ['a2', 'b2', 'c2'] ['a1', 'b1']
    I3 ['b1', 'b2', 'b3'] ['a1', 'a2']
    I3 ['b1', 'c1', 'd1'] ['a1', 'a2']

    Each piece leaves the a1 marker one step only; had the last turn moved it from b1 to
    a1, it could not move at all after the I3 on a2-a4:

    >>> turn_moves(b, ["I3"], GOLD_MARKER, reverse(parse_step("b1-a1")))[0][2] is None
    True
    """
    kinds = _kinds(hand)
    if not kinds:
        return []
    steps = marker_steps(board, forbidden)
    step_bits = [(s, 1 << s[1]) for s in steps]
    out: list[Turn] = []
    for kind in kinds:
        for cells in piece_placements(board, kind, marker):
            mask = _bits(cells)
            after = [s for s, bit in step_bits if not bit & mask]
            if after:
                out.extend((kind, cells, s) for s in after)
            else:
                out.append((kind, cells, None))
    return out  # kinds sorted, placements sorted, steps sorted: already in order


def can_place(board: Board, hand: Hand, marker: int) -> bool:
    """True when the player with ``hand`` and colour ``marker`` can place a piece (stops
    at the first placement found).

    >>> from .board import Board, GOLD_MARKER
    >>> b = Board.empty()
    >>> can_place(b, ["D"], GOLD_MARKER)
    False
    >>> b.markers[parse_cell("g7")] = GOLD_MARKER
    >>> can_place(b, ["D"], GOLD_MARKER), can_place(b, [], GOLD_MARKER)
    (True, False)
    """
    kinds = _kinds(hand)
    if not kinds:
        return False
    own = _marker_bits(board, marker)
    if not own:
        return False
    free = _free_bits(board)
    for kind in kinds:
        for _cells, mask, halo in _CANDIDATES[kind]:
            if halo & own and mask & free == mask:
                return True
    return False


def next_player(board: Board, hands: Mapping[str, Hand], moved: str) -> str | None:
    """Who plays the next turn after ``moved`` played one (or was skipped): the other
    player when they can place, else ``moved`` again when they can, else None (Phase 2
    is over). ``hands`` maps ``"silver"`` and ``"gold"`` to their hands. For the first
    turn, Gold moves when able: ``next_player(board, hands, "silver")``.

    >>> from .board import Board, GOLD_MARKER
    >>> b = Board.empty()
    >>> b.markers[0] = GOLD_MARKER
    >>> next_player(b, {"gold": ["D"], "silver": ["D"]}, "gold")
    'gold'
    >>> next_player(b, {"gold": [], "silver": ["D"]}, "gold") is None
    True
    """
    for player in (other(moved), moved):
        if can_place(board, hands[player], MARKER_OF[player]):
            return player
    return None


def is_over(board: Board, hands: Mapping[str, Hand]) -> bool:
    """True when neither player can place: Phase 2 is over."""
    return not any(can_place(board, hands[p], MARKER_OF[p]) for p in MARKER_OF)


def turn_error(board: Board, hand: Hand, marker: int, forbidden: Step | None,
               kind: str, cells: Iterable[Cell], step: Step | None) -> str | None:
    """Why the turn ``(kind, cells, step)`` is not legal, in words, or None when it is
    (the same verdict as membership in :func:`turn_moves`, but quick and explained);
    ``forbidden`` as for :func:`turn_moves`.

    >>> from .board import Board, GOLD_MARKER
    >>> b = Board.empty()
    >>> b.markers[0] = GOLD_MARKER
    >>> turn_error(b, ["D"], GOLD_MARKER, None, "D", (1, 2), (0, 7))
    >>> turn_error(b, ["D"], GOLD_MARKER, None, "D", (2, 3), (0, 7))
    'the piece shares no edge with a marker of your colour'
    >>> turn_error(b, ["D"], GOLD_MARKER, None, "D", (1, 2), None)
    'a marker can move: the marker move is compulsory'
    """
    counts = tally(hand)
    if kind not in counts:
        return f"{describe(kind)} is not a kind of Renaissance"
    if not counts[kind]:
        return f"no piece of kind {kind} in hand"
    cells = tuple(sorted(cells))
    if cells not in placements(kind):
        return f"those cells do not make a {kind} on the board"
    for c in cells:
        if not is_free(board, c):
            return f"{cell_name(c)} is not free"
    own = _marker_bits(board, marker)
    if not any(_ORTHO_BITS[c] & own for c in cells):
        return "the piece shares no edge with a marker of your colour"
    steps = [s for s in marker_steps(board, forbidden) if s[1] not in cells]
    if step is None:
        return "a marker can move: the marker move is compulsory" if steps else None
    if step in steps:
        return None
    frm, to = step
    if board.markers[frm] == NO_MARKER:
        return f"no marker on {cell_name(frm)}"
    if to not in orthogonal(frm):
        return "a marker moves one cell up, down, left or right"
    if step == forbidden:
        return "the marker moved in the last turn may not go straight back"
    return f"{cell_name(to)} is not free"


def apply_turn(board: Board, piece_id: int, kind: str, cells: Iterable[Cell],
               step: Step | None) -> None:
    """Play a turn on ``board`` (in place, no check): the piece as polyomino
    ``piece_id``, then the marker step, if any."""
    board.place_piece(piece_id, kind, tuple(cells))
    if step is not None:
        frm, to = step
        board.markers[to] = board.markers[frm]
        board.markers[frm] = NO_MARKER
