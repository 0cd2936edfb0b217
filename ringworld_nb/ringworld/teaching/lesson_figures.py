"""Pictures for the rules notebook: lessons as before/after panels, moves as phase strips.

Built on :mod:`.draw` (every board is a :class:`~.draw.BoardArtist` with its
:class:`~.draw.Overlays`); this module only lays panels out, zooms on the part of the
board a lesson is about, writes addresses on the rings and captions under the panels.
Every function returns a :class:`matplotlib.figure.Figure` on the Agg canvas (pyplot is
never touched), which a notebook shows as a picture under ``%matplotlib inline``; use
:func:`figure_png` for the PNG bytes.

* :func:`lesson_figure` - the panels of a :class:`~.lessons.Lesson`, side by side, with
  an arrow between them.
* :func:`turn_strip` - one move of a game, phase by phase (``RingWorld.phases``), each
  picture captioned with ``event.describe(board)`` (addresses included);
  :func:`game_strips` - several moves.
* :func:`address_map` - the empty board with every address written on it.
* :func:`words_figure` - the words of the game in four pictures: positions and rings,
  children, neighbours, a turn.
* :func:`legend_figure` - what the marks on the pictures mean.

Every figure is at most :data:`MAX_WIDTH` inches wide (840 pixels at 100 dpi: the output
column of JupyterLab on a laptop, see :data:`~ringworld_nb.core.pictures.COLUMN_PX`): a
row that would be wider is drawn smaller. No text is smaller than 10 pixels
(:func:`~ringworld_nb.core.pictures.min_points`).

Zoomed panels draw their rings with line widths for the zoom (a small subclass of
``BoardArtist``); the extra marks (curved arrows for turned rings, pink "look here"
circles, green tints of open level-2 positions, addresses) are drawn here, on top.

This module imports no ipywidgets.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from matplotlib import patheffects
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import EllipseCollection
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure
from matplotlib.patches import FancyArrowPatch

from ...core.pictures import column_inches, min_points, shown_dpi
from ...core.pictures import figure_png as png_bytes
from ..draw import DARK, BoardArtist, Overlays, Style, board_limits, legend_handles
from ..game import RingWorld
from ..geometry import RingBoard
from ..moves import COLOUR_NAMES, Event, Move
from ..notation import format_move, format_ring
from .lessons import Lesson, Panel, describe_move

__all__ = ["lesson_figure", "turn_strip", "game_strips", "address_map", "legend_figure",
           "words_figure", "figure_png", "focus_window",
           "panel_state", "rotation_trails", "PanelState", "HIGHLIGHT", "MAX_WIDTH"]

Window = tuple[float, float, float, float]  # x0, x1, y0, y1

_CAPTION_PT = 9.5
_HEAD_PT = 9.5
_GAP = 0.42  # inches between panels (an arrow sits there)
#: The widest figure drawn here, in inches (840 pixels at 100 dpi).
MAX_WIDTH = column_inches()


# --------------------------------------------------------------------- geometry --
def focus_window(board: RingBoard, addresses: Iterable[str], *, margin: float = 0.07,
                 min_aspect: float = 0.8, max_aspect: float = 1.3) -> Window:
    """Data limits that show the rings at ``addresses`` and everything below them.

    Without addresses the whole board. The window is widened (or heightened) so that its
    width / height lies between ``min_aspect`` and ``max_aspect``.
    """
    addresses = list(addresses)
    if not addresses:
        lo, hi = board_limits(board)
        return lo, hi, lo, hi
    x0 = y0 = np.inf
    x1 = y1 = -np.inf
    for address in addresses:
        level, index = board.parse_address(address)
        boxes = [(board.centers(level)[[index]], board.radius(level))]
        for below in range(level - 1, 0, -1):
            boxes.append((board.centers(below)[board.descendants(level, index, below)],
                          board.radius(below)))
        for centres, r in boxes:
            x0 = min(x0, float(centres[:, 0].min()) - r)
            x1 = max(x1, float(centres[:, 0].max()) + r)
            y0 = min(y0, float(centres[:, 1].min()) - r)
            y1 = max(y1, float(centres[:, 1].max()) + r)
    x0, x1, y0, y1 = x0 - margin, x1 + margin, y0 - margin, y1 + margin
    w, h = x1 - x0, y1 - y0
    if w / h < min_aspect:
        grow = (min_aspect * h - w) / 2
        x0, x1 = x0 - grow, x1 + grow
    elif w / h > max_aspect:
        grow = (w / max_aspect - h) / 2
        y0, y1 = y0 - grow, y1 + grow
    return x0, x1, y0, y1


class _ZoomArtist(BoardArtist):
    """A BoardArtist whose line widths suit the zoomed window it is drawn in.

    BoardArtist sizes its lines for the whole board in its Axes; a zoomed picture shows
    the rings bigger, so the lines are sized for the real points per data unit.
    """

    def __init__(self, ax, board: RingBoard, zoom: float, style: Style = DARK) -> None:
        self._zoom = zoom
        super().__init__(ax, board, style=style)

    def _build(self) -> None:  # before the artists are made, correct the scale
        if hasattr(self, "points_per_unit"):
            self.points_per_unit *= self._zoom
        if hasattr(self, "scale"):
            self.scale *= self._zoom ** 0.5
        super()._build()


# ------------------------------------------------------------------ one picture --
#: Colour of the "look here" circles.
HIGHLIGHT = "#ff5d8f"


@dataclass
class PanelState:
    """What one panel draws: the rings, the overlays, the game at that moment (None in
    the middle of a turn; legal placements and rings that may turn are asked of it),
    the moves of the turn shown as trails ``(level, src, dst)`` and the positions to
    circle ``(level, index)``."""

    rings: dict[int, np.ndarray]
    overlays: Overlays
    game: RingWorld | None = None
    trails: list[tuple[int, int, int]] = field(default_factory=list)
    highlight: list[tuple[int, int]] = field(default_factory=list)


def _open_rings(board: RingBoard, legal: Sequence[int]) -> list[int]:
    """Level-2 rings all of whose children are legal placements (so they are empty)."""
    free = set(legal)
    return [r for r in range(board.count(2))
            if all(c in free for c in board.children(2, r))]


def rotation_trails(board: RingBoard, rings: dict[int, np.ndarray],
                    rotate: tuple[int, int] | None) -> list[tuple[int, int, int]]:
    """``(level, src, dst)`` for every ring that the turn of position ``rotate`` moves, given
    the contents ``rings`` just before the turn."""
    if rotate is None:
        return []
    out = []
    for below, (src, dst) in board.rotation(*rotate).items():
        for a, b in zip(src.tolist(), dst.tolist()):
            if a != b and rings[below][a]:
                out.append((below, a, b))
    return out


def panel_state(lesson: Lesson, panel: Panel,
                played: tuple[list[RingWorld], list[list[Event]]] | None = None
                ) -> PanelState:
    """What a panel of a lesson draws (see :class:`PanelState`)."""
    board = lesson.board
    trails: list[tuple[int, int, int]] = []
    if panel.position is not None:
        game = lesson.panel_game(panel)
        rings, ov = game.all_rings(), Overlays()
    else:
        games, events = played if played is not None else lesson.play()
        k = panel.move
        if not 1 <= k <= len(events):
            raise ValueError(f"lesson {lesson.key!r} has no move {k}")
        move = lesson.parsed_moves()[k - 1]
        has_moved = any(p.stage == "moved" and p.move == k for p in lesson.panels)
        if panel.stage == "before":
            game = games[k - 1]
            rings = game.all_rings()
            ov = Overlays(selected_place=move.place, selected_ring=move.rotate,
                          selected_colour=game.to_move)
        elif panel.stage in ("moved", "after"):
            phases = games[k - 1].phases(move)
            n = sum(1 for p in phases if p.event.kind in ("placed", "rotated", "passed"))
            if panel.stage == "moved" or not has_moved:
                placed = phases[0].rings if move.place is not None else games[k - 1].all_rings()
                trails = rotation_trails(board, placed, move.rotate)
            if panel.stage == "moved":
                game = None
                rings = phases[n - 1].rings
                ov = Overlays.from_events(events[k - 1][:n], board=board)
            else:
                game = games[k]
                rings = game.all_rings()
                ov = Overlays.from_events(events[k - 1], board=board)
                if has_moved:  # the move was shown already: mark only what the automaton did
                    ov.last_ring = None
        else:
            raise ValueError(f"unknown panel stage {panel.stage!r}")
    if game is not None:
        if panel.legal:
            ov.legal = tuple(game.legal_placements())
        if panel.rotatable is not None:
            ov.rotatable = tuple(game.rotatable(panel.rotatable))
            ov.last_ring = None  # its arrow would hide the turned ring's own yellow arrow
    return PanelState(rings, ov, game, trails,
                      [board.parse_address(a) for a in panel.highlight])


def _draw_panel(ax, board: RingBoard, state: PanelState, window: Window, *,
                labels: Sequence[str] = (), open_rings: Sequence[int] = (),
                style: Style = DARK) -> BoardArtist:
    x0, x1, y0, y1 = window
    lo, hi = board_limits(board)
    zoom = max(1.0, (hi - lo) / max(x1 - x0, y1 - y0))
    art = _ZoomArtist(ax, board, zoom, style=style)
    art.update(state.rings, state.overlays)
    _quiet_selection(art, board, state.overlays)
    ax.set_xlim(x0, x1)
    ax.set_ylim(y0, y1)
    ppu = _points_per_unit(ax)
    if open_rings:
        _tint(ax, board, [(2, r) for r in open_rings], style.legal)
    if state.highlight:
        _circles(ax, board, state.highlight, HIGHLIGHT, ppu, scale=1.18, zorder=4.5)
    if state.trails:
        _trails(ax, board, state.trails, ppu, style)
    if labels:
        _write_labels(ax, board, labels, window, style, ppu)
    return art


def _quiet_selection(art: BoardArtist, board: RingBoard, ov: Overlays) -> None:
    """The chosen move, not yet played, drawn so that it hides nothing: the ring about
    to be placed pale, and the outline of the position about to turn thin and inside the
    circle of its children (around the white arrow), so that it cuts none of them."""
    coll = art.selected_outline.coll
    keys = ([(1, ov.selected_place)] if ov.selected_place is not None else []) + (
        [tuple(ov.selected_ring)] if ov.selected_ring is not None else [])
    if not keys or not coll.get_visible():
        return
    sizes = [2 * board.radius(lv) * (1.06 if lv == 1 else 0.6) for lv, _ in keys]
    widths = list(np.broadcast_to(coll.get_linewidths(), (len(keys),)))
    if ov.selected_ring is not None and keys[-1][0] > 1:
        widths[-1] = min(float(widths[-1]), 1.6)
    faces = np.array(coll.get_facecolors(), dtype=np.float64).reshape(-1, 4)
    if ov.selected_place is not None and len(faces) == len(keys):
        faces[0, 3] = min(faces[0, 3], 0.85)
        coll.set_facecolors(faces)
    coll.set_widths(sizes)
    coll.set_heights(sizes)
    coll.set_linewidths(widths)


def _tint(ax, board: RingBoard, keys, colour) -> None:
    """A faint fill of the rings at ``keys`` (the level-2 positions open for placements)."""
    centres = np.array([board.centers(lv)[i] for lv, i in keys])
    d = np.array([2 * board.radius(lv) for lv, _ in keys])
    coll = EllipseCollection(d, d, np.zeros(len(d)), units="xy", offsets=centres,
                             offset_transform=ax.transData,
                             facecolors=[to_rgba(colour, 0.22)],
                             edgecolors=[to_rgba(colour, 0.75)], linewidths=1.4,
                             zorder=1.05)
    ax.add_collection(coll, autolim=False)


def _circles(ax, board: RingBoard, keys, colour, ppu: float, *, scale: float,
             zorder: float) -> None:
    """Dashed circles around the rings at ``keys``."""
    centres = np.array([board.centers(lv)[i] for lv, i in keys])
    # a level-1 position is circled; a bigger position with its children around it
    d = np.array([2 * (scale if lv == 1 else 1.56) * board.radius(lv) for lv, _ in keys])
    lw = float(np.clip(0.018 * board.radius(1) * ppu * 6, 1.4, 2.6))
    coll = EllipseCollection(d, d, np.zeros(len(d)), units="xy", offsets=centres,
                             offset_transform=ax.transData, facecolors="none",
                             edgecolors=[to_rgba(colour, 0.95)], linewidths=lw,
                             linestyles=(0, (3, 2)), zorder=zorder)
    ax.add_collection(coll, autolim=False)


def _trails(ax, board: RingBoard, trails, ppu: float, style: Style) -> None:
    """Curved arrows from where each turned ring was to where it is now."""
    for level, a, b in trails:
        p, q = board.centers(level)[a], board.centers(level)[b]
        r_pt = board.radius(level) * ppu
        arrow = FancyArrowPatch(
            tuple(p), tuple(q), connectionstyle="arc3,rad=-0.35",
            arrowstyle="-|>", mutation_scale=float(np.clip(0.95 * r_pt, 8, 20)),
            shrinkA=0.12 * r_pt, shrinkB=0.22 * r_pt, color=to_rgba(style.selection, 1.0),
            linewidth=float(np.clip(0.15 * r_pt, 1.3, 3.0)), zorder=5.5)
        arrow.set_path_effects([patheffects.withStroke(linewidth=float(np.clip(
            0.15 * r_pt, 1.3, 3.0)) + 2.4, foreground=style.background)])
        ax.add_patch(arrow)


def _points_per_unit(ax) -> float:
    """Points per data unit of an Axes with equal aspect."""
    fig = ax.figure
    pos = ax.get_position()
    w, h = fig.get_size_inches()
    x0, x1 = ax.get_xlim()
    y0, y1 = ax.get_ylim()
    return min(w * pos.width / (x1 - x0), h * pos.height / (y1 - y0)) * 72


def _write_labels(ax, board: RingBoard, addresses: Sequence[str], window: Window,
                  style: Style, ppu: float) -> None:
    """Write each address (as given: a shared position is labelled with the path the
    lesson's text uses) on its position: inside a level-1 position, near its top; above
    the centre of a bigger position (its centre holds the arrows)."""
    x0, x1, y0, y1 = window
    least = min_points(shown_dpi(ax.figure.dpi))
    size1 = float(np.clip(0.62 * board.radius(1) * ppu, least, max(least, 10.5)))
    stroke = [patheffects.withStroke(linewidth=2.4, foreground=style.background)]
    for address in addresses:
        level, index = board.parse_address(address)
        x, y = board.centers(level)[index]
        r = board.radius(level)
        if not (x0 <= x <= x1 and y0 <= y <= y1):
            continue
        if level == 1:
            y += 0.58 * r
            size = size1
        elif level == board.order:  # the top: in its middle, where nothing else is written
            size = float(np.clip(size1 * 1.3, least, 13))
        else:
            y += 0.5 * r
            size = float(np.clip(size1 * 1.3, least, 13))
        ax.text(x, y, address or "top", ha="center", va="center", fontsize=size,
                color=style.text, fontweight="bold", zorder=6, path_effects=stroke)


# ------------------------------------------------------------------- layouts --
def _new_figure(width: float, height: float, dpi: float, style: Style) -> Figure:
    fig = Figure(figsize=(width, height), dpi=dpi, facecolor=style.background)
    FigureCanvasAgg(fig)
    return fig


def _wrap(text: str, width_in: float, fontsize: float) -> str:
    chars = max(12, int(width_in * 72 / (fontsize * 0.56)))
    return "\n".join(textwrap.wrap(text, chars)) if text else ""


def _row(panels: list[dict], *, height: float, dpi: float, style: Style,
         title: str = "", arrows: bool = True, footer: str = "", per_row: int = 0,
         caption_pt: float = _CAPTION_PT) -> Figure:
    """Lay out panels (dicts with board, state, window, head, caption, labels,
    open_rings) in rows of ``per_row`` (0: all in one row), captions under them, arrows
    between neighbours of a row."""
    widths = []
    for p in panels:
        x0, x1, y0, y1 = p["window"]
        widths.append(height * (x1 - x0) / (y1 - y0))
    n = len(panels)
    per_row = per_row or n
    rows = [list(range(i, min(i + per_row, n))) for i in range(0, n, per_row)]
    side = 0.1
    # no wider than MAX_WIDTH: a wide row draws every panel smaller
    shrink = min(1.0, *((MAX_WIDTH - 2 * side - _GAP * (len(row) - 1))
                        / sum(widths[i] for i in row) for row in rows))
    height *= shrink
    widths = [w * shrink for w in widths]
    captions = [_wrap(p.get("caption", ""), w, caption_pt) for p, w in zip(panels, widths)]
    line_h = caption_pt * 1.3 / 72
    head_h = 0.3 if any(p.get("head") for p in panels) else 0.06
    cap_hs = []
    for row in rows:
        lines = max([captions[i].count("\n") + 1 if captions[i] else 0 for i in row] + [0])
        cap_hs.append(0.14 + lines * line_h if lines else 0.05)
    width = max(sum(widths[i] for i in row) + _GAP * (len(row) - 1) for row in rows) + 2 * side
    title_h = 0.38 if title else 0.0
    foot = _wrap(footer, width - 2 * side, 8.0) if footer else ""
    foot_h = (0.12 + (foot.count("\n") + 1) * 8.0 * 1.25 / 72) if foot else 0.0
    row_hs = [head_h + height + c for c in cap_hs]
    total = title_h + sum(row_hs) + foot_h
    fig = _new_figure(width, total, dpi, style)
    if title:
        fig.text(side / width, 1 - 0.1 / total, title, ha="left", va="top",
                 color=style.text, fontsize=11.5, fontweight="bold")
    top = total - title_h  # inches from the bottom to the top of the current row
    for row, row_h, _cap_h in zip(rows, row_hs, cap_hs):
        bottom = top - head_h - height
        x = side
        for j, i in enumerate(row):
            p, w, cap = panels[i], widths[i], captions[i]
            ax = fig.add_axes((x / width, bottom / total, w / width, height / total))
            _draw_panel(ax, p["board"], p["state"], p["window"],
                        labels=p.get("labels", ()), open_rings=p.get("open_rings", ()),
                        style=style)
            # a faint frame, so that zoomed panels read as cut-outs of the board
            for spine in ax.spines.values():
                spine.set_visible(True)
                spine.set_edgecolor(to_rgba(style.empty_edge, 0.35))
            ax.set_axis_on()
            ax.set_xticks([])
            ax.set_yticks([])
            if p.get("head"):
                fig.text((x + w / 2) / width, (bottom + height + 0.07) / total, p["head"],
                         ha="center", va="bottom", color=style.text, fontsize=_HEAD_PT,
                         fontweight="bold")
            if cap:
                fig.text((x + 0.02) / width, (bottom - 0.08) / total, cap, ha="left",
                         va="top", color=style.text, fontsize=caption_pt, linespacing=1.2)
            if arrows and j < len(row) - 1:
                fig.text((x + w + _GAP / 2) / width, (bottom + height / 2) / total, "\u2192",
                         ha="center", va="center", color=style.text, fontsize=20)
            x += w + _GAP
        top -= row_h
    if foot:
        fig.text(side / width, (foot_h - 0.06) / total, foot, ha="left", va="top",
                 color=style.empty_edge, fontsize=8.0, linespacing=1.2)
    return fig


def _head(lesson: Lesson, panel: Panel, n: int, moves: list[Move],
          played) -> str:
    """The line above a panel: its number and the moment it shows."""
    if panel.position is not None:
        game = lesson.panel_game(panel)
        return f"{n} \u00b7 {COLOUR_NAMES[game.to_move]} to move"
    k = panel.move
    colour = played[0][k - 1].to_move
    if panel.stage == "before":
        return f"{n} \u00b7 before: {describe_move(lesson.order, moves[k - 1], colour)}"
    if panel.stage == "moved":
        return f"{n} \u00b7 after the move"
    if len(moves) > 1:
        return f"{n} \u00b7 after {describe_move(lesson.order, moves[k - 1], colour)}"
    if moves[k - 1].is_pass:
        return f"{n} \u00b7 after the pass"
    return f"{n} \u00b7 after the automaton"


def lesson_figure(lesson: Lesson, *, height: float = 3.3, dpi: float = 100,
                  style: Style = DARK) -> Figure:
    """The panels of ``lesson`` side by side: a zoom on ``lesson.focus`` (the whole board
    when it is empty), the lesson's addresses written on the rings, a caption under
    every panel and an arrow from one panel to the next.

    Marks: the move about to be played as a selection (white), the last move (white dot
    and dashed ring), curved arrows from where each turned ring was to where it went,
    births (+), deaths (x), occupations (diamond), pink dashed circles where to look,
    and (placement lessons) green dots and green-tinted level-2 positions still open.
    The move about to be played hides nothing: its ring is pale (not yet placed) and the
    outline of the position to turn lies inside the circle of its children.
    """
    board = lesson.board
    window = focus_window(board, lesson.focus)
    played = lesson.play() if lesson.moves else None
    moves = lesson.parsed_moves()
    panels = []
    static = all(p.position is not None for p in lesson.panels)
    for n, panel in enumerate(lesson.panels, start=1):
        state = panel_state(lesson, panel, played)
        opened = (_open_rings(board, state.overlays.legal)
                  if panel.open_rings and state.game is not None else ())
        labels = lesson.labels if panel.labels is None else panel.labels
        panels.append(dict(board=board, state=state, window=window,
                           head=_head(lesson, panel, n, moves, played),
                           caption=panel.caption, labels=labels, open_rings=opened))
    return _row(panels, height=height, dpi=dpi, style=style, arrows=not static)


def turn_strip(game: RingWorld, move: Move, *, size: float = 2.2, dpi: float = 100,
               number: int | None = None, show_quiet: bool = False, per_row: int = 4,
               style: Style = DARK) -> Figure:
    """One move of ``game``, phase by phase, without playing it.

    The first picture is the board with the move selected; then one picture per phase
    of ``game.phases(move)`` (placement, turn, and births, deaths and occupations level by
    level), each captioned with ``event.describe(board)`` (which names the positions by
    their addresses) and its changes marked. Phases that
    change nothing are left out of the row (``show_quiet=True`` draws them too) and
    listed under it; the end of the game (``won``) is told under the last picture, which
    already shows the top position taken. ``per_row`` pictures make a row.
    """
    board = game.board
    window = focus_window(board, ())
    phases = game.phases(move)
    who = COLOUR_NAMES[game.to_move]
    number = game.turn + 1 if number is None else number
    notation = _notation(board, move)
    before = Overlays(selected_place=move.place, selected_ring=move.rotate,
                      selected_colour=game.to_move)
    turned = "" if move.rotate is None else _position_name(board, *move.rotate)
    if move.is_pass:
        chosen = f"{who} can neither place nor turn: {who} passes."
    elif move.place is None:
        chosen = (f"{who} chooses {notation}: no level-2 position is open, so {who} "
                  f"only turns {turned}.")
    else:
        chosen = (f"{who} chooses {notation}: a ring on {board.address(1, move.place)}, "
                  f"then a turn of {turned}.")
    panels: list[dict[str, Any]] = [
        dict(board=board, state=PanelState(game.all_rings(), before), window=window,
             head="before", caption=chosen)]
    quiet: list[str] = []
    seen: list[Event] = []
    previous = game.all_rings()
    for phase in phases:
        event = phase.event
        seen.append(event)
        changes = event.kind in ("born", "died", "occupied")
        if changes and not event.positions and not show_quiet:
            quiet.append(event.describe(board))
            previous = phase.rings
            continue
        if event.kind in ("won", "drawn") and len(panels) > 1:
            panels[-1]["caption"] += " " + event.describe(board)
            continue
        trails: list[tuple[int, int, int]] = []
        if event.kind in ("placed", "rotated", "passed"):
            ov = Overlays.from_events(seen, board=board)
            if event.kind == "rotated":
                trails = rotation_trails(board, previous, move.rotate)
        else:
            ov = Overlays.from_events([event], board=board, last_move=False)
        head = {"placed": "placement", "rotated": "turn", "passed": "pass",
                "born": f"births, level {event.level}",
                "died": f"deaths, level {event.level}",
                "occupied": f"occupation, level {event.level}",
                "won": "the end", "drawn": "the end"}.get(event.kind, event.kind)
        panels.append(dict(board=board, state=PanelState(phase.rings, ov, trails=trails),
                           window=window, head=head, caption=event.describe(board)))
        previous = phase.rings
    title = f"Move {number}: {who} plays {notation}"
    footer = ("Nothing happened in the other phases: " + " ".join(quiet)) if quiet else ""
    return _row(panels, height=size, dpi=dpi, style=style, title=title, footer=footer,
                per_row=per_row, caption_pt=8.8)


def _position_name(board: RingBoard, level: int, index: int) -> str:
    """``"position 52"``, or ``"the top position (*)"``."""
    if level == board.order:
        return f"the top position ({format_ring(board, level, index)})"
    return f"position {format_ring(board, level, index)}"


def _notation(board: RingBoard, move: Move) -> str:
    return format_move(board, move)


def game_strips(moves: Sequence[Move], turns: Iterable[int], *, order: int = 3,
                **options) -> list[Figure]:
    """:func:`turn_strip` of each move ``turns`` (0-based indices into ``moves``) of the
    game ``moves``."""
    wanted = set(turns)
    game, figures = RingWorld(order), []
    for i, move in enumerate(moves):
        if i in wanted:
            figures.append(turn_strip(game, move, number=i + 1, **options))
        game.play(move)
    return figures


def address_map(order: int = 3, *, size: float = 6.6, dpi: float = 100,
                style: Style = DARK) -> Figure:
    """The empty board with every address written on its position: level-1 positions inside
    their rings (a shared position shows both its paths), level-2 positions (and level-3
    rings on L4) above their centres."""
    board = RingBoard(order)
    lo, hi = board_limits(board)
    fig = _new_figure(size, size, dpi, style)
    ax = fig.add_axes((0, 0, 1, 1))
    art = BoardArtist(ax, board, style=style)
    art.update({lv: np.zeros(board.count(lv), dtype=np.int8) for lv in board.levels})
    ppu = _points_per_unit(ax)
    stroke = [patheffects.withStroke(linewidth=2.2, foreground=style.background)]
    r1 = board.radius(1) * ppu
    least = min_points(shown_dpi(dpi))
    for i, (x, y) in enumerate(board.centers(1)):
        paths = board.paths(1, i)
        text = "\n".join(paths)
        fs = float(np.clip(0.55 * r1 / (1 + 0.35 * (len(paths) - 1)), least, max(least, 10)))
        ax.text(x, y, text, ha="center", va="center", fontsize=fs, color=style.text,
                linespacing=0.95, zorder=6, path_effects=stroke)
    for level in range(2, order):
        r = board.radius(level)
        for i, (x, y) in enumerate(board.centers(level)):
            ax.text(x, y, board.address(level, i), ha="center", va="center",
                    fontsize=float(np.clip(0.5 * r * ppu, 8, 16)), color=style.rotatable,
                    fontweight="bold", zorder=6, path_effects=stroke)
    ax.text(0, 0, "top", ha="center", va="center", fontsize=12, color=style.legal,
            fontweight="bold", zorder=6, path_effects=stroke)
    ax.set_xlim(lo, hi)
    ax.set_ylim(lo, hi)
    return fig


def words_figure(*, height: float = 3.0, dpi: float = 100, style: Style = DARK) -> Figure:
    """The words of the game, on the Mini board (L3), in four pictures.

    1. *positions and rings*: every circle is a position; rings of both colours sit on
       positions of level 1 and of level 2;
    2. *children*: the 8 positions around the level-2 position ``0``;
    3. *neighbours*: the positions that ``02`` touches (it is shared: also ``17``);
    4. *a turn*: position ``0`` turned one eighth clockwise, its children moving along.
    """
    from ..moves import BLUE, RED

    board = RingBoard(3)
    at = board.parse_address
    whole = focus_window(board, ())
    zoom = focus_window(board, ("0", "1"))

    def rings(*placed: tuple[str, int]) -> dict[int, np.ndarray]:
        out = {lv: np.zeros(board.count(lv), dtype=np.int8) for lv in board.levels}
        for address, colour in placed:
            level, index = at(address)
            out[level][index] = colour
        return out

    start = (("01", RED), ("04", BLUE), ("10", BLUE))
    before = rings(*start)
    turned = (2, at("0")[1])
    after = {lv: a.copy() for lv, a in before.items()}
    for below, (src, dst) in board.rotation(*turned).items():
        after[below][dst] = before[below][src]
    panels = [
        dict(board=board, window=whole, head="1 \u00b7 positions and rings",
             state=PanelState(rings(("00", RED), ("10", BLUE), ("4", BLUE), ("6", RED)),
                              Overlays()),
             labels=("00", "10", "4", "6", ""),
             caption=("Every circle is a position: the top position (level 3, the big "
                      "circle marked top), 8 of level 2, 48 of level 1. A ring is a piece "
                      "on a position: Red on 00 and on the level-2 position 6, Blue on 10 "
                      "and on 4.")),
        dict(board=board, window=zoom, head="2 \u00b7 children",
             state=PanelState(rings(), Overlays(), highlight=[(2, at("0")[1])]),
             labels=("0", "1", "00", "01", "02", "03", "04", "05", "06", "07"),
             caption=("The 8 level-1 positions drawn around position 0 are its children, "
                      "00 to 07. 02 and 03 are children of 1 too: shared positions.")),
        dict(board=board, window=zoom, head="3 \u00b7 neighbours",
             state=PanelState(rings(("02", RED)), Overlays(),
                              highlight=[at("01"), at("03"), at("10")]),
             labels=("02", "01", "03", "10"),
             caption=("Positions of one level are neighbours when their circles touch: "
                      "02 (Red) has three, 01, 03 and 10. Most have two.")),
        dict(board=board, window=zoom, head="4 \u00b7 a turn of position 0",
             state=PanelState(after, Overlays(last_ring=turned),
                              trails=rotation_trails(board, before, turned)),
             labels=("0", "01", "02", "04", "05", "10"),
             caption=("To turn position 0 is to rotate it one eighth clockwise: Red 01 "
                      "went to 02, Blue 04 to 05. Blue 10 is not below 0 and stays.")),
    ]
    return _row(panels, height=height, dpi=dpi, style=style, arrows=False, per_row=2)


def legend_figure(which: Sequence[str] | None = None, *, style: Style = DARK,
                  dpi: float = 100) -> Figure:
    """What the marks on the pictures mean, in two columns (``which`` picks entries of
    ``draw.legend_handles``), plus the green tint of a level-2 position that still
    accepts a placement, the "look here" circle and the arrow of a ring carried by a
    turn."""
    from matplotlib.legend_handler import HandlerTuple
    from matplotlib.lines import Line2D

    keys = list(which) if which is not None else [
        "red", "blue", "red_up", "blue_up", "empty", "empty_up", "legal", "rotatable",
        "chosen", "selection", "last", "last_ring", "born", "died", "occupied"]
    handles, labels = legend_handles(style, keys)
    words = {"chosen placement": "ring to place, not yet played",
             "chosen to turn": "position to turn, not yet played"}
    labels = [words.get(label, label) for label in labels]
    handles.append(Line2D([], [], ls="none", marker="o", ms=14, mfc=to_rgba(style.legal, 0.22),
                          mec=to_rgba(style.legal, 0.75), mew=1.3))
    labels.append("level-2 position open for placements")
    handles.append(Line2D([], [], ls="none", marker="o", ms=14, mfc="none", mec=HIGHLIGHT,
                          mew=1.6))
    labels.append("look here")
    handles.append(Line2D([], [], ls="none", marker="$\u21b7$", ms=16, mfc=style.selection,
                          mec="none"))
    labels.append("where a turned ring went")
    rows = (len(labels) + 2) // 3
    fig = _new_figure(MAX_WIDTH, 0.3 * rows + 0.2, dpi, style)
    # an Axes to hold the legend (inline display needs one), clear of the edges (which
    # the inline display pads when something touches them)
    ax = fig.add_axes((0.02, 0.05, 0.96, 0.9))
    ax.set_axis_off()
    ax.legend(handles, labels, loc="center", ncol=3, frameon=False, fontsize=10,
               labelcolor=style.text, handler_map={tuple: HandlerTuple(ndivide=1, pad=0)},
               columnspacing=1.2, handlelength=1.8)
    return fig


def figure_png(fig: Figure, *, style: Style = DARK) -> bytes:
    """The figure as PNG bytes."""
    return png_bytes(fig, facecolor=style.background)
