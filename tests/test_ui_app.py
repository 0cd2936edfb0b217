"""What every app shares: it is a widget, its one entry for actions, its graph's history,
its one loop runner."""

from __future__ import annotations

import asyncio
import random
import re

import ipywidgets as w
import pytest

from ringworld_nb.core.players import Choice
from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.ringworld.app import RingWorldApp
from ringworld_nb.ui.controls import plain_text
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


def test_save_load_play_and_new_game_are_pressed_with_the_boxes_in_one_message(
        tmp_path) -> None:
    """On a busy machine the kernel took a Save's click before the file name sent a
    millisecond earlier: a button that reads a box is pressed by the message that
    carries the boxes, so it always sees what the page showed."""
    app = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    catcher = app.key_catcher
    for name, pressed in (("save", app.files.save_button), ("load", app.files.load_button),
                          ("play", app.board_input.move_button),
                          ("new-game", app.new_button)):
        assert f"rwnb-press-{name}" in pressed._dom_classes
    path = str(tmp_path / "l4_try.json")
    app.files.name_box.value = ""  # Python has heard nothing of the name yet
    catcher._message(catcher.widget, {"press": "save", "fields": {"file-name": path}}, [])
    assert (tmp_path / "l4_try.json").exists()
    assert "Saved" in app.message.value and app.files.name_box.value == path
    # a move typed and played with Play in one go
    move = app.game.notation(app.game.legal_moves()[0])
    catcher._message(catcher.widget, {"press": "play", "fields": {"move": move}}, [])
    assert len(app.game.history) == 1
    # Enter in the move box: the box and the Enter together
    second = app.game.notation(app.game.legal_moves()[0])
    catcher._message(catcher.widget, {"enter": "move", "fields": {"move": second}}, [])
    assert len(app.game.history) == 2
    # a disabled button is not pressed by a message either
    app.files.save_button.disabled = True
    (tmp_path / "l4_try.json").unlink()
    catcher._message(catcher.widget, {"press": "save", "fields": {"file-name": path}}, [])
    assert not (tmp_path / "l4_try.json").exists()
    catcher._message(catcher.widget, {"press": "nothing", "fields": {"x": 1}}, [])  # ignored


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


def _in_page_order(widget: w.Widget) -> list[w.Widget]:
    """``widget`` and everything inside it, depth first: the order of the page."""
    out = [widget]
    for child in getattr(widget, "children", ()):
        out.extend(_in_page_order(child))
    return out


def test_end_turn_sits_under_a_steady_box() -> None:
    """Issue 24, Dice of Doom 4: End turn moved up 19 px under the mouse after a capture
    (the prompt above it got shorter). The status and the prompt are one box of the class
    rwnb-steady, which the key strip lets grow but never shrink while the width stays
    (a browser's part: only the class and the script are seen here); End turn and the
    other buttons sit under it, the message that changes with every move under them."""
    from ringworld_nb.ui import keys

    app = DiceOfDoomApp(3, interactive=False)
    page = _in_page_order(app)
    box = next(x for x in page if "rwnb-steady" in x._dom_classes)
    assert list(box.children) == [app.status_html, app.prompt_html]
    assert page.index(box) < page.index(app.pass_button) < page.index(app.message)
    script = keys._CATCHER_ESM  # (the key strip's page part)
    assert ".rwnb-steady" in script and "ResizeObserver" in script and "minHeight" in script


def test_no_glyph_that_shows_as_an_empty_box() -> None:
    """Issue 24's bug: "⏭" showed as an empty box (JupyterLab's fonts lack the media
    controls U+23E9-U+23FA). No text of the package has one; the review's way back to
    the latest move is named by its button's tooltip, Latest position."""
    from pathlib import Path

    import ringworld_nb

    root = Path(ringworld_nb.__file__).parent
    media = re.compile("[\u23e9-\u23fa]")
    found = [f"{path.relative_to(root)}: {m.group()!r}" for path in root.rglob("*.py")
             for m in media.finditer(path.read_text(encoding="utf-8"))]
    assert not found, found
    app = RingWorldApp(3, interactive=False, seats=("person", "easy"))
    app.play(app.game.legal_moves()[0])
    app.review(0)
    said = app.ai.waits(step=True)
    assert "Latest position" in said and app.review_bar.end.tooltip == "Latest position"


