"""The rules of The Ring World (docs/rules.md §1.3-1.5), one rule per test.

Positions are built with ``RingWorld.from_positions([(address, colour), ...])``. An
address is the path of child digits from the top position (0 = 3 o'clock, clockwise), so on
the L3 board ("Mini", order 3) a level-2 position is one digit and a level-1 position two
digits; on L4 they are two and three digits. Useful facts of the L3 board, all checked
in ``test_facts_of_the_l3_board_used_below``:

* the 8 level-2 positions 0..7 form a cycle: ring k touches rings k-1 and k+1 only;
* neighbouring level-2 positions share two level-1 positions, e.g. ``02`` = ``17`` and
  ``03`` = ``16`` lie in both ring 0 and ring 1;
* level-1 neighbours used below::

      00: 01 07        01: 00 02        02: 01 03 10     03: 02 04 15
      05: 04 06 73     06: 05 07 70     07: 00 06        10: 02 11
      40: 36 47        47 (=52): 40 46 51                53 (=46): 45 47 54
      54: 46 55        55: 54 56        56: 55 57        57 (=64): 50 56 65

Most tests need a turn that does not disturb the position: the mover places a ring in a
far-away empty level-2 position (for instance ``44``) and turns that ring, which only moves
the new ring one step round it (``44`` -> ``45``). Every test checks every event, so a
disturbance would show. The tests of a turn end with ``check_undo``: undoing the turn
gives back exactly the previous game, and replaying the move gives the same events.
"""

from __future__ import annotations

import numpy as np
import pytest

from ringworld_nb.core import Outcome
from ringworld_nb.core.errors import IllegalMoveError
from ringworld_nb.ringworld import BLUE, EMPTY, PASS, RED, Move, RingBoard, RingWorld

L3 = RingBoard(3)
L4 = RingBoard(4)


# --------------------------------------------------------------------- helpers --
def at(board: RingBoard, address: str) -> int:
    """Level-1 index of an address (any of its paths)."""
    level, index = board.parse_address(address)
    assert level == 1, f"{address!r} is not a level-1 position"
    return index


def ring(board: RingBoard, address: str) -> tuple[int, int]:
    """(level, index) of a ring address; "" is the top position."""
    level, index = board.parse_address(address)
    assert level >= 2, f"{address!r} is a level-1 position, not one that turns"
    return level, index


def colour_at(game: RingWorld, address: str) -> int:
    level, index = game.board.parse_address(address)
    return int(game.rings(level)[index])


def snapshot(game: RingWorld):
    """Everything a player can see: contents, side to move, result, history, moves."""
    return (
        {level: game.rings(level).tolist() for level in game.board.levels},
        game.to_move,
        game.winner,
        game.outcome,
        game.history,
        game.counts(),
        game.legal_placements(),
        game.legal_rotations(),
        game.legal_moves() if game.order == 3 else None,
    )


def canon(board: RingBoard, mapping: dict[str, int]) -> dict[str, int]:
    """The same mapping with every address replaced by its canonical (smallest) path."""
    return {board.address(*board.parse_address(a)): c for a, c in mapping.items()}


def happened(game: RingWorld, events, kind: str) -> dict[str, int]:
    """{canonical address: colour} of everything the events of ``kind`` touched."""
    out: dict[str, int] = {}
    for e in events:
        if e.kind == kind:
            for p, c in zip(e.positions, e.colours):
                out[game.board.address(e.level, p)] = c
    return out


def check_undo(game: RingWorld, before, move: Move, events) -> None:
    """Undo restores exactly the previous position; replaying gives the same events."""
    assert game.undo() == move
    assert snapshot(game) == before
    assert game.play(move) == events
    assert game.undo() == move
    assert snapshot(game) == before


def quiet(board: RingBoard, address: str) -> Move:
    """Place on ``address`` and turn its only (empty) level-2 parent: the new ring just
    moves one step round that parent."""
    index = at(board, address)
    (parent,) = board.parents(1, index)
    return Move(index, (2, parent))


