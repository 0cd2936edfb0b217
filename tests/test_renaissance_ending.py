"""Renaissance's players do not end Phase 1 while there is something to play for
(issue 16, item 5c): no offer and no acceptance while a piece on the board can still be
completed - so a person gets a real set, not one that ends 1-0 after a domino."""

from __future__ import annotations

import random

import pytest

from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.ai import GreedyPlayer, SearchPlayer, best_player_for
from ringworld_nb.renaissance.ai.ending import (
    may_end_phase1,
    playing_on,
    something_to_play_for,
)
from ringworld_nb.renaissance.ai.fast import warm_up
from ringworld_nb.renaissance.ai.fast_state import FastRenaissance
from ringworld_nb.renaissance.ai.playout import Candidates, policy_move
from ringworld_nb.renaissance.board import GOLD_MARKER, SILVER_MARKER
from ringworld_nb.renaissance.moves import ACCEPT, DECLINE, OFFER


def endings(game: Renaissance, players: dict, plies: int = 10_000) -> list[tuple[str, bool]]:
    """Play ``game`` on; every offer and acceptance made, with whether there was
    something to play for when it was made."""
    made = []
    for _ in range(plies):
        if game.is_over:
            break
        move = players[game.to_move].choose(game)
        if move in (OFFER, ACCEPT):
            made.append((str(move), something_to_play_for(game)))
        game.play(move)
    return made


@pytest.mark.parametrize("seed", range(6))
def test_greedy_players_play_phase1_out(seed: int) -> None:
    game = Renaissance.random_setup(random.Random(seed))
    made = endings(game, {"silver": GreedyPlayer(seed), "gold": GreedyPlayer(seed + 1)})
    assert not [m for m, early in made if early]
    assert game.is_over


def test_an_early_offer_is_declined_and_never_made() -> None:
    warm_up(wait=True)
    game = Renaissance.random_setup(random.Random(4))
    for _ in range(6):
        game.play(policy_move(game, random.Random(len(game.history))))
    assert something_to_play_for(game) and OFFER in game.legal_moves()
    for player in (GreedyPlayer(1), SearchPlayer(None, iterations=150, seed=1),
                   SearchPlayer(None, iterations=150, seed=1, fast=False),
                   best_player_for(game, "medium")):
        assert player.choose(game) not in (OFFER, ACCEPT), player
    game.play(OFFER)  # a person offers
    for player in (GreedyPlayer(1), SearchPlayer(None, iterations=150, seed=1),
                   best_player_for(game, "medium")):
        assert player.choose(game) == DECLINE, player
    for seed in range(30):  # and the playout policy too
        assert policy_move(game, random.Random(seed)) == DECLINE


def test_a_person_who_took_a_domino_is_not_offered_the_end() -> None:
    """A domino behind, ending now would leave the search ahead (the domino's two cells
    count against Gold in Phase 2): the offer is not among its candidates, and it plays
    on."""
    game = Renaissance.from_layout("""
        .......
        .......
        ..A....
        ..A#...
        .......
        ...B...
        ...B...""")
    game.play("c5")
    game.play("e5")
    game.play("c4")                   # Gold takes the domino A: 1-0
    assert game.collection("gold") == ["D"] and game.to_move == "silver"
    assert something_to_play_for(game) and OFFER in game.legal_moves()
    assert OFFER not in Candidates(seed=3)(game)
    choice = SearchPlayer(None, iterations=200, seed=3).choose(game)
    assert choice not in (OFFER, ACCEPT)


def test_nothing_to_play_for() -> None:
    game = Renaissance.from_layout("""
        .......
        .......
        .......
        ...#...
        .......
        .......
        AA.....""")
    assert something_to_play_for(game)
    game.board.markers[0] = GOLD_MARKER
    game.board.markers[7] = SILVER_MARKER  # the domino full and tied: it stays
    assert not something_to_play_for(game) and may_end_phase1(game)
    moves = game.legal_moves()
    assert OFFER in moves and playing_on(game, moves) == moves
    assert GreedyPlayer(0).choose(game) != OFFER  # allowed, but nothing is gained
    assert OFFER in Candidates(seed=0)(game)
    fast = FastRenaissance.from_game(game)
    assert something_to_play_for(fast) is False
    assert not something_to_play_for(Renaissance(3))  # the setup has no offers
    game.board.markers[7] = 0
    assert something_to_play_for(FastRenaissance.from_game(game))
