"""Renaissance in a real browser: Voila serves three apps, headless Chromium plays them.

A notebook written for the test (``%matplotlib widget``, then three ``RenaissanceApp``)
starts one app at the setup, one in Phase 1 (``Renaissance.from_layout``) and one at the
preparation of Phase 2 (``Renaissance.phase2_only``). Chromium plays a few moves of each
phase by mouse clicks on the board's canvas and on the app's buttons, as a player would:

* setup: a piece chosen in the palette, shown at a cell and laid by a second click; a
  piece turned with **Turn** and laid with **Place**;
* Phase 1: markers on dotted cells, then an insertion by a click on an edge arrow (which
  completes a domino: Gold takes it);
* Phase 2: the preparation (monominoes and markers, **Marker** chosen with its toggle),
  then a turn: a domino from the hand laid next to a marker, a marker moved one cell.

After each step the status line, the counts or the message under the board must change
as the rules say; screenshots go to ``tests/artifacts/renaissance_*.png``.

A cell's page position comes from the canvas's bounding box and the artist's axes
limits (the figure is the whole canvas, its Axes the whole figure, equal aspect).

Needs Debian's ``chromium`` and Playwright for Python and Voila (test extra); skipped
with a message otherwise.
"""

from __future__ import annotations

import pathlib
import re
import sys

import pytest
from matplotlib.figure import Figure

from ringworld_nb.renaissance.cells import column_row, parse_cell
from ringworld_nb.renaissance.draw import DARK, RenaissanceArtist
from ringworld_nb.renaissance.draw.layout import edge_centre

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

_reason = bs.browser_missing()
if _reason:
    pytest.skip(_reason, allow_module_level=True)
from playwright.sync_api import expect, sync_playwright  # noqa: E402

ARTIFACTS = bs.ARTIFACTS
TIMEOUT = 30_000  # ms for one round trip to the kernel and the redraw

#: The Phase 1 board: a setup played at random (Renaissance.random_setup(Random(3))).
#: Row 1 holds the domino J on b1, b2 that Gold's push from a1 completes.
LAYOUT = "ABBBCCC\nAB..D.E\nFFF.DDE\nGHH#I.E\nGGHHIIE\nGJKKLMM\n.JKKL.."
SILVER_HAND = ["D", "I3", "O4", "T4"]
GOLD_HAND = ["D", "V3", "L4", "S4"]
APPS = {
    "setup": "RenaissanceApp(seed=1)",
    "phase1": f"RenaissanceApp(Renaissance.from_layout({LAYOUT!r}))",
    "phase2": f"RenaissanceApp(Renaissance.phase2_only({SILVER_HAND!r}, {GOLD_HAND!r}))",
}


