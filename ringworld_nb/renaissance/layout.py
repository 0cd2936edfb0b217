"""Layouts: the board after the setup, written as text (docs/rules.md §3.6).

Seven lines, from row 7 at the top down to row 1, of seven characters each, for the
columns a to g: ``#`` the centre, ``.`` a monomino cell, and a letter for each placed
polyomino - each piece its own letter, its kind follows from its shape. A letter is
the same piece in upper and lower case (``a`` and ``A`` are one piece).

>>> board = parse_layout('''
...     AAAB.CD
...     ..BBCCD
...     EEB.FCD
...     GGG#F.D
...     ..GHIIJ
...     KKLHMMJ
...     KKLLM.J
... ''')
>>> from ringworld_nb.renaissance.pieces import piece_name
>>> len(board.pieces), board.tiles.count(MONO)
(13, 8)
>>> [piece_name(*board.pieces[i]) for i in (1, 2, 3, 7)]
['I3:a7,b7,c7', 'S4:c5,c6,d6,d7', 'T4:e6,f5,f6,f7', 'L4:a4,b4,c3,c4']

Pieces are numbered 1, 2, ... in the order their letters first appear, reading the
lines top-down and each line left to right; :func:`format_layout` writes the letters
A, B, C, ... in that same order, so a layout round-trips up to its letters:

>>> print(format_layout(parse_layout('''
...     xx.....
...     yy.....
...     y......
...     ...#...
...     .......
...     .......
...     .....zz
... ''')))
AA.....
BB.....
B......
...#...
.......
.......
.....CC

:func:`random_layout` plays a whole setup by the rules with random choices: the seeded
start of Phase 1.
"""

from __future__ import annotations

import random

from ..core.errors import ArgumentError, NotationError
from ..core.validate import describe, flag, python_random
from .board import BLOCKED, EMPTY, MONO, Board
from .cells import CENTRE, SIZE, Cell, cell_at, cell_name, orthogonal
from .pieces import POOL, kind_of
from .setup import fill_monominoes, next_piece_id, pool_left, setup_options

__all__ = ["parse_layout", "format_layout", "random_layout"]

_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _where(line: int, column: int) -> str:
    """``'line 2, column 3 (c6)'``: lines count from the top (row 7)."""
    cell = cell_at(column - 1, SIZE - line)
    return f"line {line}, column {column} ({cell_name(cell)})"


def parse_layout(text: str, *, setup: bool = False) -> Board:
    """The board a layout describes; NotationError names the line and column of what is
    wrong.

    Blank lines and the spaces around each line are ignored (so a layout can be
    indented in code). Refused: not exactly 7 lines of 7 characters; ``#`` anywhere but
    the centre, or the centre not ``#``; a character other than ``#``, ``.`` and
    letters; a letter whose cells are not connected or do not make one of the kinds;
    more pieces of a kind than the pool has (4 dominoes, 2 I and 2 V triominoes, one of
    each tetromino). Fewer pieces are fine (lessons use them).

    Each ``.`` is a monomino cell; with ``setup=True`` it is an empty cell instead: the
    text is then a position *during* the setup, before the monominoes.

    >>> parse_layout("AA.#...")
    Traceback (most recent call last):
    ...
    ringworld_nb.core.errors.NotationError: a layout has 7 lines (rows 7 to 1), got 1
    >>> parse_layout('''
    ...     AA.....
    ...     .A.....
    ...     .......
    ...     ...#...
    ...     .......
    ...     .......
    ...     .....AA
    ... ''')
    Traceback (most recent call last):
    ...
    ringworld_nb.core.errors.NotationError: line 1, column 1 (a7): the cells of 'A' \
are not connected (a7, b6, b7, f1, g1)
    """
    if not isinstance(text, str):
        raise NotationError(f"a layout is text of 7 lines, got {type(text).__name__}")
    setup = flag(setup, "setup")
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if len(lines) != SIZE:
        raise NotationError(f"a layout has 7 lines (rows 7 to 1), got {len(lines)}")
    groups: dict[str, list[tuple[int, int]]] = {}   # letter -> (line, column), 1-based
    board = Board.empty()
    dot = EMPTY if setup else MONO
    for i, line in enumerate(lines, 1):
        if len(line) != SIZE:
            raise NotationError(f"line {i} (row {SIZE + 1 - i}) has {len(line)} characters "
                                f"{describe(line)}; a layout line has 7 (columns a to g)")
        for j, ch in enumerate(line, 1):
            cell = cell_at(j - 1, SIZE - i)
            if ch == "#":
                if cell != CENTRE:
                    raise NotationError(f"{_where(i, j)}: '#' marks the centre, d4, only")
            elif cell == CENTRE:
                raise NotationError(f"{_where(i, j)}: the centre is written '#', "
                                    f"not {describe(ch)}")
            elif ch == ".":
                board.tiles[cell] = dot
            elif ch.isascii() and ch.isalpha():
                groups.setdefault(ch.upper(), []).append((i, j))
            else:
                raise NotationError(f"{_where(i, j)}: {describe(ch)} is not '#', '.' or a letter")
    counts: dict[str, int] = {}
    for piece_id, (letter, places) in enumerate(groups.items(), 1):
        cells = [cell_at(j - 1, SIZE - i) for i, j in places]
        names = ", ".join(cell_name(c) for c in sorted(cells))
        where = _where(*places[0])
        if not _connected(cells):
            raise NotationError(f"{where}: the cells of {describe(letter)} are not connected "
                                f"({names})")
        kind = kind_of(cells)
        if kind is None:
            raise NotationError(f"{where}: the cells of {describe(letter)} ({names}) make no "
                                f"kind of piece (D, I3, V3, I4, O4, T4, L4, S4)")
        counts[kind] = counts.get(kind, 0) + 1
        if counts[kind] > POOL[kind]:
            raise NotationError(f"{where}: {describe(letter)} is piece {kind} number "
                                f"{counts[kind]}, but the pool has {POOL[kind]} only")
        board.place_piece(piece_id, kind, tuple(cells))
    return board


