"""What every app shares: it is a widget, its graph's history, its one loop runner."""

from __future__ import annotations

import asyncio

import ipywidgets as w

from ringworld_nb.dice.widget import DiceOfDoomApp
from ringworld_nb.ringworld.widget import RingWorldApp
from ringworld_nb.ui.loop import LoopRunner


def test_apps_are_widgets_that_sit_side_by_side() -> None:
    ring = RingWorldApp(3, interactive=True, animation=0)
    dice = DiceOfDoomApp(size=3, interactive=True, controls=["human", "human"])
    row = w.HBox([ring, dice])
    assert isinstance(ring, w.VBox) and ring.widget is ring
    assert row.children == (ring, dice)


def test_statistics_follow_moves_undo_review_and_loading() -> None:
    app = RingWorldApp(3, interactive=True, animation=0, seed=4,
                       seats=("person", "person"))
    for _ in range(6):
        app.auto_step()
    assert len(app.statistics) == 7
    assert app.statistics[-1] == app.game.counts()
    app.undo()
    assert len(app.statistics) == 6 and app.statistics[-1] == app.game.counts()
    app.review(2)
    app._truncate(2)
    assert len(app.statistics) == 3
    # a game loaded from a record: every position's numbers, rebuilt by taking moves back
    other = RingWorldApp(3, interactive=True, animation=0)
    other._new_game(app.game.clone())
    assert other.statistics == app.statistics
    app.resign()
    app.undo()  # the resignation is taken back: the same number of positions
    assert len(app.statistics) == 3


def test_loop_runner_runs_one_task_per_name_and_cancels() -> None:
    runner = LoopRunner()
    ticks: list[int] = []

    async def tick() -> None:
        while True:
            ticks.append(1)
            await asyncio.sleep(0.01)

    assert not runner.start("auto", tick)  # no running loop: nothing started

    async def main() -> tuple[bool, bool, int]:
        assert runner.start("auto", tick)
        assert runner.start("auto", tick)  # already running: left alone
        await asyncio.sleep(0.05)
        running = runner.running("auto")
        runner.cancel("auto")
        await asyncio.sleep(0.02)
        count = len(ticks)
        await asyncio.sleep(0.05)
        return running, runner.running("auto"), len(ticks) - count

    running, still, later = asyncio.run(main())
    assert running and not still and later == 0
