"""RenaissanceApp driven like two players: synthetic mouse events on the ipympl canvas.

Every move is chosen from ``legal_moves()`` and then made through the app: the test
turns it into clicks on cells and arrows, and presses of the buttons under the board.
Every action goes through the app's one flow (``GameApp.act``).
"""

from __future__ import annotations

import asyncio
import json
import random
import re

import pytest
from matplotlib.backend_bases import MouseEvent

from ringworld_nb.core.players import Choice
from ringworld_nb.core.record import Record
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.renaissance.cells import CENTRE, cell_name, column_row, parse_cell
from ringworld_nb.renaissance.moves import Move

WORDS = ("pass", "offer", "accept", "decline")


#: Two people at one screen: these tests play both colours by clicks.
PEOPLE = ("person", "person")


def make_app(game: Renaissance | None = None, **kw) -> RenaissanceApp:
    kw.setdefault("seats", PEOPLE)
    app = RenaissanceApp(game, interactive=True, **kw)
    app.figure.canvas.draw()  # the axes take their final place
    return app


def click(app: RenaissanceApp, x: float, y: float, button: int = 1) -> None:
    """Press the mouse at data point (x, y) of the board."""
    canvas = app.figure.canvas
    px, py = app.ax.transData.transform((x, y))
    event = MouseEvent("button_press_event", canvas, px, py, button=button)
    canvas.callbacks.process("button_press_event", event)


def click_cell(app: RenaissanceApp, cell: int) -> None:
    column, row = column_row(cell)
    click(app, column + 0.5, row + 0.5)


def click_edge(app: RenaissanceApp, cell: int, direction: str) -> None:
    """The insertion arrow in the margin square next to ``cell``."""
    column, row = column_row(cell)
    x, y = {">": (-0.5, row + 0.5), "<": (7.5, row + 0.5), "^": (column + 0.5, -0.5),
            "v": (column + 0.5, 7.5)}[direction]
    click(app, x, y)


def shape_of(cells) -> tuple[tuple[int, int], ...]:
    """The orientation of a piece on ``cells``: its (column, row) offsets, sorted."""
    points = [column_row(c) for c in cells]
    x0, y0 = min(x for x, _ in points), min(y for _, y in points)
    return tuple(sorted((x - x0, y - y0) for x, y in points))


def orient(app: RenaissanceApp, cells) -> None:
    """Turn and flip the chosen piece until it has the orientation of ``cells``."""
    target = shape_of(cells)
    for i in range(8):
        if app.shape == target:
            return
        (app.flip_button if i == 3 else app.turn_button).click()
    raise AssertionError(f"no orientation of {app.kind} matches {cells}")


def lay(app: RenaissanceApp, kind: str, cells) -> None:
    """Choose the kind, orient it, click the piece's first cell twice."""
    app.kind_buttons[kind].click()
    assert app.kind == kind, app.message.value
    orient(app, cells)
    click_cell(app, min(cells))
    ghost = app.ghost()
    assert ghost == (kind, tuple(cells), True), (ghost, app.message.value)
    click_cell(app, min(cells))


def play_by_ui(app: RenaissanceApp, move: Move) -> None:
    """Make ``move`` through the app as a player would."""
    a = move.action
    if a == "place":
        lay(app, move.kind, move.cells)
    elif a == "remove":
        click_cell(app, move.cells[-1])
    elif a == "deal":
        app.kind_buttons[move.kind].click()
    elif a == "marker":
        click_cell(app, move.cell)
    elif a == "insert":
        click_edge(app, move.cell, move.direction)
    elif a in WORDS:
        button = {"pass": app.pass_button, "offer": app.offer_button,
                  "accept": app.accept_button, "decline": app.decline_button}[a]
        assert not button.disabled
        button.click()
    elif a in ("prep_mono", "prep_marker"):
        app.prep_choice.value = "mono" if a == "prep_mono" else "marker"
        click_cell(app, move.cell)
    elif a == "put":
        lay(app, move.kind, move.cells)
        if move.step is not None:
            assert app.put == (move.kind, move.cells), app.message.value
            click_cell(app, move.step[0])
            assert app.input.step_from == move.step[0]
            click_cell(app, move.step[1])
    else:  # pragma: no cover
        raise AssertionError(a)


def choose(game: Renaissance, rng: random.Random) -> Move:
    """A random legal move, offers to end rare (so that Phase 1 runs its course)."""
    moves = game.legal_moves()
    plain = [m for m in moves if m.action != "offer"]
    if plain and rng.random() > 0.02:
        return rng.choice(plain)
    return rng.choice(moves)


def play_through(app: RenaissanceApp, rng: random.Random, until=lambda g: g.is_over,
                 limit: int = 400) -> list[str]:
    """Play random legal moves by the UI until ``until(game)``; the phases seen."""
    game = app.game
    phases = []
    for _ in range(limit):
        if until(game):
            break
        if not phases or phases[-1] != game.phase:
            phases.append(game.phase)
        move = choose(game, rng)
        before = len(game.history)
        play_by_ui(app, move)
        assert len(game.history) == before + 1, (str(move), app.message.value)
        assert game.history[-1] == move
    return phases


def finish_the_set(app: RenaissanceApp, rng: random.Random) -> None:
    """Random legal moves through the app's one move path until the set is over."""
    while not app.game.is_over:
        app.play(choose(app.game, rng))


def plain(html_text: str) -> str:
    return re.sub("<[^>]+>", "", html_text)


