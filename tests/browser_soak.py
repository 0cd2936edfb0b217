"""A soak of the live apps in a real browser, shared by ``tests/test_browser_soak.py``
(short, in ``make test``) and ``benchmarks/browser_soak.py`` (long, beside
``stress-ng``).

Three apps play at once, each against the easy AI: The Ring World L3 and Dice of Doom
5x5 in two tabs of one JupyterLab, Renaissance in a Voila page. Each gets random
actions, in turns with the others and without waiting for an answer: a click anywhere on
its board, a key of the app, a press of one of its buttons (any that is enabled and in
view: the review's, the files', the tabs', a question's Yes or No). So many of them land
while an AI thinks, a move is shown or an analysis runs.

At the end every app must come to rest within the AI's time (its AI answers; a question
left open is answered No first, paused AIs are let play on), and:

* every AI free to move answered within :data:`AI_LIMIT` seconds (timed in the page:
  :data:`AI_TURNS_JS`);
* no app ever said "Something went wrong inside the app" (a bug reported by its flow),
  and no notebook shows an error output;
* the servers' logs hold no Python traceback;
* each app's record list (the Record tab) is the game's history, as the kernel has it:
  read from the kernel through its connection file, as any Jupyter client reads it.

The driver never waits for an answer but the hint's (:func:`hint_move`); :class:`Waits`
times every call it makes to the browser, so that a slow soak shows where its time goes.
"""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import random
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import browser_support as bs

from ringworld_nb.ui.ai_turns import PAUSE_TOOLTIP
from ringworld_nb.ui.canvas import CANVAS_SELECTOR

#: The apps: (key, the code that makes it, where it runs)
APPS = [
    ("ringworld", "RingWorldApp(3, seats=('person', 'easy'), pace=0.1, animation=0.1)", "lab"),
    ("dice", "DiceOfDoomApp(5, seats=('person', 'easy'), seed=3, pace=0.1)", "lab"),
    ("renaissance", "RenaissanceApp(seats=('person', 'easy'), pace=0.1)", "voila"),
]
#: The keys pressed at random: every key of the apps but ``m`` (it opens the move box,
#: where the next letters would be typed) and ``p`` (a pause left on would keep the AI
#: from answering at the end).
KEYS = ["Escape", "ArrowLeft", "ArrowRight", "Home", "End", "h", "y", "u", "a", "g", "v",
        "t", "?", "Enter", "ArrowUp", "ArrowDown", "r", "f", "]", "[", "e", "s", "n"]
#: The board's canvas in an app (the first picture's).
BOARD = CANVAS_SELECTOR
#: The AIs' Pause button (it reads Play while they are paused).
PAUSE_BUTTON = f"button:visible[title={json.dumps(PAUSE_TOOLTIP)}]"
#: What an app says when its flow met a bug.
BUG = "Something went wrong inside the app"
#: Collects every text of each app's message line (``window.rwnbSaid``).
MESSAGES_JS = """(() => {
  window.rwnbSaid = [];
  new MutationObserver(() => {
    for (const m of document.querySelectorAll('.rwnb-app .rwnb-message')) {
      const text = m.innerText;
      if (text && window.rwnbSaid[window.rwnbSaid.length - 1] !== text)
        window.rwnbSaid.push(text);
    }
  }).observe(document, {subtree: true, childList: true, characterData: true});
})();"""


#: Seconds an AI free to move may take to answer (issue 30): its thinking (about a
#: second by the clock), its pace, the move shown - on a busy machine.
AI_LIMIT = 30
#: A wait of the driver longer than this (seconds) is reported as it ends.
SLOW_WAIT = 5.0


