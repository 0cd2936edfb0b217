"""A question of the question bar answered by keys (trial 5, issues 29/32).

While "Resume the game of ...?" waited, every key read only "Answer the question first:
Yes or No.", ``?`` included, ``n`` was "not a key of this app", and nothing said how to
answer by keys. Now ``y`` answers Yes and ``n`` No - for every question, winning over the
app's own keys (a level's ``n``, Next level) while it waits -, the question says so with
what each answer does, ``?`` lists the keys with the question's first, and the page is
told of the question (it moves the focus to Yes, and back to the board once answered:
tests/test_browser_resume.py).
"""

from __future__ import annotations

import html
import json
import re
import socket

import pytest

from ringworld_nb.learn import Progress
from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.ringworld.app import RingWorldApp
from ringworld_nb.trainers.levels import LevelPlayer
from ringworld_nb.ui import autosave

RESUME_KEYS = "(y: resume, n: start afresh)"


def text(markup: str) -> str:
    return html.unescape(re.sub("<[^>]+>", "", markup))


@pytest.fixture
def data(tmp_path, monkeypatch):
    """The autosave on, in a data folder of the test's own; the test's folder current."""
    monkeypatch.setenv(autosave.DATA_ENV, str(tmp_path))
    monkeypatch.setenv(autosave.SWITCH_ENV, "on")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def resume_question(data) -> RenaissanceApp:
    """A Renaissance app asking to resume the 3 moves a kernel that died left."""
    first = RenaissanceApp(seats=("person", "person"), interactive=False)
    for _ in range(3):
        first.play(first.game.legal_moves()[0])
    [path] = sorted((data / "autosave").glob("*.json"))
    kept = json.loads(path.read_text())
    kept["annotations"]["autosave"]["owner"] = f"{socket.gethostname()}:4000000"
    path.write_text(json.dumps(kept))
    app = RenaissanceApp(seats=("person", "person"), interactive=False)
    app.offer_kept_game()
    assert app.asking
    return app


def test_the_resume_question_says_its_keys_and_its_buttons_what_they_do(data) -> None:
    app = resume_question(data)
    words = app.questions.words
    assert words.startswith("Resume the game of ") and words.endswith(RESUME_KEYS), words
    assert RESUME_KEYS in text(app.questions.text.value)
    assert RESUME_KEYS in app.twin.widget.announce  # read out with the question
    assert app.questions.yes_button.tooltip == "Yes: resume (key y)"
    assert app.questions.no_button.tooltip == "No: start afresh (key n)"
    assert app.key_catcher.question == words  # the page moves the focus to Yes


def test_question_mark_lists_the_keys_the_questions_first(data) -> None:
    app = resume_question(data)
    app.key_catcher.press("?")
    listed = text(app.message.value)
    assert "Answer the question first" not in listed
    assert "Yes: resume" in listed and "No: start afresh" in listed
    assert listed.index("Yes: resume") < listed.index("No: start afresh") < listed.index(
        "hint")
    assert app.asking  # the list answers nothing


def test_other_keys_say_how_to_answer(data) -> None:
    app = resume_question(data)
    app.key_catcher.press("h")
    assert text(app.message.value) == "Answer the question first: y for Yes, n for No."
    assert app.asking


@pytest.mark.parametrize("key", ["n", "N"])
def test_n_starts_afresh(data, key) -> None:
    app = resume_question(data)
    app.key_catcher.press(key)
    assert not app.asking and not app.game.history
    assert "A fresh game" in app.message.value
    assert app.key_catcher.question == ""  # the page takes the focus back to the board
    app.key_catcher.press("n")  # no question now: n is no key of this app
    assert app.twin.widget.announce.startswith("n: not a key of this app")


def test_y_resumes(data) -> None:
    app = resume_question(data)
    app.key_catcher.press("y")
    assert not app.asking and len(app.game.history) == 3
    assert "Resumed the game of" in app.message.value


def test_y_answers_every_question() -> None:
    app = RingWorldApp(3, interactive=False, seats=("person", "person"))
    for _ in range(3):
        app.play(app.game.legal_moves()[0])
    app.review(1)
    app.play(app.model.shown.legal_moves()[0])
    assert app.asking and "discard the 2 later moves" in app.questions.question
    assert app.questions.words.endswith("(y: go ahead, n: change nothing)")
    app.key_catcher.press("y")
    assert not app.asking and len(app.game.history) == 2


def test_in_a_level_n_answers_the_question_not_next_level(data) -> None:
    app = LevelPlayer("ringworld", progress="progress.json")
    mode = app.trainer
    app.play(app.game.parse(mode.level.solution[0]))
    assert mode.run.done and Progress("progress.json").done("ringworld") == 1
    level = mode.level
    mode.reset_button.click()
    assert app.asking
    app.key_catcher.press("n")
    assert not app.asking and mode.level is level  # no Next level
    assert Progress("progress.json").done("ringworld") == 1  # nothing forgotten
    mode.reset_button.click()
    app.key_catcher.press("y")
    assert Progress("progress.json").done("ringworld") == 0


def test_the_page_script_finds_the_question_by_its_class() -> None:
    """The key strip's script names the question's row by its class (a name replaced in
    the script: a shorter name inside it, ON_CLASS, must not be replaced first)."""
    from ringworld_nb.ui import keys

    assert '.querySelector(".rwnb-question button")' in keys._CATCHER_ESM
    assert '.closest(".rwnb-question")' in keys._CATCHER_ESM
