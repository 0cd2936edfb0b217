"""The drawing of The Ring World: artists match the position, overlays match the engine,
clicks find the right ring, rotations land where the rules say, PNGs are PNGs."""

from __future__ import annotations

import random

import numpy as np
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.colors import to_rgb, to_rgba
from matplotlib.figure import Figure

from ringworld_nb.core.pictures import CAP_HEIGHT, PNG_SIGNATURE
from ringworld_nb.ringworld import BLUE, EMPTY, RED, RingBoard, RingWorld
from ringworld_nb.ringworld.draw import (
    DARK,
    BoardArtist,
    Overlays,
    board_limits,
    draw_board,
    hit_test,
    last_turn_events,
    legend_handles,
    overlays_of,
    render_png,
    ringworld_png,
    rotation_centers,
    to_png_bytes,
    view_limits,
)
from ringworld_nb.ringworld.draw.artist import SELECTED_OUTLINE
from ringworld_nb.ringworld.draw.view import view as board_view
from ringworld_nb.ringworld.groups import in_danger
from ringworld_nb.ringworld.teaching.construction import construction_png, draw_construction


def played(order: int, seed: int, turns: int) -> RingWorld:
    game = RingWorld(order)
    rng = random.Random(seed)
    for _ in range(turns):
        if game.is_over:
            break
        game.play(game.random_move(rng))
    return game


def mid_game(order: int = 4, turns: int = 60) -> RingWorld:
    """A reproducible mid-game position with placements, rings to turn and a last turn
    that changed something (searched over seeds, so that it survives rule fixes)."""
    for seed in range(200):
        game = RingWorld(order)
        rng = random.Random(seed)
        for turn in range(1, turns + 1):
            if game.is_over:
                break
            events = game.play(game.random_move(rng))
            if (turn >= turns // 2 and not game.is_over and game.legal_placements()
                    and game.rotatable()
                    and any(e.positions for e in events
                            if e.kind in ("born", "died", "occupied"))):
                return game
    raise AssertionError("no mid-game position found")


@pytest.fixture(scope="module")
def mid_l4() -> RingWorld:
    return mid_game(4)


def new_axes(size: float = 6.0):
    fig = Figure(figsize=(size, size), dpi=100)
    FigureCanvasAgg(fig)
    return fig, fig.add_axes((0, 0, 1, 1))


def games():
    return [RingWorld(3), RingWorld(4), played(3, 3, 14), played(4, 90, 60),
            played(4, 199, 118), mid_game(3, 20), mid_game(4)]


# ---------------------------------------------------------------------- rings --
@pytest.mark.parametrize("game", games(), ids=lambda g: repr(g))
def test_filled_rings_match_the_position(game):
    fig, ax = new_axes()
    art = draw_board(ax, game)
    fig.canvas.draw()
    rings = game.all_rings()
    for level in game.board.levels:
        assert len(art.ring_layers[level].get_offsets()) == game.board.count(level)
        for colour in (RED, BLUE):
            drawn = art.filled(level, colour)
            assert len(drawn) == game.count(level, colour)
            assert drawn.tolist() == np.flatnonzero(rings[level] == colour).tolist()
        # Empty positions above level 1 are faint discs, the top an outline only.
        face = np.asarray(art.ring_layers[level].get_facecolors())
        empty = rings[level] == EMPTY
        if level > 1 and empty.any():
            faint = DARK.empty_area_alpha if level < game.order else 0
            assert np.allclose(face[empty, 3], faint)
        # Blue's inner outline (the colour-blind cue) shows exactly on blue rings.
        inner = np.asarray(art.inner_layers[level].get_edgecolors())
        assert np.flatnonzero(inner[:, 3] > 0).tolist() == \
            np.flatnonzero(rings[level] == BLUE).tolist()


def test_red_and_blue_differ_at_every_level():
    _fig, ax = new_axes()
    art = BoardArtist(ax, RingBoard(4))
    for level in art.board.levels:
        face = art._face_lut[level]
        edge = art._edge_lut[level]
        assert not np.allclose(face[RED], face[BLUE])
        assert not np.allclose(edge[RED], edge[BLUE])
        # Lightness differs too, not only hue.
        lum = face[:, :3] @ np.array([0.2126, 0.7152, 0.0722])
        assert abs(lum[RED] - lum[BLUE]) > 0.02


