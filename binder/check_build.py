"""Rebuild the mybinder.org environment the way repo2docker does, then open it in a browser.

What it does, in order (each step prints a line; any failure stops with a message and
exit status 1):

1. Reads ``binder/runtime.txt`` (``python-3.X``) and finds that Python on this machine
   (``python3.X`` on PATH, or pyenv's ``~/.pyenv/versions/3.X.*``; ``--python`` to choose).
2. Copies the repository's files (tracked and untracked-but-not-ignored, as they are in
   the working tree) into a temporary directory, as repo2docker copies the repository
   into the image. Running the notebooks there never touches the working tree.
3. Creates a fresh venv of that Python, ``pip install -r binder/requirements.txt``,
   ``pip check``, then runs ``binder/postBuild`` from the copy's root with the venv first
   on PATH. Checks that ``ringworld_nb`` imports from the venv (not from the copy), that
   Voila's server extension is enabled and that the widget and ipympl lab extensions are
   installed.
4. Starts ``jupyter lab`` from the venv on 127.0.0.1 (a free port, no token, Jupyter's
   config and data directories private to the run) and, with headless Chromium driven by
   Playwright:

   - opens ``lab/tree/notebooks/start_here.ipynb``, waits for the kernel, runs all cells
     (Run menu), waits until every code cell has run, saves, and checks that no cell
     shows an error, that a picture appears and - when the notebook uses
     ``%matplotlib widget`` - that the ipympl canvas appears; screenshot;
   - opens ``voila/render/notebooks/play_ringworld.ipynb`` and checks that the app
     appears (a Submit button and the matplotlib canvas) without a traceback; screenshot;
     the same for ``dice_of_doom.ipynb`` (its End turn button; the app is at its end).

Screenshots go to ``tests/artifacts/`` (ignored by git): ``binder_lab_start_here.png``,
``binder_voila_ringworld_play.png``, ``binder_voila_dice_of_doom.png`` (and
``binder_failure.png`` when a browser step fails).

Run it from anywhere with a Python that has Playwright (the project's test extra), and
Debian's chromium at /usr/bin/chromium (``RINGWORLD_CHROMIUM`` to point elsewhere)::

    make binder-check
    .venv/bin/python binder/check_build.py [--keep] [--venv DIR] [--python PATH]

It needs the network for PyPI (pip) and takes a few minutes. ``--keep`` leaves the
temporary directory (venv, copy, server log) in place and prints where it is.
``tests/test_binder.py`` runs it when ``RINGWORLD_BINDER_CHECK=1``.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import pathlib
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "tests" / "artifacts"
CHROMIUM = os.environ.get("RINGWORLD_CHROMIUM", "/usr/bin/chromium")
# Flags for a closed network and a root user (as in tests/browser_support.py).
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
LAB_NOTEBOOK = "notebooks/start_here.ipynb"
# The play notebooks the README links to as apps, and a button each app shows.
VOILA_APPS = [("notebooks/play_ringworld.ipynb", "Submit"),
              ("notebooks/play_dice_of_doom.ipynb", "End turn"),
              ("notebooks/play_renaissance.ipynb", "Place")]
ANSI = re.compile(r"\x1b\[[0-9;]*m")


class CheckFailed(Exception):
    """A step of the check failed; the message says which and why."""


def step(text: str) -> None:
    print(f"[binder-check] {text}", flush=True)


def runtime_version(root: pathlib.Path = ROOT) -> tuple[int, int]:
    """The (major, minor) Python version named by binder/runtime.txt (``python-3.X``)."""
    path = root / "binder" / "runtime.txt"
    if not path.exists():
        raise CheckFailed(f"{path} is missing: repo2docker would pick its default Python")
    text = path.read_text().strip()
    match = re.fullmatch(r"python-(\d+)\.(\d+)", text)
    if not match:
        raise CheckFailed(f"{path} says {text!r}; repo2docker expects 'python-3.X'")
    return int(match[1]), int(match[2])


def find_python(version: tuple[int, int]) -> str:
    """A Python interpreter of this version on this machine."""
    name = f"python{version[0]}.{version[1]}"
    pyenv = os.environ.get("PYENV_ROOT", os.path.expanduser("~/.pyenv"))
    candidates = [shutil.which(name)]
    candidates += sorted(glob.glob(f"{pyenv}/versions/{version[0]}.{version[1]}.*/bin/python"),
                         reverse=True)
    for candidate in candidates:
        found = interpreter(candidate) if candidate else None
        if found and found[0] == version:
            return found[1]
    raise CheckFailed(f"no Python {version[0]}.{version[1]} found ({name} on PATH or "
                      f"{pyenv}/versions/): install it or pass --python")


def interpreter(python: str) -> tuple[tuple[int, int], str] | None:
    """(major, minor) and the real executable (not a pyenv shim) of a Python command."""
    try:
        out = subprocess.run(
            [python, "-c", "import sys; print(*sys.version_info[:2], sys.executable)"],
            capture_output=True, text=True, timeout=30, check=True).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    major, minor, executable = out.split(maxsplit=2)
    return (int(major), int(minor)), executable.strip()


def python_version(python: str) -> tuple[int, int] | None:
    found = interpreter(python)
    return found[0] if found else None


def copy_repository(dest: pathlib.Path) -> None:
    """The working tree's files that git would publish (tracked or not ignored)."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=ROOT, capture_output=True, check=True).stdout.decode().split("\0")
    except (OSError, subprocess.CalledProcessError) as err:
        raise CheckFailed(f"git ls-files failed in {ROOT}: {err}") from err
    count = 0
    for name in filter(None, listed):
        src = ROOT / name
        if not src.is_file():  # deleted in the working tree, or a submodule
            continue
        target = dest / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, target)
        count += 1
    step(f"copied {count} files of the repository to {dest}")


