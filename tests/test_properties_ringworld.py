"""Property tests of The Ring World's public entry points with arbitrary input (issue 11).

Each test feeds Hypothesis-generated objects - wrong types, numpy integers, floats,
bools, huge integers, inf/nan, nested junk, arbitrary unicode - to one entry point and
checks the promise of :mod:`test_properties_strategies`: refused by a TypeError or a
``core.errors`` error with a message and nothing changed, or accepted with a record
that reads back.
"""

from __future__ import annotations

import functools
import random

from hypothesis import given
from hypothesis import strategies as st
from test_properties_strategies import (
    damaged_bytes,
    hashable_junk,
    junk,
    nasty_ints,
    numpy_ints,
    pair_of,
    refused_cleanly,
    replace_at,
)

from ringworld_nb.core.errors import GameError, RecordError
from ringworld_nb.core.record import Record
from ringworld_nb.ringworld import Move, RingWorld
from ringworld_nb.ringworld.moves import as_move


@functools.cache
def _position(order: int, turns: int) -> RingWorld:
    game = RingWorld(order)
    rng = random.Random(order * 100 + turns)
    for _ in range(turns):
        if game.is_over:
            break
        game.play(game.random_move(rng))
    return game


def position(order: int, turns: int) -> RingWorld:
    return _position(order, turns).clone()


def snapshot(game: RingWorld):
    return (game.record().to_json(), game.to_move,
            [game.rings(level).tolist() for level in game.board.levels])


def reads_back(game: RingWorld) -> None:
    again = RingWorld.from_record(Record.from_json(game.record().to_json()))
    assert snapshot(again) == snapshot(game)


games = st.builds(position, st.sampled_from([3, 4]), st.sampled_from([0, 1, 7]))
places = st.one_of(st.none(), st.integers(-2, 520), numpy_ints, junk)
rings = st.one_of(st.none(), pair_of(st.one_of(st.integers(-1, 80), numpy_ints, junk)))
moves = st.one_of(st.builds(Move, places, rings), pair_of(places), junk)


@given(games, moves)
def test_play_with_any_move(game: RingWorld, move) -> None:
    if refused_cleanly(game, snapshot, lambda: game.play(move)):
        played = game.history[-1]
        assert played.place is None or type(played.place) is int
        assert played.rotate is None or all(type(x) is int for x in played.rotate)
        reads_back(game)


@given(games, moves)
def test_check_and_is_legal_agree_and_change_nothing(game: RingWorld, move) -> None:
    legal = game.is_legal(move)
    assert refused_cleanly(game, snapshot, lambda: game.check(move)) == legal
    if legal and not isinstance(move, str):
        listed = as_move(move) in game.legal_moves()  # (no repr: it may hold 10**5000)
        assert listed, "a move is_legal accepts is not among legal_moves()"


@given(games, st.one_of(st.text(max_size=12), st.text(alphabet="0123456789@-*pas ",
                                                      max_size=9), junk))
def test_parse_and_play_any_text(game: RingWorld, text) -> None:
    if refused_cleanly(game, snapshot, lambda: game.parse(text)):
        parsed = game.parse(text)
        assert game.parse(game.notation(parsed)) == parsed
    if refused_cleanly(game, snapshot, lambda: game.play(text)):
        reads_back(game)


@given(games, moves)
def test_notation_of_any_move(game: RingWorld, move) -> None:
    if refused_cleanly(game, snapshot, lambda: game.notation(move)):
        same = game.parse(game.notation(move)) == as_move(move)  # (no repr of 10**5000)
        assert same, "notation does not read back as the move"


@given(games, junk, junk)
def test_queries_with_any_argument(game: RingWorld, a, b) -> None:
    for call in (lambda: game.rings(a), lambda: game.count(a, b),
                 lambda: game.rotatable(a), lambda: game.legal_rotations(a),
                 lambda: game.placement_problem(a), lambda: game.rotation_problem(a, b),
                 lambda: game.phases(a)):
        refused_cleanly(game, snapshot, call)


@given(st.one_of(st.integers(1, 7), junk), st.one_of(st.none(), nasty_ints, junk))
def test_constructor_with_any_options(order, max_turns) -> None:
    try:
        game = RingWorld(order, max_turns=max_turns)
    except (GameError, TypeError) as err:
        assert "order" in str(err) or "max_turns" in str(err)
        return
    assert type(game.order) is int and game.order in (2, 3, 4, 5, 6)
    assert game.max_turns is None or (type(game.max_turns) is int and game.max_turns >= 1)
    reads_back(game)


levels = st.dictionaries(st.one_of(st.integers(0, 4), hashable_junk),
                         st.one_of(st.lists(st.sampled_from([0, 1, 2, 3, 1.5, "1"]),
                                            min_size=1, max_size=64).map(
                             lambda xs: (xs * 64)[:64]), junk), max_size=3)


@given(levels, st.one_of(st.sampled_from([1, 2]), junk))
def test_from_rings_with_any_contents(contents, to_move) -> None:
    try:
        game = RingWorld.from_rings(contents, order=3, to_move=to_move)
    except (GameError, TypeError) as err:
        assert str(err)
        return
    assert type(game.to_move) is int
    for level in game.board.levels:
        assert set(game.rings(level).tolist()) <= {0, 1, 2}
    if not game.is_over:
        game.play(game.legal_moves()[0])


@given(st.lists(st.tuples(st.one_of(st.text("01234567", max_size=3), junk),
                          st.one_of(st.integers(-1, 300), junk)), max_size=4),
       st.one_of(st.sampled_from([1, 2, 1.0]), junk))
def test_from_positions_with_any_pairs(placed, to_move) -> None:
    try:
        game = RingWorld.from_positions(placed, order=3, to_move=to_move)
    except (GameError, TypeError) as err:
        assert str(err)
        return
    for level in game.board.levels:
        assert set(game.rings(level).tolist()) <= {0, 1, 2}


@given(st.data())
def test_damaged_record_bytes(data) -> None:
    text = position(3, 7).record().to_json()
    raw = damaged_bytes(data, text)
    try:
        game = RingWorld.from_record(Record.from_json(raw))
    except RecordError as err:
        assert str(err)
        return
    reads_back(game)


@given(st.data())
def test_records_with_a_wrong_field(data) -> None:
    record = replace_at(data, position(3, 7).record().to_dict())
    try:
        game = RingWorld.from_record(Record.from_dict(record))
    except RecordError as err:
        assert str(err)
        return
    reads_back(game)


@given(st.sampled_from([2, 3, 4]), st.one_of(st.integers(-1, 5), junk),
       st.one_of(st.integers(-2, 600), junk), st.one_of(st.text("01234567 ", max_size=5),
                                                         junk))
def test_board_geometry_with_any_position(order: int, level, index, address) -> None:
    board = RingWorld(order).board
    for call in (lambda: board.neighbors(level, index), lambda: board.children(level, index),
                 lambda: board.parents(level, index), lambda: board.address(level, index),
                 lambda: board.paths(level, index), lambda: board.rotation(level, index),
                 lambda: board.descendants(level, index, 1), lambda: board.count(level),
                 lambda: board.parse_address(address)):
        refused_cleanly(board, repr, call)
