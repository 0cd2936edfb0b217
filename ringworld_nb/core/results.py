"""The results of a tournament: every game as played, saved as JSON and read back.

A :class:`TournamentResult` keeps the games (:class:`~.play.GameRecord`, in schedule
order), the entrants' names, the seats, and how the tournament was run (seed, games per
pairing, the game's description). Its :meth:`~TournamentResult.standings` are the
ratings table (:mod:`.standings`), computed again from the games whenever asked, so a
file read back draws the same table and chart without replaying anything.

The file (``save`` / :func:`load_results`)::

    {"format": "ringworld_nb tournament", "version": 1,
     "game": {"game": "ringworld", "order": 3, ...}, "entrants": [...], "seats": [1, 2],
     "seed": 0, "games_per_pairing": 20, "stopped": false,
     "games": [{"index": 0, "pairing": [...], "seats": {"1": "random", "2": "greedy"},
                "seed": 123, "moves": ["527@52", ...],
                "outcome": {"winners": [2], "reason": "top ring"} | null,
                "limit": false, "times": {"1": [0.001, ...], "2": [...]},
                "error": null, ...}, ...],
     "ratings": {"greedy": {"elo": 350.2, "low": 210.0, "high": 490.4}, ...}}

A damaged file - not JSON, another format, a missing or wrong field - is a
:class:`~.errors.RecordError` naming the problem (and the game); nothing is written.
"""

from __future__ import annotations

import json
import math
import os
import pathlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .errors import RecordError
from .play import GameRecord
from .protocol import Outcome

__all__ = ["TournamentResult", "load_results", "FORMAT", "VERSION"]

FORMAT = "ringworld_nb tournament"
VERSION = 1


@dataclass
class TournamentResult:
    """The games of a tournament and how it was run (see the module's docstring)."""

    names: tuple[str, ...]
    seats: tuple[Any, ...]
    records: list[GameRecord]
    games_per_pairing: int
    seed: int
    game: Mapping[str, Any] = field(default_factory=dict)
    """What the game was (a :class:`~.games.GameMaker`'s description), when known."""
    scheduled: int = 0
    """How many games were planned (more than ``len(records)`` when stopped)."""
    stopped: bool = False
    """True when the tournament was stopped before its end (Ctrl-C, a Stop button)."""
    seconds: float = 0.0
    """How long it ran."""
    where: str = ""
    """Where it ran: 'this process', 'process pool of 2', 'dask ...'."""

    @property
    def failed(self) -> list[GameRecord]:
        """The games that raised or whose worker died (with their tracebacks)."""
        return [r for r in self.records if r.error is not None]

    def standings(self, **options: Any) -> Any:
        """The ratings table of these games (:func:`.standings.standings`; ``options``
        pass on: ``anchor``, ``prior``, ``interval``...)."""
        from .standings import standings

        return standings(self, **options)

    def to_dict(self, ratings: bool = True) -> dict[str, Any]:
        """The JSON form (see the module's docstring)."""
        data: dict[str, Any] = {
            "format": FORMAT, "version": VERSION, "game": dict(self.game),
            "entrants": list(self.names), "seats": list(self.seats), "seed": self.seed,
            "games_per_pairing": self.games_per_pairing, "scheduled": self.scheduled,
            "stopped": self.stopped, "seconds": round(self.seconds, 3),
            "where": self.where, "games": [_game_dict(r) for r in self.records]}
        if ratings:
            table = self.standings()
            data["ratings"] = {row.name: {"elo": _number(row.elo), "low": _number(row.low),
                                          "high": _number(row.high)}
                               for row in table.rows}
        return data

    def save(self, path: str | os.PathLike[str]) -> pathlib.Path:
        """Write the JSON file (a temporary file renamed at the end: a file that exists
        is complete)."""
        target = pathlib.Path(path)
        temporary = target.with_name(target.name + ".part")
        temporary.write_text(json.dumps(self.to_dict(), indent=1, allow_nan=False))
        os.replace(temporary, target)
        return target


def _number(x: float) -> float | None:
    """A float for JSON: infinities (a side that won every game) become None."""
    return round(float(x), 2) if math.isfinite(x) else None


def _key(seat: Any) -> str:
    return str(seat)


def _game_dict(r: GameRecord) -> dict[str, Any]:
    outcome = None if r.outcome is None else {"winners": list(r.outcome.winners),
                                              "reason": r.outcome.reason}
    return {"index": r.index, "pairing": list(r.pairing), "game": r.game, "start": r.start,
            "seats": {_key(seat): name for seat, name in r.seat_names},
            "seed": r.seed, "player_seeds": list(r.player_seeds), "moves": list(r.moves),
            "outcome": outcome, "limit": r.limit,
            "times": {_key(seat): [round(t, 6) for t in times]
                      for (seat, _), times in zip(r.seat_names, r.times)},
            "error": r.error, "worker": r.worker, "seconds": round(r.seconds, 3)}


