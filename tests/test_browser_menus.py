"""An app's menus work by keyboard in JupyterLab, and their keys never reach it.

A menu (a drop-down: the Theme of the puzzles, Mistakes of, the View of The Ring World)
is changed with ↑ and ↓ once it has the focus, as anywhere on the web. In JupyterLab a
key that leaves the app unhandled may reach the notebook, whose command mode moves the
active cell with ↑ and ↓: the trial of issue 24 saw ↓ do nothing and ↑ move the cell.
Here the puzzle player's Theme menu is focused and the arrows pressed: the menu's choice
moves, the notebook's active cell does not.

Needs Debian's ``chromium`` and Playwright (test extra); skipped with a message otherwise.
"""

from __future__ import annotations

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()
from playwright.sync_api import expect  # noqa: E402
from test_browser_apps import open_notebook  # noqa: E402

NOTEBOOK = "menu_keys.ipynb"
#: JavaScript: the index of the notebook's active cell.
ACTIVE_CELL_JS = """() => [...document.querySelectorAll('.jp-Notebook .jp-Cell')]
  .findIndex((c) => c.classList.contains('jp-mod-active'))"""


@pytest.fixture(scope="module")
def menu_lab(lab):
    bs.write_notebook(lab[1] / NOTEBOOK, [
        "%matplotlib widget\nfrom ringworld_nb.trainers.puzzles import PuzzlePlayer",
        "PuzzlePlayer('dice', progress='menu_progress.json')"])
    return lab


def test_a_menu_takes_its_arrow_keys_and_the_notebook_does_not(menu_lab, browser) -> None:
    page = bs.new_page(browser, 1280, 800)
    try:
        open_notebook(page, menu_lab, file_browser=True, name=NOTEBOOK, apps=1)
        bs.to_top(page, 0)
        app = page.locator(".rwnb-app").first
        menu = app.locator(".widget-dropdown", has_text="Theme").locator("select")
        menu.focus()
        cell = page.evaluate(ACTIVE_CELL_JS)
        first = menu.input_value()
        page.keyboard.press("ArrowDown")
        expect(menu).not_to_have_value(first, timeout=bs.ms(bs.ROUND_TRIP))
        second = menu.input_value()
        page.keyboard.press("ArrowUp")
        expect(menu).to_have_value(first, timeout=bs.ms(bs.ROUND_TRIP))
        assert second != first
        assert page.evaluate(ACTIVE_CELL_JS) == cell, "an arrow key moved the active cell"
        # the choice reached the kernel: the player says the theme chosen
        page.keyboard.press("ArrowDown")
        bs.wait_message(page, 0, "Now puzzles of the theme")
        assert page.evaluate(ACTIVE_CELL_JS) == cell
    finally:
        page.close()
