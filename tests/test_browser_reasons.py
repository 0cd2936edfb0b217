"""A reviewed mistake shows its reasons in a real browser (issue 24, "Done when").

JupyterLab at 1280x800 runs a notebook with The Ring World (L3) and Renaissance. In each
app a saved game that holds a blunder is loaded by the Files tab, as a person would, then
Analyse and Next mistake are pressed. The test then finds, on the page:

* the reason in words under the board (``.rwnb-review-words``): the same words as a
  replica app's analysis of the same game (the search is seeded), told in the game's
  terms - who takes the top in The Ring World, the points in Renaissance - after the move
  played and after the best move;
* the best move drawn on the board before the mistake: the picture differs, around the
  best move's place, from the same position with the choice cleared (Escape);
* the lines stepped by the keyboard: ArrowRight (the app has the focus) moves the step
  counter on ("1 of 1: after 50@5") and the board shows the position after the best move;
  the line after the move played shows another picture.

The games are built deterministically (tests/test_analysis.py's planted Ring World
blunder; a Renaissance game of seeded random moves); each step waits for what the page
shows (the message, the count of refreshes, the canvas's picture of the last refresh).

Needs Debian's ``chromium`` and Playwright (test extra); skipped with a message otherwise.
"""

from __future__ import annotations

import base64
import concurrent.futures
import html
import io
import pathlib
import re
import sys
from typing import Any

import numpy as np
import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()
from PIL import Image  # noqa: E402
from playwright.sync_api import expect  # noqa: E402
from test_analysis import planted_ringworld_record  # noqa: E402
from test_browser_apps import open_notebook  # noqa: E402
from test_review_reasons import renaissance_blunder_game  # noqa: E402

from ringworld_nb.renaissance.app import RenaissanceApp  # noqa: E402
from ringworld_nb.renaissance.draw.layout import cell_centre  # noqa: E402
from ringworld_nb.ringworld import RingWorld  # noqa: E402
from ringworld_nb.ringworld.app import RingWorldApp  # noqa: E402

NOTEBOOK = "reasons.ipynb"
PERSONS = ("person", "person")
#: a pixel counts as changed when one of its channels moved by more than this
CHANGED = 40
#: how near (px) to a move's place the picture must change
NEAR = 30


def ring_world_replica() -> RingWorldApp:
    app = RingWorldApp(3, interactive=False, animation=0, seats=PERSONS)
    app.replace_game(RingWorld.from_record(planted_ringworld_record()))
    return app


def renaissance_replica() -> RenaissanceApp:
    app = RenaissanceApp(interactive=False, seats=PERSONS)
    app.replace_game(renaissance_blunder_game())
    return app


#: per app (in the notebook's order): its file, its code, a replica with the same game,
#: the words of the game's terms the reason must use, and where (board points) the
#: best move is drawn: (the points, the point the best line's first move changes)
GAMES: list[dict[str, Any]] = [
    {"key": "ringworld", "file": "ring_world_blunder.json",
     "code": "RingWorldApp(3, seats=('person', 'person'))", "replica": ring_world_replica,
     "record": lambda: planted_ringworld_record(),
     "terms": ["After 50@3:", "Blue holds the top position and wins",
               "After 50@5 (best):", "Red holds the top position and wins"]},
    {"key": "renaissance", "file": "renaissance_blunder.json",
     "code": "RenaissanceApp(seats=('person', 'person'))", "replica": renaissance_replica,
     "record": lambda: renaissance_blunder_game().record(),
     "terms": ["After c3 (", "After e4 (best", "points"]},
]


def write_folder(folder: pathlib.Path) -> None:
    for game in GAMES:
        (folder / game["file"]).write_text(game["record"]().to_json())
    sources = ["%matplotlib widget\nfrom ringworld_nb import RingWorldApp, RenaissanceApp"]
    sources += [game["code"] for game in GAMES]
    bs.write_notebook(folder / NOTEBOOK, sources)


@pytest.fixture(scope="module")
def reasons_lab(lab):
    """The session's JupyterLab with the notebook and the two saved games; (URL, folder)."""
    write_folder(lab[1])
    return lab


