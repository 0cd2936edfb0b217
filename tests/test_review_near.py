"""A review that says why near the move, in every game (issue 33): the reply a move lets the
other side play at once, found by trying every reply, linked to the move's own places and
told in the game's words (the Careful warning, a hex left with 1 die, a piece's last empty
cell); what each move does at once; and, when nothing differs that near, how the positions
differ in the game's counts - never an event past the sixth move of a line, never "the loss
lies further on" alone."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_analysis import TOP_RING_POSITION
from test_review_reasons import lines_from
from test_review_reasons_games import reinforcement_board

from ringworld_nb.analysis import compare, verdict
from ringworld_nb.core.words import rule_words
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.ringworld import RingWorld

#: Phase 1 of Renaissance on a small layout: an I3 on c3, c4, c5 and a domino on e4, e5.
LAYOUT = "\n".join([".......", ".......", "..A.B..", "..A#B..", "..A....", ".......",
                    "......."])


def test_a_ring_world_move_that_leaves_the_danger_is_told_by_the_reply_that_kills():
    start = RingWorld.from_positions(TOP_RING_POSITION, order=3)
    said = verdict(lines_from(start, ["50@5"], ["00@0", "05@3"]), start)
    # the threat in the app's own words, then the reply that carries it out, found by
    # trying every reply (not the line's 05@3 alone), with the rings it kills
    assert ("After 00@0 the app still warns of it. Then Blue's reply 50@3 (Blue places a "
            "ring on 50, then turns position 3 (level 2) one step): ") in said, said
    assert "2 Red rings died (0, 1)" in said
    assert "After the best move 50@5 no reply takes anything from Red at once." in said
    # what the best move does at once, spelled on the board's own positions
    assert ("What each move does at once (move 1) - the best move 50@5 (Red places a ring "
            "on 50, then turns position 5 (level 2) one step): ") in said
    assert "Red took position 4 and the top position" in said
    # and why a ring was born, by the rule (2 neighbours of its colour just before)
    assert "47 was born between Red's 40 and 51." in said


def test_a_ring_world_move_that_makes_a_danger_is_told_in_the_careful_words():
    from ringworld_nb.analysis.near import answer

    start = RingWorld.from_positions(TOP_RING_POSITION, order=3)
    words = rule_words("ringworld")
    # a move of Blue's after which the Careful line names Blue's rings: the link says it
    game = start.clone()
    game.play("50@3")  # Red's blunder: Blue to move
    for move in game.legal_moves():
        text = game.notation(move)
        found = answer(game, text, words, game.to_move)
        assert found is not None
        careful = words.threat(found.after, game.to_move)
        if careful and found.costs and not words.threat(game, game.to_move):
            break
    else:  # pragma: no cover - the position has such a move
        raise AssertionError("no Blue move that leaves Blue's rings in danger")
    link = words.link(game, found.after, found.move, found.reply, game.to_move)
    assert link == f"After {text} the app warns \"{careful}\""


def test_a_dice_attack_that_leaves_its_hex_with_one_die_is_told_by_the_attack_on_it():
    game = reinforcement_board()
    said = verdict(lines_from(game, ["a1-a2", "pass"], ["a1-b1", "pass"]), game)
    # the move's own hex (a1, left with 1 die), the other's hex that attacks it, the reply
    assert ("a1-b1 leaves a1 with 1 die next to B's a2 (2 dice), once A's turn ends. Then "
            "B's reply a2-a1: B attacks a1 (A, 1 die) from a2 (2 dice) and wins.") in said, said
    # after the best move, a2 is A's: no such reply
    assert "After the best move a1-a2 no reply takes anything from A at once." in said


def test_a_renaissance_marker_that_leaves_a_pieces_last_cell_is_told_by_the_reply():
    game = Renaissance.from_layout(LAYOUT)
    game.play("e3")  # Gold
    game.play("c3")  # Silver, on the I3
    said = verdict(lines_from(game, ["e5", "c5"], ["c4", "c5"]), game)
    assert said.startswith(
        "c4 puts Gold's marker on c4, a cell of the I3 (c3, c4, c5), and leaves c5 its last "
        "empty cell, where Silver has 1 marker to Gold's 1. Then Silver's reply c5: Silver "
        "put a marker on c5. Silver takes the I3 (c3, c4, c5). Silver completed the I3 and "
        "took it 2-1: 1 point for Silver (0 to 1). After the best move e5 no reply takes "
        "anything from Gold at once."), said


def test_nothing_near_is_said_when_two_moves_come_to_the_same():
    from ringworld_nb.analysis.near import near_reason

    game = Renaissance.from_layout(LAYOUT)
    words = rule_words("renaissance")
    # two markers off the I3 and the domino: no reply takes anything after either
    said, mine, theirs = near_reason(game, "d3", "d5", game.to_move, words)
    assert said == "" and mine is not None and theirs is not None
    assert mine.reply is not None and not mine.costs


def test_a_reason_never_names_a_move_played_on_past_the_lines():
    from ringworld_nb.analysis import explain

    # two first placements that end alike: the old words played both lines on by the
    # one-move-ahead AI and told an event at its sixth move; now the positions' counts
    start = RingWorld(order=3)
    review = lines_from(start, ["00@0"], ["01@0"])
    said = explain(review, start)
    assert "played on" not in said and "lies further on" not in said, said
    assert "open level-2 positions (no ring on their 8 children) 6 against 7" in said


# -- The Ring World without a Careful warning: the count the reply acts on -----------
def _blue_to_move(placed):
    """An L3 board of a few rings, Blue to move, and no Careful line for Blue."""
    game = RingWorld.from_positions(placed, order=3, to_move=2)
    assert rule_words("ringworld").threat(game, 2) == ""
    return game


def test_a_ring_world_move_that_leaves_a_position_one_short_is_told_by_the_count():
    game = _blue_to_move([("24", 2), ("35", 1), ("40", 1), ("37", 1), ("60", 1), ("45", 1),
                          ("03", 2), ("06", 2)])
    said = verdict(lines_from(game, ["46@1"], ["46@4"]), game)
    # the move played, then what it did to position 4 (its Red children, before and
    # after), then the reply (the second move) that takes it - no Careful line here
    assert said.startswith(
        "46@4, where Blue places a ring on 46, then turns position 4 (level 2) one step, "
        "brings position 4 to 4 of its 8 children Red (35, 36, 43, 46; 3 before the move), "
        "one short of the 5 that take it. Then Red's reply -@4 (Red places no ring (no "
        "position is open), then turns position 4 (level 2) one step): 1 Red ring was born "
        "(36), 1 Blue ring died (40), Red took position 4."), said
    assert "After the best move 46@1 no reply takes anything from Blue at once." in said


def test_a_ring_world_move_that_leaves_rings_to_die_is_told_by_their_empty_neighbours():
    game = _blue_to_move([("54", 2), ("56", 2), ("76", 1), ("06", 1), ("65", 2), ("15", 2),
                          ("62", 1)])
    said = verdict(lines_from(game, ["34@3"], ["13@6"]), game)
    # the group the reply kills, with its empty neighbours after the move (level 1: the
    # app warns of level 2 and up only), and the death rule: the rings around the group
    # once the reply has filled them
    assert said.startswith(
        "13@6, where Blue places a ring on 13, then turns position 6 (level 2) one step, "
        "leaves Blue's rings 54, 55 and 56 (level 1) with 2 empty neighbours left, 46 and 57. "
        "Then Red's reply 46@6 (Red places a ring on 46, then turns position 6 (level 2) one "
        "step): 3 Blue rings died (54, 55, 56). 54, 55 and 56 died with no empty neighbour "
        "left (Red's 46 and 57 around them)."), said


def test_a_ring_world_move_that_opens_a_position_is_told_by_the_placement_it_allows():
    game = _blue_to_move([("24", 2), ("13", 2), ("06", 1), ("23", 1), ("15", 2), ("01", 2),
                          ("65", 2)])
    said = verdict(lines_from(game, ["35@1"], ["35@0"]), game)
    # the level-2 position the move opened (where the reply places), and the turn of the
    # reply that brings two Red rings next to an empty position, one of them moved there
    # by the move itself
    assert said.startswith(
        "35@0, where Blue places a ring on 35, then turns position 0 (level 2) one step, "
        "opens position 7 (no ring left on its 8 children), where the reply places its ring "
        "on 05, and leaves Red's rings where the reply's turn of position 0 brings two of "
        "them, 00 and 06, next to the empty 07, where a ring is born"), said
    assert "Then Red's reply 05@0" in said and "1 Red ring was born (07)" in said


# -- Renaissance's setup: where a piece goes, what it leaves to place ----------------
#: Eleven pieces of the setup laid (Silver first): a domino and a V triomino are left,
#: Gold to move.
SETUP = ["I4:a7,b7,c7,d7", "S4:e6,e7,f5,f6", "I3:g5,g6,g7", "D:a6,b6", "V3:b4,b5,c5",
         "D:d5,e5", "T4:e3,f2,f3,f4", "I3:g2,g3,g4", "L4:a3,b3,c2,c3", "D:a1,a2",
         "O4:d1,d2,e1,e2"]


def _set_up(moves):
    game = Renaissance()
    for move in moves:
        game.play(move)
    return game


def test_a_setup_placement_is_told_by_its_cells_around_the_centre():
    game = Renaissance()
    said = verdict(lines_from(game, ["T4:d3,e3,e4,f3"], ["I4:a1,a2,a3,a4"]), game)
    # no point is won for many moves: the reason is where each move lays its piece
    # (the old words said only that both lines leave Silver level in points)
    assert said.startswith(
        "I4:a1,a2,a3,a4 lays the I tetromino on a1, a2, a3 and a4, none of them around the "
        "centre; the best move T4:d3,e3,e4,f3 lays the T tetromino on d3, e3, e4 and f3, 3 of "
        "them (d3, e3 and e4) around the centre (Phase 1's first markers go around the "
        "centre, Gold first)."), said
    assert "lies further on" not in said
    assert said.endswith("what is said above is what sets the moves apart so far."), said


def test_a_setup_placement_that_leaves_a_piece_nowhere_to_go_is_told_with_the_removal():
    game = _set_up(SETUP)
    said = verdict(lines_from(game, ["D:a4,a5", "V3:b1,b2,c1"],
                              ["D:b1,b2", "x:S4:e6,e7,f5,f6"]), game)
    # the piece left that no longer fits hands Silver the removal, a piece of Silver's
    # choosing: that is the reason, said first and alone (not the cells no piece fills)
    assert said.startswith(
        "What sets the moves apart is who takes pieces off the board. After D:b1,b2 the V "
        "triomino fits nowhere, so whoever is left with it must first take pieces off: in the "
        "search's line Silver, left with the V triomino, takes off S4:e6,e7,f5,f6 (the second "
        "move of the line), a piece of Silver's choosing, back to the pool to be laid again. "
        "After the best move D:a4,a5 every piece left fits and nothing comes off: Silver lays "
        "the V triomino, and Phase 1 begins."), said
    assert "monomino cells" not in said, said


def test_a_setup_removal_is_told_by_what_can_be_placed_after_it():
    game = _set_up([*SETUP, "D:b1,b2"])
    assert game.must_remove() and game.to_move == "silver"
    said = verdict(lines_from(game, ["x:D:a6,b6", "V3:a5,a6,b6"],
                              ["x:O4:d1,d2,e1,e2", "V3:d1,d2,e1"]), game)
    assert said.startswith(
        "x:O4:d1,d2,e1,e2 takes the O tetromino on d1, d2, e1 and e2 off the board; the best "
        "move x:D:a6,b6 takes the domino on a6 and b6 off the board. Then Silver can place the "
        "V triomino (7 places) after x:O4:d1,d2,e1,e2, and the V triomino (1 place) after the "
        "best move."), said
    # the cells no piece left can fill, after each removal
    assert ("x:O4:d1,d2,e1,e2 leaves a4, a5, c6, d6 and g1 where no piece left fits; the best "
            "move x:D:a6,b6 leaves c1 and d3 where none fits (monomino cells: no piece is won "
            "there).") in said, said
    # the same player's placement that ends the turn, in each line
    assert ("In the search's lines Silver then plays V3:d1,d2,e1 (lays the V triomino on d1, "
            "d2 and e1, none of them around the centre) after x:O4:d1,d2,e1,e2, and V3:a5,a6,b6 "
            "(lays the V triomino on a5, a6 and b6, none of them around the centre) after the "
            "best move.") in said, said


def test_a_setup_move_that_gives_up_the_removals_says_so_and_what_it_costs():
    # trial 6, move 19: the L tetromino on c1-d1 (played) or on b2-c4 (best), with the
    # search's own lines; the old words gave facts (cells around the centre, the O
    # tetromino fits, monomino cells) and not which one is bad for Silver
    game = Renaissance(seed=1)
    for move in TRIAL_PHASE1[:18]:
        game.play(move)
    said = verdict(lines_from(
        game, ["L4:b2,c2,c3,c4", "I3:c6,d6,e6", "x:D:a1,b1", "x:D:f1,g1", "x:I3:c6,d6,e6",
               "x:I3:c5,d5,e5"],
        ["L4:c1,c2,c3,d1", "I3:c6,d6,e6", "O4:a2,a3,b2,b3", "e5", "c3", "c5"]), game)
    assert said.startswith(
        "What sets the moves apart is who takes pieces off the board. After the best move "
        "L4:b2,c2,c3,c4 the O tetromino fits nowhere, so whoever is left with it must first "
        "take pieces off: in the search's line Gold lays the I triomino, and Silver, left "
        "with the O tetromino, takes off D:a1,b1, D:f1,g1, I3:c6,d6,e6 and I3:c5,d5,e5 "
        "(moves 3-6 of the line), pieces of Silver's choosing, back to the pool to be laid "
        "again. The I3 on c5, d5 and e5 lies on 3 of the 8 cells around the centre, where "
        "Gold puts the first marker of Phase 1."), said
    # what the move played lets Gold do with that piece, where in the line, and its points
    assert ("After L4:c1,c2,c3,d1 every piece left fits and nothing comes off: Gold lays the "
            "I triomino, Silver the O tetromino, and Phase 1 begins with the I3 on c5, d5 and "
            "e5 still on the board: Gold's markers go on it (e5 and c5, the fourth and sixth "
            "moves of the line), and Gold takes it however d5 is filled (1 point for "
            "Gold).") in said, said
    # the facts that do not decide are left out
    assert "monomino cells" not in said and "Phase 1's first markers go" not in said, said


def test_the_lines_shown_under_a_setup_reason_show_the_moves_it_names():
    from ringworld_nb.analysis import explain

    game = Renaissance(seed=1)
    for move in TRIAL_PHASE1[:18]:
        game.play(move)
    shown = explain(lines_from(
        game, ["L4:b2,c2,c3,c4", "I3:c6,d6,e6", "x:D:a1,b1", "x:D:f1,g1", "x:I3:c6,d6,e6",
               "x:I3:c5,d5,e5"],
        ["L4:c1,c2,c3,d1", "I3:c6,d6,e6", "O4:a2,a3,b2,b3", "e5", "c3", "c5"]), game)
    # the reason names Gold's e5 and c5 (the fourth and sixth moves) and Silver's
    # removals up to the sixth, then, the lines played on, the point Gold takes with d5
    # (trial 8: "1 point for Gold" came after the lines' end): the lines' words show those
    # moves, not the first three
    assert ("Played on past the lines by the one-move-ahead AI (each side's move that gains "
            "most at once) until Silver moves again, the difference shows: after Gold's d5, "
            "the eighth move of the line after L4:c1,c2,c3,d1, played on by the one-move-ahead "
            "AI: Gold put a marker on d5.") in shown, shown
    assert ("After L4:c1,c2,c3,d1 (moves 6-8; moves 7-8 played on by the one-move-ahead AI): "
            "Gold c5: Gold put a marker on c5. Silver e4: Silver put a marker on e4. Gold d5: "
            "Gold put a marker on d5.") in shown, shown
    assert ("After L4:b2,c2,c3,c4 (best; moves 4-6 of 6): Silver x:D:f1,g1: ") in shown, shown
    assert "Silver x:I3:c5,d5,e5: Silver took I3:c5,d5,e5 off the board." in shown, shown


# -- Renaissance Phase 1: the same reply after either move (trial 5, move 29) --------
#: The trial's Renaissance game up to its move 29 (seed 1): Silver to move in Phase 1,
#: Gold's 2 markers on the I3 (c5, d5, e5) and Silver's b4 on the V3 (a4, a5, b4).
TRIAL_PHASE1 = ["O4:b2,b3,c2,c3", "L4:d1,d2,d3,e1", "I3:c5,d5,e5", "T4:e3,f3,f4,g3",
                "V3:f5,f6,g5", "V3:a4,a5,b4", "I4:b7,c7,d7,e7", "D:a1,b1", "D:a6,a7",
                "D:f2,g2", "D:b5,b6", "I3:c6,d6,e6", "x:D:a6,a7", "x:L4:d1,d2,d3,e1",
                "S4:d2,d3,e1,e2", "D:f1,g1", "x:I3:c6,d6,e6", "x:O4:b2,b3,c2,c3",
                "L4:c1,c2,c3,d1", "O4:a2,a3,b2,b3", "I3:c6,d6,e6", "e5", "c3", "e3", "b4",
                "f6", "d3", "d5"]


def test_a_reply_that_takes_as_much_after_either_move_is_said_so_then_what_differs():
    game = Renaissance(seed=1)
    for move in TRIAL_PHASE1:
        game.play(move)
    # both lines end alike (Gold 1 point up), as the trial's ended level
    said = verdict(lines_from(game, ["a5", "c5"], ["d2", "c5"]), game)
    # Gold's c5 completes the I3 after both moves: never "nothing is taken"
    assert "Nothing is taken" not in said, said
    assert said.startswith(
        "Gold's reply c5 does the same after either move: Gold put a marker on c5. Gold takes "
        "the I3 (c5, d5, e5). Gold completed the I3 and took it 3-0: 1 point for Gold (0 to "
        "1). What differs then, after d2 and Gold's reply c5 against after the best move a5 "
        "and Gold's reply c5: Silver's markers on the V3 (a4, a5, b4) 1 against 2"), said
    # why it matters, in points (trial 6: "what I do not learn is why the V3 is worth
    # more than the S4"): what each piece scores, where it stands after each move - sure,
    # or the markers that take it and by what majority - and the sum of the trade
    assert ("Why it matters, in points: each of these pieces scores 1 point to whoever "
            "takes it (1 a piece; it completes no set for either). After the best move a5: "
            "the V3 (a4, a5, b4) is Silver's however a4 is filled (1 point for Silver); Gold "
            "takes the S4 (d2, d3, e1, e2) with markers on all 3 of d2, e1 and e2 (3-1: 1 "
            "point for Gold), and Silver takes it with markers on 2 of d2, e1 and e2. After "
            "d2: Gold takes the V3 (a4, a5, b4) with markers on both a4 and a5 (2-1: 1 point "
            "for Gold), and Silver takes it with a marker on a4 or a5; Gold can no longer "
            "take the S4 (d2, d3, e1, e2), and Silver takes it with a marker on e1 or e2.") \
        in said, said
    assert ("So the best move a5 makes 1 point sure for Silver and leaves Gold 3 markers "
            "from 1 point; d2 leaves Silver 1 marker from 1 point and Gold 2 markers from 1 "
            "point.") in said, said


def test_a_reply_told_that_the_best_line_does_not_play_is_said_to_be_another():
    game = Renaissance(seed=1)
    for move in TRIAL_PHASE1:
        game.play(move)
    # the trial's own lines (trial 6, move 29): the words told Gold's c5 "after either
    # move" while the best line shown beside them answers a5 with g5
    said = verdict(lines_from(game, ["a5", "g5", "e2", "e4", "a3"],
                              ["d2", "c5", "e1", "g7", "e2", "c5"]), game)
    assert said.startswith("Gold's reply c5 does the same after either move: "), said
    # ... and what the line's own reply does: g5 makes the other V3 Gold's
    assert ("After the best move a5 the best line has Gold play g5 instead, the search's "
            "choice for Gold (g5 makes the V3 (f5, f6, g5) Gold's however f5 is filled); c5 "
            "is told here as the reply that takes the most at once. What differs then,") \
        in said, said
    # the line after d2 plays c5 itself: nothing is said of it
    assert "After d2 the line has" not in said, said
    # the reply told has its own line: after the best move a5 (trial 9: d2, c5 was shown)
    found = compare(lines_from(game, ["a5", "g5", "e2", "e4", "a3"],
                               ["d2", "c5", "e1", "g7", "e2", "c5"]), game)
    assert found is not None and found.lines["reply"] == ("a5", "c5"), found.lines
    # lines that play the reply told need no such words
    alike = verdict(lines_from(game, ["a5", "c5"], ["d2", "c5"]), game)
    assert "instead" not in alike, alike


#: Two V triominoes around the centre; Gold takes the first with c5, d5 and c4 while
#: Silver puts e3 and f2 (Silver to move then, Gold holding one V3).
TWO_V3 = "\n".join([".......", ".......", "..AA...", "..A#B..", "....BB.", ".......",
                    "......."])


def test_a_piece_that_completes_a_set_is_worth_its_bonus_in_the_reason():
    game = Renaissance.from_layout(TWO_V3)
    for move in ("c5", "e3", "d5", "f2", "c4"):
        game.play(move)
    assert game.collection("gold") == ["V3"] and game.to_move == "silver"
    # e4 makes the second V3 Silver's; after c3 Gold's markers on e4 and f3 take it
    said = verdict(lines_from(game, ["e4", "c5"], ["c3", "e4"]), game)
    assert ("Why it matters, in points: the V3 (e3, e4, f3) scores 1 point to Silver, 3 "
            "points (1 for the piece, +2 for both V triominoes) to Gold.") in said, said
    assert ("After c3: Gold takes the V3 (e3, e4, f3) with markers on both e4 and f3 (2-1: 3 "
            "points for Gold), and Silver takes it with a marker on e4 or f3.") in said, said
    assert ("So the best move e4 makes 1 point sure for Silver and leaves Gold no piece of "
            "these to take; c3 leaves Silver 1 marker from 1 point and Gold 2 markers from 3 "
            "points.") in said, said


def test_a_marker_that_makes_no_point_sure_is_told_by_the_markers_each_side_still_needs():
    # an I3 on c3, c4, c5 (all around the centre), Gold's first marker: on it or not
    game = Renaissance.from_layout(LAYOUT.replace("B", "."))
    said = verdict(lines_from(game, ["c5", "e5"], ["e3", "e5"]), game)
    assert ("After the best move c5: Silver takes the I3 (c3, c4, c5) with a marker on c4 "
            "(2-1: 1 point for Silver), and Gold takes it with a marker on c4.") in said, said
    assert ("So the best move c5 leaves Gold 1 marker from 1 point and Silver 1 marker from 1 "
            "point; e3 leaves Gold 2 markers from 1 point and Silver 1 marker from 1 "
            "point.") in said, said


def test_what_a_piece_adds_to_a_score_counts_the_sets_it_completes():
    from ringworld_nb.renaissance.stakes import needs, worth

    class Collected:
        def __init__(self, **pieces):
            self.pieces = pieces

        def collection(self, player):
            return self.pieces.get(player, [])

    assert worth(Collected(), "S4", "silver") == (1, [])
    assert worth(Collected(gold=["V3"]), "V3", "gold") == (3, ["both V triominoes"])
    assert worth(Collected(gold=["V3", "I3", "I3"]), "V3", "gold") == (
        7, ["both V triominoes", "all four triominoes"])
    # the markers each side needs: Silver 2, Gold 0 on a four-cell piece with 2 empty
    game = Renaissance(seed=1)
    for move in TRIAL_PHASE1:
        game.play(move)
    game.play("d2")
    s4 = next(cells for kind, cells in game.pieces().values() if kind == "S4")
    assert needs(game, s4, "silver") == (1, None)


# -- Dice of Doom: where in the lines the hexes are lost (trial 5's moves 1-3) ----------
#: The trial's 5 x 5 board (the app's own, seed 1; its record's start) and A's first
#: three attacks.
TRIAL_DICE_START = {"board": ["A3 B1 A1 B1 B2", "B2 B1 B1 B2 A3", "A1 B2 B1 A3 A3",
                              "A1 A2 A2 A2 A1", "B3 B2 B3 A2 B3"], "to_move": 0}
TRIAL_DICE_TURN = ["e2-d2", "d3-c3", "a1-b1"]


def _trial_dice(moves):
    from ringworld_nb.core.record import Record
    from ringworld_nb.dice import DiceOfDoom

    game = DiceOfDoom.from_record(Record("dice", {
        "size": 5, "players": 2, "max_dice": 3, "version": 1, "attack": "certain",
        "reinforcement": "captured", "ending": "all_pass", "seed": 1, "fair_start": True,
        "start": TRIAL_DICE_START}))
    for move in moves:
        game.play(move)
    return game


def test_a_dice_move_that_moves_its_dice_away_says_which_attack_it_gives_up():
    game = _trial_dice([])
    said = verdict(lines_from(game, ["e3-d2", "e2-e1", "a1-a2", "d3-c2", "c4-c3", "c2-b1"],
                              ["e2-d2", "a1-a2", "d3-c2", "c4-c3", "c2-b1", "d2-d1"]), game)
    # why the order matters: e2's dice leave with e2-d2, so e1 is never attacked
    assert ("Only the best line's turn takes e1 (e2-e1, its second move; 2 dice): e2-d2 "
            "moves e2's dice away, leaving it 1 die, too few to attack e1 (2 dice), which could "
            "attack it in its next turn.") in said, said
    # (the best move's own attack is in the words once: not again as "what it gains")
    assert "What the best move e3-d2 gains" not in said, said
    assert "Only the line after e2-d2 takes d1 (d2-d1, its sixth move; 1 die)." in said, said


def test_a_dice_move_whose_turn_takes_a_hex_less_says_where_and_why():
    game = _trial_dice(TRIAL_DICE_TURN[:1])
    said = verdict(lines_from(game, ["a1-a2", "d3-c2", "c4-c3", "c2-b1", "d2-d1", "pass"],
                              ["d3-c3", "a1-a2", "c3-c2", "d2-d1", "pass", "e5-d4"]), game)
    # the hex the turn gives up, the attack and its place in the best line, and why the
    # line after the move played cannot make it
    assert ("Only the best line's turn takes b1 (c2-b1, its fourth move; 1 die): after the "
            "turn of the line after d3-c3, c2 has 1 die, too few to attack b1 (1 die): its c3-c2 "
            "moves 1 die into c2, where the best line's d3-c2 moves 2 dice.") in said, said
    # and the hex B takes back further on, at its place in the line
    assert "after B's e5-d4, the sixth move of the line after d3-c3" in said, said


def test_a_dice_move_that_leaves_its_hex_weak_says_the_stack_next_to_it():
    game = _trial_dice(TRIAL_DICE_TURN[:2])
    said = verdict(lines_from(game, ["a1-a2", "c3-c2", "d2-d1", "pass", "e5-d4", "b3-c3"],
                              ["a1-b1", "b1-c2", "d2-d1", "c3-b2", "pass", "e5-d4"]), game)
    assert ("Only the best line's turn takes a2 (a1-a2, its first move; 2 dice): a1-b1 moves "
            "a1's dice away, leaving it 1 die, too few to attack a2 (2 dice), which could "
            "attack it in its next turn.") in said, said
    # (trial 8 and 9: the end counts alone contradicted the reason, "so far"; the lines
    # are played on until the difference shows)
    assert ("Within the lines a1-b1 even does better, but the search rates it lower (60% "
            "against 30%). Played on past the lines by the one-move-ahead AI") in said, said
    # (trial 10: the lines were compared mid-turn - one at B's pass, the other two attacks
    # into A's next turn - and "the difference" named a pass that both lines make alike;
    # compared where A's next turn begins in each, the move played does no worse, and
    # the words say so instead of naming a false difference)
    assert said.endswith("Played on past the lines by the one-move-ahead AI (each side's move "
                         "that gains most at once) until A moves again, a1-b1 still does no "
                         "worse: the best line leaves A 5 hexes behind, 4 dice behind, a1-b1 "
                         "3 hexes behind, 4 dice behind. Where A's turn ends in each line "
                         "(moves 4 and 5), the position differs: A's hexes that can attack 4 "
                         "after the best line's turn, 0 after a1-b1's; A's largest connected "
                         "group 17 after the best line's turn, 18 after a1-b1's: counts of the "
                         "kind the search's judgement of a position weighs where its lines "
                         "end."), said
    assert "Only the line after a1-b1 takes b1 (a1-b1, its first move; 1 die) and b2" in said, said


# -- The Ring World: where the best line gets its level-2 ring (trial 5's moves 3, 5) --
#: The trial's L3 game up to its move 5 (Red's 46@5, 07@5 and 47@4 by mouse; Blue's AI).
TRIAL_RING_WORLD = ["46@5", "14@1", "07@5", "13@1", "47@4"]


def test_the_best_lines_level_2_ring_is_told_at_its_move_and_shown_in_the_line():
    from ringworld_nb.analysis import explain

    game = RingWorld(order=3)
    for move in TRIAL_RING_WORLD[:2]:
        game.play(move)
    review = lines_from(game, ["47@5", "50@1", "05@4", "14@1", "36@4"],
                        ["07@5", "13@1", "05@5", "25@0", "50@7"])
    said = explain(review, game)
    # the move of the best line that takes a position, named by its place in the line
    assert ("Further on, what the best move 47@5 gains: after Red's 36@4, the fifth move of "
            "the line after 47@5, where Red places a ring on 36, then turns position 4 (level "
            "2) one step: 2 Red rings were born (36, 46), Red took position 4.") in said, said
    # and the best line's words show that move (moves 3-5, not the first 3)
    assert ("After 47@5 (best; moves 3-5 of 5): Red 05@4: 1 Red ring was born (46). Blue "
            "14@1: 1 Blue ring was born (03). Red 36@4: 2 Red rings were born (36, 46), Red "
            "took position 4.") in said, said


def test_what_happens_after_either_move_is_not_what_the_move_let_happen():
    game = RingWorld(order=3)
    for move in TRIAL_RING_WORLD[:4]:
        game.play(move)
    review = lines_from(game, ["45@4", "05@0", "50@4", "25@0", "-@6", "-@0"],
                        ["47@4", "05@0", "50@5", "61@0", "35@4", "-@7"])
    said = verdict(review, game)
    # (trial 7: the line shown under the board went on to that take, which is no reason)
    found = compare(review, game)
    assert found is not None and found.plies == {"best": 3, "played": 2}
    # trial 6 read "what 47@4 let happen: after Blue's 61@0 ... Blue took position 0" and
    # asked what about 47@4 allows it: nothing - the best line's 25@0 takes it too
    assert "Further on, what 47@4 let happen" not in said, said
    assert ("Further on, the same happens after either move, so it is not what 47@4 let "
            "happen: after Blue's 61@0, the fourth move of the line after 47@4, where Blue "
            "places a ring on 61, then turns position 0 (level 2) one step: 2 Blue rings were "
            "born (03, 73), Blue took position 0; and the fourth move of the line after the "
            "best move 45@4, Blue's 25@0: 2 Blue rings were born (03, 26), Blue took position "
            "0.") in said, said
    # what the best move gains, and the children of position 5 each move left for it
    assert ("Further on, what the best move 45@4 gains: after Red's 50@4, the third move of "
            "the line after 45@4, where Red places a ring on 50, then turns position 4 (level "
            "2) one step: 2 Red rings were born (46, 51), Red took position 5. Right after 45@4, "
            "position 5 has 3 of its 8 children Red (46, 54, 55); right after 47@4, 1 (55). Red's "
            "50@4 makes them 6 (5 take it).") in said, said


#: Trial 6's L3 game reviewed by keys (Red: the easy AI's hints for 6 moves, then the
#: first legal move; Blue: the easy AI), as its autosave kept it.
TRIAL6_KEYS = ["36@4", "14@1", "47@3", "02@1", "26@3", "05@0", "50@3", "-@0", "-@4", "-@7",
               "-@4", "-@7", "-@2", "-@7", "-@1", "-@0", "-@1", "-@0", "-@1", "-@0"]


def test_what_the_move_let_happen_further_on_is_tied_to_the_children_it_left():
    game = RingWorld(order=3)
    for move in TRIAL6_KEYS[:14]:
        game.play(move)
    # the trial's move 15 and its analysis's lines: Blue takes position 1 at the sixth move
    said = verdict(lines_from(game, ["-@2", "-@1", "-@2", "-@7", "-@2", "-@0"],
                              ["-@1", "-@0", "-@4", "-@1", "-@4", "-@0"]), game)
    assert ("Further on, what -@1 let happen: after Blue's -@0, the sixth move of the line "
            "after -@1, where Blue places no ring (no position is open), then turns position 0 "
            "(level 2) one step: 1 Red ring was born (46), 1 Red ring died (04), Blue took "
            "position 1. Right after -@1, position 1 has 4 of its 8 children Blue (02, 03, 10, "
            "11), one short of the 5 that take it; right after -@2, 3 (02, 03, 10). Blue's -@0 "
            "makes them 5.") in said, said


def test_a_gain_both_first_moves_left_alike_is_tied_to_the_count_just_before_it():
    game = RingWorld(order=3)
    for move in TRIAL6_KEYS[:16]:
        game.play(move)
    # the trial's move 17: both moves leave position 5 with 3 Red children; the lines part
    said = verdict(lines_from(game, ["-@4", "-@1", "-@4", "-@0", "-@6", "-@7"],
                              ["-@1", "-@0", "-@2", "-@1", "-@2", "-@0"]), game)
    assert ("Red took position 5. Right after -@4 and right after -@1 alike, position 5 has 3 "
            "of its 8 children Red; the line after -@4 brings them to 4 (46, 47, 50, 51) "
            "before Red's -@6, the line after -@1 to 3 (47, 50, 51) by then. Red's -@6 makes "
            "them 5 (5 take it).") in said, said


def _trial6_move_5():
    """The position before the trial's move 5 (26@3, a blunder by the analysis; the best
    move 25@3), the review of move 5 and the review of Blue's reply 05@0, with the
    analysis's numbers and lines (medium, seed 0)."""
    from ringworld_nb.analysis import Alternative, Review

    game = RingWorld(order=3)
    for move in TRIAL6_KEYS[:4]:
        game.play(move)
    review = Review(index=4, mover=1, played="26@3", best="25@3", win_before=0.661,
                    win_after=0.406, best_win=0.573,
                    best_line=("25@3", "05@0", "57@3", "-@1", "-@5", "-@1"),
                    played_line=("26@3", "06@0", "60@3", "-@0", "-@3", "-@1"))
    replies = Review(index=5, mover=2, played="05@0", best="06@0", win_before=0.594,
                     win_after=0.382, best_win=0.511,
                     alternatives=(Alternative("06@0", 0.594, 1281),
                                   Alternative("05@0", 0.554, 249),
                                   Alternative("70@0", 0.475, 41)),
                     best_line=("06@0", "60@3", "-@1", "-@3", "-@1", "-@2"),
                     played_line=("05@0", "50@3", "-@1", "-@4", "-@0", "-@4"))
    return game, review, replies


