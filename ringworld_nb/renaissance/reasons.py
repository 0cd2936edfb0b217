"""Why a Renaissance move mattered, in the game's own terms: the majority a piece was won
or lost by and its points - what a review's reason adds to the events' words
(:mod:`.words`), which say a piece was taken but not by how many markers nor what it
was worth.

A Phase 1 move completes a piece when its last empty cell gets a marker; the piece goes
to the player with more markers on it ("Gold completed the V3 and took it 2-1: 3 points,
5 to 8"), or, when the other player has more, it is lost to them ("Silver completed the
V3, but Gold took it 2-1"). The counts are read on the engine's own board after the
marker and before the piece is taken (:meth:`~.game.Renaissance.steps`).
"""

from __future__ import annotations

from typing import Any

from ..core.words import Played
from .board import MARKER_OF, other
from .words import PLAYER_NAMES

__all__ = ["majority_words"]


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
