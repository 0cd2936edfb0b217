"""What the browser tests share: Chromium's launch, Voila and JupyterLab servers.

Everything runs on 127.0.0.1 with headless Debian ``chromium`` (Playwright's own browser
download is not needed). Servers get a free port, a log file and fresh Jupyter
directories in a temporary folder, so that no user setting changes what is measured.

Used by the ``tests/test_browser_*.py`` modules; importable
without pytest (the layout test also runs as a script).
"""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import secrets
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator

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


def _wait_for(url: str, proc: subprocess.Popen, log: pathlib.Path, what: str,
              timeout: float = 90) -> None:
    deadline = time.time() + timeout
    while True:
        try:
            urllib.request.urlopen(url, timeout=5).close()
            return
        except OSError as err:
            if time.time() > deadline or proc.poll() is not None:
                raise RuntimeError(f"{what} did not start: {log.read_text()[-3000:]}") from err
            time.sleep(0.4)


def _stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=10)


@contextlib.contextmanager
def voila_server(notebook: pathlib.Path, workdir: pathlib.Path) -> Iterator[str]:
    """Voila serving ``notebook`` (its kernel runs in the notebook's folder); yields the URL.

    ``workdir`` (a fresh directory) holds the log and Jupyter's user directories.
    """
    port = free_port()
    log = workdir / "voila.log"
    env = _fresh_jupyter_env(workdir / "home")
    with open(log, "w") as out:
        proc = subprocess.Popen(
            [str(BIN / "voila"), str(notebook), "--no-browser", f"--port={port}",
             "--Voila.ip=127.0.0.1"],
            stdout=out, stderr=subprocess.STDOUT, cwd=notebook.parent, env=env)
    url = f"http://127.0.0.1:{port}/"
    try:
        _wait_for(url, proc, log, "Voila")
        yield url
    finally:
        _stop(proc)


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
    port = free_port()
    token = secrets.token_hex(16)
    log = workdir / "lab.log"
    env = _fresh_jupyter_env(workdir / "home")
    settings = pathlib.Path(env["JUPYTERLAB_SETTINGS_DIR"])
    for name, value in LAB_SETTINGS.items():
        path = settings / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(value))
    with open(log, "w") as out:
        proc = subprocess.Popen(
            [str(BIN / "jupyter-lab"), "--no-browser", "--allow-root",
             "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}",
             "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}",
             f"--ServerApp.root_dir={root_dir}",
             f"--LabApp.user_settings_dir={settings}",
             f"--LabApp.workspaces_dir={env['JUPYTERLAB_WORKSPACES_DIR']}"],
            stdout=out, stderr=subprocess.STDOUT, cwd=root_dir, env=env)
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_for(f"{base}/api/status?token={token}", proc, log, "JupyterLab")
        yield f"{base}/?token={token}"
    finally:
        _stop(proc)


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
