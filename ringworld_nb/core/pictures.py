"""Pictures as PNG bytes, written once for every game.

The engines never import matplotlib: a game's ``_repr_png_`` asks its draw module for a
figure, and this turns the figure into bytes. Importing this module imports no
matplotlib either: :func:`figure_png` only calls the figure's own ``savefig``, and
:func:`inch_axes` imports matplotlib when it makes a figure. The board drawings of the
three games also share :func:`frame_board` (limits, aspect, and the points per data
unit their line widths follow).

Every picture is made for a notebook column on a laptop: at most :data:`COLUMN_PX` CSS
pixels wide (a PNG is shown at its own size, one pixel a CSS pixel), its texts at
least :data:`MIN_TEXT_PX` pixels (:func:`min_points` at a figure's dpi; texts drawn as
shapes in data units, :func:`min_glyph_height`).

And every picture carries its words. JupyterLab draws an ``image/png`` output as an
``<img>`` without any ``alt`` (its image renderer reads none from the output's
metadata), so a screen reader finds a picture with nothing to say. A :class:`Described`
picture shows itself as HTML - the same PNG in an ``<img alt="...">`` - which JupyterLab
and Voila prefer to the PNG and keep through their sanitizer; the PNG stays in the
output too, its ``alt`` in the metadata (nbconvert's HTML writes it), and the words are
the plain-text form. :func:`described` makes one of a matplotlib figure, PNG bytes or
anything with a ``_repr_png_``, the words given or (for a figure) the figure's own
(:func:`figure_words`); each game's ``draw.described`` adds the words of its positions.

>>> from matplotlib.figure import Figure
>>> png = figure_png(Figure(figsize=(1, 1)))
>>> png.startswith(PNG_SIGNATURE)
True
"""

from __future__ import annotations

import base64
import html
import io
import os
from collections.abc import Callable, Sequence
from functools import lru_cache, wraps
from typing import Any

__all__ = ["PNG_SIGNATURE", "COLUMN_PX", "MIN_TEXT_PX", "CSS_DPI", "CAP_HEIGHT", "column_inches",
           "min_points", "shown_dpi", "min_glyph_height", "text_path", "figure_png", "write_png",
           "frame_board", "inch_axes", "Described", "described", "figure_words", "kept_picture"]

#: The eight bytes every PNG file begins with.
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"

#: The widest picture, in CSS pixels: JupyterLab's output column on a 1280x800 laptop
#: is about 848 pixels wide, and a wider picture is cut there.
COLUMN_PX = 840
#: The smallest text of a picture, in CSS pixels (a font size).
MIN_TEXT_PX = 10.0
#: CSS pixels per inch of a figure in an app (ipympl and the apps' canvas show a figure
#: at 100 CSS pixels per inch whatever the screen), and of the package's PNGs.
CSS_DPI = 100.0
#: Cap height of DejaVu Sans (matplotlib's font) per unit of font size: a text drawn as
#: a shape of cap height ``h`` reads as a font of size ``h / CAP_HEIGHT``.
CAP_HEIGHT = 0.73


def column_inches(dpi: float = CSS_DPI) -> float:
    """The widest figure in inches at ``dpi``: :data:`COLUMN_PX` pixels.

    >>> column_inches(100)
    8.4
    """
    return COLUMN_PX / dpi


def min_points(dpi: float = CSS_DPI) -> float:
    """The smallest font size in points of a figure shown at ``dpi`` CSS pixels per inch
    (a PNG's dpi, shown at its own size; :data:`CSS_DPI` in an app, where a screen of
    high density raises a figure's dpi but not its CSS size): :data:`MIN_TEXT_PX`
    pixels, as ``points * dpi / 72`` pixels.

    >>> min_points(100)
    7.2
    """
    return MIN_TEXT_PX * 72 / dpi


