"""Getting into an app, keys that never reach JupyterLab, no focus trap and every control
named (issue 29, items 1-5), as a keyboard and screen-reader user meets them in
JupyterLab at 1280x800.

One notebook a game: the imports, the app, and a Markdown cell after it. A person selects
the first cell and presses Shift+Enter twice, as the notebooks say:

* **getting in**: the app's cell has run and the focus is on the app (its group, named
  with the keys that start: "? lists the keys, t goes to the board as text");
* **keys**: every letter and digit the app has no key for, pressed on a place of the
  text twin, on a button, on the board's picture and on the app itself, is said in the
  live region ("x: not a key of this app") and never reaches JupyterLab - the notebook's
  cells are the same kinds and count after each key (in command mode "b" would insert a
  cell, "d d" delete one, "x" cut one);
* **no focus trap**: Shift+Tab from the twin's first place goes to a control, never to
  the picture; the picture, focused as a click focuses it, is left by Tab, Shift+Tab and
  Escape (ipympl's canvas takes every key, Tab too); Escape on a twin's place with
  nothing chosen leaves the board for the app;
* **tabs**: on the app's tab bar → goes to the next tab and Enter opens it (they were
  the app's review keys);
* **a page that stays still**: two presses low on the board, its top out of view, leave
  the notebook where it was; each press is marked at once by the page (a ring where the
  pointer pressed), and the mark goes with the app's answer;
* **names**: in the accessibility tree no button, image, slider or box of the app is
  nameless, no name carries an icon font's glyph or the levels' stars, and the toggles
  say whether they are pressed.

Needs Debian's ``chromium`` and Playwright (test extra); skipped with a message otherwise.
"""

from __future__ import annotations

import json
import pathlib
import re
import string
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()

WIDTH, HEIGHT = 1280, 800
IMPORTS = "%matplotlib widget\nfrom ringworld_nb import RingWorldApp, DiceOfDoomApp, RenaissanceApp"
GAMES = {
    "ringworld": "RingWorldApp(3, seats=('person', 'person'))",
    "dice": "DiceOfDoomApp(3, seats=('person', 'person'))",
    "renaissance": "RenaissanceApp(seats=('person', 'person'))",
}
AFTER = "The app is above: **?** lists its keys."

#: The focused element, said as a test can compare it.
ACTIVE_JS = """() => { const e = document.activeElement;
  if (!e) return {inApp: false};
  return {inApp: !!e.closest('.rwnb-app'), isApp: e.classList.contains('rwnb-app'),
          picture: !!e.closest(PICTURE),
          twin: !!e.closest('.rwnb-twin'), tag: e.tagName,
          name: e.getAttribute('aria-label') || e.textContent.slice(0, 60)}; }""".replace(
    "PICTURE", json.dumps(bs.PICTURE_SELECTOR))
LIVE_JS = "() => document.querySelector('.rwnb-twin-live')?.textContent || ''"
#: The notebook's scroll position; scroll the app's top ``arg`` px above the view.
SCROLL_JS = "() => document.querySelector('.jp-WindowedPanel-outer').scrollTop"
SCROLL_APP_JS = """(above) => { const o = document.querySelector('.jp-WindowedPanel-outer');
  const a = document.querySelector('.rwnb-app');
  o.scrollTop += a.getBoundingClientRect().top - o.getBoundingClientRect().top + above; }"""
#: How many press marks the page has drawn (counted as they come, however short-lived).
MARKS_JS = """() => { if (window.rwnbMarks === undefined) { window.rwnbMarks = 0;
  new MutationObserver((changes) => { for (const c of changes) for (const n of c.addedNodes)
    if (n.classList && n.classList.contains('rwnb-press-mark')) window.rwnbMarks += 1; })
  .observe(document, {subtree: true, childList: true}); }
  return window.rwnbMarks; }"""
#: Glyphs no screen reader reads as words: an icon font's private use area, the stars
#: and the blocks of the shapes.
GLYPHS = re.compile("[\ue000-\uf8ff\u2605\u2606\u25a0-\u25ff]")


def write(folder: pathlib.Path, game: str) -> str:
    path = folder / f"focus_{game}.ipynb"
    cells = [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
              "source": source, "id": f"cell-{i}"}
             for i, source in enumerate([IMPORTS, GAMES[game]])]
    cells.append({"cell_type": "markdown", "metadata": {}, "source": AFTER, "id": "cell-2"})
    nb = {"cells": cells, "metadata": {"kernelspec": {"name": "python3", "language": "python",
                                                       "display_name": "Python 3"}},
          "nbformat": 4, "nbformat_minor": 5}
    path.write_text(json.dumps(nb))
    return f"{folder.name}/{path.name}"


