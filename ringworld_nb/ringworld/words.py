"""What a move of The Ring World did, in plain words.

:meth:`~.moves.Event.describe` says one event (one phase of the automaton) in a
sentence, for stepping through a move; :func:`describe_events` sums a whole move up in
one line, naming the colour of every ring born, dead or taken, for an app's message or
a notebook. Plain text: an app that shows it as HTML escapes it.

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
from .moves import COLOUR_NAMES, Event

__all__ = ["describe_events", "changes"]

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
