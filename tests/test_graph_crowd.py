"""The evaluation graph stays readable after the analysis of a long game (trial 24,
item 1): the signs of close marks never overlap, the inaccuracies are small marks
without words, and the grey band of the search's margin of error is in the legend and
drawn from one side as the win line is (it zig-zagged)."""

from __future__ import annotations

import itertools

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg

from ringworld_nb.ui.evaluation import BAND_LABEL, SIGNED, EvaluationGraph
from ringworld_nb.ui.graph_view import one_side_band

#: The graph as the app makes it at 1280x800 (a board of 655 px).
FIGSIZE = (6.55, 2.4)


def crowded_graph(band: bool = True) -> EvaluationGraph:
    """An 85-move game whose moves 5 to 45 are all labelled, in turn an inaccuracy, a
    mistake and a blunder, around a win line near the middle (as in the trial)."""
    graph = EvaluationGraph(figsize=FIGSIZE)
    FigureCanvasAgg(graph.figure)
    turns = list(range(86))
    win = [0.5 + 0.05 * ((i % 3) - 1) for i in turns]
    labels = itertools.cycle(("inaccuracy", "mistake", "blunder"))
    marks = {x: next(labels) for x in range(5, 46)}
    graph.update(turns, {"Silver score": [i / 8 for i in turns]}, {}, ylabel="score",
                 win=win, win_label="Silver's chance to win", marks=marks,
                 band=[(w - 0.1, w + 0.1) for w in win] if band else None)
    graph.figure.canvas.draw()
    return graph


def test_the_signs_of_a_crowd_of_marks_do_not_overlap() -> None:
    graph = crowded_graph()
    shown = [t for t in graph.win_ax.texts if t.get_visible()]
    assert shown, "no sign is written at all"
    boxes = [t.get_window_extent() for t in shown]
    for a, b in itertools.combinations(boxes, 2):
        assert not a.overlaps(b), (a, b)
    # the gravest of a crowd is kept: the first blunder's sign is written
    assert any(t.get_text() == "??" and t.xy[0] == 7 for t in shown)


def test_an_inaccuracy_is_a_small_mark_without_words_and_every_mark_stays() -> None:
    graph = crowded_graph()
    assert {t.get_text() for t in graph.win_ax.texts} <= {"?", "??"}
    assert all(t.get_gid() in SIGNED for t in graph.signs)
    sizes = {line.get_label(): line.get_markersize() for line in graph.win_ax.get_lines()
             if line.get_label().startswith("?")}
    assert sizes["?! inaccuracy"] < sizes["? mistake"] <= sizes["?? blunder"]
    marked = sorted(x for line in graph.win_ax.get_lines()
                    if line.get_label().startswith("?") for x in line.get_xdata())
    assert marked == list(range(5, 46))  # each labelled move keeps its mark (to click)


def test_the_band_has_a_legend_entry_in_words() -> None:
    legend = crowded_graph().figure.legends[-1]
    assert BAND_LABEL in [t.get_text() for t in legend.get_texts()]
    assert "margin of error" in BAND_LABEL
    legend = crowded_graph(band=False).figure.legends[-1]
    assert BAND_LABEL not in [t.get_text() for t in legend.get_texts()]


def test_the_band_is_taken_from_one_side_as_the_win_line() -> None:
    zigzag = [(0.3, 0.5), (0.5, 0.9), (0.3, 0.5), (0.5, 0.9), (0.3, 0.5)]
    keep = [True, False, True, False, True]
    assert one_side_band(zigzag, keep) == [(0.3, 0.5)] * 5


def test_the_app_draws_the_band_from_one_side(monkeypatch) -> None:
    """GraphView gives the graph the review's band from the first player's side: the
    positions where the other is to move are drawn straight between."""
    from ringworld_nb.dice import DiceOfDoom
    from ringworld_nb.dice.app import DiceOfDoomApp

    app = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    game = DiceOfDoom(3, seed=1)
    for move in ("b2-b3", "pass", "b1-c2"):
        game.play(move)
    app.replace_game(game)
    drawn = {}
    app.graph_view.show()
    # (the review's band comes after the graph is shown: the graph is drawn again for it)
    band = [(0.1, 0.2), (0.7, 0.9), (0.1, 0.2), (0.7, 0.9)]
    monkeypatch.setattr(app.game_review, "graph_marks",
                        lambda: ({}, [0.15, 0.8, 0.15, 0.8], band))
    graph = app.graph_view.graph
    real = graph.update
    monkeypatch.setattr(graph, "update", lambda *a, **kw: (drawn.update(kw), real(*a, **kw)))
    app.graph_view.refresh()
    sides = app.graph_view._first_to_move(app.player_ids(app.model.game)[0])
    assert drawn["band"] == one_side_band(band, sides) != band
    assert graph.band is not None


@pytest.mark.parametrize("width", [6.55, 4.0])
def test_thinning_follows_the_width(width) -> None:
    """A narrower graph keeps fewer signs, never overlapping."""
    graph = EvaluationGraph(figsize=(width, 2.4))
    FigureCanvasAgg(graph.figure)
    marks = {x: "blunder" for x in range(5, 46)}
    graph.update(list(range(86)), {}, {}, win=[0.5] * 86, marks=marks)
    graph.figure.canvas.draw()
    boxes = [t.get_window_extent() for t in graph.signs if t.get_visible()]
    assert 1 < len(boxes) < 41
    assert not any(a.overlaps(b) for a, b in itertools.combinations(boxes, 2))
