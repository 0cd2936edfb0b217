"""The drawing of Renaissance: clicks find the right cell or edge, updates follow the
game through every phase, PNGs are PNGs of a sane size."""

from __future__ import annotations

import random
import re

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from ringworld_nb.core.pictures import PNG_SIGNATURE
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.board import GOLD_MARKER, SILVER_MARKER
from ringworld_nb.renaissance.cells import CELLS, CENTRE, SIZE, cell_name, column_row, edge_sides
from ringworld_nb.renaissance.cells import SIDES as SIDE_DIRECTION
from ringworld_nb.renaissance.draw import (
    LEGEND_ENTRIES,
    RenaissanceArtist,
    board_figure,
    event_marks,
    flat_shape,
    hand_figure,
    hand_png,
    hit_test,
    legend_png,
    overlays_for,
    renaissance_png,
    render_png,
    side_panel,
    status_text,
    tile_outline,
    to_png_bytes,
)
from ringworld_nb.renaissance.pieces import KINDS, POOL


def new_artist(size: float = 6.0) -> RenaissanceArtist:
    fig = Figure(figsize=(size, size), dpi=100)
    FigureCanvasAgg(fig)
    return RenaissanceArtist(fig.add_axes((0, 0, 1, 1)))


def png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG_SIGNATURE)
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


# ------------------------------------------------------------------------ hit test --
def test_hit_test_every_cell():
    art = new_artist()
    for cell in CELLS:
        column, row = column_row(cell)
        for fx, fy in ((0.5, 0.5), (0.01, 0.01), (0.99, 0.99), (0.01, 0.99)):
            got = art.hit_test(column + fx, row + fy)
            assert got == (None if cell == CENTRE else ("cell", cell)), (cell, fx, fy)


def test_hit_test_every_edge():
    seen = set()
    for cell in CELLS:
        column, row = column_row(cell)
        for side in edge_sides(cell):
            d = SIDE_DIRECTION[side]
            x, y = {"left": (-0.5, row + 0.5), "right": (SIZE + 0.5, row + 0.5),
                    "bottom": (column + 0.5, -0.5), "top": (column + 0.5, SIZE + 0.5)}[side]
            for dx, dy in ((0, 0), (0.45, 0.45), (-0.45, -0.45)):
                assert hit_test(x + dx, y + dy) == ("edge", (cell, d))
            seen.add((cell, d))
    assert len(seen) == 4 * SIZE


@pytest.mark.parametrize("x, y", [(-0.5, -0.5), (7.5, 7.5), (-0.5, 7.5), (7.5, -0.5),
                                  (-1.2, 3.5), (8.3, 3.5), (3.5, -1.01), (3.5, 8.0),
                                  (3.5, 3.5), (3.01, 3.99), (None, 1.0), (1.0, None),
                                  (float("nan"), 1.0), (float("inf"), 1.0)])
def test_hit_test_nothing(x, y):
    assert hit_test(x, y) is None


def test_hit_areas_match_the_drawing():
    """The margin square of every legal insertion holds its arrow's centre."""
    from ringworld_nb.renaissance.draw import edge_centre

    for cell in CELLS:
        for side in edge_sides(cell):
            d = SIDE_DIRECTION[side]
            assert hit_test(*edge_centre(cell, d)) == ("edge", (cell, d))


# ------------------------------------------------------------------------ geometry --
def test_tile_outline_corners_only():
    assert len(tile_outline([0])) == 4
    assert len(tile_outline([0, 1, 2, 3])) == 4          # I4: a rectangle
    assert len(tile_outline([0, 1, 7])) == 6             # V3: an L
    inset = tile_outline([0, 7], 0.1)
    assert inset.min() == pytest.approx(0.1) and inset[:, 0].max() == pytest.approx(1.9)


def test_flat_shapes():
    for kind in KINDS:
        shape = flat_shape(kind)
        assert max(x for x, _ in shape) >= max(y for _, y in shape)


# ------------------------------------------------------------------ random games --
def _overlays(game, rng):
    opts = overlays_for(game)
    moves = game.legal_moves()
    places = [m for m in moves if m.action in ("place", "put")]
    ghost = None
    if places:
        m = rng.choice(places)
        ghost = (m.kind, m.cells, rng.random() < 0.5)
    return dict(opts, ghost=ghost, last_events=game.last_events(),
                selected=rng.choice([None, 0, 48, 10]))


