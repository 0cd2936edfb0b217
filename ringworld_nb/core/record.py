"""Game records: a versioned JSON format shared by every game.

A record holds what is needed to replay a game through the rules, never a copy of the
position: the game's name and options, the moves in the game's notation, optional
comments and the result. Loading a record (``Game.from_record``) replays every move, so
a damaged or doctored record is caught with the number of the move that fails.

The JSON looks like this::

    {
      "format": "ringworld_nb.record",
      "version": 1,
      "game": "ringworld",
      "options": {"order": 3},
      "moves": ["045@0", "-@2", "pass"],
      "comments": {"1": "a quiet opening"},
      "result": {"winner": 1, "reason": "top ring"}
    }

Comments are keyed by the move number after which they apply ("0" is before the first
move). ``result`` is null for an unfinished game.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any

from .errors import RecordError

__all__ = ["Record", "FORMAT", "VERSION"]

FORMAT = "ringworld_nb.record"
VERSION = 1


@dataclass
class Record:
    """A game record: what to replay, not a snapshot. See the module docstring."""

    game: str
    options: dict[str, Any] = field(default_factory=dict)
    moves: list[str] = field(default_factory=list)
    comments: dict[int, str] = field(default_factory=dict)
    result: dict[str, Any] | None = None

    # -- JSON --------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "options": dict(self.options),
            "moves": list(self.moves),
            "comments": {str(k): v for k, v in sorted(self.comments.items())},
            "result": self.result,
        }

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        """Check the shape of a decoded record; RecordError names the faulty field."""
        if not isinstance(data, dict):
            raise RecordError("a record must be a JSON object")
        if data.get("format") != FORMAT:
            raise RecordError(f"not a ringworld_nb record: 'format' is {data.get('format')!r}")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise RecordError(f"'version' must be an integer, got {version!r}")
        if version > VERSION:
            raise RecordError(
                f"record version {version} is newer than this program reads ({VERSION})"
            )
        game = data.get("game")
        if not isinstance(game, str) or not game:
            raise RecordError(f"'game' must name the game, got {game!r}")
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise RecordError(f"'options' must be an object, got {type(options).__name__}")
        moves = data.get("moves", [])
        if not isinstance(moves, list):
            raise RecordError(f"'moves' must be a list, got {type(moves).__name__}")
        for number, move in enumerate(moves, start=1):
            if not isinstance(move, str):
                raise RecordError(f"move {number}: must be text in notation, got {move!r}")
        raw_comments = data.get("comments", {}) or {}
        if not isinstance(raw_comments, dict):
            raise RecordError("'comments' must be an object keyed by move number")
        comments: dict[int, str] = {}
        for key, text in raw_comments.items():
            try:
                number = int(key)
            except (TypeError, ValueError):
                raise RecordError(f"comment key {key!r} is not a move number") from None
            if not 0 <= number <= len(moves):
                raise RecordError(f"comment on move {number}, but the record has {len(moves)}")
            if not isinstance(text, str):
                raise RecordError(f"comment on move {number} must be text")
            comments[number] = text
        result = data.get("result")
        if result is not None and not isinstance(result, dict):
            raise RecordError(f"'result' must be an object or null, got {result!r}")
        return cls(game=game, options=options, moves=list(moves), comments=comments,
                   result=result)

    @classmethod
    def from_json(cls, text: str | bytes) -> Record:
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError) as err:
            raise RecordError(f"the record is not valid JSON: {err}") from None
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
                data = fh.read()
        except OSError as err:
            raise RecordError(f"cannot read record {os.fspath(path)!r}: {err.strerror}") from None
        return cls.from_json(data)
