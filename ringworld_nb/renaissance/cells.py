"""The 7 x 7 board of Renaissance: cells, their names, their neighbours (docs/rules.md §3.1).

A cell is an integer ``index = column * 7 + row``: column 0..6 is a..g from the left,
row 0..6 is 1..7 from the bottom, as in chess, so the centre d4 is index 24. Sorting
cells by index sorts their names column first, then row - the order of the notation.

>>> cell_name(0), cell_name(CENTRE), cell_name(48)
('a1', 'd4', 'g7')
>>> parse_cell("e5") == 4 * 7 + 4
True
>>> sorted(cell_name(c) for c in orthogonal(0))
['a2', 'b1']
"""

from __future__ import annotations

from ..core.errors import ArgumentError, NotationError
from ..core.validate import describe, integer

__all__ = ["SIZE", "CELLS", "CENTRE", "PLAYABLE", "Cell", "cell_name", "parse_cell",
           "column_row", "cell_at", "orthogonal", "diagonal", "around_centre",
           "edge_sides", "on_board", "as_cell"]

#: Cells per side.
SIZE = 7
#: Every cell of the board, 0..48.
CELLS = range(SIZE * SIZE)
Cell = int
#: The centre, d4: blocked for everything, all game long.
CENTRE: Cell = 3 * SIZE + 3
#: The 48 cells in play.
PLAYABLE: tuple[Cell, ...] = tuple(c for c in CELLS if c != CENTRE)
_COLUMNS = "abcdefg"


def as_cell(cell: object, name: str = "cell") -> Cell:
    """``cell`` as an int if it is a cell 0..48 (numpy integers welcome); TypeError for
    what is not an integer, ArgumentError for an integer off the board.

    >>> as_cell(49)
    Traceback (most recent call last):
    ...
    ringworld_nb.core.errors.ArgumentError: cell must be from 0 to 48, got 49
    """
    if type(cell) is int and 0 <= cell < SIZE * SIZE:
        return cell
    return integer(cell, name, low=0, high=SIZE * SIZE - 1)


def column_row(cell: Cell) -> tuple[int, int]:
    """``(column, row)`` of a cell, both 0..6 (a1 is (0, 0)); ArgumentError (TypeError)
    for what is not a cell 0..48."""
    return divmod(as_cell(cell), SIZE)


def on_board(column: int, row: int) -> bool:
    """True when (column, row) is one of the 49 cells."""
    return 0 <= column < SIZE and 0 <= row < SIZE


def cell_at(column: int, row: int) -> Cell:
    """The cell at (column, row), which must be on the board."""
    if not on_board(column, row):
        raise ArgumentError(f"({column}, {row}) is off the 7 x 7 board")
    return column * SIZE + row


def cell_name(cell: Cell) -> str:
    """Chess-like name: column letter a..g, row number 1..7; ArgumentError (TypeError)
    for what is not a cell 0..48 (``-1`` is no cell, not g7)."""
    column, row = column_row(cell)
    return f"{_COLUMNS[column]}{row + 1}"


def parse_cell(text: str) -> Cell:
    """The cell named ``text`` (``'a1'``..``'g7'``); NotationError otherwise."""
    if not isinstance(text, str):
        raise NotationError(f"a cell is written like 'e5', got {describe(text)}")
    t = text.strip().lower()
    if (len(t) != 2 or t[0] not in _COLUMNS or t[1] not in "1234567"):
        raise NotationError(f"{describe(text)} is not a cell: columns a-g, rows 1-7 (like 'e5')")
    return cell_at(_COLUMNS.index(t[0]), int(t[1]) - 1)


def _around(cell: Cell, steps) -> tuple[Cell, ...]:
    column, row = column_row(cell)
    return tuple(cell_at(column + dc, row + dr) for dc, dr in steps
                 if on_board(column + dc, row + dr))


def orthogonal(cell: Cell) -> tuple[Cell, ...]:
    """The cells that share an edge with ``cell`` (2 to 4 of them; the centre included)."""
    return _ORTHOGONAL[as_cell(cell)]


def diagonal(cell: Cell) -> tuple[Cell, ...]:
    """The cells that touch ``cell`` at a corner only (the centre included)."""
    return _DIAGONAL[as_cell(cell)]


def around_centre() -> tuple[Cell, ...]:
    """The 8 cells around the centre (where a marker may always go in Phase 1)."""
    return _AROUND_CENTRE


#: Sides of the board, each with the direction a push from outside goes in.
SIDES = {"left": ">", "right": "<", "bottom": "^", "top": "v"}


def edge_sides(cell: Cell) -> tuple[str, ...]:
    """The sides of the board ``cell`` stands on (two for a corner, none inside)."""
    column, row = column_row(cell)
    sides = []
    if column == 0:
        sides.append("left")
    if column == SIZE - 1:
        sides.append("right")
    if row == 0:
        sides.append("bottom")
    if row == SIZE - 1:
        sides.append("top")
    return tuple(sides)


_ORTHOGONAL = tuple(_around(c, ((1, 0), (-1, 0), (0, 1), (0, -1))) for c in CELLS)
_DIAGONAL = tuple(_around(c, ((1, 1), (1, -1), (-1, 1), (-1, -1))) for c in CELLS)
_AROUND_CENTRE = tuple(sorted(_ORTHOGONAL[CENTRE] + _DIAGONAL[CENTRE]))
