"""The Dice of Doom AIs: exact solution, alpha-beta, expectiminimax, max-n, players.

* the exact solver agrees with a brute-force minimax on 2 x 2 boards, and solves
  hand-made positions whose value is obvious;
* alpha-beta (with its table, ordering and Star1 chance nodes) returns the value of
  plain (expecti)minimax of the same depth, in every variant; searched to the end it
  gives the exact solution;
* expectiminimax weighs a rolled attack with its exact probability;
* every player returns a legal move in random positions of every variant, never
  changes the game it is given, and seeded players repeat themselves.
"""

from __future__ import annotations

import functools
import random
import subprocess
import sys
from fractions import Fraction

import pytest

from ringworld_nb.dice import PASS, DiceOfDoom, Move, attack_win_probability
from ringworld_nb.dice.ai import (
    LISP_NEIGHBOUR_ORDER,
    STRENGTHS,
    AlphaBetaAI,
    ClassicAI,
    ExpectiminimaxAI,
    GreedyPlayer,
    MultiPlayerAI,
    PerfectPlayer,
    RandomPlayer,
    best_player_for,
    lisp_order,
    play_game,
)
from ringworld_nb.dice.ai.evaluation import Evaluator, classic_score, end_utilities
from ringworld_nb.dice.ai.exact import SolveTimeout, brute_force, solve
from ringworld_nb.dice.ai.multi import MaxN
from ringworld_nb.dice.ai.search import AlphaBeta, minimax, root_actions


def random_position(size: int, players: int, version: int, seed: int,
                    plies: int | None = None) -> DiceOfDoom:
    """A game of a variant after a few random moves (not over)."""
    rng = random.Random(seed)
    max_dice = rng.choice([3, 4, 5]) if size > 3 else 3
    game = DiceOfDoom(size, players=players, max_dice=max_dice, version=version, seed=seed)
    for _ in range(rng.randrange(12) if plies is None else plies):
        if game.is_over:
            break
        before = game.key()
        game.play(rng.choice(game.legal_moves()))
        if game.is_over:
            game.undo()
            assert game.key() == before
            break
    return game


# -- the exact solver ------------------------------------------------------------------
def value_after(game: DiceOfDoom, move: Move) -> float:
    """The exact value of ``move`` for the player making it."""
    mover = game.to_move
    game.play(move)
    try:
        if game.is_over:
            return end_utilities(game.rules, game.key()[0])[mover]
        value = solve(game).value
        return value if game.to_move == mover else 1 - value
    finally:
        game.undo()


@pytest.mark.parametrize("seed", range(60))
def test_solver_agrees_with_brute_force_on_2x2(seed):
    game = DiceOfDoom(2, seed=seed)
    if game.is_over:
        return
    value, move, positions = solve(game)
    reference, nodes = brute_force(game)
    assert value == reference
    assert positions <= nodes
    assert value_after(game, move) == value  # the move chosen achieves the value
    assert max(value_after(game, m) for m in game.legal_moves()) == value


def test_solver_respects_the_ending():
    """Land of Lisp's ending changes the value of some starts; the solver (and its
    table) follows the game's rules, and agrees with the brute force under both."""
    changed = 0
    for seed in range(60):
        values = {}
        for ending in ("all_pass", "no_attack"):
            game = DiceOfDoom(2, seed=seed, ending=ending)
            values[ending] = solve(game).value
            assert values[ending] == brute_force(game)[0]
            if not game.is_over:
                assert PerfectPlayer().choose_with_info(game).value == values[ending]
        changed += len(set(values.values())) > 1
    assert changed > 0
    # a 3x3 start that A loses under the rule book and wins where the program stops
    assert solve(DiceOfDoom(3, seed=59)).value == 0.0
    assert solve(DiceOfDoom(3, seed=59, ending="no_attack")).value == 1.0


def test_solver_agrees_with_brute_force_in_the_middle_of_turns():
    rng = random.Random(5)
    for seed in range(40):
        game = DiceOfDoom(2, seed=100 + seed)
        while not game.is_over:
            assert solve(game).value == brute_force(game)[0]
            game.play(rng.choice(game.legal_moves()))


