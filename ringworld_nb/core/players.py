"""What every computer player of the package is, whatever the game.

A player answers one question, "what would you play here?", in two ways::

    player.choose(game) -> move                 # a legal move for game.to_move
    player.choose_with_info(game) -> Choice     # the move, and what the player thinks

and never changes the game it is given. :class:`Choice` carries the player's estimate
of its expected score (1 a win, 0.5 a draw, 0 a loss; None when the player does not
estimate), which is what the apps' evaluation graphs plot as "the AI's estimated win
probability".

Thinking without freezing
-------------------------
A search that takes seconds must not stop a notebook: the board and the buttons stay
alive while it thinks. So a player that thinks for a while can also be asked for a
:class:`Thinking`, a piece of work done in slices::

    thinking = start_thinking(player, game)
    while not thinking.done:
        thinking.step(0.05)          # about 50 ms of work, then back to the caller
        show(thinking.progress)      # 0.0 .. 1.0
    choice = thinking.result()

The app's loop runner (:mod:`ringworld_nb.ui.loop`) awaits between slices, so clicks are
handled while the AI thinks; stopping it is simply not calling ``step`` again.
:func:`start_thinking` gives every player a Thinking: its own ``think(game)`` when it has
one (the tree search of :mod:`.mcts`), else one slice that calls ``choose_with_info``.

>>> import random
>>> class FirstMove:
...     name = "first legal move"
...     def choose(self, game): return self.choose_with_info(game).move
...     def choose_with_info(self, game): return Choice(game.legal_moves()[0])
>>> from ringworld_nb.ringworld import RingWorld
>>> thinking = start_thinking(FirstMove(), RingWorld(3))
>>> thinking.done, thinking.step(1.0), thinking.progress
(False, True, 1.0)
>>> thinking.result().move == RingWorld(3).legal_moves()[0]
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple, Protocol, runtime_checkable

from .errors import ArgumentError
from .validate import describe

__all__ = ["Choice", "Player", "Thinking", "start_thinking", "STRENGTHS", "check_strength",
           "RandomPlayer", "check_playable", "play_game", "make_player", "player_names",
           "simulations_in", "is_player", "make_hint_player"]

#: The levels every game offers, weakest first ("easy" is a beginner's opponent).
STRENGTHS = ("easy", "medium", "strong")

#: The most simulations a move ``mcts:N`` accepts (a guard against typing errors).
MAX_SIMULATIONS = 10_000_000


def check_strength(strength: object) -> str:
    """``strength`` if it is one of :data:`STRENGTHS`, else an ArgumentError (a
    ValueError) naming them."""
    if not isinstance(strength, str) or strength not in STRENGTHS:
        raise ArgumentError(f"strength must be one of {', '.join(map(repr, STRENGTHS))}, "
                            f"got {describe(strength)}")
    return strength


class Choice(NamedTuple):
    """A player's move with the reasons it can give."""

    move: Any
    value: float | None = None
    """The player's estimate of its expected score (1 win, 0.5 draw, 0 loss)."""
    depth: int = 0
    """Moves searched ahead (0: no search)."""
    nodes: int = 0
    """Positions visited (for a tree search: the simulations run)."""
    seconds: float = 0.0
    """Time taken to choose."""
    principal_variation: Sequence[Any] = ()
    """The line the player expects, its own move first (empty when it does not say)."""


@runtime_checkable
class Player(Protocol):
    """What apps, benchmarks and tournaments need from a player of any game."""

    name: str

    def choose(self, game: Any) -> Any: ...

    def choose_with_info(self, game: Any) -> Choice: ...


@runtime_checkable
class Thinking(Protocol):
    """A choice being worked out in slices (see the module's docstring)."""

    @property
    def done(self) -> bool:
        """True once the work is finished: :meth:`result` is then final."""
        ...

    @property
    def progress(self) -> float:
        """How much of the budget is used, 0.0 to 1.0."""
        ...

    def step(self, seconds: float) -> bool:
        """Work for about ``seconds`` (at least one unit of work); True when done."""
        ...

    def result(self) -> Choice:
        """The best choice so far (final once :attr:`done`); at least one step first."""
        ...


