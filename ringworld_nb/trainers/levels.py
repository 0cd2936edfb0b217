"""The level player: every rule of a game a level, played by clicks on the game's app.

``LevelPlayer("ringworld")`` shows the game's own app (the same board, the same clicks,
the same buttons) with a level on it: what the level teaches (its rule) and its goal
above the board, the place its words name ringed in dotted yellow on the board until
the first move (never where the answer goes), all read out in the live region as the
level opens; and after each move, at once, either the goal reached (stars, and why
fewer than 3; **Next level**) or the mistake - the move played - ringed in red dashes
on the board (a wrong try costs a star, as a hint does) with the rule it broke, in the
rule book's words and with its section, what the move caused instead and why that
misses the goal - then **Retry**, **Hint** (the level's hints in order) or **Show me**
(the solution, played slowly). After the last level, with every level done, there is no
next level: the player says so and what to play next. Where the rule involves the opponent, the
level's scripted reply is played and shown. The **Levels** tab lists every level of the
game with the stars earned; progress is kept in a small file in the user's data folder
(:class:`~ringworld_nb.learn.Progress`: stars per level, the next level to play). By
keyboard: ``n`` is Next level, ``b`` Retry (:meth:`LevelTrainer.keys`), and choosing a
level in the tab keeps the focus on its button (the list's buttons are kept, not made
anew).

The levels are data (:mod:`ringworld_nb.learn`); a try at one is a
:class:`~ringworld_nb.learn.Run`, which judges every move and plays the replies. This
module only connects a run to an app: the app's one move path hands a person's move to
:meth:`LevelTrainer.play`, and everything else - input, marks, words, sound, layout - is
the app's.
"""

from __future__ import annotations

import html
import os
import re
from fractions import Fraction
from typing import Any

import ipywidgets as w

from ..core.registry import names, spec
from ..core.validate import describe
from ..learn import Level, Progress, Run, Step, games_with_levels, levels, rule_words
from ..ui.controls import RINGED_ASIDE, button, enable, named, show
from ..ui.flow import action
from ..ui.trainer import TrainerHost
from .base import SHOW_ME, SHOW_ME_KEY, SHOW_SECONDS, TrainerBase

__all__ = ["LevelTrainer", "LevelMode", "LevelPlayer", "new_app", "SHOW_SECONDS",
           "stars_text", "stars_words", "chance_text"]


def stars_text(count: int, total: int = 3) -> str:
    """``"★★☆"``."""
    return "\u2605" * count + "\u2606" * (total - count)


def stars_words(count: int, total: int = 3) -> str:
    """The stars in words, as a screen reader should read them ("★★☆" is read as "black
    star black star white star").

    >>> stars_words(2), stars_words(0), stars_words(1)
    ('2 of 3 stars', 'no star yet', '1 of 3 stars')
    """
    return f"{count} of {total} stars" if count else "no star yet"


def chance_text(p: Fraction | float) -> str:
    """A chance as a whole percentage that never says 100% or 0% of what is not
    certain: ``">99%"`` and ``"<1%"`` at the ends.

    >>> [chance_text(p) for p in (Fraction(1), Fraction(6479, 6480), Fraction(21, 25), 0.004, 0)]
    ['100%', '>99%', '84%', '<1%', '0%']
    """
    if p >= 1:
        return "100%"
    if p <= 0:
        return "0%"
    percent = round(float(p) * 100)
    if percent >= 100:
        return ">99%"
    if percent <= 0:
        return "<1%"
    return f"{percent}%"


#: What a wrong move is told last: what to do, and what a wrong try costs.
TRY_AGAIN = f"Try another move (a star less, as for a hint), or Hint (key h), {SHOW_ME}."

#: How many of a game's first levels write the addresses on the board by default (the
#: levels that teach where the places are and how a move is written).
LEVELS_WITH_ADDRESSES = 6


def new_app(game: str) -> Any:
    """The game's app, two people at one screen (a trainer's opponent is its script)."""
    return spec(game).part("app").for_trainer()


