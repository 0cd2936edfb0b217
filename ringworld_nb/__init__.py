"""ringworld_nb: The Ring World, Dice of Doom and Renaissance in Jupyter.

>>> from ringworld_nb import RingWorld
>>> RingWorld(3).counts()
{3: (0, 0), 2: (0, 0), 1: (0, 0)}

The engines import neither matplotlib nor ipywidgets; the apps (``RingWorldApp``) are
loaded on first use.
"""

from .core import IllegalMoveError, NotationError, Record, RecordError
from .ringworld import RingBoard, RingWorld

__all__ = ["RingBoard", "RingWorld", "RingWorldApp", "Record", "IllegalMoveError",
           "NotationError", "RecordError"]
__version__ = "0.1.0"


def __getattr__(name: str):
    if name == "RingWorldApp":
        from .ringworld.widget import RingWorldApp

        return RingWorldApp
    raise AttributeError(f"module 'ringworld_nb' has no attribute {name!r}")
