"""The evaluation graph under the board: how the game went, move by move.

Two axes share the moves (x, from 0, the start):

* on the left, the game's own counts (for The Ring World the share of each level each
  colour holds, for Dice of Doom hexes and dice, for Renaissance the scores), one line
  per player and series in the player's colours *and* the player's marker shape
  (:func:`player_line`: a triangle up for the first player, down for the second, a plus
  and a hexagon for the third and fourth), so that the lines read without colour;
* on the right, in a dark line with dots, the AI's **estimated chance that the first
  player wins**, 0 to 100 %, with the even line at 50 %: where it crosses, the game
  changed hands. Positions without an estimate leave a gap; the line starts at the
  first real estimate.

The graph takes the board's colours (a dark background), its legend stands above the
plot so that it never covers a line, and both vertical axes say in words what they
measure. The legend names every line in plain words - the 50 % line ("50%: even
chances") and the dotted line at the position on the board ("the position shown") too -
and reads as a grid (:func:`legend_grid`): a column per player, a row per level, so
that each level's pair of lines sits side by side. While the win line is still being
worked out in the background (from the last move back), a short note says which moves
are to come. Before the first move the axes show the start and a line of text.

After an analysis (:mod:`ringworld_nb.analysis`) the graph is the map of the game: each
move labelled an inaccuracy, a mistake or a blunder is marked on the win line by a shape
*and* a colour - never colour alone - and a grey band around the line (mid grey on the
black, quieter than any line: :data:`BAND_ALPHA`) shows the search's
margin of error (its 95 % range, in the legend too). A long game has many marks close
together, so they are kept readable: an inaccuracy is a small diamond without words, a
mistake and a blunder carry lichess's sign (?, ??) above them, and a sign that would
overlap another (measured on screen, after the layout) is left out - the graver and the
earlier one stays (:func:`thin_labels`). A click on the graph puts the board at that
move (the app connects it, see :meth:`EvaluationGraph.move_at`).

>>> graph = EvaluationGraph()
>>> graph.update([0, 1, 2], {"Red": [0, 10, 20]}, {}, ylabel="% held",
...              win=[None, 0.6, 0.3], win_label="Red's chance to win")
>>> [round(float(v), 1) for v in graph.win_line.get_ydata()]
[nan, 60.0, 30.0]
>>> bool(graph.ax.get_ylim()[1] > 20)
True
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.text import Text
from matplotlib.ticker import MaxNLocator

__all__ = ["EvaluationGraph", "GraphStyle", "DARK_GRAPH", "WIN_COLOUR", "LABEL_MARKS",
           "PLAYER_MARKERS", "BAND_LABEL", "EVEN_LABEL", "SHOWN_LABEL", "BAND_ALPHA",
           "player_line", "thin_labels", "legend_grid"]

#: The colour of the win-chance line on the dark background.
WIN_COLOUR = "#f2f2f2"

#: How a labelled move is marked on the win line: (marker, colour, sign). The shapes differ
#: as much as the colours, so that the marks read without colour too.
LABEL_MARKS: dict[str, tuple[str, str, str]] = {
    "inaccuracy": ("D", "#e8c547", "?!"),
    "mistake": ("s", "#f08a3c", "?"),
    "blunder": ("X", "#ff4d4d", "??"),
}
#: The size of each label's mark (points): an inaccuracy, the mildest, is small...
MARK_SIZES = {"inaccuracy": 5.5, "mistake": 8.0, "blunder": 8.5}
#: ...and only the graver labels carry their sign in words above the mark.
SIGNED = ("blunder", "mistake")
#: What the grey band around the win line is, in the legend.
BAND_LABEL = "margin of error (95%)"
#: How opaque the band is over the background: a mid grey, seen at a glance under the
#: white win line yet quieter than any line (at 0.16 it was near black on black).
BAND_ALPHA = 0.24
#: What the thin dashed line at 50 % on the right axis is, in the legend.
EVEN_LABEL = "50%: even chances"
#: What the dotted vertical line at the position on the board is, in the legend.
SHOWN_LABEL = "the position shown"
#: The legend's font sizes (points) and column spacings, tried in turn until it fits the
#: graph's width.
LEGEND_SIZES = ((8.0, 1.2), (7.0, 0.8), (6.0, 0.5))
#: The most columns the legend has (more would not fit above a board-wide graph).
LEGEND_COLUMNS = 5


#: The marker of each player's lines, by seat (first player first): shapes unlike one
#: another and unlike the win line's dots and the labelled moves' marks.
PLAYER_MARKERS = ("^", "v", "P", "h")
#: About how many markers a player's line carries (they are spread along it).
MARKS_PER_LINE = 12


def player_line(seat: int, colour: str, **style: Any) -> dict[str, Any]:
    """The line style of a series of the player in ``seat`` (0 first): ``colour`` and the
    seat's marker (:data:`PLAYER_MARKERS`), then ``style`` (``ls``, ``lw``...)."""
    line: dict[str, Any] = {"color": colour,
                            "marker": PLAYER_MARKERS[seat % len(PLAYER_MARKERS)],
                            "ms": 6.5, "mew": 0.7}
    line.update(style)
    return line


