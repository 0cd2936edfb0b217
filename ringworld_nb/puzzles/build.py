"""Building a game's puzzle file: self-play games mined on any executor, then numbered.

:func:`build` hands one game to each unit of work (:func:`~.mine.mine_game`), on the
tournament runner's executors (:mod:`ringworld_nb.core.executors`: this process, local
processes, a Dask cluster), with a progress bar (tqdm when installed). The games are
seeded from the build's seed and their number only, and the puzzles are put in the
order of the games and plies, whatever order the workers finish in: the same seed gives
the same file, serially or on many processes.

Then each puzzle gets its id (``ringworld-0001``...), its goal sentence, and the file is
written (:func:`~.store.write_file`). Positions met twice (two games that met, or
one position reached by moves in another order: the game's ``key()`` tells, where it
has one) are kept once.

:func:`merge` adds the puzzles of another file (a build written with ``--out``, say on
another machine) to a game's file the same way: numbered on, positions already there
left out, the other build's record kept under ``"appended"``.

``append=True`` adds to the file instead of replacing it: its puzzles are kept as they
are (their ids too), the new ones - only those with one of ``themes`` when given, and
only positions not already in the file - are numbered on from the file's last id, and
the build's settings are added to the file's ``build`` record under ``"appended"``.
That is how a theme the main build rarely meets (The Ring World's ``top-ring``: strong
self-play seldom allows a top take) is mined from games against a weaker opponent
(``Budget.opponent``) without renumbering the shipped puzzles.
"""

from __future__ import annotations

import concurrent.futures as cf
import json
import time
from collections.abc import Callable, Hashable
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from ..core.errors import ArgumentError
from ..core.executors import check_executor
from ..core.games import game_class
from ..core.progress import progress_bar
from ..core.record import Record
from ..core.validate import integer
from .budget import Budget
from .goals import goal_for
from .hooks import data_path, hooks_for
from .mine import Found, mine_game
from .model import Puzzle
from .starts import check_game, starts_for
from .store import load_file, write_file
from .themes import all_themes

__all__ = ["build", "BuildResult", "to_puzzles", "merge", "solver_moves", "position_of"]


@dataclass(frozen=True)
class BuildResult:
    """What a build made: the puzzles, where they were written, the games played, how
    long it took, and the candidates the games gave (a position met in several games,
    or already in the file, is one puzzle: ``candidates`` is at least ``len(puzzles)``)."""

    puzzles: tuple[Puzzle, ...]
    path: Path | None
    games: int
    seconds: float
    candidates: int = 0


def _mine(starts: Any, budget: Budget, seed: int, index: int) -> list[dict[str, Any]]:
    """The unit of work: one game's puzzles as plain dicts (they cross processes). The
    miner judges every move by the very rule ``python -m ringworld_nb.puzzles check``
    applies (:mod:`.only`, its searches seeded from the positions), so what it keeps
    checks out."""
    return [found.to_dict() for found in mine_game(starts, budget, seed, index)]


def _key(options: dict[str, Any], moves: Any) -> str:
    return json.dumps([options, list(moves)], sort_keys=True)


def position_of(game: str, options: dict[str, Any], moves: Any) -> Hashable:
    """What tells a puzzle's position apart: the game's ``key()`` of the position the
    record reaches, where the game has one (the same position by other moves is the same
    puzzle); else the record itself, its options and moves."""
    start = game_class(game).from_record(Record(game=game, options=dict(options),
                                                moves=list(moves)))
    key = getattr(start, "key", None)
    if callable(key):
        return ("key", key())
    return ("record", _key(options, moves))


def solver_moves(themes: Any) -> int:
    """The moves to find, read from a puzzle's length tag."""
    lengths = {"one-move": 1, "two-moves": 2, "three-moves": 3}
    return next((lengths[t] for t in themes if t in lengths), 1)


def to_puzzles(game: str, found: list[Found], *, first: int = 1,
               known: tuple[Puzzle, ...] = ()) -> tuple[Puzzle, ...]:
    """Number the mined puzzles from ``first``, in the order given, and write their
    goals; a position met twice, or already one of ``known``, is kept once (told apart
    by :func:`position_of`)."""
    out: list[Puzzle] = []
    seen: set[Hashable] = {position_of(game, p.options, p.moves) for p in known}
    for item in found:
        key = position_of(game, item.options, item.moves)
        if key in seen:
            continue
        seen.add(key)
        count = solver_moves(item.themes)
        out.append(Puzzle(f"{game}-{len(out) + first:04d}", game, item.options,
                          tuple(item.moves), tuple(item.solution), item.mover,
                          tuple(item.themes), item.rating,
                          goal_for(game, item.mover, item.themes, count,
                                   accepted=1 + len(item.accept),
                                   solution=tuple(item.solution)),
                          {"game": item.game_index, "ply": item.ply, **item.stats},
                          tuple(item.accept), tuple(map(tuple, item.accepts))))
    return tuple(out)


