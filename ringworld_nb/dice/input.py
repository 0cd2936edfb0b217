"""Clicks to a move of Dice of Doom: the input state machine of the hex board.

A move is an attack from one of your hexes to a neighbour with fewer dice, or the end
of your turn (docs/rules.md §2.3). A person clicks the attacking hex (the outlined
ones), then its target (the hatched ones); **End turn** passes. This machine remembers
the attacking hex; the engine answers every question of the rules (``attack_sources``,
``targets``, ``check``, ``can_pass``). See :mod:`ringworld_nb.core.inputs` for the four
answers a click gets.

>>> from ringworld_nb.dice import DiceOfDoom
>>> game = DiceOfDoom(3, seed=7)
>>> clicks = DiceInput()
>>> src = game.attack_sources()[0]
>>> clicks.click(game, src).kind
'select'
>>> clicks.click(game, game.targets(src)[0]).move == (src, game.targets(src)[0])
True
"""

from __future__ import annotations

from typing import Any

from ..core.errors import IllegalMoveError
from ..core.inputs import Feedback
from ..core.validate import describe
from .game import DiceOfDoom
from .hexboard import Hex, as_hex, hex_name
from .moves import PASS, Move

__all__ = ["DiceInput"]


class DiceInput:
    """The attacking hex chosen so far (``selected``), and the target a hint proposes
    (``hinted``), each None until there is one."""

    def __init__(self) -> None:
        self.selected: Hex | None = None
        self.hinted: Hex | None = None

    def reset(self) -> None:
        """Forget the choice (a new position is shown)."""
        self.selected = self.hinted = None

    @property
    def empty(self) -> bool:
        return self.selected is None

    def click(self, game: DiceOfDoom, target: Any) -> Feedback:
        """A click on ``target``: ``(row, column)`` of a hex, or None (off the board)."""
        if game.is_over:
            return Feedback.refuse("The game is over: start a new game, or review it.")
        if target is None:
            return Feedback.refuse("That is off the board.")
        hex_ = as_hex(target)
        if hex_ is None or not game.board.on_board(hex_):
            return Feedback.refuse(f"There is no hex {describe(target)} on the "
                                   f"{game.size}x{game.size} board: a hex is (row, column), "
                                   f"both 0..{game.size - 1}.")
        name = hex_name(hex_)
        self.hinted = None
        if self.selected is not None:
            if hex_ == self.selected:
                self.selected = None
                return Feedback.cancel("Attack cancelled: choose an attacking hex.")
            if hex_ in game.targets(self.selected):
                move = Move(self.selected, hex_)
                self.selected = None
                return Feedback.play(move)
        if hex_ in game.attack_sources():
            self.selected = hex_
            return Feedback.select(f"Attack from {name}: choose a target of {name} (a hex it "
                                   f"can attack), or {name} again to cancel.")
        if self.selected is not None:
            try:
                game.check(Move(self.selected, hex_))
            except IllegalMoveError as err:
                reason = str(err)
                if reason.startswith("move ") and ": " in reason:
                    reason = reason.split(": ", 1)[1]  # (the move is named here already)
                source = game.board.name(self.selected)
                return Feedback.refuse(f"Cannot attack {name} from {source}: {reason}.",
                                       where=hex_, tried=Move(self.selected, hex_))
        owner = int(game.owner[hex_])
        if owner != game.to_move:
            return Feedback.refuse(f"{name} belongs to {game.player_name(owner)}: first "
                                   "choose one of your hexes that can attack.", where=hex_)
        return Feedback.refuse(f"No attack from {name} is possible now: choose one of your "
                               "hexes that can attack.", where=hex_)

    def end_turn(self, game: DiceOfDoom) -> Feedback:
        """The End turn button: the pass, when it is legal."""
        if game.is_over:
            return Feedback.refuse("The game is over: start a new game, or review it.")
        if not game.can_pass:
            return Feedback.refuse("You must attack at least once when you can.")
        self.reset()
        return Feedback.play(PASS)

    def cancel(self) -> Feedback:
        self.reset()
        return Feedback.cancel("Attack cancelled: choose an attacking hex.")

    def preselect(self, game: DiceOfDoom, move: Move) -> Feedback:
        """Choose ``move`` as the hint proposes: its attacking hex chosen, its target
        marked (a click on it plays it)."""
        if move.src is None or move.dst is None:
            self.reset()
            return Feedback.select("End turn plays it.")
        self.selected, self.hinted = move.src, move.dst
        return Feedback.select(f"Choose {hex_name(move.dst)} to play it.")

    @staticmethod
    def clicks_for(game: DiceOfDoom, move: Move) -> list[tuple[str, Any]]:
        """The inputs that enter ``move``."""
        if move.src is None or move.dst is None:
            return [("end_turn", None)]
        return [("click", move.src), ("click", move.dst)]
