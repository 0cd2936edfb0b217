"""A deliberately naive reference implementation of The Ring World (docs/rules.md §1.1-1.5).

Written straight from the rules, independently of the fast engine in
``ringworld_nb.ringworld.game``: plain Python lists, every generation scans every
position, nothing is incremental. Its only job is to be obviously right so that the
differential test (``test_ringworld_differential.py``) can hold the fast engine to it.

Geometry is computed here too, with floating-point centres from the formula of docs/rules.md §1.1:
positions are identified by their (rounded) centre, adjacency is "circles touch", and a
rotation is literally the 45-degree clockwise rotation of every centre below the turned
ring about its centre, looked up again by centre. Index order follows the convention of
``RingBoard`` (ascending canonical address = smallest path of child digits) so that
contents can be compared index by index; the test asserts the two boards agree.
"""

from __future__ import annotations

import math
from collections import deque

EMPTY, RED, BLUE = 0, 1, 2

_DECIMALS = 9  # centres are identified after rounding to this many decimals


def _key(x: float, y: float) -> tuple[float, float]:
    # + 0.0 turns -0.0 into 0.0 (they hash alike anyway; this keeps the keys tidy)
    return (round(x, _DECIMALS) + 0.0, round(y, _DECIMALS) + 0.0)


def _child_centre(centre: tuple[float, float], radius: float, k: int) -> tuple[float, float]:
    """docs/rules.md §1.1: z + (r / cos(pi/8)) * (cos(-k pi/4), sin(-k pi/4))."""
    d = radius / math.cos(math.pi / 8)
    a = -k * math.pi / 4
    return (centre[0] + d * math.cos(a), centre[1] + d * math.sin(a))


def _rotate_clockwise_45(point, about):
    """Rotate ``point`` 45 degrees clockwise about ``about``."""
    a = -math.pi / 4
    dx, dy = point[0] - about[0], point[1] - about[1]
    return (about[0] + dx * math.cos(a) - dy * math.sin(a),
            about[1] + dx * math.sin(a) + dy * math.cos(a))


class RefBoard:
    """The fractal board, computed the slow obvious way."""

    def __init__(self, order: int) -> None:
        self.order = order
        n = order
        self.radius = {n: 1.0}
        for level in range(n - 1, 0, -1):
            self.radius[level] = self.radius[level + 1] * math.tan(math.pi / 8)

        # Walk every path from the top; a position is its centre (rounded).
        # paths_at[level] : {path: centre}
        paths_at = {n: {(): (0.0, 0.0)}}
        for level in range(n - 1, 0, -1):
            paths_at[level] = {}
            for path, centre in paths_at[level + 1].items():
                for k in range(8):
                    paths_at[level][path + (k,)] = _child_centre(
                        centre, self.radius[level + 1], k)

        # Dedupe by centre; index order = order of the smallest path reaching the centre.
        self.centres = {}      # level -> list of (x, y)
        self.canonical = {}    # level -> list of smallest paths
        self.index_of = {}     # level -> {rounded centre: index}
        for level in range(n, 0, -1):
            smallest = {}
            exact = {}
            for path, centre in paths_at[level].items():
                key = _key(*centre)
                if key not in smallest or path < smallest[key]:
                    smallest[key] = path
                    exact[key] = centre
            keys = sorted(smallest, key=lambda kk: smallest[kk])
            self.centres[level] = [exact[kk] for kk in keys]
            self.canonical[level] = [smallest[kk] for kk in keys]
            self.index_of[level] = {kk: i for i, kk in enumerate(keys)}

        # Sanity: two distinct positions are never nearly at the same spot (rounding
        # did not split one position in two).
        for level in range(1, n + 1):
            cs = self.centres[level]
            for i in range(len(cs)):
                for j in range(i + 1, len(cs)):
                    assert math.dist(cs[i], cs[j]) > 1e-6, (level, i, j)

        # Adjacency: circles touch, i.e. centre distance = 2r (full pairwise scan).
        self.neighbours = {}
        for level in range(1, n + 1):
            cs, r = self.centres[level], self.radius[level]
            self.neighbours[level] = [
                [j for j in range(len(cs))
                 if j != i and abs(math.dist(cs[i], cs[j]) - 2 * r) < 1e-9]
                for i in range(len(cs))
            ]

        # Children from the formula, looked up by centre; parents by inverting.
        self.children = {1: [[] for _ in self.centres[1]]}
        for level in range(2, n + 1):
            self.children[level] = [
                [self.lookup(level - 1, _child_centre(c, self.radius[level], k)) for k in range(8)]
                for c in self.centres[level]
            ]
        self.parents = {n: [[]]}
        for level in range(1, n):
            ps = [[] for _ in self.centres[level]]
            for j, kids in enumerate(self.children[level + 1]):
                for c in kids:
                    if j not in ps[c]:
                        ps[c].append(j)
            self.parents[level] = [sorted(p) for p in ps]

        self._rotations = {}

    def count(self, level: int) -> int:
        return len(self.centres[level])

    def lookup(self, level: int, point) -> int:
        """Index of the position of ``level`` centred at ``point``."""
        key = _key(*point)
        if key in self.index_of[level]:
            return self.index_of[level][key]
        # Robust fallback against a rounding boundary: nearest centre within tolerance.
        best = min(range(self.count(level)), key=lambda i: math.dist(self.centres[level][i], point))
        if math.dist(self.centres[level][best], point) < 1e-7:
            return best
        raise KeyError(f"no level-{level} position at {point}")

    def descendants(self, level: int, index: int) -> dict[int, list[int]]:
        """Every position under ring (level, index), per lower level (sorted)."""
        out = {}
        current = {index}
        for lower in range(level - 1, 0, -1):
            current = {c for p in current for c in self.children[lower + 1][p]}
            out[lower] = sorted(current)
        return out

    def rotation(self, level: int, index: int) -> dict[int, dict[int, int]]:
        """{lower level: {src: dst}}: turning ring (level, index) one eighth clockwise
        moves the content of src to dst (rotate the centre about the ring's centre)."""
        if (level, index) not in self._rotations:
            about = self.centres[level][index]
            result = {}
            for lower, below in self.descendants(level, index).items():
                result[lower] = {
                    s: self.lookup(lower, _rotate_clockwise_45(self.centres[lower][s], about))
                    for s in below
                }
                # A rotation maps the set of descendants onto itself.
                assert sorted(result[lower].values()) == below
            self._rotations[(level, index)] = result
        return self._rotations[(level, index)]


