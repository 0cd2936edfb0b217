"""The fast playout path of Renaissance (ringworld_nb.renaissance.ai.fast and its kernel)
plays the rules of the main engine, move for move, and draws its moves uniformly.

* Lockstep: thousands of random sets of every variant (the whole set, Phase 1 alone,
  Phase 2 alone from dealt hands and with the deal played) on the engine and on a
  FastRenaissance side by side: after every move the same legal moves in the same order,
  the same board, markers, pieces, pool, supplies, collections, hands, phase, player to
  move and every other part of the position; at the end the same outcome and scores.
* Uniform draws: the kernel's draw (listing or, in Phase 2 turns, counting) and the
  rollout itself give every legal move the same chance (chi-squared tests, seeded).
* The rollout protocol: the game is left as it was, a seed gives one result, short
  rollouts are evaluated.
* Without numba (``RINGWORLD_NB_NUMBA=0``, in a subprocess) everything still plays.
"""

from __future__ import annotations

import importlib.util
import math
import os
import random
import subprocess
import sys
from collections import Counter

import numpy as np
import pytest

from ringworld_nb.core.mcts import outcome_score
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.ai import fast
from ringworld_nb.renaissance.ai import fast_kernel as K
from ringworld_nb.renaissance.ai.fast_state import FastRenaissance, state_of
from ringworld_nb.renaissance.game import deal_at_random

PLAYERS = ("silver", "gold")


@pytest.fixture(scope="module", autouse=True)
def _kernel_loaded():
    """Compile (or load) the kernel before the tests time anything."""
    fast.warm_up(wait=True)


def _start(variant: str, seed: int, rng: random.Random) -> Renaissance:
    if variant == "full":
        return Renaissance(seed) if seed % 3 else Renaissance.random_setup(rng)
    if variant == "phase1":
        return Renaissance(seed, variant="phase1")
    if variant == "phase2_only":
        silver, gold = deal_at_random(rng)
        return Renaissance.phase2_only(silver, gold)
    return Renaissance.phase2_deal()


def _normal(st: np.ndarray) -> np.ndarray:
    """The state with its piece slots in one order (the slots a piece sits in differ
    between a state read from the engine and one played on the kernel)."""
    st = st.copy()
    slots = st[K.SLOTS:K.SLOTS + 3 * K.N_SLOTS].reshape(K.N_SLOTS, 3)
    st[K.SLOTS:K.SLOTS + 3 * K.N_SLOTS] = np.array(
        sorted(map(tuple, slots.tolist()), reverse=True)).ravel()
    return st


def _same_position(game: Renaissance, fast_game: FastRenaissance, where) -> None:
    assert fast_game.phase == game.phase, where
    assert fast_game.to_move == game.to_move, where
    assert fast_game.tiles == game.board.tiles, where
    assert fast_game.markers == game.board.markers, where
    assert fast_game.pieces() == game.pieces(), where
    assert fast_game.pool() == game.pool(), where
    for p in PLAYERS:
        assert fast_game.supply(p) == game.supply(p), where
        assert fast_game.collection(p) == sorted(game.collection(p),
                                                 key=_kind_order), where
        assert fast_game.hand(p) == sorted(game.hand(p), key=_kind_order), where
        assert fast_game.score(p) == game.score(p), where
    assert fast_game.outcome == game.outcome, where
    # every other part of the position: the engine's, read afresh, against the kernel's
    assert np.array_equal(_normal(state_of(game)), _normal(fast_game.state)), where


def _kind_order(kind: str) -> int:
    from ringworld_nb.renaissance.pieces import KINDS

    return KINDS.index(kind)


VARIANTS = ("full", "phase1", "phase2_only", "phase2_deal")
SETS = {"full": 400, "phase1": 450, "phase2_only": 400, "phase2_deal": 300}


@pytest.mark.parametrize("variant", VARIANTS)
def test_lockstep_with_the_engine(variant: str) -> None:
    seen: Counter[str] = Counter()
    for seed in range(SETS[variant]):
        rng = random.Random(seed)
        game = _start(variant, seed, rng)
        fast_game = FastRenaissance.from_game(game)
        _same_position(game, fast_game, (variant, seed, 0))
        while not game.is_over:
            moves = game.legal_moves()
            assert fast_game.legal_moves() == moves, (variant, seed, len(game.history))
            move = rng.choice(moves)
            game.push(move)
            fast_game.push(move)
            seen[move.action] += 1
            if move.action == "put" and move.step is None:
                seen["put without a step"] += 1
            seen.update(f"event {e.kind}" for e in game.last_events())
            _same_position(game, fast_game, (variant, seed, len(game.history), str(move)))
        assert fast_game.is_over and fast_game.legal_moves() == []
        assert [fast_game.score(p) for p in PLAYERS] == [game.score(p) for p in PLAYERS]
    # the sets went through the rare rules too (else this test would prove little)
    expected = {
        "full": ("remove", "insert", "pass", "accept", "decline", "event taken",
                 "event tie", "put", "event skipped"),
        "phase1": ("insert", "accept", "decline", "event taken", "event tie"),
        "phase2_only": ("prep_mono", "prep_marker", "put", "event skipped",
                        "put without a step"),
        "phase2_deal": ("deal", "put", "event skipped"),
    }[variant]
    missing = [name for name in expected if not seen[name]]
    assert not missing, f"no {missing} in {SETS[variant]} sets: {dict(seen)}"


