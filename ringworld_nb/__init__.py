"""ringworld_nb: The Ring World, Dice of Doom and Renaissance in Jupyter.

>>> from ringworld_nb import RingWorld
>>> RingWorld(3).counts()
{3: (0, 0), 2: (0, 0), 1: (0, 0)}
"""

from .core import IllegalMoveError, NotationError, Record, RecordError
from .ringworld import RingBoard, RingWorld

__all__ = ["RingBoard", "RingWorld", "Record", "IllegalMoveError", "NotationError",
           "RecordError"]
__version__ = "0.1.0"
