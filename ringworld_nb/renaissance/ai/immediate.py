"""The immediate score of a move of Renaissance, phase by phase: the yardstick of the
greedy player and the first judgement of the tree search.

What a move is worth "at once" (the position after the move, seen by its mover):

* **Setup**: nothing scores yet, so every placement and removal is worth 0; the greedy
  player then places at random (seeded). No rule of thumb is sneaked in here: a greedy
  player knows nothing but the score.
* **Phase 1**: the mover's :func:`lead`, their score minus the other's, both counted by
  :func:`~ringworld_nb.renaissance.scoring.phase1_score` on the collections: a marker
  that takes a piece is worth its point and any bonus it completes, one that hands a
  piece to the opponent (a push can) costs theirs. ``accept`` is worth the lead with
  Phase 2's penalty counted (the cells of the pieces taken, all still in hand) or, in
  the Phase-1-only variant, the result; ``decline`` the lead as it is; ``offer`` what an
  acceptance would bring (the most it can bring).
* **Deal** (Phase 2 alone): a piece dealt is a penalty until it is put back, so the
  smallest piece is worth the most.
* **Phase 2 preparation**: worth 0 (nothing changes hands).
* **Phase 2**: the lead with the penalty of the pieces still in hand: the largest piece
  first.

A move that ends the set is worth :data:`WIN` plus the lead for a win, ``-WIN`` plus the
lead for a loss, the lead (0) for a draw: the result before any margin.

A Gold marker on c5 and another on c4 take the domino there (1 point); the same
marker on e3 takes nothing:

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
>>> immediate_value(game, game.parse("c4")), immediate_value(game, game.parse("e3"))
(1.0, 0.0)

The game is not changed:

>>> len(game.history)
2
"""

from __future__ import annotations

from ..board import GOLD, SILVER
from ..game import Renaissance
from ..moves import ACCEPT, OFFER, Move

__all__ = ["WIN", "lead", "immediate_value", "value_after", "ranked_moves"]

#: What winning the set is worth beyond any lead (a loss: minus this).
WIN = 1000.0


def _other(player: str) -> str:
    return GOLD if player == SILVER else SILVER


def lead(game: Renaissance, player: str) -> int:
    """``player``'s score minus the other player's, as :meth:`Renaissance.score` counts
    (Phase 1 points, minus from Phase 2 on the cells still in hand)."""
    return game.score(player) - game.score(_other(player))


def value_after(game: Renaissance, player: str) -> float:
    """What the position ``game`` is worth to ``player`` by its score alone: the lead,
    and :data:`WIN` more (or less) when the set is over and won (or lost)."""
    value = float(lead(game, player))
    if game.is_over:
        if game.winner == player:
            value += WIN
        elif game.winner is not None:
            value -= WIN
    return value


def immediate_value(game: Renaissance, move: Move) -> float:
    """The immediate score of ``move`` for the player to move (module docstring);
    ``game`` is left as it was (the move is pushed and taken back)."""
    mover = game.to_move
    if move == OFFER:  # what an acceptance would bring
        game.push(OFFER)
        game.push(ACCEPT)
        value = value_after(game, mover)
        game.undo()
        game.undo()
        return value
    game.push(move)
    value = value_after(game, mover)
    game.undo()
    return value


def _restraint(move: Move) -> int:
    """On equal immediate scores the game goes on: offers and accepts come last."""
    return 1 if move in (OFFER, ACCEPT) else 0


def ranked_moves(game: Renaissance) -> list[tuple[float, Move]]:
    """Every legal move with its immediate score, best first; on equal scores a plain
    move before an offer and ``decline`` before ``accept``, else in the order of
    :meth:`Renaissance.legal_moves`. ``game`` is not changed.

    >>> from ringworld_nb.renaissance import Renaissance
    >>> game = Renaissance.phase2_only(["D", "T4"], ["O4"])
    >>> while game.phase == "phase2_prep":
    ...     _ = game.play(game.legal_moves()[0])
    >>> game.play(ranked_moves(game)[0][1])[0].piece_kind   # Gold has only the O4
    'O4'
    """
    scored = [(immediate_value(game, m), m) for m in game.legal_moves()]
    order = {id(m): i for i, (_, m) in enumerate(scored)}
    scored.sort(key=lambda vm: (-vm[0], _restraint(vm[1]), order[id(vm[1])]))
    return scored

