"""AI seats, AI turns, hints and win estimates: written once for every game app.

Each side of a game is a **seat** (:mod:`.seats`): a person or an AI of a chosen
strength. This part of :class:`~.app.GameApp` makes the AI seats play:

* **AI turns** run as the task ``"ai"`` of the app's :class:`~.loop.LoopRunner`: wait
  the pace (seconds between AI moves), let the seat's player think in slices
  (:class:`~.thinking.ThinkingRunner`: the board and buttons stay alive, the indicator
  under the board shows the progress), then play the move through the app's normal
  move path (animation, record, review, graph all follow). AI against AI goes on at the
  pace until **Pause**; **Play** lets it go on; **AI move** plays one AI move.
* **Stop** (in the indicator) stops the thinking: the AI does not move, the seat waits
  (paused) until AI move or Play. Undo, a new game, loading and review stop the
  thinking too; an AI seat never moves while an earlier position is reviewed.
* **Hint** asks the AI (at the seat's strength; for a person, medium) for the move of
  the position shown; the app marks it on the board with the game's own marks and the
  message gives its win estimate in words. A move or a new game clears it.
* **Win estimates**: after every move the app keeps the estimated probability that the
  *first* player wins, for the graph: the value an AI move came with, else (a person's
  move, an AI that gives no value) a short search run after the move on the same
  runner (task ``"estimate"``, silent, cancelled by the next move).

Outside a running event loop (a script, a test) nothing runs by itself:
:meth:`AISeats.run_ai` plays the AI turns at once, and AI move and Hint work at once.
"""

from __future__ import annotations

import asyncio
import html
import time
from typing import TYPE_CHECKING, Any, NamedTuple

import ipywidgets as w

from ..core.mcts import outcome_score
from ..core.players import STRENGTHS, Choice, Player, start_thinking
from .seats import PERSON, check_seat, seat_label, seat_menu
from .thinking import ThinkingIndicator, ThinkingRunner, give_turns, simulations_of

if TYPE_CHECKING:  # what the mixin uses of GameApp
    from collections.abc import Callable

    from .loop import LoopRunner

__all__ = ["AISeats", "Hint", "ESTIMATE_SECONDS", "chances_words"]

#: Seconds of thinking for the win estimate after a move that came without one...
ESTIMATE_SECONDS = 0.4
#: ... and at least this many simulations of a tree search (when the machine is busy).
ESTIMATE_MIN_SIMULATIONS = 50
#: Strength of the hint for a person's seat.
HINT_STRENGTH = "medium"


class Hint(NamedTuple):
    """A hint shown: the position (moves played), who it is for, and the AI's choice."""

    position: int
    player: Any
    choice: Choice


def chances_words(name: str, value: float | None) -> str:
    """``"Red's chances about 64%"``, or an empty string when there is no estimate.

    >>> chances_words("Red", 0.6372), chances_words("Red", None)
    ("Red's chances about 64%", '')
    """
    if value is None:
        return ""
    return f"{name}'s chances about {round(100 * value)}%"