class LevelTrainer(TrainerBase):
    """The levels of ``game`` on ``app`` (see the module docstring): the goal, the
    buttons, the verdicts; ``progress`` keeps the stars."""

    title = "Levels"

    def __init__(self, app: TrainerHost, game: str, progress: Progress) -> None:
        super().__init__(app)
        self.game = game
        self.progress = progress
        self.levels: tuple[Level, ...] = levels(game)
        self.level: Level = self.levels[0]
        self.run: Run = self.level.begin()
        self.last: Step | None = None
        self.stars = w.HTML()
        self.retry_button = button("Retry", self.retry, "Start this level again", "", "undo")
        self.hint_button = button("Hint", self.hint,
                                  "The next hint of this level (each hint costs a star)", "",
                                  "lightbulb-o")
        self.show_button = button("Show me", self.show_me,
                                  f"Play the solution, slowly (then the level gives one star; "
                                  f"key {SHOW_ME_KEY})", "", "eye")
        self.next_button = button("Next level", self.next_level, "The next level", "success",
                                  "forward")
        self.buttons(self.stars, self.retry_button, self.hint_button, self.show_button,
                     self.next_button)
        self._level_buttons: dict[str, w.Button] = {}
        self.reset_button = button("Start afresh", self.ask_reset,
                                   "Forget the stars of this game's levels", "warning")

    # ---------------------------------------------------------------- levels --
    def start(self, level: Level) -> None:
        """Put ``level`` on the board, from its start."""
        self.level = level
        self.addresses = self.levels.index(level) < LEVELS_WITH_ADDRESSES
        self.run = level.begin()
        self.last = None
        self.app.show_position(self.run.game, html.escape(self.opening_words()),
                               look_at=self.look_at())
        self.refresh()

    def opening_words(self) -> str:
        """What a level says as it opens (read out in the live region, so that a
        screen reader hears the rule and the goal, not only the page): its number and
        name, what it teaches (its lesson: the rule), its goal and where to look."""
        number = self.levels.index(self.level) + 1
        return " ".join(part for part in (
            f"Level {number} of {len(self.levels)}: {self.level.name}.",
            self.level.lesson, f"Goal: {self.level.goal}", self.focus_words()) if part)

    def look_at(self) -> Any:
        """Where the board rings, as the level opens, the place its words name: the
        level's focus, as the input machine names it, when its goal or lesson names it
        and the solution's first move does not go there (the ring shows where to look,
        never the answer); else None."""
        level, focus = self.level, self.run.focus
        if focus is None or not level.focus or not re.search(
                rf"(?<![\w@]){re.escape(level.focus)}(?!\w)", f"{level.goal} {level.lesson}"):
            return None
        start = level.start()
        terms = rule_words(self.game)
        answer = terms.refused_where(start, terms.parse(start, level.solution[0]), None)
        return None if answer == focus else focus

    def focus_words(self) -> str:
        """Where the level asks to look, in words, and that the board marks it (in
        words for the keyboard too: no colour, no shape)."""
        if self.look_at() is None:
            return ""
        return f"Look at {self.level.focus} (marked on the board)."

    @action()
    def go(self, key: str) -> None:
        """Start the level named ``key`` (its key or its name)."""
        found = [lv for lv in self.levels if key in (lv.key, lv.name)]
        if not found:
            self.app.say(f"There is no level {html.escape(describe(key))} in this game.",
                         "error")
            return
        self.start(found[0])

    def following(self) -> Level | None:
        """The level Next level starts: the one after this, or after the last the first
        not yet done; None after the last when every level is done."""
        index = self.levels.index(self.level)
        if index + 1 < len(self.levels):
            return self.levels[index + 1]
        return self.progress.next_level(self.game)

    def all_done_words(self) -> str:
        """What to play once every level is done."""
        game = spec(self.game)
        puzzles = (f" Its puzzles: <code>PuzzlePicker(\"{game.name}\")</code>."
                   if game.puzzles is not None else "")
        return ("That was the last level, and every level of this game is done: well "
                "played! Now play a game against the easy AI: in a new cell, "
                "<code>from ringworld_nb import GamePicker</code> then "
                f"<code>GamePicker(\"{game.name}\")</code> (or choose "
                f"{html.escape(game.title)} in the menu of play.ipynb).{puzzles}")

    def keys(self) -> dict[str, tuple[str, Any]]:
        """The level player's own keys, which join the app's (see
        :func:`~ringworld_nb.ui.trainer.trainer_keys`): n for Next level, b for Retry
        (back to the level's start), w for Show me."""
        return {"n": ("next level", self.next_level_key),
                "b": ("retry: back to this level's start", self.retry_key),
                SHOW_ME_KEY: ("show me: play the solution, slowly", self.show_me_key)}

    @action(asking=True, animating=True)
    def next_level_key(self) -> None:
        """Next level by key n: as the button, and while the button is not offered, why."""
        if self.next_button.disabled:
            self.app.say(f"Next level opens once this level is done (or press {SHOW_ME}, "
                         "or choose a level in the Levels tab).", "warning")
            return
        self.next_level()

    @action(animating=True)
    def retry_key(self) -> None:
        """Retry by key b: as the button, and while nothing was played, why not."""
        if self.retry_button.disabled:
            self.app.say("Nothing to retry: this level is at its start.")
            return
        self.retry()

    @action(asking=True, animating=True)
    def next_level(self) -> None:
        """The level after this one (the first not yet done when this was the last); a
        move still being shown is cut short (the learner has seen enough of it)."""
        if self.app.animating:
            self.app.finish_showing()
        later = self.following()
        if later is not None:
            self.start(later)
        else:
            self.app.say(self.all_done_words())

    @action(animating=True)
    def retry(self) -> None:
        """This level again, from its start."""
        if self.app.animating:
            self.app.finish_showing()
        self.run.retry()
        self.last = None
        self.app.show_position(self.run.game, "Again, from the start.",
                               look_at=self.look_at())

    @action()
    def hint(self) -> None:
        """The level's next hint."""
        text = self.run.next_hint()
        self.app.say(f"Hint: {html.escape(text)}" if text else
                     f"No more hints: press {SHOW_ME} to see the solution.")

    @action()
    def show_me(self) -> None:
        """Play the solution from the start, slowly (the level then gives one star)."""
        moves = list(self.run.solution_moves())
        self.retry()
        self.app.say("Watch: the solution, move by move.")
        self.play_slowly(moves, self.app.play, stop=lambda: self.run.done)

    @action()
    def ask_reset(self) -> None:
        self.app.ask("Forget every star of this game's levels and start afresh?",
                     self.reset)

    def reset(self) -> None:
        self.progress.reset(self.game)
        self.start(self.levels[0])
        self.app.say("A fresh start: every level of this game is to play again.")

    # ----------------------------------------------------------------- moves --
    def play(self, move: Any) -> list[Any]:
        """A person's move on the level (the app's one move path hands it here)."""
        app = self.app
        if self.run.done:
            app.say(self.refuse(), "warning")
            return []
        step = self.run.play(move)
        self.last = step
        app.look_at = None  # (the ring of where to look: the level has begun)
        app.input.reset()
        app.refusal = None
        app.board_override = None
        app.follow()
        events = list(step.played[0].events) if step.played else []
        if step.kind == "wrong":
            # the wrong move is shown (played out, held a moment), then the board is
            # back at the level's position - what the counts and the marks say, and
            # where the next try starts - with the wrong move's place ringed
            app.refusal = step.where
            ringed = step.where is not None and app.mark_where(step.where) is not None
            app.say(self.wrong_words(step, ringed=ringed), "warning")
            app.sound.play("failure")
        elif step.kind == "done":
            best = self.progress.record(self.level, step.stars)
            why = f" <i>{html.escape(step.stars_why)}</i>" if step.stars_why else ""
            last = (f"<br>{self.all_done_words()}" if self.following() is None else
                    " <b>Next level</b> goes on.")
            app.say(f"<b>Done: <span aria-hidden='true'>{stars_text(step.stars)}</span>"
                    f"</b> ({stars_words(step.stars)})"
                    f"{why} {html.escape(step.message)}"
                    + (f" (your best: {stars_words(best)})" if best > step.stars else "")
                    + (f" {html.escape(self.progress.message)}" if self.progress.message
                       else "") + last)
            app.sound.play("success")
        else:
            app.say(html.escape(step.message) or "Right: go on.")
            app.sound.play("capture" if app.captures(events) else "move")
        app.show_line(step.before, [(p.move, p.events) for p in step.played],
                      hold_last=step.kind == "wrong")
        return events

    def refuse(self) -> str:
        """Why the board takes no move now ('' when it does): a level done - and what
        the buttons offer then (no Next level after the last level, every level done)."""
        if not self.run.done:
            return ""
        if self.following() is None:
            return "This level is done: Retry, or choose a level in the Levels tab."
        return "This level is done: Next level, or Retry."

    def wrong_words(self, step: Step, *, ringed: bool = False) -> str:
        """What a wrong move is told: a move the rules refuse gets the rule it broke; a
        legal move that misses the goal first hears what it did and the goal again (the
        learner did nothing forbidden), then the rule the level teaches, with its
        section. ``ringed``: the move's place is ringed on the board, and the words say
        that the ring on the board is this move's (issue 24: it was never explained) -
        words about the picture, shown and not read out (the reason names the place)."""
        ring = RINGED_ASIDE if ringed else ""
        if step.illegal:
            return (f"<b>Not this one: that move is not allowed.</b>{ring} "
                    f"{html.escape(step.reason)} {TRY_AGAIN}")
        did = f"{html.escape(step.caused)} " if step.caused else ""
        if step.why:
            did += f"<b>{html.escape(step.why)}</b> "
        return (f"<b>Not this one.</b>{ring} {did}That breaks no rule, but the goal is: "
                f"<b>{html.escape(self.level.goal)}</b><br><i>What this level teaches:</i> "
                f"{html.escape(step.reason)} {TRY_AGAIN}")

    # --------------------------------------------------------------- showing --
    def refresh(self) -> None:
        """The goal, the stars and the buttons for the level and the try (the stars
        as the file has them now: another player in the notebook may have earned some)."""
        self.progress.reload()
        level, run = self.level, self.run
        number = self.levels.index(level) + 1
        odds = ""
        if level.odds and not run.done:
            chances = rule_words(self.game).odds(self.app.model.game)
            if chances:
                odds = "<br><small>The odds of each attack: " + ", ".join(
                    f"{html.escape(name)} {html.escape(chance_text(p))}"
                    for name, p in sorted(chances.items())) + "</small>"
        intro = f"{html.escape(level.lesson)}<br>"
        self.goal.value = (f"<b>Level {number} of {len(self.levels)}: "
                           f"{html.escape(level.name)}</b> <small>(rule book "
                           f"§{html.escape(level.section)})</small><br>{intro}"
                           f"<b>Goal:</b> {html.escape(level.goal)}{odds}")
        earned = self.progress.stars(level)
        self.stars.value = (f"<span title='best so far: {stars_words(earned)}' role='img' "
                            f"aria-label='best so far: {stars_words(earned)}' "
                            f"style='font-size:1.2em'>{stars_text(earned)}</span>")
        enable(self.next_button, (run.done or earned > 0) and self.following() is not None)
        enable(self.hint_button, not run.done)
        enable(self.show_button, not run.done)
        enable(self.retry_button, run.moves > 0 or self.last is not None)
        show(self.next_button, True)
        for i, lv in enumerate(self.levels, start=1):
            mark = "\u25b6 " if lv is level else ""
            earned_there = self.progress.stars(lv)
            words = (f"Level {i}: {lv.name} (rule book §{lv.section}), "
                     f"{stars_words(earned_there)}" + (", the level shown" if mark else ""))
            named(self._level_button(lv.key), words).description = (
                f"{mark}{i}. {stars_text(earned_there)} {lv.name} (§{lv.section})")
        rows = tuple(self._level_buttons[lv.key] for lv in self.levels)
        if self.contents.children != (*rows, self.reset_button):
            self.contents.children = (*rows, self.reset_button)

    def _level_button(self, key: str) -> w.Button:
        """The Levels tab's button of the level ``key``, made once and kept: a button
        made again at each refresh would leave the page, and the focus with it (Enter
        on a level sent the focus to the page's body, where no key of the app works)."""
        if key not in self._level_buttons:
            b = button(key, lambda: self.go(key), "Play this level")
            b.layout = w.Layout(width="100%", justify_content="flex-start")
            self._level_buttons[key] = b
        return self._level_buttons[key]


