"""What the browser tests share: Chromium's launch, Voila and JupyterLab servers.

Everything runs on 127.0.0.1 with headless Debian ``chromium`` (Playwright's own browser
download is not needed). Servers get a free port, a log file and fresh Jupyter
directories in a temporary folder, so that no user setting changes what is measured.

The tests never wait for a fixed time: every wait is for what the page shows - a text,
a button, the count of refreshes an app has shown (``data-rwnb-shown`` on its root
element), the width its layout was fitted to (``data-rwnb-fitted``), a picture drawn on
a canvas. Each wait fails after its time (the constants below) times :data:`PATIENCE`.
The one time let pass on purpose is a person's: the pause between two presses on one
spot of a board that takes two quick presses for one (:func:`wait_page_clock`).

Used by the ``tests/test_browser_*.py`` modules and ``tests/conftest.py``; importable
without pytest (the layout test also runs as a script).
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import pathlib
import re
import secrets
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

# (the selectors of an app's picture and its canvas, whichever canvas: for the tests)
from ringworld_nb.ui.canvas import (
    CANVAS_FRAME_PX,
    CANVAS_SELECTOR,
    PICTURE_SELECTOR,  # noqa: F401
    picture_class,
)
from ringworld_nb.ui.controls import APP_CLASS
from ringworld_nb.ui.fit import GROW_HYSTERESIS
from ringworld_nb.ui.lean_canvas import FRAME_EVENT

ROOT = pathlib.Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "tests" / "artifacts"
BIN = pathlib.Path(sys.executable).parent
CHROMIUM = os.environ.get("RINGWORLD_CHROMIUM", "/usr/bin/chromium")
# Flags for a closed network and a root user (see the project's notes on this machine).
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]

ENABLE_HINT = ("install Debian's chromium (apt-get install chromium) and the test extra "
               "(pip install -e '.[test]'; '.[lab]' adds JupyterLab)")

# ------------------------------------------------------------------- patience --
#: Every wait of the browser tests gives up after its time below times PATIENCE (the
#: environment's ``RINGWORLD_PATIENCE``, default 1). The times already leave room for a
#: machine with two other busy processes on its two cores (``stress-ng --cpu 2``); a
#: slower one raises PATIENCE. A wait ends as soon as the page shows what it waits for:
#: the times matter only when something is broken.
PATIENCE = float(os.environ.get("RINGWORLD_PATIENCE") or 1)
#: seconds for a server (Voila, JupyterLab) to answer its first request
SERVER_START = 120
#: seconds for a notebook's apps to be shown: a kernel started, the imports, every cell
#: run, every app drawn and fitted to its column
NOTEBOOK_RUN = 300
#: seconds for one round trip of a click or a key to the kernel and what the page then
#: shows (a message, a button, a line of the record, a picture)
ROUND_TRIP = 30
#: seconds for an AI's answer: its thinking (by the clock, about a second), its pace,
#: the move shown
AI_ANSWER = 90


def ms(seconds: float) -> float:
    """Playwright's timeout (milliseconds) for a wait of ``seconds`` (times PATIENCE)."""
    return seconds * PATIENCE * 1000


def browser_missing() -> str | None:
    """Why the browser tests cannot run here, or None when they can."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return f"Playwright for Python is missing: {ENABLE_HINT}"
    if not os.path.exists(CHROMIUM):
        return f"no Chromium at {CHROMIUM}: {ENABLE_HINT}"
    if not (BIN / "voila").exists():
        return f"voila is not installed in this environment: {ENABLE_HINT}"
    return None


def skip_without_lab() -> None:
    """Skip the calling test module (at its import) when the browser or JupyterLab is
    missing here, saying which: what every JupyterLab browser test starts with."""
    import pytest

    reason = browser_missing() or lab_missing()
    if reason:
        pytest.skip(reason, allow_module_level=True)


def lab_missing() -> str | None:
    """Why JupyterLab cannot be started here, or None when it can."""
    if not (BIN / "jupyter-lab").exists():
        return "JupyterLab is not installed here: pip install -e '.[lab]'"
    return None


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def launch_chromium(playwright):
    """Headless Debian Chromium through Playwright (``sync_playwright()`` object)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


