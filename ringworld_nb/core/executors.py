"""Where the games of a tournament are played: here, in processes, or on a Dask cluster.

The runner (:func:`ringworld_nb.core.tournament.run_tournament`) takes any
:class:`concurrent.futures.Executor`, or None:

* ``None`` - every game in the calling process, one after another. Needs nothing
  (no processes, no Dask): it is what a browser-only Python (JupyterLite) can do.
* :func:`process_pool` - worker processes on this machine (loky's when it is
  installed, else the standard library's). The games travel pickled with cloudpickle,
  so a player class written in a notebook cell plays there too. A worker that dies
  (a crash, the out-of-memory killer) breaks a standard pool for good; this one starts
  fresh processes for the next games.
* a Dask cluster's executor, unchanged: ``Client(LocalCluster(...)).get_executor()``,
  or a running scheduler's (:func:`dask_executor` opens either, and closes it). A
  scheduler address that does not answer is an ArgumentError within ``timeout``
  seconds, not a hang. Dask is optional (``pip install "ringworld_nb[cluster]"``) and
  imported only when asked for.

:func:`open_executor` picks one from the command line's options (``--workers``,
``--scheduler``).

>>> check_executor(None) is None
True
>>> check_executor("four cores")
Traceback (most recent call last):
...
TypeError: executor must be None (play here), a concurrent.futures.Executor such as \
process_pool(2), or a Dask Client; got 'four cores'
"""

from __future__ import annotations

import concurrent.futures as cf
import importlib
import logging
import multiprocessing
import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from .errors import ArgumentError
from .validate import describe, integer, text

__all__ = ["check_executor", "workers_of", "ProcessPool", "process_pool", "dask_executor",
           "open_executor", "DASK_MISSING"]

#: What to say when Dask is asked for and not installed.
DASK_MISSING = ("Dask is not installed: pip install \"ringworld_nb[cluster]\" "
                "(or dask[distributed]) to play on a Dask cluster")


def check_executor(executor: Any) -> cf.Executor | None:
    """``executor`` if the runner can use it: None, a concurrent.futures Executor, or
    a Dask ``Client`` (its ``get_executor()`` is used); TypeError for anything else."""
    if executor is None or isinstance(executor, cf.Executor):
        return executor
    get_executor = getattr(executor, "get_executor", None)
    if callable(get_executor) and type(executor).__module__.startswith("distributed"):
        result: cf.Executor = get_executor()
        return result
    raise TypeError("executor must be None (play here), a concurrent.futures.Executor such "
                    f"as process_pool(2), or a Dask Client; got {describe(executor)}")


def workers_of(executor: cf.Executor | None) -> int | None:
    """How many games ``executor`` plays at once, when it says (None if unknown)."""
    if executor is None:
        return 1
    if isinstance(executor, ProcessPool):
        return executor.workers
    count = getattr(executor, "_max_workers", None)
    if isinstance(count, int):
        return count
    client = getattr(executor, "_client", None)
    if client is not None:
        try:
            return sum(client.nthreads().values()) or None
        except Exception:  # noqa: BLE001 - a cluster that cannot say is 'unknown'
            return None
    return None


