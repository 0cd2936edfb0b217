"""AI seats in the three apps, driven inside a running event loop as in a kernel.

Each test runs a coroutine with ``asyncio.run``: it makes an app, lets an AI think on the
app's loop runner, and checks that the board and the buttons answer meanwhile (a click
is refused with a message, Stop, Undo, review), that AI against AI follows the pace,
Pause, AI move and Play, that a hint is shown and cleared, and that the graph gets one
win probability per move. The AIs are small: a tree search with an iteration budget
(slow on purpose where the test needs it thinking), or the easy players.
"""

from __future__ import annotations

import asyncio
import itertools
import math
import re
from collections.abc import Callable

import pytest
from loop_waits import until
from matplotlib.backend_bases import MouseEvent

from ringworld_nb.core.mcts import MCTSPlayer
from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.ringworld.app import RingWorldApp
from ringworld_nb.ui.evaluation import EvaluationGraph
from ringworld_nb.ui.seats import check_seats, seat_options


def searcher(iterations: int, seed: int = 1) -> MCTSPlayer:
    """A tree search of ``iterations`` simulations (the players' interface)."""
    return MCTSPlayer(f"search {iterations}", iterations=iterations, seed=seed)


def with_players(app, make: Callable[[str], object]):
    """Let ``make(seat)`` build the app's computer players (hints and estimates too);
    the players made so far are forgotten."""
    app.player_for_seat = lambda game, seat: make(seat)
    app.ai._players.clear()
    return app


def ring_app(seats=("person", "medium"), iterations: int = 40, **kw) -> RingWorldApp:
    app = RingWorldApp(3, interactive=True, animation=0, seats=seats, **kw)
    app.figure.canvas.draw()
    return with_players(app, lambda seat: searcher(iterations))


def click_board(app, x: float, y: float) -> None:
    canvas = app.figure.canvas
    px, py = app.ax.transData.transform((x, y))
    canvas.callbacks.process("button_press_event",
                             MouseEvent("button_press_event", canvas, px, py, button=1))


def plain(text: str) -> str:
    return re.sub("<[^>]+>", "", text)


def test_seat_words_and_menus() -> None:
    assert check_seats(["human", "strong"], 2) == ["person", "strong"]
    with pytest.raises(ValueError, match="for each of the 2 players"):
        check_seats(["person"], 2)
    assert [label for label, _ in seat_options()] == ["Person", "AI easy", "AI medium",
                                                      "AI strong"]
    app = RingWorldApp(3, interactive=True, animation=0)
    assert app.ai.seats == {1: "person", 2: "easy"}  # a newcomer meets the easy AI
    assert [m.value for m in app.ai.menus.values()] == ["person", "easy"]
    assert "Random" in [label for label, _ in app.ai.menus[2].options]
    renaissance = RenaissanceApp(interactive=True)
    assert renaissance.ai.seats == {"silver": "person", "gold": "easy"}
    assert "Random" not in [label for label, _ in renaissance.ai.menus["gold"].options]
    with pytest.raises(ValueError, match="seat"):
        RingWorldApp(3, seats=("person", "genius"))
    # a menu changes the seat, and the status says who plays
    app.ai.menus[2].value = "strong"
    assert app.ai.seats[2] == "strong" and "Blue is played by AI strong now" in app.message.value


def test_a_click_while_the_ai_thinks_is_refused_and_stop_leaves_the_seat_waiting() -> None:
    async def scene() -> None:
        app = ring_app(iterations=200_000, pace=0.0)  # thinks until stopped
        app.play(app.game.legal_moves()[5])
        await until(lambda: app.ai.indicator.shown)
        assert app.tasks.running("ai")
        await asyncio.sleep(0.3)  # several slices: the loop answers meanwhile
        assert "Blue (AI medium) is thinking" in app.ai.indicator.label.value
        assert "(AI medium) to move" in plain(app.status_html.value)
        assert "simulations" in app.ai.indicator.label.value
        assert 0 < app.ai.indicator.bar.value < 1
        assert app.hints.button.disabled and app.ai.ai_move_button.disabled
        click_board(app, *app.game.board.centers(1)[0])
        assert "is thinking: wait, or press Stop" in app.message.value
        assert len(app.game.history) == 1 and app.place is None
        app.ai.indicator.stop_button.click()
        assert "does not move and waits" in app.message.value
        assert app.ai.paused and app.ai.pause_button.description == "Play"
        await asyncio.sleep(0.2)
        assert len(app.game.history) == 1 and not app.ai.indicator.shown
        with_players(app, lambda seat: searcher(30))
        app.ai.ai_move_button.click()  # one AI move, though paused
        await until(lambda: len(app.game.history) == 2)
        await asyncio.sleep(0.1)
        assert len(app.game.history) == 2 and app.ai.paused

    asyncio.run(scene())


