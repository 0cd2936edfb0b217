"""Learn from your mistakes: is another move, tried at the position of a mistake, good
enough?

lichess's "Learn from your mistakes" takes the player back to the position before each
mistake and accepts any move that keeps the evaluation within a small margin of the
best. Here: a move counts when the win chance it keeps is within ``margin`` Win% points
of the best move's (:data:`DEFAULT_MARGIN`, 5 points: what lichess's thresholds still
call good - an inaccuracy starts at 5).

The move tried is valued the way the analysis valued the move played, with the same
search and seeds (:mod:`.judges`): the best move is worth ``best_win``; the move that
was played is worth its ``win_after`` (no new search: it stays a mistake); any other
move is searched - in Dice of Doom in the position itself (its expectation for a
rolled attack), in the other games by the search of the position after it.

>>> from ringworld_nb.dice import DiceOfDoom
>>> from ringworld_nb.analysis import analyse, position_before
>>> game = DiceOfDoom.from_text('''
...    -------------
...    | A 3 | B 3 |
... ----------------
... | A 3 | B 2 |
... -------------''')
>>> _ = game.play("a1-b2")
>>> analysis = analyse(game)
>>> attempt = better_move(analysis, position_before(game, 0), "a2-b2")
>>> attempt.ok, attempt.win, attempt.best
(True, 1.0, 'a1-b2')
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from ..core.errors import ArgumentError, IllegalMoveError
from ..core.games import kind_of
from ..core.mcts import outcome_score
from ..core.slices import Work
from ..core.validate import describe
from .judges import Value, judge_for, win_for
from .labels import loss_of
from .mcts_judge import LINE_PLIES
from .review import Analysis, Review
from .settings import Settings, position_seed

__all__ = ["DEFAULT_MARGIN", "Attempt", "Trying", "trying", "better_move"]

#: Win% points a move may lose against the best and still count as found.
DEFAULT_MARGIN = 5.0


@dataclass(frozen=True)
class Attempt:
    """A move tried at the position of a review: its notation, the mover's ``win``
    chance after it, the ``best`` move and its ``best_win``, the ``loss`` in Win% points
    and the ``margin`` it was held to; :attr:`ok` says whether it counts. ``line`` is
    the move tried and the moves the search expects after it (in notation, as a
    review's ``played_line``: the opponent's best reply first; empty when the search
    says none) - why a move that does not count loses."""

    move: str
    win: float
    best: str
    best_win: float
    loss: float
    margin: float
    line: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        """True when the move loses at most ``margin`` Win% points against the best."""
        return self.loss <= self.margin


class Trying:
    """A move being tried, in slices: ``step(seconds) -> bool`` (True when done),
    :attr:`done`, :meth:`result` (the :class:`Attempt`, once done). Made by
    :func:`trying`."""

    def __init__(self, work: Work[Attempt]) -> None:
        self._work = work
        self._attempt: Attempt | None = None

    @property
    def done(self) -> bool:
        return self._attempt is not None

    def step(self, seconds: float) -> bool:
        """Work for about ``seconds``; True when the attempt is judged."""
        end = time.perf_counter() + seconds
        try:
            while self._attempt is None:
                next(self._work)
                if time.perf_counter() >= end:
                    break
        except StopIteration as finished:
            self._attempt = finished.value
        return self._attempt is not None

    def result(self) -> Attempt:
        if self._attempt is None:
            raise RuntimeError("the move is not judged yet: call step() until done")
        return self._attempt


def trying(reviewed: Analysis | Review, game: Any, move: Any, *,
           margin: float = DEFAULT_MARGIN, index: int | None = None,
           settings: Settings | None = None) -> Trying:
    """:func:`better_move` in slices (a :class:`Trying`), for an app that stays live."""
    review, settings = _review_and_settings(reviewed, game, index, settings)
    if isinstance(margin, bool) or not isinstance(margin, (int, float)) or not 0 <= margin <= 100:
        raise ArgumentError(f"margin must be Win% points from 0 to 100, got {describe(margin)}")
    if isinstance(move, str):
        move = game.parse(move)
    trial = game.clone()
    trial.play(move)  # an illegal move: IllegalMoveError, the game unchanged
    return Trying(_judging(review, settings, game, move, trial, float(margin)))


def better_move(reviewed: Analysis | Review, game: Any, move: Any, *,
                margin: float = DEFAULT_MARGIN, index: int | None = None,
                settings: Settings | None = None) -> Attempt:
    """Whether ``move`` (a Move or its notation), played in ``game`` - the position
    before a reviewed move, not changed - keeps the mover's win chance within ``margin``
    Win% points of the best move's (see the module docstring); an :class:`Attempt`.

    ``reviewed`` is the :class:`~.review.Analysis` (the review is that of move ``index``,
    by default ``len(game.history)``, and the search is the analysis's) or one
    :class:`~.review.Review` (searched by ``settings``, by default medium). An illegal
    move is an IllegalMoveError; a game that is not at the review's position an
    ArgumentError.
    """
    worker = trying(reviewed, game, move, margin=margin, index=index, settings=settings)
    while not worker.step(1.0):
        pass
    return worker.result()


def _review_and_settings(reviewed: Any, game: Any, index: int | None,
                         settings: Settings | None) -> tuple[Review, Settings]:
    if isinstance(reviewed, Analysis):
        at = len(game.history) if index is None else index
        if not isinstance(at, int) or not 0 <= at < len(reviewed.reviews):
            raise ArgumentError(f"the analysis reviews moves 0 to {len(reviewed.reviews) - 1}, "
                                f"not move {describe(at)}")
        review = reviewed.reviews[at]
        if settings is None:
            try:
                settings = Settings.from_dict(reviewed.settings)
            except (TypeError, ValueError) as err:
                raise ArgumentError(f"the analysis's settings: {err}") from None
    elif isinstance(reviewed, Review):
        review = reviewed
    else:
        raise TypeError(f"expected an Analysis or a Review, got {describe(reviewed)}")
    if game.is_over or game.to_move != review.mover:
        raise ArgumentError(f"the game is not at the position before move {review.number}: "
                            f"{describe(review.mover)} moved there")
    try:
        game.clone().play(review.best)
    except (IllegalMoveError, ValueError):
        raise ArgumentError(f"the game is not at the position before move {review.number}: "
                            f"its best move {review.best} is not legal here") from None
    return review, settings or Settings()


def _judging(review: Review, settings: Settings, game: Any, move: Any, after: Any,
             margin: float) -> Work[Attempt]:
    name = game.notation(move)
    if name == review.best:
        win, line = review.best_win, review.best_line
    elif name == review.played:
        win, line = review.win_after, review.played_line
    else:
        value = yield from _value(review, settings, game, move, after)
        win, line = value.value, (name, *value.line)[:LINE_PLIES]
    return Attempt(name, win, review.best, review.best_win, loss_of(review.best_win, win),
                   margin, tuple(line))


def _value(review: Review, settings: Settings, game: Any, move: Any, after: Any
           ) -> Work[Value]:
    kind = kind_of(game)
    judge = judge_for(kind, game, settings)
    mover = game.to_move
    if not judge.needs_next:
        verdict = yield from judge.judging(game, move,
                                           position_seed(settings.seed, review.index),
                                           position_seed(settings.seed, review.index + 1))
        assert verdict.played_value is not None
        return verdict.played_value
    if after.is_over:
        score = outcome_score(after.outcome, mover)
        return Value(score, score, score)
    value = yield from judge.valuing(after, position_seed(settings.seed, review.index + 1))
    return win_for(mover, value, after.to_move, 2)
