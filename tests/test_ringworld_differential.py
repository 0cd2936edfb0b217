"""Differential test: the fast Ring World engine against the naive reference.

``ringworld_reference.py`` implements docs/rules.md §1.1-1.5 independently (float geometry,
full scans, no incremental state). Here both play the same games - random games from
the empty board and games from random dense or pass-prone positions built with
``RingWorld.from_rings`` - and must agree at every turn on the legal placements,
rotations and moves, and after every move on all contents, the winner and the
born/died/occupied positions of every level.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from ringworld_reference import BLUE, EMPTY, RED, RefGame, ref_board

from ringworld_nb.core.errors import IllegalMoveError
from ringworld_nb.ringworld import PASS, Move, RingBoard, RingWorld

# ---------------------------------------------------------------------------------------
# Geometry
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("order", [3, 4])
def test_reference_board_matches_ringboard(order):
    ref, board = ref_board(order), RingBoard(order)
    expected_counts = {3: [1, 8, 48], 4: [1, 8, 48, 272]}[order]
    assert [ref.count(level) for level in range(order, 0, -1)] == expected_counts
    for level in range(1, order + 1):
        assert board.count(level) == ref.count(level)
        np.testing.assert_allclose(board.centers(level), np.array(ref.centres[level]),
                                   atol=1e-12)
        assert board.radius(level) == pytest.approx(ref.radius[level], abs=1e-15)
        for i in range(ref.count(level)):
            assert sorted(board.neighbors(level, i)) == ref.neighbours[level][i], (level, i)
            assert tuple(board.parents(level, i)) == tuple(ref.parents[level][i]), (level, i)
            if level >= 2:
                assert tuple(board.children(level, i)) == tuple(ref.children[level][i])
                rot = board.rotation(level, i)
                ref_rot = ref.rotation(level, i)
                assert sorted(rot) == sorted(ref_rot)
                for lower, (src, dst) in rot.items():
                    assert dict(zip(src.tolist(), dst.tolist())) == ref_rot[lower], \
                        (level, i, lower)


@pytest.mark.parametrize("order", [3, 4])
def test_reference_board_facts_from_rules(order):
    """docs/rules.md §1.1: 2 or 3 neighbours below the top, never 3 on level 3; 1 or 2 parents."""
    ref = ref_board(order)
    for level in range(1, order):
        degrees = {len(nb) for nb in ref.neighbours[level]}
        assert degrees <= {2, 3}, (level, degrees)
        if level == 3:
            assert degrees == {2}
        assert {len(p) for p in ref.parents[level]} <= {1, 2}
    assert ref.neighbours[order] == [[]]


# ---------------------------------------------------------------------------------------
# Comparison helpers
# ---------------------------------------------------------------------------------------

def _as_tuple(move) -> tuple:
    place, rotate = move
    return (None if place is None else int(place),
            None if rotate is None else (int(rotate[0]), int(rotate[1])))


def _where(turn):
    return f"turn {turn}"


def assert_same_position(ref: RefGame, eng: RingWorld, where: str) -> None:
    for level in range(1, ref.order + 1):
        got = eng.rings(level).tolist()
        if got != ref.state[level]:
            diff = [i for i, (a, b) in enumerate(zip(got, ref.state[level])) if a != b]
            raise AssertionError(
                f"{where}: level {level} differs at {diff}: engine "
                f"{[got[i] for i in diff]} reference {[ref.state[level][i] for i in diff]}")
    # the reference keeps the first convention: 0 for a draw
    want = None if ref.winner is None else (() if ref.winner == 0 else (ref.winner,))
    assert (None if eng.outcome is None else eng.outcome.winners) == want, where
    assert eng.winner == (ref.winner or None), where
    assert bool(eng.is_over) == (ref.winner is not None), where
    if ref.winner is None:
        assert eng.to_move == ref.to_move, where


def assert_same_legality(ref: RefGame, eng: RingWorld, rng: random.Random, where: str,
                         full_moves: bool = True) -> list[tuple]:
    """Compare placements, rotations (for a few placements) and, if asked, all moves.

    Returns the reference's legal moves when computed (else [])."""
    placements = ref.legal_placements()
    assert sorted(int(p) for p in eng.legal_placements()) == placements, where
    samples = [None] + rng.sample(placements, min(3, len(placements)))
    for p in samples:
        got = sorted((int(a), int(b)) for a, b in eng.legal_rotations(p))
        assert got == sorted(ref.legal_rotations(p)), f"{where}: rotations after placing {p}"
    if not full_moves:
        return []
    moves = ref.legal_moves()
    eng_moves = [_as_tuple(m) for m in eng.legal_moves()]
    assert len(eng_moves) == len(set(eng_moves)), f"{where}: duplicate moves"
    assert set(eng_moves) == set(moves), (
        f"{where}: engine-only {sorted(set(eng_moves) - set(moves), key=str)[:5]}, "
        f"reference-only {sorted(set(moves) - set(eng_moves), key=str)[:5]}")
    return moves


