"""How hard an analysis looks: :class:`Settings`, and the seed of each search.

Budgets are counts - simulations of the tree search, moves searched ahead in Dice of
Doom, positions visited - never seconds: an analysis gives the same result on a fast or
a slow machine, in slices or at once.

>>> Settings().simulations_for("ringworld"), Settings("strong").simulations_for("renaissance")
(2000, 4000)
>>> Settings().simulations_for("ringworld", order=4), Settings(simulations=300).simulations_for(
...     "ringworld", order=4)
(800, 300)
>>> Settings.from_dict(Settings(depth=3).to_dict()) == Settings(depth=3)
True
>>> Settings(strength="expert")
Traceback (most recent call last):
...
ringworld_nb.core.errors.ArgumentError: strength must be one of 'easy', 'medium', \
'strong', got 'expert'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from ..core.errors import ArgumentError
from ..core.players import check_strength
from ..core.validate import describe, flag, integer

__all__ = ["Settings", "SIMULATIONS", "DICE_DEPTHS", "DICE_MAX_NODES", "position_seed"]

#: Simulations per position of the tree search, by game and strength. The Ring World's
#: medium is about what the apps' medium player runs in its 0.2 s on L3: a 60-move L3
#: game is analysed in some 16 s of CPU (``benchmarks/analysis_speed.py``, the best move
#: searched again after it where another was played). On the L4 board (``"ringworld
#: L4"``) a simulation costs more (a thousand moves and more to order at a new node):
#: 800 a position there, a 60-move L4 game in some 90 s. Renaissance's medium: a set of
#: some 130 moves in about 16 s.
SIMULATIONS: dict[str, dict[str, int]] = {
    "ringworld": {"easy": 500, "medium": 2000, "strong": 5000},
    "ringworld L4": {"easy": 250, "medium": 800, "strong": 2500},
    "renaissance": {"easy": 300, "medium": 1200, "strong": 4000},
}
#: Moves searched ahead in Dice of Doom, by kind of game and strength: two players with
#: certain attacks (alpha-beta), two with rolled attacks (expectiminimax), three or four
#: (max-n; deeper max-n over-extends, see ``dice/ai/players.py``).
DICE_DEPTHS: dict[str, dict[str, int]] = {
    "certain": {"easy": 2, "medium": 4, "strong": 6},
    "roll": {"easy": 1, "medium": 2, "strong": 3},
    "multi": {"easy": 1, "medium": 1, "strong": 2},
}
#: The most positions a Dice of Doom search visits for one position of the game, by
#: strength (the deepening keeps its last complete depth): a bound by count, not by the
#: clock. A position of the 10 x 10 board costs some 0.15 ms, of 4 x 4 some 0.02 ms.
DICE_MAX_NODES: dict[str, int] = {"easy": 5_000, "medium": 20_000, "strong": 100_000}


@dataclass(frozen=True)
class Settings:
    """How an analysis searches.

    * ``strength`` - ``"easy"``, ``"medium"`` (default), ``"strong"``: the budgets of
      :data:`SIMULATIONS` and :data:`DICE_DEPTHS`;
    * ``simulations`` - tree-search simulations per position (The Ring World,
      Renaissance), overriding the strength's;
    * ``depth`` - moves searched ahead in Dice of Doom, overriding the strength's;
    * ``exact`` - solve two-player Dice of Doom games with certain attacks on boards up
      to 3 x 3 exactly (True by default): values then are the truth, 1, 0.5 or 0;
    * ``seed`` - the seed every search is drawn from (:func:`position_seed`).
    """

    strength: str = "medium"
    simulations: int | None = None
    depth: int | None = None
    exact: bool = True
    seed: int = 0

    def __post_init__(self) -> None:
        check_strength(self.strength)
        if self.simulations is not None:
            integer(self.simulations, "simulations", low=1, high=10_000_000)
        if self.depth is not None:
            integer(self.depth, "depth", low=1, high=20)
        flag(self.exact, "exact")
        integer(self.seed, "seed", low=0, high=2 ** 63 - 1)

    def simulations_for(self, kind: str, order: int = 3) -> int:
        """The simulations per position in the game called ``kind`` (The Ring World on
        the board of ``order``)."""
        if self.simulations is not None:
            return int(self.simulations)
        if kind == "ringworld" and order >= 4:
            kind = "ringworld L4"
        return SIMULATIONS[kind][self.strength]

    def depth_for(self, kind: str) -> int:
        """The Dice of Doom depth for ``kind`` of game: "certain", "roll" or "multi"."""
        if self.depth is not None:
            return int(self.depth)
        return DICE_DEPTHS[kind][self.strength]

    def max_nodes(self) -> int:
        """The most positions a Dice of Doom search visits for one position."""
        return DICE_MAX_NODES[self.strength]

    def to_dict(self) -> dict[str, Any]:
        """The settings as JSON data (kept with the analysis)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> Settings:
        """Settings from :meth:`to_dict`'s data (ArgumentError or TypeError naming the
        problem)."""
        if not isinstance(data, Mapping):
            raise TypeError(f"settings must be an object, got {describe(data)}")
        unknown = sorted(set(data) - {"strength", "simulations", "depth", "exact", "seed"},
                         key=str)
        if unknown:
            raise ArgumentError(f"unknown setting(s): {', '.join(map(describe, unknown))}")
        return cls(**data)


def position_seed(seed: int, index: int) -> int:
    """The seed of the search of position ``index`` (0 the start) in an analysis seeded
    with ``seed``: the same position of the same game is searched alike whenever it is
    asked (an analysis, a "better move?" check).

    >>> position_seed(0, 3) == position_seed(0, 3) != position_seed(1, 3)
    True
    """
    return (seed * 1_000_003 + index * 7_919 + 12_345) % (2 ** 63)
