"""The near reason of a review: what sets the move played apart from the best move within
two moves - the move itself, and the other side's most costly reply to it.

A reason a person can check lies next to the move. An event found many moves down a line
that a program played is a claim; a reply that can be played on the board right after
the move, and what it takes, is something to look at. So :func:`near_reason` plays the
move played and the best move from the position before them and, after each, tries every
reply the other side has at once (the rule words' :meth:`~ringworld_nb.core.words.
RuleWords.replies`: an exact search one move deep), keeping the one that costs the mover
most by the rule words' :meth:`~ringworld_nb.core.words.RuleWords.lead` (a finished game
before any count). Two things can then set the moves apart:

* a reply - what the other side can do after the move played that costs more than
  anything it can do after the best move, said with how the move let it happen (the
  rule words' :meth:`~ringworld_nb.core.words.RuleWords.link`, naming the move's own
  places) and the reply's events in the game's words;
* the move itself - what the best move does at once that the move played does not.

When the two moves come to the same within two moves, :func:`features_reason` says how
the positions differ in the game's own counts (:meth:`~ringworld_nb.core.words.
RuleWords.features`). Nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.errors import GameError
from ..core.words import Lead, Played, RuleWords

__all__ = ["Answer", "answer", "count_text", "features_reason", "lead_of", "near_reason",
           "reply_told"]


def lead_of(words: RuleWords, game: Any, player: Any) -> Lead | None:
    """Where ``game`` leaves ``player``: a finished game by its result (a win above every
    lead, a loss below), else the game's own lead (:meth:`RuleWords.lead`) after a 1."""
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


def _drop(start: Lead | None, end: Lead | None) -> tuple[float, ...]:
    """How much a reply lowered a lead, part by part (bigger is a worse reply)."""
    if start is None or end is None:
        return ()
    return tuple(a - b for a, b in zip(start.key, end.key))


@dataclass(frozen=True)
class Answer:
    """A move of the mover and the other side's most costly reply to it: the move
    (``move``) and the game after it (``after``, with the mover's ``lead``); the reply
    (None when there is none), the game it is played from (``start``: ``after``, or
    ``after`` with the mover's turn ended) and the game after it (``end``, with the
    mover's ``end_lead``); ``drop`` is what the reply cost, part by part of the lead."""

    move: Played
    after: Any
    lead: Lead | None
    reply: Played | None
    start: Any
    end: Any
    end_lead: Lead | None
    drop: tuple[float, ...]

    @property
    def costs(self) -> bool:
        """Whether the reply takes something from the mover."""
        return any(self.drop) and self.drop > tuple(0 for _ in self.drop)


def answer(position: Any, text: str, words: RuleWords, mover: Any) -> Answer | None:
    """Play ``text`` from ``position`` (not changed) and find the other side's most
    costly reply to it (see the module docstring); None when the move cannot be played."""
    after = position.clone()
    try:
        move = after.parse(text)
        events = tuple(after.play(move))
    except (GameError, ValueError, TypeError):
        return None
    played = Played(move, text, events, mover, False)
    lead = lead_of(words, after, mover)
    worst: Answer | None = None
    for start, reply, end in words.replies(after, mover):
        end_lead = lead_of(words, end, mover)
        if end_lead is None:
            continue
        if worst is None or worst.end_lead is None or end_lead.key < worst.end_lead.key:
            worst = Answer(played, after, lead, reply, start, end, end_lead,
                           _drop(lead_of(words, start, mover), end_lead))
    return worst or Answer(played, after, lead, None, after, after, lead, ())


def _spelled(words: RuleWords, game: Any, move: Any) -> str:
    """`` (the move in words)`` where the rule words ask for it (their
    ``spell_in_reasons``), else ''."""
    if not words.spell_in_reasons:
        return ""
    try:
        return f" ({words.spell(game, move)})"
    except (GameError, ValueError, TypeError):
        return ""


def _told(words: RuleWords, before: Any, after: Any, played: Played) -> str:
    """What ``played`` did (the rule words' ``told``) and why, by the rule that made it
    (their ``cause``)."""
    told = words.told(before, after, played).strip()
    cause = words.cause(before, played).strip()
    return f"{told} {cause}" if cause else told


