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
    check_factor: int = 25
    """The re-check is ``check_factor`` times the mining search: ``check_factor * find``
    simulations of the tree search (a game judged otherwise scales its own search: the
    positions Renaissance's tactics or Dice of Doom's expectiminimax visit)."""
    jump: float = 0.25
    """Rule (a): the least jump in the solver's winning chances (0..1)."""
    winning: float = 0.6
    """Rule (a): the least value of the solver after the jump (Renaissance: the least
    gain in points of the solution)."""
    gap: float = 0.21
    """Rule (b): the least margin of an only move over the second best (0..1)."""
    scan: str = ""
    """How the positions of a game are looked at: '' values every one (rule (a), the
    swing); ``"blunders"`` only tries every move for a win at once - the positions where
    a move let the other side win at once though another would not have (both sides of
    it: the win, and the defence that was missed). No search: fast on a large board."""
    max_plies: int = 160
    """A self-play game stops after this many moves."""
    max_solver_moves: int = 3
    min_legal: int = 4
    """A puzzle's first position leaves at least this many legal moves (no guessing)."""
    max_accepted: int = 3
    """At most this many moves may meet the goal equally well (all accepted); more, and
    the position is no puzzle."""
    min_wrong: int = 3
    """At least this many legal moves of the first position must miss the goal."""
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