def _fresh_jupyter_env(home: pathlib.Path) -> dict[str, str]:
    """Environment with Jupyter's user directories inside ``home`` (sys.prefix still counts:
    the kernel, Voila's templates and the lab extensions are found there)."""
    env = dict(os.environ)
    for name, sub in [("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_DATA_DIR", "data"),
                      ("JUPYTER_RUNTIME_DIR", "runtime"), ("IPYTHONDIR", "ipython"),
                      ("JUPYTERLAB_SETTINGS_DIR", "lab-settings"),
                      ("JUPYTERLAB_WORKSPACES_DIR", "lab-workspaces")]:
        (home / sub).mkdir(parents=True, exist_ok=True)
        env[name] = str(home / sub)
    env["MPLCONFIGDIR"] = str(home / "mpl")
    env.pop("JUPYTER_PATH", None)
    env.pop("JUPYTER_CONFIG_PATH", None)
    return env


class _NotOurServer(RuntimeError):
    """The port answered, but not as our server: another process took it first."""


def _wait_for(url: str, proc: subprocess.Popen, log: pathlib.Path, what: str) -> None:
    """Poll ``url`` until the server answers (what the server shows: it has started).

    Raises :class:`_NotOurServer` when the server has exited (its port was taken: it is
    started with no retries on other ports) or when the port answers with something that
    is not HTTP (a kernel's ZMQ socket took the port between :func:`free_port` and the
    server's start: its greeting begins with 0xFF, ``BadStatusLine: ÿ``).
    """
    deadline = time.time() + SERVER_START * PATIENCE
    while True:
        try:
            urllib.request.urlopen(url, timeout=5).close()
            return
        except http.client.HTTPException as err:  # not HTTP: someone else's socket
            raise _NotOurServer(f"{what}'s port answered with no HTTP ({err!r})") from err
        except OSError as err:
            if proc.poll() is not None:
                raise _NotOurServer(f"{what} exited: {log.read_text()[-3000:]}") from err
            if time.time() > deadline:
                raise RuntimeError(f"{what} did not start: {log.read_text()[-3000:]}") from err
            time.sleep(0.4)


#: How many ports a server is tried on before the test gives up (see :func:`_started`).
PORT_TRIES = 4


@contextlib.contextmanager
def _started(command: Callable[[int], list[str]], check: Callable[[int], str],
             log: pathlib.Path, what: str, **popen: Any) -> Iterator[int]:
    """Start ``command(port)`` on a free port and wait until ``check(port)`` answers; yield
    the port and stop the server after. A port can be taken by another process between
    :func:`free_port` and the server's bind (a kernel's ZMQ socket, another test's
    server): the server is then started again on another port, up to ``PORT_TRIES``."""
    for attempt in range(PORT_TRIES):
        port = free_port()
        with open(log, "a") as out:
            out.write(f"--- {what} on port {port} (try {attempt + 1})\n")
            out.flush()
            proc = subprocess.Popen(command(port), stdout=out, stderr=subprocess.STDOUT,
                                    **popen)
        try:
            _wait_for(check(port), proc, log, what)
        except _NotOurServer:
            _stop(proc)
            if attempt + 1 == PORT_TRIES:
                raise
            continue
        except BaseException:
            _stop(proc)
            raise
        try:
            yield port
        finally:
            _stop(proc)
        return


def _stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=10)


@contextlib.contextmanager
def voila_server(notebook: pathlib.Path, workdir: pathlib.Path, *,
                 preheat: bool = False) -> Iterator[str]:
    """Voila serving ``notebook`` (its kernel runs in the notebook's folder); yields the URL.
    ``notebook`` may be a folder: each of its notebooks is then at
    ``URL + "voila/render/" + name`` (kernels run in the folder).

    ``workdir`` (a fresh directory) holds the log and Jupyter's user directories. With
    ``preheat`` Voila keeps a kernel ready that has run the notebook (Voila's pool of
    one): a page opened after another gets it at once, the next one is run meanwhile.
    """
    log = workdir / "voila.log"
    env = _fresh_jupyter_env(workdir / "home")
    command = lambda port: [  # noqa: E731
        str(BIN / "voila"), str(notebook), "--no-browser", f"--port={port}",
        "--Voila.port_retries=0", "--Voila.ip=127.0.0.1",
        # its kernels' connection files under the user's runtime folder (any Jupyter
        # client there can then talk to them: tests/browser_soak.py reads a game so)
        f"--Voila.connection_dir_root={env['JUPYTER_RUNTIME_DIR']}",
        *(["--preheat_kernel=True", "--pool_size=1"] if preheat else [])]
    # a static file: the notebook's own URL would run it in a kernel of its own
    check = lambda port: f"http://127.0.0.1:{port}/voila/static/voila.js"  # noqa: E731
    with _started(command, check, log, "Voila", env=env,
                  cwd=notebook if notebook.is_dir() else notebook.parent) as port:
        yield f"http://127.0.0.1:{port}/"


