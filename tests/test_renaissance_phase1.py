"""Phase 1 of Renaissance (docs/rules.md §3.3): one test per rule on constructed
positions, then random play on random boards against a slow reference written straight
from the rule book."""

from __future__ import annotations

import random

import pytest

from ringworld_nb.renaissance.board import (
    BLOCKED,
    EMPTY,
    GOLD_MARKER,
    MONO,
    NO_MARKER,
    SILVER_MARKER,
    Board,
)
from ringworld_nb.renaissance.cells import (
    CELLS,
    CENTRE,
    PLAYABLE,
    SIZE,
    around_centre,
    cell_at,
    cell_name,
    column_row,
    parse_cell,
)
from ringworld_nb.renaissance.phase1 import (
    acquisitions,
    entries,
    full_pieces,
    has_move,
    insertions,
    marker_cells,
    push,
    push_line,
    put_marker,
    take,
    ties,
)
from ringworld_nb.renaissance.pieces import KINDS, POOL, parse_piece, placements

S, G = SILVER_MARKER, GOLD_MARKER


def position(pieces: tuple[str, ...] = (), silver: str = "", gold: str = "") -> Board:
    """A Phase 1 board: ``pieces`` written as in the notation (ids 1, 2, ... in that
    order), monominoes elsewhere, markers on the cells named in ``silver`` and ``gold``."""
    b = Board.empty()
    for i, text in enumerate(pieces, start=1):
        kind, cells = parse_piece(text)
        b.place_piece(i, kind, cells)
    b.tiles = [MONO if t == EMPTY else t for t in b.tiles]
    for names, colour in ((silver, S), (gold, G)):
        for name in names.split():
            put_marker(b, parse_cell(name), colour)
    return b


def names(cells) -> str:
    return " ".join(cell_name(c) for c in cells)


def moves(cells_dirs) -> list[str]:
    return [cell_name(c) + d for c, d in cells_dirs]


def at(b: Board, text: str) -> str:
    """The markers on the cells named in ``text``: S, G or '.'."""
    return "".join(".SG"[b.markers[parse_cell(n)]] for n in text.split())


# ---- tables ---------------------------------------------------------------------------

def test_push_lines_stop_before_the_centre_and_include_the_far_edge():
    assert names(push_line(parse_cell("a4"), ">")) == "a4 b4 c4"
    assert names(push_line(parse_cell("g4"), "<")) == "g4 f4 e4"
    assert names(push_line(parse_cell("d1"), "^")) == "d1 d2 d3"
    assert names(push_line(parse_cell("d7"), "v")) == "d7 d6 d5"
    assert names(push_line(parse_cell("a3"), ">")) == "a3 b3 c3 d3 e3 f3 g3"
    assert names(push_line(parse_cell("g1"), "^")) == "g1 g2 g3 g4 g5 g6 g7"
    for (c, d) in [(parse_cell("b2"), ">"), (parse_cell("a3"), "<"), (parse_cell("c7"), "^")]:
        with pytest.raises(KeyError):
            push_line(c, d)


def test_entries_of_edge_cells_corners_and_inner_cells():
    assert moves(entries(parse_cell("a3"))) == ["a2>", "a3>", "a4>"]
    assert moves(entries(parse_cell("g7"))) == ["f7v", "g6<", "g7<", "g7v"]
    assert moves(entries(parse_cell("e1"))) == ["d1^", "e1^", "f1^"]
    assert entries(parse_cell("b2")) == () and entries(CENTRE) == ()


# ---- the three placement rules ---------------------------------------------------------

def test_rule_1_the_eight_cells_around_the_centre_always():
    b = Board.empty()
    assert marker_cells(b, S) == marker_cells(b, G) == sorted(around_centre())
    assert CENTRE not in marker_cells(b, S)
    b = position(gold="c3 d5")                    # occupied ones are not free
    assert names(marker_cells(b, S)) == "c4 c5 d3 e3 e4 e5"


