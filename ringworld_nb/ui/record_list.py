"""The game record as a list: one line per move, click a line to review that position."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w

__all__ = ["RecordList", "record_lines"]


def record_lines(game: Any, movers: Sequence[Any], initial: Callable[[Any], str]) -> list[str]:
    """One line per move of ``game``: its number, the mover's initial (``initial(p)``)
    and the move as the game's record writes it (``movers``: who played each move)."""
    return [f"{i + 1:3d}. {initial(movers[i])} {text}"
            for i, text in enumerate(game.record().moves)]


class RecordList:
    """A list box of the moves in notation; selecting line k shows the position after it.

    Line 0 is the start position. ``on_select(index)`` is called with the move count.
    """

    def __init__(self, on_select: Callable[[int], None], *, rows: int = 12,
                 width: str = "220px") -> None:
        self._on_select = on_select
        self._quiet = False
        self.widget = w.Select(options=[("start", 0)], value=0, rows=rows,
                               layout=w.Layout(width=width))
        self.widget.observe(self._selected, names="value")

    def set_moves(self, lines: Sequence[str], selected: int) -> None:
        """Show ``lines`` (one per move, already numbered if wanted), highlight ``selected``."""
        self._quiet = True
        try:
            options = [("start", 0)] + [(text, i + 1) for i, text in enumerate(lines)]
            if list(self.widget.options) != options:
                self.widget.options = options
            self.widget.value = max(0, min(selected, len(lines)))
        finally:
            self._quiet = False

    def _selected(self, change) -> None:
        if not self._quiet and change["new"] is not None:
            self._on_select(change["new"])
