"""The **Addresses** toggle: each place's name written on the board, or not.

The words of an app name places by their addresses in the notation (The Ring World's
"35@4", Careful's "Blue's level-2 rings 0, 1 and 2"); with the addresses on, the board
writes them, so that a name read can be found on the picture. Which text goes where is
the game's drawing's to decide (:attr:`ringworld_nb.core.view.View.addresses`): this
module only keeps whether they are on.

They are on by default where names are read most - the review of a game (an earlier
position, the game over, an analysis) and the first levels of a game (a trainer says so)
- and off in play, where the board stays clear. A press of the toggle (or its key)
is the person's choice, and it holds from then on.

>>> toggle = AddressesToggle(lambda: None)
>>> toggle.follow(True)
>>> toggle.on, toggle.widget.value
(True, True)
>>> toggle.widget.value = False     # the person's press
>>> toggle.follow(True)
>>> toggle.on
False
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as w

__all__ = ["AddressesToggle", "ADDRESSES_KEY"]

#: The key that switches the addresses (#: the numbers of the places; n is a level's Next).
ADDRESSES_KEY = "#"


class AddressesToggle:
    """The toggle button (its pressed state is the addresses' state, ``aria-pressed``)
    and who set it; ``changed()`` is called after a press, to draw the board again."""

    def __init__(self, changed: Callable[[], object]) -> None:
        self._changed = changed
        #: True once the person pressed the toggle: the defaults no longer move it
        self.by_hand = False
        self._following = False
        self.widget = w.ToggleButton(
            value=False, description="Addresses",
            tooltip=f"Write each position's address on the board (key {ADDRESSES_KEY})",
            layout=w.Layout(width="auto"))
        self.widget.observe(self._pressed, names="value")

    @property
    def on(self) -> bool:
        """Are the addresses written on the board?"""
        return bool(self.widget.value)

    def follow(self, default: bool) -> None:
        """Set the toggle to ``default`` (on in the review and the first levels), unless
        the person chose otherwise."""
        if self.by_hand or self.widget.value == default:
            return
        self._following = True
        try:
            self.widget.value = default
        finally:
            self._following = False

    def press(self) -> None:
        """Switch the addresses, as a press of the toggle does (the key)."""
        self.widget.value = not self.widget.value

    def _pressed(self, _change: object) -> None:
        if self._following:
            return
        self.by_hand = True
        self._changed()
