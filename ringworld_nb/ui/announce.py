"""What the live region reads out after a refresh: only what is new, each part a sentence.

An app refreshes many times for one pair of moves (the person's move, the move shown,
the AI thinking, its reply shown, the person's turn again). Its three lines of words -
the message (the move just played, a refusal, an answer), the status (whose move) and
the prompt (what to do now, and The Ring World's warnings) - are read out through the
text twin's live region (:mod:`.twin`); a screen reader reads every text put there, so
the words must be new each time:

* the message when it changed - only its new end when it grew (the AI's reply added
  under the person's move), so a move played is read once;
* the status when it changed;
* of the prompt, only the sentences the last prompt read did not have: the same
  instructions turn after turn, or a warning that stays, are read once, and a prompt
  that comes back after an empty one (an AI's turn has none) is not read again.

Each part ends as a sentence, so a refusal never runs into the status.

>>> heard = Announcer()
>>> heard.news("Red played 00@0", "Blue to move.", "")
'Red played 00@0. Blue to move.'
>>> heard.news("Red played 00@0. Blue played 11@1.", "Red to move.", "Choose a ring.")
'Blue played 11@1. Red to move. Choose a ring.'
>>> heard.news("Red played 00@0. Blue played 11@1.", "Red to move.", "Choose a ring.")
>>> heard.news("Red played 22@2.", "Blue to move.", "")
'Red played 22@2. Blue to move.'
>>> heard.news("Red played 22@2. Blue played 01@0.", "Red to move.", "Choose a ring.")
'Blue played 01@0. Red to move.'

A sentence of the prompt that the message has just said is not read again:

>>> heard.news("Attack from a1: choose a target of a1.", "A to move.", "Choose a target of a1.")
'Attack from a1: choose a target of a1. A to move.'

The same message said again by a new action (a second turn of a piece: "The domino is
turned.") is read again once the app says so (:meth:`Announcer.repeat`):

>>> heard.news("The domino is turned.", "Silver to move.", "")
'The domino is turned. Silver to move.'
>>> heard.news("The domino is turned.", "Silver to move.", "")
>>> heard.repeat()
>>> heard.news("The domino is turned.", "Silver to move.", "")
'The domino is turned.'

So is the status, alone, when the app asks for it (a second → at the end of a review's
line: "...; the line ends here ..." once more, not the mistake's words again):

>>> heard.repeat(status=True)
>>> heard.news("The domino is turned.", "Silver to move.", "")
'Silver to move.'

Within one text each fact is said once: a sentence whose words another sentence of the
same text says whole (case, punctuation and "press" aside) is left out, the fuller one
kept - a choice's "Press Submit." beside the prompt's "Press Submit to play, or ...":

>>> heard.news("Turn 0 (level 2). Press Submit.", "Red to move.",
...            "Press Submit to play, or choose another position.")
'Turn 0 (level 2). Red to move. Press Submit to play, or choose another position.'

A message that keeps only its last lines (Dice of Doom's log of a turn: 8 lines) drops
its first line when a new one comes; only the new line is read, not the whole log again:

>>> heard.news("A ends the turn. B took b4. B took d4.", "B to move.", "")
'A ends the turn. B took b4. B took d4. B to move.'
>>> heard.news("B took b4. B took d4. B ends the turn.", "A to move.", "")
'B ends the turn. A to move.'
"""

from __future__ import annotations

import re

__all__ = ["Announcer", "sentences", "as_sentence", "new_end", "once_each"]

#: Where one sentence ends and the next begins: after . ! or ? and a space, before a
#: capital letter, a digit or an opening bracket.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9(])")


def as_sentence(text: str) -> str:
    """``text`` ending as a sentence: a full stop added unless it ends with . ! or ?
    (perhaps inside a closing bracket or quote).

    >>> as_sentence("No L4 is left to place"), as_sentence("(1 more group.)")
    ('No L4 is left to place.', '(1 more group.)')
    """
    text = text.strip()
    return text if not text or text.rstrip(")\"'")[-1:] in ".!?" else text + "."


def sentences(text: str) -> list[str]:
    """The sentences of ``text`` (plain words), each ending as a sentence.

    >>> sentences("Choose a hex. Careful: B may attack (2 dice). (1 more.)")
    ['Choose a hex.', 'Careful: B may attack (2 dice).', '(1 more.)']
    """
    return [as_sentence(part) for part in _SENTENCE_END.split(text.strip()) if part.strip()]