class _AtOnce:
    """The Thinking of a player without one: the whole choice in the first slice."""

    def __init__(self, player: Player, game: Any) -> None:
        self._player = player
        self._game = game
        self._choice: Choice | None = None

    @property
    def done(self) -> bool:
        return self._choice is not None

    @property
    def progress(self) -> float:
        return 1.0 if self._choice is not None else 0.0

    def step(self, seconds: float) -> bool:
        if self._choice is None:
            t0 = time.perf_counter()
            choice = self._player.choose_with_info(self._game)
            if not choice.seconds:
                choice = choice._replace(seconds=time.perf_counter() - t0)
            self._choice = choice
        return True

    def result(self) -> Choice:
        if self._choice is None:
            raise RuntimeError("no choice yet: call step() first")
        return self._choice


def check_playable(game: Any) -> None:
    """ValueError when ``game`` is over: there is no move to choose."""
    if game.is_over:
        raise ValueError("the game is over: there is no move to choose")


class RandomPlayer:
    """A uniformly random legal move from a seeded generator, the one random player of
    every game: the game's own ``game.random_move(rng)`` where it has one (The Ring
    World, Renaissance: the rule book's random player), else a uniform choice among
    ``game.legal_moves()`` (Dice of Doom)."""

    name = "random"

    def __init__(self, seed: int | None = 0) -> None:
        self._rng = random.Random(seed)

    def choose_with_info(self, game: Any) -> Choice:
        check_playable(game)
        random_move = getattr(game, "random_move", None)
        if callable(random_move):
            return Choice(random_move(self._rng))
        return Choice(self._rng.choice(game.legal_moves()))

    def choose(self, game: Any) -> Any:
        return self.choose_with_info(game).move

    def __repr__(self) -> str:
        return "<random>"


def start_thinking(player: Player, game: Any) -> Thinking:
    """A :class:`Thinking` for ``player`` on ``game``: the player's own ``think(game)``
    if it has one, else one that chooses at once in its first step.

    The game is not changed, now or later (a player that thinks works on a copy).
    """
    think = getattr(player, "think", None)
    if callable(think):
        thinking: Thinking = think(game)
        return thinking
    return _AtOnce(player, game)


def is_player(obj: object) -> bool:
    """True when ``obj`` can play: it has a callable ``choose_with_info`` (what
    :func:`play_game` and the tournaments ask; ``name`` and ``choose`` are courtesy)."""
    return callable(getattr(obj, "choose_with_info", None)) and not isinstance(obj, type)


#: ``on_move(game, choice, seconds)``: after each move of :func:`play_game`.
OnMove = Callable[[Any, Choice, float], None]


def play_game(game: Any, players: Mapping[Any, Player] | Sequence[Player], *,
              max_plies: int | None = None, on_move: OnMove | None = None) -> Any:
    """Play ``game`` to its end, ``players[p]`` choosing for the player ``p`` to move;
    return the game (changed: it holds the moves).

    ``players`` maps each seat, as the game names it, to a player: ``{1: ..., 2: ...}``
    in The Ring World, ``{"silver": ..., "gold": ...}`` in Renaissance, or a list indexed
    by seat (Dice of Doom's players 0, 1, ...). Every seat must have a player
    (ArgumentError otherwise, before any move). ``max_plies`` stops a game after that
    many moves of this call (it then has no outcome); ``on_move(game, choice, seconds)``
    is called after each move, with the time the player took.

    >>> from ringworld_nb.dice import DiceOfDoom
    >>> end = play_game(DiceOfDoom(3, seed=2), [RandomPlayer(1), RandomPlayer(2)])
    >>> end.is_over
    True
    """
    from .games import seats_of

    seats = seats_of(game)
    if seats is not None:
        if isinstance(players, Mapping):
            missing = [seat for seat in seats if seat not in players]
        else:
            missing = [] if len(players) == len(seats) else list(seats)
        if missing:
            raise ArgumentError(f"{len(seats)} players needed, one for each seat "
                                f"({', '.join(map(repr, seats))}); got {describe(players)}")
    plies = 0
    while not game.is_over and (max_plies is None or plies < max_plies):
        player = players[game.to_move]
        t0 = time.perf_counter()
        choice = player.choose_with_info(game)
        seconds = time.perf_counter() - t0
        game.play(choice.move)
        plies += 1
        if on_move is not None:
            on_move(game, choice, seconds)
    return game


