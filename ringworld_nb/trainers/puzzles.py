"""The puzzle app: positions from the AI's own games where one move (or a short line of
only moves) wins, played by clicks on the game's own app.

``PuzzlePlayer("ringworld")`` shows a puzzle near the player's rating: who moves and
exactly what to find above the board. Each move is judged at once
(:func:`ringworld_nb.puzzles.check`): a right move - or one that meets the goal as well -
is played and, in a puzzle of several moves, the opponent's reply follows; a wrong one
gets its **refutation** (:func:`ringworld_nb.puzzles.refutation`): the move and the
opponent's best reply played on the board as the app shows a move, and said in the
game's own terms ("a4 takes the V3, but Gold's reply b5 takes the O4: +1 for you, then
-4"); then the board goes back to the puzzle, the attempt counts as failed, and the
player tries again as often as they like (or **Show me**). A solved puzzle says why it
wins (:func:`ringworld_nb.puzzles.explanation`: the line, what it takes, and the
opponent's best answer, shown on the board). The first try at a puzzle moves two ratings
- the player's and the puzzle's, both Glicko-2 (:mod:`ringworld_nb.puzzles.rating`) - and
is kept in the same small progress file as the rule levels. **Next puzzle** picks the
next one near the new rating; the theme menu keeps only puzzles of one theme.

Like the level player (:mod:`.levels`), this module only connects puzzles to an app: the
app's one move path hands a person's move to :meth:`PuzzleTrainer.play`.
"""

from __future__ import annotations

import html
import os
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from .. import puzzles as pz
from ..core.errors import ArgumentError, GameError
from ..core.registry import names
from ..core.validate import describe
from ..learn import Progress, rule_words
from ..puzzles.judge import rest_of
from ..ui.controls import button, enable
from ..ui.flow import action
from ..ui.trainer import TrainerHost
from .base import SHOW_ME, SHOW_ME_KEY, TrainerBase
from .levels import new_app

__all__ = ["PuzzleTrainer", "PuzzleMode", "PuzzlePlayer", "ALL_THEMES"]

#: The theme menu's entry for every puzzle.
ALL_THEMES = "every theme"
#: How long the opponent's refuting reply stays on the board before the puzzle returns.
REFUTATION_SECONDS = 4.0


def _rating_words(rating: Any) -> str:
    """``"1523 ± 180"``: a Glicko-2 rating and its 95 % interval's half width."""
    return f"{rating.rating:.0f} \u00b1 {2 * rating.deviation:.0f}"


