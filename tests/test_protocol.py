"""The package protocol (ringworld_nb.core.protocol), tested over every game.

The conformance kit (``ringworld_nb.testing.check_game``, its rules in docs/kit.md)
runs over every game the registry lists - a game of another package registered through
the entry point group ``ringworld_nb.games`` included, such as tests/fourth_game's
Connect Four - and over the package's variants below, with their perft counts. What
the kit cannot know stays here: a game's whole state compared after undo and in
clones (``state``), perft with Dice of Doom's chance, the winner of a resignation and
records written before the protocol.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, NamedTuple

import pytest

from ringworld_nb.core import (
    RESIGNATION,
    Outcome,
    Record,
)
from ringworld_nb.core.registry import names as registered_names
from ringworld_nb.core.registry import spec
from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.ringworld import RingWorld
from ringworld_nb.testing import check_game


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

names = pytest.mark.parametrize("name", list(GAMES))


#: perft of the registered games' default starts, where a test knows it.
REGISTERED_PERFT: dict[str, dict[int, int]] = {
    "ringworld": {1: 64, 2: 3584, 3: 333984},
    "renaissance": {1: 772, 2: 426996},
    "connect4": {1: 7, 2: 49, 3: 343, 4: 2401},
}


@pytest.mark.parametrize("name", registered_names())
def test_the_kit_passes_every_registered_game(name: str) -> None:
    report = check_game(spec(name).new_game, perft=REGISTERED_PERFT.get(name))
    assert report.finished >= 1 and "undo" in report.rules, report


#: The variants the kit checks besides the registered starts: the perft counts (without
#: chance) and how many random games (a game of L4 is long).
KIT_VARIANTS: dict[str, tuple[dict[int, int] | None, dict[str, int]]] = {
    "ringworld L4": ({1: 384, 2: 144576}, {"games": 1, "max_plies": 120}),
    "dice 2x2 v1": ({1: 1, 2: 1, 3: 3, 4: 5, 5: 3}, {}),
    "dice 3x3 v1": ({1: 6, 2: 24, 3: 44, 4: 95, 5: 234}, {}),
    "dice 3x3 v2": (None, {}),
    "dice 3x3 4 players": ({1: 6, 2: 24, 3: 49, 4: 127, 5: 257}, {}),
    "renaissance phase1": ({1: 9, 2: 66, 3: 652, 4: 13584}, {"games": 2}),
}


@pytest.mark.parametrize("name", list(KIT_VARIANTS))
def test_the_kit_passes_the_variants(name: str) -> None:
    perft, settings = KIT_VARIANTS[name]
    check_game(GAMES[name].new, perft=perft, **settings)


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


@names
def test_undo_gives_back_the_whole_state(name: str) -> None:
    game, states = random_game(name, 0)
    while game.history:
        game.undo()
        states.pop()
        assert GAMES[name].state(game) == states[-1]


@names
def test_clones_are_independent_in_the_whole_state(name: str) -> None:
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
def test_a_record_replays_to_the_whole_state(name: str) -> None:
    game, _ = random_game(name, 1)
    again = type(game).from_record(Record.from_json(game.record().to_json()))
    assert GAMES[name].state(again) == GAMES[name].state(game)


def test_perft_with_chance_counts_each_attack_once() -> None:
    game = GAMES["dice 3x3 v2"].new()
    start = dice_state(game)
    assert [perft(game, depth) for depth in range(1, 6)] == [10, 73, 338, 962, 1637]
    assert dice_state(game) == start


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
