"""A puzzle's wrong try does not scroll the page (trial of issue 24, 24c item 3).

The app grows when a long refutation is said; the page must not move under the reader:
the board and the title stay where they were on screen. JupyterLab at 1280x800, the app
scrolled a little past its top, as a reader who has scrolled to the board would have it.

Needs Debian's ``chromium`` and Playwright (test extra); skipped with a message otherwise.
"""

from __future__ import annotations

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()
from test_browser_apps import open_notebook  # noqa: E402
from test_browser_layout_steady import wrong_try  # noqa: E402
from test_browser_levels import click_move  # noqa: E402

from ringworld_nb.trainers.puzzles import PuzzlePlayer  # noqa: E402

NOTEBOOK = "scroll_steady.ipynb"
GAME = "renaissance"


@pytest.fixture(scope="module")
def scroll_lab(lab):
    bs.write_notebook(lab[1] / NOTEBOOK, [
        "%matplotlib widget\nfrom ringworld_nb.trainers.puzzles import PuzzlePlayer",
        f"PuzzlePlayer({GAME!r}, progress='scroll_progress.json')"])
    return lab


def test_a_wrong_try_keeps_the_page_where_it_was(scroll_lab, browser) -> None:
    folder = scroll_lab[1]
    replica = PuzzlePlayer(GAME, progress=str(folder / "scroll_replica.json"))
    page = bs.new_page(browser, 1280, 800)
    try:
        open_notebook(page, scroll_lab, file_browser=True, name=NOTEBOOK, apps=1)
        bs.to_top(page, 0)
        bs.wait_drawn(page, 0)
        bs.wait_still(page, 0)
        app = page.locator(".rwnb-app").first
        canvas = app.locator(".jupyter-matplotlib canvas").first
        page.mouse.move(*centre(canvas.bounding_box()))
        page.mouse.wheel(0, 60)  # a reader scrolled a little into the app
        bs.wait_still(page, 0)
        before = canvas.bounding_box()
        click_move(page, 0, GAME, replica, wrong_try(replica))
        bs.wait_message(page, 0, "Not ")
        bs.wait_still(page, 0)
        page.screenshot(path=str(bs.ARTIFACTS / "scroll_after_try.png"))
        after = canvas.bounding_box()
        assert abs(after["y"] - before["y"]) <= 1, (before, after)
    finally:
        page.close()


def centre(box: dict) -> tuple[float, float]:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
