"""The Dice of Doom notebook's prose agrees with the games it runs (without running the
whole notebook, which tests/test_notebooks.py does)."""

from __future__ import annotations

import contextlib
import io
import pathlib
import re

import nbformat

NOTEBOOK = pathlib.Path(__file__).parent.parent / "notebooks" / "dice_of_doom.ipynb"
MOVE = re.compile(r"`([a-j]\d{1,2}-[a-j]\d{1,2})`")


def cells() -> list:
    return nbformat.read(NOTEBOOK, as_version=4).cells


def run(source: str) -> dict:
    """Run a code cell's source quietly and return its names."""
    names: dict = {}
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compile(source, str(NOTEBOOK), "exec"), names)  # noqa: S102 - our notebook
    return names


def test_the_move_named_as_an_example_is_legal_in_the_game_just_printed() -> None:
    nb = cells()
    k = next(i for i, c in enumerate(nb)
             if c.cell_type == "markdown" and c.source.startswith("Moves are written"))
    code = nb[k - 1]
    assert code.cell_type == "code" and "legal_moves()" in code.source
    game = run("from ringworld_nb.dice import DiceOfDoom\n" + code.source)["game"]
    named = MOVE.findall(nb[k].source)
    assert named, "the explanation names a move"
    legal = [str(m) for m in game.legal_moves()]
    for move in named:
        assert move in legal, f"{move} is not among the legal moves {legal}"
    # and the cell after it plays the move the prose names
    after = run("from ringworld_nb.dice import DiceOfDoom\n" + code.source + "\n"
                + nb[k + 1].source)
    assert str(after["example"]) == named[0]


def test_the_picture_stage_shows_the_legend() -> None:
    nb = cells()
    k = next(i for i, c in enumerate(nb) if c.source.startswith("## Stage 4: pictures"))
    end = next(i for i, c in enumerate(nb) if c.source.startswith("## Stage 5"))
    stage = "\n".join(c.source for c in nb[k:end])
    assert "legend_png(" in stage
    for mark in ("dashed outline", "arrows", "+1", "box"):
        assert mark in stage, mark
