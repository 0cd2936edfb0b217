"""The click-to-move input state machines of the three games, on their own (issue 16.4).

No app and no widget: the machines are given the game with every click. Over sampled
positions of random games,

* every legal move (a sample, where there are hundreds) can be entered by the clicks
  ``clicks_for`` gives, each click before the last a choice, the last one the move;
* a random sequence of clicks and buttons, with junk among them, only ever gets one of
  the four answers, a refusal always says why and changes nothing, and a move is legal.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from ringworld_nb.core.inputs import Feedback
from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.input import DiceInput
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.input import RenaissanceInput
from ringworld_nb.renaissance.pieces import KINDS
from ringworld_nb.ringworld import RingWorld
from ringworld_nb.ringworld.input import RingWorldInput

KINDS_OF_FEEDBACK = {"select", "move", "cancel", "refuse"}


def positions(make: Callable[[], Any], seed: int, every: int, limit: int = 400) -> list[Any]:
    """Positions of a random game of ``make()``: one every ``every`` moves."""
    rng = random.Random(seed)
    game = make()
    found = []
    while not game.is_over and len(game.history) < limit:
        if len(game.history) % every == 0:
            found.append(game.clone())
        game.play(random_move(game, rng))
    return found


#: The inputs that take no argument besides the game (buttons).
BUTTONS = ("submit", "end_turn", "turn", "flip", "place")


def enter(machine: Any, game: Any, step: tuple[str, Any]) -> Feedback:
    method, argument = step
    if method == "cancel":
        return machine.cancel()
    if method in BUTTONS:
        return getattr(machine, method)(game)
    return getattr(machine, method)(game, argument)


def random_move(game: Any, rng: random.Random) -> Any:
    return rng.choice(game.legal_moves())


def state_of(machine: Any) -> dict[str, Any]:
    """What a refusal must leave as it was: the choices (Renaissance's preparation item
    is left out: asking for the preparation's move switches it to the one that can be
    placed, whatever the click)."""
    return {k: v for k, v in vars(machine).items() if k != "prep_item"}


GAMES = {
    "ringworld": (lambda: RingWorld(3), RingWorldInput, 9),
    "ringworld L4": (lambda: RingWorld(4), RingWorldInput, 40),
    "dice": (lambda: DiceOfDoom(4, seed=3), DiceInput, 3),
    "dice 3 players": (lambda: DiceOfDoom(5, 3, seed=2, version=2), DiceInput, 5),
    "renaissance": (lambda: Renaissance(2), RenaissanceInput, 6),
    "renaissance phase 2": (lambda: Renaissance.phase2_deal(), RenaissanceInput, 3),
}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_legal_move_can_be_entered_by_clicks(name: str) -> None:
    make, machine_class, every = GAMES[name]
    rng = random.Random(1)
    entered = 0
    for game in positions(make, seed=7, every=every):
        moves = game.legal_moves()
        for move in rng.sample(moves, min(len(moves), 25)):
            machine = machine_class()
            steps = machine.clicks_for(game, move)
            for number, step in enumerate(steps, start=1):
                feedback = enter(machine, game, step)
                if number < len(steps):
                    assert feedback.kind == "select", (game.notation(move), step, feedback)
                else:
                    assert feedback.is_move, (game.notation(move), step, feedback)
                    assert game.notation(feedback.move) == game.notation(move)
                    game.check(feedback.move)
            entered += 1
    assert entered >= 40


def junk_steps(game: Any, rng: random.Random) -> list[tuple[str, Any]]:
    """Inputs of every kind a person (or a careless script) can give in ``game``."""
    junk = [None, -1, 10 ** 6, 2.5, "x", (1,), (None, None), [3, 4], True, ("cell", "a1")]
    if isinstance(game, RingWorld):
        board = game.board
        targets = [(lv, rng.randrange(board.count(lv))) for lv in board.levels for _ in (0, 1)]
        return ([("click", t) for t in targets + junk] + [("submit", None)] * 3
                + [("choose_place", rng.choice([*range(board.count(1)), *junk]))]
                + [("choose_ring", rng.choice(targets + junk))] + [("cancel", None)])
    if isinstance(game, DiceOfDoom):
        hexes = list(game.board.hexes)
        return ([("click", h) for h in rng.sample(hexes, min(6, len(hexes)))]
                + [("click", rng.choice(junk))] + [("end_turn", None), ("cancel", None)])
    cells = [("click", ("cell", rng.randrange(49))) for _ in range(6)]
    edges = [("click", ("edge", (rng.randrange(49), rng.choice("<>^v"))))]
    return (cells + edges + [("click", ("centre", 24)), ("click", rng.choice(junk))]
            + [("choose_kind", rng.choice([*KINDS, "Q", None]))] * 2
            + [("turn", None), ("flip", None), ("place", None), ("cancel", None),
               ("word", rng.choice(["pass", "offer", "accept", "decline", "nonsense"])),
               ("choose_prep", rng.choice(["mono", "marker", "x"]))])


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_click_sequence_ends_in_a_move_a_cancel_or_a_refusal_with_a_reason(
        name: str) -> None:
    make, machine_class, _ = GAMES[name]
    rng = random.Random(name)
    game = make()
    machine = machine_class()
    kinds: set[str] = set()
    for _ in range(1500):
        if game.is_over:
            game, machine = make(), machine_class()
        steps = junk_steps(game, rng)
        step = rng.choice(steps)
        before = state_of(machine)
        history = len(game.history)
        feedback = enter(machine, game, step)
        kinds.add(feedback.kind)
        assert feedback.kind in KINDS_OF_FEEDBACK, (step, feedback)
        assert len(game.history) == history  # the machine never plays a move itself
        if feedback.kind == "refuse":
            assert feedback.text.strip(), (step, feedback)
            assert state_of(machine) == before, (step, feedback)
        if feedback.is_move:
            game.check(feedback.move)
            game.play(feedback.move)
            machine.reset()
        elif rng.random() < 0.2:  # now and then the player gives up and plays a move
            game.play(random_move(game, rng))
            machine.reset()
    assert {"select", "refuse"} <= kinds and "move" in kinds


def after_hint(game: Any, move: Any) -> list[tuple[str, Any]]:
    """The clicks that play a hinted ``move`` once the hint entered it as the choice."""
    if isinstance(game, RingWorld):
        return [("submit", None)]
    if isinstance(game, DiceOfDoom):
        return [("end_turn", None)] if move.src is None else [("click", move.dst)]
    if move.action == "place":
        return [("place", None)]
    if move.action == "put":
        return [("click", ("cell", move.step[1]))] if move.step else [("place", None)]
    return RenaissanceInput().clicks_for(game, move)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_hinted_move_entered_as_the_choice_is_played_by_the_next_click(name: str) -> None:
    make, machine_class, every = GAMES[name]
    rng = random.Random(2)
    for game in positions(make, seed=8, every=every):
        moves = game.legal_moves()
        for move in rng.sample(moves, min(len(moves), 10)):
            machine = machine_class()
            assert machine.preselect(game, move).kind == "select"
            steps = after_hint(game, move)
            feedback = None
            for step in steps:
                feedback = enter(machine, game, step)
            assert feedback is not None and feedback.is_move, (game.notation(move), feedback)
            assert game.notation(feedback.move) == game.notation(move)
