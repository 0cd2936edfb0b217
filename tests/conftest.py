"""Fixtures of the browser tests (``tests/test_browser_*.py``, helpers in
``browser_support.py``).

* ``browser``: headless Debian Chromium, one a module. Playwright's sync API keeps an
  event loop running in the test's thread while it is started, which ``asyncio.run``
  in the tests that come later would trip over: it is stopped with each module.
* ``lab_server``: one JupyterLab for the whole session (no asyncio in this process:
  it is a server of its own); ``lab`` gives each module a folder of it for its
  notebooks and shuts its kernels down after the module.

Nothing is started unless a test asks for it: the rest of the suite does not notice.
The autosave of the apps is off for the whole suite, in a data folder of its own (below).
"""

from __future__ import annotations

import os
import tempfile

import pytest

# The apps keep their unfinished games in the user's data folder (ringworld_nb.ui.autosave)
# and offer them to the next app of the game: the tests' apps and kernels (which inherit
# this environment) must not offer each other's games, nor write into the home folder.
# tests/test_autosave.py and the resume browser test switch it on for their own apps.
os.environ["RINGWORLD_NB_DATA"] = tempfile.mkdtemp(prefix="rwnb-data-")
os.environ["RINGWORLD_NB_AUTOSAVE"] = "off"


@pytest.fixture(scope="module")
def browser():
    """Headless Chromium for the module (see the module docstring)."""
    import browser_support as bs

    reason = bs.browser_missing()
    if reason:
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    bs.ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        chromium = bs.launch_chromium(p)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory):
    """(URL, root folder) of one JupyterLab for the session."""
    import browser_support as bs

    reason = bs.browser_missing() or bs.lab_missing()
    if reason:
        pytest.skip(reason)
    work = tmp_path_factory.mktemp("lab")
    root = work / "notebooks"
    root.mkdir()
    with bs.lab_server(root, work) as url:
        yield url, root


@pytest.fixture(scope="module")
def lab(request, lab_server):
    """(URL, folder): the session's JupyterLab and a folder of its own for the module's
    notebooks (open them as ``f"{folder.name}/{name}"``); the module's kernels are shut
    down after it."""
    import browser_support as bs

    url, root = lab_server
    folder = root / request.module.__name__.rpartition(".")[2]
    folder.mkdir()
    yield url, folder
    bs.shutdown_kernels(url)


#: The modules that take longest (a browser, JupyterLab, the notebooks run headless, mypy
#: over the package), by the start of their names: they are run first, so that
#: ``make test``'s processes (``--dist loadfile --no-loadscope-reorder`` hands out whole
#: modules in collection order; without the second flag xdist hands out the modules with
#: most tests first) end together rather than one finishing them alone while the other
#: waits.
SLOW_FIRST = ("test_browser_", "test_notebooks", "test_pictures_fit", "test_alt_text",
              "test_types", "test_tournament")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run the slow modules first (a stable sort: each module keeps its own order)."""
    items.sort(key=lambda item: 0 if item.path.name.startswith(SLOW_FIRST) else 1)
