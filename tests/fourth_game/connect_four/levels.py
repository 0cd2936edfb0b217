"""Connect Four's level: four in a row wins (rule book §1)."""

from __future__ import annotations

from ringworld_nb.learn import Level
from ringworld_nb.learn.level import first_move_is

from .game import ConnectFour

__all__ = ["levels"]


def _three_in_a_row() -> ConnectFour:
    game = ConnectFour()
    for text in "aaba":  # Yellow a, b; Red a, a: Yellow to move with a and b on the floor
        game.play(text)
    game.play("c")
    game.play("g")
    return game


def levels() -> tuple[Level, ...]:
    return (Level(game="connect4", key="four", name="Four in a row", section="1",
                  goal="Yellow to move: drop the disc that makes four in a row.",
                  rule="Four discs of one colour in a row - across, up and down or "
                       "slanting - win the game (rule book §1).",
                  build=_three_in_a_row, solution=("d",), reached=first_move_is("d"),
                  hints=("Look at the bottom row.", "Yellow has a, b and c there."),
                  focus="d", success="Four across the bottom row."),)
