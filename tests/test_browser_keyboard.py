"""A whole game of each app by keyboard alone, reading the board as a screen reader does
(issue 25): JupyterLab at 1280x800, each app against the easy AI, no mouse event.

The one jump (as a screen reader's user jumps to a control by its name) puts the focus on
the app's **Text board** button; from there on only keys: ``t`` goes into the text twin,
the arrow keys walk its grid to a place (in the board's own geometry), Enter chooses it;
the game's keys play (``s`` Submit, ``e`` End turn); ``m`` goes to the move box, where
``moves`` asks for the legal moves and a typed move is played with Enter (Renaissance's
pass, which has no place on the board). The position is read through the accessibility
tree (Playwright's ``aria_snapshot()`` of the twin: the names a screen reader reads),
and every move of the game - the person's and the AI's replies, as the record lists them
at the end - must have been read out in the twin's live region (``.rwnb-twin-live``,
every text it showed is logged by the page). The notebook's cells are the same kinds
and count after all those keys: none reached JupyterLab's command mode ("m" would make a
Markdown cell, "a" insert one, "d d" delete one).

The smallest games: The Ring World at level 3, Dice of Doom on 3 x 3 hexes, Renaissance
Phase 1 alone after a random setup (its New game "Phase 1 only").

Needs Debian's ``chromium`` and Playwright (test extra); skipped with a message otherwise.
"""

from __future__ import annotations

import collections
import json
import pathlib
import re
import sys
import time

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()

WIDTH, HEIGHT = 1280, 800
IMPORTS = "%matplotlib widget\nfrom ringworld_nb import RingWorldApp, DiceOfDoomApp, RenaissanceApp"
#: game -> the app's cell, the person's name, the AI's name
GAMES = {
    "ringworld": ("RingWorldApp(3, seats=('person', 'easy'), pace=0, animation=0)",
                  "Red", "Blue (AI easy)"),
    "dice": ("DiceOfDoomApp(3, seats=('person', 'easy'), pace=0)", "A", "B (AI easy)"),
    "renaissance": ("from ringworld_nb.renaissance.spec import new\n"
                    "RenaissanceApp(new(start='phase1', seed=1), seats=('person', 'easy'), "
                    "pace=0)", "Silver", "Gold (AI easy)"),
}
#: The most turns of the person a game may take here (a game that runs on is a failure).
MOST_TURNS = 150
#: The words of a game's end (a regular expression): "The set is over", "Game over: A wins".
OVER = "is over|Game over"
BUTTON = re.compile(r'button "([^"]*)"')


#: The focused element: where it is (the twin's button: its key, its row among the
#: twin's rows, the middle of it across), for the walks of the arrow keys.
FOCUS_JS = """() => {
  const b = document.activeElement;
  const twin = b && b.closest && b.closest('.rwnb-twin');
  if (!twin || b.tagName !== 'BUTTON') return {inTwin: false, tag: b ? b.tagName : null,
                                               cls: b ? String(b.className) : null};
  const rows = [...twin.querySelectorAll('[role=row]')];
  const r = b.getBoundingClientRect();
  return {inTwin: true, key: b.dataset.key, name: b.getAttribute('aria-label'),
          row: rows.indexOf(b.closest('[role=row]')), x: r.left + r.width / 2};
}"""

#: Where the twin's button named ``arg`` is (as FOCUS_JS says it of the focused one).
PLACE_JS = """(name) => {
  const twin = document.querySelector('.rwnb-twin');
  const b = [...twin.querySelectorAll('button')].find(
      (e) => e.getAttribute('aria-label') === name);
  if (!b) return null;
  const rows = [...twin.querySelectorAll('[role=row]')];
  const r = b.getBoundingClientRect();
  return {key: b.dataset.key, row: rows.indexOf(b.closest('[role=row]')),
          x: r.left + r.width / 2};
}"""


@pytest.fixture(scope="module")
def keyboard_lab(lab):
    """The session's JupyterLab with one notebook a game (each in a kernel of its own)."""
    url, folder = lab
    for game, (code, _, _) in GAMES.items():
        bs.write_notebook(folder / f"keys_{game}.ipynb", [IMPORTS, code])
    return url, folder


