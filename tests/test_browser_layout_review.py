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


def opened(page, lab, name: str, selector: str, text: str):
    """Open notebook ``name`` of ``lab`` (the file browser open), wait until its app shows
    ``text`` in ``selector``, fitted and drawn, and scroll to the app's top; the app."""
    open_notebook(page, lab, file_browser=True, name=name, apps=1)
    app = page.locator(".rwnb-app").first
    app.locator(selector, has_text=text).wait_for(timeout=bs.ms(bs.ROUND_TRIP))
    bs.wait_settled(page, 1)
    bs.wait_drawn(page, 0)
    bs.to_top(page, 0)
    return app


def test_at_1280x800_the_board_the_review_words_and_its_buttons_are_in_view(
        review_lab, browser) -> None:
    page = bs.new_page(browser, 1280, 800)
    try:
        opened(page, review_lab, NOTEBOOK, ".rwnb-review-words", "Why:")
        boxes = page.evaluate(BOXES_JS)
        page.screenshot(path=str(bs.ARTIFACTS / "review_1280x800.png"))
        assert boxes["view"]["width"] > 800, boxes  # the column of the issue
        for part in ("board", "words", "back", "on", "history_first", "history_last"):
            assert boxes[part] is not None, (part, boxes)
            assert inside(boxes[part], boxes["view"]), (part, boxes)
        assert boxes["board"]["width"] >= 320, boxes  # still a board to click
    finally:
        page.close()


THIRD_LINE = "layout_third_line.ipynb"
#: JavaScript: where the board and the play panel are, and the line buttons shown.
PLACES_JS = """() => {
  const app = document.querySelector('.rwnb-app');
  const box = (e) => { const r = e.getBoundingClientRect();
                       return [Math.round(r.left), Math.round(r.top), Math.round(r.width)]; };
  return {board: box(app.querySelector(CANVAS)),
          status: box(app.querySelector('.rwnb-status')),
          lines: [...app.querySelectorAll('.rwnb-line-choice button')].map(
              (b) => b.textContent.trim())};
}""".replace("CANVAS", json.dumps(bs.CANVAS_SELECTOR))


@pytest.fixture(scope="module")
def third_line_lab(lab):
    """Trial 6's game to its move 6, with the analysis of its moves 5 (a blunder whose
    words tell the reply that refutes it: three line buttons) and 6 (two)."""
    bs.write_notebook(lab[1] / THIRD_LINE, [
        "%matplotlib widget\nfrom dataclasses import replace\n"
        "from ringworld_nb import RingWorldApp\n"
        "from ringworld_nb.analysis import Alternative, Analysis, Review\n"
        "from ringworld_nb.analysis.record_moves import digest_of\n"
        "from ringworld_nb.ringworld import RingWorld",
        "game = RingWorld(3)\n"
        "for move in ['36@4', '14@1', '47@3', '02@1', '26@3', '05@0']:\n"
        "    game.play(move)\n"
        "record = game.record()\n"
        "moves = [Review(index=k, mover=1 + k % 2, played=record.moves[k], "
        "best=record.moves[k], win_before=0.5, win_after=0.5, best_win=0.5) "
        "for k in range(4)]\n"
        "moves.append(Review(index=4, mover=1, played='26@3', best='25@3', win_before=0.661,"
        " win_after=0.406, best_win=0.573, label='blunder',"
        " best_line=('25@3', '05@0', '57@3', '-@1', '-@5', '-@1'),"
        " played_line=('26@3', '06@0', '60@3', '-@0', '-@3', '-@1')))\n"
        "moves.append(Review(index=5, mover=2, played='05@0', best='06@0', win_before=0.594,"
        " win_after=0.382, best_win=0.511, label='mistake',"
        " alternatives=(Alternative('06@0', 0.594, 1281), Alternative('05@0', 0.554, 249)),"
        " best_line=('06@0', '60@3', '-@1', '-@3', '-@1', '-@2'),"
        " played_line=('05@0', '50@3', '-@1', '-@4', '-@0', '-@4')))\n"
        "app = RingWorldApp(3, seats=('person', 'person'), animation=0)\n"
        "app.replace_game(game)\n"
        "app.game_review.analysis = Analysis(game='ringworld', players=(1, 2), reviews=moves,"
        " moves=6, digest=digest_of('ringworld', record.options, list(record.moves)))\n"
        "app.graph_view.show()\n"
        "app.game_review.show_review(4)\n"
        "app"])
    return lab


def test_a_third_line_button_moves_neither_the_board_nor_the_panel(third_line_lab,
                                                                   browser) -> None:
    """Trial 8: the third line button widened the board's column and moved the whole
    play panel 43 px to the right, and back at the next mistake."""
    page = bs.new_page(browser, 1280, 800)
    try:
        app = opened(page, third_line_lab, THIRD_LINE, ".rwnb-line-choice button",
                     "After the refuting reply")
        three = page.evaluate(PLACES_JS)
        assert len(three["lines"]) == 3, three
        page.screenshot(path=str(bs.ARTIFACTS / "review_third_line.png"))
        before = bs.shown(page, 0)
        app.locator("button", has_text="Next mistake").click()
        bs.wait_shown(page, 0, after=before)
        app.locator(".rwnb-review-words", has_text="Move 6").wait_for(
            timeout=bs.ms(bs.ROUND_TRIP))
        two = page.evaluate(PLACES_JS)
        assert len(two["lines"]) == 2, two
        # (across: Next mistake's click scrolls the page to the button)
        assert two["board"][::2] == three["board"][::2], (three, two)
        assert two["status"][::2] == three["status"][::2], (three, two)
    finally:
        page.close()
