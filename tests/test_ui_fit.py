"""Fitting the apps to the browser's room: the layout policy and its use by the apps.

The policy (:func:`ringworld_nb.ui.fit.fit`) takes the column's width and the height in
view: the play panel beside the board where that gives the larger board, else under it;
a wider column never gets a smaller board.
"""

from __future__ import annotations

import ipywidgets as w
import pytest
from matplotlib.backend_bases import MouseEvent

from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.ringworld.app import RingWorldApp
from ringworld_nb.ui.fit import GAP, GROW_HYSTERESIS, MARGIN, Fit, FitLayout, fit, probe_available

#: The limits of The Ring World's app (its panel beside, its part under the board).
LIMITS = {"panel": 300, "board_min": 320, "board_max": 760, "under": 260, "aspect": 1.0,
          "frame": 8}


@pytest.mark.parametrize("width, height, expected", [
    (1400, 0, Fit(760, True)),    # wide, no height known: the largest board, panel beside
    (1300, 900, Fit(760, True)),
    (1000, 900, Fit(680, True)),  # the board shrinks with the width, panel still beside
    (848, 679, Fit(528, True)),   # JupyterLab on a 1280x800 laptop: beside, ~528 px
    (760, 0, Fit(748, False)),    # narrow, no height known: the panel under a large board
    (640, 1000, Fit(628, False)),
    (500, 900, Fit(488, False)),  # a narrow column stacks
    (200, 900, Fit(320, False)),  # never smaller than board_min: the page scrolls instead
    (1300, 300, Fit(320, True)),  # a very low view: the smallest board, panel beside
])
def test_fit_policy(width: int, height: int, expected: Fit) -> None:
    assert fit(width, height, **LIMITS) == expected


def test_the_jupyterlab_laptop_column_puts_the_panel_beside_the_board() -> None:
    """Issue 16.15: at 1280x800 (848 px wide, 679 px in view) the button that plays the
    move was below the fold under a 760 px board."""
    for limits in (LIMITS, {**LIMITS, "under": 300, "board_min": 340}):  # Renaissance
        f = fit(848, 679, **limits)
        assert f.side_by_side and 520 <= f.board <= 536
        assert f.board + limits["frame"] <= 679 - MARGIN  # the whole board in view
        assert f.board + limits["frame"] + GAP + limits["panel"] <= 848


@pytest.mark.parametrize("limits", [
    LIMITS,
    {**LIMITS, "under": 300, "board_min": 340},              # Renaissance
    {**LIMITS, "board_max": 700, "under": 230, "aspect": 0.68},  # Dice of Doom 10x10
    {"panel": 400, "board_min": 320, "board_max": 700},      # no height part, no frame
])
def test_a_wider_column_never_gets_a_smaller_board(limits) -> None:
    """Issue 16.15: at 1366x768 Renaissance got a smaller board than in a narrower
    window."""
    for height in (0, 400, 560, 679, 768, 900, 1200):
        last = 0
        for width in range(240, 2000, 3):
            board = fit(width, height, **limits).board
            assert board >= last, (width, height, board, last)
            last = board


def test_the_layout_never_overflows_a_column_wide_enough_for_the_smallest_board() -> None:
    for height in (0, 600, 900):
        for width in range(LIMITS["board_min"] + 12, 2000, 7):
            f = fit(width, height, **LIMITS)
            beside = LIMITS["panel"] + GAP if f.side_by_side else 0
            assert f.board + LIMITS["frame"] + beside <= width, (width, height, f)


def make_layout(calls: list[int]) -> FitLayout:
    return FitLayout(w.VBox(), w.VBox(layout=w.Layout()), on_board_width=calls.append,
                     board=600, panel_width=300, board_min=320, board_max=760, under=260,
                     frame=8)


