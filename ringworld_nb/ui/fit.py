"""Fitting an app to the width the browser gives it.

A notebook cell, a Voila page and a JupyterLab column next to the file browser all have
different widths, and the kernel does not know any of them. :class:`WidthProbe` is an
invisible strip, one pixel high and as wide as the app, that reports its width in CSS
pixels to Python whenever it changes (a tiny ``anywidget`` with a ``ResizeObserver``).
:class:`FitLayout` turns that width into a layout:

* wide enough for the board *and* the side panel: the panel stands to the right;
* narrower: the panel moves under the board, and the board takes the whole width;
* in both cases the board is sized to what is left (between a smallest and a largest
  size), and the app is told the new board width so that it can resize its figure.

The policy itself is the pure function :func:`fit`, tested without a browser. Without
``anywidget`` (or before the browser has reported), the app keeps its starting size.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import ipywidgets as w
import traitlets

__all__ = ["Fit", "FitLayout", "WidthProbe", "fit", "probe_available"]

#: Space kept free between the board and the side panel, in CSS pixels.
GAP = 12
#: Width changes smaller than this (a scroll bar coming and going) are ignored when
#: they would make the board larger, so that the layout cannot oscillate.
GROW_HYSTERESIS = 24

_PROBE_ESM = """
function render({ model, el }) {
  el.style.width = "100%";
  el.style.height = "1px";
  el.style.overflow = "hidden";
  let last = -1;
  const report = () => {
    const width = Math.floor(el.getBoundingClientRect().width);
    if (width > 0 && width !== last) {
      last = width;
      model.set("width", width);
      model.save_changes();
    }
  };
  const observer = new ResizeObserver(report);
  observer.observe(el);
  report();
  return () => observer.disconnect();
}
export default { render };
"""

try:  # anywidget is a dependency, but the apps still work (at a fixed size) without it
    import anywidget

    class WidthProbe(anywidget.AnyWidget):
        """An invisible full-width strip reporting its width (CSS px) in ``width``."""

        _esm = _PROBE_ESM
        width = traitlets.Int(0).tag(sync=True)

    def probe_available() -> bool:
        """True when the width probe can run (``anywidget`` is installed)."""
        return True

except ImportError:  # pragma: no cover - exercised only without anywidget

    class WidthProbe(w.Box):  # type: ignore[no-redef]
        """Stand-in when ``anywidget`` is missing: never reports a width."""

        width = traitlets.Int(0)

    def probe_available() -> bool:
        return False


@dataclass(frozen=True)
class Fit:
    """A layout decision: the board's width in px and where the panel goes."""

    board: int
    side_by_side: bool


def fit(available: int, *, panel: int, board_min: int, board_max: int,
        side_min: int, frame: int = 0) -> Fit:
    """The layout for ``available`` CSS pixels.

    The panel (``panel`` px wide) stands beside the board when the board still gets
    ``side_min`` px there; otherwise it moves under the board. The board takes what is
    left, never more than ``board_max`` and never less than ``board_min`` (below that
    the page scrolls rather than the board becoming too small to click). ``frame`` is
    what the page draws around the board (margins, borders), outside its width.

    >>> fit(1300, panel=400, board_min=320, board_max=700, side_min=480)
    Fit(board=700, side_by_side=True)
    >>> fit(800, panel=400, board_min=320, board_max=700, side_min=480)
    Fit(board=700, side_by_side=False)
    >>> fit(500, panel=400, board_min=320, board_max=700, side_min=480)
    Fit(board=496, side_by_side=False)
    """
    beside = available - frame - panel - GAP
    if beside >= side_min:
        return Fit(max(board_min, min(board_max, beside)), True)
    # Under each other: a few pixels to spare, for rounding.
    return Fit(max(board_min, min(board_max, available - frame - 4)), False)


class FitLayout:
    """The board column and the side panel, laid out for the width the browser reports.

    ``widget`` holds the probe and the two parts; ``on_board_width(px)`` is called when
    the board should change size (not for the starting width, which the app already has).
    """

    def __init__(self, board_column: w.Widget, panel: w.Widget, *,
                 on_board_width: Callable[[int], None], board: int, panel_width: int,
                 board_min: int, board_max: int, side_min: int, frame: int = 0) -> None:
        self.board_column = board_column
        self.panel = panel
        self.on_board_width = on_board_width
        self.panel_width = panel_width
        self.limits = {"panel": panel_width, "board_min": board_min,
                       "board_max": board_max, "side_min": side_min, "frame": frame}
        self.current = Fit(board, True)
        self._width = 0
        self.probe = WidthProbe()
        self.probe.layout = w.Layout(width="100%", height="1px", margin="0")
        self.row = w.Box([board_column, panel])
        self.widget = w.VBox([self.probe, self.row],
                             layout=w.Layout(width="100%", max_width="100%", min_width="0"))
        self._apply_panel()
        self.probe.observe(self._probed, names="width")

    @property
    def available(self) -> int:
        """The last width reported by the browser (0: none yet)."""
        return self._width

    def set_limits(self, **limits: int) -> None:
        """Change ``board_min``, ``board_max``, ``side_min`` or ``panel`` and refit."""
        self.limits.update(limits)
        if self._width:
            self.resize(self._width, force=True)

    def _probed(self, change) -> None:
        self.resize(int(change["new"]))

    def resize(self, available: int, *, force: bool = False) -> Fit:
        """Lay the app out for ``available`` px (what the probe reports)."""
        if available <= 0:
            return self.current
        grew = available - self._width
        if not force and 0 < grew < GROW_HYSTERESIS and self._width:
            return self.current  # a scroll bar's width: keep the layout steady
        self._width = available
        new = fit(available, **self.limits)
        old, self.current = self.current, new
        self._apply_panel()
        if force or new.board != old.board:
            self.on_board_width(new.board)
        return new

    def _apply_panel(self) -> None:
        beside = self.current.side_by_side
        self.row.layout = w.Layout(display="flex", flex_flow="row" if beside else "column",
                                   align_items="flex-start", width="100%")
        self.panel.layout.width = f"{self.panel_width}px" if beside else "auto"
        self.panel.layout.max_width = "100%"
        self.panel.layout.padding = f"0 0 0 {GAP}px" if beside else "8px 0 0 0"
