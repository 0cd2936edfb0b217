"""How a Ring World move lets the other colour's reply happen, when the app warned of
nothing: the places of the board that the reply uses, as the move left them.

A review's near reason (:mod:`ringworld_nb.analysis.near`) finds the other colour's most
costly reply to a move. When the move leaves a group in danger, the app's Careful line
says why (:func:`.reasons.link`). Otherwise the reason lies in a count the rules act on,
read on the board right after the move (and right before it, to say what the move
changed):

* a position the reply **takes** (rule book §1.4, occupation: 5 of its 8 children of one
  colour) - how many of its children were already of that colour after the move: "-@6
  leaves position 0 with 4 of its 8 children Red (01, 02, 04, 15), one short of the 5
  that take it";
* rings the reply **kills** (§1.4, death: a group with no empty neighbour) - the group
  and its empty neighbours after the move: "leaves Blue's rings 15 and 16 (level 1) with
  one empty neighbour left, 17" (the reply's words then say what filled them);
* a ring **born** to the other colour (§1.4, birth: 2 neighbours of one colour) - the
  empty position and its one neighbour of that colour: "leaves 15 empty next to Red's
  03";
* a level-2 position the move **opens** (§1.3: no ring on its 8 children), where the
  reply then places its ring.

Each clause names the move's own effect where it had one ("brings position 0 to 4 of its
8 children Red (..., 3 before the move)"). :func:`quiet_link` gives '' when none of these
explains the reply; the caller then spells the move.
"""

from __future__ import annotations

from typing import Any

from ..core.words import Played
from .groups import groups
from .moves import COLOUR_NAMES, EMPTY

__all__ = ["quiet_link"]

#: Children of one colour that take a position (rule book §1.4, occupation).
TAKES = 5


def _named(board: Any, level: int, index: int) -> str:
    """A position in words: "position 4", "the top position"."""
    if level == board.order:
        return "the top position"
    return f"position {board.address(level, index)}"


