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

``test_whole_set`` (its own Voila page, one ``RenaissanceApp(seed=179)``) plays a whole
set, setup to score, as two people at one screen: a local ``Renaissance`` mirror picks
each move (a seeded policy, see :func:`choose_move`), the test makes it by the clicks a
person would use (the piece's button, Turn / Flip until the piece bar shows the
orientation, the cell where the app then shows the piece on the move's cells, the cell
again or Place; removals, markers, arrows, Phase 1 buttons, the preparation's toggle,
Phase 2's marker step), waits for the record's new line, then plays it on the mirror.
The page must end with the mirror's scores (``renaissance_whole_set.png``).

A cell's page position comes from the canvas's bounding box and the artist's axes
limits (the figure is the whole canvas, its Axes the whole figure, equal aspect).

Needs Debian's ``chromium`` and Playwright for Python and Voila (test extra); skipped
with a message otherwise.
"""

from __future__ import annotations

import pathlib
import random
import re
import sys

import pytest
from matplotlib.figure import Figure

from ringworld_nb.renaissance import GOLD, SILVER, Move, Renaissance, orientations, piece_name
from ringworld_nb.renaissance.cells import cell_at, cell_name, column_row, on_board, parse_cell
from ringworld_nb.renaissance.draw import DARK, RenaissanceArtist
from ringworld_nb.renaissance.draw.layout import edge_centre
from ringworld_nb.renaissance.widget import Shape, flipped, shape_of, turned

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
    "setup": "RenaissanceApp(seed=1, seats=('person', 'person'))",
    "phase1": f"RenaissanceApp(Renaissance.from_layout({LAYOUT!r}), seats=('person', 'person'))",
    "phase2": (f"RenaissanceApp(Renaissance.phase2_only({SILVER_HAND!r}, {GOLD_HAND!r}), "
               "seats=('person', 'person'))"),
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
def browser():
    """Headless Chromium, one for the module (Playwright's sync API runs once a thread)."""
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        chromium = bs.launch_chromium(p)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture(scope="module")
def page(voila_url, browser):
    """The Voila page with the three apps drawn at their settled size."""
    pg = browser.new_page(viewport={"width": 1300, "height": 1300})
    try:
        pg.goto(voila_url, timeout=180_000)
        pg.wait_for_function(
            """(keys) => keys.every((k) => { const d = document.querySelector(
                 `.rn-probe-${k} div.jupyter-matplotlib-canvas-div`);
                 return d && d.getBoundingClientRect().width > 100; })""",
            arg=list(APPS), timeout=180_000, polling=500)
        _settle(pg)
        yield pg
    finally:
        pg.close()


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


# ---------------------------------------------------------------- a whole set --
#: The set played whole: RenaissanceApp(seed=WHOLE_SET_SEED); the same seed drives the
#: choice of moves. With it the set has a removal turn in the setup, markers and
#: insertions (some that take pieces), a declined and an accepted offer, the preparation
#: and Phase 2 turns with a player skipped: about 55 moves.
WHOLE_SET_SEED = 179
#: Gold offers to end Phase 1 once this many pieces are taken (Silver declines), and
#: again at the second number (Silver accepts).
OFFER_AT, ACCEPT_AT = 3, 5


@pytest.fixture(scope="module")
def whole_set_page(tmp_path_factory, browser):
    """A Voila page with one app at the start of a full set."""
    import nbformat

    folder = tmp_path_factory.mktemp("renaissance_whole_set")
    notebooks = folder / "notebooks"
    notebooks.mkdir()
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_code_cell("%matplotlib widget\nfrom ringworld_nb import RenaissanceApp"),
        nbformat.v4.new_code_cell(f"app = RenaissanceApp(seed={WHOLE_SET_SEED}, "
                                  "seats=('person', 'person'))\n"
                                  "app.add_class('rn-probe-whole')\napp")],
        metadata={"kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)",
                                 "language": "python"}})
    path = notebooks / "renaissance_whole_set.ipynb"
    nbformat.write(nb, path)
    with bs.voila_server(path, folder) as url:
        pg = browser.new_page(viewport={"width": 1300, "height": 1300})
        try:
            pg.goto(url, timeout=180_000)
            pg.wait_for_function(
                """() => { const d = document.querySelector(
                     '.rn-probe-whole div.jupyter-matplotlib-canvas-div');
                     return d && d.getBoundingClientRect().width > 100; }""",
                timeout=180_000, polling=500)
            _settle(pg)
            yield pg
        finally:
            pg.close()


