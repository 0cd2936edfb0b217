"""Why a move was good or bad, in words: the lines after the best move and after the move
played, told from the engine's events in the game's own terms.

:func:`explain` plays both lines of a :class:`~.review.Review` (its ``best_line`` and
``played_line``) from the position before the move and says, move by move, what each
did (the game's rule words: rings born and taken, hexes and dice won, pieces and
points), and where each line leaves the mover (the rule words' ``standing``: the rings
of each level, the hexes and dice, the score). Nothing here knows a game: the words are
the game's (:class:`~ringworld_nb.core.words.RuleWords`, found through the registry).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.errors import GameError
from ..core.games import kind_of
from ..core.words import Played, RuleWords, rule_words
from .record_moves import position_before
from .review import Analysis, Review

__all__ = ["explain", "line_words", "reasons", "WORDS_PLIES"]

#: How many moves of a line are told in words (the line itself may be longer).
WORDS_PLIES = 3


def line_words(start: Any, line: Sequence[str], words: RuleWords,
               plies: int = WORDS_PLIES) -> tuple[str, Any]:
    """What the first ``plies`` moves of ``line`` (played from ``start``, which is not
    changed) do, one sentence each ("Gold b5: Gold took O4."), and the game after the
    whole line."""
    trial = start.clone()
    said: list[str] = []
    for number, text in enumerate(line):
        if trial.is_over:
            break
        mover = trial.to_move
        try:
            move = trial.parse(text)
            events = tuple(trial.play(move))
        except (GameError, ValueError, TypeError):
            break
        if number < plies:
            told = words.words(trial, Played(move, text, events, mover, False)).strip()
            said.append(f"{words.player_name(mover)} {text}: {told}")
    return " ".join(said), trial


def explain(review: Review, position: Any) -> str:
    """Why ``review``'s move was what it was, in words, from ``position`` - the game
    before the move (see the module docstring). Empty when the review has no lines."""
    if not review.played_line:
        return ""
    words = rule_words(kind_of(position))
    who = words.player_name(review.mover)
    played, after_played = line_words(position, review.played_line, words)
    text = f"After {review.played}: {played}"
    standing = words.standing(after_played, review.mover)
    if standing:
        text += f" {who} then has {standing}."
    if review.best_line and review.best != review.played:
        best, after_best = line_words(position, review.best_line, words)
        text += f" After {review.best} (best): {best}"
        standing = words.standing(after_best, review.mover)
        if standing:
            text += f" {who} then has {standing}."
    return text


def reasons(analysis: Analysis, source: Any, player: Any = None,
            at_least: str = "inaccuracy") -> str:
    """The mistakes of ``analysis`` (of ``player``, or everyone's; at least
    ``at_least``) with their reasons, a paragraph each: what ``print(analysis)`` leaves
    out. ``source`` is the game or record the analysis is of."""
    paragraphs = []
    for review in analysis.mistakes(player, at_least):
        position = position_before(source, review.index)
        tags = "".join(f", {tag}" for tag in review.tags or ())
        head = (f"Move {review.number}: {review.mover} played {review.played} - "
                f"{review.label}{tags} ({100 * review.win_before:.0f}% -> "
                f"{100 * review.win_after:.0f}%); best was {review.best} "
                f"({100 * review.best_win:.0f}%).")
        why = explain(review, position)
        paragraphs.append(f"{head} {why}" if why else head)
    return "\n\n".join(paragraphs)
