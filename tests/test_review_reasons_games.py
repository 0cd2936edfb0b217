"""A review that says why in each game's own terms (issue 33.1): Dice of Doom's captures and
the reinforcement they earn, an attack a reply undoes, the same attacks in another order;
Renaissance's pieces completed and won or lost by a majority, with their points. The Ring
World's reasons are tested in test_review_reasons.py. The near reason (issue 33, "a review
that says why, in every game": the reply a move lets happen, linked to the move's own
places) is tested in test_review_near.py."""

from __future__ import annotations

import random
import re

import pytest
from test_review_reasons import LABELLED, lines_from

from ringworld_nb.analysis import analyse, compare, explain, position_before, verdict
from ringworld_nb.analysis.explain import line_words
from ringworld_nb.core.words import Played
from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.dice.rule_words import RULE_WORDS
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.reasons import majority_words

#: The near reason: the reply a move lets happen, or what each move does at once.
NEAR = (r"(\. Then (A|B|Silver|Gold)'s reply \S+: |What each move does at once \(move \d+\) - "
        r"the best move \S+: )")
#: A move's place in a line, as the reasons name it.
PLY = (r"(after (A|B|Silver|Gold)'s \S+, the (second|third|fourth|fifth|sixth|seventh|"
       r"eighth|ninth|tenth|eleventh|twelfth) move of the line after \S+(, played on by the "
       r"one-move-ahead AI)?|\S+ itself \((A|B|Silver|Gold), move \d+\))")


def three_kinds(record, labelled) -> dict[str, str]:
    """The reason of the first labelled move of each kind, by label; every labelled move's
    reason differs from every other's."""
    texts = {}
    for review in labelled:
        found = compare(review, position_before(record, review.index))
        assert found is not None, review
        texts[review.index] = found.text
    assert len(set(texts.values())) == len(texts), texts  # never the same words twice
    # nor the same part of a reason: what was let happen, gained, or where lines end
    said_at: dict[str, int] = {}
    for index, text in texts.items():
        for part in re.split(r"(?<=\.) (?=What |Where |Both |In |Before )", text):
            assert said_at.setdefault(part, index) == index, (part, said_at[part], index)
    return {label: texts[next(r.index for r in labelled if r.label == label)]
            for label in LABELLED}


# -- Dice of Doom -------------------------------------------------------------------
def dice_game() -> DiceOfDoom:
    """A 4x4 game of mostly random moves (seed 0): a mistake, blunders, an inaccuracy."""
    game, rng = DiceOfDoom(4, seed=0), random.Random(0)
    while not game.is_over:
        moves = list(game.legal_moves())
        game.play(rng.choice(moves) if rng.random() < 0.7 else moves[-1])
    return game


def test_each_labelled_dice_move_gets_its_own_reason_naming_the_move_and_the_event():
    record = dice_game().record()
    analysis = analyse(record)
    labelled = [r for r in analysis.reviews if r.label in LABELLED]
    said = three_kinds(record, labelled)
    for label, text in said.items():
        # what happened, near the move (a reply to it, or the move itself), or at a move
        # of a line named by its place there, by its events
        where = re.search(rf"({NEAR}|What (the best move )?\S+ (let happen|gains): {PLY}: )",
                          text)
        assert where, (label, text)
        assert re.match(r"(A|B) (attacks|ends the turn)", text[where.end():]), text
        # the reinforcement the captures earn, in the game's own rule
        assert "of reinforcement due" in text, text
    assert len(set(said.values())) == 3
    # an attack that a reply undoes is said where it happens, in a line's words
    every = " ".join(line_words(position_before(record, r.index), line, RULE_WORDS, 6)[0]
                     for r in labelled for line in (r.played_line, r.best_line))
    assert re.search(r"It takes (\w\d) back, undoing A's \S+ \(move 1 of the line\)", every)


BOARD = '''
      -------------------
      | A 3 | B 1 | B 2 |
   ----------------------
   | B 2 | A 1 | B 1 |
-------------------------
| B 1 | B 1 | A 2 |
-------------------'''


