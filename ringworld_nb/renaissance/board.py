"""What lies on the Renaissance board: tiles, markers and the pieces (docs/rules.md §3).

:class:`Board` is plain lists indexed by cell (see :mod:`.cells`), so that the rule
modules (:mod:`.setup`, :mod:`.phase1`, :mod:`.phase2`) stay small pure functions over
it, and a copy is cheap.

* ``tiles[c]``: :data:`EMPTY` (nothing: during setup, and in Phase 2 after the board is
  cleared), :data:`MONO` (a monomino), :data:`BLOCKED` (the centre), or the id (1, 2,
  ...) of the polyomino covering the cell;
* ``markers[c]``: :data:`NO_MARKER`, :data:`SILVER_MARKER` or :data:`GOLD_MARKER`;
* ``pieces[id] = (kind, cells)`` for every polyomino on the board.

Players are named ``"silver"`` and ``"gold"``; :data:`MARKER_OF` gives their colour on
the board.

>>> b = Board.empty()
>>> b.tiles[CENTRE] == BLOCKED, b.free_cells()[:3]
(True, [0, 1, 2])
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cells import CELLS, CENTRE, Cell

__all__ = ["Board", "EMPTY", "MONO", "BLOCKED", "NO_MARKER", "SILVER_MARKER",
           "GOLD_MARKER", "SILVER", "GOLD", "PLAYERS", "MARKER_OF", "PLAYER_OF", "other"]

EMPTY, MONO, BLOCKED = 0, -1, -2
NO_MARKER, SILVER_MARKER, GOLD_MARKER = 0, 1, 2
SILVER, GOLD = "silver", "gold"
#: The players in the order of the game's first move (setup: Silver first).
PLAYERS: tuple[str, str] = (SILVER, GOLD)
MARKER_OF: dict[str, int] = {SILVER: SILVER_MARKER, GOLD: GOLD_MARKER}
PLAYER_OF: dict[int, str] = {SILVER_MARKER: SILVER, GOLD_MARKER: GOLD}


def other(player: str) -> str:
    """The opponent of ``player``."""
    return GOLD if player == SILVER else SILVER


@dataclass
class Board:
    """Tiles, markers and pieces (see the module docstring); ``copy()`` is independent."""

    tiles: list[int]
    markers: list[int]
    pieces: dict[int, tuple[str, tuple[Cell, ...]]] = field(default_factory=dict)

    @classmethod
    def empty(cls) -> Board:
        """No tile, no marker; the centre blocked."""
        tiles = [EMPTY] * len(CELLS)
        tiles[CENTRE] = BLOCKED
        return cls(tiles, [NO_MARKER] * len(CELLS), {})

    def copy(self) -> Board:
        return Board(self.tiles.copy(), self.markers.copy(), dict(self.pieces))

    def free_cells(self) -> list[Cell]:
        """Cells with no tile and no marker (never the centre)."""
        return [c for c in CELLS if self.tiles[c] == EMPTY and not self.markers[c]]

    def place_piece(self, piece_id: int, kind: str, cells: tuple[Cell, ...]) -> None:
        """Put polyomino ``piece_id`` of ``kind`` on ``cells`` (no check)."""
        self.pieces[piece_id] = (kind, tuple(sorted(cells)))
        for c in cells:
            self.tiles[c] = piece_id

    def lift_piece(self, piece_id: int, fill: int = EMPTY) -> tuple[str, tuple[Cell, ...]]:
        """Take polyomino ``piece_id`` off the board; its cells become ``fill``."""
        kind, cells = self.pieces.pop(piece_id)
        for c in cells:
            self.tiles[c] = fill
        return kind, cells

    def markers_of(self, marker: int) -> list[Cell]:
        """The cells holding a marker of colour ``marker``."""
        return [c for c in CELLS if self.markers[c] == marker]
