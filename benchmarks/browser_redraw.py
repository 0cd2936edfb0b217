"""Speed of The Ring World's app in a real browser: from a click to the new picture.

Voila (or JupyterLab) serves an L4 game in the middle game; headless Chromium clicks a
legal level-1 position again and again (each click chooses it or unchooses it) and
measures, in the page, the time from the mouse press to the moment the board's canvas
is painted with the kernel's new picture (the first ``drawImage`` on that canvas after
the press). Prints the median and the spread:

    Voila L4 click-to-picture: median N ms (25%-75%: A-B ms, M clicks, load L)

    python benchmarks/browser_redraw.py [--clicks N] [--lab]

Needs Debian's chromium and the test extra (Playwright, Voila, JupyterLab).
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import statistics
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import browser_support as bs  # noqa: E402

from ringworld_nb.ringworld.app import RingWorldApp  # noqa: E402

SEED = 10  # after 60 random moves: the game goes on, 8 legal placements
SETUP = f"""%matplotlib widget
import random
from ringworld_nb import RingWorldApp
app = RingWorldApp(4, seats=("person", "person"), animation=0)
moves = random.Random({SEED})
for _ in range(60):
    app.play(app.game.random_move(moves))
app"""

#: Records the time of every picture painted on the board's canvas.
HOOK_JS = """() => {
  if (window.__paints) return;
  window.__paints = [];
  const draw = CanvasRenderingContext2D.prototype.drawImage;
  CanvasRenderingContext2D.prototype.drawImage = function (...args) {
    if (this.canvas.closest && this.canvas.closest('.rwnb-app')) {
      window.__paints.push(performance.now());
    }
    return draw.apply(this, args);
  };
}"""


def notebook(folder: pathlib.Path) -> pathlib.Path:
    nb = {"cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "id": "app",
                     "execution_count": None, "source": SETUP}],
          "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                      "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    path = folder / "redraw.ipynb"
    path.write_text(json.dumps(nb))
    return path


def replica() -> RingWorldApp:
    """The same game as the page's, to find a legal placement and where it is."""
    import random

    app = RingWorldApp(4, interactive=False, animation=0, seats=("person", "person"))
    moves = random.Random(SEED)
    for _ in range(60):
        app.play(app.game.random_move(moves))
    return app


def measure(page, clicks: int) -> list[float]:
    page.wait_for_function("() => document.querySelector('.rwnb-app canvas')",
                           timeout=240_000, polling=500)
    page.wait_for_timeout(4000)  # the layout settles
    page.evaluate(HOOK_JS)
    local = replica()
    canvas = page.locator(".rwnb-app canvas").first
    canvas.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    box = canvas.bounding_box()
    local.board.resize(round(box["width"]), local.game)
    place = local.game.legal_placements()[0]
    px, py = local.ax.transData.transform(local.game.board.centers(1)[place])
    x, y = box["x"] + px, box["y"] + (local.canvas.pixels[1] - py)
    page.mouse.click(x, y)  # a first click, not counted: the kernel warms up
    page.wait_for_function("() => window.__paints.length > 0", timeout=60_000)
    page.wait_for_timeout(1000)
    times = []
    for _ in range(clicks):
        start = page.evaluate("() => performance.now()")
        page.mouse.click(x, y)
        page.wait_for_function("(t) => window.__paints.some((p) => p > t)", arg=start,
                               timeout=30_000, polling="raf")
        first = page.evaluate("(t) => window.__paints.find((p) => p > t)", start)
        times.append(first - start)
        page.wait_for_timeout(500)  # (two presses within 0.4 s are a double click)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=30)
    parser.add_argument("--lab", action="store_true", help="JupyterLab instead of Voila")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    work = pathlib.Path(tempfile.mkdtemp())
    folder = work / "notebooks"
    folder.mkdir()
    path = notebook(folder)
    with sync_playwright() as p:
        browser = bs.launch_chromium(p)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        if args.lab:
            server = bs.lab_server(folder, work)
        else:
            server = bs.voila_server(path, work)
        with server as url:
            if args.lab:
                page.goto(bs.lab_url(url, "lab/tree/redraw.ipynb"), timeout=180_000)
                page.locator(".jp-NotebookPanel .jp-InputPrompt").first.click()
                page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
                page.locator("li.lm-Menu-item[data-command='runmenu:run-all']").click()
            else:
                page.goto(url, timeout=180_000)
            times = measure(page, args.clicks)
        browser.close()
    q1, _, q3 = statistics.quantiles(times, n=4)
    where = "JupyterLab" if args.lab else "Voila"
    print(f"{where} L4 click-to-picture: median {statistics.median(times):.0f} ms "
          f"(25%-75%: {q1:.0f}-{q3:.0f} ms, {len(times)} clicks, load "
          f"{os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
