"""Buttons and rows that look the same in every app, and look disabled when they are.

A disabled ipywidgets button keeps its colour (a green Submit, a yellow Decline) and
reads as pressable; :func:`enable` takes the colour away while a button is disabled and
gives it back when it is enabled again, and :data:`APP_CSS` (put in every app once)
dims disabled buttons further. Every app's root carries the class :data:`APP_CLASS`.

>>> b = button("Submit", lambda: None, "Play the chosen move", "success")
>>> enable(b, False); (b.disabled, b.button_style)
(True, '')
>>> enable(b, True); (b.disabled, b.button_style)
(False, 'success')
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as w

__all__ = ["APP_CLASS", "APP_CSS", "NAMED_CLASS", "ON_CLASS", "TOGGLE_CLASS", "SPOKEN_ONLY_CLASS",
           "named", "toggled",
           "LINE_WORDS_CLASS", "TRAINER_TAB_CLASS", "button",
           "enable", "rest_buttons", "wake_buttons", "moves_unbroken", "row", "column",
           "show", "steady", "player_name_html", "plain_text", "spoken_text", "RINGED_ASIDE"]

#: The CSS class of every app's root element (the key catcher and the CSS find it).
APP_CLASS = "rwnb-app"
#: Words with this class are read by a screen reader (and the live region) but not shown:
#: what is shown elsewhere already (a review's reason, under the board).
SPOKEN_ONLY_CLASS = "rwnb-spoken-only"
#: A button with this class is read by its tooltip (its words), not by its label (a
#: label of signs, as the levels' stars "★★☆", is read as nonsense): see :func:`named`.
NAMED_CLASS = "rwnb-named"
#: A button that toggles something carries this class, and ``ON_CLASS`` while it is on:
#: the key strip gives it its pressed state (aria-pressed) for a screen reader.
TOGGLE_CLASS = "rwnb-toggle"
ON_CLASS = "rwnb-on"

#: The class of the review's words under a line's buttons ("6 of 6: after 47@5, ...").
LINE_WORDS_CLASS = "rwnb-line-words"
#: The class of a trainer's tab (the Puzzles tab: its Theme menu and its counts).
TRAINER_TAB_CLASS = "rwnb-trainer-tab"

#: Styles shared by the apps: disabled buttons are plainly inactive, the focused app
#: shows a faint outline (its keys act only then), the side panel's text wraps, a
#: trainer's bar above the board (``rwnb-level``: its goal, its header that gains a
#: puzzle's themes after a try) takes the board's width and wraps in it - its words
#: never widen the board's column nor move the panel beside it, and its themes, shown
#: after a first try, stay on one line (cut with an ellipsis, the whole list in the
#: tooltip) so that the board under the bar never moves down; the review's words under
#: a line's buttons (``rwnb-line-words``) take their own line, as wide as the board's
#: column, and wrap in it - a long line of moves no longer widens the column and moves
#: the panel beside it sideways; a trainer's tab (``rwnb-trainer-tab``) never scrolls
#: sideways (a menu focused at its edge scrolled it and cut each line's first letter);
#: the tabs'
#: names and the coloured buttons' white words keep a contrast of 4.5:1 at least (WCAG AA:
#: axe-core finds less with ipywidgets' own button colours and Voila's inactive tabs -
#: tests/test_browser_axe.py).
APP_CSS = f"""
<style>
.{APP_CLASS} .jupyter-button:disabled, .{APP_CLASS} .widget-button:disabled {{
  opacity: 0.38; cursor: not-allowed; box-shadow: none; }}
.{APP_CLASS}:focus-within {{ outline: 1px solid rgba(90, 150, 230, 0.35);
  outline-offset: 2px; }}
.{APP_CLASS} .{SPOKEN_ONLY_CLASS} {{ position: absolute; width: 1px; height: 1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }}
.{APP_CLASS} .rwnb-press-mark {{ position: absolute; width: 26px; height: 26px;
  margin: -13px 0 0 -13px; border-radius: 50%; border: 3px solid #ffffff;
  box-shadow: 0 0 0 2px rgba(0, 0, 0, 0.65); pointer-events: none; z-index: 3; }}
.{APP_CLASS} .rwnb-words {{ line-height: 1.35; overflow-wrap: anywhere; }}
.{APP_CLASS} .rwnb-words .widget-html-content, .{APP_CLASS} .rwnb-status .widget-html-content
  {{ white-space: normal; line-height: 1.4; }}
