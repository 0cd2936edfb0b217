"""The trainers' steps in the kernel (issue 30: each puts its picture up within 10 times
the bare round trip; ``benchmarks/browser_trainers.py`` measures them in a browser).

What the benchmark counts on and what made the steps slow: a step sends the board's
picture once, before its other messages; a reviewed game's graph searches no chance the
analysis gives (the kernel was busy for many seconds after the graph was shown, and every
press waited behind it).
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

from loop_waits import until

from ringworld_nb import analysis
from ringworld_nb.ringworld.app import RingWorldApp


def reviewed() -> RingWorldApp:
    """A Ring World L3 app with a short game of random moves, analysed."""
    app = RingWorldApp(3, seats=("person", "person"), interactive=False)
    game, rng = app.game.clone(), random.Random(1)
    for _ in range(8):
        game.play(rng.choice(game.legal_moves()))
    app.replace_game(game)
    app.game_review.analysis = analysis.analyse(game, strength="easy")
    return app


def test_the_graph_of_a_reviewed_game_searches_no_chance_the_analysis_gives() -> None:
    async def scene() -> None:
        app = reviewed()
        app.estimates.stop()  # (what the replaced game's graph might have begun)
        app.graph_view.toggle.value = True  # the graph shown: its win line is the analysis's
        assert not app.estimates.working(), "a search runs for what the analysis gives"
        await asyncio.sleep(0.1)
        assert app.model.estimates[1:] == [None] * len(app.game.history)
        # a move beyond the analysis is searched, as in a game without one
        app.play(app.game.legal_moves()[0])
        await until(lambda: not app.animating)
        await until(lambda: not app.estimates.working())
        assert app.model.estimates[app.model.length] is not None

    asyncio.run(scene())


def frames_sent(app: RingWorldApp) -> list[str]:
    """What the app's lean canvas sends from now on, in order with the refreshes' ends:
    "picture" (a frame with pixels), "empty" (a frame that changes nothing) and "shown"
    (a refresh whole); the canvas is shown as a page shows it (a view asked for frames)."""
    lean = app.canvas.lean
    assert lean is not None
    sent: list[str] = []
    lean.send = lambda content, buffers=None: sent.append(  # type: ignore[method-assign]
        "picture" if content.get("w") else "empty")
    lean._message(lean, {"type": "hello", "ratio": 1.0}, [])
    app.key_catcher.widget.observe(lambda _change: sent.append("shown"), names="shown")
    sent.clear()
    return sent


def puzzle_app(tmp_path) -> tuple[RingWorldApp, Any]:
    """A Ring World app playing the puzzle trainer, its first puzzle on the board (made
    inside a running loop, as in a notebook)."""
    from ringworld_nb.learn import Progress
    from ringworld_nb.trainers.puzzles import PuzzleTrainer

    app = RingWorldApp(seats=("person", "person"), interactive=True)
    trainer = PuzzleTrainer(app, "ringworld", Progress(tmp_path / "progress.json"))
    app.attach_trainer(trainer)
    trainer.next_puzzle()
    return app, trainer


def wrong_answer(app: RingWorldApp, puzzle: Any) -> Any:
    """A legal move on the app's board that does not answer ``puzzle``'s first move."""
    from ringworld_nb import puzzles as pz

    return next(m for m in app.game.legal_moves()
                if pz.check(puzzle, [], m).status == pz.WRONG)


def one_picture_first(sent: list[str]) -> None:
    """A step's messages: its one picture, before the end of its refresh."""
    pictures = [k for k, kind in enumerate(sent) if kind == "picture"]
    assert len(pictures) == 1 and pictures[0] < sent.index("shown"), sent


def test_next_mistake_and_a_lines_step_send_one_picture_each_first() -> None:
    async def scene() -> None:
        app = RingWorldApp(3, seats=("person", "person"), interactive=True)
        source = reviewed()
        app.replace_game(source.game.clone())
        app.game_review.analysis = source.game_review.analysis
        app.graph_view.toggle.value = True
        sent = frames_sent(app)
        review = app.game_review
        assert len(review.analysis.mistakes(None, "mistake")) >= 2
        for _ in range(3):
            review.next_button.click()
            await asyncio.sleep(0.05)
            one_picture_first(sent)
            sent.clear()
            review.on_button.click()
            await asyncio.sleep(0.05)
            one_picture_first(sent)
            sent.clear()

    asyncio.run(scene())


