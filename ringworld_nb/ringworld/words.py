"""What a move of The Ring World did, in plain words.

:meth:`~.moves.Event.describe` says one event (one phase of the automaton) in a
sentence, for stepping through a move; :func:`describe_events` sums a whole move up in
one line, naming the colour of every ring born, dead or taken, for an app's message or
a notebook; :func:`move_words` adds what the move itself did when it turned the whole
board (``@*``); :func:`danger_words` warns of the big groups the next generation can
remove (:func:`~.groups.in_danger`). Plain text: an app that shows it as HTML escapes it.

>>> from .moves import Event
>>> print(describe_events([Event("placed", 1, (4,), (1,)), Event("rotated", 2, (0,)),
...                        Event("born", 1, (7, 9), (1, 1)), Event("died", 1, (3,), (2,)),
...                        Event("occupied", 2, (5,), (1,))]))
Move played: 2 Red rings born, 1 Blue ring died, Red took 1 position.
>>> print(describe_events([Event("placed", 2, (4,), (2,)), Event("rotated", 2, (0,))]))
Move played: nothing was born, died or taken.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.validate import describe
from .groups import Group
from .moves import COLOUR_NAMES, Event, Move

__all__ = ["describe_events", "changes", "move_words", "danger_words", "most_urgent",
           "DANGERS_SAID"]

#: How many groups in danger the words under the board name (the most urgent first; the
#: rest are counted): more is a paragraph nobody reads.
DANGERS_SAID = 2

_WORDS = {"born": "born", "died": "died"}


def changes(events: Sequence[Event]) -> list[tuple[str, int, int]]:
    """What the automaton did in a move: ``(kind, colour, count)`` for each kind
    (``born``, ``died``, ``occupied``, in that order) and colour (Red, then Blue) that
    happened at least once, counted over every level. A ring that died counts in the
    colour it had.

    >>> changes([Event("born", 1, (7, 9), (2, 1)), Event("born", 2, (3,), (1,))])
    [('born', 1, 2), ('born', 2, 1)]
    """
    counts: dict[tuple[str, int], int] = {}
    for event in events:
        if not isinstance(event, Event):
            raise TypeError(f"events must be Ring World Events, got {describe(event)}")
        if event.kind in ("born", "died", "occupied"):
            for colour in event.colours:
                counts[event.kind, colour] = counts.get((event.kind, colour), 0) + 1
    order = {"born": 0, "died": 1, "occupied": 2}
    return [(kind, colour, n) for (kind, colour), n in
            sorted(counts.items(), key=lambda kv: (order[kv[0][0]], kv[0][1]))]


def _phrase(kind: str, colour: int, n: int) -> str:
    name = COLOUR_NAMES[colour]
    if kind == "occupied":
        return f"{name} took {n} position{'s' if n != 1 else ''}"
    return f"{n} {name} ring{'s' if n != 1 else ''} {_WORDS[kind]}"


def describe_events(events: Sequence[Event]) -> str:
    """A move in one line: ``"Move played: 2 Red rings born, 1 Blue ring died, Red took
    1 position."`` (the automaton's births, deaths and occupations, by colour), or
    that nothing was born, died or taken. When the move ended the game the line says
    so too (the ``won`` or ``drawn`` event's words)."""
    events = list(events)
    parts = [_phrase(kind, colour, n) for kind, colour, n in changes(events)]
    text = "Move played: " + (", ".join(parts) + "." if parts
                              else "nothing was born, died or taken.")
    for event in events:
        if event.kind in ("won", "drawn"):
            text += " " + event.describe()
    return text


def move_words(board, move: Move, events: Sequence[Event]) -> str:
    """A move in one line, without "Move played": what the automaton did
    (:func:`describe_events`), after the words of a turn of the whole board when the
    move turned the top position - every ring moves, which nothing else on the board
    says.

    >>> from .geometry import RingBoard
    >>> print(move_words(RingBoard(3), Move(None, (3, 0)), [Event("rotated", 3, (0,))]))
    the whole board turned one eighth clockwise (@* turns the top position); nothing \
was born, died or taken.
    """
    words = describe_events(events).removeprefix("Move played: ")
    if move.rotate is not None and move.rotate[0] == board.order:
        words = ("the whole board turned one eighth clockwise (@* turns the top position); "
                 + words)
    return words


def _addresses(board, level: int, positions: Sequence[int]) -> str:
    names = [board.address(level, i) for i in positions]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def most_urgent(dangers: Sequence[Group]) -> list[Group]:
    """The groups in danger, the most urgent first: the highest level (nearest the top
    position, where a death weighs most), then the most rings; otherwise in the order
    given.

    >>> [g.positions for g in most_urgent([Group(2, 1, (3,), (4,)),
    ...                                    Group(3, 2, (1, 2), (0,)),
    ...                                    Group(2, 2, (5, 6), (7,))])]
    [(1, 2), (5, 6), (3,)]
    """
    return sorted(dangers, key=lambda g: (-g.level, -len(g.positions)))


def danger_words(board, dangers: Sequence[Group], limit: int | None = None) -> str:
    """A warning for each group in danger (one empty neighbour left, level 2 and up):
    which rings the next generation can remove, and what removes them. With ``limit``,
    only the first ``limit`` groups are said (give them :func:`most_urgent` first) and
    the others counted.

    >>> from .geometry import RingBoard
    >>> print(danger_words(RingBoard(3), [Group(2, 2, (3, 4, 5), (6,))]))
    Careful: Blue's level-2 rings 3, 4 and 5 have one empty neighbour left, 6: a Red \
ring there (born, or from 5 Red children below it) removes them all.
    """
    out = []
    said = list(dangers if limit is None else dangers[:limit])
    for group in said:
        name, other = COLOUR_NAMES[group.colour], COLOUR_NAMES[3 - group.colour]
        n = len(group.positions)
        rings = (f"rings {_addresses(board, group.level, group.positions)} have" if n > 1
                 else f"ring {_addresses(board, group.level, group.positions)} has")
        liberty = _addresses(board, group.level, group.liberties)
        out.append(f"{name}'s level-{group.level} {rings} one empty neighbour left, "
                   f"{liberty}: a {other} ring there (born, or from 5 {other} children below "
                   f"it) removes {'them all' if n > 1 else 'it'}.")
    rest = len(dangers) - len(said)
    if rest:
        out.append(f"({rest} more group{'s' if rest != 1 else ''} with one empty neighbour "
                   "left.)")
    return ("Careful: " + " ".join(out)) if out else ""
