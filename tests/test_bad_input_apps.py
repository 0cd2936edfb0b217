"""The apps refuse bad input with a message and change nothing (issue 11, the apps).

One test per case found: a click handler given a target off the board or of the wrong
form, a press with no data point, Load and Upload of damaged, hostile or unplayable
records, Save to a name that cannot be a file, and constructor arguments of the wrong
kind or value. The property tests of ``test_properties_apps.py`` try the same with
generated input.
"""

from __future__ import annotations

import json

import matplotlib
import pytest

matplotlib.use("agg")

from ringworld_nb.core.record import LIMITS  # noqa: E402
from ringworld_nb.dice.app import DiceOfDoomApp  # noqa: E402
from ringworld_nb.dice.game import DiceOfDoom  # noqa: E402
from ringworld_nb.renaissance.app import RenaissanceApp  # noqa: E402
from ringworld_nb.ringworld.app import RingWorldApp  # noqa: E402
from ringworld_nb.ringworld.game import RingWorld  # noqa: E402
from ringworld_nb.ringworld.moves import Move  # noqa: E402

#: The colours of an error and of a warning: a refusal shows one of them.
REFUSED = ("#d0342c", "#c77800")


def ring_app() -> RingWorldApp:
    return RingWorldApp(3, interactive=True, animation=0, seats=("person", "person"))


def dice_app() -> DiceOfDoomApp:
    return DiceOfDoomApp(interactive=True, seats=("person", "person"))


def renaissance_app() -> RenaissanceApp:
    return RenaissanceApp(interactive=True, seats=("person", "person"))


def state(app) -> tuple[str, tuple[str, ...]]:
    return app.game.record().to_json(), tuple(app.record_lines())


def refuses(app, action, *words: str) -> None:
    """``action()`` shows an error (or a warning) naming ``words`` and changes nothing."""
    before = state(app)
    app.message.value = ""
    action()
    assert any(colour in app.message.value for colour in REFUSED), app.message.value
    for word in words:
        assert word in app.message.value, app.message.value
    assert state(app) == before


# -- clicks ------------------------------------------------------------------------------
@pytest.mark.parametrize("target", [(5, 5), (9, 0), (-1, 0), (1.5, 2), "a1", 7,
                                    (1, 2, 3), (None, None)])
def test_dice_click_hex_off_the_board_or_malformed(target) -> None:
    app = dice_app()
    refuses(app, lambda: app.click_hex(target), "no hex", "5x5")
    refuses(app, lambda: app.click_hex(None), "off the board")  # (the hit test's miss)


def test_dice_attack_with_text_that_is_no_move() -> None:
    app = dice_app()  # (text in notation raised a NotationError)
    refuses(app, lambda: app.attack("zz"), "zz")


@pytest.mark.parametrize("index", [(2, 0), -1, 48, 1.0, True, "05", None])
def test_ringworld_choose_place_refuses_what_is_no_placement(index) -> None:
    app = ring_app()  # ((2, 0) raised "truth value of an array is ambiguous")
    refuses(app, lambda: app.choose_place(index), "level-1 position")
    assert app.place is None


@pytest.mark.parametrize("ring", ["27", (2.0, 7.0), (4, 0), (2, 8), (1,), 5, (1, 5)])
def test_ringworld_choose_ring_refuses_what_is_no_position(ring) -> None:
    app = ring_app()  # ((1, 5) chose a placement: choose_ring was a click)
    refuses(app, lambda: app.choose_ring(ring), "no position")
    assert app.ring is None and app.place is None


def test_ringworld_play_refuses_a_move_with_a_message() -> None:
    app = ring_app()  # (raised an IllegalMoveError)
    refuses(app, lambda: app.play((5, "27")), "turned position")
    refuses(app, lambda: app.play((5, 384)))
    assert not app.play((5, 384))
    assert app.play(Move(5, (2, 0))) and len(app.game.history) == 1


@pytest.mark.parametrize("cell", [49, -1, None, 3.0, (1, 2), "a1"])
def test_renaissance_cells_off_the_board(cell) -> None:
    app = renaissance_app()
    refuses(app, lambda: app.click_cell(cell), "no cell")
    refuses(app, lambda: app.click_edge(cell, ">"), "no cell")


def test_renaissance_kinds_directions_and_keys_of_any_kind() -> None:
    app = renaissance_app()
    refuses(app, lambda: app.choose_kind([]), "no kind")  # (raised: unhashable list)
    refuses(app, lambda: app.choose_kind("Q"), "no kind")
    refuses(app, lambda: app.click_edge(0, "north"), "no direction")

    before = state(app)
    for key in (7, None, "", "zz", "R", "ArrowUp", ["r"]):  # (``7.lower()`` raised)
        app.key_catcher.press(key)
    assert state(app) == before


