"""What every trainer has: the goal above the board, its buttons beside it, its list in
a tab, and Show me - moves played slowly on the board.

A trainer (:class:`~ringworld_nb.ui.trainer.Trainer`) plays on a game's own app (its
:class:`~ringworld_nb.ui.trainer.TrainerHost`); :class:`TrainerBase` gives the parts the
three trainers share, so that each says only what it teaches.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w

from ..ui.app import LINE_SECONDS
from ..ui.controls import row
from ..ui.trainer import TrainerHost

__all__ = ["TrainerBase", "SHOW_SECONDS", "SHOW_ME_KEY", "SHOW_ME"]

#: Seconds between two moves shown slowly (Show me).
SHOW_SECONDS = LINE_SECONDS
#: The key of Show me in every trainer (a letter no app takes), and Show me named with
#: it in the trainers' words.
SHOW_ME_KEY = "w"
SHOW_ME = f"Show me (key {SHOW_ME_KEY})"


class TrainerBase:
    """The shared parts of a trainer on ``app`` (see the module docstring); ``title``
    names its tab."""

    title = "Trainer"
    #: the board writes its addresses by default (:mod:`ringworld_nb.ui.addresses`):
    #: where the trainer's words name places the player is still learning to find
    addresses = False

    def __init__(self, app: TrainerHost) -> None:
        self.app = app
        self.flow = app.flow
        self.goal = w.HTML()
        self.goal.add_class("rwnb-goal")
        self.bar = w.VBox(layout=w.Layout(max_width="100%"))
        self.bar.add_class("rwnb-level")
        self.contents: w.Widget = w.VBox(layout=w.Layout(max_width="100%"))

    def hint(self) -> None:
        """The key h on the trainer's app: a trainer with hints gives its own (a level's
        costs a star); by default there is none - the AI's move would give the answer
        away."""
        self.app.say(f"There is no hint here: {SHOW_ME} plays the answer.", "warning")

    def show_me(self) -> None:
        """Play the answer slowly (each trainer has its own)."""
        raise NotImplementedError

    def show_me_key(self) -> None:
        """Show me by its key: as the button, and while the button is off, why."""
        shown = getattr(self, "show_button", None)
        if shown is not None and shown.disabled:
            self.app.say("Nothing to show: this one is done already.", "warning")
            return
        self.show_me()

    def buttons(self, *items: w.Widget) -> None:
        """The trainer's row under its goal."""
        self.bar.children = (self.goal, row(*items))

    def play_slowly(self, moves: Sequence[Any], play: Callable[[Any], Any],
                    then: Callable[[], Any] | None = None, *,
                    stop: Callable[[], bool] = lambda: False) -> None:
        """Play ``moves`` one after the other with ``play(move)``, a moment apart (Show
        me), then ``then()``; at once when no event loop runs. ``stop()`` ends it early
        (the goal reached)."""
        app = self.app

        async def slowly() -> None:
            for move in moves:
                await asyncio.sleep(SHOW_SECONDS)
                while app.animating:
                    await asyncio.sleep(0.05)
                if stop():
                    return
                self.flow.act(functools.partial(play, move))
            if then is not None:
                self.flow.act(then)

        if not app.tasks.start("show", slowly):
            for move in moves:
                if stop():
                    break
                play(move)
            if then is not None:
                then()
