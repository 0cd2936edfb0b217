"""Property tests of the three apps with bad input (issue 11, the apps).

For each app - Ring World, Dice of Doom, Renaissance - Hypothesis makes:

* mouse presses at arbitrary pixels (outside the axes and the figure too), with any
  button, single or double; and presses made by hand with no or a non-finite data point;
* calls of the public click methods (``click_hex``, ``choose_place``, ``choose_ring``,
  ``click_cell``, ``click_edge``, ``choose_kind``, ``on_key``, ``play``) with junk;
* Load and Upload of damaged bytes, hostile JSON and records with a wrong field.

Each never raises. A refused input shows a message (error or warning) and leaves the
game's record and the app's move list as they were; an accepted one leaves a game whose
record can be read back (a press may select, or play a legal move; a record that loads
replaces the game with its replay).

The apps are built once per module (people at both seats: no AI turns) and never given
a running loop, as in ``tests/test_ui_ai.py``. The number of examples comes from the
profiles of ``test_properties_strategies`` (``ci`` by default, ``long`` with
``HYPOTHESIS_PROFILE=long``).
"""

from __future__ import annotations

import functools
import itertools
import json
import math
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import matplotlib
import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st
from matplotlib.backend_bases import MouseEvent

matplotlib.use("agg")

from test_properties_strategies import (  # noqa: E402
    damaged_bytes,
    json_values,
    junk,
    pair_of,
    replace_at,
)

from ringworld_nb.core.record import LIMITS, Record  # noqa: E402
from ringworld_nb.core.validate import is_integer  # noqa: E402
from ringworld_nb.dice.app import DiceOfDoomApp  # noqa: E402
from ringworld_nb.dice.game import DiceOfDoom  # noqa: E402
from ringworld_nb.dice.hexboard import as_hex  # noqa: E402
from ringworld_nb.renaissance.app import RenaissanceApp  # noqa: E402
from ringworld_nb.renaissance.cells import CELLS  # noqa: E402
from ringworld_nb.renaissance.game import Renaissance  # noqa: E402
from ringworld_nb.ringworld.app import RingWorldApp  # noqa: E402
from ringworld_nb.ringworld.game import RingWorld  # noqa: E402
from ringworld_nb.ringworld.moves import as_ring  # noqa: E402

