"""A game survives its kernel (issue 30): the autosave of the apps, on files in a
temporary data folder (``RINGWORLD_NB_DATA``), written and read back for real.

A kernel that died is played by a file whose owner is a process that no longer runs
(``host:pid`` of a pid that is not in use); a kernel that runs still - another app of
this process - is never offered its game.
"""

from __future__ import annotations

import json
import os
import pathlib
import socket

import pytest

from ringworld_nb.core.record import Record
from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.ringworld.app import RingWorldApp
from ringworld_nb.ui import autosave
from ringworld_nb.ui.autosave import AutosaveStore


@pytest.fixture
def data(tmp_path, monkeypatch) -> pathlib.Path:
    """The autosave on, in a data folder of the test's own."""
    monkeypatch.setenv(autosave.DATA_ENV, str(tmp_path))
    monkeypatch.setenv(autosave.SWITCH_ENV, "on")
    return tmp_path


def dead_owner() -> str:
    """A process of this machine that does not run (the kernel that died)."""
    pid = 4_000_000  # above any pid_max: no process has it
    return f"{socket.gethostname()}:{pid}"


def kept(data: pathlib.Path) -> list[pathlib.Path]:
    return sorted((data / "autosave").glob("*.json"))


def play(app, count: int) -> None:
    for _ in range(count):
        assert app.play(app.game.legal_moves()[0]) is not False


def orphan(data: pathlib.Path) -> pathlib.Path:
    """Make the kept game of this process look left by a kernel that died."""
    [path] = kept(data)
    text = json.loads(path.read_text())
    text["annotations"]["autosave"]["owner"] = dead_owner()
    path.write_text(json.dumps(text))
    return path


def test_every_move_is_kept_and_the_file_goes_when_the_game_is_saved(data, tmp_path) -> None:
    app = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    assert kept(data) == []  # nothing to lose yet
    play(app, 2)
    [path] = kept(data)
    record = Record.load(path)
    assert record.moves == [app.game.notation(m) for m in app.game.history]
    assert record.annotations["autosave"]["owner"] == autosave.owner_here()
    play(app, 1)
    assert len(Record.load(path).moves) == 3  # the same file, written again
    assert not list(path.parent.glob(".*.part"))  # written beside, then renamed
    app.files.save(str(tmp_path / "mine.json"))
    assert kept(data) == []  # saved by the person: nothing to keep
    play(app, 1)
    assert len(kept(data)) == 1  # a move after the save is kept again


def test_the_file_goes_when_the_game_is_over(data) -> None:
    app = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    play(app, 1)
    assert len(kept(data)) == 1
    for _ in range(500):
        if app.game.is_over:
            break
        play(app, 1)
    assert app.game.is_over
    assert kept(data) == []


def test_a_new_app_resumes_the_game_of_a_kernel_that_died(data) -> None:
    first = RingWorldApp(3, interactive=False, seats=("person", "person"))
    play(first, 5)
    history = [first.game.notation(m) for m in first.game.history]
    orphan(data)

    again = RingWorldApp(3, interactive=False, seats=("person", "person"))
    again.offer_kept_game()
    question = again.questions.question
    assert question.startswith("Resume the game of ") and "(The Ring World L3, move 5)" in \
        question, question
    again.questions.yes_button.click()
    assert [again.game.notation(m) for m in again.game.history] == history
    assert "Resumed the game of" in again.message.value
    [path] = kept(data)  # the file is this process's now, and follows the game
    assert Record.load(path).annotations["autosave"]["owner"] == autosave.owner_here()
    play(again, 1)
    assert len(Record.load(path).moves) == 6


def test_no_starts_afresh_and_the_game_waits_among_the_recent_ones(data) -> None:
    first = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    play(first, 3)
    moves = [first.game.notation(m) for m in first.game.history]
    orphan(data)

    again = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    again.offer_kept_game()
    again.questions.no_button.click()
    assert not again.game.history and kept(data) == []
    [aside] = sorted((data / "autosave" / "aside").glob("*.json"))  # kept, not deleted
    assert again.keeper.recent_menu.options and not again.keeper.open_button.disabled
    again.keeper.open_button.click()
    assert [again.game.notation(m) for m in again.game.history] == moves
    assert aside.exists()


def test_another_running_app_is_never_offered_its_game(data) -> None:
    first = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    play(first, 2)
    second = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    second.offer_kept_game()
    assert not second.questions.pending  # this process runs: its game is not left


def test_a_damaged_file_is_set_aside_with_a_message_never_deleted(data) -> None:
    folder = data / "autosave"
    folder.mkdir(parents=True)
    bad = folder / "dice-20261129-101010-abcdef.json"
    bad.write_text('{"format": "ringworld_nb.record", "version": 2, "game": "dice", "mov')
    app = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    app.offer_kept_game()
    assert not bad.exists() and (folder / (bad.name + ".damaged")).exists()
    assert "could not be read" in app.message.value and str(folder) in app.message.value
    assert not app.questions.pending


def test_a_renaissance_match_is_kept_and_resumed(data) -> None:
    first = RenaissanceApp(interactive=False, seats=("person", "person"))
    play(first, 3)
    history = [first.game.notation(m) for m in first.game.history]
    orphan(data)
    again = RenaissanceApp(interactive=False, seats=("person", "person"))
    again.offer_kept_game()
    again.questions.yes_button.click()
    assert [again.game.notation(m) for m in again.game.history] == history


def test_the_store_lists_only_left_games_of_the_game_newest_first(data) -> None:
    store = AutosaveStore()
    mine = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    play(mine, 1)
    record = mine.files.record()
    old, new = store.new_path("dice"), store.new_path("dice")
    store.write(old, Record.from_json(record.to_json()), dead_owner())
    os.utime(old, (1, 1))
    store.write(new, Record.from_json(record.to_json()), dead_owner())
    other = store.new_path("ringworld")
    store.write(other, Record.from_json(record.to_json()), dead_owner())
    left = store.left("dice", on_damaged=lambda *_: None)
    assert [s.path for s in left][:1] in ([new], [old])  # same second: either first
    assert {s.path for s in left} == {old, new}
    assert all("autosave" not in s.record.annotations for s in left)


def test_off_means_nothing_is_written(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(autosave.DATA_ENV, str(tmp_path))
    monkeypatch.setenv(autosave.SWITCH_ENV, "off")
    app = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    play(app, 2)
    assert not (tmp_path / "autosave").exists()
