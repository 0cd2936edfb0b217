"""A progress bar for long work: games done, games per minute, time left.

:func:`progress_bar` gives a :class:`Bar` whatever is installed: tqdm's (its widget in
Jupyter, its text bar in a terminal, by ``tqdm.auto``) when tqdm is there, else one
line of text on stderr. A plain function ``progress(done, total)`` can stand in for the
bar (:class:`CallbackBar`), and ``False`` shows nothing.

>>> import io
>>> out = io.StringIO()
>>> bar = TextBar(4, "ladder", stream=out)
>>> bar.update(1); bar.update(3); bar.close()
>>> out.getvalue().splitlines()[-1].startswith("ladder [##############################] 4/4")
True
"""

from __future__ import annotations

import importlib
import sys
import time
from collections.abc import Callable
from typing import Any, Protocol, TextIO

__all__ = ["Bar", "TextBar", "CallbackBar", "NoBar", "progress_bar", "rate_text"]


class Bar(Protocol):
    """What the runner asks of a progress display."""

    def update(self, n: int = 1) -> None: ...

    def note(self, text: str) -> None: ...

    def close(self) -> None: ...


def rate_text(done: int, total: int, elapsed: float) -> str:
    """'12.0 games/min, 3 min left' (or '' before the first game is done).

    >>> rate_text(10, 30, 120.0)
    '5.0 games/min, 4 min left'
    """
    if done <= 0 or elapsed <= 0:
        return ""
    per_minute = 60.0 * done / elapsed
    left = (total - done) * elapsed / done
    when = f"{left:.0f} s" if left < 90 else f"{left / 60:.0f} min"
    if left >= 5400:
        when = f"{left / 3600:.1f} h"
    return f"{per_minute:.1f} games/min, {when} left"


class TextBar:
    """``label [#####.....] 5/10 games, 3.1 games/min, 2 min left`` on one line, drawn
    over itself in a terminal; into a file or a pipe (a build's log), a line of its own
    at each tenth of the work and at the end, never a ``\\r``.

    >>> import io
    >>> log = io.StringIO()
    >>> bar = TextBar(20, "games", stream=log)
    >>> for _ in range(20):
    ...     bar.update(1)
    >>> bar.close()
    >>> len(log.getvalue().splitlines()), "\\r" in log.getvalue()
    (11, False)
    """

    def __init__(self, total: int, label: str = "games", *, stream: TextIO | None = None,
                 width: int = 30) -> None:
        self.total, self.label, self.width = total, label, width
        self.out = stream or sys.stderr
        isatty = getattr(self.out, "isatty", None)
        #: drawn over itself (a terminal), else a line at each tenth
        self.live = bool(isatty and isatty())
        self.done = 0
        self.extra = ""
        self.started = time.perf_counter()
        self._written = -1  # the tenth last written as a line
        self._draw()

    def _draw(self) -> None:
        filled = self.width * self.done // max(self.total, 1)
        rate = rate_text(self.done, self.total, time.perf_counter() - self.started)
        tail = ", ".join(part for part in (rate, self.extra) if part)
        text = (f"{self.label} [{'#' * filled}{'.' * (self.width - filled)}] "
                f"{self.done}/{self.total} {tail}")
        if self.live:
            self.out.write(f"\r{text}  ")
        else:
            tenth = 10 * self.done // max(self.total, 1)
            if tenth == self._written:
                return
            self._written = tenth
            self.out.write(text.rstrip() + "\n")
        self.out.flush()

    def update(self, n: int = 1) -> None:
        self.done += n
        self._draw()

    def note(self, text: str) -> None:
        self.extra = text
        self._draw()

    def close(self) -> None:
        if self.live:
            self.out.write("\n")
            self.out.flush()


class TqdmBar:
    """tqdm's bar (``tqdm.auto``: a widget in Jupyter, text in a terminal)."""

    def __init__(self, total: int, label: str) -> None:
        tqdm = importlib.import_module("tqdm.auto").tqdm  # optional: ImportError without

        self.started = time.perf_counter()
        self.bar = tqdm(total=total, desc=label, unit="game", dynamic_ncols=True,
                        bar_format="{desc}: {percentage:3.0f}%|{bar}| {n_fmt}/{total_fmt} "
                                   "games [{elapsed}<{remaining}{postfix}]")
        self.extra = ""

    def _postfix(self) -> None:
        elapsed = time.perf_counter() - self.started
        minute = 60.0 * self.bar.n / elapsed if elapsed > 0 and self.bar.n else 0.0
        parts = [f"{minute:.1f} games/min"] + ([self.extra] if self.extra else [])
        self.bar.set_postfix_str(", ".join(parts), refresh=False)

    def update(self, n: int = 1) -> None:
        self._postfix()
        self.bar.update(n)

    def note(self, text: str) -> None:
        self.extra = text
        self._postfix()
        self.bar.refresh()

    def close(self) -> None:
        self.bar.close()


class CallbackBar:
    """A function ``progress(done, total)`` called after every game."""

    def __init__(self, total: int, callback: Callable[[int, int], Any]) -> None:
        self.total, self.callback, self.done = total, callback, 0

    def update(self, n: int = 1) -> None:
        self.done += n
        self.callback(self.done, self.total)

    def note(self, text: str) -> None:
        pass

    def close(self) -> None:
        pass


class NoBar:
    """Shows nothing."""

    def update(self, n: int = 1) -> None:
        pass

    def note(self, text: str) -> None:
        pass

    def close(self) -> None:
        pass


def _shown_live() -> bool:
    """Whether a bar can be drawn over itself: in Jupyter (tqdm's widget) or a terminal."""
    if "ipykernel" in sys.modules:
        return True
    isatty = getattr(sys.stderr, "isatty", None)
    return bool(isatty and isatty())


def progress_bar(total: int, progress: bool | str | Callable[[int, int], Any] = True,
                 label: str = "games") -> Bar:
    """The display ``progress`` asks for: True the best there is (tqdm, else text),
    ``"text"`` the text line, a function ``progress(done, total)``, False nothing."""
    if progress is False or progress is None:
        return NoBar()
    if callable(progress):
        return CallbackBar(total, progress)
    if progress is True:
        if not _shown_live():  # a log file, a pipe: lines, not a bar drawn over itself
            return TextBar(total, label)
        try:
            return TqdmBar(total, label)
        except ImportError:
            return TextBar(total, label)
    if progress == "text":
        return TextBar(total, label)
    raise ValueError(f"progress must be True, False, 'text' or a function, got {progress!r}")
