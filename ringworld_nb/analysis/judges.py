"""Who judges the moves: each game's own search, set up for an analysis.

A **judge** answers, for one position and the move played there, "which move is best,
what is it worth to the mover, and what is the move played worth?" (a :class:`Verdict`),
as work in slices (:data:`~ringworld_nb.core.slices.Work`, so that an app stays live).
Each game gives its judge (its spec's ``judge``); there are two kinds, one per way the
games' searches report:

* :class:`~.mcts_judge.TreeJudge` - a game's own tree search
  (``core.players.make_player(game, "mcts:N")``, the apps' search at a fixed number of
  simulations): The Ring World, Renaissance, and any game that gives no judge. The best
  move comes from the root of the search; the move played is worth what the search of
  the *next* position says (seen from the mover's side), and the best move, when another
  was played, what the search of the position after *it* says - the two are compared
  like with like (a tree search's value of a position leans towards the side that just
  moved; the lean cancels). A move that is the search's best loses nothing.
* a judge of the game's own searches - Dice of Doom's: the exact solver (two players,
  certain attacks, boards up to 3 x 3), alpha-beta with chance nodes (two players) or
  max-n (three or four). The move played is valued in the same search, at the same
  depth, so the best move and the played one are compared on one scale; a rolled attack
  is worth its expectation over the roll (what was decided, not what the dice did).

:class:`~.settings.Settings` say how hard to look and the seed; every search is bounded
by simulations or depth, never by the clock, so an analysis is reproducible, in slices
or at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from ..core.errors import ArgumentError
from ..core.slices import Work
from .review import Alternative
from .settings import Settings

__all__ = ["Verdict", "Value", "Judge", "judge_for", "win_for"]

PlayerId = int | str


@dataclass(frozen=True)
class Value:
    """A position's value for the player to move (0..1, the expected score), with a
    band of uncertainty (``low``, ``high``; None when the search gives none)."""

    value: float
    low: float | None = None
    high: float | None = None


@dataclass(frozen=True)
class Verdict:
    """A judge's answer for one position and the move played there (all values are the
    mover's win chance, with a band).

    * ``played``, ``best`` - the move played and the best move, in notation;
    * ``value`` - the position's value as its own search says (what the previous move's
      ``win_after`` is made of); None for a forced move: then it is the move's value;
    * ``played_value`` - the move played's value when the judge found it here; None when
      it is the next position's value (the tree search's way);
    * ``best_value`` - the best move's value, found as the move played's is; None when
      it is the move played's (the best move was played, or the move was forced);
    * ``forced`` - the only legal move; ``alternatives`` - root moves the search weighed.
    """

    mover: PlayerId
    played: str
    best: str
    value: Value | None
    played_value: Value | None
    best_value: Value | None = None
    forced: bool = False
    alternatives: tuple[Alternative, ...] = ()


class Judge(Protocol):
    """What :mod:`.worker` asks of a judge (see the module docstring)."""

    #: True when the move played is valued by the next position's search (the worker
    #: then searches the position after the last move too, if the game is not over).
    needs_next: bool

    def judging(self, game: Any, move: Any, seed: int, after_seed: int) -> Work[Verdict]:
        """The verdict on ``move`` (a legal Move) in ``game`` (not over, not changed);
        ``seed`` seeds the search of ``game``, ``after_seed`` that of a position after
        one of its moves (as the next position is searched: :func:`~.settings.
        position_seed` of the next index)."""
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
    """The judge of the game called ``kind`` whose start is ``start``, by ``settings``:
    the game's own (its spec's ``judge``), else the tree search at the settings'
    simulations (:class:`~.mcts_judge.TreeJudge`)."""
    from ..core.registry import spec

    own = spec(kind).part("judge")
    if own is not None:
        judge: Judge = own(start, settings)
        return judge
    from .mcts_judge import TreeJudge

    return TreeJudge(settings.simulations_or())
