"""The package type-checks: mypy with the settings of [tool.mypy] in pyproject.toml."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_finds_no_errors():
    run = subprocess.run([sys.executable, "-m", "mypy", "ringworld_nb"], cwd=ROOT,
                         capture_output=True, text=True)
    assert run.returncode == 0, f"mypy found errors:\n{run.stdout}{run.stderr}"


def test_package_says_it_is_typed():
    assert (ROOT / "ringworld_nb" / "py.typed").is_file()