# ------------------------------------------------------------------ the board --
def test_facts_of_the_l3_board_used_below():
    """The geometry quoted in the module docstring."""
    for k in range(8):
        assert set(L3.neighbors(2, k)) == {(k - 1) % 8, (k + 1) % 8}
    assert at(L3, "02") == at(L3, "17") and at(L3, "03") == at(L3, "16")
    assert L3.parents(1, at(L3, "02")) == (0, 1)
    table = {
        "00": "01 07", "01": "00 02", "02": "01 03 10", "03": "02 04 15",
        "05": "04 06 73", "06": "05 07 70", "07": "00 06", "10": "02 11",
        "40": "36 47", "47": "40 46 51", "53": "45 47 54", "54": "46 55",
        "55": "54 56", "56": "55 57", "57": "50 56 65",
    }
    for address, nbrs in table.items():
        got = {L3.address(1, j) for j in L3.neighbors(1, at(L3, address))}
        assert got == {L3.address(1, at(L3, a)) for a in nbrs.split()}, address


# ------------------------------------------------------------------ placement --
def test_every_position_is_a_legal_placement_on_an_empty_board():
    game = RingWorld(3)
    assert game.legal_placements() == list(range(L3.count(1)))


def test_shared_position_is_placeable_while_one_of_its_parents_is_empty():
    """``02`` (= ``17``) lies in rings 0 and 1. A red ring on ``00`` fills ring 0, so
    ``01`` and ``04`` (only in ring 0) are no longer placeable, but ``02`` and ``03`` are:
    ring 1 is still empty (docs/rules.md §1.3, one empty parent suffices)."""
    game = RingWorld.from_positions([("00", RED)], order=3, to_move=BLUE)
    legal = set(game.legal_placements())
    assert at(L3, "02") in legal and at(L3, "03") in legal
    assert at(L3, "01") not in legal and at(L3, "04") not in legal
    assert at(L3, "17") in legal  # the other path names the same position
    before = snapshot(game)
    move = Move(at(L3, "17"), (2, 1))
    events = game.play(move)
    # placed on 17 (= 02), then ring 1 turned: child 7 -> child 0, so it stands on 10
    assert happened(game, events, "placed") == canon(game.board, {"02": BLUE})
    assert colour_at(game, "10") == BLUE and colour_at(game, "02") == EMPTY
    check_undo(game, before, move, events)


def test_shared_position_is_not_placeable_when_both_parents_hold_a_ring():
    """Red on ``00`` (ring 0) and Blue on ``10`` (ring 1): both parents of ``02``/``03``
    hold a level-1 ring, so neither is placeable; placing there is refused."""
    game = RingWorld.from_positions([("00", RED), ("10", BLUE)], order=3)
    legal = set(game.legal_placements())
    assert at(L3, "02") not in legal and at(L3, "03") not in legal
    before = snapshot(game)
    with pytest.raises(IllegalMoveError, match="already has a ring among its 8 children"):
        game.play(Move(at(L3, "02"), (2, 0)))
    assert snapshot(game) == before


def test_placement_ignores_the_content_of_the_level_2_ring_itself():
    """Position 0 holds a blue ring but has no ring among its children: they are placeable."""
    game = RingWorld.from_positions([("0", BLUE)], order=3)
    assert at(L3, "00") in game.legal_placements()


def test_placement_is_compulsory_when_possible():
    """Red has a ring on ``44`` (so ring 4 can be turned), but placements exist: turning
    without placing is refused and the game is unchanged."""
    game = RingWorld.from_positions([("44", RED)], order=3)
    assert game.legal_placements()
    assert all(m.place is not None for m in game.legal_moves())
    before = snapshot(game)
    with pytest.raises(IllegalMoveError, match="must be placed"):
        game.play(Move(None, (2, 4)))
    with pytest.raises(IllegalMoveError, match="must be placed"):
        game.play(PASS)
    assert snapshot(game) == before


