"""One game of a tournament, played anywhere: the unit of work the runner sends out.

:func:`play_task` is what every executor runs - in this process, in a worker process,
on a cluster machine. It gets a :class:`Kit` (the game factory and the entrants'
player factories, sent pickled with cloudpickle, so that a player class written in a
notebook cell travels too) and a :class:`~.schedule.GameTask` (the seeds), plays the
game and returns a :class:`GameRecord`: plain data (the moves in the game's notation,
the outcome, the time of every move), which pickles, saves as JSON, and replays.

Nothing escapes it: a game or a player that raises gives a record with the error and
its traceback (and the moves played up to it), so one bad game never stops a
tournament.

>>> from ringworld_nb.core.games import game_maker
>>> from ringworld_nb.core.schedule import schedule
>>> kit = Kit(game_maker("dice", size=3), {"random": named("random"),
...                                        "greedy": named("greedy")})
>>> task = schedule(("random", "greedy"), (0, 1), games=1, seed=3)[0]
>>> record = play_task(kit, task)
>>> record.seat_names, record.finished, record.error
(((0, 'random'), (1, 'greedy')), True, None)
>>> record.replay(kit.new_game).outcome == record.outcome
True
"""

from __future__ import annotations

import importlib
import os
import pickle
import socket
import time
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from .mcts import outcome_score
from .players import Player, is_player, make_player
from .protocol import Outcome
from .schedule import GameTask

__all__ = ["Kit", "GameRecord", "NamedPlayer", "named", "play_task", "pack", "unpack",
           "PlayerFactory"]

#: ``factory(game, seed) -> Player``: a fresh player for one game (``game`` is its start,
#: not to be changed; ``seed`` the player's own seed for that game).
PlayerFactory = Callable[[Any, int], Player]


@dataclass(frozen=True)
class NamedPlayer:
    """A player factory by name (``core.players.make_player``): ``"mcts:300"``, ...

    A plain object rather than a lambda, so that it pickles without cloudpickle and
    says its name in errors."""

    name: str

    def __call__(self, game: Any, seed: int) -> Player:
        return make_player(game, self.name.partition("#")[0], seed=seed)


def named(name: str) -> NamedPlayer:
    """The factory of the player called ``name`` (a suffix ``#2`` tells two entrants of
    the same player apart: ``random#2`` is another random player)."""
    return NamedPlayer(name)


@dataclass(frozen=True)
class Kit:
    """What every game of a tournament shares: ``new_game(seed) -> game``, the
    entrants' player factories by name, and the move limit."""

    new_game: Callable[[int], Any]
    factories: Mapping[str, PlayerFactory]
    max_plies: int | None = None


@dataclass(frozen=True)
class GameRecord:
    """One game of a tournament as plain data (see the module's docstring)."""

    index: int
    pairing: tuple[str, ...]
    game: int
    start: int
    seed: int
    seat_names: tuple[tuple[Any, str], ...]
    player_seeds: tuple[int, ...]
    moves: tuple[str, ...] = ()
    """The moves in the game's notation."""
    outcome: Outcome | None = None
    """How it ended; None when it was stopped at the move limit or failed."""
    times: tuple[tuple[float, ...], ...] = ()
    """Seconds per move of the player at each seat, in the order of the seats."""
    limit: bool = False
    """True when it hit the move limit: stopped by the runner, or ended by the game's
    own limit (reason 'move limit')."""
    error: str | None = None
    """The traceback of a game that failed (it then counts in no rating)."""
    worker: str = ""
    """Where it was played: host and process id."""
    seconds: float = 0.0
    """How long it took."""

    @property
    def seats(self) -> tuple[Any, ...]:
        return tuple(seat for seat, _ in self.seat_names)

    @property
    def names(self) -> tuple[str, ...]:
        """The entrant at each seat, in the order of the seats."""
        return tuple(name for _, name in self.seat_names)

    @property
    def finished(self) -> bool:
        """True when the game came to its end (a result, no error)."""
        return self.error is None and self.outcome is not None

    @property
    def counts(self) -> bool:
        """True when the game counts in the ratings: it ended, or hit the move limit
        (a draw between all seats)."""
        return self.error is None and (self.outcome is not None or self.limit)

    def scores(self) -> tuple[float, ...]:
        """Each seat's share of the result: 1 a win, 0 a loss, a draw shared (1/2 in a
        two-player game); a game stopped at the move limit is a draw between all."""
        if self.outcome is None:
            return tuple(1 / len(self.seat_names) for _ in self.seat_names)
        if not self.outcome.winners:
            return tuple(1 / len(self.seat_names) for _ in self.seat_names)
        return tuple(outcome_score(self.outcome, seat) for seat in self.seats)

    def same_game(self, other: GameRecord) -> bool:
        """True when both are the same game, move for move, with the same result (times
        and the worker aside)."""
        return (self.index, self.seat_names, self.seed, self.player_seeds, self.moves,
                self.outcome, self.limit, self.error is None) == \
            (other.index, other.seat_names, other.seed, other.player_seeds, other.moves,
             other.outcome, other.limit, other.error is None)

    def replay(self, new_game: Callable[[int], Any]) -> Any:
        """The game again: ``new_game(seed)`` and the recorded moves, played through the
        rules (an illegal or unreadable move raises the game's own error)."""
        game = new_game(self.seed)
        for text in self.moves:
            game.play(text)
        return game


