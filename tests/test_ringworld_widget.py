"""RingWorldApp driven like a player: synthetic mouse events on the ipympl canvas."""

from __future__ import annotations

import itertools
import json

import pytest
from matplotlib.backend_bases import MouseEvent

from ringworld_nb import Record, RingWorld
from ringworld_nb.ringworld import Move
from ringworld_nb.ringworld.widget import RingWorldApp

#: Two people at one screen: these tests play both colours by clicks.
PEOPLE = ("person", "person")


def make_app(order: int = 3, **kw) -> RingWorldApp:
    kw.setdefault("seats", PEOPLE)
    app = RingWorldApp(order, interactive=True, animation=0, **kw)
    app.figure.canvas.draw()  # the axes take their final place
    app.clock = itertools.count(0.0, 1.0).__next__  # clicks one second apart
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


def test_uses_the_ipympl_canvas() -> None:
    app = make_app()
    from ipympl.backend_nbagg import Canvas

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


def test_clicking_again_unselects() -> None:
    app = make_app()
    place = app.game.legal_placements()[0]
    click_position(app, 1, place)
    click_position(app, 1, place)
    assert app.place is None


def test_click_outside_or_illegal_changes_nothing_and_says_why() -> None:
    app = make_app()
    for move in [Move(0, (2, 0))]:
        play_by_clicks(app, move)
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
    assert "Choose a green dot" in app.message.value
    assert app.game.history == ()


def test_undo_and_resign_and_restart() -> None:
    app = make_app()
    for _ in range(4):
        app.auto_step()
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
    app.restart_button.click()  # a game is going on: asks first
    assert app.confirm_bar.layout.display == "flex"
    app.confirm_no.click()
    assert app.game.order == 3 and len(app.game.history) == 3
    app.restart_button.click()
    app.confirm_yes.click()
    assert app.game.order == 4 and app.game.history == ()
    # the L4 board is clickable at once
    app.figure.canvas.draw()
    place = app.game.legal_placements()[100]
    click_position(app, 1, place)
    assert app.place == place


def test_review_and_playing_on_from_an_earlier_position() -> None:
    app = make_app()
    for _ in range(6):
        app.auto_step()
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
    assert app.confirm_bar.layout.display == "flex"
    assert "discard the 4 later moves" in app.confirm_html.value
    app.confirm_yes.click()
    assert app.game.history == history[:2] + (move,)
    assert app.view_index == 3


def test_step_mode_walks_through_every_phase() -> None:
    app = make_app()
    app.step_toggle.value = True
    move = app.game.legal_moves()[0]
    play_by_clicks(app, move)
    assert app.game.history == ()  # not yet played
    assert not app.next_phase_button.disabled and app.submit_button.disabled
    phases = app.game.phases(move)
    seen = [app.phase_html.value]
    for _ in range(len(phases) - 1):
        assert not app.next_phase_button.disabled
        app.next_phase_button.click()
        seen.append(app.phase_html.value)
    assert all(f"of {len(phases)}" in text for text in seen)
    assert "places a ring" in seen[0] and "turns" in seen[1]
    app.next_phase_button.click()  # past the last phase: the move is played
    assert app.game.history == (move,)
    assert app.phase_html.value == ""


def test_auto_steps_and_graph() -> None:
    app = make_app(seed=5)
    while app.auto_step():
        pass
    assert app.game.is_over
    assert len(app.statistics) == len(app.game.history) + 1
    app.graph_toggle.value = True
    assert app.graph_box.children == (app.graph_canvas.widget,)
    lines = app.graph.ax.get_lines()
    assert len(lines) == 2 * 2 + 1  # red and blue on levels 1 and 2, plus the review marker
    assert app.game.winner in (1, 2, 0)
    assert "wins" in app.status_html.value or "Drawn" in app.status_html.value