def test_placement_is_skipped_when_every_level_2_ring_holds_a_ring():
    """Blue rings on 00, 02 (=17), 24 (=31), 46 (=53), 60 (=75) fill all 8 level-2 positions:
    no placement exists, and Blue's moves are turns alone."""
    game = RingWorld.from_positions(
        [("00", BLUE), ("02", BLUE), ("24", BLUE), ("46", BLUE), ("60", BLUE)],
        order=3, to_move=BLUE)
    assert game.legal_placements() == []
    moves = game.legal_moves()
    assert moves and all(m.place is None and m.rotate is not None for m in moves)
    assert {m.rotate for m in moves} == {(2, k) for k in range(8)}
    with pytest.raises(IllegalMoveError):
        game.play(Move(at(L3, "44"), (2, 4)))


# ------------------------------------------------------------------- rotation --
def test_rotation_needs_an_own_ring_among_the_direct_children():
    """L4. Red has a level-1 ring on ``000`` (child of level-2 position ``00``, grandchild of
    level-3 position ``0``) and holds the level-3 position ``1`` itself. After placing on ``777``
    Red may turn ``00``, ``77`` and the top (``1`` is a direct child of the top) - but
    not ``0`` (a grandchild does not count) and not ``1`` (the ring's own content does
    not count, only its children's)."""
    game = RingWorld.from_positions([("000", RED), ("1", RED)], order=4)
    place = at(L4, "777")
    assert set(game.legal_rotations(place)) == {ring(L4, "00"), ring(L4, "77"), ring(L4, "")}
    before = snapshot(game)
    for bad in ("0", "1"):
        with pytest.raises(IllegalMoveError, match="has no Red ring among its 8 children"):
            game.play(Move(place, ring(L4, bad)))
    assert snapshot(game) == before


def test_rotation_is_legal_at_every_level_up_to_the_top():
    """L4. Red rings on level 1 (``000``), level 2 (``22``) and level 3 (``4``) make Red's
    level-2 position ``00``, level-3 position ``2`` and the top position turnable."""
    game = RingWorld.from_positions([("000", RED), ("22", RED), ("4", RED)], order=4)
    assert set(game.legal_rotations()) == {ring(L4, "00"), ring(L4, "2"), ring(L4, "")}
    place = at(L4, "666")
    for rot in (ring(L4, "00"), ring(L4, "2"), ring(L4, "")):
        before = snapshot(game)
        move = Move(place, rot)
        events = game.play(move)
        assert [e.kind for e in events][:2] == ["placed", "rotated"]
        check_undo(game, before, move, events)


def test_turning_the_top_ring_turns_the_whole_board():
    """L4: ``000`` -> ``111``, ``22`` -> ``33``, ``4`` -> ``5`` and the placed ``666`` ->
    ``777``; the top position's own content (empty) stays."""
    game = RingWorld.from_positions([("000", RED), ("22", RED), ("4", RED)], order=4)
    before = snapshot(game)
    move = Move(at(L4, "666"), ring(L4, ""))
    events = game.play(move)
    assert happened(game, events, "born") == {}
    assert happened(game, events, "died") == {}
    expected = {"111": RED, "33": RED, "5": RED, "777": RED}
    for level in L4.levels:
        for i, c in enumerate(game.rings(level).tolist()):
            assert c == expected.get(L4.address(level, i), EMPTY), L4.address(level, i)
    check_undo(game, before, move, events)


def test_rotation_carries_a_ring_into_the_neighbouring_ring_via_a_shared_position():
    """L3. Red ``01`` lies in ring 0 only. Turning ring 0 moves it to ``02``, which is
    also ``17``: now it is in ring 1 too, so Red may turn ring 1. Turning ring 1 then
    moves it from ``17`` to ``10``: it has left ring 0 for good."""
    game = RingWorld.from_positions([("01", RED)], order=3)
    assert game.rotatable(RED) == [(2, 0)]
    before1 = snapshot(game)
    move1 = Move(at(L3, "44"), (2, 0))
    events1 = game.play(move1)
    assert colour_at(game, "02") == RED and colour_at(game, "17") == RED
    assert colour_at(game, "01") == EMPTY
    assert set(game.rotatable(RED)) == {(2, 0), (2, 1), (2, 4)}
    game.play(quiet(L3, "66"))  # Blue, far away
    move3 = Move(at(L3, "55"), (2, 1))
    before3 = snapshot(game)
    events3 = game.play(move3)
    assert colour_at(game, "10") == RED and colour_at(game, "02") == EMPTY
    assert (2, 0) not in game.rotatable(RED) and (2, 1) in game.rotatable(RED)
    check_undo(game, before3, move3, events3)
    game.undo()
    check_undo(game, before1, move1, events1)


