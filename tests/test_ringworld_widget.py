"""RingWorldApp driven like a player: synthetic mouse events on the ipympl canvas.

Every action goes through the app's one flow (``GameApp.act``); two people play at one
screen unless a test says otherwise, so that nothing moves by itself. The tests that
need the kernel's event loop (animations, step mode, random seats at a pace) run a
coroutine with ``asyncio.run``.
"""

from __future__ import annotations

import asyncio
import html
import itertools
import json
import random
import re

import numpy as np
import pytest
from loop_waits import until
from matplotlib.backend_bases import MouseEvent

from ringworld_nb import Record, RingWorld
from ringworld_nb.ringworld import Move
from ringworld_nb.ringworld.app import RingWorldApp
from ringworld_nb.ringworld.moves import BLUE, RED

#: Two people at one screen: these tests play both colours by clicks.
PEOPLE = ("person", "person")


def make_app(order: int = 3, **kw) -> RingWorldApp:
    kw.setdefault("seats", PEOPLE)
    kw.setdefault("animation", 0)
    app = RingWorldApp(order, interactive=True, **kw)
    app.figure.canvas.draw()  # the axes take their final place
    app.board_input.clock = itertools.count(0.0, 1.0).__next__  # clicks one second apart
    return app


def click(app: RingWorldApp, x: float, y: float, button: int = 1,
          dblclick: bool = False) -> None:
    """Press the mouse at data point (x, y) of the board."""
    canvas = app.figure.canvas
    px, py = app.ax.transData.transform((x, y))
    event = MouseEvent("button_press_event", canvas, px, py, button=button,
                       dblclick=dblclick)
    canvas.callbacks.process("button_press_event", event)


def click_position(app: RingWorldApp, level: int, index: int) -> None:
    click(app, *app.game.board.centers(level)[index])


def play_by_clicks(app: RingWorldApp, move: Move) -> None:
    if move.place is not None:
        click_position(app, 1, move.place)
    if move.rotate is not None:
        click_position(app, *move.rotate)
    app.submit_button.click()


def play_random(app: RingWorldApp, count: int, seed: int = 5) -> None:
    """Play ``count`` random legal moves through the app's one move path (what the
    removed ``auto_step`` did)."""
    rng = random.Random(seed)
    for _ in range(count):
        game = app.shown
        if game.is_over:
            return
        move = game.random_move(rng)
        app.act(lambda move=move: app.play(move))


def play_to_the_end(seed: int) -> RingWorldApp:
    """An app whose two random seats have played a whole game (no loop: at once)."""
    app = make_app(seats=("random", "random"), seed=seed)
    app.run_ai()
    assert app.game.is_over
    return app


def counts_shown(app: RingWorldApp) -> dict[int, tuple[int, int]]:
    """The counts table of the panel: level -> (red, blue)."""
    rows = re.findall(r"<td>L(\d+)</td>.*?<b>(\d+)</b>.*?<b>(\d+)</b>", app.counts_html.value)
    return {int(level): (int(red), int(blue)) for level, red, blue in rows}


def counts_of(rings: dict[int, np.ndarray]) -> dict[int, tuple[int, int]]:
    return {level: (int((a == RED).sum()), int((a == BLUE).sum()))
            for level, a in rings.items()}


def test_uses_the_lean_canvas(monkeypatch) -> None:
    """The lean canvas by default (ringworld_nb/ui/lean_canvas.py), ipympl's when asked."""
    from ringworld_nb.ui.lean_canvas import LeanCanvas, LeanFigureCanvas

    app = make_app()
    assert isinstance(app.figure.canvas, LeanFigureCanvas)
    assert isinstance(app.canvas.widget, LeanCanvas)
    monkeypatch.setenv("RINGWORLD_NB_CANVAS", "ipympl")
    from ipympl.backend_nbagg import Canvas

    app = make_app()
    assert isinstance(app.figure.canvas, Canvas)
    assert app.canvas.widget is app.figure.canvas


