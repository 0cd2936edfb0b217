"""Dice of Doom's entry in the registry of games (:mod:`ringworld_nb.core.registry`).

It names the game, says its options as data, and where each of its parts lives; the
parts are imported only when they are first used (this module imports no engine).
"""

from __future__ import annotations

from typing import Any

from ..core.options import Option
from ..core.registry import GameSpec

__all__ = ["SPEC", "start", "describe"]

VERSIONS = Option("version", 1, "the rules: 1 certain attacks, 2 rolled attacks, 3 rolled "
                  "attacks and reinforcement by the largest region", choices=(1, 2, 3),
                  labels=("1: certain attacks", "2: rolled attacks",
                          "3: rolled, largest region"), label="Rules")


def start(seed: int, *, size: int, seats: int, dice: int, version: int, fair: bool) -> Any:
    """The start of a tournament's game ``seed``: ``DiceOfDoom(size, players=seats,
    max_dice=dice, version=version, seed=seed, fair_start=fair)``."""
    from .game import DiceOfDoom

    return DiceOfDoom(size, players=seats, max_dice=dice, version=version, seed=seed,
                      fair_start=fair)


def describe(options: dict[str, Any]) -> str:
    """``"Dice of Doom 3x3, 2 players, version 1"``."""
    size = options.get("size", 3)
    players = options.get("seats", options.get("players", 2))
    return f"Dice of Doom {size}x{size}, {players} players, version {options.get('version', 1)}"


SPEC = GameSpec(
    name="dice",
    title="Dice of Doom",
    package=__package__,
    order=2,
    engine=".game:DiceOfDoom",
    seats=(2, 3, 4),
    options=(
        Option("size", 5, "the board's size (hexes a side)", low=2, high=10, label="Board"),
        Option("players", 2, "the players at the table", choices=(2, 3, 4),
               label="Players"),
        VERSIONS,
        Option("max_dice", 3, "the most dice a hex holds", choices=(3, 4, 5), label="Dice"),
        Option("seed", 1, "the seed of the start", low=0, high=2 ** 31 - 1, label="Seed"),
        Option("fair_start", True, "dice totals equal and hex counts within one",
               label="fair start"),
        Option("ending", "all_pass", "when the game ends", choices=("all_pass", "no_attack"),
               labels=("ends when all pass", "ends at no attack (Land of Lisp)"),
               label="End"),
    ),
    tournament=(
        Option("size", 3, "board size", low=2, high=10),
        Option("seats", 2, "players at a table", low=2, high=4),
        Option("dice", 3, "most dice on a hex", low=2, high=9),
        VERSIONS,
        Option("fair", True, "fair starts", flag="--random-starts",
               flag_words="plain random starts instead of fair ones"),
    ),
    start=".spec:start",
    describe=".spec:describe",
    ai=".ai.players",
    judge=".judge:judge",
    words=".rule_words:RULE_WORDS",
    levels=".levels:dice_levels",
    puzzles=".puzzles:PUZZLES",
    app=".app:DiceOfDoomApp",
    picture=".draw.export:draw_position",
    exports={"DiceOfDoom": ".game:DiceOfDoom", "DiceOfDoomApp": ".app:DiceOfDoomApp"},
)
