"""Checking a shipped puzzle again, as the build checked it: the full check.

:func:`verify` replays the puzzle's record (the position must be reachable), plays the
whole solution (every move legal, the solver to move at the start), and asks again
whether the first move is an *only move*: a move that wins the game at once is one
when no other move wins at once;
else a search at least four times larger than the one that found it (``factor`` times
``budget.find`` simulations, seeded from the puzzle's position, not the build's seed; a
game judged on points: its deeper ranking) must pick it with the clear margin. Where
the game's exact solver can solve the position (the small Dice of Doom board) - a
search to the end of the game, deeper than any - it is the judge instead: the move must
be the one move of the best exact value.

The build runs the same check on every puzzle it mines and keeps only those that pass,
so the shipped files pass it; the tests run it on a sample.
``python -m ringworld_nb.puzzles check --game G`` runs it over every puzzle of a game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..core.schedule import derive_seed
from .budget import Budget
from .hooks import hooks_for
from .model import Puzzle
from .search import rank, wins_at_once
from .starts import starts_for

__all__ = ["Check", "verify", "recheck", "verify_all"]


@dataclass(frozen=True)
class Check:
    """The result of :func:`verify`: ``ok``, and ``problem`` in words when not."""

    puzzle: str
    ok: bool
    problem: str = ""


def verify(puzzle: Puzzle, *, factor: int = 4, budget: Budget | None = None,
           seed: int = 7) -> Check:
    """Check ``puzzle`` (see the module's docstring)."""
    budget = budget or hooks_for(puzzle.game).budget
    starts_for(puzzle.game).prepare()
    try:
        game = puzzle.start()
    except ValueError as err:
        return Check(puzzle.id, False, f"the record does not replay: {err}")
    if game.to_move != puzzle.mover:
        return Check(puzzle.id, False, f"{game.to_move!r} is to move, not the solver "
                                       f"{puzzle.mover!r}")
    trial = game.clone()
    for number, text in enumerate(puzzle.solution, start=1):
        try:
            trial.play(text)
        except ValueError as err:
            return Check(puzzle.id, False, f"solution move {number} ({text!r}): {err}")
    problem = recheck(game, puzzle.solution[0], budget, factor=factor,
                      seed=derive_seed(seed, json.dumps([puzzle.options, list(puzzle.moves)],
                                                        sort_keys=True)))
    return Check(puzzle.id, problem is None, problem or "")


def recheck(game: Any, first_text: str, budget: Budget, *, factor: int = 4,
            seed: int = 7) -> str | None:
    """Why the move ``first_text`` is not an only move of ``game`` by the check of the
    module's docstring, or None when it is."""
    first = game.parse(first_text)
    winning = wins_at_once(game)
    if first in winning:
        if len(winning) > 1:
            return ("other moves win at once too: "
                    + ", ".join(game.notation(m) for m in winning if m != first))
        return None
    hooks = hooks_for(game.game_name)
    exact = hooks.exact_values(game)
    if exact is not None:
        top = max(exact.values())
        best = [m for m, v in exact.items() if v == top]
        if best != [first]:
            return ("the exact solver finds other moves as good: "
                    + ", ".join(game.notation(m) for m in best if m != first))
        return None
    if hooks.scored:
        deep = hooks.rank_scored(game, 3)
    else:
        deep = rank(game, factor * budget.find, seed=seed)
    if deep.best.move != first:
        return f"the deeper search prefers {game.notation(deep.best.move)!r}"
    if deep.gap < budget.gap:
        return f"the deeper search's margin is {deep.gap:.2f}, less than {budget.gap}"
    return None


def verify_all(puzzles: tuple[Puzzle, ...], **options: Any) -> list[Check]:
    """:func:`verify` of every puzzle, in order."""
    return [verify(p, **options) for p in puzzles]
