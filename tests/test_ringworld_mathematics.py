"""The mathematics helpers behind notebooks/ringworld_board_mathematics.ipynb.

Independent checks where possible: counts against the numbers of docs/rules.md §1.1 and brute
force from the formula, the similarity dimension against its closed form, box counting
against simple shapes whose dimension is known, symmetries against a brute-force match
of centres.
"""

from __future__ import annotations

import ast
import math

import numpy as np
import pytest

from ringworld_nb.ringworld import RingBoard
from ringworld_nb.ringworld.teaching import mathematics as rm

T = math.tan(math.pi / 8)


# ----------------------------------------------------------------------- counting --
def test_module_is_pure_numpy() -> None:
    """The helper module draws nothing: it imports no matplotlib, ipywidgets or IPython."""
    tree = ast.parse(open(rm.__file__, encoding="utf-8").read())
    names = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not {x.split(".")[0] for x in names} & {"matplotlib", "ipywidgets", "IPython"}


def test_positions_per_level_orders_2_to_6() -> None:
    counts = rm.positions_per_level()
    assert counts[3] == {3: 1, 2: 8, 1: 48}
    assert counts[4] == {4: 1, 3: 8, 2: 48, 1: 272}
    assert list(counts[6].values()) == [1, 8, 48, 272, 1488, 8080]
    for n in rm.ORDERS:  # the count depends on the depth below the top only
        assert list(counts[n].values()) == [1, 8, 48, 272, 1488, 8080][:n]


def test_positions_table_has_one_row_per_order() -> None:
    table = rm.positions_table()
    rows = [line for line in table.splitlines() if line.startswith("| order")]
    assert len(rows) == 5
    assert "| order 4 (L4, standard) |  |  | 1 | 8 | 48 | 272 | 329 |" in table
    assert "8,080" in table and "9,897" in table


def test_distinct_positions_match_the_board_and_brute_force() -> None:
    counts = rm.distinct_positions(6)
    assert counts[:6] == [1, 8, 48, 272, 1488, 8080]
    # Depth 6 by brute force from the formula of docs/rules.md §1.1: all 8**6 paths, centres
    # rounded (distinct positions are a diameter apart, so rounding is safe).
    s = 1 / math.cos(math.pi / 8)
    u = np.array([[math.cos(-k * math.pi / 4), math.sin(-k * math.pi / 4)] for k in range(8)])
    c, r = np.zeros((1, 2)), 1.0
    for _ in range(6):
        c = (c[:, None, :] + r * s * u[None]).reshape(-1, 2)
        r *= T
    assert len(np.unique(np.round(c / r * 1e4).astype(np.int64), axis=0)) == counts[6] == 43728


def test_shared_positions_are_the_difference() -> None:
    shared = rm.shared_per_level(5)
    counts = rm.positions_per_level([5])[5]
    for level in range(1, 5):
        assert counts[level] == 8 * counts[level + 1] - shared[level]
    assert shared == {5: 0, 4: 0, 3: 16, 2: 112, 1: 688}


def test_growth_ratios_and_recurrence() -> None:
    counts = rm.distinct_positions(8)
    ratios = rm.growth_ratios(counts)
    assert ratios[:3] == pytest.approx([8, 6, 272 / 48])
    assert np.all(np.diff(ratios) < 0)  # falling towards the limit
    rec = rm.find_recurrence(counts)
    assert rec is not None
    assert rec.coefficients == (6, -1, -12) and rec.start == 4 and rec.checked == 2
    assert rec.text() == "N_d = 6N_{d-1} - N_{d-2} - 12N_{d-3}"
    rate = rm.growth_rate(rec)
    assert rate == pytest.approx(5.404047, abs=1e-6)
    assert rate ** 3 - 6 * rate ** 2 + rate + 12 == pytest.approx(0, abs=1e-9)
    assert ratios[-1] == pytest.approx(rate, abs=3e-3)
    assert rate * T**2 < 1 < 8 * T**2  # the area of a level shrinks; 8 copies would grow


