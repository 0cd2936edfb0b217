"""Random games of every variant, checking the invariants after every move.

2-4 players, sizes 2-6, versions 1-3, 3-5 dice: dice stay within 1..max, owners within
the players, the events describe exactly what changed, undo restores exactly, push
agrees with play, clones are independent and every record replays the same game.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from ringworld_nb.core import IllegalMoveError, Record
from ringworld_nb.dice import PASS, DiceOfDoom

MAX_PLIES = 400


def apply_events(owner: np.ndarray, dice: np.ndarray, events) -> None:
    """Redo a move from its events alone (what a drawing would do)."""
    for e in events:
        if e.kind == "capture":
            owner[e.dst] = e.player
            dice[e.dst] = e.dice[1]
            dice[e.src] = 1
        elif e.kind == "repel":
            dice[e.src] = 1
        elif e.kind == "reinforce":
            assert dice[e.dst] + 1 == e.dice[0]
            dice[e.dst] = e.dice[0]


def check_invariants(game: DiceOfDoom) -> None:
    owner, dice = game.owner, game.dice
    assert owner.min() >= 0 and owner.max() < game.players
    assert dice.min() >= 1 and dice.max() <= game.max_dice
    assert sum(game.scores) == game.size ** 2
    if game.is_over:
        assert game.legal_moves() == []
        assert game.winners and all(game.scores[p] == max(game.scores) for p in game.winners)
        return
    assert game.to_move in game.alive()
    moves = game.legal_moves()
    attacks = [m for m in moves if m != PASS]
    assert (PASS in moves) == (game.attacked or not attacks)
    assert moves and len(set(moves)) == len(moves)
    for m in attacks:
        assert owner[m.src] == game.to_move and owner[m.dst] != game.to_move
        assert game.board.adjacent(m.src, m.dst)
        if game.attack == "certain":
            assert dice[m.src] > dice[m.dst]
        else:
            assert dice[m.src] >= 2
        assert sum(q for _, q in game.chance_outcomes(m)) == 1


def play_one(size: int, players: int, version: int, seed: int) -> DiceOfDoom:
    rng = random.Random(seed)
    game = DiceOfDoom(size, players, 3 + seed % 3, version, seed=seed,
                      fair_start=bool(seed % 2))
    check_invariants(game)
    while not game.is_over and game.ply < MAX_PLIES:
        moves = game.legal_moves()
        move = rng.choice(moves)
        before_key, before_ply = game.key(), game.ply
        owner, dice = game.owner.copy(), game.dice.copy()
        # undo restores exactly, after play and after push
        if rng.random() < 0.3:
            outcome = rng.choice(["win", "lose"]) if game.attack == "roll" and move != PASS \
                else None
            game.play(move, outcome=outcome)
            played = game.key()
            assert game.undo() == move
            assert game.key() == before_key and game.ply == before_ply
            game.push(move, outcome=outcome)
            assert game.key() == played
            game.undo()
        if rng.random() < 0.05:
            twin = game.clone()
            twin.play(move)
            assert game.key() == before_key and twin.ply == game.ply + 1
        events = game.play(move)
        assert game.history[-1] == move and game.ply == before_ply + 1
        apply_events(owner, dice, events)
        assert (owner == game.owner).all() and (dice == game.dice).all()
        assert (events[-1].kind == "end") == game.is_over
        check_invariants(game)
    return game


CASES = [(size, players, version) for version in (1, 2, 3) for players in (2, 3, 4)
         for size in (2, 3, 4, 5, 6)]


@pytest.mark.parametrize("size,players,version", CASES)
def test_random_games(size, players, version):
    for seed in range(3):
        game = play_one(size, players, version, seed=seed * 101 + size)
        record = Record.from_json(game.record().to_json())
        again = DiceOfDoom.from_record(record)
        assert again.key() == game.key() and again.history == game.history
        assert again.outcomes == game.outcomes
        if version < 3 or size <= 3:
            assert game.is_over, "versions 1 and 2 always end"
        while game.ply:
            game.undo()
        assert game.key() == DiceOfDoom.from_record(Record(
            game="dice", options=record.options)).key()


def test_games_end_and_winners_are_counted():
    ended = draws = 0
    for seed in range(60):
        game = play_one(2 if seed % 2 else 4, 2 + seed % 3, 1 + seed % 3, seed)
        if game.is_over:
            ended += 1
            draws += game.outcome.is_draw
            if game.outcome.is_draw:
                assert game.winner is None
            else:
                assert game.winner == game.winners[0]
            with pytest.raises(IllegalMoveError):
                game.play(PASS)
    assert ended == 60 and draws > 0