@dataclass
class Waits:
    """How long the driver waited on the browser, by what it waited for: each
    Playwright call waits (for an element, for the page's answer), and a soak that is
    slow is slow in one of them."""

    seconds: dict[str, list[float]] = field(default_factory=dict)
    #: the waits longer than :data:`SLOW_WAIT` not yet reported: (what, seconds)
    slow: list[tuple[str, float]] = field(default_factory=list)

    @contextlib.contextmanager
    def timed(self, what: str) -> Iterator[None]:
        start = time.monotonic()
        try:
            yield
        finally:
            took = time.monotonic() - start
            self.seconds.setdefault(what, []).append(took)
            if took > SLOW_WAIT:
                self.slow.append((what, took))

    def take_slow(self) -> list[tuple[str, float]]:
        """The slow waits since the last call."""
        slow, self.slow = self.slow, []
        return slow

    def table(self) -> list[str]:
        """One line a kind of wait, the longest in total first: count, total, longest."""
        rows = sorted(self.seconds.items(), key=lambda item: -sum(item[1]))
        return [f"{what}: {len(s)}x, {sum(s):.1f} s in all, longest {max(s):.2f} s"
                for what, s in rows]


#: Times the AI's answers on a page, counting only the time the AI is free to move: its
#: status names an AI to move ("Gold (AI easy) to move"), the AIs are not paused (their
#: Pause button does not read Play: Stop and Pause hold them on purpose), no question
#: waits (no Yes in view) and the latest position is shown (the record list's last line
#: is chosen: an AI never moves while an earlier one is shown). An answer ends when a
#: move is added to the record list (a turn of Dice of Doom is several) or the AI is no
#: longer to move:
#: ``window.rwnbAiAnswers`` lists their seconds (the driver takes them as it reports);
#: ``window.rwnbAiSince`` is when the answer awaited now began (null when none is). The
#: page is looked at on every change and five times a second.
AI_TURNS_JS = """(() => {
  window.rwnbAiAnswers = [];
  window.rwnbAiSince = null;
  let moves = 0;
  const aiToMove = /\\(AI [a-z]+\\) to move/;
  const look = () => {
    const app = document.querySelector('.rwnb-app');
    const status = app && app.querySelector('.rwnb-status');
    const shown = (b) => b.checkVisibility({checkVisibilityCSS: true});
    const buttons = app ? [...app.querySelectorAll('button')].filter(shown) : [];
    const reads = (word, title) => buttons.some(
      (b) => b.textContent.trim() === word && (!title || b.title === title));
    const list = app && app.querySelector('.widget-select select');
    const earlier = !!list && list.selectedIndex >= 0
                    && list.selectedIndex < list.options.length - 1;
    const toMove = !!status && aiToMove.test(status.textContent);
    const free = toMove && !reads('Play', PAUSE) && !reads('Yes') && !earlier;
    const count = list ? list.options.length : 0;
    const now = performance.now();
    const since = window.rwnbAiSince;
    if (since !== null && (!toMove || count !== moves))
      window.rwnbAiAnswers.push((now - since) / 1000);
    if (since !== null && (!free || !toMove || count !== moves)) window.rwnbAiSince = null;
    if (free && window.rwnbAiSince === null) window.rwnbAiSince = now;
    moves = count;
  };
  new MutationObserver(look).observe(document, {subtree: true, childList: true,
                                                characterData: true});
  setInterval(look, 200);
})();""".replace("PAUSE", json.dumps(PAUSE_TOOLTIP))
#: What the driver reads of a page as it goes: the moves in its record list, the AI's
#: answers since the last reading (taken out of the page's list), and for how long the
#: AI has been to move (null when it is not).
PROGRESS_JS = """() => ({
  moves: Math.max(0, document.querySelectorAll(
    '.rwnb-app .widget-select select option').length - 1),
  answers: (window.rwnbAiAnswers || []).splice(0),
  waiting: window.rwnbAiSince == null ? null
           : (performance.now() - window.rwnbAiSince) / 1000})"""


def source(key: str, code: str) -> list[str]:
    return ["%matplotlib widget\nfrom ringworld_nb import RingWorldApp, DiceOfDoomApp, "
            "RenaissanceApp", f"app = {code}\napp"]


