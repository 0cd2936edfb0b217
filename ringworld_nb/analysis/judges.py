"""Who judges the moves: each game's own search, set up for an analysis.

A **judge** answers, for one position and the move played there, "which move is best,
what is it worth to the mover, and what is the move played worth?" (a :class:`Verdict`),
as work in slices (:data:`~ringworld_nb.core.slices.Work`, so that an app stays live).
Two kinds, one per way the games' searches report:

* :class:`~.mcts_judge.TreeJudge` - The Ring World and Renaissance: the games' own
  tree search (``core.players.make_player(game, "mcts:N")``, the apps' search at a fixed
  number of simulations). The best move and the position's value come from the root of
  the search; the move played is worth what the search of the *next* position says
  (seen from the mover's side), so every position is searched once. A move that is
  the search's best is worth exactly the best move's value: it loses nothing.
* :class:`~.dice_judge.DiceJudge` - Dice of Doom: the exact solver (two players, certain
  attacks, boards up to 3 x 3), alpha-beta with chance nodes (two players) or max-n
  (three or four). The move played is valued in the same search, at the same depth, so
  the best move and the played one are compared on one scale; a rolled attack is
  worth its expectation over the roll (what was decided, not what the dice did).

:class:`Settings` say how hard to look (by ``strength``, or ``simulations`` / ``depth``
directly) and the ``seed``: every search is seeded from it and the number of the
position, and bounded by simulations or depth, never by the clock - an analysis is
reproducible, in slices or at once.

>>> Settings().simulations_for("ringworld"), Settings("strong").simulations_for("renaissance")
(2000, 2000)
>>> Settings(simulations=300).simulations_for("ringworld")
300
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
from typing import Any, Protocol

from ..core.errors import ArgumentError
from ..core.players import check_strength
from ..core.slices import Work
from ..core.validate import describe, flag, integer
from .review import Alternative

__all__ = ["Settings", "Verdict", "Value", "Judge", "judge_for", "SIMULATIONS",
           "DICE_DEPTHS", "DICE_MAX_NODES", "position_seed", "win_for"]

PlayerId = int | str

#: Simulations per position of the tree search, by game and strength. Medium: about
#: what the apps' medium player runs in its 0.2 s on L3 (a 60-move L3 game in some 20 s).
SIMULATIONS: dict[str, dict[str, int]] = {
    "ringworld": {"easy": 500, "medium": 2000, "strong": 6000},
    "renaissance": {"easy": 200, "medium": 600, "strong": 2000},
}
#: Moves searched ahead in Dice of Doom, by kind of game and strength: two players with
#: certain attacks (alpha-beta), two with rolled attacks (expectiminimax), three or four
#: (max-n; deeper max-n over-extends, see ``dice/ai/players.py``).
DICE_DEPTHS: dict[str, dict[str, int]] = {
    "certain": {"easy": 2, "medium": 4, "strong": 6},
    "roll": {"easy": 1, "medium": 2, "strong": 3},
    "multi": {"easy": 1, "medium": 1, "strong": 2},
}
#: The most positions a Dice of Doom search visits for one position of the game (the
#: deepening keeps its last complete depth): a bound by count, not by the clock.
DICE_MAX_NODES = 200_000


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

    def simulations_for(self, kind: str) -> int:
        """The simulations per position in the game called ``kind``."""
        if self.simulations is not None:
            return int(self.simulations)
        return SIMULATIONS[kind][self.strength]

    def depth_for(self, kind: str) -> int:
        """The Dice of Doom depth for ``kind`` of game: "certain", "roll" or "multi"."""
        if self.depth is not None:
            return int(self.depth)
        return DICE_DEPTHS[kind][self.strength]

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


@dataclass(frozen=True)
class Value:
    """A position's value for the player to move (0..1, the expected score), with a
    band of uncertainty (``low``, ``high``; None when the search gives none)."""

    value: float
    low: float | None = None
    high: float | None = None


@dataclass(frozen=True)
class Verdict:
    """A judge's answer for one position and the move played there.

    ``played`` and ``best`` are the move played and the best move in notation.
    ``value`` is the position's value for the mover (that of the best move), with its
    band; None for a forced move, whose value is the next position's.
    ``played_value`` is the move played's value for the mover when the judge found it
    here, None when it is the next position's value (the tree search's way).
    """

    mover: PlayerId
    played: str
    best: str
    value: Value | None
    played_value: Value | None
    forced: bool = False
    alternatives: tuple[Alternative, ...] = ()


class Judge(Protocol):
    """What :mod:`.worker` asks of a judge (see the module docstring)."""

    #: True when the move played is valued by the next position's search (the worker
    #: then searches the position after the last move too, if the game is not over).
    needs_next: bool

    def judging(self, game: Any, move: Any, seed: int) -> Work[Verdict]:
        """The verdict on ``move`` (a legal Move) in ``game`` (not over, not changed)."""
        ...

    def valuing(self, game: Any, seed: int) -> Work[Value]:
        """The value of ``game`` (not over, not changed) for its player to move."""
        ...


def win_for(mover: PlayerId, value: Value, to_move: PlayerId, players: int) -> Value:
    """``value``, a position's value for ``to_move``, as ``mover``'s win chance: the same
    when ``mover`` is to move, else (two players, a constant-sum game) ``1 - value`` with
    the band turned over.

    >>> win_for(1, Value(0.8, 0.7, 0.9), 2, 2)
    Value(value=0.19999999999999996, low=0.09999999999999998, high=0.30000000000000004)
    """
    if to_move == mover:
        return value
    if players != 2:
        raise ArgumentError("a position's value for another player is known only in a "
                            "two-player game")
    flip = None if value.high is None else 1.0 - value.high
    return Value(1.0 - value.value, flip, None if value.low is None else 1.0 - value.low)


def judge_for(kind: str, start: Any, settings: Settings) -> Judge:
    """The judge of the game called ``kind`` whose start is ``start``, by ``settings``."""
    if kind == "dice":
        from .dice_judge import DiceJudge

        return DiceJudge(start, settings)
    from .mcts_judge import TreeJudge

    return TreeJudge(kind, settings.simulations_for(kind))
