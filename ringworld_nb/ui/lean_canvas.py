"""The lean canvas: a clickable matplotlib figure in the page at the speed of a widget.

How a frame travels: the figure keeps an Agg canvas of ours (:class:`LeanFigureCanvas`,
a :class:`~.blit.BlitCanvas`: the marks drawn over the board kept from the last whole
render). After a change (``draw_idle``: the apps' refresh) the kernel renders, compares
the pixels with the last frame it sent (numpy), and sends **only the rectangle that
changed** as a PNG (:mod:`.frame_png`: made fast) in the binary buffer of one custom
message; the page decodes it (``createImageBitmap``) and paints it at its place
(``drawImage``), frames in the order they came. A whole frame goes on the first
render, after a resize, and whenever the page makes the view (a Voila page or a
JupyterLab notebook loaded again): the view asks for one as it is made. No base64,
no handshake: the kernel sends when it has something.

How a press travels back: the page sends one message (where, in CSS pixels of the
canvas, the button, whether it is a double click's, the modifier keys); the kernel
turns it into a matplotlib ``MouseEvent`` ("button_press_event", y counted from the
bottom, CSS pixels turned into the figure's pixels) processed through the figure
canvas's ``callbacks``, so that what the apps connect with ``mpl_connect`` answers it as
it answers ipympl's. As in matplotlib's web canvas, each press of a double click comes
on its own and a third event with ``dblclick`` follows. Meanwhile the page marks the
point pressed with a small ring (``mark_presses``) until the next frame arrives, which
it always does: a press is answered by a frame even when nothing changed (an empty
one).

A message that arrives on another thread than the owner's (a kernel subshell: see
:class:`~.loop.Owner`) is handled on the owner's loop; frames are rendered holding the
figure's lock (:func:`~.picture.figure_lock`). Before any view has asked, nothing is
rendered (a test, a script: the figure changes at no cost).
"""

from __future__ import annotations

from typing import Any

import anywidget
import numpy as np
import traitlets
from matplotlib.backend_bases import MouseButton, MouseEvent
from matplotlib.figure import Figure

from .blit import BlitCanvas
from .frame_png import png_bytes
from .loop import Owner, running_loop
from .picture import PICTURE_CLASS, figure_lock

__all__ = ["LeanCanvas", "LeanFigureCanvas", "changed_rectangle", "png_bytes",
           "FRAME_EVENT"]

#: The event the page's canvas sends (it bubbles) once a frame from the kernel is
#: painted, an empty one too: a page (a test, a benchmark) can wait for it. Its
#: ``detail.refresh`` is the app's refresh the frame was sent first in (see
#: :meth:`LeanCanvas.send_pending_now`), else null.
FRAME_EVENT = "rwnb-frame"
#: A ring marking a press goes after this long even if no frame came (ms).
PRESS_MARK_MS = 3000

_ESM = """
function render({ model, el }) {
  const picture = document.createElement("div");
  picture.className = "PICTURE_CLASS";
  picture.style.position = "relative";
  picture.style.margin = "4px";
  picture.style.lineHeight = "0";
  picture.tabIndex = -1;
  const canvas = document.createElement("canvas");
  canvas.style.display = "block";
  picture.append(canvas);
  el.append(picture);
  const context = canvas.getContext("2d");
  // the point pressed, marked until the next frame is painted
  let ring = null, ringTimer = null;
  const unmark = () => {
    if (ring) { ring.remove(); ring = null; }
    if (ringTimer) { clearTimeout(ringTimer); ringTimer = null; }
  };
  const mark = (x, y) => {
    unmark();
    ring = document.createElement("div");
    ring.className = "rwnb-press-mark";
    ring.setAttribute("aria-hidden", "true");
    ring.style.left = x + "px";
    ring.style.top = y + "px";
    picture.append(ring);
    ringTimer = setTimeout(unmark, PRESS_MARK_MS);
  };
  // frames are painted one after another in the order they came (each is decoded
  // first): a piece of a frame is never painted under an older one
  let painted = Promise.resolve();
  const paint = async (msg, buffers) => {
    const bitmap = msg.w > 0 ? await createImageBitmap(
      new Blob([buffers[0]], { type: "image/png" })) : null;
    if (msg.full) {
      canvas.width = msg.width;
      canvas.height = msg.height;
      canvas.style.width = (msg.width / msg.ratio) + "px";
      canvas.style.height = (msg.height / msg.ratio) + "px";
    }
    if (bitmap) {
      context.drawImage(bitmap, msg.x, msg.y);
      bitmap.close();
    }
    unmark();
    canvas.dispatchEvent(new CustomEvent("FRAME_EVENT", {
      bubbles: true, detail: { refresh: msg.refresh ?? null } }));
  };
  const onMessage = (msg, buffers) => {
    if (msg.type !== "frame") return;
    painted = painted.then(() => paint(msg, buffers)).catch((e) => console.error(e));
  };
  model.on("msg:custom", onMessage);
  const press = (e, double) => {
    const box = canvas.getBoundingClientRect();
    const x = e.clientX - box.left, y = e.clientY - box.top;
    if (!double && e.button === 0 && model.get("mark_presses")) mark(x, y);
    model.send({ type: "press", x: x, y: y, width: box.width, height: box.height,
                 button: e.button + 1, dblclick: double, shift: e.shiftKey,
                 ctrl: e.ctrlKey, alt: e.altKey, meta: e.metaKey });
  };
  const onDown = (e) => press(e, false);
  const onDouble = (e) => press(e, true);
  const onMenu = (e) => e.preventDefault();
  canvas.addEventListener("mousedown", onDown);
  canvas.addEventListener("dblclick", onDouble);
  canvas.addEventListener("contextmenu", onMenu);
  model.send({ type: "hello", ratio: window.devicePixelRatio || 1 });
  return () => {
    unmark();
    model.off("msg:custom", onMessage);
    canvas.removeEventListener("mousedown", onDown);
    canvas.removeEventListener("dblclick", onDouble);
    canvas.removeEventListener("contextmenu", onMenu);
  };
}
export default { render };
"""
for _name, _value in (("PICTURE_CLASS", PICTURE_CLASS), ("FRAME_EVENT", FRAME_EVENT),
                      ("PRESS_MARK_MS", str(PRESS_MARK_MS))):
    _ESM = _ESM.replace(_name, _value)

