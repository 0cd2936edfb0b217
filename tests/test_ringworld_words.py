"""The words of a Ring World move come from the engine and name the colours (issue 16,
item 4): "2 Blue rings died", not "2 died"."""

from __future__ import annotations

import random
import re

import pytest

from ringworld_nb.ringworld import RingWorld, describe_events
from ringworld_nb.ringworld.moves import BLUE, RED, Event
from ringworld_nb.ringworld.words import changes


def test_the_colours_of_births_deaths_and_occupations_are_named() -> None:
    events = [Event("placed", 1, (4,), (RED,)), Event("rotated", 2, (0,)),
              Event("born", 1, (7,), (BLUE,)), Event("born", 2, (1, 2), (RED, RED)),
              Event("died", 1, (3, 5), (BLUE, BLUE)), Event("died", 1, (9,), (RED,)),
              Event("occupied", 2, (5,), (BLUE,)), Event("occupied", 3, (0,), (RED,))]
    assert changes(events) == [("born", RED, 2), ("born", BLUE, 1), ("died", RED, 1),
                               ("died", BLUE, 2), ("occupied", RED, 1), ("occupied", BLUE, 1)]
    assert describe_events(events) == (
        "Move played: 2 Red rings born, 1 Blue ring born, 1 Red ring died, 2 Blue rings "
        "died, Red took 1 position, Blue took 1 position.")


def test_the_counts_agree_with_the_board() -> None:
    """Over random L3 games: the births, deaths and occupations the words count are the
    rings the move's events changed, colour by colour."""
    rng = random.Random(5)
    for _ in range(5):
        game = RingWorld(3)
        while not game.is_over:
            events = game.play(game.random_move(rng))
            counted = {(kind, colour): n for kind, colour, n in changes(events)}
            for kind in ("born", "died", "occupied"):
                for colour in (RED, BLUE):
                    n = sum(c == colour for e in events if e.kind == kind for c in e.colours)
                    assert counted.get((kind, colour), 0) == n
            text = describe_events(events)
            assert text.startswith("Move played: ") and "<" not in text
            if game.is_over:
                assert text.endswith(events[-1].describe())


def test_a_quiet_move() -> None:
    assert describe_events([Event("passed", 0)]) == \
        "Move played: nothing was born, died or taken."
    with pytest.raises(TypeError, match="Events"):
        describe_events(["born"])  # type: ignore[list-item]


def test_the_app_says_the_engines_words() -> None:
    pytest.importorskip("ipywidgets")
    from ringworld_nb.ringworld.app import RingWorldApp

    rng = random.Random(3)
    app = RingWorldApp(3, seats=("person", "person"), interactive=False, animation=0)
    for _ in range(40):
        game = app.game
        if game.is_over:
            break
        move = game.random_move(rng)
        trial = game.clone()
        events = trial.play(move)
        app.play(move)
        if not trial.is_over and changes(events):
            text = re.sub("<[^>]+>", "", app.message.value)
            assert describe_events(events).removeprefix("Move played: ") in text
            assert "Red" in text or "Blue" in text
            return
    pytest.fail("no move with births, deaths or occupations in 40 moves")
