"""Phase 1 of Renaissance: markers, insertions and taking polyominoes (docs/rules.md §3.3).

Pure functions over a :class:`~.board.Board`; the game keeps the supplies, the turn, the
passes and the offers. A player is known here by the colour of their markers,
``marker`` (:data:`~.board.SILVER_MARKER` or :data:`~.board.GOLD_MARKER`).

**How a move of Phase 1 runs** (the game follows these steps):

1. *Legal moves.* With at least one marker in supply, a plain placement ``e5`` is legal
   when the cell is in :func:`marker_cells`, an insertion ``a3>`` when ``(cell, '>')`` is
   in :func:`insertions` (always an entry cell that holds a marker: an insertion onto an
   empty entry cell *is* the plain placement, listed by :func:`marker_cells`). ``pass``
   is legal only when :func:`has_move` is False.
2. *The marker.* :func:`put_marker` for a placement, :func:`push` for an insertion
   (the pushed markers, from and to, make the ``pushed`` event); one marker leaves the
   player's supply.
3. *Acquisitions.* :func:`acquisitions`, computed once after the move, lists every
   piece all of whose cells hold a marker and that has a strict majority, in id order;
   each is passed to :func:`take`, which returns the markers on it (to go back to their
   owners' supplies) and the piece (to the collection of the majority's player). Pieces
   never share a cell, so taking one changes nothing about the others. Full pieces
   without a majority, :func:`ties`, stay - and are looked at again after every later
   move (a push can change their colours).

An insertion completes at most one piece (only one cell gets a new marker), but it can
also break the tie on a piece that was full before, so one move can take several
pieces. Below, Gold pushes up from a1: the domino on a2, a3 was full and tied (Silver,
Gold) and becomes Silver's; the domino on a4, a5 is completed with two Gold markers.

>>> from .board import Board, EMPTY, GOLD_MARKER as G, SILVER_MARKER as S, MONO
>>> from .cells import cell_name, parse_cell
>>> def names(cells):
...     return " ".join(cell_name(c) for c in cells)
>>> b = Board.empty()
>>> b.place_piece(1, "D", (parse_cell("a2"), parse_cell("a3")))
>>> b.place_piece(2, "D", (parse_cell("a4"), parse_cell("a5")))
>>> b.tiles = [MONO if t == EMPTY else t for t in b.tiles]     # monominoes elsewhere
>>> for name, colour in [("a1", S), ("a2", S), ("a3", G), ("a4", G), ("b1", G)]:
...     put_marker(b, parse_cell(name), colour)
>>> ties(b)
[1]
>>> (parse_cell("a1"), "^") in insertions(b, G)    # Gold's b1 opens a1, b1, c1 upward
True
>>> frm, to = push(b, parse_cell("a1"), "^", G)
>>> names(frm), names(to)
('a1 a2 a3 a4', 'a2 a3 a4 a5')
>>> acquisitions(b) == [(1, S), (2, G)]
True
>>> kind, cells, back = take(b, 1)
>>> kind, names(cells), back == {S: 2, G: 0}
('D', 'a2 a3', True)
>>> kind, cells, back = take(b, 2)
>>> names(cells), back == {S: 0, G: 2}, b.pieces, b.tiles[parse_cell("a5")] == MONO
('a4 a5', True, {}, True)

A tie stays: Silver fills the domino c5, d5 (d5 touches the centre, always allowed)
next to Gold's marker, one each.

>>> b = Board.empty()
>>> b.place_piece(1, "D", (parse_cell("c5"), parse_cell("d5")))
>>> put_marker(b, parse_cell("c5"), G)
>>> parse_cell("d5") in marker_cells(b, S)
True
>>> put_marker(b, parse_cell("d5"), S)
>>> full_pieces(b), acquisitions(b), ties(b)
([1], [], [1])
"""

from __future__ import annotations

