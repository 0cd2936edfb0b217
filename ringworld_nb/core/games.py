"""The package's three games by name: which game an object is, its seats, and the starts
of a tournament.

Code that works for every game (the player factory, the tournament runner, the
command line) asks here rather than importing the games: nothing of a game is imported
before it is used, so the core stays free of import cycles and quick to load.

* :func:`kind_of` - ``"ringworld"``, ``"dice"`` or ``"renaissance"`` for a game object;
* :func:`seats_of` - the seats of a game as the game names its players: ``(1, 2)`` in
  The Ring World, ``(0, 1, ...)`` in Dice of Doom, ``("silver", "gold")`` in Renaissance;
* :class:`GameMaker` - a recipe for the starts of a tournament, ``maker(seed) -> game``,
  that can be pickled, sent to another machine and written into a results file, so
  that a game played there can be replayed here.

>>> maker = game_maker("dice", size=3, seats=2)
>>> game = maker(7)
>>> kind_of(game), seats_of(game), maker.title
('dice', (0, 1), 'Dice of Doom 3x3, 2 players, version 1')
>>> game_maker("chess")
Traceback (most recent call last):
...
ringworld_nb.core.errors.ArgumentError: game must be one of 'ringworld', 'dice', \
'renaissance', got 'chess'
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import ArgumentError
from .validate import describe, integer, one_of

__all__ = ["GAMES", "kind_of", "seats_of", "title_of", "GameMaker", "game_maker"]

#: The games of the package, by the name the command line and the results files use.
GAMES = ("ringworld", "dice", "renaissance")

_TITLES = {"ringworld": "The Ring World", "dice": "Dice of Doom",
           "renaissance": "Renaissance"}


def kind_of(game: Any) -> str:
    """Which of the package's :data:`GAMES` ``game`` is (by the package its class
    lives in: a search's fast copy counts as its game); ArgumentError for anything else."""
    parts = type(game).__module__.split(".")
    if len(parts) >= 2 and parts[0] == "ringworld_nb" and parts[1] in GAMES:
        return parts[1]
    raise ArgumentError(f"expected a game of this package (The Ring World, Dice of Doom, "
                        f"Renaissance), got {describe(game)}")


def title_of(game: Any) -> str:
    """The game's name for people: 'The Ring World', 'Dice of Doom', 'Renaissance'."""
    return _TITLES[kind_of(game)]


def seats_of(game: Any) -> tuple[Any, ...] | None:
    """The seats of ``game``, in the order the game names its players; None for a game
    this package does not know and that does not say (``game.seats``)."""
    seats = getattr(game, "seats", None)
    if isinstance(seats, (tuple, list)):
        return tuple(seats)
    try:
        kind = kind_of(game)
    except ArgumentError:
        return None
    if kind == "ringworld":
        return (1, 2)
    if kind == "renaissance":
        return ("silver", "gold")
    return tuple(range(int(game.players)))


