"""A game survives its kernel, in JupyterLab (issue 30): five moves typed in the move box,
the kernel restarted from JupyterLab's Kernel menu, the cells run again - the new app
asks to resume the game it kept, Yes, and the board has the same history and the same
position. (The suite switches the autosave off for its kernels; this notebook switches
it on for its own, in a data folder of its own.)

By keyboard (trial 5): an app opened by Shift+Enter with a game to resume puts the focus
on the question's Yes button; the question says its keys, ``?`` lists them first, and
after Enter on No (one Tab from Yes) the focus stays in the app, never the page's body.

Needs Debian's ``chromium`` and Playwright (test extra); skipped with a message otherwise.
"""

from __future__ import annotations

import json
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()

WIDTH, HEIGHT = 1280, 800
MOVES = 5


def moves_to_play() -> list[str]:
    """The first legal move, five times, from The Ring World L3's start."""
    from ringworld_nb.ringworld.app import RingWorldApp

    game = RingWorldApp(3, interactive=False, seats=("person", "person")).game
    played = []
    for _ in range(MOVES):
        move = game.legal_moves()[0]
        played.append(game.notation(move))
        game.play(move)
    return played


def record(page) -> list[str]:
    """The moves the record's list shows, in order."""
    lines = page.evaluate("() => [...document.querySelectorAll('.rwnb-app .widget-select "
                          "select option')].map((o) => o.textContent)")
    return [m.group(2) for line in lines
            if (m := re.match(r"\s*\d+\.\s+(\S+)\s+(.+?)\s*$", line))]


def test_five_moves_a_kernel_restart_and_resume_give_the_same_game(lab, browser,
                                                                    tmp_path) -> None:
    url, folder = lab
    data = tmp_path / "data"
    bs.write_notebook(folder / "resume.ipynb", [
        "import os\n"
        f"os.environ['RINGWORLD_NB_DATA'] = {str(data)!r}\n"
        "os.environ['RINGWORLD_NB_AUTOSAVE'] = 'on'\n"
        "%matplotlib widget\nfrom ringworld_nb import RingWorldApp",
        "RingWorldApp(3, seats=('person', 'person'))"])
    moves = moves_to_play()
    page = bs.new_page(browser, WIDTH, HEIGHT)
    try:
        bs.open_in_lab(page, url, f"{folder.name}/resume.ipynb", file_browser=False)
        bs.wait_settled(page, 1)
        box = page.locator(".rwnb-app .rwnb-field-move input").first
        for text in moves:
            before = bs.shown(page, 0)
            box.fill(text)
            box.press("Enter")
            bs.wait_message(page, 0, f"played {text}", after=before)
            bs.wait_still(page, 0)
        assert record(page) == moves
        kept = list((data / "autosave").glob("ringworld-*.json"))
        assert len(kept) == 1, kept

        # the kernel restarted, as JupyterLab's Kernel menu does it
        page.locator(".lm-MenuBar-itemLabel", has_text="Kernel").first.click()
        page.locator("li.lm-Menu-item[data-command='kernelmenu:restart']").click()
        page.locator(".jp-Dialog .jp-mod-accept").click()
        page.locator(".jp-StatusBar-Widget", has_text=re.compile(r"\|\s*Idle")).first.wait_for(
            timeout=bs.ms(bs.NOTEBOOK_RUN))
        page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
        page.locator("li.lm-Menu-item[data-command='runmenu:run-all']").click()
        question = page.locator(".rwnb-app .rwnb-question").first
        question.wait_for(state="visible", timeout=bs.ms(bs.NOTEBOOK_RUN))
        words = question.inner_text()
        assert f"(The Ring World L3, move {MOVES})" in words, words
        before = bs.shown(page, 0)
        question.locator("button", has_text="Yes").click()
        bs.wait_message(page, 0, "Resumed the game of", after=before)
        assert record(page) == moves
        status = page.locator(".rwnb-app .rwnb-status").first.inner_text()
        assert f"move {MOVES + 1}" in status, status
        page.screenshot(path=str(bs.ARTIFACTS / "resume_after_restart.png"))
    except Exception:
        page.screenshot(path=str(bs.ARTIFACTS / "resume_failed.png"))
        raise
    finally:
        page.close()


