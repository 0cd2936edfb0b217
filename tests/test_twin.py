"""The text twin, the keys and the questions (issue 25, items 1 and 2): every board also a
grid of named buttons that choose through the same input machine as a click, a live
region that says each move, keys for every action with "?" listing them, and questions
answered in words in the move box."""

from __future__ import annotations

import re

import pytest

from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.app import DiceOfDoomApp
from ringworld_nb.renaissance.app import RenaissanceApp
from ringworld_nb.ringworld.app import RingWorldApp
from ringworld_nb.ui.controls import plain_text


def message(app) -> str:
    return re.sub("<[^>]+>", "", app.message.value).replace("&#x27;", "'")


def by_label(app, label: str):
    cell = app.twin.cell(label)
    assert cell is not None, label
    return cell


def test_every_app_has_a_twin_of_its_board_with_named_places() -> None:
    ring = RingWorldApp(3, interactive=False, seats=("person", "person"))
    dice = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    ren = RenaissanceApp(interactive=False, seats=("person", "person"))
    assert len(ring.twin.cells) == 57 and ring.twin.widget.row_names[0] == "level 3, the top"
    assert len(dice.twin.cells) == 9 and by_label(dice, "b2").name.startswith("b2, A, ")
    assert len(ren.twin.cells) == 49 and by_label(ren, "d4").name == "d4, the centre"
    for app in (ring, dice, ren):
        assert app.twin.widget in app.layout_parts.board_column.children
        assert app.twin.toggle.description == "Text board" and not app.twin.widget.visible
        app.twin.toggle.value = True
        assert app.twin.widget.visible  # shown; hidden it stays for screen readers
        keys = [c.key for c in app.twin.cells]
        assert len(keys) == len(set(keys))


def test_the_twin_chooses_through_the_same_machine_as_a_click() -> None:
    by_twin = RingWorldApp(3, interactive=False, seats=("person", "person"))
    by_click = RingWorldApp(3, interactive=False, seats=("person", "person"))
    place = by_label(by_twin, "00")
    assert "a ring may go here" in place.name
    by_twin.twin.choose(place.key)
    assert by_label(by_twin, "00").chosen and "chosen" in by_label(by_twin, "00").name
    turn = next(c for c in by_twin.twin.cells if "can be turned" in c.name)
    by_twin.twin.choose(turn.key)
    by_twin.on_key("s")  # Submit
    by_click.click(place.target)
    by_click.click(turn.target)
    by_click.submit()
    assert by_twin.game.history == by_click.game.history and len(by_twin.game.history) == 1


def test_the_live_region_says_each_move_and_the_ais_reply() -> None:
    app = DiceOfDoomApp(4, seed=7, interactive=False, seats=("person", "easy"), pace=0)
    game = app.game
    source = next(c for c in app.twin.cells if c.name.endswith("can attack"))
    app.twin.choose(source.key)
    target = next(c for c in app.twin.cells if "a target of" in c.name)
    app.twin.choose(target.key)
    assert len(game.history) == 1
    said = app.twin.widget.announce
    assert said.startswith("A attacks ") and "A to move" in said
    app.on_key("e")  # End turn
    app.run_ai()
    said = app.twin.widget.announce
    assert "B (AI easy)" in said and ("A to move" in said or game.is_over)


def test_keys_for_the_actions_and_a_list_of_them() -> None:
    app = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    keys = app.app_keys()
    for key in ("?", "h", "u", "g", "t", "m", "e", "Escape", "ArrowLeft"):
        assert key in keys and key in app.key_catcher.widget.catch
    app.on_key("?")
    listed = message(app)
    assert "hhint" in listed and "eend the turn of the person to move" in listed
    # read by a screen reader too: no mouse word, the arrows in words
    assert "click" not in listed.lower() and "left arrowthe previous position" in listed
    assert not set(listed) & set("\u2190\u2192\u2191\u2193")
    assert "<kbd>h</kbd></td><td>hint" in app.message.value
    assert "where &lt;a player&gt;" in app.message.value
    app.on_key("g")
    assert app.graph_view.shown
    app.on_key("t")
    assert app.twin.widget.visible and app.key_catcher.widget.focus["t"]
    app.on_key("h")
    assert "Hint (AI medium)" in message(app)
    ren = RenaissanceApp(interactive=False, seats=("person", "person"))
    assert {"r", "f", "l"} <= set(ren.app_keys())


