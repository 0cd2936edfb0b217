"""Learn from your mistakes: the people's mistakes of an analysed game, one after the
other, on a board of their own (a trainer on the game's own app).

For each mistake of the people at the screen, in order, the position before it and
"find a better move"; a move within :data:`~ringworld_nb.analysis.DEFAULT_MARGIN` Win%
points of the best counts; Show me plays the best; a count of solved and to go.

A move that does not count gets its refutation, as a wrong try at a puzzle does
(:mod:`.puzzles`): the move tried and the line the search expects after it - the
opponent's best reply first - played on the board, then the board goes back; and the
review's own words (:mod:`ringworld_nb.analysis.explain`): what the move and the reply
do, and the review's verdict on the move tried as if it had been played - where its
line and the best line leave the mover. Show me says the verdict on the move that was
played in the game, and shows the best line after the best move.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import ipywidgets as w

from .. import analysis as an
from ..analysis.explain import line_words
from ..core.errors import GameError
from ..core.games import kind_of
from ..core.words import rule_words
from ..ui.analysis_view import label_words, percent
from ..ui.controls import button, enable
from ..ui.flow import action
from ..ui.trainer import TrainerHost
from .base import SHOW_ME, SHOW_ME_KEY, TrainerBase
from .puzzles import REFUTATION_SECONDS

__all__ = ["MistakesTrainer", "MistakesMode", "open_mistakes"]


def _played(start: Any, line: Sequence[str]) -> list[tuple[Any, tuple[Any, ...]]]:
    """``line`` played from ``start`` (not changed): the ``(move, events)`` pairs an app
    shows a line with (up to a move that can no longer be played)."""
    trial = start.clone()
    pairs = []
    for text in line:
        if trial.is_over:
            break
        try:
            move = trial.parse(text)
            pairs.append((move, tuple(trial.play(move))))
        except (GameError, ValueError, TypeError):
            break
    return pairs


def _through_reply(start: Any, line: Sequence[str]) -> int:
    """How many moves of ``line`` (from ``start``) lead up to the opponent's first reply,
    that reply included (all of ``line`` when nobody else moves in it)."""
    trial = start.clone()
    mover = trial.to_move
    for number, text in enumerate(line):
        if trial.is_over:
            return number
        replying = trial.to_move != mover
        try:
            trial.play(text)
        except (GameError, ValueError, TypeError):
            return number
        if replying:
            return number + 1
    return len(line)


def _why(review: Any, position: Any, line: Sequence[str], replies: Any = None) -> str:
    """Why, in the review's words: what the first moves of ``line`` do (up to the
    opponent's reply) and the review's :func:`~ringworld_nb.analysis.verdict` on
    ``review`` from ``position`` (``replies``: the review of the move after it, whose
    search weighed the replies to it); '' when the search gave no line."""
    if not line:
        return ""
    words = rule_words(kind_of(position))
    said, _ = line_words(position, line, words, plies=_through_reply(position, line))
    reason = an.verdict(review, position, replies)
    return " ".join(part for part in (said, reason) if part)


class MistakesTrainer(TrainerBase):
    """The people's mistakes of ``game`` (analysed in ``analysis``), one after the other,
    on ``app`` (see the module docstring)."""

    title = "Mistakes"
    # (a review of the game: its words name the places, as the review's do)
    addresses = True

    def __init__(self, app: TrainerHost, game: Any, analysis: Any,
                 mistakes: list[Any]) -> None:
        super().__init__(app)
        self.source = game
        self.analysis = analysis
        self.mistakes = mistakes
        self.at = 0
        self.solved: set[int] = set()
        self.finished = False
        self.count = w.HTML()
        self.retry_button = button("Retry", self.retry, "This position again", "", "undo")
        self.show_button = button("Show me", self.show_me, "Play the best move", "", "eye")
        self.next_button = button("Next mistake", self.next, "The next of your mistakes",
                                  "success", "forward")
        self.buttons(self.count, self.retry_button, self.show_button, self.next_button)
        self.contents = w.HTML()

    def keys(self) -> dict[str, tuple[str, Any]]:
        """The trainer's own keys, which join its board's (see
        :func:`~ringworld_nb.ui.trainer.trainer_keys`): n for Next mistake, b for Retry,
        w for Show me; with ``t`` (its own text board) and ``m`` (its move box) the
        mistakes are played by keyboard."""
        return {"n": ("next mistake", self.next),
                "b": ("retry: this mistake's position again", self.retry),
                SHOW_ME_KEY: ("show me: play the best move", self.show_me)}

    @property
    def review(self) -> Any:
        return self.mistakes[self.at]

    def start(self, at: int) -> None:
        """The position before mistake number ``at``."""
        self.at = at
        self.finished = False
        position = an.position_before(self.source, self.review.index)
        who = self.app.player_name(self.review.mover)
        self.app.show_position(position, html.escape(f"{who} played {self.review.played} here: "
                                           f"{label_words(self.review.label)}. Find a "
                                           "better move."))
        self.refresh()

    @action()
    def retry(self) -> None:
        """This mistake's position again."""
        self.start(self.at)

    @action()
    def next(self) -> None:
        """The next of the mistakes."""
        if self.at + 1 < len(self.mistakes):
            self.start(self.at + 1)
        else:
            self.app.say(f"That was the last one: {len(self.solved)} of "
                         f"{len(self.mistakes)} found.")

    @action()
    def show_me(self) -> None:
        """Play the best move."""
        app = self.app
        if self.finished:
            app.say("Done here: Next mistake, or Retry.", "warning")
            return
        review = self.review
        position = app.model.game
        before = position.clone()
        move = position.parse(review.best)
        self.finished = True
        position.play(move)
        app.follow()
        later = review.index + 1
        reviews = self.analysis.reviews
        why = _why(review, before, review.best_line,
                   reviews[later] if later < len(reviews) else None)
        rest = _played(position, review.best_line[1:])
        shown = (" On the board: the moves the search expects after it "
                 f"({', '.join(review.best_line[1:len(rest) + 1])}), then the board "
                 f"stays after {review.best}." if rest else "")
        app.say(html.escape(f"The best move: {review.best} ({percent(review.best_win)})."
                            + (f" Why: {why}" if why else "") + shown))
        if rest:
            app.show_line(position, rest, hold_last=True)

    def refuse(self) -> str:
        """Why the board takes no move now ('' when it does): this mistake done."""
        return "Done here: Next mistake, or Retry." if self.finished else ""

    def play(self, move: Any) -> list[Any]:
        """A move tried at the mistake's position: within the margin of the best, or not."""
        app = self.app
        if self.finished:
            app.say("Done here: Next mistake, or Retry.", "warning")
            return []
        position = app.model.game
        attempt = an.better_move(self.analysis, position, move, index=self.review.index)
        app.input.reset()
        if not attempt.ok:
            # the review's verdict on the move tried, as if it had been played
            tried = replace(self.review, played=attempt.move, win_after=attempt.win,
                            loss=attempt.loss, label="", tags=(), low=None, high=None,
                            played_line=attempt.line)
            why = _why(tried, position, attempt.line)
            line = _played(position, attempt.line)
            shown = (f" On the board: {', '.join(attempt.line[:len(line)])} (the move and "
                     "the moves the search expects after it), then the board goes back."
                     if len(line) > 1 else "")
            app.say(html.escape(
                f"Not {attempt.move}: it keeps {percent(attempt.win)}, the best keeps "
                f"{percent(attempt.best_win)}." + (f" Why: {why}" if why else "") + shown
                + f" Try another move, or {SHOW_ME}."), "warning")
            app.sound.play("failure")
            if len(line) > 1:  # the reply stays in view long enough to see what it does
                app.show_line(position, line, hold_last=True, last_seconds=REFUTATION_SECONDS)
            return []
        self.finished = True
        self.solved.add(self.at)
        events = position.play(position.parse(attempt.move))
        app.follow()
        app.sound.play("success")
        app.say(html.escape(
            f"Well found: {attempt.move} keeps {percent(attempt.win)} (best "
            f"{attempt.best} {percent(attempt.best_win)}; any move within "
            f"{attempt.margin:.0f} points of the best counts)."))
        return list(events)

    def refresh(self) -> None:
        review = self.review
        who = self.app.player_name(review.mover)
        self.goal.value = (f"<b>Mistake {self.at + 1} of {len(self.mistakes)}</b> "
                           f"<small>(move {review.number})</small><br>{html.escape(who)} "
                           "to move: find a better move than the one played.")
        left = len(self.mistakes) - len(self.solved)
        self.count.value = f"solved {len(self.solved)}, to go {left}"
        # (Show me stays enabled when done, and says so: a button disabled under the
        # focus sends the focus to the page, where no key of the app works)
        enable(self.next_button, self.at + 1 < len(self.mistakes))
        self.contents.value = "".join(
            f"<div>{'&#10003;' if i in self.solved else '&middot;'} move {r.number}: "
            f"{html.escape(r.played)} ({html.escape(r.label or '')})</div>"
            for i, r in enumerate(self.mistakes))


#: The name of before trainers were more than levels.
MistakesMode = MistakesTrainer


def open_mistakes(app: Any, *, analysis: Any, mistakes: list[Any]) -> Any:
    """A new app of ``app``'s game with the trainer of ``mistakes`` (reviews of the
    analysis ``analysis`` of ``app``'s game) on it, at the first mistake (the trainer
    entry point ``mistakes``)."""
    board = type(app).for_trainer()
    trainer = MistakesTrainer(board, app.game.clone(), analysis, mistakes)
    board.attach_trainer(trainer)
    trainer.start(0)
    catcher = getattr(board, "key_catcher", None)
    if catcher is not None:  # it opens under the app, out of sight: the page goes there
        catcher.reveal()
    return board
