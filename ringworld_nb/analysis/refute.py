"""Why the search rates a move lower than its own line shows: the reply that refutes it.

A review's lines are each one line of a search: the move and the replies the search
liked best after it. Sometimes the line after the move played ends better for the mover
than the best line, yet the search rates the move lower. The search weighed more
than one reply: the review of the move that followed in the game (the other side's
reply) is the search of the very position after the move played, with the same seed, so
its ``alternatives`` are those replies with the other side's win chance after each, and
its two lines are the line after the search's first choice and after the reply played.

:func:`refutation` plays each of those lines, the reply the search rates highest first,
beside the best line, move by move, and finds the first move where the mover stands
worse than in the best line at the same move: the reply that refutes the move played.
It says what happens there in the game's words (as :func:`.explain._at`), what the
best line does at that move instead, and how the first moves prepared it (the rule
words' :meth:`~ringworld_nb.core.words.RuleWords.prepared`). Nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.words import RuleWords
from .review import Review

if TYPE_CHECKING:  # (explain calls this module: its types only, no circle)
    from .explain import Step, _Walk

#: ``walk(line)``: a line (notation, the move played first) played from the position
#: before the move, as :func:`.explain.compare` walks its lines.
Walker = Callable[[Sequence[str]], "_Walk"]
#: ``at(step, first)``: where a move of the line after the move ``first`` happens and
#: what it did, in words (:func:`.explain._at`).
Teller = Callable[["Step", str], str]

__all__ = ["Refutation", "refutation"]


@dataclass(frozen=True)
class Refutation:
    """The reply that refutes a move, told: the words (``text``), the line it is told
    along (the move played, the reply, then the search's play: ``line``, as walked) and
    the move of that line the words reach (``ply``, from 1), so that a review can show
    the line move by move beside the other two."""

    text: str
    line: tuple[str, ...]
    ply: int


def _parting(line: _Walk, best: _Walk) -> int:
    """The first move (from 2: the reply on) where ``line`` leaves the mover worse than
    ``best`` at the same move; 0 when it never does within both."""
    for ply in range(2, min(len(line.steps), len(best.steps)) + 1):
        mine, theirs = line.steps[ply - 1].lead, best.steps[ply - 1].lead
        if mine is not None and theirs is not None and mine.key < theirs.key:
            return ply
    return 0


def _fell(walk: _Walk, ply: int) -> bool:
    """Whether the mover's lead fell at move ``ply`` of ``walk``."""
    now = walk.steps[ply - 1].lead
    was = walk.steps[ply - 2].lead if ply > 1 else walk.start_lead
    return now is not None and was is not None and now.key < was.key


def _candidates(review: Review, replies: Review
                ) -> list[tuple[str, tuple[str, ...], float]]:
    """The replies weighed after ``review``'s move that have a line, the search's
    favourite first: (reply, the line from the move played on, the other side's win
    chance after the reply)."""
    wins = {alt.move: alt.win for alt in replies.alternatives}
    found: list[tuple[str, tuple[str, ...], float]] = []
    for text, line in ((replies.best, replies.best_line), (replies.played, replies.played_line)):
        if line and line[0] == text and text in wins and text not in [f[0] for f in found]:
            found.append((text, (review.played, *line), wins[text]))
    return sorted(found, key=lambda item: -item[2])


def _step_words(step: Step, words: RuleWords) -> str:
    """A move of a line in short: "Red's 50@3 (2 Red rings were born (36, 51))"."""
    return (f"{words.player_name(step.played.player)}'s {step.played.text} "
            f"({step.words.rstrip('.')})")


def refutation(review: Review, position: Any, words: RuleWords, best: _Walk,
               replies: Review | None, walk: Walker, at: Teller) -> Refutation | None:
    """Why the search rates ``review``'s move lower than its line shows, by the reply
    that refutes it (see the module docstring), in words with its line; None when ``replies`` (the
    review of the move after it in the game) is missing, is the same player's, does
    not go on from this move's chance (its ``win_before`` is one minus the move's
    ``win_after`` when it searched the position after this very move: a move tried in
    its place has another chance), or no reply weighed shows the mover worse than the
    best line within the lines.
    ``position`` is the game before the move, ``best`` the best line walked from it;
    ``walk`` and ``at`` walk a line and tell one of its moves."""
    if replies is None or replies.mover == review.mover or replies.index != review.index + 1 \
            or abs(replies.win_before + review.win_after - 1) > 1e-6:
        return None  # (not the search of the position after this very move)
    mover = review.mover
    other = words.player_name(replies.mover)
    passed: list[str] = []
    for reply, line, win in _candidates(review, replies):
        walked = walk(line)
        ply = _parting(walked, best)
        chance = (f"{round(100 * win)}% for {other}"
                  + (", the reply played in the game" if reply == replies.played else ""))
        if not ply:
            passed.append(f"{other}'s {reply} ({chance}) leaves {words.player_name(mover)} "
                          f"no worse than the best line within its {len(walked.steps)} moves")
            continue
        said = [f"Of the replies the search weighed after {review.played}, "
                + "; ".join(passed) + ("; " if passed else "")
                + f"{other}'s {reply} ({chance}) refutes it."]
        mine = [s.played for s in walked.steps]
        theirs = [s.played for s in best.steps]
        harm = next((k for k in range(2, ply) if _fell(walked, k)), 0)
        if harm:
            told = at(walked.steps[harm - 1], review.played)
            same = words.same_event(mine, theirs, harm)
            said.append(f"It does the same after either move: {told}" if same else
                        f"{told[:1].upper()}{told[1:]}")
        if _fell(walked, ply):
            told = at(walked.steps[ply - 1], review.played)
            said.append(f"Then {told}" if harm else f"{told[:1].upper()}{told[1:]}")
            prepared = words.prepared(position, mine, theirs, ply)
        else:
            said.append(f"Then the best line does better: "
                        f"{at(best.steps[ply - 1], review.best).rstrip('.')}; at that move "
                        f"the line after {review.played} and {reply} has "
                        f"{_step_words(walked.steps[ply - 1], words)}.")
            prepared = words.prepared(position, theirs, mine, ply)
        return Refutation(" ".join(said + ([prepared] if prepared else [])),
                          tuple(s.played.text for s in walked.steps), ply)
    return None
