"""``DiceOfDoomApp``: play Dice of Doom in a notebook, against people or AIs.

How to play:

1. Click one of your hexes that can attack (outlined), then one of the hatched targets
   next to it. Click the attacking hex again (or Escape) to change your mind.
2. Attack as often as you like (at least once when you can), then **End turn**: your
   reinforcements arrive on your hexes in reading order.
3. The AIs move on their own at the AI pause (**Pause** / **Play**, **AI move** for one
   move, **Stop** while one thinks); **Undo** takes back to your last decision; the
   arrows under the status review any earlier position. **Hint** chooses the attack the
   AI would play (click its target to play it).

A new game's board size, players, rules version, dice per hex and seed are in the New
game tab; who plays each colour in the Players tab. **Move buttons** lists every legal
move as a button, as the original exercise did before hexes could be clicked.

Everything but what only Dice of Doom has - its board, End turn, the move buttons, the
scores and the evaluation's chances - is the shared flow of
:class:`~ringworld_nb.ui.app.GameApp`; clicks become moves in :class:`~.input.DiceInput`,
and the marks and words come from :func:`~.draw.view.view`.
"""

from __future__ import annotations

import functools
import html
from typing import Any

import ipywidgets as w

from ..core.players import Choice
from ..core.validate import integer
from ..core.view import View
from ..ui.app import GameApp
from ..ui.arguments import inches, optional_flag, seats_argument, seconds
from ..ui.controls import enable, row, show
from ..ui.seats import PERSON, seat_label
from .ai import ClassicAI
from .ai.evaluation import Evaluator
from .draw import DARK, DiceBoardArtist, figure_size, legend_png
from .draw.view import view as board_view
from .game import DiceOfDoom
from .hexboard import as_hex, hex_name
from .input import DiceInput
from .moves import Event, Move
from .notation import format_move
from .words import sentences

__all__ = ["DiceOfDoomApp"]

#: A person plays the seat (``"human"`` is read as this too).
HUMAN = PERSON
#: The AI a newcomer meets first: one a beginner can beat (see the class docstring).
DEFAULT_OPPONENT = "easy"


