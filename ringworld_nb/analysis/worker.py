"""An analysis in slices, and at once: :func:`analysing` and :func:`analyse`.

An analysis searches every position of a game, some seconds of work in all; an app
must stay live meanwhile and show how far it is. So, like a computer player's
:class:`~ringworld_nb.core.players.Thinking`, an analysis is a piece of work done in
slices::

    worker = analysing(game)             # checks the game at once (errors here)
    while not worker.step(0.05):         # about 50 ms of searching, then back
        show(worker.progress)            # (positions done, positions in all)
        if stop_pressed: worker.stop()   # what is reviewed so far is kept
    analysis = worker.result()           # an Analysis, partial before the end

:func:`analyse` is the same worker run to its end, with a progress bar if asked. The
result is the same whatever the slices (every search is bounded by simulations or
depth and seeded per position, :mod:`.judges`): the sliced run and :func:`analyse` give
equal analyses.

How each review is made (the judges, :mod:`.judges`): the position before move ``i``
is searched; its value for the mover is ``win_before``. ``win_after`` is the move
played's value for the mover and ``best_win`` the best move's, found alike: in Dice of
Doom in that same search (an expectation for a rolled attack), in the other games by
the search of the position after each move - the next position's search for the move
played (whose value, turned to the mover's side, it is), one more search for the best
move when another was played. Move ``i``'s review is ready once position ``i + 1`` is
searched (:attr:`Analysing.result` has the reviews ready so far); the position after
the last move is scored by the result when the game is over, else searched.

>>> from ringworld_nb.dice import DiceOfDoom
>>> from ringworld_nb.core.players import play_game, make_player
>>> game = play_game(DiceOfDoom(3, seed=2), [make_player(DiceOfDoom(3), "greedy")] * 2)
>>> worker = analysing(game)
>>> worker.progress, worker.done
((0, 8), False)
>>> while not worker.step(0.05):
...     pass
>>> analysis = worker.result()
>>> len(analysis.reviews) == len(game.history), analysis.complete
(True, True)
>>> analyse(game) == analysis
True
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable
from typing import Any

from ..core.errors import ArgumentError
from ..core.games import seats_of
from ..core.mcts import outcome_score
from ..core.slices import Work
from ..core.validate import describe
from .judges import Judge, Value, Verdict, judge_for, win_for
from .labels import LICHESS, Thresholds
from .mcts_judge import LINE_PLIES
from .record_moves import GameMoves
from .review import Analysis, Review
from .settings import Settings, position_seed

__all__ = ["Analysing", "analysing", "analyse", "settings_of"]

PlayerId = int | str
#: ``progress(done, total)``: called by :func:`analyse` as positions are searched.
ProgressCallback = Callable[[int, int], Any]


def settings_of(strength: str = "medium", simulations: int | None = None,
                depth: int | None = None, exact: bool = True, seed: int = 0,
                settings: Settings | None = None) -> Settings:
    """The :class:`~.settings.Settings` the keyword arguments of :func:`analyse` say
    (``settings`` given whole wins)."""
    if settings is not None:
        if not isinstance(settings, Settings):
            raise TypeError(f"settings must be a Settings, got {describe(settings)}")
        return settings
    return Settings(strength, simulations, depth, exact, seed)


class Analysing:
    """An analysis being worked out in slices (see the module docstring).

    Made by :func:`analysing`; the game is checked when it is made (a record of another
    game, damaged, or with an illegal move: the project's errors, nothing started).
    """

    def __init__(self, source: Any, settings: Settings, thresholds: Thresholds = LICHESS,
                 game: str | None = None) -> None:
        if not isinstance(thresholds, Thresholds):
            raise TypeError(f"thresholds must be a Thresholds, got {describe(thresholds)}")
        self.settings = settings
        self.thresholds = thresholds
        self.moves = GameMoves.of(source, expect=game)
        self.judge: Judge = judge_for(self.moves.kind, self.moves.start, settings)
        seats = seats_of(self.moves.start)
        assert seats is not None  # a game of this package
        self.players: tuple[PlayerId, ...] = seats
        n = len(self.moves.texts)
        last = 1 if self.judge.needs_next and n and not self.moves.end.is_over else 0
        #: positions to search in all (the position after the last move when needed)
        self.total = n + last
        self._done = 0
        self._stopped = False
        self._finished = False
        self._verdicts: list[Verdict] = []
        self._movers: list[PlayerId] = []
        self._values: list[Value | None] = []  # each position's value for its mover
        self._final: Value | None = None  # the position after the last move, its mover's
        self._reviews: list[Review] = []
        self._work = self._analysing()
        #: seconds spent working (in :meth:`step`)
        self.seconds = 0.0

    # -- the worker's face -------------------------------------------------------
    @property
    def done(self) -> bool:
        """True once the analysis is finished or stopped (:meth:`result` is final)."""
        return self._finished or self._stopped

    @property
    def stopped(self) -> bool:
        """True when :meth:`stop` ended the analysis before its end."""
        return self._stopped and not self._finished

    @property
    def progress(self) -> tuple[int, int]:
        """``(positions searched, positions in all)``; ``(total, total)`` once finished
        (the position after the last move is not searched when no review needs it)."""
        return (self.total if self._finished else self._done), self.total

    @property
    def fraction(self) -> float:
        """How far the analysis is, 0.0 to 1.0."""
        return 1.0 if self._finished or not self.total else self._done / self.total

    def step(self, seconds: float) -> bool:
        """Work for about ``seconds`` (at least a little); True when done."""
        if self.done:
            return True
        t0 = time.perf_counter()
        end = t0 + seconds
        try:
            while True:
                next(self._work)
                if time.perf_counter() >= end:
                    break
        except StopIteration:
            self._finished = True
        self.seconds += time.perf_counter() - t0
        return self.done

    def stop(self) -> None:
        """End the analysis now; :meth:`result` keeps the moves reviewed so far."""
        if not self._finished:
            self._stopped = True
            self._work.close()

    def result(self) -> Analysis:
        """The analysis: complete once :attr:`done` after the end, else the moves
        reviewed so far (``analysis.complete`` is then False)."""
        return Analysis(self.moves.kind, self.players, list(self._reviews),
                        len(self.moves.texts), self.settings.to_dict(), self.thresholds,
                        self.moves.digest)

    def __repr__(self) -> str:
        state = "stopped" if self.stopped else "done" if self.done else "working"
        return (f"<Analysing {self.moves.kind} {state}: {self._done}/{self.total} positions, "
                f"{len(self._reviews)} moves reviewed>")

    # -- the work ----------------------------------------------------------------
    def _analysing(self) -> Work[None]:
        moves, judge, seed = self.moves, self.judge, self.settings.seed
        game = moves.start.clone()
        for index, text in enumerate(moves.texts):
            move = game.parse(text)
            self._movers.append(game.to_move)
            verdict = yield from judge.judging(game, move, position_seed(seed, index),
                                               position_seed(seed, index + 1))
            self._verdicts.append(verdict)
            self._values.append(verdict.value)
            game.play(text)
            self._done += 1
            self._settle()
            yield  # a slice may end between two positions
        if self._reviews_missing():
            mover = self._movers[-1]
            if game.is_over:
                score = outcome_score(game.outcome, mover)
                self._final = Value(score, score, score)
            else:
                value = yield from judge.valuing(game, position_seed(seed, len(moves.texts)))
                self._final = win_for(mover, value, game.to_move, len(self.players))
                self._done += 1
            self._settle()

    def _reviews_missing(self) -> bool:
        return len(self._reviews) < len(self.moves.texts)

    def _after(self, index: int) -> Value | None:
        """The value of the position after move ``index`` for its mover, when known."""
        mover = self._movers[index]
        if index + 1 == len(self.moves.texts):
            return self._final
        if index + 1 >= len(self._values):
            return None
        value = self._values[index + 1]
        if value is None:
            return None
        return win_for(mover, value, self._movers[index + 1], len(self.players))

    def _settle(self) -> None:
        """Fill in what the last search made known: the values of forced moves (those
        of the positions after them), then every review whose numbers are all known."""
        first = len(self._reviews)
        for index in range(len(self._verdicts) - 1, first - 1, -1):
            if self._values[index] is None:
                self._values[index] = self._after(index)
        while len(self._reviews) < len(self._verdicts):
            index = len(self._reviews)
            verdict = self._verdicts[index]
            after = (verdict.played_value if verdict.played_value is not None
                     else self._after(index))
            value = self._values[index]
            if after is None or value is None:
                return
            self._reviews.append(self._review(index, verdict, value, after))

    def _review(self, index: int, verdict: Verdict, value: Value, after: Value) -> Review:
        best = verdict.best_value if verdict.best_value is not None else after
        played_line = (verdict.played, *after.line)[:LINE_PLIES]
        best_line = verdict.best_line or (played_line if verdict.best == verdict.played
                                          else (verdict.best,))
        return Review(index, verdict.mover, verdict.played, verdict.best, value.value,
                      after.value, best.value, low=after.low, high=after.high,
                      forced=verdict.forced, alternatives=verdict.alternatives,
                      thresholds=self.thresholds, best_line=best_line,
                      played_line=played_line)


def analysing(source: Any, *, strength: str = "medium", simulations: int | None = None,
              depth: int | None = None, exact: bool = True, seed: int = 0,
              thresholds: Thresholds = LICHESS, game: str | None = None,
              settings: Settings | None = None) -> Analysing:
    """An :class:`Analysing` worker for ``source`` - a game of this package (analysed from
    its start, never changed) or a :class:`~ringworld_nb.core.record.Record` - to run in
    slices. The options are :func:`analyse`'s."""
    return Analysing(source, settings_of(strength, simulations, depth, exact, seed, settings),
                     thresholds, game)


def analyse(source: Any, *, strength: str = "medium", simulations: int | None = None,
            depth: int | None = None, exact: bool = True, seed: int = 0,
            thresholds: Thresholds = LICHESS, game: str | None = None,
            settings: Settings | None = None,
            progress: bool | ProgressCallback | None = None,
            stop: Any = None, slice_seconds: float = 0.1) -> Analysis:
    """Review every move of ``source`` - a game of this package (from its start; the
    game is not changed) or a :class:`~ringworld_nb.core.record.Record` - with the
    game's own search, and return the :class:`~.review.Analysis`.

    * ``strength`` (``"easy"``, ``"medium"``, ``"strong"``), or ``simulations`` (tree
      search per position: The Ring World, Renaissance) and ``depth`` (Dice of Doom),
      ``exact`` (solve small games exactly: two-player Dice of Doom, and a game
      without a judge of its own that has ``key()``), ``seed``: how it searches
      (:class:`~.settings.Settings`; or give ``settings`` whole);
    * ``thresholds``: the labels' :class:`~.labels.Thresholds` (lichess's by default);
    * ``game``: the game ``source`` must be (``"ringworld"``, ``"dice"``,
      ``"renaissance"``): a record of another is a RecordError;
    * ``progress``: True for a progress bar (tqdm's: a widget in Jupyter, text in a
      terminal), or a function ``progress(done, total)`` called as positions are done;
    * ``stop``: a function (or a ``threading.Event``) asked between slices; when it says
      True the analysis ends there and the moves reviewed so far are returned
      (``analysis.complete`` is then False).

    A record of another game, a damaged record or one with an illegal move is refused
    before any search, with the project's errors (RecordError names the move).
    """
    worker = analysing(source, strength=strength, simulations=simulations, depth=depth,
                       exact=exact, seed=seed, thresholds=thresholds, game=game,
                       settings=settings)
    asked = _stop_asked(stop)
    report = _progress_reporter(progress, worker.total)
    try:
        while not worker.step(slice_seconds):
            report(worker.progress[0])
            if asked():
                worker.stop()
        report(worker.progress[0])
    finally:
        report.close()
    return worker.result()


def _stop_asked(stop: Any) -> Callable[[], bool]:
    if stop is None:
        return lambda: False
    is_set = getattr(stop, "is_set", None)
    if callable(is_set):
        return lambda: bool(is_set())
    if callable(stop):
        return lambda: bool(stop())
    raise TypeError(f"stop must be a function or an Event, got {describe(stop)}")


class _Reporter:
    """Tells ``progress`` how far the analysis is: a tqdm bar, a function, or nothing."""

    def __init__(self, total: int, callback: ProgressCallback | None, bar: Any) -> None:
        self.total, self.callback, self.bar, self.done = total, callback, bar, 0

    def __call__(self, done: int) -> None:
        if done == self.done:
            return
        if self.bar is not None:
            self.bar.update(done - self.done)
        if self.callback is not None:
            self.callback(done, self.total)
        self.done = done

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _progress_reporter(progress: Any, total: int) -> _Reporter:
    if progress is None or progress is False:
        return _Reporter(total, None, None)
    if progress is True:
        try:
            tqdm = importlib.import_module("tqdm.auto").tqdm
        except ImportError:  # pragma: no cover - tqdm comes with the test and lab extras
            return _Reporter(total, None, None)
        return _Reporter(total, None, tqdm(total=total, desc="analysis", unit="position"))
    if callable(progress):
        return _Reporter(total, progress, None)
    raise ArgumentError(f"progress must be True, False or a function (done, total), got "
                        f"{describe(progress)}")