def test_a_move_whose_own_line_does_better_is_told_by_the_reply_that_refutes_it():
    game, review, replies = _trial6_move_5()
    # without the replies the search weighed, the words play the lines on until the
    # difference shows
    assert verdict(review, game).endswith(
        "Blue took position 1. Then the best line leaves Red 1 ring ahead on L2, 1 ahead on "
        "L1; 26@3 leaves Red 2 rings ahead on L1.")
    said = verdict(review, game, replies)
    assert "from replies other than those of its line" not in said, said
    assert ("Within the lines 26@3 even does better, but the search rates it lower (57% "
            "against 41%). Of the replies the search weighed after 26@3, Blue's 06@0 (59% for "
            "Blue) leaves Red no worse than the best line within its 6 moves; Blue's 05@0 (55% "
            "for Blue, the reply played in the game) refutes it.") in said, said
    # what the reply does, and at which move; what the best line does there instead
    assert ("It does the same after either move: after Blue's 05@0, the second move of the "
            "line after 26@3, where Blue places a ring on 05, then turns position 0 (level 2) "
            "one step: 2 Blue rings were born (02, 05), Blue took position 0. Then the best "
            "line does better: after Red's 57@3, the third move of the line after 25@3, where "
            "Red places a ring on 57, then turns position 3 (level 2) one step: 1 Red ring was "
            "born (36), Red took position 3; at that move the line after 26@3 and 05@0 has "
            "Red's 50@3 (2 Red rings were born (36, 51)).") in said, said
    # and the child 26@3 did not add to position 3's count
    assert said.endswith("Right after 25@3, position 3 has 4 of its 8 children Red (24, 25, "
                         "36, 37), one short of the 5 that take it; right after 26@3, 3 (25, "
                         "36, 37). Red's 57@3, which turns position 3 (its 8 children "
                         "move round one place), makes them 5."), said


