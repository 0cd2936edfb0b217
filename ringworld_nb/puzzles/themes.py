"""The themes of a puzzle: what its solution does, read from the engine's own events.

A puzzle's solution is played on a copy of its start with ``game.play``, and the events
each move returns (the same events the apps animate and the words modules describe)
say what happened. The tags, one word each as lichess writes its themes:

The Ring World (events of :mod:`ringworld_nb.ringworld.moves`)
    ``top-ring`` the solver takes the top ring (wins); ``birth`` a ring of the solver's
    colour is born; ``death`` a group of the opponent's rings dies; ``occupation`` the
    solver occupies an upper position (5 of its 8 children); ``held-ring`` an occupation
    that counts a *held* ring of the solver - a ring of level 2 or more whose own
    children no longer have five of its colour, kept because a ring is only lost by
    occupation, birth or death.
Dice of Doom (events of :mod:`ringworld_nb.dice.moves`)
    ``chain`` two or more attacks of the solver in a row; ``conquest`` the solution
    takes the opponent's last hex; ``stop`` the answer is to end the turn (the pass)
    rather than attack; ``capture`` an attack takes a hex of three or more dice.
    (``risk``, the roll to risk or not, belongs to the versions with rolled attacks,
    which have no puzzles yet.)
Renaissance (events of :mod:`ringworld_nb.renaissance.moves`)
    ``acquisition`` the solver takes a piece; ``insertion`` an insertion from the edge
    that takes a piece; ``majority`` a piece taken although the opponent had markers
    on it (won by the majority, not alone); ``tie-break`` a piece that was full and
    tied becomes the solver's.

Every game also gets ``defence`` (every other first move was proven to lose at once:
the solution stops a threat) and the length: ``one-move``, ``two-moves``,
``three-moves`` (moves of the solver).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.games import kind_of

__all__ = ["themes_of", "LENGTH_TAGS", "ALL_THEMES", "COMMON_THEMES"]

LENGTH_TAGS = {1: "one-move", 2: "two-moves", 3: "three-moves"}

#: Every tag a game's puzzles may carry, in the order they are listed.
ALL_THEMES: dict[str, tuple[str, ...]] = {
    "ringworld": ("top-ring", "birth", "death", "occupation", "held-ring"),
    "dice": ("chain", "conquest", "stop", "capture"),
    "renaissance": ("acquisition", "insertion", "majority", "tie-break"),
}
#: The tags of every game's puzzles.
COMMON_THEMES = ("defence", "one-move", "two-moves", "three-moves")
_COMMON = COMMON_THEMES


def themes_of(game: Any, solution: Sequence[str], mover: Any, *,
              defence: bool = False) -> tuple[str, ...]:
    """The theme tags of the puzzle whose start is ``game`` (not changed), whose
    ``solution`` is the moves in notation, and whose solver is ``mover``, in the order of
    :data:`ALL_THEMES`; ``defence`` when the first move is the only one that does not
    lose at once."""
    kind = kind_of(game)
    trial = game.clone()
    found: set[str] = set()
    solver_moves = 0
    attacks_in_row = 0
    for text in solution:
        by_solver = trial.to_move == mover
        before = trial.clone() if kind == "renaissance" else None
        events = trial.play(text)
        if not by_solver:
            attacks_in_row = 0
            continue
        solver_moves += 1
        if kind == "ringworld":
            found |= _ringworld(trial, events, mover)
        elif kind == "dice":
            attacks_in_row = attacks_in_row + 1 if events[0].kind == "attack" else 0
            if attacks_in_row >= 2:
                found.add("chain")
            found |= _dice(events, mover)
        else:
            found |= _renaissance(before, events, mover)
    if defence:
        found.add("defence")
    found.add(LENGTH_TAGS.get(solver_moves, "three-moves"))
    order = ALL_THEMES[kind] + _COMMON
    return tuple(tag for tag in order if tag in found)


def _ringworld(game: Any, events: Sequence[Any], mover: int) -> set[str]:
    found: set[str] = set()
    board = game.board
    for e in events:
        if e.kind == "won" and e.colours and e.colours[0] == mover:
            found.add("top-ring")
        elif e.kind == "born" and mover in e.colours:
            found.add("birth")
        elif e.kind == "died" and any(c != mover for c in e.colours):
            found.add("death")
        elif e.kind == "occupied":
            for position, colour in zip(e.positions, e.colours):
                if colour != mover:
                    continue
                found.add("occupation")
                if e.level >= 3 and _counts_held_ring(game, board, e.level, position, mover):
                    found.add("held-ring")
    return found


def _counts_held_ring(game: Any, board: Any, level: int, position: int, mover: int) -> bool:
    """Does the occupation of ``position`` (on ``level``) count a held ring of
    ``mover`` among its children: a ring whose own children hold fewer than 5 of its
    colour (seen on the board after the move)?"""
    below = game.rings(level - 1)
    for child in board.children(level, position):
        if below[child] != mover:
            continue
        if level - 1 < 2:
            continue
        grandchildren = game.rings(level - 2)
        own = sum(1 for g in board.children(level - 1, child) if grandchildren[g] == mover)
        if own < 5:
            return True
    return False


def _dice(events: Sequence[Any], mover: int) -> set[str]:
    found: set[str] = set()
    for e in events:
        if e.kind == "pass" and e.player == mover:
            found.add("stop")
        elif e.kind == "capture" and e.dice and e.dice[0] >= 3:
            found.add("capture")
        elif e.kind == "eliminate" and e.other == mover:
            found.add("conquest")
    return found


def _renaissance(before: Any, events: Sequence[Any], mover: str) -> set[str]:
    from ..renaissance.board import MARKER_OF

    found: set[str] = set()
    inserted = any(e.kind == "pushed" and e.player == mover for e in events)
    tied_before = {cell for e in _ties(before) for cell in e}
    theirs = MARKER_OF["gold" if mover == "silver" else "silver"]
    markers = before.board.markers
    for e in events:
        if e.kind != "taken" or e.player != mover:
            continue
        found.add("acquisition")
        if inserted:
            found.add("insertion")
        if any(markers[c] == theirs for c in e.cells):
            found.add("majority")
        if set(e.cells) & tied_before:
            found.add("tie-break")
    return found


def _ties(game: Any) -> list[tuple[int, ...]]:
    """The cells of every full, tied piece on ``game``'s board (Phase 1)."""
    from ..renaissance.phase1 import ties

    board = game.board
    if game.phase != "phase1":
        return []
    cells_of: dict[int, list[int]] = {}
    for cell, piece in enumerate(board.tiles):
        cells_of.setdefault(piece, []).append(cell)
    return [tuple(cells_of.get(piece_id, ())) for piece_id in ties(board)]