def test_level_3_rotation_carries_its_whole_subtree_and_keeps_its_own_content():
    """L4. Level-3 ring ``0`` is red; below it: red level-2 position ``01``, red ``000``, blue
    ``012`` and blue ``077``. Turning ``0`` adds 1 to every digit below it:
    ``01`` -> ``02``, ``000`` -> ``011``, ``012`` -> ``023``, ``077`` -> ``000``; the
    level-3 position ``0`` stays red. (Red may turn ``0``: ``01`` is a direct child.)"""
    game = RingWorld.from_positions(
        [("0", RED), ("01", RED), ("000", RED), ("012", BLUE), ("077", BLUE)], order=4)
    before = snapshot(game)
    move = Move(at(L4, "444"), ring(L4, "0"))
    events = game.play(move)
    assert happened(game, events, "born") == {}
    assert happened(game, events, "died") == {}
    assert happened(game, events, "occupied") == {}
    expected = {"0": RED, "02": RED, "011": RED, "023": BLUE, "000": BLUE, "444": RED}
    for level in L4.levels:
        for i, c in enumerate(game.rings(level).tolist()):
            assert c == expected.get(L4.address(level, i), EMPTY), L4.address(level, i)
    # ``02`` is also ``17``: the level-2 ring moved under level-3 position 1 as well
    assert ring(L4, "1") in game.rotatable(RED)
    check_undo(game, before, move, events)


def test_rotation_is_compulsory_after_placing():
    game = RingWorld(3)
    before = snapshot(game)
    with pytest.raises(IllegalMoveError, match="must also turn a position"):
        game.play(Move(at(L3, "00"), None))
    assert snapshot(game) == before


def test_placed_ring_may_be_turned_and_placement_and_rotation_are_independent():
    """On an empty board the only turnable rings after placing are the parents of the
    new ring; with a red ring already on ``44`` ring 4 can be turned after placing on
    ``00`` (the turned ring need not contain the placed ring)."""
    game = RingWorld(3)
    assert game.legal_rotations() == []
    assert game.legal_rotations(at(L3, "02")) == [(2, 0), (2, 1)]
    game = RingWorld.from_positions([("44", RED)], order=3)
    assert (2, 4) in game.legal_rotations(at(L3, "00"))
    game.play(Move(at(L3, "00"), (2, 4)))
    assert colour_at(game, "00") == RED and colour_at(game, "45") == RED


# ------------------------------------------------------------------- birth --
def test_birth_with_two_neighbours():
    """L3. Red on ``00`` (and ``44``, to have a ring to turn). Red places on ``02``
    (ring 1 is empty) and turns ring 4 (``44`` -> ``45``). ``01``, whose 2 neighbours
    are ``00`` and ``02``, is born red."""
    game = RingWorld.from_positions([("00", RED), ("44", RED)], order=3)
    before = snapshot(game)
    move = Move(at(L3, "02"), (2, 4))
    events = game.play(move)
    assert happened(game, events, "born") == canon(game.board, {"01": RED})
    assert happened(game, events, "died") == {}
    assert colour_at(game, "01") == RED
    check_undo(game, before, move, events)


@pytest.mark.parametrize("two, one", [(RED, BLUE), (BLUE, RED)])
def test_birth_with_three_neighbours_two_of_one_colour(two, one):
    """L3. ``02`` has 3 neighbours: ``01``, ``03`` (colour ``two``) and ``10`` (colour
    ``one``). It is born with the colour of the two, whoever moves."""
    game = RingWorld.from_positions([("01", two), ("03", two), ("10", one)], order=3)
    before = snapshot(game)
    move = quiet(L3, "44")
    events = game.play(move)
    assert happened(game, events, "born") == canon(game.board, {"02": two})
    assert happened(game, events, "died") == {}
    check_undo(game, before, move, events)