def test_the_refuting_reply_comes_with_its_own_line_to_step_through():
    from ringworld_nb.analysis import compare, explain

    game, review, replies = _trial6_move_5()
    found = compare(review, game, replies)
    assert found is not None
    # the line the words tell: the move played, the refuting reply, the search's play
    assert found.lines["refutation"][:3] == ("26@3", "05@0", "50@3")
    assert found.plies["refutation"] == 3
    text = explain(review, game, found)
    assert ("After 26@3 and 05@0 (the reply that refutes it; the first 3 of 6 moves): Red "
            "26@3: 2 Red rings were born (25, 36). Blue 05@0: 2 Blue rings were born (02, "
            "05), Blue took position 0. Red 50@3: 2 Red rings were born (36, 51).") in text, text
    # without the replies the search weighed there is no such line
    assert "refutation" not in compare(review, game).lines


def test_the_replies_are_only_read_from_the_review_of_the_other_sides_next_move():
    from dataclasses import replace

    game, review, replies = _trial6_move_5()
    plain = verdict(review, game)
    # a review of another move, or of the mover's own next move, weighed no reply to it
    assert verdict(review, game, replace(replies, index=7)) == plain
    assert verdict(review, game, replace(replies, mover=1)) == plain
    # nor does the review of a move with another chance after it (a trainer's try)
    assert "refutes it" in verdict(review, game, replies)
    other = replace(review, win_after=0.3, loss=-1.0, label="")
    assert "refutes" not in verdict(other, game, replies)