# -- a whole set -------------------------------------------------------------------------
def test_a_whole_set_by_clicks_from_setup_to_score() -> None:
    app = make_app(seed=2)
    rng = random.Random(2)
    phases = play_through(app, rng)
    game = app.game
    assert game.is_over
    assert phases == ["setup", "phase1", "phase2_prep", "phase2"]
    assert any(m.action == "remove" for m in game.history)  # a removal turn was clicked
    assert any(m.action == "insert" for m in game.history)  # and a push from an edge
    assert any(m.action == "put" and m.step for m in game.history)
    assert "pass" in [m.action for m in game.history]
    # the score: both players, the sets that scored, the winner in the status
    for p in ("silver", "gold"):
        assert f"<b>{game.score(p)}</b>" in app.scores_html.value
        for words, _ in game.score_sheet(p):
            assert words in app.scores_html.value
    assert "Set over" in app.status_html.value
    assert len(app.record_list.widget.options) == len(game.history) + 1  # and the start
    # the statistics: the two scores after every move, for the graph
    assert len(app.model.stats) == len(game.history) + 1
    assert app.model.stats[-1] == (game.score("silver"), game.score("gold"))
    app.graph_view.toggle.value = True
    assert app.graph_view.box.children[-1] is app.graph_view.canvas.widget
    # a click on the board after the end says so
    click_cell(app, 0)
    assert "set is over" in app.message.value


def test_phase1_buttons_follow_the_legal_moves_and_events_are_told() -> None:
    game = Renaissance.random_setup(random.Random(4))
    app = make_app(game)
    assert game.phase == "phase1" and game.to_move == "gold"
    assert app.pass_button.disabled and not app.offer_button.disabled
    assert app.accept_button.disabled and app.decline_button.disabled
    assert app.accept_button.button_style == ""  # disabled: no colour (issue 16.13)
    # the dots are the marker cells, the arrows the insertions (none yet)
    marker_cells = {m.cell for m in game.legal_moves() if m.action == "marker"}
    assert set(app.artist.targets) == marker_cells and app.artist.arrows == ()
    cell = sorted(marker_cells)[0]
    click_cell(app, cell)
    assert game.history == (Move("marker", cell=cell),)
    assert f"put a marker on {cell_name(cell)}" in app.message.value
    # an offer: the other player answers, the buttons say so
    app.offer_button.click()
    assert not app.accept_button.disabled and not app.decline_button.disabled
    assert app.accept_button.button_style == "success"
    assert app.offer_button.disabled and app.pass_button.disabled
    assert "Accept" in app.prompt_html.value
    click_cell(app, sorted(marker_cells)[1])  # a marker now is refused, with the reason
    assert "must first accept or decline" in app.message.value
    app.decline_button.click()
    assert "declined" in app.message.value and game.to_move == "silver"
    assert app.offer_button.disabled  # one offer a turn


def test_a_push_from_the_edge_is_told_with_its_moves() -> None:
    rng = random.Random(2)
    app = make_app(Renaissance.random_setup(rng))
    game = app.game
    for _ in range(200):
        inserts = [m for m in game.legal_moves() if m.action == "insert"]
        if inserts:
            break
        play_by_ui(app, choose(game, rng))
    assert inserts and set(app.artist.arrows) == {(m.cell, m.direction) for m in inserts}
    move = inserts[0]
    click_cell(app, move.cell)  # the entry cell itself holds a marker: the arrow pushes
    assert "choose its push from the edge" in app.message.value
    click_edge(app, move.cell, move.direction)
    assert game.history[-1] == move
    assert "pushed in from the" in app.message.value and "\u2192" in app.message.value


def test_phase2_preparation_and_a_turn_step_by_step() -> None:
    app = make_app(Renaissance.phase2_only(["D", "T4", "V3"], ["D", "I3", "L4"]))
    game = app.game
    assert game.phase == "phase2_prep"
    assert app.prep_choice.layout.display == "flex"
    app.prep_choice.value = "marker"
    targets = set(app.artist.targets)
    assert targets == {m.cell for m in game.legal_moves() if m.action == "prep_marker"}
    rng = random.Random(1)
    play_through(app, rng, until=lambda g: g.phase != "phase2_prep")
    assert game.phase == "phase2"
    # only kinds of the hand that fit are offered
    hand = game.hand(game.to_move)
    for kind, b in app.kind_buttons.items():
        assert (b.layout.display == "flex") == (kind in hand)
    move = next(m for m in game.legal_moves() if m.step is not None)
    app.kind_buttons[move.kind].click()
    orient(app, move.cells)
    click_cell(app, min(move.cells))
    assert "fits" in app.message.value
    click_cell(app, min(move.cells))
    assert app.put == (move.kind, move.cells) and game.history[-1].action != "put"
    starts = {m.step[0] for m in game.legal_moves() if m.cells == move.cells
              and m.kind == move.kind}
    assert set(app.artist.targets) == starts
    # a click on a cell without a marker is refused with the reason
    empty = next(c for c in range(49) if c != CENTRE and not game.board.markers[c]
                 and c not in move.cells)
    click_cell(app, empty)
    assert "holds no marker" in app.message.value
    click_cell(app, move.step[0])
    assert app.artist.selected == move.step[0]
    # Cancel takes the piece back up: nothing was played
    app.cancel_button.click()
    assert app.put is None and app.kind is None
    before = len(game.history)
    play_by_ui(app, move)
    assert len(game.history) == before + 1 and game.history[-1] == move
    assert "moved a marker" in app.message.value


def test_the_preparation_toggle_turned_by_the_app_keeps_the_message() -> None:
    """When the last monomino is put the app turns its toggle to Marker itself: that is
    not a person's choice, and the message still says the move (it said "Click a cell
    with a dot." instead)."""
    app = make_app(Renaissance.phase2_only(["D", "T4", "V3"], ["D", "I3", "L4"]))
    click_cell(app, parse_cell("a1"))
    assert app.prep_choice.value == "mono"
    click_cell(app, parse_cell("g1"))
    assert app.game.history[-1] == Move("prep_mono", cell=parse_cell("g1"))
    assert app.prep_choice.value == "marker"
    assert "put a monomino on g1." in app.message.value
    assert app.input.prep_item == "mono"  # the person's choice stays theirs


