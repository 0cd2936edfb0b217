"""The words a screen reader reads never speak of the mouse or of colours (trial 4, item
A6): the live region, the messages and the review's words each say the keyboard's way
("choose one of your hexes that can attack", "Look at c1 (marked on the board)"), not
"first click one of your outlined hexes" or "ringed in dotted yellow". Words about the
picture may be shown beside it, hidden from a screen reader (``aria-hidden``).

Each app, every level of every game (its opening words, its hints, a wrong move) and a
review's mistake are driven here, and all that is read is scanned."""

from __future__ import annotations

import html
import re

import pytest

from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.learn import levels
from ringworld_nb.trainers.levels import LevelPlayer
from ringworld_nb.ui.controls import spoken_text

#: Words of the mouse and of the picture's colours and shapes. ("Red" and "Blue" are The
#: Ring World's players, and "arrow" is fine as a key's name: the left arrow, the arrow
#: keys.)
MOUSE_OR_COLOUR = re.compile(
    r"\b(click\w*|mouse|pointer|green|yellow|dotted|dashed|hatched|outlined|ringed|"
    r"in red|(?<!left )(?<!right )(?<!up )(?<!down )arrows?(?! keys?\b))\b", re.I)


def heard(app) -> list[str]:
    """Everything ``app``'s live region is given from now on (a list that grows)."""
    log: list[str] = []
    say = app.twin.say
    app.twin.say = lambda text: (log.append(text), say(text))
    return log


def mouse_or_colour(texts: list[str]) -> list[str]:
    return [t for t in texts if MOUSE_OR_COLOUR.search(t)]


def test_the_scan_finds_the_words_of_the_trial() -> None:
    assert mouse_or_colour(["Look at c1: ringed in dotted yellow on the board.",
                            "c3 belongs to B: first click one of your outlined hexes.",
                            "the move played is ringed in red."]) == [
        "Look at c1: ringed in dotted yellow on the board.",
        "c3 belongs to B: first click one of your outlined hexes.",
        "the move played is ringed in red."]
    assert mouse_or_colour(["Red to move: the arrow keys move, left arrow goes back."]) == []