#: The name of before trainers were more than levels.
LevelMode = LevelTrainer


def LevelPlayer(game: str | None = None, level: str | None = None, *,  # noqa: N802
                progress: str | os.PathLike[str] | None = None) -> Any:
    """The levels of ``game`` (the name of a game with levels: by default the first)
    on the game's own app, starting at ``level`` (its key or name; default: the next one
    not yet done). ``progress`` is the file where the stars are kept (default:
    ``learn_progress.json`` in the user's data folder, never the notebook's folder).

    Returns the app (a widget): leave it as the last expression of a cell.
    """
    known = games_with_levels()
    game = known[0] if game is None else game
    if game not in known:
        raise ValueError(f"game must be one of {', '.join(known)}, got {describe(game)}"
                         + (" (it has no levels)" if game in names() else ""))
    app = new_app(game)
    trainer = LevelTrainer(app, game, Progress(progress))
    app.attach_trainer(trainer)
    first = trainer.levels[0]
    if level is not None:
        found = [lv for lv in trainer.levels if level in (lv.key, lv.name)]
        if not found:
            raise ValueError(f"there is no level {describe(level)} in {game}: the levels "
                             f"are {', '.join(lv.key for lv in trainer.levels)}")
        first = found[0]
    else:
        first = trainer.progress.next_level(game) or first
    trainer.start(first)
    if trainer.progress.message:
        app.say(html.escape(trainer.progress.message), "warning")
    app.refresh()
    return app