@dataclass(frozen=True)
class GraphStyle:
    """The graph's colours: background, text and axes, grid."""

    background: str = "#06080c"
    text: str = "#d8dde8"
    grid: str = "#3a4252"
    win: str = WIN_COLOUR


DARK_GRAPH = GraphStyle()


class EvaluationGraph:
    """A figure holding the evaluation plot; :meth:`update` redraws it from new data."""

    def __init__(self, figsize: tuple[float, float] = (6.0, 2.4), dpi: int = 100,
                 style: GraphStyle = DARK_GRAPH) -> None:
        self.style = style
        self.figure = Figure(figsize=figsize, dpi=dpi, layout="constrained",
                             facecolor=style.background)
        self.ax = self.figure.add_subplot()
        #: the right-hand axis of the win chance
        self.win_ax = self.ax.twinx()
        self.win_line = self.win_ax.plot([], [])[0]
        self._legend: Any = None
        #: (width, the legend's words) -> the (font size, spacing, columns) that fitted
        self._legend_fits: dict[tuple[Any, ...], tuple[float, float, int]] = {}
        #: the band of the search's margin of error (None when there is none)
        self.band: Any = None
        #: the signs written above the marks (those left out of a crowd are hidden)
        self.signs: list[Text] = []

    def _dress(self, ax) -> None:
        st = self.style
        ax.set_facecolor(st.background)
        ax.tick_params(colors=st.text, labelsize=8)
        for spine in ax.spines.values():
            spine.set_color(st.grid)
        ax.xaxis.label.set_color(st.text)
        ax.yaxis.label.set_color(st.text)

    def update(self, turns: Sequence[int], series: Mapping[str, Sequence[float]],
               styles: Mapping[str, dict], *, marker_at: int | None = None,
               ylabel: str = "", win: Sequence[float | None] | None = None,
               win_label: str = "first player's chance to win",
               marks: Mapping[int, str] | None = None,
               band: Sequence[tuple[float, float] | None] | None = None,
               note: str = "") -> None:
        """Redraw: ``series`` (name -> one value per entry of ``turns``) on the left
        axis; ``win`` (one probability 0..1 per entry, None where unknown) on the
        right; a dotted line at ``marker_at`` (the position shown). ``marks`` labels
        positions (index -> 'inaccuracy', 'mistake' or 'blunder': the move that led
        there); ``band`` gives a (low, high) probability per entry, or None; ``note``
        is a short line written in the plot's top left corner (why the win line is not
        all there yet), '' for none."""
        st = self.style
        ax, wax = self.ax, self.win_ax
        ax.clear()
        wax.clear()
        self._dress(ax)
        self._dress(wax)
        turns = list(turns)
        last = max(1, turns[-1] if turns else 1)
        values = [v for vs in series.values() for v in vs
                  if v is not None and math.isfinite(v)]
        for k, (name, vs) in enumerate(series.items()):
            ax.plot(turns, vs, label=name, **_spread(styles.get(name, {}), len(turns), k,
                                                     len(series), st.background))
        low, high = (min(values), max(values)) if values else (0.0, 1.0)
        pad = max(1.0, 0.08 * (high - low))
        ax.set_ylim(low - pad if low < 0 else min(0.0, low), high + pad)
        ax.set_xlim(0, last)
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.set_xlabel("move", fontsize=9)
        ax.set_ylabel(ylabel, fontsize=9)
        ax.grid(color=st.grid, alpha=0.6, lw=0.6)
        if marker_at is not None:
            ax.axvline(marker_at, **self._shown_style())
        # the win chance, on the right: in percent, gaps where unknown
        wax.patch.set_visible(False)
        percent = [math.nan if v is None else 100.0 * float(v)
                   for v in (win if win is not None else [None] * len(turns))]
        wax.axhline(50.0, **self._even_style())
        self.band = self._draw_band(turns, band)
        self.win_line = wax.plot(turns, percent, color=st.win, lw=1.6, marker="o", ms=3,
                                 label=win_label, clip_on=False)[0]
        mark_handles, signs = self._draw_marks(percent, marks or {})
        wax.set_ylim(0, 100)
        wax.yaxis.tick_right()
        wax.yaxis.set_label_position("right")
        wax.set_ylabel(f"{win_label} (%)", fontsize=9)
        wax.set_xlim(0, last)
        if note:
            self._write_note(note)
        if len(turns) <= 1:
            ax.text(0.5, 0.5, "The graph grows as moves are played.", color=st.text,
                    ha="center", va="center", fontsize=10, transform=ax.transAxes)
        others = [(self.win_line, win_label), (self._even_handle(), EVEN_LABEL)]
        if marker_at is not None:
            others.append((self._shown_handle(), SHOWN_LABEL))
        others += [(handle, handle.get_label()) for handle in mark_handles]
        if self.band is not None:
            others.append((self.band, BAND_LABEL))
        for old in list(self.figure.legends):  # one legend only
            old.remove()
        self._legend = self._fitting_legend(self._series_groups(), others)
        self.signs = signs
        thin_labels(self.figure, signs)

    def _fitting_legend(self, groups: list[list[tuple[Any, str]]],
                        others: list[tuple[Any, str]]) -> Any:
        """The legend above the plot, laid out by :func:`legend_grid` in as many
        columns as fit in the figure's width: a long name ("Silver's chance to win")
        takes fewer columns, more rows. The legends made before are removed.

        A legend's width depends on its words, its size and its columns, not on the
        data: it is measured on its own (no layout of the whole figure), and the size
        that fitted is kept for the same words and width, so that a graph redrawn after
        every move measures nothing."""
        blank = (Line2D([], [], color="none"), "")
        words = (round(self.figure.bbox.width), tuple(t for g in groups for _, t in g),
                 tuple(t for _, t in others))
        tries = [(fontsize, spacing, columns) for fontsize, spacing in LEGEND_SIZES
                 for columns in range(LEGEND_COLUMNS, 1, -1)]
        known = self._legend_fits.get(words)
        legend: Any = None
        for fontsize, spacing, columns in ([known] if known else tries):
            if legend is not None:
                legend.remove()
            entries, ncol = legend_grid(groups, others, blank, columns)
            legend = self.figure.legend(
                [h for h, _ in entries], [t for _, t in entries],
                loc="outside upper center", ncol=ncol, fontsize=fontsize, frameon=False,
                labelcolor=self.style.text, handlelength=1.8 * fontsize / 8,
                columnspacing=spacing)
            if known or self._legend_width(legend) <= self.figure.bbox.width:
                self._legend_fits[words] = (fontsize, spacing, columns)
                return legend
        return legend  # (the smallest: nothing fits better)

    def _legend_width(self, legend: Any) -> float:
        """The width of ``legend`` in pixels, measured with the figure's renderer."""
        get_renderer = getattr(self.figure.canvas, "get_renderer", None)
        if get_renderer is None:  # a canvas without one: lay the whole figure out
            self.figure.draw_without_rendering()
            return float(legend.get_window_extent().width)
        return float(legend.get_window_extent(get_renderer()).width)

    def _write_note(self, note: str) -> None:
        """``note`` in small italics in the plot's top left corner, on a patch of the
        background so that the lines under it do not cross its words."""
        st = self.style
        self.win_ax.text(0.01, 0.97, note, transform=self.win_ax.transAxes, ha="left",
                         va="top", fontsize=7.5, style="italic", color=st.text, zorder=7,
                         bbox={"facecolor": st.background, "edgecolor": st.grid,
                               "alpha": 0.85, "boxstyle": "round,pad=0.25", "lw": 0.6})

    def _shown_style(self) -> dict[str, Any]:
        """The dotted vertical line at the position on the board."""
        return {"color": self.style.text, "lw": 1, "ls": ":", "alpha": 0.8}

    def _even_style(self) -> dict[str, Any]:
        """The thin dashed line at 50 % on the right axis (where the lead changes)."""
        return {"color": self.style.win, "lw": 0.7, "ls": "--", "alpha": 0.45}

    def _shown_handle(self) -> Line2D:
        """The legend's sample of the position's line: a short one drawn like it (a
        stand-in, in no axes - the colour-vision check reads the axes' own lines). A
        vertical line's sample is drawn across as every legend sample is."""
        return Line2D([], [], **self._shown_style())

    def _even_handle(self) -> Line2D:
        """The legend's sample of the 50 % line (a stand-in, as :meth:`_shown_handle`),
        a little bolder than the line itself so that its dashes show in a short sample."""
        return Line2D([], [], **{**self._even_style(), "lw": 1.0, "alpha": 0.7})

    def _series_groups(self) -> list[list[tuple[Any, str]]]:
        """The game's lines on the left axis with their names, grouped by colour - one
        group a player (its levels, its hexes and dice...) in the order drawn."""
        groups: dict[Any, list[tuple[Any, str]]] = {}
        for line in self.ax.get_lines():
            label = str(line.get_label())
            if not label.startswith("_"):
                groups.setdefault(str(line.get_color()), []).append((line, label))
        return list(groups.values())

    def _draw_band(self, turns: list[int],
                   band: Sequence[tuple[float, float] | None] | None) -> Any:
        """The grey band of the search's margin of error around the win line (its 95 %
        range, ``(low, high)`` probabilities per position, None where unknown), or None
        when there is no band. The caller gives it from one side, as the win line."""
        if band is None or not any(b is not None for b in band[:len(turns)]):
            return None
        lows = [math.nan if b is None else 100.0 * b[0] for b in band[:len(turns)]]
        highs = [math.nan if b is None else 100.0 * b[1] for b in band[:len(turns)]]
        return self.win_ax.fill_between(turns[:len(lows)], lows, highs, color=self.style.win,
                                        alpha=BAND_ALPHA, lw=0, label=BAND_LABEL)

    def _draw_marks(self, percent: list[float],
                    marks: Mapping[int, str]) -> tuple[list[Any], list[Text]]:
        """Each labelled position's mark on the win line (``percent``): a shape and a
        colour per label (:data:`LABEL_MARKS`, sized by :data:`MARK_SIZES`), and above
        the graver ones (:data:`SIGNED`) their sign. Returns the legend's handles and
        the signs written."""
        st, wax = self.style, self.win_ax
        handles: list[Any] = []
        signs: list[Text] = []
        for label, (marker, colour, sign) in LABEL_MARKS.items():
            xs = [x for x, lab in marks.items()
                  if lab == label and 0 <= x < len(percent) and math.isfinite(percent[x])]
            if not xs:
                continue
            ys = [percent[x] for x in xs]
            handles.append(wax.plot(xs, ys, ls="none", marker=marker, ms=MARK_SIZES[label],
                                    mfc=colour, mec=st.background, mew=0.8, zorder=5,
                                    clip_on=False, label=f"{sign} {label}")[0])
            if label not in SIGNED:
                continue
            for x, y in zip(xs, ys):
                text = wax.annotate(sign, (x, y), xytext=(0, 6), textcoords="offset points",
                                    ha="center", va="bottom", fontsize=8, color=colour,
                                    fontweight="bold", zorder=6, annotation_clip=False)
                text.set_gid(label)  # (what :func:`thin_labels` ranks it by)
                signs.append(text)
        return handles, signs

    def move_at(self, x: float | None, last: int) -> int | None:
        """The position (0..``last``) nearest to a click at ``x`` on the graph's axes
        (data coordinates), or None outside them: what a click on the map shows."""
        if x is None or not math.isfinite(x):
            return None
        return max(0, min(last, round(x)))