def reinforcement_board(**options) -> DiceOfDoom:
    """A to move: a1 (3 dice) may take a2 (2 dice) or b1 (1 die); c3 (2) may take c2."""
    return DiceOfDoom.from_text(BOARD, **options)


def test_a_capture_is_told_with_the_reinforcement_it_earns_against_the_move_played():
    game = reinforcement_board()
    said = verdict(lines_from(game, ["a1-a2", "pass"], ["a1-b1", "pass"]), game)
    assert said.startswith(
        "In A's turn the best line attacks a1-a2, capturing 2 dice: 1 die of "
        "reinforcement due at the turn's end; the line after a1-b1 attacks a1-b1, capturing "
        "1 die: 0 dice of reinforcement due (reinforcement is the dice captured in the "
        "turn, less one).")
    assert ("What each move does at once (move 1) - the best move a1-a2: A attacks a2 (B, 2 "
            "dice) from a1 (3 dice) and wins. A takes a2: 2 dice captured, 2 moved in, 1 left "
            "behind on a1. A has captured 2 dice this turn: 1 die of reinforcement due.") in said
    # a line's words tell each capture with what the turn is worth so far
    told = explain(lines_from(game, ["a1-a2", "pass"], ["a1-b1", "pass"]), game)
    assert "A has captured 1 die this turn: 0 dice of reinforcement due." in told


def test_the_same_attacks_in_another_order_say_what_the_order_changes():
    game = reinforcement_board()
    # both lines attack a1-a2 and c3-c2; the move played leaves a1-a2 to A's next turn
    said = verdict(lines_from(game, ["a1-a2", "c3-c2", "pass"],
                              ["c3-c2", "pass", "c1-c2", "pass", "a1-a2"]), game)
    assert said.startswith(
        "Both lines make the same attacks of A in another order (best: a1-a2, c3-c2; c3-c2: "
        "c3-c2, a1-a2), and the order changes A's turn: the best line attacks a1-a2, then "
        "c3-c2, capturing 3 dice: 2 dice of reinforcement due at the turn's end; the line "
        "after c3-c2 attacks c3-c2, capturing 1 die: 0 dice of reinforcement due"), said
    # in the same turn, to the same board: what differs comes after the turn
    said = verdict(lines_from(game, ["a1-a2", "c3-c2", "pass"], ["c3-c2", "a1-a2", "pass"]),
                   game)
    assert ("Both lines make the same attacks of A in another order (best: a1-a2, c3-c2; c3-c2: "
            "c3-c2, a1-a2), to the same board after A's turn") in said


def test_the_largest_connected_group_is_the_reinforcement_of_version_3():
    game = DiceOfDoom.from_text(BOARD.replace("| B 2 | A 1 |", "| B 2 | B 1 |"),
                                reinforcement="largest_region")
    # a1-b2 joins a1 and c3 through b2; a1-a2 captures more dice, but joins nothing
    said = verdict(lines_from(game, ["a1-b2", "pass"], ["a1-a2", "pass"]), game)
    assert said.startswith(
        "In A's turn the best line attacks a1-b2, capturing 1 die: 3 dice of reinforcement "
        "due (the largest connected group, 3 hexes) at the turn's end; the line after a1-a2 "
        "attacks a1-a2, capturing 2 dice: 2 dice of reinforcement due (the largest connected "
        "group, 2 hexes) (reinforcement is the largest connected group)."), said


# -- Renaissance ----------------------------------------------------------------------
def renaissance_game() -> Renaissance:
    """A game of random moves (seed 2) twelve moves into Phase 1."""
    game, rng = Renaissance(seed=2), random.Random(2)
    while game.phase == "setup":
        game.play(rng.choice(list(game.legal_moves())))
    for _ in range(12):
        game.play(rng.choice(list(game.legal_moves())))
    return game