@pytest.mark.parametrize("seed", range(6))
def test_update_through_every_phase(seed):
    rng = random.Random(seed)
    game = Renaissance(seed=seed)
    art = new_artist(4.0)
    phases = set()
    step = 0
    while not game.is_over:
        if step % 3 == 0 or game.phase != "setup":
            art.update(game, **_overlays(game, rng))
            board = game.board
            drawn = art.markers_drawn()
            assert drawn == {"silver": board.markers.count(SILVER_MARKER),
                             "gold": board.markers.count(GOLD_MARKER)}
            assert sorted(art.tiles_drawn()) == sorted(k for k, _ in board.pieces.values())
        phases.add(game.phase)
        moves = game.legal_moves()
        plain = [m for m in moves if m.action not in ("offer", "accept")] or moves
        game.play(rng.choice(plain))
        step += 1
    art.update(game, last_events=game.last_events())
    art.ax.figure.canvas.draw()
    assert {"setup", "phase1", "phase2_prep"} <= phases


def test_update_phase2_only_and_layout():
    rng = random.Random(2)
    game = Renaissance.phase2_only(["D", "T4", "I3"], ["D", "O4", "V3", "S4"])
    art = new_artist()
    while not game.is_over:
        art.update(game, **_overlays(game, rng))
        game.play(game.random_move(rng))
    art.update(game)
    art.ax.figure.canvas.draw()


def test_overlays_are_the_engines():
    game = Renaissance.random_setup(random.Random(4))
    opts = overlays_for(game)
    cells = {m.cell for m in game.legal_moves() if m.action == "marker"}
    assert set(opts["targets"]) == cells
    assert all(d in "><^v" for _, d in opts["arrows"])


def test_bad_overlays_refused():
    art = new_artist()
    game = Renaissance()
    with pytest.raises(ValueError):
        art.update(game, targets=[49])
    with pytest.raises(ValueError):
        art.update(game, arrows=[(0, "x")])


def test_event_marks():
    game = Renaissance(seed=3)
    events = game.play(game.legal_moves()[0])
    marks = event_marks(events)
    assert marks.pieces and not marks.gone


# --------------------------------------------------------------------- pictures --
def test_board_figure_size_and_png(tmp_path):
    game = Renaissance.random_setup(random.Random(1))
    fig = board_figure(game, size=5.0, **overlays_for(game))
    assert tuple(fig.get_size_inches()) == (5.0, 5.0)
    fig = board_figure(game, size=5.0, status=True)
    w, h = fig.get_size_inches()
    assert w == 5.0 and 5.0 < h < 6.0
    data = to_png_bytes(game, size=3.0)
    assert png_size(data) == (300, 300)
    path = render_png(game, tmp_path / "board.png")
    assert open(path, "rb").read().startswith(PNG_SIGNATURE)
    with pytest.raises(ValueError):
        board_figure(game, size=0)


def test_repr_png_every_phase():
    rng = random.Random(9)
    game = Renaissance(seed=9)
    seen = set()
    while not game.is_over:
        if game.phase not in seen:
            seen.add(game.phase)
            w, h = png_size(game._repr_png_())
            assert 300 <= w <= 1200 and 300 <= h <= 1400
            assert renaissance_png(game).startswith(PNG_SIGNATURE)
        game.play(game.random_move(rng))
    assert game._repr_png_().startswith(PNG_SIGNATURE)
    assert "over" in status_text(game).lower()


def test_hand_pictures():
    all_kinds = [k for k in KINDS for _ in range(POOL[k])]
    w, h = hand_figure(all_kinds).get_size_inches()
    assert 2.0 < w < 15.0 and 0.3 < h < 1.5
    w1, _ = hand_figure(["D"]).get_size_inches()
    assert w1 < w
    assert hand_png([]).startswith(PNG_SIGNATURE)
    assert hand_png(["T4", "D"]).startswith(PNG_SIGNATURE)
    with pytest.raises(ValueError):
        hand_figure(["X9"])


def test_legend_and_side_panel():
    w, h = png_size(legend_png())
    assert 150 <= w <= 400 and 150 <= h <= 600
    assert len(LEGEND_ENTRIES) >= 9
    game = Renaissance.random_setup(random.Random(2))
    fig = side_panel(game)
    assert fig.get_size_inches()[0] == 3.0