def test_a_reason_that_starts_with_a_name_or_a_move_keeps_its_capital_after_why():
    from ringworld_nb.analysis import explain

    game = Renaissance(seed=1)
    for move in TRIAL_PHASE1:
        game.play(move)
    said = explain(lines_from(game, ["a5", "c5"], ["d2", "c5"]), game)
    # the trial's words read "Why: gold's reply ..." and "Why: l4:c1,c2,c3,d1 lays ..."
    assert said.startswith("Why: Gold's reply c5 does the same after either move"), said


def test_the_apps_review_reads_the_replies_its_search_weighed():
    from test_review_reasons import words

    from ringworld_nb.ringworld.app import RingWorldApp

    app = RingWorldApp(3, interactive=False, seats=("person", "person"))
    game = RingWorld(order=3)
    for move in TRIAL6_KEYS[:6]:  # the reply 05@0 is played: its review weighed the replies
        game.play(move)
    app.replace_game(game)
    app.game_review.analyse_button.click()
    app.game_review.next_button.click()
    assert app.view_index == 4
    said = words(app)
    assert "Red played 26@3 - a blunder (??)" in said, said
    assert "Blue's 05@0 (55% for Blue, the reply played in the game) refutes it." in said, said
    assert "from replies other than those of its line" not in said


