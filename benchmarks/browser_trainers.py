"""Speed of the trainers' steps in a real browser: from the press to the board's new picture.

The steps a learner takes again and again, for each game that has them:

* **Next mistake** in a reviewed game (a short game of random moves, analysed in its cell
  before the page is measured),
* **a line's step**: ▶ beside the review's words, one move on along the line the search
  expects after the mistake (pressed after each Next mistake while the line goes on),
* **a refutation shown**: a wrong answer to a puzzle entered by the clicks a person makes;
  the press that completes it (a click on the board, or Submit) is timed to the first
  picture of the refutation (the wrong move played, then the reply),
* **Next puzzle** once that try has been rated (a puzzle never tried comes back as the
  same puzzle: Next puzzle picks the nearest untried one).

Voila (or JupyterLab, ``--lab``) serves, for each game, a notebook with the review app and
one with the puzzle app, each with the bare widget of ``browser_redraw.py`` under it (an
ipywidgets Button that changes an HTML widget's text). Headless Chromium presses the
step's button and measures in the page the time from the press (a ``mousedown`` listener)
to the first paint of the board's canvas after it; a kernel's step sends one picture
(``tests/test_trainer_steps.py``), so the first paint is the step's. Each step press is
followed by a press of the bare Button, timed from the press to its new text. Prints, for
each game and step, the median and the 90th percentile of both and the step's over the
bare round trip's median, as ``browser_redraw.py`` does:

    Voila, Dice of Doom: Next mistake: median A ms, 90% B ms | bare median C ms, 90% D ms
    | app/bare: median x4.3, 90% x6.9 (12 presses, load 1.2)

    python benchmarks/browser_trainers.py [--presses N] [--lab] [--games dice ...]
                                          [--steps review puzzles]

Needs Debian's chromium and the test extra (Playwright, Voila, JupyterLab). Measure on a
quiet machine: the load is printed.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import sys
import tempfile
from dataclasses import dataclass
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))

import browser_support as bs  # noqa: E402
from board_points import INPUT_BUTTONS, data_point  # noqa: E402
from browser_redraw import BARE, FIRST_PAINT, FIRST_TEXT, HOOK_JS, _press, report  # noqa: E402

#: The games, their titles and how a short game of each is made for the review: the app,
#: then random moves played on a copy of its game (``game``, ``rng``), then put on it.
GAMES = {
    "ringworld": ("The Ring World", "RingWorldApp(3, seats=('person', 'person'))",
                  "for _ in range(14):\n    game.play(rng.choice(game.legal_moves()))"),
    "dice": ("Dice of Doom", "DiceOfDoomApp(4, seats=('person', 'person'), seed=3)",
             "for _ in range(12):\n    if not game.is_over:\n"
             "        game.play(rng.choice(game.legal_moves()))"),
    "renaissance": ("Renaissance", "RenaissanceApp(seats=('person', 'person'))",
                    "while game.phase != 'phase1':\n"
                    "    game.play(rng.choice(game.legal_moves()))\n"
                    "for _ in range(12):\n    game.play(rng.choice(game.legal_moves()))"),
}
#: The seed of each review's random moves (one that gives several mistakes to step to).
REVIEW_SEED = {"ringworld": 1, "dice": 3, "renaissance": 2}


def review_cell(game: str) -> str:
    """The cell of the review page: the short game, analysed (outside the timing), the
    graph shown (the review's buttons are under it)."""
    _, make, moves = GAMES[game]
    return f"""import random
from ringworld_nb import DiceOfDoomApp, RenaissanceApp, RingWorldApp, analysis
app = {make}
game, rng = app.game.clone(), random.Random({REVIEW_SEED[game]})
{moves}
app.replace_game(game)
app.game_review.analysis = analysis.analyse(game, strength="easy")
app.graph_view.toggle.value = True
app.refresh()
app"""


def puzzle_cell(game: str) -> str:
    """The cell of the puzzle page: the puzzle app, its ratings in a file of its own."""
    return f"""from ringworld_nb.trainers.puzzles import PuzzlePlayer
app = PuzzlePlayer({game!r}, progress="progress_{game}.json")
app"""


@dataclass(frozen=True)
class Step:
    """A step measured: its name in the report (what ``report`` reads)."""

    name: str


class Page:
    """A page with one app and the bare widget, its presses timed (``HOOK_JS``)."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.app = page.locator(".rwnb-app").first
        self.bare_times: list[float] = []
        bs.wait_settled(page, 1)
        page.locator(".bare-button").first.wait_for(timeout=bs.ms(bs.NOTEBOOK_RUN))
        page.evaluate(HOOK_JS)
        self.bare()  # the first press, not counted: the kernel warms up
        self.bare_times.clear()

    def centre(self, locator: Any) -> tuple[float, float]:
        """The middle of ``locator``'s element, scrolled into view."""
        locator.scroll_into_view_if_needed()
        box = locator.bounding_box()
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    def button(self, words: str) -> Any:
        return self.app.locator("button", has_text=words).first

    def timed(self, point: tuple[float, float], *, refreshes: int = 1) -> float:
        """Press at ``point``: the time to the board's first paint after it (ms); then
        wait until the app has shown ``refreshes`` more refreshes (its answer is whole)."""
        before = bs.shown(self.page, 0)
        took = _press(self.page, *point, FIRST_PAINT)
        bs.wait_shown(self.page, 0, after=before + refreshes - 1)
        self.page.wait_for_timeout(300)  # (the paints of the answer are over)
        return took

    def bare(self) -> None:
        """A press of the bare Button, timed to its new text."""
        self.bare_times.append(_press(self.page, *self.centre(
            self.page.locator(".bare-button").first), FIRST_TEXT))
        self.page.wait_for_timeout(300)


def measure_review(page: Any, presses: int) -> dict[str, list[float]]:
    """Next mistake and a step along the line after it, ``presses`` times each (fewer
    line steps when a line has ended)."""
    on = Page(page)
    times: dict[str, list[float]] = {"Next mistake": [], "a line's step": []}
    for _ in range(presses):
        times["Next mistake"].append(on.timed(on.centre(on.button("Next mistake"))))
        on.bare()
        step = on.button("\u25b6")
        if step.is_enabled():
            times["a line's step"].append(on.timed(on.centre(step)))
            on.bare()
    return {**times, "bare": on.bare_times}


def shown_puzzle(on: Page, game: str, replica: Any) -> Any:
    """The puzzle the page shows (by the id in its goal), put on ``replica`` too."""
    from ringworld_nb import puzzles as pz

    goal = on.app.locator(".rwnb-goal b").first.inner_text()
    found = {p.id: p for p in pz.puzzles(game)}[goal.removeprefix("Puzzle ").strip()]
    replica.trainer.start(found)
    return found


def wrong_try(game: str, replica: Any, puzzle: Any) -> tuple[Any, list[tuple[str, Any]]]:
    """A wrong answer with a refutation to show, and its inputs: the one of fewest
    inputs, entered by clicks and the input's buttons."""
    from ringworld_nb import puzzles as pz

    tries = []
    for move in replica.game.legal_moves():
        inputs = replica.input.clicks_for(replica.game, move)
        if (any(m != "click" and m not in INPUT_BUTTONS for m, _ in inputs)
                or pz.check(puzzle, [], move).status != pz.WRONG
                or pz.refutation(puzzle, [], move) is None):
            continue
        tries.append((len(inputs), move, inputs))
        if len(inputs) == 1:
            break
    if not tries:
        raise AssertionError(f"{puzzle.id}: no wrong answer with a refutation")
    _, move, inputs = min(tries, key=lambda t: t[0])
    return move, inputs


def measure_puzzles(page: Any, game: str, presses: int) -> dict[str, list[float]]:
    """A wrong answer's refutation, then Next puzzle, ``presses`` times each."""
    from ringworld_nb.trainers.puzzles import PuzzlePlayer

    on = Page(page)
    replica = PuzzlePlayer(game, progress=tempfile.mktemp(suffix=".json"))
    canvas = on.app.locator(".rwnb-picture-board canvas").first
    times: dict[str, list[float]] = {"a refutation shown": [], "Next puzzle": []}

    def point(method: str, target: Any) -> tuple[float, float]:
        if method != "click":
            return on.centre(on.button(INPUT_BUTTONS[method]))
        canvas.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        box = canvas.bounding_box()
        replica.board.resize(round(box["width"]), replica.game)
        px, py = replica.ax.transData.transform(data_point(game, replica.game, target))
        return box["x"] + px, box["y"] + replica.canvas.pixels[1] - py

    for _ in range(presses):
        puzzle = shown_puzzle(on, game, replica)
        _, inputs = wrong_try(game, replica, puzzle)
        for method, target in inputs[:-1]:  # the move begun, not timed
            before = bs.shown(page, 0)
            page.mouse.click(*point(method, target))
            bs.wait_shown(page, 0, after=before)
            page.wait_for_timeout(600)  # (two presses on a spot within 0.4 s are one)
        # the move completed: its refutation is shown, then the puzzle again (a refresh
        # as the try is refused, another once the refutation has been shown)
        times["a refutation shown"].append(on.timed(point(*inputs[-1]), refreshes=2))
        on.bare()
        times["Next puzzle"].append(on.timed(on.centre(on.button("Next puzzle"))))
        on.bare()
    return {**times, "bare": on.bare_times}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=20, help="presses of each step")
    parser.add_argument("--lab", action="store_true", help="JupyterLab instead of Voila")
    parser.add_argument("--games", nargs="*", choices=list(GAMES), default=list(GAMES))
    parser.add_argument("--steps", nargs="*", choices=["review", "puzzles"],
                        default=["review", "puzzles"])
    args = parser.parse_args()
    # the servers' kernels inherit these: no autosave (an unfinished game of the user's
    # would be offered first), a data folder of their own
    os.environ["RINGWORLD_NB_AUTOSAVE"] = "off"
    os.environ["RINGWORLD_NB_DATA"] = tempfile.mkdtemp(prefix="rwnb-data-")
    from playwright.sync_api import sync_playwright

    work = pathlib.Path(tempfile.mkdtemp())
    folder = work / "notebooks"
    folder.mkdir()
    pages = []  # (game, kind, notebook)
    for game in args.games:
        for kind in args.steps:
            name = f"{kind}_{game}.ipynb"
            cell = review_cell(game) if kind == "review" else puzzle_cell(game)
            bs.write_notebook(folder / name, ["%matplotlib widget\n" + cell, BARE])
            pages.append((game, kind, name))
    where = "JupyterLab" if args.lab else "Voila"
    with sync_playwright() as p:
        browser = bs.launch_chromium(p)
        server = bs.lab_server(folder, work) if args.lab else bs.voila_server(folder, work)
        with server as url:
            for game, kind, name in pages:
                page = browser.new_page(viewport={"width": 1280, "height": 800})
                page.set_default_timeout(bs.ms(bs.ROUND_TRIP))
                if args.lab:
                    bs.open_in_lab(page, url, name, file_browser=False)
                else:
                    page.goto(url + "voila/render/" + name, timeout=bs.ms(bs.NOTEBOOK_RUN))
                times = (measure_review(page, args.presses) if kind == "review" else
                         measure_puzzles(page, game, args.presses))
                page.close()
                if args.lab:
                    bs.shutdown_kernels(url)
                bare = times.pop("bare")
                for step, taken in times.items():
                    if len(taken) >= 2:
                        print(report(where, Step(f"{GAMES[game][0]}: {step}"), taken, bare),
                              flush=True)
        browser.close()


if __name__ == "__main__":
    main()
