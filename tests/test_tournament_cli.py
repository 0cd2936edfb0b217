"""The command line ``python -m ringworld_nb.tournament`` and the benchmark scripts on the
runner: the interface of issue 17 (GAME --players --games --seed [--workers |
--scheduler] [--json]), its JSON, its table printed last, and its refusals."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ringworld_nb.tournament.cli import main

ROOT = Path(__file__).resolve().parent.parent


def test_the_command_writes_the_games_and_ratings_and_prints_the_table_last(tmp_path,
                                                                               capsys):
    path = tmp_path / "t.json"
    status = main(["dice", "--players", "random,greedy,mcts:10", "--games", "2",
                   "--seed", "3", "--json", str(path), "--progress", "none"])
    out = capsys.readouterr().out
    assert status == 0
    data = json.loads(path.read_text())
    assert len(data["games"]) == 6
    for game in data["games"]:
        assert set(game["seats"]) == {"0", "1"} and isinstance(game["seed"], int)
        assert game["moves"] and all(isinstance(m, str) for m in game["moves"])
        assert set(game["outcome"]) == {"winners", "reason"}
    assert set(data["ratings"]) == {"random", "greedy", "mcts:10"}
    assert all(set(r) == {"elo", "low", "high"} for r in data["ratings"].values())
    lines = out.strip().splitlines()
    assert lines[-1].startswith("Elo relative to random")
    assert any(line.split()[1:2] == ["mcts:10"] for line in lines[-5:])
    # the saved file prints the same table again
    assert main(["dice", "--from-json", str(path)]) == 0
    again = capsys.readouterr().out.strip().splitlines()
    assert again[-4:] == lines[-4:]


def test_as_a_module_on_two_processes_with_the_ring_world_l3(tmp_path):
    run = subprocess.run(
        [sys.executable, "-m", "ringworld_nb.tournament", "ringworld", "--order", "3",
         "--players", "random,greedy", "--games", "2", "--seed", "1", "--workers", "2",
         "--json", str(tmp_path / "r.json"), "--progress", "text"],
        capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "ProcessPool (2 workers)" in run.stdout
    assert run.stdout.strip().splitlines()[-1].startswith("Elo relative to random")
    assert json.loads((tmp_path / "r.json").read_text())["game"] == {
        "game": "ringworld", "order": 3, "opening": 2, "max_turns": 300}


def test_four_players_of_the_same_name_are_four_entrants(capsys):
    assert main(["dice", "--size", "4", "--seats", "4", "--players",
                 "greedy,random,random,random", "--games", "4", "--progress", "none"]) == 0
    out = capsys.readouterr().out
    assert "random#3" in out and "wins (1/4: 25%)" in out


def test_the_sprt_option(capsys):
    assert main(["ringworld", "--players", "greedy,random", "--sprt", "0,200",
                 "--games", "100", "--seed", "4", "--progress", "none"]) == 0
    assert "H1 accepted: greedy is stronger than random" in capsys.readouterr().out


@pytest.mark.parametrize("argv, words", [
    (["dice", "--players", "random,godlike"], "unknown player 'godlike' for Dice of Doom"),
    (["dice", "--players", "random,greedy", "--games", "0"], "games (per pairing) must be"),
    (["dice", "--players", "random,greedy", "--size", "11"], "size must be from 2 to 10"),
    (["ringworld", "--players", "random,greedy", "--order", "5"], "order must be one of"),
    (["dice"], "give the players"),
    (["dice", "--players", "random,greedy", "--sprt", "lots"], "--sprt wants ELO0,ELO1"),
    (["dice", "--players", "random,greedy", "--scheduler", "tcp://127.0.0.1:9",
      "--timeout", "1"], "did not answer within 1 s"),
])
def test_bad_arguments_are_one_line_and_status_2(argv, words, capsys):
    if "--scheduler" in argv:
        pytest.importorskip("distributed")
    assert main(argv + ["--progress", "none"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and words in err


def test_a_damaged_results_file_is_one_line_and_status_2(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "ringworld_nb tournament", "version": 1, "entr')
    assert main(["dice", "--from-json", str(path)]) == 2
    assert "broken JSON" in capsys.readouterr().err


@pytest.mark.parametrize("script, args", [
    ("ringworld_ai.py", ["--players", "random,greedy,mcts:5", "--games", "2"]),
    ("renaissance_ai.py", ["--players", "random,greedy", "--games", "2",
                           "--variant", "phase2"]),
    ("dice_ai.py", ["--only", "10x10", "--games10", "4", "--max-plies", "300"]),
])
def test_the_benchmark_scripts_run_on_the_runner(script, args, tmp_path):
    run = subprocess.run([sys.executable, str(ROOT / "benchmarks" / script), *args,
                          "--workers", "2", "--json", str(tmp_path / "b.json")],
                         capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert "Elo relative to" in run.stdout
    assert list(tmp_path.glob("b*.json"))


def test_the_help_prints_percent_signs_once() -> None:
    """A contributor read "95%%" in the help (argparse formats the options' help with %,
    not the description)."""
    from ringworld_nb.tournament.cli import build_parser

    text = build_parser().format_help()
    assert "95%" in text and "%%" not in text, text
