"""The exact search (``ringworld_nb.core.exact``) and the defaults that use it: a game that
brings only its engine and a ``key()`` - the tests' Nim (``tests/nim_game.py``) - is judged,
hinted and played perfectly where it is small, and checked here against Nim's theory
(the player to move wins exactly when the heaps' nim-sum is not 0). Connect Four (the
fourth game of the tests) is solved on its 4 x 4 grid and left to the tree search on 7 x 6.
"""

from __future__ import annotations

import itertools

import pytest
from nim_game import Nim, Take, nim_sum, registered

from ringworld_nb.analysis import analyse
from ringworld_nb.core.exact import ExactSolver, lines_estimate
from ringworld_nb.core.exact_player import ExactPlayer
from ringworld_nb.core.players import RandomPlayer, make_hint_player, make_player
from ringworld_nb.core.slices import finish

connect_four = pytest.importorskip("connect_four", reason="make test installs tests/fourth_game")
from connect_four import ConnectFour  # noqa: E402


@pytest.fixture(autouse=True)
def nim_registered():
    with registered():
        yield


def _nim_positions() -> list[Nim]:
    """Every position reachable from heaps 3, 4, 5, with each player to move."""
    out = []
    for heaps in itertools.product(range(4), range(5), range(6)):
        for to_move_second in (False, True):
            game = Nim((3, 4, 5))
            game.heaps = list(heaps)
            game._history = [Take(0, 0)] * to_move_second  # only the parity matters
            out.append(game)
    return out


def test_the_search_agrees_with_nims_theory_at_every_position() -> None:
    solver = ExactSolver()
    for game in _nim_positions():
        if game.is_over:
            continue
        assert solver.solve(game) == (1.0 if nim_sum(game.heaps) else 0.0), game.heaps
        values = finish(solver.move_values(game))
        assert values is not None
        for move, value in values.items():
            after = game.clone()
            after.push(move)
            assert value == (1.0 if nim_sum(after.heaps) == 0 else 0.0), (game.heaps, move)
    assert solver.size <= 2 * 120


def test_from_3_4_5_only_1_2_wins() -> None:
    game = Nim((3, 4, 5))
    values = finish(ExactSolver().move_values(game))
    assert values is not None
    assert [game.notation(m) for m, v in values.items() if v == 1.0] == ["1:2"]


@pytest.mark.parametrize("strength", ["easy", "medium", "strong"])
def test_the_default_analysis_calls_3_1_a_blunder_and_names_1_2(strength: str) -> None:
    game = Nim((3, 4, 5))
    game.play("3:1")
    review = analyse(game, strength=strength).reviews[0]
    assert (review.label, review.best) == ("blunder", "1:2")
    assert (review.win_before, review.win_after, review.best_win) == (1.0, 0.0, 1.0)
    assert review.alternatives[0].move == "1:2" and review.alternatives[1].win == 0.0


def test_a_whole_game_is_judged_exactly() -> None:
    game = Nim((3, 4, 5))
    for text in ("1:2", "2:4", "3:4", "3:1"):
        game.play(text)
    analysis = analyse(game)
    assert [r.label for r in analysis.reviews] == ["best", "best", "best", "best"]
    assert [r.win_after for r in analysis.reviews] == [1.0, 0.0, 1.0, 0.0]  # 2 always lost


def test_without_exact_the_tree_search_judges() -> None:
    game = Nim((3, 4, 5))
    game.play("3:1")
    review = analyse(game, exact=False, simulations=30).reviews[0]
    assert review.alternatives[0].visits is not None  # a tree search's counts


@pytest.mark.parametrize("strength", ["easy", "medium", "strong"])
def test_hints_name_1_2(strength: str) -> None:
    game = Nim((3, 4, 5))
    hint = make_hint_player(game, strength)
    assert hint is not None
    choice = hint.choose_with_info(game)
    assert game.notation(choice.move) == "1:2" and choice.value == 1.0


def test_the_strong_default_ai_wins_from_every_winning_position() -> None:
    strong = make_player(Nim(), "strong", seed=1)
    for game in _nim_positions():
        if game.is_over or nim_sum(game.heaps) == 0:
            continue
        after = game.clone()
        after.push(strong.choose(game))
        assert nim_sum(after.heaps) == 0, (game.heaps, after.heaps)


def test_the_strong_default_ai_beats_a_random_player_from_3_4_5() -> None:
    from ringworld_nb.core.players import play_game

    for seed in range(5):
        game = play_game(Nim((3, 4, 5)), {1: make_player(Nim(), "strong"),
                                          2: RandomPlayer(seed)})
        assert game.winner == 1


def test_connect_four_4x4_is_solved_exactly_a_draw() -> None:
    game = ConnectFour(4, 4)
    solver = ExactSolver()
    assert solver.fits(game)
    assert solver.solve(game) == 0.5
    assert solver.size <= solver.budget


def test_a_game_too_big_is_found_out_at_once_or_within_the_budget() -> None:
    solver = ExactSolver(budget=1_000)
    assert lines_estimate(ConnectFour()) > 1e20 and not solver.fits(ConnectFour())
    assert solver.solve(ConnectFour(4, 4)) is None  # the budget spent: it gives up
    player = ExactPlayer("strong", make_player(ConnectFour(4, 4), "mcts:20"), solver)
    choice = player.choose_with_info(ConnectFour(4, 4))
    assert choice.move in ConnectFour(4, 4).legal_moves() and choice.nodes == 20  # mcts:20


def test_a_hint_in_the_connect_four_app_is_the_only_winning_move() -> None:
    from connect_four.app import ConnectFourApp

    app = ConnectFourApp(4, 4, seats=("person", "person"), interactive=True, pace=0)
    for text in ("b", "b", "b", "d", "c", "a", "c"):
        assert app.play(app.game.parse(text)), app.message.value
    values = finish(ExactSolver().move_values(app.game))
    assert values is not None and [m for m, v in values.items() if v == 1.0] == [2]
    app.on_key("h")
    assert "Hint (AI medium): c" in app.message.value, app.message.value


def test_the_default_puzzle_hooks_judge_by_the_exact_search() -> None:
    from ringworld_nb.puzzles import hooks_for
    from ringworld_nb.puzzles.budget import Budget

    game = Nim((3, 4, 5))
    ranking = hooks_for("nim").rank(game, 1, Budget())
    assert ranking.exact and ranking.final
    assert game.notation(ranking.best.move) == "1:2" and ranking.best.value == 1.0
    assert [j.value for j in ranking.moves[1:]] == [0.0] * (len(game.legal_moves()) - 1)
