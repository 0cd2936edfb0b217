"""The Dice of Doom board: adjacency exactly as docs/rules.md §2.1, reading order, groups."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from ringworld_nb.dice import HexBoard, hex_name, parse_hex
from ringworld_nb.dice.hexboard import hexboard, largest_group_size


def rule_neighbours(n: int, r: int, c: int) -> set[tuple[int, int]]:
    """Word for word from docs/rules.md §2.1."""
    candidates = [(r, c - 1), (r, c + 1), (r - 1, c - 1), (r - 1, c), (r + 1, c), (r + 1, c + 1)]
    return {(a, b) for a, b in candidates if 0 <= a < n and 0 <= b < n}


@pytest.mark.parametrize("n", range(2, 11))
def test_neighbours_are_the_rule_text(n):
    board = HexBoard(n)
    for r, c in itertools.product(range(n), repeat=2):
        assert set(board.neighbours((r, c))) == rule_neighbours(n, r, c)
        assert board.neighbours((r, c)) == sorted(board.neighbours((r, c)))
        for other in board.neighbours((r, c)):
            assert board.adjacent(other, (r, c))  # symmetric
    m = board.adjacency_matrix()
    assert (m == m.T).all() and not m.diagonal().any()
    # edges of the parallelogram: 3 (N-1)^2 * ... counted directly
    assert m.sum() // 2 == 3 * n * n - 4 * n + 1


def test_the_exercise_example_adjacency():
    # Board (1) of the exercise: the top-left hex touches right, lower right and lower
    # left; the lower-left hex touches upper right and right, not the top-right hex.
    board = HexBoard(2)
    assert board.neighbours((0, 0)) == [(0, 1), (1, 0), (1, 1)]
    assert board.neighbours((1, 0)) == [(0, 0), (1, 1)]
    assert not board.adjacent((1, 0), (0, 1))
    assert board.neighbours((0, 1)) == [(0, 0), (1, 1)]


def test_corner_and_interior_degrees():
    board = HexBoard(5)
    assert len(board.neighbours((0, 0))) == 3
    assert len(board.neighbours((4, 4))) == 3
    assert len(board.neighbours((0, 4))) == 2
    assert len(board.neighbours((4, 0))) == 2
    assert len(board.neighbours((2, 2))) == 6
    # (r, c) and (r+1, c-1) only touch at a corner in the text diagram
    assert not board.adjacent((2, 2), (3, 1))
    assert not board.adjacent((2, 2), (1, 3))


@pytest.mark.parametrize("n", [2, 3, 5, 8])
def test_centres_are_one_apart_exactly_for_neighbours(n):
    board = HexBoard(n)
    xy = board.centers()
    dist = np.linalg.norm(xy[:, None, :] - xy[None, :, :], axis=-1)
    assert ((np.abs(dist - 1) < 1e-9) == board.adjacency_matrix()).all()
    # each row half a hex to the left of the row above
    assert xy[n, 0] == pytest.approx(xy[0, 0] - 0.5)
    assert xy[n, 1] < xy[0, 1]


def test_reading_order():
    board = HexBoard(4)
    assert len(board) == 16
    assert list(board)[:5] == [(0, 0), (0, 1), (0, 2), (0, 3), (1, 0)]
    for i, h in enumerate(board.hexes):
        assert board.index(h) == i == h[0] * 4 + h[1]
        assert board.hex(i) == h
    assert (1, 2) in board and (4, 0) not in board and "a1" not in board
    assert board.on_board((np.int64(1), np.int64(1)))
    assert not board.on_board((True, 0)) and not board.on_board((0.0, 1))
    with pytest.raises(ValueError, match="not a hex"):
        board.index((4, 4))
    with pytest.raises(ValueError):
        board.hex(16)


def test_hex_names():
    assert hex_name((0, 0)) == "a1"
    assert hex_name((2, 1)) == "b3"
    assert hex_name((9, 9)) == "j10"
    assert parse_hex("J10") == (9, 9)
    assert parse_hex(" b3 ") == (2, 1)
    board = HexBoard(3)
    assert board.parse("c3") == (2, 2)
    assert board.name((1, 0)) == "a2"
    for bad in ["", "a", "1a", "k1", "a0", "aa", "a-1", None]:
        with pytest.raises(ValueError):
            parse_hex(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="off the 3x3 board"):
        board.parse("d1")


def test_groups_and_largest_group():
    board = HexBoard(3)
    owner = np.array([[0, 0, 1],
                      [1, 1, 0],
                      [0, 1, 0]])
    # player 0: (0,1) touches (1,2) (its lower right), which touches (2,2) (lower left);
    # (2,0) is alone: its neighbours (1,0), (2,1) are player 1's.
    assert board.groups(owner, 0) == [[(0, 0), (0, 1), (1, 2), (2, 2)], [(2, 0)]]
    assert board.largest_group(owner, 0) == 4
    # player 1: (0,2) has only (0,1) and (1,2) as neighbours, both player 0's
    assert board.groups(owner, 1) == [[(1, 0), (1, 1), (2, 1)], [(0, 2)]]
    assert board.largest_group(owner, 1) == 3
    assert board.largest_group(owner, 2) == 0
    assert board.groups(owner, 2) == []
    # flat input in reading order works too
    assert board.largest_group(owner.ravel().tolist(), 1) == 3
    assert largest_group_size(owner.ravel().tolist(), board.nbrs, 1) == 3
    with pytest.raises(ValueError, match="owner must be"):
        board.largest_group([0, 1, 0], 0)


def test_group_through_the_diagonal_that_is_a_side():
    board = HexBoard(3)
    # (0,0) and (1,1) are neighbours (lower right); (0,1) and (1,0) are not
    owner = np.array([[0, 1, 1], [1, 0, 1], [1, 1, 0]])
    assert board.largest_group(owner, 0) == 3
    owner2 = np.array([[1, 0, 1], [0, 1, 1], [1, 1, 1]])
    assert board.largest_group(owner2, 0) == 1


def test_bad_sizes_and_sharing():
    for bad in [1, 11, 0, -2, 2.0, "3", True, None]:
        with pytest.raises(ValueError, match="size must be"):
            HexBoard(bad)  # type: ignore[arg-type]
    assert hexboard(4) is hexboard(4)
    assert HexBoard(4) == hexboard(4) and hash(HexBoard(4)) == hash(hexboard(4))
    assert repr(HexBoard(3)) == "HexBoard(3)"
