"""What every app shares: it is a widget, its one entry for actions, its graph's history,
its one loop runner."""

from __future__ import annotations

import asyncio
import random
import re

import ipywidgets as w

from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.ringworld.app import RingWorldApp
from ringworld_nb.ui.loop import LoopRunner


def play_random(app, count: int, seed: int = 4) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        game = app.shown
        if game.is_over:
            return
        app.play(rng.choice(game.legal_moves()))


def test_apps_are_widgets_that_sit_side_by_side() -> None:
    ring = RingWorldApp(3, interactive=True, animation=0)
    dice = DiceOfDoomApp(board=3, interactive=True, seats=["human", "human"])
    renaissance = RenaissanceApp(interactive=True)
    row = w.HBox([ring, dice, renaissance])
    assert isinstance(ring, w.VBox)
    assert row.children == (ring, dice, renaissance)
    for app in (ring, dice, renaissance):
        assert "rwnb-app" in app._dom_classes
        assert app.key_catcher.widget in app.children


def test_every_action_enters_one_place_that_refuses_while_asking_or_showing() -> None:
    app = RingWorldApp(3, interactive=True, animation=0, seats=("person", "person"))
    assert app.act(lambda: 42) == 42
    app.act(lambda: app.game.play("nonsense"))  # an error inside an action: a message
    assert "nonsense" in app.message.value and app.game.history == ()
    play_random(app, 2)
    app.new_game()  # asks: an unfinished game would be lost
    assert app.asking
    ran: list[int] = []
    assert app.act(lambda: ran.append(1)) is None
    assert ran == [] and "Answer the question first" in app.message.value
    app.act(lambda: ran.append(2), asking=True)  # what may act while asking
    assert ran == [2]
    app.questions.no_button.click()
    app.animator.active = True  # as while a move is shown
    app.act(lambda: ran.append(3))
    assert ran == [2] and "still being shown" in app.message.value
    app.act(lambda: ran.append(4), animating=True)
    assert ran == [2, 4]
    app.animator.active = False
    assert len(app.game.history) == 2


def test_statistics_follow_moves_undo_review_and_loading() -> None:
    app = RingWorldApp(3, interactive=True, animation=0, seed=4,
                       seats=("person", "person"))
    play_random(app, 6)
    assert len(app.model.stats) == 7
    assert app.model.stats[-1] == app.game.counts()
    app.undo()
    assert len(app.model.stats) == 6
    assert app.model.stats[-1] == app.game.counts()
    app.review(2)
    app.act(lambda: app.truncate(2))
    assert len(app.model.stats) == 3 and len(app.game.history) == 2
    # a game put on the board: every position's numbers, rebuilt by taking moves back
    other = RingWorldApp(3, interactive=True, animation=0)
    other.act(lambda: other.replace_game(app.game.clone()))
    assert other.model.stats == app.model.stats
    app.resign()
    app.undo()  # the resignation is taken back: the same number of positions
    assert len(app.model.stats) == 3 and not app.game.is_over


def test_loop_runner_runs_one_task_per_name_and_cancels() -> None:
    runner = LoopRunner()
    ticks: list[int] = []

    async def tick() -> None:
        while True:
            ticks.append(1)
            await asyncio.sleep(0.01)

    assert not runner.start("auto", tick)  # no running loop: nothing started

    async def main() -> tuple[bool, bool, int]:
        assert runner.start("auto", tick)
        assert runner.start("auto", tick)  # already running: left alone
        await asyncio.sleep(0.05)
        running = runner.running("auto")
        runner.cancel("auto")
        await asyncio.sleep(0.02)
        count = len(ticks)
        await asyncio.sleep(0.05)
        return running, runner.running("auto"), len(ticks) - count

    running, still, later = asyncio.run(main())
    assert running and not still and later == 0


def test_a_click_reads_the_text_boxes_as_the_page_shows_them(tmp_path) -> None:
    """ipywidgets holds back a text box's change while the one before is unanswered, and
    a click overtakes it: the key strip sends the boxes' text with every click first
    (issue 24: "l4_try.json" saved as "l4_try")."""
    app = DiceOfDoomApp(3, interactive=False)
    catcher = app.key_catcher
    name_box = app.files.name_box
    assert "rwnb-field-file-name" in name_box._dom_classes
    path = str(tmp_path / "l4_try.json")
    name_box.value = str(tmp_path / "l4_try")  # what Python has heard so far
    catcher._message(catcher.widget, {"field": "file-name", "value": path}, [])
    app.files.save_button.click()
    assert (tmp_path / "l4_try.json").exists() and not (tmp_path / "l4_try").exists()
    seed = app.setup.widgets["seed"]
    catcher._message(catcher.widget, {"field": "option-seed", "value": " 42 "}, [])
    assert seed.value == 42
    catcher._message(catcher.widget, {"field": "option-seed", "value": "4x"}, [])
    assert seed.value == 42  # not a number: the box keeps its own (New game says why)
    catcher._message(catcher.widget, {"field": "nothing", "value": "x"}, [])  # ignored


def test_while_a_move_is_shown_the_words_do_not_run_ahead_of_the_board() -> None:
    """Issue 24: on L4 the message said "Red to move" 2-3 s before the board showed Red's
    marks (the AI's move was still being shown)."""
    app = RingWorldApp(3, interactive=False, seats=("person", "person"))
    app.play(app.game.legal_moves()[0])
    app.animator.active = True  # (as while the move is shown, frame by frame)
    app.refresh()
    status = re.sub("<[^>]+>", "", app.status_html.value).replace("&#x27;", "'")
    assert "Showing Red's move" in status and "to move" not in status
    assert app.prompt_html.value == ""
    app.animator.active = False
    app.refresh()
    assert "Blue" in app.status_html.value and "to move" in app.status_html.value
