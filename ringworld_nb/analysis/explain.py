"""Why a move was good or bad, in words: the lines after the best move and after the move
played, told from the engine's events in the game's own terms - the threat the move
answered or left open, what it let happen and what the best move gains, at the move of
the line where it happens (:func:`compare`), the counts as the support.

:func:`explain` plays both lines of a :class:`~.review.Review` (its ``best_line`` and
``played_line``) from the position before the move and says, move by move, what each
did (the game's rule words: rings born and taken, hexes and dice won, pieces and
points), and where each line leaves the mover (the rule words' ``standing``: the rings
of each level, the hexes and dice, the score). Nothing here knows a game: the words are
the game's (:class:`~ringworld_nb.core.words.RuleWords`, found through the registry).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.errors import GameError
from ..core.games import kind_of
from ..core.words import Lead, Played, RuleWords, rule_words
from .near import count_text, features_reason, lead_of, near_reason, reply_told, shown_instead
from .record_moves import position_before
from .review import Analysis, Review

if TYPE_CHECKING:  # (refute walks lines with this module's helpers: its type only)
    from .refute import Refutation

__all__ = ["Comparison", "Step", "chances", "compare", "explain", "line_words", "ordinal",
           "reasons", "verdict", "MOST_PLIES", "WORDS_PLIES"]

#: How many moves of a line are told in words (the line itself may be longer).
WORDS_PLIES = 3


def line_words(start: Any, line: Sequence[str], words: RuleWords,
               plies: int = WORDS_PLIES, first: int = 0) -> tuple[str, Any]:
    """What ``plies`` moves of ``line`` (played from ``start``, which is not changed)
    do from move ``first`` on (counted from 0), one sentence each ("Gold b5: Gold took
    O4."), and the game after the whole line."""
    trial = start.clone()
    said: list[str] = []
    earlier: list[Played] = []
    for number, text in enumerate(line):
        if trial.is_over:
            break
        mover = trial.to_move
        before = trial.clone() if first <= number < first + plies else None
        try:
            move = trial.parse(text)
            events = tuple(trial.play(move))
        except (GameError, ValueError, TypeError):
            break
        played = Played(move, text, events, mover, False)
        if before is not None:
            told = words.brief(before, trial, played, tuple(earlier)).strip()
            said.append(f"{words.player_name(mover)} {text}: {told}")
        earlier.append(played)
    return " ".join(said), trial


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


def verdict(review: Review, position: Any, replies: Review | None = None) -> str:
    """The reason in a few sentences (:func:`compare`'s ``text``): the threat the move
    answered or left open, what the move played let happen and what the best move
    gains - each at the move of its line where it happens, from the engine's events -
    and, as the support, where each line leaves the mover in the game's own terms.
    Empty when the review has no lines or the game counts nothing. ``replies`` is the
    review of the move after it, when there is one (:func:`compare`)."""
    found = compare(review, position, replies)
    return "" if found is None else found.text


def explain(review: Review, position: Any, found: Comparison | None = None,
            replies: Review | None = None) -> str:
    """Why ``review``'s move was what it was, in words, from ``position`` - the game
    before the move (see the module docstring): the :func:`verdict`, then each line, a
    line of text each: the moves where its difference shows (the first ones when none
    does). Empty when the review has no lines. ``found`` is :func:`compare`'s answer
    when the caller has it already (else it is found here, with ``replies``)."""
    if not review.played_line:
        return ""
    words = rule_words(kind_of(position))
    who = words.player_name(review.mover)
    if found is None:
        found = compare(review, position, replies)
    reason = "" if found is None else found.text
    text = f"Why: {_after_colon(reason, who)}\n" if reason else ""
    for name, line, best in ((review.played, review.played_line, False),
                             (review.best, review.best_line, True)):
        if not line or (best and review.best == review.played):
            continue
        kind = "best" if best else "played"
        walked = found.lines[kind] if found is not None else tuple(line)
        upto = min(max(found.plies[kind] if found is not None else 0, WORDS_PLIES),
                   len(walked))
        first = max(0, upto - WORDS_PLIES)
        said, after = line_words(position, walked[:upto], words, first=first)
        notes = (["best"] if best else []) + _window(first, upto, len(line))
        text += f"After {name}{' (' + '; '.join(notes) + ')' if notes else ''}: {said}"
        standing = "" if reason else words.standing(after, review.mover)
        if standing:
            text += f" {who} then has {standing}."
        text += "\n"
    for kind, what in (("refutation", "the reply that refutes it"),
                       ("reply", "the reply told")):
        extra = found.lines.get(kind, ()) if found is not None else ()
        if found is None or len(extra) < 2:
            continue
        upto = min(max(found.plies.get(kind, 0), WORDS_PLIES), len(extra))
        first = max(0, upto - WORDS_PLIES)
        said, _ = line_words(position, extra[:upto], words, first=first)
        notes = [what, *_window(first, upto, len(extra))]
        text += f"After {extra[0]} and {extra[1]} ({'; '.join(notes)}): {said}\n"
    return text.strip()


def _after_colon(sentence: str, name: str) -> str:
    """``sentence`` to follow "Why: ": its first letter in lower case when its first word
    is a plain word ("What each move ..."), never a name or a move ("Gold's reply",
    "L4:c1,c2,c3,d1 lays ...", "Red ...").

    >>> _after_colon("What each move does", "Red"), _after_colon("Gold's reply c5", "Silver")
    ('what each move does', "Gold's reply c5")
    >>> _after_colon("L4:c1,c2,c3,d1 lays", "Silver"), _after_colon("Red took it", "Red")
    ('L4:c1,c2,c3,d1 lays', 'Red took it')
    """
    word = sentence.split(" ", 1)[0]
    if word.isalpha() and word[1:].islower() and word != name:
        return sentence[:1].lower() + sentence[1:]
    return sentence


def _window(first: int, upto: int, stored: int) -> list[str]:
    """The notes that say which moves of a line of ``stored`` moves the words tell:
    moves ``first + 1`` to ``upto`` (those past ``stored`` were played on).

    >>> _window(0, 3, 6), _window(3, 6, 6), _window(4, 7, 6), _window(0, 2, 2)
    (['the first 3 of 6 moves'], ['moves 4-6 of 6'], ['moves 5-7', 'moves 7-7 played \
on by the one-move-ahead AI'], [])
    """
    if first == 0 and upto >= stored:
        notes = []
    elif first == 0:
        notes = [f"the first {upto} of {stored} moves"]
    elif upto <= stored:
        notes = [f"moves {first + 1}-{upto} of {stored}"]
    else:
        notes = [f"moves {first + 1}-{upto}"]
    if upto > stored:
        notes.append(f"moves {stored + 1}-{upto} played on by the one-move-ahead AI")
    return notes


# -- comparing the lines, move by move -----------------------------------------------
#: The deepest move of a line a reason names: an event further down a line played by a
#: program is no reason a person can check.
MOST_PLIES = 6

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
             "ninth", "tenth", "eleventh", "twelfth")


