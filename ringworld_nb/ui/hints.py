"""Hint: the move the AI would play here, entered on the board as the person's choice.

**Hint** asks the AI for the move of the position shown, at the strength of the AI the
person plays against (an AI seat: its own; nobody against an AI: medium) - or, in a game
the exact search solves (the default players', :mod:`ringworld_nb.core.exact`), for a
best move at once. The app enters
it as the choice on the board, and the message gives the chances in words
(:func:`~.ai_turns.chances_words`): the game's own at once where it has them, else the
search's - and when the AI hinting gives none (the easy AI looks one move ahead and
weighs no chances), a medium search of the position says them. The thinking runs in
slices like an AI's turn, with the same indicator and Stop.

One key plays the hint shown, in every game and every phase (:data:`PLAY_KEY`,
:meth:`Hints.play_hint`): the hint's words end by naming it ("press y to play it"), so
nobody has to learn which of the game's buttons finishes which kind of move - a piece to
lay, a marker to push in, a pass. The move goes the way a person's move goes (the app's
``play``: checked, played, or refused with the reason); the buttons and clicks that
finish it still work too.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any, NamedTuple, Protocol

from ..core.players import STRENGTHS, Choice, start_thinking
from .ai_turns import chances_words
from .controls import button, enable
from .flow import Flow, action
from .loop import LoopRunner
from .model import GameModel
from .ports import PlayerFactory, Speaker
from .seats import PERSON
from .thinking import ThinkingIndicator, ThinkingRunner

__all__ = ["Hint", "Hints", "HintHost", "ThinkingSeats", "HINT_STRENGTH", "PLAY_KEY"]

#: The strength of a hint when nobody plays against an AI.
HINT_STRENGTH = "medium"
#: The key that plays the hint shown (free in every app: ``?`` lists the keys).
PLAY_KEY = "y"


class Hint(NamedTuple):
    """A hint shown: the position (moves played), who it is for, the AI's choice and
    the strength that chose it."""

    position: int
    player: Any
    choice: Choice
    strength: str
    #: the mover's chance (0..1) when known
    chance: float | None = None


class ThinkingSeats(Protocol):
    """What :class:`Hints` needs of the AI's turns (:class:`~.ai_turns.AITurns`): who
    plays each seat, and the thinking shown."""

    seats: dict[Any, str]
    indicator: ThinkingIndicator
    thinker: ThinkingRunner

    @property
    def thinking(self) -> bool:
        """True while an AI thinks (a move or a hint)."""
        ...


class HintHost(Speaker, PlayerFactory, Protocol):
    """What :class:`Hints` needs of its app."""

    model: GameModel[Any]
    tasks: LoopRunner
    flow: Flow

    def player_name(self, player: Any) -> str: ...

    def hint_player(self, game: Any, strength: str) -> Any:
        """The computer player a hint at ``strength`` asks in ``game``."""
        ...

    def refresh_buttons(self) -> None:
        """Enable the buttons that depend on whether something thinks."""
        ...

    def spell(self, game: Any, move: Any) -> str:
        """``move`` in the game's words ('' when its notation says it all)."""
        ...

    def chances(self, game: Any, player: Any) -> float | None:
        """``player``'s winning chance in ``game`` if the app knows it at once (else the
        hint's search says it)."""
        ...

    def play(self, move: Any) -> bool:
        """A person's ``move`` at the position shown, on the app's one move path
        (refused with the reason when it may not be played)."""
        ...


