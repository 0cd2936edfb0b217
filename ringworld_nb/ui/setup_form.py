"""The New game tab, made from the game's options as data.

A game says its options once (:class:`~ringworld_nb.core.options.Option`, its spec's
``options``); :class:`SetupForm` makes a control for each - a menu for a choice, a
check box for a switch, a slider for a small range of numbers, a box for a large one, a
text box for a text option (read by its own parser) - and the **New game** button.
:meth:`SetupForm.values` gives what they say, which the game's spec turns into a new game
(``spec.new_game(**values)``, every value checked there).

>>> from ringworld_nb.core.options import Option
>>> form = SetupForm((Option("order", 3, "the board", choices=(3, 4),
...                          labels=("L3", "L4"), label="Board"),), lambda: None)
>>> form.widgets["order"].value = 4
>>> form.values()
{'order': 4}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import ipywidgets as w

from ..core.options import Option
from .controls import button, row

__all__ = ["SetupForm", "control_for", "SLIDER_RANGE"]

#: A whole number with at most this many values is chosen on a slider (else typed).
SLIDER_RANGE = 20
_STYLE = {"description_width": "initial"}


def control_for(option: Option) -> w.Widget:
    """The control that asks for ``option`` (see the module docstring)."""
    tip = option.help()
    if option.kind == "text":  # (read by the option's own parser at New game)
        return w.Text(value=option.text_of(option.default), description=option.title,
                      tooltip=tip, style=_STYLE,
                      layout=w.Layout(width="230px", max_width="100%"))
    if option.kind == "choice":
        labels = option.labels or tuple(str(c) for c in option.choices or ())
        return w.Dropdown(options=list(zip(labels, option.choices or ())),
                          value=option.default, description=option.title, tooltip=tip,
                          style=_STYLE, layout=w.Layout(width="auto", max_width="100%"))
    if option.kind == "bool":
        return w.Checkbox(value=option.default, description=option.title, indent=False,
                          tooltip=tip, layout=w.Layout(width="auto"))
    low, high = option.low, option.high
    if low is not None and high is not None and high - low <= SLIDER_RANGE:
        return w.IntSlider(value=option.default, min=low, max=high,
                           description=option.title, tooltip=tip, style=_STYLE,
                           layout=w.Layout(width="230px", max_width="100%"))
    # (not bounded: a value out of range is refused with the option's words at New game,
    # rather than changed silently)
    return w.IntText(value=option.default, description=option.title, tooltip=tip,
                     style=_STYLE, layout=w.Layout(width="170px", max_width="100%"))


class SetupForm:
    """The New game tab (see the module docstring): ``on_new()`` runs when New game is
    pressed."""

    def __init__(self, options: Sequence[Option], on_new: Callable[[], Any]) -> None:
        self.options = tuple(options)
        self.widgets: dict[str, w.Widget] = {o.name: control_for(o) for o in self.options}
        self.button = button("New game", on_new, "Start a new game with these settings (asks "
                             "first when a game is going on)", "primary", "play")
        self.widget = w.VBox([row(*self.widgets.values(), gap="4px 10px"), self.button],
                             layout=w.Layout(max_width="100%"))

    def values(self) -> dict[str, Any]:
        """What the controls say, by option name."""
        return {name: control.value for name, control in self.widgets.items()}

    def show(self, values: Mapping[str, Any]) -> None:
        """Set the controls to ``values`` (a game loaded: a new game starts like it)."""
        known = {o.name: o for o in self.options}
        for name, value in values.items():
            control = self.widgets.get(name)
            if control is not None and name in known and known[name].kind == "text":
                value = known[name].text_of(value)
            if control is not None and control.value != value:
                control.value = value
