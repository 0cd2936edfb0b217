"""The learner's progress file: a round trip, the best stars kept, the next level, a fresh
start; a damaged file reported and replaced (never a crash); atomic writes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ringworld_nb.core.errors import ArgumentError
from ringworld_nb.learn import Progress, level, levels
from ringworld_nb.learn.progress import FILE_NAME


def test_a_round_trip_keeps_the_best_stars(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    progress = Progress(path)
    assert progress.message is None and not path.exists()
    birth2 = level("ringworld", "birth2")
    assert progress.record(birth2, 2) == 2 and progress.record(birth2, 1) == 2
    assert progress.record(birth2, 3) == 3
    again = Progress(path)
    assert again.stars(birth2) == 3 and again.stars("ringworld/birth2") == 3
    assert again.stars(level("ringworld", "birth3")) == 0 and again.message is None
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data == {"format": 1, "stars": {"ringworld/birth2": 3},
                    "next": {"ringworld": "birth3"}}


def test_the_next_level_follows_the_last_one_done(tmp_path: Path) -> None:
    progress = Progress(tmp_path / "p.json")
    order = levels("dice")
    assert progress.next_level("dice") is order[0]
    progress.record(order[0], 3)
    assert progress.next_level("dice") is order[1]
    progress.record(order[3], 2)  # played out of order: the next is the one after it
    assert progress.next_level("dice") is order[4]
    assert Progress(tmp_path / "p.json").next_level("dice") is order[4]
    for lv in order:
        progress.record(lv, 1)
    assert progress.next_level("dice") is None
    assert progress.done("dice") == len(order)
    assert progress.total("dice") == 3 + 2 + len(order) - 2
    assert progress.next_level("ringworld") is levels("ringworld")[0]


def test_a_fresh_start_of_one_game_or_all(tmp_path: Path) -> None:
    progress = Progress(tmp_path / "p.json")
    progress.record(levels("dice")[0], 3)
    progress.record(levels("renaissance")[0], 2)
    progress.reset("dice")
    assert progress.done("dice") == 0 and progress.done("renaissance") == 1
    assert Progress(tmp_path / "p.json").done("dice") == 0
    progress.reset()
    assert Progress(tmp_path / "p.json").done("renaissance") == 0


def test_the_default_file_is_in_the_data_folder_never_the_current_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    work, data = tmp_path / "work", tmp_path / "data" / "ringworld_nb"
    work.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setenv("RINGWORLD_NB_DATA", str(data))  # a folder not made yet
    progress = Progress()
    progress.record(levels("ringworld")[0], 3)
    assert FILE_NAME == "learn_progress.json" and progress.path == data / FILE_NAME
    assert (data / FILE_NAME).exists() and progress.message is None
    assert list(work.iterdir()) == []


@pytest.mark.parametrize("content", [
    b"", b"{not json", b"\xff\xfe garbage", b"[1, 2, 3]", b'{"format": 2, "stars": {}}',
    b'{"format": 1, "stars": {"ringworld/birth2": 7}}',
    b'{"format": 1, "stars": {"ringworld/birth2": "3"}}',
    b'{"format": 1, "stars": {"birth2": 3}}', b'{"format": 1, "stars": []}',
    b'{"format": 1, "next": {"chess": "e4"}}', b"1" * 2_000_000,
])
def test_a_damaged_file_is_reported_and_replaced(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "learn_progress.json"
    path.write_bytes(content)
    progress = Progress(path)
    assert progress.message is not None and "could not be read" in progress.message
    assert "learn_progress.json.damaged" in progress.message
    assert (tmp_path / "learn_progress.json.damaged").read_bytes() == content
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == 1
    assert progress.done("ringworld") == 0
    progress.record(levels("ringworld")[0], 3)
    assert Progress(path).message is None and Progress(path).stars(levels("ringworld")[0])


def test_a_folder_in_the_way_is_reported_not_raised(tmp_path: Path) -> None:
    path = tmp_path / "learn_progress.json"
    path.mkdir()
    (path / "inside").write_text("x")
    progress = Progress(path)
    assert progress.message is not None
    progress.record(levels("dice")[0], 2)  # cannot be saved: kept for the session
    assert progress.stars(levels("dice")[0]) == 2


def test_writes_are_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "learn_progress.json"
    progress = Progress(path)
    progress.record(levels("dice")[0], 3)
    good = path.read_bytes()
    renames: list[tuple[str, str]] = []
    real_replace = os.replace

    def failing_replace(src, dst):
        renames.append((str(src), str(dst)))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    assert progress.record(levels("dice")[1], 3) == 3
    assert not progress.save()
    assert "could not be saved" in (progress.message or "")
    assert path.read_bytes() == good, "the old file is whole"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["learn_progress.json"]
    src, dst = renames[0]
    assert Path(src).parent == tmp_path and Path(src).name.endswith(".tmp")
    assert Path(dst) == path
    monkeypatch.setattr(os, "replace", real_replace)
    assert progress.save() and Progress(path).stars(levels("dice")[1]) == 3


def test_bad_arguments_are_refused(tmp_path: Path) -> None:
    progress = Progress(tmp_path / "p.json")
    with pytest.raises(TypeError):
        Progress(3)  # type: ignore[arg-type]
    with pytest.raises(ArgumentError):
        progress.record(levels("dice")[0], 4)
    with pytest.raises(TypeError):
        progress.record("dice/attack", 3)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        progress.stars(3)  # type: ignore[arg-type]
    with pytest.raises(ArgumentError):
        progress.next_level("chess")


def test_two_players_of_one_file_never_drop_each_others_stars(tmp_path: Path) -> None:
    # two apps in one notebook (The Ring World's levels and Dice of Doom's) share the file
    path = tmp_path / "p.json"
    ringworld, dice = Progress(path), Progress(path)
    ringworld.record(levels("ringworld")[0], 3)
    dice.record(levels("dice")[0], 2)  # read before The Ring World's stars were written
    again = Progress(path)
    assert again.stars(levels("ringworld")[0]) == 3 and again.stars(levels("dice")[0]) == 2
    assert again.next_level("ringworld") == levels("ringworld")[1]
    dice.reset("dice")  # a fresh start of one game keeps the other's stars
    assert Progress(path).stars(levels("ringworld")[0]) == 3
    assert Progress(path).done("dice") == 0


def test_two_players_on_one_file_lose_no_star(tmp_path: Path) -> None:
    """A notebook with a level after every rule has a player (and a Progress) per rule,
    all on one file: stars earned in one are kept when another records its own."""
    path = tmp_path / "learn_progress.json"
    first, second = Progress(path), Progress(path)  # both read the file before any star
    shared, placement = level("ringworld", "shared"), level("ringworld", "placement")
    first.record(shared, 3)
    second.record(placement, 2)
    again = Progress(path)
    assert again.stars(shared) == 3 and again.stars(placement) == 2
    assert second.stars(shared) == 3  # taken in when it wrote
    second.record(level("dice", "attack"), 1)
    first.reset("dice")  # a fresh start of one game keeps the others' stars
    assert Progress(path).stars(placement) == 2 and Progress(path).done("dice") == 0


def test_puzzles_and_levels_on_one_file_keep_each_other(tmp_path: Path) -> None:
    from ringworld_nb.puzzles import attempt, puzzles

    path = tmp_path / "learn_progress.json"
    levels_player, puzzle_player = Progress(path), Progress(path)
    puzzle = puzzles("dice")[0]
    attempt(puzzle_player, puzzle, solved=True)
    levels_player.record(level("ringworld", "shared"), 3)  # read before the puzzle
    again = Progress(path)
    assert again.stars(level("ringworld", "shared")) == 3
    assert again.puzzle_attempts(f"dice/{puzzle.id}") == (1, 0)
