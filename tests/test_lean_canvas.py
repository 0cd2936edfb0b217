"""The lean canvas (ringworld_nb/ui/lean_canvas.py) and its blitting (ui/blit.py): what
travels to the page after a change, what a press becomes, and that a blitted frame is
the full render, pixel for pixel."""

from __future__ import annotations

import asyncio
import io
import threading

import numpy as np
import pytest
from matplotlib.figure import Figure
from matplotlib.patches import Circle
from PIL import Image

from ringworld_nb.ui.blit import BlitCanvas
from ringworld_nb.ui.canvas import CANVAS_VARIABLE, BoardCanvas, canvas_kind
from ringworld_nb.ui.lean_canvas import LeanCanvas, changed_rectangle


class Page:
    """What the page is sent by a lean canvas (its messages and their buffers)."""

    def __init__(self, lean: LeanCanvas) -> None:
        self.messages: list[tuple[dict, list[bytes]]] = []
        lean.send = lambda content, buffers=None: self.messages.append(  # type: ignore
            (content, list(buffers or [])))

    @property
    def last(self) -> tuple[dict, list[bytes]]:
        return self.messages[-1]


def shown(lean: LeanCanvas, ratio: float = 1.0) -> Page:
    """``lean`` as a page shows it: a view made, which asks for frames."""
    page = Page(lean)
    lean._message(lean, {"type": "hello", "ratio": ratio}, [])
    return page


def board_figure() -> tuple[Figure, Circle]:
    """A board of 300 x 200 px, axes from 0 to 10 both ways filling it, a mark on it."""
    fig = Figure(figsize=(3, 2), dpi=100)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 10)
    ax.set_axis_off()
    for k in range(10):
        ax.add_patch(Circle((k + 0.5, 5), 0.4, color="tab:blue", zorder=1))
    mark = Circle((2.5, 5), 0.6, fill=False, edgecolor="white", linewidth=3, zorder=3)
    ax.add_patch(mark)
    return fig, mark


def decoded(png: bytes) -> np.ndarray:
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGBA"))


def full_render(fig: Figure) -> np.ndarray:
    """The figure rendered whole by matplotlib (every artist drawn in its order, the
    animated ones too: it saves). Saving sets the figure's colours and puts them back,
    which marks it stale although nothing changed: it is left as it was. Saving renders
    into the canvas's own pixels (an Agg canvas draws, then writes its buffer): those
    are put back, so that the canvas's frame is compared with another render, not with
    this one."""
    stale = fig.stale
    shown = np.asarray(fig.canvas.buffer_rgba()).copy()
    with io.BytesIO() as raw:
        fig.savefig(raw, format="rgba", dpi=fig.dpi)
        width, height = fig.canvas.get_width_height(physical=True)
        pixels = np.frombuffer(raw.getvalue(), np.uint8).reshape(height, width, 4)
    if shown.shape == pixels.shape:
        np.asarray(fig.canvas.buffer_rgba())[...] = shown
    fig.stale = stale
    return pixels


def test_the_changed_rectangle() -> None:
    old = np.zeros((6, 8, 4), np.uint8)
    new = old.copy()
    assert changed_rectangle(old, new) is None
    new[4, 1, 3] = 1  # one byte of one pixel
    assert changed_rectangle(old, new) == (1, 4, 1, 1)
    new[0, 6] = 9
    assert changed_rectangle(old, new) == (1, 0, 6, 5)
    assert changed_rectangle(old[:5], new) == (0, 0, 8, 6)  # another size: all of it


def test_a_view_gets_a_whole_frame_in_a_binary_buffer() -> None:
    fig, _ = board_figure()
    board = BoardCanvas(fig, interactive=True)
    assert board.kind == "lean" and fig.canvas is board.canvas
    page = shown(board.lean)
    content, buffers = page.last
    assert content["type"] == "frame" and content["full"]
    assert (content["x"], content["y"], content["w"], content["h"]) == (0, 0, 300, 200)
    assert (content["width"], content["height"], content["ratio"]) == (300, 200, 1.0)
    assert len(buffers) == 1 and isinstance(buffers[0], bytes)  # no base64 in the text
    assert np.array_equal(decoded(buffers[0]), full_render(fig))


