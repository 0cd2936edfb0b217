"""Right or wrong at once: judging a move tried in a puzzle.

:func:`check` takes the puzzle, the moves of the solution already played (the
player's and the replies), and the move the player tries, and says:

* ``"wrong"`` - not the move to find (the puzzle is failed; the app may let them retry);
* ``"right"`` - the move to find, and the puzzle goes on: ``reply`` holds the
  opponent's answer(s) to play next, then it is the player's move again;
* ``"solved"`` - the last move to find: the puzzle is done.

**Which moves count.** The solution's move, however it is written (the game parses the
text: ``"b1-a1"`` and a Move are the same), and at every move to find each move that
meets the goal as well (the puzzle's ``accepts``, at the last move its ``accept``: found
and checked by the build, :mod:`.only`). After such a move at an earlier move to find,
the puzzle goes on from it as the build would have cooked it (:mod:`.walk`): the
opponent's best reply, then the moves to find there - or, when nothing stands out to
find, the move solved it. On the last move to find, also any move that wins the game at
once - taking the top ring, conquering the last hex - since nothing can be better: that
is verified by playing it on a copy.

A wrong move's refutation - the opponent's best reply, shown and said - is
:func:`~.explain.refutation`'s.

An illegal move is the game's IllegalMoveError (or NotationError), as when playing:
the app refuses it before asking. ``moves_so_far`` that are not the beginning of the
solution (or of a line of accepted moves), or a call when it is the opponent's turn,
are ArgumentErrors.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .model import Puzzle
from .walk import going_on, same_move, where

__all__ = ["Verdict", "check", "position", "rest_of", "RIGHT", "WRONG", "SOLVED"]

RIGHT, WRONG, SOLVED = "right", "wrong", "solved"


@dataclass(frozen=True)
class Verdict:
    """What :func:`check` says (see the module's docstring).

    ``status`` is ``"right"``, ``"wrong"`` or ``"solved"``; ``reply`` the opponent's
    moves to play next (notation; empty unless right); ``expected`` the solution's move
    (for "Show me"); ``played`` the move tried, in notation; ``message`` a sentence.
    """

    status: str
    reply: tuple[str, ...]
    expected: str
    played: str
    message: str

    @property
    def right(self) -> bool:
        """True for "right" and "solved"."""
        return self.status != WRONG

    @property
    def solved(self) -> bool:
        return self.status == SOLVED


def position(puzzle: Puzzle, moves_so_far: Sequence[str]) -> Any:
    """The game at ``puzzle`` after ``moves_so_far`` of its solution (or of moves
    accepted in its place, and the line after them), the solver to move (ArgumentError
    else)."""
    return where(puzzle, moves_so_far).game


def rest_of(puzzle: Puzzle, moves_so_far: Sequence[str]) -> tuple[str, ...]:
    """The moves still to play after ``moves_so_far``: the solution's, or the line after
    a move accepted in its place (what Show me plays)."""
    return where(puzzle, moves_so_far).rest


def check(puzzle: Puzzle, moves_so_far: Sequence[str], move: Any) -> Verdict:
    """Judge ``move`` (a move or its notation) tried after ``moves_so_far`` in
    ``puzzle`` (see the module's docstring)."""
    if not isinstance(puzzle, Puzzle):
        raise TypeError(f"puzzle must be a Puzzle, got {type(puzzle).__name__}")
    here = where(puzzle, moves_so_far)
    game = here.game
    expected = here.rest[0]
    tried = game.parse(move) if isinstance(move, str) else move
    game.check(tried)  # the game's own error for an illegal move
    played = game.notation(tried)
    replies, last = _replies(game, here.rest, puzzle.mover)
    if tried == game.parse(expected):
        if last:
            return Verdict(SOLVED, (), expected, played, "Solved!")
        return Verdict(RIGHT, replies, expected, played,
                       "Right - now the reply, and your move again.")
    others = here.others[0] if here.others else ()
    if any(same_move(game, text, tried) for text in others):
        after = game.clone()
        after.play(tried)
        line, _ = going_on(puzzle, after, puzzle.solver_moves - here.index - 1)
        if not line:
            return Verdict(SOLVED, (), expected, played,
                           f"Solved! ({played} meets the goal as well as {expected})")
        replies, _ = _replies(game, (played, *line), puzzle.mover)
        return Verdict(RIGHT, replies, expected, played,
                       f"Right - {played} meets the goal as well as {expected}. Now the "
                       "reply, and your move again.")
    if last and _wins_at_once(game, tried, puzzle.mover):
        return Verdict(SOLVED, (), expected, played,
                       "Solved! (another move that wins at once)")
    return Verdict(WRONG, (), expected, played, f"Not {played}: the move to find was "
                                                f"{expected}.")


def _replies(game: Any, rest: Sequence[str], mover: Any) -> tuple[tuple[str, ...], bool]:
    """The opponent's moves after the first of ``rest`` until the solver moves again,
    and whether the solver has no move left in ``rest``."""
    trial = game.clone()
    trial.play(rest[0])
    replies: list[str] = []
    for text in rest[1:]:
        if trial.to_move == mover:
            break
        replies.append(text)
        trial.play(text)
    return tuple(replies), len(replies) == len(rest) - 1


def _wins_at_once(game: Any, move: Any, mover: Any) -> bool:
    trial = game.clone()
    trial.play(move)
    return trial.is_over and trial.outcome.winner == mover
