"""Strength of the Renaissance players: a ladder on one Elo scale.

The rungs, weakest first: ``random``, ``greedy`` (the apps' easy: the best immediate
score), the tree search at 10, 30, 100, 300 and 1000 simulations a move (``mcts:N``,
with the compiled kernel's playouts: reproducible), and the apps' ``medium`` and
``strong`` (the search for 0.2 and 1.2 s a move). Each rung plays the next ``--reach``
ones, every pairing ``--games`` sets from the same seeded deals with the seats swapped
(a draw - equal scores - counts half). The ratings (Elo relative to random, 95%
intervals) come from all the sets together.

    python benchmarks/renaissance_ai.py [--games 20] [--seed 1] [--workers 2 | --scheduler
                                        ADDRESS] [--json PATH] [--players ...] [--reach 2]
                                        [--variant full|phase1|phase2|phase2_deal]

Variants (``--variant``): ``full`` sets (setup, Phase 1, Phase 2), ``phase1`` (setup and
Phase 1 only), ``phase2`` (Phase 2 alone from hands dealt at random), ``phase2_deal``
(Phase 2 alone, the players choosing their hands): the same players in every phase show
where their strength comes from. It is the command line ``python -m
ringworld_nb.tournament renaissance ...`` with the ladder's defaults. Medium and strong
think by the clock: on a busy machine they are weaker.
"""

from __future__ import annotations

import argparse

from ringworld_nb.core.executors import open_executor
from ringworld_nb.core.games import game_maker
from ringworld_nb.core.tournament import run_tournament
from ringworld_nb.tournament.cli import add_runner_options, entrant_names

LADDER = "random,greedy,mcts:10,mcts:30,mcts:100,mcts:300,mcts:1000,medium,strong"
VARIANTS = ("full", "phase1", "phase2", "phase2_deal")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_runner_options(parser, games=20, seed=1)
    parser.add_argument("--players", default=LADDER, help="the rungs, weakest first")
    parser.add_argument("--reach", type=int, default=2, help="rungs each one plays above it")
    parser.add_argument("--variant", default="full", choices=VARIANTS)
    args = parser.parse_args(argv)
    maker = game_maker("renaissance", variant=args.variant)
    with open_executor(args.workers, args.scheduler, timeout=args.timeout) as executor:
        result = run_tournament(entrant_names(args.players), maker, games=args.games,
                                seed=args.seed, executor=executor, pairings="ladder",
                                reach=args.reach)
    if args.json:
        result.save(args.json)
        print(f"games and ratings written to {args.json}")
    print(f"{len(result.records)} sets in {result.seconds:.0f} s on {result.where}")
    print(result.standings(), flush=True)


if __name__ == "__main__":
    main()
