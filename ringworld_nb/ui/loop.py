"""The one loop runner of the apps: auto play, AI turns and animations.

In a notebook the kernel runs an asyncio event loop, and a widget's callback runs
inside it. Work that takes a while (playing random moves at a chosen pace, letting an AI
move after another, showing a turn frame by frame) is written as a coroutine and handed
to a :class:`LoopRunner`, which runs it as a task of that loop: between two steps the
kernel goes on handling clicks, so a person can switch auto play off or press Undo.

Each task has a name ("auto", "ai", "animation"); starting a name that runs already
does nothing, and :meth:`LoopRunner.cancel` stops it. A task that fails (a bug) is never
silent: its error goes to the runner's ``on_failure`` (the app reports it in its message
and the log), since an AI whose task died unseen would simply never move. Outside a
running loop (a plain script, a test) nothing is started: :meth:`LoopRunner.start` says
so by returning False, and the app does the work at once instead.

**One owner.** The loop an app is made on (the kernel's main loop: a cell runs in it) owns
the app's state. A widget message may arrive on another thread - JupyterLab 4.6 sends them
over a kernel subshell, a thread with an event loop of its own - and code run there would
change the game while the main loop's tasks (an AI's turn, an analysis) read it, or make a
task on the subshell's loop. :class:`Owner` says whether the code runs on the owner's
thread and hands a call over to the owner's loop when it does not
(``call_soon_threadsafe``); the app's flow (:mod:`.flow`) and its :class:`LoopRunner` go
through it, so every action, task start and cancel runs on the main loop.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Coroutine
from typing import Any

__all__ = ["LoopRunner", "Owner", "running_loop"]


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running now (the kernel's, in a notebook), else None."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class Owner:
    """The event loop running where it is made (the kernel's main loop, in a notebook),
    and its thread: the one place an app's state is read and changed (see the module
    docstring). Made outside a running loop (a script, a test), it owns nothing and
    every call runs where it is made."""

    def __init__(self) -> None:
        self.loop = running_loop()
        self.thread = threading.get_ident()

    def elsewhere(self) -> bool:
        """True when the code runs on another thread than the owner's while the owner's
        loop runs: a call must then be handed over (:meth:`hand_over`)."""
        loop = self.loop
        return (loop is not None and threading.get_ident() != self.thread
                and loop.is_running() and not loop.is_closed())

    def hand_over(self, call: Callable[[], Any]) -> None:
        """Run ``call()`` soon on the owner's loop (thread-safe)."""
        assert self.loop is not None
        self.loop.call_soon_threadsafe(call)


class LoopRunner:
    """Named tasks on the running event loop, at most one per name; made, started and
    cancelled on its owner's loop (:class:`Owner`) whichever thread asks."""

    def __init__(self, owner: Owner | None = None,
                 on_failure: Callable[[str, BaseException], Any] | None = None) -> None:
        self._tasks: dict[str, asyncio.Task] = {}
        self.owner = owner if owner is not None else Owner()
        #: called with a task's name and error when a task fails (not when cancelled)
        self.on_failure = on_failure

    def start(self, name: str, work: Callable[[], Coroutine[Any, Any, Any]], *,
              then: Callable[[], Any] | None = None) -> bool:
        """Run ``work()`` as task ``name``; False when no loop runs (nothing started).
        ``then()`` is called once the task is over (done, failed or cancelled): the
        moment to refresh what its running kept busy.

        A task of that name that still runs is left alone (and True is returned). Asked
        from another thread than the owner's, the task is started on the owner's loop
        (soon, and True is returned).
        """
        if self.owner.elsewhere():
            self.owner.hand_over(lambda: self.start(name, work, then=then))
            return True
        if self.running(name):
            return True
        loop = running_loop()
        if loop is None:
            return False
        task = loop.create_task(work())
        self._tasks[name] = task
        task.add_done_callback(lambda done: self._over(name, done, then))
        return True

    def _over(self, name: str, task: asyncio.Task, then: Callable[[], Any] | None) -> None:
        """Task ``name`` ended: its failure reported, then ``then()``."""
        if self._tasks.get(name) is task:
            del self._tasks[name]
        if not task.cancelled():
            error = task.exception()
            if error is not None and self.on_failure is not None:
                self.on_failure(name, error)
            elif error is not None:  # no one to tell: the loop's handler logs it
                task.get_loop().call_exception_handler(
                    {"message": f"task {name!r} failed", "exception": error, "task": task})
        if then is not None:
            then()

    def can_start(self) -> bool:
        """True when a loop runs, so that :meth:`start` would start a task."""
        return self.owner.elsewhere() or running_loop() is not None

    def running(self, name: str) -> bool:
        """True while task ``name`` has not finished."""
        task = self._tasks.get(name)
        return task is not None and not task.done()

    def cancel(self, name: str) -> None:
        """Stop task ``name`` (at its next pause) if it runs; asked from another thread,
        on the owner's loop (a task is not cancelled from another thread safely)."""
        if self.owner.elsewhere():
            self.owner.hand_over(lambda: self.cancel(name))
            return
        task = self._tasks.pop(name, None)
        if task is not None and not task.done():
            task.cancel()
