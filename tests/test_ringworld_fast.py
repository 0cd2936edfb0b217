"""The fast path of The Ring World (ringworld_nb.ringworld.ai.fast) against the main engine.

FastRingWorld plays the rules compiled (numba kernels over flat arrays, a full scan of
every level per generation); the main engine plays them in Python with incremental
tables. Here they play the same games in lockstep - random games from the empty board on
L3 and L4, games from random dense boards, games cut by a move limit - and must agree
after every move on every position of every level, on the player to move, on the legal
moves (sampled positions), and at the end on the outcome and its reason. Undo must come
back to the start exactly, clones must be independent, ``move_values`` must agree with
push and undo on the main engine, and a seeded rollout must play the same game on the
kernels as on the main engine (which is also what runs without numba, checked in a
subprocess with ``RINGWORLD_NB_NUMBA=0``).
"""

from __future__ import annotations

import json
import math
import os
import random
import subprocess
import sys
import textwrap

import numpy as np
import pytest

from ringworld_nb.core.errors import IllegalMoveError
from ringworld_nb.core.mcts import outcome_score
from ringworld_nb.core.protocol import Outcome, SearchGame
from ringworld_nb.ringworld import PASS, RingWorld
from ringworld_nb.ringworld.ai import fast
from ringworld_nb.ringworld.ai.fast import FastRingWorld
from ringworld_nb.ringworld.ai.kernel import COMPILED, SplitMix64, new_state

WEIGHTS = (1.0, 4.0, 16.0, 64.0, 256.0, 1024.0)

needs_numba = pytest.mark.skipif(not COMPILED, reason="numba is not installed (or "
                                 "RINGWORLD_NB_NUMBA=0): the kernels are not compiled")


@pytest.fixture(scope="module", autouse=True)
def compiled_kernels():
    """Compile (or load from the disk cache) before the tests that time nothing."""
    fast.warm_up(wait=True)


def cells(game) -> list[int]:
    """Every position's content, level 1 first (public API of both engines)."""
    return [int(c) for level in range(1, game.order + 1) for c in game.rings(level)]


def assert_same(main: RingWorld, quick: FastRingWorld, where: str) -> None:
    assert cells(quick) == cells(main), f"{where}: contents differ"
    assert quick.to_move == main.to_move, where
    assert quick.turn == main.turn, where
    assert quick.is_over == main.is_over, where
    assert quick.outcome == main.outcome, where
    assert quick.winner == main.winner, where
    assert quick.counts() == main.counts(), where
    if quick.turn % 4 == 0:  # white box: the kernels' counts by colour stay exact
        recounted = new_state(quick._t, quick._state[0])
        assert np.array_equal(quick._state, recounted), f"{where}: counts drifted"


def lockstep(main: RingWorld, quick: FastRingWorld, rng: random.Random, *, plies: int,
             moves_every: int, try_every: int, from_list: bool) -> int:
    """Play the same random moves on both for at most ``plies`` moves; compare after each.

    Every ``moves_every`` moves the legal moves are compared; every ``try_every`` moves a
    random legal move is pushed and undone on both first (undo must restore exactly).
    ``from_list``: choose among legal_moves(), else by the main engine's random_move.
    Returns the moves played."""
    played = 0
    while not main.is_over and played < plies:
        where = f"move {main.turn + 1}"
        if played % moves_every == 0:
            moves = main.legal_moves()
            assert quick.legal_moves() == moves, f"{where}: legal moves differ"
            assert quick.legal_placements() == main.legal_placements(), where
        if try_every and played % try_every == try_every - 1:
            moves = main.legal_moves()
            trial = moves[rng.randrange(len(moves))]
            before = cells(quick)
            quick.push(trial)
            main.push(trial)
            assert_same(main, quick, f"{where} (tried)")
            assert quick.undo() == main.undo() == trial
            assert cells(quick) == before
            assert_same(main, quick, f"{where} (undone)")
        if from_list:
            moves = main.legal_moves()
            move = moves[rng.randrange(len(moves))]
        else:
            move = main.random_move(rng)
        main.push(move)
        quick.push(move)
        assert_same(main, quick, where)
        played += 1
    return played


