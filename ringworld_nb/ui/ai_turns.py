"""Who plays each side, the AI's turns, hints and win estimates: one part of every app.

Each player of a game has a **seat** (:mod:`.seats`): a person or an AI of a chosen
strength. :class:`AITurns` makes the AI seats play, the same way in every game:

* **AI turns** run as the task ``"ai"`` of the app's :class:`~.loop.LoopRunner`: wait
  the pace (the AI pause slider), let the seat's player think in slices
  (:class:`~.thinking.ThinkingRunner`: the board and buttons stay alive, the indicator
  shows the progress and a **Stop** button), then play the move through the app's one
  move path. AI against AI goes on at the pace until **Pause**; **Play** lets it go on;
  **AI move** plays one AI move (from an earlier position too: the app asks before the
  later moves are dropped).
* **Stop** stops the thinking: nothing is played, the AIs wait (paused) until AI move
  or Play. Undo, a new game, loading and review stop the thinking too; an AI never moves
  while an earlier position is shown.
* **Hint** asks the AI for the move of the position shown, at the strength of the AI
  the person plays against (an AI seat: its own); the app enters it as the choice on
  the board, and the message gives the chances in words.
* **Win estimates** for the graph: the probability that the *first* player wins after
  each move - the value an AI move came with, else a short quiet search, run only
  while the graph is shown.

Outside a running event loop (a script, a test) nothing runs by itself:
:meth:`AITurns.run_ai` plays the AI turns at once, and AI move and Hint work at once.
"""

from __future__ import annotations

import asyncio
import functools
import html
import time
from typing import TYPE_CHECKING, Any, NamedTuple

import ipywidgets as w

from ..core.mcts import outcome_score
from ..core.players import STRENGTHS, Choice, Player, start_thinking
from .controls import button, enable, row
from .seats import PERSON, check_seat, seat_label, seat_menu
from .thinking import ThinkingIndicator, ThinkingRunner, give_turns, simulations_of

if TYPE_CHECKING:
    from .app import GameApp

__all__ = ["AITurns", "Hint", "chances_words", "ESTIMATE_SECONDS"]

#: Seconds of thinking for a win estimate after a move that came without one...
ESTIMATE_SECONDS = 0.4
#: ... and at least this many simulations of a tree search (when the machine is busy).
ESTIMATE_MIN_SIMULATIONS = 50
#: The strength of a hint when nobody plays against an AI, and of the estimates.
HINT_STRENGTH = "medium"


class Hint(NamedTuple):
    """A hint shown: the position (moves played), who it is for, the AI's choice and
    the strength that chose it."""

    position: int
    player: Any
    choice: Choice
    strength: str


def chances_words(value: float | None) -> str:
    """A winning chance in words, with the number: ``"good (about 64%)"``.

    >>> chances_words(0.64), chances_words(0.5), chances_words(0.02), chances_words(None)
    ('good (about 64%)', 'even (about 50%)', 'almost none (about 2%)', '')
    """
    if value is None:
        return ""
    percent = round(100 * value)
    for bound, words in ((5, "almost none"), (25, "poor"), (42, "fair"), (58, "even"),
                         (75, "good"), (95, "very good")):
        if percent < bound:
            return f"{words} (about {percent}%)"
    return f"almost certain (about {percent}%)"