#: The notebook of the keyboard test: a first app (not shown) keeps a game of 3 moves,
#: made to look left by a kernel that died; the second app is shown.
SETUP = """import json, os, socket
os.environ['RINGWORLD_NB_DATA'] = {data}
os.environ['RINGWORLD_NB_AUTOSAVE'] = 'on'
%matplotlib widget
from ringworld_nb import RingWorldApp
first = RingWorldApp(3, seats=('person', 'person'), interactive=False)
for _ in range(3):  # (by the engine: the app would show the moves, then keep them)
    first.game.play(first.game.legal_moves()[0])
first.keeper.keep()
[kept] = (__import__('pathlib').Path({data}) / 'autosave').glob('*.json')
record = json.loads(kept.read_text())
record['annotations']['autosave']['owner'] = socket.gethostname() + ':4000000'
kept.write_text(json.dumps(record))"""
#: Where the focus is: in the app? on which of the question's buttons?
FOCUS_JS = """() => { const e = document.activeElement;
  return {inApp: !!(e && e.closest && e.closest('.rwnb-app')), body: e === document.body,
          question: e && e.closest && e.closest('.rwnb-question') ? e.textContent.trim()
                    : ''}; }"""


def test_the_resume_question_by_keyboard(lab, browser, tmp_path) -> None:
    url, folder = lab
    data = tmp_path / "data"
    path = folder / "resume_keys.ipynb"
    bs.write_notebook(path, [SETUP.format(data=json.dumps(str(data))),
                             "RingWorldApp(3, seats=('person', 'person'))"])
    notebook = json.loads(path.read_text())
    notebook["cells"].append({"cell_type": "markdown", "metadata": {}, "id": "cell-2",
                              "source": "The app is above."})
    path.write_text(json.dumps(notebook))
    page = bs.new_page(browser, WIDTH, HEIGHT)
    page.add_init_script(bs.LIVE_LOG_JS)
    try:
        page.goto(bs.lab_url(url, f"lab/tree/{folder.name}/{path.name}"),
                  timeout=bs.ms(bs.NOTEBOOK_RUN))
        page.locator(".jp-StatusBar-Widget", has_text=re.compile(r"\|\s*Idle")).first.wait_for(
            timeout=bs.ms(bs.NOTEBOOK_RUN))
        page.locator(".jp-NotebookPanel .jp-InputPrompt").first.click()
        page.keyboard.press("Shift+Enter")
        page.keyboard.press("Shift+Enter")
        question = page.locator(".rwnb-app .rwnb-question").first
        question.wait_for(state="visible", timeout=bs.ms(bs.NOTEBOOK_RUN))
        # the focus is on Yes; the question says its keys; No's title what No does
        page.wait_for_function(f"() => ({FOCUS_JS})().question === 'Yes'",
                               timeout=bs.ms(bs.ROUND_TRIP))
        words = question.inner_text()
        assert "(The Ring World L3, move 3)" in words and \
            "(y: resume, n: start afresh)" in words, words
        assert question.locator("button", has_text="No").get_attribute("title") == \
            "No: start afresh (key n)"
        page.wait_for_function("() => window.rwnbLive.some((t) => t.includes("
                               "'y: resume, n: start afresh'))", timeout=bs.ms(bs.ROUND_TRIP))
        bs.act(page, 0, lambda: page.keyboard.press("?"), "Yes: resume")
        assert bs.message(page, 0).index("Yes: resume") < bs.message(page, 0).index("hint")
        # t is refused while the question waits, and leaves the focus on it (it went to
        # the text board, a newcomer found)
        bs.act(page, 0, lambda: page.keyboard.press("t"), "Answer the question first")
        assert page.evaluate(f"() => ({FOCUS_JS})().question") == "Yes"
        # Tab reaches No next; Enter on it starts afresh and the focus stays in the app
        page.keyboard.press("Tab")
        page.wait_for_function(f"() => ({FOCUS_JS})().question === 'No'",
                               timeout=bs.ms(bs.ROUND_TRIP))
        bs.act(page, 0, lambda: page.keyboard.press("Enter"), "A fresh game")
        page.wait_for_function(f"() => {{ const f = ({FOCUS_JS})(); "
                               "return f.inApp && !f.question; }",
                               timeout=bs.ms(bs.ROUND_TRIP))
        # and the app's keys work: ? lists them
        bs.act(page, 0, lambda: page.keyboard.press("?"), "hint")
        assert page.evaluate(FOCUS_JS)["inApp"]
        page.screenshot(path=str(bs.ARTIFACTS / "resume_by_keyboard.png"))
    except Exception:
        page.screenshot(path=str(bs.ARTIFACTS / "resume_by_keyboard_failed.png"))
        raise
    finally:
        page.close()
