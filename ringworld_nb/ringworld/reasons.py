"""Why one Ring World move beats another, near the move: what a review's near reason
(:mod:`ringworld_nb.analysis.near`) asks of the game.

* :func:`link` - how a move lets the other colour's reply happen: the app's own Careful
  warning after the move (the rings left with one empty neighbour, and the position that
  removes them), else the count on the board the reply acts on - a position it takes,
  rings it kills, a ring born, a level-2 position opened (:mod:`.links`) - else the
  move itself spelled (the ring placed, the position turned);
* :func:`features` - the counts that set two positions apart when nothing is born, dies
  or is taken near the move: the rings of level 2 and up with one empty neighbour left,
  each colour's, and the open level-2 positions (no ring yet on their 8 children: where
  a ring can still be placed, rule book §1.3);
* :func:`birth_words` - why a ring of the near reason was born: its two neighbours of
  its colour just before the birth; :func:`death_words` - why a group died: the rings
  around it, with no empty neighbour left.
"""

from __future__ import annotations

from typing import Any

from ..core.words import Played
from .groups import in_danger
from .links import quiet_link
from .moves import COLOUR_NAMES, EMPTY
from .words import DANGERS_SAID, danger_words, most_urgent

__all__ = ["birth_words", "death_words", "features", "link"]


def link(before: Any, after: Any, played: Played, reply: Played, player: int,
         spell: str) -> str:
    """How ``played`` (``player``'s move from ``before`` to ``after``) leaves ``reply``
    open: 'After 07@5 the app warns "Careful: Red's level-2 rings 3 and 4 have one empty
    neighbour left, 6: ..."' when the move leaves ``player``'s rings in danger ("After
    00@0 the app still warns of it" when the warning is the one before the move); else
    the count on the board the reply acts on (:func:`.links.quiet_link`): "-@6, where
    Blue places no ring ..., leaves position 0 with 4 of its 8 children Red (01, 02, 04,
    15), one short of the 5 that take it"; else the move spelled ("After 07@5, where Red
    places a ring on 07, then turns position 5 (level 2) one step"). ``spell`` is the
    move in words."""
    careful = _careful(after, player)
    if careful:
        if careful == _careful(before, player):
            return f"After {played.text} the app still warns of it"
        return f"After {played.text} the app warns \"{careful}\""
    quiet = quiet_link(before, after, played, reply, player)
    if quiet:
        return f"{played.text}{', where ' + spell + ',' if spell else ''} {quiet}"
    return f"After {played.text}, where {spell}" if spell else ""


def _careful(game: Any, player: int) -> str:
    """The app's Careful line for ``player``'s rings in ``game`` ('' for none)."""
    if game.is_over:
        return ""
    mine = [group for group in in_danger(game) if group.colour == player]
    return danger_words(game.board, most_urgent(mine), DANGERS_SAID)


def features(game: Any, player: int) -> list[tuple[str, float]]:
    """``player``'s rings of level 2 and up with one empty neighbour left, the other
    colour's, and the open level-2 positions of ``game``."""
    other = 3 - player
    danger = in_danger(game)
    board = game.board
    ones = game.rings(1)
    open_two = sum(1 for index in range(board.count(2)) if board.order > 2 and all(
        int(ones[c]) == EMPTY for c in board.children(2, index)))
    return [
        ("rings of level 2 and up with one empty neighbour left",
         sum(len(g.positions) for g in danger if g.colour == player)),
        (f"{COLOUR_NAMES[other]} rings of level 2 and up with one empty neighbour left",
         sum(len(g.positions) for g in danger if g.colour == other)),
        ("open level-2 positions (no ring on their 8 children)", open_two),
    ]


def birth_words(before: Any, played: Played) -> str:
    """Why each ring ``played`` made born was born (rule book §1.4: an empty position with
    at least 2 neighbours of one colour), from the board just before its birth (the
    engine's :meth:`~.game.RingWorld.phases`): "46 was born between Red's 45 and 47.";
    '' when the move bore no ring. ``before`` is the game before the move."""
    board = before.board
    said = []
    for event, rings in _events(before, played, "born"):
        for position, colour in zip(event.positions, event.colours):
            near = [board.address(event.level, n) or "the top position"
                    for n in board.neighbors(event.level, position)
                    if int(rings[event.level][n]) == colour]
            if len(near) > 1:
                said.append(f"{board.address(event.level, position)} was born between "
                            f"{COLOUR_NAMES[colour]}'s {' and '.join(near)}")
    return _at_most_three(said)


def _events(before: Any, played: Played, kind: str) -> list[tuple[Any, Any]]:
    """The events of ``kind`` ("born", "died") of the move ``played`` made from the game
    ``before``, each with the rings as they were just before it (the engine's
    :meth:`~.game.RingWorld.phases`); none for a move the engine cannot replay."""
    try:
        phases = before.phases(played.move)
    except (ValueError, TypeError):
        return []
    found, rings = [], before.all_rings()
    for phase in phases:
        if phase.event.kind == kind:
            found.append((phase.event, rings))
        rings = phase.rings
    return found


def _at_most_three(said: list[str]) -> str:
    """The first three sentences of ``said`` joined, and how many more; '' for none."""
    if not said:
        return ""
    return ("; ".join(said[:3]) + (f" (and {len(said) - 3} more)" if len(said) > 3 else "")
            + ".")


def _groups_of(board: Any, level: int, positions: list[int]) -> list[list[int]]:
    """``positions`` of one level split into groups joined through neighbours."""
    left, found = set(positions), []
    while left:
        start = left.pop()
        group, todo = [start], [start]
        while todo:
            for other in board.neighbors(level, todo.pop()):
                if other in left:
                    left.discard(other)
                    group.append(other)
                    todo.append(other)
        found.append(sorted(group))
    return found


def death_words(before: Any, played: Played) -> str:
    """Why the rings ``played`` removed died (rule book §1.4: a group with no empty
    neighbour left), from the board just before the deaths: "26 died with no empty
    neighbour left (Blue's 25 and 27 around it)."; '' when no ring died. ``before`` is
    the game before the move."""
    board = before.board
    said = []
    for event, rings in _events(before, played, "died"):
        level = event.level
        for colour in sorted(set(event.colours)):
            mine = [p for p, c in zip(event.positions, event.colours) if c == colour]
            for group in _groups_of(board, level, mine):
                around = sorted({n for p in group for n in board.neighbors(level, p)}
                                - set(group))
                held = [f"{COLOUR_NAMES[c]}'s " + " and ".join(
                    board.address(level, n) for n in around if int(rings[level][n]) == c)
                    for c in sorted({int(rings[level][n]) for n in around} - {EMPTY})]
                names = [board.address(level, p) for p in group]
                dead = names[0] if len(names) == 1 else (
                    ", ".join(names[:-1]) + " and " + names[-1])
                them = "it" if len(names) == 1 else "them"
                said.append(f"{dead} died with no empty neighbour left"
                            + (f" ({', '.join(held)} around {them})" if held else ""))
    return _at_most_three(said)
