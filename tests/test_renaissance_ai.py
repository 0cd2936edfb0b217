"""The players of Renaissance (ringworld_nb.renaissance.ai): the immediate score, the
greedy player, the playout policy and the tree search, on constructed positions and on
whole sets of every variant. Budgets are simulations, never seconds: strength and speed
figures come from benchmarks/renaissance_ai.py."""

from __future__ import annotations

import random

import pytest

from ringworld_nb.core.players import Player, start_thinking
from ringworld_nb.core.tournament import play_game
from ringworld_nb.renaissance import Renaissance
from ringworld_nb.renaissance.ai import (
    GreedyPlayer,
    RandomPlayer,
    SearchPlayer,
    best_player_for,
)
from ringworld_nb.renaissance.ai.fast import COMPILED, warm_up
from ringworld_nb.renaissance.ai.immediate import WIN, immediate_value, ranked_moves
from ringworld_nb.renaissance.ai.playout import (
    MAX_CANDIDATES,
    Candidates,
    kernel_rollout,
    policy_move,
    rollout,
    search_copy,
)
from ringworld_nb.renaissance.board import GOLD_MARKER, SILVER_MARKER
from ringworld_nb.renaissance.cells import parse_cell
from ringworld_nb.renaissance.game import deal_at_random
from ringworld_nb.renaissance.moves import ACCEPT, DECLINE, OFFER

# Column a: a domino P on a1-a2, full and tied (Gold a1, Silver a2), a monomino cell a3
# (Gold), an I triomino Q on a4-a6 with Gold on a4, Silver on a5; far away an O
# tetromino R keeps Phase 1 going.
TWO_PIECES = """
.......
Q......
Q......
Q..#...
.......
P....RR
P....RR"""


def two_piece_position(variant: str = "phase1") -> Renaissance:
    """Gold to move; the push a1^ moves a1..a5 up one and a Gold marker onto a1: P
    becomes Gold, Gold (taken) and Q Gold, Gold, Silver (taken), two pieces at once. The
    push a2> takes P only; a6, which would complete Q, is open to Silver (a5), not Gold.
    The markers are set on the board directly (the position, not the way to it, is the
    point here)."""
    game = Renaissance.from_layout(TWO_PIECES, variant=variant)
    for name, colour in [("a1", GOLD_MARKER), ("a2", SILVER_MARKER), ("a3", GOLD_MARKER),
                         ("a4", GOLD_MARKER), ("a5", SILVER_MARKER)]:
        game.board.markers[parse_cell(name)] = colour
    return game


def test_the_constructed_position_is_what_it_says() -> None:
    game = two_piece_position()
    assert game.to_move == "gold"
    push, single = game.parse("a1^"), game.parse("a2>")
    assert push in game.legal_moves() and single in game.legal_moves()
    assert game.parse("a6") not in game.legal_moves()
    trial = game.clone()
    trial.play(push)
    assert sorted(trial.collection("gold")) == ["D", "I3"]
    assert trial.phase == "phase1" and trial.score("gold") == 2


def test_immediate_score_counts_the_pieces_taken_and_leaves_the_game() -> None:
    game = two_piece_position()
    before = game.key()
    assert immediate_value(game, game.parse("a1^")) == 2.0
    assert immediate_value(game, game.parse("a2>")) == 1.0
    assert immediate_value(game, game.parse("e5")) == 0.0
    assert game.key() == before and not game.history
    assert ranked_moves(game)[0] == (2.0, game.parse("a1^"))


def test_greedy_takes_the_two_pieces() -> None:
    game = two_piece_position()
    assert GreedyPlayer(seed=4).choose(game) == game.parse("a1^")


@pytest.mark.parametrize("fast", [False, True])
@pytest.mark.parametrize("variant", ["phase1", "full"])
def test_search_finds_the_insertion_that_takes_two_pieces(variant: str, fast: bool) -> None:
    if fast:
        warm_up(wait=True)
    game = two_piece_position(variant)
    before = game.key()
    choice = SearchPlayer(None, iterations=200, seed=1, fast=fast).choose_with_info(game)
    assert choice.move == game.parse("a1^")
    assert 0.5 < (choice.value or 0.0) <= 1.0
    assert game.key() == before and not game.history


