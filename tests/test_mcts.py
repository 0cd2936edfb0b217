"""The package's Monte Carlo tree search (ringworld_nb.core.mcts) on a game small enough
to know by heart: a pile of counters, each player takes 1 to 3, who takes the last one
wins. A pile that is a multiple of 4 is lost for the player to move; from any other
pile the winning move leaves a multiple of 4.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from ringworld_nb.core.mcts import MCTS
from ringworld_nb.core.protocol import Outcome


class Pile:
    """Take 1, 2 or 3 counters; whoever takes the last one wins (players 1 and 2)."""

    def __init__(self, counters: int, to_move: int = 1) -> None:
        self.counters = counters
        self.to_move = to_move
        self.history: list[int] = []

    @property
    def is_over(self) -> bool:
        return self.counters == 0

    @property
    def outcome(self) -> Outcome | None:
        return Outcome((3 - self.to_move,), "last counter") if self.counters == 0 else None

    def legal_moves(self) -> list[int]:
        return [k for k in (1, 2, 3) if k <= self.counters]

    def push(self, move: int) -> None:
        self.counters -= move
        self.history.append(move)
        self.to_move = 3 - self.to_move

    def undo(self) -> int:
        move = self.history.pop()
        self.counters += move
        self.to_move = 3 - self.to_move
        return move

    def clone(self) -> Pile:
        other = Pile(self.counters, self.to_move)
        other.history = list(self.history)
        return other


def greedy_first(game: Pile) -> list[int]:
    """Candidates, largest take first: a bad order on most piles."""
    return sorted(game.legal_moves(), reverse=True)


@pytest.mark.parametrize("solver", [False, True])
def test_a_move_that_wins_at_once_is_found_without_the_root_check(solver):
    report = MCTS(iterations=50, check_wins=False, solver=solver, seed=1).search(Pile(3))
    assert report.move == 3 and report.win_probability == 1.0


def test_the_solver_proves_a_win_two_moves_deep():
    # pile 5: take 1 leaves 4, after which every answer lets the mover take the rest
    search = MCTS(iterations=400, check_wins=False, solver=True, seed=2).start(Pile(5))
    while not search.step(1.0):
        pass
    report = search.report()
    assert report.move == 1 and report.win_probability == 1.0
    assert report.principal_variation[0] == 1


def test_the_solver_proves_a_lost_pile_lost():
    report = MCTS(iterations=300, check_wins=False, solver=True, seed=3).search(Pile(4))
    assert report.win_probability == 0.0
    assert all(stats.win_probability < 0.5 for stats in report.moves)


def test_without_the_solver_nothing_is_proven():
    report = MCTS(iterations=300, check_wins=False, seed=3).search(Pile(4))
    assert 0.0 < report.win_probability < 1.0


def test_with_widening_the_solver_looks_past_a_proven_loss():
    # one candidate allowed per node: without the solver the search never leaves the
    # first (take 3 from 6 leaves 3, which the opponent takes at once)
    settings = dict(iterations=200, check_wins=False, candidates=greedy_first,
                    widening=(1.0, 0.0), seed=4)
    assert MCTS(**settings).search(Pile(6)).move == 3
    report = MCTS(solver=True, **settings).search(Pile(6))
    assert report.move == 2 and report.win_probability == 1.0


def test_a_win_is_not_proven_from_a_part_of_the_answers():
    def only_largest(game: Pile) -> list[int]:
        return greedy_first(game)[:1]

    # pile 5, take 1: the only answer considered (take 3) loses, but the other answers
    # were not looked at, so the move is not proven won
    report = MCTS(iterations=300, check_wins=False, solver=True, candidates=only_largest,
                  seed=5).search(Pile(5))
    assert report.win_probability < 1.0


def test_the_solver_is_reproducible_and_the_same_in_slices():
    settings = MCTS(iterations=120, check_wins=False, solver=True, seed=6)
    whole = settings.search(Pile(11))
    search = settings.start(Pile(11))
    while not search.step(0.0):
        pass
    assert replace(search.report(), seconds=0.0) == replace(whole, seconds=0.0)
    game = Pile(11)
    settings.search(game)
    assert (game.counters, game.history) == (11, [])


@pytest.mark.parametrize("counters, value", [(5, 1.0), (9, 1.0), (4, 0.0), (8, 0.0)])
def test_the_solver_stops_once_the_root_is_proven(counters, value):
    report = MCTS(iterations=20_000, check_wins=False, solver=True, seed=7).search(
        Pile(counters))
    assert report.win_probability == value
    assert report.simulations < 20_000
    unproven = MCTS(iterations=2_000, check_wins=False, seed=7).search(Pile(counters))
    assert unproven.simulations == 2_000


def test_a_finished_search_is_freed_without_the_garbage_collector():
    import gc

    gc.collect()
    gc.disable()
    try:
        search = MCTS(iterations=200, seed=1).start(Pile(9))
        while not search.step(0.1):
            pass
        assert search.report().simulations == 200
        del search
        assert gc.collect() == 0, "the finished tree still held reference cycles"
    finally:
        gc.enable()


def test_the_setup_counts_in_the_time_budget():
    search = MCTS(seconds=5.0, seed=1).start(Pile(9))
    assert search.seconds > 0.0
