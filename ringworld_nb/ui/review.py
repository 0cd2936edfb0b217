"""Review controls: start, previous, next, end and a slider over the moves of a game."""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as w

__all__ = ["ReviewBar"]


class ReviewBar:
    """Buttons and a slider choosing which position of the game to show.

    ``index`` counts moves: 0 is the start, ``length`` the latest position. Moving the
    bar calls ``on_change(index)``; the app sets ``length`` whenever a move is added or
    taken back (:meth:`set_length`), and the bar follows the latest position unless the
    user is reviewing an earlier one.
    """

    def __init__(self, on_change: Callable[[int], None]) -> None:
        self._on_change = on_change
        self._length = 0
        self._quiet = False
        layout = w.Layout(width="32px", padding="0", flex="0 0 auto")
        self.start = w.Button(icon="fast-backward", tooltip="To the start", layout=layout)
        self.prev = w.Button(icon="step-backward", tooltip="Previous move", layout=layout)
        self.next = w.Button(icon="step-forward", tooltip="Next move", layout=layout)
        self.end = w.Button(icon="fast-forward", tooltip="Latest position", layout=layout)
        self.slider = w.IntSlider(value=0, min=0, max=0, description="",
                                  tooltip="The position shown: the number of moves played",
                                  continuous_update=True,
                                  layout=w.Layout(width="auto", flex="1 1 auto",
                                                  min_width="80px"))
        self.start.on_click(lambda _: self.go(0))
        self.prev.on_click(lambda _: self.go(self.index - 1))
        self.next.on_click(lambda _: self.go(self.index + 1))
        self.end.on_click(lambda _: self.go(self._length))
        self.slider.observe(self._slid, names="value")
        self.widget = w.HBox([self.start, self.prev, self.slider, self.next, self.end],
                             layout=w.Layout(width="100%", max_width="100%",
                                             align_items="center"))
        self.widget.add_class("rwnb-review-bar")  # (what a page finds it by)
        self._refresh_buttons()

    @property
    def index(self) -> int:
        return self.slider.value

    @property
    def length(self) -> int:
        return self._length

    def go(self, index: int) -> None:
        """Show position ``index`` (clamped to 0..length)."""
        index = max(0, min(self._length, index))
        if index != self.slider.value:
            self.slider.value = index  # calls _slid
        else:
            self._refresh_buttons()

    def set_length(self, length: int, *, follow: bool = True) -> None:
        """The game now has ``length`` moves; jump to the end when ``follow``."""
        self._quiet = True
        try:
            self._length = length
            if self.slider.value > length:
                self.slider.value = length
            self.slider.max = length
            if follow:
                self.slider.value = length
        finally:
            self._quiet = False
        self._refresh_buttons()

    def show(self, index: int, length: int) -> None:
        """Show position ``index`` of a game of ``length`` moves, without calling back
        (the app's refresh: the model says where the game is)."""
        self._quiet = True
        try:
            self._length = length
            if self.slider.max != length:
                if self.slider.value > length:
                    self.slider.value = length
                self.slider.max = length
            if self.slider.value != index:
                self.slider.value = max(0, min(index, length))
        finally:
            self._quiet = False
        self._refresh_buttons()

    def _slid(self, change) -> None:
        self._refresh_buttons()
        if not self._quiet:
            self._on_change(change["new"])

    def _refresh_buttons(self) -> None:
        i = self.slider.value
        self.start.disabled = self.prev.disabled = i == 0
        self.next.disabled = self.end.disabled = i >= self._length
