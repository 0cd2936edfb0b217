"""``GameApp``: the one flow every game's app shares.

Every user action - a click on the board, a button, a key, a menu - enters the app at
one place, :meth:`GameApp.act`, which

1. refuses it, with a message and without changing anything, while a yes/no question
   waits (the question is about the game as it is now) or while a move is still being
   shown;
2. runs it;
3. refreshes the picture and every word and button **once**, from the game and the
   choices being entered (the game's ``view``: :mod:`ringworld_nb.core.view`).

``GameApp`` owns what every game has: the seats and the AI's thinking
(:class:`~.ai_turns.AITurns`), the one move path (:meth:`play` for a person's move,
:meth:`play_move` at the end of the game), undo, new game, review (the review bar, the
record list), the evaluation graph, files that never lose a game
(:class:`~.game_files.GameFiles`), questions (:mod:`.questions`), keys (:mod:`.keys`),
the layout that fits a laptop's screen (:mod:`.fit`), the message that says what
happened. A game's app says only what is particular to it (the hooks of
:class:`~.game_hooks.GameHooks`):

* the engine class and the click-to-move input state machine (``input_class``; clicks
  become moves there, with no widgets: :mod:`ringworld_nb.core.inputs`);
* how to draw: :meth:`new_artist`, :meth:`board_aspect`, :meth:`draw`, :meth:`hit`, and
  :meth:`view` (the game's ``draw.view``: marks, status, prompt, computed once);
* its players' names and colours, its own buttons (:meth:`game_controls`,
  :meth:`refresh_controls`), the options of a new game (:meth:`setup_controls`,
  :meth:`game_from_setup`), the words for a move (:meth:`describe_move`) and the
  graph's numbers (:meth:`statistics`, :meth:`graph_series`).

An app *is* a widget (an ipywidgets ``VBox``): leave it as the last expression of a
cell to show it.
"""

from __future__ import annotations

import asyncio
import html
import re
import sys
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from typing import Any, ClassVar, TypeVar, cast

import ipywidgets as w
from matplotlib.figure import Figure

from ..core.errors import GameError
from ..core.inputs import Feedback
from ..core.players import Player, make_player
from ..core.protocol import RESIGNATION, Game
from ..core.record import Record
from ..core.validate import describe, is_integer
from .actions import action
from .ai_turns import AITurns, Hint, chances_words
from .analysis_view import GameReview
from .canvas import CANVAS_FRAME_PX, BoardCanvas, board_point, left_press_in
from .controls import APP_CLASS, APP_CSS, button, enable, row, show
from .evaluation import EvaluationGraph, GraphStyle
from .files import FileMark, moves_words
from .fit import FitLayout
from .game_files import LOAD_ERRORS, GameFiles
from .game_hooks import GameHooks
from .keys import KeyCatcher
from .loop import LoopRunner
from .questions import QuestionBar
from .record_list import RecordList
from .review import ReviewBar
from .sound import SoundPlayer

__all__ = ["GameApp", "LOAD_ERRORS", "STEP", "action"]

#: A frame of an animation that waits for the Next button (step mode) instead of a pause.
STEP = -1.0

#: Two presses on the same spot within this many seconds are one (a double click).
DOUBLE_PRESS_S = 0.4

#: The widths of the play panel beside the board, in CSS px.
PANEL_PX = 300
#: The height of a level's goal and buttons above the board, in CSS px.
LEVEL_BAR_PX = 84

G = TypeVar("G", bound=Game)
_KIND_COLOUR = {"info": "inherit", "warning": "#c77800", "error": "#d0342c"}


