"""The exact value of every move of a small Dice of Doom position: the last word on a
puzzle (the puzzle hooks' ``exact_values``).

On a small board with two players and certain attacks (version 1) the whole game tree
can be searched (:mod:`ringworld_nb.dice.ai.exact`). Here every legal move is solved on
its own: an attack keeps the turn, so its value is the value of the position after it
for the same player; the pass hands the turn over, so its value is one minus the
opponent's. A move is then an *only move* exactly when it is the one move of the best
value - no estimate, no margin.

The solver can take long on a 4 x 4 board: :func:`exact_values` gives up (None) past
``max_positions`` positions, and a puzzle is then checked by the deeper search alone.

>>> from ringworld_nb.dice import DiceOfDoom
>>> game = DiceOfDoom.from_text('''
...    -------------
...    | A 3 | B 3 |
... ----------------
... | A 3 | B 2 |
... -------------''')
>>> values = exact_values(game)
>>> sorted((str(m), v) for m, v in values.items())
[('a1-b2', 1.0), ('a2-b2', 1.0)]
"""

from __future__ import annotations

from typing import Any

__all__ = ["exact_values", "solvable", "MAX_POSITIONS"]

#: The most positions the solver may solve for one move before it gives up.
MAX_POSITIONS = 400_000


def solvable(game: Any) -> bool:
    """True for a Dice of Doom game the exact solver handles: two players, certain
    attacks, a board of at most 4 x 4."""
    return game.players == 2 and game.rules.certain and game.size <= 4


def exact_values(game: Any, *, max_positions: int = MAX_POSITIONS) -> dict[Any, float] | None:
    """Every legal move of ``game`` (Dice of Doom, :func:`solvable`) with its exact value
    for the mover (1 win, 0.5 draw, 0 loss, with best play after it); None when the
    solver needs more than ``max_positions`` positions for some move."""
    from .ai.exact import SolveTimeout, solve_state, terminal_value

    rules = game.rules
    state = game.key()
    values: dict[Any, float] = {}
    for move in game.legal_moves():
        trial = game.clone()
        trial.push(move)
        child = trial.key()
        try:
            if rules.is_over(child):
                twice = terminal_value(rules, child)
            else:
                twice, _, _ = solve_state(rules, child, max_positions=max_positions)
        except SolveTimeout:
            return None
        same_player = child[2] == state[2] and not rules.is_over(child)
        if rules.is_over(child):
            # the end is scored for the player to move in the final state: turn it to ours
            twice = twice if child[2] == state[2] else 2 - twice
        elif not same_player:
            twice = 2 - twice
        values[move] = twice / 2
    return values
