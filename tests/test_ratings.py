"""Ratings (core.ratings, core.standings) and the SPRT (core.sprt), checked against the
published algorithms: OpenSpiel's Elo (Hunter's MM for Bradley-Terry, written here from
its formula), cutechess's LOS and Elo difference, fishtest's logistic LLR."""

from __future__ import annotations

import math

import numpy as np
import pytest

from ringworld_nb.core.errors import ArgumentError
from ringworld_nb.core.games import game_maker
from ringworld_nb.core.ratings import (
    ELO_PER_NEPER,
    bootstrap_intervals,
    elo_interval,
    fit_strengths,
    los,
    pair_elo,
    score_elo,
)
from ringworld_nb.core.sprt import llr, run_sprt, sprt_bounds
from ringworld_nb.core.tournament import run_tournament


def openspiel_elo(win, draw=None, smoothing=0.01, iterations=2000, delta=1e-10):
    """OpenSpiel's compute_ratings_from_matrices, from its published formula: wins plus
    half the draws plus ``smoothing`` for every ordered pair; each strength becomes its
    total wins over the sum, across opponents, of the games against them divided by the
    two strengths' sum; strengths normalised to sum 1 each round; Elo = 400 log10, the
    lowest shifted to 0."""
    win = np.asarray(win, dtype=float)
    n = len(win)
    draw = np.zeros_like(win) if draw is None else np.asarray(draw, dtype=float)
    w = win + 0.5 * draw + smoothing
    total = np.array([sum(w[i, j] for j in range(n) if j != i) for i in range(n)])
    games = w + w.T
    gamma = np.ones(n)
    for _ in range(iterations):
        new = np.array([total[i] / sum(games[i, j] / (gamma[i] + gamma[j])
                                       for j in range(n) if j != i) for i in range(n)])
        new = np.maximum(new / new.sum(), np.finfo(float).tiny)
        if np.max(np.abs(gamma - new)) < delta:
            break
        gamma = new
    elo = 400 * np.log10(gamma)
    return elo - elo.min()


def tables_of(win, draw=None):
    n = len(win)
    tables = [((i, j), (1.0, 0.0)) for i in range(n) for j in range(n)
              for _ in range(int(win[i][j]))]
    if draw is not None:
        tables += [((i, j), (0.5, 0.5)) for i in range(n) for j in range(i + 1, n)
                   for _ in range(int(draw[i][j]))]
    return tables


MATRICES = [
    ([[0, 2], [1, 0]], None),                                   # OpenSpiel's simple case
    ([[0, 4, 2], [1, 0, 2], [3, 3, 0]], None),                  # its Meeple Pentathlon
    ([[0, 5, 2], [0, 0, 2], [3, 3, 0]], None),                  # its SCO paper example
    ([[0, 10, 3, 0], [2, 0, 5, 1], [4, 6, 0, 2], [9, 3, 1, 0]],
     [[0, 2, 1, 0], [2, 0, 0, 3], [1, 0, 0, 1], [0, 3, 1, 0]]),  # draws too
]


@pytest.mark.parametrize("win, draw", MATRICES)
def test_elo_agrees_with_openspiels_algorithm(win, draw):
    fit = fit_strengths(len(win), tables_of(win, draw), prior=2 * 0.01)  # smoothing 0.01
    ours = fit.elo - fit.elo.min()
    assert ours == pytest.approx(openspiel_elo(win, draw), abs=1e-4)


def test_openspiels_published_properties_hold():
    simple = fit_strengths(2, tables_of([[0, 2], [1, 0]]), prior=0.02)
    assert simple.elo[0] > simple.elo[1]
    meeple = fit_strengths(3, tables_of([[0, 4, 2], [1, 0, 2], [3, 3, 0]]), prior=0.02).elo
    assert meeple[0] == pytest.approx(meeple[2], abs=1e-6) and meeple[1] < meeple[0]
    sco = fit_strengths(3, tables_of([[0, 5, 2], [0, 0, 2], [3, 3, 0]]), prior=0.02).elo
    assert sco[0] > sco[2] > sco[1]


def test_three_wins_in_four_is_400_log10_3_and_the_anchor_is_zero():
    tables = [((0, 1), (1.0, 0.0))] * 3 + [((1, 0), (1.0, 0.0))]
    fit = fit_strengths(2, tables, prior=0.0, anchor=1)
    assert fit.elo[1] == 0.0 and fit.elo[0] == pytest.approx(400 * math.log10(3))
    # the interval from the fit: var(log odds) = 1 / (n p (1 - p)) for one pair
    sigma = ELO_PER_NEPER / math.sqrt(4 * 0.75 * 0.25)
    assert fit.sigma()[0] == pytest.approx(sigma) and fit.sigma()[1] == 0.0
    low, high = elo_interval(fit)
    assert high[0] - fit.elo[0] == pytest.approx(1.959964 * sigma, rel=1e-6)


def test_more_games_narrow_the_interval():
    few = fit_strengths(2, [((0, 1), (1.0, 0.0))] * 6 + [((0, 1), (0.0, 1.0))] * 4)
    many = fit_strengths(2, [((0, 1), (1.0, 0.0))] * 60 + [((0, 1), (0.0, 1.0))] * 40)
    assert many.sigma()[1] < few.sigma()[1] / 2.5


def test_a_perfect_score_stays_finite_with_the_prior():
    fit = fit_strengths(2, [((0, 1), (1.0, 0.0))] * 20, prior=1.0)
    assert math.isfinite(fit.elo[1]) and fit.elo[1] < 0 and fit.sigma()[1] > 100


