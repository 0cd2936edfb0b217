"""Groups and their empty neighbours: which groups the next generation can remove.

A **group** is a set of rings of one colour on one level joined through neighbours; it
dies when none of its rings has an empty neighbour (docs/rules.md §1.4, step 2). A group
with exactly one empty neighbour left is **in danger**: a ring of the other colour
arriving there - by occupation of that position, or by birth - removes the whole group
in the same generation. On level 2 and up such a death can take many big rings at once;
:func:`in_danger` finds those groups, so that the board and the words can say so before
it happens.

>>> from ringworld_nb.ringworld import BLUE, RED, RingWorld
>>> game = RingWorld.from_rings({2: [0, RED, RED, BLUE, BLUE, BLUE, 0, 0]}, order=3)
>>> [(d.colour, d.positions, d.liberty) for d in in_danger(game)]
[(1, (1, 2), 0), (2, (3, 4, 5), 6)]
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from .moves import BLUE, EMPTY, RED

__all__ = ["Group", "groups", "in_danger"]


class Group(NamedTuple):
    """One group: its ``level``, ``colour``, its rings (``positions``, indices on the
    level, sorted) and its empty neighbours (``liberties``, sorted)."""

    level: int
    colour: int
    positions: tuple[int, ...]
    liberties: tuple[int, ...]

    @property
    def liberty(self) -> int | None:
        """The one empty neighbour of a group in danger (None when it has more or none)."""
        return self.liberties[0] if len(self.liberties) == 1 else None


def groups(game: Any, level: int) -> list[Group]:
    """Every group of ``level`` on ``game``'s board (a RingWorld), in the order of
    their first ring."""
    board, rings = game.board, game.rings(level)
    seen: set[int] = set()
    found = []
    for start in range(board.count(level)):
        colour = int(rings[start])
        if colour == EMPTY or start in seen:
            continue
        members, liberties, todo = {start}, set(), [start]
        while todo:
            here = todo.pop()
            for other in board.neighbors(level, here):
                c = int(rings[other])
                if c == EMPTY:
                    liberties.add(other)
                elif c == colour and other not in members:
                    members.add(other)
                    todo.append(other)
        seen |= members
        found.append(Group(level, colour, tuple(sorted(members)), tuple(sorted(liberties))))
    return found


def in_danger(game: Any, levels: Iterable[int] | None = None) -> list[Group]:
    """The groups with exactly one empty neighbour left, on ``levels`` (default: level 2
    up to the level below the top, where a death takes big rings - on level 1 such
    groups are everywhere, and the top position has no neighbours)."""
    wanted = range(2, game.order) if levels is None else levels
    return [g for level in wanted for g in groups(game, level)
            if len(g.liberties) == 1 and g.colour in (RED, BLUE)]
