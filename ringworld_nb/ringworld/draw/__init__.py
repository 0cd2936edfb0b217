"""Drawing The Ring World with matplotlib: the board, its overlays, PNG pictures.

The board is drawn as the fractal of circles it is, every position at its level, the
big rings behind the small ones, on a dark background like the original program.
Everything is drawn with a handful of *collections* in data units (one per level and
role), created once: a redraw only changes colours, widths and offsets, so the widget
that sits on top (``RingWorldApp``) can update the picture after every click.

Look
----
* **Empty** positions are thin grey outlines, those between level 1 and the top faint
  grey discs too (an outline alone hid under its children's circles); lines get thicker
  and fills fainter as the level rises, so the small rings (the stones of the game) stay
  crisp and the big ones read as territory.
* **Red** rings are solid orange-red discs; **Blue** rings are blue discs with a second,
  inner outline (a "ring in a ring"). The two colours are petroff10's (safe for colour
  blindness: they stay apart under deuteranopia, protanopia and tritanopia), and the
  inner outline tells them apart without any colour at all.
* **Overlays**, each with its legend entry: legal placements as green dots (a small
  green dot at the centre of the position, as in the original); rings that may turn as a
  small yellow clockwise arrow at their centre; the selection in white (a thick outline;
  the chosen placement as a ghost ring of the player's colour, and a white arrow on the
  ring to turn); the last move as a white dot in the placed
  ring and a dashed outline with an arrow on the turned ring; the changes of the last
  turn as ``+`` (born), a dashed ghost with ``x`` in the dead ring's colour (died) and a
  white diamond (occupied).

API
---
* :class:`BoardArtist` - the artists of one board on one Axes, created once;
  ``update(rings, overlays)`` changes only colours and visibility.
* :class:`Overlays` - what to mark; ``overlays_of`` and ``Overlays.from_events``
  build it from the engine (the drawing never re-derives a rule).
* :func:`draw_board` - pure one-call drawing.
* :func:`hit_test` - ``(level, index)`` of the smallest ring under a point.
* :func:`rotation_centers` - where the rings below a turning ring are at a fraction of
  the turn (for animations).
* :func:`render_png`, :func:`to_png_bytes`, :func:`ringworld_png` - pictures, on the
  Agg backend via :class:`matplotlib.figure.Figure` (pyplot is never touched).

In a widget
-----------
::

    art = BoardArtist(ax, game.board)                  # once
    art.update(game.all_rings(), overlays_of(game))
    ...                                                # on a click at (x, y):
    hit = art.hit_test(event.xdata, event.ydata)       # (level, index) or None
    art.update(None, art.overlays, selected_place=i,   # keep the rings, add a selection
               rotatable=game.legal_rotations(i))
    for f in (0.25, 0.5, 0.75, 1.0):                   # animate the turn, then show the
        art.set_rotation(level, index, f); draw()      # position after it
    art.clear_rotation()
    events = game.play(move)
    art.update(game.all_rings(), overlays_of(game))  # or from_events(events, ...)

Modules, one job each: :mod:`.style` (colours and proportions), :mod:`.coordinates`
(limits, close-ups, hit tests, rings part-way through a turn), :mod:`.closeup` (the
addresses written in a close-up, the marks of a chosen ring it cuts), :mod:`.overlays`
(what to mark, from the engine), :mod:`.marks` (arrow, plus, cross, diamond),
:mod:`.artist` (the board's artists), :mod:`.legend`, :mod:`.export` (whole pictures,
PNG). The construction
figures of the board mathematics live in :mod:`ringworld_nb.ringworld.teaching`.

This package imports no ipywidgets.
"""

from .artist import BoardArtist
from .coordinates import board_limits, hit_test, rotation_centers, view_limits
from .described import Described, described, figure_words, position_words
from .export import board_figure, draw_board, render_png, ringworld_png, to_png_bytes
from .legend import legend_handles, legend_png, legend_words
from .overlays import Overlays, last_turn_events
from .style import DARK, Style
from .view import overlays_of

__all__ = [
    "legend_words",
    "Described",
    "described",
    "figure_words",
    "position_words",
    "overlays_of",
    "DARK",
    "BoardArtist",
    "Overlays",
    "Style",
    "board_figure",
    "board_limits",
    "draw_board",
    "hit_test",
    "legend_handles",
    "legend_png",
    "last_turn_events",
    "render_png",
    "ringworld_png",
    "rotation_centers",
    "to_png_bytes",
    "view_limits",
]
