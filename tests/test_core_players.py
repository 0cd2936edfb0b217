"""The player interface of every game (core.players): thinking in slices, one random
player, one play_game, and one factory of players by game, name and strength."""

from __future__ import annotations

import inspect

import pytest

from ringworld_nb.core.errors import ArgumentError
from ringworld_nb.core.mcts import MCTSPlayer, outcome_score
from ringworld_nb.core.players import (
    Choice,
    RandomPlayer,
    Thinking,
    check_strength,
    make_player,
    play_game,
    player_names,
    simulations_in,
    start_thinking,
)
from ringworld_nb.core.protocol import Outcome
from ringworld_nb.dice import DiceOfDoom
from ringworld_nb.renaissance import Renaissance
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


def test_play_game_takes_a_list_by_seat_and_wants_every_seat():
    game = play_game(DiceOfDoom(3, seed=2), [RandomPlayer(1), RandomPlayer(2)])
    assert game.is_over
    with pytest.raises(ArgumentError, match="2 players needed"):
        play_game(DiceOfDoom(3, seed=2), [RandomPlayer(1)])
    with pytest.raises(ArgumentError, match="'gold'"):
        play_game(Renaissance(3), {"silver": RandomPlayer(1)})
    fresh = RingWorld(3)
    with pytest.raises(ArgumentError):
        play_game(fresh, {1: RandomPlayer(1), 3: RandomPlayer(2)})
    assert fresh.turn == 0  # refused before any move


def test_play_game_stops_at_max_plies():
    game = play_game(RingWorld(4), {1: FirstMove(), 2: LastMove()}, max_plies=3)
    assert game.turn == 3 and not game.is_over


# -- one random player, one play_game ---------------------------------------------------
def test_there_is_one_random_player_and_one_play_game():
    from ringworld_nb.core import tournament
    from ringworld_nb.dice import ai as dice_ai
    from ringworld_nb.renaissance import ai as renaissance_ai
    from ringworld_nb.ringworld import ai as ringworld_ai

    for module in (dice_ai, renaissance_ai, ringworld_ai):
        assert module.RandomPlayer is RandomPlayer
    assert dice_ai.play_game is play_game and tournament.play_game is play_game


def test_the_random_player_is_seeded_in_every_game():
    for new in (lambda: RingWorld(3), lambda: DiceOfDoom(4, seed=1), lambda: Renaissance(5)):
        a = [RandomPlayer(7).choose(new()) for _ in range(3)]
        assert a == [RandomPlayer(7).choose(new()) for _ in range(3)]


# -- one factory: make_player(game, name, seed=...) ------------------------------------
GAMES = [RingWorld(3), DiceOfDoom(3, seed=4), Renaissance(2)]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: type(g).__name__)
def test_every_name_gives_a_player_of_a_legal_move(game):
    names = player_names(game)
    assert names[:6] == ("random", "greedy", "mcts:N", "easy", "medium", "strong")
    for name in names:
        name = name.replace("mcts:N", "mcts:8")
        if name in ("medium", "strong"):
            player = make_player(game, name, seed=1)
            assert callable(player.choose_with_info)  # by the clock: not played here
            continue
        player = make_player(game, name, seed=1)
        assert game.is_legal(player.choose(game)) if hasattr(game, "is_legal") else \
            player.choose(game) in game.legal_moves()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: type(g).__name__)
def test_tree_search_by_simulations_is_reproducible_from_the_seed(game):
    first = make_player(game, "mcts:12", seed=5)
    again = make_player(game, "mcts:12", seed=5)
    assert first.name == "mcts:12"
    assert [first.choose(game) for _ in range(2)] == [again.choose(game) for _ in range(2)]


@pytest.mark.parametrize("bad", ["grandmaster", "mcts", "mcts:", "mcts:0", "mcts:x",
                                 "mcts:-3", "Random", ""])
def test_unknown_names_are_refused_with_the_list(bad):
    with pytest.raises(ArgumentError) as info:
        make_player(RingWorld(3), bad)
    assert repr(bad) in str(info.value)
    if not bad.startswith("mcts:"):
        assert "random, greedy, mcts:N, easy, medium, strong" in str(info.value)


def test_names_that_are_not_text_or_games_not_of_the_package():
    with pytest.raises(TypeError, match="player name must be text"):
        make_player(RingWorld(3), 3)
    with pytest.raises(ArgumentError, match="a game of this package"):
        make_player(object(), "random")


def test_dice_only_names_and_the_exact_players_limits():
    assert "exact" not in player_names(RingWorld(3))
    with pytest.raises(ArgumentError, match="unknown player 'exact'"):
        make_player(RingWorld(3), "exact")
    with pytest.raises(ArgumentError, match="two-player games with certain attacks"):
        make_player(DiceOfDoom(3, players=3, seed=1), "exact")
    assert make_player(DiceOfDoom(3, seed=1), "classic").name == "classic"


def test_simulations_in_a_name():
    assert simulations_in("mcts:1000") == 1000
    assert simulations_in("medium") is None and simulations_in("mctsx:3") is None
    with pytest.raises(ArgumentError):
        simulations_in("mcts:99999999999")


def test_every_best_player_for_has_one_signature():
    from ringworld_nb.dice.ai import best_player_for as dice
    from ringworld_nb.renaissance.ai import best_player_for as renaissance
    from ringworld_nb.ringworld.ai import best_player_for as ringworld

    def shape(f):  # the signature, but for the type of the game (each its own)
        sig = inspect.signature(f)
        return [(p.name, p.kind, p.default, p.annotation if p.name != "game" else None)
                for p in sig.parameters.values()], sig.return_annotation

    shapes = [shape(f) for f in (dice, renaissance, ringworld)]
    assert shapes[0] == shapes[1] == shapes[2]
    assert [name for name, *_ in shapes[0][0]] == ["game", "strength", "seed"]
    for game, best in ((RingWorld(3), ringworld), (DiceOfDoom(3, seed=1), dice),
                       (Renaissance(1), renaissance)):
        assert type(best(game, "easy", seed=3)) is type(make_player(game, "easy", seed=3))