def _event_maps(events, kind):
    out = {}
    for e in events:
        if e.kind == kind:
            assert e.level not in out, f"two {kind} events for level {e.level}"
            assert len(e.positions) == len(e.colours)
            out[e.level] = {int(p): int(c) for p, c in zip(e.positions, e.colours)}
    return out


def play_both(ref: RefGame, eng: RingWorld, move: tuple, where: str) -> None:
    mover = ref.to_move
    events = eng.play(Move(*move))
    report = ref.play(move)
    n = ref.order

    # Event sequence: placed? rotated? passed? then born/died L, occupied L+1 per level.
    kinds = [(e.kind, e.level) for e in events if e.kind in ("born", "died", "occupied")]
    expected = [(k, lv) for level in range(1, n)
                for k, lv in (("born", level), ("died", level), ("occupied", level + 1))]
    assert kinds == expected, f"{where}: automaton events {kinds}"
    head = [e.kind for e in events if e.kind in ("placed", "rotated", "passed")]
    place, rotate = move
    assert head == ((["placed"] if place is not None else [])
                    + (["rotated"] if rotate is not None else [])
                    + (["passed"] if move == (None, None) else [])), where
    for e in events:
        if e.kind == "placed":
            assert (e.level, tuple(e.positions), tuple(e.colours)) == (1, (place,), (mover,))
        if e.kind == "rotated":
            assert (e.level, tuple(e.positions)) == (rotate[0], (rotate[1],))

    # Compare in the order the automaton works, so the first difference is reported.
    # The engine reports an occupation only when the position changes hands (a position
    # that already held the majority colour is not listed).
    born, died, occupied = (_event_maps(events, k) for k in ("born", "died", "occupied"))
    for level in range(1, n):
        for kind, got, want, lv in (("born", born, report["born"], level),
                                     ("died", died, report["died"], level),
                                     ("occupied", occupied, report["occupied_changed"],
                                      level + 1)):
            assert got[lv] == want[lv], (
                f"{where}: move {move} by {mover}: {kind} on level {lv}: "
                f"engine {got[lv]} reference {want[lv]}")

    ends = [e for e in events if e.kind in ("won", "drawn")]
    if ref.winner in (RED, BLUE):
        assert [(e.kind, tuple(e.colours)) for e in ends] == [("won", (ref.winner,))], where
    elif ref.winner == 0:
        assert [e.kind for e in ends] == ["drawn"], where
    else:
        assert ends == [], where
    assert_same_position(ref, eng, where)


def assert_illegal_moves_refused(ref, eng, rng, moves, where) -> None:
    """A few random moves outside the legal list: the engine refuses them unchanged."""
    legal = set(moves)
    board = ref.board
    rings = [(lv, i) for lv in range(2, ref.order + 1) for i in range(board.count(lv))]
    before = {lv: eng.rings(lv).copy() for lv in range(1, ref.order + 1)}
    for _ in range(3):
        move = (rng.choice([None, rng.randrange(board.count(1))]),
                rng.choice([None, rng.choice(rings)]))
        assert ref.is_legal(move) == (move in legal), f"{where}: reference is_legal {move}"
        if move in legal:
            continue
        with pytest.raises(IllegalMoveError):
            eng.play(Move(*move))
    for lv, arr in before.items():
        assert (eng.rings(lv) == arr).all(), f"{where}: refused move changed level {lv}"
    assert eng.to_move == ref.to_move


