"""Who plays each side of a game: a person at the screen, or a computer player.

Every app offers, for each of its players, a **seat menu**: "Person", "AI easy",
"AI medium", "AI strong" (the strengths of :data:`ringworld_nb.core.players.STRENGTHS`),
and for a game with a random player of its own also "Random". A seat is written as a
short word: ``"person"``, ``"random"``, or the strength.

>>> check_seat("human"), check_seat("easy"), seat_label("medium")
('person', 'easy', 'AI medium')
>>> [value for _, value in seat_options(random=True)]
['person', 'easy', 'medium', 'strong', 'random']
>>> check_seat("genius")
Traceback (most recent call last):
...
ValueError: a seat is 'person' or one of 'easy', 'medium', 'strong', got 'genius'
"""

from __future__ import annotations

from collections.abc import Sequence

import ipywidgets as w

from ..core.players import STRENGTHS

__all__ = ["PERSON", "RANDOM", "check_seat", "check_seats", "seat_label", "seat_options",
           "seat_menu", "is_ai"]

#: A person plays this side: the app waits for clicks.
PERSON = "person"
#: Uniformly random legal moves (offered where the game has a random player).
RANDOM = "random"
#: Words accepted for a person, besides ``"person"`` (Dice of Doom said "human").
_PERSON_ALIASES = ("human",)


def check_seat(seat: object, *, random: bool = False) -> str:
    """The seat ``seat`` names (``"human"`` is read as ``"person"``), else a ValueError."""
    if seat in _PERSON_ALIASES:
        return PERSON
    allowed = (PERSON, *STRENGTHS) + ((RANDOM,) if random else ())
    if not isinstance(seat, str) or seat not in allowed:
        names = ", ".join(repr(s) for s in allowed[1:])
        raise ValueError(f"a seat is 'person' or one of {names}, got {seat!r}")
    return seat


def check_seats(seats: Sequence[object], players: int, *, random: bool = False) -> list[str]:
    """``seats`` checked, one per player, else a ValueError naming what is expected."""
    if isinstance(seats, str) or len(seats) != players:
        raise ValueError(f"seats must name, for each of the {players} players, 'person' "
                         f"or an AI strength ({', '.join(STRENGTHS)}); got {seats!r}")
    return [check_seat(s, random=random) for s in seats]


def is_ai(seat: str) -> bool:
    """True when a computer plays the seat (an AI strength or random moves)."""
    return seat != PERSON


def seat_label(seat: str) -> str:
    """How a menu and the status line name a seat: "Person", "AI easy", "Random"."""
    if seat == PERSON:
        return "Person"
    if seat == RANDOM:
        return "Random"
    return f"AI {seat}"


def seat_options(*, random: bool = False) -> list[tuple[str, str]]:
    """The seat menu's (label, value) pairs, a person first, then the AIs weakest first."""
    seats = [PERSON, *STRENGTHS] + ([RANDOM] if random else [])
    return [(seat_label(s), s) for s in seats]


def seat_menu(player: str, seat: str, *, random: bool = False,
              width: str = "150px", label_width: str = "48px") -> w.Dropdown:
    """A drop-down choosing who plays ``player`` (its name is the menu's label)."""
    return w.Dropdown(options=seat_options(random=random), value=check_seat(seat,
                                                                             random=random),
                      description=player, layout=w.Layout(width=width),
                      style={"description_width": label_width},
                      tooltip=f"Who plays {player}: a person or an AI of a chosen strength")
