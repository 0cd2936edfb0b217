"""Drawing Dice of Doom with matplotlib: the hex board, stacks of dice, overlays, PNGs.

The board is the N x N parallelogram of pointy-top hexagons of docs/rules.md §2.1 (each row
half a hex to the left of the row above), in the data units of
:meth:`HexBoard.centers <ringworld_nb.dice.hexboard.HexBoard.centers>`: neighbouring
centres are 1 apart. Each hex is filled with a dark shade of its owner's colour and
carries its dice as a stack of small cubes seen in a quarter (isometric) view - top face
light, left face in the player's colour, right face in shadow - with the pips of the
stack's height on the top face of the top die. Stacks never touch each other: in a hex
grid the hexes behind a stack sit half a hex to its left and right, so even full stacks
of five rise between them, and the painter's order (back rows first) does the rest.

Look
----
* **Players** A, B, C, D in the Okabe-Ito palette, which stays distinct for the common
  kinds of colour blindness: orange, sky blue, bluish green, reddish purple. The owner's
  letter sits small in the hex's upper left, so the picture reads in grey too.
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

This module imports no ipywidgets and never re-derives a rule: targets, sources and
events come from the engine.
"""

from __future__ import annotations

import io
import math
import os
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import EllipseCollection, PolyCollection
from matplotlib.colors import to_rgba, to_rgba_array
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.lines import Line2D
from matplotlib.patches import FancyArrowPatch, FancyBboxPatch, PathPatch, RegularPolygon
from matplotlib.path import Path
from matplotlib.patheffects import withStroke
from matplotlib.textpath import TextPath

from .hexboard import Hex, HexBoard
from .moves import PLAYER_NAMES, Event

__all__ = [
    "DARK",
    "LEGEND_ENTRIES",
    "OKABE_ITO",
    "PNG_SIGNATURE",
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
]

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
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


# ------------------------------------------------------------------------- geometry --
_HEX_UNIT = HEX_RADIUS * np.array(
    [[math.cos(math.radians(a)), math.sin(math.radians(a))]
     for a in (90, 150, 210, 270, 330, 30)])


def hex_vertices(board: HexBoard, scale: float = 1.0) -> np.ndarray:
    """(N*N, 6, 2) corners of the hexagons in reading order (``scale`` < 1 shrinks them)."""
    return board.centers()[:, None, :] + scale * _HEX_UNIT[None]


def _stack_top(style: Style, dice) -> np.ndarray:
    """y of the top of a stack of ``dice`` dice above its hex centre."""
    return style.stack_base + (np.asarray(dice) + 1) * style.die_size


#: Room for the hex names beside the board (left) and under it, in board units.
_COORD_SPACE = 0.42
#: Gap between a stack and the "+1" above it, and the tallest "+1": the room kept above
#: the tallest stacks, so that a mark on the top row stays inside the picture.
_PLUS_GAP, _PLUS_MAX = 0.04, 0.24
#: The column letters above the top row: gap under them, and their reach below and
#: above their centre (lower-case letters centred on the cap height, descenders of g, j).
_TOP_GAP, _LETTER_DOWN, _LETTER_UP = 0.06, 0.8, 0.55


def _marks_top(style: Style, max_dice: int) -> float:
    """Highest y above a hex centre that a stack of ``max_dice`` dice and the "+1" of
    a reinforcement on it can reach."""
    return float(_stack_top(style, max_dice)) + _PLUS_GAP + _PLUS_MAX


def _coord_labels(board: HexBoard, style: Style,
                  max_dice: int = 5) -> tuple[list[str], np.ndarray]:
    """Texts and centres of the hex names along the edges: row numbers left of each
    row, column letters under the bottom row and above the top row - each letter
    above its hex of row 1, over the tallest stack of ``max_dice`` dice and its "+1"."""
    style = style.for_dice(max_dice)
    c = board.centers()
    n = board.n
    texts, pos = [], []
    for r in range(n):
        x, y = c[r * n]
        text = str(r + 1)
        v, _ = _glyph(text)
        half = (v[:, 0].max() - v[:, 0].min()) * style.coord_size / 2
        texts.append(text)
        # right-aligned, clear of the stack on the next row's first hex (which rises
        # beside the number, half a hex further left)
        pos.append((x - 0.8 - half, y))
    letters = "abcdefghij"
    for col in range(n):
        x, y = c[(n - 1) * n + col]
        texts.append(letters[col])
        pos.append((x, y - HEX_RADIUS - style.slab - _COORD_SPACE / 2))
    above = _marks_top(style, max_dice) + _TOP_GAP + _LETTER_DOWN * style.coord_size
    for col in range(n):
        x, y = c[col]
        texts.append(letters[col])
        pos.append((x, y + above))
    return texts, np.array(pos, dtype=float)