def test_update_changes_colours_not_artists(mid_l4):
    fig, ax = new_axes()
    art = BoardArtist(ax, mid_l4.board)
    before = list(ax.collections)
    game = RingWorld(4)
    rng = random.Random(5)
    for _ in range(6):
        events = game.play(game.random_move(rng))
        art.update(game.all_rings(), Overlays.from_events(events))
        fig.canvas.draw()
    assert list(ax.collections) == before
    for level in game.board.levels:
        assert len(art.filled(level, RED)) == game.count(level, RED)
        assert len(art.filled(level, BLUE)) == game.count(level, BLUE)


# -------------------------------------------------------------------- overlays --
def test_overlays_match_the_engine(mid_l4):
    game = mid_l4
    fig, ax = new_axes()
    art = draw_board(ax, game)
    c1 = game.board.centers(1)
    legal = game.legal_placements()
    assert art.legal_dots.count == len(legal)
    assert np.allclose(art.legal_dots.coll.get_offsets(), c1[legal])
    assert art.rotatable_arrows.count == len(game.rotatable()) > 0
    # Last move and the changes of the last turn.
    events = last_turn_events(game)
    placed = [e for e in events if e.kind == "placed"]
    rotated = [e for e in events if e.kind == "rotated"]
    move = game.history[-1]
    assert (art.overlays.last_place is None) == (move.place is None)
    assert art.overlays.last_ring == (tuple(move.rotate) if move.rotate else None)
    assert art.last_place_dot.count == len(placed)
    assert art.last_ring_outline.count == len(rotated)
    for kind, layer in (("born", art.born_marks), ("died", art.died_marks)):
        n = sum(len(e.positions) for e in events if e.kind == kind)
        assert layer.count == n
    n_occ = sum(len(e.positions) for e in events if e.kind == "occupied")
    assert len(art.occupied_marks.get_paths()) == n_occ
    legend = art.legend()
    labels = [t.get_text() for t in legend.get_texts()]
    assert "legal placement" in labels and "turnable position" in labels
    assert "last position turned" in labels
    fig.canvas.draw()


def test_empty_board_offers_every_placement():
    game = RingWorld(4)
    _fig, ax = new_axes()
    art = draw_board(ax, game)
    assert art.legal_dots.count == 272
    assert art.rotatable_arrows.count == 0 == len(game.rotatable())
    assert art.last_place_dot.count == 0


def test_selection_and_clearing(mid_l4):
    fig, ax = new_axes()
    art = BoardArtist(ax, mid_l4.board)
    ov = overlays_of(mid_l4)
    place = ov.legal[0]
    art.update(mid_l4.all_rings(), ov, selected_place=place, selected_ring=(3, 1))
    assert art.selected_outline.count == 2
    assert art.selected_arrow.count == 1
    assert art.legal_dots.count == len(ov.legal) - 1  # the ghost ring covers its dot
    fig.canvas.draw()
    art.update(mid_l4.all_rings())  # no overlays
    assert art.selected_outline.count == art.legal_dots.count == 0
    assert art.rotatable_arrows.count == 0
    fig.canvas.draw()


def test_draw_board_takes_dicts_and_phases(mid_l4):
    game = mid_l4.clone()
    move = game.random_move(random.Random(1))
    phases = game.phases(move)
    _fig, ax = new_axes()
    art = draw_board(ax, phases[-1])
    for level in game.board.levels:
        assert len(art.filled(level, RED)) == int((phases[-1].rings[level] == RED).sum())
    _fig, ax = new_axes()
    art = draw_board(ax, game.all_rings(), legal=game.legal_placements())
    assert art.legal_dots.count == len(game.legal_placements())
    with pytest.raises(TypeError):
        draw_board(ax, 42)


