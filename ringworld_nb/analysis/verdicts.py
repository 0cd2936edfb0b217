"""What a judge answers: a position's :class:`Value`, the :class:`Verdict` on a move, and
the :class:`Judge` protocol every game's judge speaks (:mod:`.judges` says who judges).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from ..core.errors import ArgumentError
from ..core.slices import Work
from .review import Alternative

__all__ = ["Verdict", "Value", "Judge", "win_for"]

PlayerId = int | str


@dataclass(frozen=True)
class Value:
    """A position's value for the player to move (0..1, the expected score), with a
    band of uncertainty (``low``, ``high``; None when the search gives none) and the
    ``line`` the search expects from there (moves in notation, first move first; empty
    when the search says none)."""

    value: float
    low: float | None = None
    high: float | None = None
    line: tuple[str, ...] = ()


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
    * ``forced`` - the only legal move; ``alternatives`` - root moves the search weighed;
    * ``best_line`` - the best move and the line the search expects after it (in
      notation; empty when the judge says none, or the best move was played: then the
      line after the move played is the next position's ``value.line``).
    """

    mover: PlayerId
    played: str
    best: str
    value: Value | None
    played_value: Value | None
    best_value: Value | None = None
    forced: bool = False
    alternatives: tuple[Alternative, ...] = ()
    best_line: tuple[str, ...] = ()


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
    Value(value=0.19999999999999996, low=0.09999999999999998, high=0.30000000000000004, \
line=())
    """
    if to_move == mover:
        return value
    if players != 2:
        raise ArgumentError("a position's value for another player is known only in a "
                            "two-player game")
    flip = None if value.high is None else 1.0 - value.high
    return Value(1.0 - value.value, flip, None if value.low is None else 1.0 - value.low,
                 value.line)