def test_select_cancel_rotate_submit() -> None:
    app = make_app()
    game = app.game
    place = game.legal_placements()[3]
    click_position(app, 1, place)
    assert app.place == place and app.ring is None
    assert app.submit_button.disabled  # a ring must be turned too
    app.cancel_button.click()
    assert app.place is None
    click_position(app, 1, place)
    ring = game.legal_rotations(place)[0]
    click_position(app, *ring)
    assert app.ring == ring
    assert not app.submit_button.disabled
    app.submit_button.click()
    assert game.history == (Move(place, ring),)
    assert game.to_move == 2
    assert app.place is None and app.ring is None
    # the counts panel shows the new ring
    assert game.counts()[1][0] == 1
    assert ">1<" in app.counts_html.value
    assert counts_shown(app) == counts_of(game.all_rings())


def test_clicking_again_unselects() -> None:
    app = make_app()
    place = app.game.legal_placements()[0]
    click_position(app, 1, place)
    click_position(app, 1, place)
    assert app.place is None


def test_click_outside_or_illegal_changes_nothing_and_says_why() -> None:
    app = make_app()
    play_by_clicks(app, Move(0, (2, 0)))
    assert len(app.game.history) == 1
    before = (app.game.history, app.place, app.ring)
    click(app, 5.0, 5.0)  # far outside the board, still in the axes?
    lim = app.ax.get_xlim()
    click(app, lim[1] * 0.99, lim[1] * 0.99)  # a corner of the axes: no ring there
    assert "outside every position" in app.message.value
    # an occupied level-1 position
    occupied = int(app.game.rings(1).nonzero()[0][0])
    click_position(app, 1, occupied)
    assert "Cannot place there" in app.message.value and "already holds" in app.message.value
    # a ring Blue cannot turn (no blue ring below it)
    click_position(app, 3, 0)
    assert "Cannot turn that position" in app.message.value
    assert (app.game.history, app.place, app.ring) == before


def test_submit_without_selection_explains() -> None:
    app = make_app()
    app.submit()
    assert "Choose a level-1 position where a ring may go first" in app.message.value
    assert app.game.history == ()


def test_undo_and_resign_and_a_new_game() -> None:
    app = make_app()
    play_random(app, 4)
    assert len(app.game.history) == 4
    app.undo_button.click()
    assert len(app.game.history) == 3
    assert app.review_bar.length == 3
    app.resign_button.click()
    assert app.game.is_over and app.game.outcome.reason == "resignation"
    assert "resigns" in app.message.value
    app.undo_button.click()  # takes the resignation back
    assert not app.game.is_over and len(app.game.history) == 3
    app.order_choice.value = 4
    app.new_button.click()  # a game is going on: asks first
    assert app.asking and app.questions.widget.layout.display == "flex"
    app.questions.no_button.click()
    assert app.game.order == 3 and len(app.game.history) == 3
    assert app.questions.widget.layout.display == "none"
    app.new_button.click()
    app.questions.yes_button.click()
    assert app.game.order == 4 and app.game.history == ()
    assert app.artist.board.order == 4
    # the L4 board is clickable at once
    app.figure.canvas.draw()
    place = app.game.legal_placements()[100]
    click_position(app, 1, place)
    assert app.place == place


def test_review_and_playing_on_from_an_earlier_position() -> None:
    app = make_app()
    play_random(app, 6)
    history = app.game.history
    app.review_bar.start.click()
    assert app.view_index == 0
    app.review_bar.next.click()
    app.review_bar.next.click()
    assert app.view_index == 2
    # the record list follows, and clicking a line reviews that position
    assert app.record_list.widget.value == 2
    app.record_list.widget.value = 4
    assert app.view_index == 4
    app.review_bar.slider.value = 2
    # the board shows the position after 2 moves
    at2 = RingWorld(3)
    for m in history[:2]:
        at2.play(m)
    assert (app.artist.filled(1, 1) == at2.rings(1).__eq__(1).nonzero()[0]).all()
    # play on from move 2: asks before discarding the 4 later moves
    move = at2.legal_moves()[0]
    play_by_clicks(app, move)
    assert app.asking and app.questions.widget.layout.display == "flex"
    assert "discard the 4 later moves" in app.questions.question
    app.questions.yes_button.click()
    assert app.game.history == history[:2] + (move,)
    assert app.view_index == 3


