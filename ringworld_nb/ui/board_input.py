"""A person's input: clicks on the board, the game's own buttons, a move typed.

:class:`BoardInput` is the part of an app between the person and the game's input state
machine (:class:`~ringworld_nb.core.inputs.InputMachine`, no widgets): a press on the
board becomes the thing under it (the host's hit test; the second press of a double
click is one press), a button of the game becomes a call of the machine with the
position shown, and a move typed in notation (with the legal moves offered as you type)
is read by the game - or, when it is a question (:mod:`.commands`), answered. Each is a
user action of the app's one flow, refused with the reason while the person may not
move (an AI thinks, it is another player's turn, a trainer's level is done); what the
machine answers goes to the host's ``feed``, which plays a complete move on the one move
path.
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from typing import Any, Protocol

import ipywidgets as w

from ..core.errors import GameError
from ..core.inputs import Feedback, InputMachine
from .canvas import board_point, left_press_in
from .controls import button, row
from .flow import Flow, action
from .model import GameModel
from .ports import Speaker

__all__ = ["BoardInput", "InputHost", "DOUBLE_PRESS_S", "MAX_TYPED_OPTIONS"]

#: Two presses on the same spot within this many seconds are one (a double click).
DOUBLE_PRESS_S = 0.4
#: The most legal moves the typed move's box offers.
MAX_TYPED_OPTIONS = 400


class InputHost(Speaker, Protocol):
    """What :class:`BoardInput` needs of its app."""

    model: GameModel[Any]
    flow: Flow

    def hit(self, x: float | None, y: float | None) -> Any:
        """What is at data point ``(x, y)`` of the board (None: nothing)."""
        ...

    def refuse_input(self, game: Any) -> str:
        """Why a person may not enter a move in ``game`` now ('' when they may)."""
        ...

    def feed(self, feedback: Feedback) -> None:
        """Show what an input did; play a complete move."""
        ...

    def play(self, move: Any) -> bool:
        """A person's move at the position shown (checked, played on the one path)."""
        ...


class BoardInput:
    """The person's clicks, buttons and typed moves (see the module docstring).

    ``machine`` is the game's input state machine; ``ax`` the board's Axes (a press
    elsewhere is not the board's); ``double_press_is_one``: a quick second press on the
    same spot counts once."""

    def __init__(self, host: InputHost, machine: InputMachine, ax: Any, *,
                 double_press_is_one: bool = True) -> None:
        self.host = host
        self.flow = host.flow
        self.machine = machine
        self.ax = ax
        self.double_press_is_one = double_press_is_one
        #: seconds, for telling a double click from two clicks (tests may replace it)
        self.clock: Callable[[], float] = time.monotonic
        self._last_press: tuple[float, Any] = (-1.0, object())
        self.move_box = w.Combobox(placeholder="a move, or ? for help", ensure_option=False,
                                   description="Move",
                                   layout=w.Layout(width="200px", max_width="100%"),
                                   style={"description_width": "initial"})
        self.move_button = button("Play", self.play_typed, "Play the move written (Enter), "
                                  "or answer the question written: ? lists them", "success")
        self.typed = row(self.move_box, self.move_button)
        #: the answer to a question typed in the box (:mod:`.commands`; None: a move)
        self.answer: Callable[[str], str | None] = lambda text: None

    def pressed(self, event: Any) -> None:
        """A mouse press on the board, from the canvas."""
        if not left_press_in(event, self.ax):
            return  # another button, outside the board, or a double click's 2nd press
        target = self.host.hit(*board_point(event))
        if self.double_press_is_one:
            now = self.clock()
            last_time, last_target = self._last_press
            self._last_press = (now, target)
            if target == last_target and now - last_time < DOUBLE_PRESS_S:
                return  # the second press of a double click: one choice, not two
        self.click(target)

    @action()
    def click(self, target: Any) -> Feedback | None:
        """What a click on ``target`` (what the board's hit test gives) means now."""
        game = self.host.model.shown
        why = self.host.refuse_input(game)
        if why:
            self.host.say(html.escape(why), "warning")
            return None
        feedback = self.machine.click(game, target)
        if feedback.kind == "refuse":
            self._last_press = (-1.0, object())  # a quick second try is a new press
        self.host.feed(feedback)
        return feedback

    @action()
    def enter(self, command: Callable[[Any], Feedback]) -> Feedback | None:
        """Run a command of the input machine (a game's own button: Submit, Turn...)
        with the position shown, and show what it did."""
        game = self.host.model.shown
        why = self.host.refuse_input(game)
        if why:
            self.host.say(html.escape(why), "warning")
            return None
        feedback = command(game)
        self.host.feed(feedback)
        return feedback

    @action()
    def cancel(self) -> Feedback:
        """Clear the choice being entered (Cancel, Escape)."""
        feedback = self.machine.cancel()
        self.host.feed(feedback)
        return feedback

    def preselect(self, game: Any, move: Any) -> str:
        """Enter ``move`` as the person's choice (a hint, a review's best move); what the
        machine says of it."""
        feedback = self.machine.preselect(game, move)
        return feedback.text if feedback is not None else ""

    @action()
    def play_typed(self, typed: str | None = None) -> None:
        """Play the move written in the box (refused with the reason when it is none), or
        answer the question written there; ``typed`` is the text the page sent with the
        Enter (else the box is read). The box is emptied each time (the page empties it
        too, see :meth:`.keys.KeyCatcher.field`): "score" then "last" are two
        questions, never "scorelast"."""
        text = (typed if typed is not None else self.move_box.value).strip()
        if not text:
            self.host.say("Type a move in notation first (the list shows the legal ones), "
                          "or ? for the questions the box answers.", "warning")
            return
        self.move_box.value = ""  # (the next question or move is typed into an empty box)
        said = self.answer(text)
        if said is not None:  # a question, not a move: answered in the message
            if said:
                self.host.say(html.escape(said))
            return
        game = self.host.model.shown
        try:
            move = game.parse(text)
        except (GameError, ValueError) as err:
            self.host.say(html.escape(str(err)), "warning")
            return
        self.host.play(move)

    def refresh(self, game: Any) -> None:
        """The typed move's box offers the legal moves of ``game``."""
        self.move_box.options = tuple(game.notation(m) for m in
                                      game.legal_moves()[:MAX_TYPED_OPTIONS]) \
            if not game.is_over else ()