def _takes(game: Renaissance, move: Move) -> bool:
    return any(e.kind == "taken" for e in game.clone().play(move))


def choose_move(game: Renaissance, rng: random.Random) -> Move:
    """The policy of the two people: any legal move of the setup, the preparation and
    Phase 2; in Phase 1 a move that takes a piece when there is one; Gold offers to end
    after OFFER_AT pieces are taken (Silver declines) and after ACCEPT_AT (Silver
    accepts)."""
    moves = game.legal_moves()
    if game.phase != "phase1":
        return rng.choice(moves)
    actions = {m.action for m in moves}
    taken = sum(len(game.collection(p)) for p in (SILVER, GOLD))
    if "accept" in actions:
        return Move("accept" if taken >= ACCEPT_AT else "decline")
    declined = any(m.action == "decline" for m in game.history)
    if (game.to_move == GOLD and "offer" in actions
            and taken >= (ACCEPT_AT if declined else OFFER_AT)):
        return Move("offer")
    plays = [m for m in moves if m.action in ("marker", "insert", "pass")]
    taking = [m for m in plays if m.action != "pass" and _takes(game, m)]
    return rng.choice(taking or plays)


def reorientation(kind: str, target: Shape) -> list[str]:
    """The fewest clicks on Turn / Flip that bring the app's first orientation of
    ``kind`` (``orientations(kind)[0]``, what choosing it gives) to ``target``."""
    start = orientations(kind)[0]
    paths: dict[Shape, list[str]] = {start: []}
    queue = [start]
    for shape in queue:
        for word, how in (("Turn", turned), ("Flip", flipped)):
            nxt = how(shape)
            if nxt not in paths:
                paths[nxt] = paths[shape] + [word]
                queue.append(nxt)
    if target not in paths:
        pytest.fail(f"app bug: the {kind} cannot be brought to the orientation {target} "
                    f"with Turn and Flip (reached: {sorted(paths)})")
    return paths[target]


def ghost_at(game: Renaissance, kind: str, shape: Shape, anchor: int) -> tuple[int, ...]:
    """The cells the app shows the piece on after a click on ``anchor`` (its rule, see
    RenaissanceApp.ghost: the first cell of the orientation on the clicked cell, else
    another of its cells, whichever lies on the board and is a legal placement first)."""
    legal = {(m.kind, m.cells) for m in game.legal_moves() if m.action in ("place", "put")}
    column, row = column_row(anchor)
    candidates = []
    for ax, ay in shape:
        spots = [(column + x - ax, row + y - ay) for x, y in shape]
        if all(on_board(c, r) for c, r in spots):
            candidates.append(tuple(sorted(cell_at(c, r) for c, r in spots)))
    for cells in candidates:
        if (kind, cells) in legal:
            return cells
    return candidates[0]


def shape_grid(shape: Shape) -> str:
    """The orientation as the app's piece bar draws it (top row first)."""
    width = max(x for x, _ in shape) + 1
    height = max(y for _, y in shape) + 1
    return "\n".join("".join("\u25a0" if (x, y) in shape else "\u00b7" for x in range(width))
                     for y in reversed(range(height)))