def write_notebook(folder: pathlib.Path) -> pathlib.Path:
    """``%matplotlib widget``, then one app a cell, each marked ``rn-probe-<key>``."""
    import nbformat

    cells = [nbformat.v4.new_code_cell(
        "%matplotlib widget\nfrom ringworld_nb import RenaissanceApp\n"
        "from ringworld_nb.renaissance import Renaissance")]
    for key, expression in APPS.items():
        cells.append(nbformat.v4.new_code_cell(
            f"app = {expression}\napp.add_class('rn-probe-{key}')\napp"))
    nb = nbformat.v4.new_notebook(cells=cells, metadata={"kernelspec": {
        "name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}})
    path = folder / "renaissance_browser.ipynb"
    nbformat.write(nb, path)
    return path


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory):
    folder = tmp_path_factory.mktemp("renaissance")
    notebooks = folder / "notebooks"
    notebooks.mkdir()
    with bs.voila_server(write_notebook(notebooks), folder) as url:
        yield url


@pytest.fixture(scope="module")
def page(voila_url):
    """The Voila page with the three apps drawn at their settled size."""
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        browser = bs.launch_chromium(p)
        try:
            pg = browser.new_page(viewport={"width": 1300, "height": 1300})
            pg.goto(voila_url, timeout=180_000)
            pg.wait_for_function(
                """(keys) => keys.every((k) => { const d = document.querySelector(
                     `.rn-probe-${k} div.jupyter-matplotlib-canvas-div`);
                     return d && d.getBoundingClientRect().width > 100; })""",
                arg=list(APPS), timeout=180_000, polling=500)
            _settle(pg)
            yield pg
        finally:
            browser.close()


def _settle(page) -> None:
    """Wait until the canvases keep their size for 1.5 s (the apps fit their column
    after a round trip to the kernel)."""
    js = ("() => [...document.querySelectorAll('div.jupyter-matplotlib-canvas-div')]"
          ".map((d) => { const r = d.getBoundingClientRect();"
          " return [r.width, r.height].map(Math.round).join(','); }).join(';')")
    last, stable = None, 0
    for _ in range(60):
        page.wait_for_timeout(500)
        sizes = page.evaluate(js)
        stable = stable + 1 if sizes == last else 0
        last = sizes
        if stable >= 3:
            return


def axes_limits() -> tuple[tuple[float, float], tuple[float, float]]:
    """The board's axes limits, read from an artist made as the app makes it (a figure
    filled by its Axes, the dark style)."""
    ax = Figure(figsize=(6, 6)).add_axes((0.0, 0.0, 1.0, 1.0))
    RenaissanceArtist(ax, style=DARK)
    return ax.get_xlim(), ax.get_ylim()


class App:
    """One app of the page: its parts as locators, and clicks at board coordinates."""

    def __init__(self, page, key: str) -> None:
        self.page = page
        self.key = key
        self.root = page.locator(f".rn-probe-{key}")
        self.canvas = self.root.locator("div.jupyter-matplotlib-canvas-div").first
        self.status = self.root.locator(".rn-status")
        (self.x0, self.x1), (self.y0, self.y1) = axes_limits()

    def point(self, x: float, y: float) -> tuple[float, float]:
        """Page coordinates of the board point (x, y) (data coordinates of the artist)."""
        self.canvas.scroll_into_view_if_needed()
        box = self.canvas.bounding_box()
        assert box is not None and box["width"] > 100, f"{self.key}: no canvas ({box})"
        fx = (x - self.x0) / (self.x1 - self.x0)
        fy = (self.y1 - y) / (self.y1 - self.y0)
        return box["x"] + fx * box["width"], box["y"] + fy * box["height"]

    def click_cell(self, name: str) -> None:
        column, row = column_row(parse_cell(name))
        self.page.mouse.click(*self.point(column + 0.5, row + 0.5))

    def click_arrow(self, name: str, direction: str) -> None:
        self.page.mouse.click(*self.point(*edge_centre(parse_cell(name), direction)))

    def button(self, text: str):
        """The app's visible button whose text starts with ``text``."""
        pattern = re.compile(r"^\s*" + re.escape(text))
        return self.root.locator("button:visible").filter(has_text=pattern).first

    def expect_status(self, text: str) -> None:
        expect(self.status).to_contain_text(text, timeout=TIMEOUT)

    def expect_text(self, text: str) -> None:
        expect(self.root).to_contain_text(text, timeout=TIMEOUT)

    def shot(self, name: str) -> None:
        """Screenshot of the app (board, controls and panel) after the redraw; the
        viewport is taller than an app, so the app is shown whole."""
        self.page.wait_for_timeout(600)  # the canvas's new frame
        self.root.scroll_into_view_if_needed()
        self.root.screenshot(path=str(ARTIFACTS / f"renaissance_{name}.png"))
        # what sticks out of the app's box below (the panel taller than the app?)
        over = self.root.evaluate(
            """(r) => { const b = r.getBoundingClientRect().bottom;
                 return Math.max(0, ...[...r.querySelectorAll('*')].filter(
                   (e) => e.getClientRects().length).map(
                   (e) => e.getBoundingClientRect().bottom - b)); }""")
        assert over <= 1, f"{name}: something is {over:.0f} px below the app's box"


def test_canvas_is_the_figure(page) -> None:
    """The canvas div is the figure: same box as the picture it shows (else every
    click would land beside its cell)."""
    for key in APPS:
        sizes = page.evaluate(
            """(k) => { const d = document.querySelector(
                 `.rn-probe-${k} div.jupyter-matplotlib-canvas-div`);
                 const c = d.querySelector('canvas');
                 const a = d.getBoundingClientRect(), b = c.getBoundingClientRect();
                 return [a.left, a.top, a.width, a.height, b.left, b.top, b.width, b.height]
                   .map(Math.round); }""", key)
        assert sizes[:4] == sizes[4:], f"{key}: canvas div {sizes[:4]}, canvas {sizes[4:]}"
        assert abs(sizes[2] - sizes[3]) <= 1, f"{key}: the board is not square: {sizes}"


def test_setup(page) -> None:
    app = App(page, "setup")
    app.expect_status("Setup")
    app.expect_status("Silver to move (13 pieces left in the pool)")
    app.expect_text("click the same cell again")  # the help line of the setup
    app.shot("setup_0_start")

    # Silver: the O tetromino from the palette, shown at a1, laid by a second click.
    app.button("O4 \u00d7").click()
    app.expect_text("O tetromino chosen: click a cell.")
    app.click_cell("a1")
    app.expect_text("fits: click a1 again or Place")
    app.shot("setup_1_ghost")
    app.click_cell("a1")
    app.expect_status("Gold to move (12 pieces left in the pool)")
    app.expect_text("Silver placed")
    expect(app.button("O4 \u00d7")).to_have_count(0)  # the pool has no O4 left
    app.shot("setup_2_o4_placed")

    # Gold: the I triomino, turned flat with Turn, shown at e1, laid with Place.
    app.button("I3 \u00d7").click()
    app.expect_text("I triomino chosen")
    app.button("Turn").click()
    app.expect_text("The I3 is turned.")
    app.click_cell("e1")
    app.expect_text("fits: click e1 again or Place")
    app.button("Place").click()
    app.expect_status("Silver to move (11 pieces left in the pool)")
    app.expect_text("Gold placed")
    app.shot("setup_3_i3_placed")


def test_phase1(page) -> None:
    app = App(page, "phase1")
    app.expect_status("Phase 1")
    app.expect_status("Gold to move (markers left: Silver 24, Gold 24)")
    app.expect_text("Click a cell with a dot")
    # No offer waits and a marker can be put: only "Offer to end" is enabled.
    expect(app.button("Offer to end")).to_be_enabled()
    for word in ("Pass", "Accept", "Decline"):
        expect(app.button(word)).to_be_disabled()
    app.shot("phase1_0_start")

    # Markers around the centre, then diagonally out to the corner a1 (Gold) and to g7
    # (Silver); the supplies count down.
    plays = [("c3", "Silver to move (markers left: Silver 24, Gold 23)"),
             ("e5", "Gold to move (markers left: Silver 23, Gold 23)"),
             ("b2", "Silver to move (markers left: Silver 23, Gold 22)"),
             ("f6", "Gold to move (markers left: Silver 22, Gold 22)"),
             ("a1", "Silver to move (markers left: Silver 22, Gold 21)"),
             ("g7", "Gold to move (markers left: Silver 21, Gold 21)")]
    for i, (cell, status) in enumerate(plays, 1):
        app.click_cell(cell)
        app.expect_status(status)
        app.expect_text(f"put a marker on {cell}.")
        if i in (1, 6):
            app.shot(f"phase1_{i}_marker_{cell}")

    # A click on a cell without a dot is refused with the engine's reason.
    app.click_cell("g1")
    app.expect_text("Not possible")
    app.expect_status("Gold to move (markers left: Silver 21, Gold 21)")

    # Gold pushes in from the arrow left of a1: a1's marker goes to b1 and the domino
    # b1, b2 is full with two Gold markers: Gold takes it, its markers come back.
    app.click_arrow("a1", ">")
    app.expect_status("Silver to move (markers left: Silver 21, Gold 22)")
    app.expect_text("Gold pushed in")
    app.expect_text("Gold takes the D (b1, b2)")
    app.expect_text("Gold taken: 1")
    app.shot("phase1_7_insertion")


def test_phase2(page) -> None:
    app = App(page, "phase2")
    app.expect_status("Phase 2: preparation")
    app.expect_status("Gold to move")
    app.expect_text("Choose Monomino or Marker")
    app.expect_text("Gold in hand: 4")
    app.shot("phase2_0_preparation")

    # The monominoes (the toggle's first choice), then the markers.
    app.click_cell("a1")
    app.expect_text("Gold put a monomino on a1.")
    app.expect_status("Silver to move")
    app.click_cell("g1")
    app.expect_text("Silver put a monomino on g1.")
    app.expect_status("Gold to move")
    app.button("Marker").click()
    expect(app.button("Marker")).to_have_class(re.compile(r"\bmod-active\b"),
                                              timeout=TIMEOUT)
    app.page.wait_for_timeout(500)
    app.shot("phase2_1_monominoes")
    for i, (who, cell) in enumerate([("Gold", "c3"), ("Silver", "e3"), ("Gold", "c5"),
                                     ("Silver", "e5"), ("Gold", "a7")]):
        app.click_cell(cell)
        app.expect_text(f"{who} put a marker on {cell}.")
        app.expect_status(f"{'Silver' if i % 2 == 0 else 'Gold'} to move")
    app.click_cell("g7")
    app.expect_text("Silver put a marker on g7.")
    app.expect_status("Phase 2: Gold to move")
    app.expect_text("Choose a piece of your hand")
    app.shot("phase2_2_turns_begin")

    # Gold's turn: the domino of the hand, shown at b3 (next to the marker on c3), laid
    # by a second click; then the marker on c3 moves down to c2.
    app.button("D \u00d7").click()
    app.expect_text("Domino chosen: click a cell.")
    app.click_cell("b3")
    app.expect_text("fits: click b3 again or Place")
    app.shot("phase2_3_ghost")
    app.click_cell("b3")
    app.expect_text("laid: now click the marker to move")
    app.expect_text("Now move a marker")
    app.click_cell("c3")
    app.expect_text("Move the marker on c3: click where it goes")
    app.shot("phase2_4_marker_chosen")
    app.click_cell("c2")
    app.expect_text("Gold put back")
    app.expect_text("Gold moved a marker c3\u2192c2.")
    app.expect_status("Phase 2: Silver to move")
    app.expect_text("Gold in hand: 3")
    app.expect_text("Silver in hand: 4")
    app.shot("phase2_5_turn_played")
