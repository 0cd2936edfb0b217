"""The kit's checks of records: the round trip through a file and ``from_record``, and
the refusal of a record that the rules cannot replay (rules ``record`` and ``replay``)."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from ..core.errors import RecordError
from ..core.record import Record
from .position import describe_difference, position
from .rules import Where, broken, rule_of

__all__ = ["check_record", "check_replay"]

#: A move no game writes: a record holding it cannot be replayed.
NO_MOVE = "\x00no move\x00"


def check_record(game: Any, where: Where) -> None:
    """Rule ``record``: ``game``'s record, saved, loaded and replayed, is the same game."""
    with rule_of("record", game=game, where=where):
        record = game.record()
        if not isinstance(record, Record):
            raise broken("record", f"record() returned {type(record).__name__}, not a Record",
                         game=game, where=where)
        if record.game != type(game).game_name:
            raise broken("record", f"the record's game is {record.game!r}, but the game's "
                         f"game_name is {type(game).game_name!r}", game=game, where=where)
        text = record.to_json()
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "game.json"
            record.save(path)
            loaded = Record.load(path)
        again = type(game).from_record(loaded)
    expected, got = position(game), position(again)
    if got != expected:
        raise broken("record", "the game replayed from its record is not the same: "
                     + describe_difference(expected, got), game=game, where=where)
    if again.record().to_json() != text:
        raise broken("record", "the game replayed from its record writes another record",
                     game=game, where=where)


def _refused(game: Any, record: Record, what: str, where: Where, number: int | None) -> None:
    try:
        type(game).from_record(record)
    except RecordError as err:
        if number is not None and f"move {number}" not in str(err):
            raise broken("replay", f"from_record refused {what}, but its RecordError does "
                         f"not name 'move {number}': {err}", game=game, where=where) from None
        return
    except Exception as err:
        raise broken("replay", f"from_record of {what} raised {type(err).__name__}, not "
                     f"RecordError: {err}", game=game, where=where) from err
    raise broken("replay", f"from_record accepted {what}", game=game, where=where)


def check_replay(game: Any, where: Where) -> None:
    """Rule ``replay``: a record with a move that cannot be played, or with a result that
    is not the game's, is refused with RecordError."""
    with rule_of("replay", game=game, where=where):
        record = game.record()
    if record.moves:
        number = (len(record.moves) + 1) // 2
        moves = list(record.moves)
        moves[number - 1] = NO_MOVE
        doctored = Record(game=record.game, options=dict(record.options), moves=moves)
        _refused(game, doctored, f"a record whose move {number} is {NO_MOVE!r}", where, number)
    if game.is_over:
        result = {"winners": list(game.outcome.winners), "reason": "a doctored reason"}
    else:
        result = {"winners": [game.seats[0]], "reason": "a doctored reason"}
    doctored = Record(game=record.game, options=dict(record.options), moves=list(record.moves),
                      result=result)
    _refused(game, doctored, f"a record whose result is {result}", where, None)
