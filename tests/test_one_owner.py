"""One owner of an app's state: the kernel's main event loop (issue 30).

JupyterLab 4.6 sends widget messages over a kernel subshell: a thread of its own with an
event loop of its own (ipykernel 7). A click handled there used to run the app's code in
that thread - the person's move, and the AI's turn, whose task was made on the
subshell's loop (the loop "running" in that thread) and cancelled from the other thread
by the next message (``Task.cancel`` is not thread-safe) - while the main loop ran the
AI's other turns and the analyses. Every action now enters the app on the loop it was
made on (:class:`~ringworld_nb.ui.flow.Flow`), and every task of the app's
:class:`~ringworld_nb.ui.loop.LoopRunner` is made and cancelled there.

Each test runs a coroutine with ``asyncio.run`` (the kernel's main loop) and a second
thread with an event loop of its own (the subshell), which delivers the person's
actions as the widget messages would.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from loop_waits import until

from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.ui.loop import LoopRunner


@contextmanager
def subshell() -> Iterator[asyncio.AbstractEventLoop]:
    """A thread running an event loop of its own, as a kernel subshell does."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="subshell", daemon=True)
    thread.start()
    try:
        yield loop
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=10)
        loop.close()


def test_a_move_sent_from_a_subshell_and_the_ais_answer_run_on_the_main_loop() -> None:
    async def scene() -> None:
        main = threading.get_ident()
        app = DiceOfDoomApp(3, seats=("person", "easy"), pace=0, interactive=False)
        threads: list[tuple[str, int]] = []
        play_move = app.play_move

        def recorded(move: Any, **kwargs: Any) -> Any:
            threads.append((app.game.notation(move), threading.get_ident()))
            return play_move(move, **kwargs)

        app.play_move = recorded  # type: ignore[method-assign]
        person = app.game.to_move
        with subshell() as other:
            move = app.game.legal_moves()[0]
            other.call_soon_threadsafe(app.play, move)  # a click, as a widget message
            await until(lambda: len(app.game.history) >= 1)
            # the person's turn goes on (Dice of Doom: attack again or end the turn)
            other.call_soon_threadsafe(app.play, app.game.parse("pass")
                                       if app.game.to_move == person else None)
            await until(lambda: app.game.to_move == person and len(app.game.history) >= 3
                        and not app.ai.thinking)
        assert threads, "no move was played"
        elsewhere = [notation for notation, ident in threads if ident != main]
        assert not elsewhere, f"moves played outside the main loop's thread: {elsewhere}"

    asyncio.run(scene())


def test_a_task_started_or_cancelled_from_another_thread_lives_on_the_owners_loop() -> None:
    async def scene() -> None:
        runner = LoopRunner()
        ran_on: list[int] = []
        gate = asyncio.Event()

        async def work() -> None:
            ran_on.append(threading.get_ident())
            await gate.wait()

        with subshell() as other:
            other.call_soon_threadsafe(runner.start, "work", work)
            await until(lambda: bool(ran_on))
            assert ran_on == [threading.get_ident()]
            assert runner.running("work")
            other.call_soon_threadsafe(runner.cancel, "work")
            await until(lambda: not runner.running("work"), timeout=5)

    asyncio.run(scene())


def test_a_press_with_the_boxes_typed_is_handled_whole_on_the_main_loop(tmp_path) -> None:
    """Save clicked right after typing a name: the page sends the boxes with the press;
    a late update of the box from the page (ipywidgets holds back a change while one is
    unanswered) may be handled on the subshell right after. The boxes and the press are
    handled together on the main loop: the game is saved under the name typed."""
    async def scene() -> None:
        app = DiceOfDoomApp(3, seats=("person", "person"), pace=0, interactive=False)
        app.play(app.game.legal_moves()[0])
        catcher = app.key_catcher
        path = str(tmp_path / "typed.json")
        with subshell() as other:
            other.call_soon_threadsafe(catcher._message, catcher.widget,
                                       {"press": "save", "fields": {"file-name": path}}, [])
            other.call_soon_threadsafe(setattr, app.files.name_box, "value", "")
            await until(lambda: "Saved" in app.message.value or "Type a" in
                        app.message.value)
        assert "Saved 1 move to" in app.message.value, app.message.value
        assert (tmp_path / "typed.json").exists()

    asyncio.run(scene())


def test_a_task_that_fails_is_reported_not_silent() -> None:
    """A bug inside a task (an AI's turn, an analysis) must not end it unseen: an AI
    whose task died without a word would never move again."""
    async def scene() -> None:
        failures: list[tuple[str, str]] = []
        runner = LoopRunner(on_failure=lambda name, err: failures.append((name, str(err))))
        over: list[str] = []

        async def broken() -> None:
            await asyncio.sleep(0)
            raise RuntimeError("a bug in the search")

        assert runner.start("ai", broken, then=lambda: over.append("then"))
        await until(lambda: bool(over))
        assert failures == [("ai", "a bug in the search")]
        assert not runner.running("ai")

    asyncio.run(scene())


class BrokenAI:
    """A computer player whose search breaks (a bug)."""

    name = "broken"

    def choose(self, game: Any) -> Any:
        raise RuntimeError("the AI's search broke")

    def choose_with_info(self, game: Any) -> Any:
        return self.choose(game)


class AppWithABrokenAI(DiceOfDoomApp):
    def player_for_seat(self, game: Any, seat: str) -> Any:
        return BrokenAI()


def test_an_ai_whose_thinking_fails_says_so_in_the_app() -> None:
    async def scene() -> None:
        app = AppWithABrokenAI(3, seats=("easy", "person"), pace=0, interactive=False)
        await until(lambda: "went wrong" in app.message.value)
        assert "the AI&#x27;s search broke" in app.message.value
        assert not app.game.history and not app.tasks.running("ai")

    asyncio.run(scene())


def test_analyse_pressed_while_the_ais_reply_is_shown_starts_the_analysis() -> None:
    """A newcomer pressed Analyse while the AI's reply was being shown: it was refused
    ("Wait a moment") and nothing started; the analysis only reads the game."""
    from ringworld_nb.ringworld.app import RingWorldApp

    async def scene() -> None:
        app = RingWorldApp(3, seats=("person", "person"), pace=0, animation=3.0,
                           interactive=False)
        app.play(app.game.legal_moves()[0])
        await until(lambda: app.animating)
        app.analyse_button.click()
        assert "Wait a moment" not in app.message.value
        await until(lambda: "accuracy" in app.game_review.words.value, timeout=60)

    asyncio.run(scene())
