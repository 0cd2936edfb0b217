"""Renaissance's rules back in the engine (issue 16, item 4): the orientations of the
pieces, the steps a move goes through, the words of every event - once, in the engine,
and the app using them."""

from __future__ import annotations

import html
import random

import pytest

from ringworld_nb.renaissance import (
    CELLS_OF,
    KINDS,
    Renaissance,
    covering,
    describe_events,
    flipped,
    orientations,
    shape_of,
    turned,
)
from ringworld_nb.renaissance.board import Board
from ringworld_nb.renaissance.cells import CELLS, cell_name
from ringworld_nb.renaissance.moves import Event
from ringworld_nb.renaissance.pieces import placements
from ringworld_nb.renaissance.words import event_words, sentences


# ---------------------------------------------------------------- orientations --
@pytest.mark.parametrize("kind", KINDS)
def test_turning_and_flipping_give_every_orientation_and_no_other(kind: str) -> None:
    seen = {orientations(kind)[0]}
    todo = list(seen)
    while todo:
        shape = todo.pop()
        for other in (turned(shape), flipped(shape)):
            if other not in seen:
                seen.add(other)
                todo.append(other)
    assert seen == set(orientations(kind))
    for shape in orientations(kind):
        assert turned(turned(turned(turned(shape)))) == shape
        assert flipped(flipped(shape)) == shape
        assert len(shape) == CELLS_OF[kind]


@pytest.mark.parametrize("kind", KINDS)
def test_a_piece_on_the_board_has_one_of_its_orientations(kind: str) -> None:
    assert {shape_of(cells) for cells in placements(kind)} == set(orientations(kind))


@pytest.mark.parametrize("kind", KINDS)
def test_covering_lays_the_shape_over_the_cell(kind: str) -> None:
    for cell in CELLS:
        anywhere = []
        for shape in orientations(kind):
            ways = covering(shape, cell)
            for cells in ways:
                assert cell in cells and shape_of(cells) == shape
                assert list(cells) == sorted(set(cells))
            assert len(set(ways)) == len(ways)
            anywhere += ways
        assert anywhere, (kind, cell_name(cell))  # some orientation covers every cell
        assert set(anywhere) == {cells for cells in placements(kind) if cell in cells} | {
            cells for cells in anywhere if 24 in cells}  # every placement (or the centre)


def test_a_turn_is_clockwise() -> None:
    # the L standing up (a1, a2, a3 and b1) turned clockwise lies along row 2: a2, b2,
    # c2 with its foot down at a1
    upright = shape_of([0, 1, 2, 7])
    assert sorted(turned(upright)) == [(0, 0), (0, 1), (1, 1), (2, 1)]


# ----------------------------------------------------------------------- steps --
def sampled_moves(seed: int, plies: int = 400):
    """(game before the move, move) along a random set of each start."""
    rng = random.Random(seed)
    for game in (Renaissance.random_setup(rng), Renaissance(seed),
                 Renaissance(seed, variant="phase2")):
        for _ in range(plies):
            if game.is_over:
                break
            moves = game.legal_moves()
            yield game, moves[rng.randrange(len(moves))]
            game.play(moves[rng.randrange(len(moves))])


def same_board(a: Board, b: Board) -> bool:
    return a.tiles == b.tiles and a.markers == b.markers and a.pieces == b.pieces


@pytest.mark.parametrize("seed", [1, 2])
def test_steps_end_where_the_move_ends_and_change_nothing(seed: int) -> None:
    for game, move in sampled_moves(seed):
        key = game.key()
        steps = game.steps(move)
        assert game.key() == key and len(game.history) == len(game.history)
        trial = game.clone()
        events = trial.play(move)
        assert [e for step in steps for e in step.events] == events
        assert same_board(steps[-1].board, trial.board) and steps[-1].phase == trial.phase
        assert all(step.events for step in steps)
        if move.action in ("marker", "insert"):
            first = steps[0]
            assert [e.kind for e in first.events][-1] == "marker"
            assert first.board.markers[move.cell] != 0
            taken = [e for e in events if e.kind == "taken"]
            for e in taken:  # before the taking, the piece is still there, full
                assert any(cells == e.cells for _, cells in first.board.pieces.values())
                assert all(first.board.markers[c] for c in e.cells)
        if move.action == "put" and move.step is not None:
            assert [e.kind for e in steps[0].events] == ["put"]
            assert [e.kind for e in steps[1].events][0] == "moved"


def test_steps_refuse_what_play_refuses() -> None:
    game = Renaissance(3)
    with pytest.raises(ValueError):
        game.steps("e5")
    assert game.history == ()


