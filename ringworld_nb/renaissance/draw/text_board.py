"""Renaissance told as text, cell by cell: the cells of the apps' text twin
(:class:`~ringworld_nb.core.view.TwinCell`), from the game and its :func:`~.view.view`.

The 7 x 7 board, row 7 first, as on the picture; the pushes of Phase 1 are buttons in the
margin where the picture draws their arrows (above the top row, below the bottom row,
left and right of the rows). Each cell says its name and what is on it - a marker and
whose, a monomino, the piece it is part of (its kind and cells), the centre - and what
the board marks there: a marker may go here, the chosen piece shown here (and whether
it fits), the marker chosen to move, where it may go.

>>> from ringworld_nb.renaissance import Renaissance
>>> from ringworld_nb.renaissance.draw.view import view
>>> game = Renaissance(1)
>>> cells, rows = text_board(game, view(game))
>>> rows[1], [(c.label, c.name) for c in cells if c.key == "d4"]
('row 7', [('d4 #', 'd4, the centre')])
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.view import TwinCell, View
from ..board import BLOCKED, GOLD_MARKER, MONO, SILVER_MARKER
from ..cells import CELLS, SIZE, cell_name, column_row
from ..moves import DIRECTIONS
from ..words import KIND_NAMES

if TYPE_CHECKING:
    from ..game import Renaissance

__all__ = ["text_board"]

_MARKERS = {SILVER_MARKER: "silver", GOLD_MARKER: "gold"}


def _place(column: int, row: int) -> tuple[int, int]:
    """Grid (row, col) of a cell: row 7 at the top (grid row 1), margins at 0 and 8."""
    return SIZE - row, column + 1


def _arrow_place(cell: int, direction: str) -> tuple[int, int]:
    column, row = column_row(cell)
    grid_row, grid_col = _place(column, row)
    if direction == ">":
        return grid_row, 0
    if direction == "<":
        return grid_row, SIZE + 1
    if direction == "v":
        return 0, grid_col
    return SIZE + 1, grid_col


def _target_words(phase: str, selected: int | None, tile: int) -> str:
    """What a cell the board marks is for, in the phase: in the setup a piece to take
    off (or the cell of a hint: no marker is on the board yet), in Phase 1 a marker's
    cell, in Phase 2 a marker that may move or where it may go."""
    if phase == "setup":
        return "a piece that can be taken off" if tile > 0 else "the piece may go here"
    if phase == "phase1":
        return "a marker may go here"
    if phase == "phase2_prep":
        return "your item may go here"
    return "a marker that may move" if selected is None else "it may go here"


def text_board(game: Renaissance, view: View) -> tuple[list[TwinCell], dict[int, str]]:
    """The cells of the twin and the names of its rows (see the module docstring)."""
    marks = view.marks if isinstance(view.marks, dict) else {}
    board = game.board
    targets = set(marks.get("targets", ()) or ())
    selected = marks.get("selected")
    ghost = marks.get("ghost")
    shown = set(ghost[1]) if ghost else set()
    fits = bool(ghost[2]) if ghost else False
    phase = game.phase
    cells: list[TwinCell] = []
    rows = {SIZE - r: f"row {r + 1}" for r in range(SIZE)}
    for cell in CELLS:
        column, row = column_row(cell)
        name = cell_name(cell)
        words = [name]
        tile = board.tiles[cell]
        marker = board.markers[cell]
        owner = _MARKERS.get(marker)
        if tile == BLOCKED:
            words.append("the centre")
        elif tile == MONO:
            words.append("a monomino")
        elif tile > 0 and tile in board.pieces:
            kind, piece = board.pieces[tile]
            words.append(f"part of the {KIND_NAMES.get(kind, kind)} "
                         + ", ".join(cell_name(c) for c in piece))
        if owner:
            words.append(f"{owner} marker")
        if tile == 0 and not owner:
            words.append("free")
        if cell in targets:
            words.append(_target_words(phase, selected, tile))
        if cell in shown:
            words.append("the chosen piece shown here" + ("" if fits else ", it does not fit"))
        chosen = selected is not None and selected == cell
        if chosen:
            words.append("the marker chosen" if phase == "phase2" else "chosen")
        grid_row, grid_col = _place(column, row)
        mark = ("#" if tile == BLOCKED else "m" if tile == MONO else
                board.pieces[tile][0] if tile > 0 and tile in board.pieces else "")
        mark += {"silver": "S", "gold": "G"}.get(owner or "", "")
        cells.append(TwinCell(name, f"{name} {mark}".strip(), ", ".join(words), grid_row,
                              grid_col,
                              ("cell", cell), chosen=chosen, owner=owner))
    for cell, direction in marks.get("arrows", ()) or ():
        name = cell_name(cell)
        grid_row, grid_col = _arrow_place(cell, direction)
        cells.append(TwinCell(f"{name}{direction}", f"{name}{direction}",
                              f"push a marker in at {name} {DIRECTIONS[direction]}",
                              grid_row, grid_col, ("edge", (cell, direction))))
    if any(c.row == 0 for c in cells):
        rows[0] = "pushes from the top"
    if any(c.row == SIZE + 1 for c in cells):
        rows[SIZE + 1] = "pushes from the bottom"
    return cells, rows
