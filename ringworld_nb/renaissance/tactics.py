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
puzzle. Depth 2 (the move and the best reply) finds the puzzles; depth 3 re-checks
them: it visits more than four times the positions (a Phase 1 position has a dozen
moves and more).

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

__all__ = ["rank_tactics", "puzzle_position", "board_moves"]

_QUIET = ("offer", "accept", "decline", "pass")


def puzzle_position(game: Any) -> bool:
    """True when ``game`` (Renaissance) may hold a puzzle: Phase 1, no offer waiting,
    at least two moves on the board."""
    return (not game.is_over and game.phase == "phase1" and game._s.offer is None
            and len(board_moves(game)) >= 2)


def board_moves(game: Any) -> list[Any]:
    """The legal moves that put a marker on the board (no pass, offer or answer)."""
    return [m for m in game.legal_moves() if m.action not in _QUIET]


def _value(game: Any, player: str, depth: int) -> float:
    """``player``'s lead after best play of ``depth`` more moves (minimax on the lead)."""
    from .ai.immediate import value_after

    if depth == 0 or game.is_over or game.phase != "phase1":
        return value_after(game, player)
    moves = board_moves(game) or game.legal_moves()
    mine = game.to_move == player
    best = -float("inf") if mine else float("inf")
    for move in moves:
        game.push(move)
        value = _value(game, player, depth - 1)
        game.undo()
        best = max(best, value) if mine else min(best, value)
    return best


def rank_tactics(game: Any, depth: int) -> Ranking:
    """The board moves of ``game`` (not changed) by their value at ``depth`` (see the
    module's docstring), best first; values are points of lead, not chances. Equal
    values keep the order of the legal moves."""
    trial = game.clone()
    mover = trial.to_move
    judged = []
    for move in board_moves(trial):
        trial.push(move)
        judged.append(Judged(move, _value(trial, mover, depth - 1), 1))
        trial.undo()
    order = {id(j): i for i, j in enumerate(judged)}
    judged.sort(key=lambda j: (-j.value, order[id(j)]))
    return Ranking(tuple(judged), len(judged), depth)
