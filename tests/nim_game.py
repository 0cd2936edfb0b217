"""Nim, a small game of the tests that brings nothing but its engine: every other part -
its computer players, the judge of an analysis, hints, puzzles - is the package's default.

Heaps of counters; a move ``"h:n"`` takes ``n`` counters from heap ``h`` (heaps counted
from 1); whoever takes the last counter wins. Its theory is known: the player to move
loses exactly when the heaps' nim-sum (their exclusive or) is 0, so every default that
claims to be exact can be checked against it (:func:`nim_sum`).

:func:`registered` makes the package's registry list it (as an installed game's entry
point would), for the length of a test.

>>> game = Nim((3, 4, 5))
>>> events = game.play("1:2")
>>> game.heaps, game.to_move, nim_sum(game.heaps)
([1, 4, 5], 2, 0)
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from kit_heaps import Heaps, Take

from ringworld_nb.core import registry as registry_module
from ringworld_nb.core.options import Option
from ringworld_nb.core.registry import GameSpec, Registry

__all__ = ["Nim", "Take", "SPEC", "nim_sum", "registered"]


def nim_sum(heaps: Sequence[int]) -> int:
    """The exclusive or of the heaps: 0 exactly when the player to move loses."""
    return functools.reduce(lambda a, b: a ^ b, heaps, 0)


class Nim(Heaps):
    """A game of Nim from ``heaps``: the kit's Heaps (``tests/kit_heaps.py``) under the
    name of a game of its own, from heaps 3, 4, 5 by default."""

    game_name = "nim"
    title = "Nim"

    def __init__(self, heaps: tuple[int, ...] = (3, 4, 5)) -> None:
        super().__init__(heaps)


#: Nim's entry in the registry: the engine alone, every other part the default.
def heaps_from(text: str) -> tuple[int, ...]:
    """Heaps written "1,3,5,7": one to eight heaps of 1 to 30 counters."""
    parts = [part.strip() for part in text.split(",")]
    if not 1 <= len(parts) <= 8 or not all(p.isdigit() and 1 <= int(p) <= 30 for p in parts):
        raise ValueError(f"heaps are 1 to 8 numbers from 1 to 30 with commas between them, "
                         f"as 1,3,5,7 - got {text!r}")
    return tuple(int(p) for p in parts)


#: Nim's one option: its heaps, as text ("an option is text with its own parser").
HEAPS = Option("heaps", (3, 4, 5), "the heaps of counters", parser=heaps_from,
               writer=lambda heaps: ",".join(str(h) for h in heaps))

SPEC = GameSpec(name="nim", title="Nim", package=__name__, engine=f"{__name__}:Nim",
                options=(HEAPS,))


@contextmanager
def registered() -> Iterator[None]:
    """The package's registry lists Nim (after the installed games) inside the block."""
    installed = registry_module.registry()
    with_nim = Registry([*installed.specs(), SPEC])
    saved = registry_module.registry
    registry_module.registry = lambda: with_nim  # type: ignore[assignment]
    try:
        yield
    finally:
        registry_module.registry = saved
