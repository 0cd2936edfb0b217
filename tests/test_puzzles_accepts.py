"""Every move to find accepts each move that meets the goal as well, not only the last
(the puzzle's ``accepts``): from Nim's heaps 3, 5, 7 three first moves win (1:1, 2:1, 3:1
leave a nim-sum of 0), and a puzzle there takes each of them and goes on from it as the
build would have cooked it (the tests' Nim, judged by the exact search)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from nim_game import Nim, nim_sum, registered

from ringworld_nb.puzzles import check, load_file
from ringworld_nb.puzzles.budget import Budget
from ringworld_nb.puzzles.build import to_puzzles
from ringworld_nb.puzzles.judge import rest_of
from ringworld_nb.puzzles.mine import Found, cook
from ringworld_nb.puzzles.model import Puzzle
from ringworld_nb.puzzles.store import write_file
from ringworld_nb.puzzles.verify import verify


@pytest.fixture(autouse=True)
def nim_registered():
    with registered():
        yield


def _puzzle() -> Puzzle:
    cooked = cook(Nim((3, 5, 7)), Budget())
    found = Found({"heaps": [3, 5, 7]}, [], list(cooked.line), 1, ["three-moves"], 1500,
                  0, 0, {}, list(cooked.accept), [list(o) for o in cooked.accepts])
    return to_puzzles("nim", [found])[0]


def test_the_build_finds_the_other_winning_moves_of_every_move_to_find() -> None:
    cooked = cook(Nim((3, 5, 7)), Budget())
    assert cooked.line[0] == "1:1" and set(cooked.accepts[0]) == {"2:1", "3:1"}
    assert len(cooked.accepts) == len(cooked.answers) == 3
    puzzle = _puzzle()
    assert puzzle.others_at(0) == cooked.accepts[0] and puzzle.others_at(2) == puzzle.accept


def _play_through(puzzle: Puzzle, first: str) -> list[str]:
    """Play ``first``, then each move still to find, as a solver would; the statuses."""
    moves: list[str] = []
    statuses = []
    move = first
    while True:
        verdict = check(puzzle, moves, move)
        statuses.append(verdict.status)
        if verdict.status != "right":
            return statuses
        moves += [verdict.played, *verdict.reply]
        move = rest_of(puzzle, moves)[0]


@pytest.mark.parametrize("first", ["1:1", "2:1", "3:1"])
def test_each_winning_first_move_is_right_and_the_puzzle_goes_on_to_solved(first: str) -> None:
    puzzle = _puzzle()
    statuses = _play_through(puzzle, first)
    assert statuses[-1] == "solved" and set(statuses[:-1]) <= {"right"}


def test_after_another_winning_move_the_line_goes_on_from_it() -> None:
    puzzle = _puzzle()
    verdict = check(puzzle, [], "2:1")
    assert verdict.status == "right" and "meets the goal as well" in verdict.message
    game = Nim((3, 5, 7))
    for text in ("2:1", *verdict.reply):
        game.play(text)
    rest = rest_of(puzzle, ["2:1", *verdict.reply])
    game.play(rest[0])
    assert nim_sum(game.heaps) == 0  # the move to find there wins again
    assert check(puzzle, [], "1:2").status == "wrong"


def test_the_file_keeps_them_and_an_old_file_still_reads(tmp_path: Path) -> None:
    puzzle = _puzzle()
    path = tmp_path / "nim.json"
    write_file(path, "nim", (puzzle,), {})
    again = load_file(path, "nim")[0]
    assert again.accepts == puzzle.accepts and again.accept == puzzle.accept
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["puzzles"][0]["accepts"]  # a file of before: only the last move's
    path.write_text(json.dumps(data), encoding="utf-8")
    old = load_file(path, "nim")[0]
    assert old.accepts == () and old.others_at(0) == () and check(old, [], "2:1").status \
        == "wrong"


def test_the_check_of_a_file_sees_them() -> None:
    puzzle = _puzzle()
    assert verify(puzzle).ok, verify(puzzle)


def test_the_puzzle_trainer_goes_on_after_another_accepted_move(tmp_path: Path) -> None:
    """Connect Four 4 x 4 (the fourth game of the tests): at the second move to find, d
    wins as well as b; played in the puzzle trainer, it is right, the reply comes, and
    the line after it solves the puzzle."""
    four = pytest.importorskip("connect_four", reason="make test installs tests/fourth_game")
    from ringworld_nb.learn import Progress
    from ringworld_nb.trainers.levels import new_app
    from ringworld_nb.trainers.puzzles import PuzzleTrainer

    start = four.ConnectFour(4, 4)
    for text in "acccb":
        start.play(text)
    cooked = cook(start, Budget())
    found = Found({"columns": 4, "rows": 4}, list("acccb"), list(cooked.line),
                  start.to_move, ["three-moves"], 1500, 0, 5, {}, list(cooked.accept),
                  [list(o) for o in cooked.accepts])
    puzzle = to_puzzles("connect4", [found])[0]
    assert puzzle.solution[:3] == ("c", "a", "b") and puzzle.others_at(1) == ("d",)
    app = new_app("connect4")
    trainer = PuzzleTrainer(app, "connect4", Progress(tmp_path / "p.json"))
    app.attach_trainer(trainer)
    trainer.start(puzzle)
    app.play(app.game.parse("c"))
    assert "Right." in app.message.value and trainer.moves == ["c", "a"]
    app.play(app.game.parse("d"))
    assert "Right." in app.message.value, app.message.value
    assert trainer.moves[2] == "d" and len(trainer.moves) == 4
    while not trainer.solved:
        app.play(app.game.parse(rest_of(puzzle, trainer.moves)[0]))
    assert "Solved" in app.message.value and "your move d" in app.message.value
    assert app.game.history[5:8] == (2, 0, 3)  # c, the reply a, then d


def test_the_goal_of_a_line_says_that_a_move_as_good_counts() -> None:
    goal = _puzzle().goal
    assert "3 moves of yours" in goal and "a move as good as the search's best counts" in goal
