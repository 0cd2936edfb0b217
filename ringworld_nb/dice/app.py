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
import warnings
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w

from ..core.validate import integer
from ..core.view import TwinCell, View
from ..ui.app import GameApp
from ..ui.arguments import inches, optional_flag, seats_argument, seconds
from ..ui.board_view import BoardShape
from ..ui.controls import button, enable, player_name_html, row, show
from ..ui.flow import action
from ..ui.layout import GamePanel
from ..ui.seats import PERSON, seat_label
from .ai.evaluation import Evaluator
from .draw import DARK, DiceBoardArtist, figure_size, legend_png
from .draw.text_board import text_board
from .draw.view import view as board_view
from .game import DiceOfDoom
from .hexboard import as_hex, hex_name
from .input import DiceInput
from .moves import PLAYER_NAMES, Event, Move
from .words import sentences, short_words

__all__ = ["DiceOfDoomApp"]

#: The AI a newcomer meets first: one a beginner can beat (see the class docstring).
DEFAULT_OPPONENT = "easy"
#: The board's starting size in inches when none is given.
DEFAULT_SIZE = 6.5


def _deprecated(old: str, new: str) -> None:
    warnings.warn(f"DiceOfDoomApp({old}=...) is now {new}=..., as in every app; {old}= "
                  "goes away in the next release", DeprecationWarning, stacklevel=3)