def test_rule_2_diagonally_next_to_an_own_marker():
    b = position(silver="b6", gold="f2")
    silver = set(marker_cells(b, S)) - set(around_centre())
    assert names(sorted(silver)) == "a5 a7 c7"     # c5 is around the centre anyway
    gold = set(marker_cells(b, G)) - set(around_centre())
    assert names(sorted(gold)) == "e1 g1 g3"
    # not orthogonally, and not a diagonal that holds a marker
    b = position(silver="b6 a7", gold="a5")
    assert names(sorted(set(marker_cells(b, S)) - set(around_centre()))) == "a6 b7 c7"
    # a6, b7: entry cells opened by a7 on the edge (rule 3); a5 and a7 hold markers;
    # b5 and c6, orthogonal to b6, are not offered
    assert parse_cell("b5") not in marker_cells(b, S)
    assert parse_cell("c6") not in marker_cells(b, S)


def test_rule_3_entry_cells_next_to_an_own_edge_marker():
    b = position(silver="a6", gold="g3")
    silver = set(marker_cells(b, S)) - set(around_centre())
    assert names(sorted(silver)) == "a5 a7 b5 b7"    # a5, a7 along the side; b5, b7 diagonal
    gold = set(marker_cells(b, G)) - set(around_centre())
    assert names(sorted(gold)) == "f2 f4 g2 g4"
    # a corner opens along both sides; an inner marker opens nothing but its diagonals
    b = position(silver="a1", gold="c2")
    assert names(sorted(set(marker_cells(b, S)) - set(around_centre()))) == "a2 b1 b2"
    assert names(sorted(set(marker_cells(b, G)) - set(around_centre()))) == "b1 b3 d1"


def test_an_empty_entry_cell_is_a_plain_placement_not_an_insertion():
    b = position(silver="a3")
    assert parse_cell("a4") in marker_cells(b, S)
    assert all(c != parse_cell("a4") for c, _ in insertions(b, S))
    assert moves(insertions(b, S)) == ["a3>"]      # onto its own marker it is a push
    # push onto an empty entry cell just puts the marker there
    assert push(b, parse_cell("a4"), ">", S) == ((), ())
    assert at(b, "a3 a4 b4") == "SS."


# ---- insertions ------------------------------------------------------------------------

@pytest.mark.parametrize("own, entry, direction, line_before, line_after", [
    ("a3", "a3", ">", "a3 b3 c3", "b3 c3 d3"),         # from the left
    ("g5", "g6", "<", "g6 f6", "f6 e6"),               # from the right
    ("c1", "d1", "^", "d1 d2", "d2 d3"),               # from the bottom
    ("e7", "e7", "v", "e7 e6 e5 e4", "e6 e5 e4 e3"),   # from the top
])
def test_insertion_from_each_side(own, entry, direction, line_before, line_after):
    opponent = " ".join(n for n in line_before.split() if n != own)
    b = position(silver=own, gold=opponent)
    colours_before = [b.markers[parse_cell(n)] for n in line_before.split()]
    assert (parse_cell(entry), direction) in insertions(b, S)
    frm, to = push(b, parse_cell(entry), direction, S)
    assert names(frm) == line_before and names(to) == line_after
    assert [b.markers[parse_cell(n)] for n in line_after.split()] == colours_before
    assert b.markers[parse_cell(entry)] == S


def test_a_corner_can_be_entered_along_its_row_and_its_column():
    b = position(silver="a1 b1", gold="a2")
    assert moves(insertions(b, S)) == ["a1>", "a1^", "a2>", "b1^"]
    c = b.copy()
    frm, to = push(c, parse_cell("a1"), ">", G)          # along row 1: a1, b1 -> b1, c1
    assert names(frm) == "a1 b1" and names(to) == "b1 c1" and at(c, "a1 b1 c1 a2") == "GSSG"
    c = b.copy()
    frm, to = push(c, parse_cell("a1"), "^", G)          # along column a: a1, a2 -> a2, a3
    assert names(frm) == "a1 a2" and names(to) == "a2 a3" and at(c, "a1 a2 a3 b1") == "GSGS"
    # a marker beside the corner on one side opens the corner from that side only
    b = position(silver="a2", gold="a1")
    assert moves(insertions(b, S)) == ["a1>", "a2>"]
    b = position(silver="b1", gold="a1")
    assert moves(insertions(b, S)) == ["a1^", "b1^"]


