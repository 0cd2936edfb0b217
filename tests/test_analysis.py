"""The review of a game (ringworld_nb.analysis, issue 19): planted blunders are found,
labels and accuracy follow lichess's numbers, analyses travel with records, bad input is
refused with the project's errors, and the work can be sliced and stopped."""

from __future__ import annotations

import copy
import math

import pytest

from ringworld_nb.analysis import (
    LICHESS,
    Analysis,
    Review,
    Thresholds,
    analyse,
    analysing,
    better_move,
    label_for,
    move_accuracy,
    position_before,
)
from ringworld_nb.analysis.mcts_judge import TreeJudge
from ringworld_nb.analysis.settings import Settings, position_seed
from ringworld_nb.core.errors import ArgumentError, IllegalMoveError, RecordError
from ringworld_nb.core.players import make_player, play_game
from ringworld_nb.core.record import Record
from ringworld_nb.core.slices import finish
from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.ai.evaluation import Evaluator
from ringworld_nb.dice.ai.exact import solve
from ringworld_nb.dice.ai.multi import MaxN
from ringworld_nb.dice.judge import DiceJudge
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.ringworld import RingWorld

#: An L3 position, Red to move: 50@5 takes the top position at once (the only move that
#: does); 50@3 and eleven other moves let Blue take it with 03@1. (Found by a search of
#: boards built from the lesson "taking the top ring" with blue rings added.)
TOP_RING_POSITION = [("0", 1), ("1", 1), ("2", 1), ("3", 1), ("40", 1), ("41", 1),
                     ("42", 1), ("43", 1), ("6", 2), ("7", 2), ("47", 2), ("14", 2),
                     ("37", 2), ("21", 2), ("45", 2)]


def planted_ringworld_record() -> Record:
    game = RingWorld.from_positions(TOP_RING_POSITION, order=3)
    game.play("50@3")  # the blunder: Red could have won with 50@5
    game.play("03@1")  # Blue takes the top
    assert game.winner == 2
    return game.record()


def test_a_planted_ring_world_blunder_is_found_and_the_win_named():
    record = Record.from_json(planted_ringworld_record().to_json())
    analysis = analyse(record, simulations=200)
    first, second = analysis.reviews
    assert (first.mover, first.played, first.label) == (1, "50@3", "blunder")
    assert first.win_before == first.best_win == 1.0 and first.win_after == 0.0
    assert first.loss == 100.0
    start = position_before(record, 0)
    start.play(first.best)
    assert start.winner == 1  # the best move named takes the top ring
    assert (second.mover, second.label) == (2, "best")
    assert [r.index for r in analysis.mistakes(at_least="blunder")] == [0]
    assert analysis.accuracy[1] == 0.0 and analysis.accuracy[2] > 99.9


def planted_dice_game() -> tuple[DiceOfDoom, int]:
    """A 3 x 3 game of perfect play but one move: after b2-b3 and pass, B has a won
    game (the exact solver's value 1) and plays b1-c2, after which B loses whatever
    it does; then both play perfectly to the end."""
    game = DiceOfDoom(3, seed=1)
    for text in ("b2-b3", "pass"):
        game.play(text)
    assert solve(game).value == 1.0
    blunder = len(game.history)
    game.play("b1-c2")
    assert game.to_move == 1 and solve(game).value == 0.0
    perfect = make_player(game, "exact")
    play_game(game, [perfect, perfect])
    return game, blunder


def test_a_planted_dice_blunder_is_found_and_a_winning_move_named():
    game, blunder = planted_dice_game()
    analysis = analyse(game)
    assert analysis.complete and len(analysis.reviews) == len(game.history)
    review = analysis.reviews[blunder]
    assert (review.mover, review.played, review.label) == (1, "b1-c2", "blunder")
    assert (review.best_win, review.win_after, review.loss) == (1.0, 0.0, 100.0)
    before = position_before(game, blunder)
    before.play(review.best)
    # the move named keeps the win: still B's turn and won, or A's turn and lost for A
    value = solve(before).value if not before.is_over else float(before.winner == 1)
    assert (value if before.to_move == 1 else 1.0 - value) == 1.0
    others = [r for r in analysis.reviews if r.index != blunder]
    assert all(r.loss == 0.0 and r.label == "best" for r in others)


# -- labels and accuracy, on constructed numbers ---------------------------------------
@pytest.mark.parametrize(("loss", "label"), [
    (0.0, "best"), (0.1, "good"), (4.99, "good"), (5.0, "inaccuracy"), (9.99, "inaccuracy"),
    (10.0, "mistake"), (14.99, "mistake"), (15.0, "blunder"), (100.0, "blunder")])