# Settings of the fresh JupyterLab: no news or update pop-ups, no kernel dialog, and every
# cell kept in the page (no windowing), so that cells out of sight are laid out and measured.
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings":
        {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings":
        {"windowingMode": "none", "autoStartDefaultKernel": True},
}


@contextlib.contextmanager
def lab_server(root_dir: pathlib.Path, workdir: pathlib.Path) -> Iterator[str]:
    """JupyterLab on ``root_dir`` with fresh settings and workspaces in ``workdir``.

    Yields the base URL with its token as a query (``http://127.0.0.1:PORT/lab?token=T``
    style URLs are built by :func:`lab_url`).
    """
    token = secrets.token_hex(16)
    log = workdir / "lab.log"
    env = _fresh_jupyter_env(workdir / "home")
    settings = pathlib.Path(env["JUPYTERLAB_SETTINGS_DIR"])
    for name, value in LAB_SETTINGS.items():
        path = settings / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(value))
    command = lambda port: [  # noqa: E731
        str(BIN / "jupyter-lab"), "--no-browser", "--allow-root",
        "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root_dir}",
        f"--LabApp.user_settings_dir={settings}",
        f"--LabApp.workspaces_dir={env['JUPYTERLAB_WORKSPACES_DIR']}"]
    check = lambda port: f"http://127.0.0.1:{port}/api/status?token={token}"  # noqa: E731
    with _started(command, check, log, "JupyterLab", env=env, cwd=root_dir) as port:
        yield f"http://127.0.0.1:{port}/?token={token}"


def lab_url(server_url: str, path: str) -> str:
    """URL opening ``path`` (relative to the root) in JupyterLab, e.g. ``lab/tree/x.ipynb``."""
    base, _, query = server_url.partition("/?")
    return f"{base}/{path}?{query}&reset"


def write_notebook(path: pathlib.Path, sources: list[str]) -> pathlib.Path:
    """A notebook at ``path`` with one code cell per source (no outputs), to run in Lab."""
    cells = [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
              "source": source, "id": f"cell-{i}"} for i, source in enumerate(sources)]
    nb = {"cells": cells, "metadata": {"kernelspec": {"name": "python3", "language": "python",
                                                       "display_name": "Python 3"}},
          "nbformat": 4, "nbformat_minor": 5}
    path.write_text(json.dumps(nb))
    return path


def shutdown_kernels(server_url: str) -> None:
    """Close every session (and its kernel) of the JupyterLab at ``server_url``: a
    module's notebooks are done, their kernels would only take memory from the next."""
    base, _, query = server_url.partition("/?")
    for kind in ("sessions", "kernels"):
        with urllib.request.urlopen(f"{base}/api/{kind}?{query}", timeout=30) as answer:
            items = json.load(answer)
        for item in items:
            request = urllib.request.Request(f"{base}/api/{kind}/{item['id']}?{query}",
                                             method="DELETE")
            with contextlib.suppress(OSError):
                urllib.request.urlopen(request, timeout=30).close()


