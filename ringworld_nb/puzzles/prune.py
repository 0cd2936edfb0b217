"""A puzzle file brought under today's rules, its surviving puzzles keeping their ids.

When the rules of a puzzle change (more legal moves wanted, a deeper re-check, moves
that meet the goal as well accepted), the shipped puzzles are not mined again from
scratch: :func:`prune` walks each one's solution through the only-move rule
(:func:`~.mine.cook` with the known moves, the check of :mod:`.verify`) and

* keeps it, id and rating unchanged, when its first move is still accepted: the
  solution cut where a later move no longer is (or where several moves meet the goal:
  they are accepted there), the other accepted moves, the themes and the goal written
  anew;
* drops it otherwise, saying why.

``python -m ringworld_nb.puzzles prune --game G`` does it to a file; new puzzles are
then added with ``build --append`` (numbered on after the last id).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..core.progress import progress_bar
from .build import solver_moves
from .goals import goal_for
from .mine import cook, describe
from .model import Puzzle
from .starts import starts_for
from .verify import budget_of

__all__ = ["prune", "renew", "Pruned"]


@dataclass(frozen=True)
class Pruned:
    """What :func:`prune` did: the puzzles kept (renewed), and those dropped with why."""

    kept: tuple[Puzzle, ...]
    dropped: tuple[tuple[str, str], ...]
    seconds: float


def renew(puzzle: Puzzle) -> Puzzle | str:
    """``puzzle`` under today's rules (see the module docstring), or why it is dropped."""
    budget = budget_of(puzzle)
    game = puzzle.start()
    cooked = cook(game, budget, follow=tuple(puzzle.solution))
    if not cooked.answers:
        return cooked.problem or "its first move is not accepted"
    themes, _, stats = describe(game, cooked, budget)
    count = solver_moves(themes)
    kept_stats = {k: v for k, v in puzzle.stats.items()
                  if k in ("game", "ply", "jump", "blunder")}
    return replace(puzzle, solution=cooked.line, theme=tuple(themes),
                   goal=goal_for(puzzle.game, puzzle.mover, themes, count,
                                 accepted=1 + len(cooked.accept), solution=cooked.line),
                   stats={**kept_stats, **stats}, accept=cooked.accept,
                   accepts=cooked.accepts if any(cooked.accepts[:-1]) else ())


def prune(found: tuple[Puzzle, ...], *,
          progress: bool | str | Callable[[int, int], Any] = True) -> Pruned:
    """Every puzzle of ``found`` renewed or dropped (see :func:`renew`)."""
    started = time.perf_counter()
    kept: list[Puzzle] = []
    dropped: list[tuple[str, str]] = []
    bar = progress_bar(len(found), progress, "puzzles checked")
    try:
        for puzzle in found:
            starts_for(puzzle.game).prepare()
            outcome = renew(puzzle)
            if isinstance(outcome, str):
                dropped.append((puzzle.id, outcome))
            else:
                kept.append(outcome)
            bar.update(1)
            bar.note(f"{len(kept)} kept")
    finally:
        bar.close()
    return Pruned(tuple(kept), tuple(dropped), time.perf_counter() - started)