def test_save_and_load_records(tmp_path) -> None:
    app = make_app()
    for _ in range(5):
        app.auto_step()
    path = tmp_path / "g.json"
    app.filename.value = str(path)
    app.save_button.click()
    assert "Saved 5 moves" in app.message.value
    other = make_app()
    other.filename.value = str(path)
    other.load_button.click()
    assert other.game.history == app.game.history
    assert "Loaded 5 moves" in other.message.value
    # a damaged record is refused with the reason, and the game is kept
    data = json.loads(path.read_text())
    data["moves"][2] = "pass"  # placements exist: illegal
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    other.load(str(bad))
    assert "Could not load" in other.message.value and "move 3" in other.message.value
    assert other.game.history == app.game.history
    other.load(str(tmp_path / "missing.json"))
    assert "cannot read record" in other.message.value


def test_upload_a_record() -> None:
    game = RingWorld(4)
    import random

    rng = random.Random(3)
    for _ in range(7):
        game.play(game.random_move(rng))
    app = make_app()
    content = game.record().to_json().encode()
    app._uploaded({"new": ({"name": "up.json", "content": memoryview(content)},)})
    assert app.game.order == 4 and app.game.history == game.history
    app._uploaded({"new": ({"name": "junk.json", "content": memoryview(b"{no")},)})
    assert "not valid JSON" in app.message.value
    assert app.game.history == game.history


def test_picture_mode_without_ipympl() -> None:
    app = RingWorldApp(3, interactive=False, animation=0, seats=PEOPLE)
    assert app.canvas.hint is not None and "%matplotlib widget" in app.canvas.hint.value
    assert app.canvas.image.value[:8] == b"\x89PNG\r\n\x1a\n"
    place = app.game.legal_placements()[2]
    app.place_choice.value = place
    assert app.place == place
    ring = app.game.legal_rotations(place)[0]
    app.ring_choice.value = ring
    app.submit_button.click()
    assert app.game.history == (Move(place, ring),)


@pytest.mark.parametrize("order", [3, 4])
def test_rotation_animation_runs(order: int) -> None:
    app = RingWorldApp(order, interactive=True, animation=0.05, seats=PEOPLE)
    app.figure.canvas.draw()
    move = app.game.legal_moves()[0]
    app.play(move)
    assert app.game.history == (move,)
    # after the animation every ring is back at its own position
    import numpy as np

    for level in app.game.board.levels:
        assert np.allclose(app.artist.ring_layers[level].get_offsets(),
                           app.game.board.centers(level))


def test_a_record_of_a_finished_game_reviews() -> None:
    app = make_app(seed=11)
    while app.auto_step():
        pass
    record = app.game.record()
    other = make_app()
    other._load_record(Record.from_json(record.to_json()), "done.json")
    assert other.game.is_over
    other.review(1)
    assert other.view_index == 1
    click_position(other, 1, other._game_at(1)[0].legal_placements()[0])
    assert other.place is not None


def test_auto_mode_plays_in_the_event_loop_and_stops_when_switched_off() -> None:
    import asyncio

    async def watch() -> tuple[int, int]:
        app = RingWorldApp(3, interactive=True, animation=0, seed=8, seats=PEOPLE)
        app.pace.value = 0.2
        app.auto_toggle.value = True
        await asyncio.sleep(1.0)
        app.auto_toggle.value = False
        played = len(app.game.history)
        await asyncio.sleep(0.5)
        return played, len(app.game.history)

    played, later = asyncio.run(watch())
    assert played >= 2 and later == played


# -- fitting the browser's width, and the close-up of L4 --------------------------------
def test_board_follows_the_width_the_browser_reports() -> None:
    app = make_app(4)
    app.fit.probe.width = 1300  # wide: the panel beside a large board
    assert app.fit.current.side_by_side
    big = app.canvas.pixels
    assert big[0] == big[1] >= 600
    app.fit.probe.width = 760  # a laptop column: the panel goes under the board
    assert not app.fit.current.side_by_side
    assert app.fit.row.layout.flex_flow == "column"
    assert app.canvas.pixels[0] <= 756
    assert app.message.layout.width == f"{app.canvas.pixels[0]}px"
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
    with pytest.raises(ValueError, match="zoom"):
        app.show_view(9)


