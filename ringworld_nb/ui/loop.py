"""The one loop runner of the apps: auto play, AI turns and animations.

In a notebook the kernel runs an asyncio event loop, and a widget's callback runs
inside it. Work that takes a while (playing random moves at a chosen pace, letting an AI
move after another, showing a turn frame by frame) is written as a coroutine and handed
to a :class:`LoopRunner`, which runs it as a task of that loop: between two steps the
kernel goes on handling clicks, so a person can switch auto play off or press Undo.

Each task has a name ("auto", "ai", "animation"); starting a name that runs already
does nothing, and :meth:`LoopRunner.cancel` stops it. Outside a running loop (a plain
script, a test) nothing is started: :meth:`LoopRunner.start` says so by returning False,
and the app does the work at once instead.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

__all__ = ["LoopRunner", "running_loop"]


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running now (the kernel's, in a notebook), else None."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class LoopRunner:
    """Named tasks on the running event loop, at most one per name."""

    def __init__(self) -> None:
        self._tasks: dict[str, asyncio.Task] = {}

    def start(self, name: str, work: Callable[[], Coroutine[Any, Any, Any]], *,
              then: Callable[[], Any] | None = None) -> bool:
        """Run ``work()`` as task ``name``; False when no loop runs (nothing started).
        ``then()`` is called once the task is over (done, failed or cancelled): the
        moment to refresh what its running kept busy.

        A task of that name that still runs is left alone (and True is returned).
        """
        if self.running(name):
            return True
        loop = running_loop()
        if loop is None:
            return False
        task = loop.create_task(work())
        self._tasks[name] = task
        if then is not None:
            task.add_done_callback(lambda _task: then())
        return True

    def can_start(self) -> bool:
        """True when a loop runs, so that :meth:`start` would start a task."""
        return running_loop() is not None

    def running(self, name: str) -> bool:
        """True while task ``name`` has not finished."""
        task = self._tasks.get(name)
        return task is not None and not task.done()

    def cancel(self, name: str) -> None:
        """Stop task ``name`` (at its next pause) if it runs."""
        task = self._tasks.pop(name, None)
        if task is not None and not task.done():
            task.cancel()
