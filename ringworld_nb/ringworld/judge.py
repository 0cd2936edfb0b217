"""The judge of an analysis of The Ring World: the game's own tree search
(:class:`~ringworld_nb.analysis.mcts_judge.TreeJudge`) at the budgets below.

The medium budget is about what the apps' medium player runs in its 0.2 s on the L3
board: a 60-move L3 game is analysed in some 16 s of CPU (``benchmarks/
analysis_speed.py``, the best move searched again after it where another was played).
On the L4 board a simulation costs more (a thousand moves and more to order at a new
node, most of the time in the compiled kernel that values them): 350 a position there,
a 60-move L4 game in under 60 s.
"""

from __future__ import annotations

from typing import Any

from ..analysis.mcts_judge import TreeJudge
from ..analysis.settings import Settings

__all__ = ["judge", "SIMULATIONS", "SIMULATIONS_L4"]

#: Simulations per position on the L3 board, by strength.
SIMULATIONS = {"easy": 500, "medium": 2000, "strong": 5000}
#: Simulations per position on the L4 board (and larger), by strength.
SIMULATIONS_L4 = {"easy": 150, "medium": 350, "strong": 1500}


def judge(start: Any, settings: Settings) -> TreeJudge:
    """The judge of the game whose start is ``start`` (the spec's ``judge``)."""
    budgets = SIMULATIONS_L4 if getattr(start, "order", 3) >= 4 else SIMULATIONS
    return TreeJudge(settings.simulations_or(budgets))
