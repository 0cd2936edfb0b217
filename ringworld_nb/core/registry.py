"""The registry of games: every game declares itself once, and is found by its name.

A game of this package - or of any other installed package - is a Python package with a
small module that builds a :class:`GameSpec` and an entry point that names it, in the
group :data:`ENTRY_POINT_GROUP` of its ``pyproject.toml``::

    [project.entry-points."ringworld_nb.games"]
    hex5 = "hex_five.spec:SPEC"

The spec says the game's name (what records, files and the command line call it), its
title, how many seats it has, its options as data (:mod:`.options`), and *where* each of
its parts lives - the engine, the computer players, the compiled fast path, the judge of
an analysis, the rule words, the levels, the puzzle hooks, the app - as ``"module:name"``
texts, imported only when first used. Nothing outside a game's own package names the
game: the player factory, the tournaments, the analysis, the levels, the puzzles and the
trainers all ask here (:func:`spec`, :func:`spec_of`), as python-chess finds a variant
by its name and OpenSpiel a game by ``load_game("name")``.

>>> names()[:3]
('ringworld', 'dice', 'renaissance')
>>> spec("dice").title
'Dice of Doom'
>>> spec("chess")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ringworld_nb.core.errors.ArgumentError: game must be one of 'ringworld', 'dice', \
'renaissance'..., got 'chess' (the installed games)
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import warnings
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import Any

from .errors import ArgumentError
from .options import Option, check_options
from .validate import describe

__all__ = ["ENTRY_POINT_GROUP", "GameSpec", "Registry", "registry", "names", "spec",
           "spec_of", "specs", "load"]

#: The entry point group every game registers itself in.
ENTRY_POINT_GROUP = "ringworld_nb.games"

def load(path: str, package: str = "") -> Any:
    """The object ``"package.module:name"`` names (a leading ``.`` is relative to
    ``package``); ``"package.module"`` alone is the module."""
    module_name, _, attribute = path.partition(":")
    if module_name.startswith("."):
        module_name = importlib.util.resolve_name(module_name, package)
    module = importlib.import_module(module_name)
    if not attribute:
        return module
    obj: Any = module
    for part in attribute.split("."):
        obj = getattr(obj, part)
    return obj


@dataclass(frozen=True)
class GameSpec:
    """What a game says of itself (see the module docstring).

    Every field after ``engine`` names where a part lives, as ``"module:name"`` (a
    leading ``.`` is relative to ``package``); None when the game has no such part, and
    then the package's default is used where there is one:

    * ``engine`` - the game class (the game protocol, :mod:`.protocol`);
    * ``order`` - where the game is listed among the games (smaller first; then by
      name);
    * ``seats`` - the numbers of players the game can be played by;
    * ``options`` - the options of a game to play (the app's New game tab):
      ``new(**options)`` makes one, the engine's constructor by default;
    * ``tournament`` - the options of a tournament's starts, and ``start(seed,
      **options)``, the function that makes the start of game ``seed`` (default: ``new``
      with the same options);
    * ``describe`` - ``describe(options) -> str``, the game and its options in a few
      words ("The Ring World L3"); default: the title;
    * ``ai`` - the module of the computer players: ``PLAYER_NAMES``, ``player_named(game,
      name, seed=)`` and ``best_player_for(game, strength, seed=)`` (default: the tree
      search with random playouts, ``ringworld_nb.core.generic_players``);
    * ``fast`` - ``warm_up(wait=False)``, which loads a compiled fast path;
    * ``judge`` - ``judge(start, settings)``, the judge of an analysis (default: the tree
      search's);
    * ``words`` - the rule words: names of players and places, what moves did, the
      rule book's sections (:class:`ringworld_nb.learn.RuleWords`);
    * ``levels`` - ``levels()``, the game's levels (:class:`ringworld_nb.learn.Level`);
    * ``puzzles`` - the puzzle hooks (:class:`ringworld_nb.puzzles.PuzzleHooks`);
    * ``app`` - the app class (:class:`ringworld_nb.ui.GameApp`);
    * ``picture`` - ``draw_position(ax, game, *, move=None)``: the position drawn on a
      matplotlib Axes, ``move`` marked as the app marks a move being chosen;
    * ``exports`` - names the package ``ringworld_nb`` itself offers (``"RingWorld"``).
    """

    name: str
    title: str
    package: str
    engine: str
    order: int = 100
    seats: tuple[int, ...] = (2,)
    options: tuple[Option, ...] = ()
    new: str | None = None
    tournament: tuple[Option, ...] = ()
    start: str | None = None
    describe: str | None = None
    ai: str = "ringworld_nb.core.generic_players"
    fast: str | None = None
    judge: str | None = None
    words: str | None = None
    levels: str | None = None
    puzzles: str | None = None
    app: str | None = None
    picture: str | None = None
    exports: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.name.isidentifier() or self.name != self.name.lower():
            raise ArgumentError(f"a game's name is a lower-case word, got {self.name!r}")
        if not self.seats or min(self.seats) < 1:
            raise ArgumentError(f"game {self.name!r}: seats must list the numbers of "
                                "players it can be played by")

    # ------------------------------------------------------------------ parts --
    def part(self, field_name: str) -> Any:
        """The object the field ``field_name`` names (imported now); None when the game
        has no such part."""
        path = getattr(self, field_name)
        return None if path is None else load(path, self.package)

    @property
    def engine_class(self) -> Any:
        """The game class."""
        return load(self.engine, self.package)

    def new_game(self, **options: Any) -> Any:
        """A new game with ``options`` (the game's :attr:`options`, checked)."""
        checked = check_options(self.options, options, self.name)
        factory = self.part("new") or self.engine_class
        return factory(**checked)

    def tournament_options(self, **options: Any) -> dict[str, Any]:
        """``options`` of a tournament's starts, checked and completed."""
        return check_options(self.tournament or self.options, options, self.name)

    def tournament_start(self, seed: int, options: Mapping[str, Any]) -> Any:
        """The start of a tournament's game ``seed`` (options already checked)."""
        start = self.part("start")
        if start is not None:
            return start(seed, **options)
        return self.new_game(**options)

    def words_of(self, options: Mapping[str, Any]) -> str:
        """The game and its ``options`` in a few words."""
        describe_ = self.part("describe")
        return describe_(dict(options)) if describe_ is not None else self.title

    def warm_up(self, *, wait: bool = False) -> None:
        """Load the game's compiled fast path (a no-op for a game without one)."""
        warm = self.part("fast")
        if warm is not None:
            warm(wait=wait)

    def __repr__(self) -> str:
        return f"<GameSpec {self.name}: {self.title}>"


class Registry:
    """The games by name. :func:`registry` is the one of the installed packages; a test
    can build its own from specs."""

    def __init__(self, games: Iterable[GameSpec]) -> None:
        found: dict[str, GameSpec] = {}
        for game in games:
            if game.name in found:
                raise ArgumentError(f"two games call themselves {game.name!r}: "
                                    f"{found[game.name].package} and {game.package}")
            found[game.name] = game
        listed = sorted(found, key=lambda n: (found[n].order, n))
        self._games = {n: found[n] for n in listed}

    @classmethod
    def installed(cls) -> Registry:
        """The games every installed package registers (:data:`ENTRY_POINT_GROUP`).

        A game that cannot be loaded (its package fails to import, its entry point names
        no :class:`GameSpec`, or a spec of another name) is left out with a warning that
        names it and says why: one broken game never takes the others with it."""
        games = []
        for point in entry_points(group=ENTRY_POINT_GROUP):
            where = f"the game {point.name!r} (entry point {point.value} of {ENTRY_POINT_GROUP!r})"
            try:
                game = point.load()
            except Exception as err:  # its own package's fault, said with its name
                warnings.warn(f"{where} is left out: it failed to load: "
                              f"{type(err).__name__}: {err}", RuntimeWarning, stacklevel=2)
                continue
            if not isinstance(game, GameSpec):
                warnings.warn(f"{where} is left out: it must name a GameSpec, got "
                              f"{describe(game)}", RuntimeWarning, stacklevel=2)
                continue
            if game.name != point.name:
                warnings.warn(f"{where} is left out: it names the game {game.name!r}: the two "
                              "names must agree", RuntimeWarning, stacklevel=2)
                continue
            games.append(game)
        if not games:
            raise ArgumentError("no game is installed: install the package (pip install -e "
                                ".) so that its games register themselves")
        return cls(games)

    def names(self) -> tuple[str, ...]:
        return tuple(self._games)

    def specs(self) -> tuple[GameSpec, ...]:
        return tuple(self._games.values())

    def spec(self, name: object) -> GameSpec:
        if not isinstance(name, str) or name not in self._games:
            listed = ", ".join(map(repr, self._games))
            raise ArgumentError(f"game must be one of {listed}, got {describe(name)} (the "
                                "installed games)")
        return self._games[name]

    def spec_of(self, game: object) -> GameSpec:
        """The spec of a game object (by its class's ``game_name``; a search's fast copy
        carries its game's name too)."""
        name = getattr(type(game), "game_name", None)
        if not isinstance(name, str) or name not in self._games:
            listed = ", ".join(s.title for s in self._games.values())
            raise ArgumentError(f"expected a game of this package ({listed}), got "
                                f"{describe(game)}")
        return self._games[name]

    def export(self, name: str) -> Any:
        """The object a game offers as ``ringworld_nb.<name>`` (AttributeError if none)."""
        for game in self._games.values():
            if name in game.exports:
                return load(game.exports[name], game.package)
        raise AttributeError(name)

    def exported_names(self) -> tuple[str, ...]:
        return tuple(n for game in self._games.values() for n in game.exports)


@functools.cache
def registry() -> Registry:
    """The registry of the installed games (read once a process)."""
    return Registry.installed()


def names() -> tuple[str, ...]:
    """The names of the installed games, the package's own first."""
    return registry().names()


def specs() -> tuple[GameSpec, ...]:
    """The specs of the installed games."""
    return registry().specs()


def spec(name: object) -> GameSpec:
    """The spec of the game called ``name`` (ArgumentError naming the games otherwise)."""
    return registry().spec(name)


def spec_of(game: object) -> GameSpec:
    """The spec of the game ``game`` is (ArgumentError for anything else)."""
    return registry().spec_of(game)
