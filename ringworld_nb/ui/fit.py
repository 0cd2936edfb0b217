"""Fitting an app to the room the browser gives it: the board, its play panel, one screen.

A notebook cell, a Voila page and a JupyterLab column on a laptop all have different
sizes, and the kernel knows none of them. :class:`WidthProbe` is an invisible strip, one
pixel high and as wide as the app, that reports to Python the app's width and the height
of the part of the page in view (the notebook's scrolling panel, or the window), in CSS
pixels, whenever either changes (a tiny ``anywidget`` with a ``ResizeObserver``); an
app that starts in the first screen of its page (a Voila page) gets the height left
under its top. The kernel answers each report with the width it laid the app out for
(``fitted``); a report left unanswered (lost while a page was still making its widgets)
is asked again every 2 s until it is.
:class:`FitLayout` turns them into a layout, with one promise: **the board, the button
that plays the move and the message under it are in view together**. Two layouts are
possible:

* *beside*: the play panel (status, the move's buttons, the message) stands to the
  right of the board; the board may be as tall as the view, less what must stay in view
  under it (``below``: the review's buttons, words and line while the graph is shown);
* *under*: the panel goes under the board, which then leaves room below it for the
  panel's first part (``under`` px), or for the review when it is open (``below``: the
  panel then comes after the review and the graph).

:func:`fit` computes the board for both and takes the larger (beside when they tie).
Each of the two grows with the width, so the larger does too: **a wider column never
gets a smaller board**. The board stays between ``board_min`` (below, it would be too
small to click: the page scrolls instead) and ``board_max``. Without ``anywidget`` (or
before the browser has reported) the app keeps its starting size.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import ipywidgets as w
import traitlets

from .controls import APP_CLASS

__all__ = ["Fit", "FitLayout", "WidthProbe", "fit", "probe_available", "GAP", "MARGIN"]

#: Space kept free between the board and the side panel, in CSS pixels.
GAP = 12
#: Height kept free in the view besides the board (the cell's padding, a little air).
MARGIN = 16
#: Width changes smaller than this (a scroll bar coming and going) are ignored when
#: they would make the board larger, so that the layout cannot oscillate.
GROW_HYSTERESIS = 24

_PROBE_ESM = """
function render({ model, el }) {
  el.style.width = "100%";
  el.style.height = "1px";
  el.style.overflow = "hidden";
  let lastWidth = -1, lastHeight = -1, watched = null;
  // The part of the page in view: the smallest of the window and of the scrolling boxes
  // around the notebook's cell (JupyterLab's notebook panel). The boxes inside the cell -
  // the output area, the app's own boxes - are as tall as what they hold: never counted,
  // or the app would size its board by its own height.
  const scroller = () => {
    let best = null;
    const cell = el.closest(".jp-OutputArea") || el.closest(".jp-Cell")
                 || el.closest(".APP_CLASS");
    const start = cell ? cell.parentElement : el.parentElement;
    for (let e = start; e; e = e.parentElement) {
      const overflow = getComputedStyle(e).overflowY;
      if ((overflow === "auto" || overflow === "scroll") && e.clientHeight > 0
          && (!best || e.clientHeight < best.clientHeight)) best = e;
    }
    return best;
  };
  const observer = new ResizeObserver(() => report());
  const report = () => {
    fitted();
    const width = Math.floor(el.getBoundingClientRect().width);
    const box = scroller();
    if (box && box !== watched) {
      watched = box;
      observer.observe(box);
    }
    let height = window.innerHeight;
    if (box) height = Math.min(height, box.clientHeight);
    // An app that starts in the first screen of its page (a Voila page, a notebook's
    // first cell) fits in what is left under its top without scrolling.
    const top = el.getBoundingClientRect().top + (box ? box.scrollTop
        - box.getBoundingClientRect().top : window.scrollY);
    if (top > 0 && top < 0.3 * height) height -= top;
    height = Math.floor(height);
    if (width > 0 && (width !== lastWidth || height !== lastHeight)) {
      lastWidth = width;
      lastHeight = height;
      model.set("height", height);
      model.set("width", width);
      model.save_changes();
    }
  };
  // the app's root learns the width the kernel answered (the strip may not be on the
  // page yet when the answer comes: each report writes it again)
  function fitted() {
    const app = el.closest(".APP_CLASS");
    if (app) app.dataset.rwnbFitted = String(model.get("fitted"));
  }
  model.on("change:fitted", fitted);
  observer.observe(el);
  window.addEventListener("resize", report);
  report();
  // what renders above the app (text, pictures, fonts) may still move it down a little
  const timers = [300, 1000, 2500, 5000].map((ms) => setTimeout(report, ms));
  // a report the kernel never answered (lost while the page was still making its
  // widgets) is asked again: "asked" changes, so the kernel hears it even when the
  // width and height it holds are the same
  const again = setInterval(() => {
    if (lastWidth > 0 && model.get("fitted") !== lastWidth) {
      model.set("asked", model.get("asked") + 1);
      model.save_changes();
    }
    fitted();
  }, 2000);
  return () => {
    observer.disconnect();
    window.removeEventListener("resize", report);
    timers.forEach(clearTimeout);
    clearInterval(again);
  };
}
export default { render };
""".replace("APP_CLASS", APP_CLASS)

try:  # anywidget is a dependency, but the apps still work (at a fixed size) without it
    import anywidget

    class WidthProbe(anywidget.AnyWidget):
        """An invisible full-width strip reporting the app's width and the height in
        view (CSS px)."""

        _esm = _PROBE_ESM
        width = traitlets.Int(0).tag(sync=True)
        height = traitlets.Int(0).tag(sync=True)
        #: the last width the kernel answered: the layout is fitted to it, or kept
        #: for it (a scroll bar's width); written on the app's root element,
        #: ``data-rwnb-fitted``: a page can wait for it to equal the width
        fitted = traitlets.Int(0).tag(sync=True)
        #: counts the page's repeated reports (a report the kernel did not answer)
        asked = traitlets.Int(0).tag(sync=True)

    def probe_available() -> bool:
        """True when the width probe can run (``anywidget`` is installed)."""
        return True

except ImportError:  # pragma: no cover - exercised only without anywidget

    class WidthProbe(w.Box):  # type: ignore[no-redef]
        """Stand-in when ``anywidget`` is missing: never reports a size."""

        width = traitlets.Int(0)
        height = traitlets.Int(0)
        fitted = traitlets.Int(0)
        asked = traitlets.Int(0)

    def probe_available() -> bool:
        return False


@dataclass(frozen=True)
class Fit:
    """A layout decision: the board's width in px and where the panel goes."""

    board: int
    side_by_side: bool


