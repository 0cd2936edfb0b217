"""Layouts (docs/rules.md §3.6), random setups and text diagrams of Renaissance:
ringworld_nb/renaissance/layout.py and text.py."""

from __future__ import annotations

import random

import pytest

from ringworld_nb.core.errors import NotationError
from ringworld_nb.renaissance.board import (
    BLOCKED,
    EMPTY,
    GOLD_MARKER,
    MONO,
    SILVER_MARKER,
    Board,
)
from ringworld_nb.renaissance.cells import CENTRE, PLAYABLE, parse_cell
from ringworld_nb.renaissance.layout import format_layout, parse_layout, random_layout
from ringworld_nb.renaissance.pieces import CELLS_OF, POOL, kind_of, piece_name
from ringworld_nb.renaissance.setup import pool_left
from ringworld_nb.renaissance.text import diagram, piece_letters

COMPLETE = """\
AAAB.CD
..BBCCD
EEB.FCD
GGG#F.D
..GHIIJ
KKLHMMJ
KKLLM.J"""


def lines_with(row: int, text: str) -> str:
    """An all-monomino layout whose line for ``row`` (7 at the top) is ``text``."""
    lines = ["......." for _ in range(7)]
    lines[3] = "...#..."
    lines[7 - row] = text
    return "\n".join(lines)


# -- reading and writing ----------------------------------------------------------------------

def test_a_complete_layout():
    board = parse_layout(COMPLETE)
    assert len(board.pieces) == 13
    assert sorted(pool_left(board).values()) == [0] * 8
    assert board.tiles.count(MONO) == 8 and board.tiles[CENTRE] == BLOCKED
    assert EMPTY not in board.tiles
    assert piece_name(*board.pieces[1]) == "I3:a7,b7,c7"
    assert piece_name(*board.pieces[13]) == "V3:e1,e2,f2"
    assert format_layout(board) == COMPLETE


def test_ids_follow_first_appearance_and_letters_are_free():
    text = COMPLETE.translate(str.maketrans("ABCDEFGHIJKLM", "zyxwvutsrqpon"))
    board = parse_layout(text)
    assert board == parse_layout(COMPLETE)
    assert format_layout(board) == COMPLETE


def test_upper_and_lower_case_are_one_piece():
    text = COMPLETE.replace("AAAB", "aAaB")
    assert parse_layout(text) == parse_layout(COMPLETE)


def test_blank_lines_and_indentation_are_ignored():
    text = "\n\n" + "\n".join("    " + line + "  " for line in COMPLETE.splitlines()) + "\n\n"
    assert parse_layout(text) == parse_layout(COMPLETE)


def test_fewer_pieces_are_allowed():
    board = parse_layout(lines_with(1, "AA.BBB."))
    assert [k for k, _ in board.pieces.values()] == ["D", "I3"]
    assert board.tiles.count(MONO) == 48 - 5
    empty = parse_layout(lines_with(1, "......."))
    assert empty.pieces == {} and empty.tiles.count(MONO) == 48


def test_markers_are_not_part_of_a_layout():
    board = parse_layout(COMPLETE)
    board.markers[0] = SILVER_MARKER
    assert format_layout(board) == COMPLETE


def test_format_refuses_cells_without_tile():
    board = parse_layout(COMPLETE)
    board.lift_piece(1)
    with pytest.raises(ValueError, match="a7 has no tile"):
        format_layout(board)


def test_positions_during_the_setup():
    board = parse_layout(COMPLETE, setup=True)
    assert board.tiles.count(EMPTY) == 8 and MONO not in board.tiles
    assert format_layout(board, setup=True) == COMPLETE
    board.lift_piece(2)
    again = parse_layout(format_layout(board, setup=True), setup=True)
    assert sorted(again.pieces.values()) == sorted(board.pieces.values())
    with pytest.raises(ValueError, match="monomino"):
        format_layout(parse_layout(COMPLETE), setup=True)


# -- every error names its line and column --------------------------------------------------

def refused(text: str, pattern: str) -> str:
    with pytest.raises(NotationError, match=pattern) as info:
        parse_layout(text)
    return str(info.value)


def test_wrong_number_of_lines():
    refused("\n".join(COMPLETE.splitlines()[:6]), "7 lines .*got 6")
    refused(COMPLETE + "\n.......", "7 lines .*got 8")
    refused("", "got 0")


def test_wrong_line_length():
    message = refused(COMPLETE.replace("..BBCCD", "..BBCCDD"), "line 2 .*8 characters")
    assert "row 6" in message
    refused(COMPLETE.replace("KKLLM.J", "KKLLM."), "line 7 .*6 characters")


def test_the_centre():
    refused(lines_with(1, "#......"), r"line 7, column 1 \(a1\): '#' marks the centre")
    text = COMPLETE.replace("GGG#F.D", "GGG.F.D")
    refused(text, r"line 4, column 4 \(d4\): the centre is written '#'")
    refused(COMPLETE.replace("GGG#F.D", "GGGGF.D"), r"column 4 \(d4\)")


