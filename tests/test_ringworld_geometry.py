"""Geometry of The Ring World board (docs/rules.md §1.1-1.2).

Every fact is checked against an independent computation from the formula of docs/rules.md §1.1:
a ring of level L >= 2 with centre z and radius r has 8 children k = 0..7 on level L-1,
centred at ``z + (r / cos(pi/8)) * (cos(-k*pi/4), sin(-k*pi/4))`` with radius
``r * tan(pi/8)``; the top ring (level = order) has radius 1 and centre (0, 0).
"""

from __future__ import annotations

import math
from itertools import product

import numpy as np
import pytest

from ringworld_nb.ringworld import SIMILARITY_DIMENSION, RingBoard

ORDERS = [2, 3, 4, 5, 6]
T = math.tan(math.pi / 8)
S = 1 / math.cos(math.pi / 8)
# Direction of child k: 3 o'clock for k = 0, then clockwise (angle -k*pi/4).
U = np.array([[math.cos(-k * math.pi / 4), math.sin(-k * math.pi / 4)] for k in range(8)])
EPS = 1e-9


def formula_centres(depth: int) -> np.ndarray:
    """Centres of all 8**depth paths of ``depth`` digits, in lexicographic path order,
    straight from the formula of docs/rules.md §1.1 (row ``int(path, 8)`` is the centre of path)."""
    centres = np.zeros((1, 2))
    radius = 1.0
    for _ in range(depth):
        centres = (centres[:, None, :] + radius * S * U[None, :, :]).reshape(-1, 2)
        radius *= T
    return centres


def close_pairs(centres: np.ndarray, limit: float) -> dict[tuple[int, int], float]:
    """Every pair i < j whose centres are at most ``limit`` (+ a hair) apart, with the
    distance, found through a grid of cells of side ``limit`` (no n**2 matrix)."""
    cell = limit * 1.000001
    keys = np.floor(centres / cell).astype(np.int64)
    grid: dict[tuple[int, int], list[int]] = {}
    for i, (gx, gy) in enumerate(keys.tolist()):
        grid.setdefault((gx, gy), []).append(i)
    out: dict[tuple[int, int], float] = {}
    for (gx, gy), members in grid.items():
        cand = [j for dx in (-1, 0, 1) for dy in (-1, 0, 1)
                for j in grid.get((gx + dx, gy + dy), ())]
        a = np.array(members)
        b = np.array(cand)
        d = np.sqrt(((centres[a][:, None, :] - centres[b][None, :, :]) ** 2).sum(axis=2))
        for ia, ib in zip(*np.nonzero(d <= cell)):
            i, j = int(a[ia]), int(b[ib])
            if i < j:
                out[(i, j)] = float(d[ia, ib])
    return out


# --------------------------------------------------------------------- counts --
def test_counts_of_the_played_boards_match_rules():
    """docs/rules.md §1.1: L3 board 1, 8, 48; L4 board 1, 8, 48, 272 (top level first)."""
    assert RingBoard(3).counts() == {3: 1, 2: 8, 1: 48}
    assert RingBoard(4).counts() == {4: 1, 3: 8, 2: 48, 1: 272}
    assert list(RingBoard(4).counts()) == [4, 3, 2, 1]  # top level first


def test_counts_of_the_study_boards():
    """Orders 2, 5, 6 as computed: every board repeats the levels of the smaller ones."""
    assert RingBoard(2).counts() == {2: 1, 1: 8}
    assert RingBoard(5).counts() == {5: 1, 4: 8, 3: 48, 2: 272, 1: 1488}
    assert RingBoard(6).counts() == {6: 1, 5: 8, 4: 48, 3: 272, 2: 1488, 1: 8080}


@pytest.mark.parametrize("order", ORDERS)
def test_each_level_count_is_the_number_of_distinct_children_above(order):
    """count(L - 1) = number of distinct children of the rings of level L."""
    board = RingBoard(order)
    assert board.count(order) == 1
    for level in range(2, order + 1):
        table = board.children_table(level)
        assert table.shape == (board.count(level), 8)
        assert len(np.unique(table)) == board.count(level - 1)