def test_the_deal_of_the_phase2_variant_by_buttons() -> None:
    app = make_app()
    app.start_choice.value = "deal"
    app.new_button.click()
    assert app.game.phase == "deal"
    assert app.palette.layout.display == "flex"
    app.kind_buttons["T4"].click()
    assert str(app.game.history[-1]) == "deal:T4" and "chose a T4" in app.message.value
    assert app.kind_buttons["T4"].layout.display == "none"  # the only T4 is dealt
    play_through(app, random.Random(3))
    assert app.game.is_over


# -- refusals ----------------------------------------------------------------------------
def test_refused_clicks_say_why_and_change_nothing() -> None:
    app = make_app()
    game = app.game
    click_cell(app, 0)  # no piece chosen
    assert "Choose a piece of the pool first" in app.message.value
    click(app, 3.5, 3.5)  # the centre
    assert "centre" in app.message.value
    lay(app, "O4", (0, 1, 7, 8))
    assert len(game.history) == 1
    app.choose_kind("O4")  # its button is hidden now; called anyway
    assert "No O4 is left in the pool" in app.message.value and app.kind is None
    # the domino over the O tetromino: shown red, refused with the engine's reason
    app.kind_buttons["D"].click()
    click_cell(app, 0)
    assert app.ghost()[2] is False and app.artist.ghost[2] is False
    assert "Cannot lay it there" in app.message.value
    assert app.place_button.disabled
    click_cell(app, 0)
    assert "does not fit" in app.message.value and len(game.history) == 1
    # off the board: the I tetromino standing up from a7 sticks out
    app.kind_buttons["I4"].click()
    if app.shape != ((0, 0), (0, 1), (0, 2), (0, 3)):
        app.key_catcher.press("r")  # the key turns it too
    assert app.shape == ((0, 0), (0, 1), (0, 2), (0, 3))
    click_cell(app, parse_cell("a7"))  # a7 to a10 would stick out: a4 to a7 is shown
    assert app.ghost() == ("I4", tuple(parse_cell(n) for n in ("a4", "a5", "a6", "a7")), True)
    app.key_catcher.press("f")  # flipped, a straight piece stays as it is
    assert app.shape == ((0, 0), (0, 1), (0, 2), (0, 3))
    app.key_catcher.press("Escape")
    assert app.kind is None and app.ghost() is None
    # Phase 1: a cell that is no target
    app2 = make_app(Renaissance.random_setup(random.Random(5)))
    g2 = app2.game
    bad = next(c for c in range(49) if c != CENTRE
               and Move("marker", cell=c) not in g2.legal_moves())
    click_cell(app2, bad)
    assert "Not possible" in app2.message.value and g2.history == ()
    assert "not around the centre" in app2.message.value
    click_edge(app2, 0, ">")  # no marker of Gold's on an edge yet
    assert "Not possible" in app2.message.value and g2.history == ()
    app2.pass_button.click()  # disabled in the browser; called anyway, refused
    assert "pass only when" in app2.message.value and g2.history == ()


def test_a_piece_turned_so_that_it_cannot_cover_the_cell_clicked_says_so() -> None:
    """A T pointing left clicked at a1 (a corner no cell of it can cover on the board)
    raised an IndexError, and every refresh after it too."""
    app = make_app()
    app.choose_kind("T4")
    orient(app, (parse_cell("a2"), parse_cell("b1"), parse_cell("b2"), parse_cell("b3")))
    assert app.shape == ((0, 1), (1, 0), (1, 1), (1, 2))
    click_cell(app, parse_cell("a1"))
    assert "sticks out of the board at a1" in app.message.value
    assert app.ghost() is None and app.artist.ghost is None and app.place_button.disabled
    app.place()
    assert "sticks out of the board at a1" in app.message.value and app.game.history == ()
    app.flip()  # the T pointing right covers a1 with its stem's end
    assert app.ghost() is not None and app.ghost()[2]
    click_cell(app, parse_cell("a1"))
    assert len(app.game.history) == 1 and app.game.history[0].kind == "T4"


def test_a_removal_turn_lists_and_highlights_the_removable_pieces() -> None:
    app = make_app(seed=2)
    rng = random.Random(2)
    game = app.game
    play_through(app, rng, until=lambda g: g.legal_moves()[0].action == "remove")
    removals = game.legal_moves()
    assert "Nothing left in the pool fits" in app.prompt_html.value
    # every piece removable: "any piece"; else "a piece that can be taken off"
    every = len(removals) == len(game.pieces())
    assert ("any piece" if every else "a piece that can be taken off") in app.prompt_html.value
    assert set(app.artist.targets) == {c for m in removals for c in m.cells}
    assert all(b.disabled for b in app.kind_buttons.values())
    free = next(c for c in range(49) if c != CENTRE and game.board.tiles[c] == 0)
    click_cell(app, free)
    assert "no piece on" in app.message.value
    before = len(game.history)
    click_cell(app, removals[0].cells[0])
    assert game.history[-1] == removals[0] and len(game.history) == before + 1
    assert "off the board" in app.message.value


# -- undo, review, files, new set ------------------------------------------------------
def test_undo_takes_back_one_move() -> None:
    app = make_app()
    assert app.undo_button.disabled
    play_through(app, random.Random(7), until=lambda g: len(g.history) == 3)
    history = app.game.history
    app.undo_button.click()
    assert app.game.history == history[:2]
    assert app.review_bar.length == 2 and len(app.model.stats) == 3
    assert "Took back" in app.message.value


