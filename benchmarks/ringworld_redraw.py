"""Speed of the Ring World widget, the kernel's side: from a click to the frame sent.

An L4 game is played 60 random turns into the middle game; then, many times over, a
press on a legal level-1 position (it chooses it, or unchooses it) goes through the
figure canvas's callbacks (hit test, the engine's legality check, the app's refresh,
the artists' update) and the frame for the page is made, on each of the two canvases:

* before - ipympl's canvas: the whole figure rendered (Agg) and encoded as one PNG;
* after - the lean canvas (ringworld_nb/ui/lean_canvas.py): the marks blitted over the
  board kept, and only the rectangle that changed encoded.

Prints the median of each (and the largest), e.g.:

    L4 click-to-frame, ipympl (before): N ms (median of 60, max M ms)
    L4 click-to-frame, lean (after): N ms (median of 60, max M ms; blit 59, full 1)

    python benchmarks/ringworld_redraw.py [--clicks N]
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import statistics
import time

from matplotlib.backend_bases import MouseEvent

from ringworld_nb.ringworld.app import RingWorldApp

SEED = 10  # after 60 random moves: the game goes on, with legal placements


def middle_game(canvas: str) -> RingWorldApp:
    """An L4 app on ``canvas`` ("ipympl" or "lean"), 60 random moves in."""
    os.environ["RINGWORLD_NB_CANVAS"] = canvas
    app = RingWorldApp(4, interactive=True, animation=0, seats=("person", "person"))
    moves = random.Random(SEED)
    for _ in range(60):
        app.play(app.game.random_move(moves))
    assert not app.game.is_over and app.game.legal_placements()
    return app


def presses(app: RingWorldApp, clicks: int) -> list[tuple[float, float]]:
    """Where the presses go, in the figure's pixels from the bottom left."""
    board = app.game.board
    places = app.game.legal_placements()
    return [tuple(app.ax.transData.transform(board.centers(1)[places[k % len(places)]]))
            for k in range(clicks)]


def before(clicks: int) -> list[float]:
    """ipympl's canvas: the press, the whole frame rendered and encoded."""
    app = middle_game("ipympl")
    canvas = app.figure.canvas
    sent: list[bytes] = []
    canvas.send_binary = sent.append
    canvas.draw()
    times = []
    for x, y in presses(app, clicks):
        event = MouseEvent("button_press_event", canvas, x, y, button=1)
        start = time.perf_counter()
        canvas.callbacks.process("button_press_event", event)
        canvas.draw()  # what the page's request for a frame does: renders, encodes, sends
        times.append(time.perf_counter() - start)
    assert len(sent) == clicks + 1
    return times


def after(clicks: int) -> tuple[list[float], collections.Counter]:
    """The lean canvas: the press as the page sends it; outside a running loop the
    frame is made and sent before the press returns."""
    app = middle_game("lean")
    lean = app.canvas.lean
    assert lean is not None
    lean.send = lambda content, buffers=None: None  # type: ignore[method-assign]
    lean._message(lean, {"type": "hello", "ratio": 1}, [])
    height = app.canvas.pixels[1]
    times, renders = [], collections.Counter()
    for x, y in presses(app, clicks):
        start = time.perf_counter()
        lean.press({"type": "press", "x": x, "y": height - y, "button": 1})
        times.append(time.perf_counter() - start)
        renders[lean.figure_canvas.last_render] += 1
    return times, renders


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=60)
    args = parser.parse_args()
    old = before(args.clicks)
    new, renders = after(args.clicks)
    print(f"L4 click-to-frame, ipympl (before): {statistics.median(old) * 1e3:.0f} ms "
          f"(median of {len(old)}, max {max(old) * 1e3:.0f} ms)")
    kinds = ", ".join(f"{kind} {n}" for kind, n in renders.most_common())
    print(f"L4 click-to-frame, lean (after): {statistics.median(new) * 1e3:.1f} ms "
          f"(median of {len(new)}, max {max(new) * 1e3:.0f} ms; {kinds}; "
          f"load {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