def board_limits(board: HexBoard, max_dice: int = 5, style: Style = DARK,
                 margin: float = 0.12) -> tuple[tuple[float, float], tuple[float, float]]:
    """``((x0, x1), (y0, y1))``: data limits holding the board, stacks of ``max_dice``
    with a "+1" on them (and the hex names along the edges, with ``style.coords``)."""
    style = style.for_dice(max_dice)
    c = board.centers()
    room = _COORD_SPACE if style.coords else 0.0
    x0, x1 = c[:, 0].min() - 0.5 - margin - 1.5 * room, c[:, 0].max() + 0.5 + margin
    y0 = c[:, 1].min() - HEX_RADIUS - style.slab - margin - room
    top = max(HEX_RADIUS, _marks_top(style, max_dice))
    if style.coords:
        top += _TOP_GAP + (_LETTER_DOWN + _LETTER_UP) * style.coord_size
    y1 = c[:, 1].max() + top + margin
    return (float(x0), float(x1)), (float(y0), float(y1))


def hit_test(board: HexBoard, x: float | None, y: float | None) -> Hex | None:
    """``(row, col)`` of the hex whose hexagon holds the point ``(x, y)``; None outside.

    The hexagons tile the plane, so the hexagon holding a point is the one with the
    nearest centre; a point beyond the board's edge is in no hexagon of the board.

    >>> from ringworld_nb.dice import HexBoard
    >>> board = HexBoard(3)
    >>> hit_test(board, 0.0, 0.0), hit_test(board, 0.5, -0.87), hit_test(board, -2, 1)
    ((0, 0), (1, 1), None)
    """
    if x is None or y is None:
        return None
    x, y = float(x), float(y)
    if not (math.isfinite(x) and math.isfinite(y)):
        return None
    c = board.centers()
    d = c - np.array([x, y])
    i = int(np.argmin((d ** 2).sum(axis=1)))
    dx, dy = abs(d[i, 0]), abs(d[i, 1])
    eps = 1e-9
    if dx <= 0.5 + eps and dx * 0.5 + dy * SQRT3 / 2 <= 0.5 + eps:
        return board.hexes[i]
    return None


# ------------------------------------------------------------------ dice polygons --
def _pip_layout() -> dict[int, np.ndarray]:
    q = 0.5
    return {
        1: np.array([[0, 0]]),
        2: np.array([[q, q], [-q, -q]]),
        3: np.array([[q, q], [0, 0], [-q, -q]]),
        4: np.array([[q, q], [-q, -q], [q, -q], [-q, q]]),
        5: np.array([[q, q], [-q, -q], [q, -q], [-q, q], [0, 0]]),
        6: np.array([[q, q], [-q, -q], [q, -q], [-q, q], [q, 0], [-q, 0]]),
    }


_PIPS = _pip_layout()


def _dice_geometry(centres: np.ndarray, dice: np.ndarray, style: Style):
    """Polygons of the stacks, in painter's order (back row first, bottom die first).

    Returns ``(verts, hex_of, face, on_top_die, dice)``: ``verts`` (K, 4, 2); for each
    polygon the flat hex it belongs to, its face (0 left, 1 right, 2 top - top faces only
    on top dice, the others being hidden) and whether it belongs to the top die of its
    stack; and the number of dice drawn.
    """
    s = style.die_size
    w, h = s * SQRT3 / 2, s / 2
    counts = np.asarray(dice, dtype=np.intp).ravel()
    hex_idx = np.repeat(np.arange(len(counts)), counts)
    level = np.concatenate([np.arange(n) for n in counts]) if len(counts) else np.zeros(0)
    level = level.astype(float)
    px = centres[hex_idx, 0]
    py = centres[hex_idx, 1] + style.stack_base + level * s
    left = np.array([[0, 0], [-w, h], [-w, h + s], [0, s]])
    right = np.array([[0, 0], [w, h], [w, h + s], [0, s]])
    top = np.array([[0, s], [-w, h + s], [0, 2 * h + s], [w, h + s]])
    p = np.stack([px, py], axis=1)[:, None, :]
    sides = np.stack([p + left[None], p + right[None]], axis=1)  # (D, 2, 4, 2)
    is_top = level == (counts[hex_idx] - 1)
    # Interleave: each die's two sides, and after the top die of a stack its top face.
    n_die = len(hex_idx)
    per_die = 2 + is_top.astype(np.intp)
    total = int(per_die.sum())
    verts = np.empty((total, 4, 2))
    starts = (np.cumsum(per_die) - per_die).astype(np.intp)
    verts[starts] = sides[:, 0]
    verts[starts + 1] = sides[:, 1]
    tops = starts[is_top] + 2
    verts[tops] = p[is_top] + top[None]
    hex_of = np.repeat(hex_idx, per_die)
    face = np.empty(total, dtype=np.intp)
    face[starts] = 0
    face[starts + 1] = 1
    face[tops] = 2
    die_top = np.repeat(is_top, per_die)
    return verts, hex_of, face, die_top, n_die