class DiceOfDoomApp(GameApp[DiceOfDoom]):
    """Dice of Doom as a game program in a notebook cell.

    ``DiceOfDoomApp()`` plays a 5 x 5 board from a fair start (equal dice, hex counts
    within one), you as A against the **easy** AI as B: it takes the surest attack it
    sees and never looks ahead, so a beginner can beat it. ``board`` is the board's size
    (hexes a side, 2 to 10) and ``players`` the players at the table (2 to 4). ``seats``
    says who plays each player, in order: ``"person"`` or an AI strength (``"easy"``,
    ``"medium"``: the Land of Lisp AI, four moves deep; ``"strong"``), as in every app;
    the Players tab changes them during a game. ``ending="no_attack"`` ends games as the
    Land of Lisp program does (see :class:`~ringworld_nb.dice.game.DiceOfDoom`).
    ``pace`` is the pause in seconds before each AI move; ``interactive`` forces the
    clickable ipympl canvas (True) or a picture with a box for the move (False); ``size``
    the board's starting size in inches.

    The names of before - ``controls=`` (now ``seats=``), ``ai_delay=`` (``pace=``),
    ``width=`` (``size=``), and ``size=`` given a whole number of hexes (``board=``) -
    still work in this release, with a DeprecationWarning.
    """

    game_class = DiceOfDoom
    input_class = DiceInput
    file_stem = "dice_game"
    player_names = dict(enumerate(PLAYER_NAMES))
    player_colours = dict(enumerate(DARK.players))
    under_px = 230
    #: an AI's whole turn is told (its attacks, one line each, and the end of its turn)
    log_lines = 8
    board_px = (320, 760)
    input: DiceInput

    def __init__(self, board: int | None = None, players: int = 2, *,
                 seats: Sequence[str] | None = None, version: int = 1, max_dice: int = 3,
                 seed: int | None = 1, fair_start: bool = True, ending: str = "all_pass",
                 pace: float | None = None, interactive: bool | None = None,
                 size: float | None = None, controls: Sequence[str] | None = None,
                 ai_delay: float | None = None, width: float | None = None) -> None:
        if isinstance(size, int) and not isinstance(size, bool) and board is None:
            _deprecated("size", "board")  # (a whole number: the board's hexes a side)
            board, size = integer(size, "size", low=2, high=10), None
        if controls is not None:
            _deprecated("controls", "seats")
            seats = controls if seats is None else seats
        if ai_delay is not None:
            _deprecated("ai_delay", "pace")
            pace = ai_delay if pace is None else pace
        if width is not None:
            _deprecated("width", "size")
            size = width if size is None else size
        board = 5 if board is None else integer(board, "board", low=2, high=10)
        players = integer(players, "players", low=2, high=4)
        seats = seats_argument(
            [PERSON] + [DEFAULT_OPPONENT] * (players - 1) if seats is None else seats,
            players)
        pace = seconds(0.6 if pace is None else pace, "pace")
        size = inches(DEFAULT_SIZE if size is None else size, "size")
        interactive = optional_flag(interactive, "interactive")
        game = DiceOfDoom(board, players, max_dice=max_dice, version=version, seed=seed,
                          fair_start=fair_start, ending=ending)  # checks the rest
        self._evaluator: Evaluator | None = None
        super().__init__(game, seats=seats, pace=pace, interactive=interactive,
                         size_px=min(int(size * 100), self._largest(game)))
        setup = self.setup.widgets
        self.size_choice, self.players_choice = setup["size"], setup["players"]
        self.version_choice, self.dice_choice = setup["version"], setup["max_dice"]
        self.seed_choice, self.fair_choice = setup["seed"], setup["fair_start"]
        self.ending_choice = setup["ending"]
        self.setup.show(self.setup_values(game))
        self.seed_choice.value = int(seed) if seed is not None else 0
        self.pass_button = button("End turn", self.end_turn, "Pass: end your turn",
                                  "success", "hand-paper-o")
        self.buttons_toggle = w.ToggleButton(value=False, description="Move buttons",
                                             icon="list", layout=w.Layout(width="auto"),
                                             tooltip="List every legal move as a button")
        self.buttons_toggle.observe(lambda _: self.show_move_buttons(), names="value")
        self.move_buttons = w.Box(layout=w.Layout(flex_flow="row wrap", max_width="100%"))
        self.scores_html = w.HTML()
        #: what the marks on the board mean (redrawn when the rules version changes)
        self.legend_image = w.Image(format="png", layout=w.Layout(max_width="100%"))
        self._legend_version: int | None = None
        self._assemble()

    @action(asking=True)
    def show_move_buttons(self) -> None:
        """The Move buttons toggle changed: the list of moves follows (the refresh)."""

    @classmethod
    def for_trainer(cls) -> DiceOfDoomApp:
        """An app for a trainer: the small board, two people at one screen."""
        return cls(3, seats=("person", "person"))

    # ------------------------------------------------------------ what it shows --
    @staticmethod
    def _largest(game: DiceOfDoom) -> int:
        """The widest the board is drawn, in px: small boards stay small."""
        natural, _ = figure_size(game.board, game.max_dice)
        return int(max(natural, 4.0) * 100)

    def board_shape(self, game: DiceOfDoom) -> BoardShape:
        width, height = figure_size(game.board, game.max_dice)
        return BoardShape(height / width, self._largest(game),
                          (game.size, game.max_dice, game.players))

    def new_artist(self, game: DiceOfDoom) -> None:
        self.artist = DiceBoardArtist(self.ax, game.board, game.players,
                                      max_dice=game.max_dice)

    def hit(self, x: float | None, y: float | None) -> Any:
        return self.artist.hit_test(x, y)

    def view(self, game: DiceOfDoom) -> View:
        person = self.person_to_move(game)
        if game is self.board_override:  # a line's position: no choice of this one
            return board_view(game, names=self.ai.names(), marks=False)
        proposed = self.proposed is not None and self.input.hinted is not None
        return board_view(game, self.input.selected if person or proposed else None,
                          hinted=self.input.hinted, names=self.ai.names(), marks=person)

    def draw(self, game: DiceOfDoom, view: View) -> None:
        self.artist.update(game.owner, game.dice, **view.marks)

    def twin_cells(self, game: DiceOfDoom, view: View) -> tuple[list[TwinCell], dict[int, str]]:
        return text_board(game, view)

    # ---------------------------------------------------------- its own controls --
    def panel(self) -> GamePanel:
        return GamePanel(controls=[row(self.pass_button, self.buttons_toggle),
                                   self.move_buttons],
                         info=[self.scores_html], tabs={"Legend": self.legend_image})

    def refresh_controls(self, game: DiceOfDoom, view: View) -> None:
        person = self.person_to_move(game)
        # (not while an earlier position is reviewed: Latest position goes back first)
        enable(self.pass_button, person and game.can_pass and not self.animating
               and not self.reviewing)
        rows = "".join(
            f"<tr><td>{player_name_html(self.player_name(p), DARK.players[p])}</td>"
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
            buttons.append(button(label, functools.partial(self.play, move)))
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
        """Deprecated: :meth:`is_person`, as in every app."""
        _deprecated("is_human", "is_person")
        return self.ai.is_person(player)

    def click_hex(self, hex_: Any) -> None:
        """What a click on ``hex_`` means now (as a click on the board does)."""
        self.click(hex_)

    def attack(self, move: Move) -> None:
        """Play ``move`` for the person to move (asks before discarding reviewed moves)."""
        self.play(move)

    def game_keys(self) -> dict[str, Callable[[], Any]]:
        return {"e": self.end_turn}

    def end_turn(self) -> None:
        """End the turn of the person to move (key e)."""
        self.board_input.enter(self.input.end_turn)

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
        """A person's move in full sentences; an AI's in one short line each, so that
        the message tells its whole turn ("B b1→a1, 3 against 2: taken."). The game's
        end is left to the status, which says the result and why ("Game over: A wins (no
        one can attack)."): said in both, it was heard twice in one breath."""
        events = [e for e in events if e.kind != "end"]
        if self.ai.is_person(mover):
            return " ".join(sentences(events)[-3:])
        return short_words(events)

    # ------------------------------------------------------------------ a new game --
    def title_of(self, game: DiceOfDoom) -> str:
        return f"Dice of Doom {game.size}x{game.size}"

    def setup_values(self, game: DiceOfDoom) -> dict[str, Any]:
        return {"size": game.size, "players": game.players, "version": game.version,
                "max_dice": game.max_dice, "fair_start": game.fair_start,
                "ending": game.ending}

    # ----------------------------------------------------------- the AI's chances --
    def _chances(self, game: DiceOfDoom, player: int) -> float:
        """``player``'s winning chance by the tuned evaluation (instant)."""
        if self._evaluator is None or self._evaluator.rules is not game.rules:
            self._evaluator = Evaluator(game.rules)
        return self._evaluator.value(game.key(), player)

    def chances(self, game: DiceOfDoom, player: Any) -> float | None:
        """``player``'s winning chance by the tuned evaluation (instant)."""
        return self._chances(game, player)

    # ---------------------------------------------------------------- the graph --
    def statistics(self, game: DiceOfDoom) -> tuple[list[int], list[int]]:
        """Hexes and dice of every player."""
        return list(game.scores), [game.dice_total(p) for p in range(game.players)]

    def graph_series(self, stats: list[Any]) -> tuple[dict[str, list[float]],
                                                      dict[str, dict], str]:
        """Hexes and dice of each player, move by move (the dice divided by 3, so that
        both fit one axis): a player's lines in its colour and its marker (A's triangles
        up, B's down, C's plus signs, D's hexagons), the dice dashed."""
        from ..ui.evaluation import player_line

        series: dict[str, list[float]] = {}
        styles: dict[str, dict] = {}
        for p in range(self.game.players):
            name = self.player_name(p)
            series[f"{name} hexes"] = [s[0][p] for s in stats]
            series[f"{name} dice \u00f7 3"] = [s[1][p] / 3 for s in stats]
            styles[f"{name} hexes"] = player_line(p, DARK.players[p], lw=2)
            styles[f"{name} dice \u00f7 3"] = player_line(p, DARK.players[p], lw=1, ls="--",
                                                          ms=5.0)
        return series, styles, "hexes, and dice \u00f7 3"