class Hints:
    """The Hint button and the hint shown (see the module docstring); ``enter(game,
    move)`` enters a move on the board as the person's choice and says what it did."""

    def __init__(self, host: HintHost, turns: ThinkingSeats, *,
                 enter: Callable[[Any, Any], str]) -> None:
        self.host = host
        self.turns = turns
        self._enter_move = enter
        self.flow = host.flow
        #: the hint shown, None when there is none
        self.hint: Hint | None = None
        self.button = button("Hint", self.show_hint, "Show the move the AI would play here",
                             "", "lightbulb-o")

    def strength(self, mover: Any) -> str:
        """The strength of a hint for ``mover``: its own AI's, else that of the AI it
        plays against (the strongest, if several), else medium."""
        seats = self.turns.seats
        seat = seats.get(mover, PERSON)
        if seat in STRENGTHS:
            return seat
        others = [s for p, s in seats.items() if p != mover and s in STRENGTHS]
        return max(others, key=STRENGTHS.index) if others else HINT_STRENGTH

    @action()
    def show_hint(self) -> None:
        """Work out the move the AI would play in the position shown, then enter it as
        the choice on the board."""
        host, turns = self.host, self.turns
        if turns.thinking:
            host.say("An AI is thinking already: wait, or press Stop.", "warning")
            return
        model = host.model
        index = model.index
        game = model.shown
        if game.is_over:
            host.say("The game is over: there is no move to hint.", "warning")
            return
        mover = game.to_move
        strength = self.strength(mover)
        thinking = start_thinking(host.hint_player(game, strength), game)
        who = f"Hint for {host.player_name(mover)} (AI {strength}) is thinking"
        length = model.length

        def ready(choice: Choice, chance: float | None) -> None:
            if model.index != index or model.length != length:
                return  # the position changed meanwhile
            self.hint = Hint(index, mover, choice, strength, chance)
            self._enter(game, self.hint)

        def weighing(choice: Choice) -> Any:
            """A search for the chances when neither the game nor the choice has them."""
            if choice.value is not None or host.chances(game, mover) is not None \
                    or strength == HINT_STRENGTH:
                return None
            return start_thinking(host.player_for_seat(game, HINT_STRENGTH), game)

        def chance_of(choice: Choice, weighed: Choice | None) -> float | None:
            known = host.chances(game, mover)
            if known is not None:
                return float(known)
            value = choice.value if choice.value is not None else (
                weighed.value if weighed is not None else None)
            return None if value is None else float(value)

        async def work() -> None:
            choice = await turns.thinker.think(thinking, who)
            more = weighing(choice)
            weighed = None if more is None else await turns.thinker.think(
                more, f"Hint for {host.player_name(mover)}: weighing the chances")
            self.flow.act(lambda: ready(choice, chance_of(choice, weighed)))

        token = turns.indicator.start(html.escape(who))
        if not host.tasks.start("hint", work, then=host.refresh_buttons):
            turns.indicator.stop(token)
            choice = turns.thinker.think_now(thinking)
            more = weighing(choice)
            weighed = None if more is None else turns.thinker.think_now(more)
            ready(choice, chance_of(choice, weighed))

    def _enter(self, game: Any, hint: Hint) -> None:
        """The hint's move becomes the choice on the board; the message says it and the
        one key that plays it (not the game's own way of finishing such a move: that
        differs from game to game and phase to phase, and spoke of the mouse)."""
        host = self.host
        move = hint.choice.move
        self._enter_move(game, move)
        chances = chances_words(hint.chance)
        spelled = host.spell(game, move)
        words = (f"Hint (AI {hint.strength}): {html.escape(game.notation(move))}"
                 + (f" - {html.escape(spelled)}." if spelled else "."))
        if chances:
            words += f" {html.escape(host.player_name(hint.player))}'s chances: {chances}."
        host.say(f"{words} Press {PLAY_KEY} to play it.")

    @action()
    def play_hint(self) -> None:
        """Play the hint shown (key :data:`PLAY_KEY`), as the person's move; said why
        not when no hint is shown for the position on the board."""
        host, hint = self.host, self.hint
        if self.turns.thinking:
            host.say("An AI is thinking: wait for the hint, or press Stop.", "warning")
            return
        if hint is None or hint.position != host.model.index:
            host.say("No hint is shown to play: press h for one.", "warning")
            return
        host.play(hint.choice.move)

    def forget(self, index: int | None = None) -> None:
        """Drop the hint (of another position than ``index`` when given)."""
        if index is None or (self.hint is not None and self.hint.position != index):
            self.hint = None

    def refresh(self) -> None:
        """Hint works on a position that is not over, while nothing thinks."""
        game = self.host.model.shown
        enable(self.button, not game.is_over and not self.turns.thinking)
