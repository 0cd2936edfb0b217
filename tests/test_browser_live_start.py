"""A view made again for an app already shown starts with an empty live region (trial
5): when a reopened notebook ran its cells again in the same kernel, the live region
first read the previous app's last words ("A line of the review, not the game: ..."),
the view of the old app made again from the kernel's widgets, before the new app's own.

The page here shows one app twice (two views of the same widgets, as a reopened
notebook makes a second view of an app the kernel still has): the first view reads the
app's words, the second starts empty; both read what the app says next.
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

#: the live regions of the app's views, in the page's order
LIVE_JS = ("() => [...document.querySelectorAll('.probe-dice .rwnb-twin-live')]"
           ".map((e) => e.textContent)")
#: the app's words before its first view is made
WORDS = "The last words of the app."


def notebook(folder: pathlib.Path) -> pathlib.Path:
    """An app that has said something, shown, then shown again (a second view)."""
    import nbformat

    cells = [nbformat.v4.new_code_cell("%matplotlib widget\nfrom ringworld_nb import "
                                       "DiceOfDoomApp"),
             nbformat.v4.new_code_cell(
                 "app = DiceOfDoomApp(3, seats=('person', 'person'), seed=1, pace=0)\n"
                 f"app.add_class('probe-dice')\napp.twin.say({WORDS!r})\napp"),
             nbformat.v4.new_code_cell("app")]
    nb = nbformat.v4.new_notebook(cells=cells, metadata={"kernelspec": {
        "name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}})
    path = folder / "twice.ipynb"
    nbformat.write(nb, path)
    return path


def test_a_second_view_of_an_app_starts_with_an_empty_live_region(tmp_path, browser) -> None:
    notebooks = tmp_path / "notebooks"
    notebooks.mkdir()
    with bs.voila_server(notebook(notebooks), tmp_path) as url:
        page = bs.new_page(browser, rn.WIDTH, rn.HEIGHT)
        try:
            page.goto(url, timeout=bs.ms(bs.NOTEBOOK_RUN))
            page.wait_for_function("() => document.querySelectorAll("
                                   "'.probe-dice .rwnb-twin-live').length === 2",
                                   timeout=bs.ms(bs.NOTEBOOK_RUN))
            first, second = page.evaluate(LIVE_JS)
            assert (first, second) == (WORDS, "")
            page.locator(".probe-dice").first.focus()
            page.keyboard.press("x")  # (not a key of the app: said in both views)
            page.wait_for_function(
                "(said) => [...document.querySelectorAll('.probe-dice .rwnb-twin-live')]"
                ".every((e) => e.textContent === said)",
                arg="x: not a key of this app; ? lists them.", timeout=bs.ms(bs.ROUND_TRIP))
        finally:
            page.close()
