"""Every level against the engines: its start is what it claims, its solution reaches its
goal (through ``judge`` and through a run move by move), a wrong legal move gets the
level's rule with its section and what the move caused, and an illegal one the engine's
reason with its section - and in both cases the game is put back."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from ringworld_nb.dice.hexboard import parse_hex
from ringworld_nb.learn import Level, levels, rule_words
from ringworld_nb.renaissance.cells import CELLS
from ringworld_nb.ringworld import BLUE, EMPTY, RED, Move, RingWorld

ALL = [lv for game in ("ringworld", "dice", "renaissance") for lv in levels(game)]
IDS = [f"{lv.game}/{lv.key}" for lv in ALL]


def snapshot(game: Any) -> Any:
    """What a game is, to tell whether it changed."""
    if isinstance(game, RingWorld):
        return (tuple(tuple(a.tolist()) for a in game.all_rings().values()), game.to_move,
                game.history)
    return game.key(), game.history


def is_quiet(game: RingWorld) -> bool:
    """Nothing waits for the automaton: no empty position with 2 neighbours of one
    colour, no group without an empty neighbour, no position whose children hold 5 of a
    colour it does not have (the rules of docs/rules.md §1.4, written again here)."""
    board = game.board
    for level in range(1, board.order):
        rings = game.rings(level)
        for i in range(board.count(level)):
            around = [rings[j] for j in board.neighbors(level, i)]
            if rings[i] == EMPTY and (around.count(RED) >= 2 or around.count(BLUE) >= 2):
                return False
        seen: set[int] = set()
        for i in range(board.count(level)):
            if rings[i] == EMPTY or i in seen:
                continue
            todo, group, free = [i], {i}, False
            while todo:
                for j in board.neighbors(level, todo.pop()):
                    if rings[j] == EMPTY:
                        free = True
                    elif rings[j] == rings[i] and j not in group:
                        group.add(j)
                        todo.append(j)
            seen |= group
            if not free:
                return False
        above = game.rings(level + 1)
        for p in range(board.count(level + 1)):
            kids = [rings[c] for c in board.children(level + 1, p)]
            if any(kids.count(c) >= 5 and above[p] != c for c in (RED, BLUE)):
                return False
    return True


def valid_mark(level: Level, game: Any, where: Any) -> bool:
    """Whether ``where`` names a place of ``game``'s board the way its input machine does."""
    if level.game == "ringworld":
        lv, index = where
        return 1 <= lv <= game.order and 0 <= index < game.board.count(lv)
    if level.game == "dice":
        return game.board.on_board(where)
    return where in CELLS


def first_wrong(level: Level, tries: int = 40) -> tuple[int, Any, Any]:
    """The first wrong legal move found along the solution: (index, move, step)."""
    rng = random.Random(18)
    for i in range(len(level.solution)):
        run = level.begin()
        for move in level.solution[:i]:
            run.play(move)
        candidates = run.game.legal_moves()
        rng.shuffle(candidates)
        for move in candidates[:tries]:
            trial = level.begin()
            for done in level.solution[:i]:
                trial.play(done)
            before = snapshot(trial.game)
            step = trial.play(move)
            if step.kind == "wrong":
                assert snapshot(trial.game) == before, "the game was not put back"
                return i, move, step
    raise AssertionError(f"no wrong legal move found for {level.key}")


def places_of(level: Level, step: Any) -> list[Any]:
    """The places of the learner's wrong move in ``step``, as the input machine names
    them: where it put or turned something (The Ring World: also its own rings that
    died), where it attacked from or to (Dice of Doom), its cells (Renaissance). The red
    circle belongs on one of them - never on the level's answer (issue 33 item 2)."""
    move = step.played[0].move
    if level.game == "ringworld":
        died = [(e.level, p) for e in step.played[0].events if e.kind == "died"
                for p, c in zip(e.positions, e.colours) if c == step.played[0].player]
        placed = [(1, move.place)] if move.place is not None else []
        return [*died, *placed, *([move.rotate] if move.rotate is not None else [])]
    if level.game == "dice":
        return [] if move.is_pass else [move.src, move.dst]
    return [c for c in (move.cell, *(move.cells or ())) if c is not None]


def an_illegal_move(level: Level, game: Any) -> Any:
    """A move the engine refuses in ``game`` (the level's start)."""
    if level.game == "ringworld":
        turns = [(lv, i) for lv in range(2, game.order + 1) for i in range(game.board.count(lv))]
        for place in [None, *range(game.board.count(1))]:
            for turn in turns:
                if not game.is_legal(Move(place, turn)):
                    return Move(place, turn)
    if level.game == "dice":
        for text in ("pass", "a1-c3", "a1-b1", "b2-c2", "c1-a3", "b1-a1"):
            if not game.is_legal(text):
                return text
    for text in ("d4", "*@d4", "m@d4", "D:d4,d5", "D:d4,d5 a1-a2", "x:D:d4,d5", "accept"):
        if not game.is_legal(text):
            return text
    raise AssertionError(f"no illegal move found for {level.key}")


# ----------------------------------------------------------------- the data --
@pytest.mark.parametrize("level", ALL, ids=IDS)
def test_the_data_of_a_level(level: Level) -> None:
    assert level.name and level.key and re.fullmatch(r"\d\.\d", level.section)
    assert level.goal.endswith(".") and "\n" not in level.goal
    assert f"(rule book §{level.section})" in level.rule
    assert len(level.hints) >= 2 and all(h.endswith(".") for h in level.hints)
    assert 1 <= level.par <= len(level.solution) <= level.allowed
    game = level.start()
    assert not game.is_over
    assert type(level.start()) is type(game) and level.start() is not game
    assert snapshot(level.start()) == snapshot(game)
    if level.focus is not None:
        assert valid_mark(level, game, rule_words(level.game).mark(game, level.focus))


