"""ringworld_nb: The Ring World, Dice of Doom and Renaissance in Jupyter.

>>> from ringworld_nb import RingWorld
>>> RingWorld(3).counts()
{3: (0, 0), 2: (0, 0), 1: (0, 0)}

The engines import neither matplotlib nor ipywidgets; the apps (``RingWorldApp``,
``DiceOfDoomApp``, ``RenaissanceApp``), the level player (``LevelPlayer``: every rule
a level, :mod:`ringworld_nb.ui.levels`) and the puzzle player (``PuzzlePlayer``,
:mod:`ringworld_nb.ui.puzzles`) are loaded on first use.
"""

from .core import IllegalMoveError, NotationError, Record, RecordError
from .ringworld import RingBoard, RingWorld

__all__ = ["RingBoard", "RingWorld", "RingWorldApp", "DiceOfDoomApp", "RenaissanceApp",
           "LevelPlayer", "PuzzlePlayer", "Record", "IllegalMoveError", "NotationError",
           "RecordError"]
__version__ = "0.1.0"


def __getattr__(name: str):
    if name == "RingWorldApp":
        from .ringworld.widget import RingWorldApp

        return RingWorldApp
    if name == "DiceOfDoomApp":
        from .dice.widget import DiceOfDoomApp

        return DiceOfDoomApp
    if name == "RenaissanceApp":
        from .renaissance.widget import RenaissanceApp

        return RenaissanceApp
    if name == "LevelPlayer":
        from .ui.levels import LevelPlayer

        return LevelPlayer
    if name == "PuzzlePlayer":
        from .ui.puzzles import PuzzlePlayer

        return PuzzlePlayer
    raise AttributeError(f"module 'ringworld_nb' has no attribute {name!r}")
