"""Text diagrams of a Dice of Doom board, as drawn in the original exercise.

Each hex is a box ``| A 3 |``: the owner's letter (A, B, C, D) and the number of dice.
Each row is indented 3 characters less than the row above - half a box - which is how
the text shows the hexes' parallelogram (docs/rules.md §2.1): the box below-left of a hex
and the one below-right are its two lower neighbours. The exercise's position (1)::

       -------------
       | A 3 | B 3 |
    ----------------    ... (1)
    | A 3 | B 2 |
    -------------

:func:`format_board` prints exactly this layout. :func:`parse_board` reads it back and
is lenient with hand-typed text: only the lines with ``|`` matter (dashes and remarks
like ``... (1)`` are ignored), cells may be written ``A 3``, ``A3``, ``a-3`` or ``a 3``,
and rows may all start in the same column. Rows indented *more* than the row above
are refused: that would be the mirror-image board, a different adjacency.

>>> owner, dice = parse_board('''
...    -------------
...    | A 3 | B 3 |
... ----------------    ... (1)
... | A 3 | B 2 |
... -------------''')
>>> owner.tolist(), dice.tolist()
([[0, 1], [0, 1]], [[3, 3], [3, 2]])
>>> print(format_board(owner, dice))
   -------------
   | A 3 | B 3 |
----------------
| A 3 | B 2 |
-------------
"""

from __future__ import annotations

import re

import numpy as np

from ..core.errors import ArgumentError, NotationError
from ..core.validate import describe, integer
from .hexboard import MAX_SIZE, MIN_SIZE
from .moves import PLAYER_NAMES

__all__ = ["format_board", "parse_board", "format_cell", "parse_cell"]

_CELL = re.compile(r"^([A-Za-z])\s*-?\s*(\d{1,2})$")


def format_cell(player: int, dice: int) -> str:
    """``(0, 3)`` -> ``'A 3'``; ArgumentError (TypeError) for a player that is not
    0 to 3 (A to D) or dice that are not 1 to 99."""
    player = integer(player, "player", low=0, high=len(PLAYER_NAMES) - 1)
    dice = integer(dice, "dice", low=1, high=99)
    return f"{PLAYER_NAMES[player]} {dice}"


def parse_cell(text: str) -> tuple[int, int]:
    """``'A 3'``, ``'a3'`` or ``'a-3'`` -> ``(0, 3)``; NotationError otherwise."""
    if not isinstance(text, str):
        raise NotationError(f"a cell is written like 'A 3', got {describe(text)}")
    m = _CELL.match(text.strip())
    if not m or m.group(1).upper() not in PLAYER_NAMES:
        raise NotationError(f"cell {text.strip()!r}: write the owner A-D and the number "
                            "of dice, e.g. 'A 3'")
    return PLAYER_NAMES.index(m.group(1).upper()), int(m.group(2))


def _square(owner: np.ndarray, dice: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    owner, dice = np.asarray(owner), np.asarray(dice)
    if owner.ndim != 2 or owner.shape[0] != owner.shape[1] or owner.shape != dice.shape:
        raise ArgumentError(f"owner and dice must be square arrays of one shape, got "
                         f"{owner.shape} and {dice.shape}")
    return owner, dice


def format_board(owner: np.ndarray, dice: np.ndarray) -> str:
    """The diagram of a position, as in the original exercise (no trailing newline)."""
    owner, dice = _square(owner, dice)
    n = owner.shape[0]
    lines = [" " * (3 * (n - 1)) + "-" * (6 * n + 1)]
    for r in range(n):
        cells = "".join(f"| {format_cell(int(p), int(d))} "
                        for p, d in zip(owner[r].tolist(), dice[r].tolist()))
        lines.append(" " * (3 * (n - 1 - r)) + cells + "|")
        if r < n - 1:
            lines.append(" " * (3 * (n - 2 - r)) + "-" * (6 * n + 4))
    lines.append("-" * (6 * n + 1))
    return "\n".join(lines)


def parse_board(text: str) -> tuple[np.ndarray, np.ndarray]:
    """``(owner, dice)`` as (N, N) int8 arrays from a diagram; NotationError if unreadable.

    Players are 0 (A) to 3 (D). Whether the dice counts suit a game is checked by the
    game (:meth:`DiceOfDoom.from_position`), not here.
    """
    if not isinstance(text, str):
        raise NotationError(f"a board diagram is text, got {type(text).__name__}")
    rows: list[list[tuple[int, int]]] = []
    indents: list[int] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if "|" not in line:
            continue
        first, last = line.index("|"), line.rindex("|")
        if first == last:
            raise NotationError(f"line {number}: a row of hexes needs '|' on both sides "
                                f"of each cell: {line.strip()!r}")
        try:
            rows.append([parse_cell(cell) for cell in line[first + 1:last].split("|")])
        except NotationError as err:
            raise NotationError(f"line {number}: {err}") from None
        if _CELL.match(line[last + 1:].strip()):
            raise NotationError(f"line {number}: the last hex {line[last + 1:].strip()!r} "
                                "needs a closing '|'")
        indents.append(first)
    n = len(rows)
    if not MIN_SIZE <= n <= MAX_SIZE:
        raise NotationError(f"a board has {MIN_SIZE} to {MAX_SIZE} rows of hexes "
                            f"(lines with '|'), found {n}")
    for r, row in enumerate(rows):
        if len(row) != n:
            raise NotationError(f"row {r + 1} has {len(row)} hexes, but the board has {n} "
                                "rows: the board must be N x N")
    for r in range(1, n):
        if indents[r] > indents[r - 1]:
            raise NotationError(
                f"row {r + 1} is indented more than row {r}: each row must be shifted "
                "to the left of the row above (or not at all), as in the exercise")
    owner = np.array([[p for p, _ in row] for row in rows], dtype=np.int8)
    dice = np.array([[d for _, d in row] for row in rows], dtype=np.int8)
    return owner, dice
