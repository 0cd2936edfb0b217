"""The sentence a puzzle shows its player: who moves, and exactly what to find - the
measure the puzzle was mined and is judged by (the game's puzzle hooks word it:
:meth:`~.hooks.PuzzleHooks.goal`).

The words are the hooks' of today: a puzzle file keeps the sentence its build wrote,
and reading the file writes it anew (:func:`goal_of`), so better words reach the
shipped puzzles without a new build - which puzzles ship does not change.

>>> goal_for("ringworld", 1, ("top-ring", "one-move"), 1)
'Red to move: take the top position (one move does).'
>>> goal_for("renaissance", "silver", ("acquisition", "one-move"), 1, accepted=2)
"Silver to move: find a marker that scores most after Gold's best reply (2 do: any of \
them counts)."
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .hooks import LENGTH_TAGS, hooks_for, mover_name, start_of

__all__ = ["goal_for", "goal_of", "solver_moves_of"]


def solver_moves_of(theme: Sequence[str]) -> int:
    """The moves of the solver, read from a puzzle's length tag (1 without one).

    >>> solver_moves_of(("chain", "two-moves", "3x3"))
    2
    """
    lengths = {tag: moves for moves, tag in LENGTH_TAGS.items()}
    return next((lengths[t] for t in theme if t in lengths), 1)


def goal_for(game: str, mover: Any, theme: Sequence[str], solver_moves: int, *,
             accepted: int = 1, solution: Sequence[str] = (),
             seats: Sequence[Any] | None = None) -> str:
    """One sentence: the side to move and exactly what to find (from the puzzle's themes,
    how many moves are ``accepted`` at its last move, and its ``solution`` in notation).
    ``seats`` are the game's players when the caller knows them already."""
    if seats is None:
        seats = tuple(start_of(game, 0).seats)
    others = [p for p in seats if p != mover]
    opponent = mover_name(game, others[0]) if len(others) == 1 else "the others"
    return hooks_for(game).goal(mover_name(game, mover), opponent, tuple(theme),
                                solver_moves, accepted=accepted, solution=tuple(solution))


def goal_of(game: str, mover: Any, theme: Sequence[str], solution: Sequence[str],
            accept: Sequence[str] = (), *, seats: Sequence[Any] | None = None) -> str:
    """The goal of a puzzle from what a puzzle file holds of it (its mover, themes,
    solution and other accepted moves), in the words of today's hooks.

    >>> goal_of("dice", 1, ("stop", "two-moves", "3x3"), ("c3-c2", "pass"))[:75]
    'B to move: find the winning line - 2 moves of yours: an attack, then the ri'
    """
    return goal_for(game, mover, theme, solver_moves_of(theme), accepted=1 + len(accept),
                    solution=solution, seats=seats)
