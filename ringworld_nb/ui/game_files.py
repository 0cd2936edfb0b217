"""An app's files: Save, Load and Upload, on the rules of :mod:`.files`.

:class:`GameFiles` is the part of an app that writes and reads game records: the file
name follows the game, Save never writes over another game without asking
(:func:`~.files.overwrite_question`), Load and Upload ask before an unfinished game (or a
match) is replaced, and a record that cannot be played here is refused with its reason
while nothing changes. What the app keeps besides the moves - the win estimates, an
analysis, a match - travels as the record's annotations (the host's ``record_extra``).
"""

from __future__ import annotations

import html
import os
from collections.abc import Callable
from typing import Any, Protocol

import ipywidgets as w

from ..core.record import Record
from ..core.validate import describe
from .controls import button, row
from .files import FileMark, fresh_name, moves_words, overwrite_question, read_text, record_words
from .flow import Flow, action
from .model import GameModel
from .ports import Asker, Speaker

__all__ = ["GameFiles", "FilesHost", "LOAD_ERRORS", "APP_NOTES"]

#: What reading or replaying a damaged or hostile record may raise; Load and Upload
#: show it as a message and change nothing.
LOAD_ERRORS = (ValueError, TypeError, RecursionError, OverflowError)

#: The annotations of a record the app writes (and reads back) itself.
APP_NOTES = ("win_estimates", "match", "analysis")


class FilesHost(Speaker, Asker, Protocol):
    """What :class:`GameFiles` needs of its app."""

    model: GameModel[Any]
    flow: Flow
    #: the engine class (its ``from_record`` replays records)
    game_class: Any

    def replacing_loses(self) -> str:
        """What replacing the game would lose, in words ('' when nothing)."""
        ...

    def replace_game(self, game: Any, *, words: str = "", name: str | None = None,
                     record: Record | None = None, mark: FileMark | None = None) -> None:
        """Put ``game`` on the board (loaded from ``record``, file ``name`` read as
        ``mark``)."""
        ...

    def check_record(self, record: Record) -> None:
        """Raise a GameError when ``record`` cannot be played here (before replaying)."""
        ...

    def record_extra(self) -> dict[str, Any]:
        """What the app saves besides the moves (the record's annotations)."""
        ...


