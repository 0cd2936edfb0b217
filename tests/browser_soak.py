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
left open is answered No first), and:

* no app ever said "Something went wrong inside the app" (a bug reported by its flow),
  and no notebook shows an error output;
* the servers' logs hold no Python traceback;
* each app's record list (the Record tab) is the game's history, as the kernel has it:
  read from the kernel through its connection file, as any Jupyter client reads it.
"""

from __future__ import annotations

import json
import pathlib
import random
import re
import time
from dataclasses import dataclass, field
from typing import Any

import browser_support as bs

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


def source(key: str, code: str) -> list[str]:
    return ["%matplotlib widget\nfrom ringworld_nb import RingWorldApp, DiceOfDoomApp, "
            "RenaissanceApp", f"app = {code}\napp"]


@dataclass
class Tally:
    """What the soak did to one app."""

    key: str
    actions: dict[str, int] = field(default_factory=dict)

    def count(self, kind: str) -> None:
        self.actions[kind] = self.actions.get(kind, 0) + 1


def _press_key(page, key: str) -> None:
    """``key`` pressed with the focus in the app (not in one of its text boxes, where it
    would be typed)."""
    app = page.locator(".rwnb-app").first
    if page.evaluate("() => !!document.activeElement?.closest('input, textarea, select')"
                     " || !document.activeElement?.closest('.rwnb-app')"):
        app.focus()
    page.keyboard.press(key)


def _click_in_view(page, target) -> bool:
    """A real mouse click in the middle of ``target`` (scrolled into view first if it is
    not), never waiting for it to be ready: the soak does not wait. False when it has
    no box (gone meanwhile)."""
    box = target.bounding_box()
    if box is None:
        return False
    if box["y"] < 0 or box["y"] + box["height"] > page.viewport_size["height"]:
        target.evaluate("(e) => e.scrollIntoView({block: 'center'})")
        box = target.bounding_box()
        if box is None:
            return False
    return box


def random_action(page, rng: random.Random, tally: Tally) -> None:
    """One random action on the page's app, not waiting for its answer - but for a
    hint's move (``h``, then ``y`` once the hint is there), which keeps the game going."""
    app = page.locator(".rwnb-app").first
    kind = rng.choices(["click", "key", "button", "hint move"], [30, 35, 20, 15])[0]
    if kind == "click":
        box = _click_in_view(page, app.locator(BOARD).first)
        if box:
            page.mouse.click(box["x"] + rng.uniform(0.05, 0.95) * box["width"],
                             box["y"] + rng.uniform(0.05, 0.95) * box["height"])
            tally.count(kind)
            return
    elif kind == "button":
        buttons = app.locator("button:visible:enabled")
        n = buttons.count()
        button = buttons.nth(rng.randrange(n)) if n else None
        name = " ".join(((button.inner_text() or button.get_attribute("title") or "")
                         if button is not None else "").split())
        box = (_click_in_view(page, button)
               if button is not None and not re.search(r"Download|Save|Load", name)
               else False)  # (no files written or asked for)
        if box:
            page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            tally.count(kind)
            return
    elif kind == "hint move":
        before = page.evaluate("() => (window.rwnbSaid || []).length")
        _press_key(page, "h")
        try:  # the hint is said (or refused) within the hint's time
            page.wait_for_function("(n) => (window.rwnbSaid || []).length > n", arg=before,
                                   timeout=bs.ms(bs.AI_ANSWER))
        except Exception:
            pass
        _press_key(page, "y")
        tally.count(kind)
        return
    _press_key(page, rng.choice(KEYS))
    tally.count("key")


def come_to_rest(page) -> None:
    """Answer a question left open (No), leave a review, and wait until the app has
    finished: its AI answered, nothing thinks or is shown frame by frame."""
    app = page.locator(".rwnb-app").first
    for _ in range(3):
        no = app.locator("button:visible", has_text=re.compile(r"^\s*No\s*$"))
        if no.count():
            no.first.click()
        app.focus()
        page.keyboard.press("End")
        bs.wait_idle(page, 0, bs.AI_ANSWER)
        status = app.locator(".rwnb-status").first.inner_text()
        if "(AI" not in status.split("to move")[0] or "over" in status.lower():
            return
        # the AI's turn: it answers within its time (a question or a review may have
        # held it: both are gone now)
        page.wait_for_function(
            "() => { const s = document.querySelector('.rwnb-app .rwnb-status');"
            " return s && !/\\(AI [a-z]+\\) to move/.test(s.innerText); }",
            timeout=bs.ms(bs.AI_ANSWER))