#: the share of the profile's examples a test that builds an app per example runs
_FEW = max(10, settings().max_examples // 10)
_REFUSED = ("#d0342c", "#c77800")  # the colours of an error and of a warning


def make(kind: str) -> Any:
    """An app of ``kind`` with people at every seat, drawn once so presses land."""
    if kind == "ringworld":
        app: Any = RingWorldApp(3, interactive=True, animation=0,
                                seats=("person", "person"))
        app.board_input.clock = itertools.count(step=10).__next__  # no two presses make a double
    elif kind == "dice":
        app = DiceOfDoomApp(interactive=True, seats=("person", "person"))
    else:
        app = RenaissanceApp(interactive=True, seats=("person", "person"))
    app.figure.canvas.draw()
    return app


class Subject:
    """An app under test, shown by its kind in Hypothesis' reports (not as a widget)."""

    def __init__(self, kind: str) -> None:
        self.kind, self.app = kind, make(kind)

    def __repr__(self) -> str:
        return f"<{self.kind} app>"


@pytest.fixture(scope="module", params=["ringworld", "dice", "renaissance"])
def subject(request) -> Iterator[Subject]:
    made = Subject(request.param)
    yield made
    made.app.figure.clear()


def state(app: Any) -> tuple[str, tuple[str, ...], int]:
    """What a refused input must not change: the record, the move list, the review."""
    return app.game.record().to_json(), tuple(app.record_lines()), app.view_index


def refused(app: Any) -> bool:
    """True when the last message is an error or a warning."""
    return any(colour in app.message.value for colour in _REFUSED)


def reads_back(app: Any) -> None:
    text = app.game.record().to_json()
    assert Record.from_json(text).to_json() == text


def call(app: Any, action: Callable[[], Any], *,
         valid: bool | Callable[[Any], bool]) -> None:
    """Run ``action``: it must not raise; when the input is not ``valid`` (or
    ``valid(position shown)`` is False) it must be refused with a message and change
    nothing."""
    if callable(valid):
        valid = valid(app.model.position_at(app.view_index))
    before = state(app)
    app.message.value = ""
    action()
    event("refused" if refused(app) else "accepted" if app.message.value else "ignored")
    if state(app) != before:
        event("played or loaded")
    if not valid:
        assert refused(app), f"no message for a refused input: {app.message.value!r}"
        assert state(app) == before, "a refused input changed the game"
    reads_back(app)
    if app.asking:  # a question (play here and discard?) is answered no
        app.questions.no_button.click()


# -- presses -------------------------------------------------------------------------
#: mostly on the figure (about 600 px square), sometimes far outside it
pixels = st.one_of(st.integers(0, 640).map(float), st.floats(-400, 1400))
#: mostly the left button (matplotlib refuses buttons it does not know)
buttons = st.sampled_from([1] * 6 + [2, 3, 8, 9])


@given(x=pixels, y=pixels, button=buttons, dblclick=st.sampled_from([False] * 4 + [True]))
def test_presses_anywhere(subject, x, y, button, dblclick) -> None:
    app = subject.app
    canvas = app.figure.canvas
    event = MouseEvent("button_press_event", canvas, x, y, button=button, dblclick=dblclick)
    call(app, lambda: canvas.callbacks.process("button_press_event", event), valid=True)


class _Press:
    """A press made by hand: inside the axes, but its data point is not a number."""

    def __init__(self, ax, x: object, y: object) -> None:
        self.inaxes, self.xdata, self.ydata, self.button, self.dblclick = ax, x, y, 1, False


@given(x=st.one_of(st.none(), st.sampled_from([math.nan, math.inf]), junk),
       y=st.one_of(st.none(), st.sampled_from([math.nan, -math.inf]), junk))
def test_presses_without_a_data_point(subject, x, y) -> None:
    app = subject.app
    call(app, lambda: app.board_input.pressed(_Press(app.ax, x, y)), valid=True)


# -- the click methods with junk ---------------------------------------------------------
targets = st.one_of(junk, pair_of(st.integers(-3, 12)), st.integers(-3, 60))


@given(target=targets)
def test_click_methods_with_junk(subject, target) -> None:
    app = subject.app
    if isinstance(app, DiceOfDoomApp):
        hex_ = as_hex(target)
        call(app, lambda: app.click_hex(target),
             valid=lambda game: hex_ is not None and game.board.on_board(hex_))
        call(app, lambda: app.attack(target), valid=lambda game: game.is_legal(target))
    elif isinstance(app, RingWorldApp):
        call(app, lambda: app.choose_place(target),
             valid=lambda game: is_integer(target) and 0 <= target < game.board.count(1))
        ring = as_ring(target)
        call(app, lambda: app.choose_ring(target),
             valid=lambda game: ring is not None and ring[0] in game.board.levels
             and 0 <= ring[1] < game.board.count(ring[0]))
        call(app, lambda: app.play(target), valid=lambda game: game.is_legal(target))
        app.cancel()
    else:
        cell_ok = is_integer(target) and target in CELLS
        call(app, lambda: app.click_cell(target), valid=cell_ok)
        call(app, lambda: app.click_edge(target, ">"), valid=cell_ok)
        call(app, lambda: app.click_edge(0, target), valid=target in ("<", ">", "^", "v")
             if isinstance(target, str) else False)
        call(app, lambda: app.choose_kind(target), valid=isinstance(target, str))
        call(app, lambda: app.play(target), valid=lambda game: game.is_legal(target))
        call(app, lambda: app.key_catcher.press(target), valid=True)
        if isinstance(target, str):
            call(app, lambda: app.on_key(target), valid=True)
        app.cancel()


# -- load and upload ---------------------------------------------------------------------
@functools.cache
def _record_text(kind: str) -> str:
    """A record of a short game of ``kind`` (a few legal moves), the same every time (a
    strategy that drew from the app's changing game would not replay)."""
    game: Any = {"ringworld": lambda: RingWorld(3),
                 "dice": lambda: DiceOfDoom(5, seed=1, fair_start=True),
                 "renaissance": lambda: Renaissance(1)}[kind]()
    while len(game.history) < 3 and not game.is_over:
        moves = game.legal_moves()
        game.play(moves[len(game.history) % len(moves)])
    return game.record().to_json()


def loads(app: Any, content: bytes, how: str, folder: Path) -> None:
    """Load ``content`` by Upload or Load: refused (a message, nothing changed) or
    accepted (the game is the record's replay)."""
    before = state(app)
    app.message.value = ""
    if how == "upload":
        app.files.uploaded({"new": [{"name": "bad.json", "content": content}]})
    else:
        path = folder / "bad.json"
        path.write_bytes(content)
        app.load(str(path))
    if app.asking:  # a playable record asks before the unfinished game is replaced
        assert "Replace" in app.questions.question and state(app) == before
        app.questions.yes_button.click()
    event("refused" if refused(app) else "loaded")
    if refused(app):
        assert "Could not load" in app.message.value
        assert state(app) == before, "a refused record changed the game"
    else:
        assert "Loaded" in app.message.value, app.message.value
        assert app.game.record().moves == Record.from_json(content).moves
    reads_back(app)


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("records")


@given(data=st.data(), how=st.sampled_from(["upload", "load"]))
def test_damaged_records(subject, folder, data, how) -> None:
    app = subject.app
    loads(app, damaged_bytes(data, _record_text(subject.kind)), how, folder)


@given(data=st.data(), how=st.sampled_from(["upload", "load"]))
def test_records_with_a_wrong_field(subject, folder, data, how) -> None:
    app = subject.app
    record = json.loads(_record_text(subject.kind))
    loads(app, json.dumps(replace_at(data, record)).encode(), how, folder)


hostile = st.one_of(
    json_values.map(lambda v: json.dumps(v).encode()),
    st.binary(max_size=40),
    st.integers(1, 6).map(lambda k: [b"[" * 100_000, b"1" * 5000, b"{}" * 10,
                                     b'{"a":' * 300 + b"1" + b"}" * 300,
                                     b"\xef\xbb\xbf{}", b" " * (LIMITS.file_size + 1)][k - 1]),
)


@given(content=hostile, how=st.sampled_from(["upload", "load"]))
def test_hostile_json(subject, folder, content, how) -> None:
    app = subject.app
    loads(app, content, how, folder)


@given(value=junk)
def test_upload_values_that_are_no_file(subject, value) -> None:
    app = subject.app
    empty = isinstance(value, (list, tuple, dict)) and not value  # nothing uploaded
    call(app, lambda: app.files.uploaded({"new": value}), valid=empty)


# -- constructors ------------------------------------------------------------------------
_ARGUMENTS = {
    RingWorldApp: ["order", "seats", "pace", "interactive", "animation", "seed", "size"],
    DiceOfDoomApp: ["board", "players", "seats", "version", "max_dice", "seed",
                    "fair_start", "ending", "pace", "interactive", "size"],
    RenaissanceApp: ["game", "seed", "seats", "pace", "interactive", "size"],
}


@settings(max_examples=_FEW)
@given(data=st.data(), cls=st.sampled_from(list(_ARGUMENTS)))
def test_constructors_refuse_bad_arguments_by_name(data, cls) -> None:
    name = data.draw(st.sampled_from(_ARGUMENTS[cls]), label="argument")
    value = data.draw(junk, label="value")
    try:
        made = cls(**{name: value})
    except (ValueError, TypeError) as err:
        assert name in str(err) or name.replace("_", " ") in str(err), str(err)
        return
    made.figure.clear()  # an argument that happens to be right