@needs_numba
@pytest.mark.parametrize("order,games", [(3, 1000), (4, 60)])
def test_random_games_in_lockstep_with_the_main_engine(order, games):
    reasons: dict[str, int] = {}
    for seed in range(games):
        rng = random.Random(7000 * order + seed)
        max_turns = rng.choice((None, None, None, rng.randrange(20, 120)))
        main = RingWorld(order, max_turns=max_turns)
        quick = FastRingWorld(order, max_turns=max_turns)
        lockstep(main, quick, rng, plies=2000, moves_every=11, try_every=23,
                 from_list=seed % 5 == 0)
        assert main.is_over, f"seed {seed}: a random game of 2000 moves"
        reasons[main.outcome.reason] = reasons.get(main.outcome.reason, 0) + 1
        # undo back to the start gives the start
        pushed = quick.turn
        for _ in range(pushed):
            quick.undo()
        assert_same(RingWorld(order, max_turns=max_turns), quick, f"seed {seed}: undone")
        with pytest.raises(IllegalMoveError):
            quick.undo()
    assert reasons.get("top ring", 0) > games // 2 and reasons.get("move limit", 0) > 0, reasons


def random_board(order: int, rng: random.Random) -> dict[int, np.ndarray]:
    """Random contents on levels 1..order-1 (dense or sparse), the top empty."""
    p_empty, p_red = rng.uniform(0.05, 0.8), rng.uniform(0.25, 0.75)
    board = RingWorld(order).board
    rings = {level: np.array([0 if rng.random() < p_empty else 1 if rng.random() < p_red
                              else 2 for _ in range(board.count(level))])
             for level in range(1, order)}
    rings[order] = np.zeros(1, dtype=int)
    return rings


@needs_numba
@pytest.mark.parametrize("order,boards", [(3, 500), (4, 150)])
def test_games_from_random_boards_in_lockstep(order, boards):
    """Boards made by from_rings: the main engine examines every position in the first
    generation, then only what changed; the kernels always scan everything."""
    for seed in range(boards):
        rng = random.Random(31 * order + seed)
        main = RingWorld.from_rings(random_board(order, rng), order=order,
                                    to_move=rng.choice((1, 2)))
        quick = FastRingWorld.from_game(main)
        assert_same(main, quick, f"board {seed}")
        lockstep(main, quick, rng, plies=15, moves_every=1, try_every=4,
                 from_list=seed % 2 == 0)


def test_two_passes_draw_and_a_pass_carried_by_from_game():
    """Two passes cannot follow each other in legal play (docs/rules.md §1.5), so, as in
    tests/test_ringworld_rules.py, the count of passes is set by hand on both engines."""
    position = [("00", 2), ("02", 2), ("24", 2), ("46", 2), ("60", 2)]  # Red cannot move
    main = RingWorld.from_positions(position, order=3)
    quick = FastRingWorld.from_game(main)
    assert quick.legal_moves() == main.legal_moves() == [PASS]
    main._passes = quick._passes = 1
    main.push(PASS)
    quick.push(PASS)
    assert quick.outcome == main.outcome == Outcome((), "two passes")
    assert quick.legal_moves() == [] and quick.winner is None
    assert quick.undo() == PASS and not quick.is_over and quick._passes == 1
    # a real pass in the history: the copy knows the last move was a pass
    main = RingWorld.from_positions(position, order=3)
    main.play(PASS)
    copy = FastRingWorld.from_game(main)
    assert copy._passes == 1 and copy.turn == 1 and copy.to_move == 2
    assert copy.legal_moves() == main.legal_moves()


@needs_numba
def test_from_game_copies_the_game_and_clones_are_independent():
    rng = random.Random(5)
    main = RingWorld(4, max_turns=300)
    for _ in range(60):
        main.push(main.random_move(rng))
    quick = FastRingWorld.from_game(main)
    assert_same(main, quick, "copy")
    assert quick.max_turns == 300 and quick.history == main.history
    with pytest.raises(IllegalMoveError, match="on this copy"):
        quick.undo()  # the moves before the copy are not kept
    twin = quick.clone()
    start = cells(main)
    move = quick.legal_moves()[7]
    quick.push(move)
    assert twin.turn == 60 and cells(twin) == start
    twin.push(twin.legal_moves()[0])
    main.push(move)
    assert_same(main, quick, "after a move on the clone")
    assert twin.turn == 61 and cells(twin) != cells(quick)
    assert quick.undo() == move and cells(quick) == start and quick.turn == 60
    assert isinstance(quick, SearchGame)
    # a finished game is copied finished
    while not main.is_over:
        main.push(main.random_move(rng))
    done = FastRingWorld.from_game(main)
    assert done.is_over and done.outcome == main.outcome and done.legal_moves() == []


@needs_numba
def test_random_move_is_the_main_engines():
    for seed in range(30):
        main, quick = RingWorld(3), FastRingWorld(3)
        a, b = random.Random(seed), random.Random(seed)
        while not main.is_over:
            move = main.random_move(a)
            assert quick.random_move(b) == move
            main.push(move)
            quick.push(move)


