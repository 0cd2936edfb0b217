"""The graph's words against its picture (trial 5): after two moves and no analysis, `g`
read "The graph: Red's chance to win is not worked out yet." while the graph's picture
was named "Red's chance to win 63% after move 2, rising from 48% after move 1.". The
chances of those moves are worked out in the background once the graph is shown: `g`
said the words of the moment before, and nothing once they came. Now `g` says what the
picture is named by as it is pressed, and the chances again as soon as the position
shown has one (trial 6: "being worked out" while the picture soon named 71%; the whole
work, from the last move back, takes a while)."""

from __future__ import annotations

import asyncio

import pytest
from loop_waits import until

from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.ringworld.app import RingWorldApp

APPS = {"ringworld": lambda: RingWorldApp(3, interactive=False, seats=("person", "person")),
        "renaissance": lambda: RenaissanceApp(interactive=False, seats=("person", "person"))}


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
        await until(lambda: "% after move 2" in said.announce)
        assert said.announce == catcher.pictures["graph"]  # (said as the picture changed)

    asyncio.run(scene())


def test_g_says_the_chance_as_soon_as_the_position_shown_has_one() -> None:
    async def scene() -> None:
        app = RingWorldApp(3, interactive=False, seats=("person", "person"))
        for _ in range(8):
            app.play(app.game.legal_moves()[0])
            await until(lambda: not app.animating)
        said, catcher = app.twin.widget, app.key_catcher.widget
        app.key_catcher.press("g")
        assert "being worked out" in said.announce
        await until(lambda: "% after move 8" in said.announce)
        assert app.estimates.working(), "said only once the whole line was worked out"
        assert said.announce == catcher.pictures["graph"]
        said_log: list[str] = []
        say = app.twin.say
        app.twin.say = lambda text: (said_log.append(text), say(text))
        await until(lambda: not app.estimates.working())
        await asyncio.sleep(0.05)
        # once the work is over, its final words if they changed (trial 7: "34% after
        # move 10" was read, and the picture then named "..., as after move 9" unread)
        assert said.announce.rstrip("\u00a0") == catcher.pictures["graph"]
        assert len(said_log) <= 1 and ", " in catcher.pictures["graph"], said_log
        app.twin.say = say
        app.key_catcher.press("g")  # hidden while worked out, and shown again: said at once
        app.key_catcher.press("g")
        assert said.announce.rstrip("\u00a0") == catcher.pictures["graph"]

    asyncio.run(scene())
