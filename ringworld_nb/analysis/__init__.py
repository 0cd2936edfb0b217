"""Review a game like lichess and KaTrain: every move judged by the win chance it gave
away, for all three games.

>>> from ringworld_nb.analysis import analyse
>>> from ringworld_nb.dice import DiceOfDoom
>>> game = DiceOfDoom(3, seed=1)
>>> for move in ("b2-b3", "pass", "b1-c2"):
...     _ = game.play(move)
>>> analysis = analyse(game)
>>> [(r.mover, r.played, r.best, r.label) for r in analysis.reviews]
[(0, 'b2-b3', 'b2-b3', 'best'), (0, 'pass', 'pass', 'best'), (1, 'b1-c2', 'b1-a1', 'blunder')]
>>> print(analysis)
#  mover  played  best   before  after   best   loss  label
1  A      b2-b3   b2-b3     0.0    0.0    0.0    0.0  best
2  A      pass    pass      0.0    0.0    0.0    0.0  best
3  B      b1-c2   b1-a1   100.0    0.0  100.0  100.0  blunder
accuracy: A 100.0%, B 0.0%

(Player B, to move third, had a won game - the exact solver says so - and lost it.)

Modules, one job each:

* :mod:`.labels` - loss in Win% points, labels by :class:`Thresholds` (lichess's by
  default), lichess's accuracy;
* :mod:`.review` - :class:`Review` (one move) and :class:`Analysis` (a game: table,
  mistakes, accuracy per player, JSON, saved in a record's annotations);
* :mod:`.record_moves` - the game to walk through, from a game or a record, checked;
  :func:`position_before` for an app that shows a move;
* :mod:`.settings` - :class:`Settings`: how hard to look, the seeds;
* :mod:`.judges` - what a judge answers; :mod:`.mcts_judge` (The Ring World,
  Renaissance: the tree search), :mod:`.dice_judge` (Dice of Doom: exact solver,
  alpha-beta, max-n) and :mod:`.exact_judge` (a game without its own: the exact search
  where it fits, the tree search beyond);
* :mod:`.worker` - :func:`analysing` (a worker in slices, with progress and Stop) and
  :func:`analyse` (at once, with a progress bar);
* :mod:`.better` - "learn from your mistakes": is another move within a margin of the
  best?
* :mod:`.explain` - why, in words: the lines after the best move and after the move
  played, told from the engine's events in the game's own terms;
* :mod:`.near` - the near reason it starts with: the other side's most costly reply
  after each move, tried exactly, and what each move does at once.

For an app
----------
* run ``worker = analysing(game)`` in slices (``worker.step(0.05)``, ``worker.progress``
  is ``(done, total)``, ``worker.stop()``; ``worker.result()`` is the analysis so far);
* the graph: ``analysis.series(player)`` (the player's win chance after each move),
  each review's band ``low``/``high`` around ``win_after``, its ``label`` for colour and
  marker; ``analysis.next_mistake(index)`` / ``previous_mistake(index)`` for the buttons;
* a point clicked: ``position_before(game, review.index)`` is the board before the move,
  ``review.best_move(that_board)`` the best move as a Move to draw beside the one
  played, with ``review.best_win``; ``review.alternatives`` the moves the search weighed
  (notation, win chance, visits);
* saving: ``analysis.annotate(record)``, and ``Analysis.from_record(record)`` when a
  record is loaded (None when it has none);
* learn from your mistakes: ``better_move(analysis, board, move)`` (or ``trying(...)``
  in slices) says whether a move is within 5 Win% points of the best.

No widgets and no drawing here: the apps show what these give.
"""

from .better import DEFAULT_MARGIN, Attempt, Trying, better_move, trying
from .explain import chances, compare, explain, reasons, verdict
from .labels import (
    BEST,
    BLUNDER,
    GOOD,
    INACCURACY,
    LABELS,
    LICHESS,
    MISTAKE,
    Thresholds,
    label_for,
    move_accuracy,
)
from .record_moves import position_before
from .review import Alternative, Analysis, Review
from .settings import Settings
from .worker import Analysing, analyse, analysing

__all__ = ["analyse", "analysing", "Analysing", "Analysis", "Review", "Alternative",
           "Settings", "Thresholds", "LICHESS", "LABELS", "BEST", "GOOD", "INACCURACY",
           "MISTAKE", "BLUNDER", "label_for", "move_accuracy", "position_before",
           "better_move", "trying", "Trying", "Attempt", "DEFAULT_MARGIN", "chances",
           "compare", "explain", "verdict", "reasons"]
