"""Drawing The Ring World with matplotlib: the board, its overlays, PNG pictures.

The board is drawn as the fractal of circles it is, every position at its level, the
big rings behind the small ones, on a dark background like the original program.
Everything is drawn with a handful of *collections* in data units (one per level and
role), created once: a redraw only changes colours, widths and offsets, so the widget
that sits on top (``RingWorldApp``) can update the picture after every click.

Look
----
* **Empty** positions are thin grey outlines; lines get thicker and fills fainter as the
  level rises, so the small rings (the stones of the game) stay crisp and the big ones
  read as territory.
* **Red** rings are solid vermilion discs; **Blue** rings are blue discs with a second,
  inner outline (a "ring in a ring"). Vermilion and blue differ in hue *and* lightness,
  and the inner outline tells them apart without any colour at all.
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
* :class:`Overlays` - what to mark; ``Overlays.from_game`` and ``Overlays.from_events``
  build it from the engine (the drawing never re-derives a rule).
* :func:`draw_board`, :func:`draw_construction` - pure one-call drawing.
* :func:`hit_test` - ``(level, index)`` of the smallest ring under a point.
* :func:`rotation_centers` - where the rings below a turning ring are at a fraction of
  the turn (for animations).
* :func:`render_png`, :func:`to_png_bytes`, :func:`ringworld_png` - pictures, on the
  Agg backend via :class:`matplotlib.figure.Figure` (pyplot is never touched).

In a widget
-----------
::

    art = BoardArtist(ax, game.board)                  # once
    art.update(game.all_rings(), Overlays.from_game(game))
    ...                                                # on a click at (x, y):
    hit = art.hit_test(event.xdata, event.ydata)       # (level, index) or None
    art.update(None, art.overlays, selected_place=i,   # keep the rings, add a selection
               rotatable=game.legal_rotations(i))
    for f in (0.25, 0.5, 0.75, 1.0):                   # animate the turn, then show the
        art.set_rotation(level, index, f); draw()      # position after it
    art.clear_rotation()
    events = game.play(move)
    art.update(game.all_rings(), Overlays.from_game(game))  # or from_events(events, ...)

This module imports no ipywidgets.
"""

from __future__ import annotations

import io
import math
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import EllipseCollection, LineCollection, PolyCollection
from matplotlib.colors import to_rgba, to_rgba_array
from matplotlib.figure import Figure
from matplotlib.legend import Legend
from matplotlib.lines import Line2D
from matplotlib.path import Path

from .geometry import RingBoard
from .moves import BLUE, COLOUR_NAMES, EMPTY, RED, Event, Phase

