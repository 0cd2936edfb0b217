"""The mining command line: a tiny build in tmp_path, reproducible, the same on 2 processes."""

from __future__ import annotations

import json
import re

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
    said = capsys.readouterr()
    # the bar counts candidates (a position met twice is one puzzle), the end says both
    told = re.search(r"(\d+) puzzles \(of (\d+) candidates: a position once\) from 30 games",
                     said.out)
    assert told and int(told.group(1)) == len(found) <= int(told.group(2)), said.out
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


def test_the_weaker_and_stronger_sides_may_be_other_players():
    budget = Budget(play=50, weak=0)
    assert (budget.player_for(1, 0), budget.opponent_for(1, 0)) == ("mcts:50", "random")
    mixed = Budget(player="random", opponent="random, mcts:5,greedy")
    drawn = [mixed.opponent_for(1, i) for i in range(30)]
    assert set(drawn) == {"random", "mcts:5", "greedy"}
    assert drawn == [mixed.opponent_for(1, i) for i in range(30)]  # seeded
    assert mixed.player_for(1, 7) == "random"


def test_append_keeps_the_file_and_numbers_on(tmp_path, capsys):
    path = tmp_path / "d.json"
    assert main(["build", *TINY, "--out", str(path)]) == 0
    old = load_file(path, "dice")
    assert main(["build", "--game", "dice", "--seed", "7", "--games", "30", "--play", "50",
                 "--find", "50", "--progress", "none", "--opponent", "random,mcts:5",
                 "--theme", "one-move", "--append", "--out", str(path)]) == 0
    assert "new puzzles" in capsys.readouterr().out
    now = load_file(path, "dice")
    assert now[:len(old)] == old
    added = now[len(old):]
    assert added and all("one-move" in p.theme for p in added)
    assert [p.id for p in added] == [f"dice-{n:04d}" for n in
                                     range(len(old) + 1, len(now) + 1)]
    build_info = json.loads(path.read_text())["build"]
    assert build_info["seed"] == 2 and build_info["appended"][0]["seed"] == 7
    assert build_info["appended"][0]["added"] == len(added)
    assert main(["build", *TINY, "--theme", "top-ring", "--out", str(path)]) == 2
    assert main(["build", *TINY, "--opponent", "grandmaster", "--out", str(path)]) == 2


def test_prune_keeps_the_puzzles_that_pass_with_their_ids_and_merge_numbers_on(tmp_path,
                                                                              capsys):
    path, other = tmp_path / "d.json", tmp_path / "e.json"
    assert main(["build", *TINY, "--out", str(path)]) == 0
    before = load_file(path, "dice")
    data = json.loads(path.read_text())
    data["puzzles"][0]["solution"] = ["pass"]  # a wrong solution: dropped, with why
    path.write_text(json.dumps(data))
    assert main(["prune", "--game", "dice", "--file", str(path), "--progress", "none"]) == 0
    out = capsys.readouterr().out
    assert f"{before[0].id} dropped:" in out
    after = load_file(path, "dice")
    assert [p.id for p in after] == [p.id for p in before[1:]]  # the ids kept
    assert after == before[1:]  # (today's rules built them: nothing else changes)
    assert main(["build", "--game", "dice", "--seed", "9", "--games", "30", "--progress",
                 "none", "--out", str(other)]) == 0
    extra = load_file(other, "dice")
    assert main(["merge", "--game", "dice", "--source", str(other), "--file", str(path)]) == 0
    merged = load_file(path, "dice")
    last = int(after[-1].id.rsplit("-", 1)[1])
    assert [p.id for p in merged[len(after):]] == [f"dice-{last + n:04d}" for n in
                                                    range(1, len(extra) + 1)]
    assert json.loads(path.read_text())["build"]["appended"][-1]["added"] == len(extra)


def test_a_variant_is_mined_with_its_own_start_and_named_in_the_build(tmp_path):
    path = tmp_path / "d4.json"
    assert main(["build", "--game", "dice", "--variant", "4x4-rolled", "--seed", "1",
                 "--games", "1", "--max-plies", "6", "--progress", "none", "--out",
                 str(path)]) == 0
    assert json.loads(path.read_text())["build"]["variant"] == "4x4-rolled"
    assert main(["build", "--game", "dice", "--variant", "9x9", "--games", "1", "--out",
                 str(path)]) == 2


def test_stats_counts_a_file_by_board_theme_and_legal_moves(tmp_path, capsys):
    from ringworld_nb.puzzles import puzzles
    from ringworld_nb.puzzles.stats import file_stats
    from ringworld_nb.puzzles.store import write_file

    shipped = puzzles("dice")
    small = [p for p in shipped if "3x3" in p.theme][:2] + \
        [next(p for p in shipped if "4x4" in p.theme)]
    path = tmp_path / "three.json"
    write_file(path, "dice", tuple(small), {})
    stats = file_stats("dice", path)
    assert stats.total == 3 and stats.variants == {"3x3": 2, "4x4": 1}
    assert stats.themes["3x3"] == 2 and stats.themes["4x4"] == 1
    legal = [len(p.start().legal_moves()) for p in small]
    assert stats.min_legal == min(legal) and sum(stats.legal.values()) == 3
    assert stats.accepting == sum(1 for p in small if p.accept)
    assert main(["stats", "--game", "dice", "--file", str(path)]) == 0
    out = capsys.readouterr().out
    assert "dice: 3 puzzles" in out and "3x3 2, 4x4 1" in out
    assert f"at least {min(legal)} (" in out