def test_show_me_in_learn_from_mistakes_says_the_reply_that_refutes_the_move():
    from test_analysis_app import text

    from ringworld_nb.ringworld.app import RingWorldApp

    app = RingWorldApp(3, interactive=False, seats=("person", "person"))
    game = RingWorld(order=3)
    for move in TRIAL6_KEYS[:6]:
        game.play(move)
    app.replace_game(game)
    app.game_review.analyse_button.click()
    app.game_review.learn_button.click()
    trainer = app.game_review.trainer
    trainer.show_line = lambda *args, **how: None
    trainer.trainer.show_me()
    said = text(trainer)
    assert "The best move: 25@3" in said, said
    assert "Blue's 05@0 (55% for Blue, the reply played in the game) refutes it." in said


#: Trial 7's L3 game reviewed by keys (Red: weak moves by the move box; Blue: the easy AI)
#: and its game reviewed by mouse (Red: weak moves by clicks), as the analysis read them.
TRIAL7_KEYS = ["00@0", "22@2", "02@0", "37@3", "05@0", "36@2", "46@0", "13@4", "50@0"]
TRIAL7_MOUSE = ["46@5", "14@1", "07@5", "13@1", "47@4", "73@0", "25@2"]


#: Trial 7's Ring World moves whose words it scored 2 and 3 of 5, each: the moves before
#: it, the analysis's best line and line after the move played, and what the words say.
TRIAL7_CASES = {
    # move 3 (02@0, best 03@0): both lines end level; the reader found the best line's
    # third move taking position 0 alone
    "a gain the lines give back is told where the best line makes it": (
        TRIAL7_KEYS[:2], ["03@0", "33@2", "06@1", "36@2", "61@0", "46@4"],
        ["02@0", "33@2", "35@0", "05@2", "46@1"],
        ["Further on, what the best move 03@0 gains: after Red's 06@1, the third move of the "
         "line after 03@0, where Red places a ring on 06, then turns position 1 (level 2) one "
         "step: 2 Red rings were born (03, 05), Red took position 0. Right after 03@0, "
         "position 0 has 3 of its 8 children Red (02, 03, 04); right after 02@0, 2 (02, 03).",
         "Both lines leave Red level on every level where they end; the search's chances rate "
         "02@0 lower (60% against 30%)."]),
    # move 9 (50@0, best 61@7 takes position 7 at once): "nothing on what 50@0 let happen"
    "a move that only misses the best move's gain says nothing is taken": (
        TRIAL7_KEYS[:8], ["61@7", "-@1", "-@0", "-@1", "-@0", "-@1"],
        ["50@0", "-@2", "-@7", "-@2", "-@0", "-@2"],
        ["Red took position 7",
         "Nothing is taken from Red along the line after 50@0: what it misses is what the "
         "best move 61@7 does at once."]),
    # move 3 of the game by mouse (07@5, best 47@5): nothing taken, and the best move's gain
    # comes at its line's fifth move, not at once
    "a move that misses a gain further on says so": (
        TRIAL7_MOUSE[:2], ["47@5", "50@1", "05@4", "14@1", "36@4"],
        ["07@5", "13@1", "05@5", "25@0", "50@7"],
        ["Nothing is taken from Red along the line after 07@5: what it misses is what the "
         "best move 47@5 gains further on. Further on, what the best move 47@5 gains: after "
         "Red's 36@4, the fifth move of the line after 47@5"]),
    # move 7 (25@2, best 50@5): the most costly reply after the best move takes position 7,
    # so the near reason tells what each move does at once; the line after 25@2 then has
    # Blue's 25@7 killing Red's 26, between the 14 that 25@2 gave Blue and 25
    "the reply right after a move that does little is told with its cause": (
        TRIAL7_MOUSE[:6], ["50@5", "60@0", "35@5", "-@6", "-@5", "-@0"],
        ["25@2", "25@7", "-@5", "-@3", "-@4", "-@0"],
        ["25@2: 1 Blue ring was born (14).",
         "Then, what 25@2 let happen: after Blue's 25@7, the second move of the line after "
         "25@2, where Blue places a ring on 25, then turns position 7 (level 2) one step: 1 "
         "Blue ring was born (05), 1 Red ring died (26). 05 was born between Blue's 04 and 73. "
         "26 died with no empty neighbour left (Blue's 14 and 25 around it)."]),
}