__all__ = [
    "CONSTRUCTION_COLOURS",
    "DARK",
    "BoardArtist",
    "Overlays",
    "Style",
    "board_figure",
    "board_limits",
    "construction_png",
    "draw_board",
    "draw_construction",
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

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


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
    red_face: str = "#f46b2a"      # vermilion
    red_edge: str = "#ff9a6c"
    blue_face: str = "#1f66cc"     # blue
    blue_edge: str = "#8fd0ff"
    legal: str = "#3ee08f"         # green dots (the original's "green cores")
    rotatable: str = "#f4e04d"     # yellow
    selection: str = "#ffffff"
    last: str = "#ffffff"
    marker: str = "#ffffff"
    # Per level from the bottom (index 0 = level 1; the last value repeats upwards).
    fill_alpha: tuple[float, ...] = (0.95, 0.62, 0.42, 0.32, 0.26, 0.22)
    # (empty positions of level 2 and up are outlined clearly: they are places too)
    empty_alpha: tuple[float, ...] = (0.60, 0.86, 0.88, 0.90, 0.90, 0.90)
    empty_fill_alpha: float = 0.55  # faint fill of empty level-1 positions
    ring_lw: tuple[float, float] = (0.30, 0.5)
    empty_lw: tuple[float, float] = (0.21, 0.45)
    mark_lw: tuple[float, float] = (0.33, 0.4)
    inner_ring: float = 0.62  # radius of Blue's inner outline, as a fraction

    def per_level(self, values: tuple[float, ...], level: int) -> float:
        return values[min(level, len(values)) - 1]


DARK = Style()

# Layering: big rings behind small ones, overlays above all rings.
_Z_RINGS = 1.0
_Z_OVERLAY = 3.0


def board_limits(board: RingBoard, margin: float = 0.04) -> tuple[float, float]:
    """Symmetric data limits that hold the whole board of ``board.order``."""
    ext = max(float(np.abs(board.centers(level)).max()) + board.radius(level)
              for level in board.levels)
    return -ext - margin, ext + margin


def view_limits(board: RingBoard, level: int, index: int,
                margin: float = 0.04) -> tuple[float, float, float, float]:
    """Square limits ``(x0, x1, y0, y1)`` of a close-up on position ``(level, index)``.

    The close-up holds the position and everything drawn inside it (its children,
    theirs, ...), so that the small rings of an L4 board become large enough to click.

    >>> from ringworld_nb.ringworld.geometry import RingBoard
    >>> x0, x1, y0, y1 = view_limits(RingBoard(4), 3, 0)
    >>> round(x1 - x0, 3) == round(y1 - y0, 3) and x0 > 0
    True
    """
    boxes = [np.concatenate([board.centers(level)[[index]] - board.radius(level),
                             board.centers(level)[[index]] + board.radius(level)])]
    for below in range(1, level):
        inside = board.descendants(level, index, below)
        c, r = board.centers(below)[inside], board.radius(below)
        boxes.append(np.concatenate([c - r, c + r]))
    pts = np.concatenate(boxes)
    (x0, y0), (x1, y1) = pts.min(axis=0), pts.max(axis=0)
    half = max(x1 - x0, y1 - y0) / 2 + margin * board.radius(level)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    return float(cx - half), float(cx + half), float(cy - half), float(cy + half)


# ------------------------------------------------------------------------- geometry --
def hit_test(board: RingBoard, x: float, y: float,
             levels: Iterable[int] | None = None) -> tuple[int, int] | None:
    """``(level, index)`` of the smallest ring whose circle holds the point (x, y).

    Level 1 is tried first, then the bigger rings; among rings of one level the one with
    the nearest centre wins. ``levels`` restricts the search (e.g. ``range(2, 5)`` when
    a ring to turn is wanted). None when the point lies outside every circle.
    """
    if x is None or y is None or not (math.isfinite(x) and math.isfinite(y)):
        return None
    wanted = sorted(board.levels if levels is None else levels)
    p = np.array([x, y], dtype=float)
    for level in wanted:
        c = board.centers(level)
        d2 = ((c - p) ** 2).sum(axis=1)
        i = int(np.argmin(d2))
        if d2[i] <= board.radius(level) ** 2:
            return level, i
    return None


def _rotate(points: np.ndarray, centre: np.ndarray, angle: float) -> np.ndarray:
    c, s = math.cos(angle), math.sin(angle)
    d = points - centre
    return centre + np.stack([c * d[:, 0] - s * d[:, 1], s * d[:, 0] + c * d[:, 1]], axis=1)


def rotation_centers(board: RingBoard, level: int, index: int,
                     fraction: float) -> dict[int, tuple[np.ndarray, np.ndarray]]:
    """Centres of the rings below ring (level, index) turned by ``fraction`` of its turn.

    Returns ``{lower_level: (src, centres)}``: the content of position ``src[j]`` is
    drawn at ``centres[j]`` when the ring has turned ``fraction * 45`` degrees
    clockwise about its centre. At fraction 1 these are the centres of the positions the
    contents move to (``board.rotation(level, index)``'s ``dst``).
    """
    f = min(max(float(fraction), 0.0), 1.0)
    centre = board.centers(level)[index]
    angle = -f * math.pi / 4  # clockwise, y up
    out: dict[int, tuple[np.ndarray, np.ndarray]] = {}
    for below, (src, _dst) in board.rotation(level, index).items():
        out[below] = (src, _rotate(board.centers(below)[src], centre, angle))
    return out


# ------------------------------------------------------------------------- overlays --
Key = tuple[int, int]


@dataclass
class Overlays:
    """What to mark on the board besides the rings (every field optional).

    Positions are level-1 indices (placements) or ``(level, index)`` pairs (rings);
    the changes are ``(level, index, colour)`` triples, ``colour`` being the colour
    born, occupied, or of the ring that died.
    """

    legal: Sequence[int] = ()
    rotatable: Sequence[Key] = ()
    selected_place: int | None = None
    selected_ring: Key | None = None
    selected_colour: int | None = None
    last_place: int | None = None
    last_ring: Key | None = None
    born: Sequence[tuple[int, int, int]] = ()
    died: Sequence[tuple[int, int, int]] = ()
    occupied: Sequence[tuple[int, int, int]] = ()

    @classmethod
    def from_events(cls, events: Iterable[Event], *, board: RingBoard | None = None,
                    last_move: bool = True, changes: bool = True) -> Overlays:
        """The last move and the changes of a turn, from the events ``play`` returned.

        Give ``board`` so that a placed ring carried along by the turn is marked where it
        ended up, not where it was put.
        """
        ov = cls()
        for e in events:
            if e.kind == "placed" and last_move:
                ov.last_place = e.positions[0]
            elif e.kind == "rotated" and last_move:
                ov.last_ring = (e.level, e.positions[0])
                if board is not None and ov.last_place is not None:
                    src, dst = board.rotation(e.level, e.positions[0])[1]
                    j = np.searchsorted(src, ov.last_place)
                    if j < len(src) and src[j] == ov.last_place:
                        ov.last_place = int(dst[j])
            elif e.kind in ("born", "died", "occupied") and changes:
                items = tuple((e.level, i, c) for i, c in zip(e.positions, e.colours))
                setattr(ov, e.kind, tuple(getattr(ov, e.kind)) + items)
        return ov

    @classmethod
    def from_game(cls, game, *, legal: bool = True, rotatable: bool = True,
                  last_move: bool = True, changes: bool = True) -> Overlays:
        """Overlays asked of the engine: legal placements, rings that may turn (for the
        player to move), and the last move and its changes (by replaying it on a clone)."""
        ov = cls()
        if (last_move or changes) and game.history:
            ov = cls.from_events(last_turn_events(game), board=game.board,
                                 last_move=last_move, changes=changes)
        if legal:
            ov.legal = tuple(game.legal_placements())
        if rotatable and not game.is_over:
            ov.rotatable = tuple(game.rotatable())
        ov.selected_colour = None if game.is_over else game.to_move
        return ov


def last_turn_events(game) -> list[Event]:
    """The events of the last turn played on ``game`` (replayed on a clone)."""
    if not game.history:
        return []
    try:
        trial = game.clone()
    except TypeError:  # an engine that cannot clone a resigned game: show no last turn
        return []
    while True:  # undo a resignation first: it is not a turn
        move = trial.undo()
        if move is not None or not trial.history:
            break
    if move is None:
        return []
    return trial.play(move)


def _as_rings(position) -> tuple[RingBoard, dict[int, np.ndarray], object]:
    """(board, {level: contents}, game or None) from a game, a Phase or a dict."""
    if hasattr(position, "all_rings") and hasattr(position, "board"):
        return position.board, position.all_rings(), position
    if isinstance(position, Phase):
        position = position.rings
    if isinstance(position, Mapping):
        rings = {int(k): np.asarray(v) for k, v in position.items()}
        board = RingBoard(max(rings))
        return board, rings, None
    raise TypeError(f"cannot draw {position!r}: give a RingWorld, a Phase or {{level: array}}")


# -------------------------------------------------------------------------- artists --
# A clockwise arrow: an open arc with an arrowhead, in unit coordinates.
def _unit_arrow(n: int = 30) -> tuple[np.ndarray, np.ndarray]:
    start, sweep = math.radians(100), math.radians(265)
    h = 0.55  # arrowhead length, in radii of the arc
    t = start - np.linspace(0, sweep, n)  # decreasing angle: clockwise
    end = np.array([math.cos(t[-1]), math.sin(t[-1])])
    tangent = np.array([math.sin(t[-1]), -math.cos(t[-1])])  # clockwise direction
    arc = np.stack([np.cos(t), np.sin(t)], axis=1)
    head = np.array([end + tangent * h * 0.65,
                     end + end * h * 0.45 - tangent * h * 0.35,
                     end - end * h * 0.45 - tangent * h * 0.35])
    return arc, head


_ARC, _HEAD = _unit_arrow()


def _arrow_marker(width: float = 0.34) -> Path:
    """The clockwise arrow as a filled marker path (a thick arc and its head)."""
    outer, inner = _ARC * (1 + width / 2), _ARC[::-1] * (1 - width / 2)
    head = _HEAD * 1.15 + _ARC[-1] * (1 - 1.15)  # a little bigger, same base point
    ring = np.vstack([outer, inner, outer[:1]])
    verts = np.vstack([ring, head, head[:1]])
    codes = ([Path.MOVETO] + [Path.LINETO] * (len(ring) - 2) + [Path.CLOSEPOLY]
             + [Path.MOVETO, Path.LINETO, Path.LINETO, Path.CLOSEPOLY])
    return Path(verts, codes)


_ARROW_MARKER = _arrow_marker()
_DIAMOND = np.array([[0, 1], [1, 0], [0, -1], [-1, 0]], dtype=float)
_PLUS = np.array([[[-1, 0], [1, 0]], [[0, -1], [0, 1]]], dtype=float)
_CROSS = _PLUS @ np.array([[1, 1], [-1, 1]]) / math.sqrt(2)


class _Circles:
    """An EllipseCollection of circles in data units whose members can change."""

    def __init__(self, ax, *, zorder: float, linestyle="solid", face="none",
                 edge="none", lw: float = 1.0, label: str = "") -> None:
        self.coll = EllipseCollection(
            [], [], [], units="xy", offsets=np.zeros((0, 2)),
            offset_transform=ax.transData, facecolors=face, edgecolors=edge,
            linewidths=lw, linestyles=linestyle, zorder=zorder, label=label)
        ax.add_collection(self.coll, autolim=False)
        self.count = 0

    def show(self, centres: np.ndarray, radii, *, face=None, edge=None, lw=None) -> None:
        centres = np.asarray(centres, dtype=float).reshape(-1, 2)
        n = len(centres)
        d = np.broadcast_to(2 * np.asarray(radii, dtype=float), (n,))
        self.coll.set_offsets(centres)
        self.coll.set_widths(d)
        self.coll.set_heights(d)
        self.coll.set_angles(np.zeros(n))
        if face is not None:
            self.coll.set_facecolors(face)
        if edge is not None:
            self.coll.set_edgecolors(edge)
        if lw is not None:
            self.coll.set_linewidths(lw)
        self.coll.set_visible(n > 0)
        self.count = n

    def hide(self) -> None:
        self.show(np.zeros((0, 2)), ())


class _Arrows:
    """Clockwise arrows (arc + head) at ring centres, in data units."""

    def __init__(self, ax, *, zorder: float, colour, label: str = "") -> None:
        self.lines = LineCollection([], colors=colour, zorder=zorder, capstyle="round",
                                    label=label)
        self.heads = PolyCollection([], facecolors=colour, edgecolors="none", zorder=zorder)
        ax.add_collection(self.lines, autolim=False)
        ax.add_collection(self.heads, autolim=False)
        self.count = 0

    def show(self, centres: np.ndarray, sizes: np.ndarray, lw) -> None:
        centres = np.asarray(centres, dtype=float).reshape(-1, 2)
        s = np.asarray(sizes, dtype=float).reshape(-1, 1, 1)
        self.lines.set_segments(centres[:, None, :] + s * _ARC[None])
        self.heads.set_verts(centres[:, None, :] + s * _HEAD[None])
        self.lines.set_linewidths(lw)
        visible = len(centres) > 0
        self.lines.set_visible(visible)
        self.heads.set_visible(visible)
        self.count = len(centres)

    def hide(self) -> None:
        self.show(np.zeros((0, 2)), np.zeros(0), 1.0)

    def set_visible(self, visible: bool) -> None:
        self.lines.set_visible(visible and self.count > 0)
        self.heads.set_visible(visible and self.count > 0)


class _Glyphs:
    """Line glyphs (+ or x) at centres, in data units, over a dark shadow for contrast."""

    def __init__(self, ax, shape: np.ndarray, *, zorder: float, shadow,
                 label: str = "") -> None:
        self.shape = shape
        self.shadow = LineCollection([], zorder=zorder - 0.01, capstyle="round",
                                     colors=shadow)
        self.coll = LineCollection([], zorder=zorder, capstyle="round", label=label)
        ax.add_collection(self.shadow, autolim=False)
        ax.add_collection(self.coll, autolim=False)
        self.count = 0

    def show(self, centres: np.ndarray, sizes: np.ndarray, colours, lw) -> None:
        centres = np.asarray(centres, dtype=float).reshape(-1, 2)
        n, k = len(centres), len(self.shape)
        s = np.asarray(sizes, dtype=float).reshape(-1, 1, 1, 1)
        segs = (centres[:, None, None, :] + s * self.shape[None]).reshape(-1, 2, 2)
        widths = np.repeat(np.broadcast_to(np.asarray(lw, dtype=float), (n,)), k)
        self.coll.set_segments(segs)
        self.shadow.set_segments(segs)
        if n:
            self.coll.set_colors(np.repeat(to_rgba_array(colours).reshape(-1, 4)
                                           * np.ones((n, 1)), k, axis=0))
        self.coll.set_linewidths(widths)
        self.shadow.set_linewidths(widths + 2.0)
        self.coll.set_visible(n > 0)
        self.shadow.set_visible(n > 0)
        self.count = n

    def hide(self) -> None:
        self.show(np.zeros((0, 2)), np.zeros(0), "none", 1.0)

    def set_visible(self, visible: bool) -> None:
        self.coll.set_visible(visible and self.count > 0)
        self.shadow.set_visible(visible and self.count > 0)


class BoardArtist:
    """The artists of one Ring World board on ``ax``, made once and then updated.

    ``update(rings, overlays)`` changes only colours, sizes and visibility, so that a
    widget can redraw after each click (``fig.canvas.draw_idle()``). ``hit_test`` turns a
    click into a position, and ``set_rotation`` / ``clear_rotation`` show a ring part way
    through its turn.

    >>> from matplotlib.figure import Figure
    >>> from ringworld_nb.ringworld import RingWorld
    >>> game = RingWorld(3)
    >>> art = BoardArtist(Figure().add_subplot(), game.board)
    >>> art.update(game.all_rings(), Overlays.from_game(game))
    >>> art.hit_test(0.0, 0.0)
    (3, 0)
    """

    def __init__(self, ax, board: RingBoard, *, style: Style = DARK,
                 setup_axes: bool = True,
                 limits: tuple[float, float, float, float] | None = None) -> None:
        self.ax = ax
        self.board = board
        self.style = style
        # The part of the board shown, (x0, x1, y0, y1): the whole board, or a close-up
        # (see view_limits). Line widths follow the points per data unit of that view.
        lo, hi = board_limits(board)
        x0, x1, y0, y1 = limits if limits is not None else (lo, hi, lo, hi)
        fig = ax.figure
        pos = ax.get_position()
        w, h = fig.get_size_inches()
        self.points_per_unit = max(1.0, min(w * pos.width * 72 / (x1 - x0),
                                            h * pos.height * 72 / (y1 - y0)))
        self.scale = self.points_per_unit * (hi - lo) / 432  # 1 for a 6-inch board
        if setup_axes:
            ax.set_xlim(x0, x1)
            ax.set_ylim(y0, y1)
            ax.set_aspect("equal")
            ax.set_axis_off()
            ax.set_facecolor(style.background)
            ax.figure.set_facecolor(style.background)
        self.rings: dict[int, np.ndarray] = {
            level: np.zeros(board.count(level), dtype=np.int8) for level in board.levels}
        self.overlays = Overlays()
        self._build()

    # -- construction -------------------------------------------------------------
    def _build(self) -> None:
        st, b, ax = self.style, self.board, self.ax
        self._face_lut: dict[int, np.ndarray] = {}
        self._edge_lut: dict[int, np.ndarray] = {}
        self._lw_lut: dict[int, np.ndarray] = {}
        self._inner_lut: dict[int, np.ndarray] = {}
        self.ring_layers: dict[int, EllipseCollection] = {}
        self.inner_layers: dict[int, EllipseCollection] = {}
        for level in sorted(b.levels, reverse=True):  # big rings first (behind)
            n, r = b.count(level), b.radius(level)
            z = _Z_RINGS + (b.order - level) * 0.1
            fa = st.per_level(st.fill_alpha, level)
            ea = st.per_level(st.empty_alpha, level)
            empty_face = (to_rgba(st.empty_face, st.empty_fill_alpha) if level == 1
                          else (0, 0, 0, 0))
            self._face_lut[level] = np.array([
                empty_face, to_rgba(st.red_face, fa), to_rgba(st.blue_face, fa * 0.9)])
            self._edge_lut[level] = np.array([
                to_rgba(st.empty_edge, ea), to_rgba(st.red_edge, 1.0),
                to_rgba(st.blue_edge, 1.0)])
            lw = self._lw(r, st.ring_lw)
            self._lw_lut[level] = np.array([self._lw(r, st.empty_lw), lw, lw])
            self._inner_lut[level] = np.array(
                [(0, 0, 0, 0), (0, 0, 0, 0), to_rgba(st.blue_edge, 0.95)])
            d = np.full(n, 2 * r)
            coll = EllipseCollection(
                d, d, np.zeros(n), units="xy", offsets=b.centers(level),
                offset_transform=ax.transData, zorder=z,
                facecolors=self._face_lut[level][np.zeros(n, dtype=int)],
                edgecolors=self._edge_lut[level][np.zeros(n, dtype=int)],
                linewidths=self._lw_lut[level][np.zeros(n, dtype=int)])
            ax.add_collection(coll, autolim=False)
            self.ring_layers[level] = coll
            di = d * st.inner_ring
            inner = EllipseCollection(
                di, di, np.zeros(n), units="xy", offsets=b.centers(level),
                offset_transform=ax.transData, zorder=z + 0.01, facecolors="none",
                edgecolors=(0, 0, 0, 0), linewidths=lw * 0.7)
            ax.add_collection(inner, autolim=False)
            self.inner_layers[level] = inner
        zo = _Z_OVERLAY
        self.died_ghosts = _Circles(ax, zorder=zo, linestyle=(0, (2, 2)), face="none",
                                    label="died")
        self.died_marks = _Glyphs(ax, _CROSS, zorder=zo + 0.1, shadow=st.background,
                                  label="died")
        self.born_marks = _Glyphs(ax, _PLUS, zorder=zo + 0.1, shadow=st.background,
                                  label="born")
        self.occupied_marks = PolyCollection([], facecolors="none", zorder=zo + 0.1,
                                             label="occupied")
        ax.add_collection(self.occupied_marks, autolim=False)
        self.legal_dots = _Circles(ax, zorder=zo + 0.2, face=st.legal, edge="none",
                                   label="legal placement")
        self.rotatable_arrows = _Arrows(ax, zorder=zo + 0.2, colour=st.rotatable,
                                        label="can turn")
        self.last_place_dot = _Circles(ax, zorder=zo + 0.3, face=st.last, edge="none",
                                       label="last placement")
        self.last_ring_outline = _Circles(ax, zorder=zo + 0.3, linestyle=(0, (3, 2)),
                                          edge=st.last, label="last turn")
        self.last_ring_arrow = _Arrows(ax, zorder=zo + 0.3, colour=st.last)
        self.selected_outline = _Circles(ax, zorder=zo + 0.4, edge=st.selection,
                                         label="selection")
        self.selected_arrow = _Arrows(ax, zorder=zo + 0.4, colour=st.selection)
        self._overlay_parts = [
            self.died_ghosts.coll, self.died_marks, self.born_marks,
            self.occupied_marks, self.legal_dots.coll, self.rotatable_arrows,
            self.last_place_dot.coll, self.last_ring_outline.coll, self.last_ring_arrow,
            self.selected_outline.coll, self.selected_arrow]
        self._hide_overlays()

    def _hide_overlays(self) -> None:
        for layer in (self.died_ghosts, self.legal_dots, self.last_place_dot,
                      self.last_ring_outline, self.selected_outline):
            layer.hide()
        for arrows in (self.rotatable_arrows, self.last_ring_arrow, self.selected_arrow):
            arrows.hide()
        for glyphs in (self.died_marks, self.born_marks):
            glyphs.hide()
        self.occupied_marks.set_verts([])
        self.occupied_marks.set_visible(False)

    # -- updates --------------------------------------------------------------------
    def update(self, rings: Mapping[int, np.ndarray] | None = None,
               overlays: Overlays | None = None, **fields) -> None:
        """Show ``rings`` (``{level: contents}``, as ``game.all_rings()``) and overlays.

        ``overlays`` replaces the overlays shown (None: none); keyword arguments are
        fields of :class:`Overlays` applied on top, e.g. ``selected_place=17``.
        ``rings=None`` keeps the rings shown. Call ``canvas.draw_idle()`` afterwards.
        """
        if rings is not None:
            self.set_rings(rings)
        ov = overlays if overlays is not None else Overlays()
        if fields:
            ov = replace(ov, **fields)
        self.set_overlays(ov)

    def set_rings(self, rings: Mapping[int, np.ndarray]) -> None:
        """Change the colours of the rings to ``{level: contents}`` (0, 1 or 2)."""
        for level in self.board.levels:
            a = np.asarray(rings[level], dtype=np.intp)
            if a.shape != (self.board.count(level),):
                raise ValueError(f"level {level}: expected {self.board.count(level)} "
                                 f"contents, got shape {a.shape}")
            self.rings[level] = a.astype(np.int8)
            coll = self.ring_layers[level]
            coll.set_facecolors(self._face_lut[level][a])
            coll.set_edgecolors(self._edge_lut[level][a])
            coll.set_linewidths(self._lw_lut[level][a])
            self.inner_layers[level].set_edgecolors(self._inner_lut[level][a])

    def set_overlays(self, ov: Overlays) -> None:
        """Show the overlays ``ov`` (replacing those shown)."""
        st, b = self.style, self.board
        self.overlays = ov
        c1, r1 = b.centers(1), b.radius(1)
        # Legal placements: green dots.
        legal = np.asarray([i for i in ov.legal if i != ov.selected_place], dtype=np.intp)
        self.legal_dots.show(c1[legal], r1 * 0.34)
        # Rings that may turn: small yellow arrows at their centres.
        cen, rad = self._ring_geometry(ov.rotatable)
        self.rotatable_arrows.show(cen, self._arrow_size(rad, 0.24),
                                   self._arrow_lw(ov.rotatable, 0.9))
        # Last move.
        if ov.last_place is not None:
            self.last_place_dot.show(c1[[ov.last_place]], r1 * 0.28)
        else:
            self.last_place_dot.hide()
        if ov.last_ring is not None:
            cen, rad = self._ring_geometry([ov.last_ring])
            self.last_ring_outline.show(cen, rad * 1.0, lw=self._arrow_lw([ov.last_ring], 1.1))
            self.last_ring_arrow.show(cen, self._arrow_size(rad, 0.24),
                                      self._arrow_lw([ov.last_ring], 1.2))
        else:
            self.last_ring_outline.hide()
            self.last_ring_arrow.hide()
        # Selection: a thick white outline; a white arrow on the ring to turn.
        sel = []
        if ov.selected_place is not None:
            sel.append((1, ov.selected_place))
        if ov.selected_ring is not None:
            sel.append(tuple(ov.selected_ring))
        if sel:
            cen, rad = self._ring_geometry(sel)
            lw = np.maximum(1.6 * self.scale, 0.55 * self._lw(rad, st.ring_lw) + 1.2)
            face = "none"
            if ov.selected_place is not None and ov.selected_colour in (RED, BLUE):
                ghost = to_rgba(st.red_face if ov.selected_colour == RED else st.blue_face,
                                0.8)
                face = [ghost] + [(0, 0, 0, 0)] * (len(sel) - 1)
            self.selected_outline.show(cen, rad * 1.06, face=face, lw=lw)
        else:
            self.selected_outline.hide()
        if ov.selected_ring is not None:
            cen, rad = self._ring_geometry([ov.selected_ring])
            self.selected_arrow.show(cen, self._arrow_size(rad, 0.3),
                                     self._arrow_lw([ov.selected_ring], 1.6))
        else:
            self.selected_arrow.hide()
        # Changes of the last turn.
        self._show_changes(ov)

    def _show_changes(self, ov: Overlays) -> None:
        st = self.style
        colour_of = {RED: to_rgba(st.red_edge), BLUE: to_rgba(st.blue_edge),
                     EMPTY: to_rgba(st.empty_edge)}
        born = [(lv, i) for lv, i, _ in ov.born]
        cen, rad = self._ring_geometry(born)
        self.born_marks.show(cen, rad * 0.5, st.marker, self._arrow_lw(born, 1.5))
        died = [(lv, i) for lv, i, _ in ov.died]
        cen, rad = self._ring_geometry(died)
        cols = [colour_of.get(c, colour_of[EMPTY]) for _, _, c in ov.died]
        self.died_ghosts.show(cen, rad * 0.92, edge=cols if cols else "none",
                              lw=self._arrow_lw(died, 1.0))
        self.died_marks.show(cen, rad * 0.45, cols if cols else "none",
                             self._arrow_lw(died, 1.5))
        occ = [(lv, i) for lv, i, _ in ov.occupied]
        cen, rad = self._ring_geometry(occ)
        if occ:
            size = self._arrow_size(rad, 0.2)
            self.occupied_marks.set_verts(cen[:, None, :] + size[:, None, None]
                                          * _DIAMOND[None])
            self.occupied_marks.set_facecolors(st.marker)
            self.occupied_marks.set_edgecolors(st.background)
            self.occupied_marks.set_linewidths(1.0 * self.scale)
            self.occupied_marks.set_visible(True)
        else:
            self.occupied_marks.set_verts([])
            self.occupied_marks.set_visible(False)

    def _ring_geometry(self, keys: Iterable[Key]) -> tuple[np.ndarray, np.ndarray]:
        keys = [tuple(x) for x in keys]
        if not keys:
            return np.zeros((0, 2)), np.zeros(0)
        b = self.board
        cen = np.array([b.centers(lv)[i] for lv, i in keys])
        rad = np.array([b.radius(lv) for lv, _ in keys])
        return cen, rad

    def _arrow_size(self, radii: np.ndarray, factor: float) -> np.ndarray:
        """Arrow radius: ``factor`` of a level-2 ring's radius, growing slowly upwards."""
        r2 = self.board.radius(2)
        return factor * r2 * (np.asarray(radii) / r2) ** 0.45

    def _lw(self, radius, spec: tuple[float, float]) -> np.ndarray:
        """Line width in points for rings of ``radius`` (data units)."""
        a, b = spec
        return a * (np.asarray(radius, dtype=float) * self.points_per_unit) ** b

    def _arrow_lw(self, keys: Iterable[Key], factor: float) -> np.ndarray:
        keys = list(keys)
        if not keys:
            return np.zeros(0)
        radii = np.array([self.board.radius(k[0]) for k in keys])
        return factor * self._lw(radii, self.style.mark_lw)

    # -- queries ---------------------------------------------------------------------
    def hit_test(self, x: float | None, y: float | None,
                 levels: Iterable[int] | None = None) -> tuple[int, int] | None:
        """``(level, index)`` of the smallest ring under the data point, or None."""
        if x is None or y is None:
            return None
        return hit_test(self.board, x, y, levels)

    def filled(self, level: int, colour: int) -> np.ndarray:
        """Indices on ``level`` drawn in ``colour``, read back from the artists' colours."""
        face = np.asarray(self.ring_layers[level].get_facecolors())
        want = self._face_lut[level][colour]
        return np.flatnonzero(np.all(np.isclose(face, want), axis=1))

    # -- rotation animation ------------------------------------------------------------
    def set_rotation(self, level: int, index: int, fraction: float) -> None:
        """Draw the rings below ring (level, index) turned by ``fraction`` of 45 degrees.

        The colours stay those of the position before the turn: step ``fraction`` from 0
        to 1 over a few frames, then ``clear_rotation()`` and ``update`` with the new
        position. Overlays are hidden while a turn is shown.
        """
        for below, (src, cen) in rotation_centers(self.board, level, index, fraction).items():
            offsets = np.array(self.board.centers(below))
            offsets[src] = cen
            self.ring_layers[below].set_offsets(offsets)
            self.inner_layers[below].set_offsets(offsets)
        for part in self._overlay_parts:
            part.set_visible(False)

    def clear_rotation(self) -> None:
        """Put every ring back at its own position and show the overlays again."""
        for level in self.board.levels:
            self.ring_layers[level].set_offsets(self.board.centers(level))
            self.inner_layers[level].set_offsets(self.board.centers(level))
        self.set_overlays(self.overlays)

    # -- legend ------------------------------------------------------------------------
    def legend_handles(self, which: Iterable[str] | None = None) -> tuple[list, list[str]]:
        """Proxy artists and labels explaining the picture (``which`` picks entries)."""
        return legend_handles(self.style, which)

    def used_legend_entries(self) -> list[str]:
        """Legend entries for what the picture shows now."""
        ov, keys = self.overlays, []
        if any((self.rings[lv] == RED).any() for lv in self.board.levels):
            keys.append("red")
        if any((self.rings[lv] == BLUE).any() for lv in self.board.levels):
            keys.append("blue")
        keys.append("empty")
        if len(ov.legal):
            keys.append("legal")
        if len(ov.rotatable):
            keys.append("rotatable")
        if ov.selected_place is not None or ov.selected_ring is not None:
            keys.append("selection")
        if ov.last_place is not None:
            keys.append("last")
        if ov.last_ring is not None:
            keys.append("last_ring")
        for kind in ("born", "died", "occupied"):
            if len(getattr(ov, kind)):
                keys.append(kind)
        return keys

    def legend(self, which: Iterable[str] | None = None, *, target=None,
               **kwargs) -> Legend:
        """Add a legend (to ``target``: the Axes by default, or the Figure)."""
        from matplotlib.legend_handler import HandlerTuple

        st = self.style
        handles, labels = self.legend_handles(
            self.used_legend_entries() if which is None else which)
        target = self.ax if target is None else target
        opts = {"loc": "upper left", "frameon": False, "fontsize": 9, "labelcolor": st.text,
                "handler_map": {tuple: HandlerTuple(ndivide=1, pad=0)},
                "handlelength": 1.6, "borderaxespad": 0.3, "labelspacing": 0.7}
        opts.update(kwargs)
        return target.legend(handles, labels, **opts)


# ------------------------------------------------------------------ one-call drawing --

def legend_handles(style: Style = DARK,
                   which: Iterable[str] | None = None) -> tuple[list, list[str]]:
    """Proxy artists and labels explaining the picture (``which`` picks entries)."""
    st = style
    ms = 11
    entries = {
        "red": (Line2D([], [], ls="none", marker="o", ms=ms, mfc=st.red_face,
                       mec=st.red_edge, mew=1.2), "Red ring"),
        "blue": ((Line2D([], [], ls="none", marker="o", ms=ms, mfc=st.blue_face,
                         mec=st.blue_edge, mew=1.2),
                  Line2D([], [], ls="none", marker="o", ms=ms * st.inner_ring,
                         mfc="none", mec=st.blue_edge, mew=1.0)), "Blue ring"),
        # a ring on level 2 or higher is drawn big and translucent, its children over it
        "red_up": (Line2D([], [], ls="none", marker="o", ms=ms * 1.3,
                          mfc=to_rgba(st.red_face, st.per_level(st.fill_alpha, 2)),
                          mec=st.red_edge, mew=1.2), "Red ring, level \u2265 2"),
        "blue_up": ((Line2D([], [], ls="none", marker="o", ms=ms * 1.3,
                            mfc=to_rgba(st.blue_face, st.per_level(st.fill_alpha, 2) * 0.9),
                            mec=st.blue_edge, mew=1.2),
                     Line2D([], [], ls="none", marker="o", ms=ms * 1.3 * st.inner_ring,
                            mfc="none", mec=st.blue_edge, mew=1.0)),
                    "Blue ring, level \u2265 2"),
        "empty": (Line2D([], [], ls="none", marker="o", ms=ms, mfc=st.empty_face,
                         mec=st.empty_edge, mew=0.8), "empty position"),
        "legal": ((Line2D([], [], ls="none", marker="o", ms=ms, mfc=st.empty_face,
                          mec=st.empty_edge, mew=0.8),
                   Line2D([], [], ls="none", marker="o", ms=ms * 0.36, mfc=st.legal,
                          mec="none")), "legal placement"),
        "rotatable": (Line2D([], [], ls="none", marker=_ARROW_MARKER, ms=ms,
                             mfc=st.rotatable, mec="none"),
                      "turnable position"),
        "selection": ((Line2D([], [], ls="none", marker="o", ms=ms, mfc="none",
                              mec=st.selection, mew=2.0),
                       Line2D([], [], ls="none", marker=_ARROW_MARKER, ms=ms * 0.6,
                              mfc=st.selection, mec="none")),
                      "selected"),
        "last": ((Line2D([], [], ls="none", marker="o", ms=ms, mfc=st.red_face,
                         mec=st.red_edge, mew=1.2),
                  Line2D([], [], ls="none", marker="o", ms=ms * 0.3, mfc=st.last,
                         mec="none")), "last placement"),
        "last_ring": ((Line2D([], [], ls="none", marker="o", ms=ms * 1.15, mfc="none",
                              mec=st.last, mew=0.8),
                       Line2D([], [], ls="none", marker=_ARROW_MARKER, ms=ms * 0.6,
                              mfc=st.last, mec="none")), "last position turned"),
        "born": ((Line2D([], [], ls="none", marker="o", ms=ms, mfc=st.blue_face,
                         mec=st.blue_edge, mew=1.2),
                  Line2D([], [], ls="none", marker="+", ms=ms * 0.7, mec=st.marker,
                         mew=1.6)), "born"),
        "died": ((Line2D([], [], ls="none", marker="o", ms=ms, mfc="none",
                         mec=st.blue_edge, mew=1.0, dashes=(2, 2)),
                  Line2D([], [], ls="none", marker="x", ms=ms * 0.5, mec=st.blue_edge,
                         mew=1.2)), "died"),
        "occupied": ((Line2D([], [], ls="none", marker="o", ms=ms, mfc=st.red_face,
                             mec=st.red_edge, mew=1.2),
                      Line2D([], [], ls="none", marker="D", ms=ms * 0.4, mfc=st.marker,
                             mec="none")), "occupied"),
    }
    keys = list(entries) if which is None else list(which)
    return [entries[k][0] for k in keys], [entries[k][1] for k in keys]

def legend_png(style: Style = DARK, which: Iterable[str] | None = None, *,
               width: float = 1.9, dpi: float = 100) -> bytes:
    """The legend alone as a small picture, for a widget's side panel.

    A widget shows it once instead of redrawing a legend with every frame of the board.
    """
    from matplotlib.legend_handler import HandlerTuple

    handles, labels = legend_handles(style, which)
    fig = Figure(figsize=(width, 0.275 * len(labels) + 0.1), dpi=dpi,
                 facecolor=style.background)
    FigureCanvasAgg(fig)
    fig.legend(handles, labels, loc="center left", frameon=False, fontsize=9,
               labelcolor=style.text, handler_map={tuple: HandlerTuple(ndivide=1, pad=0)},
               borderaxespad=0.2, labelspacing=0.62)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", facecolor=style.background, bbox_inches="tight",
                pad_inches=0.06)
    return buf.getvalue()