def test_no_birth_with_one_neighbour_of_each_colour():
    """``02`` with red ``01``, blue ``03`` and empty ``10``: no colour has 2."""
    game = RingWorld.from_positions([("01", RED), ("03", BLUE)], order=3)
    events = game.play(quiet(L3, "44"))
    assert happened(game, events, "born") == {}


def test_births_are_simultaneous():
    """L3. Red on ``01``, ``03``, ``11``. ``02`` (neighbours ``01 03 10``) is born in the
    first generation. ``10`` (neighbours ``02 11``) had only 1 red neighbour before the
    births, so it is not born then - only in the next generation, after Blue's turn."""
    game = RingWorld.from_positions([("01", RED), ("03", RED), ("11", RED)], order=3)
    before1 = snapshot(game)
    move1 = quiet(L3, "44")
    events1 = game.play(move1)
    assert happened(game, events1, "born") == canon(game.board, {"02": RED})
    assert colour_at(game, "10") == EMPTY
    move2 = quiet(L3, "66")  # Blue, far away
    before2 = snapshot(game)
    events2 = game.play(move2)
    assert happened(game, events2, "born") == canon(game.board, {"10": RED})
    check_undo(game, before2, move2, events2)
    check_undo(game, before1, move1, events1)


# ------------------------------------------------------------------- death --
def test_groups_of_both_colours_die_at_once():
    """L3. Red ``00 01`` and blue ``02``, ``07``; red also on ``03``, ``10`` and ``44``.
    Red places on ``06`` (ring 7 is empty) and turns ring 4. Now red ``00 01`` has no
    empty neighbour (``07``, ``02`` blue), blue ``07`` has none (``00``, ``06`` red) and
    blue ``02`` has none (``01``, ``03``, ``10`` red). All four die together: had blue
    been removed first, red ``00 01`` would have had liberties."""
    game = RingWorld.from_positions(
        [("00", RED), ("01", RED), ("03", RED), ("10", RED), ("44", RED),
         ("02", BLUE), ("07", BLUE)], order=3)
    before = snapshot(game)
    move = Move(at(L3, "06"), (2, 4))
    events = game.play(move)
    assert happened(game, events, "born") == {}
    assert happened(game, events, "died") == canon(
        game.board, {"00": RED, "01": RED, "02": BLUE, "07": BLUE})
    for address in ("03", "10", "06", "45"):
        assert colour_at(game, address) == RED
    check_undo(game, before, move, events)


def test_death_is_decided_after_the_births():
    """L3. Blue ``07`` (neighbours ``00``, ``06``) has one liberty, ``06``. Red ``05`` and
    ``70`` are two red neighbours of ``06``, so ``06`` is born red - which fills blue
    ``07``'s last liberty: ``07`` dies in the same generation."""
    game = RingWorld.from_positions(
        [("07", BLUE), ("00", RED), ("05", RED), ("70", RED)], order=3)
    before = snapshot(game)
    move = quiet(L3, "44")
    events = game.play(move)
    assert happened(game, events, "born") == canon(game.board, {"06": RED})
    assert happened(game, events, "died") == canon(game.board, {"07": BLUE})
    check_undo(game, before, move, events)


def test_a_group_with_a_liberty_lives():
    """Red ``00 01`` with blue ``07`` and ``02``, but ``06`` empty: blue ``07`` keeps the
    liberty ``06``; red has none and dies alone."""
    game = RingWorld.from_positions(
        [("00", RED), ("01", RED), ("02", BLUE), ("07", BLUE)], order=3)
    events = game.play(quiet(L3, "44"))
    assert happened(game, events, "died") == canon(game.board, {"00": RED, "01": RED})