.{APP_CLASS} .rwnb-status {{ font-size: 1.05em; }}
.{APP_CLASS} .rwnb-review-words {{ contain: inline-size; }}
.{APP_CLASS} .rwnb-review-scroll {{ max-height: 8.3em; overflow-y: auto; }}
.{APP_CLASS} .rwnb-level {{ contain: inline-size; width: 100%; }}
.{APP_CLASS} .rwnb-goal .widget-html-content {{ white-space: normal; }}
.{APP_CLASS} .rwnb-goal .rwnb-themes {{ white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; }}
.{APP_CLASS} .{LINE_WORDS_CLASS} {{ contain: inline-size; flex: 1 1 100%; width: 100%;
  min-width: 0; min-height: 2.5em; margin-left: 0; margin-right: 0; }}
.{APP_CLASS} .{LINE_WORDS_CLASS} .widget-html-content {{ white-space: normal;
  line-height: 1.35; overflow-wrap: anywhere; }}
.{APP_CLASS} .rwnb-line-choice {{ contain: inline-size; flex: 1 1 0; }}
.{APP_CLASS} .rwnb-line-choice, .{APP_CLASS} .rwnb-line-choice .btn-group {{
  flex-wrap: wrap; max-width: 100%; min-width: 0; height: auto; row-gap: 2px; }}
.{APP_CLASS} .{TRAINER_TAB_CLASS} {{ overflow-x: clip; min-width: 0; }}
.{APP_CLASS} .{TRAINER_TAB_CLASS} .widget-html-content {{ white-space: normal; }}
.{APP_CLASS} button:focus-visible, .{APP_CLASS} input:focus-visible,
.{APP_CLASS} select:focus-visible, .{APP_CLASS} [tabindex]:focus-visible,
.{APP_CLASS} .lm-TabBar-tab:focus-visible {{ outline: 2px solid #3f90da;
  outline-offset: 1px; }}
.{APP_CLASS} .widget-tab > .lm-TabBar .lm-TabBar-tab {{ flex: 0 1 auto; min-width: 0;
  padding: 0 7px; }}