_BOARDS: dict[int, RefBoard] = {}


def ref_board(order: int) -> RefBoard:
    if order not in _BOARDS:
        _BOARDS[order] = RefBoard(order)
    return _BOARDS[order]


class RefGame:
    """The rules of docs/rules.md §1.3-1.5 on a RefBoard, as plain as possible.

    ``state[level]`` is a list of contents (0 empty, 1 red, 2 blue) by index.
    A move is a pair ``(place, rotate)``: place a level-1 index or None, rotate a
    ``(level, index)`` pair or None; ``(None, None)`` is the pass.
    """

    def __init__(self, order: int, state: dict[int, list[int]] | None = None,
                 to_move: int = RED) -> None:
        self.board = ref_board(order)
        self.order = order
        self.state = {level: [EMPTY] * self.board.count(level) for level in range(1, order + 1)}
        for level, contents in (state or {}).items():
            assert len(contents) == self.board.count(level)
            self.state[level] = [int(c) for c in contents]
        self.to_move = to_move
        self.winner = None        # None, RED, BLUE, or 0 for a draw
        self.last_was_pass = False

    # -- legality ----------------------------------------------------------------
    def legal_placements(self) -> list[int]:
        """1.3.1: empty L1 position with at least one L2 parent whose 8 children are all empty."""
        b, s = self.board, self.state
        out = []
        for i in range(b.count(1)):
            if s[1][i] != EMPTY:
                continue
            for p in b.parents[1][i]:
                if all(s[1][c] == EMPTY for c in b.children[2][p]):
                    out.append(i)
                    break
        return out

    def _rotations_in(self, state, colour) -> list[tuple[int, int]]:
        """1.3.2: rings of level >= 2 with a ring of ``colour`` among their 8 children."""
        b = self.board
        return [(level, i)
                for level in range(2, self.order + 1)
                for i in range(b.count(level))
                if any(state[level - 1][c] == colour for c in b.children[level][i])]

    def legal_rotations(self, place: int | None = None) -> list[tuple[int, int]]:
        state = {level: list(v) for level, v in self.state.items()}
        if place is not None:
            state[1][place] = self.to_move
        return self._rotations_in(state, self.to_move)

    def legal_moves(self) -> list[tuple]:
        if self.winner is not None:
            return []
        placements = self.legal_placements()
        moves = []
        if placements:
            for p in placements:
                rots = self.legal_rotations(p)
                if rots:
                    moves.extend((p, r) for r in rots)
                else:
                    moves.append((p, None))
        else:
            rots = self.legal_rotations(None)
            moves.extend((None, r) for r in rots)
            if not moves:
                moves.append((None, None))
        return moves

    def is_legal(self, move) -> bool:
        """The same rule as legal_moves, checked for one move only."""
        place, rotate = move
        if self.winner is not None:
            return False
        placements = self.legal_placements()
        if placements and place not in placements:
            return False
        if not placements and place is not None:
            return False
        rots = self.legal_rotations(place)
        return rotate in rots if rots else rotate is None

    # -- playing -------------------------------------------------------------------
    def play(self, move) -> dict:
        """Play ``move``; return what happened:

        ``{"born": {level: {pos: colour}}, "died": {level: {pos: colour}},
        "occupied": {level: {pos: colour}}, "occupied_changed": {level: {pos: colour}}}``
        with ``occupied`` listing every position that got a majority colour and
        ``occupied_changed`` only those whose content actually changed.
        """
        place, rotate = move
        assert self.is_legal(move), f"illegal move {move}"
        colour = self.to_move
        s, b = self.state, self.board

        if place is not None:
            s[1][place] = colour
        if rotate is not None:
            level, index = rotate
            for lower, mapping in b.rotation(level, index).items():
                old = list(s[lower])
                for src, dst in mapping.items():
                    s[lower][dst] = old[src]

        report = {"born": {}, "died": {}, "occupied": {}, "occupied_changed": {}}
        for level in range(1, self.order):
            report["born"][level] = self._birth(level)
            report["died"][level] = self._death(level)
            report["occupied"][level + 1], report["occupied_changed"][level + 1] = \
                self._occupation(level + 1)

        is_pass = place is None and rotate is None
        if s[self.order][0] != EMPTY:
            self.winner = s[self.order][0]
        elif is_pass and self.last_was_pass:
            self.winner = 0
        self.last_was_pass = is_pass
        self.to_move = BLUE if colour == RED else RED
        return report

    def _birth(self, level: int) -> dict[int, int]:
        """1.4.1: every empty position with >= 2 neighbours of one colour, simultaneously."""
        b = self.board
        before = list(self.state[level])
        born = {}
        for i in range(b.count(level)):
            if before[i] != EMPTY:
                continue
            qualifying = [c for c in (RED, BLUE)
                          if sum(1 for j in b.neighbours[level][i] if before[j] == c) >= 2]
            assert len(qualifying) <= 1
            if qualifying:
                born[i] = qualifying[0]
        for i, c in born.items():
            self.state[level][i] = c
        return born

    def _death(self, level: int) -> dict[int, int]:
        """1.4.2: groups with no empty neighbour are removed, both colours at once."""
        b = self.board
        s = self.state[level]
        seen = set()
        dead = {}
        for start in range(b.count(level)):
            if s[start] == EMPTY or start in seen:
                continue
            colour = s[start]
            group, liberty = [], False
            queue = deque([start])
            seen.add(start)
            while queue:
                i = queue.popleft()
                group.append(i)
                for j in b.neighbours[level][i]:
                    if s[j] == EMPTY:
                        liberty = True
                    elif s[j] == colour and j not in seen:
                        seen.add(j)
                        queue.append(j)
            if not liberty:
                for i in group:
                    dead[i] = colour
        for i in dead:
            s[i] = EMPTY
        return dead

    def _occupation(self, upper: int):
        """1.4.3: a position of ``upper`` with >= 5 of its 8 children of one colour takes it."""
        b = self.board
        below = self.state[upper - 1]
        taken, changed = {}, {}
        for j in range(b.count(upper)):
            kids = [below[c] for c in b.children[upper][j]]
            for c in (RED, BLUE):
                if kids.count(c) >= 5:
                    taken[j] = c
                    if self.state[upper][j] != c:
                        changed[j] = c
                    self.state[upper][j] = c
        return taken, changed
