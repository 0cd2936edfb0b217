"""The artists of one Renaissance board on one Axes (:class:`RenaissanceArtist`), made
once and updated with each position."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np
from matplotlib.collections import EllipseCollection, PolyCollection
from matplotlib.colors import to_rgba
from matplotlib.patches import FancyArrowPatch, PathPatch, Rectangle
from matplotlib.patheffects import withStroke

from ...core.pictures import frame_board, min_glyph_height, shown_dpi
from ..board import BLOCKED, GOLD_MARKER, MONO, SILVER_MARKER
from ..cells import CELLS, CENTRE, SIZE, Cell, column_row
from ..moves import Event
from ..pieces import KINDS
from .events import EventMarks, event_marks
from .glyphs import _EMPTY, MetalDiscs, arrow_polygon, glyph_path
from .layout import LABEL_ROOM, board_limits, cell_centre, edge_centre, hit_test, tile_outline
from .style import (
    DARK,
    Z_BOARD,
    Z_GHOST,
    Z_LETTER,
    Z_MARK,
    Z_MARKER,
    Z_OVERLAY,
    Z_TILE,
    Z_TOP,
    Style,
    _mix,
)

__all__ = ["RenaissanceArtist", "tile_colours", "letter_colour"]

#: Where a tile's letter begins in its cell (top left, clear of a marker's disc).
_LETTER_AT = (0.07, 0.93)
#: Cap height of the cell names, in cells; the most they and the kinds' letters may
#: grow to on a small board (the names' room beside the margin, the corner of a cell
#: beside a marker).
COORD_SIZE, MAX_COORD, MAX_LETTER = 0.2, 0.8 * LABEL_ROOM, 0.24
_SQUARE = np.array([[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]])


def tile_colours(style: Style, kind: str) -> tuple[np.ndarray, np.ndarray]:
    """(face, edge) RGBA of a tile of ``kind``."""
    base = style.kind_colour(kind)
    face = _mix(style.background, base, style.tile_shade)
    edge = _mix(base, "white", 0.45)
    return face, edge


def letter_colour(face) -> np.ndarray:
    """Dark letters on light tiles, light letters on dark ones."""
    r, g, b, _ = to_rgba(face)
    lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return _mix(face, "black", 0.72) if lum > 0.36 else _mix(face, "white", 0.8)


def _label_cell(cells: Sequence[Cell]) -> Cell:
    """The cell of a piece that carries its letter: the top row's leftmost cell."""
    return min(cells, key=lambda c: (-column_row(c)[1], column_row(c)[0]))


def _as_cell(cell) -> Cell:
    c = int(cell)
    if c not in CELLS:
        raise ValueError(f"{cell!r} is not a cell (0..48)")
    return c


def _as_edge(edge) -> tuple[Cell, str]:
    cell, direction = edge
    c = _as_cell(cell)
    if direction not in (">", "<", "^", "v"):
        raise ValueError(f"{direction!r} is not an insertion direction (> < ^ v)")
    return c, str(direction)


