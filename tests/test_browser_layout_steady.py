"""Nothing moves under the pointer, and nothing is cut, in a real browser (trial 24b,
item 11 and item 2).

JupyterLab at 1280x800 runs a Dice of Doom app with its graph and a review line's words
under the board, a Renaissance app on its empty board, and a Dice of Doom puzzle player.
Each check measures bounding boxes before and after what a person does:

* the review line's words grow long ("12 of 12: after ..."): the right column stays
  where it is (it moved 29 px in Dice of Doom, 60 px in The Ring World);
* "no piece chosen" beside Turn and Flip is one line (it wrapped in two);
* the Theme menu fits its tab, and after a theme is chosen with the keyboard the tab's
  words keep their first letters (the tab scrolled sideways by 10 px);
* a puzzle's header gaining its themes after a wrong try does not push the board down
  (it moved 29 px).

Needs Debian's ``chromium`` and Playwright (test extra); skipped with a message otherwise.
"""

from __future__ import annotations

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()
from playwright.sync_api import expect  # noqa: E402
from test_browser_apps import open_notebook  # noqa: E402
from test_browser_levels import click_move  # noqa: E402

from ringworld_nb import puzzles as pz  # noqa: E402
from ringworld_nb.trainers.puzzles import PuzzlePlayer  # noqa: E402

NOTEBOOK = "layout_steady.ipynb"
#: The review line's words of trial 24b, and a longer line.
SHORT = "1 of 6: after 47@5 (keys \u2190 \u2192 step it, Escape closes it)"
LONG = ("12 of 12: after 47@5, 14@1, 36@5, 13@0, -@4, -@0, 47@5, 14@1, 36@5, 13@0, "
        "-@4, -@0 (keys \u2190 \u2192 step it, Escape closes it)")
#: The right column's landmark: the typed move's box.
PANEL = "input[placeholder='a move, or ? for help']"
PUZZLE_GAME = "dice"
#: Apps on the page, in order.
DICE, RENAISSANCE, PUZZLE = 0, 1, 2


@pytest.fixture(scope="module")
def steady_lab(lab):
    """The notebook: a Dice of Doom app with its graph and a line's words shown (and a
    button that makes them long), a Renaissance app, a puzzle player."""
    show_line = (
        "from ringworld_nb.ui.controls import show\n"
        "dice.graph_view.show()\n"
        "show(dice.game_review.line_row, True)\n"
        f"dice.game_review.line_words.value = '<small>{SHORT}</small>'\n"
        "grow = w.Button(description='Long words')\n"
        "grow.on_click(lambda _: setattr(dice.game_review.line_words, 'value', "
        f"'<small>{LONG}</small>'))\n"
        "grow")
    bs.write_notebook(lab[1] / NOTEBOOK, [
        "%matplotlib widget\nimport ipywidgets as w\n"
        "from ringworld_nb import DiceOfDoomApp, RenaissanceApp\n"
        "from ringworld_nb.trainers.puzzles import PuzzlePlayer",
        "dice = DiceOfDoomApp(5, seats=('person', 'person'))\ndice",
        show_line,
        "RenaissanceApp(seats=('person', 'person'))",
        f"PuzzlePlayer({PUZZLE_GAME!r}, progress='steady_progress.json')"])
    return lab


@pytest.fixture(scope="module")
def page(steady_lab, browser):
    page = bs.new_page(browser, 1280, 800)
    open_notebook(page, steady_lab, file_browser=True, name=NOTEBOOK, apps=3)
    yield page
    page.close()


def box(page, index: int, selector: str) -> dict:
    return page.locator(".rwnb-app").nth(index).locator(selector).first.bounding_box()


def shot(page, name: str) -> None:
    page.screenshot(path=str(bs.ARTIFACTS / f"steady_{name}.png"))


def test_long_line_words_move_no_column(page) -> None:
    """The words wrap in the board's column: the right column and the board stay."""
    bs.to_top(page, DICE)
    bs.wait_idle(page, DICE)
    words = page.locator(".rwnb-app").nth(DICE).locator(".rwnb-line-words").first
    words.scroll_into_view_if_needed()
    before, board = box(page, DICE, PANEL), box(page, DICE, bs.CANVAS_SELECTOR)
    shot(page, "line_words_short")
    page.get_by_role("button", name="Long words").click()
    words.filter(has_text="12 of 12").wait_for(timeout=bs.ms(bs.ROUND_TRIP))
    bs.wait_idle(page, DICE)
    shot(page, "line_words_long")
    after = box(page, DICE, PANEL)
    assert abs(after["x"] - before["x"]) <= 1, (before, after)
    assert abs(box(page, DICE, bs.CANVAS_SELECTOR)["x"] - board["x"]) <= 1
    said = words.bounding_box()
    assert said["x"] + said["width"] <= after["x"], (said, after)  # left of the panel
    assert said["height"] > 20  # (wrapped on two lines, not cut)