class Player:
    """Plays moves of the mirror game on the page by clicks, as a person would."""

    def __init__(self, app: App, game: Renaissance) -> None:
        self.app, self.game = app, game
        self.record = app.root.locator(".widget-select select").first
        self.grid = app.root.locator("span[style*='monospace']").first
        #: the app's Monomino / Marker choice as its kernel holds it
        self.prep_item = "mono"
        #: a Phase 1 move took pieces and no board click was answered since: its two
        #: steps may still be on screen
        self.showing_steps = False

    def context(self) -> str:
        status = self.app.status.inner_text()
        text = self.app.root.inner_text()
        return f"status {status!r}; page text: {text[:1500]!r}"

    def expect(self, text: str, what: str) -> None:
        try:
            self.app.expect_text(text)
        except AssertionError as err:
            raise AssertionError(f"move {len(self.game.history) + 1} ({what}): the page "
                                 f"never said {text!r}; {self.context()}") from err

    def cell(self, cell: int) -> None:
        """A click on a cell of the board, once the board has shown the last move."""
        self.wait_board()
        self.app.click_cell(cell_name(cell))

    def wait_board(self) -> None:
        """After a Phase 1 move that takes pieces the app shows the push, then the
        taking, and refuses clicks and moves meanwhile ("Wait a moment"). A person waits until
        the board is still; the test asks the board with clicks on the centre, which
        change nothing: the answer is "nothing goes on the centre" once it is still."""
        if not self.showing_steps:
            return
        probe = "Nothing ever goes on the centre"
        for _ in range(60):
            self.app.click_cell("d4")
            try:
                expect(self.app.root).to_contain_text(probe, timeout=500)
                break
            except AssertionError:
                continue
        else:
            raise AssertionError(f"the board never became still; {self.context()}")
        self.showing_steps = False

    def play(self, move: Move) -> None:
        game, app = self.game, self.app
        n = len(game.history)
        line = f"{n + 1}. {game.to_move[0].upper()} {move}"
        a = move.action
        if a in ("place", "put"):
            self.lay(move)
        elif a == "remove":
            self.expect("click a highlighted piece", str(move))
            self.cell(move.cells[-1])
        elif a == "marker":
            self.cell(move.cell)
        elif a == "insert":
            self.wait_board()
            app.click_arrow(cell_name(move.cell), move.direction)
        elif a in ("pass", "offer", "accept", "decline"):
            self.wait_board()  # the buttons wait for the last move's steps too
            word = {"offer": "Offer to end"}.get(a, a.capitalize())
            app.button(word).click()
        elif a in ("prep_mono", "prep_marker"):
            self.prepare(move)
        else:
            pytest.fail(f"the test cannot play {move} ({a}) by clicks")
        # the page shows the move played: the record has one more line, this one
        options = self.record.locator("option")
        try:
            expect(options).to_have_count(n + 2, timeout=TIMEOUT)
            expect(options.last).to_have_text(line, timeout=TIMEOUT)
        except AssertionError as err:
            raise AssertionError(f"move {n + 1} {move} was not played by its clicks; "
                                 f"{self.context()}") from err
        events = game.play(move)
        # (buttons are not refused meanwhile: the flag stays until a click on the board)
        self.showing_steps = self.showing_steps or any(e.kind == "taken" for e in events)
        if game.phase == "phase2_prep" and ("prep_" + self.prep_item) not in \
                {m.action for m in game.legal_moves()}:
            # the app turns the toggle to what is left to put
            self.prep_item = "marker" if self.prep_item == "mono" else "mono"

    def lay(self, move: Move) -> None:
        """A piece of the pool (setup) or of the hand (Phase 2): its button, Turn / Flip
        until the piece bar shows the orientation, a click on the cell where the piece
        then covers the move's cells, that cell again (or Place); in Phase 2 the marker
        and where it goes."""
        game, app = self.game, self.app
        kind, cells = move.kind, move.cells
        assert kind is not None
        name = piece_name(kind, cells)
        self.wait_board()
        app.button(f"{kind} \u00d7").click()
        self.expect(f"{_KIND_WORDS[kind]} chosen: click a cell.", name)
        shape = orientations(kind)[0]
        target = shape_of(cells)
        for word in reorientation(kind, target):
            app.button(word).click()
            shape = turned(shape) if word == "Turn" else flipped(shape)
            try:
                expect(self.grid).to_have_text(shape_grid(shape), use_inner_text=True,
                                                timeout=TIMEOUT)
            except AssertionError as err:
                raise AssertionError(f"{name}: after {word} the piece bar does not show "
                                     f"{shape}; {self.context()}") from err
        ordered = sorted(cells, key=column_row)  # the first cell of the orientation first
        anchors = [c for c in ordered if ghost_at(game, kind, target, c) == cells]
        if not anchors:
            pytest.fail(f"app bug: no click on a cell shows the {name} on its cells "
                        "(the piece shown at each of them is another placement)")
        anchor = anchors[0]
        app.click_cell(cell_name(anchor))
        self.expect(f"{name} fits: click {cell_name(anchor)} again or Place.", name)
        if len(game.history) % 3 == 0:
            app.button("Place").click()
        else:
            app.click_cell(cell_name(anchor))
        if move.step is None:
            return
        frm, to = move.step
        self.expect("laid: now click the marker to move", str(move))
        app.click_cell(cell_name(frm))
        self.expect(f"Move the marker on {cell_name(frm)}: click where it goes", str(move))
        app.click_cell(cell_name(to))

    def prepare(self, move: Move) -> None:
        """Phase 2 preparation: the toggle on Monomino or Marker, then the cell."""
        wanted = "mono" if move.action == "prep_mono" else "marker"
        label = {"mono": "Monomino", "marker": "Marker"}
        active = re.compile(r"\bmod-active\b")
        expect(self.app.button(label[self.prep_item])).to_have_class(active, timeout=TIMEOUT)
        if wanted != self.prep_item:
            self.app.button(label[wanted]).click()
            expect(self.app.button(label[wanted])).to_have_class(active, timeout=TIMEOUT)
            self.prep_item = wanted
        self.cell(move.cell)


