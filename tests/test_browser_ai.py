"""A person loses to the strong AI, in a real browser, in The Ring World and Renaissance.

Voila serves one app a page with the seats (person, strong AI). The person is played by
this test as a fair beginner would: every move is the greedy player's choice (the best
immediate gain, ``GreedyPlayer``), made by clicks on the board and the buttons; the AI's
answers are read off the app's record list into a mirror game, which checks every move.
The game must end with the AI winning, and the page must say so.

Needs Debian's ``chromium`` and Playwright (as the other browser tests).
"""

from __future__ import annotations

import pathlib
import re
import sys

import pytest

from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.ai import GreedyPlayer as RenaissanceGreedy
from ringworld_nb.ringworld import RingWorld
from ringworld_nb.ringworld.ai import GreedyPlayer as RingWorldGreedy

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

_reason = bs.browser_missing()
if _reason:
    pytest.skip(_reason, allow_module_level=True)
import test_browser as rw_browser  # noqa: E402
import test_browser_renaissance as rn_browser  # noqa: E402
from playwright.sync_api import expect, sync_playwright  # noqa: E402

ARTIFACTS = bs.ARTIFACTS
#: ms to wait for the AI's answer: its search (about 1 s), the pace, the redraw
AI_TIMEOUT = 90_000
LINE = re.compile(r"^\s*(\d+)\.\s+\S+\s+(.+?)\s*$")


def _page_for(tmp_path_factory, name: str, code: str):
    """A Voila server and page showing one app made by ``code``, marked ``probe``."""
    import nbformat

    folder = tmp_path_factory.mktemp(name)
    notebooks = folder / "notebooks"
    notebooks.mkdir()
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_code_cell("%matplotlib widget\n"
                                  "from ringworld_nb import RenaissanceApp, RingWorldApp"),
        nbformat.v4.new_code_cell(f"app = {code}\napp.add_class('ai-probe')\napp")],
        metadata={"kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)",
                                 "language": "python"}})
    path = notebooks / f"{name}.ipynb"
    nbformat.write(nb, path)
    return bs.voila_server(path, folder)


def _record_lines(page) -> list[str]:
    """The app's record list: 'start', then one line a move ('3. R 25@2')."""
    return page.locator(".ai-probe .widget-select select").first.locator(
        "option").all_inner_texts()


def _sync(page, game, moves_before: int) -> list:
    """Wait until the record list has more than ``moves_before`` moves; play the new
    lines on the mirror ``game`` and return their events."""
    select = page.locator(".ai-probe .widget-select select option")
    expect(select).not_to_have_count(moves_before + 1, timeout=AI_TIMEOUT)
    events = []
    for line in _record_lines(page)[1 + len(game.history):]:
        match = LINE.match(line)
        assert match, f"unexpected record line {line!r}"
        events.extend(game.play(match.group(2)))
    return events


def _click_until(page, canvas, move, attempts: int = 20) -> None:
    """Click ``move``'s placement and turned position as a person does: while the last
    move is still being shown the app says "Wait a moment", and the person clicks again
    a little later."""
    app = page.locator(".ai-probe")
    cancel = page.locator(".ai-probe button:has-text('Cancel')")
    for _ in range(attempts):
        box = canvas.bounding_box()
        if move.place is not None:
            page.mouse.click(*rw_browser.board_point(box, 3, 1, move.place))
            try:
                expect(app).to_contain_text("Place on", timeout=1_500)
            except AssertionError:
                continue
        page.mouse.click(*rw_browser.board_point(box, 3, *move.rotate))
        try:
            expect(app).to_contain_text("Press Submit", timeout=1_500)
            return
        except AssertionError:
            if cancel.is_enabled():
                cancel.click()
    app.screenshot(path=str(ARTIFACTS / "ai_ringworld_clicks_refused.png"))
    raise AssertionError(f"the app never took the clicks of {move}: "
                         f"{app.inner_text()[:700]!r}")


