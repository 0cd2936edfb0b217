"""When the computer players agree to end Phase 1 of Renaissance.

The rules (docs/rules.md §3.3) let Phase 1 end "when both agree that nothing more can
be taken": the player to move may *offer* to end it, the other *accepts* or declines.
A player who thinks only of the score offers as soon as it is one domino ahead, and
accepts whenever ending leaves it ahead - so a set against it used to end 1-0 after a
single domino, five markers in: strong, but no game for a person.

The package's players therefore keep to the rule book's reason for ending:

**They offer and accept the end of Phase 1 only when there is nothing left to play
for**: no piece on the board has a cell without a marker (every piece left is full,
its markers tied), or neither player has a marker left to put. While a piece can
still be completed, they play on: they decline an offer and never make one.

(A full, tied piece can still change hands when a push moves the markers on it; the
players let that go, as the rule book does: such a piece is not "taken" by putting
markers.) The rule binds the players, not the game: a person may offer at any time,
and a player of this package then declines while there is something to play for.
Phase 1 still ends, as the rules say, when no piece is left or both players pass (a
player without a marker in supply must pass).

>>> from ringworld_nb.renaissance import Renaissance
>>> game = Renaissance.from_layout('''
... .......
... .......
... ..A....
... ..A#...
... .......
... .......
... .......''')
>>> moves = [str(m) for m in game.legal_moves()]
>>> something_to_play_for(game), "offer" in moves
(True, True)
>>> "offer" in [str(m) for m in playing_on(game, game.legal_moves())]
False
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..board import GOLD, SILVER
from ..moves import ACCEPT, OFFER, Move

__all__ = ["something_to_play_for", "may_end_phase1", "playing_on"]


def _markers(game: Any) -> Sequence[int]:
    """The markers on the board of a Renaissance or of the kernel's FastRenaissance."""
    board = getattr(game, "board", None)
    return board.markers if board is not None else game.markers


def something_to_play_for(game: Any) -> bool:
    """True in Phase 1 while a piece on the board has a cell without a marker and a
    player still has a marker to put (see the module docstring); False otherwise,
    and in every other phase. ``game`` is a Renaissance or a FastRenaissance."""
    if game.phase != "phase1":
        return False
    if game.supply(SILVER) + game.supply(GOLD) == 0:
        return False
    markers = _markers(game)
    return any(not markers[c] for _, cells in game.pieces().values() for c in cells)


def may_end_phase1(game: Any) -> bool:
    """Whether a player of this package may offer or accept the end of Phase 1 now."""
    return not something_to_play_for(game)


def playing_on(game: Any, moves: Sequence[Move]) -> list[Move]:
    """``moves`` without ``offer`` and ``accept`` while there is something to play for
    (never empty: an offer comes with the plain moves or the pass, an acceptance with
    ``decline``); all of them otherwise."""
    if may_end_phase1(game):
        return list(moves)
    return [m for m in moves if m != OFFER and m != ACCEPT]
