"""The apps by keyboard: the keys, the list "?" shows, and the questions of the move box.

Every app has keys for its actions (the app's table: :meth:`~.app.GameApp.app_keys`, the
keys every app has and then the game's own); the key strip (:mod:`.keys`) brings them
here while the app has the focus. :class:`Keyboard` runs them, lists them with the
questions the move box answers (:mod:`.commands`) as two short tables, and answers those
questions - it is the commands' host: it reads the board through the text twin and the
game's rule words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ..core.registry import spec_of
from ..core.words import RuleWords, rule_words
from .commands import COMMANDS, answer, help_html
from .model import GameModel
from .ports import Players, Speaker
from .twin import TextTwin

__all__ = ["Keyboard", "KeyboardHost", "KEY_NAMES"]

#: How the list names the keys that are no letter (in words: a screen reader reads the
#: list too).
KEY_NAMES = {"ArrowLeft": "left arrow", "ArrowRight": "right arrow", "ArrowUp": "up arrow",
             "ArrowDown": "down arrow", "Escape": "Esc"}


class KeyboardHost(Speaker, Players, Protocol):
    """What :class:`Keyboard` needs of its app."""

    model: GameModel[Any]
    twin: TextTwin


class Keyboard:
    """The keys of one app and the answers of its move box (see the module docstring):
    ``table()`` gives the keys, key -> (what it does, the action); ``status()`` the
    status and the prompt as plain text."""

    def __init__(self, host: KeyboardHost, *,
                 table: Callable[[], dict[str, tuple[str, Callable[[], Any]]]],
                 status: Callable[[], str]) -> None:
        self.host = host
        self.model = host.model
        self.twin = host.twin
        self._table = table
        self._status = status

    def press(self, key: str) -> bool:
        """Run ``key``'s action; False when the app has no such key."""
        keys = self._table()
        if key not in keys:
            return False
        keys[key][1]()
        return True

    # -- what the commands ask of their host ---------------------------------------------
    def player_ids(self, game: Any) -> list[Any]:
        return self.host.player_ids(game)

    def player_name(self, player: Any) -> str:
        return self.host.player_name(player)

    def rules(self) -> RuleWords:
        """The game's rule words."""
        return rule_words(spec_of(self.model.game).name)

    def keys_words(self) -> list[tuple[str, str]]:
        """The keys and what they do, for the list "?" shows."""
        return [(KEY_NAMES.get(k, k), words) for k, (words, _) in self._table().items()]

    def status_words(self) -> str:
        """The status and the prompt, as plain text (the question ``status``)."""
        return self._status()

    # -- the list and the answers ----------------------------------------------------
    def show_help(self) -> None:
        """The keys and the questions, as two short tables in the message (key ?)."""
        self.host.say(help_html(self))

    def answer(self, text: str) -> str | None:
        """What the app says to ``text`` typed in the move box: the answer to a question
        (said already for ? and help: '' then), or None for a move."""
        if text.strip().lower() in COMMANDS[0].words:
            self.show_help()
            return ""
        return answer(self, text)
