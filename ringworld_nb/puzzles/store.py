"""The puzzle files: one small JSON file per game, shipped in the game's package.

``<the game's package>/data/puzzles.json`` (where its puzzle hooks say), written by
``python -m ringworld_nb.puzzles build`` (:mod:`.build`)::

    {"format": "ringworld_nb.puzzles", "version": 1, "game": "dice",
     "build": {"seed": 1, "games": 2000, "budget": {...}, "command": "..."},
     "puzzles": [
       {"id": "dice-0001", "options": {...}, "moves": ["a1-b2", "pass", ...],
        "solution": ["c2-b2"], "mover": 0, "theme": ["capture", "one-move"],
        "rating": 1180, "goal": "A to move: ...", "stats": {"jump": 1.0, ...},
        "accept": ["c1-b2"]},
       ...]}

``options`` and ``moves`` are the record of the game up to the puzzle (see
:class:`~.model.Puzzle`); ``accept`` (optional) the other moves that solve it at its
last move, and ``accepts`` (optional, written only when an earlier move has some) the
other moves accepted at every move to find, the last list ``accept``. The ``goal`` is
the sentence of the build; reading writes it anew in
today's words (:func:`~.goals.goal_of`: the game's hooks, from the puzzle's themes,
solution and accepted moves), so that better words reach the shipped puzzles without a
new build. Reading checks the shape of every field and names the file
and the first problem in a :class:`PuzzleFileError` (a
:class:`~ringworld_nb.core.errors.RecordError`): a damaged file in the package fails the
tests, never a player's session in some odd way later. Whether the moves are legal is
the engine's business: :meth:`~.model.Puzzle.start` replays them, and the tests and
``python -m ringworld_nb.puzzles check`` do it for every shipped puzzle.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..core.errors import RecordError
from ..core.registry import names
from ..core.validate import describe
from .goals import goal_of
from .hooks import data_path, start_of
from .model import Puzzle
from .starts import check_game

__all__ = ["PuzzleFileError", "FORMAT", "VERSION", "load_file", "read_puzzles",
           "write_file", "puzzles", "MAX_BYTES"]

FORMAT = "ringworld_nb.puzzles"
VERSION = 1
#: A puzzle file is small; a larger one is refused unread.
MAX_BYTES = 5_000_000


class PuzzleFileError(RecordError):
    """A puzzle file that cannot be read: the message names the file and the problem."""


def puzzles(game: str) -> tuple[Puzzle, ...]:
    """The shipped puzzles of the game called ``game``, in the order of the file (none
    for a game that ships none); ArgumentError for a game not installed,
    :class:`PuzzleFileError` when the file is damaged."""
    path = data_path(check_game(game))
    if not path.exists():
        return ()
    return load_file(path, game)


def load_file(path: str | os.PathLike[str], game: str | None = None) -> tuple[Puzzle, ...]:
    """The puzzles of the file at ``path`` (of ``game`` when given)."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise PuzzleFileError(f"{path}: larger than {MAX_BYTES} bytes, not a puzzle file")
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise PuzzleFileError(f"{path}: cannot be read ({err.strerror or err})") from None
    except UnicodeDecodeError as err:
        raise PuzzleFileError(f"{path}: not UTF-8 text ({err.reason})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise PuzzleFileError(f"{path}: not valid JSON ({err.msg} at line {err.lineno}, "
                              f"column {err.colno})") from None
    try:
        return read_puzzles(data, game)
    except _Bad as err:
        raise PuzzleFileError(f"{path}: {err}") from None


class _Bad(ValueError):
    """What is wrong with a puzzle file's data (the caller adds the file's name)."""


def _text_list(value: Any, what: str, *, empty: bool = True) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _Bad(f"{what} must be a list of texts, got {describe(value)}")
    if not empty and not value:
        raise _Bad(f"{what} is empty")
    return tuple(value)


def read_puzzles(data: Any, game: str | None = None) -> tuple[Puzzle, ...]:
    """The puzzles of a puzzle file's decoded JSON ``data``; ValueError naming the first
    problem (see the module's docstring)."""
    if not isinstance(data, dict):
        raise _Bad("not a JSON object")
    if data.get("format") != FORMAT:
        raise _Bad(f"'format' is {describe(data.get('format'))}, not {FORMAT!r}")
    if data.get("version") != VERSION:
        raise _Bad(f"version {describe(data.get('version'))} is not one this program "
                   f"reads ({VERSION})")
    kind = data.get("game")
    if not isinstance(kind, str) or kind not in names():
        raise _Bad(f"'game' is {describe(kind)}, not a game with puzzles")
    if game is not None and kind != game:
        raise _Bad(f"it holds puzzles of {kind!r}, not of {game!r}")
    items = data.get("puzzles")
    if not isinstance(items, list):
        raise _Bad(f"'puzzles' must be a list, got {describe(items)}")
    seen: set[str] = set()
    out = []
    seats = tuple(start_of(kind, 0).seats)
    for number, item in enumerate(items, start=1):
        try:
            puzzle = _puzzle(item, kind, seats)
        except _Bad as err:
            name = item.get("id") if isinstance(item, dict) else None
            raise _Bad(f"puzzle {number}{f' ({name!r})' if isinstance(name, str) else ''}: "
                       f"{err}") from None
        if puzzle.id in seen:
            raise _Bad(f"puzzle {number}: the id {puzzle.id!r} is used twice")
        seen.add(puzzle.id)
        out.append(puzzle)
    return tuple(out)


_FIELDS = ("id", "options", "moves", "solution", "mover", "theme", "rating", "goal")


def _puzzle(item: Any, kind: str, seats: tuple[Any, ...]) -> Puzzle:
    if not isinstance(item, dict):
        raise _Bad(f"must be an object, got {describe(item)}")
    missing = [name for name in _FIELDS if name not in item]
    if missing:
        raise _Bad(f"missing {', '.join(missing)}")
    unknown = sorted(set(item) - set(_FIELDS) - {"stats", "accept", "accepts"})
    if unknown:
        raise _Bad(f"unknown field(s) {', '.join(map(repr, unknown))}")
    ident, goal, rating = item["id"], item["goal"], item["rating"]
    if not isinstance(ident, str) or not ident or len(ident) > 40:
        raise _Bad(f"'id' must be a short text, got {describe(ident)}")
    if not isinstance(item["options"], dict):
        raise _Bad(f"'options' must be an object, got {describe(item['options'])}")
    if item["mover"] not in seats or isinstance(item["mover"], bool):
        raise _Bad(f"'mover' is {describe(item['mover'])}, not a player of {kind!r} "
                   f"({', '.join(map(repr, seats))})")
    if type(rating) is not int or not 0 < rating < 4000:
        raise _Bad(f"'rating' must be a whole number of 1..3999, got {describe(rating)}")
    if not isinstance(goal, str) or not goal.strip():
        raise _Bad(f"'goal' must be a sentence, got {describe(goal)}")
    stats = item.get("stats", {})
    if not isinstance(stats, dict):
        raise _Bad(f"'stats' must be an object, got {describe(stats)}")
    solution = _text_list(item["solution"], "'solution'", empty=False)
    theme = _text_list(item["theme"], "'theme'")
    accept = _text_list(item.get("accept", []), "'accept'")
    accepts = item.get("accepts", [])
    if not isinstance(accepts, list):
        raise _Bad(f"'accepts' must be a list of lists of moves, got {describe(accepts)}")
    each = tuple(_text_list(others, "'accepts'") for others in accepts)
    if each and each[-1] != accept:
        raise _Bad("the last list of 'accepts' must be 'accept'")
    return Puzzle(ident, kind, dict(item["options"]), _text_list(item["moves"], "'moves'"),
                  solution, item["mover"], theme, rating,
                  goal_of(kind, item["mover"], theme, solution, accept, seats=seats),
                  dict(stats), accept, each)


def puzzle_dict(puzzle: Puzzle) -> dict[str, Any]:
    """``puzzle`` as the file writes it."""
    out = {"id": puzzle.id, "options": puzzle.options, "moves": list(puzzle.moves),
           "solution": list(puzzle.solution), "mover": puzzle.mover,
           "theme": list(puzzle.theme), "rating": puzzle.rating, "goal": puzzle.goal,
           "stats": puzzle.stats}
    if puzzle.accept:
        out["accept"] = list(puzzle.accept)
    if any(puzzle.accepts[:-1]):
        out["accepts"] = [list(others) for others in puzzle.accepts]
    return out


def write_file(path: str | os.PathLike[str], game: str, found: Sequence[Puzzle],
               build: dict[str, Any]) -> None:
    """Write ``found`` as the puzzle file of ``game`` at ``path`` (compact: one puzzle a
    line, so that a diff of two builds reads puzzle by puzzle)."""
    head = {"format": FORMAT, "version": VERSION, "game": check_game(game), "build": build}
    lines = [json.dumps(puzzle_dict(p), separators=(",", ":"), ensure_ascii=False)
             for p in found]
    text = json.dumps(head, indent=1, ensure_ascii=False)[:-2]  # without the closing brace
    text += ',\n "puzzles": [\n  ' + ",\n  ".join(lines) + "\n ]\n}\n"
    Path(path).write_text(text, encoding="utf-8")