def test_solver_on_obvious_positions():
    # A conquers everything at once: a win
    game = DiceOfDoom.from_text("""
       -------------
       | A 3 | B 2 |
    ----------------
    | A 3 | B 1 |
    -------------""")
    value, move, _ = solve(game)
    assert value == 1.0 and move != PASS
    # A cannot attack and must pass; B then takes A's last hex (3 dice against 1)
    game = DiceOfDoom.from_text("""
       -------------
       | A 1 | B 3 |
    ----------------
    | B 3 | B 3 |
    -------------""")
    value, move, positions = solve(game)
    assert (value, move) == (0.0, PASS) and positions <= 4
    # the exercise's position (1): a1-b2 or a2-b2 both win for A
    game = DiceOfDoom.from_text("""
       -------------
       | A 3 | B 3 |
    ----------------
    | A 3 | B 2 |
    -------------""")
    value, move, _ = solve(game)
    assert value == 1.0 and str(move) in ("a1-b2", "a2-b2")


def test_solver_draw_and_end():
    # nobody can attack (equal stacks): both pass, 2 hexes each - a draw
    game = DiceOfDoom.from_text("""
       -------------
       | A 2 | B 2 |
    ----------------
    | B 2 | A 2 |
    -------------""")
    value, move, _ = solve(game)
    assert (value, move) == (0.5, PASS)
    # a finished game: its result, no move
    game.play(PASS)
    game.play(PASS)
    assert game.is_over
    assert solve(game) == (0.5, None, 1)


def test_solver_refuses_other_variants_and_stops_at_limits():
    with pytest.raises(ValueError):
        solve(DiceOfDoom(3, version=2, seed=1))
    with pytest.raises(ValueError):
        solve(DiceOfDoom(3, players=3, seed=1))
    with pytest.raises(SolveTimeout):
        solve(DiceOfDoom(4, seed=0), max_positions=70_000)


def test_solver_3x3_is_quick():
    value, move, positions = solve(DiceOfDoom(3, seed=32))
    assert value in (0.0, 0.5, 1.0) and positions > 1000
    assert DiceOfDoom(3, seed=32).is_legal(move)


# -- alpha-beta and expectiminimax --------------------------------------------------------
@pytest.mark.parametrize("seed", range(30))
def test_alphabeta_to_the_end_is_the_exact_solution(seed):
    game = DiceOfDoom(2, seed=seed)
    if game.is_over:
        return
    exact = solve(game).value
    result = AlphaBeta(game.rules, lambda s, p: 0.5).search(game.key(), 60)
    assert result.value == exact and result.complete


@pytest.mark.parametrize("seed", range(36))
def test_alphabeta_equals_minimax_of_the_same_depth(seed):
    rng = random.Random(seed)
    size = rng.choice([2, 3, 3])
    players = rng.choice([2, 2, 3, 4])
    version = 1 + seed % 3
    game = random_position(size, players, version, seed)
    if game.is_over:
        return
    rules, state = game.rules, game.key()
    ev = Evaluator(rules)
    depth = 3
    reference = minimax(rules, state, depth, ev.value)
    for table in (True, False):
        result = AlphaBeta(rules, ev.value, table=table).search(state, depth)
        assert result.value == pytest.approx(reference, abs=1e-12)
    # the Land of Lisp score, which is not in [0, 1]
    score = functools.partial(classic_score, rules)
    cells = rules.cells
    reference = minimax(rules, state, depth, score, end_value=score)
    result = AlphaBeta(rules, score, end_value=score,
                       value_range=(-cells, 2 * cells)).search(state, depth)
    assert result.value == pytest.approx(reference, abs=1e-9)


@pytest.mark.parametrize("seed", range(12))
def test_maxn_with_two_players_is_expectiminimax(seed):
    game = random_position(3, 2, 1 + seed % 3, seed)
    if game.is_over:
        return
    ev = Evaluator(game.rules)
    reference = minimax(game.rules, game.key(), 2, ev.value)
    result = MaxN(game.rules, ev).search(game.key(), 2)
    assert result.value == pytest.approx(reference, abs=1e-12)


