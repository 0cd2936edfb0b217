"""Speed of the Ring World widget: from a click to a finished redraw of the board.

An L4 game is played 60 random turns into the middle game; then, many times over, a
synthetic mouse press on a legal level-1 position goes through the canvas' callbacks
(hit test, the engine's legality check, overlays, artist updates) and the canvas is
drawn (Agg, what ipympl renders with). Prints the median:

    L4 click-to-redraw: N ms

    python benchmarks/ringworld_redraw.py [--clicks N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from matplotlib.backend_bases import MouseEvent

from ringworld_nb.ringworld.app import RingWorldApp


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    while True:
        app = RingWorldApp(4, interactive=True, animation=0, seed=args.seed,
                           seats=("person", "person"))
        moves = random.Random(args.seed)
        for _ in range(60):
            if app.game.is_over:
                break
            app.play(app.game.random_move(moves))
        if not app.game.is_over and app.game.legal_placements():
            break
        args.seed = rng.randrange(10**6)
    canvas = app.figure.canvas
    canvas.draw()
    board = app.game.board
    placements = app.game.legal_placements()
    times = []
    for k in range(args.clicks):
        place = placements[k % len(placements)]
        px, py = app.ax.transData.transform(board.centers(1)[place])
        event = MouseEvent("button_press_event", canvas, px, py, button=1)
        t0 = time.perf_counter()
        canvas.callbacks.process("button_press_event", event)
        canvas.draw()
        times.append(time.perf_counter() - t0)
        assert app.place in (place, None)
    print(f"L4 click-to-redraw: {statistics.median(times) * 1e3:.0f} ms  "
          f"(median of {len(times)}, max {max(times) * 1e3:.0f} ms, "
          f"turn {app.game.turn}, {len(placements)} legal placements)")


if __name__ == "__main__":
    main()
