"""Clicks to a move of Connect Four: a click on a column drops a disc there."""

from __future__ import annotations

from typing import Any

from ringworld_nb.core.inputs import Feedback

from .game import ConnectFour

__all__ = ["ConnectFourInput"]


class ConnectFourInput:
    """A move is one click: there is nothing to remember between clicks."""

    empty = True

    def reset(self) -> None:
        """Nothing is chosen between clicks."""

    def click(self, game: ConnectFour, target: Any) -> Feedback:
        if game.is_over:
            return Feedback.refuse("The game is over: start a new game, or review it.")
        if target is None:
            return Feedback.refuse("Click a column of the grid.")
        if target not in game.legal_moves():
            return Feedback.refuse(f"Column {game.notation(target)} is full.", where=target,
                                   tried=target)
        return Feedback.play(target)

    def cancel(self) -> Feedback:
        return Feedback.cancel("Nothing to clear.")

    def preselect(self, game: ConnectFour, move: Any) -> Feedback | None:
        return Feedback.select(f"Column {game.notation(move)}: click it to drop the disc.")
