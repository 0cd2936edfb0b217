"""The sentence a puzzle shows its player: who moves, and what to find.

>>> goal_for("ringworld", 1, ("top-ring", "one-move"), 1)
'Red to move: take the top ring.'
>>> goal_for("dice", 0, ("chain", "two-moves"), 2)
'A to move: find the only winning line - 2 moves of yours.'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .starts import mover_name

__all__ = ["goal_for"]


def goal_for(game: str, mover: Any, theme: Sequence[str], solver_moves: int) -> str:
    """One sentence: the side to move and what to find (from the puzzle's themes)."""
    who = mover_name(game, mover)
    opponents: dict[str, dict[Any, str]] = {
        "ringworld": {1: "Blue", 2: "Red"}, "dice": {0: "B", 1: "A"},
        "renaissance": {"silver": "Gold", "gold": "Silver"}}
    other = opponents[game].get(mover, "")
    more = "" if solver_moves == 1 else f" - {solver_moves} moves of yours"
    if game == "ringworld":
        if "top-ring" in theme and solver_moves == 1:
            aim = "take the top ring"
        elif "top-ring" in theme:
            aim = f"find the way to the top ring{more}"
        elif "defence" in theme:
            aim = f"find the only move that stops {other} taking the top ring"
        else:
            aim = f"find the only move that keeps your advantage{more}"
    elif game == "dice":
        if "stop" in theme and solver_moves == 1:
            aim = "attack, or end your turn? Find the only winning choice"
        elif solver_moves == 1:
            aim = "find the only winning move"
        else:
            aim = f"find the only winning line{more}"
    else:
        aim = (f"find the only marker that wins points{more}" if "acquisition" in theme
               else f"find the only marker that keeps {other} from winning points{more}")
    return f"{who} to move: {aim}."
