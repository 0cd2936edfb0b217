"""The budgets and thresholds of a build of puzzles (:mod:`.mine` says what each does)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core.schedule import derive_seed

__all__ = ["Budget"]


@dataclass(frozen=True)
class Budget:
    """The budgets and thresholds of a build (see the module's docstring)."""

    play: int = 200
    """Simulations a move of the stronger self-play player."""
    weak: int = 20
    """Simulations a move of the weaker self-play player (0: the random player)."""
    find: int = 200
    """Simulations of the search that evaluates positions and finds solutions."""
    check_factor: int = 4
    """The re-check searches ``check_factor * find`` simulations (at least 4)."""
    jump: float = 0.25
    """Rule (a): the least jump in the solver's winning chances (0..1)."""
    winning: float = 0.6
    """Rule (a): the least value of the solver after the jump (Renaissance: the least
    gain in points of the solution)."""
    gap: float = 0.21
    """Rule (b): the least margin of an only move over the second best (0..1)."""
    max_plies: int = 160
    """A self-play game stops after this many moves."""
    max_solver_moves: int = 3
    player: str = ""
    """The stronger self-play side instead of ``mcts:play`` (a player name as for
    ``opponent``, or several joined by commas). ``player="random", opponent="random"``
    plays random games: blunders on both sides, the swings that give top-ring takes."""
    opponent: str = ""
    """The weaker self-play side instead of ``mcts:weak``: a player name of
    :func:`~ringworld_nb.core.players.make_player` (``random``, ``greedy``, ``mcts:N``),
    or several joined by commas - each game draws one, seeded by the build's seed and
    the game's number. Empty: ``mcts:weak`` (``random`` when ``weak`` is 0)."""

    def opponent_for(self, seed: int, index: int) -> str:
        """The weaker side's player name in game ``index`` of the build seeded ``seed``."""
        if not self.opponent:
            return f"mcts:{self.weak}" if self.weak else "random"
        return _draw(self.opponent, seed, "opponent", index)

    def player_for(self, seed: int, index: int) -> str:
        """The stronger side's player name in game ``index`` of the build seeded ``seed``."""
        return _draw(self.player, seed, "player", index) if self.player \
            else f"mcts:{self.play}"

    @property
    def check(self) -> int:
        return self.check_factor * self.find


def _draw(names: str, seed: int, side: str, index: int) -> str:
    """One of the comma-separated player ``names``, drawn for game ``index``."""
    parts = [name.strip() for name in names.split(",") if name.strip()]
    if len(parts) == 1:
        return parts[0]
    return random.Random(derive_seed(seed, side, index)).choice(parts)
