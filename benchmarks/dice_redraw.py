"""Speed of the Dice of Doom widget, the kernel's side: from a click to the frame sent.

A 5x5 game (the browser benchmark's: seed 3, two people) is shown on the lean canvas
(ringworld_nb/ui/lean_canvas.py); then, many times over, a press on a hex that can
attack (it chooses it, or unchooses it: its marks and its targets' come and go) goes
through the figure canvas's callbacks (hit test, the input machine, the app's refresh,
the artists' update) and the frame for the page is made: the board rendered, the
rectangle that changed found and encoded. Prints the median (and the largest), and how
the frames were rendered ("full": the whole figure; "blit": the marks drawn over the
board kept), e.g.:

    Dice 5x5 click-to-frame: N ms (median of 60, max M ms; blit 60; load L)
    Dice 5x5 render alone: N ms (median of 60)

    python benchmarks/dice_redraw.py [--clicks N]
"""

from __future__ import annotations

import argparse
import collections
import itertools
import os
import statistics
import time

from ringworld_nb.dice.app import DiceOfDoomApp


def dice_app() -> DiceOfDoomApp:
    """The browser benchmark's 5x5 app, on the lean canvas; its presses a second apart
    (two quick presses on one hex would be one double click)."""
    os.environ["RINGWORLD_NB_CANVAS"] = "lean"
    app = DiceOfDoomApp(5, seats=("person", "person"), seed=3, interactive=True)
    app.board_input.clock = itertools.count(0.0, 1.0).__next__
    return app


def press_point(app: DiceOfDoomApp) -> tuple[float, float]:
    """A hex that can attack, in the figure's pixels from the bottom left."""
    board = app.game.board
    source = app.game.attack_sources()[0]
    x, y = app.ax.transData.transform(board.centers()[board.index(source)])
    return float(x), float(y)


def clicks_to_frames(clicks: int) -> tuple[list[float], list[float], collections.Counter]:
    """Press the point ``clicks`` times: the times from press to frame sent, the times
    of the render alone, and how each frame was rendered."""
    app = dice_app()
    lean = app.canvas.lean
    assert lean is not None
    lean.send = lambda content, buffers=None: None  # type: ignore[method-assign]
    lean._message(lean, {"type": "hello", "ratio": 1}, [])
    canvas = lean.figure_canvas
    rendering: list[float] = []
    render = canvas.render

    def timed_render() -> str:
        start = time.perf_counter()
        kind = render()
        rendering.append(time.perf_counter() - start)
        return kind

    canvas.render = timed_render  # type: ignore[method-assign]
    height = app.canvas.pixels[1]
    x, y = press_point(app)
    times, renders = [], collections.Counter()
    for _ in range(clicks):
        start = time.perf_counter()
        lean.press({"type": "press", "x": x, "y": height - y, "button": 1})
        times.append(time.perf_counter() - start)
        renders[canvas.last_render] += 1
    return times, rendering, renders


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=60)
    args = parser.parse_args()
    times, rendering, renders = clicks_to_frames(args.clicks)
    kinds = ", ".join(f"{kind} {n}" for kind, n in renders.most_common())
    print(f"Dice 5x5 click-to-frame: {statistics.median(times) * 1e3:.1f} ms "
          f"(median of {len(times)}, max {max(times) * 1e3:.0f} ms; {kinds}; "
          f"load {os.getloadavg()[0]:.1f})")
    print(f"Dice 5x5 render alone: {statistics.median(rendering) * 1e3:.1f} ms "
          f"(median of {len(rendering)})")


if __name__ == "__main__":
    main()
