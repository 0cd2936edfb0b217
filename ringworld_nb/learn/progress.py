"""A learner's progress: the best stars of every level, and the next level of each game.

Kept in a small JSON file next to the notebooks (``learn_progress.json`` in the current
folder unless another path is given)::

    {"format": 1,
     "stars": {"ringworld/birth2": 3, "dice/attack": 2},
     "next": {"ringworld": "birth3"}}

A level is named ``game/key``. The file is written whole each time and **atomically**:
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
import os
import tempfile
from pathlib import Path
from typing import Any

from ..core.validate import describe, integer, one_of
from .catalogue import levels
from .level import GAMES, Level

__all__ = ["Progress", "FILE_NAME", "FORMAT"]

#: The default file, in the current folder (next to the notebooks).
FILE_NAME = "learn_progress.json"
#: The version of the file's layout.
FORMAT = 1
#: A progress file is small; anything larger is not one.
MAX_BYTES = 1_000_000


class _Damaged(ValueError):
    """The progress file cannot be read as progress; the message says why."""


def _name(level: Level | str) -> str:
    if isinstance(level, Level):
        return f"{level.game}/{level.key}"
    if isinstance(level, str) and "/" in level:
        return level
    raise TypeError(f"level must be a Level or its name 'game/key', got {describe(level)}")


class Progress:
    """The progress kept in the JSON file at ``path`` (see the module docstring)."""

    def __init__(self, path: str | os.PathLike[str] = FILE_NAME) -> None:
        if not isinstance(path, (str, os.PathLike)):
            raise TypeError(f"path must be a file name, got {describe(path)}")
        self.path = Path(path)
        #: What the UI should tell the learner about the file (a damaged file replaced, a
        #: file that could not be written), or None.
        self.message: str | None = None
        self._stars: dict[str, int] = {}
        self._next: dict[str, str] = {}
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
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, _Damaged) as err:
            why = err.msg if isinstance(err, json.JSONDecodeError) else str(err)
            self._replace_damaged(f"{type(err).__name__}: {why}"
                                  if isinstance(err, OSError) else why)

    def _replace_damaged(self, why: str) -> None:
        kept = self.path.with_name(self.path.name + ".damaged")
        self._stars, self._next = {}, {}
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
        this one has none for. A file that cannot be read now changes nothing."""
        try:
            if not self.path.exists() or self.path.stat().st_size > MAX_BYTES:
                return
            stars, following = _read(json.loads(self.path.read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, _Damaged):
            return
        for name, count in stars.items():
            self._stars[name] = max(count, self._stars.get(name, 0))
        for game, key in following.items():
            self._next.setdefault(game, key)

    # -------------------------------------------------------------- writing --
    def save(self, *, keep_message: bool = False) -> bool:
        """Write the file atomically (a temporary file renamed over it). False, with
        :attr:`message` saying why, when it cannot be written."""
        data = {"format": FORMAT, "stars": dict(sorted(self._stars.items())),
                "next": dict(sorted(self._next.items()))}
        text = json.dumps(data, indent=1) + "\n"
        folder = self.path.parent if str(self.path.parent) else Path(".")
        tmp = None
        try:
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
        game = one_of(game, "game", GAMES)
        found = {lv.key: lv for lv in levels(game)}
        key = self._next.get(game)
        if key in found and not self.stars(found[key]):
            return found[key]
        return next((lv for lv in levels(game) if not self.stars(lv)), None)

    def done(self, game: str) -> int:
        """How many levels of ``game`` have stars."""
        return sum(1 for lv in levels(one_of(game, "game", GAMES)) if self.stars(lv))

    def total(self, game: str) -> int:
        """The stars earned in ``game`` (of ``3 * len(levels(game))``)."""
        return sum(self.stars(lv) for lv in levels(one_of(game, "game", GAMES)))

    def reset(self, game: str | None = None) -> None:
        """A fresh start: forget the stars of ``game`` (of every game with None), save."""
        if game is None:
            self._stars, self._next = {}, {}
        else:
            game = one_of(game, "game", GAMES)
            self.reload()  # (the other games' stars, earned meanwhile, are kept)
            self._stars = {k: v for k, v in self._stars.items()
                           if not k.startswith(f"{game}/")}
            self._next.pop(game, None)
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
        if game not in GAMES or not isinstance(key, str):
            raise _Damaged(f"the next level of {describe(game)} is {describe(key)}")
    return {k: v for k, v in stars.items() if v}, dict(following)