# ------------------------------------------------------------------- hit test --
@pytest.mark.parametrize("order", [3, 4])
def test_hit_test_finds_every_position(order):
    board = RingBoard(order)
    for i, (x, y) in enumerate(board.centers(1)):
        assert hit_test(board, x, y) == (1, i)
    # The centre of every bigger ring lies away from its children: the ring itself.
    for level in range(2, order + 1):
        for i, (x, y) in enumerate(board.centers(level)):
            assert hit_test(board, x, y) == (level, i)
    _lo, hi = board_limits(board)
    assert hit_test(board, hi, hi) is None
    assert hit_test(board, 5.0, -5.0) is None
    assert hit_test(board, float("nan"), 0.0) is None


def test_hit_test_on_an_l2_ring_between_its_children():
    board = RingBoard(4)
    _fig, ax = new_axes()
    art = BoardArtist(ax, board)
    r2 = board.radius(2)
    for i, centre in enumerate(board.centers(2)):
        point = centre + np.array([0.3 * r2, -0.2 * r2])  # inside, off the children
        assert art.hit_test(*point) == (2, i)
        # A point inside both the ring and its child 0 (at 3 o'clock) is the child;
        # restricted to upper levels, it is the ring.
        child = board.children(2, i)[0]
        x, y = centre + np.array([0.8 * r2, 0.0])
        assert art.hit_test(x, y) == (1, child)
        assert art.hit_test(x, y, levels=range(2, 5)) == (2, i)
    assert art.hit_test(None, None) is None


# -------------------------------------------------------------------- rotation --
@pytest.mark.parametrize("ring", [(4, 0), (3, 2), (2, 17)])
def test_rotation_centres_follow_the_rules(ring):
    board = RingBoard(4)
    level, index = ring
    start = rotation_centers(board, level, index, 0.0)
    end = rotation_centers(board, level, index, 1.0)
    half = rotation_centers(board, level, index, 0.5)
    centre = board.centers(level)[index]
    for below, (src, dst) in board.rotation(level, index).items():
        assert np.allclose(start[below][1], board.centers(below)[src])
        assert np.allclose(end[below][1], board.centers(below)[dst])
        # Every ring keeps its distance to the centre, and turns clockwise.
        d0 = board.centers(below)[src] - centre
        d1 = half[below][1] - centre
        assert np.allclose(np.hypot(*d0.T), np.hypot(*d1.T))
        cross = d0[:, 0] * d1[:, 1] - d0[:, 1] * d1[:, 0]
        moved = np.hypot(*d0.T) > 1e-12
        assert np.all(cross[moved] < 0)


def test_set_rotation_moves_only_the_descendants(mid_l4):
    fig, ax = new_axes()
    art = draw_board(ax, mid_l4)
    board = mid_l4.board
    art.set_rotation(3, 1, 0.5)
    fig.canvas.draw()
    rot = board.rotation(3, 1)
    for level in board.levels:
        offsets = np.asarray(art.ring_layers[level].get_offsets())
        moved = np.flatnonzero(~np.all(np.isclose(offsets, board.centers(level)), axis=1))
        expect = set(rot[level][0].tolist()) if level in rot else set()
        assert set(moved.tolist()) <= expect
        if level in rot:
            assert len(moved) > 0
    assert not art.legal_dots.coll.get_visible()
    art.clear_rotation()
    for level in board.levels:
        assert np.allclose(art.ring_layers[level].get_offsets(), board.centers(level))
    assert art.legal_dots.coll.get_visible() == (art.legal_dots.count > 0)


# ------------------------------------------------------------- construction --
def test_construction_draws_every_level_of_order_6():
    _fig, ax = new_axes(4)
    colls = draw_construction(ax, 6, 1, outline_below=2)
    assert [len(c.get_offsets()) for c in colls] == [1, 8, 48, 272, 1488, 8080]
    _fig, ax = new_axes(4)
    colls = draw_construction(ax, 4, 3)
    assert [len(c.get_offsets()) for c in colls] == [1, 8]


@pytest.mark.parametrize("order", [2, 5])
def test_board_artist_draws_study_orders(order):
    board = RingBoard(order)
    fig, ax = new_axes(4)
    art = BoardArtist(ax, board)
    rings = {lv: np.arange(board.count(lv)) % 3 for lv in board.levels}
    art.update(rings)
    for lv in board.levels:
        assert len(art.filled(lv, BLUE)) == int((rings[lv] == BLUE).sum())
    fig.canvas.draw()


