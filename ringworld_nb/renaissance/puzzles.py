"""Renaissance's puzzle hooks (:class:`~ringworld_nb.puzzles.hooks.PuzzleHooks`): the
starts of the self-play games, the game's own tree search, the tactics that judge a
marker by the points it wins (:mod:`.tactics`), the themes and the goals.

Themes, from the engine's events (:mod:`.moves`): ``acquisition`` the solver takes a
piece; ``insertion`` an insertion from the edge that takes a piece; ``majority`` a piece
taken although the opponent had markers on it (won by the majority, not alone);
``tie-break`` a piece that was full and tied becomes the solver's.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..core.mcts import MCTS
from ..puzzles.budget import Budget
from ..puzzles.hooks import PuzzleHooks
from ..puzzles.ranking import Ranking
from .tactics import puzzle_position, rank_tactics

__all__ = ["RenaissancePuzzles", "PUZZLES"]


class RenaissancePuzzles(PuzzleHooks):
    """Renaissance's puzzles: from a random setup drawn from the seed (Phase 1 begins at
    once; a played setup holds no puzzles, and its moves would make every record long),
    judged on points (:mod:`.tactics`)."""

    # judged on points: a jump and a margin of a point or more, and the solution must
    # gain a point
    budget = Budget(play=200, weak=20, find=200, jump=1.0, gap=1.0, winning=1.0)
    themes = ("acquisition", "insertion", "majority", "tie-break")
    scored = True

    def start(self, seed: int) -> Any:
        from .game import Renaissance

        return Renaissance.random_setup(random.Random(seed))

    def prepare(self) -> None:
        from .ai import fast

        fast.warm_up(wait=True)

    def search(self, game: Any, simulations: int, seed: int) -> tuple[MCTS, Any]:
        from .ai.players import SEARCH_SETTINGS
        from .ai.playout import Candidates, kernel_rollout, search_copy

        mcts = MCTS(iterations=simulations, seed=seed,
                    rollout=kernel_rollout,  # type: ignore[arg-type]
                    candidates=Candidates(seed), **SEARCH_SETTINGS)
        return mcts, search_copy(game)

    def puzzle_position(self, game: Any) -> bool:
        return puzzle_position(game)

    def rank_scored(self, game: Any, depth: int) -> Ranking:
        return rank_tactics(game, depth)

    def lead(self, game: Any, player: Any) -> float:
        from .ai.immediate import lead

        return float(lead(game, player))

    def move_themes(self, start: Any, solution: Sequence[str], mover: Any) -> set[str]:
        found: set[str] = set()
        for text in solution:
            by_solver = start.to_move == mover
            before = start.clone()
            events = start.play(text)
            if by_solver:
                found |= _tags(before, events, mover)
        return found

    def goal(self, mover: str, opponent: str, theme: Sequence[str], solver_moves: int) -> str:
        more = "" if solver_moves == 1 else f" - {solver_moves} moves of yours"
        aim = (f"find the only marker that wins points{more}" if "acquisition" in theme
               else f"find the only marker that keeps {opponent} from winning points{more}")
        return f"{mover} to move: {aim}."


def _tags(before: Any, events: Sequence[Any], mover: str) -> set[str]:
    from .board import MARKER_OF

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
    from .phase1 import ties

    board = game.board
    if game.phase != "phase1":
        return []
    cells_of: dict[int, list[int]] = {}
    for cell, piece in enumerate(board.tiles):
        cells_of.setdefault(piece, []).append(cell)
    return [tuple(cells_of.get(piece_id, ())) for piece_id in ties(board)]


#: Renaissance's puzzle hooks (the spec's ``puzzles``).
PUZZLES = RenaissancePuzzles()
