"""A game survives its kernel: every app keeps its unfinished game in a file.

A kernel can die or restart - out of memory, a Voila tab closed by mistake, a Binder
server culled, "Restart kernel" - and a game that lived only in its memory would be
lost, with its comments and a Renaissance match. So every app (not a trainer's) writes
its game's record after every move to the user's data folder (:func:`data_folder`:
``platformdirs.user_data_dir("ringworld_nb")``, or the folder the environment variable
``RINGWORLD_NB_DATA`` names), one file a game, atomically (written beside, then renamed
over: a kernel killed in the middle leaves the last whole record). The file goes when
the game is over (nothing left to resume) or when the person saves it.

A file names its owner, the kernel's process (:func:`owner_here`). An app made while a
file of its game is left by a process that no longer runs asks, through its question
bar, "Resume the game of Sunday 14:05 (The Ring World, move 12)?": **Yes** puts that game
on the board and takes the file over; **No** starts afresh and sets the file aside
(``aside/``), from where the Files tab's list of recent games opens it later. Nothing is
replaced or deleted unasked: a file that cannot be read is renamed aside as
``*.damaged`` with a message that names the problem.

``RINGWORLD_NB_AUTOSAVE=off`` switches the autosave off (the test suite does, but for the
tests of this module: its kernels must not offer each other's games).
"""

from __future__ import annotations

import datetime as dt
import json
import os
import pathlib
import secrets
import socket
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..core.data_folder import DATA_ENV, data_folder
from ..core.errors import RecordError
from ..core.record import Record

__all__ = ["DATA_ENV", "SWITCH_ENV", "data_folder", "enabled", "owner_here", "owner_alive",
           "Saved", "AutosaveStore", "AUTOSAVE_NOTE", "GameKeeper", "KeepingHost"]

#: The environment variable that switches the autosave off ("off", "0", "no").
SWITCH_ENV = "RINGWORLD_NB_AUTOSAVE"
#: The annotation of an autosaved record that says whose it is and when it was written.
AUTOSAVE_NOTE = "autosave"


def enabled() -> bool:
    """Whether the apps autosave (``RINGWORLD_NB_AUTOSAVE`` is not "off", "0" or "no")."""
    return os.environ.get(SWITCH_ENV, "").strip().lower() not in ("off", "0", "no", "false")


def owner_here() -> str:
    """This process, as a file names its owner: ``host:pid``."""
    return f"{socket.gethostname()}:{os.getpid()}"


def owner_alive(owner: str) -> bool:
    """Whether the process ``owner`` (:func:`owner_here`) still runs. Another machine's
    process counts as running (its files are not this machine's to offer).

    >>> owner_alive(owner_here()), owner_alive("nowhere:1"), owner_alive("x")
    (True, True, False)
    """
    host, _, pid = owner.rpartition(":")
    if not host or not pid.isdigit():
        return False
    if host != socket.gethostname():
        return True
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's running process
        return True
    except (OverflowError, OSError):
        return False
    return True


def _when(text: object) -> dt.datetime | None:
    if not isinstance(text, str):
        return None
    try:
        return dt.datetime.fromisoformat(text)
    except (TypeError, ValueError):
        return None


@dataclass(frozen=True)
class Saved:
    """One autosaved game: its file, its record and when it was last written."""

    path: pathlib.Path
    record: Record
    saved_at: dt.datetime
    owner: str

    @property
    def moves(self) -> int:
        return len(self.record.moves)

    def words(self, title: str) -> str:
        """``"the game of Sunday 14:05 (The Ring World, move 12)"``."""
        when = self.saved_at.strftime("%A %H:%M")
        return f"the game of {when} ({title}, move {self.moves})"