def open_by_keyboard(page, url: str, path: str) -> None:
    """Open the notebook, select its first cell and press Shift+Enter twice."""
    page.goto(bs.lab_url(url, f"lab/tree/{path}"), timeout=bs.ms(bs.NOTEBOOK_RUN))
    page.locator(".jp-NotebookPanel .jp-Cell").first.wait_for(timeout=bs.ms(bs.NOTEBOOK_RUN))
    page.locator(".jp-StatusBar-Widget", has_text=re.compile(r"\|\s*Idle")).first.wait_for(
        timeout=bs.ms(bs.NOTEBOOK_RUN))
    page.locator(".jp-NotebookPanel .jp-InputPrompt").first.click()
    page.keyboard.press("Shift+Enter")
    page.keyboard.press("Shift+Enter")
    bs.wait_settled(page, 1)


def app_keys(game: str) -> set[str]:
    """The keys the game's app catches (a replica of the app, made here)."""
    from ringworld_nb import DiceOfDoomApp, RenaissanceApp, RingWorldApp

    make = {"ringworld": lambda: RingWorldApp(3, interactive=False),
            "dice": lambda: DiceOfDoomApp(3, interactive=False),
            "renaissance": lambda: RenaissanceApp(interactive=False)}[game]
    return set(make().key_catcher.widget.catch)


def press_and_check(page, key: str, cells: list[str]) -> str:
    """Press ``key`` (a key the app has not), wait until the live region has said so
    (any text put there since the press: a screen reader reads each, and another text
    may follow at once); the notebook's cells are unchanged. Returns what was said."""
    before = page.evaluate("() => (window.rwnbLive || []).length")
    page.keyboard.press(key)
    said = key.replace("Control+", "Ctrl+")  # (as the app names a modifier)
    page.wait_for_function(
        "([k, n]) => (window.rwnbLive || []).slice(n).some((t) => "
        "t.includes(k + ': not a key'))", arg=[said, before], timeout=bs.ms(bs.ROUND_TRIP))
    assert page.evaluate(bs.CELL_KINDS_JS) == cells, f"{key!r} reached JupyterLab"
    return page.evaluate(LIVE_JS)