def _connected(cells: list[Cell]) -> bool:
    todo, seen = [cells[0]], {cells[0]}
    while todo:
        for n in orthogonal(todo.pop()):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


def format_layout(board: Board, *, setup: bool = False) -> str:
    """The layout of ``board``: 7 lines, letters A, B, C, ... for the pieces in the order
    they first appear (reading top-down, left to right). Markers are not written.

    A layout is the board after the setup, so a cell with no tile at all is refused
    (ValueError); with ``setup=True`` it is the other way round, as in
    :func:`parse_layout`: empty cells are written ``.`` and monominoes refused.

    >>> b = Board.empty()
    >>> b.place_piece(7, "D", (0, 1))      # a1, a2
    >>> format_layout(b)
    Traceback (most recent call last):
    ...
    ringworld_nb.core.errors.ArgumentError: a7 has no tile: a layout is the board after the \
setup (setup=True writes a position during the setup)
    >>> format_layout(b, setup=True).splitlines()[-2:]
    ['A......', 'A......']
    """
    if not isinstance(board, Board):
        raise TypeError(f"board must be a Board, got {describe(board)} "
                        f"({type(board).__name__})")
    setup = flag(setup, "setup")
    letters: dict[int, str] = {}
    lines = []
    for row in reversed(range(SIZE)):
        line = []
        for column in range(SIZE):
            cell = cell_at(column, row)
            tile = board.tiles[cell]
            if tile == BLOCKED:
                line.append("#")
            elif tile == (EMPTY if setup else MONO):
                line.append(".")
            elif tile in (EMPTY, MONO):
                if setup:
                    raise ArgumentError(f"{cell_name(cell)} holds a monomino: a position "
                                     f"during the setup has none")
                raise ArgumentError(f"{cell_name(cell)} has no tile: a layout is the board "
                                 f"after the setup (setup=True writes a position during "
                                 f"the setup)")
            else:
                if tile not in letters:
                    letters[tile] = _LETTERS[len(letters)]
                line.append(letters[tile])
        lines.append("".join(line))
    return "\n".join(lines)


def random_layout(rng: random.Random) -> Board:
    """A complete setup played by the rules (§3.2) with random choices from ``rng``.

    Each move is drawn uniformly from the legal ones (:func:`.setup.setup_options`):
    one of all the placements ``(kind, cells)`` of the kinds that may be placed, or,
    when the player is stuck, one of the pieces they may remove. At the end the
    monominoes fill the 8 cells left. The pieces are then numbered as
    :func:`parse_layout` numbers them, so ``parse_layout(format_layout(b))`` equals
    ``b``. The same seed gives the same board.

    >>> b = random_layout(random.Random(1))
    >>> len(b.pieces), b.tiles.count(MONO)
    (13, 8)
    >>> parse_layout(format_layout(b)) == b
    True
    """
    rng = python_random(rng)
    board = Board.empty()
    pool = pool_left(board)
    banned: set[str] = set()
    protected: int | None = None
    removed = False
    while any(pool.values()):
        places, removable = setup_options(board, pool, banned, protected)
        if places:
            kind, cells = places[rng.randrange(len(places))]
            piece_id = next_piece_id(board)
            board.place_piece(piece_id, kind, cells)
            pool[kind] -= 1
            protected = piece_id if removed else None
            banned.clear()
            removed = False
        elif removable:
            kind, _ = board.lift_piece(removable[rng.randrange(len(removable))])
            pool[kind] += 1
            banned.add(kind)
            removed = True
        else:    # not seen in play: the tests play thousands of setups
            raise RuntimeError("a setup with no legal move:\n"
                               + format_layout(board, setup=True))
    fill_monominoes(board)
    return parse_layout(format_layout(board))

