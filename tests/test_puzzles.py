"""The shipped puzzles: they load, there are enough, they replay (the one-answer rules
and the check at 25 times the mining search: test_puzzles_answers.py); check(),
next_puzzle(), bad files."""

from __future__ import annotations

import json
import random

import pytest

from ringworld_nb.core.errors import ArgumentError, IllegalMoveError, RecordError
from ringworld_nb.learn.progress import Progress
from ringworld_nb.puzzles import (
    Puzzle,
    PuzzleFileError,
    attempt,
    check,
    load_file,
    next_puzzle,
    player_rating,
    puzzles,
    themes,
)
from ringworld_nb.puzzles.store import data_path
from ringworld_nb.ringworld import RingWorld

#: The games of the package, which ship puzzles.
GAMES = ("ringworld", "dice", "renaissance")


@pytest.mark.parametrize("game", GAMES)
def test_every_shipped_file_loads_with_enough_puzzles(game):
    found = puzzles(game)
    assert len(found) >= 100
    assert len({p.id for p in found}) == len(found)
    for p in found:
        assert p.game == game and p.solution and p.theme and p.goal.strip()
        assert 600 <= p.rating <= 2600


@pytest.mark.parametrize("game", GAMES)
def test_every_solution_is_legal_from_the_start(game):
    for p in puzzles(game):
        position = p.start()
        assert position.to_move == p.mover, p.id
        assert not position.is_over, p.id
        for text in p.solution:
            position.play(text)  # raises for an illegal move


def test_the_ring_world_has_top_ring_puzzles_each_the_only_top_take():
    from ringworld_nb.puzzles.search import wins_at_once

    found = puzzles("ringworld")
    numbers = [int(p.id.rsplit("-", 1)[1]) for p in found]
    assert numbers == sorted(numbers)  # (the survivors of a prune keep their ids)
    top = [p for p in found if "top-ring" in p.theme]
    assert len(top) >= 10 and any("held-ring" in p.theme for p in found)
    for p in top:
        game = p.start()
        wins = wins_at_once(game)
        assert len(wins) <= 1, p.id  # a first move that takes the top ring is the only one
        if "one-move" in p.theme:
            assert wins == [game.parse(p.solution[0])], p.id
        assert "take the top position" in p.goal, p.id


def test_unknown_game():
    with pytest.raises(ArgumentError):
        puzzles("chess")


@pytest.mark.parametrize("damage, words", [
    ("{not json", "not valid JSON"),
    (json.dumps({"format": "x"}), "'format'"),
    (json.dumps({"format": "ringworld_nb.puzzles", "version": 1, "game": "dice",
                 "puzzles": [{"id": "a"}]}), "puzzle 1 ('a'): missing"),
    (json.dumps({"format": "ringworld_nb.puzzles", "version": 1, "game": "ringworld",
                 "puzzles": []}), "not of 'dice'"),
])
def test_a_damaged_file_is_a_clear_error(tmp_path, damage, words):
    path = tmp_path / "dice.json"
    path.write_text(damage)
    with pytest.raises(PuzzleFileError) as caught:
        load_file(path, "dice")
    assert str(path) in str(caught.value) and words in str(caught.value)
    assert isinstance(caught.value, RecordError)


def test_a_puzzle_with_a_wrong_field_names_it(tmp_path):
    data = json.loads(data_path("dice").read_text())
    data["puzzles"][3]["mover"] = 7
    path = tmp_path / "dice.json"
    path.write_text(json.dumps(data))
    with pytest.raises(PuzzleFileError, match="puzzle 4 .*'mover' is 7"):
        load_file(path)


def _longest(game):
    return max(puzzles(game), key=lambda p: len(p.solution))