@pytest.mark.parametrize("level", ALL, ids=IDS)
def test_the_start_is_what_the_level_claims(level: Level) -> None:
    game = level.start()
    for fact in level.facts:
        assert fact.holds(game), f"{level.key}: the start does not hold: {fact.words}"
    if level.game == "ringworld":
        assert is_quiet(game), f"{level.key}: something waits for the automaton"
    assert not level.reached(game, []), "the goal is reached before any move"
    verdict = level.judge([])
    assert not verdict.reached and verdict.mistake is None and verdict.moves == 0
    if level.game == "dice" and game.attack == "roll":
        assert level.start().seed == game.seed, "a rolled level must fix its seed"
        assert level.odds and level.begin().odds()


# -------------------------------------------------------------- the solution --
@pytest.mark.parametrize("level", ALL, ids=IDS)
def test_the_solution_reaches_the_goal_through_judge(level: Level) -> None:
    verdict = level.judge(list(level.solution))
    assert verdict.reached and verdict.mistake is None
    assert verdict.stars == 3 and verdict.moves == len(level.solution) == level.par


@pytest.mark.parametrize("level", ALL, ids=IDS)
def test_the_solution_reaches_the_goal_move_by_move(level: Level) -> None:
    run = level.begin()
    replies = 0
    for i, move in enumerate(level.solution):
        before = snapshot(run.game)
        step = run.play(move)
        assert snapshot(step.before) == before
        assert step.played[0].by_learner and step.played[0].text == step.move
        replies += len(step.replies)
        last = i == len(level.solution) - 1
        assert step.kind == ("done" if last else "continue"), step.message
        if not last:
            assert run.game.to_move == run.learner
    assert replies <= len(level.replies)
    if replies < len(level.replies):
        # the rest of the script is a threat: the reply a wrong move gets
        _, _, wrong = first_wrong(level)
        assert [p.text for p in wrong.replies] == list(level.replies[replies:])
    assert run.done and run.stars == 3 and step.stars == 3
    assert step.message.startswith("Goal reached")
    # the moves as the engine's move objects are the same solution
    again = level.begin()
    moves = again.solution_moves()
    again.retry()
    for move in moves:
        again.play(move)
    assert again.done and again.stars == 1


# ------------------------------------------------------------------- mistakes --
@pytest.mark.parametrize("level", ALL, ids=IDS)
def test_a_wrong_legal_move_gets_the_rule_and_what_it_caused(level: Level) -> None:
    index, move, step = first_wrong(level)
    assert step.kind == "wrong" and not step.illegal
    assert step.section == level.section and f"§{level.section}" in step.reason
    assert step.reason == level.rule and step.reason in step.message
    if level.written:
        assert step.caused.startswith(f"Your move {step.move}: ") and len(step.caused) > 20
    else:  # before the notation is taught, the move is not written in it
        assert step.caused.startswith("Your move: ") and step.move not in step.message
    assert step.caused in step.message and step.why in step.message
    assert step.where is None or valid_mark(level, step.before, step.where)
    assert step.where in places_of(level, step) or (step.where is None
                                                    and not places_of(level, step))
    assert step.after is not None and snapshot(step.after) != snapshot(step.before)
    verdict = level.judge([*level.solution[:index], move])
    assert not verdict.reached and verdict.stars == 0
    mistake = verdict.mistake
    assert mistake is not None and mistake.index == index and not mistake.illegal
    assert (mistake.reason, mistake.caused, mistake.where) == (step.reason, step.caused,
                                                               step.where)


@pytest.mark.parametrize("level", ALL, ids=IDS)
def test_an_illegal_move_gets_the_engines_reason_and_its_section(level: Level) -> None:
    run = level.begin()
    move = an_illegal_move(level, run.game)
    before = snapshot(run.game)
    step = run.play(move)
    assert step.kind == "wrong" and step.illegal and step.after is None
    assert snapshot(run.game) == before and not run.moves
    assert step.section.startswith({"ringworld": "1.", "dice": "2.",
                                    "renaissance": "3."}[level.game])
    assert step.reason.endswith(f"(rule book §{step.section}).")
    assert step.where is None or valid_mark(level, run.game, step.where)
    mistake = level.judge([move]).mistake
    assert mistake is not None and mistake.illegal and mistake.index == 0
    assert mistake.section == step.section


def test_the_sections_of_refusals() -> None:
    ring = levels("ringworld")[2].begin()  # placement: 01 is closed
    step = ring.play("01@0")
    assert step.section == "1.3" and "closed" in step.reason and step.where == (1, 1)
    dice = levels("dice")[1].begin()  # neighbours: b2 does not touch c1
    step = dice.play("b2-c1")
    assert step.section == "2.1" and "not a neighbour" in step.reason
    assert step.where == parse_hex("c1")
    step = dice.play("pass")
    assert step.section == "2.2" and "must attack" in step.reason
    prep = next(lv for lv in levels("renaissance") if lv.key == "prep").begin()
    step = prep.play("*@c2")
    assert step.section == "3.4" and step.illegal and step.where == 15
