"""The pictures of Renaissance with their words, for notebooks and for the people who
cannot see them: :class:`~ringworld_nb.core.pictures.Described` and
:func:`~ringworld_nb.core.pictures.described` (shared by every game, re-exported
here) show a PNG as an ``<img alt=...>``; this module gives the words.

* :func:`position_words` - what a position of Renaissance shows, in words from the
  game: the phase and whose move (or the result), the scores, the markers on the board,
  the pieces taken or in hand, the last move, the marks; :func:`picture_bundle` - the
  game's picture with those words, what ``Renaissance._repr_mimebundle_`` shows;
  :func:`hand_words` - a row of pieces (:func:`~.hand.hand_png`) in words.

>>> from ringworld_nb.renaissance import Renaissance
>>> print(position_words(Renaissance(1)))  # doctest: +NORMALIZE_WHITESPACE
Renaissance: Setup: Silver to move (13 pieces left in the pool). Scores: Silver 0,
Gold 0. No markers on the board.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...core.pictures import Described, described, figure_words
from ..board import GOLD_MARKER, SILVER_MARKER
from ..pieces import KINDS
from ..words import describe_events

if TYPE_CHECKING:
    from ..game import Renaissance

__all__ = ["Described", "described", "figure_words", "position_words", "picture_bundle",
           "hand_words"]


# -------------------------------------------------------------------- Renaissance --
def _kinds(kinds: Iterable[str]) -> str:
    ks = sorted(kinds, key=lambda k: KINDS.index(k) if k in KINDS else len(KINDS))
    return ", ".join(ks) if ks else "none"


def hand_words(kinds: Iterable[str], player: str | None = None) -> str:
    """A row of pieces in words: ``"Silver's pieces: D, D, I3"``."""
    ks = list(kinds)
    whose = f"{player.title()}'s pieces" if player else "Pieces"
    return f"{whose}, as tiles: {_kinds(ks)}." if ks else f"{whose}: none."


def position_words(game: Renaissance) -> str:
    """A position of Renaissance in words, from the game and its view (as
    :func:`~.export.renaissance_png` draws it): the phase and whose move (or the result),
    the scores, the markers on the board, the pieces taken or in hand, the last move and
    what it did, the legal cells and insertions marked."""
    from .view import view

    shown = view(game)
    words = [f"Renaissance: {shown.status}"]
    if not game.is_over:  # (the result says the scores)
        words.append(f"Scores: Silver {game.score('silver')}, Gold {game.score('gold')}.")
    markers = list(game.board.markers)
    silver, gold = markers.count(SILVER_MARKER), markers.count(GOLD_MARKER)
    words.append(f"Markers on the board: Silver {silver}, Gold {gold}." if silver or gold
                 else "No markers on the board.")
    held = game.phase in ("phase2_prep", "phase2", "over") and game.variant != "phase1"
    taken = [(p, game.hand(p) if held else game.collection(p)) for p in ("silver", "gold")]
    if any(kinds for _, kinds in taken):
        what = "in hand" if held else "taken"
        words.append(f"Pieces {what}: " + "; ".join(
            f"{p.title()} {_kinds(kinds)}" for p, kinds in taken) + ".")
    if game.history:
        words.append(f"Last move {game.notation(game.history[-1])}: "
                     + (describe_events(game.last_events()) or "played."))
    marks = shown.marks
    marked = []
    if marks.get("targets"):
        marked.append(f"{len(marks['targets'])} legal cells (dots)")
    if marks.get("arrows"):
        marked.append(f"{len(marks['arrows'])} insertions from the edge (arrows)")
    if marked:
        words.append("Marked: " + ", ".join(marked) + ".")
    return " ".join(words)


def picture_bundle(game: Renaissance) -> tuple[dict[str, str], dict[str, Any]]:
    """What a notebook shows for a set: its picture (:func:`~.export.renaissance_png`)
    with :func:`position_words` as the alternative text."""
    from .export import renaissance_png

    return Described(renaissance_png(game), position_words(game))._repr_mimebundle_()