def ordinal(number: int) -> str:
    """A move's place in a line, in words.

    >>> ordinal(2), ordinal(14)
    ('the second move', 'move 14')
    """
    return (f"the {_ORDINALS[number - 1]} move" if 1 <= number <= len(_ORDINALS)
            else f"move {number}")


@dataclass(frozen=True)
class Step:
    """One move of a line, played: its place in the line (``ply``, from 1), the move
    (the rule words' :class:`~ringworld_nb.core.words.Played`), what it did in the
    game's words, where it leaves the review's mover (:func:`_lead`), whether it was
    played on past the search's line, and the move itself in words (the rule words'
    ``spell``, without the player's name; '' when the notation says it all)."""

    ply: int
    played: Played
    words: str
    lead: Lead | None
    further: bool = False
    spelled: str = ""


@dataclass
class _Walk:
    """A line played from the position before the move: its steps, the game after
    them, the game after its first move, and where the mover stood at the start."""

    steps: list[Step]
    end: Any
    after_first: Any
    start_lead: Lead | None

    @property
    def lead(self) -> Lead | None:
        """Where the line leaves the mover."""
        return self.steps[-1].lead if self.steps else self.start_lead


@dataclass(frozen=True)
class Comparison:
    """What :func:`compare` found: the reason in words (``text``), and for each line
    (``"best"``, ``"played"``; ``"refutation"`` when the words tell the reply that
    refutes the move played: the move, that reply, the search's play after it; or
    ``"reply"`` when they tell a reply that neither line plays: the move and that reply) the
    move of the line where its difference shows (from 1; 0 for none) and the line as
    played out (with any moves played on past the search's line)."""

    text: str
    plies: dict[str, int]
    lines: dict[str, tuple[str, ...]]