Rectangle = tuple[int, int, int, int]


def changed_rectangle(old: np.ndarray | None, new: np.ndarray) -> Rectangle | None:
    """The smallest rectangle ``(x, y, width, height)`` (pixels from the top left)
    outside which the frames ``old`` and ``new`` (height x width x 4 bytes) are equal;
    the whole of ``new`` when there is no ``old`` or its size differs; None when the
    two are equal.

    >>> old = np.zeros((4, 5, 4), np.uint8)
    >>> new = old.copy()
    >>> new[1, 2] = new[2, 3] = 255
    >>> changed_rectangle(old, new)
    (2, 1, 2, 2)
    >>> changed_rectangle(new, new) is None, changed_rectangle(None, new)
    (True, (0, 0, 5, 4))
    """
    height, width = new.shape[:2]
    if old is None or old.shape != new.shape:
        return 0, 0, width, height
    differs = (old.view(np.uint32) != new.view(np.uint32))[..., 0]
    rows = np.flatnonzero(differs.any(axis=1))
    if rows.size == 0:
        return None
    columns = np.flatnonzero(differs[rows[0]:rows[-1] + 1].any(axis=0))
    return (int(columns[0]), int(rows[0]), int(columns[-1] - columns[0] + 1),
            int(rows[-1] - rows[0] + 1))


class LeanFigureCanvas(BlitCanvas):
    """The figure's matplotlib canvas under a :class:`LeanCanvas`: Agg with blitting;
    ``draw_idle`` (what the apps call after a change) asks the widget for a frame."""

    def __init__(self, figure: Figure, widget: LeanCanvas) -> None:
        super().__init__(figure)
        self.widget = widget
        # On every press matplotlib looks for the artists picked, walking all of them
        # (and making the Axes' ticks, which marks the board stale: no blitting). The
        # apps pick nothing: it is done only while something listens for "pick_event".
        callbacks = self.callbacks
        callbacks.disconnect(figure._button_pick_id)  # type: ignore[attr-defined]
        figure._button_pick_id = callbacks.connect(  # type: ignore[attr-defined]
            "button_press_event", self._pick)

    def _pick(self, event: MouseEvent) -> None:
        if self.callbacks.callbacks.get("pick_event"):
            self.figure.pick(event)

    def draw_idle(self, *args: Any, **kwargs: Any) -> None:
        self.widget.frame_soon()


