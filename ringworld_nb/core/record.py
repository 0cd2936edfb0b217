"""Game records: a versioned JSON format shared by every game.

A record holds what is needed to replay a game through the rules, never a copy of the
position as it is now: the game's name and options (the variant, and the start position
when the game did not start from the usual one), the moves in the game's notation,
optional comments, optional annotations and the result. Loading a record
(``Game.from_record``) replays every move, so a damaged or doctored record is caught
with the number of the move that fails.

The JSON looks like this::

    {
      "format": "ringworld_nb.record",
      "version": 2,
      "game": "ringworld",
      "options": {"order": 3},
      "moves": ["045@0", "-@2", "pass"],
      "comments": {"1": "a quiet opening"},
      "annotations": {"win_estimates": [null, 0.52, 0.48, 0.61]},
      "result": {"winner": 1, "reason": "top ring"}
    }

Comments are keyed by the move number after which they apply ("0" is before the first
move). ``result`` is null for an unfinished game.

**Annotations** are free JSON data that travel with the game and that no rule reads:
an app keeps there what it has learned about the game, such as the evaluation series
of its graph (the estimated chances after each move). The package does not interpret
them, only checks that they are JSON values within :data:`LIMITS`, and every game
keeps them, with the comments, from ``from_record`` to ``record()``.

Versions: 1 is the format without annotations; 2 adds them. A record is written with
the lowest version that holds what it has (version 1 when there are no annotations), so
that older programs still read it; this program reads both.
"""

from __future__ import annotations

import copy
import json
import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import RecordError
from .validate import describe, is_integer

__all__ = ["Record", "FORMAT", "VERSION", "SUPPORTED_VERSIONS", "LIMITS", "Limits",
           "kept_notes"]

FORMAT = "ringworld_nb.record"
#: The newest version: 2 added ``annotations``.
VERSION = 2
#: The record versions this program reads.
SUPPORTED_VERSIONS = (1, 2)
#: The fields of a record, by the version that introduced them.
_FIELDS = {1: ("format", "version", "game", "options", "moves", "comments", "result"),
           2: ("annotations",)}


@dataclass(frozen=True)
class Limits:
    """How big a record may be: anything larger is refused before it is replayed.

    Generous for real games (a long L4 game has a few thousand moves, a Dice game on
    the largest board some hundreds) and small enough that a hostile file cannot make
    the program spend minutes or exhaust its memory or stack.
    """

    #: size of the JSON text, in bytes (or characters)
    file_size: int = 5_000_000
    #: depth of nested lists and objects (a record needs 4)
    depth: int = 32
    #: number of moves
    moves: int = 100_000
    #: length of one move's notation
    move_length: int = 200
    #: length of any other text (a comment, the game's name, an option)
    text_length: int = 20_000
    #: integers (seeds among them) must be smaller than this in absolute value
    number: int = 10 ** 40


#: The limits :meth:`Record.from_json` and :meth:`Record.from_dict` apply.
LIMITS = Limits()

# strings (with their escapes) and the brackets outside them, for the depth check
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


def _json_depth(text: str, limit: int) -> int:
    """The deepest nesting of lists and objects in the JSON ``text`` (strings skipped);
    stops counting just past ``limit``."""
    depth = deepest = 0
    for match in _BRACKETS.finditer(_JSON_STRING.sub("", text)):
        if match.group() in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    break
        else:
            depth -= 1
    return deepest


def _check_values(value: Any, where: str, depth: int = 0) -> None:
    """RecordError for a value no record holds: too deep, a text too long, an integer
    too large to be anything (40 digits or more), a float that is not finite, a key
    that is not text, or a type JSON does not have."""
    if depth > LIMITS.depth:
        raise RecordError(f"{where}: nested deeper than the limit of {LIMITS.depth}")
    if isinstance(value, str):
        if len(value) > LIMITS.text_length:
            raise RecordError(f"{where}: a text of {len(value)} characters, more than the "
                              f"limit of {LIMITS.text_length}")
    elif isinstance(value, bool) or value is None:
        pass
    elif isinstance(value, int):
        if abs(value) >= LIMITS.number:
            raise RecordError(f"{where}: the number {describe(value)} is too large")
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise RecordError(f"{where}: {value!r} is not a number a record may hold")
    elif isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise RecordError(f"{where}: the key {describe(key)} is not text")
            _check_values(item, f"{where}.{key[:40]}", depth + 1)
    elif isinstance(value, (list, tuple)):
        for number, item in enumerate(value):
            _check_values(item, f"{where}[{number}]", depth + 1)
    else:
        raise RecordError(f"{where}: {describe(value)} is not a JSON value")


