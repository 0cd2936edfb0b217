"""``RenaissanceApp``: play a set of Renaissance in a notebook, against the AI or two
people at one screen.

How to play, phase by phase (the app's help line says the part that applies now):

* **Setup** (and the deal of the Phase-2-only variant): choose a piece of the pool with
  the buttons under the board; **Turn** / **Flip** (or the keys ``r`` / ``f``) change its
  orientation. Click a cell: the piece is shown there (green: it fits, red: it does
  not); click the same cell again, or **Place**, to lay it. A player for whom nothing
  fits clicks one of the highlighted pieces to take it off the board.
* **Phase 1**: click a cell with a dot to put a marker, an arrow outside the board to
  push one in; **Pass**, **Offer to end**, **Accept**, **Decline** when they are legal.
* **Phase 2 preparation**: choose **Monomino** or **Marker**, click a cell with a dot.
* **Phase 2**: choose a piece of your hand and lay it as in the setup; then click the
  marker to move (dots) and the cell it goes to. **Cancel** clears the turn.

Who plays: the **Players** menus (a person, or an AI easy / medium / strong) for Silver
and Gold; by default you play Silver against the easy AI. **Hint** shows the AI's move
on the board (the piece, the marker, the arrow), **AI move** / **Pause** / **Play** and
the AI pause drive the AI moves, **Stop** stops an AI thinking.

The app holds only UI state (the chosen kind, its orientation, the cell it is shown at,
the piece waiting for its marker move); every target, arrow and move comes from
``game.legal_moves()``, and a refused click shows the engine's reason
(``IllegalMoveError``). When ipympl is not active the board is a picture and a drop-down
lists the legal moves.
"""

from __future__ import annotations

import html
import random
import re
from collections.abc import Sequence
from typing import cast

import ipywidgets as w
from matplotlib.figure import Figure

from ..core.errors import GameError, IllegalMoveError
from ..core.players import Player
from ..core.validate import describe, is_integer
from ..ui.app import GameApp, button, row
from ..ui.arguments import inches, optional_flag, optional_seed, seats_argument, seconds
from ..ui.canvas import BoardCanvas, board_point, left_press_in
from ..ui.seats import PERSON
from .ai import best_player_for
from .board import GOLD, PLAYERS, SILVER
from .cells import CELLS, CENTRE, Cell, cell_name, column_row
from .draw import DARK, RenaissanceArtist, hand_png, legend_png
from .game import Renaissance, Step
from .match import Match
from .moves import DIRECTIONS, Event, Move
from .pieces import (  # noqa: F401 - the orientations are the engine's, named here too
    KINDS,
    Shape,
    covering,
    flipped,
    normal_shape,
    orientations,
    piece_name,
    shape_of,
    turned,
)
from .words import KIND_NAMES, PLAYER_NAMES
from .words import describe_events as event_words

__all__ = ["RenaissanceApp", "describe_events", "Shape"]

_PLAYER_COLOUR = {SILVER: DARK.silver[0], GOLD: DARK.gold[1]}
_PLAYER_NAME = {SILVER: "Silver", GOLD: "Gold"}
_PHASE_NAME = {"setup": "Setup", "phase1": "Phase 1", "deal": "The deal",
               "phase2_prep": "Phase 2: preparation", "phase2": "Phase 2", "over": "Score"}
_KIND_NAME = KIND_NAMES
#: The starts the New set menu offers: (label, value).
STARTS = (("Full set", "full"), ("Full set from a random setup", "random"),
          ("Phase 1 only (random setup)", "phase1"), ("Phase 2 only (the deal)", "deal"),
          ("Match of 4 sets (colours swap)", "match"))
#: Who plays Silver and Gold in a new app: a newcomer against the AI a beginner can beat.
DEFAULT_SEATS = (PERSON, "easy")
_PANEL_PX = 400
_BOARD_MIN_PX, _BOARD_MAX_PX, _SIDE_MIN_PX = 360, 760, 480

_HELP = {
    "setup": "Choose a piece below (<b>Turn</b> / <b>Flip</b>, keys r / f), click a cell "
             "to see it there, click the <b>same cell again</b> (or <b>Place</b>) to lay it.",
    "remove": "Nothing left in the pool fits: <b>click a highlighted piece</b> to take it "
              "off the board.",
    "deal": "Choose a piece of the pool for your hand with the buttons below.",
    "phase1": "Click a cell with a <b>dot</b> to put a marker, or an <b>arrow</b> outside "
              "the board to push one in.",
    "phase1_offer": "An offer to end Phase 1 waits: <b>Accept</b> or <b>Decline</b>.",
    "phase2_prep": "Choose <b>Monomino</b> or <b>Marker</b>, then click a cell with a "
                   "<b>dot</b>.",
    "phase2": "Choose a piece of your hand, click a cell to see it, the <b>same cell "
              "again</b> to put it; then click a marker with a dot and where it goes.",
    "phase2_step": "Now move a marker: click one with a <b>dot</b>, then the cell it goes "
                   "to (<b>Cancel</b> to take the piece back up).",
    "over": "The set is over: review it, save it, or start a <b>New set</b>.",
}


def _player(player: str | None) -> str:
    if player is None:
        return ""
    return (f"<b style='color:{_PLAYER_COLOUR[player]}'>{_PLAYER_NAME[player]}</b>")


def describe_events(events: Sequence[Event]) -> str:
    """What a move did, in words (HTML): the engine's words (:mod:`.words`), escaped,
    with the players' names in their colours."""
    text = html.escape(event_words(events))
    return _NAMES.sub(lambda m: _player(_PLAYER_OF_NAME[m.group(0)]), text)


