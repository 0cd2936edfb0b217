"""The package protocol (ringworld_nb.core.protocol), tested once over every game.

Each game gives a factory and a ``state`` function (everything a player can see); the
tests play seeded random games through the protocol alone. To add a game, add one
line to GAMES (and its counts to PERFT).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, NamedTuple

import pytest

from ringworld_nb.core import (
    RESIGNATION,
    Game,
    IllegalMoveError,
    NotationError,
    Outcome,
    Record,
    SearchGame,
)
from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.ringworld import RingWorld


def ring_state(game: RingWorld) -> tuple:
    return (tuple(tuple(a.tolist()) for a in game.all_rings().values()), game.to_move,
            game.outcome, game.history, game._passes)


def dice_state(game: DiceOfDoom) -> tuple:
    return game.key(), game.outcome, game.history, game.outcomes


def renaissance_state(game: Renaissance) -> tuple:
    return game.key(), game.history


#: A Renaissance board after setup (docs/rules.md §3.6), for Phase 1 counts.
RENAISSANCE_LAYOUT = """
A.BBCC.
ADB.ECC
ADFEEE.
ADF#GHH
.IIIGHH
JKKGG..
JK.LLMM
"""


class Case(NamedTuple):
    new: Callable[[], Any]
    state: Callable[[Any], tuple]


GAMES: dict[str, Case] = {
    "ringworld L3": Case(lambda: RingWorld(3), ring_state),
    "ringworld L4": Case(lambda: RingWorld(4, max_turns=300), ring_state),
    "dice 2x2 v1": Case(lambda: DiceOfDoom(2, version=1, seed=5), dice_state),
    "dice 3x3 v1": Case(lambda: DiceOfDoom(3, version=1, seed=3), dice_state),
    "dice 3x3 v2": Case(lambda: DiceOfDoom(3, version=2, seed=6), dice_state),
    "dice 3x3 4 players": Case(lambda: DiceOfDoom(3, players=4, seed=3), dice_state),
    "renaissance set": Case(lambda: Renaissance(seed=1), renaissance_state),
    "renaissance phase1": Case(lambda: Renaissance.from_layout(RENAISSANCE_LAYOUT),
                               renaissance_state),
}

#: perft: the number of legal move sequences of length 1, 2, 3, ... from the start.
#: Chance (the rolled attacks of Dice of Doom version 2) is not counted: each attack
#: is one decision, and the count goes on after it as if it won (``outcome="win"``).
PERFT: dict[str, list[int]] = {
    "ringworld L3": [64, 3584, 333984],
    "ringworld L4": [384, 144576],
    "dice 2x2 v1": [1, 1, 3, 5, 3],
    "dice 3x3 v1": [6, 24, 44, 95, 234],
    "dice 3x3 v2": [10, 73, 338, 962, 1637],
    "dice 3x3 4 players": [6, 24, 49, 127, 257],
    # from the start of setup (Silver's placements, then Gold's) and from a layout
    # (Phase 1: the 8 cells around the centre and the offer, then the answers...)
    "renaissance set": [772, 426996],
    "renaissance phase1": [9, 66, 652, 13584],
}

names = pytest.mark.parametrize("name", list(GAMES))


def push_decision(game: Any, move: Any) -> None:
    """push, with a rolled attack resolved as a win (the perft convention)."""
    if getattr(game, "attack", None) == "roll" and not move.is_pass:
        game.push(move, outcome="win")
    else:
        game.push(move)


def perft(game: Any, depth: int) -> int:
    moves = game.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        push_decision(game, move)
        total += perft(game, depth - 1)
        game.undo()
    return total


def random_game(name: str, seed: int) -> tuple[Any, list[tuple]]:
    """A game played to its end with random legal moves; the state after each move."""
    case = GAMES[name]
    game = case.new()
    rng = random.Random(seed)
    states = [case.state(game)]
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
        states.append(case.state(game))
    return game, states


def check_end(game: Any) -> None:
    outcome = game.outcome
    assert game.is_over == (outcome is not None)
    if outcome is None:
        assert game.winner is None and game.legal_moves()
        return
    assert isinstance(outcome, Outcome) and isinstance(outcome.reason, str)
    assert isinstance(outcome.winners, tuple) and outcome.winners == tuple(sorted(
        set(outcome.winners)))
    assert game.winner == (outcome.winners[0] if len(outcome.winners) == 1 else None)
    assert game.legal_moves() == []


@names
def test_speaks_the_protocol(name: str) -> None:
    game = GAMES[name].new()
    assert isinstance(game, Game) and isinstance(game, SearchGame)
    assert game.history == () and game.last_events() == [] and game.outcome is None
    with pytest.raises(IllegalMoveError, match="nothing to undo"):
        game.undo()


@names
def test_random_play_to_the_end_and_undo_back(name: str) -> None:
    for seed in range(2):
        game, states = random_game(name, seed)
        check_end(game)
        assert GAMES[name].state(game) == states[-1]
        with pytest.raises(IllegalMoveError):
            game.play(GAMES[name].new().legal_moves()[0])
        history = game.history
        while game.history:
            move = game.undo()
            assert move == history[len(game.history)]
            states.pop()
            assert GAMES[name].state(game) == states[-1]
            check_end(game)


@names
def test_clones_are_independent(name: str) -> None:
    case = GAMES[name]
    game, _ = random_game(name, 3)
    while len(game.history) > len(game.history) // 2 and game.history:
        game.undo()
    before = case.state(game)
    clone = game.clone()
    assert case.state(clone) == before
    rng = random.Random(4)
    while not clone.is_over:
        clone.play(rng.choice(clone.legal_moves()))
    assert case.state(game) == before
    after_clone = case.state(clone)
    if game.history:
        game.undo()
    if not game.is_over:
        game.play(game.legal_moves()[-1])
    assert case.state(clone) == after_clone


@names
def test_record_round_trip(name: str) -> None:
    case = GAMES[name]
    for seed in range(2):
        game, _ = random_game(name, seed)
        for _ in range(seed * len(game.history) // 3):
            game.undo()  # the second game is left unfinished
        text = game.record().to_json()
        again = type(game).from_record(Record.from_json(text))
        assert case.state(again) == case.state(game)
        assert again.record().to_json() == text


@names
def test_a_refused_move_changes_nothing(name: str) -> None:
    case = GAMES[name]
    rng = random.Random(9)
    game = case.new()
    seen: set = set()
    refused = 0
    while not game.is_over:
        legal = game.legal_moves()
        events = game.last_events()
        before = case.state(game)
        for move in list(seen - set(legal))[:5]:
            with pytest.raises(IllegalMoveError):
                game.play(move)
            refused += 1
        with pytest.raises(NotationError):
            game.play("no such move")
        assert case.state(game) == before and game.last_events() == events
        seen.update(legal)
        game.play(rng.choice(legal))
    assert refused or len(game.history) < 3


@names
def test_notation_round_trip_on_every_legal_move(name: str) -> None:
    game = GAMES[name].new()
    rng = random.Random(11)
    while not game.is_over:
        if len(game.history) % 4 == 0:
            for move in game.legal_moves():
                text = game.notation(move)
                assert isinstance(text, str) and game.parse(text) == move, text
        game.play(rng.choice(game.legal_moves()))


@names
def test_push_and_play_reach_the_same_state(name: str) -> None:
    case = GAMES[name]
    rng = random.Random(12)
    game = case.new()
    while not game.is_over:
        move = rng.choice(game.legal_moves())
        pushed = game.clone()
        pushed.push(move)
        by_text = game.clone()
        events = game.play(move)
        assert by_text.play(game.notation(move)) == events
        assert case.state(pushed) == case.state(game) == case.state(by_text)
        assert game.last_events() == events
        assert pushed.last_events() == events  # found again by a replay
    # after undo, last_events is the previous move's, found again
    previous = game.clone()
    previous.undo()
    expected = previous.last_events()
    game.undo()
    assert game.last_events() == expected


@pytest.mark.parametrize("name", list(PERFT))
def test_perft(name: str) -> None:
    game = GAMES[name].new()
    start = GAMES[name].state(game)
    counts = [perft(game, depth) for depth in range(1, len(PERFT[name]) + 1)]
    assert counts == PERFT[name]
    assert GAMES[name].state(game) == start


def test_resignation_is_undone_first_and_said_so() -> None:
    game, _ = random_game("ringworld L3", 5)
    while game.is_over:
        game.undo()
    moves = len(game.history)
    events = game.last_events()
    loser = game.to_move
    game.resign()
    assert game.outcome == Outcome((3 - loser,), "resignation") and game.winner == 3 - loser
    assert game.last_events() == events  # a resignation is not a move
    assert game.undo() is RESIGNATION
    assert not game.is_over and len(game.history) == moves


# Records written by the code before the protocol (kept as they were saved): they load.
OLD_RECORDS = {
    'ringworld won': (
        '{"format": "ringworld_nb.record", "version": 1, "game": "ringworld", "options": {"or'
        'der": 3}, "moves": ["57@6", "02@1", "23@2", "54@5", "61@2", "04@0", "40@6", "-@7", "'
        '03@2", "34@7", "-@0", "-@5", "-@6", "05@6", "-@4", "-@6", "-@0", "-@3", "-@0", "-@0"'
        ', "-@7", "-@3", "-@2", "-@4", "-@1", "-@3", "-@2", "-@3", "47@1", "-@1", "-@7", "-@6'
        '", "-@0"], "comments": {}, "result": {"winner": 1, "reason": "top ring"}}'
        , (1,), 'top ring'),
    'ringworld draw': (
        '{"format": "ringworld_nb.record", "version": 1, "game": "ringworld", "options": {"or'
        'der": 3, "max_turns": 6}, "moves": ["45@4", "33@3", "11@4", "73@7", "03@0", "26@6"],'
        ' "comments": {}, "result": {"winner": 0, "reason": "move limit"}}'
        , (), 'move limit'),
    'ringworld resigned': (
        '{"format": "ringworld_nb.record", "version": 1, "game": "ringworld", "options": {"or'
        'der": 3}, "moves": ["00@0", "67@6", "25@0", "51@5"], "comments": {}, "result": {"win'
        'ner": 2, "reason": "resignation"}}'
        , (2,), 'resignation'),
    'dice v2': (
        '{"format": "ringworld_nb.record", "version": 1, "game": "dice", "options": {"size": '
        '3, "players": 2, "max_dice": 3, "version": 2, "attack": "roll", "reinforcement": "ca'
        'ptured", "ending": "all_pass", "seed": 4, "fair_start": false, "start": {"board": ["'
        'B2 B1 B2", "B2 B3 B2", "B1 A3 A3"], "to_move": 0}}, "moves": ["b3-b2 win 265:226", "'
        'c3-c2 win 664:62", "b2-a1 lose 21:25", "c2-c1 win 65:42", "pass", "a2-b2 lose 43:55"'
        ', "pass", "b2-a2 win 63:6", "pass", "a1-a2 lose 21:4", "pass", "c2-b1 lose 31:4", "c'
        '1-b1 lose 14:6", "pass", "pass", "b3-a3 win 43:6", "pass", "pass", "pass"], "comment'
        's": {}, "result": {"winners": [0], "scores": [7, 2], "reason": "passes"}}'
        , (0,), 'passes'),
}


@pytest.mark.parametrize("key", list(OLD_RECORDS))
def test_old_records_still_load(key: str) -> None:
    text, winners, reason = OLD_RECORDS[key]
    record = Record.from_json(text)
    game = (RingWorld if record.game == "ringworld" else DiceOfDoom).from_record(record)
    assert game.outcome == Outcome(winners, reason)
    assert game.record().moves == record.moves