def record_on_page(page) -> list[str]:
    """The lines of the app's record list, as the page shows them."""
    return [" ".join(t.split()) for t in page.evaluate(
        "() => [...document.querySelectorAll('.rwnb-app .widget-select select option')]"
        ".map((o) => o.textContent)")]


def kernel_record(runtime: pathlib.Path, kernel_id: str | None) -> list[str]:
    """The record lines of the app ``app`` in the kernel (``app.record_lines()``),
    asked of the kernel through its connection file in ``runtime``."""
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

        client.execute_interactive(
            "import json as _j; print(_j.dumps([' '.join(str(x).split()) "
            "for x in app.record_lines()]))", output_hook=output, timeout=120)
        return json.loads("".join(reply))
    finally:
        client.stop_channels()


def lab_kernel_id(url: str, path: str) -> str:
    """The id of the kernel of the notebook at ``path`` in the JupyterLab at ``url``."""
    import urllib.request

    base, _, query = url.partition("/?")
    with urllib.request.urlopen(f"{base}/api/sessions?{query}", timeout=30) as answer:
        sessions = json.load(answer)
    return next(s["kernel"]["id"] for s in sessions if s["path"].endswith(path))


def tracebacks(log: pathlib.Path) -> list[str]:
    """The Python tracebacks in a server's log (with the line after each)."""
    text = log.read_text(errors="replace") if log.exists() else ""
    return re.findall(r"Traceback \(most recent call last\):\n(?:.*\n){0,30}?\S.*", text)


def soak(browser, lab: tuple[str, pathlib.Path], voila: tuple[str, pathlib.Path],
         actions: int, seed: int = 0) -> dict[str, Any]:
    """Run the soak: ``actions`` random actions on each app; returns what was done and
    found (see the module docstring); raises AssertionError on a fault."""
    rng = random.Random(seed)
    lab_url, lab_folder = lab
    voila_url, voila_work = voila
    pages = {}
    started = time.monotonic()
    for key, _, where in APPS:
        page = bs.new_page(browser, 1280, 800)
        page.add_init_script(MESSAGES_JS)
        if where == "lab":
            bs.open_in_lab(page, lab_url, f"{lab_folder.name}/soak_{key}.ipynb",
                           file_browser=False)
        else:
            page.goto(voila_url, timeout=bs.ms(bs.NOTEBOOK_RUN))
        bs.wait_settled(page, 1)
        pages[key] = page
    tallies = {key: Tally(key) for key in pages}
    found: dict[str, Any] = {"opened": round(time.monotonic() - started)}
    for _ in range(actions):
        for key, page in pages.items():
            random_action(page, rng, tallies[key])
    found["actions"] = {k: t.actions for k, t in tallies.items()}
    found["acted"] = round(time.monotonic() - started)
    for key, page in pages.items():
        come_to_rest(page)
        said = page.evaluate("() => window.rwnbSaid")
        bugs = [text for text in said if BUG in text]
        assert not bugs, f"{key}: {bugs}"
        errors = page.locator("[data-mime-type='application/vnd.jupyter.stderr']")
        assert errors.count() == 0, f"{key}: {errors.first.inner_text()}"
        found[f"{key} said"] = len(said)
    found["at rest"] = round(time.monotonic() - started)
    for key, _, where in APPS:
        page = pages[key]
        shown = record_on_page(page)
        if where == "lab":
            kernel = kernel_record(lab_folder.parent.parent / "home" / "runtime",
                                   lab_kernel_id(lab_url, f"soak_{key}.ipynb"))
        else:
            kernel = kernel_record(voila_work / "home" / "runtime", None)
        assert shown[:1] == ["start"], f"{key}: the record list begins {shown[:1]}"
        assert shown[1:] == kernel, (
            f"{key}: the page's record {shown[1:]} is not the game's {kernel}")
        found[f"{key} moves"] = len(kernel)
    for log in (lab_folder.parent.parent / "lab.log", voila_work / "voila.log"):
        assert not tracebacks(log), f"{log.name}: {tracebacks(log)[:3]}"
    for page in pages.values():
        page.close()
    found["seconds"] = round(time.monotonic() - started)
    return found
