"""The house in order: the floors of the package hold, no import goes round in a circle,
and no code outside a game's own package names a game.

* ``lint-imports`` checks the contracts of ``pyproject.toml`` (``[tool.importlinter]``):
  the layers core < analysis/learn/puzzles/tournament < the games < ui < the trainers,
  the games independent of each other, and no import circles anywhere;
* a walk over the source (its syntax tree, not its text: docstrings and comments may
  speak of the games) finds every place outside a game's package that names a game -
  an import of its package, or a string that is its name - and there must be none: the
  registry (``ringworld_nb.core.registry``) is the one way to a game.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ringworld_nb.core.registry import specs

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "ringworld_nb"
#: The games of this package (their packages are ringworld_nb.<name>).
OWN = tuple(s.name for s in specs() if s.package.startswith("ringworld_nb."))


def test_the_package_registers_its_three_games_through_entry_points() -> None:
    assert OWN == ("ringworld", "dice", "renaissance")


def test_lint_imports_keeps_the_floors_and_finds_no_circle() -> None:
    command = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    assert command, "import-linter is one of the test extras"
    run = subprocess.run([command], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "2 kept, 0 broken" in run.stdout


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def places_naming_a_game(path: Path) -> list[str]:
    """Where the module at ``path`` names one of the package's games in code."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    places = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docs:
            text = node.value
            if text in OWN or any(f"ringworld_nb.{game}" in text for game in OWN):
                places.append(f"{path.relative_to(ROOT)}:{node.lineno}: {text!r}")
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) \
                else [node.module or ""] + [a.name for a in node.names]
            if any(part in OWN for module in modules for part in module.split(".")):
                places.append(f"{path.relative_to(ROOT)}:{node.lineno}: import {modules}")
    return places


def test_no_code_outside_a_games_package_names_a_game() -> None:
    places = []
    for path in sorted(PACKAGE.rglob("*.py")):
        inside = path.relative_to(PACKAGE).parts
        if len(inside) > 1 and inside[0] in OWN:
            continue  # a game names itself in its own package
        places += places_naming_a_game(path)
    assert places == [], "\n".join(places)


@pytest.mark.parametrize("source, found", [
    ("import ringworld_nb.dice.game\n", 1),
    ("from ..renaissance import Renaissance\n", 1),
    ("x = 'ringworld'\n", 1),
    ('"""A docstring may speak of the ringworld."""\nx = "dice of doom"\n', 0),
])
def test_the_walk_finds_what_it_looks_for(tmp_path: Path, source: str, found: int) -> None:
    path = ROOT / "tests" / "artifacts" / "naming_probe.py"
    path.parent.mkdir(exist_ok=True)
    path.write_text(source, encoding="utf-8")
    try:
        assert len(places_naming_a_game(path)) == found
    finally:
        path.unlink()
