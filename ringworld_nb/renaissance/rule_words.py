"""Renaissance's rule words: what the levels, the review and the trainers say about its moves,
players and places (:class:`~ringworld_nb.core.words.RuleWords`; the spec's ``words``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.validate import describe
from ..core.words import Played, RuleWords

__all__ = ["RenaissanceRuleWords", "RULE_WORDS"]


_PHASE_SECTIONS = {"setup": "3.2", "phase1": "3.3", "deal": "3.5", "phase2_prep": "3.4",
                   "phase2": "3.4", "over": "3.5"}


class RenaissanceRuleWords(RuleWords):
    """Renaissance: cells 0..48, the section of the phase being played."""

    #: The sections of the rule book (docs/rules.md §3) and their titles.
    sections = {
        "3.1": "Board and pieces",
        "3.2": "Setup",
        "3.3": "Phase 1: taking polyominoes",
        "3.4": "Phase 2: putting them back",
        "3.5": "Result",
        "3.6": "Notation",
    }

    def parse(self, game: Any, move: Any) -> Any:
        from .moves import as_move

        return game.parse(move) if isinstance(move, str) else as_move(move)

    def player_name(self, player: Any) -> str:
        from .words import PLAYER_NAMES

        return PLAYER_NAMES.get(player, describe(player))

    def section(self, game: Any, move: Any, reason: str) -> str:
        return _PHASE_SECTIONS.get(game.phase, "3.3")

    def mark(self, game: Any, text: str | None) -> Any:
        if text is None:
            return None
        from .cells import parse_cell

        return parse_cell(text)

    @staticmethod
    def _cell(move: Any) -> Any:
        if move.cell is not None:
            return move.cell
        return move.cells[0] if move.cells else None

    def refused_where(self, game: Any, move: Any, focus: Any) -> Any:
        cell = self._cell(move)
        return cell if cell is not None else focus

    def where(self, before: Any, played: Sequence[Played], learner: Any, focus: Any) -> Any:
        if focus is not None:
            return focus
        return self._cell(played[0].move)

    def words(self, game: Any, played: Played) -> str:
        from .words import describe_events

        return describe_events(played.events) or "nothing happened."

    def standing(self, game: Any, player: Any) -> str:
        """``"12 points"``."""
        points = game.score(player)
        return f"{points} point{'s' if abs(points) != 1 else ''}"



#: Renaissance's rule words (they keep no state: one serves every level).
RULE_WORDS = RenaissanceRuleWords()
