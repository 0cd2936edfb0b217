"""The computer players of The Ring World: evaluation, greedy, tree search, strengths.

Searches run under iteration budgets here (reproducible, quick); their speed and
strength are measured by benchmarks/ringworld_ai.py, never asserted.
"""

from __future__ import annotations

import math
import random

import pytest

from ringworld_nb.core.mcts import MCTS
from ringworld_nb.core.players import Thinking, start_thinking
from ringworld_nb.ringworld import RingWorld
from ringworld_nb.ringworld.ai import (
    GreedyPlayer,
    RandomPlayer,
    SearchPlayer,
    best_player_for,
)
from ringworld_nb.ringworld.ai.evaluation import (
    material,
    move_values,
    ordered_moves,
    win_probability,
)
from ringworld_nb.ringworld.ai.search import candidate_moves, evaluation_rollout, tree_search


def threat(colour: int, to_move: int, extra=()) -> RingWorld:
    """L3: ``colour`` holds level-2 positions 0-3 and four children of position 4, so
    one more ring below 4 takes it, and with it five of the top's eight children."""
    placed = [(str(k), colour) for k in range(4)] + [(f"4{k}", colour) for k in range(4)]
    return RingWorld.from_positions(placed + list(extra), order=3, to_move=to_move)


def wins_at_once(game: RingWorld, move) -> bool:
    trial = game.clone()
    mover = trial.to_move
    trial.play(move)
    return trial.winner == mover


def has_winning_reply(game: RingWorld, move) -> bool:
    trial = game.clone()
    trial.play(move)
    return not trial.is_over and max(move_values(trial)[1]) == math.inf


def midgame(order: int, turns: int, seed: int) -> RingWorld:
    rng = random.Random(seed)
    while True:
        game = RingWorld(order)
        for _ in range(turns):
            if game.is_over:
                break
            game.play(game.random_move(rng))
        if not game.is_over:
            return game


def state(game: RingWorld):
    return game.history, game.to_move, {lv: a.tolist() for lv, a in game.all_rings().items()}


# ------------------------------------------------------------------ evaluation --
def test_material_weights_rings_by_level():
    game = RingWorld.from_positions([("00", 1), ("01", 1), ("1", 1), ("2", 2), ("33", 2)],
                                    order=3)
    assert material(game, 1) == 2 * 1 + 4 - 4 - 1
    assert material(game, 2) == -material(game, 1)
    assert material(game, 1, weights=(1, 10, 100)) == 2 + 10 - 10 - 1


def test_move_values_are_the_lead_after_each_move_and_infinite_for_a_win():
    game = threat(1, 1)
    moves, values = move_values(game)
    assert moves == game.legal_moves()
    for move, value in zip(moves, values):
        trial = game.clone()
        trial.play(move)
        if trial.winner == 1:
            assert value == math.inf
        else:
            assert value == material(trial, 1)
    assert math.inf in values and min(values) < math.inf  # some moves win, not all
    assert state(game) == state(threat(1, 1))


def test_ordered_moves_put_a_win_first_and_keep_every_move():
    game = threat(1, 1)
    ordered = ordered_moves(game)
    assert sorted(ordered) == sorted(game.legal_moves())
    assert wins_at_once(game, ordered[0])
    assert len(ordered_moves(game, limit=5)) == 5


def test_win_probability_is_a_logistic_curve_of_the_lead():
    assert win_probability(0.0, 4) == 0.5
    assert win_probability(16.0, 4) == pytest.approx(1 / (1 + math.exp(-1)))
    assert win_probability(-1e9, 4) == 0.0
    assert win_probability(10.0, 3) + win_probability(-10.0, 3) == pytest.approx(1.0)


def test_evaluation_rollout_leaves_the_game_as_it_was():
    game = midgame(4, 30, seed=3)
    before = state(game)
    for plies in (0, 5):
        value = evaluation_rollout(4, plies)(game, random.Random(1), 1)
        assert 0.0 <= value <= 1.0
        assert state(game) == before


# ---------------------------------------------------------------------- greedy --
def test_greedy_takes_the_top_position_when_it_can():
    game = threat(1, 1)
    for seed in range(5):
        assert wins_at_once(game, GreedyPlayer(seed=seed).choose(game))


def test_greedy_plays_a_move_of_the_best_lead():
    game = midgame(3, 14, seed=5)
    moves, values = move_values(game)
    move = GreedyPlayer(seed=1).choose(game)
    assert values[moves.index(move)] == max(values)


# ----------------------------------------------------------------- tree search --
@pytest.mark.parametrize("check_wins", [True, False])
def test_search_finds_the_move_that_takes_the_top_position(check_wins):
    game = threat(1, 1)
    settings = MCTS(iterations=30, check_wins=check_wins, exploration=0.3,
                    widening=(1.5, 0.5), rollout=evaluation_rollout(3),
                    candidates=candidate_moves(), solver=True)
    report = settings.search(game)
    assert wins_at_once(game, report.move)
    assert report.win_probability == 1.0
    assert state(game) == state(threat(1, 1))


