"""Strength of The Ring World's computer players: a ladder on one Elo scale.

The rungs, weakest first: ``random``, ``greedy`` (the apps' easy: one move ahead, rings
weighted by level, a win first), the tree search at 10, 30, 100, 300 and 1000
simulations a move (``mcts:N``: reproducible), and the apps' ``medium`` and ``strong``
(the search for 0.2 and 1 s a move). Each rung plays the next two (``--reach``), every
pairing ``--games`` games from the same starts - ``--opening`` random moves seeded by the
start - with the seats swapped; a game that reaches ``--max-turns`` moves is a draw.
The ratings (Elo relative to random, 95% intervals) come from all the games together.

    python benchmarks/ringworld_ai.py [--order 3 4] [--games 20] [--seed 1]
                                      [--workers 2 | --scheduler ADDRESS] [--json PATH]
                                      [--players random,greedy,...] [--reach 2]
                                      [--seconds 1.5 --settings exploration=0.3]

``--seconds`` and ``--settings`` add one more rung, ``tuned``: the strong player's search
with that time a move and those constants
(:data:`ringworld_nb.ringworld.ai.search.SEARCH_DEFAULTS`), placed on the same scale.
It is the command line ``python -m ringworld_nb.tournament ringworld ...`` with the
ladder's defaults; the README's ladder is printed by it. Medium and strong think by the
clock: on a busy machine they get fewer simulations, and are weaker.
"""

from __future__ import annotations

import argparse
import ast
from typing import Any

from ringworld_nb.core.executors import open_executor
from ringworld_nb.core.games import game_maker
from ringworld_nb.core.tournament import run_tournament
from ringworld_nb.tournament.cli import add_runner_options, entrant_names

LADDER = "random,greedy,mcts:10,mcts:30,mcts:100,mcts:300,mcts:1000,medium,strong"


class Tuned:
    """A player factory: the strong player's search with other settings (picklable)."""

    def __init__(self, seconds: float, settings: dict[str, Any]) -> None:
        self.seconds, self.settings = seconds, settings

    def __call__(self, game: Any, seed: int) -> Any:
        from ringworld_nb.ringworld.ai.players import SearchPlayer

        return SearchPlayer(self.seconds, seed=seed, name="tuned", **self.settings)


def parse_settings(items: list[str]) -> dict[str, Any]:
    """``["exploration=0.3", "widening=(1.5, 0.5)"]`` as a dict of Python values."""
    settings = {}
    for item in items:
        key, _, text = item.partition("=")
        settings[key] = ast.literal_eval(text)
    return settings


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_runner_options(parser, games=20, seed=1)
    parser.add_argument("--order", type=int, nargs="+", default=[3], choices=(3, 4))
    parser.add_argument("--players", default=LADDER, help="the rungs, weakest first")
    parser.add_argument("--reach", type=int, default=2, help="rungs each one plays above it")
    parser.add_argument("--opening", type=int, default=2, help="random moves before a start")
    parser.add_argument("--max-turns", type=int, default=200, help="a draw after this")
    parser.add_argument("--seconds", type=float, help="add 'tuned': strong's search at this "
                                                      "time a move")
    parser.add_argument("--settings", nargs="*", default=[],
                        help="tuned's search constants, e.g. exploration=0.3")
    args = parser.parse_args(argv)
    entrants: dict[str, Any] = dict(entrant_names(args.players))
    if args.seconds or args.settings:
        entrants["tuned"] = Tuned(args.seconds or 1.0, parse_settings(args.settings))
    with open_executor(args.workers, args.scheduler, timeout=args.timeout) as executor:
        for order in args.order:
            maker = game_maker("ringworld", order=order, opening=args.opening,
                               max_turns=args.max_turns)
            result = run_tournament(entrants, maker, games=args.games, seed=args.seed,
                                    executor=executor, pairings="ladder", reach=args.reach)
            if args.json:
                path = args.json if len(args.order) == 1 else \
                    args.json.replace(".json", f"_l{order}.json")
                result.save(path)
                print(f"games and ratings written to {path}")
            print(f"{len(result.records)} games in {result.seconds:.0f} s on {result.where}")
            print(result.standings(), flush=True)


if __name__ == "__main__":
    main()