class AISeats:
    """The AI seats of a game app (a mixin of :class:`~.app.GameApp`; see the module).

    An app calls :meth:`_build_ai` after ``_build_common`` and supplies the hooks
    :meth:`_seat_players`, :meth:`_seat_name`, :meth:`_player_for_seat` and
    :meth:`_play_ai_move`; it may refine :meth:`_showing_move`, :meth:`_ai_blocked`,
    :meth:`_quick_estimate`, :meth:`_choice_estimate` and :meth:`_hint_shown`.
    """

    if TYPE_CHECKING:
        game: Any
        tasks: LoopRunner
        message: w.HTML
        graph_toggle: w.ToggleButton

        @property
        def view_index(self) -> int: ...

        @property
        def reviewing(self) -> bool: ...

        @property
        def asking(self) -> bool: ...

        def show_message(self, text: str, kind: str = "info") -> None: ...

        def position_at(self, index: int) -> Any: ...

        def _wait_for_answer(self) -> bool: ...

        def _refresh_board(self) -> None: ...

        def _refresh_panel(self) -> None: ...

        def _refresh_graph(self) -> None: ...

        def _ask(self, question: str, action: Callable[[], Any]) -> None: ...

    # ------------------------------------------------------------------ hooks --
    def _seat_players(self) -> list[Any]:  # pragma: no cover - abstract
        """The game's player ids in seat order (the first one moves first)."""
        raise NotImplementedError

    def _seat_name(self, player: Any) -> str:  # pragma: no cover - abstract
        """A player's name in words ("Red")."""
        raise NotImplementedError

    def _player_for_seat(self, game: Any, seat: str) -> Player:  # pragma: no cover
        """A new computer player for ``seat`` (a strength, or "random") in ``game``."""
        raise NotImplementedError

    def _play_ai_move(self, move: Any) -> None:  # pragma: no cover - abstract
        """Play ``move`` at the end of the game through the app's normal move path."""
        raise NotImplementedError

    def _showing_move(self) -> bool:
        """True while the last move is still being shown (the next AI move waits)."""
        return bool(getattr(self, "_animating", False))

    def _ai_blocked(self) -> str:
        """Why an AI may not move now for a reason of the app's own ('' when it may)."""
        return ""

    def _quick_estimate(self, game: Any) -> float | None:
        """The first player's winning chance in ``game`` if it can be had at once."""
        return None

    def _choice_estimate(self, choice: Choice, mover: Any) -> float | None:
        """The first player's winning chance after an AI move, from its Choice: the
        mover's value (two players: the first's is one minus the other's)."""
        if choice.value is None or len(self._seat_players()) != 2:
            return None
        value = float(choice.value)
        return value if mover == self._seat_players()[0] else 1.0 - value

    def _hint_shown(self) -> None:
        """The hint changed (shown or cleared): redraw its marks (``self.hint``)."""
        self._refresh_board()

    def _move_words(self, game: Any, move: Any) -> str:
        """A move in the game's notation."""
        return str(game.notation(move))

    # ------------------------------------------------------------------ build --
    def _build_ai(self, seats: list[str], pace: float, *, random: bool = False,
                  menus: bool = True) -> None:
        """The seats, the thinking indicator and the AI buttons.

        ``seats`` names who plays, player by player (checked); ``pace`` is the pause in
        seconds before each AI move; ``random`` offers the "Random" seat; ``menus``
        builds one seat menu per player (``self.seat_menus``).
        """
        players = self._seat_players()
        self._random_seats = random
        self.seats: dict[Any, str] = {p: check_seat(s, random=random)
                                      for p, s in zip(players, seats, strict=True)}
        self.ai_paused = False
        self.hint: Hint | None = None
        self._ai_players: dict[tuple[Any, str], Player] = {}
        self._estimates: list[float | None] = [None]
        self._next_estimate: tuple[int, float] | None = None
        self.thinking_indicator = ThinkingIndicator(self.stop_thinking)
        self.thinker = ThinkingRunner(self.thinking_indicator)
        self.seat_menus: dict[Any, w.Dropdown] = {}
        if menus:
            for p in players:
                menu = seat_menu(self._seat_name(p), self.seats[p], random=random)
                menu.observe(lambda change, p=p: self.set_seat(p, change["new"]),
                             names="value")
                self.seat_menus[p] = menu
        self.hint_button = w.Button(description="Hint", icon="lightbulb-o",
                                    tooltip="Show the move the AI would play here",
                                    layout=w.Layout(width="auto", min_width="max-content",
                                                    flex="0 0 auto"))
        self.hint_button.on_click(lambda _: self.show_hint())
        self.ai_move_button = w.Button(description="AI move", icon="cogs",
                                       tooltip="Let the AI to move make one move (a step)",
                                       layout=w.Layout(width="auto", min_width="max-content",
                                                       flex="0 0 auto"))
        self.ai_move_button.on_click(lambda _: self.ai_move())
        self.pause_button = w.Button(description="Pause", icon="pause",
                                     tooltip="Pause or go on with the AI moves",
                                     layout=w.Layout(width="auto", min_width="max-content",
                                                     flex="0 0 auto"))
        self.pause_button.on_click(lambda _: self.toggle_pause())
        self.pace = w.FloatSlider(value=pace, min=0.0, max=3.0, step=0.1,
                                  description="AI pause", readout_format=".1f",
                                  tooltip="Seconds between two AI moves",
                                  layout=w.Layout(width="250px"),
                                  style={"description_width": "60px"})

    # ------------------------------------------------------------------ seats --
    def seat(self, player: Any) -> str:
        """Who plays ``player``: "person", an AI strength or "random"."""
        return self.seats[player]

    def is_person(self, player: Any) -> bool:
        """True when a person plays ``player`` (and Auto mode is off)."""
        return self.seats.get(player, PERSON) == PERSON and not self._auto_on()

    def _auto_on(self) -> bool:
        """True while every side plays random moves by itself (The Ring World's Auto)."""
        return False

    def set_seat(self, player: Any, seat: str) -> None:
        """Let ``seat`` ("person", an AI strength, "random") play ``player`` from now on."""
        seat = check_seat(seat, random=self._random_seats)
        if self.seats.get(player) == seat:
            return
        thinking_for_it = self.tasks.running("ai") and self.game.to_move == player
        self.seats[player] = seat
        menu = self.seat_menus.get(player)
        if menu is not None and menu.value != seat:
            menu.value = seat
        if thinking_for_it:
            self.tasks.cancel("ai")
        self.show_message(f"{html.escape(self._seat_name(player))} is played by "
                          f"{'a person' if seat == PERSON else seat_label(seat)} now.")
        self._refresh_panel()
        self._schedule_ai()

    def player_for(self, player: Any) -> Player:
        """The computer player of ``player``'s seat (made once per game and seat)."""
        seat = self.seats[player]
        key = (player, seat)
        if key not in self._ai_players:
            self._ai_players[key] = self._player_for_seat(self.game, seat)
        return self._ai_players[key]

    def _who(self, player: Any) -> str:
        """"Blue (AI medium)": a seat's name and who plays it, in words."""
        seat = "random" if self._auto_on() else self.seats.get(player, PERSON)
        return f"{self._seat_name(player)} ({seat_label(seat)})"

    def _seat_note(self, player: Any) -> str:
        """" (AI easy)" after the name of a player an AI plays; nothing for a person."""
        if self.is_person(player):
            return ""
        seat = "random" if self._auto_on() else self.seats.get(player, PERSON)
        return f" ({html.escape(seat_label(seat))})"

    # -------------------------------------------------------------- AI turns --
    def _ai_waits(self, *, step: bool = False) -> str:
        """Why no AI moves now ('' when the AI to move may move; ``step``: the AI move
        button, which moves a paused AI too)."""
        game = self.game
        if game.is_over:
            return "The game is over."
        if self.reviewing:
            return "An earlier position is shown: go to the latest to let the AI move."
        if self.is_person(game.to_move):
            return f"{html.escape(self._seat_name(game.to_move))} is played by a person."
        if self.asking:
            return "Answer the question first: Yes or No."
        blocked = self._ai_blocked()
        if blocked:
            return blocked
        if self.ai_paused and not step:
            return "The AIs are paused: press AI move or Play."
        return ""

    @property
    def thinking(self) -> bool:
        """True while an AI thinks about a move or a hint."""
        return self.tasks.running("ai") or self.tasks.running("hint")

    def _schedule_ai(self) -> None:
        """Start the AI turns in the event loop if an AI is to move (else nothing; with
        no loop running, nothing either: call :meth:`run_ai`)."""
        if not self._ai_waits():
            self.tasks.start("ai", self._ai_loop)

    async def _ai_loop(self, moves: int | None = None) -> None:
        """AI moves one after another (``moves`` of them, or until a person is to move,
        the game ends or something stops them), each after the pace's pause."""
        played = 0
        rested = moves is not None  # a step moves at once
        while moves is None or played < moves:
            while self._showing_move():
                await asyncio.sleep(0.02)
            if self._ai_waits(step=moves is not None):
                return
            if not rested and self.pace.value > 0:
                rested = True
                await asyncio.sleep(self.pace.value)
                continue  # look again: anything may have changed meanwhile
            rested = False
            game = self.game
            length, mover = len(game.history), game.to_move
            thinking = start_thinking(self.player_for(mover), game)
            choice = await self.thinker.think(thinking, f"{self._who(mover)} is thinking")
            if self.game is not game or len(game.history) != length:
                return  # the game changed meanwhile: the choice is stale
            self._play_ai_choice(choice, mover)
            played += 1

    def _play_ai_choice(self, choice: Choice, mover: Any) -> None:
        estimate = self._choice_estimate(choice, mover)
        if estimate is not None:
            now = len(self.game.history)
            if now and self._estimates[now] is None:
                # what the AI expects here is an estimate of the move before it too
                self._estimates[now] = estimate
            self._next_estimate = (now + 1, estimate)
        self._play_ai_move(choice.move)

    def ai_step_now(self) -> bool:
        """Let the AI to move make one move at once (paused or not); False when no AI
        may move now (a person to move, the game over, a review, a question)."""
        if self._ai_waits(step=True) or self._showing_move():
            return False
        mover = self.game.to_move
        choice = self.thinker.think_now(start_thinking(self.player_for(mover), self.game))
        self._play_ai_choice(choice, mover)
        return True

    def run_ai(self, max_moves: int = 10_000) -> int:
        """Play AI moves at once until a person is to move or the game ends (scripts and
        tests, where no event loop runs); returns how many were played."""
        count = 0
        while count < max_moves and self.ai_step_now():
            count += 1
        return count

    def ai_move(self) -> None:
        """The AI move button: one AI move now (also when paused)."""
        if self._wait_for_answer():
            return
        if self.thinking:
            self.show_message("An AI is thinking already: wait, or press Stop.", "warning")
            return
        why = self._ai_waits(step=True)
        if why:
            self.show_message(f"No AI move now. {why}", "warning")
            return
        if not self.tasks.start("ai", lambda: self._ai_loop(moves=1)):
            self.ai_step_now()

    def toggle_pause(self) -> None:
        """Pause the AI moves (thinking stops, nothing is played) or let them go on."""
        if self.ai_paused:
            self.ai_paused = False
            self.show_message("The AIs play on.")
            self._refresh_ai_controls()
            self._schedule_ai()
            return
        self.ai_paused = True
        self.tasks.cancel("ai")
        self.show_message("Paused: the AIs wait. AI move plays one move, Play goes on.")
        self._refresh_ai_controls()

    def stop_thinking(self) -> None:
        """Stop: the AI does not move (its seat waits, paused) or the hint is dropped."""
        if self.tasks.running("hint"):
            self.tasks.cancel("hint")
            self.show_message("Hint stopped.")
            return
        if not self.tasks.running("ai"):
            self.show_message("Nothing is thinking.")
            return
        self.tasks.cancel("ai")
        self.ai_paused = True
        who = html.escape(self._who(self.game.to_move))
        self.show_message(f"Stopped: {who} does not move and waits. Press AI move to "
                          "let it move, or Play to let the AIs go on.")
        self._refresh_ai_controls()

    def _stop_ai(self) -> None:
        """Stop all thinking without a word (undo, new game, load, review)."""
        for name in ("ai", "hint", "estimate"):
            self.tasks.cancel(name)
        self.thinking_indicator.stop()

    def _ai_new_game(self) -> None:
        """A new game (or a loaded one): stop thinking, forget players, hint, estimates;
        the AIs are no longer paused."""
        self._stop_ai()
        self._ai_players = {}
        self.hint = None
        self._estimates = [None]
        self._next_estimate = None
        self.ai_paused = False

    def _ai_reviewed(self, index: int) -> None:
        """Review moved to ``index``: no AI thinks meanwhile; back at the end, it may."""
        self.tasks.cancel("ai")
        self.tasks.cancel("hint")
        if self.hint is not None and self.hint.position != index:
            self.hint = None
        if index >= len(self.game.history):
            self._schedule_ai()

    def _refuse_while_thinking(self) -> bool:
        """True (and a message) when a click must wait because an AI thinks."""
        if self.tasks.running("ai"):
            who = html.escape(self._who(self.game.to_move))
            self.show_message(f"{who} is thinking: wait, or press Stop.", "warning")
            return True
        if self.tasks.running("hint"):
            self.show_message("The hint is being worked out: wait, or press Stop.",
                              "warning")
            return True
        return False

    def _refuse_for_ai_seat(self, game: Any) -> bool:
        """True (and a message) when the player to move in ``game`` is an AI's seat."""
        if self._refuse_while_thinking():
            return True
        if game.is_over or self.is_person(game.to_move):
            return False
        who = html.escape(self._who(game.to_move))
        if self._auto_on():
            self.show_message("Auto mode is on: switch it off to play yourself.", "warning")
        else:
            self.show_message(f"It is the turn of {who}: press AI move or Play to let it "
                              f"move, or make {html.escape(self._seat_name(game.to_move))} "
                              "a Person.", "warning")
        return True

    def _refresh_ai_controls(self) -> None:
        """Enable the AI buttons that can act now."""
        game = self.position_at(self.view_index)
        ai_turn = not game.is_over and not self.is_person(game.to_move)
        self.ai_move_button.disabled = not ai_turn or self.reviewing
        self.hint_button.disabled = game.is_over
        self.pause_button.description = "Play" if self.ai_paused else "Pause"
        self.pause_button.icon = "play" if self.ai_paused else "pause"

    # ------------------------------------------------------------------ hints --
    def show_hint(self) -> None:
        """Work out the move the AI would play in the position shown, then mark it."""
        if self._wait_for_answer():
            return
        if self.thinking:
            self.show_message("An AI is thinking already: wait, or press Stop.", "warning")
            return
        index = self.view_index
        game = self.position_at(index)
        if game.is_over:
            self.show_message("The game is over: there is no move to hint.", "warning")
            return
        mover = game.to_move
        seat = self.seats.get(mover, PERSON)
        strength = seat if seat in STRENGTHS else HINT_STRENGTH
        thinking = start_thinking(self._player_for_seat(game, strength), game)
        who = f"Hint for {self._seat_name(mover)} (AI {strength}) is thinking"
        length = len(self.game.history)

        async def work() -> None:
            choice = await self.thinker.think(thinking, who)
            self._hint_ready(index, length, mover, game, choice)

        token = self.thinking_indicator.start(html.escape(who))  # at once, not a slice on
        if not self.tasks.start("hint", work):
            self.thinking_indicator.stop(token)
            self._hint_ready(index, length, mover, game, self.thinker.think_now(thinking))

    def _hint_ready(self, index: int, length: int, mover: Any, game: Any,
                    choice: Choice) -> None:
        if self.view_index != index or len(self.game.history) != length:
            return  # the position changed meanwhile
        self.hint = Hint(index, mover, choice)
        chances = chances_words(self._seat_name(mover), self._hint_chances(game, choice))
        words = html.escape(self._move_words(game, choice.move))
        self.show_message(f"Hint: {words}" + (f", {chances}." if chances else "."))
        self._hint_shown()

    def _hint_chances(self, game: Any, choice: Choice) -> float | None:
        """The winning chance of the player to move that the hint's message gives."""
        return None if choice.value is None else float(choice.value)

    def clear_hint(self) -> None:
        """Take the hint off the board."""
        if self.hint is not None:
            self.hint = None
            self._hint_shown()

    # -------------------------------------------------------------- estimates --
    @property
    def win_probabilities(self) -> list[float | None]:
        """The estimated probability that the first player wins, after each move (one
        value per move; None where no estimate is known yet)."""
        return list(self._estimates[1:])

    def _follow_estimates(self) -> None:
        """One estimate slot per position: drop those of moves taken back, take the AI's
        value of the move just played, and start an estimate where none is known."""
        n = len(self.game.history) + 1
        del self._estimates[n:]
        self._estimates += [None] * (n - len(self._estimates))
        pending, self._next_estimate = self._next_estimate, None
        if pending is not None and pending[0] == n - 1:
            self._estimates[n - 1] = pending[1]
        self.tasks.cancel("estimate")
        if n > 1 and self._estimates[n - 1] is None:
            self._start_estimate()

    def _truncate_estimates(self, index: int) -> None:
        """The moves after ``index`` were dropped: so are their estimates."""
        del self._estimates[index + 1:]

    def _start_estimate(self) -> None:
        """Estimate the latest position: at once when the app can, else a short quiet
        search on the runner (no loop running: none)."""
        game = self.game
        index = len(game.history)
        first = self._seat_players()[0]
        if game.is_over:
            self._estimates[index] = outcome_score(game.outcome, first)
            return
        quick = self._quick_estimate(game)
        if quick is not None:
            self._estimates[index] = quick
            return
        thinking = start_thinking(self._player_for_seat(game, HINT_STRENGTH), game)
        mover = game.to_move

        async def work() -> None:
            t0 = time.perf_counter()
            while not thinking.step(self.thinker.slice_seconds):
                runs = simulations_of(thinking)
                if (time.perf_counter() - t0 >= ESTIMATE_SECONDS
                        and (runs is None or runs >= ESTIMATE_MIN_SIMULATIONS)):
                    break  # (a search's value from a handful of simulations is noise)
                await give_turns()
            value = thinking.result().value
            if value is None or self.game is not game or len(game.history) != index:
                return
            self._estimates[index] = float(value) if mover == first else 1.0 - float(value)
            if self.graph_toggle.value:
                self._refresh_graph()

        self.tasks.start("estimate", work)

    def _win_series(self) -> tuple[list[float | None], str]:
        """The graph's win probabilities (one per position, the start unknown) and its
        label."""
        return list(self._estimates), f"{self._seat_name(self._seat_players()[0])}'s chances"

    # ----------------------------------------------------------------- layout --
    def _ai_turn_widgets(self) -> w.VBox:
        """Under the board: the thinking indicator and Hint, AI move, Pause/Play."""
        buttons = w.Box([self.hint_button, self.ai_move_button, self.pause_button],
                        layout=w.Layout(display="flex", flex_flow="row wrap",
                                        align_items="center", grid_gap="4px",
                                        max_width="100%"))
        return w.VBox([self.thinking_indicator.widget, buttons],
                      layout=w.Layout(max_width="100%"))

    def _seat_widgets(self) -> w.VBox:
        """In the panel: who plays each side, and the pace of the AI moves."""
        menus = w.Box(list(self.seat_menus.values()),
                      layout=w.Layout(display="flex", flex_flow="row wrap",
                                      align_items="center", grid_gap="4px",
                                      max_width="100%"))
        return w.VBox([w.HTML("<b>Players</b>"), menus, self.pace],
                      layout=w.Layout(max_width="100%"))
