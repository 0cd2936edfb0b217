"""The level player in a real browser, as a learner meets it (issue 18).

JupyterLab at 1280x800 runs a notebook with the first level of each game. In each, by
clicks on the board and the app's buttons only: a wrong move first - it is refused at once,
the rule and its section are said and the mistake is marked - then the level's solution,
which earns the stars. Every click is mapped to the page by a replica app of the same
size, as a person would aim at what they see, and is made once the app has shown the
answer to the last one (its count of refreshes has grown); a move the level plays is
shown on the board (the move and the replies), and the app refreshes once more when the
showing is over: the next move waits for that too (a click meanwhile would be refused).

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

bs.skip_without_lab()
from board_points import INPUT_BUTTONS, data_point  # noqa: E402
from test_browser_apps import open_notebook  # noqa: E402

from ringworld_nb.learn import levels  # noqa: E402
from ringworld_nb.renaissance.words import KIND_NAMES  # noqa: E402
from ringworld_nb.trainers.levels import LevelPlayer  # noqa: E402

GAMES = ("ringworld", "dice", "renaissance")
NOTEBOOK = "levels.ipynb"


def write_notebook(folder: pathlib.Path) -> None:
    sources = ["%matplotlib widget\nfrom ringworld_nb.trainers.levels import LevelPlayer"]
    sources += [f"LevelPlayer({game!r}, progress='progress.json')" for game in GAMES]
    bs.write_notebook(folder / NOTEBOOK, sources)


@pytest.fixture(scope="module")
def levels_lab(lab):
    """The session's JupyterLab with the notebook of the levels; (URL, folder)."""
    write_notebook(lab[1])
    return lab


def click_move(page, index: int, game_name: str, replica, move: Any, *,
               shown: bool = False) -> None:
    """Enter ``move`` by the clicks a person makes: the board, the piece and the buttons,
    each once the app has answered the last; then wait until the app has answered the
    move and, when it ``shown`` it (the level shows the moves it plays), until the
    showing is over."""
    app = page.locator(".rwnb-app").nth(index)
    canvas = app.locator("canvas").first
    for method, target in replica.input.clicks_for(replica.game, move):
        before = bs.shown(page, index)
        if method == "click":
            box = canvas.bounding_box()
            replica.board.resize(round(box["width"]), replica.game)
            px, py = replica.ax.transData.transform(
                data_point(game_name, replica.game, target))
            page.mouse.click(box["x"] + px, box["y"] + replica.canvas.pixels[1] - py)
        elif method == "choose_kind":
            app.locator("button", has_text=f"{KIND_NAMES[target]}, ").click()
        else:
            app.locator("button", has_text=INPUT_BUTTONS[method]).first.click()
        bs.wait_shown(page, index, after=before)  # the kernel answered the click
    if shown:
        bs.wait_shown(page, index, after=before + 1)  # the move shown, then the refresh


def wrong_move(game_name: str) -> Any:
    """A legal move of the first level that the level refuses as wrong."""
    level = levels(game_name)[0]
    game = level.start()
    for move in game.legal_moves():
        if level.begin().play(move).kind == "wrong":
            return move
    raise AssertionError(f"no wrong move in {level.key}")


def test_one_level_per_game_by_clicks_a_mistake_then_the_solution_then_stars(
        levels_lab, browser) -> None:
    folder = levels_lab[1]
    page = bs.new_page(browser, 1280, 800)
    try:
        open_notebook(page, levels_lab, file_browser=True, name=NOTEBOOK, apps=len(GAMES))
        for index, game_name in enumerate(GAMES):
            level = levels(game_name)[0]
            replica = LevelPlayer(game_name, progress=str(folder / "replica.json"))
            replica.interactive = False
            bs.to_top(page, index)
            wrong = wrong_move(game_name)
            shown = bool(level.begin().play(wrong).played)
            click_move(page, index, game_name, replica, wrong, shown=shown)
            bs.wait_message(page, index, "Not this one")
            app = page.locator(".rwnb-app").nth(index)
            said = app.locator(".rwnb-message").inner_text()
            assert f"\u00a7{level.section}" in said, said
            bs.wait_drawn(page, index)  # the mistake marked
            page.screenshot(path=str(bs.ARTIFACTS / f"level_{game_name}_mistake.png"))
            replica = LevelPlayer(game_name, progress=str(folder / "replica.json"))
            run = level.begin()
            for text in level.solution:
                move = replica.game.parse(text)
                shown = bool(run.play(move).played)
                click_move(page, index, game_name, replica, move, shown=shown)
                replica.play(move)
            bs.wait_message(page, index, "Done")
            bs.wait_drawn(page, index)
            page.screenshot(path=str(bs.ARTIFACTS / f"level_{game_name}_done.png"))
            assert "\u2605" in app.inner_text()  # the stars earned
        saved = json.loads((folder / "progress.json").read_text())
        assert {f"{g}/{levels(g)[0].key}" for g in GAMES} <= set(saved["stars"])
    finally:
        page.close()


def test_levels_by_keyboard_the_focus_stays_the_goal_is_read_and_n_is_next_level(
        levels_lab, browser) -> None:
    """Issue 29 item 4, issue 32 item 3, by keyboard only: Enter on a level in the Levels
    tab keeps the focus in the app (it fell to the page's body, where ``m`` and ``t`` did
    nothing), the level's goal is read out in the live region, ``m`` then reaches the
    move box, and ``n`` opens the next level once this one is done (and reads its goal)."""
    from test_browser_keyboard import live_log, wait_said

    url, folder = levels_lab
    name = "levels_keys.ipynb"
    bs.write_notebook(folder / name, [
        "%matplotlib widget\nfrom ringworld_nb.trainers.levels import LevelPlayer",
        "LevelPlayer('ringworld', progress='keys_progress.json')"])
    all_levels = levels("ringworld")
    second, third = all_levels[1], all_levels[2]
    in_app = "() => !!document.activeElement && !!document.activeElement.closest('.rwnb-app')"
    page = bs.new_page(browser, 1280, 800)
    page.add_init_script(bs.LIVE_LOG_JS)
    try:
        open_notebook(page, (url, folder), file_browser=False, name=name, apps=1)
        app = page.locator(".rwnb-app").first
        choice = app.locator(".rwnb-trainer-tab button", has_text="2. ").first
        choice.focus()
        before = len(live_log(page))
        page.keyboard.press("Enter")
        wait_said(page, before, f"Level 2 of {len(all_levels)}: {second.name}.*Goal:",
                  bs.ROUND_TRIP)
        assert page.evaluate(in_app), "the focus left the app after choosing a level"
        page.keyboard.press("m")
        page.wait_for_function("() => document.activeElement && "
                               "document.activeElement.closest('.rwnb-field-move')",
                               timeout=bs.ms(bs.ROUND_TRIP))
        before = len(live_log(page))
        page.keyboard.type(second.solution[0])
        page.keyboard.press("Enter")
        wait_said(page, before, "Done", bs.ROUND_TRIP)
        page.keyboard.press("Escape")  # out of the move box, into the app
        page.wait_for_function(in_app + " && document.activeElement.tagName !== 'INPUT'",
                               timeout=bs.ms(bs.ROUND_TRIP))
        before = len(live_log(page))
        page.keyboard.press("n")
        wait_said(page, before, f"Level 3 of {len(all_levels)}: {third.name}.*Goal:",
                  bs.ROUND_TRIP)
        assert page.evaluate(in_app), "the focus left the app after Next level"
    finally:
        page.close()
