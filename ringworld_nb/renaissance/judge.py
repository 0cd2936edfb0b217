"""The judge of an analysis of Renaissance: the game's own tree search
(:class:`~ringworld_nb.analysis.mcts_judge.TreeJudge`) at the budgets below; at medium,
a set of some 130 moves is analysed in about 16 s.
"""

from __future__ import annotations

from typing import Any

from ..analysis.mcts_judge import TreeJudge
from ..analysis.settings import Settings

__all__ = ["judge", "SIMULATIONS"]

#: Simulations per position, by strength.
SIMULATIONS = {"easy": 300, "medium": 1200, "strong": 4000}


def judge(start: Any, settings: Settings) -> TreeJudge:
    """The judge of the game whose start is ``start`` (the spec's ``judge``)."""
    return TreeJudge(settings.simulations_or(SIMULATIONS))
