"""The Ring World's easy AI (the greedy player) thinks in slices and cheaply (issue 16,
item 5b): on the main engine it yields every few moves, so that a page stays live; in
slices or at once it chooses the same move; its judgement is unchanged. The speed
figures come from benchmarks/ringworld_greedy.py."""

from __future__ import annotations

import random

import pytest

from ringworld_nb.core.errors import ArgumentError
from ringworld_nb.core.players import Thinking, start_thinking
from ringworld_nb.core.slices import SlicedThinking, finish
from ringworld_nb.ringworld import RingWorld
from ringworld_nb.ringworld.ai import best_player_for, evaluation
from ringworld_nb.ringworld.ai.evaluation import (
    MOVES_PER_YIELD,
    material,
    move_values,
    move_values_in_slices,
    plain_move_values,
)
from ringworld_nb.ringworld.ai.players import GreedyPlayer


def middle_game(order: int, seed: int, moves: int = 30) -> RingWorld:
    rng = random.Random(seed)
    game = RingWorld(order)
    for _ in range(moves):
        if game.is_over:
            break
        game.play(game.random_move(rng))
    return game


@pytest.mark.parametrize("order,seed", [(3, 1), (4, 2), (4, 3)])
def test_in_slices_or_at_once_the_same_move(order: int, seed: int) -> None:
    game = middle_game(order, seed)
    at_once = GreedyPlayer(seed=5).choose_with_info(game)
    thinking = GreedyPlayer(seed=5).think(game)
    assert isinstance(thinking, Thinking)
    while not thinking.step(0.001):
        pass
    sliced = thinking.result()
    assert (sliced.move, sliced.nodes) == (at_once.move, at_once.nodes)
    assert sliced.nodes == len(game.legal_moves()) and game.is_legal(sliced.move)
    assert isinstance(start_thinking(best_player_for(game, "easy"), game), SlicedThinking)


def test_on_the_main_engine_it_yields_every_few_moves(monkeypatch) -> None:
    monkeypatch.setattr(evaluation, "_fast_path", lambda: None)  # as without numba
    game = middle_game(4, 2)
    moves = len(game.legal_moves())
    assert moves > 4 * MOVES_PER_YIELD
    work = move_values_in_slices(game)
    yields = 0
    try:
        while True:
            next(work)
            yields += 1
    except StopIteration as end:
        found = end.value
    assert yields == moves // MOVES_PER_YIELD
    assert found == plain_move_values(game)
    monkeypatch.undo()
    assert finish(move_values_in_slices(game)) == move_values(game)  # compiled or not


def test_material_reads_the_counts_once_and_checks_the_colour() -> None:
    game = RingWorld.from_positions([("00", 1), ("0", 1), ("11", 2)], order=3)
    assert material(game, 1) == 4.0 and material(game, 2) == -4.0
    assert material(game, 1, (2.0, 10.0)) == 2 * (1 - 1) + 10 * 1
    with pytest.raises(ArgumentError, match="colour"):
        material(game, 3)
