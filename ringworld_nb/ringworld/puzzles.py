"""The Ring World's puzzle hooks (:class:`~ringworld_nb.puzzles.hooks.PuzzleHooks`): the
starts of the self-play games, the game's own tree search, its themes and its goals.

Themes, from the engine's events (:mod:`.moves`): ``top-ring`` the solver takes the top
ring (wins); ``birth`` a ring of the solver's colour is born; ``death`` a group of the
opponent's rings dies; ``occupation`` the solver occupies an upper position (5 of its 8
children); ``held-ring`` an occupation that counts a *held* ring of the solver - a ring
of level 2 or more whose own children no longer have five of its colour, kept because a
ring is only lost by occupation, birth or death.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..core.mcts import MCTS
from ..puzzles.budget import Budget
from ..puzzles.hooks import PuzzleHooks

__all__ = ["RingWorldPuzzles", "PUZZLES"]


class RingWorldPuzzles(PuzzleHooks):
    """The Ring World's puzzles: mined on the L3 ("Mini") board, after two uniformly
    random moves drawn from the seed (so that the games differ)."""

    # the stronger player at 100 simulations still blunders now and then: more swings
    budget = Budget(play=100, weak=20, find=200)
    themes = ("top-ring", "birth", "death", "occupation", "held-ring")

    def start(self, seed: int) -> Any:
        from .game import RingWorld

        rng = random.Random(seed)
        while True:
            game = RingWorld(3)
            for _ in range(2):
                game.play(game.random_move(rng))
            if not game.is_over:
                return game

    def prepare(self) -> None:
        from .ai import fast

        fast.warm_up(wait=True)

    def search(self, game: Any, simulations: int, seed: int) -> tuple[MCTS, Any]:
        from .ai.evaluation import search_copy
        from .ai.search import tree_search

        return tree_search(game.order, iterations=simulations, seed=seed), search_copy(game)

    def move_themes(self, start: Any, solution: Sequence[str], mover: Any) -> set[str]:
        found: set[str] = set()
        for text in solution:
            by_solver = start.to_move == mover
            events = start.play(text)
            if by_solver:
                found |= _tags(start, events, mover)
        return found

    def goal(self, mover: str, opponent: str, theme: Sequence[str], solver_moves: int) -> str:
        more = "" if solver_moves == 1 else f" - {solver_moves} moves of yours"
        if "top-ring" in theme and solver_moves == 1:
            aim = "take the top ring"
        elif "top-ring" in theme:
            aim = f"find the way to the top ring{more}"
        elif "defence" in theme:
            aim = f"find the only move that stops {opponent} taking the top ring"
        else:
            aim = f"find the only move that keeps your advantage{more}"
        return f"{mover} to move: {aim}."


def _tags(game: Any, events: Sequence[Any], mover: int) -> set[str]:
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


#: The Ring World's puzzle hooks (the spec's ``puzzles``).
PUZZLES = RingWorldPuzzles()