def draw_board(ax, position, overlays: Overlays | None = None, *, style: Style = DARK,
               legend: bool = False, **fields) -> BoardArtist:
    """Draw a position on ``ax`` and return its :class:`BoardArtist`.

    ``position`` is a RingWorld (then the overlays default to ``Overlays.from_game``),
    a Phase, or ``{level: contents}``. Keyword arguments are :class:`Overlays` fields,
    e.g. ``draw_board(ax, game, selected_place=12)``.
    """
    board, rings, game = _as_rings(position)
    if overlays is None:
        overlays = Overlays.from_game(game) if game is not None else Overlays()
    art = BoardArtist(ax, board, style=style)
    art.update(rings, overlays, **fields)
    if legend:
        art.legend()
    return art


#: Colours of the levels of the construction, top ring first.
CONSTRUCTION_COLOURS = ("#d9defc", "#8fa8ff", "#4cc3e0", "#52d98f", "#e6d450", "#f29a4a")


def draw_construction(ax, order: int, upto_level: int = 1, *, outline_below: int = 0,
                      style: Style = DARK, colours: Sequence[str] = CONSTRUCTION_COLOURS,
                      setup_axes: bool = True) -> list[EllipseCollection]:
    """Draw the construction of a board of ``order`` from the top ring down to level
    ``upto_level``: one colour and one collection per level, the top ring behind.

    Levels at or below ``outline_below`` are drawn as outlines only (useful for order 5
    and 6, whose lowest levels have 1488 and 8080 rings). Returns the collections, top
    level first; ``colours`` gives the colour of each level from the top.
    """
    board = RingBoard(order)
    lo, hi = board_limits(board)
    if setup_axes:
        ax.set_xlim(lo, hi)
        ax.set_ylim(lo, hi)
        ax.set_aspect("equal")
        ax.set_axis_off()
        ax.set_facecolor(style.background)
    pos = ax.get_position()
    w, h = ax.figure.get_size_inches()
    points_per_unit = min(w * pos.width, h * pos.height) * 72 / (hi - lo)
    made = []
    for level in range(order, upto_level - 1, -1):
        depth = order - level
        c = colours[min(depth, len(colours) - 1)]
        n, r = board.count(level), board.radius(level)
        lw = float(np.clip(0.26 * (r * points_per_unit) ** 0.5, 0.2, 3.0))
        outline = level <= outline_below
        face = "none" if outline else to_rgba(c, 0.07 + 0.05 * min(depth, 3))
        d = np.full(n, 2 * r)
        coll = EllipseCollection(d, d, np.zeros(n), units="xy", offsets=board.centers(level),
                                 offset_transform=ax.transData, facecolors=face,
                                 edgecolors=[to_rgba(c, 0.9)], linewidths=lw,
                                 zorder=1 + depth * 0.1)
        ax.add_collection(coll, autolim=False)
        made.append(coll)
    return made


