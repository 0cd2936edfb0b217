"""A figure shown in a notebook: the clickable ipympl canvas, or a picture when ipympl is off.

The apps build their figures with ``matplotlib.figure.Figure`` (never pyplot, so no
global figure registry) and wrap them here:

* interactive (ipympl active, i.e. ``%matplotlib widget`` was run): the lean canvas
  (:mod:`.lean_canvas`: only the pixels that changed travel, the marks blitted over the
  board kept), which sends presses back to Python; or, with the environment variable
  ``RINGWORLD_NB_CANVAS=ipympl``, ipympl's ``Canvas`` widget (mended here);
* otherwise: an Agg canvas rendered to PNG into an ``ipywidgets.Image`` after every
  change, with a one-line hint on how to get the clickable board.

A figure has one lock (:func:`figure_lock`). JupyterLab 4.6 with ipykernel 7 sends a
widget's messages over a kernel *subshell* - another thread - once that subshell is up
(the first messages still go to the main shell): ipympl's "draw" request may then render
the figure while the app, in the main thread, is halfway through changing it (a resize
clears the Axes and makes the artists again). Such a frame lacks what was not made yet
(the cell names, made last), and the app's own request for a frame, sent meanwhile, is
dropped by the browser, which waits for the frame being made: the half-made picture
stays. The canvas renders, and answers the browser, holding the lock; the app changes
the figure holding it (:meth:`BoardCanvas.resize`, :meth:`BoardCanvas.refresh`, the
apps' refresh and animation frames).
"""

from __future__ import annotations

import functools
import io
import os
from base64 import b64encode

import ipywidgets as w
import matplotlib
import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from .loop import Owner
from .picture import PICTURE_CLASS, figure_lock

__all__ = ["BoardCanvas", "PICTURE_SELECTOR", "PICTURE_CLASS", "CANVAS_SELECTOR",
           "picture_class", "CANVAS_FRAME_PX", "canvas_kind", "ipympl_active", "IPYMPL_HINT",
           "board_point", "figure_lock", "left_press_in"]

#: What the page draws around the figure (a margin of 4 px each side, as ipympl's).
CANVAS_FRAME_PX = 8

IPYMPL_HINT = ("The board is a picture here: run <code>%matplotlib widget</code> in a cell "
               "before creating the app to click on it.")


#: That element, on either canvas (the lean one's, or ipympl's canvas box).
PICTURE_SELECTOR = f".{PICTURE_CLASS}, .jupyter-matplotlib-canvas-div"
#: The ``<canvas>`` of an interactive picture, on either canvas.
CANVAS_SELECTOR = f".{PICTURE_CLASS} canvas, .jupyter-matplotlib-canvas-div canvas"
#: The environment variable that chooses the interactive canvas: "lean" or "ipympl".
CANVAS_VARIABLE = "RINGWORLD_NB_CANVAS"


def canvas_kind() -> str:
    """The interactive canvas the apps use: "lean" (:mod:`.lean_canvas`, unless told
    otherwise) or "ipympl" (``RINGWORLD_NB_CANVAS=ipympl``)."""
    return "ipympl" if os.environ.get(CANVAS_VARIABLE, "").strip().lower() == "ipympl" \
        else "lean"


def picture_class(kind: str) -> str:
    """The class that marks the widget of an app's picture ``kind`` ("board", "graph"):
    the key strip (:meth:`.keys.KeyCatcher.name_picture`) names the picture inside it
    for a screen reader."""
    return f"rwnb-picture-{kind}"


def left_press_in(event: object, ax: object) -> bool:
    """True when ``event`` is a single press of the left button (or of no button, as a
    touch sends) inside the axes ``ax``: the presses a board answers. The other
    buttons, presses outside, and the second press of a double click (its two presses
    arrive on their own too) are not."""
    if getattr(event, "inaxes", None) is not ax:
        return False
    if getattr(event, "dblclick", False):
        return False
    button = getattr(event, "button", None)
    return button is None or (isinstance(button, (int, np.integer)) and button == 1)


#: Data coordinates beyond this are off every board (their squares would overflow).
_FARTHEST = 1e100


def board_point(event: object) -> tuple[float, float] | tuple[None, None]:
    """The data point ``(x, y)`` of a mouse event, or ``(None, None)`` when it has none
    that is a finite number (a press outside the axes, or an event made by hand).

    >>> class Press:
    ...     xdata, ydata = 1, float("nan")
    >>> board_point(Press())
    (None, None)
    >>> Press.ydata = 2
    >>> board_point(Press())
    (1.0, 2.0)
    """
    x, y = getattr(event, "xdata", None), getattr(event, "ydata", None)
    if not all(isinstance(v, (int, float, np.integer, np.floating))
               and not isinstance(v, bool) for v in (x, y)):
        return None, None
    try:
        x, y = float(x), float(y)  # type: ignore[arg-type]
    except OverflowError:  # an integer too large for a float
        return None, None
    if not (abs(x) < _FARTHEST and abs(y) < _FARTHEST):  # also NaN and infinities
        return None, None
    return x, y