def test_no_pyplot_no_widgets():
    import subprocess
    import sys

    code = ("import sys; import ringworld_nb.renaissance.draw; "
            "print('matplotlib.pyplot' in sys.modules, 'ipywidgets' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["False", "False"]


@pytest.mark.parametrize(("seed", "every"), [(2, True), (21, False)])
def test_a_removal_turns_prompt_says_which_pieces_can_go(seed: int, every: bool) -> None:
    """Issue 24, Renaissance 2: every piece carried a dot, so "click a highlighted piece"
    said nothing. When every piece can be taken off the prompt says "any piece"; when
    some cannot, "a piece with dots" and only theirs carry the dots."""
    from ringworld_nb.renaissance.draw.view import view

    game, rng = Renaissance(seed), random.Random(seed)
    while game.legal_moves()[0].action != "remove":  # random laying until nothing fits
        game.play(rng.choice(game.legal_moves()))
    shown = view(game)
    removable = {c for m in game.legal_moves() for c in m.cells}
    on_board = {c for _, cells in game.pieces().values() for c in cells}
    assert set(shown.marks["targets"]) == removable
    assert (removable == on_board) is every
    assert ("choose any piece on the board" in shown.prompt) is every
    assert ("a piece that can be taken off" in shown.prompt) is not every


def test_the_setups_twin_speaks_of_pieces_not_markers() -> None:
    """Issue 32 item 10: in the setup a piece that could be taken off was read as "a
    marker that may move" (there are no markers in the setup)."""
    from ringworld_nb.renaissance.draw.text_board import text_board
    from ringworld_nb.renaissance.draw.view import view

    game, rng = Renaissance(21), random.Random(21)
    while game.legal_moves()[0].action != "remove":  # random laying until nothing fits
        game.play(rng.choice(game.legal_moves()))
    assert game.phase == "setup"
    cells, _ = text_board(game, view(game))
    removable = {cell_name(c) for m in game.legal_moves() for c in m.cells}
    for cell in cells:
        assert "marker" not in cell.name, cell.name
        assert ("a piece that can be taken off" in cell.name) == (cell.key in removable)


def test_the_prompts_speak_of_no_mouse_no_colour_and_no_glyph() -> None:
    """Issue 29 item 6 and issue 32 item 7: "click a cell with a dot", "its square marked
    \u25a3" were read out. Every prompt says what to choose, in words."""
    from ringworld_nb.renaissance.draw.view import PROMPTS

    for key, prompt in PROMPTS.items():
        said = prompt.lower()
        assert not [w for w in ("click", "dot", "arrow", "green") if w in said], key
        assert prompt.isascii(), key


def out_of_markers() -> Renaissance:
    """A Phase 1 position whose player to move has no marker left (Gold, by random
    markers and pushes from seed 0)."""
    rng = random.Random(0)
    game = Renaissance(1)
    while not (game.phase == "phase1" and game.supply(game.to_move) == 0):
        assert not game.is_over
        moves = game.legal_moves()
        putting = [m for m in moves if m.action in ("marker", "insert")]
        game.play(rng.choice(putting or [m for m in moves if m.action != "offer"]))
    return game


def test_with_no_marker_left_the_prompt_says_pass_or_offer_and_how() -> None:
    """Trial 5: with 0 markers the prompt still said "Choose a cell where a marker may
    go, or a push from the edge", while pass and offer were the only moves."""
    from ringworld_nb.renaissance.app import RenaissanceApp

    game = out_of_markers()
    assert {m.action for m in game.legal_moves()} == {"pass", "offer"}
    app = RenaissanceApp(seats=("person", "person"), interactive=False)
    app.replace_game(game)
    app.refresh()
    prompt = re.sub("<[^>]+>", "", app.prompt_html.value)
    assert "marker may go" not in prompt and "push" not in prompt, prompt
    assert "no marker left" in prompt and "Pass" in prompt and "Offer to end" in prompt
    assert "key m" in prompt and "type pass or offer" in prompt
    assert not [c.name for c in app.twin.cells if "marker may go" in c.name]
    app.offer_button.click()  # offered and declined: pass is all that is left
    app.decline_button.click()
    assert game.to_move == app.game.to_move and {
        m.action for m in app.game.legal_moves()} == {"pass"}
    prompt = re.sub("<[^>]+>", "", app.prompt_html.value)
    assert prompt.startswith("No marker can be put now: Pass") and "offer" not in prompt
