"""Pictures with their words: a PNG that carries an alternative text, for notebooks and
for the people who cannot see it.

JupyterLab draws an ``image/png`` output as an ``<img>`` without any ``alt`` (its
image renderer reads none from the output's metadata), so a screen reader finds a
picture with nothing to say. A :class:`Described` picture shows itself as HTML - the
same PNG in an ``<img alt="...">`` - which JupyterLab and Voila prefer to the PNG and
keep through their sanitizer; the PNG stays in the output too, its ``alt`` in the
metadata (nbconvert's HTML writes it), and the words are the plain-text form.

* :class:`Described` - PNG bytes and their words; :func:`described` makes one of a
  matplotlib figure, PNG bytes or anything with a ``_repr_png_``, the words given or
  (for a figure) the figure's own: its titles, texts and legend.
* :func:`position_words` - what a position of The Ring World shows, in words from the
  game: the status, the rings of each colour on each level, the last move and what it
  did, the marks (never a rule re-derived); :func:`picture_bundle` - the game's picture
  with those words, what ``RingWorld._repr_mimebundle_`` shows.

>>> from ringworld_nb.ringworld import RingWorld
>>> print(position_words(RingWorld(3)))  # doctest: +NORMALIZE_WHITESPACE
The Ring World, the L3 board: Red to move (move 1). Rings, top level first: level 3
none; level 2 none; level 1 none. Marked: 48 legal placements (green dots).
"""

from __future__ import annotations

import base64
import html
import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...core.pictures import figure_png, write_png
from ..moves import COLOUR_NAMES
from ..words import describe_events

if TYPE_CHECKING:
    from ..game import RingWorld

__all__ = ["Described", "described", "figure_words", "position_words", "picture_bundle"]


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
        marked.append(_plural(len(marks.legal), "legal placement") + " (green dots)")
    if marks.rotatable:
        marked.append(_plural(len(marks.rotatable), "position") + " that may turn "
                      "(yellow arrows)")
    if marks.danger:
        marked.append(_plural(len(marks.danger), "ring") + " in danger (magenta dashes)")
    if marked:
        words.append("Marked: " + ", ".join(marked) + ".")
    return " ".join(words)


def picture_bundle(game: RingWorld) -> tuple[dict[str, str], dict[str, Any]]:
    """What a notebook shows for a game: its picture (:func:`~.export.ringworld_png`)
    with :func:`position_words` as the alternative text."""
    from .export import ringworld_png

    return Described(ringworld_png(game), position_words(game))._repr_mimebundle_()