def test_review_and_playing_on_from_an_earlier_position() -> None:
    app = make_app()
    play_through(app, random.Random(8), until=lambda g: len(g.history) == 5)
    history = app.game.history
    app.review_bar.start.click()
    assert app.view_index == 0 and app.artist.tiles == []
    app.record_list.widget.value = 2
    assert app.view_index == 2
    assert "Reviewing: the board after move 2 of 5" in app.status_html.value
    at2 = Renaissance(1)
    for m in history[:2]:
        at2.play(m)
    assert sorted(app.artist.tiles) == sorted(at2.pieces().values())
    move = next(m for m in at2.legal_moves() if m not in history[2:3])
    lay(app, move.kind, move.cells)
    assert app.asking and "discard the 3 later moves" in app.questions.question
    click_cell(app, 0)  # the board waits for the answer
    assert "Answer the question first" in app.message.value
    app.questions.yes_button.click()
    assert app.game.history == history[:2] + (move,)
    assert app.view_index == 3


def test_save_load_and_upload_round_trip(tmp_path) -> None:
    app = make_app()
    play_through(app, random.Random(9), until=lambda g: g.phase == "phase1"
                 and len(g.history) > 20)
    path = tmp_path / "set.json"
    app.files.name_box.value = str(path)
    app.files.save_button.click()
    n = len(app.game.history)
    assert f"Saved {n} moves" in app.message.value
    other = make_app()
    other.files.name_box.value = str(path)
    other.files.load_button.click()
    assert other.game.history == app.game.history and other.game.key() == app.game.key()
    assert f"Loaded {n} moves" in other.message.value
    assert other.status_html.value == app.status_html.value
    # a damaged record is refused with the reason; the set is kept
    data = json.loads(path.read_text())
    data["moves"][3] = "d4"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    other.load(str(bad))
    assert "Could not load" in other.message.value
    assert other.game.history == app.game.history and not other.asking
    third = make_app()
    third.files.uploaded({"new": ({"name": "up.json",
                              "content": memoryview(app.game.record().to_json().encode())},)})
    assert third.game.history == app.game.history


def test_a_finished_set_reloads_and_reviews(tmp_path) -> None:
    app = make_app()
    game = Renaissance(3)
    rng = random.Random(3)
    while not game.is_over:
        game.play(choose(game, rng))
    path = tmp_path / "done.json"
    game.record().save(str(path))
    app.load(str(path))
    assert app.game.is_over and "Set over" in app.status_html.value
    app.review(1)
    assert app.view_index == 1 and app.palette.layout.display == "flex"


def test_new_set_asks_when_a_set_is_going_on() -> None:
    app = make_app()
    play_through(app, random.Random(2), until=lambda g: len(g.history) == 2)
    app.start_choice.value = "random"
    app.new_button.click()
    assert app.asking and app.questions.widget.layout.display == "flex"
    app.questions.no_button.click()
    assert len(app.game.history) == 2
    app.new_button.click()
    app.questions.yes_button.click()
    assert app.game.phase == "phase1" and app.game.history == ()
    assert app.phase1_bar.layout.display == "flex"
    app.start_choice.value = "phase1"
    app.new_button.click()
    assert app.game.variant == "phase1"


def test_a_bad_seed_in_the_new_game_tab_is_refused_with_a_message() -> None:
    app = make_app()
    before = app.game
    app.seed_choice.value = -5
    app.new_button.click()
    assert "seed" in app.message.value and app.game is before
    app.seed_choice.value = 7
    app.start_choice.value = "full"
    app.new_button.click()
    assert app.game.seed == 7


# -- hints -------------------------------------------------------------------------------
class Fixed:
    """A computer player that always answers ``move`` (a hint made to order)."""

    name = "fixed"

    def __init__(self, move: Move) -> None:
        self.move = move

    def choose(self, game):
        return self.move

    def choose_with_info(self, game) -> Choice:
        return Choice(self.move, 0.6)


def test_a_hint_for_a_placement_enters_the_piece_and_place_plays_it() -> None:
    app = make_app()
    game = app.game
    move = next(m for m in game.legal_moves() if m.kind == "L4")
    app.player_for_seat = lambda game, seat: Fixed(move)
    app.hints.show_hint()
    assert app.hints.hint is not None and app.hints.hint.choice.move == move
    assert app.kind == "L4" and app.shape == shape_of(move.cells)
    assert app.ghost() == ("L4", tuple(move.cells), True)
    assert app.artist.ghost == ("L4", tuple(move.cells), True)
    assert "Press y to play it." in app.message.value and "Silver's chances" in app.message.value
    assert not app.place_button.disabled and not app.turn_button.disabled
    assert game.history == ()
    app.place_button.click()
    assert game.history == (move,) and app.hints.hint is None and app.kind is None


def test_a_hint_for_a_marker_marks_its_cell_and_a_click_there_plays_it() -> None:
    app = make_app(Renaissance.random_setup(random.Random(4)))
    game = app.game
    move = [m for m in game.legal_moves() if m.action == "marker"][3]
    app.player_for_seat = lambda game, seat: Fixed(move)
    app.hints.show_hint()
    assert app.artist.selected == move.cell and app.artist.targets == (move.cell,)
    click_cell(app, move.cell)
    assert game.history == (move,) and app.hints.hint is None


# -- a match -----------------------------------------------------------------------------
def start_match(app: RenaissanceApp) -> None:
    app.start_choice.value = "match"
    app.new_game()
    if app.asking:
        app.questions.yes_button.click()
    assert app.match is not None and app.match.number == 1


def test_a_match_of_sets_with_running_totals() -> None:
    app = make_app()
    start_match(app)
    assert "set 1 of 4" in app.match_html.value
    rng = random.Random(2)
    for number in range(1, 5):
        assert app.match.colour("A") == ("silver" if number % 2 else "gold")
        finish_the_set(app, rng)
        assert len(app.match.results) == number
        assert f"Set {number} to" in app.message.value
        app.undo()  # a counted set is not taken back
        assert app.game.is_over and "counted in the match" in app.message.value
        assert app.undo_button.disabled
        if number < 4:
            assert app.next_set_button.layout.display == "flex"
            app.next_set()
            assert not app.game.history and f"Set {number + 1}" in app.message.value
    assert app.match.is_over and "match over" in app.match_html.value
    assert app.next_set_button.layout.display == "none"
    totals = app.match.totals()
    assert f"A {totals['A']}" in app.match_html.value


