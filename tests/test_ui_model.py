"""The app's model and its flow work without widgets: imported with ipywidgets blocked,
they hold the game, the position shown, undo and truncation, the statistics and the
estimates, the words of the log, and the one entry of every action."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.ringworld import RingWorld
from ringworld_nb.ui.model import LOG_LINES, GameModel


def test_the_model_and_the_flow_import_without_ipywidgets() -> None:
    script = textwrap.dedent("""
        import sys
        sys.modules["ipywidgets"] = None   # any import of it now fails
        sys.modules["matplotlib"] = None
        from ringworld_nb.ui.model import GameModel
        from ringworld_nb.ui.flow import Flow
        from ringworld_nb.ringworld import RingWorld
        model = GameModel(RingWorld(3), statistics=lambda g: g.counts())
        model.game.play("00@0"); model.follow()
        print(model.length, model.stats[-1][1], "ipywidgets" in sys.modules and
              sys.modules["ipywidgets"] is not None)
    """)
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["1", "(1,", "0)", "False"]


def _played(n: int) -> GameModel[RingWorld]:
    model = GameModel(RingWorld(3), statistics=lambda g: len(g.history))
    for _ in range(n):
        model.game.play(model.game.legal_moves()[0])
        model.follow(estimate=0.5)
    return model


def test_statistics_and_estimates_keep_one_slot_a_position() -> None:
    model = _played(4)
    assert model.stats == [0, 1, 2, 3, 4]
    assert model.estimates == [None, 0.5, 0.5, 0.5, 0.5]
    last = model.game.notation(model.game.history[-1])
    assert model.take_back() == last
    assert model.stats == [0, 1, 2, 3] and len(model.estimates) == 4
    model.truncate(1)
    assert model.stats == [0, 1] and model.index == 1 and not model.reviewing


def test_the_position_shown_is_a_copy_before_the_end() -> None:
    model = _played(3)
    assert model.shown is model.game
    assert model.show(1) == 1 and model.reviewing
    shown = model.shown
    assert shown is not model.game and len(shown.history) == 1
    shown.play(shown.legal_moves()[0])  # playing on the copy leaves the game alone
    assert model.length == 3
    assert model.show(99) == 3 and model.show(-5) == 0


def test_a_new_game_takes_its_estimates_and_shows_its_end() -> None:
    model = _played(2)
    game = DiceOfDoom(3, seed=1)
    game.play(game.legal_moves()[0])
    model.replace(game, estimates=[0.4, 0.6, 0.9])  # one too many: cut
    assert model.game is game and model.estimates == [0.4, 0.6] and model.index == 1
    assert model.movers() == [0]


def test_the_log_keeps_the_moves_since_a_person_last_moved() -> None:
    model = _played(0)
    model.log_move("Red played 1.", by_person=True)
    model.log_move("Blue played 2.", by_person=False)
    assert model.log == ["Red played 1.", "Blue played 2."]
    for k in range(5):
        model.log_move(f"AI {k}.", by_person=False)
    assert len(model.log) == LOG_LINES and model.log[-1] == "AI 4."
    model.log_move("Red again.", by_person=True)
    assert model.log == ["Red again."]


def test_a_resignation_is_taken_back_first() -> None:
    model = _played(2)
    model.game.resign()
    model.follow()
    assert model.resigned
    assert model.take_back() == "the resignation" and not model.resigned
    assert model.length == 2