def test_search_player_takes_the_win_on_both_boards():
    assert wins_at_once(threat(1, 1), SearchPlayer(iterations=20).choose(threat(1, 1)))
    # the same threat for Blue, Blue to move
    game = threat(2, 2, extra=[("60", 1)])
    choice = SearchPlayer(iterations=20, seed=3).choose_with_info(game)
    assert wins_at_once(game, choice.move) and choice.value == 1.0


def test_search_does_not_leave_the_opponent_a_win():
    game = threat(2, 1, extra=[("60", 1)])  # Blue threatens; Red to move can stop it
    moves = game.legal_moves()
    safe = [m for m in moves if not has_winning_reply(game, m)]
    assert 0 < len(safe) < len(moves)
    for seed in range(3):
        move = SearchPlayer(iterations=300, seed=seed).choose(game)
        assert move in safe


@pytest.mark.parametrize("order, turns", [(3, 0), (3, 12), (4, 0), (4, 30)])
def test_players_choose_legal_moves_and_leave_the_game_alone(order, turns):
    game = midgame(order, turns, seed=order * 100 + turns)
    before = state(game)
    legal = game.legal_moves()
    players = [RandomPlayer(1), GreedyPlayer(seed=1), SearchPlayer(iterations=25, seed=1)]
    for player in players:
        choice = player.choose_with_info(game)
        assert choice.move in legal
        assert state(game) == before
    for strength in ("easy", "medium", "strong"):
        thinking = start_thinking(best_player_for(game, strength), game)
        thinking.step(0.01)
        assert thinking.result().move in legal
        assert state(game) == before


def test_search_is_reproducible_under_an_iteration_budget():
    game = midgame(4, 20, seed=8)
    a = tree_search(4, iterations=25, seed=11).search(game)
    b = tree_search(4, iterations=25, seed=11).search(game)
    assert (a.move, a.win_probability, a.principal_variation, a.moves) == (
        b.move, b.win_probability, b.principal_variation, b.moves)
    game = midgame(3, 20, seed=8)
    p, q = SearchPlayer(iterations=40, seed=2), SearchPlayer(iterations=40, seed=2)
    assert [p.choose_with_info(game)[:4] for _ in range(2)] == [
        q.choose_with_info(game)[:4] for _ in range(2)]


@pytest.mark.parametrize("order", [3, 4])
def test_principal_variation_is_a_legal_line(order):
    game = midgame(order, 10, seed=order)
    report = tree_search(order, iterations=150 if order == 3 else 40, seed=4).search(game)
    assert report.principal_variation[0] == report.move
    line = game.clone()
    for move in report.principal_variation:
        assert not line.is_over
        line.play(move)  # raises IllegalMoveError on an illegal move


def test_thinking_in_slices_gives_the_result_of_one_run():
    game = midgame(3, 8, seed=21)
    whole = SearchPlayer(iterations=80, seed=5).choose_with_info(game)
    thinking = SearchPlayer(iterations=80, seed=5).think(game)
    assert isinstance(thinking, Thinking)
    slices = 0
    while not thinking.step(0.0):  # the smallest slices: one simulation each
        slices += 1
        assert 0.0 <= thinking.progress < 1.0
    assert slices > 1 and thinking.progress == 1.0
    sliced = thinking.result()
    assert sliced[:4] == whole[:4] and tuple(sliced.principal_variation) == tuple(
        whole.principal_variation)


def test_search_settings_are_checked():
    with pytest.raises(TypeError, match="unknown search settings"):
        SearchPlayer(iterations=5, width=3)
    with pytest.raises(ValueError):
        SearchPlayer(iterations=5, widening=(0, 0.5))
    finished = threat(1, 1)
    finished.play(ordered_moves(finished)[0])
    with pytest.raises(ValueError, match="over"):
        SearchPlayer(iterations=5).choose(finished)


def test_best_player_for_offers_three_real_levels():
    game = RingWorld(3)
    easy, medium, strong = (best_player_for(game, s) for s in ("easy", "medium", "strong"))
    assert isinstance(easy, GreedyPlayer)
    assert isinstance(medium, SearchPlayer) and isinstance(strong, SearchPlayer)
    assert strong.seconds is not None and strong.seconds <= 2.0
    with pytest.raises(ValueError, match="strength"):
        best_player_for(game, "godlike")


# ------------------------------------------------------------ the fast path --
@pytest.mark.parametrize("order, turns", [(3, 10), (4, 25), (4, 60)])
def test_compiled_and_plain_judgement_agree(order, turns):
    pytest.importorskip("numba")
    from ringworld_nb.ringworld.ai import fast
    from ringworld_nb.ringworld.ai.evaluation import plain_move_values

    fast.warm_up(wait=True)
    game = midgame(order, turns, seed=turns)
    compiled = fast.FastRingWorld.from_game(game)
    assert move_values(compiled) == plain_move_values(game)
    assert material(compiled, 1) == material(game, 1)
    a = tree_search(order, iterations=30, seed=9).search(game)
    b = tree_search(order, iterations=30, seed=9).search(compiled)
    assert (a.move, a.win_probability, a.principal_variation) == (
        b.move, b.win_probability, b.principal_variation)
