"""Waits for the widget tests that run an app on an event loop (its AI, its analyses and
its animations are tasks): wait for what the app shows, never for a fixed time."""

from __future__ import annotations

import asyncio
from collections.abc import Callable


async def until(condition: Callable[[], bool], timeout: float = 30.0) -> None:
    """Wait (letting the loop run) until ``condition()`` holds; fail after ``timeout``
    seconds (a bound for a busy machine, not a pace)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        assert loop.time() < end, "timed out waiting"
        await asyncio.sleep(0.01)
