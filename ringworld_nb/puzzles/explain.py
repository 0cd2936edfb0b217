"""Why: the refutation of a wrong try, and why a solution wins - shown and said.

lichess answers a wrong puzzle move with "that is not the move" alone, and its users ask
for the refutation (lila issue 15890). Here a wrong try gets it:
:func:`refutation` plays the move tried, then best play - the solver's own moves while
the turn is still theirs (a Dice of Doom turn), then the opponent's best reply
(:meth:`~.hooks.PuzzleHooks.continuation`) - and the game's hooks say the line in the
game's own terms (:meth:`~.hooks.PuzzleHooks.line_words`: "a4 takes the V3, but Gold's
reply b5 takes the O4: +1 for you, then -4"). The app plays the line on the board the
way it shows a move, then puts the puzzle back for another try.

After a solve, :func:`explanation` says why the moves played win: the line from the
puzzle's start, the opponent's best answer to the last move where the game goes on, and
what each move took.

Every search here is the puzzle's judging search at the mining scale, seeded by the
position: the same try gets the same refutation every time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .hooks import hooks_for
from .judge import position
from .model import Puzzle
from .verify import budget_of

__all__ = ["Line", "refutation", "explanation"]


@dataclass(frozen=True)
class Line:
    """A line of moves to show: the position it starts from (``start``, a copy), the
    moves in notation, the ``(move, events)`` pairs an app shows them with, and the
    ``words``."""

    start: Any
    moves: tuple[str, ...]
    played: tuple[tuple[Any, tuple[Any, ...]], ...]
    words: str


def _line(start: Any, moves: Sequence[str], words: str) -> Line:
    trial = start.clone()
    played = []
    for text in moves:
        move = trial.parse(text)
        played.append((move, tuple(trial.play(move))))
    return Line(start.clone(), tuple(moves), tuple(played), words)


def refutation(puzzle: Puzzle, moves_so_far: Sequence[str], move: Any) -> Line:
    """The refutation of ``move`` (a move or its notation) tried after ``moves_so_far``
    of ``puzzle``'s solution: the move, best play after it until the opponent has
    answered, and the words (see the module docstring)."""
    game = position(puzzle, moves_so_far)
    tried = game.parse(move) if isinstance(move, str) else move
    game.check(tried)
    hooks = hooks_for(puzzle.game)
    after = game.clone()
    first = after.notation(tried)
    after.play(tried)
    line = [first, *hooks.continuation(after, puzzle.mover, budget_of(puzzle))]
    words = hooks.line_words(game.clone(), line, puzzle.mover, refuted=True,
                             theme=puzzle.theme)
    return _line(game, line, words)


def explanation(puzzle: Puzzle, played: Sequence[str] | None = None) -> Line:
    """Why the moves ``played`` (default: the solution; a solve with an accepted move
    ends otherwise) win from ``puzzle``'s start: the line, the opponent's best answer
    after it where the game goes on, and the words."""
    moves = list(puzzle.solution if played is None else played)
    hooks = hooks_for(puzzle.game)
    start = puzzle.start()
    after = start.clone()
    for text in moves:
        after.play(text)
    line = moves + hooks.continuation(after, puzzle.mover, budget_of(puzzle))
    words = hooks.line_words(start.clone(), line, puzzle.mover, refuted=False,
                             theme=puzzle.theme)
    return _line(start, line, words)
