"""Blitting: the board drawn once, only its marks drawn again after a click.

A click on a board mostly changes its *marks* (what is chosen, the legal places, the
ring around a mistake), not the board itself (its rings, hexes, squares). A game's
artist says where its marks begin (:class:`Layered`: every artist of the Axes at or above
``marks_zorder`` is a mark); :class:`BlitCanvas` then renders the rest once, keeps
a copy of those pixels, and for a frame in which only marks changed puts them back and
draws the marks over them (as ``draw_artist`` does), in the order a full render draws
them. So a blitted frame is pixel for pixel the full render. (What the Axes' own draw
leaves out - its spines and axes when they are off - is no mark: a low ``marks_zorder``,
as Dice of Doom's, would otherwise draw them.)

Which frame is which comes from matplotlib's own bookkeeping: changing an artist marks
the figure *stale*, except for an *animated* artist (the marks are made animated here,
and a full render leaves them to us). A figure that is stale, a new size, or marks
that are not the same artists as before (new artists after a resize) take a full
render. Nothing stale at all: nothing to render.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

import numpy as np
from matplotlib.artist import Artist
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.image import AxesImage

__all__ = ["BlitCanvas", "Layered"]


@runtime_checkable
class Layered(Protocol):
    """A game's artist that says which of its artists change with every click: those
    at or above ``marks_zorder`` (drawn over everything below it)."""

    marks_zorder: float


class BlitCanvas(FigureCanvasAgg):
    """An Agg canvas that renders the figure whole (:meth:`draw`) or, when only the
    marks changed, the marks over the board kept from the last whole render
    (:meth:`render`). With ``marks_zorder`` None there are no marks: a figure that is
    not stale is not rendered again at all."""

    def __init__(self, figure: Any) -> None:
        super().__init__(figure)
        #: artists at or above this zorder are marks (None: no marks)
        self.marks_zorder: float | None = None
        self._background: Any = None
        self._kept: tuple[tuple[int, int], list[Artist]] | None = None
        #: what the last :meth:`render` did: "full", "blit" or "none" (nothing changed)
        self.last_render = "none"

    def _marks(self) -> list[Artist]:
        """The marks, made animated, in the order the Axes would draw them (by zorder,
        then as the Axes lists its children); the other artists made not animated."""
        marks: list[tuple[float, int, Artist]] = []
        threshold = self.marks_zorder
        for ax in self.figure.axes:
            # (what the Axes' own draw leaves out - its patch, its spines and its axes
            # when they are off - is no mark, at any zorder)
            left_out = {id(ax.patch)}
            if not (ax.axison and ax.get_frame_on()):
                left_out.update(id(spine) for spine in ax.spines.values())
            if not ax.axison:
                left_out.update(id(axis) for axis in (ax.xaxis, ax.yaxis))
            for order, artist in enumerate(ax.get_children()):
                if id(artist) in left_out or isinstance(artist, AxesImage):
                    continue  # (a full render draws an image even when animated)
                is_mark = threshold is not None and artist.get_zorder() >= threshold
                if artist.get_animated() != is_mark:
                    artist.set_animated(is_mark)
                if is_mark:
                    marks.append((artist.get_zorder(), order, artist))
        marks.sort(key=lambda item: (item[0], item[1]))
        return [artist for _, _, artist in marks]

    def draw(self) -> None:
        """Render the whole figure: the board (everything but the marks), kept for the
        next frames, then the marks over it."""
        marks = self._marks()
        super().draw()
        size = self.get_width_height(physical=True)
        if marks:  # (a copy of every pixel: copy_from_bbox leaves out the top row of a
            # figure whose height in pixels falls a hair short of a whole number)
            self._background = np.asarray(self.buffer_rgba()).copy()
            self._draw_marks(marks)
        else:
            self._background = None
        self._kept = (size, marks)
        self.last_render = "full"

    def _draw_marks(self, marks: list[Artist]) -> None:
        renderer = self.get_renderer()
        for artist in marks:
            artist.draw(renderer)
            artist.stale = False  # (a hidden artist is left stale by its draw)

    def render(self) -> str:
        """Bring the pixels (``buffer_rgba()``) up to date as cheaply as possible;
        returns what it did ("full", "blit", "none": nothing to do)."""
        marks = self._marks()
        size = self.get_width_height(physical=True)
        kept = self._kept
        if (kept is None or self.figure.stale or kept[0] != size
                or len(kept[1]) != len(marks)
                or any(a is not b for a, b in zip(kept[1], marks))):
            self.draw()
            return self.last_render
        if not any(artist.stale for artist in marks):  # (an animated artist changed is
            self.last_render = "none"                   # stale, but not its figure)
            return self.last_render
        np.asarray(self.buffer_rgba())[...] = self._background
        self._draw_marks(marks)
        self.last_render = "blit"
        return self.last_render
