"""A fourth game from outside: Connect Four (``tests/fourth_game``, a package of its own,
installed by ``make test`` and registered through the entry point group
``ringworld_nb.games``) gets everything the package's own games have, with no line of
ringworld_nb naming it: its app plays by clicks, tournaments run from the command line,
``analyse`` reviews its games, its level plays in the level trainer, and puzzles are
mined from it by ``python -m ringworld_nb.puzzles build``.
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402
from matplotlib.backend_bases import MouseEvent  # noqa: E402

from ringworld_nb.core.registry import spec  # noqa: E402

connect_four = pytest.importorskip("connect_four",
                                   reason="make test installs tests/fourth_game")
from connect_four import ConnectFour  # noqa: E402
from connect_four.app import ConnectFourApp  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
APP_SOURCE = ROOT / "tests" / "fourth_game" / "connect_four" / "app.py"


def test_the_registry_finds_it_through_its_entry_point() -> None:
    found = spec("connect4")
    assert found.title == "Connect Four" and found.package == "connect_four"
    assert found.engine_class is ConnectFour
    import ringworld_nb

    assert ringworld_nb.ConnectFourApp is ConnectFourApp


def test_its_app_is_small() -> None:
    lines = APP_SOURCE.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 150, f"{len(lines)} lines"


def test_nothing_in_the_package_names_it() -> None:
    hits = [str(path.relative_to(ROOT)) for path in (ROOT / "ringworld_nb").rglob("*.py")
            if "connect4" in path.read_text(encoding="utf-8").lower()
            or "connect_four" in path.read_text(encoding="utf-8").lower()]
    assert hits == []


def _click_column(app: ConnectFourApp, column: int) -> None:
    canvas = app.figure.canvas
    x, y = app.ax.transData.transform((column, app.game.rows / 2))
    canvas.callbacks.process("button_press_event",
                             MouseEvent("button_press_event", canvas, x, y, button=1))


def test_its_app_plays_a_whole_game_by_clicks_against_the_easy_ai() -> None:
    app = ConnectFourApp(interactive=True, pace=0, seats=("person", "easy"))
    app.figure.canvas.draw()
    app.board_input.clock = iter(range(10**6)).__next__  # clicks a second apart
    rng = random.Random(4)
    while not app.game.is_over:
        before = len(app.game.history)
        _click_column(app, rng.choice(app.game.legal_moves()))
        assert len(app.game.history) == before + 1, app.message.value
        app.run_ai()
    assert app.game.outcome is not None and app.status_html.value
    app.undo()  # a person's move and the AI's reply taken back
    assert not app.game.is_over


def test_a_full_column_is_refused_and_the_board_keeps_no_refused_move() -> None:
    app = ConnectFourApp(interactive=True, pace=0, seats=("person", "person"))
    app.figure.canvas.draw()
    app.board_input.clock = iter(range(10**6)).__next__
    for _ in range(6):
        _click_column(app, 0)
    _click_column(app, 0)
    assert "full" in app.message.value and len(app.game.history) == 6


def _run(*args: str, cwd: Path) -> str:
    run = subprocess.run([sys.executable, "-m", *args], cwd=cwd, capture_output=True,
                         text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    return run.stdout


def test_tournaments_from_the_command_line(tmp_path: Path) -> None:
    out = _run("ringworld_nb.tournament", "connect4", "--players", "random,mcts:50",
               "--games", "4", "--progress", "none", cwd=tmp_path)
    assert "mcts:50" in out and "4 games" in out


def test_analyse_reviews_its_games() -> None:
    from ringworld_nb.analysis import analyse

    game = ConnectFour()
    rng = random.Random(2)
    while not game.is_over:
        game.play(game.random_move(rng))
    review = analyse(game, simulations=100)
    assert len(review.reviews) == len(game.history)
    assert set(review.accuracy) == {1, 2}


def test_its_level_plays_in_the_level_trainer(tmp_path: Path) -> None:
    from ringworld_nb import LevelPlayer

    app = LevelPlayer("connect4", progress=str(tmp_path / "p.json"))
    start = app.game.history
    app.click(2)  # not the four in a row: told so, the board goes back
    assert "Not this one" in app.message.value and app.game.history == start
    app.click(3)
    assert "Done" in app.message.value and app.trainer.run.done


def test_puzzles_are_mined_from_it_and_check_out(tmp_path: Path) -> None:
    out_file = tmp_path / "connect4.json"
    out = _run("ringworld_nb.puzzles", "build", "--game", "connect4", "--games", "6",
               "--seed", "1", "--play", "50", "--weak", "0", "--find", "100", "--out",
               str(out_file), "--progress", "none", cwd=tmp_path)
    assert out_file.exists() and "candidates: a position once) from 6 games" in out
    from ringworld_nb.puzzles import load_file

    found = load_file(out_file, "connect4")
    assert found, out
    assert "check out" in _run("ringworld_nb.puzzles", "check", "--game", "connect4",
                               "--file", str(out_file), cwd=tmp_path)