#: The zlib level of the board's frames (1: fastest; 6 is PIL's default).
FAST_PNG = 1


@functools.cache
def _ipympl_canvas_class():
    """ipympl's Canvas, mended in four ways.

    * ``send_binary`` (version 0.10): before the browser view is connected ipympl keeps a
      snapshot in ``_data_url``; 0.10 stores it without the ``data:image/png;base64,``
      prefix (the browser then fetches it as a file and the view breaks) and sends the
      raw pixel buffer instead of the PNG it was given. A figure drawn before it is
      displayed, as the apps do, hits both.
    * Every frame is sent whole. By default only the pixels that changed are sent and the
      browser paints them over its last picture; when frames come quickly (an animated
      turn) the browser starts loading a new one before the last was painted, that one
      is never painted, and the picture keeps pieces of earlier frames for good. A whole
      frame is a little larger and always right.
    * Every frame is compressed fast (zlib level 1, the PNG as large within a few per
      cent): at the default level the encoding took three quarters of a frame's time -
      0.2 s for The Ring World's L4 board, its marks shown that much after the words.
    * A message of the browser (a click, a request for a frame) that arrives on another
      thread than the app's owner's (a kernel subshell: see :class:`~.loop.Owner`) is
      handled on the owner's loop: the frame of a refresh is rendered after the refresh.
    * The figure is rendered and its frame encoded holding the figure's lock
      (:func:`figure_lock`): a request for a frame handled in a kernel subshell's thread
      waits until the app has finished changing the figure, and its frame then shows
      the change whole. Only that is locked, never the handling of a click: a click's
      handler changes the app, which takes the board's lock and then the graph's, and a
      thread holding one figure's lock while it waits for another's could deadlock
      with the app's own thread.
    """
    from ipympl.backend_nbagg import Canvas
    from PIL import Image

    class MendedCanvas(Canvas):
        #: the app's owner (:class:`~.loop.Owner`): a message of the browser's (a click,
        #: a request for a frame) that arrives on another thread runs on its loop
        rwnb_owner: Owner | None = None

        def _handle_message(self, object, content, buffers):
            owner = self.rwnb_owner
            if owner is not None and owner.elsewhere():
                owner.hand_over(lambda: Canvas._handle_message(self, object, content, buffers))
                return
            super()._handle_message(object, content, buffers)

        def draw(self):
            with figure_lock(self.figure):
                super().draw()

        def get_diff_image(self):
            with figure_lock(self.figure):
                return self._whole_frame()

        def _whole_frame(self):
            if not getattr(self, "_png_is_old", True):
                return None
            pixels = np.asarray(self.get_renderer().buffer_rgba())
            self.set_image_mode("full")
            self._last_buff = pixels.view(np.uint32).squeeze(2).copy()
            self._force_full = False
            self._png_is_old = False
            with io.BytesIO() as png:
                Image.fromarray(pixels).save(png, format="png", compress_level=FAST_PNG)
                return png.getvalue()

        def send_binary(self, data):
            if self.syncing_data_url:
                pixels = self._last_buff.view(dtype=np.uint8).reshape(
                    (*self._last_buff.shape, 4))
                with io.BytesIO() as png:
                    Image.fromarray(pixels).save(png, format="png", compress_level=FAST_PNG)
                    self._data_url = ("data:image/png;base64,"
                                      + b64encode(png.getvalue()).decode("ascii"))
            self.send({"data": '{"type": "binary"}'}, buffers=[data])

    return MendedCanvas


def ipympl_active() -> bool:
    """True when matplotlib's backend is ipympl (``%matplotlib widget`` / ``ipympl``)."""
    backend = str(matplotlib.get_backend()).lower()
    return "ipympl" in backend or backend.endswith("widget")