def only_attack_position(version: int) -> DiceOfDoom:
    """A (a1 1 die, b1 2 dice) against B (a2, b2, 1 die each): A's only attack is
    b1-b2, 2 dice against 1; won, A ends up with 3 hexes to 1, lost 2 to 2."""
    return DiceOfDoom.from_text("""
       -------------
       | A 1 | A 2 |
    ----------------
    | B 1 | B 1 |
    -------------""", version=version)


@pytest.mark.parametrize("version", [2, 3])
def test_expectiminimax_uses_exact_probabilities(version):
    game = only_attack_position(version)
    assert game.legal_moves() == [Move((0, 1), (1, 1))]
    p = attack_win_probability(2, 1)
    choice = ExpectiminimaxAI(depth=12, time_limit=None).choose_with_info(game)
    if version == 2:
        # won: 3 hexes against 1, nobody can attack any more, A wins; lost: 2 - 2, a draw
        assert choice.value == pytest.approx(float(p * 1 + (1 - p) * Fraction(1, 2)),
                                             abs=1e-12)
    # in every version: the value is p * value(won) + (1 - p) * value(lost)
    rules, state = game.rules, game.key()
    ev = Evaluator(rules)
    won = minimax(rules, rules.attack(state, 1, 3, True), 3, ev.value, root=0)
    lost = minimax(rules, rules.attack(state, 1, 3, False), 3, ev.value, root=0)
    whole = minimax(rules, state, 4, ev.value)
    assert whole == pytest.approx(float(p) * won + float(1 - p) * lost, abs=1e-12)
    assert AlphaBeta(rules, ev.value).search(state, 4).value == pytest.approx(whole, abs=1e-12)


def test_exact_probability_of_the_example():
    # 2d6 against 1d6: the defender's d beats or ties 2d6 in 0+1+3+6+10+15 = 35 of 216
    assert attack_win_probability(2, 1) == Fraction(181, 216)


# -- players -----------------------------------------------------------------------------
def all_players(seed: int) -> list:
    limit = 0.1
    return [RandomPlayer(seed), GreedyPlayer(), ClassicAI(time_limit=limit),
            AlphaBetaAI(time_limit=limit), ExpectiminimaxAI(time_limit=limit),
            MultiPlayerAI(time_limit=limit), MultiPlayerAI(time_limit=limit, mode="paranoid")]


VARIANTS = [(size, players, version) for size in (2, 3, 4, 5, 6) for players in (2, 3, 4)
            for version in (1, 2, 3)]


@pytest.mark.parametrize("size,players,version", VARIANTS)
def test_every_player_returns_a_legal_move_and_leaves_the_game_alone(size, players, version):
    seed = size * 100 + players * 10 + version
    game = random_position(size, players, version, seed)
    if game.is_over:
        return
    before = (game.key(), game.ply, game.history, game.outcomes)
    for player in all_players(seed):
        choice = player.choose_with_info(game)
        assert game.is_legal(choice.move), (player, choice)
        assert choice.move in game.legal_moves()
        assert (game.key(), game.ply, game.history, game.outcomes) == before
        if choice.value is not None:
            assert 0.0 <= choice.value <= 1.0
        assert player.choose(game) in game.legal_moves()
        assert (game.key(), game.ply, game.history, game.outcomes) == before


def test_perfect_player_and_best_player_for():
    game = DiceOfDoom(3, seed=4)
    choice = PerfectPlayer().choose_with_info(game)
    assert choice.value == solve(game).value and game.is_legal(choice.move)
    for size, players, version in [(3, 2, 1), (5, 2, 1), (5, 2, 2), (6, 4, 3), (3, 3, 2)]:
        game = DiceOfDoom(size, players=players, version=version, seed=size + players)
        for strength in STRENGTHS:
            assert game.is_legal(best_player_for(game, strength).choose(game))
    with pytest.raises(ValueError):
        best_player_for(game, "godlike")


def test_seeded_players_repeat_themselves():
    def run(players):
        game = DiceOfDoom(4, players=3, version=2, seed=8)
        return play_game(game, players, max_plies=300).history

    assert run([RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)]) == \
        run([RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)])
    assert run([RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)]) != \
        run([RandomPlayer(4), RandomPlayer(2), RandomPlayer(3)])
    # searches limited by nodes rather than time are deterministic too
    def searchers():
        return [MultiPlayerAI(time_limit=None, max_nodes=300), GreedyPlayer(),
                AlphaBetaAI(depth=2)]
    assert run(searchers()) == run(searchers())