def test_undo_and_clone_restore_the_position() -> None:
    rng = random.Random(5)
    fast_game = FastRenaissance.from_game(Renaissance(5))
    start = fast_game.state.copy()
    twin = fast_game.clone()
    while not fast_game.is_over:
        fast_game.push(rng.choice(fast_game.legal_moves()))
    assert np.array_equal(twin.state, start)      # the clone did not move
    n = len(fast_game.history)
    for _ in range(n):
        fast_game.undo()
    assert np.array_equal(fast_game.state, start)
    with pytest.raises(Exception, match="nothing to undo"):
        fast_game.undo()


# ------------------------------------------------------------- uniform draws --
def _chi_squared_limit(df: int, z: float = 3.9) -> float:
    """The chi-squared value that ``df`` degrees of freedom exceed with probability
    about 5e-5 (Wilson-Hilferty; z = 3.9)."""
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


def _chi_squared(counts: Counter, n_cells: int, draws: int) -> float:
    expected = draws / n_cells
    return sum((counts.get(i, 0) - expected) ** 2 / expected for i in range(n_cells))


def _phase2_position() -> Renaissance:
    """A Phase 2 turn, from seeded play, with 40 moves whose 9 placements leave 2 to 6
    marker steps open each (so a draw uniform over placements, not over moves, would
    show), and no move that ends the set."""
    rng = random.Random(225)
    game = Renaissance.phase2_only(*deal_at_random(rng))
    while len(game.history) < 13:
        game.push(rng.choice(game.legal_moves()))
    moves = game.legal_moves()
    per_placement = Counter(m.cells for m in moves).values()
    assert game.phase == "phase2" and len(moves) == 40, "the seeded play changed"
    assert len(per_placement) == 9 and max(per_placement) >= 3 * min(per_placement)
    for m in moves:
        game.push(m)
        assert not game.is_over
        game.undo()
    return game


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_legal_move_has_exactly_one_rank(variant: str) -> None:
    """The draw is a uniform rank below count_moves(); so it is uniform over the moves
    exactly when the ranks give each legal move once - checked in every position of
    random sets (the setup's and Phase 2's counted ranks included)."""
    buf = np.empty(K.MAX_MOVES, dtype=np.int64)
    counted = 0
    for seed in range(25):
        rng = random.Random(seed)
        fast_game = FastRenaissance.from_game(_start(variant, seed, rng))
        while not fast_game.is_over:
            st = fast_game.state
            codes = sorted(fast_game.legal_codes().tolist())
            n = K.count_moves(st, buf)
            assert sorted(K.move_of_rank(st, r, buf) for r in range(n)) == codes
            counted += n
            fast_game.push(rng.choice(fast_game.legal_moves()))
    assert counted > 2000


def test_the_generator_draws_every_index_alike() -> None:
    rs = K.seed_generator(2012)
    for n in (2, 3, 7, 10):
        draws = 6000 * n
        counts = Counter(int(K.rand_below(rs, n)) for _ in range(draws))
        assert set(counts) == set(range(n))
        assert _chi_squared(counts, n, draws) < _chi_squared_limit(n - 1)


def test_a_phase2_turn_is_drawn_uniformly_among_the_moves() -> None:
    game = _phase2_position()
    st = state_of(game)
    listing = np.empty(K.MAX_TURN_MOVES, dtype=np.int64)
    codes = [int(c) for c in listing[:K.list_moves(st, listing)]]
    index = {c: i for i, c in enumerate(codes)}
    rs = K.seed_generator(7)
    buf = np.empty(K.MAX_MOVES, dtype=np.int64)
    draws = 400 * len(codes)
    counts: Counter[int] = Counter()
    for _ in range(draws):
        counts[index[int(K.sample_move(st, rs, buf))]] += 1   # KeyError: not legal
    assert len(counts) == len(codes)
    assert _chi_squared(counts, len(codes), draws) < _chi_squared_limit(len(codes) - 1)
    # the same draws, grouped by placement, are far from uniform over placements: the
    # test above would see a draw uniform over placements
    moves = game.legal_moves()
    placements = sorted({m.cells for m in moves})
    by_placement = Counter(placements.index(moves[i].cells) for i, n in counts.items()
                           for _ in range(n))
    assert _chi_squared(by_placement, len(placements), draws) > \
        _chi_squared_limit(len(placements) - 1)


