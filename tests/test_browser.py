"""End to end in a real browser: Voila serves ringworld_play.ipynb, headless Chromium plays.

Needs Debian's ``chromium`` (/usr/bin/chromium) and Playwright for Python (test extra);
skipped with a message otherwise. ``.ci/run`` installs chromium, so CI runs it. To run it
by hand: ``apt-get install chromium`` then ``make test``.
"""

from __future__ import annotations

import os
import pathlib
import shutil
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

from ringworld_nb import RingWorld
from ringworld_nb.ringworld.draw import board_limits

ROOT = pathlib.Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("RINGWORLD_CHROMIUM", "/usr/bin/chromium")
ARTIFACTS = ROOT / "tests" / "artifacts"
# Flags for a closed network and a root user (see the project's notes on this machine).
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]

playwright_api = pytest.importorskip(
    "playwright.sync_api", reason="Playwright for Python is missing: pip install playwright")
if not os.path.exists(CHROMIUM):
    pytest.skip(f"no Chromium at {CHROMIUM}: install Debian's chromium (apt-get install "
                "chromium) to run the browser tests", allow_module_level=True)
if shutil.which("voila", path=str(pathlib.Path(sys.executable).parent)) is None:
    pytest.skip("voila is not installed in this environment", allow_module_level=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory):
    port = free_port()
    log = tmp_path_factory.mktemp("voila") / "voila.log"
    voila = pathlib.Path(sys.executable).parent / "voila"
    with open(log, "w") as out:
        proc = subprocess.Popen(
            [str(voila), str(ROOT / "notebooks" / "ringworld_play.ipynb"), "--no-browser",
             f"--port={port}", "--Voila.ip=127.0.0.1"],
            stdout=out, stderr=subprocess.STDOUT, cwd=tmp_path_factory.mktemp("cwd"))
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.time() + 60
        while True:
            try:
                urllib.request.urlopen(url, timeout=5).close()
                break
            except OSError as err:
                if time.time() > deadline or proc.poll() is not None:
                    raise RuntimeError(
                        f"Voila did not start: {log.read_text()[-2000:]}") from err
                time.sleep(0.5)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


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
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
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
