"""Every picture of every notebook fits a laptop's notebook column, and its text is
readable there.

In JupyterLab on a 1280x800 laptop a notebook's output column is about 848 CSS pixels
wide: a wider picture is cut (or shrunk by the browser, text and all). A PNG is shown at
its own size, one pixel a CSS pixel, so a text of ``fontsize`` points in a figure saved
at ``dpi`` is ``fontsize * dpi / 72`` CSS pixels tall: at least :data:`MIN_TEXT_PX`.

How it is checked:

* each notebook runs once, headless (as ``test_notebooks.py`` runs it), with one cell
  put before it that records every text matplotlib draws (its size in pixels at the
  renderer's dpi) and one after it that hands the record back; then every ``image/png``
  output and every picture attached to a Markdown cell is measured;
* the texts drawn as shapes (the Dice of Doom hex names and owner letters, the
  Renaissance cell names and kind letters, which scale with the board) are measured on
  the artists, at the sizes the notebooks and the apps draw them;
* the pictures of the rule book (``docs/rules/*.png``) fit the column too.
"""

from __future__ import annotations

import pathlib
from typing import Any

import nbformat
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from notebook_runs import png_width, run_notebook

from ringworld_nb.core.pictures import CAP_HEIGHT, COLUMN_PX, MIN_TEXT_PX
from ringworld_nb.dice import HexBoard
from ringworld_nb.dice.draw import DiceBoardArtist, figure_size
from ringworld_nb.renaissance.draw import RenaissanceArtist
from ringworld_nb.renaissance.lessons import strip_rows

ROOT = pathlib.Path(__file__).parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))

def attached_pictures(path: pathlib.Path) -> list[tuple[str, int]]:
    """``(name, width)`` of every PNG attached to a Markdown cell of the notebook."""
    nb = nbformat.read(path, as_version=4)
    out = []
    for cell in nb.cells:
        for name, bundle in (cell.get("attachments") or {}).items():
            if "image/png" in bundle:
                out.append((name, png_width(bundle["image/png"])))
    return out


# ------------------------------------------------------------------ the notebooks --
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_picture_of_a_notebook_fits_the_column(path: pathlib.Path) -> None:
    shown = run_notebook(path)["pictures"] + attached_pictures(path)
    wide = [(cell, width) for cell, width in shown if width > COLUMN_PX]
    assert not wide, f"{path.name}: pictures wider than {COLUMN_PX} px (cell, px): {wide}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_text_of_a_notebook_is_readable(path: pathlib.Path) -> None:
    small = sorted({(cell, px, text) for cell, px, text in run_notebook(path)["texts"]
                    if px < MIN_TEXT_PX - 0.01}, key=lambda t: t[1])
    assert not small, (f"{path.name}: texts under {MIN_TEXT_PX} px "
                       f"(cell, px, text): {small[:12]}")


def test_the_rule_book_pictures_fit_the_column() -> None:
    wide = [(p.name, png_width(p.read_bytes()))
            for p in sorted((ROOT / "docs" / "rules").glob("*.png"))]
    assert not [(name, w) for name, w in wide if w > COLUMN_PX], wide


# -------------------------------------------------------- texts drawn as shapes --
def glyph_px(cap_height: float, points_per_unit: float, dpi: float = 100) -> float:
    """The font size in CSS pixels of a text drawn as a shape of ``cap_height`` data
    units on a board drawn at ``points_per_unit``, shown at ``dpi``."""
    return cap_height / CAP_HEIGHT * points_per_unit * dpi / 72


def board_axes(width: float, height: float, dpi: float = 100) -> Any:
    fig = Figure(figsize=(width, height), dpi=dpi)
    FigureCanvasAgg(fig)
    return fig.add_axes((0, 0, 1, 1))


@pytest.mark.parametrize("size,players,max_dice", [
    (3, 2, 3), (5, 2, 5), (6, 4, 5), (8, 4, 5), (10, 4, 3), (10, 4, 5)])
@pytest.mark.parametrize("width", [None, 3.2, 4.5, 6.5])
def test_dice_board_names_and_letters_are_readable(size, players, max_dice, width):
    """The hex names, the owners' letters on the hexes and the "+1" of a reinforcement:
    10 px at least, on the notebooks' pictures and on boards the size of the app's."""
    board = HexBoard(size)
    fw, fh = figure_size(board, max_dice, width=width)
    art = DiceBoardArtist(board_axes(fw, fh), board, players, max_dice=max_dice)
    ppu = art.points_per_unit
    for name, cap in (("hex names", art.style.coord_size),
                      ("owners' letters", art.style.letter_size),
                      ('"+1"', art._marker_size())):
        assert glyph_px(cap, ppu) >= MIN_TEXT_PX - 1e-9, (name, glyph_px(cap, ppu))


@pytest.mark.parametrize("size", [3.0, 3.6, 5.0, 6.0])
def test_renaissance_cell_names_and_kind_letters_are_readable(size):
    """The cell names around the board and the kinds' letters on the tiles: 10 px at
    least on a board from the strips' size (3.6 inches) to the app's."""
    art = RenaissanceArtist(board_axes(size, size))
    ppu = art.points_per_unit
    assert glyph_px(art.coord_size, ppu) >= MIN_TEXT_PX - 1e-9
    assert glyph_px(art.letter_size, ppu) >= MIN_TEXT_PX - 1e-9


def test_renaissance_strips_fit_the_column() -> None:
    for panels in range(1, 7):
        per_row, size = strip_rows(panels, 3.6)
        assert per_row * size + (per_row - 1) * 0.3 <= COLUMN_PX / 100
