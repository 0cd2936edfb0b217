"""Renaissance's entry in the registry of games (:mod:`ringworld_nb.core.registry`).

It names the game, says its options as data, and where each of its parts lives; the
parts are imported only when they are first used (this module imports no engine).
"""

from __future__ import annotations

import random
from typing import Any

from ..core.options import Option
from ..core.registry import GameSpec

__all__ = ["SPEC", "start", "new", "describe", "STARTS"]

#: The starts a new set may have, and their words (the app's New game tab).
STARTS = Option("start", "full", "how the set starts", choices=(
    "full", "random", "phase1", "deal", "match"), labels=(
    "Full set", "Full set from a random setup", "Phase 1 only (random setup)",
    "Phase 2 only (the deal)", "Match of 4 sets (colours swap)"), label="Start")


def new(*, start: str = "full", seed: int = 1) -> Any:
    """A new set: from the setup (``"full"``), after a random setup (``"random"``),
    Phase 1 alone after a random setup (``"phase1"``), Phase 2 alone with the players
    choosing their hands (``"deal"``), or the first set of a match (``"match"``: the
    app keeps the match)."""
    from .game import Renaissance
    from .match import Match

    if start == "match":
        return Match(sets=4).current
    if start == "full":
        return Renaissance(seed)
    if start == "deal":
        game = Renaissance.phase2_deal()
        game.seed = seed
        return game
    game = Renaissance.random_setup(random.Random(seed))
    if start == "phase1":
        game = Renaissance.from_layout(game.layout(), variant="phase1")
    game.seed = seed
    return game


def start(seed: int, *, variant: str) -> Any:
    """The start of a tournament's game ``seed``: ``Renaissance(seed, variant=...)`` for
    the ``"full"`` set and ``"phase1"`` (the seed deals the pieces; the players lay them
    in the setup); ``"phase2"`` is Phase 2 alone from hands dealt at random by the seed,
    ``"phase2_deal"`` Phase 2 alone with the players choosing their hands."""
    from .game import Renaissance, deal_at_random

    if variant == "phase2":
        silver, gold = deal_at_random(random.Random(seed))
        return Renaissance.phase2_only(silver, gold)
    if variant == "phase2_deal":
        return Renaissance.phase2_deal()
    return Renaissance(seed, variant=variant)


def describe(options: dict[str, Any]) -> str:
    """``"Renaissance"``, or ``"Renaissance (phase1)"`` for a variant."""
    variant = options.get("variant", "full")
    return "Renaissance" + ("" if variant == "full" else f" ({variant})")


SPEC = GameSpec(
    name="renaissance",
    title="Renaissance",
    package=__package__,
    order=3,
    engine=".game:Renaissance",
    options=(STARTS, Option("seed", 1, "the seed that deals the pieces", low=0,
                            high=2 ** 31 - 1, label="Seed")),
    new=".spec:new",
    tournament=(Option("variant", "full", "full, phase1, phase2 (hands dealt at random) or "
                       "phase2_deal", choices=("full", "phase1", "phase2", "phase2_deal")),),
    start=".spec:start",
    describe=".spec:describe",
    ai=".ai.players",
    fast=".ai.fast:warm_up",
    judge=".judge:judge",
    words=".rule_words:RULE_WORDS",
    levels=".levels:renaissance_levels",
    puzzles=".puzzles:PUZZLES",
    app=".app:RenaissanceApp",
    picture=".draw.export:draw_position",
    exports={"Renaissance": ".game:Renaissance", "RenaissanceApp": ".app:RenaissanceApp"},
)