class BoardCanvas:
    """Wraps a Figure for display; ``widget`` goes into the app's layout.

    ``interactive=None`` decides by :func:`ipympl_active`.
    """

    def __init__(self, figure: Figure, interactive: bool | None = None, *,
                 kind: str = "board") -> None:
        self.figure = figure
        #: held while the figure changes or is rendered (:func:`figure_lock`)
        self.lock = figure_lock(figure)
        # CSS pixels per inch: a high-density screen later raises figure.dpi, not this.
        self.css_dpi = float(figure.dpi)
        self.interactive = ipympl_active() if interactive is None else interactive
        #: "lean", "ipympl" (:func:`canvas_kind`) or "picture" (not interactive)
        self.kind = canvas_kind() if self.interactive else "picture"
        self.hint: w.HTML | None = None
        if self.kind == "lean":
            from .lean_canvas import LeanCanvas

            lean = LeanCanvas(figure, mark_presses=kind == "board",
                              layout=w.Layout(flex="0 0 auto"))
            #: the widget that shows the figure and sends its presses (lean canvas)
            self.lean: LeanCanvas | None = lean
            self.canvas: FigureCanvasAgg = lean.figure_canvas
            self.widget: w.Widget = lean
        elif self.kind == "ipympl":
            from ipympl.backend_nbagg import FigureManager

            canvas = _ipympl_canvas_class()(figure)
            canvas.rwnb_owner = Owner()  # made on the app's loop: its owner
            self._manager = FigureManager(canvas, 0)
            canvas.toolbar_visible = False
            canvas.header_visible = False
            canvas.footer_visible = False
            canvas.resizable = False
            canvas.capture_scroll = False
            canvas.layout = w.Layout(flex="0 0 auto")
            self.lean = None
            self.canvas = canvas
            self.widget = canvas
        else:
            self.lean = None
            self.canvas = FigureCanvasAgg(figure)
            # A picture may shrink with its column (it is not clicked, so scaling is fine).
            self.image = w.Image(format="png", layout=w.Layout(max_width="100%",
                                                               height="auto"))
            self.hint = w.HTML(f"<i>{IPYMPL_HINT}</i>")
            self.widget = w.VBox([self.image], layout=w.Layout(max_width="100%"))
        self.widget.add_class(picture_class(kind))
        self._size_widget()
        self.canvas.draw()
        self.refresh()

    @property
    def pixels(self) -> tuple[int, int]:
        """The figure's size in pixels, (width, height)."""
        width, height = (self.figure.get_size_inches() * self.css_dpi).round().astype(int)
        return int(width), int(height)

    def _size_widget(self) -> None:
        width, height = self.pixels
        if self.interactive:  # the canvas's box: the canvas has a margin (and a border)
            self.widget.layout.width = f"{width + CANVAS_FRAME_PX}px"
            self.widget.layout.height = f"{height + CANVAS_FRAME_PX}px"
        else:
            self.image.layout.width = f"{width}px"

    def resize(self, width: int, height: int) -> None:
        """Give the figure a new size in pixels; the browser's canvas follows.

        The caller redraws its artists for the new size (line widths are in points) and
        then calls :meth:`refresh`.
        """
        # forward=True makes ipympl's manager send the new size to the browser (the lean
        # canvas sends a whole frame of the new size with the next refresh).
        with self.lock:
            self.figure.set_size_inches(width / self.css_dpi, height / self.css_dpi,
                                        forward=self.kind == "ipympl")
            self._size_widget()

    def marks_from(self, zorder: float | None) -> None:
        """The artists at or above ``zorder`` are the marks, drawn over the board kept
        from the last whole render (:mod:`.blit`; None: no marks). Only the lean canvas
        blits."""
        if self.lean is not None:
            self.lean.figure_canvas.marks_zorder = zorder

    def mpl_connect(self, event: str, handler) -> int:
        return self.canvas.mpl_connect(event, handler)  # type: ignore[call-overload]

    def refresh(self) -> None:
        """Show the figure's current state (cheaply: ipympl redraws when idle). The
        request leaves holding the lock: after any frame rendered before the change."""
        with self.lock:
            if self.interactive:
                self.canvas.draw_idle()
            else:
                buf = io.BytesIO()
                self.figure.savefig(buf, format="png", dpi=self.css_dpi)
                self.image.value = buf.getvalue()

    def send_first(self, refresh: int | None = None) -> None:
        """The picture asked for by :meth:`refresh` sent now, before the messages that
        follow it (the lean canvas; ipympl's draws when idle, as it does); ``refresh``
        numbers the app's refresh it belongs to, for the page."""
        if self.lean is not None:
            self.lean.send_pending_now(refresh)

    def draw_now(self) -> None:
        """Render at once (for animation frames): draws and sends the frame."""
        with self.lock:
            if self.lean is not None:
                if self.lean.asked:
                    self.lean.send_frame()
            elif self.interactive:
                self.canvas.draw()
                self.canvas.flush_events()
            else:
                self.refresh()
