"""A move shown on the board frame by frame: the animation part of every app.

A game's app may show a move as a few frames (The Ring World turns a position and shows
each birth, death and occupation; Renaissance shows the push before the pieces are
taken): the game's ``frames(before, move, events)`` draws each frame and gives the pause
after it in seconds, or :data:`STEP` to wait for **Next** (step mode). :class:`Animator`
runs them as a task of the app's loop (:class:`~.loop.LoopRunner`), so the notebook
stays live; while they run the app refuses other moves. :meth:`Animator.finish` cuts a
showing short at once (undo, review, a new game): the game's frames put the board back
in order when they are closed.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from typing import Any

from .loop import LoopRunner

__all__ = ["Animator", "STEP"]

#: A frame of an animation that waits for the Next button (step mode) instead of a pause.
STEP = -1.0


class Animator:
    """The frames of the move being shown on an app (see the module docstring).

    ``draw()`` puts the frame just drawn on screen; ``refresh()`` redraws the app (its
    buttons: Next waits to be pressed, and the board once the showing is over)."""

    def __init__(self, tasks: LoopRunner, *, draw: Callable[[], Any],
                 refresh: Callable[[], Any],
                 hold: Callable[[], AbstractContextManager[Any]] | None = None) -> None:
        self._tasks = tasks
        self._draw = draw
        self._hold = hold or contextlib.nullcontext
        self._refresh = refresh
        self._frames: Iterator[float] | None = None
        self._step: asyncio.Event | None = None
        #: True while a move is being shown
        self.active = False

    @property
    def stepping(self) -> bool:
        """True while a move is shown step by step and waits for Next."""
        return self._step is not None

    def can_show(self) -> bool:
        """True when a loop runs to show frames in (not in a script or a test)."""
        return self._tasks.can_start()

    def show(self, frames: Iterator[float]) -> None:
        """Show ``frames`` one after the other (see the module docstring). The first is
        drawn at once, before the action that shows the move has refreshed the app: its
        picture goes to the page ahead of the refresh's other messages (a puzzle's
        refutation came up after them, 3 to 10 times the bare round trip later)."""
        self.active = True
        self._frames = frames
        steps = iter(frames)
        # (while a showing still runs, it goes on: these frames are not shown, as ever)
        pause = None if self._tasks.running("animation") else self._next(steps)
        self._tasks.start("animation", lambda: self._run(frames, steps, pause))

    def _next(self, steps: Iterator[float]) -> float | None:
        """Make and draw the next frame of ``steps``; its pause (None: no frame left).
        The frame is made and drawn holding ``hold()`` (the board's lock: no frame of it
        half made is sent to the browser)."""
        with self._hold():
            pause = next(steps, None)
            if pause is not None:
                self._draw()
        return pause

    async def _run(self, frames: Iterator[float], steps: Iterator[float],
                   pause: float | None) -> None:
        """The frames after the first (drawn already: its ``pause`` follows)."""
        try:
            while pause is not None:
                if pause == STEP:
                    self._step = asyncio.Event()
                    self._refresh()
                    await self._step.wait()
                    self._step = None
                else:
                    await asyncio.sleep(pause)
                pause = self._next(steps)
        finally:
            close = getattr(frames, "close", None)
            if close is not None:
                close()  # the game's frames clean up (a half-turned ring) at once
            self._step = None
            self.active = False
            self._refresh()

    def next_step(self) -> bool:
        """Show the next step of a move shown step by step (False when none waits)."""
        if self._step is None:
            return False
        self._step.set()
        return True

    def finish(self) -> None:
        """Cut the showing short: its result is on the board at once."""
        frames, self._frames = self._frames, None
        if frames is not None and hasattr(frames, "close"):
            frames.close()  # at once: the game's frames put the board back in order
        self._tasks.cancel("animation")
        self._step = None
        self.active = False
