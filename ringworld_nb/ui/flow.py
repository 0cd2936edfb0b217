"""The one way into an app: every user action goes through :meth:`Flow.act`.

A person acts on an app through a button, a key, a click on the board - or from a
notebook cell, calling ``app.undo()``. Each such action is a method marked
:func:`action`; the mark sends every call through the app's one :class:`Flow`, which

1. refuses the action, with a message and without changing anything, while a yes/no
   question waits (the question is about the game as it is now) or while a move is still
   being shown (unless the action says it may);
2. runs it - a rule's error (:class:`~ringworld_nb.core.errors.GameError`, ValueError,
   TypeError) becomes the message, a bug is reported and the app goes on;
3. refreshes the app **once**, after the action (an action called within another one
   runs at once: the outer one refreshes).

Buttons call the marked methods directly; the work an app does by itself (an AI's move
when its thinking ends, an animation's last frame) enters through :meth:`Flow.act` too.

An action asked on another thread than the app's owner's (a widget message handled in
a kernel subshell: see :class:`~.loop.Owner`) is handed over to the owner's loop and
runs there, soon: the app's state has one owner.

>>> shown = []
>>> flow = Flow(refresh=lambda: shown.append("refresh"),
...             say=lambda text, kind="info": shown.append(f"{kind}: {text}"),
...             asking=lambda: False, animating=lambda: False)
>>> flow.act(lambda: shown.append("acted")), shown
(None, ['acted', 'refresh'])
>>> flow.act(lambda: int("x")) is None, shown[-2]
(True, 'error: invalid literal for int() with base 10: &#x27;x&#x27;')
"""

from __future__ import annotations

import functools
import html
import sys
import traceback
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from ..core.errors import GameError
from .loop import Owner

__all__ = ["Flow", "action", "Acts", "ANSWER_FIRST"]

#: What an action asked while a question waits is told (the question is read after it).
ANSWER_FIRST = "Answer the question first: y for Yes, n for No."

F = TypeVar("F", bound=Callable[..., Any])


class Flow:
    """The entry of every action of one app (see the module docstring).

    ``refresh()`` redraws the app; ``say(text, kind)`` shows a message (HTML);
    ``asking()`` and ``animating()`` say whether a question waits, a move is shown;
    ``owner`` is where the app's state lives (by default the loop running now)."""

    def __init__(self, *, refresh: Callable[[], Any], say: Callable[..., Any],
                 asking: Callable[[], bool], animating: Callable[[], bool],
                 owner: Owner | None = None) -> None:
        self.owner = owner if owner is not None else Owner()
        self._refresh = refresh
        self._say = say
        self._asking = asking
        self._animating = animating
        self.acting = False

    def act(self, action: Callable[[], Any], *, asking: bool = False,
            animating: bool = False) -> Any:
        """Run ``action`` as a user action: refused while a question waits (unless
        ``asking``) or a move is being shown (unless ``animating``); then one refresh.
        Returns what ``action`` returned (None when refused, failed or handed over to the
        owner's loop)."""
        if self.owner.elsewhere():
            self.owner.hand_over(lambda: self.act(action, asking=asking, animating=animating))
            return None
        if self.acting:  # an action within an action: the outer one refreshes
            return action()
        if self._asking() and not asking:
            self._say(ANSWER_FIRST, "warning")
            self._safe_refresh()
            return None
        if self._animating() and not animating:
            self._say("Wait a moment: the move is still being shown.", "warning")
            return None
        self.acting = True
        try:
            return action()
        except (GameError, ValueError, TypeError) as err:
            self._say(html.escape(str(err)), "error")
            return None
        except Exception as err:  # a bug: said, and the app goes on
            self.report_bug(err)
            return None
        finally:
            self.acting = False
            self._safe_refresh()

    def _safe_refresh(self) -> None:
        try:
            self._refresh()
        except Exception as err:
            self.report_bug(err)

    def report_bug(self, err: BaseException) -> None:
        """An unexpected error inside the app: its traceback goes to the log (stderr),
        the message says so; the game is as the engine left it."""
        traceback.print_exception(type(err), err, err.__traceback__, file=sys.stderr)
        self._say(f"Something went wrong inside the app ({html.escape(type(err).__name__)}"
                  f": {html.escape(str(err))}); the game is unchanged. Please report it.",
                  "error")


class Acts(Protocol):
    """What :func:`action` needs of the object whose method it marks: its flow."""

    flow: Flow


def action(*, asking: bool = False, animating: bool = False) -> Callable[[F], F]:
    """Mark a method (of an app or of one of its parts: anything with a ``flow``) as a
    user action: every call goes through :meth:`Flow.act`. ``asking`` and ``animating``:
    it also acts while a question waits, while a move is shown."""
    def wrap(method: F) -> F:
        @functools.wraps(method)
        def entered(self: Acts, *args: Any, **kwargs: Any) -> Any:
            return self.flow.act(lambda: method(self, *args, **kwargs), asking=asking,
                                 animating=animating)
        return entered  # type: ignore[return-value]
    return wrap