def _need(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in data:
        raise RecordError(f"{where}: the field {key!r} is missing")
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise RecordError(f"{where}: {key!r} must be {_kind_name(kind)}, "
                          f"got {type(value).__name__}")
    return value


def _kind_name(kind: type | tuple[type, ...]) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return " or ".join(k.__name__ for k in kinds)


def _seat_from(key: str, seats: Sequence[Any], where: str) -> Any:
    for seat in seats:
        if _key(seat) == key:
            return seat
    raise RecordError(f"{where}: seat {key!r} is not one of the seats {list(seats)}")


def _game_from(data: Any, number: int, seats: Sequence[Any], names: Sequence[str]) -> GameRecord:
    where = f"game {number}"
    if not isinstance(data, dict):
        raise RecordError(f"{where}: expected an object, got {type(data).__name__}")
    seat_map = _need(data, "seats", dict, where)
    seat_names = []
    for key, name in seat_map.items():
        if name not in names:
            raise RecordError(f"{where}: {name!r} is not an entrant ({', '.join(names)})")
        seat_names.append((_seat_from(key, seats, where), name))
    outcome_data = data.get("outcome")
    outcome = None
    if outcome_data is not None:
        winners = _need(outcome_data, "winners", list, where + " outcome")
        reason = _need(outcome_data, "reason", str, where + " outcome")
        for w in winners:
            if w not in seats:
                raise RecordError(f"{where}: winner {w!r} is not one of the seats {list(seats)}")
        outcome = Outcome(tuple(winners), reason)
    moves = _need(data, "moves", list, where)
    if not all(isinstance(m, str) for m in moves):
        raise RecordError(f"{where}: every move must be text in the game's notation")
    times_map = data.get("times") or {}
    if not isinstance(times_map, dict):
        raise RecordError(f"{where}: 'times' must be an object")
    times = []
    for seat, _ in seat_names:
        values = times_map.get(_key(seat), [])
        if not isinstance(values, list) or not all(
                isinstance(t, (int, float)) and not isinstance(t, bool) for t in values):
            raise RecordError(f"{where}: the times of seat {seat!r} must be numbers")
        times.append(tuple(float(t) for t in values))
    pairing = _need(data, "pairing", list, where)
    error = data.get("error")
    if error is not None and not isinstance(error, str):
        raise RecordError(f"{where}: 'error' must be text or null")
    return GameRecord(
        index=_need(data, "index", int, where), pairing=tuple(pairing),
        game=int(data.get("game", 0)), start=int(data.get("start", 0)),
        seed=_need(data, "seed", int, where), seat_names=tuple(seat_names),
        player_seeds=tuple(int(s) for s in data.get("player_seeds", ())),
        moves=tuple(moves), outcome=outcome, times=tuple(times),
        limit=bool(data.get("limit", False)), error=error,
        worker=str(data.get("worker", "")), seconds=float(data.get("seconds", 0.0)))


def load_results(path: str | os.PathLike[str]) -> TournamentResult:
    """Read a file written by :meth:`TournamentResult.save`; RecordError (naming the
    file and the problem) for a file that is not one, or is damaged."""
    where = str(path)
    try:
        text = pathlib.Path(path).read_text()
    except (OSError, UnicodeDecodeError) as err:
        raise RecordError(f"{where}: cannot be read ({err})") from err
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise RecordError(f"{where}: not a results file: broken JSON ({err})") from err
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(f"{where}: not a results file of ringworld_nb tournaments "
                          f"(no 'format': {FORMAT!r})")
    if data.get("version") != VERSION:
        raise RecordError(f"{where}: version {data.get('version')!r} of the results format; "
                          f"this package reads version {VERSION}")
    names = _need(data, "entrants", list, where)
    seats = _need(data, "seats", list, where)
    if not names or not all(isinstance(n, str) for n in names):
        raise RecordError(f"{where}: 'entrants' must be a list of names")
    games = _need(data, "games", list, where)
    records = []
    for i, g in enumerate(games):
        try:
            records.append(_game_from(g, i, seats, names))
        except RecordError as err:
            raise RecordError(f"{where}: {err}") from err
        except (TypeError, ValueError, AttributeError) as err:
            raise RecordError(f"{where}: game {i}: {type(err).__name__}: {err}") from err
    return TournamentResult(
        names=tuple(names), seats=tuple(seats), records=records,
        games_per_pairing=_need(data, "games_per_pairing", int, where),
        seed=_need(data, "seed", int, where), game=data.get("game") or {},
        scheduled=int(data.get("scheduled", len(records))),
        stopped=bool(data.get("stopped", False)), seconds=float(data.get("seconds", 0.0)),
        where=str(data.get("where", "")))
