"""Move notation of Dice of Doom, as written in records.

Hexes are named by column letter and row number from the top: ``a1`` is (0, 0), the top
left hex, ``b1`` is (0, 1) to its right and ``a2`` is (1, 0) below it (see
:mod:`ringworld_nb.dice.hexboard`). A move is written::

    pass                  end the turn
    a1-b2                 attack b2 from a1 (version 1: always wins, nothing more to say)
    a1-b2 win             a rolled attack whose outcome was chosen (search, lessons)
    a1-b2 lose
    a1-b2 win 653:42      a rolled attack with the faces really rolled: attacker's dice,
                          a colon, defender's dice (one digit 1-6 per die)

With the outcome (and, when dice were rolled, the faces) in the record, replaying it
gives back exactly the same game and the same events. ``parse_move`` ignores case and
extra spaces; whether the move is legal is the game's business, not the notation's.

>>> parse_move("B1-b2 WIN 653:42", 3)
Notated(move=Move(src=(0, 1), dst=(1, 1)), outcome='win', rolls=((6, 5, 3), (4, 2)))
>>> format_move(Move((0, 0), (1, 1)), "lose")
'a1-b2 lose'
"""

from __future__ import annotations

from typing import NamedTuple

from ..core.errors import ArgumentError, IllegalMoveError, NotationError
from ..core.validate import describe, is_integer
from .hexboard import MAX_SIZE, as_hex, hex_name, parse_hex
from .moves import LOSE, OUTCOMES, PASS, WIN, Move

__all__ = ["Notated", "format_move", "parse_move", "format_rolls", "parse_rolls"]

Rolls = tuple[tuple[int, ...], tuple[int, ...]]


class Notated(NamedTuple):
    """A move as read from notation, with its outcome and rolled faces when given."""

    move: Move
    outcome: str | None = None
    rolls: Rolls | None = None


def format_rolls(rolls: Rolls) -> str:
    """``((6, 5, 3), (4, 2))`` -> ``'653:42'``; ArgumentError (TypeError) for what is
    not two sequences of faces 1 to 6."""
    if not isinstance(rolls, (tuple, list)) or len(rolls) != 2 or not all(
            isinstance(side, (tuple, list)) for side in rolls):
        raise TypeError(f"rolls must be (attacker's faces, defender's faces), got "
                        f"{describe(rolls)}")
    a, d = rolls
    if not all(is_integer(x) and 1 <= x <= 6 for x in (*a, *d)):
        raise ArgumentError(f"dice faces are 1 to 6, got {describe(rolls)}")
    return "".join(map(str, a)) + ":" + "".join(map(str, d))


def parse_rolls(text: str) -> Rolls:
    """``'653:42'`` -> ``((6, 5, 3), (4, 2))``; NotationError if malformed."""
    if not isinstance(text, str):
        raise NotationError(f"rolls are written like '653:42', got {describe(text)}")
    left, sep, right = text.partition(":")
    if not sep or not left or not right or not (left + right).isdigit() or any(
            ch not in "123456" for ch in left + right):
        raise NotationError(f"rolls {describe(text)}: write the attacker's faces, ':', the "
                            "defender's faces, one digit 1-6 per die, e.g. '653:42'")
    return tuple(int(ch) for ch in left), tuple(int(ch) for ch in right)


def format_move(move: Move, outcome: str | None = None, rolls: Rolls | None = None) -> str:
    """Notation of ``move``, with ``outcome`` ('win'/'lose') and ``rolls`` if given."""
    if not isinstance(move, (tuple, list)) or len(move) != 2:
        raise IllegalMoveError(f"{describe(move)} is not a move: give Move(src, dst)")
    src, dst = move
    if src is None and dst is None:
        if outcome is not None or rolls is not None:
            raise ArgumentError("a pass has no outcome and no rolls")
        return "pass"
    src, dst = as_hex(src), as_hex(dst)
    if src is None or dst is None:
        raise IllegalMoveError(f"{describe(move)} is neither an attack from a (row, col) "
                               "hex to another nor the pass")
    if rolls is not None and not (
            isinstance(rolls, (tuple, list)) and len(rolls) == 2
            and all(isinstance(side, (tuple, list)) and len(side) <= 5
                    and all(is_integer(x) and 1 <= x <= 6 for x in side) for side in rolls)):
        raise ArgumentError(f"rolls must be (attacker's faces, defender's faces), each 1 "
                            f"to 6, got {describe(rolls)}")
    text = f"{hex_name(src)}-{hex_name(dst)}"
    if rolls is not None and outcome is None:
        outcome = WIN if sum(rolls[0]) > sum(rolls[1]) else LOSE
    if outcome is not None:
        if not isinstance(outcome, str) or outcome not in OUTCOMES:
            raise ArgumentError(f"outcome must be 'win' or 'lose', got {describe(outcome)}")
        text += f" {outcome}"
        if rolls is not None:
            text += " " + format_rolls(rolls)
    return text


def parse_move(text: str, size: int = MAX_SIZE) -> Notated:
    """The move written as ``text`` on a ``size`` x ``size`` board.

    NotationError says what is wrong with the text. Rolls must agree with the outcome
    (the attacker wins only with a strictly greater sum).
    """
    if not isinstance(text, str):
        raise NotationError(f"a move is written as text, got {describe(text)}")
    words = text.replace("-", " - ").split()
    if not words:
        raise NotationError("empty move: write e.g. 'a1-b2', 'a1-b2 win 653:42' or 'pass'")
    if len(words) == 1 and words[0].lower() == "pass":
        return Notated(PASS)
    if len(words) < 3 or words[1] != "-":
        raise NotationError(f"{describe(text)}: write an attack as '<from>-<to>', e.g. 'a1-b2', "
                            "or 'pass'")
    try:
        src, dst = parse_hex(words[0], size), parse_hex(words[2], size)
    except ValueError as err:
        raise NotationError(f"{describe(text)}: {err}") from None
    rest = words[3:]
    outcome = rolls = None
    if rest:
        outcome = rest[0].lower()
        if outcome not in OUTCOMES:
            raise NotationError(f"{describe(text)}: after the attack comes 'win' or 'lose', "
                                f"not {describe(rest[0])}")
        if len(rest) > 2:
            raise NotationError(f"{describe(text)}: unexpected "
                                f"{describe(' '.join(rest[2:]))} after the rolls")
        if len(rest) == 2:
            rolls = parse_rolls(rest[1])
            rolled = WIN if sum(rolls[0]) > sum(rolls[1]) else LOSE
            if rolled != outcome:
                raise NotationError(
                    f"{describe(text)}: the rolls add up to {sum(rolls[0])} against "
                    f"{sum(rolls[1])}, which is a {rolled}, not a {outcome}")
    return Notated(Move(src, dst), outcome, rolls)
