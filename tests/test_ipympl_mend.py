"""ringworld_nb/ui/canvas.py mends private parts of ipympl 0.10 (and of matplotlib's web
canvas underneath it). These tests say when the mend is no longer needed and when the
parts it relies on are gone, so that a new ipympl is let in (pyproject.toml pins the
range the mend is tested on) only together with a look at the mend."""

from __future__ import annotations

import base64
import importlib.metadata
import inspect
import sys
from pathlib import Path

import numpy as np
import pytest
from ipympl.backend_nbagg import Canvas, FigureManager
from matplotlib.figure import Figure
from packaging.requirements import Requirement

from ringworld_nb.ui.canvas import BoardCanvas

ROOT = Path(__file__).resolve().parent.parent
PNG_URL = "data:image/png;base64,"
MEND = "ringworld_nb/ui/canvas.py (_ipympl_canvas_class)"


def figure() -> Figure:
    fig = Figure(figsize=(2, 1), dpi=50)
    fig.add_subplot().plot([0, 1], [0, 1])
    return fig


def plain_canvas() -> Canvas:
    """ipympl's own Canvas, not yet shown in a browser (as the apps' canvases start)."""
    canvas = Canvas(figure())
    FigureManager(canvas, 1)
    return canvas


def test_ipympl_is_in_the_range_the_mend_is_tested_on():
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10
        tomllib = pytest.importorskip("tomli")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    spec = next(Requirement(d).specifier for d in project["dependencies"]
                if Requirement(d).name == "ipympl")
    assert spec.contains("0.10.0") and not spec.contains("0.11.0"), (
        f"pyproject.toml allows ipympl {spec}; the mend in {MEND} is tested on 0.10")
    assert spec.contains(importlib.metadata.version("ipympl"))


def test_ipympl_still_stores_a_broken_snapshot():
    """Fails when ipympl's own send_binary keeps a proper PNG data URL: then the mend of
    send_binary is no longer needed; remove it (and widen the ipympl pin)."""
    canvas = plain_canvas()
    canvas.draw()  # draws and sends: send_binary keeps the snapshot in _data_url
    url = canvas._data_url
    assert isinstance(url, str) and url, "ipympl kept no snapshot at all: look at " + MEND
    assert not url.startswith(PNG_URL), (
        f"ipympl {importlib.metadata.version('ipympl')} stores a proper data URL itself: "
        f"the send_binary mend in {MEND} is no longer needed")


def test_ipympl_still_sends_diff_frames():
    """Fails when ipympl sends whole frames by itself: the get_diff_image mend can go."""
    canvas = plain_canvas()
    canvas.send_binary = lambda data: None
    canvas.draw()
    canvas.figure.axes[0].set_title("changed")
    canvas.draw()
    assert canvas._current_image_mode == "diff", (
        f"ipympl sends whole frames itself: the get_diff_image mend in {MEND} can go")


def test_the_private_parts_the_mend_relies_on_are_there():
    canvas = plain_canvas()
    # ipympl: the snapshot trait and the flag that says it is still being kept
    assert "_data_url" in Canvas.class_traits(), "ipympl's Canvas lost its _data_url trait"
    assert canvas.syncing_data_url is True, "ipympl's Canvas lost syncing_data_url"
    assert list(inspect.signature(Canvas.send_binary).parameters) == ["self", "data"]
    # matplotlib's web canvas: the last frame's pixels, and the flag for a whole frame
    assert hasattr(canvas, "_force_full"), "the canvas lost _force_full"
    canvas.send_binary = lambda data: None
    canvas.draw()
    buff = canvas._last_buff
    width, height = canvas.get_width_height(physical=True)
    assert isinstance(buff, np.ndarray) and buff.dtype == np.uint32
    assert buff.shape == (height, width), "_last_buff is no longer one uint32 per pixel"
    canvas.figure.axes[0].set_title("changed")
    canvas._force_full = True
    canvas.draw()
    assert canvas._current_image_mode == "full", "_force_full no longer forces a whole frame"


def test_the_mended_canvas_keeps_a_png_data_url(monkeypatch):
    monkeypatch.setenv("RINGWORLD_NB_CANVAS", "ipympl")  # (the lean canvas is the default)
    board = BoardCanvas(figure(), interactive=True)
    board.canvas.draw()
    url = board.canvas._data_url
    assert url.startswith(PNG_URL)
    assert base64.b64decode(url[len(PNG_URL):]).startswith(b"\x89PNG\r\n\x1a\n")
