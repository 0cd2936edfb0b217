"""The Dice of Doom game speaks the package protocol; the engine imports no drawing or
widget library. (Its docstring examples run in test_doctests.py, with every module's.)"""

from __future__ import annotations

import subprocess
import sys

from ringworld_nb.core import Game
from ringworld_nb.dice import DiceOfDoom


def test_speaks_the_protocol():
    assert isinstance(DiceOfDoom(3, seed=1), Game)


def test_engine_imports_no_drawing_or_widgets():
    code = ("import sys, ringworld_nb.dice; "
            "print(sorted(m for m in ('matplotlib', 'ipywidgets') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "[]"
