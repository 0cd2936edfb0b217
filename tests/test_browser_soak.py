"""The live apps under random clicks, keys and buttons in a real browser, three at once
(two tabs of one JupyterLab and a Voila page): see ``tests/browser_soak.py``. A short
soak (``ACTIONS`` actions an app); ``benchmarks/browser_soak.py`` runs the long one
beside ``stress-ng``."""

from __future__ import annotations

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import browser_support as bs  # noqa: E402

bs.skip_without_lab()
import pytest  # noqa: E402
from browser_soak import APPS, soak, source  # noqa: E402

#: Random actions on each app (the benchmark does 200).
ACTIONS = 20


@pytest.fixture(scope="module")
def soak_servers(lab, tmp_path_factory):
    """The session's JupyterLab with the two notebooks of its apps, and a Voila serving
    the third's; ((URL, folder), (URL, Voila's folder))."""
    url, folder = lab
    voila_work = tmp_path_factory.mktemp("soak-voila")
    notebooks = voila_work / "notebooks"
    notebooks.mkdir()
    voila_notebook = None
    for key, code, where in APPS:
        if where == "lab":
            bs.write_notebook(folder / f"soak_{key}.ipynb", source(key, code))
        else:
            voila_notebook = bs.write_notebook(notebooks / f"soak_{key}.ipynb",
                                               source(key, code))
    with bs.voila_server(voila_notebook, voila_work) as voila_url:
        yield (url, folder), (voila_url, voila_work)


def test_random_actions_on_three_apps_at_once_leave_no_fault(soak_servers, browser) -> None:
    lab, voila = soak_servers
    found = soak(browser, lab, voila, ACTIONS, seed=1)
    print(found)
    for key, _, _ in APPS:
        assert sum(found["actions"][key].values()) == ACTIONS
