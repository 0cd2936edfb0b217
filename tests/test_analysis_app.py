"""The apps' analysis (issue 19, items 1-3), driven as a player would: Analyse, the map
with the blunder marked, a click on the graph, the mistake buttons, the analysis saved
and loaded with the game, and learning from the mistake on a board of its own."""

from __future__ import annotations

import asyncio
import html
import json
import re

import pytest
from matplotlib.backend_bases import MouseEvent

from ringworld_nb.core.record import Record
from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.ringworld import RingWorld
from ringworld_nb.ringworld.app import RingWorldApp


def text(app) -> str:
    return re.sub("<[^>]+>", "", app.message.value).replace("&#x27;", "'")


def words(app) -> str:
    """The review's words under the board (the mistake shown and why)."""
    return html.unescape(re.sub("<[^>]+>", "", app.game_review.words.value))


def blundered_dice() -> DiceOfDoom:
    """Dice of Doom 3x3 where B, to move third, had a won game (the exact solver says
    so) and played b1-c2, which loses."""
    game = DiceOfDoom(3, seed=1)
    for move in ("b2-b3", "pass", "b1-c2"):
        game.play(move)
    return game


@pytest.fixture
def app():
    app = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    app.replace_game(blundered_dice())
    return app


def test_analyse_marks_the_blunder_on_the_map_and_the_buttons_find_it(app) -> None:
    review = app.game_review
    assert review.previous_button.disabled and review.learn_button.disabled
    review.analyse_button.click()
    assert app.graph_view.shown  # the map is where the analysis shows
    analysis = review.current()
    assert analysis is not None and analysis.complete
    assert [r.label for r in analysis.reviews][-1] == "blunder"
    assert "B: accuracy 0%, 1 blunder" in text(app)
    marks, line, band = review.graph_marks()
    assert marks == {3: "blunder"} and line[-1] == pytest.approx(1.0)  # A wins after it
    # the mistake button: the position before the blunder, the best move entered
    review.next_button.click()
    assert app.view_index == 2
    assert ("Move 3: B played b1-c2 - a blunder (??). The best move: b1-a1 (B attacks a1 "
            "(2 dice) from b1 (3 dice)). B's win chance after b1-c2 is 0%, after the best "
            "move b1-a1 100%.") in text(app)
    assert ("What each move does at once (move 3) - the best move b1-a1: B attacks a1 (A, 2 "
            "dice) from b1 (3 dice) and wins.") in text(app)
    assert ("Where the lines end, the best line leaves B 1 hex ahead, 3 dice ahead; b1-c2 "
            "leaves B 1 hex behind, level in dice. Why, and the lines move by move: under "
            "the board") in text(app)
    # the reason is read out with the message, but shown once only, under the board
    assert "class='rwnb-spoken-only'" in app.message.value
    assert "What each move does at once (move 3)" in app.twin.widget.announce
    said = words(app)
    assert "Move 3: B played b1-c2 - a blunder (??)" in said and "The best move b1-a1" in said
    assert app.input.selected is not None  # the best move entered, as a hint is
    assert app.board.mistake_patch.get_visible()  # the move played, ringed


def test_a_click_on_the_graph_puts_the_board_at_that_move(app) -> None:
    app.game_review.analyse_button.click()
    graph = app.graph_view.graph
    canvas = graph.figure.canvas
    canvas.draw()
    for index in (1, 2, 3):
        x, y = graph.win_ax.transData.transform((index, 50))
        canvas.callbacks.process("button_press_event",
                                 MouseEvent("button_press_event", canvas, x, y, button=1))
        if index < 3:
            assert app.view_index == index and "Reviewing the board" in text(app)
    # the blunder's mark (after move 3): the board before it, the best move said
    assert app.view_index == 2 and "Move 3: B played b1-c2" in text(app)


def test_the_analysis_is_saved_with_the_game_and_comes_back(app, tmp_path) -> None:
    app.game_review.analyse_button.click()
    path = tmp_path / "game.json"
    app.save(str(path))
    saved = json.loads(path.read_text())
    assert saved["annotations"]["analysis"]["reviews"][-1]["label"] == "blunder"
    other = DiceOfDoomApp(3, interactive=False)
    other.files.name_box.value = str(path)
    other.load()
    assert other.game_review.current() is not None
    # the graph marks the mistakes of the player in the Mistakes of menu: everyone's here
    other.game_review.who.value = ""
    assert other.game_review.graph_marks()[0] == {3: "blunder"}
    # a damaged analysis: said, and the game loads without it
    saved["annotations"]["analysis"] = {"reviews": "junk"}
    path.write_text(json.dumps(saved))
    third = DiceOfDoomApp(3, interactive=False)
    third.files.name_box.value = str(path)
    third.load()
    assert len(third.game.history) == 3 and third.game_review.current() is None
    assert "could not be read" in text(third)


