"""The Ring World's entry in the registry of games (:mod:`ringworld_nb.core.registry`).

It names the game, says its options as data, and where each of its parts lives; the
parts are imported only when they are first used (this module imports no engine).
"""

from __future__ import annotations

import random
from typing import Any

from ..core.options import Option
from ..core.registry import GameSpec

__all__ = ["SPEC", "start", "describe"]

ORDER = Option("order", 3, "the board: L3 (the Mini board) or L4 (the standard board)",
               choices=(3, 4), labels=("L3 (Mini)", "L4 (standard)"), label="Board")


def start(seed: int, *, order: int, opening: int, max_turns: int) -> Any:
    """The start of a tournament's game ``seed``: ``RingWorld(order, max_turns=...)``
    after ``opening`` uniformly random moves drawn from the seed (so that the starts
    differ; a draw at the move limit, as the rule book settles it for simulations)."""
    from .game import RingWorld

    rng = random.Random(seed)
    while True:
        game = RingWorld(order, max_turns=max_turns)
        for _ in range(opening):
            if game.is_over:
                break
            game.play(game.random_move(rng))
        if not game.is_over:
            return game


def describe(options: dict[str, Any]) -> str:
    """``"The Ring World L3"``."""
    return f"The Ring World L{options.get('order', 4)}"


SPEC = GameSpec(
    name="ringworld",
    title="The Ring World",
    package=__package__,
    order=1,
    engine=".game:RingWorld",
    options=(ORDER,),
    tournament=(ORDER,
                Option("opening", 2, "random moves before each start", low=0, high=50),
                Option("max_turns", 300, "the game's own move limit, a draw", low=1,
                       high=100_000)),
    start=".spec:start",
    describe=".spec:describe",
    ai=".ai.players",
    fast=".ai.fast:warm_up",
    judge=".judge:judge",
    words=".rule_words:RULE_WORDS",
    levels=".levels:ringworld_levels",
    puzzles=".puzzles:PUZZLES",
    app=".app:RingWorldApp",
    picture=".draw.export:draw_position",
    exports={"RingWorld": ".game:RingWorld", "RingBoard": ".geometry:RingBoard",
             "RingWorldApp": ".app:RingWorldApp"},
)