def build(game: str, *, seed: int = 0, games: int = 100, executor: Any = None,
          out: str | Path | None = None, budget: Budget | None = None,
          progress: bool | str | Callable[[int, int], Any] = True,
          command: str = "", append: bool = False,
          themes: tuple[str, ...] = (), variant: str | None = None) -> BuildResult:
    """Play ``games`` self-play games of ``game`` from the seed ``seed``, mine their
    puzzles (on ``executor``: None plays here) and write them to ``out`` (default: the
    package's file of the game; ``out=False``-like ``""`` writes nothing). ``themes``
    keeps only the puzzles with one of these tags; ``append`` adds the new puzzles to
    the file at ``out`` (see the module's docstring): the result holds the new ones.
    ``variant`` is the kind of start (The Ring World's ``"L4"``; None: the game's
    first), whose budgets are the default."""
    game = check_game(game)
    themes = tuple(themes)
    unknown = [t for t in themes if t not in all_themes(game)]
    if unknown:
        raise ArgumentError(f"unknown theme(s) of {game}: {', '.join(unknown)}")
    target = Path(out) if out else data_path(game)
    known: tuple[Puzzle, ...] = ()
    head: dict[str, Any] = {}
    if append:
        if out == "":
            raise ArgumentError("append needs a file to add to")
        known = load_file(target, game)
        head = json.loads(target.read_text(encoding="utf-8")).get("build", {})
    seed = integer(seed, "seed", low=0, high=2 ** 63 - 1)
    games = integer(games, "games", low=1, high=1_000_000)
    pool = check_executor(executor)
    starts = starts_for(game, variant)
    budget = budget or hooks_for(game).budget_for(starts.variant)
    started = time.perf_counter()
    results: dict[int, list[dict[str, Any]]] = {}
    bar = progress_bar(games, progress, f"{game} puzzles")
    try:
        if pool is None:
            for index in range(games):
                results[index] = _mine(starts, budget, seed, index)
                bar.update(1)
                bar.note(f"{sum(map(len, results.values()))} candidates")
        else:
            futures = {pool.submit(_mine, starts, budget, seed, index): index
                       for index in range(games)}
            for future in cf.as_completed(futures):
                results[futures[future]] = future.result()
                bar.update(1)
                bar.note(f"{sum(map(len, results.values()))} candidates")
    finally:
        bar.close()
    found = [Found(**item) for index in sorted(results) for item in results[index]
             if not themes or set(item["themes"]) & set(themes)]
    last = max((int(p.id.rsplit("-", 1)[1]) for p in known
                if p.id.rsplit("-", 1)[-1].isdigit()), default=0)
    made = to_puzzles(game, found, first=last + 1, known=known)
    path = None
    if out != "":
        path = target
        info: dict[str, Any] = {
            "seed": seed, "games": games, "budget": asdict(budget),
            "command": command or f"python -m ringworld_nb.puzzles build --game {game} "
                                  f"--seed {seed} --games {games}"}
        if themes:
            info["themes"] = list(themes)
        if starts.variant:
            info["variant"] = starts.variant
        if append:
            info["added"] = len(made)
            info = {**head, "appended": [*head.get("appended", []), info]}
        write_file(path, game, known + made, info)
    return BuildResult(made, path, games, time.perf_counter() - started, len(found))


def merge(game: str, source: str | Path, *, out: str | Path | None = None,
          command: str = "") -> tuple[Puzzle, ...]:
    """Add the puzzles of the file ``source`` to ``game``'s file ``out`` (default: the
    package's), numbered on after its last id; positions already in it are left out.
    The added puzzles are returned."""
    game = check_game(game)
    target = Path(out) if out else data_path(game)
    known = load_file(target, game)
    extra = load_file(source, game)
    head = json.loads(target.read_text(encoding="utf-8")).get("build", {})
    other = json.loads(Path(source).read_text(encoding="utf-8")).get("build", {})
    last = max((int(p.id.rsplit("-", 1)[1]) for p in known
                if p.id.rsplit("-", 1)[-1].isdigit()), default=0)
    seen = {position_of(game, p.options, p.moves) for p in known}
    added: list[Puzzle] = []
    for puzzle in extra:
        key = position_of(game, puzzle.options, puzzle.moves)
        if key in seen:
            continue
        seen.add(key)
        added.append(replace(puzzle, id=f"{game}-{last + len(added) + 1:04d}"))
    info = {**other, "added": len(added), "merged": command or f"merge {source}"}
    write_file(target, game, known + tuple(added),
               {**head, "appended": [*head.get("appended", []), info]})
    return tuple(added)
