"""Dice of Doom's board on the lean canvas: a click redraws only the hexes whose marks it
changes (the dice artist's ``changed_boxes``, ui/blit.py's regions), and every frame,
blitted or whole, is the full render pixel for pixel."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest
from test_lean_canvas import Page, full_render, shown

from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.dice.hexboard import Hex


def dice_app(board: int = 5, players: int = 2, seed: int = 3) -> DiceOfDoomApp:
    """An app of people only, shown on the lean canvas, its presses a second apart."""
    app = DiceOfDoomApp(board, players, seats=("person",) * players, seed=seed, pace=0,
                        interactive=True)
    app.board_input.clock = itertools.count(0.0, 1.0).__next__
    assert app.canvas.lean is not None
    return app


def press(app: DiceOfDoomApp, page: Page, hex_: Hex) -> dict:
    """A press on the centre of ``hex_`` as the page sends it; the frame that answers."""
    lean = app.canvas.lean
    assert lean is not None
    board = app.game.board
    x, y = app.ax.transData.transform(board.centers()[board.index(hex_)])
    lean.press({"x": x, "y": app.canvas.pixels[1] - y, "button": 1})
    return page.last[0]


def column(app: DiceOfDoomApp, hex_: Hex) -> tuple[float, float, float, float]:
    """Where the marks of ``hex_`` may be, in pixels from the top left (left, top, right,
    bottom): its floor and its stack of dice, with the widest mark's line (the chosen
    hex's outline) around them."""
    style, board = app.artist.style, app.game.board
    cx, cy = board.centers()[board.index(hex_)]
    half = max(0.5, style.die_length * 3 ** 0.5 / 2)  # (a hex is 1 wide)
    radius = 1 / 3 ** 0.5
    dice = int(app.game.dice[hex_[0], hex_[1]])
    bottom = cy + min(-radius, style.stack_base)
    top = cy + max(radius, style.stack_top(dice))
    (x0, y0), (x1, y1) = app.ax.transData.transform([[cx - half, bottom], [cx + half, top]])
    line = 2.6 * app.artist.scale * app.figure.dpi / 72
    height = app.canvas.pixels[1]
    return x0 - line, height - y1 - line, x1 + line, height - y0 + line


def test_a_click_redraws_only_the_hexes_it_concerns() -> None:
    """Choosing a hex changes its floor mark and its dice's edges, marks its targets and
    unmarks the other hexes that could attack: only the marks are drawn again (blitted
    over the board kept), the frame sent lies within those hexes, and it is the full
    render; so is the frame of the hex chosen again (cancelled), and again."""
    app = dice_app()
    lean = app.canvas.lean
    assert lean is not None
    page = shown(lean)
    sources = app.game.attack_sources()
    chosen = sources[0]
    targets = app.game.targets(chosen)
    boxes = [column(app, h) for h in {chosen, *targets, *sources}]
    left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
    right, bottom = max(b[2] for b in boxes), max(b[3] for b in boxes)
    assert (right - left) * (bottom - top) < 0.4 * np.prod(app.canvas.pixels)
    for chosen_now in (chosen, None, chosen):
        frame = press(app, page, chosen)
        assert app.artist.selected == chosen_now
        assert set(app.artist.targets) == (set(targets) if chosen_now else set())
        assert lean.figure_canvas.last_render == "blit"
        assert not frame["full"] and frame["w"] > 0
        assert left - 1 <= frame["x"] and frame["x"] + frame["w"] <= right + 1
        assert top - 1 <= frame["y"] and frame["y"] + frame["h"] <= bottom + 1
        assert np.array_equal(np.asarray(lean.figure_canvas.buffer_rgba()),
                              full_render(app.figure))


@pytest.mark.parametrize(("board", "players", "seed"), [(5, 2, 3), (4, 3, 8), (3, 2, 21),
                                                        (6, 4, 5)])
def test_every_frame_of_random_clicks_is_the_full_render(board: int, players: int,
                                                         seed: int) -> None:
    """Random presses on random hexes (choices, cancels, attacks, refusals ringed) and
    End turn now and then, to the end of the game or 60 presses: after each, the
    canvas's pixels are the full render's; most clicks are blitted."""
    app = dice_app(board, players, seed)
    lean = app.canvas.lean
    assert lean is not None
    page = shown(lean)
    rng = random.Random(seed)
    renders: dict[str, int] = {}
    for _ in range(60):
        if app.game.is_over:
            break
        if app.game.can_pass and rng.random() < 0.12:
            app.pass_button.click()
        else:
            hexes = app.game.board.hexes
            if app.artist.selected is not None and rng.random() < 0.5:
                hexes = [*app.artist.targets, app.artist.selected]  # attack, or cancel
            press(app, page, rng.choice(hexes))
        kind = lean.figure_canvas.last_render
        renders[kind] = renders.get(kind, 0) + 1
        assert np.array_equal(np.asarray(lean.figure_canvas.buffer_rgba()),
                              full_render(app.figure))
    assert renders.get("blit", 0) > renders.get("full", 0), renders
