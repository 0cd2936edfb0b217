"""The trainers an app can open, found by name: the one road from an app up to a trainer.

Trainers (levels, puzzles, learning from mistakes: :mod:`ringworld_nb.trainers`) stand
on the apps, and an app does not import them. Where an app opens one itself - **Learn
from mistakes** after an analysis - it asks for it by name here, and the trainer is
found through its entry point in the group :data:`ENTRY_POINT_GROUP`, as the games are
(:mod:`ringworld_nb.core.registry`).
"""

from __future__ import annotations

from importlib.metadata import entry_points
from typing import Any

from ..core.errors import ArgumentError

__all__ = ["ENTRY_POINT_GROUP", "open_trainer"]

#: The entry point group of the trainers an app may open.
ENTRY_POINT_GROUP = "ringworld_nb.trainers"


def open_trainer(name: str, app: Any, **options: Any) -> Any:
    """The trainer called ``name`` opened for ``app`` (its entry point's function,
    ``open(app, **options)``, gives the widget to show)."""
    for point in entry_points(group=ENTRY_POINT_GROUP):
        if point.name == name:
            return point.load()(app, **options)
    raise ArgumentError(f"no trainer called {name!r} is installed")
