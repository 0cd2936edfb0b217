"""An axe-core audit of the apps (issue 25): each play notebook in Voila and one app in
JupyterLab, at 1280x800, as a newcomer opens them - once as shown, once with the text
board shown (key ``t``). Between the two, in Voila, a move is played by clicks and the
app's board, the button that plays a move and its message must be in view together
(the README's app links at 1280x800; one page and kernel for both checks).

axe-core (through ``axe-playwright-python``) checks the whole page. A violation of
serious or critical impact in the package's own widgets - an element inside an app's
root (``.rwnb-app``) or with one of the package's ``rwnb-`` classes - fails the test.
Those of the page around the apps (JupyterLab's and Voila's own elements) are not the
package's to mend: each is logged by its rule id and impact, and written to
``tests/artifacts/axe_*.json`` with the elements it names. Seen when this was written
(axe-core 4.12.1, JupyterLab 4.6.6, Voila 0.5.13):

* JupyterLab: ``aria-allowed-attr`` (critical: ``aria-pressed`` on its toolbar's
  ``jp-button`` elements), ``aria-required-children`` (critical: the notebook's
  ``role=feed`` of cells), ``aria-input-field-name`` (serious: the cells' CodeMirror
  editors have no name), ``region`` (moderate: its skip link);
* Voila: ``link-in-text-block`` (serious: a link in a notebook's Markdown - "the rules" -
  told from its text by colour only, in Voila's own style), ``region`` (moderate: the
  cells stand in no landmark).

The package's own widgets then show only ``heading-order``, ``region`` (moderate) and
``empty-table-header`` (minor). Their serious ones found by the first run are mended in
ringworld_nb/ui: ipywidgets' coloured buttons and Voila's inactive tab names under 4.5:1
(``APP_CSS``), The Ring World's counts written in the players' colours (now in the text
colour, underlined in the player's), and the sliders' handles without a name (the key
strip names them). The test prints what it sees each time (``-s``): a new release's
findings show.

Needs Debian's ``chromium`` and Playwright (test extra); skipped with a message otherwise.
"""

from __future__ import annotations

import json
import pathlib
import sys
import urllib.request
from collections.abc import Callable
from typing import Any

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()
import test_browser_apps as apps  # noqa: E402

from ringworld_nb.dice.app import DiceOfDoomApp  # noqa: E402
from ringworld_nb.renaissance.app import RenaissanceApp  # noqa: E402
from ringworld_nb.ringworld.app import RingWorldApp  # noqa: E402

try:
    from axe_playwright_python.sync_playwright import Axe
except ImportError:  # pragma: no cover - the test extra installs it
    pytest.skip("axe-playwright-python is missing: pip install -e '.[test]'",
                allow_module_level=True)

WIDTH, HEIGHT = 1280, 800
PLAY_NOTEBOOKS = ["play_ringworld.ipynb", "play_dice_of_doom.ipynb",
                  "play_renaissance.ipynb"]
#: each play notebook's app (as test_browser_apps names it) and the button that plays a move
PLAY_APPS = {"play_ringworld.ipynb": ("ringworld3", "Submit"),
             "play_dice_of_doom.ipynb": ("dice5", "End turn"),
             "play_renaissance.ipynb": ("renaissance", "Place")}
#: replicas of the play notebooks' apps: where a board point is on the page
REPLICAS: dict[str, Callable[[], Any]] = {
    "ringworld3": lambda: RingWorldApp(3, interactive=False, animation=0),
    "dice5": lambda: DiceOfDoomApp(interactive=False),
    "renaissance": lambda: RenaissanceApp(interactive=False)}
SERIOUS = ("serious", "critical")

#: Whether the element that a selector of axe names is the package's own (inside an
#: app's root, or with a class rwnb-...); selectors into frames or shadow roots (arrays)
#: are looked up in the page only by their last part.
OURS_JS = """(selector) => {
  let e = null;
  try { e = document.querySelector(selector); } catch (err) { return false; }
  if (!e) return false;
  if (e.closest('.rwnb-app')) return true;
  for (let n = e; n; n = n.parentElement) {
    if ([...n.classList].some((c) => c.startsWith('rwnb-'))) return true;
  }
  return false;
}"""


def audit(page) -> dict:
    """axe-core's violations in the page, split: ``ours`` (the package's widgets) and
    ``theirs`` (the page around them), each rule id -> impact, the elements' selectors
    and a few of their HTML."""
    results = Axe().run(page, options={"resultTypes": ["violations"]})
    split: dict = {"ours": {}, "theirs": {}}
    for violation in results.response["violations"]:
        for node in violation["nodes"]:
            target = node["target"][-1] if node["target"] else ""
            selector = target[-1] if isinstance(target, list) else target
            side = "ours" if page.evaluate(OURS_JS, selector) else "theirs"
            entry = split[side].setdefault(violation["id"], {
                "impact": violation["impact"], "help": violation["help"], "nodes": []})
            entry["nodes"].append({"target": node["target"], "html": node["html"][:300]})
    return split