def test_no_piece_chosen_is_one_line_beside_turn_and_flip(page) -> None:
    bs.to_top(page, RENAISSANCE)
    app = page.locator(".rwnb-app").nth(RENAISSANCE)
    words = app.locator("i", has_text="no piece chosen").first
    turn = app.locator("button", has_text="Turn").first
    shot(page, "no_piece_chosen")
    said, button = words.bounding_box(), turn.bounding_box()
    line = words.evaluate("(e) => parseFloat(getComputedStyle(e).lineHeight) || "
                          "1.4 * parseFloat(getComputedStyle(e).fontSize)")
    assert said["height"] < 1.5 * line, (said, line)
    assert said["x"] + said["width"] <= button["x"], (said, button)
    assert abs((said["y"] + said["height"] / 2) - (button["y"] + button["height"] / 2)) < 12


def wrong_try(replica) -> object:
    """A move the puzzle refuses (one click or two)."""
    game, puzzle = replica.game, replica.trainer.puzzle
    for move in game.legal_moves():
        if pz.check(puzzle, [], move).status == pz.WRONG:
            return move
    raise AssertionError(f"{puzzle.id}: no wrong move")


def test_the_header_gaining_its_themes_does_not_push_the_board_down(page,
                                                                     steady_lab) -> None:
    folder = steady_lab[1]
    replica = PuzzlePlayer(PUZZLE_GAME, progress=str(folder / "steady_replica.json"))
    bs.to_top(page, PUZZLE)
    bs.wait_drawn(page, PUZZLE)
    bs.wait_still(page, PUZZLE)
    app = page.locator(".rwnb-app").nth(PUZZLE)
    header = app.locator(".rwnb-goal").first
    board = box(page, PUZZLE, bs.CANVAS_SELECTOR)
    assert "themes:" not in header.inner_text()
    shot(page, "puzzle_before_try")
    move = wrong_try(replica)
    click_move(page, PUZZLE, PUZZLE_GAME, replica, move)
    page.wait_for_function(
        "() => document.querySelectorAll('.rwnb-app')[2].querySelector('.rwnb-goal')"
        ".innerText.includes('themes:')", timeout=bs.ms(bs.ROUND_TRIP))
    bs.wait_still(page, PUZZLE)
    shot(page, "puzzle_after_try")
    after = box(page, PUZZLE, bs.CANVAS_SELECTOR)
    assert abs(after["y"] - board["y"]) <= 1 and abs(after["x"] - board["x"]) <= 1, \
        (board, after)


def test_the_theme_menu_fits_its_tab_and_the_words_keep_their_first_letters(page) -> None:
    bs.to_top(page, PUZZLE)
    app = page.locator(".rwnb-app").nth(PUZZLE)
    tab = app.locator(".rwnb-trainer-tab").first
    select = tab.locator("select").first
    select.scroll_into_view_if_needed()
    panel = tab.locator("xpath=..")  # (the tabs' panel)
    edge = panel.bounding_box()
    menu = select.bounding_box()
    assert menu["x"] + menu["width"] <= edge["x"] + edge["width"] - 1, (menu, edge)
    # a theme chosen with the menu focused, as in the trial (the keys of a closed menu
    # differ between platforms: the option is chosen by Playwright)
    select.focus()
    select.select_option(index=2)
    bs.wait_message(page, PUZZLE, "Now puzzles of the theme", after=None)
    bs.wait_still(page, PUZZLE)
    shot(page, "theme_chosen")
    edge = panel.bounding_box()
    scrolled = panel.evaluate("(e) => e.scrollLeft")
    words = tab.locator(".widget-html").last.bounding_box()
    assert scrolled == 0 and words["x"] >= edge["x"], (scrolled, words, edge)
    assert tab.evaluate("(e) => e.scrollLeft") == 0
    menu = select.bounding_box()
    assert menu["x"] + menu["width"] <= edge["x"] + edge["width"] - 1, (menu, edge)


#: JavaScript: the index of the notebook's active cell.
ACTIVE_CELL_JS = """() => [...document.querySelectorAll('.jp-Notebook .jp-Cell')]
  .findIndex((c) => c.classList.contains('jp-mod-active'))"""


def test_a_menu_takes_its_arrow_keys_and_the_notebook_does_not(page) -> None:
    """A menu (here the puzzles' Theme) is changed with ↑ and ↓ once it has the focus, as
    anywhere on the web; in JupyterLab's command mode those keys would move the active
    cell: trial 24c saw ↓ do nothing and ↑ move the cell. The keys stay the menu's."""
    app = page.locator(".rwnb-app").nth(PUZZLE)
    menu = app.locator(".rwnb-trainer-tab").first.locator("select").first
    menu.scroll_into_view_if_needed()
    menu.focus()
    cell = page.evaluate(ACTIVE_CELL_JS)
    first = menu.input_value()
    page.keyboard.press("ArrowDown")
    expect(menu).not_to_have_value(first, timeout=bs.ms(bs.ROUND_TRIP))
    page.keyboard.press("ArrowUp")
    expect(menu).to_have_value(first, timeout=bs.ms(bs.ROUND_TRIP))
    assert page.evaluate(ACTIVE_CELL_JS) == cell, "an arrow key moved the active cell"
    # the choice reaches the kernel: the player says the theme chosen
    before = bs.shown(page, PUZZLE)
    page.keyboard.press("ArrowDown")
    bs.wait_message(page, PUZZLE, "Now puzzles of the theme", after=before)
    assert page.evaluate(ACTIVE_CELL_JS) == cell