def test_step_mode_walks_through_every_phase_after_the_move_is_played() -> None:
    async def scene() -> tuple[list[str], int, RingWorldApp]:
        app = make_app(animation=0.02)
        app.step_toggle.value = True
        assert app.next_phase_button.layout.display != "none"
        assert app.next_phase_button.disabled  # nothing to step through yet
        move = app.game.legal_moves()[0]
        phases = app.game.phases(move)
        play_by_clicks(app, move)
        assert app.game.history == (move,)  # played first, then shown phase by phase
        seen: list[str] = []
        for number in range(1, len(phases) + 1):
            await until(lambda n=number: f"Phase {n} of" in app.phase_html.value)
            assert app.animator.stepping and not app.next_phase_button.disabled
            assert app.submit_button.disabled and app.resign_button.disabled
            seen.append(app.phase_html.value)
            app.next_phase_button.click()
        await until(lambda: not app.animating)
        return seen, len(phases), app

    seen, count, app = asyncio.run(scene())
    assert len(seen) == count and all(f"of {count}" in text for text in seen)
    assert "places a ring" in seen[0] and "turns" in seen[1]
    assert app.phase_html.value == "" and app.next_phase_button.disabled
    app.next_phase_button.click()  # nothing is shown step by step now
    assert "No move is being shown step by step" in app.message.value


def _a_move_whose_phases_change_the_counts() -> tuple[RingWorld, Move]:
    """A position of a random L3 game and a move there with a phase whose counts differ
    from both the position before and the position after the move."""
    rng = random.Random(4)
    game = RingWorld(3)
    while not game.is_over:
        move = game.random_move(rng)
        before = counts_of(game.all_rings())
        trial = game.clone()
        trial.play(move)
        after = counts_of(trial.all_rings())
        phases = game.phases(move)
        if len(phases) >= 3 and any(counts_of(p.rings) not in (before, after)
                                    for p in phases):
            return game, move
        game.play(move)
    raise AssertionError("no such move in the game")  # pragma: no cover


def test_step_mode_shows_the_counts_of_the_phase_shown() -> None:
    """Issue 16.11: in step mode the counts table was stale during the phases."""
    game, move = _a_move_whose_phases_change_the_counts()

    async def scene() -> tuple[list, list]:
        app = make_app(animation=0.02)
        app.act(lambda: app.replace_game(game.clone(), words=""))
        app.step_toggle.value = True
        phases = app.game.phases(move)
        app.act(lambda: app.play(move))
        shown, expected = [], []
        for number, phase in enumerate(phases, start=1):
            await until(lambda n=number: f"Phase {n} of" in app.phase_html.value)
            shown.append(counts_shown(app))
            expected.append(counts_of(phase.rings))
            assert "(this phase)" in app.counts_html.value
            app.next_phase_button.click()
        await until(lambda: not app.animating)
        assert counts_shown(app) == counts_of(app.game.all_rings())
        assert "(this phase)" not in app.counts_html.value
        return shown, expected

    shown, expected = asyncio.run(scene())
    assert shown == expected


def test_random_seats_play_to_the_end_and_the_graph_shows_it() -> None:
    app = play_to_the_end(seed=5)
    assert len(app.model.stats) == len(app.game.history) + 1
    assert app.model.stats[-1] == app.game.counts()
    app.graph_view.toggle.value = True
    assert app.graph_view.box.children[-1] is app.graph_view.canvas.widget
    lines = app.graph_view.graph.ax.get_lines()
    assert len(lines) == 2 * 2 + 1  # red and blue on levels 1 and 2, plus the review marker
    assert app.game.winner in (1, 2, None)
    assert "wins" in app.status_html.value or "Drawn" in app.status_html.value


def test_save_and_load_records(tmp_path) -> None:
    app = make_app()
    play_random(app, 5)
    path = tmp_path / "g.json"
    app.files.name_box.value = str(path)
    app.files.save_button.click()
    assert "Saved 5 moves" in app.message.value
    other = make_app()
    other.files.name_box.value = str(path)
    other.files.load_button.click()
    assert other.game.history == app.game.history
    assert "Loaded 5 moves" in other.message.value
    # a damaged record is refused with the reason, and the game is kept
    data = json.loads(path.read_text())
    data["moves"][2] = "pass"  # placements exist: illegal
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    other.load(str(bad))
    assert "Could not load" in other.message.value and "move 3" in other.message.value
    assert other.game.history == app.game.history and not other.asking
    other.load(str(tmp_path / "missing.json"))
    assert "cannot read record" in other.message.value