from ..core.errors import ArgumentError
from .board import GOLD_MARKER, MONO, NO_MARKER, SILVER_MARKER, Board
from .cells import (
    CELLS,
    CENTRE,
    SIDES,
    SIZE,
    Cell,
    around_centre,
    cell_name,
    column_row,
    diagonal,
    edge_sides,
)

__all__ = ["marker_cells", "insertions", "push", "put_marker", "full_pieces",
           "acquisitions", "ties", "take", "has_move", "push_line", "entries",
           "DIRECTION_ORDER"]

#: The order insertions of one entry cell are listed in.
DIRECTION_ORDER: dict[str, int] = {">": 0, "<": 1, "^": 2, "v": 3}
#: Neighbours along a side: a vertical side (left, right) runs along rows.
_ALONG = {"left": 1, "right": 1, "bottom": SIZE, "top": SIZE}


def _line(cell: Cell, direction: str) -> tuple[Cell, ...]:
    """Cells from ``cell`` inward, stopping before the centre or after the far edge."""
    column, row = column_row(cell)
    dc, dr = {">": (1, 0), "<": (-1, 0), "^": (0, 1), "v": (0, -1)}[direction]
    out = []
    while 0 <= column < SIZE and 0 <= row < SIZE:
        c = column * SIZE + row
        if c == CENTRE:
            break
        out.append(c)
        column, row = column + dc, row + dr
    return tuple(out)


def _entries(cell: Cell) -> tuple[tuple[Cell, str], ...]:
    """(entry cell, direction) opened by a marker on ``cell``: per side it stands on,
    the cell itself and its neighbours along that side, pushing inward from the side."""
    out = []
    for side in edge_sides(cell):
        direction = SIDES[side]
        step = _ALONG[side]
        for e in (cell - step, cell, cell + step):
            if 0 <= e < SIZE * SIZE and side in edge_sides(e):
                out.append((e, direction))
    return tuple(sorted(out, key=lambda p: (p[0], DIRECTION_ORDER[p[1]])))


#: (entry cell, direction) -> the line of the push, entry cell first.
_LINES: dict[tuple[Cell, str], tuple[Cell, ...]] = {
    (c, SIDES[side]): _line(c, SIDES[side]) for c in CELLS for side in edge_sides(c)}
#: Per cell: (entry, direction, the line after the entry) opened by a marker there.
_OPENS: tuple[tuple[tuple[Cell, str, tuple[Cell, ...]], ...], ...] = tuple(
    tuple((e, d, _LINES[e, d][1:]) for e, d in _entries(c)) for c in CELLS)
#: Per cell: the diagonal neighbours where a marker may go (never the centre).
_DIAGONALS: tuple[tuple[Cell, ...], ...] = tuple(
    tuple(d for d in diagonal(c) if d != CENTRE) for c in CELLS)
_AROUND: tuple[Cell, ...] = around_centre()


def push_line(cell: Cell, direction: str) -> tuple[Cell, ...]:
    """The cells a push from entry ``cell`` in ``direction`` runs along: the entry cell
    first, up to but excluding the centre, the far-edge cell included.

    KeyError when ``cell`` is not on the side ``direction`` comes from.

    >>> from .cells import cell_name, parse_cell
    >>> [cell_name(c) for c in push_line(parse_cell("a4"), ">")]   # stops at the centre
    ['a4', 'b4', 'c4']
    >>> [cell_name(c) for c in push_line(parse_cell("c7"), "v")]   # to the far edge
    ['c7', 'c6', 'c5', 'c4', 'c3', 'c2', 'c1']
    """
    return _LINES[cell, direction]


def entries(cell: Cell) -> tuple[tuple[Cell, str], ...]:
    """The (entry cell, direction) pairs a marker on ``cell`` opens (the Decision of
    §3.3): none inside the board, three per side on an edge, a corner on two sides.

    >>> from .cells import cell_name, parse_cell
    >>> [cell_name(c) + d for c, d in entries(parse_cell("a1"))]
    ['a1>', 'a1^', 'a2>', 'b1^']
    >>> entries(parse_cell("c3"))
    ()
    """
    return tuple((e, d) for e, d, _ in _OPENS[cell])


