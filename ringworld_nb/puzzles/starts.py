"""The games puzzles are mined from, by name, and the starts of the self-play games.

Each game's puzzles come from one kind of start, made from a seed alone so that every
game of a build is the same wherever it is played:

* ``ringworld``: The Ring World on the L3 ("Mini") board, after two uniformly random
  moves drawn from the seed (so that the games differ);
* ``dice``: Dice of Doom on the 3 x 3 board, two players, certain attacks (version 1),
  a fair random start dealt by the seed - small enough that the exact solver checks
  every puzzle;
* ``renaissance``: Renaissance from a random setup drawn from the seed (Phase 1 begins
  at once; a played setup holds no puzzles, and its moves would make every record long).

:class:`Starts` is a plain object: it pickles and crosses to worker processes.

>>> starts = starts_for("dice")
>>> game = starts(3)
>>> game.size, game.players, game.version, game.history
(3, 2, 1, ())
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..core.errors import ArgumentError
from ..core.validate import describe

__all__ = ["GAMES", "Starts", "starts_for", "check_game", "mover_name", "other_player"]

#: The games that have puzzles, by the name the files and the command line use.
GAMES = ("ringworld", "dice", "renaissance")


def check_game(game: object) -> str:
    """``game`` if it names a game with puzzles, else the project's ArgumentError."""
    if not isinstance(game, str) or game not in GAMES:
        raise ArgumentError(f"game must be one of {', '.join(map(repr, GAMES))}, got "
                            f"{describe(game)}")
    return game


@dataclass(frozen=True)
class Starts:
    """``starts(seed) -> game``: the start of a self-play game of ``kind``."""

    kind: str

    def __call__(self, seed: int) -> Any:
        if self.kind == "ringworld":
            from ..ringworld import RingWorld

            rng = random.Random(seed)
            while True:
                game = RingWorld(3)
                for _ in range(2):
                    game.play(game.random_move(rng))
                if not game.is_over:
                    return game
        if self.kind == "dice":
            from ..dice import DiceOfDoom

            return DiceOfDoom(3, players=2, version=1, seed=seed % 2 ** 32,
                              fair_start=True)
        from ..renaissance import Renaissance

        return Renaissance.random_setup(random.Random(seed))

    def prepare(self) -> None:
        """Load the game's compiled fast path (numba) and wait for it, so that every
        search in this process takes the same road (the same seed, the same result)."""
        if self.kind == "ringworld":
            from ..ringworld.ai import fast

            fast.warm_up(wait=True)
        elif self.kind == "renaissance":
            from ..renaissance.ai import fast as renaissance_fast

            renaissance_fast.warm_up(wait=True)


def starts_for(game: str) -> Starts:
    """The :class:`Starts` of ``game`` (ArgumentError for a game without puzzles)."""
    return Starts(check_game(game))


def other_player(game: Any, player: Any) -> Any:
    """The opponent of ``player`` in a two-player game of the package."""
    from ..core.games import seats_of

    seats = seats_of(game) or ()
    return next(seat for seat in seats if seat != player)


def mover_name(kind: str, player: Any) -> str:
    """A player as the game's words name them: 'Red', 'Blue'; 'A', 'B'; 'Silver',
    'Gold'."""
    if kind == "ringworld":
        return {1: "Red", 2: "Blue"}.get(player, str(player))
    if kind == "dice":
        return "ABCD"[player] if isinstance(player, int) and 0 <= player < 4 else str(player)
    return str(player).capitalize()