@dataclass
class Tally:
    """What the soak did to one app."""

    key: str
    actions: dict[str, int] = field(default_factory=dict)

    #: the moves in the app's record list when last read
    moves: int = 0
    #: the seconds of each AI answer read so far (see :data:`AI_TURNS_JS`)
    ai_answers: list[float] = field(default_factory=list)
    #: how long the AI has been to move when last read (None: it is not)
    ai_waiting: float | None = None

    def count(self, kind: str) -> None:
        self.actions[kind] = self.actions.get(kind, 0) + 1

    @property
    def done(self) -> int:
        """The actions done so far."""
        return sum(self.actions.values())

    def read(self, page) -> list[float]:
        """Read the page's progress (:data:`PROGRESS_JS`); returns the new AI answers."""
        now = page.evaluate(PROGRESS_JS)
        self.moves = int(now["moves"])
        self.ai_answers.extend(now["answers"])
        self.ai_waiting = now["waiting"]
        return list(now["answers"])

    def line(self, new_answers: list[float]) -> str:
        """The app's progress in words: actions, moves, the AI's new answers."""
        ai = " ".join(f"{s:.1f}" for s in new_answers)
        return (f"{self.key} {self.done} actions, {self.moves} moves"
                + (f", AI answered in {ai} s" if ai else "")
                + (f", AI free to move for {self.ai_waiting:.0f} s"
                   if self.ai_waiting is not None and self.ai_waiting >= 5 else ""))


def _press_key(page, key: str, waits: Waits) -> None:
    """``key`` pressed with the focus in the app (not in one of its text boxes, where it
    would be typed)."""
    app = page.locator(".rwnb-app").first
    with waits.timed("key: where the focus is"):
        away = page.evaluate("() => !!document.activeElement?.closest('input, textarea, "
                             "select') || !document.activeElement?.closest('.rwnb-app')")
    if away:
        with waits.timed("key: focus the app"):
            app.focus()
    with waits.timed("key: press"):
        page.keyboard.press(key)


def _board_box(page) -> dict[str, float] | None:
    """The box of the app's board in the view (scrolled into view first if it is not),
    at once: None when there is none."""
    return page.evaluate("(selector) => { " + _IN_VIEW_JS + "const board = "
                         "document.querySelector(selector); return board ? inView(board) "
                         ": null; }", f".rwnb-app {BOARD}")


#: JavaScript: ``inView(element)``, its box in the view (scrolled to the middle first
#: when it is not wholly in view).
_IN_VIEW_JS = """const inView = (e) => {
  let r = e.getBoundingClientRect();
  if (r.top < 0 || r.bottom > window.innerHeight) {
    e.scrollIntoView({block: 'center'});
    r = e.getBoundingClientRect();
  }
  return {x: r.x, y: r.y, width: r.width, height: r.height};
};
"""
#: JavaScript: ``buttons()``, the app's buttons that are enabled and shown.
_BUTTONS_JS = """const buttons = () => [...document.querySelectorAll('.rwnb-app button')]
  .filter((b) => !b.disabled && b.getClientRects().length > 0);
"""
#: JavaScript (of the app's count of refreshes before ``h``): whether the app has
#: answered the key - a refresh after it (every action ends with one; a key refused
#: while a move is shown is followed by the refresh of the showing's end) - and no
#: hint thinks (the indicator's words "Hint for ... is thinking" are out of view).
HINT_ANSWERED_JS = """(before) => {
  const app = document.querySelector('.rwnb-app');
  if (!app || !(Number(app.dataset.rwnbShown || 0) > before)) return false;
  return ![...app.querySelectorAll('.widget-hprogress')].some(
    (bar) => bar.getClientRects().length > 0
             && bar.parentElement.textContent.includes('Hint for'));
}"""