class RenaissanceArtist:
    """The artists of a Renaissance board on ``ax``, made once, then :meth:`update`d.

    ``update(game, selected=..., ghost=..., targets=..., arrows=..., last_events=...)``
    shows the game's board (tiles, monominoes, the centre, markers) and the overlays;
    :meth:`hit_test` turns a click into ``('cell', cell)`` or ``('edge', (cell,
    direction))``. Call ``canvas.draw_idle()`` after an update.

    Everything at or above ``marks_zorder`` (the ghost of a piece, the legal cells and
    arrows, the selection) changes with a click; what is below (the board, and the
    marks of the last move) changes only with a move and is left alone when an update
    shows it again as it is (:class:`~ringworld_nb.ui.blit.Layered`: a canvas that
    blits draws the board once and the click's marks over it).

    >>> from matplotlib.figure import Figure
    >>> from ringworld_nb.renaissance import Renaissance
    >>> art = RenaissanceArtist(Figure().add_subplot())
    >>> art.update(Renaissance(), targets=[0, 1], arrows=[(0, ">")])
    >>> art.hit_test(0.5, 1.5), art.hit_test(-0.5, 0.5), art.hit_test(3.5, 3.5)
    (('cell', 1), ('edge', (0, '>')), None)
    """

    #: the artists at or above this zorder are the marks (see the class docstring)
    marks_zorder = Z_GHOST

    def __init__(self, ax, *, style: Style = DARK, setup_axes: bool = True) -> None:
        self.ax = ax
        self.style = st = style
        (x0, x1), (y0, y1) = board_limits(st.coords)
        self.points_per_unit = frame_board(ax, x0, x1, y0, y1, background=st.background,
                                           setup_axes=setup_axes)
        self.scale = min(max(self.points_per_unit / 48.0, 0.3), 2.5)
        least = min_glyph_height(self.points_per_unit, shown_dpi(ax.figure.dpi))
        #: the smallest readable cap height here, in cells
        self.least_glyph = least
        #: cap heights of the kinds' letters and of the cell names, in cells: the
        #: style's, or bigger on a small board (so that they stay readable there)
        self.letter_size = min(max(st.letter_size, least), MAX_LETTER)
        self.coord_size = min(max(COORD_SIZE, least), MAX_COORD)
        self.tiles: list[tuple[str, tuple[Cell, ...]]] = []
        self.markers: list[int] = [0] * len(CELLS)
        self.selected: Cell | None = None
        self.targets: tuple[Cell, ...] = ()
        self.arrows: tuple[tuple[Cell, str], ...] = ()
        self.ghost: tuple[str, tuple[Cell, ...], bool] | None = None
        self.marks = EventMarks()
        self._steps: list = []  # arrows of moved markers, letters of pieces gone
        # what the board and the last move's marks show (None: not drawn yet)
        self._board_shown: tuple | None = None
        self._marks_shown: EventMarks | None = None
        self._build()

    # -- construction -------------------------------------------------------------
    def _build(self) -> None:
        st, ax, sc = self.style, self.ax, self.scale
        add = ax.add_collection
        # The board: a frame, then the 49 cells.
        self.frame = Rectangle((-0.1, -0.1), SIZE + 0.2, SIZE + 0.2, fc=st.frame,
                               ec="none", zorder=Z_BOARD - 0.1)
        ax.add_patch(self.frame)
        squares = np.array([_SQUARE + column_row(c) for c in CELLS])
        self.floor = PolyCollection(squares, closed=True, facecolors=st.board,
                                    edgecolors=st.grid, linewidths=0.8 * sc, zorder=Z_BOARD)
        add(self.floor, autolim=False)
        centre = tile_outline([CENTRE], 0.06)
        self.centre = PathPatch(_closed(centre), fc=st.centre, ec=st.centre_edge,
                                lw=1.0 * sc, hatch="xx", zorder=Z_TILE)
        ax.add_patch(self.centre)
        self.monos = PolyCollection([], closed=True, facecolors=st.mono,
                                    edgecolors=st.mono_edge, linewidths=1.0 * sc,
                                    zorder=Z_TILE, joinstyle="round")
        self.tile_polys = PolyCollection([], closed=True, linewidths=st.tile_lw * sc,
                                         zorder=Z_TILE, joinstyle="round")
        add(self.monos, autolim=False)
        add(self.tile_polys, autolim=False)
        self.letters_dark = PathPatch(_EMPTY, ec="none", zorder=Z_LETTER)
        self.letters_light = PathPatch(_EMPTY, ec="none", zorder=Z_LETTER)
        for p in (self.letters_dark, self.letters_light):
            ax.add_patch(p)
        # Marks of the last move under the markers (outlines), rings above them.
        self.changed = PolyCollection([], closed=True, facecolors="none",
                                      edgecolors=st.changed, linewidths=2.4 * sc,
                                      zorder=Z_MARK, joinstyle="round")
        self.gone = PolyCollection([], closed=True, facecolors="none",
                                   linewidths=2.2 * sc, linestyles=(0, (3, 2)),
                                   zorder=Z_MARK)
        add(self.changed, autolim=False)
        add(self.gone, autolim=False)
        # each marker stamped with its player's letter (readable, but within the disc)
        least = min(self.least_glyph, 0.95 * st.marker_radius)
        self.silver = MetalDiscs(ax, st.silver, Z_MARKER, letter=st.marker_letter("silver"),
                                 least=least)
        self.gold = MetalDiscs(ax, st.gold, Z_MARKER + 0.1, letter=st.marker_letter("gold"),
                               least=least)
        self.rings = _circles(ax, zorder=Z_MARKER + 0.3, fc="none", ec=st.changed,
                              lw=2.2 * sc)
        self.insertion = PolyCollection([], closed=True, facecolors="none",
                                        edgecolors=st.changed, linewidths=1.6 * sc,
                                        zorder=Z_MARK)
        add(self.insertion, autolim=False)
        # Preview, legal marks, selection.
        self.ghost_poly = PolyCollection([], closed=True, linewidths=2.0 * sc,
                                         zorder=Z_GHOST, joinstyle="round")
        add(self.ghost_poly, autolim=False)
        self.ghost_letters = PathPatch(_EMPTY, ec="none", fc=st.text, zorder=Z_GHOST + 0.01)
        ax.add_patch(self.ghost_letters)
        self.dots = _circles(ax, zorder=Z_OVERLAY, fc=st.legal, ec=st.background,
                             lw=1.2 * sc)
        self.arrow_polys = PolyCollection([], closed=True, facecolors=st.arrow,
                                          edgecolors=st.background, linewidths=1.0 * sc,
                                          zorder=Z_OVERLAY, joinstyle="round")
        add(self.arrow_polys, autolim=False)
        self.selection = Rectangle((0, 0), 1, 1, fc=to_rgba(st.selection, 0.12),
                                   ec=st.selection, lw=2.6 * sc, zorder=Z_TOP,
                                   visible=False)
        ax.add_patch(self.selection)
        # Cell names: a..g below and above, 1..7 left and right, outside the margin.
        self.coords = PathPatch(_coord_path(self.coord_size), fc=st.muted, ec="none",
                                zorder=Z_BOARD, visible=st.coords)
        ax.add_patch(self.coords)

    # -- updates --------------------------------------------------------------------
    def update(self, game, *, selected: Cell | None = None,
               ghost: tuple[str, Iterable[Cell], bool] | None = None,
               targets: Iterable[Cell] = (), arrows: Iterable[tuple[Cell, str]] = (),
               last_events: Iterable[Event] = ()) -> None:
        """Show ``game``'s board and the overlays (those not given are cleared):
        ``selected`` ringed in white, legal ``targets`` as dots, insertion ``arrows`` in
        the margin, the ``ghost`` ``(kind, cells, ok)`` of a piece to place, and what
        ``last_events`` changed."""
        self.show_board(game.board)
        self.set_overlays(selected=selected, ghost=ghost, targets=targets, arrows=arrows,
                          last_events=last_events)

    def show_board(self, board) -> None:
        """Tiles, monominoes and markers of a :class:`~ringworld_nb.renaissance.Board`."""
        st = self.style
        tiles = board.tiles
        pieces = sorted(board.pieces.items())
        shown = (tuple(int(t) for t in tiles),
                 tuple((pid, kind, tuple(cells)) for pid, (kind, cells) in pieces),
                 tuple(int(m) for m in board.markers))
        if shown == self._board_shown:
            return  # as shown already (the board is not made stale)
        self._board_shown = shown
        self.tiles = [(kind, tuple(cells)) for _, (kind, cells) in pieces]
        self.markers = list(board.markers)
        monos = [c for c in CELLS if tiles[c] == MONO]
        self.monos.set_verts([tile_outline([c], 0.07) for c in monos])
        self.centre.set_visible(tiles[CENTRE] == BLOCKED)
        verts, faces, edges, = [], [], []
        dark: list[tuple[str, tuple[float, float]]] = []
        light: list[tuple[str, tuple[float, float]]] = []
        for kind, cells in self.tiles:
            face, edge = tile_colours(st, kind)
            verts.append(tile_outline(cells, st.tile_inset))
            faces.append(face)
            edges.append(edge)
            c, r = column_row(_label_cell(cells))
            pos = (c + _LETTER_AT[0], r + _LETTER_AT[1])
            lc = letter_colour(face)
            (dark if lc.mean() < 0.5 else light).append((kind, pos))
        self.tile_polys.set_verts(verts)
        self.tile_polys.set_facecolors(faces if faces else "none")
        self.tile_polys.set_edgecolors(edges if edges else "none")
        for patch, items, base in ((self.letters_dark, dark, "black"),
                                   (self.letters_light, light, "white")):
            patch.set_path(glyph_path([k for k, _ in items], [p for _, p in items],
                                      self.letter_size, ha="left", va="top"))
            patch.set_facecolor(_mix(st.background, base, 0.0) if base == "black"
                                else _mix("#ffffff", st.background, 0.1))
            patch.set_visible(bool(items))
        marked = [(c, m) for c, m in enumerate(board.markers) if m]
        radius = st.marker_radius
        self.silver.set([cell_centre(c) for c, m in marked if m == SILVER_MARKER], radius)
        self.gold.set([cell_centre(c) for c, m in marked if m == GOLD_MARKER], radius)

    def set_overlays(self, *, selected: Cell | None = None,
                     ghost: tuple[str, Iterable[Cell], bool] | None = None,
                     targets: Iterable[Cell] = (), arrows: Iterable[tuple[Cell, str]] = (),
                     last_events: Iterable[Event] = ()) -> None:
        """Replace the overlays (see :meth:`update`)."""
        st = self.style
        self.selected = None if selected is None else _as_cell(selected)
        self.targets = tuple(_as_cell(c) for c in targets)
        self.arrows = tuple(_as_edge(e) for e in arrows)
        if ghost is not None:
            kind, cells, ok = ghost
            self.ghost = (str(kind), tuple(_as_cell(c) for c in cells), bool(ok))
        else:
            self.ghost = None
        self.marks = event_marks(last_events)
        # legal cells and arrows
        _set_circles(self.dots, [cell_centre(c) for c in self.targets], 0.16)
        self.arrow_polys.set_verts([arrow_polygon(edge_centre(c, d), d)
                                    for c, d in self.arrows])
        self.arrow_polys.set_visible(bool(self.arrows))
        # selection
        if self.selected is not None:
            c, r = column_row(self.selected)
            self.selection.set_bounds(c + 0.04, r + 0.04, 0.92, 0.92)
        self.selection.set_visible(self.selected is not None)
        # the preview of a piece
        if self.ghost is not None and self.ghost[1]:
            kind, cells, ok = self.ghost
            colour = st.ghost_ok if ok else st.ghost_bad
            polys = _pieces_outlines(cells, st.tile_inset)
            self.ghost_poly.set_verts(polys)
            self.ghost_poly.set_facecolor(to_rgba(colour, 0.42))
            self.ghost_poly.set_edgecolor(colour)
            self.ghost_poly.set_linestyle("solid" if ok else (0, (3, 2)))
            self.ghost_poly.set_hatch("" if ok else "xx")
            self.ghost_poly.set_visible(True)
            c, r = column_row(_label_cell(cells))
            self.ghost_letters.set_path(glyph_path([kind], [(c + _LETTER_AT[0], r + _LETTER_AT[1])],
                                                   self.letter_size, ha="left", va="top"))
            self.ghost_letters.set_visible(True)
        else:
            self.ghost_poly.set_verts([])
            self.ghost_poly.set_visible(False)
            self.ghost_letters.set_visible(False)
        if self.marks != self._marks_shown:
            self._marks_shown = self.marks
            self._show_last_move()

    def _show_last_move(self) -> None:
        """Draw what the last move changed (:attr:`marks`)."""
        st, sc = self.style, self.scale
        m = self.marks
        self.changed.set_verts([tile_outline(cells, st.tile_inset / 2)
                                for _, cells in m.pieces]
                               + [tile_outline(cells, st.tile_inset / 2)
                                  for _, cells in m.ties])
        ls = ["solid"] * len(m.pieces) + [(0, (1, 1.5))] * len(m.ties)
        self.changed.set_linestyles(ls if ls else "solid")
        self.changed.set_visible(bool(m.pieces or m.ties))
        gone_edges = [st.metal(p)[2] if p else st.changed for _, _, p in m.gone]
        self.gone.set_verts([tile_outline(cells, st.tile_inset) for _, cells, _ in m.gone])
        self.gone.set_edgecolors(gone_edges if gone_edges else "none")
        self.gone.set_visible(bool(m.gone))
        _set_circles(self.rings, [cell_centre(c) for c in m.rings],
                     st.marker_radius + 0.08)
        self.insertion.set_verts([] if m.insertion is None else
                                 [arrow_polygon(edge_centre(*m.insertion), m.insertion[1])])
        self.insertion.set_visible(m.insertion is not None)
        for a in self._steps:
            a.remove()
        self._steps = []
        for (kind, cells, _), colour in zip(m.gone, gone_edges):
            c, r = column_row(_label_cell(cells))
            letter = PathPatch(glyph_path([kind], [(c + _LETTER_AT[0], r + _LETTER_AT[1])],
                                          self.letter_size, ha="left", va="top"),
                               fc=colour, ec="none", zorder=Z_MARK)
            self.ax.add_patch(letter)
            self._steps.append(letter)
        shrink = (st.marker_radius + 0.02) * self.points_per_unit
        for frm, to in m.steps:
            arrow = FancyArrowPatch(cell_centre(frm), cell_centre(to), arrowstyle="-|>",
                                    mutation_scale=11 * sc, color=st.changed, lw=1.8 * sc,
                                    shrinkA=shrink, shrinkB=shrink, zorder=Z_MARKER + 0.35,
                                    path_effects=[withStroke(linewidth=4.0 * sc,
                                                             foreground=st.background)])
            self.ax.add_patch(arrow)
            self._steps.append(arrow)

    def show_coords(self, visible: bool = True) -> None:
        """Show or hide the cell names around the board (their room stays)."""
        self.coords.set_visible(bool(visible))

    # -- queries ---------------------------------------------------------------------
    def hit_test(self, x: float | None, y: float | None) -> tuple[str, object] | None:
        """``('cell', cell)`` on a cell of the board (not the centre), ``('edge', (cell,
        direction))`` in a margin square next to an edge cell, else None."""
        return hit_test(x, y)

    def markers_drawn(self) -> dict[str, int]:
        """Markers drawn per colour, counted from the discs."""
        return {"silver": len(self.silver.layers[0].get_offsets()),
                "gold": len(self.gold.layers[0].get_offsets())}

    def tiles_drawn(self) -> list[str]:
        """Kinds of the polyomino tiles drawn, in piece-id order."""
        return [k for k, _ in self.tiles]

    def artists(self) -> list:
        """Every artist made by this object."""
        return [self.frame, self.floor, self.centre, self.monos, self.tile_polys,
                self.letters_dark, self.letters_light, self.changed, self.gone,
                *self.silver.artists(), *self.gold.artists(), self.rings, self.insertion,
                self.ghost_poly, self.ghost_letters, self.dots, self.arrow_polys,
                self.selection, self.coords, *self._steps]


