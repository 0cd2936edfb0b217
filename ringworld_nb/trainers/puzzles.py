"""The puzzle app: positions from the AI's own games where one move (or a short line of
only moves) wins, played by clicks on the game's own app.

``PuzzlePlayer("ringworld")`` shows a puzzle near the player's rating: who moves and
what to find above the board. Each move is judged at once (:func:`ringworld_nb.puzzles.
check`): a right move is played and, in a puzzle of several moves, the opponent's reply
follows; a wrong one is refused, the board stays, and the attempt counts as failed (try
again as often as you like, or **Show me**). The first try at a puzzle moves two ratings
- the player's and the puzzle's, both Glicko-2 (:mod:`ringworld_nb.puzzles.rating`) - and
is kept in the same small progress file as the rule levels. **Next puzzle** picks the
next one near the new rating; the theme menu keeps only puzzles of one theme.

Like the level player (:mod:`.levels`), this module only connects puzzles to an app: the
app's one move path hands a person's move to :meth:`PuzzleMode.play`.
"""

from __future__ import annotations

import asyncio
import html
from typing import Any

import ipywidgets as w

from ..core.errors import GameError
from ..core.registry import names
from ..core.validate import describe
from ..learn import Progress
from ..ui.controls import button, enable, row
from .levels import SHOW_SECONDS, new_app

__all__ = ["PuzzleMode", "PuzzlePlayer"]

#: The theme menu's entry for every puzzle.
ALL_THEMES = "every theme"


def _rating_words(rating: Any) -> str:
    """``"1523 ± 180"``: a Glicko-2 rating and its 95 % interval's half width."""
    return f"{rating.rating:.0f} \u00b1 {2 * rating.deviation:.0f}"