def _stack_contains(centres: np.ndarray, dice: np.ndarray, style: Style,
                    x: float, y: float) -> np.ndarray:
    """Boolean per hex: does the point fall on the silhouette of its stack of dice?"""
    s = style.die_size
    w, h = s * SQRT3 / 2, s / 2
    dx = np.abs(x - centres[:, 0])
    base = centres[:, 1] + style.stack_base
    lo = base + h * dx / w
    hi = base + (np.asarray(dice).ravel() * s) + 2 * h - h * dx / w
    return (dx <= w) & (y >= lo) & (y <= hi)


# ----------------------------------------------------------------------- glyphs --
_FONT = FontProperties(family="DejaVu Sans", weight="bold")
_GLYPHS: dict[str, tuple[np.ndarray, np.ndarray]] = {}


def _glyph(text: str) -> tuple[np.ndarray, np.ndarray]:
    """Vertices (cap height 1, centred) and codes of ``text`` in a bold sans font."""
    if text not in _GLYPHS:
        tp = TextPath((0, 0), text, size=1.0, prop=_FONT)
        v = np.asarray(tp.vertices, dtype=float)
        cap = TextPath((0, 0), "H", size=1.0, prop=_FONT).vertices[:, 1].max()
        v = (v - [(v[:, 0].min() + v[:, 0].max()) / 2, cap / 2]) / cap
        codes = tp.codes if tp.codes is not None else np.full(len(v), Path.LINETO)
        _GLYPHS[text] = (v, np.asarray(codes))
    return _GLYPHS[text]


def _glyph_path(texts: Sequence[str], positions: np.ndarray, height: float) -> Path:
    """One compound path: ``texts[k]`` centred at ``positions[k]``, ``height`` tall."""
    if not len(texts):
        return Path(np.zeros((1, 2)), [Path.MOVETO])
    verts, codes = [], []
    for t, pos in zip(texts, positions):
        v, c = _glyph(t)
        verts.append(v * height + pos)
        codes.append(c)
    return Path(np.concatenate(verts), np.concatenate(codes))


# ------------------------------------------------------------------------ events --
def _replay(game, k: int) -> list[Event]:
    """Events of the last ``k`` moves of ``game``, replayed on a clone."""
    if k <= 0:
        return []
    trial = game.clone()
    moves = list(trial.history[-k:])
    outcomes = list(trial.outcomes[-k:])
    for _ in range(k):
        trial.undo()
    events: list[Event] = []
    for move, (outcome, rolls) in zip(moves, outcomes):
        events.extend(trial.play(move, outcome=outcome, rolls=rolls))
    return events


def last_move_events(game) -> list[Event]:
    """The events of the last move played on ``game`` (empty at the start).

    Replayed on a clone with the recorded outcome and faces, so a rolled attack shows
    the dice really rolled.
    """
    return _replay(game, 1 if game.history else 0)


def last_turn_events(game) -> list[Event]:
    """The events of the last turn: the last move and the attacks before it in the same
    turn (after a pass: the whole turn that the pass ended, with its reinforcements)."""
    history = game.history
    if not history:
        return []
    k = 1
    while k < len(history) and not history[-k - 1].is_pass:
        k += 1
    return _replay(game, k)


def roll_label(event: Event) -> str:
    r"""The text shown for an attack: who rolled what, and the result, e.g.
    ``'A 5+3+6 = 14  vs  B 2+4 = 6\ncaptured'`` (dice counts when nothing was rolled).

    >>> roll_label(Event("attack", 0, (0, 0), (0, 1), 1, (2, 1), ((5, 3), (6,)), True))
    'A 5+3 = 8  vs  B 6\ncaptured'
    """
    a_name = PLAYER_NAMES[event.player]
    d_name = PLAYER_NAMES[event.other] if event.other is not None else "?"
    if event.rolls is not None:
        def side(faces: Sequence[int]) -> str:
            faces = tuple(faces)
            if len(faces) == 1:
                return str(faces[0])
            return f"{'+'.join(map(str, faces))} = {sum(faces)}"

        head = f"{a_name} {side(event.rolls[0])}  vs  {d_name} {side(event.rolls[1])}"
    else:
        a_n, d_n = (tuple(event.dice) + (0, 0))[:2]
        head = f"{a_name} {a_n} dice  vs  {d_name} {d_n}"
    return head + "\n" + ("captured" if event.won else "repelled")


