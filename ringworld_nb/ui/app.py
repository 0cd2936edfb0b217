"""``GameApp``: the app every game is played in, composed of parts.

An app is the game (:class:`~.model.GameModel`, no widgets) and parts, each with one job
and a small protocol of what it needs (its *host*, which the app is):

* the flow (:mod:`.flow`): every user action enters at one place, is refused while a
  question waits or a move is being shown, runs, and ends in one refresh;
* the board (:mod:`.board_view`) and the person's input (:mod:`.board_input`: clicks,
  the game's own buttons, a typed move) through the game's input state machine;
* the AI's turns and the seats (:mod:`.ai_turns`), hints (:mod:`.hints`), the graph
  (:mod:`.graph_view`) and its estimates (:mod:`.estimates`), the review
  (:mod:`.analysis_view`), files (:mod:`.game_files`), the animation of a move
  (:mod:`.animation`), questions (:mod:`.questions`), keys (:mod:`.keys`), the layout
  (:mod:`.layout`), sound (:mod:`.sound`).

A game's app derives from :class:`GameApp` and says only what is particular to it (the
section "what a game's app says" below): its engine and input machine, how to draw and
hit its board, the marks and words of a position (the game's ``draw.view``), its
players' names and colours, its own buttons, the graph's numbers. Everything else - seats
and thinking, undo, review, questions, files, the graph, keys, layout - is the same for
every game.

An app *is* a widget (an ipywidgets ``VBox``): leave it as the last expression of a
cell to show it.
"""

from __future__ import annotations

import dataclasses
import html
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar

import ipywidgets as w

from ..core.errors import GameError
from ..core.inputs import Feedback
from ..core.players import Player, make_hint_player, make_player
from ..core.protocol import Game
from ..core.record import Record
from ..core.registry import spec_of
from ..core.validate import describe, is_integer
from ..core.view import TwinCell, View
from ..core.words import rule_words
from .addresses import ADDRESSES_KEY, AddressesToggle
from .ai_turns import AITurns, chances_words
from .analysis_view import REVIEW_PX, GameReview
from .animation import STEP, Animator
from .announce import Announcer
from .autosave import GameKeeper
from .board_input import BoardInput
from .board_view import BoardShape, BoardView
from .canvas import CANVAS_FRAME_PX
from .controls import (
    APP_CLASS,
    APP_CSS,
    LINE_WORDS_CLASS,
    RINGED_ASIDE,
    button,
    enable,
    plain_text,
    player_name_html,
    rest_buttons,
    row,
    show,
    spoken_text,
    steady,
    wake_buttons,
)
from .estimates import Estimates
from .files import FileMark, moves_words
from .flow import ANSWER_FIRST, Flow, action
from .game_files import LOAD_ERRORS, GameFiles
from .graph_view import GRAPH_CLASS, GRAPH_TOGGLE_CLASS, GraphView
from .hints import PLAY_KEY, Hints
from .keyboard import Keyboard
from .keys import KeyCatcher
from .layout import AppLayout, GamePanel, Panel
from .loop import LoopRunner
from .model import GameModel
from .questions import NO_KEY, YES_KEY, QuestionBar
from .record_list import RecordList, record_lines
from .resync import send_again
from .review import ReviewBar
from .setup_form import SetupForm
from .sound import SoundPlayer
from .trainer import Trainer, open_trainer, trainer_keys
from .twin import TWIN_CLASS, TextTwin

#: The prompt of a reviewed board: a move there plays on from an earlier position (the
#: later moves go: the app asks first). One short sentence, the same at every position
#: (read once while a review goes from mistake to mistake); the game's own prompt follows
#: it once a move is begun there.
PLAY_ON_WORDS = "Play a move here to play on from this position."

__all__ = ["GameApp", "LOAD_ERRORS", "STEP", "LINE_SECONDS", "action", "chances_words"]

#: Seconds between two moves of a line shown (a trainer's reply, Show me).
LINE_SECONDS = 1.3

G = TypeVar("G", bound=Game)
_KIND_COLOUR = {"info": "inherit", "warning": "#c77800", "error": "#d0342c"}


#: The review's keys: the next and the previous mistake (the buttons' own; a newcomer by
#: keyboard reached Next mistake by 4 Tabs).
NEXT_MISTAKE_KEY, PREVIOUS_MISTAKE_KEY = ".", ","
#: The review's key for the next of a mistake's lines (its buttons: After the best move,
#: After the move played, ...), opened after its first move.
NEXT_LINE_KEY = "/"

#: The keys every app catches (besides the game's own): see :meth:`GameApp.app_keys`.
APP_KEYS = ("?", "Escape", "ArrowLeft", "ArrowRight", "Home", "End", "h", PLAY_KEY, "u",
            "a", "p", "g", "t", "m", "v", NEXT_MISTAKE_KEY, PREVIOUS_MISTAKE_KEY,
            NEXT_LINE_KEY)

#: Said when Escape leaves the text board for the app (nothing chosen to clear).
LEFT_BOARD_WORDS = "Left the board: t goes back to it."

#: Said with the game's words once a game is over and not analysed: where Analyse is.
ANALYSE_WORDS = "Analyse (key v) judges every move and finds the mistakes."


