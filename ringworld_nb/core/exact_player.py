"""The perfect player of a small game: the exact search first, another player beyond it.

:class:`ExactPlayer` asks the exact search (:mod:`.exact`) for the position; when the
game fits its budget the move is a best move and the value the truth (1 a win, 0.5 a
draw, 0 a loss). When it does not - the game is too big, or cannot be solved - the
``fallback`` player chooses instead (the package's default: the tree search). The
search's table is kept from move to move, so a game that fits is solved once.

It thinks in slices like every player (:func:`~.players.start_thinking`): first the
search, then, if it gave up, the fallback's own thinking.
"""

from __future__ import annotations

import time
from typing import Any

from .exact import ExactSolver
from .players import Choice, Player, Thinking, check_playable, start_thinking
from .slices import Work

__all__ = ["ExactPlayer", "LINE_PLIES"]

#: The most moves of the line a choice says it expects.
LINE_PLIES = 8


class ExactPlayer:
    """Plays a best move where the exact search solves the game, else as ``fallback``
    does (see the module docstring)."""

    def __init__(self, name: str, fallback: Player, solver: ExactSolver | None = None) -> None:
        self.name = name
        self.fallback = fallback
        self.solver = solver if solver is not None else ExactSolver()

    def think(self, game: Any) -> Thinking:
        """The choice at ``game`` (not changed), worked out in slices."""
        check_playable(game)
        return _ExactThinking(self, game)

    def choose_with_info(self, game: Any) -> Choice:
        thinking = self.think(game)
        while not thinking.step(3600.0):
            pass
        return thinking.result()

    def choose(self, game: Any) -> Any:
        return self.choose_with_info(game).move

    def solving(self, game: Any) -> Work[Choice | None]:
        """The exact choice at ``game``, or None when the search gives up (or the game
        is not worth trying, :meth:`~.exact.ExactSolver.fits`)."""
        solver = self.solver
        if not solver.fits(game):
            return None
        value = yield from solver.solving(game)
        if value is None:
            return None
        line = solver.line(game, LINE_PLIES)
        return Choice(line[0], value, len(line), solver.size, 0.0, tuple(line))

    def __repr__(self) -> str:
        return f"<ExactPlayer {self.name}, else {self.fallback!r}>"


class _ExactThinking:
    """The search in slices, then the fallback's thinking when it gave up."""

    def __init__(self, player: ExactPlayer, game: Any) -> None:
        self._player = player
        self._game = game
        self._work: Work[Choice | None] | None = player.solving(game)
        self._choice: Choice | None = None
        self._fallback: Thinking | None = None
        self._seconds = 0.0

    @property
    def done(self) -> bool:
        return self._choice is not None or (self._fallback is not None
                                            and self._fallback.done)

    @property
    def progress(self) -> float:
        if self._choice is not None:
            return 1.0
        if self._fallback is not None:
            return self._fallback.progress
        return min(0.99, self._player.solver.size / max(1, self._player.solver.budget))

    def step(self, seconds: float) -> bool:
        if self.done:
            return True
        if self._fallback is not None:
            return self._fallback.step(seconds)
        t0 = time.perf_counter()
        end = t0 + seconds
        assert self._work is not None
        try:
            while True:
                next(self._work)
                if time.perf_counter() >= end:
                    break
        except StopIteration as finished:
            self._seconds += time.perf_counter() - t0
            if finished.value is not None:
                self._choice = finished.value._replace(seconds=self._seconds)
                return True
            self._work = None
            self._fallback = start_thinking(self._player.fallback, self._game)
            return False
        self._seconds += time.perf_counter() - t0
        return False

    def result(self) -> Choice:
        if self._choice is not None:
            return self._choice
        if self._fallback is not None:
            return self._fallback.result()
        raise RuntimeError("no choice yet: call step() until the thinking is done")