# ------------------------------------------------------------------------ artists --
def _as_hexes(board: HexBoard, hexes: Iterable | None) -> list[Hex]:
    out = []
    for h in hexes or ():
        if not board.on_board(h):
            raise ValueError(f"{h!r} is not a hex of the {board.n}x{board.n} board")
        out.append((int(h[0]), int(h[1])))
    return out


class DiceBoardArtist:
    """The artists of one Dice of Doom board on ``ax``, made once and then updated.

    ``update(owner, dice, selected=..., targets=..., sources=..., last_events=...)``
    shows a position and its overlays; it rebuilds the dice only when the position
    changed and the overlays only when they changed, so a widget can call it after every
    click and then ``canvas.draw_idle()``. ``hit_test`` turns a click into a hex.

    Every layer is one collection (hex floors, board edge, dice faces, pips, letters,
    highlight outlines), so a 10 x 10 board of full stacks redraws in a few tens of ms.

    >>> from matplotlib.figure import Figure
    >>> from ringworld_nb.dice import DiceOfDoom
    >>> game = DiceOfDoom(3, seed=1)
    >>> art = DiceBoardArtist(Figure().add_subplot(), game.board, game.players)
    >>> art.update(game.owner, game.dice, selected=(0, 0))
    >>> art.hit_test(0.0, 0.0), art.dice_drawn() == int(game.dice.sum())
    ((0, 0), True)
    """

    def __init__(self, ax, board: HexBoard, players: int = 2, *, max_dice: int = 5,
                 style: Style = DARK, setup_axes: bool = True) -> None:
        self.ax = ax
        self.board = board
        self.players = int(players)
        self.max_dice = int(max_dice)
        self.style = style = style.for_dice(self.max_dice)
        self.centres = board.centers()
        (x0, x1), (y0, y1) = board_limits(board, self.max_dice, style)
        if setup_axes:
            ax.set_xlim(x0, x1)
            ax.set_ylim(y0, y1)
            ax.set_aspect("equal", adjustable="box", anchor="C")
            ax.set_axis_off()
            ax.set_facecolor(style.background)
        # Points per data unit (line widths follow the size of the drawing).
        fig = ax.figure
        pos = ax.get_position()
        w_in, h_in = fig.get_size_inches()
        ppu = min(w_in * pos.width * 72 / (x1 - x0), h_in * pos.height * 72 / (y1 - y0))
        self.points_per_unit = max(ppu, 1.0)
        self.scale = min(max(self.points_per_unit / 48.0, 0.35), 2.5)
        self.owner = np.full((board.n, board.n), -1, dtype=np.int8)
        self.dice = np.zeros((board.n, board.n), dtype=np.int8)
        self.selected: Hex | None = None
        self.targets: tuple[Hex, ...] = ()
        self.sources: tuple[Hex, ...] = ()
        self.last_events: tuple[Event, ...] = ()
        self._overlay_key: object = None
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
        self._letter_lut = np.array([_mix(c, "white", 0.55) for c in cols]
                                    + [_mix(neutral, "white", 0.5)])
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
            pos = self.centres[idx] + [-(st.die_size * SQRT3 / 2 + 0.09), 0.25]
            patch.set_path(_glyph_path([PLAYER_NAMES[p]] * len(idx), pos,
                                       st.letter_size))
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
        # Pips of the stack's height on the top face of each top die.
        if st.pips:
            s = st.die_size
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
        if key == self._overlay_key and not force:
            return
        self._overlay_key = key
        self.selected, self.targets, self.sources, self.last_events = sel, tgt, src, events
        self._hide_overlays()
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
        self._show_events(events)

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
        lws = np.asarray(self.dice_faces.get_linewidths(), dtype=float)
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
            a, d = self.centres[b.index(e.src)], self.centres[b.index(e.dst)]
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
        plus = Counter(b.index(e.dst) for e in events if e.kind == "reinforce")
        self._plus_hexes = sorted(plus)
        if plus:
            hexes = self._plus_hexes
            top = self.centres[hexes] + np.column_stack(
                [np.zeros(len(hexes)),
                 _stack_top(st, self.dice.ravel()[hexes]) + _PLUS_GAP
                 + self._marker_size() / 2])
            self._set_plus([f"+{plus[i]}" for i in hexes], top)
            self._edge_dice(hexes, st.marker, top_only=True)
        if attacks:
            e = attacks[-1]
            self._place_label(e, self.centres[b.index(e.src)], self.centres[b.index(e.dst)])

    def _marker_size(self) -> float:
        """Height of a "+1" in data units: the style's, but at least 7 points - and no
        more than the room kept for it above the stacks."""
        return min(max(self.style.marker_size, 7.0 / self.points_per_unit), _PLUS_MAX)

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
        height[self._plus_hexes] += 1.0 + self._marker_size() / st.die_size
        s_ = st.die_size
        w_, h_ = s_ * SQRT3 / 2, s_ / 2
        dx = np.abs(flat[:, None, 0] - self.centres[None, :, 0])
        dy = flat[:, None, 1] - self.centres[None, :, 1] - st.stack_base
        slope = h_ * np.minimum(dx, w_) / w_
        on_stack = (dx <= w_ + 0.03) & (dy >= slope - 0.03) & (
            dy <= height[None] * s_ + 2 * h_ - slope + 0.03)
        d2 = (dx ** 2 + (flat[:, None, 1] - self.centres[None, :, 1]) ** 2)
        on_hex = d2 < 0.3
        fought = [self.board.index(e.src), self.board.index(e.dst)]
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
        return sorted({e.dst for e in self.last_events if e.kind == "reinforce"})

    def artists(self) -> list:
        """Every artist made by this object (e.g. to remove or to animate them)."""
        return [self.slab, self.hexes, self.source_marks, self.target_marks,
                self.selected_mark, self.dice_faces, self.pips, *self.letters,
                self.plus_shadow, self.plus_marks, self.coords, *self.arrows, self.label,
                self.leader]