class GameApp(w.VBox, Generic[G]):
    """The app every game's app is (see the module docstring)."""

    # ------------------------------------------------- what a game's app says --
    # Each hook says whether a game's app must give it (Required) or may (Optional, with
    # what it gets by default); the docs' API reference lists them so.
    #: Required: the engine class (its ``from_record`` loads records).
    game_class: Any = None
    #: Required: the input state machine's class (clicks -> Feedback,
    #: :class:`~ringworld_nb.core.inputs.InputMachine`).
    input_class: Any = None
    #: Optional: the stem of the file names the app offers (``ringworld_game`` ->
    #: ..._2.json). Default: ``"game"``.
    file_stem = "game"
    #: Optional: the name of the game in words, for the title. Default: ``"Game"``.
    title = "Game"
    #: Optional: the players' names by the game's player ids. Default: none (a player
    #: is called by its id).
    player_names: ClassVar[Mapping[Any, str]] = {}
    #: Optional: the players' colours (CSS) by the game's player ids. Default: none (the
    #: text's own colour).
    player_colours: ClassVar[Mapping[Any, str]] = {}
    #: Optional: the board's background colour. Default: ``"#06080c"``.
    background = "#06080c"
    #: Optional: a quick second press on the same spot counts once (a double click is
    #: one click). Default: True.
    double_press_is_one = True
    #: Optional: the board's smallest and largest width in px. Default: ``(320, 760)``.
    board_px = (320, 760)
    #: Optional: the height of the play panel's first part under the board (narrow
    #: columns), in px. Default: 200.
    under_px = 200
    #: Optional: "Random" among the seats. Default: False.
    random_seats = False
    #: Optional: the seconds a move is shown (0: no animation). Default: 0.
    animation = 0.0
    #: Optional: how many moves the message tells (a person's move and the replies to
    #: it). Default: 3.
    log_lines = 3
    #: Optional: the board writes its places' addresses when asked (``View.addresses``):
    #: the app shows the Addresses toggle (:mod:`.addresses`) and catches its key.
    #: Default: False.
    board_addresses = False

    def __init__(self, game: G, *, seats: Sequence[str], pace: float,
                 interactive: bool | None, size_px: int) -> None:
        super().__init__(layout=w.Layout(width="100%", max_width="100%"))
        self.add_class(APP_CLASS)
        self.tasks = LoopRunner()
        self.model: GameModel[G] = GameModel(game, self.statistics)
        self.message = w.HTML()
        self.message.add_class("rwnb-words")
        self.message.add_class("rwnb-message")
        self.questions = QuestionBar(self._answered)
        self.animator = Animator(self.tasks, draw=lambda: self.board.draw_now(),
                                 refresh=lambda: self.refresh(),
                                 hold=lambda: self.board.lock)
        self.flow = Flow(refresh=self.refresh, say=self.say,
                         asking=lambda: self.questions.pending,
                         animating=lambda: self.animator.active, owner=self.tasks.owner)
        self.tasks.on_failure = lambda _name, error: self.flow.report_bug(error)
        self.input = self.input_class()
        #: what a refused click or a trainer's wrong move is about (ringed on the board)
        self.refusal: Any = None
        #: where a trainer asks to look as its position opens (ringed until a move)
        self.look_at: Any = None
        #: a board shown instead of the game's (a wrong move's, a line of the review),
        #: until the next click, move or review
        self.board_override: Any = None
        #: the game's buttons rested while a line is shown, and their states before
        self._rested: list[tuple[w.Widget, bool]] = []
        #: (mover, notation) of the move of a line being shown (:meth:`show_line`)
        self._line_move: tuple[Any, str] | None = None
        #: a move proposed to the person (a hint's, the best of a reviewed mistake),
        #: entered as their choice and drawn by the game's view where a choice is not
        self.proposed: Any = None
        #: the trainer on this app (:mod:`.trainer`), or None
        self.trainer: Trainer | None = None
        #: a calm first view (a trainer's - a puzzle): a game whose board marks many
        #: moves may keep them back until the person starts a move or asks for them
        self.calm_marks = False
        self.board = BoardView(self, game, size_px, interactive)
        self.ax = self.board.ax
        self.figure = self.board.figure
        self.new_artist(game)
        self.canvas = self.board.show(interactive)
        self.board_input = BoardInput(self, self.input, self.ax,
                                      double_press_is_one=self.double_press_is_one)
        self.canvas.mpl_connect("button_press_event", self.board_input.pressed)
        self.ai = AITurns(self, list(seats), pace, random=self.random_seats)
        self.hints = Hints(self, self.ai, enter=self.propose)
        self.files = GameFiles(self, self.file_stem)
        #: the game kept in the user's data folder after every move (:mod:`.autosave`)
        self.keeper = GameKeeper(self, spec_of(game).name, record=self.files.record,
                                 offer_file=self.files.offer)
        self.files.on_saved = self.keeper.saved
        self.game_review = GameReview(self, mark=self._mark_move,
                                      show_board=self._show_board,
                                      show_graph=lambda: self.graph_view.show(),
                                      open_trainer=lambda name, **options: open_trainer(
                                          name, self, **options))
        # (its words under a line's buttons wrap in the board's column: controls.APP_CSS)
        self.game_review.line_words.add_class(LINE_WORDS_CLASS)
        self.estimates = Estimates(self, shown=lambda: self.graph_view.shown,
                                   redraw=lambda: self.graph_view.refresh(),
                                   done=lambda: self.graph_view.worked_out(),
                                   given=lambda: self.game_review.graph_marks()[1])
        self.graph_view = GraphView(self, self.game_review, self.estimates,
                                    width=self.canvas.pixels[0],
                                    interactive=self.canvas.interactive)
        self.status_html = w.HTML()
        self.status_html.add_class("rwnb-status")
        self.prompt_html = w.HTML()
        self.prompt_html.add_class("rwnb-words")
        self.prompt_html.add_class("rwnb-prompt")
        self.undo_button = button("Undo", self.undo, "Take back your last move", icon="undo")
        #: Analyse in view where a game ends (the review's own sits above the graph)
        self.analyse_button = button("Analyse", self.analyse_game,
                                     "Let the AI judge every move of the game (key v)",
                                     icon="search")
        self.review_bar = ReviewBar(self.review)
        self.record_list = RecordList(self.review, width="100%",
                                      notation=rule_words(spec_of(game).name).notation)
        self.sound = SoundPlayer()
        #: the places' addresses written on the board, or not (:mod:`.addresses`)
        self.addresses = AddressesToggle(self.addresses_switched)
        show(self.addresses.widget, self.board_addresses)
        self.key_catcher: KeyCatcher = KeyCatcher(
            self.on_key, [*APP_KEYS, *([ADDRESSES_KEY] if self.board_addresses else []),
                          *self.game_keys()],
            focus={"m": ".rwnb-field-move input",
                   "t": f".{TWIN_CLASS} button[tabindex='0']",
                   # g pressed inside the graph hides it: the focus goes to its toggle,
                   # not to the page (pressed elsewhere, it stays where it is)
                   "g": f":scope:has(.{GRAPH_CLASS}:focus-within) .{GRAPH_TOGGLE_CLASS}"},
            on_unknown=self.unknown_key, name=self.app_name(), owner=self.tasks.owner,
            on_rendered=self.resync)
        self.key_catcher.name_picture("graph", "The graph of the game (key g says it in words)")
        self.graph_view.on_words = lambda words: self.key_catcher.name_picture("graph", words)
        #: the board as text, for the keyboard and screen readers (:mod:`.twin`)
        self.twin = TextTwin(self.click, self.escape_board)
        self.graph_view.say = self.twin.say  # (the graph's words, once worked out)
        #: what the live region has read (it reads only what is new)
        self._announcer = Announcer()
        #: the keys, their list and the move box's questions (:mod:`.keyboard`)
        self.keyboard = Keyboard(self, table=self.app_keys, status=lambda: " ".join(
            plain_text(p) for p in (self.status_html.value, self.prompt_html.value) if p))
        self.board_input.answer = self.keyboard.answer
        self.setup = SetupForm(spec_of(game).options, self.new_game)
        self.new_button = self.setup.button
        # the text boxes are read as shown when a button is clicked (no lost keystrokes)
        self.key_catcher.field("file-name", self.files.name_box)
        self.key_catcher.field("move", self.board_input.move_box,
                               on_enter=self.board_input.play_typed, empty_on_enter=True)
        for name, control in self.setup.widgets.items():
            if isinstance(control, w.IntText):
                self.key_catcher.field("option-" + name.replace("_", "-"), control)
        for name, pressed in (("save", self.files.save_button),
                              ("load", self.files.load_button),
                              ("play", self.board_input.move_button),
                              ("new-game", self.new_button)):
            self.key_catcher.presses(name, pressed)

    # ------------------------------------------------------------------ layout --
    def _assemble(self) -> None:
        """Lay the parts out (after the game's app made its own), then show the game."""
        own = self.panel()
        self.game_panel = own
        panel = Panel(
            title=self.title_of(self.game),
            play=[steady(w.VBox([self.status_html, self.prompt_html])), *own.controls,
                  self.board_input.typed, self.questions.widget, self.message,
                  self.ai.indicator.widget,
                  row(self.hints.button, self.ai.ai_move_button, self.ai.pause_button),
                  row(self.undo_button, *own.beside_undo, self.analyse_button,
                      self.graph_view.toggle, self.sound.toggle, self.twin.toggle,
                      self.addresses.widget)],
            info=list(own.info), review_bar=self.review_bar.widget,
            tabs={"Players": self.ai.seat_widgets(),
                  "Record": self.record_list.box,
                  "New game": self.setup.widget,
                  "Files": w.VBox([self.files.widget(), self.keeper.widget]),
                  **own.tabs},
            board=self.canvas.widget, graph=self.graph_view.box,
            under_board=[self.twin.widget])
        frame = CANVAS_FRAME_PX if self.canvas.interactive else 0
        self.layout_parts = AppLayout(panel, on_board_width=self._board_resized,
                                      board_px=self.canvas.pixels[0],
                                      board_min=self.board_px[0],
                                      board_max=self.widest(self.game),
                                      under=self.under_px,
                                      aspect=self.board_shape(self.game).aspect,
                                      frame=frame)
        self.fit = self.layout_parts.fit
        self.graph_view.toggle.observe(lambda _: self._review_room(), names="value")
        self.tabs = self.layout_parts.tabs
        self.title_html = self.layout_parts.title
        children: list[w.Widget] = [w.HTML(APP_CSS), self.key_catcher.widget, self.sound.box,
                                    self.layout_parts.widget, self.game_review.trainer_box]
        if self.canvas.hint is not None:
            children.insert(2, self.canvas.hint)
        self.children = children
        spec_of(self.game).warm_up()
        self.refresh()
        self.ai.schedule()
        loop = self.tasks.owner.loop
        if loop is not None:  # once the cell that made the app is done (and a trainer on)
            loop.call_soon(self.offer_kept_game)

    def resync(self) -> None:
        """The page has made this app's view: send all its widgets' state again, since
        a change made while the page loaded them (an AI's first move) was dropped there
        (see :mod:`.resync`). Runs on the app's loop (the message is handed over)."""
        send_again(self)

    @action()
    def offer_kept_game(self) -> None:
        """Ask to resume an unfinished game left by a kernel that no longer runs (see
        :mod:`.autosave`); nothing when there is none, or a trainer plays the app."""
        self.keeper.offer()

    def _review_room(self) -> None:
        """The graph shown or hidden: the board leaves room under it for the review
        (:data:`~.analysis_view.REVIEW_PX`), so that the board, the review's words and
        its buttons are in view together; hidden, the board takes the room again."""
        self.fit.set_limits(below=REVIEW_PX if self.graph_view.shown else 0)

    @classmethod
    def for_trainer(cls) -> GameApp:
        """An app for a trainer (levels, puzzles, mistakes): two people at one screen
        (the trainer's opponent is its script)."""
        return cls(seats=("person", "person"))  # type: ignore[call-arg]

    def attach_trainer(self, trainer: Trainer) -> None:
        """Play ``trainer`` on this app (:mod:`.trainer`): its goal above the board, its
        list in a tab instead of the players, new games and files; a person's move goes
        to the trainer, and its refresh runs with the app's."""
        self.trainer = trainer
        # the trainer's own keys (Next level, Retry) join the app's: caught and listed
        extra = [k for k in trainer_keys(trainer) if k not in self.key_catcher.widget.catch]
        self.key_catcher.widget.catch = [*self.key_catcher.widget.catch, *extra]
        self.layout_parts.attach_trainer(
            trainer.bar, trainer.contents, trainer.title,
            hidden=[*self.ai.trainer_hidden(), self.hints.button, self.undo_button,
                    self.analyse_button,
                    self.graph_view.toggle, self.game_review.widget,
                    *self.game_panel.beside_undo])

    def show_position(self, game: G, words: str = "", *, look_at: Any = None) -> None:
        """Put a trainer's ``game`` on the board, people in every seat, and say
        ``words`` (the file name is kept: a trainer's positions are not saved). The move
        box is emptied: what was typed for the last position means nothing here.
        ``look_at`` (a place as the input machine names it) is ringed in dotted yellow
        until the next move: where the trainer asks to look."""
        self.board_override = None
        self.refusal = None
        self.board_input.move_box.value = ""
        self.replace_game(game, words="", name=self.files.name_box.value)
        self.look_at = look_at
        self.ai.reseat({p: "person" for p in self.player_ids(game)})
        self.say(words)

    def show_line(self, start: G, played: Sequence[tuple[Any, Sequence[Any]]], *,
                  hold_last: bool = False, last_seconds: float = LINE_SECONDS,
                  then: Callable[[], Sequence[tuple[Any, Sequence[Any]]]] | None = None,
                  ) -> bool:
        """Show ``played`` - (move, events) pairs - one after the other from ``start``
        (a copy), each as this app shows a move, a moment between them (and after the
        last with ``hold_last``: ``last_seconds``, time to read what it did). ``then``,
        when given, is called once ``played`` is on the board and gives the moves that
        follow: a search for a reply runs after the move it answers is in view, not
        before its first picture. Nothing without an event loop (a script, a test):
        False then, and ``then`` is not called."""
        if not played or not self.animator.can_show():
            return False
        self.animator.show(self._line_frames(start, list(played),
                                             last_seconds if hold_last else 0.0, then))
        return True

    def _line_frames(self, start: G, played: list[tuple[Any, Sequence[Any]]],
                     last_seconds: float,
                     then: Callable[[], Sequence[tuple[Any, Sequence[Any]]]] | None = None,
                     ) -> Iterator[float]:
        position = start.clone()
        pending = list(played)
        try:
            while pending or then is not None:
                if not pending:
                    assert then is not None
                    follow, then = then, None  # (called once, whatever it raises)
                    pending = list(follow())
                    self._announce()  # its words, read now, not when the line is over
                    if not pending:
                        break
                move, events = pending.pop(0)
                # the words say the line's move, not the game's last one (the status
                # only: a whole refresh would count as one shown - see KeyCatcher)
                self._line_move = (position.to_move, position.notation(move))
                self.status_html.value = self.coloured(html.escape(self.showing_words()))
                shown = self.frames(position.clone(), move, list(events))
                if shown is not None:
                    yield from shown
                position.play(move)
                # the counts and the score follow the line's board
                view = self.view(position)
                self.refresh_controls(position, view)
                last = not pending and then is None
                if not last or last_seconds > 0:
                    self.draw(position, view)
                    yield last_seconds if last else LINE_SECONDS
        finally:
            self._line_move = None
            if then is not None:  # cut short before it: its words are said all the same
                then()

    def _board_resized(self, width: int) -> None:
        """The layout gives the board ``width`` px: redraw it at that size (holding the
        board's lock: no frame of the new size is rendered before the board is whole).
        The browser's width may arrive on another thread (a kernel subshell): the redraw
        is then handed over to the app's owner (:class:`~.loop.Owner`)."""
        if self.tasks.owner.elsewhere():
            self.tasks.owner.hand_over(lambda: self._board_resized(width))
            return
        with self.board.lock:
            self.board.resize(width, self.game)
            self.graph_view.resize(width)
            self.refresh()

    # ------------------------------------------------------------- the flow --
    def act(self, action: Callable[[], Any], *, asking: bool = False,
            animating: bool = False) -> Any:
        """Run ``action`` as a user action of this app (see :mod:`.flow`)."""
        return self.flow.act(action, asking=asking, animating=animating)

    def say(self, text: str, kind: str = "info") -> None:
        """The message under the status: ``text`` (HTML) in the colour of ``kind``
        (info, warning or error). The same words said again (a second key r: "The
        domino is turned.") are read out again."""
        value = f"<span style='color:{_KIND_COLOUR[kind]}'>{text}</span>"
        if value == self.message.value:
            self._announcer.repeat()
        self.message.value = value

    def say_status_again(self) -> None:
        """The live region reads the status once more at the next refresh, though it has
        not changed (a second → at a review line's end)."""
        self._announcer.repeat(status=True)

    def ask(self, question: str, on_yes: Callable[[], Any],
            on_no: Callable[[], Any] | None = None, *, yes: str = "go ahead",
            no: str = "change nothing") -> None:
        """Ask ``question`` (plain text) under the board; ``on_yes`` runs on Yes (key y),
        ``on_no`` on No (key n); ``yes`` and ``no`` say what each does, in a few words.
        The page puts the focus on Yes if it was in the app (:mod:`.keys`)."""
        self.message.value = ""
        self.questions.ask(question, on_yes, on_no or (lambda: self.say("Nothing changed.")),
                           yes=yes, no=no)
        self.key_catcher.asking(self.questions.words)

    @action(asking=True)
    def _answered(self, yes: bool) -> None:
        try:
            self.questions.answer(yes)
        finally:
            # the page takes the focus off the question's buttons, back to the board
            self.key_catcher.asking(self.questions.words)
        self.ai.schedule()  # an AI waited for the answer

    def coloured(self, text: str) -> str:
        """``text`` (HTML) with every player's name in bold, underlined in the player's
        colour (see :func:`~.controls.player_name_html`)."""
        names = {self.player_name(p): self.player_colour(p) for p in self.player_ids(self.game)}
        if not names:
            return text
        pattern = re.compile(r"\b(" + "|".join(re.escape(n) for n in names) + r")\b")
        return pattern.sub(lambda m: player_name_html(m.group(1), names[m.group(1)]), text)

    # ----------------------------------------------------------- positions --
    @property
    def game(self) -> G:
        """The game on the app."""
        return self.model.game

    @property
    def view_index(self) -> int:
        """Number of moves of the position shown (len(history) when at the end)."""
        return self.model.index

    @property
    def reviewing(self) -> bool:
        return self.model.reviewing

    @property
    def asking(self) -> bool:
        """True while a yes/no question waits."""
        return self.questions.pending

    @property
    def animating(self) -> bool:
        """True while a move is being shown."""
        return self.animator.active

    def person_to_move(self, game: G) -> bool:
        """True when a person at this screen may move in ``game`` now: it goes on, a
        person plays the player to move, and no trainer holds the board (a level done).
        The apps mark the moves on the board only then."""
        if game.is_over or not self.ai.is_person(game.to_move):
            return False
        return not (self.trainer is not None and self.trainer.refuse())

    @property
    def shown(self) -> G:
        """The game at the position shown (the game itself at the end)."""
        return self.model.shown

    # -------------------------------------------------------------- refresh --
    def refresh(self) -> None:
        """Redraw the board and every word and button for the position shown."""
        game = self.shown
        self.addresses.follow(self.addresses_by_default())
        view = self.with_addresses(self.view(game))
        line = self.board_override is not None  # a position off the game: a line's
        drawn = self.board_override if line else game
        drawn_view = view if drawn is game else self.with_addresses(self.view(drawn))
        if not self.animating:
            with self.board.lock:  # no frame of a board half drawn (see .canvas)
                self.draw(drawn, drawn_view)
                # (the move played is ringed on its own position, not along a line)
                self.board.mark(self.mark_where(self.refusal)
                                if self.refusal is not None and not line else None)
                self.board.look(self.mark_where(self.look_at) if self.look_at is not None
                                and self.refusal is None and not line else None)
                self.board.refresh()
            # the board first: the page paints it before it lays out the rest
            self.board.send_first(self.key_catcher.refresh_number + 1)
        note = ""
        status, prompt = drawn_view.status, ("" if line else view.prompt)
        if line:  # the words and the counts follow the board; nobody moves on it
            more = len(drawn.history) - len(game.history)
            last = self.game_review.step_words
            note = ("<i>A line of the review, not the game: the board after "
                    f"{more} more move{'s' if more != 1 else ''}"
                    f"{' (' + html.escape(last) + ')' if last else ''}.</i> ")
            if not drawn.is_over and self.game_review.stepping:
                status = f"{self.player_name(drawn.to_move)} would move next."
        elif not self.reviewing and self.offers_analysis():
            prompt = f"{prompt} {ANALYSE_WORDS}" if prompt else ANALYSE_WORDS
        if not line and self.reviewing:
            note = (f"<i>Reviewing: the board after move {self.view_index} of "
                    f"{len(self.game.history)}.</i> ")
            if not game.is_over and not self.ai.is_person(game.to_move):
                prompt = ""  # (an AI's turn of the past: nothing for the person to press)
            elif prompt and not game.is_over:
                # a move here is no longer the game's next move: say what it does (and
                # how to go on with it once one is begun)
                begun = not self.input.empty or self.proposed is not None
                prompt = f"{PLAY_ON_WORDS} {prompt}" if begun else PLAY_ON_WORDS
        elif not game.is_over and not self.ai.is_person(game.to_move):
            prompt = ""  # an AI's turn: nothing for the person to do, nothing to read
        if self.animating and not self.animator.stepping:
            # the words follow the board: while a move is shown, not yet whose turn it is
            status, prompt = self.showing_words(), ""
        held = self.trainer.refuse() if self.trainer is not None else ""
        if held and not line:  # (a level done: nobody moves, whatever the game would ask)
            status, prompt = held, ""
        self.status_html.value = note + self.coloured(html.escape(status))
        self.prompt_html.value = f"<i>{html.escape(prompt)}</i>" if prompt else ""
        wake_buttons(self._rested)  # (as they were before a line was shown)
        self.refresh_controls(drawn, drawn_view)
        # no move is entered on a line's board: the game's buttons rest meanwhile
        self._rested = (rest_buttons(self.game_panel.controls)
                        if line and self.game_review.stepping else [])
        self.refresh_buttons()
        self.review_bar.show(self.view_index, self.model.length)
        self.record_list.set_moves(self.record_lines(), self.view_index,
                                   self.move_words(self.view_index))
        if not self.canvas.interactive:
            self.board_input.refresh(game)
        self.game_review.refresh()
        self.graph_view.refresh()
        if self.trainer is not None:
            self.trainer.refresh()
        if not self.animating:  # the game kept, once a move is shown whole
            self.keeper.keep()
        self._refresh_twin(drawn, drawn_view)
        self.key_catcher.mark_shown()

    def addresses_by_default(self) -> bool:
        """Whether the board writes its addresses before the person chooses: as the
        trainer on the app says (the first levels), else in the review - an earlier
        position, the game over, an analysis of it."""
        if self.trainer is not None:
            return self.trainer.addresses
        return (self.reviewing or self.game.is_over
                or self.game_review.current() is not None)

    def with_addresses(self, view: View) -> View:
        """``view`` with the Addresses toggle's state (the game's artist honours it)."""
        on = self.board_addresses and self.addresses.on
        return view if view.addresses == on else dataclasses.replace(view, addresses=on)

    @action()
    def addresses_switched(self) -> None:
        """Addresses pressed: the board is drawn again with its addresses, or without."""
        self.say("The addresses are on the board." if self.addresses.on else
                 "The addresses are off the board.")

    def _refresh_twin(self, game: G, view: View) -> None:
        """The text twin shows what the board shows; its live region says what is new in
        the message, the status and the prompt (:mod:`.announce`)."""
        cells, rows = self.twin_cells(game, view)
        title = self.title_of(self.game)
        self.twin.show(cells, f"{title}: the board as text", rows)
        self.key_catcher.name_app(self.app_name())
        self.key_catcher.name_picture(
            "board", f"{title}: a picture of the board (the board as text, key t, has "
                     "every place in words)")
        self._announce()

    def _announce(self) -> None:
        """The live region says what is new in the message, the status and the prompt
        (:mod:`.announce`): after each refresh, and when words come while a line is
        shown (a puzzle's refutation, said once its reply is found)."""
        # only what is new: the message (and a question asked) and the status when they
        # change, of the prompt (the same for turn after turn) only the sentences not
        # read last time
        message = " ".join(part for part in (spoken_text(self.message.value),
                                             self.questions.words) if part)
        said = self._announcer.news(message, spoken_text(self.status_html.value),
                                    spoken_text(self.prompt_html.value))
        if said is not None:
            self.twin.say(said)

    def showing_words(self) -> str:
        """The status while a move is being shown: whose move, which (the turn after it
        is said once the board shows it)."""
        if self._line_move is not None:  # a line shown (a refutation, a solution)
            mover, text = self._line_move
            return f"Showing {self.player_name(mover)}'s move {text}..."
        game = self.game
        if not game.history:
            return "Showing a move..."
        movers = self.model.movers()
        mover = movers[-1] if movers else None
        who = self.player_name(mover) if mover is not None else "The last"
        try:
            text = self.model.position_at(len(game.history) - 1).notation(game.history[-1])
        except (GameError, TypeError, ValueError):
            text = ""
        return f"Showing {who}'s move {text}...".replace(" ...", "...")

    def refresh_buttons(self) -> None:
        """Enable Undo, the AI's buttons and Hint for the position shown."""
        enable(self.undo_button, bool(self.game.history or self.model.resigned)
               and not self.frozen() and not self.animating)
        show(self.analyse_button, self.offers_analysis())
        self.ai.refresh_buttons(self.shown)
        self.hints.refresh()

    def offers_analysis(self) -> bool:
        """True when the game is over, not analysed and no trainer holds the app: then
        Analyse is in view beside Undo and the words say so (issue 29: it was found only
        under Graph)."""
        review = self.game_review
        return (self.trainer is None and self.game.is_over and bool(self.game.history)
                and review.current() is None and not review.running)

    def analyse_game(self) -> None:
        """Analyse the game: every move judged, the graph shown (key v; Stop while it
        runs)."""
        self.game_review.analyse_or_stop()

    # -------------------------------------------------------------- clicks --
    def click(self, target: Any) -> Feedback | None:
        """What a click on ``target`` (what the board's hit test gives) means now."""
        return self.board_input.click(target)

    def nothing_chosen(self) -> bool:
        """True when no choice is being entered, no hint proposed, no line shown."""
        return self.input.empty and self.proposed is None and self.board_override is None

    def cancel(self) -> Feedback:
        """Clear the choice being entered; with nothing chosen or proposed, say so (not
        "Attack cancelled", which a screen reader's user would take at its word)."""
        if self.nothing_chosen():
            feedback = Feedback.cancel("Nothing is chosen: there is nothing to cancel.")
            self.feed(feedback)
            return feedback
        return self.board_input.cancel()

    def refuse_input(self, game: G) -> str:
        """Why a person may not enter a move in ``game`` now ('' when they may)."""
        why = self.ai.refuse_while_thinking()
        if why:
            return why
        if self.trainer is not None:
            why = self.trainer.refuse()
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
            self.hints.forget()  # the person's own choice replaces the hint's marks
            self.proposed = None
        if feedback.kind == "move":
            self.play(feedback.move)
        elif feedback.kind == "refuse":
            if self.trainer is not None and feedback.move is not None:
                self.input.reset()
                self.trainer.play(feedback.move)  # the level says which rule it broke
                return
            ringed = feedback.where is not None and self.mark_where(feedback.where)
            # (words about the picture: shown, not read out - the reason says the place)
            self.say(html.escape(feedback.text) + (RINGED_ASIDE if ringed else ""), "warning")
        else:
            self.say(html.escape(feedback.text))

    def on_key(self, key: str) -> None:
        """A key pressed while the app has the focus (see :mod:`.keys`); anything that
        is not the name of a key does nothing. A trainer's key (Next level, Retry) is
        the trainer's action, which says itself when it may run (also while a move is
        shown: Next level cuts it short); the app's keys wait for the showing."""
        if not isinstance(key, str) or not key:
            return
        key = key if len(key) > 1 else key.lower()
        if self.questions.pending and self._question_key(key):
            return
        own = trainer_keys(self.trainer) if self.trainer is not None else {}
        if key in own:
            own[key][1]()
            return
        self._on_app_key(key)

    def _question_key(self, key: str) -> bool:
        """A key pressed while a question waits: y answers Yes, n No, ? lists the keys
        (the question's first) - they win over the app's own keys then. False for the
        other keys (the flow refuses them: the question comes first)."""
        if key in (YES_KEY, NO_KEY):
            self._answered(key == YES_KEY)
        elif key == "?":
            self.act(self.keyboard.show_help, asking=True)
        else:
            return False
        return True

    def escape_board(self) -> None:
        """Escape on a place of the text board: first what Escape does anywhere in the
        app (a choice cleared, a review's line stepped back); with nothing to clear, the
        focus leaves the board for the app, which says so (Escape leaves every part of
        the app: a screen reader's user expects it to leave a grid)."""
        if self.nothing_chosen() and self.game_review.showing is None:
            self.twin.leave(LEFT_BOARD_WORDS)
        else:
            self.on_key("Escape")

    @action()
    def _on_app_key(self, key: str) -> None:
        if self.game_review.key(key):
            return  # (a reviewed mistake's line: the arrows step it, Escape ends it)
        self.keyboard.press(key)

    def toggle_graph(self) -> None:
        """Show or hide the graph (key g), and say which, with the graph in words: the
        words its picture is named by now (the chances worked out meanwhile are said
        when they are: :meth:`.graph_view.GraphView.tell`)."""
        self.graph_view.toggle_shown()
        self.twin.say(self.graph_view.tell() if self.graph_view.shown else
                      "The graph is hidden.")

    def unknown_key(self, key: str) -> None:
        """A key the app has none of, pressed while it has the focus: said in the live
        region (never handed on to the page: JupyterLab would act on the notebook). While
        a question waits, y and n answer it."""
        if self.questions.pending and key.lower() in (YES_KEY, NO_KEY):
            self.on_key(key)
            return
        shown = key if key.strip() else repr(key)
        self.twin.say(f"{shown}: not a key of this app; ? lists them.")

    def app_name(self) -> str:
        """The app's name for a screen reader, read when the focus enters it."""
        return (f"{self.title_of(self.game)}: ? lists the keys, t goes to the board as "
                "text")

    def app_keys(self) -> dict[str, tuple[str, Callable[[], Any]]]:
        """Every key of the app: key -> (what it does, in words; the action). The keys
        every app has (:data:`APP_KEYS`), then the game's own (:meth:`game_keys`, each
        said by its action's docstring)."""
        keys: dict[str, tuple[str, Callable[[], Any]]] = {
            "?": ("the keys and the questions the move box answers",
                  lambda: self.keyboard.show_help()),
            "Escape": ("clear the choice", self.cancel),
            "ArrowLeft": ("the previous position", lambda: self.review(self.view_index - 1)),
            "ArrowRight": ("the next position", lambda: self.review(self.view_index + 1)),
            "Home": ("the start", lambda: self.review(0)),
            "End": ("the latest position", lambda: self.review(self.model.length)),
            "h": ("hint", self.show_hint),
            PLAY_KEY: ("play the hint shown", self.play_hint),
            "u": ("undo", self.undo),
            "a": ("the AI to move plays now", self.ai.ai_move),
            "p": ("pause or play the AIs", self.ai.toggle_pause),
            "g": ("show or hide the graph", self.toggle_graph),
            "t": ("show the text board and go to it (arrows move, Enter chooses)",
                  self.twin.show_and_focus),
            "m": ("type a move or a question", lambda: None),
            "v": ("analyse the game: every move judged (Stop while it runs)",
                  self.analyse_game),
            NEXT_MISTAKE_KEY: ("the next mistake of the analysis (Next mistake)",
                               self.game_review.next_mistake),
            PREVIOUS_MISTAKE_KEY: ("the previous mistake of the analysis (Prev. mistake)",
                                   self.game_review.previous_mistake),
            NEXT_LINE_KEY: ("the next line of the mistake shown (its buttons: After the "
                            "best move, After the move played, ...)",
                            self.game_review.next_line),
        }
        if self.board_addresses:
            keys[ADDRESSES_KEY] = ("write or hide the addresses on the board",
                                   self.addresses.press)
        for key, act in self.game_keys().items():
            doc = (getattr(act, "__doc__", None) or "").strip().split("\n")[0]
            words = re.sub(r"\s*\(keys? [^)]*\)", "", doc).rstrip(".") or key
            keys[key] = (words[:1].lower() + words[1:], act)
        if self.trainer is not None:
            keys.update(trainer_keys(self.trainer))
        questions = self.questions
        if questions.pending:  # the question's keys first: they win while it waits
            answers: dict[str, tuple[str, Callable[[], Any]]] = {
                YES_KEY: (f"Yes: {questions.yes_words}", lambda: self._answered(True)),
                NO_KEY: (f"No: {questions.no_words}", lambda: self._answered(False))}
            keys = {**answers, **{k: v for k, v in keys.items() if k not in answers}}
        return keys

    def show_hint(self) -> None:
        """A hint (key h): the trainer's own when a trainer is on the app - a level's
        hint, which costs what its Hint button costs - else the AI's move (Hint)."""
        if self.trainer is not None:
            self.trainer.hint()
        else:
            self.hints.show_hint()

    @action()
    def play_hint(self) -> None:
        """Play the hint shown (key :data:`~.hints.PLAY_KEY`), in every game and phase.
        A trainer's hints are words, not a move: its answer is Show me's."""
        if self.trainer is not None:
            show = [key for key, (words, _) in trainer_keys(self.trainer).items()
                    if words.lower().startswith("show me")]
            show_me = f"Show me (key {show[0]})" if show else "Show me"
            self.say(f"A hint here is words, not a move to play: {show_me} plays the answer.",
                     "warning")
            return
        self.hints.play_hint()

    # -------------------------------------------------------------- playing --
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
            game.check(move)  # every engine says why a move is not legal
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
        if self.trainer is not None and self.ai.is_person(mover):
            return list(self.trainer.play(move))  # the level judges it and plays the replies
        before = game.clone() if self.animator.can_show() else None
        events = game.play(move)
        self.input.reset()
        self.hints.forget()
        self.refusal = self.proposed = self.board_override = None
        self.look_at = None
        self.follow(estimate)
        words = self.describe_move(game, mover, move, events) or \
            f"{self.player_name(mover)} played {game.notation(move)}."
        name = self.player_name(mover)
        if words.startswith(name) and not self.ai.is_person(mover):
            words = self.ai.who(mover) + words[len(name):]
        lines = self.model.log_move(words, by_person=self.ai.is_person(mover),
                                    lines=self.log_lines)
        self.say("<br>".join(self.coloured(html.escape(line)) for line in lines))
        self.after_move(mover, events)
        self.sound.play(self.sound.after_move(game, self.ai.people(), self.captures(events)))
        if before is not None:
            frames = self.frames(before, move, events)
            if frames is not None:
                self.animator.show(frames)
        self.ai.schedule()
        return events

    def follow(self, estimate: float | None = None) -> None:
        """The game changed at its end: statistics, estimates and review follow."""
        self.model.follow(estimate)
        self.estimates.stop()
        self.estimates.fill()

    @action(animating=True)
    def next_step(self) -> None:
        """Show the next step of a move shown step by step."""
        if not self.animator.next_step():
            self.say("No move is being shown step by step.", "warning")

    def finish_showing(self) -> None:
        """Skip the rest of a move being shown (its result is on the board at once)."""
        self.animator.finish()

    def truncate(self, index: int) -> None:
        """Drop the moves after ``index`` (and an ending by resignation)."""
        self.ai.stop_all()
        self.model.truncate(index)
        self.follow()

    # ---------------------------------------------------------------- actions --
    @action(animating=True)
    def undo(self) -> None:
        """Take back the last move - and, when a person plays, the AI moves since that
        person's last move; with AIs only, the AIs then wait (paused)."""
        frozen = self.frozen()
        if frozen:
            self.say(html.escape(frozen), "warning")
            return
        if not self.game.history and not self.model.resigned:
            self.say("Nothing to undo.", "warning")
            return
        self.ai.stop_all()
        if self.animating:
            self.finish_showing()
        taken = [self.model.take_back()]
        people = bool(self.ai.people())
        if people:
            while self.game.history and not self.ai.is_person(self.game.to_move):
                taken.append(self.model.take_back())
        else:
            self.ai.paused = True
        self.input.reset()
        self.model.log = []
        self.follow()
        words = ", ".join(html.escape(t) for t in reversed(taken))
        self.say(f"Took back {words}." + (" The AIs are paused: AI move or Play."
                                          if not people else ""))
        self.ai.schedule()

    @action(animating=True)
    def review(self, index: Any) -> None:
        """Show the position after ``index`` moves (0: the start)."""
        if not is_integer(index):
            self.say(f"A board to review is a number of moves, not "
                     f"{html.escape(describe(index))}.", "error")
            return
        if self.animating:
            self.finish_showing()
        index = self.model.show(index)
        self.input.reset()
        self.refusal = self.proposed = self.board_override = None
        self.look_at = None
        self.hints.forget(index)
        self.ai.reviewed(index)
        total = len(self.game.history)
        if index < total:
            game = self.shown
            # (said as the status says it: "A to move" twice in one text is read once)
            mover = (f" {html.escape(self.player_name(game.to_move))} to move here:"
                     if not game.is_over else "")
            played = self.played_words(index)
            self.say(f"Reviewing the board after move {index} of {total}"
                     f"{' (' + html.escape(played) + ')' if played else ''}.{mover} a move "
                     "(a person's, or AI move) plays on from here after asking; the "
                     "review bar's last button (Latest position) goes back to the latest "
                     "move.")
        else:
            self.say(f"Back at the latest move (move {total})." if total
                     else "Back at the start.")

    @action()
    def new_game(self) -> None:
        """A new game with the settings of the New game tab (asks first when a game or
        a match would be lost)."""
        try:
            game: G = spec_of(self.game).new_game(**self.setup.values())
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
        self.model.replace(game, GameFiles.estimates_from(record))
        self.input.reset()
        self.refusal = self.proposed = self.board_override = None
        self.look_at = None
        self.hints.forget()
        self.files.attach(name, record, mark)
        if self.player_ids(game) != self.player_ids(old):
            self.ai.reseat(self.ai.seats_for(self.player_ids(game)))
        self.ai.new_game()
        note = self.game_review.loaded(record)
        self.restore_from_record(record)
        self.review_bar.set_length(len(game.history))
        shape, before = self.board_shape(game), self.board_shape(old)
        if shape != before:
            self.fit.set_limits(aspect=shape.aspect, board_max=self.widest(game))
            if not self.fit.available:
                self.board.resize(min(self.canvas.pixels[0], self.widest(game)), game)
        self.layout_parts.set_title(self.title_of(game))
        self.setup.show(self.setup_values(game))
        self.say(f"{words} {note}".strip(), "warning" if note else "info")
        self.ai.schedule()

    def replacing_loses(self) -> str:
        """What replacing the game would lose, in words ('' when nothing): an unfinished
        game with moves (a game's app may add more, e.g. a match)."""
        game = self.game
        if game.history and not game.is_over:
            return f"this unfinished game ({moves_words(len(game.history))})"
        return ""

    # ----------------------------------------------------------- files --
    def record_extra(self) -> dict[str, Any]:
        """What the app saves besides the moves (the record's annotations): the win
        estimates known, the analysis of this game."""
        known = [None if v is None else round(float(v), 4) for v in self.model.estimates]
        extra: dict[str, Any] = {"win_estimates": known} if any(
            v is not None for v in known) else {}
        analysis = self.game_review.current()
        if analysis is not None:
            extra["analysis"] = analysis.to_dict()
        return extra

    def save(self, path: Any = None) -> None:
        """Save the game to ``path`` (default: the file name box), asking before writing
        over another game's file."""
        self.files.save(path)

    def load(self, path: Any = None) -> None:
        """Load the game in ``path`` (default: the file name box), asking before an
        unfinished game is replaced."""
        self.files.load(path)

    # ------------------------------------------------------------- the parts' hosts --
    def player_for_seat(self, game: G, seat: str) -> Player:
        """A new computer player for ``seat`` (a strength, or "random") in ``game``: the
        package's one factory, :func:`~ringworld_nb.core.players.make_player`, seeded
        with the app's seed (so a game against the AI can be played again the same way)."""
        return make_player(game, seat, seed=getattr(self, "seed", 0))

    def hint_player(self, game: G, strength: str) -> Player:
        """The computer player a hint at ``strength`` asks in ``game`` (the game's AI
        module's own, :func:`~ringworld_nb.core.players.make_hint_player`, else the
        player of that strength, :meth:`player_for_seat`), seeded with the app's seed."""
        hinting = make_hint_player(game, strength, seed=getattr(self, "seed", 0))
        return hinting if hinting is not None else self.player_for_seat(game, strength)

    def is_person(self, player: Any) -> bool:
        return self.ai.is_person(player)

    def ai_blocked(self) -> str:
        """Why no AI may move now ('' when one may): a question waits, or the game's app
        has a reason of its own (:meth:`frozen`)."""
        if self.questions.pending:
            return ANSWER_FIRST
        return self.frozen()

    def propose(self, game: G, move: Any) -> str:
        """Propose ``move`` to the person (a hint, a reviewed mistake's best move): it is
        entered as their choice, and the game's view draws it where a choice cannot show
        it; what the input says of it."""
        self.proposed = move
        return self.board_input.preselect(game, move)

    def _mark_move(self, game: G, best: Any, played: Any) -> None:
        """A review's mistake: ``best`` proposed, ``played`` ringed."""
        self.propose(game, best)
        self.refusal = rule_words(spec_of(game).name).refused_where(game, played, None)

    def _show_board(self, game: G | None) -> None:
        """Show ``game`` (a position of a reviewed line) instead of the game's board."""
        self.board_override = game

    # ------------------------------------------------------------ for scripts --
    def run_ai(self, max_moves: int = 10_000) -> int:
        """Play the AI's moves at once until a person is to move (scripts, tests)."""
        return self.act(lambda: self.ai.run_ai(max_moves)) or 0

    # ------------------------------------------- what a game's app may refine --
    def player_ids(self, game: G) -> list[Any]:
        """Optional: the game's player ids in seat order (the first one moves first).
        Default: ``game.seats``."""
        return list(game.seats)

    def player_name(self, player: Any) -> str:
        """Optional: ``player``'s name in words. Default: from :attr:`player_names`, else
        the player's id."""
        return self.player_names.get(player, str(player))

    def player_colour(self, player: Any) -> str:
        """Optional: ``player``'s colour (CSS). Default: from :attr:`player_colours`, else
        the text's own colour."""
        return self.player_colours.get(player, "inherit")

    def title_of(self, game: G) -> str:
        """Optional: the app's title for ``game`` (its board: "The Ring World L4").
        Default: :attr:`title`."""
        return self.title

    def game_keys(self) -> dict[str, Callable[[], Any]]:
        """Optional: keys of the game besides Escape (cancel) and the arrows (review), each
        with what it does. Default: none."""
        return {}

    def setup_values(self, game: G) -> dict[str, Any]:
        """Optional: the New game tab's values that start a game like ``game`` (each within
        its option's choices). Default: none (the options' defaults)."""
        return {}

    def spell(self, game: G, move: Any) -> str:
        """Optional: ``move`` (legal in ``game``, not played) in the game's words ('' when
        its notation says it all). Default: the game's rule words' ``spell``, else ''."""
        try:
            return rule_words(spec_of(game).name).spell(game, move)
        except (GameError, TypeError, ValueError):
            return ""

    def move_words(self, index: int) -> str:
        """Move ``index`` (from 1) of the game in notation and in words, for the record
        list ('' for the start)."""
        if index <= 0 or index > len(self.game.history):
            return ""
        before = self.model.position_at(index - 1)
        move = self.game.history[index - 1]
        try:
            text = before.notation(move)
        except (GameError, TypeError, ValueError):
            return ""
        spelled = self.spell(before, move)
        return f"{index}. {text}: {spelled}." if spelled else f"{index}. {text}."

    def played_words(self, index: int) -> str:
        """Who played move ``index`` (from 1) and which, for the words of a review step:
        "Red played 35@4" ('' for the start)."""
        movers = self.model.movers()
        words = self.move_words(index)
        if not words or index > len(movers) or movers[index - 1] is None:
            return ""
        move = words.split(" ", 1)[1].rstrip(".")
        return f"{self.player_name(movers[index - 1])} played {move}"

    def record_lines(self) -> list[str]:
        """The record list: one line per move (number, mover's initial, the move as the
        record writes it)."""
        return record_lines(self.game, self.model.movers(), lambda p: self.player_name(p)[:1])

    def describe_move(self, game: G, mover: Any, move: Any, events: list[Any]) -> str:
        """Optional: what a move did, in words (plain text; '' for "X played m").
        Default: ''."""
        return ""

    def captures(self, events: list[Any]) -> bool:
        """Optional: True when a move's events take something (its sound is a capture's).
        Default: False."""
        return False

    def frames(self, before: G, move: Any, events: list[Any]) -> Iterator[float] | None:
        """Optional: the frames showing a move played from ``before`` (a copy), each
        drawn, then its pause in seconds or :data:`STEP`; None when the move is not
        shown. Default: None (no animation)."""
        return None

    def mark_where(self, where: Any) -> tuple[tuple[float, float], float] | None:
        """Optional: where a mark about ``where`` (an input's refusal, a level's wrong
        move) goes on the board: its centre in data units and a radius, or None.
        Default: None (no mark; the words alone say it)."""
        return None

    def board_shape(self, game: G) -> BoardShape:
        """Optional: the shape of ``game``'s board on screen (a board of another shape
        gets new artists and a new layout). Default: one shape for every game."""
        return BoardShape()

    def widest(self, game: G) -> int:
        """The widest the board of ``game`` is drawn, in px."""
        widest = self.board_shape(game).widest
        return self.board_px[1] if widest is None else min(widest, self.board_px[1])

    def frozen(self) -> str:
        """Optional: why the moves of the game may not be changed now ('' when they may).
        Default: ''."""
        return ""

    def after_move(self, mover: Any, events: list[Any]) -> None:
        """Optional: a move was played at the end of the game (a match counts a finished
        set). Default: nothing."""

    def check_record(self, record: Record) -> None:
        """Optional: raise a GameError when ``record`` cannot be played here (before
        replaying). Default: every record of the game is taken."""

    def restore_from_record(self, record: Record | None) -> None:
        """Optional: take what the app saved besides the moves (a match) from ``record``.
        Default: nothing."""

    def chances(self, game: G, player: Any) -> float | None:
        """Optional: ``player``'s winning chance in ``game`` if the app knows it at once
        (a game's fitted evaluation), else None: the graph's estimates and the hint's
        words then come from the AI's search. Default: None."""
        return None

    def panel(self) -> GamePanel:
        """Optional: the game's own widgets in the play panel: its buttons for entering a
        move, those beside Undo, what it shows under the play part, its tabs. Default:
        none."""
        return GamePanel()

    def twin_cells(self, game: G, view: View) -> tuple[list[TwinCell], dict[int, str]]:
        """Optional, for the keyboard and screen readers: the position as text, place by
        place, and the names of its rows (the game's ``draw`` package tells it:
        :class:`~ringworld_nb.core.view.TwinCell`). Default: none (no text board)."""
        return [], {}

    def refresh_controls(self, game: G, view: View) -> None:
        """Optional: enable and label the game's own buttons for ``game``. Default:
        nothing (a game without buttons of its own)."""

    # --------------------------------------------- what a game's app must say --
    def new_artist(self, game: G) -> None:  # pragma: no cover - abstract
        """Required: make the board's artists on ``self.ax`` for ``game``'s board."""
        raise NotImplementedError

    def draw(self, game: G, view: View) -> None:  # pragma: no cover - abstract
        """Required: show ``game`` with ``view``'s marks."""
        raise NotImplementedError

    def hit(self, x: float | None, y: float | None) -> Any:  # pragma: no cover
        """Required: what is at data point ``(x, y)`` of the board (None: nothing): the
        target the input machine is given."""
        raise NotImplementedError

    def view(self, game: G) -> View:  # pragma: no cover - abstract
        """Required: the marks and words of ``game`` with the choice being entered (the
        game's ``draw.view``)."""
        raise NotImplementedError

    def statistics(self, game: G) -> Any:  # pragma: no cover - abstract
        """Required: the numbers the graph plots for one position."""
        raise NotImplementedError

    def graph_series(self, stats: list[Any]) -> tuple[dict[str, list[float]],
                                                      dict[str, dict], str]:
        """Optional: ``({name: values}, {name: line style}, y label)`` from the
        statistics. Default: no series of the game's own."""
        return {}, {}, ""
