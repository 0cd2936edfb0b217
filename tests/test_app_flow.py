"""The one flow every app shares (issue 16): questions, files, review, undo, the graph.

Each test runs on the three apps alike (two people at one screen, so that nothing moves
by itself), through the same public entry points a person's clicks reach. Each guards a
problem a newcomer or a fuzzer found on the apps before they shared one flow.
"""

from __future__ import annotations

import json
import os
import random
import re

import pytest

from ringworld_nb.core.record import Record
from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.ringworld.app import RingWorldApp
from ringworld_nb.ui.files import fresh_name, overwrite_question

APPS = {
    "ringworld": lambda: RingWorldApp(3, interactive=True, animation=0,
                                      seats=("person", "person")),
    "dice": lambda: DiceOfDoomApp(3, interactive=True, seats=("person", "person")),
    "renaissance": lambda: RenaissanceApp(interactive=True, seats=("person", "person")),
}


@pytest.fixture(params=sorted(APPS))
def app(request, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # the apps' files go to a fresh folder
    return APPS[request.param]()


def play_some(app, moves: int, seed: int = 1) -> None:
    """Play ``moves`` random legal moves through the app's one move path."""
    rng = random.Random(seed)
    for _ in range(moves):
        game = app.shown
        if game.is_over:
            return
        app.play(rng.choice(game.legal_moves()))


def message(app) -> str:
    return app.message.value


# ----------------------------------------------------------------------- questions --
def test_while_a_question_waits_every_action_is_refused_and_nothing_changes(app) -> None:
    play_some(app, 3)
    app.review(1)
    before = list(app.game.history)
    app.act(lambda: app.play(app.shown.legal_moves()[0]))  # asks: play here?
    assert app.asking and "discard" in app.questions.question
    for action in (app.undo, app.new_game, app.save, app.load, lambda: app.review(0)):
        app.act(action)
        assert app.asking and "Answer the question first" in message(app)
    assert list(app.game.history) == before and app.view_index == 1
    app.questions.no_button.click()
    assert not app.asking and list(app.game.history) == before


def test_yes_applies_to_the_game_the_question_was_about(app, tmp_path) -> None:
    """Issue 16.3: a Load while "Play here and discard?" waited cut the loaded game."""
    play_some(app, 6, seed=2)
    app.save("long.json")
    long_moves = len(app.game.history)
    app.review(2)
    app.act(lambda: app.play(app.shown.legal_moves()[0]))
    assert app.asking
    app.load("long.json")  # refused: the question first
    assert "Answer the question first" in message(app)
    app.questions.yes_button.click()
    assert len(app.game.history) == 3 and not app.asking
    app.load("long.json")  # now it asks before the unfinished game is replaced
    if not app.game.is_over:
        assert app.asking
        app.questions.yes_button.click()
    assert len(app.game.history) == long_moves


# --------------------------------------------------------------------------- files --
def test_a_new_game_gets_a_new_file_name_and_save_never_overwrites_another_game(app) -> None:
    """Issue 16.1: after Load of A and New game, Save wrote over A without a word."""
    play_some(app, 4)
    first = app.files.name_box.value
    app.save()
    assert os.path.exists(first) and "Saved 4 moves" in message(app)
    saved = open(first).read()
    app.new_game()  # the game is unfinished: asks
    if app.asking:
        app.questions.yes_button.click()
    assert app.files.name_box.value != first and not app.game.history
    play_some(app, 1)
    app.save(first)  # another game is in that file: asks, and No keeps it
    assert app.asking and "holds another game" in app.questions.question
    app.questions.no_button.click()
    assert open(first).read() == saved and "Nothing changed" in message(app)
    app.save()
    assert "Saved 1 move " in message(app) + " "  # one move, not "1 moves"


def test_saving_again_to_the_games_own_file_is_silent_unless_moves_would_be_lost(app) -> None:
    play_some(app, 4)
    app.save()
    play_some(app, 2, seed=5)
    app.save()  # the same game, grown: no question
    assert not app.asking and "Saved" in message(app)
    app.undo()
    app.save()  # the file holds later moves than the game now: asks
    assert app.asking and "replaces the last" in app.questions.question
    app.questions.yes_button.click()
    assert len(Record.load(app.files.name_box.value).moves) == len(app.game.history)


def test_a_file_changed_by_someone_else_is_not_overwritten_silently(app) -> None:
    play_some(app, 2)
    app.save()
    other = APPS_BY_CLASS[type(app)]()
    play_some(other, 3, seed=9)
    other.save(app.files.name_box.value)
    assert other.asking  # another game: asks
    other.questions.yes_button.click()
    play_some(app, 1, seed=4)
    app.save()
    assert app.asking and "changed since" in app.questions.question


APPS_BY_CLASS = {RingWorldApp: APPS["ringworld"], DiceOfDoomApp: APPS["dice"],
                 RenaissanceApp: APPS["renaissance"]}


def test_load_and_upload_ask_before_an_unfinished_game_is_replaced(app) -> None:
    """Issue 16.2: Load and Upload replaced an unfinished game without asking."""
    play_some(app, 2)
    app.save("two.json")
    content = open("two.json", "rb").read()
    app.new_game()
    if app.asking:
        app.questions.yes_button.click()
    play_some(app, 3, seed=7)
    mine = list(app.game.history)
    app.load("two.json")
    assert app.asking and "unfinished" in app.questions.question
    app.questions.no_button.click()
    assert list(app.game.history) == mine
    app.files.uploaded({"new": [{"name": "two.json", "content": content}]})
    assert app.asking
    app.questions.yes_button.click()
    assert len(app.game.history) == 2
    assert app.files.name_box.value != "two.json"  # the upload did not come from that file


def test_a_record_keeps_its_comments_and_options_through_load_and_save(app) -> None:
    """Issue 16.4: the comments of a loaded record were gone after it was saved again."""
    play_some(app, 3)
    record = app.game.record()
    record.comments = {0: "the start", 2: "a quiet move"}
    record.save("commented.json")
    app.new_game()
    if app.asking:
        app.questions.yes_button.click()
    app.load("commented.json")
    play_some(app, 1, seed=3)
    app.save()
    again = Record.load("commented.json")
    assert again.comments == {0: "the start", 2: "a quiet move"}
    assert again.options == record.options and len(again.moves) == 4


def test_a_damaged_record_is_explained_and_changes_nothing(app) -> None:
    play_some(app, 2)
    before = list(app.game.history)
    with open("bad.json", "w") as fh:
        fh.write('{"format": "ringworld_nb.record", "version": 1, "game": "chess"}')
    app.load("bad.json")
    assert "Could not load bad.json" in message(app) and "Nothing changed" in message(app)
    assert list(app.game.history) == before and not app.asking
    app.load("missing.json")
    assert "Could not load missing.json" in message(app)


def test_file_rules_without_widgets(tmp_path) -> None:
    taken = {"g.json", "g_2.json"}
    assert fresh_name("g", taken=taken.__contains__) == "g_3.json"
    path = str(tmp_path / "x.json")
    record = Record("ringworld", {"order": 3}, ["0@2"])
    assert overwrite_question(path, record, None) is None
    with open(path, "w") as fh:
        fh.write("not json")
    assert "not a record" in (overwrite_question(path, record, None) or "")


# ------------------------------------------------------------------ review and undo --
def test_review_refuses_what_is_not_a_position_with_a_message(app) -> None:
    """Issue 16.13: app.review(None) raised a TypeError from inside min()."""
    play_some(app, 2)
    for bad in (None, "two", 1.5):
        app.review(bad)
        assert "not" in message(app) and app.view_index == 2


def test_undo_takes_back_and_names_the_moves(app) -> None:
    play_some(app, 3)
    last = app.game.notation(app.game.history[-1])
    app.undo()
    assert len(app.game.history) == 2 and f"Took back {last}" in message(app)


def test_the_message_keeps_the_persons_move_and_the_ais_reply() -> None:
    """Issue 18's stuck point: after the AI's reply the message dropped the move's own
    words."""
    app = RingWorldApp(3, interactive=True, animation=0, pace=0)
    app.act(lambda: app.play(app.game.legal_moves()[7]))
    app.run_ai()
    lines = [re.sub("<[^>]+>", "", line) for line in message(app).split("<br>")]
    assert len(lines) == 2 and lines[0].startswith("Red played")
    assert lines[1].startswith("Blue (AI easy) played")


# --------------------------------------------------------------------------- graph --
def test_the_graph_toggles_one_graph_and_shows_the_data(app) -> None:
    """Issue 16.9: the toggle never hid the graph and each press added another."""
    play_some(app, 4)
    app.graph_view.toggle.value = True
    # one graph (under the analysis' buttons)
    assert app.graph_view.box.layout.display != "none" and len(app.graph_view.box.children) == 2
    assert app.graph_view.box.children[0] is app.game_review.widget
    canvas = app.graph_view.box.children[1]
    app.graph_view.toggle.value = False
    assert app.graph_view.box.layout.display == "none"
    app.graph_view.toggle.value = True
    assert app.graph_view.box.children == (app.game_review.widget, canvas)
    assert len(app.graph_view.graph.figure.legends) == 1
    low, high = app.graph_view.graph.ax.get_ylim()
    assert high - low > 0.5  # not an empty -0.04..0.04 axis
    graph = app.graph_view.graph
    assert graph.ax.get_ylabel() and "chance to win" in graph.win_ax.get_ylabel()


def test_win_estimates_come_back_with_a_loaded_record(app) -> None:
    play_some(app, 3)
    app.ai.estimates[1:4] = [0.55, 0.4, 0.62]
    app.save("estimated.json")
    data = json.load(open("estimated.json"))
    assert data.get("annotations", {}).get("win_estimates", [None])[1:4] == [0.55, 0.4, 0.62]
    app.new_game()
    if app.asking:
        app.questions.yes_button.click()
    app.load("estimated.json")
    assert app.model.estimates[1:][:3] == [0.55, 0.4, 0.62]


# ---------------------------------------------------------------------------- look --
def test_disabled_buttons_lose_their_colour(app) -> None:
    """Issue 16.13: disabled Accept/Decline and End turn looked pressable."""
    buttons = [b for b in _all_buttons(app) if b.disabled]
    assert buttons and all(b.button_style == "" for b in buttons)
    assert app.files.upload.tooltip and app.files.upload.tooltip != "null"
    assert "Let the AI to move" not in app.ai.ai_move_button.tooltip


def _all_buttons(widget, seen=None):
    import ipywidgets as w

    seen = set() if seen is None else seen
    if id(widget) in seen:
        return []
    seen.add(id(widget))
    found = [widget] if isinstance(widget, w.Button) else []
    for child in getattr(widget, "children", ()):
        found += _all_buttons(child, seen)
    return found


def test_keys_reach_the_app_only_through_its_catcher(app) -> None:
    assert "Escape" in app.key_catcher.widget.catch
    play_some(app, 0)
    app.key_catcher.press("Escape")  # (Escape's own answer: nothing is chosen here)
    assert "nothing to cancel" in message(app)


# --------------------------------------------------------------------------- sound --
def test_sounds_are_off_by_default_and_follow_the_moves(app) -> None:
    """Issue 18.6: a sound for a move, a capture, success and failure, off by default."""
    play_some(app, 1)
    assert app.sound.played == [] and app.sound.box.children == ()
    app.sound.toggle.value = True
    play_some(app, 2, seed=8)
    assert app.sound.played and set(app.sound.played) <= {"move", "capture"}
    audio = app.sound.box.children[0]
    assert audio.autoplay and not audio.loop and audio.value[:4] == b"RIFF"


def test_the_shipped_sounds_are_the_ones_the_package_makes(tmp_path) -> None:
    from ringworld_nb.ui.sound import SOUNDS, wav, write_sounds

    for path in write_sounds(tmp_path):
        assert path.read_bytes() == wav(path.stem)
    assert len(list(tmp_path.glob("*.wav"))) == len(SOUNDS)
