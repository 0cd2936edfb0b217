"""Pictures as PNG bytes, written once for every game.

The engines never import matplotlib: a game's ``_repr_png_`` asks its draw module for a
figure, and this turns the figure into bytes. Importing this module imports no
matplotlib either: :func:`figure_png` only calls the figure's own ``savefig``, and
:func:`inch_axes` imports matplotlib when it makes a figure. The board drawings of the
three games also share :func:`frame_board` (limits, aspect, and the points per data
unit their line widths follow).

>>> from matplotlib.figure import Figure
>>> png = figure_png(Figure(figsize=(1, 1)))
>>> png.startswith(PNG_SIGNATURE)
True
"""

from __future__ import annotations

import io
import os
from typing import Any

__all__ = ["PNG_SIGNATURE", "figure_png", "write_png", "frame_board", "inch_axes"]

#: The eight bytes every PNG file begins with.
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def figure_png(figure: Any, **savefig: Any) -> bytes:
    """The PNG bytes of a matplotlib ``figure``; ``savefig`` options pass through
    (``dpi``, ``facecolor``, ``bbox_inches``...)."""
    with io.BytesIO() as buffer:
        figure.savefig(buffer, format="png", **savefig)
        return buffer.getvalue()


def write_png(data: bytes, path: str | os.PathLike) -> str:
    """Write PNG ``data`` to the file ``path`` and return the path as a string."""
    if not data.startswith(PNG_SIGNATURE):
        raise ValueError("write_png: the data is not a PNG picture")
    with open(path, "wb") as fh:
        fh.write(data)
    return os.fspath(path)


def frame_board(ax: Any, x0: float, x1: float, y0: float, y1: float, *, background: Any,
                setup_axes: bool = True) -> float:
    """Show ``[x0, x1] x [y0, y1]`` of the board on ``ax`` (equal aspect, no axes, the
    ``background`` colour) and return the points per data unit at the axes' size, never
    below 1: what a board drawing's line widths follow. ``setup_axes=False`` leaves the
    axes as they are and only measures."""
    if setup_axes:
        ax.set_xlim(x0, x1)
        ax.set_ylim(y0, y1)
        ax.set_aspect("equal", adjustable="box", anchor="C")
        ax.set_axis_off()
        ax.set_facecolor(background)
    pos = ax.get_position()
    w_in, h_in = ax.figure.get_size_inches()
    return max(1.0, min(w_in * pos.width * 72 / (x1 - x0),
                        h_in * pos.height * 72 / (y1 - y0)))


def inch_axes(width: float, height: float, *, dpi: float = 100,
              background: Any = "white") -> tuple[Any, Any]:
    """A new Agg figure ``width`` x ``height`` inches and one axes filling it, in inches
    from the bottom left (no ticks, no frame): the canvas of a legend or a row of tiles.

    >>> fig, ax = inch_axes(2.0, 1.0)
    >>> [float(v) for v in ax.get_xlim() + ax.get_ylim()]
    [0.0, 2.0, 0.0, 1.0]
    """
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=dpi, facecolor=background)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, width)
    ax.set_ylim(0, height)
    ax.set_axis_off()
    ax.patch.set_visible(False)
    return fig, ax