def test_layout_follows_the_probe_and_ignores_a_scroll_bar() -> None:
    calls: list[int] = []
    layout = make_layout(calls)
    assert probe_available()
    layout.probe.height = 900
    layout.probe.width = 1000
    assert layout.available == 1000 and layout.view_height == 900
    assert calls[-1] == 680 and layout.row.layout.flex_flow == "row"
    assert layout.panel.layout.width == "300px"
    count = len(calls)
    layout.probe.width = 1000 + GROW_HYSTERESIS - 9  # a scroll bar went away: no churn
    assert len(calls) == count
    assert layout.probe.fitted == 1000 + GROW_HYSTERESIS - 9  # but the width is answered
    layout.probe.width = 985  # a scroll bar came: shrink at once, never overflow
    assert calls[-1] == 665
    layout.probe.width = 560  # narrow: the panel goes under
    assert calls[-1] == 548 and layout.row.layout.flex_flow == "column"
    assert layout.panel.layout.width == "auto"
    layout.probe.height = 500  # less height in view: a smaller board
    assert calls[-1] < 548


def test_changed_limits_refit() -> None:
    calls: list[int] = []
    layout = make_layout(calls)
    layout.resize(1000, 900)
    assert layout.current == Fit(680, True)
    layout.set_limits(board_max=500)
    assert layout.current == Fit(500, True) and calls[-1] == 500
    layout.set_limits(panel=700)  # no room beside any more: under
    assert not layout.current.side_by_side


@pytest.mark.parametrize("make", [
    lambda: RingWorldApp(4, interactive=True, animation=0),
    lambda: RenaissanceApp(interactive=True),
])
def test_the_apps_at_1280x800_in_jupyterlab(make) -> None:
    app = make()
    app.fit.resize(848, 679)
    assert app.fit.current.side_by_side and app.fit.row.layout.flex_flow == "row"
    width, height = app.canvas.pixels
    assert 520 <= width <= 536 and height == width
    assert app.fit.panel.layout.width == "300px"
    app.fit.resize(480, 900)  # a narrow column: the panel under the board
    assert not app.fit.current.side_by_side and app.canvas.pixels[0] <= 480 - 8


def test_the_review_under_the_board_is_left_room_while_the_graph_is_shown() -> None:
    """Issue 29, item 16: at 1280x800 the board, the review's words and its buttons are
    in view together; the board shrinks for the review while the graph shows it, and
    takes the room again when the graph is hidden."""
    from ringworld_nb.ui.analysis_view import REVIEW_PX

    app = RingWorldApp(3, interactive=True, animation=0)
    app.fit.resize(848, 679)
    full = app.canvas.pixels[0]
    app.on_key("g")
    assert app.graph_view.shown and app.fit.limits["below"] == REVIEW_PX
    shrunk = app.canvas.pixels[0]
    assert app.fit.current.side_by_side and shrunk + REVIEW_PX <= 679 - MARGIN - 8
    assert shrunk >= 320 and shrunk < full
    app.on_key("g")
    assert app.fit.limits["below"] == 0 and app.canvas.pixels[0] == full


def test_dice_board_follows_the_column_and_stays_clickable() -> None:
    app = DiceOfDoomApp(board=10, players=4, interactive=True, seats=["human"] * 4)
    app.fit.probe.width = 760
    width, height = app.canvas.pixels
    assert width <= 756 and not app.fit.current.side_by_side
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
    small = DiceOfDoomApp(board=2, interactive=True, seats=["human", "human"])
    small.fit.probe.width = 1800
    assert small.canvas.pixels[0] < 500


def test_a_new_game_of_another_shape_refits() -> None:
    app = DiceOfDoomApp(board=3, interactive=True, seats=["human", "human"])
    app.fit.resize(1300, 900)
    small = app.canvas.pixels[0]
    app.size_choice.value = 8
    app.new_game()
    assert app.fit.limits["board_max"] == app.widest(app.game)
    assert app.fit.limits["aspect"] == pytest.approx(app.board_shape(app.game).aspect)
    assert app.canvas.pixels[0] > small
    assert app.artist.board.n == 8


def test_a_report_asked_again_is_answered() -> None:
    """The page asks again (``asked``) when the kernel never answered its width (a
    message lost while the page made its widgets): the kernel answers with the width it
    holds, and the board is not redrawn for it."""
    calls: list[int] = []
    layout = make_layout(calls)
    layout.probe.height = 900
    layout.probe.width = 1000
    count = len(calls)
    layout.probe.fitted = 0  # the answer was lost
    layout.probe.asked += 1
    assert layout.probe.fitted == 1000 and len(calls) == count