def _walk(start: Any, line: Sequence[str], words: RuleWords, mover: Any) -> _Walk:
    walk = _Walk([], start.clone(), None, lead_of(words, start, mover))
    for text in line:
        if not _step(walk, words, mover, text, further=False):
            break
    return walk


def _step(walk: _Walk, words: RuleWords, mover: Any, move: Any, *, further: bool) -> bool:
    """Play ``move`` (its text, or the game's move) at the end of ``walk``; False when
    it cannot be played there."""
    trial = walk.end
    if trial.is_over:
        return False
    who = trial.to_move
    before = trial.clone()
    try:
        move = trial.parse(move) if isinstance(move, str) else move
        text = trial.notation(move)
        spelled = (words.spell(trial, move).removeprefix(f"{words.player_name(who)} ")
                   if words.spell_in_reasons else "")
        events = tuple(trial.play(move))
    except (GameError, ValueError, TypeError):
        return False
    played = Played(move, text, events, who, False)
    told = words.told(before, trial, played, tuple(s.played for s in walk.steps)).strip()
    walk.steps.append(Step(len(walk.steps) + 1, played, told, lead_of(words, trial, mover),
                           further, spelled))
    if walk.after_first is None:
        walk.after_first = trial.clone()
    return True


def _turn(walk: _Walk, index: int, *, worse: bool, plies: int = MOST_PLIES) -> Step | None:
    """The move of ``walk`` (of its first ``plies``) that ended the game the way ``worse``
    says, or else where part ``index`` of the mover's lead (a level's rings, the hexes,
    the points) moved most that way; None when it never did."""
    found, most = None, 0.0
    before = walk.start_lead
    for step in walk.steps[:plies]:
        lead = step.lead
        if lead is not None and len(lead.key) == 1:  # the game ended here
            return step if (lead.key[0] == 2) != worse else found
        if lead is not None and before is not None and len(before.key) > index \
                and len(lead.key) > index:
            change = lead.key[index] - before.key[index]
            if (-change if worse else change) > most:
                found, most = step, (-change if worse else change)
        before = lead
    return found


def _peak(best: _Walk, played: _Walk) -> Step | None:
    """The move of ``best`` past its first where the mover first stands further ahead,
    on the first part of the lead (the highest level, the hexes) where the two lines'
    best moments differ, than ``played`` ever does - a gain the lines may give back by
    their ends; None when ``played`` gets as far, or the best line's best moment is its
    first move (the near reason tells that)."""
    start = best.start_lead
    if start is None:
        return None
    steps = {name: [s for s in walk.steps[:MOST_PLIES]
                    if s.lead is not None and len(s.lead.key) == len(start.key)]
             for name, walk in (("best", best), ("played", played))}
    for k in range(1, len(start.key)):
        top = {name: max((s.lead.key[k] for s in line if s.lead is not None),
                         default=start.key[k]) for name, line in steps.items()}
        if top["best"] == top["played"]:
            continue
        if top["best"] < top["played"] or top["best"] <= start.key[k]:
            return None
        step = next(s for s in steps["best"]
                    if s.lead is not None and s.lead.key[k] == top["best"])
        return step if step.ply > 1 else None
    return None


def _part(walk: _Walk, index: int, *, worse: bool) -> int:
    """The part of the mover's lead to follow in ``walk``: ``index`` (where the lines'
    ends differ), or, when that is the game's result and ``walk`` did not end, the first
    part (the highest level) that moved the way ``worse`` says from the start to its
    end (``index`` when none did)."""
    start, end = walk.start_lead, walk.lead
    if index or walk.end.is_over or start is None or end is None:
        return index
    for k, (was, now) in enumerate(zip(start.key[1:], end.key[1:]), start=1):
        if (now < was) if worse else (now > was):
            return k
    return index


def _at(step: Step, words: RuleWords, line: str, number: int) -> str:
    """Where ``step`` happens, and what it did: "after Blue's 35@4, the second move of
    the line after -@4, where Blue places a ring on 35, then turns position 4 (level 2)
    one step: 3 Red rings died (45, 46, 47)" (the move spelled where the rule words ask
    for it: :attr:`RuleWords.spell_in_reasons`); the first move of a line by the game's
    move ``number`` ("50@5 itself (Red, move 1)"), as a move missed twice differs by it."""
    who = words.player_name(step.played.player)
    spelled = f", where {who} {step.spelled}" if step.spelled else ""
    if step.ply == 1:
        return f"{step.played.text} itself ({who}, move {number}){spelled}: {step.words}"
    on = ", played on by the one-move-ahead AI" if step.further else ""
    return (f"after {who}'s {step.played.text}, {ordinal(step.ply)} of the line after "
            f"{line}{on}{spelled}: {step.words}")


