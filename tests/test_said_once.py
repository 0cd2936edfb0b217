"""Each fact once in a text of the live region (trial 5, issues 29/32 item A.11): a
newcomer heard "Turn 0 (level 2). Press Submit. Press Submit to play, ...", "A to move: no
attack possible: End turn. No attack is possible: press End turn." and "The game is over:
A wins. Game over: A wins (no one can attack). The game is over: review it, ...".

:func:`repeats` is a listener's ear, written apart from the app's own rule
(:func:`ringworld_nb.ui.announce.once_each`): two sentences of one text say the same when,
their case, punctuation and the words "press", "the" and "is" aside, one is the other or
its beginning, or a clause before ":" of one is another's, or what follows the ":" of one
is the whole (or the clause before ":") of another, or both end by offering the same
choice ("..., or End turn"). Random games of each game, played by
the app's own methods with the AI's replies, a level and a step back through the game, are
listened to with it."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.learn import levels
from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.ringworld.app import RingWorldApp
from ringworld_nb.trainers.levels import LevelPlayer

#: Words a listener does not count: "Press End turn" says what "End turn" says.
FILLER = {"press", "the", "is"}
#: Where one sentence ends and the next begins.
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9(])")
#: The inputs of the input machines that take no argument besides the game (buttons).
BUTTONS = ("submit", "end_turn", "turn", "flip", "place")


def plain(words: str) -> str:
    """``words`` as a listener compares them: lower case, no punctuation, no filler."""
    return " ".join(w for w in re.sub(r"[^\w@%+*-]+", " ", words.lower()).split()
                    if w not in FILLER)


def parts(sentence: str) -> tuple[str, str, str, str]:
    """The whole sentence, its clause before ":", what follows, and the choice it ends with
    ("... or End turn": "end turn") (plain; '' if none)."""
    head, colon, rest = sentence.partition(": ")
    whole = plain(sentence)
    _, alternative, last = whole.rpartition(" or ")
    return whole, plain(head) if colon else "", plain(rest), last if alternative else ""


def same(a: tuple[str, str, str, str], b: tuple[str, str, str, str]) -> bool:
    """Whether the sentences ``a`` and ``b`` (as :func:`parts`) say the same thing."""
    whole_a, head_a, rest_a, or_a = a
    whole_b, head_b, rest_b, or_b = b
    if not whole_a or not whole_b:
        return False
    if or_a and or_a == or_b:  # the same choice offered twice ("... or End turn")
        return True
    short, long = sorted((whole_a, whole_b), key=len)
    if long == short or long.startswith(short + " "):
        return True
    if head_a and head_a == head_b:
        return True
    pairs = ((rest_a, whole_b), (rest_a, head_b), (rest_b, whole_a), (rest_b, head_a),
             (head_a, whole_b), (head_b, whole_a))
    return any(x and x == y for x, y in pairs)


def repeats(text: str) -> list[tuple[str, str]]:
    """The pairs of sentences of ``text`` that say the same thing."""
    said = [s for s in SENTENCE_END.split(text.strip()) if s.strip()]
    seen = [parts(s) for s in said]
    return [(said[i], said[j]) for i in range(len(said)) for j in range(i + 1, len(said))
            if same(seen[i], seen[j])]


def heard(app: Any) -> list[str]:
    """Everything ``app``'s live region is given from now on (a list that grows)."""
    log: list[str] = []
    say = app.twin.say
    app.twin.say = lambda text: (log.append(text), say(text))
    return log


def said_twice(log: list[str]) -> list[tuple[str, list[tuple[str, str]]]]:
    return [(text, found) for text in log if (found := repeats(text))]


def enter(app: Any, move: Any) -> None:
    """Enter ``move`` as a person does: each click and button of the game's input."""
    for method, argument in app.input.clicks_for(app.game, move):
        if method == "click":
            app.click(argument)
            continue

        def command(game: Any, method: str = method, argument: Any = argument) -> Any:
            do = getattr(app.input, method)
            return do(game) if method in BUTTONS else do(game, argument)
        app.act(lambda command=command: app.board_input.enter(command))


