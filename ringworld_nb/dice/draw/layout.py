"""Where things are: hexagon corners, the top of a stack, the hex names along the
edges, the limits of the board, the hex under a click, and figure sizes."""

from __future__ import annotations

import math

import numpy as np

from ...core.pictures import CSS_DPI
from ..hexboard import Hex, HexBoard
from .glyphs import _glyph
from .style import DARK, HEX_RADIUS, SQRT3, Style

# ------------------------------------------------------------------------- geometry --
_HEX_UNIT = HEX_RADIUS * np.array(
    [[math.cos(math.radians(a)), math.sin(math.radians(a))]
     for a in (90, 150, 210, 270, 330, 30)])


def hex_vertices(board: HexBoard, scale: float = 1.0) -> np.ndarray:
    """(N*N, 6, 2) corners of the hexagons in reading order (``scale`` < 1 shrinks them)."""
    return board.centers()[:, None, :] + scale * _HEX_UNIT[None]


def _stack_top(style: Style, dice) -> np.ndarray:
    """y of the top of a stack of ``dice`` dice above its hex centre."""
    return style.stack_base + (np.asarray(dice) + 1) * style.die_length


#: Room for the hex names beside the board (left) and under it, in board units.
_COORD_SPACE = 0.42
#: Gap between a stack and the "+1" above it, and the tallest "+1": the room kept above
#: the tallest stacks, so that a mark on the top row stays inside the picture.
_PLUS_GAP, _PLUS_MAX = 0.04, 0.24
#: The column letters above the top row: gap under them, and their reach below and
#: above their centre (lower-case letters centred on the cap height, descenders of g, j).
_TOP_GAP, _LETTER_DOWN, _LETTER_UP = 0.06, 0.8, 0.55


def _marks_top(style: Style, max_dice: int) -> float:
    """Highest y above a hex centre that a stack of ``max_dice`` dice and the "+1" of
    a reinforcement on it can reach."""
    return float(_stack_top(style, max_dice)) + _PLUS_GAP + plus_room(style)


def plus_room(style: Style) -> float:
    """The tallest "+1" of a reinforcement: the room kept for it above the stacks."""
    return max(_PLUS_MAX, style.marker_size)


def _coord_labels(board: HexBoard, style: Style,
                  max_dice: int = 5) -> tuple[list[str], np.ndarray]:
    """Texts and centres of the hex names along the edges: row numbers left of each
    row, column letters under the bottom row and above the top row - each letter
    above its hex of row 1, over the tallest stack of ``max_dice`` dice and its "+1"."""
    style = style.for_dice(max_dice)
    c = board.centers()
    n = board.n
    texts, pos = [], []
    for r in range(n):
        x, y = c[r * n]
        text = str(r + 1)
        v, _ = _glyph(text)
        half = (v[:, 0].max() - v[:, 0].min()) * style.coord_size / 2
        texts.append(text)
        # right-aligned, clear of the stack on the next row's first hex (which rises
        # beside the number, half a hex further left)
        pos.append((x - 0.8 - half, y))
    letters = "abcdefghij"
    for col in range(n):
        x, y = c[(n - 1) * n + col]
        texts.append(letters[col])
        pos.append((x, y - HEX_RADIUS - style.slab - _COORD_SPACE / 2))
    above = _marks_top(style, max_dice) + _TOP_GAP + _LETTER_DOWN * style.coord_size
    for col in range(n):
        x, y = c[col]
        texts.append(letters[col])
        pos.append((x, y + above))
    return texts, np.array(pos, dtype=float)


def board_limits(board: HexBoard, max_dice: int = 5, style: Style = DARK,
                 margin: float = 0.12) -> tuple[tuple[float, float], tuple[float, float]]:
    """``((x0, x1), (y0, y1))``: data limits holding the board, stacks of ``max_dice``
    with a "+1" on them (and the hex names along the edges, with ``style.coords``)."""
    style = style.for_dice(max_dice)
    c = board.centers()
    room = _COORD_SPACE if style.coords else 0.0
    x0, x1 = c[:, 0].min() - 0.5 - margin - 1.5 * room, c[:, 0].max() + 0.5 + margin
    y0 = c[:, 1].min() - HEX_RADIUS - style.slab - margin - room
    top = max(HEX_RADIUS, _marks_top(style, max_dice))
    if style.coords:
        top += _TOP_GAP + (_LETTER_DOWN + _LETTER_UP) * style.coord_size
    y1 = c[:, 1].max() + top + margin
    return (float(x0), float(x1)), (float(y0), float(y1))


def hit_test(board: HexBoard, x: float | None, y: float | None) -> Hex | None:
    """``(row, col)`` of the hex whose hexagon holds the point ``(x, y)``; None outside.

    The hexagons tile the plane, so the hexagon holding a point is the one with the
    nearest centre; a point beyond the board's edge is in no hexagon of the board.

    >>> from ringworld_nb.dice import HexBoard
    >>> board = HexBoard(3)
    >>> hit_test(board, 0.0, 0.0), hit_test(board, 0.5, -0.87), hit_test(board, -2, 1)
    ((0, 0), (1, 1), None)
    """
    if x is None or y is None:
        return None
    x, y = float(x), float(y)
    if not (math.isfinite(x) and math.isfinite(y)):
        return None
    c = board.centers()
    d = c - np.array([x, y])
    i = int(np.argmin((d ** 2).sum(axis=1)))
    dx, dy = abs(d[i, 0]), abs(d[i, 1])
    eps = 1e-9
    if dx <= 0.5 + eps and dx * 0.5 + dy * SQRT3 / 2 <= 0.5 + eps:
        return board.hexes[i]
    return None


# ------------------------------------------------------------------------- pictures --
def board_style(board: HexBoard, max_dice: int, style: Style, width_pt: float,
                height_pt: float = math.inf, dpi: float = CSS_DPI) -> Style:
    """``style`` for ``board`` drawn in a box of ``width_pt`` x ``height_pt`` points
    (see :meth:`Style.for_board`): on a crowded board, stacks that stay in their hex."""
    (x0, x1), (y0, y1) = board_limits(board, max_dice, style)
    points_per_unit = min(width_pt / (x1 - x0), height_pt / (y1 - y0))
    return style.for_board(max_dice, points_per_unit, dpi)


def figure_size(board: HexBoard, max_dice: int = 5, *, width: float | None = None,
                style: Style = DARK) -> tuple[float, float]:
    """``(width, height)`` in inches of the board alone, drawn ``width`` inches wide
    (default: about 0.95 inch per hex on small boards, 7 inches for the widest), with
    the style it is drawn in at that width (:func:`board_style`)."""
    (x0, x1), _ = board_limits(board, max_dice, style)
    if width is None:
        width = (x1 - x0) * min(0.95, 7.0 / (x1 - x0))
    fitted = board_style(board, max_dice, style, width * 72)
    (x0, x1), (y0, y1) = board_limits(board, max_dice, fitted)
    return float(width), float((y1 - y0) * width / (x1 - x0))


def _strip_layout(players: int, width: float) -> tuple[int, float]:
    """(columns, height in inches) of the status strip for a figure ``width`` wide."""
    cols = players if width >= 2.05 * players else 2
    rows = math.ceil(players / cols)
    return cols, 0.5 + rows * 0.36 + 0.08