def test_upload_a_record() -> None:
    game = RingWorld(4)
    rng = random.Random(3)
    for _ in range(7):
        game.play(game.random_move(rng))
    app = make_app()
    content = game.record().to_json().encode()
    app.files.uploaded({"new": ({"name": "up.json", "content": memoryview(content)},)})
    assert app.game.order == 4 and app.game.history == game.history
    assert app.artist.board.order == 4 and "L4" in app.title_html.value
    app.files.uploaded({"new": ({"name": "junk.json", "content": memoryview(b"{no")},)})
    assert "not valid JSON" in app.message.value
    assert app.game.history == game.history


def _board_pixels(app: RingWorldApp) -> np.ndarray:
    app.figure.canvas.draw()
    return np.asarray(app.figure.canvas.buffer_rgba())[..., :3]


@pytest.mark.parametrize("probed", [False, True])
def test_an_upload_that_switches_l4_to_l3_draws_the_l3_board(probed: bool) -> None:
    """Issue 16.11: after an Upload that switched L4 to L3 the board was blank."""
    app = make_app(4)
    if probed:  # the browser has reported the room there is
        app.fit.resize(848, 679)
    blank = _board_pixels(app).reshape(-1, 3)[0].copy()  # the background, a corner
    game = RingWorld(3)
    rng = random.Random(1)
    for _ in range(4):
        game.play(game.random_move(rng))
    content = game.record().to_json().encode()
    app.files.uploaded({"new": [{"name": "l3.json", "content": content}]})
    assert app.game.order == 3 and app.game.history == game.history
    assert app.artist.board.order == 3
    pixels = _board_pixels(app)
    drawn = (np.abs(pixels.astype(int) - blank.astype(int)).sum(axis=-1) > 30).mean()
    assert drawn > 0.05, "the board is blank"
    # and it is the L3 board: clicks land on its level-1 positions
    place = app.game.legal_placements()[0]
    click_position(app, 1, place)
    assert app.place == place


def test_picture_mode_without_ipympl_plays_a_move_typed_or_picked() -> None:
    app = RingWorldApp(3, interactive=False, animation=0, seats=PEOPLE)
    assert app.canvas.hint is not None and "%matplotlib widget" in app.canvas.hint.value
    assert app.canvas.image.value[:8] == b"\x89PNG\r\n\x1a\n"
    assert app.board_input.typed.layout.display != "none"
    game = app.game
    assert len(app.board_input.move_box.options) == len(game.legal_moves())
    place = game.legal_placements()[2]
    move = Move(place, game.legal_rotations(place)[0])
    app.board_input.move_box.value = game.notation(move)
    app.board_input.move_button.click()
    assert game.history == (move,)
    assert set(app.board_input.move_box.options) == {game.notation(m) for m in game.legal_moves()}
    # a move that is not one says why, and nothing changes
    app.board_input.move_box.value = "nonsense"
    app.board_input.move_button.click()
    assert len(game.history) == 1 and app.message.value
    app.board_input.move_box.value = ""
    app.board_input.move_button.click()
    assert "Type a move" in app.message.value
    # the interactive board has the box too (issue 25: a typed move in every mode)
    assert make_app().board_input.typed.layout.display != "none"


@pytest.mark.parametrize("order", [3, 4])
def test_rotation_animation_runs_and_leaves_every_ring_in_place(order: int) -> None:
    async def scene() -> tuple[bool, RingWorldApp, Move]:
        app = RingWorldApp(order, interactive=True, animation=0.05, seats=PEOPLE)
        app.figure.canvas.draw()
        move = app.game.legal_moves()[0]
        app.act(lambda: app.play(move))
        animating = app.animating
        await until(lambda: not app.animating)
        return animating, app, move

    animating, app, move = asyncio.run(scene())
    assert animating and app.game.history == (move,)
    # after the animation every ring is back at its own position
    for level in app.game.board.levels:
        assert np.allclose(app.artist.ring_layers[level].get_offsets(),
                           app.game.board.centers(level))


def test_a_record_of_a_finished_game_reviews(tmp_path) -> None:
    done = play_to_the_end(seed=11)
    path = tmp_path / "done.json"
    done.save(str(path))
    other = make_app()
    other.load(str(path))
    assert other.game.is_over and other.game.history == done.game.history
    other.review(1)
    assert other.view_index == 1
    click_position(other, 1, other.model.position_at(1).legal_placements()[0])
    assert other.place is not None