class AutosaveStore:
    """The autosaved games in ``folder`` (default :func:`data_folder`) ``/autosave``:
    write, list, set aside, remove. Every write is atomic; nothing is ever deleted but a
    file the person is done with (a game over or saved)."""

    def __init__(self, folder: pathlib.Path | None = None) -> None:
        self.folder = (folder if folder is not None else data_folder()) / "autosave"
        self.aside = self.folder / "aside"

    def new_path(self, game: str) -> pathlib.Path:
        """A file name no autosave has yet, for a game of ``game``."""
        stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        return self.folder / f"{game}-{stamp}-{secrets.token_hex(3)}.json"

    def write(self, path: pathlib.Path, record: Record, owner: str) -> None:
        """Write ``record`` to ``path`` as ``owner``'s, atomically (OSError if it fails)."""
        record.annotations = {**record.annotations, AUTOSAVE_NOTE: {
            "owner": owner, "saved_at": dt.datetime.now().isoformat(timespec="seconds")}}
        path.parent.mkdir(parents=True, exist_ok=True)
        part = path.with_name(f".{path.name}.{os.getpid()}.part")
        part.write_text(record.to_json() + "\n", encoding="utf-8")
        os.replace(part, path)

    def read(self, path: pathlib.Path) -> Saved:
        """The autosaved game in ``path`` (RecordError, OSError when it cannot be read)."""
        record = Record.load(path)
        note = record.annotations.get(AUTOSAVE_NOTE)
        note = note if isinstance(note, dict) else {}
        saved_at = _when(note.get("saved_at")) or dt.datetime.fromtimestamp(
            path.stat().st_mtime)
        owner = note.get("owner")
        owner = owner if isinstance(owner, str) else ""
        record.annotations = {k: v for k, v in record.annotations.items()
                              if k != AUTOSAVE_NOTE}
        return Saved(path, record, saved_at, owner)

    def left(self, game: str, *, on_damaged: Callable[[pathlib.Path, str], object]
             ) -> list[Saved]:
        """The unfinished games of ``game`` whose owner no longer runs, newest first. A
        file that cannot be read is renamed aside (``*.damaged``) and reported to
        ``on_damaged(new path, reason)``."""
        found = []
        for path in sorted(self.folder.glob(f"{game}-*.json")):
            try:
                saved = self.read(path)
            except (RecordError, OSError, ValueError, json.JSONDecodeError) as err:
                damaged = path.with_name(path.name + ".damaged")
                try:
                    os.replace(path, damaged)
                except OSError:
                    continue
                on_damaged(damaged, str(err))
                continue
            if saved.record.game == game and not owner_alive(saved.owner):
                found.append(saved)
        return sorted(found, key=lambda s: s.saved_at, reverse=True)

    def set_aside(self, path: pathlib.Path) -> pathlib.Path:
        """Move an autosave to the folder of games set aside; returns its new path."""
        self.aside.mkdir(parents=True, exist_ok=True)
        target = self.aside / path.name
        os.replace(path, target)
        return target

    def recent(self, game: str) -> list[Saved]:
        """The games of ``game`` set aside, newest first (unreadable ones left out)."""
        found = []
        for path in self.aside.glob(f"{game}-*.json"):
            try:
                found.append(self.read(path))
            except (RecordError, OSError, ValueError):
                continue
        return sorted(found, key=lambda s: s.saved_at, reverse=True)

    @staticmethod
    def remove(path: pathlib.Path) -> None:
        """Remove an autosave the person is done with (gone already: nothing to do)."""
        try:
            path.unlink()
        except FileNotFoundError:
            pass


# ------------------------------------------------------------------ the app's part --
class KeepingHost(Protocol):
    """What :class:`GameKeeper` needs of its app."""

    trainer: Any
    game_class: Any

    @property
    def game(self) -> Any: ...

    def say(self, text: str, kind: str = "info") -> None: ...

    def ask(self, question: str, on_yes: Callable[[], Any],
            on_no: Callable[[], Any] | None = None, *, yes: str = "go ahead",
            no: str = "change nothing") -> None: ...

    def replacing_loses(self) -> str: ...

    def title_of(self, game: Any) -> str: ...

    def check_record(self, record: Record) -> None: ...

    def replace_game(self, game: Any, *, words: str = "", name: str | None = None,
                     record: Record | None = None, mark: Any = None) -> None: ...


