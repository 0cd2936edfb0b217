"""The board on screen: the figure, its canvas, and the red ring around a mistake.

:class:`BoardView` owns the board's matplotlib figure (one Axes filling it) and its
canvas (:mod:`.canvas`: ipympl when active, a picture otherwise). The game's app draws
on :attr:`BoardView.ax` (its artists are made by the host's ``new_artist``); the view
adds what every board has: the dashed red ring around what a refused click or a wrong
move is about (:meth:`BoardView.mark`), and the size that follows the layout.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, NamedTuple, Protocol

from matplotlib.figure import Figure
from matplotlib.patches import Circle

from .blit import Layered
from .canvas import BoardCanvas, figure_lock

__all__ = ["BoardView", "BoardHost", "BoardShape", "MISTAKE_COLOUR"]

#: The colour of the ring around a mistake.
MISTAKE_COLOUR = "#ff453a"
#: The colour of the ring around where a level asks to look (Okabe-Ito's yellow).
LOOK_COLOUR = "#F0E442"


class BoardShape(NamedTuple):
    """The shape of a game's board on screen: its height over its width, the widest it
    is drawn in px (None: as wide as the layout gives), and what tells two boards apart
    (a board of another ``key`` gets new artists)."""

    aspect: float = 1.0
    widest: int | None = None
    key: Hashable = None


class BoardHost(Protocol):
    """What :class:`BoardView` needs of its app: the game's own drawing."""

    background: str

    def new_artist(self, game: Any) -> None:
        """Make the board's artists on the view's Axes for ``game``'s board."""
        ...

    def board_shape(self, game: Any) -> BoardShape:
        """The shape of ``game``'s board (:class:`BoardShape`)."""
        ...


class BoardView:
    """The board's figure and canvas (see the module docstring): ``width`` px wide to
    begin with; ``interactive`` as :class:`~.canvas.BoardCanvas` takes it."""

    def __init__(self, host: BoardHost, game: Any, width: int,
                 interactive: bool | None) -> None:
        self.host = host
        height = round(width * host.board_shape(game).aspect)
        self.figure = Figure(figsize=(width / 100, height / 100), dpi=100,
                             facecolor=host.background)
        self.ax = self.figure.add_axes((0.0, 0.0, 1.0, 1.0))
        self.canvas: BoardCanvas | None = None
        self._mistake: Circle | None = None
        self._look: Circle | None = None

    def show(self, interactive: bool | None) -> BoardCanvas:
        """Put the figure on a canvas (once the game's artists are drawn)."""
        self.canvas = BoardCanvas(self.figure, interactive)
        self._layers()
        return self.canvas

    def _layers(self) -> None:
        """Tell the canvas which artists are the marks, as the game's artist says
        (:class:`~.blit.Layered`; without it, none: every frame is rendered whole)."""
        artist = getattr(self.host, "artist", None)
        if self.canvas is not None:
            self.canvas.marks_from(artist.marks_zorder if isinstance(artist, Layered)
                                   else None)

    @property
    def pixels(self) -> tuple[int, int]:
        """The board's size on screen."""
        assert self.canvas is not None
        return self.canvas.pixels

    @property
    def lock(self):
        """The figure's lock (:func:`~.canvas.figure_lock`): hold it while changing the
        board, or the browser may be sent a frame of the board half changed."""
        return figure_lock(self.figure)

    def resize(self, width: int, game: Any) -> None:
        """The figure ``width`` px wide (its height by the game's aspect), new artists
        (no frame is rendered before they are all made)."""
        assert self.canvas is not None
        height = max(1, round(width * self.host.board_shape(game).aspect))
        with self.lock:
            self.canvas.resize(width, height)
            self.ax.clear()
            self._mistake = self._look = None
            self.host.new_artist(game)
            self._layers()

    def renew(self, game: Any) -> None:
        """New artists for ``game`` at the same size (another board, a close-up)."""
        with self.lock:
            self.ax.clear()
            self._mistake = self._look = None
            self.host.new_artist(game)
            self._layers()

    def mark(self, place: tuple[tuple[float, float], float] | None) -> None:
        """The dashed red ring at ``((x, y), radius)`` in data units, or none (None)."""
        self._mistake = self._ring(self._mistake, place, edgecolor=MISTAKE_COLOUR,
                                   linewidth=3.0, linestyle=(0, (4, 2)), zorder=50)

    def look(self, place: tuple[tuple[float, float], float] | None) -> None:
        """The dotted yellow ring at ``((x, y), radius)`` in data units - where a level
        asks to look as it opens, the picture beside its rule - or none (None)."""
        self._look = self._ring(self._look, place, edgecolor=LOOK_COLOUR, linewidth=2.6,
                                linestyle=(0, (1, 1.6)), zorder=49)

    def _ring(self, patch: Circle | None, place: tuple[tuple[float, float], float] | None,
              **style: Any) -> Circle:
        """``patch`` (made with ``style`` on this board's axes when missing) shown at
        ``place`` (``((x, y), radius)`` in data units), or hidden (None)."""
        if patch is None or patch.axes is not self.ax:
            patch = Circle((0, 0), 1, fill=False, visible=False, **style)
            self.ax.add_patch(patch)
        if place is None:
            patch.set_visible(False)
            return patch
        (x, y), radius = place
        patch.center = (x, y)
        patch.set_radius(radius)
        patch.set_visible(True)
        return patch

    @property
    def look_patch(self) -> Circle | None:
        """The ring around where a level asks to look (None before the first)."""
        return self._look

    @property
    def mistake_patch(self) -> Circle | None:
        """The ring around a mistake (None before the first mark)."""
        return self._mistake

    def refresh(self) -> None:
        """Show what was drawn (cheaply: ipympl redraws when idle)."""
        if self.canvas is not None:
            self.canvas.refresh()

    def send_first(self, refresh: int | None = None) -> None:
        """Send the picture of the last :meth:`refresh` now, before the app's other
        messages (see :meth:`.canvas.BoardCanvas.send_first`)."""
        if self.canvas is not None:
            self.canvas.send_first(refresh)

    def draw_now(self) -> None:
        """Render at once (an animation's frame)."""
        if self.canvas is not None:
            self.canvas.draw_now()
