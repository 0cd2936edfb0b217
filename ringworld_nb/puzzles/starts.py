"""The games puzzles are mined from, and the starts of the self-play games.

Each game's puzzles come from one kind of start, made from a seed alone so that every
game of a build is the same wherever it is played: the game's puzzle hooks say which
(:meth:`~.hooks.PuzzleHooks.start`; by default the game's tournament start).

:class:`Starts` is a plain object: it pickles and crosses to worker processes.

>>> starts = starts_for("dice")
>>> game = starts(3)
>>> game.size, game.players, game.version, game.history
(3, 2, 1, ())
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.registry import names
from ..core.validate import one_of
from .hooks import hooks_for, start_of

__all__ = ["Starts", "starts_for", "check_game", "other_player"]


def check_game(game: object) -> str:
    """``game`` if it names an installed game, else the project's ArgumentError."""
    checked: str = one_of(game, "game", names())
    return checked


@dataclass(frozen=True)
class Starts:
    """``starts(seed) -> game``: the start of a self-play game of ``kind``."""

    kind: str

    def __call__(self, seed: int) -> Any:
        return start_of(self.kind, seed)

    def prepare(self) -> None:
        """Load the game's compiled fast path (numba) and wait for it, so that every
        search in this process takes the same road (the same seed, the same result)."""
        hooks_for(self.kind).prepare()


def starts_for(game: str) -> Starts:
    """The :class:`Starts` of ``game`` (ArgumentError for a game not installed)."""
    return Starts(check_game(game))


def other_player(game: Any, player: Any) -> Any:
    """The opponent of ``player`` in a two-player game."""
    from ..core.games import seats_of

    seats = seats_of(game) or ()
    return next(seat for seat in seats if seat != player)
