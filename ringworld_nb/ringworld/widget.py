"""``RingWorldApp``: play, step through and review The Ring World in a notebook.

How to play (the three lines the play notebook shows):

1. Click a green dot (a level-1 position where you may place), then the centre of a
   position with a yellow arrow (one you may turn); **Submit** plays them. **Cancel** clears.
2. **Step** mode stops after every phase of the automaton and says what happened.
3. Review any earlier position with the record list or the arrows under it.

Who plays: the **Players** menus (a person, an AI easy / medium / strong, or random
moves) for Red and Blue; by default you play Red against the easy AI. **Hint** selects
the move the AI would play (Submit plays it), **AI move** / **Pause** / **Play** and the
AI pause drive the AI moves, and **Auto** lets both sides play random moves.

The app holds only UI state (selection, review index, step position, auto mode); the
rules are asked of the engine (``placement_problem``, ``rotation_problem``,
``legal_placements``, ``rotatable``, ``phases``) and never re-derived here. When ipympl
is not active the board is a picture and two drop-downs choose the move.
"""

from __future__ import annotations

import asyncio
import html
import random
import time
from collections.abc import Sequence

import ipywidgets as w
from matplotlib.figure import Figure

from ..core.errors import ArgumentError, GameError, IllegalMoveError
from ..core.players import Choice, Player
from ..core.protocol import RESIGNATION
from ..core.validate import describe, integer, is_integer
from ..ui.app import GameApp, button, row
from ..ui.arguments import inches, optional_flag, optional_seed, seats_argument, seconds
from ..ui.canvas import BoardCanvas, board_point, left_press_in
from ..ui.seats import PERSON, RANDOM, is_ai
from .ai import RandomPlayer, best_player_for
from .draw import DARK, BoardArtist, Overlays, last_turn_events, legend_png, view_limits
from .game import RingWorld
from .moves import BLUE, COLOUR_NAMES, RED, Event, Move, Phase, as_ring
from .notation import format_move
from .words import describe_events

__all__ = ["RingWorldApp"]

#: Frames per second of a rotation shown on screen.
_FRAMES_PER_TURN_S = 20



_SWATCH = {RED: DARK.red_face, BLUE: DARK.blue_face}
_HOW_TO = ("Click a <b style='color:#3ee08f'>green dot</b> to place, then the centre of a "
           "position with a <b style='color:#e0c000'>yellow arrow</b> to turn it; "
           "<b>Submit</b> plays.")
#: Compass names of the top position's children, digit by digit (0 = 3 o'clock, clockwise).
_COMPASS = ("east", "south-east", "south", "south-west", "west", "north-west", "north",
            "north-east")
#: The View drop-down's value for the whole board (its other values are the digits 0-7).
_WHOLE_BOARD = -1
#: Board sizes in px, by order: (smallest, largest, smallest with the panel beside it).
_BOARD_PX = {3: (320, 640, 380), 4: (320, 760, 600)}
_PANEL_PX = 400
#: Two presses on the same spot within this many seconds are one double click.
_DOUBLE_CLICK_S = 0.4
#: Who plays Red and Blue in a new app: a newcomer against the AI a beginner can beat.
DEFAULT_SEATS = (PERSON, "easy")


def _position_name(board, level: int, index: int) -> str:
    """``52`` for a position, ``the top position (*)`` for the top."""
    address = board.address(level, index)
    return address if address else "the top position (*)"


def _player(colour: int) -> str:
    return (f"<b style='color:{_SWATCH[colour]}'>{COLOUR_NAMES[colour]}</b>")


class _AutoPlayer:
    """Auto mode's random moves, drawn from the app's seeded generator."""

    name = "random"

    def __init__(self, app: RingWorldApp) -> None:
        self._app = app

    def choose_with_info(self, game: RingWorld) -> Choice:
        return Choice(game.random_move(self._app.rng))

    def choose(self, game: RingWorld) -> Move:
        return self.choose_with_info(game).move


