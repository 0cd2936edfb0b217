"""Renaissance's pieces and the hint by keyboard alone, read out (issue 29 items 8 and 9,
issue 32 item 5): JupyterLab at 1280x800, no mouse event.

A piece was reached by Shift+Tab eight times, to a button named "D x4"; the
preparation's monomino needed Tab; a hint in Phase 1 or of the preparation had no key to
play it, and its words spoke of clicks. Here, after the one jump to the app's **Text
board** button (as a screen reader's user jumps to a control by its name) and ``t``
into the text twin, only keys:

* the setup: ``]`` and ``[`` go through the pieces of the pool, each choice read out in
  the live region with how many are left; the palette's buttons are named in words
  ("domino, 4 left") in the accessibility tree; ``h`` reads out a hint that names the
  key to play it, and ``y`` plays it;
* the preparation of Phase 2: ``]`` and ``[`` choose the monomino or a marker, read out;
  Enter on a cell of the twin puts the item chosen and the live region says which; then
  ``h`` and ``y`` play a hint there too.

The notebook's cells are the same kinds and count after all those keys.
Needs Debian's ``chromium`` and Playwright (test extra); skipped with a message otherwise.
"""

from __future__ import annotations

import pathlib
import re
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()

from test_browser_keyboard import (  # noqa: E402
    Keys,
    first,
    live_log,
    record,
    wait_said,
)

WIDTH, HEIGHT = 1280, 800
IMPORTS = ("%matplotlib widget\nfrom ringworld_nb import RenaissanceApp\n"
           "from ringworld_nb.renaissance import Renaissance")
#: Two people at one screen: a set at its setup, and Phase 2 alone at its preparation.
APPS = {
    "setup": "RenaissanceApp(seats=('person', 'person'))",
    "prep": "RenaissanceApp(Renaissance.phase2_only(['D', 'T4', 'V3'], ['D', 'I3', 'L4']), "
            "seats=('person', 'person'))",
}
#: A hint read out: its move, and the key that plays it.
HINT = r"^Hint \(AI medium\): (\S+) - .* Press y to play it\."
NO_MOUSE_JS = """() => { window.rwnbMouse = [];
  for (const kind of ['mousedown', 'mouseup', 'click', 'pointerdown', 'dblclick'])
    document.addEventListener(kind, (e) => { if (e.isTrusted) window.rwnbMouse.push(kind); },
                              true); }"""


@pytest.fixture(scope="module")
def hint_lab(lab):
    """The session's JupyterLab with one notebook an app."""
    url, folder = lab
    for name, code in APPS.items():
        bs.write_notebook(folder / f"hint_keys_{name}.ipynb", [IMPORTS, code])
    return url, folder


def open_app(browser, hint_lab, name: str):
    """A page with the notebook ``name`` run, the live region logged, the mouse watched,
    and the focus in the text twin (one jump, then ``t``); (page, keys, the cells)."""
    url, folder = hint_lab
    page = bs.new_page(browser, WIDTH, HEIGHT)
    page.add_init_script(bs.LIVE_LOG_JS)
    bs.open_in_lab(page, url, f"{folder.name}/hint_keys_{name}.ipynb", file_browser=False)
    bs.wait_settled(page, 1)
    bs.wait_idle(page, 0)
    page.evaluate(NO_MOUSE_JS)
    cells = page.evaluate(bs.CELL_KINDS_JS)
    keys = Keys(page)
    page.locator(".rwnb-app button", has_text="Text board").first.focus()
    keys.into_twin()
    return page, keys, cells


def said_after(keys: Keys, key: str, pattern: str, seconds: float = bs.ROUND_TRIP) -> str:
    """Press ``key``; the live region's next text that matches ``pattern``."""
    before = len(live_log(keys.page))
    keys.press(key)
    return wait_said(keys.page, before, pattern, seconds)


def hint_played(keys: Keys, played: str) -> str:
    """``h``, the hint read out with its key; ``y``, the move read out as ``played``
    (a pattern with ``{move}`` for the hint's move); returns the move."""
    hint = said_after(keys, "h", HINT, bs.AI_ANSWER)
    move = re.match(HINT, hint).group(1)
    assert "click" not in hint.lower(), hint
    said_after(keys, "y", played.format(move=re.escape(move)))
    return move


def wait_record(page, count: int) -> list[tuple[str, str]]:
    """The record's moves once it lists ``count`` of them."""
    page.wait_for_function(
        "(n) => document.querySelectorAll('.rwnb-app .widget-select select option').length"
        " > n", arg=count, timeout=bs.ms(bs.ROUND_TRIP))  # (its first line is the start)
    return record(page)


def the_end(page, cells) -> None:
    """No mouse event, and the notebook's cells as they were."""
    assert page.evaluate("() => window.rwnbMouse") == []
    assert page.evaluate(bs.CELL_KINDS_JS) == cells


def test_the_setup_by_keys_pieces_named_in_words_and_a_hint_played(browser, hint_lab) -> None:
    page, keys, cells = open_app(browser, hint_lab, "setup")
    try:
        palette = page.locator(".rwnb-app").first
        for name in ("domino, 4 left", "I triomino, 2 left", "O tetromino, 1 left"):
            assert palette.get_by_role("button", name=name, exact=True).count() == 1, name
        said_after(keys, "]", r"^Domino chosen \(4 left in the pool\): choose the cell")
        said_after(keys, "]", r"^I triomino chosen \(2 left in the pool\)")
        said_after(keys, "[", r"^Domino chosen \(4 left in the pool\)")
        assert keys.focus()["inTwin"]  # the keys leave the focus where it was
        move = hint_played(keys, r"^Silver placed {move}\.")
        assert wait_record(page, 1) == [("S", move)]
        the_end(page, cells)
    finally:
        page.close()


def test_the_preparation_by_keys_the_item_said_and_a_hint_played(browser, hint_lab) -> None:
    page, keys, cells = open_app(browser, hint_lab, "prep")
    try:
        said_after(keys, "]", r"^Marker, 3 left: choose a free cell for your marker\.")
        said_after(keys, "[", r"^Monomino, 1 left: choose a free cell for your monomino\.")
        place = first(page, "your item may go here")
        assert place is not None
        keys.walk_to(place, None)
        cell = place.split(",")[0]
        said_after(keys, "Enter", rf"^Gold put a monomino on {cell}\.")
        hint_played(keys, r"^Silver put a (monomino|marker) on ")
        assert [who for who, _ in wait_record(page, 2)] == ["G", "S"]
        the_end(page, cells)
    finally:
        page.close()