def thin_labels(figure: Figure, texts: Sequence[Text], pad: float = 1.0) -> list[Text]:
    """Hide those of ``texts`` that would overlap one another on screen; returns those
    kept.

    Where they are is only known once the figure is laid out (its constrained layout
    moves the axes), so the figure is laid out first, without painting
    (``draw_without_rendering``); then each text's window extent - its box in display
    pixels - is measured. The blunders are placed first, then the mistakes, each from
    the left: a text whose box, grown by ``pad`` pixels, meets a box already kept is
    hidden. So a crowd of signs thins to the gravest and earliest of each cluster, and
    the marks under them (which stay) still say every label by shape and colour.
    """
    if not texts:
        return []
    figure.draw_without_rendering()
    gravity = {label: k for k, label in enumerate(SIGNED)}
    order = sorted(texts, key=lambda t: (gravity.get(t.get_gid() or "", len(gravity)),
                                         t.xy[0]))  # type: ignore[attr-defined]
    kept: list[Any] = []
    out: list[Text] = []
    for text in order:
        box = text.get_window_extent().expanded(1.0, 1.0).padded(pad)
        if any(box.overlaps(other) for other in kept):
            text.set_visible(False)
            continue
        text.set_visible(True)
        kept.append(box)
        out.append(text)
    return out