class GameFiles:
    """Save, Load and Upload of an app (see the module docstring); ``stem`` begins the
    file names it offers (``ringworld_game`` -> ``ringworld_game_2.json``)."""

    def __init__(self, host: FilesHost, stem: str) -> None:
        self.host = host
        self.flow = host.flow
        self.stem = stem
        #: what the app last read from or wrote to the file of the game on its board
        self.mark: FileMark | None = None
        #: the record the game on the board was loaded from or saved as
        self.loaded_record: Record | None = None
        self.name_box = w.Text(value=fresh_name(stem), layout=w.Layout(width="200px"),
                               tooltip="The file this game is saved to and loaded from")
        self.name_box.add_class("rwnb-filename")
        self.save_button = button("Save", self.save, "Save this game to the file",
                                  icon="save")
        self.load_button = button("Load", self.load,
                                  "Load the game in the file (asks before the game on the "
                                  "board is replaced)", icon="folder-open")
        self.upload = w.FileUpload(accept=".json", multiple=False, description="Upload",
                                   tooltip="Load a game record from your computer",
                                   layout=w.Layout(width="auto"))
        self.upload.observe(self.uploaded, names="value")
        #: called after the game was saved to a file of the person's (the autosave goes)
        self.on_saved: Callable[[], Any] | None = None

    def widget(self) -> w.VBox:
        """The Files tab: the file name, Save, Load, Upload."""
        return w.VBox([row(self.name_box, self.save_button, self.load_button), self.upload],
                      layout=w.Layout(max_width="100%"))

    def attach(self, name: str | None, record: Record | None, mark: FileMark | None) -> None:
        """A game is put on the board: the file it came from (``name``: a new name when
        None), its record and what was read."""
        self.loaded_record = record
        self.mark = mark
        self.name_box.value = name if name is not None else self.fresh_name()

    def fresh_name(self) -> str:
        """A file name no file has, and not the one in the box."""
        return fresh_name(self.stem, avoid=(self.name_box.value,))

    def record(self) -> Record:
        """The record to save: the game's own (its moves, and the comments and
        annotations it was loaded with) with the app's annotations (the host's
        ``record_extra``: the win estimates known, an analysis, a match)."""
        record = self.host.model.game.record()
        notes = {k: v for k, v in record.annotations.items() if k not in APP_NOTES}
        record.annotations = {**notes, **self.host.record_extra()}
        return record

    @staticmethod
    def estimates_from(record: Record | None) -> list[float | None]:
        """The win estimates a record carries (none when it carries none)."""
        notes = record.annotations if record is not None else {}
        values = notes.get("win_estimates")
        if not isinstance(values, list):
            return []
        return [float(v) if isinstance(v, (int, float)) and 0 <= v <= 1 else None
                for v in values]

    @action()
    def save(self, path: Any = None) -> None:
        """Save the game to ``path`` (default: the file name box); asks before writing
        over a file that holds another game (see :mod:`.files`)."""
        path = self.name_box.value.strip() if path is None else path
        if not isinstance(path, (str, os.PathLike)):
            self.host.say(f"A file name is text, not {html.escape(describe(path))}.", "error")
            return
        path = os.fspath(path)
        if not path:
            self.host.say("Type a file name to save to.", "warning")
            return
        record = self.record()
        question = overwrite_question(path, record, self.mark)
        if question:
            self.host.ask(question, lambda: self._write(path, record))
            return
        self._write(path, record)

    def _write(self, path: str, record: Record) -> None:
        text = record.to_json() + "\n"
        try:
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
        except (OSError, ValueError) as err:  # ValueError: a name with a NUL character
            reason = err.strerror if isinstance(err, OSError) and err.strerror else err
            self.host.say(f"Could not save to {html.escape(path)}: "
                          f"{html.escape(str(reason))}.", "error")
            return
        self.mark = FileMark(os.path.abspath(path), text)
        self.loaded_record = record
        self.name_box.value = path
        if self.on_saved is not None:
            self.on_saved()
        self.host.say(f"Saved {moves_words(len(record.moves))} to {html.escape(path)}.")

    @action()
    def load(self, path: Any = None) -> None:
        """Load the game in ``path`` (default: the file name box), replaying its moves;
        asks before an unfinished game (or a match) on the board is replaced. A record
        that cannot be played here is refused with the reason; nothing changes."""
        path = self.name_box.value.strip() if path is None else path
        if not isinstance(path, (str, os.PathLike)):
            self.host.say(f"A file name is text, not {html.escape(describe(path))}.", "error")
            return
        path = os.fspath(path)
        text = read_text(path) if path else None
        try:
            if not path:
                raise ValueError("type the name of a file to load")
            record = Record.load(path)
        except LOAD_ERRORS as err:
            self._refuse_record(path or "the file", err)
            return
        self._offer(record, path, FileMark(os.path.abspath(path), text or ""))

    @action()
    def uploaded(self, change: Any) -> None:
        """A file was uploaded: load it as a record (refused as :meth:`load` refuses)."""
        files = change["new"]
        if isinstance(files, (list, tuple, dict)) and not files:
            return  # the upload was cleared
        name = "the upload"
        try:
            item = (files[0] if isinstance(files, (list, tuple))
                    else next(iter(files.values())))
            given = item.get("name", name) if isinstance(item, dict) else item.name
            name = given if isinstance(given, str) else name
            content = item["content"] if isinstance(item, dict) else item.content
            record = Record.from_json(bytes(content))
        except (*LOAD_ERRORS, AttributeError, KeyError, IndexError, StopIteration) as err:
            self._refuse_record(name, err)
            return
        stem = os.path.splitext(os.path.basename(name))[0] or self.stem
        self._offer(record, fresh_name(stem), None, shown_name=name)

    def offer(self, record: Record, shown_name: str) -> None:
        """Put the game of ``record`` on the board under a new file name, asking first
        when the game on the board would be lost (a recent game, say)."""
        self._offer(record, self.fresh_name(), None, shown_name=shown_name)

    def _offer(self, record: Record, name: str, mark: FileMark | None, *,
               shown_name: str | None = None) -> None:
        """Replay ``record`` and put it on the board (asking first when something would
        be lost); refuse it with the reason when it cannot be played here."""
        shown = shown_name or name
        host = self.host
        try:
            host.check_record(record)
            game = host.game_class.from_record(record)
        except LOAD_ERRORS as err:
            self._refuse_record(shown, err)
            return

        def put() -> None:
            host.replace_game(game, name=name, record=record, mark=mark,
                              words=f"Loaded {moves_words(len(game.history))} from "
                                    f"{html.escape(shown)}.")

        loses = host.replacing_loses()
        if loses:
            self.host.ask(f"Replace {loses} with {shown}, {record_words(record)}?", put)
            return
        put()

    def _refuse_record(self, name: str, err: BaseException) -> None:
        if isinstance(err, (ValueError, TypeError)):
            text = str(err)
        elif isinstance(err, RecursionError):
            text = "the record is nested too deeply"
        elif isinstance(err, OverflowError):
            text = f"a number in the record is too large ({err})"
        else:
            text = "the upload holds no file"
        self.host.say(f"Could not load {html.escape(name)}: {html.escape(text)}. Nothing "
                      "changed.", "error")