@pytest.mark.parametrize("order", ORDERS)
def test_positions_are_identified_by_centre(order):
    """Two paths give one position exactly when the formula gives them the same centre."""
    board = RingBoard(order)
    for depth in range(1, order):
        level = order - depth
        centres = formula_centres(depth)
        index = np.array([board.parse_address("".join(digits))[1]
                          for digits in product("01234567", repeat=depth)])
        assert len(set(index.tolist())) == board.count(level)
        # every path of a position has the centre the board gives that position
        assert np.allclose(centres, board.centers(level)[index], atol=EPS)
        # and different positions have different centres (in fact >= 2r apart)
        pts = board.centers(level)
        assert all(d > 1e-6 for d in close_pairs(pts, 2 * board.radius(level)).values())


# -------------------------------------------------------------- centres, radii --
@pytest.mark.parametrize("order", ORDERS)
def test_top_ring_is_the_unit_circle_at_the_origin(order):
    board = RingBoard(order)
    assert board.count(order) == 1
    assert board.radius(order) == pytest.approx(1.0)
    assert np.allclose(board.centers(order)[0], (0.0, 0.0))


@pytest.mark.parametrize("order", ORDERS)
def test_radius_is_tan_pi_8_to_the_depth(order):
    """radius(level) = tan(pi/8) ** (order - level)."""
    board = RingBoard(order)
    for level in board.levels:
        assert board.radius(level) == pytest.approx(T ** (order - level), rel=1e-12)


@pytest.mark.parametrize("order", ORDERS)
def test_child_centres_follow_the_formula_for_every_k(order):
    """Child k of (z, r) is at z + r/cos(pi/8) * (cos(-k pi/4), sin(-k pi/4))."""
    board = RingBoard(order)
    for level in range(2, order + 1):
        z = board.centers(level)  # (n, 2)
        r = board.radius(level)
        expected = z[:, None, :] + (r * S) * U[None, :, :]  # (n, 8, 2)
        actual = board.centers(level - 1)[board.children_table(level)]
        assert np.allclose(actual, expected, atol=EPS)
        # and the same through the per-ring accessor, child by child
        for index in (0, board.count(level) - 1):
            for k, c in enumerate(board.children(level, index)):
                assert np.allclose(board.centers(level - 1)[c], expected[index, k], atol=EPS)


def test_child_zero_is_at_three_oclock_and_k_grows_clockwise():
    """Child 0 of the top is due east; child 2 due south; child 6 due north (docs/rules.md §1.1)."""
    board = RingBoard(3)
    d = S  # distance of the children of the top from the origin
    assert np.allclose(board.centers(2)[board.parse_address("0")[1]], (d, 0))
    assert np.allclose(board.centers(2)[board.parse_address("2")[1]], (0, -d))
    assert np.allclose(board.centers(2)[board.parse_address("4")[1]], (-d, 0))
    assert np.allclose(board.centers(2)[board.parse_address("6")[1]], (0, d))
    one = board.centers(2)[board.parse_address("1")[1]]
    assert one[0] > 0 and one[1] < 0  # 4:30, between 3 and 6 o'clock


@pytest.mark.parametrize("order", ORDERS)
def test_no_two_circles_of_a_level_overlap(order):
    """No two centres of a level are closer than 2r (the grid finds every closer pair)."""
    board = RingBoard(order)
    for level in range(1, order):
        r = board.radius(level)
        pairs = close_pairs(board.centers(level), 2 * r)
        assert all(d >= 2 * r * (1 - 1e-9) for d in pairs.values()), level