def _refuse_constant(name: str) -> float:
    raise RecordError(f"the record holds {name}, which is not a number a record may hold")


@dataclass
class Record:
    """A game record: what to replay, not a snapshot. See the module docstring.

    >>> Record.from_json('{"format": "ringworld_nb.record", "version": 0, "game": "x"}')
    Traceback (most recent call last):
    ...
    ringworld_nb.core.errors.RecordError: record version 0 is not one this program reads (1, 2)
    >>> Record.from_json("[" * 100000)
    Traceback (most recent call last):
    ...
    ringworld_nb.core.errors.RecordError: the record is nested deeper than the limit of 32
    """

    game: str
    options: dict[str, Any] = field(default_factory=dict)
    moves: list[str] = field(default_factory=list)
    comments: dict[int, str] = field(default_factory=dict)
    result: dict[str, Any] | None = None
    annotations: dict[str, Any] = field(default_factory=dict)
    """Free JSON data kept with the game (see the module docstring)."""

    # -- JSON --------------------------------------------------------------------
    @property
    def version(self) -> int:
        """The format version this record is written in: the lowest that holds it."""
        return 2 if self.annotations else 1

    def to_dict(self) -> dict[str, Any]:
        data = {
            "format": FORMAT,
            "version": self.version,
            "game": self.game,
            "options": dict(self.options),
            "moves": list(self.moves),
            "comments": {str(k): v for k, v in sorted(self.comments.items())},
        }
        if self.annotations:
            data["annotations"] = dict(self.annotations)
        data["result"] = self.result
        return data

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    def check(self) -> None:
        """RecordError naming the first field that no record can hold: the fields'
        types, the limits of :data:`LIMITS` (moves, texts, nesting, numbers).

        :meth:`from_dict` checks what it reads, and every game's ``from_record`` checks
        the Record it is given (which may have been built or changed by hand)."""
        game = self.game
        if not isinstance(game, str) or not game:
            raise RecordError(f"'game' must name the game, got {describe(game)}")
        if len(game) > 100:
            raise RecordError(f"'game' is {len(game)} characters long; a game's name is "
                              "short")
        if not isinstance(self.options, dict):
            raise RecordError(f"'options' must be an object, got "
                              f"{type(self.options).__name__}")
        _check_values(self.options, "options", 1)
        moves = self.moves
        if not isinstance(moves, list):
            raise RecordError(f"'moves' must be a list, got {type(moves).__name__}")
        if len(moves) > LIMITS.moves:
            raise RecordError(f"the record has {len(moves)} moves, more than the limit of "
                              f"{LIMITS.moves}")
        for number, move in enumerate(moves, start=1):
            if not isinstance(move, str):
                raise RecordError(f"move {number}: must be text in notation, got "
                                  f"{describe(move)}")
            if len(move) > LIMITS.move_length:
                raise RecordError(f"move {number}: {len(move)} characters, more than the "
                                  f"limit of {LIMITS.move_length} for a move")
        if not isinstance(self.comments, dict):
            raise RecordError("'comments' must be an object keyed by move number")
        for number, comment in self.comments.items():
            if not is_integer(number) or not 0 <= number <= len(moves):
                raise RecordError(f"comment on move {describe(number)}, but the record has "
                                  f"{len(moves)}")
            if not isinstance(comment, str):
                raise RecordError(f"comment on move {number} must be text")
            if len(comment) > LIMITS.text_length:
                raise RecordError(f"comment on move {number}: {len(comment)} characters, "
                                  f"more than the limit of {LIMITS.text_length}")
        result = self.result
        if result is not None and not isinstance(result, dict):
            raise RecordError(f"'result' must be an object or null, got {describe(result)}")
        _check_values(result, "result", 1)
        if not isinstance(self.annotations, dict):
            raise RecordError(f"'annotations' must be an object, got "
                              f"{type(self.annotations).__name__}")
        _check_values(self.annotations, "annotations", 1)

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        """Check the shape of a decoded record; RecordError names the faulty field."""
        if not isinstance(data, dict):
            raise RecordError("a record must be a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError(f"not a ringworld_nb record: 'format' is "
                              f"{describe(data.get('format'))}")
        version: Any = data.get("version")
        if not is_integer(version):
            raise RecordError(f"'version' must be an integer, got {describe(version)}")
        if version not in SUPPORTED_VERSIONS:
            newer = " (newer than this program)" if version > VERSION else ""
            raise RecordError(
                f"record version {describe(version)}{newer} is not one this program "
                f"reads ({', '.join(map(str, SUPPORTED_VERSIONS))})"
            )
        known = {name for v in SUPPORTED_VERSIONS if v <= version for name in _FIELDS[v]}
        unknown = sorted(set(data) - known, key=str)
        if unknown:
            raise RecordError(f"unknown field(s) in a record of version {version}: "
                              f"{', '.join(describe(k) for k in unknown[:5])}")
        annotations = data.get("annotations", {})
        if annotations is None:
            annotations = {}
        raw_comments = data.get("comments", {}) or {}
        if not isinstance(raw_comments, dict):
            raise RecordError("'comments' must be an object keyed by move number")
        comments: dict[Any, Any] = {}
        for key, comment in raw_comments.items():
            if not isinstance(key, str) or not key.isascii() or not key.isdigit() \
                    or len(key) > 9:
                raise RecordError(f"comment key {describe(key)} is not a move number")
            comments[int(key)] = comment
        record = cls(game=data.get("game"), options=data.get("options", {}),  # type: ignore[arg-type]
                     moves=data.get("moves", []), comments=comments,
                     result=data.get("result"), annotations=annotations)
        record.check()
        record.options = dict(record.options)
        record.moves = list(record.moves)
        record.annotations = dict(record.annotations)
        return record

    @classmethod
    def from_json(cls, text: str | bytes) -> Record:
        """Read a record from its JSON text; RecordError says what is wrong, including
        which limit of :data:`LIMITS` a hostile or damaged file exceeds."""
        if not isinstance(text, (str, bytes, bytearray)):
            raise TypeError(f"a record is read from JSON text (str or bytes), got "
                            f"{type(text).__name__}")
        if len(text) > LIMITS.file_size:
            raise RecordError(f"the record is {len(text)} bytes long, more than the limit "
                              f"of {LIMITS.file_size}")
        if isinstance(text, (bytes, bytearray)):
            try:
                text = bytes(text).decode("utf-8-sig")
            except UnicodeDecodeError as err:
                raise RecordError(f"the record is not UTF-8 text: {err}") from None
        if _json_depth(text, LIMITS.depth) > LIMITS.depth:
            raise RecordError(f"the record is nested deeper than the limit of "
                              f"{LIMITS.depth}")
        try:
            data = json.loads(text, parse_constant=_refuse_constant)
        except json.JSONDecodeError as err:
            raise RecordError(f"the record is not valid JSON: {err}") from None
        except RecursionError:  # (the depth check above makes this unlikely)
            raise RecordError(f"the record is nested deeper than the limit of "
                              f"{LIMITS.depth}") from None
        except ValueError as err:  # e.g. an integer of more than 4300 digits
            raise RecordError(f"the record holds a value that cannot be read: {err}") \
                from None
        return cls.from_dict(data)

    # -- files -------------------------------------------------------------------
    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the record as JSON (UTF-8)."""
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(self.to_json())
            fh.write("\n")

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Record:
        """Read a record file; RecordError if it is missing fields or not JSON."""
        try:
            with open(path, "rb") as fh:
                data = fh.read(LIMITS.file_size + 1)  # more is refused by from_json
        except OSError as err:
            raise RecordError(f"cannot read record {os.fspath(path)!r}: {err.strerror}") from None
        return cls.from_json(data)


def kept_notes(game: Any, comments: Mapping[int, str] | None,
               annotations: Mapping[str, Any] | None,
               moves: int) -> tuple[dict[int, str], dict[str, Any]]:
    """The comments and annotations a game's ``record()`` writes: those given, else
    those the game keeps (``game.comments``, ``game.annotations``: what it was loaded
    with, or what an app put there), the comments on moves after move ``moves`` (taken
    back since) left out.

    >>> class Game:
    ...     comments, annotations = {0: "start", 5: "later"}, {"note": 1}
    >>> kept_notes(Game(), None, None, 3)
    ({0: 'start'}, {'note': 1})
    >>> kept_notes(Game(), {1: "mine"}, {}, 3)
    ({1: 'mine'}, {})
    """
    chosen = getattr(game, "comments", {}) if comments is None else comments
    if not isinstance(chosen, Mapping):
        raise TypeError(f"comments must be a mapping {{move number: text}}, got "
                        f"{describe(chosen)}")
    notes = getattr(game, "annotations", {}) if annotations is None else annotations
    if not isinstance(notes, Mapping):
        raise TypeError(f"annotations must be a mapping {{name: JSON value}}, got "
                        f"{describe(notes)}")
    kept = {k: v for k, v in chosen.items() if not is_integer(k) or k <= moves}
    return kept, copy.deepcopy(dict(notes))
