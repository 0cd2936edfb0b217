"""Every bad input to The Ring World gets a clear error and changes nothing (issue 11).

Each test is one of the examples the issue lists: it failed (a wrong exception, or a
wrong value accepted) before the boundary checks of ``core.validate`` and
``ringworld.moves.as_move``.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from ringworld_nb.core.errors import IllegalMoveError, NotationError, RecordError
from ringworld_nb.core.record import Record
from ringworld_nb.ringworld import Move, RingWorld


def unchanged(game: RingWorld):
    """What must be the same after a refused move: the record and the board."""
    return game.record().to_json(), {k: v.tolist() for k, v in game.all_rings().items()}


@pytest.mark.parametrize("move", [
    Move(5, "27"), Move(5, (2.0, 7.0)), Move(5, (2, 7.9)),      # item 1: text, floats
    Move(5, 384), Move(5, False), ({}, (2, 0)),                 # item 2: the message
    Move(5, (float("inf"), 0)), Move(5, (2, math.nan)),          # item 3: OverflowError
    Move(True, (2, 0)), Move(5.0, (2, 0)), Move(10 ** 5000, None),
    (5,), "not a move at all", None, 7, [5, [2, 0, 1]],
])
def test_a_malformed_move_is_refused_naming_it(move) -> None:
    game = RingWorld(3)
    game.play(game.legal_moves()[3])
    before = unchanged(game)
    with pytest.raises((IllegalMoveError, NotationError)) as info:
        game.play(move)
    assert "move" in str(info.value)
    assert unchanged(game) == before
    assert not game.is_legal(move)
    with pytest.raises((IllegalMoveError, NotationError)):
        game.check(move)


def test_numpy_integers_are_welcome_and_stored_as_ints() -> None:
    game = RingWorld(3)
    place, (level, index) = game.legal_moves()[0]
    game.play(Move(np.int64(place), (np.int8(level), np.uint16(index))))
    played = game.history[-1]
    assert type(played.place) is int and all(type(x) is int for x in played.rotate)
    assert RingWorld.from_record(Record.from_json(game.record().to_json())).history == \
        game.history


def test_a_pair_is_read_as_a_move() -> None:
    game = RingWorld(3)
    place, ring = game.legal_moves()[0]
    game.play((place, list(ring)))
    assert game.history[-1] == Move(place, ring)


@pytest.mark.parametrize("call,error", [
    (lambda: RingWorld.from_positions([("05", 300)], order=3), ValueError),   # item 3
    (lambda: RingWorld.from_rings({}, order=3, to_move=2.0), TypeError),      # item 7
    (lambda: RingWorld.from_positions([("05", 1.7)], order=3), TypeError),
    (lambda: RingWorld.from_positions([("05", "1")], order=3), TypeError),
    (lambda: RingWorld.from_positions([("05", None)], order=3), TypeError),
    (lambda: RingWorld.from_positions([("05",)], order=3), TypeError),
    (lambda: RingWorld.from_rings({1: [0.0] * 64}, order=3), TypeError),
    (lambda: RingWorld.from_rings({1.0: [0] * 64}, order=3), TypeError),
    (lambda: RingWorld.from_rings({9: [0] * 64}, order=3), ValueError),
    (lambda: RingWorld.from_rings([1, 2], order=3), TypeError),
    (lambda: RingWorld(3, max_turns=True), TypeError),                         # item 8
    (lambda: RingWorld(3, max_turns=0), ValueError),
    (lambda: RingWorld(3.0), TypeError),
    (lambda: RingWorld(True), TypeError),
    (lambda: RingWorld(7), ValueError),
])
def test_a_bad_argument_is_refused_naming_it(call, error) -> None:
    with pytest.raises(error) as info:
        call()
    assert any(word in str(info.value) for word in ("colour", "to_move", "level", "rings",
                                                    "max_turns", "order", "placed"))


def test_from_rings_keeps_to_move_an_int() -> None:
    game = RingWorld.from_rings({}, order=3, to_move=np.int64(2))
    assert type(game.to_move) is int
    game.play(game.legal_moves()[0])  # and the next move plays


@pytest.mark.parametrize("text", ["527@", "-@", "05@", "527@ ", "@", "-@@3", "5٢7@52",
                                  "527" + "@5" * 100])
def test_notation_needs_a_position_after_the_at(text: str) -> None:
    with pytest.raises(NotationError):
        RingWorld(4).parse(text)


def test_record_of_another_kind_is_a_record_error() -> None:
    with pytest.raises(RecordError):
        RingWorld.from_record({"game": "ringworld"})  # type: ignore[arg-type]
    with pytest.raises(RecordError, match="order"):
        RingWorld.from_record(Record("ringworld", options={"order": "3"}))
    with pytest.raises(RecordError, match="max_turns"):
        RingWorld.from_record(Record("ringworld", options={"order": 3, "max_turns": True}))


def test_public_queries_check_their_arguments() -> None:
    game = RingWorld(3)
    with pytest.raises(TypeError, match="level"):
        game.rings(1.5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="level"):
        game.count(9, 1)
    with pytest.raises(TypeError, match="colour"):
        game.rotatable("red")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="place"):
        game.legal_rotations(10 ** 9)
    with pytest.raises(IllegalMoveError):
        game.notation(Move(5, "27"))
    assert game.rotation_problem((2.0, 1)) is not None
    assert game.placement_problem("5") is not None  # type: ignore[arg-type]
