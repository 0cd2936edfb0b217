"""Which games a tournament plays, and the seeds of each, fixed before the first move.

A tournament is a list of :class:`GameTask`, made here from the entrants' names, the
seats of the game and the tournament's seed - and from nothing else. So the list is the
same wherever it is made, and a game is the same wherever it is played: in this
process, in a worker process or on a cluster machine.

Pairings
--------
A *pairing* is the entrants of one table, as many as the game has seats:

* ``"all"``: every combination of entrants (every pair in a two-player game, every
  foursome in four-player Dice of Doom);
* ``"ladder"``: each entrant against the next ``reach`` ones in the order given (two
  seats only) - OpenSpiel's ladder of tree searches at growing budgets, where far
  rungs say little (the stronger wins every game) and cost the most;
* an explicit list of tuples of names (a name may sit at several seats: one search
  against three random players).

Seats and starts
----------------
Game ``g`` of a pairing is played from start ``g // k`` (``k`` seats) with the seats
rotated ``g % k`` places: in a two-player game each start is played twice with the
seats swapped; with four seats, four times, each entrant once in every seat. Every
pairing plays the same starts, so they differ only by who plays. The start's seed is
``derive_seed(seed, "start", s)``; a player's seed ``derive_seed(seed, "player",
pairing, g, seat position)``.

>>> tasks = schedule(("random", "greedy", "mcts:30"), (1, 2), games=2, seed=7)
>>> for t in tasks[:4]:
...     print(t.index, t.game, t.start, t.seat_names)
0 0 0 ((1, 'random'), (2, 'greedy'))
1 0 0 ((1, 'random'), (2, 'mcts:30'))
2 0 0 ((1, 'greedy'), (2, 'mcts:30'))
3 1 0 ((1, 'greedy'), (2, 'random'))
>>> tasks[0].seed == tasks[3].seed == derive_seed(7, "start", 0)
True
"""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .errors import ArgumentError
from .validate import describe, integer

__all__ = ["GameTask", "schedule", "pairings_of", "derive_seed", "SEED_BITS"]

#: Derived seeds are integers of this many bits (they fit every generator's seed).
SEED_BITS = 63


def derive_seed(*parts: Any) -> int:
    """A seed made from ``parts`` (numbers and text) by a hash that every process and
    every machine computes alike (unlike Python's ``hash``)."""
    digest = hashlib.blake2b(repr(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)


@dataclass(frozen=True)
class GameTask:
    """One game of a tournament, all it needs to be played anywhere."""

    index: int
    """Its place in the tournament (results are kept in this order)."""
    pairing: tuple[str, ...]
    """The entrants of its table, in the order of the pairing."""
    game: int
    """Its number within the pairing."""
    start: int
    """The number of its start (the same for every pairing)."""
    seed: int
    """The start's seed: ``new_game(seed)`` makes the start."""
    seat_names: tuple[tuple[Any, str], ...]
    """Seat -> entrant name, in the game's order of seats."""
    player_seeds: tuple[int, ...]
    """The seed of the player at each seat, in the same order."""


def pairings_of(names: Sequence[str], seats: int,
                pairings: str | Sequence[Sequence[str]] = "all", *,
                reach: int = 2) -> list[tuple[str, ...]]:
    """The tables of a tournament (see the module's docstring); ArgumentError when a
    table names an unknown entrant or has the wrong number of seats."""
    if isinstance(pairings, str):
        if pairings == "all":
            if len(names) < seats:
                raise ArgumentError(f"{seats} seats need at least {seats} entrants, got "
                                    f"{len(names)}: {', '.join(names)}")
            return [tuple(c) for c in itertools.combinations(names, seats)]
        if pairings == "ladder":
            if seats != 2:
                raise ArgumentError(f"a ladder pairs two entrants at a time; this game has "
                                    f"{seats} seats")
            reach = integer(reach, "reach", low=1)
            return [(names[i], names[j]) for d in range(1, reach + 1)
                    for i in range(len(names)) for j in (i + d,) if j < len(names)]
        raise ArgumentError(f"pairings must be 'all', 'ladder' or a list of tables, got "
                            f"{describe(pairings)}")
    tables = []
    for table in pairings:
        table = tuple(table)
        if len(table) != seats:
            raise ArgumentError(f"the table {describe(table)} has {len(table)} entrants; the "
                                f"game has {seats} seats")
        unknown = [name for name in table if name not in names]
        if unknown:
            raise ArgumentError(f"the table {describe(table)} names {', '.join(unknown)}, "
                                f"not among the entrants ({', '.join(names)})")
        tables.append(table)
    if not tables:
        raise ArgumentError("no pairings: give at least one table")
    return tables


def schedule(names: Sequence[str], seats: Sequence[Any], games: int, seed: int,
             pairings: str | Sequence[Sequence[str]] = "all", *,
             reach: int = 2) -> list[GameTask]:
    """Every game of the tournament, in the order they are handed out: start by start,
    and within a start every pairing with every rotation of its seats (so a stopped
    tournament has played all pairings alike)."""
    k = len(seats)
    tables = pairings_of(names, k, pairings, reach=reach)
    tasks: list[GameTask] = []
    for g in range(games):
        start, turn = divmod(g, k)
        start_seed = derive_seed(seed, "start", start)
        for table in tables:
            order = tuple(table[(i + turn) % k] for i in range(k))
            tasks.append(GameTask(
                index=len(tasks), pairing=table, game=g, start=start, seed=start_seed,
                seat_names=tuple(zip(seats, order)),
                player_seeds=tuple(derive_seed(seed, "player", table, g, i)
                                   for i in range(k))))
    return tasks
