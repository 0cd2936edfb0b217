"""``RenaissanceApp``: play a set (or a match) of Renaissance in a notebook, against the
AI or two people at one screen.

How to play, phase by phase (the line under the status says the part that applies):

* **Setup**: choose a piece of the pool with the buttons under the board (or the keys
  ] and [, which go through them); **Turn** / **Flip** (keys r / f) change its
  orientation. Click a cell: the piece is shown there
  (it fits, or why not); click the same cell again, or **Place**, to lay it. A player
  for whom nothing fits clicks a piece with dots to take it off the board.
* **Phase 1**: click a cell with a dot to put a marker, an arrow outside the board to
  push one in; **Pass**, **Offer to end**, **Accept**, **Decline** when they are legal.
* **Phase 2 preparation**: choose **Monomino** or **Marker** (keys ] and [), click a
  cell with a dot.
* **Phase 2**: choose a piece of your hand and lay it as in the setup; then click the
  marker to move (dots) and the cell it goes to. **Cancel** (Escape) clears the turn.

Who plays: the Players tab (a person, or an AI easy / medium / strong) for Silver and
Gold; by default you play Silver against the easy AI. New game: a full set, a random
setup, Phase 1 or Phase 2 alone, or a match of 4 sets with the colours swapped.

Everything but what only Renaissance has - its pieces and buttons, the scores and
hands, the match - is the shared flow of :class:`~ringworld_nb.ui.app.GameApp`; clicks
become moves in :class:`~.input.RenaissanceInput`, the marks and words come from
:func:`~.draw.view.view`.
"""

from __future__ import annotations

import functools
import html
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import ipywidgets as w

from ..core.errors import RecordError
from ..core.record import Record
from ..core.validate import describe, is_integer
from ..core.view import TwinCell, View
from ..ui.app import GameApp
from ..ui.arguments import inches, optional_flag, optional_seed, seats_argument, seconds
from ..ui.controls import button, enable, row, show
from ..ui.flow import action
from ..ui.layout import GamePanel
from ..ui.seats import PERSON
from .board import GOLD, PLAYERS, SILVER
from .cells import CELLS, CENTRE, column_row
from .draw import DARK, RenaissanceArtist, hand_png, legend_png
from .draw.text_board import text_board
from .draw.view import view as board_view
from .game import Renaissance
from .input import KIND_NAMES, RenaissanceInput, kind_words, mode_of
from .match import Match
from .moves import Event, Move
from .pieces import KINDS, Shape
from .words import describe_events, shape_words

__all__ = ["RenaissanceApp", "STARTS"]

_PLAYER_COLOUR = {SILVER: DARK.silver[0], GOLD: DARK.gold[1]}
_PLAYER_NAME = {SILVER: "Silver", GOLD: "Gold"}
#: The starts the New game tab offers: (label, value).
STARTS = (("Full set", "full"), ("Full set from a random setup", "random"),
          ("Phase 1 only (random setup)", "phase1"), ("Phase 2 only (the deal)", "deal"),
          ("Match of 4 sets (colours swap)", "match"))
#: Who plays Silver and Gold in a new app: a newcomer against the AI a beginner can beat.
DEFAULT_SEATS = (PERSON, "easy")
#: The moves a hint marks on the board (the others it enters as the choice).
_ONE_CLICK = ("marker", "insert", "remove", "prep_mono", "prep_marker", "pass", "offer",
              "accept", "decline", "deal")