# -- one key plays the hint shown (issue 29.8, 32.5) ----------------------------------------
class Fixed:
    """A computer player that always answers ``move``: a hint made to order."""

    name = "fixed"

    def __init__(self, move) -> None:
        self.move = move

    def choose(self, game):
        return self.move

    def choose_with_info(self, game) -> Choice:
        return Choice(self.move, 0.6)


def _renaissance_at(start, reached, seed: int = 1) -> RenaissanceApp:
    """A Renaissance app (two people) on ``start`` played on by random moves (no offer
    to end) until ``reached(game)``."""
    game, rng = start, random.Random(seed)
    while not reached(game):
        game.play(rng.choice([m for m in game.legal_moves() if m.action != "offer"]))
    return RenaissanceApp(game, interactive=False, seats=("person", "person"))


def _hint_apps():
    """(name, app, the move hinted) in every game, and in Renaissance every kind of move:
    a piece laid, a marker put, pushed in, a pass, the preparation's item, a piece laid
    with its marker moved, a piece of the deal."""
    ring = RingWorldApp(3, interactive=False, animation=0, seats=("person", "person"))
    yield "ringworld", ring, ring.game.legal_moves()[5]
    dice = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    yield "dice", dice, dice.game.legal_moves()[0]
    for action in ("place", "marker", "insert", "pass", "prep_marker", "put"):
        start = (Renaissance.random_setup(random.Random(1)) if action in ("marker", "insert",
                                                                           "pass")
                 else Renaissance.phase2_only(["D", "T4", "V3"], ["D", "I3", "L4"])
                 if action in ("prep_marker", "put") else Renaissance(1))

        def fits(m, action=action) -> bool:  # (a piece of Phase 2 with its marker moved)
            return m.action == action and (action != "put" or m.step is not None)

        app = _renaissance_at(start, lambda g, fits=fits: any(map(fits, g.legal_moves())))
        move = next(m for m in app.game.legal_moves() if fits(m))
        yield f"renaissance {action}", app, move
    deal = RenaissanceApp(interactive=False, seats=("person", "person"))
    deal.start_choice.value = "deal"
    deal.new_button.click()
    assert deal.game.phase == "deal"
    yield "renaissance deal", deal, deal.game.legal_moves()[-1]
    try:
        from connect_four.app import ConnectFourApp
    except ImportError:  # (make test installs the fourth game)
        return
    four = ConnectFourApp(interactive=False, seats=("person", "person"))
    yield "connect four", four, four.game.legal_moves()[2]


def test_one_key_plays_the_hint_shown_in_every_app_and_every_kind_of_move() -> None:
    """The Ring World played a hint with h then s, Renaissance's setup with h then l,
    and a marker, a push or a pass hinted in Phase 1 had no key at all: now y plays the
    hint shown everywhere, and the hint's words say so - never with mouse words ("Click
    f6 to play it")."""
    seen = []
    for name, app, move in _hint_apps():
        seen.append(name)
        assert app.app_keys()["y"][0] == "play the hint shown", name  # no game's key
        assert "y" in app.key_catcher.widget.catch
        app.key_catcher.press("y")  # no hint yet: said, nothing played
        assert "No hint is shown to play: press h for one." in plain(app), name
        before = len(app.game.history)
        app.hint_player = lambda game, strength, move=move: Fixed(move)  # what h asks
        app.key_catcher.press("h")
        said = plain(app)
        assert said.startswith("Hint (AI ") and said.endswith("Press y to play it."), said
        assert "click" not in said.lower(), said
        app.key_catcher.press("y")
        assert len(app.game.history) == before + 1, (name, plain(app))
        assert app.game.history[-1] == move, name
        assert app.hints.hint is None
    assert {"ringworld", "dice", "renaissance pass", "renaissance insert",
            "renaissance put", "renaissance prep_marker"} <= set(seen)


def test_the_hint_key_keeps_to_the_position_it_was_given_for() -> None:
    """A hint of another position (the person stepped back) is not played: y says so."""
    app = RingWorldApp(3, interactive=False, animation=0, seats=("person", "person"))
    play_random(app, 2)
    app.key_catcher.press("h")
    assert app.hints.hint is not None
    app.key_catcher.press("ArrowLeft")
    app.key_catcher.press("y")
    assert "No hint is shown to play" in plain(app) and len(app.game.history) == 2