def test_only_the_changed_rectangle_travels() -> None:
    fig, mark = board_figure()
    board = BoardCanvas(fig, interactive=True)
    page = shown(board.lean)
    mark.center = (7.5, 5)  # the mark moves from the third circle to the eighth
    board.refresh()  # outside a running loop the frame goes at once
    content, buffers = page.last
    assert not content["full"]
    x, y, width, height = content["x"], content["y"], content["w"], content["h"]
    # from the old place of the ring (x 75 px) to its new one (x 225 px), in one band
    assert 50 < x < 75 and 225 < x + width < 250 and 0 < y and y + height < 200
    assert width * height < 300 * 200 / 3
    whole = full_render(fig)
    assert np.array_equal(decoded(buffers[0]), whole[y:y + height, x:x + width])
    board.refresh()  # nothing changed: the page is told so, with no picture
    content, buffers = page.last
    assert content["w"] == 0 and buffers == []
    assert board.lean.sent_count == {"full": 1, "part": 1, "empty": 1}


def test_nothing_is_rendered_before_a_view_asks() -> None:
    fig, mark = board_figure()
    board = BoardCanvas(fig, interactive=True)
    page = Page(board.lean)
    mark.center = (7.5, 5)
    board.refresh()
    board.draw_now()
    assert page.messages == []


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_press_becomes_a_matplotlib_event_on_the_right_point(ratio: float) -> None:
    """The page sends CSS pixels from the canvas's top left; the handler connected with
    mpl_connect gets the data point under them (y from the bottom, the pixel ratio of
    a high-density screen handled), the button and the keys held."""
    fig, _ = board_figure()
    board = BoardCanvas(fig, interactive=True)
    page = shown(board.lean, ratio)
    assert page.last[0]["width"] == 300 * ratio and page.last[0]["ratio"] == ratio
    assert board.pixels == (300, 200)  # CSS pixels, whatever the screen
    got = []
    board.mpl_connect("button_press_event", got.append)
    board.lean._message(board.lean, {"type": "press", "x": 60, "y": 50, "width": 300,
                                     "height": 200, "button": 1, "dblclick": False,
                                     "shift": True}, [])
    event = got[-1]
    assert event.name == "button_press_event" and event.inaxes is fig.axes[0]
    assert event.xdata == pytest.approx(2.0) and event.ydata == pytest.approx(7.5)
    assert event.button == 1 and not event.dblclick and event.key == "shift"
    board.lean.press({"type": "press", "x": 150, "y": 100, "button": 3, "dblclick": True})
    assert got[-1].button == 3 and got[-1].dblclick and got[-1].key is None
    assert got[-1].xdata == pytest.approx(5.0) and got[-1].ydata == pytest.approx(5.0)
    for broken in ({"y": 5}, {"x": "left", "y": 5}, {"x": 5, "y": None}):
        assert board.lean.press(broken) is None  # no press, and no error
    assert len(got) == 2


def test_a_press_picks_only_for_those_who_listen() -> None:
    fig, mark = board_figure()
    board = BoardCanvas(fig, interactive=True)
    shown(board.lean)
    mark.set_picker(True)
    board.lean.send_frame()
    assert not fig.stale
    board.lean.press({"x": 75, "y": 100, "button": 1})
    assert not fig.stale  # picking makes the Axes' ticks, and a stale board
    picked = []
    board.mpl_connect("pick_event", picked.append)
    board.lean.press({"x": 75, "y": 100, "button": 1})
    assert [event.artist for event in picked] == [mark]


def test_a_press_is_answered_by_a_frame_even_when_nothing_changes() -> None:
    """The page marks a press with a ring until the next frame: one always comes."""
    fig, mark = board_figure()
    board = BoardCanvas(fig, interactive=True)
    page = shown(board.lean)
    board.lean.press({"x": 10, "y": 10, "button": 1})
    assert page.last[0]["type"] == "frame" and page.last[0]["w"] == 0
    board.mpl_connect("button_press_event", lambda _: (mark.set_center((8.5, 5)),
                                                       board.refresh()))
    sent = len(page.messages)
    board.lean.press({"x": 10, "y": 10, "button": 1})
    assert len(page.messages) == sent + 1 and page.last[0]["w"] > 0  # one, not two


