"""What a game gives the puzzles: its puzzle hooks.

Mining, checking and playing puzzles is written once (:mod:`.mine`, :mod:`.verify`,
:mod:`.judge`); what differs from game to game is asked of the game's
:class:`PuzzleHooks` (its spec's ``puzzles``). Every hook has a default that fits any
game of the protocol, so a new game has puzzles from its first build:

* ``start(seed)`` - the start of a self-play game (default: the game's tournament start
  with its default options);
* ``search(game, simulations, seed)`` - the game's tree search and the copy of the
  game it works on (default: random playouts on a clone);
* ``exact_values(game)`` - every legal move's exact value where a solver can give it
  (default: None, no solver);
* ``scored`` - the game is judged on points rather than chances (Renaissance): then
  ``rank_scored(game, depth)`` ranks the moves by points and ``lead(game, player)`` says
  a player's lead;
* ``puzzle_position(game)`` - whether a position may hold a puzzle at all;
* ``themes`` and ``move_themes(start, solution, mover)`` - the game's own theme tags;
* ``goal(mover, opponent, theme, solver_moves)`` - the sentence a puzzle shows;
* ``budget`` - the budgets of the build of the shipped file, ``data`` - where that file
  lies in the game's package.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib.resources import files
from pathlib import Path
from typing import Any

from ..core.mcts import MCTS, random_rollout
from ..core.registry import spec
from .budget import Budget
from .ranking import Ranking

__all__ = ["PuzzleHooks", "hooks_for", "data_path", "start_of", "mover_name",
           "COMMON_THEMES", "LENGTH_TAGS"]

#: The length tags, by the solver's moves.
LENGTH_TAGS = {1: "one-move", 2: "two-moves", 3: "three-moves"}
#: The tags every game's puzzles may carry.
COMMON_THEMES = ("defence", "one-move", "two-moves", "three-moves")


class PuzzleHooks:
    """The puzzle hooks of a game (see the module docstring); a game derives from this
    class and refines what it has."""

    #: The budgets of a build of the shipped file.
    budget: Budget = Budget()
    #: The game's own theme tags, in the order they are listed.
    themes: tuple[str, ...] = ()
    #: The shipped file, relative to the game's package (None: no file is shipped).
    data: str | None = "data/puzzles.json"
    #: True when the game is judged on points (``rank_scored``, ``lead``).
    scored: bool = False

    def start(self, seed: int) -> Any:
        """The start of self-play game ``seed``; None: the game's tournament start with
        its default options."""
        return None

    def prepare(self) -> None:
        """Get ready to search in this process (a compiled fast path loaded)."""

    def search(self, game: Any, simulations: int, seed: int) -> tuple[MCTS, Any]:
        """The tree search at ``simulations`` simulations (seeded), and the copy of
        ``game`` it works on."""
        return (MCTS(iterations=simulations, seed=seed, rollout=random_rollout(max_plies=1000)),
                game.clone())

    def exact_values(self, game: Any) -> dict[Any, float] | None:
        """Every legal move of ``game`` with its exact value for the mover, where the game
        can solve the position; None otherwise."""
        return None

    def puzzle_position(self, game: Any) -> bool:
        """True when ``game`` may hold a puzzle (not a setup, say)."""
        return True

    def rank_scored(self, game: Any, depth: int) -> Ranking:
        """The moves of ``game`` ranked by points at ``depth`` (``scored`` games)."""
        raise NotImplementedError

    def lead(self, game: Any, player: Any) -> float:
        """``player``'s lead in points (``scored`` games)."""
        raise NotImplementedError

    def move_themes(self, start: Any, solution: Sequence[str], mover: Any) -> set[str]:
        """The game's own theme tags of the solution played from ``start`` (a copy: play
        on it freely)."""
        return set()

    def goal(self, mover: str, opponent: str, theme: Sequence[str], solver_moves: int) -> str:
        """The puzzle's sentence: who moves (``mover``, ``opponent``: their names) and
        what to find."""
        more = "" if solver_moves == 1 else f" - {solver_moves} moves of yours"
        aim = ("find the only winning move" if solver_moves == 1
               else f"find the only winning line{more}")
        return f"{mover} to move: {aim}."


def hooks_for(game: str) -> PuzzleHooks:
    """The puzzle hooks of the game called ``game`` (the defaults when it gives none)."""
    hooks = spec(game).part("puzzles")
    return hooks if hooks is not None else PuzzleHooks()


def start_of(game: str, seed: int) -> Any:
    """The start of self-play game ``seed`` of the game called ``game``."""
    made = hooks_for(game).start(seed)
    if made is not None:
        return made
    found = spec(game)
    return found.tournament_start(seed, found.tournament_options())


def data_path(game: str) -> Path:
    """The shipped file of ``game``'s puzzles (in the game's package)."""
    found = spec(game)
    relative = hooks_for(game).data or "data/puzzles.json"
    return Path(str(files(found.package).joinpath(relative)))


def mover_name(game: str, player: Any) -> str:
    """A player as the game's rule words name them ('Red', 'A', 'Silver')."""
    words = spec(game).part("words")
    return words.player_name(player) if words is not None else str(player).capitalize()