def test_random_seats_play_in_the_event_loop_and_stop_when_a_person_takes_over() -> None:
    """What the removed Auto toggle did: random seats at the AI pause."""
    async def watch() -> tuple[int, int]:
        app = RingWorldApp(3, interactive=True, animation=0, seed=8, pace=0.05,
                           seats=("random", "random"))
        await until(lambda: len(app.game.history) >= 3)
        app.ai.choose_seat(1, "person")
        app.ai.choose_seat(2, "person")
        await asyncio.sleep(0.1)  # a move under way is played, no more
        played = len(app.game.history)
        await asyncio.sleep(0.3)
        return played, len(app.game.history)

    played, later = asyncio.run(watch())
    assert played >= 3 and later == played


def test_review_of_what_is_not_a_position_says_so() -> None:
    """Issue 16.13: ``app.review(None)`` raised a TypeError from inside ``min()``."""
    app = make_app()
    play_random(app, 3)
    for bad in (None, "2", 1.5, [1]):
        app.message.value = ""
        app.review(bad)
        assert "A board to review is a number of moves" in app.message.value
        assert app.view_index == 3
    app.review(True)  # a bool is no number of moves either
    assert app.view_index == 3


# -- fitting the browser's width, and the close-up of L4 --------------------------------
def test_board_follows_the_width_the_browser_reports() -> None:
    app = make_app(4)
    app.fit.probe.width = 1300  # wide: the panel beside a large board
    assert app.fit.current.side_by_side
    big = app.canvas.pixels
    assert big[0] == big[1] >= 600
    app.fit.probe.width = 760  # a narrow column, no height known: the panel goes under
    assert not app.fit.current.side_by_side
    assert app.fit.row.layout.flex_flow == "column"
    assert app.canvas.pixels[0] <= 756
    # JupyterLab on a 1280x800 laptop: the panel beside a board that fits the height
    app.fit.resize(848, 679)
    assert app.fit.current.side_by_side and 500 <= app.canvas.pixels[0] <= 540
    # clicks still land on the right position after the resize
    app.figure.canvas.draw()
    place = app.game.legal_placements()[7]
    click_position(app, 1, place)
    assert app.place == place


def ring_diameter_px(app: RingWorldApp, level: int) -> float:
    """How wide a position of ``level`` is on screen, in CSS pixels."""
    app.figure.canvas.draw()
    r = app.game.board.radius(level)
    (x0, _), (x1, _) = app.ax.transData.transform([(0, 0), (2 * r, 0)])
    return (x1 - x0) * app.canvas.css_dpi / app.figure.dpi


def test_l4_targets_are_large_enough_to_hit() -> None:
    app = make_app(4)
    app.fit.probe.width = 800  # JupyterLab beside its file browser
    assert ring_diameter_px(app, 1) >= 28  # level-1 rings on the whole board
    assert ring_diameter_px(app, 2) >= 70  # positions to turn: click near their centre
    app.show_view(0)
    assert ring_diameter_px(app, 1) >= 70  # the close-up


def test_close_up_of_a_level3_position_and_back() -> None:
    app = make_app(4)
    whole = app.ax.get_xlim()
    assert app.view_choice.layout.display == "flex"
    app.view_choice.value = 2  # the level-3 position at 6 o'clock
    app.figure.canvas.draw()
    x0, x1 = app.ax.get_xlim()
    assert x1 - x0 < 0.5 * (whole[1] - whole[0])
    assert "Close-up of position 2" in app.message.value
    # a level-1 ring there is now much larger on screen than on the whole board
    ring_px = app.ax.transData.transform((app.game.board.radius(1), 0))[0] - \
        app.ax.transData.transform((0, 0))[0]
    assert ring_px > 2 * app.canvas.pixels[0] * app.game.board.radius(1) / (whole[1] - whole[0])
    inside = [p for p in app.game.legal_placements()
              if x0 < app.game.board.centers(1)[p][0] < x1
              and app.ax.get_ylim()[0] < app.game.board.centers(1)[p][1] < app.ax.get_ylim()[1]]
    click_position(app, 1, inside[0])
    assert app.place == inside[0]
    app.view_choice.label = "Whole board"
    assert app.zoom is None
    assert app.ax.get_xlim() == pytest.approx(whole)
    assert app.place == inside[0]  # the selection survives the change of view
    app.show_view(9)  # an action: refused with a message, the view kept
    assert "zoom must be None or 0..7" in app.message.value and app.zoom is None


