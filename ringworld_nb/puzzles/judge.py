"""Right or wrong at once: judging a move tried in a puzzle.

:func:`check` takes the puzzle, the moves of the solution already played (the
player's and the replies), and the move the player tries, and says:

* ``"wrong"`` - not the move to find (the puzzle is failed; the app may let them retry);
* ``"right"`` - the move to find, and the puzzle goes on: ``reply`` holds the
  opponent's answer(s) to play next, then it is the player's move again;
* ``"solved"`` - the last move to find: the puzzle is done.

**Which moves count.** The solution's move, however it is written (the game parses the
text: ``"b1-a1"`` and a Move are the same). On the *last* move to find, also every move
that meets the goal as well (the puzzle's ``accept``: found and checked by the build,
:mod:`.only`), and any move that wins the game at once - taking the top ring, conquering
the last hex - since nothing can be better: that is verified by playing it on a copy.
Every earlier move to find is the only one that meets the goal (the build drops a
position where two moves meet it differently well enough to confuse), so nothing else
is accepted there.

A wrong move's refutation - the opponent's best reply, shown and said - is
:func:`~.explain.refutation`'s.

An illegal move is the game's IllegalMoveError (or NotationError), as when playing:
the app refuses it before asking. ``moves_so_far`` that are not the beginning of the
solution, or a call when it is the opponent's turn, are ArgumentErrors.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.errors import ArgumentError
from .model import Puzzle

__all__ = ["Verdict", "check", "position", "RIGHT", "WRONG", "SOLVED"]

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
    """The game at ``puzzle`` after ``moves_so_far`` of its solution, the solver to move
    (ArgumentError else)."""
    return _position(puzzle, moves_so_far)


def _position(puzzle: Puzzle, moves_so_far: Sequence[str]) -> Any:
    if isinstance(moves_so_far, str) or not isinstance(moves_so_far, Sequence):
        raise TypeError(f"moves_so_far must be a list of moves in notation, got "
                        f"{type(moves_so_far).__name__}")
    solution = puzzle.solution
    game = puzzle.start()
    if len(moves_so_far) >= len(solution):
        raise ArgumentError(f"puzzle {puzzle.id} has {len(solution)} moves in its "
                            f"solution; {len(moves_so_far)} were already played")
    for number, (played, expected) in enumerate(zip(moves_so_far, solution), start=1):
        try:
            same = game.parse(played) == game.parse(expected)
        except ValueError:
            same = False
        if not same:
            raise ArgumentError(f"move {number} played so far, {played!r}, is not the "
                                f"solution's {expected!r}")
        game.play(expected)
    if game.to_move != puzzle.mover:
        raise ArgumentError(f"it is the opponent's move in puzzle {puzzle.id}: play the "
                            f"reply {solution[len(moves_so_far)]!r} first")
    return game


def check(puzzle: Puzzle, moves_so_far: Sequence[str], move: Any) -> Verdict:
    """Judge ``move`` (a move or its notation) tried after ``moves_so_far`` in
    ``puzzle`` (see the module's docstring)."""
    if not isinstance(puzzle, Puzzle):
        raise TypeError(f"puzzle must be a Puzzle, got {type(puzzle).__name__}")
    game = _position(puzzle, moves_so_far)
    at = len(moves_so_far)
    expected = puzzle.solution[at]
    tried = game.parse(move) if isinstance(move, str) else move
    game.check(tried)  # the game's own error for an illegal move
    played = game.notation(tried)
    rest = puzzle.solution[at + 1:]
    trial = game.clone()
    trial.play(expected)
    replies: list[str] = []
    for text in rest:
        if trial.to_move == puzzle.mover:
            break
        replies.append(text)
        trial.play(text)
    last = len(replies) == len(rest)  # no move of the solver after this one
    if tried == game.parse(expected):
        if last:
            return Verdict(SOLVED, (), expected, played, "Solved!")
        return Verdict(RIGHT, tuple(replies), expected, played,
                       "Right - now the reply, and your move again.")
    if last and any(tried == game.parse(text) for text in puzzle.accept):
        return Verdict(SOLVED, (), expected, played,
                       f"Solved! ({played} meets the goal as well as {expected})")
    if last and _wins_at_once(game, tried, puzzle.mover):
        return Verdict(SOLVED, (), expected, played,
                       "Solved! (another move that wins at once)")
    return Verdict(WRONG, (), expected, played, f"Not {played}: the move to find was "
                                                f"{expected}.")


def _wins_at_once(game: Any, move: Any, mover: Any) -> bool:
    trial = game.clone()
    trial.play(move)
    return trial.is_over and trial.outcome.winner == mover
