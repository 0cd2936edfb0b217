"""Compiled kernels for the AI, optional: numba when it is there, plain Python when not.

The searches of The Ring World and Renaissance play thousands of games a move on small
kernels over flat arrays. numba compiles them to machine code; a browser-only Python
has no numba, so the same functions must also run as they are. This module is the one
place that decides, and that loads compiled kernels without ever making a player wait:

* :func:`numba_jit` - numba's ``njit(cache=True)`` (compiled code kept on disk, so a new
  kernel loads it in a fraction of a second), or None when numba is missing or switched
  off by the environment variable ``RINGWORLD_NB_NUMBA=0`` (read when a kernel module is
  first imported: the tests use it to check the plain path);
* :class:`KernelLoader` - compiles (or loads from the disk cache) a game's kernels once,
  in a background thread, while the AI plays on the game's main engine; says when they
  are :meth:`~KernelLoader.ready`; after a failed compilation warns once and never tries
  again, so the AI plays on, on the main engine.

>>> loader = KernelLoader("test kernels", compiled=False, entry_points=lambda: (),
...                       exercise=lambda: None)
>>> loader.ready(), loader.warm_up(wait=True)
(False, False)
"""

from __future__ import annotations

import importlib
import os
import threading
import warnings
from collections.abc import Callable, Iterable
from typing import Any

__all__ = ["numba_wanted", "numba_jit", "KernelLoader"]


def numba_wanted() -> bool:
    """False when the environment variable ``RINGWORLD_NB_NUMBA`` says 0, false, no or
    off: the kernels then run as plain Python even where numba is installed."""
    value = os.environ.get("RINGWORLD_NB_NUMBA", "1").strip().lower()
    return value not in ("0", "false", "no", "off")


def numba_jit(**options: Any) -> Callable[..., Any] | None:
    """``numba.njit(cache=True, **options)``, or None without numba (or when it is not
    wanted, :func:`numba_wanted`)."""
    if not numba_wanted():
        return None
    try:
        numba = importlib.import_module("numba")
    except ImportError:
        return None
    jit: Callable[..., Any] = numba.njit(cache=True, **options)
    return jit


class KernelLoader:
    """Loads one game's compiled kernels in the background, once.

    ``entry_points()`` gives the compiled functions Python calls (a function is loaded
    once it has a signature); ``exercise()`` calls each of them once with the argument
    types of real use, which compiles them or loads them from numba's disk cache.
    ``compiled`` is False when the kernels run as plain Python: nothing is then loaded.
    """

    def __init__(self, name: str, *, compiled: bool,
                 entry_points: Callable[[], Iterable[Any]],
                 exercise: Callable[[], None]) -> None:
        self.name = name
        self.compiled = compiled
        self._entry_points = entry_points
        self._exercise = exercise
        #: why compiling failed, if it did: then nothing starts the warm-up again
        self.failures: list[str] = []
        self._thread_name = f"{name} warm-up"
        self._lock = threading.Lock()

    def ready(self) -> bool:
        """True when the compiled kernels are loaded in this process."""
        return (self.compiled and not self.failures
                and all(f.signatures for f in self._entry_points()))

    def warm_up(self, wait: bool = False) -> bool:
        """Compile or load the kernels in a background thread, once; with ``wait``,
        return only when that is done. Returns :meth:`ready`.

        Calling it again while the thread works starts nothing new; without numba, or
        after a failed compilation, it does nothing and returns False.
        """
        if not self.compiled or self.failures:
            return False
        if self.ready():
            return True
        with self._lock:
            thread = next((t for t in threading.enumerate() if t.name == self._thread_name),
                          None)
            if thread is None:
                thread = threading.Thread(target=self._load, name=self._thread_name,
                                          daemon=True)
                thread.start()
        if wait:
            thread.join()
        return self.ready()

    def _load(self) -> None:
        try:
            self._exercise()
        except Exception as err:  # the AI must play on, on the main engine
            self.failures.append(f"{type(err).__name__}: {err}")
            warnings.warn(f"{self.name} failed to compile ({self.failures[0]}); the "
                          "computer players use the main engine", RuntimeWarning,
                          stacklevel=1)