def test_undo_review_and_a_new_game_stop_the_thinking_cleanly() -> None:
    async def scene() -> None:
        app = ring_app(iterations=200_000, pace=0.0)
        app.play(app.game.legal_moves()[0])
        await until(lambda: app.tasks.running("ai") and app.ai.indicator.shown)
        app.undo_button.click()
        assert not app.game.history and not app.ai.indicator.shown
        await asyncio.sleep(0.2)
        assert not app.game.history and not app.tasks.running("ai")
        # review: an AI seat never moves while an earlier position is shown
        app.play(app.game.legal_moves()[1])
        await until(lambda: app.tasks.running("ai"))
        app.review(0)
        await asyncio.sleep(0.2)
        assert not app.tasks.running("ai") and len(app.game.history) == 1
        with_players(app, lambda seat: searcher(30))
        app.review(1)  # back at the latest position: the AI moves
        await until(lambda: len(app.game.history) == 2)
        with_players(app, lambda seat: searcher(200_000))
        app.play(app.game.legal_moves()[0])
        await until(lambda: app.tasks.running("ai"))
        app.new_button.click()  # an unfinished game: asks first, the AI thinks on
        assert app.asking
        app.questions.yes_button.click()
        assert not app.game.history and not app.tasks.running("ai")
        assert not app.ai.indicator.shown

    asyncio.run(scene())


def test_ai_against_ai_at_a_pace_paused_stepped_and_played_on() -> None:
    async def scene() -> None:
        app = ring_app(seats=("easy", "medium"), iterations=20, pace=0.05)
        await until(lambda: len(app.game.history) >= 3)
        app.ai.pause_button.click()
        assert app.ai.paused and not app.tasks.running("ai")
        paused_at = len(app.game.history)
        await asyncio.sleep(0.3)
        assert len(app.game.history) == paused_at
        app.ai.ai_move_button.click()  # Step: one move
        await until(lambda: len(app.game.history) == paused_at + 1)
        await asyncio.sleep(0.3)
        assert len(app.game.history) == paused_at + 1
        app.ai.pause_button.click()  # Play
        await until(lambda: len(app.game.history) >= paused_at + 3)
        app.ai.pause_button.click()
        # the win estimates of AI moves come with the moves: one per move
        assert len(app.model.estimates[1:]) == len(app.game.history)
        assert all(v is not None and 0 <= v <= 1 for v in app.model.estimates[1:][-2:])

    asyncio.run(scene())


def test_random_seats_play_through_the_same_runner_and_pause() -> None:
    """What the removed Auto toggle did: random moves at the AI pause."""
    async def scene() -> None:
        app = ring_app(seats=("random", "random"), pace=0.02, seed=5)
        await until(lambda: len(app.game.history) >= 4)
        app.ai.pause_button.click()
        played = len(app.game.history)
        await asyncio.sleep(0.2)
        assert len(app.game.history) == played
        app.ai.choose_seat(1, "person")
        app.ai.choose_seat(2, "person")
        assert "</b> to move (move" in app.status_html.value  # people's seats again
        assert "(Random)" not in app.status_html.value

    asyncio.run(scene())


def test_a_hint_of_the_easy_ai_still_says_the_chances() -> None:
    """The easy AI weighs no chances: a medium search of the position says them (issue
    24: "-@1. Submit plays it." without the chances the notebook promises)."""
    async def scene() -> None:
        app = RingWorldApp(3, interactive=False, animation=0, seats=("person", "easy"))
        app.hints.button.click()
        await until(lambda: app.hints.hint is not None)
        assert app.hints.hint.strength == "easy" and app.hints.hint.choice.value is None
        assert "Hint (AI easy): " in app.message.value
        assert "Red's chances: " in app.message.value and "%)" in app.message.value

    asyncio.run(scene())