def clean_env(venv: pathlib.Path, home: pathlib.Path) -> dict[str, str]:
    """The environment of a fresh image: the venv first on PATH, no other Python leaking in,
    Jupyter's and matplotlib's per-user directories private to this run."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "CONDA_PREFIX")}
    ours = {str(pathlib.Path(sys.prefix) / "bin"), str(ROOT / ".venv" / "bin")}
    path = [p for p in env.get("PATH", "").split(os.pathsep) if p and p not in ours]
    env["PATH"] = os.pathsep.join([str(venv / "bin"), *path])
    env["VIRTUAL_ENV"] = str(venv)
    env["PYTHONNOUSERSITE"] = "1"
    for var, sub in [("JUPYTER_CONFIG_DIR", "jupyter-config"),
                     ("JUPYTER_DATA_DIR", "jupyter-data"),
                     ("JUPYTER_RUNTIME_DIR", "jupyter-runtime"),
                     ("IPYTHONDIR", "ipython"), ("MPLCONFIGDIR", "matplotlib")]:
        env[var] = str(home / sub)
        (home / sub).mkdir(parents=True, exist_ok=True)
    return env


def run(cmd: list[str], *, cwd: pathlib.Path, env: dict[str, str], what: str,
        timeout: float = 1200) -> str:
    """Run a command; on failure raise CheckFailed with the end of its output."""
    step(f"{what}: {' '.join(cmd)}")
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired as err:
        raise CheckFailed(f"{what} took more than {timeout:.0f} s") from err
    output = ANSI.sub("", proc.stdout + proc.stderr)
    if proc.returncode != 0:
        raise CheckFailed(f"{what} failed (exit {proc.returncode}):\n{output[-3000:]}")
    step(f"  done in {time.perf_counter() - t0:.1f} s")
    return output


def build(copy: pathlib.Path, venv: pathlib.Path, python: str,
          env: dict[str, str]) -> None:
    """The repo2docker steps for a requirements.txt + postBuild repository."""
    if not (venv / "bin" / "python").exists():
        run([python, "-m", "venv", str(venv)], cwd=copy, env=env, what="create the venv")
    else:
        step(f"reusing the venv at {venv}")
    py = str(venv / "bin" / "python")
    run([py, "-m", "pip", "install", "--quiet", "--upgrade", "pip"], cwd=copy, env=env,
        what="upgrade pip")
    run([py, "-m", "pip", "install", "-r", "binder/requirements.txt"], cwd=copy, env=env,
        what="install binder/requirements.txt")
    run([py, "-m", "pip", "check"], cwd=copy, env=env, what="pip check")
    post_build = copy / "binder" / "postBuild"
    if post_build.exists():
        post_build.chmod(post_build.stat().st_mode | 0o111)  # repo2docker does chmod +x too
        run(["./binder/postBuild"], cwd=copy, env=env, what="run binder/postBuild")


def inspect(copy: pathlib.Path, venv: pathlib.Path, env: dict[str, str]) -> None:
    """What the rebuilt environment must hold for the notebooks and the app links."""
    py = str(venv / "bin" / "python")
    versions = run([py, "-c", "import sys, ringworld_nb, numpy, matplotlib, ipywidgets, "
                    "ipympl, voila; print(sys.version.split()[0], ringworld_nb.__file__); "
                    "print('numpy', numpy.__version__, 'matplotlib', matplotlib.__version__, "
                    "'ipywidgets', ipywidgets.__version__, 'ipympl', ipympl.__version__, "
                    "'voila', voila.__version__)"],
                   cwd=copy / "notebooks", env=env, what="import the package in the venv")
    step("  " + versions.strip().replace("\n", "\n[binder-check]   "))
    if str(venv) not in versions.splitlines()[0]:
        raise CheckFailed("ringworld_nb is not imported from the venv: postBuild did not "
                          f"install it ({versions.splitlines()[0]})")
    jupyter = str(venv / "bin" / "jupyter")
    servers = run([jupyter, "server", "extension", "list"], cwd=copy, env=env,
                  what="list Jupyter server extensions")
    if not re.search(r"voila\.server_extension\s+enabled", servers):
        raise CheckFailed(f"Voila's server extension is not enabled:\n{servers}")
    step("  voila.server_extension enabled")
    labs = run([jupyter, "labextension", "list"], cwd=copy, env=env,
               what="list JupyterLab extensions")
    # anywidget: the apps' width probe, which fits them to the browser's column
    for name in ("@jupyter-widgets/jupyterlab-manager", "jupyter-matplotlib", "anywidget"):
        if not re.search(re.escape(name) + r"\s+v\S+\s+enabled\s+OK", labs):
            raise CheckFailed(f"lab extension {name} is missing or not enabled:\n{labs}")
    step("  lab extensions: jupyterlab-manager (ipywidgets), jupyter-matplotlib and "
         "anywidget enabled")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def http_status(url: str, timeout: float = 120) -> int:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status
    except urllib.error.HTTPError as err:
        return err.code


def start_lab(copy: pathlib.Path, venv: pathlib.Path, env: dict[str, str],
              log: pathlib.Path) -> tuple[subprocess.Popen, str]:
    port = free_port()
    cmd = [str(venv / "bin" / "jupyter"), "lab", "--no-browser", "--ip=127.0.0.1",
           f"--port={port}", "--ServerApp.token=", "--ServerApp.password=",
           f"--ServerApp.root_dir={copy}"]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    step(f"start jupyter lab on port {port} (log: {log})")
    out = open(log, "w")  # noqa: SIM115 - closed with the process in stop_lab
    proc = subprocess.Popen(cmd, cwd=copy, env=env, stdout=out, stderr=subprocess.STDOUT,
                            start_new_session=True)
    proc.log_file = out  # type: ignore[attr-defined]
    base = f"http://127.0.0.1:{port}/"
    deadline = time.time() + 90
    while True:
        try:
            if http_status(base + "api/status", timeout=5) == 200:
                break
        except OSError:
            pass
        if proc.poll() is not None or time.time() > deadline:
            stop_lab(proc)
            raise CheckFailed(f"jupyter lab did not start:\n{log.read_text()[-3000:]}")
        time.sleep(0.5)
    step(f"  jupyter lab answers at {base}")
    return proc, base


def stop_lab(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, 15)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)
            proc.wait()
    proc.log_file.close()  # type: ignore[attr-defined]


def check_lab_notebook(page, base: str, copy: pathlib.Path) -> None:
    """Open the notebook in JupyterLab, run all cells, save, look for errors and outputs."""
    from playwright.sync_api import Error as PlaywrightError

    url = base + "lab/tree/" + LAB_NOTEBOOK
    step(f"open {url}")
    page.goto(url, timeout=120_000)
    page.locator(".jp-Notebook .jp-Cell").first.wait_for(timeout=120_000)
    indicator = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) "
                             ".jp-Notebook-ExecutionIndicator")
    try:
        page.wait_for_function(
            "() => { const d = document.querySelector('.jp-Dialog');"
            " const k = document.querySelector('.jp-Notebook-ExecutionIndicator');"
            " return d !== null || (k && k.dataset.status === 'idle'); }", timeout=120_000)
    except Exception as err:
        status = indicator.get_attribute("data-status") if indicator.count() else None
        raise CheckFailed(f"the kernel did not become idle (status {status!r})") from err
    dialog = page.locator(".jp-Dialog")
    if dialog.count():
        raise CheckFailed(f"JupyterLab asks: {dialog.first.inner_text()!r} (kernel missing?)")
    # The status bar says "| Idle" once the session's kernel is connected.
    page.wait_for_function(
        "() => { const bar = document.querySelector('#jp-main-statusbar');"
        " return bar !== null && /\\|\\s*Idle/.test(bar.innerText); }", timeout=120_000)
    t0 = time.perf_counter()
    for attempt in range(1, 4):
        step(f"  kernel idle; Run > Run All Cells (attempt {attempt})")
        page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
        page.locator('.lm-Menu-item[data-command="runmenu:run-all"]').click()
        # A click that comes before the kernel is really there runs nothing: try again.
        try:
            page.wait_for_function(
                "() => [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]"
                ".some(e => /\\[(\\*|\\d+)\\]/.test(e.innerText))", timeout=20_000)
            break
        except PlaywrightError:
            if attempt == 3:
                raise CheckFailed("Run All Cells started no cell, three times") from None
    # Every code cell shows [n]: and the kernel is idle again. (textContent: cells scrolled
    # out of view are skipped by the browser's rendering, and their innerText is empty.)
    prompts = ("() => [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]"
               ".map(e => e.textContent.trim())")
    try:
        page.wait_for_function(
            f"() => {{ const p = ({prompts})();"
            " const k = document.querySelector('.jp-Notebook-ExecutionIndicator');"
            " return p.length > 0 && p.every(t => /\\[\\d+\\]/.test(t))"
            " && k !== null && k.dataset.status === 'idle'; }", timeout=300_000)
    except PlaywrightError as err:
        status = indicator.get_attribute("data-status") if indicator.count() else None
        raise CheckFailed(f"the cells did not all run in 300 s: prompts {page.evaluate(prompts)}"
                          f", kernel {status!r}") from err
    step(f"  all cells ran in {time.perf_counter() - t0:.1f} s")
    page.keyboard.press("Control+s")
    page.wait_for_timeout(1500)
    page.wait_for_function(
        "() => !document.querySelector('.jp-NotebookPanel .jp-mod-dirty')", timeout=30_000)

    nb = json.loads((copy / LAB_NOTEBOOK).read_text())
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    problems = []
    for i, cell in enumerate(code, 1):
        if cell.get("execution_count") is None:
            problems.append(f"code cell {i} did not run")
        for out in cell.get("outputs", []):
            if out["output_type"] == "error":
                problems.append(f"code cell {i}: {out['ename']}: {out['evalue']}")
    shown = page.locator(".jp-OutputArea-output").all_inner_texts()
    problems += [f"an output shows a traceback: {t[:300]!r}" for t in shown if "Traceback" in t]
    if problems:
        raise CheckFailed("start_here in JupyterLab:\n  " + "\n  ".join(problems))
    step(f"  {len(code)} code cells ran, no error output (saved notebook and page agree)")

    images = page.locator(".jp-RenderedImage img").count()
    if images == 0:
        raise CheckFailed("start_here shows no picture (no .jp-RenderedImage)")
    uses_widget = any("%matplotlib widget" in "".join(c["source"]) for c in code)
    if uses_widget:
        canvas = page.locator("div.jupyter-matplotlib-canvas-div").last
        canvas.wait_for(timeout=60_000)
        canvas.scroll_into_view_if_needed()
        page.wait_for_function(
            "() => [...document.querySelectorAll('div.jupyter-matplotlib-canvas-div')]"
            ".some(d => d.getBoundingClientRect().width > 100)", timeout=60_000)
        step(f"  {images} pictures and the ipympl canvas shown")
    else:
        page.locator(".jp-OutputArea-output").last.scroll_into_view_if_needed()
        step(f"  {images} pictures shown (the notebook has no %matplotlib widget cell yet)")
    # JupyterLab asks once whether to fetch its news; answer so the toast leaves the picture.
    news = page.locator(".Toastify__toast").get_by_role("button", name="No", exact=True)
    if news.count():
        news.first.click()
    page.wait_for_timeout(1000)
    shot = ARTIFACTS / "binder_lab_start_here.png"
    page.screenshot(path=str(shot))
    step(f"  screenshot {shot}")


def check_voila_app(page, base: str, notebook: str, button: str) -> None:
    """Open a play notebook as a Voila app: the button and an ipympl canvas, no traceback."""
    url = base + "voila/render/" + notebook
    status = http_status(url, timeout=180)
    if status != 200:
        raise CheckFailed(f"{url} answers HTTP {status} (is Voila's server extension on?)")
    step(f"open {url} (HTTP {status})")
    page.goto(url, timeout=180_000)
    try:
        page.locator(f"button:has-text('{button}')").first.wait_for(timeout=180_000)
        page.wait_for_function(
            "() => [...document.querySelectorAll('div.jupyter-matplotlib-canvas-div')]"
            ".some(d => d.getBoundingClientRect().width > 100)", timeout=60_000)
    except Exception as err:
        text = page.locator("body").inner_text()[-1500:]
        raise CheckFailed(f"the Voila app did not appear; the page says:\n{text}") from err
    if "Traceback" in page.locator("body").inner_text():
        raise CheckFailed(f"the Voila page of {notebook} shows a traceback")
    canvas = page.locator("div.jupyter-matplotlib-canvas-div").last
    canvas.scroll_into_view_if_needed()
    page.wait_for_timeout(1000)
    shot = ARTIFACTS / f"binder_voila_{pathlib.Path(notebook).stem}.png"
    page.screenshot(path=str(shot))
    step(f"  {button!r} button and canvas shown; screenshot {shot}")


def browse(base: str, copy: pathlib.Path) -> None:
    try:
        from playwright.sync_api import Error as PlaywrightError
        from playwright.sync_api import sync_playwright
    except ImportError as err:
        raise CheckFailed("Playwright for Python is missing in the Python running this "
                          "script: run it with the project's .venv (make binder-check)") from err
    if not os.path.exists(CHROMIUM):
        raise CheckFailed(f"no Chromium at {CHROMIUM}: apt-get install chromium, or set "
                          "RINGWORLD_CHROMIUM")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "binder_failure.png").unlink(missing_ok=True)  # from an earlier run
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            checks = [lambda page: check_lab_notebook(page, base, copy)]
            checks += [lambda page, nb=nb, b=b: check_voila_app(page, base, nb, b)
                       for nb, b in VOILA_APPS]
            for check in checks:
                page = browser.new_page(viewport={"width": 1300, "height": 1000})
                errors: list[str] = []
                page.on("pageerror", lambda exc, errors=errors: errors.append(str(exc)))
                try:
                    try:
                        check(page)
                    except PlaywrightError as err:  # a wait timed out, a click found nothing
                        raise CheckFailed(f"in the browser: {err.message.splitlines()[0]}"
                                          f" (page {page.url})") from err
                except CheckFailed:
                    page.screenshot(path=str(ARTIFACTS / "binder_failure.png"))
                    step(f"  failure screenshot {ARTIFACTS / 'binder_failure.png'}")
                    raise
                finally:
                    for message in errors[:5]:
                        step(f"  (browser page error: {message[:200]})")
                    page.close()
        finally:
            browser.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--python", help="the interpreter for the venv (default: the "
                        "one binder/runtime.txt names, found on this machine)")
    parser.add_argument("--venv", type=pathlib.Path,
                        help="build the venv here and keep it (reused when it exists; "
                        "e.g. .binder-venv) instead of a fresh one in the temporary directory")
    parser.add_argument("--keep", action="store_true",
                        help="keep the temporary directory (copy, venv, server log)")
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    tmp = pathlib.Path(tempfile.mkdtemp(prefix="ringworld-binder-"))
    proc = None
    try:
        version = runtime_version()
        step(f"binder/runtime.txt names Python {version[0]}.{version[1]}")
        python = args.python or find_python(version)
        if python_version(python) != version:
            raise CheckFailed(f"{python} is not Python {version[0]}.{version[1]}")
        step(f"using {python}")
        copy = tmp / "repo"
        copy_repository(copy)
        venv = args.venv.resolve() if args.venv else tmp / "venv"
        env = clean_env(venv, tmp / "home")
        build(copy, venv, python, env)
        inspect(copy, venv, env)
        proc, base = start_lab(copy, venv, env, tmp / "jupyter-lab.log")
        browse(base, copy)
    except CheckFailed as err:
        print(f"\nbinder check FAILED: {err}", file=sys.stderr, flush=True)
        if proc is not None:
            log = (tmp / "jupyter-lab.log").read_text()[-2500:]
            print(f"\nend of the jupyter lab log:\n{log}", file=sys.stderr)
        return 1
    finally:
        if proc is not None:
            stop_lab(proc)
        if args.keep:
            step(f"kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    step(f"binder check passed in {time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