# ----------------------------------------------------------------- reading --
def names(page) -> list[str]:
    """The names of the twin's buttons, as the accessibility tree gives them."""
    return BUTTON.findall(page.locator(".rwnb-twin [role=grid]").first.aria_snapshot())


def first(page, *words: str) -> str | None:
    """The name of the twin's first place whose name says one of ``words`` (the first
    of them that any place says), or None."""
    found = names(page)
    for word in words:
        for name in found:
            if word in name:
                return name
    return None


def live_log(page) -> list[str]:
    return page.evaluate("() => window.rwnbLive || []")


def wait_said(page, after: int, pattern: str, seconds: float = bs.AI_ANSWER) -> str:
    """Wait until the live region has said, after its ``after``-th text, a text that
    matches ``pattern`` (a regular expression) as its latest; returns that text."""
    try:
        return page.wait_for_function(
            """([after, pattern]) => { const log = window.rwnbLive || [];
                 const last = log[log.length - 1];
                 return log.length > after && new RegExp(pattern).test(last) ? last : false; }""",
            arg=[after, pattern], timeout=bs.ms(seconds)).json_value()
    except Exception as err:
        if "Timeout" not in type(err).__name__ and "Timeout" not in str(err):
            raise
        raise AssertionError(f"the live region never said /{pattern}/ after text {after}; "
                             f"it said {live_log(page)[after:]!r}") from None


def app_words(page) -> str:
    """The app's status and prompt as the page shows them."""
    return page.evaluate("() => [...document.querySelectorAll('.rwnb-app .rwnb-status, "
                         ".rwnb-app .rwnb-prompt')].map((e) => e.textContent).join(' ')")


def wait_turn_read(page, after: int, played: str, back: str) -> None:
    """Wait until the live region has read, after its ``after``-th text, the person's
    move (``played``, a regular expression) and the app's status or prompt says ``back``
    (the person's turn again, or the end): each text is read once, so the status is read
    only when it changed (not after a second attack of the same turn). The refresh that
    changed the status must have arrived whole: the twin's places come after the status
    (a Dice turn once looked for a hex that can attack in the twin of the AI's turn)."""
    try:
        page.wait_for_function(
            """([after, played, back]) => { const log = (window.rwnbLive || []).slice(after);
                 const words = [...document.querySelectorAll(
                   '.rwnb-app .rwnb-status, .rwnb-app .rwnb-prompt')].map((e) => e.textContent);
                 const root = document.querySelector('.rwnb-app');
                 const whole = Number(root.dataset.rwnbShown || 0) > (root.rwnbStatusAt ?? -1);
                 return whole && log.some((t) => new RegExp(played).test(t))
                   && new RegExp(back).test(words.join(" ")); }""",
            arg=[after, played, back], timeout=bs.ms(bs.AI_ANSWER))
    except Exception as err:
        if "Timeout" not in type(err).__name__ and "Timeout" not in str(err):
            raise
        raise AssertionError(f"the live region never read /{played}/ with /{back}/ "
                             f"after text {after}; it said {live_log(page)[after:]!r}") from None


