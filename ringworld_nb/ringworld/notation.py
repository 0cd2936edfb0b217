"""Move notation of The Ring World, in the original program's digit convention.

The original record lists, for each move, the positions chosen on levels 3, 2 and 1 as
digits 0..7 (0 is 3 o'clock, then clockwise). A position's *address* is that path of
digits from the top position (docs/rules.md §1.2). A move is written::

    <placement>@<turned position>

* ``<placement>`` is the address of the level-1 position where the ring is placed
  (3 digits on L4, 2 on L3), or ``-`` when no placement was possible;
* ``<turned position>`` is the address of the position turned (fewer digits: a higher
  level), or ``*`` for the top position (whose address is empty), which turns the whole
  board; the ``@`` part is left out only when nothing could be turned;
* ``pass`` when the player could do neither.

Examples on L4: ``527@52`` places on 527 and turns the level-2 position 52; ``-@3`` turns
the level-3 position 3 without placing; ``041@*`` places on 041 and turns the whole board.

``format_move`` writes canonical addresses (the smallest path of a shared position);
``parse_move`` accepts every valid path, upper or lower case ``PASS``, and spaces.
"""

from __future__ import annotations

from ..core.errors import IllegalMoveError, NotationError
from ..core.validate import describe
from .geometry import RingBoard
from .moves import PASS, Move, as_move

__all__ = ["format_move", "parse_move", "format_ring", "parse_ring"]

TOP = "*"
#: The longest text read as a move (a move is at most a dozen characters and spaces).
MAX_TEXT = 100


def _board(board: object) -> RingBoard:
    """``board`` if it is a RingBoard (the notation depends on the board's order)."""
    if not isinstance(board, RingBoard):
        raise TypeError(f"board must be a RingBoard (game.board), got {describe(board)}")
    return board


def format_ring(board: RingBoard, level: int, index: int) -> str:
    """Address of a position to turn: digits, or ``*`` for the top position."""
    return _board(board).address(level, index) or TOP


def parse_ring(board: RingBoard, text: str) -> tuple[int, int]:
    """(level, index) of a position that can be turned (level >= 2), from its address
    (``*`` for the top position)."""
    board = _board(board)
    if not isinstance(text, str):
        raise NotationError(f"a position is written as text, got {describe(text)}")
    text = text.strip()
    if not text:
        raise NotationError("no position to turn: write its address, e.g. '52', or '*' "
                            "for the top position")
    if text == TOP:
        return board.order, 0
    try:
        level, index = board.parse_address(text)
    except (ValueError, KeyError) as err:
        raise NotationError(f"position {describe(text)}: {_reason(err, text)}") from None
    if level < 2:
        raise NotationError(
            f"{describe(text)} is a level-1 position ({board.order - 1} digits); only positions of "
            f"level 2 and up can be turned: use at most {board.order - 2} digits, or '*'"
        )
    return level, index


def format_move(board: RingBoard, move: Move) -> str:
    """Notation of ``move``, e.g. ``527@52``; ``pass`` for the pass."""
    board = _board(board)
    place, rotate = as_move(move)
    if place is None and rotate is None:
        return "pass"
    if place is None:
        text = "-"
    else:
        if not 0 <= place < board.count(1):
            raise IllegalMoveError(f"placement {describe(place)} is not a level-1 index "
                                   f"0..{board.count(1) - 1}")
        text = board.address(1, place)
    if rotate is not None:
        level, index = rotate
        if not 2 <= level <= board.order or not 0 <= index < board.count(level):
            raise IllegalMoveError(f"position {describe(rotate)} cannot be turned on a "
                                   f"board of order {board.order}")
        text += "@" + format_ring(board, level, index)
    return text


def parse_move(board: RingBoard, text: str) -> Move:
    """The Move written as ``text``; NotationError says what is wrong with it.

    Only the form is checked here; whether the move is legal now is the game's business.
    """
    board = _board(board)
    if not isinstance(text, str):
        raise NotationError(f"a move is written as text, got {describe(text)}")
    if len(text) > MAX_TEXT:
        raise NotationError(f"a move of {len(text)} characters: moves are short, like "
                            "'527@52'")
    compact = "".join(text.split())
    if not compact:
        raise NotationError("empty move: write e.g. '527@52', '-@3' or 'pass'")
    if compact.lower() == "pass":
        return PASS
    if compact.count("@") > 1:
        raise NotationError(f"{describe(text)}: only one '@' may separate the placement and the "
                            "turned position")
    place_text, _, ring_text = compact.partition("@")
    has_ring = "@" in compact
    if place_text == "-":
        place = None
    else:
        if len(place_text) != board.order - 1:
            raise NotationError(
                f"{describe(text)}: the placement {describe(place_text)} must be a level-1 "
                f"address of {board.order - 1} digits 0-7 (or '-' when no ring is placed)"
            )
        try:
            _, place = board.parse_address(place_text)
        except (ValueError, KeyError) as err:
            raise NotationError(f"{describe(text)}: {_reason(err, place_text)}") from None
    if has_ring and not ring_text:
        raise NotationError(f"{describe(text)}: '@' must be followed by the position turned, e.g. "
                            "'52', or '*' for the top position")
    rotate = parse_ring(board, ring_text) if has_ring else None
    if place is None and rotate is None:
        raise NotationError(f"{describe(text)}: a move without placement or turn is written 'pass'")
    return Move(place, rotate)


def _reason(err: Exception, text: str) -> str:
    if isinstance(err, KeyError):
        return f"no position has the path {describe(text)}"
    return str(err)