@pytest.mark.parametrize("make", [ring_app, dice_app, renaissance_app])
def test_on_key_of_any_kind_never_raises(make) -> None:
    app = make()
    before = state(app)
    for key in (7, None, ["r"]):
        app.on_key(key)
    assert state(app) == before


class Press:
    """A press made by hand inside the axes, its data point given."""

    button, dblclick = 1, False

    def __init__(self, ax, x, y) -> None:
        self.inaxes, self.xdata, self.ydata = ax, x, y


@pytest.mark.filterwarnings("error::RuntimeWarning")  # (1e300 squared overflowed)
@pytest.mark.parametrize("make", [ring_app, dice_app, renaissance_app])
@pytest.mark.parametrize("point", [(None, None), (float("nan"), 1.0), (10 ** 400, 0),
                                   (1e300, -1e300)])
def test_presses_without_a_usable_point(make, point) -> None:
    app = make()  # (an integer too large for a float raised OverflowError)
    before = state(app)
    app.board_input.pressed(Press(app.ax, *point))
    assert state(app) == before
    assert "off the board" in app.message.value or "outside" in app.message.value


# -- load, upload, save ----------------------------------------------------------------------
HOSTILE = {
    "deep nesting": b"[" * 100_000,
    "a number of 5000 digits": b"1" * 5000,
    "not UTF-8": b"\xff\xfe{}",
    "too long": b" " * (LIMITS.file_size + 1),
    "not a record": b'{"a": 1}',
}


@pytest.mark.parametrize("make", [ring_app, dice_app, renaissance_app])
@pytest.mark.parametrize("name", list(HOSTILE))
def test_upload_and_load_of_hostile_files(make, name, tmp_path) -> None:
    app = make()
    content = HOSTILE[name]
    refuses(app, lambda: app.files.uploaded({"new": [{"name": "x.json", "content": content}]}),
            "Could not load x.json")
    path = tmp_path / "x.json"
    path.write_bytes(content)
    refuses(app, lambda: app.load(str(path)), "Could not load")


def test_a_dice_record_with_winners_seven_is_refused() -> None:
    app = dice_app()
    game = DiceOfDoom(2, seed=3)
    while not game.is_over:
        game.play(game.legal_moves()[0])
    record = json.loads(game.record().to_json())
    record["result"]["winners"] = 7  # (raised TypeError, which Upload did not catch)
    content = json.dumps(record).encode()
    refuses(app, lambda: app.files.uploaded({"new": [{"name": "d.json", "content": content}]}),
            "Could not load d.json")


def test_a_record_of_another_game_is_refused() -> None:
    app = ring_app()
    content = DiceOfDoom(3, seed=1).record().to_json().encode()
    refuses(app, lambda: app.files.uploaded({"new": [{"name": "d.json", "content": content}]}),
            "Could not load")


@pytest.mark.parametrize("order", [2, 5, 6])
def test_a_ringworld_record_of_another_board_is_refused_before_its_replay(order) -> None:
    app = ring_app()
    content = RingWorld(order).record().to_json().encode()
    replays = []
    app.game_class = type("Spy", (), {"from_record": staticmethod(replays.append)})
    refuses(app, lambda: app.files.uploaded({"new": [{"name": "o.json", "content": content}]}),
            "this app plays the L3 and L4 boards", f"L{order}")
    assert replays == []


@pytest.mark.parametrize("value", [{"x": 1}, 5, [{"name": "n.json"}], ["text"]])
def test_an_upload_value_without_a_file(value) -> None:
    app = dice_app()
    refuses(app, lambda: app.files.uploaded({"new": value}), "Could not load")


@pytest.mark.parametrize("path", [5, b"x.json", 1.5])
def test_load_and_save_of_a_name_that_is_not_text(path) -> None:
    app = ring_app()  # (Load(5) read the file descriptor 5)
    refuses(app, lambda: app.load(path), "A file name is text")
    refuses(app, lambda: app.save(path), "A file name is text")


def test_save_to_a_name_with_a_nul_character() -> None:
    app = dice_app()  # (open() raised ValueError, which Save did not catch)
    refuses(app, lambda: app.save("a\0b.json"), "Could not save")


