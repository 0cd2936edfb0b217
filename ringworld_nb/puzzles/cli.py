"""The command line of the puzzles::

    python -m ringworld_nb.puzzles build --game G --seed S [--games N] [--variant V]
                                         [--workers N | --scheduler ADDRESS] [--out PATH]
                                         [--player NAME[,...]] [--opponent NAME[,...]]
                                         [--theme TAG ...] [--append]
    python -m ringworld_nb.puzzles check --game G [--file PATH] [--sample N]
    python -m ringworld_nb.puzzles prune --game G [--file PATH] [--out PATH]
    python -m ringworld_nb.puzzles merge --game G --source PATH [--file PATH]
    python -m ringworld_nb.puzzles stats --game G [--file PATH]

``build`` plays ``--games`` self-play games and mines their puzzles (:mod:`.build`),
with a progress bar, here (``--workers 1``), on local processes or on a Dask cluster,
and writes the game's file (default: the package's own, ``ringworld_nb/puzzles/data``).
``--opponent`` (``--player``) plays the weaker (stronger) side with another player
(``random``, ``greedy``, ``mcts:N``, or a seeded mix ``random,mcts:5``); ``--theme``
keeps only puzzles with that tag; ``--append`` adds the new puzzles to the file,
numbered on, the old ones kept; ``--variant`` mines another kind of start (The Ring
World's standard board ``L4``, Dice of Doom's ``4x4``), with its own budgets.
``check`` re-verifies every puzzle of a file (:mod:`.verify`: the only-move rule with
its re-check at 25 times the mining search), or ``--sample N`` of them drawn by
``--seed``, prints the time it took, and exits with 1 when one fails.
``prune`` brings a file under today's rules (:mod:`.prune`): the puzzles that still pass
keep their ids, the others are dropped, each with its reason. ``merge`` adds the
puzzles of another file (a build written with ``--out``) to the game's file, numbered
on. ``stats`` prints what a file holds (:mod:`.stats`): the puzzles by board and by
theme, and the fewest legal moves a first position leaves.
Errors of the arguments print one line ``error: ...`` and exit with 2.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from ..core.errors import ArgumentError, GameError
from ..core.executors import open_executor
from ..core.registry import names
from .build import build, merge
from .hooks import data_path, hooks_for
from .prune import prune
from .starts import starts_for
from .stats import file_stats, stats_lines
from .store import load_file, write_file
from .verify import verify

__all__ = ["main", "build_parser"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m ringworld_nb.puzzles",
                                     description="Mine puzzles from self-play, or check "
                                                 "the shipped ones.")
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("build", help="play self-play games and mine puzzles")
    make.add_argument("--game", required=True, choices=names())
    make.add_argument("--seed", type=int, default=0, help="the build's seed")
    make.add_argument("--variant", help="the kind of start, one of the game's own (its "
                      "puzzle hooks name them; a wrong one is refused with the list; "
                      "default: the game's first)")
    make.add_argument("--games", type=int, default=100, help="self-play games to mine")
    where = make.add_mutually_exclusive_group()
    where.add_argument("--workers", type=int, default=1,
                       help="processes on this machine (default 1: this process)")
    where.add_argument("--scheduler", metavar="ADDRESS", help="a running Dask scheduler")
    make.add_argument("--out", metavar="PATH", help="the file to write (default: the "
                      "package's file of the game)")
    make.add_argument("--progress", choices=("auto", "text", "none"), default="auto")
    budget = make.add_argument_group("budget (default: the shipped files' own)")
    budget.add_argument("--play", type=int, help="simulations a move of the stronger player")
    budget.add_argument("--weak", type=int, help="simulations a move of the weaker player "
                        "(0: random moves)")
    budget.add_argument("--find", type=int, help="simulations of the finding search (the "
                        "re-check searches 25 times as many)")
    budget.add_argument("--max-plies", type=int, help="moves after which a game stops")
    budget.add_argument("--player", metavar="NAME[,NAME...]",
                        help="the stronger side's player instead of mcts:PLAY (as "
                        "--opponent)")
    budget.add_argument("--opponent", metavar="NAME[,NAME...]",
                        help="the weaker side's player instead of mcts:WEAK: random, "
                        "greedy, mcts:N, or several joined by commas (one drawn per game)")
    budget.add_argument("--scan", choices=("swing", "blunders"),
                        help="how positions are looked at: swing (every position valued, "
                        "the default) or blunders (only the moves that let the other side "
                        "win at once: fast on a large board)")
    make.add_argument("--theme", action="append", default=[], metavar="TAG",
                      help="keep only the puzzles with this theme (repeatable)")
    make.add_argument("--append", action="store_true",
                      help="add the new puzzles to the file (its puzzles and ids kept)")
    check = commands.add_parser("check", help="re-verify every puzzle of a file")
    check.add_argument("--game", required=True, choices=names())
    check.add_argument("--file", metavar="PATH", help="default: the package's file")
    check.add_argument("--sample", type=int, metavar="N",
                       help="check N puzzles drawn by --seed (default: every one)")
    check.add_argument("--seed", type=int, default=0, help="the sample's seed")
    prune = commands.add_parser("prune", help="keep the puzzles of a file that pass "
                                "today's rules (their ids kept), drop the others")
    prune.add_argument("--game", required=True, choices=names())
    prune.add_argument("--file", metavar="PATH", help="default: the package's file")
    prune.add_argument("--out", metavar="PATH", help="default: the file itself")
    prune.add_argument("--progress", choices=("auto", "text", "none"), default="auto")
    join = commands.add_parser("merge", help="add the puzzles of another file, numbered on")
    join.add_argument("--game", required=True, choices=names())
    join.add_argument("--source", required=True, metavar="PATH", help="the file to add")
    join.add_argument("--file", metavar="PATH", help="default: the package's file")
    count = commands.add_parser("stats", help="count a file's puzzles by board and theme, "
                                "and the legal moves of their first positions")
    count.add_argument("--game", required=True, choices=names())
    count.add_argument("--file", metavar="PATH", help="default: the package's file")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "build":
            choices: dict[str, bool | str] = {"auto": True, "text": "text", "none": False}
            progress = choices[args.progress]
            command = "python -m ringworld_nb.puzzles " + " ".join(
                sys.argv[1:] if argv is None else argv)
            changes = {name: getattr(args, name) for name in ("play", "weak", "find",
                                                              "max_plies")
                       if getattr(args, name) is not None}
            hooks = hooks_for(args.game)
            variant = hooks.variants[0] if args.variant is None else args.variant
            budget = replace(hooks.budget_for(variant), **changes)
            if min(changes.values(), default=1) < 0 or budget.find < 1 or budget.play < 1:
                raise ArgumentError("budgets must be positive (--weak may be 0)")
            if args.player is not None:
                budget = replace(budget, player=_players(args.game, args.player))
            if args.opponent is not None:
                budget = replace(budget, opponent=_players(args.game, args.opponent))
            if args.scan is not None:
                budget = replace(budget, scan="" if args.scan == "swing" else args.scan)
            with open_executor(args.workers, args.scheduler) as executor:
                result = build(args.game, seed=args.seed, games=args.games,
                               executor=executor, out=args.out, progress=progress,
                               command=command, budget=budget, append=args.append,
                               themes=tuple(args.theme), variant=args.variant)
            print(f"{len(result.puzzles)} {'new ' if args.append else ''}puzzles "
                  f"(of {result.candidates} candidates: a position once) from "
                  f"{result.games} games in "
                  f"{result.seconds:.0f} s -> {result.path}")
            return 0
        if args.command == "prune":
            return _prune(args, "python -m ringworld_nb.puzzles " + " ".join(
                sys.argv[1:] if argv is None else argv))
        if args.command == "merge":
            command = "python -m ringworld_nb.puzzles " + " ".join(
                sys.argv[1:] if argv is None else argv)
            added = merge(args.game, args.source, out=args.file, command=command)
            print(f"{len(added)} puzzles of {args.source} added to "
                  f"{args.file or data_path(args.game)}")
            return 0
        if args.command == "stats":
            print("\n".join(stats_lines(file_stats(args.game, args.file))))
            return 0
        return _check(args)
    except GameError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2


def _check(args: argparse.Namespace) -> int:
    """``check``: every puzzle of the file (or a sample), with the time it took."""
    path = args.file or data_path(args.game)
    found = load_file(path, args.game)
    if args.sample is not None:
        if args.sample < 1:
            raise ArgumentError(f"--sample must be at least 1, got {args.sample}")
        found = tuple(random.Random(args.seed).sample(found, min(args.sample, len(found))))
    t0 = time.perf_counter()
    failed = 0
    for puzzle in found:
        outcome = verify(puzzle)
        if not outcome.ok:
            failed += 1
            print(f"{puzzle.id}: {outcome.problem}")
    print(f"{len(found) - failed} of {len(found)} puzzles of {args.game} check out "
          f"({time.perf_counter() - t0:.0f} s)")
    return 1 if failed else 0


def _prune(args: argparse.Namespace, command: str) -> int:
    """``prune``: the file under today's rules, written to ``--out`` (or itself)."""
    path = Path(args.file or data_path(args.game))
    found = load_file(path, args.game)
    choices: dict[str, bool | str] = {"auto": True, "text": "text", "none": False}
    result = prune(found, progress=choices[args.progress])
    for ident, why in result.dropped:
        print(f"{ident} dropped: {why}")
    head = json.loads(path.read_text(encoding="utf-8")).get("build", {})
    head = {**head, "pruned": [*head.get("pruned", []),
                               {"kept": len(result.kept), "dropped": len(result.dropped),
                                "command": command}]}
    out = Path(args.out) if args.out else path
    write_file(out, args.game, result.kept, head)
    print(f"{len(result.kept)} of {len(found)} puzzles of {args.game} kept "
          f"({result.seconds:.0f} s) -> {out}")
    return 0


def _players(game: str, names: str) -> str:
    """``names`` checked: each a player of ``game`` (ArgumentError else)."""
    from ..core.players import make_player

    parts = [name.strip() for name in names.split(",") if name.strip()]
    if not parts:
        raise ArgumentError("--player and --opponent need a player name")
    sample = starts_for(game)(0)
    for name in parts:
        make_player(sample, name, seed=0)
    return ",".join(parts)