# ------------------------------------------------------------------- pictures --
def test_png_bytes_and_files(tmp_path, mid_l4):
    data = to_png_bytes(mid_l4)
    assert data.startswith(PNG_SIGNATURE)
    assert ringworld_png(RingWorld(3)).startswith(PNG_SIGNATURE)
    path = render_png(mid_l4, tmp_path / "board.png", legend=False, caption=False)
    with open(path, "rb") as fh:
        assert fh.read(8) == PNG_SIGNATURE
    assert construction_png((2, 3), size=2).startswith(PNG_SIGNATURE)


def test_png_of_a_finished_game():
    game = RingWorld(3, max_turns=400)
    rng = random.Random(0)
    while not game.is_over:
        game.play(game.random_move(rng))
    assert to_png_bytes(game).startswith(PNG_SIGNATURE)
    assert overlays_of(game).rotatable == ()
    assert overlays_of(game).legal == ()


def test_last_placement_follows_the_turn():
    game = RingWorld(4)
    place = game.legal_placements()[5]
    parent = game.board.parents(1, place)[0]
    events = game.play((place, (2, parent)))
    ov = Overlays.from_events(events, board=game.board)
    src, dst = game.board.rotation(2, parent)[1]
    assert ov.last_place == dst[list(src).index(place)] != place
    assert game.rings(1)[ov.last_place] == RED
    assert ov.last_ring == (2, parent)
    assert overlays_of(game).last_place == ov.last_place
    assert Overlays.from_events(events).last_place == place  # without the board


def test_last_turn_after_a_resignation():
    game = played(3, 2, 5)
    move = game.history[-1]
    game.resign()
    ov = overlays_of(game)
    # (None while RingWorld.clone() cannot copy a resigned game.)
    assert (ov.last_place is None) or (move.place is not None)
    assert ov.legal == () and ov.rotatable == ()
    assert to_png_bytes(game, legend=False).startswith(PNG_SIGNATURE)


# ------------------------------------------------------------------- close-ups --
def close_up(game: RingWorld, zoom: int, px: int = 600, **options) -> BoardArtist:
    """The board's close-up on level-3 position ``zoom``, as the app draws it."""
    fig = Figure(figsize=(px / 100, px / 100), dpi=100)
    FigureCanvasAgg(fig)
    art = BoardArtist(fig.add_axes((0, 0, 1, 1)), game.board,
                      limits=view_limits(game.board, 3, zoom), **options)
    art.update(game.all_rings(), overlays_of(game))
    return art


@pytest.mark.parametrize("px", [420, 600, 760])
def test_a_close_up_writes_the_addresses_of_its_positions(mid_l4, px):
    board = mid_l4.board
    art = close_up(mid_l4, 5, px)
    assert art.address_labels.get_visible() and art.label_height is not None
    # every level-1 descendant of the position shown carries its address
    below = {board.address(1, int(i)) for i in board.descendants(3, 5, 1)}
    assert below <= set(art.label_texts)
    assert "5" in art.label_texts
    assert {board.address(2, c) for c in board.children(3, 5)} <= set(art.label_texts)
    # readable: 10 px at least, at 100 px an inch
    assert art.label_height * art.points_per_unit * 100 / 72 / CAP_HEIGHT >= 10 - 1e-9


def test_the_whole_board_has_no_addresses_unless_asked(mid_l4):
    fig = Figure(figsize=(6, 6), dpi=100)
    FigureCanvasAgg(fig)
    art = BoardArtist(fig.add_axes((0, 0, 1, 1)), mid_l4.board)
    assert not art.address_labels.get_visible()
    assert not close_up(mid_l4, 2, labels=False).address_labels.get_visible()
    l3 = BoardArtist(fig.add_axes((0, 0, 1, 1)), RingWorld(3).board, labels=True)
    assert l3.address_labels.get_visible() and "527" not in l3.label_texts