def test_a_push_fills_the_far_edge_cell():
    b = position(silver="a3 c3 e3", gold="b3 d3 f3")
    assert (parse_cell("a3"), ">") in insertions(b, S)
    frm, to = push(b, parse_cell("a3"), ">", G)
    assert names(to)[-2:] == "g3" and at(b, "a3 b3 c3 d3 e3 f3 g3") == "GSGSGSG"
    # now full up to and including the far edge: no insertion there any more
    assert (parse_cell("a3"), ">") not in insertions(b, S)
    assert (parse_cell("a3"), ">") not in insertions(b, G)
    with pytest.raises(ValueError):
        push(b, parse_cell("a3"), ">", S)


def test_a_line_full_up_to_the_centre_is_blocked():
    b = position(silver="a4 c4", gold="b4 e4")          # f4, g4 empty beyond the centre
    assert (parse_cell("a4"), ">") not in insertions(b, S)
    assert all(c != parse_cell("a4") for c, _ in insertions(b, S))
    with pytest.raises(ValueError):
        push(b, parse_cell("a4"), ">", S)
    assert at(b, "a4 b4 c4 d4 e4 f4 g4") == "SGS.G.."


def test_a_push_never_crosses_the_centre():
    b = position(silver="d1 d3", gold="d2 d5")
    assert (parse_cell("d1"), "^") not in insertions(b, S)   # d1, d2, d3 full: blocked
    b = position(silver="d1", gold="d2 d5 d6")
    frm, to = push(b, parse_cell("d1"), "^", G)
    assert names(frm) == "d1 d2" and names(to) == "d2 d3"
    assert at(b, "d1 d2 d3 d4 d5 d6 d7") == "GSG.GG."
    assert b.markers[CENTRE] == NO_MARKER


def test_insertions_are_sorted_by_cell_then_direction():
    b = position(silver="a1 a7 g1 g7", gold="a2 b1 a6 b7 f1 g2 f7 g6")
    found = insertions(b, S)
    assert found == sorted(found, key=lambda p: (p[0], "><^v".index(p[1])))
    assert moves(found)[:3] == ["a1>", "a1^", "a2>"]
    assert "g7<" in moves(found) and "g7v" in moves(found)


def test_the_opponents_edge_markers_open_nothing_for_the_player():
    b = position(silver="c3", gold="a3")
    assert insertions(b, S) == []
    assert parse_cell("a4") not in marker_cells(b, S)


# ---- acquisitions ----------------------------------------------------------------------

def test_acquisition_by_majority():
    b = position(("I3:b6,c6,d6", "T4:e1,f1,f2,g1"), silver="b6 c6 e1", gold="d6 f1 f2")
    assert full_pieces(b) == [1] and acquisitions(b) == [(1, S)]
    put_marker(b, parse_cell("g1"), G)
    assert acquisitions(b) == [(1, S), (2, G)]
    b = position(("D:a1,a2",), silver="a1")
    assert full_pieces(b) == [] and acquisitions(b) == []    # not full: nothing


def test_a_tie_stays():
    b = position(("D:c5,d5", "O4:e5,e6,f5,f6"), silver="c5 e5 e6", gold="d5 f5 f6")
    assert full_pieces(b) == [1, 2] and acquisitions(b) == [] and ties(b) == [1, 2]
    assert b.pieces[1] == ("D", (parse_cell("c5"), parse_cell("d5")))


def test_a_tie_broken_later_by_a_push_is_taken():
    b = position(("D:b3,c3",), silver="c3", gold="a3 b3")
    assert ties(b) == [1] and acquisitions(b) == []
    put_marker(b, parse_cell("e6"), S)                       # a move elsewhere: still tied
    assert ties(b) == [1] and acquisitions(b) == []
    # Silver pushes from the left; the domino ends up with two Gold markers: Gold's
    push(b, parse_cell("a3"), ">", S)
    assert at(b, "a3 b3 c3 d3") == "SGGS"
    assert acquisitions(b) == [(1, G)] and ties(b) == []


def test_several_pieces_from_one_insertion():
    b = position(("D:e2,e3", "V3:e4,e5,f5", "D:a6,b6"),
                 silver="e1 e2 e4", gold="e3 f5 f1")
    assert ties(b) == [1] and full_pieces(b) == [1]
    assert (parse_cell("e1"), "^") in insertions(b, G)        # opened by Gold's f1
    push(b, parse_cell("e1"), "^", G)
    # the tied domino becomes Silver's, the V triomino is completed with Gold ahead
    assert at(b, "e1 e2 e3 e4 e5 f5") == "GSSGSG"
    assert acquisitions(b) == [(1, S), (2, G)]
    for pid, _ in acquisitions(b):
        take(b, pid)
    assert sorted(b.pieces) == [3] and acquisitions(b) == []