#: Words that change nothing a sentence says when left out: "Press End turn" says what
#: "End turn" says.
_IDLE_WORDS = frozenset({"press"})


def _words(sentence: str) -> str:
    """``sentence`` as its words only: lower case, no punctuation, no idle words (with a
    space at each end, so that a word is found whole)."""
    words = re.sub(r"[^\w@%+*-]+", " ", sentence.lower()).split()
    return " " + " ".join(w for w in words if w not in _IDLE_WORDS) + " "


def once_each(said: list[str]) -> list[str]:
    """The sentences ``said`` (one text, in order) less those whose words another of them
    says whole, in the same order: of two that say the same the fuller one stays, of two
    alike the first. Nothing new is lost: what is left out is said by what stays.

    >>> once_each(["A to move: no attack possible: End turn.",
    ...            "No attack is possible: press End turn.", "No attack possible: End turn."])
    ['A to move: no attack possible: End turn.', 'No attack is possible: press End turn.']
    >>> once_each(["Pass.", "Pass.", "B took b4.", "B took b4 and c3."])
    ['Pass.', 'B took b4 and c3.']
    """
    words = [_words(s) for s in said]
    kept = []
    for i, sentence in enumerate(said):
        mine = words[i]
        if mine.strip() and any(
                mine in other and (len(other) > len(mine) or j < i)
                for j, other in enumerate(words) if j != i):
            continue
        kept.append(sentence)
    return kept


def new_end(before: str, now: str) -> str:
    """What the message ``now`` says that the message ``before`` did not: its new end when
    it grew, or when it slid (a log that keeps its last lines: its first sentences gone,
    at least two of ``before``'s last sentences where ``now`` begins); else all of it.

    >>> new_end("Red played 00@0.", "Red played 00@0. Blue played 11@1.")
    'Blue played 11@1.'
    >>> new_end("A took b4. A took c3. A took d2.", "A took c3. A took d2. A ends the turn.")
    'A ends the turn.'
    >>> new_end("A took b4. A took c3.", "A took c3. B took b4.")
    'A took c3. B took b4.'
    """
    if before and now.startswith(before):
        return now[len(before):].lstrip(" .;,")
    old, new = sentences(before), sentences(now)
    for kept in range(len(old) - 1, 1, -1):
        if len(new) > kept and old[-kept:] == new[:kept]:
            return " ".join(new[kept:])
    return now


class Announcer:
    """Remembers what one app's live region has read, and says what is new (see the
    module docstring)."""

    def __init__(self) -> None:
        self._message = ""
        self._status = ""
        self._lines: tuple[str, str, str] = ("", "", "")
        self._prompt_read: list[str] = []
        self._again = False
        self._status_again = False

    def repeat(self, status: bool = False) -> None:
        """The message was said again (the same words, by a new action): the next
        :meth:`news` reads it again - or, with ``status``, the status alone."""
        if status:
            self._status_again = True
        else:
            self._again = True

    def news(self, message: str, status: str, prompt: str) -> str | None:
        """What to read out now that the app shows ``message``, ``status`` and
        ``prompt`` (plain text each); None when nothing is to be read."""
        if ((message, status, prompt) == self._lines and not self._again
                and not self._status_again):
            return None
        if self._again:
            self._again = False
            self._message = ""  # (read whole once more)
        if self._status_again:
            self._status_again = False
            self._status = ""  # (read once more)
        self._lines = (message, status, prompt)
        parts = []
        if message != self._message:
            parts.append(new_end(self._message, message))
            self._message = message
        if status != self._status:
            parts.append(status)
            self._status = status
        if prompt:
            said = sentences(prompt)
            # (a sentence the message says already is not read twice in a row:
            # "Attack from a1: choose a target of a1 ..." then "Choose a target of a1 ...")
            told = " ".join(parts).lower()
            parts.extend(s for s in said if s not in self._prompt_read
                         and s.lower().rstrip(".") not in told)
            self._prompt_read = said
        text = " ".join(once_each(sentences(" ".join(as_sentence(p) for p in parts
                                                     if p.strip()))))
        return text or None
