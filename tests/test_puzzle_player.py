"""The puzzle app (issue 19, item 5), driven as a player would: a wrong move refused
with the board unchanged and the rating moved once, the solution with the replies played,
Show me, Next puzzle near the rating, the theme filter, the progress file."""

from __future__ import annotations

import re

import pytest

from ringworld_nb.learn import Progress
from ringworld_nb.puzzles import puzzles
from ringworld_nb.trainers.puzzles import PuzzlePlayer

GAMES = ("ringworld", "dice", "renaissance")


def text(app) -> str:
    return re.sub("<[^>]+>", "", app.message.value)


def solve(app) -> None:
    mode = app.trainer
    for move_text in mode.puzzle.solution[len(mode.moves):]:
        if mode.solved:
            return
        if app.game.to_move == mode.puzzle.mover:
            app.play(app.game.parse(move_text))


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_move_then_the_solution(game, tmp_path) -> None:
    path = tmp_path / "progress.json"
    app = PuzzlePlayer(game, progress=str(path))
    mode = app.trainer
    puzzle = mode.puzzle
    assert puzzle.goal in mode.goal.value.replace("&#x27;", "'")
    assert "themes:" not in mode.goal.value  # (they would give the answer away)
    start = app.game.record().to_json()
    wrong = next(m for m in app.game.legal_moves()
                 if app.game.notation(m) != puzzle.solution[0]
                 and not _wins(app.game, m, puzzle.mover))
    app.play(wrong)
    assert text(app).startswith(f"Not {app.game.notation(wrong)}")
    assert app.game.record().to_json() == start  # the board stays
    assert Progress(path).puzzle_attempts(f"{game}/{puzzle.id}") == (0, 1)
    solve(app)
    assert mode.solved and "Solved (on a later try)" in text(app)
    assert "themes:" in mode.goal.value
    assert Progress(path).puzzle_attempts(f"{game}/{puzzle.id}") == (0, 1)  # rated once
    assert list(app.game.record().moves[-len(puzzle.solution):]) == list(puzzle.solution)


def _wins(game, move, mover) -> bool:
    trial = game.clone()
    trial.play(move)
    return trial.is_over and trial.outcome.winner == mover


def test_solved_at_once_raises_the_rating_and_next_puzzle_is_another(tmp_path) -> None:
    app = PuzzlePlayer("dice", progress=str(tmp_path / "p.json"))
    mode = app.trainer
    first = mode.puzzle
    before = mode.rating.value
    solve(app)
    assert "Solved!" in text(app) and mode.rating.value != before
    mode.next_button.click()
    assert mode.puzzle.id != first.id and not mode.solved and not app.game.is_over


def test_show_me_plays_the_solution_and_counts_as_not_solved(tmp_path) -> None:
    path = tmp_path / "p.json"
    app = PuzzlePlayer("renaissance", progress=str(path))
    mode = app.trainer
    mode.show_button.click()  # (no event loop: at once)
    assert mode.solved and "The solution: " in text(app)
    assert Progress(path).puzzle_attempts(f"renaissance/{mode.puzzle.id}") == (0, 1)


def test_the_theme_menu_keeps_puzzles_of_one_theme(tmp_path) -> None:
    app = PuzzlePlayer("ringworld", theme="death", progress=str(tmp_path / "p.json"))
    mode = app.trainer
    assert "death" in mode.puzzle.theme
    mode.theme_menu.value = "occupation"
    assert "occupation" in mode.puzzle.theme
    assert {p.id for p in puzzles("ringworld") if "occupation" in p.theme}


def test_bad_game_is_refused() -> None:
    with pytest.raises(ValueError, match="game must be one of"):
        PuzzlePlayer("chess")


def test_the_theme_menu_shows_every_theme_first_and_resign_is_hidden(tmp_path) -> None:
    app = PuzzlePlayer("ringworld", progress=str(tmp_path / "p.json"))
    menu = app.trainer.theme_menu
    assert menu.label == "every theme" and menu.value == ""  # a named choice, not blank
    assert app.resign_button.layout.display == "none"  # a puzzle is not resigned


@pytest.mark.parametrize("game", GAMES)
def test_a_solved_puzzle_says_why_it_wins(game, tmp_path) -> None:
    """Issue 24, Dice of Doom 6: puzzles were solved without seeing why they win. The
    solution's line is told in the game's words, move by move, with where it leaves the
    solver."""
    app = PuzzlePlayer(game, progress=str(tmp_path / "p.json"))
    mode = app.trainer
    solve(app)
    said = text(app).replace("&#x27;", "'")
    assert mode.solved and "Solved!" in said and "Why it works: " in said, said
    first = mode.puzzle.solution[0]
    assert f"{first}: " in said.split("Why it works: ", 1)[1]
    assert len(mode.told) == len(mode.puzzle.solution)
    mode.retry_button.click()
    assert mode.told == [] and "Why it works" not in text(app)
    mode.show_button.click()  # (no event loop: at once) - shown, it says why too
    assert "The solution: " in text(app) and "Why it works: " in text(app)
