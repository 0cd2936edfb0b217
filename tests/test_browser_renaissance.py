"""Renaissance in a real browser: Voila serves four apps, headless Chromium plays them.

A notebook written for the test (``%matplotlib widget``, then four ``RenaissanceApp``,
two people at one screen) starts one app at the setup, one in Phase 1
(``Renaissance.from_layout``), one at the preparation of Phase 2
(``Renaissance.phase2_only``) and one at the start of a whole set; one Voila page at
1280x800 (a laptop: the panel beside the board) shows them all. Chromium plays by mouse
clicks on the board's canvas and on the app's buttons, as a player would:

* setup: a piece chosen in the palette ("O tetromino, 1 left"), shown at a cell and laid
  by a second click on the same cell; a piece turned with **Turn** and laid with **Place**;
* Phase 1: markers on dotted cells (only **Offer to end** of the Phase 1 buttons is
  enabled), a refused click, then a push from an edge arrow that completes a domino:
  Gold takes it;
* Phase 2: the preparation (monominoes, then the app turns its toggle to **Marker** by
  itself when no monomino is left), then a turn: a domino from the hand laid next to a
  marker, a marker moved one cell.

After each step the status line (``.rwnb-status``), the message (``.rwnb-message``, the
words of the last move) or the counts must change as the rules say; screenshots go to
``tests/artifacts/renaissance_*.png``.

``test_whole_set`` plays a whole set, setup to score, as two people at one screen: a
local ``Renaissance`` mirror picks each move (a seeded policy, see :func:`choose_move`),
the test makes it by the clicks a person would use (the piece's button, Turn / Flip until
the piece bar shows the orientation, the cell where the app then shows the piece on the
move's cells - the rule of :func:`~ringworld_nb.renaissance.pieces.covering` -, the cell
again or Place; removals, markers, arrows, the Phase 1 buttons, the preparation's
toggle, Phase 2's marker step), waits for the move's line in the record list (the
"Record" tab's ``select``, in the page even while its tab is hidden), then plays it on
the mirror. The page must end with the mirror's scores (``renaissance_whole_set.png``).

A board point's page position: a replica app (``interactive=False``) drawn as large as
the canvas in the page maps it to pixels. Every step waits for what the page shows after
it (``browser_support``: the apps' count of refreshes, their texts, the canvases at the
size the kernel fitted them to, the picture of the last refresh), never for a time.

Needs Debian's ``chromium`` and Playwright for Python and Voila (test extra); skipped
with a message otherwise.
"""

from __future__ import annotations

import pathlib
import random
import re
import sys

import pytest

from ringworld_nb.renaissance import GOLD, SILVER, Move, Renaissance, orientations, piece_name
from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.renaissance.cells import cell_name, column_row, parse_cell
from ringworld_nb.renaissance.draw.layout import cell_centre, edge_centre
from ringworld_nb.renaissance.input import KIND_NAMES
from ringworld_nb.renaissance.pieces import Shape, covering, flipped, shape_of, turned

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

_reason = bs.browser_missing()
if _reason:
    pytest.skip(_reason, allow_module_level=True)
from playwright.sync_api import expect  # noqa: E402

ARTIFACTS = bs.ARTIFACTS
WIDTH, HEIGHT = 1280, 800  # a laptop's screen: the panel stands beside the board
TIMEOUT = bs.ms(bs.ROUND_TRIP)  # ms for one round trip to the kernel and what it shows
#: What an app says when it refuses a click because it is busy (an AI thinks, or the
#: last move is still being shown): the click changed nothing and may be made again.
BUSY = ("is thinking: wait", "Wait a moment")