@pytest.mark.parametrize("name", ["ringworld", "dice", "renaissance"])
def test_every_level_reads_no_mouse_and_no_colour_words(name, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    for level in levels(name):
        app = LevelPlayer(name, level.key, progress="progress.json")
        log = heard(app)
        app.trainer.start(level)  # (its opening words, read as it opens)
        for _ in level.hints:
            app.key_catcher.press("h")
        solution = level.solution[0]
        wrong = next((m for m in app.game.legal_moves() if app.game.notation(m) != solution),
                     None)
        if wrong is not None:
            app.play(wrong)
        texts = [*log, spoken_text(app.message.value)]
        assert mouse_or_colour(texts) == [], level.key


def test_a_refused_choice_on_dice_reads_the_keyboard_way() -> None:
    app = DiceOfDoomApp(3, seed=1, interactive=False, seats=("person", "person"))
    log = heard(app)
    game = app.game
    theirs = next(h for h in game.hexes_of(1))
    app.click(theirs)
    idle = [h for h in game.hexes_of(0) if h not in game.attack_sources()]
    if idle:
        app.click(idle[0])
    assert log and mouse_or_colour([*log, spoken_text(app.message.value)]) == []


def test_a_reviewed_mistake_reads_no_colour() -> None:
    """The review's words under the board said "the move played is ringed in red"."""
    app = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    game = DiceOfDoom(3, seed=1)
    for move in ("b2-b3", "pass", "b1-c2"):  # (B's blunder)
        game.play(move)
    app.replace_game(game)
    log = heard(app)
    review = app.game_review
    review.analyse_button.click()
    review.next_button.click()
    shown = html.unescape(re.sub("<[^>]+>", "", review.words.value))
    assert "The best move b1-a1" in shown
    assert mouse_or_colour([*log, shown, spoken_text(app.message.value)]) == []


#: A word of the mouse or of the picture's marks in a notebook's Markdown.
MOUSE_WORDS = re.compile(r"\bclick\b", re.I)
#: The keyboard's way, said in the same sentence.
KEYBOARD_WORDS = re.compile(r"\bkeys?\b|keyboard|\bEnter\b|`t`|Shift\+Enter", re.I)


def test_the_notebooks_give_the_keyboard_way_where_they_speak_of_the_mouse() -> None:
    """The notebooks' Markdown may speak of clicks for sighted readers, but a screen
    reader reads it too: each such sentence also says the keyboard's way ("Click a green
    dot ... (by keyboard: t, then the arrows and Enter on the text board, and s)")."""
    import json
    import pathlib

    folder = pathlib.Path(__file__).resolve().parent.parent / "notebooks"
    missing = []
    for path in sorted(folder.glob("*.ipynb")):
        for cell in json.loads(path.read_text())["cells"]:
            if cell["cell_type"] != "markdown":
                continue
            text = " ".join("".join(cell["source"]).split())
            for sentence in re.split(r"(?<=[.!?])\s+(?=[A-Z*`(])", text):
                if MOUSE_WORDS.search(sentence) and not KEYBOARD_WORDS.search(sentence):
                    missing.append(f"{path.name}: {sentence[:120]}")
    assert missing == []


#: Colours and patterns of the picture's marks (trial 5: "Click a **green dot**, then a
#: position with a **yellow arrow**" was what the notebooks said first).
COLOUR_WORDS = re.compile(r"\b(green|yellow|magenta|pink|hatched|outlined|dotted)\b", re.I)


def markdown_sentences() -> list[tuple[str, str]]:
    """Every sentence of the notebooks' Markdown, with its notebook's file name (each
    paragraph and each item of a list on its own)."""
    import json
    import pathlib

    folder = pathlib.Path(__file__).resolve().parent.parent / "notebooks"
    found = []
    for path in sorted(folder.glob("*.ipynb")):
        for cell in json.loads(path.read_text())["cells"]:
            if cell["cell_type"] != "markdown":
                continue
            for part in re.split(r"\n\s*\n|\n(?=- )", "".join(cell["source"])):
                text = " ".join(part.split()).removeprefix("- ")
                found += [(path.name, sentence)
                          for sentence in re.split(r"(?<=[.!?])\s+(?=[A-Z*`(])", text)]
    return found


def test_the_notebooks_say_how_to_play_in_the_games_words_without_colours() -> None:
    """Trial 5: a sentence of the notebooks that says how to play (it gives the keyboard's
    way) says what to choose in the game's words - never a colour or a pattern of the
    picture - and does not begin with the mouse ("Click ...")."""
    wrong = [f"{name}: {sentence[:120]}" for name, sentence in markdown_sentences()
             if KEYBOARD_WORDS.search(sentence) and (
                 COLOUR_WORDS.search(sentence) or sentence.startswith("Click"))]
    assert wrong == []


#: The mouse in a sentence ("click a cell", "once you clicked the app", "with the mouse").
POINTER_WORDS = re.compile(r"\bclick\w*\b|\bmouse\b", re.I)


def test_the_notebooks_how_to_play_sentences_never_speak_of_the_mouse() -> None:
    """Trial 6: "choose one below the board, click a cell, click it again - by keyboard:
    ...", "(keys r and f, once you clicked the app)". A sentence that says how to play
    (it gives the keyboard's way) gives it first and names the choices in the game's
    words; the board's way comes after it as "on the board", never as clicks ("Without a
    mouse" is the keyboard's own heading)."""
    wrong = []
    for name, sentence in markdown_sentences():
        rest = re.sub(r"^Without a mouse", "", sentence)
        keys = KEYBOARD_WORDS.search(rest)
        board = rest.find("on the board")
        if keys and (POINTER_WORDS.search(rest)
                     or 0 <= board < keys.start() and "by keyboard" in rest):
            wrong.append(f"{name}: {sentence[:120]}")
    assert wrong == []


def test_the_pictures_words_name_their_marks_without_colours() -> None:
    """Trial 5: a picture's words (its text alternative) named its marks by colour:
    "48 legal placements (green dots)", "insertions from the edge (green arrows)"."""
    import random

    from ringworld_nb.renaissance import Renaissance
    from ringworld_nb.renaissance.draw import position_words as renaissance_words
    from ringworld_nb.ringworld import RingWorld
    from ringworld_nb.ringworld.draw import position_words as ring_words

    ring = RingWorld(3)
    ring.play(ring.legal_moves()[0])
    renaissance = Renaissance.random_setup(random.Random(5))
    said = [ring_words(RingWorld(3)), ring_words(ring), renaissance_words(renaissance)]
    assert "(dots)" in said[0] and "Marked:" in said[2], said
    assert [s for s in said if COLOUR_WORDS.search(s)] == []


#: The methods whose text an app shows and its live region reads.
SHOWN_BY = {"refuse", "select", "cancel", "say", "play", "warn"}


def test_no_text_the_apps_show_speaks_of_clicks() -> None:
    """Issue 32 item 5: a hint in Renaissance's Phase 2 said "Click f6 to play it"; a
    refusal said "There is nothing to click at ...". Every text literal given to a
    :class:`Feedback` or to a ``say`` in the package speaks of choosing, never clicking
    (the same choice is made by keys on the text board)."""
    import ast
    import pathlib

    package = pathlib.Path(__file__).resolve().parent.parent / "ringworld_nb"
    found = []
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in SHOWN_BY):
                continue
            for part in ast.walk(node):
                if (isinstance(part, ast.Constant) and isinstance(part.value, str)
                        and re.search(r"\bclick", part.value, re.I)):
                    found.append(f"{path.relative_to(package)}:{part.lineno}: {part.value}")
    assert found == []
