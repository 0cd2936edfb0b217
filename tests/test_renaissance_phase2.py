"""Renaissance Phase 2 (docs/rules.md §3.4): one test per rule on positions built here,
a recount of placements and marker steps written from the rule book on random
positions, and random Phase 2 play from random hands checking the invariants."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ringworld_nb.renaissance.board import (
    EMPTY,
    GOLD,
    GOLD_MARKER,
    MARKER_OF,
    MONO,
    NO_MARKER,
    SILVER,
    SILVER_MARKER,
    Board,
    other,
)
from ringworld_nb.renaissance.cells import CELLS, CENTRE, orthogonal, parse_cell
from ringworld_nb.renaissance.phase2 import (
    apply_turn,
    can_place,
    is_over,
    marker_steps,
    next_player,
    parse_step,
    piece_placements,
    prep_cells,
    reverse,
    turn_error,
    turn_moves,
)
from ringworld_nb.renaissance.pieces import CELLS_OF, KINDS, POOL, kind_of, placements
from ringworld_nb.renaissance.scoring import penalty


def cells(*names: str) -> tuple[int, ...]:
    return tuple(sorted(parse_cell(n) for n in names))


def position(gold=(), silver=(), mono=(), pieces=()) -> Board:
    """A cleared board with Gold and Silver markers, monominoes and placed pieces
    (each piece a string like 'D:a2,b2')."""
    b = Board.empty()
    for n in gold:
        b.markers[parse_cell(n)] = GOLD_MARKER
    for n in silver:
        b.markers[parse_cell(n)] = SILVER_MARKER
    for n in mono:
        b.tiles[parse_cell(n)] = MONO
    for i, text in enumerate(pieces, start=1):
        kind, _, rest = text.partition(":")
        b.place_piece(i, kind, cells(*rest.split(",")))
    return b


# --- preparation ---------------------------------------------------------------------

def test_prep_cells_avoid_edges_with_markers_and_monominoes():
    b = position(gold=["b2"], mono=["f6"])
    prep = set(prep_cells(b))
    for n in ("b2", "a2", "c2", "b1", "b3", "f6", "e6", "g6", "f5", "f7"):
        assert parse_cell(n) not in prep, n
    for n in ("a1", "c3", "a3", "c1", "e5", "g7", "e7", "d5"):   # corners are fine
        assert parse_cell(n) in prep, n
    assert CENTRE not in prep
    assert len(prep_cells(Board.empty())) == 48


def test_prep_cells_next_to_the_centre_are_fine():
    assert {parse_cell(n) for n in ("c4", "d5", "e4", "d3")} <= set(prep_cells(Board.empty()))


def test_prep_ignores_polyominoes_next_door_but_not_on_the_cell():
    # only markers and monominoes rule out their neighbours
    b = position(pieces=["D:a1,a2"])
    prep = set(prep_cells(b))
    assert parse_cell("b1") in prep and parse_cell("a3") in prep
    assert parse_cell("a1") not in prep


# --- placements ----------------------------------------------------------------------

def test_a_piece_must_share_an_edge_with_an_own_marker_not_a_corner():
    b = position(gold=["b2"])
    found = piece_placements(b, "D", GOLD_MARKER)
    assert cells("b3", "b4") in found
    assert cells("c3", "c4") not in found        # c3 touches b2 at a corner only
    assert all(any(parse_cell("b2") in orthogonal(c) for c in p) for p in found)


def test_the_opponents_marker_alone_does_not_do():
    b = position(gold=["b2"], silver=["f6"])
    assert cells("f4", "f5") not in piece_placements(b, "D", GOLD_MARKER)
    assert cells("f4", "f5") in piece_placements(b, "D", SILVER_MARKER)
    # touching both is fine for either
    b = position(gold=["b2"], silver=["b4"])
    assert cells("b3", "c3") in piece_placements(b, "D", GOLD_MARKER)
    assert cells("b3", "c3") in piece_placements(b, "D", SILVER_MARKER)


def test_no_placement_without_an_own_marker():
    b = position(silver=["a1"])
    assert piece_placements(b, "D", GOLD_MARKER) == []
    assert not can_place(b, ["D"], GOLD_MARKER)
    assert turn_moves(b, ["D"], GOLD_MARKER, None) == []


def test_free_cells_exclude_monominoes_markers_pieces_and_the_centre():
    b = position(gold=["c3"], silver=["b3"], mono=["c2"], pieces=["D:a1,a2"])
    blocked = {parse_cell(n) for n in ("c3", "b3", "c2", "a1", "a2")} | {CENTRE}
    for kind in KINDS:
        for p in piece_placements(b, kind, GOLD_MARKER):
            assert not blocked & set(p), (kind, p)
    # the centre: c4 touches the marker on c3, but a domino c4-d4 is never offered
    assert cells("c4", "c5") in piece_placements(b, "D", GOLD_MARKER)
    assert not any(CENTRE in p for p in piece_placements(b, "D", GOLD_MARKER))
    for _frm, to in marker_steps(b):
        assert to not in blocked


def test_placements_are_sorted_and_of_the_kind():
    b = position(gold=["d2", "f6"], silver=["b5"])
    for kind in KINDS:
        found = piece_placements(b, kind, GOLD_MARKER)
        assert found == sorted(found)
        assert all(list(p) == sorted(p) and kind_of(p) == kind for p in found)


# --- the marker move -----------------------------------------------------------------

def test_the_marker_move_is_compulsory():
    b = position(gold=["a1"], silver=["g7"])
    turns = turn_moves(b, ["D"], GOLD_MARKER, None)
    assert turns and all(step is not None for _, _, step in turns)
    assert turn_error(b, ["D"], GOLD_MARKER, None, "D", cells("a2", "a3"), None) == (
        "a marker can move: the marker move is compulsory")
    assert turn_error(b, ["D"], GOLD_MARKER, None, "D", cells("a2", "a3"),
                      parse_step("g7-g6")) is None


def test_either_colour_may_move():
    b = position(gold=["a1"], silver=["g7"])
    steps = {s for _, _, s in turn_moves(b, ["D"], GOLD_MARKER, None)}
    assert parse_step("g7-f7") in steps and parse_step("a1-b1") in steps


def test_a_marker_moves_one_cell_orthogonally_onto_a_free_cell():
    b = position(gold=["c3"], silver=["e3"], mono=["c2"])
    assert marker_steps(b) == sorted([parse_step(s) for s in (
        "c3-b3", "c3-c4", "c3-d3", "e3-d3", "e3-e2", "e3-e4", "e3-f3")])
    assert parse_step("c3-d4") not in marker_steps(b)         # diagonal, and the centre


def test_no_straight_back():
    b = position(gold=["a1", "g1"], silver=["g7"])
    last = parse_step("b1-a1")                     # the last turn moved a1's marker in
    steps = marker_steps(b, reverse(last))
    assert parse_step("a1-b1") not in steps        # not straight back
    assert parse_step("a1-a2") in steps            # the same marker elsewhere is fine
    assert parse_step("g1-f1") in steps            # and any other marker
    turns = turn_moves(b, ["D"], GOLD_MARKER, reverse(last))
    assert all(step != parse_step("a1-b1") for _, _, step in turns)
    assert any(step == parse_step("a1-a2") for _, _, step in turns)
    assert turn_error(b, ["D"], GOLD_MARKER, reverse(last), "D", cells("b1", "b2"),
                      parse_step("a1-b1")) is not None
    assert turn_error(b, ["D"], GOLD_MARKER, reverse(last), "D", cells("a2", "a3"),
                      parse_step("a1-b1")) == (
        "the marker moved in the last turn may not go straight back")


def test_going_on_in_the_same_direction_is_fine():
    b = position(gold=["b1"], silver=["g7"])
    last = parse_step("a1-b1")
    turns = turn_moves(b, ["D"], GOLD_MARKER, reverse(last))
    assert any(step == parse_step("b1-c1") for _, _, step in turns)
    assert not any(step == parse_step("b1-a1") for _, _, step in turns)


def test_moving_back_later_is_fine():
    b = position(gold=["a1", "g1"], silver=["g7"])
    # b1 -> a1, then another turn moved g7 -> f7: a1 -> b1 is allowed again
    assert parse_step("a1-b1") in marker_steps(b, reverse(parse_step("g7-f7")))
    assert any(step == parse_step("a1-b1")
               for _, _, step in turn_moves(b, ["D"], GOLD_MARKER, reverse(parse_step("g7-f7"))))


def test_when_only_straight_back_remains_no_marker_moves():
    b = position(gold=["a1"], pieces=["D:a2,a3"])
    turns = turn_moves(b, ["D"], GOLD_MARKER, reverse(parse_step("b1-a1")))
    # a D touching a1 must cover b1 (a2 is taken): then a1 cannot move at all
    assert turns == [("D", cells("b1", "b2"), None), ("D", cells("b1", "c1"), None)]


def test_the_step_is_computed_after_the_placement():
    # the Gold marker in the corner can go to a2 or b1; a piece on b1 blocks that step
    b = position(gold=["a1"], pieces=["D:a2,a3"])
    assert marker_steps(b) == [parse_step("a1-b1")]
    turns = turn_moves(b, ["D"], GOLD_MARKER, None)
    assert ("D", cells("b1", "b2"), None) in turns
    assert ("D", cells("b1", "b2"), parse_step("a1-b1")) not in turns
    assert turn_error(b, ["D"], GOLD_MARKER, None, "D", cells("b1", "b2"),
                      parse_step("a1-b1")) == "b1 is not free"
    assert turn_error(b, ["D"], GOLD_MARKER, None, "D", cells("b1", "b2"), None) is None


def test_one_entry_per_distinct_kind_and_sorted():
    b = position(gold=["c2"], silver=["e6"])
    with_four = turn_moves(b, ["D", "D", "D", "D", "V3"], GOLD_MARKER, None)
    assert with_four == turn_moves(b, {"D": 1, "V3": 1, "T4": 0}, GOLD_MARKER, None)
    assert with_four == sorted(with_four)
    assert len(set(with_four)) == len(with_four)
    assert {kind for kind, _, _ in with_four} == {"D", "V3"}


# --- skips and the end ---------------------------------------------------------------

def test_a_player_who_cannot_place_is_skipped():
    # Gold's only marker is walled in; Silver can play
    b = position(gold=["a1"], silver=["g7"], mono=["a2", "b1"])
    hands = {GOLD: ["D"], SILVER: ["D"]}
    assert not can_place(b, hands[GOLD], GOLD_MARKER)
    assert turn_moves(b, hands[GOLD], GOLD_MARKER, None) == []
    assert next_player(b, hands, SILVER) == SILVER       # Gold's turn is skipped
    assert next_player(b, hands, GOLD) == SILVER
    assert not is_over(b, hands)
    assert is_over(b, {GOLD: ["D"], SILVER: []})
    assert next_player(b, {GOLD: ["D"], SILVER: []}, GOLD) is None


def test_the_restriction_survives_a_skip():
    # Silver moved a1 -> b1... then Gold was skipped; Silver plays again, and b1 -> a1 is
    # still straight back (the game keeps the last step played, and passes it on)
    b = position(gold=["g7"], silver=["b1"], mono=["f7", "g6"])
    hands = {GOLD: ["D"], SILVER: ["D", "D"]}
    assert next_player(b, hands, SILVER) == SILVER
    last = parse_step("a1-b1")
    turns = turn_moves(b, hands[SILVER], SILVER_MARKER, reverse(last))
    assert turns and all(step != parse_step("b1-a1") for _, _, step in turns)


def test_penalty_after_phase_2():
    b = position(gold=["a1"], silver=["g7"])
    hands = {GOLD: Counter({"O4": 1, "D": 1}), SILVER: Counter({"I3": 1})}
    apply_turn(b, 1, "O4", cells("a2", "a3", "b2", "b3"), parse_step("a1-b1"))
    hands[GOLD]["O4"] -= 1
    # Silver's corner marker stays free; Gold's marker on b1 still has room
    assert penalty(hands[GOLD]) == 2 and penalty(hands[SILVER]) == 3


def test_apply_turn_places_and_moves():
    b = position(gold=["a1"])
    apply_turn(b, 7, "D", cells("a2", "a3"), parse_step("a1-b1"))
    assert b.pieces[7] == ("D", cells("a2", "a3"))
    assert b.markers[parse_cell("b1")] == GOLD_MARKER
    assert b.markers[parse_cell("a1")] == NO_MARKER


# --- a recount from the rule book on random positions ---------------------------------

def _random_position(rng: random.Random) -> Board:
    b = Board.empty()
    free = [c for c in CELLS if c != CENTRE]
    rng.shuffle(free)
    for c in free[:rng.randrange(1, 5)]:
        b.markers[c] = GOLD_MARKER
    for c in free[5:5 + rng.randrange(0, 5)]:
        b.markers[c] = SILVER_MARKER
    for c in free[10:10 + rng.randrange(0, 8)]:
        b.tiles[c] = MONO
    return b


def _slow_placements(b: Board, kind: str, marker: int) -> list[tuple[int, ...]]:
    def free(c):
        return c != CENTRE and b.tiles[c] == EMPTY and b.markers[c] == NO_MARKER
    return [p for p in placements(kind) if all(free(c) for c in p)
            and any(b.markers[n] == marker for c in p for n in orthogonal(c))]


def test_placements_and_steps_match_a_recount():
    rng = random.Random(20120)
    for _ in range(200):
        b = _random_position(rng)
        for marker in (GOLD_MARKER, SILVER_MARKER):
            for kind in KINDS:
                assert piece_placements(b, kind, marker) == _slow_placements(b, kind, marker)
            hand = [k for k in KINDS if rng.random() < 0.3]
            assert can_place(b, hand, marker) == bool(turn_moves(b, hand, marker, None))
        steps = sorted((c, n) for c in CELLS if b.markers[c] for n in orthogonal(c)
                       if n != CENTRE and b.tiles[n] == EMPTY and not b.markers[n])
        assert marker_steps(b) == steps
        if steps:
            gone = rng.choice(steps)
            assert marker_steps(b, gone) == [s for s in steps if s != gone]


def test_turn_error_agrees_with_turn_moves():
    rng = random.Random(7)
    for _ in range(100):
        b = _random_position(rng)
        hand = [k for k in KINDS if rng.random() < 0.5]
        # forbid a step that is possible, as if that marker had just come the other way
        forbidden = rng.choice(marker_steps(b) or [None])
        legal = set(turn_moves(b, hand, GOLD_MARKER, forbidden))
        for kind in KINDS:
            for p in rng.sample(placements(kind), 5):
                for step in [None, *rng.sample(marker_steps(b) or [(0, 1)], 1)]:
                    ok = turn_error(b, hand, GOLD_MARKER, forbidden, kind, p, step) is None
                    assert ok == ((kind, p, step) in legal), (kind, p, step)
        for turn in rng.sample(sorted(legal), min(len(legal), 20)):
            assert turn_error(b, hand, GOLD_MARKER, forbidden, *turn) is None


# --- random play ---------------------------------------------------------------------

def _random_hands(rng: random.Random) -> dict[str, Counter]:
    hands: dict[str, Counter] = {GOLD: Counter(), SILVER: Counter()}
    for kind in KINDS:
        for _ in range(POOL[kind]):
            owner = rng.choice((GOLD, SILVER, None))
            if owner:
                hands[owner][kind] += 1
    return hands


def _prepare(b: Board, rng: random.Random) -> None:
    items = {GOLD: ["m", "*", "*", "*"], SILVER: ["m", "*", "*", "*"]}
    player = GOLD
    for _ in range(8):
        where = prep_cells(b)
        assert where, "a preparation cell is always left"
        cell = rng.choice(where)
        item = items[player].pop(rng.randrange(len(items[player])))
        if item == "m":
            b.tiles[cell] = MONO
        else:
            b.markers[cell] = MARKER_OF[player]
        player = other(player)


@pytest.mark.parametrize("seed", range(4))
def test_random_phase_2_play(seed):
    rng = random.Random(seed)
    for _ in range(50):
        hands = _random_hands(rng)
        start = {p: sum(CELLS_OF[k] * n for k, n in h.items()) for p, h in hands.items()}
        b = Board.empty()
        _prepare(b, rng)
        last: tuple[int, int] | None = None
        placed = {GOLD: 0, SILVER: 0}
        player = next_player(b, hands, SILVER)               # Gold first, when able
        turns = 0
        while player is not None:
            marker = MARKER_OF[player]
            moves = turn_moves(b, hands[player], marker, reverse(last))
            assert moves, "next_player names only a player who can place"
            kind, p, step = rng.choice(moves)
            # the piece: on free cells, of a kind in hand, touching an own marker
            assert hands[player][kind] > 0
            assert all(c != CENTRE and b.tiles[c] == EMPTY and not b.markers[c] for c in p)
            assert any(b.markers[n] == marker for c in p for n in orthogonal(c))
            # the step: compulsory, looked for after the piece, never straight back
            after = b.copy()
            after.place_piece(99, kind, p)
            possible = marker_steps(after, reverse(last))
            assert (step is None) == (not possible)
            assert step is None or step in possible
            assert step is None or step != reverse(last)
            apply_turn(b, 100 + turns, kind, p, step)
            hands[player][kind] -= 1
            placed[player] += CELLS_OF[kind]
            last = step                       # a turn without a step clears it
            turns += 1
            # invariants: 3 markers each, 2 monominoes, pieces cover their cells only
            assert len(b.markers_of(GOLD_MARKER)) == 3
            assert len(b.markers_of(SILVER_MARKER)) == 3
            assert b.tiles.count(MONO) == 2
            covered = [c for c in CELLS if b.tiles[c] > 0]
            assert len(covered) == sum(len(cs) for _, cs in b.pieces.values())
            assert not any(b.markers[c] for c in covered)
            player = next_player(b, hands, player)
        assert is_over(b, hands)
        for p in (GOLD, SILVER):
            assert not can_place(b, hands[p], MARKER_OF[p])
            assert penalty(hands[p]) == start[p] - placed[p]
            assert penalty(hands[p]) == sum(CELLS_OF[k] * n for k, n in hands[p].items())