#: The Phase 1 board: a setup played at random (Renaissance.random_setup(Random(3))).
#: Row 1 holds the domino J on b1, b2 that Gold's push from a1 completes.
LAYOUT = "ABBBCCC\nAB..D.E\nFFF.DDE\nGHH#I.E\nGGHHIIE\nGJKKLMM\n.JKKL.."
SILVER_HAND = ["D", "I3", "O4", "T4"]
GOLD_HAND = ["D", "V3", "L4", "S4"]
#: The set played whole: RenaissanceApp(seed=WHOLE_SET_SEED); the same seed drives the
#: choice of moves. With it the set has a removal turn in the setup, markers and
#: insertions (some that take pieces), a declined and an accepted offer, the preparation
#: and Phase 2 turns: 54 moves.
WHOLE_SET_SEED = 179
#: Gold offers to end Phase 1 once this many pieces are taken (Silver declines), and
#: again at the second number (Silver accepts).
OFFER_AT, ACCEPT_AT = 3, 5
PEOPLE = "seats=('person', 'person')"
APPS = {
    "setup": f"RenaissanceApp(seed=1, {PEOPLE})",
    "phase1": f"RenaissanceApp(Renaissance.from_layout({LAYOUT!r}), {PEOPLE})",
    "phase2": f"RenaissanceApp(Renaissance.phase2_only({SILVER_HAND!r}, {GOLD_HAND!r}), {PEOPLE})",
    "whole": f"RenaissanceApp(seed={WHOLE_SET_SEED}, {PEOPLE})",
}