def test_lichess_thresholds_label_a_loss(loss, label):
    assert label_for(loss) == label == LICHESS.label(loss)


def test_labels_follow_other_thresholds_and_bad_ones_are_refused():
    strict = Thresholds(inaccuracy=2, mistake=4, blunder=8, best=0.5)
    assert [strict.label(x) for x in (0.4, 1, 3, 5, 9)] == [
        "best", "good", "inaccuracy", "mistake", "blunder"]
    review = Review(0, 1, "a", "b", 0.8, 0.74, 0.8)  # loses 6 points
    assert review.label == "inaccuracy" and review.relabelled(strict).label == "mistake"
    with pytest.raises(ArgumentError, match="thresholds must grow"):
        Thresholds(inaccuracy=10, mistake=5)
    with pytest.raises(TypeError):
        Thresholds(blunder="15")  # type: ignore[arg-type]


def test_loss_is_win_points_below_the_best_never_negative():
    assert Review(0, 1, "a", "b", 0.7, 0.45, 0.7).loss == pytest.approx(25.0)
    assert Review(0, 1, "a", "b", 0.7, 0.75, 0.7).loss == 0.0  # valued above the best


def test_accuracy_is_lichess_formula_averaged_per_player_forced_moves_left_out():
    for loss in (0.0, 3.0, 12.5, 40.0, 100.0):
        expected = min(100.0, max(0.0, 103.1668 * math.exp(-0.04354 * loss) - 3.1669))
        assert move_accuracy(loss) == pytest.approx(expected)
    reviews = [Review(0, 1, "a", "a", 0.5, 0.5, 0.5),             # loss 0
               Review(1, 2, "b", "c", 0.6, 0.4, 0.6),             # loss 20
               Review(2, 1, "d", "e", 0.9, 0.6, 0.9),             # loss 30
               Review(3, 2, "f", "f", 0.3, 0.3, 0.3, forced=True)]
    analysis = Analysis("ringworld", (1, 2), reviews, moves=4)
    assert analysis.accuracy[1] == pytest.approx((move_accuracy(0) + move_accuracy(30)) / 2)
    assert analysis.accuracy[2] == pytest.approx(move_accuracy(20))


def test_mistakes_and_the_next_and_previous_mistake():
    losses = [0, 6, 0, 12, 20, 1]
    reviews = [Review(i, 1 + i % 2, f"m{i}", "b", 0.9, 0.9 - x / 100, 0.9)
               for i, x in enumerate(losses)]
    analysis = Analysis("ringworld", (1, 2), reviews, moves=6)
    assert [r.index for r in analysis.mistakes()] == [1, 3, 4]
    assert [r.index for r in analysis.mistakes(player=2)] == [1, 3]
    assert [r.index for r in analysis.mistakes(at_least="mistake")] == [3, 4]
    assert analysis.next_mistake(-1).index == 1
    assert analysis.next_mistake(1).index == 3 and analysis.next_mistake(4) is None
    assert analysis.previous_mistake(4).index == 3 and analysis.previous_mistake(1) is None
    assert analysis.series(1)[:2] == [0.9, pytest.approx(0.16)]
    rows = analysis.table()
    assert rows[4] == {"move": 5, "mover": 1, "played": "m4", "best": "b",
                       "win_before": 90.0, "win_after": 70.0, "best_win": 90.0,
                       "loss": 20.0, "label": "blunder"}


# -- saved with the record ---------------------------------------------------------
def small_ringworld_game() -> RingWorld:
    game = RingWorld(3)
    play_game(game, {1: make_player(game, "greedy", seed=3),
                     2: make_player(game, "mcts:50", seed=3)}, max_plies=8)
    return game


def test_an_analysis_travels_with_its_record_file(tmp_path):
    game = small_ringworld_game()
    analysis = analyse(game, simulations=60)
    record = analysis.annotate(game.record())
    path = tmp_path / "game.json"
    record.save(path)
    loaded = Record.load(path)
    assert loaded.version == 2
    again = Analysis.from_record(loaded)
    assert again == analysis and again.accuracy == analysis.accuracy
    # the game loaded from the file keeps it in its own record
    assert Analysis.from_record(RingWorld.from_record(loaded).record()) == analysis
    assert Analysis.from_record(game.record()) is None