def test_each_labelled_renaissance_move_gets_its_own_reason_naming_the_piece_and_majority():
    record = renaissance_game().record()
    analysis = analyse(record, simulations=150, seed=0)
    labelled = [r for r in analysis.reviews if r.label in LABELLED
                and position_before(record, r.index).phase == "phase1"]
    said = three_kinds(record, labelled)
    for label, text in said.items():
        where = re.search(rf"({NEAR}|What (the best move )?\S+ (let happen|gains): {PLY}: )",
                          text)
        if where is None:  # nothing taken near the move: the counts of the positions
            assert re.match(r"Nothing is taken or lost within two moves, but the positions "
                            r"differ, after \S+ and (Silver|Gold)'s reply \S+ against after "
                            r"the best move \S+ and (Silver|Gold)'s reply \S+: (Silver|Gold)'s "
                            r"markers (left|on the \w+ \([a-g]\d(, [a-g]\d)*\))", text), (label,
                                                                                   text)
            continue
        # the event: a piece completed and taken by a majority, and its points
        assert re.search(r"(Silver|Gold) completed the (D|I3|V3|\w4)(, but \w+ took it| and "
                         r"took it) \d-\d: \d+ points? for (Silver|Gold) \(\d+ to \d+\)\.",
                         text[where.end():]), (label, text)
    assert len(set(said.values())) == 3
    # "you let Gold complete the I3 2-1": the move played's line, at the move it happens
    blunder = next(r for r in labelled if r.played == "b5")
    assert compare(blunder, position_before(record, blunder.index)).text.startswith(
        "b5 puts Silver's marker on b5, a cell of the I3 (b5, c5, d5), and leaves c5 its last "
        "empty cell, where Gold has 1 marker to Silver's 1. Then Gold's reply c5: Gold put a "
        "marker on c5. Gold takes the I3 (b5, c5, d5). Gold completed the I3 and took it 2-1: "
        "1 point for Gold (0 to 1). After the best move e3 no reply takes anything from Silver "
        "at once.")


def test_a_piece_lost_by_a_majority_is_said_so():
    """A push that completes two dominoes: one goes to the pusher, one to the other."""
    game, rng = Renaissance(seed=4), random.Random(4)
    while len(game.history) < 47:
        game.play(rng.choice(list(game.legal_moves())))
    before, mover = game.clone(), game.to_move
    assert game.notation(rng.choice(list(game.legal_moves()))) == "a6>"
    move = game.parse("a6>")
    events = tuple(game.play(move))
    assert majority_words(before, game, Played(move, "a6>", events, mover, False)) == (
        "Gold completed the D, but Silver took it 2-0: 1 point for Silver (0 to 1). Gold "
        "completed the D and took it 2-0: 1 point for Gold (1 to 2).")
    # a move that completes nothing adds nothing
    for move in game.legal_moves():
        quiet = game.clone()
        events = tuple(quiet.play(move))
        if not any(e.kind == "taken" for e in events):
            break
    assert majority_words(game, quiet, Played(move, "", events, game.to_move, False)) == ""


def test_lines_that_end_alike_are_told_by_how_the_positions_differ_never_further_on():
    """Move 23 (c4) leaves both lines level in points 6 moves on: the words say how the
    positions differ two moves on, in the game's counts, rather than an event further down
    a line the one-move-ahead AI played on, or that the loss lies further on."""
    record = renaissance_game().record()
    analysis = analyse(record, simulations=150, seed=0)
    review = next(r for r in analysis.reviews if r.number == 23)
    assert (review.played, review.label) == ("c4", "mistake")
    said = verdict(review, position_before(record, review.index))
    assert "lies further on" not in said and "played on" not in said
    assert said.startswith("Nothing is taken or lost within two moves, but the positions "
                           "differ, after c4 and Gold's reply b2 against after the best move "
                           "e4 and Gold's reply b2: Silver's markers on the D (e3, e4) 0 "
                           "against 1."), said


