"""Pictures as PNG bytes, written once for every game.

The engines never import matplotlib: a game's ``_repr_png_`` asks its draw module for a
figure, and this turns the figure into bytes. Nothing here imports matplotlib either -
it only calls the figure's own ``savefig``.

>>> from matplotlib.figure import Figure
>>> png = figure_png(Figure(figsize=(1, 1)))
>>> png.startswith(PNG_SIGNATURE)
True
"""

from __future__ import annotations

import io
import os
from typing import Any

__all__ = ["PNG_SIGNATURE", "figure_png", "write_png"]

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
