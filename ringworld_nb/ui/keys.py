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
  board sees them, and sends them to Python (``on_key(key)``).

Keys typed in a text box of the app (the file name, a seed) stay the text box's. The
strip also counts the app's refreshes on its root element (``data-rwnb-shown``): a page
that waits for the count to grow knows that everything the app sent has arrived.
Key names are those of the browser: a letter in lower case ("r"), else "Escape",
"ArrowLeft", and so on. Without ``anywidget`` the apps have no keys (their buttons do
everything the keys do).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import ipywidgets as w
import traitlets

from .controls import APP_CLASS

__all__ = ["KeyCatcher"]

_CATCHER_ESM = """
function render({ model, el }) {
  el.style.display = "none";
  let root = null, tries = 0, timer = null;
  const typing = (t) => t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA"
                               || t.tagName === "SELECT" || t.isContentEditable);
  const onKey = (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (model.get("catch").includes(key)) {
      e.preventDefault();
      e.stopPropagation();
      model.send({ key: key });
    }
  };
  const onDown = () => {
    setTimeout(() => {
      if (root && !root.contains(document.activeElement)) {
        root.focus({ preventScroll: true });
      }
    }, 0);
  };
  const mark = () => { if (root) root.dataset.rwnbShown = String(model.get("shown")); };
  model.on("change:shown", mark);
  const attach = () => {
    root = el.closest(".APP_CLASS");
    if (!root) {
      if (tries++ < 100) timer = setTimeout(attach, 100);
      return;
    }
    mark();
    root.setAttribute("data-lm-suppress-shortcuts", "true");
    if (!root.hasAttribute("tabindex")) root.setAttribute("tabindex", "-1");
    root.addEventListener("keydown", onKey, true);
    root.addEventListener("mousedown", onDown, true);
  };
  attach();
  return () => {
    if (timer) clearTimeout(timer);
    if (root) {
      root.removeEventListener("keydown", onKey, true);
      root.removeEventListener("mousedown", onDown, true);
    }
  };
}
export default { render };
""".replace("APP_CLASS", APP_CLASS)

try:
    import anywidget

    class _Catcher(anywidget.AnyWidget):
        _esm = _CATCHER_ESM
        catch = traitlets.List(traitlets.Unicode()).tag(sync=True)
        shown = traitlets.Int(0).tag(sync=True)

    def _catcher() -> Any:
        return _Catcher()

except ImportError:  # pragma: no cover - exercised only without anywidget
    def _catcher() -> Any:
        box = w.Box()
        box.add_traits(catch=traitlets.List(traitlets.Unicode()), shown=traitlets.Int(0))
        return box


class KeyCatcher:
    """Sends the app's ``keys`` pressed while the app has the focus to ``on_key(key)``
    (see the module docstring); ``widget`` goes anywhere inside the app."""

    def __init__(self, on_key: Callable[[str], Any], keys: Iterable[str]) -> None:
        self.widget = _catcher()
        self.widget.catch = list(keys)
        self.widget.layout = w.Layout(width="0px", height="0px", margin="0")
        self._on_key = on_key
        if hasattr(self.widget, "on_msg"):
            self.widget.on_msg(self._message)

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        key = content.get("key") if isinstance(content, dict) else None
        if isinstance(key, str) and key in self.widget.catch:
            self._on_key(key)

    def mark_shown(self) -> None:
        """The app has sent everything of a refresh: count it on the app's root element
        (``data-rwnb-shown``), so that a page - a browser test, a script - can wait for
        what the app shows rather than for a fixed time."""
        self.widget.shown += 1

    def press(self, key: str) -> None:
        """Press ``key`` as the browser would send it (tests, scripts)."""
        self._message(self.widget, {"key": key}, [])
