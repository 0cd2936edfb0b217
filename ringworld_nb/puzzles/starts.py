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
    """``starts(seed) -> game``: the start of a self-play game of ``kind`` (of its
    ``variant``: The Ring World's board ``"L4"``, say; '' the game's first)."""

    kind: str
    variant: str = ""

    def __call__(self, seed: int) -> Any:
        return start_of(self.kind, seed, self.variant)

    def prepare(self) -> None:
        """Load the game's compiled fast path (numba) and wait for it, so that every
        search in this process takes the same road (the same seed, the same result)."""
        hooks_for(self.kind).prepare()


def starts_for(game: str, variant: str | None = None) -> Starts:
    """The :class:`Starts` of ``game`` (ArgumentError for a game not installed, or a
    variant it has not); ``variant`` None: its first."""
    hooks = hooks_for(check_game(game))
    chosen = hooks.variants[0] if variant is None else hooks.check_variant(variant)
    return Starts(game, chosen)


def other_player(game: Any, player: Any) -> Any:
    """The opponent of ``player`` in a two-player game."""
    from ..core.games import seats_of

    seats = seats_of(game) or ()
    return next(seat for seat in seats if seat != player)