def test_take_returns_the_markers_to_both_colours():
    b = position(("L4:a1,a2,a3,b1", "D:g6,g7"), silver="a1 a2 a3", gold="b1 g7")
    assert acquisitions(b) == [(1, S)]
    kind, cells, back = take(b, 1)
    assert kind == "L4" and names(cells) == "a1 a2 a3 b1"
    assert back == {S: 3, G: 1}
    assert all(b.tiles[c] == MONO and b.markers[c] == NO_MARKER for c in cells)
    assert list(b.pieces) == [2] and b.markers[parse_cell("g7")] == G
    # markers may later go on the cells that became monomino cells
    assert parse_cell("b2") in marker_cells(position(silver="a1"), S)


def test_put_marker_refuses_the_centre_and_a_marker():
    b = position(silver="e5")
    with pytest.raises(ValueError):
        put_marker(b, CENTRE, S)
    with pytest.raises(ValueError):
        put_marker(b, parse_cell("e5"), G)


# ---- passing ---------------------------------------------------------------------------

def test_has_move_needs_a_marker_in_supply_and_a_legal_move():
    assert has_move(Board.empty(), S, 1) and not has_move(Board.empty(), S, 0)
    ring = " ".join(cell_name(c) for c in around_centre())
    b = position(gold=ring)
    # Silver has no marker on the board: nowhere to go
    assert marker_cells(b, S) == [] and insertions(b, S) == [] and not has_move(b, S, 24)
    assert has_move(b, G, 24)                                 # Gold's diagonals are free
    # only an insertion left: Silver on a4, with a3, a5 taken and the rest of a4's
    # surroundings full
    full = [c for c in PLAYABLE if c != parse_cell("g4")]
    b = Board.empty()
    for c in full:
        b.markers[c] = G
    b.markers[parse_cell("a4")] = S
    assert marker_cells(b, S) == [] and insertions(b, S) == []   # a4> blocked by c4
    b.markers[parse_cell("a4")] = G
    b.markers[parse_cell("g6")] = S
    b.markers[parse_cell("g4")] = G
    b.markers[parse_cell("g5")] = NO_MARKER
    assert marker_cells(b, S) == [parse_cell("g5")]               # entry cell, empty
    b.markers[parse_cell("g5")] = G
    b.markers[parse_cell("b5")] = NO_MARKER                       # far from g6
    assert marker_cells(b, S) == [] and moves(insertions(b, S)) == ["g5<"]
    assert has_move(b, S, 3) and not has_move(b, S, 0)


# ---- random play against a reference ---------------------------------------------------

_VECTOR = {">": (1, 0), "<": (-1, 0), "^": (0, 1), "v": (0, -1)}


#: The cells of the side a push in each direction comes in from.
_SIDE_CELLS = {">": {cell_at(0, r) for r in range(SIZE)},
               "<": {cell_at(SIZE - 1, r) for r in range(SIZE)},
               "^": {cell_at(c, 0) for c in range(SIZE)},
               "v": {cell_at(c, SIZE - 1) for c in range(SIZE)}}


def _ref_line(entry: int, direction: str) -> list[int]:
    column, row = column_row(entry)
    dc, dr = _VECTOR[direction]
    out = []
    while 0 <= column < SIZE and 0 <= row < SIZE and cell_at(column, row) != CENTRE:
        out.append(cell_at(column, row))
        column, row = column + dc, row + dr
    return out


def _ref_opens(own: int, entry: int, direction: str) -> bool:
    """A marker on ``own`` opens ``entry`` in ``direction``: both on the side the push
    comes from, at most one cell apart."""
    side = _SIDE_CELLS[direction]
    (c1, r1), (c2, r2) = column_row(own), column_row(entry)
    return own in side and entry in side and abs(c1 - c2) + abs(r1 - r2) <= 1


def ref_marker_cells(b: Board, marker: int) -> list[int]:
    mine = [c for c in CELLS if b.markers[c] == marker]
    out = []
    for c in PLAYABLE:
        if b.markers[c]:
            continue
        col, row = column_row(c)
        if max(abs(col - 3), abs(row - 3)) == 1:
            out.append(c)
        elif any(abs(column_row(m)[0] - col) == 1 == abs(column_row(m)[1] - row)
                 for m in mine):
            out.append(c)
        elif any(_ref_opens(m, c, d) for m in mine for d in _VECTOR):
            out.append(c)
    return out