class RenaissanceApp(GameApp[Renaissance]):
    """A set of Renaissance as a game program in a notebook cell (see the module
    docstring for how to play).

    ``seats`` says who plays Silver and Gold: ``"person"`` or an AI strength; the
    default is you (Silver) against the easy AI. ``pace`` is the pause in seconds before
    each AI move. ``RenaissanceApp()`` starts a full set at the setup; ``game=`` starts
    from a given :class:`~ringworld_nb.renaissance.Renaissance`. ``interactive`` forces
    the clickable ipympl canvas (True) or a picture with a box for the move (False);
    ``size`` is the board's starting size in inches.
    """

    game_class = Renaissance
    input_class = RenaissanceInput
    file_stem = "renaissance_set"
    title = "Renaissance"
    player_names = _PLAYER_NAME
    player_colours = _PLAYER_COLOUR
    double_press_is_one = False  # the same cell twice lays the piece shown there
    under_px = 300
    board_px = (340, 760)
    input: RenaissanceInput

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
        #: seconds the push of a move that takes pieces stays on screen before the taking
        self.step_seconds = 0.6
        self.animation = self.step_seconds
        #: the match being played (New game: "Match of 4 sets"), or None
        self.match: Match | None = None
        self._png_cache: dict[tuple[str, ...], bytes] = {}
        #: True while the app itself turns the preparation's toggle
        self._showing_prep = False
        super().__init__(game, seats=seats, pace=pace, interactive=interactive,
                         size_px=int(size * 100))

        self.kind_buttons: dict[str, w.Button] = {
            kind: button(kind, functools.partial(self.choose_kind, kind), KIND_NAMES[kind])
            for kind in KINDS}
        self.palette = row(*self.kind_buttons.values())
        # (a fixed box: choosing a piece must not move Turn and Flip under the pointer)
        # (wide enough for "no piece chosen" on one line: at 84 px it wrapped in two)
        self.shape_html = w.HTML(layout=w.Layout(width="112px", min_height="44px",
                                                 flex="0 0 auto"))
        self.turn_button = button("Turn", self.turn, "Turn the piece a quarter (key r)",
                                  icon="repeat")
        self.flip_button = button("Flip", self.flip, "Turn the piece over (key f)",
                                  icon="exchange")
        self.place_button = button("Place", self.place, "Lay the piece where it is shown",
                                   "success", "check")
        self.cancel_button = button("Cancel", self.cancel, "Clear the choice (Escape)", "",
                                    "times")
        self.piece_bar = row(self.shape_html, self.turn_button, self.flip_button,
                             self.place_button, self.cancel_button)
        self.words = {word: button(label, functools.partial(self.play_word, word), tip, style)
                      for word, label, tip, style in (
                          ("pass", "Pass", "Pass (only when no marker can be put)", ""),
                          ("offer", "Offer to end", "Offer to end Phase 1", ""),
                          ("accept", "Accept", "End Phase 1 now", "success"),
                          ("decline", "Decline", "Go on with Phase 1 (the player who "
                                                 "offered moves next)", "warning"))}
        self.pass_button, self.offer_button = self.words["pass"], self.words["offer"]
        self.accept_button, self.decline_button = self.words["accept"], self.words["decline"]
        self.phase1_bar = row(*self.words.values())
        self.prep_choice = w.ToggleButtons(options=[("Monomino", "mono"),
                                                    ("Marker", "marker")],
                                           value="mono", style={"button_width": "auto"})
        self.prep_choice.observe(self._prep_chosen, names="value")
        self.start_choice = self.setup.widgets["start"]
        self.seed_choice = self.setup.widgets["seed"]
        self.seed_choice.value = int(seed) if seed is not None else 0
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
        self._assemble()

    # ------------------------------------------------------------ what it shows --
    def new_artist(self, game: Renaissance) -> None:
        self.artist = RenaissanceArtist(self.ax, style=DARK)

    def hit(self, x: float | None, y: float | None) -> Any:
        hit = self.artist.hit_test(x, y)
        if hit is None and x is not None and y is not None:
            column, row_ = column_row(CENTRE)
            if column <= x < column + 1 and row_ <= y < row_ + 1:
                return ("centre", CENTRE)
        return hit

    def view(self, game: Renaissance) -> View:
        person = self.person_to_move(game)
        proposed = self.proposed
        # the proposal is for the position shown (the game itself, or a copy of an
        # earlier position when a mistake is reviewed), not for a line's or a frame's
        shown = game is self.game if not self.reviewing else (
            game is not self.board_override and len(game.history) == self.view_index)
        one_click = (proposed if proposed is not None and shown
                     and proposed.action in _ONE_CLICK else None)
        return board_view(game, self.input, hint=one_click, names=self.ai.names(),
                          marks=person or one_click is not None)

    def draw(self, game: Renaissance, view: View) -> None:
        self.artist.update(game, **view.marks)

    def twin_cells(self, game: Renaissance, view: View) -> tuple[list[TwinCell], dict[int, str]]:
        return text_board(game, view)

    # ---------------------------------------------------------- its own controls --
    def panel(self) -> GamePanel:
        return GamePanel(controls=[self.palette, self.piece_bar, self.phase1_bar,
                                   self.prep_choice],
                         info=[self.match_html, self.next_set_button, self.scores_html,
                               self.hands_box],
                         tabs={"Legend": self.legend_image})

    def refresh_controls(self, game: Renaissance, view: View) -> None:
        choice = self.input
        mode = mode_of(game, choice.put)
        person = self.person_to_move(game) and not self.animating
        moves = game.legal_moves() if not game.is_over else []
        actions = {m.action for m in moves}
        self._refresh_palette(game, mode, moves, person)
        show(self.piece_bar, mode in ("setup", "phase2", "phase2_step"))
        self.shape_html.value = _shape_html(choice.kind, choice.shape)
        chosen = choice.kind is not None and choice.put is None and person
        enable(self.turn_button, chosen)
        enable(self.flip_button, chosen)
        ghost = choice.ghost(game)
        enable(self.place_button, chosen and ghost is not None and ghost[2])
        enable(self.cancel_button, not choice.empty)
        show(self.phase1_bar, game.phase == "phase1" and not game.is_over)
        for word, b in self.words.items():
            enable(b, person and word in actions)
        show(self.prep_choice, mode == "phase2_prep")
        if mode == "phase2_prep":
            item = choice.prep_action(game).removeprefix("prep_")  # the one placeable
            left = game.prep_left(game.to_move)
            options = [(f"Monomino ({left['mono']} left)", "mono"),
                       (f"Marker ({left['marker']} left)", "marker")]
            # the app sets the toggle itself - what is left to the player to move, and
            # the item still placeable when the other ran out: not a person's choice
            # (which would replace the message of the move just played)
            self._showing_prep = True
            try:
                if list(self.prep_choice.options) != options:
                    self.prep_choice.options = options
                if self.prep_choice.value != item:
                    self.prep_choice.value = item
            finally:
                self._showing_prep = False
        self._refresh_match()
        self._refresh_scores(game)

    def _refresh_palette(self, game: Renaissance, mode: str, moves: list[Move],
                         person: bool) -> None:
        if mode in ("setup", "remove", "deal"):
            counts = game.pool()
            usable = {m.kind for m in moves if m.action in ("place", "deal")}
        elif mode in ("phase2", "phase2_step"):
            hand = game.hand(game.to_move)
            counts = {k: hand.count(k) for k in KINDS}
            usable = {m.kind for m in moves if m.action == "put"} if mode == "phase2" \
                else set()
        else:
            show(self.palette, False)
            return
        show(self.palette, True)
        for kind, b in self.kind_buttons.items():
            n = counts.get(kind, 0)
            show(b, bool(n))
            b.description = kind_words(kind, n)  # its name in words, as it is read
            b._enabled_style = "info" if kind == self.input.kind else ""
            enable(b, person and kind in usable)
            b.tooltip = (KIND_NAMES[kind] if kind in usable else
                         f"{KIND_NAMES[kind]}: fits nowhere now")

    def _refresh_match(self) -> None:
        match = self.match
        show(self.next_set_button,
             match is not None and not match.is_over and self.game.is_over
             and self.game is not match.current)
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
        self.scores_html.value = scores_html(
            {p: (self.coloured(_PLAYER_NAME[p]), game.score(p), game.score_sheet(p))
             for p in PLAYERS})
        in_hand = game.phase in ("deal", "phase2_prep", "phase2") or (
            game.is_over and game.variant != "phase1" and bool(game.history)
            and any(game.hand(p) for p in PLAYERS))
        for p in PLAYERS:
            kinds = game.hand(p) if in_hand else game.collection(p)
            what = "in hand" if in_hand else "taken"
            self.hand_labels[p].value = (f"{self.coloured(_PLAYER_NAME[p])} {what}: "
                                         f"{len(kinds) if kinds else 'none'}")
            image = self.hand_images[p]
            if kinds:
                image.value = self._kind_png(kinds, p)
                show(image, True)
                image.layout.width = _png_width(image.value)
            else:
                show(image, False)

    def _kind_png(self, kinds: Sequence[str], player: str) -> bytes:
        """The pieces of ``player`` as a picture, led by the player's marker (its S or
        G: whose they are without the colour)."""
        key = (player, *sorted(kinds, key=KINDS.index))
        if key not in self._png_cache:
            self._png_cache[key] = hand_png(list(key[1:]), player=player)
        return self._png_cache[key]

    # ------------------------------------------------------------------ inputs --
    @property
    def kind(self) -> str | None:
        return self.input.kind

    @property
    def shape(self) -> Shape | None:
        return self.input.shape

    @property
    def put(self) -> Any:
        return self.input.put

    def ghost(self, game: Renaissance | None = None) -> Any:
        """The chosen piece where it is shown: (kind, cells, fits), or None."""
        return self.input.ghost(game or self.shown)

    def game_keys(self) -> dict[str, Callable[[], Any]]:
        return {"r": self.turn, "f": self.flip, "l": self.place,
                "]": self.next_piece, "[": self.previous_piece}

    def next_piece(self) -> None:
        """Choose the next piece, or the preparation's other item (key ])."""
        self.board_input.enter(lambda game: self.input.next_choice(game, 1))

    def previous_piece(self) -> None:
        """Choose the piece before, or the preparation's other item (key [)."""
        self.board_input.enter(lambda game: self.input.next_choice(game, -1))

    def choose_kind(self, kind: Any) -> None:
        """Choose a piece of the pool (the setup) or of the hand (Phase 2)."""
        self.board_input.enter(lambda game: self.input.choose_kind(game, kind))

    def turn(self) -> None:
        """Turn the chosen piece a quarter clockwise (key r)."""
        self.board_input.enter(self.input.turn)

    def flip(self) -> None:
        """Turn the chosen piece over (key f)."""
        self.board_input.enter(self.input.flip)

    def place(self) -> None:
        """Lay the chosen piece where it is shown, or take it in the deal (key l)."""
        self.board_input.enter(self.input.place)

    def play_word(self, word: str) -> None:
        """Pass, Offer to end, Accept or Decline."""
        self.board_input.enter(lambda game: self.input.word(game, word))

    def click_cell(self, cell: Any) -> None:
        self.click(("cell", cell))

    def click_edge(self, cell: Any, direction: Any) -> None:
        self.click(("edge", (cell, direction)))

    def _prep_chosen(self, change: Any) -> None:
        if self._showing_prep:
            return
        if change["new"] is not None and change["new"] != self.input.prep_item:
            item = change["new"]
            self.board_input.enter(lambda game: self.input.choose_prep(game, item))

    def mark_where(self, where: Any) -> tuple[tuple[float, float], float] | None:
        if not is_integer(where) or where not in CELLS:
            return None
        column, row_ = column_row(int(where))
        return (column + 0.5, row_ + 0.5), 0.62

    def captures(self, events: list[Event]) -> bool:
        return any(e.kind == "taken" for e in events)

    def describe_move(self, game: Renaissance, mover: str, move: Move,
                      events: list[Event]) -> str:
        return describe_events(events) or f"{self.player_name(mover)} played {move}."

    def frames(self, before: Renaissance, move: Move, events: list[Event]
               ) -> Iterator[float] | None:
        """A Phase 1 move that takes pieces: first the board after its marker (and
        push), for a moment, then the pieces taken (the engine's first step)."""
        if self.step_seconds <= 0 or not any(e.kind == "taken" for e in events):
            return None
        steps = before.steps(move)
        return self._step_frames(steps[0]) if len(steps) > 1 else None

    def _step_frames(self, step: Any) -> Iterator[float]:
        self.artist.show_board(step.board)
        self.artist.set_overlays(last_events=step.events)
        yield self.step_seconds

    # ------------------------------------------------------------------- match --
    def after_move(self, mover: str, events: list[Event]) -> None:
        """In a match, a set that has just ended is counted (and the next one made)."""
        match = self.match
        if match is None or self.game is not match.current:
            return
        result = match.after_move()
        if result is None:
            return
        totals = match.totals()
        text = (f" Set {result.number} to {result.winner or 'nobody (a draw)'}; match "
                f"totals: A {totals['A']}, B {totals['B']}.")
        if match.is_over:
            text += f" The match goes to {match.winner or 'nobody: a draw'}."
        else:
            text += " Next set starts the next set."
        self.message.value += html.escape(text)

    def frozen(self) -> str:
        match = self.match
        if match is not None and self.game.is_over and self.game is not match.current:
            return ("This set is counted in the match: it can no longer be changed. Next "
                    "set goes on with the match.")
        if match is not None and match.is_over and self.game.is_over:
            return "This set is counted in the match: it can no longer be changed."
        return ""

    def replacing_loses(self) -> str:
        match = self.match
        if match is not None and not match.is_over:
            return (f"the match (set {match.number} of {match.sets}, "
                    f"{len(match.results)} counted)")
        return super().replacing_loses()

    @action()
    def next_set(self) -> None:
        """In a match, start the next set once the current one is over."""
        match = self.match
        if match is None or match.is_over or not self.game.is_over:
            self.say("There is no next set to start now.", "warning")
            return
        keep = match
        super().replace_game(match.current, words="")
        self.match = keep
        # colours swap every set: each seat's player (a person, an AI) changes colour
        # with its person A or B, so that the totals are each one's
        seats = self.ai.seats
        if seats[SILVER] != seats[GOLD]:
            self.ai.reseat({SILVER: seats[GOLD], GOLD: seats[SILVER]})
            self.ai.schedule()
        silver = match.person(SILVER)
        self.say(f"Set {match.number}: {silver} plays Silver and places first; colours "
                 "swap every set.")

    @action()
    def new_game(self) -> None:
        """A new set (or match) as the New game tab says."""
        if self.start_choice.value != "match":
            super().new_game()
            return
        loses = self.replacing_loses()

        def start() -> None:
            match = Match(sets=4)
            self.replace_game(match.current, words="A match of 4 sets: A plays Silver in "
                              "set 1, B in set 2, and so on; the higher total wins.")
            self.match = match

        if loses:
            self.ask(f"Abandon {loses} and start a match?", start)
            return
        start()

    def replace_game(self, game: Renaissance, **kwargs: Any) -> None:
        self.match = None
        super().replace_game(game, **kwargs)

    def _counted(self) -> bool:
        """True when the set on the board is counted in the match already."""
        match = self.match
        return match is not None and self.game.is_over and (
            self.game is not match.current or match.is_over)

    def record_extra(self) -> dict[str, Any]:
        extra = super().record_extra()
        if self.match is not None:
            extra["match"] = {**self.match.to_dict(), "counted": self._counted()}
        return extra

    def restore_from_record(self, record: Record | None) -> None:
        self.match = _match_of(record, self.game)

    def check_record(self, record: Record) -> None:
        game = Renaissance(1)
        _match_of(record, game)  # a damaged match: RecordError before anything changes

    # ---------------------------------------------------------------- the graph --
    def statistics(self, game: Renaissance) -> tuple[int, int]:
        """The two scores."""
        return game.score(SILVER), game.score(GOLD)

    def graph_series(self, stats: list[Any]) -> tuple[dict[str, list[float]],
                                                      dict[str, dict], str]:
        """The two scores, move by move: Silver's line in silver with triangles up,
        Gold's in gold with triangles down."""
        from ..ui.evaluation import player_line

        series = {"Silver score": [s[0] for s in stats], "Gold score": [s[1] for s in stats]}
        styles = {"Silver score": player_line(0, DARK.silver[1], lw=2),
                  "Gold score": player_line(1, DARK.gold[2], lw=2)}
        return series, styles, "score (points)"