class PuzzleMode:
    """Puzzles on an app (see the module docstring): the goal, the verdicts, the ratings.

    ``app`` is a game's app (its ``level`` attribute is set to this mode, the trainer's
    place); ``progress`` keeps the ratings and attempts.
    """

    def __init__(self, app: Any, game: str, progress: Progress, *,
                 theme: str | None = None) -> None:
        from .. import puzzles as pz

        self.pz = pz
        self.app = app
        self.game = game
        self.progress = progress
        self.puzzle: Any = None
        #: the solution's moves played so far (notation), the solver's and the replies
        self.moves: list[str] = []
        #: True once this puzzle's first try is rated (a failure, a Show me, a solve)
        self.rated = False
        self.failed = False
        self.solved = False
        counts = pz.themes(game)
        self.theme_menu = w.Dropdown(
            options=[(ALL_THEMES, "")] + [(f"{t} ({n})", t) for t, n in counts.items()],
            value=theme if theme in counts else "", description="Theme",
            layout=w.Layout(width="260px"))
        self.theme_menu.observe(lambda _: app.act(self.theme_chosen), "value")
        self.goal = w.HTML()
        self.goal.add_class("rwnb-goal")
        self.rating = w.HTML()
        self.retry_button = button("Retry", lambda: app.act(self.retry, animating=True),
                                   "This puzzle again, from its start", "", "undo")
        self.show_button = button("Show me", lambda: app.act(self.show_me),
                                  "Play the solution, slowly (a first try it ends counts as "
                                  "not solved: your rating goes down)", "", "eye")
        self.next_button = button("Next puzzle", lambda: app.act(self.next_puzzle),
                                  "A puzzle near your rating", "success", "forward")
        self.bar = w.VBox([self.goal, row(self.rating, self.retry_button, self.show_button,
                                          self.next_button)],
                          layout=w.Layout(max_width="100%"))
        self.bar.add_class("rwnb-level")
        self.summary = w.HTML()
        self.contents = w.VBox([self.theme_menu, self.summary],
                               layout=w.Layout(max_width="100%"))

    # --------------------------------------------------------------- puzzles --
    def start(self, puzzle: Any) -> None:
        """Put ``puzzle`` on the board, from its start."""
        app = self.app
        self.puzzle = puzzle
        self.moves = []
        self.rated = self.failed = self.solved = False
        app.board_override = None
        app.refusal = None
        app.replace_game(puzzle.start(), words="", name=app.filename.value)
        app.ai.reseat({p: "person" for p in app.player_ids(app.game)})
        app.say("Your move: click as in the game.")
        self.refresh()

    def theme_chosen(self) -> None:
        """The theme menu changed: a puzzle of that theme."""
        self.next_puzzle()
        theme = self.theme_menu.value
        if self.puzzle is not None and self.app.message.value.startswith("Your move"):
            self.app.say(f"Now puzzles of the theme {html.escape(theme)}: your move." if theme
                         else "Now puzzles of every theme: your move.")

    def next_puzzle(self) -> None:
        """A puzzle near the player's rating (of the theme chosen)."""
        found = self.pz.next_puzzle(self.game, self.progress, self.theme_menu.value or None)
        if found is None:
            self.app.say("No puzzle has this theme.", "warning")
            return
        self.start(found)

    def retry(self) -> None:
        """This puzzle again from its start (its rating moved at the first try only)."""
        if self.app.animating:
            self.app.finish_showing()
        rated, failed = self.rated, self.failed
        self.start(self.puzzle)
        self.rated, self.failed = rated, failed

    def show_me(self) -> None:
        """Play the rest of the solution slowly (the puzzle counts as not solved)."""
        app = self.app
        self._rate(solved=False)
        rest = list(self.puzzle.solution[len(self.moves):])

        async def slowly() -> None:
            for text in rest:
                await asyncio.sleep(SHOW_SECONDS)
                app.act(lambda text=text: self._apply(text))
            app.act(lambda: self._finish(shown))

        shown = f"The solution: {html.escape(', '.join(rest))}."
        app.say("Watch: the solution, move by move.")
        if not app.tasks.start("show", slowly):
            for text in rest:
                self._apply(text)
            self._finish(shown)

    def refuse(self) -> str:
        """Why the board takes no move now ('' when it does): the puzzle done."""
        return "This puzzle is done: Next puzzle, or Retry." if self.solved else ""

    # ----------------------------------------------------------------- moves --
    def play(self, move: Any) -> list[Any]:
        """A person's move on the puzzle (the app's one move path hands it here)."""
        app = self.app
        if self.solved or len(self.moves) >= len(self.puzzle.solution):
            app.say("This puzzle is done: Next puzzle, or Retry.", "warning")
            return []
        try:
            verdict = self.pz.check(self.puzzle, self.moves, move)
        except GameError as err:
            app.say(f"That move cannot be played: {html.escape(str(err))}", "warning")
            return []
        app.input.reset()
        if verdict.status == self.pz.WRONG:
            first = not self.rated
            self.failed = True
            self._rate(solved=False)
            app.say(f"<b>Not {html.escape(verdict.played)}.</b> There is a better move: "
                    "try again, or Show me."
                    + (f" {self._rated_words()}" if first else ""), "warning")
            app.sound.play("failure")
            return []
        events = self._apply(verdict.played)
        if verdict.status == self.pz.SOLVED:
            self._finish("<b>Solved!</b>" if not self.failed else
                         "<b>Solved</b> (on a later try).")
            return events
        app.say(f"<b>Right.</b> {html.escape(self._replies(verdict.reply))} "
                "Your move again.")
        return events

    def _replies(self, replies: tuple[str, ...]) -> str:
        """Play the opponent's replies; their words."""
        words = []
        for text in replies:
            mover = self.app.game.to_move
            self._apply(text)
            words.append(f"{self.app.player_name(mover)} replies {text}.")
        return " ".join(words)

    def _apply(self, text: str) -> list[Any]:
        """Play the solution's move ``text`` on the app's game."""
        app = self.app
        game = app.game
        move = game.parse(text)
        events = game.play(move)
        self.moves.append(text)
        app._follow()
        app.sound.play("capture" if app.captures(events) else "move")
        return events

    def _finish(self, words: str) -> None:
        first = not self.rated
        self._rate(solved=not self.failed)
        self.solved = True
        if not self.failed:
            self.app.sound.play("success")
        self.app.say(words + (f" {self._rated_words()}" if first else "")
                     + " Next puzzle, or Retry.")

    def _rate(self, *, solved: bool) -> None:
        """The first try moves the ratings (kept in the progress file at once)."""
        if self.rated:
            return
        self.rated = True
        self.pz.attempt(self.progress, self.puzzle, solved=solved)

    def _rated_words(self) -> str:
        me = self.pz.player_rating(self.progress, self.game)
        return f"Your puzzle rating: {_rating_words(me)}."

    # --------------------------------------------------------------- showing --
    def refresh(self) -> None:
        """The goal, the ratings and the buttons for the puzzle and the try."""
        puzzle = self.puzzle
        if puzzle is None:
            return
        rated = self.pz.puzzle_rating(self.progress, puzzle)
        # (the themes would give the answer away: they are shown once it is found)
        themes = (f"themes: {html.escape(', '.join(puzzle.theme))}; "
                  if self.solved or self.rated else "")
        self.goal.value = (f"<b>Puzzle {html.escape(puzzle.id)}</b> <small>({themes}rated "
                           f"{rated.rating:.0f})</small><br>{html.escape(puzzle.goal)}")
        me = self.pz.player_rating(self.progress, self.game)
        self.rating.value = (f"<span title='your puzzle rating (Glicko-2) and its 95% "
                             f"interval'>You: {_rating_words(me)}</span>")
        enable(self.show_button, not self.solved)
        enable(self.retry_button, bool(self.moves) or self.failed or self.solved)
        tried = self.progress.puzzles_tried(self.game)
        done = sum(1 for solved, _ in tried.values() if solved)
        self.summary.value = (f"<p>Puzzles tried: {len(tried)}, solved at the first try: "
                              f"{done}.<br>Your rating: {_rating_words(me)} (Glicko-2; "
                              "it settles as you solve more).</p>")


def PuzzlePlayer(game: str = "ringworld", *, theme: str | None = None,  # noqa: N802
                 progress: str = "learn_progress.json") -> Any:
    """Puzzles of ``game`` ("ringworld", "dice", "renaissance") on the game's own app,
    near the player's rating, of ``theme`` if given. ``progress`` is the file where the
    ratings are kept (the levels' file, next to the notebook).

    Returns the app (a widget): leave it as the last expression of a cell.
    """
    if game not in names():
        raise ValueError(f"game must be one of {', '.join(names())}, got {describe(game)}")
    app = new_app(game)
    mode = PuzzleMode(app, game, Progress(progress), theme=theme)
    app.attach_level(mode, title="Puzzles")
    mode.next_puzzle()
    if mode.progress.message:
        app.say(html.escape(mode.progress.message), "warning")
    app.refresh()
    return app
