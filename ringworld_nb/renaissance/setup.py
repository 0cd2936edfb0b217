"""The setup of Renaissance: the players lay the thirteen polyominoes (docs/rules.md §3.2).

Silver begins, then the players alternate. A turn is normally one move, a
**placement**: one piece from the common pool, in any orientation, on empty cells
(never the centre). Only a player for whom *no* piece that they may place fits anywhere
is **stuck**: they take placed pieces off the board, one **removal** at a time, until
something fits, and then place. So a turn with removals is several moves by the same
player, and the rule book settles what binds them:

* a kind removed in this turn may not be placed in this turn (pieces of one kind are
  identical, so the rule is about kinds);
* each removal is allowed only while nothing that may be placed fits (see
  :func:`setup_options`), and only if some kind could still be placed in this turn
  afterwards (the Decision, below);
* the piece placed at the end of a turn with removals is **protected**: the next player
  may not remove it in their turn (and only then).

When the pool is empty, every cell still empty gets a monomino
(:func:`fill_monominoes`) and Phase 1 begins.

What the game keeps, and how it changes (the functions here are pure; the game holds
the state and calls them):

=====================  =============================================================
state                  meaning
=====================  =============================================================
``board``              the pieces laid so far (``board.tiles``: EMPTY, BLOCKED, ids)
``pool``               pieces left to place, by kind; starts as :data:`.pieces.POOL`
``banned``             the kinds removed in this turn; empty at the start of a turn
``protected``          the id of the piece the previous player placed in a turn with
                       removals, else None
``removed``            whether the player to move has removed something in this turn
=====================  =============================================================

* the legal moves are ``setup_options(board, pool, banned, protected)``: placements
  when there are any, otherwise removals (never both);
* a **removal** of piece ``p`` of kind ``k``: ``board.lift_piece(p)``, ``pool[k] += 1``,
  ``banned.add(k)``, ``removed = True``; the same player moves again;
* a **placement** of kind ``k``: ``board.place_piece(new_id, k, cells)`` (for example
  ``new_id = next_piece_id(board)``), ``pool[k] -= 1``; then ``protected = new_id`` if
  ``removed`` else None; ``banned`` is emptied, ``removed = False``, and the other
  player is to move;
* when the pool is empty (after a placement): ``fill_monominoes(board)``, the setup is
  over.

A stuck position: twelve pieces are laid, only the I tetromino is left, and no
straight line of four empty cells remains. (In the text, a letter is a placed piece and
``.`` an empty cell, as :func:`.layout.parse_layout` reads a position during the setup.)

>>> from ringworld_nb.renaissance.layout import parse_layout
>>> board = parse_layout('''
...     A.BCCDD
...     ABB..DD
...     A.E..FF
...     GGE#HF.
...     .GEIH.J
...     KGIIIJJ
...     K.LL.J.
... ''', setup=True)
>>> pool = pool_left(board)
>>> placeable_kinds(pool, banned=())
['I4']
>>> fits(board, "I4")
[]

Silver is stuck: no placement, so they must remove a piece. Had Gold placed piece 7
(the L tetromino, letter ``G``) in a turn with removals, every piece but that one could
go:

>>> setup_options(board, pool, banned=(), protected=7)
([], [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12])

Say Silver removes the T tetromino (piece 9, letter ``I``). The T4 goes back to the
pool, banned for this turn; the I tetromino still fits nowhere, so Silver goes on
removing (any piece but 7: removing another kind always leaves the I4 to place).

>>> board.lift_piece(9)[0]
'T4'
>>> pool["T4"] += 1
>>> setup_options(board, pool, banned={"T4"}, protected=7)
([], [1, 2, 3, 4, 5, 6, 8, 10, 11, 12])

Then the S tetromino (piece 10, ``J``): now the I4 fits, in three places, and Silver
must place it (the T4 and the S4 are banned until the next turn).

>>> board.lift_piece(10)[0]
'S4'
>>> pool["S4"] += 1
>>> from ringworld_nb.renaissance.pieces import piece_name
>>> places, removable = setup_options(board, pool, banned={"T4", "S4"}, protected=7)
>>> [piece_name(kind, cells) for kind, cells in places], removable
(['I4:c2,d2,e2,f2', 'I4:d2,e2,f2,g2', 'I4:g1,g2,g3,g4'], [])
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from .board import EMPTY, MONO, Board
from .cells import CELLS, CENTRE, Cell
from .pieces import KINDS, POOL, placements

__all__ = ["fits", "fits_somewhere", "placeable_kinds", "setup_options", "fill_monominoes",
           "pool_left", "next_piece_id"]


def fits(board: Board, kind: str) -> list[tuple[Cell, ...]]:
    """Every way (its cells, sorted) to lay a piece of ``kind`` on empty cells.

    On the empty board a domino fits in 80 places: 42 lying, 42 standing, less the 4
    that would cover the centre. An O tetromino fits in 36 - 4 = 32.

    >>> len(fits(Board.empty(), "D")), len(fits(Board.empty(), "O4"))
    (80, 32)
    >>> b = Board.empty()
    >>> b.place_piece(1, "I4", (0, 7, 14, 21))    # a1, b1, c1, d1
    >>> len(fits(b, "D"))     # 8 fewer: those touching a1, b1, c1 or d1
    72
    """
    tiles = board.tiles
    return [cells for cells in placements(kind)
            if all(tiles[c] == EMPTY for c in cells)]


def fits_somewhere(board: Board, kinds: Collection[str]) -> bool:
    """Whether a piece of one of ``kinds`` fits anywhere on the empty cells: the
    question :func:`setup_options` answers by listing every way, answered at the first
    way found (whether the player to move must remove a piece).

    >>> fits_somewhere(Board.empty(), ["D"]), fits_somewhere(Board.empty(), [])
    (True, False)
    """
    tiles = board.tiles
    return any(all(tiles[c] == EMPTY for c in cells)
               for kind in kinds for cells in placements(kind))


def placeable_kinds(pool: Mapping[str, int], banned: Collection[str]) -> list[str]:
    """The kinds the player to move may place (whether they fit or not): those with a
    piece left in the ``pool``, except the kinds ``banned`` (removed in this turn).

    The kinds come in the order of :data:`.pieces.KINDS`; a kind missing from ``pool``
    has no piece left.

    >>> placeable_kinds({"D": 1, "I3": 0, "T4": 1}, banned={"T4"})
    ['D']
    """
    return [k for k in KINDS if pool.get(k, 0) > 0 and k not in banned]


def setup_options(board: Board, pool: Mapping[str, int], banned: Collection[str],
                  protected: int | Collection[int] | None
                  ) -> tuple[list[tuple[str, tuple[Cell, ...]]], list[int]]:
    """The legal moves of the player to move: ``(placements, removals)``.

    ``placements`` lists every ``(kind, cells)`` of a kind in
    :func:`placeable_kinds` that fits (:func:`fits`), in the order of the kinds, then of
    the cells. When that list is not empty it is the whole choice, and ``removals`` is
    ``[]``: a player may remove only when nothing they may place fits.

    Otherwise the player is stuck and ``removals`` lists the ids (sorted) of the pieces
    they may take off the board. A piece may be removed unless

    * it is ``protected`` (placed by the previous player in a turn with removals; the
      id, None for no piece, or a collection of ids), or
    * the **Decision** forbids it: *a removal is allowed only if, after it, some kind
      may still be placed in this turn: a kind with a piece in the pool that was not
      removed in this turn.* The removed piece's own kind does not count, since it
      becomes banned; whether that kind fits yet does not matter (further removals can
      make room). Without this rule a player could remove their way into a turn that
      can never end.

    Example: one domino is left in the pool, but the 10 empty cells touch no other
    empty cell, so it does not fit. Any piece may go, except a domino (pieces 2, 6
    and 12): that would ban the only kind left, and the turn could never end.

    >>> from ringworld_nb.renaissance.layout import parse_layout
    >>> board = parse_layout('''
    ...     A.BB.CC
    ...     ADDDECF
    ...     AGGGEEF
    ...     AG.#.E.
    ...     HHIIJ.K
    ...     HH.IJKK
    ...     .LL.J.K
    ... ''', setup=True)
    >>> [board.pieces[i][0] for i in (2, 6, 12)]
    ['D', 'D', 'D']
    >>> setup_options(board, {"D": 1}, banned=(), protected=None)
    ([], [1, 3, 4, 5, 7, 8, 9, 10, 11])
    """
    kinds = placeable_kinds(pool, banned)
    places = [(kind, cells) for kind in kinds for cells in fits(board, kind)]
    if places:
        return places, []
    if protected is None:
        guarded: Collection[int] = ()
    elif isinstance(protected, int):
        guarded = (protected,)
    else:
        guarded = protected
    removable = []
    for piece_id in sorted(board.pieces):
        if piece_id in guarded:
            continue
        kind = board.pieces[piece_id][0]
        if any(k != kind for k in kinds):
            removable.append(piece_id)
    return [], removable


def fill_monominoes(board: Board) -> list[Cell]:
    """End of the setup: every empty cell gets a monomino (``MONO``); the centre stays
    blocked. Returns the filled cells, sorted. The board is changed in place.

    With all 13 pieces laid (40 cells), 48 - 40 = 8 monominoes go down.

    >>> b = Board.empty()
    >>> b.place_piece(1, "O4", (0, 1, 7, 8))
    >>> len(fill_monominoes(b)), b.tiles[0], b.tiles[2] == MONO
    (44, 1, True)
    """
    cells = [c for c in CELLS if c != CENTRE and board.tiles[c] == EMPTY]
    for c in cells:
        board.tiles[c] = MONO
    return cells


def pool_left(board: Board) -> dict[str, int]:
    """The pieces not on the board, by kind (every kind listed): the pool of a setup
    in which the pieces on ``board`` have been laid.

    >>> b = Board.empty()
    >>> b.place_piece(1, "D", (0, 1))
    >>> pool_left(b)["D"], sum(pool_left(b).values())
    (3, 12)
    """
    pool = dict(POOL)
    for kind, _ in board.pieces.values():
        pool[kind] -= 1
    return pool


def next_piece_id(board: Board) -> int:
    """The id for the next piece laid: the smallest positive id not on the board (so the
    ids of the setup stay 1..13, removals or not).

    >>> b = Board.empty()
    >>> next_piece_id(b)
    1
    >>> b.place_piece(1, "D", (0, 1)); b.place_piece(3, "D", (2, 3))
    >>> next_piece_id(b)
    2
    """
    piece_id = 1
    while piece_id in board.pieces:
        piece_id += 1
    return piece_id