def hint_move(page, waits: Waits) -> str:
    """A hint's move: ``h``, then ``y`` once the app has answered the ``h`` with a hint
    to play (refused: an AI thinks, a question waits - whose Yes ``y`` would be -, the
    game is over: nothing more); returns the app's message after the ``h``.
    AssertionError when the app never answers it."""
    before = bs.shown(page, 0)
    _press_key(page, "h", waits)
    with waits.timed("hint: answered"):
        try:
            page.wait_for_function(HINT_ANSWERED_JS, arg=before,
                                   timeout=bs.ms(bs.AI_ANSWER))
        except Exception as err:
            if "Timeout" not in type(err).__name__:
                raise
            raise AssertionError(f"the app never answered h: it says "
                                 f"{bs.message(page, 0)!r}") from None
    said = bs.message(page, 0)
    if "Press y to play it" in said:
        _press_key(page, "y", waits)
    return said


def random_action(page, rng: random.Random, tally: Tally, waits: Waits) -> None:
    """One random action on the page's app, not waiting for its answer - but for a
    hint's move (:func:`hint_move`), which keeps the game going. The driver looks at
    the page at once (a target gone meanwhile: a key is pressed instead)."""
    kind = rng.choices(["click", "key", "button", "hint move"], [30, 35, 20, 15])[0]
    if kind == "click":
        with waits.timed("click: the board's box"):
            box = _board_box(page)
        if box:
            with waits.timed("click: the mouse"):
                page.mouse.click(box["x"] + rng.uniform(0.05, 0.95) * box["width"],
                                 box["y"] + rng.uniform(0.05, 0.95) * box["height"])
            tally.count(kind)
            return
    elif kind == "button":
        with waits.timed("button: the names"):
            names = page.evaluate("() => { " + _BUTTONS_JS + "return buttons().map((b) "
                                  "=> (b.innerText || b.title || '').split(/\\s+/)"
                                  ".join(' ')); }")
        index = rng.randrange(len(names)) if names else None
        box = None
        if index is not None and not re.search(r"Download|Save|Load", names[index]):
            # (no files written or asked for)
            with waits.timed("button: the box"):
                box = page.evaluate("(arg) => { " + _IN_VIEW_JS + _BUTTONS_JS +
                                    "const b = buttons()[arg[0]]; return b && "
                                    "(b.innerText || b.title || '').split(/\\s+/).join(' ')"
                                    " === arg[1] ? inView(b) : null; }", [index, names[index]])
        if box:
            with waits.timed("button: the mouse"):
                page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            tally.count(kind)
            return
    elif kind == "hint move":
        hint_move(page, waits)
        tally.count(kind)
        return
    _press_key(page, rng.choice(KEYS), waits)
    tally.count("key")


def come_to_rest(page, waits: Waits) -> None:
    """Answer a question left open (No), leave a review, let paused AIs play on (a
    Stop or a Pause pressed at random), and wait until the app has finished: its AI
    answered, nothing thinks or is shown frame by frame."""
    app = page.locator(".rwnb-app").first
    for _ in range(3):
        for word, where in (("No", "button:visible"), ("Play", PAUSE_BUTTON)):
            with waits.timed(f"rest: {word}"):
                button = app.locator(where, has_text=re.compile(rf"^\s*{word}\s*$"))
                if button.count():
                    button.first.click()
        with waits.timed("rest: End"):
            app.focus()
            page.keyboard.press("End")
        with waits.timed("rest: idle"):
            bs.wait_idle(page, 0, bs.AI_ANSWER)
        status = app.locator(".rwnb-status").first.inner_text()
        if "(AI" not in status.split("to move")[0] or "over" in status.lower():
            return
        # the AI's turn: it answers within its time (a question, a review or a pause
        # may have held it: all are gone now)
        with waits.timed("rest: the AI answers"):
            page.wait_for_function(
                "() => { const s = document.querySelector('.rwnb-app .rwnb-status');"
                " return s && !/\\(AI [a-z]+\\) to move/.test(s.innerText); }",
                timeout=bs.ms(bs.AI_ANSWER))


def record_on_page(page) -> list[str]:
    """The lines of the app's record list, as the page shows them."""
    return [" ".join(t.split()) for t in page.evaluate(
        "() => [...document.querySelectorAll('.rwnb-app .widget-select select option')]"
        ".map((o) => o.textContent)")]


