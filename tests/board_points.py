"""Where a game's input target is on its board, in the board's data units: what a browser
test or benchmark aims a press at (a replica app of the page's size then maps the point to
pixels). Shared by ``tests/test_browser_levels.py`` and ``benchmarks/browser_trainers.py``.
"""

from __future__ import annotations

from typing import Any

__all__ = ["data_point", "INPUT_BUTTONS"]

#: The buttons of the apps' inputs (the methods of ``input.clicks_for``'s steps that are
#: not a click on the board): method -> the words on the button.
INPUT_BUTTONS = {"submit": "Submit", "end_turn": "End turn", "turn": "Turn", "flip": "Flip",
                 "place": "Place"}


def data_point(game_name: str, game: Any, target: Any) -> tuple[float, float]:
    """Where ``target`` (what the game's input takes for a click) is on the board."""
    if game_name == "ringworld":
        level, index = target
        return tuple(game.board.centers(level)[index])
    if game_name == "dice":
        return tuple(game.board.centers()[game.board.index(target)])
    from ringworld_nb.renaissance.draw.layout import cell_centre, edge_centre

    kind, where = target
    if kind == "edge":  # an arrow outside the board: a push
        cell, direction = where
        return edge_centre(cell, direction)
    assert kind == "cell", target
    return cell_centre(where)