@pytest.mark.parametrize("zoom", range(8))
def test_a_chosen_ring_that_the_close_up_cuts_stays_marked(mid_l4, zoom):
    """Any position to turn chosen in a close-up: its arrow is in view, or white
    arrowheads and its address are, on the part of its outline that is."""
    board = mid_l4.board
    art = close_up(mid_l4, zoom)
    x0, x1, y0, y1 = art.limits
    for level in (2, 3, 4):
        for index in range(board.count(level)):
            (cx, cy), r = board.centers(level)[index], board.radius(level)
            if cx + r < x0 or cx - r > x1 or cy + r < y0 or cy - r > y1:
                continue  # not in the close-up at all
            art.update(None, art.overlays, selected_ring=(level, index))
            centre_in_view = x0 < cx < x1 and y0 < cy < y1
            if art.cut_ring is None:
                assert centre_in_view
                continue
            assert art.cut_ring == (level, index)
            heads = np.concatenate([p.vertices for p in art.cut_heads.get_paths()])
            text = art.cut_text.get_path().vertices
            for pts in (heads, text):
                assert (pts[:, 0] > x0).all() and (pts[:, 0] < x1).all()
                assert (pts[:, 1] > y0).all() and (pts[:, 1] < y1).all()
    art.update(None, art.overlays, selected_ring=None)
    assert art.cut_ring is None and not art.cut_heads.get_visible()


@pytest.mark.parametrize("zoom", [0, 3, 6])
def test_a_close_up_does_not_cut_the_outline_of_a_chosen_placement(mid_l4, zoom):
    """Issue 18: every level-1 position of the position shown close up, chosen, shows
    its whole white outline (with its line width) inside the view."""
    board = mid_l4.board
    art = close_up(mid_l4, zoom)
    x0, x1, y0, y1 = art.limits
    r = board.radius(1) * SELECTED_OUTLINE
    for i in board.descendants(3, zoom, 1):
        art.update(None, art.overlays, selected_place=int(i), selected_colour=RED)
        half_width = float(np.max(art.selected_outline.coll.get_linewidths())) / 2
        pad = r + half_width / art.points_per_unit
        cx, cy = board.centers(1)[int(i)]
        assert x0 < cx - pad and cx + pad < x1 and y0 < cy - pad and cy + pad < y1, \
            board.address(1, int(i))


def test_a_chosen_placement_has_a_colour_of_its_own_and_a_legend_entry(mid_l4):
    """Issue 18: the ring chosen to be placed is drawn neither like Red's level-1 ring nor
    like Red's (translucent) ring of level 2 and up, and the legend says what it is."""
    fig, ax = new_axes()
    art = BoardArtist(ax, mid_l4.board)
    place = overlays_of(mid_l4).legal[0]
    art.update(mid_l4.all_rings(), Overlays(selected_place=place, selected_colour=RED,
                                            legal=(place,)))
    chosen = np.asarray(art.selected_outline.coll.get_facecolors())[0]
    for level in (1, 2, 3):
        red = art._face_lut[level][RED]
        # (composited over the dark background, as the eye sees them)
        seen = red[:3] * red[3] + np.array(to_rgb(DARK.background)) * (1 - red[3])
        assert np.abs(chosen[:3] - seen).max() > 0.2, level
    assert chosen[3] == 1.0
    keys = art.used_legend_entries()
    assert "chosen" in keys and "selection" not in keys
    labels = dict(zip(*reversed(legend_handles(DARK, ["chosen", "selection"]))))
    assert set(labels) == {"chosen placement", "chosen to turn"}
    handle = legend_handles(DARK, ["chosen"])[0][0]
    assert np.allclose(to_rgba(handle.get_markerfacecolor()), chosen)
    art.update(None, art.overlays, selected_ring=(3, 1))
    assert "selection" in art.used_legend_entries()