@pytest.mark.parametrize("case", TRIAL7_CASES)
def test_trial7s_ring_world_mistakes_say_what_the_lines_show(case):
    before, best, played, expected = TRIAL7_CASES[case]
    game = RingWorld(order=3)
    for move in before:
        game.play(move)
    said = verdict(lines_from(game, best, played), game)
    for sentence in expected:
        assert sentence in said, said


def test_the_app_steps_through_the_refuting_replys_line_too():
    """The words tell a reply that refutes the move played (not a move of either line):
    a third line, after that reply, is there to step through on the board."""
    from dataclasses import replace

    from ringworld_nb import RingWorldApp
    from ringworld_nb.analysis import Analysis, Review
    from ringworld_nb.analysis.record_moves import digest_of

    game, review, replies = _trial6_move_5()
    game.play(review.played)
    game.play(replies.played)
    record = game.record()
    # the first four moves, judged best (Red, player 1, moves first)
    filler = [Review(index=k, mover=1 + k % 2, played=record.moves[k], best=record.moves[k],
                     win_before=0.5, win_after=0.5, best_win=0.5) for k in range(4)]
    analysis = Analysis(game="ringworld", players=(1, 2),
                        reviews=[*filler, replace(review, label="blunder"), replies],
                        moves=6, digest=digest_of("ringworld", record.options,
                                                  list(record.moves[:6])))
    app = RingWorldApp(3, interactive=False, seats=("person", "person"))
    app.replace_game(game)
    view = app.game_review
    view.analysis = analysis
    view.show_review(4)
    assert [kind for _, kind in view.lines.options] == ["best", "played", "refutation"]
    assert len(view.lines.tooltips) == 3
    view.lines.value = "refutation"
    assert [str(m) for m in app.board_override.history][-1] == str(app.board_override.parse(
        "26@3"))
    app.on_key("ArrowRight")  # the refuting reply itself
    shown = app.board_override
    assert len(shown.history) == 6 and shown.history[-1] == shown.parse("05@0")
    assert "Blue played 05@0" in app.status_html.value
    # a mistake whose words tell no refutation has the two lines only
    view.show_review(5)
    assert [kind for _, kind in view.lines.options] == ["best", "played"]


