"""Drawing Renaissance with matplotlib: the 7 x 7 board, tiles, markers, overlays, PNGs.

Coordinates: cell ``(column, row)`` is the unit square ``[column, column + 1] x [row,
row + 1]`` of the data; the board spans ``[0, 7] x [0, 7]``, and a margin of one cell on
every side holds the insertion arrows (``'>'`` left of the board, ``'<'`` right, ``'^'``
below, ``'v'`` above, each next to its entry cell). The cell names a..g and 1..7 sit
just outside the margin.

Look
----
* **Tiles**: each polyomino one tile, inset from the grid so neighbouring pieces stay
  apart, in its kind's colour - muted colours of clearly different lightness - with the
  kind's letter (``D``, ``I3``, ``T4``...) in its top-left cell, so the picture reads in
  grey and for colour-blind players. Monominoes are small grey squares; the centre is
  black, hatched.
* **Markers**: metal discs, a dark rim, a lighter face towards the light and a glint;
  silver nearly white, gold a darker amber (lightness tells them apart too), each
  stamped with its player's letter, S or G, so that colour is never the only cue.
* **Overlays**: legal cells as green dots, insertion arrows in the margin, the preview
  of a piece (green when it fits, red hatched and dashed when not), the selected cell
  in white; the last move in white: pieces placed outlined, pieces removed or taken
  dashed (in the taker's metal), new markers ringed, pushed or moved markers as arrows,
  ties dotted.

API
---
* :class:`RenaissanceArtist` - made once on an Axes; ``update(game, selected=, ghost=,
  targets=, arrows=, last_events=)``; ``hit_test(x, y)``.
* :func:`hit_test` - ``('cell', cell)``, ``('edge', (cell, direction))`` or None.
* :func:`board_figure`, :func:`to_png_bytes`, :func:`render_png`,
  :func:`renaissance_png` (what ``Renaissance._repr_png_`` shows), :func:`side_panel`.
* :func:`hand_figure`, :func:`hand_png` - pieces as small tiles in a row (after their
  owner's marker, when a player is given).
* :func:`legend_png` - the marks explained.
* :func:`overlays_for` - the legal targets and arrows of the player to move;
  :func:`status_text` - the status line.

Modules: :mod:`.style`, :mod:`.layout` (geometry, hit test), :mod:`.glyphs` (letters,
metal discs, arrows), :mod:`.events` (what the last move changed), :mod:`.artist`,
:mod:`.status`, :mod:`.hand`, :mod:`.legend`, :mod:`.export`. No ipywidgets, no
pyplot, no rule re-derived: legal marks come from the engine.
"""

from .artist import RenaissanceArtist, letter_colour, tile_colours
from .described import Described, described, figure_words, hand_words, position_words
from .events import EventMarks, event_marks
from .export import board_figure, renaissance_png, render_png, side_panel, to_png_bytes
from .hand import flat_shape, hand_figure, hand_png
from .layout import board_limits, cell_centre, edge_centre, edge_square, hit_test, tile_outline
from .legend import LEGEND_ENTRIES, legend_figure, legend_png, legend_words
from .status import PHASE_NAMES, overlays_for, status_text
from .style import DARK, KIND_COLOURS, Style

__all__ = [
    "legend_words",
    "Described",
    "described",
    "figure_words",
    "position_words",
    "hand_words",
    "DARK",
    "KIND_COLOURS",
    "LEGEND_ENTRIES",
    "PHASE_NAMES",
    "EventMarks",
    "RenaissanceArtist",
    "Style",
    "board_figure",
    "board_limits",
    "cell_centre",
    "edge_centre",
    "edge_square",
    "event_marks",
    "flat_shape",
    "hand_figure",
    "hand_png",
    "hit_test",
    "legend_figure",
    "legend_png",
    "letter_colour",
    "overlays_for",
    "render_png",
    "renaissance_png",
    "side_panel",
    "status_text",
    "tile_colours",
    "tile_outline",
    "to_png_bytes",
]
