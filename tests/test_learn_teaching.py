"""The levels teach before they ask (issue 24, items 3 and 4): each game's notation is
taught in a level "A move written down" before any level writes a move, a wrong move is
told why it misses the goal, and the places where a new learner got stuck.

Each test names the stuck point of the issue it checks (RW: The Ring World, R:
Renaissance, D: Dice of Doom)."""

from __future__ import annotations

import re

import pytest

from ringworld_nb.learn import Level, level, levels, stars
from ringworld_nb.learn.stars import stars_why
from ringworld_nb.renaissance.cells import parse_cell

GAMES = ("ringworld", "dice", "renaissance")

#: A move written in each game's notation, as it may appear in a text.
WRITTEN = {"ringworld": r"(?:\b\d+|-)@(?:\d+|\*)|\bpass\b",
           "dice": r"\b[a-j]\d+-[a-j]\d+\b",
           "renaissance": r"\b(?:D|[IV]3|[IOTLS]4):[a-g]\d|\b[a-g]\d[<>^v]|[m*]@[a-g]\d"
                          r"|\b[a-g]\d-[a-g]\d\b"}


def texts(lv: Level) -> list[str]:
    """What a level says before and as it is played: its lesson, goal, hints, its success
    words for its own solution."""
    run = lv.begin()
    for move in lv.solution:
        step = run.play(move)
    return [lv.lesson, lv.goal, *lv.hints, step.message]


def notation_index(game: str) -> int:
    keys = [lv.key for lv in levels(game)]
    return keys.index("notation")


# ------------------------------------------------------ item 3: notation taught first --
@pytest.mark.parametrize("game", GAMES)
def test_each_game_writes_a_move_down_before_any_level_writes_one(game: str) -> None:
    at = notation_index(game)
    taught = levels(game)[at]
    assert taught.name == "A move written down" and taught.intro
    for lv in levels(game)[:at]:
        assert not lv.written, lv.key
        for text in texts(lv):
            assert not re.search(WRITTEN[game], text), (lv.key, text)
    for lv in levels(game)[at:]:
        assert lv.written, lv.key


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_move_before_the_notation_is_told_without_it(game: str) -> None:
    for lv in levels(game)[:notation_index(game)]:
        start = lv.start()
        told = 0
        for move in start.legal_moves()[:60]:
            step = lv.begin().play(move)
            if step.kind != "wrong":
                continue
            told += 1
            assert step.caused.startswith("Your move: "), step.caused
            assert not re.search(WRITTEN[game], step.message), (lv.key, step.message)
        assert told, lv.key


def test_the_first_ring_world_level_names_no_address() -> None:
    """RW 1: moves and addresses were named before any level taught addresses."""
    first, notation = levels("ringworld")[0], level("ringworld", "notation")
    for text in texts(first):  # no address: "02", "position 0", "turn 4"
        assert not re.search(r"\b\d\d+\b|position \d|turn \d", text), text
    assert "address" in notation.intro and "35 is child 5 of position 3" in notation.intro
    assert "placement@turned position" in notation.intro
    # a wrong move is told what it placed and turned, read as addresses
    why = notation.begin().play("00@0").why
    assert "00 (child 0 of position 0)" in why and "not position 4" in why


# ------------------------------------------------------------ The Ring World --------
def test_a_star_lost_says_why() -> None:
    """RW 2: a star lost with no word why."""
    assert stars_why(1, 1) == ""
    run = level("ringworld", "birth2").begin()
    run.next_hint()
    step = run.play("02@7")
    assert step.stars == 2 == stars(1, 1, hints=1)
    assert "hint" in step.stars_why and "Retry" in step.stars_why
    shown = level("ringworld", "birth2").begin()
    for move in shown.solution_moves():
        step = shown.play(move)
    assert step.stars == 1 and "Show me" in step.stars_why


