"""Every installed game's levels, or puzzles, from a menu: ``learn.ipynb`` and
``puzzles.ipynb`` offer a game added from outside as they offer ours.

:func:`LevelPicker` is a :class:`~ringworld_nb.ui.picker.GamePicker` whose menu holds the
games that have levels (their spec's ``levels``), each shown in its
:func:`~.levels.LevelPlayer`; :func:`PuzzlePicker` the games that have puzzles. As in the
game picker, a trainer left for another game is kept as it was.
"""

from __future__ import annotations

from ..ui.picker import GamePicker
from .levels import LevelPlayer
from .puzzles import PuzzlePlayer

__all__ = ["LevelPicker", "PuzzlePicker"]


def LevelPicker(game: str | None = None, *, query: str | None = None) -> GamePicker:  # noqa: N802
    """A menu of the installed games that have levels, and the chosen game's levels
    (``game`` first; in Voila, ``?game=NAME``)."""
    return GamePicker(game, query=query, offered=lambda spec: spec.levels is not None,
                      make=lambda spec: LevelPlayer(spec.name))


def PuzzlePicker(game: str | None = None, *, query: str | None = None) -> GamePicker:  # noqa: N802
    """A menu of the installed games that have puzzles, and the chosen game's puzzles
    (``game`` first; in Voila, ``?game=NAME``)."""
    return GamePicker(game, query=query, offered=lambda spec: spec.puzzles is not None,
                      make=lambda spec: PuzzlePlayer(spec.name))