def _listed(names: list[str]) -> str:
    """``["1", "2", "3"]`` -> "1, 2 and 3"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _children(board: Any, rings: Any, level: int, index: int, colour: int) -> list[str]:
    """The addresses of the children of position ``(level, index)`` that hold a ring of
    ``colour`` in ``rings`` (the contents of each level), sorted."""
    below = rings[level - 1]
    return sorted(board.address(level - 1, c) for c in board.children(level, index)
                  if int(below[c]) == colour)


def _just_before(after: Any, reply: Played, kind: str, level: int) -> Any:
    """The rings of each level during ``reply`` (played from ``after``) just before its
    first event of ``kind`` on ``level`` (the engine's phases of the move); None when
    it has none."""
    rings = after.all_rings()
    for phase in after.phases(reply.move):
        if phase.event.kind == kind and phase.event.level == level:
            return rings
        rings = phase.rings
    return None


def _taken(before: Any, after: Any, played: Played, reply: Played, player: int) -> str:
    """The highest position the reply takes for the other colour: its children of that
    colour after the move, and the count the reply brings them to ('' when the reply
    takes none)."""
    taken = [(event.level, position, colour) for event in reply.events
             if event.kind == "occupied"
             for position, colour in zip(event.positions, event.colours) if colour != player]
    if not taken:
        return ""
    level, position, colour = max(taken)
    board = after.board
    now = _children(board, after.all_rings(), level, position, colour)
    was = len(_children(board, before.all_rings(), level, position, colour))
    name, colour_name = _named(board, level, position), COLOUR_NAMES[colour]
    listed = f" ({', '.join(now)}" if now else " ("
    if len(now) > was:
        head = (f"brings {name} to {len(now)} of its 8 children {colour_name}{listed}; "
                f"{was} before the move)")
    else:
        head = f"leaves {name} with {len(now)} of its 8 children {colour_name}"
        head += f"{listed})" if now else ""
    if len(now) == TAKES - 1:
        return f"{head}, one short of the {TAKES} that take it"
    rings = _just_before(after, reply, "occupied", level)
    then = "" if rings is None else len(_children(board, rings, level, position, colour))
    return f"{head}; {TAKES} take it" + (f", and the reply makes them {then}" if then else "")


def _killed(after: Any, played: Played, reply: Played, player: int) -> str:
    """The highest group of ``player``'s that the reply kills, and its empty neighbours
    after the move ('' when the reply kills none, or the group cannot be found on the
    board after the move)."""
    dead = [(event.level, position) for event in reply.events if event.kind == "died"
            for position, colour in zip(event.positions, event.colours) if colour == player]
    if not dead:
        return ""
    level = max(level for level, _ in dead)
    positions = {position for lv, position in dead if lv == level}
    board = after.board
    for group in groups(after, level):
        if group.colour != player or not positions & set(group.positions):
            continue
        rings = [board.address(level, p) for p in group.positions]
        free = [board.address(level, p) for p in group.liberties]
        whose = (f"{COLOUR_NAMES[player]}'s ring {rings[0]}" if len(rings) == 1 else
                 f"{COLOUR_NAMES[player]}'s rings {_listed(rings)}")
        if not free:
            return ""
        left = ("one empty neighbour left" if len(free) == 1 else
                f"{len(free)} empty neighbours left")
        placed = played.move.place
        own = (" - the ring it placed among them" if level == 1 and placed is not None
               and placed in group.positions else "")
        return f"leaves {whose} (level {level}) with {left}, {_listed(free)}{own}"
    return ""


def _born(before: Any, after: Any, played: Played, reply: Played, player: int) -> str:
    """The other colour's ring the reply brings to birth (the highest level), with its
    2 neighbours of that colour just before the birth: the one the move left next to
    the empty position, or the turn of the reply that brings them there ('' when the
    reply bears none)."""
    born = [(event.level, position, colour) for event in reply.events if event.kind == "born"
            for position, colour in zip(event.positions, event.colours) if colour != player]
    if not born:
        return ""
    level, position, colour = max(born)
    board, rings = after.board, after.rings(level)
    just = _just_before(after, reply, "born", level)
    if just is None:
        return ""
    near = sorted(board.address(level, n) for n in board.neighbors(level, position)
                  if int(just[level][n]) == colour)
    stayed = sorted(board.address(level, n) for n in board.neighbors(level, position)
                    if int(rings[n]) == colour and int(just[level][n]) == colour)
    name, whose = board.address(level, position), f"{COLOUR_NAMES[colour]}'s"
    was = before.rings(level)
    new = [n for n in near if int(rings[board.parse_address(n)[1]]) == colour
           and int(was[board.parse_address(n)[1]]) != colour]
    own = (f" ({_listed(new)} came with {played.text} "
           "itself)" if new else "")
    if int(rings[position]) == EMPTY and len(stayed) == 1:
        return (f"leaves {name} empty next to {whose} {stayed[0]}{own}: a second neighbour "
                "of one colour brings a ring to birth there")
    turned = next((e for e in reply.events if e.kind == "rotated"), None)
    if turned is None or len(near) < 2:
        return ""
    return (f"leaves {whose} rings where the reply's turn of "
            f"{_named(board, turned.level, turned.positions[0])} brings two of them, "
            f"{_listed(near)}, next to the empty {name}, where a ring is born{own}")


def _is_open(game: Any, index: int) -> bool:
    """Whether level-2 position ``index`` has no ring on its 8 children (§1.3)."""
    ones = game.rings(1)
    return all(int(ones[c]) == EMPTY for c in game.board.children(2, index))


def _opened(before: Any, after: Any, reply: Played) -> str:
    """The level-2 position the move opened, where the reply then places its ring
    ('' when the reply places none, or its place was open before the move)."""
    place = reply.move.place
    if place is None or before.board.order < 3 or before.placement_problem(place) is None:
        return ""
    board = after.board
    opened = [p for p in board.parents(1, place) if _is_open(after, p)
              and not _is_open(before, p)]
    if not opened:
        return ""
    where = _listed([board.address(2, p) for p in opened])
    return (f"opens position {where} (no ring left on its 8 children), where the reply "
            f"places its ring on {board.address(1, place)}")


def quiet_link(before: Any, after: Any, played: Played, reply: Played, player: int) -> str:
    """How ``played`` (``player``'s move, from ``before`` to ``after``) leaves the board
    to ``reply``, in clauses that follow the move's name (see the module docstring);
    '' when none applies. Blue's 13@6 turns a Blue ring next to 54 and 56; Red's 46@6
    then fills their last empty neighbours:

    >>> from ringworld_nb.ringworld import RingWorld
    >>> before = RingWorld.from_positions([("54", 2), ("56", 2), ("76", 1), ("06", 1),
    ...                                    ("65", 2), ("15", 2), ("62", 1)], order=3, to_move=2)
    >>> after = before.clone()
    >>> move = Played(after.parse("13@6"), "13@6", tuple(after.play("13@6")), 2, False)
    >>> end = after.clone()
    >>> reply = Played(end.parse("46@6"), "46@6", tuple(end.play("46@6")), 1, False)
    >>> print(quiet_link(before, after, move, reply, 2))
    leaves Blue's rings 54, 55 and 56 (level 1) with 2 empty neighbours left, 46 and 57
    """
    main = (_taken(before, after, played, reply, player)
            or _killed(after, played, reply, player) or _born(before, after, played, reply, player))
    clauses = [c for c in (_opened(before, after, reply), main) if c]
    if not clauses:
        return ""
    return ", and ".join(clauses)
