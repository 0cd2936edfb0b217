"""Renaissance's tactics: what each move of Phase 1 wins in points, a few moves deep.

The tree search of Renaissance judges a move by random sets played to the end; its
values lie close together (a marker rarely changes a random set's result) and a puzzle
needs sharper judgement: *this* marker takes the piece, every other gives it away. So
Renaissance's puzzles are judged on the score, as lichess judges material puzzles:

* the **lead** of a player is their Phase 1 points minus the opponent's
  (:func:`~ringworld_nb.renaissance.ai.immediate.lead`);
* a move's **value** at depth ``d`` is the mover's lead after the move and the best
  play of both players for ``d - 1`` more moves (minimax, each player maximising their
  own lead), a finished set counting its result first
  (:func:`~ringworld_nb.renaissance.ai.immediate.value_after`).

Offers, acceptances and passes are left out of the search (a puzzle is about the
board); a position waiting for an answer to an offer, or outside Phase 1, has no
puzzle. Depth 2 - the move and the opponent's best reply - is what a puzzle's goal asks
("the marker that scores most after Gold's best reply"), and finds the puzzles; its
values are exact for that question, so two markers of the same value meet the goal
equally well. A search ``scale`` times larger (:func:`rank_scaled`) is the least depth
that visits at least ``scale`` times the positions of depth 2 (a Phase 1 position has a
dozen moves and more: depth 4 for 25 times, mostly).

>>> from ringworld_nb.renaissance import Renaissance
>>> game = Renaissance.from_layout('''
... .......
... .......
... ..A....
... ..A#...
... .......
... .......
... BB.....''')
>>> _ = game.play("c5"); _ = game.play("e5")
>>> ranking = rank_tactics(game, 1)
>>> str(ranking.best.move), ranking.best.value
('c4', 1.0)
"""

from __future__ import annotations

from typing import Any

from ..puzzles.ranking import Judged, Ranking

__all__ = ["rank_tactics", "rank_scaled", "puzzle_position", "board_moves", "MAX_DEPTH"]

#: The deepest search :func:`rank_scaled` runs (depth 5 takes a minute, depth 6 an hour).
MAX_DEPTH = 5

_QUIET = ("offer", "accept", "decline", "pass")


def puzzle_position(game: Any) -> bool:
    """True when ``game`` (Renaissance) may hold a puzzle: Phase 1, no offer waiting,
    at least two moves on the board."""
    return (not game.is_over and game.phase == "phase1" and game._s.offer is None
            and len(board_moves(game)) >= 2)


def board_moves(game: Any) -> list[Any]:
    """The legal moves that put a marker on the board (no pass, offer or answer)."""
    return [m for m in game.legal_moves() if m.action not in _QUIET]


def _value(game: Any, player: str, depth: int, count: list[int]) -> float:
    """``player``'s lead after best play of ``depth`` more moves (minimax on the lead);
    ``count[0]`` counts the positions visited."""
    from .ai.immediate import value_after

    count[0] += 1
    if depth == 0 or game.is_over or game.phase != "phase1":
        return value_after(game, player)
    moves = board_moves(game) or game.legal_moves()
    mine = game.to_move == player
    best = -float("inf") if mine else float("inf")
    for move in moves:
        game.push(move)
        value = _value(game, player, depth - 1, count)
        game.undo()
        best = max(best, value) if mine else min(best, value)
    return best


def _ranked(game: Any, depth: int) -> tuple[Ranking, int]:
    """:func:`rank_tactics`, and the positions it visited."""
    trial = game.clone()
    mover = trial.to_move
    judged = []
    count = [0]
    for move in board_moves(trial):
        trial.push(move)
        judged.append(Judged(move, _value(trial, mover, depth - 1, count), 1))
        trial.undo()
    order = {id(j): i for i, j in enumerate(judged)}
    judged.sort(key=lambda j: (-j.value, order[id(j)]))
    return Ranking(tuple(judged), len(judged), depth, exact=True), count[0]


def rank_tactics(game: Any, depth: int) -> Ranking:
    """The board moves of ``game`` (not changed) by their value at ``depth`` (see the
    module's docstring), best first; values are points of lead, not chances, exact at
    that depth (the ranking says ``exact``). Equal values keep the order of the legal
    moves."""
    return _ranked(game, depth)[0]


def rank_scaled(game: Any, scale: int) -> Ranking:
    """The ranking of a search ``scale`` times the mining search (depth 2): the least
    depth that visits ``scale`` times its positions, at most :data:`MAX_DEPTH` (see the
    module's docstring). Scale 1 is depth 2."""
    base, positions = _ranked(game, 2)
    if scale <= 1:
        return base
    found = base
    for depth in range(3, MAX_DEPTH + 1):
        found, visited = _ranked(game, depth)
        if visited >= scale * positions:
            break
    return found