# ------------------------------------------------------------------ the keys --
class Keys:
    """The presses of one game, counted (every press goes through ``page.keyboard``)."""

    def __init__(self, page) -> None:
        self.page = page
        self.count: collections.Counter[str] = collections.Counter()
        self.jumps = 0  # focus put on a control by its name (a screen reader's jump)
        #: the notebook's cells, which no key may change
        self.cells = page.evaluate(bs.CELL_KINDS_JS)

    def press(self, key: str) -> None:
        self.count[key] += 1
        self.page.keyboard.press(key)
        cells = self.page.evaluate(bs.CELL_KINDS_JS)
        assert cells == self.cells, f"{key!r} changed the notebook's cells: {cells}"

    def type(self, text: str) -> None:
        self.count["typed"] += len(text)
        self.page.keyboard.type(text)

    def focus(self) -> dict:
        return self.page.evaluate(FOCUS_JS)

    def into_twin(self) -> None:
        """``t``: the twin is shown and its current place has the focus."""
        self.press("t")
        self.page.wait_for_function(f"() => ({FOCUS_JS})().inTwin", timeout=bs.ms(bs.ROUND_TRIP))

    def walk_to(self, name: str, nav: dict[str, dict[str, str]] | None) -> None:
        """Walk the twin's focus with the arrow keys to the place named ``name``: by the
        board's own links (``nav``: key -> direction -> key, The Ring World's fractal) on
        the shortest way, else in the grid (up or down to its row, then along it)."""
        keys = {"up": "ArrowUp", "down": "ArrowDown", "left": "ArrowLeft",
                "right": "ArrowRight"}
        for _ in range(80):
            here = self.focus()
            assert here["inTwin"], f"the focus left the twin: {here}"
            if here["name"] == name:
                return
            there = self.page.evaluate(PLACE_JS, name)
            assert there is not None, f"no place named {name!r} in the twin"
            if nav is not None:
                self.press(keys[shortest_way(nav, here["key"], there["key"])[0]])
            elif there["row"] != here["row"]:
                self.press("ArrowUp" if there["row"] < here["row"] else "ArrowDown")
            else:
                self.press("ArrowLeft" if there["x"] < here["x"] else "ArrowRight")
        raise AssertionError(f"80 arrow keys did not reach {name!r}")

    def choose(self, name: str, nav: dict[str, dict[str, str]] | None = None) -> str:
        """Walk to the place named ``name`` and press Enter; returns the place's key."""
        self.walk_to(name, nav)
        key = self.focus()["key"]
        self.press("Enter")
        return key


def shortest_way(nav: dict[str, dict[str, str]], start: str, goal: str) -> list[str]:
    """The directions of the shortest walk from ``start`` to ``goal`` along ``nav``."""
    came: dict[str, tuple[str, str] | None] = {start: None}
    todo = collections.deque([start])
    while todo:
        key = todo.popleft()
        if key == goal:
            break
        for direction, other in nav.get(key, {}).items():
            if other not in came:
                came[other] = (key, direction)
                todo.append(other)
    assert goal in came, f"no way from {start} to {goal}"
    way: list[str] = []
    key = goal
    while came[key] is not None:
        key, direction = came[key]  # type: ignore[misc]
        way.append(direction)
    return way[::-1]


def ring_world_links() -> dict[str, dict[str, str]]:
    """The Ring World L3 twin's links (up: the parent; down: the first child; left and
    right: round the ring), as the app gives them to the page."""
    from ringworld_nb.ringworld.app import RingWorldApp

    app = RingWorldApp(3, interactive=False, seats=("person", "person"))
    return {c.key: dict(c.nav) for c in app.twin.cells}


# ------------------------------------------------------------- the turns --
def wait_chosen(page, key: str) -> None:
    """Wait until the twin shows the place ``key`` chosen (its button pressed; its name
    then says so too)."""
    page.wait_for_function(
        "(key) => [...document.querySelectorAll('.rwnb-twin button')].some((b) => "
        "b.dataset.key === key && b.getAttribute('aria-pressed') === 'true')", arg=key,
        timeout=bs.ms(bs.ROUND_TRIP))


def ring_world_turn(keys: Keys, nav) -> int:
    """Place a ring where one may go (when one may), turn a position, ``s`` Submit;
    returns the count of the live region's texts before the key that played. With
    nothing to place or turn (a pass: Red has no ring left to turn with), the first
    legal move the move box names."""
    place = first(keys.page, "a ring may go here")
    if place is not None:
        wait_chosen(keys.page, keys.choose(place, nav))
    turn = first(keys.page, "can be turned")
    if place is None and turn is None:
        return typed_move(keys)
    assert turn is not None, names(keys.page)
    wait_chosen(keys.page, keys.choose(turn, nav))
    before = len(live_log(keys.page))
    keys.press("s")
    return before


def dice_turn(keys: Keys, nav) -> int:
    """Attack from a hex that can (its first target), else ``e`` End turn."""
    source = first(keys.page, "can attack")
    if source is None:
        before = len(live_log(keys.page))
        keys.press("e")
        return before
    wait_chosen(keys.page, keys.choose(source, nav))
    target = first(keys.page, "a target of")
    assert target is not None, names(keys.page)
    before = len(live_log(keys.page))
    keys.choose(target, nav)
    return before


