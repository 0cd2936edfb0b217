"""Why one setup move of Renaissance beats another, in the game's own terms (rule book
§3.2-3.3): what a review says of a setup move, where no point is won or lost for many
moves and the near reason (:mod:`ringworld_nb.analysis.near`) finds nothing to count.

A placement in the setup scores nothing; it decides where Phase 1 is fought. The
engine can say, for the move played and the best move:

* where each lays its piece, and how many of its cells are among the 8 cells around
  the centre - the only cells a player's first marker may go on, so the pieces there
  are fought over first, Gold first (:func:`placed_words`);
* the pieces left to place that no longer fit anywhere after one move and still do
  after the other (:func:`.setup.fits`) - and whether the other player must then take
  a piece off the board before placing (:meth:`~.game.Renaissance.must_remove`);
* the empty cells where no piece left to place fits: they become monominoes, cells
  no piece is won on;
* the other player's answer in the search's line after each (its second move), laid
  near the centre or not - or, after a removal, the same player's placement.

:func:`setup_contrast` says these, each only where the two moves differ (the first
always: it names both moves), naming the cells and the pieces.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.words import Played
from .board import EMPTY
from .cells import around_centre, cell_name
from .setup import fits, placeable_kinds
from .words import KIND_NAMES, PLAYER_NAMES

__all__ = ["dead_cells", "placed_words", "setup_contrast", "unplaceable"]

#: The 8 cells around the centre: a player's first marker of Phase 1 goes on one.
AROUND = frozenset(around_centre())


def _names(cells: Sequence[int], most: int = 6) -> str:
    """Cells in words, sorted: "a1", "a1 and a2", "a1, a2 and b1"; more than ``most``
    are counted: "9 cells (e5, e6, e7, f5 and 5 more)"."""
    names = [cell_name(c) for c in sorted(cells)]
    if len(names) > most:
        return f"{len(names)} cells ({', '.join(names[:4])} and {len(names) - 4} more)"
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _near(cells: Sequence[int]) -> list[int]:
    """The cells of ``cells`` among the 8 around the centre."""
    return [c for c in cells if c in AROUND]


def placed_words(move: Any) -> str:
    """A setup move in words, with its cells around the centre; a removal names the
    piece it takes off.

    >>> from ringworld_nb.renaissance import Renaissance
    >>> game = Renaissance()
    >>> placed_words(game.parse("T4:d3,e3,e4,f3"))
    'lays the T tetromino on d3, e3, e4 and f3, 3 of them (d3, e3 and e4) around the centre'
    >>> placed_words(game.parse("D:a1,a2"))
    'lays the domino on a1 and a2, none of them around the centre'
    """
    kind = KIND_NAMES.get(move.kind or "", move.kind or "")
    cells = _names(move.cells)
    if move.action == "remove":
        return f"takes the {kind} on {cells} off the board"
    near = _near(move.cells)
    if not near:
        return f"lays the {kind} on {cells}, none of them around the centre"
    many = "all of them" if len(near) == len(move.cells) else (
        f"{len(near)} of them ({_names(near)})" if len(near) > 1 else f"1 of them "
        f"({_names(near)})")
    return f"lays the {kind} on {cells}, {many} around the centre"


def unplaceable(game: Any) -> list[str]:
    """The kinds left to place (during the setup) that fit nowhere on ``game``'s board;
    [] in the other phases.

    >>> from ringworld_nb.renaissance import Renaissance
    >>> game = Renaissance()
    >>> for move in ("I4:a7,b7,c7,d7", "S4:e6,e7,f5,f6", "I3:g5,g6,g7", "D:a6,b6",
    ...              "V3:b4,b5,c5", "D:d5,e5", "T4:e3,f2,f3,f4", "I3:g2,g3,g4",
    ...              "L4:a3,b3,c2,c3", "D:a1,a2", "O4:d1,d2,e1,e2", "D:b1,b2"):
    ...     _ = game.play(move)
    >>> unplaceable(game), game.must_remove()   # the V3 is left, and fits nowhere
    (['V3'], True)
    >>> [cell_name(c) for c in dead_cells(game)][:4]
    ['a4', 'a5', 'c1', 'c4']
    """
    if game.phase != "setup":
        return []
    return [k for k in placeable_kinds(game.pool(), ()) if not fits(game.board, k)]


def dead_cells(game: Any) -> list[int]:
    """The empty cells of ``game``'s board (during the setup) where no piece left to
    place fits: they will hold monominoes."""
    if game.phase != "setup":
        return []
    covered: set[int] = set()
    for kind in placeable_kinds(game.pool(), ()):
        for cells in fits(game.board, kind):
            covered.update(cells)
    return [c for c, tile in enumerate(game.board.tiles)
            if tile == EMPTY and c not in covered]


def _after(start: Any, played: Played) -> Any:
    """The game after ``played`` from ``start`` (not changed)."""
    game = start.clone()
    game.play(played.move)
    return game


def _room(mine: Any, ours: Any, name: str, best: str) -> str:
    """The pieces left that fit nowhere after one move and somewhere after the other,
    and the removal it forces."""
    lost, kept = unplaceable(mine), unplaceable(ours)
    said = []
    for game, one, other, only in ((mine, name, f"the best move {best}",
                                    [k for k in lost if k not in kept]),
                                   (ours, f"the best move {best}", name,
                                    [k for k in kept if k not in lost])):
        if not only:
            continue
        pieces = " and ".join(f"the {KIND_NAMES[k]}" for k in only)
        text = (f"After {one} {pieces} fit{'s' if len(only) == 1 else ''} nowhere (after "
                f"{other} {'it fits' if len(only) == 1 else 'they fit'})")
        if game.must_remove():
            text += (f": nothing left fits, so {PLAYER_NAMES[game.to_move]} must first "
                     "take a piece off the board")
        said.append(text + ".")
    return " ".join(said)


def _then(mine: Any, ours: Any, name: str, best: str, player: str) -> str:
    """After a removal (the same player places next): the kinds they may then place and
    the places each fits in, after each move, where these differ."""
    if mine.to_move != player or ours.to_move != player:
        return ""
    said = []
    for game in (mine, ours):
        places: dict[str, int] = {}
        for move in game.legal_moves():
            if move.action == "place":
                places[move.kind] = places.get(move.kind, 0) + 1
        said.append(" or ".join(
            f"the {KIND_NAMES[k]} ({n} place{'s' if n != 1 else ''})"
            for k, n in sorted(places.items(), key=lambda item: list(KIND_NAMES).index(
                item[0]))) or "nothing: another piece must come off first")
    if said[0] == said[1]:
        return ""
    return (f"Then {PLAYER_NAMES[player]} can place {said[0]} after {name}, and "
            f"{said[1]} after the best move.")


def _dead(mine: Any, ours: Any, name: str, best: str) -> str:
    """The cells where no piece left fits after the move played and not after the best
    move (or the other way round)."""
    lost, kept = set(dead_cells(mine)), set(dead_cells(ours))
    said = []
    if lost - kept:
        said.append(f"{name} leaves {_names(sorted(lost - kept))} where no piece left fits")
    if kept - lost:
        said.append(f"{'the best move' if said else 'The best move'} {best} leaves "
                    f"{_names(sorted(kept - lost))} where {'none' if said else 'no piece left'}"
                    " fits")
    if not said:
        return ""
    return "; ".join(said) + " (monomino cells: no piece is won there)."


def _answer(line: Sequence[Played]) -> Played | None:
    """The second move of a line: the other player's answer, or, after a removal, the
    same player's next move."""
    return line[1] if len(line) > 1 else None


