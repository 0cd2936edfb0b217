"""The level player on the apps' flow (issue 18, item 2), driven as a learner would.

For every level of every game: a wrong legal move is refused at once with the rule and
its section, the mistake is marked on the board and the board shows what the move
caused; then the solution, entered through the app, reaches the goal with the stars,
which are kept in the progress file. Retry, Hint, Show me and the list of levels work;
the scripted replies are played by the level.
"""

from __future__ import annotations

import asyncio
import re

import pytest

from ringworld_nb.learn import Progress, levels
from ringworld_nb.trainers.levels import LevelPlayer

GAMES = ("ringworld", "dice", "renaissance")


def text(app) -> str:
    return re.sub("<[^>]+>", "", app.message.value)


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    return tmp_path


def wrong_move(game, solution: str):
    """A legal move of ``game`` that is not the solution's first move."""
    for move in game.legal_moves():
        if game.notation(move) != solution:
            return move
    return None


@pytest.mark.parametrize("name", GAMES)
def test_every_level_refuses_a_wrong_move_with_its_rule_then_takes_the_solution(
        name, folder) -> None:
    app = LevelPlayer(name, progress="progress.json")
    mode = app.trainer
    for level in mode.levels:
        mode.go(level.key)
        assert mode.level is level and level.goal in mode.goal.value.replace("&#x27;", "'")
        start = app.game.record().to_json()
        move = wrong_move(app.game, level.solution[0])
        if move is not None:
            app.play(move)
            if mode.last is not None and mode.last.kind == "wrong":
                said = text(app)
                assert "Not this one" in said and f"§{level.section}" in said, said
                assert app.game.record().to_json() == start  # put back: nothing changed
                if mode.last.where is not None:
                    assert app.board.mistake_patch.get_visible()
            else:
                mode.retry()
        for move_text in level.solution:
            if mode.run.done:
                break
            app.play(app.game.parse(move_text))
        assert mode.run.done, (name, level.key, text(app))
        assert "Done" in text(app) and not app.board.mistake_patch.get_visible()
        assert not mode.next_button.disabled
    assert Progress("progress.json").done(name) == len(mode.levels)


def test_hints_retry_and_the_list_of_levels(folder) -> None:
    app = LevelPlayer("ringworld", progress="progress.json")
    mode = app.trainer
    level = mode.level
    mode.hint_button.click()
    assert text(app).startswith("Hint:") and mode.run.hints_used == 1
    app.play(app.game.parse(level.solution[0]))
    assert mode.run.done and "★★☆" in text(app)  # a hint costs a star
    mode.retry_button.click()
    assert not mode.run.done and not app.game.history[len(level.start().history):]
    labels = [b.description for b in mode.contents.children]
    assert len(labels) == len(levels("ringworld")) + 1 and "★★☆" in labels[0]
    mode.contents.children[2].click()
    assert mode.level is levels("ringworld")[2]
    mode.reset_button.click()
    assert app.asking
    app.questions.yes_button.click()
    assert Progress("progress.json").done("ringworld") == 0


def test_show_me_plays_the_solution_slowly_in_a_loop(folder) -> None:
    async def scene() -> tuple[bool, int]:
        app = LevelPlayer("dice", progress="progress.json")
        mode = app.trainer
        mode.show_button.click()
        for _ in range(400):
            await asyncio.sleep(0.05)
            if mode.run.done and not app.animating:
                break
        return mode.run.done, mode.run.stars

    done, stars = asyncio.run(scene())
    assert done and stars == 1


def test_a_scripted_reply_is_played_and_said(folder) -> None:
    app = LevelPlayer("renaissance", progress="progress.json")
    mode = app.trainer
    level = next(lv for lv in mode.levels if lv.replies and len(lv.solution) > 1)
    mode.go(level.key)
    moves = len(app.game.history)
    app.play(app.game.parse(level.solution[0]))
    assert mode.last.kind == "continue" and mode.last.replies
    assert "replies" in text(app) and len(app.game.history) == moves + 2


def test_a_damaged_progress_file_is_reported_not_a_crash(folder) -> None:
    (folder / "progress.json").write_text("{not json")
    app = LevelPlayer("ringworld", progress="progress.json")
    assert "damaged" in text(app).lower() or "could not" in text(app).lower()
    assert (folder / "progress.json.damaged").exists()


def test_bad_arguments_are_refused_with_names() -> None:
    with pytest.raises(ValueError, match="game must be one of"):
        LevelPlayer("chess")
    with pytest.raises(ValueError, match="no level"):
        LevelPlayer("ringworld", "nonsense")


def test_a_level_done_takes_no_more_clicks(folder) -> None:
    app = LevelPlayer("dice", progress="progress.json")
    level = app.trainer.level
    for move_text in level.solution:
        app.play(app.game.parse(move_text))
    assert app.trainer.run.done
    before = app.game.record().to_json()
    app.click(app.game.attack_sources()[0] if app.game.attack_sources() else (0, 0))
    assert "This level is done" in text(app) and app.game.record().to_json() == before
