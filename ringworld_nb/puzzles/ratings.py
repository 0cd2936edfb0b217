"""A player's puzzle rating and each puzzle's, kept in the learner's progress file.

Both are Glicko-2 ratings (:mod:`.rating`). A player starts at 1500 with the deviation
of a newcomer (350) in each game; a puzzle starts at the rating its build gave it
(:func:`~.mine.initial_rating`) with a deviation of :data:`PUZZLE_DEVIATION` - the
build's estimate is worth something, but players will say better. After each attempt
both are updated as one game between them (:func:`~.rating.update_pair`) and kept in
the same small JSON file as the rule levels (:class:`ringworld_nb.learn.progress.
Progress`, its ``puzzles`` section), with the attempts (solved, failed).

>>> import tempfile, os
>>> from ringworld_nb.learn.progress import Progress
>>> from ringworld_nb.puzzles import puzzles
>>> with tempfile.TemporaryDirectory() as folder:
...     progress = Progress(os.path.join(folder, "learn_progress.json"))
...     puzzle = puzzles("dice")[0]
...     player, rated = attempt(progress, puzzle, solved=True)
...     print(player.rating > 1500, progress.puzzle_attempts(f"dice/{puzzle.id}"))
True (1, 0)
"""

from __future__ import annotations

from typing import Any

from .model import Puzzle
from .rating import Glicko2, update_pair
from .starts import check_game

__all__ = ["player_rating", "puzzle_rating", "attempt", "PUZZLE_DEVIATION"]

#: The deviation of a puzzle no one has tried yet.
PUZZLE_DEVIATION = 200.0


def player_rating(progress: Any, game: str) -> Glicko2:
    """The player's puzzle rating in ``game`` (1500 +- 350 before the first attempt)."""
    kept = progress.puzzle_player(check_game(game))
    return Glicko2(*kept) if kept else Glicko2()


def puzzle_rating(progress: Any, puzzle: Puzzle) -> Glicko2:
    """``puzzle``'s rating: after the attempts kept in ``progress``, else its first."""
    kept = progress.puzzle_rating(f"{puzzle.game}/{puzzle.id}")
    return Glicko2(*kept) if kept else Glicko2(float(puzzle.rating), PUZZLE_DEVIATION)


def attempt(progress: Any, puzzle: Puzzle, *, solved: bool) -> tuple[Glicko2, Glicko2]:
    """Keep one attempt at ``puzzle`` in ``progress`` (saved at once) and return the
    player's and the puzzle's new ratings."""
    if not isinstance(solved, bool):
        raise TypeError(f"solved must be True or False, got {solved!r}")
    player, rated = update_pair(player_rating(progress, puzzle.game),
                                puzzle_rating(progress, puzzle), solved)
    progress.record_puzzle(f"{puzzle.game}/{puzzle.id}", solved,
                           (player.rating, player.deviation, player.volatility),
                           (rated.rating, rated.deviation, rated.volatility))
    return player, rated
