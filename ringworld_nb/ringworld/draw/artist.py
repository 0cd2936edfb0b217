"""The artists of one board on one Axes (:class:`BoardArtist`), made once and updated
by changing colours, widths and offsets, and the marks they use (arrows, glyphs)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Protocol

import numpy as np
from matplotlib.collections import EllipseCollection, LineCollection, PolyCollection
from matplotlib.colors import to_rgba, to_rgba_array
from matplotlib.legend import Legend
from matplotlib.patches import PathPatch
from matplotlib.path import Path
from matplotlib.patheffects import withStroke

from ...core.pictures import frame_board, min_glyph_height, shown_dpi, text_path
from ..geometry import RingBoard
from ..moves import BLUE, EMPTY, RED
from .addresses import board_labels
from .closeup import address_labels, cut_tag, label_cap
from .coordinates import board_limits, hit_test, rotation_centers
from .legend import legend_handles
from .marks import ARC, CROSS, DIAMOND, HEAD, PLUS
from .overlays import Key, Overlays
from .style import DARK, Z_OVERLAY, Z_RINGS, Style

# -------------------------------------------------------------------------- artists --
#: Radius of the white outline of a chosen position, in radii of the position.
SELECTED_OUTLINE = 1.06


class _Hideable(Protocol):
    def set_visible(self, visible: bool, /) -> None: ...


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
        self.lines.set_segments(centres[:, None, :] + s * ARC[None])
        self.heads.set_verts(centres[:, None, :] + s * HEAD[None])
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


def _arrowheads(points: np.ndarray, tangents: np.ndarray, size: float) -> list[np.ndarray]:
    """Triangles of half-width ``size`` at ``points``, pointing along ``tangents``."""
    normals = tangents @ np.array([[0.0, 1.0], [-1.0, 0.0]])
    return [np.array([p + t * size * 1.1, p - t * size * 0.7 + n * size,
                      p - t * size * 0.7 - n * size])
            for p, t, n in zip(points, tangents, normals)]


class BoardArtist:
    """The artists of one Ring World board on ``ax``, made once and then updated.

    ``update(rings, overlays)`` changes only colours, sizes and visibility, so that a
    widget can redraw after each click (``fig.canvas.draw_idle()``). ``hit_test`` turns a
    click into a position, and ``set_rotation`` / ``clear_rotation`` show a ring part way
    through its turn.

    ``limits`` (:func:`~.coordinates.view_limits`) draws a close-up; there (or wherever
    ``labels=True`` and they fit) the positions carry their addresses, and a chosen ring
    that the view cuts keeps marks in view that say so (see :mod:`.closeup`). The whole
    board writes its addresses (:mod:`.addresses`) while :meth:`show_addresses` is on
    (the apps' Addresses toggle).

    Everything at or above ``marks_zorder`` (the overlays, the addresses) changes with a
    click; the rings below change only with a move (:class:`~ringworld_nb.ui.blit.
    Layered`: a canvas that blits draws the rings once and the overlays over them).

    >>> from matplotlib.figure import Figure
    >>> from ringworld_nb.ringworld import RingWorld
    >>> from ringworld_nb.ringworld.draw.view import overlays_of
    >>> game = RingWorld(3)
    >>> art = BoardArtist(Figure().add_subplot(), game.board)
    >>> art.update(game.all_rings(), overlays_of(game))
    >>> art.hit_test(0.0, 0.0)
    (3, 0)
    """

    #: the artists at or above this zorder are the marks (see the class docstring)
    marks_zorder = Z_OVERLAY

    def __init__(self, ax, board: RingBoard, *, style: Style = DARK,
                 setup_axes: bool = True,
                 limits: tuple[float, float, float, float] | None = None,
                 labels: bool | None = None) -> None:
        self.ax = ax
        self.board = board
        self.style = style
        # The part of the board shown, (x0, x1, y0, y1): the whole board, or a close-up
        # (see view_limits). Line widths follow the points per data unit of that view.
        lo, hi = board_limits(board)
        x0, x1, y0, y1 = limits if limits is not None else (lo, hi, lo, hi)
        self.limits = (x0, x1, y0, y1)
        self.close_up = limits is not None
        self.points_per_unit = frame_board(ax, x0, x1, y0, y1, background=style.background,
                                           setup_axes=setup_axes)
        # Addresses on the positions (labels=None: in a close-up), where they fit.
        least = min_glyph_height(self.points_per_unit, shown_dpi(ax.figure.dpi))
        wanted = self.close_up if labels is None else labels
        self.label_height: float | None = label_cap(board, least) if wanted else None
        # (the smallest legible cap height, for the whole board's addresses)
        self._least_label = least
        self.addresses_always = wanted
        self.scale = self.points_per_unit * (hi - lo) / 432  # 1 for a 6-inch board
        if setup_axes:
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
            z = Z_RINGS + (b.order - level) * 0.1
            fa = st.per_level(st.fill_alpha, level)
            ea = st.per_level(st.empty_alpha, level)
            empty_face = (to_rgba(st.empty_face, st.empty_fill_alpha) if level == 1
                          else to_rgba(st.empty_edge, st.empty_area_alpha)
                          if level < b.order else (0, 0, 0, 0))
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
        zo = Z_OVERLAY
        self.died_ghosts = _Circles(ax, zorder=zo, linestyle=(0, (2, 2)), face="none",
                                    label="died")
        self.died_marks = _Glyphs(ax, CROSS, zorder=zo + 0.1, shadow=st.background,
                                  label="died")
        self.born_marks = _Glyphs(ax, PLUS, zorder=zo + 0.1, shadow=st.background,
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
        self.danger_outline = _Circles(ax, zorder=zo + 0.05, linestyle=(0, (3, 1.5)),
                                       edge=st.danger, label="in danger")
        self.danger_liberty = _Circles(ax, zorder=zo + 0.05, linestyle=(0, (1, 1.5)),
                                       edge=st.danger, label="last empty neighbour")
        self.selected_outline = _Circles(ax, zorder=zo + 0.4, edge=st.selection,
                                         label="selection")
        self.selected_arrow = _Arrows(ax, zorder=zo + 0.4, colour=st.selection)
        self._build_labels()
        self._build_cut_tag()
        self._overlay_parts: list[_Hideable] = [
            self.died_ghosts.coll, self.died_marks, self.born_marks,
            self.occupied_marks, self.legal_dots.coll, self.rotatable_arrows,
            self.last_place_dot.coll, self.last_ring_outline.coll, self.last_ring_arrow,
            self.selected_outline.coll, self.selected_arrow, self.cut_heads,
            self.cut_text, self.danger_outline.coll, self.danger_liberty.coll]
        self._hide_overlays()

    def _build_labels(self) -> None:
        """The addresses of the positions in view, one path over a dark halo (drawn
        once: positions do not move), over the rings and the marks, which they miss
        (they sit above the centres, where the marks are) but for a chosen outline."""
        st = self.style
        self.address_labels = PathPatch(
            text_path([], [], 1.0), facecolor=to_rgba(st.text, 0.92), edgecolor="none",
            zorder=Z_OVERLAY + 0.45, visible=False,
            path_effects=[withStroke(linewidth=2.6, foreground=st.background)])
        self.ax.add_patch(self.address_labels)
        self.label_texts: tuple[str, ...] = ()
        if self.close_up:
            if self.label_height is None:
                return
            found = address_labels(self.board, self.limits, self.label_height)
        else:
            found = board_labels(self.board, self._least_label)
        paths = [text_path([t], [p], h) for t, p, h in
                 zip(found.texts, found.positions, found.heights)]
        if paths:
            self.address_labels.set_path(Path.make_compound_path(*paths))
        self.label_texts = found.texts
        self.show_addresses(False)

    def show_addresses(self, on: bool) -> None:
        """Write the positions' addresses on the board (``on``) or not; a close-up (or
        an artist made with ``labels=True``) writes them either way."""
        self.address_labels.set_visible(bool(self.label_texts)
                                        and (on or self.addresses_always))

    @property
    def addresses_shown(self) -> tuple[str, ...]:
        """The addresses written on the board now (none while they are off)."""
        return self.label_texts if self.address_labels.get_visible() else ()

    def _build_cut_tag(self) -> None:
        """The marks of a chosen ring that the view cuts: white arrowheads along its
        outline, its address in white, both over a dark halo."""
        st, zo = self.style, Z_OVERLAY + 0.5
        halo = [withStroke(linewidth=3.0, foreground=st.background)]
        self.cut_heads = PolyCollection([], facecolors=st.selection,
                                        edgecolors=st.background, linewidths=1.2,
                                        zorder=zo, joinstyle="round")
        self.cut_text = PathPatch(text_path([], [], 1.0), facecolor=st.selection,
                                  edgecolor="none", zorder=zo, path_effects=halo)
        self.ax.add_collection(self.cut_heads, autolim=False)
        self.ax.add_patch(self.cut_text)
        self.cut_ring: tuple[int, int] | None = None

    def _hide_overlays(self) -> None:
        for layer in (self.died_ghosts, self.legal_dots, self.last_place_dot,
                      self.last_ring_outline, self.selected_outline, self.danger_outline,
                      self.danger_liberty):
            layer.hide()
        for arrows in (self.rotatable_arrows, self.last_ring_arrow, self.selected_arrow):
            arrows.hide()
        for glyphs in (self.died_marks, self.born_marks):
            glyphs.hide()
        self.occupied_marks.set_verts([])
        self.occupied_marks.set_visible(False)
        self._show_cut_tag(None)

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
            if np.array_equal(self.rings[level], a):
                continue  # the colours shown already (the board is not made stale)
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
        sel: list[Key] = []
        if ov.selected_place is not None:
            sel.append((1, ov.selected_place))
        if ov.selected_ring is not None:
            level, index = ov.selected_ring
            sel.append((level, index))
        if sel:
            cen, rad = self._ring_geometry(sel)
            lw = np.maximum(1.6 * self.scale, 0.55 * self._lw(rad, st.ring_lw) + 1.2)
            face: str | list[tuple[float, float, float, float]] = "none"
            if ov.selected_place is not None and ov.selected_colour in (RED, BLUE):
                # the ring to be placed: its colour made pale, unlike any ring played
                ghost = st.chosen_face(st.red_face if ov.selected_colour == RED
                                       else st.blue_face)
                face = [ghost] + [(0, 0, 0, 0)] * (len(sel) - 1)
            self.selected_outline.show(cen, rad * SELECTED_OUTLINE, face=face, lw=lw)
        else:
            self.selected_outline.hide()
        if ov.selected_ring is not None:
            cen, rad = self._ring_geometry([ov.selected_ring])
            self.selected_arrow.show(cen, self._arrow_size(rad, 0.3),
                                     self._arrow_lw([ov.selected_ring], 1.6))
        else:
            self.selected_arrow.hide()
        self._show_cut_tag(ov.selected_ring)
        # Changes of the last move.
        self._show_changes(ov)
        # Big groups with one empty neighbour left: a magenta dashed outline inside each
        # of their rings, a dotted one inside that empty neighbour.
        for layer, keys in ((self.danger_outline, ov.danger),
                            (self.danger_liberty, ov.danger_liberties)):
            cen, rad = self._ring_geometry(keys)
            layer.show(cen, rad * 0.86, lw=self._arrow_lw(keys, 1.3))

    def _show_cut_tag(self, ring: Key | None) -> None:
        """In a close-up, for a chosen ``ring`` whose centre (and the arrow drawn there)
        the view hides - its outline alone, an arc, would not say that it is chosen -
        white arrowheads turning clockwise along the outline in view, and its address."""
        key = None if ring is None else (int(ring[0]), int(ring[1]))
        tag = None
        if key is not None and self.close_up:
            tag = cut_tag(self.board, self.limits, key, self._head_size(), SELECTED_OUTLINE)
        self.cut_ring = None if tag is None else key
        self.cut_heads.set_visible(tag is not None)
        self.cut_text.set_visible(tag is not None)
        if tag is None:
            self.cut_heads.set_verts([])
            return
        size = self._head_size()
        self.cut_heads.set_verts(_arrowheads(tag.heads, tag.tangents, size))
        height = max(1.4 * size, 1.3 * (self.label_height or 0.0))
        words = text_path([tag.text], [tag.text_at], height)
        self.cut_text.set_path(self._within_view(words, pad=size))

    def _within_view(self, path: Path, pad: float) -> Path:
        """``path`` moved as little as needed to lie ``pad`` inside the view."""
        x0, x1, y0, y1 = self.limits
        box = path.get_extents()
        dx = max(0.0, x0 + pad - box.x0) - max(0.0, box.x1 - (x1 - pad))
        dy = max(0.0, y0 + pad - box.y0) - max(0.0, box.y1 - (y1 - pad))
        return Path(np.asarray(path.vertices) + np.array([dx, dy]), path.codes)

    def _head_size(self) -> float:
        """Half-width of an arrowhead on a cut selection: 7 points, in data units."""
        return 7.0 / self.points_per_unit

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
                                          * DIAMOND[None])
            self.occupied_marks.set_facecolors(st.marker)
            self.occupied_marks.set_edgecolors(st.background)
            self.occupied_marks.set_linewidths(1.0 * self.scale)
            self.occupied_marks.set_visible(True)
        else:
            self.occupied_marks.set_verts([])
            self.occupied_marks.set_visible(False)

    def _ring_geometry(self, keys: Iterable[Key]) -> tuple[np.ndarray, np.ndarray]:
        keys = [(level, index) for level, index in keys]
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
        if any((self.rings[lv] == EMPTY).any() for lv in self.board.levels if lv > 1):
            keys.append("empty_up")
        if len(ov.legal):
            keys.append("legal")
        if len(ov.rotatable):
            keys.append("rotatable")
        if ov.selected_place is not None:
            keys.append("chosen")
        if ov.selected_ring is not None:
            keys.append("selection")
        if ov.last_place is not None:
            keys.append("last")
        if ov.last_ring is not None:
            keys.append("last_ring")
        for kind in ("born", "died", "occupied"):
            if len(getattr(ov, kind)):
                keys.append(kind)
        if len(ov.danger):
            keys.append("danger")
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