@pytest.mark.parametrize("char", [" ", "1", "*", "é", "_"])
def test_unknown_characters(char):
    text = COMPLETE.replace("..BBCCD", "." + char + "BBCCD")
    refused(text, r"line 2, column 2 \(b6\): .* is not '#', '.' or a letter")


def test_a_letter_not_connected():
    message = refused(lines_with(1, "A.....A"), r"line 7, column 1 \(a1\): .*'A' are not "
                      r"connected")
    assert "a1, g1" in message
    # two groups, each a good domino, but one letter
    text = lines_with(1, "AA...AA")
    refused(text, "not connected")
    # diagonal contact does not connect
    text = "\n".join(["A......", ".A.....", ".......", "...#...", ".......", ".......",
                      "......."])
    refused(text, r"line 1, column 1 \(a7\).*not connected")


@pytest.mark.parametrize("cells, where", [
    ("A......", r"line 7, column 1 \(a1\)"),               # one cell is no polyomino
    ("AAAAA..", r"line 7, column 1 \(a1\)"),               # five cells
    (".B.....", r"line 7, column 2 \(b1\)"),
])
def test_a_letter_that_makes_no_kind(cells, where):
    refused(lines_with(1, cells), where + r": the cells of '[AB]' \(.*\) make no kind")


def test_a_letter_that_makes_no_kind_in_two_lines():
    text = "\n".join(["AAA....", "..AA...", ".......", "...#...", ".......", ".......",
                      "......."])
    refused(text, r"line 1, column 1 \(a7\): the cells of 'A' \(a7, b7, c6, c7, d6\)")


@pytest.mark.parametrize("second, kind, count, where", [
    ("DDEE...", "D", 5, r"line 2, column 3 \(c6\)"),
    ("..CCC..", "I3", 3, r"line 2, column 3 \(c6\)"),
])
def test_more_pieces_of_a_kind_than_the_pool_has(second, kind, count, where):
    first = "AABBCC." if kind == "D" else "AAABBB."
    lines = [first, second, ".......", "...#...", ".......", ".......", "......."]
    refused("\n".join(lines), where + f": '[A-E]' is piece {kind} number {count}, but the "
            f"pool has {POOL[kind]} only")


def test_two_o_tetrominoes():
    text = "\n".join(["AA.BB..", "AA.BB..", ".......", "...#...", ".......", ".......",
                      "......."])
    refused(text, r"line 1, column 4 \(d7\): 'B' is piece O4 number 2")


def test_not_text():
    with pytest.raises(NotationError):
        parse_layout(None)  # type: ignore[arg-type]


# -- random setups ------------------------------------------------------------------------

def check_complete(board: Board) -> None:
    assert len(board.pieces) == 13
    kinds = sorted(k for k, _ in board.pieces.values())
    assert kinds == sorted(k for k, n in POOL.items() for _ in range(n))
    covered: list[int] = []
    for piece_id, (kind, cells) in board.pieces.items():
        assert kind_of(cells) == kind and len(cells) == CELLS_OF[kind]
        assert all(board.tiles[c] == piece_id for c in cells)
        covered += cells
    assert len(covered) == len(set(covered)) == 40
    assert CENTRE not in covered and board.tiles[CENTRE] == BLOCKED
    monos = [c for c in PLAYABLE if board.tiles[c] == MONO]
    assert len(monos) == 8 and not set(monos) & set(covered)
    assert not any(board.markers)


@pytest.mark.parametrize("first", range(0, 400, 100))
def test_random_layouts_are_complete_setups(first):
    for seed in range(first, first + 100):
        board = random_layout(random.Random(seed))
        check_complete(board)
        assert parse_layout(format_layout(board)) == board


def test_random_layouts_are_seeded_and_varied():
    assert random_layout(random.Random(7)) == random_layout(random.Random(7))
    texts = {format_layout(random_layout(random.Random(seed))) for seed in range(30)}
    assert len(texts) == 30


# -- text diagrams ------------------------------------------------------------------------------

def test_diagram_shows_tiles_and_markers():
    board = parse_layout(COMPLETE, setup=True)
    board.markers[parse_cell("e5")] = GOLD_MARKER          # on a piece
    board.markers[parse_cell("d5")] = SILVER_MARKER        # on an empty cell
    lines = diagram(board, supplies={"gold": 3, "silver": 5}).splitlines()
    assert lines[0] == lines[8] == "  a  b  c  d  e  f  g"
    assert lines[3] == "5 E  E  B   s Fg C  D  5"
    assert lines[4] == "4 G  G  G  #  F     D  4"
    assert lines[9].startswith("A=I3 B=S4")
    assert lines[10] == "supply: silver 5, gold 3"
    assert {len(line) for line in lines[1:8]} == {24}


def test_piece_letters_are_kept_by_id():
    board = parse_layout(COMPLETE)
    board.lift_piece(1, MONO)                              # taken in Phase 1
    assert piece_letters(board)[2] == "B"
    assert diagram(board).splitlines()[1].startswith("7 .  .  .  B")
    board.place_piece(40, *board.pieces.pop(2))            # an id past Z: by rank
    assert piece_letters(board)[3] == "A" and piece_letters(board)[40] == "L"
