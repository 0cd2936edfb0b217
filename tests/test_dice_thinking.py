"""Every AI of Dice of Doom thinks in slices (issue 16, item 5a): ``think(game)`` is a
Thinking whose ``step(seconds)`` returns after a few positions, so that an app's page
stays live and Stop works within 0.3 s; ``choose`` and the thinking in slices give the
same move. Work is counted in positions where it can be; the one timed check uses this
thread's CPU time and a generous bound (the machine is shared)."""

from __future__ import annotations

import random
import time

import pytest

from ringworld_nb.core.players import Thinking, start_thinking
from ringworld_nb.core.slices import SlicedThinking, finish
from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.ai import (
    AlphaBetaAI,
    ClassicAI,
    ExpectiminimaxAI,
    GreedyPlayer,
    MultiPlayerAI,
    PerfectPlayer,
    best_player_for,
)
from ringworld_nb.dice.ai.evaluation import Evaluator
from ringworld_nb.dice.ai.exact import POSITIONS_PER_YIELD, SolveTimeout, solving
from ringworld_nb.dice.ai.multi import MaxN
from ringworld_nb.dice.ai.search import NODES_PER_YIELD, AlphaBeta


def played(game: DiceOfDoom, moves: int, seed: int) -> DiceOfDoom:
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def big(players: int = 4, version: int = 3, seed: int = 1) -> DiceOfDoom:
    """The largest board the app offers, a few moves in."""
    return played(DiceOfDoom(10, players=players, max_dice=5, version=version, seed=seed),
                  5, seed)


# Players that do not think by the clock: in slices or at once, the same move.
DETERMINISTIC = [
    ("perfect 3x3", lambda: DiceOfDoom(3, seed=4), PerfectPlayer),
    ("greedy 10x10", big, GreedyPlayer),
    ("classic 5x5", lambda: played(DiceOfDoom(5, seed=2, fair_start=True), 3, 2),
     lambda: ClassicAI(depth=4)),
    ("alphabeta 5x5", lambda: played(DiceOfDoom(5, seed=3, fair_start=True), 3, 3),
     lambda: AlphaBetaAI(depth=4)),
    ("expectiminimax 5x5 v2", lambda: DiceOfDoom(5, version=2, seed=5),
     lambda: ExpectiminimaxAI(depth=2, time_limit=None)),
    ("maxn 10x10 4p", big, lambda: MultiPlayerAI(depth=1, time_limit=None)),
    ("paranoid 4x4 3p", lambda: DiceOfDoom(4, players=3, version=2, seed=6),
     lambda: MultiPlayerAI(depth=2, time_limit=None, mode="paranoid")),
    ("alphabeta 10x10 nodes", lambda: big(2, 1), lambda: AlphaBetaAI(max_nodes=3000)),
]


@pytest.mark.parametrize("label,new_game,new_player", DETERMINISTIC,
                         ids=[case[0] for case in DETERMINISTIC])
def test_in_slices_or_at_once_the_same_move(label, new_game, new_player) -> None:
    game = new_game()
    key = game.key()
    at_once = new_player().choose_with_info(game)
    thinking = new_player().think(game)
    assert isinstance(thinking, Thinking) and not thinking.done
    steps = 0
    while not thinking.step(0.0005):  # the smallest slices there are
        steps += 1
        assert game.key() == key  # the game is never touched
    sliced = thinking.result()
    assert (sliced.move, sliced.value, sliced.depth, sliced.nodes) == \
        (at_once.move, at_once.value, at_once.depth, at_once.nodes)
    assert game.is_legal(sliced.move) and game.key() == key
    assert thinking.progress == 1.0 and sliced.seconds > 0


def test_the_apps_players_have_their_own_thinking() -> None:
    for game in (DiceOfDoom(3, seed=1), DiceOfDoom(5, seed=1), big(), big(2, 2)):
        for strength in ("easy", "medium", "strong"):
            thinking = start_thinking(best_player_for(game, strength), game)
            assert isinstance(thinking, SlicedThinking), (game, strength)