def plain(app) -> str:
    return re.sub("<[^>]+>", "", app.message.value).replace("&#x27;", "'")


def test_a_reviewed_board_says_a_move_there_plays_on_and_drops_the_later_moves() -> None:
    """A newcomer reviewing a finished game's mistake read "Press Submit to play" and took
    it for the game's next move: on a reviewed board the prompt says what a move does."""
    from ringworld_nb.ui.app import PLAY_ON_WORDS

    app = RingWorldApp(3, interactive=False, animation=0, seats=("person", "person"))
    for _ in range(3):
        app.play(app.game.legal_moves()[0])
    app.review(1)
    app.board_input.preselect(app.shown, app.shown.legal_moves()[0])
    app.refresh()
    assert app.prompt_html.value.startswith(f"<i>{PLAY_ON_WORDS} Press Submit to play")
    app.review(3)
    assert PLAY_ON_WORDS not in app.prompt_html.value


@pytest.mark.parametrize("make", [
    lambda: RenaissanceApp(interactive=False, seats=("person", "person")),
    lambda: DiceOfDoomApp(5, seed=4, interactive=False, seats=("person", "person")),
])
def test_the_play_on_words_are_read_once_per_review_and_are_short(make) -> None:
    """Trial 4 item A10: every position of a review (each mistake shown) was read with
    "To play on from here (the later moves are dropped, after asking): choose a piece of
    the pool (keys ] and [; ...) ...". A reviewed board now says one short sentence,
    read once while the review goes from position to position; the game's own prompt
    follows only once a move is begun there."""
    import random

    from ringworld_nb.ui.app import PLAY_ON_WORDS

    app = make()
    rng = random.Random(2)
    for _ in range(12):
        app.play(rng.choice(app.game.legal_moves()))
    log: list[str] = []
    say = app.twin.say
    app.twin.say = lambda text: (log.append(text), say(text))  # type: ignore[method-assign]
    for index in (1, 4, 7, 2, 9):
        app.review(index)
        app.refresh()
        assert plain_text(app.prompt_html.value) in ("", PLAY_ON_WORDS)
    read = " ".join(log)
    assert read.count(PLAY_ON_WORDS) == 1 and len(PLAY_ON_WORDS) < 60, read
    assert "Choose" not in read and "choose" not in read, read


def test_the_game_picker_offers_every_installed_game_and_keeps_each_game() -> None:
    """play.ipynb: a menu of the registry's games (the fourth game of the tests too);
    choosing another game keeps the one left, as it was; Voila's ?game= chooses the first."""
    from ringworld_nb.core.registry import names
    from ringworld_nb.ui.picker import GamePicker

    picker = GamePicker(query="game=dice")
    offered = [value for _title, value in picker.menu.options]
    assert {"ringworld", "dice", "renaissance"} <= set(offered)
    assert set(offered) <= set(names()) and picker.shown == "dice"
    dice = picker.children[1]
    dice.play(dice.game.legal_moves()[0])
    picker.menu.value = "ringworld"
    assert picker.shown == "ringworld" and picker.children[1] is not dice
    picker.menu.value = "dice"
    assert picker.children[1] is dice and len(dice.game.history) == 1
    unknown = GamePicker("chess", query="")
    assert "No game called" in unknown.note.value and "dice" in unknown.note.value
    assert unknown.shown == offered[0]


def test_the_trainers_pickers_offer_the_games_with_levels_or_puzzles() -> None:
    from ringworld_nb import LevelPicker, PuzzlePicker
    from ringworld_nb.core.registry import specs

    with_levels = {s.name for s in specs() if s.levels is not None}
    with_puzzles = {s.name for s in specs() if s.puzzles is not None}
    levels = LevelPicker("dice", query="")
    assert {v for _t, v in levels.menu.options} == with_levels and levels.shown == "dice"
    puzzles = PuzzlePicker(query="game=renaissance")
    assert {v for _t, v in puzzles.menu.options} == with_puzzles
    assert puzzles.shown == "renaissance"