def test_two_seat_plackett_luce_is_bradley_terry_and_ties_split():
    # one 3-seat table where entrant 0 won: the same as it winning a "choice" of three
    fit3 = fit_strengths(3, [((0, 1, 2), (1.0, 0.0, 0.0)), ((1, 0, 2), (1.0, 0.0, 0.0)),
                             ((2, 1, 0), (1.0, 0.0, 0.0))], prior=0.0)
    assert np.allclose(fit3.elo, 0.0, atol=1e-6)  # each won once: equal
    shared = fit_strengths(3, [((0, 1, 2), (0.5, 0.5, 0.0))] * 4 +
                           [((0, 1, 2), (0.0, 0.0, 1.0))] * 2, prior=0.0)
    assert shared.elo[0] == pytest.approx(shared.elo[1], abs=1e-6)


def test_an_entrant_without_games_needs_a_prior():
    with pytest.raises(ArgumentError, match="played no game"):
        fit_strengths(3, [((0, 1), (1.0, 0.0))], prior=0.0)
    assert math.isfinite(fit_strengths(3, [((0, 1), (1.0, 0.0))], prior=1.0).elo[2])


def test_bootstrap_is_seeded_and_brackets_the_fit():
    groups = [[[((0, 1), (1.0, 0.0)), ((1, 0), (0.0, 1.0))]] * 6 +
              [[((0, 1), (0.0, 1.0)), ((1, 0), (1.0, 0.0))]] * 4]
    a = bootstrap_intervals(2, groups, resamples=200, seed=3)
    b = bootstrap_intervals(2, groups, resamples=200, seed=3)
    assert np.array_equal(a[0], b[0]) and np.array_equal(a[1], b[1])
    tables = [t for starts in groups for start in starts for t in start]
    elo = fit_strengths(2, tables).elo
    assert a[0][1] < elo[1] < a[1][1]


def test_cutechess_los_and_elo_difference():
    assert los(10, 0) == pytest.approx(0.5 * (1 + math.erf(10 / math.sqrt(20))))
    assert los(5, 5) == 0.5 and los(0, 0) == 0.5
    assert score_elo(0.5) == 0.0 and score_elo(0.0) == -math.inf
    elo, margin = pair_elo(60, 20, 20)  # 70% : +147.2
    assert elo == pytest.approx(-400 * math.log10(1 / 0.7 - 1))
    mu, n = 0.7, 100
    sd = math.sqrt((60 * 0.3 ** 2 + 20 * 0.2 ** 2 + 20 * 0.7 ** 2) / n / n)
    expected = (score_elo(mu + 1.959964 * sd) - score_elo(mu - 1.959964 * sd)) / 2
    assert margin == pytest.approx(expected, rel=1e-6)
    assert pair_elo(5, 0, 0) == (math.inf, math.inf)


def test_fishtests_logistic_llr_and_bounds():
    lower, upper = sprt_bounds(0.05, 0.05)
    assert lower == pytest.approx(-2.944, abs=1e-3) and upper == pytest.approx(2.944, abs=1e-3)
    # by hand: n (s1 - s0) (2 mean - s0 - s1) / (2 var)
    s0, s1 = 0.5, 1 / (1 + 10 ** (-50 / 400))
    mean, var = 0.7, (60 * 0.09 + 20 * 0.04 + 20 * 0.49) / 100
    assert llr(60, 20, 20, 0, 50) == pytest.approx(100 * (s1 - s0) * (2 * mean - s0 - s1)
                                                   / (2 * var))
    assert llr(0, 10, 0, 0, 50) == 0.0 and llr(0, 0, 0, 0, 50) == 0.0


def test_the_sprt_stops_as_soon_as_it_can_tell_and_alike_on_every_executor():
    from ringworld_nb.core.executors import process_pool

    maker = game_maker("ringworld", order=3, max_turns=100)
    here = run_sprt(["greedy", "random"], maker, elo0=0, elo1=200, seed=4,
                    max_games=200, progress=False)
    assert here.decision == "H1" and here.llr >= here.upper and here.games < 40
    assert here.games % 2 == 0 and "H1 accepted: greedy is stronger" in str(here)
    with process_pool(2) as pool:
        there = run_sprt(["greedy", "random"], maker, elo0=0, elo1=200, seed=4,
                         max_games=200, progress=False, executor=pool)
    assert (there.wins, there.draws, there.losses, there.llr) == \
        (here.wins, here.draws, here.losses, here.llr)


def test_the_sprt_refuses_what_it_cannot_test():
    dice = game_maker("dice", size=3)
    with pytest.raises(ArgumentError, match="two entrants"):
        run_sprt(["greedy", "random", "mcts:5"], dice, progress=False)
    with pytest.raises(ArgumentError, match="elo0 must be below elo1"):
        run_sprt(["greedy", "random"], dice, elo0=10, elo1=5, progress=False)
    with pytest.raises(ArgumentError, match="alpha"):
        run_sprt(["greedy", "random"], dice, alpha=0.7, progress=False)


def test_standings_count_results_and_times():
    result = run_tournament(["random", "greedy"], game_maker("dice", size=3), games=6,
                            seed=5, progress=False)
    table = result.standings()
    (pair,) = table.pairs
    random_row, greedy_row = table.row("random"), table.row("greedy")
    assert pair.games == 6 == random_row.games == greedy_row.games
    assert (pair.wins, pair.draws, pair.losses) == \
        (random_row.wins, random_row.draws, random_row.losses)
    assert greedy_row.wins == random_row.losses
    assert random_row.share + greedy_row.share == pytest.approx(1.0)
    assert greedy_row.max_time >= greedy_row.median_time >= 0
    boot = result.standings(interval="bootstrap", resamples=100, seed=1)
    assert boot.row("greedy").elo == table.row("greedy").elo
    assert "bootstrap" in boot.interval
    with pytest.raises(ArgumentError, match="anchor 'nobody'"):
        result.standings(anchor="nobody")
