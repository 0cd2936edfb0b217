"""Every bad input to Dice of Doom gets a clear error and changes nothing (issue 11)."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest

from ringworld_nb.core.errors import GameError, IllegalMoveError, NotationError, RecordError
from ringworld_nb.core.record import Record
from ringworld_nb.dice.game import DiceOfDoom
from ringworld_nb.dice.hexboard import parse_hex
from ringworld_nb.dice.moves import Move


def finished(seed: int = 4) -> DiceOfDoom:
    game = DiceOfDoom(3, seed=seed)
    rng = random.Random(1)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


def test_infinite_rolls_are_an_illegal_move() -> None:  # item 3
    game = DiceOfDoom(4, version=2, seed=3)
    move = next(m for m in game.legal_moves() if not m.is_pass)
    a = game.dice.ravel()[game.board.index(move.src)]
    d = game.dice.ravel()[game.board.index(move.dst)]
    before = game.key()
    for rolls in (((math.inf,) * a, (1,) * d), ((1.0,) * a, (1,) * d),
                  ((True,) * a, (1,) * d), (7, 7), "653:42", ((10 ** 5000,) * a, (1,) * d)):
        with pytest.raises(IllegalMoveError, match="move"):
            game.play(move, rolls=rolls)
    assert game.key() == before and not game.history


@pytest.mark.parametrize("text", ["a01-b1", "a\u0661-b1", "a1-b\uff11", "a1-b1 win 6\u0665:1"])
def test_hex_names_are_ascii_digits_without_leading_zero(text: str) -> None:  # item 8
    with pytest.raises(NotationError):
        DiceOfDoom(3, seed=1).parse(text)


def test_parse_hex_refuses_odd_digits() -> None:
    with pytest.raises(ValueError, match="not a hex name"):
        parse_hex("a01")
    assert parse_hex("c10") == (9, 2)


@pytest.mark.parametrize("change,fragment", [
    (lambda d: d["result"].__setitem__("winners", 7), "'winners' must be a list"),  # item 6
    (lambda d: d.__setitem__("result", None), "gives no result"),
    (lambda d: d["result"].__setitem__("scores", [0, 99]), "scores"),
    (lambda d: d["result"].__setitem__("scores", "many"), "scores"),
    (lambda d: d["result"].__setitem__("winners", [1]), "does not match"),
    (lambda d: d["result"].__setitem__("bonus", 1), "does not write"),
    (lambda d: d["options"].__setitem__("seed", -1), "seed"),
    (lambda d: d["options"].__setitem__("size", 3.0), "size"),
    (lambda d: d["options"]["start"].__setitem__("to_move", "A"), "to_move"),
    (lambda d: d["options"]["start"].__setitem__("board", ["A3 B3 A1"] * 2), "3x3"),
    (lambda d: d["options"]["start"].__setitem__("captured", 10 ** 30), "captured"),
])
def test_a_wrong_record_is_a_record_error(change, fragment: str) -> None:
    data = finished().record().to_dict()
    change(data)
    with pytest.raises(RecordError, match=fragment):
        DiceOfDoom.from_record(Record.from_json(Record.from_dict(data).to_json()))


def test_a_record_replays_with_its_scores() -> None:
    game = finished()
    again = DiceOfDoom.from_record(Record.from_json(game.record().to_json()))
    assert again.key() == game.key() and again.scores == game.scores


@pytest.mark.parametrize("move", [
    Move((0, 0.0), (0, 1)), Move((0, 0), None), ((0, 0), "b1"), Move((5, 5), (5, 6)),
    ("a1", "b1"), 7, None, {"src": (0, 0)}, Move(True, False), (math.inf, math.nan),
])
def test_a_malformed_move_is_refused(move) -> None:
    game = DiceOfDoom(3, seed=2)
    before = game.key()
    with pytest.raises(GameError):
        game.play(move)
    assert not game.is_legal(move)
    assert game.key() == before


@pytest.mark.parametrize("move", [
    Move(np.array(1), (0, 1)), Move((0, 0), np.array(4)), (np.array(1), (0, 1)),
    Move((np.array(1), 0), (0, 1)), Move(np.zeros((2, 2), int), (0, 1)),
])
def test_a_hex_that_is_a_numpy_array_of_another_shape_is_refused(move) -> None:
    """A 0-d array where a hex goes (found by generated bad inputs: it raised
    TypeError from len()) is refused like every other malformed move."""
    game = DiceOfDoom(3, seed=2)
    before = game.key()
    for call in (game.play, game.check, game.chance_outcomes):
        with pytest.raises(GameError):
            call(move)
    assert not game.is_legal(move)
    assert game.key() == before


def test_a_junk_outcome_is_refused() -> None:
    game = DiceOfDoom(3, version=2, seed=2)
    move = next(m for m in game.legal_moves() if not m.is_pass)
    for outcome in (["win"], 1, b"win", "WIN!"):
        with pytest.raises(IllegalMoveError, match="outcome"):
            game.play(move, outcome=outcome)  # type: ignore[arg-type]
    assert not game.history


def test_bad_options_name_the_option() -> None:
    for kwargs, word in (({"size": 3.0}, "size"), ({"size": 3, "seed": 10 ** 40}, "seed"),
                         ({"size": 3, "players": True}, "players"),
                         ({"size": 3, "fair_start": 1}, "fair_start"),
                         ({"size": 3, "ending": ["all_pass"]}, "ending")):
        with pytest.raises(GameError, match=word):
            DiceOfDoom(**kwargs)
