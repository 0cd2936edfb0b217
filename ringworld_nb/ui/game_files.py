"""An app's files: Save, Load and Upload, on the rules of :mod:`.files`.

:class:`GameFiles` is the part of :class:`~.app.GameApp` that writes and reads game
records: the file name follows the game, Save never writes over another game without
asking (:func:`~.files.overwrite_question`), Load and Upload ask before an unfinished
game (or a match) is replaced, and a record that cannot be played here is refused with
its reason while nothing changes. What the app keeps besides the moves - the win
estimates, a match - travels as the record's annotations.
"""

from __future__ import annotations

import html
import os
from typing import TYPE_CHECKING, Any

from ..core.record import Record
from ..core.validate import describe
from .actions import action
from .files import FileMark, fresh_name, moves_words, overwrite_question, read_text, record_words

if TYPE_CHECKING:
    from collections.abc import Callable

    import ipywidgets as w

    from .ai_turns import AITurns
    from .analysis_view import GameReview

__all__ = ["GameFiles", "LOAD_ERRORS"]

#: What reading or replaying a damaged or hostile record may raise; Load and Upload
#: show it as a message and change nothing.
LOAD_ERRORS = (ValueError, TypeError, RecursionError, OverflowError)


class GameFiles:
    """Save, Load and Upload of a :class:`~.app.GameApp` (see the module docstring)."""

    if TYPE_CHECKING:  # what this part uses of the app
        game: Any
        game_class: Any
        file_stem: str
        filename: w.Text
        file_mark: FileMark | None
        loaded_record: Record | None
        ai: AITurns
        game_review: GameReview

        def act(self, action: Callable[[], Any], *, asking: bool = False,
                animating: bool = False) -> Any: ...

        def say(self, text: str, kind: str = "info") -> None: ...

        def ask(self, question: str, on_yes: Callable[[], Any],
                on_no: Callable[[], Any] | None = None) -> None: ...

        def replacing_loses(self) -> str: ...

        def replace_game(self, game: Any, *, words: str = "", name: str | None = None,
                         record: Record | None = None, mark: FileMark | None = None
                         ) -> None: ...

        def check_record(self, record: Record) -> None: ...

        def check_game(self, game: Any) -> None: ...

    def _fresh_name(self) -> str:
        current = getattr(self, "filename", None)
        avoid = (current.value,) if current is not None else ()
        return fresh_name(self.file_stem, avoid=avoid)

    #: The annotations of a record the app writes (and reads back) itself.
    APP_NOTES = ("win_estimates", "match", "analysis")

    def record(self) -> Record:
        """The record to save: the game's own (its moves, and the comments and
        annotations it was loaded with) with the app's annotations: the win estimates
        known, a match."""
        record = self.game.record()
        notes = {k: v for k, v in record.annotations.items() if k not in self.APP_NOTES}
        record.annotations = {**notes, **self.record_extra()}
        return record

    def record_extra(self) -> dict[str, Any]:
        """What the app saves besides the moves (the record's annotations): the win
        estimates known."""
        known = [None if v is None else round(float(v), 4) for v in self.ai.estimates]
        extra: dict[str, Any] = {"win_estimates": known} if any(
            v is not None for v in known) else {}
        analysis = self.game_review.current()
        if analysis is not None:
            extra["analysis"] = analysis.to_dict()
        return extra

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
        path = self.filename.value.strip() if path is None else path
        if not isinstance(path, (str, os.PathLike)):
            self.say(f"A file name is text, not {html.escape(describe(path))}.", "error")
            return
        path = os.fspath(path)
        if not path:
            self.say("Type a file name to save to.", "warning")
            return
        record = self.record()
        question = overwrite_question(path, record, self.file_mark)
        if question:
            self.ask(question, lambda: self._write(path, record))
            return
        self._write(path, record)

    def _write(self, path: str, record: Record) -> None:
        text = record.to_json() + "\n"
        try:
            with open(path, "w", encoding="utf-8") as fh:
                fh.write(text)
        except (OSError, ValueError) as err:  # ValueError: a name with a NUL character
            reason = err.strerror if isinstance(err, OSError) and err.strerror else err
            self.say(f"Could not save to {html.escape(path)}: {html.escape(str(reason))}.",
                     "error")
            return
        self.file_mark = FileMark(os.path.abspath(path), text)
        self.loaded_record = record
        self.filename.value = path
        self.say(f"Saved {moves_words(len(record.moves))} to {html.escape(path)}.")

    @action()
    def load(self, path: Any = None) -> None:
        """Load the game in ``path`` (default: the file name box), replaying its moves;
        asks before an unfinished game (or a match) on the board is replaced. A record
        that cannot be played here is refused with the reason; nothing changes."""
        path = self.filename.value.strip() if path is None else path
        if not isinstance(path, (str, os.PathLike)):
            self.say(f"A file name is text, not {html.escape(describe(path))}.", "error")
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

    def _uploaded(self, change: Any) -> None:
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
        stem = os.path.splitext(os.path.basename(name))[0] or self.file_stem
        self._offer(record, fresh_name(stem), None, shown_name=name)

    def _offer(self, record: Record, name: str, mark: FileMark | None, *,
               shown_name: str | None = None) -> None:
        """Replay ``record`` and put it on the board (asking first when something would
        be lost); refuse it with the reason when it cannot be played here."""
        shown = shown_name or name
        try:
            self.check_record(record)
            game = self.game_class.from_record(record)
            self.check_game(game)
        except LOAD_ERRORS as err:
            self._refuse_record(shown, err)
            return

        def put() -> None:
            self.replace_game(game, name=name, record=record, mark=mark,
                              words=f"Loaded {moves_words(len(game.history))} from "
                                    f"{html.escape(shown)}.")

        loses = self.replacing_loses()
        if loses:
            self.ask(f"Replace {loses} with {shown}, {record_words(record)}?", put)
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
        self.say(f"Could not load {html.escape(name)}: {html.escape(text)}. Nothing "
                 "changed.", "error")