def yields_of(work) -> int:
    """Drive a search to its end; how many times it yielded."""
    count = 0
    try:
        while True:
            next(work)
            count += 1
    except StopIteration:
        return count


def test_a_search_yields_every_few_positions() -> None:
    """Work counted in positions, not time: between two yields AlphaBeta and MaxN visit
    at most NODES_PER_YIELD positions, the solver POSITIONS_PER_YIELD."""
    game = big(2, 2)
    search = AlphaBeta(game.rules, Evaluator(game.rules).value)
    work = search.searching(game.key(), 1)
    seen = [0]
    try:
        while True:
            next(work)
            seen.append(search.nodes)
    except StopIteration as end:
        result = end.value
    gaps = [b - a for a, b in zip(seen, seen[1:])]
    assert result.complete and len(gaps) >= 5 and max(gaps) <= NODES_PER_YIELD
    game4 = big()
    maxn = MaxN(game4.rules, Evaluator(game4.rules))
    work = maxn.searching(game4.key(), 1)
    seen = [0]
    try:
        while True:
            next(work)
            seen.append(maxn.nodes)
    except StopIteration:
        pass
    assert max(b - a for a, b in zip(seen, seen[1:])) <= NODES_PER_YIELD
    small = DiceOfDoom(3, seed=4)
    solved = finish(solving(small.rules, small.key()))
    assert yields_of(solving(small.rules, small.key())) >= len(solved[2]) // (
        2 * POSITIONS_PER_YIELD)


LARGEST = [
    ("strong 10x10 4p", lambda: big()),
    ("strong 10x10 2p v1", lambda: big(2, 1)),
    ("strong 10x10 2p v2", lambda: big(2, 2)),
    ("medium 10x10 2p v2", lambda: big(2, 2)),
    ("medium 10x10 4p", lambda: big()),
]


@pytest.mark.parametrize("label,new_game", LARGEST, ids=[case[0] for case in LARGEST])
def test_no_slice_takes_long_on_the_largest_boards(label: str, new_game) -> None:
    """Each step(0.05) of the app's AI returns within 0.3 s of this thread's CPU time
    (a busy machine stretches the wall clock, not the work a slice does)."""
    game = new_game()
    thinking = best_player_for(game, label.split()[0]).think(game)
    worst = 0.0
    while True:
        t0 = time.thread_time()
        finished = thinking.step(0.05)
        worst = max(worst, time.thread_time() - t0)
        if finished:
            break
    assert worst < 0.3, f"a slice took {worst:.3f} s of CPU"
    assert game.is_legal(thinking.result().move)


def test_the_time_limit_counts_thinking_only() -> None:
    """Pauses between slices (the page's own work) do not eat the AI's time."""
    game = big(2, 2)
    thinking = ExpectiminimaxAI(depth=8, time_limit=0.2).think(game)
    wall = time.perf_counter()
    steps = 0
    while not thinking.step(0.02):
        steps += 1
        time.sleep(0.03)
    choice = thinking.result()
    assert steps >= 3 and time.perf_counter() - wall > 0.2 + 0.03 * steps - 0.01
    assert 0.15 <= choice.seconds <= 0.45 and game.is_legal(choice.move)


def test_stopping_is_not_calling_step_again() -> None:
    game = played(DiceOfDoom(5, version=2, seed=8), 2, 8)
    thinking = AlphaBetaAI(depth=5).think(game)
    while thinking.progress < 0.2:  # at least one depth done
        thinking.step(0.01)
    best = thinking.result()  # the last complete depth: a move to show, not final
    assert not thinking.done and game.is_legal(best.move) and best.depth >= 1
    fresh = AlphaBetaAI(depth=5).think(game)
    with pytest.raises(RuntimeError, match="no choice yet"):
        fresh.result()


def test_a_perfect_player_past_its_time_limit() -> None:
    game = DiceOfDoom(4, seed=11)
    thinking = PerfectPlayer(time_limit=0.05).think(game)
    with pytest.raises(SolveTimeout, match="no solution within 0.05 s"):
        while not thinking.step(0.02):
            pass
