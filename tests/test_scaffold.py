"""The scaffold (``python -m ringworld_nb new-game NAME [FOLDER]``) writes a game that
works from the first minute: built into a temporary folder and installed there (on
PYTHONPATH, with its entry point in a ``.dist-info`` folder, as pip would register it),
the registry lists it, the conformance kit passes it, and its own tests - the kit, a
whole game in its app by clicks against the easy AI, a move by its text twin, its
level - pass; its code is ruff
clean. The names and folders it refuses are refused before anything is written.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from installed_by_path import add_distribution, environment

from ringworld_nb.core.errors import ArgumentError
from ringworld_nb.scaffold import FILES, check_name, new_game

NAME = "three_marks"


def _python(*args: str, cwd: Path, env: dict[str, str] | None = None) -> str:
    run = subprocess.run([sys.executable, *args], cwd=cwd, env=env, capture_output=True,
                         text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """The game written by the command into a temporary folder, and the environment of
    a Python that has it installed."""
    place = tmp_path_factory.mktemp("scaffold")
    folder = place / "my_game"
    out = _python("-m", "ringworld_nb", "new-game", NAME, str(folder), cwd=place)
    assert f"pip install -e {folder}" in out and f"ringworld_nb.testing {NAME}" in out
    add_distribution(folder, NAME, {NAME: f"{NAME}.spec:SPEC"})
    return folder, environment(folder)


def test_it_writes_every_part(built: tuple[Path, dict[str, str]]) -> None:
    folder, _ = built
    written = sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()
                     and ".dist-info" not in str(p))
    assert written == sorted(place.replace("NAME", NAME) for place in FILES.values())
    pyproject = (folder / "pyproject.toml").read_text(encoding="utf-8")
    assert f'[project.entry-points."ringworld_nb.games"]\n{NAME} = "{NAME}.spec:SPEC"' \
        in pyproject
    assert "class ThreeMarksApp(GameApp[ThreeMarks])" in (
        folder / NAME / "app.py").read_text(encoding="utf-8")


def test_the_registry_lists_it_and_the_kit_passes_it(
        built: tuple[Path, dict[str, str]]) -> None:
    folder, env = built
    listed = _python("-c", "from ringworld_nb.core.registry import names; print(names())",
                     cwd=folder, env=env)
    assert f"'{NAME}'" in listed
    out = _python("-m", "ringworld_nb.testing", NAME, cwd=folder, env=env)
    assert out.startswith(f"{NAME}: the 16 rules hold"), out


def test_its_tests_pass_a_whole_game_in_its_app_by_clicks_included(
        built: tuple[Path, dict[str, str]]) -> None:
    folder, env = built
    out = _python("-m", "pytest", "-q", "-p", "no:cacheprovider", cwd=folder, env=env)
    assert "5 passed" in out, out
    assert "test_its_app_plays_a_whole_game_by_clicks_against_the_easy_ai" in (
        folder / "tests" / f"test_{NAME}.py").read_text(encoding="utf-8")


def test_its_code_is_ruff_clean(built: tuple[Path, dict[str, str]]) -> None:
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    if ruff is None:
        pytest.skip("ruff is not installed (it comes with the test extra)")
    run = subprocess.run([ruff, "check", "--no-cache", "."], cwd=built[0],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


@pytest.mark.parametrize("name, why", [
    ("Tic", "a lower-case word"), ("3d", "a lower-case word"), ("class", "a lower-case word"),
    ("dice", "a game called 'dice' is installed already"),
    ("json", "'json' is the name of a Python module already"),
])
def test_names_it_refuses(name: str, why: str, tmp_path: Path) -> None:
    with pytest.raises(ArgumentError, match=why):
        new_game(name, tmp_path / "new")
    assert not (tmp_path / "new").exists()


def test_a_folder_with_files_is_refused_and_left_alone(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(ArgumentError, match="not an empty folder"):
        new_game("fresh_game", tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == ["notes.txt"]


def test_from_the_command_line_a_refusal_exits_2_saying_why(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "ringworld_nb", "new-game", "dice"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert run.returncode == 2
    assert run.stderr == "new-game: a game called 'dice' is installed already\n"
    assert list(tmp_path.iterdir()) == []


def test_a_good_name_is_taken_as_it_is() -> None:
    assert check_name("hex_five") == "hex_five"
