"""Learn by doing: every rule of the three games a level played on a live board.

>>> from ringworld_nb.learn import levels
>>> first = levels("ringworld")[0]
>>> first.section, first.name
('1.1', 'A shared position')
>>> first.judge(list(first.solution)).reached
True

Modules, one job each:

* :mod:`.level` - :class:`Level` (a level as data), :class:`Verdict`, the stars;
* :mod:`.run` - :class:`Run`, a try played move by move (what a UI drives), :class:`Step`;
* :mod:`.terms` - what the levels need of each engine: notation, words, marks;
* :mod:`.ringworld_levels`, :mod:`.dice_levels`, :mod:`.renaissance_levels` - the levels;
* :mod:`.catalogue` - :func:`levels` by game, the sections of the rule book;
* :mod:`.progress` - the stars a learner earned, kept in a small JSON file.

No widgets and no drawing here: the level player of :mod:`ringworld_nb.ui` shows them.
"""

from .catalogue import EXEMPT, SECTIONS, level, levels, sections_taught
from .level import Fact, Level, Mistake, Played, Verdict, stars
from .progress import Progress
from .run import Run, Step

__all__ = ["levels", "level", "Level", "Run", "Step", "Verdict", "Mistake", "Played",
           "Fact", "stars", "Progress", "SECTIONS", "EXEMPT", "sections_taught"]