# ------------------------------------------------------------------- status strip --
def status_caption(game) -> str:
    """The line above the players: whose turn it is and what they may do, or the result."""
    if game.is_over:
        w = game.winners
        names = " and ".join(PLAYER_NAMES[p] for p in w)
        result = f"{names} wins" if len(w) == 1 else f"draw between {names}"
        reason = {"conquest": "every hex taken", "passes": "no one can attack",
                  "no_attack": f"{PLAYER_NAMES[game.to_move]} cannot attack"}.get(
            game.end_reason or "", "")
        return f"Game over: {result}" + (f" ({reason})" if reason else "")
    return f"{PLAYER_NAMES[game.to_move]} to move: {turn_options(game)}"


def turn_options(game, pass_word: str = "pass") -> str:
    """What the player to move may do: ``must attack``, ``attack again, or pass`` or
    pass (``pass_word`` names the pass, e.g. ``"End turn"`` after the app's button).

    After a first attack the words invite another: each attack takes a hex and (in
    versions 1 and 2) adds to the reinforcement, while a turn ended early leaves the
    opponent the weak hexes to take.
    """
    if not game.attack_sources():
        return f"no attack possible: {pass_word}"
    return f"attack again, or {pass_word}" if game.can_pass else "must attack"


class StatusArtist:
    """The status strip on its own Axes: a caption line (whose turn, what they may do, or
    the result) with the board's size and move number on the right, then one entry per
    player - colour chip with the letter, hexes and dice - the player to move framed in
    their colour, the winners starred. Laid out in inches, so it reads the same on every
    figure size."""

    def __init__(self, ax, players: int, *, style: Style = DARK,
                 columns: int | None = None, fontsize: float = 9.5) -> None:
        from matplotlib.transforms import ScaledTranslation

        self.ax = ax
        self.players = int(players)
        self.style = style
        ax.set_xlim(0, 1)
        ax.set_ylim(0, 1)
        ax.set_axis_off()
        ax.patch.set_visible(False)
        fig = ax.figure
        pos = ax.get_position()
        w_in = pos.width * fig.get_size_inches()[0]
        h_in = pos.height * fig.get_size_inches()[1]
        cols = self.players if columns is None else max(1, min(columns, self.players))
        #: a narrow strip leaves the rules version out of the line on the right, so that
        #: it never runs into a long caption
        self.narrow = w_in < 6.0

        def at(x_in: float, y_in: float):
            """Transform: inches relative to the point (x_in, y_in) inches from the top left."""
            return fig.dpi_scale_trans + ScaledTranslation(
                x_in / w_in, 1 - y_in / h_in, ax.transAxes)

        pad = 0.14
        self.caption = ax.text(0, 0, "", transform=at(pad, 0.24), ha="left", va="center",
                               fontsize=fontsize + 1, color=style.text, fontweight="bold")
        self.info = ax.text(0, 0, "", transform=at(w_in - pad, 0.24), ha="right",
                            va="center", fontsize=fontsize - 1, color=style.muted)
        row_h, col_w = 0.36, (w_in - 2 * pad + 0.1) / cols
        self.frames, self.chips, self.chip_letters, self.texts = [], [], [], []
        chip_r = 0.105
        for p in range(self.players):
            r, c = divmod(p, cols)
            x, y = pad + c * col_w, 0.5 + (r + 0.5) * row_h
            frame = FancyBboxPatch((-0.07, -row_h * 0.42), col_w - 0.1, row_h * 0.84,
                                   boxstyle="round,pad=0,rounding_size=0.08",
                                   transform=at(x, y), fc=to_rgba(style.colour(p), 0.14),
                                   ec=style.colour(p), lw=1.4, visible=False)
            chip = RegularPolygon((0, 0), 6, radius=chip_r, fc=style.colour(p), ec="none",
                                  transform=at(x + chip_r + 0.02, y))
            letter = ax.text(0, 0, PLAYER_NAMES[p], transform=at(x + chip_r + 0.02, y),
                             ha="center", va="center", fontsize=fontsize - 2.5,
                             fontweight="bold", color="#101218")
            text = ax.text(0, 0, "", transform=at(x + 2 * chip_r + 0.12, y), ha="left",
                           va="center", fontsize=fontsize, color=style.text)
            for artist in (frame, chip):
                ax.add_patch(artist)
            self.frames.append(frame)
            self.chips.append(chip)
            self.chip_letters.append(letter)
            self.texts.append(text)

    def update(self, *, to_move: int | None, hexes: Sequence[int], dice: Sequence[int],
               winners: Sequence[int] = (), caption: str = "", info: str = "") -> None:
        """Show the counts of every player, frame ``to_move`` and star the ``winners``."""
        st = self.style
        self.caption.set_text(caption)
        self.caption.set_color(st.colour(to_move) if to_move is not None and not winners
                               else st.text)
        self.info.set_text(info)
        for p in range(self.players):
            out = hexes[p] == 0
            won = p in winners
            word = "hex" if hexes[p] == 1 else "hexes"
            text = f"{hexes[p]} {word} \u00b7 {dice[p]} {'die' if dice[p] == 1 else 'dice'}"
            if won:
                text += "  \u2605"
            elif out:
                text = "out"
            self.texts[p].set_text(text)
            self.texts[p].set_color(st.muted if out else st.text)
            self.texts[p].set_fontweight("bold" if (p == to_move or won) else "normal")
            self.chips[p].set_alpha(0.35 if out else 1.0)
            self.frames[p].set_visible(p == to_move and not winners)

    def update_from_game(self, game) -> None:
        """Counts, player to move and result of ``game``."""
        n = game.size
        version = "" if self.narrow else f" \u00b7 version {game.version}"
        info = f"{n}\u00d7{n}{version} \u00b7 move {game.ply + 1}"
        self.update(to_move=None if game.is_over else game.to_move, hexes=game.scores,
                    dice=[game.dice_total(p) for p in range(game.players)],
                    winners=game.winners, caption=status_caption(game), info=info)

    def artists(self) -> list:
        return [self.caption, self.info, *self.frames, *self.chips, *self.chip_letters,
                *self.texts]