def test_greedy_player():
    # version 2: the best odds first (3 dice against 1 beats 2 against 1)
    game = DiceOfDoom.from_text("""
          -------------------
          | A 3 | B 1 | A 2 |
       ----------------------
       | B 3 | B 3 | B 1 |
    ----------------------
    | B 3 | B 3 | B 3 |
    -------------------""", version=2)
    assert str(GreedyPlayer().choose(game)) == "a1-b1"
    game.play("a1-b1", outcome="win")
    # b1 (now A, 2 dice) and c1 (2) can both take c2 (1): equal odds, reading order
    assert str(GreedyPlayer().choose(game)) == "b1-c2"
    game.play("b1-c2", outcome="lose")
    assert str(GreedyPlayer().choose(game)) == "c1-c2"
    game.play("c1-c2", outcome="lose")
    assert GreedyPlayer().choose(game) == PASS  # no hex with 2 dice left: no attack
    # 3 dice against 3 wins less often than not: after a first attack, pass
    text = """
       -------------
       | A 3 | B 3 |
    ----------------
    | B 3 | B 3 |
    -------------"""
    game = DiceOfDoom.from_text(text, version=2, attacked=True)
    assert GreedyPlayer().choose(game) == PASS
    game = DiceOfDoom.from_text(text, version=2)  # before the first: it must attack
    assert str(GreedyPlayer().choose(game)) == "a1-b1"


def test_classic_ai_is_the_books_minimax():
    """Same move as a plain minimax with the program's order (pass first, attacking
    hexes in reading order, targets up, down, up-left, left, right, down-right), first
    best move kept."""
    for seed in range(40):
        game = random_position(3, 2, 1 + seed % 2, seed)
        if seed >= 25:
            game = DiceOfDoom.from_position(game.owner, game.dice, game.to_move,
                                            version=game.version, ending="no_attack",
                                            attacked=game.attacked, captured=game.captured)
        if game.is_over:
            continue
        rules, state = game.rules, game.key()
        score = functools.partial(classic_score, rules)
        actions = lisp_order(rules, state)
        assert sorted(actions, key=str) == sorted(root_actions(rules, state), key=str)
        best, best_action = None, None
        for action in actions:
            if action is None:
                children = [(1.0, rules.end_turn(state))]
            else:
                p = float(rules.win_probability(state, *action))
                children = [(p, rules.attack(state, *action, True))]
                if p < 1:
                    children.append((1 - p, rules.attack(state, *action, False)))
            v = sum(q * minimax(rules, c, 3, score, root=state[2], end_value=score)
                    for q, c in children)
            if best is None or v > best + 1e-12:
                best, best_action = v, action
        move = ClassicAI().choose(game)
        expected = PASS if best_action is None else Move(game.board.hexes[best_action[0]],
                                                         game.board.hexes[best_action[1]])
        assert move == expected


def classic_values(game: DiceOfDoom, depth: int = 4) -> dict:
    """The book's minimax value of every root move (``(i, j)`` or None for the pass)."""
    rules, state = game.rules, game.key()
    score = functools.partial(classic_score, rules)
    return {a: minimax(rules, rules.end_turn(state) if a is None else rules.attack(state, *a),
                       depth - 1, score, root=state[2], end_value=score)
            for a in root_actions(rules, state)}