def marker_cells(board: Board, marker: int) -> list[Cell]:
    """Sorted cells where the player of colour ``marker`` may put a marker as a plain
    placement: no marker there, never the centre, and (1) around the centre, or (2)
    diagonally next to one of their markers, or (3) an entry cell of an insertion
    (an insertion onto an empty entry cell just puts the marker there).

    >>> from .board import Board, SILVER_MARKER
    >>> from .cells import cell_name, parse_cell
    >>> b = Board.empty()
    >>> b.markers[parse_cell("a3")] = SILVER_MARKER
    >>> " ".join(cell_name(c) for c in marker_cells(b, SILVER_MARKER))
    'a2 a4 b2 b4 c3 c4 c5 d3 d5 e3 e4 e5'
    """
    markers = board.markers
    out = {c for c in _AROUND if not markers[c]}
    for c in CELLS:
        if markers[c] == marker:
            for d in _DIAGONALS[c]:
                if not markers[d]:
                    out.add(d)
            for e, _, _ in _OPENS[c]:
                if not markers[e]:
                    out.add(e)
    return sorted(out)


def insertions(board: Board, marker: int) -> list[tuple[Cell, str]]:
    """The insertions of the player of colour ``marker`` onto entry cells that hold a
    marker (of either colour), as (entry cell, direction), sorted by cell and then
    direction ``>``, ``<``, ``^``, ``v``. Legal only when the line (see
    :func:`push_line`) has a cell without a marker.

    >>> from .board import Board, GOLD_MARKER, SILVER_MARKER
    >>> from .cells import cell_name, parse_cell
    >>> b = Board.empty()
    >>> for name in ("a4", "b4", "c4"):            # full up to the centre
    ...     b.markers[parse_cell(name)] = SILVER_MARKER
    >>> b.markers[parse_cell("a5")] = GOLD_MARKER
    >>> [cell_name(c) + d for c, d in insertions(b, SILVER_MARKER)]
    ['a5>']
    """
    markers = board.markers
    out: set[tuple[Cell, str]] = set()
    for c in CELLS:
        if markers[c] == marker:
            for e, d, rest in _OPENS[c]:
                if markers[e]:
                    for x in rest:
                        if not markers[x]:
                            out.add((e, d))
                            break
    return sorted(out, key=lambda p: (p[0], DIRECTION_ORDER[p[1]]))


def push(board: Board, cell: Cell, direction: str,
         marker: int) -> tuple[tuple[Cell, ...], tuple[Cell, ...]]:
    """Apply the insertion of a ``marker`` at entry ``cell`` in ``direction``, in place.

    The markers from the entry cell inward up to the first cell without a marker each
    move one cell inward and the new marker lands on the entry cell. Returns (the cells
    the markers moved from, the cells they moved to), pairwise, entry side first. When
    the entry cell holds no marker the marker is just put there: ``((), ())``. Whether
    the player may insert there is :func:`insertions`' question, not checked here;
    ValueError when the line has no cell without a marker, KeyError when ``cell`` is not
    on the side ``direction`` comes from.

    >>> from .board import Board, GOLD_MARKER, SILVER_MARKER
    >>> from .cells import cell_name, parse_cell
    >>> b = Board.empty()
    >>> for name in ("a3", "b3", "c3", "d3", "e3", "f3"):   # g3, the far edge, is empty
    ...     b.markers[parse_cell(name)] = SILVER_MARKER
    >>> frm, to = push(b, parse_cell("a3"), ">", GOLD_MARKER)
    >>> cell_name(frm[-1]), cell_name(to[-1]), b.markers[parse_cell("g3")] == SILVER_MARKER
    ('f3', 'g3', True)
    >>> push(b, parse_cell("a3"), ">", GOLD_MARKER)
    Traceback (most recent call last):
    ...
    ringworld_nb.core.errors.ArgumentError: no cell without a marker on the line of a3>
    """
    line = _LINES[cell, direction]
    markers = board.markers
    k, n = 0, len(line)
    while k < n and markers[line[k]]:
        k += 1
    if k == n:
        raise ArgumentError(f"no cell without a marker on the line of {cell_name(cell)}"
                         f"{direction}")
    for i in range(k, 0, -1):
        markers[line[i]] = markers[line[i - 1]]
    markers[cell] = marker
    return line[:k], line[1:k + 1]