def test_big_groups_in_danger_are_marked_and_named_in_the_words():
    """Issue 18: a group of level 2 with one empty neighbour left - whose death would
    take many big rings at once - is marked on the board, its last empty neighbour too,
    and the words under the board say what would remove it."""
    board = RingBoard(3)
    game = RingWorld.from_rings({2: [EMPTY, RED, RED, BLUE, BLUE, BLUE, EMPTY, EMPTY]},
                                order=3)
    v = board_view(game)
    assert set(v.marks.danger) == {(2, 1), (2, 2), (2, 3), (2, 4), (2, 5)}
    assert set(v.marks.danger_liberties) == {(2, 0), (2, 6)}
    assert "Red's level-2 rings 1 and 2 have one empty neighbour left, 0" in v.prompt
    assert "Careful: Blue's level-2 rings 3, 4 and 5 have one empty neighbour left, 6" in v.prompt
    _fig, ax = new_axes()
    art = draw_board(ax, game, v.marks)
    assert art.danger_outline.count == 5 and art.danger_liberty.count == 2
    assert "danger" in art.used_legend_entries()
    # two empty neighbours: no warning
    safe = RingWorld.from_rings({2: [EMPTY, RED, RED, EMPTY, BLUE, BLUE, BLUE, EMPTY]},
                                order=3)
    assert not board_view(safe).marks.danger and "Careful" not in board_view(safe).prompt
    assert [g.positions for g in in_danger(game)] == [(1, 2), (3, 4, 5)]
    # and the warning comes true: Red's births below 6 take it, Blue's group dies
    children = [0] * 48
    for address in ("60", "62", "64", "66"):
        children[board.parse_address(address)[1]] = RED
    game = RingWorld.from_rings({2: [EMPTY, RED, RED, BLUE, BLUE, BLUE, EMPTY, EMPTY],
                                 1: children}, order=3)
    assert "a Red ring there" in board_view(game).prompt
    died = [e for e in game.play("03@0") if e.kind == "died" and e.level == 2]
    assert died[0].positions == (3, 4, 5) and list(game.rings(2)[3:6]) == [EMPTY] * 3


def test_the_legend_explains_the_faint_big_circles_of_an_empty_board():
    """Issue 18: the empty positions of level 2 and up (the big faint circles of a new
    board) have a legend entry of their own."""
    _fig, ax = new_axes()
    art = draw_board(ax, RingWorld(3))
    assert "empty_up" in art.used_legend_entries()
    assert legend_handles(DARK, ["empty_up"])[1] == ["empty, level \u2265 2"]


def _l4_puzzle_position() -> RingWorld:
    """The position of the trial's L4 puzzle (no placement possible, 36 positions may
    turn, three groups in danger)."""
    from ringworld_nb.puzzles import puzzles

    return next(p for p in puzzles("ringworld") if p.id == "ringworld-0158").start()


def test_the_careful_words_name_the_two_most_urgent_groups_and_count_the_rest():
    """Trial 24, item 1: every group in danger was said - an 8-line paragraph on the L4
    board. The words name the two most urgent (highest level, then most rings) and count
    the others; every group is still outlined in play."""
    game = _l4_puzzle_position()
    dangers = in_danger(game)
    assert len(dangers) == 3
    v = board_view(game)
    careful = v.prompt.split("Careful: ", 1)[1]
    assert careful.count("one empty neighbour left,") == 2
    assert careful.startswith("Blue's level-3 rings 2, 3, 4 and 5")
    assert careful.endswith("(1 more group with one empty neighbour left.)")
    assert len(v.marks.danger) == sum(len(g.positions) for g in dangers)


def test_the_prompt_says_the_first_step_of_a_turn_without_a_placement():
    """Trial 24, item 1: with no placement possible the prompt said "Now click a
    position with a yellow arrow" before anything was done: the turn of a position is
    the whole move then (RULES.md 1.3), and the words say so."""
    game = _l4_puzzle_position()
    assert not game.legal_placements() and game.rotatable()
    prompt = board_view(game).prompt
    assert prompt.startswith("No ring can be placed this turn") and "Now" not in prompt
    assert "choose one that can be turned" in prompt
    # a turn that has a placement: the placement first, then "now" the position to turn
    fresh = RingWorld(3)
    assert board_view(fresh).prompt.startswith("Choose a level-1 position where a ring may go")
    place = fresh.legal_placements()[0]
    assert board_view(fresh, place).prompt.startswith("Now choose a position that can be "
                                                      "turned")


