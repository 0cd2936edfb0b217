"""What a close-up adds to the board: the addresses of the positions in view, and a tag
for a chosen ring that the view cuts.

A close-up (:func:`~.coordinates.view_limits`) shows one level-3 position of an L4
board and everything below it, big enough to click. There every position whole in the
view carries its address, the notation's digits (``527``, ``52``, ``5``) as the lesson
figures of L3 write them: near the top inside a level-1 position (its centre holds the
green dot of a legal placement), above the centre of a bigger one (its centre holds the
arrow of a turn).

A ring chosen to turn may be bigger than the view (a level-3 neighbour, the top
position): its outline is then an arc and its arrow out of sight. :func:`cut_tag` says
where to put a white badge instead, inside the view on the way to the ring's centre: the
clockwise arrow of a chosen turn, a pointer to the ring and the ring's address.

Pure geometry: positions and sizes in data units, no artists (those are
:class:`~.artist.BoardArtist`'s).

>>> from ringworld_nb.ringworld.geometry import RingBoard
>>> from ringworld_nb.ringworld.draw.coordinates import view_limits
>>> board = RingBoard(4)
>>> view = view_limits(board, 3, 5)
>>> labels = address_labels(board, view, cap1=0.02)
>>> "5" in labels.texts and "56" in labels.texts and len(labels.texts) > 48
True
>>> tag = cut_tag(board, view, (4, 0), size=0.05)
>>> tag.text.endswith(" *"), tag.inside(view)   # the top position, "*"
(True, True)
>>> cut_tag(board, view, (2, board.parse_address("52")[1]), size=0.05) is None
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from ..geometry import RingBoard

Limits = tuple[float, float, float, float]  # x0, x1, y0, y1

#: Where an address sits above a position's centre, in radii of the position, per level
#: (level 1: near its top; level 2: between the arrow and the children; level 3: just
#: above the arrow, inside the children's inner edge).
LABEL_RISE = {1: 0.6, 2: 0.42}
LABEL_RISE_HIGHER = 0.27
#: Cap height of an address of level 2 and of level 3 and up, per level-1 cap height.
LABEL_GROWTH = {2: 1.3}
LABEL_GROWTH_HIGHER = 1.6
#: Cap height of a level-1 address per level-1 radius: the usual, and the most (three
#: digits are about 2.7 cap heights wide, and the circle's chord there is 1.4 radii).
CAP_PER_RADIUS, MAX_CAP_PER_RADIUS = 0.25, 0.45


@dataclass(frozen=True)
class Labels:
    """The addresses to write: ``texts[k]`` centred at ``positions[k]``, of cap height
    ``heights[k]`` (data units)."""

    texts: tuple[str, ...]
    positions: np.ndarray
    heights: np.ndarray


def label_cap(board: RingBoard, least: float) -> float | None:
    """Cap height of the level-1 addresses: a quarter of a level-1 radius, at least
    ``least`` (the smallest readable, see :func:`~ringworld_nb.core.pictures.
    min_glyph_height`); None when that is too big for the rings (a close-up too small,
    or the whole board: then no addresses)."""
    r1 = board.radius(1)
    cap = max(CAP_PER_RADIUS * r1, least)
    return cap if cap <= MAX_CAP_PER_RADIUS * r1 else None


def in_view(centres: np.ndarray, radius: float, limits: Limits) -> np.ndarray:
    """Boolean per centre: does the circle of ``radius`` there lie wholly in view?"""
    x0, x1, y0, y1 = limits
    x, y = centres[:, 0], centres[:, 1]
    return (x - radius >= x0) & (x + radius <= x1) & (y - radius >= y0) & (y + radius <= y1)


def address_labels(board: RingBoard, limits: Limits, cap1: float) -> Labels:
    """The address of every position wholly in view (the top position's, ``*``, is never
    in a close-up), level-1 addresses of cap height ``cap1``, bigger ones bigger."""
    texts: list[str] = []
    points: list[np.ndarray] = []
    heights: list[float] = []
    for level in board.levels:
        if level == board.order:
            continue
        r = board.radius(level)
        centres = board.centers(level)
        rise = LABEL_RISE.get(level, LABEL_RISE_HIGHER) * r
        cap = cap1 * (1.0 if level == 1 else LABEL_GROWTH.get(level, LABEL_GROWTH_HIGHER))
        for index in np.flatnonzero(in_view(centres, r, limits)):
            texts.append(board.address(level, int(index)))
            points.append(centres[index] + [0.0, rise])
            heights.append(cap)
    return Labels(tuple(texts), np.array(points).reshape(-1, 2), np.array(heights))


@dataclass(frozen=True)
class CutTag:
    """What shows that a ring the view cuts is chosen: arrowheads pointing clockwise
    along the part of its outline in view (``heads``: points, ``tangents``: unit
    vectors), and its address ``text`` (``↻ 5``) at ``text_at``."""

    heads: np.ndarray
    tangents: np.ndarray
    text: str
    text_at: np.ndarray

    def inside(self, limits: Limits) -> bool:
        """Are the arrowheads and the address in view?"""
        pts = np.vstack([self.heads, self.text_at[None]])
        return bool(in_view(pts, 0.0, limits).all())


def visible_arc(centre: np.ndarray, radius: float, limits: Limits,
                inset: float) -> np.ndarray:
    """Angles (radians, counter-clockwise from 3 o'clock, in clockwise order) of the
    longest run of the circle that lies inside the view shrunk by ``inset``; empty
    when none does."""
    x0, x1, y0, y1 = limits
    angles = np.linspace(0.0, -2 * math.pi, 721)[:-1]  # clockwise
    pts = centre + radius * np.stack([np.cos(angles), np.sin(angles)], axis=1)
    inside = ((pts[:, 0] >= x0 + inset) & (pts[:, 0] <= x1 - inset)
              & (pts[:, 1] >= y0 + inset) & (pts[:, 1] <= y1 - inset))
    if inside.all() or not inside.any():
        return angles[inside]
    start = int(np.flatnonzero(~inside)[0])  # runs, read round from an outside angle
    rolled = np.roll(inside, -start)
    best, run, best_end = 0, 0, 0
    for k, on in enumerate(rolled):
        run = run + 1 if on else 0
        if run > best:
            best, best_end = run, k
    picked = (np.arange(best_end - best + 1, best_end + 1) + start) % len(angles)
    return angles[picked]


def cut_tag(board: RingBoard, limits: Limits, ring: tuple[int, int],
            size: float, outline: float = 1.0) -> CutTag | None:
    """How to show that ``ring`` (level, index) is chosen when the view hides its
    centre (and the arrow drawn there): arrowheads of ``size`` spaced along its outline
    in view, and its address beside the middle one, on the ring's inner side. None when
    the ring's centre is in view; with no outline in view, one arrowhead at the view's
    edge pointing the way to the ring. ``outline``: the radius of the outline drawn, in
    radii of the ring."""
    level, index = ring
    x0, x1, y0, y1 = limits
    centre = np.asarray(board.centers(level)[index], dtype=float)
    radius = board.radius(level) * outline
    margin = 2.0 * size
    if x0 + margin <= centre[0] <= x1 - margin and y0 + margin <= centre[1] <= y1 - margin:
        return None
    text = "\u21bb " + (board.address(level, index) or "*")
    arc = visible_arc(centre, radius, limits, margin)
    if len(arc) == 0:
        return _edge_tag(centre, limits, margin, text)
    length = radius * abs(arc[-1] - arc[0])
    count = int(np.clip(length // (9 * size), 1, 4))
    picks = arc[((np.arange(count) + 0.5) * len(arc) / count).astype(int)]
    heads = centre + radius * np.stack([np.cos(picks), np.sin(picks)], axis=1)
    tangents = np.stack([np.sin(picks), -np.cos(picks)], axis=1)
    # the address inside the ring, beside the middle of the arc (behind the middle
    # arrowhead when there is one)
    at = arc[len(arc) // 2] + (2.6 * size / radius if count % 2 else 0.0)
    text_at = centre + (radius - 2.2 * size) * np.array([math.cos(at), math.sin(at)])
    return CutTag(heads, tangents, text, text_at)


def _edge_tag(target: np.ndarray, limits: Limits, margin: float, text: str) -> CutTag:
    """One arrowhead inside the view's edge, pointing from the view's middle towards
    ``target``, and ``text`` beside it (towards the middle)."""
    x0, x1, y0, y1 = limits
    middle = np.array([(x0 + x1) / 2, (y0 + y1) / 2])
    way = target - middle
    length = float(math.hypot(*way))
    direction = way / length if length > 0 else np.array([0.0, 1.0])
    half = np.array([(x1 - x0) / 2 - margin, (y1 - y0) / 2 - margin])
    with np.errstate(divide="ignore"):
        reach = np.min(np.where(np.abs(direction) > 1e-12, half / np.abs(direction), np.inf))
    head = middle + direction * float(reach)
    return CutTag(head[None], direction[None], text, head - direction * margin)