def test_the_analysis_of_another_game_is_not_put_into_or_taken_from_a_record():
    analysis = analyse(small_ringworld_game(), simulations=60)
    other = RingWorld(3)
    other.play("00@0")
    with pytest.raises(RecordError, match="another game"):
        analysis.annotate(other.record())
    record = other.record()
    record.annotations = {"analysis": analysis.to_dict()}
    with pytest.raises(RecordError, match="another game"):
        Analysis.from_record(record)


def _damaged(change):
    review = Review(0, 1, "00@0", "05@0", 0.6, 0.5, 0.6)
    data = Analysis("ringworld", (1, 2), [review], moves=1, digest="x").to_dict()
    change(data)
    return data


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d.update(format="other"), "not an analysis"),
    (lambda d: d.update(version=7), "version 7"),
    (lambda d: d.pop("reviews"), "lacks the field"),
    (lambda d: d.update(extra=1), "unknown field"),
    (lambda d: d.update(players=[1]), "2 to 4 players"),
    (lambda d: d.update(moves=0), "1 reviews for a game of 0 moves"),
    (lambda d: d["reviews"][0].update(win_after=1.5), "move 1: 'win_after' must be a win"),
    (lambda d: d["reviews"][0].update(win_before="high"), "'win_before' must be a win"),
    (lambda d: d["reviews"][0].update(label="best"), "label 'best' does not follow"),
    (lambda d: d["reviews"][0].update(loss=3.0), "loss 3.0 does not follow"),
    (lambda d: d["reviews"][0].update(mover=3), "mover 3 is not one of the players"),
    (lambda d: d["reviews"][0].update(index=4), "'index' is 4"),
    (lambda d: d["reviews"][0].update(low=0.55, high=0.9), "does not hold"),
    (lambda d: d["reviews"][0].update(played=""), "'played' must be a move"),
    (lambda d: d["reviews"][0].update(alternatives=[["a", 2.0, 1]]), "win chance"),
    (lambda d: d["thresholds"].update(blunder=1.0), "thresholds"),
    (lambda d: d.update(reviews="none"), "'reviews' must be a list"),
    (lambda d: d["settings"].update(strength="expert"), "settings: strength must be one"),
    (lambda d: d.update(settings=[]), "settings must be an object"),
])
def test_damaged_analysis_data_is_refused_naming_the_problem(change, words):
    with pytest.raises(RecordError, match=words):
        Analysis.from_dict(_damaged(change))


def test_an_analysis_round_trips_through_json_data():
    game, _ = planted_dice_game()
    analysis = analyse(game)
    assert Analysis.from_dict(copy.deepcopy(analysis.to_dict())) == analysis
    strict = analysis.relabel(Thresholds(1, 2, 3))
    assert Analysis.from_dict(strict.to_dict()) == strict


# -- bad input --------------------------------------------------------------------
def test_a_record_of_another_game_is_refused():
    record = planted_ringworld_record()
    with pytest.raises(RecordError, match="record of 'ringworld', not of Dice of Doom"):
        analyse(record, game="dice")
    with pytest.raises(RecordError, match="not a game of this package"):
        analyse(Record("chess", moves=["e4"]))
    with pytest.raises(TypeError, match="analyse a game of this package or a Record"):
        analyse("50@3")


def test_a_record_with_an_illegal_move_is_refused_and_left_as_it_was():
    record = planted_ringworld_record()
    record.moves[1] = "14@1"  # 14 holds a ring: not a legal placement
    record.result = None
    kept = copy.deepcopy(record)
    with pytest.raises(RecordError, match="move 2 .'14@1'."):
        analyse(record, simulations=50)
    assert record == kept
    damaged = copy.deepcopy(kept)
    damaged.options = {"order": 3, "start": "nowhere"}
    with pytest.raises(RecordError):
        analysing(damaged)


def test_analysing_a_game_leaves_it_unchanged():
    game = small_ringworld_game()
    before = game.record().to_json()
    analyse(game, simulations=40)
    assert game.record().to_json() == before


# -- the three games ----------------------------------------------------------------
def test_a_renaissance_game_is_analysed():
    game = Renaissance(seed=3)
    greedy = make_player(game, "greedy", seed=1)
    play_game(game, {"silver": greedy, "gold": greedy}, max_plies=6)
    analysis = analyse(game, simulations=40)
    assert [r.mover for r in analysis.reviews] == _movers(game)
    assert analysis.complete and set(analysis.accuracy) == {"silver", "gold"}
    for review in analysis.reviews:
        assert 0.0 <= review.win_after <= 1.0 and 0.0 <= review.win_before <= 1.0
        assert review.label in ("best", "good", "inaccuracy", "mistake", "blunder")
        assert review.low is not None and review.low <= review.win_after <= review.high


