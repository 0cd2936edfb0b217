"""The setup of Renaissance (docs/rules.md §3.2), one test per rule, on constructed
positions: ringworld_nb/renaissance/setup.py."""

from __future__ import annotations

import pytest

from ringworld_nb.renaissance.board import BLOCKED, EMPTY, MONO, Board
from ringworld_nb.renaissance.cells import CENTRE, PLAYABLE, parse_cell
from ringworld_nb.renaissance.layout import parse_layout
from ringworld_nb.renaissance.pieces import CELLS_OF, KINDS, POOL, parse_piece, placements
from ringworld_nb.renaissance.setup import (
    fill_monominoes,
    fits,
    next_piece_id,
    placeable_kinds,
    pool_left,
    setup_options,
)

# Twelve pieces laid, only the I tetromino left, and no line of four empty cells.
STUCK_I4 = """
    A.BCCDD
    ABB..DD
    A.E..FF
    GGE#HF.
    .GEIH.J
    KGIIIJJ
    K.LL.J.
"""
# Twelve pieces laid, only a domino left, and no two empty cells side by side.
STUCK_D = """
    A.BB.CC
    ADDDECF
    AGGGEEF
    AG.#.E.
    HHIIJ.K
    HH.IJKK
    .LL.J.K
"""
# A complete setup.
COMPLETE = """
    AAAB.CD
    ..BBCCD
    EEB.FCD
    GGG#F.D
    ..GHIIJ
    KKLHMMJ
    KKLLM.J
"""


def board_of(*pieces: str) -> Board:
    board = Board.empty()
    for piece_id, text in enumerate(pieces, 1):
        board.place_piece(piece_id, *parse_piece(text))
    return board


def ids_of_kind(board: Board, kind: str) -> list[int]:
    return sorted(i for i, (k, _) in board.pieces.items() if k == kind)


# -- a piece goes anywhere it fits ----------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
def test_on_the_empty_board_every_placement_fits(kind):
    assert fits(Board.empty(), kind) == list(placements(kind))
    assert all(CENTRE not in cells for cells in fits(Board.empty(), kind))


@pytest.mark.parametrize("kind", KINDS)
def test_a_placement_fits_exactly_when_its_cells_are_empty(kind):
    board = board_of("T4:c3,d2,d3,e3", "I4:a7,b7,c7,d7", "D:g1,g2")
    found = fits(board, kind)
    assert found == sorted(found)
    for cells in placements(kind):
        free = all(board.tiles[c] == EMPTY for c in cells)
        assert (cells in found) == free


def test_fits_reads_the_tiles_only():
    board = Board.empty()
    board.tiles[parse_cell("a1")] = MONO          # not a setup tile, but not empty either
    assert all(parse_cell("a1") not in cells for cells in fits(board, "D"))


# -- the kinds that may be placed --------------------------------------------------------------

def test_placeable_kinds_are_those_left_in_the_pool_and_not_banned():
    assert placeable_kinds(POOL, ()) == list(KINDS)
    pool = dict(POOL, D=0, O4=0)
    assert placeable_kinds(pool, {"I3"}) == ["V3", "I4", "T4", "L4", "S4"]
    assert placeable_kinds({"S4": 1}, ()) == ["S4"]
    assert placeable_kinds({}, ()) == []


def test_pool_left_and_next_piece_id():
    board = board_of("D:a1,a2", "D:c1,c2", "T4:c3,d2,d3,e3")
    assert pool_left(board) == dict(POOL, D=2, T4=0)
    assert next_piece_id(board) == 4
    board.lift_piece(2)
    assert next_piece_id(board) == 2


# -- a player who is not stuck places ------------------------------------------------------

def test_the_first_move_is_any_placement_of_any_kind():
    places, removable = setup_options(Board.empty(), POOL, (), None)
    assert removable == []
    assert places == [(k, cells) for k in KINDS for cells in placements(k)]


def test_no_removal_while_something_fits():
    board = board_of("D:a1,a2", "T4:c3,d2,d3,e3")
    places, removable = setup_options(board, pool_left(board), (), None)
    assert places and removable == []
    # a new turn after the T4 came off: it fits again (on its own cells), so no removal
    board = parse_layout(STUCK_I4, setup=True)
    board.lift_piece(9)   # the T4: c2, d2, e2, d3
    places, removable = setup_options(board, pool_left(board), (), None)
    assert ("T4", tuple(parse_cell(c) for c in ("c2", "d2", "d3", "e2"))) in places
    assert removable == []


def test_placements_are_of_the_pool_only():
    board = board_of("I4:a1,b1,c1,d1", "O4:f6,f7,g6,g7")
    places, _ = setup_options(board, pool_left(board), (), None)
    assert {k for k, _ in places} == set(KINDS) - {"I4", "O4"}


# -- a stuck player must remove -----------------------------------------------------------

def test_a_stuck_player_must_remove():
    board = parse_layout(STUCK_I4, setup=True)
    pool = pool_left(board)
    assert pool == dict.fromkeys(KINDS, 0) | {"I4": 1}
    assert fits(board, "I4") == []
    places, removable = setup_options(board, pool, (), None)
    assert places == []
    assert removable == sorted(board.pieces) == list(range(1, 13))


