"""The words of a Dice of Doom move come from the engine (issue 16, item 4): the attack,
the capture, the reinforcement due, and how many dice were placed or lost."""

from __future__ import annotations

import random

import pytest

from ringworld_nb.dice import DiceOfDoom, describe_events
from ringworld_nb.dice.words import reinforcements, sentences

ROWS = """
   -------------
   | A 1 | A 1 |
----------------
| A 1 | B 1 |
-------------"""


def pass_events(rows: str, captured: int) -> list:
    return DiceOfDoom.from_text(rows, attacked=True, captured=captured).play("pass")


def test_reinforcement_dice_with_room() -> None:
    events = pass_events(ROWS, 3)  # 2 dice due, room for them
    assert reinforcements(events) == (2, 0)
    assert sentences(events) == ["A ends the turn: 2 reinforcement dice due."]


def test_reinforcement_dice_lost_on_full_hexes() -> None:
    events = pass_events(ROWS.replace("A 1", "A 3", 2), 4)  # 3 due, room for 1
    assert reinforcements(events) == (1, 2)
    assert describe_events(events) == ("A ends the turn: 3 reinforcement dice due. "
                                       "1 placed, 2 lost: no room on full hexes.")


def test_an_attack_in_words() -> None:
    game = DiceOfDoom.from_text("""
       -------------
       | A 1 | A 1 |
    ----------------
    | A 3 | B 1 |
    -------------""")
    events = game.play("a2-b2")
    assert reinforcements(events) == (0, 0)
    assert sentences(events)[0] == "A attacks b2 (B, 1 die) from a2 (3 dice) and wins."


def test_every_move_of_random_games_has_words() -> None:
    rng = random.Random(2)
    for version in (1, 2, 3):
        game = DiceOfDoom(4, players=3, version=version, seed=version)
        while not game.is_over and game.ply < 200:
            events = game.play(game.random_move(rng))
            said = sentences(events)
            assert said and all(s.endswith(".") for s in said)
            assert not any("reinforces" in s for s in said)  # not one sentence per die
    with pytest.raises(TypeError, match="Events"):
        sentences(["pass"])  # type: ignore[list-item]


def test_the_app_says_the_engines_words() -> None:
    pytest.importorskip("ipywidgets")
    from ringworld_nb.dice.app import DiceOfDoomApp

    app = DiceOfDoomApp(board=2, seats=("human", "human"), interactive=False)
    app.replace_game(DiceOfDoom.from_text(ROWS.replace("A 1", "A 3", 2), attacked=True,
                                          captured=4))
    app.end_turn()
    assert "reinforcement dice due. 1 placed, 2 lost: no room on full hexes." \
        in app.message.value


def test_the_prompts_speak_of_no_mouse_and_no_colour() -> None:
    """Issue 29 item 6: "Click one of your outlined hexes", "hatched target" were read
    out. The prompt says what to choose, as the text board names the hexes ("can
    attack", "a target of b2")."""
    from ringworld_nb.dice.draw.view import view

    game = DiceOfDoom(3, seed=7)
    source = game.attack_sources()[0]
    prompts = [view(game).prompt, view(game, source).prompt]
    assert prompts[0].startswith("Choose one of your hexes that can attack")
    assert prompts[1].startswith("Choose a target of ")
    for prompt in prompts:
        assert not [w for w in ("click", "outlined", "hatched", "yellow") if w in
                    prompt.lower()], prompt
