"""What a game's app says to the shared flow: the hooks of :class:`~.app.GameApp`.

A game's app derives from :class:`~.app.GameApp` and writes, at least, the methods of
the second part of :class:`GameHooks` ("must say": how to draw and hit its board, the
marks and words of a position, its players' names and colours, a new game from its
options, the graph's numbers), and sets ``game_class`` and ``input_class``. The first
part ("may refine") has defaults that fit most games: a fourth game's app refines only
what it has (an animation of a move, a quick estimate of the chances, a match...).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import ipywidgets as w

from ..core.protocol import Game
from ..core.record import Record
from ..core.view import View

if TYPE_CHECKING:
    from .ai_turns import AITurns

__all__ = ["GameHooks"]

G = TypeVar("G", bound=Game)


class GameHooks(Generic[G]):
    """The methods a game's app writes or refines (see the module docstring)."""

    if TYPE_CHECKING:
        game: G
        ai: AITurns
        animation: float
        board_px: tuple[int, int]

    # --------------------------------------------- what a game's app may refine --
    background = "#06080c"

    def warm_up(self) -> None:
        """Get the AI ready in the background while the person looks at the board (a
        game with a compiled fast path loads it now, not at the AI's first reply)."""

    def mark_where(self, where: Any) -> tuple[tuple[float, float], float] | None:
        """Where a mark about ``where`` (what an input machine's refusal or a level's
        wrong move names: a position, a hex, a cell) goes on the board: its centre in
        data units and a radius, or None when there is no such place."""
        return None

    def captures(self, events: list[Any]) -> bool:
        """True when a move's events take something (its sound is a capture's)."""
        return False

    def frozen(self) -> str:
        """Why the moves of the game may not be changed now ('' when they may)."""
        return ""

    def ai_blocked(self) -> str:
        """Why an AI may not move now, for a reason of the game's app ('' when it may)."""
        return ""

    def quick_estimate(self, game: G) -> float | None:
        """The first player's winning chance in ``game`` if the app knows it at once."""
        return None

    def trusts_choice_value(self, choice: Any, mover: Any) -> bool:
        """True when an AI's value is a winning chance (the graph may use it)."""
        return True

    def after_move(self, mover: Any, events: list[Any]) -> None:
        """A move was played at the end of the game (a match counts a finished set)."""

    def check_record(self, record: Record) -> None:
        """Raise a GameError when ``record`` cannot be played here (before replaying)."""

    def check_game(self, game: G) -> None:
        """Raise a GameError when the replayed ``game`` cannot be played here."""

    def restore_from_record(self, record: Record | None) -> None:
        """Take what the app saved besides the moves (a match) from ``record``."""

    def board_changed(self, old: G, new: G) -> bool:
        """True when the board of ``new`` needs new artists (another size or shape)."""
        return False

    def shows_moves(self) -> bool:
        """True when a move may be shown frame by frame (:meth:`frames`)."""
        return self.animation > 0

    def frames(self, before: G, move: Any, events: list[Any]) -> Iterator[float] | None:
        """The frames showing a move (each drawn, then its pause in seconds, or
        :data:`STEP`), or None for no animation."""
        return None

    def common_buttons(self) -> list[w.Widget]:
        """Buttons of the game beside Undo (Resign...)."""
        return []

    def info_widgets(self) -> list[w.Widget]:
        """What the panel shows under the play part (counts, scores, hands)."""
        return []

    def info_tabs(self) -> dict[str, w.Widget]:
        """Extra tabs of the panel (a legend, ...)."""
        return {}

    # --------------------------------------------- what a game's app must say --
    def new_artist(self, game: G) -> None:  # pragma: no cover - abstract
        """Make the board's artists on ``self.ax`` for ``game``'s board."""
        raise NotImplementedError

    def board_max(self, game: G) -> int:
        """The widest the board of ``game`` is drawn, in px."""
        return self.board_px[1]

    def board_aspect(self, game: G) -> float:
        """The board's height over its width."""
        return 1.0

    def draw(self, game: G, view: View) -> None:  # pragma: no cover - abstract
        """Show ``game`` with ``view``'s marks."""
        raise NotImplementedError

    def hit(self, x: float | None, y: float | None) -> Any:  # pragma: no cover
        """What is at data point ``(x, y)`` of the board (None: nothing)."""
        raise NotImplementedError

    def view(self, game: G) -> View:  # pragma: no cover - abstract
        """The marks and words of ``game`` with the choice being entered."""
        raise NotImplementedError

    def player_ids(self, game: G) -> list[Any]:  # pragma: no cover - abstract
        """The game's player ids in seat order (the first one moves first)."""
        raise NotImplementedError

    def player_name(self, player: Any) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def player_colour(self, player: Any) -> str:  # pragma: no cover - abstract
        raise NotImplementedError

    def game_controls(self) -> list[w.Widget]:
        """The game's own buttons for entering a move (under the status)."""
        return []

    def refresh_controls(self, game: G, view: View) -> None:
        """Enable and label the game's own buttons for ``game``."""

    def setup_controls(self) -> list[w.Widget]:
        """The options of a new game (the New game tab)."""
        return []

    def game_from_setup(self) -> G:  # pragma: no cover - abstract
        """A new game as the New game tab says (an error naming a bad option)."""
        raise NotImplementedError

    def describe_move(self, game: G, mover: Any, move: Any, events: list[Any]) -> str:
        """What a move did, in words (plain text)."""
        return ""

    def statistics(self, game: G) -> Any:  # pragma: no cover - abstract
        """The numbers the graph plots for one position."""
        raise NotImplementedError

    def graph_series(self, stats: list[Any]) -> tuple[dict[str, list[float]],
                                                      dict[str, dict], str]:
        """``({name: values}, {name: line style}, y label)`` from the statistics."""
        return {}, {}, ""

    def _record_lines(self) -> list[str]:
        """The record list: one line per move (number, mover, move)."""
        movers = self._movers()
        return [f"{i + 1:3d}. {self.player_name(movers[i])[:1]} {self.game.notation(m)}"
                for i, m in enumerate(self.game.history)]

    def _movers(self) -> list[Any]:
        replay = self.game.clone()
        movers: list[Any] = [None] * len(replay.history)
        while replay.history:
            replay.undo()
            movers[len(replay.history)] = replay.to_move
        return movers