# ------------------------------------------------------------------ the page --
#: Run in every page before its own scripts (:func:`new_page`); marks on each app's root
#: element what the waits of :func:`wait_message` and :func:`wait_drawn` look at:
#:
#: * ``rwnbSaidAt``: the app's count of refreshes (``data-rwnb-shown``) when its message
#:   last changed. The kernel sends a message before the end of the refresh that says
#:   it: once the count has grown beyond this, that refresh has arrived whole.
#:   ``rwnbSaid`` counts the changes of the message (a refusal that needs no refresh
#:   changes only the message).
#: * ``rwnbStatusAt``: the same count when the app's status or prompt last changed (the
#:   board's text twin comes later in the refresh that changed them).
#: * ``rwnbShownAt``: the number of pictures the page's canvases had received when the
#:   app's count last changed. Each frame the lean canvas paints (an empty one too: the
#:   kernel sends one for every refresh) gives its canvas the frame's number
#:   (``data-rwnb-image``), as does each picture ipympl's canvas copies from its
#:   offscreen canvas: a number beyond ``rwnbShownAt`` is a picture sent after the
#:   app's last refresh (each refresh asks for one).
#: * ``data-rwnb-for`` (on the lean canvas): the app's count of refreshes once the
#:   refresh whose picture it shows is done - that picture comes first, before the
#:   refresh's other messages.
PAGE_JS = """(() => {
  let pictures = 0;
  const proto = CanvasRenderingContext2D.prototype;
  const drawImage = proto.drawImage;
  proto.drawImage = function (source, ...rest) {
    const result = drawImage.call(this, source, ...rest);
    const target = this.canvas;
    if (source instanceof HTMLImageElement) {
      target.rwnbImage = ++pictures;
    } else if (source instanceof HTMLCanvasElement && source.rwnbImage && target.isConnected) {
      target.dataset.rwnbImage = String(source.rwnbImage);
    }
    return result;
  };
  document.addEventListener("FRAME_EVENT", (e) => {
    if (!e.target || !e.target.isConnected) return;
    e.target.dataset.rwnbImage = String(++pictures);
    const refresh = e.detail && e.detail.refresh;
    if (refresh !== null && refresh !== undefined) e.target.dataset.rwnbFor = String(refresh);
  }, true);
  new MutationObserver((changes) => {
    for (const change of changes) {
      const node = change.target.nodeType === 1 ? change.target : change.target.parentElement;
      if (!node) continue;
      if (change.type === "attributes") {
        node.rwnbShownAt = pictures;
        continue;
      }
      const words = node.closest(".rwnb-message");
      const root = words && words.closest(".APP_CLASS");
      if (root) {
        root.rwnbSaidAt = Number(root.dataset.rwnbShown || 0);
        root.rwnbSaid = (root.rwnbSaid || 0) + 1;
      }
      const status = node.closest(".rwnb-status, .rwnb-prompt");
      const owner = status && status.closest(".APP_CLASS");
      if (owner) owner.rwnbStatusAt = Number(owner.dataset.rwnbShown || 0);
    }
  }).observe(document, {subtree: true, childList: true, characterData: true,
                        attributes: true, attributeFilter: ["data-rwnb-shown"]});
})();""".replace("APP_CLASS", APP_CLASS).replace("FRAME_EVENT", FRAME_EVENT)


#: Run in a page before its own scripts (``page.add_init_script``): every text the twin's
#: live region shows (what a screen reader reads out), in order, in ``window.rwnbLive``:
#: a text that follows at once may replace one before a check looks, the log keeps both.
#: The region is emptied before each text (the same words said twice are read twice);
#: the empty moments are not logged.
LIVE_LOG_JS = """(() => {
  window.rwnbLive = [];
  let last = null;
  new MutationObserver(() => {
    const live = document.querySelector('.rwnb-twin-live');
    const text = live ? live.textContent : '';
    if (text && text !== last) window.rwnbLive.push(text);
    if (text) last = text;
  }).observe(document, {subtree: true, childList: true, characterData: true});
})();"""


def new_page(browser, width: int, height: int):
    """A page of ``browser`` with a viewport of ``width`` x ``height`` CSS px that marks
    what the waits look at (:data:`PAGE_JS`); its actions (a click waits for its button
    to be enabled) and Playwright's ``expect`` wait at most a round trip's time."""
    from playwright.sync_api import expect

    expect.set_options(timeout=ms(ROUND_TRIP))
    page = browser.new_page(viewport={"width": width, "height": height})
    page.set_default_timeout(ms(ROUND_TRIP))
    page.add_init_script(PAGE_JS)
    return page


#: JavaScript: ``app(a)``, the root element of an app (class ``rwnb-app``): ``a`` is its
#: index among the page's apps or a CSS selector of it.
_APP_JS = (f"const app = (a) => typeof a === 'number' ? "
           f"document.querySelectorAll('.{APP_CLASS}')[a] : document.querySelector(a);")

AppRef = int | str  # an app: its index in the page, or a CSS selector of its root


