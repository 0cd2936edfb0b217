"""Hostile and damaged records are refused with a RecordError that says what is wrong
(issue 11): limits on size, nesting, moves and texts, supported versions, results
checked against the replay in every game."""

from __future__ import annotations

import json

import pytest

from ringworld_nb.core.errors import RecordError
from ringworld_nb.core.record import LIMITS, Record
from ringworld_nb.ringworld import RingWorld


def good() -> dict:
    game = RingWorld(3)
    for _ in range(4):
        game.play(game.legal_moves()[0])
    return game.record().to_dict()


@pytest.mark.parametrize("text,fragment", [
    ("[" * 100_000, "nested deeper than the limit"),
    ("{\"a\": " * 40 + "1" + "}" * 40, "nested deeper than the limit"),
    ('{"format": 1' + "2" * 5000 + "}", "4300"),
    (b"\xff\xfe\x00garbage", "UTF-8"),
    ("NaN", "NaN"),
    ('{"version": Infinity}', "Infinity"),
    (" " * (LIMITS.file_size + 1), "more than the limit"),
])
def test_hostile_json_is_a_record_error(text, fragment: str) -> None:
    with pytest.raises(RecordError, match=fragment):
        Record.from_json(text)


def test_brackets_inside_strings_do_not_count_as_nesting() -> None:
    data = good()
    data["comments"] = {"0": "[" * 1000 + "{" * 1000}
    assert Record.from_json(json.dumps(data)).comments[0].startswith("[[")


def test_from_json_of_no_text_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="JSON text"):
        Record.from_json(7)  # type: ignore[arg-type]


@pytest.mark.parametrize("field,value,fragment", [
    ("version", 0, "version 0"),
    ("version", -7, "version -7"),
    ("version", 3, "newer"),
    ("version", True, "'version' must be an integer"),
    ("moves", ["x" * 1000], "limit of 200"),
    ("moves", ["pass"] * (LIMITS.moves + 1), "moves, more than the limit"),
    ("comments", {"0": "x" * (LIMITS.text_length + 1)}, "limit"),
    ("comments", {"٣": "hi"}, "not a move number"),
    ("options", {"order": 10 ** 50}, "too large"),
    ("options", {"order": float("inf")}, "not a number"),
    ("result", {"winners": 7}, "'winners' must be a list"),
    ("result", {"winners": [], "reason": 5}, "'reason' must be text"),
    ("surprise", 1, "unknown field"),
])
def test_semantically_wrong_fields_are_named(field: str, value, fragment: str) -> None:
    data = good()
    data[field] = value
    with pytest.raises(RecordError, match=fragment):
        RingWorld.from_record(Record.from_dict(data))


def test_a_record_changed_by_hand_is_checked_when_replayed() -> None:
    record = Record.from_dict(good())
    record.moves.append(7)  # type: ignore[arg-type]
    with pytest.raises(RecordError, match="move 5"):
        RingWorld.from_record(record)
    record = Record.from_dict(good())
    record.options = "L3"  # type: ignore[assignment]
    with pytest.raises(RecordError, match="'options'"):
        RingWorld.from_record(record)


def test_a_result_field_the_game_does_not_write_is_refused() -> None:
    game = RingWorld(3)
    game.resign()
    data = game.record().to_dict()
    data["result"]["scores"] = [1, 2]
    with pytest.raises(RecordError, match="scores"):
        RingWorld.from_record(Record.from_dict(data))


def test_a_huge_file_is_refused_without_reading_it_all(tmp_path) -> None:
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (LIMITS.file_size + 10))
    with pytest.raises(RecordError, match="more than the limit"):
        Record.load(path)
    with pytest.raises(RecordError, match="cannot read record"):
        Record.load(tmp_path / "missing.json")
