"""The graph's win line: the first player's chance to win after each move.

Each position gets an estimate of the probability that the *first* player wins: the
value an AI's move came with (kept by the model when it was played), else - only while
the graph is shown - the app's own quick estimate where it has one (Dice of Doom's fitted
evaluation), else a short quiet search of the medium AI, run in the background one
position after the other (the latest first), so that the notebook stays live. A position
whose chance the game's analysis gives already (the graph draws the analysis's line
there) is not searched: in a reviewed game the kernel searched 0.4 s for each of its
positions after the graph was shown, and every press waited behind that work.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ..core.mcts import outcome_score
from ..core.players import start_thinking
from .loop import LoopRunner
from .model import GameModel
from .ports import PlayerFactory, Players
from .thinking import SLICE_SECONDS, give_turns, simulations_of

__all__ = ["Estimates", "EstimatesHost", "ESTIMATE_SECONDS", "ESTIMATE_MIN_SIMULATIONS",
           "ESTIMATE_STRENGTH"]

#: Seconds of thinking for a win estimate after a move that came without one...
ESTIMATE_SECONDS = 0.4
#: ... and at least this many simulations of a tree search (when the machine is busy).
ESTIMATE_MIN_SIMULATIONS = 50
#: The strength of the AI that estimates.
ESTIMATE_STRENGTH = "medium"


class EstimatesHost(Players, PlayerFactory, Protocol):
    """What :class:`Estimates` needs of its app."""

    model: GameModel[Any]
    tasks: LoopRunner

    def chances(self, game: Any, player: Any) -> float | None:
        """``player``'s winning chance in ``game`` if the app knows it at once."""
        ...


class Estimates:
    """Fills the model's estimates while the graph is shown (see the module docstring):
    ``shown()`` says whether the graph is on screen, ``redraw()`` draws it again,
    ``done()`` is told when the work in the background is over; ``given()`` is the first
    player's chance at each position where the game's analysis gives it (None where it
    does not, or no list: no analysis), which no search repeats."""

    def __init__(self, host: EstimatesHost, *, shown: Callable[[], bool],
                 redraw: Callable[[], Any], done: Callable[[], Any] | None = None,
                 given: Callable[[], Sequence[float | None] | None] = lambda: None) -> None:
        self.host = host
        self._shown = shown
        self._redraw = redraw
        #: called when the work in the background is over (done, or stopped)
        self._done = done
        self._given = given

    def missing(self) -> list[int]:
        """The positions (moves played, the latest first) that need a search: no
        estimate yet, and no chance from the analysis."""
        model = self.host.model
        given = self._given() or ()
        return [i for i in range(model.length, 0, -1) if model.estimates[i] is None
                and (i >= len(given) or given[i] is None)]

    def quick(self, game: Any) -> float | None:
        """The first player's chance in ``game`` if the app knows it at once."""
        return self.host.chances(game, self.host.player_ids(game)[0])

    def fill(self) -> None:
        """Estimate the positions that have none yet (the latest first), quietly;
        instantly where the app can. Only while the graph is shown."""
        host = self.host
        if not self._shown():
            return
        model = host.model
        game = model.game
        estimates = model.estimates
        first = host.player_ids(game)[0]
        n = model.length
        if game.is_over and estimates[n] is None:
            estimates[n] = outcome_score(game.outcome, first)
        missing = self.missing()
        if not missing:
            return
        quick = [i for i in missing if self.quick(model.position_at(i)) is not None]
        for i in quick:
            estimates[i] = self.quick(model.position_at(i))
        if len(quick) < len(missing):
            host.tasks.start("estimate", lambda: self._estimate_all(game), then=self._done)

    def stop(self) -> None:
        """Stop estimating (the graph was hidden, the game changed)."""
        self.host.tasks.cancel("estimate")

    def working(self) -> bool:
        """True while positions are being estimated in the background (the graph says
        so: its line grows from the last move back)."""
        return self.host.tasks.running("estimate")

    async def _estimate_all(self, game: Any) -> None:
        host = self.host
        model = host.model
        first = host.player_ids(game)[0]
        while True:
            if model.game is not game or not self._shown():
                return
            missing = self.missing()
            if not missing:
                return
            index = missing[0]
            position = model.position_at(index)
            if position.is_over:
                model.estimates[index] = outcome_score(position.outcome, first)
                continue
            length = model.length
            thinking = start_thinking(host.player_for_seat(position, ESTIMATE_STRENGTH),
                                      position)
            t0 = time.perf_counter()
            while not thinking.step(SLICE_SECONDS):
                runs = simulations_of(thinking)
                if (time.perf_counter() - t0 >= ESTIMATE_SECONDS
                        and (runs is None or runs >= ESTIMATE_MIN_SIMULATIONS)):
                    break  # (a search's value from a handful of simulations is noise)
                await give_turns()
            value = thinking.result().value
            if model.game is not game or model.length != length:
                return
            mover = position.to_move
            model.estimates[index] = (None if value is None else
                                      float(value) if mover == first else 1.0 - float(value))
            if value is None:
                return  # this game's players give no values: no line
            self._redraw()
            await give_turns()
