"""What a move of Dice of Doom did, in plain words.

:meth:`~.moves.Event.describe` says one event; :func:`sentences` says a whole move
the way a player wants to hear it: the attack and its result, the end of the turn with
the reinforcement due, and - instead of one sentence per die - when some reinforcement
dice found no room (every hex full), how many were placed and how many lost. Plain
text: an app that shows it as HTML escapes it.

>>> from .game import DiceOfDoom
>>> game = DiceOfDoom.from_text('''
...    -------------
...    | A 3 | B 3 |
... ----------------
... | A 3 | B 2 |
... -------------''')
>>> print(describe_events(game.play("a2-b2")))
A attacks b2 (B, 2 dice) from a2 (3 dice) and wins. A takes b2: 2 dice captured, 2 \
moved in, 1 left behind on a2.
>>> print(describe_events(game.play("pass")))
A ends the turn: 1 reinforcement die due.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.validate import describe
from .hexboard import hex_name
from .moves import Event

__all__ = ["sentences", "describe_events", "reinforcements", "short_words"]


def reinforcements(events: Sequence[Event]) -> tuple[int, int]:
    """``(placed, lost)``: the reinforcement dice a move's pass handed out, and those
    it could not place (every hex of the player full). ``(0, 0)`` for an attack."""
    due = placed = 0
    for event in events:
        if not isinstance(event, Event):
            raise TypeError(f"events must be Dice of Doom Events, got {describe(event)}")
        if event.kind == "pass" and event.dice:
            due += event.dice[0]
        elif event.kind == "reinforce":
            placed += 1
    return placed, max(due - placed, 0)


def sentences(events: Sequence[Event]) -> list[str]:
    """The sentences of a move, in order: each event's own words but the one of each
    reinforcement die; after the pass (which says the dice due), how many were placed
    and how many lost when some found no room."""
    events = list(events)
    out: list[str] = []
    placed, lost = reinforcements(events)
    for event in events:
        if event.kind == "reinforce":
            continue
        out.append(event.describe())
        if event.kind == "pass" and lost:
            out.append(f"{placed} placed, {lost} lost: no room on full hexes.")
    return out


def describe_events(events: Sequence[Event]) -> str:
    """What a move did, in plain words: :func:`sentences` joined."""
    return " ".join(sentences(events))


def short_words(events: Sequence[Event]) -> str:
    """A move in one short line, for an AI's turn told move by move:

    >>> from .game import DiceOfDoom
    >>> game = DiceOfDoom.from_text('''
    ...    -------------
    ...    | A 3 | B 3 |
    ... ----------------
    ... | A 3 | B 2 |
    ... -------------''')
    >>> short_words(game.play("a2-b2")), short_words(game.play("pass"))
    ('A a2→b2, 3 dice against 2: taken.', 'A ends the turn: 1 reinforcement die due.')
    """
    out: list[str] = []
    for event in events:
        if event.kind == "attack" and event.src is not None and event.dst is not None:
            a, d = event.dice
            result = "taken" if event.won else "repelled"
            out.append(f"{event.describe().split(' ')[0]} {hex_name(event.src)}\u2192"
                       f"{hex_name(event.dst)}, {a} {'die' if a == 1 else 'dice'} against "
                       f"{d}: {result}.")
        elif event.kind in ("eliminate", "end"):
            out.append(event.describe())
        elif event.kind == "pass":  # (with how many dice found no room)
            out.extend(sentences([e for e in events if e.kind in ("pass", "reinforce")]))
    return " ".join(out)
