"""A greedy person loses to the strong AI, in a real browser, in all three games.

One Voila page at 1280x800 shows three apps, each with the seats (person, strong AI):
The Ring World L3; Renaissance from a random setup (``Renaissance.random_setup``,
Phase 1 only: since the AI plays Phase 1 out a full set against it is some 100 moves,
several minutes of clicks); Dice of Doom 4x4, rules version 1, fair start. The person is
played by this test as a fair beginner would: every move is the greedy player's choice
of that game (the best immediate gain, ``GreedyPlayer``), made by clicks on the board and
the buttons (The Ring World: the placement, the position to turn, Submit; Renaissance:
a cell for a marker, an edge arrow for a push, the Phase 1 buttons; Dice of Doom: the
attacking hex, then its target, End turn). The AI's answers are read off the app's
record list (the Record tab's ``select``) into a mirror game, which checks every move.
Each game must end with the AI winning, and the page must say so; screenshots go to
``tests/artifacts/ai_*.png``.

The AIs' pause before a move (``pace``) is 0.2 s instead of 0.6 s, and The Ring World
shows a turn in 0.1 s instead of 0.35 s (``animation``: two frames of the turning
position, then each birth, death and occupation; the person still waits until the
showing is over, as with the default): the AIs think as long as in the app, the rest of
the test is kept short. Every step waits for what the page shows (the record list, the
message, Undo enabled again after a move's showing).

Dice of Doom's strong AI is deterministic on this small board (its search ends well
within its time limit), and seed 1 is a game it wins; the searches of the other two
are timed (their moves depend on the machine's speed), but greedy play loses to them by
wide margins.

Needs Debian's ``chromium`` and Playwright (as the other browser tests).
"""

from __future__ import annotations

import pathlib
import re
import sys
from random import Random

import pytest

from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.ai.players import GreedyPlayer as DiceGreedy
from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.dice.hexboard import hex_name
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.ai import GreedyPlayer as RenaissanceGreedy
from ringworld_nb.ringworld import RingWorld
from ringworld_nb.ringworld.ai import GreedyPlayer as RingWorldGreedy
from ringworld_nb.ringworld.app import RingWorldApp
from ringworld_nb.ui.board_input import DOUBLE_PRESS_S

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

_reason = bs.browser_missing()
if _reason:
    pytest.skip(_reason, allow_module_level=True)
import test_browser_renaissance as rn  # noqa: E402
from playwright.sync_api import expect  # noqa: E402

ARTIFACTS = bs.ARTIFACTS
#: ms to wait for the AI's answer: its search (about 1 s), the pace, the redraw
AI_TIMEOUT = bs.ms(bs.AI_ANSWER)
PACE = 0.2
#: seconds The Ring World's app takes to show a turn (the app's default: 0.35)
ANIMATION = 0.1
#: The Renaissance set: Phase 1 on the board of Renaissance.random_setup(Random(SEED)).
RENAISSANCE_SEED = 2
#: Dice of Doom 4x4, version 1, fair start: a game the strong AI wins against greedy.
DICE_SEED = 1
APPS = {
    "ringworld": (f"RingWorldApp(3, seats=('person', 'strong'), pace={PACE}, "
                  f"animation={ANIMATION})"),
    "renaissance": ("RenaissanceApp(Renaissance.from_layout(Renaissance.random_setup("
                    f"Random({RENAISSANCE_SEED})).layout(), variant='phase1'), "
                    f"seats=('person', 'strong'), pace={PACE})"),
    "dice": (f"DiceOfDoomApp(4, 2, seats=('person', 'strong'), version=1, "
             f"seed={DICE_SEED}, pace={PACE})"),
}
LINE = re.compile(r"^\s*(\d+)\.\s+\S+\s+(.+?)\s*$")


def renaissance_start() -> Renaissance:
    return Renaissance.from_layout(
        Renaissance.random_setup(Random(RENAISSANCE_SEED)).layout(), variant="phase1")


@pytest.fixture(scope="module")
def page(tmp_path_factory, browser):
    """One Voila server and page with the three apps."""
    folder = tmp_path_factory.mktemp("ai")
    notebooks = folder / "notebooks"
    notebooks.mkdir()
    path = rn.write_notebook(
        notebooks, "ai_browser",
        "from random import Random\n"
        "from ringworld_nb import DiceOfDoomApp, RenaissanceApp, RingWorldApp\n"
        "from ringworld_nb.renaissance import Renaissance", APPS)
    with bs.voila_server(path, folder) as url:
        pg = rn.open_page(browser, url, APPS)
        pg.rwnb_log = folder / "voila.log"  # (read when an AI does not answer)
        try:
            yield pg
        finally:
            pg.close()


def log_tail(page, lines: int = 60) -> str:
    """The last lines of the Voila server's log (the kernel's errors land there)."""
    path = getattr(page, "rwnb_log", None)
    if path is None or not path.exists():
        return "(no log)"
    return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])


def follow(app: rn.App, game, person) -> None:
    """Play on the mirror ``game`` the moves the record list shows beyond it, waiting
    for them until it is ``person``'s turn or the game is over (the AI's moves)."""
    while not game.is_over and game.to_move != person:
        seen = len(game.history)
        try:
            app.page.wait_for_function(
                """([key, n]) => document.querySelectorAll(
                     `.probe-${key} .widget-select select option`).length > n""",
                arg=[app.key, seen + 1], timeout=AI_TIMEOUT, polling=100)
        except Exception as err:
            raise AssertionError(f"the AI never answered move {seen}; {app.context()}\n"
                                 f"the app shows: {app.root.inner_text()[:2000]!r}\n"
                                 f"the end of the server's log:\n{log_tail(app.page)}"
                                 ) from err
        for line in app.record.all_inner_texts()[1 + seen:]:
            match = LINE.match(line.replace("\xa0", " "))
            assert match, f"unexpected record line {line!r}"
            assert int(match.group(1)) == len(game.history) + 1, line
            game.play(match.group(2))
        # (a bound, not a pace: the timed searches play weaker on a busy machine, and a
        # Ring World game once ran to 300 moves there)
        assert len(game.history) < 800, "the game does not end"


