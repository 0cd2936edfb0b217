"""One tournament runner for every game, any number of seats, and any executor.

::

    result = run_tournament({"random": "random", "greedy": "greedy", "search": "mcts:100"},
                            game_maker("ringworld", order=3), games=20, seed=1,
                            executor=process_pool(2))
    print(result.standings())      # Elo with 95% intervals, W-D-L, LOS, time per move
    result.save("ladder.json")     # every game: seats, seed, moves, outcome; the ratings

**Entrants** are named player factories: a name of ``core.players.make_player``
(``"random"``, ``"greedy"``, ``"mcts:300"``, ``"strong"``...), or a function
``factory(game, seed) -> player`` that makes a fresh player for one game (``game`` is its
start, ``seed`` the player's own). **new_game** makes a start from a seed: a
:class:`~.games.GameMaker` (``game_maker("dice", size=3)``), a game's name, or any
function ``new_game(seed) -> game``.

**Which games** (:mod:`.schedule`): every pairing (all pairs; all foursomes in
four-player Dice of Doom; a ``"ladder"``; or tables you list) plays ``games`` games from
the same seeded starts, the seats swapped or rotated. Every start and every player's
seed derive from the tournament's seed, the pairing and the game's number only: the
same seed gives the same games, move for move, whatever the executor and however many
workers (for players that think by simulations, not by the clock).

**Where** (:mod:`.executors`): ``executor=None`` plays here, one game after another (a
browser-only Python can); :func:`~.executors.process_pool` in worker processes, which
carry players written in a notebook cell (cloudpickle); a Dask cluster's executor as it
is. The unit of work is one game (:func:`~.play.play_task`), which returns plain data.

**When things go wrong**: a game or a player that raises is recorded with its seed,
pairing and traceback (``result.failed``), and the rest goes on; a game whose worker
died is played again alone, and recorded as failed if it kills its worker again.
Ctrl-C (or ``stop``, an Event or a function, set by a Stop button) cancels the games not
yet started and returns the finished ones (``result.stopped``). Bad arguments are errors
of the package's classes before any game starts.

>>> result = run_tournament({"random": "random", "greedy": "greedy"},
...                         game_maker("dice", size=3), games=4, seed=2, progress=False)
>>> len(result.records), result.standings().rows[0].name
(4, 'greedy')
"""

from __future__ import annotations

import concurrent.futures as cf
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable, Generator, Mapping, Sequence
from typing import Any

from .errors import ArgumentError
from .executors import check_executor, workers_of
from .games import GameMaker, game_maker, seats_of
from .play import GameRecord, Kit, NamedPlayer, PlayerFactory, named, pack, play_task
from .players import is_player, play_game
from .progress import progress_bar
from .results import TournamentResult, load_results
from .schedule import GameTask, derive_seed, schedule
from .validate import describe, integer

__all__ = ["run_tournament", "play_games", "check_entrants", "check_new_game", "play_game",
           "TournamentResult", "load_results", "Stop", "Entrants", "same_games"]

#: Entrants: name -> a player name of ``make_player`` or a factory ``(game, seed) ->
#: player``; or a list of player names.
Entrants = Mapping[str, "str | PlayerFactory"] | Sequence[str]
#: Something that says when to stop: an Event, or a function that returns True.
Stop = threading.Event | Callable[[], bool] | None


def check_entrants(entrants: Any) -> dict[str, PlayerFactory]:
    """The entrants as name -> factory (see the module's docstring), checked: TypeError
    for a value that is neither a name nor a function, ArgumentError for a player given
    where a factory is wanted, an empty or repeated name."""
    if isinstance(entrants, Mapping):
        items = list(entrants.items())
    elif isinstance(entrants, Sequence) and not isinstance(entrants, str):
        items = [(name, name) for name in entrants]
    else:
        raise TypeError(f"entrants must be a dict of name -> player factory, or a list of "
                        f"player names; got {describe(entrants)}")
    factories: dict[str, PlayerFactory] = {}
    for name, value in items:
        if not isinstance(name, str) or not name.strip():
            raise ArgumentError(f"an entrant's name must be non-empty text, got {describe(name)}")
        if name in factories:
            raise ArgumentError(f"two entrants are called {name!r}: give each its own name "
                                f"({name}#2 for a second one of the same player)")
        if isinstance(value, str):
            factories[name] = named(value)
        elif is_player(value):
            raise ArgumentError(f"entrant {name!r} is a player, not a player factory: give "
                                f"a function that makes a fresh one for each game, such as "
                                f"lambda game, seed: {type(value).__name__}(...)")
        elif callable(value):
            factories[name] = value
        else:
            raise TypeError(f"entrant {name!r} must be a player name (such as 'mcts:100') "
                            f"or a function (game, seed) -> player; got {describe(value)}")
    if not factories:
        raise ArgumentError("no entrants: a tournament needs players")
    return factories


