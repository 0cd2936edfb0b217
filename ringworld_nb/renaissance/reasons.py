"""Why a Renaissance move mattered, in the game's own terms: the majority a piece was won
or lost by and its points - what a review's reason adds to the events' words
(:mod:`.words`), which say a piece was taken but not by how many markers nor what it
was worth.

A Phase 1 move completes a piece when its last empty cell gets a marker; the piece goes
to the player with more markers on it ("Gold completed the V3 and took it 2-1: 3 points,
5 to 8"), or, when the other player has more, it is lost to them ("Silver completed the
V3, but Gold took it 2-1"). The counts are read on the engine's own board after the
marker and before the piece is taken (:meth:`~.game.Renaissance.steps`).

A review's near reason (:mod:`ringworld_nb.analysis.near`) asks which piece the other
player's reply completes and how the move left it (:func:`link`: the piece's last empty
cells and the markers on it), and, when nothing is taken near the move, the counts that
still set two moves apart (:func:`features`: markers left, and each player's markers on each
piece); :mod:`.stakes` says why they matter, in points.
"""

from __future__ import annotations

from typing import Any

from ..core.words import Played
from .board import MARKER_OF, NO_MARKER, other
from .cells import cell_name
from .words import PLAYER_NAMES

__all__ = ["features", "link", "majority_words"]


def _points(count: int) -> str:
    return f"{count} point{'s' if abs(count) != 1 else ''}"


def majority_words(before: Any, after: Any, played: Played) -> str:
    """What the pieces ``played`` completed were won or lost by, and their points, a
    sentence each; '' for a move that completed none. ``before`` and ``after`` are the
    game before and after the move (not changed)."""
    taken = [e for e in played.events if e.kind == "taken"]
    if not taken:
        return ""
    board = before.steps(played.move)[0].board
    mover = played.player
    said = []
    for event in taken:
        winner = event.player
        won = sum(board.markers[c] == MARKER_OF[winner] for c in event.cells)
        lost = sum(board.markers[c] == MARKER_OF[other(winner)] for c in event.cells)
        gained = after.score(winner) - before.score(winner)
        name = PLAYER_NAMES[winner]
        how = (f"{PLAYER_NAMES[mover]} completed the {event.piece_kind}"
               + (" and took it" if winner == mover else f", but {name} took it")
               + f" {won}-{lost}")
        said.append(f"{how}: {_points(gained)} for {name} "
                    f"({before.score(winner)} to {after.score(winner)}).")
    return " ".join(said)


# -- the near reason: the pieces a move leaves to the other player -------------------
def link(after: Any, played: Played, reply: Played, player: str) -> str:
    """How ``played`` (``player``'s move; ``after`` is the game after it) leaves the
    piece that ``reply`` completes: "c3 leaves c4 empty, the last cell of the I3 (c2,
    c3, c4), where Gold has 2 markers to Silver's 0"; "b5 puts Silver's marker on b5, a
    cell of the I3 (b5, c5, d5), and leaves c5 its last empty cell, where ..." when the
    move itself went on the piece; '' when the reply completes none."""
    board = after.board
    for event in reply.events:
        if event.kind != "taken":
            continue
        empty = [c for c in event.cells if board.markers[c] == NO_MARKER]
        if not empty:
            continue
        theirs = sum(board.markers[c] == MARKER_OF[other(player)] for c in event.cells)
        mine = sum(board.markers[c] == MARKER_OF[player] for c in event.cells)
        names = ", ".join(cell_name(c) for c in event.cells)
        cells = " and ".join(cell_name(c) for c in empty)
        last = "last empty cell" if len(empty) == 1 else "last empty cells"
        counts = (f"where {PLAYER_NAMES[other(player)]} has {theirs} marker"
                  f"{'s' if theirs != 1 else ''} to {PLAYER_NAMES[player]}'s {mine}")
        own = [c for c in _cells_of(played) if c in event.cells]
        if own:
            return (f"{played.text} puts {PLAYER_NAMES[player]}'s marker on "
                    f"{cell_name(own[0])}, a cell of the {event.piece_kind} ({names}), "
                    f"and leaves {cells} its {last}, {counts}")
        return (f"{played.text} leaves {cells} empty, the {last} of the "
                f"{event.piece_kind} ({names}), {counts}")
    return ""


def _cells_of(played: Played) -> list[int]:
    """The cells a Phase 1 move put a marker on (pushed markers left out)."""
    return [c for event in played.events if event.kind == "marker" for c in event.cells]


def features(game: Any, player: str) -> list[tuple[str, float]]:
    """In Phase 1: the markers each player has left, and each player's markers on each
    piece of the board, the piece named by its kind and cells ("Silver's markers on the
    I3 (b5, c5, d5)"); empty in the other phases."""
    if game.phase != "phase1":
        return []
    board, rival = game.board, other(player)
    said: list[tuple[str, float]] = [
        (f"{PLAYER_NAMES[who]}'s markers left", game.supply(who)) for who in (player, rival)]
    for kind, cells in sorted(game.pieces().values(), key=lambda piece: piece[1]):
        names = ", ".join(cell_name(c) for c in cells)
        for who in (player, rival):
            said.append((f"{PLAYER_NAMES[who]}'s markers on the {kind} ({names})",
                         sum(board.markers[c] == MARKER_OF[who] for c in cells)))
    return said
