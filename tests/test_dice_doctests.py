"""The examples in the docstrings of ringworld_nb.dice run as written; the game speaks
the package protocol; the engine imports no drawing or widget library."""

from __future__ import annotations

import doctest
import importlib
import subprocess
import sys

import pytest

from ringworld_nb.core import Game
from ringworld_nb.dice import DiceOfDoom

MODULES = ["ringworld_nb.dice", "ringworld_nb.dice.hexboard", "ringworld_nb.dice.probability",
           "ringworld_nb.dice.moves", "ringworld_nb.dice.notation", "ringworld_nb.dice.text",
           "ringworld_nb.dice.start", "ringworld_nb.dice.rules", "ringworld_nb.dice.game"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0


def test_speaks_the_protocol():
    assert isinstance(DiceOfDoom(3, seed=1), Game)


def test_engine_imports_no_drawing_or_widgets():
    code = ("import sys, ringworld_nb.dice; "
            "print(sorted(m for m in ('matplotlib', 'ipywidgets') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"