class RingWorldApp(GameApp[RingWorld]):
    """The Ring World as a game program in a notebook cell.

    ``RingWorldApp(order=3)`` starts a game on the L3 (Mini) board; ``order=4`` is the
    standard board. Display the app by leaving it as the last expression of a cell.

    ``seats`` says who plays Red and Blue: ``"person"``, an AI strength (``"easy"``,
    ``"medium"``, ``"strong"``) or ``"random"``; the default is you (Red) against the
    easy AI, which looks one move ahead only. ``("person", "person")`` is two people at
    one screen, ``("medium", "strong")`` a game to watch. ``pace`` is the pause in
    seconds before each AI move.

    Parameters: ``interactive`` forces the clickable ipympl canvas (True) or the picture
    with drop-downs (False); None decides by whether ``%matplotlib widget`` is on.
    ``animation`` is the seconds a rotation takes on screen (0: no animation), ``seed``
    seeds the random moves of Auto mode, ``size`` is the board's starting size in
    inches: in the browser the board then fits the width of the cell, and the side
    panel moves under the board when the cell is narrow. On L4, **View** shows a
    close-up of one of the eight level-3 positions, where the small rings are easy to hit.
    """

    game_class = RingWorld
    default_filename = "ringworld_game.json"

    def __init__(self, order: int = 3, *, seats: Sequence[str] = DEFAULT_SEATS,
                 pace: float = 0.6, interactive: bool | None = None,
                 animation: float = 0.35, seed: int | None = 2009, size: float = 6.0) -> None:
        order = integer(order, "order")
        if order not in _BOARD_PX:
            raise ArgumentError(f"order: this app plays the L3 and L4 boards (order 3 or "
                                f"4), not order {order}; RingWorld({order}) is there for "
                                "study")
        seats = seats_argument(seats, 2, random=True)
        pace = seconds(pace, "pace")
        interactive = optional_flag(interactive, "interactive")
        animation = seconds(animation, "animation")
        seed = optional_seed(seed)
        size = inches(size, "size")
        super().__init__()
        self.game = RingWorld(order)
        self.animation = animation
        self.rng = random.Random(seed)
        self.place: int | None = None
        self.ring: tuple[int, int] | None = None
        self._stepping: list[Phase] | None = None
        self._step_move: Move | None = None
        self._step_index = 0
        self._quiet_choices = False  # True while the app itself sets the drop-downs
        self._last_events: list[Event] = []
        self._animating = False  # True while a turn is being shown frame by frame
        self._last_press: tuple[float, object] = (-1.0, None)  # (time, what was hit)
        #: seconds, for telling a double click from two clicks (tests may replace it)
        self.clock = time.monotonic
        self.zoom: int | None = None  # the level-(n-1) position shown close up, or None

        # -- the board ---------------------------------------------------------------
        self.figure = Figure(figsize=(size, size), dpi=100, facecolor=DARK.background)
        self.ax = self.figure.add_axes((0.0, 0.0, 1.0, 1.0))
        self.artist = BoardArtist(self.ax, self.game.board)
        self.canvas = BoardCanvas(self.figure, interactive)
        self.canvas.mpl_connect("button_press_event", self.on_click)
        self.view_choice = w.Dropdown(description="View", layout=w.Layout(width="230px"),
                                      style={"description_width": "38px"})
        self.view_choice.observe(self._view_chosen, names="value")

        # -- controls ----------------------------------------------------------------
        self._build_common()
        self._seed = seed
        self._auto_player = _AutoPlayer(self)
        self._build_ai(list(seats), pace, random=True)
        self.title = w.HTML()
        self.counts_html = w.HTML()
        self.legend_image = w.Image(value=legend_png(), format="png",
                                    layout=w.Layout(max_width="100%"))
        self.selection_html = w.HTML()
        self.submit_button = button("Submit", self.submit, "Play the chosen move",
                                    "success", "check")
        self.cancel_button = button("Cancel", self.cancel, "Clear the selection", "", "times")
        self.undo_button = button("Undo", self.undo, "Take back the last turn", "", "undo")
        self.resign_button = button("Resign", self.resign, "The player to move resigns",
                                    "warning", "flag")
        self.order_choice = w.Dropdown(options=[("L3 (Mini)", 3), ("L4 (standard)", 4)],
                                       value=order, layout=w.Layout(width="140px"))
        self.restart_button = button("Restart", self.restart, "New game on the chosen board",
                                     "", "refresh")
        self.step_toggle = w.ToggleButton(value=False, description="Step", icon="list-ol",
                                          tooltip="Stop after every phase of the automaton",
                                          layout=w.Layout(width="auto"))
        self.next_phase_button = button("Next phase", self.next_phase,
                                        "Show the next phase of the turn", "info", "play")
        self.phase_html = w.HTML()
        self.auto_toggle = w.ToggleButton(value=False, description="Auto", icon="random",
                                          tooltip="Both sides play random legal moves, "
                                                  "at the AI pause",
                                          layout=w.Layout(width="auto"))
        self.auto_toggle.observe(self._auto_switched, names="value")
        # picture mode: choose the move with drop-downs
        self.place_choice = w.Dropdown(description="Place", layout=w.Layout(width="200px"),
                                       style={"description_width": "42px"})
        self.ring_choice = w.Dropdown(description="Turn", layout=w.Layout(width="200px"),
                                      style={"description_width": "42px"})
        self.place_choice.observe(self._place_chosen, names="value")
        self.ring_choice.observe(self._ring_chosen, names="value")

        self._build_graph(size + 0.5, self.canvas.interactive)

        # Under the board, whatever the layout: whose turn, the choice, Submit, the view.
        self.status_html = w.HTML()
        choice = [self.place_choice, self.ring_choice] if not self.canvas.interactive else []
        self.turn_bar = w.VBox([
            self.status_html,
            row(self.selection_html, *choice, self.submit_button, self.cancel_button,
                self.view_choice, gap="4px 10px"),
            self._ai_turn_widgets()])
        self.column_widgets.append(self.turn_bar)
        side = [
            self.title, row(self.counts_html, self.legend_image),
            row(self.undo_button, self.resign_button),
            self._seat_widgets(), self.auto_toggle,
            row(self.order_choice, self.restart_button),
            row(self.step_toggle, self.next_phase_button), self.phase_html,
            self.graph_toggle,
            w.HTML("<b>Record</b>"), self.record_list.widget, self.review_bar.widget,
            self.files_box,
        ]
        panel = w.VBox(side)
        board_column = w.VBox([self.canvas.widget, self.turn_bar, self.confirm_bar,
                               self.message, self.graph_box],
                              layout=w.Layout(max_width="100%"))
        board_min, board_max, side_min = _BOARD_PX[order]
        self._build_fit(board_column, panel, board=int(size * 100), panel_width=_PANEL_PX,
                        board_min=board_min, board_max=max(board_max, int(size * 100)),
                        side_min=side_min)
        rows = [self.fit.widget]
        if self.canvas.hint is not None:
            rows.insert(0, self.canvas.hint)
        self.children = rows
        self._rebuild_statistics()
        self._set_view_options()
        self._refresh()
        self._schedule_ai()

    def _game_at(self, index: int) -> tuple[RingWorld, list[Event]]:
        """The game after ``index`` moves and the events of its last turn."""
        game = self.position_at(index)
        return game, (self._last_events if game is self.game else last_turn_events(game))

    # ------------------------------------------------------------------- clicks --
    def on_click(self, event) -> None:
        """A mouse press on the board: choose the placement or the position to turn."""
        if not left_press_in(event, self.ax):
            return  # another button, outside the board, or a double click's 2nd press
        if self._animating:
            self.show_message("Wait a moment: the turn is still being shown.", "warning")
            return
        if self._wait_for_answer():
            return
        if self._stepping is not None:
            self.show_message("A turn is being stepped through: press Next phase.", "warning")
            return
        game, _ = self._game_at(self.view_index)
        if self._refuse_for_ai_seat(game):
            return
        if game.is_over:
            self.show_message("The game is over: Restart, or review the record.", "warning")
            return
        hit = self.artist.hit_test(*board_point(event))
        now = self.clock()
        last_time, last_hit = self._last_press
        self._last_press = (now, hit)
        if hit == last_hit and now - last_time < _DOUBLE_CLICK_S:
            return  # the second press of a double click: one choice, not two
        if hit is None:
            self.show_message("That is outside every position.", "warning")
            return
        level, index = hit
        if level == 1:
            self.choose_place(index, game)
        else:
            self.choose_ring((level, index), game)

    def choose_place(self, index: int, game: RingWorld | None = None) -> bool:
        """Select level-1 position ``index`` for the placement (again: unselect it).

        An ``index`` that is not a level-1 position of the board is refused with a
        message (False), and nothing changes.
        """
        game = game or self._game_at(self.view_index)[0]
        count = game.board.count(1)
        if not is_integer(index) or not 0 <= index < count:
            self.show_message(f"There is no level-1 position {html.escape(describe(index))}"
                              f": a placement is an index from 0 to {count - 1}.", "error")
            return False
        index = int(index)
        if self.place == index:
            self.place = None
            self._after_selection(game, "Placement cleared.")
            return True
        problem = game.placement_problem(index)
        if problem is not None:
            hint = " To turn a position, click near its centre." if game.rotatable() else ""
            self.show_message(f"Cannot place there: {problem}.{hint}", "warning")
            return False
        self.place = index
        if self.ring is not None and game.rotation_problem(self.ring, index) is not None:
            self.ring = None
        self._after_selection(game, f"Place on {game.board.address(1, index)}.")
        return True

    def choose_ring(self, ring: tuple[int, int], game: RingWorld | None = None) -> bool:
        """Select the position to turn, ``(level, index)`` (again: unselect it).

        Anything that is not a position of the board is refused with a message (False),
        and nothing changes.
        """
        game = game or self._game_at(self.view_index)[0]
        target = as_ring(ring)
        if target is None or target[0] not in game.board.levels or not (
                0 <= target[1] < game.board.count(target[0])):
            self.show_message(f"There is no position {html.escape(describe(ring))} to "
                              f"turn: a position is (level, index), levels 1 to "
                              f"{game.order}.", "error")
            return False
        ring = target
        if self.ring == ring:
            self.ring = None
            self._after_selection(game, "Position to turn cleared.")
            return True
        problem = game.rotation_problem(ring, self.place)
        if problem is not None:
            self.show_message(f"Cannot turn that position: {problem}.", "warning")
            return False
        self.ring = ring
        text = f"Turn {_position_name(game.board, *ring)} (level {ring[0]})."
        if self.place is None and game.legal_placements():
            text += (" A placement comes first: click a green dot to place your ring "
                     "too (or to change the position to turn, click another one).")
        self._after_selection(game, text)
        return True

    def _after_selection(self, game: RingWorld, text: str) -> None:
        ready = self._selected_move(game)
        self.show_message(text + (" Press Submit." if ready else ""))
        self._refresh_board()
        self._refresh_panel()

    def _selected_move(self, game: RingWorld) -> Move | None:
        """The selected move if it is complete and legal, else None."""
        move = Move(self.place, self.ring)
        try:
            game.check(move)
        except IllegalMoveError:
            return None
        return move

    def cancel(self) -> None:
        """Clear the selection (before Submit)."""
        self.place = self.ring = None
        self._last_press = (-1.0, None)
        self.show_message("Selection cleared.")
        self._refresh_board()
        self._refresh_panel()

    # ------------------------------------------------------------------ playing --
    def submit(self) -> None:
        """Play the selected move (asks first when that discards later moves)."""
        if self._animating or self._wait_for_answer():
            return
        if self._stepping is not None:
            self.show_message("Finish stepping through this turn first (Next phase).",
                              "warning")
            return
        game, _ = self._game_at(self.view_index)
        if self._refuse_for_ai_seat(game):
            return
        move = Move(self.place, self.ring)
        if move.is_pass and game.legal_moves() != [Move(None, None)]:
            self.show_message("Choose a green dot to place on and a position to turn first.",
                              "warning")
            return
        try:
            game.check(move)
        except IllegalMoveError as err:
            self.show_message(str(err), "error")
            return
        self._play_at_view(lambda: self.play(move))

    def _truncate(self, index: int) -> None:
        super()._truncate(index)
        self._last_events = last_turn_events(self.game)

    def play(self, move: Move) -> list[Event]:
        """Play ``move`` at the end of the game (animated, or stepped in Step mode).

        A move that is not legal there (or not a move) is refused with a message and
        no events, as a click is; nothing changes.
        """
        try:
            self.game.check(move)
        except (GameError, TypeError) as err:
            self.show_message(html.escape(str(err)), "error")
            return []
        if self.step_toggle.value:
            self._stepping = self.game.phases(move)
            self._step_move = move
            self._step_index = 0
            self.place = self.ring = None
            self._show_phase()
            self._refresh_panel()
            return []
        if self.animation > 0:
            phases = self.game.phases(move)
            before, mover = self.game.all_rings(), self.game.to_move
            events = self.game.play(move)
            if self.tasks.start("animation", lambda: self._show_turn(move, mover, before,
                                                                     phases, events)):
                # in a kernel: the turn is shown while clicks are refused
                self._animating = True
                self.place = self.ring = None
                self._refresh_panel()
                return events
            for _ in self._turn_frames(move, mover, before, phases):
                time.sleep(self.animation / _FRAMES_PER_TURN_S)
            self._played(events)
            return events
        events = self.game.play(move)
        self._played(events)
        return events

    async def _show_turn(self, move: Move, mover: int, before, phases,
                         events: list[Event]) -> None:
        """The animation of a turn already played, frame by frame, then the new state."""
        try:
            for pause in self._turn_frames(move, mover, before, phases):
                await asyncio.sleep(pause)
        finally:
            self._animating = False
            self._played(events)

    def _played(self, events: list[Event]) -> None:
        self._last_events = events
        self.place = self.ring = None
        self._last_press = (-1.0, None)
        if self.game.is_over and self.auto_toggle.value:
            self.auto_toggle.value = False
        self._follow_game()
        end = [e for e in events if e.kind in ("won", "drawn")]
        if end:
            self.show_message(end[-1].describe())
        else:
            self.show_message(html.escape(describe_events(events)))  # the engine's words
        self._refresh()

    def _turn_frames(self, move: Move, mover: int, before, phases: Sequence[Phase]):
        """Draw the frames of a turn one by one, yielding the pause after each.

        First the chosen position turns (from the position ``before`` the turn, with the
        new ring placed), then each birth, death and occupation is shown as a short step.
        """
        if move.rotate is not None:
            frames = max(2, int(self.animation * _FRAMES_PER_TURN_S))
            level, index = move.rotate
            rings = {lv: a.copy() for lv, a in before.items()}
            if move.place is not None:
                rings[1][move.place] = mover
            self.artist.update(rings, Overlays())
            for k in range(1, frames + 1):
                self.artist.set_rotation(level, index, k / frames)
                self.canvas.draw_now()
                yield self.animation / frames
            self.artist.clear_rotation()
        for phase in phases:
            e = phase.event
            if e.kind in ("born", "died", "occupied") and e.positions:
                self.artist.update(phase.rings, Overlays.from_events([e], board=self.game.board))
                self.canvas.draw_now()
                yield self.animation * 0.8


    # ------------------------------------------------------------------ stepping --
    def next_phase(self) -> None:
        """Show the next phase of the turn being stepped through; the last one plays it."""
        if self._stepping is None:
            self.show_message("Turn on Step and submit a move to step through its phases.")
            return
        self._step_index += 1
        if self._step_index >= len(self._stepping):
            move = self._step_move
            assert move is not None  # set with _stepping
            self._stepping = None
            self._step_move = None
            self.phase_html.value = ""
            self._played(self.game.play(move))
            return
        self._show_phase()

    def _show_phase(self) -> None:
        assert self._stepping is not None  # only while a turn is stepped through
        phase = self._stepping[self._step_index]
        total = len(self._stepping)
        e = phase.event
        ov = Overlays.from_events([e], board=self.game.board)
        self.artist.update(phase.rings, ov)
        self.canvas.refresh()
        self.phase_html.value = (f"<b>Phase {self._step_index + 1} of {total}</b>: "
                                 f"{html.escape(e.describe(self.game.board))}")
        self.show_message("Step mode: press Next phase to go on.")

    # ------------------------------------------------------------ other actions --
    def undo(self) -> None:
        """Take back the last turn (or the resignation)."""
        if self._animating or self._wait_for_answer():
            return
        if self._stepping is not None:
            self._stepping = None
            self.phase_html.value = ""
            self.show_message("Stepping cancelled; the turn was not played.")
            self._refresh()
            return
        if not self.game.history and not self.game.is_over:
            self.show_message("Nothing to undo.", "warning")
            return
        self._stop_ai()
        self.auto_toggle.value = False
        was_resigned = self.game.undo() is RESIGNATION
        taken = 0 if was_resigned else 1
        if any(not is_ai(seat) for seat in self.seats.values()):
            # back to the person's turn: else the AI would play its move again at once
            while self.game.history and not self.is_person(self.game.to_move):
                self.game.undo()
                taken += 1
        else:
            self.ai_paused = True  # AI against AI: stay here until Play or AI move
        self._last_events = last_turn_events(self.game)
        self.place = self.ring = None
        self._follow_game()
        self.show_message("Resignation taken back." if was_resigned else
                          f"{taken} turn{'s' * (taken != 1)} taken back." +
                          (" The AIs are paused: AI move or Play." if self.ai_paused
                           else ""))
        self._refresh()

    def resign(self) -> None:
        """The player to move resigns."""
        if self._animating or self._wait_for_answer():
            return
        if self.game.is_over:
            self.show_message("The game is already over.", "warning")
            return
        loser = self.game.to_move
        self._stop_ai()
        self.game.resign()
        self.auto_toggle.value = False
        self._follow_game()
        self.show_message(f"{COLOUR_NAMES[loser]} resigns: {COLOUR_NAMES[3 - loser]} wins.")
        self._refresh()

    def restart(self) -> None:
        """A new game on the board chosen in the drop-down (asks if a game is going on)."""
        if self._animating or self._wait_for_answer():
            return
        if self.game.history and not self.game.is_over:
            self._ask("Abandon this game and start a new one?", self._restart_now)
            return
        self._restart_now()

    def _restart_now(self) -> None:
        self._new_game(RingWorld(self.order_choice.value))
        self.show_message(f"New game on L{self.game.order}. {_HOW_TO}")

    def _check_record(self, record) -> None:
        """A record of a board this app does not play is refused before its replay."""
        order = record.options.get("order", 4)
        if is_integer(order) and order not in _BOARD_PX:
            raise GameError(f"this app plays the L3 and L4 boards, not L{order}; "
                            f"RingWorld({order}) is there for study")

    def _check_game(self, game: RingWorld) -> None:
        if game.order not in _BOARD_PX:
            raise GameError(f"this app plays the L3 and L4 boards, not L{game.order}; "
                            f"RingWorld({game.order}) is there for study")

    def _new_game(self, game: RingWorld) -> None:
        """Replace the game (restart or load): board, history, review all follow."""
        if game.order not in _BOARD_PX:
            raise GameError(f"this app plays the L3 and L4 boards, not L{game.order}; "
                            f"RingWorld({game.order}) is there for study")
        self.auto_toggle.value = False
        self._ai_new_game()
        self.order_choice.value = game.order
        old_order, old_zoom, self.game = self.game.order, self.zoom, game
        self.zoom = None  # a new game starts on the whole board
        self._set_view_options()
        if game.order != old_order:
            board_min, board_max, side_min = _BOARD_PX[game.order]
            self.fit.set_limits(board_min=board_min, side_min=side_min,
                                board_max=max(board_max, self.canvas.pixels[0]))
        if game.order != old_order or old_zoom is not None:
            self._rebuild_artist()
        self._stepping = None
        self.phase_html.value = ""
        self.place = self.ring = None
        self._last_events = last_turn_events(game)
        self._rebuild_statistics()
        self._follow_game()
        self._refresh()

    # ------------------------------------------------------------------ review --
    def _reviewed(self, index: int) -> None:
        if self._stepping is not None:
            self._stepping = None
            self.phase_html.value = ""
        self.place = self.ring = None

    # --------------------------------------------------------------- auto play --
    def auto_step(self) -> bool:
        """Play one random legal move (Auto mode's step). False when the game is over."""
        if self.game.is_over:
            return False
        if self.reviewing:
            self._truncate(self.view_index)
        move = self.game.random_move(self.rng)
        events = self.game.play(move)
        self._played(events)
        return not self.game.is_over

    def _auto_on(self) -> bool:
        return bool(self.auto_toggle.value)

    def _auto_switched(self, change) -> None:
        """Auto on: both sides play random moves at the AI pause (the AI turns' runner);
        off: the seats play again as their menus say."""
        self.tasks.cancel("ai")
        if change["new"]:
            if self.game.is_over:
                self.show_message("The game is over: Restart to watch another.", "warning")
                self.auto_toggle.value = False
                return
            self.ai_paused = False
            if not self.tasks.start("ai", self._ai_loop):
                self.show_message("Auto mode needs a running kernel event loop; "
                                  "call auto_step() to play random moves.", "warning")
        self._refresh_panel()
        self._refresh_ai_controls()
        if not change["new"]:
            self._schedule_ai()

    # ------------------------------------------------------------------ seats --
    def _seat_players(self) -> list[int]:
        return [RED, BLUE]

    def _seat_name(self, player: int) -> str:
        return COLOUR_NAMES[player]

    def _player_for_seat(self, game: RingWorld, seat: str) -> Player:
        if seat == RANDOM:
            return RandomPlayer(self._seed)
        return best_player_for(game, seat)

    def player_for(self, player: int) -> Player:
        """The computer player of ``player``'s seat (in Auto mode: random moves)."""
        if self._auto_on():
            return self._auto_player
        return super().player_for(player)

    def _play_ai_move(self, move: Move) -> None:
        self.play(move)

    def _ai_blocked(self) -> str:
        if self._stepping is not None:
            return "A turn is being stepped through: press Next phase."
        return ""

    def _hint_shown(self) -> None:
        """The hint is the selection: its placement and its position to turn are marked
        as a chosen move is (Submit plays it)."""
        hint = self.hint
        if hint is not None and hint.position == self.view_index:
            self.place, self.ring = hint.choice.move.place, hint.choice.move.rotate
        self._refresh_board()
        self._refresh_panel()

    # --------------------------------------------------------- size and close-up --
    def _set_view_options(self) -> None:
        """The View drop-down: the whole board, or a close-up of one position of the
        level below the top (offered on L4 and larger, where level-1 rings are small)."""
        order = self.game.order
        options = [("Whole board", _WHOLE_BOARD)]
        if order >= 4:
            options += [(f"Close-up: {k} ({_COMPASS[k]})", k) for k in range(8)]
        self.view_choice.options = options
        self.view_choice.value = _WHOLE_BOARD if self.zoom is None else self.zoom
        self.view_choice.layout.display = "flex" if order >= 4 else "none"

    def _view_chosen(self, change) -> None:
        value = change["new"]
        self.show_view(None if value in (None, _WHOLE_BOARD) else value)

    def show_view(self, zoom: int | None) -> None:
        """Show the whole board (None) or a close-up of the level-(n-1) position ``zoom``
        (0 = 3 o'clock, then clockwise, as in the notation). Clicks work in both."""
        if zoom is not None and not (0 <= zoom < 8 and self.game.order >= 4):
            raise ValueError(f"zoom must be None or 0..7 on L4; got {zoom!r}")
        if zoom == self.zoom:
            return
        self.zoom = zoom
        shown = _WHOLE_BOARD if zoom is None else zoom
        if self.view_choice.value != shown:
            self.view_choice.value = shown
        self._rebuild_artist()
        self._refresh_board()
        if zoom is None:
            self.show_message("The whole board.")
        else:
            self.show_message(f"Close-up of position {zoom} ({_COMPASS[zoom]}): every "
                              "click works here as on the whole board. View: Whole board "
                              "to go back.")

    def _rebuild_artist(self) -> None:
        """New artists for the board, its size and the view (line widths follow them)."""
        board = self.game.board
        limits = (view_limits(board, board.order - 1, self.zoom)
                  if self.zoom is not None else None)
        self.ax.clear()
        self.artist = BoardArtist(self.ax, board, limits=limits)

    def _resize_board(self, width: int) -> None:
        self.canvas.resize(width, width)
        self._rebuild_artist()
        self._refresh_board()

    # --------------------------------------------------------------- refresh --
    def _refresh_board(self) -> None:
        game, events = self._game_at(self.view_index)
        ov = Overlays.from_events(events, board=game.board)
        if not game.is_over:
            ov = Overlays(
                legal=tuple(game.legal_placements()),
                rotatable=tuple(game.rotatable()) if self.place is None
                else tuple(game.legal_rotations(self.place)),
                selected_place=self.place, selected_ring=self.ring,
                selected_colour=game.to_move,
                last_place=ov.last_place, last_ring=ov.last_ring,
                born=ov.born, died=ov.died, occupied=ov.occupied,
            )
        self.artist.update(game.all_rings(), ov)
        self.canvas.refresh()

    def _refresh_panel(self) -> None:
        game, _ = self._game_at(self.view_index)
        board = game.board
        if game.outcome is not None:
            reason = game.outcome.reason
            if game.winner:
                why = {"top ring": "holds the top position",
                       "resignation": f"{COLOUR_NAMES[3 - game.winner]} resigned",
                       }.get(reason, reason)
                status = f"{_player(game.winner)} wins: {why}."
            else:
                status = f"Drawn ({reason})."
        else:
            status = (f"{_player(game.to_move)}{self._seat_note(game.to_move)} to move "
                      f"(move {game.turn + 1}).")
        status = self._review_note() + status
        self.title.value = f"<h3 style='margin:0'>The Ring World L{game.order}</h3>"
        self.status_html.value = f"<div class='rw-status'>{status}</div>"
        rows = "".join(
            f"<tr class='rw-level-{level}'><td>L{level}</td>"
            f"<td style='text-align:right'>{board.count(level)}</td>"
            f"<td class='rw-red' style='text-align:right;color:{_SWATCH[RED]}'><b>{red}</b></td>"
            f"<td class='rw-blue' style='text-align:right;color:{_SWATCH[BLUE]}'><b>{blue}</b>"
            "</td></tr>"
            for level, (red, blue) in game.counts().items()
        )
        self.counts_html.value = (
            "<table class='rw-counts' style='font-family:monospace'>"
            "<tr><th>level</th><th>positions</th>"
            f"<th style='color:{_SWATCH[RED]}'>Red</th>"
            f"<th style='color:{_SWATCH[BLUE]}'>Blue</th></tr>{rows}</table>")
        place = board.address(1, self.place) if self.place is not None else "-"
        ring = (board.address(*self.ring) or "* (top)") if self.ring is not None else "-"
        self.selection_html.value = f"Place <b>{place}</b> &nbsp; Turn <b>{ring}</b>"
        ready = not game.is_over and self._selected_move(game) is not None
        must_pass = not game.is_over and game.legal_moves() == [Move(None, None)]
        self.submit_button.disabled = (not (ready or must_pass) or self._stepping is not None
                                       or self._animating)
        self.submit_button.description = "Pass" if must_pass else "Submit"
        self.cancel_button.disabled = self.place is None and self.ring is None
        self.undo_button.disabled = not self.game.history and not self.game.is_over
        self.resign_button.disabled = self.game.is_over
        self.next_phase_button.disabled = self._stepping is None
        self._refresh_record()
        if not self.canvas.interactive:
            self._refresh_choices(game)

    def _record_lines(self) -> list[str]:
        board = self.game.board
        return [f"{i + 1:3d}. {'R' if i % 2 == 0 else 'B'} {format_move(board, m)}"
                for i, m in enumerate(self.game.history)]

    def _refresh_choices(self, game: RingWorld) -> None:
        board = game.board
        places = [("-", None)] + [(board.address(1, p), p) for p in game.legal_placements()]
        rings = [("-", None)] + [((board.address(*r) or "*") + f"  (L{r[0]})", r)
                                 for r in (game.legal_rotations(self.place)
                                           if not game.is_over else [])]
        self._quiet_choices = True
        try:
            self.place_choice.options = places
            self.place_choice.value = self.place if self.place in dict(places).values() \
                else None
            self.ring_choice.options = rings
            self.ring_choice.value = self.ring if self.ring in [r for _, r in rings] else None
        finally:
            self._quiet_choices = False

    def _place_chosen(self, change) -> None:
        if self._quiet_choices:
            return
        if change["new"] is None:
            self.place = None
            self._after_selection(self._game_at(self.view_index)[0], "Placement cleared.")
        else:
            self.choose_place(change["new"])

    def _ring_chosen(self, change) -> None:
        if self._quiet_choices:
            return
        if change["new"] is None:
            self.ring = None
            self._after_selection(self._game_at(self.view_index)[0], "Position to turn cleared.")
        else:
            self.choose_ring(change["new"])

    def _statistics(self, game: RingWorld) -> dict[int, tuple[int, int]]:
        """Rings of each colour on each level, for the graph."""
        return game.counts()

    def _graph_data(self):
        """Share of each level held by each colour, move by move."""
        board = self.game.board
        turns = list(range(len(self.statistics)))
        series: dict[str, list[float]] = {}
        styles: dict[str, dict] = {}
        dash = {1: ":", 2: "--", 3: "-", 4: "-", 5: "-"}
        for level in range(1, board.order):
            size = board.count(level)
            for colour in (RED, BLUE):
                name = f"{COLOUR_NAMES[colour]} L{level}"
                series[name] = [100 * c[level][colour - 1] / size for c in self.statistics]
                styles[name] = {"color": _SWATCH[colour], "ls": dash[level],
                                "lw": 0.8 + 0.6 * level}
        return turns, series, styles, "% of the level held"

