"""The page driving of ``benchmarks/browser_trainers.py``, one press of each step (issue
30): in JupyterLab, a reviewed Dice of Doom game's Next mistake and a step along its line,
then a puzzle's wrong answer (its refutation's first picture timed) and Next puzzle - each
timed from the press to the board's first paint, beside the bare widget's round trip.
The figures are the benchmark's; this checks only that its presses reach the steps.

Needs Debian's ``chromium``, Playwright and JupyterLab; skipped with a message otherwise.
"""

from __future__ import annotations

import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()
sys.path.insert(0, str(ROOT / "benchmarks"))
import browser_trainers as bench  # noqa: E402
from test_browser_apps import open_notebook  # noqa: E402

GAME = "dice"


@pytest.mark.parametrize("kind", ["review", "puzzles"])
def test_the_benchmark_times_each_step_of_the_trainers(lab, browser, kind) -> None:
    url, folder = lab
    name = f"bench_{kind}.ipynb"
    cell = bench.review_cell(GAME) if kind == "review" else bench.puzzle_cell(GAME)
    bs.write_notebook(folder / name, ["%matplotlib widget\n" + cell, bench.BARE])
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.set_default_timeout(bs.ms(bs.ROUND_TRIP))
    try:
        open_notebook(page, lab, file_browser=False, name=name, apps=1)
        times = (bench.measure_review(page, 1) if kind == "review" else
                 bench.measure_puzzles(page, GAME, 1))
    finally:
        page.close()
    # one press of each step and one of the bare Button after each
    presses = {"review": {"Next mistake": 1, "a line's step": 1, "bare": 2},
               "puzzles": {"a refutation shown": 1, "Next puzzle": 1, "bare": 2}}[kind]
    assert {step: len(t) for step, t in times.items()} == presses, times
    assert all(0 < t < bs.ms(bs.ROUND_TRIP) for each in times.values() for t in each), times
