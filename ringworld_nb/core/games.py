"""The games by name, for code that works for every game: which game an object is,
its seats, its title, and the starts of a tournament.

Nothing here knows a game: each game declares itself in the registry
(:mod:`.registry`), and this module asks it.

* :func:`kind_of` - the name of the game an object is (``game.game_name``);
* :func:`seats_of` - the seats of a game as the game names its players (``game.seats``);
* :func:`title_of` - the game's name for people;
* :class:`GameMaker` - a recipe for the starts of a tournament, ``maker(seed) -> game``,
  that can be pickled, sent to another machine and written into a results file, so
  that a game played there can be replayed here.

>>> maker = game_maker("dice", size=3, seats=2)
>>> game = maker(7)
>>> kind_of(game), seats_of(game), maker.title
('dice', (0, 1), 'Dice of Doom 3x3, 2 players, version 1')
>>> game_maker("chess")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ringworld_nb.core.errors.ArgumentError: game must be one of 'ringworld', 'dice', \
'renaissance'..., got 'chess' (the installed games)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .errors import ArgumentError, RecordError
from .registry import names, spec, spec_of
from .validate import describe

__all__ = ["game_names", "game_class", "kind_of", "seats_of", "title_of", "GameMaker",
           "game_maker"]


def game_names() -> tuple[str, ...]:
    """The names of the installed games (records, files and the command line use them)."""
    return names()


def game_class(name: object) -> Any:
    """The class of the game called ``name`` in records (imported now); RecordError for
    a name no installed game has."""
    if not isinstance(name, str) or name not in names():
        raise RecordError(f"a record of {describe(name)}, which is not a game of this "
                          f"package ({', '.join(names())})")
    return spec(name).engine_class


def kind_of(game: Any) -> str:
    """The name of the game ``game`` is (a search's fast copy counts as its game);
    ArgumentError for anything else."""
    return spec_of(game).name


def title_of(game: Any) -> str:
    """The game's name for people ('The Ring World', 'Dice of Doom', ...)."""
    return spec_of(game).title


def seats_of(game: Any) -> tuple[Any, ...] | None:
    """The seats of ``game``, in the order the game names its players (its ``seats``);
    None for an object that does not say."""
    seats = getattr(game, "seats", None)
    if isinstance(seats, (tuple, list)):
        return tuple(seats)
    return None


@dataclass(frozen=True)
class GameMaker:
    """The starts of a tournament in one of the installed games: ``maker(seed)`` is a
    new game from the start ``seed`` (a plain, picklable object: it crosses to worker
    processes and cluster machines, and :meth:`describe` writes it into results files).
    The game's spec says how a start is made from the options (its ``start``). Make one
    with :func:`game_maker`, which checks the options.
    """

    kind: str
    options: Mapping[str, Any] = field(default_factory=dict)

    def __call__(self, seed: int) -> Any:
        return spec(self.kind).tournament_start(seed, self.options)

    @property
    def title(self) -> str:
        """The game and its options in a few words, for tables and charts."""
        return spec(self.kind).words_of(self.options)

    def prepare(self) -> None:
        """Load the game's compiled fast path (numba) in this process and wait for it, so
        that searches by simulations take the same road in every process (a no-op
        without numba; quick once numba's disk cache holds the kernels)."""
        spec(self.kind).warm_up(wait=True)

    def describe(self) -> dict[str, Any]:
        """What a results file says about the game: ``{"game": kind, **options}``."""
        return {"game": self.kind, **self.options}


def game_maker(game: str, **options: Any) -> GameMaker:
    """A checked :class:`GameMaker` for the game called ``game``; ``options`` override
    the defaults of its tournament options (``python -m ringworld_nb.tournament GAME
    --help`` lists them). A wrong option is an ArgumentError (a TypeError for a wrong
    kind of value) naming it."""
    if not isinstance(game, str):
        raise ArgumentError(f"game must be the name of a game, got {game!r}")
    found = spec(game)
    return GameMaker(found.name, found.tournament_options(**options))