def test_find_recurrence_simple_sequences() -> None:
    assert rm.find_recurrence([1, 1, 2, 3, 5, 8, 13, 21]).coefficients == (1, 1)
    assert rm.find_recurrence([1, 3, 9, 27, 81]).coefficients == (3,)
    assert rm.find_recurrence([1, 2, 3]) is None  # too short to check anything
    assert rm.Recurrence((-1, 2), 2, 1).text("a") == "a_d = -a_{d-1} + 2a_{d-2}"


def test_spacing_rings_of_a_level_touch_but_never_overlap() -> None:
    counts = rm.distinct_positions(6)
    for d in range(1, 6):
        sp = rm.spacing(d)
        assert sp.positions == counts[d]
        assert sp.closest == pytest.approx(1.0, abs=1e-9)
        assert sp.overlapping == 0
        assert counts[d + 1] == 8 * counts[d] - 2 * sp.touching  # 2 shared per touching pair
    board = RingBoard(5)  # touching pairs agree with the board's adjacency
    assert rm.spacing(3).touching == sum(len(board.neighbors(2, i)) for i in range(272)) // 2


# --------------------------------------------------------------------- dimensions --
def test_similarity_dimension() -> None:
    d = rm.similarity_dimension()
    assert d == pytest.approx(math.log(8) / math.log(1 + math.sqrt(2)))
    assert d == pytest.approx(2.3593, abs=1e-4)
    assert d == pytest.approx(rm.SIMILARITY_DIMENSION)
    assert 8 * T**d == pytest.approx(1.0)
    assert rm.similarity_dimension(4, 0.5) == pytest.approx(2.0)
    assert rm.similarity_dimension(3, 0.5) == pytest.approx(math.log2(3))


def test_growth_dimension_is_below_two() -> None:
    rate = rm.growth_rate(rm.find_recurrence(rm.distinct_positions(7), min_checks=1))
    dim = rm.growth_dimension(rate)
    assert dim == pytest.approx(1.9142, abs=1e-4)
    assert 1 < dim < 2 < rm.SIMILARITY_DIMENSION
    assert rm.growth_dimension(rm.PLANE_GROWTH) == pytest.approx(2.0)


# ------------------------------------------------------------------- box counting --
def test_box_counting_known_shapes() -> None:
    sizes = rm.box_sizes(9, 3)
    # A filled square of points: dimension 2.
    g = np.linspace(-1, 1, 1500, endpoint=False)  # [-1, 1): exactly (2 / side)**2 boxes
    square = np.stack(np.meshgrid(g, g), -1).reshape(-1, 2)
    slope, _ = rm.fit_slope(sizes, rm.box_counts_points(square, sizes))
    assert slope == pytest.approx(2.0, abs=0.05)
    # A segment: dimension 1.
    seg = np.stack([g, 0.3 * g], 1)
    slope, _ = rm.fit_slope(sizes, rm.box_counts_points(seg, sizes))
    assert slope == pytest.approx(1.0, abs=0.05)


def test_box_counts_of_a_single_circle() -> None:
    """The top ring of an order-2 board (level 2 only) is a circle of radius 1: the count
    grows like its length over the box side (times 4/pi for a curve in all directions)."""
    sizes = rm.box_sizes(10, 5)
    counts = rm.box_counts_circles(2, sizes, levels=[2])
    slope, _ = rm.fit_slope(sizes, counts)
    assert slope == pytest.approx(1.0, abs=0.03)
    assert counts[-1] == pytest.approx(2 * math.pi / sizes[-1] * 4 / math.pi, rel=0.1)


def test_box_counts_circles_exact_against_dense_sampling() -> None:
    """The exact count equals what a very dense sampling of the circles finds (the
    samples start at an odd angle, so that none lands exactly on a tangent point)."""
    sizes = rm.box_sizes(8, 2)
    for order in (2, 3):
        exact = rm.box_counts_circles(order, sizes)
        board = RingBoard(order)
        n = 200_000 if order == 2 else 60_000
        a = np.linspace(0.1234, 0.1234 + 2 * math.pi, n, endpoint=False)
        ring = np.stack([np.cos(a), np.sin(a)], 1)
        pts = np.concatenate([
            (board.centers(lv)[:, None, :] + board.radius(lv) * ring[None]).reshape(-1, 2)
            for lv in board.levels])
        sampled = rm.box_counts_points(pts, sizes)
        if order == 2:
            np.testing.assert_array_equal(exact, sampled)
        else:  # coarser sampling may miss a box that a circle barely clips
            assert np.all(sampled <= exact) and np.all(exact - sampled <= 0.002 * exact)


