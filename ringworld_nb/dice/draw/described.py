"""Pictures with their words: a PNG that carries an alternative text, for notebooks and
for the people who cannot see it.

JupyterLab draws an ``image/png`` output as an ``<img>`` without any ``alt`` (its
image renderer reads none from the output's metadata), so a screen reader finds a
picture with nothing to say. A :class:`Described` picture shows itself as HTML - the
same PNG in an ``<img alt="...">`` - which JupyterLab and Voila prefer to the PNG and
keep through their sanitizer; the PNG stays in the output too, its ``alt`` in the
metadata (nbconvert's HTML writes it), and the words are the plain-text form. (The
same three parts as in The Ring World's and Renaissance's draw packages: a game's
package stands on its own.)

* :class:`Described` - PNG bytes and their words; :func:`described` makes one of a
  matplotlib figure, PNG bytes or anything with a ``_repr_png_``, the words given or
  (for a figure) the figure's own: its titles, texts and legend.
* :func:`position_words` - what a position of Dice of Doom shows, in words from the
  game: whose turn and what they may do (or the result), each player's hexes and dice,
  what the last turn did, the marks; :func:`picture_bundle` - the game's picture with
  those words, what ``DiceOfDoom._repr_mimebundle_`` shows.

>>> from ringworld_nb.dice import DiceOfDoom
>>> print(position_words(DiceOfDoom(3, seed=7)))  # doctest: +ELLIPSIS
Dice of Doom, a 3x3 board (version 1), 2 players: A to move: must attack. A: ... hexes...
"""

from __future__ import annotations

import base64
import html
import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...core.pictures import figure_png, write_png
from ..words import describe_events

if TYPE_CHECKING:
    from ..game import DiceOfDoom

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


# ------------------------------------------------------------------- Dice of Doom --
def _plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def position_words(game: DiceOfDoom) -> str:
    """A position of Dice of Doom in words, from the game (as :func:`~.export.dice_png`
    draws it): whose turn and what they may do, or the result; each player's hexes and
    dice; what the last turn did; the hexes marked as able to attack."""
    from .events import last_turn_events
    from .status import status_caption

    players = []
    for p in range(game.players):
        hexes, dice = game.scores[p], game.dice_total(p)
        players.append(f"{game.player_name(p)}: " + (
            "out" if hexes == 0 else
            f"{_plural(hexes, 'hex', 'hexes')}, {_plural(dice, 'die', 'dice')}"))
    n = game.size
    words = [f"Dice of Doom, a {n}x{n} board (version {game.version}), "
             f"{game.players} players: {status_caption(game)}.",
             "; ".join(players) + "."]
    last = last_turn_events(game)
    if last:
        words.append("Last turn: " + describe_events(last))
    if not game.is_over and game.attack_sources():
        words.append("Marked: " + _plural(len(game.attack_sources()), "hex", "hexes")
                     + " that can attack (dashed outlines).")
    return " ".join(words)


def picture_bundle(game: DiceOfDoom) -> tuple[dict[str, str], dict[str, Any]]:
    """What a notebook shows for a game: its picture (:func:`~.export.dice_png`) with
    :func:`position_words` as the alternative text."""
    from .export import dice_png

    return Described(dice_png(game), position_words(game))._repr_mimebundle_()
