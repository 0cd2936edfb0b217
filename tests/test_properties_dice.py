"""Property tests of Dice of Doom's public entry points with arbitrary input (issue 11):
refused with a TypeError or a ``core.errors`` error and nothing changed, or accepted
with a record that reads back (see :mod:`test_properties_strategies`)."""

from __future__ import annotations

import functools
import random

import numpy as np
from hypothesis import given
from hypothesis import strategies as st
from test_properties_strategies import (
    damaged_bytes,
    junk,
    nasty_ints,
    numpy_ints,
    pair_of,
    refused_cleanly,
    replace_at,
)

from ringworld_nb.core.errors import GameError, RecordError
from ringworld_nb.core.record import Record
from ringworld_nb.dice.game import DiceOfDoom
from ringworld_nb.dice.moves import Move


@functools.cache
def _position(version: int, turns: int) -> DiceOfDoom:
    game = DiceOfDoom(3, players=2, version=version, seed=version * 10 + turns)
    rng = random.Random(turns)
    for _ in range(turns):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def position(version: int, turns: int) -> DiceOfDoom:
    return _position(version, turns).clone()


def snapshot(game: DiceOfDoom):
    return game.key(), game.history, game.record().to_json()


def reads_back(game: DiceOfDoom) -> None:
    again = DiceOfDoom.from_record(Record.from_json(game.record().to_json()))
    assert again.key() == game.key() and again.history == game.history


games = st.builds(position, st.sampled_from([1, 2, 3]), st.sampled_from([0, 3]))
coordinate = st.one_of(st.integers(-1, 5), numpy_ints, junk)
hexes = st.one_of(st.none(), pair_of(coordinate))
moves = st.one_of(st.builds(Move, hexes, hexes), pair_of(hexes), junk,
                  st.text(max_size=14), st.text(alphabet="abc123-: winlose", max_size=16))
outcomes = st.one_of(st.none(), st.sampled_from(["win", "lose", "WIN", ""]), junk)
rolls = st.one_of(st.none(), pair_of(st.lists(st.one_of(st.integers(0, 7), junk),
                                              max_size=6)), junk)


@given(games, moves, outcomes, rolls)
def test_play_with_any_move_outcome_and_rolls(game: DiceOfDoom, move, outcome, faces) -> None:
    if refused_cleanly(game, snapshot, lambda: game.play(move, outcome, faces)):
        reads_back(game)


@given(games, moves)
def test_check_is_legal_and_chance_outcomes(game: DiceOfDoom, move) -> None:
    legal = game.is_legal(move)
    assert refused_cleanly(game, snapshot, lambda: game.check(move)) == legal
    refused_cleanly(game, snapshot, lambda: game.chance_outcomes(move))
    refused_cleanly(game, snapshot, lambda: game.targets(move))
    refused_cleanly(game, snapshot, lambda: game.notation(move))


@given(games, st.one_of(st.text(max_size=16), junk))
def test_parse_any_text(game: DiceOfDoom, text) -> None:
    if refused_cleanly(game, snapshot, lambda: game.parse(text)):
        move = game.parse(text)
        assert game.parse(game.notation(move)) == move


options = st.fixed_dictionaries({}, optional={
    "players": st.one_of(st.sampled_from([2, 3, 4]), junk),
    "max_dice": st.one_of(st.sampled_from([3, 4, 5]), junk),
    "version": st.one_of(st.sampled_from([1, 2, 3]), junk),
    "seed": st.one_of(st.none(), nasty_ints, junk),
    "fair_start": st.one_of(st.booleans(), junk),
    "attack": st.one_of(st.sampled_from(["certain", "roll"]), junk),
    "reinforcement": st.one_of(st.sampled_from(["captured", "largest_region"]), junk),
    "ending": st.one_of(st.sampled_from(["all_pass", "no_attack"]), junk),
})


@given(st.one_of(st.integers(1, 11), junk), options)
def test_constructor_with_any_options(size, kwargs) -> None:
    try:
        game = DiceOfDoom(size, **kwargs)
    except (GameError, TypeError) as err:
        assert str(err)
        return
    assert type(game.size) is int and type(game.seed) is int
    reads_back(game)


@given(st.one_of(st.integers(2, 4), junk),
       st.lists(st.lists(st.one_of(st.integers(-1, 6), junk), min_size=1, max_size=4),
                min_size=1, max_size=4),
       st.one_of(st.integers(-1, 3), junk),
       st.fixed_dictionaries({}, optional={"attacked": st.one_of(st.booleans(), junk),
                                           "captured": st.one_of(nasty_ints, junk),
                                           "passes": st.one_of(nasty_ints, junk)}))
def test_from_position_with_any_arrays(n, rows, to_move, kwargs) -> None:
    try:
        owner = np.array(rows, dtype=object)
        dice = np.array(rows, dtype=object)
    except ValueError:
        owner = dice = rows
    try:
        game = DiceOfDoom.from_position(owner, dice, to_move, **kwargs)
    except (GameError, TypeError) as err:
        assert str(err)
        return
    reads_back(game)


@given(st.data())
def test_damaged_record_bytes(data) -> None:
    raw = damaged_bytes(data, position(2, 3).record().to_json())
    try:
        game = DiceOfDoom.from_record(Record.from_json(raw))
    except RecordError as err:
        assert str(err)
        return
    reads_back(game)


@given(st.data())
def test_records_with_a_wrong_field(data) -> None:
    record = replace_at(data, position(2, 3).record().to_dict())
    try:
        game = DiceOfDoom.from_record(Record.from_dict(record))
    except RecordError as err:
        assert str(err)
        return
    reads_back(game)
