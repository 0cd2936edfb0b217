"""The live apps under random clicks, keys and buttons in a real browser, three at once
(two tabs of one JupyterLab and a Voila page): see ``tests/browser_soak.py``. A short
soak (``ACTIONS`` actions an app); ``benchmarks/browser_soak.py`` runs the long one
beside ``stress-ng``."""

from __future__ import annotations

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()
import pytest  # noqa: E402
from browser_soak import APPS, Waits, hint_move, log_size, soak, source, tracebacks  # noqa: E402,E501
from playwright.sync_api import expect  # noqa: E402

#: Random actions on each app (the benchmark does 200).
ACTIONS = 20


@pytest.fixture(scope="module")
def soak_servers(lab, tmp_path_factory):
    """The session's JupyterLab with the two notebooks of its apps, and a Voila serving
    the third's; ((URL, folder), (URL, Voila's folder))."""
    url, folder = lab
    voila_work = tmp_path_factory.mktemp("soak-voila")
    notebooks = voila_work / "notebooks"
    notebooks.mkdir()
    voila_notebook = None
    for key, code, where in APPS:
        if where == "lab":
            bs.write_notebook(folder / f"soak_{key}.ipynb", source(key, code))
        else:
            voila_notebook = bs.write_notebook(notebooks / f"soak_{key}.ipynb",
                                               source(key, code))
    with bs.voila_server(voila_notebook, voila_work) as voila_url:
        yield (url, folder), (voila_url, voila_work)


def test_random_actions_on_three_apps_at_once_leave_no_fault(soak_servers, browser) -> None:
    lab, voila = soak_servers
    found = soak(browser, lab, voila, ACTIONS, seed=1)
    print(found)
    for key, _, _ in APPS:
        assert sum(found["actions"][key].values()) == ACTIONS


def test_a_hint_move_goes_on_once_the_app_has_answered_its_h(soak_servers, browser) -> None:
    """The soak's hint move waits for the app's answer to ``h``, not for new words: a
    question left open refuses every ``h`` with the same words ("Answer the question
    first"), and the page does not change - the move goes on at once all the same
    (it waited the AI's whole time, 90 s, each time: the long soak crawled)."""
    _, (voila_url, _) = soak_servers
    page = bs.new_page(browser, 1280, 800)
    page.goto(voila_url, timeout=bs.ms(bs.NOTEBOOK_RUN))
    bs.wait_settled(page, 1)
    app = page.locator(".rwnb-app").first

    def press(key: str) -> None:
        app.focus()
        page.keyboard.press(key)

    bs.act(page, 0, lambda: press("h"), "Press y to play it", seconds=bs.AI_ANSWER)
    press("y")
    page.wait_for_function(  # the move played and the AI's answer: start + 2 lines
        "() => document.querySelectorAll('.rwnb-app .widget-select select option')"
        ".length >= 3", timeout=bs.ms(bs.AI_ANSWER))
    press("Home")  # the start: a move there asks first (the later moves would go)
    bs.act(page, 0, lambda: press("h"), "Press y to play it", seconds=bs.AI_ANSWER)
    press("y")
    expect(app.locator("button:visible", has_text="Yes")).to_be_visible()
    asked = Waits()
    said = [hint_move(page, asked) for _ in range(3)]
    assert all("Answer the question first" in words for words in said), said
    longest = max(asked.seconds["hint: answered"])
    assert longest < bs.ROUND_TRIP, f"a hint move waited {longest:.0f} s"
    page.close()


def test_the_soak_reads_only_what_a_server_logged_while_it_ran(tmp_path) -> None:
    """(ci32: a kernel of an earlier test module, shut down, left a traceback in the
    session's JupyterLab log, and the soak counted it as its own.)"""
    log = tmp_path / "lab.log"
    assert log_size(log) == 0 and tracebacks(log) == []
    earlier = "Traceback (most recent call last):\n  File x\nRuntimeError: before\n"
    log.write_text(earlier)
    since = log_size(log)
    assert tracebacks(log) and not tracebacks(log, since)
    with log.open("a") as handle:
        handle.write("Traceback (most recent call last):\n  File y\nRuntimeError: during\n")
    assert [t.splitlines()[-1] for t in tracebacks(log, since)] == ["RuntimeError: during"]
