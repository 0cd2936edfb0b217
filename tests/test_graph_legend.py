"""The graph's legend names every line it draws, in plain words, and reads in order
(trial 24b, item 14): the 50 % line and the line at the position shown are in it, the
band of the margin of error is seen on the black background without shouting, each
level's pair of lines sits side by side, the legend fits the graph's width, and a win
line still being worked out says so."""

from __future__ import annotations

from typing import Any

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.colors import to_rgb

from ringworld_nb.ui.evaluation import (
    BAND_ALPHA,
    BAND_LABEL,
    EVEN_LABEL,
    SHOWN_LABEL,
    EvaluationGraph,
    GraphStyle,
    player_line,
)
from ringworld_nb.ui.graph_view import waiting_note

#: The graph as the app makes it at 1280x800 (a board of 655 px), a narrow one, and the
#: board's width in JupyterLab's column at 1280x800 (where a newcomer saw it clipped).
WIDE, NARROW, LAPTOP_LAB = (6.55, 2.4), (5.0, 2.4), (4.6, 2.4)
TURNS = list(range(47))
RED, BLUE = "#e8740c", "#3d8fd9"


def ring_series(levels: int = 2) -> tuple[dict[str, list[float]], dict[str, dict]]:
    """The Ring World's series in the app's order (Red L1, Blue L1, Red L2...)."""
    series: dict[str, list[float]] = {}
    styles: dict[str, dict] = {}
    for level in range(1, levels + 1):
        for seat, (name, colour) in enumerate((("Red", RED), ("Blue", BLUE))):
            series[f"{name} L{level}"] = [t * (level + seat) / 4 for t in TURNS]
            styles[f"{name} L{level}"] = player_line(seat, colour, ls=":" if level == 1
                                                     else "--")
    return series, styles


def drawn(series: dict, styles: dict, figsize: tuple[float, float] = WIDE,
          analysed: bool = True, **kw: Any) -> EvaluationGraph:
    """The graph of ``series`` with a win line; ``analysed``: marks and a band too."""
    graph = EvaluationGraph(figsize=figsize)
    FigureCanvasAgg(graph.figure)
    win = [0.5 + 0.3 * ((t % 9) - 4) / 4 for t in TURNS]
    extra: dict[str, Any] = {}
    if analysed:
        extra = {"marks": {5: "inaccuracy", 12: "mistake", 30: "blunder"},
                 "band": [(v - 0.1, v + 0.1) for v in win]}
    graph.update(TURNS, series, styles, marker_at=12, ylabel="held", win=win,
                 win_label="Red's chance to win", **{**extra, **kw})
    graph.figure.canvas.draw()
    return graph


def legend_texts(graph: EvaluationGraph) -> dict[str, Any]:
    """The legend's words (the blanks that pad its grid left out) by text."""
    legend = graph.figure.legends[-1]
    return {t.get_text(): t for t in legend.get_texts() if t.get_text()}


def test_the_50_percent_line_and_the_position_line_are_in_the_legend() -> None:
    texts = legend_texts(drawn(*ring_series(), analysed=False))
    assert EVEN_LABEL in texts and SHOWN_LABEL in texts
    assert "50%" in EVEN_LABEL and "even" in EVEN_LABEL
    assert "position" in SHOWN_LABEL


def test_the_position_line_is_named_only_where_it_is_drawn() -> None:
    graph = EvaluationGraph(figsize=WIDE)
    graph.update(TURNS, *ring_series(), win=[0.5] * len(TURNS))
    assert SHOWN_LABEL not in legend_texts(graph)


def test_the_legend_samples_are_drawn_like_their_lines() -> None:
    """The legend's stand-ins for the 50 % and the position's lines: dashed and
    dotted as the lines in the plot are, and in no axes (the colour-vision check
    reads the axes' lines as the players')."""
    graph = drawn(*ring_series())
    legend = graph.figure.legends[-1]
    handles = dict(zip([t.get_text() for t in legend.get_texts()], legend.legend_handles))
    assert handles[EVEN_LABEL].get_linestyle() == "--"
    assert handles[SHOWN_LABEL].get_linestyle() == ":"
    assert all(line.get_label() not in (EVEN_LABEL, SHOWN_LABEL)
               for ax in (graph.ax, graph.win_ax) for line in ax.get_lines())


