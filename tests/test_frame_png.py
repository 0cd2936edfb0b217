"""The lean canvas's PNG of a frame (ringworld_nb/ui/frame_png.py): any reader decodes
it to exactly the pixels given."""

from __future__ import annotations

import io

import numpy as np
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from PIL import Image

from ringworld_nb.ui.frame_png import PNG_SIGNATURE, png_bytes


def decoded(png: bytes) -> np.ndarray:
    image = Image.open(io.BytesIO(png))
    image.load()  # (checks every chunk's CRC and the zlib stream)
    assert image.mode == "RGBA"
    return np.asarray(image)


@pytest.mark.parametrize(("height", "width"), [(1, 1), (3, 7), (64, 33), (200, 301)])
def test_random_pixels_come_back_exactly(height: int, width: int) -> None:
    pixels = np.random.default_rng(height * width).integers(
        0, 256, (height, width, 4), dtype=np.uint8)
    png = png_bytes(pixels)
    assert png.startswith(PNG_SIGNATURE)
    assert np.array_equal(decoded(png), pixels)


def test_a_part_of_a_rendered_board_comes_back_exactly() -> None:
    """A slice of a frame (not contiguous in memory, as the changed rectangle is)."""
    fig = Figure(figsize=(3, 2), dpi=100, facecolor="#0b0e14")
    ax = fig.add_axes((0, 0, 1, 1))
    ax.plot([0, 1, 2], [0, 2, 1], lw=3)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    frame = np.asarray(canvas.buffer_rgba())
    part = frame[20:150, 35:260]
    assert not part.flags.c_contiguous
    assert np.array_equal(decoded(png_bytes(part)), part)