def renaissance_turn(keys: Keys, nav) -> int:
    """Put a marker where one may go, else push one in; else (a pass, an answer to an
    offer) the first legal move the move box names (``m``, ``moves``, the move typed,
    Enter), then back to the twin by Tab."""
    page = keys.page
    said = live_log(page)
    place = first(page, "a marker may go here", "push a marker in")
    if place is not None and not (said and "Accept or Decline" in said[-1]):
        keys.walk_to(place, nav)
        before = len(live_log(page))
        keys.press("Enter")
        return before
    return typed_move(keys)


def typed_move(keys: Keys) -> int:
    """The first legal move the move box names (``m``, ``moves``, the move typed,
    Enter); returns the count of the live region's texts before the Enter."""
    said_now = ask(keys, "moves", r"legal moves?:")
    move = re.search(r"legal moves?: ([^,.]+)", said_now).group(1)
    keys.press("Control+A")
    keys.type(move)
    before = len(live_log(keys.page))
    keys.press("Enter")
    return before


#: The words that say a move of the person was played.
PLAYED = {"ringworld": "Red played", "dice": "A attacks|A ends the turn|A passes",
          "renaissance": "Silver (put|pushed|passed|offers|accept|declined)"}
TURNS = {"ringworld": ring_world_turn, "dice": dice_turn, "renaissance": renaissance_turn}


def back_to_twin(keys: Keys) -> int:
    """From the move box back to the twin: Escape (in a text box ``t`` is a letter typed:
    no key of the app acts there, but Escape leaves the box for the twin shown); returns
    how many presses it took."""
    keys.press("Escape")
    keys.page.wait_for_function(
        "() => !!document.activeElement && !!document.activeElement.closest('.rwnb-twin')",
        timeout=bs.ms(bs.ROUND_TRIP))
    assert keys.focus()["inTwin"], keys.focus()
    return 1


def ask(keys: Keys, question: str, answer: str) -> str:
    """``m``, ``question`` typed in the move box, Enter: the live region reads out an
    answer that matches ``answer`` (a regular expression), and the box is emptied (the
    next question is typed into it as it is); returns the answer."""
    page = keys.page
    in_box = ("() => !!document.activeElement && "
              "!!document.activeElement.closest('.rwnb-field-move')")
    if not page.evaluate(in_box):  # (in the box, after a question, m is a letter)
        keys.press("m")
        page.wait_for_function(in_box, timeout=bs.ms(bs.ROUND_TRIP))
    before = len(live_log(page))
    keys.type(question)  # into the box as it is: emptied after the last question
    keys.press("Enter")
    said = wait_said(page, before, answer, bs.ROUND_TRIP)
    page.wait_for_function("() => document.querySelector('.rwnb-field-move input').value "
                           "=== ''", timeout=bs.ms(bs.ROUND_TRIP))  # (issue 29 item 7)
    return said


# ------------------------------------------------------------- the record --
def record(page) -> list[tuple[str, str]]:
    """The record's moves (the Record tab's list): (the mover's letter, the notation)."""
    lines = page.evaluate("() => [...document.querySelectorAll('.rwnb-app .widget-select "
                          "select option')].map((o) => o.textContent)")
    moves = []
    for line in lines:
        found = re.match(r"\s*\d+\.\s+(\S+)\s+(.+?)\s*$", line)
        if found:
            moves.append(found.groups())
    return moves


def read_out(game: str, name: str, notation: str, said: list[str]) -> bool:
    """Whether the live region said the move ``notation`` of the player ``name``."""
    if game == "ringworld":
        wanted = [f"{name} played {notation}"]
    elif game == "dice":
        if notation == "pass":
            return any(f"{name} ends the turn" in s or f"{name} passes" in s for s in said)
        source, target = notation.split("-")
        wanted = ([f"{name} attacks {target}", f"from {source}"] if "(AI" not in name
                  else [f"{name} {source} to {target}"])  # (the arrow read as a word)
    elif notation in ("pass", "offer", "accept", "decline"):
        verb = {"pass": "passed", "offer": "offers to end", "accept": "accept",
                "decline": "declined"}[notation]
        wanted = [f"{name} {verb}"]
    elif notation[-1] in "<>^v":
        wanted = [f"{name} pushed in", notation[:-1]]
    else:
        wanted = [f"{name} put a marker on {notation}"]
    return any(all(w in s for w in wanted) for s in said)


