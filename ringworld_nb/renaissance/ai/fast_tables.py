"""The rules of Renaissance as flat integer tables, for the fast playout kernel
(:mod:`.fast_kernel`).

Every table here is computed once, at import, from the engine's own modules
(:mod:`..pieces`, :mod:`..cells`, :mod:`..phase1`), so the kernel and the engine cannot
disagree about a shape, a neighbour or the line of a push. A set of cells is a **bit
mask**: bit ``c`` stands for cell ``c`` (``index = column * 7 + row``, as in
:mod:`..cells`), 49 bits in a signed 64-bit integer.

* **Candidates**: every placement of every kind on the empty board, the centre left
  free - 772 of them, kind after kind in the order of :data:`..pieces.KINDS`, and within
  a kind in the order of :func:`..pieces.placements`. ``CAND_MASK[j]`` is the cells of
  candidate ``j``, ``CAND_HALO[j]`` the cells sharing an edge with it,
  ``CAND_KIND[j]`` its kind (an index into KINDS); the candidates of kind ``k`` are
  ``KIND_START[k]`` up to ``KIND_START[k + 1]``.
* **Phase 1**: ``AROUND_MASK`` (the 8 cells around the centre), ``DIAG_MASK[c]`` (the
  diagonal neighbours of ``c``, the centre left out), ``ENTRY_MASK[c]`` (the entry cells
  a marker on ``c`` opens). The 28 possible insertions, sorted by entry cell and then
  direction ``>``, ``<``, ``^``, ``v``: ``INS_ENTRY``, ``INS_DIR`` (0..3),
  ``INS_OPENER`` (the cells where one's own marker opens it), ``INS_LINE`` (the cells
  of the push, entry cell first, padded with -1) and ``INS_LEN``.
* **Phase 2**: ``ORTHO`` (up to 4 orthogonal neighbours per cell, sorted, padded with -1)
  and ``ORTHO_MASK``.

>>> int(CAND_MASK.shape[0]), [int(KIND_START[k + 1] - KIND_START[k]) for k in range(8)]
(772, [80, 64, 132, 48, 32, 104, 208, 104])
>>> from ..cells import cell_name
>>> [cell_name(int(c)) + DIRECTIONS[int(d)] for c, d in zip(INS_ENTRY[:3], INS_DIR[:3])]
['a1>', 'a1^', 'a2>']
>>> [cell_name(int(c)) for c in INS_LINE[0][:INS_LEN[0]]]
['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1']
"""

from __future__ import annotations

import hashlib

import numpy as np

from ..cells import CELLS, CENTRE, SIZE, around_centre, diagonal, orthogonal
from ..phase1 import DIRECTION_ORDER, entries, push_line
from ..pieces import CELLS_OF, KINDS, placements

__all__ = ["N_KINDS", "KIND_INDEX", "DIRECTIONS", "CAND_MASK", "CAND_HALO", "CAND_KIND",
           "KIND_START", "CAND_INDEX", "CAND_CELLS", "AROUND_MASK", "DIAG_MASK",
           "ENTRY_MASK", "INS_ENTRY", "INS_DIR", "INS_OPENER", "INS_LINE", "INS_LEN",
           "INS_INDEX", "ORTHO", "ORTHO_MASK", "PLAYABLE_MASK", "KIND_CELLS",
           "ALPHA_KINDS", "CAND_CELL", "FINGERPRINT", "bits"]

N_KINDS = len(KINDS)
#: Kind -> its index in KINDS.
KIND_INDEX: dict[str, int] = {k: i for i, k in enumerate(KINDS)}
#: The insertion directions by their number 0..3 (the order the engine lists them in).
DIRECTIONS: tuple[str, ...] = tuple(sorted(DIRECTION_ORDER, key=DIRECTION_ORDER.__getitem__))


def bits(cells) -> int:
    """The bit mask of some cells.

    >>> bits([0, 2]), bits([])
    (5, 0)
    """
    mask = 0
    for c in cells:
        mask |= 1 << c
    return mask


def _int64(values) -> np.ndarray:
    return np.array(list(values), dtype=np.int64)


