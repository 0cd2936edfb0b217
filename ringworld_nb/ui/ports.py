"""The small protocols the parts of an app talk through.

A part of an app (the AI's turns, the files, the review, the hints...) never knows the
app: it is given a *host* that has exactly what it needs, and each part says so in a
protocol of its own built from the few below. The app (:class:`~.app.GameApp`) is the
host of all its parts; a test can be the host of one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

__all__ = ["Speaker", "Asker", "Players", "MovePath", "PlayerFactory"]


class Speaker(Protocol):
    """Shows a message under the status."""

    def say(self, text: str, kind: str = "info") -> None:
        """``text`` (HTML) in the colour of ``kind``: info, warning or error."""
        ...


class Asker(Protocol):
    """Asks a yes/no question before something is lost."""

    def ask(self, question: str, on_yes: Callable[[], Any],
            on_no: Callable[[], Any] | None = None, *, yes: str = "go ahead",
            no: str = "change nothing") -> None:
        """Ask ``question`` (plain text); ``on_yes`` runs on Yes, ``on_no`` on No;
        ``yes`` and ``no`` say what each answer does (keys y and n answer too)."""
        ...


class Players(Protocol):
    """The players of the game, as the game's app names them."""

    def player_ids(self, game: Any) -> list[Any]:
        """The game's player ids in seat order (the first one moves first)."""
        ...

    def player_name(self, player: Any) -> str:
        """The player's name in words ("Red", "A", "Silver")."""
        ...


class PlayerFactory(Protocol):
    """Makes the computer player of a seat."""

    def player_for_seat(self, game: Any, seat: str) -> Any:
        """A new computer player for ``seat`` (a strength, or "random") in ``game``."""
        ...


class MovePath(Protocol):
    """The one road of a move: played at the end of the game, or from a reviewed position
    after asking."""

    def play_move(self, move: Any, *, estimate: float | None = None) -> list[Any]:
        """Play ``move`` at the end of the game (a person's or an AI's) and show it."""
        ...

    def play_here(self, action: Callable[[], Any]) -> bool:
        """Run ``action`` at the position shown (asking first when later moves go)."""
        ...
