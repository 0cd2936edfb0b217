"""Notation of The Ring World moves: the original's digits, round trips, clear errors."""

from __future__ import annotations

import random

import pytest

from ringworld_nb import NotationError, RingBoard, RingWorld
from ringworld_nb.ringworld import PASS, Move, format_move, parse_move


@pytest.fixture(scope="module")
def l4() -> RingBoard:
    return RingBoard(4)


def test_examples(l4: RingBoard) -> None:
    place = l4.parse_address("123")[1]
    ring = l4.parse_address("12")
    assert l4.address(1, place) == "123" and l4.address(*ring) == "12"  # canonical
    assert format_move(l4, Move(place, ring)) == "123@12"
    assert parse_move(l4, "123@12") == Move(place, ring)
    assert parse_move(l4, " 123 @ 12 ") == Move(place, ring)
    assert format_move(l4, Move(None, (3, 3))) == "-@3"
    assert format_move(l4, Move(place, (4, 0))) == "123@*"
    assert parse_move(l4, "123@*") == Move(place, (4, 0))
    # 527 is shared with 477 (its canonical address): both spellings are accepted
    assert l4.address(1, l4.parse_address("527")[1]) == "477"
    assert format_move(l4, parse_move(l4, "527@52")) == "477@47"
    assert parse_move(l4, "PASS") == PASS
    assert format_move(l4, PASS) == "pass"


def test_every_path_of_a_shared_position_parses_to_it(l4: RingBoard) -> None:
    shared = [i for i in range(l4.count(1)) if l4.is_shared(1, i)]
    assert shared
    for i in shared:
        paths = l4.paths(1, i)
        assert len(paths) >= 2 and paths[0] == l4.address(1, i)
        for path in paths:
            assert parse_move(l4, f"{path}@*").place == i
        # formatting always writes the canonical (smallest) path
        assert format_move(l4, Move(i, (4, 0))) == f"{paths[0]}@*"


@pytest.mark.parametrize("order", [3, 4])
def test_round_trip_over_random_games(order: int) -> None:
    board = RingBoard(order)
    rng = random.Random(order)
    for _ in range(20):
        game = RingWorld(order, max_turns=200)
        while not game.is_over:
            moves = game.legal_moves()
            for move in rng.sample(moves, min(5, len(moves))):
                text = format_move(board, move)
                assert parse_move(board, text) == move
            game.play(rng.choice(moves))


@pytest.mark.parametrize(
    "text,fragment",
    [
        ("", "empty move"),
        ("52@5", "3 digits"),
        ("5278@5", "3 digits"),
        ("528@5", "digits 0-7"),
        ("52a@5", "digits 0-7"),
        ("527@527", "level-1 position"),
        ("527@5@2", "only one '@'"),
        ("-", "written 'pass'"),
        ("527@x", "digits 0-7"),
        ("pas", "digits 0-7"),
    ],
)
def test_malformed_notation_says_what_is_wrong(l4: RingBoard, text: str, fragment: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_move(l4, text)
    assert fragment in str(info.value)
    assert isinstance(info.value, ValueError)


def test_not_text(l4: RingBoard) -> None:
    with pytest.raises(NotationError, match="as text"):
        parse_move(l4, 527)  # type: ignore[arg-type]
