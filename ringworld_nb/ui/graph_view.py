"""The graph under the board, toggled by **Graph**: one part of every app.

The game's own counts move by move, the first player's chance to win (:mod:`.estimates`)
and, after an analysis, the map of the game (:mod:`.analysis_view`): the part draws the
:class:`~.evaluation.EvaluationGraph` from what its host gives, on a canvas of its own
made when the graph is first shown, and a click on it puts the board at that move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import ipywidgets as w

from .canvas import BoardCanvas
from .controls import show
from .evaluation import EvaluationGraph, GraphStyle
from .flow import Flow, action
from .model import GameModel
from .ports import Players

__all__ = ["GraphView", "GraphHost", "Map", "Filling", "GRAPH_HEIGHT", "one_side",
           "one_side_band", "waiting_note", "graph_words", "GRAPH_CLASS",
           "GRAPH_TOGGLE_CLASS"]

#: The graph's height in inches.
GRAPH_HEIGHT = 2.4


def one_side(win: Sequence[float | None], keep: Sequence[bool]) -> list[float | None]:
    """The win line without its zig-zag: the values at the positions ``keep`` marks
    (those where the first player is to move), the others drawn straight between them.

    A search's value of a position leans towards the side that has just moved (its
    horizon ends after that side's move); values taken from both sides in turn make the
    line jump up and down with every move although nothing happened. Taken from one
    side only, the line moves when the game does:

    >>> one_side([0.5, 0.7, 0.5, 0.7, 0.6], [True, False, True, False, True])
    [0.5, 0.5, 0.5, 0.55, 0.6]

    A value with no kept value on one side of it stays as it was; an unknown value
    stays unknown.
    """
    values = list(win)
    known = [i for i, v in enumerate(values) if v is not None and i < len(keep) and keep[i]]
    out = list(values)
    for left, right in zip(known, known[1:]):
        a, b = values[left], values[right]
        assert a is not None and b is not None
        for i in range(left + 1, right):
            if out[i] is not None:
                out[i] = round(a + (b - a) * (i - left) / (right - left), 12)
    return out


Band = list[tuple[float, float] | None]


def graph_words(win: Sequence[float | None], index: int, who: str,
                marks: dict[int, str] | None = None, *, working: bool = False) -> str:
    """The graph in words, its text alternative for a screen reader: the chance at the
    position shown (after ``index`` moves), where it came from, and the marks;
    ``working`` while the chances are being worked out (:func:`waiting_note`).

    >>> graph_words([0.5, 0.52, 0.74, 0.61], 3, "Red")
    "The graph: Red's chance to win 61% after move 3, falling from 74% after move 2."
    >>> graph_words([0.5, None, 0.5], 2, "Red", {1: "??"})
    "The graph: Red's chance to win 50% after move 2, as after move 0. 1 move marked."
    >>> graph_words([None, None], 1, "A")
    "The graph: A's chance to win is not worked out yet."

    The chances are worked out from the last move back: a position before them is said
    with the latest the graph shows (a newcomer heard "not worked out yet" beside a line
    at 64%).

    >>> graph_words([None, None, None, 0.64], 1, "A")
    "The graph: A's chance to win is not worked out yet after move 1; 64% after move 3."

    While they are being worked out, the words say so, not that they are missing (the
    graph's picture soon shows them; :meth:`GraphView.worked_out` says them then):

    >>> graph_words([None, None, None], 2, "Red", working=True)
    "The graph: Red's chance to win is being worked out, from the last move back."
    """
    marked = ""
    if marks:
        marked = f" {len(marks)} move{'s' if len(marks) != 1 else ''} marked."
    known = [(i, v) for i, v in enumerate(win[:index + 1]) if v is not None]
    if not known and working:
        return (f"The graph: {who}'s chance to win is being worked out, from the last move "
                f"back.{marked}")
    if not known:
        later = [(i, v) for i, v in enumerate(win) if v is not None and i > index]
        if later:
            at, value = later[-1]
            return (f"The graph: {who}'s chance to win is not worked out yet after move "
                    f"{index}; {value:.0%} after move {at}.{marked}")
        return f"The graph: {who}'s chance to win is not worked out yet.{marked}"
    at, value = known[-1]
    words = f"The graph: {who}'s chance to win {value:.0%} after move {at}"
    if len(known) > 1:
        before_at, before = known[-2]
        change = round(value * 100) - round(before * 100)
        how = ("rising from" if change > 0 else "falling from" if change < 0 else "as after")
        words += (f", {how} {before:.0%} after move {before_at}" if change else
                  f", {how} move {before_at}")
    return words + "." + marked


def waiting_note(win: Sequence[float | None], working: bool) -> str:
    """The graph's note while the win line is being worked out (``working``): which
    moves still wait for their chance, '' when none does or nothing works on them.

    A move the AI played comes with its chance; any other (a person's, the easy AI's,
    which does not search) gets one from a short search in the background, 0.4 s or
    more each, from the last move back - the position on the board first. So the line
    grows from the right, and a game of 46 moves takes half a minute or so: without a
    word, a line that starts at move 30 looks broken.

    >>> waiting_note([None, None, None, 0.6, 0.4], True)
    'Chances worked out from the last move back: moves 1-2 to come'
    >>> waiting_note([None, None, 0.5], True)
    'Chances worked out from the last move back: move 1 to come'
    >>> waiting_note([None, 0.5, None, 0.4, None], True)
    'Chances worked out from the last move back: 2 moves to come'
    >>> waiting_note([None, None, 0.5], False), waiting_note([None, 0.5], True)
    ('', '')
    """
    missing = [i for i in range(1, len(win)) if win[i] is None]
    if not working or not missing:
        return ""
    first, last = missing[0], missing[-1]
    if len(missing) == 1:
        which = f"move {first}"
    elif len(missing) == last - first + 1:
        which = f"moves {first}-{last}"
    else:
        which = f"{len(missing)} moves"
    return f"Chances worked out from the last move back: {which} to come"


def one_side_band(band: Band, keep: Sequence[bool]) -> Band:
    """The band of the search's margin of error taken from one side, as the win line
    (:func:`one_side`): its low and its high edges each kept at the positions ``keep``
    marks and drawn straight between them.

    The band is as wide as the search is unsure of the value of a position, and that
    too depends on the side that has just moved: taken from both sides in turn it
    zig-zags around the straight win line and looks broken.

    >>> one_side_band([(0.4, 0.6), (0.1, 0.9), (0.5, 0.7)], [True, False, True])
    [(0.4, 0.6), (0.45, 0.65), (0.5, 0.7)]
    >>> one_side_band([None, (0.1, 0.9)], [True, False])
    [None, (0.1, 0.9)]
    """
    lows = one_side([None if b is None else b[0] for b in band], keep)
    highs = one_side([None if b is None else b[1] for b in band], keep)
    return [None if b is None or low is None or high is None else (low, high)
            for b, low, high in zip(band, lows, highs)]


class GraphHost(Players, Protocol):
    """What :class:`GraphView` needs of its app."""

    model: GameModel[Any]
    flow: Flow
    background: str

    def graph_series(self, stats: list[Any]) -> tuple[dict[str, list[float]],
                                                      dict[str, dict], str]:
        """``({name: values}, {name: line style}, y label)`` from the statistics."""
        ...


class Map(Protocol):
    """What the graph shows of a review (:class:`~.analysis_view.GameReview`): the map
    of the game, and where a click on it goes."""

    widget: w.Widget

    def graph_marks(self) -> tuple[dict[int, str], list[float | None] | None,
                                   list[tuple[float, float] | None] | None]:
        """The labelled moves, the win line and its band (or none)."""
        ...

    def graph_clicked(self, index: int) -> None:
        """A click on the graph at the position after ``index`` moves."""
        ...


class Filling(Protocol):
    """What works out the graph's win line while it is shown (:class:`~.estimates.
    Estimates`)."""

    def fill(self) -> None: ...

    def stop(self) -> None: ...

    def working(self) -> bool:
        """True while positions are being estimated in the background."""
        ...


#: The class of the graph's box (the review's buttons and the graph) and of its toggle.
GRAPH_CLASS = "rwnb-graph"
GRAPH_TOGGLE_CLASS = "rwnb-graph-toggle"


class GraphView:
    """The Graph toggle and the graph under the board (see the module docstring): the
    review's map (``review``, its buttons above the graph) and the win line's estimates
    (``estimates``); ``width`` px wide, on an ipympl canvas when ``interactive``."""

    def __init__(self, host: GraphHost, review: Map, estimates: Filling, *, width: int,
                 interactive: bool) -> None:
        self.host = host
        self.flow = host.flow
        self.review = review
        self.estimates = estimates
        self.width = width
        self.interactive = interactive
        self.graph: EvaluationGraph | None = None
        self.canvas: BoardCanvas | None = None
        self._sides: tuple[Any, list[bool]] = (None, [])
        self.toggle = w.ToggleButton(value=False, description="Graph", icon="line-chart",
                                     tooltip="Show or hide the graph of the game under the "
                                             "board", layout=w.Layout(width="auto"))
        self.toggle.add_class(GRAPH_TOGGLE_CLASS)
        self.toggle.observe(lambda _: self.toggled(), names="value")
        self.box = w.VBox(layout=w.Layout(display="none", max_width="100%"))
        self.box.add_class(GRAPH_CLASS)
        #: the graph in words (:func:`graph_words`) whenever it is drawn: its text
        #: alternative (the app names the picture with it)
        self.words = ""
        self.on_words: Callable[[str], Any] | None = None
        #: how the words are said aloud (the live region), when asked for (:meth:`tell`)
        self.say: Callable[[str], Any] | None = None
        #: what :meth:`tell` said while the chances were worked out, and whether it
        #: named a chance (None: nothing to say again)
        self._told: tuple[str, bool] | None = None
        #: what the picture was last drawn from (see :meth:`refresh`)
        self._drawn = ""

    @property
    def shown(self) -> bool:
        return bool(self.toggle.value)

    def toggle_shown(self) -> None:
        """Show the graph, or hide it (key g)."""
        self.toggle.value = not self.toggle.value

    def show(self) -> None:
        """Show the graph (as the toggle does)."""
        if not self.shown:
            self.toggle.value = True

    @action(asking=True, animating=True)
    def toggled(self) -> None:
        """The toggle changed: show the graph (made on first use) or hide it."""
        if self.shown:
            if self.canvas is None:
                self.graph = EvaluationGraph(figsize=(self.width / 100, GRAPH_HEIGHT),
                                             style=GraphStyle(background=self.host.background))
                self.canvas = BoardCanvas(self.graph.figure, self.interactive, kind="graph")
                self.canvas.mpl_connect("button_press_event", self._pressed)
                self.box.children = (self.review.widget, self.canvas.widget)
            show(self.box, True)
            self.estimates.fill()
        else:
            show(self.box, False)
            self.estimates.stop()

    def resize(self, width: int) -> None:
        """The board is ``width`` px wide now: so is the graph."""
        self.width = width
        if self.canvas is not None:
            self.canvas.resize(width, self.canvas.pixels[1])

    def tell(self) -> str:
        """What the graph shows, in words, now (key g): the words its picture is named by
        at this moment. While the chances are still being worked out (from the last move
        back), the words are said again as the picture changes - once when the position
        shown first has a chance, and once more when the work is over if the words
        changed by then (:meth:`_tell_if_changed`)."""
        words, win, _, _ = self._line()
        working = self.shown and self.estimates.working()
        self._told = (words, self._known_here(win)) if working else None
        return words

    def worked_out(self) -> None:
        """The chances are worked out (or their work stopped): the graph is drawn with
        them, and said if :meth:`tell` promised it (see there) and the graph is still
        shown."""
        if self.shown:
            self.refresh()
        else:
            self._told = None

    def _known_here(self, win: Sequence[float | None]) -> bool:
        """Whether the line has a chance to say at the position shown (there, or at an
        earlier position: :func:`graph_words` says the latest)."""
        return any(v is not None for v in win[:self.host.model.index + 1])

    def _tell_if_changed(self, win: Sequence[float | None]) -> None:
        """Say the graph's words again if :meth:`tell` promised it: as soon as the
        position shown has a chance (a newcomer heard "being worked out" while the
        picture soon named 71%), and when the work is over if the words differ from
        those said last (trial 7: "34% after move 10" was read, the picture then named
        "34% after move 10, as after move 9"). Nothing while the graph is hidden."""
        if self._told is None:
            return
        if not self.shown:
            self._told = None
            return
        said, had_chance = self._told
        over = not self.estimates.working()
        if over:
            self._told = None
        elif not had_chance and self._known_here(win):
            self._told = (self.words, True)
        else:
            return
        if self.words != said and self.say is not None:
            self.say(self.words)

    def _line(self) -> tuple[str, list[float | None], Band | None, dict[int, str]]:
        """The graph's words, its win line from one side, the band and the marks, for
        the game and the position shown (one source for the picture and the words)."""
        host = self.host
        model = host.model
        first = host.player_ids(model.game)[0]
        win = list(model.estimates[:len(model.stats)])
        marks, line, band = self.review.graph_marks()
        if line is not None:  # the analysis's line where it has one
            win = [a if a is not None else b for a, b in
                   zip(line + [None] * (len(win) - len(line)), win)]
        sides = list(self._first_to_move(first))
        for mark in marks:  # a labelled move's drop is drawn, never smoothed away
            for index in (mark - 1, mark):
                if 0 <= index < len(sides):
                    sides[index] = True
        win = one_side(win, sides)
        band = None if band is None else one_side_band(band, sides)
        words = graph_words(win, model.index, host.player_name(first), marks,
                            working=self.estimates.working())
        return words, win, band, marks

    def refresh(self) -> None:
        """Redraw the graph (when shown) for the game and the position shown."""
        graph, canvas = self.graph, self.canvas
        if not self.shown or graph is None or canvas is None:
            return
        host = self.host
        model = host.model
        turns = list(range(len(model.stats)))
        series, styles, ylabel = host.graph_series(model.stats)
        first = host.player_ids(model.game)[0]
        self.words, win, band, marks = self._line()
        if self.on_words is not None:
            self.on_words(self.words)
        win_label = f"{host.player_name(first)}'s chance to win"
        note = waiting_note(win, self.estimates.working())
        # what the picture is drawn from: the same again (a step along a review's line, a
        # choice on the board) draws nothing - a redraw lays the figure out and renders
        # it whole: about 150 ms of the kernel's after every press in a reviewed game
        drawn = repr((canvas.pixels, turns, series, styles, model.index, ylabel, win,
                      win_label, marks, band, note))
        if drawn != self._drawn:
            with canvas.lock:  # no frame of the graph half drawn (see .canvas)
                graph.update(turns, series, styles, marker_at=model.index, ylabel=ylabel,
                             win=win, win_label=win_label, marks=marks, band=band,
                             note=note)
                canvas.refresh()
            self._drawn = drawn
        self._tell_if_changed(win)

    def _first_to_move(self, first: Any) -> list[bool]:
        """For each position of the game, whether ``first`` is to move there (the start
        and the end count too: they are where the line begins and ends)."""
        key = self._game_key()
        if self._sides[0] != key:
            movers = self.host.model.movers()
            n = len(movers)
            self._sides = (key, [i == 0 or i == n or movers[i] == first
                                   for i in range(n + 1)])
        return self._sides[1]

    def _game_key(self) -> tuple[int, int]:
        """What the sides of the positions depend on: the game and its length."""
        game = self.host.model.game
        return id(game), len(game.history)

    def _pressed(self, event: Any) -> None:
        """A click on the graph: the board at that move."""
        graph = self.graph
        if graph is None or getattr(event, "inaxes", None) not in (graph.ax, graph.win_ax):
            return
        if getattr(event, "button", 1) not in (None, 1) or getattr(event, "dblclick", False):
            return
        index = graph.move_at(getattr(event, "xdata", None), self.host.model.length)
        if index is not None:
            self.review.graph_clicked(index)