.{APP_CLASS} .widget-tab > .lm-TabBar .lm-TabBar-tabLabel {{ overflow: visible; }}
.{APP_CLASS} .widget-tab > .lm-TabBar .lm-TabBar-tab {{
  color: var(--jp-ui-font-color1, #000); }}
.{APP_CLASS} .widget-button.mod-success {{ background-color: #2e7d32; }}
.{APP_CLASS} .widget-button.mod-warning {{ background-color: #b45309; }}
.{APP_CLASS} .widget-button.mod-danger {{ background-color: #c62828; }}
.{APP_CLASS} .widget-button.mod-info {{ background-color: #00707f; }}
.{APP_CLASS} .widget-button.mod-primary {{ background-color: #1565c0; }}
</style>
"""


def button(label: str, on_press: Callable[[], Any], tooltip: str = "", style: str = "",
           icon: str = "") -> w.Button:
    """A compact button calling ``on_press()`` when clicked; its label is never cut.

    ``style`` is the ipywidgets ``button_style`` it has while enabled.
    """
    b = w.Button(description=label, tooltip=tooltip or label, button_style=style,
                 icon=icon, layout=w.Layout(width="auto", min_width="max-content",
                                            flex="0 0 auto"))
    b._enabled_style = style  # (the colour it gets back when enabled again)
    b.on_click(lambda _: on_press())
    return b


def named(b: w.Button, words: str) -> w.Button:
    """Let ``b`` be read as ``words`` (also its tooltip) whatever its label shows."""
    b.tooltip = words
    b.add_class(NAMED_CLASS)
    return b


def toggled(b: w.Button, on: bool) -> None:
    """Mark the button ``b`` (which toggles something) as on or off, for the eye (its
    colour: "info" while on) and for a screen reader (its pressed state)."""
    b.add_class(TOGGLE_CLASS)
    if on:
        b.add_class(ON_CLASS)
    else:
        b.remove_class(ON_CLASS)


def enable(b: w.Button, enabled: bool) -> None:
    """Enable or disable ``b``; a disabled button loses its colour (see the module)."""
    style = getattr(b, "_enabled_style", b.button_style)
    b.disabled = not enabled
    b.button_style = style if enabled else ""


def rest_buttons(widgets: Iterable[w.Widget]) -> list[tuple[w.Widget, bool]]:
    """Disable every button and toggle in ``widgets`` and inside them (where no move
    may be entered: a line of the review shown on the board); they keep their place.
    Gives what it changed, for :func:`wake_buttons`."""
    changed: list[tuple[w.Widget, bool]] = []
    for widget in widgets:
        if isinstance(widget, (w.Button, w.ToggleButton, w.ToggleButtons)) \
                and not widget.disabled:
            changed.append((widget, widget.disabled))
            if isinstance(widget, w.Button):
                enable(widget, False)
            else:
                widget.disabled = True
        changed += rest_buttons(getattr(widget, "children", ()))
    return changed


def wake_buttons(rested: Iterable[tuple[w.Widget, bool]]) -> None:
    """Give the buttons :func:`rest_buttons` disabled their state back."""
    for widget, disabled in rested:
        if isinstance(widget, w.Button):
            enable(widget, not disabled)
        else:
            widget.disabled = disabled


def moves_unbroken(markup: str) -> str:
    """``markup`` (HTML text, no tags) with every word that holds a hyphen kept on one
    line: moves are written with hyphens ("-@3", "b1-c2", "f5-f4"), and a move split
    over two lines ("-" / "@3") reads as two things.

    >>> moves_unbroken("after -@3 - a pass")
    "after <span style='white-space:nowrap'>-@3</span> - a pass"
    """
    return re.sub(r"(?<![\w<])(\S*\w?-\S+)", r"<span style='white-space:nowrap'>\1</span>",
                  markup)


def row(*children: w.Widget, gap: str = "4px") -> w.Box:
    """Widgets side by side that wrap onto a second line when the column is narrow."""
    return w.Box(list(children), layout=w.Layout(
        display="flex", flex_flow="row wrap", align_items="center", grid_gap=gap,
        max_width="100%"))


def column(*children: w.Widget, gap: str = "4px") -> w.Box:
    """Widgets one under the other, no wider than their column."""
    return w.Box(list(children), layout=w.Layout(
        display="flex", flex_flow="column", grid_gap=gap, max_width="100%"))


def show(widget: w.Widget, visible: bool, display: str = "flex") -> None:
    """Show or hide ``widget`` (it keeps its place in the layout's children)."""
    widget.layout.display = display if visible else "none"


def steady(widget: w.Widget) -> w.Widget:
    """Mark ``widget`` a steady box: it grows with its text but does not shrink back
    while the app's width stays, so nothing under it moves up under the pointer (the
    page part is the key strip's, :mod:`.keys`). Returns ``widget``."""
    widget.add_class("rwnb-steady")
    return widget


def player_name_html(name: str, colour: str) -> str:
    """A player's name in the apps' words: bold, in the text's own colour (readable on
    JupyterLab's light and dark themes alike - an orange or a light cyan name on white
    is not), with a thick underline in the player's colour."""
    return (f"<b class='rwnb-player' style='border-bottom:3px solid {colour};"
            f"padding:0 1px'>{html.escape(name)}</b>")


#: The aside after a refusal whose place the board rings: shown, not read out (the
#: refusal names the place), and in words without colours (a sighted keyboard user reads
#: it too).
RINGED_ASIDE = " <small aria-hidden='true'>(ringed on the board)</small>"


def spoken_text(markup: str) -> str:
    """What a screen reader is given of an HTML snippet of the apps: its plain text
    (:func:`plain_text`) without the parts hidden from it (``aria-hidden='true'``: words
    about the picture, as :data:`RINGED_ASIDE`).

    >>> spoken_text("Not possible. <small aria-hidden='true'>(ringed in red)</small>")
    'Not possible.'

    An arrow between two places is read as the word it means:

    >>> spoken_text("B (AI easy) c5\u2192b4, 3 dice against 2: taken.")
    'B (AI easy) c5 to b4, 3 dice against 2: taken.'
    """
    shown = re.sub(r"<(\w+)[^>]*aria-hidden=['\"]true['\"][^>]*>.*?</\1>", "", markup,
                   flags=re.S)
    return re.sub(r"(\w)\u2192(\w)", r"\1 to \2", plain_text(shown))


def plain_text(markup: str) -> str:
    """What an HTML snippet of the apps says, as plain text (tags dropped, entities read,
    spaces collapsed): the words a screen reader is given.

    >>> plain_text("<b style='x'>Red</b>'s &amp; Blue<br>to move")
    "Red's & Blue to move"
    >>> plain_text("<table><tr><td><kbd>h</kbd></td><td>hint</td></tr></table>")
    'h hint'
    """
    # a line break and the ends of cells, rows and blocks part words; other tags do not
    text = re.sub(r"<br\s*/?>|</(?:td|th|tr|table|p|div|li)>", " ", markup)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", text)).split())
