"""A page that loads while the kernel changes the app shows the app as it is now.

A Voila page (and JupyterLab reopening a notebook) asks the kernel for the state of
every widget at once (``request_states``), then makes the widgets' models one by one.
A change the kernel sends in between - an AI that moves first, an analysis that ends -
reaches a model that does not exist yet and is dropped: the page then shows the old
state for good (the "AI that never moved" of issue 30: Renaissance's Gold, an AI, opens
Phase 1 while the page loads; the kernel had played its move, the page never showed
it). Each app therefore asks the kernel, once its view is on the page, to send its
widgets' state again (:meth:`~ringworld_nb.ui.app.GameApp.resync`).

The test makes the race likely: the notebook wraps the kernel's answer to
``request_states`` so that a move is played right after the answer, the page runs on a
slowed-down processor (so that making the models takes a while), and the page must show
that move.
"""

from __future__ import annotations

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

_reason = bs.browser_missing()
if _reason:
    pytest.skip(_reason, allow_module_level=True)
import test_browser_renaissance as rn  # noqa: E402
from playwright.sync_api import expect  # noqa: E402

#: played by the kernel right after it answered the page's request for the states
SETUP = """\
import asyncio
from ipywidgets import Widget
from ringworld_nb import DiceOfDoomApp

_answer = Widget._handle_control_comm_msg.__func__

def _answer_then_move(cls, msg):
    _answer(cls, msg)  # the page now makes its models from this answer...
    def move():  # ...while the kernel changes the app
        app.play(app.game.legal_moves()[0])
    asyncio.get_running_loop().call_soon(move)

Widget._handle_control_comm_msg = classmethod(_answer_then_move)"""


def test_a_change_made_while_the_page_loads_is_shown(tmp_path, browser) -> None:
    notebooks = tmp_path / "notebooks"
    notebooks.mkdir()
    path = rn.write_notebook(notebooks, "resync", SETUP, {
        "dice": "DiceOfDoomApp(3, seats=('person', 'person'), seed=1, pace=0)"})
    with bs.voila_server(path, tmp_path) as url:
        page = bs.new_page(browser, rn.WIDTH, rn.HEIGHT)
        try:
            # a slow page: its models are made well after the kernel's move
            cdp = page.context.new_cdp_session(page)
            cdp.send("Emulation.setCPUThrottlingRate", {"rate": 8})
            page.goto(url, timeout=bs.ms(bs.NOTEBOOK_RUN))
            bs.wait_settled(page, [".probe-dice"])
            root = page.locator(".probe-dice")
            options = root.locator(".widget-select select option")
            # the record list: the start, then the move the kernel played meanwhile
            expect(options).to_have_count(2)
        finally:
            page.close()