def _wait(page, body: str, arg: Any, seconds: float, failure: Callable[[], str]) -> Any:
    """Wait until the JavaScript ``body`` (of ``app`` and ``arg``) is true, for at most
    ``seconds`` times PATIENCE; an AssertionError saying ``failure()`` otherwise."""
    try:
        return page.wait_for_function(f"(arg) => {{ {_APP_JS} {body} }}", arg=arg,
                                      timeout=ms(seconds)).json_value()
    except Exception as err:
        if "Timeout" not in type(err).__name__ and "Timeout" not in str(err):
            raise
        raise AssertionError(f"{failure()} (after {seconds * PATIENCE:.0f} s)") from None


def shown(page, app: AppRef) -> int:
    """How many refreshes app ``app`` has shown (its ``data-rwnb-shown``; 0 before)."""
    return page.evaluate(f"(a) => {{ {_APP_JS} const r = app(a); "
                         "return r ? Number(r.dataset.rwnbShown || 0) : 0; }", app)


def message(page, app: AppRef) -> str:
    """The words of app ``app``'s message line (``.rwnb-message``)."""
    return page.evaluate(f"(a) => {{ {_APP_JS} const m = app(a)?.querySelector("
                         "'.rwnb-message'); return m ? m.innerText : ''; }", app)


def wait_shown(page, app: AppRef, after: int, seconds: float = ROUND_TRIP) -> int:
    """Wait until app ``app`` has shown a refresh beyond the ``after``-th (everything of
    that refresh has then arrived); returns the count."""
    return _wait(page, "const r = app(arg[0]); const n = r ? Number(r.dataset.rwnbShown || 0)"
                       " : 0; return n > arg[1] ? n : false;", [app, after], seconds,
                 lambda: f"app {app} never showed refresh {after + 1}; it says "
                         f"{message(page, app)!r}")


def wait_message(page, app: AppRef, text: str, *, after: int | None = None,
                 whole: bool = True, seconds: float = ROUND_TRIP) -> None:
    """Wait until app ``app``'s message holds ``text`` and the refresh that said it has
    arrived whole (see :data:`PAGE_JS`; ``whole=False`` for words said once a refresh
    is sent, as an analysis's summary); with ``after`` (the app's count of refreshes
    before a click), also until a refresh after it has (the words are new)."""
    _wait(page, "const r = app(arg[0]); if (!r) return false;"
                "const n = Number(r.dataset.rwnbShown || 0);"
                "return r.querySelector('.rwnb-message').innerText.includes(arg[1])"
                " && (!arg[3] || n > (r.rwnbSaidAt ?? -1)) && (arg[2] === null || n > arg[2]);",
          [app, text, after, whole], seconds,
          lambda: f"app {app} never said {text!r}; it says {message(page, app)!r}")


def act(page, app: AppRef, do: Callable[[], Any], text: str, *, whole: bool = True,
        seconds: float = ROUND_TRIP) -> None:
    """``do()`` (a click, a key) in app ``app``, then wait until its message holds
    ``text``, said after ``do()`` (see :func:`wait_message`)."""
    before = shown(page, app)
    do()
    wait_message(page, app, text, after=before, whole=whole, seconds=seconds)


def wait_idle(page, app: AppRef, seconds: float = ROUND_TRIP) -> None:
    """Wait until app ``app`` neither shows a move frame by frame (its Undo is enabled,
    or it has no move yet) nor thinks (no progress bar in view: an AI, a hint)."""
    _wait(page, "const r = app(arg); if (!r) return false;"
                "const undo = [...r.querySelectorAll('button')].find("
                "(b) => b.textContent.trim() === 'Undo');"
                "const moves = r.querySelectorAll('.widget-select select option').length;"
                "const busy = [...r.querySelectorAll('.widget-hprogress')].some("
                "(p) => p.getClientRects().length > 0);"
                "return !busy && (moves <= 1 || (!!undo && !undo.disabled));", app, seconds,
          lambda: f"app {app} stays busy; it says {message(page, app)!r}")


def page_clock(page) -> float:
    """The page's clock (``performance.now()``), in seconds."""
    return page.evaluate("() => performance.now()") / 1000


def wait_page_clock(page, at: float) -> None:
    """Wait until the page's clock reads ``at`` seconds (:func:`page_clock`). Not a wait
    for the page: the time a person lets pass where the app's rule is one of time (two
    presses on one spot within ``DOUBLE_PRESS_S`` are one)."""
    page.wait_for_function("(t) => performance.now() >= t", arg=at * 1000,
                           timeout=ms(ROUND_TRIP))


