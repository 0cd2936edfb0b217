"""Learn by doing: every rule of a game a level played on a live board.

>>> from ringworld_nb.learn import levels
>>> first = levels("ringworld")[0]
>>> first.section, first.name
('1.1', 'A shared position')
>>> first.judge(list(first.solution)).reached
True

Modules, one job each:

* :mod:`.level` - :class:`Level` (a level as data), :class:`Verdict`, the stars;
* :mod:`.run` - :class:`Run`, a try played move by move (what a UI drives), :class:`Step`;
* :mod:`.catalogue` - :func:`levels` by game (each game's spec says where its levels
  are: the package's own games keep them in ``<game>/levels.py``), the sections of the
  rule book, each game's rule words (:class:`~ringworld_nb.core.words.RuleWords`);
* :mod:`.progress` - the stars a learner earned, kept in a small JSON file.

No widgets and no drawing here: the level trainer of :mod:`ringworld_nb.trainers` shows
them.
"""

from typing import Any

# The module level first: importing it later would set the package's ``level`` to the
# module, over the function ``level`` of the catalogue.
from . import level as _level_module  # noqa: F401
from .catalogue import (
    exempt,
    games_with_levels,
    level,
    levels,
    rule_words,
    sections,
    sections_taught,
)
from .level import Fact, Level, Mistake, Played, Verdict, stars
from .progress import Progress
from .run import Run, Step

__all__ = ["levels", "level", "Level", "Run", "Step", "Verdict", "Mistake", "Played",
           "Fact", "stars", "Progress", "sections", "exempt", "sections_taught",
           "rule_words", "games_with_levels"]


def __getattr__(name: str) -> Any:
    # SECTIONS and EXEMPT, as they were named when they were constants
    if name in ("SECTIONS", "EXEMPT"):
        from . import catalogue

        return getattr(catalogue, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
