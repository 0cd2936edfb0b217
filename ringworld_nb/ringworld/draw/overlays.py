"""What to mark on the board (:class:`Overlays`), built from the engine: legal
placements, turnable positions, the selection, the last move and its changes, and the
big groups in danger (one empty neighbour left)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..geometry import RingBoard
from ..moves import Event, Phase

# ------------------------------------------------------------------------- overlays --
Key = tuple[int, int]


@dataclass
class Overlays:
    """What to mark on the board besides the rings (every field optional).

    Positions are level-1 indices (placements) or ``(level, index)`` pairs (rings);
    the changes are ``(level, index, colour)`` triples, ``colour`` being the colour
    born, occupied, or of the ring that died. ``danger`` are the rings of the groups of
    level 2 and up that have one empty neighbour left (:func:`~..groups.in_danger`),
    ``danger_liberties`` those empty neighbours.
    """

    legal: Sequence[int] = ()
    rotatable: Sequence[Key] = ()
    selected_place: int | None = None
    selected_ring: Key | None = None
    selected_colour: int | None = None
    last_place: int | None = None
    last_ring: Key | None = None
    born: Sequence[tuple[int, int, int]] = ()
    died: Sequence[tuple[int, int, int]] = ()
    occupied: Sequence[tuple[int, int, int]] = ()
    danger: Sequence[Key] = ()
    danger_liberties: Sequence[Key] = ()

    @classmethod
    def from_events(cls, events: Iterable[Event], *, board: RingBoard | None = None,
                    last_move: bool = True, changes: bool = True) -> Overlays:
        """The last move and the changes of a turn, from the events ``play`` returned.

        Give ``board`` so that a placed ring carried along by the turn is marked where it
        ended up, not where it was put.
        """
        ov = cls()
        for e in events:
            if e.kind == "placed" and last_move:
                ov.last_place = e.positions[0]
            elif e.kind == "rotated" and last_move:
                ov.last_ring = (e.level, e.positions[0])
                if board is not None and ov.last_place is not None:
                    src, dst = board.rotation(e.level, e.positions[0])[1]
                    j = np.searchsorted(src, ov.last_place)
                    if j < len(src) and src[j] == ov.last_place:
                        ov.last_place = int(dst[j])
            elif e.kind in ("born", "died", "occupied") and changes:
                items = tuple((e.level, i, c) for i, c in zip(e.positions, e.colours))
                setattr(ov, e.kind, tuple(getattr(ov, e.kind)) + items)
        return ov


def last_turn_events(game) -> list[Event]:
    """The events of the last move played on ``game`` (a resignation is not a move):
    ``game.last_events()``, kept by the engine when the move was played."""
    return game.last_events()


def as_rings(position) -> tuple[RingBoard, dict[int, np.ndarray], Any]:
    """(board, {level: contents}, game or None) from a game, a Phase or a dict."""
    if hasattr(position, "all_rings") and hasattr(position, "board"):
        return position.board, position.all_rings(), position
    if isinstance(position, Phase):
        position = position.rings
    if isinstance(position, Mapping):
        rings = {int(k): np.asarray(v) for k, v in position.items()}
        board = RingBoard(max(rings))
        return board, rings, None
    raise TypeError(f"cannot draw {position!r}: give a RingWorld, a Phase or {{level: array}}")
