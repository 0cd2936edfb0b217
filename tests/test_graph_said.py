"""The graph's words against its picture (trial 5): after two moves and no analysis, `g`
read "The graph: Red's chance to win is not worked out yet." while the graph's picture
was named "Red's chance to win 63% after move 2, rising from 48% after move 1.". The
chances of those moves are worked out in the background once the graph is shown: `g`
said the words of the moment before, and nothing once they came. Now `g` says what the
picture is named by as it is pressed, and the chances again when they are worked out."""

from __future__ import annotations

import asyncio

import pytest

from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.ringworld.app import RingWorldApp

APPS = {"ringworld": lambda: RingWorldApp(3, interactive=False, seats=("person", "person")),
        "renaissance": lambda: RenaissanceApp(interactive=False, seats=("person", "person"))}


async def until(condition, timeout: float = 30.0) -> None:
    """Wait (letting the loop run) until ``condition()`` holds; fail after ``timeout``."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        assert loop.time() < end, "timed out waiting"
        await asyncio.sleep(0.02)


@pytest.mark.parametrize("name", sorted(APPS))
def test_g_says_what_the_graphs_picture_says_then_and_once_worked_out(name) -> None:
    async def scene() -> None:
        app = APPS[name]()
        for _ in range(2):
            app.play(app.game.legal_moves()[0])
            await until(lambda: not app.animating)
        said, catcher = app.twin.widget, app.key_catcher.widget
        app.key_catcher.press("g")
        assert said.announce == catcher.pictures["graph"]
        assert "being worked out" in said.announce
        await until(lambda: not app.estimates.working())
        await asyncio.sleep(0.05)  # (what is told once the work is over)
        assert said.announce == catcher.pictures["graph"]
        assert "% after move 2" in said.announce, said.announce

    asyncio.run(scene())