def test_an_analysis_is_shown_only_with_its_own_game(app) -> None:
    app.game_review.analyse_button.click()
    app.replace_game(DiceOfDoom(3, seed=2))
    assert app.game_review.current() is None and app.game_review.graph_marks()[0] == {}


def test_learn_from_mistakes_on_a_board_of_its_own(app) -> None:
    review = app.game_review
    review.analyse_button.click()
    before = app.game.record().to_json()
    review.learn_button.click()
    trainer = review.trainer
    assert trainer is not None and trainer in review.trainer_box.children
    mode = trainer.trainer
    assert "Mistake 1 of 1" in mode.goal.value and "find a better move" in mode.goal.value
    trainer.play(trainer.game.parse("b1-c2"))  # the blunder again
    assert "Not b1-c2" in text(trainer) and len(trainer.game.history) == 2
    trainer.play(trainer.game.parse("b1-a1"))
    assert "Well found: b1-a1" in text(trainer) and mode.solved == {0}
    assert "solved 1, to go 0" in mode.count.value
    assert app.game.record().to_json() == before  # the game on the app is not touched


def test_a_wrong_try_gets_its_refutation_on_the_board_and_why(app) -> None:
    """Learn from mistakes answers a wrong try as a puzzle does (trial24b item 17): the
    try and the opponent's best reply shown on the board, and the review's words."""
    review = app.game_review
    review.analyse_button.click()
    review.learn_button.click()
    trainer = review.trainer
    mode = trainer.trainer
    assert trainer.key_catcher.widget.reveal == 1  # the page scrolls down to it
    shown = []
    trainer.show_line = lambda start, played, **how: shown.append((start, played, how))
    trainer.play(trainer.game.parse("b1-c2"))  # the blunder again
    said = text(trainer)
    assert "Not b1-c2" in said and len(trainer.game.history) == 2  # the board goes back
    assert "Why: B b1-c2: takes c2 (A, 1 die) from b1 (3 dice)" in said
    assert "A c3-c2: takes c2 (B, 1 die) from c3" in said  # A's best reply, in words
    assert ("Where the lines end, the best line leaves B 1 hex ahead, 3 dice ahead; b1-c2 "
            "leaves B 1 hex behind, level in dice.") in said
    (start, played, how), = shown
    assert [start.notation(move) for move, _ in played[:2]] == ["b1-c2", "c2-b2"]
    assert how["hold_last"] and how["last_seconds"] > 1
    assert "On the board: b1-c2, c2-b2, pass, c3-c2" in said
    shown.clear()
    mode.show_me()
    said = text(trainer)
    assert "The best move: b1-a1 (100%). Why: B b1-a1: takes a1" in said
    assert "the best line leaves B 1 hex ahead, 3 dice ahead; b1-c2 leaves B" in said
    assert len(trainer.game.history) == 3 and shown and shown[0][1]  # the line after it


def test_the_ring_world_app_analyses_in_slices_and_stop_keeps_what_is_done() -> None:
    game = RingWorld(3)
    for _ in range(6):
        game.play(game.legal_moves()[0])
    app = RingWorldApp(3, interactive=False, seats=("person", "person"))
    app.replace_game(game)
    review = app.game_review
    review.analyse_button.click()  # (no event loop here: to its end at once)
    analysis = review.current()
    assert analysis is not None and len(analysis.reviews) == 6
    assert {r.mover for r in analysis.reviews} == {1, 2}
    record = Record.from_json(app.files.record().to_json())
    assert len(record.annotations["analysis"]["reviews"]) == 6


