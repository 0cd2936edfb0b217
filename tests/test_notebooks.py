"""Every notebook runs top to bottom in a fresh kernel, without errors."""

from __future__ import annotations

import pathlib

import nbformat
import pytest
from notebook_runs import run_notebook

NOTEBOOKS = sorted((pathlib.Path(__file__).parent.parent / "notebooks").glob("*.ipynb"))


def test_there_are_notebooks() -> None:
    assert NOTEBOOKS, "no notebooks found"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs(path: pathlib.Path) -> None:
    assert not run_notebook(path)["errors"]  # (a cell that raises stops the run first)


def test_notebooks_are_committed_without_outputs() -> None:
    for path in NOTEBOOKS:
        nb = nbformat.read(path, as_version=4)
        for cell in nb.cells:
            if cell.cell_type == "code":
                assert not cell.get("outputs"), f"{path.name} has outputs: strip them"
                assert cell.get("execution_count") is None, f"{path.name}: execution counts"