def test_the_first_level_says_what_the_move_played_did() -> None:
    """RW 3: level 1's success text described another move than the one played."""
    first = levels("ringworld")[0]
    said = {}
    for move in ("02@0", "35@3", "35@4"):
        step = first.begin().play(move)
        assert step.kind == "done"
        said[move] = step.message
    assert "east and the south-east" in said["02@0"] and "turned the east" in said["02@0"]
    assert "south-west and the west" in said["35@3"]
    assert "turned the south-west" in said["35@3"] and "turned the west" in said["35@4"]


def test_a_birth_missed_says_why() -> None:
    """RW 4: level 9's wrong move listed the births, not why the goal failed: the
    learner's own ring already stood on 03."""
    lv = level("ringworld", "simultaneous")
    step = lv.begin().play("15@1")
    assert step.kind == "wrong" and step.replies
    assert "03 already holds a red ring" in step.why and step.why in step.message
    step = lv.begin().play("05@7")
    assert "02 has 1 red neighbour: a birth needs 2" in step.why
    placed = level("ringworld", "birth2").begin().play("02@0")
    assert "put a red ring on 01" in placed.why and "not born" in placed.why


def test_a_level_teaches_birth_and_death_among_level_2_rings() -> None:
    """RW 7: no level taught that level-2 rings are born and die too."""
    lv = level("ringworld", "level2")
    assert lv.section == "1.4" and "level 2" in lv.intro
    step = lv.begin().play(lv.solution[0])
    events = step.played[0].events
    assert any(e.kind == "born" and e.level == 2 for e in events)
    assert any(e.kind == "died" and e.level == 2 for e in events)
    assert not any(e.kind == "won" or (e.kind == "occupied" and e.level == 3
                                        and e.positions) for e in events)
    wrong = lv.begin().play("00@0")
    assert wrong.kind == "wrong" and "Position 4 is still blue" in wrong.why
    keys = [lv.key for lv in levels("ringworld")]
    assert keys.index("occupation") < keys.index("level2") < keys.index("win")


# ---------------------------------------------------------------- Renaissance --------
def test_the_edge_level_needs_a_push() -> None:
    """R 4: level 5 was solved by a plain dot, so the push was never needed."""
    lv = level("renaissance", "edge")
    game = lv.start()
    assert not game.is_legal("a6")  # a6 holds Silver's marker: no plain placement
    done = [m for m in game.legal_moves() if lv.begin().play(m).kind == "done"]
    assert done and all(m.action == "insert" for m in done)
    step = lv.begin().play("a6>")
    assert "a6>" in step.message and "direction" in step.message


def test_the_preparation_says_why_a_marker_keeps_room_and_how_many_items() -> None:
    """R 7: why a marker 'keeps the square free' became clear only a level later;
    R 11: the number of preparation items was shown nowhere."""
    lv = level("renaissance", "prep")
    assert "must touch a marker of your own" in lv.intro and "8 in all" in lv.intro
    assert "4 items - 1 monomino and 3 markers" in lv.intro
    game = lv.start()
    placed = sum(1 for m in game.history if m.action in ("prep_mono", "prep_marker"))
    assert f"{placed} are down here" in lv.intro
    assert "later" in lv.goal


def test_a_player_may_move_the_opponents_markers() -> None:
    """R 8: that a player may move the opponent's markers was never said."""
    lv = level("renaissance", "turn")
    assert "yours or Silver's" in lv.intro and "Silver's markers" in lv.goal
    step = lv.begin().play("O4:a3,a4,b3,b4 c5-c6")  # Gold's own marker
    assert step.kind == "wrong" and "marker of your own" in step.why
    assert lv.begin().play("O4:a3,a4,b3,b4 e5-e6").kind == "done"


def test_monominoes_are_no_prize() -> None:
    """R 9: monominoes are no prizes, and nothing said so."""
    lv = level("renaissance", "monomino")
    assert "never taken" in lv.intro
    step = lv.begin().play("b4")
    assert step.kind == "wrong" and "b4 is a monomino cell" in step.why
    assert lv.start().board.tiles[parse_cell("b4")] < 0  # a monomino cell indeed


