"""How moves are written, said where notation is read (issue 24: "*@a7" in a hint and
"e7v, m@c2, S4:a4,b4,b5,c5 f5-f4" in the review were never explained): each game's
notation form by form in the Record tab, every move in words there, in a hint and in a
reviewed mistake's best move."""

from __future__ import annotations

import random
import re

import pytest

from ringworld_nb.core.words import rule_words
from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.renaissance.cells import CENTRE
from ringworld_nb.ringworld import RingWorld

GAMES = {"ringworld": lambda: RingWorld(3), "dice": lambda: DiceOfDoom(4, seed=2),
         "renaissance": lambda: Renaissance(5)}


#: Colour and pattern words a visible aside about the board must not use (trial 5).
COLOUR_WORDS = re.compile(r"\b(red|green|yellow|magenta|dashed|dotted|hatched)\b")


def text(widget) -> str:
    return re.sub("<[^>]+>", "", widget.value).replace("&#x27;", "'")


@pytest.mark.parametrize("name", list(GAMES))
def test_every_legal_move_of_random_games_is_spelled(name) -> None:
    words = rule_words(name)
    assert len(words.notation) >= 2
    rng = random.Random(7)
    for _ in range(3):
        game = GAMES[name]()
        while not game.is_over and len(game.history) < 80:
            moves = list(game.legal_moves())
            for move in rng.sample(moves, min(5, len(moves))):
                spelled = words.spell(game, move)
                assert spelled.startswith(words.player_name(game.to_move)), spelled
            game.play(rng.choice(moves))


def test_the_renaissance_preparation_is_spelled() -> None:
    words = rule_words("renaissance")
    game = Renaissance.phase2_only(["D"], ["D"]) if hasattr(Renaissance, "phase2_only") \
        else None
    if game is None:
        game = Renaissance(5)
        rng = random.Random(1)
        while game.phase != "phase2_prep":
            game.play(rng.choice(list(game.legal_moves())))
    marker = next(m for m in game.legal_moves() if m.action == "prep_marker")
    at = game.notation(marker)[2:]
    assert words.spell(game, marker).endswith(f"puts a marker of their colour on {at}")


def test_the_record_tab_says_the_move_shown_and_how_moves_are_written() -> None:
    app = RenaissanceApp(seats=("person", "person"), interactive=False)
    game = app.game
    app.play(game.legal_moves()[0])
    notation = app.record_list.notation.value
    assert "How moves are written" in notation and "*@a7" in notation
    assert "a marker of the player" in notation and "Record" in app.tabs.titles
    said = text(app.record_list.words)
    assert said.startswith("1. ") and "Silver lays the" in said
    app.review(0)
    assert text(app.record_list.words) == ""  # the start: no move led there


def test_a_hint_and_a_refusal_say_what_they_mean() -> None:
    app = DiceOfDoomApp(3, seats=("person", "person"), interactive=False)
    app.hints.show_hint()
    said = re.sub("<[^>]+>", "", app.message.value)
    assert re.search(r"Hint \(AI medium\): [a-c]\d-[a-c]\d - A attacks [a-c]\d", said), said
    # a hex of B's that no attack of A's reaches (the hint's target would be attacked)
    game = app.game
    bs = next(h for h in game.hexes_of(1)
              if all(h not in game.targets(s) for s in game.attack_sources()))
    app.click(bs)
    said = re.sub("<[^>]+>", "", app.message.value)
    assert app.refusal == bs and app.board.mistake_patch.get_visible()
    assert "(ringed on the board)" in said and not COLOUR_WORDS.search(said), said


def test_a_refused_renaissance_click_says_what_the_ring_on_the_board_is() -> None:
    """Issue 24, Renaissance 6: the ring on the board was never explained; trial 5: in
    words without colours ("the red dashed circle" was shown)."""
    app = RenaissanceApp(Renaissance.random_setup(random.Random(5)), interactive=False,
                         seats=("person", "person"))
    game = app.game
    bad = next(c for c in range(49) if c != CENTRE
               and not any(m.cell == c for m in game.legal_moves()))
    app.click(("cell", bad))
    said = text(app.message)
    assert "Not possible" in said and game.history == ()
    assert app.board.mistake_patch.get_visible()
    assert "(ringed on the board)" in said and not COLOUR_WORDS.search(said), said