class AITurns:
    """The seats and the AI turns of ``app`` (see the module docstring).

    ``seats`` names who plays, player by player; ``pace`` is the pause in seconds before
    each AI move; ``random`` offers the "Random" seat.
    """

    def __init__(self, app: GameApp, seats: list[str], pace: float, *,
                 random: bool = False) -> None:
        self.app = app
        self.random_seats = random
        players = app.player_ids(app.game)
        self.seats: dict[Any, str] = {p: check_seat(s, random=random)
                                      for p, s in zip(players, seats, strict=True)}
        self.paused = False
        self.hint: Hint | None = None
        self._players: dict[tuple[Any, str], Player] = {}
        #: the first player's estimated winning chance at each position (index = moves)
        self.estimates: list[float | None] = [None]
        self.indicator = ThinkingIndicator(lambda: app.act(self.stop, asking=True))
        self.thinker = ThinkingRunner(self.indicator)
        self.menus: dict[Any, w.Dropdown] = {}
        self.menu_box = row()
        self.build_menus()
        self.hint_button = button("Hint", lambda: app.act(self.show_hint),
                                  "Show the move the AI would play here", "", "lightbulb-o")
        self.ai_move_button = button("AI move", lambda: app.act(self.ai_move),
                                     "Let the AI whose turn it is play one move", "", "cogs")
        self.pause_button = button("Pause", lambda: app.act(self.toggle_pause, asking=True),
                                   "Pause the AI moves, or let them go on", "", "pause")
        self.pace = w.FloatSlider(value=pace, min=0.0, max=3.0, step=0.1,
                                  description="AI pause", readout_format=".1f",
                                  tooltip="Seconds between two AI moves",
                                  layout=w.Layout(width="250px", max_width="100%"),
                                  style={"description_width": "60px"})

    # ------------------------------------------------------------------ seats --
    def build_menus(self) -> None:
        """One seat menu per player of the game (again after the players changed)."""
        app = self.app
        self.menus = {}
        for p in app.player_ids(app.game):
            menu = seat_menu(app.player_name(p), self.seats.get(p, PERSON),
                             random=self.random_seats)
            menu.observe(lambda change, p=p: app.act(lambda: self.set_seat(p, change["new"]),
                                                     asking=True),
                         names="value")
            self.menus[p] = menu
        self.menu_box.children = tuple(self.menus.values())

    def reseat(self, seats: dict[Any, str]) -> None:
        """New seats for a new game (its players may differ): menus follow."""
        self.seats = {p: check_seat(s, random=self.random_seats) for p, s in seats.items()}
        self.build_menus()

    def is_person(self, player: Any) -> bool:
        """True when a person plays ``player``."""
        return self.seats.get(player, PERSON) == PERSON

    def set_seat(self, player: Any, seat: str) -> None:
        """Let ``seat`` ("person", an AI strength, "random") play ``player`` from now on."""
        seat = check_seat(seat, random=self.random_seats)
        if self.seats.get(player) == seat:
            return
        app = self.app
        thinking_for_it = app.tasks.running("ai") and app.game.to_move == player
        self.seats[player] = seat
        menu = self.menus.get(player)
        if menu is not None and menu.value != seat:
            menu.value = seat
        if thinking_for_it:
            app.tasks.cancel("ai")
        app.say(f"{app.player_name(player)} is played by "
                f"{'a person' if seat == PERSON else seat_label(seat)} now.")
        self.schedule()

    def forget_players(self) -> None:
        """Drop the computer players made so far (the next move makes new ones)."""
        self._players = {}

    def player_for(self, player: Any) -> Player:
        """The computer player of ``player``'s seat (made once per game and seat)."""
        seat = self.seats[player]
        key = (player, seat)
        if key not in self._players:
            self._players[key] = self.app.player_for_seat(self.app.game, seat)
        return self._players[key]

    def who(self, player: Any) -> str:
        """``"Blue (AI medium)"``: a player's name and who plays it (plain text)."""
        seat = self.seats.get(player, PERSON)
        return f"{self.app.player_name(player)} ({seat_label(seat)})"

    def names(self) -> dict[Any, str]:
        """Each player's name for the status line, with the AI that plays it."""
        app = self.app
        return {p: app.player_name(p) if self.is_person(p) else self.who(p)
                for p in app.player_ids(app.game)}

    # -------------------------------------------------------------- AI turns --
    def waits(self, *, step: bool = False) -> str:
        """Why no AI moves now ('' when the AI to move may; ``step``: the AI move
        button, which moves a paused AI too)."""
        app = self.app
        game = app.game
        if game.is_over:
            return "The game is over."
        if app.reviewing:
            return "An earlier move is shown: go to the latest (⏭) first."
        if self.is_person(game.to_move):
            return f"{app.player_name(game.to_move)} is played by a person."
        if app.asking:
            return "Answer the question first: Yes or No."
        blocked = app.ai_blocked()
        if blocked:
            return blocked
        if self.paused and not step:
            return "The AIs are paused: press AI move or Play."
        return ""

    @property
    def thinking(self) -> bool:
        """True while an AI thinks about a move or a hint."""
        return self.app.tasks.running("ai") or self.app.tasks.running("hint")

    def schedule(self) -> None:
        """Start the AI turns in the event loop if an AI is to move (no loop: nothing;
        call :meth:`run_ai`)."""
        if not self.waits():
            self.app.tasks.start("ai", self._loop, then=self._task_over)

    def _task_over(self) -> None:
        """An AI's task ended: its buttons (Hint, AI move) come back."""
        self.refresh_buttons(self.app.shown)

    async def _loop(self, moves: int | None = None) -> None:
        """AI moves one after another (``moves`` of them, or until a person is to move,
        the game ends or something stops them), each after the pace's pause."""
        app = self.app
        played = 0
        rested = moves is not None  # a step moves at once
        while moves is None or played < moves:
            if self.waits(step=moves is not None):
                return  # (a person to move need not wait for the last move's showing)
            while app.animating:
                await asyncio.sleep(0.02)
            if self.waits(step=moves is not None):
                return
            if not rested and self.pace.value > 0:
                rested = True
                await asyncio.sleep(self.pace.value)
                continue  # look again: anything may have changed meanwhile
            rested = False
            game = app.game
            length, mover = len(game.history), game.to_move
            thinking = start_thinking(self.player_for(mover), game)
            choice = await self.thinker.think(thinking, f"{self.who(mover)} is thinking")
            if app.game is not game or len(game.history) != length:
                return  # the game changed meanwhile: the choice is stale
            app.act(functools.partial(self._play, choice, mover))
            played += 1

    def _play(self, choice: Choice, mover: Any) -> None:
        estimate = self.choice_estimate(choice, mover)
        now = len(self.app.game.history)
        if estimate is not None and self.estimates[now] is None:
            self.estimates[now] = estimate  # what it expects here holds before its move
        self.app.play_move(choice.move, estimate=estimate)

    def step_now(self) -> bool:
        """Let the AI to move make one move at once (paused or not); False when no AI
        may move now (a person to move, the game over, a review, a question)."""
        if self.waits(step=True) or self.app.animating:
            return False
        mover = self.app.game.to_move
        choice = self.thinker.think_now(start_thinking(self.player_for(mover),
                                                       self.app.game))
        self._play(choice, mover)
        return True

    def run_ai(self, max_moves: int = 10_000) -> int:
        """Play AI moves at once until a person is to move or the game ends (scripts and
        tests, where no event loop runs); returns how many were played."""
        count = 0
        while count < max_moves and self.step_now():
            count += 1
        return count

    def ai_move(self) -> None:
        """The AI move button: one AI move now (also when paused); from an earlier
        position, after asking, the game goes on from there."""
        app = self.app
        if self.thinking:
            app.say("An AI is thinking already: wait, or press Stop.", "warning")
            return
        if app.reviewing:
            game = app.shown
            if game.is_over or self.is_person(game.to_move):
                app.say(f"No AI move here: {app.player_name(game.to_move)} is played by "
                        "a person." if not game.is_over else "No AI move here: the game "
                        "is over on this board.", "warning")
                return
            app.play_here(self.ai_move)
            return
        why = self.waits(step=True)
        if why:
            app.say(f"No AI move now. {why}", "warning")
            return
        if not app.tasks.start("ai", lambda: self._loop(moves=1), then=self._task_over):
            self.step_now()

    def toggle_pause(self) -> None:
        """Pause the AI moves (thinking stops, nothing is played) or let them go on."""
        app = self.app
        if self.paused:
            self.paused = False
            app.say("The AIs play on.")
            self.schedule()
            return
        self.paused = True
        app.tasks.cancel("ai")
        app.say("Paused: the AIs wait. AI move plays one move, Play goes on.")

    def stop(self) -> None:
        """Stop: the AI does not move (the AIs wait, paused) or the hint is dropped."""
        app = self.app
        if app.tasks.running("hint"):
            app.tasks.cancel("hint")
            self.indicator.stop()
            app.say("Hint stopped.")
            return
        if not app.tasks.running("ai"):
            app.say("Nothing is thinking.")
            return
        app.tasks.cancel("ai")
        self.indicator.stop()
        self.paused = True
        app.say(f"Stopped: {self.who(app.game.to_move)} does not move and waits. Press "
                "AI move to let it move, or Play to let the AIs go on.")

    def stop_all(self) -> None:
        """Stop all thinking without a word (undo, new game, load, review)."""
        for name in ("ai", "hint", "estimate"):
            self.app.tasks.cancel(name)
        self.indicator.stop()

    def new_game(self, estimates: list[float | None] | None = None) -> None:
        """A new game (or a loaded one): stop thinking, forget players and hint, take
        ``estimates`` (one per position; default none known); the AIs play again."""
        self.stop_all()
        self._players = {}
        self.hint = None
        n = len(self.app.game.history) + 1
        known = list(estimates or [])[:n]
        self.estimates = known + [None] * (n - len(known))
        self.paused = False

    def reviewed(self, index: int) -> None:
        """Review moved to ``index``: no AI thinks meanwhile; back at the end, it may."""
        self.app.tasks.cancel("ai")
        self.app.tasks.cancel("hint")
        if self.hint is not None and self.hint.position != index:
            self.hint = None
        if index >= len(self.app.game.history):
            self.schedule()

    def refuse_while_thinking(self) -> str:
        """Why a click must wait because an AI thinks ('' when it need not)."""
        app = self.app
        if app.tasks.running("ai"):
            return f"{self.who(app.game.to_move)} is thinking: wait, or press Stop."
        if app.tasks.running("hint"):
            return "The hint is being worked out: wait, or press Stop."
        return ""

    def refresh_buttons(self, game: Any) -> None:
        """Enable the AI buttons that can act on the position shown."""
        ai_turn = not game.is_over and not self.is_person(game.to_move)
        enable(self.ai_move_button, ai_turn and not self.thinking)
        enable(self.hint_button, not game.is_over and not self.thinking)
        self.pause_button.description = "Play" if self.paused else "Pause"
        self.pause_button.icon = "play" if self.paused else "pause"
        enable(self.pause_button, any(not self.is_person(p) for p in self.seats))

    # ------------------------------------------------------------------ hints --
    def hint_strength(self, mover: Any) -> str:
        """The strength of a hint for ``mover``: its own AI's, else that of the AI it
        plays against (the strongest, if several), else medium."""
        seat = self.seats.get(mover, PERSON)
        if seat in STRENGTHS:
            return seat
        others = [s for p, s in self.seats.items() if p != mover and s in STRENGTHS]
        return max(others, key=STRENGTHS.index) if others else HINT_STRENGTH

    def show_hint(self) -> None:
        """Work out the move the AI would play in the position shown, then enter it as
        the choice on the board."""
        app = self.app
        if self.thinking:
            app.say("An AI is thinking already: wait, or press Stop.", "warning")
            return
        index = app.view_index
        game = app.shown
        if game.is_over:
            app.say("The game is over: there is no move to hint.", "warning")
            return
        mover = game.to_move
        strength = self.hint_strength(mover)
        thinking = start_thinking(app.player_for_seat(game, strength), game)
        who = f"Hint for {app.player_name(mover)} (AI {strength}) is thinking"
        length = len(app.game.history)

        def ready(choice: Choice) -> None:
            if app.view_index != index or len(app.game.history) != length:
                return  # the position changed meanwhile
            self.hint = Hint(index, mover, choice, strength)
            app.hint_ready(game, self.hint)

        async def work() -> None:
            choice = await self.thinker.think(thinking, who)
            app.act(lambda: ready(choice))

        token = self.indicator.start(html.escape(who))
        if not app.tasks.start("hint", work, then=self._task_over):
            self.indicator.stop(token)
            ready(self.thinker.think_now(thinking))

    # -------------------------------------------------------------- estimates --
    def choice_estimate(self, choice: Choice, mover: Any) -> float | None:
        """The first player's winning chance after an AI move, from its Choice (two
        players: the first's is one minus the other's), or the app's own estimate."""
        app = self.app
        players = app.player_ids(app.game)
        if not app.trusts_choice_value(choice, mover):
            return None
        if choice.value is None or len(players) != 2:
            return None
        value = float(choice.value)
        return value if mover == players[0] else 1.0 - value

    def follow(self, estimate: float | None = None) -> None:
        """The game changed at its end: one estimate slot per position; ``estimate``
        is the one the move just played came with."""
        n = len(self.app.game.history) + 1
        del self.estimates[n:]
        self.estimates += [None] * (n - len(self.estimates))
        if estimate is not None:
            self.estimates[n - 1] = estimate
        self.app.tasks.cancel("estimate")
        self.fill_estimates()

    def fill_estimates(self) -> None:
        """While the graph is shown, estimate the positions that have none yet (the
        latest first), quietly, one after the other; instantly where the game can."""
        app = self.app
        if not app.graph_shown:
            return
        game = app.game
        first = app.player_ids(game)[0]
        n = len(game.history)
        if game.is_over and self.estimates[n] is None:
            self.estimates[n] = outcome_score(game.outcome, first)
        missing = [i for i in range(n, 0, -1) if self.estimates[i] is None]
        if not missing:
            return
        quick = [i for i in missing if app.quick_estimate(app.position_at(i)) is not None]
        for i in quick:
            self.estimates[i] = app.quick_estimate(app.position_at(i))
        if len(quick) < len(missing):
            app.tasks.start("estimate", lambda: self._estimate_all(game))

    async def _estimate_all(self, game: Any) -> None:
        app = self.app
        first = app.player_ids(game)[0]
        while True:
            if app.game is not game or not app.graph_shown:
                return
            missing = [i for i in range(len(game.history), 0, -1)
                       if self.estimates[i] is None]
            if not missing:
                return
            index = missing[0]
            position = app.position_at(index)
            if position.is_over:
                self.estimates[index] = outcome_score(position.outcome, first)
                continue
            length = len(game.history)
            thinking = start_thinking(app.player_for_seat(position, HINT_STRENGTH),
                                      position)
            t0 = time.perf_counter()
            while not thinking.step(self.thinker.slice_seconds):
                runs = simulations_of(thinking)
                if (time.perf_counter() - t0 >= ESTIMATE_SECONDS
                        and (runs is None or runs >= ESTIMATE_MIN_SIMULATIONS)):
                    break  # (a search's value from a handful of simulations is noise)
                await give_turns()
            value = thinking.result().value
            if app.game is not game or len(game.history) != length:
                return
            mover = position.to_move
            self.estimates[index] = (None if value is None else
                                     float(value) if mover == first else 1.0 - float(value))
            if value is None:
                return  # this game's players give no values: no line
            app.refresh_graph()
            await give_turns()

    # ----------------------------------------------------------------- layout --
    def turn_widgets(self) -> list[w.Widget]:
        """The thinking indicator and Hint, AI move, Pause/Play."""
        return [self.indicator.widget,
                row(self.hint_button, self.ai_move_button, self.pause_button)]

    def trainer_hidden(self) -> list[w.Widget]:
        """What a trainer (levels, puzzles) hides: the AI's turn and its Hint - the
        trainer has its own hints, and its opponent is its script."""
        return [self.indicator.widget, self.hint_button, self.ai_move_button,
                self.pause_button]

    def seat_widgets(self) -> w.VBox:
        """Who plays each side, and the pace of the AI moves."""
        return w.VBox([self.menu_box, self.pace], layout=w.Layout(max_width="100%"))
