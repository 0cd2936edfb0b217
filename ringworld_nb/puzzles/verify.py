"""Checking a shipped puzzle again, as the build checked it: the full check.

:func:`verify` replays the puzzle's record (the position must be reachable), plays the
whole solution (every move legal, the solver to move at the start), and walks the
solution again through the only-move rule of :mod:`.only` - the very function the miner
uses, its searches seeded from the positions, so a puzzle the build kept checks out
here on any machine:

* the first position leaves at least ``budget.min_legal`` legal moves;
* every move to find is accepted: a win at once (the first one the only one), or the
  moves of the best value by a clear margin (``budget.gap``), confirmed by a search
  ``budget.check_factor`` (25) times the mining search - where the game's exact solver
  can solve the position (Dice of Doom up to 4 x 4, certain attacks), a search to the
  end of the game, it is the judge instead;
* the moves accepted at every move to find are exactly the file's (the solution's and
  its ``accepts``, at the last one its ``accept``): no move that meets the goal as well
  is refused, none that misses it is taken.

The build keeps only puzzles that pass, so the shipped files pass it; the tests run it on
a sample. ``python -m ringworld_nb.puzzles check --game G`` runs it over every puzzle of
a game (it takes long: see the README for the times).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .budget import Budget
from .hooks import hooks_for
from .mine import cook
from .model import Puzzle
from .starts import starts_for

__all__ = ["Check", "verify", "verify_all", "budget_of"]


@dataclass(frozen=True)
class Check:
    """The result of :func:`verify`: ``ok``, and ``problem`` in words when not."""

    puzzle: str
    ok: bool
    problem: str = ""


def budget_of(puzzle: Puzzle) -> Budget:
    """The budgets the build of ``puzzle`` used: its game's, for the variant its start
    belongs to, with the mining search the puzzle's stats name (a build may have
    changed it: ``--find``). The re-check is always today's: ``check_factor`` times."""
    hooks = hooks_for(puzzle.game)
    budget = hooks.budget_for(hooks.variant_of(puzzle.start()))
    find = puzzle.stats.get("find")
    if isinstance(find, int) and not isinstance(find, bool) and find > 0:
        budget = replace(budget, find=find)
    return budget


def verify(puzzle: Puzzle, *, budget: Budget | None = None) -> Check:
    """Check ``puzzle`` (see the module's docstring)."""
    starts_for(puzzle.game).prepare()
    try:
        game = puzzle.start()
    except ValueError as err:
        return Check(puzzle.id, False, f"the record does not replay: {err}")
    budget = budget or budget_of(puzzle)
    if game.to_move != puzzle.mover:
        return Check(puzzle.id, False, f"{game.to_move!r} is to move, not the solver "
                                       f"{puzzle.mover!r}")
    trial = game.clone()
    for number, text in enumerate(puzzle.solution, start=1):
        try:
            trial.play(text)
        except ValueError as err:
            return Check(puzzle.id, False, f"solution move {number} ({text!r}): {err}")
    problem = recheck(game, puzzle, budget)
    return Check(puzzle.id, problem is None, problem or "")


def recheck(game: Any, puzzle: Puzzle, budget: Budget) -> str | None:
    """Why ``puzzle``'s solution from ``game`` is not what the only-move rule gives, or
    None when it is."""
    cooked = cook(game, budget, follow=tuple(puzzle.solution))
    if not cooked.answers:
        return cooked.problem or "no move of the solution is accepted"
    if list(cooked.line) != list(puzzle.solution):
        where = cooked.problem or (f"the line ends after move {len(cooked.line)} (several "
                                   "moves meet the goal there)")
        return f"the solution does not hold to its end: {where}"
    for index, others in enumerate(cooked.accepts[:-1]):
        if set(others) != set(puzzle.others_at(index)):
            return (f"the other moves that meet the goal at move to find {index + 1} are "
                    f"{', '.join(others) or 'none'}; the file accepts "
                    f"{', '.join(puzzle.others_at(index)) or 'none'}")
    if set(cooked.accept) != set(puzzle.accept):
        found = ", ".join(cooked.accept) or "none"
        shipped = ", ".join(puzzle.accept) or "none"
        return (f"the other moves that meet the goal at the last move are {found}; the "
                f"file accepts {shipped}")
    return None


def verify_all(puzzles: tuple[Puzzle, ...], **options: Any) -> list[Check]:
    """:func:`verify` of every puzzle, in order."""
    return [verify(p, **options) for p in puzzles]
