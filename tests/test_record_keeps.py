"""A record keeps everything its game was loaded with (issue 16, item 7, engine side).

The start position, the variant, the comments and the annotations (free data such as
an app's evaluation series) survive ``from_record`` -> ``record()`` and a JSON round
trip; a clone never shares what undo restores; records written before still load.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from ringworld_nb.core.errors import ArgumentError, RecordError
from ringworld_nb.core.record import Record
from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.ringworld import RingWorld

NOTES = {"win_estimates": [None, 0.5, 0.61, 0.4], "by": {"app": "test", "level": 2}}


def played(game: Any, moves: int, seed: int = 1) -> Any:
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def from_positions() -> RingWorld:
    return RingWorld.from_positions([("00", 1), ("01", 1), ("0", 2), ("33", 2)], order=3,
                                    to_move=2, max_turns=40)


GAMES = {
    "ringworld": lambda: played(RingWorld(3), 6),
    "ringworld from a position": lambda: played(from_positions(), 5),
    "dice": lambda: played(DiceOfDoom(4, version=2, seed=3), 6),
    "renaissance": lambda: played(Renaissance(7), 8),
    "renaissance phase1 layout": lambda: played(
        Renaissance.from_layout(Renaissance.random_setup(random.Random(2)).layout(),
                                variant="phase1"), 6),
    "renaissance phase2 deal": lambda: played(Renaissance(9, variant="phase2"), 5),
    "renaissance phase2 hands": lambda: played(Renaissance.phase2_only(["D", "T4"],
                                                                       ["O4", "V3"]), 3),
}


@pytest.mark.parametrize("name", list(GAMES))
def test_load_and_save_keeps_comments_and_annotations(name: str) -> None:
    game = GAMES[name]()
    record = game.record(comments={0: "the start", 2: "a sharp move"}, annotations=NOTES)
    text = record.to_json()
    loaded = type(game).from_record(Record.from_json(text))
    assert loaded.comments == {0: "the start", 2: "a sharp move"}
    assert loaded.annotations == NOTES
    assert loaded.record().to_json() == text  # saved again: nothing lost
    assert loaded.clone().record().to_json() == text
    loaded.annotations["win_estimates"].append(0.3)  # the loaded record is not changed
    assert Record.from_json(text).annotations == NOTES


@pytest.mark.parametrize("name", list(GAMES))
def test_a_comment_on_a_move_taken_back_is_dropped(name: str) -> None:
    game = type(GAMES[name]()).from_record(
        GAMES[name]().record(comments={1: "one", 3: "three"}))
    while len(game.history) > 2:
        game.undo()
    assert game.record().comments == {1: "one"}
    game.record().check()


def test_a_game_from_a_position_replays_from_it() -> None:
    game = from_positions()
    start = game.all_rings()
    assert game.record().options["start"] == {"red": ["00", "01"], "blue": ["33", "0"],
                                              "to_move": 2}
    played(game, 6, seed=4)
    again = RingWorld.from_record(Record.from_json(game.record().to_json()))
    assert again.history == game.history and again.to_move == game.to_move
    for level, rings in game.all_rings().items():
        assert again.rings(level).tolist() == rings.tolist()
    while again.history:
        again.undo()
    assert all(again.rings(level).tolist() == rings.tolist()
               for level, rings in start.items())
    assert again.max_turns == 40


@pytest.mark.parametrize("start,fragment", [
    ({"red": "00"}, "'red'"), ({"red": [0]}, "'red'"), ([], "start"),
    ({"red": ["99"]}, "99"), ({"red": ["00"], "to_move": 3}, "to_move"),
    ({"green": []}, "start"),
])
def test_a_damaged_start_position_is_a_record_error(start, fragment: str) -> None:
    data = from_positions().record().to_dict()
    data["options"]["start"] = start
    with pytest.raises(RecordError, match=fragment):
        RingWorld.from_record(Record.from_dict(data))


def test_a_renaissance_clone_keeps_its_own_undo() -> None:
    """Undo on the original, then moves: the clone's undo must still restore the
    clone's own positions (they once shared the snapshots)."""
    game = played(Renaissance.random_setup(random.Random(3)), 12, seed=2)
    keys = []
    probe = game.clone()
    while probe.history:
        keys.append(probe.key())
        probe.undo()
    clone = game.clone()
    for _ in range(4):
        game.undo()
    played(game, 6, seed=9)
    for key in keys[:8]:
        assert clone.key() == key
        clone.undo()
    for _ in range(3):
        clone.play(clone.legal_moves()[-1])
    while game.history:  # and the original's undo does not see the clone's moves
        game.undo()
    assert game.key() == Renaissance.random_setup(random.Random(3)).key()


def test_the_phase2_variant_comes_back_as_itself() -> None:
    game = Renaissance(5, variant="phase2")
    assert (game.phase, game.to_move, game.variant) == ("deal", "gold", "phase2")
    assert [str(m) for m in game.legal_moves()] == \
        [str(m) for m in Renaissance.phase2_deal().legal_moves()]
    played(game, 4)
    again = Renaissance.from_record(Record.from_json(game.record().to_json()))
    assert again.variant == "phase2" and again.key() == game.key() and again.seed == 5
    with pytest.raises(ArgumentError, match="phase2"):
        Renaissance.from_layout(Renaissance.random_setup(random.Random(1)).layout(),
                                variant="phase2")
    data = Renaissance(5).record().to_dict()
    data["options"]["variant"] = "phase2"
    with pytest.raises(RecordError, match="Phase-2-only"):
        Renaissance.from_record(Record.from_dict(data))


@pytest.mark.parametrize("variant", ["full", "phase1"])
def test_the_other_variants_come_back_as_themselves(variant: str) -> None:
    game = played(Renaissance(5, variant=variant), 3)
    again = Renaissance.from_record(Record.from_json(game.record().to_json()))
    assert again.variant == variant


def test_versions_one_and_two() -> None:
    game = RingWorld(3)
    plain = json.loads(game.record().to_json())
    assert plain["version"] == 1 and "annotations" not in plain  # older programs read it
    noted = json.loads(game.record(annotations={"x": 1}).to_json())
    assert noted["version"] == 2 and noted["annotations"] == {"x": 1}
    plain["annotations"] = {"x": 1}  # a version-1 record has no annotations
    with pytest.raises(RecordError, match="unknown field"):
        Record.from_dict(plain)
    noted["annotations"] = {"x": float("nan")}
    with pytest.raises(RecordError, match="annotations"):
        Record.from_json(json.dumps(noted).replace("NaN", "1e999"))
    noted["annotations"] = [1, 2]
    with pytest.raises(RecordError, match="'annotations' must be an object"):
        Record.from_dict(noted)


def test_records_written_before_still_load_and_keep_their_comments() -> None:
    text = ('{"format": "ringworld_nb.record", "version": 1, "game": "ringworld", '
            '"options": {"order": 3}, "moves": ["00@0", "67@6"], "comments": {"1": "hm"}, '
            '"result": null}')
    game = RingWorld.from_record(Record.from_json(text))
    assert json.loads(game.record().to_json()) == json.loads(text)
    old_set = ('{"format": "ringworld_nb.record", "version": 1, "game": "renaissance", '
               '"options": {"seed": 4, "start": "deal"}, "moves": ["deal:D"], '
               '"comments": {}, "result": null}')
    assert Renaissance.from_record(Record.from_json(old_set)).variant == "phase2"
