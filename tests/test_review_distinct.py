"""Never the same reason for two mistakes of one review (issue 33): a whole game of each app,
played by seeded random players and reviewed, gives each labelled move (inaccuracy, mistake
or blunder) its own reason, naming the move."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ringworld_nb.analysis import analyse, position_before, verdict
from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.ringworld import RingWorld


def random_game(game: Any, seed: int, plies: int) -> Any:
    """``game`` played on by a seeded random player for both sides, ``plies`` moves at
    most (Renaissance: never an offer to end Phase 1, which a random answer accepts)."""
    rng = random.Random(seed)
    for _ in range(plies):
        if game.is_over:
            break
        moves = [m for m in game.legal_moves() if str(game.notation(m)) != "offer"]
        game.play(rng.choice(moves or list(game.legal_moves())))
    return game


GAMES = {
    "ringworld": lambda: random_game(RingWorld(3), 1, 30),
    "dice": lambda: random_game(DiceOfDoom(4, seed=6), 6, 200),
    "renaissance": lambda: random_game(Renaissance(1), 1, 33),  # the setup and 20 more
}


@pytest.mark.parametrize("kind", sorted(GAMES))
def test_no_two_labelled_moves_of_a_review_get_the_same_reason(kind):
    game = GAMES[kind]()
    analysis = analyse(game, simulations=150)
    labelled = analysis.mistakes(None, "inaccuracy")
    assert len(labelled) >= 3, [r.label for r in analysis.reviews]
    said: dict[str, int] = {}
    for review in labelled:
        reason = verdict(review, position_before(game, review.index))
        assert review.played in reason, (review.number, reason)
        assert reason not in said, (f"moves {said.get(reason)} and {review.number}: "
                                    f"{reason}")
        said[reason] = review.number
