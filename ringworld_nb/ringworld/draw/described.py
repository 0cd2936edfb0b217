"""The pictures of The Ring World with their words, for notebooks and for the people who
cannot see them: :class:`~ringworld_nb.core.pictures.Described` and
:func:`~ringworld_nb.core.pictures.described` (shared by every game, re-exported
here) show a PNG as an ``<img alt=...>``; this module gives the words.

* :func:`position_words` - what a position of The Ring World shows, in words from the
  game: the status, the rings of each colour on each level, the last move and what it
  did, the marks (never a rule re-derived); :func:`picture_bundle` - the game's picture
  with those words, what ``RingWorld._repr_mimebundle_`` shows.

>>> from ringworld_nb.ringworld import RingWorld
>>> print(position_words(RingWorld(3)))  # doctest: +NORMALIZE_WHITESPACE
The Ring World, the L3 board: Red to move (move 1). Rings, top level first: level 3
none; level 2 none; level 1 none. Marked: 48 legal placements (dots).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.pictures import Described, described, figure_words
from ..moves import COLOUR_NAMES
from ..words import describe_events

if TYPE_CHECKING:
    from ..game import RingWorld

__all__ = ["Described", "described", "figure_words", "position_words", "picture_bundle"]


# ------------------------------------------------------------- The Ring World --
def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def position_words(game: RingWorld) -> str:
    """A position of The Ring World in words, from the game and its view (as
    :func:`~.export.ringworld_png` draws it): the status, the rings of each colour on
    each level, the last move and what it did, the marks shown."""
    from .view import view

    shown = view(game)
    counts = []
    for level, (red, blue) in game.counts().items():
        held = [f"{COLOUR_NAMES[1]} {red}" if red else "", f"{COLOUR_NAMES[2]} {blue}"
                if blue else ""]
        counts.append(f"level {level} " + (", ".join(h for h in held if h) or "none"))
    words = [f"The Ring World, the L{game.order} board: {shown.status}",
             "Rings, top level first: " + "; ".join(counts) + "."]
    if game.history:
        last = game.history[-1]
        done = describe_events(game.last_events()).removeprefix("Move played: ")
        words.append(f"Last move {game.notation(last)}: {done}")
    marks = shown.marks
    marked = []
    if marks.legal:
        marked.append(_plural(len(marks.legal), "legal placement") + " (dots)")
    if marks.rotatable:
        marked.append(_plural(len(marks.rotatable), "position") + " that may turn "
                      "(arrows)")
    if marks.danger:
        marked.append(_plural(len(marks.danger), "ring") + " in danger (dashed rings)")
    if marked:
        words.append("Marked: " + ", ".join(marked) + ".")
    return " ".join(words)


def picture_bundle(game: RingWorld) -> tuple[dict[str, str], dict[str, Any]]:
    """What a notebook shows for a game: its picture (:func:`~.export.ringworld_png`)
    with :func:`position_words` as the alternative text."""
    from .export import ringworld_png

    return Described(ringworld_png(game), position_words(game))._repr_mimebundle_()
