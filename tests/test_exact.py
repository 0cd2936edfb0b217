"""The exact search (``ringworld_nb.core.exact``) and the defaults that use it: a game that
brings only its engine and a ``key()`` - the tests' Nim (``tests/nim_game.py``) - is judged,
hinted and played perfectly where it is small, and checked here against Nim's theory
(the player to move wins exactly when the heaps' nim-sum is not 0). Connect Four (the
fourth game of the tests) is solved on its 4 x 4 grid and left to the tree search on 7 x 6.
"""

from __future__ import annotations

import itertools

import pytest
from nim_game import Nim, Take, nim_sum, registered

from ringworld_nb.core.exact import ExactSolver
from ringworld_nb.core.slices import finish

connect_four = pytest.importorskip("connect_four", reason="make test installs tests/fourth_game")
from connect_four import ConnectFour  # noqa: E402


@pytest.fixture(autouse=True)
def nim_registered():
    with registered():
        yield


def _nim_positions() -> list[Nim]:
    """Every position reachable from heaps 3, 4, 5, with each player to move."""
    out = []
    for heaps in itertools.product(range(4), range(5), range(6)):
        for to_move_second in (False, True):
            game = Nim((3, 4, 5))
            game.heaps = heaps
            game._history = [Take(0, 0)] * to_move_second  # only the parity matters
            out.append(game)
    return out


def test_the_search_agrees_with_nims_theory_at_every_position() -> None:
    solver = ExactSolver()
    for game in _nim_positions():
        if game.is_over:
            continue
        assert solver.solve(game) == (1.0 if nim_sum(game.heaps) else 0.0), game.heaps
        values = finish(solver.move_values(game))
        assert values is not None
        for move, value in values.items():
            after = game.clone()
            after.push(move)
            assert value == (1.0 if nim_sum(after.heaps) == 0 else 0.0), (game.heaps, move)
    assert solver.size <= 2 * 120


def test_from_3_4_5_only_1_2_wins() -> None:
    game = Nim((3, 4, 5))
    values = finish(ExactSolver().move_values(game))
    assert values is not None
    assert [game.notation(m) for m, v in values.items() if v == 1.0] == ["1:2"]


def test_connect_four_4x4_is_solved_exactly_a_draw() -> None:
    game = ConnectFour(4, 4)
    solver = ExactSolver()
    assert solver.fits(game)
    assert solver.solve(game) == 0.5
    assert solver.size <= solver.budget