def test_the_piece_placed_in_a_turn_with_removals_is_protected():
    board = parse_layout(STUCK_I4, setup=True)
    for protected in board.pieces:
        _, removable = setup_options(board, pool_left(board), (), protected)
        assert protected not in removable
        assert len(removable) == 11


def test_protection_binds_one_turn_only():
    """The protected id is the game's to keep: with None (a later turn) the piece may go."""
    board = parse_layout(STUCK_I4, setup=True)
    assert 7 in setup_options(board, pool_left(board), (), None)[1]


def test_a_removed_kind_cannot_be_placed_in_the_same_turn():
    board = parse_layout(STUCK_I4, setup=True)
    pool = pool_left(board)
    kind, _ = board.lift_piece(9)
    pool[kind] += 1
    assert kind == "T4" and fits(board, "T4")       # it would fit: its own cells are empty
    places, removable = setup_options(board, pool, {"T4"}, None)
    assert places == [] and removable                # the I4 still fits nowhere: remove more
    kind, _ = board.lift_piece(10)
    pool[kind] += 1
    places, removable = setup_options(board, pool, {"T4", "S4"}, None)
    assert removable == []
    assert {k for k, _ in places} == {"I4"}          # never the T4 nor the S4
    assert fits(board, "S4") and fits(board, "T4")
    # in the next turn the kinds are free again
    places, _ = setup_options(board, pool, (), None)
    assert {k for k, _ in places} == {"I4", "T4", "S4"}


def test_a_removal_is_allowed_only_while_nothing_placeable_fits():
    """Mid-turn: after a removal makes room for a kind that may be placed, the player
    places; no further removal is offered."""
    board = parse_layout(STUCK_I4, setup=True)
    pool = pool_left(board)
    board.lift_piece(10)                             # the S4 on f1, f2, g2, g3
    pool["S4"] += 1
    assert fits(board, "I4")
    assert setup_options(board, pool, {"S4"}, None)[1] == []


# -- the Decision: no removal that would leave nothing to place ------------------------------

def test_no_removal_of_the_only_kind_left():
    board = parse_layout(STUCK_D, setup=True)
    assert pool_left(board) == dict.fromkeys(KINDS, 0) | {"D": 1}
    places, removable = setup_options(board, pool_left(board), (), None)
    assert places == []
    dominoes = ids_of_kind(board, "D")
    assert len(dominoes) == 3
    assert removable == [i for i in sorted(board.pieces) if i not in dominoes]


def test_the_decision_counts_kinds_that_may_be_placed_not_kinds_that_fit():
    """Say an I4 were left too (a pool made up for the test): it does not fit either,
    but it could be placed after more removals, so even a domino may go."""
    board = parse_layout(STUCK_D, setup=True)
    pool = dict.fromkeys(KINDS, 0) | {"D": 1, "I4": 1}
    assert fits(board, "D") == [] and fits(board, "I4") == []
    places, removable = setup_options(board, pool, (), None)
    assert places == [] and removable == sorted(board.pieces)


def test_the_decision_with_kinds_banned_earlier_in_the_turn():
    board = parse_layout(STUCK_D, setup=True)
    pool = dict.fromkeys(KINDS, 0) | {"D": 1, "L4": 1}
    # made-up state: an L4 in the pool but banned (removed earlier in this turn), so the
    # D is the only kind still allowed, and no domino may go
    _, removable = setup_options(board, pool, {"L4"}, None)
    assert not set(removable) & set(ids_of_kind(board, "D"))
    # with the L4 not banned (say a new turn), the dominoes may go
    _, removable = setup_options(board, pool, (), None)
    assert set(ids_of_kind(board, "D")) <= set(removable)


def test_nothing_left_to_place_means_no_move():
    board = parse_layout(STUCK_D, setup=True)
    assert setup_options(board, dict.fromkeys(KINDS, 0), (), None) == ([], [])


# -- the monominoes ------------------------------------------------------------------------

@pytest.mark.parametrize("pieces", [
    (),
    ("D:a1,a2",),
    ("D:a1,a2", "T4:c3,d2,d3,e3", "I4:g1,g2,g3,g4", "V3:a7,b7,b6"),
])
def test_the_monominoes_fill_every_empty_cell(pieces):
    board = board_of(*pieces)
    covered = sum(CELLS_OF[parse_piece(p)[0]] for p in pieces)
    filled = fill_monominoes(board)
    assert len(filled) == 48 - covered
    assert filled == sorted(filled)
    assert board.tiles[CENTRE] == BLOCKED
    assert all(board.tiles[c] != EMPTY for c in PLAYABLE)
    assert board.tiles.count(MONO) == 48 - covered
    assert fill_monominoes(board) == []


def test_a_complete_setup_leaves_eight_monominoes():
    board = parse_layout(COMPLETE, setup=True)
    assert len(board.pieces) == 13 and all(v == 0 for v in pool_left(board).values())
    assert len(fill_monominoes(board)) == 48 - 40 == 8


def test_protected_may_be_given_as_a_collection():
    board = parse_layout(STUCK_I4, setup=True)
    pool = pool_left(board)
    assert (setup_options(board, pool, (), frozenset({7}))
            == setup_options(board, pool, (), 7))
    assert setup_options(board, pool, (), frozenset()) == setup_options(board, pool, (), None)
