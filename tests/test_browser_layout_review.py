"""The review in view at 1280x800 (issue 29, item 16), measured in a real browser.

JupyterLab at 1280x800 with its file browser open gives a notebook's output about 850 px
by 680 px. A The Ring World app reviews its game there: the graph shown (the review's
place: its buttons, its words and the line's ◀ ▶ under the board), the first mistake of
an analysis on the board, its words a dozen lines long. Scrolled to the app's top, the
board, the review's words (six lines in view, the rest in their scrolling box), the
line's ◀ ▶ and the history buttons (the review bar beside the board) are all in view
together - before, the words and ◀ ▶ were under the fold, and so was the review bar.

Needs Debian's ``chromium``, Playwright and JupyterLab; skipped with a message otherwise.
"""

from __future__ import annotations

import json
import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()
from test_browser_apps import inside, open_notebook  # noqa: E402

NOTEBOOK = "layout_review.ipynb"
#: JavaScript: the boxes of what must be in view together, and the view.
BOXES_JS = """() => {
  const app = document.querySelector('.rwnb-app');
  const box = (e) => { if (!e) return null; const r = e.getBoundingClientRect();
                       return {x: r.left, y: r.top, width: r.width, height: r.height}; };
  const view = document.querySelector('.jp-WindowedPanel-outer') || document.documentElement;
  const button = (text) => [...app.querySelectorAll('button')].find(
      (b) => b.textContent.trim() === text);
  const bar = [...app.querySelectorAll('.rwnb-review-bar button')];
  return {board: box(app.querySelector(CANVAS)),
          words: box(app.querySelector('.rwnb-review-words')),
          back: box(button('\\u25c0')), on: box(button('\\u25b6')),
          history_first: box(bar[0]), history_last: box(bar[bar.length - 1]),
          view: box(view)};
}""".replace("CANVAS", json.dumps(bs.CANVAS_SELECTOR))


@pytest.fixture(scope="module")
def review_lab(lab):
    bs.write_notebook(lab[1] / NOTEBOOK, [
        "%matplotlib widget\nimport random\nfrom ringworld_nb import RingWorldApp\n"
        "from ringworld_nb.analysis import analyse",
        "app = RingWorldApp(3, seats=('person', 'person'), animation=0)\n"
        "rng = random.Random(5)\n"
        "for _ in range(8):\n"
        "    app.play(app.game.random_move(rng))\n"
        "app",
        "app.game_review.analysis = analyse(app.game)\n"
        "app.graph_view.show()\n"
        "app.game_review.next_mistake()"])
    return lab


def test_at_1280x800_the_board_the_review_words_and_its_buttons_are_in_view(
        review_lab, browser) -> None:
    page = bs.new_page(browser, 1280, 800)
    try:
        open_notebook(page, review_lab, file_browser=True, name=NOTEBOOK, apps=1)
        app = page.locator(".rwnb-app").first
        app.locator(".rwnb-review-words", has_text="Why:").wait_for(
            timeout=bs.ms(bs.ROUND_TRIP))
        bs.wait_settled(page, 1)
        bs.wait_drawn(page, 0)
        bs.to_top(page, 0)
        boxes = page.evaluate(BOXES_JS)
        page.screenshot(path=str(bs.ARTIFACTS / "review_1280x800.png"))
        assert boxes["view"]["width"] > 800, boxes  # the column of the issue
        for part in ("board", "words", "back", "on", "history_first", "history_last"):
            assert boxes[part] is not None, (part, boxes)
            assert inside(boxes[part], boxes["view"]), (part, boxes)
        assert boxes["board"]["width"] >= 320, boxes  # still a board to click
    finally:
        page.close()