def test_box_counting_slope_of_the_drawn_board_is_between_1_and_2() -> None:
    sizes = rm.box_sizes(10)
    counts = rm.box_counts_circles(5, sizes)
    assert np.all(np.diff(counts) > 0)
    whole, _ = rm.fit_slope(sizes, counts)
    assert 1.2 < whole < 2.0
    fits = rm.box_fits(sizes, {5: counts})
    assert 1.7 < fits[5][0] < 1.95  # the fractal stretch: close to the growth dimension
    finest = math.log(counts[-1] / counts[-2]) / math.log(2)
    assert 1.0 <= finest < 1.3  # below the smallest ring: circles are curves
    table = rm.box_table(sizes, {5: counts})
    assert "drawn board, order 5" in table


def test_box_counting_of_the_limit_set() -> None:
    sizes = rm.box_sizes(8)
    counts = rm.box_counts_points(rm.deep_centres(7), sizes)
    slope, _ = rm.fit_slope(sizes, counts, 1 / 64, 0.5)
    assert 1.8 < slope < 1.95
    assert slope < rm.growth_dimension(5.40405) + 0.02


def test_deep_centres_lie_on_the_board() -> None:
    c = rm.deep_centres(3)
    board = RingBoard(4)
    ours = np.array(sorted(map(tuple, np.round(c, 9))))
    theirs = np.array(sorted(map(tuple, np.round(board.centers(1), 9))))
    np.testing.assert_allclose(ours, theirs, atol=1e-9)
    far = np.hypot(*rm.deep_centres(6).T).max()
    assert far < 2 * math.cos(math.pi / 8)  # everything stays within 1.848 of the centre


def test_fit_slope_needs_two_points() -> None:
    with pytest.raises(ValueError):
        rm.fit_slope([1.0, 0.5], [4, 16], 0.9, 1.0)


# ----------------------------------------------------------------------- neighbours --
def test_neighbour_counts_are_2_or_3() -> None:
    data = rm.neighbour_counts()
    for n, per_level in data.items():
        for level, hist in per_level.items():
            if level == n:
                assert hist == {0: 1}
            else:
                assert set(hist) <= {2, 3}
        assert per_level[n - 1] == {2: 8}  # just below the top: never 3
    assert data[4] == {4: {0: 1}, 3: {2: 8}, 2: {2: 32, 3: 16}, 1: {2: 128, 3: 144}}
    table = rm.neighbour_table()
    assert "| order 4 | 3 | 8 | 0 | none has 3 |" in table
    assert "| order 4 | 1 | 128 | 144 |  |" in table


def test_neighbour_census_explains_the_threes() -> None:
    census = rm.neighbour_census(4, 1)
    assert census == {
        "1 parent: 2 siblings + 0 cousins = 2 neighbours": 128,
        "1 parent: 2 siblings + 1 cousin = 3 neighbours": 32,
        "2 parents: 3 siblings + 0 cousins = 3 neighbours": 112,
    }
    assert rm.neighbour_census(4, 3) == {"1 parent: 2 siblings + 0 cousins = 2 neighbours": 8}
    with pytest.raises(ValueError):
        rm.neighbour_census(4, 4)


def test_sibling_distances() -> None:
    d = rm.sibling_distances()
    assert d[1] == pytest.approx(1.0)
    assert all(d[j] > 1.8 for j in (2, 3, 4))
    board = RingBoard(4)
    c, r = board.centers(3), board.radius(3)
    for j in range(1, 5):  # the level-3 positions of L4: children 0..7 of the top
        assert math.dist(c[0], c[j]) / (2 * r) == pytest.approx(d[j])
    assert "| k and k + 1 | 1.0000 | yes |" in rm.sibling_table()
    assert rm.sibling_table().count("| no |") == 3