def test_in_a_match_a_new_game_at_the_start_of_a_set_asks_before_the_match_goes() -> None:
    """Issue 16.5: New set at the start of set 2 dropped the match silently."""
    app = make_app()
    start_match(app)
    finish_the_set(app, random.Random(3))
    app.next_set()
    assert app.match.number == 2 and not app.game.history
    match = app.match
    app.start_choice.value = "full"
    app.new_game()
    assert app.asking and "the match (set 2 of 4, 1 counted)" in app.questions.question
    app.questions.no_button.click()
    assert app.match is match and app.game is match.current
    app.start_choice.value = "match"  # a new match: asks too
    app.new_game()
    assert app.asking and "match" in app.questions.question
    app.questions.no_button.click()
    assert app.match is match
    app.start_choice.value = "full"
    app.new_game()
    app.questions.yes_button.click()
    assert app.match is None and app.match_html.value == ""


@pytest.mark.parametrize("how", ["load", "upload"])
def test_in_a_match_load_and_upload_ask_before_the_match_goes(how, tmp_path) -> None:
    """Issue 16.5: any Load or Upload dropped the match and its counted sets."""
    other = Renaissance(5)
    rng = random.Random(5)
    for _ in range(4):
        other.play(choose(other, rng))
    path = tmp_path / "other.json"
    other.record().save(str(path))
    app = make_app()
    start_match(app)
    finish_the_set(app, random.Random(3))
    match = app.match

    def offer() -> None:
        if how == "load":
            app.load(str(path))
        else:
            app.files.uploaded({"new": [{"name": "other.json", "content": path.read_bytes()}]})

    offer()
    assert app.asking and "the match (set" in app.questions.question
    app.questions.no_button.click()
    assert app.match is match and app.game.is_over
    offer()
    app.questions.yes_button.click()
    assert app.match is None and app.game.history == other.history


def test_a_counted_set_cannot_be_changed_from_review() -> None:
    """Issue 16.5: review + another move + Yes changed a set the match had counted."""
    app = make_app()
    start_match(app)
    finish_the_set(app, random.Random(3))
    counted = app.game
    history = counted.history
    result = app.match.results[-1]
    app.review(len(history) - 3)
    at = app.shown
    move = next(m for m in at.legal_moves() if m != history[len(history) - 3])
    app.play(move)
    assert "counted in the match" in app.message.value and not app.asking
    assert counted.history == history and app.match.results[-1] == result
    app.review(len(history) - 3)
    app.ai.ai_move()  # AI move from there: refused too
    assert not app.asking and counted.history == history


class Quick:
    """A computer player of random legal moves (an AI seat that answers at once)."""

    name = "quick"

    def __init__(self, seed: int = 1) -> None:
        self.rng = random.Random(seed)

    def choose(self, game):
        return choose(game, self.rng)

    def choose_with_info(self, game) -> Choice:
        return Choice(self.choose(game), None)


def test_in_a_match_against_the_ai_the_person_stays_a_when_colours_swap() -> None:
    """A person plays A against the AI's B: in set 2 A plays Gold, so the person's seat
    follows (else the person played B's sets and the totals mixed person and AI)."""
    app = make_app(seats=("person", "easy"))
    app.player_for_seat = lambda game, seat: Quick()
    start_match(app)
    assert app.match.person("silver") == "A" and app.ai.seats["silver"] == "person"
    rng = random.Random(4)
    while not app.game.is_over:
        if app.is_person(app.game.to_move):
            app.play(choose(app.game, rng))
        else:
            app.run_ai(1)
    app.next_set()
    assert app.match.person("gold") == "A"
    assert app.ai.seats == {"silver": "easy", "gold": "person"}
    assert [m.value for m in app.ai.menus.values()] == ["easy", "person"]
    assert app.run_ai() >= 1  # the AI (B) plays Silver and places first
    assert app.is_person(app.game.to_move) and app.game.to_move == "gold"


def test_a_match_survives_save_and_load(tmp_path) -> None:
    app = make_app()
    start_match(app)
    finish_the_set(app, random.Random(3))
    app.next_set()
    app.play(choose(app.game, random.Random(1)))
    path = tmp_path / "match.json"
    app.save(str(path))
    other = make_app()
    other.load(str(path))
    assert other.match is not None and other.match.number == 2
    assert other.match.results == app.match.results
    assert other.game.history == app.game.history
    assert "set 2 of 4" in other.match_html.value


# -- layout --------------------------------------------------------------------------------
def test_the_app_fits_the_width_and_stays_clickable() -> None:
    app = make_app()
    app.fit.probe.width = 1300
    assert app.fit.current.side_by_side
    app.fit.probe.width = 760  # narrow: the panel goes under the board
    assert not app.fit.current.side_by_side
    assert app.fit.row.layout.flex_flow == "column"
    width, height = app.canvas.pixels
    assert width == height and width <= 756
    app.figure.canvas.draw()
    lay(app, "V3", (0, 1, 7))
    assert app.game.history == (Move("place", "V3", (0, 1, 7)),)


def test_picture_mode_plays_a_move_typed_or_picked() -> None:
    app = RenaissanceApp(interactive=False, seats=PEOPLE)
    assert app.canvas.hint is not None
    assert app.board_input.typed.layout.display != "none"
    game = app.game
    move = game.legal_moves()[5]
    assert game.notation(move) in app.board_input.move_box.options
    app.board_input.move_box.value = game.notation(move)
    app.board_input.move_button.click()
    assert game.history == (move,)


def test_the_lazy_export() -> None:
    import ringworld_nb

    assert ringworld_nb.RenaissanceApp is RenaissanceApp
    with pytest.raises(AttributeError):
        ringworld_nb.NoSuchApp  # noqa: B018


