"""Sending an app's widgets to a page again, once the page has made their models.

A page that opens on a kernel already running - a Voila page, JupyterLab reloading a
notebook - asks the kernel for the state of every widget at once, then makes each
widget's model from that answer, one after another. What the kernel changes in between
(an AI that opens the game moves, an analysis ends) is sent to models that do not exist
yet in the page, and the page drops it: without more, the page would show the app as it
was when it asked, and an AI's first move would never appear. So each app, once its view
is on the page (its models are all made by then), sends the state of all its widgets
again (:func:`send_again`); a state the page has already changes nothing there.

>>> import ipywidgets as w
>>> label = w.Label("status")
>>> box = w.VBox([w.HBox([label]), w.Button(description="Undo")])
>>> sorted(type(x).__name__ for x in widgets_under(box))  # doctest: +NORMALIZE_WHITESPACE
['Button', 'ButtonStyle', 'HBox', 'Label', 'LabelStyle', 'Layout', 'Layout', 'Layout',
 'Layout', 'VBox']
"""

from __future__ import annotations

from collections.abc import Iterable

import ipywidgets as w

__all__ = ["widgets_under", "send_again"]


def _widgets_in(value: object) -> Iterable[w.Widget]:
    """The widgets a trait's value holds: itself, or those of a list or tuple."""
    if isinstance(value, w.Widget):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _widgets_in(item)


def widgets_under(root: w.Widget) -> list[w.Widget]:
    """``root`` and every widget it holds in a synced trait (children, layout, style,
    a tab's contents...), each once, the closed ones left out."""
    found: dict[int, w.Widget] = {}
    stack = [root]
    while stack:
        widget = stack.pop()
        if id(widget) in found or widget.comm is None:
            continue
        found[id(widget)] = widget
        for name in widget.keys:
            stack.extend(_widgets_in(getattr(widget, name, None)))
    return list(found.values())


def send_again(root: w.Widget) -> int:
    """Send the state of ``root`` and of every widget under it to the page again (see
    the module docstring); returns how many widgets were sent."""
    widgets = widgets_under(root)
    for widget in widgets:
        widget.send_state()
    return len(widgets)
