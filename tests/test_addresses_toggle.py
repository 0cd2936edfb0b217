"""The Addresses toggle (issue 29, item 15): a toggle button of the app, and a key,
that writes each position's address on the board; on by default in the review and the
first levels, off in play; a person's choice holds."""

from __future__ import annotations

import ipywidgets as w

from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.ringworld.app import RingWorldApp
from ringworld_nb.trainers.levels import LEVELS_WITH_ADDRESSES, LevelPlayer


def two_people(order: int = 3) -> RingWorldApp:
    return RingWorldApp(order, interactive=False, seats=("person", "person"))


def widgets_in(widget: w.Widget) -> list[w.Widget]:
    """``widget`` and every widget inside it."""
    inside = [widget]
    for child in getattr(widget, "children", ()):
        inside += widgets_in(child)
    return inside


def play_some(app: RingWorldApp, count: int) -> None:
    for _ in range(count):
        app.play(next(m for m in app.game.legal_moves() if not m.is_pass))


def test_the_toggle_and_its_key_write_the_addresses_on_the_board() -> None:
    app = two_people()
    toggle = app.addresses.widget
    assert isinstance(toggle, w.ToggleButton) and toggle.description == "Addresses"
    assert toggle in widgets_in(app.layout_parts.panel) and toggle.layout.display != "none"
    assert "#" in app.app_keys() and "#" in app.key_catcher.widget.catch
    assert not toggle.value and app.artist.addresses_shown == ()  # play: a clear board
    app.on_key("#")
    assert toggle.value and {"35", "3", "*"} <= set(app.artist.addresses_shown)
    assert "addresses are on" in app.message.value
    toggle.value = False  # a click on the toggle
    assert app.artist.addresses_shown == () and "addresses are off" in app.message.value


def test_the_review_writes_the_addresses_until_the_person_says_otherwise() -> None:
    app = two_people()
    play_some(app, 2)
    assert not app.addresses.on
    app.review(1)  # an earlier position: the review
    assert app.addresses.on and "35" in app.artist.addresses_shown
    app.review(2)  # back to play
    assert not app.addresses.on and app.artist.addresses_shown == ()
    app.review(1)
    app.on_key("#")  # the person's choice holds from then on
    assert not app.addresses.on
    app.review(0)
    assert not app.addresses.on and app.artist.addresses_shown == ()


def test_a_game_over_is_reviewed_with_the_addresses() -> None:
    app = two_people()
    play_some(app, 1)
    app.game.resign()
    app.refresh()
    assert app.game.is_over and app.addresses.on and app.artist.addresses_shown


def test_the_first_levels_write_the_addresses_the_later_ones_do_not(tmp_path) -> None:
    app = LevelPlayer("ringworld", "notation", progress=str(tmp_path / "p.json"))
    assert app.addresses.on and "35" in app.artist.addresses_shown
    trainer = app.trainer
    later = trainer.levels[LEVELS_WITH_ADDRESSES]
    trainer.go(later.key)
    assert not app.addresses.on and app.artist.addresses_shown == ()


def test_a_board_without_addresses_has_no_toggle_and_no_key() -> None:
    app = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    assert app.addresses.widget.layout.display == "none"
    assert "#" not in app.app_keys() and "#" not in app.key_catcher.widget.catch