def test_a_move_that_takes_a_piece_is_shown_in_two_steps() -> None:
    layout = "\n".join([".......", ".......", "...AA..", "...#...", ".......", ".......",
                        "......."])

    async def play() -> tuple[list[int], str, list[int]]:
        app = RenaissanceApp(Renaissance.from_layout(layout), interactive=True,
                             seats=PEOPLE)
        app.figure.canvas.draw()
        for text in ("d5", "c3"):
            app.play(text)
        app.step_seconds = 0.3
        app.play("e5")  # Gold fills the domino 2-0 and takes it
        await asyncio.sleep(0.1)
        assert app.animating
        during = list(app.artist.markers)
        canvas = app.figure.canvas
        x, y = app.ax.transData.transform((2.5, 3.5))  # c4, a legal cell for Silver
        canvas.callbacks.process("button_press_event",
                                 MouseEvent("button_press_event", canvas, x, y, button=1))
        refused = app.message.value
        moves = len(app.game.history)
        app.offer_button.click()  # the buttons wait too
        assert len(app.game.history) == moves and "still being shown" in app.message.value
        await asyncio.sleep(0.5)
        assert not app.animating
        return during, refused, list(app.artist.markers)

    during, refused, after = asyncio.run(play())
    d5, e5 = 3 * 7 + 4, 4 * 7 + 4
    assert during[d5] == during[e5] == 2  # first: Gold's marker on e5, the domino full
    assert "still being shown" in refused
    assert after[d5] == after[e5] == 0  # then: the domino taken, its markers gone home


def test_a_record_of_the_phase1_variant_loads_as_phase1(tmp_path) -> None:
    app = make_app()
    app.start_choice.value = "phase1"
    app.new_game()
    play_through(app, random.Random(6), until=lambda g: len(g.history) == 3)
    path = tmp_path / "p1.json"
    app.save(str(path))
    assert Record.load(str(path)).options.get("variant") == "phase1"
    other = make_app()
    other.load(str(path))
    assert other.game.variant == "phase1" and other.game.history == app.game.history
    assert plain(other.status_html.value) == plain(app.status_html.value)


def test_the_graphs_first_draw_has_both_scores_and_spread_ticks() -> None:
    """Issue 24: the first draw piled the tick labels at the left and left out both score
    lines until Analyse redrew it."""
    app = RenaissanceApp(seats=("person", "person"), interactive=False)
    rng = random.Random(2)
    for _ in range(30):
        app.play(rng.choice(app.game.legal_moves()))
    app.graph_view.toggle.value = True  # the first time the graph is shown
    graph = app.graph_view.graph
    graph.figure.canvas.draw()
    labels = [line.get_label() for line in graph.ax.lines]
    assert "Silver score" in labels and "Gold score" in labels
    assert graph.ax.get_xlim() == (0.0, 30.0)
    ticks = [t.get_window_extent().x0 for t in graph.ax.get_xticklabels() if t.get_text()]
    assert len(ticks) >= 3 and len(set(round(x) for x in ticks)) == len(ticks)


# -- issue 24: what Renaissance left to guessing ------------------------------------------
def test_the_square_marked_lands_on_the_cell_clicked() -> None:
    """Issue 24, Renaissance 1: which square of a piece lands on the cell clicked could
    not be predicted. The piece bar draws the chosen orientation with that square
    marked (and says it in words), the prompt says so, and when it would not fit the
    message says that another square was put on the cell."""
    app = make_app()
    assert "its marked square goes on that cell" in app.prompt_html.value
    for turns in range(4):
        app.kind_buttons["T4"].click()
        for _ in range(turns):
            app.turn_button.click()
        marked = plain(app.shape_html.value).count("\u25a3")
        assert marked == 1, app.shape_html.value
        rows = re.search(r"monospace[^>]*>(.*?)</span>", app.shape_html.value).group(1)
        grid = rows.split("<br>")[::-1]  # bottom row first, as the board's rows
        marked_at = next((x, y) for y, line in enumerate(grid)
                         for x, ch in enumerate(line) if ch == "\u25a3")
        assert marked_at == min(app.shape)  # the lowest square of the left column
        cell = parse_cell("e5")  # room all round: the marked square goes on e5
        click_cell(app, cell)
        column, row = column_row(cell)
        ghost = app.ghost()
        assert ghost is not None and ghost[2]
        x0, y0 = column - marked_at[0], row - marked_at[1]
        assert sorted(ghost[1]) == sorted(parse_cell(f"{'abcdefg'[x0 + x]}{y0 + y + 1}")
                                          for x, y in app.shape)
        assert "moved so that it fits" not in app.message.value
        app.cancel_button.click()  # (a second click on e5 would lay it)
    app.kind_buttons["I4"].click()
    if app.shape != ((0, 0), (0, 1), (0, 2), (0, 3)):
        app.turn_button.click()
    click_cell(app, parse_cell("a7"))  # standing up from a7 it would stick out: a4-a7
    assert "moved so that it fits, another of its squares on the cell" in app.message.value


def test_choosing_a_piece_does_not_move_turn_and_flip() -> None:
    """Issue 24's bug: choosing a piece shifted the Turn and Flip buttons (a click meant
    for Turn hit Flip). The drawn piece sits in a box of fixed width before them, wide
    enough for the widest piece (the I tetromino lying: four squares)."""
    app = make_app()
    bar = list(app.piece_bar.children)
    assert bar.index(app.shape_html) < bar.index(app.turn_button) < bar.index(app.flip_button)
    layout = app.shape_html.layout
    fixed = (layout.width, layout.min_height, layout.flex)
    assert layout.width.endswith("px") and layout.flex == "0 0 auto"
    widest = 0
    for kind in app.kind_buttons:
        app.kind_buttons[kind].click()
        for _ in range(4):
            lines = re.search(r"monospace[^>]*>(.*?)</span>", app.shape_html.value).group(1)
            widest = max(widest, *(len(line) for line in lines.split("<br>")))
            assert (layout.width, layout.min_height, layout.flex) == fixed
            app.turn_button.click()
        app.cancel_button.click()
    # the kind's name, a gap and four squares of monospace at 90 % fit the box
    assert widest == 4 and 4 * 0.6 * 0.9 * 14 + 6 + 2 * 9 < int(layout.width[:-2])