def test_next_puzzle_sends_one_picture_first(tmp_path) -> None:
    async def scene() -> None:
        app, trainer = puzzle_app(tmp_path)
        sent = frames_sent(app)
        for _ in range(3):
            puzzle = trainer.puzzle
            wrong = wrong_answer(app, puzzle)
            trainer.play(wrong)  # a try rated: Next puzzle gives another
            app.finish_showing()  # (its refutation cut short)
            await asyncio.sleep(0.05)
            sent.clear()
            trainer.next_button.click()
            await asyncio.sleep(0.05)
            assert trainer.puzzle is not puzzle
            one_picture_first(sent)

    asyncio.run(scene())


def test_a_lines_step_leaves_the_graph_as_it_is_drawn() -> None:
    """A step along a review's line changes the board only: the graph is not laid out
    and rendered again (about 150 ms of the kernel's after every step); Next
    mistake, which moves the graph's mark of the position shown, draws it again."""
    app = reviewed()
    app.graph_view.toggle.value = True
    graph = app.graph_view.graph
    assert graph is not None
    drawn: list[int] = []
    update = graph.update
    graph.update = lambda *a, **k: (drawn.append(1), update(*a, **k))  # type: ignore
    review = app.game_review
    review.next_button.click()
    assert len(drawn) == 1
    review.on_button.click()
    review.line_back()
    assert len(drawn) == 1, "a line's step drew the graph again"
    review.next_button.click()
    assert len(drawn) == 2


def test_a_refutations_first_picture_goes_before_the_refresh(tmp_path) -> None:
    """A wrong answer to a puzzle: the first picture of its refutation (the wrong move
    played) is sent before the rest of the app's refresh, not after it (the page then
    painted it only once it had laid out the refresh's messages)."""

    async def scene() -> None:
        app, trainer = puzzle_app(tmp_path)
        wrong = wrong_answer(app, trainer.puzzle)
        sent = frames_sent(app)
        app.play(wrong)  # the app's one move path, as a click's
        await until(lambda: "shown" in sent and "picture" in sent)
        assert app.animating
        assert sent.index("picture") < sent.index("shown"), sent
        app.finish_showing()

    asyncio.run(scene())


def test_a_refutations_reply_is_searched_once_the_wrong_move_is_in_view(tmp_path,
                                                                       monkeypatch) -> None:
    """The opponent's reply to a wrong answer is searched (up to half a second on The Ring
    World's L4) after the wrong move's picture has gone to the page, not before it; its
    words come when it is found."""
    from ringworld_nb import puzzles as pz

    async def scene() -> None:
        app, trainer = puzzle_app(tmp_path)
        wrong = wrong_answer(app, trainer.puzzle)
        sent = frames_sent(app)
        search = pz.refutation

        def searched(*args, **kwargs):
            sent.append("search")
            return search(*args, **kwargs)

        monkeypatch.setattr(pz, "refutation", searched)
        heard: list[str] = []
        say = app.twin.say
        app.twin.say = lambda text: (heard.append(text), say(text))  # type: ignore
        app.play(wrong)
        assert "search" not in sent and "Not " in app.message.value
        await until(lambda: "search" in sent)
        assert "picture" in sent and sent.index("picture") < sent.index("search"), sent
        await until(lambda: "The board goes back" in app.message.value)
        # the live region reads the reason now, while the reply is on the board (trial 8:
        # it was read only once the line was over, 4 s after it was shown)
        assert app.animating and any("The board goes back" in text for text in heard), heard
        app.finish_showing()

    asyncio.run(scene())


def test_next_puzzle_reads_no_file(tmp_path, monkeypatch) -> None:
    """The puzzle trainer reads its game's puzzles once: Next puzzle picks among them
    (it read and checked the whole file again, a third of its time in the kernel)."""
    from ringworld_nb.learn import Progress
    from ringworld_nb.puzzles import store
    from ringworld_nb.trainers.puzzles import PuzzleTrainer

    app = RingWorldApp(seats=("person", "person"), interactive=False)
    trainer = PuzzleTrainer(app, "ringworld", Progress(tmp_path / "progress.json"))
    app.attach_trainer(trainer)
    read: list[object] = []
    load = store.load_file
    monkeypatch.setattr(store, "load_file", lambda *a, **k: (read.append(a), load(*a, **k))[1])
    trainer.next_puzzle()
    trainer.show_me()  # (rated: the next one is another)
    trainer.next_puzzle()
    assert trainer.puzzle is not None and read == []


def test_a_refutation_cut_short_still_says_why(tmp_path) -> None:
    """A wrong answer's reply is searched once the move is on the board; a press that
    cuts the showing short before then (Retry, a click) still gets the reason said."""
    async def scene() -> None:
        app, trainer = puzzle_app(tmp_path)
        app.play(wrong_answer(app, trainer.puzzle))
        assert app.animating and "The board goes back" not in app.message.value
        app.finish_showing()
        assert "The board goes back" in app.message.value

    asyncio.run(scene())