def test_close_up_is_offered_on_l4_only() -> None:
    app = make_app(3)
    assert app.view_choice.layout.display == "none"
    app.order_choice.value = 4
    app.restart()
    assert app.game.order == 4 and app.view_choice.layout.display == "flex"
    assert app.view_choice.label == "Whole board"  # not blank after the change of board
    app.show_view(5)
    app.auto_step()
    app.restart()
    app.confirm_yes.click()
    assert app.zoom is None and app.view_choice.label == "Whole board"


def test_orders_the_app_does_not_play_are_refused_clearly() -> None:
    with pytest.raises(ValueError, match="L3 and L4"):
        RingWorldApp(5)
    app = make_app()
    game5 = RingWorld(5)
    app._uploaded({"new": [{"name": "l5.json", "content": game5.record().to_json().encode()}]})
    assert "L3 and L4" in app.message.value and app.game.order == 3


# -- the widgets behave ----------------------------------------------------------------
def test_back_at_the_end_says_so() -> None:
    app = make_app(seed=3)
    for _ in range(4):
        app.auto_step()
    app.record_list.widget.value = 2
    assert "Reviewing the board after move 2 of 4" in app.message.value
    # a click on the board says something else, but the status still tells where we are
    click_position(app, 1, app._game_at(2)[0].legal_placements()[0])
    assert "Reviewing the board after move 2 of 4" in app.status_html.value
    app.review_bar.end.click()
    assert "Reviewing" not in app.message.value
    assert "latest position" in app.message.value


def test_the_board_waits_for_an_answer() -> None:
    app = make_app(seed=3)
    app.auto_step()
    app.restart()  # a game is going on: asks first
    assert app.asking
    place = app.game.legal_placements()[0]
    click_position(app, 1, place)
    assert app.place is None and "Answer the question first" in app.message.value
    app.submit()
    app.undo()
    assert len(app.game.history) == 1
    app.confirm_no.click()
    assert not app.asking
    click_position(app, 1, place)
    assert app.place == place


def test_a_double_click_counts_once() -> None:
    app = make_app()
    times = iter([10.0, 10.15, 20.0])
    app.clock = times.__next__
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
    app.auto_step()
    app.auto_step()  # Red has a ring now, so Red may choose a position to turn first
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
    status = app.status_html.value
    assert "Blue" in status and "Red resigned" in status and "by resignation" not in status


def test_step_mode_names_the_turned_position() -> None:
    app = make_app()
    app.step_toggle.value = True
    place = app.game.legal_placements()[0]
    ring = (2, app.game.legal_rotations(place)[0][1]) if app.game.legal_rotations(place)[0][0] \
        == 2 else app.game.legal_rotations(place)[0]
    app.choose_place(place)
    app.choose_ring(ring)
    app.submit()
    app.next_phase()  # placed -> rotated
    assert app.game.board.address(*ring) in app.phase_html.value


def test_clicks_during_the_animation_are_refused_not_queued() -> None:
    import asyncio

    async def play_and_click() -> tuple[int, object, object, int]:
        app = RingWorldApp(3, interactive=True, animation=0.3, seats=PEOPLE)
        app.figure.canvas.draw()
        app.clock = itertools.count(0.0, 1.0).__next__
        move = app.game.legal_moves()[0]
        app.choose_place(move.place)
        app.choose_ring(move.rotate)
        app.submit()
        assert app.submit_button.disabled  # while the turn is shown
        # Blue clicks while Red's turn is still on screen: refused, not kept for later
        blue_place = app.game.legal_placements()[0]
        click_position(app, 1, blue_place)
        refused = app.place
        message = app.message.value
        await asyncio.sleep(1.2)
        return len(app.game.history), refused, message, app.place

    played, refused, message, after = asyncio.run(play_and_click())
    assert played == 1 and refused is None and after is None
    assert "still being shown" in message
