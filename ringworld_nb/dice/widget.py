"""``DiceOfDoomApp``: play Dice of Doom in a notebook, against people or AIs.

How to play:

1. Click one of your hexes that can attack (outlined), then one of the highlighted
   targets next to it. Click the attacking hex again to change your mind.
2. Attack as often as you like (at least once when you can), then **End turn**: your
   reinforcements arrive on your hexes in reading order.
3. AI players move on their own at a readable pace (**Pause** / **Play**, **AI move**
   for one move, **Stop** while one thinks); **Undo** takes back to your last decision;
   the record list and arrows review any earlier position. **Hint** marks the attack
   the AI would choose (click its target to play it).

Set up a game with the controls on top (board size, players and who plays them, rules
version, dice per hex, seed) and **New game**. **Move buttons** lists every legal move as
a button, as the original exercise did before hexes could be clicked.

The app holds only UI state; every rule is asked of the engine (``attack_sources``,
``targets``, ``check``, ``can_pass``) and every move of an AI comes from ``dice.ai``.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import ipywidgets as w
from matplotlib.figure import Figure

from ..core.errors import GameError, IllegalMoveError
from ..core.players import Choice
from ..core.validate import describe, integer
from ..ui.app import GameApp, button, row
from ..ui.arguments import inches, optional_flag, seats_argument, seconds
from ..ui.canvas import BoardCanvas, board_point, left_press_in
from ..ui.seats import PERSON, seat_label, seat_menu
from .ai import ClassicAI, best_player_for
from .ai.evaluation import Evaluator
from .draw import (
    DARK,
    DiceBoardArtist,
    figure_size,
    legend_png,
    overlays_for,
    status_caption,
    turn_options,
)
from .game import DiceOfDoom
from .hexboard import as_hex, hex_name
from .moves import PASS, Move
from .notation import format_move
from .words import sentences

__all__ = ["DiceOfDoomApp"]

#: A person plays the seat (``"human"`` is read as this too).
HUMAN = PERSON
#: Layout in px: the side panel, and the board column (smallest, largest, and the
#: smallest that still has the panel beside it; narrower, the panel goes under it).
_PANEL_PX = 420
_BOARD_MIN_PX, _BOARD_MAX_PX, _SIDE_MIN_PX = 320, 760, 520
#: The AI a newcomer meets first: one a beginner can beat (see the class docstring).
DEFAULT_OPPONENT = "easy"


class DiceOfDoomApp(GameApp[DiceOfDoom]):
    """Dice of Doom as a game program in a notebook cell.

    ``DiceOfDoomApp()`` plays a 5 x 5 board from a fair start (equal dice, hex counts
    within one), you as A against the **easy** AI as B: it takes the surest attack it
    sees and never looks ahead, so a beginner can beat it (a player who does the same
    wins half the games; measured by ``benchmarks/dice_ai.py --only newcomer``). Raise
    the level with ``controls=("human", "medium")`` (the Land of Lisp AI, four moves
    deep) or ``("human", "strong")``, or with the player menus on top. ``controls``
    names, player by player, ``"person"`` (or ``"human"``) or an AI strength
    (``"easy"``, ``"medium"``, ``"strong"``). ``ending="no_attack"`` ends games as the
    Land of Lisp program does (see :class:`~ringworld_nb.dice.game.DiceOfDoom`).
    ``ai_delay`` is the pause in seconds between AI moves; ``interactive`` forces the
    clickable ipympl canvas (True) or a picture with move buttons (False).
    """

    game_class = DiceOfDoom
    default_filename = "dice_game.json"

    def __init__(self, size: int = 5, players: int = 2, *, controls=None, version: int = 1,
                 max_dice: int = 3, seed: int | None = 1, fair_start: bool = True,
                 ending: str = "all_pass", ai_delay: float = 0.6,
                 interactive: bool | None = None, width: float = 6.5) -> None:
        players = integer(players, "players", low=2, high=4)
        controls = seats_argument(
            [HUMAN] + [DEFAULT_OPPONENT] * (players - 1) if controls is None else controls,
            players, name="controls")
        ai_delay = seconds(ai_delay, "ai_delay")
        width = inches(width, "width")
        interactive = optional_flag(interactive, "interactive")
        game = DiceOfDoom(size, players, max_dice=max_dice, version=version, seed=seed,
                          fair_start=fair_start, ending=ending)  # checks the rest
        size, max_dice, version = game.size, game.max_dice, game.version
        super().__init__()
        self.game = game
        self.width = width
        self._column_px = int(width * 100)  # the board column's width, set by the browser
        self.selected = None
        self._evaluator: Evaluator | None = None
        self._build_common()
        self._build_ai(controls, ai_delay, menus=False)

        # -- set-up controls -------------------------------------------------------------
        narrow = {"description_width": "60px"}
        self.size_choice = w.IntSlider(value=size, min=2, max=10, description="Board",
                                       layout=w.Layout(width="220px"), style=narrow)
        self.players_choice = w.Dropdown(options=[2, 3, 4], value=players,
                                         description="Players",
                                         layout=w.Layout(width="140px"), style=narrow)
        self.control_choices = [
            seat_menu("ABCD"[p], controls[p] if p < players else DEFAULT_OPPONENT,
                      width="160px", label_width="18px")
            for p in range(4)
        ]
        for p, menu in enumerate(self.control_choices):
            menu.observe(lambda change, p=p: self._seat_chosen(p, change["new"]),
                         names="value")
        self.seat_menus = dict(enumerate(self.control_choices[:players]))
        self.version_choice = w.Dropdown(
            options=[("1: certain attacks", 1), ("2: rolled attacks", 2),
                     ("3: rolled, largest region", 3)],
            value=version, description="Rules", layout=w.Layout(width="260px"), style=narrow)
        self.dice_choice = w.Dropdown(options=[3, 4, 5], value=max_dice, description="Dice",
                                      layout=w.Layout(width="130px"), style=narrow)
        self.seed_choice = w.IntText(value=int(seed) if seed is not None else 0,
                                     description="Seed", layout=w.Layout(width="150px"),
                                     style=narrow)
        self.fair_choice = w.Checkbox(value=bool(fair_start), description="fair start",
                                      indent=False, layout=w.Layout(width="100px"))
        self.ending_choice = w.Dropdown(
            options=[("ends when all pass", "all_pass"),
                     ("ends at no attack (Land of Lisp)", "no_attack")],
            value=ending, description="End", layout=w.Layout(width="270px"), style=narrow,
            tooltip="all pass: the rule book, the game ends when every player passed "
                    "without attacking in a row; no attack: as the Land of Lisp program, "
                    "as soon as the player to move cannot attack")
        self.new_button = button("New game", self.new_game, "Start a game with these settings",
                                 "primary", "play")
        self.players_choice.observe(lambda _: self._show_control_choices(), names="value")
        self.setup_box = w.VBox([
            row(self.size_choice, self.players_choice, self.version_choice,
                self.dice_choice, self.ending_choice),
            row(*self.control_choices, self.seed_choice, self.fair_choice,
                self.new_button),
        ], layout=w.Layout(max_width="100%"))
        self._show_control_choices()

        # -- playing controls --------------------------------------------------------------
        self.title_html = w.HTML()
        self.status_html = w.HTML()
        self.scores_html = w.HTML()
        #: what the marks on the board mean (redrawn when the rules version changes)
        self.legend_image = w.Image(format="png", layout=w.Layout(max_width="100%"))
        self._legend_version: int | None = None
        self.pass_button = button("End turn", self.end_turn, "Pass: end your turn", "success",
                                  "hand-paper-o")
        self.undo_button = button("Undo", self.undo, "Take back to your last decision", "",
                                  "undo")
        #: the AI move button (kept under its old name)
        self.ai_button = self.ai_move_button
        self.buttons_toggle = w.ToggleButton(value=False, description="Move buttons",
                                             icon="list", layout=w.Layout(width="auto"),
                                             tooltip="List every legal move as a button")
        self.buttons_toggle.observe(lambda _: self._refresh_move_buttons(), names="value")
        self.move_buttons = w.Box(layout=w.Layout(flex_flow="row wrap", max_width="100%"))

        # -- the board ------------------------------------------------------------------------
        self._board_box = w.Box()
        self._build_board(interactive)
        self._build_graph(width, self.canvas.interactive)

        # Under the board, whatever the layout: whose turn, End turn, Undo, AI move.
        self.turn_bar = w.VBox([self.status_html,
                                row(self.pass_button, self.undo_button, self.hint_button,
                                    self.ai_button, self.pause_button),
                                self.thinking_indicator.widget])
        self.column_widgets.append(self.turn_bar)
        panel = w.VBox([
            self.title_html, self.scores_html, self.legend_image, self.pace,
            row(self.buttons_toggle, self.graph_toggle), self.move_buttons,
            w.HTML("<b>Record</b>"), self.record_list.widget, self.review_bar.widget,
            self.files_box,
        ])
        board_column = w.VBox([self._board_box, self.turn_bar, self.confirm_bar, self.message,
                               self.graph_box], layout=w.Layout(max_width="100%"))
        self._build_fit(board_column, panel, board=self._column_px, panel_width=_PANEL_PX,
                        board_min=_BOARD_MIN_PX, board_max=max(_BOARD_MAX_PX, self._column_px),
                        side_min=_SIDE_MIN_PX)
        rows = [self.setup_box, self.fit.widget]
        if self.canvas.hint is not None:
            rows.insert(1, self.canvas.hint)
        self.children = rows
        self._rebuild_statistics()
        self._refresh()
        self._schedule_ai()

    # ------------------------------------------------------------------- board --
    def _board_inches(self) -> tuple[float, float]:
        """The board's size: as wide as its column, but a small board stays small."""
        game = self.game
        natural, _ = figure_size(game.board, game.max_dice)
        width = min(self._column_px / 100, max(natural, 4.0))
        return figure_size(game.board, game.max_dice, width=width)

    def _resize_board(self, width: int) -> None:
        """The column is now ``width`` px wide: redraw the board to fit it."""
        self._column_px = width
        fw, fh = self._board_inches()
        self.canvas.resize(round(fw * 100), round(fh * 100))
        self.ax.clear()
        self.artist = DiceBoardArtist(self.ax, self.game.board, self.game.players,
                                      max_dice=self.game.max_dice)
        self._refresh_board()

    def _build_board(self, interactive: bool | None = None) -> None:
        """(Re)build the figure for the current game's board size and dice."""
        game = self.game
        fw, fh = self._board_inches()
        self.figure = Figure(figsize=(fw, fh), dpi=100, facecolor=DARK.background)
        self.ax = self.figure.add_axes((0.0, 0.0, 1.0, 1.0))
        self.artist = DiceBoardArtist(self.ax, game.board, game.players,
                                      max_dice=game.max_dice)
        if interactive is None and hasattr(self, "canvas"):
            interactive = self.canvas.interactive
        self.canvas = BoardCanvas(self.figure, interactive)
        self.canvas.mpl_connect("button_press_event", self.on_click)
        self._board_box.children = [self.canvas.widget]

    def _show_control_choices(self) -> None:
        n = self.players_choice.value
        for p, choice in enumerate(self.control_choices):
            choice.layout.display = "flex" if p < n else "none"

    # ----------------------------------------------------------------- players --
    @property
    def controls(self) -> list[str]:
        """Who plays each player: "person" or an AI strength."""
        return [self.seats[p] for p in range(self.game.players)]

    def is_human(self, player: int) -> bool:
        """True when a person plays ``player``."""
        return self.is_person(player)

    def _seat_chosen(self, player: int, seat: str) -> None:
        """A seat menu changed: it applies now to a player of this game, else at New
        game."""
        if player < self.game.players:
            self.set_seat(player, seat)

    def _seat_players(self) -> list[int]:
        return list(range(self.game.players))

    def _seat_name(self, player: int) -> str:
        return self.game.player_name(player)

    def _player_for_seat(self, game: DiceOfDoom, seat: str) -> Any:
        # the players of dice.ai have a Choice of their own (without a variation)
        return best_player_for(game, seat)

    def _play_ai_move(self, move: Move) -> None:
        self.selected = None
        self._after_move(self.game.play(move))

    def ai_step(self) -> bool:
        """Let the AI to move make one move at once; False when no AI may move now."""
        return self.ai_step_now()

    def _chances(self, game: DiceOfDoom, player: int) -> float:
        """``player``'s winning chance by the tuned evaluation (instant)."""
        if self._evaluator is None or self._evaluator.rules is not game.rules:
            self._evaluator = Evaluator(game.rules)
        return self._evaluator.value(game.key(), player)

    def _quick_estimate(self, game: DiceOfDoom) -> float:
        """A's winning chance by the tuned evaluation (no search needed)."""
        return self._chances(game, 0)

    def _choice_estimate(self, choice: Choice, mover: int) -> float | None:
        """The value of a two-player search in winning chances; the Land of Lisp AI's
        value is a score, not a chance, so the evaluation is used after its moves."""
        if isinstance(self.player_for(mover), ClassicAI):
            return None
        return super()._choice_estimate(choice, mover)

    def _hint_chances(self, game: DiceOfDoom, choice: Choice) -> float:
        return self._chances(game, game.to_move)

    def _hint_shown(self) -> None:
        """The hinted attack is selected (click its target to play it)."""
        hint = self.hint
        if hint is not None and hint.position == self.view_index:
            move = hint.choice.move
            self.selected = None if move.src is None else move.src
        self._refresh_board()

    def _statistics(self, game: DiceOfDoom) -> tuple[list[int], list[int]]:
        """Hexes and dice of every player, for the graph."""
        return list(game.scores), [game.dice_total(p) for p in range(game.players)]

    def _player(self, p: int) -> str:
        colour = DARK.players[p]
        who = "you" if self.is_human(p) and self.controls.count(HUMAN) == 1 else (
            seat_label(self.controls[p]).lower() if self.is_human(p)
            else seat_label(self.controls[p]))
        return (f"<b style='color:{colour};text-shadow:0 0 1px #000'>"
                f"{self.game.player_name(p)}</b> ({who})")

    # ------------------------------------------------------------------ clicks --
    def on_click(self, event) -> None:
        """A mouse press on the board: choose the attacking hex, then its target."""
        if not left_press_in(event, self.ax):
            return  # another button, outside the board, or a double click's 2nd press
        if self._wait_for_answer() or self._refuse_while_thinking():
            return
        hit = self.artist.hit_test(*board_point(event))
        if hit is None:
            self.show_message("That is off the board.", "warning")
            return
        self.click_hex(hit)

    def click_hex(self, hex) -> None:
        """What a click on ``hex`` means now: select, cancel, switch or attack.

        ``hex`` is ``(row, column)`` of a hex of this board; anything else is refused
        with a message, and nothing changes.
        """
        game = self.position_at(self.view_index)
        target = as_hex(hex)
        if target is None or not game.board.on_board(target):
            self.show_message(f"There is no hex {html.escape(describe(hex))} on the "
                              f"{game.size}x{game.size} board: a hex is (row, column), "
                              f"both 0..{game.size - 1}.", "error")
            return
        hex = target
        if game.is_over:
            self.show_message("The game is over: start a New game or review it.", "warning")
            return
        if self._refuse_for_ai_seat(game):
            return
        name = hex_name(hex)
        if self.selected is not None:
            if hex == self.selected:
                self.selected = None
                self.show_message("Attack cancelled: choose an attacking hex.")
                self._refresh_board()
                return
            if hex in game.targets(self.selected):
                self.attack(Move(self.selected, hex))
                return
        if hex in game.attack_sources():
            self.selected = hex
            self.show_message(f"Attack from {name}: click a highlighted target, or {name} "
                              "again to cancel.")
            self._refresh_board()
            return
        if self.selected is not None:
            try:
                game.check(Move(self.selected, hex))
            except IllegalMoveError as err:
                self.show_message(f"Cannot attack {name}: {html.escape(str(err))}", "warning")
                return
        owner = int(game.owner[hex])
        if owner != game.to_move:
            self.show_message(f"{name} belongs to {game.player_name(owner)}: first click one "
                              "of your outlined hexes.", "warning")
        else:
            self.show_message(f"No attack from {name} is possible now (outlined hexes can "
                              "attack).", "warning")

    def attack(self, move: Move) -> None:
        """Play ``move`` for the human to move (asks before discarding reviewed moves);
        a move that is not legal at the position shown is refused with a message."""
        try:
            self.position_at(self.view_index).check(move)
        except (GameError, TypeError) as err:
            self.show_message(html.escape(str(err)), "error")
            return
        self._play_at_view(lambda: self._play_human(move))

    def _play_human(self, move: Move) -> None:
        try:
            events = self.game.play(move)
        except (GameError, TypeError) as err:
            self.show_message(html.escape(str(err)), "error")
            return
        self.selected = None
        self._after_move(events)

    def end_turn(self) -> None:
        """Pass: end the turn of the human to move."""
        game = self.position_at(self.view_index)
        if self._refuse_while_thinking():
            return
        if game.is_over or not self.is_human(game.to_move):
            self.show_message("It is not your turn to end.", "warning")
            return
        if not game.can_pass:
            self.show_message("You must attack at least once when you can.", "warning")
            return
        self.attack(PASS)

    def _after_move(self, events) -> None:
        self._follow_game()
        self.show_message(html.escape(" ".join(sentences(events)[-3:])))  # engine's words
        self._refresh()

    # ----------------------------------------------------------- other actions --
    def undo(self) -> None:
        """Take back moves until a human is to move again, before their last decision."""
        if not self.game.history:
            self.show_message("Nothing to undo.", "warning")
            return
        self._stop_ai()
        self.game.undo()
        if any(self.is_human(p) for p in range(self.game.players)):
            while self.game.history and not self.is_human(self.game.to_move):
                self.game.undo()
        else:
            self.ai_paused = True  # AIs only: stay here until Play or AI move
        self.selected = None
        self._follow_game()
        self.show_message(f"Back to move {len(self.game.history)}." +
                          (" The AIs are paused: AI move or Play." if self.ai_paused
                           else ""))
        self._refresh()

    def new_game(self) -> None:
        """Start a game with the settings above (asks when a game is going on)."""
        if self.game.history and not self.game.is_over:
            self._ask("Abandon this game and start a new one?", self._new_game_now)
            return
        self._new_game_now()

    def _new_game_now(self) -> None:
        players = self.players_choice.value
        try:
            game = DiceOfDoom(self.size_choice.value, players, max_dice=self.dice_choice.value,
                              version=self.version_choice.value, seed=self.seed_choice.value,
                              fair_start=self.fair_choice.value,
                              ending=self.ending_choice.value)
        except ValueError as err:
            self.show_message(f"Cannot start that game: {html.escape(str(err))}", "error")
            return
        self._new_game(game, [c.value for c in self.control_choices[:players]])
        first = game.player_name(game.to_move)
        self.show_message(f"New game: {first} moves first.")

    def _new_game(self, game: DiceOfDoom, seats: Sequence[str] | None = None) -> None:
        """Replace the game (new game or load); the board is rebuilt when its shape
        changes. ``seats``: who plays (default: as before, or a person against the easy
        AI when the number of players changed)."""
        self._ai_new_game()
        if seats is None:
            seats = (self.controls if len(self.controls) == game.players else
                     ([HUMAN] + [DEFAULT_OPPONENT] * 3)[:game.players])
        self.seats = dict(enumerate(seats))
        reshape = (game.size, game.max_dice, game.players) != (
            self.game.size, self.game.max_dice, self.game.players)
        self.game = game
        self.seat_menus = dict(enumerate(self.control_choices[:game.players]))
        for p, seat in self.seats.items():
            self.control_choices[p].value = seat
        self.selected = None
        if reshape:
            self._build_board()
        self._rebuild_statistics()
        self._follow_game()
        self._refresh()

    def _reviewed(self, index: int) -> None:
        self.selected = None

    # ----------------------------------------------------------------- refresh --
    def _record_lines(self) -> list[str]:
        movers = [self.game.player_name(p) for p in self.movers()]
        return [f"{i + 1:3d}. {movers[i]} {format_move(m, *self.game.outcomes[i])}"
                for i, m in enumerate(self.game.history)]

    def _refresh_board(self) -> None:
        game = self.position_at(self.view_index)
        human_turn = not game.is_over and self.is_human(game.to_move)
        hint = self.hint
        if hint is not None and hint.position == self.view_index and not game.is_over:
            move = hint.choice.move  # the hinted attack: its hex and its target
            overlays = overlays_for(game, move.src, targets=() if move.dst is None
                                    else (move.dst,), sources=())
        else:
            overlays = overlays_for(game, self.selected if human_turn else None,
                                    sources=None if human_turn else ())
        self.artist.update(game.owner, game.dice, **overlays)
        self.canvas.refresh()

    def _refresh_panel(self) -> None:
        game = self.position_at(self.view_index)
        if game.is_over:
            status = html.escape(status_caption(game))
        else:
            status = (f"{self._player(game.to_move)} to move: "
                      f"{turn_options(game, 'End turn')}.")
        self.title_html.value = f"<h3 style='margin:0'>Dice of Doom {game.size}x{game.size}</h3>"
        self.status_html.value = f"<div class='dd-status'>{self._review_note()}{status}</div>"
        rows = "".join(
            f"<tr class='dd-player-{p}'><td><b style='color:{DARK.players[p]}'>"
            f"{game.player_name(p)}</b></td><td>{html.escape(self.controls[p])}</td>"
            f"<td class='dd-hexes' style='text-align:right'>{game.scores[p]}</td>"
            f"<td class='dd-dice' style='text-align:right'>{game.dice_total(p)}</td></tr>"
            for p in range(game.players))
        self.scores_html.value = ("<table class='dd-scores'><tr><th></th><th>plays</th>"
                                  f"<th>hexes</th><th>dice</th></tr>{rows}</table>")
        if self._legend_version != game.version:
            self._legend_version = game.version
            png = legend_png(version=game.version)
            self.legend_image.value = png
            # its own size (a box would stretch it, blurred), narrower if need be
            self.legend_image.layout.width = f"{int.from_bytes(png[16:20], 'big')}px"
        human_turn = (not game.is_over and self.is_human(game.to_move))
        self.pass_button.disabled = not (human_turn and game.can_pass)
        self.undo_button.disabled = not self.game.history
        self._refresh_record()
        self._refresh_move_buttons()

    def _refresh_move_buttons(self) -> None:
        if not self.buttons_toggle.value:
            self.move_buttons.children = []
            return
        game = self.position_at(self.view_index)
        if game.is_over or not self.is_human(game.to_move):
            self.move_buttons.children = [w.HTML("<i>no move of yours now</i>")]
            return
        buttons = []
        for move in game.legal_moves():
            if move.src is None or move.dst is None:  # the pass
                label = "end turn"
            else:
                a, d = int(game.dice[move.src]), int(game.dice[move.dst])
                label = f"{hex_name(move.src)}\u2192{hex_name(move.dst)} ({a} vs {d})"
            b = w.Button(description=label, layout=w.Layout(width="auto"))
            b.on_click(lambda _, m=move: self.attack(m))
            buttons.append(b)
        self.move_buttons.children = buttons

    def _graph_data(self):
        """Hexes and dice of each player, move by move (the dice divided by 3, so that
        both fit one axis)."""
        turns = list(range(len(self.statistics)))
        series: dict[str, list[float]] = {}
        styles: dict[str, dict] = {}
        for p in range(self.game.players):
            name = self.game.player_name(p)
            series[f"{name} hexes"] = [s[0][p] for s in self.statistics]
            series[f"{name} dice \u00f7 3"] = [s[1][p] / 3 for s in self.statistics]
            styles[f"{name} hexes"] = {"color": DARK.players[p], "lw": 2}
            styles[f"{name} dice \u00f7 3"] = {"color": DARK.players[p], "lw": 1, "ls": "--"}
        return turns, series, styles, "hexes, dice \u00f7 3"