def test_the_ear_hears_the_trials_texts_twice_and_plain_ones_once() -> None:
    assert repeats("Turn 0 (level 2). Press Submit. Press Submit to play, or choose another "
                   "position to change your choice.")
    assert repeats("A attacks c3 (B, 1 die) from b2 (2 dice) and wins. A to move: no attack "
                   "possible: End turn. No attack is possible: press End turn.")
    assert repeats("A passes without attacking: 0 reinforcement dice due. The game is over: A "
                   "wins. Game over: A wins (no one can attack). The game is over: review it, "
                   "save it, or start a new game.")
    assert repeats("A attacks b2 (B, 1 die) from a1 (2 dice) and wins. A to move: attack "
                   "again, or End turn. Choose one of your hexes that can attack, or press "
                   "End turn.")  # (trial 6: the choice offered twice)
    assert not repeats("B (AI easy) b1 to a1, 3 dice against 1: taken. B (AI easy) a1 to b2, "
                       "2 dice against 1: taken. A to move: must attack. Choose one of your "
                       "hexes that can attack.")
    assert not repeats("Place on 00. Red to move (move 1). Now choose a position that can be "
                       "turned; Submit plays.")


def test_a_ring_world_move_by_keys_says_press_submit_once() -> None:
    app = RingWorldApp(3, interactive=False, seats=("person", "person"))
    log = heard(app)
    place = next(c for c in app.twin.cells if "a ring may go here" in c.name)
    app.twin.choose(place.key)
    turn = next(c for c in app.twin.cells if "can be turned" in c.name)
    app.twin.choose(turn.key)
    assert log[-1].startswith("Turn ") and log[-1].count("Press Submit") == 1, log[-1]
    assert "choose another position" in log[-1]  # (the fuller sentence is the one kept)
    assert said_twice(log) == []
    # at its source: the choice says what was chosen, the prompt under it what to press
    assert "Submit" not in app.message.value and "Submit" in app.prompt_html.value


def no_attack_left() -> DiceOfDoom:
    """A's turn after an attack, with no attack left (End turn the only move)."""
    return DiceOfDoom.from_text("""
           -------------
           | A 2 | B 1 |
        ----------------
        | A 1 | B 2 |
        -------------""")


def test_dice_with_no_attack_left_says_it_and_end_turn_once() -> None:
    app = DiceOfDoomApp(2, interactive=False, seats=("person", "person"))
    log = heard(app)
    app.replace_game(no_attack_left())
    app.play(app.game.legal_moves()[0])  # (A's only attack)
    game = app.game
    assert not game.is_over and not game.attack_sources() and game.to_move == 0, log
    said = log[-1]
    assert said.count("End turn") == 1 and said.lower().count("no attack") == 1, said
    assert said_twice(log) == []


def test_the_end_of_a_dice_game_says_the_result_once() -> None:
    app = DiceOfDoomApp(2, interactive=False, seats=("person", "person"))
    log = heard(app)
    app.replace_game(no_attack_left())
    app.play(app.game.legal_moves()[0])
    while not app.game.is_over:
        app.play(app.game.legal_moves()[0])
    said = log[-1].lower()
    assert said.count("game over") == 1 and "game is over" not in said, said
    assert said.count("wins") + said.count("draw") == 1 and said_twice(log) == []


def test_renaissance_says_phase_1_once_as_it_begins() -> None:
    app = RenaissanceApp(seed=1, interactive=False, seats=("person", "person"))
    log = heard(app)
    rng = random.Random(3)
    while app.game.phase == "setup":
        app.play(rng.choice(app.game.legal_moves()))
    began = next(text for text in log if "Phase 1 begins" in text)
    assert began.count("Phase 1") == 2 and repeats(began) == [], began  # begins; to move


APPS = {
    "ringworld": lambda seed: RingWorldApp(3, interactive=False, seats=("person", "easy"),
                                           pace=0),
    "dice": lambda seed: DiceOfDoomApp(4, seed=seed, interactive=False,
                                       seats=("person", "easy"), pace=0),
    "renaissance": lambda seed: RenaissanceApp(seed=seed, interactive=False,
                                               seats=("person", "easy"), pace=0),
}


@pytest.mark.parametrize("name", sorted(APPS))
def test_random_games_a_level_and_a_review_say_each_thing_once(name, tmp_path,
                                                                monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    rng = random.Random(5)
    app = APPS[name](5)
    log = heard(app)
    for number in range(40):
        game = app.game
        if game.is_over:
            break
        if number % 9 == 4:  # a hint, and the hint played
            app.key_catcher.press("h")
            app.key_catcher.press("y")
        else:
            enter(app, rng.choice(game.legal_moves()))
        app.run_ai()
    assert len(app.game.history) > 10
    for key in ("ArrowLeft", "ArrowLeft", "Home", "ArrowRight", "End"):
        app.key_catcher.press(key)
    level = levels(name)[2]
    player = LevelPlayer(name, level.key, progress="progress.json")
    log += heard(player)
    player.trainer.start(level)
    player.key_catcher.press("h")
    for text in level.solution:
        enter(player, player.game.parse(text))
    assert len(log) > 30
    assert said_twice(log) == []
