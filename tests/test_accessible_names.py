"""Every button of every app and trainer has a name in words (trial 4, item A5): a
screen reader reads a button by its name, and a name of signs alone ("◀", "▶", "★★☆")
says nothing. The key strip (:mod:`ringworld_nb.ui.keys`) names a button by its label,
or by its tooltip when the label has no words or the button is
:func:`~ringworld_nb.ui.controls.named`; this walks each app's widget tree, the hidden
parts too (the review's line buttons), and works the name out the same way."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import ipywidgets as w
import pytest

from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.ringworld.app import RingWorldApp
from ringworld_nb.trainers.levels import LevelPlayer
from ringworld_nb.trainers.pickers import LevelPicker, PuzzlePicker
from ringworld_nb.trainers.puzzles import PuzzlePlayer
from ringworld_nb.ui.controls import NAMED_CLASS


def widgets(root: Any) -> Iterator[Any]:
    """``root`` and every widget inside it."""
    seen: set[int] = set()
    todo = [root]
    while todo:
        widget = todo.pop()
        if id(widget) in seen:
            continue
        seen.add(id(widget))
        yield widget
        todo.extend(getattr(widget, "children", ()) or ())


def accessible_name(b: w.Button | w.ToggleButton) -> str:
    """What a screen reader reads as the button's name (as the key strip names it)."""
    if not b.description.strip() or NAMED_CLASS in b._dom_classes:
        return b.tooltip or ""
    return b.description


def unnamed(root: Any) -> list[str]:
    """The buttons inside ``root`` whose name has no letter."""
    return [f"{type(b).__name__} {accessible_name(b)!r} (label {b.description!r})"
            for b in widgets(root) if isinstance(b, (w.Button, w.ToggleButton))
            and not re.search(r"[^\W\d_]", accessible_name(b))]


def test_the_name_worked_out_is_that_of_the_key_strip() -> None:
    assert accessible_name(w.Button(description="\u25c0", tooltip="back")) == "\u25c0"
    assert unnamed(w.HBox([w.Button(description="\u25b6")])) == ["Button '\u25b6' (label '\u25b6')"]
    assert accessible_name(w.Button(description="", icon="undo", tooltip="Undo")) == "Undo"


APPS = {
    "ringworld": lambda: RingWorldApp(3, interactive=False, seats=("person", "person")),
    "dice": lambda: DiceOfDoomApp(3, interactive=False, seats=("person", "person")),
    "renaissance": lambda: RenaissanceApp(interactive=False, seats=("person", "person")),
    "levels ringworld": lambda: LevelPlayer("ringworld", progress="progress.json"),
    "levels dice": lambda: LevelPlayer("dice", progress="progress.json"),
    "levels renaissance": lambda: LevelPlayer("renaissance", progress="progress.json"),
    "puzzles dice": lambda: PuzzlePlayer("dice"),
    "level picker": lambda: LevelPicker(),
    "puzzle picker": lambda: PuzzlePicker(),
}


@pytest.mark.parametrize("name", APPS)
def test_every_button_of_every_app_and_trainer_has_a_name_in_words(
        name: str, tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("RINGWORLD_NB_DATA", str(tmp_path))
    app = APPS[name]()
    graph = getattr(app, "graph_view", None)
    if graph is not None and not graph.toggle.disabled:
        graph.toggle.value = True  # (the review's buttons are shown with the graph)
        assert app.game_review.back_button in list(widgets(app))
    assert unnamed(app) == []