@pytest.mark.parametrize("where", ["setup", "phase1", "phase2"])
def test_the_rollout_plays_each_legal_move_alike(where: str) -> None:
    """One ply of ``make_rollout(max_plies=1)``: the evaluation sees the position after
    the drawn move; each legal move must come up equally often."""
    if where == "phase2":
        game = _phase2_position()
    else:   # seeded play: a setup with 69 placements; Phase 1 with 17 moves, insertions too
        seed, plies = (11, 5) if where == "setup" else (12, 46)
        rng = random.Random(seed)
        game = Renaissance(seed)
        while len(game.history) < plies:
            game.push(rng.choice(game.legal_moves()))
        assert game.phase == where and len(game.legal_moves()) >= 17
        assert where == "setup" or any(m.action == "insert" for m in game.legal_moves())
    moves = game.legal_moves()
    # the position after each move; moves with the same result (Phase 1: a push and a
    # plain placement may give the same board) are one outcome of the draw, weighted
    result_of: dict[tuple, int] = {}
    weight: Counter[int] = Counter()
    for i, m in enumerate(moves):
        trial = FastRenaissance.from_game(game)
        trial.push(m)
        weight[result_of.setdefault(trial.key(), i)] += 1
    seen: Counter[int] = Counter()

    def evaluate(position, player):
        seen[result_of[position.key()]] += 1
        return 0.5

    short = fast.make_rollout(max_plies=1, evaluate=evaluate)
    rng = random.Random(3)
    draws = 300 * len(moves)
    for _ in range(draws):
        short(game, rng, "silver")
    assert sum(seen.values()) == draws and set(seen) == set(weight)
    expected = {i: draws * w / len(moves) for i, w in weight.items()}
    stat = sum((seen[i] - e) ** 2 / e for i, e in expected.items())
    assert stat < _chi_squared_limit(len(weight) - 1)


# ------------------------------------------------------------------- rollouts --
def test_rollout_leaves_the_game_and_repeats_with_its_seed() -> None:
    rng = random.Random(1)
    game = Renaissance(8)
    while len(game.history) < 30:
        game.push(rng.choice(game.legal_moves()))
    key, history = game.key(), game.history
    fast_game = FastRenaissance.from_game(game)
    state = fast_game.state.copy()
    values = [fast.rollout(game, random.Random(s), "gold") for s in range(40)]
    assert game.key() == key and game.history == history
    assert set(values) <= {0.0, 0.5, 1.0} and len(set(values)) > 1
    assert values == [fast.rollout(fast_game, random.Random(s), "gold") for s in range(40)]
    assert np.array_equal(fast_game.state, state)
    # Silver's and Gold's views of one set add up to 1
    assert [1 - v for v in values] == [fast.rollout(game, random.Random(s), "silver")
                                       for s in range(40)]


def test_rollout_scores_a_finished_set_and_short_rollouts() -> None:
    game = Renaissance.phase2_only([], [])
    while not game.is_over:
        game.push(game.legal_moves()[0])
    assert fast.rollout(game, random.Random(0), "gold") == outcome_score(game.outcome, "gold")
    assert fast.make_rollout(max_plies=0)(Renaissance(1), random.Random(0), "gold") == 0.5
    lead = fast.make_rollout(max_plies=40, evaluate=lambda g, p: 0.25)
    assert lead(Renaissance(1), random.Random(0), "gold") in (0.0, 0.25, 0.5, 1.0)
    with pytest.raises(ValueError):
        fast.make_rollout(max_plies=-1)
    with pytest.raises(ValueError):
        fast.rollout(Renaissance(1), random.Random(0), "red")


def test_search_game_is_a_fast_copy() -> None:
    game = Renaissance(2)
    copy = fast.search_game(game)
    assert isinstance(copy, FastRenaissance) == fast.ready()
    assert copy.legal_moves() == game.legal_moves()


def test_without_numba_everything_plays_on_the_engine() -> None:
    script = (
        "import random\n"
        "from ringworld_nb.renaissance import Renaissance\n"
        "from ringworld_nb.renaissance.ai import fast\n"
        "from ringworld_nb.renaissance.ai.fast_state import FastRenaissance\n"
        "assert not fast.COMPILED and not fast.ready() and not fast.warm_up()\n"
        "game = Renaissance(3)\n"
        "values = [fast.rollout(game, random.Random(s), 'silver') for s in range(3)]\n"
        "assert set(values) <= {0.0, 0.5, 1.0} and not game.history\n"
        "assert type(fast.search_game(game)) is Renaissance\n"
        "outcome, plies = fast.random_set(seed=4)\n"
        "f = FastRenaissance.from_game(game)\n"
        "assert f.legal_moves() == game.legal_moves()\n"
        "print('plain', len(values), plies > 13)\n"
    )
    env = dict(os.environ, RINGWORLD_NB_NUMBA="0")
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "plain 3 True"


def test_the_kernel_source_names_the_tables_it_was_written_for() -> None:
    """numba's disk cache keeps the tables as constants; a change of the tables must come
    with a change of the kernel's source (its TABLES_FINGERPRINT), which renews the
    cache. Update the fingerprint to the value printed here."""
    from ringworld_nb.renaissance.ai.fast_tables import FINGERPRINT

    assert K.TABLES_FINGERPRINT == FINGERPRINT, FINGERPRINT
    wanted = os.environ.get("RINGWORLD_NB_NUMBA", "1") != "0"
    assert K.COMPILED == (wanted and importlib.util.find_spec("numba") is not None)
