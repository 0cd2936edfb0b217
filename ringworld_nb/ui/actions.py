"""The decorator that makes a method of an app a user action.

A person acts on an app through a button, a key, a click on the board - or from a
notebook cell, calling ``app.undo()``. Each of these enters the app's one flow,
:meth:`~.app.GameApp.act`, which refuses an action while a question waits or a move is
being shown, runs it, and refreshes the app once. ``@action()`` on a method does that
for every caller.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["action"]

F = TypeVar("F", bound=Callable[..., Any])


def action(*, asking: bool = False, animating: bool = False) -> Callable[[F], F]:
    """Make a method of an app a user action (see the module docstring); ``asking`` and
    ``animating``: it also acts while a question waits, while a move is shown."""
    def wrap(method: F) -> F:
        @functools.wraps(method)
        def entered(self: Any, *args: Any, **kwargs: Any) -> Any:
            return self.act(lambda: method(self, *args, **kwargs), asking=asking,
                            animating=animating)
        return entered  # type: ignore[return-value]
    return wrap
