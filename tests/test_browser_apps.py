"""The three apps in a real browser, as a newcomer meets them (issue 16).

JupyterLab at 1280x800 - the laptop of the issue: with the file browser open the
notebook's output column is about 848 px wide and 680 px of it is in view - runs one
notebook with The Ring World (L3 and L4), Renaissance and the four-player 10x10 Dice of
Doom. For each app, scrolled to its top:

* the board, the button that plays the move and the message that says what happened are
  in view together, without scrolling (after a move played by clicks);
* the apps' keys act in the app and never reach JupyterLab's command mode (in command
  mode "r" would turn the cell into a Raw cell and "d d" delete it).

Then with the file browser closed (a wider column) every board is at least as large.
The three play notebooks in Voila (the README's app links), a move played by clicks in
each, are in ``test_browser_axe.py`` (the same page is audited there).

Needs Debian's ``chromium`` and Playwright (test extra); skipped with a message otherwise.
"""

from __future__ import annotations

import json
import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()
from ringworld_nb.dice import DiceOfDoom  # noqa: E402
from ringworld_nb.dice.app import DiceOfDoomApp  # noqa: E402
from ringworld_nb.renaissance.app import RenaissanceApp  # noqa: E402
from ringworld_nb.ringworld.app import RingWorldApp  # noqa: E402

WIDTH, HEIGHT = 1280, 800
#: (key, the app's code in the notebook, the button that plays a move, a replica to map
#: board points to pixels)
APPS = [
    ("ringworld3", "RingWorldApp(3, seats=('person', 'person'))", "Submit",
     lambda: RingWorldApp(3, interactive=False, animation=0, seats=("person", "person"))),
    ("ringworld4", "RingWorldApp(4, seats=('person', 'person'))", "Submit",
     lambda: RingWorldApp(4, interactive=False, animation=0, seats=("person", "person"))),
    ("renaissance", "RenaissanceApp(seats=('person', 'person'))", "Place",
     lambda: RenaissanceApp(interactive=False, seats=("person", "person"))),
    ("dice10", "DiceOfDoomApp(10, 4, seats=['person'] * 4)", "End turn",
     lambda: DiceOfDoomApp(10, 4, interactive=False, seats=["person"] * 4)),
]
NOTEBOOK = "apps.ipynb"
#: JavaScript: app ``index``'s board is at least ``width`` px wide
WIDER_JS = """([index, width]) => document.querySelectorAll('.rwnb-app')[index]
  .querySelector('canvas').getBoundingClientRect().width >= width"""


BOXES_JS = """([index, label]) => {
  const app = document.querySelectorAll('.rwnb-app')[index];
  const box = (e) => { if (!e) return null; const r = e.getBoundingClientRect();
                       return {x: r.left, y: r.top, width: r.width, height: r.height}; };
  const view = document.querySelector('.jp-WindowedPanel-outer') || document.documentElement;
  const button = [...app.querySelectorAll('button')].find(
      (b) => b.textContent.trim() === label);
  return {canvas: box(app.querySelector('canvas')), button: box(button),
          message: box(app.querySelector('.rwnb-message')),
          view: box(view), inner: [innerWidth, innerHeight]};
}"""


def write_notebook(folder: pathlib.Path, name: str = NOTEBOOK) -> pathlib.Path:
    cells = [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
              "source": "%matplotlib widget\nfrom ringworld_nb import RingWorldApp, "
                        "RenaissanceApp, DiceOfDoomApp"}]
    cells += [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
               "source": code} for _, code, _, _ in APPS]
    for i, cell in enumerate(cells):
        cell["id"] = f"cell-{i}"
    nb = {"cells": cells, "metadata": {"kernelspec": {"name": "python3",
                                                       "display_name": "Python 3",
                                                       "language": "python"}},
          "nbformat": 4, "nbformat_minor": 5}
    path = folder / name
    path.write_text(json.dumps(nb))
    return path


@pytest.fixture(scope="module")
def apps_lab(lab):
    """The session's JupyterLab with the notebook of the apps; yields (URL, folder)."""
    url, folder = lab
    write_notebook(folder)
    return url, folder


def open_notebook(page, lab, *, file_browser: bool, name: str = NOTEBOOK,
                  apps: int = len(APPS)) -> None:
    """Open the notebook of the ``lab`` fixture's folder, the file browser open or
    closed, run every cell, wait until the ``apps`` apps are shown fitted to their
    column."""
    url, folder = lab
    try:
        bs.open_in_lab(page, url, f"{folder.name}/{name}", file_browser=file_browser)
        bs.wait_settled(page, apps)
    except Exception:
        page.screenshot(path=str(bs.ARTIFACTS / f"apps_timeout_{name[:-6]}.png"))
        raise


def inside(box: dict, view: dict) -> bool:
    return (box["x"] >= view["x"] - 1 and box["y"] >= view["y"] - 1
            and box["x"] + box["width"] <= view["x"] + view["width"] + 1
            and box["y"] + box["height"] <= view["y"] + view["height"] + 1)