def check_new_game(new_game: Any) -> Callable[[int], Any]:
    """``new_game`` as a function of the start's seed: a GameMaker or a function as it
    is, a game's name through :func:`~.games.game_maker`; TypeError otherwise."""
    if isinstance(new_game, str):
        return game_maker(new_game)
    if not callable(new_game):
        raise TypeError(f"new_game must be a function seed -> game, a GameMaker or a game's "
                        f"name; got {describe(new_game)}")
    return new_game


def _first_game(new_game: Callable[[int], Any], seed: int) -> Any:
    try:
        game = new_game(seed)
    except Exception as err:
        raise ArgumentError(f"the game factory {describe(new_game)} raised "
                            f"{type(err).__name__} for the start seed {seed}: {err}") from err
    missing = [a for a in ("to_move", "legal_moves", "play", "is_over", "notation", "clone")
               if not hasattr(game, a)]
    if missing:
        raise TypeError(f"the game factory made {describe(game)}, which is not a game (no "
                        f"{', '.join(missing)})")
    if game.is_over:
        raise ArgumentError(f"the game factory made a game that is already over (start "
                            f"seed {seed})")
    return game


def _probe_players(factories: Mapping[str, PlayerFactory], game: Any, seed: int) -> None:
    """Make each entrant's player once for the first start: an entrant that cannot make
    one is an error now, not a failed game for every game later."""
    for name, factory in factories.items():
        try:
            player = factory(game.clone(), derive_seed(seed, "probe", name))
        except ArgumentError:
            raise
        except Exception as err:
            what = f"player {factory.name!r}" if isinstance(factory, NamedPlayer) else \
                f"the factory of entrant {name!r}"
            raise ArgumentError(f"{what} raised {type(err).__name__}: {err}") from err
        if not is_player(player):
            raise TypeError(f"entrant {name!r} made {describe(player)}, which is not a player "
                            f"(a player has choose_with_info(game) -> Choice)")


def _stopping(stop: Stop) -> bool:
    if stop is None:
        return False
    if isinstance(stop, threading.Event):
        return stop.is_set()
    return bool(stop())


def _failed(task: GameTask, error: str) -> GameRecord:
    return GameRecord(task.index, task.pairing, task.game, task.start, task.seed,
                      task.seat_names, task.player_seeds, error=error)


def play_games(kit: Kit, tasks: Sequence[GameTask], executor: cf.Executor | None, *,
               window: int | None = None, stop: Stop = None,
               retries: int = 1) -> Generator[GameRecord, None, None]:
    """The records of ``tasks`` as they finish (in any order with an executor). Closing
    the iterator - or stopping - cancels the games not yet started.

    A game whose future fails (its worker died: the game itself never raises, see
    :func:`~.play.play_task`) is played again, alone, up to ``retries`` times, then
    recorded as failed; so the games that only shared a pool with it are not lost."""
    if executor is None:
        for task in tasks:
            if _stopping(stop):
                return
            yield play_task(kit, task)
        return
    blob = pack(kit)
    size = window or max(2, 2 * (workers_of(executor) or 8))
    queue = deque(tasks)
    suspects: deque[tuple[GameTask, int]] = deque()
    pending: dict[cf.Future, tuple[GameTask, int]] = {}

    def submit(task: GameTask, attempt: int) -> None:
        pending[executor.submit(play_task, blob, task, attempt=attempt)] = (task, attempt)

    try:
        while queue or pending or suspects:
            if _stopping(stop):
                return
            try:
                if suspects:
                    if not pending:
                        submit(*suspects.popleft())
                else:
                    while queue and len(pending) < size:
                        submit(queue.popleft(), 0)
            except Exception:  # noqa: BLE001 - the executor refuses work: report every game
                error = f"the executor refused the game:\n{traceback.format_exc()}"
                lost = [t for t, _ in suspects] + list(queue)
                suspects.clear()
                queue.clear()
                for task in lost:
                    yield _failed(task, error)
                continue
            done, _ = cf.wait(list(pending), timeout=0.25,
                              return_when=cf.FIRST_COMPLETED)
            for future in sorted(done, key=lambda f: pending[f][0].index):
                task, attempt = pending.pop(future)
                try:
                    record = future.result()
                except Exception:  # noqa: BLE001 - the worker died or the executor failed
                    if attempt < retries:
                        suspects.append((task, attempt + 1))
                        continue
                    record = _failed(task, "its worker failed (played alone again, it "
                                           f"failed again):\n{traceback.format_exc()}")
                yield record
    finally:
        for future in pending:
            future.cancel()


