"""Drawing Dice of Doom with matplotlib: the hex board, stacks of dice, overlays, PNGs.

The board is the N x N parallelogram of pointy-top hexagons of docs/rules.md §2.1 (each row
half a hex to the left of the row above), in the data units of
:meth:`HexBoard.centers <ringworld_nb.dice.hexboard.HexBoard.centers>`: neighbouring
centres are 1 apart. Each hex is filled with a dark shade of its owner's colour and
carries its dice as a stack of small cubes seen in a quarter (isometric) view - top face
light, left face in the player's colour, right face in shadow - with the pips of the
stack's height on the top face of the top die and that height written as a digit on its
left face (beside the stack where the dice are too small for a legible digit). Stacks
never touch each other: in a hex grid the hexes behind a stack sit half a hex to its
left and right, so even full stacks of five rise between them, and the painter's order
(back rows first) does the rest.

Look
----
* **Players** A, B, C, D in four colours of matplotlib's ``petroff10``, which stay
  distinct for the common kinds of colour blindness: orange, blue, red, light cyan. The
  owner's letter sits in the hex's upper left, so the picture reads in grey too.
* **Overlays**: the selected hex in white (bright outline, lighter floor, white-edged
  dice); the hexes it may attack in yellow (hatched floor, thick outline); hexes that may
  attack (before a selection) with a thin white outline; the last attacks as arrows from
  source to target (the latest bold, with the rolls ``5+3+6 = 14 vs 2+4 = 6`` and the
  result, *captured* or *repelled*); reinforced hexes with a ``+1`` above the new die,
  whose edges turn white, drawn in front of the arrows (room is kept for it above the
  tallest stacks of the top row). :func:`legend_png` explains these marks in a small
  picture of its own.
* **Hex names** along the edges, as moves are written (``b3``, ``f6-e6``): the row
  numbers 1, 2, ... left of each row, the column letters a, b, ... under the bottom
  row and again above the top row, each over its hex of row 1 (and over the tallest
  stack there may be) - a column runs from its lower letter up and to the right to the
  upper one. ``Style(coords=False)``
  leaves them out; :meth:`DiceBoardArtist.show_coords` hides and shows them.
* A **status strip** above the board: whose turn it is (and whether they must attack or
  may pass), then each player's colour, letter, hexes and dice; the winners at the end.

API
---
* :class:`DiceBoardArtist` - the artists of one board on one Axes, made once; ``update``
  changes only what changed (positions, colours, visibility), and ``hit_test`` turns a
  click into a hex. Built for the widget ``DiceOfDoomApp``.
* :class:`StatusArtist` - the status strip (player to move, counts, winners).
* :func:`draw_dice_board` - pure one-call drawing of a game on an Axes.
* :func:`hit_test` - the hex whose hexagon holds a point (None outside the board).
* :func:`last_move_events`, :func:`last_turn_events` - the events of the last move or
  turn, replayed on a clone with the recorded outcomes and rolls (for the overlays).
* :func:`board_figure`, :func:`to_png_bytes`, :func:`render_png`, :func:`dice_png` -
  pictures on the Agg backend via :class:`matplotlib.figure.Figure` (pyplot is never
  touched); ``dice_png`` is what ``DiceOfDoom._repr_png_`` shows.
* :func:`legend_png` - the legend of the marks (entries :func:`legend_entries` of a
  rules version), for the app's side panel and the notebook.

Modules, one job each: :mod:`.style` (colours, sizes, layers), :mod:`.layout` (hexagons,
hex names, limits, hit test, figure sizes), :mod:`.glyphs` (dice, pips, letters),
:mod:`.events` (what the last move did), :mod:`.artist` (the board's artists),
:mod:`.status` (whose turn, counts), :mod:`.legend`, :mod:`.export` (whole pictures, PNG).

This package imports no ipywidgets and never re-derives a rule: targets, sources and
events come from the engine.
"""

from .artist import DiceBoardArtist
from .described import Described, described, figure_words, position_words
from .events import last_move_events, last_turn_events, roll_label
from .export import board_figure, dice_png, draw_dice_board, overlays_for, render_png, to_png_bytes
from .layout import board_limits, figure_size, hex_vertices, hit_test
from .legend import LEGEND_ENTRIES, legend_entries, legend_png, legend_words
from .status import StatusArtist, status_caption, turn_options
from .style import DARK, HEX_RADIUS, PLAYER_COLOURS, Style

__all__ = [
    "legend_words",
    "Described",
    "described",
    "figure_words",
    "position_words",
    "DARK",
    "LEGEND_ENTRIES",
    "PLAYER_COLOURS",
    "DiceBoardArtist",
    "StatusArtist",
    "Style",
    "board_figure",
    "board_limits",
    "dice_png",
    "draw_dice_board",
    "figure_size",
    "hex_vertices",
    "hit_test",
    "last_move_events",
    "last_turn_events",
    "legend_entries",
    "legend_png",
    "overlays_for",
    "render_png",
    "roll_label",
    "status_caption",
    "to_png_bytes",
    "turn_options",
    "HEX_RADIUS",
]
