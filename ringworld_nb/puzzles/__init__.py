"""Puzzles mined from the AI's own games, lichess-puzzler style, for every game.

::

    from ringworld_nb.puzzles import puzzles, check, next_puzzle, attempt
    puzzle = puzzles("ringworld")[0]      # or next_puzzle("ringworld", progress)
    game = puzzle.start()                 # a new game at the puzzle's position
    puzzle.goal                           # 'Red to move: take the top position (one move does).'
    verdict = check(puzzle, [], "-@6")    # right / wrong / solved, and the reply
    refutation(puzzle, [], "-@2").words   # a wrong try: the opponent's best reply, said
    attempt(progress, puzzle, solved=verdict.solved)   # Glicko-2, kept in the file

* :func:`puzzles` - the shipped puzzles of a game (:mod:`.store`, :mod:`.model`);
* :func:`check` - judge a move (:mod:`.judge`); :func:`refutation` - the opponent's
  best reply to a wrong try, and :func:`explanation` - why a solution wins, both shown
  and said in the game's terms (:mod:`.explain`);
* :func:`next_puzzle`, :func:`themes` - what to play next (:mod:`.pick`);
* :func:`attempt`, :func:`player_rating`, :func:`puzzle_rating` - the ratings, kept in
  the learner's progress file (:mod:`.ratings`, :mod:`.rating`);
* ``python -m ringworld_nb.puzzles build|check|prune`` - mine and check the files
  (:mod:`.build`, :mod:`.mine`, :mod:`.only`: one answer, :mod:`.verify`, :mod:`.prune`);
* :class:`PuzzleHooks` - what a game gives the puzzles (:mod:`.hooks`): the defaults fit
  any game, each game refines what it has.
"""

# The module of the themes is loaded first, so that the function ``themes`` below keeps
# the name (a submodule loaded later would take the package's attribute ``themes``).
from . import themes as _themes_module  # noqa: F401
from .explain import Line, explanation, refutation
from .hooks import PuzzleHooks, data_path, hooks_for
from .judge import RIGHT, SOLVED, WRONG, Verdict, check
from .model import Puzzle
from .pick import next_puzzle, themes
from .rating import Glicko2
from .ratings import attempt, player_rating, puzzle_rating
from .store import PuzzleFileError, load_file, puzzles

__all__ = ["puzzles", "Puzzle", "check", "Verdict", "RIGHT", "WRONG", "SOLVED",
           "refutation", "explanation", "Line",
           "next_puzzle", "themes", "attempt", "player_rating", "puzzle_rating",
           "Glicko2", "PuzzleHooks", "hooks_for", "PuzzleFileError", "load_file", "data_path"]