def _fate(review: Review, words: RuleWords, walk: _Walk, threatened: bool) -> str:
    """What became of the threat against the mover in ``walk``: "lost" (the move
    itself lost what was threatened), "taken" (the threat stood and the next move
    carried it out), "open" (it still stands after the move), or "answered"."""
    steps = walk.steps
    if steps and words.losses(walk.end, steps[0].played, review.mover):
        return "lost"
    if not threatened:
        return "answered"
    if len(steps) > 1 and words.losses(walk.end, steps[1].played, review.mover):
        return "taken"
    return "open"


def _threat(review: Review, position: Any, words: RuleWords, best: _Walk,
            played: _Walk) -> str:
    """The threat against the mover before the move, in the app's own warning
    (:meth:`RuleWords.threat`), and what each move did about it (:meth:`RuleWords.
    losses` says what it took); or else the threat the move played made that the best
    move does not."""
    who = words.player_name(review.mover)
    before = words.threat(position, review.mover)
    after = {name: bool(walk.after_first is not None
                        and words.threat(walk.after_first, review.mover))
             for name, walk in (("best", best), ("played", played))}
    if before:
        fate = _fate(review, words, played, after["played"])
        steps = played.steps
        if fate == "lost":
            hit = words.losses(played.end, steps[0].played, review.mover)
            what = f"{review.played} did not stop it: in the move itself {hit}"
        elif fate == "taken":
            hit = words.losses(played.end, steps[1].played, review.mover)
            what = (f"{review.played} left it open, and "
                    f"{words.player_name(steps[1].played.player)}'s reply "
                    f"{steps[1].played.text} carried it out: {hit}")
        else:
            what = f"{review.played} {'left it open' if fate == 'open' else 'answered it'}"
        best_fate = _fate(review, words, best, after["best"])
        if best.after_first is not None and best.after_first.is_over:
            also = f"the best move {review.best} ends the game at once"
        elif best_fate == "answered":
            also = ("as the best move " if fate == "answered" else "the best move ") + \
                f"{review.best} {'does' if fate == 'answered' else 'answers it'}"
        elif best_fate == "lost":
            also = f"the best move {review.best} loses them too"
        else:
            also = f"the best move {review.best} leaves it open too"
        joint = ", " if fate == "answered" and best_fate == "answered" else "; "
        return f"Before the move the app warned: \"{before}\" {what}{joint}{also}."
    if after["played"] and not after["best"]:
        made = words.threat(played.after_first, review.mover)
        return (f"{review.played} put {who}'s rings in danger, which the best move "
                f"{review.best} does not: \"{made}\"")
    return ""