def test_a_reply_told_that_no_line_plays_comes_with_its_own_line():
    """Trial 8: "Blue's reply 50@4" after the best move (the most costly reply at once)
    was in no line that could be stepped; it now has its own, after the reply told."""
    from ringworld_nb.analysis import explain

    game = RingWorld(order=3)
    for move in TRIAL7_KEYS[:6]:
        game.play(move)
    review = lines_from(game, ["47@1", "57@4", "-@1", "-@2", "-@0", "-@2"],
                        ["46@0", "13@4", "61@7", "-@2", "-@0", "-@2"])
    found = compare(review, game)
    assert found is not None and "50@4 is told here as the reply" in found.text
    assert found.lines["reply"] == ("47@1", "50@4") and "refutation" not in found.lines
    assert explain(review, game, found).endswith(
        "After 47@1 and 50@4 (the reply told): Red 47@1: 1 Red ring was born (03), Red took "
        "position 0. Blue 50@4: 1 Blue ring was born (36), Blue took position 3.")


def test_a_dice_lines_moves_are_told_in_one_short_sentence_each():
    """Trial 8: the words under a Dice of Doom reason ran to 2,300-2,650 characters, three
    sentences an attack in the lines listed; each move is now one."""
    from ringworld_nb.analysis import explain

    game = _trial_dice([])
    review = lines_from(game, ["e3-d2", "e2-e1", "a1-a2", "d3-c2", "c4-c3", "c2-b1"],
                        ["e2-d2", "a1-a2", "d3-c2", "c4-c3", "c2-b1", "d2-d1"])
    text = explain(review, game)
    line = text.split("\n")[-1]
    assert line.startswith(
        "After e3-d2 (best; the first 3 of 6 moves): A e3-d2: takes d2 (B, 2 dice) from e3 (3 "
        "dice); 2 dice captured this turn: 1 die of reinforcement due. A e2-e1: takes e1 (B, "
        "2 dice) from e2 (3 dice); 4 dice captured this turn: 3 dice of reinforcement due."), \
        line
    assert len(text) < 1800, len(text)


