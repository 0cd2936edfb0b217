"""The words of a review, for a seeded random game of each app (issue 33: a review that
says why): what a person reads for each labelled move, to read and score by eye.

A game is played by two random players from its seed (The Ring World L3 up to
``--plies`` moves; Dice of Doom 4 x 4 to its end; Renaissance's setup and the first
``--plies`` moves after it, never an offer to end Phase 1), reviewed at
``--simulations`` a position (the tree search of The Ring World and Renaissance; Dice
of Doom's own search needs none), and each
mistake and blunder (``--inaccuracies`` too) is printed with its reason - the words the
app shows first under the board (:func:`ringworld_nb.analysis.verdict`). The last line
says whether two labelled moves got the same reason (they never should).

    PYTHONPATH=. .venv/bin/python benchmarks/review_words.py [--only renaissance]
        [--seed 3] [--plies 40] [--simulations 300] [--inaccuracies]
"""

from __future__ import annotations

import argparse
import random
import textwrap
from typing import Any


def random_game(kind: str, seed: int, plies: int) -> Any:
    """A game of ``kind`` played by a seeded random player for both sides."""
    rng = random.Random(seed)
    if kind == "ringworld":
        from ringworld_nb.ringworld import RingWorld

        game: Any = RingWorld(3)
        limit = plies
    elif kind == "dice":
        from ringworld_nb.dice import DiceOfDoom

        game = DiceOfDoom(4, seed=seed)
        limit = 10_000
    else:
        from ringworld_nb.renaissance import Renaissance

        game = Renaissance(seed)
        limit = 10_000
    while not game.is_over and len(game.history) < limit:
        if kind == "renaissance" and game.phase != "setup":
            if limit == 10_000:
                limit = len(game.history) + plies
                continue
        moves = list(game.legal_moves())
        if kind == "renaissance":  # no offer to end Phase 1: a random accept ends it
            moves = [m for m in moves if game.notation(m) != "offer"] or moves
        game.play(rng.choice(moves))
    return game


def main() -> None:
    from ringworld_nb.analysis import analyse, position_before, verdict
    from ringworld_nb.core.words import rule_words

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=("ringworld", "dice", "renaissance"))
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--plies", type=int, default=30,
                        help="moves played (The Ring World), or after the setup (Renaissance)")
    parser.add_argument("--simulations", type=int, default=300)
    parser.add_argument("--inaccuracies", action="store_true")
    args = parser.parse_args()
    at_least = "inaccuracy" if args.inaccuracies else "mistake"
    for kind in [args.only] if args.only else ["ringworld", "dice", "renaissance"]:
        game = random_game(kind, args.seed, args.plies)
        analysis = analyse(game, simulations=args.simulations)
        words = rule_words(kind)
        print(f"== {kind}, seed {args.seed}: {len(game.history)} moves")
        said: dict[str, int] = {}
        for review in analysis.mistakes(None, at_least):
            position = position_before(game, review.index)
            later = review.index + 1  # (its search weighed the replies to the move)
            reason = verdict(review, position, analysis.reviews[later]
                             if later < len(analysis.reviews) else None)
            print(f"\nMove {review.number} ({words.player_name(review.mover)}, "
                  f"{review.label}): {review.played}, best {review.best}")
            print(textwrap.fill(reason, 100, initial_indent="  ", subsequent_indent="  "))
            if reason in said:
                print(f"  !! the same words as move {said[reason]}")
            said.setdefault(reason, review.number)
        print()


if __name__ == "__main__":
    main()
