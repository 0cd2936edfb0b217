"""The apps fit the screen: measured in a real browser.

Every app is shown at a viewport 720, 860 and 1400 px wide (one page made each width in
turn, as a person resizes the window), in Voila and in JupyterLab
(fresh settings; the file browser open at 1400 px - a laptop's JupyterLab, whose notebook
column is then about 950 px - and closed below, see LAB_FILE_BROWSER_OPEN), and the page
is measured with JavaScript. A
violation is, for any visible element of an app's widget output (canvases, images,
buttons, labels, HTML, text boxes, sliders, drop-downs, and their text):

a. its right edge beyond the nearest ancestor that clips (computed ``overflow-x`` not
   ``visible``), beyond the cell's output area, the page body or the viewport, by more
   than 1 px;
b. a button, label or drop-down whose text is cut (``scrollWidth > clientWidth + 1``,
   ellipsis, or the chosen option wider than the drop-down);
c. an ipympl canvas wider than one of its containers;

and, for the page as a whole, a horizontal scroll bar. An element inside one already
reported and cut by the same box is counted, not listed again.

Apps: The Ring World L3 and L4, Dice of Doom 5x5 and 10x10 (4 players) and
Renaissance, each with its evaluation graph shown, from a notebook written for the
test; and the real ``notebooks/play_ringworld.ipynb`` in Voila. Screenshots of every app go to
``tests/artifacts/layout_<environment>_<width>_<app>.png``.

Needs Debian's ``chromium``, Playwright and Voila (test extra) and, for the JupyterLab
cases, JupyterLab (lab extra); skipped with a message otherwise.

Also a script, for working on the layout: ``.venv/bin/python tests/test_browser_layout.py``
prints every violation (``--env voila-apps``, ``--width 860`` choose a part). With
``RINGWORLD_LAYOUT_SOURCE=<folder holding ringworld_nb>`` the test notebook imports the
package from there (to measure another version; the play notebook is not affected).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import os
import pathlib
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

WIDTHS = (720, 860, 1400)  # from a narrow laptop column up to full width
HEIGHT = 1000

# (key, readable name, the expression that makes the app)
APPS = [
    ("ringworld-l3", "The Ring World L3", "RingWorldApp(order=3)"),
    ("ringworld-l4", "The Ring World L4", "RingWorldApp(order=4)"),
    ("dice-5x5", "Dice of Doom 5x5", "DiceOfDoomApp(board=5)"),
    ("dice-10x10", "Dice of Doom 10x10, 4 players", "DiceOfDoomApp(board=10, players=4)"),
    ("renaissance", "Renaissance", "RenaissanceApp()"),
]
NOTEBOOK = "layout_apps.ipynb"
PLAY_NOTEBOOK = bs.ROOT / "notebooks" / "play_ringworld.ipynb"
# Environments: (name, server, notebook). "lab" is JupyterLab with the file browser open.
ENVIRONMENTS = ("voila-apps", "voila-play", "lab-apps")


def write_notebook(folder: pathlib.Path) -> pathlib.Path:
    """The notebook of the apps under test: ``%matplotlib widget``, then one app a cell.

    Each app's outer widget gets the class ``layout-probe-<key>`` so the page knows which
    app an output is; the evaluation graph is switched on.
    """
    import nbformat

    source = os.environ.get("RINGWORLD_LAYOUT_SOURCE")
    first = "%matplotlib widget\n"
    if source:  # measure another copy of the package (to compare with an older version)
        first += f"import sys\nsys.path.insert(0, {str(pathlib.Path(source).resolve())!r})\n"
    cells = [nbformat.v4.new_code_cell(
        first + "from ringworld_nb import DiceOfDoomApp, RenaissanceApp, RingWorldApp")]
    for key, _name, expression in APPS:
        cells.append(nbformat.v4.new_code_cell(
            f"app = {expression}\n"
            "if hasattr(app, 'graph_view'):\n"
            "    app.graph_view.toggle.value = True\n"
            f"app.add_class('layout-probe-{key}')\n"
            "app"))
    nb = nbformat.v4.new_notebook(cells=cells, metadata={"kernelspec": {
        "name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}})
    path = folder / NOTEBOOK
    nbformat.write(nb, path)
    return path


# The measurement, in the page. Returns {apps: [{key, outputWidth}], violations: [...]}.
MEASURE_JS = r"""
() => {
  const SLACK = 1;
  const vw = document.documentElement.clientWidth;
  const body = document.body;
  const px = (v) => Math.round(v);
  const shortText = (s) => {
    s = (s || '').replace(/\s+/g, ' ').trim();
    return s.length > 40 ? s.slice(0, 37) + '...' : s;
  };
  const NOISE = new Set(['lm-Widget', 'lm-Panel', 'jupyter-widgets', 'widget-container',
                         'widget-inline-hbox', 'jp-RenderedHTMLCommon']);
  const desc = (el) => {
    const cls = [...el.classList].filter((c) => !NOISE.has(c)).slice(0, 3);
    let d = el.tagName.toLowerCase() + cls.map((c) => '.' + c).join('');
    let text = '';
    if (el.tagName === 'SELECT') text = el.selectedOptions.length ? el.selectedOptions[0].text : '';
    else if (el.tagName === 'INPUT') text = el.value;
    else if (el.tagName !== 'CANVAS' && el.tagName !== 'IMG') text = el.innerText;
    text = shortText(text);
    if (!text && el.tagName === 'BUTTON') {
      const icon = el.querySelector('i.fa');
      text = el.title || (icon ? [...icon.classList].filter((c) => c !== 'fa').join(' ') : '');
      if (text) text = `[${shortText(text)}]`;
    }
    if (text) d += ` "${text}"`;
    const r = el.getBoundingClientRect();
    return d + ` (${px(r.width)} px wide)`;
  };
  // Text kept for screen readers only (the text twin when hidden, its live region) is
  // clipped to nothing on purpose: the "visually hidden" pattern, never a layout fault.
  const clippedAway = (el) => {
    for (let a = el; a && a !== body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  const visible = (el) => {
    if (!el.getClientRects().length || clippedAway(el)) return false;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none';
  };
  // The right edge of what a clipping box shows: its padding box, without scroll bar.
  const innerRight = (box) => box.getBoundingClientRect().left + box.clientLeft + box.clientWidth;
  const clipper = (start) => {
    for (let a = start; a && a !== body && a !== document.documentElement; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') return a;
    }
    return null;
  };
  const pageRight = Math.min(vw, innerRight(body));

  const violations = [];
  const apps = [];
  const outputs = [...document.querySelectorAll('.jp-OutputArea-output')];
  let unnamed = 0;
  for (const output of outputs) {
    for (const root of output.children) {
      if (!root.classList.contains('jupyter-widgets') || !visible(root)) continue;
      const probe = [...root.classList].find((c) => c.startsWith('layout-probe-'));
      unnamed += probe ? 0 : 1;
      const key = probe ? probe.slice('layout-probe-'.length)
                        : (unnamed === 1 ? 'app' : 'app' + unnamed);
      const outRect = output.getBoundingClientRect();
      apps.push({key, outputWidth: px(output.clientWidth), outputLeft: px(outRect.left),
                 top: px(root.getBoundingClientRect().top + window.scrollY)});
      const outRight = innerRight(output);
      const report = (el, what, over) => violations.push(
        {app: key, element: desc(el), what, px: px(over), inside: 0});

      // Elements sticking out past a bound: an element inside one already listed for the
      // same bound (same clipping box, the output area, the page) is counted, not listed.
      const listed = new Map();  // element -> index in violations
      const textCut = new Map();  // control whose text is cut -> index in violations
      const past = {clip: new Map(), output: new Set(), page: new Set()};
      const ancestorIn = (el, test) => {
        for (let a = el.parentElement; a && a !== output.parentElement; a = a.parentElement) {
          if (test(a)) return a;
        }
        return null;
      };
      const checkEdges = (el, isOutput) => {
        const r = el.getBoundingClientRect();
        const clip = clipper(el.parentElement);
        const parts = [];
        let worst = 0;
        let exceeded = false;
        if (clip && r.right > innerRight(clip) + SLACK) {
          exceeded = true;
          past.clip.set(el, clip);
          if (!ancestorIn(el, (a) => past.clip.get(a) === clip)) {
            const over = r.right - innerRight(clip);
            const s = getComputedStyle(clip).overflowX;
            parts.push(`cut by ${desc(clip)} (overflow-x ${s}) by ${px(over)} px`);
            worst = Math.max(worst, over);
          }
        }
        if (!isOutput && clip !== output && r.right > outRight + SLACK) {
          exceeded = true;
          past.output.add(el);
          if (!ancestorIn(el, (a) => past.output.has(a))) {
            parts.push(`${px(r.right - outRight)} px beyond the output area`);
            worst = Math.max(worst, r.right - outRight);
          }
        }
        if (r.right > pageRight + SLACK) {
          exceeded = true;
          past.page.add(el);
          if (!ancestorIn(el, (a) => past.page.has(a))) {
            parts.push(`${px(r.right - pageRight)} px beyond the page/viewport`);
            worst = Math.max(worst, r.right - pageRight);
          }
        }
        if (!exceeded) return;
        if (textCut.has(clip)) {  // the icon of a button already said to be cut
          violations[textCut.get(clip)].inside += 1;
          return;
        }
        if (!parts.length) {
          const a = ancestorIn(el, (x) => listed.has(x));
          if (a) violations[listed.get(a)].inside += 1;
          return;
        }
        report(el, 'sticks out: ' + parts.join('; '), worst);
        listed.set(el, violations.length - 1);
      };

      const TEXTUAL = 'button, label, select, .widget-label, .widget-label-basic, ' +
                      '.widget-readout, .widget-toggle-button, .widget-button';
      const checkText = (el) => {
        if (el.tagName === 'SELECT') {
          const opt = el.selectedOptions.length ? el.selectedOptions[0].text : '';
          const s = getComputedStyle(el);
          const ctx = (checkText.ctx ||= document.createElement('canvas').getContext('2d'));
          ctx.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
          const need = ctx.measureText(opt).width + parseFloat(s.paddingLeft) +
                       parseFloat(s.paddingRight);
          if (need > el.clientWidth + SLACK) {
            report(el, `chosen option's text cut by ${px(need - el.clientWidth)} px`,
                   need - el.clientWidth);
            textCut.set(el, violations.length - 1);
          }
          return;
        }
        if (el.scrollWidth > el.clientWidth + SLACK) {
          const s = getComputedStyle(el);
          const how = s.textOverflow === 'ellipsis' ? 'cut with an ellipsis' : 'overflows its box';
          report(el, `text ${how}: ${px(el.scrollWidth - el.clientWidth)} px too narrow`,
                 el.scrollWidth - el.clientWidth);
          textCut.set(el, violations.length - 1);
        }
      };

      const checkCanvas = (el) => {
        const w = el.getBoundingClientRect().width;
        for (let a = el.parentElement; a && a !== output.parentElement; a = a.parentElement) {
          if (w > a.clientWidth + SLACK && a.clientWidth > 0) {
            const what = `canvas ${px(w)} px wide, ${px(w - a.clientWidth)} px wider than ` +
                         `its container ${desc(a)}`;
            const box = el.closest(PICTURE_BOXES);
            const holder = box && (listed.has(box) ? box : ancestorIn(box, (x) => listed.has(x)));
            if (holder) {
              const v = violations[listed.get(holder)];
              if (!v.what.includes('canvas ')) v.what += '; ' + what;
            } else {
              report(el, what, w - a.clientWidth);
            }
            return;
          }
        }
      };

      const checkTextNodes = (el) => {
        if (textCut.has(el)) return;
        for (const node of el.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const r = range.getBoundingClientRect();
          if (r.width < 1) continue;
          const clip = clipper(el);
          const limits = [];
          if (clip) limits.push([innerRight(clip), `cut by ${desc(clip)}`,
                                 (a) => past.clip.get(a) === clip]);
          if (clip !== output) limits.push([outRight, 'beyond the output area',
                                            (a) => past.output.has(a)]);
          limits.push([pageRight, 'beyond the page/viewport', (a) => past.page.has(a)]);
          for (const [right, what, known] of limits) {
            if (r.right <= right + SLACK) continue;
            const holder = known(el) ? el : ancestorIn(el, known);
            if (holder) {
              const a = listed.has(holder) ? holder : ancestorIn(holder, (x) => listed.has(x));
              if (a) violations[listed.get(a)].inside += 1;
            } else {
              violations.push({app: key, element: `text "${shortText(node.textContent)}" ` +
                `in ${desc(el)}`, what: `${what} by ${px(r.right - right)} px`,
                px: px(r.right - right), inside: 0});
            }
            break;
          }
        }
      };

      checkEdges(output, true);
      const all = [root, ...root.querySelectorAll('*')];
      for (const el of all) {
        if (!visible(el)) continue;
        if (el.matches(TEXTUAL)) checkText(el);
        checkEdges(el, false);
        if (el.matches(PICTURE)) checkCanvas(el);
        checkTextNodes(el);
      }
    }
  }
  // The page, or the panel holding the notebook, scrolling sideways (a horizontal bar).
  const scrollers = new Set([document.scrollingElement]);
  for (const output of outputs) {
    for (let a = output.parentElement; a; a = a.parentElement) {
      if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) scrollers.add(a);
    }
  }
  for (const sc of scrollers) {
    const over = sc.scrollWidth - sc.clientWidth;
    if (over > SLACK) {
      const name = sc === document.scrollingElement ? 'the page' : desc(sc);
      violations.push({app: 'page', element: name, px: px(over), inside: 0,
                       what: `scrolls sideways: its content is ${px(over)} px wider`});
    }
  }
  return {apps, violations, viewport: vw};
}
""".replace("PICTURE_BOXES", json.dumps(bs.PICTURE_BOXES)).replace(
    "PICTURE", json.dumps(bs.PICTURE_SELECTOR))


@dataclasses.dataclass
class Violation:
    environment: str
    width: int
    app: str
    element: str
    what: str
    px: int
    inside: int = 0

    def __str__(self) -> str:
        more = f" (+{self.inside} inside)" if self.inside else ""
        return (f"{self.environment} @{self.width}px | {self.app} | {self.element}: "
                f"{self.what}{more}")


@dataclasses.dataclass
class Measurement:
    environment: str
    width: int
    apps: list[dict]
    violations: list[Violation]
    screenshots: list[pathlib.Path]

    def summary(self) -> str:
        lines = [f"{self.environment} @{self.width}px: "
                 + ", ".join(f"{a['key']} (output area {a['outputWidth']} px)"
                             for a in self.apps)
                 + f": {len(self.violations)} violation(s)"]
        lines += [f"  {v}" for v in self.violations]
        return "\n".join(lines)


def _app_names() -> dict[str, str]:
    return {key: name for key, name, _ in APPS}


APPS_STATE_JS = """() => [...document.querySelectorAll('.jp-OutputArea-output > .jupyter-widgets')]
  .map((o) => [...o.querySelectorAll(PICTURE)]
               .filter((c) => c.getBoundingClientRect().width > 50).length)""".replace(
    "PICTURE", json.dumps(bs.PICTURE_SELECTOR))


def _wait_for_apps(page, name: str, expected_apps: int, canvases_per_app: int) -> None:
    """Wait until every app's canvases are shown, then until every app is shown at the
    layout the kernel fitted to its width (``browser_support.wait_settled``) with the
    picture of its last refresh on its board."""
    try:
        page.wait_for_function(
            f"""([apps, per]) => {{ const n = ({APPS_STATE_JS})();
                 return n.length >= apps && n.every((k) => k >= per); }}""",
            arg=[expected_apps, canvases_per_app], timeout=bs.ms(bs.NOTEBOOK_RUN))
        bs.wait_settled(page, expected_apps)
        for index in range(expected_apps):
            bs.wait_drawn(page, index)
    except Exception as err:
        bs.ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(bs.ARTIFACTS / f"layout_{name}_timeout.png"))
        raise RuntimeError(
            f"{name}: the apps did not appear (canvases shown per app output: "
            f"{page.evaluate(APPS_STATE_JS)}; expected {expected_apps} apps with "
            f"{canvases_per_app} each): {err}; screenshot layout_{name}_timeout.png"
        ) from err


# JupyterLab's left sidebar with the file browser: open at 1400 px (a notebook column of
# about 900 px: the case of the issue), closed at 860 px (open, it would leave the notebook
# about 440 px, under the 700 px the apps are meant to fit).
LAB_FILE_BROWSER_OPEN = {720: False, 860: False, 1400: True}


def show_file_browser(page, shown: bool) -> None:
    """Open or close JupyterLab's file browser (its tab in the left side bar), as a
    person would; nothing when it already is as asked."""
    pane = page.locator(".jp-FileBrowser").first
    if pane.is_visible() != shown:
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab[data-id='filebrowser']").click()
        pane.wait_for(state="visible" if shown else "hidden", timeout=bs.ms(bs.ROUND_TRIP))


def measure(browser, environment: str, url: str, widths: tuple[int, ...] | int,
            lab_path: str = NOTEBOOK) -> list[Measurement]:
    """Open ``url`` (in JupyterLab: the notebook at ``lab_path``) at the first of
    ``widths`` px, wait for the apps, measure, take screenshots; then the window is made
    each next width in turn (as a person resizes it: the apps fit their new column) and
    measured again. One page and one run of the notebook for every width."""
    widths = (widths,) if isinstance(widths, int) else tuple(widths)
    page = bs.new_page(browser, widths[0], HEIGHT)
    play = environment == "voila-play"
    measured = []
    try:
        if environment == "lab-apps":
            bs.open_in_lab(page, url, lab_path,
                           file_browser=LAB_FILE_BROWSER_OPEN.get(widths[0], widths[0] >= 1200))
        else:
            page.goto(url, timeout=bs.ms(bs.NOTEBOOK_RUN), wait_until="domcontentloaded")
        for width in widths:
            if width != page.viewport_size["width"]:
                page.set_viewport_size({"width": width, "height": HEIGHT})
                if environment == "lab-apps":
                    show_file_browser(page, LAB_FILE_BROWSER_OPEN.get(width, width >= 1200))
            measured.append(_measure_page(page, environment, width, play))
        return measured
    finally:
        page.close()


def _measure_page(page, environment: str, width: int, play: bool) -> Measurement:
    """Wait until the page's apps are fitted to the window's width and drawn; measure."""
    _wait_for_apps(page, f"{environment}_{width}", 1 if play else len(APPS),
                   1 if play else 2)
    result = page.evaluate(MEASURE_JS)
    names = _app_names()
    if play:
        names = {"app": "play_ringworld.ipynb app"}
    violations = [Violation(environment, width, names.get(v["app"], v["app"]), v["element"],
                            v["what"], v["px"], v["inside"])
                  for v in result["violations"]]
    shots = []
    bs.ARTIFACTS.mkdir(exist_ok=True)
    roots = page.locator(".jp-OutputArea-output > .jupyter-widgets")
    for i, app in enumerate(result["apps"]):
        roots.nth(i).evaluate("(el) => el.scrollIntoView({block: 'start', "
                              "behavior: 'instant'})")
        path = bs.ARTIFACTS / f"layout_{environment}_{width}_{app['key']}.png"
        page.screenshot(path=str(path))
        shots.append(path)
    return Measurement(environment, width, result["apps"], violations, shots)


@contextlib.contextmanager
def server(environment: str, workdir: pathlib.Path):
    """The server of an environment, yielding its URL (one page measures every width)."""
    if environment == "voila-play":
        with bs.voila_server(PLAY_NOTEBOOK, workdir) as url:
            yield url
        return
    notebooks = workdir / "notebooks"
    notebooks.mkdir()
    path = write_notebook(notebooks)
    if environment == "voila-apps":
        with bs.voila_server(path, workdir) as url:
            yield url
    else:
        with bs.lab_server(notebooks, workdir) as url:
            yield url


def missing(environment: str) -> str | None:
    reason = bs.browser_missing()
    if reason is None and environment.startswith("lab"):
        reason = bs.lab_missing()
    return reason


# --------------------------------------------------------------------------- pytest --
try:
    import pytest
except ImportError:  # the script needs no pytest
    pytest = None

if pytest is not None and __name__ != "__main__":
    _reason = bs.browser_missing()
    if _reason:
        pytest.skip(_reason, allow_module_level=True)

    @pytest.fixture(scope="module", params=ENVIRONMENTS)
    def environment(request, tmp_path_factory):
        """(name, url, the notebook's path in JupyterLab): one server per environment,
        shared by the widths (JupyterLab: the session's, see conftest.py)."""
        reason = missing(request.param)
        if reason:
            pytest.skip(reason)
        if request.param == "lab-apps":
            url, folder = request.getfixturevalue("lab")
            write_notebook(folder)
            yield request.param, url, f"{folder.name}/{NOTEBOOK}"
            return
        with server(request.param, tmp_path_factory.mktemp(request.param)) as url:
            yield request.param, url, NOTEBOOK

    def test_apps_fit_the_screen_at_each_width(browser, environment) -> None:
        name, url, lab_path = environment
        found = measure(browser, name, url, WIDTHS, lab_path)
        expected = 1 if name == "voila-play" else len(APPS)
        for m in found:
            assert len(m.apps) == expected, (
                f"at {m.width} px: found apps {m.apps}, expected {expected}")
        bad = [m for m in found if m.violations]
        if bad:
            pytest.fail("\n".join(
                f"{len(m.violations)} layout violation(s) at {m.width} px (screenshots: "
                f"{', '.join(p.name for p in m.screenshots)} in {bs.ARTIFACTS}):\n"
                + m.summary() for m in bad), pytrace=False)


# --------------------------------------------------------------------------- script --
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Print the layout violations of the apps.")
    parser.add_argument("--env", choices=ENVIRONMENTS, action="append",
                        help="environment(s) to measure (default: all)")
    parser.add_argument("--width", type=int, action="append",
                        help=f"viewport width(s) (default: {' '.join(map(str, WIDTHS))})")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    total = 0
    with sync_playwright() as p, tempfile.TemporaryDirectory() as tmp:
        browser = bs.launch_chromium(p)
        for environment in args.env or ENVIRONMENTS:
            reason = missing(environment)
            if reason:
                print(f"{environment}: skipped: {reason}")
                continue
            workdir = pathlib.Path(tmp) / environment
            workdir.mkdir()
            with server(environment, workdir) as url:
                start = time.time()
                for m in measure(browser, environment, url, tuple(args.width or WIDTHS)):
                    print(m.summary(), flush=True)
                    total += len(m.violations)
                print(f"  ({time.time() - start:.0f} s)", flush=True)
        browser.close()
    print(f"{total} violation(s) in all; screenshots in {bs.ARTIFACTS}")
    return 1 if total else 0


if __name__ == "__main__":
    reason = bs.browser_missing()
    if reason:
        print(f"cannot run: {reason}")
        sys.exit(2)
    sys.exit(main())
