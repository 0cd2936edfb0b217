"""Thousands of random games of The Ring World: invariants, undo, clone, records.

The fast engine keeps many derived counts incrementally; these tests recompute them
from the board contents alone (through the public geometry) and compare.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from ringworld_nb import IllegalMoveError, Record, RingWorld
from ringworld_nb.ringworld import Move


def internal_state(game: RingWorld) -> tuple:
    """Everything the engine keeps, in a comparable form (for exact-undo checks)."""
    return (
        tuple(game._cell),
        tuple(game._cnt[1]),
        tuple(game._cnt[2]),
        tuple(frozenset(s) for s in game._rotatable),
        frozenset(game._open),
        tuple(frozenset(s) for s in game._majority),
        tuple(tuple(x) for x in game._level_count),
        tuple(frozenset(s) for s in game._dirty),
        game.to_move,
        game.winner,
        game.outcome,
        game._passes,
        game.history,
    )


def expected_placements(game: RingWorld) -> list[int]:
    board, l1, l2 = game.board, game.rings(1), game.rings(2)
    del l2
    return [
        i
        for i in range(board.count(1))
        if l1[i] == 0
        and any(all(l1[c] == 0 for c in board.children(2, p)) for p in board.parents(1, i))
    ]


def expected_rotatable(game: RingWorld, colour: int) -> list[tuple[int, int]]:
    board = game.board
    found = []
    for level in range(2, board.order + 1):
        below = game.rings(level - 1)
        for i in range(board.count(level)):
            if any(below[c] == colour for c in board.children(level, i)):
                found.append((level, i))
    return sorted(found)


def check_invariants(game: RingWorld) -> None:
    board = game.board
    for level in board.levels:
        rings = game.rings(level)
        assert rings.shape == (board.count(level),)
        assert set(np.unique(rings)) <= {0, 1, 2}
        red, blue = game.counts()[level]
        assert (red, blue) == (int((rings == 1).sum()), int((rings == 2).sum()))
    if game.is_over:
        assert game.legal_moves() == []
        return
    assert game.legal_placements() == expected_placements(game)
    for colour in (1, 2):
        assert game.rotatable(colour) == expected_rotatable(game, colour)
    # After the automaton ran, no level below the top has a group without liberty
    # unless the position was built by hand; and the top ring is empty while the game
    # goes on.
    assert game.rings(board.order)[0] == 0


def random_games(order: int, count: int, seed: int, max_turns: int):
    rng = random.Random(seed)
    for _ in range(count):
        game = RingWorld(order, max_turns=max_turns)
        yield game, rng


@pytest.mark.parametrize("order,count,check_every", [(3, 2000, 13), (4, 150, 29)])
def test_random_games_keep_invariants(order: int, count: int, check_every: int) -> None:
    results = {0: 0, 1: 0, 2: 0}
    turns = 0
    for game, rng in random_games(order, count, seed=order, max_turns=600):
        while not game.is_over:
            move = game.random_move(rng)
            game.play(move)
            if game.turn % check_every == 0:
                check_invariants(game)
        check_invariants(game)
        assert game.winner in (None, 1, 2)
        assert game.outcome.winners == (() if game.winner is None else (game.winner,))
        results[game.winner or 0] += 1
        turns += game.turn
    # Random games are decided by the top ring far more often than drawn.
    assert results[1] + results[2] > count * 0.9, results


def test_random_move_is_always_legal_and_uniform_in_placement() -> None:
    rng = random.Random(11)
    game = RingWorld(3)
    for _ in range(4):
        game.play(game.random_move(rng))
    legal = set(game.legal_moves())
    placements = game.legal_placements()
    # Some placeable positions are shared by two open level-2 rings: the draw must not
    # favour them.
    shared = [p for p in placements if game.board.is_shared(1, p)]
    assert len(placements) > 20 and shared
    seen: dict[int, int] = {p: 0 for p in placements}
    draws = 400 * len(placements)
    for _ in range(draws):
        move = game.random_move(rng)
        assert move in legal
        seen[move.place] += 1
    expected = draws / len(placements)
    # Each placement drawn within 30% of its fair share (binomial, n large).
    assert all(abs(k - expected) < 0.3 * expected for k in seen.values()), seen


@pytest.mark.parametrize("order", [3, 4])
def test_undo_restores_exactly_every_turn(order: int) -> None:
    rng = random.Random(100 + order)
    for _ in range(25 if order == 3 else 8):
        game = RingWorld(order, max_turns=400)
        states = [internal_state(game)]
        while not game.is_over:
            game.play(game.random_move(rng))
            states.append(internal_state(game))
        if rng.random() < 0.5 and not game.is_over:
            game.resign()
        while game.history:
            states.pop()
            undone = game.undo()
            assert isinstance(undone, Move)
            assert internal_state(game) == states[-1]
        with pytest.raises(IllegalMoveError, match="nothing to undo"):
            game.undo()


def test_clones_are_independent() -> None:
    rng = random.Random(7)
    game = RingWorld(4)
    for _ in range(60):
        game.play(game.random_move(rng))
    before = internal_state(game)
    clone = game.clone()
    assert internal_state(clone) == before
    for _ in range(20):
        if clone.is_over:
            break
        clone.play(clone.random_move(rng))
    while clone.history and len(clone.history) > 30:
        clone.undo()
    assert internal_state(game) == before
    # and the other way round: the original moves on, the clone stays
    clone2 = game.clone()
    state2 = internal_state(clone2)
    for _ in range(10):
        game.undo()
    for _ in range(5):
        game.play(game.random_move(rng))
    assert internal_state(clone2) == state2


@pytest.mark.parametrize("order", [3, 4])
def test_records_round_trip(order: int, tmp_path) -> None:
    rng = random.Random(55 + order)
    for number in range(40 if order == 3 else 10):
        game = RingWorld(order, max_turns=300)
        stop = rng.randrange(1, 300)
        while not game.is_over and game.turn < stop:
            game.play(game.random_move(rng))
        if number % 7 == 3 and not game.is_over:
            game.resign()
        record = game.record(comments={0: "start", game.turn: "last word"})
        path = tmp_path / f"game{number}.json"
        record.save(path)
        loaded = Record.load(path)
        assert loaded == record
        replayed = RingWorld.from_record(loaded)
        assert internal_state(replayed)[:7] == internal_state(game)[:7]
        assert replayed.history == game.history
        assert (replayed.winner, replayed.outcome) == (game.winner, game.outcome)