def test_the_preparation_counts_its_items_and_the_toggle_says_what_is_left() -> None:
    """Issue 24, Renaissance 11 and 12: the number of preparation items was shown
    nowhere, and the Monomino / Marker toggle switched by itself. The status counts the
    items (item 1 of 8) and what each player has left to put; the toggle's options say
    what is left of each, so the switch after the last monomino is seen coming."""
    app = make_app(Renaissance.phase2_only(["D", "T4", "V3"], ["D", "I3", "L4"]))
    status = plain(app.status_html.value)
    assert "item 1 of 8" in status
    assert "Silver 1 monomino, 3 markers; Gold 1 monomino, 3 markers" in status
    assert [label for label, _ in app.prep_choice.options] == ["Monomino (1 left)",
                                                               "Marker (3 left)"]
    assert "the choice shows what is left" in app.prompt_html.value
    click_cell(app, parse_cell("a1"))  # Gold's monomino
    status = plain(app.status_html.value)
    assert "item 2 of 8" in status and "Gold 3 markers)" in status
    click_cell(app, parse_cell("g1"))  # Silver's
    assert "item 3 of 8" in plain(app.status_html.value)
    assert [label for label, _ in app.prep_choice.options] == ["Monomino (0 left)",
                                                               "Marker (3 left)"]
    assert app.prep_choice.value == "marker"  # the only item left, said in the toggle
    rng = random.Random(4)
    seen = []
    while app.game.phase == "phase2_prep":
        seen.append(int(re.search(r"item (\d) of 8", app.status_html.value).group(1)))
        play_by_ui(app, choose(app.game, rng))
    assert seen == list(range(3, 9))


def test_the_score_sheet_lines_never_wrap() -> None:
    """Issue 24's bug: the score panel wrapped "4 / pieces" onto two lines."""
    app = make_app(Renaissance.phase2_only(["D", "T4", "V3"], ["D", "I3", "L4"]))
    cells = re.findall(r"<tr><td([^>]*)>([^<]*)</td>", app.scores_html.value)
    assert cells and all("white-space:nowrap" in style for style, _ in cells), cells


def test_the_score_sheets_fit_the_panel_each_in_a_box_that_wraps() -> None:
    """Trial 24: "Triple I (+3 further I pi..." was cut at the panel's edge, the two
    sheets side by side in a panel of PANEL_PX. Each sheet is now a box of its own in a
    wrapping row: the boxes go one under the other when both do not fit, and the
    longest line fits the panel alone (measured at the panel's font: 90 % of 13 px)."""
    from matplotlib.backends.backend_agg import RendererAgg
    from matplotlib.font_manager import FontProperties

    from ringworld_nb.renaissance.app import scores_html
    from ringworld_nb.renaissance.scoring import score_sheet
    from ringworld_nb.ui.layout import PANEL_PX

    sheets = {"silver": score_sheet(["O4", "V3", "V3", "L4", "S4", "T4"]),
              "gold": score_sheet(["D", "D", "D", "D", "I3", "I3", "I4"])}
    assert ("Triple I (+4 further I pieces)", 5) in sheets["gold"]
    value = scores_html({p: (p, sum(n for _, n in sheet), sheet)
                         for p, sheet in sheets.items()})
    assert "flex-wrap:wrap" in value and value.count("class='rn-sheet'") == 2
    assert "rn-sheet" in make_app().scores_html.value  # the app's panel is made so
    renderer = RendererAgg(400, 100, 72)  # 1 point = 1 px

    def px(words: str) -> float:
        return renderer.get_text_width_height_descent(
            words, FontProperties(family="DejaVu Sans", size=13 * 0.9), ismath=False)[0]

    lines = {p: max(px(f"{w}  {n:+d}") for w, n in sheet) for p, sheet in sheets.items()}
    assert max(lines.values()) + 8 <= PANEL_PX  # one sheet fits the panel alone
    assert sum(lines.values()) + 16 > PANEL_PX  # (the two side by side would not)


