"""Renaissance as a whole set: phases in order, the turn rules of each, undo, clones,
records, variants, matches, and random sets checked against invariants."""

from __future__ import annotations

import random

import pytest

from ringworld_nb.core.errors import IllegalMoveError, NotationError, RecordError
from ringworld_nb.core.record import Record
from ringworld_nb.renaissance.board import GOLD, MONO, SILVER
from ringworld_nb.renaissance.cells import CENTRE, PLAYABLE, parse_cell
from ringworld_nb.renaissance.game import (
    MARKERS_PER_PLAYER,
    Renaissance,
    deal_at_random,
)
from ringworld_nb.renaissance.match import Match
from ringworld_nb.renaissance.pieces import CELLS_OF, POOL
from ringworld_nb.renaissance.scoring import penalty, phase1_score

SMALL = """
AAB....
.CB....
.C.....
...#...
.......
.......
.......
"""


def play_random(game: Renaissance, rng: random.Random, *, until: str | None = None,
                check=None) -> Renaissance:
    while not game.is_over and (until is None or game.phase != until):
        game.play(rng.choice(game.legal_moves()))
        if check is not None:
            check(game)
    return game


def invariants(game: Renaissance) -> None:
    """What must hold in every position of a set."""
    board = game.board
    assert board.markers[CENTRE] == 0
    if game.phase == "phase1":
        # 48 cells accounted for: pieces and monominoes
        covered = sum(len(cells) for _, cells in board.pieces.values())
        monos = sum(1 for c in PLAYABLE if board.tiles[c] == MONO)
        assert covered + monos == 48
        # markers conserved: on the board + in supply = 24 each
        for player, colour in ((SILVER, 1), (GOLD, 2)):
            on_board = sum(1 for m in board.markers if m == colour)
            assert on_board + game.supply(player) == MARKERS_PER_PLAYER
    if game.phase in ("phase2_prep", "phase2", "over") and game.variant == "full":
        for player in (SILVER, GOLD):
            # score equals a recount
            assert game.score(player) == (phase1_score(game.collection(player))
                                          - penalty(game.hand(player)))
    if game.phase == "setup":
        placed = sum(1 for _ in board.pieces)
        assert placed + sum(game.pool().values()) == 13


def test_a_set_runs_through_every_phase_in_order() -> None:
    rng = random.Random(9)  # a set in which pieces are taken, so Phase 2 has turns
    game = Renaissance(seed=9)
    seen = [game.phase]
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
        if game.phase != seen[-1]:
            seen.append(game.phase)
    assert seen == ["setup", "phase1", "phase2_prep", "phase2", "over"]


def test_with_empty_hands_phase2_ends_after_its_preparation() -> None:
    game = Renaissance.from_layout(SMALL)
    game.play("offer")
    game.play("accept")
    rng = random.Random(1)
    while game.phase == "phase2_prep":
        game.play(rng.choice(game.legal_moves()))
    assert game.phase == "over" and game.winner is None
    assert game.winner in (SILVER, GOLD, None)
    assert game.outcome is not None
    scores = {p: game.score(p) for p in (SILVER, GOLD)}
    if game.winner is None:
        assert scores[SILVER] == scores[GOLD]
    else:
        assert scores[game.winner] > scores[SILVER if game.winner == GOLD else GOLD]


def test_setup_silver_first_then_alternately() -> None:
    game = Renaissance()
    assert game.to_move == SILVER
    game.play("O4:a1,a2,b1,b2")
    assert game.to_move == GOLD
    with pytest.raises(IllegalMoveError, match="no O4 is left"):
        game.play("O4:f6,f7,g6,g7")
    assert game.to_move == GOLD and game.pool()["O4"] == 0


def test_phase1_gold_first_and_the_end_when_nothing_is_left() -> None:
    game = Renaissance.from_layout(SMALL)
    assert game.phase == "phase1" and game.to_move == GOLD
    assert all(m.action in ("marker", "insert", "offer") for m in game.legal_moves())


def test_a_layout_with_no_piece_ends_phase1_at_once() -> None:
    game = Renaissance.from_layout("\n".join(["......."] * 3 + ["...#..."] + ["......."] * 3))
    assert game.phase == "phase2_prep"