def compare(review: Review, position: Any, replies: Review | None = None
            ) -> Comparison | None:
    """Play both lines of ``review`` from ``position`` (the game before the move, not
    changed) and say why the move played is worse, in the game's words (None when the
    review has no lines, or the game counts nothing):

    * the threat against the mover before the move (:meth:`RuleWords.threat`, the
      app's own warning) and whether each move answered it;
    * the near reason first (:func:`.near.near_reason`): what the other side can do
      at once after the move played and not after the best move, linked to the move's
      own places, or what the best move does at once that the move played does not;
    * after a near reason of what each move does at once: the other side's next move
      when that is where the line after the move played loses most ("Then, what 25@2
      let happen: ... 26 died ...", with the rule that made it), or that nothing is
      taken along that line (the move only misses the best move's gain); when the
      lines end alike, what the best line gains on its way that the other never does;
    * only when nothing differs within those two moves: what the move played let happen
      further down its line - the move of the line that lost the game, or where the
      mover's lead fell most on the part that decides (the rule words'
      :meth:`~RuleWords.lead`) - named by its place in the line, never past move
      :data:`MOST_PLIES`; and what the best move gains, found alike; else how the
      positions differ in the game's counts (:func:`.near.features_reason`);
    * where both lines end: the counts, the support, with the rule words' ``lead_rule``;
    * when the line after the move played ends no worse, the reply that refutes it
      (:func:`.refute.refutation`), from ``replies``: the review of the move after it in
      the game, whose search weighed the replies to the move played.

    An event further down a line is checked against the other line (the rule words'
    :meth:`~RuleWords.same_event`: "the same happens after either move") and else tied
    to the first move (:meth:`~RuleWords.prepared`: the count it acts on).
    """
    if not (review.best_line and review.played_line) or review.best == review.played:
        return None
    words = rule_words(kind_of(position))
    mover = review.mover
    who = words.player_name(mover)
    best = _walk(position, review.best_line[:MOST_PLIES], words, mover)
    played = _walk(position, review.played_line[:MOST_PLIES], words, mover)
    if best.lead is None or played.lead is None:
        return None
    contrast = words.contrast(position, [s.played for s in best.steps],
                              [s.played for s in played.steps], mover)
    best_end, played_end = best.lead, played.lead
    chances = f"{round(100 * review.best_win)}% against {round(100 * review.win_after)}%"
    threat = _threat(review, position, words, best, played)
    shown = (tuple(s.played.text for s in played.steps),
             tuple(s.played.text for s in best.steps))
    near, mine, theirs = near_reason(position, review.played, review.best, mover, words,
                                       review.number, shown)
    said = [part for part in (threat, contrast, near) if part]
    plies = {"best": 0, "played": 0}
    refutes: Refutation | None = None
    extended: dict[str, tuple[str, ...]] = {}  # lines played on past their end
    index = next((k for k, (b, p) in enumerate(zip(best_end.key, played_end.key))
                  if b != p), 0)
    rule = f" ({words.lead_rule})" if words.lead_rule and index > 0 else ""
    support = (f"Where the lines end, the best line leaves {who} {best_end.words}; "
               f"{review.played} leaves {who} {played_end.words}{rule}.")
    if played_end.key == best_end.key == (2,):
        said.append(f"Both lines end with {who} winning the game, but the search rates "
                    f"{review.played} lower ({chances}): other replies, or other rolls of "
                    "the dice, than those of its line go wrong for it more often.")
    elif near:
        plies = {"best": 2, "played": 2}
        told_reply = reply_told(mine, theirs)
        if best_end.key > played_end.key:
            # the near reason told the move (and the reply, when it told one); where the
            # line after the move played loses most on the part that decides, when the
            # near reason has not told it
            harm = _turn(played, _part(played, index, worse=True), worse=True)
            # and where the best line gains most on that part, when past its first move
            # (which the near reason told): the move of the line that takes a position
            gain = _turn(best, _part(best, index, worse=False), worse=False)
            later = gain is not None and gain.ply > 1
            if harm is not None and (harm.ply > 2 or (harm.ply == 2 and not told_reply)):
                if not _either(words, played, best, harm):
                    plies["played"] = harm.ply
                said.append(_let_happen(review, position, words, played, best, harm,
                                        "Further on, " if harm.ply > 2 else "Then, "))
            elif harm is None and not told_reply:
                missed = ("gains further on" if later else "does at once")
                said.append(f"Nothing is taken from {who} along the line after "
                            f"{review.played}: what it misses is what the best move "
                            f"{review.best} {missed}")
            if later:
                assert gain is not None
                plies["best"] = gain.ply
                said.append(_gains(review, position, words, best, played, gain,
                                   "Further on, "))
            said.append(support)
        else:
            # the lines end no worse after the move played: what the best line gains on
            # its way that the other never does, then that the ends do not tell them apart
            gain = _peak(best, played)
            if gain is not None:
                plies["best"] = gain.ply
                said.append(_gains(review, position, words, best, played, gain,
                                   "Further on, "))
            # why the search still rates the move played lower: the lines played on
            # until the difference shows, else what the words said of the turn
            shown_on = _further(review, position, words, best, played, plies, extended)
            differs = (f". {shown_on}" if shown_on else
                       ": what is said above is what sets the moves apart so far."
                       if contrast else ".")
            if played_end.key == best_end.key:
                said.append(f"Both lines leave {who} {played_end.words} where they end; the "
                            f"search's chances rate {review.played} lower ({chances}){differs}")
            else:
                said.append(f"{support} Within the lines {review.played} even does better, "
                            f"but the search rates it lower ({chances}){differs}")
    elif best_end.key > played_end.key:
        harm = _turn(played, _part(played, index, worse=True), worse=True)
        gain = _turn(best, _part(best, index, worse=False), worse=False)
        if harm is not None:
            if not _either(words, played, best, harm):
                plies["played"] = harm.ply
            said.append(_let_happen(review, position, words, played, best, harm, ""))
        if gain is not None and not (contrast and gain.ply == 1):  # (the contrast tells it)
            plies["best"] = gain.ply
            said.append(_gains(review, position, words, best, played, gain, ""))
        said.append(support)
    else:
        if contrast:
            plies.update(words.contrast_plies(position, [s.played for s in best.steps],
                                              [s.played for s in played.steps], mover))
        positional = features_reason(mine, theirs, review.played, review.best, mover, words,
                                     shown)
        if positional:
            said.append(positional)
        refutes = None if positional or contrast else _refuted(review, position, words,
                                                                best, replies)
        refuted = "" if refutes is None else refutes.text
        shown_on = ("" if positional or refuted else
                    _further(review, position, words, best, played, plies, extended))
        differs = (": the counts above are what differs." if positional else
                   f". {shown_on}" if shown_on else
                   ": what is said above is what sets the moves apart so far." if contrast
                   else f". {refuted}" if refuted
                   else ", from replies other than those of its line.")
        if played_end.key == best_end.key:
            moves = len(played.steps)
            said.append(f"Both lines leave {who} {played_end.words} within their "
                        f"{moves} move{'s' if moves != 1 else ''}; the search's chances rate "
                        f"{review.played} lower ({chances}){differs}")
        else:
            said.append(f"{support} Within the lines {review.played} even does better, "
                        f"but the search rates it lower ({chances}){differs}")
    lines = {"best": tuple(s.played.text for s in best.steps),
             "played": tuple(s.played.text for s in played.steps), **extended}
    text = " ".join(s if s.endswith(".") else s + "." for s in said)
    if refutes is not None:  # the reply the words tell, with its own line
        lines["refutation"], plies["refutation"] = refutes.line, refutes.ply
    else:
        told = _told_reply(text, words, (mine, theirs), shown)
        if told:  # a reply the words tell that neither line plays: its own line
            lines["reply"], plies["reply"] = told, 2
    return Comparison(text, plies, lines)