def check_played(app: rn.App, game, move) -> None:
    """The record's next line is the person's ``move``; the mirror plays it."""
    n = len(game.history)
    line = rn.record_line(n + 1, app.record_letter(game.to_move), game.notation(move))
    try:
        expect(app.record.nth(n + 1)).to_have_text(line, timeout=rn.TIMEOUT)
    except AssertionError as err:
        raise AssertionError(f"move {n + 1} {game.notation(move)} was not played by its "
                             f"clicks; {app.context()}") from err
    game.play(move)


class RingWorldBoard(rn.App):
    """The Ring World app: a click on a position is a click on its centre."""

    double_press_s = DOUBLE_PRESS_S + 0.05

    def __init__(self, page) -> None:
        super().__init__(page, "ringworld", RingWorldApp(
            3, interactive=False, animation=0, seats=("person", "person")))

    @staticmethod
    def record_letter(player: int) -> str:
        return "R" if player == 1 else "B"

    def play(self, game: RingWorld, move) -> None:
        """Make ``move``: the placement, the position to turn, Submit (or Pass)."""
        n = len(game.history)
        what = f"move {n + 1} {game.notation(move)}"
        centre = game.board.centers
        if n:
            self.still()
        if move.place is None and move.rotate is None:
            self.step(self.button("Pass").click, lines=n + 2, what=what)
            return
        if move.place is not None:
            self.step(lambda: self.click_at(centre(1)[move.place]), text="Place on",
                      what=what)
        if move.rotate is not None:
            level, index = move.rotate
            self.step(lambda: self.click_at(centre(level)[index]), text="Turn ",
                      what=what)
        self.step(self.button("Submit").click, lines=n + 2, what=what)


class DiceBoard(rn.App):
    """The Dice of Doom app: clicks on the hexes' centres (a hex just taken may attack
    next: a person's pause keeps the two clicks on it from being a double click)."""

    double_press_s = DOUBLE_PRESS_S + 0.05

    def __init__(self, page) -> None:
        super().__init__(page, "dice", DiceOfDoomApp(
            4, 2, interactive=False, seats=["person"] * 2, version=1, seed=DICE_SEED))

    @staticmethod
    def record_letter(player: int) -> str:
        return "AB"[player]

    def click_hex(self, game: DiceOfDoom, hex_) -> None:
        self.click_at(game.board.centers()[game.board.index(hex_)])

    def play(self, game: DiceOfDoom, move) -> None:
        """Make ``move``: the attacking hex, then its target; or End turn."""
        n = len(game.history)
        what = f"move {n + 1} {game.notation(move)}"
        if move.src is None:
            self.step(self.button("End turn").click, lines=n + 2, what=what)
            return
        self.step(lambda: self.click_hex(game, move.src),
                  text=f"Attack from {hex_name(move.src)}", what=what)
        self.step(lambda: self.click_hex(game, move.dst), lines=n + 2, what=what)


def test_a_greedy_person_loses_to_the_strong_ai_in_the_ring_world(page) -> None:
    app = RingWorldBoard(page)
    game = RingWorld(3)
    me = RingWorldGreedy(seed=7)
    app.expect_status("Red to move (move 1).")
    while not game.is_over:
        assert game.to_move == 1, "the person is Red"
        move = me.choose(game)
        app.play(game, move)
        check_played(app, game, move)
        follow(app, game, 1)  # the AI's answer
    assert game.winner == 2, f"the strong AI did not win: {game.outcome}"
    app.expect_status("Blue (AI strong) wins")
    app.shot("ai_ringworld_lost")


def test_a_greedy_person_loses_to_the_strong_ai_in_renaissance(page) -> None:
    """Phase 1 from a random setup (a full set is some 100 moves against this AI)."""
    app = rn.RenaissanceBoard(page, "renaissance")
    game = renaissance_start()
    me = RenaissanceGreedy(seed=7)
    person = rn.Player(app, game)
    follow(app, game, "silver")  # Gold (the AI) opens Phase 1
    while not game.is_over:
        person.play(me.choose(game))  # clicks; checks the record's next line
        follow(app, game, "silver")
    assert game.winner == "gold", f"the strong AI did not win: {game.outcome}"
    scores = f"Silver {game.score('silver')}, Gold {game.score('gold')}"
    app.expect_status(f"Set over: Gold wins ({scores}).")
    app.shot("ai_renaissance_lost")


def test_a_greedy_person_loses_to_the_strong_ai_in_dice_of_doom(page) -> None:
    app = DiceBoard(page)
    game = DiceOfDoom(4, 2, version=1, seed=DICE_SEED, fair_start=True)
    me = DiceGreedy()
    app.expect_status("A to move")
    while not game.is_over:
        move = me.choose(game)
        app.play(game, move)
        check_played(app, game, move)
        follow(app, game, 0)  # the AI's turn, when the person's ended
    assert game.winner == 1, f"the strong AI did not win: {game.outcome}"
    app.expect_status("Game over: B wins")
    app.shot("ai_dice_lost")
