"""The text twin of a board: the position as a grid of named buttons, for the keyboard
and for screen readers (lichess's blind mode is the model).

A board is a matplotlib picture: a screen reader finds nothing in it, and a move needs a
mouse. Beside it every app keeps a twin of the same position (one view, computed once,
feeds both):

* each place of the board is a button whose name is read aloud - "d5, gold marker",
  "b2, A, 3 dice, can attack", "level-2 position 3, red ring, 2 red neighbours" - and
  whose short label ("d5", "35") shows when the twin is shown;
* the arrow keys move the focus in the board's own geometry (the game says which place
  is left, right, above and below each: the fractal's parents and children, the hex
  rows, the 7 x 7 grid); Home and End go to a row's ends;
* Enter or Space chooses the place through the same input machine a click on the picture
  goes through (``on_choose(target)``), so a move entered either way is the same move;
* Escape is the app's (``on_escape()``): it clears a choice, and with nothing to clear
  the app lets the focus leave the board for the app itself (:meth:`TextTwin.leave`:
  Escape leaves a grid, as a screen reader's user expects; t comes back);
* a live region (``role="status"``) holds what the app says - the status, the move just
  played, the AI's reply - and a screen reader reads each change out; it starts with
  the app's first words in the first view only (``heard``): a view made again for an
  app already shown starts empty, and never reads an old app's last words as news.

The twin is shown or hidden by its toggle (**Text board**); hidden, it stays in the page
for assistive technology and shows itself while a button of it has the focus (a sighted
keyboard user sees where the focus is). :class:`~ringworld_nb.core.view.TwinCell` is one
place, as a game's drawing tells it (the app's :meth:`~.app.GameApp.twin_cells`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import ipywidgets as w
import traitlets

from ..core.view import TwinCell
from .controls import APP_CLASS

__all__ = ["TwinCell", "TextTwin", "TWIN_CLASS", "TWIN_KEYS"]

#: The class of the twin's element (the key strip leaves the keys below inside it alone).
TWIN_CLASS = "rwnb-twin"
#: The keys the twin handles itself while one of its buttons has the focus.
TWIN_KEYS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Enter", " ",
             "Escape")


_TWIN_ESM = """
function render({ model, el }) {
  el.classList.add("TWIN_CLASS");
  const live = document.createElement("div");
  live.className = "TWIN_CLASS-live";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");
  const grid = document.createElement("div");
  grid.className = "TWIN_CLASS-grid";
  grid.setAttribute("role", "grid");
  el.append(grid, live);
  let buttons = new Map(), cells = [], focusKey = null, shape = "";

  const place = (cell) => buttons.get(cell.key);
  const nearest = (from, dir) => {
    const explicit = from.nav && from.nav[dir];
    if (explicit) return cells.find((c) => c.key === explicit) || null;
    let best = null, bestCost = Infinity;
    for (const c of cells) {
      const dr = c.row - from.row, dc = c.col - from.col;
      let ok = false, cost = 0;
      if (dir === "left") { ok = dr === 0 && dc < 0; cost = -dc; }
      if (dir === "right") { ok = dr === 0 && dc > 0; cost = dc; }
      if (dir === "up") { ok = dr < 0; cost = -dr * 1000 + Math.abs(dc); }
      if (dir === "down") { ok = dr > 0; cost = dr * 1000 + Math.abs(dc); }
      if (ok && cost < bestCost) { best = c; bestCost = cost; }
    }
    return best;
  };
  const focusOn = (cell) => {
    if (!cell) return;
    const old = buttons.get(focusKey);
    if (old) old.tabIndex = -1;
    focusKey = cell.key;
    const b = place(cell);
    b.tabIndex = 0;
    b.focus();
  };
  const build = () => {
    grid.replaceChildren();
    buttons = new Map();
    const rows = new Map();
    for (const c of cells) {
      if (!rows.has(c.row)) rows.set(c.row, []);
      rows.get(c.row).push(c);
    }
    const names = model.get("row_names") || {};
    for (const r of [...rows.keys()].sort((a, b) => a - b)) {
      const rowEl = document.createElement("div");
      rowEl.setAttribute("role", "row");
      rowEl.className = "TWIN_CLASS-row";
      if (names[r]) rowEl.setAttribute("aria-label", names[r]);
      for (const c of rows.get(r).sort((a, b) => a.col - b.col)) {
        const cellEl = document.createElement("div");
        cellEl.setAttribute("role", "gridcell");
        const b = document.createElement("button");
        b.type = "button";
        b.tabIndex = -1;
        b.dataset.key = c.key;
        b.addEventListener("click", () => { focusKey = c.key; model.send({ choose: c.key }); });
        b.addEventListener("focus", () => {
          const old = buttons.get(focusKey);
          if (old && old !== b) old.tabIndex = -1;
          focusKey = c.key; b.tabIndex = 0;
        });
        cellEl.append(b);
        rowEl.append(cellEl);
        buttons.set(c.key, b);
      }
      grid.append(rowEl);
    }
  };
  const update = () => {
    cells = model.get("cells") || [];
    const now = cells.map((c) => c.key + "@" + c.row + "," + c.col).join(";");
    const hadFocus = el.contains(document.activeElement);
    if (now !== shape) { shape = now; build(); }
    for (const c of cells) {
      const b = place(c);
      b.textContent = c.label;
      b.setAttribute("aria-label", c.name);
      b.title = c.name;
      b.setAttribute("aria-pressed", c.chosen ? "true" : "false");
    }
    if (!buttons.has(focusKey) && cells.length) {
      focusKey = [...cells].sort((a, b) => a.row - b.row || a.col - b.col)[0].key;
    }
    const current = buttons.get(focusKey);
    if (current) current.tabIndex = 0;
    if (hadFocus && current && document.activeElement !== current) current.focus();
    grid.setAttribute("aria-label", model.get("title") || "The board as text");
  };
  let pending = null;
  const announce = () => {
    // cleared first, then set: the same words said twice are read twice; what comes
    // meanwhile (an AI's reply right after the move) is joined to it, never lost - the
    // kernel sends each piece of news once
    const text = model.get("announce") || "";
    if (pending !== null) { pending = (pending + " " + text).trim(); return; }
    pending = text;
    live.textContent = "";
    setTimeout(() => { live.textContent = pending; pending = null; }, 30);
  };
  const shown = () => el.classList.toggle("TWIN_CLASS-hidden", !model.get("visible"));
  grid.addEventListener("keydown", (e) => {
    const b = e.target.closest("button");
    if (!b) return;
    const cell = cells.find((c) => c.key === b.dataset.key);
    if (!cell) return;
    const dirs = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" };
    let handled = true;
    if (dirs[e.key]) focusOn(nearest(cell, dirs[e.key]));
    else if (e.key === "Home" || e.key === "End") {
      const row = cells.filter((c) => c.row === cell.row).sort((a, b) => a.col - b.col);
      focusOn(e.key === "Home" ? row[0] : row[row.length - 1]);
    } else if ((e.key === "Enter" || e.key === " ")
               && !(e.shiftKey || e.ctrlKey || e.metaKey || e.altKey)) {
      model.send({ choose: cell.key });
    }
    else if (e.key === "Escape") model.send({ escape: cell.key });
    else handled = false;
    if (handled) { e.preventDefault(); e.stopPropagation(); }
  });
  model.on("change:cells", update);
  model.on("change:title", update);
  model.on("change:row_names", () => { shape = ""; update(); });
  model.on("change:announce", announce);
  model.on("change:visible", shown);
  // the app says when Escape leaves the board: the focus goes to the app itself (the
  // group named with its keys), if it is still on the board
  model.on("msg:custom", (content) => {
    const app = el.closest(".APP_CLASS");
    if (content && content.leave && app && el.contains(document.activeElement)) {
      app.focus({ preventScroll: true });
    }
  });
  update();
  shown();
  // the live region starts with the app's first words, read once: a view made again
  // for an app already shown (a notebook reopened on the same kernel, the app shown
  // twice) starts empty, so that an old app's last words are not read as news
  if (!model.get("heard")) {
    live.textContent = model.get("announce") || "";
    model.set("heard", true);
    model.save_changes();
  }
}
export default { render };
""".replace("TWIN_CLASS", TWIN_CLASS).replace("APP_CLASS", APP_CLASS)

_TWIN_CSS = f"""
.{TWIN_CLASS} {{ max-width: 100%; contain: inline-size; }}
.{TWIN_CLASS}-row {{ display: flex; flex-wrap: wrap; gap: 2px; margin: 1px 0; }}
.{TWIN_CLASS}-grid button {{ min-width: 3.6em; padding: 1px 3px; font: 12px monospace;
  border: 1px solid var(--jp-border-color1, #888); border-radius: 3px;
  background: var(--jp-layout-color1, #fff); color: var(--jp-ui-font-color1, #000); }}
.{TWIN_CLASS}-grid button[aria-pressed="true"] {{ outline: 2px solid #f0c040;
  font-weight: bold; }}
.{TWIN_CLASS}-grid button:focus {{ outline: 3px solid #3f90da; outline-offset: 1px; }}
.{TWIN_CLASS}-live {{ position: absolute; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; }}
.{TWIN_CLASS}-hidden:not(:focus-within) {{ position: absolute; width: 1px; height: 1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }}
"""

try:
    import anywidget

    class _Twin(anywidget.AnyWidget):
        _esm = _TWIN_ESM
        _css = _TWIN_CSS
        cells: Any = traitlets.List().tag(sync=True)
        title = traitlets.Unicode("").tag(sync=True)
        row_names = traitlets.Dict().tag(sync=True)
        announce = traitlets.Unicode("").tag(sync=True)
        #: True once a view of the twin has read its words (a view made again starts
        #: with an empty live region)
        heard = traitlets.Bool(False).tag(sync=True)
        visible = traitlets.Bool(False).tag(sync=True)

    def _twin() -> Any:
        return _Twin()

except ImportError:  # pragma: no cover - exercised only without anywidget
    def _twin() -> Any:
        box = w.HTML()
        box.add_traits(cells=traitlets.List(), title=traitlets.Unicode(""),
                       row_names=traitlets.Dict(), announce=traitlets.Unicode(""),
                       heard=traitlets.Bool(False), visible=traitlets.Bool(False))
        return box


class TextTwin:
    """The twin of one app's board (see the module docstring): ``widget`` goes under the
    board, ``toggle`` among the app's buttons; ``on_choose(target)`` is the app's click
    on the picture, ``on_escape()`` its Escape pressed on a place."""

    def __init__(self, on_choose: Callable[[Any], Any],
                 on_escape: Callable[[], Any] | None = None) -> None:
        self.widget = _twin()
        self.widget.layout = w.Layout(max_width="100%")
        self._on_choose = on_choose
        self._on_escape = on_escape
        self.cells: list[TwinCell] = []
        self._targets: dict[str, Any] = {}
        self.toggle = w.ToggleButton(value=False, description="Text board", icon="keyboard-o",
                                     tooltip="Show the board as text: a grid of named "
                                             "buttons (arrow keys move, Enter chooses)",
                                     layout=w.Layout(width="auto"))
        self.toggle.observe(lambda change: setattr(self.widget, "visible", change["new"]),
                            names="value")
        if hasattr(self.widget, "on_msg"):
            self.widget.on_msg(self._message)

    def show_and_focus(self) -> None:
        """Show the twin (key t; the page then puts the focus on it)."""
        self.toggle.value = True

    def show(self, cells: Sequence[TwinCell], title: str,
             row_names: Mapping[int, str] | None = None) -> None:
        """Show ``cells`` (the position, as the game's app describes it)."""
        keys = [c.key for c in cells]
        if len(set(keys)) != len(keys):
            raise ValueError("the twin's cells must have different keys")
        self.cells = list(cells)
        self._targets = {c.key: c.target for c in cells}
        names = {int(r): str(n) for r, n in (row_names or {}).items()}
        if self.widget.row_names != names:
            self.widget.row_names = names
        data = [c.as_json() for c in cells]
        if self.widget.cells != data:
            self.widget.cells = data
        if self.widget.title != title:
            self.widget.title = title

    def say(self, text: str) -> None:
        """Put ``text`` (plain) in the live region, to be read out - the same words as
        last time too (a second "The domino is turned."): they then get a no-break space
        at the end, so that the region changes and is read again."""
        text = " ".join(text.split())
        self.widget.announce = text if self.widget.announce != text else text + "\u00a0"

    def cell(self, label: str) -> TwinCell | None:
        """The place named ``label`` as written ("b2", "35", "top": the label's first
        word), or None."""
        wanted = label.strip().lower()
        return next((c for c in self.cells if c.label.lower().split(" ")[0] == wanted), None)

    def choose(self, key: str) -> None:
        """Enter or Space on the place ``key``, as the page sends it (tests, scripts)."""
        self._message(self.widget, {"choose": key}, [])

    def escape(self, key: str) -> None:
        """Escape on the place ``key``, as the page sends it (tests, scripts)."""
        self._message(self.widget, {"escape": key}, [])

    def leave(self, words: str) -> None:
        """Put the page's focus on the app itself if it is on the board, and say
        ``words`` (Escape with nothing to clear: see the module docstring)."""
        self.say(words)
        if hasattr(self.widget, "send"):
            self.widget.send({"leave": 1})

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        key = content.get("choose")
        if isinstance(key, str) and key in self._targets:
            self._on_choose(self._targets[key])
        elif isinstance(content.get("escape"), str) and self._on_escape is not None:
            self._on_escape()
