"""The game record as a list: one line per move, click a line to review that position.

Under the list, the move shown in words ("12. e7v: Gold pushes a marker in at e7 from the
top") and, folded, how the game writes its moves, form by form (the game's rule words'
``notation``): the record is where notation is read.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w

__all__ = ["RecordList", "record_lines", "notation_html"]


def record_lines(game: Any, movers: Sequence[Any], initial: Callable[[Any], str]) -> list[str]:
    """One line per move of ``game``: its number, the mover's initial (``initial(p)``)
    and the move as the game's record writes it (``movers``: who played each move)."""
    return [f"{i + 1:3d}. {initial(movers[i])} {text}"
            for i, text in enumerate(game.record().moves)]


def notation_html(forms: Sequence[tuple[str, str]]) -> str:
    """How a game writes its moves - (example, meaning) form by form - folded under a
    "How moves are written" line ('' for none)."""
    if not forms:
        return ""
    rows = "".join(f"<tr><td style='vertical-align:top;padding-right:8px'><code>"
                   f"{html.escape(example)}</code></td><td>{html.escape(meaning)}</td></tr>"
                   for example, meaning in forms)
    return ("<details class='rwnb-notation'><summary>How moves are written</summary>"
            f"<table style='font-size:90%;line-height:1.3'>{rows}</table></details>")


class RecordList:
    """A list box of the moves in notation; selecting line k shows the position after it.

    Line 0 is the start position. ``on_select(index)`` is called with the move count.
    """

    def __init__(self, on_select: Callable[[int], None], *, rows: int = 12,
                 width: str = "220px",
                 notation: Sequence[tuple[str, str]] = ()) -> None:
        self._on_select = on_select
        self._quiet = False
        self.widget = w.Select(options=[("start", 0)], value=0, rows=rows,
                               layout=w.Layout(width=width))
        self.widget.observe(self._selected, names="value")
        #: the move shown, in words
        self.words = w.HTML(layout=w.Layout(max_width="100%"))
        self.words.add_class("rwnb-words")
        self.notation = w.HTML(notation_html(notation), layout=w.Layout(max_width="100%"))
        self.box = w.VBox([self.widget, self.words, self.notation],
                          layout=w.Layout(max_width="100%"))

    def set_moves(self, lines: Sequence[str], selected: int, words: str = "") -> None:
        """Show ``lines`` (one per move, already numbered if wanted), highlight ``selected``,
        and say the move that led there in ``words`` (plain text)."""
        self._quiet = True
        try:
            options = [("start", 0)] + [(text, i + 1) for i, text in enumerate(lines)]
            if list(self.widget.options) != options:
                self.widget.options = options
            self.widget.value = max(0, min(selected, len(lines)))
        finally:
            self._quiet = False
        said = f"<small>{html.escape(words)}</small>" if words else ""
        if self.words.value != said:
            self.words.value = said
            # (the pointer resting on the list shows the move selected in words too)
            self.widget.tooltip = words or "The moves of the game: choose one to see it"

    def _selected(self, change) -> None:
        if not self._quiet and change["new"] is not None:
            self._on_select(change["new"])