def test_a_hint_is_shown_with_the_games_marks_and_cleared_by_a_move() -> None:
    async def scene() -> None:
        app = ring_app(seats=("person", "person"), iterations=300)
        app.hints.button.click()
        assert app.tasks.running("hint") and app.ai.indicator.shown
        assert "Hint for Red (AI medium)" in app.ai.indicator.label.value
        await until(lambda: app.hints.hint is not None)
        move = app.hints.hint.choice.move
        assert (app.place, app.ring) == (move.place, move.rotate)  # marked as a selection
        assert app.artist.overlays.selected_place == move.place
        assert f"Hint (AI medium): {app.game.notation(move)} - Red places" in app.message.value
        assert "Red's chances: " in app.message.value and "%)" in app.message.value
        assert not app.submit_button.disabled  # Submit plays the hint
        app.submit_button.click()
        assert app.hints.hint is None and len(app.game.history) == 1 and app.place is None

    asyncio.run(scene())


def test_a_hint_being_worked_out_is_stopped_and_a_click_waits_for_it() -> None:
    async def scene() -> None:
        app = ring_app(seats=("person", "person"), iterations=200_000)
        app.board_input.clock = itertools.count(0.0, 1.0).__next__  # no two clicks make a double
        app.hints.button.click()
        await until(lambda: app.ai.indicator.shown)
        click_board(app, *app.game.board.centers(1)[0])
        assert "The hint is being worked out" in app.message.value and app.place is None
        app.ai.indicator.stop_button.click()
        assert "Hint stopped" in app.message.value
        await asyncio.sleep(0.1)
        assert app.hints.hint is None and not app.tasks.running("hint")
        click_board(app, *app.game.board.centers(1)[0])
        assert app.place == 0

    asyncio.run(scene())


def test_a_persons_move_gets_an_estimate_in_the_background_and_the_graph_shows_it() -> None:
    async def scene() -> None:
        app = ring_app(seats=("person", "person"), iterations=50)
        app.graph_view.toggle.value = True
        for k in range(3):
            app.play(app.game.legal_moves()[k])
            await until(lambda: app.model.estimates[1:][-1] is not None)
        assert len(app.model.estimates[1:]) == 3
        assert all(0 <= v <= 1 for v in app.model.estimates[1:])
        app.graph_view.refresh()
        line = app.graph_view.graph.win_line
        assert len(line.get_ydata()) == 4  # the start (unknown) and one per move
        assert "Red's chance to win" in app.graph_view.graph.win_ax.get_ylabel()
        app.undo()
        assert len(app.model.estimates[1:]) == 2
        # the graph hidden: no estimate is worked out
        app.graph_view.toggle.value = False
        app.play(app.game.legal_moves()[0])
        await asyncio.sleep(0.3)
        assert app.model.estimates[1:][-1] is None and not app.tasks.running("estimate")

    asyncio.run(scene())


def test_dice_person_against_the_easy_ai_with_hint_and_graph() -> None:
    async def scene() -> None:
        app = DiceOfDoomApp(board=3, interactive=True, pace=0.0, seed=3)
        app.figure.canvas.draw()
        app.graph_view.toggle.value = True
        app.hints.button.click()
        await until(lambda: app.hints.hint is not None)
        move = app.hints.hint.choice.move
        assert "Hint (AI easy): " in app.message.value
        assert "A's chances: " in app.message.value
        if move.src is not None:
            assert app.artist.selected == move.src and move.dst in app.artist.targets
            app.click_hex(move.dst)  # the hinted attack is selected: its target plays it
        else:
            app.end_turn()
        assert app.hints.hint is None
        if app.game.can_pass and app.is_person(app.game.to_move):
            app.end_turn()
        await until(lambda: app.game.is_over or app.is_person(app.game.to_move))
        assert len(app.model.estimates[1:]) == len(app.game.history)
        assert None not in app.model.estimates[1:]  # the evaluation answers at once

    asyncio.run(scene())


def test_dice_seat_menus_apply_to_the_game_at_once() -> None:
    async def scene() -> None:
        app = DiceOfDoomApp(board=3, interactive=True, pace=0.0, seed=3,
                            seats=("human", "human"))
        app.ai.menus[0].value = "easy"
        app.ai.menus[1].value = "easy"
        await until(lambda: app.game.is_over)
        assert app.controls == ["easy", "easy"]

    asyncio.run(scene())


