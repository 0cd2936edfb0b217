"""What a move of Renaissance did, in plain words: one sentence per event.

The engine returns events (:class:`~.moves.Event`, in the order things happened); this
module says them the way a player would, for the apps' messages, the notebooks and
the review of a set. Plain text: an app that shows it as HTML escapes it (and may
colour the players' names, which are always written ``Silver`` and ``Gold``).

>>> from ringworld_nb.renaissance import Renaissance
>>> game = Renaissance.from_layout('''
... .......
... .......
... ..A....
... ..A#...
... .......
... .......
... .......''')
>>> print(describe_events(game.play("c5")))
Gold put a marker on c5.
>>> print(describe_events(game.play("d5")))
Silver put a marker on d5.
>>> for sentence in sentences(game.play("c4")):
...     print(sentence)
Gold put a marker on c4.
Gold takes the D (c4, c5).
Phase 1 ends: no piece is left on the board.
Phase 2: Gold puts a monomino or a marker.

Ties: the engine lists, after every Phase 1 move, each full piece that stays because
neither colour has a majority on it; the words say only the ties the move itself
touched (its marker or its push), not every tie on the board again.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..core.validate import describe
from .cells import Cell, cell_name
from .moves import DIRECTIONS, Event
from .pieces import piece_name

__all__ = ["PLAYER_NAMES", "KIND_NAMES", "describe_events", "event_words", "sentences",
           "shape_words"]

#: The players as the words write them.
PLAYER_NAMES: dict[str, str] = {"silver": "Silver", "gold": "Gold"}
#: The kinds of piece in words.
KIND_NAMES: dict[str, str] = {"D": "domino", "I3": "I triomino", "V3": "V triomino",
                              "I4": "I tetromino", "O4": "O tetromino", "T4": "T tetromino",
                              "L4": "L tetromino", "S4": "S tetromino"}


def _row_words(columns: list[int], width: int) -> str:
    """The squares of one row of a shape ``width`` squares wide, in words."""
    if len(columns) == width:
        return {1: "one square", 2: "both squares"}.get(width, f"all {width} squares")
    if width <= 3:
        names = ("left", "middle", "right") if width == 3 else ("left", "right")
        said = " and ".join(names[c] for c in columns)
        return f"the {said} square{'s' * (len(columns) != 1)}"
    said = " and ".join(str(c + 1) for c in columns)
    return f"square{'s' * (len(columns) != 1)} {said} from the left"


def shape_words(kind: str, shape: Iterable[tuple[int, int]]) -> str:
    """A piece turned so (``shape``: its (column, row) squares, row 0 at the bottom), in
    words a screen reader reads: its kind, its rows from the top, and its marked square
    (the lowest of its left column, the one that goes on the cell chosen).

    >>> shape_words("L4", ((0, 0), (1, 0), (2, 0), (2, 1)))
    'L tetromino, 3 squares wide and 2 high: top row the right square, bottom row all 3 \
squares; its marked square, the one that goes on the cell chosen, is the bottom left.'
    >>> shape_words("D", ((0, 0), (0, 1)))
    'domino, 1 square wide and 2 high: top row one square, bottom row one square; its \
marked square, the one that goes on the cell chosen, is the bottom one.'
    >>> shape_words("I3", ((0, 0), (1, 0), (2, 0)))[:52]
    'I triomino, 3 squares wide and 1 high: all 3 squares'
    """
    cells = sorted(set(shape))
    width = max(x for x, _ in cells) + 1
    height = max(y for _, y in cells) + 1
    rows = []
    if height == 1:
        rows.append(f"{_row_words([x for x, _ in cells], width)} in a row")
    for y in reversed(range(height if height > 1 else 0)):
        where = ("top row" if y == height - 1 else "bottom row" if y == 0
                 else f"row {height - y} from the top")
        rows.append(f"{where} {_row_words([x for x, yy in cells if yy == y], width)}")
    x, y = cells[0]  # the lowest of the left column
    marked = ("the bottom left" if y == 0 and width > 1 else "the bottom one" if y == 0
              else "the lowest of the left column")
    size = f"{width} square{'s' * (width != 1)} wide and {height} high"
    return (f"{KIND_NAMES.get(kind, kind)}, {size}: {', '.join(rows)}; its marked square, "
            f"the one that goes on the cell chosen, is {marked}.")


def _cells(cells: Iterable[Cell]) -> str:
    return ", ".join(cell_name(c) for c in sorted(cells))


def _piece(e: Event) -> str:
    return piece_name(e.piece_kind or "D", e.cells) if e.piece_kind else _cells(e.cells)


def event_words(event: Event, *, touched: Iterable[Cell] | None = None) -> str:
    """One event as a sentence ('' for an event not worth saying: a tie the move did
    not touch, when ``touched`` - the cells the move's marker or push changed - is
    given).

    >>> event_words(Event("pushed", "gold", cells=(0, 1), to=(1, 2), text="^"))
    'Gold pushed in from the bottom: a1→a2, a2→a3.'
    """
    if not isinstance(event, Event):
        raise TypeError(f"event must be a Renaissance Event, got {describe(event)}")
    who = PLAYER_NAMES.get(event.player or "", "")
    k = event.kind
    if k == "placed":
        return f"{who} placed {_piece(event)}."
    if k == "removed":
        return f"{who} took {_piece(event)} off the board."
    if k == "filled":
        return f"Monominoes fill the {len(event.cells)} empty cells."
    if k == "pushed":
        moves = ", ".join(f"{cell_name(a)}\u2192{cell_name(b)}"
                          for a, b in zip(event.cells, event.to))
        return f"{who} pushed in {DIRECTIONS.get(event.text, event.text)}: {moves}."
    if k == "marker":
        return f"{who} put a marker on {_cells(event.cells)}."
    if k == "taken":
        return f"{who} takes the {event.piece_kind} ({_cells(event.cells)})."
    if k == "tie":
        if touched is not None and not set(touched) & set(event.cells):
            return ""
        return (f"The {event.piece_kind} on {_cells(event.cells)} is full but tied: it "
                "stays.")
    if k == "passed":
        return f"{who} passed."
    if k == "offered":
        return f"{who} offers to end Phase 1."
    if k == "accepted":
        return f"{who} accepted."
    if k == "declined":
        return f"{who} declined: the offering player moves."
    if k == "dealt":
        return f"{who} chose a {event.piece_kind}."
    if k == "prepared":
        item = "monomino" if event.piece_kind == "mono" else "marker"
        return f"{who} put a {item} on {_cells(event.cells)}."
    if k == "put":
        return f"{who} put back {_piece(event)}."
    if k == "moved":
        return f"{who} moved a marker {_cells(event.cells)}\u2192{_cells(event.to)}."
    if k == "skipped":
        return f"{who} cannot place a piece: skipped."
    if k in ("phase", "scored"):
        return event.text + "."
    if k == "over":
        return f"{who} wins the set." if event.player else "The set is a draw."
    return k


def sentences(events: Sequence[Event]) -> list[str]:
    """The sentences of a move's events, in order (ties the move did not touch left
    out: see the module docstring)."""
    events = list(events)
    touched = {c for e in events if e.kind in ("marker", "pushed") for c in e.cells + e.to}
    out = [event_words(e, touched=touched) for e in events]
    return [s for s in out if s]


def describe_events(events: Sequence[Event]) -> str:
    """What a move did, in plain words: the sentences of its events joined (the push,
    the pieces taken, the phase begun, the score)."""
    return " ".join(sentences(events))