def ask_kernel(runtime: pathlib.Path, kernel_id: str | None, expression: str) -> Any:
    """The value of the Python ``expression`` (JSON-able) in the kernel ``kernel_id``
    (the newest kernel when None), asked through its connection file in ``runtime`` as
    any Jupyter client asks - while the page's app lives on."""
    from jupyter_client import BlockingKernelClient

    files = sorted(runtime.glob(f"**/kernel-{kernel_id or '*'}.json"))
    assert files, f"no kernel connection file in {runtime}"
    client = BlockingKernelClient(connection_file=str(files[-1]))
    client.load_connection_file()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=60)
        reply: list[str] = []

        def output(msg: dict[str, Any]) -> None:
            if msg["msg_type"] == "stream":
                reply.append(msg["content"]["text"])

        client.execute_interactive(f"import json as _j; print(_j.dumps({expression}))",
                                   output_hook=output, timeout=120)
        return json.loads("".join(reply))
    finally:
        client.stop_channels()


def kernel_record(runtime: pathlib.Path, kernel_id: str | None) -> list[str]:
    """The record lines of the app ``app`` in the kernel (``app.record_lines()``)."""
    return ask_kernel(runtime, kernel_id,
                      "[' '.join(str(x).split()) for x in app.record_lines()]")


#: What keeps the AI of the app ``app`` from moving, as its kernel sees it.
AI_STATE = ("{'waits': app.ai.waits(), 'ai task': app.tasks.running('ai'), "
            "'hint task': app.tasks.running('hint'), 'paused': app.ai.paused, "
            "'animating': app.animating, 'asking': app.asking, "
            "'reviewing': app.model.reviewing, 'moves': len(app.game.history), "
            "'to move': str(app.game.to_move)}")


def lab_kernel_id(url: str, path: str) -> str:
    """The id of the kernel of the notebook at ``path`` in the JupyterLab at ``url``."""
    import urllib.request

    base, _, query = url.partition("/?")
    with urllib.request.urlopen(f"{base}/api/sessions?{query}", timeout=30) as answer:
        sessions = json.load(answer)
    return next(s["kernel"]["id"] for s in sessions if s["path"].endswith(path))


def tracebacks(log: pathlib.Path, since: int = 0) -> list[str]:
    """The Python tracebacks in a server's log (with the line after each), in what it
    wrote from byte ``since`` on (the session's JupyterLab also logs the kernels of the
    test modules run before: their shutdowns are not the soak's)."""
    if not log.exists():
        return []
    with log.open("rb") as handle:
        handle.seek(since)
        text = handle.read().decode(errors="replace")
    return re.findall(r"Traceback \(most recent call last\):\n(?:.*\n){0,30}?\S.*", text)


def log_size(log: pathlib.Path) -> int:
    """How many bytes a server's log holds now (0 when it has none yet)."""
    return log.stat().st_size if log.exists() else 0


