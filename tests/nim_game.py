"""Nim, a small game of the tests that brings nothing but its engine: every other part -
its computer players, the judge of an analysis, hints, puzzles - is the package's default.

Heaps of counters; a move ``"h:n"`` takes ``n`` counters from heap ``h`` (heaps counted
from 1); whoever takes the last counter wins. Its theory is known: the player to move
loses exactly when the heaps' nim-sum (their exclusive or) is 0, so every default that
claims to be exact can be checked against it (:func:`nim_sum`).

:func:`registered` makes the package's registry list it (as an installed game's entry
point would), for the length of a test.

>>> game = Nim((3, 4, 5))
>>> events = game.play("1:2")
>>> game.heaps, game.to_move, nim_sum(game.heaps)
((1, 4, 5), 2, 0)
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

from ringworld_nb.core import registry as registry_module
from ringworld_nb.core.errors import IllegalMoveError, NotationError
from ringworld_nb.core.protocol import Outcome, check_record_game, replay
from ringworld_nb.core.record import Record
from ringworld_nb.core.registry import GameSpec, Registry

__all__ = ["Nim", "Take", "SPEC", "nim_sum", "registered"]

FIRST, SECOND = 1, 2


class Take(NamedTuple):
    """A move: ``count`` counters from heap ``heap`` (0 the first)."""

    heap: int
    count: int


def nim_sum(heaps: tuple[int, ...]) -> int:
    """The exclusive or of the heaps: 0 exactly when the player to move loses."""
    return functools.reduce(lambda a, b: a ^ b, heaps, 0)


class Nim:
    """A game of Nim from ``heaps`` (the engine of the protocol, nothing else)."""

    game_name = "nim"
    title = "Nim"

    def __init__(self, heaps: tuple[int, ...] = (3, 4, 5)) -> None:
        self.start = tuple(int(h) for h in heaps)
        self.heaps = self.start
        self._history: list[Take] = []
        self._events: list[str] = []

    @property
    def seats(self) -> tuple[int, int]:
        return (FIRST, SECOND)

    @property
    def to_move(self) -> int:
        return FIRST if len(self._history) % 2 == 0 else SECOND

    @property
    def history(self) -> tuple[Take, ...]:
        return tuple(self._history)

    @property
    def is_over(self) -> bool:
        return not any(self.heaps)

    @property
    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        last = SECOND if self.to_move == FIRST else FIRST
        return Outcome((last,), "took the last counter")

    @property
    def winner(self) -> int | None:
        outcome = self.outcome
        return None if outcome is None else outcome.winner

    def key(self) -> tuple[Any, ...]:
        return (self.heaps, self.to_move)

    def legal_moves(self) -> list[Take]:
        return [Take(h, n) for h, size in enumerate(self.heaps) for n in range(1, size + 1)]

    def check(self, move: Any) -> None:
        if not isinstance(move, Take):
            raise TypeError(f"a move is a Take, got {move!r}")
        if not 0 <= move.heap < len(self.heaps) or not 1 <= move.count <= self.heaps[move.heap]:
            raise IllegalMoveError(f"move {self.notation(move)}: heap {move.heap + 1} has "
                                   f"no {move.count} counters to take")

    def push(self, move: Take) -> None:
        heaps = list(self.heaps)
        heaps[move.heap] -= move.count
        self.heaps = tuple(heaps)
        self._history.append(move)
        self._events = []

    def play(self, move: Take | str) -> list[str]:
        take = self.parse(move) if isinstance(move, str) else move
        self.check(take)
        self.push(take)
        self._events = [f"took {take.count} from heap {take.heap + 1}"]
        return list(self._events)

    def undo(self) -> Take:
        if not self._history:
            raise IllegalMoveError("nothing to undo")
        move = self._history.pop()
        heaps = list(self.heaps)
        heaps[move.heap] += move.count
        self.heaps = tuple(heaps)
        self._events = []
        return move

    def last_events(self) -> list[str]:
        return list(self._events)

    def clone(self) -> Nim:
        other = Nim(self.start)
        other.heaps, other._history = self.heaps, list(self._history)
        return other

    def notation(self, move: Take) -> str:
        return f"{move.heap + 1}:{move.count}"

    def parse(self, text: str) -> Take:
        heap, colon, count = text.strip().partition(":")
        if not colon or not heap.isdigit() or not count.isdigit():
            raise NotationError(f"{text!r} is not a move: write heap:count, as 1:2")
        return Take(int(heap) - 1, int(count))

    def record(self) -> Record:
        outcome = self.outcome
        result = None if outcome is None else {"winners": list(outcome.winners),
                                                "reason": outcome.reason}
        return Record(game=self.game_name, options={"heaps": list(self.start)},
                      moves=[self.notation(m) for m in self._history], result=result)

    @classmethod
    def from_record(cls, record: Record) -> Nim:
        check_record_game(record, cls.game_name, cls.title)
        return replay(cls(tuple(record.options["heaps"])), record)


#: Nim's entry in the registry: the engine alone, every other part the default.
SPEC = GameSpec(name="nim", title="Nim", package=__name__, engine=f"{__name__}:Nim")


@contextmanager
def registered() -> Iterator[None]:
    """The package's registry lists Nim (after the installed games) inside the block."""
    installed = registry_module.registry()
    with_nim = Registry([*installed.specs(), SPEC])
    saved = registry_module.registry
    registry_module.registry = lambda: with_nim  # type: ignore[assignment]
    try:
        yield
    finally:
        registry_module.registry = saved