def _told_reply(text: str, words: RuleWords, answers: tuple[Any, Any],
                shown: tuple[Sequence[str], Sequence[str]]) -> tuple[str, ...]:
    """The move and the other side's reply the words tell "as the reply that takes the
    most at once" where the line shown plays another (:func:`.near.shown_instead`, whose
    sentence the words hold): after the move played first, else after the best move; ()
    when there is none. ``answers`` are the near reason's (move played, best move),
    ``shown`` the lines shown after each."""
    for found, line, best in ((answers[0], shown[0], False), (answers[1], shown[1], True)):
        said = shown_instead(found, line, words, best=best) if found is not None else ""
        if said and said in text:
            return (found.move.text, found.reply.text)
    return ()


def _refuted(review: Review, position: Any, words: RuleWords, best: _Walk,
             replies: Review | None) -> Refutation | None:
    """The reply that refutes the move played (:func:`.refute.refutation`), its lines
    walked and told as :func:`compare` does."""
    from .refute import refutation  # (it walks lines with this module's helpers)

    def walk(line: Sequence[str]) -> _Walk:
        return _walk(position, line[:MOST_PLIES], words, review.mover)

    def at(step: Step, first: str) -> str:
        return _at(step, words, first, review.number)

    return refutation(review, position, words, best, replies, walk, at)


#: How many moves the lines are played on past their end, by each side's one-move-ahead
#: AI, when they end no worse for the move played (:func:`_further`).
PLAY_ON = 8


def _played_on(walk: _Walk, words: RuleWords, mover: Any) -> _Walk:
    """A copy of ``walk`` played on past its end by the game's one-move-ahead AI (its
    "greedy" player: each side's move that gains most at once), up to :data:`PLAY_ON`
    moves or the game's end; the moves played on are marked ``further``."""
    from ..core.players import make_player

    out = _Walk(list(walk.steps), walk.end.clone(), walk.after_first, walk.start_lead)
    if out.end.is_over:
        return out
    try:
        player = make_player(out.end, "greedy", seed=0)
    except (GameError, ValueError, TypeError):
        return out
    for _ in range(PLAY_ON):
        if out.end.is_over:
            break
        try:
            move = player.choose(out.end.clone())
        except (GameError, ValueError, TypeError):
            break
        if not _step(out, words, mover, move, further=True):
            break
    return out