def test_the_bonuses_of_the_i_pieces_have_a_level() -> None:
    """R 10: the bonuses (Triple I, both I triominoes) were never taught."""
    lv = level("renaissance", "triple")
    assert "Triple I" in lv.intro and "Both I triominoes: +2" in lv.intro
    done = lv.begin().play("c4")
    assert done.kind == "done" and "both I triominoes +2" in done.message
    assert "score: 5" in done.message
    wrong = lv.begin().play("e4")
    assert wrong.kind == "wrong" and "score: 4 (3 pieces, Triple I +1)" in wrong.why


def test_phase_2_clears_the_board_and_counts_the_pieces_in_hand() -> None:
    """R 11: Phase 2 cleared the board and pieces suddenly counted against the score."""
    lv = level("renaissance", "cleared")
    step = lv.begin().play("d5")
    assert step.kind == "done" and "board is cleared" in step.message
    assert "cells still in hand -2" in step.message and "score: -1" in step.message
    keys = [lv.key for lv in levels("renaissance")]
    assert keys.index("bonus") < keys.index("cleared") < keys.index("prep")


# --------------------------------------------------------------- Dice of Doom --------
def test_reinforcement_dice_due_are_taught_before_they_are_asked_for() -> None:
    """D 2: level 5 used 'reinforcement dice due' before teaching it."""
    lv = level("dice", "reinforcement")
    assert "reinforcements" in lv.intro and "due" in lv.intro
    assert "one fewer than the dice you captured" in lv.intro
    earlier = " ".join(t for other in levels("dice")[:levels("dice").index(lv)]
                       for t in (other.intro, other.goal, *other.hints))
    assert "reinforcement" not in earlier.lower()
    step = lv.begin().play("a1-a2")
    assert "captured 1 die this turn" in step.why


def test_the_end_level_says_which_attack_b_keeps() -> None:
    """D 3: level 6's wrong move never said why it was wrong: B could then attack."""
    step = level("dice", "end").begin().play("b2-b1")
    assert step.kind == "wrong"
    assert "B can still attack after your turn: c1 (3 dice) could take b1" in step.why


# ------------------------------------------------------------------ every level --
@pytest.mark.parametrize("lv", [lv for g in GAMES for lv in levels(g)],
                         ids=lambda lv: f"{lv.game}/{lv.key}")
def test_intros_are_short_sentences(lv: Level) -> None:
    assert not lv.intro or (lv.intro.endswith(".") and len(lv.intro) < 400)
    assert "\n" not in lv.intro



def test_the_grey_squares_are_named_where_they_first_appear() -> None:
    """R 3: the grey squares (monominoes) went unexplained until the Legend tab. The
    first level whose board shows one says what they are, before its goal."""
    from ringworld_nb.renaissance.cells import CENTRE

    first = next(lv for lv in levels("renaissance")  # (the centre is no monomino)
                 if any(t < 0 for c, t in enumerate(lv.start().board.tiles) if c != CENTRE))
    assert first.key == "markers"
    assert "grey squares are monominoes" in first.intro
    assert all("grey" not in " ".join((lv.intro, lv.goal, *lv.hints)).lower()
               for lv in levels("renaissance")[:levels("renaissance").index(first)])


