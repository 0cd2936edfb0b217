"""ringworld_nb: The Ring World, Dice of Doom and Renaissance in Jupyter.

>>> from ringworld_nb import RingWorld
>>> RingWorld(3).counts()
{3: (0, 0), 2: (0, 0), 1: (0, 0)}

Every game registers itself (:mod:`ringworld_nb.core.registry`); the names it offers -
its engine and its app (``RingWorld``, ``RingWorldApp``, ``DiceOfDoomApp``,
``RenaissanceApp``, ...) - are found here through the registry and loaded on first use,
as are the level trainer (``LevelPlayer``: every rule a level) and the puzzle trainer
(``PuzzlePlayer``) of :mod:`ringworld_nb.trainers`, and ``GamePicker``: a menu of every
installed game and its app (:mod:`ringworld_nb.ui.picker`). The engines import neither
matplotlib nor ipywidgets.
"""

from typing import Any

from .core import IllegalMoveError as IllegalMoveError
from .core import NotationError as NotationError
from .core import Record as Record
from .core import RecordError as RecordError

__version__ = "0.1.0"

#: What the package offers besides the games' own names.
_OWN = ("Record", "IllegalMoveError", "NotationError", "RecordError", "LevelPlayer",
        "PuzzlePlayer", "GamePicker", "LevelPicker", "PuzzlePicker")


def __getattr__(name: str) -> Any:
    if name == "LevelPlayer":
        from .trainers import LevelPlayer

        return LevelPlayer
    if name in ("LevelPicker", "PuzzlePicker"):
        from . import trainers

        return getattr(trainers, name)
    if name == "GamePicker":
        from .ui.picker import GamePicker

        return GamePicker
    if name == "PuzzlePlayer":
        from .trainers import PuzzlePlayer

        return PuzzlePlayer
    if name == "__all__":
        from .core.registry import registry

        return [*registry().exported_names(), *_OWN]
    if name.startswith("_"):
        raise AttributeError(f"module 'ringworld_nb' has no attribute {name!r}")
    from .core.registry import registry

    try:
        return registry().export(name)
    except AttributeError:
        raise AttributeError(f"module 'ringworld_nb' has no attribute {name!r}") from None


def __dir__() -> list[str]:
    from .core.registry import registry

    return sorted([*globals(), *registry().exported_names(), "LevelPlayer", "PuzzlePlayer"])