def values_by_push_and_undo(game: RingWorld, weights) -> list[float]:
    """The mover's weighted lead after every legal move, by hand on the main engine."""
    mover, other = game.to_move, 3 - game.to_move
    values = []
    for move in game.legal_moves():
        game.push(move)
        if game.is_over:
            w = game.winner
            values.append(math.inf if w == mover else -math.inf if w else 0.0)
        else:
            values.append(sum(weights[level - 1] * (game.count(level, mover)
                                                    - game.count(level, other))
                              for level in range(1, game.order)))
        game.undo()
    return values


@needs_numba
@pytest.mark.parametrize("order,games", [(3, 60), (4, 8)])
def test_move_values_agree_with_push_and_undo(order, games):
    seen_wins = 0
    for seed in range(games):
        rng = random.Random(100 + seed)
        main = RingWorld(order)
        while not main.is_over:
            if rng.random() < (0.15 if order == 3 else 0.03):
                want = values_by_push_and_undo(main, WEIGHTS)
                before = cells(main)
                moves, values = fast.move_values(main, WEIGHTS)
                assert cells(main) == before and moves == main.legal_moves()
                assert values == want
                quick = FastRingWorld.from_game(main)
                assert fast.move_values(quick, WEIGHTS) == (moves, values)
                assert cells(quick) == before
            move = main.random_move(rng)
            main.push(move)
            if main.is_over and order == 3:  # the last move: +inf or -inf before it
                mover, winner = 3 - main.to_move, main.winner
                main.undo()
                moves, values = fast.move_values(main, WEIGHTS)
                assert values[moves.index(move)] == (math.inf if winner == mover
                                                     else -math.inf)
                assert values == values_by_push_and_undo(main, WEIGHTS)
                seen_wins += 1
                main.push(move)
    assert order == 4 or seen_wins > games // 2
    assert fast.move_values(main, WEIGHTS) == ([], [])


@needs_numba
def test_move_values_of_a_move_that_hands_over_the_top_and_of_the_move_limit():
    """Found by search over random games: a move after which the automaton gives the top
    position to the other colour is -inf; the last move before the move limit is 0."""
    found = 0
    for seed in range(400):
        rng = random.Random(seed)
        main = RingWorld(3)
        while not main.is_over and not found:
            moves, values = fast.move_values(main, WEIGHTS)
            if -math.inf in values:
                assert values == values_by_push_and_undo(main, WEIGHTS)
                found += 1
            main.push(main.random_move(rng))
        if found:
            break
    assert found
    limited = RingWorld(3, max_turns=3)
    for _ in range(2):
        limited.push(limited.legal_moves()[0])
    moves, values = fast.move_values(limited, WEIGHTS)
    assert set(values) <= {0.0, math.inf, -math.inf} and 0.0 in values
    with pytest.raises(ValueError):
        fast.move_values(RingWorld(4), (1.0, 4.0))


@needs_numba
@pytest.mark.parametrize("order,starts", [(3, 80), (4, 25)])
def test_rollouts_play_the_same_games_compiled_and_on_the_main_engine(order, starts):
    """The same seed: the same random game on the kernels as on the main engine (the
    fallback), so the same score; and the game given is left as it was."""
    scores = set()
    for seed in range(starts):
        rng = random.Random(seed)
        main = RingWorld(order, max_turns=rng.choice((None, 90)))
        for _ in range(rng.randrange(0, 40)):
            if not main.is_over:
                main.push(main.random_move(rng))
        if main.is_over:
            continue
        before = cells(main), main.turn
        player = rng.choice((1, 2))
        compiled = fast.rollout(main, random.Random(seed), player)
        plain = fast._plain_rollout(main.clone(), SplitMix64(random.Random(seed).getrandbits(64)),
                                    player, None, None)
        assert compiled == plain, f"seed {seed}"
        quick = FastRingWorld.from_game(main)
        assert fast.rollout(quick, random.Random(seed), player) == compiled
        # the whole game: the main engine ends it the same way, after as many moves
        outcome, plies = fast.playout(main, random.Random(seed))
        replay = main.clone()
        seed64 = random.Random(seed).getrandbits(64)
        assert fast._plain_playout(replay, SplitMix64(seed64), None) == plies > 0
        assert replay.outcome == outcome and outcome_score(outcome, player) == compiled
        assert (cells(main), main.turn) == before and cells(quick) == before[0]
        scores.add(compiled)
    assert {0.0, 1.0} <= scores