def run_game(ref: RefGame, eng: RingWorld, rng: random.Random, max_turns: int,
             full_every: int = 1, use_engine_random: bool = False,
             undo_every: int = 0) -> int:
    """Play both engines in lockstep until the game ends or max_turns; returns turns."""
    assert_same_position(ref, eng, "start")
    turn = 0
    while ref.winner is None and turn < max_turns:
        where = _where(turn)
        full = turn % full_every == 0
        moves = assert_same_legality(ref, eng, rng, where, full_moves=full)
        if use_engine_random:
            move = _as_tuple(eng.random_move(rng))
            if moves:
                assert move in moves, f"{where}: random_move {move} not legal"
        else:
            if not moves:
                moves = ref.legal_moves()
            move = moves[rng.randrange(len(moves))]
        if full and turn % 5 == 0:
            assert_illegal_moves_refused(ref, eng, rng, moves, where)
        if undo_every and turn % undo_every == undo_every - 1:
            before = {lv: eng.rings(lv).copy() for lv in range(1, ref.order + 1)}
            first = eng.play(Move(*move))
            assert eng.undo() == Move(*move)
            for lv, arr in before.items():
                assert (eng.rings(lv) == arr).all(), f"{where}: undo level {lv}"
            assert eng.to_move == ref.to_move and eng.winner is None
            replay = eng.clone()
            assert replay.play(Move(*move)) == first, f"{where}: clone replays differently"
        play_both(ref, eng, move, where)
        turn += 1
    return turn


def random_position(order: int, rng: random.Random, p_empty: float,
                    p_red: float = 0.5) -> dict[int, np.ndarray]:
    """Random contents on levels 1..order-1, top empty."""
    ref = ref_board(order)
    rings = {}
    for level in range(1, order):
        rings[level] = np.array([
            EMPTY if rng.random() < p_empty else (RED if rng.random() < p_red else BLUE)
            for _ in range(ref.count(level))])
    rings[order] = np.zeros(1, dtype=int)
    return rings


def start_both(order, rings, to_move):
    eng = RingWorld.from_rings(rings, order=order, to_move=to_move)
    ref = RefGame(order, {lv: a.tolist() for lv, a in rings.items()}, to_move=to_move)
    return ref, eng


# ---------------------------------------------------------------------------------------
# Games
# ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("order,games,max_turns,full_every", [
    (3, 200, 400, 1),
    (4, 20, 600, 2),
])
def test_random_games_from_empty_board(order, games, max_turns, full_every):
    ended = 0
    for seed in range(games):
        rng = random.Random(1000 * order + seed)
        ref, eng = RefGame(order), RingWorld(order)
        run_game(ref, eng, rng, max_turns, full_every=full_every,
                 use_engine_random=seed % 2 == 0, undo_every=17 if seed % 3 == 0 else 0)
        ended += ref.winner is not None
    assert ended >= games // 2  # most random games reach a result


@pytest.mark.parametrize("order,positions,turns", [(3, 1200, 12), (4, 150, 12)])
def test_games_from_random_dense_positions(order, positions, turns):
    for seed in range(positions):
        rng = random.Random(7919 * order + seed)
        rings = random_position(order, rng, p_empty=rng.uniform(0.05, 0.6),
                                p_red=rng.uniform(0.25, 0.75))
        ref, eng = start_both(order, rings, to_move=rng.choice((RED, BLUE)))
        run_game(ref, eng, rng, turns, use_engine_random=seed % 2 == 1)


