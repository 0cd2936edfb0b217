"""All the levels, game by game, and the sections of the rule book they teach.

Each game says where its levels are (its spec's ``levels``) and names the sections of
its rule book in its rule words (``sections``; ``exempt``: the sections that state no
rule to play, with the reason). :func:`levels` gives a game's levels in the order they
are played; :func:`sections` and :func:`exempt` gather the sections of every installed
game (the tests map every section that is not exempt to at least one level).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from ..core.registry import spec, specs
from ..core.validate import one_of
from ..core.words import rule_words

if TYPE_CHECKING:
    from .level import Level

__all__ = ["levels", "level", "sections", "exempt", "sections_taught", "rule_words",
           "games_with_levels"]


def games_with_levels() -> tuple[str, ...]:
    """The names of the installed games that have levels."""
    return tuple(s.name for s in specs() if s.levels is not None)


def levels(game: str) -> tuple[Level, ...]:
    """The levels of the game called ``game``, in the order they are played
    (ArgumentError for a game without levels). The same Level objects every time."""
    if spec(game).levels is None:
        one_of(game, "a game with levels", games_with_levels())
    return _levels(game)


@functools.cache
def _levels(game: str) -> tuple[Level, ...]:
    return tuple(spec(game).part("levels")())


def level(game: str, key: str) -> Level:
    """The level of ``game`` whose key is ``key`` (ArgumentError if there is none)."""
    found = {lv.key: lv for lv in levels(game)}
    return found[one_of(key, f"the level of {game}", tuple(found))]


def _sections(field: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for game in games_with_levels():
        out.update(getattr(rule_words(game), field, {}))
    return out


def sections() -> dict[str, str]:
    """Every section of the rule book of the games with levels, with its title."""
    return _sections("sections")


def exempt() -> dict[str, str]:
    """The sections that state no rule of play, and why they have no level."""
    return _sections("exempt")


def sections_taught() -> dict[str, list[str]]:
    """``{section: [game/key of each level that teaches it]}`` over the games."""
    out: dict[str, list[str]] = {}
    for game in games_with_levels():
        for lv in levels(game):
            out.setdefault(lv.section, []).append(f"{game}/{lv.key}")
    return out


def __getattr__(name: str) -> Any:
    # SECTIONS and EXEMPT, as they were named when they were constants
    if name == "SECTIONS":
        return sections()
    if name == "EXEMPT":
        return exempt()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
