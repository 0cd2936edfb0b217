"""The small protocol every game of the package speaks.

Records, review, auto play, AI players and evaluation graphs are written once against
it, so a new game only has to speak it to get them all. Two levels:

* :class:`SearchGame` - what a search or a random playout needs: ``to_move``,
  ``legal_moves()``, ``push(move)``, ``undo()``, ``clone()``, ``is_over``, ``outcome``.
* :class:`Game` - everything the apps and records need on top: ``seats``, ``check(move)``,
  ``play(move or text)`` with its events, ``last_events()``, ``winner``, ``history``,
  ``notation(move)``, ``parse(text)``, ``record()`` and ``from_record(record)``.

Two ways to make a move, one rule for every game
------------------------------------------------
``play(move_or_text)`` is the way of people, records and apps: it parses text, checks
the move (IllegalMoveError / NotationError, leaving the game as it was), applies it and
returns the events (what happened, in order) and keeps them for ``last_events()``.

``push(move)`` is the way of search and playouts: it applies a move that came from
``legal_moves()`` of this very position - no parsing, no check, no events. A move that
did not come from there gives an undefined game. Both are taken back by ``undo()``.

The end
-------
``outcome`` is None while the game goes on, then an :class:`Outcome`: the tuple of the
winners (the game's own player ids) and the reason in words. One winner: a win; several
(or none, as in a Ring World draw): a draw. ``winner`` is the single winner, None while
the game goes on and for a draw.

Undo
----
``undo()`` returns what it took back: the Move, or :data:`RESIGNATION` when the last
thing that happened was a resignation (games that have one). With nothing to take
back it raises IllegalMoveError, so ``while game.history: game.undo()`` and ``try``
are the two honest ways to rewind.

Telling positions apart (optional)
----------------------------------
A game may say when two positions are the same with ``key()``: a hashable value, equal
for equal positions and different for different ones - everything that decides what
can happen next belongs in it, who is to move included (and, under a move limit, the
moves played); the road that led there does not. It must be cheap (it is asked at
every position a search visits) and is for games without chance (a ``push`` that rolls
dice has no single next position). With it, the package's defaults - the default
players at ``strong``, hints, the judge of ``analyse``, the puzzles - solve a small
game exactly (:mod:`.exact`); without it they use the tree search.

Records
-------
``record()`` writes the moves in the game's notation; ``from_record(record)`` builds
the start from the record's options and replays the moves through ``play``:
:func:`replay` does that (and checks the recorded result) once for every game.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, runtime_checkable

from .errors import IllegalMoveError, NotationError, RecordError
from .record import Record
from .validate import describe

__all__ = ["Game", "SearchGame", "Outcome", "RESIGNATION", "Resignation", "replay",
           "check_record_game", "recorded_outcome"]


#: How a game names its players: colours 1, 2 (The Ring World), 0..3 (Dice of Doom),
#: "silver" and "gold" (Renaissance).
PlayerId = int | str


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``winners`` (player ids, in order) and the ``reason`` in words.

    >>> Outcome((1,), "top ring").winner
    1
    >>> Outcome((), "two passes").is_draw, Outcome((0, 2), "passes").winner
    (True, None)
    """

    winners: tuple[PlayerId, ...]
    reason: str

    @property
    def winner(self) -> PlayerId | None:
        """The single winner, None for a draw."""
        return self.winners[0] if len(self.winners) == 1 else None

    @property
    def is_draw(self) -> bool:
        """True unless exactly one player won."""
        return len(self.winners) != 1


class Resignation:
    """The type of :data:`RESIGNATION`, what ``undo()`` returns when it takes back a
    resignation rather than a move. There is only one."""

    __slots__ = ()
    _instance: Resignation | None = None

    def __new__(cls) -> Resignation:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "RESIGNATION"

    def __reduce__(self) -> str:
        return "RESIGNATION"  # copies and pickles are the module's constant


