"""Text diagrams as in the original exercise, and the move notation."""

from __future__ import annotations

import numpy as np
import pytest

from ringworld_nb.core import NotationError
from ringworld_nb.dice import (
    PASS,
    DiceOfDoom,
    Move,
    format_board,
    format_move,
    parse_board,
    parse_move,
)
from ringworld_nb.dice.notation import format_rolls, parse_rolls
from ringworld_nb.dice.text import format_cell, parse_cell

# The exercise's diagrams, exactly as given (with their "... (n)" remarks).
EXAMPLE_START = """\
   -------------
   | A 3 | B 2 |
----------------
| A 2 | B 2 |
-------------"""

BOARD_1 = """\
   -------------
   | A 3 | B 3 |
----------------    ... (1)
| A 3 | B 2 |
-------------"""

BOARD_2 = """\
   -------------
   | A 3 | B 3 |
----------------    ... (2)
| A 1 | A 2 |
-------------"""

BOARD_3 = """\
   -------------
   | A 3 | B 3 |
----------------    ... (3)
| A 2 | A 2 |
-------------"""

EMPTY_4 = """\
         -------------------------
         |     |     |     |     |
      ----------------------------
      |     |     |     |     |
   ----------------------------
   |     |     |     |     |
----------------------------
|     |     |     |     |
-------------------------"""


def strip_remarks(text: str) -> str:
    return "\n".join(line.split("    ...")[0] for line in text.splitlines())


def test_parse_the_exercise_diagrams():
    owner, dice = parse_board(EXAMPLE_START)
    assert owner.tolist() == [[0, 1], [0, 1]] and dice.tolist() == [[3, 2], [2, 2]]
    owner, dice = parse_board(BOARD_1)
    assert owner.tolist() == [[0, 1], [0, 1]] and dice.tolist() == [[3, 3], [3, 2]]
    owner, dice = parse_board(BOARD_2)
    assert owner.tolist() == [[0, 1], [0, 0]] and dice.tolist() == [[3, 3], [1, 2]]
    assert owner.dtype == np.int8 and dice.dtype == np.int8


@pytest.mark.parametrize("diagram", [EXAMPLE_START, BOARD_1, BOARD_2, BOARD_3])
def test_print_back_exactly(diagram):
    assert format_board(*parse_board(diagram)) == strip_remarks(diagram)


def test_layout_matches_the_exercise_for_n4():
    # Blank out the cells of a printed 4x4 board: the frame is the exercise's N = 4 figure.
    printed = format_board(np.zeros((4, 4), int), np.ones((4, 4), int))
    assert printed.replace("A 1", "   ") == EMPTY_4


def test_larger_boards_round_trip():
    rng = np.random.default_rng(3)
    for n in range(2, 11):
        owner = rng.integers(0, 4, (n, n))
        dice = rng.integers(1, 6, (n, n))
        text = format_board(owner, dice)
        lines = text.splitlines()
        assert len(lines) == 2 * n + 1
        # each row of hexes is indented 3 less than the one above
        rows = [line for line in lines if "|" in line]
        assert [len(r) - len(r.lstrip()) for r in rows] == [3 * (n - 1 - r) for r in range(n)]
        o, d = parse_board(text)
        assert (o == owner).all() and (d == dice).all()


def test_lenient_parsing():
    owner, dice = parse_board("| a-3 | B2 |\n| c 1 | d-2 |")
    assert owner.tolist() == [[0, 1], [2, 3]] and dice.tolist() == [[3, 2], [1, 2]]
    assert parse_cell(" a-3 ") == (0, 3) and format_cell(3, 5) == "D 5"


@pytest.mark.parametrize("text,match", [
    ("", "rows of hexes"),
    ("| A 3 |", "rows of hexes"),
    ("| A 3 | B 2 |\n| A 3 |", "row 2 has 1 hexes"),
    ("| A 3 | E 2 |\n| A 3 | B 1 |", "owner A-D"),
    ("| A 3 | B x |\n| A 3 | B 1 |", "cell"),
    ("| A 3 | B 2 \n| A 3 | B 1 |", "line 1"),
    ("| A 3 | B 2 |\n   | A 3 | B 1 |", "indented more"),
])
def test_bad_diagrams(text, match):
    with pytest.raises(NotationError, match=match):
        parse_board(text)


def test_bad_arrays_to_format():
    with pytest.raises(ValueError):
        format_board(np.zeros((2, 3), int), np.ones((2, 3), int))


def test_game_prints_and_reads_diagrams():
    game = DiceOfDoom.from_text(BOARD_1)
    assert str(game) == strip_remarks(BOARD_1)
    assert game.text() == str(game)


# ---------------------------------------------------------------- notation --
def test_move_notation_round_trip():
    cases = [
        (PASS, None, None, "pass"),
        (Move((0, 0), (1, 1)), None, None, "a1-b2"),
        (Move((0, 1), (1, 1)), "win", None, "b1-b2 win"),
        (Move((9, 8), (9, 9)), "lose", None, "i10-j10 lose"),
        (Move((0, 0), (0, 1)), "win", ((6, 5, 3), (4, 2)), "a1-b1 win 653:42"),
        (Move((0, 0), (0, 1)), "lose", ((1, 1), (1, 1)), "a1-b1 lose 11:11"),
    ]
    for move, outcome, rolls, text in cases:
        assert format_move(move, outcome, rolls) == text
        parsed = parse_move(text)
        assert parsed == (move, outcome, rolls)
    assert parse_move("  A1 - B2   WIN  ", 2).move == Move((0, 0), (1, 1))
    assert parse_move("PASS").move == PASS
    # the outcome follows from the rolls when not given
    assert format_move(Move((0, 0), (0, 1)), rolls=((2,), (2,))) == "a1-b1 lose 2:2"
    assert str(Move((0, 0), (1, 1))) == "a1-b2" and str(PASS) == "pass"
    assert format_rolls(parse_rolls("12:3")) == "12:3"


@pytest.mark.parametrize("text,match", [
    ("", "empty"),
    ("a1", "attack"),
    ("a1 b2", "attack"),
    ("a1-z2", "not a hex name"),
    ("a1-c3", "off the 2x2 board"),
    ("a1-b2 maybe", "'win' or 'lose'"),
    ("a1-b2 win 6:7", "rolls"),
    ("a1-b2 win 65", "rolls"),
    ("a1-b2 win 12:34", "which is a lose"),
    ("a1-b2 lose 65:11", "which is a win"),
    ("a1-b2 win 65:11 extra", "unexpected"),
])
def test_bad_notation(text, match):
    with pytest.raises(NotationError, match=match):
        parse_move(text, 2)


def test_notation_refuses_non_text_and_bad_moves():
    with pytest.raises(NotationError):
        parse_move(None)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        format_move(PASS, "win")
    with pytest.raises(ValueError):
        format_move(Move((0, 0), None))
    with pytest.raises(ValueError):
        format_move(Move((0, 0), (0, 1)), "draw")