def test_a_calm_view_keeps_the_arrows_back_until_a_placement():
    """Trial 24, item 1: a puzzle's first view on the L4 board drew dozens of yellow
    arrows and magenta outlines. Calm: no arrow before a placement, one group in danger
    said and outlined (the rest counted); a placement brings its arrows."""
    game = _l4_puzzle_position()
    calm = board_view(game, calm=True, careful=True)
    assert calm.marks.rotatable == () and len(board_view(game).marks.rotatable) == 36
    first = in_danger(game)[1]  # the level-3 group of four: the most urgent
    assert set(calm.marks.danger) == {(first.level, p) for p in first.positions}
    assert calm.prompt.count("one empty neighbour left,") == 1
    assert "(2 more groups" in calm.prompt and "Show turns" in calm.prompt
    fresh = RingWorld(3)
    assert board_view(fresh, calm=True).marks.rotatable == ()
    assert board_view(fresh, calm=True).prompt == ("Choose a level-1 position where a ring "
                                                   "may go, then a position to turn; Submit "
                                                   "plays.")
    place = fresh.legal_placements()[0]
    assert board_view(fresh, place, calm=True).marks.rotatable == \
        tuple(fresh.legal_rotations(place))


def test_a_calm_view_is_short_and_its_careful_words_do_not_follow_show_turns():
    """Trial 24b, item 9: beside the L4 puzzle, 9 italic lines (how to move and a
    "Careful:" paragraph), 6-7 magenta outlines; Show turns changed the paragraph's
    words. Calm: one short line, no group in danger until Careful is asked; then the
    same words and outlines with the turns shown or not."""
    game = _l4_puzzle_position()
    calm = board_view(game, calm=True, careful=False)
    assert calm.prompt == ("No ring can be placed: choose a position to turn (Show turns "
                           "marks them); Submit plays.")
    assert len(calm.prompt) < 100 and calm.marks.danger == () and "Careful" not in calm.prompt
    for careful in (False, True):
        hidden = board_view(game, calm=True, careful=careful)
        turned = board_view(game, calm=True, turns=True, careful=careful)
        assert turned.prompt == hidden.prompt and turned.marks.danger == hidden.marks.danger
        assert hidden.marks.rotatable == () and len(turned.marks.rotatable) == 36
    play = board_view(game)  # the play app's words are not calm ones
    assert play.prompt.startswith("No ring can be placed this turn: your move is to turn")
    assert play.prompt.count("one empty neighbour left,") == 2


# -------------------------------------------------------- addresses, whole board --
def whole_board(game: RingWorld, px: int) -> BoardArtist:
    """The whole board ``px`` wide, as the app draws it, its addresses on."""
    fig = Figure(figsize=(px / 100, px / 100), dpi=100)
    FigureCanvasAgg(fig)
    art = BoardArtist(fig.add_axes((0, 0, 1, 1)), game.board)
    art.update(game.all_rings(), overlays_of(game))
    art.show_addresses(True)
    return art


@pytest.mark.parametrize(("order", "px"), [(3, 420), (3, 560), (4, 560), (4, 760)])
def test_the_whole_board_writes_its_addresses_when_asked(order, px):
    """Issue 29, item 15: Careful's "level-2 rings 0, 1 and 2" and the review's 35@4 can
    be read off the picture. L3 writes every address (the top's "*" too); L4, drawn
    whole, writes levels 2 and up (three digits do not fit a level-1 ring there: a
    close-up writes them). Each address is legible (10 px at least), inside its own
    position, and apart from every other address."""
    from ringworld_nb.core.pictures import text_path
    from ringworld_nb.ringworld.draw.addresses import board_labels

    game = mid_game(order)
    board = game.board
    art = whole_board(game, px)
    shown = set(art.addresses_shown)
    lowest = 1 if order == 3 else 2
    expected = {board.address(level, i) or "*" for level in board.levels if level >= lowest
                for i in range(board.count(level))}
    assert shown == expected and "*" in shown and art.address_labels.get_visible()
    assert ("35" in shown and "3" in shown) if order == 3 else ("35" in shown and "4" in shown)
    art.show_addresses(False)
    assert art.addresses_shown == () and not art.address_labels.get_visible()
    labels = board_labels(board, art._least_label)
    boxes = []
    for text, at, height in zip(labels.texts, labels.positions, labels.heights):
        assert height * art.points_per_unit * 100 / 72 / CAP_HEIGHT >= 10 - 1e-9  # px
        box = text_path([text], [at], height).get_extents()
        level, index = board.parse_address("" if text == "*" else text)
        centre, r = board.centers(level)[index], board.radius(level)
        corners = np.array([[box.x0, box.y0], [box.x0, box.y1], [box.x1, box.y0],
                            [box.x1, box.y1]])
        assert (np.hypot(*(corners - centre).T) < r).all(), text  # inside its position
        boxes.append(box)
    for k, one in enumerate(boxes):
        for other in boxes[k + 1:]:
            assert not one.overlaps(other)


