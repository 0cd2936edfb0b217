"""Soak test of the three engines: random games of every game and variant, checked as
they go.

Every game is played by uniform random legal moves (seeded) to its end. Along the way,
at every move: the move played by ``play`` and the same move played by ``push`` on a
clone give the same position; every few moves the record is written to JSON, read back
and replayed to the same position; at the end the record of the finished game round
trips with its result, and ``undo`` takes the game back, move by move, to exactly its
start. ``tests/test_soak.py`` runs a CI-sized soak from here; for a longer one::

    python benchmarks/soak.py --minutes 10 [--seed N]

prints, per game and variant, the games, moves and round trips checked, and stops at
the first failure with the seed that reproduces it.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from ringworld_nb.core.record import Record
from ringworld_nb.dice.game import DiceOfDoom
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.ringworld import RingWorld


@dataclass
class Tally:
    """What a soak checked."""

    games: int = 0
    moves: int = 0
    round_trips: int = 0
    undos: int = 0

    def add(self, other: Tally) -> None:
        self.games += other.games
        self.moves += other.moves
        self.round_trips += other.round_trips
        self.undos += other.undos


def state_of(game: Any) -> Any:
    """What must be equal in two equal positions: the history and the game's state."""
    if isinstance(game, RingWorld):
        inner = (tuple(tuple(game.rings(level).tolist()) for level in game.board.levels),
                 game.to_move, game.outcome)
    else:
        inner = (game.key(), game.outcome)
    return tuple(game.history), inner


def round_trip(game: Any) -> None:
    """The record, through JSON, replays to the same position."""
    again = type(game).from_record(Record.from_json(game.record().to_json()))
    assert state_of(again) == state_of(game), "a record did not replay to its position"


def soak_game(game: Any, seed: int, *, trip_every: int = 10, max_moves: int = 2000
              ) -> Tally:
    """Play ``game`` to its end by random legal moves with every check of the module
    docstring; AssertionError (with the seed) at the first difference."""
    rng = random.Random(seed)
    tally = Tally(games=1)
    start = state_of(game)
    while not game.is_over and tally.moves < max_moves:
        move = rng.choice(game.legal_moves())
        if isinstance(game, DiceOfDoom) and not game.rules.certain and not move.is_pass:
            possible = [o for o, _ in game.chance_outcomes(move)]
            outcome = rng.choice(possible) if rng.random() < 0.5 else None
            if outcome is None:  # the real dice, then push the outcome they gave
                pushed = game.clone()
                game.play(move)
                pushed.push(move, game.outcomes[-1][0])
            else:
                pushed = game.clone()
                pushed.push(move, outcome)
                game.play(move, outcome)
        else:
            pushed = game.clone()
            pushed.push(move)
            game.play(move)
        assert state_of(pushed) == state_of(game), f"push and play differ (seed {seed})"
        tally.moves += 1
        if tally.moves % trip_every == 0:
            round_trip(game)
            tally.round_trips += 1
    round_trip(game)
    tally.round_trips += 1
    while game.history:
        game.undo()
        tally.undos += 1
    assert state_of(game) == start, f"undo did not come back to the start (seed {seed})"
    return tally


def variants() -> Iterator[tuple[str, Callable[[int], Any]]]:
    """Every game and variant: (name, a function of a seed that makes its start)."""
    yield "ringworld L3", lambda s: RingWorld(3)
    yield "ringworld L4", lambda s: RingWorld(4)
    yield "ringworld L3 max_turns 30", lambda s: RingWorld(3, max_turns=30)
    yield "ringworld L2 max_turns 200", lambda s: RingWorld(2, max_turns=200)
    for version in (1, 2, 3):
        for players in (2, 3, 4):
            yield (f"dice v{version} {players} players",
                   lambda s, v=version, p=players: DiceOfDoom(
                       3 + s % 3, players=p, version=v, seed=s, max_dice=3 + s % 3,
                       fair_start=s % 2 == 0))
    yield "dice v2 no_attack", lambda s: DiceOfDoom(4, version=2, seed=s, ending="no_attack")
    yield "renaissance full", lambda s: Renaissance(s)
    yield "renaissance phase1", lambda s: Renaissance(s, variant="phase1")
    yield "renaissance from a layout", lambda s: Renaissance.random_setup(random.Random(s))
    yield "renaissance phase2 deal", lambda s: Renaissance.phase2_deal()
    yield "renaissance phase2 hands", lambda s: Renaissance.phase2_only(
        *_hands(random.Random(s)))


def _hands(rng: random.Random) -> tuple[list[str], list[str]]:
    from ringworld_nb.renaissance.game import deal_at_random

    return deal_at_random(rng)


def soak(games_per_variant: int, seed: int = 0, *, seconds: float | None = None,
         report: Callable[[str], None] | None = None) -> dict[str, Tally]:
    """Soak every variant: ``games_per_variant`` games each (or, with ``seconds``, round
    after round of one game each until the time is up)."""
    tallies = {name: Tally() for name, _ in variants()}
    start = time.perf_counter()
    round_ = 0
    while True:
        for name, make in variants():
            for k in range(games_per_variant):
                s = seed + 1000 * round_ + k
                tallies[name].add(soak_game(make(s), s))
        round_ += 1
        if report is not None:
            report(f"round {round_}: {sum(t.games for t in tallies.values())} games")
        if seconds is None or time.perf_counter() - start > seconds:
            return tallies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    start = time.perf_counter()
    tallies = soak(1, args.seed, seconds=args.minutes * 60, report=print)
    total = Tally()
    for name, tally in tallies.items():
        total.add(tally)
        print(f"{name:32s} {tally.games:6d} games {tally.moves:9,d} moves "
              f"{tally.round_trips:7,d} round trips {tally.undos:9,d} undos")
    print(f"{'all':32s} {total.games:6d} games {total.moves:9,d} moves "
          f"{total.round_trips:7,d} round trips {total.undos:9,d} undos "
          f"in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
