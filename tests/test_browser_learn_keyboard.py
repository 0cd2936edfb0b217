"""``learn.ipynb`` by keyboard alone, as a screen reader's user meets it (issue 29): in
JupyterLab at 1280x800, the first three levels of each game, every move typed in the move
box, Next level by its key - and the notebook's cells the same after every key.

The notebook is run (Run All) and each game's app is reached by its name, as a screen
reader jumps to a group; from there on only keys: each level's goal is read out in the
live region as it opens, ``m`` goes to the move box, the level's solution is typed and
played with Enter, the live region says the level is done, ``n`` opens the next level
(and Enter on the Next level button, which then turns itself off: the focus stays in
the app).
No mouse event is made after the run; none of the keys may reach JupyterLab (a cell
inserted, cut or deleted, a Markdown cell made) nor take the focus out of the app.

Needs Debian's ``chromium`` and Playwright (test extra); skipped with a message otherwise.
"""

from __future__ import annotations

import pathlib
import shutil
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()

from ringworld_nb.learn import levels  # noqa: E402

WIDTH, HEIGHT = 1280, 800
GAMES = ("ringworld", "dice", "renaissance")
LEVELS = 3

#: Logs every text each app's live region shows, by the app's index, in
#: ``window.rwnbLives`` (what a screen reader reads out of each app).
LIVES_JS = """(() => {
  window.rwnbLives = {};
  const last = {};
  new MutationObserver(() => {
    document.querySelectorAll('.rwnb-app').forEach((app, i) => {
      const live = app.querySelector('.rwnb-twin-live');
      const text = live ? live.textContent : '';
      if (text && text !== last[i]) {
        (window.rwnbLives[i] = window.rwnbLives[i] || []).push(text);
        last[i] = text;
      }
    });
  }).observe(document, {subtree: true, childList: true, characterData: true});
})();"""
IN_APP_JS = """(i) => { const e = document.activeElement;
  return !!e && e.closest('.rwnb-app') === document.querySelectorAll('.rwnb-app')[i]; }"""


class Learner:
    """The keys of one learner, each followed by a look at the notebook's cells."""

    def __init__(self, page, cells: list[str]) -> None:
        self.page = page
        self.cells = cells
        self.keys = 0

    def press(self, key: str) -> None:
        self.keys += 1
        self.page.keyboard.press(key)
        now = self.page.evaluate(bs.CELL_KINDS_JS)
        assert now == self.cells, f"{key!r} changed the notebook's cells: {now}"

    def type(self, text: str) -> None:
        self.page.keyboard.type(text)

    def said(self, index: int) -> list[str]:
        return self.page.evaluate(f"() => (window.rwnbLives || {{}})[{index}] || []")

    def wait_said(self, index: int, after: int, words: str) -> str:
        """Wait until app ``index``'s live region says ``words`` after its ``after``-th
        text; returns that text."""
        try:
            return self.page.wait_for_function(
                """([i, after, words]) => { const log = (window.rwnbLives || {})[i] || [];
                     const found = log.slice(after).find((t) => t.includes(words));
                     return found || false; }""",
                arg=[index, after, words], timeout=bs.ms(bs.ROUND_TRIP)).json_value()
        except Exception as err:
            if "Timeout" not in type(err).__name__ and "Timeout" not in str(err):
                raise
            raise AssertionError(f"app {index} never said {words!r}; it said "
                                 f"{self.said(index)[after:]!r}") from None

    def in_app(self, index: int) -> bool:
        return bool(self.page.evaluate(IN_APP_JS, index))


def test_the_first_three_levels_of_each_game_by_keyboard_alone(lab, browser) -> None:
    url, folder = lab
    shutil.copy(bs.ROOT / "notebooks" / "learn.ipynb", folder / "learn.ipynb")
    page = bs.new_page(browser, WIDTH, HEIGHT)
    page.add_init_script(LIVES_JS)
    try:
        bs.open_in_lab(page, url, f"{folder.name}/learn.ipynb", file_browser=False)
        bs.wait_settled(page, len(GAMES))
        page.evaluate("""() => { window.rwnbMouse = [];
          for (const kind of ['mousedown', 'mouseup', 'click', 'pointerdown'])
            document.addEventListener(kind, (e) => {
              // (Enter on a button clicks it too: a click of detail 0, not the mouse's)
              if (e.isTrusted && !(kind === 'click' && e.detail === 0))
                window.rwnbMouse.push(kind); }, true); }""")
        learner = Learner(page, page.evaluate(bs.CELL_KINDS_JS))
        for index, game in enumerate(GAMES):
            # a screen reader's jump to the app, by its name
            page.locator(".rwnb-app").nth(index).focus()
            assert learner.in_app(index)
            for number, level in enumerate(levels(game)[:LEVELS], start=1):
                start = max(len(learner.said(index)) - 1, 0)
                if number > 1:
                    before = len(learner.said(index))
                    if number == 2:
                        learner.press("n")  # Next level, by its key
                    else:  # by its button, Tabbed to (a jump here): it turns itself off
                        page.locator(".rwnb-app").nth(index).get_by_role(
                            "button", name="Next level").focus()
                        learner.press("Enter")
                    learner.wait_said(index, before, f"Level {number} of")
                    page.wait_for_function(IN_APP_JS, arg=index,
                                           timeout=bs.ms(bs.ROUND_TRIP))
                said = " ".join(learner.said(index))
                assert f"Level {number} of" in said and "Goal:" in said, said[-300:]
                for text in level.solution:
                    before = len(learner.said(index))
                    learner.press("m")
                    page.wait_for_function(
                        "() => !!document.activeElement?.closest('.rwnb-field-move')",
                        timeout=bs.ms(bs.ROUND_TRIP))
                    learner.press("Control+A")
                    learner.type(text)
                    learner.press("Enter")
                    learner.wait_said(index, before, "")
                    bs.wait_idle(page, index)
                learner.wait_said(index, start, "Done")
                learner.press("Escape")  # from the move box back to the app
                assert learner.in_app(index), page.evaluate(
                    "() => document.activeElement?.className")
        assert page.evaluate(bs.CELL_KINDS_JS) == learner.cells
        assert page.evaluate("() => window.rwnbMouse") == []
        page.screenshot(path=str(bs.ARTIFACTS / "learn_keyboard_end.png"))
        print({"keys": learner.keys})
    except Exception:
        page.screenshot(path=str(bs.ARTIFACTS / "learn_keyboard_failed.png"))
        raise
    finally:
        page.close()