def reviewed(make: Any) -> Any:
    """A replica app made by ``make()``, its game analysed and its first mistake shown.
    Made in a thread of its own: Playwright's event loop runs in the test's, and the app
    would analyse in slices on it (the page's app does so on the kernel's)."""
    def work() -> Any:
        replica = make()
        replica.game_review.analyse_button.click()
        replica.game_review.next_button.click()
        return replica

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(work).result()


def plain(markup: str) -> str:
    """The text of a widget's HTML, spaces folded (as the page's innerText reads)."""
    return " ".join(html.unescape(re.sub("<[^>]+>", "", markup.replace("<br>", " "))).split())


def picture(page, index: int) -> np.ndarray:
    """The board's picture (RGB, CSS px) of app ``index`` as the page shows it."""
    url = page.locator(".rwnb-app").nth(index).locator(bs.CANVAS_SELECTOR).first \
        .evaluate("(c) => c.toDataURL('image/png')")
    image = Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1]))).convert("RGB")
    box = page.locator(".rwnb-app").nth(index).locator(bs.CANVAS_SELECTOR).first \
        .bounding_box()
    size = (round(box["width"]), round(box["height"]))
    if image.size != size:  # a screen of more than one device pixel per CSS pixel
        image = image.resize(size)
    return np.asarray(image).astype(int)


