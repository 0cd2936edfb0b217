"""Clicks to a move of The Ring World: the input state machine of the board.

A move is a placement and a turn (docs/rules.md §1.3), so a person chooses two things:
a level-1 position where a ring may be placed (the green dots), then a position to turn
(a yellow arrow), and presses **Submit**. This machine remembers the two choices; the
engine answers every question of the rules (``placement_problem``,
``rotation_problem``, ``check``). See :mod:`ringworld_nb.core.inputs` for the four
answers a click gets.

* A click on a level-1 position chooses it for the placement (again: unchooses it).
* A click on a position of level 2 or more chooses it to turn (again: unchooses it).
  Choosing a placement keeps a position to turn that is still legal after it.
* **Submit** plays the chosen move when it is complete and legal; when no ring can be
  placed and no position turned, it plays the pass.

>>> from ringworld_nb.ringworld import RingWorld
>>> game = RingWorld(3)
>>> clicks = RingWorldInput()
>>> clicks.click(game, (1, 0)).kind, clicks.click(game, (2, 0)).kind
('select', 'select')
>>> clicks.submit(game).move
Move(place=0, rotate=(2, 0))
>>> clicks.click(game, (1, 0)).kind   # the same position again: unchosen
'cancel'
"""

from __future__ import annotations

from typing import Any

from ..core.inputs import Feedback
from ..core.validate import describe, is_integer
from .game import RingWorld
from .moves import PASS, Move, as_ring

__all__ = ["RingWorldInput", "position_name"]


def position_name(game: RingWorld, level: int, index: int) -> str:
    """``"52 (level 2)"`` for a position, ``"the top position (*)"`` for the top."""
    address = game.board.address(level, index)
    return f"{address} (level {level})" if address else "the top position (*)"


class RingWorldInput:
    """The choices of a move being entered: ``place`` (a level-1 index) and ``ring``
    (``(level, index)`` to turn), each None until chosen."""

    def __init__(self) -> None:
        self.place: int | None = None
        self.ring: tuple[int, int] | None = None

    # ----------------------------------------------------------------- state --
    def reset(self) -> None:
        """Forget the choices (a new position is shown)."""
        self.place = self.ring = None

    @property
    def empty(self) -> bool:
        """True when nothing is chosen."""
        return self.place is None and self.ring is None

    def selected_move(self, game: RingWorld) -> Move | None:
        """The chosen move if it is complete and legal in ``game``, else None."""
        if self.empty:
            return None
        move = Move(self.place, self.ring)
        return move if game.is_legal(move) else None

    def must_pass(self, game: RingWorld) -> bool:
        """True when the only legal move is the pass (Submit then reads Pass)."""
        return not game.is_over and game.legal_moves() == [PASS]

    # ---------------------------------------------------------------- inputs --
    def click(self, game: RingWorld, target: Any) -> Feedback:
        """A click on ``target``: ``(level, index)`` of a position, or None (outside
        every position, as the board's hit test says)."""
        if game.is_over:
            return Feedback.refuse("The game is over: start a new game, or review it.")
        if target is None:
            return Feedback.refuse("That is outside every position.")
        ring = as_ring(target)
        if ring is None or ring[0] not in game.board.levels or not (
                0 <= ring[1] < game.board.count(ring[0])):
            return Feedback.refuse(f"There is no position {describe(target)}: a position is "
                                   f"(level, index), levels 1 to {game.order}.")
        level, index = ring
        return self.choose_place(game, index) if level == 1 else self.choose_ring(game, ring)

    def choose_place(self, game: RingWorld, index: Any) -> Feedback:
        """Choose the level-1 position ``index`` for the placement (again: unchoose)."""
        count = game.board.count(1)
        if not is_integer(index) or not 0 <= index < count:
            return Feedback.refuse(f"There is no level-1 position {describe(index)}: a "
                                   f"placement is an index from 0 to {count - 1}.")
        index = int(index)
        if self.place == index:
            self.place = None
            return Feedback.cancel("Placement unchosen.")
        problem = game.placement_problem(index)
        if problem is not None:
            extra = (" To turn a position, choose it near its centre." if game.rotatable()
                     else "")
            return Feedback.refuse(f"Cannot place there: {problem}.{extra}", where=(1, index))
        self.place = index
        if self.ring is not None and game.rotation_problem(self.ring, index) is not None:
            self.ring = None
        return Feedback.select(self._chosen(game, f"Place on {game.board.address(1, index)}."))

    def choose_ring(self, game: RingWorld, ring: Any) -> Feedback:
        """Choose the position ``(level, index)`` to turn (again: unchoose)."""
        target = as_ring(ring)
        if target is None or target[0] not in game.board.levels or not (
                0 <= target[1] < game.board.count(target[0])):
            return Feedback.refuse(f"There is no position {describe(ring)} to turn: a "
                                   f"position is (level, index), levels 1 to {game.order}.")
        if self.ring == target:
            self.ring = None
            return Feedback.cancel("Position to turn unchosen.")
        problem = game.rotation_problem(target, self.place)
        if problem is not None:
            return Feedback.refuse(f"Cannot turn that position: {problem}.", where=target)
        self.ring = target
        text = f"Turn {position_name(game, *target)}."
        if self.place is None and game.legal_placements():
            text += (" A placement comes first: choose a level-1 position where a ring may "
                     "go too (or another position to turn instead).")
        return Feedback.select(self._chosen(game, text))

    def _chosen(self, game: RingWorld, text: str) -> str:
        """What a choice says: what was chosen (the prompt under it says to press Submit
        once the move is whole: said here too, a listener heard it twice)."""
        return text

    def submit(self, game: RingWorld) -> Feedback:
        """Play the chosen move (the pass, when nothing can be placed or turned)."""
        if game.is_over:
            return Feedback.refuse("The game is over: start a new game, or review it.")
        if self.must_pass(game):
            return Feedback.play(PASS, "Nothing can be placed or turned: pass.")
        move = self.selected_move(game)
        if move is not None:
            return Feedback.play(move)
        if self.place is None and game.legal_placements():
            return Feedback.refuse("Choose a level-1 position where a ring may go first, "
                                   "then a position that can be turned.")
        return Feedback.refuse("Choose a position that can be turned.")

    def cancel(self) -> Feedback:
        """Clear both choices."""
        self.reset()
        return Feedback.cancel("Choice cleared.")

    def preselect(self, game: RingWorld, move: Move) -> Feedback:
        """Choose ``move`` as if clicked (a hint): Submit then plays it."""
        self.place, self.ring = move.place, move.rotate
        return Feedback.select("Submit plays it.")

    # ----------------------------------------------------------- for tests --
    @staticmethod
    def clicks_for(game: RingWorld, move: Move) -> list[tuple[str, Any]]:
        """The inputs that enter ``move``: ``[("click", target), ..., ("submit", None)]``."""
        steps: list[tuple[str, Any]] = []
        if move.place is not None:
            steps.append(("click", (1, move.place)))
        if move.rotate is not None:
            steps.append(("click", move.rotate))
        steps.append(("submit", None))
        return steps
