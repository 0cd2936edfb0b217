"""Colours and proportions of the Dice of Doom picture (:class:`Style`, :data:`DARK`):
the Okabe-Ito colours of the players, hex and die sizes, layers."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np
from matplotlib.colors import to_rgba

SQRT3 = math.sqrt(3.0)
#: Circumradius of a hexagon whose neighbours are 1 apart (pointy top).
HEX_RADIUS = 1.0 / SQRT3

#: Okabe & Ito's colour-blind-safe palette, the four used for players A, B, C, D.
OKABE_ITO = ("#E69F00", "#56B4E9", "#009E73", "#CC79A7")


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
    players: tuple[str, ...] = OKABE_ITO
    hex_shade: float = 0.42       # hex floor: this much player colour over the background
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
    letter_alpha: float = 0.6
    selection: str = "#ffffff"
    target: str = "#F0E442"       # Okabe-Ito yellow
    source: str = "#ffffff"
    arrow: str = "#ffffff"
    marker: str = "#ffffff"
    marker_size: float = 0.15     # height of the "+1" of a reinforcement
    coords: bool = True           # hex names along the edges: row numbers, column letters
    coord_colour: str = "#9aa3b5"
    coord_size: float = 0.2       # height of a row number (letters are x-height)

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


DARK = Style()

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
