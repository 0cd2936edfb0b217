"""Renaissance's puzzle hooks (:class:`~ringworld_nb.puzzles.hooks.PuzzleHooks`): the
starts of the self-play games, the game's own tree search, the tactics that judge a
marker by the points it wins (:mod:`.tactics`), the themes, the goals and the words of
a line.

A puzzle asks exactly what the tactics measure: **the marker that scores most after
the opponent's best reply** (depth 2: a marker that takes a piece at once but lets the
reply take more is not it - and the refutation shows that reply). Every marker of that
best value is accepted; the re-check is the tactics 25 times larger (depth 4, mostly).

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
from .tactics import board_moves, puzzle_position, rank_scaled, rank_tactics

__all__ = ["RenaissancePuzzles", "PUZZLES"]


class RenaissancePuzzles(PuzzleHooks):
    """Renaissance's puzzles: from a random setup drawn from the seed (Phase 1 begins at
    once; a played setup holds no puzzles, and its moves would make every record long),
    judged on points (:mod:`.tactics`)."""

    # judged on points: a jump and a margin of a point or more, and the solution must
    # gain a point
    budget = Budget(play=200, weak=20, find=200, jump=1.0, gap=1.0, winning=1.0)
    variants = ("",)
    themes = ("acquisition", "insertion", "majority", "tie-break")
    scored = True

    def start(self, seed: int, variant: str = "") -> Any:
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

    def rank(self, game: Any, scale: int, budget: Budget) -> Ranking:
        return rank_scaled(game, scale)

    def best_reply(self, game: Any, budget: Budget) -> Any:
        """The reply that leaves its player the most points at once (the opponent's best
        reply of the goal's words); a pass when no marker can be put."""
        if not board_moves(game):
            return game.legal_moves()[0]
        return rank_tactics(game, 1).best.move

    def rung(self, game: Any, move: Any) -> int:
        """0 when the greedy eye (depth 1) sees ``move``, 2 at depth 2, else 4."""
        for rung, depth in ((0, 1), (2, 2)):
            if rank_tactics(game, depth).best.move == move:
                return rung
        return 4

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

    def goal(self, mover: str, opponent: str, theme: Sequence[str], solver_moves: int, *,
             accepted: int = 1, solution: Sequence[str] = ()) -> str:
        reply = f"after {opponent}'s best reply"
        if solver_moves == 1:
            aim = (f"find the marker that scores most {reply}" if accepted == 1 else
                   f"find a marker that scores most {reply} ({accepted} do: any of them "
                   "counts)")
        else:
            aim = (f"find the markers that score most, each {reply} - {solver_moves} moves "
                   "of yours" + (f" (at the last, {accepted} do: any of them counts)"
                                 if accepted > 1 else ""))
        return f"{mover} to move: {aim}."

    def line_words(self, start: Any, line: Sequence[str], mover: Any, *,
                   refuted: bool = True, theme: Sequence[str] = ()) -> str:
        from .ai.immediate import lead
        from .words import PLAYER_NAMES

        parts, changes = [], []
        answered = False
        best = rank_tactics(start, 2) if puzzle_position(start) else None
        base = lead(start, mover)
        origin = start.clone()
        for number, text in enumerate(line):
            who = start.to_move
            before = lead(start, mover)
            events = start.play(text)
            changes.append(lead(start, mover) - before)
            did = _took(events, who)
            if number == 0 or who == mover:
                parts.append(f"{'then ' if number else ''}{text} {did}")
            else:
                joint = ("but " if refuted and not answered and changes[0] > 0 else
                         "and " if refuted and not answered else "")
                parts.append(f"{joint}{PLAYER_NAMES[who]}'s {'' if refuted else 'best '}"
                             f"reply {text} {did}")
                answered = True
        scores = ", then ".join(f"{c:+d}" if c else "0" for c in changes)
        total = sum(changes)
        tail = f" ({total:+d} in all)" if len(changes) > 1 and total else ""
        return (f"{', '.join(parts)}: {scores} for you{tail}."
                + _compare(best, base, line, refuted) + _next_best(origin, best, base, refuted))


def _compare(best: Ranking | None, base: float, line: Sequence[str], refuted: bool) -> str:
    """The goal's measure in words: after a wrong try, what the best marker scores after
    the best reply; after a solve, what the next best marker does (``base``: the lead
    before, from which the scores count)."""
    if best is None or not line:
        return ""
    top = best.best.value - base
    if refuted:
        return f" The best marker scores {_points(top)} after the best reply."
    others = [j.value - base for j in best.moves if j.value - base < top - 1e-9]
    if not others:
        return ""
    return (f" Every other marker scores at most {_points(max(others))} after the best "
            "reply.")


def _next_best(start: Any, best: Ranking | None, base: float, refuted: bool) -> str:
    """How a solution works, where it beats every other marker: what the other player's
    best reply does after the next best marker (" After a4, the next best, Gold's reply
    b3 takes the O4."); '' after a wrong try, or when no other marker scores less."""
    from .words import PLAYER_NAMES

    if refuted or best is None:
        return ""
    top = best.best.value - base
    others = [j for j in best.moves if j.value - base < top - 1e-9]
    if not others:
        return ""
    runner = max(others, key=lambda j: j.value)
    trial = start.clone()
    text = trial.notation(runner.move)
    trial.play(runner.move)
    if trial.is_over or not puzzle_position(trial):
        return ""
    who = trial.to_move
    reply = rank_tactics(trial, 1).best.move
    answer = trial.notation(reply)
    return (f" After {text}, the next best, {PLAYER_NAMES[who]}'s reply {answer} "
            f"{_took(trial.play(reply), who)}.")


def _points(value: float) -> str:
    """A lead change in points: '+3', '0', '-4'."""
    n = int(round(value))
    return f"{n:+d}" if n else "0"


def _took(events: Sequence[Any], who: str) -> str:
    """What a move took, in words: 'takes the V3', 'takes the D and the I3, gives Gold
    the O4', or 'takes nothing'."""
    from .words import PLAYER_NAMES

    mine = [e.piece_kind for e in events if e.kind == "taken" and e.player == who]
    theirs = [(e.player, e.piece_kind) for e in events if e.kind == "taken"
              and e.player != who]
    words = []
    if mine:
        words.append("takes " + " and ".join(f"the {k}" for k in mine))
    for player, kind in theirs:
        words.append(f"gives {PLAYER_NAMES[player]} the {kind}")
    return ", ".join(words) if words else "takes nothing"


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