# ------------------------------------------------------------------------ legend --
#: The entries of the legend, in order: what the marks on the board mean.
LEGEND_ENTRIES = {
    "source": "hex that can attack",
    "selected": "chosen attacker",
    "target": "hex it can attack",
    "attack": "attack this turn",
    "repelled": "attack repelled",
    "plus": "die added at end of turn",
    "label": "last attack: dice, result",
}


def legend_entries(version: int = 1) -> list[str]:
    """Keys of :data:`LEGEND_ENTRIES` for a game of rules ``version``: a repelled attack
    only with rolled dice (versions 2 and 3)."""
    return [k for k in LEGEND_ENTRIES if k != "repelled" or version != 1]


def legend_png(style: Style = DARK, which: Iterable[str] | None = None, *,
               version: int = 1, dpi: float = 100) -> bytes:
    """A small picture explaining the marks on the board, for the side panel of the app
    and the notebook: each mark drawn as on the board, with a few words.

    ``which`` picks entries of :data:`LEGEND_ENTRIES` (default: those of ``version``;
    the box of the last attack says *rolls* with rolled dice).
    """
    st = style.for_dice(3)
    keys = legend_entries(version) if which is None else list(which)
    unknown = [k for k in keys if k not in LEGEND_ENTRIES]
    if unknown:
        raise ValueError(f"no legend entry {unknown!r}; entries: {list(LEGEND_ENTRIES)}")
    row_h, icon_w, width = 0.34, 0.5, 2.45   # inches
    height = row_h * len(keys) + 0.06
    fig = Figure(figsize=(width, height), dpi=dpi, facecolor=st.background)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, width)
    ax.set_ylim(0, height)
    ax.set_axis_off()
    ax.patch.set_visible(False)
    r = 0.15                       # hexagon circumradius in inches
    unit = r / HEX_RADIUS          # inches per board unit
    sc = unit * 72 / 48            # line widths as on a board drawn at this size
    hexagon = _HEX_UNIT * unit
    own, other = st.colour(0), st.colour(1)
    for k, key in enumerate(keys):
        y = height - 0.03 - (k + 0.5) * row_h
        c = np.array([icon_w / 2, y])
        def outline(scale: float = 1.0, c=c) -> Path:
            v = c + scale * hexagon
            return Path(np.vstack([v, v[:1]]), closed=True)

        def floor(colour, c=c):
            ax.add_patch(PathPatch(outline(), lw=st.hex_lw * sc, ec=st.hex_edge,
                                   fc=_mix(st.background, colour, st.hex_shade)))
        if key == "source":
            floor(own)
            ax.add_patch(PathPatch(outline(0.86), fc="none",
                                   ec=to_rgba(st.source, 0.7), lw=max(1.0 * sc, 0.8),
                                   ls=(0, (2, 2))))
        elif key == "selected":
            floor(own)
            ax.add_patch(PathPatch(outline(), fc=to_rgba(st.selection, 0.28),
                                   ec=st.selection, lw=max(2.6 * sc, 1.2)))
        elif key == "target":
            floor(other)
            ax.add_patch(PathPatch(outline(), fc=to_rgba(st.target, 0.16),
                                   ec=st.target, lw=max(2.2 * sc, 1.1), hatch="////"))
        elif key in ("attack", "repelled"):
            ax.add_patch(FancyArrowPatch(
                c - [0.19, 0.05], c + [0.19, -0.05], arrowstyle="-|>", mutation_scale=9,
                connectionstyle="arc3,rad=-0.3", color=st.arrow, lw=1.5,
                linestyle="solid" if key == "attack" else (0, (2.2, 1.4)),
                shrinkA=0, shrinkB=0, capstyle="butt"))
        elif key == "plus":
            size = 0.085
            w_, h_ = size * SQRT3 / 2, size / 2
            base = c - [0, 0.15]
            faces = [np.array([[0, 0], [-w_, h_], [-w_, h_ + size], [0, size]]),
                     np.array([[0, 0], [w_, h_], [w_, h_ + size], [0, size]]),
                     np.array([[0, size], [-w_, h_ + size], [0, 2 * h_ + size],
                               [w_, h_ + size]])]
            colours = [to_rgba(own), _mix(own, "black", st.die_right),
                       _mix(own, "white", st.die_top)]
            for f, fc in zip(faces, colours):
                v = base + f
                ax.add_patch(PathPatch(Path(np.vstack([v, v[:1]]), closed=True), fc=fc,
                                       ec=st.marker, lw=0.9))
            mark = _glyph_path(["+1"], np.array([c + [0, 0.1]]), 0.09)
            ax.add_patch(PathPatch(mark, fc=st.marker, ec="none", path_effects=[
                withStroke(linewidth=2.0, foreground=st.background)]))
        elif key == "label":
            ax.add_patch(FancyBboxPatch((c[0] - 0.19, c[1] - 0.09), 0.38, 0.18,
                                        boxstyle="round,pad=0,rounding_size=0.04",
                                        fc=to_rgba(st.background, 0.86), ec=own, lw=1.0))
            ax.text(c[0], c[1], "3 vs 2" if version == 1 else "9 vs 7", ha="center",
                    va="center", fontsize=6, color=st.text)
        text = LEGEND_ENTRIES[key]
        if key == "label" and version != 1:
            text = "last attack: rolls, result"
        ax.text(icon_w + 0.06, y, text, ha="left", va="center", fontsize=9, color=st.text)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", facecolor=st.background)
    return buf.getvalue()