def test_accept_counts_the_penalty_and_a_finished_set_its_result() -> None:
    # Phase 1 alone: the offer's answer ends the set; full: the hand's cells count.
    game = two_piece_position("phase1")
    game.play("a1^")                       # Gold 2 (D, I3), Silver 0; Silver to move
    game.play("offer")
    assert game.to_move == "gold"
    assert immediate_value(game, game.parse("accept")) == WIN + 2
    full = two_piece_position("full")
    full.play("a1^")
    full.play("offer")
    assert immediate_value(full, full.parse("accept")) == 2 - (2 + 3)
    # the O tetromino R can still be completed: nothing ends Phase 1 yet (issue 16)
    assert GreedyPlayer().choose(game).action == "decline"
    assert GreedyPlayer().choose(full).action == "decline"
    for name, colour in [("f1", GOLD_MARKER), ("g2", GOLD_MARKER), ("f2", SILVER_MARKER),
                         ("g1", SILVER_MARKER)]:
        game.board.markers[parse_cell(name)] = colour  # R full and tied: nothing left
    assert GreedyPlayer().choose(game).action == "accept"


def test_greedy_puts_its_largest_piece_back_in_phase2() -> None:
    game = Renaissance.phase2_only(["D", "V3"], ["I4", "D"])
    greedy = GreedyPlayer(seed=2)
    while game.phase == "phase2_prep":
        game.play(greedy.choose(game))
    assert game.to_move == "gold"
    assert greedy.choose(game).kind == "I4"


def test_greedy_in_the_setup_is_a_seeded_random_placement() -> None:
    game = Renaissance(seed=9)
    first = [GreedyPlayer(seed=s).choose(game) for s in range(4)]
    assert all(m in game.legal_moves() for m in first)
    assert len(set(first)) > 1                       # nothing scores: it varies by seed
    assert first == [GreedyPlayer(seed=s).choose(game) for s in range(4)]


def test_policy_moves_are_legal_and_the_rollout_leaves_the_game() -> None:
    for seed in range(6):
        game, rng = Renaissance(seed), random.Random(seed)
        while not game.is_over:
            move = policy_move(game, rng)
            assert move in game.legal_moves(), (str(move), game.phase)
            game.push(move)
    game = Renaissance.random_setup(random.Random(4))
    before = game.key()
    for seed in range(5):
        assert 0.0 <= rollout(game, random.Random(seed), "gold") <= 1.0
    assert game.key() == before and not game.history


def test_playout_takes_a_piece_it_can_and_avoids_a_gift() -> None:
    game = two_piece_position()
    game.play("e5")                          # Gold; now Silver could complete Q on a6
    moves = [policy_move(game, random.Random(seed)) for seed in range(40)]
    assert moves.count(game.parse("a6")) > 30   # Q: Gold, Silver, Silver
    assert all(m in game.legal_moves() for m in moves)
    gift = two_piece_position()
    gift.board.markers[parse_cell("a5")] = GOLD_MARKER    # Q: Gold, Gold, (a6)
    gift.play("e5")
    gift.board.markers[parse_cell("b5")] = SILVER_MARKER  # a6: diagonal for Silver
    assert gift.parse("a6") in gift.legal_moves()
    moves = [policy_move(gift, random.Random(seed)) for seed in range(40)]
    assert moves.count(gift.parse("a6")) <= 4   # completing Q would give it to Gold


def test_candidates_are_the_legal_moves_best_first() -> None:
    game = two_piece_position()
    candidates = Candidates(seed=0)(game)
    assert candidates[0] == game.parse("a1^")
    assert OFFER in game.legal_moves() and OFFER not in candidates  # pieces are open
    assert sorted(candidates) == sorted(m for m in game.legal_moves() if m != OFFER)
    setup = Renaissance(seed=3)
    kept = Candidates(seed=0)(setup)
    assert len(kept) == MAX_CANDIDATES < len(setup.legal_moves())
    assert set(kept) <= set(setup.legal_moves())
    assert {m.kind for m in kept} == {m.kind for m in setup.legal_moves()}  # shuffled
    phase2 = Renaissance.phase2_only(["D", "S4"], ["O4"])
    while phase2.phase == "phase2_prep":
        phase2.play(phase2.legal_moves()[0])
    phase2.play(phase2.legal_moves()[0])             # Gold puts its O4; Silver next
    ordered = Candidates(seed=0)(phase2)
    assert [m.kind for m in ordered[:4]] == ["S4", "D", "S4", "D"]  # in turn, largest first
    assert set(ordered) <= set(phase2.legal_moves())


