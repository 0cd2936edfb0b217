"""A game reviewed and a puzzle solved in a real browser (issue 19).

JupyterLab at 1280x800: a Dice of Doom app loads a saved game (by the Files tab, as a
person would), Graph and Analyse are pressed, and a click on the blunder marked on the
graph puts the board before it, with the best move said. Then a puzzle is solved by clicks.
The pixels are found with replica apps of the same size; every step waits for what the
app shows after it (its message, its count of refreshes, the graph's canvas at its size).

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
from playwright.sync_api import expect  # noqa: E402
from test_browser_apps import open_notebook  # noqa: E402
from test_browser_levels import click_move  # noqa: E402

from ringworld_nb.dice import DiceOfDoom  # noqa: E402
from ringworld_nb.dice.app import DiceOfDoomApp  # noqa: E402
from ringworld_nb.trainers.puzzles import PuzzlePlayer  # noqa: E402

NOTEBOOK = "review.ipynb"
PUZZLE_GAME = "renaissance"


def blundered() -> DiceOfDoom:
    game = DiceOfDoom(3, seed=1)
    for move in ("b2-b3", "pass", "b1-c2"):  # B had a won game, and lost it here
        game.play(move)
    return game


def write_folder(folder: pathlib.Path) -> None:
    (folder / "blunder.json").write_text(blundered().record().to_json())
    sources = ["%matplotlib widget\nfrom ringworld_nb import DiceOfDoomApp\n"
               "from ringworld_nb.trainers.puzzles import PuzzlePlayer",
               "DiceOfDoomApp(3, seats=('person', 'person'))",
               f"PuzzlePlayer({PUZZLE_GAME!r}, progress='progress.json')"]
    bs.write_notebook(folder / NOTEBOOK, sources)


@pytest.fixture(scope="module")
def review_lab(lab):
    """The session's JupyterLab with the notebook and the saved game; (URL, folder)."""
    write_folder(lab[1])
    return lab


def graph_point(page, index: int, replica: Any, x: float, y: float) -> tuple[float, float]:
    """The page point of (move ``x``, ``y`` %) on app ``index``'s graph."""
    canvas = page.locator(".rwnb-app").nth(index).locator(".rwnb-graph canvas").first
    box = canvas.bounding_box()
    replica.graph_view.canvas.resize(round(box["width"]), round(box["height"]))
    replica.graph_view.refresh()
    replica.graph_view.graph.figure.canvas.draw()
    px, py = replica.graph_view.graph.win_ax.transData.transform((x, y))
    return box["x"] + px, box["y"] + replica.graph_view.canvas.pixels[1] - py


def test_analyse_a_loaded_game_click_the_blunder_then_solve_a_puzzle(review_lab,
                                                                      browser) -> None:
    folder = review_lab[1]
    page = bs.new_page(browser, 1280, 800)
    try:
        open_notebook(page, review_lab, file_browser=True, name=NOTEBOOK, apps=2)
        app = page.locator(".rwnb-app").nth(0)
        bs.to_top(page, 0)
        # load the saved game by the Files tab
        app.locator(".lm-TabBar-tab, .p-TabBar-tab", has_text="Files").first.click()
        name_box = app.locator(".rwnb-filename input").first
        name_box.fill("blunder.json")
        name_box.press("Enter")
        bs.act(page, 0, app.locator("button", has_text="Load").first.click, "Loaded 3 moves")
        # Graph (its canvas shown at its size), then Analyse
        before = bs.shown(page, 0)
        app.locator("button", has_text="Graph").first.click()
        bs.wait_shown(page, 0, after=before)
        graph = app.locator(".rwnb-graph canvas").first
        graph.wait_for(state="visible", timeout=bs.ms(bs.ROUND_TRIP))
        bs.wait_settled(page, [0])
        # (its summary is said once the analysed game is shown)
        bs.act(page, 0, app.locator("button", has_text="Analyse").first.click,
               "Analysis of every move", whole=False)
        replica = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
        replica.replace_game(blundered())
        replica.graph_view.toggle.value = True
        replica.game_review.analyse_button.click()
        graph.scroll_into_view_if_needed()
        point = graph_point(page, 0, replica, 2, 50)
        bs.act(page, 0, lambda: page.mouse.click(*point),  # the move before it
               "Reviewing the board after move 2")
        x, y = graph_point(page, 0, replica, 2.9, 96)  # the blunder's mark (??)
        bs.wait_drawn(page, 0, ".rwnb-graph canvas")
        page.screenshot(path=str(bs.ARTIFACTS / "review_graph_before_click.png"))
        bs.act(page, 0, lambda: page.mouse.click(x, y), "Move 3: B played b1-c2")
        said = app.locator(".rwnb-message").inner_text()
        assert "a blunder (??)" in said, said
        # the reason sits with the review's buttons: the best move and both lines in words
        why = app.locator(".rwnb-review-words")
        expect(why).to_contain_text("The best move b1-a1", timeout=bs.ms(bs.ROUND_TRIP))
        expect(why).to_contain_text("After b1-a1 (best")
        bs.wait_drawn(page, 0)
        page.screenshot(path=str(bs.ARTIFACTS / "review_blunder.png"))
        # a puzzle, solved by clicks
        bs.to_top(page, 1)
        puzzle_app = PuzzlePlayer(PUZZLE_GAME, progress=str(folder / "replica.json"))
        puzzle = puzzle_app.trainer.puzzle
        for text in puzzle.solution:
            if puzzle_app.game.to_move == puzzle.mover:
                move = puzzle_app.game.parse(text)
                click_move(page, 1, PUZZLE_GAME, puzzle_app, move)
                puzzle_app.play(move)
        bs.wait_message(page, 1, "Solved!")
        bs.wait_drawn(page, 1)
        page.screenshot(path=str(bs.ARTIFACTS / "puzzle_solved.png"))
        saved = json.loads((folder / "progress.json").read_text())
        assert saved["puzzles"]["attempts"] == {f"{PUZZLE_GAME}/{puzzle.id}": [1, 0]}
    finally:
        page.close()