def test_the_gift_level_asks_for_the_move_that_keeps_the_top() -> None:
    """Issue 33 item 2: The Ring World's level 16 was passed by a harmless random move,
    with no word on the moves that would have handed over the top. Now it asks for the
    one move that makes a red ring be born and keeps the top; a harmless move is refused
    with words naming the turns that hand over the top, and so is a move that hands it
    over."""
    lv = level("ringworld", "gift")
    harmless = lv.begin().play("02@0")
    assert harmless.kind == "wrong" and not harmless.illegal
    assert "no red ring was born" in harmless.why
    assert "every move turning position 3 or 5 would have handed Blue the top" in harmless.why
    gift = lv.begin().play("57@5")
    assert gift.kind == "wrong" and "Blue holds the top position" in gift.caused
    assert "turning position 3 or 5" in gift.why
    done = lv.begin().play(lv.solution[0])
    assert done.kind == "done" and "turning position 3 or 5" in done.message
    start = lv.start()
    safe = [m for m in start.legal_moves() if lv.judge([m]).reached]
    assert 0 < len(safe) <= 2 < len(start.legal_moves()) // 10


def test_an_attack_mid_turn_is_not_told_what_ending_the_turn_brings() -> None:
    """Issue 33 item 4: Dice of Doom's level 5 refused a1-a2 mid-turn with "ending it
    now brings 0 new dice" - the learner had ended nothing."""
    lv = level("dice", "reinforcement")
    step = lv.begin().play("a1-a2")
    assert step.kind == "wrong" and "ending it now" not in step.message
    assert "captured 1 die this turn, not 3" in step.why
    assert "in one attack" in step.why
    run = lv.begin()
    run.play("a1-b1")
    over = run.play("b1-c1")  # 4 captured: ending the turn would bring 3
    assert over.kind == "wrong" and "would bring 3 new dice, not 2" in over.why


def test_the_preparation_level_speaks_of_the_move_played() -> None:
    """Issue 33 item 4: Renaissance's level 14 said "Written *@c1 ... no item may now go
    on b1, c2 or d1" after a marker on a3; and a click with Monomino chosen (the
    preparation starts so) was refused with no word of choosing Marker first."""
    lv = level("renaissance", "prep")
    done = lv.begin().play("*@a3")
    assert done.kind == "done" and "Written *@a3" in done.message and "c1" not in done.message
    assert "no item may now go on a2 or a4, beside it" in done.message  # b3 was barred
    assert "no item may now go on b1 or d1" in lv.begin().play("*@c1").message
    mono = lv.begin().play("m@a3")
    assert mono.kind == "wrong" and "choose Marker beside the board first" in mono.why
    assert "a marker on a3 would do it" in mono.why


def test_the_simultaneous_level_rings_the_move_played_not_the_focus() -> None:
    """Issue 33 item 4: The Ring World's level 9 rang 03 (its focus) after 10@1 while its
    words spoke of 02; the ring is on the move played now, 10."""
    lv = level("ringworld", "simultaneous")
    step = lv.begin().play("10@1")
    assert step.kind == "wrong" and "02 has 1 red neighbour" in step.why
    assert lv.start().board.address(*step.where) == "10"


def test_renaissance_prompts_do_not_say_where_the_pool_is() -> None:
    """Issue 33 item 4: Renaissance's level 1 said "Choose a piece below" while the
    pieces stood right of the board (the panel goes beside the board or under it, as
    the page is wide): the prompts name the pool and its keys, not a side."""
    from ringworld_nb.renaissance.draw.view import PROMPTS

    for words in PROMPTS.values():
        assert not re.search(r"\b(below|under the board|above|to the right)\b", words), words
    assert "keys ] and [" in PROMPTS["setup"] and "keys ] and [" in PROMPTS["deal"]


@pytest.mark.parametrize(("game", "key", "said"), [
    ("dice", "attack", ("fewer dice than yours", "captured")),
    ("renaissance", "markers", ("the 8 cells around the centre", "diagonally next to")),
])
def test_an_intro_states_its_levels_rule_before_the_first_try(game, key, said) -> None:
    """Issue 33 item 2: some intros said how to click but not the rule the level tests
    (Dice of Doom's first attack, Renaissance's markers): a lucky first try never read
    it."""
    lesson = level(game, key).lesson
    assert all(words in lesson for words in said), lesson
