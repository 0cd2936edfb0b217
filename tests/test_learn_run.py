"""A try at a level move by move (``Level.begin()`` -> ``Run``) and ``Level.judge``: the
steps, the stars, hints, retry, "Show me", and the errors for what is no move at all."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ringworld_nb.core.errors import ArgumentError, IllegalMoveError, NotationError
from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.levels import CHAIN
from ringworld_nb.learn import Level, level, levels, stars
from ringworld_nb.learn.run import reachable
from ringworld_nb.renaissance.cells import parse_cell
from ringworld_nb.ringworld import RingWorld


def owns_b1_and_c1(game, played) -> bool:
    return all(int(game.owner[game.board.parse(n)]) == 0 for n in ("b1", "c1"))


#: The chain level with one move of slack: a detour costs a star, not the level.
SLACK = Level(game="dice", key="slack", name="Slack", section="2.2",
              goal="Take b1 and c1.", rule="Attack again (rule book §2.2).",
              build=lambda: DiceOfDoom.from_text(CHAIN), solution=("a1-b1", "b1-c1"),
              reached=owns_b1_and_c1, hints=("From a1.", "Then from b1."), slack=1)


def test_the_stars_rule() -> None:
    assert [stars(2, n) for n in (2, 3, 4, 9)] == [3, 2, 1, 1]
    assert [stars(1, 1, hints=h) for h in (0, 1, 2, 3)] == [3, 2, 1, 1]
    assert stars(3, 3, shown=True) == 1


def test_a_move_over_par_costs_a_star_and_a_hint_one_more() -> None:
    run = SLACK.begin()
    assert run.play("b2-b3").kind == "continue"  # a detour: c1 can still be taken
    assert run.next_hint() == "From a1." and run.hints_used == 1
    assert run.play("a1-b1").kind == "continue"
    step = run.play("b1-c1")
    assert step.kind == "done" and step.stars == 1 and run.moves == 3
    assert SLACK.judge(["b2-b3", "a1-b1", "b1-c1"]).stars == 2
    assert SLACK.judge(["a1-b1", "b1-c1"]).stars == 3
    # within par + slack only: a second detour is wrong
    verdict = SLACK.judge(["b2-b3", "b2-c3"])
    assert verdict.mistake is not None and verdict.mistake.index == 1


def test_hints_come_in_order_then_none() -> None:
    run = level("ringworld", "birth2").begin()
    hints = [run.next_hint() for _ in range(4)]
    assert hints[:3] == list(run.level.hints) and hints[3] is None
    assert run.hints_used == 3
    run.play("02@7")
    assert run.stars == 1


def test_a_wrong_move_costs_a_star_and_the_game_is_back() -> None:
    run = level("ringworld", "birth2").begin()
    game = run.game
    step = run.play("02@0")
    assert step.kind == "wrong" and run.game is game and run.tries == 1
    assert step.after.rings(1).tolist() != game.rings(1).tolist()
    assert step.played[0].text == "02@0" and not step.replies
    assert "01" in step.caused or "02" in step.caused
    done = run.play("02@7")
    assert done.kind == "done" and done.stars == 2 == stars(1, 1, wrong=1)
    assert done.stars_why == "A star less for each wrong try: 1 wrong try. Retry for 3 stars."


def test_a_move_the_engine_refuses_costs_a_star_too() -> None:
    run = level("ringworld", "placement").begin()
    assert run.play("11@0").kind == "wrong"  # 11 is below a closed position
    assert run.play("11@0").kind == "wrong"
    assert run.play(run.level.solution[0]).stars == 1


def test_a_continue_step_names_the_opponents_reply() -> None:
    run = level("renaissance", "markers").begin()
    step = run.play("c5")
    assert step.kind == "continue" and step.message == "Right. Silver replies e3."
    assert [p.text for p in step.replies] == ["e3"] and run.game.to_move == "gold"
    assert [p.text for p in step.played] == ["c5", "e3"]
    # the UI animates from ``before``: replaying the moves gives the game as it stands
    replay = step.before.clone()
    for played in step.played:
        replay.play(played.move)
    assert replay.key() == run.game.key()


def test_the_punishing_reply_is_shown_after_a_wrong_move() -> None:
    run = level("renaissance", "tie").begin()
    step = run.play("c3")
    assert step.kind == "wrong" and [p.text for p in step.replies] == ["d5"]
    # the ring is on the learner's wrong move, not on d5, where the answer goes
    assert "Gold takes the D" in step.caused and step.where == parse_cell("c3")
    assert run.game.to_move == "silver" and not step.after.pieces().get(1)


def test_retry_starts_again_and_keeps_the_hints() -> None:
    run = level("renaissance", "markers").begin()
    run.play("c5")
    run.next_hint()
    run.retry()
    assert run.moves == 0 and not run.done and not run.played and run.hints_used == 1
    assert run.game.key() == run.level.start().key()
    for move in run.level.solution:
        step = run.play(move)
    assert step.kind == "done" and step.stars == 2


def test_show_me_gives_the_solution_and_one_star() -> None:
    lv = level("dice", "four")
    run = lv.begin()
    moves = run.solution_moves()
    assert [str(m) for m in moves] == list(lv.solution) and run.shown
    for move in moves:
        step = run.play(move)
    assert step.kind == "done" and step.stars == 1


def test_after_the_goal_no_move_is_taken() -> None:
    run = level("dice", "attack").begin()
    run.play("a1-b1")
    with pytest.raises(IllegalMoveError, match="is reached"):
        run.play("c2-c1")
    with pytest.raises(ArgumentError, match="reached after move 1"):
        run.level.judge(["a1-b1", "c2-c1"])


def test_an_unfinished_try_is_not_a_mistake() -> None:
    verdict = level("dice", "chain").judge(["a1-b1"])
    assert not verdict.reached and verdict.mistake is None and verdict.moves == 1


@pytest.mark.parametrize("moves, error", [
    ("02@0", TypeError), (5, TypeError), (None, TypeError), ({"02@0"}, TypeError),
    (["zz"], NotationError), ([""], NotationError), ([3.5], IllegalMoveError),
    ([(1.5, None)], IllegalMoveError),
])
def test_judge_refuses_what_is_no_move_with_the_projects_errors(moves, error) -> None:
    with pytest.raises(error):
        level("ringworld", "birth2").judge(moves)


@pytest.mark.parametrize("game, move, error", [
    ("dice", "a1-", NotationError), ("dice", ("x", 1), IllegalMoveError),
    ("dice", 7, IllegalMoveError), ("renaissance", "zz9", NotationError),
    ("renaissance", 42, IllegalMoveError), ("renaissance", "T9:a1,a2", NotationError),
])
def test_junk_moves_in_the_other_games(game, move, error) -> None:
    lv = levels(game)[0]
    with pytest.raises(error):
        lv.judge([move])
    run = lv.begin()
    with pytest.raises(error):
        run.play(move)
    assert run.moves == 0 and not run.tries


def test_a_level_must_name_its_section_and_game() -> None:
    fields = dict(key="k", name="n", goal="g.", build=lambda: RingWorld(3),
                  solution=("00@0",), reached=lambda g, p: True, hints=("a.", "b."))
    with pytest.raises(ArgumentError, match="game must be one of"):
        Level(game="chess", section="1.3", rule="(rule book §1.3)", **fields)
    with pytest.raises(ArgumentError, match="must name its section"):
        Level(game="ringworld", section="1.3", rule="(rule book §1.4)", **fields)
    with pytest.raises(ArgumentError, match="no solution"):
        Level(game="ringworld", section="1.3", rule="§1.3", **{**fields, "solution": ()})


def test_reachable_searches_the_learners_moves_only() -> None:
    lv = level("dice", "chain")
    game = lv.start()
    assert reachable(lv, game, 0, [], 0, 2) and not reachable(lv, game, 0, [], 0, 1)
    assert not reachable(lv, game, 1, [], 0, 2)  # it is A's move, not B's
    assert game.key() == lv.start().key()


def test_the_learn_room_draws_nothing() -> None:
    code = ("import sys\n"
            "from ringworld_nb.learn import levels, Progress\n"
            "for game in ('ringworld', 'dice', 'renaissance'):\n"
            "    for lv in levels(game):\n"
            "        lv.judge(list(lv.solution))\n"
            "bad = [m for m in sys.modules if m.split('.')[0] in ('matplotlib', 'ipywidgets')]\n"
            "assert not bad, bad\n")
    subprocess.run([sys.executable, "-c", code], check=True)