def test_the_empty_setup_board_draws_its_cell_names() -> None:
    """Trial 24 saw an empty setup board without a..g and 1..7 in JupyterLab (once in
    three runs: not reproduced outside the browser). The kernel's picture of the empty
    board holds them: pixels of the names' colour in each of the four margins."""
    import numpy as np
    from matplotlib.colors import to_rgb

    app = make_app(Renaissance())
    assert not app.game.history and app.artist.coords.get_visible()
    app.figure.canvas.draw()
    image = np.asarray(app.figure.canvas.buffer_rgba())[..., :3] / 255.0
    names = np.all(np.abs(image - np.array(to_rgb(app.artist.style.muted))) < 0.08, axis=2)
    h, w = names.shape
    strips = {"top": names[: h // 12], "bottom": names[-h // 12:],
              "left": names[:, : w // 12], "right": names[:, -w // 12:]}
    assert all(strip.sum() > 50 for strip in strips.values()), {
        k: int(v.sum()) for k, v in strips.items()}


# -- the pieces and the preparation's items by keys (issue 29.9) ---------------------------
def said(app: RenaissanceApp) -> str:
    return plain(app.message.value)


def test_the_pieces_are_named_in_words_and_chosen_by_the_keys_of_brackets() -> None:
    """A piece was reached by Shift+Tab x8 to a button named "D x4" (the shape only in
    its title): the buttons are named in words, and ] and [ go through the pieces that
    can be used, each choice said with how many are left."""
    app = make_app()
    assert app.kind_buttons["D"].description == "domino, 4 left"
    assert app.kind_buttons["T4"].description == "T tetromino, 1 left"
    assert {"[", "]"} <= set(app.key_catcher.widget.catch)
    keys = app.app_keys()
    assert keys["]"][0] == "choose the next piece, or the preparation's other item"
    app.key_catcher.press("]")
    assert app.kind == "D"
    assert said(app) == "Domino chosen (4 left in the pool): choose the cell where it goes."
    app.key_catcher.press("]")
    assert app.kind == "I3" and said(app).startswith("I triomino chosen (2 left in the pool)")
    app.key_catcher.press("[")
    app.key_catcher.press("[")  # round from the first piece to the last
    assert app.kind == "S4" and said(app).startswith("S tetromino chosen (1 left")
    # the O4 laid: the pool has none left, and the keys pass it by
    move = next(m for m in app.game.legal_moves() if m.kind == "O4")
    app.play(move)
    assert app.kind_buttons["O4"].layout.display == "none"
    chosen = []
    for _ in range(8):
        app.key_catcher.press("]")
        chosen.append(app.kind)
    assert "O4" not in chosen and set(chosen) == {"D", "I3", "V3", "I4", "T4", "L4", "S4"}


def test_phase2_pieces_of_the_hand_and_the_preparations_items_by_keys() -> None:
    """In Phase 2 a monomino needed Tab and Enter on a cell silently put a marker: ] and
    [ choose the item, said with how many are left, and Enter on a cell of the text board
    puts the item chosen, the announcement saying which."""
    app = make_app(Renaissance.phase2_only(["D", "T4", "V3"], ["D", "I3", "L4"]))
    game = app.game
    assert game.phase == "phase2_prep" and app.prep_choice.value == "mono"
    app.key_catcher.press("]")
    assert app.prep_choice.value == "marker" and app.input.prep_item == "marker"
    assert said(app) == "Marker, 3 left: choose a free cell for your marker."
    app.key_catcher.press("[")
    assert app.prep_choice.value == "mono"
    assert said(app) == "Monomino, 1 left: choose a free cell for your monomino."
    cell = next(m.cell for m in game.legal_moves() if m.action == "prep_mono")
    app.twin.choose(app.twin.cell(cell_name(cell)).key)  # Enter on the cell
    assert game.history[-1] == Move("prep_mono", cell=cell)
    assert f"put a monomino on {cell_name(cell)}" in app.twin.widget.announce
    play_through(app, random.Random(2), until=lambda g: g.phase != "phase2_prep")
    hand = set(game.hand(game.to_move))
    chosen = set()
    for _ in range(4):
        app.key_catcher.press("]")
        chosen.add(app.kind)
    usable = {m.kind for m in game.legal_moves() if m.action == "put"}
    assert chosen == usable and chosen <= hand
    assert said(app).endswith("left in your hand): choose the cell where it goes.")
    move = next(m for m in game.legal_moves() if m.step is not None)
    app.input.preselect(game, move)  # laid, its marker to move: no other piece now
    app.key_catcher.press("]")
    assert "The piece is laid: move a marker" in said(app) and app.kind == move.kind


def test_the_deal_by_keys_chooses_then_takes_the_piece() -> None:
    """In the deal choosing a piece is the move: ] and [ only choose (said in words),
    l takes the piece chosen."""
    app = make_app()
    app.start_choice.value = "deal"
    app.new_button.click()
    game = app.game
    assert game.phase == "deal"
    app.key_catcher.press("l")
    assert said(app).startswith("Nothing is laid now: choose a piece of the pool for your "
                                "hand first") and game.history == ()
    app.key_catcher.press("]")
    app.key_catcher.press("]")
    assert game.history == () and app.kind == "I3"
    assert said(app) == "I triomino, 2 left in the pool: press l to take it into your hand."
    app.key_catcher.press("l")
    assert str(game.history[-1]) == "deal:I3" and app.kind is None


def test_in_phase1_the_piece_keys_say_what_the_phase_asks() -> None:
    """In Phase 1, l said "Choose a piece and click the cell where it goes first", which
    is wrong for the phase: the keys of the pieces say what to do instead."""
    app = make_app(Renaissance.random_setup(random.Random(4)))
    for key in ("l", "]", "["):
        app.key_catcher.press(key)
        assert "put a marker on a cell, or push one in from the edge." in said(app)
        assert "Choose a piece" not in said(app) and app.game.history == ()


def test_the_chosen_piece_is_said_in_words_not_glyphs() -> None:
    """Issue 32 item 7: the chosen piece was read "L4 ··■ ▣■■". The glyphs draw it for
    the eye (hidden from a screen reader), and its name says it in words."""
    app = make_app()
    app.kind_buttons["L4"].click()
    shown = app.shape_html.value
    label = re.search(r"aria-label='([^']*)'", shown).group(1)
    assert label.startswith("L tetromino, ") and "its marked square" in label
    assert label.isascii()  # no glyph in what is read
    assert "role='img'" in shown and shown.count("aria-hidden='true'") == 2


def test_a_refusal_and_the_status_are_read_as_two_sentences() -> None:
    """Issue 32 item 10: "... no L4 is left to place Setup: ..." - the refusal ran into
    the status."""
    from ringworld_nb.ui.announce import Announcer

    app = make_app()
    status = plain(app.status_html.value)
    assert status.startswith("Setup: Silver to move")
    said = Announcer().news("Cannot lay it there: no L4 is left to place", status, "")
    assert said is not None and "no L4 is left to place. Setup: Silver to move" in said


def test_a_piece_turned_twice_is_read_out_twice() -> None:
    """A screen-reader newcomer pressed r twice and heard nothing the second time: the
    same words said again by a new action are read again."""
    app = make_app()
    app.kind_buttons["D"].click()
    heard = []
    for _ in range(2):
        app.key_catcher.press("r")
        heard.append(app.twin.widget.announce)
    assert all("domino is turned" in said for said in heard), heard
    assert heard[0] != heard[1]  # changed, so the live region reads it again