@dataclass(frozen=True)
class GameMaker:
    """The starts of a tournament in one of the package's games: ``maker(seed)`` is a
    new game from the start ``seed`` (a plain, picklable object: it crosses to worker
    processes and cluster machines, and :meth:`describe` writes it into results files).

    * ``ringworld``: ``RingWorld(order, max_turns=max_turns)`` after ``opening``
      uniformly random moves drawn from the seed (so the starts differ; a draw at the
      move limit, as the rule book settles it for simulations);
    * ``dice``: ``DiceOfDoom(size, players=seats, max_dice=dice, version=version,
      seed=seed, fair_start=fair)``;
    * ``renaissance``: ``Renaissance(seed, variant=variant)`` for the ``"full"`` set
      and ``"phase1"`` (the seed deals the pieces; the players lay them in the setup);
      ``"phase2"`` is Phase 2 alone from hands dealt at random by the seed,
      ``"phase2_deal"`` Phase 2 alone with the players choosing their hands.

    Make one with :func:`game_maker`, which checks the options.
    """

    kind: str
    options: Mapping[str, Any] = field(default_factory=dict)

    def __call__(self, seed: int) -> Any:
        o = self.options
        if self.kind == "ringworld":
            from ..ringworld import RingWorld

            rng = random.Random(seed)
            while True:
                game = RingWorld(o["order"], max_turns=o["max_turns"])
                for _ in range(o["opening"]):
                    if game.is_over:
                        break
                    game.play(game.random_move(rng))
                if not game.is_over:
                    return game
        if self.kind == "dice":
            from ..dice import DiceOfDoom

            return DiceOfDoom(o["size"], players=o["seats"], max_dice=o["dice"],
                              version=o["version"], seed=seed, fair_start=o["fair"])
        from ..renaissance import Renaissance

        if o["variant"] == "phase2":
            from ..renaissance.game import deal_at_random

            silver, gold = deal_at_random(random.Random(seed))
            return Renaissance.phase2_only(silver, gold)
        if o["variant"] == "phase2_deal":
            return Renaissance.phase2_deal()
        return Renaissance(seed, variant=o["variant"])

    @property
    def title(self) -> str:
        """The game and its options in a few words, for tables and charts."""
        o = self.options
        if self.kind == "ringworld":
            return f"The Ring World L{o['order']}"
        if self.kind == "dice":
            return (f"Dice of Doom {o['size']}x{o['size']}, {o['seats']} players, "
                    f"version {o['version']}")
        variant = "" if o["variant"] == "full" else f" ({o['variant']})"
        return f"Renaissance{variant}"

    def prepare(self) -> None:
        """Load the game's compiled fast path (numba) in this process and wait for it, so
        that searches by simulations take the same road in every process (a no-op
        without numba; quick once numba's disk cache holds the kernels)."""
        if self.kind == "ringworld":
            from ..ringworld.ai import fast

            fast.warm_up(wait=True)
        elif self.kind == "renaissance":
            from ..renaissance.ai import fast as renaissance_fast

            renaissance_fast.warm_up(wait=True)

    def describe(self) -> dict[str, Any]:
        """What a results file says about the game: ``{"game": kind, **options}``."""
        return {"game": self.kind, **self.options}


_DEFAULTS: dict[str, dict[str, Any]] = {
    "ringworld": {"order": 3, "opening": 2, "max_turns": 300},
    "dice": {"size": 3, "seats": 2, "dice": 3, "version": 1, "fair": True},
    "renaissance": {"variant": "full"},
}


def game_maker(game: str, **options: Any) -> GameMaker:
    """A checked :class:`GameMaker` for ``game`` (one of :data:`GAMES`); ``options``
    override the defaults: The Ring World ``order`` (3, 4: default 3), ``opening``
    (random moves first, 2), ``max_turns`` (300); Dice of Doom ``size`` (2 to 10, 3),
    ``seats`` (2 to 4), ``dice`` (most dice a hex holds, 3), ``version`` (1 to 3),
    ``fair`` (fair starts, True); Renaissance ``variant`` ('full', 'phase1', 'phase2',
    'phase2_deal').
    A wrong option is an ArgumentError (a TypeError for a wrong kind of value) naming it.
    """
    kind = one_of(game, "game", GAMES)
    defaults = _DEFAULTS[kind]
    unknown = sorted(set(options) - set(defaults))
    if unknown:
        raise ArgumentError(f"unknown option(s) for {kind}: {', '.join(unknown)} "
                            f"(the options are {', '.join(defaults)})")
    o = {**defaults, **{k: v for k, v in options.items() if v is not None}}
    if kind == "ringworld":
        o["order"] = one_of(o["order"], "order", (3, 4))
        o["opening"] = integer(o["opening"], "opening", low=0, high=50)
        o["max_turns"] = integer(o["max_turns"], "max_turns", low=1, high=100_000)
    elif kind == "dice":
        o["size"] = integer(o["size"], "size", low=2, high=10)
        o["seats"] = integer(o["seats"], "seats", low=2, high=4)
        o["dice"] = integer(o["dice"], "dice", low=2, high=9)
        o["version"] = one_of(o["version"], "version", (1, 2, 3))
        if not isinstance(o["fair"], bool):
            raise TypeError(f"fair must be True or False, got {describe(o['fair'])}")
    else:
        o["variant"] = one_of(o["variant"], "variant",
                              ("full", "phase1", "phase2", "phase2_deal"))
    return GameMaker(kind, o)
