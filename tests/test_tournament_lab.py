"""The AI lab's tournament views (lab.tournaments): the ratings table as HTML, the chart
with error bars, the heat map, all drawn again from a saved file."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import numpy as np  # noqa: E402
import pytest  # noqa: E402

from ringworld_nb.core.errors import RecordError  # noqa: E402
from ringworld_nb.core.games import game_maker  # noqa: E402
from ringworld_nb.lab.tournaments import Tournament, tournament  # noqa: E402


@pytest.fixture(scope="module")
def played():
    return tournament(["random", "greedy", "mcts:20"], game_maker("dice", size=3), games=4,
                      seed=2, progress=False)


def test_the_table_lists_every_player_best_first(played):
    html = played._repr_html_()
    rows = played.standings.rows
    assert [r.elo for r in rows] == sorted((r.elo for r in rows), reverse=True)
    for row in rows:
        assert f"<b>{row.name}</b>" in html
    assert "95% interval" in html and "Elo relative to random" in html


def test_the_chart_has_an_error_bar_for_every_player(played):
    fig = played.chart()
    ax = fig.axes[0]
    assert [t.get_text() for t in ax.get_yticklabels()] == \
        [r.name for r in reversed(played.standings.rows)]
    (bars,) = [c for c in ax.collections if len(c.get_segments()) == 3]
    for segment, row in zip(bars.get_segments(), reversed(played.standings.rows)):
        (low, _), (high, _) = segment
        assert (low, high) == pytest.approx((row.low, row.high))


def test_the_heat_map_gives_each_pair_its_score(played):
    fig = played.heat_map()
    grid = fig.axes[0].images[0].get_array()
    assert np.isnan(grid[0, 0]) or np.ma.is_masked(grid[0, 0])
    assert grid[0, 1] + grid[1, 0] == pytest.approx(100.0)


def test_a_saved_tournament_draws_the_same_without_playing(played, tmp_path):
    path = played.save(tmp_path / "lab.json")
    again = Tournament.load(path)
    assert again._repr_html_() == played._repr_html_()
    assert str(again) == str(played)
    (tmp_path / "bad.json").write_text("{}")
    with pytest.raises(RecordError, match="not a results file"):
        Tournament.load(tmp_path / "bad.json")