def put_marker(board: Board, cell: Cell, marker: int) -> None:
    """Put a ``marker`` on ``cell`` (a plain placement; legality is
    :func:`marker_cells`' question). ValueError on the centre or on a marker.

    >>> from .board import Board, GOLD_MARKER
    >>> b = Board.empty()
    >>> put_marker(b, 0, GOLD_MARKER)
    >>> b.markers[0] == GOLD_MARKER
    True
    """
    if cell == CENTRE or board.markers[cell]:
        raise ArgumentError(f"no marker may go on cell {cell}")
    board.markers[cell] = marker


def full_pieces(board: Board) -> list[int]:
    """Ids, sorted, of the pieces on the board all of whose cells hold a marker."""
    markers = board.markers
    return sorted(pid for pid, (_, cells) in board.pieces.items()
                  if all(markers[c] for c in cells))


def _majority(markers: list[int], cells: tuple[Cell, ...]) -> int:
    """The colour of the strict majority of markers on ``cells``, NO_MARKER on a tie."""
    silver = gold = 0
    for c in cells:
        m = markers[c]
        if m == SILVER_MARKER:
            silver += 1
        elif m == GOLD_MARKER:
            gold += 1
    if silver > gold:
        return SILVER_MARKER
    if gold > silver:
        return GOLD_MARKER
    return NO_MARKER


def acquisitions(board: Board) -> list[tuple[int, int]]:
    """(piece id, colour of the strict majority) for every full piece that has one,
    sorted by id: the pieces to take now. A full, tied piece is not listed (it stays,
    and is looked at again after the next move)."""
    markers = board.markers
    out = []
    for pid in full_pieces(board):
        colour = _majority(markers, board.pieces[pid][1])
        if colour:
            out.append((pid, colour))
    return out


def ties(board: Board) -> list[int]:
    """Ids, sorted, of the full pieces without a strict majority (they stay)."""
    markers = board.markers
    return [pid for pid in full_pieces(board)
            if not _majority(markers, board.pieces[pid][1])]


def take(board: Board, piece_id: int) -> tuple[str, tuple[Cell, ...], dict[int, int]]:
    """The piece leaves the board (its cells become monomino cells) and the markers on
    its cells are removed. Returns (kind, cells, {colour: markers returned}), both
    colours always in the dict (0 included), for the supplies."""
    kind, cells = board.lift_piece(piece_id, fill=MONO)
    back = {SILVER_MARKER: 0, GOLD_MARKER: 0}
    markers = board.markers
    for c in cells:
        m = markers[c]
        if m:
            back[m] += 1
            markers[c] = NO_MARKER
    return kind, cells, back


def has_move(board: Board, marker: int, supply: int) -> bool:
    """Whether the player of colour ``marker`` with ``supply`` markers left has a legal
    placement or insertion (``pass`` is legal only when not); stops at the first found.

    >>> from .board import Board, SILVER_MARKER
    >>> has_move(Board.empty(), SILVER_MARKER, 24), has_move(Board.empty(), SILVER_MARKER, 0)
    (True, False)
    """
    if supply <= 0:
        return False
    markers = board.markers
    for c in _AROUND:
        if not markers[c]:
            return True
    for c in CELLS:
        if markers[c] == marker:
            for d in _DIAGONALS[c]:
                if not markers[d]:
                    return True
            for e, _, rest in _OPENS[c]:
                if not markers[e]:
                    return True
                for x in rest:
                    if not markers[x]:
                        return True
    return False