class LeanCanvas(anywidget.AnyWidget):
    """The widget of a figure on a lean canvas (see the module docstring): put
    ``figure`` on it, made on the app's loop (its :class:`~.loop.Owner`)."""

    _esm = _ESM
    #: whether the page marks a press of the left button with a ring
    mark_presses = traitlets.Bool(False).tag(sync=True)

    def __init__(self, figure: Figure, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.figure = figure
        #: the figure's canvas (``figure.canvas``): what ``mpl_connect`` connects to
        self.figure_canvas = LeanFigureCanvas(figure, self)
        #: held while the frame is rendered (the figure's lock)
        self.lock = figure_lock(figure)
        #: CSS pixels per inch (a screen of more pixels per CSS pixel raises the dpi)
        self.css_dpi = float(figure.dpi)
        self.owner = Owner()
        self._sent: np.ndarray | None = None
        self._asked = False  # a view has asked for frames
        self._pending = False  # a frame will be sent soon
        #: the messages sent, counted by kind ("full", "part", "empty"): for tests
        self.sent_count = {"full": 0, "part": 0, "empty": 0}
        self.on_msg(self._message)

    @property
    def asked(self) -> bool:
        """True once a view of the page has asked for frames."""
        return self._asked

    # ---------------------------------------------------------------- frames --
    def frame_soon(self) -> None:
        """Send a frame once the code running now is done (one for many changes); at
        once outside a running loop. Nothing before a view has asked for frames."""
        if not self._asked or self._pending:
            return
        self._pending = True
        if self.owner.elsewhere():
            self.owner.hand_over(self._send_pending)
            return
        loop = running_loop()
        if loop is None:
            self._send_pending()
        else:
            loop.call_soon(self._send_pending)

    def send_pending_now(self, refresh: int | None = None) -> None:
        """Send the frame asked for by :meth:`frame_soon` at once, on the owner's loop,
        rather than after the code running now: a refresh sends the board before its
        other messages (the text twin, the record list), and the page paints it before it
        lays those out (an L4 click's picture came 50 ms sooner). A later change asks for
        another frame. ``refresh`` (the app's count of refreshes once this one is done)
        goes with the frame, for a page that waits for the picture of a refresh."""
        if self._pending and not self.owner.elsewhere():
            self.send_frame(refresh=refresh)

    def _send_pending(self) -> None:
        if self._pending:
            self.send_frame()

    def send_frame(self, *, whole: bool = False, refresh: int | None = None) -> str:
        """Render the figure (blitting when only marks changed) and send what changed
        since the last frame sent - everything when ``whole`` - as one message; returns
        its kind: "full", "part" or "empty" (nothing changed: the page is told so)."""
        self._pending = False
        with self.lock:
            if whole:
                self._sent = None
            canvas = self.figure_canvas
            canvas.render()
            pixels = np.asarray(canvas.buffer_rgba())
            rectangle = changed_rectangle(self._sent, pixels)
            full = self._sent is None or self._sent.shape != pixels.shape
            buffers: list[bytes] = []
            content: dict[str, Any] = {"type": "frame", "x": 0, "y": 0, "w": 0, "h": 0,
                                       "full": full, "width": pixels.shape[1],
                                       "height": pixels.shape[0],
                                       "ratio": float(self.figure.dpi) / self.css_dpi}
            if refresh is not None:
                content["refresh"] = refresh
            if rectangle is not None:
                x, y, width, height = rectangle
                content.update(x=x, y=y, w=width, h=height)
                buffers.append(png_bytes(pixels[y:y + height, x:x + width]))
                self._sent = pixels.copy()
        kind = "full" if full else "part" if buffers else "empty"
        self.sent_count[kind] += 1
        self.send(content, buffers)
        return kind

    # -------------------------------------------------------------- messages --
    def _message(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        """A message of the page: a view asking for a whole frame, or a press."""
        if self.owner.elsewhere():
            self.owner.hand_over(lambda: self._message(_widget, content, _buffers))
            return
        kind = content.get("type")
        if kind == "hello":
            self._asked = True
            ratio = float(content.get("ratio") or 1.0)
            with self.lock:
                if ratio > 0 and abs(self.figure.dpi - self.css_dpi * ratio) > 1e-9:
                    self.figure.set_dpi(self.css_dpi * ratio)
            self.send_frame(whole=True)
        elif kind == "press":
            self.press(content)

    def press(self, content: dict[str, Any]) -> MouseEvent | None:
        """The page's press ``content`` as a matplotlib event through the figure
        canvas's callbacks (see the module docstring); a frame answers it. A press
        without a place in numbers is no press (None)."""
        canvas = self.figure_canvas
        width, height = canvas.get_width_height(physical=True)
        try:
            shown_width = (float(content.get("width") or 0)
                           or width * self.css_dpi / self.figure.dpi)
            shown_height = (float(content.get("height") or 0)
                            or height * self.css_dpi / self.figure.dpi)
            x = float(content["x"]) * width / shown_width
            y = height - float(content["y"]) * height / shown_height
            button = int(content.get("button", 1))
        except (KeyError, TypeError, ValueError, ZeroDivisionError):
            return None
        held = [name for name in ("ctrl", "alt", "shift", "meta") if content.get(name)]
        event = MouseEvent("button_press_event", canvas, x, y,  # type: ignore[arg-type]
                           button=MouseButton(button) if button in (1, 2, 3) else None,
                           key="+".join(held) or None, dblclick=bool(content.get("dblclick")),
                           modifiers=frozenset(held))
        sent = sum(self.sent_count.values())
        canvas.callbacks.process("button_press_event", event)
        if sum(self.sent_count.values()) == sent:  # else the press was answered already
            self.frame_soon()
        return event