def fit(width: int, height: int = 0, *, panel: int, board_min: int, board_max: int,
        under: int = 0, aspect: float = 1.0, frame: int = 0, above: int = 0,
        below: int = 0) -> Fit:
    """The layout for an app ``width`` px wide with ``height`` px of the page in view
    (0: unknown, no limit).

    ``panel`` is the play panel's width beside the board, ``under`` the height of its
    first part (status, buttons, message) under the board; ``aspect`` is the board's
    height over its width; ``frame`` what the page draws around the board (margins,
    borders); ``above`` what stands above the board in its column (a level's goal),
    ``below`` what stands under it there and must be in view with it beside the panel
    (the review).
    See the module docstring for the policy.

    >>> fit(1300, 800, panel=300, board_min=320, board_max=760, under=180)
    Fit(board=760, side_by_side=True)
    >>> fit(848, 680, panel=300, board_min=320, board_max=760, under=180)
    Fit(board=536, side_by_side=True)
    >>> fit(500, 900, panel=300, board_min=320, board_max=760, under=180)
    Fit(board=496, side_by_side=False)
    >>> fit(848, 680, panel=300, board_min=320, board_max=760, under=180, below=240)
    Fit(board=424, side_by_side=True)
    >>> fit(640, 680, panel=300, board_min=320, board_max=760, under=180, below=240)
    Fit(board=424, side_by_side=False)
    """
    room = float(height - MARGIN - above) if height > 0 else float("inf")
    beside = min(board_max, width - frame - panel - GAP, (room - below - frame) / aspect)
    stacked = min(board_max, width - frame - 4, (room - max(under, below) - frame) / aspect)
    if beside >= stacked and beside >= board_min:
        return Fit(int(beside), True)
    if stacked >= board_min:
        return Fit(int(stacked), False)
    # Too little room for either: the smallest board, the page scrolls.
    return Fit(board_min, width - frame - panel - GAP >= board_min)