def test_pass_only_when_no_marker_can_be_placed_and_two_passes_end_phase1() -> None:
    game = Renaissance.from_layout(SMALL)
    assert "pass" not in [str(m) for m in game.legal_moves()]
    with pytest.raises(IllegalMoveError, match="pass only when"):
        game.play("pass")


def test_offer_accept_ends_phase1_and_decline_lets_the_offerer_move() -> None:
    game = Renaissance.from_layout(SMALL)
    game.play("offer")
    assert game.to_move == SILVER and {str(m) for m in game.legal_moves()} == {"accept",
                                                                              "decline"}
    game.play("decline")
    assert game.to_move == GOLD and "offer" not in [str(m) for m in game.legal_moves()]
    game.play("c3")
    game.play("offer")  # Silver offers
    game.play("accept")
    assert game.phase == "phase2_prep"


def test_phase2_preparation_then_turns_gold_first() -> None:
    game = Renaissance.phase2_only(silver=["D", "T4"], gold=["I3", "O4"])
    assert game.phase == "phase2_prep" and game.to_move == GOLD
    assert game.score(SILVER) == -(2 + 4) and game.score(GOLD) == -(3 + 4)
    rng = random.Random(3)
    while game.phase == "phase2_prep":
        game.play(rng.choice(game.legal_moves()))
    assert game.phase in ("phase2", "over")
    if game.phase == "phase2":
        assert all(m.action == "put" for m in game.legal_moves())


def test_phase2_moves_read_with_and_without_a_marker_step() -> None:
    game = Renaissance.phase2_only(silver=["D"], gold=["D"])
    rng = random.Random(1)
    while game.phase == "phase2_prep":
        game.play(rng.choice(game.legal_moves()))
    if game.phase == "phase2":
        move = game.legal_moves()[0]
        assert game.parse(str(move)) == move


def test_variant_phase1_only_scores_without_penalty() -> None:
    rng = random.Random(11)
    game = play_random(Renaissance.from_layout(SMALL, variant="phase1"), rng)
    assert game.is_over
    for player in (SILVER, GOLD):
        assert game.score(player) == phase1_score(game.collection(player))


def test_deal_at_random_shares_the_pool() -> None:
    silver, gold = deal_at_random(random.Random(2))
    assert sorted(silver + gold) == sorted(k for k in POOL for _ in range(POOL[k]))
    game = Renaissance.phase2_only(silver, gold)
    assert game.score(SILVER) == -sum(CELLS_OF[k] for k in silver)
    with pytest.raises(ValueError, match="pool only"):
        Renaissance.phase2_only(["O4"], ["O4"])
    with pytest.raises(ValueError, match="not a kind"):
        Renaissance.phase2_only(["Q"], [])
    with pytest.raises(TypeError):
        Renaissance.phase2_only("D", [])


def test_thousands_of_random_sets_keep_the_invariants() -> None:
    """2000 sets of uniformly random legal moves: cells, markers and scores add up in
    every position, and every set ends with a result."""
    for seed in range(2000):
        rng = random.Random(seed)
        game = Renaissance(seed=seed)
        while not game.is_over:
            game.push(rng.choice(game.legal_moves()))
            invariants(game)
        assert game.outcome is not None and game.phase == "over"


def test_random_sets_undo_exactly() -> None:
    for seed in range(100):
        rng = random.Random(seed)
        game = Renaissance(seed=seed)
        keys = [game.key()]
        while not game.is_over:
            game.play(rng.choice(game.legal_moves()))
            invariants(game)
            keys.append(game.key())
        assert len(keys) == len(game.history) + 1
        while game.history:
            game.undo()
            keys.pop()
            assert game.key() == keys[-1]
        with pytest.raises(IllegalMoveError, match="nothing to undo"):
            game.undo()


def test_clones_are_independent() -> None:
    rng = random.Random(4)
    game = play_random(Renaissance(seed=4), rng, until="phase1")
    twin = game.clone()
    key = twin.key()
    game.play(game.legal_moves()[0])
    assert twin.key() == key
    twin.play(twin.legal_moves()[-1])
    assert game.key() != twin.key()


