"""Renaissance scoring (docs/rules.md §3.3 score, §3.4 penalty, §3.5): the Phase 1 table
on every collection the pool allows, against a recount written here from the rule book;
the score sheet; the penalty; the checks on collections and hands."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from ringworld_nb.renaissance.pieces import KINDS, POOL
from ringworld_nb.renaissance.scoring import penalty, phase1_score, score_sheet, set_score, tally


def recount(d: int, i3: int, v3: int, i4: int, o4: int, t4: int, l4: int, s4: int) -> int:
    """The rule book's table, read straight off: one point a piece, then each bonus."""
    points = d + i3 + v3 + i4 + o4 + t4 + l4 + s4
    if d == 4:
        points += 4
    if i3 == 2:
        points += 2
    if v3 == 2:
        points += 2
    if i3 + v3 == 4:
        points += 4
    if i4 and o4 and t4 and l4 and s4:
        points += 15
    if d >= 1 and i3 >= 1 and i4 >= 1:
        points += 1 + (d - 1) + (i3 - 1) + (i4 - 1)
    return points


def every_collection():
    ranges = [range(POOL[k] + 1) for k in KINDS]
    for counts in itertools.product(*ranges):
        yield dict(zip(KINDS, counts))


def test_there_are_1440_collections():
    assert sum(1 for _ in every_collection()) == 5 * 3 * 3 * 2 ** 5 == 1440


def test_every_collection_scores_as_the_table_says():
    for counts in every_collection():
        pieces = [k for k, n in counts.items() for _ in range(n)]
        expected = recount(*(counts[k] for k in KINDS))
        assert phase1_score(pieces) == expected, counts
        assert phase1_score(counts) == expected, counts
        assert phase1_score(reversed(pieces)) == expected, counts
        sheet = score_sheet(pieces)
        assert sum(points for _, points in sheet) == expected, (counts, sheet)
        assert all(points > 0 for _, points in sheet)
        assert penalty(pieces) == (2 * counts["D"] + 3 * (counts["I3"] + counts["V3"])
                                   + 4 * sum(counts[k] for k in ("I4", "O4", "T4", "L4", "S4")))
        assert set_score(pieces, pieces) == expected - penalty(pieces)
        assert set_score([], pieces) == -penalty(pieces)


def test_the_rule_book_example_triple_i_gives_five():
    straight = ["D", "D", "D", "D", "I3", "I3", "I4"]
    assert dict(score_sheet(straight))["Triple I (+4 further I pieces)"] == 5
    assert phase1_score(straight) == 7 + 4 + 2 + 5


def test_the_brief_example_line():
    assert ("Triple I (+2 further I pieces)", 3) in score_sheet(["D", "D", "I3", "I3", "I4"])
    assert ("Triple I (+1 further I piece)", 2) in score_sheet(["D", "D", "I3", "I4"])
    assert ("Triple I", 1) in score_sheet(["D", "I3", "I4"])


def test_no_triple_i_without_each_size():
    assert phase1_score(["D", "D", "D", "D", "I3", "I3"]) == 6 + 4 + 2
    assert not any(w.startswith("Triple") for w, _ in score_sheet(["D", "D", "I4", "O4"]))
    assert phase1_score(["I3", "I3", "I4"]) == 3 + 2


def test_the_whole_pool():
    everything = [k for k in KINDS for _ in range(POOL[k])]
    assert score_sheet(everything) == [
        ("13 pieces", 13), ("all four dominoes", 4), ("both I triominoes", 2),
        ("both V triominoes", 2), ("all four triominoes", 4), ("all five tetrominoes", 15),
        ("Triple I (+4 further I pieces)", 5)]
    assert phase1_score(everything) == 45
    assert penalty(everything) == 40


def test_sheet_words():
    assert score_sheet([]) == []
    assert score_sheet(["O4"]) == [("1 piece", 1)]
    assert score_sheet(["V3", "V3"]) == [("2 pieces", 2), ("both V triominoes", 2)]


def test_penalty_cells():
    assert penalty([]) == 0
    assert penalty(["D"]) == 2
    assert penalty(["I3", "V3"]) == 6
    assert penalty(Counter({"T4": 1, "D": 3})) == 10


@pytest.mark.parametrize("bad, words", [
    (["D", "X"], "'X' is not a kind"),
    (["D"] * 5, "5 pieces of kind 'D': the pool holds only 4"),
    (["I4", "I4"], "2 pieces of kind 'I4': the pool holds only 1"),
    ({"V3": 3}, "3 pieces of kind 'V3'"),
    ({"V3": -1}, "whole number >= 0"),
    ("D", "string"),
])
def test_bad_collections_and_hands_are_refused(bad, words):
    for function in (phase1_score, score_sheet, penalty, tally):
        with pytest.raises(ValueError, match=words.replace("(", r"\(")):
            function(bad)