# ------------------------------------------------------------------------- pictures --
def _figure(width: float, height: float, dpi: float, style: Style) -> Figure:
    fig = Figure(figsize=(width, height), dpi=dpi, facecolor=style.background)
    FigureCanvasAgg(fig)
    return fig


def _caption(game) -> str:
    if game is None:
        return ""
    if game.is_over:
        state = {RED: "Red wins", BLUE: "Blue wins"}.get(game.winner, "drawn")
        state += f" ({game.result_reason})" if game.result_reason else ""
    else:
        state = f"{COLOUR_NAMES[game.to_move]} to move"
    moves = f"{game.turn} move{'s' * (game.turn != 1)}"
    return f"L{game.order} \u00b7 {moves} \u00b7 {state}"


def _counts_lines(game, style: Style, fig: Figure, x: float, y: float, dy: float) -> None:
    """The original's count panel: red and blue rings per level, top level first."""
    fig.text(x, y, "rings", color=style.text, fontsize=9, ha="left", va="top",
             fontweight="bold")
    for row, (level, (red, blue)) in enumerate(game.counts().items(), start=1):
        yy = y - row * dy
        fig.text(x, yy, f"L{level}", color=style.text, fontsize=9, ha="left", va="top")
        fig.text(x + 0.045, yy, f"{red:3d}", color=style.red_edge, fontsize=9, ha="left",
                 va="top", family="monospace")
        fig.text(x + 0.095, yy, f"{blue:3d}", color=style.blue_edge, fontsize=9,
                 ha="left", va="top", family="monospace")