class DiceOfDoomApp(GameApp[DiceOfDoom]):
    """Dice of Doom as a game program in a notebook cell.

    ``DiceOfDoomApp()`` plays a 5 x 5 board from a fair start (equal dice, hex counts
    within one), you as A against the **easy** AI as B: it takes the surest attack it
    sees and never looks ahead, so a beginner can beat it. Raise the level with
    ``controls=("person", "medium")`` (the Land of Lisp AI, four moves deep) or
    ``("person", "strong")``, or in the Players tab. ``controls`` names, player by
    player, ``"person"`` (or ``"human"``) or an AI strength (``"easy"``, ``"medium"``,
    ``"strong"``). ``ending="no_attack"`` ends games as the Land of Lisp program does
    (see :class:`~ringworld_nb.dice.game.DiceOfDoom`). ``ai_delay`` is the pause in
    seconds between AI moves; ``interactive`` forces the clickable ipympl canvas (True)
    or a picture with a box for the move (False); ``width`` the board's starting width
    in inches.
    """

    game_class = DiceOfDoom
    input_class = DiceInput
    file_stem = "dice_game"
    under_px = 230
    board_px = (320, 760)
    input: DiceInput

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
        self._evaluator: Evaluator | None = None
        super().__init__(game, seats=controls, pace=ai_delay, interactive=interactive,
                         size_px=min(int(width * 100), self._largest(game)))
        self.title = f"Dice of Doom {game.size}x{game.size}"

        narrow = {"description_width": "60px"}
        self.size_choice = w.IntSlider(value=game.size, min=2, max=10, description="Board",
                                       layout=w.Layout(width="220px"), style=narrow)
        self.players_choice = w.Dropdown(options=[2, 3, 4], value=players,
                                         description="Players",
                                         layout=w.Layout(width="140px"), style=narrow)
        self.version_choice = w.Dropdown(
            options=[("1: certain attacks", 1), ("2: rolled attacks", 2),
                     ("3: rolled, largest region", 3)],
            value=game.version, description="Rules", layout=w.Layout(width="260px"),
            style=narrow)
        self.dice_choice = w.Dropdown(options=[3, 4, 5], value=game.max_dice,
                                      description="Dice", layout=w.Layout(width="130px"),
                                      style=narrow)
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
        self.pass_button = self.button("End turn", lambda: self.enter("end_turn"),
                                       "Pass: end your turn", "success", "hand-paper-o")
        self.buttons_toggle = w.ToggleButton(value=False, description="Move buttons",
                                             icon="list", layout=w.Layout(width="auto"),
                                             tooltip="List every legal move as a button")
        self.buttons_toggle.observe(lambda _: self.act(lambda: None, asking=True),
                                    names="value")
        self.move_buttons = w.Box(layout=w.Layout(flex_flow="row wrap", max_width="100%"))
        self.scores_html = w.HTML()
        #: what the marks on the board mean (redrawn when the rules version changes)
        self.legend_image = w.Image(format="png", layout=w.Layout(max_width="100%"))
        self._legend_version: int | None = None
        self._assemble()

    @classmethod
    def for_trainer(cls) -> DiceOfDoomApp:
        """An app for a trainer: the small board, two people at one screen."""
        return cls(3, controls=("person", "person"))

    # ------------------------------------------------------------ what it shows --
    @staticmethod
    def _largest(game: DiceOfDoom) -> int:
        """The widest the board is drawn, in px: small boards stay small."""
        natural, _ = figure_size(game.board, game.max_dice)
        return int(max(natural, 4.0) * 100)

    def board_max(self, game: DiceOfDoom) -> int:
        return min(self.board_px[1], self._largest(game))

    def board_aspect(self, game: DiceOfDoom) -> float:
        width, height = figure_size(game.board, game.max_dice)
        return height / width

    def board_changed(self, old: DiceOfDoom, new: DiceOfDoom) -> bool:
        return (old.size, old.max_dice, old.players) != (new.size, new.max_dice, new.players)

    def player_ids(self, game: DiceOfDoom) -> list[int]:
        return list(range(game.players))

    def player_name(self, player: int) -> str:
        return "ABCD"[player]

    def player_colour(self, player: int) -> str:
        return DARK.players[player]

    def new_artist(self, game: DiceOfDoom) -> None:
        self.artist = DiceBoardArtist(self.ax, game.board, game.players,
                                      max_dice=game.max_dice)

    def hit(self, x: float | None, y: float | None) -> Any:
        return self.artist.hit_test(x, y)

    def view(self, game: DiceOfDoom) -> View:
        person = not game.is_over and self.ai.is_person(game.to_move)
        return board_view(game, self.input.selected if person else None,
                          hinted=self.input.hinted, names=self.ai.names(), marks=person)

    def draw(self, game: DiceOfDoom, view: View) -> None:
        self.artist.update(game.owner, game.dice, **view.marks)

    # ---------------------------------------------------------- its own controls --
    def game_controls(self) -> list[w.Widget]:
        return [row(self.pass_button, self.buttons_toggle), self.move_buttons]

    def info_widgets(self) -> list[w.Widget]:
        return [self.scores_html]

    def info_tabs(self) -> dict[str, w.Widget]:
        return {"Legend": self.legend_image}

    def setup_controls(self) -> list[w.Widget]:
        return [row(self.size_choice, self.players_choice), self.version_choice,
                row(self.dice_choice, self.seed_choice), row(self.fair_choice),
                self.ending_choice]

    def refresh_controls(self, game: DiceOfDoom, view: View) -> None:
        person = not game.is_over and self.ai.is_person(game.to_move)
        enable(self.pass_button, person and game.can_pass and not self.animating)
        rows = "".join(
            f"<tr><td><b style='color:{DARK.players[p]}'>{self.player_name(p)}</b></td>"
            f"<td>{html.escape(seat_label(self.ai.seats[p]))}</td>"
            f"<td style='text-align:right'>{game.scores[p]}</td>"
            f"<td style='text-align:right'>{game.dice_total(p)}</td></tr>"
            for p in range(game.players))
        self.scores_html.value = ("<table class='dd-scores'><tr><th></th><th>plays</th>"
                                  f"<th>hexes</th><th>dice</th></tr>{rows}</table>")
        if self._legend_version != game.version:
            self._legend_version = game.version
            png = legend_png(version=game.version)
            self.legend_image.value = png
            self.legend_image.layout.width = f"{int.from_bytes(png[16:20], 'big')}px"
        self._refresh_move_buttons(game, person)

    def _refresh_move_buttons(self, game: DiceOfDoom, person: bool) -> None:
        show(self.move_buttons, self.buttons_toggle.value)
        if not self.buttons_toggle.value:
            self.move_buttons.children = ()
            return
        if not person:
            self.move_buttons.children = (w.HTML("<i>no move of yours now</i>"),)
            return
        buttons = []
        for move in game.legal_moves():
            if move.src is None or move.dst is None:
                label = "end turn"
            else:
                a, d = int(game.dice[move.src]), int(game.dice[move.dst])
                label = f"{hex_name(move.src)}\u2192{hex_name(move.dst)} ({a} vs {d})"
            buttons.append(self.button(label, functools.partial(self.play, move)))
        self.move_buttons.children = tuple(buttons)

    # ------------------------------------------------------------------ playing --
    @property
    def controls(self) -> list[str]:
        """Who plays each player: "person" or an AI strength."""
        return [self.ai.seats[p] for p in range(self.game.players)]

    @property
    def selected(self):
        """The attacking hex chosen (None: none)."""
        return self.input.selected

    def is_human(self, player: int) -> bool:
        return self.ai.is_person(player)

    def click_hex(self, hex_: Any) -> None:
        """What a click on ``hex_`` means now (as a click on the board does)."""
        self.act(lambda: self.click(hex_))

    def attack(self, move: Move) -> None:
        """Play ``move`` for the person to move (asks before discarding reviewed moves)."""
        self.act(lambda: self.play(move))

    def end_turn(self) -> None:
        """End the turn of the person to move."""
        self.act(lambda: self.enter("end_turn"))

    def mark_where(self, where: Any) -> tuple[tuple[float, float], float] | None:
        hex_ = as_hex(where)
        board = self.game.board
        if hex_ is None or not board.on_board(hex_):
            return None
        x, y = board.centers()[board.index(hex_)]
        return (float(x), float(y)), 0.62

    def captures(self, events: list[Event]) -> bool:
        return any(e.kind == "capture" for e in events)

    def describe_move(self, game: DiceOfDoom, mover: int, move: Move,
                      events: list[Event]) -> str:
        return " ".join(sentences(events)[-3:])

    # ------------------------------------------------------------------ a new game --
    def game_from_setup(self) -> DiceOfDoom:
        return DiceOfDoom(self.size_choice.value, self.players_choice.value,
                          max_dice=self.dice_choice.value, version=self.version_choice.value,
                          seed=self.seed_choice.value, fair_start=self.fair_choice.value,
                          ending=self.ending_choice.value)

    def seats_for(self, game: DiceOfDoom) -> dict[Any, str]:
        old = self.ai.seats
        return {p: old.get(p, HUMAN if p == 0 else DEFAULT_OPPONENT)
                for p in range(game.players)}

    def replace_game(self, game: DiceOfDoom, **kwargs: Any) -> None:
        super().replace_game(game, **kwargs)
        self.title = f"Dice of Doom {game.size}x{game.size}"
        self.title_html.value = f"<h3 style='margin:0 0 4px 0'>{self.title}</h3>"
        for choice, value in ((self.size_choice, game.size),
                              (self.players_choice, game.players),
                              (self.version_choice, game.version),
                              (self.dice_choice, game.max_dice),
                              (self.fair_choice, game.fair_start),
                              (self.ending_choice, game.ending)):
            choice.value = value

    # ----------------------------------------------------------- the AI's chances --
    def _chances(self, game: DiceOfDoom, player: int) -> float:
        """``player``'s winning chance by the tuned evaluation (instant)."""
        if self._evaluator is None or self._evaluator.rules is not game.rules:
            self._evaluator = Evaluator(game.rules)
        return self._evaluator.value(game.key(), player)

    def quick_estimate(self, game: DiceOfDoom) -> float | None:
        return self._chances(game, 0)

    def trusts_choice_value(self, choice: Choice, mover: Any) -> bool:
        """The Land of Lisp AI's value is a score, not a chance: not for the graph."""
        return not isinstance(self.ai.player_for(mover), ClassicAI)

    def hint_chances(self, game: DiceOfDoom, hint: Any) -> float | None:
        return self._chances(game, game.to_move)

    # ---------------------------------------------------------------- the graph --
    def statistics(self, game: DiceOfDoom) -> tuple[list[int], list[int]]:
        """Hexes and dice of every player."""
        return list(game.scores), [game.dice_total(p) for p in range(game.players)]

    def graph_series(self, stats: list[Any]) -> tuple[dict[str, list[float]],
                                                      dict[str, dict], str]:
        """Hexes and dice of each player, move by move (the dice divided by 3, so that
        both fit one axis)."""
        series: dict[str, list[float]] = {}
        styles: dict[str, dict] = {}
        for p in range(self.game.players):
            name = self.player_name(p)
            series[f"{name} hexes"] = [s[0][p] for s in stats]
            series[f"{name} dice \u00f7 3"] = [s[1][p] / 3 for s in stats]
            styles[f"{name} hexes"] = {"color": DARK.players[p], "lw": 2}
            styles[f"{name} dice \u00f7 3"] = {"color": DARK.players[p], "lw": 1, "ls": "--"}
        return series, styles, "hexes, and dice \u00f7 3"

    def _record_lines(self) -> list[str]:
        movers = self._movers()
        return [f"{i + 1:3d}. {self.player_name(movers[i])} "
                f"{format_move(m, *self.game.outcomes[i])}"
                for i, m in enumerate(self.game.history)]