# ------------------------------------------------------------------------- symmetry --
@pytest.mark.parametrize("order", [3, 4, 5])
def test_symmetries_are_permutations(order: int) -> None:
    board = RingBoard(order)
    for mirror in (False, True):
        for turns in range(8):
            for level in board.levels:
                p = rm.symmetry_permutation(order, level, turns, mirror)
                assert sorted(p.tolist()) == list(range(board.count(level)))
                np.testing.assert_array_equal(
                    p, rm.digit_permutation(order, level, turns, mirror))


def test_symmetry_permutation_against_brute_force() -> None:
    board = RingBoard(4)
    c = board.centers(1)
    for turns, mirror in ((1, False), (3, True)):
        p = rm.symmetry_permutation(4, 1, turns, mirror)
        a = -turns * math.pi / 4
        x, y = c[:, 0], (-c[:, 1] if mirror else c[:, 1])
        img = np.stack([math.cos(a) * x - math.sin(a) * y, math.sin(a) * x + math.cos(a) * y], 1)
        dist = np.hypot(img[:, None, 0] - c[None, :, 0], img[:, None, 1] - c[None, :, 1])
        np.testing.assert_array_equal(p, dist.argmin(axis=1))
        assert dist.min(axis=1).max() < 1e-12


def test_symmetry_group_relations() -> None:
    r = rm.symmetry_permutation(4, 1, 1)
    m = rm.symmetry_permutation(4, 1, 0, mirror=True)
    ident = np.arange(len(r))
    p = ident.copy()
    for _ in range(8):
        p = r[p]
    np.testing.assert_array_equal(p, ident)  # 8 turns of 45 degrees: back home
    np.testing.assert_array_equal(m[m], ident)  # a mirror twice
    np.testing.assert_array_equal(m[r[m]], rm.symmetry_permutation(4, 1, 7))  # m r m = r^-1
    assert not np.array_equal(r, ident)


def test_symmetry_checks_all_hold() -> None:
    rows = rm.symmetry_checks(4)
    assert len(rows) == 16 * 4
    for row in rows:
        assert row["permutation"] and row["digits"] and row["neighbours"] and row["children"]
    fixed = {(row["turns"], row["mirror"]): 0 for row in rows}
    for row in rows:
        fixed[row["turns"], row["mirror"]] += RingBoard(4).count(row["level"]) - row["moved"]
    assert fixed[0, False] == 329 and fixed[1, False] == 1  # a rotation fixes only the top
    assert fixed[0, True] == 15 and fixed[1, True] == 5  # points on the mirror axis
    row = "| rotation 45° clockwise | k → k + 1 | yes | yes | yes | yes | 1 |"
    assert row in rm.symmetry_table(4)


def test_symmetries_hold_on_small_boards() -> None:
    assert rm.symmetries_hold((2, 3, 4))


def test_top_turn_is_the_45_degree_symmetry() -> None:
    assert all(rm.top_turn_is_symmetry(n) for n in (2, 3, 4, 5))


def test_orbits() -> None:
    classes = rm.orbits(4, 1)
    assert len(classes) == 19
    assert sum(len(c) for c in classes) == 272
    assert sorted({len(c) for c in classes}) == [8, 16]
    assert len(rm.orbits(4, 2)) == 5 and len(rm.orbits(4, 3)) == 1
    assert "| order 4 | 1 | 272 | 19 | 8, 16 |" in rm.orbit_table([4])


def test_tables_are_markdown() -> None:
    counts = rm.distinct_positions(5)
    for table in (rm.growth_table(counts), rm.spacing_table(counts), rm.positions_table()):
        lines = table.splitlines()
        assert lines[0].startswith("| ") and set(lines[1]) <= set("|-: ")
        assert len({line.count("|") for line in lines}) == 1
    assert "| 3 | 272 | 384 | 112 | 5.66667 |" in rm.growth_table(counts)