@pytest.mark.parametrize("game", list(GAMES))
def test_in_by_shift_enter_no_key_escapes_no_trap_and_every_control_named(
        game, lab, browser) -> None:
    url, folder = lab
    path = write(folder, game)
    page = bs.new_page(browser, WIDTH, HEIGHT)
    page.add_init_script(bs.LIVE_LOG_JS)
    try:
        open_by_keyboard(page, url, path)
        # getting in: the cell run, the focus is on the app, which says how to go on
        page.wait_for_function(f"() => ({ACTIVE_JS})().isApp", timeout=bs.ms(bs.ROUND_TRIP))
        assert "? lists the keys" in page.evaluate(ACTIVE_JS)["name"]
        cells = page.evaluate(bs.CELL_KINDS_JS)
        assert cells == ["code", "code", "markdown"]

        own = app_keys(game)
        strangers = [k for k in string.ascii_lowercase + string.digits if k not in own]
        assert {"b", "d", "x", "z"} <= set(strangers) | own
        # on the app itself (where Shift+Enter put the focus)
        for key in strangers:
            press_and_check(page, key, cells)
        # on the text twin's place (t goes there) and on a button
        page.keyboard.press("t")
        page.wait_for_function(f"() => ({ACTIVE_JS})().twin", timeout=bs.ms(bs.ROUND_TRIP))
        for key in ["b", "d", "d", "x", "c", "v", "z"]:
            if key not in own:
                press_and_check(page, key, cells)
        # Shift+Enter and Ctrl+Enter (JupyterLab's "run the cell") on a place: said, never
        # an Enter that chooses the place, never a run of the app's cell (the same app is
        # still there)
        page.evaluate("() => { document.querySelector('.rwnb-app').rwnbSame = true; }")
        for key in ["Shift+Enter", "Control+Enter"]:
            press_and_check(page, key, cells)
        assert page.evaluate("() => document.querySelector('.rwnb-app').rwnbSame === true")
        assert not page.evaluate("() => [...document.querySelectorAll('.rwnb-twin button')]"
                                 ".some((b) => b.getAttribute('aria-pressed') === 'true')")
        # Escape on a place, nothing chosen: the focus leaves the board for the app, which
        # says so (it stayed there, reading "Nothing is chosen"); t goes back
        page.keyboard.press("Escape")
        page.wait_for_function(f"() => ({ACTIVE_JS})().isApp", timeout=bs.ms(bs.ROUND_TRIP))
        page.wait_for_function(f"() => ({LIVE_JS})().startsWith('Left the board')",
                               timeout=bs.ms(bs.ROUND_TRIP))
        page.keyboard.press("t")
        page.wait_for_function(f"() => ({ACTIVE_JS})().twin", timeout=bs.ms(bs.ROUND_TRIP))
        # no focus trap: Shift+Tab from the twin's first place goes to a control
        page.keyboard.press("Home")
        page.keyboard.press("Shift+Tab")
        there = page.evaluate(ACTIVE_JS)
        assert not there["picture"], there
        if there["inApp"]:
            for key in ["b", "x"]:
                if key not in own:
                    press_and_check(page, key, cells)
        # the picture, focused as a click focuses it: every way out works
        picture = page.locator(".rwnb-app").first.locator(bs.PICTURE_SELECTOR).first
        assert picture.get_attribute("tabindex") == "-1"  # not in the Tab order
        for way in ["Tab", "Shift+Tab", "Escape"]:
            picture.focus()
            assert page.evaluate(ACTIVE_JS)["picture"]
            page.keyboard.press(way)
            moved = page.evaluate(ACTIVE_JS)
            assert not moved["picture"], f"{way} left the focus on the picture"
        picture.focus()
        for key in ["b", "d", "d"]:
            if key not in own:
                press_and_check(page, key, cells)
        assert page.evaluate(bs.CELL_KINDS_JS) == cells

        # the tab bar keeps the keys of tabs: → moves to the next tab (not the app's
        # review), Enter opens it
        tabs = page.locator(".rwnb-app .lm-TabBar-tab")
        first = page.locator(".rwnb-app .lm-TabBar-tab[aria-selected='true']").first
        first.focus()
        chosen = first.inner_text()
        page.keyboard.press("ArrowRight")
        page.wait_for_function("(t) => document.activeElement.closest('.lm-TabBar-tab') "
                               "&& document.activeElement.innerText !== t", arg=chosen,
                               timeout=bs.ms(bs.ROUND_TRIP))
        second = page.evaluate("() => document.activeElement.innerText")
        assert second == tabs.nth(1).inner_text(), second
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.activeElement.getAttribute('aria-selected') "
                               "=== 'true'", timeout=bs.ms(bs.ROUND_TRIP))
        assert page.evaluate(bs.CELL_KINDS_JS) == cells

        # every control named, in words, with its state
        tree = page.locator(".rwnb-app").first.aria_snapshot()
        (bs.ARTIFACTS / f"focus_{game}_tree.txt").write_text(tree)
        nameless = [line for line in tree.splitlines()
                    if re.search(r"- (button|img|slider|textbox|combobox|spinbutton)\s*"
                                 r"(\"\"|\[|$|:)", line.strip())]
        assert not nameless, nameless
        glyphs = [line for line in tree.splitlines()
                  if re.search(r"- (button|img|slider|group|tab)\b", line.strip())
                  and GLYPHS.search(line.split(":")[0])]
        assert not glyphs, glyphs
        assert re.search(r'img "[^"]*picture of the board', tree), tree[:400]
        # a slider's number box is not a lone number in the Tab order
        readouts = page.evaluate("() => [...document.querySelectorAll('.rwnb-app "
                                 ".widget-readout')].map((r) => r.tabIndex)")
        assert all(i < 0 for i in readouts), readouts
        toggles = page.evaluate("() => [...document.querySelectorAll('.rwnb-app "
                                ".widget-toggle-button')].map((b) => "
                                "b.getAttribute('aria-pressed'))")
        assert toggles and all(t in ("true", "false") for t in toggles), toggles

        # the page stays still under the pointer: two presses low on the board, its top
        # out of view (ipympl focuses a pressed picture with a plain focus(), which
        # scrolled the page to the picture's top)
        page.keyboard.press("t")  # the focus off the picture, on the text board
        page.wait_for_function(f"() => ({ACTIVE_JS})().twin", timeout=bs.ms(bs.ROUND_TRIP))
        page.evaluate(SCROLL_APP_JS, 150)
        before = page.evaluate(SCROLL_JS)
        for share in (0.93, 0.9):
            box = page.locator(".rwnb-app canvas").first.bounding_box()
            shown_before = bs.shown(page, 0)
            page.mouse.move(box["x"] + box["width"] * 0.07,
                            min(box["y"] + box["height"] * share, HEIGHT - 10))
            marks = page.evaluate(MARKS_JS)
            page.mouse.down()
            # the press is seen at once, drawn by the page, before the kernel answers (a
            # refresh still on its way may take it away soon: its coming is counted)
            assert page.evaluate(MARKS_JS) == marks + 1
            page.mouse.up()
            bs.wait_shown(page, 0, shown_before)
            page.wait_for_function("() => !document.querySelector('.rwnb-press-mark')",
                                   timeout=bs.ms(bs.ROUND_TRIP))
            assert page.evaluate(SCROLL_JS) == before, "a press on the board scrolled the page"
    except Exception:
        page.screenshot(path=str(bs.ARTIFACTS / f"focus_{game}_failed.png"))
        raise
    finally:
        page.close()
