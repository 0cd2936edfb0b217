"""The score of Renaissance: Phase 1's table, Phase 2's penalty, a set's score
(docs/rules.md §3.3, §3.4, §3.5).

**Phase 1.** A player scores 1 point per polyomino taken, plus every bonus of the
table that applies to their collection:

======================================================  ===========================
bonus                                                   points
======================================================  ===========================
all 4 dominoes                                          +4
both I triominoes                                       +2
both V triominoes                                       +2
all 4 triominoes (both I3 and both V3)                  +4
all 5 tetrominoes                                       +15
Triple I: a straight piece of each size (D, I3, I4)     +1, +1 per further straight
======================================================  ===========================

A domino is a straight piece, so the bonuses add up: the four dominoes, the two I
triominoes and the I tetromino make 7 pieces, +4 for the dominoes, +2 for the I
triominoes and +5 for Triple I (three straight pieces of three sizes, four more):

>>> phase1_score(["D"] * 4 + ["I3", "I3", "I4"])
18
>>> for line in score_sheet(["D"] * 4 + ["I3", "I3", "I4"]):
...     print(line)
('7 pieces', 7)
('all four dominoes', 4)
('both I triominoes', 2)
('Triple I (+4 further I pieces)', 5)

**Phase 2.** The penalty is the number of cells of the pieces still in hand, and the
score of a set is the Phase 1 score minus that penalty (in a game of Phase 2 alone the
collection is empty, so the score is minus the penalty):

>>> penalty(["D", "V3", "T4"])
9
>>> set_score(["D"] * 4 + ["I3", "I3", "I4"], ["D"])
16

A collection or a hand is an iterable of kinds (``"D"``, ``"I3"``, ... see
:data:`.pieces.KINDS`) or a mapping from kind to count; an unknown kind, or more pieces
of a kind than the pool holds (:data:`.pieces.POOL`), raises ValueError:

>>> phase1_score(["D"] * 5)
Traceback (most recent call last):
...
ringworld_nb.core.errors.ArgumentError: 5 pieces of kind 'D': the pool holds only 4
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..core.errors import ArgumentError
from ..core.validate import describe
from .pieces import CELLS_OF, IS_I, KINDS, POOL

__all__ = ["tally", "phase1_score", "score_sheet", "penalty", "set_score", "BONUSES",
           "TETROMINOES", "TRIOMINOES"]

#: The five tetrominoes, one of each kind.
TETROMINOES: tuple[str, ...] = ("I4", "O4", "T4", "L4", "S4")
#: The two triomino kinds (two pieces each).
TRIOMINOES: tuple[str, ...] = ("I3", "V3")
#: The set bonuses other than Triple I: (words on the score sheet, kinds that must all
#: be complete, that is hold as many pieces as the pool has, points).
BONUSES: tuple[tuple[str, tuple[str, ...], int], ...] = (
    ("all four dominoes", ("D",), 4),
    ("both I triominoes", ("I3",), 2),
    ("both V triominoes", ("V3",), 2),
    ("all four triominoes", TRIOMINOES, 4),
    ("all five tetrominoes", TETROMINOES, 15),
)
_STRAIGHT: tuple[str, ...] = tuple(k for k in KINDS if IS_I[k])  # D, I3, I4


def tally(kinds: Iterable[str] | Mapping[str, int]) -> dict[str, int]:
    """How many pieces of each kind (every kind of :data:`.pieces.KINDS` a key).

    ``kinds`` is an iterable of kinds or a mapping kind -> count. ValueError when a kind
    is unknown, a count negative, or more than the pool holds.

    >>> tally(["D", "I4", "D"])["D"], tally({"S4": 1})["S4"], tally([])["O4"]
    (2, 1, 0)
    >>> tally(["Q5"])
    Traceback (most recent call last):
    ...
    ringworld_nb.core.errors.ArgumentError: 'Q5' is not a kind of Renaissance (D, I3, V3, I4, \
O4, T4, L4, S4)
    """
    counts = dict.fromkeys(KINDS, 0)
    if isinstance(kinds, Mapping):
        pairs: Iterable[tuple[str, int]] = kinds.items()
    else:
        if isinstance(kinds, str):
            raise ArgumentError(f"expected an iterable of kinds, got the string {describe(kinds)}")
        pairs = ((k, 1) for k in kinds)
    for kind, n in pairs:
        if kind not in counts:
            raise ArgumentError(f"{describe(kind)} is not a kind of Renaissance "
                                f"({', '.join(KINDS)})")
        if not isinstance(n, int) or n < 0:
            raise ArgumentError(f"the count of kind {describe(kind)} must be a whole number >= 0, "
                             f"got {describe(n)}")
        counts[kind] += n
    for kind, n in counts.items():
        if n > POOL[kind]:
            raise ArgumentError(f"{n} pieces of kind {describe(kind)}: the pool holds only "
                                f"{POOL[kind]}")
    return counts


def _sheet(counts: dict[str, int]) -> list[tuple[str, int]]:
    lines: list[tuple[str, int]] = []
    total = sum(counts.values())
    if total:
        lines.append((f"{total} piece{'s' if total != 1 else ''}", total))
    for words, kinds, points in BONUSES:
        if all(counts[k] == POOL[k] for k in kinds):
            lines.append((words, points))
    if all(counts[k] for k in _STRAIGHT):
        further = sum(counts[k] for k in _STRAIGHT) - len(_STRAIGHT)
        words = "Triple I"
        if further:
            words += f" (+{further} further I piece{'s' if further != 1 else ''})"
        lines.append((words, 1 + further))
    return lines


def score_sheet(kinds: Iterable[str] | Mapping[str, int]) -> list[tuple[str, int]]:
    """The lines of a Phase 1 score that scored, in words, with their points: first the
    pieces, then each bonus in the order of the table; they add up to
    :func:`phase1_score`. An empty collection scores no line.

    >>> score_sheet(["I4", "O4", "T4", "L4", "S4", "D", "I3"])
    [('7 pieces', 7), ('all five tetrominoes', 15), ('Triple I', 1)]
    >>> score_sheet([])
    []
    """
    return _sheet(tally(kinds))


def phase1_score(kinds: Iterable[str] | Mapping[str, int]) -> int:
    """The Phase 1 score of a collection: 1 per piece plus its bonuses (module docstring).

    >>> phase1_score(["V3", "V3", "I3", "I3"]), phase1_score(["D", "I3"])
    (12, 2)
    """
    return sum(points for _, points in _sheet(tally(kinds)))


def penalty(hand: Iterable[str] | Mapping[str, int]) -> int:
    """The Phase 2 penalty: the cells of the pieces still in ``hand`` (2 per domino, 3 per
    triomino, 4 per tetromino).

    >>> penalty([]), penalty({"D": 4, "I4": 1})
    (0, 12)
    """
    return sum(CELLS_OF[k] * n for k, n in tally(hand).items())


def set_score(collection: Iterable[str] | Mapping[str, int],
              hand: Iterable[str] | Mapping[str, int]) -> int:
    """A player's score in a set: the Phase 1 score of their ``collection`` minus the
    penalty of their ``hand`` (the pieces of the collection not yet put back, from the
    start of Phase 2; the collection itself before). In a game of Phase 2 alone pass an
    empty collection: the dealt pieces are a hand.

    >>> set_score(["O4"], ["O4"]), set_score([], ["D", "D"])
    (-3, -4)
    """
    return phase1_score(collection) - penalty(hand)
