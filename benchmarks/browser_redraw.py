"""Speed of the apps in a real browser: from a press on the board to the new picture.

For each app - The Ring World L3 and L4, Dice of Doom 5x5, Renaissance in Phase 1 and in
Phase 2, each a few moves into its game - Voila (or JupyterLab, ``--lab``) serves a
notebook with the app and, under it, a bare widget: an ipywidgets Button that changes
an HTML widget's text. Headless Chromium presses the board again and again, at spots
where each press changes the picture (The Ring World: a legal placement, chosen and
unchosen; Dice of Doom: a hex that can attack, chosen and unchosen; Renaissance: two
cells a press cannot play, each refused with a ring around it), and measures in the
page the time from the press (a ``mousedown`` listener) to the first paint of the
board's canvas after it (a ``drawImage`` on it). The same page measures the bare round
trip: from the press of the Button to its new text. Prints, for each app, the median and
the 90th percentile of both, and the app's over the bare round trip's median:

    Voila, The Ring World L4: median A ms, 90% B ms | bare median C ms, 90% D ms |
    app/bare: median x1.9, 90% x3.2 (30 presses, load 0.4)

    python benchmarks/browser_redraw.py [--clicks N] [--lab] [--canvas lean|ipympl]
                                        [--apps "The Ring World L4" ...]

``--canvas ipympl`` measures ipympl's canvas instead of the lean one (the environment
variable RINGWORLD_NB_CANVAS of the kernels). Needs Debian's chromium and the test extra
(Playwright, Voila, JupyterLab). Measure on a quiet machine: the load is printed.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import statistics
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import browser_support as bs  # noqa: E402

#: Records in the page the time of each press, of each paint of an app's board, and of
#: each change of the bare widget's text.
HOOK_JS = """() => {
  if (window.__paints) return;
  window.__paints = [];
  window.__downs = [];
  window.__bare = [];
  const draw = CanvasRenderingContext2D.prototype.drawImage;
  CanvasRenderingContext2D.prototype.drawImage = function (...args) {
    if (this.canvas.closest && this.canvas.closest('.rwnb-picture-board')) {
      window.__paints.push(performance.now());
    }
    return draw.apply(this, args);
  };
  document.addEventListener('mousedown', () => window.__downs.push(performance.now()), true);
  new MutationObserver((changes) => {
    if (changes.some((c) => (c.target.nodeType === 1 ? c.target : c.target.parentElement)
                            ?.closest('.bare-count'))) window.__bare.push(performance.now());
  }).observe(document, {subtree: true, childList: true, characterData: true});
}"""

#: The bare widget: a Button that changes an HTML widget's text.
BARE = """import ipywidgets as widgets
bare_count = widgets.HTML("0")
bare_count.add_class("bare-count")
bare = widgets.Button(description="bare round trip")
bare.add_class("bare-button")
bare.on_click(lambda _: setattr(bare_count, "value", str(int(bare_count.value) + 1)))
widgets.HBox([bare, bare_count])"""


@dataclass(frozen=True)
class Case:
    """An app to measure: the code that makes it (``INTERACTIVE`` stands for its
    ``interactive`` argument) and the board points its presses go to, in turn."""

    name: str
    code: str
    spots: Callable[[Any], list[tuple[float, float]]]

    def source(self, interactive: str) -> str:
        return self.code.replace("INTERACTIVE", interactive)

    def replica(self) -> Any:
        """The same app, made here: where its spots are."""
        space: dict[str, Any] = {}
        exec(self.source("False"), space)  # noqa: S102 - our own code, above
        return space["app"]


def _ring_world(level: int, moves: int) -> str:
    return f"""import random
from ringworld_nb import RingWorldApp
app = RingWorldApp({level}, seats=("person", "person"), animation=0, interactive=INTERACTIVE)
moves = random.Random(10)
for _ in range({moves}):
    app.play(app.game.random_move(moves))