# ----------------------------------------------------------------------- words --
EVERY_KIND = [
    Event("placed", "silver", "T4", (14, 21, 20, 28)), Event("removed", "gold", "D", (0, 1)),
    Event("filled", None, None, (3, 4)), Event("pushed", "gold", cells=(0, 1), to=(1, 2),
                                               text="^"),
    Event("marker", "silver", cells=(32,)), Event("taken", "gold", "D", (5, 6)),
    Event("tie", None, "D", (5, 6)), Event("passed", "gold"), Event("offered", "silver"),
    Event("accepted", "gold"), Event("declined", "gold"), Event("dealt", "gold", "T4"),
    Event("prepared", "gold", "mono", (30,)), Event("put", "silver", "O4", (0, 1, 7, 8)),
    Event("moved", "gold", cells=(30,), to=(31,)), Event("skipped", "silver"),
    Event("phase", None, text="Phase 2: Gold puts a monomino or a marker"),
    Event("scored", None, text="Silver 3, Gold 2"), Event("over", "gold"),
    Event("over", None),
]


@pytest.mark.parametrize("event", EVERY_KIND, ids=lambda e: e.kind)
def test_every_event_has_plain_words(event: Event) -> None:
    words = event_words(event)
    assert words.endswith(".") and "<" not in words and words[0].isupper()
    if event.player:
        assert words.startswith({"silver": "Silver", "gold": "Gold"}[event.player])


def test_the_words_say_what_happened() -> None:
    assert event_words(EVERY_KIND[3]) == "Gold pushed in from the bottom: a1\u2192a2, a2\u2192a3."
    assert event_words(EVERY_KIND[5]) == "Gold takes the D (a6, a7)."
    assert event_words(EVERY_KIND[14]) == "Gold moved a marker e3\u2192e4."
    assert event_words(Event("over", None)) == "The set is a draw."


def test_only_the_ties_the_move_touched_are_said() -> None:
    tie_here = Event("tie", None, "D", (31, 32))
    tie_elsewhere = Event("tie", None, "D", (0, 1))
    said = sentences([Event("marker", "gold", cells=(32,)), tie_here, tie_elsewhere])
    assert said == ["Gold put a marker on e5.", "The D on e4, e5 is full but tied: it stays."]
    assert describe_events([]) == ""


LAYOUT = '''
        .......
        .......
        ..A....
        ..A#...
        .......
        .......
        .......'''


def test_the_app_shows_the_engines_words_in_colour() -> None:
    pytest.importorskip("ipywidgets")
    from ringworld_nb.renaissance.app import RenaissanceApp

    game = Renaissance.from_layout(LAYOUT)
    app = RenaissanceApp(game, seats=("person", "person"), interactive=False)
    for cell in ("c5", "d5", "c4"):
        app.play(app.game.parse(cell))
    said = describe_events(app.game.last_events())
    assert "Gold takes the D" in said
    message = app.message.value
    # the name in bold, underlined in the player's colour (the text in the theme's own)
    assert "Gold</b> takes the D (c4, c5)." in message and "<b class='rwnb-player'" in message
    assert "<nothing>" not in app.coloured(html.escape("Phase 1 ends: <nothing>"))


def test_the_app_animates_the_engines_first_step() -> None:
    """The app's push animation shows the engine's first step (the board after the
    marker, before the pieces are taken), not a board of its own making."""
    pytest.importorskip("ipywidgets")
    from ringworld_nb.renaissance.app import RenaissanceApp

    game = Renaissance.from_layout(LAYOUT)
    game.play("c5")
    game.play("d5")
    shown = []
    app = RenaissanceApp(game, seats=("person", "person"), interactive=False)
    app.artist.show_board = shown.append  # type: ignore[method-assign]
    before = game.clone()
    move = game.parse("c4")
    step = game.steps(move)[0]
    events = game.play(move)
    frames = app.frames(before, move, events)
    assert frames is not None and next(frames) == app.step_seconds
    assert shown and same_board(shown[0], step.board)


def test_a_piece_turned_away_from_a_corner_is_not_shown_there() -> None:
    """The S tetromino turned so that it cannot cover a7: clicking a7 used to end in an
    IndexError in the app (it assumed every orientation covers every cell)."""
    pytest.importorskip("ipywidgets")
    from ringworld_nb.renaissance.app import RenaissanceApp

    app = RenaissanceApp(Renaissance(3), seats=("person", "person"), interactive=False)
    app.choose_kind("S4")
    stuck = ((0, 0), (0, 1), (1, 1), (1, 2))
    for i in range(8):  # turn, and turn over after four turns, until it is so
        if app.shape == stuck:
            break
        app.flip() if i == 3 else app.turn()
    assert app.shape == stuck
    a7 = 6
    assert covering(stuck, a7) == []
    app.click_cell(a7)
    assert app.ghost() is None and app.game.history == ()