# -- the graph ---------------------------------------------------------------------
def test_the_graph_draws_each_labelled_drop_at_its_mark():
    """Trial 33: the ?? marks sat on a flat stretch of the line (the values after the
    second player's moves are smoothed away), so the drop they label did not show."""
    from test_review_reasons import random_ring_world_game

    from ringworld_nb.ringworld import RingWorld
    from ringworld_nb.ringworld.app import RingWorldApp

    game = random_ring_world_game()
    record = analyse(game.record(), simulations=150, seed=0).annotate(game.record())
    app = RingWorldApp(3, interactive=False, seats=("person", "person"))
    app.replace_game(RingWorld.from_record(record), record=record)
    review = app.game_review
    app.graph_view.show()
    analysis = review.current()
    marks = review.graph_marks()[0]
    drawn = [float(v) for v in app.graph_view.graph.win_line.get_ydata()]
    marked = [r for r in analysis.reviews if r.index + 1 in marks]
    assert {r.mover for r in marked} == {1, 2} and len(marked) >= 3
    alone = [r for r in marked if r.index not in marks]  # not right after another mark
    assert len(alone) >= 3
    for r in marked:
        x = r.index + 1
        # the line is drawn through the mark's own value, never smoothed away
        after = r.win_after if r.mover == 1 else 1 - r.win_after
        assert drawn[x] == pytest.approx(100 * after)
        if r in alone:
            # Red's chance falls at Red's mistake and rises at Blue's, by what the label
            # measures: the best move's chance against the move played's
            fall = drawn[x - 1] - drawn[x] if r.mover == 1 else drawn[x] - drawn[x - 1]
            assert fall == pytest.approx(100 * (r.best_win - r.win_after)), (r, drawn)


# -- puzzles: the path to the final count ----------------------------------------------
def test_a_dice_refutation_and_a_solutions_why_give_the_path_to_the_final_count():
    """Trial 33: a Dice refutation gave the final count (3 hexes to 9) without the path
    that leads there."""
    from ringworld_nb.puzzles import explanation, puzzles, refutation

    puzzle = next(p for p in puzzles("dice") if p.id == "dice-0014")
    assert puzzle.solution == ("b1-a1",)
    refuted = refutation(puzzle, [], "b1-c1").words
    assert refuted.endswith(
        "With best play after it, B loses: A ends the turn, B takes b1, A makes no attack, "
        "B takes b2, A takes b2, B makes no attack, A takes b1, B makes no attack, 3 more "
        "turns; the game ends A 7 hexes, B 2 hexes."), refuted
    path = re.compile(r"With best play after it, B (wins|loses): ((A|B) (takes \w\d(( and|,) "
                      r"\w\d)*|makes no attack|ends the turn), )*((A|B) (takes \w\d(( and|,) "
                      r"\w\d)*|makes no attack|ends the turn))(, \d+ more turns?)?; the game "
                      r"ends A \d+ hex(es)?, B \d+ hex(es)?\.$")
    assert path.search(refuted)
    assert path.search(explanation(puzzle).words), explanation(puzzle).words


def test_a_renaissance_solution_says_what_the_next_best_marker_would_let_happen():
    """Trial 33: a solution that takes nothing ("a2> takes nothing ... Every other marker
    scores at most -1") did not say how it works: what it prevents is what the other
    player's reply does after the next best marker."""
    from ringworld_nb.puzzles import explanation, puzzles

    found = {p.id: p for p in puzzles("renaissance")}
    why = explanation(found["renaissance-0003"]).words
    assert why.startswith("a2> takes nothing, Gold's best reply a1 takes nothing")
    assert why.endswith("Every other marker scores at most -1 after the best reply. After a4, "
                        "the next best, Gold's reply b3 takes the O4."), why
    checked = 0
    for puzzle in list(found.values())[:40]:
        why = explanation(puzzle).words
        if "Every other marker" in why and "'s best reply" in why:  # a reply to show
            checked += 1
            assert re.search(r"After \S+, the next best, (Silver|Gold)'s reply \S+ takes ",
                             why), (puzzle.id, why)
    assert checked >= 5
