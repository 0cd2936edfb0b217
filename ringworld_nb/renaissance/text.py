"""Text diagrams of a Renaissance position, for doctests and the notebooks.

Each cell is two characters, its tile then its marker, and the cells of a row are one
space apart; rank numbers stand on both sides, file letters above and below:

======  ==============================================================
tile    meaning
======  ==============================================================
``A``   a polyomino: its letter (A for piece 1, B for piece 2, ...)
``.``   a monomino
``#``   the centre (blocked)
(space) no tile (during the setup, and on the cleared board of Phase 2)
======  ==============================================================

======  ==============================================================
marker  meaning
======  ==============================================================
``s``   a Silver marker
``g``   a Gold marker
(space) no marker
======  ==============================================================

So ``Ds`` is a Silver marker on piece D, ``.g`` a Gold marker on a monomino, `` s`` a
Silver marker on an empty cell. A line under the board gives the kind of each lettered
piece (``A=I3`` ...); with ``supplies``, another gives the markers left in each
player's supply.

>>> from ringworld_nb.renaissance.layout import parse_layout
>>> from ringworld_nb.renaissance.cells import parse_cell
>>> board = parse_layout('''
...     AAAB.CD
...     ..BBCCD
...     EEB.FCD
...     GGG#F.D
...     ..GHIIJ
...     KKLHMMJ
...     KKLLM.J
... ''')
>>> board.markers[parse_cell("c5")] = SILVER_MARKER
>>> board.markers[parse_cell("e5")] = GOLD_MARKER
>>> print(diagram(board, supplies={"silver": 23, "gold": 23}))
  a  b  c  d  e  f  g
7 A  A  A  B  .  C  D  7
6 .  .  B  B  C  C  D  6
5 E  E  Bs .  Fg C  D  5
4 G  G  G  #  F  .  D  4
3 .  .  G  H  I  I  J  3
2 K  K  L  H  M  M  J  2
1 K  K  L  L  M  .  J  1
  a  b  c  d  e  f  g
A=I3 B=S4 C=T4 D=I4 E=D F=D G=L4 H=D I=D J=I3 K=O4 L=V3 M=V3
supply: silver 23, gold 23
"""

from __future__ import annotations

from collections.abc import Mapping

from .board import (
    BLOCKED,
    EMPTY,
    GOLD_MARKER,
    MONO,
    NO_MARKER,
    PLAYERS,
    SILVER_MARKER,
    Board,
)
from .cells import SIZE, cell_at

__all__ = ["diagram", "piece_letters"]

_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_MARKS = {NO_MARKER: " ", SILVER_MARKER: "s", GOLD_MARKER: "g"}


def piece_letters(board: Board) -> dict[int, str]:
    """The letter of each piece on the board: A for id 1, B for id 2, and so on, so a
    piece keeps its letter while others leave the board. (Should some id pass 26, the
    pieces are lettered in the order of their ids instead.)

    >>> b = Board.empty()
    >>> b.place_piece(2, "D", (0, 1)); b.place_piece(5, "D", (2, 3))
    >>> piece_letters(b)
    {2: 'B', 5: 'E'}
    """
    ids = sorted(board.pieces)
    if ids and ids[-1] > len(_LETTERS):
        return {piece_id: _LETTERS[n % len(_LETTERS)] for n, piece_id in enumerate(ids)}
    return {piece_id: _LETTERS[piece_id - 1] for piece_id in ids}


def diagram(board: Board, *, supplies: Mapping[str, int] | None = None) -> str:
    """The position as text (the legend is in the module docstring).

    ``supplies`` maps ``"silver"`` and ``"gold"`` to the markers left in their supply;
    when given, a last line says so. On the empty board:

    >>> print(diagram(Board.empty()))
      a  b  c  d  e  f  g
    7                      7
    6                      6
    5                      5
    4          #           4
    3                      3
    2                      2
    1                      1
      a  b  c  d  e  f  g
    """
    letters = piece_letters(board)
    files = "  " + "  ".join("abcdefg"[:SIZE])
    lines = [files]
    for row in reversed(range(SIZE)):
        cells = []
        for column in range(SIZE):
            cell = cell_at(column, row)
            tile = board.tiles[cell]
            if tile == EMPTY:
                t = " "
            elif tile == MONO:
                t = "."
            elif tile == BLOCKED:
                t = "#"
            else:
                t = letters.get(tile, "?")
            cells.append(t + _MARKS.get(board.markers[cell], "?"))
        lines.append(f"{row + 1} " + " ".join(cells) + f" {row + 1}")
    lines.append(files)
    if letters:
        lines.append(" ".join(f"{letters[i]}={board.pieces[i][0]}" for i in sorted(letters)))
    if supplies is not None:
        lines.append("supply: " + ", ".join(f"{p} {supplies[p]}" for p in PLAYERS
                                            if p in supplies))
    return "\n".join(lines)
