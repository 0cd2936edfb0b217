"""Fitting the apps to the browser's width: the layout policy and its use by both apps."""

from __future__ import annotations

import ipywidgets as w
import pytest
from matplotlib.backend_bases import MouseEvent

from ringworld_nb.dice.widget import DiceOfDoomApp
from ringworld_nb.ui.fit import GROW_HYSTERESIS, Fit, FitLayout, fit, probe_available

LIMITS = {"panel": 400, "board_min": 320, "board_max": 700, "side_min": 480}


@pytest.mark.parametrize("available, expected", [
    (1400, Fit(700, True)),   # full width: the largest board, panel beside
    (1000, Fit(588, True)),   # board shrinks, panel still beside
    (892, Fit(480, True)),    # just enough for the panel beside the smallest good board
    (891, Fit(700, False)),   # one px less: panel under, the board grows again
    (700, Fit(696, False)),
    (200, Fit(320, False)),   # never smaller than board_min: the page scrolls instead
])
def test_fit_policy(available: int, expected: Fit) -> None:
    assert fit(available, **LIMITS) == expected


def test_every_width_from_700_up_fits_without_overflow() -> None:
    for available in range(700, 2000, 7):
        f = fit(available, **LIMITS)
        used = f.board + (LIMITS["panel"] + 12 if f.side_by_side else 0)
        assert used <= available


def make_layout(calls: list[int]) -> FitLayout:
    return FitLayout(w.VBox(), w.VBox(), on_board_width=calls.append, board=600,
                     panel_width=400, board_min=320, board_max=700, side_min=480)


def test_layout_follows_the_probe_and_ignores_a_scroll_bar() -> None:
    calls: list[int] = []
    layout = make_layout(calls)
    assert probe_available()
    layout.probe.width = 1000
    assert calls == [588] and layout.row.layout.flex_flow == "row"
    assert layout.panel.layout.width == "400px"
    layout.probe.width = 1000 + GROW_HYSTERESIS - 9  # a scroll bar went away: no churn
    assert calls == [588]
    layout.probe.width = 985  # a scroll bar came: shrink at once, never overflow
    assert calls == [588, 573]
    layout.probe.width = 760  # narrow: the panel goes under
    assert calls[-1] == 700 and layout.row.layout.flex_flow == "column"
    assert layout.panel.layout.width == "auto"


def test_changed_limits_refit() -> None:
    calls: list[int] = []
    layout = make_layout(calls)
    layout.probe.width = 1000
    layout.set_limits(side_min=600)
    assert layout.current == Fit(700, False) and calls[-1] == 700


def test_dice_board_follows_the_column_and_stays_clickable() -> None:
    app = DiceOfDoomApp(size=10, players=4, interactive=True, controls=["human"] * 4)
    app.fit.probe.width = 760
    width, height = app.canvas.pixels
    assert width <= 756 and not app.fit.current.side_by_side
    assert app.message.layout.width == "748px"  # 760 less the canvas frame and 4 px
    app.figure.canvas.draw()
    src = app.game.attack_sources()[0]
    board = app.game.board
    px, py = app.ax.transData.transform(board.centers()[board.index(src)])
    assert 0 < px < width and 0 < py < height  # the hex is on the resized canvas
    canvas = app.figure.canvas
    canvas.callbacks.process("button_press_event",
                             MouseEvent("button_press_event", canvas, px, py, button=1))
    assert app.selected == src
    # a small board stays small however wide the column
    small = DiceOfDoomApp(size=2, interactive=True, controls=["human", "human"])
    small.fit.probe.width = 1800
    assert small.canvas.pixels[0] < 500
