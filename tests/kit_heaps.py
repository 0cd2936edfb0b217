"""A small game that keeps every rule of the game protocol, for the tests of the
conformance kit (tests/test_kit.py): Nim on a few heaps of counters. A move takes
``count`` counters from one heap, written "2:3" (3 from heap 2); who takes the last
counter wins. The tests break it one rule at a time, in subclasses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from ringworld_nb.core.errors import IllegalMoveError, NotationError, RecordError
from ringworld_nb.core.protocol import RESIGNATION, Outcome, check_record_game, replay
from ringworld_nb.core.record import Record


class Take(NamedTuple):
    """``count`` counters taken from heap ``heap`` (numbered from 0)."""

    heap: int
    count: int


@dataclass(frozen=True)
class Took:
    """The event of a move: ``player`` took ``count`` from ``heap``; ``last`` when it
    was the last counter (and the player won)."""

    player: int
    heap: int
    count: int
    last: bool = False


class Heaps:
    """Nim on ``heaps`` (two players, 1 and 2; whoever takes the last counter wins)."""

    game_name = "heaps"
    title = "Heaps"

    def __init__(self, heaps: tuple[int, ...] = (2, 3, 4)) -> None:
        self.heaps = list(heaps)
        self.start = tuple(heaps)
        self._history: list[Take] = []
        self._events: list[Took] = []

    seats = (1, 2)

    @property
    def to_move(self) -> int:
        return 1 + len(self._history) % 2

    @property
    def history(self) -> tuple[Take, ...]:
        return tuple(self._history)

    @property
    def outcome(self) -> Outcome | None:
        if any(self.heaps):
            return None
        return Outcome((2 - len(self._history) % 2,), "took the last counter")

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    @property
    def winner(self) -> int | None:
        outcome = self.outcome
        return None if outcome is None else outcome.winner

    def key(self) -> tuple[Any, ...]:
        return tuple(self.heaps), self.to_move

    def legal_moves(self) -> list[Take]:
        return [Take(h, c) for h, size in enumerate(self.heaps) for c in range(1, size + 1)]

    def check(self, move: Any) -> None:
        if not isinstance(move, Take):
            raise TypeError(f"a move is a Take, got {move!r}")
        if not (0 <= move.heap < len(self.heaps) and 1 <= move.count <= self.heaps[move.heap]):
            raise IllegalMoveError(f"move {self.notation(move)}: heap {move.heap + 1} does not "
                                   f"have {move.count} counters")

    def push(self, move: Take) -> None:
        self._events = []
        self.heaps[move.heap] -= move.count
        self._history.append(move)

    def play(self, move: Take | str) -> list[Took]:
        move = self.parse(move) if isinstance(move, str) else move
        self.check(move)
        player = self.to_move
        self.push(move)
        self._events = [Took(player, move.heap, move.count, not any(self.heaps))]
        return list(self._events)

    def last_events(self) -> list[Took]:
        if self._events or not self._history:
            return list(self._events)
        trial = self.clone()
        return trial.play(trial.undo())

    def undo(self) -> Take:
        if not self._history:
            raise IllegalMoveError("nothing to undo: no move has been played")
        move = self._history.pop()
        self.heaps[move.heap] += move.count
        self._events = []
        return move

    def clone(self) -> Heaps:
        other = type(self)(self.start)
        other.heaps, other._history = list(self.heaps), list(self._history)
        other._events = list(self._events)
        return other

    def notation(self, move: Take) -> str:
        return f"{move.heap + 1}:{move.count}"

    def parse(self, text: str) -> Take:
        heap, colon, count = text.strip().partition(":")
        if not (colon and heap.isdigit() and count.isdigit()):
            raise NotationError(f"{text!r} is not a move: write heap:count, as 2:3")
        return Take(int(heap) - 1, int(count))

    def record(self) -> Record:
        outcome = self.outcome
        result = None if outcome is None else {"winners": list(outcome.winners),
                                                "reason": outcome.reason}
        return Record(game=self.game_name, options={"heaps": list(self.start)},
                      moves=[self.notation(m) for m in self._history], result=result)

    @classmethod
    def from_record(cls, record: Record) -> Heaps:
        check_record_game(record, cls.game_name, cls.title)
        heaps = record.options.get("heaps")
        if not isinstance(heaps, list):
            raise RecordError("the record's options give no heaps")
        return replay(cls(tuple(heaps)), record)

    def __repr__(self) -> str:
        return f"<Heaps {self.heaps}, player {self.to_move} to move>"


class HeapsWithResignation(Heaps):
    """Heaps where the player to move may resign (the other wins), as The Ring World's
    players may: ``undo()`` takes the resignation back first."""

    def __init__(self, heaps: tuple[int, ...] = (2, 3, 4)) -> None:
        super().__init__(heaps)
        self.resigned: int | None = None

    @property
    def outcome(self) -> Outcome | None:
        if self.resigned is not None:
            return Outcome((3 - self.resigned,), "resignation")
        return super().outcome

    def legal_moves(self) -> list[Take]:
        return [] if self.resigned is not None else super().legal_moves()

    def check(self, move: Any) -> None:
        if self.resigned is not None:
            raise IllegalMoveError("the game is over: a player resigned")
        super().check(move)

    def resign(self) -> None:
        if self.is_over:
            raise IllegalMoveError("the game is over: nobody can resign")
        self.resigned = self.to_move

    def undo(self) -> Any:
        if self.resigned is not None:
            self.resigned = None
            return RESIGNATION
        return super().undo()

    def clone(self) -> HeapsWithResignation:
        other = super().clone()
        assert isinstance(other, HeapsWithResignation)
        other.resigned = self.resigned
        return other
