"""The polyominoes of Renaissance: kinds, shapes and every way to lay them down
(docs/rules.md §3.1).

Thirteen pieces in eight kinds. Identical pieces are one kind (a Decision of the rule
book), so a piece is known by its kind: ``D`` (domino, 4 of them), ``I3`` and ``V3``
(straight and bent triomino, 2 each), ``I4``, ``O4``, ``T4``, ``L4``, ``S4`` (one
tetromino each). Pieces are *free*: they may be turned and turned over, so a kind has up
to 8 orientations.

>>> [len(orientations(k)) for k in KINDS]
[2, 2, 4, 2, 1, 4, 8, 4]
>>> kind_of({0, 1, 7, 8})
'O4'
>>> piece_name("T4", [2 * 7 + 2, 3 * 7 + 2, 3 * 7 + 1, 4 * 7 + 2])
'T4:c3,d2,d3,e3'
"""

from __future__ import annotations

from collections.abc import Iterable

from ..core.errors import ArgumentError, NotationError
from ..core.validate import describe
from .cells import CENTRE, SIZE, Cell, as_cell, cell_name, column_row, on_board, parse_cell

__all__ = ["KINDS", "POOL", "CELLS_OF", "IS_I", "orientations", "kind_of", "piece_name",
           "parse_piece", "placements", "Shape", "as_kind", "normal_shape", "shape_of",
           "turned", "flipped", "covering"]

#: The kinds, in the order of the notation's list.
KINDS: tuple[str, ...] = ("D", "I3", "V3", "I4", "O4", "T4", "L4", "S4")
#: How many pieces of each kind the common pool holds (13 in all, 40 cells).
POOL: dict[str, int] = {"D": 4, "I3": 2, "V3": 2, "I4": 1, "O4": 1, "T4": 1, "L4": 1,
                        "S4": 1}
#: Cells of a piece of each kind (also its Phase 2 penalty when still in hand).
CELLS_OF: dict[str, int] = {"D": 2, "I3": 3, "V3": 3, "I4": 4, "O4": 4, "T4": 4, "L4": 4,
                            "S4": 4}
#: The straight ("I") pieces of Triple I: the domino is one too.
IS_I: dict[str, bool] = {k: k in ("D", "I3", "I4") for k in KINDS}

#: A shape: the (column, row) offsets of its cells, moved to touch both axes, sorted.
Shape = tuple[tuple[int, int], ...]

_BASE: dict[str, list[tuple[int, int]]] = {
    "D": [(0, 0), (1, 0)],
    "I3": [(0, 0), (1, 0), (2, 0)],
    "V3": [(0, 0), (1, 0), (0, 1)],
    "I4": [(0, 0), (1, 0), (2, 0), (3, 0)],
    "O4": [(0, 0), (1, 0), (0, 1), (1, 1)],
    "T4": [(0, 0), (1, 0), (2, 0), (1, 1)],
    "L4": [(0, 0), (0, 1), (0, 2), (1, 0)],
    "S4": [(1, 0), (2, 0), (0, 1), (1, 1)],
}


def normal_shape(points: Iterable[tuple[int, int]]) -> Shape:
    """The ``(column, row)`` offsets moved to touch both axes, sorted: the orientation
    they draw, wherever they lie.

    >>> normal_shape([(3, 4), (2, 4), (2, 5)])
    ((0, 0), (0, 1), (1, 0))
    """
    pts = list(points)
    if not pts:
        raise ArgumentError("a shape has at least one cell")
    x0 = min(x for x, _ in pts)
    y0 = min(y for _, y in pts)
    return tuple(sorted((x - x0, y - y0) for x, y in pts))


_normal = normal_shape


def shape_of(cells: Iterable[Cell]) -> Shape:
    """The orientation of a piece lying on ``cells``.

    >>> shape_of(parse_piece("V3:a1,a2,b1")[1])
    ((0, 0), (0, 1), (1, 0))
    """
    return normal_shape(column_row(c) for c in cells)


def turned(shape: Shape) -> Shape:
    """``shape`` turned a quarter clockwise (on the board as drawn: columns to the
    right, rows up).

    >>> turned(((0, 0), (0, 1), (0, 2)))     # an upright I3 lies down
    ((0, 0), (1, 0), (2, 0))
    >>> shape = orientations("L4")[0]
    >>> turned(turned(turned(turned(shape)))) == shape
    True
    """
    return normal_shape((y, -x) for x, y in shape)


def flipped(shape: Shape) -> Shape:
    """``shape`` turned over (mirrored left to right).

    >>> flipped(((0, 0), (1, 0), (1, 1)))     # a1 b1 b2 becomes a1 b1 a2
    ((0, 0), (0, 1), (1, 0))
    """
    return normal_shape((-x, y) for x, y in shape)