def _match_of(record: Record | None, game: Renaissance) -> Match | None:
    """The match a record carries with its set (None: none); RecordError if damaged."""
    data = record.annotations.get("match") if record is not None else None
    if data is None:
        return None
    if not isinstance(data, dict):
        raise RecordError("the match in the record must be an object")
    counted = data.get("counted", False)
    if not isinstance(counted, bool):
        raise RecordError("the match in the record: 'counted' must be true or false")
    return Match.from_dict({k: v for k, v in data.items() if k != "counted"}, game,
                           counted=counted)


def _png_width(png: bytes) -> str:
    """A picture's own width in px (so that a box does not stretch it, blurred)."""
    return f"{int.from_bytes(png[16:20], 'big')}px"


def _shape_html(kind: str | None, shape: Shape | None) -> str:
    """The chosen piece and its orientation as a small grid of squares."""
    if kind is None or shape is None:
        return "<i style='white-space:nowrap'>no piece chosen</i>"
    width = max(x for x, _ in shape) + 1
    height = max(y for _, y in shape) + 1
    cells = set(shape)
    # the square that lands on the cell clicked: the lowest of the left column
    anchor = min(cells)

    def square(x: int, y: int) -> str:
        if (x, y) == anchor:
            return "\u25a3"
        return "\u25a0" if (x, y) in cells else "\u00b7"

    lines = ["".join(square(x, y) for x in range(width)) for y in reversed(range(height))]
    grid = "<br>".join(lines)
    # the glyphs draw the piece; a screen reader is given its words instead
    words = html.escape(shape_words(kind, shape), quote=True)
    return (f"<span style='display:inline-flex;align-items:center;gap:6px' role='img' "
            f"aria-label='{words}' title='{words}'><b aria-hidden='true'>{kind}</b>"
            f"<span aria-hidden='true' style='font-family:monospace;line-height:0.9;"
            f"font-size:90%'>{grid}</span></span>")


