"""What the last move changed, as marks to draw (:func:`event_marks`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..cells import CELLS, Cell
from ..moves import Event

__all__ = ["EventMarks", "event_marks", "CHANGED_KINDS"]

#: The event kinds that leave a mark on the board.
CHANGED_KINDS = ("placed", "removed", "taken", "tie", "marker", "pushed", "prepared",
                 "put", "moved")


@dataclass
class EventMarks:
    """Marks of the last move: pieces outlined (``pieces``: placed or put back, solid),
    pieces gone (``gone``: removed or taken, dashed, with who took them), full pieces
    tied (``ties``), cells with a new marker or item (``rings``), marker moves as
    arrows (``steps``: (from, to)), and the insertion (``insertion``: (cell, direction))."""

    pieces: list[tuple[str, tuple[Cell, ...]]] = field(default_factory=list)
    gone: list[tuple[str, tuple[Cell, ...], str | None]] = field(default_factory=list)
    ties: list[tuple[str, tuple[Cell, ...]]] = field(default_factory=list)
    rings: list[Cell] = field(default_factory=list)
    steps: list[tuple[Cell, Cell]] = field(default_factory=list)
    insertion: tuple[Cell, str] | None = None

    def __bool__(self) -> bool:
        return bool(self.pieces or self.gone or self.ties or self.rings or self.steps
                    or self.insertion)


def _ok(cells: Iterable[Cell]) -> tuple[Cell, ...]:
    out = tuple(int(c) for c in cells)
    for c in out:
        if c not in CELLS:
            raise ValueError(f"{c!r} is not a cell (0..48)")
    return out


def event_marks(events: Iterable[Event]) -> EventMarks:
    """The marks of ``events`` (the game's ``last_events()``); other kinds are ignored."""
    marks = EventMarks()
    for e in events:
        kind = getattr(e, "kind", None)
        if kind in ("placed", "put"):
            marks.pieces.append((e.piece_kind or "?", _ok(e.cells)))
        elif kind == "removed":
            marks.gone.append((e.piece_kind or "?", _ok(e.cells), None))
        elif kind == "taken":
            marks.gone.append((e.piece_kind or "?", _ok(e.cells), e.player))
        elif kind == "tie":
            marks.ties.append((e.piece_kind or "?", _ok(e.cells)))
        elif kind in ("marker", "prepared"):
            marks.rings.extend(_ok(e.cells))
        elif kind in ("pushed", "moved"):
            marks.steps.extend(zip(_ok(e.cells), _ok(e.to)))
            if kind == "pushed" and e.cells and e.text:
                marks.insertion = (_ok(e.cells)[0], e.text)
    return marks
