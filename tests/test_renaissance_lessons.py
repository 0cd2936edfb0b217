"""The helpers of the Renaissance notebook (ringworld_nb/renaissance/lessons.py)."""

from __future__ import annotations

import pytest

from ringworld_nb.core.pictures import PNG_SIGNATURE
from ringworld_nb.renaissance import Renaissance, lessons

STUCK = """
    A.BCCDD
    ABB..DD
    A.E..FF
    GGE#HF.
    .GEIH.J
    KGIIIJJ
    K.LL.J.
"""
ONE_PIECE = """
    .......
    .......
    .......
    ...#...
    .......
    .....AA
    .....AA
"""


def test_setup_position_plays_the_pieces_in_order() -> None:
    game = lessons.setup_position(STUCK)
    assert game.phase == "setup" and game.to_move == "silver"
    assert [k for k, n in game.pool().items() if n] == ["I4"]
    assert all(m.action == "remove" for m in game.legal_moves())


def test_removed_kind_is_explained() -> None:
    game = lessons.setup_position(STUCK)
    game.play("x:T4:c2,d2,d3,e2")
    assert lessons.explain(game, "T4:c2,d2,d3,e2") == \
        "a T4 was removed this turn and may not be placed again"
    assert lessons.explain(game, "x:S4:f1,f2,g2,g3") == "legal"


def test_position_from_a_layout_and_from_a_game() -> None:
    game = lessons.position(ONE_PIECE, ["c5", "e3"])
    assert game.to_move == "gold" and game.supply("gold") == 23
    assert lessons.position(game, ["b6"]) is game and game.to_move == "silver"


def test_strip_plays_the_moves_and_draws_a_png() -> None:
    game = lessons.position(ONE_PIECE, ["c5", "d5", "b6", "c6", "c7", "e3"])
    picture = lessons.strip(game, ["c7v", ["e5", "b7"]], options=(0, 2))
    assert picture.png.startswith(PNG_SIGNATURE)
    assert picture._repr_png_() is picture.png
    assert [str(m) for m in game.history[-3:]] == ["c7v", "e5", "b7"]


def test_strip_checks_its_captions() -> None:
    with pytest.raises(ValueError, match="2 panels need 2 captions"):
        lessons.strip(Renaissance(), ["O4:a1,a2,b1,b2"], captions=["one"])


def test_marker_steps_leave_out_the_step_straight_back() -> None:
    game = Renaissance.phase2_only(silver=["D", "I3", "L4"], gold=["O4", "V3", "D"])
    lessons.position(game, ["*@c5", "*@e5", "*@e3", "*@c3", "*@b2", "*@f2", "m@f6", "m@b6",
                            "O4:a3,a4,b3,b4 c5-c6"])
    steps = lessons.marker_steps(game, "D:c1,c2")
    assert "c6-c7" in steps and "c6-c5" not in steps
    assert lessons.marker_steps(game, "D:g6,g7") == []   # touches no Silver marker


def test_random_moves_never_offer() -> None:
    import random

    game = lessons.random_moves(Renaissance.random_setup(random.Random(2012)),
                                random.Random(2))
    assert game.is_over
    assert not any(m.action in ("offer", "accept") for m in game.history)
    assert lessons.caption(game) == "Set over · Silver wins"