# --------------------------------------------------------------- occupation --
def test_occupation_by_five_of_eight_replaces_the_other_colour():
    """L3. Level-2 ring 4 is blue; red holds its children ``40 41 42 43`` (k = 0..3) and
    ``00`` far away. Red places on ``47`` (= ``52``; ring 5 is empty) and turns ring 0.
    Ring 4 now has 5 red children out of 8, so it becomes red."""
    game = RingWorld.from_positions(
        [("4", BLUE), ("40", RED), ("41", RED), ("42", RED), ("43", RED), ("00", RED)],
        order=3)
    before = snapshot(game)
    move = Move(at(L3, "47"), (2, 0))
    events = game.play(move)
    assert happened(game, events, "born") == {}
    assert happened(game, events, "died") == {}
    assert happened(game, events, "occupied") == canon(game.board, {"4": RED})
    assert colour_at(game, "4") == RED
    check_undo(game, before, move, events)


def test_held_ring_is_kept_without_a_majority():
    """As above but with red on ``40 41 42`` only: after placing ``47`` ring 4 has 4 red
    children and no blue ones - no majority of 5, so it stays blue."""
    game = RingWorld.from_positions(
        [("4", BLUE), ("40", RED), ("41", RED), ("42", RED), ("00", RED)], order=3)
    before = snapshot(game)
    move = Move(at(L3, "47"), (2, 0))
    events = game.play(move)
    assert happened(game, events, "occupied") == {}
    assert colour_at(game, "4") == BLUE
    check_undo(game, before, move, events)


def test_held_ring_is_kept_when_its_children_vanish():
    """Level-2 ring 0 is red and its only child ring, red ``00``, is surrounded by blue
    ``01`` and ``07`` and dies: ring 0 keeps its red ring (docs/rules.md §1.4)."""
    game = RingWorld.from_positions(
        [("0", RED), ("00", RED), ("01", BLUE), ("07", BLUE)], order=3)
    events = game.play(quiet(L3, "44"))
    assert happened(game, events, "died") == canon(game.board, {"00": RED})
    assert colour_at(game, "0") == RED


def test_occupation_counts_the_births_of_the_same_generation():
    """L3. Red on ``50 51 52 54`` (4 children of ring 5). ``53`` (neighbours ``45 47 54``,
    ``47`` = ``52``) is born red, giving ring 5 its 5th red child: ring 5 is occupied in
    the same generation (occupation comes after birth)."""
    game = RingWorld.from_positions(
        [("50", RED), ("51", RED), ("52", RED), ("54", RED)], order=3)
    before = snapshot(game)
    move = quiet(L3, "00")
    events = game.play(move)
    assert happened(game, events, "born") == canon(game.board, {"53": RED})
    assert happened(game, events, "occupied") == canon(game.board, {"5": RED})
    check_undo(game, before, move, events)


def test_occupation_counts_after_the_deaths_of_the_same_generation():
    """L3. Ring 5 is blue and has 5 red children ``50 51 52 53 55``, but red ``55`` sits
    between blue ``54`` and ``56`` and dies (so does blue ``54``, between red ``53`` (=46)
    and ``55``). After the deaths only 4 red children remain: ring 5 stays blue."""
    game = RingWorld.from_positions(
        [("5", BLUE), ("50", RED), ("51", RED), ("52", RED), ("53", RED), ("55", RED),
         ("54", BLUE), ("56", BLUE)], order=3)
    before = snapshot(game)
    move = quiet(L3, "00")
    events = game.play(move)
    assert happened(game, events, "born") == {}
    assert happened(game, events, "died") == canon(game.board, {"55": RED, "54": BLUE})
    assert happened(game, events, "occupied") == {}
    assert colour_at(game, "5") == BLUE
    check_undo(game, before, move, events)


def test_level_2_birth_comes_after_the_occupation_of_level_2():
    """L3. Level-2 ring 3 is red, ring 4 empty, ring 5 empty with 5 red children
    ``50 51 52 53 54``. In one generation ring 5 is occupied (after level 1), and then
    ring 4, with red neighbours 3 and 5, is born on level 2."""
    game = RingWorld.from_positions(
        [("3", RED), ("50", RED), ("51", RED), ("52", RED), ("53", RED), ("54", RED)],
        order=3)
    before = snapshot(game)
    move = quiet(L3, "00")
    events = game.play(move)
    assert happened(game, events, "occupied") == canon(game.board, {"5": RED})
    born = [(e.level, e.positions) for e in events if e.kind == "born" and e.positions]
    assert born == [(2, (4,))]
    assert colour_at(game, "4") == RED
    check_undo(game, before, move, events)


