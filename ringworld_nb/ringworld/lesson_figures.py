"""Pictures for the rules notebook: lessons as before/after panels, turns as phase strips.

Built on :mod:`.draw` (every board is a :class:`~.draw.BoardArtist` with its
:class:`~.draw.Overlays`); this module only lays panels out, zooms on the part of the
board a lesson is about, writes addresses on the rings and captions under the panels.
Every function returns a :class:`matplotlib.figure.Figure` on the Agg canvas (pyplot is
never touched), which a notebook shows as a picture under ``%matplotlib inline``; use
:func:`figure_png` for the PNG bytes.

* :func:`lesson_figure` - the panels of a :class:`~.lessons.Lesson`, side by side, with
  an arrow between them.
* :func:`turn_strip` - one turn of a game, phase by phase (``RingWorld.phases``), each
  picture captioned with ``event.describe()``.
* :func:`legend_figure` - what the marks on the pictures mean.

This module imports no ipywidgets.
"""

from __future__ import annotations

import io
import textwrap
from collections.abc import Iterable, Sequence

import numpy as np
from matplotlib import patheffects
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import EllipseCollection
from matplotlib.colors import to_rgba
from matplotlib.figure import Figure

from .draw import DARK, BoardArtist, Overlays, Style, board_limits, legend_handles
from .game import RingWorld
from .geometry import RingBoard
from .lessons import Lesson, Panel, describe_move
from .moves import COLOUR_NAMES, Event, Move

__all__ = ["lesson_figure", "turn_strip", "legend_figure", "figure_png", "focus_window",
           "panel_state"]

Window = tuple[float, float, float, float]  # x0, x1, y0, y1

_CAPTION_PT = 9.5
_HEAD_PT = 9.5
_GAP = 0.42  # inches between panels (an arrow sits there)


