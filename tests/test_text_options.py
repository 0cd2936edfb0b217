"""An option written as text with its own parser (issue 31, item 4): Nim's heaps
"1,3,5,7", which no whole number, switch or choice can say - in the spec's new games, in
``game_maker`` and the tournament's command line, and in the New game tab, refused in
the option's own words."""

from __future__ import annotations

import argparse

import pytest
from nim_game import HEAPS, registered

from ringworld_nb.core.errors import ArgumentError
from ringworld_nb.core.games import game_maker
from ringworld_nb.core.registry import spec
from ringworld_nb.tournament.cli import maker_from
from ringworld_nb.ui.setup_form import SetupForm


def test_a_text_option_is_read_by_its_parser_everywhere() -> None:
    assert HEAPS.kind == "text" and "default 3,4,5" in HEAPS.help()
    with registered():
        game = spec("nim").new_game(heaps="1, 3,5,7")
        assert game.heaps == [1, 3, 5, 7]
        assert spec("nim").new_game().heaps == [3, 4, 5]  # the default
        assert game_maker("nim", heaps="2,2").options["heaps"] == (2, 2)
        args = argparse.Namespace(game="nim", option_heaps="1,3,5,7")
        assert maker_from(args).options["heaps"] == (1, 3, 5, 7)


@pytest.mark.parametrize("text", ["", "1,,3", "0,2", "31", "a,b", "1,2,3,4,5,6,7,8,9"])
def test_bad_text_is_refused_in_the_options_own_words(text: str) -> None:
    with registered(), pytest.raises(ArgumentError, match="heaps are 1 to 8 numbers"):
        spec("nim").new_game(heaps=text)


def test_the_new_game_tab_asks_for_it_in_a_text_box() -> None:
    form = SetupForm((HEAPS,), lambda: None)
    box = form.widgets["heaps"]
    assert box.value == "3,4,5"
    box.value = "1,3,5,7"
    with registered():
        assert spec("nim").new_game(**form.values()).heaps == [1, 3, 5, 7]
    form.show({"heaps": (2, 6)})  # a game loaded: the box writes its heaps
    assert box.value == "2,6"