def legend_grid(groups: Sequence[Sequence[Any]], others: Sequence[Any], blank: Any,
                columns: int = LEGEND_COLUMNS) -> tuple[list[Any], int]:
    """The legend's entries in the order that lays them out as a grid, and its number
    of columns: one column per player (``groups``: each player's entries, its levels
    in order), so that a row holds one level of every player side by side, then the
    ``others`` (the win line, the 50 % line, the marks...) in the columns left.

    Matplotlib fills a legend column by column and balances the columns' lengths, so
    every column is padded with ``blank`` entries to the same number of rows. When
    every player has a single entry, they share one column (a column each would be
    mostly blank). The rows are as few as the longest player's entries and the
    ``columns`` allow:

    >>> entries, n = legend_grid([["Red L1", "Red L2"], ["Blue L1", "Blue L2"]],
    ...                          ["chance", "50%", "shown"], "")
    >>> n, entries
    (4, ['Red L1', 'Red L2', 'Blue L1', 'Blue L2', 'chance', '50%', 'shown', ''])
    >>> legend_grid([["Silver"], ["Gold"]], ["chance"], "-")
    (['Silver', 'Gold', 'chance', '-'], 2)
    """
    players = [list(g) for g in groups if g]
    if players and all(len(g) == 1 for g in players):
        players = [[g[0] for g in players]]
    room = max(2, columns - len(players))
    rows = max([len(g) for g in players] + [math.ceil(len(others) / room), 1])
    entries: list[Any] = []
    for group in players:
        entries += group + [blank] * (rows - len(group))
    rest = list(others)
    entries += rest + [blank] * (-len(rest) % rows)
    return entries, len(entries) // rows


def _spread(style: Mapping[str, Any], points: int, k: int, lines: int,
            background: str) -> dict[str, Any]:
    """``style`` with its markers (if any) spread along a line of ``points`` points:
    about :data:`MARKS_PER_LINE` of them, the ``k``-th of ``lines`` lines starting a
    little later than the one before, so that the markers of lines that run together
    do not hide each other; edged in the ``background`` colour unless said otherwise."""
    out = dict(style)
    if out.get("marker"):
        out.setdefault("mec", background)
    if out.get("marker") and "markevery" not in out and points > MARKS_PER_LINE:
        step = math.ceil(points / MARKS_PER_LINE)
        out["markevery"] = ((k * step) // max(lines, 1) % step, step)
    return out