def test_questions_are_answered_from_what_the_board_shows() -> None:
    game = DiceOfDoom(3, seed=1)
    app = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    app.replace_game(game)
    where = app.keyboard.answer("where A")
    assert where.startswith("A, ") and by_label(app, "b2").name in where
    assert app.keyboard.answer("cell b2") == by_label(app, "b2").name + "."
    assert app.keyboard.answer("cell z9") == "There is no place 'z9' on this board."
    assert app.keyboard.answer("moves").split()[0].isdigit()
    assert app.keyboard.answer("last") == "No move has been played yet."
    after = app.keyboard.answer("after b2-b3")
    assert after.startswith("After b2-b3: A attacks b3") and "A would then have" in after
    assert len(game.history) == 0  # only said, not played
    app.play(app.game.parse("b2-b3"))
    assert app.keyboard.answer("last").startswith("The last move, A's b2-b3: A attacks b3")
    assert app.keyboard.answer("score").startswith("A ")
    assert app.keyboard.answer("where nobody").startswith("No player 'nobody'")
    assert app.keyboard.answer("b2-b3") is None  # a move, not a question


def test_moves_is_paged_so_that_every_legal_move_can_be_heard() -> None:
    """Issue 32, item 6: `moves` names 30 and says how to hear the rest; `moves 2`, ...
    name the next, and the pages together name every legal move once."""
    app = RingWorldApp(4, interactive=False, seats=("person", "person"))
    legal = [app.game.notation(m) for m in app.game.legal_moves()]
    assert len(legal) > 60  # three pages at least
    first = app.keyboard.answer("moves")
    assert first.startswith(f"{len(legal)} legal moves: ")
    assert first.endswith(f", and {len(legal) - 30} more: moves 2 for the next.")
    heard: list[str] = []
    page = 1
    while True:
        said = app.keyboard.answer(f"moves {page}")
        assert said.startswith(f"{len(legal)} legal moves")
        named = said.split(": ", 1)[1].split(", and ")[0].rstrip(".")
        heard += named.split(", ")
        if "for the next" not in said:
            break
        assert f"moves {page + 1} for the next" in said
        page += 1
    assert heard == legal and page == -(-len(legal) // 30)
    assert app.keyboard.answer("moves 1") == first
    assert app.keyboard.answer(f"moves {page + 1}") == (
        f"There is no page {page + 1} of the moves: they fill {page}.")
    assert app.keyboard.answer("moves two").startswith("moves takes a page number")


def test_the_move_box_answers_a_question_or_plays_a_move_on_enter() -> None:
    app = RingWorldApp(3, interactive=False, seats=("person", "person"))
    box, catcher = app.board_input.move_box, app.key_catcher
    assert box.layout.display != "none"  # there in every mode
    box.value = "cell 00"
    catcher._message(catcher.widget, {"enter": "move"}, [])
    assert message(app).startswith("level-1 position 00, empty")
    move = app.game.notation(app.game.legal_moves()[0])
    catcher._message(catcher.widget, {"field": "move", "value": move}, [])
    catcher._message(catcher.widget, {"enter": "move"}, [])
    assert len(app.game.history) == 1


@pytest.mark.parametrize("order", [3, 4])
def test_the_ring_worlds_twin_moves_in_the_fractal(order) -> None:
    app = RingWorldApp(order, interactive=False,
                       seats=("person", "person"))
    cells = {c.key: c for c in app.twin.cells}
    board = app.game.board
    for cell in cells.values():
        level, index = cell.target
        if level < board.order:
            parent = cells[cell.nav["up"]].target
            assert index in board.children(*parent)
            assert cells[cell.nav["right"]].target[0] == level
        if level > 1:
            assert cells[cell.nav["down"]].target == (level - 1, board.children(level,
                                                                                index)[0])



def test_the_live_region_says_what_to_do_only_when_it_changes() -> None:
    """A move is a short read: the message and the status, not the same instructions
    of the turn again; new instructions are read out when they come."""
    app = DiceOfDoomApp(4, seed=7, interactive=False, seats=("person", "person"), pace=0)
    first = plain_text(app.prompt_html.value)
    assert first and first in app.twin.widget.announce  # said at the start
    app.play(next(m for m in app.game.legal_moves() if not m.is_pass))
    # now End turn may be pressed too: the status says so ("attack again, or End turn"),
    # read as it changed; the instructions under it, the same, are not read again
    prompt = plain_text(app.prompt_html.value)
    assert "End turn" in app.status_html.value and "End turn" in app.twin.widget.announce
    assert prompt == first and prompt not in app.twin.widget.announce
    app.play(next(m for m in app.game.legal_moves() if not m.is_pass))
    assert plain_text(app.prompt_html.value) == prompt  # still A's attacks to choose
    said = app.twin.widget.announce
    assert plain_text(app.message.value) in said
    assert "A to move" not in said  # the status, unchanged, is not read twice either
    assert prompt not in said
    app.on_key("e")  # End turn: B to move, with B's own instructions if they differ
    said = app.twin.widget.announce
    assert "B to move" in said
    now = plain_text(app.prompt_html.value)
    assert (now in said) == (now != prompt)


def test_a_key_the_app_has_not_is_said_and_changes_nothing() -> None:
    app = RingWorldApp(3, interactive=False, seats=("person", "person"))
    before = (app.message.value, app.status_html.value, len(app.game.history))
    for key in ("b", "x", "7", "Shift+Enter", "Ctrl+Enter"):
        app.key_catcher.press(key)
        assert app.twin.widget.announce == f"{key}: not a key of this app; ? lists them."
    assert (app.message.value, app.status_html.value, len(app.game.history)) == before


def test_the_app_and_its_pictures_are_named_in_words() -> None:
    app = DiceOfDoomApp(3, interactive=False, seats=("person", "person"))
    catcher = app.key_catcher.widget
    assert catcher.name.startswith("Dice of Doom") and "? lists the keys" in catcher.name
    assert "picture of the board" in catcher.pictures["board"]
    assert "graph" in catcher.pictures["graph"]
    app.on_key("g")  # the graph shown, said in words; its picture named by them
    assert app.twin.widget.announce.startswith("The graph")
    app.graph_view.refresh()
    assert catcher.pictures["graph"].startswith("The graph: A's chance to win")
    app.on_key("g")
    assert app.twin.widget.announce == "The graph is hidden."


def test_the_move_box_is_emptied_after_each_enter() -> None:
    """Issue 29 item 7: ``score`` Enter then ``last`` Enter read "'scorelast': write an
    attack as ...". After Enter (a question or a move, answered, played or refused) the
    box is empty in Python, and the page empties its own box (the class it reads)."""
    app = DiceOfDoomApp(3, seed=1, interactive=False, seats=("person", "person"))
    box, catcher = app.board_input.move_box, app.key_catcher
    assert "rwnb-empties" in box._dom_classes  # the page empties it after Enter
    assert "rwnb-empties" not in app.files.name_box._dom_classes  # a file name stays

    def enter(text: str) -> None:
        catcher._message(catcher.widget, {"enter": "move", "fields": {"move": text}}, [])

    enter("score")
    assert box.value == "" and message(app).startswith("A ")
    enter(box.value + "last")  # the box as the page shows it, and the next question
    assert message(app) == "No move has been played yet." and box.value == ""
    enter("a1-zz")  # a move refused: said why, and the box is ready for the next try
    assert "a1-zz" in message(app) and box.value == ""
    move = app.game.notation(next(m for m in app.game.legal_moves() if not m.is_pass))
    enter(move)
    assert len(app.game.history) == 1 and box.value == ""


def test_the_live_region_reads_each_announcement_once_per_change() -> None:
    """Issue 32 item 8: "No ring can be placed this turn ..." and the Careful paragraph
    were read four times for each pair of moves. A move is read once (not again with the
    AI's reply), the same instructions turn after turn once, and on the AI's turn no
    instruction to the person is read (issue 29 item 6)."""
    import random

    app = RingWorldApp(3, interactive=False, seats=("person", "easy"), pace=0, animation=0)
    log: list[str] = []
    say = app.twin.say
    app.twin.say = lambda text: (log.append(text), say(text))  # type: ignore[method-assign]
    rng = random.Random(3)
    stuck_turns = 0
    red_moves = 0
    for _ in range(12):
        if app.game.is_over:
            break
        if "No ring can be placed" in plain_text(app.prompt_html.value):
            stuck_turns += 1
        app.play(rng.choice(app.game.legal_moves()))
        red_moves += 1
        assert plain_text(app.prompt_html.value) == "" or app.game.is_over  # Blue's turn
        app.run_ai()
    assert stuck_turns >= 2  # the same instructions on several turns ...
    assert sum("No ring can be placed" in said for said in log) == 1  # ... read once
    assert sum(said.count("Red played ") for said in log) == red_moves
    for said in log:
        if "Blue (AI easy) to move" in said:
            assert "Choose" not in said and "Submit" not in said, said


def test_an_ai_turn_of_seven_attacks_is_read_once_attack_by_attack() -> None:
    """Trial 4 item A11: Dice's message keeps the last 8 lines of a turn; when the AI's
    seventh attack and its end of turn pushed the person's move out, the live region read
    all seven attacks again with the end of the turn. Each attack is read once, then
    only the end of the turn (the app refreshes after each move shown, as in a page)."""
    import random

    app = DiceOfDoomApp(5, seed=4, interactive=False, seats=("person", "easy"), pace=0)
    log: list[str] = []
    say = app.twin.say
    app.twin.say = lambda text: (log.append(text), say(text))  # type: ignore[method-assign]
    play_move = app.play_move

    def shown_one_by_one(move, **options):
        events = play_move(move, **options)
        app.refresh()
        return events

    app.play_move = shown_one_by_one  # type: ignore[method-assign]
    rng = random.Random(1)
    for _ in range(30):  # (to the end of B's first turn)
        if any("B (AI easy) ends" in said for said in log):
            break
        if app.ai.is_person(app.game.to_move):
            app.play(rng.choice(app.game.legal_moves()))
        app.run_ai()
    attacks = [said for said in log if said.startswith("B (AI easy)") and "taken" in said]
    assert len(attacks) >= 7  # (the turn of the trial: 7 attacks, then its end)
    for said in log:
        assert said.count("B (AI easy)") <= 1, said


@pytest.mark.parametrize("make", [
    lambda: RingWorldApp(3, interactive=False, seats=("person", "person")),
    lambda: DiceOfDoomApp(3, interactive=False, seats=("person", "person")),
    lambda: RenaissanceApp(interactive=False, seats=("person", "person")),
])
def test_escape_on_the_text_board_clears_a_choice_then_leaves_the_board(make) -> None:
    """Trial 4 item A2: Escape on a place with nothing chosen read "Nothing is chosen:
    there is nothing to cancel." and the focus stayed on the board. With a choice, Escape
    clears it (the focus stays); with nothing chosen it leaves the board for the app (the
    page is told to move the focus) and says so."""
    app = make()
    sent: list[object] = []
    app.twin.widget.send = sent.append  # (what the page is told)
    if isinstance(app, RenaissanceApp):
        app.on_key("]")  # (a piece of the pool first, then its cell)
    for place in app.twin.cells:  # (the first place that starts a move)
        app.twin.choose(place.key)
        if not app.input.empty:
            break
    assert not app.input.empty and not app.game.history
    app.twin.escape(place.key)  # the choice is cleared first, no leaving
    assert app.input.empty and sent == []
    assert "Left the board" not in app.twin.widget.announce
    app.twin.escape(place.key)
    assert sent == [{"leave": 1}]
    assert app.twin.widget.announce.startswith("Left the board")
    assert "nothing to cancel" not in app.twin.widget.announce
    app.on_key("Escape")  # (Escape on the app itself: nothing to leave to, it says so)
    assert "nothing to cancel" in message(app) and sent == [{"leave": 1}]


def test_a_refusal_read_out_says_no_colour() -> None:
    """Issue 29 item 6: a refused choice is ringed on the picture, and the message says
    so ("ringed on the board", no colour: trial 5); the live region reads the reason
    only."""
    app = DiceOfDoomApp(3, seed=1, interactive=False, seats=("person", "person"))
    game = app.game
    theirs = next(h for h in game.hexes_of(1)
                  if all(h not in game.targets(s) for s in game.attack_sources()))
    app.click(theirs)
    shown = message(app)  # beside the board, for the eye: no colour there either
    assert "(ringed on the board)" in shown and "red" not in shown and "dashed" not in shown
    said = app.twin.widget.announce
    assert said and "red" not in said.lower() and "circle" not in said


def test_choosing_an_attacker_says_what_to_choose_next_without_mouse_words() -> None:
    """Issue 29 item 6: "Attack from a1: click a hatched target" was read out."""
    app = DiceOfDoomApp(3, seed=1, interactive=False, seats=("person", "person"))
    source = app.game.attack_sources()[0]
    app.click(source)
    said = message(app).lower()
    assert "choose a target of" in said
    assert not [w for w in ("click", "hatched", "outlined") if w in said], said


def test_the_move_box_plays_the_text_sent_with_the_enter_even_if_emptied_meanwhile() -> None:
    """A CI run: "moves" Enter answered "Type a move in notation first". The page sends
    the text with the Enter, then empties its box; that empty value reaches the kernel as
    the Text widget's own update, handled on another thread than the Enter (a kernel
    subshell), and may land after the text was put in the box but before it is read.
    The Enter's own text is what is answered."""
    app = DiceOfDoomApp(3, seed=1, interactive=False, seats=("person", "person"))
    box, catcher = app.board_input.move_box, app.key_catcher
    taken = catcher._take

    def take_then_emptied(name, value):  # the page's empty value, in between
        taken(name, value)
        box.value = ""

    catcher._take = take_then_emptied
    catcher._message(catcher.widget, {"enter": "move", "fields": {"move": "moves"}}, [])
    assert re.match(r"\d+ legal moves?: ", message(app)), message(app)
    move = app.game.notation(next(m for m in app.game.legal_moves() if not m.is_pass))
    catcher._message(catcher.widget, {"enter": "move", "fields": {"move": move}}, [])
    assert len(app.game.history) == 1 and box.value == ""