def _turn_start(walk: _Walk, mover: Any, past: int) -> int:
    """How many moves of ``walk`` lead to its last position past move ``past`` where the
    mover's turn begins (another player moved last, the mover moves next): the place
    where two lines can be compared on the same footing (in Dice of Doom a turn is many
    moves, and its reinforcement comes at its end). 0 when there is none."""
    found = 0
    for k in range(past + 1, len(walk.steps) + 1):
        if walk.steps[k - 1].played.player != mover and _next_mover(walk, k) == mover:
            found = k
    return found


def _next_mover(walk: _Walk, k: int) -> Any:
    """Who moves after the first ``k`` moves of ``walk`` (None once the game is over)."""
    if k < len(walk.steps):
        return walk.steps[k].played.player
    return None if walk.end.is_over else walk.end.to_move


def _turn_end(walk: _Walk, mover: Any) -> int:
    """How many moves of ``walk`` make the mover's own first turn (up to the move after
    which another player moves next); 0 when the turn does not end within it."""
    for k in range(1, len(walk.steps) + 1):
        nxt = _next_mover(walk, k)
        if walk.steps[k - 1].played.player == mover and nxt is not None and nxt != mover:
            return k
    return 0


def _turn_end_counts(position: Any, words: RuleWords, review: Review, best: _Walk,
                     played: _Walk) -> str:
    """Where the mover's turn ends in each line - in a game whose turn is several moves
    (Dice of Doom's attacks, then the pass) - the counts of the position that differ
    (the rule words' :meth:`~RuleWords.features`: the hexes that can attack next), in
    words; '' when a turn is one move, or they do not differ."""
    mover = review.mover
    ends = (_turn_end(best, mover), _turn_end(played, mover))
    if not all(ends) or max(ends) < 2:
        return ""
    counts = []
    for walk, end in ((best, ends[0]), (played, ends[1])):
        game = position.clone()
        for step in walk.steps[:end]:
            game.play(step.played.move)
        counts.append(dict(words.features(game, mover)))
    differ = [f"{name} {count_text(counts[0][name])} after the best line's turn, "
              f"{count_text(count)} after {review.played}'s"
              for name, count in counts[1].items()
              if name in counts[0] and counts[0][name] != count]
    if not differ:
        return ""
    who = words.player_name(mover)
    return (f"Where {who}'s turn ends in each line (moves {ends[0]} and {ends[1]}), the "
            f"position differs: {'; '.join(differ)}")


def _cut(walk: _Walk, plies: int) -> _Walk:
    """``walk``'s first ``plies`` moves (its end is then the game after them: not used)."""
    return _Walk(walk.steps[:plies], walk.end, walk.after_first, walk.start_lead)


def _further(review: Review, position: Any, words: RuleWords, best: _Walk, played: _Walk,
             plies: dict[str, int], extended: dict[str, tuple[str, ...]]) -> str:
    """Where the lines end alike, or better for the move played: both lines played on
    (:func:`_played_on`) to the start of the mover's next turn in each (the same footing:
    not one line in the middle of a turn and the other at its end), and compared there -
    the move played on where the move played's line loses most on the part of the lead
    where the two then differ, in words; or, when the move played's line is no worse
    there, that said ('' when the lines cannot be played on to such a place, or leave
    the mover alike there).
    The lines played on go into ``extended`` and that move's place into ``plies``, so
    that they can be shown and stepped."""
    mover = review.mover
    ahead, behind = _played_on(best, words, mover), _played_on(played, words, mover)
    a_cut = _turn_start(ahead, mover, len(best.steps)) or (
        len(ahead.steps) if ahead.end.is_over else 0)
    b_cut = _turn_start(behind, mover, len(played.steps)) or (
        len(behind.steps) if behind.end.is_over else 0)
    if not (a_cut and b_cut):
        return ""
    ahead, behind = _cut(ahead, a_cut), _cut(behind, b_cut)
    if ahead.lead is None or behind.lead is None:
        return ""
    if ahead.lead.key == behind.lead.key:
        return ""  # (alike there too: the words said so far stand)
    who = words.player_name(mover)
    extended["played"] = tuple(s.played.text for s in behind.steps)
    extended["best"] = tuple(s.played.text for s in ahead.steps)
    if ahead.lead.key < behind.lead.key:
        counts = _turn_end_counts(position, words, review, ahead, behind)
        weighs = (f". {counts}: counts of the kind the search's judgement of a position "
                  "weighs where its lines end" if counts else
                  ": the search's lower rating rests on what it sees beyond these moves, "
                  "not on a loss they show")
        return (f"Played on past the lines by the one-move-ahead AI (each side's move that "
                f"gains most at once) until {who} moves again, {review.played} still does "
                f"no worse: the best line leaves {who} {ahead.lead.words}, {review.played} "
                f"{behind.lead.words}{weighs}")
    index = next((k for k, (b, p) in enumerate(zip(ahead.lead.key, behind.lead.key))
                  if b != p), 0)
    tail = _Walk(behind.steps[len(played.steps):], behind.end, None, played.lead)
    harm = _turn(tail, index, worse=True, plies=PLAY_ON)
    if harm is None:
        extended.clear()
        return ""
    plies["played"] = harm.ply
    return (f"Played on past the lines by the one-move-ahead AI (each side's move that "
            f"gains most at once) until {who} moves again, the difference shows: "
            f"{_at(harm, words, review.played, review.number)} Then the best line leaves "
            f"{who} {ahead.lead.words}; {review.played} leaves {who} {behind.lead.words}.")