@needs_numba
def test_short_rollouts_evaluate_the_board_the_main_engine_reaches():
    """With max_plies the evaluation sees the board after those moves: the same board,
    history and player to move on both paths, reached by legal moves."""
    seen: list[tuple] = []

    def evaluate(game, player):
        replay = RingWorld(4)
        for move in game.history:
            replay.play(move)  # checks every move of the playout
        assert cells(replay) == cells(game) and replay.to_move == game.to_move
        seen.append((type(game).__name__, tuple(cells(game)), game.turn, game.to_move))
        return game.count(1, player) / 1000

    short = fast.make_rollout(max_plies=12, evaluate=evaluate)
    for seed in range(6):
        start = RingWorld(4)
        value = short(start, random.Random(seed), 1)
        plain = fast._plain_rollout(start, SplitMix64(random.Random(seed).getrandbits(64)),
                                    1, 12, evaluate)
        assert value == plain and start.turn == 0
        (a, *first), (b, *second) = seen[-2:]
        assert (a, b) == ("FastRingWorld", "RingWorld") and first == second
        assert first[1] == 12
    with pytest.raises(ValueError):
        fast.make_rollout(max_plies=-1)


@needs_numba
def test_search_game_and_ready():
    assert fast.ready()
    game = RingWorld(3)
    assert isinstance(fast.search_game(game), FastRingWorld)
    assert isinstance(fast.search_game(FastRingWorld(3)), FastRingWorld)


def run_python(code: str, env_numba: str | None) -> dict:
    env = dict(os.environ)
    env.pop("RINGWORLD_NB_NUMBA", None)
    if env_numba is not None:
        env["RINGWORLD_NB_NUMBA"] = env_numba
    result = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


FIGURES = """
    import json, random
    from ringworld_nb.ringworld import RingWorld
    from ringworld_nb.ringworld.ai import fast
    from ringworld_nb.ringworld.ai.fast import FastRingWorld
    from ringworld_nb.ringworld.ai.kernel import COMPILED
    state = {"compiled": COMPILED, "ready_at_start": fast.ready()}
    game = RingWorld(4)
    rng = random.Random(3)
    for _ in range(30):
        game.push(game.random_move(rng))
    state["search_game"] = type(fast.search_game(game)).__name__
    state["rollouts"] = [fast.rollout(game, random.Random(s), 1) for s in range(8)]
    state["values"] = fast.move_values(game, (1.0, 4.0, 16.0))[1][:200]
    quick = FastRingWorld.from_game(RingWorld(3))
    main = RingWorld(3)
    for _ in range(15):
        move = main.random_move(rng)
        quick.push(move); main.push(move)
    state["fast_agrees"] = (quick.rings(1).tolist() == main.rings(1).tolist()
                            and quick.legal_moves() == main.legal_moves())
    state["warm_up"] = fast.warm_up(wait=True)
    state["ready"] = fast.ready()
    state["rollouts_after"] = [fast.rollout(game, random.Random(s), 1) for s in range(8)]
    print(json.dumps(state))
"""


@needs_numba
def test_without_numba_everything_plays_on_the_main_engine_with_the_same_results():
    plain = run_python(FIGURES, "0")
    compiled = run_python(FIGURES, None)
    assert plain["compiled"] is False and compiled["compiled"] is True
    assert plain["search_game"] == "RingWorld"
    assert not plain["warm_up"] and not plain["ready"]
    assert plain["fast_agrees"] and compiled["fast_agrees"]
    # a fresh process with numba: the first calls ran on the main engine while the
    # kernels were loading, the later ones on the kernels; every path agrees
    assert compiled["ready"] and not compiled["ready_at_start"]
    assert plain["rollouts"] == compiled["rollouts"] == compiled["rollouts_after"]
    assert plain["values"] == compiled["values"]
    assert len(set(plain["rollouts"])) > 1


@needs_numba
def test_a_failed_compilation_leaves_the_ai_on_the_main_engine():
    """numba there but a kernel that cannot be made (simulated): a warning, no second
    attempt, and every entry point still answers, on the main engine."""
    state = run_python("""
        import json, random, threading, warnings
        from ringworld_nb.ringworld import RingWorld
        from ringworld_nb.ringworld.ai import fast
        def broken(*args):
            raise RuntimeError("no compiler today")
        fast.FastRingWorld._rollout = broken
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            first = fast.warm_up(wait=True)
        again = fast.warm_up()
        alive = [t.name for t in threading.enumerate() if "warm-up" in t.name]
        game = RingWorld(3)
        print(json.dumps({"first": first, "again": again, "alive": alive,
                          "warned": [str(w.message) for w in caught],
                          "search_game": type(fast.search_game(game)).__name__,
                          "rollout": fast.rollout(game, random.Random(1), 1),
                          "values": len(fast.move_values(game, (1.0, 4.0))[1])}))
    """, None)
    assert state["first"] is False and state["again"] is False and state["alive"] == []
    assert any("no compiler today" in w for w in state["warned"])
    assert state["search_game"] == "RingWorld" and state["values"] == 64
    assert state["rollout"] in (0.0, 0.5, 1.0)