def shown_dpi(figure_dpi: float) -> float:
    """CSS pixels per inch of a figure of ``figure_dpi`` as a player sees it: its dpi for
    a PNG shown at its own size, never more than :data:`CSS_DPI` (an app's figure on a
    screen of high density has a higher dpi, not a bigger size).

    >>> shown_dpi(200.0), shown_dpi(80.0)
    (100.0, 80.0)
    """
    return min(float(figure_dpi), CSS_DPI)


def min_glyph_height(points_per_unit: float, dpi: float = CSS_DPI) -> float:
    """The smallest cap height, in data units, of a text drawn as a shape on a board
    drawn at ``points_per_unit`` (see :func:`frame_board`) in a figure of ``dpi``.

    >>> round(min_glyph_height(36.0, 100), 3)   # a board of 50 pixels per unit
    0.146
    """
    return min_points(dpi) * CAP_HEIGHT / points_per_unit


def text_path(texts: Sequence[str], positions: Any, height: float, *,
              ha: str = "center", va: str = "center", bold: bool = True) -> Any:
    """One compound matplotlib ``Path`` of ``texts``, ``texts[k]`` placed at
    ``positions[k]`` (by ``ha``: left, center, right; ``va``: bottom, center, top, the
    cap height's), in data units, of cap height ``height``: labels that scale with a
    board and cost one artist however many there are.

    >>> path = text_path(["527", "52"], [(0.0, 0.0), (1.0, 0.0)], 0.1)
    >>> bool(abs(path.get_extents().height - 0.1) < 0.01)
    True
    """
    import numpy as np
    from matplotlib.path import Path

    pieces = []
    for text, (x, y) in zip(texts, np.asarray(positions, dtype=float).reshape(-1, 2)):
        glyph = _glyph(str(text), bold)
        if glyph is None:
            continue
        v, codes, width = glyph
        dx = {"left": 0.0, "center": -width / 2, "right": -width}[ha]
        dy = {"bottom": 0.0, "center": -0.5, "top": -1.0}[va]
        pieces.append(Path((v + [dx, dy]) * height + [x, y], codes))
    if not pieces:
        return Path(np.zeros((1, 2)), [Path.MOVETO])
    return Path.make_compound_path(*pieces)


@lru_cache(maxsize=4096)
def _glyph(text: str, bold: bool) -> tuple[Any, Any, float] | None:
    """Vertices of ``text`` in DejaVu Sans scaled to cap height 1, from the left end of
    its ink and its baseline; codes; width. None for a text without ink."""
    import numpy as np
    from matplotlib.font_manager import FontProperties
    from matplotlib.path import Path
    from matplotlib.textpath import TextPath

    prop = FontProperties(family="DejaVu Sans", weight="bold" if bold else "normal")
    tp = TextPath((0, 0), text, size=1.0, prop=prop)
    v = np.asarray(tp.vertices, dtype=float)
    if not len(v):
        return None
    x0, x1 = v[:, 0].min(), v[:, 0].max()
    codes = tp.codes if tp.codes is not None else np.full(len(v), Path.LINETO)
    v = (v - [x0, 0.0]) / CAP_HEIGHT
    return v, np.asarray(codes), (x1 - x0) / CAP_HEIGHT


def kept_picture(make: Callable[..., bytes]) -> Callable[..., bytes]:
    """Keep the pictures ``make`` draws (PNG bytes, which never change): called again
    with the same arguments it gives the same bytes without drawing. A picture an app
    shows beside its board (a legend) is then drawn once, not for every app made.
    Arguments that are lists count as tuples; with an argument that cannot be a key
    (a dict) the picture is drawn each time.

    >>> drawn = []
    >>> @kept_picture
    ... def square(size, *, which=None):
    ...     drawn.append(size)
    ...     return PNG_SIGNATURE
    >>> square(3, which=["a"]) == square(3, which=["a"]), drawn
    (True, [3])
    """
    kept = lru_cache(maxsize=64)(make)

    @wraps(make)
    def picture(*args: Any, **kwargs: Any) -> bytes:
        args = tuple(tuple(a) if isinstance(a, list) else a for a in args)
        kwargs = {k: tuple(v) if isinstance(v, list) else v for k, v in kwargs.items()}
        try:
            hash((args, tuple(sorted(kwargs.items()))))
        except TypeError:
            return make(*args, **kwargs)
        return kept(*args, **kwargs)

    return picture


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