def test_each_levels_pair_sits_in_one_row_red_left_of_blue() -> None:
    """The legend read "Red L1, Blue L1, Red L2 / Blue L2" over two rows: now a row
    holds one level of both colours, a column one colour."""
    for levels in (2, 3):
        texts = legend_texts(drawn(*ring_series(levels)))
        for level in range(1, levels + 1):
            red = texts[f"Red L{level}"].get_window_extent()
            blue = texts[f"Blue L{level}"].get_window_extent()
            assert abs(red.y0 - blue.y0) < 1 and red.x1 < blue.x0, level
        for colour in ("Red", "Blue"):
            first = texts[f"{colour} L1"].get_window_extent()
            second = texts[f"{colour} L2"].get_window_extent()
            assert abs(first.x0 - second.x0) < 1 and second.y0 < first.y0, colour


@pytest.mark.parametrize("figsize", [WIDE, NARROW, LAPTOP_LAB])
@pytest.mark.parametrize("series", ["ring", "renaissance"])
def test_the_legend_fits_the_graphs_width(figsize, series) -> None:
    if series == "ring":
        lines = ring_series()
    else:
        lines = ({"Silver score": [t / 8 for t in TURNS], "Gold score": [t / 9 for t in TURNS]},
                 {"Silver score": player_line(0, "#c0c6d0"),
                  "Gold score": player_line(1, "#d9a520")})
    graph = drawn(*lines, figsize=figsize)
    box = graph.figure.legends[-1].get_window_extent()
    assert box.x0 >= 0 and box.x1 <= graph.figure.bbox.width, (box, graph.figure.bbox)
    assert BAND_LABEL in legend_texts(graph)


def _luminance(rgb: tuple[float, ...]) -> float:
    """WCAG's relative luminance of an sRGB colour (0..1 channels)."""
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_band_is_seen_on_black_but_stays_quieter_than_the_lines() -> None:
    """The band over the background: a contrast of 1.7:1 at least (at 1.4:1 it was
    near black on black), and far below the win line's own."""
    style = GraphStyle()
    graph = drawn(*ring_series())
    assert graph.band is not None and graph.band.get_alpha() == BAND_ALPHA
    back, fill = to_rgb(style.background), to_rgb(graph.band.get_facecolor()[0][:3])
    shown = tuple(BAND_ALPHA * f + (1 - BAND_ALPHA) * b for f, b in zip(fill, back))
    assert 1.7 <= _contrast(shown, back) <= 2.5
    assert _contrast(to_rgb(style.win), back) > 3 * _contrast(shown, back)


def test_a_win_line_being_worked_out_says_so_in_the_graph() -> None:
    """Before Analyse the easy AI's moves come without chances: they are worked out in
    the background from the last move back, so the line starts late - the graph says
    which moves are still to come."""
    win: list[float | None] = [None] * 30 + [0.5] * 17
    note = waiting_note(win, True)
    assert note.endswith("moves 1-29 to come")
    graph = EvaluationGraph(figsize=WIDE)
    graph.update(TURNS, *ring_series(), win=win, note=note)
    assert note in [t.get_text() for t in graph.win_ax.texts]
    graph.update(TURNS, *ring_series(), win=[0.5] * 47, note=waiting_note([0.5] * 47, True))
    assert not [t for t in graph.win_ax.texts if "to come" in t.get_text()]


def test_the_app_gives_the_note_while_its_estimates_work() -> None:
    """GraphView asks the estimates whether they are still at work."""
    from ringworld_nb import RingWorldApp

    app = RingWorldApp(3, interactive=False, seats=("person", "person"))
    for k in range(3):
        app.play(app.game.legal_moves()[k])
    app.graph_view.show()
    app.estimates.working = lambda: True  # type: ignore[method-assign]
    app.graph_view.refresh()
    texts = [t.get_text() for t in app.graph_view.graph.win_ax.texts]
    assert any("to come" in t for t in texts), texts