# ---------------------------------------------------------------------- helpers --
def _closed(pts: np.ndarray):
    from matplotlib.path import Path

    return Path(np.vstack([pts, pts[:1]]), closed=True)


def _pieces_outlines(cells: Sequence[Cell], inset: float) -> list[np.ndarray]:
    """Outlines of ``cells`` split into edge-connected groups (a preview may be any set)."""
    left = set(cells)
    out = []
    while left:
        group, todo = set(), [left.pop()]
        while todo:
            c = todo.pop()
            group.add(c)
            col, row = column_row(c)
            for d in (c - 1, c + 1, c - SIZE, c + SIZE):
                if d in left and abs(column_row(d)[0] - col) + abs(column_row(d)[1] - row) == 1:
                    left.discard(d)
                    todo.append(d)
        out.append(tile_outline(group, inset))
    return out


def _circles(ax, *, zorder: float, fc, ec, lw: float) -> EllipseCollection:
    coll = EllipseCollection([], [], [], units="xy", offsets=np.zeros((0, 2)),
                             offset_transform=ax.transData, facecolors=fc,
                             edgecolors=ec, linewidths=lw, zorder=zorder)
    ax.add_collection(coll, autolim=False)
    coll.set_visible(False)
    return coll


def _set_circles(coll: EllipseCollection, centres, radius: float) -> None:
    pts = np.asarray(centres, dtype=float).reshape(-1, 2)
    n = len(pts)
    coll.set_offsets(pts if n else np.zeros((0, 2)))
    coll.set_widths(np.full(n, 2 * radius))
    coll.set_heights(np.full(n, 2 * radius))
    coll.set_angles(np.zeros(n))
    coll.set_visible(bool(n))


def _coord_path(size: float = 0.2):
    """The cell names around the board, of cap height ``size`` (cells)."""
    texts, pos = [], []
    off = 1.0 + LABEL_ROOM / 2
    for i in range(SIZE):
        letter, number = "abcdefg"[i], str(i + 1)
        texts += [letter, letter, number, number]
        pos += [(i + 0.5, -off), (i + 0.5, SIZE + off), (-off, i + 0.5), (SIZE + off, i + 0.5)]
    return glyph_path(texts, pos, size)


assert set(KINDS) <= set(DARK.kind_colours)
