"""The players' colours stay apart for colour-blind players, as the boards and the graph
draw them.

Each game's board is rendered in a few positions; the players' colours are read back
from the pixels where the drawing puts each player's pieces (The Ring World: the faces
of the level-1 rings; Dice of Doom: the left faces of the dice and the floors of the
hexes; Renaissance: the metal discs of the markers), and the graph's from the lines of
each player's series in the apps' ``graph_series``. Every pair of players must then
stay at least :data:`THRESHOLD` apart in CIEDE2000, to normal vision and under
simulated deuteranopia, protanopia and tritanopia (complete dichromacy, the severest
form of each; :mod:`colour_vision`).

**The threshold, 10.** CIEDE2000 is scaled so that about 1 is a just noticeable
difference between two large patches side by side. The players' pieces are small (a
level-1 ring of the L4 board is some 15 pixels across), scattered over the board and
read at a glance, not side by side, and small patches look closer than large ones (the
field-size effect), so a pair must be several times a just noticeable difference
apart. Measured here, one player's own pieces vary by up to about 6 as drawn (the
95th percentile of Blue's level-1 rings, whose translucent faces lie over different
parents; anti-aliasing and the dice's shading add less than 2): 10 is the least round
number clearly above that spread. And it tells a palette that collapses from one that
does not: Okabe and Ito's orange and reddish purple, Dice of Doom's players A and D
before, come within 8.1 on the dice and 4.6 on the floors under tritanopia, and fail
(:func:`test_the_check_tells_a_collapsing_palette`). The least figures measured with
the palettes chosen (petroff10's): The Ring World 48.3 (normal vision), 60.8
(deuteranopia), 54.8 (protanopia), 57.7 (tritanopia); Dice of Doom 19.6, 16.7, 18.3,
12.5 (the floors of B and D under tritanopia); Renaissance 33.9, 35.1, 34.2, 27.0; the
graphs 28.4, 24.8, 26.5, 19.5 (Dice of Doom's B and D).

Colour is never the only cue (letters on the hexes and the markers, the ring in a
ring, the graph's marker shapes: :func:`test_every_player_has_a_shape_in_the_graph`):
this check keeps the colours themselves from collapsing.

Run this file as a script to print the figures:
``.venv/bin/python tests/test_colour_vision.py``.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import numpy as np
import pytest
from matplotlib.colors import to_rgb

sys.path.insert(0, str(Path(__file__).resolve().parent))
from colour_vision import DEFICIENCIES, ciede2000, closest_pair  # noqa: E402

#: The least CIEDE2000 between two players' colours (see the module docstring).
THRESHOLD = 10.0


# ------------------------------------------------------------------- pixels --
def _pixels(fig) -> np.ndarray:
    """The figure rendered, (H, W, 3) RGB in 0..1, row 0 at the top."""
    fig.canvas.draw()
    return np.asarray(fig.canvas.buffer_rgba())[..., :3].astype(float) / 255.0


def _disc(image: np.ndarray, ax, centre, radius: float, inner: float = 0.0) -> np.ndarray:
    """The median colour of the pixels within ``radius`` of ``centre`` (data units) and
    at least ``inner`` from it."""
    h = image.shape[0]
    (cx, cy), (ex, _) = ax.transData.transform([centre, (centre[0] + radius, centre[1])])
    r = ex - cx
    ys, xs = np.mgrid[0:h, 0:image.shape[1]]
    d = np.hypot(xs + 0.5 - cx, (h - ys - 0.5) - cy)
    picked = image[(d <= r) & (d >= inner / radius * r if radius else True)]
    assert len(picked), f"no pixel at {centre}"
    return np.median(picked, axis=0)


# --------------------------------------------------------------- The Ring World --
def ringworld_positions():
    from ringworld_nb.ringworld import RingWorld

    out = []
    for order, seed, turns in ((3, 1, 16), (4, 2, 60), (4, 7, 110)):
        game, rng = RingWorld(order), random.Random(seed)
        for _ in range(turns):
            if game.is_over:
                break
            game.play(game.random_move(rng))
        out.append(game)
    return out


def ringworld_colours(game, size: float = 6.0) -> dict[str, list[np.ndarray]]:
    """Per player, the colour of each of its level-1 rings as drawn (the face between
    the marks at the centre and Blue's inner outline)."""
    from ringworld_nb.ringworld import BLUE, RED
    from ringworld_nb.ringworld.draw import board_figure

    fig, art = board_figure(game, size=size, legend=False, caption=False)
    image = _pixels(fig)
    board, r1 = game.board, game.board.radius(1)
    rings = game.all_rings()[1]
    out: dict[str, list[np.ndarray]] = {"Red": [], "Blue": []}
    for colour, name in ((RED, "Red"), (BLUE, "Blue")):
        for i in np.flatnonzero(rings == colour):
            out[name].append(_disc(image, art.ax, board.centers(1)[i], 0.55 * r1,
                                   inner=0.3 * r1))
    return out


# ------------------------------------------------------------------ Dice of Doom --
def dice_positions():
    from ringworld_nb.dice import DiceOfDoom

    def played(game, seed, moves):
        rng = random.Random(seed)
        for _ in range(moves):
            if game.is_over:
                break
            attacks = [m for m in game.legal_moves() if not m.is_pass]
            game.play(rng.choice(attacks) if attacks and rng.random() < 0.7 else "pass"
                      if game.can_pass or not attacks else rng.choice(attacks))
        return game

    return [played(DiceOfDoom(5, players=2, max_dice=3, seed=7), 1, 6),
            played(DiceOfDoom(6, players=3, max_dice=4, version=3, seed=4), 2, 20),
            played(DiceOfDoom(6, players=4, max_dice=5, version=3, seed=4), 3, 30)]


def dice_colours(game, style=None) -> dict[str, list[np.ndarray]]:
    """Per player and part (``"A dice"``, ``"A hexes"``), the colour of the left face of
    each bottom die and of each hex floor beside its stack, as drawn (in ``style``, the
    default :data:`~ringworld_nb.dice.draw.DARK` if None)."""
    from ringworld_nb.dice.draw import DARK, board_figure
    from ringworld_nb.dice.draw.style import SQRT3

    fig, art, _ = board_figure(game, status=False, sources=(), last_events=(),
                               style=style or DARK)
    image = _pixels(fig)
    st = art.style
    s = st.die_length
    w, h = s * SQRT3 / 2, s / 2
    out: dict[str, list[np.ndarray]] = {}
    for index, hex_ in enumerate(game.board.hexes):
        player = int(game.owner[hex_])
        name = game.player_name(player)
        x, y = art.centres[index]
        if game.dice[hex_]:
            left = (x - w / 2, y + st.stack_base + h / 2 + s / 2)
            out.setdefault(f"{name} dice", []).append(
                _disc(image, art.ax, left, 0.25 * w))
        # the floor right of the stack, above the stacks of the row in front (which
        # rise into this hex's lower half) and below the letter's row
        floor = (x + 0.33, y + 0.28)
        out.setdefault(f"{name} hexes", []).append(_disc(image, art.ax, floor, 0.04))
    return out


# ------------------------------------------------------------------- Renaissance --
def renaissance_positions():
    from ringworld_nb.renaissance import Renaissance

    out = []
    for seed, moves in ((2012, 10), (7, 24), (3, 40)):
        game, rng = Renaissance.random_setup(random.Random(seed)), random.Random(seed)
        for _ in range(moves):
            legal = [m for m in game.legal_moves() if m.action not in ("offer", "accept")]
            if game.is_over or game.phase != "phase1" or not legal:
                break
            game.play(rng.choice(legal))
        out.append(game)
    return out


def renaissance_colours(game) -> dict[str, list[np.ndarray]]:
    """Per player, the colour of each marker's metal disc as drawn."""
    from ringworld_nb.renaissance.board import GOLD_MARKER, SILVER_MARKER
    from ringworld_nb.renaissance.draw import board_figure
    from ringworld_nb.renaissance.draw.layout import cell_centre

    fig = board_figure(game, size=6.0)
    art = fig.renaissance_artist
    image = _pixels(fig)
    radius = art.style.marker_radius
    out: dict[str, list[np.ndarray]] = {"Silver": [], "Gold": []}
    for cell, marker in enumerate(game.board.markers):
        if marker in (SILVER_MARKER, GOLD_MARKER):
            name = "Silver" if marker == SILVER_MARKER else "Gold"
            out[name].append(_disc(image, art.ax, cell_centre(cell), 0.8 * radius))
    return out


# ------------------------------------------------------------------------- graph --
def graph_colours(game_name: str) -> dict[str, list[np.ndarray]]:
    """Per series of the app's evaluation graph, the colour of its line (drawn opaque
    on the graph's background)."""
    from ringworld_nb.ui.evaluation import EvaluationGraph

    app = _played_app(game_name)
    series, styles, ylabel = app.graph_series(app.model.stats)
    graph = EvaluationGraph()
    graph.update(list(range(len(app.model.stats))), series, styles, ylabel=ylabel)
    return {line.get_label(): [np.array(to_rgb(line.get_color()))]
            for line in graph.ax.get_lines() if not line.get_label().startswith("_")}


def _played_app(game_name: str):
    if game_name == "ringworld":
        from ringworld_nb import RingWorldApp

        app = RingWorldApp(3, interactive=False, seats=("person", "person"))
    elif game_name == "dice":
        from ringworld_nb import DiceOfDoomApp

        app = DiceOfDoomApp(board=5, players=4, seats=["person"] * 4, interactive=False)
    else:
        from ringworld_nb import RenaissanceApp

        app = RenaissanceApp(interactive=False, seats=("person", "person"))
    return app


# ------------------------------------------------------------------ the check --
def _players_of(colours: dict[str, list[np.ndarray]]) -> dict[str, dict[str, np.ndarray]]:
    """The colours grouped by part (the word after the player's name; "" if none), each
    player's the median of its samples."""
    parts: dict[str, dict[str, np.ndarray]] = {}
    for key, samples in colours.items():
        if not samples:
            continue
        player, _, part = key.partition(" ")
        parts.setdefault(part, {})[player] = np.median(np.array(samples), axis=0)
    return parts


def least_distances(colours) -> dict[str | None, tuple[float, str]]:
    """Per deficiency (None: normal vision), the least CIEDE2000 between two players'
    colours of one part, and which."""
    out: dict[str | None, tuple[float, str]] = {}
    for deficiency in (None, *DEFICIENCIES):
        best = (float("inf"), "")
        for part, players in _players_of(colours).items():
            if len(players) < 2:
                continue
            d, a, b = closest_pair(players, deficiency)
            if d < best[0]:
                best = (d, f"{a} / {b}" + (f" ({part})" if part else ""))
        out[deficiency] = best
    return out


BOARDS = {"ringworld": (ringworld_positions, ringworld_colours),
          "dice": (dice_positions, dice_colours),
          "renaissance": (renaissance_positions, renaissance_colours)}


def _merge(many):
    out: dict[str, list] = {}
    for colours in many:
        for key, samples in colours.items():
            out.setdefault(key, []).extend(samples)
    return out


def _pairs_under(colours) -> list[str]:
    """The pairs of players closer than the threshold, with the deficiency."""
    return [f"{deficiency or 'normal vision'}: {pair} {value:.1f}"
            for deficiency, (value, pair) in least_distances(colours).items()
            if value < THRESHOLD]


# ------------------------------------------------------------------- tests --
def test_ciede2000_matches_the_published_pairs():
    """Sharma, Wu & Dalal's test data (pairs 1, 7, 17, 19, 25, 34 of their table)."""
    pairs = [((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
             ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
             ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
             ((50.0, 2.5, 0.0), (50.0, 3.1736, 0.5854), 1.0),
             ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
             ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373)]
    for a, b, expected in pairs:
        assert float(ciede2000(np.array(a), np.array(b))) == pytest.approx(expected,
                                                                           abs=1e-4)


def test_the_simulations_confuse_what_dichromats_confuse():
    """Red and green collapse for a deuteranope; and for each dichromat a colour and its
    own simulation (the colour it is confused with) look alike, where normal vision
    tells them far apart."""
    from colour_vision import distance, simulate

    red, green = to_rgb("#d62728"), to_rgb("#5e8c00")
    assert distance(red, green) > 50 and distance(red, green, "deuteranopia") < 3
    for deficiency, colour in (("deuteranopia", "#d62728"), ("protanopia", "#d62728"),
                               ("tritanopia", "#8f5fd7")):
        rgb = np.array(to_rgb(colour))
        seen = simulate(rgb, deficiency)
        assert distance(rgb, seen) > 15, deficiency
        assert distance(rgb, seen, deficiency) < 3, deficiency


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_the_players_colours_stay_apart_on_the_board(game):
    positions, colours_of = BOARDS[game]
    for k, position in enumerate(positions()):
        colours = colours_of(position)
        assert all(len(samples) for samples in colours.values()), (game, k)
        assert not _pairs_under(colours), (game, k, _pairs_under(colours))


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_the_players_colours_stay_apart_in_the_graph(game):
    colours = graph_colours(game)
    assert len(colours) >= 2
    assert not _pairs_under(colours), _pairs_under(colours)


def test_the_check_tells_a_collapsing_palette():
    """Dice of Doom's players in Okabe and Ito's orange, sky blue, bluish green and
    reddish purple (the palette before): A and D collapse under tritanopia."""
    from dataclasses import replace

    from ringworld_nb.dice.draw import DARK

    old = replace(DARK, players=("#E69F00", "#56B4E9", "#009E73", "#CC79A7"), hex_shade=0.42)
    colours = dice_colours(dice_positions()[2], old)
    assert any(line.startswith("tritanopia") for line in _pairs_under(colours))


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_every_player_has_a_shape_in_the_graph(game):
    """Each player's lines carry a marker of their own (never colour alone); the
    legend shows it."""
    app = _played_app(game)
    series, styles, _ = app.graph_series(app.model.stats)
    markers: dict[str, set[str]] = {}
    for name in series:
        player = name.partition(" ")[0]
        markers.setdefault(player, set()).add(styles[name]["marker"])
    assert all(len(shapes) == 1 for shapes in markers.values()), markers
    shapes = [next(iter(s)) for s in markers.values()]
    assert len(set(shapes)) == len(shapes) >= 2, markers


if __name__ == "__main__":
    for name, (positions, colours_of) in BOARDS.items():
        for k, game in enumerate(positions()):
            found = least_distances(colours_of(game))
            print(f"{name} board {k}: " + "; ".join(
                f"{d or 'normal'} {v:.1f} {pair}" for d, (v, pair) in found.items()))
    for name in BOARDS:
        found = least_distances(graph_colours(name))
        print(f"{name} graph: " + "; ".join(
            f"{d or 'normal'} {v:.1f} {pair}" for d, (v, pair) in found.items()))