class GameApp(GameFiles, GameHooks[G], w.VBox):
    """The flow every game's app shares (see the module docstring)."""

    # ------------------------------------------------- what a game's app says --
    #: the engine class (its ``from_record`` loads records)
    game_class: Any = None
    #: the input state machine's class (clicks -> Feedback)
    input_class: Any = None
    #: the stem of the file names the app offers (``ringworld_game`` -> ..._2.json)
    file_stem = "game"
    #: the name of the game in words, for the title
    title = "Game"
    #: keys of the game besides Escape (cancel) and the arrows (review): key -> method
    game_keys: ClassVar[dict[str, str]] = {}
    #: a quick second press on the same spot counts once (a double click is one click)
    double_press_is_one = True
    #: the board's smallest and largest width in px
    board_px = (320, 760)
    #: the height of the play panel's first part under the board (narrow columns)
    under_px = 200
    #: "Random" among the seats
    random_seats = False
    #: the seconds a move is shown (0: no animation)
    animation = 0.0

    game: G

    def __init__(self, game: G, *, seats: Sequence[str], pace: float,
                 interactive: bool | None, size_px: int) -> None:
        super().__init__(layout=w.Layout(width="100%", max_width="100%"))
        self.add_class(APP_CLASS)
        self.game = game
        self.tasks = LoopRunner()
        self.input = self.input_class()
        self.animating = False
        self._acting = False
        self._step_event: asyncio.Event | None = None
        self._frames: Iterator[float] | None = None
        self._last_press: tuple[float, Any] = (-1.0, object())
        #: seconds, for telling a double click from two clicks (tests may replace it)
        self.clock = time.monotonic
        self._stats: list[Any] = []
        self._log: list[str] = []
        self.loaded_record: Record | None = None
        self.file_mark: FileMark | None = None
        self.refusal: Any = None
        #: a board shown instead of the game's (a level's wrong move, until the next click)
        self.board_override: Any = None
        #: the level played on this app (:mod:`.levels`), or None
        self.level: Any = None
        self._mistake_patch: Any = None

        # -- the board ------------------------------------------------------------
        width = size_px
        height = round(width * self.board_aspect(game))
        self.figure = Figure(figsize=(width / 100, height / 100), dpi=100,
                             facecolor=self.background)
        self.ax = self.figure.add_axes((0.0, 0.0, 1.0, 1.0))
        self.new_artist(game)
        self.canvas = BoardCanvas(self.figure, interactive)
        self.canvas.mpl_connect("button_press_event", self._on_press)

        # -- the parts every app has -----------------------------------------------
        self.ai = AITurns(self, list(seats), pace, random=self.random_seats)
        self.status_html = w.HTML()
        self.status_html.add_class("rwnb-status")
        self.prompt_html = w.HTML()
        self.prompt_html.add_class("rwnb-words")
        self.prompt_html.add_class("rwnb-prompt")
        self.message = w.HTML()
        self.message.add_class("rwnb-words")
        self.message.add_class("rwnb-message")
        self.questions = QuestionBar(lambda yes: self.act(lambda: self._answered(yes),
                                                          asking=True))
        self.undo_button = self.button("Undo", self.undo, "Take back your last move",
                                       icon="undo", animating=True)
        self.graph_toggle = w.ToggleButton(value=False, description="Graph",
                                           icon="line-chart", tooltip="Show or hide the "
                                           "graph of the game under the board",
                                           layout=w.Layout(width="auto"))
        self.graph_toggle.observe(lambda _: self.act(self._graph_toggled, asking=True,
                                                     animating=True), names="value")
        self.graph: EvaluationGraph | None = None
        self.graph_canvas: BoardCanvas | None = None
        self.graph_box = w.VBox(layout=w.Layout(display="none", max_width="100%"))
        self.graph_box.add_class("rwnb-graph")
        self.review_bar = ReviewBar(lambda i: self.act(lambda: self.review(i),
                                                       animating=True))
        self.game_review = GameReview(self)
        self.record_list = RecordList(lambda i: self.act(lambda: self.review(i),
                                                         animating=True), width="100%")
        self.filename = w.Text(value=self._fresh_name(), layout=w.Layout(width="200px"),
                               tooltip="The file this game is saved to and loaded from")
        self.filename.add_class("rwnb-filename")
        self.save_button = self.button("Save", self.save, "Save this game to the file",
                                       icon="save")
        self.load_button = self.button("Load", self.load,
                                       "Load the game in the file (asks before the game on "
                                       "the board is replaced)", icon="folder-open")
        self.upload = w.FileUpload(accept=".json", multiple=False, description="Upload",
                                   tooltip="Load a game record from your computer",
                                   layout=w.Layout(width="auto"))
        self.upload.observe(lambda change: self.act(lambda: self._uploaded(change)),
                            names="value")
        self.key_catcher = KeyCatcher(lambda key: self.act(lambda: self.on_key(key)),
                               ["Escape", "ArrowLeft", "ArrowRight",
                                *self.game_keys])
        self.sound = SoundPlayer()
        self.new_button = self.button("New game", self.new_game,
                                      "Start a new game with these settings (asks first "
                                      "when a game is going on)", "primary", "play")
        # picture mode (no ipympl): type or pick the move in notation
        self.move_box = w.Combobox(placeholder="a move in notation", ensure_option=False,
                                   layout=w.Layout(width="180px"))
        self.move_button = self.button("Play", self._play_typed, "Play the move written",
                                       "success")
        self.typed_move = row(self.move_box, self.move_button)
        show(self.typed_move, not self.canvas.interactive)

    # ------------------------------------------------------------------ layout --
    def _assemble(self) -> None:
        """Lay the parts out (after the game's app made its own): the board with the
        graph under it, and the play panel beside or under it."""
        title = w.HTML(f"<h3 style='margin:0 0 4px 0'>{html.escape(self.title)}</h3>")
        self.title_html = title
        play = w.VBox([self.status_html, self.prompt_html, *self.game_controls(),
                       self.typed_move, self.questions.widget, self.message,
                       *self.ai.turn_widgets(),
                       row(self.undo_button, *self.common_buttons(), self.graph_toggle,
                           self.sound.toggle)],
                      layout=w.Layout(max_width="100%", grid_gap="4px"))
        files = w.VBox([row(self.filename, self.save_button, self.load_button),
                        self.upload], layout=w.Layout(max_width="100%"))
        record = w.VBox([self.record_list.widget], layout=w.Layout(max_width="100%"))
        game_tab = w.VBox([*self.setup_controls(), self.new_button],
                          layout=w.Layout(max_width="100%"))
        tabs = w.Tab(children=[self.ai.seat_widgets(), record, game_tab, files,
                               *self.info_tabs().values()],
                     titles=["Players", "Record", "New game", "Files",
                             *self.info_tabs().keys()],
                     layout=w.Layout(max_width="100%"))
        self.tabs = tabs
        panel = w.VBox([title, play, *self.info_widgets(), self.review_bar.widget, tabs],
                       layout=w.Layout(max_width="100%", min_width="0"))
        board_column = w.VBox([self.canvas.widget, self.graph_box],
                              layout=w.Layout(max_width="100%", min_width="0"))
        self.board_column = board_column
        frame = CANVAS_FRAME_PX if self.canvas.interactive else 0
        low = self.board_px[0]
        self.fit = FitLayout(board_column, panel, on_board_width=self._board_resized,
                             board=self.canvas.pixels[0], panel_width=PANEL_PX,
                             board_min=low, board_max=self.board_max(self.game),
                             under=self.under_px, aspect=self.board_aspect(self.game),
                             frame=frame)
        children: list[w.Widget] = [w.HTML(APP_CSS), self.key_catcher.widget, self.sound.box,
                                    self.fit.widget, self.game_review.trainer_box]
        if self.canvas.hint is not None:
            children.insert(2, self.canvas.hint)
        self.children = children
        self.warm_up()
        self._rebuild_statistics()
        self.ai.estimates = [None] * (len(self.game.history) + 1)
        self.review_bar.set_length(len(self.game.history))
        self.refresh()
        self.ai.schedule()

    def attach_level(self, mode: Any, *, title: str = "Levels") -> None:
        """Play levels on this app (:class:`~.levels.LevelMode`, or any trainer with the
        same parts: puzzles, a game's mistakes to play better): the goal above the board
        (``mode.bar``), the mode's buttons instead of the AI's and Undo, its list
        (``mode.contents``, in the tab ``title``) instead of the players, new games and
        files; a person's move goes to ``mode.play(move)``, and ``mode.refresh()`` runs
        with the app's."""
        self.level = mode
        self.board_column.children = (mode.bar, *self.board_column.children)
        self.fit.set_limits(above=LEVEL_BAR_PX)
        for part in (*self.ai.trainer_hidden(), self.undo_button, self.graph_toggle,
                     self.game_review.widget, *self.common_buttons()):
            show(part, False)  # (a trainer's game is not resigned, undone or reviewed)
        titles = tuple(self.tabs.titles)  # (before the children change: it resets them)
        children = tuple(self.tabs.children)
        self.tabs.children = (mode.contents, *children[1:2], *children[4:])
        self.tabs.titles = (title, *titles[1:2], *titles[4:])

    @classmethod
    def for_trainer(cls) -> GameApp:
        """An app for a trainer (levels, puzzles, mistakes): two people at one screen
        (the trainer's opponent is its script)."""
        return cls(seats=("person", "person"))  # type: ignore[call-arg]

    @property
    def widget(self) -> GameApp:
        """The app itself (it is a widget); kept for code written before it was one."""
        return self

    def button(self, label: str, action: Callable[[], Any], tooltip: str = "",
               style: str = "", icon: str = "", *, asking: bool = False,
               animating: bool = False) -> w.Button:
        """A button whose press enters the app's one flow (:meth:`act`); ``asking`` and
        ``animating``: it acts while a question waits, while a move is shown."""
        return button(label, lambda: self.act(action, asking=asking, animating=animating),
                      tooltip, style, icon)

    def _board_resized(self, width: int) -> None:
        """The layout gives the board ``width`` px: redraw it at that size."""
        self.resize_board(width)
        if self.graph_canvas is not None:
            self.graph_canvas.resize(width, self.graph_canvas.pixels[1])
        self.refresh()

    def resize_board(self, width: int) -> None:
        """The figure ``width`` px wide (its height by :meth:`board_aspect`), new artists."""
        height = max(1, round(width * self.board_aspect(self.game)))
        self.canvas.resize(width, height)
        self.ax.clear()
        self.new_artist(self.game)

    # ------------------------------------------------------------- the flow --
    def act(self, action: Callable[[], Any], *, asking: bool = False,
            animating: bool = False) -> Any:
        """The one entry of every user action (see the module docstring): refused while
        a question waits (unless ``asking``) or a move is being shown (unless
        ``animating``); then run, then one refresh. Returns what ``action`` returned."""
        if self._acting:  # an action within an action: the outer one refreshes
            return action()
        if self.questions.pending and not asking:
            self.say("Answer the question first: Yes or No.", "warning")
            self.refresh()
            return None
        if self.animating and not animating:
            self.say("Wait a moment: the move is still being shown.", "warning")
            return None
        self._acting = True
        try:
            return action()
        except (GameError, ValueError, TypeError) as err:
            self.say(html.escape(str(err)), "error")
            return None
        except Exception as err:  # a bug: said, and the app goes on
            self._report_bug(err)
            return None
        finally:
            self._acting = False
            try:
                self.refresh()
            except Exception as err:
                self._report_bug(err)

    def _report_bug(self, err: BaseException) -> None:
        """An unexpected error inside the app: its traceback goes to the log (stderr),
        the message says so; the game is as the engine left it."""
        traceback.print_exception(type(err), err, err.__traceback__, file=sys.stderr)
        self.say(f"Something went wrong inside the app ({html.escape(type(err).__name__)}: "
                 f"{html.escape(str(err))}); the game is unchanged. Please report it.",
                 "error")

    def say(self, text: str, kind: str = "info") -> None:
        """The message under the status: ``text`` (HTML) in the colour of ``kind``
        (info, warning or error)."""
        colour = _KIND_COLOUR[kind]
        self.message.value = f"<span style='color:{colour}'>{text}</span>"

    # ----------------------------------------------------------- positions --
    @property
    def view_index(self) -> int:
        """Number of moves of the position shown (len(history) when at the end)."""
        return self.review_bar.index

    @property
    def reviewing(self) -> bool:
        return self.view_index < len(self.game.history)

    @property
    def asking(self) -> bool:
        """True while a yes/no question waits."""
        return self.questions.pending

    @property
    def shown(self) -> G:
        """The game at the position shown (the game itself at the end)."""
        return self.position_at(self.view_index)

    def position_at(self, index: int) -> G:
        """The game after ``index`` moves: the game itself at the end, else a clone."""
        if index >= len(self.game.history):
            return self.game
        trial = self.game.clone()
        while len(trial.history) > index:
            trial.undo()  # a resignation at the end is undone first, then moves
        return trial

    # -------------------------------------------------------------- refresh --
    def refresh(self) -> None:
        """Redraw the board and every word and button for the position shown."""
        game = self.shown
        view = self.view(game)
        if not self.animating:
            drawn = self.board_override if (self.board_override is not None
                                            and not self.reviewing) else game
            self.draw(drawn, view if drawn is game else self.view(drawn))
            self._show_mistake()
            self.canvas.refresh()
        note = ""
        if self.reviewing:
            note = (f"<i>Reviewing: the board after move {self.view_index} of "
                    f"{len(self.game.history)}.</i> ")
        self.status_html.value = note + self.coloured(html.escape(view.status))
        self.prompt_html.value = f"<i>{html.escape(view.prompt)}</i>" if view.prompt else ""
        self.refresh_controls(game, view)
        frozen = self.frozen()
        enable(self.undo_button, bool(self.game.history or self._resigned())
               and not frozen and not self.animating)
        self.ai.refresh_buttons(game)
        self.record_list.set_moves(self._record_lines(), self.view_index)
        if not self.canvas.interactive:
            self.move_box.options = tuple(game.notation(m) for m in
                                          game.legal_moves()[:400]) if not game.is_over \
                else ()
        self.game_review.refresh()
        self.refresh_graph()
        if self.level is not None:
            self.level.refresh()

    def _show_mistake(self) -> None:
        """A red ring around what a refused click or a level's wrong move is about."""
        from matplotlib.patches import Circle

        place = self.mark_where(self.refusal) if self.refusal is not None else None
        patch = self._mistake_patch
        if patch is None or patch.axes is not self.ax:
            patch = Circle((0, 0), 1, fill=False, edgecolor="#ff453a", linewidth=3.0,
                           linestyle=(0, (4, 2)), zorder=50, visible=False)
            self.ax.add_patch(patch)
            self._mistake_patch = patch
        if place is None:
            patch.set_visible(False)
            return
        (x, y), radius = place
        patch.center = (x, y)
        patch.set_radius(radius)
        patch.set_visible(True)

    def coloured(self, text: str) -> str:
        """``text`` (HTML) with every player's name in the player's colour."""
        game = self.game
        names = {self.player_name(p): self.player_colour(p) for p in self.player_ids(game)}
        if not names:
            return text
        pattern = re.compile(r"\b(" + "|".join(re.escape(n) for n in names) + r")\b")
        return pattern.sub(lambda m: f"<b style='color:{names[m.group(1)]}'>{m.group(1)}"
                           "</b>", text)

    # ---------------------------------------------------------------- clicks --
    def _on_press(self, event: Any) -> None:
        """A mouse press on the board, from the canvas."""
        if not left_press_in(event, self.ax):
            return  # another button, outside the board, or a double click's 2nd press
        target = self.hit(*board_point(event))
        if self.double_press_is_one:
            now = self.clock()
            last_time, last_target = self._last_press
            self._last_press = (now, target)
            if target == last_target and now - last_time < DOUBLE_PRESS_S:
                return  # the second press of a double click: one choice, not two
        self.act(lambda: self.click(target))

    @action()
    def click(self, target: Any) -> Feedback | None:
        """What a click on ``target`` (what the board's hit test gives) means now."""
        game = self.shown
        why = self.refuse_input(game)
        if why:
            self.say(html.escape(why), "warning")
            return None
        feedback = self.input.click(game, target)
        if feedback.kind == "refuse":
            self._last_press = (-1.0, object())  # a quick second try is a new press
        self.feed(feedback)
        return feedback

    def refuse_input(self, game: G) -> str:
        """Why a person may not enter a move in ``game`` now ('' when they may)."""
        why = self.ai.refuse_while_thinking()
        if why:
            return why
        if self.level is not None:
            why = self.level.refuse()
            if why:
                return why
        if game.is_over:
            return ""  # the input says the game is over
        if not self.ai.is_person(game.to_move):
            who = self.ai.who(game.to_move)
            return (f"It is the turn of {who}: press AI move or Play to let it move, or "
                    f"make {self.player_name(game.to_move)} a Person (Players).")
        return ""

    def feed(self, feedback: Feedback) -> None:
        """Show what an input did; a complete move is played."""
        self.refusal = feedback.where if feedback.kind == "refuse" else None
        self.board_override = None
        if feedback.kind != "refuse":
            self.ai.hint = None  # the person's own choice replaces the hint's marks
        if feedback.kind == "move":
            self.play(feedback.move)
        elif feedback.kind == "refuse":
            if self.level is not None and feedback.move is not None:
                self.input.reset()
                self.level.play(feedback.move)  # the level says which rule it broke
                return
            self.say(html.escape(feedback.text), "warning")
        else:
            self.say(html.escape(feedback.text))

    @action()
    def enter(self, method: str, *args: Any) -> Feedback | None:
        """Call the input's ``method`` (a game's own button: Submit, Turn, Cancel...)
        with the position shown, and show what it did."""
        game = self.shown
        why = self.refuse_input(game)
        if why and method != "cancel":
            self.say(html.escape(why), "warning")
            return None
        if method == "cancel":
            feedback = self.input.cancel()
        else:
            feedback = getattr(self.input, method)(game, *args)
        self.feed(feedback)
        return feedback

    def cancel(self) -> None:
        """Clear the choice being entered."""
        self.act(lambda: self.enter("cancel"))

    def on_key(self, key: str) -> None:
        """A key pressed while the app has the focus (see :mod:`.keys`); anything
        that is not the name of a key does nothing."""
        if not isinstance(key, str) or not key:
            return
        key = key if len(key) > 1 else key.lower()
        if key == "Escape":
            self.enter("cancel")
        elif key == "ArrowLeft":
            self.review(self.view_index - 1)
        elif key == "ArrowRight":
            self.review(self.view_index + 1)
        elif key in self.game_keys:
            getattr(self, self.game_keys[key])()

    def _play_typed(self) -> None:
        text = self.move_box.value.strip()
        if not text:
            self.say("Type a move in notation first (the list shows the legal ones).",
                     "warning")
            return
        try:
            move = self.shown.parse(text)
        except (GameError, ValueError) as err:
            self.say(html.escape(str(err)), "warning")
            return
        why = self.refuse_input(self.shown)
        if why:
            self.say(html.escape(why), "warning")
            return
        self.play(move)

    # ---------------------------------------------------------------- playing --
    @action()
    def play(self, move: Any) -> bool:
        """A person's ``move`` at the position shown: refused with the reason when it is
        not legal there; from an earlier position, after asking, the later moves go."""
        game = self.shown
        why = self.refuse_input(game)
        if why:
            self.say(html.escape(why), "warning")
            return False
        try:
            cast(Any, game).check(move)  # every engine says why a move is not legal
        except (GameError, TypeError) as err:
            self.say(html.escape(str(err)), "warning")
            return False
        return self.play_here(lambda: self.play_move(move))

    def play_here(self, action: Callable[[], Any]) -> bool:
        """Run ``action`` at the position shown: at once at the end of the game; from an
        earlier position only after asking, since the later moves are dropped first."""
        later = len(self.game.history) - self.view_index
        if not later:
            action()
            return True
        frozen = self.frozen()
        if frozen:
            self.say(html.escape(frozen), "warning")
            return False
        index, game = self.view_index, self.game

        def discard_and_go_on() -> None:
            if self.game is not game:
                self.say("The game changed meanwhile: nothing was discarded.", "warning")
                return
            self.truncate(index)
            action()

        self.ask(f"Play here and discard the {moves_words(later).replace('move', 'later move')}?",
                 discard_and_go_on)
        return False

    def play_move(self, move: Any, *, estimate: float | None = None) -> list[Any]:
        """Play ``move`` at the end of the game (a person's or an AI's), show it (in a
        notebook, animated), say what it did; the AI to move gets its turn."""
        game = self.game
        mover = game.to_move
        if self.level is not None and self.ai.is_person(mover):
            return self.level.play(move)  # the level judges it and plays the replies
        before = game.clone() if self.shows_moves() and self.tasks.can_start() else None
        events = game.play(move)
        self.input.reset()
        self.ai.hint = None
        self.refusal = None
        self._follow(estimate)
        words = self.describe_move(game, mover, move, events)
        self._log_move(mover, move, words)
        self.after_move(mover, events)
        self.sound.play(self._sound_of(mover, events))
        if before is not None:
            frames = self.frames(before, move, events)
            if frames is not None:
                self.animating = True
                self._frames = frames
                self.tasks.start("animation", lambda: self._animate(frames))
        self.ai.schedule()
        return events

    def _sound_of(self, mover: Any, events: list[Any]) -> str:
        """The sound after a move: success or failure when it ended the game (for the
        people at the screen), a capture, or a move."""
        game = self.game
        if game.is_over:
            people = [p for p in self.player_ids(game) if self.ai.is_person(p)]
            winners = game.outcome.winners if game.outcome is not None else ()
            lost = bool(people) and not any(p in winners for p in people)
            return "failure" if lost else "success"
        return "capture" if self.captures(events) else "move"

    def _log_move(self, mover: Any, move: Any, words: str) -> None:
        """The message after a move: the moves since a person last moved, each with
        what it did (a person sees their own move and the AI's reply together).

        ``words`` name the mover first ("Red played 527@52: ..."); an AI's name gets the
        AI's strength after it."""
        if self.ai.is_person(mover):
            self._log = []
        name = self.player_name(mover)
        words = words or f"{name} played {self.game.notation(move)}."
        if words.startswith(name) and not self.ai.is_person(mover):
            words = self.ai.who(mover) + words[len(name):]
        self._log = [*self._log, self.coloured(html.escape(words))][-3:]
        self.say("<br>".join(self._log))

    async def _animate(self, frames: Iterator[float]) -> None:
        """Show a move frame by frame; a frame :data:`STEP` waits for Next."""
        try:
            for pause in frames:
                self.canvas.draw_now()
                if pause == STEP:
                    self._step_event = asyncio.Event()
                    self.refresh_controls(self.shown, self.view(self.shown))
                    await self._step_event.wait()
                    self._step_event = None
                else:
                    await asyncio.sleep(pause)
        finally:
            close = getattr(frames, "close", None)
            if close is not None:
                close()  # the game's frames clean up (a half-turned ring) at once
            self._step_event = None
            self.animating = False
            self.refresh()

    @property
    def stepping(self) -> bool:
        """True while a move is shown step by step and waits for Next."""
        return self._step_event is not None

    @action(animating=True)
    def next_step(self) -> None:
        """Show the next step of a move shown step by step."""
        if self._step_event is None:
            self.say("No move is being shown step by step.", "warning")
            return
        self._step_event.set()

    def finish_showing(self) -> None:
        """Skip the rest of a move being shown (its result is on the board at once)."""
        frames, self._frames = self._frames, None
        if frames is not None and hasattr(frames, "close"):
            frames.close()  # at once: the game's frames put the board back in order
        self.tasks.cancel("animation")
        self._step_event = None
        self.animating = False

    def _follow(self, estimate: float | None = None) -> None:
        """The game changed at its end: statistics, estimates and review follow."""
        n = len(self.game.history) + 1
        if len(self._stats) > n:
            del self._stats[n:]
            self._stats[-1] = self.statistics(self.game)
        elif len(self._stats) == n - 1:
            self._stats.append(self.statistics(self.game))
        elif len(self._stats) != n:
            self._rebuild_statistics()
        self.review_bar.set_length(len(self.game.history))
        self.ai.follow(estimate)

    def _rebuild_statistics(self) -> None:
        trial = self.game.clone()
        stats: list[Any] = [None] * (len(trial.history) + 1)
        while True:
            stats[len(trial.history)] = self.statistics(trial)
            if not trial.history:
                break
            trial.undo()
        self._stats = stats

    @property
    def statistics_series(self) -> list[Any]:
        """:meth:`statistics` of every position of the game (index = moves)."""
        return self._stats

    @property
    def win_probabilities(self) -> list[float | None]:
        """The estimated chance of the first player after each move (None: unknown)."""
        return list(self.ai.estimates[1:])

    def truncate(self, index: int) -> None:
        """Drop the moves after ``index`` (and an ending by resignation)."""
        self.ai.stop_all()
        while len(self.game.history) > index or self._resigned():
            self.game.undo()
        self._follow()

    def _resigned(self) -> bool:
        outcome = self.game.outcome
        return outcome is not None and outcome.reason == "resignation"

    # ---------------------------------------------------------------- actions --
    @action(animating=True)
    def undo(self) -> None:
        """Take back the last move - and, when a person plays, the AI moves since that
        person's last move; with AIs only, the AIs then wait (paused)."""
        frozen = self.frozen()
        if frozen:
            self.say(html.escape(frozen), "warning")
            return
        if not self.game.history and not self._resigned():
            self.say("Nothing to undo.", "warning")
            return
        self.ai.stop_all()
        if self.animating:
            self.finish_showing()
        taken = [self._take_back()]
        people = any(self.ai.is_person(p) for p in self.player_ids(self.game))
        if people:
            while self.game.history and not self.ai.is_person(self.game.to_move):
                taken.append(self._take_back())
        else:
            self.ai.paused = True
        self.input.reset()
        self._log = []
        self._follow()
        words = ", ".join(html.escape(t) for t in reversed(taken))
        self.say(f"Took back {words}." + (" The AIs are paused: AI move or Play."
                                          if not people else ""))
        self.ai.schedule()

    def _take_back(self) -> str:
        """Undo the last move (or resignation) of the game; its words."""
        taken = self.game.undo()
        return "the resignation" if taken is RESIGNATION else self.game.notation(taken)

    @action(animating=True)
    def review(self, index: Any) -> None:
        """Show the position after ``index`` moves (0: the start)."""
        if not is_integer(index):
            self.say(f"A board to review is a number of moves, not {html.escape(describe(index))}.",
                     "error")
            return
        index = max(0, min(int(index), len(self.game.history)))
        if self.animating:
            self.finish_showing()
        if self.review_bar.index != index:
            self.review_bar.go(index)  # calls back here (within this action)
            return
        self.input.reset()
        self.refusal = None
        self.ai.reviewed(index)
        total = len(self.game.history)
        if index < total:
            game = self.shown
            mover = (f" {html.escape(self.player_name(game.to_move))} is to move here:"
                     if not game.is_over else "")
            self.say(f"Reviewing the board after move {index} of {total}.{mover} a move "
                     "(a person's, or AI move) plays on from here after asking; ⏭ goes back "
                     "to the latest move.")
        else:
            self.say(f"Back at the latest move (move {total})." if total
                     else "Back at the start.")

    @action()
    def new_game(self) -> None:
        """A new game with the settings of the New game tab (asks first when a game or
        a match would be lost)."""
        try:
            game = self.game_from_setup()
        except (GameError, ValueError, TypeError) as err:
            self.say(f"Cannot start that game: {html.escape(str(err))}", "error")
            return
        loses = self.replacing_loses()
        if loses:
            self.ask(f"Abandon {loses} and start a new one?",
                     lambda: self.replace_game(game, words="New game."))
            return
        self.replace_game(game, words="New game.")

    def replace_game(self, game: G, *, words: str = "", name: str | None = None,
                     record: Record | None = None, mark: FileMark | None = None) -> None:
        """Put ``game`` on the board (a new game, or one loaded from ``record``, file
        ``name`` read as ``mark``): everything follows it."""
        if self.animating:
            self.finish_showing()
        self.ai.stop_all()
        old = self.game
        self.game = game
        self.input.reset()
        self.refusal = None
        self._log = []
        self.loaded_record = record
        self.file_mark = mark
        self.filename.value = name if name is not None else self._fresh_name()
        if self.player_ids(game) != self.player_ids(old):
            self.ai.reseat(self.seats_for(game))
        self.ai.new_game(self.estimates_from(record))
        note = self.game_review.loaded(record)
        self.restore_from_record(record)
        self._rebuild_statistics()
        self.review_bar.set_length(len(game.history))
        if self.board_aspect(game) != self.board_aspect(old) or self.board_changed(old, game):
            self.fit.set_limits(aspect=self.board_aspect(game), board_max=self.board_max(game))
            if not self.fit.available:
                self.resize_board(min(self.canvas.pixels[0], self.board_max(game)))
        if note:
            self.say(f"{words} {note}".strip(), "warning")
        else:
            self.say(words)
        self.ai.schedule()

    # ------------------------------------------------------------------ asking --
    def ask(self, question: str, on_yes: Callable[[], Any],
            on_no: Callable[[], Any] | None = None) -> None:
        """Ask ``question`` (plain text) under the board; ``on_yes`` runs on Yes."""
        def declined() -> None:
            if on_no is not None:
                on_no()
            else:
                self.say("Nothing changed.")

        self.message.value = ""
        self.questions.ask(question, on_yes, declined)

    def _answered(self, yes: bool) -> None:
        self.questions.answer(yes)
        self.ai.schedule()  # an AI waited for the answer

    def replacing_loses(self) -> str:
        """What replacing the game would lose, in words ('' when nothing): an unfinished
        game with moves (a game's app may add more, e.g. a match)."""
        game = self.game
        if game.history and not game.is_over:
            return f"this unfinished game ({moves_words(len(game.history))})"
        return ""

    # ------------------------------------------------------------------- graph --
    @property
    def graph_shown(self) -> bool:
        return bool(self.graph_toggle.value)

    def _graph_toggled(self) -> None:
        if self.graph_shown:
            if self.graph_canvas is None:
                width = self.canvas.pixels[0]
                self.graph = EvaluationGraph(figsize=(width / 100, 2.4),
                                             style=GraphStyle(background=self.background))
                self.graph_canvas = BoardCanvas(self.graph.figure, self.canvas.interactive)
                self.graph_canvas.mpl_connect("button_press_event", self._graph_pressed)
                self.graph_box.children = (self.game_review.widget, self.graph_canvas.widget)
            show(self.graph_box, True)
            self.ai.fill_estimates()
        else:
            show(self.graph_box, False)
            self.tasks.cancel("estimate")

    def refresh_graph(self) -> None:
        """Redraw the graph (when shown) for the game and the position shown."""
        if not self.graph_shown or self.graph is None or self.graph_canvas is None:
            return
        turns = list(range(len(self._stats)))
        series, styles, ylabel = self.graph_series(self._stats)
        first = self.player_ids(self.game)[0]
        win = list(self.ai.estimates[:len(turns)])
        marks, line, band = self.game_review.graph_marks()
        if line is not None:  # the analysis's line where it has one
            win = [a if a is not None else b for a, b in
                   zip(line + [None] * (len(win) - len(line)), win)]
        self.graph.update(turns, series, styles, marker_at=self.view_index, ylabel=ylabel,
                          win=win, win_label=f"{self.player_name(first)}'s chance to win",
                          marks=marks, band=band)
        self.graph_canvas.refresh()

    def _graph_pressed(self, event: Any) -> None:
        """A click on the graph: the board at that move (see :mod:`.analysis_view`)."""
        graph = self.graph
        if graph is None or getattr(event, "inaxes", None) not in (graph.ax, graph.win_ax):
            return
        if getattr(event, "button", 1) not in (None, 1) or getattr(event, "dblclick", False):
            return
        index = graph.move_at(getattr(event, "xdata", None), len(self.game.history))
        if index is not None:
            self.act(lambda: self.game_review.graph_clicked(index), animating=True)

    # ------------------------------------------------------------------- hints --
    def show_hint(self) -> None:
        """The Hint button (see :class:`~.ai_turns.AITurns`)."""
        self.act(self.ai.show_hint)

    def hint_ready(self, game: G, hint: Hint) -> None:
        """The hint's move becomes the choice on the board; the message says it."""
        move = hint.choice.move
        feedback = self.input.preselect(game, move)
        chances = chances_words(self.hint_chances(game, hint))
        words = f"Hint (AI {hint.strength}): {html.escape(game.notation(move))}."
        if chances:
            words += f" {html.escape(self.player_name(hint.player))}'s chances: {chances}."
        if feedback is not None and feedback.text:
            words += f" {html.escape(feedback.text)}"
        self.say(words)

    def hint_chances(self, game: G, hint: Hint) -> float | None:
        """The mover's winning chance the hint's message gives (the search's value)."""
        value = hint.choice.value
        return None if value is None else float(value)

    # ------------------------------------------------------------------- seats --
    @property
    def seats(self) -> dict[Any, str]:
        return self.ai.seats

    def set_seat(self, player: Any, seat: str) -> None:
        """Let ``seat`` play ``player`` from now on."""
        self.act(lambda: self.ai.set_seat(player, seat))

    def is_person(self, player: Any) -> bool:
        return self.ai.is_person(player)

    def run_ai(self, max_moves: int = 10_000) -> int:
        """Play the AI's moves at once until a person is to move (scripts, tests)."""
        return self.act(lambda: self.ai.run_ai(max_moves)) or 0

    def ai_move(self) -> None:
        self.act(self.ai.ai_move)

    def stop_thinking(self) -> None:
        self.act(self.ai.stop, asking=True)

    def toggle_pause(self) -> None:
        self.act(self.ai.toggle_pause, asking=True)

    @property
    def hint(self) -> Hint | None:
        return self.ai.hint

    @property
    def thinking_indicator(self):
        return self.ai.indicator

    def player_for_seat(self, game: G, seat: str) -> Player:
        """A new computer player for ``seat`` (a strength, or "random") in ``game``: the
        package's one factory, :func:`~ringworld_nb.core.players.make_player`, seeded
        with the app's seed (so a game against the AI can be played again the same way)."""
        return make_player(game, seat, seed=getattr(self, "seed", 0))

    def seats_for(self, game: G) -> dict[Any, str]:
        """Who plays a game whose players differ from the last one's: a person first,
        the easy AI for the others."""
        players = self.player_ids(game)
        return {p: "person" if i == 0 else "easy" for i, p in enumerate(players)}
