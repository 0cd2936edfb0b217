"""The tournament runner (core.tournament) on every executor, for real: this process, a
process pool, a Dask LocalCluster of two worker processes; games that fail, workers
that die, stops, results files, and the refusals of bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from ringworld_nb.core.errors import ArgumentError, RecordError
from ringworld_nb.core.executors import check_executor, open_executor, process_pool
from ringworld_nb.core.games import game_maker
from ringworld_nb.core.players import RandomPlayer
from ringworld_nb.core.results import load_results
from ringworld_nb.core.schedule import derive_seed, schedule
from ringworld_nb.core.tournament import run_tournament, same_games

ROOT = Path(__file__).resolve().parent.parent
RING = game_maker("ringworld", order=3, max_turns=120)
DICE = game_maker("dice", size=3)
ENTRANTS = {"random": "random", "greedy": "greedy", "mcts:10": "mcts:10"}


def small(executor=None, **options):
    """The small tournament every executor plays: 3 entrants, 2 games a pairing."""
    return run_tournament(ENTRANTS, RING, games=2, seed=11, executor=executor,
                          progress=False, **options)


@pytest.fixture(scope="module")
def serial():
    return small()


class Raiser:
    """Raises on its third move of the game from start seed ``bad``."""

    name = "raiser"

    def __init__(self, seed, bad):
        self.inner, self.bad, self.moves = RandomPlayer(seed), bad, 0

    def choose_with_info(self, game):
        self.moves += 1
        if self.moves == 3 and getattr(game, "seed", None) == self.bad:
            raise RuntimeError("this player breaks here")
        return self.inner.choose_with_info(game)


class Killer(Raiser):
    """Kills its process on its first move of the game from start seed ``bad``."""

    def choose_with_info(self, game):
        if game.seed == self.bad:
            os._exit(3)
        return self.inner.choose_with_info(game)


# -- the schedule -------------------------------------------------------------------
def test_every_pairing_plays_the_same_starts_with_the_seats_swapped():
    tasks = schedule(("a", "b", "c"), (1, 2), games=4, seed=3)
    assert len(tasks) == 12 and [t.index for t in tasks] == list(range(12))
    by_pairing = {}
    for t in tasks:
        by_pairing.setdefault(t.pairing, []).append(t)
    assert len(by_pairing) == 3
    for pairing, games in by_pairing.items():
        assert [g.start for g in games] == [0, 0, 1, 1]
        assert [g.seat_names[0][1] for g in games] == [pairing[0], pairing[1]] * 2
    starts = {p: [g.seed for g in games] for p, games in by_pairing.items()}
    assert len({tuple(s) for s in starts.values()}) == 1  # the same starts for all


def test_four_seats_rotate_every_entrant_through_every_seat():
    tasks = schedule(("ai", "r1", "r2", "r3"), (0, 1, 2, 3), games=4, seed=1)
    assert len(tasks) == 4 and {t.seed for t in tasks} == {derive_seed(1, "start", 0)}
    seats_of_ai = [dict((n, s) for s, n in t.seat_names)["ai"] for t in tasks]
    assert sorted(seats_of_ai) == [0, 1, 2, 3]


def test_seeds_depend_on_the_seed_the_pairing_and_the_game_only():
    few = schedule(("a", "b"), (1, 2), games=2, seed=5)
    more = schedule(("a", "b", "c"), (1, 2), games=2, seed=5)
    ab = [t for t in more if t.pairing == ("a", "b")]
    assert [(t.seed, t.player_seeds) for t in few] == [(t.seed, t.player_seeds) for t in ab]
    other = schedule(("a", "b"), (1, 2), games=2, seed=6)
    assert few[0].seed != other[0].seed


def test_a_ladder_pairs_neighbours_only():
    tables = {t.pairing for t in schedule(("r", "g", "m10", "m30"), (1, 2), 2, 0,
                                          "ladder", reach=1)}
    assert tables == {("r", "g"), ("g", "m10"), ("m10", "m30")}


# -- the same games whatever the executor ------------------------------------------
def test_serial_games_are_complete_and_rated(serial):
    assert len(serial.records) == 6 and not serial.stopped and not serial.failed
    for record in serial.records:
        assert record.moves and (record.outcome is not None or record.limit)
        assert len(record.times) == 2 and sum(map(len, record.times)) == len(record.moves)
        assert record.replay(RING).outcome == record.outcome
    table = serial.standings()
    assert {row.name for row in table.rows} == set(ENTRANTS)
    assert table.row("random").elo == 0.0
    assert all(row.low <= row.elo <= row.high for row in table.rows)
    assert str(table).splitlines()[-1].startswith("Elo relative to random")


def test_a_process_pool_plays_the_same_games(serial):
    with process_pool(2) as pool:
        parallel = small(pool)
    assert same_games(serial, parallel)
    assert {r.worker for r in parallel.records} != {serial.records[0].worker}
    assert [(r.name, r.elo, r.low, r.high) for r in parallel.standings().rows] == \
        [(r.name, r.elo, r.low, r.high) for r in serial.standings().rows]


def test_a_dask_local_cluster_of_two_processes_plays_the_same_games(serial):
    pytest.importorskip("distributed", reason="Dask is an optional extra ([cluster])")
    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        assert len(client.nthreads()) == 2
        on_dask = small(client.get_executor())
        again = small(client)  # a Client is taken as its executor
    assert same_games(serial, on_dask) and same_games(serial, again)
    assert len({r.worker for r in on_dask.records}) == 2
    assert [(r.name, r.elo, r.low, r.high) for r in on_dask.standings().rows] == \
        [(r.name, r.elo, r.low, r.high) for r in serial.standings().rows]


def test_the_runner_needs_neither_processes_nor_the_optional_packages(tmp_path):
    """What a browser-only Python (JupyterLite) has: no processes, no Dask, no loky, no
    cloudpickle, no tqdm - executor=None still plays, with a text progress bar."""
    script = tmp_path / "browser.py"
    script.write_text(textwrap.dedent("""
        import sys
        import ringworld_nb.core.tournament, ringworld_nb.lab.tournaments
        loaded = [m for m in sys.modules if m.split(".")[0] in
                  ("distributed", "dask", "loky", "cloudpickle", "tqdm", "openskill")]
        assert not loaded, loaded  # nothing optional imported by importing the runner
        for name in ("distributed", "dask", "loky", "cloudpickle", "tqdm", "openskill"):
            sys.modules[name] = None  # as if not installed
        import multiprocessing
        def refuse(*args, **kwargs):
            raise OSError("no processes in a browser")
        multiprocessing.Process.start = refuse
        from ringworld_nb.core.tournament import run_tournament
        result = run_tournament(["random", "greedy"], "dice", games=2, progress=True)
        print(len(result.records), result.standings().rows[0].name)
    """))
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         timeout=300, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split()[0] == "2"
    assert "games [" in run.stderr  # the text bar, tqdm being absent


def test_a_class_defined_in_main_plays_in_a_parallel_tournament(tmp_path):
    script = tmp_path / "notebook_cell.py"
    script.write_text(textwrap.dedent("""
        import random
        from ringworld_nb.core.executors import process_pool
        from ringworld_nb.core.games import game_maker
        from ringworld_nb.core.players import Choice
        from ringworld_nb.core.tournament import run_tournament

        class FirstAttack:          # defined here, in __main__, as in a notebook cell
            name = "first attack"
            def __init__(self, seed):
                self.rng = random.Random(seed)
            def choose_with_info(self, game):
                moves = game.legal_moves()
                return Choice(moves[-1] if self.rng.random() < 0.8 else moves[0])

        if __name__ == "__main__":
            entrants = {"mine": lambda game, seed: FirstAttack(seed), "random": "random"}
            with process_pool(2) as pool:
                result = run_tournament(entrants, game_maker("dice", size=3), games=4,
                                        seed=2, executor=pool, progress=False)
            workers = {r.worker for r in result.records}
            print(len(result.records), len(result.failed), len(workers))
    """))
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         timeout=300, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    games, failed, workers = map(int, run.stdout.split())
    assert (games, failed) == (4, 0) and workers >= 1


# -- when things go wrong ------------------------------------------------------------
def test_a_game_that_raises_is_reported_and_the_rest_goes_on():
    bad = derive_seed(4, "start", 1)
    entrants = {"raiser": lambda game, seed: Raiser(seed, bad), "random": "random"}
    result = run_tournament(entrants, DICE, games=4, seed=4, progress=False)
    assert len(result.records) == 4 and not result.stopped
    failed = result.failed  # start 1, played with the seats one way and the other
    assert [(r.seed, r.game) for r in failed] == [(bad, 2), (bad, 3)]
    for record in failed:
        assert record.pairing == ("raiser", "random")
        assert "this player breaks here" in record.error and "Traceback" in record.error
        assert len(record.moves) >= 2  # the moves up to the failure are kept
    assert result.standings().games == 2 and "2 failed (not rated)" in str(result.standings())


def test_a_worker_that_dies_is_reported_and_the_rest_goes_on():
    bad = derive_seed(8, "start", 2)
    entrants = {"killer": lambda game, seed: Killer(seed, bad), "random": "random"}
    with process_pool(2) as pool:
        result = run_tournament(entrants, DICE, games=8, seed=8, executor=pool,
                                progress=False, max_pending=4)
    assert len(result.records) == 8
    failed = result.failed
    assert [r.seed for r in failed] == [bad, bad]  # both seatings of the deadly start
    assert all("worker failed" in r.error for r in failed)
    assert all(r.finished for r in result.records if r.seed != bad)


def test_a_stop_keeps_the_finished_games():
    stop = threading.Event()
    seen = []

    def progress(done, total):
        seen.append(done)
        if done == 3:
            stop.set()

    result = run_tournament(ENTRANTS, DICE, games=4, seed=1, progress=progress, stop=stop)
    assert result.stopped and len(result.records) == 3 and result.scheduled == 12
    assert "stopped: 3 of 12 games played" in str(result.standings())


def test_ctrl_c_cancels_the_pending_games_and_keeps_the_finished_ones():
    def interrupt(done, total):
        if done == 5:
            raise KeyboardInterrupt

    with process_pool(2) as pool:
        result = run_tournament(ENTRANTS, DICE, games=20, seed=1, executor=pool,
                                progress=interrupt, max_pending=4)
    assert result.stopped and len(result.records) == 5
    assert all(r.finished for r in result.records)


class Sleeper(Raiser):
    """Thinks for a minute a move, but in the game from start seed ``bad``."""

    def choose_with_info(self, game):
        if game.seed != self.bad:
            time.sleep(60)
        return self.inner.choose_with_info(game)


def test_a_stopped_pool_does_not_wait_for_the_games_left_running():
    quick = derive_seed(6, "start", 0)
    entrants = {"sleeper": lambda game, seed: Sleeper(seed, quick), "random": "random"}

    def interrupt(done, total):
        if done == 2:  # start 0 played both ways; the others think for minutes
            raise KeyboardInterrupt

    t0 = time.perf_counter()
    with process_pool(2) as pool:
        result = run_tournament(entrants, DICE, games=8, seed=6, executor=pool,
                                progress=interrupt, max_pending=4)
    assert result.stopped and len(result.records) == 2
    assert time.perf_counter() - t0 < 30


# -- results files -------------------------------------------------------------------
def test_results_are_saved_and_read_back_without_replaying(serial, tmp_path):
    path = serial.save(tmp_path / "small.json")
    data = json.loads(path.read_text())
    game = data["games"][0]
    assert set(game) >= {"seats", "seed", "moves", "outcome"}
    assert game["seats"] == {"1": serial.records[0].names[0], "2": serial.records[0].names[1]}
    assert set(data["ratings"]["greedy"]) == {"elo", "low", "high"}
    back = load_results(path)
    assert same_games(serial, back)
    assert str(back.standings()) == str(serial.standings())


@pytest.mark.parametrize("damage, words", [
    (lambda text: text[: len(text) // 2], "broken JSON"),
    (lambda text: "[1, 2]", "not a results file"),
    (lambda text: text.replace('"version": 1', '"version": 7'), "version 7"),
    (lambda text: text.replace('"moves"', '"mooves"', 1), "'moves' is missing"),
    (lambda text: text.replace('"seed": 11', '"seed": "eleven"', 1), "'seed' must be int"),
    (lambda text: text.replace('"1": "random"', '"5": "random"', 1), "seat '5'"),
    (lambda text: text.replace('"reason"', '"why"', 1), "'reason' is missing"),
])
def test_a_damaged_results_file_is_a_record_error(serial, tmp_path, damage, words):
    path = serial.save(tmp_path / "r.json")
    path.write_text(damage(path.read_text()))
    with pytest.raises(RecordError, match=words):
        load_results(path)


def test_a_missing_file_is_a_record_error(tmp_path):
    with pytest.raises(RecordError, match="cannot be read"):
        load_results(tmp_path / "none.json")


# -- bad input -----------------------------------------------------------------------
@pytest.mark.parametrize("entrants, error, words", [
    ({"a": RandomPlayer(1), "b": "random"}, ArgumentError, "is a player, not a player factory"),
    ({"a": 3, "b": "random"}, TypeError, "entrant 'a' must be a player name"),
    ({"a": lambda game, seed: "no player", "b": "random"}, TypeError, "not a player"),
    ({"a": lambda game, seed: 1 / 0, "b": "random"}, ArgumentError, "ZeroDivisionError"),
    ({"a": "grandmaster", "b": "random"}, ArgumentError, "unknown player 'grandmaster'"),
    ({}, ArgumentError, "no entrants"),
    ("random", TypeError, "entrants must be"),
    ({"": "random"}, ArgumentError, "non-empty"),
])
def test_entrants_that_are_not_players_are_refused(entrants, error, words):
    with pytest.raises(error, match=words):
        run_tournament(entrants, DICE, games=2, progress=False)


def test_a_game_factory_that_raises_is_refused():
    def broken(seed):
        raise ValueError("no such board")

    with pytest.raises(ArgumentError, match="game factory .* raised ValueError .* no such"):
        run_tournament(ENTRANTS, broken, games=2, progress=False)
    with pytest.raises(TypeError, match="not a game"):
        run_tournament(ENTRANTS, lambda seed: 42, games=2, progress=False)
    with pytest.raises(ArgumentError, match="game must be one of"):
        run_tournament(ENTRANTS, "chess", games=2, progress=False)


@pytest.mark.parametrize("games", [0, -3])
def test_zero_or_negative_games_are_refused(games):
    with pytest.raises(ArgumentError, match="games .per pairing. must be from 1"):
        run_tournament(ENTRANTS, DICE, games=games, progress=False)


def test_a_non_executor_is_refused():
    with pytest.raises(TypeError, match="executor must be None"):
        run_tournament(ENTRANTS, DICE, games=2, executor="four cores", progress=False)
    assert check_executor(None) is None


def test_a_scheduler_that_does_not_answer_fails_within_the_timeout():
    pytest.importorskip("distributed")
    t0 = time.perf_counter()
    with pytest.raises(ArgumentError, match="tcp://127.0.0.1:9.* did not answer within 2 s"):
        with open_executor(scheduler="tcp://127.0.0.1:9", timeout=2):
            pass
    assert time.perf_counter() - t0 < 15


def test_workers_and_scheduler_together_are_refused():
    with pytest.raises(ArgumentError, match="not both"):
        with open_executor(2, "tcp://127.0.0.1:8786"):
            pass


def test_pairings_that_name_strangers_are_refused():
    with pytest.raises(ArgumentError, match="not among the entrants"):
        run_tournament(ENTRANTS, DICE, games=2, pairings=[("random", "alien")],
                       progress=False)
    with pytest.raises(ArgumentError, match="ladder pairs two"):
        run_tournament(["random", "greedy", "random#2"], game_maker("dice", size=3, seats=3),
                       games=3, pairings="ladder", progress=False)


# -- four seats ----------------------------------------------------------------------
def test_a_four_player_rotation_gives_win_shares_and_ratings():
    entrants = {"greedy": "greedy", "random": "random", "random#2": "random#2",
                "random#3": "random#3"}
    result = run_tournament(entrants, game_maker("dice", size=4, seats=4), games=8,
                            seed=3, progress=False)
    table = result.standings()
    assert table.seats == 4 and not table.pairs and table.games == 8
    greedy = table.row("greedy")
    assert greedy.games == 8 and abs(sum(r.share for r in table.rows) - 1.0) < 1e-9
    assert "wins (1/4: 25%)" in str(table)


def test_progress_bars_count_every_game():
    calls = []
    run_tournament(["random", "greedy"], DICE, games=2, progress=lambda d, t: calls.append((d, t)))
    assert calls == [(1, 2), (2, 2)]