def test_close_up_is_offered_on_l4_only() -> None:
    app = make_app(3)
    assert app.view_choice.layout.display == "none"
    app.order_choice.value = 4
    app.new_game()
    assert app.game.order == 4 and app.view_choice.layout.display == "flex"
    assert app.view_choice.label == "Whole board"  # not blank after the change of board
    app.show_view(5)
    play_random(app, 1)
    app.new_button.click()
    app.questions.yes_button.click()
    assert app.zoom is None and app.view_choice.label == "Whole board"
    app.order_choice.value = 3
    app.new_game()
    assert app.game.order == 3 and app.view_choice.layout.display == "none"


def test_orders_the_app_does_not_play_are_refused_clearly() -> None:
    with pytest.raises(ValueError, match="L3 and L4"):
        RingWorldApp(5)
    app = make_app()
    game5 = RingWorld(5)
    app.files.uploaded({"new": [{"name": "l5.json", "content": game5.record().to_json().encode()}]})
    assert "L3 and L4" in app.message.value and app.game.order == 3


# -- the widgets behave ----------------------------------------------------------------
def test_back_at_the_end_says_so() -> None:
    app = make_app(seed=3)
    play_random(app, 4, seed=3)
    app.record_list.widget.value = 2
    assert "Reviewing the board after move 2 of 4" in app.message.value
    # a click on the board says something else, but the status still tells where we are
    click_position(app, 1, app.model.position_at(2).legal_placements()[0])
    assert "Reviewing: the board after move 2 of 4" in app.status_html.value
    app.review_bar.end.click()
    assert "Reviewing" not in app.message.value
    assert "latest move" in app.message.value


def test_the_board_waits_for_an_answer() -> None:
    app = make_app(seed=3)
    play_random(app, 1, seed=3)
    app.new_game()  # a game is going on: asks first
    assert app.asking
    place = app.game.legal_placements()[0]
    click_position(app, 1, place)
    assert app.place is None and "Answer the question first" in app.message.value
    app.submit()
    app.undo()
    app.resign()
    assert len(app.game.history) == 1 and not app.game.is_over
    app.questions.no_button.click()
    assert not app.asking
    click_position(app, 1, place)
    assert app.place == place


def test_a_double_click_counts_once() -> None:
    app = make_app()
    times = iter([10.0, 10.15, 20.0])
    app.board_input.clock = times.__next__
    place = app.game.legal_placements()[2]
    x, y = app.game.board.centers(1)[place]
    click(app, x, y)                 # first press: selects
    click(app, x, y)                 # second press of the double click: ignored
    click(app, x, y, dblclick=True)  # the browser's double-click event: ignored
    assert app.place == place
    click(app, x, y)                 # a deliberate click later: unselects
    assert app.place is None


def test_choosing_a_position_to_turn_first_says_a_placement_comes_first() -> None:
    app = make_app(seed=5)
    play_random(app, 2)  # Red has a ring now, so Red may choose a position to turn first
    ring = app.game.rotatable()[0]
    click_position(app, *ring)
    assert app.ring == ring and app.submit_button.disabled
    assert "placement comes first" in app.message.value


def test_the_top_position_and_a_resignation_are_named_plainly() -> None:
    app = make_app()
    place = app.game.legal_placements()[0]
    app.choose_place(place)
    app.choose_ring((3, 0))
    assert "the top position (*)" in app.message.value
    app.resign()
    status = re.sub("<[^>]+>", "", app.status_html.value)
    assert "Blue wins" in status and "Red resigned" in status and "by resignation" not in status
    app.resign()  # once over, no second resignation
    assert "already over" in app.message.value


