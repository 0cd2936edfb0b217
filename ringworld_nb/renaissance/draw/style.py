"""Colours and proportions of the Renaissance picture (:class:`Style`, :data:`DARK`).

The board is a dark slate like the other games' pictures. The eight kinds of polyomino
are muted colours of clearly different lightness (the straight kinds D, I3, I4 in blues,
light to dark), each tile carrying its kind's letter, so the picture reads in grey too;
the markers are bright metal on top of them: silver nearly white, gold a darker amber,
each stamped with its player's letter (S, G), so that colour is never the only cue.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from matplotlib.colors import to_rgba

#: Tile colours per kind: hue and lightness both differ (lightest first within a family).
KIND_COLOURS: dict[str, str] = {
    "D": "#7fb8e6",    # light sky blue
    "I3": "#3f86c4",   # blue
    "I4": "#2a5a9c",   # deep blue
    "V3": "#e0a03a",   # orange
    "O4": "#b0523a",   # brick
    "T4": "#c77bb0",   # pink purple
    "L4": "#4fa58a",   # bluish green
    "S4": "#8f84d6",   # violet
}


@dataclass(frozen=True)
class Style:
    """Colours and proportions (colours as matplotlib colour specs; lengths in cells).

    Line widths are in points for a board drawn at 48 points per cell and scale with the
    drawing.
    """

    background: str = "#0b0e14"
    board: str = "#161b25"         # an empty cell (setup, Phase 2)
    grid: str = "#2b3242"
    frame: str = "#3a4356"
    text: str = "#d8dde8"
    muted: str = "#8a93a6"
    coords: bool = True            # a..g and 1..7 around the board
    kind_colours: dict[str, str] = field(default_factory=lambda: dict(KIND_COLOURS))
    tile_shade: float = 0.78       # kind colour over the background
    tile_inset: float = 0.045      # gap between a tile's outline and its cells' edges
    tile_lw: float = 1.6
    letter_size: float = 0.17      # height of a kind's letter, in cells
    mono: str = "#4a5160"          # a monomino cell
    mono_edge: str = "#6d7585"
    centre: str = "#07090d"
    centre_edge: str = "#5a6376"
    # markers: rim, body, light, highlight (a lathe-turned metal disc)
    silver: tuple[str, str, str, str] = ("#6e7680", "#c9ced6", "#e9ecf0", "#ffffff")
    gold: tuple[str, str, str, str] = ("#6b4a07", "#c08a17", "#e3b440", "#fff0b3")
    marker_radius: float = 0.3
    #: each marker carries its player's letter, so that the two read without colour
    marker_letters: bool = True
    legal: str = "#3ee08f"         # legal cells (dots) and insertion arrows
    arrow: str = "#3ee08f"
    ghost_ok: str = "#3ee08f"
    ghost_bad: str = "#ff5d5d"
    selection: str = "#ffffff"
    changed: str = "#ffffff"       # what the last move changed

    def kind_colour(self, kind: str) -> str:
        return self.kind_colours.get(kind, "#888888")

    def marker_letter(self, player: str) -> str:
        """The letter stamped on ``player``'s markers (``S``, ``G``; none if not
        :attr:`marker_letters`)."""
        return player[:1].upper() if self.marker_letters else ""

    def metal(self, player_or_marker) -> tuple[str, str, str, str]:
        """The four shades of a marker: of "silver"/"gold" or of marker 1/2."""
        return self.silver if player_or_marker in ("silver", 1) else self.gold


DARK = Style()

# Layers, back to front.
Z_BOARD, Z_TILE, Z_LETTER, Z_MARK, Z_MARKER, Z_GHOST, Z_OVERLAY, Z_TOP = (
    1.0, 1.2, 1.3, 1.5, 2.0, 2.5, 3.0, 3.5)


def _mix(colour, other, t: float) -> np.ndarray:
    """RGBA of ``colour`` moved a fraction ``t`` towards ``other`` (alpha from colour)."""
    a, b = np.asarray(to_rgba(colour)), np.asarray(to_rgba(other))
    out = a * (1 - t) + b * t
    out[3] = a[3]
    return out