def ref_insertions(b: Board, marker: int) -> list[tuple[int, str]]:
    mine = [c for c in CELLS if b.markers[c] == marker]
    out = []
    for c in CELLS:
        for d in ">^<v":
            if (b.markers[c] and c in _SIDE_CELLS[d]
                    and any(_ref_opens(m, c, d) for m in mine)
                    and any(not b.markers[x] for x in _ref_line(c, d))):
                out.append((c, d))
    return sorted(out, key=lambda p: (p[0], "><^v".index(p[1])))


def random_board(rng: random.Random) -> Board:
    """Random pieces laid with pieces.placements until none fits (or a random stop),
    monominoes elsewhere."""
    b = Board.empty()
    pool = [k for k in KINDS for _ in range(POOL[k])]
    rng.shuffle(pool)
    stop = rng.randint(1, len(pool))
    pid = 0
    for kind in pool[:stop]:
        fits = [p for p in placements(kind) if all(b.tiles[c] == EMPTY for c in p)]
        if fits:
            pid += 1
            b.place_piece(pid, kind, rng.choice(fits))
    b.tiles = [MONO if t == EMPTY else t for t in b.tiles]
    return b


def _check_invariants(b: Board, supply: dict[int, int], taken_cells: set[int]) -> None:
    assert b.markers[CENTRE] == NO_MARKER and b.tiles[CENTRE] == BLOCKED
    for colour in (S, G):
        assert b.markers.count(colour) + supply[colour] == 24
    for c in taken_cells:
        assert b.tiles[c] == MONO
    for pid, (_, cells) in b.pieces.items():
        assert all(b.tiles[c] == pid for c in cells)
    assert acquisitions(b) == []


@pytest.mark.parametrize("seed", range(60))
def test_random_phase1_play_keeps_the_invariants(seed):
    rng = random.Random(seed)
    b = random_board(rng)
    supply = {S: 24, G: 24}
    taken_cells: set[int] = set()
    player, passes = G, 0
    for _ in range(400):
        if not b.pieces or passes == 2:
            break
        cells = marker_cells(b, player)
        inserts = insertions(b, player)
        assert cells == ref_marker_cells(b, player)
        assert inserts == ref_insertions(b, player)
        assert all(b.markers[e] for e, _ in inserts)
        assert not set(cells) & {e for e, _ in inserts}
        assert has_move(b, player, supply[player]) == (
            supply[player] > 0 and bool(cells or inserts))
        if not has_move(b, player, supply[player]):
            passes += 1
            player = S if player == G else G
            continue
        passes = 0
        options = [(c, None) for c in cells] + list(inserts)
        cell, direction = rng.choice(options)
        before = b.markers.copy()
        if direction is None:
            put_marker(b, cell, player)
        else:
            line = _ref_line(cell, direction)
            k = next(i for i, x in enumerate(line) if not before[x])
            frm, to = push(b, cell, direction, player)
            assert list(frm) == line[:k] and list(to) == line[1:k + 1]
            expected = before.copy()
            expected[cell] = player
            for i in range(1, k + 1):
                expected[line[i]] = before[line[i - 1]]
            assert b.markers == expected
        supply[player] -= 1
        assert sum(1 for m in b.markers if m) == sum(1 for m in before if m) + 1
        found = acquisitions(b)
        assert [pid for pid, _ in found] == sorted(pid for pid, _ in found)
        for pid, colour in found:
            on = [b.markers[c] for c in b.pieces[pid][1]]
            assert all(on) and on.count(colour) * 2 > len(on)
            kind, pcells, back = take(b, pid)
            for k2, n in back.items():
                supply[k2] += n
            assert back[S] + back[G] == len(pcells)
            assert all(b.tiles[c] == MONO and not b.markers[c] for c in pcells)
            taken_cells.update(pcells)
        for pid in ties(b):
            on = [b.markers[c] for c in b.pieces[pid][1]]
            assert on.count(S) == on.count(G)
        _check_invariants(b, supply, taken_cells)
        player = S if player == G else G