MISTAKES_NOTEBOOK = "mistakes_keys.ipynb"
#: An app whose game is analysed (at once, in the cell) and whose Learn from mistakes is
#: open under it: the mistakes' board is an app inside the app.
MISTAKES_CELL = """from ringworld_nb import DiceOfDoomApp, analysis
from ringworld_nb.dice import DiceOfDoom
game = DiceOfDoom(3, seed=1)
for move in ("b2-b3", "pass", "b1-c2"):
    game.play(move)
app = DiceOfDoomApp(3, seats=("person", "person"))
app.replace_game(game)
app.game_review.analysis = analysis.analyse(game, strength="medium")
app.game_review.learn()
app"""


def test_learn_from_mistakes_board_is_reached_by_its_own_keys(lab, browser) -> None:
    """Issue 32 item 4, by keyboard: from a button of the mistakes' board, ``t`` goes to
    that board's own text board (it jumped to the main game's: the main app caught the
    key first), and Show me by its key reads the best move out."""

    url, folder = lab
    bs.write_notebook(folder / MISTAKES_NOTEBOOK, ["%matplotlib widget", MISTAKES_CELL])
    page = bs.new_page(browser, 1280, 800)
    page.add_init_script(bs.LIVE_LOG_JS)
    try:
        open_notebook(page, (url, folder), file_browser=False, name=MISTAKES_NOTEBOOK,
                      apps=2)
        inner = page.locator(".rwnb-app .rwnb-app").first
        inner.locator("button", has_text="Retry").first.focus()
        page.keyboard.press("t")
        page.wait_for_function(
            "() => { const a = document.activeElement; const twin = a && a.closest "
            "&& a.closest('.rwnb-twin'); return !!twin && !!twin.closest('.rwnb-app "
            ".rwnb-app'); }", timeout=bs.ms(bs.ROUND_TRIP))
        page.keyboard.press("w")  # Show me, from the board's own text board
        page.wait_for_function(
            "() => [...document.querySelectorAll('.rwnb-app .rwnb-app .rwnb-twin-live')]"
            ".some((l) => l.textContent.includes('The best move: b1-a1'))",
            timeout=bs.ms(bs.ROUND_TRIP))
        assert page.evaluate("() => !!document.activeElement.closest('.rwnb-app .rwnb-app')")
    finally:
        page.close()


def test_g_pressed_in_the_graph_leaves_the_focus_on_its_toggle(lab, browser) -> None:
    """Issue 32 item 4: ``g`` pressed on a button above the graph (Analyse, Learn from
    mistakes) hid the graph and the focus with it, to the page; it goes to Graph now."""
    url, folder = lab
    name = "graph_keys.ipynb"
    bs.write_notebook(folder / name, [
        "%matplotlib widget\nfrom ringworld_nb import DiceOfDoomApp",
        "DiceOfDoomApp(3, seats=('person', 'person'))"])
    page = bs.new_page(browser, 1280, 800)
    try:
        open_notebook(page, (url, folder), file_browser=False, name=name, apps=1)
        app = page.locator(".rwnb-app").first
        app.locator(".rwnb-graph-toggle").first.focus()
        page.keyboard.press("g")  # shown
        analyse = app.locator(".rwnb-graph button", has_text="Analyse").first
        expect(analyse).to_be_visible(timeout=bs.ms(bs.ROUND_TRIP))
        analyse.focus()
        page.keyboard.press("g")  # hidden, the focus on the toggle
        expect(analyse).to_be_hidden(timeout=bs.ms(bs.ROUND_TRIP))
        page.wait_for_function(
            "() => !!document.activeElement.closest('.rwnb-graph-toggle')",
            timeout=bs.ms(bs.ROUND_TRIP))
    finally:
        page.close()