def pack(kit: Kit) -> bytes:
    """``kit`` as bytes for another process: with cloudpickle when it is installed (it
    carries lambdas and classes defined in a notebook), else with pickle (which carries
    what a module defines: names, :class:`~.games.GameMaker`)."""
    try:
        cloudpickle = importlib.import_module("cloudpickle")
    except ImportError:
        return pickle.dumps(kit)
    return bytes(cloudpickle.dumps(kit))


def unpack(blob: bytes | Kit) -> Kit:
    """The kit :func:`pack` made (a Kit passes through)."""
    if isinstance(blob, Kit):
        return blob
    kit = pickle.loads(blob)
    if not isinstance(kit, Kit):
        raise TypeError(f"expected a tournament kit, got {type(kit).__name__}")
    return kit


def _where() -> str:
    """Host and process, as far as this Python can tell (a browser's cannot)."""
    try:
        host = socket.gethostname()
    except OSError:
        host = "here"
    return f"{host}:{os.getpid()}"


def play_task(kit: Kit | bytes, task: GameTask, attempt: int = 0) -> GameRecord:
    """Play ``task`` with ``kit`` (a :class:`Kit`, or the bytes of :func:`pack`) and
    return its :class:`GameRecord`; never raises for a failing game or player.
    (``attempt`` counts the tries of a game whose worker died: it makes each try a new
    task for executors that recognise a repeated call, as Dask does.)"""
    t0 = time.perf_counter()
    record = GameRecord(task.index, task.pairing, task.game, task.start, task.seed,
                        task.seat_names, task.player_seeds, worker=_where())
    moves: list[str] = []
    times: list[list[float]] = [[] for _ in task.seat_names]
    try:
        kit = unpack(kit)
        prepare = getattr(kit.new_game, "prepare", None)
        if callable(prepare):
            prepare()
        game = kit.new_game(task.seed)
        position = {seat: i for i, (seat, _) in enumerate(task.seat_names)}
        players = {}
        for (seat, name), seed in zip(task.seat_names, task.player_seeds):
            player = kit.factories[name](game.clone(), seed)
            if not is_player(player):
                raise TypeError(f"the factory of {name!r} made {player!r}, which is not a "
                                f"player (it needs choose_with_info(game))")
            players[seat] = player
        while not game.is_over and (kit.max_plies is None or len(moves) < kit.max_plies):
            seat = game.to_move
            m0 = time.perf_counter()
            choice = players[seat].choose_with_info(game)
            times[position[seat]].append(time.perf_counter() - m0)
            text = game.notation(choice.move)
            game.play(choice.move)
            moves.append(text)
        outcome = game.outcome
        limit = outcome is None or outcome.reason == "move limit"
        return replace(record, moves=tuple(moves), outcome=outcome, limit=limit,
                       times=tuple(map(tuple, times)), seconds=time.perf_counter() - t0)
    except Exception:  # noqa: BLE001 - a failing game is reported, never raised
        return replace(record, moves=tuple(moves), times=tuple(map(tuple, times)),
                       error=traceback.format_exc(), seconds=time.perf_counter() - t0)