class Described:
    """A PNG picture and its words (the alternative text), shown in a notebook as an
    ``<img>`` with ``alt`` (see the module docstring)."""

    def __init__(self, png: bytes, words: str) -> None:
        if not isinstance(png, bytes) or not png.startswith(b"\x89PNG"):
            raise ValueError("Described: the picture must be PNG bytes")
        if not isinstance(words, str) or not words.strip():
            raise ValueError("Described: a picture needs words (its alternative text)")
        self.png = png
        self.words = " ".join(words.split())

    def html(self) -> str:
        """The picture as an HTML ``<img>`` with its words as ``alt``."""
        data = base64.b64encode(self.png).decode("ascii")
        return (f'<img src="data:image/png;base64,{data}" '
                f'alt="{html.escape(self.words, quote=True)}">')

    def _repr_mimebundle_(self, include: Any = None,
                          exclude: Any = None) -> tuple[dict[str, str], dict[str, Any]]:
        data = {"text/html": self.html(),
                "image/png": base64.b64encode(self.png).decode("ascii"),
                "text/plain": self.words}
        return data, {"image/png": {"alt": self.words}}

    def _repr_png_(self) -> bytes:
        return self.png

    def __repr__(self) -> str:
        return f"<picture: {self.words}>"

    def save(self, path: str | os.PathLike) -> str:
        """Write the PNG to ``path`` and return the path."""
        return write_png(self.png, path)


def figure_words(figure: Any, *, limit: int = 60) -> str:
    """The words a matplotlib ``figure`` writes on itself, in order: its suptitle and
    texts, then each Axes' title, texts, axis labels and legend entries (at most
    ``limit`` texts; tick labels left out, and texts without a letter: the addresses
    and numbers written on a board, arrows)."""
    texts: list[str] = []

    def add(artist: Any) -> None:
        text = artist.get_text() if artist is not None else ""
        if any(c.isalpha() for c in text) and artist.get_visible():
            texts.append(" ".join(text.split()))

    add(getattr(figure, "_suptitle", None))
    for text in figure.texts:
        add(text)
    for ax in figure.axes:
        for title in (ax.title, getattr(ax, "_left_title", None),
                      getattr(ax, "_right_title", None)):
            add(title)
        for text in ax.texts:
            add(text)
        add(ax.xaxis.label)
        add(ax.yaxis.label)
        legend = ax.get_legend()
        if legend is not None:
            for text in legend.get_texts():
                add(text)
    for legend in figure.legends:
        for text in legend.get_texts():
            add(text)
    unique = list(dict.fromkeys(t.rstrip(".") for t in texts))[:limit]
    return ". ".join(unique) + "." if unique else ""


def described(picture: Any, words: str | Sequence[str] | None = None) -> Described:
    """``picture`` (a matplotlib figure, PNG bytes, or anything with a ``_repr_png_``)
    with ``words``: by default a figure's own (:func:`figure_words`); a list of words
    says the pictures of a row in order (a strip of boards and its captions)."""
    if words is not None and not isinstance(words, str):
        parts = [" ".join(str(w).split()).rstrip(".") for w in words]
        words = f"{len(parts)} pictures, in order: " + "; ".join(parts) + "."
    if isinstance(picture, Described):
        return picture if words is None else Described(picture.png, words)
    if isinstance(picture, bytes):
        png = picture
    elif hasattr(picture, "savefig"):
        png = figure_png(picture, facecolor=picture.get_facecolor())
        if words is None:
            words = figure_words(picture)
    elif hasattr(picture, "_repr_png_"):
        png = picture._repr_png_()
    else:
        raise TypeError(f"described: no picture in {type(picture).__name__}")
    if words is None:
        raise ValueError("described: give the words of this picture")
    return Described(png, words)
