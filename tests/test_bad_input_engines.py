"""Bad input to the engines' entry points (issue 16, item 9): what a fuzzer found.

Every call below used to fail with an IndexError, a KeyError or an AttributeError from
deep inside, or to answer nonsense (``cell_name(-1) == "g7"``). The promise of the
package (core/validate.py): a TypeError for the wrong kind of value, a ValueError of
core/errors.py for the right kind with a wrong value, with a message naming the
argument - and nothing changed.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from ringworld_nb.core.errors import ArgumentError, GameError, IllegalMoveError, NotationError
from ringworld_nb.dice import DiceOfDoom, hex_name
from ringworld_nb.dice.notation import format_rolls, parse_rolls
from ringworld_nb.dice.probability import attack_win_probability, sum_distribution
from ringworld_nb.dice.start import fair_start, random_start
from ringworld_nb.dice.text import format_board, format_cell, parse_cell
from ringworld_nb.renaissance import (
    Renaissance,
    cell_name,
    deal_at_random,
    format_layout,
    kind_of,
    orientations,
    piece_name,
    random_layout,
)
from ringworld_nb.renaissance.cells import column_row, diagonal, orthogonal
from ringworld_nb.renaissance.moves import Move
from ringworld_nb.renaissance.pieces import placements
from ringworld_nb.ringworld import RingWorld
from ringworld_nb.ringworld.ai.fast import FastRingWorld
from ringworld_nb.ringworld.notation import format_move, parse_move

ONE_DOMINO = """
AA.....
.......
.......
...#...
.......
.......
......."""


def finished_set() -> Renaissance:
    game = Renaissance.from_layout(ONE_DOMINO, variant="phase1")
    while not game.is_over:
        game.play(game.legal_moves()[0])
    return game


def refused(call: Callable[[], Any], error: type[Exception], *words: str) -> str:
    """``call()`` raises ``error`` (a TypeError or a GameError) whose message holds
    every one of ``words``; returns the message."""
    assert issubclass(error, (TypeError, GameError))
    with pytest.raises(error) as info:
        call()
    message = str(info.value)
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"
    return message


NOT_A_GENERATOR = [5, "seed", None, 1.5, [1, 2]]


@pytest.mark.parametrize("rng", NOT_A_GENERATOR)
def test_random_choices_need_a_random_generator(rng) -> None:
    game = Renaissance(5)
    before = game.key()
    refused(lambda: game.random_move(rng), TypeError, "rng", "random")
    refused(lambda: Renaissance.random_setup(rng), TypeError, "rng")
    refused(lambda: random_layout(rng), TypeError, "rng")
    refused(lambda: deal_at_random(rng), TypeError, "rng")
    ring = RingWorld(3)
    refused(lambda: ring.random_move(rng), TypeError, "rng")
    refused(lambda: FastRingWorld(3).random_move(rng), TypeError, "rng")
    dice = DiceOfDoom(3, seed=1)
    refused(lambda: dice.random_move(rng), TypeError, "rng")
    refused(lambda: random_start(3, 2, 3, rng), TypeError, "rng")
    refused(lambda: fair_start(3, 2, 3, rng), TypeError, "rng")
    assert game.key() == before and ring.turn == 0 and dice.ply == 0


def test_a_numpy_generator_is_a_random_generator_too() -> None:
    """The other kind of generator is welcome (docs: randomness through a numpy
    Generator or a random.Random), and what it deals are plain str kinds."""
    silver, gold = deal_at_random(np.random.default_rng(3))
    assert all(type(k) is str for k in silver + gold)
    assert deal_at_random(np.random.default_rng(3)) == (silver, gold)
    assert RingWorld(3).random_move(np.random.default_rng(1)) in RingWorld(3).legal_moves()
    owner, _ = random_start(3, 2, 3, random.Random(4))
    assert owner.shape == (3, 3)


def test_a_finished_set_has_no_random_move() -> None:
    game = finished_set()
    refused(lambda: game.random_move(random.Random(1)), IllegalMoveError, "over")
    dice = DiceOfDoom.from_text("""
       -------------
       | A 3 | B 1 |
    ----------------
    | A 3 | A 2 |
    -------------""")
    dice.play("a1-b1")
    assert dice.is_over
    refused(lambda: dice.random_move(random.Random(1)), IllegalMoveError, "over")


def test_dice_random_move_is_a_uniform_legal_move() -> None:
    game = DiceOfDoom(4, seed=2)
    rng = random.Random(7)
    seen = {str(game.random_move(rng)) for _ in range(200)}
    assert seen == {str(m) for m in game.legal_moves()}


@pytest.mark.parametrize("cell,error", [
    (49, ArgumentError), (-1, ArgumentError), (10 ** 30, ArgumentError),
    ("a1", TypeError), (3.0, TypeError), (True, TypeError), (None, TypeError),
])
def test_a_cell_is_0_to_48(cell, error) -> None:
    for call in (cell_name, column_row, orthogonal, diagonal):
        refused(lambda call=call: call(cell), error, "cell")
    refused(lambda: piece_name("D", [cell, 1]), error, "cell")
    refused(lambda: kind_of([cell]), error, "cell")
    assert cell_name(np.int64(48)) == "g7" and cell_name(0) == "a1"


@pytest.mark.parametrize("kind,error", [
    ("d", ArgumentError), ("X", ArgumentError), ("", ArgumentError), (5, TypeError),
    (None, TypeError), (("D",), TypeError),
])
def test_a_kind_is_one_of_the_eight(kind, error) -> None:
    for call in (orientations, placements):
        refused(lambda call=call: call(kind), error, "kind")
    refused(lambda: piece_name(kind, [0, 1]), error, "kind")
    assert len(orientations(np.str_("L4"))) == 8


@pytest.mark.parametrize("move", [
    Move("marker", cell=100), Move("marker", cell=-1), Move("marker"), Move("insert", cell=3),
    Move("put", "D", (0, 1), step=(0, 99)), 5, "e5", None,
])
def test_notation_of_what_is_not_a_move(move) -> None:
    game = Renaissance(5)
    refused(lambda: game.notation(move), IllegalMoveError, "move")


def test_printing_a_malformed_move_never_fails() -> None:
    assert str(Move("marker", cell=100)) == "<('marker', None, (), 100, None, None)>"
    assert str(Move("marker")) == "<('marker', None, (), None, None, None)>"
    assert str(Move("marker", cell=32)) == "e5"


def test_format_layout_takes_a_board() -> None:
    refused(lambda: format_layout(5), TypeError, "board", "Board")
    refused(lambda: format_layout("AA.....\n"), TypeError, "board")
    board = Renaissance.from_layout(ONE_DOMINO).board
    refused(lambda: format_layout(board, setup="yes"), TypeError, "setup")


def test_numpy_texts_never_stay_in_the_history() -> None:
    """A move built with numpy strings (a kind or an action from an array) is stored
    with plain str fields: records, keys and comparisons then behave."""
    game = Renaissance(5)
    first = game.legal_moves()[0]
    game.play(Move(np.str_(first.action), np.str_(first.kind), first.cells))
    kept = game.history[-1]
    assert type(kept.action) is str and type(kept.kind) is str and kept == first
    phase1 = Renaissance.from_layout(ONE_DOMINO)
    phase1.play(Move(np.str_("marker"), cell=np.int64(32)))
    assert type(phase1.history[-1].action) is str and type(phase1.history[-1].cell) is int


def test_dice_entry_points_name_the_player_and_the_hex() -> None:
    game = DiceOfDoom(3, seed=1)
    for call in (game.player_name, game.hexes_of, game.dice_total, game.largest_group):
        refused(lambda call=call: call(9), ArgumentError, "player")
        refused(lambda call=call: call("A"), TypeError, "player")
    refused(lambda: game.targets("a1"), TypeError, "src")
    refused(lambda: game.targets((0,)), TypeError, "src")
    assert game.targets((7, 7)) == []  # a hex off the board: no targets (as before)
    refused(lambda: game.dice_rng(-1), ArgumentError, "ply")
    refused(lambda: game.dice_rng("x"), TypeError, "ply")
    refused(lambda: hex_name("a"), TypeError, "hex")
    refused(lambda: hex_name((1.5, 2)), TypeError, "hex")


def test_dice_text_and_rolls() -> None:
    refused(lambda: format_cell(5, 3), ArgumentError, "player")
    refused(lambda: format_cell(0, 0), ArgumentError, "dice")
    refused(lambda: parse_cell(5), NotationError, "cell")
    refused(lambda: format_board(5, 5), ArgumentError, "owner and dice")
    refused(lambda: format_rolls("x"), TypeError, "rolls")
    refused(lambda: format_rolls(((7,), (1,))), ArgumentError, "faces")
    refused(lambda: parse_rolls(5), NotationError, "rolls")
    assert format_rolls(((6, 5), (4,))) == "65:4" and parse_rolls("65:4") == ((6, 5), (4,))


@pytest.mark.parametrize("count", [-1, 101, 10 ** 6])
def test_dice_odds_of_impossible_counts_are_refused_at_once(count) -> None:
    refused(lambda: sum_distribution(count), ArgumentError, "dice")
    refused(lambda: attack_win_probability(count, 2), ArgumentError, "attacker_dice")
    refused(lambda: attack_win_probability(2, count), ArgumentError, "defender_dice")


def test_ring_world_notation_needs_the_board() -> None:
    game = RingWorld(3)
    refused(lambda: format_move(3, game.legal_moves()[0]), TypeError, "board")
    refused(lambda: parse_move("board", "00@0"), TypeError, "board")
    refused(lambda: RingWorld.from_positions(5, order=3), TypeError, "placed")
    assert parse_move(game.board, format_move(game.board, game.legal_moves()[0])) \
        == game.legal_moves()[0]