def _where(executor: cf.Executor | None) -> str:
    if executor is None:
        return "this process"
    workers = workers_of(executor)
    return f"{type(executor).__name__} ({workers or '?'} workers)"


def run_tournament(entrants: Entrants, new_game: Callable[[int], Any] | GameMaker | str, *,
                   games: int, seed: int = 0, executor: Any = None,
                   seats: Sequence[Any] | None = None,
                   pairings: str | Sequence[Sequence[str]] = "all", reach: int = 2,
                   max_plies: int | None = None,
                   progress: bool | str | Callable[[int, int], Any] = True,
                   stop: Stop = None, max_pending: int | None = None,
                   label: str = "games") -> TournamentResult:
    """Play a tournament and return its :class:`~.results.TournamentResult` (see the
    module's docstring).

    ``games`` is the number of games per pairing (a multiple of the seats keeps every
    start played from every seat); ``seats`` the game's seats (default: the game's own,
    :func:`~.games.seats_of`); ``pairings`` ``"all"``, ``"ladder"`` (each entrant
    against the next ``reach``) or a list of tables; ``max_plies`` stops a game after
    that many moves (a draw that counts as hitting the move limit); ``progress`` True
    for a bar (tqdm's widget in Jupyter, text in a terminal), ``"text"``, a function
    ``progress(done, total)`` or False; ``max_pending`` bounds the games handed to the
    executor at once (default twice its workers).
    """
    factories = check_entrants(entrants)
    maker = check_new_game(new_game)
    games = integer(games, "games (per pairing)", low=1, high=10_000_000)
    seed = integer(seed, "seed", low=0, high=2 ** 63 - 1)
    if max_plies is not None:
        max_plies = integer(max_plies, "max_plies", low=1)
    pool = check_executor(executor)
    first = _first_game(maker, derive_seed(seed, "start", 0))
    seat_ids = tuple(seats) if seats is not None else seats_of(first)
    if not seat_ids:
        raise ArgumentError("the game does not say its seats: give seats=(...)")
    names = tuple(factories)
    tasks = schedule(names, seat_ids, games, seed, pairings, reach=reach)
    _probe_players(factories, first, seed)
    kit = Kit(maker, factories, max_plies)
    records: list[GameRecord] = []
    stopped = False
    bar = progress_bar(len(tasks), progress, label)
    started = time.perf_counter()
    stream = play_games(kit, tasks, pool, window=max_pending, stop=stop)
    try:
        for record in stream:
            records.append(record)
            bar.update(1)
            failed = sum(r.error is not None for r in records)
            if failed:
                bar.note(f"{failed} failed")
    except KeyboardInterrupt:
        stopped = True
    finally:
        stream.close()
        bar.close()
    stopped = stopped or len(records) < len(tasks)
    records.sort(key=lambda r: r.index)
    description = maker.describe() if isinstance(maker, GameMaker) else {}
    return TournamentResult(names, seat_ids, records, games, seed, description,
                            scheduled=len(tasks), stopped=stopped,
                            seconds=time.perf_counter() - started, where=_where(pool))


def same_games(a: TournamentResult, b: TournamentResult) -> bool:
    """True when two results hold the same games, move for move (times aside)."""
    return len(a.records) == len(b.records) and all(
        x.same_game(y) for x, y in zip(a.records, b.records))
