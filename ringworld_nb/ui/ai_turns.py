"""Who plays each side, and the AI's turns: one part of every app.

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

Hints (:mod:`.hints`) and the graph's estimates (:mod:`.estimates`) are parts of their
own. Outside a running event loop (a script, a test) nothing runs by itself:
:meth:`AITurns.run_ai` plays the AI turns at once, and AI move works at once.
"""

from __future__ import annotations

import asyncio
import functools
from typing import Any, Protocol

import ipywidgets as w

from ..core.players import Choice, Player, start_thinking
from .controls import button, enable, row
from .flow import Flow, action
from .loop import LoopRunner
from .model import GameModel
from .ports import MovePath, PlayerFactory, Players, Speaker
from .seats import PERSON, check_seat, seat_label, seat_menu
from .thinking import ThinkingIndicator, ThinkingRunner

__all__ = ["AITurns", "AIHost", "chances_words", "PAUSE_TOOLTIP"]

#: The tooltip of the Pause button (it reads Play while the AIs are paused).
PAUSE_TOOLTIP = "Pause the AI moves, or let them go on"


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


class AIHost(Speaker, Players, PlayerFactory, MovePath, Protocol):
    """What :class:`AITurns` needs of its app."""

    model: GameModel[Any]
    tasks: LoopRunner
    flow: Flow

    @property
    def animating(self) -> bool:
        """True while a move is being shown (an AI waits for the end of it)."""
        ...

    def ai_blocked(self) -> str:
        """Why no AI may move now for a reason of the app ('' when one may): a question
        waits, a match's set is counted..."""
        ...

    def refresh_buttons(self) -> None:
        """Enable the buttons that depend on whether something thinks."""
        ...


