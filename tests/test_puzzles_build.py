"""The mining command line: a tiny build in tmp_path, reproducible, the same on 2 processes."""

from __future__ import annotations

import json

import pytest

from ringworld_nb.core.errors import ArgumentError
from ringworld_nb.core.executors import process_pool
from ringworld_nb.puzzles import load_file
from ringworld_nb.puzzles.build import build
from ringworld_nb.puzzles.cli import main
from ringworld_nb.puzzles.mine import Budget
from ringworld_nb.puzzles.verify import verify

TINY = ["--game", "dice", "--seed", "2", "--games", "30", "--play", "50", "--find", "50",
        "--progress", "none"]


def _puzzles(path):
    return json.loads(path.read_text())["puzzles"]


def test_cli_builds_puzzles_and_the_same_seed_gives_the_same_file(tmp_path, capsys):
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    assert main(["build", *TINY, "--out", str(first)]) == 0
    assert main(["build", *TINY, "--out", str(second)]) == 0
    found = load_file(first, "dice")
    assert len(found) >= 2
    assert _puzzles(first) == _puzzles(second)
    assert "puzzles from 30 games" in capsys.readouterr().out
    for puzzle in found:  # every one checks out, as the shipped ones must
        assert verify(puzzle, budget=Budget(find=50)).ok
    assert main(["check", "--game", "dice", "--file", str(first)]) == 0


def test_two_processes_give_the_same_puzzles_as_one(tmp_path):
    budget = Budget(play=50, weak=0, find=50, max_plies=100)
    serial = build("dice", seed=2, games=30, budget=budget, out="", progress=False)
    with process_pool(2) as pool:
        parallel = build("dice", seed=2, games=30, budget=budget, out="", progress=False,
                         executor=pool)
    assert serial.puzzles and serial.puzzles == parallel.puzzles


def test_bad_arguments(tmp_path, capsys):
    assert main(["build", "--game", "dice", "--games", "0", "--out",
                 str(tmp_path / "x.json")]) == 2
    assert "error:" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["build", "--game", "chess"])
    with pytest.raises(ArgumentError):
        build("chess")
