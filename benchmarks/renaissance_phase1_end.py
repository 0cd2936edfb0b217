"""How Phase 1 of Renaissance ends when the package's players play it, and who wins.

A person playing the app should get a real set: Phase 1 should not end by an offer
after one domino. This script plays sets between two of the players (seats swapped:
every start twice) and prints, for the pairing,

* wins, draws and losses of the first player and its share of the points (a draw 1/2);
* how Phase 1 ended (an offer accepted, two passes, no piece left) and who offered;
* the moves of Phase 1 (markers put, pushes included) and the pieces taken in it, the
  median and the smallest - a set whose Phase 1 ends after a handful of markers is
  the "1-0 after one domino" a person does not want;
* the offers made by each player, and at which marker count the first came.

    nice -n 5 .venv/bin/python benchmarks/renaissance_phase1_end.py --sets 10 \\
        --pairing strong-greedy --seconds 1.2

Pairings: ``strong-greedy`` (the tree search, ``--seconds`` a move, against the best
immediate score), ``medium-greedy`` (a sixth of the time), ``greedy-greedy``,
``strong-random`` (the uniform random player, who offers and accepts at random).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from typing import Any

from ringworld_nb.core.mcts import outcome_score
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.ai import GreedyPlayer, RandomPlayer, SearchPlayer
from ringworld_nb.renaissance.ai.fast import warm_up

PAIRINGS = ("strong-greedy", "medium-greedy", "greedy-greedy", "strong-random")


def players(pairing: str, seconds: float, seed: int) -> tuple[Any, Any]:
    """(first, second) player of a pairing, seeded."""
    first, second = pairing.split("-")

    def make(name: str, s: int) -> Any:
        if name == "strong":
            return SearchPlayer(seconds, seed=s, name="strong")
        if name == "medium":
            return SearchPlayer(seconds / 6, seed=s, name="medium")
        if name == "greedy":
            return GreedyPlayer(s)
        return RandomPlayer(s)

    return make(first, seed), make(second, seed + 1)


class SetReport:
    """What one set showed: the first player's score, how Phase 1 ended, its length."""

    def __init__(self, score: float, ending: str, phase1_moves: int, taken: int,
                 offers: dict[str, list[int]]) -> None:
        self.score, self.ending = score, ending
        self.phase1_moves, self.taken, self.offers = phase1_moves, taken, offers


def play_set(game: Renaissance, seats: dict[str, Any], first_seat: str) -> SetReport:
    """Play ``game`` to its end; ``seats`` maps silver and gold to players."""
    ending = "no Phase 1"
    phase1_moves = taken = 0
    offers: dict[str, list[int]] = {"first": [], "second": []}
    while not game.is_over:
        mover = game.to_move
        move = seats[mover].choose(game)
        in_phase1 = game.phase == "phase1"
        events = game.play(move)
        if in_phase1:
            if move.action in ("marker", "insert"):
                phase1_moves += 1
            if move.action == "offer":
                who = "first" if mover == first_seat else "second"
                offers[who].append(phase1_moves)
            taken += sum(1 for e in events if e.kind == "taken")
            for e in events:
                if e.kind == "phase" and e.text.startswith("Phase 1 ends"):
                    ending = e.text.removeprefix("Phase 1 ends: ")
    assert game.outcome is not None
    return SetReport(outcome_score(game.outcome, first_seat), ending, phase1_moves, taken,
                     offers)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", type=int, default=10, help="sets (even: seats swapped)")
    parser.add_argument("--pairing", default="strong-greedy", choices=PAIRINGS)
    parser.add_argument("--seconds", type=float, default=1.2,
                        help="the strong player's time per move (medium: a sixth)")
    parser.add_argument("--seed", type=int, default=2012, help="first start's seed")
    args = parser.parse_args(argv)
    warm_up(wait=True)  # the compiled playouts, loaded before the first move
    t0 = time.perf_counter()
    reports: list[SetReport] = []
    for k in range(args.sets):
        start = args.seed + k // 2
        a, b = players(args.pairing, args.seconds, start)
        first_seat = "silver" if k % 2 == 0 else "gold"
        seats = {first_seat: a, ("gold" if first_seat == "silver" else "silver"): b}
        report = play_set(Renaissance(start), seats, first_seat)
        reports.append(report)
        print(f"set {k + 1}: start {start}, first player {first_seat}, score "
              f"{report.score:g}, Phase 1: {report.phase1_moves} markers, "
              f"{report.taken} pieces taken, ended by {report.ending}; offers "
              f"{report.offers}", file=sys.stderr, flush=True)
    wins = sum(r.score == 1.0 for r in reports)
    losses = sum(r.score == 0.0 for r in reports)
    draws = len(reports) - wins - losses
    share = 100 * sum(r.score for r in reports) / len(reports)
    print(f"{args.pairing} (strong {args.seconds:g} s, medium {args.seconds / 6:.2g} s a "
          f"move): {wins} wins, {draws} draws, {losses} losses in {len(reports)} sets "
          f"({share:.1f}%)")
    endings: dict[str, int] = {}
    for r in reports:
        endings[r.ending] = endings.get(r.ending, 0) + 1
    print("  Phase 1 ended: " + ", ".join(f"{n} x {e}" for e, n in sorted(endings.items())))
    moves = [r.phase1_moves for r in reports]
    taken = [r.taken for r in reports]
    print(f"  Phase 1 markers: median {statistics.median(moves):g}, fewest {min(moves)}; "
          f"pieces taken: median {statistics.median(taken):g}, fewest {min(taken)}")
    for who in ("first", "second"):
        firsts = [r.offers[who][0] for r in reports if r.offers[who]]
        count = sum(len(r.offers[who]) for r in reports)
        when = f", the first after {min(firsts)} markers" if firsts else ""
        print(f"  offers by the {who} player: {count} in {len(firsts)} sets{when}")
    print(f"  ({time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    main()
