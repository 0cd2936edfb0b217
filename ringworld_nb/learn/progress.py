"""A learner's progress: the best stars of every level, and the next level of each game;
and the puzzles: the player's rating in each game, each puzzle's rating and attempts.

Kept in a small JSON file in the user's data folder (``learn_progress.json`` in
:func:`~ringworld_nb.core.data_folder.data_folder`, which ``RINGWORLD_NB_DATA`` may name;
never the folder the notebook runs in) unless another path is given::

    {"format": 1,
     "stars": {"ringworld/birth2": 3, "dice/attack": 2},
     "next": {"ringworld": "birth3"},
     "puzzles": {"players": {"dice": [1562.3, 180.1, 0.06]},
                 "ratings": {"dice/dice-0007": [1480.0, 190.5, 0.06]},
                 "attempts": {"dice/dice-0007": [1, 2]}}}

A level is named ``game/key``, a puzzle ``game/id``. A rating is Glicko-2's three
numbers (rating, deviation, volatility: :mod:`ringworld_nb.puzzles.rating`, which
computes them; this module only keeps them), attempts are (solved, failed). The
``puzzles`` section came later: a file without it is read as before (no puzzle
played), and a program that knows only the levels reads a file with it.

The file is written whole each time and **atomically**:
to a temporary file in the same folder, then renamed over the old one, so a crash or a
full disk never leaves half a file. A file that cannot be read - not JSON, not this
shape, stars out of 0..3 - is **reported and replaced**, never a crash: :attr:`message`
says what happened (the UI shows it), the damaged file is kept beside it as
``<name>.damaged``, and the learner starts afresh. A file that cannot be written (a
read-only folder) is reported the same way and the progress kept for this session.

Several players may keep their stars in one file (a notebook with a level after every
rule has one per rule, each with its own :class:`Progress`): before it writes, a
:class:`Progress` takes in the stars the file got from the others (:meth:`reload`), so
that none is lost.

>>> import tempfile, os
>>> with tempfile.TemporaryDirectory() as folder:
...     progress = Progress(os.path.join(folder, "learn_progress.json"))
...     first = progress.next_level("ringworld")
...     print(progress.record(first, 2), progress.record(first, 1),
...           Progress(progress.path).stars(first), progress.next_level("ringworld").key)
2 2 2 notation
"""

from __future__ import annotations

import json
import math
import os
import tempfile
from pathlib import Path
from typing import Any

from ..core.data_folder import data_folder
from ..core.registry import names
from ..core.validate import describe, integer, one_of
from .catalogue import levels
from .level import Level

__all__ = ["Progress", "FILE_NAME", "FORMAT", "default_path"]

#: The name of the default file, in the user's data folder (:func:`default_path`).
FILE_NAME = "learn_progress.json"
#: The version of the file's layout.
FORMAT = 1
#: A progress file is small; anything larger is not one.
MAX_BYTES = 1_000_000


def default_path() -> Path:
    """Where the progress is kept when no path is given: ``learn_progress.json`` in the
    user's data folder (looked up at each call, so ``RINGWORLD_NB_DATA`` set later counts)."""
    return data_folder() / FILE_NAME


class _Damaged(ValueError):
    """The progress file cannot be read as progress; the message says why."""


def _name(level: Level | str) -> str:
    if isinstance(level, Level):
        return f"{level.game}/{level.key}"
    if isinstance(level, str) and "/" in level:
        return level
    raise TypeError(f"level must be a Level or its name 'game/key', got {describe(level)}")