@pytest.mark.parametrize("text,to_move,attacked,tied,chosen", [
    # c3 (3 dice) may take c2 (up) or b2 (up-left), equally good: up comes first
    ("""      -------------------
          | B 1 | B 1 | B 3 |
       ----------------------
       | B 3 | B 1 | B 2 |
    ----------------------
    | B 3 | A 1 | A 3 |
    -------------------""", 0, False, {"c3-c2", "c3-b2"}, "c3-c2"),
    # b1 (3 dice) may take b2 (down) or a1 (left), equally good: down comes first
    ("""      -------------------
          | B 1 | A 3 | B 3 |
       ----------------------
       | A 1 | B 1 | A 1 |
    ----------------------
    | A 2 | B 2 | B 3 |
    -------------------""", 0, False, {"b1-b2", "b1-a1"}, "b1-b2"),
    # B (to move) on b2 may take a1 (up-left) or b3 (down): down comes first
    ("""      -------------------
          | A 1 | A 3 | A 3 |
       ----------------------
       | A 3 | B 2 | A 3 |
    ----------------------
    | A 3 | A 1 | A 3 |
    -------------------""", 1, False, {"b2-a1", "b2-b3"}, "b2-b3"),
])
def test_classic_ai_breaks_ties_as_land_of_lisp(text, to_move, attacked, tied, chosen):
    for ending in ("no_attack", "all_pass"):
        game = DiceOfDoom.from_text(text, to_move, attacked=attacked, ending=ending)
        values = classic_values(game)
        best = max(values.values())
        names = {str(Move(game.board.hexes[a[0]], game.board.hexes[a[1]])) if a else "pass"
                 for a, v in values.items() if v == best}
        if ending == "no_attack":
            assert names == tied
        if names == tied:
            assert str(ClassicAI().choose(game)) == chosen


def test_classic_ai_prefers_the_pass_among_equal_moves():
    # after an attack, passing is as good as anything: the program tries the pass first
    game = DiceOfDoom.from_text("""
          -------------------
          | B 1 | A 1 | A 3 |
       ----------------------
       | B 3 | A 3 | A 1 |
    ----------------------
    | B 2 | A 3 | A 1 |
    -------------------""", attacked=True, ending="no_attack")
    values = classic_values(game)
    assert values[None] == max(values.values()) and len(values) > 1
    assert ClassicAI().choose(game) == PASS


def test_lisp_neighbour_order_is_the_programs():
    """Land of Lisp's neighbours of board position p (N per row): p - N, p + N, then
    unless p is in the first column p - N - 1 and p - 1, unless in the last p + 1 and
    p + N + 1 - in (row, col): up, down, up-left, left, right, down-right."""
    n = 4
    p = 1 * n + 1  # (1, 1)
    lisp = [p - n, p + n, p - n - 1, p - 1, p + 1, p + n + 1]
    assert [(q // n - 1, q % n - 1) for q in lisp] == list(LISP_NEIGHBOUR_ORDER)
    game = DiceOfDoom.from_text("""
             -------------------------
             | B 1 | B 1 | B 1 | A 1 |
          ----------------------------
          | B 1 | A 3 | B 1 | A 1 |
       ----------------------------
       | A 1 | B 1 | B 1 | A 1 |
    ----------------------------
    | A 1 | A 1 | A 1 | A 1 |
    -------------------------""")
    order = [(game.board.hexes[j]) for _, j in lisp_order(game.rules, game.key())]
    assert order == [(0, 1), (2, 1), (0, 0), (1, 0), (1, 2), (2, 2)]


def test_end_utilities_and_play_game():
    game = DiceOfDoom(3, seed=2)
    play_game(game, [GreedyPlayer(), RandomPlayer(0)])
    assert game.is_over
    u = end_utilities(game.rules, game.key()[0])
    assert sum(u) == pytest.approx(1.0) and all(u[p] > 0 for p in game.winners)
    with pytest.raises(ValueError):
        GreedyPlayer().choose(game)
    with pytest.raises(ValueError):
        play_game(DiceOfDoom(3, seed=2), [GreedyPlayer()])


def test_time_limit_is_kept():
    game = DiceOfDoom(10, players=4, max_dice=5, version=3, seed=3)
    choice = MultiPlayerAI(time_limit=0.3).choose_with_info(game)
    assert choice.seconds < 0.6 and game.is_legal(choice.move) and choice.depth >= 1


AI_MODULES = ["ringworld_nb.dice.ai.players", "ringworld_nb.dice.ai.evaluation",
              "ringworld_nb.dice.ai.exact", "ringworld_nb.dice.ai.search",
              "ringworld_nb.dice.ai.multi", "ringworld_nb.dice.ai.tune"]


def test_ai_imports_no_drawing_or_widgets():
    code = ("import sys, " + ", ".join(AI_MODULES) + "; "
            "print(sorted(m for m in ('matplotlib', 'ipywidgets') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"