def _movers(game):
    walk = position_before(game, 0)
    out = []
    for move in game.history:
        out.append(walk.to_move)
        walk.play(move)
    return out


#: Dice of Doom 3 x 3, version 2 (rolled attacks), seed 0, after these moves: B to move,
#: and c1-b1 (5 in 6 to win the roll) is the search's best move.
ROLLED = ["c2-b1 win 561:25", "pass", "c1-c2 win 463:1", "a1-a2 win 632:41", "pass",
          "b1-a1 lose 125:62", "a3-a2 win 316:34", "pass", "a1-b1 win 35:15", "pass",
          "b2-b1 win 16:3", "pass"]


def rolled_game() -> DiceOfDoom:
    game = DiceOfDoom(3, version=2, seed=0)
    for text in ROLLED:
        game.play(text)
    return game


def test_a_lost_roll_is_not_a_mistake_the_decision_is_judged():
    game = rolled_game()
    game.play("c1-b1", outcome="lose")
    game.play("pass")
    analysis = analyse(game)
    attack, after = analysis.reviews[len(ROLLED)], analysis.reviews[len(ROLLED) + 1]
    assert (attack.played, attack.best, attack.label, attack.loss) == (
        "c1-b1", "c1-b1", "best", 0.0)
    # the roll was lost: B's chances after it are lower than the attack's expectation
    assert after.mover == 1 and after.win_before < attack.win_after


def test_a_rolled_attack_is_worth_its_expectation_whatever_the_dice_did():
    verdicts = []
    for outcome in ("win", "lose"):
        game = rolled_game()
        game.play("a1-a2", outcome=outcome)  # 44 % to win; the best move is c1-b1
        verdicts.append(analyse(game).reviews[-1])
    won, lost = verdicts
    assert won.win_after == lost.win_after and won.loss == lost.loss > 0.0
    assert won.best == "c1-b1" and won.win_after < won.best_win


def test_a_three_player_dice_game_is_judged_per_seat():
    game = DiceOfDoom(3, players=3, seed=5)
    greedy = make_player(game, "greedy")
    play_game(game, [greedy] * 3, max_plies=12)
    analysis = analyse(game)
    assert set(analysis.accuracy) == {0, 1, 2}
    assert {r.mover for r in analysis.reviews} == {0, 1, 2}
    assert DiceJudge(game, Settings()).mode == "maxn"
    for review in analysis.reviews[:4]:
        # each mover's own win chance: the max-n value of the position for that seat
        before = position_before(game, review.index)
        assert before.to_move == review.mover
        value = MaxN(before.rules, Evaluator(before.rules), beam=6).search(before.key(), 1)
        assert review.win_before == pytest.approx(value.value)


# -- slices, stop, progress ---------------------------------------------------------
def test_a_sliced_analysis_equals_analyse():
    game = small_ringworld_game()
    worker = analysing(game, simulations=60, seed=7)
    assert worker.progress == (0, worker.total) and not worker.done
    steps, partials = 0, []
    while not worker.step(0.001):
        steps += 1
        partials.append(worker.result())
    assert steps > 3 and worker.progress == (worker.total, worker.total)
    whole = analyse(game, simulations=60, seed=7)
    assert worker.result() == whole
    for partial in partials:  # each slice's result: the reviews so far
        assert partial.reviews == whole.reviews[:len(partial.reviews)]


def test_stop_keeps_the_moves_reviewed_so_far():
    game = small_ringworld_game()
    full = analyse(game, simulations=60)
    worker = analysing(game, simulations=60)
    while len(worker.result().reviews) < 3:
        worker.step(0.002)
    worker.stop()
    assert worker.done and worker.stopped and worker.step(1.0)
    partial = worker.result()
    assert not partial.complete and 3 <= len(partial.reviews) < len(full.reviews)
    assert partial.reviews == full.reviews[:len(partial.reviews)]
    asked = analyse(game, simulations=60, stop=lambda: True, slice_seconds=0.001)
    assert not asked.complete
    assert asked.reviews == full.reviews[:len(asked.reviews)]