def _reply_words(found: Answer, words: RuleWords) -> str:
    """The reply of ``found`` in words: "Blue's reply 36@4 (Blue places a ring on 36,
    then turns position 4 (level 2) one step): 2 Red rings died (34, 35)."."""
    reply = found.reply
    assert reply is not None
    who = words.player_name(reply.player)
    spelled = _spelled(words, found.start, reply.move)
    return f"{who}'s reply {reply.text}{spelled}: {_told(words, found.start, found.end, reply)}"


def shown_instead(found: Answer, line: Sequence[str], words: RuleWords,
                  best: bool = False) -> str:
    """Where the line shown after ``found``'s move (``line``, the search's, from that
    move) answers it with another reply than the one the words tell: "After the best
    move a5 the best line has Gold play g5 instead, the search's choice for Gold (g5
    makes the V3 (f5, f6, g5) Gold's however f5 is filled); c5 is told here as the reply
    that takes the most at once." (what the line's reply sets up: the rule words'
    :meth:`~ringworld_nb.core.words.RuleWords.aim`) - so the words and the line
    never seem to speak of the same moment two ways. '' when the line plays the same
    reply, or does not show the other side's answer as its second move."""
    reply = found.reply
    if (reply is None or len(line) < 2 or line[0] != found.move.text
            or found.start is not found.after or line[1] == reply.text):
        return ""
    who = words.player_name(reply.player)
    name = f"the best move {found.move.text}" if best else found.move.text
    return (f"After {name} the {'best ' if best else ''}line has {who} play {line[1]} "
            f"instead, the search's choice for {who}{_aim(found.after, line[1], words)}; "
            f"{reply.text} is told here as the reply that takes the most at once.")


def _aim(game: Any, text: str, words: RuleWords) -> str:
    """`` (what the move ``text`` sets up in ``game``, not changed)``, from the rule
    words' :meth:`~ringworld_nb.core.words.RuleWords.aim`; '' when it says nothing."""
    after = game.clone()
    try:
        move = after.parse(text)
        events = tuple(after.play(move))
    except (GameError, ValueError, TypeError):
        return ""
    aim = words.aim(game, after, Played(move, text, events, game.to_move, False))
    return f" ({aim})" if aim else ""


def reply_told(mine: Answer | None, theirs: Answer | None) -> bool:
    """Whether :func:`near_reason` tells the other side's reply to the move played: it
    has one that costs the mover more than any reply after the best move (else the near
    reason is what each move does at once)."""
    return (mine is not None and theirs is not None and mine.reply is not None
            and mine.costs and (not theirs.costs or mine.drop > theirs.drop))


def near_reason(position: Any, played: str, best: str, mover: Any, words: RuleWords,
                number: int = 0, lines: tuple[Sequence[str], Sequence[str]] = ((), ()),
                ) -> tuple[str, Answer | None, Answer | None]:
    """Why ``played`` is worse than ``best`` within two moves (see the module
    docstring), in words, with both :class:`Answer` s (for :func:`features_reason`);
    '' when nothing differs that near. ``number`` is the move's number in the game (a
    best move missed twice is told apart by it); ``lines`` are the lines shown after
    ``played`` and after ``best``: a reply told that is not theirs is said so
    (:func:`shown_instead`)."""
    mine, theirs = (answer(position, played, words, mover),
                    answer(position, best, words, mover))
    if mine is None or theirs is None or mine.end_lead is None or theirs.end_lead is None:
        return "", mine, theirs
    if not theirs.end_lead.key > mine.end_lead.key:
        return "", mine, theirs
    who = words.player_name(mover)
    gains = (theirs.lead is not None and mine.lead is not None
             and theirs.lead.key > mine.lead.key)
    threat: list[str] = []
    if reply_told(mine, theirs):
        assert mine.reply is not None
        link = words.link(position, mine.after, mine.move, mine.reply, mover)
        threat.append(f"{link}. Then {_reply_words(mine, words)}" if link
                      else f"After {played}, {_reply_words(mine, words)}")
        threat.append(shown_instead(mine, lines[0], words))
        if theirs.reply is None or not theirs.costs:
            threat.append(f"After the best move {best} no reply takes anything from {who} "
                          "at once.")
        else:
            threat.append(f"After the best move {best} the most costly reply costs less: "
                          f"{_reply_words(theirs, words)}")
            threat.append(shown_instead(theirs, lines[1], words, best=True))
    gain: list[str] = []
    if gains or not threat:
        done = _told(words, position, theirs.after, theirs.move)
        instead = _told(words, position, mine.after, mine.move)
        at = f" (move {number})" if number else ""
        gain.append(f"What each move does at once{at} - the best move {best}"
                    f"{_spelled(words, position, theirs.move.move)}: {done} {played}: "
                    f"{instead}")
    said = [part for part in threat + gain if part]
    return " ".join(s if s.endswith(".") else s + "." for s in said), mine, theirs


