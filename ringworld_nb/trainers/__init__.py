"""Trainers: levels, puzzles and learning from mistakes, each on a game's own app.

A trainer takes the app's place of the AI and of new games: the goal above the board,
its own buttons, its list in a tab, and a person's move handed to it by the app's one
move path - the one interface :class:`~ringworld_nb.ui.trainer.Trainer` (and what a
trainer may ask of the app, :class:`~ringworld_nb.ui.trainer.TrainerHost`); the three
share :class:`~.base.TrainerBase`. Trainers stand on the apps (:mod:`ringworld_nb.ui`)
and know no game: the registry gives each game's app, levels and puzzles.

* :func:`LevelPlayer` - every rule of a game a level (:mod:`.levels`);
* :func:`PuzzlePlayer` - puzzles mined from the AI's games (:mod:`.puzzles`);
* :func:`LevelPicker`, :func:`PuzzlePicker` - the same for any installed game that has
  levels or puzzles, from a menu (:mod:`.pickers`);
* the mistakes of an analysed game to play better (:mod:`.mistakes`), opened by the
  app's **Learn from mistakes**.
"""

from .base import TrainerBase
from .levels import LevelMode, LevelPlayer, LevelTrainer
from .mistakes import MistakesMode, MistakesTrainer
from .pickers import LevelPicker, PuzzlePicker
from .puzzles import PuzzleMode, PuzzlePlayer, PuzzleTrainer

__all__ = ["LevelPlayer", "PuzzlePlayer", "LevelPicker", "PuzzlePicker", "TrainerBase",
           "LevelTrainer", "PuzzleTrainer", "MistakesTrainer", "LevelMode", "PuzzleMode",
           "MistakesMode"]
