"""The themes of a puzzle: what its solution does, read from the engine's own events.

A puzzle's solution is played on a copy of its start with ``game.play``; each game's
puzzle hooks read its own tags from the events its moves return
(:meth:`~.hooks.PuzzleHooks.move_themes`; the tags are listed in its ``themes``), one
word each as lichess writes its themes. Every game also gets ``defence`` (every other
first move was proven to lose at once: the solution stops a threat) and the length:
``one-move``, ``two-moves``, ``three-moves`` (moves of the solver), and the tag of the
board it is on where the game has several (:attr:`~.hooks.PuzzleHooks.board_tags`:
The Ring World's ``L4``, Dice of Doom's ``4x4``), listed last.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.games import kind_of
from .hooks import COMMON_THEMES, LENGTH_TAGS, hooks_for

__all__ = ["themes_of", "all_themes", "LENGTH_TAGS", "COMMON_THEMES"]


def all_themes(game: str) -> tuple[str, ...]:
    """Every tag the puzzles of the game called ``game`` may carry, in listing order."""
    hooks = hooks_for(game)
    return tuple(hooks.themes) + COMMON_THEMES + tuple(hooks.board_tags)


def themes_of(game: Any, solution: Sequence[str], mover: Any, *,
              defence: bool = False) -> tuple[str, ...]:
    """The theme tags of the puzzle whose start is ``game`` (not changed), whose
    ``solution`` is the moves in notation, and whose solver is ``mover``, in the order of
    :func:`all_themes`; ``defence`` when the first move is the only one that does not
    lose at once."""
    kind = kind_of(game)
    hooks = hooks_for(kind)
    found = set(hooks.move_themes(game.clone(), tuple(solution), mover)) | hooks.tags(game)
    trial = game.clone()
    solver_moves = 0
    for text in solution:
        solver_moves += trial.to_move == mover
        trial.play(text)
    if defence:
        found.add("defence")
    found.add(LENGTH_TAGS.get(solver_moves, "three-moves"))
    return tuple(tag for tag in all_themes(kind) if tag in found)