def test_an_analysis_that_ends_in_the_background_reads_its_result_out(app) -> None:
    """Issue 32 item 1: after the analysis, the live region still said the move before;
    the page showed the result. With an event loop the analysis runs in slices and ends
    on its own: its summary is read out then."""
    async def scene() -> str:
        review = app.game_review
        review.analyse_button.click()
        assert review.running  # (in slices: not at once)
        for _ in range(1200):
            await asyncio.sleep(0.05)
            if not review.running and review.current() is not None:
                break
        return app.twin.widget.announce

    said = asyncio.run(scene())
    assert "Analysis of every move" in said and "B: accuracy 0%, 1 blunder" in said, said
    assert "Next mistake (key .) shows the first." in said, said


def test_the_mistakes_have_keys_next_and_previous(app) -> None:
    """Trial 7: Next mistake had no key (4 Tabs from the board to its button); now . and
    , step through the mistakes as Next mistake and Prev. mistake do, listed by ?."""
    review = app.game_review
    review.analyse_button.click()
    app.on_key(".")
    said = app.twin.widget.announce
    assert "The best move: b1-a1" in said, said
    at = app.model.index
    app.on_key(",")  # (the only mistake: round the game to it again)
    assert app.model.index == at and "The only move marked." in app.twin.widget.announce
    keys = app.app_keys()
    assert keys["."][0].endswith("(Next mistake)") and keys[","][0].endswith("(Prev. mistake)")
    assert "(key .)" in review.next_button.tooltip and "(key ,)" in review.previous_button.tooltip


def test_the_review_read_aloud_names_the_best_move_the_chances_and_each_step(app) -> None:
    """Issue 32 item 2: Next mistake read the reason but not the best move nor the two
    chances; a step along a line said "the board after 1 more move", a step through the
    game "the board after move 2 of 3" - never which move."""
    review = app.game_review
    review.analyse_button.click()
    review.next_button.click()
    said = app.twin.widget.announce
    assert "The best move: b1-a1" in said and "0%" in said and "100%" in said, said
    app.on_key("ArrowRight")  # one move along the best line
    said = app.twin.widget.announce
    assert "the board after 1 more move (B played b1-a1)" in said, said
    app.on_key("ArrowRight")
    assert "after 2 more moves (B played pass)" in app.twin.widget.announce
    review.close_line()
    app.review(2)
    said = app.twin.widget.announce
    assert "Reviewing the board after move 2 of 3 (A played pass" in said, said


def test_analyse_is_in_view_and_named_where_the_game_ends() -> None:
    """Issue 29 item 14: at the end the status said "review it, save it, or start a new
    game", and Analyse showed only after Graph. Now a button beside Undo, the words name
    it, and the key v runs it."""
    game = DiceOfDoom(3, seed=2)
    for text_ in ("b1-a1", "pass", "c2-b1", "pass", "a1-b1", "pass", "pass", "c1-c2"):
        game.play(text_)
    assert game.is_over
    app = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    assert app.analyse_button.layout.display == "none"  # no game over yet: not offered
    app.replace_game(game)
    app.refresh()  # (as the action that loads a game does)
    assert app.analyse_button.layout.display != "none" and not app.graph_view.shown
    assert "Analyse (key v)" in app.prompt_html.value
    assert "Analyse (key v)" in app.twin.widget.announce  # read out with the ending
    app.key_catcher.press("v")
    assert app.game_review.current() is not None and app.graph_view.shown
    assert app.analyse_button.layout.display == "none"  # done: the review is in view
    assert "Analyse (key v)" not in app.prompt_html.value


def test_learn_from_mistakes_by_keyboard_with_its_own_keys(app) -> None:
    """Issue 32 item 4: the mistakes' board is an app of its own, with its own keys -
    n Next mistake, b Retry, w Show me, m its move box - and Show me stays enabled once
    used (a button disabled under the focus dropped the focus to the page)."""
    review = app.game_review
    review.analyse_button.click()
    review.learn_button.click()
    board = review.trainer
    catch = board.key_catcher.widget.catch
    assert {"n", "b", "w", "t", "m"} <= set(catch)
    board.key_catcher.press("w")  # Show me
    assert "The best move: b1-a1" in text(board) and board.trainer.finished
    assert not board.trainer.show_button.disabled
    assert "The best move: b1-a1" in board.twin.widget.announce  # read out
    board.key_catcher.press("w")
    assert "Done here" in text(board)
    board.key_catcher.press("b")  # Retry
    assert not board.trainer.finished and "Find a better move" in board.twin.widget.announce
    board.key_catcher.press("n")  # the last one: said so
    assert "That was the last one" in text(board)