# ------------------------------------------------------------------- adjacency --
@pytest.mark.parametrize("order", ORDERS)
def test_adjacency_is_exactly_touching_circles(order):
    """neighbors(L, i) = every j whose centre is exactly 2r away."""
    board = RingBoard(order)
    for level in board.levels:
        r = board.radius(level)
        expected: dict[int, set[int]] = {i: set() for i in range(board.count(level))}
        for (i, j), d in close_pairs(board.centers(level), 2 * r).items():
            if abs(d - 2 * r) < 1e-9 * r:
                expected[i].add(j)
                expected[j].add(i)
        for i in range(board.count(level)):
            assert board.neighbors(level, i) == tuple(sorted(expected[i])), (level, i)


@pytest.mark.parametrize("order", ORDERS)
def test_every_position_below_the_top_has_2_or_3_neighbours(order):
    board = RingBoard(order)
    for level in range(1, order):
        sizes = {len(board.neighbors(level, i)) for i in range(board.count(level))}
        assert sizes <= {2, 3}, (level, sizes)
    assert board.neighbors(order, 0) == ()  # the top ring is alone on its level


@pytest.mark.parametrize("order", ORDERS)
def test_children_of_the_top_form_a_cycle_with_two_neighbours_each(order):
    """The level just under the top: 8 rings, child k touches k-1 and k+1 only."""
    board = RingBoard(order)
    level = order - 1
    kids = board.children(order, 0)
    for k, c in enumerate(kids):
        assert set(board.neighbors(level, c)) == {kids[(k - 1) % 8], kids[(k + 1) % 8]}


def test_no_level_3_position_on_l4_has_3_neighbours():
    board = RingBoard(4)
    assert all(len(board.neighbors(3, i)) == 2 for i in range(board.count(3)))
    # ... while the lower levels do have some with 3
    assert any(len(board.neighbors(2, i)) == 3 for i in range(board.count(2)))
    assert any(len(board.neighbors(1, i)) == 3 for i in range(board.count(1)))


@pytest.mark.parametrize("order", ORDERS)
def test_neighbours_are_symmetric_and_never_self(order):
    board = RingBoard(order)
    for level in board.levels:
        for i in range(board.count(level)):
            for j in board.neighbors(level, i):
                assert j != i
                assert i in board.neighbors(level, j)


@pytest.mark.parametrize("order", ORDERS)
def test_consecutive_children_touch(order):
    """Children k and k+1 of a ring touch on the parent's circle."""
    board = RingBoard(order)
    for level in range(2, order + 1):
        for index in range(board.count(level)):
            kids = board.children(level, index)
            for k in range(8):
                assert kids[(k + 1) % 8] in board.neighbors(level - 1, kids[k])


# ------------------------------------------------------------ parents/children --
@pytest.mark.parametrize("order", ORDERS)
def test_parent_and_child_tables_agree(order):
    board = RingBoard(order)
    for level in range(1, order):
        expected: dict[int, set[int]] = {i: set() for i in range(board.count(level))}
        for p in range(board.count(level + 1)):
            for c in board.children(level + 1, p):
                expected[c].add(p)
        for i in range(board.count(level)):
            assert board.parents(level, i) == tuple(sorted(expected[i]))
    assert board.parents(order, 0) == ()


@pytest.mark.parametrize("order", ORDERS)
def test_every_position_has_one_or_two_parents(order):
    """A shared position has exactly two parents, never more."""
    board = RingBoard(order)
    for level in range(1, order):
        for i in range(board.count(level)):
            n = len(board.parents(level, i))
            assert n in (1, 2)
            assert board.is_shared(level, i) == (n == 2)


@pytest.mark.parametrize("order", ORDERS)
def test_eight_distinct_children(order):
    board = RingBoard(order)
    for level in range(2, order + 1):
        for index in range(board.count(level)):
            assert len(set(board.children(level, index))) == 8


