"""The command line of the tournaments, and the options the benchmark scripts share.

::

    python -m ringworld_nb.tournament GAME --players NAME,NAME[,...] --games N --seed S
                                      [--workers N | --scheduler ADDRESS] [--json PATH]

``GAME`` is the name of an installed game; its options come from its spec (``python -m
ringworld_nb.tournament GAME --help`` lists them: The Ring World's ``--order 3`` or
``4``, Dice of Doom's ``--size``, ``--seats``, ``--version``, ``--dice``, Renaissance's
``--variant``). Players are the names of
``core.players.make_player``: ``random``, ``greedy``, ``mcts:SIMULATIONS``, ``easy``,
``medium``, ``strong`` (Dice of Doom also ``exact`` and ``classic``); a name given twice
is two entrants (``random#2``). ``--pairings ladder`` pairs each player with the next
``--reach`` ones only; ``--sprt ELO0,ELO1`` tests the first of two players against the
second and stops as soon as it can tell; ``--from-json PATH`` prints the table of a
saved tournament without playing. The ratings table comes last.

Errors of the arguments (an unknown player, a bad game option, a scheduler that does
not answer, a damaged results file) print one line ``error: ...`` and exit with 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any

from ..core.errors import GameError
from ..core.executors import open_executor
from ..core.games import game_maker
from ..core.options import Option
from ..core.registry import names, spec
from ..core.results import load_results
from ..core.sprt import run_sprt
from ..core.tournament import run_tournament

__all__ = ["main", "build_parser", "add_runner_options", "entrant_names", "maker_from"]


def add_runner_options(parser: argparse.ArgumentParser, *, games: int = 20,
                       seed: int = 0) -> None:
    """The options every tournament script shares: ``--games N``, ``--seed S``,
    ``--workers N`` (processes on this machine), ``--scheduler ADDRESS`` (a running
    Dask scheduler), ``--timeout SECONDS`` (to reach it) and ``--json PATH``."""
    parser.add_argument("--games", type=int, default=games,
                        help=f"games per pairing (default {games}; a multiple of the seats)")
    parser.add_argument("--seed", type=int, default=seed, help="the tournament's seed")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--workers", type=int, default=1,
                       help="processes on this machine (default 1: this process)")
    where.add_argument("--scheduler", metavar="ADDRESS",
                       help="a running Dask scheduler, e.g. tcp://127.0.0.1:8786")
    parser.add_argument("--timeout", type=float, default=10.0,
                        help="seconds to wait for the scheduler (default 10)")
    parser.add_argument("--json", metavar="PATH",
                        help="write every game and the ratings to this JSON file")


def build_parser(game: str | None = None) -> argparse.ArgumentParser:
    """The parser of ``python -m ringworld_nb.tournament``; with ``game``, the options
    of that game's starts too (each game's options are data: its spec's
    ``tournament``)."""
    parser = argparse.ArgumentParser(
        prog="python -m ringworld_nb.tournament",
        description="A tournament between computer players: Elo ratings with 95% "
                    "intervals, on this process, local processes or a Dask cluster. "
                    "'python -m ringworld_nb.tournament GAME --help' lists the game's "
                    "options.")
    parser.add_argument("game", choices=names(), help="the game")
    parser.add_argument("--players", help="comma-separated player names: random, greedy, "
                        "mcts:N, easy, medium, strong, and those the game adds itself "
                        "(its registry entry names them; an unknown one is refused with "
                        "the list)")
    add_runner_options(parser)
    parser.add_argument("--pairings", choices=("all", "ladder"), default="all",
                        help="every pairing, or each player with the next --reach ones")
    parser.add_argument("--reach", type=int, default=2, help="rungs a ladder pairs across")
    parser.add_argument("--max-plies", type=int, help="moves after which a game is a draw "
                        "that hit the move limit")
    if game in names():
        found = spec(game)
        group = parser.add_argument_group(f"options of {found.title}")
        for option in found.tournament or found.options:
            _add_option(group, option)
    rating = parser.add_argument_group("ratings")
    rating.add_argument("--anchor", help="the player rated 0 (default: the first)")
    rating.add_argument("--interval", choices=("fit", "bootstrap"), default="fit",
                        help="95%% intervals from the fit, or by bootstrap over the starts")
    rating.add_argument("--sprt", metavar="ELO0,ELO1",
                        help="test the first player against the second: stop when it is "
                             "clear whether it is ELO1 stronger or at most ELO0")
    parser.add_argument("--progress", choices=("auto", "text", "none"), default="auto",
                        help="the progress bar (auto: tqdm if installed)")
    parser.add_argument("--from-json", metavar="PATH",
                        help="print the table of a saved tournament, without playing")
    return parser


def _add_option(group: Any, option: Option) -> None:
    """``--name`` for a game's option (a switch: ``--name``/``--no-name``, or its own
    flag that sets it to the opposite of its default)."""
    dest = f"option_{option.name}"
    flag = "--" + option.name.replace("_", "-")
    if option.kind == "bool":
        if option.flag:
            group.add_argument(option.flag, dest=dest, action="store_const",
                               const=not option.default, help=option.help())
        else:
            group.add_argument(flag, dest=dest, action=argparse.BooleanOptionalAction,
                               help=option.help())
        return
    group.add_argument(flag, dest=dest, help=option.help(), metavar=option.name.upper())


def entrant_names(text: str) -> dict[str, str]:
    """``"random,greedy,random"`` as entrants ``{"random": "random", "greedy":
    "greedy", "random#2": "random#2"}`` (a name given again is another entrant).

    >>> entrant_names("random, mcts:30,random")
    {'random': 'random', 'mcts:30': 'mcts:30', 'random#2': 'random#2'}
    """
    names: dict[str, str] = {}
    for raw in text.split(","):
        name = raw.strip()
        if not name:
            continue
        key, k = name, 1
        while key in names:
            k += 1
            key = f"{name}#{k}"
        names[key] = key
    return names


def maker_from(args: argparse.Namespace) -> Any:
    """The GameMaker the game options ask for (only the options of that game)."""
    found = spec(args.game)
    options = {}
    for option in found.tournament or found.options:
        value = getattr(args, f"option_{option.name}", None)
        options[option.name] = option.parse(value) if isinstance(value, str) else value
    return game_maker(args.game, **options)


def _progress(args: argparse.Namespace) -> bool | str:
    choices: dict[str, bool | str] = {"auto": True, "text": "text", "none": False}
    return choices[args.progress]


def _play(args: argparse.Namespace) -> int:
    maker = maker_from(args)
    if not args.players:
        raise GameError("give the players: --players random,greedy,...")
    entrants = entrant_names(args.players)
    with open_executor(args.workers, args.scheduler, timeout=args.timeout) as executor:
        if args.sprt:
            try:
                elo0, elo1 = (float(x) for x in args.sprt.split(","))
            except ValueError as err:
                raise GameError(f"--sprt wants ELO0,ELO1 such as 0,50; got {args.sprt!r}") \
                    from err
            test = run_sprt(entrants, maker, elo0=elo0, elo1=elo1, max_games=args.games,
                            seed=args.seed, executor=executor, max_plies=args.max_plies,
                            progress=_progress(args))
            print(test)
            return 0
        result = run_tournament(entrants, maker, games=args.games, seed=args.seed,
                                executor=executor, pairings=args.pairings, reach=args.reach,
                                max_plies=args.max_plies, progress=_progress(args))
    if args.json:
        result.save(args.json)
        print(f"games and ratings written to {args.json}")
    for record in result.failed:
        print(f"game {record.index} ({' vs '.join(record.names)}, start seed {record.seed}) "
              f"failed:\n{record.error}", file=sys.stderr)
    print(f"{len(result.records)} games in {result.seconds:.0f} s on {result.where}")
    print(result.standings(anchor=args.anchor, interval=args.interval, seed=args.seed))
    return 0


def _game_named(argv: Sequence[str] | None) -> str | None:
    """The game the command line names (its first word that is a game's name)."""
    words = list(sys.argv[1:] if argv is None else argv)
    return next((w for w in words if not w.startswith("-") and w in names()), None)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    game = _game_named(argv)
    parser = build_parser(game)
    args = parser.parse_args(argv)
    try:
        if args.from_json:
            print(load_results(args.from_json).standings(anchor=args.anchor,
                                                         interval=args.interval))
            return 0
        return _play(args)
    except (GameError, ImportError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
