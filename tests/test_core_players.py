"""The player interface of every game (core.players) and matches between players
(core.tournament)."""

from __future__ import annotations

import io

import pytest

from ringworld_nb.core.mcts import MCTSPlayer, outcome_score
from ringworld_nb.core.players import Choice, Thinking, check_strength, start_thinking
from ringworld_nb.core.protocol import Outcome
from ringworld_nb.core.tournament import MatchResult, play_game, play_match, text_progress
from ringworld_nb.ringworld import RingWorld


class FirstMove:
    """Always the first legal move; counts how often it was asked."""

    name = "first"

    def __init__(self) -> None:
        self.asked = 0

    def choose(self, game):
        return self.choose_with_info(game).move

    def choose_with_info(self, game):
        self.asked += 1
        return Choice(game.legal_moves()[0], 0.25)


class LastMove(FirstMove):
    name = "last"

    def choose_with_info(self, game):
        self.asked += 1
        return Choice(game.legal_moves()[-1])


def test_a_player_without_think_is_thought_in_one_slice():
    player = FirstMove()
    thinking = start_thinking(player, RingWorld(3))
    assert isinstance(thinking, Thinking)
    assert (thinking.done, thinking.progress) == (False, 0.0)
    with pytest.raises(RuntimeError, match="step"):
        thinking.result()
    assert thinking.step(0.01) is True and thinking.step(0.01) is True
    assert player.asked == 1
    choice = thinking.result()
    assert choice.move == RingWorld(3).legal_moves()[0] and choice.value == 0.25
    assert choice.seconds > 0


def test_a_search_player_thinks_in_slices_and_never_changes_the_game():
    game = RingWorld(3)
    game.play(game.legal_moves()[5])
    before = game.record().to_json()
    thinking = start_thinking(MCTSPlayer(iterations=40, seed=3), game)
    slices = 0
    while not thinking.step(0.0):  # the smallest slice: one simulation
        slices += 1
        assert 0.0 <= thinking.progress < 1.0
    assert slices == 39 and thinking.progress == 1.0
    assert thinking.result().move in game.legal_moves()
    assert game.record().to_json() == before


@pytest.mark.parametrize("bad", ["hard", "", None, 2, "Easy"])
def test_strengths_are_checked(bad):
    with pytest.raises(ValueError, match="strength must be one of 'easy', 'medium'"):
        check_strength(bad)
    assert check_strength("strong") == "strong"


def test_outcome_scores():
    assert outcome_score(Outcome((2,), "top ring"), 2) == 1.0
    assert outcome_score(Outcome((2,), "top ring"), 1) == 0.0
    assert outcome_score(Outcome((), "two passes"), 1) == 0.5
    assert outcome_score(Outcome((0, 1), "tie"), 1) == 0.5


def test_play_game_calls_back_after_each_move():
    seen = []
    game = play_game(RingWorld(3, max_turns=12), {1: FirstMove(), 2: LastMove()},
                     on_move=lambda g, c, s: seen.append((g.turn, c.move, s >= 0)))
    assert game.is_over and game.outcome.reason in ("move limit", "top ring")
    assert [t for t, _, _ in seen] == list(range(1, game.turn + 1))
    assert all(ok for _, _, ok in seen)


def test_a_match_swaps_seats_and_counts_from_the_first_players_view():
    a, b = FirstMove(), LastMove()
    starts = []

    def new_game(i):
        starts.append(i)
        return RingWorld(3)

    result = play_match(new_game, a, b, games=4)
    assert starts == [0, 0, 1, 1]
    assert result.games == 4 and result.unfinished == 0
    # deterministic players from the same start: games 0 and 2 (a as Red) are one game,
    # games 1 and 3 (a as Blue) another
    as_red = play_match(lambda i: RingWorld(3), a, b, games=1)
    as_blue = play_match(lambda i: RingWorld(3), b, a, games=1)
    assert (result.wins, result.draws, result.losses) == (
        2 * (as_red.wins + as_blue.losses), 2 * (as_red.draws + as_blue.draws),
        2 * (as_red.losses + as_blue.wins))
    assert result.wins == 2 and result.losses == 2  # each pair: one won, one lost
    assert len(result.times_a) + len(result.times_b) > 0
    assert "first vs last" in result.summary() and "median" in result.summary()


def test_a_match_stops_long_games_and_says_so():
    result = play_match(lambda i: RingWorld(4), FirstMove(), LastMove(), games=2,
                        max_plies=3)
    assert result.unfinished == 2 and result.score == 0.0
    assert "2 unfinished" in result.summary()


def test_match_result_score_counts_a_draw_half():
    r = MatchResult("a", "b", wins=3, draws=2, losses=5)
    assert r.games == 10 and r.score == pytest.approx(0.4)


def test_text_progress_draws_one_line():
    out = io.StringIO()
    show = text_progress("L3", out)
    show(1, 4)
    show(4, 4)
    text = out.getvalue()
    assert "\rL3 [#######.......................] 1/4" in text
    assert text.endswith("[##############################] 4/4\n")
