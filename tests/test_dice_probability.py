"""Exact odds of rolled attacks, checked against direct enumeration."""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np
import pytest

from ringworld_nb.dice import (
    attack_lose_probability,
    attack_win_probability,
    sum_distribution,
    win_probability_table,
)


def enumerate_win(a: int, d: int) -> Fraction:
    """Every one of the 6 ** (a + d) rolls, one by one."""
    wins = total = 0
    for faces in itertools.product(range(1, 7), repeat=a + d):
        total += 1
        wins += sum(faces[:a]) > sum(faces[a:])
    return Fraction(wins, total)


@pytest.mark.parametrize("a,d", [(a, d) for a in range(1, 6) for d in range(1, 6) if a + d <= 6])
def test_against_enumeration(a, d):
    p = attack_win_probability(a, d)
    assert isinstance(p, Fraction)
    assert p == enumerate_win(a, d)
    assert p + attack_lose_probability(a, d) == 1


def test_known_values():
    assert attack_win_probability(1, 1) == Fraction(15, 36)
    # 2 dice against 1: P(2d6 <= k) for k = 1..6 is 0, 1, 3, 6, 10, 15 out of 36
    assert attack_win_probability(2, 1) == 1 - Fraction(0 + 1 + 3 + 6 + 10 + 15, 216)
    assert attack_win_probability(3, 2) == Fraction(1009, 1296)


def test_impossible_and_certain_extremes():
    # 1 die (at most 6) against 6 dice (at least 6): the attacker can never be strictly higher
    assert attack_win_probability(1, 6) == 0
    assert attack_lose_probability(1, 6) == 1
    # 6 dice (at least 6) ... against 1 die (at most 6): only all-ones against a six loses
    assert attack_win_probability(6, 1) == 1 - Fraction(1, 6 ** 7)


def test_monotone_and_complementary_for_all_game_dice():
    for a in range(1, 6):
        for d in range(1, 6):
            p = attack_win_probability(a, d)
            assert 0 < p < 1
            assert p + attack_lose_probability(a, d) == 1
            if a < 5:
                assert attack_win_probability(a + 1, d) > p
            if d < 5:
                assert attack_win_probability(a, d + 1) < p
    # equal dice: ties go to the defender, so below one half
    for n in range(1, 6):
        assert attack_win_probability(n, n) < Fraction(1, 2)


def test_sum_distribution():
    for n in range(5):
        dist = sum_distribution(n)
        assert sum(dist) == 6 ** n
        assert len(dist) == 6 * n + 1
        assert all(dist[s] == dist[7 * n - s] for s in range(n, 6 * n + 1))  # symmetric
        assert all(dist[s] == 0 for s in range(n))
        counts = [0] * (6 * n + 1)
        for faces in itertools.product(range(1, 7), repeat=n):
            counts[sum(faces)] += 1
        assert list(dist) == counts
    with pytest.raises(ValueError):
        sum_distribution(-1)


def test_table():
    t = win_probability_table(3)
    assert t.shape == (4, 4)
    assert np.isnan(t[0]).all() and np.isnan(t[:, 0]).all()
    assert t[3, 2] == pytest.approx(float(attack_win_probability(3, 2)))
    assert win_probability_table().shape == (6, 6)


@pytest.mark.parametrize("bad", [0, -1, 1.5, "2", True, None])
def test_bad_counts(bad):
    with pytest.raises(ValueError, match="attacker_dice"):
        attack_win_probability(bad, 2)
    with pytest.raises(ValueError, match="defender_dice"):
        attack_win_probability(2, bad)