def test_check_right_reply_wrong_and_solved():
    p = next(p for g in GAMES for p in puzzles(g) if len(p.solution) >= 3
             and p.start().to_move == p.mover)
    game = p.start()
    first = check(p, [], p.solution[0])
    assert first.right and first.expected == p.solution[0]
    done = list(p.solution[:1])
    trial = game.clone()
    trial.play(p.solution[0])
    replies = []
    for text in p.solution[1:]:
        if trial.to_move == p.mover:
            break
        replies.append(text)
        trial.play(text)
    assert first.reply == tuple(replies)
    moves = list(p.solution)
    # play on to the end: the last move to find solves it
    at = len(done) + len(replies)
    while True:
        verdict = check(p, moves[:at], moves[at])
        at += 1 + len(verdict.reply)
        if verdict.solved:
            break
        assert verdict.status == "right"
    assert at == len(moves)
    wrong = next(m for m in game.legal_moves() if game.notation(m) != p.solution[0]
                 and not _wins(game, m, p.mover))
    verdict = check(p, [], wrong)
    assert verdict.status == "wrong" and not verdict.right and not verdict.reply
    with pytest.raises(ArgumentError):
        check(p, ["nonsense"], p.solution[1])


def _wins(game, move, mover):
    trial = game.clone()
    trial.play(move)
    return trial.is_over and trial.winner == mover


def _two_wins(seed):
    """A Ring World game (random moves from ``seed``) at a position where the mover has
    two moves that take the top ring, and those moves; None if the game never has one."""
    rng = random.Random(seed)
    game = RingWorld(3)
    while not game.is_over:
        wins = [m for m in game.legal_moves() if _wins(game, m, game.to_move)]
        if len(wins) >= 2:
            return game, wins
        game.play(game.random_move(rng))
    return None


def test_check_accepts_any_move_that_wins_at_once_at_the_end():
    found = next(f for f in map(_two_wins, range(200)) if f is not None)
    game, wins = found
    record = game.record()
    p = Puzzle("made-1", "ringworld", record.options, tuple(record.moves),
               (game.notation(wins[0]),), game.to_move, ("top-ring", "one-move"), 900,
               "Take the top ring.")
    assert check(p, [], wins[0]).solved
    other = check(p, [], game.notation(wins[1]))
    assert other.solved and "another move" in other.message
    loser = next(m for m in game.legal_moves() if m not in wins)
    assert check(p, [], loser).status == "wrong"


def test_check_refuses_an_illegal_move():
    p = puzzles("dice")[0]
    with pytest.raises((IllegalMoveError, ValueError)):
        check(p, [], "a1-a1")


def test_next_puzzle_near_the_rating_by_theme_and_deterministic(tmp_path):
    progress = Progress(tmp_path / "p.json")
    for game in GAMES:
        tags = themes(game)
        assert tags and all(n > 0 for n in tags.values())
        tag = min(tags, key=tags.get)
        chosen = next_puzzle(game, progress, tag, seed=1)
        assert chosen is not None and tag in chosen.theme
        assert next_puzzle(game, progress, tag, seed=1) == chosen
        assert next_puzzle(game, progress, "no-such-theme") is None
    first = next_puzzle("dice", progress)
    before = player_rating(progress, "dice").rating
    player, rated = attempt(progress, first, solved=True)
    assert player.rating > before and rated.rating < first.rating
    assert progress.puzzles_tried("dice") == {first.id: (1, 0)}
    assert Progress(tmp_path / "p.json").puzzle_attempts(f"dice/{first.id}") == (1, 0)
    # a solved puzzle is not offered again while others are left
    again = [next_puzzle("dice", progress, seed=s) for s in range(5)]
    assert first not in again


def test_a_first_move_that_wins_at_once_must_be_the_only_one():
    from ringworld_nb.puzzles.mine import Budget, cook
    from ringworld_nb.puzzles.only import answer

    game, wins = next(f for f in map(_two_wins, range(200)) if f is not None)
    problem = answer(game, Budget(), first=True)
    assert isinstance(problem, str) and "win at once too" in problem
    assert cook(game, Budget()).answers == ()  # the miner drops it
    assert not isinstance(answer(game, Budget()), str)  # (later in a line: any take counts)