_CANDIDATES: list[tuple[int, tuple[int, ...]]] = [
    (k, cells) for k, kind in enumerate(KINDS) for cells in placements(kind)]
CAND_KIND = _int64(k for k, _ in _CANDIDATES)
CAND_MASK = _int64(bits(cells) for _, cells in _CANDIDATES)
CAND_HALO = _int64(bits(n for c in cells for n in orthogonal(c)) & ~bits(cells)
                   for _, cells in _CANDIDATES)
KIND_START = _int64([0] + [sum(len(placements(k)) for k in KINDS[:i + 1])
                           for i in range(N_KINDS)])
#: (kind, sorted cells) -> candidate index; and the cells of each candidate.
CAND_INDEX: dict[tuple[str, tuple[int, ...]], int] = {
    (KINDS[k], cells): j for j, (k, cells) in enumerate(_CANDIDATES)}
CAND_CELLS: tuple[tuple[int, ...], ...] = tuple(cells for _, cells in _CANDIDATES)
#: Cells of a piece of each kind (its Phase 2 penalty).
KIND_CELLS = _int64(CELLS_OF[k] for k in KINDS)
#: Kind indices in the order of their names: Phase 2 lists a hand's kinds sorted so.
ALPHA_KINDS = _int64(KINDS.index(k) for k in sorted(KINDS))

PLAYABLE_MASK = bits(c for c in CELLS if c != CENTRE)
AROUND_MASK = bits(around_centre())
DIAG_MASK = _int64(bits(d for d in diagonal(c) if d != CENTRE) for c in CELLS)
ENTRY_MASK = _int64(bits(e for e, _ in entries(c)) for c in CELLS)

_INSERTIONS = sorted({pair for c in CELLS for pair in entries(c)},
                     key=lambda p: (p[0], DIRECTION_ORDER[p[1]]))
INS_ENTRY = _int64(e for e, _ in _INSERTIONS)
INS_DIR = _int64(DIRECTION_ORDER[d] for _, d in _INSERTIONS)
INS_OPENER = _int64(bits(c for c in CELLS if pair in entries(c)) for pair in _INSERTIONS)
INS_LEN = _int64(len(push_line(e, d)) for e, d in _INSERTIONS)
INS_LINE = np.full((len(_INSERTIONS), SIZE), -1, dtype=np.int64)
for _i, (_e, _d) in enumerate(_INSERTIONS):
    INS_LINE[_i, :len(push_line(_e, _d))] = push_line(_e, _d)
#: (entry cell, direction) -> index of the insertion in the tables above.
INS_INDEX: dict[tuple[int, str], int] = {pair: i for i, pair in enumerate(_INSERTIONS)}

ORTHO = np.full((len(CELLS), 4), -1, dtype=np.int64)
for _c in CELLS:
    _ns = sorted(orthogonal(_c))
    ORTHO[_c, :len(_ns)] = _ns
ORTHO_MASK = _int64(bits(orthogonal(c)) for c in CELLS)
#: The cells of each candidate (2 to 4), padded with -1.
CAND_CELL = np.full((len(_CANDIDATES), 4), -1, dtype=np.int64)
for _j, (_, _cells) in enumerate(_CANDIDATES):
    CAND_CELL[_j, :len(_cells)] = _cells


def _fingerprint() -> str:
    digest = hashlib.sha256()
    for table in (CAND_KIND, CAND_MASK, CAND_HALO, KIND_START, KIND_CELLS, ALPHA_KINDS,
                  DIAG_MASK, ENTRY_MASK, INS_ENTRY, INS_DIR, INS_OPENER, INS_LEN, INS_LINE,
                  ORTHO, ORTHO_MASK, CAND_CELL):
        digest.update(np.ascontiguousarray(table).tobytes())
    digest.update(f"{PLAYABLE_MASK} {AROUND_MASK}".encode())
    return digest.hexdigest()[:16]


#: A digest of every table above. numba's disk cache keeps the tables a kernel was
#: compiled with (globals are constants to it) and is renewed only when the kernel's own
#: source changes, so :mod:`.fast_kernel` writes this digest into its source and compiles
#: only when the two agree.
FINGERPRINT: str = _fingerprint()
