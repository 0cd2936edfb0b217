"""Moves and events of Dice of Doom: the values that travel between engine, notation,
drawing and widgets."""

from __future__ import annotations

from typing import NamedTuple

from .hexboard import Hex, hex_name

__all__ = ["Move", "PASS", "Event", "WIN", "LOSE", "OUTCOMES", "PLAYER_NAMES",
           "player_name"]

#: Players are numbered 0..3 and called A, B, C, D; A moves first.
PLAYER_NAMES = "ABCD"

#: Outcomes of an attack (a chance event when dice are rolled).
WIN, LOSE = "win", "lose"
OUTCOMES = (WIN, LOSE)


def player_name(player: int) -> str:
    """``0`` -> ``'A'``, ``1`` -> ``'B'``, ..."""
    return PLAYER_NAMES[player]


class Move(NamedTuple):
    """An attack from hex ``src`` to the adjacent hex ``dst`` (both ``(row, col)``).

    ``Move(None, None)`` (:data:`PASS`) ends the turn.
    """

    src: Hex | None
    dst: Hex | None

    @property
    def is_pass(self) -> bool:
        return self.src is None and self.dst is None

    def __str__(self) -> str:
        if self.is_pass:
            return "pass"
        return f"{hex_name(self.src)}-{hex_name(self.dst)}"  # type: ignore[arg-type]


PASS = Move(None, None)


class Event(NamedTuple):
    """Something that happened during a move, in the order it happened.

    ``kind`` and the fields it uses:

    * ``attack`` - ``player`` attacks hex ``dst`` of player ``other`` from ``src``;
      ``dice = (attacker's dice, defender's dice)``; ``rolls`` = (attacker's faces,
      defender's faces) when dice were really rolled, else None (version 1, or an
      outcome chosen by the caller); ``won`` says whether the attack succeeded.
    * ``capture`` - the attack won: ``dice = (dice captured, dice now on dst)``; the
      target changes owner to ``player`` and ``src`` keeps 1 die.
    * ``repel`` - a rolled attack lost: ``dice = (dice lost,)``; ``src`` keeps 1 die,
      the target is unchanged.
    * ``eliminate`` - ``player`` lost their last hex to ``other``.
    * ``pass`` - ``player`` ends the turn; ``dice = (reinforcement dice due,)``; ``won``
      is True when the player attacked this turn, False for a pass without attacking.
    * ``reinforce`` - hex ``dst`` of ``player`` receives one die; ``dice = (dice now,)``.
      One event per die, in the order dealt (reading order).
    * ``end`` - the game is over; ``winners`` lists the players with most hexes
      (several: a draw); ``player`` is the one who made the last move.
    """

    kind: str
    player: int
    src: Hex | None = None
    dst: Hex | None = None
    other: int | None = None
    dice: tuple[int, ...] = ()
    rolls: tuple[tuple[int, ...], tuple[int, ...]] | None = None
    won: bool | None = None
    winners: tuple[int, ...] = ()

    def describe(self) -> str:
        """One line in plain words, for the step-by-step mode of the widgets."""
        who = PLAYER_NAMES[self.player] if 0 <= self.player < len(PLAYER_NAMES) else "?"
        if self.kind == "attack":
            other = PLAYER_NAMES[self.other] if self.other is not None else "?"
            text = (f"{who} attacks {hex_name(self.dst)} ({other}, {self.dice[1]} "  # type: ignore[arg-type]
                    f"{'die' if self.dice[1] == 1 else 'dice'}) from "
                    f"{hex_name(self.src)} ({self.dice[0]} dice)")  # type: ignore[arg-type]
            if self.rolls is not None:
                a, d = self.rolls
                text += (f": {'+'.join(map(str, a))} = {sum(a)} against "
                         f"{'+'.join(map(str, d))} = {sum(d)}")
            return text + (" and wins." if self.won else " and loses.")
        if self.kind == "capture":
            return (f"{who} takes {hex_name(self.dst)}: {self.dice[0]} "  # type: ignore[arg-type]
                    f"{'die' if self.dice[0] == 1 else 'dice'} captured, {self.dice[1]} "
                    f"moved in, 1 left behind on {hex_name(self.src)}.")  # type: ignore[arg-type]
        if self.kind == "repel":
            return (f"The attack is repelled: {hex_name(self.src)} loses "  # type: ignore[arg-type]
                    f"{self.dice[0]} {'die' if self.dice[0] == 1 else 'dice'} and keeps 1.")
        if self.kind == "eliminate":
            other = PLAYER_NAMES[self.other] if self.other is not None else "?"
            return f"{who} has lost their last hex to {other}."
        if self.kind == "pass":
            due = self.dice[0] if self.dice else 0
            how = "ends the turn" if self.won else "passes without attacking"
            return f"{who} {how}: {due} reinforcement {'die' if due == 1 else 'dice'} due."
        if self.kind == "reinforce":
            return f"{who} reinforces {hex_name(self.dst)} to {self.dice[0]} dice."  # type: ignore[arg-type]
        if self.kind == "end":
            names = ", ".join(PLAYER_NAMES[p] for p in self.winners)
            if len(self.winners) == 1:
                return f"The game is over: {names} wins."
            return f"The game is over: a draw between {names}."
        return self.kind