class PuzzleTrainer(TrainerBase):
    """Puzzles of ``game`` on ``app`` (see the module docstring): the goal, the verdicts,
    the ratings; ``progress`` keeps the ratings and attempts."""

    title = "Puzzles"

    def __init__(self, app: TrainerHost, game: str, progress: Progress, *,
                 theme: str | None = None) -> None:
        super().__init__(app)
        # a puzzle's first view is calm: the question, not every move's mark
        app.calm_marks = True
        self.game = game
        self.progress = progress
        self.puzzle: Any = None
        #: puzzles left untried by Next puzzle (they move the choice on)
        self.skipped = 0
        #: the solution's moves played so far (notation), the solver's and the replies
        self.moves: list[str] = []
        #: what each of those moves did, a sentence each ("Gold b5: Gold took O4.")
        #: the solver (the game's own player id) and their standing at the puzzle's start
        self.solver: Any = None
        self.standing_before = ""
        #: True once this puzzle's first try is rated (a failure, a Show me, a solve)
        self.rated = False
        self.failed = False
        self.solved = False
        #: the game's shipped puzzles, read once (reading the file again took a third
        #: of the kernel's time of each Next puzzle before its picture went out)
        self.pool = pz.puzzles(game)
        counts = pz.themes(game)
        named = pz.hooks_for(game).theme_name
        self.theme_menu = w.Dropdown(
            options=[(ALL_THEMES, "")] + [(f"{named(t)} ({n})", t)
                                          for t, n in counts.items()],
            value=theme if theme in counts else "", description="Theme",
            style={"description_width": "initial"},
            # (as wide as the tab, no wider: at 260 px its arrow was cut at the edge)
            layout=w.Layout(width="auto", max_width="100%"))
        self.theme_menu.observe(lambda _: self.theme_chosen(), "value")
        self.rating = w.HTML()
        self.retry_button = button("Retry", self.retry, "This puzzle again, from its start",
                                   "", "undo")
        self.show_button = button("Show me", self.show_me,
                                  "Play the solution, slowly (a first try it ends counts as "
                                  f"not solved: your rating goes down; key {SHOW_ME_KEY})",
                                  "", "eye")
        self.next_button = button("Next puzzle", self.next_puzzle,
                                  "A puzzle near your rating", "success", "forward")
        self.buttons(self.rating, self.retry_button, self.show_button, self.next_button)
        self.summary = w.HTML(layout=w.Layout(max_width="100%"))
        self.summary.add_class("rwnb-words")
        self.contents = w.VBox([self.theme_menu, self.summary],
                               layout=w.Layout(max_width="100%"))

    # --------------------------------------------------------------- puzzles --
    def start(self, puzzle: Any) -> None:
        """Put ``puzzle`` on the board, from its start."""
        self.puzzle = puzzle
        self.moves = []
        self.rated = self.failed = self.solved = False
        start = puzzle.start()
        self.solver = start.to_move
        self.standing_before = rule_words(self.game).standing(start, self.solver)
        self.app.show_position(start, "Your move: play it as in the game.")
        self.refresh()

    @action()
    def theme_chosen(self) -> None:
        """The theme menu changed: a puzzle of that theme."""
        theme = self.theme_menu.value
        if self._next():
            name = pz.hooks_for(self.game).theme_name(theme)
            self.app.say(f"Now puzzles of the theme {html.escape(name)}: your move." if theme
                         else "Now puzzles of every theme: your move.")

    @action()
    def next_puzzle(self) -> None:
        """A puzzle near the player's rating (of the theme chosen)."""
        self._next()

    def _next(self) -> bool:
        # (a puzzle skipped untried: the next one is another, and each skip moves on)
        self.skipped += self.puzzle is not None and not self.rated
        found = pz.next_puzzle(self.game, self.progress, self.theme_menu.value or None,
                               pool=self.pool, seed=self.skipped,
                               skip=None if self.puzzle is None else self.puzzle.id)
        if found is None:
            self.app.say("No puzzle has this theme." if self.pool else
                         f"The game has no puzzles yet: <code>python -m ringworld_nb.puzzles "
                         f"build --game {html.escape(self.game)}</code> mines them into the "
                         f"file this reads ({html.escape(str(pz.data_path(self.game)))}).",
                         "warning")
            return False
        self.start(found)
        return True

    @action(animating=True)
    def retry(self) -> None:
        """This puzzle again from its start (its rating moved at the first try only)."""
        if self.app.animating:
            self.app.finish_showing()
        rated, failed = self.rated, self.failed
        self.start(self.puzzle)
        self.rated, self.failed = rated, failed

    def keys(self) -> dict[str, tuple[str, Any]]:
        """The puzzle player's own key, which joins the app's: w for Show me."""
        return {SHOW_ME_KEY: ("show me: play the solution, slowly", self.show_me_key)}

    @action()
    def show_me(self) -> None:
        """Play the rest of the solution slowly (the puzzle counts as not solved)."""
        self._rate(solved=False)
        rest = list(self._rest())
        shown = f"The solution: {html.escape(', '.join(rest))}."
        self.app.say("Watch: the solution, move by move.")
        self.play_slowly(rest, self._apply, lambda: self._finish(shown))

    def refuse(self) -> str:
        """Why the board takes no move now ('' when it does): the puzzle done."""
        return "This puzzle is done: Next puzzle, or Retry." if self.solved else ""

    # ----------------------------------------------------------------- moves --
    def play(self, move: Any) -> list[Any]:
        """A person's move on the puzzle (the app's one move path hands it here)."""
        app = self.app
        if self.solved or not self._rest():
            app.say("This puzzle is done: Next puzzle, or Retry.", "warning")
            return []
        try:
            verdict = pz.check(self.puzzle, self.moves, move)
        except GameError as err:
            app.say(f"That move cannot be played: {html.escape(str(err))}", "warning")
            return []
        app.input.reset()
        if verdict.status == pz.WRONG:
            self._refute(move, verdict.played)
            return []
        events = self._apply(verdict.played)
        if verdict.status == pz.SOLVED:
            also = "" if verdict.played == verdict.expected else \
                f" ({html.escape(verdict.played)} meets the goal as well as " \
                f"{html.escape(verdict.expected)})"
            self._finish(("<b>Solved!</b>" if not self.failed else
                          "<b>Solved</b> (on a later try).") + also)
            return events
        app.say(f"<b>Right.</b> {html.escape(self._replies(verdict.reply))} "
                "Your move again.")
        return events

    def _refute(self, move: Any, played: str) -> None:
        """A wrong try: the star lost, then the opponent's best reply shown and told
        (:func:`~ringworld_nb.puzzles.refutation`). The move tried is put on the board
        first and the reply searched while it is in view (a search of up to half a
        second); without an event loop to show it in, the words alone, at once."""
        app = self.app
        first = not self.rated
        self.failed = True
        self._rate(solved=False)
        rated = f" {self._rated_words()}" if first else ""
        start = app.model.game.clone()

        def reply() -> list[Any]:
            line = self._refutation(move)
            why = f" {html.escape(line.words)}" if line is not None else ""
            app.say(f"<b>Not {html.escape(played)}.</b>{why} The board goes back: try "
                    f"again, or {SHOW_ME}.{rated}", "warning")
            # the reply stays in view long enough to see what it takes
            return list(line.played[1:]) if line is not None else []

        app.sound.play("failure")
        tried = start.clone()
        try:
            move = tried.parse(move) if isinstance(move, str) else move
            events = tried.play(move)
        except GameError:
            events = None
        # said at once, the reason when the reply is found
        app.say(f"<b>Not {html.escape(played)}.</b>", "warning")
        if events is None or not app.show_line(start, [(move, list(events))], hold_last=True,
                                               last_seconds=REFUTATION_SECONDS, then=reply):
            reply()

    def _rest(self) -> tuple[str, ...]:
        """The moves still to play: the solution's, or the line after a move accepted in
        its place (none once every move is played)."""
        try:
            return rest_of(self.puzzle, self.moves)
        except ArgumentError:
            return ()

    def _replies(self, replies: tuple[str, ...]) -> str:
        """Play the opponent's replies; their words."""
        words = []
        for text in replies:
            mover = self.app.model.game.to_move
            self._apply(text)
            words.append(f"{self.app.player_name(mover)} replies {text}.")
        return " ".join(words)

    def _apply(self, text: str) -> list[Any]:
        """Play the solution's move ``text`` on the app's game."""
        app = self.app
        game = app.model.game
        move = game.parse(text)
        events = game.play(move)
        self.moves.append(text)
        app.follow()
        app.sound.play("capture" if app.captures(events) else "move")
        return events

    def _refutation(self, move: Any) -> Any:
        """The refutation of the wrong ``move`` (None when it cannot be found)."""
        try:
            return pz.refutation(self.puzzle, self.moves, move)
        except GameError:
            return None

    def _finish(self, words: str) -> None:
        first = not self.rated
        self._rate(solved=not self.failed)
        self.solved = True
        if not self.failed:
            self.app.sound.play("success")
        why, follow = self._why()
        self.app.say(words + why + (f" {self._rated_words()}" if first else "")
                     + " Next puzzle, or Retry.")
        if follow:
            self.app.show_line(self.app.model.game, follow, hold_last=True)

    def _why(self) -> tuple[str, list[Any]]:
        """Why the moves played win, in words, and the opponent's best answer after them
        (``(move, events)`` pairs to show)."""
        try:
            line = pz.explanation(self.puzzle, self.moves)
        except GameError:
            return "", []
        text = f" <i>Why:</i> {html.escape(line.words)}"
        words = rule_words(self.game)
        # where the whole line leaves the solver - the opponent's answer shown after the
        # moves played included - counted at the line's end and said so
        end = line.start.clone()
        last = None
        for move, _ in line.played:
            last = end.to_move
            end.play(move)
        after = words.standing(end, self.solver)
        if after and after != self.standing_before and line.moves:
            text += html.escape(f" {words.player_name(self.solver)}: "
                                f"{self.standing_before} at the puzzle's start; {after} "
                                f"after {words.player_name(last)}'s {line.moves[-1]}.")
        return text, list(line.played[len(self.moves):])

    def _rate(self, *, solved: bool) -> None:
        """The first try moves the ratings (kept in the progress file at once)."""
        if self.rated:
            return
        self.rated = True
        pz.attempt(self.progress, self.puzzle, solved=solved)

    def _themes_line(self, puzzle: Any, named: Callable[[str], str]) -> str:
        """The header's second line: the puzzle's themes once its first try is rated
        (before, they would give the answer away: the line says when they come).

        The line is there from the start and never wraps (CSS ``rwnb-themes``: cut with
        an ellipsis, the whole list in its tooltip), so the header keeps its height
        when the themes arrive - the board under it does not move between two clicks.
        """
        if not (self.solved or self.rated):
            return ("<div class='rwnb-themes'><small>(its themes are shown after your "
                    "first try)</small></div>")
        themes = html.escape(", ".join(map(named, puzzle.theme)), quote=True)
        return (f"<div class='rwnb-themes' title='themes: {themes}'><small>themes: "
                f"{themes}</small></div>")

    def _rated_words(self) -> str:
        me = pz.player_rating(self.progress, self.game)
        return f"Your puzzle rating: {_rating_words(me)}."

    # --------------------------------------------------------------- showing --
    def refresh(self) -> None:
        """The goal, the ratings and the buttons for the puzzle and the try."""
        puzzle = self.puzzle
        if puzzle is None:
            return
        rated = pz.puzzle_rating(self.progress, puzzle)
        # (the themes would give the answer away: they are shown once it is found)
        named = pz.hooks_for(self.game).theme_name
        self.goal.value = (f"<b>Puzzle {html.escape(puzzle.id)}</b> <small>(rated "
                           f"{rated.rating:.0f})</small>"
                           f"{self._themes_line(puzzle, named)}{html.escape(puzzle.goal)}")
        me = pz.player_rating(self.progress, self.game)
        self.rating.value = (f"<span title='your puzzle rating (Glicko-2) and its 95% "
                             f"interval'>You: {_rating_words(me)}</span>")
        enable(self.show_button, not self.solved)
        enable(self.retry_button, bool(self.moves) or self.failed or self.solved)
        tried = self.progress.puzzles_tried(self.game)
        done = sum(1 for solved, _ in tried.values() if solved)
        self.summary.value = (f"<p>Puzzles tried: {len(tried)}, solved at the first "
                              f"try:&nbsp;{done}.<br>Your rating: {_rating_words(me)} (Glicko-2; "
                              "it settles as you solve more).</p>")


#: The name of before trainers were more than levels.
PuzzleMode = PuzzleTrainer


def PuzzlePlayer(game: str | None = None, *, theme: str | None = None,  # noqa: N802
                 progress: str | os.PathLike[str] | None = None) -> Any:
    """Puzzles of ``game`` (by default the first game) on the game's own app, near the
    player's rating, of ``theme`` if given. ``progress`` is the file where the ratings
    are kept (default: the levels' file, in the user's data folder).

    Returns the app (a widget): leave it as the last expression of a cell.
    """
    game = names()[0] if game is None else game
    if game not in names():
        raise ValueError(f"game must be one of {', '.join(names())}, got {describe(game)}")
    app = new_app(game)
    trainer = PuzzleTrainer(app, game, Progress(progress), theme=theme)
    app.attach_trainer(trainer)
    trainer.next_puzzle()
    if trainer.progress.message:
        app.say(html.escape(trainer.progress.message), "warning")
    app.refresh()
    return app
