"""Property tests of Renaissance's public entry points with arbitrary input (issue 11):
refused with a TypeError or a ``core.errors`` error and nothing changed, or accepted
with a record that reads back (see :mod:`test_properties_strategies`)."""

from __future__ import annotations

import functools
import random

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
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.match import Match
from ringworld_nb.renaissance.moves import ACTIONS, DIRECTIONS, Move
from ringworld_nb.renaissance.pieces import KINDS


def _play(game: Renaissance, plies: int, seed: int) -> Renaissance:
    rng = random.Random(seed)
    for _ in range(plies):
        if game.is_over:
            break
        game.play(rng.choice(game.legal_moves()))
    return game


@functools.cache
def _position(start: str, plies: int) -> Renaissance:
    if start == "setup":
        return _play(Renaissance(1), plies, plies)
    if start == "phase1":
        return _play(Renaissance.random_setup(random.Random(plies)), plies, plies)
    if start == "deal":
        return _play(Renaissance.phase2_deal(), plies, plies)
    return _play(Renaissance.phase2_only(["D", "I3", "T4"], ["D", "V3", "L4"]), plies, plies)


def position(start: str, plies: int) -> Renaissance:
    return _position(start, plies).clone()


def snapshot(game: Renaissance):
    return game.key(), game.history, game.record().to_json()


def reads_back(game: Renaissance) -> None:
    again = Renaissance.from_record(Record.from_json(game.record().to_json()))
    assert again.key() == game.key() and again.history == game.history


games = st.builds(position, st.sampled_from(["setup", "phase1", "deal", "phase2"]),
                  st.sampled_from([0, 5]))
cells = st.one_of(st.integers(-1, 50), numpy_ints, junk)
moves = st.one_of(
    st.builds(Move, st.one_of(st.sampled_from(ACTIONS), junk),
              st.one_of(st.none(), st.sampled_from(KINDS), junk),
              st.one_of(st.lists(cells, max_size=5).map(tuple), junk),
              st.one_of(st.none(), cells),
              st.one_of(st.none(), st.sampled_from(list(DIRECTIONS)), junk),
              st.one_of(st.none(), pair_of(cells))),
    junk, st.text(max_size=16),
    st.text(alphabet="abcdefg1234567:,@*x>v<^- DITVLOS", max_size=20))


@given(games, moves)
def test_play_with_any_move(game: Renaissance, move) -> None:
    if refused_cleanly(game, snapshot, lambda: game.play(move)):
        reads_back(game)


@given(games, moves)
def test_check_and_is_legal_agree(game: Renaissance, move) -> None:
    legal = game.is_legal(move)
    assert refused_cleanly(game, snapshot, lambda: game.check(move)) == legal


@given(games, st.one_of(st.text(max_size=20), junk))
def test_parse_any_text(game: Renaissance, text) -> None:
    if refused_cleanly(game, snapshot, lambda: game.parse(text)):
        move = game.parse(text)
        assert game.parse(game.notation(move)) == move


@given(games, junk)
def test_queries_with_any_player(game: Renaissance, player) -> None:
    for call in (lambda: game.score(player), lambda: game.supply(player),
                 lambda: game.collection(player), lambda: game.hand(player),
                 lambda: game.score_sheet(player)):
        refused_cleanly(game, snapshot, call)


@given(st.one_of(st.none(), nasty_ints, junk),
       st.one_of(st.sampled_from(["full", "phase1", "phase2"]), junk))
def test_constructor_with_any_options(seed, variant) -> None:
    try:
        game = Renaissance(seed, variant=variant)
    except (GameError, TypeError) as err:
        assert str(err)
        return
    reads_back(game)


kinds = st.lists(st.one_of(st.sampled_from(KINDS), junk), max_size=8)


@given(st.one_of(kinds, junk), st.one_of(kinds, junk))
def test_phase2_only_with_any_hands(silver, gold) -> None:
    try:
        game = Renaissance.phase2_only(silver, gold)
    except (GameError, TypeError) as err:
        assert str(err)
        return
    reads_back(game)


@given(st.one_of(st.text(alphabet="ABCD.#\n ", max_size=70), st.text(max_size=60), junk))
def test_from_layout_with_any_text(text) -> None:
    try:
        game = Renaissance.from_layout(text)
    except (GameError, TypeError) as err:
        assert str(err)
        return
    reads_back(game)


@given(st.data())
def test_damaged_record_bytes(data) -> None:
    raw = damaged_bytes(data, position("phase1", 5).record().to_json())
    try:
        game = Renaissance.from_record(Record.from_json(raw))
    except RecordError as err:
        assert str(err)
        return
    reads_back(game)


@given(st.data(), st.sampled_from(["setup", "phase1", "deal", "phase2"]))
def test_records_with_a_wrong_field(data, start: str) -> None:
    record = replace_at(data, position(start, 5).record().to_dict())
    try:
        game = Renaissance.from_record(Record.from_dict(record))
    except RecordError as err:
        assert str(err)
        return
    reads_back(game)


@given(st.one_of(st.integers(-1, 6), junk), st.one_of(st.sampled_from(["score", "sets"]), junk),
       st.one_of(st.sampled_from(["full", "phase1"]), junk), junk, junk)
def test_match_with_any_arguments(sets, by, variant, who, number) -> None:
    try:
        match = Match(sets, by=by, variant=variant)
    except (GameError, TypeError) as err:
        assert str(err)
        return
    for call in (lambda: match.colour(who, number), lambda: match.person(who, number),
                 lambda: match.colour(who), lambda: match.person(who)):
        refused_cleanly(match, lambda m: (m.number, m.totals()), call)