def board_figure(position, overlays: Overlays | None = None, *, size: float = 6.0,
                 dpi: float = 100, legend: bool = True, caption: bool = True,
                 style: Style = DARK, **fields) -> tuple[Figure, BoardArtist]:
    """A new Agg Figure with the board (and a side panel with legend and counts)."""
    board, rings, game = _as_rings(position)
    panel = 2.0 if legend else 0.0
    fig = _figure(size + panel, size, dpi, style)
    ax = fig.add_axes((0, 0, size / (size + panel), 1))
    if overlays is None:
        overlays = Overlays.from_game(game) if game is not None else Overlays()
    art = BoardArtist(ax, board, style=style)
    art.update(rings, overlays, **fields)
    right = size / (size + panel)
    if legend:
        art.legend(target=fig, loc="upper left", bbox_to_anchor=(right + 0.005, 0.80),
                   fontsize=9)
    if caption and game is not None:
        x = right + 0.015 if legend else 0.02
        fig.text(x, 0.975, _caption(game), color=style.text, fontsize=9, ha="left",
                 va="top", wrap=True)
        if legend:
            _counts_lines(game, style, fig, x, 0.30, 0.035)
    return fig, art


def to_png_bytes(position, overlays: Overlays | None = None, *, size: float = 6.0,
                 dpi: float = 100, legend: bool = True, caption: bool = True,
                 style: Style = DARK, **fields) -> bytes:
    """The position as PNG bytes (see :func:`board_figure` for the options)."""
    fig, _ = board_figure(position, overlays, size=size, dpi=dpi, legend=legend,
                          caption=caption, style=style, **fields)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", facecolor=style.background)
    return buf.getvalue()


