"""Pictures with their words: a PNG that carries an alternative text, for notebooks and
for the people who cannot see it.

JupyterLab draws an ``image/png`` output as an ``<img>`` without any ``alt`` (its
image renderer reads none from the output's metadata), so a screen reader finds a
picture with nothing to say. A :class:`Described` picture shows itself as HTML - the
same PNG in an ``<img alt="...">`` - which JupyterLab and Voila prefer to the PNG and
keep through their sanitizer; the PNG stays in the output too, its ``alt`` in the
metadata (nbconvert's HTML writes it), and the words are the plain-text form. (The
same three parts as in The Ring World's and Dice of Doom's draw packages: a game's
package stands on its own.)

* :class:`Described` - PNG bytes and their words; :func:`described` makes one of a
  matplotlib figure, PNG bytes or anything with a ``_repr_png_`` (a lesson's strip of
  boards), the words given or (for a figure) the figure's own.
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

import base64
import html
import os
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from ...core.pictures import figure_png, write_png
from ..board import GOLD_MARKER, SILVER_MARKER
from ..pieces import KINDS
from ..words import describe_events

if TYPE_CHECKING:
    from ..game import Renaissance

__all__ = ["Described", "described", "figure_words", "position_words", "picture_bundle",
           "hand_words"]


class Described:
    """A PNG picture and its words (the alternative text), shown in a notebook as an
    ``<img>`` with ``alt`` (see the module docstring)."""

    def __init__(self, png: bytes, words: str) -> None:
        if not isinstance(png, bytes) or not png.startswith(b"\x89PNG"):
            raise ValueError("Described: the picture must be PNG bytes")
        if not isinstance(words, str) or not words.strip():
            raise ValueError("Described: a picture needs words (its alternative text)")
        self.png = png
        self.words = " ".join(words.split())

    def html(self) -> str:
        """The picture as an HTML ``<img>`` with its words as ``alt``."""
        data = base64.b64encode(self.png).decode("ascii")
        return (f'<img src="data:image/png;base64,{data}" '
                f'alt="{html.escape(self.words, quote=True)}">')

    def _repr_mimebundle_(self, include: Any = None,
                          exclude: Any = None) -> tuple[dict[str, str], dict[str, Any]]:
        data = {"text/html": self.html(),
                "image/png": base64.b64encode(self.png).decode("ascii"),
                "text/plain": self.words}
        return data, {"image/png": {"alt": self.words}}

    def _repr_png_(self) -> bytes:
        return self.png

    def __repr__(self) -> str:
        return f"<picture: {self.words}>"

    def save(self, path: str | os.PathLike) -> str:
        """Write the PNG to ``path`` and return the path."""
        return write_png(self.png, path)


def figure_words(figure: Any, *, limit: int = 60) -> str:
    """The words a matplotlib ``figure`` writes on itself, in order: its suptitle and
    texts, then each Axes' title, texts, axis labels and legend entries (at most
    ``limit`` texts; tick labels left out, and texts without a letter: the addresses
    and numbers written on a board, arrows)."""
    texts: list[str] = []

    def add(artist: Any) -> None:
        text = artist.get_text() if artist is not None else ""
        if any(c.isalpha() for c in text) and artist.get_visible():
            texts.append(" ".join(text.split()))

    add(getattr(figure, "_suptitle", None))
    for text in figure.texts:
        add(text)
    for ax in figure.axes:
        for title in (ax.title, getattr(ax, "_left_title", None),
                      getattr(ax, "_right_title", None)):
            add(title)
        for text in ax.texts:
            add(text)
        add(ax.xaxis.label)
        add(ax.yaxis.label)
        legend = ax.get_legend()
        if legend is not None:
            for text in legend.get_texts():
                add(text)
    for legend in figure.legends:
        for text in legend.get_texts():
            add(text)
    unique = list(dict.fromkeys(t.rstrip(".") for t in texts))[:limit]
    return ". ".join(unique) + "." if unique else ""


def described(picture: Any, words: str | Sequence[str] | None = None) -> Described:
    """``picture`` (a matplotlib figure, PNG bytes, or anything with a ``_repr_png_``)
    with ``words``: by default a figure's own (:func:`figure_words`); a list of words
    says the pictures of a row in order (a strip of boards and its captions)."""
    if words is not None and not isinstance(words, str):
        parts = [" ".join(str(w).split()).rstrip(".") for w in words]
        words = f"{len(parts)} pictures, in order: " + "; ".join(parts) + "."
    if isinstance(picture, Described):
        return picture if words is None else Described(picture.png, words)
    if isinstance(picture, bytes):
        png = picture
    elif hasattr(picture, "savefig"):
        png = figure_png(picture, facecolor=picture.get_facecolor())
        if words is None:
            words = figure_words(picture)
    elif hasattr(picture, "_repr_png_"):
        png = picture._repr_png_()
    else:
        raise TypeError(f"described: no picture in {type(picture).__name__}")
    if words is None:
        raise ValueError("described: give the words of this picture")
    return Described(png, words)


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
        marked.append(f"{len(marks['targets'])} legal cells (green dots)")
    if marks.get("arrows"):
        marked.append(f"{len(marks['arrows'])} insertions from the edge (green arrows)")
    if marked:
        words.append("Marked: " + ", ".join(marked) + ".")
    return " ".join(words)


def picture_bundle(game: Renaissance) -> tuple[dict[str, str], dict[str, Any]]:
    """What a notebook shows for a set: its picture (:func:`~.export.renaissance_png`)
    with :func:`position_words` as the alternative text."""
    from .export import renaissance_png

    return Described(renaissance_png(game), position_words(game))._repr_mimebundle_()