class AITurns:
    """The seats and the AI turns of an app (see the module docstring).

    ``seats`` names who plays, player by player; ``pace`` is the pause in seconds before
    each AI move; ``random`` offers the "Random" seat."""

    def __init__(self, host: AIHost, seats: list[str], pace: float, *,
                 random: bool = False) -> None:
        self.host = host
        self.flow = host.flow
        self.random_seats = random
        players = host.player_ids(host.model.game)
        self.seats: dict[Any, str] = {p: check_seat(s, random=random)
                                      for p, s in zip(players, seats, strict=True)}
        self.paused = False
        self._players: dict[tuple[Any, str], Player] = {}
        self.indicator = ThinkingIndicator(self.stop)
        self.thinker = ThinkingRunner(self.indicator)
        self.menus: dict[Any, w.Dropdown] = {}
        self.menu_box = row()
        self.build_menus()
        self.ai_move_button = button("AI move", self.ai_move,
                                     "Let the AI whose turn it is play one move", "", "cogs")
        self.pause_button = button("Pause", self.toggle_pause, PAUSE_TOOLTIP, "", "pause")
        self.pace = w.FloatSlider(value=pace, min=0.0, max=3.0, step=0.1,
                                  description="AI pause", readout_format=".1f",
                                  tooltip="Seconds between two AI moves",
                                  layout=w.Layout(width="250px", max_width="100%"),
                                  style={"description_width": "60px"})

    # ------------------------------------------------------------------ seats --
    def build_menus(self) -> None:
        """One seat menu per player of the game (again after the players changed)."""
        host = self.host
        self.menus = {}
        for p in host.player_ids(host.model.game):
            menu = seat_menu(host.player_name(p), self.seats.get(p, PERSON),
                             random=self.random_seats)
            menu.observe(lambda change, p=p: self.choose_seat(p, change["new"]), names="value")
            self.menus[p] = menu
        self.menu_box.children = tuple(self.menus.values())

    @action(asking=True)
    def choose_seat(self, player: Any, seat: str) -> None:
        """A seat menu changed: ``seat`` plays ``player`` from now on."""
        self.set_seat(player, seat)

    def seats_for(self, players: list[Any]) -> dict[Any, str]:
        """Who plays a game whose players differ from the last one's: the seats kept
        where the players are the same, a person first and the easy AI for the rest."""
        return {p: self.seats.get(p, PERSON if i == 0 else "easy")
                for i, p in enumerate(players)}

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
        host = self.host
        thinking_for_it = host.tasks.running("ai") and host.model.game.to_move == player
        self.seats[player] = seat
        menu = self.menus.get(player)
        if menu is not None and menu.value != seat:
            menu.value = seat
        if thinking_for_it:
            host.tasks.cancel("ai")
        host.say(f"{host.player_name(player)} is played by "
                 f"{'a person' if seat == PERSON else seat_label(seat)} now.")
        self.schedule()

    def player_for(self, player: Any) -> Player:
        """The computer player of ``player``'s seat (made once per game and seat)."""
        seat = self.seats[player]
        key = (player, seat)
        if key not in self._players:
            self._players[key] = self.host.player_for_seat(self.host.model.game, seat)
        return self._players[key]

    def who(self, player: Any) -> str:
        """``"Blue (AI medium)"``: a player's name and who plays it (plain text)."""
        seat = self.seats.get(player, PERSON)
        return f"{self.host.player_name(player)} ({seat_label(seat)})"

    def names(self) -> dict[Any, str]:
        """Each player's name for the status line, with the AI that plays it."""
        host = self.host
        return {p: host.player_name(p) if self.is_person(p) else self.who(p)
                for p in host.player_ids(host.model.game)}

    def people(self) -> list[Any]:
        """The players a person plays."""
        return [p for p in self.host.player_ids(self.host.model.game) if self.is_person(p)]

    # -------------------------------------------------------------- AI turns --
    def waits(self, *, step: bool = False) -> str:
        """Why no AI moves now ('' when the AI to move may; ``step``: the AI move
        button, which moves a paused AI too)."""
        model = self.host.model
        game = model.game
        if game.is_over:
            return "The game is over."
        if model.reviewing:
            return ("An earlier move is shown: go to the latest first (the review bar's last "
                    "button, Latest position).")
        if self.is_person(game.to_move):
            return f"{self.host.player_name(game.to_move)} is played by a person."
        blocked = self.host.ai_blocked()
        if blocked:
            return blocked
        if self.paused and not step:
            return "The AIs are paused: press AI move or Play."
        return ""

    @property
    def thinking(self) -> bool:
        """True while an AI thinks about a move or a hint."""
        tasks = self.host.tasks
        return tasks.running("ai") or tasks.running("hint")

    def schedule(self) -> None:
        """Start the AI turns in the event loop if an AI is to move (no loop: nothing;
        call :meth:`run_ai`)."""
        if not self.waits():
            self.host.tasks.start("ai", self._loop, then=self._task_over)

    def _task_over(self) -> None:
        """An AI's task ended: the buttons it kept busy come back."""
        self.host.refresh_buttons()

    async def _loop(self, moves: int | None = None) -> None:
        """AI moves one after another (``moves`` of them, or until a person is to move,
        the game ends or something stops them), each after the pace's pause."""
        model = self.host.model
        played = 0
        rested = moves is not None  # a step moves at once
        while moves is None or played < moves:
            if self.waits(step=moves is not None):
                return  # (a person to move need not wait for the last move's showing)
            while self.host.animating:
                await asyncio.sleep(0.02)
            if self.waits(step=moves is not None):
                return
            if not rested and self.pace.value > 0:
                rested = True
                await asyncio.sleep(self.pace.value)
                continue  # look again: anything may have changed meanwhile
            rested = False
            game = model.game
            length, mover = len(game.history), game.to_move
            thinking = start_thinking(self.player_for(mover), game)
            choice = await self.thinker.think(thinking, f"{self.who(mover)} is thinking")
            if model.game is not game or len(game.history) != length:
                return  # the game changed meanwhile: the choice is stale
            self.flow.act(functools.partial(self._play, choice, mover))
            played += 1

    def _play(self, choice: Choice, mover: Any) -> None:
        estimate = self.choice_estimate(choice, mover)
        model = self.host.model
        now = model.length
        if estimate is not None and model.estimates[now] is None:
            model.estimates[now] = estimate  # what it expects here holds before its move
        self.host.play_move(choice.move, estimate=estimate)

    def step_now(self) -> bool:
        """Let the AI to move make one move at once (paused or not); False when no AI
        may move now (a person to move, the game over, a review, a question)."""
        if self.waits(step=True) or self.host.animating:
            return False
        game = self.host.model.game
        mover = game.to_move
        choice = self.thinker.think_now(start_thinking(self.player_for(mover), game))
        self._play(choice, mover)
        return True

    def run_ai(self, max_moves: int = 10_000) -> int:
        """Play AI moves at once until a person is to move or the game ends (scripts and
        tests, where no event loop runs); returns how many were played."""
        count = 0
        while count < max_moves and self.step_now():
            count += 1
        return count

    @action()
    def ai_move(self) -> None:
        """The AI move button: one AI move now (also when paused); from an earlier
        position, after asking, the game goes on from there."""
        host = self.host
        if self.thinking:
            host.say("An AI is thinking already: wait, or press Stop.", "warning")
            return
        model = host.model
        if model.reviewing:
            game = model.shown
            if game.is_over or self.is_person(game.to_move):
                host.say(f"No AI move here: {host.player_name(game.to_move)} is played by "
                         "a person." if not game.is_over else "No AI move here: the game "
                         "is over on this board.", "warning")
                return
            host.play_here(self.ai_move)
            return
        why = self.waits(step=True)
        if why:
            host.say(f"No AI move now. {why}", "warning")
            return
        if not host.tasks.start("ai", lambda: self._loop(moves=1), then=self._task_over):
            self.step_now()

    @action(asking=True)
    def toggle_pause(self) -> None:
        """Pause the AI moves (thinking stops, nothing is played) or let them go on."""
        host = self.host
        if self.paused:
            self.paused = False
            host.say("The AIs play on.")
            self.schedule()
            return
        self.paused = True
        host.tasks.cancel("ai")
        host.say("Paused: the AIs wait. AI move plays one move, Play goes on.")

    @action(asking=True)
    def stop(self) -> None:
        """Stop: the AI does not move (the AIs wait, paused) or the hint is dropped."""
        host = self.host
        if host.tasks.running("hint"):
            host.tasks.cancel("hint")
            self.indicator.stop()
            host.say("Hint stopped.")
            return
        if not host.tasks.running("ai"):
            host.say("Nothing is thinking.")
            return
        host.tasks.cancel("ai")
        self.indicator.stop()
        self.paused = True
        host.say(f"Stopped: {self.who(host.model.game.to_move)} does not move and waits. "
                 "Press AI move to let it move, or Play to let the AIs go on.")

    def stop_all(self) -> None:
        """Stop all thinking without a word (undo, new game, load, review)."""
        for name in ("ai", "hint", "estimate"):
            self.host.tasks.cancel(name)
        self.indicator.stop()

    def new_game(self) -> None:
        """A new game (or a loaded one): stop thinking, forget the players made; the AIs
        play again."""
        self.stop_all()
        self._players = {}
        self.paused = False

    def reviewed(self, index: int) -> None:
        """Review moved to ``index``: no AI thinks meanwhile; back at the end, it may."""
        self.host.tasks.cancel("ai")
        self.host.tasks.cancel("hint")
        if index >= self.host.model.length:
            self.schedule()

    def refuse_while_thinking(self) -> str:
        """Why a click must wait because an AI thinks ('' when it need not)."""
        tasks = self.host.tasks
        if tasks.running("ai"):
            return f"{self.who(self.host.model.game.to_move)} is thinking: wait, or press Stop."
        if tasks.running("hint"):
            return "The hint is being worked out: wait, or press Stop."
        return ""

    def refresh_buttons(self, game: Any) -> None:
        """Enable the AI buttons that can act on the position shown."""
        ai_turn = not game.is_over and not self.is_person(game.to_move)
        enable(self.ai_move_button, ai_turn and not self.thinking)
        self.pause_button.description = "Play" if self.paused else "Pause"
        self.pause_button.icon = "play" if self.paused else "pause"
        enable(self.pause_button, any(not self.is_person(p) for p in self.seats)
               and not self.host.model.game.is_over)  # (a game over has no AI turn)

    # -------------------------------------------------------------- estimates --
    def choice_estimate(self, choice: Choice, mover: Any) -> float | None:
        """The first player's winning chance after an AI move, from its Choice (two
        players: the first's is one minus the other's); None when it gives none."""
        host = self.host
        players = host.player_ids(host.model.game)
        if not getattr(self.player_for(mover), "values_are_chances", True):
            return None  # (a player whose value is a score of its own, not a chance)
        if choice.value is None or len(players) != 2:
            return None
        value = float(choice.value)
        return value if mover == players[0] else 1.0 - value

    @property
    def estimates(self) -> list[float | None]:
        """The first player's estimated chance at each position (the model's)."""
        return self.host.model.estimates

    # ----------------------------------------------------------------- layout --
    def turn_widgets(self) -> list[w.Widget]:
        """The thinking indicator, and AI move and Pause/Play (a row the app adds Hint
        to)."""
        return [self.indicator.widget, self.ai_move_button, self.pause_button]

    def trainer_hidden(self) -> list[w.Widget]:
        """What a trainer (levels, puzzles) hides: the AI's turn - its opponent is its
        script."""
        return [self.indicator.widget, self.ai_move_button, self.pause_button]

    def seat_widgets(self) -> w.VBox:
        """Who plays each side, and the pace of the AI moves."""
        return w.VBox([self.menu_box, self.pace], layout=w.Layout(max_width="100%"))