def changed(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The pixels that differ between two pictures of one board (a mask)."""
    return np.abs(a - b).max(axis=2) > CHANGED


def changed_near(mask: np.ndarray, xy: tuple[float, float], radius: float = NEAR) -> int:
    """How many changed pixels are within ``radius`` px of canvas point ``xy``."""
    ys, xs = np.nonzero(mask)
    return int(np.sum((xs - xy[0]) ** 2 + (ys - xy[1]) ** 2 <= radius ** 2))


def canvas_xy(page, index: int, replica: Any, data_xy: Any) -> tuple[float, float]:
    """The canvas pixel (from its top left) of board point ``data_xy`` in app ``index``:
    the replica, made as large as the canvas in the page, maps it."""
    box = page.locator(".rwnb-app").nth(index).locator(bs.CANVAS_SELECTOR).first \
        .bounding_box()
    replica.board.resize(round(box["width"]), replica.game)
    px, py = replica.ax.transData.transform(data_xy)
    return float(px), float(replica.canvas.pixels[1] - py)


def best_places(key: str, replica: Any) -> list[tuple[float, float]]:
    """The board points where the reviewed mistake's best move is drawn."""
    position = replica.model.shown
    best = position.parse(replica.game_review.showing.best)
    if key == "ringworld":
        level, index = best.rotate
        return [tuple(position.board.centers(1)[best.place]),
                tuple(position.board.centers(level)[index])]
    return [cell_centre(best.cell)]


def step(page, index: int, do, counter: str) -> None:
    """``do()`` a step along the line; wait until the app has shown it (its count of
    refreshes grew, the line's counter says ``counter``, the board shows the picture)."""
    app = page.locator(".rwnb-app").nth(index)
    before, seen = bs.shown(page, index), bs.picture_number(page, index)
    do()
    bs.wait_shown(page, index, after=before)
    expect(app.locator(".rwnb-review-words").first.locator("xpath=..")).to_contain_text(
        counter)
    bs.wait_drawn(page, index, since=seen)


def test_analyse_and_next_mistake_show_the_reason_and_the_best_line_in_both_games(
        reasons_lab, browser) -> None:
    page = bs.new_page(browser, 1280, 800)
    try:
        open_notebook(page, reasons_lab, file_browser=True, name=NOTEBOOK, apps=len(GAMES))
        for index, game in enumerate(GAMES):
            key = game["key"]
            replica = reviewed(game["replica"])
            app = page.locator(".rwnb-app").nth(index)
            bs.to_top(page, index)
            # load the saved game by the Files tab (as a person would)
            app.locator(".lm-TabBar-tab, .p-TabBar-tab", has_text="Files").first.click()
            name_box = app.locator(".rwnb-filename input").first
            name_box.fill(game["file"])
            moves = len(replica.game.history)
            bs.act(page, index, app.locator("button", has_text="Load").first.click,
                   f"Loaded {moves} moves")
            # Graph (the review's buttons and words come with it), then Analyse: its
            # summary is said once the analysed game is shown
            before = bs.shown(page, index)
            app.locator("button", has_text="Graph").first.click()
            bs.wait_shown(page, index, after=before)
            app.locator(".rwnb-graph canvas").first.wait_for(state="visible")
            bs.wait_settled(page, [index])
            bs.act(page, index, app.locator("button", has_text="Analyse").first.click,
                   "Analysis of every move", whole=False, seconds=bs.AI_ANSWER)
            mistake = replica.game_review.showing
            assert mistake is not None and mistake.label == "blunder", key
            who = replica.player_name(mistake.mover)
            bs.to_top(page, index)
            bs.act(page, index, app.locator("button", has_text="Next mistake").first.click,
                   f"Move {mistake.number}: {who} played {mistake.played} - a blunder (??)")
            bs.wait_drawn(page, index)
            # the reason in words, under the board: the game's own terms
            told = " ".join(app.locator(".rwnb-review-words").first.inner_text().split())
            assert told == plain(replica.game_review.words.value), (key, told)
            for words in game["terms"]:
                assert words in told, (key, words, told)
            assert f"The best move {mistake.best}" in told, told
            line = replica.game_review.line()
            counter = app.locator(".rwnb-review-words").first.locator("xpath=..")
            expect(counter).to_contain_text(f"0 of {len(line)}: the board before the move")
            page.screenshot(path=str(bs.ARTIFACTS / f"reasons_{key}_mistake.png"))
            before_move = picture(page, index)
            # the best line stepped by the keyboard (the app has the focus: its button
            # was clicked last)
            step(page, index, lambda: page.keyboard.press("ArrowRight"),
                 f"1 of {len(line)}: after {line[0]}")
            after_best = picture(page, index)
            places = [canvas_xy(page, index, replica, xy)
                      for xy in best_places(key, replica)]
            moved = changed(before_move, after_best)
            assert changed_near(moved, places[-1]) > 20, (key, "the best move not played")
            page.screenshot(path=str(bs.ARTIFACTS / f"reasons_{key}_best_line.png"))
            if len(line) > 1:
                step(page, index, lambda: page.keyboard.press("ArrowRight"),
                     f"2 of {len(line)}: after {line[0]}, {line[1]}")
                step(page, index, lambda: page.keyboard.press("ArrowLeft"),
                     f"1 of {len(line)}: after {line[0]}")
                assert not changed(after_best, picture(page, index)).any(), key
            # the played line opens after its own first move, whatever step the best
            # line was at
            if len(line) > 1:
                step(page, index, lambda: page.keyboard.press("ArrowRight"),
                     f"2 of {len(line)}: after {line[0]}, {line[1]}")
            played = mistake.played_line
            played_button = app.locator("button", has_text="After the move played").first
            step(page, index, played_button.click, f"1 of {len(played)}: after {played[0]}")
            after_played = picture(page, index)
            assert changed(after_best, after_played).sum() > 200, key
            # the best move was drawn on the board before the mistake: with the choice
            # cleared (Escape closes the lines, Escape again clears it) it is not
            # the arrows step the line even just after the Mistakes of menu was used
            menu = app.locator(".widget-dropdown", has_text="Mistakes of").locator("select")
            step(page, index, lambda menu=menu: (menu.focus(), page.keyboard.press("ArrowLeft")),
                 f"0 of {len(played)}: the board before the move")
            assert not changed(before_move, picture(page, index)).any(), key
            bs.act(page, index, lambda: (page.keyboard.press("Escape"),
                                         page.keyboard.press("Escape")), "Choice cleared")
            bs.wait_drawn(page, index)
            cleared = picture(page, index)
            drawn = changed(before_move, cleared)
            for xy in places:
                assert changed_near(drawn, xy) > 20, (key, "the best move not drawn", xy)
            page.screenshot(path=str(bs.ARTIFACTS / f"reasons_{key}_cleared.png"))
    finally:
        page.close()
