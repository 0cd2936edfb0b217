"""The long soak of the live apps in a real browser (issue 30): The Ring World and Dice of
Doom in two tabs of one JupyterLab, Renaissance in a Voila page, each against the easy
AI, 200 random clicks, keys and button presses each (many while an AI thinks, a move is
shown or an analysis runs), optionally beside ``stress-ng --cpu 2``. Then every app must
come to rest (its AI answers), no app may have said a bug, the servers' logs hold no
traceback, and each app's record list is the game's history in the kernel. See
``tests/browser_soak.py`` (``tests/test_browser_soak.py`` runs a short one in make test).

    python benchmarks/browser_soak.py [--actions 200] [--seed 0] [--stress]

Prints a line after each round (an action on every app): each app's actions and moves so
far, the seconds of each AI answer, the load; then a line as each check passes, how long
the driver waited on the browser by kind of wait, and the summary: the actions, the
moves, the longest AI answer, the checks passed, the seconds each stage took.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import browser_soak as soak  # noqa: E402
import browser_support as bs  # noqa: E402


@contextlib.contextmanager
def stress(on: bool):
    """``stress-ng --cpu 2`` while the soak runs (when ``on`` and stress-ng is here)."""
    if not on:
        yield "no stress"
        return
    binary = shutil.which("stress-ng")
    if binary is None:
        yield "stress-ng not installed: no stress"
        return
    proc = subprocess.Popen([binary, "--cpu", "2", "--quiet"])
    try:
        yield "beside stress-ng --cpu 2"
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--stress", action="store_true", help="beside stress-ng --cpu 2")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    os.environ.setdefault("RINGWORLD_NB_AUTOSAVE", "off")
    os.environ.setdefault("RINGWORLD_NB_DATA", tempfile.mkdtemp(prefix="rwnb-soak-"))
    work = pathlib.Path(tempfile.mkdtemp(prefix="rwnb-soak-"))
    lab_work, voila_work = work / "lab", work / "voila"
    (lab_work / "notebooks" / "soak").mkdir(parents=True)
    (voila_work / "notebooks").mkdir(parents=True)
    folder = lab_work / "notebooks" / "soak"
    voila_notebook = None
    for key, code, where in soak.APPS:
        if where == "lab":
            bs.write_notebook(folder / f"soak_{key}.ipynb", soak.source(key, code))
        else:
            voila_notebook = bs.write_notebook(voila_work / "notebooks" / f"soak_{key}.ipynb",
                                               soak.source(key, code))
    with sync_playwright() as p, stress(args.stress) as how:
        browser = bs.launch_chromium(p)
        with bs.lab_server(lab_work / "notebooks", lab_work) as lab_url, \
                bs.voila_server(voila_notebook, voila_work) as voila_url:
            waits = soak.Waits()
            try:
                found = soak.soak(browser, (lab_url, folder), (voila_url, voila_work),
                                  args.actions, seed=args.seed, waits=waits,
                                  report=lambda line: print(line, flush=True))
            finally:
                print("the driver's waits (the longest in total first):", flush=True)
                print("\n".join(f"  {line}" for line in waits.table()), flush=True)
        browser.close()
    print(f"soak of {args.actions} actions an app, {how}, load "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())} (1, 5, 15 min):")
    for key, value in found.items():
        print(f"  {key}: {value}", flush=True)


if __name__ == "__main__":
    main()