def test_resign_at_the_ais_turn_does_not_make_the_ai_lose() -> None:
    """Resign is the person's: pressed while the AI is to move (thinking), Blue (the
    AI) resigned and the person won."""
    app = make_app(seats=("person", "easy"))
    assert not app.resign_button.disabled
    play_random(app, 1)  # Red's move: Blue, the AI, is to move (no loop: it waits)
    assert app.game.to_move == 2 and app.resign_button.disabled
    app.resign()
    assert not app.game.is_over and "Blue (AI easy) is to move" in app.message.value
    app.run_ai()
    assert not app.resign_button.disabled
    app.resign()
    assert app.game.outcome.reason == "resignation" and app.game.winner == 2


def test_step_mode_names_the_turned_position() -> None:
    async def scene() -> tuple[str, str]:
        app = make_app(animation=0.02)
        app.step_toggle.value = True
        place = app.game.legal_placements()[0]
        ring = next(r for r in app.game.legal_rotations(place) if r[0] == 2)
        app.choose_place(place)
        app.choose_ring(ring)
        app.submit()
        await until(lambda: "Phase 1 of" in app.phase_html.value)
        app.next_phase_button.click()  # placed -> rotated
        await until(lambda: "Phase 2 of" in app.phase_html.value)
        text = app.phase_html.value
        app.finish_showing()
        return text, app.game.board.address(*ring)

    text, address = asyncio.run(scene())
    assert address in text


def test_step_mode_without_an_animation_still_steps() -> None:
    """``animation=0`` (no rotation shown) must not switch step mode off."""
    async def scene() -> bool:
        app = make_app(animation=0)
        app.step_toggle.value = True
        app.act(lambda: app.play(app.game.legal_moves()[0]))
        await asyncio.sleep(0.1)
        stepping = app.animator.stepping
        app.finish_showing()
        return stepping

    assert asyncio.run(scene())


def test_step_mode_switched_on_shows_next_phase_and_switched_off_finishes_the_move() -> None:
    """The Next phase button appears with Step at once; Step switched off while a phase
    waits shows the rest of the move at once (the app was stuck, every action refused
    with "the move is still being shown" and no Next phase button to press)."""
    async def scene() -> RingWorldApp:
        app = make_app(animation=0.02)
        assert app.next_phase_button.layout.display == "none"
        app.step_toggle.value = True
        assert app.next_phase_button.layout.display != "none"
        app.act(lambda: app.play(app.game.legal_moves()[0]))
        await until(lambda: app.animator.stepping)
        app.step_toggle.value = False
        await until(lambda: not app.animating, timeout=2)
        assert app.next_phase_button.layout.display == "none"
        play_random(app, 1)
        return app

    app = asyncio.run(scene())
    assert len(app.game.history) == 2 and app.phase_html.value == ""


def test_undo_during_step_mode_shows_the_game_not_the_phase() -> None:
    app = make_app(animation=0.02)
    play_random(app, 2)  # no loop: no animation

    async def scene() -> RingWorldApp:
        app.step_toggle.value = True
        app.act(lambda: app.play(app.game.random_move(random.Random(1))))
        await until(lambda: "Phase 1 of" in app.phase_html.value)
        app.next_phase_button.click()
        await until(lambda: "Phase 2 of" in app.phase_html.value)
        app.undo()
        assert not app.animating and len(app.game.history) == 2
        await asyncio.sleep(0.05)
        return app

    app = asyncio.run(scene())
    assert app.phase_html.value == "" and "(this phase)" not in app.counts_html.value
    assert counts_shown(app) == counts_of(app.game.all_rings())


@pytest.mark.parametrize("how", ["undo", "review", "new game"])
def test_a_turn_cut_short_leaves_every_ring_in_place(how: str) -> None:
    """Undo, review or a new game during the turn's animation: no ring stays drawn
    part way round its turn."""
    async def scene() -> RingWorldApp:
        app = make_app(animation=1.0)
        move = next(m for m in app.game.legal_moves() if m.rotate is not None)
        app.act(lambda: app.play(move))
        await asyncio.sleep(0.15)  # the rings are part way round
        assert app.animating
        if how == "undo":
            app.undo()
        elif how == "review":
            app.review(0)
        else:
            app.new_game()
        await asyncio.sleep(0.05)
        return app

    app = asyncio.run(scene())
    assert not app.animating
    for level in app.game.board.levels:
        assert np.allclose(app.artist.ring_layers[level].get_offsets(),
                           app.game.board.centers(level)), level