def test_the_app_steps_through_a_line_played_on_past_the_searchs():
    """Trial 9: where the lines end better for the move played, the words play them on
    until the difference shows; the line shown on the board goes on as far."""
    from ringworld_nb.analysis import Analysis, Review
    from ringworld_nb.analysis.record_moves import digest_of
    from ringworld_nb.dice.app import DiceOfDoomApp

    game = _trial_dice(TRIAL_DICE_TURN[:3])
    record = game.record()
    moves = [Review(index=k, mover=0, played=record.moves[k], best=record.moves[k],
                    win_before=0.5, win_after=0.5, best_win=0.5) for k in range(2)]
    moves.append(replace(lines_from(_trial_dice(TRIAL_DICE_TURN[:2]),
                                    ["a1-a2", "c3-c2", "d2-d1", "pass", "e5-d4", "b3-c3"],
                                    ["a1-b1", "b1-c2", "d2-d1", "c3-b2", "pass", "e5-d4"]),
                         index=2, label="mistake"))
    app = DiceOfDoomApp(5, interactive=False, seats=("person", "person"))
    app.replace_game(game)
    view = app.game_review
    view.analysis = Analysis(game="dice", players=(0, 1), reviews=moves, moves=3,
                             digest=digest_of("dice", record.options, list(record.moves)))
    view.show_review(2)
    assert "Played on past the lines" in view.showing_words
    view.lines.value = "played"
    assert len(view.line()) > 6 and view.line()[:6] == moves[2].played_line
    for _ in range(5):  # (the line opens after its first move)
        app.on_key("ArrowRight")
    assert view.line_step == 6 and "one-move-ahead" not in view.step_words
    app.on_key("ArrowRight")  # (trial 10: where the search's line ended was not told)
    assert view.step_words.endswith(
        ", played on past the search's line by the one-move-ahead AI"), view.step_words
    assert "one-move-ahead AI" in app.status_html.value
    for _ in range(len(view.line())):
        app.on_key("ArrowRight")
    assert view.line_step == len(view.line())
    assert len(app.board_override.history) == 2 + len(view.line())
