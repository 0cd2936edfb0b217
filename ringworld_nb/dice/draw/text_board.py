"""Dice of Doom told as text, hex by hex: the cells of the apps' text twin
(:class:`~ringworld_nb.core.view.TwinCell`), from the game and its :func:`~.view.view`.

One row a board row, top first; the arrow keys move along a row and to the rows above and
below. Each hex says its name, its owner and dice, and what the board marks there: it
can attack, it is the attacking hex chosen, it is a target of that hex (with the odds
of a rolled attack), the last turn took it.

>>> from ringworld_nb.dice import DiceOfDoom
>>> from ringworld_nb.dice.draw.view import view
>>> game = DiceOfDoom(3, seed=1)
>>> cells, rows = text_board(game, view(game))
>>> rows[0], [(c.label, c.name) for c in cells if c.key == "b2"]
('row 1', [('b2 A3', 'b2, A, 3 dice, can attack')])
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.view import TwinCell, View
from ..hexboard import hex_name
from ..moves import PLAYER_NAMES

if TYPE_CHECKING:
    from ..game import DiceOfDoom

__all__ = ["text_board"]


def text_board(game: DiceOfDoom, view: View) -> tuple[list[TwinCell], dict[int, str]]:
    """The cells of the twin and the names of its rows (see the module docstring)."""
    marks = view.marks if isinstance(view.marks, dict) else {}
    sources = set(marks.get("sources", ()) or ())
    targets = set(marks.get("targets", ()) or ())
    selected = marks.get("selected")
    taken = {e.dst for e in marks.get("last_events", ()) or () if e.kind == "capture"}
    cells: list[TwinCell] = []
    rows: dict[int, str] = {}
    for hex_ in game.board.hexes:
        row, col = hex_
        rows[row] = f"row {row + 1}"
        name = hex_name(hex_)
        owner = int(game.owner[hex_])
        dice = int(game.dice[hex_])
        words = [name, PLAYER_NAMES[owner], f"{dice} {'die' if dice == 1 else 'dice'}"]
        if hex_ in sources:
            words.append("can attack")
        if selected is not None and tuple(selected) == tuple(hex_):
            words.append("chosen to attack from")
        if hex_ in targets:
            words.append(f"a target of {hex_name(selected)}" if selected is not None
                         else "the hinted attack's target")
        if hex_ in taken:
            words.append("taken in the last turn")
        chosen = selected is not None and tuple(selected) == tuple(hex_)
        cells.append(TwinCell(name, f"{name} {PLAYER_NAMES[owner]}{dice}", ", ".join(words),
                              row, col, hex_,
                              chosen=chosen, owner=owner))
    return cells, rows
