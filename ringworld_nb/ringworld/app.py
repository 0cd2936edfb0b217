"""``RingWorldApp``: play, step through and review The Ring World in a notebook.

How to play (the three lines the play notebook shows):

1. Click a green dot (a level-1 position where you may place), then the centre of a
   position with a yellow arrow (one you may turn); **Submit** plays them, **Cancel**
   (or Escape) clears them.
2. **Step** shows every phase of the automaton after a move, one press of **Next
   phase** at a time, with the counts of that phase.
3. Review any earlier position with the arrows under the status (or the keys ← and →)
   and the Record tab.

Who plays: the Players tab (a person, an AI easy / medium / strong, or random moves)
for Red and Blue; by default you play Red against the easy AI. **Hint** chooses the
move the AI would play (Submit plays it); **AI move**, **Pause** / **Play** and the AI
pause drive the AI moves.

Everything but what only The Ring World has - its board and close-up, Submit, Step,
Resign, the counts of each level - is the shared flow of :class:`~ringworld_nb.ui.app.
GameApp`; clicks become moves in :class:`~.input.RingWorldInput`, and the marks and
words come from :func:`~.draw.view.view`.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import ipywidgets as w

from ..core.errors import ArgumentError, GameError
from ..core.record import Record
from ..core.validate import integer, is_integer
from ..core.view import TwinCell, View
from ..ui.animation import STEP
from ..ui.app import GameApp
from ..ui.arguments import inches, optional_flag, optional_seed, seats_argument, seconds
from ..ui.board_view import BoardShape
from ..ui.controls import button, enable, player_name_html, row, show
from ..ui.flow import action
from ..ui.layout import GamePanel
from ..ui.seats import PERSON
from .draw import DARK, BoardArtist, Overlays, legend_png, view_limits
from .draw.text_board import text_board
from .draw.view import view as board_view
from .game import RingWorld
from .input import RingWorldInput
from .moves import BLUE, COLOUR_NAMES, RED, Event, Move, as_ring
from .words import move_words

__all__ = ["RingWorldApp"]

#: Frames per second of a rotation shown on screen.
_FRAMES_PER_S = 20
_SWATCH = {RED: DARK.red_face, BLUE: DARK.blue_face}
#: Compass names of the top position's children, digit by digit (0 = 3 o'clock, clockwise).
_COMPASS = ("east", "south-east", "south", "south-west", "west", "north-west", "north",
            "north-east")
#: The View drop-down's value for the whole board (its other values are the digits 0-7).
_WHOLE_BOARD = -1
_ORDERS = (3, 4)
#: Who plays Red and Blue in a new app: a newcomer against the AI a beginner can beat.
DEFAULT_SEATS = (PERSON, "easy")


class RingWorldApp(GameApp[RingWorld]):
    """The Ring World as a game program in a notebook cell.

    ``RingWorldApp(order=3)`` starts a game on the L3 (Mini) board; ``order=4`` is the
    standard board. ``seats`` says who plays Red and Blue: ``"person"``, an AI strength
    (``"easy"``, ``"medium"``, ``"strong"``) or ``"random"``; the default is you (Red)
    against the easy AI. ``pace`` is the pause in seconds before each AI move,
    ``animation`` the seconds a turn takes on screen (0: none), ``seed`` seeds the
    random players, ``size`` the board's starting size in inches (in the browser the
    board then fits the room there is). ``interactive`` forces the clickable ipympl
    canvas (True) or a picture with a box for the move's notation (False); None decides
    by whether ``%matplotlib widget`` is on. On L4, **View** shows a close-up of one of
    the eight level-3 positions, where the small rings are easy to hit.
    """

    game_class = RingWorld
    input_class = RingWorldInput
    file_stem = "ringworld_game"
    player_names = COLOUR_NAMES
    player_colours = _SWATCH
    random_seats = True
    under_px = 260
    board_addresses = True
    board_px = (320, 760)
    input: RingWorldInput

    def __init__(self, order: int = 3, *, seats: Sequence[str] = DEFAULT_SEATS,
                 pace: float = 0.6, interactive: bool | None = None,
                 animation: float = 0.35, seed: int | None = 2009,
                 size: float = 6.0) -> None:
        order = integer(order, "order")
        if order not in _ORDERS:
            raise ArgumentError(f"order: this app plays the L3 and L4 boards (order 3 or "
                                f"4), not order {order}; RingWorld({order}) is there for "
                                "study")
        seats = seats_argument(seats, 2, random=True)
        pace = seconds(pace, "pace")
        interactive = optional_flag(interactive, "interactive")
        self.animation = seconds(animation, "animation")
        self.seed = optional_seed(seed)
        size = inches(size, "size")
        self.zoom: int | None = None  # the level-(n-1) position shown close up, or None
        self._phase: Any = None       # the phase shown in step mode (its rings, its event)
        super().__init__(RingWorld(order), seats=seats, pace=pace, interactive=interactive,
                         size_px=int(size * 100))

        self.selection_html = w.HTML()
        self.submit_button = button("Submit", self.submit, "Play the chosen move", "success",
                                    "check")
        self.cancel_button = button("Cancel", self.cancel, "Clear the choice (Escape)", "",
                                    "times")
        self.view_choice = w.Dropdown(description="View", layout=w.Layout(width="210px"),
                                      style={"description_width": "36px"})
        self.view_choice.observe(self._view_chosen, names="value")
        self.step_toggle = w.ToggleButton(value=False, description="Step", icon="list-ol",
                                          tooltip="After each move, show every phase of "
                                                  "the automaton, one Next phase at a time",
                                          layout=w.Layout(width="auto"))
        self.step_toggle.observe(lambda change: self.step_switched(change["new"]),
                                 names="value")
        self.turns_toggle = w.ToggleButton(
            value=False, description="Show turns", icon="repeat",
            tooltip="Draw a yellow arrow on every position you may turn (a puzzle shows "
                    "them once you have placed your ring)", layout=w.Layout(width="auto"))
        self.turns_toggle.observe(lambda _: self.turns_switched(), names="value")
        self.careful_toggle = w.ToggleButton(
            value=False, description="Careful", icon="exclamation-triangle",
            tooltip="Say and outline the group of rings in danger most urgent (one empty "
                    "neighbour left), and count the others", layout=w.Layout(width="auto"))
        self.careful_toggle.observe(lambda _: self.turns_switched(), names="value")
        self.next_phase_button = button("Next phase", self.next_step,
                                        "Show the next phase of the move", "info", "play")
        self.phase_html = w.HTML()
        self.phase_html.add_class("rwnb-words")
        self.resign_button = button("Resign", self.resign, "The player to move resigns",
                                    "warning", "flag")
        self.counts_html = w.HTML()
        self.order_choice = self.setup.widgets["order"]
        self.order_choice.value = order
        self.legend_image = w.Image(value=legend_png(), format="png",
                                    layout=w.Layout(max_width="100%"))
        self._set_view_options()
        self._assemble()

    # ------------------------------------------------------------ what it shows --
    def new_artist(self, game: RingWorld) -> None:
        board = game.board
        limits = (view_limits(board, board.order - 1, self.zoom)
                  if self.zoom is not None else None)
        self.artist = BoardArtist(self.ax, board, limits=limits)

    def hit(self, x: float | None, y: float | None) -> Any:
        return self.artist.hit_test(x, y)

    def view(self, game: RingWorld) -> View:
        person = self.person_to_move(game)
        if game is self.board_override:  # a line's position: no choice of this one
            return board_view(game, names=self.ai.names(), marks=False)
        return board_view(game, self.input.place, self.input.ring, names=self.ai.names(),
                          marks=person, calm=self.calm_marks,
                          turns=self.turns_toggle.value, careful=self.careful_toggle.value)

    def draw(self, game: RingWorld, view: View) -> None:
        self.artist.update(game.all_rings(), view.marks)
        self.artist.show_addresses(view.addresses)

    def twin_cells(self, game: RingWorld, view: View) -> tuple[list[TwinCell], dict[int, str]]:
        return text_board(game, view)

    def board_shape(self, game: RingWorld) -> BoardShape:
        return BoardShape(key=game.order)

    # ---------------------------------------------------------- its own controls --
    def panel(self) -> GamePanel:
        return GamePanel(
            controls=[row(self.selection_html, self.submit_button, self.cancel_button,
                          self.turns_toggle, self.careful_toggle, gap="4px 8px"),
                      row(self.view_choice, self.step_toggle, self.next_phase_button),
                      self.phase_html],
            beside_undo=[self.resign_button], info=[self.counts_html],
            tabs={"Legend": self.legend_image})

    def refresh_controls(self, game: RingWorld, view: View) -> None:
        board = game.board
        choice = self.input
        place = board.address(1, choice.place) if choice.place is not None else "-"
        ring = ((board.address(*choice.ring) or "* (top)") if choice.ring is not None
                else "-")
        self.selection_html.value = f"Place <b>{place}</b> &nbsp; Turn <b>{ring}</b>"
        must_pass = choice.must_pass(game)
        ready = choice.selected_move(game) is not None
        self.submit_button.description = "Pass" if must_pass else "Submit"
        enable(self.submit_button, (ready or must_pass) and not self.animating)
        enable(self.cancel_button, not choice.empty)
        enable(self.resign_button, not self.game.is_over and not self.reviewing
               and not self.animating and self.ai.is_person(self.game.to_move))
        show(self.next_phase_button, self.step_toggle.value)
        show(self.turns_toggle, self.calm_marks)
        show(self.careful_toggle, self.calm_marks)
        enable(self.next_phase_button, self.animator.stepping)
        phase = self._phase if self.animating else None  # (a move cut short: none)
        rings = phase.rings if phase is not None else game.all_rings()
        counts = {level: (int((rings[level] == RED).sum()), int((rings[level] == BLUE).sum()))
                  for level in sorted(rings, reverse=True)}
        if phase is None:
            self.phase_html.value = ""
        rows = "".join(
            f"<tr><td>L{level}</td><td style='text-align:right'>{board.count(level)}</td>"
            f"<td style='text-align:right'><b>{red}</b></td>"
            f"<td style='text-align:right'><b>{blue}</b></td></tr>"
            for level, (red, blue) in counts.items())
        when = " (this phase)" if phase is not None else ""
        self.counts_html.value = (
            "<table class='rw-counts' style='font-family:monospace'>"
            f"<tr><th>level</th><th>positions</th>"
            f"<th>{player_name_html('Red', _SWATCH[RED])}</th>"
            f"<th>{player_name_html('Blue', _SWATCH[BLUE])}</th></tr>{rows}</table>"
            f"<small>Rings on each level{when}.</small>")
        self.view_choice.layout.display = "flex" if game.order >= 4 else "none"

    # ------------------------------------------------------------------ a new game --
    def game_from_setup(self) -> RingWorld:
        return RingWorld(self.order_choice.value)

    def replace_game(self, game: RingWorld, **kwargs: Any) -> None:
        self._phase = None
        zoomed, self.zoom = self.zoom is not None, None  # a new game: the whole board
        same_board = game.order == self.game.order
        super().replace_game(game, **kwargs)
        if zoomed and same_board:  # (another board gets new artists anyway)
            self.board.renew(game)
        self._set_view_options()

    def title_of(self, game: RingWorld) -> str:
        return f"The Ring World L{game.order}"

    def setup_values(self, game: RingWorld) -> dict[str, Any]:
        return {"order": game.order}

    def check_record(self, record: Record) -> None:
        order = record.options.get("order", 4)
        if is_integer(order) and order not in _ORDERS:
            raise GameError(f"this app plays the L3 and L4 boards, not L{order}; "
                            f"RingWorld({order}) is there for study")

    # ------------------------------------------------------------------ playing --
    @property
    def place(self) -> int | None:
        """The level-1 position chosen for the placement (None: none yet)."""
        return self.input.place

    @property
    def ring(self) -> tuple[int, int] | None:
        """The position chosen to turn, ``(level, index)`` (None: none yet)."""
        return self.input.ring

    def game_keys(self) -> dict[str, Callable[[], Any]]:
        return {"s": self.submit}

    def submit(self) -> None:
        """Play the chosen move (Submit, key s)."""
        self.board_input.enter(self.input.submit)

    def choose_place(self, index: int) -> None:
        """Choose the level-1 position ``index`` for the placement, as a click on it
        does (a refusal names the index given)."""
        self.board_input.enter(lambda game: self.input.choose_place(game, index))

    def choose_ring(self, ring: tuple[int, int]) -> None:
        """Choose the position ``(level, index)`` to turn, as a click on it does (a
        level-1 position is not one to turn)."""
        self.board_input.enter(lambda game: self.input.choose_ring(game, ring))

    def describe_move(self, game: RingWorld, mover: int, move: Move,
                      events: list[Event]) -> str:
        words = move_words(game.board, move, events)
        return f"{COLOUR_NAMES[mover]} played {game.notation(move)}: {words}"

    def mark_where(self, where: Any) -> tuple[tuple[float, float], float] | None:
        ring = as_ring(where)
        board = self.game.board
        if ring is None or ring[0] not in board.levels or not 0 <= ring[1] < board.count(ring[0]):
            return None
        x, y = board.centers(ring[0])[ring[1]]
        return (float(x), float(y)), float(board.radius(ring[0])) * 1.18

    def captures(self, events: list[Event]) -> bool:
        return any(e.kind in ("died", "occupied") and e.positions for e in events)

    @action()
    def resign(self) -> None:
        """The player to move resigns."""
        game = self.game
        if game.is_over:
            self.say("The game is already over.", "warning")
            return
        if self.reviewing:
            self.say("Go to the latest move to resign.", "warning")
            return
        if not self.ai.is_person(game.to_move):  # (Resign at the AI's turn made it lose)
            self.say(f"{html.escape(self.ai.who(game.to_move))} is to move: a person "
                     "resigns when it is their move.", "warning")
            return
        loser = game.to_move
        self.ai.stop_all()
        game.resign()
        self.follow()
        self.say(f"{COLOUR_NAMES[loser]} resigns: {COLOUR_NAMES[3 - loser]} wins.")

    def frames(self, before: RingWorld, move: Move, events: list[Event]
               ) -> Iterator[float] | None:
        """The turn on screen: the chosen position turns (from the rings before, the
        new ring placed), then each birth, death and occupation for a moment; in step
        mode every phase waits for Next phase."""
        stepping = bool(self.step_toggle.value)
        if not stepping and (move.rotate is None or self.animation <= 0):
            return None
        return self._turn_frames(before, move, stepping)

    def _turn_frames(self, before: RingWorld, move: Move, stepping: bool
                     ) -> Iterator[float]:
        board = before.board
        phases = before.phases(move)
        try:
            if move.rotate is not None and self.animation > 0:
                frames = max(2, int(self.animation * _FRAMES_PER_S))
                level, index = move.rotate
                rings = {lv: a.copy() for lv, a in before.all_rings().items()}
                if move.place is not None:
                    rings[1][move.place] = before.to_move
                self.artist.update(rings, Overlays())
                for k in range(1, frames + 1):
                    self.artist.set_rotation(level, index, k / frames)
                    yield self.animation / frames
                self.artist.clear_rotation()
            for number, phase in enumerate(phases, start=1):
                e = phase.event
                if stepping:
                    self._phase = phase
                    self.artist.update(phase.rings, Overlays.from_events([e], board=board))
                    self.phase_html.value = (f"<b>Phase {number} of {len(phases)}</b>: "
                                             f"{html.escape(e.describe(board))}")
                    self.say("Step mode: press Next phase to go on.")
                    yield STEP
                elif e.kind in ("born", "died", "occupied") and e.positions:
                    self.artist.update(phase.rings, Overlays.from_events([e], board=board))
                    yield self.animation * 0.8
        finally:  # also when the showing is cut short (undo, review, a new game)
            self.artist.clear_rotation()
            self._phase = None
            self.phase_html.value = ""

    # --------------------------------------------------------- size and close-up --
    def _set_view_options(self) -> None:
        """The View drop-down: the whole board, or a close-up of one position of the
        level below the top (offered on L4, where level-1 rings are small)."""
        options = [("Whole board", _WHOLE_BOARD)]
        if self.game.order >= 4:
            options += [(f"Close-up {k} ({_COMPASS[k]})", k) for k in range(8)]
        self.view_choice.options = options
        self.view_choice.value = _WHOLE_BOARD if self.zoom is None else self.zoom

    @action(asking=True, animating=True)
    def step_switched(self, on: bool) -> None:
        """Step on: Next phase shows. Off while a phase waits: the rest of the move is
        shown at once (else nothing could press Next phase any more)."""
        if not on and self.animator.stepping:
            self.finish_showing()

    @action(asking=True)
    def turns_switched(self) -> None:
        """Show turns or Careful switched (a calm view, :attr:`calm_marks`): the board is
        drawn again with every yellow arrow, or with none before a placement; with the
        group in danger said and outlined, or not."""

    def _view_chosen(self, change: Any) -> None:
        value = change["new"]
        self.show_view(None if value in (None, _WHOLE_BOARD) else value)

    @action(asking=True)
    def show_view(self, zoom: int | None) -> None:
        """Show the whole board (None) or a close-up of the level-(n-1) position ``zoom``
        (0 = 3 o'clock, then clockwise, as in the notation). Clicks work in both."""
        if zoom is not None and not (is_integer(zoom) and 0 <= zoom < 8
                                     and self.game.order >= 4):
            raise ArgumentError(f"zoom must be None or 0..7 on L4; got {zoom!r}")
        if zoom == self.zoom:
            return
        self.zoom = zoom
        shown = _WHOLE_BOARD if zoom is None else zoom
        if self.view_choice.value != shown:
            self.view_choice.value = shown
        self.board.renew(self.game)
        if zoom is None:
            self.say("The whole board.")
        else:
            self.say(f"Close-up of position {zoom} ({_COMPASS[zoom]}): every choice works "
                     "here as on the whole board. View: Whole board to go back.")

    # ---------------------------------------------------------------- the graph --
    def statistics(self, game: RingWorld) -> dict[int, tuple[int, int]]:
        """Rings of each colour on each level."""
        return game.counts()

    def graph_series(self, stats: list[Any]) -> tuple[dict[str, list[float]],
                                                      dict[str, dict], str]:
        """The share of each level held by each colour, move by move: a colour's lines in
        its colour and its marker (Red's triangles up, Blue's down), a level's in its
        dashes."""
        from ..ui.evaluation import player_line

        board = self.game.board
        series: dict[str, list[float]] = {}
        styles: dict[str, dict] = {}
        dash = {1: ":", 2: "--", 3: "-"}
        for level in range(1, board.order):
            size = board.count(level)
            for colour in (RED, BLUE):
                name = f"{COLOUR_NAMES[colour]} L{level}"
                series[name] = [100 * c[level][colour - 1] / size for c in stats]
                styles[name] = player_line(colour - 1, _SWATCH[colour],
                                           ls=dash.get(level, "-"), lw=0.8 + 0.6 * level)
        return series, styles, "% of each level held"
