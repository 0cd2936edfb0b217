"""The board canvas: whole frames for the browser, sizes in CSS pixels, pictures without ipympl."""

from __future__ import annotations

import pytest
from matplotlib.figure import Figure

from ringworld_nb.ui.canvas import CANVAS_FRAME_PX, BoardCanvas


def figure() -> Figure:
    fig = Figure(figsize=(3, 2), dpi=100)
    fig.add_subplot().plot([0, 1], [0, 1])
    return fig


def test_every_frame_is_sent_whole(monkeypatch) -> None:
    """On ipympl's canvas, a frame the browser drops must not leave stale pieces: no
    'diff' frames, ever (the lean canvas paints every frame, in order)."""
    monkeypatch.setenv("RINGWORLD_NB_CANVAS", "ipympl")
    board = BoardCanvas(figure(), interactive=True)
    canvas = board.canvas
    sent = []
    canvas.send_binary = sent.append
    for k in range(3):
        board.figure.axes[0].set_title(f"frame {k}")
        canvas.draw()  # sends the new picture to the browser
    assert len(sent) == 3
    assert canvas._current_image_mode == "full"


@pytest.mark.parametrize("kind", ["lean", "ipympl"])
def test_resize_in_css_pixels(monkeypatch, kind: str) -> None:
    monkeypatch.setenv("RINGWORLD_NB_CANVAS", kind)
    board = BoardCanvas(figure(), interactive=True)
    assert board.kind == kind
    assert board.pixels == (300, 200)
    board.figure.dpi = 200  # what a high-density screen does to the figure
    board.resize(450, 300)
    assert board.pixels == (450, 300)
    assert board.widget.layout.width == f"{450 + CANVAS_FRAME_PX}px"


def test_picture_mode_shrinks_with_its_column() -> None:
    board = BoardCanvas(figure(), interactive=False)
    assert board.image.layout.max_width == "100%"
    board.resize(150, 100)
    board.refresh()
    assert bytes(board.image.value).startswith(b"\x89PNG") and board.image.layout.width == "150px"


def test_the_presses_a_board_answers() -> None:
    """A single press of the left button (or a touch, no button) inside the board's
    axes; not another button, not outside, not a double click's second event."""
    from ringworld_nb.ui.canvas import board_point, left_press_in

    ax = figure().axes[0]

    class Press:
        def __init__(self, inaxes=ax, button=1, dblclick=False, x=0.5, y=0.5) -> None:
            self.inaxes, self.button, self.dblclick = inaxes, button, dblclick
            self.xdata, self.ydata = x, y

    assert left_press_in(Press(), ax) and left_press_in(Press(button=None), ax)
    assert not left_press_in(Press(inaxes=None), ax)
    assert not left_press_in(Press(button=3), ax)
    assert not left_press_in(Press(button="1"), ax)
    assert not left_press_in(Press(dblclick=True), ax)
    assert board_point(Press()) == (0.5, 0.5)
    for x in (None, float("nan"), float("inf"), 10 ** 400, 1e300, True, "1"):
        assert board_point(Press(x=x)) == (None, None), x
