"""The apps' keys: they act while the app has the focus, and never reach JupyterLab.

JupyterLab runs its shortcuts from key presses that bubble up to the page: in command
mode "r" turns the current cell into a Raw cell, "d d" deletes it. A key pressed in a
game must do the game's thing and nothing else. :class:`KeyCatcher` is an invisible
strip (a tiny ``anywidget``) that, once shown, finds the app's root element (the class
:data:`~.controls.APP_CLASS`) and

* marks it ``data-lm-suppress-shortcuts``: JupyterLab's shortcut engine (Lumino) does
  not look at key presses from inside it;
* makes it focusable, and gives it the focus when a click inside it left the focus
  outside (so keys go to the app that was clicked last);
* catches the app's own keys (``keys``) on their way down, before any button or the
  board sees them, and sends them to Python (``on_key(key)``) - but the arrows, Enter
  and Space pressed in the text twin (:mod:`.twin`) are the twin's.

Keys typed in a text box of the app (the file name, a seed) stay the text box's, and a
menu keeps its keys but for ← and → (they step the game or a review's line even just
after the menu was used; a menu is changed with ↑ and ↓, which go no further than the
menu: JupyterLab would move its active cell with them) and Escape. A
text box registered with :meth:`KeyCatcher.field` is read by the strip as the page shows
it whenever a button of the app is clicked or Enter is pressed in it, and its text goes
to Python with the click: a text box sends what is typed no faster than the kernel
answers (ipywidgets holds back a change while the one before is unanswered), but a click
is sent at once, so a Save clicked within a few milliseconds of typing "l4_try.json"
would otherwise save under "l4_try". A button that reads a box (registered with
:meth:`KeyCatcher.presses`: Save, Load, Play, New game) is pressed by that same message,
never by a message of its own: the kernel was seen taking two messages sent a
millisecond apart in the other order on a busy machine, so the boxes and the press
travel together.

A box with the class ``rwnb-steady`` (the status and the prompt) grows with its text
but does not shrink back while the app's width stays: the buttons under it never jump
up under the pointer after a move. The strip also counts the app's refreshes on its
root element
(``data-rwnb-shown``): a page that waits for the count to grow knows that everything the
app sent has arrived.
A box registered with ``empty_on_enter`` (the move box) is emptied by the page once Enter
has sent its text, so that text typed before never comes back into it.
:meth:`KeyCatcher.reveal` scrolls the page to the app once it is shown (a trainer
opened under another app, out of sight).
The strip also names each slider's handle (its widget's description, else its tooltip),
which ipywidgets leaves without a name for a screen reader.
Key names are those of the browser: a letter in lower case ("r"), else "Escape",
"ArrowLeft", and so on. Without ``anywidget`` the apps have no keys (their buttons do
everything the keys do).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as w
import traitlets

from .controls import APP_CLASS
from .twin import TWIN_CLASS, TWIN_KEYS

__all__ = ["KeyCatcher"]

_CATCHER_ESM = """
function render({ model, el }) {
  el.style.display = "none";
  let root = null, tries = 0, timer = null;
  const typing = (t) => t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA"
                               || t.tagName === "SELECT" || t.isContentEditable);
  // a menu keeps its own keys but for ← → and Escape, which step the game or close
  // what is shown (a menu is changed with ↑ ↓, and its open list takes Escape itself):
  // a menu just used must not take those away from the board
  const MENU_PASSES = ["ArrowLeft", "ArrowRight", "Escape"];
  const MENU_KEYS = ["ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"];
  const own = (e) => typing(e.target) && !(e.target.tagName === "SELECT"
                                           && MENU_PASSES.includes(e.key));
  const inTwin = (e) => e.target && e.target.closest && e.target.closest(".TWIN_CLASS")
    && TWIN_KEYS.includes(e.key);
  const onKey = (e) => {
    if (e.key === "Escape" && typing(e.target) && e.target.tagName !== "SELECT") {
      // Escape leaves a text box for the board: the text twin's cell when the twin is
      // shown, else the app itself (whose keys then work again)
      e.preventDefault();
      e.stopPropagation();
      const twin = root && root.querySelector(".TWIN_CLASS:not(.TWIN_CLASS-hidden)");
      const cell = twin && twin.querySelector("[role=grid] [tabindex='0']");
      (cell || root).focus({ preventScroll: true });
      return;
    }
    if (e.target && e.target.tagName === "SELECT" && MENU_KEYS.includes(e.key)) {
      // the menu's own keys: it changes (its default), and they go no further - in
      // JupyterLab's command mode ↑ and ↓ would move the active cell instead
      e.stopPropagation();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey || own(e) || inTwin(e)) return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (model.get("catch").includes(key)) {
      e.preventDefault();
      e.stopPropagation();
      model.send({ key: key });
      const where = (model.get("focus") || {})[key];
      const target = where && root && root.querySelector(where);
      if (target) setTimeout(() => target.focus(), 0);
    }
  };
  const onDown = () => {
    setTimeout(() => {
      if (root && !root.contains(document.activeElement)) {
        root.focus({ preventScroll: true });
      }
    }, 0);
  };
  // every text box of the app as the page shows it: name -> text
  const fields = () => {
    const values = {};
    if (!root) return values;
    for (const box of root.querySelectorAll(".FIELD_CLASS")) {
      const name = [...box.classList].find((c) => c.startsWith("FIELD_CLASS-"));
      const input = box.querySelector("input, textarea");
      if (name && input) values[name.slice("FIELD_CLASS-".length)] = input.value;
    }
    return values;
  };
  // A button that reads a text box (Save, Load, Play, New game) is pressed by one message
  // that carries the boxes too: the kernel may take two messages in another order than
  // they were sent, and the press must never run before the name typed has arrived.
  const onClick = (e) => {
    const b = e.target.closest && e.target.closest("button");
    if (!b) return;
    const press = [...b.classList].find((c) => c.startsWith("PRESS_CLASS-"));
    if (press) {
      e.preventDefault();
      e.stopPropagation();  // ipywidgets' own click message is not sent
      if (!b.disabled) {
        model.send({ press: press.slice("PRESS_CLASS-".length), fields: fields() });
      }
      return;
    }
    model.send({ fields: fields() });
  };
  const onEnter = (e) => {
    const box = e.key === "Enter" && e.target.closest && e.target.closest(".FIELD_CLASS");
    if (!box) return;
    const name = [...box.classList].find((c) => c.startsWith("FIELD_CLASS-"));
    model.send({ fields: fields(), enter: name ? name.slice("FIELD_CLASS-".length) : "" });
    // a box read once (the move box) is emptied here, after its text was sent: as if
    // typed, so that its empty value reaches the kernel after any text still on its way
    // there, and nothing typed before comes back into the box
    const input = box.querySelector("input, textarea");
    if (box.classList.contains("EMPTIES_CLASS") && input) {
      input.value = "";
      input.dispatchEvent(new Event("input", { bubbles: true }));
      input.dispatchEvent(new Event("change", { bubbles: true }));
    }
  };
  // a steady box grows with its text but never shrinks back while the width stays: what
  // sits under it (End turn, Submit) does not jump up under the pointer after a move
  const widths = new WeakMap();
  const steadyObserver = typeof ResizeObserver === "undefined" ? null :
    new ResizeObserver((entries) => {
      for (const entry of entries) {
        const box = entry.target;
        if (widths.get(box) !== entry.contentRect.width) {
          widths.set(box, entry.contentRect.width);
          box.style.minHeight = "";
        }
        const height = box.offsetHeight;
        if (height > (parseFloat(box.style.minHeight) || 0)) {
          box.style.minHeight = height + "px";
        }
      }
    });
  const steady = () => {
    if (!root || !steadyObserver) return;
    for (const box of root.querySelectorAll(".rwnb-steady")) {
      if (!widths.has(box)) { widths.set(box, -1); steadyObserver.observe(box); }
    }
  };
  // a slider's handle (role slider) gets the name of its widget - its description, else
  // its tooltip: ipywidgets leaves it nameless for a screen reader
  const nameSliders = () => {
    if (!root) return;
    for (const handle of root.querySelectorAll(".noUi-handle[role=slider]:not([aria-label])")) {
      const box = handle.closest(".widget-slider, .jupyter-widgets.widget-inline-hbox");
      const label = box && box.querySelector(".widget-label");
      const name = (label && (label.textContent.trim() || label.title)) || (box && box.title)
        || "";
      if (name) handle.setAttribute("aria-label", name);
    }
  };
  const sliderObserver = typeof MutationObserver === "undefined" ? null :
    new MutationObserver(nameSliders);
  const mark = () => {
    if (root) root.dataset.rwnbShown = String(model.get("shown"));
    steady();
    nameSliders();
  };
  model.on("change:shown", mark);
  // scrolled into view once, when asked (the request is then cleared: a page opened
  // again later does not jump)
  const reveal = () => {
    if (!root || !model.get("reveal")) return;
    root.scrollIntoView({ block: "start", behavior: "smooth" });
    model.set("reveal", 0);
    model.save_changes();
  };
  model.on("change:reveal", reveal);
  const attach = () => {
    root = el.closest(".APP_CLASS");
    if (!root) {
      if (tries++ < 100) timer = setTimeout(attach, 100);
      return;
    }
    mark();
    if (sliderObserver) sliderObserver.observe(root, { childList: true, subtree: true });
    root.setAttribute("data-lm-suppress-shortcuts", "true");
    if (!root.hasAttribute("tabindex")) root.setAttribute("tabindex", "-1");
    root.addEventListener("keydown", onKey, true);
    root.addEventListener("keydown", onEnter, true);
    root.addEventListener("mousedown", onDown, true);
    root.addEventListener("click", onClick, true);
    setTimeout(reveal, 0);
  };
  attach();
  return () => {
    if (timer) clearTimeout(timer);
    if (root) {
      root.removeEventListener("keydown", onKey, true);
      root.removeEventListener("keydown", onEnter, true);
      root.removeEventListener("mousedown", onDown, true);
      root.removeEventListener("click", onClick, true);
    }
    if (steadyObserver) {
      steadyObserver.disconnect();
    }
    if (sliderObserver) sliderObserver.disconnect();
  };
}
export default { render };
""".replace("APP_CLASS", APP_CLASS).replace("FIELD_CLASS", "rwnb-field").replace(
    "EMPTIES_CLASS", "rwnb-empties").replace(
    "PRESS_CLASS", "rwnb-press").replace("TWIN_CLASS", TWIN_CLASS).replace(
    "TWIN_KEYS", json.dumps(list(TWIN_KEYS)))

try:
    import anywidget

    class _Catcher(anywidget.AnyWidget):
        _esm = _CATCHER_ESM
        catch = traitlets.List(traitlets.Unicode()).tag(sync=True)
        focus = traitlets.Dict().tag(sync=True)
        shown = traitlets.Int(0).tag(sync=True)
        reveal = traitlets.Int(0).tag(sync=True)

    def _catcher() -> Any:
        return _Catcher()

except ImportError:  # pragma: no cover - exercised only without anywidget
    def _catcher() -> Any:
        box = w.Box()
        box.add_traits(catch=traitlets.List(traitlets.Unicode()), focus=traitlets.Dict(),
                       shown=traitlets.Int(0), reveal=traitlets.Int(0))
        return box


class KeyCatcher:
    """Sends the app's ``keys`` pressed while the app has the focus to ``on_key(key)``
    (see the module docstring); ``widget`` goes anywhere inside the app."""

    def __init__(self, on_key: Callable[[str], Any], keys: Iterable[str],
                 focus: dict[str, str] | None = None) -> None:
        self.widget = _catcher()
        self.widget.catch = list(keys)
        #: keys that also put the page's focus somewhere: key -> a CSS selector in the app
        self.widget.focus = dict(focus or {})
        self._on_enter: dict[str, Callable[[], Any]] = {}
        self.widget.layout = w.Layout(width="0px", height="0px", margin="0")
        self._on_key = on_key
        self._fields: dict[str, Any] = {}
        self._presses: dict[str, Any] = {}
        if hasattr(self.widget, "on_msg"):
            self.widget.on_msg(self._message)

    def field(self, name: str, box: Any, on_enter: Callable[[], Any] | None = None, *,
              empty_on_enter: bool = False) -> None:
        """Read the text box ``box`` (a Text, a Combobox) as the page shows it whenever a
        button of the app is clicked or Enter is pressed in it (see the module
        docstring), and call ``on_enter()`` after Enter there; ``name`` is a word of
        letters, digits and dashes. ``empty_on_enter``: the page empties the box once
        Enter has sent its text (the move box: each question or move is typed anew)."""
        if not name.replace("-", "").isalnum():
            raise ValueError(f"a field's name is letters, digits and dashes, not {name!r}")
        self._fields[name] = box
        if on_enter is not None:
            self._on_enter[name] = on_enter
        box.add_class("rwnb-field")
        box.add_class(f"rwnb-field-{name}")
        if empty_on_enter:
            box.add_class("rwnb-empties")

    def presses(self, name: str, button: Any) -> None:
        """Let ``button`` (a Button that reads a text box: Save, Load, Play) be pressed in
        the page by one message that also carries every text box as shown, so that it
        never runs before what was typed (see the module docstring)."""
        if not name.replace("-", "").isalnum():
            raise ValueError(f"a button's name is letters, digits and dashes, not {name!r}")
        self._presses[name] = button
        button.add_class(f"rwnb-press-{name}")

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        fields = content.get("fields")
        if isinstance(fields, dict):
            for name, value in fields.items():
                self._take(name, value)
        key, entered, pressed = content.get("key"), content.get("enter"), content.get("press")
        if isinstance(key, str) and key in self.widget.catch:
            self._on_key(key)
        elif isinstance(entered, str) and entered in self._on_enter:
            self._on_enter[entered]()
        elif isinstance(pressed, str) and pressed in self._presses:
            button = self._presses[pressed]
            if not button.disabled:
                button.click()
        elif isinstance(content.get("field"), str):  # one box (older pages)
            self._take(content["field"], content.get("value"))

    def _take(self, name: Any, value: Any) -> None:
        """Put the text ``value`` the page shows into the box ``name``."""
        box = self._fields.get(name) if isinstance(name, str) else None
        if box is None or not isinstance(value, str):
            return
        if isinstance(box.value, int) and not isinstance(box.value, bool):
            try:  # a number box: its text as a number (else the box keeps its own)
                value = int(value.strip())
            except ValueError:
                return
        if box.value != value:
            box.value = value  # what the page shows, ahead of the held-back change

    def mark_shown(self) -> None:
        """The app has sent everything of a refresh: count it on the app's root element
        (``data-rwnb-shown``), so that a page - a browser test, a script - can wait for
        what the app shows rather than for a fixed time."""
        self.widget.shown += 1

    def reveal(self) -> None:
        """Scroll the page to the app (its top at the top of the view) once the app is
        shown, or at once if it is: for an app opened out of sight, under another."""
        self.widget.reveal += 1

    def press(self, key: str) -> None:
        """Press ``key`` as the browser would send it (tests, scripts)."""
        self._message(self.widget, {"key": key}, [])
