"""The small protocol every game of the package speaks.

Records, review, auto play, AI players and evaluation graphs are written once against
it. A game is a mutable object that can be pushed (``play``) and popped (``undo``)::

    game.to_move           whose turn it is
    game.legal_moves()     every legal move now
    game.play(move)        -> list of events (what happened, in order)
    game.undo()            take the last move back, exactly
    game.clone()           an independent copy
    game.is_over, game.winner
    game.history           the moves played so far
    game.record()          -> Record;  Game.from_record(record) replays one
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from .record import Record

__all__ = ["Game"]


@runtime_checkable
class Game(Protocol):
    @property
    def to_move(self) -> int: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def winner(self) -> int | None: ...

    @property
    def history(self) -> Sequence[Any]: ...

    def legal_moves(self) -> list[Any]: ...

    def play(self, move: Any) -> list[Any]: ...

    def undo(self) -> Any: ...

    def clone(self) -> Game: ...

    def record(self) -> Record: ...