_KIND_WORDS = {"D": "Domino", "I3": "I triomino", "V3": "V triomino", "I4": "I tetromino",
               "O4": "O tetromino", "T4": "T tetromino", "L4": "L tetromino",
               "S4": "S tetromino"}


def test_whole_set(whole_set_page) -> None:
    """Two people play a whole set at one screen, every move by clicks: the setup (with
    a removal turn), Phase 1 up to an accepted offer, the preparation and the turns of
    Phase 2, until the score; a mirror game checks every move and the final score."""
    app = App(whole_set_page, "whole")
    app.expect_status("Setup")
    game = Renaissance(WHOLE_SET_SEED)
    rng = random.Random(WHOLE_SET_SEED)
    player = Player(app, game)
    seen: dict[str, int] = {}
    phases = []
    while not game.is_over:
        if not phases or phases[-1] != game.phase:
            phases.append(game.phase)
        move = choose_move(game, rng)
        seen[move.action] = seen.get(move.action, 0) + 1
        player.play(move)
        assert len(game.history) < 200, "the set does not end"
    assert phases == ["setup", "phase1", "phase2_prep", "phase2"], phases
    # every kind of move was made by clicks
    for action in ("place", "remove", "marker", "insert", "offer", "decline", "accept",
                   "prep_mono", "prep_marker", "put"):
        assert seen.get(action), (f"the set had no {action} move ({seen}): the rules "
                                  "changed? choose another WHOLE_SET_SEED")

    silver, gold = game.score(SILVER), game.score(GOLD)
    scores = f"Silver {silver}, Gold {gold}"
    verdict = ("a draw" if game.winner is None else
               f"{'Silver' if game.winner == SILVER else 'Gold'} wins")
    app.expect_status(f"Set over: {verdict} ({scores}).")
    expect(app.root.locator(".rn-score-silver")).to_have_text(f"Silver: {silver}")
    expect(app.root.locator(".rn-score-gold")).to_have_text(f"Gold: {gold}")
    app.expect_text("wins the set." if game.winner else "The set is a draw.")
    app.shot("whole_set")
