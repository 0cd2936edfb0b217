"""An AI thinking without freezing the notebook, and the indicator that shows it.

A computer player is asked for a :class:`~ringworld_nb.core.players.Thinking`: a choice
worked out in slices. :meth:`ThinkingRunner.think` is the one place where the apps run
one: a coroutine (run as a task of the app's :class:`~.loop.LoopRunner`) that calls
``thinking.step(0.05)``, updates the indicator and awaits ``asyncio.sleep(0)`` between
slices (a few turns of the loop, :func:`give_turns`), so the kernel handles clicks
meanwhile. Cancelling the task stops the thinking
at its next slice: nothing is played. Outside an event loop (a script, a test),
:meth:`ThinkingRunner.think_now` runs the same thinking to its end at once.

The :class:`ThinkingIndicator` is a line under the board, shown only while something
thinks: who thinks and how far ("Blue (AI medium) is thinking: 1,240 simulations"), a
progress bar and a **Stop** button.

>>> from ringworld_nb.core.players import Choice, start_thinking
>>> from ringworld_nb.ringworld import RingWorld
>>> class FirstMove:
...     name = "first"
...     def choose(self, game): return game.legal_moves()[0]
...     def choose_with_info(self, game): return Choice(game.legal_moves()[0], 0.5)
>>> runner = ThinkingRunner(ThinkingIndicator(lambda: None))
>>> runner.think_now(start_thinking(FirstMove(), RingWorld(3))).value
0.5
>>> runner.indicator.widget.layout.display
'none'
"""

from __future__ import annotations

import asyncio
import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ..core.players import Choice, Thinking

__all__ = ["ThinkingIndicator", "ThinkingRunner", "SLICE_SECONDS", "give_turns",
           "simulations_of"]

#: Seconds of thinking between two looks at the kernel's messages (clicks, buttons).
SLICE_SECONDS = 0.05
#: Turns of the event loop given away after each slice: a message of the browser takes
#: a few turns (read, queued, handled, answered), so one turn would let one through in
#: several slices; a turn with nothing to do costs next to nothing.
LOOP_TURNS = 6


def simulations_of(thinking: Thinking) -> int | None:
    """The simulations (or positions) a thinking has run so far, when it says."""
    count = getattr(thinking, "simulations", None)
    return count if isinstance(count, int) else None


async def give_turns(turns: int = LOOP_TURNS) -> None:
    """Let the event loop run ``turns`` times (``asyncio.sleep(0)`` each) between two
    slices of thinking, so that clicks and redraws get through at once."""
    for _ in range(turns):
        await asyncio.sleep(0)


class ThinkingIndicator:
    """Progress bar, words and a Stop button; hidden while nothing thinks."""

    def __init__(self, on_stop: Callable[[], Any]) -> None:
        self.bar = w.FloatProgress(value=0.0, min=0.0, max=1.0, bar_style="info",
                                   layout=w.Layout(width="110px", flex="0 0 auto"))
        self.label = w.HTML(layout=w.Layout(max_width="100%"))
        self.stop_button = w.Button(description="Stop", icon="stop", button_style="danger",
                                    tooltip="Stop thinking: nothing is played",
                                    layout=w.Layout(width="auto", min_width="max-content",
                                                    flex="0 0 auto"))
        self.stop_button.on_click(lambda _: on_stop())
        self.widget = w.Box([self.label, self.bar, self.stop_button], layout=w.Layout(
            display="none", flex_flow="row wrap", align_items="center", grid_gap="6px",
            max_width="100%"))
        self._who = ""
        self._shown_for = 0  # which start() the indicator shows now

    @property
    def shown(self) -> bool:
        """True while the indicator is on screen (something thinks)."""
        return self.widget.layout.display != "none"

    def start(self, who: str) -> int:
        """Show that ``who`` (HTML, e.g. "Blue (AI medium) is thinking") starts; returns
        a token for :meth:`stop`."""
        self._who = who
        self._shown_for += 1
        self.bar.value = 0.0
        self.label.value = f"{who}\u2026"
        self.widget.layout.display = "flex"
        return self._shown_for

    def update(self, progress: float, simulations: int | None) -> None:
        """How far the thinking is: ``progress`` 0..1 and the simulations so far."""
        self.bar.value = max(0.0, min(1.0, progress))
        count = "" if simulations is None else f": {simulations:,} simulations"
        self.label.value = f"{self._who}{count}"

    def stop(self, token: int | None = None) -> None:
        """Hide the indicator (the thinking ended or was stopped); with the ``token`` of
        a :meth:`start`, only if nothing started since."""
        if token is None or token == self._shown_for:
            self.widget.layout.display = "none"


class ThinkingRunner:
    """Runs a :class:`~ringworld_nb.core.players.Thinking` in slices (see the module)."""

    def __init__(self, indicator: ThinkingIndicator,
                 slice_seconds: float = SLICE_SECONDS) -> None:
        self.indicator = indicator
        self.slice_seconds = slice_seconds

    async def think(self, thinking: Thinking, who: str, *, show: bool = True) -> Choice:
        """Step ``thinking`` to its end, letting the loop run between slices.

        ``who`` is shown in the indicator (escaped), unless ``show`` is False (a quiet
        estimate in the background). Cancelling the awaiting task stops it here.
        """
        token = self.indicator.start(html.escape(who)) if show else None
        try:
            while not thinking.step(self.slice_seconds):
                if show:
                    self.indicator.update(thinking.progress, simulations_of(thinking))
                await give_turns()
        finally:
            if token is not None:
                self.indicator.stop(token)
        return thinking.result()

    def think_now(self, thinking: Thinking) -> Choice:
        """Step ``thinking`` to its end at once (no event loop: scripts and tests)."""
        while not thinking.step(1.0):
            pass
        return thinking.result()
