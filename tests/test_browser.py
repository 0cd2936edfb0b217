"""End to end in a real browser: Voila serves play_ringworld.ipynb, headless Chromium plays.

Needs Debian's ``chromium`` (/usr/bin/chromium) and Playwright for Python (test extra);
skipped with a message otherwise. ``.ci/run`` installs chromium, so CI runs it. To run it
by hand: ``apt-get install chromium`` then ``make test``.
"""

from __future__ import annotations

import pathlib
import sys

import pytest

from ringworld_nb import RingWorld
from ringworld_nb.ringworld.draw import board_limits

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

_reason = bs.browser_missing()
if _reason:
    pytest.skip(_reason, allow_module_level=True)
from playwright.sync_api import sync_playwright  # noqa: E402

ROOT = bs.ROOT
ARTIFACTS = bs.ARTIFACTS


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory):
    with bs.voila_server(ROOT / "notebooks" / "play_ringworld.ipynb",
                         tmp_path_factory.mktemp("voila")) as url:
        yield url


def board_point(canvas_box: dict, order: int, level: int, index: int) -> tuple[float, float]:
    """Page coordinates of the centre of a ring (the figure fills the canvas, axes 0..1)."""
    board = RingWorld(order).board
    lo, hi = board_limits(board)
    x, y = board.centers(level)[index]
    fx = (x - lo) / (hi - lo)
    fy = (hi - y) / (hi - lo)
    return canvas_box["x"] + fx * canvas_box["width"], canvas_box["y"] + fy * canvas_box["height"]


def red_count_l1(page) -> str:
    return page.locator("table.rw-counts tr.rw-level-1 td.rw-red").inner_text()


def test_play_a_move_in_the_browser(voila_url) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    game = RingWorld(3)
    place = game.legal_placements()[5]
    ring = game.legal_rotations(place)[-1]
    with sync_playwright() as p:
        browser = bs.launch_chromium(p)
        try:
            page = browser.new_page(viewport={"width": 1300, "height": 1000})
            page.goto(voila_url, timeout=120_000)
            submit = page.locator("button:has-text('Submit')")
            submit.wait_for(timeout=120_000)
            canvas = page.locator("div.jupyter-matplotlib-canvas-div").first
            canvas.wait_for(timeout=60_000)
            page.wait_for_function(
                "() => { const d = document.querySelector('div.jupyter-matplotlib-canvas-div');"
                " return d && d.getBoundingClientRect().width > 100; }", timeout=60_000)
            page.wait_for_timeout(1000)
            assert red_count_l1(page) == "0"
            box = canvas.bounding_box()
            page.mouse.click(*board_point(box, 3, 1, place))
            page.wait_for_function(
                "() => document.body.innerText.includes('Place on')", timeout=30_000)
            page.mouse.click(*board_point(box, 3, *ring))
            page.wait_for_function(
                "() => document.body.innerText.includes('Press Submit')", timeout=30_000)
            submit.click()
            page.wait_for_function(
                "() => document.querySelector('table.rw-counts tr.rw-level-1 td.rw-red')"
                ".innerText.trim() === '1'", timeout=30_000)
            assert "Blue" in page.locator("div.rw-status").inner_text()
            page.wait_for_timeout(800)
            page.screenshot(path=str(ARTIFACTS / "browser_after_first_move.png"))
        finally:
            browser.close()
