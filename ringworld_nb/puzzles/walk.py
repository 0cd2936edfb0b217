"""Where a puzzle stands after the moves played so far, and what is still to play.

On the solution's own line the file says everything: the moves to find, the replies,
and at each move to find the other moves that meet the goal as well (the puzzle's
``accepts``). A solver who plays one of those others at a move that is not the last
leaves the file's line; the puzzle then goes on as the build would have cooked it from
there (:func:`~.mine.cook`, the very rule, its searches seeded from the positions): the
opponent's best replies, then the moves that meet the goal, for as many moves to find as
the solution had left. Where nothing stands out to find after such a move, the move
itself solved the puzzle.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..core.errors import ArgumentError
from .hooks import hooks_for
from .mine import cook
from .model import Puzzle
from .verify import budget_of

__all__ = ["Here", "where", "going_on", "same_move"]


@dataclass(frozen=True)
class Here:
    """The puzzle after some of its moves: the ``game`` (the solver to move), how many
    moves the solver has made (``index``), the moves still to play (``rest``: the
    solver's first, replies included) and, for each solver move among them, the other
    moves accepted there (``others``)."""

    game: Any
    index: int
    rest: tuple[str, ...]
    others: tuple[tuple[str, ...], ...]


def same_move(game: Any, text: str, other: Any) -> bool:
    """Whether ``text`` and ``other`` (a move or its notation) are the same move at
    ``game`` (however each is written)."""
    try:
        first = game.parse(text)
        second = game.parse(other) if isinstance(other, str) else other
    except ValueError:
        return False
    return bool(first == second)


def going_on(puzzle: Puzzle, after: Any, left: int) -> tuple[tuple[str, ...],
                                                             tuple[tuple[str, ...], ...]]:
    """The moves after a solver's move that left the file's line (``after``: the game
    after it, not changed), with ``left`` moves to find still: the opponent's best
    replies, then the solution cooked from there, and the other moves accepted at each
    move to find. Empty when nothing is left to find (the move solved the puzzle)."""
    if left <= 0:
        return (), ()
    budget = budget_of(puzzle)
    hooks = hooks_for(puzzle.game)
    trial = after.clone()
    replies: list[str] = []
    while not trial.is_over and trial.to_move != puzzle.mover:
        reply = hooks.best_reply(trial, budget)
        replies.append(trial.notation(reply))
        trial.play(reply)
    if trial.is_over:
        return (), ()
    cooked = cook(trial, replace(budget, max_solver_moves=left), continued=True)
    if not cooked.answers:
        return (), ()
    return (*replies, *cooked.line), cooked.accepts


def where(puzzle: Puzzle, moves_so_far: Sequence[str]) -> Here:
    """Where ``puzzle`` stands after ``moves_so_far`` (notation): its solution's moves,
    or moves accepted in their place and the line that follows them (see the module
    docstring). ArgumentError when a move is none of these, when every move is played,
    or when it is the opponent's turn."""
    if isinstance(moves_so_far, str) or not isinstance(moves_so_far, Sequence):
        raise TypeError(f"moves_so_far must be a list of moves in notation, got "
                        f"{type(moves_so_far).__name__}")
    game = puzzle.start()
    total = puzzle.solver_moves
    rest = tuple(puzzle.solution)
    others = tuple(puzzle.others_at(i) for i in range(total))
    index = 0
    for number, played in enumerate(moves_so_far, start=1):
        if not rest:
            raise ArgumentError(f"puzzle {puzzle.id} has no move left to play; "
                                f"{len(moves_so_far)} were already played")
        expected = rest[0]
        mine = game.to_move == puzzle.mover
        if same_move(game, expected, played):
            game.play(expected)
            rest = rest[1:]
            if mine:
                index, others = index + 1, others[1:]
            continue
        if not mine or not others or not any(same_move(game, text, played)
                                             for text in others[0]):
            raise ArgumentError(f"move {number} played so far, {played!r}, is not the "
                                f"solution's {expected!r}")
        game.play(played)
        index += 1
        rest, others = going_on(puzzle, game, total - index)
    if not rest:
        raise ArgumentError(f"puzzle {puzzle.id} has no move left to play; "
                            f"{len(moves_so_far)} were already played")
    if game.to_move != puzzle.mover:
        raise ArgumentError(f"it is the opponent's move in puzzle {puzzle.id}: play the "
                            f"reply {rest[0]!r} first")
    return Here(game, index, rest, others)