def test_search_declines_an_offer_that_would_not_leave_it_ahead() -> None:
    warm_up(wait=True)
    game = Renaissance.random_setup(random.Random(6))
    game.play("offer")                                # Gold offers at 0 to 0
    assert game.to_move == "silver"
    assert ACCEPT not in Candidates(seed=0)(game)
    assert SearchPlayer(None, iterations=200, seed=2).choose(game) == DECLINE
    ahead = two_piece_position("phase1")
    ahead.play("a1^")                                # Gold 2, Silver 0
    ahead.play("offer")                              # Silver offers; Gold wins by accepting
    # ... but R can still be completed: Gold plays on (issue 16)
    assert SearchPlayer(None, iterations=50, seed=2).choose(ahead) == DECLINE
    for name, colour in [("f1", GOLD_MARKER), ("g2", GOLD_MARKER), ("f2", SILVER_MARKER),
                         ("g1", SILVER_MARKER)]:
        ahead.board.markers[parse_cell(name)] = colour  # R full and tied: nothing left
    assert SearchPlayer(None, iterations=50, seed=2).choose(ahead) == ACCEPT


@pytest.mark.parametrize("fast", [False, True])
def test_search_is_reproducible_under_an_iteration_budget(fast: bool) -> None:
    if fast:
        warm_up(wait=True)              # else the first search may run before the kernel
    game = Renaissance.random_setup(random.Random(11))
    for _ in range(6):
        game.play(game.legal_moves()[0])
    a = SearchPlayer(None, iterations=60, seed=5, fast=fast).choose_with_info(game)
    b = SearchPlayer(None, iterations=60, seed=5, fast=fast).choose_with_info(game)
    assert (a.move, a.value, a.principal_variation) == (b.move, b.value,
                                                          b.principal_variation)
    assert a.nodes == 60 and a.move in game.legal_moves()


def test_kernel_rollout_on_both_copies_leaves_them_as_they_were() -> None:
    warm_up(wait=True)
    game = Renaissance.random_setup(random.Random(12))
    copy = search_copy(game)
    assert type(copy).__name__ == ("FastRenaissance" if COMPILED else "Renaissance")
    before_game, before_copy = game.key(), copy.key()
    values = {kernel_rollout(copy, random.Random(s), "gold") for s in range(20)}
    values |= {kernel_rollout(game, random.Random(s), "gold") for s in range(3)}
    assert all(0.0 <= v <= 1.0 for v in values) and len(values) > 2
    assert game.key() == before_game and copy.key() == before_copy


def _starts() -> dict[str, Renaissance]:
    silver, gold = deal_at_random(random.Random(3))
    return {"full": Renaissance(seed=21), "phase1": Renaissance(seed=22, variant="phase1"),
            "phase2_only": Renaissance.phase2_only(silver, gold),
            "phase2_deal": Renaissance.phase2_deal()}


@pytest.mark.parametrize("variant", ["full", "phase1", "phase2_only", "phase2_deal"])
def test_players_play_whole_sets_of_every_variant(variant: str) -> None:
    game = _starts()[variant]
    players: dict[str, Player] = {"silver": SearchPlayer(None, iterations=6, seed=1,
                                                         fast=False),
                                  "gold": GreedyPlayer(seed=2)}
    seen: list[str] = []

    def check(after: Renaissance, choice, seconds: float) -> None:
        seen.append(after.phase)

    # every choice is legal: play() checks it (IllegalMoveError otherwise)
    play_game(game, players, on_move=check)
    assert game.is_over and seen
    swapped = _starts()[variant]
    play_game(swapped, {"silver": RandomPlayer(seed=3),
                        "gold": SearchPlayer(None, iterations=30, seed=4)})
    assert swapped.is_over


def test_search_never_changes_the_game_and_thinks_in_slices() -> None:
    game = Renaissance(seed=2)
    game.play(game.legal_moves()[5])
    before = game.key()
    thinking = start_thinking(SearchPlayer(None, iterations=30, seed=0), game)
    while not thinking.step(0.01):
        pass
    choice = thinking.result()
    assert choice.move in game.legal_moves()
    assert game.key() == before and len(game.history) == 1


def test_best_player_for_each_strength() -> None:
    game = Renaissance(seed=1)
    easy, medium, strong = (best_player_for(game, s) for s in ("easy", "medium", "strong"))
    assert isinstance(easy, GreedyPlayer)
    assert isinstance(medium, SearchPlayer) and isinstance(strong, SearchPlayer)
    assert medium.settings.seconds is not None and strong.settings.seconds is not None
    assert medium.settings.seconds < strong.settings.seconds < 2.0
    with pytest.raises(ValueError):
        best_player_for(game, "expert")
