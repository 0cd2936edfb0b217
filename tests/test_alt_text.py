"""Every picture of the notebooks and of the rule book carries an alternative text.

The notebooks are run (the one shared run of :mod:`notebook_runs`) and every picture
their outputs show is counted, with what a screen reader gets in JupyterLab and Voila:
an output with HTML is shown as its HTML, whose ``<img>`` tags must have an ``alt``;
an output of an image alone is shown by JupyterLab as an ``<img>`` without one, so it
counts as a picture without words. The Markdown cells' pictures (``![alt](...)``, the
rule book's attachments included) and the rule book's (``docs/rules.md``) must have
theirs too. And the pictures the package exports (a game's ``_repr_mimebundle_``) say
the position in words, from the game.

The widgets of the apps and the level players (their board canvases and side
pictures) are not outputs of this kind; their text twin is another part of issue 25.
"""

from __future__ import annotations

import pathlib
import random
import re

import nbformat
import pytest
from notebook_runs import markdown_alts, output_alts, run_notebook

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
#: The notebooks whose outputs show pictures (the others show apps and text).
WITH_PICTURES = ["ai_lab", "dice_of_doom", "renaissance", "ringworld_board_mathematics",
                 "ringworld_rules_step_by_step", "start_here"]


def test_the_notebooks_with_pictures_are_those_named():
    """A notebook that gains pictures is run here too: the list names every notebook
    whose source shows a figure, a game or a picture."""
    shows = re.compile(r"figure|_png|picture|described|strip\(|^game$|^position$",
                       re.MULTILINE)
    found = []
    for path in NOTEBOOKS:
        nb = nbformat.read(path, as_version=4)
        if any(c.cell_type == "code" and shows.search(c.source) for c in nb.cells):
            found.append(path.stem)
    assert found == WITH_PICTURES


@pytest.mark.parametrize("name", WITH_PICTURES)
def test_every_picture_a_notebook_shows_has_words(name):
    alts = run_notebook(ROOT / "notebooks" / f"{name}.ipynb")["alts"]
    missing = [cell for cell, alt in alts if not alt]
    assert alts, f"{name}: no picture was shown"
    assert not missing, f"{name}: pictures without alternative text in cells {missing}"
    too_short = [(cell, alt) for cell, alt in alts if len(alt) < 25]
    assert not too_short, too_short


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_every_markdown_picture_has_words(path):
    nb = nbformat.read(path, as_version=4)
    alts = [alt for cell in nb.cells if cell.cell_type == "markdown"
            for alt in markdown_alts(cell.source)]
    assert all(alts), f"{path.name}: a Markdown picture without alternative text"


def test_every_picture_of_the_rule_book_has_words():
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    alts = markdown_alts(text)
    assert len(alts) >= 19 and all(len(alt) > 5 for alt in alts)


def test_output_alts_reads_what_the_page_shows():
    assert output_alts({"text/html": '<img src="x.png" alt="A board">',
                        "image/png": "..."}) == ["A board"]
    assert output_alts({"image/png": "...", "text/plain": "<Figure>"}) == [""]
    assert output_alts({"text/html": "<img src='x.png'>"}) == [""]
    assert output_alts({"text/html": "<table></table>"}) == []
    assert markdown_alts("![](a.png) ![Words](b.png) <img src=c.png alt='More'>") == [
        "", "Words", "More"]


# ----------------------------------------------------- the package's pictures --
def _games():
    from ringworld_nb.dice import DiceOfDoom
    from ringworld_nb.renaissance import Renaissance
    from ringworld_nb.renaissance.lessons import random_moves
    from ringworld_nb.ringworld import RingWorld

    ring, rng = RingWorld(3), random.Random(1)
    for _ in range(9):
        ring.play(ring.random_move(rng))
    dice = DiceOfDoom(4, players=3, seed=2)
    dice.play(dice.legal_moves()[0])
    ren = random_moves(Renaissance.random_setup(random.Random(2012)), random.Random(2), 12)
    return [ring, dice, ren]


@pytest.mark.parametrize("game", _games(), ids=["ringworld", "dice", "renaissance"])
def test_a_game_shows_its_picture_with_the_position_in_words(game):
    data, metadata = game._repr_mimebundle_()
    words = data["text/plain"]
    assert data["image/png"] and metadata["image/png"]["alt"] == words
    assert output_alts(data) == [words]
    assert "to move" in words                    # the status
    if game.game_name == "ringworld":
        red, blue = game.counts()[1]
        assert f"level 1 Red {red}, Blue {blue}" in words
        assert f"Last move {game.notation(game.history[-1])}" in words
    elif game.game_name == "dice":
        for p in range(game.players):
            assert f"{game.player_name(p)}: {game.scores[p]} hex" in words
        assert "Last turn: A attacks" in words
    else:
        assert f"Silver {game.score('silver')}, Gold {game.score('gold')}" in words
        assert f"Last move {game.notation(game.history[-1])}" in words


def test_described_takes_a_figure_with_its_own_words():
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from ringworld_nb.dice.draw import described as dice_described
    from ringworld_nb.renaissance.draw import described as renaissance_described
    from ringworld_nb.ringworld.draw import described

    fig = Figure(figsize=(2, 1))
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    ax.plot([0, 1], label="a line")
    ax.set_title("A title")
    ax.legend()
    picture = described(fig)
    assert picture.words == "A title. a line."
    assert output_alts(picture._repr_mimebundle_()[0]) == ["A title. a line."]
    for other in (dice_described, renaissance_described):  # one helper, every game's
        assert other is described
    with pytest.raises(ValueError):
        described(picture.png)  # PNG bytes need their words


def test_the_rule_book_says_its_boards_in_the_games_words():
    """The two pictures of whole games in the rule book carry the position in words, as
    the game says it (docs/make_rule_pictures.py draws the same games)."""
    import sys

    sys.path.insert(0, str(ROOT / "docs"))
    import make_rule_pictures as book

    from ringworld_nb.dice.draw import position_words as dice_words
    from ringworld_nb.ringworld.draw import position_words as ring_words

    alts = dict((src, alt) for alt, src in re.findall(
        r"!\[([^\]]*)\]\(([^)]*)\)", (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")))
    assert alts["rules/board.png"].endswith(ring_words(book.ringworld_game()))
    assert alts["rules/dice_board.png"].endswith(dice_words(book.dice_game()))
