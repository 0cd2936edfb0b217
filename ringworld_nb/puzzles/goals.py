"""The sentence a puzzle shows its player: who moves, and exactly what to find - the
measure the puzzle was mined and is judged by (the game's puzzle hooks word it:
:meth:`~.hooks.PuzzleHooks.goal`).

>>> goal_for("ringworld", 1, ("top-ring", "one-move"), 1)
'Red to move: take the top ring (one move does).'
>>> goal_for("renaissance", "silver", ("acquisition", "one-move"), 1, accepted=2)
"Silver to move: find a marker that scores most after Gold's best reply (2 do: any of \
them counts)."
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .hooks import hooks_for, mover_name, start_of

__all__ = ["goal_for"]


def goal_for(game: str, mover: Any, theme: Sequence[str], solver_moves: int, *,
             accepted: int = 1) -> str:
    """One sentence: the side to move and exactly what to find (from the puzzle's themes
    and how many moves are ``accepted`` at its last move)."""
    seats = tuple(start_of(game, 0).seats)
    others = [p for p in seats if p != mover]
    opponent = mover_name(game, others[0]) if len(others) == 1 else "the others"
    return hooks_for(game).goal(mover_name(game, mover), opponent, tuple(theme),
                                solver_moves, accepted=accepted)