def wait_still(page, app: AppRef, seconds: float = ROUND_TRIP) -> None:
    """Wait until app ``app`` is not showing a move frame by frame (a turn of The Ring
    World, a push that takes pieces): its Undo is disabled meanwhile (an app with a
    move to take back, not a trainer's)."""
    _wait(page, "const r = app(arg); return !!r && [...r.querySelectorAll('button')].some("
                "(b) => b.textContent.trim() === 'Undo' && !b.disabled);", app, seconds,
          lambda: f"app {app}'s Undo stays disabled; it says {message(page, app)!r}")


#: JavaScript: ``settled(root)``, whether an app is shown at the layout the kernel fitted
#: to its width: it has shown a refresh; the width it was fitted to is its probe's (the
#: one-pixel strip that reports the width to the kernel) - or a little less when the
#: column grew by less than the kernel's hysteresis, which it ignores -; and each of its
#: canvases in view has the size the kernel gave its box (the box holds the canvas
#: and a frame of CANVAS_FRAME_PX).
#: The widgets of the apps' pictures (the board's, the graph's): the box of a canvas.
PICTURE_BOXES = ", ".join(f".{picture_class(kind)}" for kind in ("board", "graph"))
SETTLED_JS = f"""const settled = (root) => {{
  if (!root || !(Number(root.dataset.rwnbShown) > 0)) return false;
  const probe = root.querySelector('div[style*="height: 1px"]') || root;
  const gap = Math.floor(probe.getBoundingClientRect().width)
              - Number(root.dataset.rwnbFitted || -1e9);
  if (!(gap === 0 || (gap > 0 && gap < {GROW_HYSTERESIS}))) return false;
  return [...root.querySelectorAll('{PICTURE_BOXES}')].every((box) => {{
    const canvas = box.querySelector('canvas');
    const r = canvas ? canvas.getBoundingClientRect() : null;
    if (!r || !r.width) return true;  // not in view (a graph switched off)
    return Math.abs(r.width + {CANVAS_FRAME_PX} - parseFloat(box.style.width)) <= 1
        && Math.abs(r.height + {CANVAS_FRAME_PX} - parseFloat(box.style.height)) <= 1;
  }});
}};"""


def wait_settled(page, apps: list[AppRef] | int, seconds: float = NOTEBOOK_RUN) -> None:
    """Wait until the apps are shown at the layout fitted to their width
    (``SETTLED_JS``): ``apps`` lists them, or is how many the page must show (all of
    them then)."""
    arg = apps if isinstance(apps, list) else int(apps)
    _wait(page, SETTLED_JS + f"""
          const roots = Array.isArray(arg) ? arg.map(app)
                        : [...document.querySelectorAll('.{APP_CLASS}')];
          if (!Array.isArray(arg) && roots.length < arg) return false;
          return roots.every(settled);""", arg, seconds,
          lambda: f"the apps {apps} were not shown fitted to their width: "
                  f"{_layout_state(page)}")


def _layout_state(page) -> str:
    """Each app's layout state; with no app on the page, what the page shows instead (a
    Voila page still running its notebook, or its error), for the failure's message."""
    if not page.evaluate(f"() => document.querySelectorAll('.{APP_CLASS}').length"):
        shown = page.evaluate("() => (document.body && document.body.innerText) || ''")
        return f"no app on the page {page.url}; it shows: {' '.join(shown.split())[:600]!r}"
    return str(page.evaluate(f"""() => [...document.querySelectorAll('.{APP_CLASS}')]
      .map((r) => {{ const p = r.querySelector('div[style*="height: 1px"]') || r;
        return {{shown: r.dataset.rwnbShown, fitted: r.dataset.rwnbFitted,
                 width: Math.floor(p.getBoundingClientRect().width),
                 canvases: [...r.querySelectorAll('{PICTURE_BOXES}')].map((b) =>
                   [b.style.width, b.style.height,
                    b.querySelector('canvas')?.getBoundingClientRect().width])}}; }})"""))


def picture_number(page, app: AppRef, canvas: str = CANVAS_SELECTOR) -> int:
    """The number of the picture app ``app``'s canvas shows now (see :data:`PAGE_JS`):
    what :func:`wait_drawn` can be given as ``since`` before an action."""
    return int(page.evaluate(
        f"(arg) => {{ {_APP_JS} const r = app(arg[0]); const c = r && "
        "r.querySelector(arg[1]); return Number((c && c.dataset.rwnbImage) || 0); }",
        [app, canvas]))


