"""Connect Four's rule words: how its players, moves and places are named in the levels
and the review (:class:`ringworld_nb.core.words.RuleWords`)."""

from __future__ import annotations

from typing import Any

from ringworld_nb.core.words import Played, RuleWords

from .game import NAMES

__all__ = ["RULE_WORDS"]


class ConnectFourWords(RuleWords):
    sections = {"1": "Drop discs; four in a row wins"}

    def player_name(self, player: Any) -> str:
        return NAMES.get(player, str(player))

    def section(self, game: Any, move: Any, reason: str) -> str:
        return "1"

    def mark(self, game: Any, text: str | None) -> Any:
        return None if text is None else game.parse(text)

    def refused_where(self, game: Any, move: Any, focus: Any) -> Any:
        return move

    def words(self, game: Any, played: Played) -> str:
        return " ".join(e.describe() for e in played.events)


RULE_WORDS = ConnectFourWords()