def write_notebook(folder: pathlib.Path, name: str, imports: str,
                   apps: dict[str, str]) -> pathlib.Path:
    """``%matplotlib widget`` and ``imports``, then one app a cell, its root marked with
    the class ``probe-<key>``."""
    import nbformat

    cells = [nbformat.v4.new_code_cell(f"%matplotlib widget\n{imports}")]
    for key, expression in apps.items():
        cells.append(nbformat.v4.new_code_cell(
            f"app = {expression}\napp.add_class('probe-{key}')\napp"))
    nb = nbformat.v4.new_notebook(cells=cells, metadata={"kernelspec": {
        "name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}})
    path = folder / f"{name}.ipynb"
    nbformat.write(nb, path)
    return path


def open_page(browser, url: str, keys) -> object:
    """A 1280x800 page of ``url`` once every app (``.probe-<key>``) is shown at the layout
    the kernel fitted to its width."""
    page = bs.new_page(browser, WIDTH, HEIGHT)
    page.goto(url, timeout=bs.ms(bs.NOTEBOOK_RUN))
    bs.wait_settled(page, [f".probe-{key}" for key in keys])
    return page


@pytest.fixture(scope="module")
def page(tmp_path_factory, browser):
    """One Voila server and page with the four apps."""
    folder = tmp_path_factory.mktemp("renaissance")
    notebooks = folder / "notebooks"
    notebooks.mkdir()
    path = write_notebook(notebooks, "renaissance_browser",
                          "from ringworld_nb import RenaissanceApp\n"
                          "from ringworld_nb.renaissance import Renaissance", APPS)
    with bs.voila_server(path, folder) as url:
        pg = open_page(browser, url, APPS)
        try:
            yield pg
        finally:
            pg.close()


#: Whether a step the test took has shown its result, given the app's count of refreshes
#: and of message changes before it: "ok" once a refresh after it has arrived whole and
#: the record list has ``lines`` options (``lines`` >= 0) or the message holds ``text``;
#: "busy" when the app refused it for now (see BUSY) - then the page clock's time.
_STEP_JS = """([key, lines, text, busy, before, said]) => {
  const root = document.querySelector(`.probe-${key}`);
  const message = root.querySelector('.rwnb-message').innerText;
  const count = Number(root.dataset.rwnbShown || 0);
  if (count > before && count > (root.rwnbSaidAt ?? -1)) {
    if (lines >= 0 && root.querySelectorAll('.widget-select select option').length >= lines)
      return ['ok', performance.now()];
    if (text && message.includes(text)) return ['ok', performance.now()];
  }
  if ((root.rwnbSaid || 0) > said && busy.some((b) => message.includes(b)))
    return ['busy', performance.now()];
  return false; }"""


def record_line(number: int, player: str, notation: str) -> re.Pattern:
    """A line of the record list: number, the player's letter, the move (the list's
    spaces are no-break spaces)."""
    words = r"\s+".join(re.escape(word) for word in [player, *notation.split()])
    return re.compile(rf"^\s*{number}\.\s+{words}$")


class App:
    """One app of the page: its parts as locators; clicks at board points, which a
    replica app (not interactive) drawn at the canvas's size maps to pixels."""

    #: seconds between two clicks on one spot (0: the app takes them as two clicks)
    double_press_s = 0.0

    def __init__(self, page, key: str, replica) -> None:
        self.page = page
        self.key = key
        self.root = page.locator(f".probe-{key}")
        self.canvas = self.root.locator("canvas").first
        self.status = self.root.locator(".rwnb-status")
        self.message = self.root.locator(".rwnb-message")
        self.prompt = self.root.locator(".rwnb-prompt")
        self.record = self.root.locator(".widget-select select option")
        self.replica = replica
        self.selector = f".probe-{key}"
        self._width: int | None = None
        #: the last click's page point, and when (page clock, s) the page showed its
        #: answer - or, not known, when it was made
        self._last_click: tuple[object, float] = (None, 0.0)

    # -------------------------------------------------------------- the board --
    def point(self, xy) -> tuple[float, float]:
        """Page coordinates of the board point ``xy`` (data coordinates), the board
        scrolled into view first when it is not."""
        box = self.canvas.bounding_box()
        if box is None or box["y"] < 0 or box["y"] + box["height"] > HEIGHT:
            self.canvas.evaluate("(c) => c.scrollIntoView({block: 'nearest', "
                                 "behavior: 'instant'})")
            box = self.canvas.bounding_box()
        assert box is not None and box["width"] > 100, f"{self.key}: no canvas ({box})"
        width = round(box["width"])
        if width != self._width:
            self.replica.board.resize(width, self.replica.game)
            self._width = width
        px, py = self.replica.ax.transData.transform(xy)
        return box["x"] + px, box["y"] + (self.replica.canvas.pixels[1] - py)

    def click_at(self, xy) -> None:
        """A click at the board point ``xy``. An app that takes two quick presses on
        one spot for a double click (one choice; by the kernel's clock) gets a person's
        pause between two clicks there (``double_press_s``), counted from when the page
        showed the answer to the first (the kernel had it then, however busy)."""
        point = self.point(xy)
        last_point, last_time = self._last_click
        if self.double_press_s and point == last_point:
            bs.wait_page_clock(self.page, last_time + self.double_press_s)
        self.page.mouse.click(*point)
        self._last_click = (point, bs.page_clock(self.page) if self.double_press_s else 0.0)

    def step(self, do, *, text: str | None = None, lines: int = -1, what: str = "") -> None:
        """``do()`` (a click), then wait until the app has shown its answer whole: the
        message holds ``text``, or the record list has ``lines`` options. A click the
        app refused as busy (an AI thinks, a move is being shown) is made again once
        the app is idle."""
        for _ in range(3):
            before, said = self.page.evaluate(
                "(s) => { const r = document.querySelector(s);"
                " return [Number(r.dataset.rwnbShown || 0), r.rwnbSaid || 0]; }",
                self.selector)
            do()
            try:
                verdict, at = self.page.wait_for_function(
                    _STEP_JS, arg=[self.key, lines, text, list(BUSY), before, said],
                    timeout=TIMEOUT).json_value()
            except Exception as err:
                raise AssertionError(f"{what}: the page never showed "
                                     f"{text or f'{lines - 1} moves'!r}; {self.context()}"
                                     ) from err
            if verdict == "ok":
                if self._last_click[1]:
                    self._last_click = (self._last_click[0], at / 1000)
                return
            bs.wait_idle(self.page, self.selector)
        raise AssertionError(f"{what}: the app stayed busy; {self.context()}")

    # ---------------------------------------------------------------- the rest --
    def button(self, text: str):
        """The app's visible button whose text starts with ``text``."""
        pattern = re.compile(r"^\s*" + re.escape(text))
        return self.root.locator("button:visible").filter(has_text=pattern).first

    def expect_status(self, text: str) -> None:
        self._expect(self.status, text)

    def expect_message(self, text: str) -> None:
        self._expect(self.message, text)

    def expect_text(self, text: str) -> None:
        self._expect(self.root, text)

    def _expect(self, where, text: str) -> None:
        try:
            expect(where).to_contain_text(text, timeout=TIMEOUT)
        except AssertionError as err:
            self.page.screenshot(path=str(ARTIFACTS / f"renaissance_failed_{self.key}.png"))
            raise AssertionError(f"{self.key}: the page never said {text!r}; "
                                 f"{self.context()}") from err

    def still(self) -> None:
        """Wait until the last move is no longer being shown (a Phase 1 move that takes
        pieces is shown in two steps, an AI's turn of The Ring World turns its rings):
        Undo is disabled meanwhile."""
        try:
            bs.wait_still(self.page, self.selector)
        except AssertionError as err:
            raise AssertionError(f"{err}; {self.context()}") from None

    def context(self) -> str:
        return (f"status {self.status.inner_text()!r}, message "
                f"{self.message.inner_text()!r}, prompt {self.prompt.inner_text()!r}")

    def shot(self, name: str) -> None:
        """Screenshot of the app (board and panel) once no move is being shown and its
        board shows the picture of its last refresh."""
        bs.wait_idle(self.page, self.selector)
        bs.wait_drawn(self.page, self.selector)
        self.root.screenshot(path=str(ARTIFACTS / f"{name}.png"))


class RenaissanceBoard(App):
    """A Renaissance app: clicks on cells and edge arrows."""

    def __init__(self, page, key: str) -> None:
        super().__init__(page, key, RenaissanceApp(interactive=False, seats=("person",
                                                                             "person")))

    def click_cell(self, cell: int | str) -> None:
        self.click_at(cell_centre(parse_cell(cell) if isinstance(cell, str) else cell))

    def click_arrow(self, cell: int | str, direction: str) -> None:
        self.click_at(edge_centre(parse_cell(cell) if isinstance(cell, str) else cell,
                                  direction))


@pytest.fixture(scope="module")
def apps(page):
    return {key: RenaissanceBoard(page, key) for key in APPS}


def test_canvas_is_the_figure(page, apps) -> None:
    """The canvas shows the kernel's figure unscaled (its pixels are its CSS pixels),
    square as the replica draws it at that width - else every click would land beside
    its cell -, and the board of each app fits the screen's height."""
    for key, app in apps.items():
        pixels = app.canvas.evaluate("(c) => [c.width / devicePixelRatio, "
                                     "c.height / devicePixelRatio]")
        box = app.canvas.bounding_box()
        assert [round(box["width"]), round(box["height"])] == [round(v) for v in pixels], (
            f"{key}: the figure ({pixels}) is drawn scaled in the canvas ({box})")
        app.point((0, 0))  # sizes the replica
        width, height = app.replica.canvas.pixels
        assert abs(box["width"] - width) <= 1 and abs(box["height"] - height) <= 1, (
            f"{key}: canvas {box}, figure {width}x{height}")
        assert box["height"] <= HEIGHT, f"{key}: the board is taller than the screen"


def test_setup(apps) -> None:
    app = apps["setup"]
    app.expect_status("Setup: Silver to move (13 pieces left in the pool).")
    expect(app.prompt).to_contain_text("then the same cell again (or Place)")
    # Silver: the O tetromino from the palette, shown at a1, laid by a second click.
    app.button("O tetromino, 1 left").click()
    app.expect_message("O tetromino chosen (1 left in the pool): choose the cell where it "
                       "goes.")
    app.click_cell("a1")
    app.expect_message("O4:a1,a2,b1,b2 fits: choose a1 again or Place.")
    app.shot("renaissance_setup_1_ghost")
    app.click_cell("a1")
    app.expect_status("Setup: Gold to move (12 pieces left in the pool).")
    app.expect_message("Silver placed O4:a1,a2,b1,b2.")
    expect(app.button("O tetromino,")).to_have_count(0)  # the pool has no O4 left
    expect(app.button("domino, 4 left")).to_be_enabled()

    # Gold: the I triomino, turned flat with Turn, shown at e1, laid with Place.
    app.button("I triomino, 2 left").click()
    app.expect_message("I triomino chosen")
    app.button("Turn").click()
    app.expect_message("The I triomino is turned.")
    app.click_cell("e1")
    app.expect_message("I3:e1,f1,g1 fits: choose e1 again or Place.")
    app.button("Place").click()
    app.expect_status("Setup: Silver to move (11 pieces left in the pool).")
    app.expect_message("Gold placed I3:e1,f1,g1.")
    expect(app.button("I triomino, 1 left")).to_be_visible()
    expect(app.record).to_have_text(["start", record_line(1, "S", "O4:a1,a2,b1,b2"),
                                     record_line(2, "G", "I3:e1,f1,g1")])
    app.shot("renaissance_setup_2_i3_placed")


def test_phase1(apps) -> None:
    app = apps["phase1"]
    app.expect_status("Phase 1: Gold to move (markers left: Silver 24, Gold 24).")
    expect(app.prompt).to_contain_text("Choose a cell where a marker may go")
    # No offer waits and a marker can be put: only "Offer to end" is enabled.
    expect(app.button("Offer to end")).to_be_enabled()
    for word in ("Pass", "Accept", "Decline"):
        expect(app.button(word)).to_be_disabled()

    # Markers around the centre, then diagonally out to the corner a1 (Gold) and to g7
    # (Silver); the supplies count down, the message says each move.
    plays = [("c3", "Gold", "Silver to move (markers left: Silver 24, Gold 23)"),
             ("e5", "Silver", "Gold to move (markers left: Silver 23, Gold 23)"),
             ("b2", "Gold", "Silver to move (markers left: Silver 23, Gold 22)"),
             ("f6", "Silver", "Gold to move (markers left: Silver 22, Gold 22)"),
             ("a1", "Gold", "Silver to move (markers left: Silver 22, Gold 21)"),
             ("g7", "Silver", "Gold to move (markers left: Silver 21, Gold 21)")]
    for cell, who, status in plays:
        app.click_cell(cell)
        app.expect_status(status)
        app.expect_message(f"{who} put a marker on {cell}.")
    app.shot("renaissance_phase1_1_markers")

    # A click on a cell without a dot is refused with the engine's reason.
    app.click_cell("g1")
    app.expect_message("Not possible")
    app.expect_status("Gold to move (markers left: Silver 21, Gold 21)")

    # Gold pushes in from the arrow left of a1: a1's marker goes to b1 and the domino
    # b1, b2 is full with two Gold markers: Gold takes it, its markers come back.
    app.click_arrow("a1", ">")
    app.expect_status("Silver to move (markers left: Silver 21, Gold 22)")
    app.expect_message("Gold pushed in from the left: a1\u2192b1.")
    app.expect_message("Gold takes the D (b1, b2).")
    app.expect_text("Gold taken: 1")
    app.still()  # the push, then the taking
    app.shot("renaissance_phase1_2_insertion")


def test_phase2(apps) -> None:
    app = apps["phase2"]
    app.expect_status("Phase 2, preparation: Gold to move, item 1 of 8")
    expect(app.prompt).to_contain_text("Monomino or Marker")
    app.expect_text("Gold in hand: 4")
    active = re.compile(r"\bmod-active\b")
    expect(app.button("Monomino")).to_have_class(active)

    # The monominoes (the toggle's first choice), then the markers: the app turns the
    # toggle to Marker itself when no monomino is left, and the message keeps the move.
    app.click_cell("a1")
    app.expect_message("Gold put a monomino on a1.")
    app.expect_status("Silver to move")
    app.click_cell("g1")
    app.expect_status("Gold to move")
    app.expect_message("Silver put a monomino on g1.")
    expect(app.button("Marker")).to_have_class(active, timeout=TIMEOUT)
    app.shot("renaissance_phase2_1_monominoes")
    for i, (who, cell) in enumerate([("Gold", "c3"), ("Silver", "e3"), ("Gold", "c5"),
                                     ("Silver", "e5"), ("Gold", "a7")]):
        app.click_cell(cell)
        app.expect_message(f"{who} put a marker on {cell}.")
        app.expect_status(f"{'Silver' if i % 2 == 0 else 'Gold'} to move")
    app.click_cell("g7")
    app.expect_message("Silver put a marker on g7.")
    app.expect_status("Phase 2: Gold to move.")
    expect(app.prompt).to_contain_text("Choose a piece of your hand")

    # Gold's turn: the domino of the hand, shown at b3 (next to the marker on c3), laid
    # by a second click; then the marker on c3 moves down to c2.
    app.button("domino, 1 left").click()
    app.expect_message("Domino chosen (1 left in your hand): choose the cell where it goes.")
    app.click_cell("b3")
    app.expect_message("D:b3,b4 fits: choose b3 again or Place.")
    app.click_cell("b3")
    app.expect_message("D:b3,b4 laid: now choose the marker to move")
    expect(app.prompt).to_contain_text("Now move a marker")
    app.click_cell("c3")
    app.expect_message("Move the marker on c3: choose where it goes")
    app.shot("renaissance_phase2_2_marker_chosen")
    app.click_cell("c2")
    app.expect_message("Gold put back D:b3,b4. Gold moved a marker c3\u2192c2.")
    app.expect_status("Phase 2: Silver to move.")
    app.expect_text("Gold in hand: 3")
    app.expect_text("Silver in hand: 4")
    app.shot("renaissance_phase2_3_turn_played")


# ---------------------------------------------------------------- a whole set --
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
    """The fewest clicks on Turn / Flip that bring the first orientation of ``kind``
    (``orientations(kind)[0]``, what choosing it gives) to ``target``."""
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
        pytest.fail(f"the {kind} cannot be brought to the orientation {target} with Turn "
                    f"and Flip (reached: {sorted(paths)})")
    return paths[target]


def shown_at(game: Renaissance, kind: str, shape: Shape, anchor: int) -> tuple[int, ...]:
    """The cells the app shows the piece on after a click on ``anchor``: of the ways the
    orientation covers that cell (``covering``, its first cell first), the first that is
    a legal placement, else the first."""
    legal = {(m.kind, m.cells) for m in game.legal_moves() if m.action in ("place", "put")}
    candidates = covering(shape, anchor)
    return next((c for c in candidates if (kind, c) in legal), candidates[0])


def shape_grid(shape: Shape) -> str:
    """The orientation as the app's piece bar draws it (top row first)."""
    width = max(x for x, _ in shape) + 1
    height = max(y for _, y in shape) + 1
    anchor = min(shape)  # the square that lands on the cell clicked, drawn \u25a3

    def square(x: int, y: int) -> str:
        if (x, y) == anchor:
            return "\u25a3"
        return "\u25a0" if (x, y) in shape else "\u00b7"

    return "\n".join("".join(square(x, y) for x in range(width))
                     for y in reversed(range(height)))


class Player:
    """Plays moves of the mirror game on the page by clicks, as a person would."""

    WORDS = {"pass": "Pass", "offer": "Offer to end", "accept": "Accept",
             "decline": "Decline"}
    TOGGLE = {"mono": "Monomino", "marker": "Marker"}

    def __init__(self, app: RenaissanceBoard, game: Renaissance) -> None:
        self.app, self.game = app, game
        self.grid = app.root.locator("span[style*='monospace']").first
        #: the preparation's item the person last chose with the toggle (the app shows
        #: it, or the other one when none of it is left)
        self.prep_item = "mono"

    def play(self, move: Move) -> None:
        """Make ``move`` by clicks; check that the record's new line is this move."""
        game, app = self.game, self.app
        n = len(game.history)
        line = record_line(n + 1, game.to_move[0].upper(), game.notation(move))
        what = f"move {n + 1} {move}"
        if n:
            app.still()  # a person waits until the last move is shown
        a = move.action
        if a in ("place", "put"):
            self.lay(move)
        elif a == "remove":
            expect(app.prompt).to_contain_text(
                re.compile("choose (a piece that can be taken off|any piece)"))
            app.step(lambda: app.click_cell(move.cells[-1]), lines=n + 2, what=what)
        elif a == "marker":
            app.step(lambda: app.click_cell(move.cell), lines=n + 2, what=what)
        elif a == "insert":
            app.step(lambda: app.click_arrow(move.cell, move.direction), lines=n + 2,
                     what=what)
        elif a in self.WORDS:
            button = app.button(self.WORDS[a])
            expect(button).to_be_enabled(timeout=TIMEOUT)
            app.step(button.click, lines=n + 2, what=what)
        elif a in ("prep_mono", "prep_marker"):
            self.prepare(move, n, what)
        else:
            pytest.fail(f"the test cannot play {move} ({a}) by clicks")
        try:  # the page shows the move played: the record's next line is this one
            expect(app.record.nth(n + 1)).to_have_text(line, timeout=TIMEOUT)
        except AssertionError as err:
            raise AssertionError(f"{what} was not played by its clicks; {app.context()}"
                                 ) from err
        game.play(move)

    def lay(self, move: Move) -> None:
        """A piece of the pool (setup) or of the hand (Phase 2): its button, Turn / Flip
        until the piece bar shows the orientation, a click on the cell where the piece
        then covers the move's cells, that cell again (or Place); in Phase 2 the marker
        and where it goes."""
        game, app = self.game, self.app
        n = len(game.history)
        kind, cells = move.kind, move.cells
        assert kind is not None
        name = piece_name(kind, cells)
        app.step(app.button(f"{KIND_NAMES[kind]},").click,
                 text=f"{KIND_NAMES[kind].capitalize()} chosen (", what=name)
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
                                     f"{shape}; {app.context()}") from err
        ordered = sorted(cells, key=column_row)  # the first cell of the orientation first
        anchors = [c for c in ordered if shown_at(game, kind, target, c) == cells]
        if not anchors:
            pytest.fail(f"app bug: no click on a cell shows the {name} on its cells "
                        "(the piece shown at each of them is another placement)")
        anchor = cell_name(anchors[0])
        app.step(lambda: app.click_cell(anchor),
                 text=f"{name} fits: choose {anchor} again or Place.", what=name)
        if move.step is None:  # the move itself
            if n % 3 == 0:
                app.step(app.button("Place").click, lines=n + 2, what=name)
            else:
                app.step(lambda: app.click_cell(anchor), lines=n + 2, what=name)
            return
        app.step(lambda: app.click_cell(anchor), text="laid: now choose the marker to move",
                 what=str(move))
        frm, to = (cell_name(c) for c in move.step)
        app.step(lambda: app.click_cell(frm),
                 text=f"Move the marker on {frm}: choose where it goes", what=str(move))
        app.step(lambda: app.click_cell(to), lines=n + 2, what=str(move))

    def prepare(self, move: Move, n: int, what: str) -> None:
        """Phase 2 preparation: the toggle on Monomino or Marker, then the cell."""
        app = self.app
        wanted = "mono" if move.action == "prep_mono" else "marker"
        legal = {m.action for m in self.game.legal_moves()}
        shown = (self.prep_item if f"prep_{self.prep_item}" in legal
                 else "marker" if self.prep_item == "mono" else "mono")
        active = re.compile(r"\bmod-active\b")
        expect(app.button(self.TOGGLE[shown])).to_have_class(active, timeout=TIMEOUT)
        if wanted != shown:
            app.button(self.TOGGLE[wanted]).click()
            expect(app.button(self.TOGGLE[wanted])).to_have_class(active, timeout=TIMEOUT)
            self.prep_item = wanted
        app.step(lambda: app.click_cell(move.cell), lines=n + 2, what=what)


def test_whole_set(apps) -> None:
    """Two people play a whole set at one screen, every move by clicks: the setup (with
    a removal turn), Phase 1 up to an accepted offer, the preparation and the turns of
    Phase 2, until the score; a mirror game checks every move and the final score."""
    app = apps["whole"]
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
    app.expect_message("wins the set." if game.winner else "The set is a draw.")
    app.shot("renaissance_whole_set")
