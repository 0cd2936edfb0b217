"""Dice of Doom records: round trips through JSON, exact replays, precise errors."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest

from ringworld_nb.core import Record, RecordError
from ringworld_nb.dice import PASS, DiceOfDoom


def play_randomly(game: DiceOfDoom, plies: int, seed: int) -> DiceOfDoom:
    rng = random.Random(seed)
    for _ in range(plies):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("version", [1, 2, 3])
def test_round_trip_through_json(version, tmp_path):
    game = play_randomly(DiceOfDoom(4, players=3, version=version, seed=8), 60, seed=1)
    record = game.record(comments={0: "a start", 3: "bold"})
    assert record.game == "dice"
    assert record.options["version"] == version and record.options["seed"] == 8
    assert len(record.options["start"]["board"]) == 4
    path = tmp_path / "game.json"
    record.save(path)
    again = DiceOfDoom.from_record(Record.load(path))
    assert again.key() == game.key()
    assert again.history == game.history
    assert again.outcomes == game.outcomes
    assert again.record().to_dict() == record.to_dict()  # the comments kept (issue 16)
    if version > 1:
        assert any(" win " in m or " lose " in m for m in record.moves)


def test_finished_game_records_its_result():
    game = play_randomly(DiceOfDoom(3, version=1, seed=2), 500, seed=2)
    assert game.is_over
    record = game.record()
    assert record.result == {"winners": game.winners, "scores": game.scores,
                             "reason": game.outcome.reason}
    assert DiceOfDoom.from_record(Record.from_json(record.to_json())).winners == game.winners


def test_positions_mid_turn_round_trip():
    owner = np.array([[0, 0, 1], [1, 1, 1], [1, 1, 1]])
    dice = np.array([[3, 2, 1], [1, 1, 1], [1, 1, 1]])
    game = DiceOfDoom.from_position(owner, dice, 0, attacked=True, captured=3, version=3,
                                    max_dice=4, seed=5)
    game.play("b1-c1 lose")
    game.play(PASS)
    record = game.record()
    assert record.options["start"] == {"board": ["A3 A2 B1", "B1 B1 B1", "B1 B1 B1"],
                                       "to_move": 0, "attacked": True, "captured": 3}
    assert record.moves == ["b1-c1 lose", "pass"]
    again = DiceOfDoom.from_record(record)
    assert again.key() == game.key() and again.max_dice == 4 and again.seed == 5


def test_seed_only_record_replays():
    game = play_randomly(DiceOfDoom(3, version=2, seed=21, fair_start=True), 10, seed=3)
    data = game.record().to_dict()
    del data["options"]["start"]
    again = DiceOfDoom.from_record(Record.from_dict(data))
    assert again.key() == game.key() and again.fair_start


def test_handwritten_record_with_rolls_reproduces_the_events():
    record = Record(game="dice", options={
        "size": 2, "version": 2,
        "start": {"board": ["A3 B2", "B3 B1"], "to_move": 0}},
        moves=["a1-b1 win 653:42", "pass"])
    game = DiceOfDoom.from_record(record)
    assert game.outcomes[0] == ("win", ((6, 5, 3), (4, 2)))
    assert game.to_move == 1


def record_of(moves, **options) -> Record:
    base = {"size": 2, "start": {"board": ["A3 B2", "B3 B1"], "to_move": 0}}
    base.update(options)
    return Record(game="dice", options=base, moves=moves)


@pytest.mark.parametrize("record,match", [
    (Record(game="ringworld"), "not of Dice of Doom"),
    (record_of([], colour="red"), "unknown option"),
    (record_of(["a1-b2", "a1-b1"]), r"move 2 \('a1-b1'\):.*belongs to B|move 2 \('a1-b1'\)"),
    (record_of(["a1-b1", "pass", "b2-zz"]), r"move 3 \('b2-zz'\)"),
    (record_of(["pass"]), r"move 1 \('pass'\): .*must attack"),
    (record_of(["a1-b1 lose"]), r"move 1 .*always win"),
    (record_of([], size=3), "not 3x3"),
    (record_of([], players=7), "bad options: players"),
    (record_of([], start={"board": ["A3 B2", "B3 X1"]}), "start row 2"),
    (record_of([], start={"board": "A3"}), "'start' must be"),
    (record_of([], start={"board": ["A3 B2"], "colour": 1}), "unknown field"),
    (record_of([], start={"board": ["A3 B2", "B3"]}), "different lengths"),
    (record_of([], max_dice=3, start={"board": ["A3 B2", "B3 B7"]}),
     "bad options: dice must be"),
    (Record(game="dice", options={"size": 3}), "neither a start position nor a seed"),
    (Record(game="dice", options={"size": 3, "seed": 1, "version": 9}), "version"),
])
def test_bad_records_name_the_problem(record, match):
    with pytest.raises(RecordError, match=match):
        DiceOfDoom.from_record(record)


def test_result_that_does_not_match():
    game = play_randomly(DiceOfDoom(3, seed=4), 500, seed=4)
    assert game.is_over and game.ply > 0
    data = game.record().to_dict()
    data["result"]["winners"] = [p for p in range(2) if p not in game.winners] or [9]
    with pytest.raises(RecordError, match="winners"):
        DiceOfDoom.from_record(Record.from_dict(data))
    data = game.record().to_dict()
    data["moves"] = data["moves"][:-1]
    with pytest.raises(RecordError, match="not over"):
        DiceOfDoom.from_record(Record.from_dict(data))


def test_record_json_is_plain():
    game = play_randomly(DiceOfDoom(3, players=4, version=3, seed=30), 20, seed=5)
    text = game.record().to_json()
    data = json.loads(text)
    assert data["game"] == "dice" and all(isinstance(m, str) for m in data["moves"])
    assert isinstance(data["options"]["seed"], int)


def test_ending_is_kept_in_records_and_old_records_read_as_all_pass():
    game = play_randomly(DiceOfDoom(3, seed=4, ending="no_attack"), 500, seed=3)
    record = game.record()
    assert record.options["ending"] == "no_attack"
    again = DiceOfDoom.from_record(Record.from_json(record.to_json()))
    assert again.ending == "no_attack" and again.key() == game.key()
    assert again.outcome.reason == game.outcome.reason
    old = DiceOfDoom(3, seed=4).record().to_dict()
    del old["options"]["ending"]  # a record written before the option existed
    assert DiceOfDoom.from_record(Record.from_dict(old)).ending == "all_pass"


def test_a_wrong_ending_in_a_record_is_named():
    data = DiceOfDoom(3, seed=4).record().to_dict()
    data["options"]["ending"] = "sudden"
    with pytest.raises(RecordError, match="ending must be"):
        DiceOfDoom.from_record(Record.from_dict(data))