#: Words of the mouse or of colours: never in what a screen reader reads (issue 29, 6).
POINTER_AND_COLOUR = ("click", "green", "yellow", "dot", "arrow", "outlined", "hatched")


def test_the_prompts_speak_of_no_mouse_and_no_colour():
    """Issue 29 item 6: "green dot", "yellow arrow" were read out. The prompt is one
    wording for the picture and the screen reader: what to choose, as the text board
    names it ("a ring may go here", "can be turned")."""
    fresh = RingWorld(3)
    place = fresh.legal_placements()[0]
    ring = fresh.legal_rotations(place)[0]
    stuck = _l4_puzzle_position()
    prompts = [board_view(fresh).prompt, board_view(fresh, calm=True).prompt,
               board_view(fresh, place).prompt, board_view(fresh, place, ring).prompt,
               board_view(stuck).prompt, board_view(stuck, calm=True).prompt]
    for prompt in prompts:
        assert not [w for w in POINTER_AND_COLOUR if w in prompt.lower()], prompt


def test_a_shared_position_names_both_parents_in_the_text_board():
    """Issue 29 item 10: level 1's goal is "a child of two level-2 positions", but the
    text board never said which positions are shared. Each position with two parents
    names both; the others say nothing of the kind."""
    from ringworld_nb.ringworld.draw.text_board import text_board

    game = RingWorld(3)
    board = game.board
    cells, _ = text_board(game, board_view(game))
    shared = 0
    for cell in cells:
        level, index = cell.target
        parents = board.parents(level, index) if level < board.order else ()
        if len(parents) == 2:
            shared += 1
            a, b = sorted(board.address(level + 1, p) for p in parents)
            assert f"a child of level-{level + 1} positions {a} and {b}" in cell.name
        else:
            assert "shared" not in cell.name and "a child of" not in cell.name
    assert shared == 16
    assert "a child of level-2 positions 3 and 4" in next(
        c.name for c in cells if c.label == "35")


def test_the_level_2_positions_can_be_seen_on_an_empty_board():
    """Issue 33 item 2: on the first level's empty board the level-2 positions could
    not be seen - an empty one was only its outline, under its children's circles. Now
    each is a faint disc: a point inside it, away from its children, is lighter than
    the background, and lighter again where two discs overlap (the shared children)."""
    game = RingWorld(3)
    fig, ax = new_axes()
    draw_board(ax, game)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    pixels = np.asarray(canvas.buffer_rgba())[..., :3].astype(float) / 255
    board = game.board

    def shade(point) -> float:
        x, y = ax.transData.transform(point)
        row, col = pixels.shape[0] - int(round(y)), int(round(x))
        return float(pixels[row - 1:row + 2, col - 1:col + 2].mean())

    background = float(np.mean(to_rgb(DARK.background)))
    for index in range(board.count(2)):
        centre = board.centers(2)[index]
        kids = board.centers(1)[list(board.children(2, index))]
        between = (kids[0] + kids[1]) / 2  # between two children, inside the position
        inside = centre + 0.6 * (between - centre)
        assert shade(inside) > background + 0.05, index
        lens = (centre + board.centers(2)[(index + 1) % 8]) / 2  # in two positions
        assert shade(lens) > shade(inside) + 0.03, index