def test_progress_is_reported_to_the_end():
    seen = []
    game, _ = planted_dice_game()
    analyse(game, progress=lambda done, total: seen.append((done, total)))
    total = len(game.history)
    assert seen[-1] == (total, total) and seen == sorted(seen)


def test_the_same_seed_gives_the_same_analysis():
    game = small_ringworld_game()
    assert analyse(game, simulations=50, seed=2) == analyse(game, simulations=50, seed=2)


# -- learn from your mistakes ------------------------------------------------------
def test_a_better_move_is_one_within_the_margin_of_the_best():
    record = planted_ringworld_record()
    analysis = analyse(record, simulations=200)
    position = position_before(record, 0)
    win = better_move(analysis, position, "50@5")
    assert win.ok and win.win == 1.0 and win.loss == 0.0
    again = better_move(analysis, position, position.parse("50@3"))
    assert not again.ok and again.loss == 100.0
    other = better_move(analysis, position, "57@3")  # another move that gives Blue the top
    assert not other.ok and other.win == 0.0
    assert better_move(analysis.reviews[0], position, "57@3", margin=100.0).ok
    with pytest.raises(IllegalMoveError):
        better_move(analysis, position, "pass")
    with pytest.raises(ArgumentError, match="not at the position before move 1"):
        better_move(analysis, position_before(record, 1), "03@1", index=0)


def test_a_game_and_its_record_give_the_same_analysis_and_an_empty_game_none():
    game, _ = planted_dice_game()
    assert analyse(game) == analyse(game.record()) == analyse(Record.from_json(
        game.record().to_json()), game="dice")
    empty = analyse(RingWorld(3))
    assert empty.reviews == [] and empty.complete and empty.accuracy == {1: None, 2: None}
    with pytest.raises(ArgumentError, match="index"):
        position_before(game, len(game.history) + 1)


def test_the_tree_search_line_runs_on_and_best_and_played_are_valued_alike():
    game = small_ringworld_game()
    analysis = analyse(game, simulations=80)
    for review, following in zip(analysis.reviews, analysis.reviews[1:]):
        # the graph's line: the next mover's chance before is this mover's after, turned
        assert following.win_before == pytest.approx(1.0 - review.win_after)
    for review in analysis.reviews:
        assert review.loss == pytest.approx(max(0.0, 100 * (review.best_win - review.win_after)))
        if review.is_best:
            assert review.best_win == review.win_after and review.loss == 0.0
        # the best move's value is the search of the position after it (with the seed
        # of the next position), as for the move played
        position = position_before(game, review.index)
        position.play(review.best)
        seed = position_seed(0, review.index + 1)
        after = finish(TreeJudge(80).valuing(position, seed))
        assert review.best_win == pytest.approx(1.0 - after.value)
    assert any(not r.is_best for r in analysis.reviews)


def test_a_root_with_a_single_candidate_is_valued_whatever_the_slices(monkeypatch):
    """Renaissance's search never offers to end Phase 1 while there is something to
    play for: at move 98 of this game its root has one candidate (pass), where the
    search stops after one slice of the clock; the value must not depend on it."""
    from ringworld_nb.analysis import mcts_judge

    game = Renaissance(4)
    play_game(game, {"silver": make_player(game, "greedy", seed=4),
                     "gold": make_player(game, "mcts:100", seed=4)})
    position = position_before(game, 97)
    assert sorted(map(str, position.legal_moves())) == ["offer", "pass"]
    found = []
    for slice_seconds in (0.0002, 0.5):
        monkeypatch.setattr(mcts_judge, "SLICE", slice_seconds)
        judge = TreeJudge(300)
        found.append((finish(judge.valuing(position, 5)),
                      finish(judge.judging(position, position.parse("offer"), 5, 6))))
    assert found[0] == found[1]
    assert found[0][1].best == "pass" and found[0][1].value == found[0][1].best_value


def test_the_printed_analysis_names_the_players_as_the_game_does():
    """``print(analyse(...))``: the mover and the accuracies by the players' names (a
    contributor saw the seats' ids), the id itself for a game not installed here."""
    reviews = [Review(0, 1, "00@0", "47@4", 0.6, 0.3, 0.6)]
    text = Analysis("ringworld", (1, 2), reviews, moves=1).text()
    assert text.splitlines()[1].split()[1] == "Red"
    assert text.splitlines()[-1] == "accuracy: Red 24.8%, Blue -"
    stranger = Analysis("no-such-game", (1, 2), reviews, moves=1).text()
    assert stranger.splitlines()[-1] == "accuracy: 1 24.8%, 2 -"
