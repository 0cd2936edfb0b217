"""Dice of Doom's puzzle hooks (:class:`~ringworld_nb.puzzles.hooks.PuzzleHooks`): the
starts of the self-play games, the exact solver, the themes and the goals.

Themes, from the engine's events (:mod:`.moves`): ``chain`` two or more attacks of the
solver in a row; ``conquest`` the solution takes the opponent's last hex; ``stop`` the
answer is to end the turn (the pass) rather than attack; ``capture`` an attack takes a
hex of three or more dice. (``risk``, the roll to risk or not, belongs to the versions
with rolled attacks, which have no puzzles yet.)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..puzzles.budget import Budget
from ..puzzles.hooks import PuzzleHooks
from .puzzle_exact import exact_values, solvable

__all__ = ["DicePuzzles", "PUZZLES"]


class DicePuzzles(PuzzleHooks):
    """Dice of Doom's puzzles: the 3 x 3 board, two players, certain attacks (version 1),
    a fair random start dealt by the seed - small enough that the exact solver checks
    every puzzle."""

    # the exact solver is the judge on 3x3: small searches only find candidates
    budget = Budget(play=50, weak=0, find=50, max_plies=100)
    themes = ("chain", "conquest", "stop", "capture")

    def start(self, seed: int) -> Any:
        from .game import DiceOfDoom

        return DiceOfDoom(3, players=2, version=1, seed=seed % 2 ** 32, fair_start=True)

    def exact_values(self, game: Any) -> dict[Any, float] | None:
        return exact_values(game) if solvable(game) else None

    def move_themes(self, start: Any, solution: Sequence[str], mover: Any) -> set[str]:
        found: set[str] = set()
        attacks_in_row = 0
        for text in solution:
            by_solver = start.to_move == mover
            events = start.play(text)
            if not by_solver:
                attacks_in_row = 0
                continue
            attacks_in_row = attacks_in_row + 1 if events[0].kind == "attack" else 0
            if attacks_in_row >= 2:
                found.add("chain")
            for e in events:
                if e.kind == "pass" and e.player == mover:
                    found.add("stop")
                elif e.kind == "capture" and e.dice and e.dice[0] >= 3:
                    found.add("capture")
                elif e.kind == "eliminate" and e.other == mover:
                    found.add("conquest")
        return found

    def goal(self, mover: str, opponent: str, theme: Sequence[str], solver_moves: int) -> str:
        more = "" if solver_moves == 1 else f" - {solver_moves} moves of yours"
        if "stop" in theme and solver_moves == 1:
            aim = "attack, or end your turn? Find the only winning choice"
        elif solver_moves == 1:
            aim = "find the only winning move"
        else:
            aim = f"find the only winning line{more}"
        return f"{mover} to move: {aim}."


#: Dice of Doom's puzzle hooks (the spec's ``puzzles``).
PUZZLES = DicePuzzles()
