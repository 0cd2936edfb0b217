"""The registry reads the installed games from their entry points: a game that cannot be
loaded is left out with a warning that names it (a contributor's new trial: one broken
package broke every command with a bare "No module named 'connect_four'")."""

from __future__ import annotations

import pytest

from ringworld_nb.core import registry as reg


class Point:
    """An entry point as importlib.metadata gives it: a name, a value, ``load()``."""

    def __init__(self, name: str, value: str, load) -> None:
        self.name, self.value, self._load = name, value, load

    def load(self):
        return self._load()


def test_a_game_that_fails_to_load_is_left_out_with_its_name(monkeypatch) -> None:
    good = reg.registry().spec("dice")

    def broken():
        raise ModuleNotFoundError("No module named 'connect_four'")

    points = [Point("connect_four", "connect_four.spec:SPEC", broken),
              Point("dice", "ringworld_nb.dice.spec:SPEC", lambda: good),
              Point("odd", "odd.spec:SPEC", lambda: "not a spec"),
              Point("other", "ringworld_nb.dice.spec:SPEC", lambda: good)]
    monkeypatch.setattr(reg, "entry_points", lambda group: points)
    with pytest.warns(RuntimeWarning) as said:
        found = reg.Registry.installed()
    assert found.names() == ("dice",)
    words = [str(w.message) for w in said]
    assert any("'connect_four'" in w and "failed to load" in w
               and "No module named 'connect_four'" in w for w in words), words
    assert any("'odd'" in w and "must name a GameSpec" in w for w in words), words
    assert any("'other'" in w and "names must agree" in w for w in words), words


def test_with_no_game_loaded_the_error_says_how_to_install(monkeypatch) -> None:
    monkeypatch.setattr(reg, "entry_points", lambda group: [])
    with pytest.raises(reg.ArgumentError, match="no game is installed"):
        reg.Registry.installed()
