"""The artists of one board on one Axes (:class:`DiceBoardArtist`), made once and
updated with what changed."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence

import numpy as np
from matplotlib.collections import EllipseCollection, PolyCollection
from matplotlib.colors import to_rgba, to_rgba_array
from matplotlib.font_manager import FontProperties
from matplotlib.lines import Line2D
from matplotlib.patches import FancyArrowPatch, PathPatch
from matplotlib.path import Path
from matplotlib.patheffects import withStroke

from ...core.pictures import frame_board, min_glyph_height, shown_dpi
from ..hexboard import Hex, HexBoard, hex_name
from ..moves import PLAYER_NAMES, Event
from .events import roll_label
from .glyphs import _PIPS, _dice_geometry, _glyph_path, _stack_contains
from .layout import (
    _PLUS_GAP,
    _coord_labels,
    _stack_top,
    board_limits,
    board_style,
    hex_vertices,
    hit_test,
    plus_room,
)
from .style import (
    _Z_ARROWS,
    _Z_DICE,
    _Z_FLOOR_MARK,
    _Z_HEX,
    _Z_LABEL,
    _Z_MARKS,
    _Z_PIPS,
    _Z_SLAB,
    DARK,
    SQRT3,
    Style,
    _mix,
)

# ------------------------------------------------------------------------ artists --
#: The smallest die, in CSS pixels, whose top face shows pips.
MIN_PIP_DIE_PX = 9.0


def _as_hexes(board: HexBoard, hexes: Iterable | None) -> list[Hex]:
    out = []
    for h in hexes or ():
        if not board.on_board(h):
            raise ValueError(f"{h!r} is not a hex of the {board.n}x{board.n} board")
        out.append((int(h[0]), int(h[1])))
    return out



def _at(hex_: Hex | None) -> Hex:
    """The hex of an event that names one: an attack names both, a reinforcement its dst."""
    if hex_ is None:
        raise ValueError("this event names no hex here")
    return hex_

def _luminance(colour) -> float:
    """The relative luminance of an RGB(A) ``colour`` (0 black, 1 white)."""
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
               for c in colour[:3])
    return float(0.2126 * r + 0.7152 * g + 0.0722 * b)


def _letter_on(floor) -> np.ndarray:
    """The colour of an owner's letter on a hex floor of RGBA ``floor``: the floor much
    lightened, or much darkened when it is light (its relative luminance above 0.18)."""
    light = _luminance(floor) > 0.18
    return _mix(floor, "black" if light else "white", 0.7 if light else 0.62)


class DiceBoardArtist:
    """The artists of one Dice of Doom board on ``ax``, made once and then updated.

    ``update(owner, dice, selected=..., targets=..., sources=..., last_events=...)``
    shows a position and its overlays; it rebuilds the dice only when the position
    changed and the overlays only when they changed, so a widget can call it after every
    click and then ``canvas.draw_idle()``. ``hit_test`` turns a click into a hex.

    Every layer is one collection (hex floors, board edge, dice faces, pips, letters,
    highlight outlines), so a 10 x 10 board of full stacks redraws in a few tens of ms.

    A click changes the marks of a few hexes: the chosen hex and its targets, marked on
    their floors under the dice, and the edges of the chosen stack. So everything at or
    above ``marks_zorder`` (the floor marks and all that is drawn over them: the names
    and letters, the dice, the last turn's arrows and "+1") is a mark, and the floors,
    their owners' colours and the names along the edges below it are the board
    (:class:`~ringworld_nb.ui.blit.Layered`: a canvas that blits renders the board once
    a position and the marks over it after a click). The last turn's marks are made
    again only when the last turn changes: a click keeps the same artists.

    >>> from matplotlib.figure import Figure
    >>> from ringworld_nb.dice import DiceOfDoom
    >>> game = DiceOfDoom(3, seed=1)
    >>> art = DiceBoardArtist(Figure().add_subplot(), game.board, game.players)
    >>> art.update(game.owner, game.dice, selected=(0, 0))
    >>> art.hit_test(0.0, 0.0), art.dice_drawn() == int(game.dice.sum())
    ((0, 0), True)
    """

    #: the artists at or above this zorder are the marks (see the class docstring)
    marks_zorder = _Z_FLOOR_MARK

    def __init__(self, ax, board: HexBoard, players: int = 2, *, max_dice: int = 5,
                 style: Style = DARK, setup_axes: bool = True) -> None:
        self.ax = ax
        self.board = board
        self.players = int(players)
        self.max_dice = int(max_dice)
        self.centres = board.centers()
        # The style at this size: on a crowded board smaller dice, which keep every
        # stack in its hex, and letters and names no smaller than readable.
        pos = ax.get_position()
        w_in, h_in = ax.figure.get_size_inches()
        self.style = style = board_style(board, self.max_dice, style,
                                         w_in * pos.width * 72, h_in * pos.height * 72,
                                         shown_dpi(ax.figure.dpi))
        (x0, x1), (y0, y1) = board_limits(board, self.max_dice, style)
        # Points per data unit (line widths follow the size of the drawing).
        self.points_per_unit = frame_board(ax, x0, x1, y0, y1, background=style.background,
                                           setup_axes=setup_axes)
        self.scale = min(max(self.points_per_unit / 48.0, 0.35), 2.5)
        self.owner = np.full((board.n, board.n), -1, dtype=np.int8)
        self.dice = np.zeros((board.n, board.n), dtype=np.int8)
        self.selected: Hex | None = None
        self.targets: tuple[Hex, ...] = ()
        self.sources: tuple[Hex, ...] = ()
        self.last_events: tuple[Event, ...] = ()
        self._overlay_key: tuple | None = None
        self._build()

    # -- construction -------------------------------------------------------------
    def _build(self) -> None:
        st, ax, sc = self.style, self.ax, self.scale
        n_players = max(self.players, 1)
        cols = [st.colour(p) for p in range(n_players)]
        bg = st.background
        # Lookup tables by owner (index -1 -> neutral grey, last row).
        neutral = "#555b66"
        self._floor_lut = np.array([_mix(bg, c, st.hex_shade) for c in cols]
                                   + [_mix(bg, neutral, st.hex_shade)])
        self._slab_lut = np.array([_mix(bg, c, st.slab_shade) for c in cols]
                                  + [_mix(bg, neutral, st.slab_shade)])
        self._face_lut = np.array([[to_rgba(c), _mix(c, "black", st.die_right),
                                    _mix(c, "white", st.die_top)] for c in cols + [neutral]])
        # The owner's letter, the cue that is not a colour: light on a dark floor,
        # dark on a light one, so that it reads on every player's hexes.
        self._letter_lut = np.array([_letter_on(floor) for floor in self._floor_lut])
        verts = hex_vertices(self.board)
        self.slab = PolyCollection(verts - [0, st.slab], closed=True, zorder=_Z_SLAB,
                                   edgecolors="none", linewidths=0)
        self.hexes = PolyCollection(verts, closed=True, zorder=_Z_HEX,
                                    edgecolors=st.hex_edge, linewidths=st.hex_lw * sc,
                                    joinstyle="round")
        ax.add_collection(self.slab, autolim=False)
        ax.add_collection(self.hexes, autolim=False)
        # Floor marks: sources (thin white), targets (yellow hatched), selection (white).
        inner = hex_vertices(self.board, 0.86)
        self._inner_verts = inner
        self.source_marks = PolyCollection([], closed=True, zorder=_Z_FLOOR_MARK,
                                           facecolors="none",
                                           edgecolors=to_rgba(st.source, 0.7),
                                           linewidths=1.0 * sc, linestyles=(0, (2, 2)))
        self.target_marks = PolyCollection([], closed=True, zorder=_Z_FLOOR_MARK + 0.01,
                                           facecolors=to_rgba(st.target, 0.16),
                                           edgecolors=st.target, linewidths=2.2 * sc,
                                           hatch="////")
        self.selected_mark = PolyCollection([], closed=True, zorder=_Z_FLOOR_MARK + 0.02,
                                            facecolors=to_rgba(st.selection, 0.28),
                                            edgecolors=st.selection, linewidths=2.6 * sc)
        for coll in (self.source_marks, self.target_marks, self.selected_mark):
            ax.add_collection(coll, autolim=False)
        # Dice, pips, letters.
        self.dice_faces = PolyCollection([], closed=True, zorder=_Z_DICE,
                                         edgecolors=st.die_edge, linewidths=st.die_lw * sc,
                                         joinstyle="round")
        ax.add_collection(self.dice_faces, autolim=False)
        self.pips = EllipseCollection([], [], [], units="xy", offsets=np.zeros((0, 2)),
                                      offset_transform=ax.transData, facecolors=st.pip,
                                      edgecolors="none", zorder=_Z_PIPS)
        ax.add_collection(self.pips, autolim=False)
        self.letters = [PathPatch(Path(np.zeros((1, 2)), [Path.MOVETO]),
                                  facecolor=self._letter_lut[p], edgecolor="none",
                                  alpha=st.letter_alpha, zorder=_Z_FLOOR_MARK + 0.05)
                        for p in range(self.players)]
        for patch in self.letters:
            ax.add_patch(patch)
        # Reinforcement marks: "+1" above the new die (text as paths, with a shadow).
        self.plus_shadow = PathPatch(Path(np.zeros((1, 2)), [Path.MOVETO]),
                                     facecolor=st.background, edgecolor=st.background,
                                     linewidth=2.4 * sc, zorder=_Z_MARKS)
        self.plus_marks = PathPatch(Path(np.zeros((1, 2)), [Path.MOVETO]),
                                    facecolor=st.marker, edgecolor="none",
                                    zorder=_Z_MARKS + 0.01)
        ax.add_patch(self.plus_shadow)
        ax.add_patch(self.plus_marks)
        # Hex names along the edges (one compound path).
        texts, pos = _coord_labels(self.board, st, self.max_dice)
        self._coord_pos = pos
        self.coords = PathPatch(_glyph_path(texts, pos, st.coord_size),
                                facecolor=st.coord_colour, edgecolor="none",
                                zorder=_Z_SLAB, visible=st.coords)
        ax.add_patch(self.coords)
        # Each hex's name on its floor, under the owner's letter and in its shade: the
        # columns of a rhombus slant, and "c2" need not be counted from the letters
        # above row 1.
        self._hex_names = [hex_name(h) for h in self.board.hexes]
        self.names = [PathPatch(Path(np.zeros((1, 2)), [Path.MOVETO]),
                                facecolor=self._letter_lut[p], edgecolor="none",
                                alpha=st.letter_alpha * 0.85, zorder=_Z_FLOOR_MARK + 0.04)
                      for p in range(self.players)]
        for patch in self.names:
            ax.add_patch(patch)
        # Each stack's number of dice, on the lit face of its top die: one patch a
        # player, in the ink that reads on that player's dice (dark, or white on a dark
        # die).
        self._count_ink = [st.pip if _luminance(self._face_lut[p, 0]) > 0.18 else "white"
                           for p in range(self.players)]
        self.count_marks = [PathPatch(Path(np.zeros((1, 2)), [Path.MOVETO]),
                                      facecolor=self._count_ink[p], edgecolor="none",
                                      zorder=_Z_PIPS + 0.01) for p in range(self.players)]
        for patch in self.count_marks:
            ax.add_patch(patch)
        self.counts: list[tuple[str, tuple[float, float]]] = []
        self.arrows: list[FancyArrowPatch] = []
        self.label = ax.text(0, 0, "", fontsize=min(9.5, max(7.5, 8.5 * sc)), ha="center",
                             va="center", color=st.text, zorder=_Z_LABEL, visible=False,
                             linespacing=1.25, clip_on=False,
                             bbox={"boxstyle": "round,pad=0.35", "fc": to_rgba(bg, 0.86),
                                   "ec": st.text, "lw": 1.0})
        self.leader = Line2D([], [], color=to_rgba(st.text, 0.7), lw=1.0,
                             zorder=_Z_LABEL - 0.1, visible=False, solid_capstyle="round")
        ax.add_line(self.leader)
        self._face_colours = np.zeros((0, 4))
        self._dice_hex = np.zeros(0, dtype=np.intp)
        self._dice_face = np.zeros(0, dtype=np.intp)
        self._dice_top = np.zeros(0, dtype=bool)
        self._n_dice = 0
        self._plus_hexes: list[int] = []
        self._hide_overlays()

    def _hide_overlays(self) -> None:
        for coll in (self.source_marks, self.target_marks, self.selected_mark):
            coll.set_verts([])
            coll.set_visible(False)
        self._set_plus([], [])
        for arrow in self.arrows:
            arrow.remove()
        self.arrows = []
        self.label.set_visible(False)
        self.leader.set_visible(False)

    # -- updates --------------------------------------------------------------------
    def update(self, owner=None, dice=None, *, selected: Hex | None = None,
               targets: Iterable[Hex] = (), sources: Iterable[Hex] = (),
               last_events: Iterable[Event] = ()) -> None:
        """Show a position (``owner``, ``dice``: (N, N) arrays; None keeps the one shown)
        and the overlays: the ``selected`` hex, its attack ``targets``, the ``sources``
        that may attack, and ``last_events`` (attacks as arrows, reinforcements as +1).
        Overlays not given are cleared. Call ``canvas.draw_idle()`` afterwards.
        """
        changed = False
        if owner is not None or dice is not None:
            changed = self.set_position(self.owner if owner is None else owner,
                                        self.dice if dice is None else dice)
        self.set_overlays(selected=selected, targets=targets, sources=sources,
                          last_events=last_events, force=changed)

    def set_position(self, owner, dice) -> bool:
        """Show the owners and dice; returns False (and does nothing) if unchanged."""
        n = self.board.n
        own = np.asarray(owner, dtype=np.int8)
        dic = np.asarray(dice, dtype=np.int8)
        if own.shape != (n, n) or dic.shape != (n, n):
            raise ValueError(f"owner and dice must be ({n}, {n}) arrays, got "
                             f"{own.shape} and {dic.shape}")
        if (own == self.owner).all() and (dic == self.dice).all():
            return False
        if own.min() < 0 or own.max() >= self.players:
            raise ValueError(f"owners must be players 0..{self.players - 1}")
        if dic.min() < 0 or dic.max() > self.max_dice:
            raise ValueError(f"dice must be 0..{self.max_dice} per hex")
        own_changed = not (own == self.owner).all()
        self.owner, self.dice = own.copy(), dic.copy()
        flat_owner = own.ravel().astype(np.intp)
        if own_changed:
            self.hexes.set_facecolors(self._floor_lut[flat_owner])
            self.slab.set_facecolors(self._slab_lut[flat_owner])
            self._draw_letters(flat_owner)
        self._draw_dice()
        return True

    def _draw_letters(self, flat_owner: np.ndarray) -> None:
        st = self.style
        for p, patch in enumerate(self.letters):
            idx = np.flatnonzero(flat_owner == p) if st.letters else np.zeros(0, int)
            pos = self.centres[idx] + [-(st.die_length * SQRT3 / 2 + 0.09), 0.25]
            patch.set_path(_glyph_path([PLAYER_NAMES[p]] * len(idx), pos,
                                       st.letter_size))
            patch.set_visible(len(idx) > 0)
        for p, patch in enumerate(self.names):
            idx = np.flatnonzero(flat_owner == p) if st.names else np.zeros(0, int)
            pos = self.centres[idx] + [-(st.die_length * SQRT3 / 2 + 0.13), 0.06]
            patch.set_path(_glyph_path([self._hex_names[i] for i in idx], pos,
                                       st.name_size))
            patch.set_visible(len(idx) > 0)

    def _draw_dice(self) -> None:
        st = self.style
        verts, hex_of, face, die_top, n_die = _dice_geometry(self.centres, self.dice, st)
        self._dice_hex, self._dice_face, self._dice_top = hex_of, face, die_top
        self._n_dice = n_die
        owners = self.owner.ravel().astype(np.intp)[hex_of]
        self._face_colours = self._face_lut[owners, face]
        self.dice_faces.set_verts(verts)
        self.dice_faces.set_facecolors(self._face_colours)
        self.dice_faces.set_edgecolors(st.die_edge)
        self.dice_faces.set_linewidths(st.die_lw * self.scale)
        # Pips of the stack's height on the top face of each top die (not on dice too
        # small to show them: there the height of the stack tells).
        if st.pips and self.die_px() >= MIN_PIP_DIE_PX:
            s = st.die_length
            w, h = s * SQRT3 / 2, s / 2
            flat = self.dice.ravel().astype(np.intp)
            pos = []
            m = np.array([[w / 2, w / 2], [h / 2, -h / 2]])
            for i in np.flatnonzero(flat > 0):
                k = int(flat[i])
                t = self.centres[i] + [0, st.stack_base + k * s + h]
                pos.append(t + _PIPS[min(k, 6)] @ m.T)
            if pos:
                offsets = np.concatenate(pos)
                # A circle of radius pip_radius on the face (half side 1) is an ellipse
                # of semi-axes pip_radius * (w, h) / sqrt(2) on screen.
                width = math.sqrt(2) * st.pip_radius * w
                height = math.sqrt(2) * st.pip_radius * h
                n = len(offsets)
                self.pips.set_offsets(offsets)
                self.pips.set_widths(np.full(n, width))
                self.pips.set_heights(np.full(n, height))
                self.pips.set_angles(np.zeros(n))
                self.pips.set_visible(True)
            else:
                self._hide_pips()
        else:
            self._hide_pips()

        self._draw_counts()

    def _draw_counts(self) -> None:
        """The number of dice of each stack, written on the left (lit) face of its top
        die: on the stack itself, so that it belongs to no other hex (a tall stack rises
        over the hexes behind it), and the count need not be read from the pips."""
        st = self.style
        s = st.die_length
        w, h = s * SQRT3 / 2, s / 2
        flat = self.dice.ravel()
        idx = np.flatnonzero(flat > 0) if st.counts else np.zeros(0, int)
        heights = flat[idx].astype(float)
        least = min_glyph_height(self.points_per_unit, shown_dpi(self.ax.figure.dpi))
        size = min(st.count_size, 0.6 * s)
        if size >= least:
            pos = self.centres[idx] + np.column_stack(
                [np.full(len(idx), -w / 2), st.stack_base + heights * s + h / 2 - s / 2])
            on_die = True
        else:  # dice too small for a legible digit: beside the stack, on its own floor
            size = max(st.count_size, least)
            pos = self.centres[idx] + [w + 0.05 + size * 0.35, st.stack_base + h + size / 2]
            on_die = False
        texts = [str(int(flat[i])) for i in idx]
        self.counts = [(t, (float(x), float(y))) for t, (x, y) in zip(texts, pos)]
        owners = self.owner.ravel()[idx]
        for p, patch in enumerate(self.count_marks):
            mine = owners == p
            patch.set_path(_glyph_path([t for t, m in zip(texts, mine) if m], pos[mine],
                                       size))
            patch.set_facecolor(self._count_ink[p] if on_die else st.text)
            patch.set_visible(bool(mine.any()))

    def die_px(self) -> float:
        """The edge of a die on screen, in CSS pixels."""
        return self.style.die_length * self.points_per_unit * shown_dpi(self.ax.figure.dpi) / 72

    def _hide_pips(self) -> None:
        self.pips.set_offsets(np.zeros((0, 2)))
        self.pips.set_widths([])
        self.pips.set_heights([])
        self.pips.set_angles([])
        self.pips.set_visible(False)

    def set_overlays(self, *, selected: Hex | None = None, targets: Iterable[Hex] = (),
                     sources: Iterable[Hex] = (), last_events: Iterable[Event] = (),
                     force: bool = False) -> None:
        """Show the overlays (replacing those shown); skipped when nothing changed."""
        b = self.board
        sel = None if selected is None else _as_hexes(b, [selected])[0]
        tgt = tuple(_as_hexes(b, targets))
        src = tuple(_as_hexes(b, sources))
        events = tuple(last_events)
        key = (sel, tgt, src, events)
        old = self._overlay_key
        if key == old and not force:
            return
        self._overlay_key = key
        self.selected, self.targets, self.sources, self.last_events = sel, tgt, src, events
        # the last events' marks (arrows, "+1", the rolls) are made again only when the
        # events change (new arrows are new artists: a canvas renders them whole)
        new_events = force or old is None or old[3] != events
        if new_events:
            self._hide_overlays()
        else:
            for coll in (self.source_marks, self.target_marks, self.selected_mark):
                coll.set_verts([])
                coll.set_visible(False)
        self._restore_dice_edges()
        idx = b.index
        # Hexes that may attack (not the selected one).
        s_idx = [idx(h) for h in src if h != sel]
        if s_idx:
            self.source_marks.set_verts(self._inner_verts[s_idx])
            self.source_marks.set_visible(True)
        t_idx = [idx(h) for h in tgt]
        if t_idx:
            self.target_marks.set_verts(hex_vertices(b)[t_idx])
            self.target_marks.set_visible(True)
        if sel is not None:
            self.selected_mark.set_verts(hex_vertices(b)[[idx(sel)]])
            self.selected_mark.set_visible(True)
            self._edge_dice([idx(sel)], self.style.selection)
        if new_events:
            self._show_events(events)
        if self._plus_hexes:  # the top die of a reinforced stack
            self._edge_dice(self._plus_hexes, self.style.marker, top_only=True)

    def _restore_dice_edges(self) -> None:
        self.dice_faces.set_edgecolors(self.style.die_edge)
        self.dice_faces.set_linewidths(self.style.die_lw * self.scale)

    def _edge_dice(self, hexes: Sequence[int], colour, top_only: bool = False) -> None:
        """White edges on the dice of ``hexes`` (only the top die with ``top_only``)."""
        n = len(self._dice_hex)
        if not n:
            return
        mask = np.isin(self._dice_hex, hexes)
        if top_only:
            mask &= self._dice_top
        edges = np.asarray(self.dice_faces.get_edgecolors())
        if len(edges) != n:
            edges = np.broadcast_to(to_rgba_array(self.style.die_edge), (n, 4)).copy()
        else:
            edges = edges.copy()
        lws = np.asarray(self.dice_faces.get_linewidths(), dtype=np.float64)
        lws = np.broadcast_to(lws, (n,)).copy() if lws.size in (1, n) else np.full(
            n, self.style.die_lw * self.scale)
        edges[mask] = to_rgba(colour)
        lws[mask] = 1.3 * self.scale
        self.dice_faces.set_edgecolors(edges)
        self.dice_faces.set_linewidths(lws)

    def _set_plus(self, texts: Sequence[str], positions) -> None:
        path = _glyph_path(texts, np.asarray(positions, dtype=float).reshape(-1, 2),
                           self._marker_size())
        self.plus_marks.set_path(path)
        self.plus_shadow.set_path(path)
        self.plus_marks.set_visible(bool(len(texts)))
        self.plus_shadow.set_visible(bool(len(texts)))

    def _show_events(self, events: Sequence[Event]) -> None:
        st, b = self.style, self.board
        sc = min(self.scale, 1.4)
        attacks = [e for e in events if e.kind == "attack"]
        for k, e in enumerate(attacks):
            latest = k == len(attacks) - 1
            a, d = self.centres[b.index(_at(e.src))], self.centres[b.index(_at(e.dst))]
            arrow = FancyArrowPatch(
                a + [0, 0.05], d + [0, 0.05], arrowstyle="-|>",
                mutation_scale=(15 if latest else 10) * sc,
                connectionstyle="arc3,rad=-0.3",
                color=st.arrow if latest else to_rgba(st.arrow, 0.75),
                linestyle="solid" if e.won else (0, (2.2, 1.4)),
                lw=(2.4 if latest else 1.6) * sc, shrinkA=3 * sc, shrinkB=5 * sc,
                zorder=_Z_ARROWS + (0.1 if latest else 0), capstyle="butt",
                path_effects=[withStroke(linewidth=(5.0 if latest else 3.0) * sc,
                                         foreground=to_rgba(st.background, 0.85))])
            self.ax.add_patch(arrow)
            self.arrows.append(arrow)
        plus = Counter(b.index(_at(e.dst)) for e in events if e.kind == "reinforce")
        self._plus_hexes = sorted(plus)
        if plus:
            hexes = self._plus_hexes
            top = self.centres[hexes] + np.column_stack(
                [np.zeros(len(hexes)),
                 _stack_top(st, self.dice.ravel()[hexes]) + _PLUS_GAP
                 + self._marker_size() / 2])
            self._set_plus([f"+{plus[i]}" for i in hexes], top)
        if attacks:
            e = attacks[-1]
            self._place_label(e, self.centres[b.index(_at(e.src))],
                              self.centres[b.index(_at(e.dst))])

    def _marker_size(self) -> float:
        """Height of a "+1" in data units: the style's, but at least 7 points - and no
        more than the room kept for it above the stacks."""
        return min(max(self.style.marker_size, 7.0 / self.points_per_unit),
                   plus_room(self.style))

    def _label_size(self, text: str) -> tuple[float, float]:
        """Width and height of the label's box in data units."""
        from matplotlib.textpath import text_to_path

        prop = FontProperties(size=self.label.get_fontsize())
        lines = text.split("\n")
        width = max(text_to_path.get_text_width_height_descent(line, prop, ismath=False)[0]
                    for line in lines)
        fs = self.label.get_fontsize()
        pad = 0.35 * fs * 2
        height = len(lines) * fs * 1.25 + pad
        return (width + pad) / self.points_per_unit, height / self.points_per_unit

    def _place_label(self, e: Event, a: np.ndarray, d: np.ndarray) -> None:
        """Show the rolls of attack ``e`` (from ``a`` to ``d``) near the arrow, where the
        box hides the least: never the two hexes fought over if it can help it, stacks
        and "+1" marks and the hex names as little as possible, bare floor a little;
        inside the Axes, with a leader line to the arrow when it had to move away."""
        st, lbl = self.style, self.label
        text = roll_label(e)
        lbl.set_text(text)
        w, h = self._label_size(text)
        (x0, x1), (y0, y1) = sorted(self.ax.get_xlim()), sorted(self.ax.get_ylim())
        mid = (a + d) / 2 + [0, 0.15]
        angles = np.radians(np.arange(0, 360, 22.5))
        radii = np.array([0.9, 1.3, 1.8, 2.4, 3.0, 3.6])
        cand = (mid + (radii[:, None, None] * np.stack([np.cos(angles), np.sin(angles)],
                                                        axis=1)[None])).reshape(-1, 2)
        cand[:, 0] = np.clip(cand[:, 0], x0 + w / 2, x1 - w / 2)
        cand[:, 1] = np.clip(cand[:, 1], y0 + h / 2, y1 - h / 2)
        gx, gy = np.meshgrid(np.linspace(-0.5, 0.5, 9), np.linspace(-0.5, 0.5, 4))
        grid = np.stack([gx.ravel() * w, gy.ravel() * h], axis=1)
        pts = cand[:, None, :] + grid[None]  # (C, P, 2)
        flat = pts.reshape(-1, 2)
        # What a sample point would hide: the two hexes fought over (never, if possible),
        # a stack of dice or a "+1" (much), a bare hex floor (a little).
        height = self.dice.ravel().astype(float)
        height[self._plus_hexes] += 1.0 + self._marker_size() / st.die_length
        s_ = st.die_length
        w_, h_ = s_ * SQRT3 / 2, s_ / 2
        dx = np.abs(flat[:, None, 0] - self.centres[None, :, 0])
        dy = flat[:, None, 1] - self.centres[None, :, 1] - st.stack_base
        slope = h_ * np.minimum(dx, w_) / w_
        on_stack = (dx <= w_ + 0.03) & (dy >= slope - 0.03) & (
            dy <= height[None] * s_ + 2 * h_ - slope + 0.03)
        d2 = (dx ** 2 + (flat[:, None, 1] - self.centres[None, :, 1]) ** 2)
        on_hex = d2 < 0.3
        fought = [self.board.index(_at(e.src)), self.board.index(_at(e.dst))]
        on_fought = (on_hex[:, fought] | on_stack[:, fought]).any(1)
        cost = (12.0 * on_fought + 1.0 * on_stack.any(1) + 0.25 * on_hex.any(1))
        if self.coords.get_visible():  # the hex names along the edges (as a stack)
            near = np.hypot(*(flat[:, None, :] - self._coord_pos[None]).transpose(2, 0, 1))
            cost = cost + 1.0 * (near < 1.1 * st.coord_size).any(1)
        cost = cost.reshape(len(cand), -1)
        score = cost.sum(1) + 2.0 * np.hypot(*(cand - mid).T)
        pos = cand[int(np.argmin(score))]
        lbl.set_position(pos)
        # A leader from the label to the arrow when the label had to move away.
        far = np.hypot(*(pos - mid)) > 0.75 * max(h, 0.9) + 0.6
        self.leader.set_data([pos[0], mid[0]], [pos[1], mid[1] - 0.1])
        self.leader.set_visible(bool(far))
        attacker = st.colour(e.player)
        defender = st.colour(e.other) if e.other is not None else st.text
        lbl.get_bbox_patch().set_edgecolor(attacker if e.won else defender)
        lbl.set_visible(True)

    def show_coords(self, visible: bool = True) -> None:
        """Show or hide the hex names along the edges (the room for them stays)."""
        self.coords.set_visible(bool(visible))

    # -- queries ---------------------------------------------------------------------
    def hit_test(self, x: float | None, y: float | None, *,
                 stacks: bool = True) -> Hex | None:
        """The hex under the data point ``(x, y)``, or None.

        With ``stacks`` (default) a point on a stack of dice - which rises above its hex
        - picks that stack's hex, the front stack winning, as the player sees it;
        otherwise (or off every stack) the hexagon holding the point.
        """
        if x is None or y is None:
            return None
        if stacks and math.isfinite(x) and math.isfinite(y):
            on = np.flatnonzero(_stack_contains(self.centres, self.dice, self.style,
                                                float(x), float(y))
                                & (self.dice.ravel() > 0))
            if len(on):
                return self.board.hexes[int(on.max())]  # drawn last = in front
        return hit_test(self.board, x, y)

    def hexes_of(self, player: int) -> list[Hex]:
        """Hexes drawn in ``player``'s colour, read back from the floor colours."""
        faces = np.asarray(self.hexes.get_facecolors())
        want = self._floor_lut[player]
        return [self.board.hexes[i]
                for i in np.flatnonzero(np.all(np.isclose(faces, want), axis=1))]

    def dice_drawn(self, hex_: Hex | None = None) -> int:
        """Number of dice drawn (on ``hex_`` only if given), counted from the polygons."""
        left = self._dice_face == 0
        if hex_ is None:
            return int(left.sum())
        return int((left & (self._dice_hex == self.board.index(hex_))).sum())

    def dice_colours(self) -> list[int]:
        """For each die drawn, the player whose colour its left face has."""
        left = self._face_colours[self._dice_face == 0]
        out = []
        for rgba in left:
            hit = np.flatnonzero(np.all(np.isclose(self._face_lut[:, 0], rgba), axis=1))
            out.append(int(hit[0]) if len(hit) else -1)
        return out

    def reinforced(self) -> list[Hex]:
        """Hexes marked with a reinforcement."""
        return sorted({_at(e.dst) for e in self.last_events if e.kind == "reinforce"})

    def artists(self) -> list:
        """Every artist made by this object (e.g. to remove or to animate them)."""
        return [self.slab, self.hexes, self.source_marks, self.target_marks,
                self.selected_mark, self.dice_faces, self.pips, *self.letters,
                *self.count_marks, self.plus_shadow, self.plus_marks, self.coords,
                *self.arrows, self.label, self.leader]
