"""Rule (b): is there one answer here? The only-move rule, written once for the miner
(:mod:`.mine`) and the check (:mod:`.verify`), which therefore always agree.

At a position of the solver, :func:`only_move` asks the game's judging search
(:meth:`~.hooks.PuzzleHooks.rank`) and answers with the **accepted** moves - every move
that meets the puzzle's goal as well as the best one - or None when the position holds
no puzzle:

1. **A win at once** needs no search: the moves that win on the spot are the accepted
   ones (lichess accepts any mate in one). A puzzle's *first* move that wins at once must
   be the only move that does, else it is no puzzle.
2. **A defence** needs no search either - unless the game's exact solver judges the
   position (it sees further): when some moves let the opponent win at once and at
   most ``budget.max_accepted`` do not (every move tried, every reply tried), those
   are the accepted moves - the goal is exact: a move after which the opponent cannot
   win at once.
3. Otherwise the search at the mining scale judges the moves. In an *exact* ranking
   (the exact solver; Renaissance's points after the best reply) the moves of the best
   value are all accepted; a tree search's estimates are never equal, and only its best
   move is. The position is dropped when another move comes within ``budget.gap`` of
   the accepted ones (two moves that meet the goal differently well enough to confuse),
   when more than ``budget.max_accepted`` moves are accepted, or - at the first move -
   when it leaves fewer than ``budget.min_legal`` legal moves or fewer than
   ``budget.min_wrong`` wrong ones.
4. **The re-check** at ``budget.check_factor`` (25) times the mining search - unless the
   ranking is final (the exact solver: no deeper search exists) - must put one of the
   accepted moves first, every other move at least ``budget.gap`` behind it.
5. A game judged on chances wants the solver at least even (value 0.5; the exact solver:
   a proven win); one judged on points wants the solution to gain ``budget.winning``
   points.

Every search is seeded from the position (:func:`~.hooks.position_seed`), so the answer
is the same in a build, in ``python -m ringworld_nb.puzzles check`` and on any machine.

Every position the rule is asked about pays for step 2 (every move, then every reply:
a few seconds on The Ring World's L4 board); the miner asks only at candidates.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.games import kind_of
from .budget import Budget
from .hooks import PuzzleHooks, hooks_for
from .search import wins_at_once

__all__ = ["Answer", "only_move", "answer", "parries", "lost_at_once", "judging"]


@dataclass(frozen=True)
class Answer:
    """What :func:`only_move` found: the solution's ``move`` (the best), every move
    ``accepted`` (the move first), and what the searches said (``info``: the margin
    ``gap``, the ``value``, the ``legal`` moves, ``wins_at_once``, ``defence``,
    ``exact``)."""

    move: Any
    accepted: tuple[Any, ...]
    info: dict[str, Any] = field(default_factory=dict)

    @property
    def wins_at_once(self) -> bool:
        return bool(self.info.get("wins_at_once"))


def judging(game: Any) -> PuzzleHooks:
    """The puzzle hooks of ``game``'s kind."""
    return hooks_for(kind_of(game))


def only_move(game: Any, budget: Budget, *, first: bool = False) -> Answer | None:
    """The accepted moves at ``game`` for the player to move by the module's rule, or
    None; ``first``: the puzzle's first position (the limits on the legal moves apply)."""
    found = answer(game, budget, first=first)
    return found if isinstance(found, Answer) else None


