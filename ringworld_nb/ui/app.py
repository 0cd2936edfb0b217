"""The part every game app shares: messages, confirmation, record and review, files.

A game app (``RingWorldApp``, ``DiceOfDoomApp``, ``RenaissanceApp``) derives from
:class:`GameApp` and
supplies what is particular to its game: the board, the move controls, how to redraw
them (``_refresh_board``, ``_refresh_panel``) and the numbers its graph plots for a
position (``_statistics``). The game itself speaks the protocol of
``ringworld_nb.core.protocol`` (``history``, ``undo``, ``clone``, ``record``,
``from_record``), so review, the graph's history, saving and loading are written once
here, and so is the one loop runner (``self.tasks``) that auto play, AI turns and
animations use. The seats (a person or an AI of a chosen strength for each side), AI
turns, hints and the win estimates of the graph come from :class:`~.ai_seats.AISeats`.

An app *is* a widget (an ipywidgets ``VBox``): leave it as the last expression of a cell
to show it, or put two apps, or an app and a plot, side by side with ``HBox``.
"""

from __future__ import annotations

import html
import os
from collections.abc import Callable
from typing import Any, Generic, TypeVar

import ipywidgets as w

from ..core.protocol import Game
from ..core.record import Record
from ..core.validate import describe
from .ai_seats import AISeats
from .canvas import CANVAS_FRAME_PX, BoardCanvas
from .evaluation import EvaluationGraph
from .fit import FitLayout
from .loop import LoopRunner
from .record_list import RecordList
from .review import ReviewBar

__all__ = ["GameApp", "button", "row", "LOAD_ERRORS"]

#: What reading or replaying a damaged or hostile record may raise; Load and Upload
#: show it as a message and change nothing. (The record module turns deep nesting and
#: huge numbers into RecordErrors; the last two are there in case a game's replay
#: meets one.)
LOAD_ERRORS = (ValueError, TypeError, RecursionError, OverflowError)

#: The game an app plays (RingWorld, DiceOfDoom, ...): it speaks the protocol.
G = TypeVar("G", bound=Game)


def button(label: str, handler: Callable[[], Any], tooltip: str = "", style: str = "",
           icon: str = "") -> w.Button:
    """A compact button calling ``handler()`` when clicked; its label is never cut."""
    b = w.Button(description=label, tooltip=tooltip, button_style=style, icon=icon,
                 layout=w.Layout(width="auto", min_width="max-content", flex="0 0 auto"))
    b.on_click(lambda _: handler())
    return b


def row(*children: w.Widget, gap: str = "4px") -> w.Box:
    """Widgets side by side that wrap onto a second line when the column is narrow."""
    return w.Box(list(children), layout=w.Layout(
        display="flex", flex_flow="row wrap", align_items="center", grid_gap=gap,
        max_width="100%"))


