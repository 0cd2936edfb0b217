"""How hard an analysis looks: :class:`Settings`, and the seed of each search.

Budgets are counts - simulations of the tree search, moves searched ahead, positions
visited - never seconds: an analysis gives the same result on a fast or a slow machine,
in slices or at once. Each game's judge says its budgets by strength; the settings pick
the strength's, or the number given.

>>> budgets = {"easy": 500, "medium": 2000, "strong": 5000}
>>> Settings().simulations_or(budgets), Settings("strong").simulations_or(budgets)
(2000, 5000)
>>> Settings(simulations=300).simulations_or(budgets), Settings().simulations_or()
(300, 1000)
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

__all__ = ["Settings", "SIMULATIONS", "position_seed"]

#: Simulations per position of the tree search, by strength, for a game that does not
#: say its own (a game's judge gives its budgets to :meth:`Settings.simulations_or`).
SIMULATIONS: dict[str, int] = {"easy": 300, "medium": 1000, "strong": 3000}


@dataclass(frozen=True)
class Settings:
    """How an analysis searches.

    * ``strength`` - ``"easy"``, ``"medium"`` (default), ``"strong"``: each game's judge
      has its budgets for them (its tree search's simulations, its search's depth);
    * ``simulations`` - tree-search simulations per position, overriding the strength's;
    * ``depth`` - moves searched ahead by a game whose judge searches by depth,
      overriding the strength's;
    * ``exact`` - let a judge that can solve small positions exactly do so (True by
      default): values then are the truth, 1, 0.5 or 0;
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

    def simulations_or(self, budgets: Mapping[str, int] = SIMULATIONS) -> int:
        """The simulations per position: :attr:`simulations` when given, else the
        strength's in ``budgets`` (a game's own, by strength)."""
        if self.simulations is not None:
            return int(self.simulations)
        return int(budgets[self.strength])

    def depth_or(self, depths: Mapping[str, int]) -> int:
        """The moves searched ahead: :attr:`depth` when given, else the strength's in
        ``depths`` (a game's own, by strength)."""
        if self.depth is not None:
            return int(self.depth)
        return int(depths[self.strength])

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