def covering(shape: Shape, cell: Cell) -> list[tuple[Cell, ...]]:
    """Every way ``shape`` (an orientation, not turned again) lies on the board over
    ``cell``: the cells (sorted) for each of its own cells put on ``cell`` in turn, its
    first cell first; those that would leave the board are left out. There may be none:
    a bent piece turned the wrong way cannot cover a corner (another of its
    orientations can). Whether the piece may lie there (the centre, other pieces) is
    the rules' question.

    >>> [[cell_name(c) for c in cells] for cells in covering(((0, 0), (1, 0)), 0)]
    [['a1', 'b1']]
    """
    column, row = column_row(cell)
    out: list[tuple[Cell, ...]] = []
    for ax, ay in shape:
        spots = [(column + x - ax, row + y - ay) for x, y in shape]
        if all(on_board(c, r) for c, r in spots):
            out.append(tuple(sorted(c * SIZE + r for c, r in spots)))
    return out


def _symmetries(points: list[tuple[int, int]]) -> list[Shape]:
    shapes = []
    for flip in (False, True):
        pts = [(-x, y) if flip else (x, y) for x, y in points]
        for _ in range(4):
            pts = [(-y, x) for x, y in pts]  # a quarter turn
            shape = _normal(pts)
            if shape not in shapes:
                shapes.append(shape)
    return shapes


_ORIENTATIONS: dict[str, tuple[Shape, ...]] = {
    k: tuple(_symmetries(v)) for k, v in _BASE.items()}
_KIND_OF_SHAPE: dict[Shape, str] = {s: k for k, ss in _ORIENTATIONS.items() for s in ss}


def as_kind(kind: object, name: str = "kind") -> str:
    """``kind`` as a plain str if it is one of :data:`KINDS`; TypeError for what is not
    text, ArgumentError naming the kinds otherwise.

    >>> as_kind("d")
    Traceback (most recent call last):
    ...
    ringworld_nb.core.errors.ArgumentError: kind must be one of D, I3, V3, I4, O4, T4, \
L4, S4, got 'd'
    """
    if isinstance(kind, str) and kind in POOL:
        return str(kind)
    if not isinstance(kind, str):
        raise TypeError(f"{name} must be a kind of piece ({', '.join(KINDS)}), got "
                        f"{describe(kind)} ({type(kind).__name__})")
    raise ArgumentError(f"{name} must be one of {', '.join(KINDS)}, got {describe(kind)}")


def orientations(kind: str) -> tuple[Shape, ...]:
    """Every distinct orientation (turned or turned over) of ``kind``; ArgumentError
    for what is not a kind."""
    return _ORIENTATIONS[as_kind(kind)]


def kind_of(cells: Iterable[Cell]) -> str | None:
    """The kind whose shape the ``cells`` make, or None when they make no kind (no
    cells at all included); ArgumentError for what is not a cell."""
    points = [column_row(c) for c in cells]
    if not points:
        return None
    return _KIND_OF_SHAPE.get(normal_shape(points))


def piece_name(kind: str, cells: Iterable[Cell]) -> str:
    """A piece as the notation writes it: kind, colon, its cells sorted; ArgumentError
    for an unknown kind or what is not a cell."""
    return f"{as_kind(kind)}:" + ",".join(cell_name(c) for c in sorted(map(as_cell, cells)))


def parse_piece(text: str) -> tuple[str, tuple[Cell, ...]]:
    """``(kind, sorted cells)`` of ``'T4:c3,d2,d3,e3'``; NotationError names what is wrong.

    The cells must make the kind's shape; their order in the text does not matter.
    """
    if not isinstance(text, str) or ":" not in text:
        raise NotationError(f"a piece is written like 'T4:c3,d2,d3,e3', got {describe(text)}")
    kind, _, rest = text.strip().partition(":")
    kind = kind.strip().upper()
    if kind not in POOL:
        raise NotationError(f"{describe(text)}: {describe(kind)} is not a kind "
                            f"({', '.join(KINDS)})")
    cells = [parse_cell(t) for t in rest.split(",")]
    if len(set(cells)) != len(cells):
        raise NotationError(f"{describe(text)}: a cell is named twice")
    if len(cells) != CELLS_OF[kind] or kind_of(cells) != kind:
        raise NotationError(f"{describe(text)}: those cells do not make a {kind}")
    return kind, tuple(sorted(cells))


def _all_placements(kind: str) -> tuple[tuple[Cell, ...], ...]:
    out = []
    for shape in _ORIENTATIONS[kind]:
        width = max(x for x, _ in shape) + 1
        height = max(y for _, y in shape) + 1
        for c0 in range(SIZE - width + 1):
            for r0 in range(SIZE - height + 1):
                cells = tuple(sorted((c0 + x) * SIZE + r0 + y for x, y in shape))
                if CENTRE not in cells and all(on_board(c0 + x, r0 + y) for x, y in shape):
                    out.append(cells)
    return tuple(sorted(set(out)))


_PLACEMENTS: dict[str, tuple[tuple[Cell, ...], ...]] = {k: _all_placements(k) for k in KINDS}


def placements(kind: str) -> tuple[tuple[Cell, ...], ...]:
    """Every set of cells (sorted) a piece of ``kind`` may cover on an empty board, the
    centre left free: the candidates that the rules then filter by what is occupied."""
    return _PLACEMENTS[as_kind(kind)]
