"""Every rule of docs/rules.md §2.2 on constructed positions."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from ringworld_nb.core import IllegalMoveError, NotationError
from ringworld_nb.dice import PASS, DiceOfDoom, Move, attack_win_probability


def game_of(rows: list[str], to_move: int = 0, **options) -> DiceOfDoom:
    """A position from rows like ``["A3 B2", "A2 B2"]``."""
    cells = [row.split() for row in rows]
    owner = np.array([["ABCD".index(c[0]) for c in row] for row in cells])
    dice = np.array([[int(c[1:]) for c in row] for row in cells])
    return DiceOfDoom.from_position(owner, dice, to_move, **options)


def rows_of(game: DiceOfDoom) -> list[str]:
    return [" ".join(f"{'ABCD'[o]}{d}" for o, d in zip(orow, drow))
            for orow, drow in zip(game.owner.tolist(), game.dice.tolist())]


def names(moves) -> list[str]:
    return [str(m) for m in moves]


# ------------------------------------------------------------- the exercise --
def test_the_exercise_walkthrough():
    """Boards (1), (2), (3) of the exercise, with its commentary."""
    game = game_of(["A3 B3", "A3 B2"])
    # top left: only the lower-right hex is an enemy with fewer dice; lower left: only B2
    assert names(game.legal_moves()) == ["a1-b2", "a2-b2"]
    assert not game.can_pass
    events = game.play(Move((1, 0), (1, 1)))
    assert rows_of(game) == ["A3 B3", "A1 A2"]  # board (2)
    assert [e.kind for e in events] == ["attack", "capture"]
    assert game.captured == 2 and game.attacked
    assert game.legal_moves() == [PASS]  # "A can only pass"
    assert game.reinforcement_due == 1  # 2 dice removed, minus 1
    events = game.play(PASS)
    assert rows_of(game) == ["A3 B3", "A2 A2"]  # board (3): a1 full, skipped; a2 gets it
    assert [(e.kind, e.dst, e.dice) for e in events] == [("pass", None, (1,)),
                                                        ("reinforce", (1, 0), (2,))]
    assert game.to_move == 1 and not game.attacked and game.captured == 0
    assert game.scores == [3, 1]


# ------------------------------------------------------------------ attacks --
def test_version1_needs_more_dice_than_the_target():
    game = game_of(["A3 B3", "A2 B1"])
    assert names(game.legal_moves()) == ["a1-b2", "a2-b2"]
    with pytest.raises(IllegalMoveError, match=r"a1-b1: an attack needs more dice .*3 against 3"):
        game.play("a1-b1")
    assert game.attack_sources() == [(0, 0), (1, 0)]
    assert game.targets((0, 0)) == [(1, 1)] and game.targets((0, 1)) == []
    assert game.targets((7, 7)) == []


def test_capture_details():
    game = game_of(["A3 B1", "B2 B2"], max_dice=5)
    events = game.play("a1-b1")
    attack, capture = events
    assert attack.kind == "attack" and attack.player == 0 and attack.other == 1
    assert attack.src == (0, 0) and attack.dst == (0, 1)
    assert attack.dice == (3, 1) and attack.rolls is None and attack.won
    assert capture.kind == "capture" and capture.dice == (1, 2)
    assert rows_of(game) == ["A1 A2", "B2 B2"]
    assert game.captured == 1 and game.attacked and game.to_move == 0
    # five dice: four move
    game = game_of(["A5 B4", "B1 B1"], max_dice=5)
    game.play("a1-b1")
    assert rows_of(game) == ["A1 A4", "B1 B1"] and game.captured == 4


def test_must_attack_once_then_may_pass_or_go_on():
    game = game_of(["A3 B1 B1", "B1 B1 B1", "B1 B1 B1"])
    with pytest.raises(IllegalMoveError, match="pass: A must attack at least once"):
        game.play(PASS)
    assert PASS not in game.legal_moves()
    game.play("a1-b1")
    # a1 has 1 die now; b1 (2 dice) can go on attacking: the pass is optional
    moves = game.legal_moves()
    assert PASS in moves and len(moves) > 1 and moves[-1] == PASS
    game.play("b1-c1")
    assert game.captured == 2


def test_pass_at_once_when_no_attack_is_possible():
    game = game_of(["A1 B3", "B3 B3"])
    assert game.legal_moves() == [PASS] and game.can_pass
    events = game.play(PASS)
    assert events[0].kind == "pass" and events[0].won is False
    assert game.passes == 1 and game.to_move == 1


def test_version2_needs_two_dice_and_any_target():
    game = game_of(["A2 B3", "A1 B3"], version=2)
    assert names(game.legal_moves()) == ["a1-b1", "a1-b2"]
    with pytest.raises(IllegalMoveError, match="at least 2 dice"):
        game.play("a2-b2")


def test_failed_rolled_attack():
    game = game_of(["A3 B2", "B2 B2"], version=2)
    before_owner = game.owner.copy()
    events = game.play("a1-b1", outcome="lose")
    assert [e.kind for e in events] == ["attack", "repel"]
    assert events[0].won is False and events[0].rolls is None
    assert events[1].dice == (2,)
    assert rows_of(game) == ["A1 B2", "B2 B2"]
    assert (game.owner == before_owner).all()
    assert game.attacked and game.captured == 0
    assert game.legal_moves() == [PASS]  # one die left: no attack, but the pass is legal
    game.play(PASS)
    assert game.passes == 0  # an attack was made, even a failed one
    assert rows_of(game) == ["A1 B2", "B2 B2"]  # captured 0: nothing to deal


def test_won_rolled_attack_resolves_as_version1():
    game = game_of(["A3 B3", "B2 B2"], version=2)
    game.play("a1-b1", outcome="win")
    assert rows_of(game) == ["A1 A2", "B2 B2"] and game.captured == 3


def test_ties_go_to_the_defender():
    game = game_of(["A2 B2", "B2 B2"], version=2)
    events = game.play(Move((0, 0), (0, 1)), rolls=((3, 3), (2, 4)))
    assert events[0].won is False and events[0].rolls == ((3, 3), (2, 4))
    game.undo()
    events = game.play(Move((0, 0), (0, 1)), rolls=((3, 4), (2, 4)))
    assert events[0].won is True
    assert game.outcomes[-1] == ("win", ((3, 4), (2, 4)))


def test_real_rolls_are_seeded_by_game_and_move():
    game = game_of(["A3 B2", "B3 B3"], version=2, seed=11)
    events = game.play("a1-b1")
    faces = events[0].rolls
    assert len(faces[0]) == 3 and len(faces[1]) == 2
    assert all(1 <= f <= 6 for side in faces for f in side)
    assert events[0].won == (sum(faces[0]) > sum(faces[1]))
    assert game.outcomes[-1] == ("win" if events[0].won else "lose", faces)
    game.undo()
    assert game.play("a1-b1")[0].rolls == faces  # undo cannot re-roll
    other = game_of(["A3 B2", "B3 B3"], version=2, seed=11)
    assert other.clone().play("a1-b1")[0].rolls == faces
    # across many seeds the empirical odds match the exact ones
    wins = sum(game_of(["A3 B2", "B3 B3"], version=2, seed=s).play("a1-b1")[0].won
               for s in range(600))
    assert abs(wins / 600 - float(attack_win_probability(3, 2))) < 0.06


def test_chance_outcomes():
    game = game_of(["A3 B2", "B3 B1"], version=2)
    outcomes = game.chance_outcomes(Move((0, 0), (0, 1)))
    p = attack_win_probability(3, 2)
    assert outcomes == [("win", p), ("lose", 1 - p)]
    assert sum(q for _, q in outcomes) == 1
    assert game.chance_outcomes("a1-b2")[0] == ("win", attack_win_probability(3, 1))
    assert game.chance_outcomes("a1-a2") == [("win", attack_win_probability(3, 3)),
                                              ("lose", 1 - attack_win_probability(3, 3))]
    with pytest.raises(IllegalMoveError):
        game.chance_outcomes(PASS)  # must attack first
    game.play("a1-b1", outcome="lose")
    assert game.chance_outcomes(PASS) == [(None, Fraction(1))]
    v1 = game_of(["A3 B2", "B3 B1"])
    assert v1.chance_outcomes("a1-b1") == [("win", Fraction(1))]
    with pytest.raises(IllegalMoveError, match="always win"):
        v1.play("a1-b1", outcome="lose")
    v1.play("a1-b1", outcome="win")
    assert v1.outcomes[-1] == (None, None)


# ------------------------------------------------------------ reinforcement --
def test_reinforcement_reading_order_full_skipped_single_pass_leftovers_lost():
    game = game_of(["A3 A1 A3", "A2 A3 B1", "B1 B1 B1"], attacked=True, captured=5)
    assert game.reinforcement_due == 4
    events = game.play(PASS)
    # non-full A hexes in reading order: b1 (1), a2 (2); each gets one die, once;
    # the two dice left are lost, b1 stays below the maximum
    assert [(e.dst, e.dice) for e in events if e.kind == "reinforce"] == [((0, 1), (2,)),
                                                                          ((1, 0), (3,))]
    assert rows_of(game) == ["A3 A2 A3", "A3 A3 B1", "B1 B1 B1"]


def test_reinforcement_never_negative():
    game = game_of(["A3 B1", "B3 B3"])
    game.play("a1-b1")  # one die captured: 1 - 1 = 0 dice
    assert game.reinforcement_due == 0
    events = game.play(PASS)
    assert [e.kind for e in events] == ["pass"]
    game = game_of(["A1 B3", "B3 B3"])
    assert game.reinforcement_due == 0


def test_version3_largest_region_even_without_attacking():
    # A: a1-b1-b2 connected (b2 is b1's lower left), a3 alone; nobody can attack
    game = game_of(["A1 A1 B1", "B1 A1 B1", "A1 B1 B1"], version=3)
    assert game.legal_moves() == [PASS]
    assert game.largest_group() == 3 and game.reinforcement_due == 3
    game.play(PASS)
    assert rows_of(game) == ["A2 A2 B1", "B1 A2 B1", "A1 B1 B1"]
    assert game.passes == 1 and game.to_move == 1
    # B: c1-c2-c3 down the right edge, c3-b3, and b3-a2 (a2's lower right): all 5 joined
    assert game.largest_group(1) == 5


def test_version3_counts_the_region_after_the_attacks():
    game = game_of(["A3 B1 A1", "B1 B1 B1", "B1 B1 B1"], version=3, max_dice=5)
    assert game.largest_group() == 1
    game.play("a1-b1 win")  # now a1, b1, c1 are connected
    assert game.largest_group() == 3 and game.reinforcement_due == 3
    game.play(PASS)
    assert rows_of(game)[0] == "A2 A3 A2"


def test_rule_options_override_the_version():
    game = game_of(["A1 A1 B1", "B1 A1 B1", "A1 B1 B1"], version=1,
                   reinforcement="largest_region")
    assert (game.attack, game.reinforcement, game.version) == ("certain", "largest_region", 1)
    game.play(PASS)
    assert rows_of(game)[0] == "A2 A2 B1"
    game = game_of(["A2 B3", "B3 B3"], version=3, attack="certain")
    assert game.legal_moves() == [PASS]
    game = game_of(["A2 B3", "B3 B3"], version=1, attack="roll")
    assert len(game.legal_moves()) == 3
    assert DiceOfDoom(3, version=2, seed=0).reinforcement == "captured"
    assert DiceOfDoom(3, version=3, seed=0).attack == "roll"


# -------------------------------------------------------------- turn order --
def test_players_without_hexes_are_skipped():
    game = game_of(["A1 C3", "C3 C3"], players=3)
    assert game.alive() == [0, 2]
    game.play(PASS)
    assert game.to_move == 2
    game.play("a2-a1")  # (1,0) attacks (0,0): C takes A's last hex
    assert game.is_over and game.winners == [2] and game.outcome.reason == "conquest"
    with pytest.raises(ValueError, match="owns no hex"):
        game_of(["A1 C3", "C3 C3"], to_move=1, players=3)


def test_elimination_event_and_turn_goes_on():
    game = game_of(["A3 B1 C2", "A3 A3 C2", "A3 A3 C2"], players=3)
    events = game.play("a1-b1")
    assert [e.kind for e in events] == ["attack", "capture", "eliminate"]
    assert events[2].player == 1 and events[2].other == 0
    assert not game.is_over and game.alive() == [0, 2]
    game.play(PASS)
    assert game.to_move == 2  # B is out


def test_random_start_skips_a_player_without_hexes():
    for seed in range(500):
        game = DiceOfDoom(2, players=4, seed=seed)
        if 0 not in game.owner and not game.is_over:
            assert game.to_move == min(game.alive())
            break
    else:  # pragma: no cover
        pytest.fail("no seed gave A an empty start")


# -------------------------------------------------------------------- end --
def test_end_when_everyone_passed_without_attacking_draw():
    game = game_of(["A3 B3", "B3 A3"])
    assert game.legal_moves() == [PASS]
    game.play(PASS)
    assert not game.is_over and game.passes == 1
    events = game.play(PASS)
    assert game.is_over and events[-1].kind == "end" and events[-1].winners == (0, 1)
    assert game.winners == [0, 1] and game.winner is None and game.outcome.is_draw
    assert game.outcome.reason == "passes"
    assert game.legal_moves() == [] and not game.can_pass and game.attack_sources() == []
    with pytest.raises(IllegalMoveError, match="the game is over"):
        game.play(PASS)


def test_end_with_a_single_winner():
    game = game_of(["A3 A3", "A3 B3"])
    game.play(PASS)
    game.play(PASS)
    assert game.winners == [0] and game.winner == 0 and not game.outcome.is_draw


def test_an_attack_resets_the_pass_streak():
    game = game_of(["A1 B3 A1", "A1 A1 A1", "A1 A1 A1"])
    game.play(PASS)  # A cannot attack
    assert game.passes == 1
    game.play("b1-c1")
    game.play(PASS)
    assert game.passes == 0 and not game.is_over


def test_streak_counts_only_players_still_in_the_game():
    game = game_of(["A3 C3", "C3 A3"], players=3)
    game.play(PASS)
    assert not game.is_over
    game.play(PASS)
    assert game.is_over and game.winners == [0, 2]
    three = game_of(["A3 B3 C3", "B3 C3 A3", "C3 A3 B3"], players=3)
    three.play(PASS)
    three.play(PASS)
    assert not three.is_over
    three.play(PASS)
    assert three.is_over and three.winners == [0, 1, 2]


def test_conquest_ends_at_once():
    game = game_of(["A3 A3", "A3 B1"])
    events = game.play("a1-b2")
    assert [e.kind for e in events] == ["attack", "capture", "eliminate", "end"]
    assert game.is_over and game.winner == 0 and game.scores == [4, 0]
    assert game.legal_moves() == []
    assert DiceOfDoom.from_position(np.zeros((2, 2), int), np.ones((2, 2), int)).is_over


# -------------------------------------------------------------------- keys --
def test_key_is_the_compact_state():
    game = game_of(["A3 B1 B3", "B3 B3 B1", "B3 B3 A3"])
    key = game.key()
    assert hash(key) == hash(game.key())
    owner, dice, to_move, attacked, captured, passes = key
    assert owner == (0, 1, 1, 1, 1, 1, 1, 1, 0) and dice[0] == 3
    assert (to_move, attacked, captured, passes) == (0, False, 0, 0)
    game.play("a1-b1")
    assert game.key() != key and game.key()[3:5] == (True, 1)
    game.play("c3-c2")
    after = game.key()
    game.undo()
    game.undo()
    assert game.key() == key
    game.play("c3-c2")
    game.play("a1-b1")
    assert game.key() == after  # a transposition


def test_owner_and_dice_are_read_only_arrays():
    game = DiceOfDoom(4, seed=3)
    assert game.owner.shape == (4, 4) and game.dice.dtype == np.int8
    with pytest.raises(ValueError):
        game.owner[0, 0] = 1
    with pytest.raises(ValueError):
        game.dice[0, 0] = 1


def test_event_descriptions():
    game = game_of(["A3 B2", "B3 B1"], version=2, seed=1)
    texts = [e.describe() for e in game.play("a1-b1")]
    assert texts[0].startswith("A attacks b1 (B, 2 dice) from a1 (3 dice): ")
    game = game_of(["A3 A3", "A3 B1"])
    texts = [e.describe() for e in game.play("a1-b2")]
    assert texts == ["A attacks b2 (B, 1 die) from a1 (3 dice) and wins.",
                     "A takes b2: 1 die captured, 2 moved in, 1 left behind on a1.",
                     "B has lost their last hex to A.",
                     "The game is over: A wins."]
    game = game_of(["A3 B3", "B3 A3"])
    game.play(PASS)
    assert game.play(PASS)[-1].describe() == "The game is over: a draw between A, B."


# -------------------------------------------------------------- starts --
@pytest.mark.parametrize("size", [2, 3, 5, 10])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_fair_start_balances_hexes_and_dice(size, players):
    for seed in range(5):
        max_dice = 3 + seed % 3
        game = DiceOfDoom(size, players, max_dice, seed=seed, fair_start=True)
        counts = game.scores
        assert max(counts) - min(counts) <= 1
        # the extra hexes go to the players who move last
        assert counts == sorted(counts)
        totals = [game.dice_total(p) for p in range(players)]
        assert len(set(totals)) == 1
        assert game.dice.min() >= 1 and game.dice.max() <= max_dice


def test_random_start_is_uniform_and_seeded():
    a, b = DiceOfDoom(6, players=3, max_dice=5, seed=42), DiceOfDoom(6, 3, 5, seed=42)
    assert a.key() == b.key()
    assert DiceOfDoom(6, 3, 5, seed=43).key() != a.key()
    owners = np.concatenate([DiceOfDoom(10, 4, 5, seed=s).owner.ravel() for s in range(5)])
    dice = np.concatenate([DiceOfDoom(10, 4, 5, seed=s).dice.ravel() for s in range(5)])
    assert np.bincount(owners).min() > 90
    assert dice.min() == 1 and dice.max() == 5 and np.bincount(dice)[1:].min() > 70
    fresh = DiceOfDoom(3)
    assert isinstance(fresh.seed, int) and DiceOfDoom(3, seed=fresh.seed).key() == fresh.key()


# ------------------------------------------------------------- bad input --
@pytest.mark.parametrize("kwargs,name", [
    (dict(size=1), "size"), (dict(size=11), "size"), (dict(size="3"), "size"),
    (dict(size=3.0), "size"), (dict(players=1), "players"), (dict(players=5), "players"),
    (dict(players=True), "players"), (dict(max_dice=2), "max_dice"),
    (dict(max_dice=6), "max_dice"), (dict(version=0), "version"), (dict(version="1"), "version"),
    (dict(attack="sometimes"), "attack"), (dict(reinforcement="all"), "reinforcement"),
    (dict(seed=-1), "seed"), (dict(seed=1.5), "seed"), (dict(fair_start=1), "fair_start"),
])
def test_bad_options_are_named(kwargs, name):
    options = dict(size=3)
    options.update(kwargs)
    with pytest.raises(ValueError, match=name):
        DiceOfDoom(**options)


@pytest.mark.parametrize("owner,dice,kwargs,match", [
    ([[0, 1], [0, 1]], [[1, 2, 3]], {}, "dice must be a square"),
    ([[0, 1, 0]], [[1, 2, 3]], {}, "owner must be a square"),
    ([[0, 1], [0, 1]], [[1, 2], [3, 4]], dict(max_dice=3), "dice must be 1..3"),
    ([[0, 1], [0, 1]], [[1, 2], [3, 0]], {}, "dice must be 1..3"),
    ([[0, 1], [0, 4]], [[1, 2], [3, 1]], {}, "players"),
    ([[0, 1], [0, 3]], [[1, 2], [3, 1]], dict(players=3), "owner values"),
    ([[0, 1], [0, -1]], [[1, 2], [3, 1]], {}, "owner values"),
    ([[0, 1], [0, 1]], [[1, 2], [3, 1]], dict(to_move=2), "to_move"),
    ([[0, 1], [0, 1]], [[1, 2], [3, 1]], dict(captured=2), "captured"),
    ([[0, 1], [0, 1]], [[1, 2], [3, 1]], dict(attacked=True, passes=1), "passes"),
    ([[0, 1], [0, 1]], [[1, 2], [3, 1]], dict(attacked=1), "attacked"),
    ([[0.0, 1], [0, 1]], [[1, 2], [3, 1]], {}, "integers"),
    ([[0, 1], [0, 1]], [[1, 2], [3, 1]], dict(version=4), "version"),
])
def test_bad_positions(owner, dice, kwargs, match):
    with pytest.raises(ValueError, match=match):
        DiceOfDoom.from_position(np.array(owner), np.array(dice), **kwargs)


def test_illegal_moves_name_the_move_and_leave_the_game_unchanged():
    game = game_of(["A3 B2 B3", "B1 A2 B3", "A1 B3 B3"], version=1)
    game.play("a1-b1")
    before = (game.key(), game.ply, game.history, str(game))
    cases = [
        (Move((1, 0), (1, 1)), "a2-b2: a2 belongs to B, but A is to move"),
        (Move((1, 1), (0, 0)), "b2-a1: a1 already belongs to A"),
        (Move((1, 1), (0, 2)), "b2-c1: c1 is not a neighbour of b2"),
        (Move((1, 1), (2, 1)), "b2-b3: an attack needs more dice than the target"),
        (Move((1, 1), (3, 1)), "the target .* is not a \\(row, col\\) hex of the 3x3 board"),
        (Move((5, 0), (1, 1)), "the attacking hex .* is not"),
        (Move("a1", "b1"), "the attacking hex"),
        (Move((0, 0), None), "the target"),
        ("b2-c2 win", "b2-c2: attacks without dice rolling always win|more dice"),
        ("zz", None),
        (42, "is not a move"),
        (((0, 0),), "is not a move"),
    ]
    for move, match in cases:
        with pytest.raises((IllegalMoveError, NotationError)) as info:
            game.play(move)
        if match:
            assert info.match(match)
        assert (game.key(), game.ply, game.history, str(game)) == before
        assert not game.is_legal(move)
    with pytest.raises(IllegalMoveError, match="no dice are rolled"):
        game.play(Move((1, 1), (1, 0)), rolls=((1, 1), (1,)))
    assert game.is_legal(PASS) and game.is_legal("b2-a2")


def test_illegal_outcomes_and_rolls_in_version2():
    game = game_of(["A3 B2", "B3 B1"], version=2)
    move = Move((0, 0), (0, 1))
    key = game.key()
    for kwargs, match in [
        (dict(outcome="draw"), "outcome must be"),
        (dict(rolls=((1, 2), (3, 4))), "3 attacking and 2 defending dice"),
        (dict(rolls=((1, 2, 7), (3, 4))), "faces are 1 to 6"),
        (dict(rolls="123:45"), "rolls must be"),
        (dict(rolls=((6, 6, 6), (1, 1)), outcome="lose"), "make a win"),
    ]:
        with pytest.raises(IllegalMoveError, match=match):
            game.play(move, **kwargs)
        assert game.key() == key and game.ply == 0
    with pytest.raises(IllegalMoveError, match="text says"):
        game.play("a1-b1 win", outcome="lose")
    with pytest.raises(IllegalMoveError, match="no outcome"):
        game.play(PASS, outcome="win")
    game.play("a1-b1 win 666:11")
    assert game.outcomes == (("win", ((6, 6, 6), (1, 1))),)
    game.check(PASS)
    with pytest.raises(IllegalMoveError):
        game.check(move)


def test_undo_and_clone():
    game = game_of(["A3 B1 B3", "B3 B3 B1", "B3 B3 A3"])
    with pytest.raises(IllegalMoveError, match="nothing to undo"):
        game.undo()
    copy = game.clone()
    game.play("a1-b1")
    assert copy.ply == 0 and copy.owner[0, 1] == 1
    assert game.undo() == Move((0, 0), (0, 1))
    assert game.key() == copy.key() and game.history == ()
    game.play("a1-b1")
    twin = game.clone()
    twin.play(PASS)
    assert game.ply == 1 and twin.ply == 2 and game.to_move == 0
    assert twin.undo() == PASS and twin.key() == game.key()


def test_repr_and_names():
    game = DiceOfDoom(3, players=3, version=2, seed=5)
    assert repr(game).startswith("<DiceOfDoom 3x3 v2 (roll, captured), 3 players")
    assert game.player_name(2) == "C"
    assert game.hexes_of(game.to_move)
    assert sum(len(game.hexes_of(p)) for p in range(3)) == 9


# ------------------------------------------------- Land of Lisp's ending --
def test_no_attack_ending_stops_when_the_player_to_move_cannot_attack():
    rows = ["A3 B1", "A1 B1"]
    rule_book, lisp = game_of(rows), game_of(rows, ending="no_attack")
    for game in (rule_book, lisp):
        game.play("a1-b1")
        game.play(PASS)
    # B (1 die on b2) cannot attack at the start of its turn: Land of Lisp stops here
    assert lisp.is_over and lisp.outcome.reason == "no_attack" and lisp.winners == [0]
    assert lisp.record().result["reason"] == "no_attack"
    # the rule book waits for every player to pass: B passes, and A attacks again
    assert not rule_book.is_over and rule_book.legal_moves() == [PASS]
    rule_book.play(PASS)
    rule_book.play("b1-b2")
    assert rule_book.is_over and rule_book.outcome.reason == "conquest"


def test_no_attack_ending_against_the_rule_book():
    rows = ["A3 B3", "B3 A3"]  # nobody can attack
    lisp = game_of(rows, ending="no_attack")
    assert lisp.is_over and lisp.outcome.reason == "no_attack" and lisp.outcome.is_draw
    assert lisp.legal_moves() == []
    rule_book = game_of(rows)
    assert not rule_book.is_over and rule_book.legal_moves() == [PASS]
    # A cannot attack but B can: the rule book lets B move, Land of Lisp stops at once
    rows = ["A1 B3", "B1 A1"]
    rule_book, lisp = game_of(rows), game_of(rows, ending="no_attack")
    assert lisp.is_over and lisp.winners == [0, 1]
    rule_book.play(PASS)
    assert rule_book.to_move == 1 and rule_book.legal_moves() != [PASS]


def test_no_attack_ending_lets_a_player_pass_after_attacking():
    lisp = game_of(["A3 B1", "A1 B3"], ending="no_attack")
    lisp.play("a1-b1")  # A has no attack left but has attacked: the game goes on
    assert not lisp.is_over and lisp.legal_moves() == [PASS]
    lisp.play(PASS)  # B's b2 (3 dice) can attack a1 (1 die left): B moves
    assert not lisp.is_over and lisp.to_move == 1


@pytest.mark.parametrize("ending", [None, "lisp", 1, "All_pass"])
def test_bad_ending_is_named(ending):
    with pytest.raises(ValueError, match="ending must be 'all_pass' .* or 'no_attack'"):
        DiceOfDoom(3, ending=ending)
    with pytest.raises(ValueError, match="ending"):
        game_of(["A3 B1", "A1 B3"], ending=ending)


def test_ending_is_part_of_the_rules_and_the_repr():
    game = DiceOfDoom(3, seed=1, ending="no_attack")
    assert game.ending == "no_attack" and game.rules.ending == "no_attack"
    assert "no_attack" in repr(game) and "no_attack" in repr(game.rules)
    assert DiceOfDoom(3, seed=1).rules is not game.rules
