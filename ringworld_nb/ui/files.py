"""Saving and loading games without ever losing one.

The rules the apps follow (each a function here, tested without widgets):

* **The file name follows the game**: a new game gets a name no file has yet
  (:func:`fresh_name`); after a Load or a Save the name is that file's.
* **Save never overwrites another game without asking**: the app remembers what it last
  read from or wrote to its file (:class:`FileMark`). Writing there again is silent only
  when the file is still as the app left it and the game only grew since
  (:func:`overwrite_question` says what to ask otherwise: another game in the file,
  later moves that would be lost, a file changed meanwhile, a file that is no record).
* **A record keeps what it was loaded with**: the games themselves keep the comments and
  annotations of the record they were loaded from (see :mod:`ringworld_nb.core.record`);
  the app adds its own annotations (the win estimates, a match) when it saves.

>>> fresh_name("game", taken=lambda name: name in {"game.json", "game_2.json"})
'game_3.json'
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass

from ..core.errors import RecordError
from ..core.record import LIMITS, Record
from ..core.registry import names, spec

__all__ = ["FileMark", "fresh_name", "overwrite_question", "record_words",
           "read_text", "moves_words"]

@dataclass(frozen=True)
class FileMark:
    """What the app last read from or wrote to ``path`` for the game on its board."""

    path: str
    """The file's absolute path."""
    text: str
    """The file's whole text as read or written then."""


def moves_words(count: int) -> str:
    """``"1 move"``, ``"12 moves"``."""
    return f"{count} move{'s' * (count != 1)}"


def fresh_name(stem: str, *, taken: Callable[[str], bool] = os.path.exists,
               avoid: tuple[str, ...] = ()) -> str:
    """``stem.json``, or ``stem_2.json``, ``stem_3.json``... the first name that no file
    has (``taken``) and that is not in ``avoid``."""
    number = 1
    while True:
        name = f"{stem}.json" if number == 1 else f"{stem}_{number}.json"
        if not taken(name) and name not in avoid:
            return name
        number += 1


def record_words(record: Record) -> str:
    """``"a game of The Ring World L3 of 51 moves, finished"``: what a record holds (the
    game as its spec says it with the record's options)."""
    game = str(record.game)
    if game in names():
        try:
            game = spec(game).words_of(record.options)
        except (ValueError, TypeError, KeyError):
            game = spec(game).title  # (options the game cannot word: its title alone)
    state = "finished" if record.result is not None else "unfinished"
    return f"a game of {game} of {moves_words(len(record.moves))}, {state}"


def read_text(path: str) -> str | None:
    """The text of the file at ``path``, or None when there is none (or it is not text)."""
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read(LIMITS.file_size + 1)
    except (OSError, UnicodeDecodeError):
        return None


def _same_start(a: Record, b: Record) -> bool:
    return a.game == b.game and a.options == b.options


def overwrite_question(path: str, record: Record, mark: FileMark | None) -> str | None:
    """The question to ask before writing ``record`` to ``path``, or None when writing
    is safe: no file there yet, or the file is the one this game was last loaded from or
    saved to, unchanged since, and the game only added moves to it."""
    name = os.path.basename(path) or path
    if not os.path.lexists(path):
        return None
    text = read_text(path)
    if text is None:
        return f"{name} exists and is not a record this app can read. Replace it?"
    try:
        there = Record.from_json(text)
    except (RecordError, ValueError, TypeError):
        return f"{name} exists and is not a record this app can read. Replace it?"
    ours = mark is not None and mark.path == os.path.abspath(path)
    if ours and mark is not None and mark.text != text:
        return (f"{name} was changed since this game was saved or loaded: it holds "
                f"{record_words(there)}. Replace it with this game "
                f"({moves_words(len(record.moves))})?")
    if not ours or not _same_start(there, record):
        return (f"{name} holds another game: {record_words(there)}. Replace it with this "
                f"game ({moves_words(len(record.moves))})?")
    if there.moves != record.moves[:len(there.moves)]:
        lost = len(there.moves) - _common(there.moves, record.moves)
        return (f"{name} holds this game with {moves_words(len(there.moves))}; saving now "
                f"replaces the last {moves_words(lost)} of the file (they were taken back "
                "or replaced here). Replace it?")
    return None


def _common(a: list[str], b: list[str]) -> int:
    """How many moves two lists share from the start."""
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n
