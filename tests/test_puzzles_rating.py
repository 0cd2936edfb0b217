"""Glicko-2 against Glickman's worked example, and the attempts kept in the progress file."""

from __future__ import annotations

import json

import pytest

from ringworld_nb.learn.progress import Progress
from ringworld_nb.puzzles.rating import Glicko2, update_pair


def test_glickman_example():
    """Glickman, 'Example of the Glicko-2 system' (2013): a player of 1500 +- 200, sigma
    0.06, tau 0.5, beats a 1400 +- 30 and loses to 1550 +- 100 and 1700 +- 300: 1464.06
    +- 151.52, sigma 0.05999 (the paper rounds its steps; we agree to 0.01)."""
    after = Glicko2(1500, 200, 0.06).update(
        [(Glicko2(1400, 30), 1.0), (Glicko2(1550, 100), 0.0), (Glicko2(1700, 300), 0.0)],
        tau=0.5)
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)


def test_no_games_only_widens_the_deviation():
    after = Glicko2(1500, 200, 0.06).update([])
    assert after.rating == 1500 and after.deviation == pytest.approx(200.27, abs=0.01)


def test_a_solved_puzzle_raises_the_player_and_lowers_the_puzzle():
    player, puzzle = update_pair(Glicko2(), Glicko2(1500, 200), solved=True)
    assert player.rating > 1500 > puzzle.rating
    player, puzzle = update_pair(Glicko2(), Glicko2(1500, 200), solved=False)
    assert player.rating < 1500 < puzzle.rating


def test_bad_ratings_are_refused():
    with pytest.raises(ValueError):
        Glicko2(1500, 0)
    with pytest.raises(TypeError):
        Glicko2(float("nan"))
    with pytest.raises(ValueError):
        Glicko2().update([(Glicko2(), 2.0)])


def test_progress_round_trip_and_old_files(tmp_path):
    path = tmp_path / "learn_progress.json"
    old = {"format": 1, "stars": {"ringworld/birth2": 3}, "next": {"ringworld": "birth3"}}
    path.write_text(json.dumps(old))
    progress = Progress(path)  # a file of before the puzzles loads as it was
    assert progress.message is None and progress.stars("ringworld/birth2") == 3
    assert progress.puzzle_player("dice") is None
    assert progress.puzzle_attempts("dice/dice-0001") == (0, 0)
    progress.record_puzzle("dice/dice-0001", True, (1600.0, 250.0, 0.06),
                           (1400.0, 190.0, 0.06))
    progress.record_puzzle("dice/dice-0001", False, (1580.0, 240.0, 0.06),
                           (1420.0, 185.0, 0.06))
    again = Progress(path)
    assert again.stars("ringworld/birth2") == 3
    assert again.puzzle_player("dice") == (1580.0, 240.0, 0.06)
    assert again.puzzle_rating("dice/dice-0001") == (1420.0, 185.0, 0.06)
    assert again.puzzle_attempts("dice/dice-0001") == (1, 1)
    assert again.puzzles_tried("dice") == {"dice-0001": (1, 1)}
    again.reset("dice")
    assert Progress(path).puzzle_player("dice") is None


@pytest.mark.parametrize("section", [
    [1, 2], {"players": {"chess": [1500, 350, 0.06]}},
    {"ratings": {"dice/x": [1500, -1, 0.06]}}, {"attempts": {"dice/x": [1, -1]}},
    {"attempts": {"dice": [1, 1]}}, {"scores": {}}])
def test_damaged_puzzle_section_is_reported_and_replaced(tmp_path, section):
    path = tmp_path / "learn_progress.json"
    path.write_text(json.dumps({"format": 1, "stars": {}, "next": {}, "puzzles": section}))
    progress = Progress(path)
    assert progress.message and "could not be read" in progress.message
    assert (tmp_path / "learn_progress.json.damaged").exists()
    assert progress.puzzle_player("dice") is None