def test_shared_positions_of_the_l3_board():
    """On L3, touching L2 rings k and k+1 share two L1 positions: 8 * 2 = 16 shared."""
    board = RingBoard(3)
    shared = [i for i in range(board.count(1)) if board.is_shared(1, i)]
    assert len(shared) == 16
    # e.g. child 2 of ring 0 is child 7 of ring 1 (docs/rules.md §1.1: octagons share a side)
    assert board.parse_address("02") == board.parse_address("17")
    assert board.parse_address("03") == board.parse_address("16")
    assert board.parents(1, board.parse_address("02")[1]) == (0, 1)


def test_level_1_on_l4_has_one_or_two_parents_but_up_to_four_paths():
    board = RingBoard(4)
    npaths = {len(board.paths(1, i)) for i in range(board.count(1))}
    assert npaths == {1, 2, 3, 4}


# ------------------------------------------------------------------ addresses --
@pytest.mark.parametrize("order", [2, 3, 4, 5])
def test_canonical_address_is_the_smallest_path_and_every_path_parses(order):
    board = RingBoard(order)
    for level in board.levels:
        depth = order - level
        seen: dict[int, list[str]] = {}
        for digits in product("01234567", repeat=depth):
            path = "".join(digits)
            got_level, index = board.parse_address(path)
            assert got_level == level
            seen.setdefault(index, []).append(path)
        assert sorted(seen) == list(range(board.count(level)))
        for index, paths in seen.items():
            assert board.address(level, index) == min(paths)
            assert board.paths(level, index) == sorted(paths)
        # index order and canonical address order agree
        addresses = [board.address(level, i) for i in range(board.count(level))]
        assert addresses == sorted(addresses)


def test_top_ring_is_the_empty_address():
    board = RingBoard(4)
    assert board.parse_address("") == (4, 0)
    assert board.address(4, 0) == ""


def test_parse_address_example_of_the_rules():
    """`527` on L4: child 7 of child 2 of child 5 of the top, an L1 position."""
    board = RingBoard(4)
    level, index = board.parse_address("527")
    assert level == 1
    z5 = S * U[5]
    z52 = z5 + T * S * U[2]
    z527 = z52 + T * T * S * U[7]
    assert np.allclose(board.centers(1)[index], z527)


@pytest.mark.parametrize("bad", ["8", "09", "19", "a", "1a", "0x1", "12 3", "-1", "1.2",
                                 "0000", "12345"])
def test_parse_address_rejects_bad_text(bad):
    board = RingBoard(4)
    with pytest.raises(ValueError):
        board.parse_address(bad)


def test_parse_address_rejects_too_many_digits_for_the_board():
    with pytest.raises(ValueError, match="digits"):
        RingBoard(3).parse_address("000")
    with pytest.raises(ValueError, match="digits"):
        RingBoard(4).parse_address("0000")


def test_parse_address_rejects_non_strings():
    with pytest.raises(ValueError):
        RingBoard(4).parse_address(527)  # type: ignore[arg-type]


@pytest.mark.parametrize("order", [1, 7, 3.0, "4"])
def test_bad_orders_are_refused(order):
    with pytest.raises(ValueError):
        RingBoard(order)  # type: ignore[arg-type]


# ------------------------------------------------------------------- rotation --
def _rings(board: RingBoard):
    for level in range(2, board.order + 1):
        for index in range(board.count(level)):
            yield level, index


def _descendants_by_path(board: RingBoard, level: int, index: int, below: int) -> set[int]:
    """Every position reached by a path through ring (level, index), from the addresses."""
    out: set[int] = set()
    for base in board.paths(level, index):
        for suffix in product("01234567", repeat=level - below):
            out.add(board.parse_address(base + "".join(suffix))[1])
    return out