def test_generation_runs_level_by_level_birth_death_occupation():
    """L4: placed, rotated, then for L = 1, 2, 3: born L, died L, occupied L+1."""
    game = RingWorld(4)
    events = game.play(game.legal_moves()[0])
    assert [(e.kind, e.level) for e in events] == [
        ("placed", 1), ("rotated", 2),
        ("born", 1), ("died", 1), ("occupied", 2),
        ("born", 2), ("died", 2), ("occupied", 3),
        ("born", 3), ("died", 3), ("occupied", 4),
    ]


# -------------------------------------------------------------------- the end --
def _about_to_win() -> RingWorld:
    """L3. Red holds level-2 positions 0 1 2 3 and the children ``40 41 42 43`` of ring 4,
    plus ``66`` far away. Red places on ``47`` (= ``52``) and turns ring 6: ring 4 is
    occupied (5 of 8), so Red holds 5 of the 8 children of the top, which it takes."""
    return RingWorld.from_positions(
        [("0", RED), ("1", RED), ("2", RED), ("3", RED),
         ("40", RED), ("41", RED), ("42", RED), ("43", RED), ("66", RED)], order=3)


def test_taking_the_top_ring_wins():
    game = _about_to_win()
    before = snapshot(game)
    move = Move(at(L3, "47"), (2, 6))
    events = game.play(move)
    assert happened(game, events, "occupied") == canon(game.board, {"4": RED, "": RED})
    assert events[-1].kind == "won" and events[-1].colours == (RED,)
    assert game.winner == RED and game.is_over and game.outcome.reason == "top ring"
    assert game.legal_moves() == [] and game.legal_placements() == []
    assert game.legal_rotations() == []
    after = snapshot(game)
    for bad in (PASS, Move(at(L3, "00"), (2, 0))):
        with pytest.raises(IllegalMoveError, match="already over"):
            game.play(bad)
    assert snapshot(game) == after
    check_undo(game, before, move, events)
    assert game.winner is None


def test_the_top_ring_goes_to_its_holder_even_on_the_opponents_turn():
    """L3. Red holds level-2 positions 0 1 2 3 and the children ``50 51 52 53 54`` of ring 5.
    Blue moves (far away, ``00``); the automaton gives Red ring 5 (5 of 8 children), so
    Red holds 5 of the 8 children of the top and takes it: Red wins on Blue's turn."""
    game = RingWorld.from_positions(
        [("0", RED), ("1", RED), ("2", RED), ("3", RED), ("50", RED), ("51", RED),
         ("52", RED), ("53", RED), ("54", RED)], order=3, to_move=BLUE)
    before = snapshot(game)
    move = quiet(L3, "00")
    events = game.play(move)
    assert happened(game, events, "occupied")[""] == RED
    assert events[-1].kind == "won" and events[-1].colours == (RED,)
    assert game.winner == RED
    check_undo(game, before, move, events)


# ---------------------------------------------------------------------- passes --
def _red_cannot_move() -> RingWorld:
    """L3. Blue on ``00``, ``02`` (=17), ``24`` (=31), ``46`` (=53), ``60`` (=75): every
    level-2 position has a ring among its children, so nobody can place; Red has no ring at all, so
    Red cannot turn. ``01`` has 2 blue neighbours (``00``, ``02``): it will be born."""
    return RingWorld.from_positions(
        [("00", BLUE), ("02", BLUE), ("24", BLUE), ("46", BLUE), ("60", BLUE)], order=3)


def test_pass_only_when_nothing_is_possible():
    game = _red_cannot_move()
    assert game.legal_placements() == [] and game.legal_rotations() == []
    assert game.legal_moves() == [PASS]
    before = snapshot(game)
    events = game.play(PASS)
    assert events[0].kind == "passed"
    assert game.to_move == BLUE and not game.is_over
    check_undo(game, before, PASS, events)