# -- constructors ------------------------------------------------------------------------
@pytest.mark.parametrize("kwargs, error, words", [
    ({"order": 5}, ValueError, "order"),
    ({"order": True}, TypeError, "order"),
    ({"order": 3.0}, TypeError, "order"),
    ({"seats": "person"}, TypeError, "seats"),
    ({"seats": ("person", "genius")}, ValueError, "seats"),
    ({"seats": ("person",)}, ValueError, "seats"),
    ({"pace": -1}, ValueError, "pace"),
    ({"pace": "fast"}, TypeError, "pace"),
    ({"animation": float("inf")}, ValueError, "animation"),
    ({"seed": -3}, ValueError, "seed"),
    ({"seed": 1.5}, TypeError, "seed"),
    ({"size": 0}, ValueError, "size"),
    ({"interactive": "yes"}, TypeError, "interactive"),
])
def test_ringworld_app_arguments(kwargs, error, words) -> None:
    with pytest.raises(error, match=words):
        RingWorldApp(**kwargs)


@pytest.mark.parametrize("kwargs, error, words", [
    ({"board": 11}, ValueError, "board"),
    ({"board": 5.0}, TypeError, "board"),
    ({"players": 7}, ValueError, "players"),
    ({"players": "2"}, TypeError, "players"),
    ({"seats": 5}, TypeError, "seats"),
    ({"seats": ("person", "genius")}, ValueError, "seats"),
    ({"version": 4}, ValueError, "version"),
    ({"max_dice": 6}, ValueError, "max_dice"),
    ({"seed": -1}, ValueError, "seed"),
    ({"ending": "never"}, ValueError, "ending"),
    ({"pace": "x"}, TypeError, "pace"),
    ({"size": 0.5}, ValueError, "size"),
    ({"interactive": 1}, TypeError, "interactive"),
])
def test_dice_app_arguments(kwargs, error, words) -> None:
    with pytest.raises(error, match=words):
        DiceOfDoomApp(**kwargs)


@pytest.mark.parametrize("old, new, value", [
    ("controls", "seats", ("person", "medium")),
    ("ai_delay", "pace", 0.2),
    ("width", "size", 5.0),
    ("size", "board", 4),
])
def test_the_dice_apps_old_argument_names_work_with_a_deprecation_warning(old, new,
                                                                       value) -> None:
    with pytest.warns(DeprecationWarning, match=f"now {new}="):
        app = DiceOfDoomApp(interactive=False, **{old: value})
    if new == "seats":
        assert app.ai.seats == {0: "person", 1: "medium"}
    elif new == "pace":
        assert app.ai.pace.value == value
    elif new == "size":
        assert app.canvas.pixels[0] == 500
    else:
        assert app.game.size == 4
    with pytest.warns(DeprecationWarning, match="is_person"):
        assert app.is_human(0)


@pytest.mark.parametrize("kwargs, error, words", [
    ({"game": 5}, TypeError, "game"),
    ({"seed": -1}, ValueError, "seed"),
    ({"seed": "1"}, TypeError, "seed"),
    ({"seats": ["person"]}, ValueError, "seats"),
    ({"pace": float("nan")}, ValueError, "pace"),
    ({"size": "big"}, TypeError, "size"),
    ({"interactive": "no"}, TypeError, "interactive"),
])
def test_renaissance_app_arguments(kwargs, error, words) -> None:
    with pytest.raises(error, match=words):
        RenaissanceApp(**kwargs)


def test_renaissance_new_set_with_a_negative_seed_in_the_box() -> None:
    app = renaissance_app()  # (Renaissance(-5) raised inside the button's callback)
    app.seed_choice.value = -5
    refuses(app, app.new_game, "seed")
    refuses(app, app.new_button.click, "seed")
    app.seed_choice.value = 7
    app.new_game()
    assert app.game.seed == 7


def test_dice_new_game_with_a_seed_too_large_in_the_box() -> None:
    app = dice_app()
    app.seed_choice.value = 10 ** 50
    refuses(app, app.new_game, "seed")


@pytest.mark.parametrize("make", [ring_app, dice_app, renaissance_app])
@pytest.mark.parametrize("index", [None, "2", 1.5, [0], -1 + 0j])
def test_review_of_what_is_no_position(make, index) -> None:
    app = make()  # (review(None) raised a TypeError from inside min())
    refuses(app, lambda: app.review(index), "A board to review is a number of moves")
    assert app.view_index == 0


@pytest.mark.parametrize("make", [ring_app, dice_app, renaissance_app])
@pytest.mark.parametrize("text", ["", "nonsense", "a1-zz", "[1, 2]"])
def test_picture_mode_refuses_a_move_typed_that_is_none(make, text) -> None:
    app = make()
    app.board_input.move_box.value = text
    refuses(app, app.board_input.move_button.click)
