"""The game an analysis walks through: its start and its moves, from a game or a record.

An analysis never touches the game it is given. It reads the game's record
(``game.record()``), or takes a :class:`~ringworld_nb.core.record.Record` as it is,
replays it once through the rules to check it (``Game.from_record``: a record of
another game, a damaged one or one with an illegal move is refused there, with the
project's :class:`~ringworld_nb.core.errors.RecordError` naming the move), and then
plays the record's moves one by one on a fresh start - the record's own texts, so that
Dice of Doom's rolled attacks come out as they were rolled.

>>> from ringworld_nb.ringworld import RingWorld
>>> game = RingWorld(3)
>>> _ = game.play("00@0"), game.play("05@0")
>>> walk = GameMoves.of(game)
>>> walk.kind, walk.texts, walk.start.turn
('ringworld', ['00@0', '05@0'], 0)
>>> position_before(game, 1).turn, len(game.history)
(1, 2)
>>> GameMoves.of(Record("chess"))  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ringworld_nb.core.errors.RecordError: a record of 'chess', which is not a game of this \
package (ringworld, dice, renaissance...)
"""

from __future__ import annotations

import copy
import hashlib
import json
from dataclasses import dataclass
from typing import Any

from ..core.errors import ArgumentError, RecordError
from ..core.games import game_class, game_names, kind_of
from ..core.record import Record
from ..core.validate import describe, integer, one_of

__all__ = ["GameMoves", "game_class", "digest_of", "position_before"]


def digest_of(kind: str, options: Any, moves: list[str]) -> str:
    """A fingerprint of a game: its name, options (the start) and moves - what ties an
    analysis to its game.

    >>> digest_of("ringworld", {"order": 3}, ["00@0"]) == digest_of("ringworld", {"order": 3},
    ...                                                             ["00@0"])
    True
    >>> digest_of("ringworld", {"order": 3}, ["00@0"]) == digest_of("ringworld", {"order": 4},
    ...                                                             ["00@0"])
    False
    """
    text = json.dumps([kind, options, moves], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


@dataclass(frozen=True)
class GameMoves:
    """A game to analyse: ``kind`` (the game's name), its ``start`` (a game at the
    first position, never played on: clone it), the moves as the record writes them
    (``texts``), the ``record`` itself and the game at its ``end`` (the record
    replayed; a resignation is not a move, and the end is the position after the last
    move)."""

    kind: str
    start: Any
    texts: list[str]
    record: Record
    end: Any

    @property
    def digest(self) -> str:
        """The fingerprint of the game (:func:`digest_of`)."""
        return digest_of(self.kind, self.record.options, self.texts)

    @classmethod
    def of(cls, source: Any, expect: str | None = None) -> GameMoves:
        """The game of ``source``: a game object of this package (its record, from its
        start) or a Record. ``expect`` names the game it must be (RecordError for a
        record of another game). The source is not changed."""
        if isinstance(source, Record):
            record = copy.deepcopy(source)
            kind = record.game
            cls_ = game_class(kind) if isinstance(kind, str) else None
            if cls_ is None:
                raise RecordError(f"'game' must name the game, got {describe(kind)}")
        else:
            if isinstance(source, type) or not callable(getattr(source, "record", None)):
                raise TypeError(f"analyse a game of this package or a Record, got "
                                f"{describe(source)}")
            try:
                kind = kind_of(source)
            except ArgumentError:
                raise TypeError(f"analyse a game of this package or a Record, got "
                                f"{describe(source)}") from None
            record = source.record()
            cls_ = game_class(kind)
        if expect is not None and kind != one_of(expect, "expect", game_names()):
            raise RecordError(f"this is a record of {describe(kind)}, not of "
                              f"{game_class(expect).title}")
        cls_.from_record(record)  # the whole record checked: RecordError names the move
        start = cls_.from_record(Record(record.game, copy.deepcopy(record.options)))
        end = start.clone()
        for text in record.moves:
            end.play(text)
        return cls(kind, start, list(record.moves), record, end)

    def positions(self) -> Any:
        """The positions before each move, and the last one: ``(index, game)`` pairs,
        the same game object played on between them (clone one to keep it)."""
        game = self.start.clone()
        for index, text in enumerate(self.texts):
            yield index, game
            game.play(text)
        yield len(self.texts), game


def position_before(source: Any, index: int) -> Any:
    """The game (a new object) at the position before move ``index`` (from 0) of
    ``source``, a game or a record; ``index`` may be the number of moves (the position
    after the last move). What an app shows when a point of the graph is clicked."""
    moves = GameMoves.of(source)
    index = integer(index, "index", low=0, high=len(moves.texts))
    game = moves.start.clone()
    for text in moves.texts[:index]:
        game.play(text)
    return game