def test_pass_is_refused_while_a_move_exists():
    game = RingWorld(3)
    before = snapshot(game)
    with pytest.raises(IllegalMoveError):
        game.play(PASS)
    assert snapshot(game) == before
    # no placement, but a turn: Blue in the pass position after Red's pass
    game = _red_cannot_move()
    game.play(PASS)
    assert PASS not in game.legal_moves()
    with pytest.raises(IllegalMoveError, match="must also turn a position"):
        game.play(PASS)


def test_the_automaton_runs_after_a_pass():
    game = _red_cannot_move()
    events = game.play(PASS)
    assert [e.kind for e in events][:2] == ["passed", "born"]
    assert happened(game, events, "born") == canon(game.board, {"01": BLUE})


def test_a_pass_cannot_follow_a_pass():
    """docs/rules.md §1.3: after Red's pass the other player always has a move - the rings that
    block every placement are Blue's, and Blue can turn their parents."""
    game = _red_cannot_move()
    game.play(PASS)
    assert game.legal_moves() and PASS not in game.legal_moves()


def test_two_passes_in_a_row_draw():
    """White box: two consecutive passes cannot arise in legal play (see the previous
    test), so the engine's pass counter is set by hand to say 'the last turn was a pass'.
    A second pass then ends the game as a draw (docs/rules.md §1.5)."""
    game = _red_cannot_move()
    game._passes = 1  # the previous turn was a pass
    before = snapshot(game)
    events = game.play(PASS)
    assert events[-1].kind == "drawn"
    assert game.winner is None and game.outcome == Outcome((), "two passes")
    assert game.legal_moves() == []
    assert game.undo() == PASS and snapshot(game) == before


# -------------------------------------------------------------- error messages --
@pytest.mark.parametrize("case, move, reason", [
    ("start", Move(None, (2, 0)), "must be placed"),
    ("start", PASS, "must be placed"),
    ("start", Move(48, (2, 0)), "placement must be a level-1 index"),
    ("start", Move(0, None), "must also turn a position"),
    ("start", Move(0, (1, 0)), "levels 2..3 only"),
    ("start", Move(0, (2, 5)), "has no Red ring among its 8 children"),
    ("blocked", Move(1, (2, 0)), "already has a ring among its 8 children"),
    ("blocked", Move(0, (2, 0)), "already holds a Red ring"),
    ("start", ("junk",), "is not a move"),
])
def test_illegal_move_messages_name_the_reason(case, move, reason):
    """Each refusal says why; a refused move leaves the game unchanged."""
    if case == "start":
        game = RingWorld(3)
    else:  # red on 00 fills ring 0
        game = RingWorld.from_positions([("00", RED)], order=3)
    before = snapshot(game)
    with pytest.raises(IllegalMoveError, match=reason):
        game.play(move)
    assert snapshot(game) == before


def test_moves_after_the_end_name_the_reason():
    game = _about_to_win()
    game.play(Move(at(L3, "47"), (2, 6)))
    with pytest.raises(IllegalMoveError, match="the game is already over"):
        game.play(Move(at(L3, "00"), (2, 0)))


# --------------------------------------------------------------------- phases --
def test_phases_step_through_a_turn_without_playing_it():
    """The birth-and-occupation turn, phase by phase: same events as ``play`` and the
    last phase shows the position ``play`` leaves; the game itself is untouched."""
    game = RingWorld.from_positions(
        [("50", RED), ("51", RED), ("52", RED), ("54", RED)], order=3)
    move = quiet(L3, "00")
    before = snapshot(game)
    phases = game.phases(move)
    assert snapshot(game) == before
    events = game.play(move)
    assert [p.event for p in phases] == events
    for level in L3.levels:
        assert np.array_equal(phases[-1].rings[level], game.rings(level))
    placed, rotated = phases[0], phases[1]
    assert placed.changed == {1: (at(L3, "00"),)}
    assert rotated.rings[1][at(L3, "01")] == RED and rotated.rings[1][at(L3, "00")] == EMPTY
    born = next(p for p in phases if p.event.kind == "born" and p.event.level == 1)
    assert born.changed == {1: (at(L3, "53"),)}
