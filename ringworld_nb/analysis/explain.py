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
from ..core.words import Lead, Played, RuleWords, rule_words
from .record_moves import position_before
from .review import Analysis, Review

__all__ = ["chances", "explain", "line_words", "reasons", "verdict", "WORDS_PLIES"]

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


def _lead(words: RuleWords, game: Any, player: Any) -> Lead | None:
    """Where a line leaves ``player``: a finished game by its result (a win above every
    lead, a loss below), else the game's own lead (:meth:`RuleWords.lead`)."""
    if game.is_over:
        outcome = game.outcome
        if outcome is not None and outcome.winner == player:
            return Lead((2,), "winning the game")
        if outcome is not None and player in outcome.winners:
            return Lead((1, 0), "with a draw")
        return Lead((0,), f"losing the game to {words.player_name(outcome.winner)}"
                    if outcome is not None and outcome.winner is not None
                    else "losing the game")
    lead = words.lead(game, player)
    return None if lead is None else Lead((1, *lead.key), lead.words)


def chances(review: Review, who: str = "the mover") -> str:
    """The two chances a review compares, in words: "the mover's win chance after 32@5
    is 40%, after the best move 40@5 52%". Both are found alike, by a search of the
    position after the move (the loss compares like with like); the chance before the
    move, which the graph draws, comes from a search of another position and is left
    out, since set beside these it misleads."""
    text = f"{who}'s win chance after {review.played} is {round(100 * review.win_after)}%"
    if review.best != review.played:
        text += f", after the best move {review.best} {round(100 * review.best_win)}%"
    return text


def verdict(review: Review, position: Any) -> str:
    """The reason in one sentence: where the best line and the played line leave the
    mover, in the game's own terms ("The best line leaves Red 1 ring ahead on L2; 32@5
    leaves Red level on every level."), and, when the lines end alike or the move
    played even ends ahead, that the loss lies beyond them, where only the search's
    chances see it. Empty when the review has no lines or the game counts nothing."""
    if not (review.best_line and review.played_line) or review.best == review.played:
        return ""
    words = rule_words(kind_of(position))
    who = words.player_name(review.mover)
    ends = [line_words(position, line, words, plies=0)[1]
            for line in (review.best_line, review.played_line)]
    best, played = (_lead(words, end, review.mover) for end in ends)
    if best is None or played is None:
        return ""
    said = (f"Where the lines end, the best line leaves {who} {best.words}; "
            f"{review.played} leaves {who} {played.words}.")
    chances = (f"{round(100 * review.best_win)}% against "
               f"{round(100 * review.win_after)}%")
    if played.key == best.key == (2,):
        return (f"Both lines end with {who} winning the game, but the search rates "
                f"{review.played} lower ({chances}): other replies, or other rolls of "
                "the dice, than those of its line go wrong for it more often.")
    if played.key == best.key:
        return (f"Both lines leave {who} {played.words}: what {review.played} loses "
                f"lies further on than the lines reach, where the search's chances see "
                f"it ({chances}).")
    if played.key > best.key:
        return (f"{said} So where the lines end {review.played} even does better than "
                f"the best move, but the search sees it lose further on ({chances}).")
    return said


def explain(review: Review, position: Any) -> str:
    """Why ``review``'s move was what it was, in words, from ``position`` - the game
    before the move (see the module docstring): the :func:`verdict`, then each line, a
    line of text each. Empty when the review has no lines."""
    if not review.played_line:
        return ""
    words = rule_words(kind_of(position))
    who = words.player_name(review.mover)
    reason = verdict(review, position)
    text = f"Why: {reason[:1].lower()}{reason[1:]}\n" if reason else ""
    for name, line, best in ((review.played, review.played_line, False),
                             (review.best, review.best_line, True)):
        if not line or (best and review.best == review.played):
            continue
        said, after = line_words(position, line, words)
        shown = min(WORDS_PLIES, len(line))
        notes = (["best"] if best else []) + \
            ([f"the first {shown} of {len(line)} moves"] if shown < len(line) else [])
        text += f"After {name}{' (' + '; '.join(notes) + ')' if notes else ''}: {said}"
        standing = "" if reason else words.standing(after, review.mover)
        if standing:
            text += f" {who} then has {standing}."
        text += "\n"
    return text.strip()


def reasons(analysis: Analysis, source: Any, player: Any = None,
            at_least: str = "inaccuracy") -> str:
    """The mistakes of ``analysis`` (of ``player``, or everyone's; at least
    ``at_least``) with their reasons, a paragraph each: what ``print(analysis)`` leaves
    out. ``source`` is the game or record the analysis is of."""
    paragraphs = []
    for review in analysis.mistakes(player, at_least):
        position = position_before(source, review.index)
        name = rule_words(kind_of(position)).player_name(review.mover)
        tags = "".join(f", {tag}" for tag in review.tags or ())
        head = (f"Move {review.number}: {name} played {review.played} - "
                f"{review.label}{tags}: {chances(review, name)}.")
        why = explain(review, position)
        paragraphs.append(f"{head} {why}" if why else head)
    return "\n\n".join(paragraphs)