def _answer_words(move: Any) -> str:
    """The other player's answer in words: a setup move with its cells around the
    centre, else its notation."""
    if move.action in ("place", "remove"):
        return placed_words(move)
    if move.action == "marker" and move.cell is not None:
        where = "around the centre" if move.cell in AROUND else "away from the centre"
        return f"puts a marker on {cell_name(move.cell)}, {where}"
    return ""


def setup_contrast(start: Any, best: Sequence[Played], played: Sequence[Played],
                   player: str) -> str:
    """What sets a setup move (``played[0]``) apart from the best one (``best[0]``),
    both played from ``start`` (see the module docstring); '' outside the setup or for
    lines that do not start with ``player``'s move."""
    if (start.phase != "setup" or not best or not played or best[0].player != player
            or played[0].player != player):
        return ""
    name, top = played[0].text, best[0].text
    mine, ours = _after(start, played[0]), _after(start, best[0])
    centre = (len(_near(played[0].move.cells)) != len(_near(best[0].move.cells))
              and "place" in (played[0].move.action, best[0].move.action))
    said = [f"{name} {placed_words(played[0].move)}; the best move {top} "
            f"{placed_words(best[0].move)}"
            + (" (Phase 1's first markers go around the centre, Gold first)." if centre
               else ".")]
    # after a removal the same player places next: what they can place says it all
    room = _then(mine, ours, name, top, player) or (
        "" if mine.to_move == player else _room(mine, ours, name, top))
    said += [s for s in (room, _dead(mine, ours, name, top)) if s]
    theirs, yours = _answer(played), _answer(best)
    if (theirs is not None and yours is not None and theirs.text != yours.text
            and theirs.player == yours.player):
        who = PLAYER_NAMES[theirs.player]
        does = "then plays" if theirs.player == player else "answers"
        said.append(f"In the search's lines {who} {does} {theirs.text} "
                    f"({_answer_words(theirs.move)}) after {name}, and {yours.text} "
                    f"({_answer_words(yours.move)}) after the best move.")
    return " ".join(said)
