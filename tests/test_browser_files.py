"""Save and Load in a real browser, as a person uses them (issue 24's Save race).

JupyterLab at 1280x800 runs a notebook with The Ring World (L3, two moves played). In
the Files tab:

* a file name is typed key by key into the Save name box and Save is clicked at once,
  with no pause: the file written has exactly the name typed (the box's text was sent
  to the kernel ahead of the click; it used to save "l4_try" for "l4_try.json"), and a
  Load of that name, typed and clicked as fast, loads it (after asking: the game on the
  board is unfinished);
* a Save over a file that holds another game (a Renaissance record) asks first: the
  file is unchanged until Yes, No changes nothing, Yes writes this game there.

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
from playwright.sync_api import expect  # noqa: E402
from test_browser_apps import open_notebook  # noqa: E402

from ringworld_nb.renaissance import Renaissance  # noqa: E402

NOTEBOOK = "files.ipynb"
TYPED = "l4_try.json"
OTHER = "other_game.json"


@pytest.fixture(scope="module")
def files_lab(lab):
    """The session's JupyterLab with the notebook and a file of another game; (URL,
    folder)."""
    folder = lab[1]
    other = Renaissance(seed=1)
    other.play(other.legal_moves()[0])
    (folder / OTHER).write_text(other.record().to_json())
    bs.write_notebook(folder / NOTEBOOK, [
        "%matplotlib widget\nfrom ringworld_nb import RingWorldApp",
        "app = RingWorldApp(3, seats=('person', 'person'), animation=0)\n"
        "for _ in range(2):\n    app.play(app.game.legal_moves()[0])\napp"])
    return lab


#: JavaScript: type ``name`` into the app's file name box a key at a time, then click
#: the button ``label`` in the page's very next task, as a typist faster than the
#: kernel's answers: ipywidgets sends the box's first change and holds the later ones
#: back until the kernel answers it, but the click goes at once. (Without the app's
#: reading of the box on a click this saves under the empty name; Playwright's own
#: key presses leave the kernel time to answer each on an idle machine, and passed.)
TYPE_AND_CLICK_JS = """([name, label]) => {
  const app = document.querySelector('.rwnb-app');
  const box = app.querySelector('.rwnb-filename input');
  box.focus();
  box.value = '';
  box.dispatchEvent(new Event('input', {bubbles: true}));
  for (const ch of name) {
    box.dispatchEvent(new KeyboardEvent('keydown', {key: ch, bubbles: true}));
    box.value += ch;
    box.dispatchEvent(new Event('input', {bubbles: true}));
    box.dispatchEvent(new KeyboardEvent('keyup', {key: ch, bubbles: true}));
  }
  const button = [...app.querySelectorAll('button')].find((b) => b.textContent.trim() === label);
  setTimeout(() => button.click(), 0);  // the click: a task of its own, as a person's
}"""


def type_and_click(page, label: str, name: str) -> None:
    """Type ``name`` into the file name box (emptied first) and click ``label`` with no
    pause at all between the last key and the click (:data:`TYPE_AND_CLICK_JS`)."""
    page.evaluate(TYPE_AND_CLICK_JS, [name, label])


def test_a_name_typed_and_saved_at_once_is_the_files_name_and_another_game_is_asked_for(
        files_lab, browser) -> None:
    folder = files_lab[1]
    page = bs.new_page(browser, 1280, 800)
    try:
        open_notebook(page, files_lab, file_browser=True, name=NOTEBOOK, apps=1)
        bs.to_top(page, 0)
        app = page.locator(".rwnb-app").first
        app.locator(".lm-TabBar-tab, .p-TabBar-tab", has_text="Files").first.click()
        # typed and saved at once: exactly the name typed
        bs.act(page, 0, lambda: type_and_click(page, "Save", TYPED),
               f"Saved 2 moves to {TYPED}.")
        assert sorted(p.name for p in folder.glob("l4_try*")) == [TYPED]
        saved = json.loads((folder / TYPED).read_text())
        assert saved["game"] == "ringworld" and len(saved["moves"]) == 2
        assert app.locator(".rwnb-filename input").first.input_value() == TYPED
        # and a Load of that name, typed and clicked as fast (it asks first: the game on
        # the board is unfinished)
        before = bs.shown(page, 0)
        type_and_click(page, "Load", TYPED)
        bs.wait_shown(page, 0, after=before)
        asked = app.get_by_text(f"Replace this unfinished game (2 moves) with {TYPED}").first
        expect(asked).to_be_visible()
        bs.act(page, 0, app.get_by_role("button", name="Yes", exact=True).click,
               f"Loaded 2 moves from {TYPED}.")
        # a file of another game: Save asks first, and the file is kept until Yes
        other_text = (folder / OTHER).read_text()
        before = bs.shown(page, 0)
        type_and_click(page, "Save", OTHER)
        bs.wait_shown(page, 0, after=before)
        question = app.get_by_text(f"{OTHER} holds another game").first
        expect(question).to_be_visible()
        assert "Renaissance" in question.inner_text(), question.inner_text()
        assert (folder / OTHER).read_text() == other_text
        before = bs.shown(page, 0)
        app.get_by_role("button", name="No", exact=True).click()
        bs.wait_shown(page, 0, after=before)
        expect(question).to_be_hidden()
        assert (folder / OTHER).read_text() == other_text
        page.screenshot(path=str(bs.ARTIFACTS / "files_after_no.png"))
        before = bs.shown(page, 0)
        app.locator("button", has_text="Save").first.click()
        bs.wait_shown(page, 0, after=before)
        expect(question).to_be_visible()
        bs.act(page, 0, app.get_by_role("button", name="Yes", exact=True).click,
               f"Saved 2 moves to {OTHER}.")
        assert json.loads((folder / OTHER).read_text())["game"] == "ringworld"
    finally:
        page.close()