def test_a_resize_sends_a_whole_frame() -> None:
    fig, mark = board_figure()
    board = BoardCanvas(fig, interactive=True)
    page = shown(board.lean)
    board.resize(450, 300)
    board.refresh()
    content, buffers = page.last
    assert content["full"] and (content["w"], content["h"]) == (450, 300)
    assert board.widget.layout.width == "458px"  # and its margin (CANVAS_FRAME_PX)
    assert decoded(buffers[0]).shape == (300, 450, 4)


def test_a_blitted_frame_is_the_full_render() -> None:
    """Marks (zorder 3 and up) drawn over the board kept: the same pixels as a full
    render, frame after frame; a change of the board itself renders it whole."""
    fig, mark = board_figure()
    canvas = BlitCanvas(fig)
    canvas.marks_zorder = 3
    canvas.draw()
    ax = fig.axes[0]
    below = Circle((5, 2), 0.5, color="tab:red", zorder=3.5)  # a second mark, above
    ax.add_patch(below)
    assert canvas.render() == "full"  # another set of marks
    for x in (1.5, 4.5, 6.5):
        mark.center = (x, 5)
        below.set_visible(x != 4.5)
        assert canvas.render() == "blit"
        assert np.array_equal(np.asarray(canvas.buffer_rgba()), full_render(fig))
    assert canvas.render() == "none"  # nothing changed
    ax.patches[0].set_color("tab:green")  # the board changed: whole
    assert canvas.render() == "full"
    assert np.array_equal(np.asarray(canvas.buffer_rgba()), full_render(fig))


def test_spines_and_axes_that_are_off_are_no_marks() -> None:
    """Marks from a zorder under the spines' (2.5) and the axes' (1.5): the Axes' draw
    leaves out its spines and axes when they are off, and so does the blit (drawn, the
    spines framed the board in black and the axes' ticks made it stale)."""
    fig, mark = board_figure()
    canvas = BlitCanvas(fig)
    canvas.marks_zorder = 1
    canvas.draw()
    for x in (4.5, 7.5):
        mark.center = (x, 5)
        assert canvas.render() == "blit"
        assert np.array_equal(np.asarray(canvas.buffer_rgba()), full_render(fig))


def test_the_top_row_is_kept_too() -> None:
    """A figure 5.06 inches high at 100 dpi is 505.99999... px: a mark over the top
    row, moved away, leaves that row as the board was (matplotlib's copy_from_bbox of
    such a figure left it out)."""
    fig = Figure(figsize=(6.5, 5.06), dpi=100, facecolor="black")
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, 10)
    ax.set_ylim(0, 10)
    ax.set_axis_off()
    mark = Circle((5, 9.9), 0.6, color="tab:red", zorder=3)
    ax.add_patch(mark)
    canvas = BlitCanvas(fig)
    canvas.marks_zorder = 3
    canvas.draw()
    mark.center = (5, 5)
    assert canvas.render() == "blit"
    assert np.array_equal(np.asarray(canvas.buffer_rgba()), full_render(fig))


def test_the_ring_world_board_is_blitted_and_stays_right() -> None:
    """The Ring World's L4 board: a click that only chooses is blitted; a move renders
    it whole; every frame is the full render."""
    import random

    from ringworld_nb.ringworld.app import RingWorldApp

    app = RingWorldApp(4, interactive=True, animation=0, seats=("person", "person"))
    moves = random.Random(10)
    for _ in range(30):
        app.play(app.game.random_move(moves))
    lean = app.canvas.lean
    assert lean is not None
    shown(lean)
    height = app.canvas.pixels[1]
    place = app.game.legal_placements()[0]
    px, py = app.ax.transData.transform(app.game.board.centers(1)[place])
    lean.press({"x": px, "y": height - py, "button": 1})
    assert app.place == place and lean.figure_canvas.last_render == "blit"
    assert np.array_equal(np.asarray(lean.figure_canvas.buffer_rgba()), full_render(app.figure))
    app.play(app.game.random_move(moves))  # its refresh sends a frame (no loop runs)
    assert lean.figure_canvas.last_render == "full"
    assert np.array_equal(np.asarray(lean.figure_canvas.buffer_rgba()), full_render(app.figure))