@pytest.mark.parametrize("order", [3, 4])
def test_pass_positions(order):
    """The player to move has no ring and cannot place: the only move is the pass.

    Two passes in a row (the draw of docs/rules.md §1.5) cannot be reached without a turn limit:
    every position below the top is a child of some ring, so a player owning any ring
    can rotate; and if no placement is legal, every L2 ring has a ring among its
    children, which belongs to the passer's opponent after a pass (the automaton cannot
    give the passer a level-1 ring). So only single passes are tested here."""
    board = ref_board(order)
    for seed in range(20):
        rng = random.Random(31 * order + seed)
        mover = rng.choice((RED, BLUE))
        other = BLUE if mover == RED else RED
        rings = random_position(order, rng, p_empty=rng.uniform(0.3, 0.9))
        for level in range(1, order):  # remove every ring of the mover
            rings[level][rings[level] == mover] = other
        for p in range(board.count(2)):  # block every placement
            kids = board.children[2][p]
            if all(rings[1][c] == EMPTY for c in kids):
                rings[1][kids[rng.randrange(8)]] = other
        ref, eng = start_both(order, rings, to_move=mover)
        assert ref.legal_moves() == [(None, None)]
        assert eng.legal_moves() == [PASS]
        run_game(ref, eng, rng, 6)


# ---------------------------------------------------------------------------------------
# Hand-checked positions (found by the differential test, minimised, checked against the
# rules by hand): contents after the move are written out, not taken from the reference.
# ---------------------------------------------------------------------------------------

def _position(order, contents):
    board = RingBoard(order)
    rings = {lv: np.zeros(board.count(lv), dtype=int) for lv in board.levels}
    for address, colour in contents.items():
        level, index = board.parse_address(address)
        rings[level][index] = colour
    return board, rings


def _contents(board, eng):
    return {board.address(lv, i): int(c) for lv in board.levels
            for i, c in enumerate(eng.rings(lv)) if c}


def test_birth_that_bridges_groups_joins_them_before_death():
    """Red places on 25 (= 30) and turns L2 ring 3: 25 moves to 24 (= 31). Births:
    23 (between 22 and 24) and 25 (between 24 and 26). The red chain 22-23-24-25-26 has
    liberties (21, 32, 37), so nothing dies - in particular not 26, whose only other
    neighbour is the blue 14. Then ring 2 has 5 red children (22..26) and turns red."""
    board, rings = _position(3, {"14": BLUE, "22": RED, "26": RED})
    eng = RingWorld.from_rings(rings, order=3, to_move=RED)
    events = eng.play(Move(board.parse_address("25")[1], board.parse_address("3")))
    assert {e.level: e.positions for e in events if e.kind == "died"} == {1: (), 2: ()}
    assert _contents(board, eng) == {"14": BLUE, "22": RED, "23": RED, "24": RED,
                                     "25": RED, "26": RED, "2": RED}


def test_group_with_liberty_far_away_survives():
    """Blue places on 50 and turns L2 ring 0 (01 -> 02, 04 -> 05). No birth. The blue
    group 73-61-62-50 has liberties (60, 51, 57): it lives, although the red ring that
    arrived on 05 (= 72) took the last liberty that 73 has of its own."""
    board, rings = _position(3, {"01": BLUE, "04": RED, "61": BLUE, "62": BLUE, "73": BLUE})
    eng = RingWorld.from_rings(rings, order=3, to_move=BLUE)
    events = eng.play(Move(board.parse_address("50")[1], board.parse_address("0")))
    assert {e.level: e.positions for e in events if e.kind == "died"} == {1: (), 2: ()}
    assert _contents(board, eng) == {"02": BLUE, "05": RED, "50": BLUE, "61": BLUE,
                                     "62": BLUE, "73": BLUE}


def test_chain_with_one_liberty_at_its_far_end_lives():
    """A static blue chain 02-01-00-07 whose only liberty is 06 (next to 07); red holds
    03 and 10. Red places on 13 and turns L2 ring 2, which moves nothing near the chain
    (13 -> 21). No birth; the chain has a liberty, so no ring of it may die."""
    board, rings = _position(3, {"00": BLUE, "01": BLUE, "02": BLUE, "07": BLUE,
                                 "03": RED, "10": RED})
    eng = RingWorld.from_rings(rings, order=3, to_move=RED)
    events = eng.play(Move(board.parse_address("13")[1], board.parse_address("2")))
    assert {e.level: e.positions for e in events if e.kind == "died"} == {1: (), 2: ()}
    assert _contents(board, eng) == {"00": BLUE, "01": BLUE, "02": BLUE, "07": BLUE,
                                     "03": RED, "10": RED, "21": RED}