class Progress:
    """The progress kept in the JSON file at ``path`` (see the module docstring); by
    default :func:`default_path`, in the user's data folder."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        if path is not None and not isinstance(path, (str, os.PathLike)):
            raise TypeError(f"path must be a file name, got {describe(path)}")
        self.path = default_path() if path is None else Path(path)
        #: What the UI should tell the learner about the file (a damaged file replaced, a
        #: file that could not be written), or None.
        self.message: str | None = None
        self._stars: dict[str, int] = {}
        self._next: dict[str, str] = {}
        self._puzzles: dict[str, dict[str, list[Any]]] = _no_puzzles()
        self._load()

    # -------------------------------------------------------------- reading --
    def _load(self) -> None:
        try:
            if not self.path.exists():
                return
            if self.path.stat().st_size > MAX_BYTES:
                raise _Damaged(f"it is larger than {MAX_BYTES} bytes")
            data = json.loads(self.path.read_text(encoding="utf-8"))
            self._stars, self._next = _read(data)
            self._puzzles = _read_puzzles(data.get("puzzles"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, _Damaged) as err:
            why = err.msg if isinstance(err, json.JSONDecodeError) else str(err)
            self._replace_damaged(f"{type(err).__name__}: {why}"
                                  if isinstance(err, OSError) else why)

    def _replace_damaged(self, why: str) -> None:
        kept = self.path.with_name(self.path.name + ".damaged")
        self._stars, self._next = {}, {}
        self._puzzles = _no_puzzles()
        try:
            os.replace(self.path, kept)
            where = f"it is kept as {kept.name}"
        except OSError:
            where = "it could not be set aside"
        self.message = (f"Your progress file {self.path.name} could not be read ({why}); "
                        f"{where}, and your progress starts afresh.")
        self.save(keep_message=True)

    def reload(self) -> None:
        """Take in what the file holds now (written by another :class:`Progress` on the
        same file): the best stars of each level, the file's next levels for the games
        this one has none for, and the puzzles (ratings and attempts) this one has not
        touched. A file that cannot be read now changes nothing."""
        try:
            if not self.path.exists() or self.path.stat().st_size > MAX_BYTES:
                return
            data = json.loads(self.path.read_text(encoding="utf-8"))
            stars, following = _read(data)
            puzzles = _read_puzzles(data.get("puzzles") if isinstance(data, dict) else None)
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, _Damaged):
            return
        for name, count in stars.items():
            self._stars[name] = max(count, self._stars.get(name, 0))
        for game, key in following.items():
            self._next.setdefault(game, key)
        for part, items in puzzles.items():
            for name, value in items.items():
                self._puzzles[part].setdefault(name, value)

    # -------------------------------------------------------------- writing --
    def save(self, *, keep_message: bool = False) -> bool:
        """Write the file atomically (a temporary file renamed over it). False, with
        :attr:`message` saying why, when it cannot be written."""
        data: dict[str, Any] = {"format": FORMAT, "stars": dict(sorted(self._stars.items())),
                                "next": dict(sorted(self._next.items()))}
        if any(self._puzzles.values()):
            data["puzzles"] = {part: dict(sorted(items.items()))
                               for part, items in self._puzzles.items()}
        text = json.dumps(data, indent=1) + "\n"
        folder = self.path.parent if str(self.path.parent) else Path(".")
        tmp = None
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp",
                                       dir=folder)
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                out.write(text)
                out.flush()
                os.fsync(out.fileno())
            os.replace(tmp, self.path)
            tmp = None
        except OSError as err:
            note = (f"Your progress could not be saved to {self.path} ({err.strerror or err}); "
                    "it is kept until the notebook closes.")
            self.message = f"{self.message} {note}" if keep_message and self.message else note
            return False
        finally:
            if tmp is not None:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
        return True

    # ---------------------------------------------------------------- asking --
    def stars(self, level: Level | str) -> int:
        """The best stars earned at ``level`` (a Level or ``"game/key"``): 0 to 3."""
        return self._stars.get(_name(level), 0)

    def record(self, level: Level, stars: int) -> int:
        """Keep ``stars`` (1 to 3) for ``level`` if better than before, make the next
        level of its game the one after it, save; return the best stars."""
        if not isinstance(level, Level):
            raise TypeError(f"level must be a Level, got {describe(level)}")
        stars = integer(stars, "stars", low=1, high=3)
        self.reload()  # (stars earned meanwhile through another player on this file)
        name = _name(level)
        best = max(stars, self._stars.get(name, 0))
        self._stars[name] = best
        following = self._after(level)
        if following is None:
            self._next.pop(level.game, None)
        else:
            self._next[level.game] = following.key
        self.save()
        return best

    def _after(self, level: Level) -> Level | None:
        """The first level without stars after ``level`` (then from the start)."""
        order = list(levels(level.game))
        at = next((i for i, lv in enumerate(order) if lv.key == level.key), -1)
        for lv in order[at + 1:] + order[:at + 1]:
            if not self.stars(lv):
                return lv
        return None

    def next_level(self, game: str) -> Level | None:
        """The level of ``game`` to play next: the one after the last level done, else
        the first without stars; None when every level has stars."""
        game = one_of(game, "game", names())
        found = {lv.key: lv for lv in levels(game)}
        key = self._next.get(game)
        if key in found and not self.stars(found[key]):
            return found[key]
        return next((lv for lv in levels(game) if not self.stars(lv)), None)

    def done(self, game: str) -> int:
        """How many levels of ``game`` have stars."""
        return sum(1 for lv in levels(one_of(game, "game", names())) if self.stars(lv))

    def total(self, game: str) -> int:
        """The stars earned in ``game`` (of ``3 * len(levels(game))``)."""
        return sum(self.stars(lv) for lv in levels(one_of(game, "game", names())))

    # --------------------------------------------------------------- puzzles --
    def puzzle_player(self, game: str) -> tuple[float, float, float] | None:
        """The player's puzzle rating in ``game`` (rating, deviation, volatility), None
        before the first attempt."""
        value = self._puzzles["players"].get(one_of(game, "game", names()))
        return (value[0], value[1], value[2]) if value else None

    def puzzle_rating(self, name: str) -> tuple[float, float, float] | None:
        """The rating of the puzzle ``"game/id"`` after its attempts here, None before."""
        value = self._puzzles["ratings"].get(_puzzle_name(name))
        return (value[0], value[1], value[2]) if value else None

    def puzzle_attempts(self, name: str) -> tuple[int, int]:
        """How often the puzzle ``"game/id"`` was solved and failed here."""
        solved, failed = self._puzzles["attempts"].get(_puzzle_name(name), (0, 0))
        return int(solved), int(failed)

    def puzzles_tried(self, game: str) -> dict[str, tuple[int, int]]:
        """``{id: (solved, failed)}`` of every puzzle of ``game`` tried here."""
        prefix = f"{one_of(game, 'game', names())}/"
        return {name[len(prefix):]: (int(v[0]), int(v[1]))
                for name, v in self._puzzles["attempts"].items() if name.startswith(prefix)}

    def record_puzzle(self, name: str, solved: bool, player: tuple[float, float, float],
                      puzzle: tuple[float, float, float]) -> None:
        """Keep one attempt at the puzzle ``"game/id"``: whether it was ``solved``, and
        the player's and the puzzle's ratings after it; save."""
        name = _puzzle_name(name)
        game = name.partition("/")[0]
        self.reload()  # (other players on this file keep what they wrote)
        self._puzzles["players"][game] = _rating(player, "the player's rating")
        self._puzzles["ratings"][name] = _rating(puzzle, "the puzzle's rating")
        done, failed = self.puzzle_attempts(name)
        self._puzzles["attempts"][name] = [done + bool(solved), failed + (not solved)]
        self.save()

    def reset(self, game: str | None = None) -> None:
        """A fresh start: forget the stars of ``game`` (of every game with None), save."""
        if game is None:
            self._stars, self._next = {}, {}
            self._puzzles = _no_puzzles()
        else:
            game = one_of(game, "game", names())
            self.reload()  # (the other games' stars, earned meanwhile, are kept)
            self._stars = {k: v for k, v in self._stars.items()
                           if not k.startswith(f"{game}/")}
            self._next.pop(game, None)
            self._puzzles["players"].pop(game, None)
            for part in ("ratings", "attempts"):
                self._puzzles[part] = {k: v for k, v in self._puzzles[part].items()
                                       if not k.startswith(f"{game}/")}
        self.message = None
        self.save()


def _read(data: Any) -> tuple[dict[str, int], dict[str, str]]:
    """The stars and next levels of a file's JSON; _Damaged saying what is wrong."""
    if not isinstance(data, dict):
        raise _Damaged("it is not a JSON object")
    if data.get("format") != FORMAT:
        raise _Damaged(f"its format is {describe(data.get('format'))}, not {FORMAT}")
    stars, following = data.get("stars", {}), data.get("next", {})
    if not isinstance(stars, dict) or not isinstance(following, dict):
        raise _Damaged("'stars' and 'next' must be JSON objects")
    for name, value in stars.items():
        if "/" not in name or type(value) is not int or not 0 <= value <= 3:
            raise _Damaged(f"the stars of {describe(name)} are {describe(value)}, not 0 to 3")
    for game, key in following.items():
        if not _game_word(game) or not isinstance(key, str):
            raise _Damaged(f"the next level of {describe(game)} is {describe(key)}")
    return {k: v for k, v in stars.items() if v}, dict(following)


