"""All the levels, game by game, and the sections of the rule book they teach.

``levels(game)`` gives a game's levels in the order they are played; :data:`SECTIONS`
names every section of ``docs/rules.md`` for the three games; :data:`EXEMPT` lists the
sections that state no rule to play, with the reason (the tests map every other section
to at least one level).
"""

from __future__ import annotations

import functools

from ..core.validate import one_of
from .level import GAMES, Level

__all__ = ["levels", "level", "SECTIONS", "EXEMPT", "sections_taught"]

#: Every section of docs/rules.md for the three games, with its title.
SECTIONS: dict[str, str] = {
    "1.1": "The board: positions, rings, levels",
    "1.2": "Addresses and notation",
    "1.3": "A move",
    "1.4": "The automaton: one generation after every move",
    "1.5": "The end",
    "1.6": "What the program shows",
    "2.1": "The board",
    "2.2": "A turn",
    "2.3": "The computer players",
    "2.4": "What the program shows",
    "3.1": "Board and pieces",
    "3.2": "Setup",
    "3.3": "Phase 1: taking polyominoes",
    "3.4": "Phase 2: putting them back",
    "3.5": "Result",
    "3.6": "Notation",
}

#: Sections that state no rule of play, and why they have no level.
EXEMPT: dict[str, str] = {
    "1.6": ("what the original program and this project's apps show: the marks of the "
            "board, not a rule"),
    "2.3": "how the computer players of the exercise think: not a rule of the game",
}


@functools.cache
def _levels(game: str) -> tuple[Level, ...]:
    if game == "ringworld":
        from .ringworld_levels import ringworld_levels

        return ringworld_levels()
    if game == "dice":
        from .dice_levels import dice_levels

        return dice_levels()
    from .renaissance_levels import renaissance_levels

    return renaissance_levels()


def levels(game: str) -> tuple[Level, ...]:
    """The levels of ``game`` ("ringworld", "dice" or "renaissance"), in the order they
    are played (ArgumentError for another name)."""
    return _levels(one_of(game, "game", GAMES))


def level(game: str, key: str) -> Level:
    """The level of ``game`` whose key is ``key`` (ArgumentError if there is none)."""
    found = {lv.key: lv for lv in levels(game)}
    return found[one_of(key, f"the level of {game}", tuple(found))]


def sections_taught() -> dict[str, list[str]]:
    """``{section: [game/key of each level that teaches it]}`` over the three games."""
    out: dict[str, list[str]] = {}
    for game in GAMES:
        for lv in levels(game):
            out.setdefault(lv.section, []).append(f"{game}/{lv.key}")
    return out
