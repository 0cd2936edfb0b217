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
from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol, runtime_checkable

__all__ = ["Choice", "Player", "Thinking", "start_thinking", "STRENGTHS", "check_strength",
           "RandomPlayer", "check_playable"]

#: The levels every game offers, weakest first ("easy" is a beginner's opponent).
STRENGTHS = ("easy", "medium", "strong")


def check_strength(strength: object) -> str:
    """``strength`` if it is one of :data:`STRENGTHS`, else a ValueError naming them."""
    if not isinstance(strength, str) or strength not in STRENGTHS:
        raise ValueError(f"strength must be one of {', '.join(map(repr, STRENGTHS))}, "
                         f"got {strength!r}")
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
    """The game's own random move, ``game.random_move(rng)``, from a seeded generator:
    in every game a uniform choice as the rule book's random player makes it."""

    name = "random"

    def __init__(self, seed: int | None = 0) -> None:
        self._rng = random.Random(seed)

    def choose_with_info(self, game: Any) -> Choice:
        check_playable(game)
        return Choice(game.random_move(self._rng))

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