def test_a_greedy_person_loses_to_the_strong_ai_in_the_ring_world(tmp_path_factory):
    ARTIFACTS.mkdir(exist_ok=True)
    game = RingWorld(3)
    me = RingWorldGreedy(seed=7)
    with _page_for(tmp_path_factory, "ringworld_vs_strong",
                   "RingWorldApp(order=3, seats=('person', 'strong'))") as url, \
            sync_playwright() as p:
        browser = bs.launch_chromium(p)
        try:
            page = browser.new_page(viewport={"width": 1300, "height": 1100})
            page.goto(url, timeout=180_000)
            canvas = page.locator(".ai-probe div.jupyter-matplotlib-canvas-div").first
            canvas.wait_for(timeout=180_000)
            rn_browser._settle(page)
            submit = page.locator(".ai-probe button:has-text('Submit')")
            while not game.is_over:
                assert game.to_move == 1, "the person is Red"
                move = me.choose(game)
                _click_until(page, canvas, move)
                submit.click()
                played = len(game.history)
                _sync(page, game, played)
                assert game.history[played] == move, (
                    f"move {played + 1}: the page played {game.notation(game.history[played])}"
                    f", the person clicked {game.notation(move)}")
                if not game.is_over:
                    _sync(page, game, played + 1)  # the AI's answer
                if played == 0:
                    page.wait_for_timeout(1500)
                    page.locator(".ai-probe").screenshot(
                        path=str(ARTIFACTS / "ai_ringworld_first_answer.png"))
                assert len(game.history) < 300, "the game does not end"
            assert game.winner == 2, f"the strong AI did not win: {game.outcome}"
            expect(page.locator(".ai-probe")).to_contain_text("Blue wins", timeout=30_000)
            page.wait_for_timeout(800)
            page.locator(".ai-probe").screenshot(path=str(ARTIFACTS / "ai_ringworld_lost.png"))
        finally:
            browser.close()


def test_a_greedy_person_loses_to_the_strong_ai_in_renaissance(tmp_path_factory):
    ARTIFACTS.mkdir(exist_ok=True)
    seed = 11
    game = Renaissance(seed)
    me = RenaissanceGreedy(seed=7)
    with _page_for(tmp_path_factory, "renaissance_vs_strong",
                   f"RenaissanceApp(seed={seed}, seats=('person', 'strong'))") as url, \
            sync_playwright() as p:
        browser = bs.launch_chromium(p)
        try:
            page = browser.new_page(viewport={"width": 1300, "height": 1300})
            page.goto(url, timeout=180_000)
            page.locator(".ai-probe div.jupyter-matplotlib-canvas-div").first.wait_for(
                timeout=180_000)
            rn_browser._settle(page)
            app = rn_browser.App(page, "")
            app.root = page.locator(".ai-probe")
            app.canvas = app.root.locator("div.jupyter-matplotlib-canvas-div").first
            app.status = app.root.locator(".rn-status")
            person = rn_browser.Player(app, game)
            while not game.is_over:
                if game.to_move == "silver":
                    person.play(me.choose(game))  # clicks; checks the record's new line
                else:
                    events = _sync(page, game, len(game.history))  # the AI's move
                    # a move that takes pieces is shown in two steps
                    person.showing_steps |= any(e.kind == "taken" for e in events)
                    if game.phase == "phase2_prep" and ("prep_" + person.prep_item) not in \
                            {m.action for m in game.legal_moves()}:
                        person.prep_item = "marker" if person.prep_item == "mono" else "mono"
                assert len(game.history) < 200, "the set does not end"
            assert game.winner == "gold", f"the strong AI did not win: {game.outcome}"
            expect(app.status).to_contain_text("Gold wins", timeout=30_000)
            page.wait_for_timeout(800)
            app.root.screenshot(path=str(ARTIFACTS / "ai_renaissance_lost.png"))
        finally:
            browser.close()