class GameApp(AISeats, w.VBox, Generic[G]):
    """Shared skeleton of the game apps (see the module docstring).

    Subclasses call ``super().__init__()`` first, set ``game``, call
    :meth:`_build_common` and :meth:`_build_ai` (the seats), and at the end put their
    parts into ``children``. They
    implement :meth:`_refresh_board` and :meth:`_refresh_panel` (redraw for the position
    under review), :meth:`_statistics` (the graph's numbers for one position),
    :meth:`_new_game` (replace the game) and :meth:`_record_lines` (the record list).
    """

    #: the engine class, for ``from_record``
    game_class: Any = None
    default_filename = "game.json"
    #: the title of the graph under the board
    graph_title = "Evaluation history"
    game: G
    #: the board's canvas (made by the app before ``_build_fit``)
    canvas: BoardCanvas

    def __init__(self) -> None:
        super().__init__(layout=w.Layout(width="100%", max_width="100%"))
        #: the running tasks: "auto" (auto play), "ai" (AI turns), "animation"
        self.tasks = LoopRunner()
        self._stats: list[Any] = []

    @property
    def widget(self) -> GameApp:
        """The app itself (it is a widget); kept for code written before it was one."""
        return self

    def _build_common(self) -> None:
        self.message = w.HTML()
        self.confirm_html = w.HTML()
        self.confirm_yes = button("Yes", self._confirmed, "", "danger")
        self.confirm_no = button("No", self._declined)
        self.confirm_bar = w.HBox([self.confirm_html, self.confirm_yes, self.confirm_no])
        self.confirm_bar.layout.display = "none"
        self._pending: Callable[[], Any] | None = None
        self.record_list = RecordList(self.review)
        self.review_bar = ReviewBar(self.review)
        self.filename = w.Text(value=self.default_filename, layout=w.Layout(width="180px"))
        self.save_button = button("Save", self.save, "Save the record to the file", "", "save")
        self.load_button = button("Load", self.load, "Load a record from the file", "",
                                  "folder-open")
        self.upload = w.FileUpload(accept=".json", multiple=False, description="Upload",
                                   layout=w.Layout(width="auto"))
        self.upload.observe(self._uploaded, names="value")
        self.files_box = w.VBox([row(self.filename, self.save_button, self.load_button),
                                 self.upload])
        self.message.layout = w.Layout(max_width="100%")
        #: widgets under the board, as wide as the board (they wrap rather than widen it)
        self.column_widgets: list[w.Widget] = [self.message, self.confirm_bar]
        self.confirm_bar.layout.flex_flow = "row wrap"
        self.confirm_bar.layout.max_width = "100%"

    def _build_fit(self, board_column: w.Widget, panel: w.Widget, *, board: int,
                   panel_width: int, board_min: int, board_max: int,
                   side_min: int) -> FitLayout:
        """Board and panel, fitted to the browser's width (see ``ui.fit``).

        ``board`` is the starting board width in px; the others are the limits of
        :func:`ringworld_nb.ui.fit.fit`. The app's :meth:`_resize_board` is called when
        the board should change size.
        """
        self.fit = FitLayout(board_column, panel, on_board_width=self._board_resized,
                             board=board, panel_width=panel_width, board_min=board_min,
                             board_max=board_max, side_min=side_min,
                             frame=CANVAS_FRAME_PX if self.canvas.interactive else 0)
        self._set_column_width(board)
        return self.fit

    def _board_resized(self, width: int) -> None:
        self._set_column_width(width)
        self._resize_board(width)
        if self.graph_toggle.value:
            self._refresh_graph()

    def _set_column_width(self, width: int) -> None:
        """Messages wrap under the board, and the graph is as wide as the board."""
        for widget in self.column_widgets:
            widget.layout.width = f"{width}px"
        if hasattr(self, "graph_canvas"):
            height = self.graph_canvas.pixels[1]
            if self.graph_canvas.pixels[0] != width:
                self.graph_canvas.resize(width, height)

    def _resize_board(self, width: int) -> None:  # pragma: no cover - abstract
        """Redraw the board ``width`` px wide."""
        raise NotImplementedError

    def _build_graph(self, width: float, interactive: bool) -> None:
        """The Graph toggle and the evaluation graph it shows under the board.

        The graph's canvas enters the layout only while shown: a canvas view made while
        hidden gets no size in the browser.
        """
        self.graph_toggle = w.ToggleButton(value=False, description="Graph",
                                           icon="line-chart", layout=w.Layout(width="auto"),
                                           tooltip="Show the evaluation history")
        self.graph = EvaluationGraph(figsize=(width, 2.6))  # x axis: moves
        self.graph_canvas = BoardCanvas(self.graph.figure, interactive)
        self.graph_box = w.Box()
        self.graph_toggle.observe(lambda _: self._refresh_graph(), names="value")

    def _refresh_graph(self) -> None:
        show = self.graph_toggle.value
        self.graph_box.children = (self.graph_canvas.widget,) if show else ()
        if not show:
            return
        turns, series, styles, ylabel = self._graph_data()
        win, win_label = self._win_series()
        self.graph.update(turns, series, styles, marker_at=self.view_index, ylabel=ylabel,
                          title=self.graph_title, win=win[:len(turns)],
                          win_label=win_label)
        self.graph_canvas.refresh()

    def _graph_data(self):  # pragma: no cover - abstract
        """``(turns, {name: values}, {name: matplotlib style}, y label)`` for the graph."""
        raise NotImplementedError

    # ------------------------------------------------------------------ display --
    def show_message(self, text: str, kind: str = "info") -> None:
        """One line under the board: ``kind`` is info, warning or error."""
        colour = {"info": "#333", "warning": "#a05a00", "error": "#b00020"}[kind]
        self.message.value = f"<span style='color:{colour}'>{text}</span>"

    # ------------------------------------------------------------------- review --
    @property
    def view_index(self) -> int:
        """Number of moves of the position shown (len(history) when at the end)."""
        return self.review_bar.index

    @property
    def reviewing(self) -> bool:
        return self.view_index < len(self.game.history)

    def position_at(self, index: int) -> G:
        """The game after ``index`` moves: the game itself at the end, else a clone."""
        if index >= len(self.game.history):
            return self.game
        trial = self.game.clone()
        while len(trial.history) > index:
            trial.undo()  # a resignation at the end is undone first, then moves
        return trial

    def review(self, index: int) -> None:
        """Show the position after ``index`` moves (0: the start)."""
        index = max(0, min(index, len(self.game.history)))
        if self.review_bar.index != index:
            self.review_bar.go(index)  # calls back here
            return
        self._reviewed(index)
        self._ai_reviewed(index)
        total = len(self.game.history)
        if index < total:
            self.show_message(f"Reviewing the board after move {index} of {total}. "
                              "Playing from here asks first.")
        else:
            self.show_message(f"Back at the latest position (move {total})." if total
                              else "Back at the start.")
        self._refresh()

    def _reviewed(self, index: int) -> None:
        """Hook: the review index changed (clear selections and the like)."""

    def _review_note(self) -> str:
        """HTML put before the status while an earlier board is shown, else empty."""
        if not self.reviewing:
            return ""
        return (f"<i>Reviewing the board after move {self.view_index} of "
                f"{len(self.game.history)}.</i> ")

    def _follow_game(self) -> None:
        """The game changed at its end: the review bar, record and graph follow it, the
        hint goes, the win estimates follow, and an AI to move gets its turn."""
        self._follow_statistics()
        self.hint = None
        self._follow_estimates()
        self.review_bar.set_length(len(self.game.history))
        self._schedule_ai()

    # -------------------------------------------------------------- statistics --
    def _statistics(self, game: G) -> Any:  # pragma: no cover - abstract
        """The numbers the graph plots for the position ``game`` (one per move)."""
        raise NotImplementedError

    @property
    def statistics(self) -> list[Any]:
        """``_statistics`` of every position of the game, from the start (index = moves)."""
        return self._stats

    def _rebuild_statistics(self) -> None:
        """Statistics of every position, by taking the moves back one by one on a clone."""
        trial = self.game.clone()
        stats: list[Any] = [None] * (len(trial.history) + 1)
        while True:
            stats[len(trial.history)] = self._statistics(trial)
            if not trial.history:
                break
            trial.undo()  # a resignation is taken back first, at the same length
        self._stats = stats
        self._estimates = [None] * len(stats)

    def _follow_statistics(self) -> None:
        """Keep one entry per position: trim after undo, add after a move, else rebuild."""
        n = len(self.game.history) + 1
        if len(self._stats) > n:
            del self._stats[n:]
            self._stats[-1] = self._statistics(self.game)  # a resignation may be gone
        elif len(self._stats) == n - 1:
            self._stats.append(self._statistics(self.game))
        elif len(self._stats) != n:
            self._rebuild_statistics()

    def _play_at_view(self, play: Callable[[], Any]) -> None:
        """Run ``play`` at the position under review, asking first when that would
        discard the later moves of the game."""
        later = len(self.game.history) - self.view_index
        if not later:
            play()
            return
        index = self.view_index

        def discard_and_play() -> None:
            self._truncate(index)
            play()

        self._ask(f"Play here and discard the {later} later move{'s' * (later > 1)}?",
                  discard_and_play)

    def _truncate(self, index: int) -> None:
        """Drop the moves after ``index`` (and an ending by resignation) to play on."""
        while len(self.game.history) > index or self._resigned():
            self.game.undo()
        self._truncate_estimates(index)
        self._follow_statistics()

    def _resigned(self) -> bool:
        """True when the game ended by a resignation (which undo takes back first)."""
        outcome = self.game.outcome
        return outcome is not None and outcome.reason == "resignation"

    def movers(self) -> list[Any]:
        """Who made each move of the game (the game's player ids), by taking the moves
        back one by one on a clone (a resignation is taken back first)."""
        replay = self.game.clone()
        movers: list[Any] = [None] * len(replay.history)
        while replay.history:
            replay.undo()
            movers[len(replay.history)] = replay.to_move
        return movers

    def _refresh_record(self) -> None:
        self.record_list.set_moves(self._record_lines(), self.view_index)

    # ---------------------------------------------------------------- confirming --
    @property
    def asking(self) -> bool:
        """True while a yes/no question waits under the board."""
        return self._pending is not None

    def _wait_for_answer(self) -> bool:
        """True (and a reminder) when a question must be answered before anything else."""
        if self._pending is None:
            return False
        self.show_message("Answer the question first: Yes or No.", "warning")
        return True

    def _ask(self, question: str, action: Callable[[], Any]) -> None:
        """Ask yes or no under the board; ``action`` runs on yes. The board waits."""
        self._pending = action
        self.message.value = ""  # the question replaces the last message
        self.confirm_html.value = f"<b>{html.escape(question)}</b>"
        self.confirm_bar.layout.display = "flex"

    def _confirmed(self) -> None:
        action, self._pending = self._pending, None
        self.confirm_bar.layout.display = "none"
        if action is not None:
            action()

    def _declined(self) -> None:
        self._pending = None
        self.confirm_bar.layout.display = "none"
        self.show_message("Nothing changed.")

    # ------------------------------------------------------------------- files --
    def save(self, path: str | None = None) -> None:
        """Save the game record as JSON to ``path`` (default: the file name box)."""
        path = path or self.filename.value.strip()
        if not path:
            self.show_message("Type a file name to save to.", "warning")
            return
        if not isinstance(path, (str, os.PathLike)):
            self.show_message(f"A file name is text, not {html.escape(describe(path))}.",
                              "error")
            return
        name = str(os.fspath(path))
        try:
            self.game.record().save(path)
        except (OSError, ValueError) as err:  # ValueError: a name with a NUL character
            reason = err.strerror if isinstance(err, OSError) and err.strerror else err
            self.show_message(f"Could not save to {html.escape(name)}: "
                              f"{html.escape(str(reason))}.", "error")
            return
        self.show_message(f"Saved {len(self.game.history)} moves to {html.escape(name)}.")

    def load(self, path: str | None = None) -> None:
        """Load a record from ``path`` (default: the file name box), replaying its moves.

        A record that cannot be read or played here - damaged, hostile, of another
        game, of a board this app does not play - is refused with a message saying
        what is wrong, and the game, the board and the record list stay as they were.
        """
        path = path or self.filename.value.strip()
        if not isinstance(path, (str, os.PathLike)):
            self.show_message(f"A file name is text, not {html.escape(describe(path))}.",
                              "error")
            return
        name = str(os.fspath(path))
        try:
            record = Record.load(path)
        except LOAD_ERRORS as err:
            self._refuse_record(name, err)
            return
        self._load_record(record, name)

    def _load_record(self, record: Record, name: str) -> None:
        """Replay ``record`` into a new game and show it; refuse it with a message (and
        change nothing) when it cannot be played here."""
        try:
            self._check_record(record)
            game = self.game_class.from_record(record)  # raises before anything changes
            self._check_game(game)
        except LOAD_ERRORS as err:
            self._refuse_record(name, err)
            return
        self._new_game(game)
        self.show_message(f"Loaded {len(game.history)} moves from {html.escape(name)}.")

    def _refuse_record(self, name: str, err: BaseException) -> None:
        """Say why the record ``name`` is refused (nothing has changed)."""
        if isinstance(err, (ValueError, TypeError)):
            text = str(err)
        elif isinstance(err, RecursionError):
            text = "the record is nested too deeply"
        elif isinstance(err, OverflowError):
            text = f"a number in the record is too large ({err})"
        else:  # the upload widget's value had no file in the expected form
            text = "the upload holds no file"
        self.show_message(f"Could not load {html.escape(name)}: {html.escape(text)}",
                          "error")

    def _check_record(self, record: Record) -> None:
        """Hook: raise a GameError when ``record`` is of a kind this app cannot play
        (checked before its moves are replayed)."""

    def _check_game(self, game: G) -> None:
        """Hook: raise a GameError when the replayed ``game`` cannot be played here."""

    def _uploaded(self, change) -> None:
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
        self._load_record(record, name)

    # ----------------------------------------------------------------- refresh --
    def _refresh(self) -> None:
        """Redraw everything for the position under review."""
        self._refresh_board()
        self._refresh_panel()
        self._refresh_ai_controls()
        self._refresh_graph()

    # ------------------------------------------------------------ to implement --
    def _refresh_board(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _refresh_panel(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _new_game(self, game) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _record_lines(self) -> list[str]:  # pragma: no cover - abstract
        raise NotImplementedError