# ----------------------------------------------------------------- one-call drawing --
def overlays_for(game, selected: Hex | None = None, *,
                 targets: Iterable[Hex] | None = None,
                 sources: Iterable[Hex] | None = None,
                 last_events: Iterable[Event] | None = None) -> dict:
    """Keyword arguments for :meth:`DiceBoardArtist.update`, asked of the engine.

    Those left as None: ``targets`` = ``game.targets(selected)``; ``sources`` =
    ``game.attack_sources()`` while nothing is selected; ``last_events`` =
    :func:`last_turn_events`. Give ``()`` to show none. A widget redraws with
    ``art.update(game.owner, game.dice, **overlays_for(game, selected))``.
    """
    if targets is None:
        targets = game.targets(selected) if selected is not None else ()
    if sources is None:
        sources = game.attack_sources() if selected is None else ()
    if last_events is None:
        last_events = last_turn_events(game)
    return {"selected": selected, "targets": tuple(targets), "sources": tuple(sources),
            "last_events": tuple(last_events)}


def draw_dice_board(ax, game, *, selected: Hex | None = None,
                    targets: Iterable[Hex] | None = None,
                    sources: Iterable[Hex] | None = None,
                    last_events: Iterable[Event] | None = None,
                    style: Style = DARK) -> DiceBoardArtist:
    """Draw ``game`` on ``ax`` and return its :class:`DiceBoardArtist`.

    Overlays left as None are asked of the engine: ``targets`` = ``game.targets(selected)``,
    ``sources`` = ``game.attack_sources()`` when nothing is selected, ``last_events`` =
    :func:`last_turn_events`. Pass ``()`` to show none.
    """
    art = DiceBoardArtist(ax, game.board, game.players, max_dice=game.max_dice, style=style)
    art.update(game.owner, game.dice, **overlays_for(game, selected, targets=targets,
                                                     sources=sources,
                                                     last_events=last_events))
    return art