def wait_drawn(page, app: AppRef, canvas: str = CANVAS_SELECTOR,
               seconds: float = ROUND_TRIP, since: int | None = None) -> None:
    """Wait until app ``app``'s canvas (the first that matches ``canvas``: the board)
    shows a picture the kernel sent after the app's last refresh arrived (each refresh
    asks ipympl for a picture; see :data:`PICTURES_JS`) - or, with ``since`` (a
    :func:`picture_number` taken before an action), any picture after that one: the
    kernel may render the board's picture while the rest of the refresh is still on its
    way (a frame asked for in another thread of the kernel), so that it arrives before
    the refresh's count."""
    if since is not None:
        _wait(page, "const r = app(arg[0]); const c = r && r.querySelector(arg[1]);"
                    "return !!c && Number(c.dataset.rwnbImage || 0) > arg[2];",
              [app, canvas, since], seconds,
              lambda: f"app {app}'s canvas never showed a picture after picture {since}")
        return
    _wait(page, "const r = app(arg[0]); const c = r && r.querySelector(arg[1]);"
                "return !!c && (Number(c.dataset.rwnbImage || 0) > (r.rwnbShownAt || 0)"
                " || Number(c.dataset.rwnbFor ?? -1) >= Number(r.dataset.rwnbShown || 0));",
          [app, canvas], seconds,
          lambda: f"app {app}'s canvas never showed the picture of its last refresh")


def to_top(page, app: AppRef) -> None:
    """Scroll app ``app``'s top to the top of the view (at once, no smooth scrolling)."""
    page.evaluate(f"(a) => {{ {_APP_JS} app(a).scrollIntoView("
                  "{block: 'start', behavior: 'instant'}); }", app)


# ------------------------------------------------------------------ JupyterLab --
#: JavaScript: the kinds of the notebook's cells, in order ("code", "markdown", "raw"): a
#: key that reached JupyterLab's command mode would change them ("m" makes a Markdown
#: cell, "b" inserts one, "d d" deletes one).
CELL_KINDS_JS = """() => [...document.querySelectorAll('.jp-Notebook .jp-Cell')].map((c) =>
  c.classList.contains('jp-CodeCell') ? 'code' : c.classList.contains('jp-RawCell') ? 'raw'
  : 'markdown')"""
#: JavaScript: whether a cell of the notebook has started to run ([*] or [n])
_STARTED_JS = ("[...document.querySelectorAll('.jp-NotebookPanel .jp-InputPrompt')]"
               ".some((p) => /\\[(\\*|\\d+)\\]/.test(p.textContent))")


def open_in_lab(page, server_url: str, path: str, *, file_browser: bool) -> None:
    """Open the notebook at ``path`` (relative to the server's root) in JupyterLab, with
    the file browser open or closed, and run all its cells once the kernel is idle."""
    page.goto(lab_url(server_url, f"lab/tree/{path}"), timeout=ms(NOTEBOOK_RUN))
    page.locator(".jp-NotebookPanel .jp-Cell").first.wait_for(timeout=ms(NOTEBOOK_RUN))
    pane = page.locator(".jp-FileBrowser").first
    pane.wait_for(state="visible", timeout=ms(ROUND_TRIP))  # a fresh workspace opens it
    if not file_browser:
        page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab[data-id='filebrowser']").click()
        pane.wait_for(state="hidden", timeout=ms(ROUND_TRIP))
    # The kernel connected and idle (the status bar says so): Run All is not lost.
    page.locator(".jp-StatusBar-Widget", has_text=re.compile(r"\|\s*Idle")).first.wait_for(
        timeout=ms(NOTEBOOK_RUN))
    page.locator(".jp-NotebookPanel .jp-InputPrompt").first.click()
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
    page.locator("li.lm-Menu-item[data-command='runmenu:run-all']").click()
    # the cells run; a kernel dialog (should the settings not hold) is accepted
    state = page.wait_for_function(
        f"() => {_STARTED_JS} ? 'started' : document.querySelector('.jp-Dialog') ? "
        "'dialog' : false", timeout=ms(NOTEBOOK_RUN)).json_value()
    if state == "dialog":
        page.locator(".jp-Dialog .jp-mod-accept").click()
        page.wait_for_function(f"() => {_STARTED_JS}", timeout=ms(NOTEBOOK_RUN))