def scores_html(sheets: dict[str, tuple[str, int, list[tuple[str, int]]]]) -> str:
    """The players' scores and score sheets for the play panel: for each player (by
    key, for the CSS class ``rn-score-<key>``) its name in HTML, its score and the lines
    of its sheet (words, points).

    The panel is narrow (:data:`~ringworld_nb.ui.layout.PANEL_PX`), the lines are not:
    "Triple I (+3 further I pieces)" does not fit in half of it. So each sheet is a box
    of its own in a wrapping row (CSS flex-wrap): the boxes stand side by side when both
    fit, and the second goes under the first when they do not - a line is never cut at
    the panel's edge, and never broken in two either ("4 / pieces": its words keep
    ``white-space:nowrap``).

    >>> html_ = scores_html({"gold": ("Gold", 3, [("3 pieces", 3)])})
    >>> "flex-wrap:wrap" in html_ and "<b>3</b>" in html_
    True
    """
    boxes = []
    for key, (name, score, sheet) in sheets.items():
        lines = "".join(f"<tr><td style='white-space:nowrap'>{html.escape(words)}</td>"
                        f"<td style='text-align:right;padding-left:6px'>{points:+d}</td></tr>"
                        for words, points in sheet)
        boxes.append(f"<div class='rn-sheet' style='flex:0 0 auto;max-width:100%'>"
                     f"<div class='rn-score-{key}'>{name}: <b>{score}</b></div>"
                     f"<table style='font-size:90%'>{lines}</table></div>")
    return ("<div class='rn-scores' style='display:flex;flex-wrap:wrap;column-gap:16px;"
            f"row-gap:4px;max-width:100%'>{''.join(boxes)}</div>")