# ------------------------------------------------------------------------- pictures --
def figure_size(board: HexBoard, max_dice: int = 5, *, width: float | None = None,
                style: Style = DARK) -> tuple[float, float]:
    """``(width, height)`` in inches of the board alone, drawn ``width`` inches wide
    (default: about 0.95 inch per hex on small boards, 7 inches for the widest)."""
    (x0, x1), (y0, y1) = board_limits(board, max_dice, style)
    bw, bh = x1 - x0, y1 - y0
    if width is None:
        width = bw * min(0.95, 7.0 / bw)
    return float(width), float(bh * width / bw)


def _strip_layout(players: int, width: float) -> tuple[int, float]:
    """(columns, height in inches) of the status strip for a figure ``width`` wide."""
    cols = players if width >= 2.05 * players else 2
    rows = math.ceil(players / cols)
    return cols, 0.5 + rows * 0.36 + 0.08


def board_figure(game, *, selected: Hex | None = None,
                 targets: Iterable[Hex] | None = None,
                 sources: Iterable[Hex] | None = None,
                 last_events: Iterable[Event] | None = None, width: float | None = None,
                 dpi: float = 100, status: bool = True,
                 style: Style = DARK) -> tuple[Figure, DiceBoardArtist, StatusArtist | None]:
    """A new Agg Figure with the board and (``status``) the status strip above it.

    ``width`` in inches (default: from the board's size, at least 4.6 with the strip).
    Returns ``(figure, board artist, status artist or None)``. Overlays as in
    :func:`draw_dice_board`.
    """
    bw, bh = figure_size(game.board, game.max_dice, width=width, style=style)
    fw = max(bw, 4.6) if status and width is None else bw
    cols, strip = _strip_layout(game.players, fw) if status else (0, 0.0)
    fh = bh + strip
    fig = Figure(figsize=(fw, fh), dpi=dpi, facecolor=style.background)
    FigureCanvasAgg(fig)
    ax = fig.add_axes((0.0, 0.0, 1.0, bh / fh))
    art = draw_dice_board(ax, game, selected=selected, targets=targets, sources=sources,
                          last_events=last_events, style=style)
    panel = None
    if status:
        sax = fig.add_axes((0.0, bh / fh, 1.0, strip / fh))
        panel = StatusArtist(sax, game.players, style=style, columns=cols)
        panel.update_from_game(game)
    return fig, art, panel


def to_png_bytes(game, **options) -> bytes:
    """The game as PNG bytes (options of :func:`board_figure`)."""
    fig, _, _ = board_figure(game, **options)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", facecolor=fig.get_facecolor())
    return buf.getvalue()


def render_png(game, path: str | os.PathLike, **options) -> str:
    """Save the game as a PNG file at ``path`` and return the path."""
    data = to_png_bytes(game, **options)
    with open(path, "wb") as fh:
        fh.write(data)
    return os.fspath(path)


def dice_png(game) -> bytes:
    """The PNG a notebook shows for a game (``DiceOfDoom._repr_png_``): the board, the
    hexes that may attack, the last turn's attacks and reinforcements, the status strip."""
    return to_png_bytes(game)
