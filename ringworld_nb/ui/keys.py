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
  and Space pressed in the text twin (:mod:`.twin`) are the twin's, and the keys pressed
  in an app shown inside this one (Learn from mistakes' board) are that app's.

The keys of tabs (← → Home End, Enter and Space) pressed on the app's tab bar are the tab
bar's: they move between its tabs and choose one.
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
Once its view is on the page, the strip tells the kernel so (``on_rendered``): the app
then sends its widgets' state again (:mod:`.resync`), since a page that loads while the
kernel changes the app drops those changes.
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

from .canvas import PICTURE_CLASS, PICTURE_SELECTOR
from .controls import APP_CLASS, NAMED_CLASS, ON_CLASS, TOGGLE_CLASS
from .loop import Owner
from .questions import QUESTION_CLASS
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
  // an app inside this one (Learn from mistakes' board) has its own keys and boxes
  const mine = (e) => !(e.target && e.target.closest
                        && e.target.closest(".APP_CLASS") !== root);
  // a tab bar (the app's Players, Record, ... tabs) keeps the keys of tabs: ← → (↑ ↓),
  // Home and End move between the tabs, Enter and Space choose one - not the app's
  // review keys; they go no further than the app (see onBubble)
  const TAB_KEYS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End",
                    "Enter", " "];
  const onTabs = (e) => e.target && e.target.closest && e.target.closest(".lm-TabBar")
    && TAB_KEYS.includes(e.key);
  const onKey = (e) => {
    if (!mine(e) || onTabs(e)) return;
    if (e.key === "Escape" && typing(e.target) && e.target.tagName !== "SELECT") {
      // Escape leaves a text box for the board: the text twin's cell when the twin is
      // shown, else the app itself (whose keys then work again)
      e.preventDefault();
      e.stopPropagation();
      toBoard();
      return;
    }
    if (e.target && e.target.tagName === "SELECT" && MENU_KEYS.includes(e.key)) {
      // the menu's own keys: it changes (its default), and they go no further - in
      // JupyterLab's command mode ↑ and ↓ would move the active cell instead
      e.stopPropagation();
      return;
    }
    const picture = e.target && e.target.closest && e.target.closest(PICTURE);
    if (picture && (e.key === "Tab" || e.key === "Escape")) {
      // a picture of the app (ipympl's canvas) takes every key and prevents its
      // default, Tab included: Tab and Shift+Tab move on, Escape goes to the board's
      // text twin (else the app) - no focus trap
      e.stopPropagation();
      if (e.key === "Escape") { e.preventDefault(); toBoard(); }
      return;
    }
    if (e.key === "Enter" && (e.shiftKey || e.ctrlKey || e.metaKey || e.altKey)
        && !typing(e.target)) {
      // Shift+Enter, Ctrl+Enter: JupyterLab's "run the cell", which the app must not
      // take as an Enter (it would choose a place) nor hand on (the game's own cell would
      // run again): said, like any key the app has none of
      e.preventDefault();
      e.stopPropagation();
      model.send({ unknown: [e.ctrlKey && "Ctrl", e.metaKey && "Meta", e.altKey && "Alt",
                             e.shiftKey && "Shift", "Enter"].filter(Boolean).join("+") });
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey || own(e) || inTwin(e)) return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (model.get("catch").includes(key)) {
      e.preventDefault();
      e.stopPropagation();
      model.send({ key: key });
      // the key's place (t: the text board, m: the move box) - not while a question
      // waits: the app refuses the key then, and the focus stays on the question
      const where = !model.get("question") && (model.get("focus") || {})[key];
      const target = where && root && root.querySelector(where);
      if (target) setTimeout(() => target.focus(), 0);
    } else if (key.length === 1 && key !== " " && !(e.key === "Enter")) {
      // a key the app has none of: said (not handed on to JupyterLab, see onBubble)
      e.preventDefault();
      if (picture) e.stopPropagation();
      model.send({ unknown: e.key });
    } else if (picture) {
      e.stopPropagation();  // the apps use no key of matplotlib's
    }
  };
  // Every key pressed inside the app ends here, whatever handled it before (the twin,
  // a button, a text box, a menu): JupyterLab's command mode never sees it - its "b"
  // would insert a cell, "d d" delete one. Only Tab (with or without Shift) goes on:
  // the page's own way to move the focus.
  const onBubble = (e) => {
    if (e.key !== "Tab") e.stopPropagation();
  };
  // The element that has the focus inside the app is marked so that JupyterLab's
  // shortcut engine (Lumino) ignores its keys even where it listens before the app
  // (a shortcut whose selector ends in ":focus" matches the focused element itself,
  // before the app's root is reached).
  // the element of the app that had the focus last, while it has it (see nameAll)
  let lastFocus = null;
  const onFocusOut = (e) => {
    if (root && e.relatedTarget && root.contains(e.relatedTarget)) return;
    const left = e.target;
    setTimeout(() => {
      const now = document.activeElement;
      const gone = left && (left.disabled || left.getClientRects().length === 0);
      if (gone && (!now || now === document.body)) toBoard();
      else if (lastFocus === left) lastFocus = null;
    }, 0);
  };
  const onFocusIn = (e) => {
    lastFocus = e.target;
    const t = e.target;
    if (t && t.setAttribute && !t.hasAttribute("data-lm-suppress-shortcuts")) {
      t.setAttribute("data-lm-suppress-shortcuts", "true");
    }
  };
  // A question (QUESTION_CLASS: "Resume the game ...?" with Yes and No) opened while the
  // focus is in the app takes the focus to its Yes button (Tab reaches No next; keys y
  // and n answer too) - as soon as the button is shown, which may come a little after
  // the question's words. Answered, the focus leaves the buttons (hidden now) for the
  // board, never for the page's body.
  let toQuestion = false;
  const shownButton = (b) => b && b.getClientRects().length > 0 && !b.disabled;
  const questionButton = () => {
    const b = root && root.querySelector(".QUESTION_CLASS button");
    return shownButton(b) ? b : null;
  };
  const focusQuestion = () => {
    if (!toQuestion || !root) return;
    if (!model.get("question")) { toQuestion = false; return; }
    const b = questionButton();
    if (b) { toQuestion = false; b.focus({ preventScroll: true }); }
  };
  const onQuestion = () => {
    if (!root) return;
    const active = document.activeElement;
    const nowhere = !active || active === document.body;
    if (model.get("question")) {
      if (root.contains(active) || (nowhere && lastFocus && root.contains(lastFocus))) {
        toQuestion = true;
        focusQuestion();
        if (toQuestion) setTimeout(focusQuestion, 50);
      }
      return;
    }
    toQuestion = false;
    const onIt = (e) => e && e.closest && e.closest(".QUESTION_CLASS");
    if (onIt(active) || (nowhere && onIt(lastFocus) && root.contains(lastFocus))) {
      lastFocus = null;
      toBoard();
    }
  };
  model.on("change:question", onQuestion);
  // the focus to the board: the text twin's current place when the twin is shown, else
  // the app itself (whose keys then work)
  const toBoard = () => {
    if (!root) return;
    const twin = root.querySelector(".TWIN_CLASS:not(.TWIN_CLASS-hidden)");
    const cell = twin && twin.querySelector("[role=grid] [tabindex='0']");
    (cell || root).focus({ preventScroll: true });
  };
  // A press on a picture: ipympl gives it the focus with a plain focus(), which scrolls
  // the page until the picture's top is in view - a board taller than the view jumps
  // under the pointer, and the second click of a move lands elsewhere. The picture is
  // given the focus first, without scrolling; ipympl's focus() then changes nothing.
  // The press is seen at once: a ring where the pointer pressed the board, drawn by the
  // page while the kernel answers, gone with the app's next refresh (or after a while).
  // The lean canvas (LEAN_CLASS) draws that ring itself, until its next frame.
  let pressMark = null, pressTimer = null;
  const unmarkPress = () => {
    if (pressMark) { pressMark.remove(); pressMark = null; }
    if (pressTimer) { clearTimeout(pressTimer); pressTimer = null; }
  };
  const markPress = (picture, e) => {
    unmarkPress();
    const box = picture.getBoundingClientRect();
    pressMark = document.createElement("div");
    pressMark.className = "rwnb-press-mark";
    pressMark.setAttribute("aria-hidden", "true");
    pressMark.style.left = (e.clientX - box.left) + "px";
    pressMark.style.top = (e.clientY - box.top) + "px";
    picture.append(pressMark);
    pressTimer = setTimeout(unmarkPress, 3000);
  };
  const onDown = (e) => {
    const picture = e.target && e.target.closest && e.target.closest(PICTURE);
    if (picture && document.activeElement !== picture) picture.focus({ preventScroll: true });
    if (picture && e.button === 0 && picture.closest(".rwnb-picture-board")
        && !picture.classList.contains("LEAN_CLASS")) {
      markPress(picture, e);
    }
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
    const box = e.key === "Enter" && mine(e) && e.target.closest
      && e.target.closest(".FIELD_CLASS");
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
  // Names and states for a screen reader, which ipywidgets and ipympl leave out:
  // * a slider's handle gets the name of its widget (its description, else its
  //   tooltip);
  // * a button's icon (a glyph of an icon font) is hidden from the name: "Submit", not
  //   "\uf00c Submit"; a button with only an icon, or with the class NAMED_CLASS (a
  //   label of signs), is named by its tooltip;
  // * a toggle's state is aria-pressed (ipywidgets marks it with a class only; a button
  //   of the app that toggles carries the classes TOGGLE_CLASS and, while on, ON_CLASS);
  // * a picture (ipympl's canvas) is an image named as the app says (``pictures``: the
  //   class of its widget -> its name), out of the Tab order: the text twin is the
  //   board's keyboard form.
  const nameOf = (box) => {
    const label = box && box.querySelector(".widget-label");
    return (label && (label.textContent.trim() || label.title)) || (box && box.title) || "";
  };
  const nameAll = () => {
    if (!root) return;
    // a button that turns itself off once pressed (Next level, Show me, Submit) would
    // leave the focus nowhere (the page's body, where no key of the app works): it goes
    // to the board's text twin, else to the app
    const active = document.activeElement;
    const nowhere = !active || active === document.body;
    if ((active && active.disabled && root.contains(active))
        || (nowhere && lastFocus && root.contains(lastFocus)
            && (lastFocus.disabled || lastFocus.getClientRects().length === 0))) {
      // (a button hidden once pressed - a question's Yes or No - leaves it nowhere too)
      lastFocus = null;
      toBoard();
    }
    focusQuestion();
    for (const handle of root.querySelectorAll(".noUi-handle[role=slider]:not([aria-label])")) {
      const name = nameOf(handle.closest(".widget-slider, .jupyter-widgets.widget-inline-hbox"));
      if (name) handle.setAttribute("aria-label", name);
    }
    // a slider's number box repeats what its handle says (its value): out of the Tab
    // order and of the tree, or a screen reader meets a lone "0.6"
    for (const readout of root.querySelectorAll(".widget-readout:not([aria-hidden])")) {
      readout.setAttribute("tabindex", "-1");
      readout.setAttribute("aria-hidden", "true");
    }
    for (const b of root.querySelectorAll("button")) {
      if (b.closest(".TWIN_CLASS-grid")) continue;
      for (const icon of b.querySelectorAll("i")) {
        if (!icon.hasAttribute("aria-hidden")) icon.setAttribute("aria-hidden", "true");
      }
      const words = [...b.childNodes].filter((n) => n.nodeType === 3 || (n.tagName !== "I"))
        .map((n) => n.textContent).join("").trim();
      const byTitle = !words || b.classList.contains("NAMED_CLASS");
      if (byTitle && b.title && b.getAttribute("aria-label") !== b.title) {
        b.setAttribute("aria-label", b.title);
      }
      const toggles = b.classList.contains("widget-toggle-button")
        || b.classList.contains("TOGGLE_CLASS");
      if (toggles) {
        const pressed = String(b.classList.contains("mod-active")
                               || b.classList.contains("ON_CLASS"));
        if (b.getAttribute("aria-pressed") !== pressed) b.setAttribute("aria-pressed", pressed);
      }
    }
    const pictures = model.get("pictures") || {};
    for (const div of root.querySelectorAll(PICTURE)) {
      const owner = div.closest("[class*='rwnb-picture-']");
      const kind = owner && [...owner.classList].find((c) => c.startsWith("rwnb-picture-"));
      const name = (kind && pictures[kind.slice("rwnb-picture-".length)])
        || "A picture of the board (the text board, key t, has its places)";
      if (div.getAttribute("aria-label") !== name) div.setAttribute("aria-label", name);
      if (div.getAttribute("role") !== "img") div.setAttribute("role", "img");
      if (div.getAttribute("tabindex") !== "-1") div.setAttribute("tabindex", "-1");
    }
  };
  const observer = typeof MutationObserver === "undefined" ? null :
    new MutationObserver(nameAll);
  const mark = () => {
    if (root) root.dataset.rwnbShown = String(model.get("shown"));
    unmarkPress();
    steady();
    nameAll();
  };
  model.on("change:shown", mark);
  model.on("change:pictures", nameAll);
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
    if (observer) {
      observer.observe(root, { childList: true, subtree: true, attributes: true,
                               attributeFilter: ["class", "title", "disabled"] });
    }
    root.setAttribute("data-lm-suppress-shortcuts", "true");
    if (!root.hasAttribute("tabindex")) root.setAttribute("tabindex", "-1");
    root.setAttribute("role", "group");
    root.setAttribute("aria-label", model.get("name") || "A game");
    root.addEventListener("keydown", onKey, true);
    root.addEventListener("keydown", onEnter, true);
    root.addEventListener("keydown", onBubble, false);
    root.addEventListener("focusin", onFocusIn, true);
    root.addEventListener("focusout", onFocusOut, true);
    root.addEventListener("mousedown", onDown, true);
    root.addEventListener("click", onClick, true);
    setTimeout(reveal, 0);
    setTimeout(enter, 0);
  };
  // Getting in: an app whose cell was just run (the cell after it has the focus, as
  // Shift+Enter leaves it; not a cell being edited) takes the focus, once; in a page of
  // apps alone (Voila) the first app shown takes it while nothing else has it.
  const enter = () => {
    if (!root || root.dataset.rwnbEntered) return;
    root.dataset.rwnbEntered = "1";
    const active = document.activeElement;
    const cell = root.closest(".jp-Cell");
    let go;
    if (!cell) {
      go = !active || active === document.body;
    } else {
      const at = active && active.closest && active.closest(".jp-Cell");
      go = !!at && at === cell.nextElementSibling
        && !active.closest(".cm-editor, .jp-Editor, input, textarea, select");
    }
    if (go) {
      root.focus({ preventScroll: true });
      if (model.get("question")) onQuestion();  // (asked before the app was shown)
    }
  };
  model.on("change:name", () => { if (root) root.setAttribute("aria-label", model.get("name")); });
  attach();
  // the view is on the page: its widgets' models are all made, so the kernel may send
  // their state again - a change it made while the page loaded them was dropped
  model.send({ rendered: 1 });
  return () => {
    if (timer) clearTimeout(timer);
    if (root) {
      root.removeEventListener("keydown", onKey, true);
      root.removeEventListener("keydown", onEnter, true);
      root.removeEventListener("keydown", onBubble, false);
      root.removeEventListener("focusin", onFocusIn, true);
      root.removeEventListener("focusout", onFocusOut, true);
      root.removeEventListener("mousedown", onDown, true);
      root.removeEventListener("click", onClick, true);
    }
    if (steadyObserver) {
      steadyObserver.disconnect();
    }
    if (observer) observer.disconnect();
    unmarkPress();
  };
}
export default { render };
"""
# the names in the script above, each replaced by its value (the order matters: a name
# that another contains comes after it - QUESTION_CLASS before ON_CLASS)
for _name, _value in (("QUESTION_CLASS", QUESTION_CLASS), ("APP_CLASS", APP_CLASS),
                      ("LEAN_CLASS", PICTURE_CLASS),
                      ("PICTURE", json.dumps(PICTURE_SELECTOR)),
                      ("NAMED_CLASS", NAMED_CLASS), ("TOGGLE_CLASS", TOGGLE_CLASS),
                      ("ON_CLASS", ON_CLASS), ("FIELD_CLASS", "rwnb-field"),
                      ("EMPTIES_CLASS", "rwnb-empties"), ("PRESS_CLASS", "rwnb-press"),
                      ("TWIN_CLASS", TWIN_CLASS), ("TWIN_KEYS", json.dumps(list(TWIN_KEYS)))):
    _CATCHER_ESM = _CATCHER_ESM.replace(_name, _value)

try:
    import anywidget

    class _Catcher(anywidget.AnyWidget):
        _esm = _CATCHER_ESM
        catch = traitlets.List(traitlets.Unicode()).tag(sync=True)
        focus = traitlets.Dict().tag(sync=True)
        shown = traitlets.Int(0).tag(sync=True)
        reveal = traitlets.Int(0).tag(sync=True)
        pictures = traitlets.Dict().tag(sync=True)
        name = traitlets.Unicode("").tag(sync=True)
        question = traitlets.Unicode("").tag(sync=True)

    def _catcher() -> Any:
        return _Catcher()

except ImportError:  # pragma: no cover - exercised only without anywidget
    def _catcher() -> Any:
        box = w.Box()
        box.add_traits(catch=traitlets.List(traitlets.Unicode()), focus=traitlets.Dict(),
                       shown=traitlets.Int(0), reveal=traitlets.Int(0),
                       pictures=traitlets.Dict(), name=traitlets.Unicode(""),
                       question=traitlets.Unicode(""))
        return box


class KeyCatcher:
    """Sends the app's ``keys`` pressed while the app has the focus to ``on_key(key)``
    and any other letter, digit or sign to ``on_unknown(key)`` (see the module
    docstring); ``widget`` goes anywhere inside the app. ``name`` is the app's name for
    a screen reader (the group the app is)."""

    def __init__(self, on_key: Callable[[str], Any], keys: Iterable[str],
                 focus: dict[str, str] | None = None, *,
                 on_unknown: Callable[[str], Any] | None = None, name: str = "",
                 owner: Owner | None = None,
                 on_rendered: Callable[[], Any] | None = None) -> None:
        self.widget = _catcher()
        #: where the app's state lives: a message of the page's (its boxes and a press
        #: together) is handled there whole (see :class:`~.loop.Owner`)
        self._owner = owner
        self.widget.name = name
        self._on_unknown = on_unknown
        self._on_rendered = on_rendered
        self.widget.catch = list(keys)
        #: keys that also put the page's focus somewhere: key -> a CSS selector in the app
        self.widget.focus = dict(focus or {})
        self._on_enter: dict[str, Callable[[str | None], Any]] = {}
        self.widget.layout = w.Layout(width="0px", height="0px", margin="0")
        self._on_key = on_key
        self._fields: dict[str, Any] = {}
        self._presses: dict[str, Any] = {}
        if hasattr(self.widget, "on_msg"):
            self.widget.on_msg(self._message)

    def field(self, name: str, box: Any,
              on_enter: Callable[[str | None], Any] | None = None, *,
              empty_on_enter: bool = False) -> None:
        """Read the text box ``box`` (a Text, a Combobox) as the page shows it whenever a
        button of the app is clicked or Enter is pressed in it (see the module
        docstring), and call ``on_enter(text)`` after Enter there, with the text the box
        showed at the Enter (None from an older page); ``name`` is a word of
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
        owner = self._owner
        if owner is not None and owner.elsewhere():
            # the boxes as typed and the press they go with, handled together on the
            # app's loop: set here and pressed there, a late update of a box handled
            # here in between could undo what was typed before the press reads it
            owner.hand_over(lambda: self._message(_widget, content, _buffers))
            return
        if content.get("rendered") and self._on_rendered is not None:
            self._on_rendered()  # the page has made (or remade) the app's view
            return
        fields = content.get("fields")
        if isinstance(fields, dict):
            for name, value in fields.items():
                self._take(name, value)
        key, entered, pressed = content.get("key"), content.get("enter"), content.get("press")
        unknown = content.get("unknown")
        if isinstance(key, str) and key in self.widget.catch:
            self._on_key(key)
        elif (isinstance(unknown, str) and (len(unknown) == 1 or unknown.endswith("+Enter"))
              and self._on_unknown is not None):  # (a character, or Shift+Enter and the like)
            self._on_unknown(unknown)
        elif isinstance(entered, str) and entered in self._on_enter:
            # the text sent with the Enter, never the box read later: the page empties
            # the box at once, and that change may be handled (on another thread) in
            # between
            text = fields.get(entered) if isinstance(fields, dict) else None
            self._on_enter[entered](text if isinstance(text, str) else None)
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

    def name_picture(self, kind: str, name: str) -> None:
        """Name the app's picture ``kind`` (its widget has :func:`picture_class`) for a
        screen reader: ``name`` is what the picture shows, in words (its text
        alternative)."""
        if self.widget.pictures.get(kind) != name:
            self.widget.pictures = {**self.widget.pictures, kind: name}

    def asking(self, question: str) -> None:
        """A question waits (``question``, its words) or none ('') - the page moves the
        focus: to the question's Yes button when a question opens while the focus is in
        the app, and back to the board when it is answered from its buttons."""
        self.widget.question = question

    @property
    def question(self) -> str:
        """The question the page was told of last ('' for none)."""
        return str(self.widget.question)

    def name_app(self, name: str) -> None:
        """The app's name for a screen reader (read when the focus enters the app)."""
        self.widget.name = name

    @property
    def refresh_number(self) -> int:
        """How many refreshes the app has marked shown (:meth:`mark_shown`)."""
        return int(self.widget.shown)

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
        """Press ``key`` as the browser would send it (tests, scripts): one of the app's
        keys, else a key the app has none of (a single character, or an Enter with a
        modifier: ``"Shift+Enter"``)."""
        if key in self.widget.catch:
            self._message(self.widget, {"key": key}, [])
        else:
            self._message(self.widget, {"unknown": key}, [])