def render_png(position, path: str | os.PathLike, overlays: Overlays | None = None,
               **options) -> str:
    """Save the position as a PNG file at ``path`` and return the path."""
    data = to_png_bytes(position, overlays, **options)
    with open(path, "wb") as fh:
        fh.write(data)
    return os.fspath(path)


def ringworld_png(game) -> bytes:
    """The PNG a notebook shows for a RingWorld (``RingWorld._repr_png_``): the board with
    legal placements, rings that may turn and the last turn marked, a legend and counts."""
    return to_png_bytes(game, size=4.8, dpi=100)


def construction_png(orders: Sequence[int] = (2, 3, 4, 5, 6), *,
                     upto_levels: Sequence[int] | None = None, size: float = 3.2,
                     dpi: float = 100, outline_below: int | None = None,
                     style: Style = DARK, path: str | os.PathLike | None = None) -> bytes:
    """Boards side by side, as PNG bytes (also saved to ``path`` when given).

    Panel i shows the board of order ``orders[i]`` built down to level
    ``upto_levels[i]`` (default 1: complete), e.g. ``orders=(4, 4, 4, 4),
    upto_levels=(4, 3, 2, 1)`` for the construction of L4 level by level. Levels 1 and 2
    of orders 5 and 6 are drawn as outlines unless ``outline_below`` says otherwise.
    """
    upto = list(upto_levels) if upto_levels is not None else [1] * len(orders)
    if len(upto) != len(orders):
        raise ValueError("give one upto level per order")
    n = len(orders)
    head = 0.45
    fig = _figure(size * n, size + head, dpi, style)
    for i, (order, low) in enumerate(zip(orders, upto)):
        ax = fig.add_axes((i / n, 0, 1 / n, size / (size + head)))
        below = outline_below if outline_below is not None else max(0, order - 4)
        draw_construction(ax, order, low, outline_below=below, style=style)
        b = RingBoard(order)
        counts = ", ".join(str(b.count(lv)) for lv in range(order, low - 1, -1))
        label = (f"order {order}: {counts}" if low == 1
                 else f"order {order}, level {order}: {counts}" if low == order
                 else f"order {order}, levels {order} to {low}: {counts}")
        fig.text((i + 0.5) / n, 1 - 0.2 / (size + head), label, color=style.text,
                 fontsize=9, ha="center", va="top")
    buf = io.BytesIO()
    fig.savefig(buf, format="png", facecolor=style.background)
    data = buf.getvalue()
    if path is not None:
        with open(path, "wb") as fh:
            fh.write(data)
    return data
