"""Every bad input to Renaissance gets a clear error and changes nothing (issue 11)."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest

from ringworld_nb.core.errors import GameError, IllegalMoveError, RecordError
from ringworld_nb.core.record import Record
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.moves import Move


@pytest.mark.parametrize("move", [
    Move("marker", cell=np.array([1, 2])), Move("place", kind=["D"]), Move("zz"),
    Move("place", "D", (0, 1.0)), Move("put", "D", (0, 1), step=(math.inf, 2)),
    Move("insert", cell=3, direction=">>"), Move("place", "D", tuple(range(9))),
    ("place",), None, 17, b"pass",
])
def test_a_malformed_move_is_refused_naming_it(move) -> None:
    game = Renaissance(5)
    before = game.record().to_json(), game.key()
    with pytest.raises(IllegalMoveError):
        game.play(move)
    assert not game.is_legal(move)
    assert (game.record().to_json(), game.key()) == before


def test_numpy_cells_are_welcome() -> None:
    game = Renaissance(5)
    move = game.legal_moves()[0]
    game.play(move._replace(cells=tuple(np.int64(c) for c in reversed(move.cells))))
    assert game.history[-1] == move and all(type(c) is int for c in game.history[-1].cells)


@pytest.mark.parametrize("call,error", [
    (lambda: Renaissance(3.0), TypeError),
    (lambda: Renaissance(10 ** 50), GameError),
    (lambda: Renaissance(variant=["full"]), GameError),
    (lambda: Renaissance.phase2_only([["D"]], []), GameError),
    (lambda: Renaissance.phase2_only(5, []), TypeError),
    (lambda: Renaissance.phase2_only(["D"] * 5, []), GameError),
    (lambda: Renaissance.from_layout(5), GameError),
    (lambda: Renaissance().score(["silver"]), GameError),
])
def test_a_bad_argument_is_refused(call, error) -> None:
    with pytest.raises(error):
        call()


def played(seed: int) -> Renaissance:
    game = Renaissance.random_setup(random.Random(seed))
    rng = random.Random(seed)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("change,fragment", [
    (lambda d: d["result"]["scores"].__setitem__("gold", 99), "scores"),
    (lambda d: d["result"].__setitem__("winners", ["bronze"]), "does not match"),
    (lambda d: d.__setitem__("result", None), "gives no result"),
    (lambda d: d["options"].__setitem__("seed", 1.5), "seed"),
    (lambda d: d["options"].__setitem__("start", ["layout"]), "start"),
    (lambda d: d["options"].__setitem__("layout", 7), "layout"),
])
def test_a_wrong_record_is_a_record_error(change, fragment: str) -> None:
    data = played(2).record().to_dict()
    change(data)
    with pytest.raises(RecordError, match=fragment):
        Renaissance.from_record(Record.from_json(Record.from_dict(data).to_json()))