def _game_word(name: object) -> bool:
    """True for the name of an installed game."""
    return isinstance(name, str) and name in names()


def _no_puzzles() -> dict[str, dict[str, list[Any]]]:
    return {"players": {}, "ratings": {}, "attempts": {}}


def _puzzle_name(name: object) -> str:
    """``"game/id"`` checked: a game's name and an id."""
    if not isinstance(name, str) or not _game_word(name.partition("/")[0]) \
            or not name.partition("/")[2]:
        raise TypeError(f"a puzzle is named 'game/id', got {describe(name)}")
    return name


def _is_rating(value: Any) -> bool:
    return (isinstance(value, (list, tuple)) and len(value) == 3
            and all(isinstance(x, (int, float)) and not isinstance(x, bool)
                    and math.isfinite(x) for x in value)
            and 0 < value[0] < 10_000 and 0 < value[1] <= 1000 and 0 < value[2] < 10)


def _rating(value: Any, what: str) -> list[float]:
    if not _is_rating(value):
        raise TypeError(f"{what} must be (rating, deviation, volatility), got "
                        f"{describe(value)}")
    return [float(x) for x in value]


def _read_puzzles(section: Any) -> dict[str, dict[str, list[Any]]]:
    """The ``puzzles`` section of a file (missing in files of before: no puzzle
    played); _Damaged saying what is wrong."""
    out = _no_puzzles()
    if section is None:
        return out
    if not isinstance(section, dict) or set(section) - set(out):
        raise _Damaged("'puzzles' must be an object with 'players', 'ratings' and "
                       "'attempts'")
    for part in out:
        items = section.get(part, {})
        if not isinstance(items, dict):
            raise _Damaged(f"the puzzles' {part!r} must be an object")
        for key, value in items.items():
            game = key if part == "players" else key.partition("/")[0]
            if not _game_word(game) or (part != "players" and not key.partition("/")[2]):
                raise _Damaged(f"the puzzles' {part!r} name {describe(key)}, not a "
                               f"{'game' if part == 'players' else 'puzzle game/id'}")
            if part == "attempts":
                if (not isinstance(value, list) or len(value) != 2
                        or not all(type(x) is int and x >= 0 for x in value)):
                    raise _Damaged(f"the attempts of {describe(key)} are "
                                   f"{describe(value)}, not [solved, failed]")
            elif not _is_rating(value):
                raise _Damaged(f"the rating of {describe(key)} is {describe(value)}")
            out[part][key] = list(value)
    return out