def test_the_renaissance_board_is_blitted_and_stays_right() -> None:
    """Renaissance in Phase 2: a refused press (a ring around the cell) is blitted, a
    move renders the board whole; every frame is the full render."""
    import random

    from ringworld_nb.renaissance import Renaissance
    from ringworld_nb.renaissance.app import RenaissanceApp
    from ringworld_nb.renaissance.cells import CENTRE, column_row

    game, rng = Renaissance(4), random.Random(4)
    while game.phase != "phase2":
        game.play(rng.choice(game.legal_moves()))
    app = RenaissanceApp(game, seats=("person", "person"), interactive=True)
    lean = app.canvas.lean
    assert lean is not None
    shown(lean)
    height = app.canvas.pixels[1]
    for cell in (CENTRE, 0, CENTRE):
        column, row = column_row(cell)
        px, py = app.ax.transData.transform((column + 0.5, row + 0.5))
        lean.press({"x": px, "y": height - py, "button": 1})
        assert app.board.mistake_patch is not None and app.board.mistake_patch.get_visible()
        assert lean.figure_canvas.last_render == "blit"
        assert np.array_equal(np.asarray(lean.figure_canvas.buffer_rgba()),
                              full_render(app.figure))
    app.play(rng.choice(app.game.legal_moves()))
    assert lean.figure_canvas.last_render == "full"
    assert np.array_equal(np.asarray(lean.figure_canvas.buffer_rgba()), full_render(app.figure))


def test_a_message_from_another_thread_runs_on_the_owners_loop() -> None:
    """A press arriving on a kernel subshell's thread is handled on the app's loop."""
    fig, _ = board_figure()

    async def made_on_the_loop() -> BoardCanvas:
        return BoardCanvas(fig, interactive=True)

    loop = asyncio.new_event_loop()
    runner = threading.Thread(target=loop.run_forever)
    runner.start()
    try:
        board = asyncio.run_coroutine_threadsafe(made_on_the_loop(), loop).result(10)
        threads: list[int] = []
        board.mpl_connect("button_press_event",
                          lambda _: threads.append(threading.get_ident()))
        board.lean._message(board.lean, {"type": "press", "x": 5, "y": 5, "button": 1}, [])
        done = threading.Event()
        loop.call_soon_threadsafe(done.set)
        assert done.wait(10)
        assert threads == [runner.ident]
    finally:
        loop.call_soon_threadsafe(loop.stop)
        runner.join()
        loop.close()


def test_the_canvas_is_chosen_by_the_environment(monkeypatch) -> None:
    monkeypatch.delenv(CANVAS_VARIABLE, raising=False)
    assert canvas_kind() == "lean"
    monkeypatch.setenv(CANVAS_VARIABLE, "ipympl")
    assert canvas_kind() == "ipympl"
    fig, _ = board_figure()
    board = BoardCanvas(fig, interactive=True)
    from ipympl.backend_nbagg import Canvas

    assert board.kind == "ipympl" and isinstance(board.widget, Canvas) and board.lean is None
    assert BoardCanvas(board_figure()[0], interactive=False).kind == "picture"


def test_a_refresh_sends_the_board_before_its_other_messages() -> None:
    """On the kernel's loop a click's refresh sends the board's frame at once, before the
    text twin's places and the refresh's end (the page paints it before laying out the
    rest: an L4 click's picture came about 50 ms sooner); the frame names the refresh."""
    from ringworld_nb.ringworld.app import RingWorldApp

    app = RingWorldApp(4, interactive=True, animation=0, seats=("person", "person"))
    lean = app.canvas.lean
    assert lean is not None
    shown(lean)
    order: list[tuple] = []
    lean.send = lambda content, buffers=None: order.append(  # type: ignore[method-assign]
        ("frame", content.get("refresh")))
    app.twin.widget.observe(lambda _change: order.append(("twin",)), names="cells")
    app.key_catcher.widget.observe(lambda change: order.append(("shown", change["new"])),
                                   names="shown")
    height = app.canvas.pixels[1]
    px, py = app.ax.transData.transform(app.game.board.centers(1)[app.game.legal_placements()[0]])

    async def click() -> None:
        lean.press({"x": px, "y": height - py, "button": 1})
        await asyncio.sleep(0.01)  # (what the loop runs after the click: nothing more)

    asyncio.run(click())
    kinds = [step[0] for step in order]
    assert kinds.index("frame") < kinds.index("twin") < kinds.index("shown"), order
    done = next(step[1] for step in order if step[0] == "shown")
    assert ("frame", done) in order, order
