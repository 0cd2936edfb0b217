"""The level player in a real browser, as a learner meets it (issue 18).

JupyterLab at 1280x800 runs a notebook with the first level of each game. In each, by
clicks on the board and the app's buttons only: a wrong move first - it is refused at once,
the rule and its section are said and the mistake is marked - then the level's solution,
which earns the stars. Every click is mapped to the page by a replica app of the same
size, as a person would aim at what they see.

Needs Debian's ``chromium`` and Playwright (test extra); skipped with a message otherwise.
"""

from __future__ import annotations

import json
import pathlib
import sys
from typing import Any

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

_reason = bs.browser_missing() or bs.lab_missing()
if _reason:
    pytest.skip(_reason, allow_module_level=True)
from playwright.sync_api import sync_playwright  # noqa: E402
from test_browser_apps import open_notebook, to_top, wait_message  # noqa: E402

from ringworld_nb.learn import levels  # noqa: E402
from ringworld_nb.trainers.levels import LevelPlayer  # noqa: E402

GAMES = ("ringworld", "dice", "renaissance")
NOTEBOOK = "levels.ipynb"


def write_notebook(folder: pathlib.Path) -> None:
    sources = ["%matplotlib widget\nfrom ringworld_nb.trainers.levels import LevelPlayer"]
    sources += [f"LevelPlayer({game!r}, progress='progress.json')" for game in GAMES]
    bs.write_notebook(folder / NOTEBOOK, sources)


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    work = tmp_path_factory.mktemp("levels")
    notebooks = work / "notebooks"
    notebooks.mkdir()
    write_notebook(notebooks)
    with bs.lab_server(notebooks, work) as url:
        yield url, notebooks


def data_point(game_name: str, game: Any, target: Any) -> tuple[float, float]:
    """Where ``target`` (what the game's input takes for a click) is on the board."""
    if game_name == "ringworld":
        level, index = target
        return tuple(game.board.centers(level)[index])
    if game_name == "dice":
        return tuple(game.board.centers()[game.board.index(target)])
    from ringworld_nb.renaissance.draw.layout import cell_centre

    kind, cell = target
    assert kind == "cell", target
    return cell_centre(cell)


def click_move(page, index: int, game_name: str, replica, move: Any) -> None:
    """Enter ``move`` by the clicks a person makes: the board, the piece and the buttons."""
    app = page.locator(".rwnb-app").nth(index)
    canvas = app.locator("canvas").first
    for method, target in replica.input.clicks_for(replica.game, move):
        if method == "click":
            box = canvas.bounding_box()
            replica.board.resize(round(box["width"]), replica.game)
            px, py = replica.ax.transData.transform(
                data_point(game_name, replica.game, target))
            page.mouse.click(box["x"] + px, box["y"] + replica.canvas.pixels[1] - py)
        elif method == "choose_kind":
            app.locator("button", has_text=f"{target} \u00d7").click()
        else:
            label = {"submit": "Submit", "end_turn": "End turn", "turn": "Turn",
                     "flip": "Flip", "place": "Place"}[method]
            app.locator("button", has_text=label).first.click()
        page.wait_for_timeout(700)  # the kernel answers each click before the next


def wrong_move(game_name: str) -> Any:
    """A legal move of the first level that the level refuses as wrong."""
    level = levels(game_name)[0]
    game = level.start()
    for move in game.legal_moves():
        if level.begin().play(move).kind == "wrong":
            return move
    raise AssertionError(f"no wrong move in {level.key}")


def test_one_level_per_game_by_clicks_a_mistake_then_the_solution_then_stars(lab) -> None:
    url, folder = lab
    with sync_playwright() as p:
        browser = bs.launch_chromium(p)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        try:
            open_notebook(page, url, file_browser=True, name=NOTEBOOK, apps=len(GAMES))
            for index, game_name in enumerate(GAMES):
                level = levels(game_name)[0]
                replica = LevelPlayer(game_name, progress=str(folder / "replica.json"))
                replica.interactive = False
                to_top(page, index)
                click_move(page, index, game_name, replica, wrong_move(game_name))
                wait_message(page, index, "Not this one")
                page.wait_for_timeout(2500)  # the move is shown, then the mark
                app = page.locator(".rwnb-app").nth(index)
                said = app.locator(".rwnb-message").inner_text()
                assert f"\u00a7{level.section}" in said, said
                page.screenshot(path=str(bs.ARTIFACTS / f"level_{game_name}_mistake.png"))
                replica = LevelPlayer(game_name, progress=str(folder / "replica.json"))
                for text in level.solution:
                    click_move(page, index, game_name, replica, replica.game.parse(text))
                    replica.play(replica.game.parse(text))
                wait_message(page, index, "Done")
                page.screenshot(path=str(bs.ARTIFACTS / f"level_{game_name}_done.png"))
                assert "\u2605" in app.inner_text()  # the stars earned
            saved = json.loads((folder / "progress.json").read_text())
            assert {f"{g}/{levels(g)[0].key}" for g in GAMES} <= set(saved["stars"])
        finally:
            page.close()
            browser.close()
