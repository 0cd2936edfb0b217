"""A puzzle build keeps a position once, however it was reached: puzzles are told apart
by the game's ``key()`` of their position where the game has one (the tests' Nim,
``tests/nim_game.py``), not by the moves that led there."""

from __future__ import annotations

import pytest
from nim_game import registered

from ringworld_nb.puzzles.build import position_of, to_puzzles
from ringworld_nb.puzzles.mine import Found


@pytest.fixture(autouse=True)
def nim_registered():
    with registered():
        yield


def _found(moves: list[str], ply: int) -> Found:
    return Found({"heaps": [3, 4, 5]}, moves, ["1:1"], 1, ["one-move"], 1000, 0, ply)


def test_one_position_reached_by_moves_in_another_order_is_one_puzzle() -> None:
    first, again = _found(["1:1", "2:1"], 2), _found(["2:1", "1:1"], 2)
    other = _found(["1:1", "3:1"], 2)
    made = to_puzzles("nim", [first, again, other])
    assert [p.moves for p in made] == [("1:1", "2:1"), ("1:1", "3:1")]
    assert [p.id for p in made] == ["nim-0001", "nim-0002"]


def test_a_position_already_in_the_file_is_left_out() -> None:
    known = to_puzzles("nim", [_found(["2:1", "1:1"], 2)])
    made = to_puzzles("nim", [_found(["1:1", "2:1"], 2), _found(["3:2"], 1)], first=2,
                      known=known)
    assert [p.moves for p in made] == [("3:2",)]


def test_the_player_to_move_is_part_of_the_position() -> None:
    assert position_of("nim", {"heaps": [3, 4, 5]}, ["1:1", "1:1"]) \
        != position_of("nim", {"heaps": [3, 4, 5]}, ["1:2"])