def test_clicks_during_the_animation_are_refused_not_queued() -> None:
    async def play_and_click() -> tuple[int, object, object, int]:
        app = RingWorldApp(3, interactive=True, animation=0.3, seats=PEOPLE)
        app.figure.canvas.draw()
        app.board_input.clock = itertools.count(0.0, 1.0).__next__
        move = app.game.legal_moves()[0]
        app.choose_place(move.place)
        app.choose_ring(move.rotate)
        app.submit()
        assert app.animating and app.submit_button.disabled  # while the turn is shown
        # Blue clicks while Red's turn is still on screen: refused, not kept for later
        blue_place = app.game.legal_placements()[0]
        click_position(app, 1, blue_place)
        refused = app.place
        message = app.message.value
        await until(lambda: not app.animating)
        await asyncio.sleep(0.05)
        return len(app.game.history), refused, message, app.place

    played, refused, message, after = asyncio.run(play_and_click())
    assert played == 1 and refused is None and after is None
    assert "still being shown" in message


def test_a_record_with_the_app_closed_loads_into_a_new_app(tmp_path) -> None:
    """A saved game reads back as the same Record, whichever app loads it."""
    app = make_app()
    play_random(app, 3)
    path = tmp_path / "r.json"
    app.save(str(path))
    record = Record.load(str(path))
    assert record.moves == [app.game.notation(m) for m in app.game.history]
    assert RingWorld.from_record(record).history == app.game.history


def test_a_turn_of_the_top_position_says_the_whole_board_turned() -> None:
    """Issue 18: ``-@*`` / ``...@*`` turns the whole board; the message says so."""
    app = make_app()
    game = RingWorld.from_rings({2: [RED, 0, 0, 0, 0, 0, 0, 0]}, order=3)
    app.replace_game(game, words="")
    move = next(m for m in app.game.legal_moves() if m.rotate == (3, 0))
    app.act(lambda: app.play(move))
    text = re.sub("<[^>]+>", "", app.message.value)
    assert f"Red played {app.game.notation(move)}" in text and "@*" in text
    assert "the whole board turned one eighth clockwise" in text
    other = next(m for m in app.game.legal_moves() if m.rotate != (3, 0))
    app.act(lambda: app.play(other))
    assert "whole board" not in re.sub("<[^>]+>", "", app.message.value).split("<br>")[-1]


def test_after_the_ais_reply_the_message_keeps_the_persons_move_and_names_colours() -> None:
    """Issue 18: after the AI's reply the message still says what the person's own move
    did, each line naming the colour of the rings born, removed or taken."""
    app = make_app(seats=("person", "easy"))
    app.act(lambda: app.play(app.game.parse("02@0")))
    app.run_ai()
    lines = [re.sub("<[^>]+>", "", line) for line in app.message.value.split("<br>")]
    assert len(lines) == 2, lines
    assert lines[0].startswith("Red played 02@0:") and lines[1].startswith("Blue (AI easy)")
    assert "played" in lines[1]


def test_a_big_group_in_danger_is_marked_and_said_under_the_board() -> None:
    """Issue 18: a level-2 group with one empty neighbour left is marked (the magenta
    outlines) and the words under the board warn of the death that can follow."""
    app = make_app()
    game = RingWorld.from_rings({2: [0, RED, RED, BLUE, BLUE, BLUE, 0, 0]}, order=3)
    app.replace_game(game, words="")
    app.refresh()
    prompt = html.unescape(re.sub("<[^>]+>", "", app.prompt_html.value))
    assert "Red's level-2 rings 1 and 2 have one empty neighbour left, 0" in prompt
    assert "Careful: Blue's level-2 rings 3, 4 and 5 have one empty neighbour left, 6" in prompt
    assert app.artist.danger_outline.count == 5 and app.artist.danger_liberty.count == 2


def test_a_hint_against_the_easy_ai_is_the_easy_ai_s_and_its_chances_are_words() -> None:
    """Issue 18 (already so on the apps' flow): Hint thinks at the strength of the AI the
    person plays against, and says the chances in words before the number."""
    from ringworld_nb.ui import chances_words

    app = make_app(seats=("person", "easy"))
    assert app.hints.strength(RED) == "easy"
    assert make_app(seats=("person", "strong")).hints.strength(RED) == "strong"
    assert chances_words(0.64) == "good (about 64%)"