class ProcessPool(cf.Executor):
    """Worker processes on this machine that survive the death of a worker.

    ``workers`` processes (default: the machine's cores) of loky's pool when loky is
    installed - it starts fresh interpreters that do not run the calling script again,
    and pickles with cloudpickle - else of the standard library's (forked on Linux).
    A standard pool is broken for good when a worker dies; this one replaces it by a
    new one at the next ``submit``, so a tournament goes on (the runner plays the games
    that were lost again, each alone, to find the one that killed its worker).
    Processes start at the first ``submit``; the end of a ``with`` block stops them,
    and with them the games a stopped tournament left running.
    """

    def __init__(self, workers: int | None = None) -> None:
        self.workers = integer(workers if workers is not None else os.cpu_count() or 1,
                               "workers", low=1, high=1024)
        self._pool: cf.Executor | None = None
        self._lock = threading.Lock()
        self._shut = False

    def _new_pool(self) -> cf.Executor:
        try:
            loky = importlib.import_module("loky")
        except ImportError:
            methods = multiprocessing.get_all_start_methods()
            context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
            return cf.ProcessPoolExecutor(self.workers, mp_context=context)
        pool: cf.Executor = loky.ProcessPoolExecutor(max_workers=self.workers)
        return pool

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> cf.Future:
        with self._lock:
            if self._shut:
                raise RuntimeError("cannot schedule new games after shutdown")
            if self._pool is None:
                self._pool = self._new_pool()
            try:
                return self._pool.submit(fn, *args, **kwargs)
            except cf.BrokenExecutor:
                self._pool.shutdown(wait=False)  # its workers are gone or going
                self._pool = self._new_pool()
                return self._pool.submit(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        with self._lock:
            self._shut = True
            pool, self._pool = self._pool, None
        if pool is None:
            return
        if type(pool).__module__.startswith("loky"):  # loky's shutdown kills, not cancels
            pool.shutdown(wait=wait, kill_workers=cancel_futures)  # type: ignore[call-arg]
        else:
            pool.shutdown(wait=wait, cancel_futures=cancel_futures)

    def __exit__(self, *exc: Any) -> None:
        """The end of a ``with`` block: games still running there were given up (a
        stopped tournament), so the workers are stopped rather than waited for."""
        self.shutdown(wait=True, cancel_futures=True)

    def __repr__(self) -> str:
        return f"<ProcessPool of {self.workers} workers>"


def process_pool(workers: int | None = None) -> ProcessPool:
    """A :class:`ProcessPool` of ``workers`` processes (default: one per core). Use it
    in a ``with`` block, or call ``shutdown()`` when done."""
    return ProcessPool(workers)


@contextmanager
def dask_executor(scheduler: str | None = None, *, workers: int = 2,
                  timeout: float = 10.0) -> Iterator[cf.Executor]:
    """The executor of a Dask cluster, open for the ``with`` block, closed after it.

    With ``scheduler`` (an address such as ``"tcp://10.0.0.5:8786"``) it connects to
    a running cluster, and raises an ArgumentError naming the address when nothing
    answers within ``timeout`` seconds. Without, it starts a ``LocalCluster`` of
    ``workers`` worker processes (one thread each) on this machine and stops it after.
    Needs Dask (ImportError saying how to install it otherwise).
    """
    try:
        from distributed import Client, LocalCluster
    except ImportError as err:
        raise ImportError(DASK_MISSING) from err
    cluster = None
    if scheduler is None:
        workers = integer(workers, "workers", low=1, high=1024)
        cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                               dashboard_address=None, silence_logs=logging.ERROR)
        client = Client(cluster)
    else:
        address = text(scheduler, "scheduler", max_length=500)
        try:
            client = Client(address, timeout=timeout)
        except (OSError, TimeoutError, ValueError) as err:
            raise ArgumentError(f"the Dask scheduler at {address!r} did not answer within "
                                f"{timeout:g} s ({type(err).__name__}: {err})") from err
    try:
        yield client.get_executor()
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


@contextmanager
def open_executor(workers: int | None = None, scheduler: str | None = None, *,
                  timeout: float = 10.0) -> Iterator[cf.Executor | None]:
    """The executor the command line's options ask for, open for the ``with`` block:
    ``scheduler`` a Dask cluster (:func:`dask_executor`), ``workers`` above 1 a
    :func:`process_pool`, else None (every game here)."""
    if scheduler is not None and workers not in (None, 1):
        raise ArgumentError("give --workers (processes here) or --scheduler (a Dask "
                            "cluster), not both")
    if scheduler is not None:
        with dask_executor(scheduler, timeout=timeout) as executor:
            yield executor
        return
    count = 1 if workers is None else integer(workers, "workers", low=1, high=1024)
    if count == 1:
        yield None
        return
    pool = process_pool(count)
    try:
        yield pool
    finally:
        pool.shutdown(wait=False, cancel_futures=True)