@pytest.mark.parametrize("order", [2, 3, 4])
def test_rotation_is_a_permutation_of_the_descendants_on_every_level(order):
    board = RingBoard(order)
    for level, index in _rings(board):
        rot = board.rotation(level, index)
        assert sorted(rot) == list(range(1, level))
        for below, (src, dst) in rot.items():
            assert list(src) == sorted(set(src.tolist()))  # each descendant once, sorted
            assert sorted(dst.tolist()) == src.tolist()  # dst is a permutation of src
            assert set(src.tolist()) == _descendants_by_path(board, level, index, below)
            assert set(board.descendants(level, index, below).tolist()) == set(src.tolist())


@pytest.mark.parametrize("order", [3, 4, 5])
def test_eight_turns_are_the_identity(order):
    board = RingBoard(order)
    rings = list(_rings(board))
    if order == 5:
        rings = rings[:: max(1, len(rings) // 40)] + [(order, 0)]  # a sample, and the top
    for level, index in rings:
        for below, (src, dst) in board.rotation(level, index).items():
            perm = dict(zip(src.tolist(), dst.tolist()))
            where = {s: s for s in perm}
            for turn in range(1, 9):
                where = {s: perm[w] for s, w in where.items()}
                if turn < 8 and below == level - 1:
                    # one to seven turns move every direct child elsewhere
                    assert all(where[s] != s for s in where)
            assert all(where[s] == s for s in where)


@pytest.mark.parametrize("order", [3, 4, 5])
def test_rotation_is_a_45_degree_clockwise_turn_about_the_ring_centre(order):
    """The content of src goes to dst, and centre(dst) = centre(src) turned by -45 degrees."""
    board = RingBoard(order)
    c, s = math.cos(-math.pi / 4), math.sin(-math.pi / 4)
    turn = np.array([[c, -s], [s, c]])
    rings = list(_rings(board))
    if order == 5:
        rings = rings[:: max(1, len(rings) // 40)] + [(order, 0)]
    for level, index in rings:
        z = board.centers(level)[index]
        for below, (src, dst) in board.rotation(level, index).items():
            pts = board.centers(below)
            expected = (pts[src] - z) @ turn.T + z
            assert np.allclose(pts[dst], expected, atol=1e-9), (level, index, below)


def test_turning_adds_one_to_each_digit_below_the_ring():
    """Ring 5 of L4 (level 3): 527 -> 530 (digits below the ring advance by 1 mod 8)."""
    board = RingBoard(4)
    level, ring = board.parse_address("5")
    src, dst = board.rotation(level, ring)[1]
    perm = dict(zip(src.tolist(), dst.tolist()))
    assert perm[board.parse_address("527")[1]] == board.parse_address("530")[1]
    src2, dst2 = board.rotation(level, ring)[2]
    perm2 = dict(zip(src2.tolist(), dst2.tolist()))
    assert perm2[board.parse_address("57")[1]] == board.parse_address("50")[1]


def test_turning_the_top_ring_moves_every_position_below():
    board = RingBoard(4)
    for below, (src, _dst) in board.rotation(4, 0).items():
        assert len(src) == board.count(below)


def test_rotation_of_level_1_is_refused():
    with pytest.raises(ValueError):
        RingBoard(4).rotation(1, 0)
    with pytest.raises(ValueError):
        RingBoard(4).rotation(2, 48)


# ------------------------------------------------------------------ dimension --
def test_similarity_dimension():
    expected = math.log(8) / math.log(1 / math.tan(math.pi / 8))
    assert SIMILARITY_DIMENSION == pytest.approx(expected)
    assert RingBoard(4).similarity_dimension == pytest.approx(2.359, abs=5e-4)
    assert 2 < SIMILARITY_DIMENSION < 3


def test_growth_of_distinct_positions_is_slower_than_8_per_level():
    """Shared children: the distinct counts grow by less than 8 per level (docs/rules.md §1.1)."""
    board = RingBoard(6)
    counts = [board.count(level) for level in reversed(board.levels)]
    ratios = [b / a for a, b in zip(counts, counts[1:])]
    assert ratios[0] == 8
    assert all(r < 8 for r in ratios[1:])
    assert all(r > 5 for r in ratios[1:])
