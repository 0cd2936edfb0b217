"""The look of the board: colours and proportions (:class:`Style`, the default :data:`DARK`).

The players' colours are two of matplotlib's ``petroff10``, the sequence M. A. Petroff
chose for colour-blind readers ("Accessible Color Sequences for Data Visualization",
arXiv:2107.02270): its orange-red for Red and its blue for Blue. They stay far apart
under every common colour blindness (``tests/test_colour_vision.py`` measures them as
drawn), and colour is never the only cue: a Blue ring carries a second, inner outline.
"""

from __future__ import annotations

from dataclasses import dataclass


# ---------------------------------------------------------------------------- style --
@dataclass(frozen=True)
class Style:
    """Colours and proportions of the picture (all colours as matplotlib colour specs).

    Line widths follow the size of a ring on screen: ``a * (radius in points) ** b``
    for ``(a, b)`` below, so that boards of every order and size look alike.
    """

    background: str = "#06080c"
    text: str = "#d8dde8"
    empty_edge: str = "#8d97ad"
    empty_face: str = "#1b2230"
    red_face: str = "#e76300"      # petroff10's orange-red
    red_edge: str = "#ffa366"
    blue_face: str = "#3f90da"     # petroff10's blue
    blue_edge: str = "#a9d6ff"
    legal: str = "#3ee08f"         # green dots (the original's legal placements)
    rotatable: str = "#f4e04d"     # yellow
    selection: str = "#ffffff"
    last: str = "#ffffff"
    marker: str = "#ffffff"
    danger: str = "#ff5cd6"        # magenta: a big group with one empty neighbour left
    # A chosen placement, not yet played: the player's colour mixed with this much white
    # (opaque), unlike any ring on the board - Red's level-2 rings are a translucent
    # orange-red, its level-1 rings a full one.
    chosen_white: float = 0.55
    # Per level from the bottom (index 0 = level 1; the last value repeats upwards).
    fill_alpha: tuple[float, ...] = (0.95, 0.62, 0.42, 0.32, 0.26, 0.22)
    # (empty positions of level 2 and up are outlined clearly: they are places too)
    empty_alpha: tuple[float, ...] = (0.60, 0.86, 0.88, 0.90, 0.90, 0.90)
    empty_fill_alpha: float = 0.55  # faint fill of empty level-1 positions
    # A fainter fill of the empty positions between level 1 and the top: without it an
    # empty level-2 position is only its outline, hidden under its children's circles
    # (a newcomer found no level-2 position on the first level's empty board); where two
    # overlap, the shared children lie.
    empty_area_alpha: float = 0.3
    ring_lw: tuple[float, float] = (0.30, 0.5)
    empty_lw: tuple[float, float] = (0.21, 0.45)
    mark_lw: tuple[float, float] = (0.33, 0.4)
    inner_ring: float = 0.62  # radius of Blue's inner outline, as a fraction

    def per_level(self, values: tuple[float, ...], level: int) -> float:
        return values[min(level, len(values)) - 1]

    def chosen_face(self, colour_face: str) -> tuple[float, float, float, float]:
        """The face of a chosen placement of the colour whose face is ``colour_face``:
        that colour made pale with white (see :attr:`chosen_white`), opaque."""
        from matplotlib.colors import to_rgb

        w = self.chosen_white
        r, g, b = ((1 - w) * c + w for c in to_rgb(colour_face))
        return (r, g, b, 1.0)


DARK = Style()

# Layering: big rings behind small ones, overlays above all rings.
Z_RINGS = 1.0
Z_OVERLAY = 3.0
