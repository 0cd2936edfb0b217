"""The fourth game, Connect Four, played by clicks in a real browser (issue 23, item 4).

Connect Four lives outside the package (``tests/fourth_game``, registered through the
``ringworld_nb.games`` entry point). JupyterLab at 1280x800 runs a notebook with its app,
two people at the screen, and a whole game is played by mouse clicks on the canvas until
Yellow has four in a row (a slanting line, a1-b2-c3-d4). Each click aims at the middle of
a column as the page shows it (a replica app of the same size maps the column to pixels)
and is made once the app has answered the last one; after each move the page's message
says the disc dropped, and at the end the win. A click after the end is refused.

Needs Debian's ``chromium`` and Playwright (test extra); skipped with a message otherwise.
"""

from __future__ import annotations

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()
connect_four_app = pytest.importorskip(
    "connect_four.app", reason="the fourth game is not installed: pip install -e "
                               "tests/fourth_game (make test does)")
from test_browser_apps import open_notebook  # noqa: E402

from ringworld_nb.ui.board_input import DOUBLE_PRESS_S  # noqa: E402

NOTEBOOK = "connect_four.ipynb"
#: Yellow, Red, Yellow...: Yellow's a1, b2, c3 and d4 make four on a slant
GAME = "abbccdcdgdd"
NAMES = ("Yellow", "Red")


@pytest.fixture(scope="module")
def connect_four_lab(lab):
    """The session's JupyterLab with the notebook of the app; (URL, folder)."""
    bs.write_notebook(lab[1] / NOTEBOOK, [
        "%matplotlib widget\nfrom connect_four.app import ConnectFourApp",
        "ConnectFourApp(seats=('person', 'person'))"])
    return lab


def column_point(page, replica, column: int) -> tuple[float, float]:
    """The page point in the middle of ``column`` (half way up the grid)."""
    canvas = page.locator(".rwnb-app").first.locator(bs.CANVAS_SELECTOR).first
    box = canvas.bounding_box()
    replica.board.resize(round(box["width"]), replica.game)
    px, py = replica.ax.transData.transform((column, (replica.game.rows - 1) / 2))
    return box["x"] + px, box["y"] + replica.canvas.pixels[1] - py


def test_two_people_play_connect_four_to_a_win_by_clicks(connect_four_lab, browser) -> None:
    replica = connect_four_app.ConnectFourApp(interactive=False, seats=("person", "person"))
    page = bs.new_page(browser, 1280, 800)
    try:
        open_notebook(page, connect_four_lab, file_browser=True, name=NOTEBOOK, apps=1)
        bs.to_top(page, 0)
        app = page.locator(".rwnb-app").first
        assert "Connect Four" in app.inner_text()
        answered = 0.0  # the page's clock when the app answered the last drop
        for number, letter in enumerate(GAME):
            column = ord(letter) - ord("a")
            mover = NAMES[number % 2]
            row = replica.game.heights[column] + 1
            # as a person: the next click once the last drop is shown and the board is
            # where it stays (its canvas at the size the kernel fitted)
            bs.wait_idle(page, 0)
            bs.wait_settled(page, [0])
            if number and letter == GAME[number - 1]:
                # two presses on one spot within DOUBLE_PRESS_S are a double click, one
                # choice: the next player lets that much pass after the page's answer
                bs.wait_page_clock(page, answered + DOUBLE_PRESS_S + 0.05)
            point = column_point(page, replica, column)
            bs.act(page, 0, lambda point=point: page.mouse.click(*point),
                   f"{mover} dropped a disc in {letter} (row {row}).")
            answered = bs.page_clock(page)
            replica.play(column)
            said = bs.message(page, 0)
            if number < len(GAME) - 1:
                assert "wins" not in said, said
                assert f"{NAMES[(number + 1) % 2]} to move (move {number + 2})" in \
                    app.locator(".rwnb-status").inner_text()
        said = bs.message(page, 0)
        assert "Yellow has four in a row and wins." in said, said
        assert "Yellow wins: four in a row." in app.locator(".rwnb-status").inner_text()
        assert replica.game.winner == 1
        bs.wait_drawn(page, 0)
        page.screenshot(path=str(bs.ARTIFACTS / "connect_four_won.png"))
        # the game is over: a click on the grid is refused, nothing dropped
        point = column_point(page, replica, 4)
        bs.act(page, 0, lambda: page.mouse.click(*point), "The game is over")
        assert app.locator(".widget-select select option").count() == len(GAME) + 1
    finally:
        page.close()