class FitLayout:
    """The board column and the play panel, laid out for the room the browser reports.

    ``widget`` holds the probe and the two parts; ``on_board_width(px)`` is called when
    the board should change size (not for the starting width, which the app already
    has). ``limits`` are the keyword arguments of :func:`fit` besides the sizes.
    """

    def __init__(self, board_column: w.Widget, panel: w.Widget, *,
                 on_board_width: Callable[[int], None], board: int, panel_width: int,
                 board_min: int, board_max: int, under: int = 0, aspect: float = 1.0,
                 frame: int = 0, above: int = 0) -> None:
        self.board_column = board_column
        self.panel = panel
        self.on_board_width = on_board_width
        self.limits: dict[str, float] = {
            "panel": panel_width, "board_min": board_min, "board_max": board_max,
            "under": under, "aspect": aspect, "frame": frame, "above": above,
            "below": 0}
        self.current = Fit(board, True)
        self._width = 0
        self._height = 0
        self.probe = WidthProbe()
        self.probe.layout = w.Layout(width="100%", height="1px", margin="0")
        self.row = w.Box([board_column, panel])
        self.widget = w.VBox([self.probe, self.row],
                             layout=w.Layout(width="100%", max_width="100%", min_width="0"))
        self._apply_panel()
        self.probe.observe(self._probed, names=["width", "height", "asked"])

    @property
    def available(self) -> int:
        """The last width reported by the browser (0: none yet)."""
        return self._width

    @property
    def view_height(self) -> int:
        """The last height in view reported by the browser (0: none yet)."""
        return self._height

    def set_limits(self, **limits: float) -> None:
        """Change any of :func:`fit`'s limits (``board_min``, ``aspect``, ...) and refit."""
        self.limits.update(limits)
        if self._width:
            self.resize(self._width, self._height, force=True)

    def _probed(self, _change) -> None:
        self.resize(int(self.probe.width), int(self.probe.height))

    def resize(self, width: int, height: int = 0, *, force: bool = False) -> Fit:
        """Lay the app out for ``width`` px and ``height`` px in view."""
        if width <= 0:
            return self.current
        grew = width - self._width
        if (not force and 0 < grew < GROW_HYSTERESIS and self._width
                and height == self._height):
            self.probe.fitted = width  # answered: the layout stays as it is
            return self.current  # a scroll bar's width: keep the layout steady
        self._width, self._height = width, height
        new = fit(width, height, **self.limits)  # type: ignore[arg-type]
        old, self.current = self.current, new
        self._apply_panel()
        if force or new.board != old.board:
            self.on_board_width(new.board)
        self.probe.fitted = width
        return new

    def _apply_panel(self) -> None:
        beside = self.current.side_by_side
        row = self.row.layout
        row.display, row.align_items, row.width = "flex", "flex-start", "100%"
        row.flex_flow = "row" if beside else "column"
        self.panel.layout.width = f"{int(self.limits['panel'])}px" if beside else "auto"
        self.panel.layout.max_width = "100%"
        self.panel.layout.padding = f"0 0 0 {GAP}px" if beside else "6px 0 0 0"