def answer(game: Any, budget: Budget, *, first: bool = False) -> Answer | str:
    """:func:`only_move`, or why there is no one answer (a sentence)."""
    hooks = judging(game)
    legal = len(game.legal_moves())
    winners = wins_at_once(game)
    if winners:
        if first and len(winners) > 1:
            return ("other moves win at once too: "
                    + ", ".join(game.notation(m) for m in winners[1:]))
        if first and (legal < budget.min_legal or legal - 1 < budget.min_wrong):
            return f"only {legal} legal moves (at least {budget.min_legal} wanted)"
        return Answer(winners[0], tuple(winners),
                      {"wins_at_once": True, "gap": 1.0, "value": 1.0, "legal": legal,
                       "winners": len(winners), "exact": True})
    found = hooks.rank(game, 1, budget)
    saving = None if found.final else parries(game)
    if saving is not None and len(saving) <= budget.max_accepted:
        if first and (legal < budget.min_legal or legal - len(saving) < budget.min_wrong):
            return (f"only {legal - len(saving)} of {legal} legal moves let the opponent "
                    f"win at once (at least {budget.min_wrong} wanted)")
        return Answer(saving[0], tuple(saving),
                      {"wins_at_once": False, "defence": True, "gap": 1.0, "value": None,
                       "legal": legal, "exact": True})
    if first and found.legal < budget.min_legal:
        return f"only {found.legal} legal moves (at least {budget.min_legal} wanted)"
    accepted = tuple(j.move for j in found.top())
    names = ", ".join(game.notation(m) for m in accepted)
    if len(accepted) > budget.max_accepted:
        return f"{len(accepted)} moves meet the goal equally well: {names}"
    if first and found.legal - len(accepted) < budget.min_wrong:
        return (f"only {found.legal - len(accepted)} of {found.legal} legal moves miss the "
                f"goal (at least {budget.min_wrong} wanted)")
    margin = found.margin(accepted)
    if margin < budget.gap:
        return (f"the search's margin of {names} is {margin:.2f}, less than {budget.gap} "
                "(another move comes close)")
    if not hooks.scored and found.best.value < (1.0 if found.final else 0.5):
        return f"the best move's value is {found.best.value:.2f}: the solver is not winning"
    deep = found if found.final else hooks.rank(game, budget.check_factor, budget)
    if deep.best.move not in accepted:
        return (f"the search {budget.check_factor} times larger prefers "
                f"{game.notation(deep.best.move)} to {names}")
    deep_margin = deep.margin(accepted)
    if deep_margin < budget.gap:
        return (f"the search {budget.check_factor} times larger finds a margin of "
                f"{deep_margin:.2f} for {names}, less than {budget.gap}")
    if hooks.scored:
        gain = deep.best.value - hooks.lead(game, game.to_move)
        if gain < budget.winning:
            return f"the solution gains {gain:g} points, less than {budget.winning:g}"
    info: dict[str, Any] = {"wins_at_once": False, "gap": round(min(margin, deep_margin), 3),
                            "value": round(found.best.value, 3),
                            "deep": round(deep.best.value, 3), "legal": found.legal,
                            "exact": found.exact, "final": found.final}
    return Answer(found.best.move, accepted, info)


def parries(game: Any) -> list[Any] | None:
    """The moves of ``game`` after which the opponent cannot win at once, when some
    other move lets them (a threat to parry); None when no move does, or every move does
    (tried on a copy: every move, then every reply)."""
    trial = game.clone()
    mover = trial.to_move
    safe, lost = [], 0
    for move in trial.legal_moves():
        trial.push(move)
        losing = _lost_now(trial, mover) or (
            not trial.is_over and trial.to_move != mover and _can_win_at_once(trial))
        trial.undo()
        if losing:
            lost += 1
        else:
            safe.append(move)
    return safe if lost and safe else None


def _lost_now(game: Any, mover: Any) -> bool:
    """True when ``game`` is over and another player than ``mover`` won (a move can lose
    at once: The Ring World's automaton may give the other colour the top ring)."""
    return game.is_over and game.outcome.winner is not None and game.outcome.winner != mover


def lost_at_once(game: Any, mover: Any) -> bool:
    """True when ``mover`` has lost at ``game`` (played on): the game over with another
    winner, or the other side to move with a move that wins at once."""
    if game.is_over:
        return _lost_now(game, mover)
    return game.to_move != mover and _can_win_at_once(game)


def _can_win_at_once(game: Any) -> bool:
    mover = game.to_move
    for move in game.legal_moves():
        game.push(move)
        won = game.is_over and game.outcome.winner == mover
        game.undo()
        if won:
            return True
    return False