def _either(words: RuleWords, played: _Walk, best: _Walk, harm: Step) -> bool:
    """Whether what ``harm`` (a move of the line after the move played) does happens
    after the best move too (the rule words' ``same_event``): the words then say so, and
    the line shown is not moved on to it, as it is not the move's doing."""
    return bool(words.same_event([s.played for s in played.steps],
                                 [s.played for s in best.steps], harm.ply))


def _let_happen(review: Review, position: Any, words: RuleWords, played: _Walk,
                best: _Walk, harm: Step, lead: str) -> str:
    """What the move played let happen at ``harm`` (a move of its line), and the count
    its first move left for it (the rule words' ``prepared``) - or, when the best line
    does the same (their ``same_event``), both moves, as no effect of the move played."""
    mine, theirs = [s.played for s in played.steps], [s.played for s in best.steps]
    at = _at(harm, words, review.played, review.number)
    same = words.same_event(mine, theirs, harm.ply)
    if same:
        step = best.steps[same - 1]
        return _capital(f"{lead}the same happens after either move, so it is not what "
                        f"{review.played} let happen: {at.rstrip('.')}; and "
                        f"{ordinal(same)} of the line after the best move {review.best}, "
                        f"{words.player_name(step.played.player)}'s {step.played.text}: "
                        f"{step.words}")
    prepared = (words.prepared(position, mine, theirs, harm.ply)
                or _cause_at(position, played, harm, words))
    said = _capital(f"{lead}what {review.played} let happen: {at}")
    return f"{said} {prepared}" if prepared else said


def _cause_at(position: Any, walk: _Walk, step: Step, words: RuleWords) -> str:
    """Why the events of ``step`` (a move of ``walk``, played from ``position``)
    happened, by the rule that made them (the rule words' ``cause``: "26 died with no
    empty neighbour left ..."); '' when the game has nothing to add."""
    before = position.clone()
    try:
        for earlier in walk.steps[:step.ply - 1]:
            before.play(earlier.played.move)
    except (GameError, ValueError, TypeError):
        return ""
    return words.cause(before, step.played).strip()


def _gains(review: Review, position: Any, words: RuleWords, best: _Walk, played: _Walk,
           gain: Step, lead: str) -> str:
    """What the best move gains at ``gain`` (a move of its line), and the count it left
    for it against the move played (the rule words' ``prepared``)."""
    mine, theirs = [s.played for s in best.steps], [s.played for s in played.steps]
    said = _capital(f"{lead}what the best move {review.best} gains: "
                    f"{_at(gain, words, review.best, review.number)}")
    prepared = words.prepared(position, mine, theirs, gain.ply)
    return f"{said} {prepared}" if prepared else said


def _capital(sentence: str) -> str:
    """``sentence`` with its first letter in upper case."""
    return sentence[:1].upper() + sentence[1:]


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
        later = review.index + 1
        why = explain(review, position, replies=analysis.reviews[later]
                      if later < len(analysis.reviews) else None)
        paragraphs.append(f"{head} {why}" if why else head)
    return "\n\n".join(paragraphs)