def test_records_round_trip_for_every_start() -> None:
    rng = random.Random(9)
    games = [play_random(Renaissance(seed=9), rng),
             play_random(Renaissance.from_layout(SMALL), rng),
             play_random(Renaissance.from_layout(SMALL, variant="phase1"), rng),
             play_random(Renaissance.phase2_only(["D", "V3"], ["I4"]), rng)]
    half = Renaissance(seed=5)
    for _ in range(20):
        half.play(rng.choice(half.legal_moves()))
    games.append(half)
    for game in games:
        again = Renaissance.from_record(Record.from_json(game.record().to_json()))
        assert again.key() == game.key() and again.history == game.history


def test_damaged_records_name_the_move_and_change_nothing() -> None:
    game = Renaissance(seed=3)
    game.play("O4:a1,a2,b1,b2")
    record = game.record()
    record.moves.append("O4:f6,f7,g6,g7")
    with pytest.raises(RecordError, match="move 2"):
        Renaissance.from_record(record)
    bad = Record(game="renaissance", options={"start": "moon"})
    with pytest.raises(RecordError, match="unknown start"):
        Renaissance.from_record(bad)
    with pytest.raises(RecordError, match="not of Renaissance"):
        Renaissance.from_record(Record(game="ringworld"))


def test_illegal_moves_and_bad_notation_leave_the_game_unchanged() -> None:
    game = Renaissance.from_layout(SMALL)
    key = game.key()
    for text, error in [("d4", IllegalMoveError), ("zz", NotationError),
                        ("T4:a1,a2", NotationError), ("m@d5", IllegalMoveError),
                        ("accept", IllegalMoveError), ("a1", IllegalMoveError)]:
        with pytest.raises(error):
            game.play(text)
        assert game.key() == key and not game.history


def test_notation_round_trip_on_every_legal_move_of_random_positions() -> None:
    rng = random.Random(21)
    game = Renaissance(seed=21)
    while not game.is_over:
        moves = game.legal_moves()
        for move in moves:
            assert game.parse(game.notation(move)) == move
        game.play(rng.choice(moves))


def test_a_match_swaps_colours_and_totals_the_sets() -> None:
    match = Match(sets=2, by="sets")
    assert match.colour("A") == SILVER
    rng = random.Random(6)
    while not match.is_over:
        game = match.current
        game.play(rng.choice(game.legal_moves()))
        match.after_move()
    assert [r.silver for r in match.results] == ["A", "B"]
    wins = match.sets_won()
    assert match.winner == (None if wins["A"] == wins["B"]
                            else max(wins, key=lambda p: wins[p]))
    with pytest.raises(ValueError):
        Match(sets=0)


def test_cell_names_used_by_the_tests() -> None:
    assert parse_cell("d4") == CENTRE


def test_the_deal_move_by_move_then_phase2() -> None:
    game = Renaissance.phase2_deal()
    assert game.phase == "deal" and game.to_move == GOLD
    rng = random.Random(8)
    while game.phase == "deal":
        game.play(rng.choice(game.legal_moves()))
    assert game.phase == "phase2_prep"
    assert len(game.hand(GOLD)) == 7 and len(game.hand(SILVER)) == 6
    assert game.score(GOLD) == -penalty(game.hand(GOLD))
    with pytest.raises(IllegalMoveError, match="not a move of"):
        game.play("deal:D")
    play_random(game, rng)
    again = Renaissance.from_record(Record.from_json(game.record().to_json()))
    assert again.key() == game.key()
    with pytest.raises(NotationError, match="not a kind"):
        game.parse("deal:Q5")


def test_must_remove_says_whether_the_first_legal_move_is_a_removal() -> None:
    """The input's mode asks it at every refresh, where listing every placement cost a
    third of a refresh: over random sets (and their stuck turns) it agrees with the
    legal moves."""
    removals = 0
    for seed in range(300):
        rng = random.Random(seed)
        game = Renaissance(seed=seed)
        while game.phase == "setup":
            moves = game.legal_moves()
            first_removes = bool(moves) and moves[0].action == "remove"
            assert game.must_remove() == first_removes, (seed, len(game.history))
            removals += first_removes
            game.push(rng.choice(moves))
        assert not game.must_remove()
    assert removals > 0  # stuck turns were met
