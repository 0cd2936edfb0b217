"""Game records: JSON format, versioning, replay through the rules, damaged files."""

from __future__ import annotations

import json
import random

import pytest

from ringworld_nb import IllegalMoveError, NotationError, Record, RecordError, RingWorld
from ringworld_nb.core import RESIGNATION, Outcome


def played_game(order: int = 3, turns: int = 12, seed: int = 1) -> RingWorld:
    rng = random.Random(seed)
    game = RingWorld(order)
    for _ in range(turns):
        game.play(game.random_move(rng))
    return game


def test_json_shape() -> None:
    game = played_game()
    data = json.loads(game.record(comments={2: "a sharp turn"}).to_json())
    assert data["format"] == "ringworld_nb.record"
    assert data["version"] == 1
    assert data["game"] == "ringworld"
    assert data["options"] == {"order": 3}
    assert len(data["moves"]) == 12 and all(isinstance(m, str) for m in data["moves"])
    assert data["comments"] == {"2": "a sharp turn"}
    assert data["result"] is None


def test_finished_game_records_result() -> None:
    rng = random.Random(3)
    game = RingWorld(3)
    while not game.is_over:
        game.play(game.random_move(rng))
    record = game.record()
    assert record.result == {"winners": [game.winner], "reason": game.outcome.reason}
    again = RingWorld.from_record(Record.from_json(record.to_json()))
    assert again.winner == game.winner and again.outcome == game.outcome


def test_resignation_round_trip() -> None:
    game = played_game(turns=5)
    loser = game.to_move
    game.resign()
    assert game.outcome == Outcome((3 - loser,), "resignation")
    replayed = RingWorld.from_record(Record.from_json(game.record().to_json()))
    assert (replayed.winner, replayed.outcome) == (3 - loser, game.outcome)
    with pytest.raises(IllegalMoveError):
        game.resign()
    assert game.undo() is RESIGNATION  # takes the resignation back, not a move
    assert game.winner is None and len(game.history) == 5


def record_dict(**changes) -> dict:
    data = json.loads(played_game().record().to_json())
    data.update(changes)
    return data


@pytest.mark.parametrize(
    "data,fragment",
    [
        ("not json at all", "not valid JSON"),
        ("[1, 2]", "JSON object"),
        (json.dumps(record_dict(format="chess")), "not a ringworld_nb record"),
        (json.dumps(record_dict(version=99)), "newer"),
        (json.dumps(record_dict(version="1")), "'version' must be an integer"),
        (json.dumps(record_dict(moves="527@5")), "'moves' must be a list"),
        (json.dumps(record_dict(moves=["045@0", 7])), "move 2"),
        (json.dumps(record_dict(comments={"x": "hi"})), "not a move number"),
        (json.dumps(record_dict(comments={"99": "hi"})), "comment on move 99"),
        (json.dumps(record_dict(result="red")), "'result'"),
        (json.dumps(record_dict(game="")), "'game'"),
    ],
)
def test_damaged_json_is_refused_with_reason(data: str, fragment: str) -> None:
    with pytest.raises(RecordError) as info:
        Record.from_json(data)
    assert fragment in str(info.value)


def test_illegal_move_in_record_names_the_move_number() -> None:
    data = record_dict()
    data["moves"][6] = data["moves"][2]  # that position is taken by then
    with pytest.raises(RecordError, match=r"move 7 \("):
        RingWorld.from_record(Record.from_dict(data))


def test_malformed_move_in_record_names_the_move_number() -> None:
    data = record_dict()
    data["moves"][3] = "99@9"
    with pytest.raises(RecordError, match=r"move 4 \('99@9'\)"):
        RingWorld.from_record(Record.from_dict(data))


@pytest.mark.parametrize(
    "change,fragment",
    [
        ({"game": "dice"}, "not of The Ring World"),
        ({"options": {"order": 9}}, "bad options"),
        ({"options": {"order": 3, "colour": "pink"}}, "unknown option"),
        ({"result": {"winner": 1, "reason": "top ring"}}, "does not match"),
    ],
)
def test_record_that_does_not_fit_the_game(change: dict, fragment: str) -> None:
    with pytest.raises(RecordError, match=fragment):
        RingWorld.from_record(Record.from_dict(record_dict(**change)))


def test_missing_result_of_finished_game() -> None:
    rng = random.Random(3)
    game = RingWorld(3)
    while not game.is_over:
        game.play(game.random_move(rng))
    data = json.loads(game.record().to_json())
    data["result"] = None
    with pytest.raises(RecordError, match="gives no result"):
        RingWorld.from_record(Record.from_dict(data))


def test_load_missing_file(tmp_path) -> None:
    with pytest.raises(RecordError, match="cannot read record"):
        Record.load(tmp_path / "nothing.json")


def test_load_truncated_file(tmp_path) -> None:
    path = tmp_path / "cut.json"
    text = played_game().record().to_json()
    path.write_text(text[: len(text) // 2])
    with pytest.raises(RecordError, match="not valid JSON"):
        Record.load(path)


def test_illegal_move_leaves_game_unchanged() -> None:
    game = played_game(turns=6)
    before = (game.all_rings(), game.history, game.to_move)
    taken = next(i for i in range(game.board.count(1)) if game.rings(1)[i])
    from ringworld_nb.ringworld import Move

    with pytest.raises(IllegalMoveError, match="already holds"):
        game.play(Move(taken, (3, 0)))
    with pytest.raises(IllegalMoveError, match="must be placed"):
        game.play(Move(None, (3, 0)))
    with pytest.raises(NotationError, match="must be a level-1 address"):
        game.play("527@5")  # text is parsed first: L3 addresses have 2 digits
    with pytest.raises(IllegalMoveError, match="not a move"):
        game.play(("527@5",))  # type: ignore[arg-type]
    after = (game.all_rings(), game.history, game.to_move)
    assert after[1:] == before[1:]
    assert all((after[0][k] == before[0][k]).all() for k in before[0])