def page_point(page, index: int, replica, data_xy) -> tuple[float, float]:
    """The page point of board point ``data_xy`` in app ``index``: the replica app, made
    as large as the canvas in the page, maps it to pixels."""
    canvas = page.locator(".rwnb-app").nth(index).locator("canvas").first
    box = canvas.bounding_box()
    replica.board.resize(round(box["width"]), replica.game)
    px, py = replica.ax.transData.transform(data_xy)
    height = replica.canvas.pixels[1]
    return box["x"] + px, box["y"] + (height - py)


def play_one_move(page, index: int, key: str, replica) -> None:
    """Play a move by clicks in app ``index``; wait until the app has shown it whole (its
    message says the move, its board shows the picture of it)."""
    app = page.locator(".rwnb-app").nth(index)

    def click(xy):
        return lambda: page.mouse.click(*page_point(page, index, replica, xy))

    if key.startswith("ringworld"):
        game = replica.game
        place = game.legal_placements()[3]
        ring = game.legal_rotations(place)[0]
        bs.act(page, index, click(game.board.centers(1)[place]), "Place on")
        bs.act(page, index, click(game.board.centers(ring[0])[ring[1]]), "Turn ")
        bs.act(page, index, app.locator("button", has_text="Submit").click, "Red played")
    elif key == "renaissance":
        bs.act(page, index, app.locator("button", has_text="domino, 4 left").click,
               "Domino chosen")
        bs.act(page, index, click((0.5, 0.5)), "fits")  # the cell a1
        bs.act(page, index, click((0.5, 0.5)), "Silver placed")
    else:
        game: DiceOfDoom = replica.game
        src = game.attack_sources()[0]
        dst = game.targets(src)[0]
        centres = game.board.centers()
        bs.act(page, index, click(centres[game.board.index(src)]), "Attack from")
        bs.act(page, index, click(centres[game.board.index(dst)]), "A attacks")
    bs.wait_still(page, index)  # a move shown frame by frame has been shown
    bs.wait_drawn(page, index)


def test_at_1280x800_board_button_and_message_are_in_view_and_keys_stay_in_the_app(
        apps_lab, browser) -> None:
    page = bs.new_page(browser, WIDTH, HEIGHT)
    try:
        open_notebook(page, apps_lab, file_browser=True)
        cells = page.evaluate(bs.CELL_KINDS_JS)
        narrow = {}
        for index, (key, _, label, make) in enumerate(APPS):
            bs.to_top(page, index)
            play_one_move(page, index, key, make())
            bs.to_top(page, index)
            boxes = page.evaluate(BOXES_JS, [index, label])
            page.screenshot(path=str(bs.ARTIFACTS / f"apps_1280x800_{key}.png"))
            assert boxes["view"]["width"] > 800, boxes  # the column of the issue
            for part in ("canvas", "button", "message"):
                assert boxes[part] is not None, (key, part)
                assert inside(boxes[part], boxes["view"]), (key, part, boxes)
            narrow[key] = boxes["canvas"]["width"]
        # the keys: r and f turn the chosen piece, and never reach JupyterLab
        index = [k for k, *_ in APPS].index("renaissance")
        bs.to_top(page, index)
        app = page.locator(".rwnb-app").nth(index)
        bs.act(page, index, app.locator("button", has_text="I triomino,").click,
               "I triomino chosen")
        for key, words in (("r", "turned"), ("f", "turned over")):
            bs.act(page, index, lambda key=key: page.keyboard.press(key), words)
        app.locator(".rwnb-status").click()  # not a button: the app keeps the focus

        def keys() -> None:
            for key in ("r", "d", "d", "Escape"):
                page.keyboard.press(key)

        bs.act(page, index, keys, "cleared")
        assert page.evaluate(bs.CELL_KINDS_JS) == cells  # no Raw cell, none deleted
        # a wider column (the file browser closed, as a person does) never gets a
        # smaller board: each app fits itself to it again
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab[data-id='filebrowser']").click()
        page.locator(".jp-FileBrowser").first.wait_for(state="hidden")
        for index, (key, _, _, _) in enumerate(APPS):
            bs.to_top(page, index)
            try:
                page.wait_for_function(WIDER_JS, arg=[index, narrow[key] - 1],
                                       timeout=bs.ms(bs.ROUND_TRIP))
            except Exception as err:
                width = page.locator(".rwnb-app").nth(index).locator("canvas").first \
                    .bounding_box()["width"]
                raise AssertionError(f"{key}: the board is {width} px wide in the wider "
                                     f"column, {narrow[key]} px in the narrower") from err
            bs.wait_drawn(page, index)
            page.screenshot(path=str(bs.ARTIFACTS / f"apps_1280x800_wide_{key}.png"))
    finally:
        page.close()