def features_reason(mine: Answer | None, theirs: Answer | None, played: str, best: str,
                    mover: Any, words: RuleWords,
                    lines: tuple[Sequence[str], Sequence[str]] = ((), ())) -> str:
    """How the positions two moves on differ in the game's own counts (after each move
    and the other side's most costly reply): "..., after e2-d2 and B's reply e4-d3
    against after the best move e3-d2 and B's reply a1-a2: hexes that can attack 2
    against 4", then why those counts matter where the game can say it (the rule words'
    :meth:`~ringworld_nb.core.words.RuleWords.stakes`). What the replies took comes
    first (:func:`_replies_alike`): a reply that takes as much after either move is
    said so, never "nothing is taken". '' when the game counts nothing or the counts
    are the same. The counts are the rule words'
    :meth:`~ringworld_nb.core.words.RuleWords.features`, for the mover. ``lines`` are
    the lines shown after ``played`` and after ``best``: a reply told that is not
    theirs is said so (:func:`shown_instead`)."""
    if mine is None or theirs is None:
        return ""
    ours = dict(words.features(theirs.end, mover))
    yours = words.features(mine.end, mover)
    differ = [(name, count, ours[name]) for name, count in yours
              if name in ours and ours[name] != count]
    if not differ:
        return ""

    def then(found: Answer) -> str:
        return (f" and {words.player_name(found.reply.player)}'s reply {found.reply.text}"
                if found.reply is not None else "")

    counts = "; ".join(f"{name} {count_text(count)} against {count_text(other)}"
                       for name, count, other in differ)
    taken = _replies_alike(mine, theirs, played, best, words)
    if taken:
        notes = (shown_instead(mine, lines[0], words),
                 shown_instead(theirs, lines[1], words, best=True))
        taken = " ".join([taken if taken.endswith(".") else taken + ".",
                          *(note for note in notes if note)])
    where = (f"after {played}{then(mine)} against after the best move {best}{then(theirs)}: "
             f"{counts}.")
    said = (f"{taken} What differs then, {where}" if taken else
            f"Nothing is taken or lost within two moves, but the positions differ, {where}")
    stakes = words.stakes(mine.end, theirs.end, mover, [name for name, _, _ in differ],
                          played, best)
    return f"{said} {stakes}" if stakes else said


def _replies_alike(mine: Answer, theirs: Answer, played: str, best: str,
                   words: RuleWords) -> str:
    """What the other side's most costly replies take after the move played and after
    the best move when neither costs more than the other (the caller's case): the
    same reply doing the same after both ("Gold's reply c5 does the same after either
    move: ..."), or each reply's words; '' when neither takes anything."""
    if not (mine.costs or theirs.costs) or mine.reply is None or theirs.reply is None:
        return ""
    told = _told(words, mine.start, mine.end, mine.reply)
    if (mine.reply.text == theirs.reply.text and mine.drop == theirs.drop
            and told == _told(words, theirs.start, theirs.end, theirs.reply)):
        who = words.player_name(mine.reply.player)
        return f"{who}'s reply {mine.reply.text} does the same after either move: {told}"
    return (f"Within two moves the other side takes as much after either move: after "
            f"{played}, {_reply_words(mine, words)} After the best move {best}, "
            f"{_reply_words(theirs, words)}")


def count_text(count: float) -> str:
    """A count in words: whole numbers without a decimal point, others to one place.

    >>> count_text(4.0), count_text(2.5)
    ('4', '2.5')
    """
    return str(int(count)) if float(count).is_integer() else f"{count:.1f}"