#: What ``undo()`` returns when it took back a resignation (compare with ``is``).
RESIGNATION = Resignation()

M = Any  # a game's move type (a NamedTuple in both games)


_Self = TypeVar("_Self", bound="SearchGame")


@runtime_checkable
class SearchGame(Protocol):
    """The part of the protocol a search or a random playout uses.

    A playout::

        while not game.is_over:
            game.push(rng.choice(game.legal_moves()))
        game.outcome.winners
    """

    @property
    def to_move(self) -> PlayerId:
        """The player whose turn it is, as the game names its players."""
        ...

    def legal_moves(self) -> list[M]:
        """Every legal move now, in a fixed order (empty once the game is over)."""
        ...

    def push(self, move: M) -> None:
        """Apply a move taken from ``legal_moves()`` of this position: no parsing, no
        check, no events, nothing kept for ``last_events()``. The fast path."""
        ...

    def undo(self) -> Any:
        """Take back the last move (or resignation) exactly and return it: the Move, or
        :data:`RESIGNATION`. IllegalMoveError when there is nothing to take back."""
        ...

    def clone(self: _Self) -> _Self:
        """An independent copy: what is played on one never reaches the other."""
        ...

    @property
    def is_over(self) -> bool:
        """True once the game has ended (``outcome`` is then not None)."""
        ...

    @property
    def outcome(self) -> Outcome | None:
        """None while the game goes on, else who won (or drew) and why."""
        ...


@runtime_checkable
class Game(SearchGame, Protocol):
    """The whole protocol: what apps, records and the review of a game use.

    The road of a move::

        events = game.play("527@52")       # or a Move; refused moves change nothing
        game.last_events() == events       # what the drawing highlights
        game.notation(game.history[-1])    # '527@52'
        Game.from_record(game.record())    # the same game, replayed
    """

    game_name: str  # the name in records ("ringworld", "dice", ...)

    @property
    def winner(self) -> PlayerId | None:
        """The single winner; None while the game goes on and for a draw."""
        ...

    @property
    def history(self) -> Sequence[M]:
        """The moves played so far, first to last (a resignation is not a move)."""
        ...

    @property
    def seats(self) -> tuple[PlayerId, ...]:
        """The players in seat order (the first moves first)."""
        ...

    def check(self, move: M) -> object:
        """Nothing when ``move`` (a move object) is legal now; else IllegalMoveError (or
        TypeError for what is not a move at all) saying why. The game is not changed."""
        ...

    def play(self, move: M | str) -> list[Any]:
        """Parse (text), check, apply the move; return the events in order.

        IllegalMoveError or NotationError say why a move is refused, and the game is
        then exactly as before."""
        ...

    def last_events(self) -> list[Any]:
        """The events of the last move (empty at the start): kept by ``play``, found
        again by replaying on a clone when the move came through ``push``."""
        ...

    def notation(self, move: M) -> str:
        """The move as text, as records write it."""
        ...

    def parse(self, text: str) -> M:
        """The move written as ``text`` (NotationError if unreadable); legality is
        ``play``'s business."""
        ...

    def record(self) -> Record:
        """The game so far as a :class:`~.record.Record`."""
        ...

    @classmethod
    def from_record(cls, record: Record) -> Game:
        """The game a record describes, replayed move by move (:func:`replay`);
        RecordError names the move that fails."""
        ...


G = TypeVar("G")


def check_record_game(record: Any, game_name: str, title: str) -> None:
    """RecordError unless ``record`` is a Record of the game called ``game_name``."""
    if not isinstance(record, Record):
        raise RecordError(f"expected a Record, got {type(record).__name__}")
    record.check()
    if record.game != game_name:
        raise RecordError(f"this is a record of {describe(record.game)}, not of {title}")


