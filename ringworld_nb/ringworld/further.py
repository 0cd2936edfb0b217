"""How a Ring World move prepares what happens further down a review's line: the count a
later move acts on, as each of two first moves left it.

A review (:func:`ringworld_nb.analysis.compare`) names a move several moves down a line
where a position is taken: "after Blue's 61@0, the fourth move of the line after 47@4,
...: Blue took position 0". That event is the first move's doing only when the other
first move (the best move, or the move played) does not lead to it as well. Two
questions answer that, both read on the board:

* :func:`same_event` - does the other line take the same position for the same
  colour? Then the event is no effect of the move ("after either move");
* :func:`prepared` - else, how many of the taken position's 8 children held that colour
  right after each first move (rule book §1.4, occupation: 5 of them take it): "Right
  after 45@4, position 5 has 3 of its 8 children Red (46, 54, 55); right after 47@4, 1
  (55). Red's 50@4 makes them 6 (5 take it)" - the children the other move did not add to the
  count. When both first moves leave the same count, the count just before the event in
  each line says where the lines parted.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.words import Played
from .links import TAKES, _children, _just_before, _named
from .moves import COLOUR_NAMES

__all__ = ["prepared", "same_event"]


def _taken(played: Played) -> list[tuple[int, int, int]]:
    """The positions ``played`` took: (level, position, colour), the highest first."""
    return sorted(((event.level, position, colour) for event in played.events
                   if event.kind == "occupied"
                   for position, colour in zip(event.positions, event.colours)),
                  reverse=True)


def same_event(line: Sequence[Played], other: Sequence[Played], ply: int) -> int:
    """The move of ``other`` (from 1) that takes the highest position the move ``ply``
    of ``line`` takes, for the same colour; 0 when none does (or that move takes
    nothing). Both lines are played from one position.

    >>> from ringworld_nb.ringworld import RingWorld
    >>> game = RingWorld(3)
    >>> def line(moves):
    ...     trial, out = game.clone(), []
    ...     for text in moves:
    ...         who = trial.to_move
    ...         out.append(Played(trial.parse(text), text, tuple(trial.play(text)), who,
    ...                           False))
    ...     return out
    >>> same_event(line(["00@0"]), line(["01@0"]), 1)
    0
    """
    if not 1 <= ply <= len(line):
        return 0
    taken = _taken(line[ply - 1])
    if not taken:
        return 0
    highest = taken[0]
    return next((number for number, step in enumerate(other, start=1)
                 if highest in _taken(step)), 0)


def _replayed(start: Any, line: Sequence[Played], plies: int) -> Any:
    """The game after the first ``plies`` moves of ``line`` from ``start`` (not
    changed)."""
    trial = start.clone()
    for step in line[:plies]:
        trial.play(step.move)
    return trial


def _count(game: Any, level: int, position: int, colour: int) -> tuple[int, str]:
    """How many children of the position hold ``colour`` in ``game``, and their names in
    brackets (" (46, 54, 55)"; '' for none)."""
    names = _children(game.board, game.all_rings(), level, position, colour)
    return len(names), f" ({', '.join(names)})" if names else ""


def prepared(start: Any, line: Sequence[Played], other: Sequence[Played], ply: int) -> str:
    """How the first move of ``line`` (played from ``start``, not changed) prepared the
    highest position its move ``ply`` takes, against the first move of ``other``: that
    position's children of the taker's colour after each first move, and what the move
    ``ply`` makes them (see the module docstring); '' when the move takes nothing, the
    counts are alike all the way, or the lines cannot be replayed.

    The trial's game before Red's 26@3 (the best move was 25@3):

    >>> from ringworld_nb.ringworld import RingWorld
    >>> game = RingWorld(3)
    >>> for text in ["36@4", "14@1", "47@3", "02@1"]:
    ...     _ = game.play(text)
    >>> def line(moves):
    ...     trial, out = game.clone(), []
    ...     for text in moves:
    ...         who = trial.to_move
    ...         out.append(Played(trial.parse(text), text, tuple(trial.play(text)), who,
    ...                           False))
    ...     return out
    >>> print(prepared(game, line(["25@3", "05@0", "57@3"]), line(["26@3", "05@0"]), 3))
    Right after 25@3, position 3 has 4 of its 8 children Red (24, 25, 36, 37), one short \
of the 5 that take it; right after 26@3, 3 (25, 36, 37). Red's 57@3, which turns position 3 \
(its 8 children move round one place), makes them 5.
    """
    if not 1 < ply <= len(line) or not other:
        return ""
    taken = _taken(line[ply - 1])
    if not taken:
        return ""
    level, position, colour = taken[0]
    try:
        first, second = _replayed(start, line, 1), _replayed(start, other, 1)
        before = _replayed(start, line, ply - 1)
        parallel = _replayed(start, other, min(ply - 1, len(other)))
    except (ValueError, TypeError):
        return ""
    step = line[ply - 1]
    name, colour_name = _named(start.board, level, position), COLOUR_NAMES[colour]
    mine, mine_names = _count(first, level, position, colour)
    yours, yours_names = _count(second, level, position, colour)
    just = _just_before(before, step, "occupied", level)
    then = (len(_children(start.board, just, level, position, colour))
            if just is not None else TAKES)
    short = f", one short of the {TAKES} that take it" if mine == TAKES - 1 else ""
    rule = "" if short else f" ({TAKES} take it)"
    who = COLOUR_NAMES.get(step.player, "")
    # (a move that turns the position itself moves its children round one place, so a
    # ring named before may sit elsewhere after it, and one "born" where it stood)
    turns = (f", which turns {name} (its 8 children move round one place),"
             if getattr(step.move, "rotate", None) == (level, position) else "")
    makes = (f" {who}'s {step.text}{turns} makes them {then}{rule}." if then >= TAKES
             else "")
    if mine != yours:
        return (f"Right after {line[0].text}, {name} has {mine} of its 8 children "
                f"{colour_name}{mine_names}{short}; right after {other[0].text}, {yours}"
                f"{yours_names}.{makes}")
    now, now_names = _count(before, level, position, colour)
    there, there_names = _count(parallel, level, position, colour)
    if now == there:
        return ""
    return (f"Right after {line[0].text} and right after {other[0].text} alike, {name} "
            f"has {mine} of its 8 children {colour_name}; the line after {line[0].text} "
            f"brings them to {now}{now_names} before {who}'s {step.text}, the line after "
            f"{other[0].text} to {there}{there_names} by then.{makes}")