app"""


def _ring_world_spots(app: Any) -> list[tuple[float, float]]:
    place = app.game.legal_placements()[0]
    return [tuple(app.game.board.centers(1)[place])]


DICE = """from ringworld_nb import DiceOfDoomApp
app = DiceOfDoomApp(5, seats=("person", "person"), seed=3, interactive=INTERACTIVE)
app"""


def _dice_spots(app: Any) -> list[tuple[float, float]]:
    board = app.game.board
    source = app.game.attack_sources()[0]
    return [tuple(board.centers()[board.index(source)])]


def _renaissance(phase: str, after: int) -> str:
    return f"""import random
from ringworld_nb import RenaissanceApp
from ringworld_nb.renaissance import Renaissance
game, rng = Renaissance(4), random.Random(4)
while game.phase != {phase!r}:
    game.play(rng.choice(game.legal_moves()))
for _ in range({after}):
    game.play(rng.choice(game.legal_moves()))
app = RenaissanceApp(game, seats=("person", "person"), interactive=INTERACTIVE)
app"""


def _cell_centre(cell: int) -> tuple[float, float]:
    from ringworld_nb.renaissance.cells import column_row

    column, row = column_row(cell)
    return column + 0.5, row + 0.5


def _refused_cells(app: Any) -> list[tuple[float, float]]:
    """Two cells a press refuses (with a ring around the cell): the centre and an
    occupied cell in Phase 1; two cells before a piece is chosen in Phase 2."""
    from ringworld_nb.renaissance.cells import CELLS, CENTRE

    refused = []
    for cell in [CENTRE, *CELLS]:
        feedback = app.input.click(app.game, ("cell", cell))
        app.input.reset()
        if getattr(feedback, "where", None) == cell and cell not in refused:
            refused.append(cell)
        if len(refused) == 2:
            return [_cell_centre(c) for c in refused]
    raise AssertionError(f"no two refused cells in {app.game.phase}")


CASES = [
    Case("The Ring World L3", _ring_world(3, 6), _ring_world_spots),
    Case("The Ring World L4", _ring_world(4, 60), _ring_world_spots),
    Case("Dice of Doom 5x5", DICE, _dice_spots),
    Case("Renaissance Phase 1", _renaissance("phase1", 6), _refused_cells),
    Case("Renaissance Phase 2", _renaissance("phase2", 2), _refused_cells),
]


def _quantiles(times: list[float]) -> tuple[float, float]:
    """(median, 90th percentile) of ``times``."""
    return statistics.median(times), statistics.quantiles(times, n=10)[8]


def _press(page, x: float, y: float, done_js: str) -> float:
    """Press at (x, y); wait until ``done_js`` (of the press's time) is a number: the
    time from the press to it, in ms."""
    n = page.evaluate("() => window.__downs.length")
    page.mouse.click(x, y)
    try:
        page.wait_for_function(f"(n) => window.__downs.length > n && (({done_js})"
                               "(window.__downs[n]) !== undefined)", arg=n, timeout=60_000,
                               polling="raf")
    except Exception:
        state = page.evaluate("(xy) => [window.__downs.length, window.__paints.length, "
                              "window.__bare.length, document.elementFromPoint(...xy)"
                              "?.outerHTML?.slice(0, 200)]", [x, y])
        raise AssertionError(f"no answer to the press at ({x:.0f}, {y:.0f}): "
                             f"presses, paints, texts, element there: {state}") from None
    return page.evaluate(f"(n) => ({done_js})(window.__downs[n]) - window.__downs[n]", n)


FIRST_PAINT = "(t) => window.__paints.find((p) => p > t)"
FIRST_TEXT = "(t) => window.__bare.find((p) => p > t)"


def measure(page, case: Case, clicks: int) -> tuple[list[float], list[float]]:
    """(app's times, bare round trips) in ms, ``clicks`` of each, taken in turn."""
    page.wait_for_function("() => document.querySelector('.rwnb-app canvas') && "
                           "document.querySelector('.bare-button')",
                           timeout=240_000, polling=500)
    page.wait_for_timeout(4000)  # the layout settles
    page.evaluate(HOOK_JS)
    replica = case.replica()
    canvas = page.locator(".rwnb-app .rwnb-picture-board canvas").first
    bare = page.locator(".bare-button").first
    replica.board.resize(round(canvas.bounding_box()["width"]), replica.game)
    points = [replica.ax.transData.transform(point) for point in case.spots(replica)]

    def board_spot(k: int) -> tuple[float, float]:
        """Spot ``k`` (in turn) on the board, the board scrolled into view."""
        canvas.evaluate("(el) => el.scrollIntoView({block: 'start'})")
        box = canvas.bounding_box()
        px, py = points[k % len(points)]
        return box["x"] + px, box["y"] + (replica.canvas.pixels[1] - py)

    def bare_spot() -> tuple[float, float]:
        """The middle of the bare widget's Button, scrolled into view."""
        bare.scroll_into_view_if_needed()
        box = bare.bounding_box()
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    _press(page, *bare_spot(), FIRST_TEXT)  # first presses, not counted: the kernel warms up
    _press(page, *board_spot(0), FIRST_PAINT)
    page.wait_for_timeout(600)
    app_times, bare_times = [], []
    for k in range(clicks):
        app_times.append(_press(page, *board_spot(k + 1), FIRST_PAINT))
        page.wait_for_timeout(600)  # (two presses on a spot within 0.4 s are one)
        bare_times.append(_press(page, *bare_spot(), FIRST_TEXT))
        page.wait_for_timeout(300)
    return app_times, bare_times


def report(where: str, case: Case, app_times: list[float], bare_times: list[float]) -> str:
    median, p90 = _quantiles(app_times)
    bare_median, bare_p90 = _quantiles(bare_times)
    return (f"{where}, {case.name}: median {median:.0f} ms, 90% {p90:.0f} ms | bare median "
            f"{bare_median:.0f} ms, 90% {bare_p90:.0f} ms | app/bare: median "
            f"x{median / bare_median:.1f}, 90% x{p90 / bare_median:.1f} "
            f"({len(app_times)} presses, load {os.getloadavg()[0]:.1f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=30)
    parser.add_argument("--lab", action="store_true", help="JupyterLab instead of Voila")
    parser.add_argument("--canvas", choices=["lean", "ipympl"], default="lean")
    parser.add_argument("--apps", nargs="*", help="the names of the apps to measure")
    args = parser.parse_args()
    # the servers' kernels inherit these: the canvas, and no autosave (an unfinished game
    # of the user's would be offered first, and the board would wait for the answer)
    os.environ["RINGWORLD_NB_CANVAS"] = args.canvas
    os.environ["RINGWORLD_NB_AUTOSAVE"] = "off"
    os.environ["RINGWORLD_NB_DATA"] = tempfile.mkdtemp(prefix="rwnb-data-")
    from playwright.sync_api import sync_playwright

    cases = [c for c in CASES if not args.apps or c.name in args.apps]
    work = pathlib.Path(tempfile.mkdtemp())
    folder = work / "notebooks"
    folder.mkdir()
    names = {}
    for k, case in enumerate(cases):
        names[case.name] = f"redraw_{k}.ipynb"
        bs.write_notebook(folder / names[case.name],
                          ["%matplotlib widget\n" + case.source("None"), BARE])
    where = ("JupyterLab" if args.lab else "Voila") + f" ({args.canvas})"
    with sync_playwright() as p:
        browser = bs.launch_chromium(p)
        server = bs.lab_server(folder, work) if args.lab else bs.voila_server(folder, work)
        with server as url:
            for case in cases:
                page = browser.new_page(viewport={"width": 1280, "height": 800})
                if args.lab:
                    bs.open_in_lab(page, url, names[case.name], file_browser=False)
                else:
                    page.goto(url + "voila/render/" + names[case.name], timeout=180_000)
                app_times, bare_times = measure(page, case, args.clicks)
                page.close()
                if args.lab:
                    bs.shutdown_kernels(url)
                print(report(where, case, app_times, bare_times), flush=True)
        browser.close()


if __name__ == "__main__":
    main()