def notebook_mode(page) -> str:
    """The notebook's mode, as JupyterLab's status bar says it ("Command", "Edit")."""
    bar = page.locator("#jp-main-statusbar").inner_text()
    found = re.search(r"Mode: (\w+)", bar)
    return found.group(1) if found else bar


# ------------------------------------------------------------------ the test --
@pytest.mark.parametrize("game", list(GAMES))
def test_a_whole_game_by_keyboard_alone_read_out_through_the_twin(
        game, keyboard_lab, browser) -> None:
    code, person, ai = GAMES[game]
    url, folder = keyboard_lab
    page = bs.new_page(browser, WIDTH, HEIGHT)
    page.add_init_script(bs.LIVE_LOG_JS)
    mouse_events: list[str] = []
    started = time.monotonic()
    try:
        bs.open_in_lab(page, url, f"{folder.name}/keys_{game}.ipynb", file_browser=False)
        bs.wait_settled(page, 1)
        bs.wait_idle(page, 0, bs.AI_ANSWER)
        # from here on, no mouse: any mouse event in the page fails the test
        page.evaluate("""() => { window.rwnbMouse = [];
          for (const kind of ['mousedown', 'mouseup', 'click', 'pointerdown', 'dblclick'])
            document.addEventListener(kind, (e) => { if (e.isTrusted)
              window.rwnbMouse.push(kind); }, true); }""")
        cells = page.evaluate(bs.CELL_KINDS_JS)
        mode = notebook_mode(page)
        keys = Keys(page)
        # the one jump: to the app's Text board button, by its name
        page.locator(".rwnb-app button", has_text="Text board").first.focus()
        keys.jumps += 1
        keys.into_twin()
        nav = ring_world_links() if game == "ringworld" else None
        # the questions of the move box, read out; then back to the twin by Escape
        where = ask(keys, f"where {person.lower()}", f"^{re.escape(person)}(, | has)")
        legal = ask(keys, "moves", r"^\d+ legal moves?: ")
        back = back_to_twin(keys)
        turn = TURNS[game]
        turns = 0
        mine = re.escape(person) + " to move"
        while True:
            said = live_log(page)
            if re.search(OVER, app_words(page)):  # read out once (the page shows it first)
                page.wait_for_function(
                    "(over) => (window.rwnbLive || []).some((t) => new RegExp(over).test(t))",
                    arg=OVER, timeout=bs.ms(bs.ROUND_TRIP))
                break
            turns += 1
            assert turns <= MOST_TURNS, f"{game} runs on: {said[-3:]}"
            # the position, as a screen reader reads it
            assert names(page), "the twin shows no place"
            before = turn(keys, nav)
            # the move is read out, then the AI's reply, until it is the person's turn
            # (each once: the AI's reply is read without the person's move again)
            wait_turn_read(page, before, PLAYED[game], f"{mine}|{OVER}")
            bs.wait_idle(page, 0, bs.AI_ANSWER)
            if not keys.focus()["inTwin"]:
                back_to_twin(keys)
        elapsed = time.monotonic() - started
        said = live_log(page)
        moves = record(page)
        assert moves, "the record lists no move"
        letters = {person[0]: person, ai[0]: ai}
        missing = [(who, notation) for who, notation in moves
                   if not read_out(game, letters[who], notation, said)]
        assert not missing, f"moves never read out: {missing}; the live region said {said}"
        assert page.evaluate(bs.CELL_KINDS_JS) == cells  # no key reached JupyterLab
        assert notebook_mode(page) == mode == "Command", mode
        mouse_events = page.evaluate("() => window.rwnbMouse")
        assert mouse_events == [], mouse_events
        page.screenshot(path=str(bs.ARTIFACTS / f"keyboard_{game}_end.png"))
        report = {"game": game, "person turns": turns, "moves": len(moves),
                  "seconds": round(elapsed), "keys": dict(keys.count), "jumps": keys.jumps,
                  "keys from the move box to the twin": back,
                  "where": where[:120], "legal": legal[:120],
                  "last words": said[-1]}
        (bs.ARTIFACTS / f"keyboard_{game}.json").write_text(json.dumps(report, indent=1))
        print(report)
    except Exception:
        page.screenshot(path=str(bs.ARTIFACTS / f"keyboard_{game}_failed.png"))
        raise
    finally:
        page.close()