def soak(browser, lab: tuple[str, pathlib.Path], voila: tuple[str, pathlib.Path],
         actions: int, seed: int = 0, waits: Waits | None = None,
         report: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Run the soak: ``actions`` random actions on each app; returns what was done and
    found (see the module docstring); raises AssertionError on a fault.

    ``waits`` gathers how long each kind of the driver's waits took; ``report`` is given
    a line after each round of actions (one on every app: each app's actions, moves and
    AI answers so far, and the machine's load) and one as each check passes."""
    rng = random.Random(seed)
    waits = waits if waits is not None else Waits()
    say = report if report is not None else (lambda line: None)
    lab_url, lab_folder = lab
    voila_url, voila_work = voila
    pages = {}
    started = time.monotonic()
    logs = (lab_folder.parent.parent / "lab.log", voila_work / "voila.log")
    since = {log: log_size(log) for log in logs}
    for key, _, where in APPS:
        page = bs.new_page(browser, 1280, 800)
        page.add_init_script(MESSAGES_JS)
        page.add_init_script(AI_TURNS_JS)
        if where == "lab":
            bs.open_in_lab(page, lab_url, f"{lab_folder.name}/soak_{key}.ipynb",
                           file_browser=False)
        else:
            page.goto(voila_url, timeout=bs.ms(bs.NOTEBOOK_RUN))
        bs.wait_settled(page, 1)
        pages[key] = page
    tallies = {key: Tally(key) for key in pages}
    found: dict[str, Any] = {"opened": round(time.monotonic() - started)}
    lab_runtime = lab_folder.parent.parent / "home" / "runtime"
    kernels = {key: (lambda key=key: (lab_runtime, lab_kernel_id(lab_url, f"soak_{key}.ipynb")))
               if where == "lab" else (lambda: (voila_work / "home" / "runtime", None))
               for key, _, where in APPS}
    say(f"opened the three apps in {found['opened']} s")
    checks: list[str] = []
    for round_ in range(1, actions + 1):
        lines = []
        for key, page in pages.items():
            random_action(page, rng, tallies[key], waits)
            for what, took in waits.take_slow():
                say(f"  {key}: the driver waited {took:.1f} s ({what}); the app says "
                    f"{bs.message(page, 0)!r}")
            with waits.timed("progress: read"):
                lines.append(tallies[key].line(tallies[key].read(page)))
            if (tallies[key].ai_waiting or 0) > AI_LIMIT:
                state = ask_kernel(*kernels[key](), AI_STATE)
                raise AssertionError(
                    f"{key}: the AI has been free to move for "
                    f"{tallies[key].ai_waiting:.0f} s and has not moved; the kernel says "
                    f"{state}; the app says {bs.message(page, 0)!r}")
        say(f"round {round_}, {time.monotonic() - started:.0f} s, load "
            f"{os.getloadavg()[0]:.1f}: " + "; ".join(lines))
    found["actions"] = {k: t.actions for k, t in tallies.items()}
    found["acted"] = round(time.monotonic() - started)
    for key, page in pages.items():
        come_to_rest(page, waits)
        said = page.evaluate("() => window.rwnbSaid")
        bugs = [text for text in said if BUG in text]
        assert not bugs, f"{key}: {bugs}"
        errors = page.locator("[data-mime-type='application/vnd.jupyter.stderr']")
        assert errors.count() == 0, f"{key}: {errors.first.inner_text()}"
        found[f"{key} said"] = len(said)
        tallies[key].read(page)
        say(f"{key} at rest, {time.monotonic() - started:.0f} s: no bug said, no error "
            "output")
    checks.append("every app came to rest (its AI answered); none said a bug or showed "
                  "an error output")
    found["at rest"] = round(time.monotonic() - started)
    for key, _, _ in APPS:
        page = pages[key]
        shown = record_on_page(page)
        kernel = kernel_record(*kernels[key]())
        assert shown[:1] == ["start"], f"{key}: the record list begins {shown[:1]}"
        assert shown[1:] == kernel, (
            f"{key}: the page's record {shown[1:]} is not the game's {kernel}")
        found[f"{key} moves"] = len(kernel)
        say(f"{key}: the record list on the page is the kernel's game ({len(kernel)} "
            "moves)")
    checks.append("each record list is the kernel's game")
    for log in logs:
        found_there = tracebacks(log, since[log])
        assert not found_there, f"{log.name}: {found_there[:3]}"
    checks.append("no traceback in the servers' logs")
    found["AI answers"] = {k: len(t.ai_answers) for k, t in tallies.items()}
    found["longest AI answer"] = {k: round(max(t.ai_answers, default=0.0), 1)
                                  for k, t in tallies.items()}
    slow = {k: v for k, v in found["longest AI answer"].items() if v > AI_LIMIT}
    assert not slow, f"an AI free to move took longer than {AI_LIMIT} s: {slow}"
    checks.append(f"every AI answered within {AI_LIMIT} s of being free to move")
    found["checks passed"] = checks
    for page in pages.values():
        page.close()
    found["seconds"] = round(time.monotonic() - started)
    return found