def simulations_in(name: str) -> int | None:
    """The number of simulations a move in a player name ``"mcts:N"``; None for a name
    of another form. A malformed number is an ArgumentError naming the name.

    >>> simulations_in("mcts:300"), simulations_in("greedy")
    (300, None)
    """
    prefix, colon, count = name.partition(":")
    if prefix != "mcts" or not colon:
        return None
    if not count.isdigit() or not 1 <= int(count) <= MAX_SIMULATIONS:
        raise ArgumentError(f"player {name!r}: mcts:N needs N, the simulations a move, a "
                            f"whole number from 1 to {MAX_SIMULATIONS:,}")
    return int(count)


def player_names(game: Any) -> tuple[str, ...]:
    """The names :func:`make_player` knows for ``game`` (``"mcts:N"`` standing for every
    number of simulations).

    >>> from ringworld_nb.dice import DiceOfDoom
    >>> player_names(DiceOfDoom(3))
    ('random', 'greedy', 'mcts:N', 'easy', 'medium', 'strong', 'exact', 'classic')
    """
    module = _ai_players(game)
    known = tuple(module.PLAYER_NAMES)
    first = tuple(name for name in ("greedy", "mcts:N") if name in known)
    extra = tuple(name for name in known if name not in first)
    return ("random", *first, *STRENGTHS, *extra)


def make_player(game: Any, name: str, *, seed: int | None = 0) -> Player:
    """The player called ``name`` for ``game`` (a game of this package, not changed),
    seeded: one way to every computer player of every game.

    * ``"random"``: :class:`RandomPlayer`;
    * ``"greedy"``: the game's one-move-ahead player (its ``GreedyPlayer``);
    * ``"mcts:N"``: the game's tree search at ``N`` simulations a move - reproducible
      from the seed, whatever the machine's speed (the compiled fast path, when numba
      is there, is loaded first so that every process searches the same way);
    * ``"easy"``, ``"medium"``, ``"strong"``: what the apps offer (the game's
      ``best_player_for``; medium and strong think by the clock);
    * Dice of Doom also ``"exact"`` (the perfect player: two players, certain attacks,
      small boards) and ``"classic"`` (the Land of Lisp AI).

    The game's own ``ai`` package builds the player (imported on first use). An unknown
    name is an ArgumentError that lists the names :func:`player_names` gives.

    >>> from ringworld_nb.ringworld import RingWorld
    >>> make_player(RingWorld(3), "mcts:50", seed=1).name
    'mcts:50'
    >>> make_player(RingWorld(3), "grandmaster")
    Traceback (most recent call last):
    ...
    ringworld_nb.core.errors.ArgumentError: unknown player 'grandmaster' for The Ring World; \
the players are random, greedy, mcts:N, easy, medium, strong
    """
    if not isinstance(name, str):
        raise TypeError(f"a player name must be text, got {describe(name)}")
    module = _ai_players(game)
    if name == "random":
        return RandomPlayer(seed)
    if name in STRENGTHS:
        player: Player = module.best_player_for(game, name, seed=seed)
        return player
    named: Player | None = module.player_named(game, name, seed=seed)
    if named is None:
        from .registry import spec_of

        raise ArgumentError(f"unknown player {name!r} for {spec_of(game).title}; the "
                            f"players are {', '.join(player_names(game))}")
    return named


def make_hint_player(game: Any, strength: str, *, seed: int | None = 0) -> Player | None:
    """The player a hint asks in ``game`` at ``strength`` when the game's AI module has
    one of its own, ``hint_player_for`` (the default players' is the exact search where
    the game fits it); None when it has none: a hint is then the player of that strength
    (:func:`make_player`)."""
    check_strength(strength)
    hinting = getattr(_ai_players(game), "hint_player_for", None)
    if hinting is None:
        return None
    player: Player = hinting(game, strength, seed=seed)
    return player


def _ai_players(game: Any) -> Any:
    """The module of ``game``'s computer players (its spec's ``ai``: by default the tree
    search with random playouts of :mod:`.generic_players`)."""
    from .registry import spec_of

    return spec_of(game).part("ai")
