"""Tournaments between the computer players of every game, from Python or a shell.

From a shell (``python -m ringworld_nb.tournament --help``)::

    python -m ringworld_nb.tournament ringworld --players random,greedy,mcts:100 \\
        --games 20 --seed 1 --workers 2 --json ladder.json

plays every pairing 20 times (the seats swapped on every start), on two processes
(``--scheduler tcp://host:8786`` for a Dask cluster), writes every game and the ratings
to ``ladder.json`` and prints the ratings table last: Elo with its 95% interval, wins,
draws and losses, the head-to-head results with their likelihood of superiority.

From Python, the same in a few names (the runner itself is
:mod:`ringworld_nb.core.tournament`)::

    from ringworld_nb.tournament import run_tournament, game_maker, process_pool
    with process_pool(2) as pool:
        result = run_tournament(["random", "greedy", "mcts:100"],
                                game_maker("ringworld", order=3), games=20, executor=pool)
    result.standings()

The command line's parts (:mod:`.cli`) - ``add_runner_options`` and ``open_executor``
- are shared by the scripts in ``benchmarks/``.
"""

from ..core.executors import dask_executor, open_executor, process_pool
from ..core.games import game_maker
from ..core.results import TournamentResult, load_results
from ..core.sprt import run_sprt
from ..core.tournament import run_tournament, same_games

__all__ = ["run_tournament", "run_sprt", "game_maker", "process_pool", "dask_executor",
           "open_executor", "TournamentResult", "load_results", "same_games"]
