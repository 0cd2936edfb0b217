"""Colours and proportions of the Dice of Doom picture (:class:`Style`, :data:`DARK`):
the players' colours (four of matplotlib's ``petroff10``), hex and die sizes, layers."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np
from matplotlib.colors import to_rgba

from ...core.pictures import CSS_DPI, min_glyph_height

SQRT3 = math.sqrt(3.0)
#: Circumradius of a hexagon whose neighbours are 1 apart (pointy top).
HEX_RADIUS = 1.0 / SQRT3

#: The colours of players A, B, C, D: four of matplotlib's ``petroff10`` (M. A. Petroff,
#: "Accessible Color Sequences for Data Visualization", arXiv:2107.02270) - orange, blue,
#: red and light cyan, the four of its colours that stay the farthest apart, as the board
#: draws them (dice, and the darker floors of the hexes), under deuteranopia, protanopia
#: and tritanopia (``tests/test_colour_vision.py``). Okabe and Ito's orange and reddish
#: purple, the players' colours before, came within 5 CIEDE2000 of each other on the
#: floors under tritanopia. Each player's letter is on its hexes too: colour is never
#: the only cue.
PLAYER_COLOURS = ("#ffa90e", "#3f90da", "#bd1f01", "#92dadd")


# ---------------------------------------------------------------------------- style --
@dataclass(frozen=True)
class Style:
    """Colours and proportions of the picture (colours as matplotlib colour specs).

    Lengths are in board units (neighbouring hex centres are 1 apart); line widths are
    in points for a board drawn at 48 points per unit and scale with the drawing.
    """

    background: str = "#0b0e14"
    text: str = "#d8dde8"
    muted: str = "#7d8696"
    players: tuple[str, ...] = PLAYER_COLOURS
    hex_shade: float = 0.5        # hex floor: this much player colour over the background
    hex_edge: str = "#0b0e14"
    hex_lw: float = 1.6
    slab: float = 0.09            # thickness of the board's edge, below the hexes
    slab_shade: float = 0.22
    die_size: float | None = None  # edge of a die; None: the largest that keeps stacks
    #                                 of max_dice apart (0.28, 0.26, 0.245 for 3, 4, 5)
    stack_base: float = -0.40     # y of a stack's lowest point, from the hex centre
    die_top: float = 0.42         # top face: mixed with this much white
    die_right: float = 0.38       # right face: mixed with this much black
    die_edge: str = "#14161c"
    die_lw: float = 0.7
    pips: bool = True
    pip: str = "#1c1d22"
    pip_radius: float = 0.23      # of half a face side
    letters: bool = True
    letter_size: float = 0.13     # height of the owner's letter
    letter_alpha: float = 0.9
    selection: str = "#ffffff"
    target: str = "#F0E442"       # Okabe-Ito yellow
    source: str = "#ffffff"
    arrow: str = "#ffffff"
    marker: str = "#ffffff"
    marker_size: float = 0.15     # height of the "+1" of a reinforcement
    coords: bool = True           # hex names along the edges: row numbers, column letters
    names: bool = True            # each hex's name on its floor, under the stack ("c2")
    name_size: float = 0.11       # height of a hex's name on its floor
    counts: bool = True           # each stack's number of dice, beside it ("3"): pips and
    #                               stacked cubes alone were misread (2 dice taken for 3)
    count_size: float = 0.16      # height of that number
    coord_colour: str = "#9aa3b5"
    coord_size: float = 0.2       # height of a row number (letters are x-height)
    #: points per board unit (a hex's width) under which a board is crowded: there each
    #: stack stays within its own hex (smaller dice, standing on the hex's lowest point)
    compact_below: float = 40.0

    def colour(self, player: int) -> str:
        return self.players[player % len(self.players)]

    @property
    def die_length(self) -> float:
        """``die_size`` of a style set for its dice by :meth:`for_dice` (as drawn)."""
        if self.die_size is None:
            raise ValueError("no die size: use style.for_dice(max_dice) to draw dice")
        return self.die_size

    def for_dice(self, max_dice: int) -> Style:
        """This style with ``die_size`` set for stacks of up to ``max_dice`` dice."""
        if self.die_size is not None:
            return self
        return replace(self, die_size={3: 0.28, 4: 0.26}.get(int(max_dice), 0.245))

    def for_board(self, max_dice: int, points_per_unit: float,
                  dpi: float = CSS_DPI) -> Style:
        """This style for a board drawn at ``points_per_unit`` in a figure shown at
        ``dpi``: dice for stacks of ``max_dice`` (:meth:`for_dice`; on a crowded
        board, under :attr:`compact_below`, small enough that a full stack stays within
        its hex), and the owners' letters, the hex names and the "+1" of a
        reinforcement no smaller than readable.

        >>> crowded = DARK.for_board(5, 30.0)
        >>> crowded.die_size < DARK.for_dice(5).die_size, crowded.stack_top(5) < HEX_RADIUS
        (True, True)
        >>> DARK.for_board(5, 60.0) == DARK.for_dice(5)
        True
        """
        style = self.for_dice(max_dice)
        if self.die_size is None and points_per_unit < self.compact_below:
            size, base = in_hex_dice(int(max_dice))
            style = replace(style, die_size=min(style.die_length, size), stack_base=base)
        least = min_glyph_height(points_per_unit, dpi)
        return replace(style, letter_size=max(style.letter_size, least),
                       name_size=max(style.name_size, least),
                       count_size=max(style.count_size, least),
                       coord_size=max(style.coord_size, least),
                       marker_size=max(style.marker_size, least))

    def stack_top(self, dice: int) -> float:
        """Highest y, above its hex's centre, of a stack of ``dice`` dice."""
        return self.stack_base + (dice + 1) * self.die_length


DARK = Style()

#: Room kept between a compact stack and its hex's edge, in board units.
_HEX_MARGIN = 0.05


def in_hex_dice(dice: int, margin: float = _HEX_MARGIN) -> tuple[float, float]:
    """``(die size, stack base)`` of the biggest stack of ``dice`` dice that stands
    within its hexagon, ``margin`` inside every edge: the stack stands on the hex's
    lowest point and its top reaches the highest.

    >>> size, base = in_hex_dice(5)
    >>> round(size, 3), round(base, 3)
    (0.176, -0.527)
    """
    top, base = HEX_RADIUS - margin, -HEX_RADIUS + margin
    # (the stack's corners beside its ends are then in too: they lie half a die below
    # the top, at half a die's width w out, where the hexagon's edge is R * w lower than
    # its top, and R * w = half a die: the hexagon's slope is the die's)
    size = (top - base) / (dice + 1)
    return float(size), float(base)

# Layers, back to front: the "+1" marks in front of the arrows, which would otherwise
# hide half of a mark they pass over; the rolls' box in front of everything.
_Z_SLAB, _Z_HEX, _Z_FLOOR_MARK, _Z_DICE, _Z_PIPS, _Z_ARROWS, _Z_MARKS, _Z_LABEL = (
    1.0, 1.1, 1.2, 2.0, 2.1, 3.0, 3.5, 4.0)


def _mix(colour, other, t: float) -> np.ndarray:
    """RGBA of ``colour`` moved a fraction ``t`` towards ``other`` (alpha from colour)."""
    a, b = np.asarray(to_rgba(colour)), np.asarray(to_rgba(other))
    out = a * (1 - t) + b * t
    out[3] = a[3]
    return out