def test_renaissance_hint_marks_the_piece_and_the_ai_answers() -> None:
    async def scene() -> None:
        app = RenaissanceApp(interactive=True, pace=1.5)  # the estimate comes first
        app.figure.canvas.draw()
        app.graph_view.toggle.value = True
        app.hints.button.click()
        await until(lambda: app.hints.hint is not None)
        move = app.hints.hint.choice.move
        assert move.action == "place" and app.artist.ghost is not None
        assert app.artist.ghost[1] == tuple(move.cells)
        # the hint is the easy AI's, Silver's opponent (its players give no chances)
        assert f"Hint (AI easy): {app.game.notation(move)} - Silver lays" in app.message.value
        app.play(move)
        await until(lambda: len(app.game.history) == 2)  # Gold, the easy AI, answers
        assert app.model.estimates[1:][0] is not None  # estimated during the AI's pause
        assert app.hints.hint is None and app.ai.seats["gold"] == "easy"
        app.click_cell(move.cells[0])  # Silver's turn again: a click is a choice
        assert "Silver</b> to move" in app.status_html.value
        await until(lambda: None not in app.model.estimates[1:], timeout=30)
        assert len(app.model.estimates[1:]) == 2

    asyncio.run(scene())


def test_renaissance_refuses_a_click_for_the_ais_seat() -> None:
    app = RenaissanceApp(interactive=True, seats=("easy", "person"))
    app.figure.canvas.draw()
    app.choose_kind("D")
    assert "It is the turn of Silver (AI easy)" in app.message.value and app.kind is None
    app.click_cell(0)
    assert "It is the turn of Silver (AI easy)" in app.message.value
    assert app.game.history == ()
    assert app.run_ai() == 1 and len(app.game.history) == 1  # no loop: at once


@pytest.mark.parametrize("kind", ["renaissance", "dice"])
def test_a_persons_move_is_refused_at_the_ais_turn(kind) -> None:
    if kind == "renaissance":
        app = RenaissanceApp(interactive=True, seats=("easy", "person"))
        app.play(app.game.legal_moves()[0])
    else:
        app = DiceOfDoomApp(board=3, interactive=True, seats=("easy", "person"))
        app.attack(app.game.legal_moves()[0])
    assert "It is the turn of" in app.message.value
    assert app.game.history == ()


def test_without_a_loop_ai_move_and_hint_work_at_once() -> None:
    app = ring_app(seats=("person", "easy"), iterations=30)
    app.play(app.game.legal_moves()[0])
    assert len(app.game.history) == 1  # nothing runs by itself
    app.ai.ai_move_button.click()
    assert len(app.game.history) == 2
    app.hints.button.click()
    assert app.hints.hint is not None and app.place == app.hints.hint.choice.move.place
    app.ai.ai_move()  # a person's turn: no AI move
    assert "No AI move now" in app.message.value and len(app.game.history) == 2


def test_reviewing_at_the_ais_turn_then_ai_move_plays_on_from_there() -> None:
    """Issue 16.10: reviewing at the AI's turn, the message said "press AI move or
    Play", and neither worked."""
    app = ring_app(seats=("person", "easy"), iterations=30)
    app.play(app.game.legal_moves()[0])
    app.run_ai()
    app.play(app.game.legal_moves()[0])
    app.run_ai()
    assert len(app.game.history) == 4
    app.review(1)  # Blue (the AI) is to move there
    assert "Blue to move here" in app.message.value
    app.ai.ai_move()
    assert app.asking and "discard the 3 later moves" in app.questions.question
    app.questions.yes_button.click()
    assert len(app.game.history) == 2 and not app.reviewing


def test_evaluation_graph_draws_the_win_probability_on_its_own_axis() -> None:
    graph = EvaluationGraph()
    graph.update([0, 1, 2], {"Red L1": [0, 5, 9]}, {}, win=[None, 0.7, 0.2],
                 win_label="Red's chances")
    assert graph.win_ax.get_visible() and graph.win_ax.get_ylim() == (0.0, 100.0)
    data = list(graph.win_line.get_ydata())
    assert math.isnan(data[0]) and data[1:] == pytest.approx([70.0, 20.0])
    assert graph.win_ax.get_ylabel() == "Red's chances (%)"
    graph.update([0, 1], {"Red L1": [0, 5]}, {})  # no estimates: an empty line
    assert all(math.isnan(v) for v in graph.win_line.get_ydata())
    assert len(graph.figure.legends) == 1