def recorded_outcome(result: Any) -> Outcome | None:
    """The Outcome a record's ``result`` gives (None for null).

    Reads ``{"winners": [...], "reason": ...}`` and the older Ring World form
    ``{"winner": w, "reason": ...}`` where ``w`` is 0 for a draw.
    """
    if result is None:
        return None
    if not isinstance(result, dict):
        raise RecordError(f"'result' must be an object or null, got {describe(result)}")
    reason: Any = _reason(result.get("reason"))
    if "winners" in result:
        winners = result["winners"]
        if not isinstance(winners, (list, tuple)) or not all(
                isinstance(w, (int, str)) and not isinstance(w, bool) for w in winners):
            raise RecordError(f"the result's 'winners' must be a list of players, "
                              f"got {describe(winners)}")
        return Outcome(tuple(winners), reason)
    if "winner" in result:  # the Ring World's first form: 0 was a draw
        w = result["winner"]
        if not isinstance(w, int) or isinstance(w, bool):
            raise RecordError(f"the result's 'winner' must be a player, got {describe(w)}")
        return Outcome(() if w == 0 else (w,), reason)
    raise RecordError(f"the result {describe(result)} names no winners")


def _reason(reason: Any) -> Any:
    """A result's reason: text, or None when not given."""
    if reason is not None and not isinstance(reason, str):
        raise RecordError(f"the result's 'reason' must be text, got {describe(reason)}")
    return reason


def _describe(outcome: Outcome) -> str:
    who = ", ".join(map(str, outcome.winners)) or "nobody"
    return f"winners {who}, {outcome.reason}"


def replay(game: G, record: Record) -> G:
    """Play ``record``'s moves on ``game`` (its start) and check the recorded result.

    Every game's ``from_record`` builds the start from the options, then calls this.
    A move that fails raises ``RecordError("move 7 ('527@52'): <why>")``. A result
    ending by resignation is replayed with the game's ``resign()``; otherwise the
    replayed game must end as the record says (a reason is compared when given); a
    record without a result must not end, unless it has no moves (a bare start).
    """
    for number, text in enumerate(record.moves, start=1):
        try:
            game.play(text)  # type: ignore[attr-defined]
        except (NotationError, IllegalMoveError) as err:
            raise RecordError(f"move {number} ({text!r}): {err}") from None
    expected = recorded_outcome(record.result)
    g: Any = game
    if expected is None:
        if g.is_over and record.moves:  # (no moves: a start, perhaps one already over)
            raise RecordError(f"the record gives no result, but the game ended after move "
                              f"{len(record.moves)} ({g.outcome.reason})")
        return game
    if expected.reason == "resignation" and not g.is_over:
        if not hasattr(g, "resign"):
            raise RecordError("the record ends by resignation, but this game has none")
        g.resign()
    got = g.outcome
    if got is None:
        raise RecordError(f"the record's result {describe(record.result)} does not match the "
                          f"replayed game, which is not over after move "
                          f"{len(record.moves)}")
    if got.winners != expected.winners or (
            expected.reason is not None and got.reason != expected.reason):
        raise RecordError(f"the record's result {describe(record.result)} does not match "
                          f"the replayed game ({_describe(got)})")
    _check_result_fields(g, record.result)  # type: ignore[arg-type]
    return game


def _json_value(value: Any) -> Any:
    """``value`` as JSON reads it back (tuples become lists, keys text)."""
    return json.loads(json.dumps(value))


def _check_result_fields(game: Any, result: dict[str, Any]) -> None:
    """RecordError unless every field of a record's result other than the winners and
    the reason (``scores`` in Dice of Doom and Renaissance) is what the replayed game
    writes itself; a field the game does not write is refused."""
    own = game.record().result or {}
    for key, value in result.items():
        if key in ("winners", "winner", "reason"):
            continue
        if key not in own:
            raise RecordError(f"the record's result has a field {describe(key)} that "
                              f"{getattr(game, 'title', 'this game')} does not write")
        if _json_value(value) != _json_value(own[key]):
            raise RecordError(f"the record's result gives {key} {describe(value)}, but the "
                              f"replayed game has {describe(own[key])}")
