"""Work done in slices: how a computer player thinks without freezing a page.

A search is often recursive (Dice of Doom's alpha-beta, max-n and exact solver) or a
long loop (The Ring World's greedy player trying a few thousand moves). To stop it
every few positions and go on later without losing its work, it is written as a
*generator*: a recursive function calls the next level with ``yield from``, and every
few positions it yields ``None`` - a moment where the caller may take over. Work
written so is a :data:`Work`: drive it with ``next`` until it returns
(``StopIteration.value`` is its answer).

Two drivers:

* :func:`finish` - run a work to its end in one go (what ``choose`` does), throwing the
  search's stop exception into it at a ``deadline`` (``time.perf_counter()`` time);
* :class:`SlicedThinking` - the :class:`~ringworld_nb.core.players.Thinking` of a
  player: ``step(seconds)`` drives the work for about that long and returns; the time
  limit counts only the time spent in ``step`` (thinking), not the pauses between
  slices, so a player thinks as long, and finds the same move, in slices or at once.

The stop: a search catches its stop exception at the root and returns the best it
has (the last complete depth). So a time limit is kept by throwing the exception in at
a yield, never by the search looking at the clock itself.

>>> def count(n):
...     total = 0
...     for k in range(n):
...         total += k
...         yield
...     return total
>>> finish(count(5))
10
>>> thinking = SlicedThinking(count(1000), lambda total: Choice(total))
>>> thinking.step(1.0), thinking.result().move, thinking.progress
(True, 499500, 1.0)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Generator
from typing import Generic, TypeVar

from .players import Choice

__all__ = ["Work", "finish", "SlicedThinking"]

T = TypeVar("T")
#: A search that yields None now and then and returns its answer.
Work = Generator[None, None, T]


def finish(work: Work[T], deadline: float | None = None,
           stop: type[BaseException] | None = None) -> T:
    """Drive ``work`` to its end and return its answer. At ``deadline`` (a
    ``time.perf_counter()`` time) ``stop`` is thrown into it, which it answers by
    returning its best so far."""
    try:
        while True:
            if deadline is not None and stop is not None and time.perf_counter() > deadline:
                work.throw(stop)
                deadline = None  # thrown once: the work returns (or goes on to its end)
                continue
            next(work)
    except StopIteration as end:
        return end.value


class SlicedThinking(Generic[T]):
    """A player's thinking in slices: a :class:`~ringworld_nb.core.players.Thinking`.

    ``SlicedThinking(work, to_choice, *, time_limit=None, stop=None, progress=None,
    partial=None)``: ``work`` is the search (a :data:`Work`), ``to_choice(answer)``
    makes its answer a :class:`~ringworld_nb.core.players.Choice` (``seconds`` set to
    the thinking time); after ``time_limit`` seconds of thinking, ``stop`` is thrown
    into the work (which then returns its best so far); ``progress()`` says how far the
    work is (0 to 1) when the time limit does not; ``partial()`` gives the best answer
    so far (None before there is one), for :meth:`result` before the end.
    """

    def __init__(self, work: Work[T], to_choice: Callable[[T], Choice], *,
                 time_limit: float | None = None, stop: type[BaseException] | None = None,
                 progress: Callable[[], float] | None = None,
                 partial: Callable[[], T | None] | None = None) -> None:
        self._work = work
        self._to_choice = to_choice
        self._time_limit = time_limit
        self._stop = stop
        self._progress = progress
        self._partial = partial
        self._choice: Choice | None = None
        self._stopped = False
        #: seconds spent thinking (in ``step``), all slices together
        self.seconds = 0.0
        #: how many times ``step`` worked
        self.slices = 0

    @property
    def done(self) -> bool:
        return self._choice is not None

    @property
    def progress(self) -> float:
        if self._choice is not None:
            return 1.0
        parts = [0.0]
        if self._time_limit:
            parts.append(self.seconds / self._time_limit)
        if self._progress is not None:
            parts.append(self._progress())
        return min(1.0, max(parts))

    def step(self, seconds: float) -> bool:
        """Think for about ``seconds`` (at least a few positions); True when done."""
        if self._choice is not None:
            return True
        t0 = time.perf_counter()
        end = t0 + seconds
        limit = None if self._time_limit is None else t0 + self._time_limit - self.seconds
        work = self._work
        self.slices += 1
        try:
            while True:
                if (limit is not None and not self._stopped and self._stop is not None
                        and time.perf_counter() >= limit):
                    self._stopped = True
                    work.throw(self._stop)
                    continue
                next(work)
                if time.perf_counter() >= end:
                    break
        except StopIteration as finished:
            self.seconds += time.perf_counter() - t0
            self._choice = self._to_choice(finished.value)._replace(seconds=self.seconds)
            return True
        self.seconds += time.perf_counter() - t0
        return False

    def result(self) -> Choice:
        """The choice: final once :attr:`done`; before, the best so far (a search's last
        complete depth), or RuntimeError when there is none yet."""
        if self._choice is not None:
            return self._choice
        best = self._partial() if self._partial is not None else None
        if best is None:
            raise RuntimeError("no choice yet: call step() until the thinking is done")
        return self._to_choice(best)._replace(seconds=self.seconds)

    def finish(self) -> Choice:
        """Think to the end at once (what ``choose`` does) and return the choice."""
        while not self.step(3600.0):
            pass
        return self.result()

    def __repr__(self) -> str:
        state = "done" if self.done else f"{self.progress:.0%}"
        return f"<SlicedThinking {state}, {self.slices} slices, {self.seconds:.3f} s>"