class GameKeeper:
    """One app's autosave (see the module docstring): :meth:`keep` after every refresh,
    :meth:`saved` after the person's Save, :meth:`offer` once the app is shown, and the
    Files tab's list of recent games (:attr:`widget`)."""

    def __init__(self, host: KeepingHost, game_name: str, *,
                 record: Callable[[], Record], offer_file: Callable[[Record, str], Any],
                 store: AutosaveStore | None = None) -> None:
        import ipywidgets as w

        from .controls import button, row

        self.host = host
        self.game_name = game_name
        self._record = record
        self._offer_file = offer_file
        self.store = store if store is not None else AutosaveStore()
        self.owner = owner_here()
        #: the file this app keeps its game in (None: nothing kept yet)
        self.path: pathlib.Path | None = None
        self._written: tuple[Any, ...] = ()
        #: the game and its length when last looked at (:meth:`keep` looks again after a
        #: move, a new game, an undo)
        self._seen: tuple[int, int] = (0, -1)
        self.recent_menu = w.Dropdown(options=[], description="Recent",
                                      layout=w.Layout(width="auto", max_width="100%"))
        self.open_button = button("Open", self.open_recent,
                                  "Open the game chosen among the recent games set aside")
        self.widget = w.VBox([row(self.recent_menu, self.open_button)],
                             layout=w.Layout(max_width="100%"))
        self.refresh_recent()

    @property
    def on(self) -> bool:
        """Whether this app keeps its game: the autosave is on and no trainer plays it."""
        return enabled() and getattr(self.host, "trainer", None) is None

    def keep(self) -> None:
        """Write the game if it changed since it was last written and something would be
        lost without it (an unfinished game with moves, a match); remove the file once
        nothing is left to resume (the game over)."""
        if not self.on:
            return
        if not self.host.replacing_loses():
            if self.path is not None:
                self.store.remove(self.path)
                self.path, self._written = None, ()
            self._seen = (0, -1)
            return
        game = self.host.game
        seen = (id(game), len(game.history))
        if seen == self._seen:
            return  # (every refresh asks: the record is built once a move, not a click)
        self._seen = seen
        record = self._record()
        signature = self._signature(record)
        if signature == self._written:
            return
        if self.path is None:
            self.path = self.store.new_path(self.game_name)
        try:
            self.store.write(self.path, record, self.owner)
        except OSError as err:
            self.host.say(f"The game could not be kept in {self.path.parent} "
                          f"({err.strerror or err}); save it with the Files tab.", "warning")
            return
        self._written = signature

    def saved(self) -> None:
        """The person saved the game to a file of theirs: the autosave goes (until the
        game changes again)."""
        if self.path is not None:
            self.store.remove(self.path)
        self.path = None
        self._written = self._signature(self._record())
        game = self.host.game
        self._seen = (id(game), len(game.history))

    @staticmethod
    def _signature(record: Record) -> tuple[Any, ...]:
        """What a record is kept for: its moves, its comments, a match."""
        return (tuple(record.moves), tuple(sorted(record.comments.items())),
                json.dumps(record.annotations.get("match"), sort_keys=True, default=str))

    def offer(self) -> None:
        """Ask to resume the newest unfinished game of this app's game left by a kernel
        that no longer runs (damaged files are set aside with a message)."""
        if not self.on:
            return
        left = self.store.left(self.game_name, on_damaged=self._damaged)
        if not left:
            return
        saved = left[0]
        title = self.host.title_of(self.host.game)
        self.host.ask(f"Resume {saved.words(title)}? No starts afresh and keeps it in "
                      "the Files tab's recent games.",
                      lambda: self._resume(saved), lambda: self._set_aside(saved),
                      yes="resume", no="start afresh")

    def _damaged(self, path: pathlib.Path, reason: str) -> None:
        self.host.say(f"A kept game could not be read ({reason}); it was set aside as "
                      f"{path}. Nothing else changed.", "warning")

    def _resume(self, saved: Saved) -> None:
        host = self.host
        try:
            host.check_record(saved.record)
            game = host.game_class.from_record(saved.record)
        except (RecordError, ValueError, TypeError) as err:
            damaged = saved.path.with_name(saved.path.name + ".damaged")
            os.replace(saved.path, damaged)
            self._damaged(damaged, str(err))
            return
        host.replace_game(game, record=saved.record,
                          words=f"Resumed {saved.words(host.title_of(game))}.")
        self.path = saved.path  # the file is this app's now
        self._written, self._seen = (), (0, -1)
        self.keep()

    def _set_aside(self, saved: Saved) -> None:
        try:
            self.store.set_aside(saved.path)
        except OSError as err:
            self.host.say(f"Could not set the kept game aside ({err}).", "warning")
            return
        self.refresh_recent()
        self.host.say("A fresh game. The kept one is in the Files tab's recent games.")

    def refresh_recent(self) -> None:
        """The list of recent games set aside, newest first."""
        title = self.host.title_of(self.host.game)
        games = self.store.recent(self.game_name) if enabled() else []
        self.recent_menu.options = [(g.words(title), str(g.path)) for g in games]
        self.recent_menu.value = str(games[0].path) if games else None
        self.open_button.disabled = not games

    def open_recent(self) -> None:
        """Open the recent game chosen (asking first when the game on the board would be
        lost); the file stays where it is."""
        chosen = self.recent_menu.value
        if not chosen:
            self.host.say("No recent game to open.", "warning")
            return
        try:
            saved = self.store.read(pathlib.Path(chosen))
        except (RecordError, OSError, ValueError) as err:
            self.host.say(f"Could not open {chosen}: {err}. Nothing changed.", "error")
            return
        self._offer_file(saved.record, saved.words(self.host.title_of(self.host.game)))