def serious(found: dict) -> dict:
    return {rule: v for rule, v in found.items() if v["impact"] in SERIOUS}


def audit_with_twin(page, name: str, then: Callable[[], Any] | None = None) -> dict:
    """Audit the page as opened and with the first app's text board shown (``t``, the
    focus in it), ``then()`` done between the two; write both to
    ``tests/artifacts/axe_<name>.json``; returns the two."""
    found = {"as opened": audit(page)}
    if then is not None:
        then()
    page.locator(".rwnb-app button", has_text="Text board").first.focus()
    page.keyboard.press("t")
    page.wait_for_function(
        "() => { const t = document.querySelector('.rwnb-twin'); return t && "
        "!t.classList.contains('rwnb-twin-hidden') && t.contains(document.activeElement); }",
        timeout=bs.ms(bs.ROUND_TRIP))
    found["text board shown"] = audit(page)
    (bs.ARTIFACTS / f"axe_{name}.json").write_text(json.dumps(found, indent=1))
    for when, split in found.items():
        theirs = {rule: v["impact"] for rule, v in split["theirs"].items()}
        ours = {rule: v["impact"] for rule, v in split["ours"].items()}
        print(f"axe {name} ({when}): the page's own {theirs}; the package's {ours}")
    return found


@pytest.fixture(scope="module")
def voila_notebooks(tmp_path_factory):
    """One Voila for the play notebooks (``notebooks/``, as the README's app links)."""
    with bs.voila_server(bs.ROOT / "notebooks", tmp_path_factory.mktemp("voila")) as url:
        yield url


@pytest.mark.parametrize("notebook", PLAY_NOTEBOOKS)
def test_axe_finds_no_serious_violation_in_the_apps_of_the_play_notebooks_in_voila(
        notebook, browser, voila_notebooks) -> None:
    page = bs.new_page(browser, WIDTH, HEIGHT)
    try:
        page.goto(f"{voila_notebooks}voila/render/{notebook}", timeout=bs.ms(bs.NOTEBOOK_RUN))
        bs.wait_settled(page, 1)
        bs.wait_idle(page, 0, bs.AI_ANSWER)

        def one_move_in_view() -> None:
            """The app of the page at 1280x800 (the README's app links): after a move
            played by clicks, its board, the button that plays a move and the message
            are in view together (the page scrolled to its top)."""
            key, label = PLAY_APPS[notebook]
            apps.play_one_move(page, 0, key, REPLICAS[key]())
            page.evaluate("() => window.scrollTo({top: 0, behavior: 'instant'})")
            boxes = page.evaluate(apps.BOXES_JS, [0, label])
            page.screenshot(path=str(bs.ARTIFACTS / f"voila_{notebook[:-6]}.png"))
            view = {"x": 0, "y": 0, "width": WIDTH, "height": HEIGHT}
            for part in ("canvas", "button", "message"):
                assert apps.inside(boxes[part], view), (notebook, part, boxes)
            bs.wait_idle(page, 0, bs.AI_ANSWER)  # (the AI's answer, when it has the turn)

        found = audit_with_twin(page, f"voila_{notebook[:-6]}", then=one_move_in_view)
        for when, split in found.items():
            assert not serious(split["ours"]), (when, serious(split["ours"]))
        # every link of the page to another notebook opens it (Voila serving the folder,
        # as the README starts it: served alone, a notebook's links answer 403)
        links = page.evaluate("() => [...document.querySelectorAll('a[href]')].map("
                              "(a) => a.href).filter((h) => h.includes('.ipynb'))")
        assert links, "the page links to no other notebook (the rules, the levels)"
        for link in sorted({link.split("#")[0] for link in links}):
            assert link.startswith(voila_notebooks), link
            with urllib.request.urlopen(link, timeout=bs.ROUND_TRIP * bs.PATIENCE) as answer:
                assert answer.status == 200, (link, answer.status)
    finally:
        page.close()


def test_axe_finds_no_serious_violation_in_an_app_in_jupyterlab(lab, browser) -> None:
    url, folder = lab
    bs.write_notebook(folder / "axe_dice.ipynb", [
        "%matplotlib widget\nfrom ringworld_nb import DiceOfDoomApp",
        "DiceOfDoomApp(3, seats=('person', 'easy'))"])
    page = bs.new_page(browser, WIDTH, HEIGHT)
    try:
        bs.open_in_lab(page, url, f"{folder.name}/axe_dice.ipynb", file_browser=True)
        bs.wait_settled(page, 1)
        bs.wait_idle(page, 0, bs.AI_ANSWER)
        found = audit_with_twin(page, "lab_dice")
        for when, split in found.items():
            assert not serious(split["ours"]), (when, serious(split["ours"]))
    finally:
        page.close()