_PLAYER_OF_NAME = {name: player for player, name in PLAYER_NAMES.items()}
_NAMES = re.compile(r"\b(Silver|Gold)\b")


class RenaissanceApp(GameApp[Renaissance]):
    """A set of Renaissance as a game program in a notebook cell (see the module
    docstring for how to play).

    ``seats`` says who plays Silver and Gold: ``"person"`` or an AI strength
    (``"easy"``, ``"medium"``, ``"strong"``); the default is you (Silver) against the easy
    AI, which takes the best immediate score. ``("person", "person")`` is two people at
    one screen. ``pace`` is the pause in seconds before each AI move.

    ``RenaissanceApp()`` starts a full set at the setup; ``game=`` starts from a given
    :class:`~ringworld_nb.renaissance.Renaissance` (a layout, a variant, a set played on).
    ``interactive`` forces the clickable ipympl canvas (True) or the picture with a
    drop-down of moves (False); ``size`` is the board's starting size in inches (in the
    browser it then fits the width of the cell).
    """

    graph_title = "Scores, move by move"

    game_class = Renaissance
    default_filename = "renaissance_set.json"

    def __init__(self, game: Renaissance | None = None, *, seed: int | None = 1,
                 seats: Sequence[str] = DEFAULT_SEATS, pace: float = 0.6,
                 interactive: bool | None = None, size: float = 6.0) -> None:
        if game is not None and not isinstance(game, Renaissance):
            raise TypeError(f"game must be a Renaissance or None, got {describe(game)}")
        seed = optional_seed(seed)
        seats = seats_argument(seats, 2)
        pace = seconds(pace, "pace")
        interactive = optional_flag(interactive, "interactive")
        size = inches(size, "size")
        game = game if game is not None else Renaissance(seed)  # which checks the seed
        super().__init__()
        self.game = game
        #: seconds the push of a move that takes pieces stays on screen before the taking
        self.step_seconds = 0.6
        self._animating = False
        #: the kind chosen (setup, deal, Phase 2), its orientation, the cell it is shown at
        self.kind: str | None = None
        self.shape: Shape | None = None
        self.anchor: Cell | None = None
        #: Phase 2: the piece laid, waiting for its marker move, and the marker chosen
        self.put: tuple[str, tuple[Cell, ...]] | None = None
        self.step_from: Cell | None = None
        #: Phase 2 preparation: "mono" or "marker"
        self.prep_item = "mono"
        self._png_cache: dict[tuple[str, ...], bytes] = {}

        # -- the board ---------------------------------------------------------------
        self.figure = Figure(figsize=(size, size), dpi=100, facecolor=DARK.background)
        self.ax = self.figure.add_axes((0.0, 0.0, 1.0, 1.0))
        self.artist = RenaissanceArtist(self.ax, style=DARK)
        self.canvas = BoardCanvas(self.figure, interactive)
        self.canvas.mpl_connect("button_press_event", self.on_click)
        self.canvas.mpl_connect("key_press_event", self.on_key)

        # -- controls ----------------------------------------------------------------
        self._build_common()
        self._build_ai(list(seats), pace)
        self.title = w.HTML()
        self.status_html = w.HTML()
        self.help_html = w.HTML(layout=w.Layout(max_width="100%"))
        #: one button per kind: the pool (setup, deal) or the hand (Phase 2)
        self.kind_buttons: dict[str, w.Button] = {}
        for kind in KINDS:
            b = w.Button(description=kind, layout=w.Layout(width="auto",
                                                           min_width="max-content"))
            b.on_click(lambda _, k=kind: self.choose_kind(k))
            self.kind_buttons[kind] = b
        self.palette = row(*self.kind_buttons.values())
        self.shape_html = w.HTML()
        self.turn_button = button("Turn", self.turn, "Turn the piece a quarter (key r)", "",
                                  "repeat")
        self.flip_button = button("Flip", self.flip, "Turn the piece over (key f)", "",
                                  "exchange")
        self.place_button = button("Place", self.place, "Lay the piece where it is shown",
                                   "success", "check")
        self.cancel_button = button("Cancel", self.cancel, "Clear the choice", "", "times")
        self.piece_bar = row(self.shape_html, self.turn_button, self.flip_button,
                             self.place_button, self.cancel_button)
        self.removal_html = w.HTML()
        self.pass_button = button("Pass", lambda: self.play_word("pass"),
                                  "Pass (only when no marker can be put)")
        self.offer_button = button("Offer to end", lambda: self.play_word("offer"),
                                   "Offer to end Phase 1", "", "handshake-o")
        self.accept_button = button("Accept", lambda: self.play_word("accept"),
                                    "End Phase 1 now", "success")
        self.decline_button = button("Decline", lambda: self.play_word("decline"),
                                     "Go on with Phase 1", "warning")
        self.phase1_bar = row(self.pass_button, self.offer_button, self.accept_button,
                              self.decline_button)
        self.prep_choice = w.ToggleButtons(options=[("Monomino", "mono"),
                                                    ("Marker", "marker")],
                                           value="mono", style={"button_width": "auto"})
        self.prep_choice.observe(self._prep_chosen, names="value")
        # picture mode: the legal moves in a drop-down
        self.move_choice = w.Dropdown(description="Move", layout=w.Layout(width="260px"),
                                      style={"description_width": "40px"})
        self.play_button = button("Play", self.play_chosen, "Play the move chosen", "success")
        self.picture_bar = row(self.move_choice, self.play_button)
        if self.canvas.interactive:
            self.picture_bar.layout.display = "none"

        self.undo_button = button("Undo", self.undo, "Take back the last move", "", "undo")
        self.start_choice = w.Dropdown(options=list(STARTS), value="full",
                                       layout=w.Layout(width="230px"))
        self.seed_choice = w.IntText(value=int(seed) if seed is not None else 0,
                                     description="Seed", layout=w.Layout(width="140px"),
                                     style={"description_width": "36px"})
        self.new_button = button("New set", self.new_set, "Start a new set", "primary", "play")
        #: the match being played (New set: "Match of 4 sets"), or None
        self.match: Match | None = None
        self.match_html = w.HTML()
        self.next_set_button = button("Next set", self.next_set,
                                      "Start the next set of the match", "primary", "forward")
        self.scores_html = w.HTML()
        self.hand_labels = {p: w.HTML() for p in PLAYERS}
        self.hand_images = {p: w.Image(format="png", layout=w.Layout(max_width="100%"))
                            for p in PLAYERS}
        self.hands_box = w.VBox([w.VBox([self.hand_labels[p], self.hand_images[p]])
                                 for p in PLAYERS])
        legend = legend_png()
        self.legend_image = w.Image(value=legend, format="png",
                                    layout=w.Layout(max_width="100%",
                                                    width=_png_width(legend)))

        self._build_graph(size + 0.5, self.canvas.interactive)

        # Under the board, whatever the layout: whose move, what to do, the move controls.
        self.turn_bar = w.VBox([self.status_html, self.help_html, self.palette,
                                self.piece_bar, self.removal_html, self.phase1_bar,
                                self.prep_choice, self.picture_bar,
                                self._ai_turn_widgets()])
        self.column_widgets.append(self.turn_bar)
        panel = w.VBox([
            self.title, self.match_html, self.next_set_button, self.scores_html,
            self.hands_box,
            row(self.undo_button, self.graph_toggle),
            self._seat_widgets(),
            row(self.start_choice, self.seed_choice, self.new_button),
            self.legend_image,
            w.HTML("<b>Record</b>"), self.record_list.widget, self.review_bar.widget,
            self.files_box,
        ])
        board_column = w.VBox([self.canvas.widget, self.turn_bar, self.confirm_bar,
                               self.message, self.graph_box],
                              layout=w.Layout(max_width="100%"))
        self._build_fit(board_column, panel, board=int(size * 100), panel_width=_PANEL_PX,
                        board_min=_BOARD_MIN_PX, board_max=max(_BOARD_MAX_PX, int(size * 100)),
                        side_min=_SIDE_MIN_PX)
        rows = [self.fit.widget]
        if self.canvas.hint is not None:
            rows.insert(0, self.canvas.hint)
        self.children = rows
        self._rebuild_statistics()
        self._follow_game()
        self._refresh()

    # ------------------------------------------------------------------ seats --
    def _seat_players(self) -> list[str]:
        return list(PLAYERS)

    def _seat_name(self, player: str) -> str:
        return _PLAYER_NAME[player]

    def _player_for_seat(self, game: Renaissance, seat: str) -> Player:
        return best_player_for(game, seat)

    def _play_ai_move(self, move: Move) -> None:
        self._clear()
        self.play(move)

    def _hint_shown(self) -> None:
        self._refresh_board()

    def _hint_overlays(self, game: Renaissance) -> dict | None:
        """The hinted move with the board's own marks (None when no hint is shown): the
        piece as a ghost (and its marker move), the marker's cell, the push's arrow, the
        piece to take off."""
        hint = self.hint
        if hint is None or hint.position != self.view_index or game.is_over:
            return None
        move = hint.choice.move
        marks: dict = {"selected": None, "ghost": None, "targets": (), "arrows": ()}
        if move.action in ("place", "put") and move.kind is not None:
            marks["ghost"] = (move.kind, move.cells, True)
            if move.step is not None:
                marks["selected"], target = move.step
                marks["targets"] = (target,)
        elif move.action == "remove":
            marks["targets"] = tuple(move.cells)
        elif move.action == "insert" and move.cell is not None and move.direction:
            marks["arrows"] = ((move.cell, move.direction),)
        elif move.cell is not None:  # a marker, a monomino or marker of the preparation
            marks["selected"] = move.cell
            marks["targets"] = (move.cell,)
        return marks

    # ------------------------------------------------------------------ helpers --
    @property
    def view(self) -> Renaissance:
        """The game at the position shown (the game itself at the end)."""
        return self.position_at(self.view_index)

    def _mode(self, game: Renaissance) -> str:
        """What the player to move does now: a key of the help texts."""
        if game.is_over:
            return "over"
        if game.phase == "setup":
            moves = game.legal_moves()
            return "remove" if moves and moves[0].action == "remove" else "setup"
        if game.phase == "phase1":
            return "phase1_offer" if game.legal_moves()[0].action == "accept" else "phase1"
        if game.phase == "phase2":
            return "phase2_step" if self.put is not None else "phase2"
        return game.phase

    def _placeable(self, game: Renaissance) -> dict[tuple[str, tuple[Cell, ...]],
                                                    list[Move]]:
        """The legal placements (setup, Phase 2): (kind, cells) -> their moves."""
        out: dict[tuple[str, tuple[Cell, ...]], list[Move]] = {}
        for m in game.legal_moves():
            if m.action in ("place", "put") and m.kind is not None:
                out.setdefault((m.kind, m.cells), []).append(m)
        return out

    def _clear(self) -> None:
        self.kind = self.shape = self.anchor = None
        self.put = None
        self.step_from = None

    def _kind_png(self, kinds: Sequence[str]) -> bytes:
        key = tuple(sorted(kinds, key=KINDS.index))
        if key not in self._png_cache:
            self._png_cache[key] = hand_png(list(key))
        return self._png_cache[key]

    # ------------------------------------------------------------------- choices --
    def choose_kind(self, kind: str) -> None:
        """Choose a kind of the pool (setup), for one's hand (the deal) or of one's hand
        (Phase 2)."""
        if self._wait_for_answer():
            return
        if not isinstance(kind, str) or kind not in KINDS:
            self.show_message(f"There is no kind of piece {html.escape(describe(kind))}: "
                              f"the kinds are {', '.join(KINDS)}.", "error")
            return
        game = self.view
        if game.phase == "deal":
            self._try_play(game, Move("deal", kind))
            return
        if game.phase not in ("setup", "phase2") or game.is_over:
            self.show_message("No piece is chosen now.", "warning")
            return
        if self.put is not None:
            self.show_message("The piece is laid: move a marker, or Cancel to take it up "
                              "again.", "warning")
            return
        where = "in the pool" if game.phase == "setup" else "in your hand"
        have = game.pool().get(kind, 0) if game.phase == "setup" else \
            game.hand(game.to_move).count(kind)
        if not have:
            self.show_message(f"No {kind} is left {where}.", "warning")
            return
        if not any(k == kind for k, _ in self._placeable(game)):
            self.show_message(f"The {kind} {where} fits nowhere now.", "warning")
            return
        self.kind = kind
        self.shape = orientations(kind)[0]
        self._after_choice(game, f"{_KIND_NAME[kind].capitalize()} chosen: click a cell.")

    def turn(self) -> None:
        """Turn the chosen piece a quarter clockwise."""
        self._reorient(turned, "turned")

    def flip(self) -> None:
        """Turn the chosen piece over."""
        self._reorient(flipped, "turned over")

    def _reorient(self, how, words: str) -> None:
        if self._wait_for_answer():
            return
        if self.shape is None or self.kind is None:
            self.show_message("Choose a piece first (buttons under the board).", "warning")
            return
        if self.put is not None:
            self.show_message("The piece is laid already: Cancel to take it up again.",
                              "warning")
            return
        self.shape = how(self.shape)
        self._after_choice(self.view, f"The {self.kind} is {words}.")

    def ghost(self, game: Renaissance | None = None
              ) -> tuple[str, tuple[Cell, ...], bool] | None:
        """The chosen piece shown at the clicked cell: (kind, cells, fits), or None.

        The piece covers the clicked cell with its first cell (the lowest cell of its left
        column) if it lies on the board so; when that does not fit, with another of its
        cells if that fits.
        """
        if self.put is not None:
            return (self.put[0], self.put[1], True)
        if self.kind is None or self.shape is None or self.anchor is None:
            return None
        game = game or self.view
        legal = self._placeable(game)
        candidates = covering(self.shape, self.anchor)
        for cells in candidates:
            if (self.kind, cells) in legal:
                return (self.kind, cells, True)
        if not candidates:  # turned this way, the piece cannot cover a corner
            return None
        return (self.kind, candidates[0], False)

    def _after_choice(self, game: Renaissance, text: str) -> None:
        self.hint = None  # the person's own choice replaces the hint's marks
        ghost = self.ghost(game)
        ghost_at = self.anchor
        if ghost is not None and self.put is None and ghost_at is not None:
            kind, cells, ok = ghost
            if ok:
                text += (f" {piece_name(kind, cells)} fits: click {cell_name(ghost_at)} "
                         "again or Place.")
            else:
                text += f" {self._why_not_here(game, kind, cells)}"
        self.show_message(text, "info" if ghost is None or ghost[2] else "warning")
        self._refresh_board()
        self._refresh_panel()

    def _why_not_here(self, game: Renaissance, kind: str, cells: tuple[Cell, ...]) -> str:
        """Why the piece shown may not be laid (the engine's words when it has some)."""
        move = Move("place", kind, cells) if game.phase == "setup" else \
            Move("put", kind, cells)
        try:
            game.check(move)
        except IllegalMoveError as err:
            return f"Cannot lay it there: {html.escape(_reason(err))}."
        return ""  # pragma: no cover - a placement without a step that is legal

    def cancel(self) -> None:
        """Clear the chosen piece, the piece laid and the marker chosen."""
        self._clear()
        self.show_message("Choice cleared.")
        self._refresh_board()
        self._refresh_panel()

    def _prep_chosen(self, change) -> None:
        if change["new"] is not None:
            self.prep_item = change["new"]
            self._refresh_board()

    # ------------------------------------------------------------------- clicks --
    def on_key(self, event) -> None:
        """Keys on the board: r turns the piece, f flips it, Escape cancels."""
        key = getattr(event, "key", None)
        key = key.lower() if isinstance(key, str) else ""
        if key == "r":
            self.turn()
        elif key == "f":
            self.flip()
        elif key == "escape":
            self.cancel()

    def on_click(self, event) -> None:
        """A mouse press on the board: a cell or an insertion arrow."""
        if not left_press_in(event, self.ax):
            return  # another button, outside the board, or a double click's 2nd press
        if self._animating:
            self.show_message("Wait a moment: the move is still being shown.", "warning")
            return
        if self._wait_for_answer() or self._refuse_while_thinking():
            return
        x, y = board_point(event)
        hit = self.artist.hit_test(x, y)
        if hit is None:
            column, row_ = column_row(CENTRE)
            if x is not None and y is not None and (column <= x < column + 1
                                                    and row_ <= y < row_ + 1):
                self.show_message("Nothing ever goes on the centre, d4.", "warning")
            else:
                self.show_message("That is off the board.", "warning")
            return
        what, where = hit
        if what == "edge":
            cell, direction = cast(tuple[Cell, str], where)
            self.click_edge(cell, direction)
        else:
            self.click_cell(cast(Cell, where))

    def _refuse_cell(self, cell: object) -> bool:
        """True (and a message) when ``cell`` is not a cell of the board, 0..48."""
        if is_integer(cell) and cell in CELLS:
            return False
        self.show_message(f"There is no cell {html.escape(describe(cell))}: a cell is a "
                          "number from 0 (a1) to 48 (g7).", "error")
        return True

    def click_edge(self, cell: Cell, direction: str) -> None:
        """An arrow outside the board: push a marker in at ``cell`` in ``direction``
        (one of ``> < ^ v``); a cell or direction that is no such thing is refused with
        a message."""
        if self._refuse_cell(cell):
            return
        if not isinstance(direction, str) or direction not in DIRECTIONS:
            self.show_message(f"There is no direction {html.escape(describe(direction))}: "
                              f"a marker is pushed in {', '.join(DIRECTIONS)}.", "error")
            return
        cell = int(cell)
        game = self.view
        if game.phase != "phase1" or game.is_over:
            self.show_message("Markers are pushed in from the edge in Phase 1 only.",
                              "warning")
            return
        self._try_play(game, Move("insert", cell=cell, direction=direction))

    def click_cell(self, cell: Cell) -> None:
        """What a click on ``cell`` means in the position shown (a cell that is not one
        of the board's is refused with a message)."""
        if self._refuse_cell(cell):
            return
        cell = int(cell)
        game = self.view
        if game.is_over:
            self.show_message("The set is over: start a New set, or review it.", "warning")
            return
        phase = game.phase
        if phase == "phase1":
            pushes = [m for m in game.legal_moves() if m.action == "insert" and m.cell == cell]
            hint = (f" To push a marker in at {cell_name(cell)}, click its arrow outside the "
                    "board." if pushes else "")
            self._try_play(game, Move("marker", cell=cell), hint)
        elif phase == "phase2_prep":
            action = "prep_mono" if self.prep_item == "mono" else "prep_marker"
            self._try_play(game, Move(action, cell=cell))
        elif phase == "setup" and self._mode(game) == "remove":
            self._click_removal(game, cell)
        elif phase in ("setup", "phase2"):
            if self.put is not None:
                self._click_step(game, cell)
            else:
                self._click_piece(game, cell)
        else:
            self.show_message("Choose a piece with the buttons under the board.", "warning")

    def _click_removal(self, game: Renaissance, cell: Cell) -> None:
        pid = game.board.tiles[cell]
        if pid <= 0:
            self.show_message(f"There is no piece on {cell_name(cell)}: click one of the "
                              "highlighted pieces to take it off the board.", "warning")
            return
        kind, cells = game.board.pieces[pid]
        self._try_play(game, Move("remove", kind, cells))

    def _click_piece(self, game: Renaissance, cell: Cell) -> None:
        """Setup and Phase 2: show the chosen piece at ``cell``; the same cell again
        lays it."""
        if self.kind is None:
            where = "the pool" if game.phase == "setup" else "your hand"
            self.show_message(f"Choose a piece of {where} first (buttons under the "
                              "board).", "warning")
            return
        if cell != self.anchor:
            self.anchor = cell
            self._after_choice(game, f"The {self.kind} at {cell_name(cell)}.")
            return
        self.place()

    def place(self) -> None:
        """Lay the piece shown (setup: play it; Phase 2: then move a marker)."""
        if self._wait_for_answer():
            return
        game = self.view
        ghost = self.ghost(game)
        if ghost is None or self.put is not None:
            self.show_message("Choose a piece and click the cell where it goes first."
                              if self.put is None else
                              "The piece is laid: now move a marker.", "warning")
            return
        kind, cells, ok = ghost
        if not ok:
            self.show_message(self._why_not_here(game, kind, cells), "warning")
            return
        if game.phase == "setup":
            self._try_play(game, Move("place", kind, cells))
            return
        moves = self._placeable(game)[(kind, cells)]
        if [m.step for m in moves] == [None]:  # no marker can move: the piece alone
            self._try_play(game, moves[0])
            return
        self.put = (kind, cells)
        self.step_from = None
        self.show_message(f"{piece_name(kind, cells)} laid: now click the marker to move "
                          "(dots), then the cell it goes to.")
        self._refresh_board()
        self._refresh_panel()

    def _steps(self, game: Renaissance) -> list[tuple[Cell, Cell]]:
        """The marker moves legal after the piece laid (Phase 2)."""
        if self.put is None:
            return []
        return [m.step for m in self._placeable(game).get(self.put, ()) if m.step is not None]

    def _click_step(self, game: Renaissance, cell: Cell) -> None:
        steps = self._steps(game)
        starts = {a for a, _ in steps}
        if self.step_from is None or cell in starts and cell != self.step_from:
            if cell in starts:
                self.step_from = cell
                self.show_message(f"Move the marker on {cell_name(cell)}: click where it "
                                  "goes (a dot).")
                self._refresh_board()
                self._refresh_panel()
                return
            if not game.board.markers[cell]:
                self.show_message(f"{cell_name(cell)} holds no marker: click a marker with "
                                  "a dot.", "warning")
            else:
                self.show_message(f"The marker on {cell_name(cell)} cannot move now: no "
                                  "free cell next to it but straight back.", "warning")
            return
        if cell == self.step_from:
            self.step_from = None
            self.show_message("Marker unselected: click the marker to move.")
            self._refresh_board()
            return
        assert self.put is not None
        kind, cells = self.put
        self._try_play(game, Move("put", kind, cells, step=(self.step_from, cell)))

    def play_word(self, word: str) -> None:
        """Pass, offer, accept or decline (Phase 1)."""
        if self._wait_for_answer():
            return
        self._try_play(self.view, Move(word))

    def play_chosen(self) -> None:
        """Play the move of the drop-down (picture mode)."""
        if self._wait_for_answer():
            return
        move = self.move_choice.value
        if move is None:
            self.show_message("Choose a move in the list first.", "warning")
            return
        self._try_play(self.view, move)

    # ------------------------------------------------------------------ playing --
    def _try_play(self, game: Renaissance, move: Move, hint: str = "") -> bool:
        """Play ``move`` at the position shown if legal; else say why (and ``hint``) and
        change nothing."""
        if self._animating:  # every way to play waits for the steps of the last move
            self.show_message("Wait a moment: the move is still being shown.", "warning")
            return False
        if self._refuse_for_ai_seat(game):
            return False
        try:
            game.check(move)
        except (GameError, TypeError) as err:
            self.show_message(f"Not possible: {html.escape(_reason(err))}.{hint}", "warning")
            return False
        self._play_at_view(lambda: self.play(move))
        return True

    def play(self, move: Move | str) -> list[Event]:
        """Play ``move`` (or its notation) at the end of the set and show what it did.

        In a notebook, a Phase 1 move that pushes markers or takes pieces is shown in
        two short steps: first the marker and the push, then the pieces taken.
        """
        try:
            stages = self.game.steps(move)  # the engine's steps of the move
            events = self.game.play(move)
        except (GameError, TypeError) as err:
            self.show_message(html.escape(str(err)), "error")
            return []
        first = stages[0]
        if (self.step_seconds > 0 and len(stages) > 1
                and any(e.kind in ("pushed", "marker") for e in first.events)
                and any(e.kind == "taken" for e in events)
                and self.tasks.start("animation", lambda: self._show_steps(first))):
            self._animating = True
        self._clear()
        self._follow_game()
        text = describe_events(events) or f"Played {html.escape(str(move))}."
        if self.match is not None and self.game is self.match.current:
            result = self.match.after_move()
            if result is not None:
                totals = self.match.totals()
                text += (f" Set {result.number} to "
                         f"{result.winner or 'nobody (a draw)'}; match totals: "
                         f"A {totals['A']}, B {totals['B']}.")
                if self.match.is_over:
                    text += f" The match goes to {self.match.winner or 'nobody: a draw'}."
        self.show_message(text)
        self._refresh()
        return events

    async def _show_steps(self, step: Step) -> None:
        """The move's first step (the push or the marker, before the pieces are taken),
        then the move's full result."""
        import asyncio

        try:
            self.artist.show_board(step.board)
            self.artist.set_overlays(last_events=list(step.events))
            self.canvas.draw_now()
            await asyncio.sleep(self.step_seconds)
        finally:
            self._animating = False
            self._refresh_board()

    def next_set(self) -> None:
        """In a match, start the next set once the current one is over."""
        if self.match is None or self.match.is_over or not self.game.is_over:
            self.show_message("There is no next set to start now.", "warning")
            return
        self._new_game(self.match.current, keep_match=True)
        silver = self.match.person("silver")
        self.show_message(f"Set {self.match.number}: {silver} plays Silver and places "
                          "first; colours swap every set.")

    def undo(self) -> None:
        """Take back the last move."""
        if self._animating or self._wait_for_answer():
            return
        if not self.game.history:
            self.show_message("Nothing to undo.", "warning")
            return
        if self.match is not None and self.game.is_over:
            self.show_message("This set is counted in the match: it can no longer be "
                              "taken back.", "warning")
            return
        self._stop_ai()
        taken = [self.game.undo()]
        if any(seat == PERSON for seat in self.seats.values()):
            # back to the person's move: else the AI would play its move again at once
            while self.game.history and not self.is_person(self.game.to_move):
                taken.append(self.game.undo())
        else:
            self.ai_paused = True  # AIs only: stay here until Play or AI move
        self._clear()
        self._follow_game()
        words = ", ".join(html.escape(str(m)) for m in reversed(taken))
        self.show_message(f"Took back {words}." +
                          (" The AIs are paused: AI move or Play." if self.ai_paused
                           else ""))
        self._refresh()

    def new_set(self) -> None:
        """A new set as the menu says (asks first when a set is going on)."""
        if self._wait_for_answer():
            return
        if self.game.history and not self.game.is_over:
            self._ask("Abandon this set and start a new one?", self._new_set_now)
            return
        self._new_set_now()

    def _new_set_now(self) -> None:
        start, seed = self.start_choice.value, self.seed_choice.value
        try:
            seed = optional_seed(seed, "the seed")
        except (ValueError, TypeError) as err:
            self.show_message(f"Cannot start that set: {html.escape(str(err))}.", "error")
            return
        if start == "match":
            self.match = Match(sets=4)
            self._new_game(self.match.current, keep_match=True)
            self.show_message("A match of 4 sets: A plays Silver in set 1, B in set 2, "
                              "and so on; the higher total wins.")
            return
        if start == "full":
            game = Renaissance(seed)
        elif start == "deal":
            game = Renaissance.phase2_deal()
            game.seed = seed
        else:
            game = Renaissance.random_setup(random.Random(seed))
            if start == "phase1":
                game = Renaissance.from_layout(game.layout(), variant="phase1")
            game.seed = seed
        self._new_game(game)
        self.show_message(f"New set: {html.escape(dict((v, k) for k, v in STARTS)[start])}.")

    def _new_game(self, game: Renaissance, *, keep_match: bool = False) -> None:
        """Replace the game (new set or load): board, record, review follow."""
        if not keep_match:
            self.match = None
        self._ai_new_game()
        self.game = game
        self._clear()
        self._rebuild_statistics()
        self._follow_game()
        self._refresh()

    def _reviewed(self, index: int) -> None:
        self._clear()

    # ------------------------------------------------------------------ refresh --
    def _rebuild_artist(self) -> None:
        self.ax.clear()
        self.artist = RenaissanceArtist(self.ax, style=DARK)

    def _resize_board(self, width: int) -> None:
        self.canvas.resize(width, width)
        self._rebuild_artist()
        self._refresh_board()

    def _overlays(self, game: Renaissance) -> dict:
        """What the board shows besides the position: targets, arrows, ghost, selection."""
        targets: list[Cell] = []
        arrows: list[tuple[Cell, str]] = []
        selected: Cell | None = None
        if not game.is_over:
            mode = self._mode(game)
            moves = game.legal_moves()
            if mode == "phase1":
                targets = [m.cell for m in moves if m.action == "marker" and m.cell is not None]
                arrows = [(m.cell, m.direction) for m in moves
                          if m.action == "insert" and m.cell is not None
                          and m.direction is not None]
            elif mode == "phase2_prep":
                action = "prep_mono" if self.prep_item == "mono" else "prep_marker"
                targets = [m.cell for m in moves if m.action == action and m.cell is not None]
            elif mode == "remove":
                targets = sorted({c for m in moves if m.action == "remove" for c in m.cells})
            elif mode == "phase2_step":
                steps = self._steps(game)
                if self.step_from is None:
                    targets = sorted({a for a, _ in steps})
                else:
                    selected = self.step_from
                    targets = [b for a, b in steps if a == self.step_from]
        last = game.last_events()
        hinted = self._hint_overlays(game)
        if hinted is not None:
            return {**hinted, "last_events": tuple(last)}
        return {"selected": selected, "ghost": self.ghost(game), "targets": tuple(targets),
                "arrows": tuple(arrows), "last_events": tuple(last)}

    def _refresh_board(self) -> None:
        if self._animating:
            return  # the steps of the move are on screen; the last one redraws
        game = self.view
        self.artist.update(game, **self._overlays(game))
        self.canvas.refresh()

    def _status(self, game: Renaissance) -> str:
        if game.is_over:
            scores = f"Silver {game.score(SILVER)}, Gold {game.score(GOLD)}"
            if game.winner:
                return f"<b>Set over</b>: {_player(game.winner)} wins ({scores})."
            return f"<b>Set over</b>: a draw ({scores})."
        who = f"{_player(game.to_move)}{self._seat_note(game.to_move)}"
        phase = _PHASE_NAME.get(game.phase, game.phase)
        text = f"<b>{phase}</b>: {who} to move"
        if game.phase == "setup":
            left = sum(game.pool().values())
            text += f" ({left} piece{'s' * (left != 1)} left in the pool)"
        elif game.phase == "phase1":
            text += (f" (markers left: Silver {game.supply(SILVER)}, "
                     f"Gold {game.supply(GOLD)})")
        return text + "."

    def _refresh_panel(self) -> None:
        game = self.view
        mode = self._mode(game)
        moves = game.legal_moves()
        self.title.value = "<h3 style='margin:0'>Renaissance</h3>"
        self.status_html.value = (f"<div class='rn-status'>{self._review_note()}"
                                  f"{self._status(game)}</div>")
        self.help_html.value = f"<i>{_HELP.get(mode, '')}</i>"
        self._refresh_palette(game, mode, moves)
        self._refresh_piece_bar(game, mode)
        actions = {m.action for m in moves}
        self.phase1_bar.layout.display = "flex" if game.phase == "phase1" else "none"
        for b, word in ((self.pass_button, "pass"), (self.offer_button, "offer"),
                        (self.accept_button, "accept"), (self.decline_button, "decline")):
            b.disabled = word not in actions
        self.prep_choice.layout.display = "flex" if mode == "phase2_prep" else "none"
        if mode == "phase2_prep":
            if ("prep_" + self.prep_item) not in actions:
                self.prep_item = "marker" if self.prep_item == "mono" else "mono"
            if self.prep_choice.value != self.prep_item:
                self.prep_choice.value = self.prep_item
        if mode == "remove":
            removable = [m for m in moves if m.action == "remove"]
            self.removal_html.value = (
                "Nothing in the pool fits anywhere: remove one of "
                + ", ".join(f"<b>{piece_name(m.kind or '?', m.cells)}</b>" for m in removable)
                + " (click it on the board).")
        else:
            self.removal_html.value = ""
        if not game.is_over and not self.is_person(game.to_move):
            # an AI's move: the controls of a person's move rest meanwhile
            for b in (*self.kind_buttons.values(), self.turn_button, self.flip_button,
                      self.place_button, self.cancel_button, self.pass_button,
                      self.offer_button, self.accept_button, self.decline_button):
                b.disabled = True
        self.undo_button.disabled = not self.game.history
        self._refresh_match()
        self._refresh_scores(game)
        self._refresh_record()
        if not self.canvas.interactive:
            self.move_choice.options = [(str(m), m) for m in moves]

    def _refresh_palette(self, game: Renaissance, mode: str, moves: list[Move]) -> None:
        if mode in ("setup", "remove", "deal"):
            counts = game.pool()
            usable = {m.kind for m in moves if m.action in ("place", "deal")}
        elif mode in ("phase2", "phase2_step"):
            hand = game.hand(game.to_move)
            counts = {k: hand.count(k) for k in KINDS}
            usable = {m.kind for m in moves if m.action == "put"} if mode == "phase2" \
                else set()
        else:
            self.palette.layout.display = "none"
            return
        self.palette.layout.display = "flex"
        for kind, b in self.kind_buttons.items():
            n = counts.get(kind, 0)
            b.layout.display = "flex" if n else "none"
            b.description = f"{kind} \u00d7{n}"
            b.disabled = kind not in usable
            b.button_style = "info" if kind == self.kind else ""
            b.tooltip = (_KIND_NAME[kind] if kind in usable else
                         f"{_KIND_NAME[kind]}: fits nowhere now")

    def _refresh_piece_bar(self, game: Renaissance, mode: str) -> None:
        show = mode in ("setup", "phase2", "phase2_step")
        self.piece_bar.layout.display = "flex" if show else "none"
        if not show:
            return
        self.shape_html.value = _shape_html(self.kind, self.shape)
        chosen = self.kind is not None and self.put is None
        self.turn_button.disabled = self.flip_button.disabled = not chosen
        ghost = self.ghost(game)
        self.place_button.disabled = not (chosen and ghost is not None and ghost[2])
        self.cancel_button.disabled = self.kind is None and self.put is None

    def _refresh_match(self) -> None:
        match = self.match
        self.next_set_button.layout.display = (
            "flex" if match is not None and not match.is_over and self.game.is_over
            else "none")
        if match is None:
            self.match_html.value = ""
            return
        totals, won = match.totals(), match.sets_won()
        rows = "".join(f"<tr><td>set {r.number}</td><td>{r.silver} Silver</td>"
                       f"<td>A {r.scores['A']}</td><td>B {r.scores['B']}</td></tr>"
                       for r in match.results)
        now = ("match over: " + (match.winner or "a draw") if match.is_over else
               f"set {match.number} of {match.sets}: A plays "
               f"{match.colour('A').capitalize()}")
        self.match_html.value = (
            f"<div class='rn-match'><b>Match</b>, {now}; totals A {totals['A']}, "
            f"B {totals['B']} (sets won A {won['A']}, B {won['B']})"
            f"<table style='font-size:90%'>{rows}</table></div>")

    def _refresh_scores(self, game: Renaissance) -> None:
        cells = []
        for p in PLAYERS:
            lines = "".join(f"<tr><td>{html.escape(words)}</td>"
                            f"<td style='text-align:right'>{points:+d}</td></tr>"
                            for words, points in game.score_sheet(p))
            cells.append(f"<td style='vertical-align:top;padding-right:14px'>"
                         f"<div class='rn-score-{p}'>{_player(p)}: <b>{game.score(p)}</b>"
                         f"</div><table style='font-size:90%'>{lines}</table></td>")
        self.scores_html.value = f"<table><tr>{''.join(cells)}</tr></table>"
        in_hand = game.phase in ("deal", "phase2_prep", "phase2") or (
            game.is_over and game.variant != "phase1" and bool(game.history)
            and any(game.hand(p) for p in PLAYERS))
        for p in PLAYERS:
            kinds = game.hand(p) if in_hand else game.collection(p)
            what = "in hand" if in_hand else "taken"
            self.hand_labels[p].value = (f"{_player(p)} {what}: "
                                         f"{len(kinds) if kinds else 'none'}")
            image = self.hand_images[p]
            if kinds:
                image.value = self._kind_png(kinds)
                image.layout.display = "flex"
                image.layout.width = _png_width(image.value)
            else:
                image.layout.display = "none"

    def _record_lines(self) -> list[str]:
        movers = self.movers()
        return [f"{i + 1:3d}. {movers[i][0].upper()} {m}"
                for i, m in enumerate(self.game.history)]

    # -------------------------------------------------------------- statistics --
    def _statistics(self, game: Renaissance) -> tuple[int, int]:
        """The two scores, for the graph."""
        return game.score(SILVER), game.score(GOLD)

    def _graph_data(self):
        turns = list(range(len(self.statistics)))
        series = {"Silver": [s[0] for s in self.statistics],
                  "Gold": [s[1] for s in self.statistics]}
        styles = {"Silver": {"color": DARK.silver[1], "lw": 2},
                  "Gold": {"color": DARK.gold[2], "lw": 2}}
        return turns, series, styles, "score"


def _png_width(png: bytes) -> str:
    """A picture's own width in px (so that a box does not stretch it, blurred)."""
    return f"{int.from_bytes(png[16:20], 'big')}px"


def _reason(err: Exception) -> str:
    """The engine's reason without the move's name in front (``move e5: <reason>``)."""
    text = str(err)
    head, sep, tail = text.partition(": ")
    return tail if sep and head.startswith("move ") else text


def _shape_html(kind: str | None, shape: Shape | None) -> str:
    """The chosen piece and its orientation as a small grid of squares."""
    if kind is None or shape is None:
        return "<i>no piece chosen</i>"
    width = max(x for x, _ in shape) + 1
    height = max(y for _, y in shape) + 1
    cells = set(shape)
    lines = ["".join("\u25a0" if (x, y) in cells else "\u00b7" for x in range(width))
             for y in reversed(range(height))]
    grid = "<br>".join(lines)
    return (f"<span style='display:inline-flex;align-items:center;gap:6px'><b>{kind}</b>"
            f"<span style='font-family:monospace;line-height:0.9;font-size:90%'>{grid}"
            "</span></span>")