# --------------------------------------------------------------------- geometry --
def focus_window(board: RingBoard, addresses: Iterable[str], *, margin: float = 0.04,
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
def _open_rings(board: RingBoard, legal: Sequence[int]) -> list[int]:
    """Level-2 rings all of whose children are legal placements (so they are empty)."""
    legal = set(legal)
    return [r for r in range(board.count(2))
            if all(c in legal for c in board.children(2, r))]


def panel_state(lesson: Lesson, panel: Panel,
                played: tuple[list[RingWorld], list[list[Event]]] | None = None
                ) -> tuple[dict[int, np.ndarray], Overlays, RingWorld | None]:
    """What a panel of a lesson draws: ``(rings, overlays, game)``.

    ``game`` is the game at that moment (None for the middle of a turn), from which the
    legal placements and rings that may turn are asked.
    """
    board = lesson.board
    if panel.position is not None:
        game = lesson.panel_game(panel)
        rings, ov = game.all_rings(), Overlays()
    else:
        games, events = played if played is not None else lesson.play()
        k = panel.move
        if not 1 <= k <= len(events):
            raise ValueError(f"lesson {lesson.key!r} has no move {k}")
        move = lesson.parsed_moves()[k - 1]
        if panel.stage == "before":
            game = games[k - 1]
            rings = game.all_rings()
            ov = Overlays(selected_place=move.place, selected_ring=move.rotate,
                          selected_colour=game.to_move)
        elif panel.stage == "moved":
            game = None
            phases = games[k - 1].phases(move)
            n = sum(1 for p in phases if p.event.kind in ("placed", "rotated", "passed"))
            rings = phases[n - 1].rings
            ov = Overlays.from_events(events[k - 1][:n], board=board)
        elif panel.stage == "after":
            game = games[k]
            rings = game.all_rings()
            ov = Overlays.from_events(events[k - 1], board=board)
        else:
            raise ValueError(f"unknown panel stage {panel.stage!r}")
    if game is not None:
        if panel.legal:
            ov.legal = tuple(game.legal_placements())
        if panel.rotatable is not None:
            ov.rotatable = tuple(game.rotatable(panel.rotatable))
    return rings, ov, game


def _draw_panel(ax, board: RingBoard, rings, overlays: Overlays, window: Window, *,
                labels: Sequence[str] = (), open_rings: Sequence[int] = (),
                style: Style = DARK) -> BoardArtist:
    x0, x1, y0, y1 = window
    lo, hi = board_limits(board)
    zoom = max(1.0, (hi - lo) / max(x1 - x0, y1 - y0))
    art = _ZoomArtist(ax, board, zoom, style=style)
    art.update(rings, overlays)
    ax.set_xlim(x0, x1)
    ax.set_ylim(y0, y1)
    if open_rings:
        _outline(ax, board, [(2, r) for r in open_rings], style.legal, art)
    if labels:
        _write_labels(ax, board, labels, window, style)
    return art


def _outline(ax, board: RingBoard, keys, colour, art: BoardArtist) -> None:
    """Dashed outlines around rings (the level-2 rings that accept a placement)."""
    centres = np.array([board.centers(lv)[i] for lv, i in keys])
    d = np.array([2 * board.radius(lv) for lv, _ in keys])
    points = _points_per_unit(ax)
    coll = EllipseCollection(d, d, np.zeros(len(d)), units="xy", offsets=centres,
                             offset_transform=ax.transData, facecolors="none",
                             edgecolors=[to_rgba(colour, 0.85)],
                             linewidths=max(1.2, 0.012 * points), linestyles=(0, (4, 3)),
                             zorder=2.9)
    ax.add_collection(coll, autolim=False)


def _points_per_unit(ax) -> float:
    """Points per data unit of an Axes with equal aspect."""
    fig = ax.figure
    pos = ax.get_position()
    w, h = fig.get_size_inches()
    x0, x1 = ax.get_xlim()
    y0, y1 = ax.get_ylim()
    return min(w * pos.width / (x1 - x0), h * pos.height / (y1 - y0)) * 72


def _write_labels(ax, board: RingBoard, addresses: Sequence[str], window: Window,
                  style: Style) -> None:
    """Write each address on its ring: inside a level-1 ring, near its top; under the
    centre of a bigger ring (its centre holds the arrows)."""
    ppu = _points_per_unit(ax)
    x0, x1, y0, y1 = window
    size1 = float(np.clip(0.62 * board.radius(1) * ppu, 5.5, 10.5))
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
        else:
            y -= 0.5 * r
            size = size1 * 1.25
        text = board.address(level, index) or "top"
        ax.text(x, y, text, ha="center", va="center", fontsize=size, color=style.text,
                fontweight="bold", zorder=6, path_effects=stroke)


# ------------------------------------------------------------------- layouts --
def _new_figure(width: float, height: float, dpi: float, style: Style) -> Figure:
    fig = Figure(figsize=(width, height), dpi=dpi, facecolor=style.background)
    FigureCanvasAgg(fig)
    return fig


def _wrap(text: str, width_in: float, fontsize: float) -> str:
    chars = max(12, int(width_in * 72 / (fontsize * 0.56)))
    return "\n".join(textwrap.wrap(text, chars)) if text else ""


def _row(panels: list[dict], *, height: float, dpi: float, style: Style,
         title: str = "", arrows: bool = True, footer: str = "") -> Figure:
    """Lay out panels (dicts with board, rings, overlays, window, head, caption, labels,
    open_rings) in a row, captions under them, arrows between them."""
    widths = []
    for p in panels:
        x0, x1, y0, y1 = p["window"]
        widths.append(height * (x1 - x0) / (y1 - y0))
    captions = [_wrap(p.get("caption", ""), w, _CAPTION_PT) for p, w in zip(panels, widths)]
    lines = max([c.count("\n") + 1 if c else 0 for c in captions] + [0])
    cap_h = 0.12 + lines * _CAPTION_PT * 1.32 / 72 if lines else 0.05
    head_h = 0.3 if any(p.get("head") for p in panels) else 0.06
    title_h = 0.36 if title else 0.0
    foot = _wrap(footer, sum(widths) + _GAP * (len(panels) - 1), 8.0) if footer else ""
    foot_h = (0.1 + (foot.count("\n") + 1) * 8.0 * 1.3 / 72) if foot else 0.0
    side = 0.1
    width = sum(widths) + _GAP * (len(panels) - 1) + 2 * side
    total = title_h + head_h + height + cap_h + foot_h
    fig = _new_figure(width, total, dpi, style)
    if title:
        fig.text(side / width, 1 - 0.08 / total, title, ha="left", va="top",
                 color=style.text, fontsize=11.5, fontweight="bold")
    x = side
    for i, (p, w, cap) in enumerate(zip(panels, widths, captions)):
        bottom = cap_h + foot_h
        ax = fig.add_axes((x / width, bottom / total, w / width, height / total))
        _draw_panel(ax, p["board"], p["rings"], p["overlays"], p["window"],
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
            fig.text((x + w / 2) / width, (bottom + height + 0.06) / total, p["head"],
                     ha="center", va="bottom", color=style.text, fontsize=_HEAD_PT,
                     fontweight="bold")
        if cap:
            fig.text((x + 0.02) / width, (bottom - 0.07) / total, cap, ha="left", va="top",
                     color=style.text, fontsize=_CAPTION_PT, linespacing=1.25)
        if arrows and i < len(panels) - 1:
            fig.text((x + w + _GAP / 2) / width, (bottom + height / 2) / total, "\u2192",
                     ha="center", va="center", color=style.text, fontsize=20)
        x += w + _GAP
    if foot:
        fig.text(side / width, (foot_h - 0.05) / total, foot, ha="left", va="top",
                 color=style.empty_edge, fontsize=8.0, linespacing=1.2)
    return fig


_STAGE_HEADS = {"before": "before", "moved": "after the move",
                "after": "after the automaton"}


def lesson_figure(lesson: Lesson, *, height: float = 3.3, dpi: float = 100,
                  style: Style = DARK) -> Figure:
    """The panels of ``lesson`` side by side: a zoom on ``lesson.focus`` (the whole board
    when it is empty), the lesson's addresses written on the rings, a caption under
    every panel and an arrow from one panel to the next."""
    board = lesson.board
    window = focus_window(board, lesson.focus)
    played = lesson.play() if lesson.moves else None
    moves = lesson.parsed_moves()
    panels = []
    static = all(p.position is not None for p in lesson.panels)
    for n, panel in enumerate(lesson.panels, start=1):
        rings, ov, game = panel_state(lesson, panel, played)
        if panel.position is not None:
            head = f"{n} \u00b7 {COLOUR_NAMES[game.to_move]} to move"
        else:
            k = panel.move
            head = _STAGE_HEADS[panel.stage]
            if panel.stage == "before" or len(moves) > 1:
                colour = played[0][k - 1].to_move
                head = (f"{head}: {describe_move(lesson.order, moves[k - 1], colour)}"
                        if panel.stage == "before" else
                        f"after {describe_move(lesson.order, moves[k - 1], colour).lower()}")
                head = head.replace("after red", "after Red").replace("after blue",
                                                                      "after Blue")
            head = f"{n} \u00b7 {head}"
        opened = _open_rings(board, ov.legal) if panel.open_rings and game is not None else ()
        panels.append(dict(board=board, rings=rings, overlays=ov, window=window, head=head,
                           caption=panel.caption, labels=lesson.labels, open_rings=opened))
    return _row(panels, height=height, dpi=dpi, style=style, arrows=not static)


def turn_strip(game: RingWorld, move: Move, *, size: float = 2.15, dpi: float = 100,
               number: int | None = None, show_quiet: bool = False,
               style: Style = DARK) -> Figure:
    """One turn of ``game``, phase by phase, without playing it.

    The first picture is the position with the move selected; then one picture per phase
    of ``game.phases(move)`` (placement, turn, and births, deaths and occupations level by
    level), each captioned with ``event.describe()`` and its changes marked. Phases that
    change nothing are left out of the row (``show_quiet=True`` draws them too) and
    listed under it.
    """
    board = game.board
    window = focus_window(board, ())
    phases = game.phases(move)
    who = COLOUR_NAMES[game.to_move]
    turn = game.turn + 1 if number is None else number
    panels = [dict(board=board, rings=game.all_rings(), window=window,
                   overlays=Overlays(selected_place=move.place, selected_ring=move.rotate,
                                     selected_colour=game.to_move),
                   head="before", caption=f"{who} chooses {_notation(board, move)}.")]
    quiet: list[str] = []
    seen: list[Event] = []
    for phase in phases:
        event = phase.event
        seen.append(event)
        changes = event.kind in ("born", "died", "occupied")
        if changes and not event.positions and not show_quiet:
            quiet.append(event.describe())
            continue
        if event.kind in ("placed", "rotated", "passed"):
            ov = Overlays.from_events(seen, board=board)
        else:
            ov = Overlays.from_events([event], board=board, last_move=False)
        head = {"placed": "placement", "rotated": "turn", "passed": "pass",
                "born": f"births, level {event.level}", "died": f"deaths, level {event.level}",
                "occupied": f"occupation, level {event.level}", "won": "the end",
                "drawn": "the end"}.get(event.kind, event.kind)
        panels.append(dict(board=board, rings=phase.rings, window=window, overlays=ov,
                           head=head, caption=event.describe()))
    title = f"Turn {turn}: {who} plays {_notation(board, move)}"
    footer = ("Nothing happened in the other phases: " + " ".join(quiet)) if quiet else ""
    return _row(panels, height=size, dpi=dpi, style=style, title=title, footer=footer)


def _notation(board: RingBoard, move: Move) -> str:
    from .notation import format_move

    return format_move(board, move)


def legend_figure(which: Sequence[str] | None = None, *, style: Style = DARK,
                  dpi: float = 100) -> Figure:
    """What the marks on the pictures mean, in two columns (``which`` picks entries of
    ``draw.legend_handles``), plus the dashed outline of a level-2 ring that still
    accepts a placement."""
    from matplotlib.legend_handler import HandlerTuple
    from matplotlib.lines import Line2D

    keys = list(which) if which is not None else [
        "red", "blue", "empty", "legal", "rotatable", "selection", "last", "last_ring",
        "born", "died", "occupied"]
    handles, labels = legend_handles(style, keys)
    handles.append(Line2D([], [], ls="none", marker="o", ms=13, mfc="none",
                          mec=to_rgba(style.legal, 0.85), mew=1.3))
    labels.append("level-2 ring open for placements")
    rows = (len(labels) + 2) // 3
    fig = _new_figure(9.6, 0.3 * rows + 0.2, dpi, style)
    fig.legend(handles, labels, loc="center", ncol=3, frameon=False, fontsize=10,
               labelcolor=style.text, handler_map={tuple: HandlerTuple(ndivide=1, pad=0)},
               columnspacing=2.2, handlelength=1.8)
    return fig


def figure_png(fig: Figure, *, style: Style = DARK) -> bytes:
    """The figure as PNG bytes."""
    buf = io.BytesIO()
    fig.savefig(buf, format="png", facecolor=style.background)
    return buf.getvalue()
