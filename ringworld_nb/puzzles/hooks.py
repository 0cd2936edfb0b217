"""What a game gives the puzzles: its puzzle hooks.

Mining, checking and playing puzzles is written once (:mod:`.mine`, :mod:`.only`,
:mod:`.verify`, :mod:`.judge`, :mod:`.explain`); what differs from game to game is asked
of the game's :class:`PuzzleHooks` (its spec's ``puzzles``). Every hook has a default
that fits any game of the protocol, so a new game has puzzles from its first build:

* ``variants`` and ``budget_for(variant)`` - the kinds of start a build may mine (The
  Ring World's boards L3 and L4, Dice of Doom's board sizes), each with its budgets, and
  ``variant_of(game)`` - which one a position belongs to;
  ``start(seed, variant)`` - the start of a self-play game (default: the game's
  tournament start with its default options);
* ``search(game, simulations, seed)`` - the game's tree search and the copy of the
  game it works on (default: random playouts on a clone);
* ``rank(game, scale, budget)`` - **the judging search**: every legal move with its
  value, at ``scale`` times the mining search (scale 1 finds puzzles, scale
  ``budget.check_factor`` re-checks them). Default: the exact solver where
  ``exact_values(game)`` gives one (final: no scale changes it; by default the package's
  exact search, for a game with ``key()`` that fits its budget), else the tree search at
  ``scale * budget.find`` simulations;
* ``best_reply(game, budget)`` - the move the puzzle's opponent answers with (the
  solution's replies, a wrong try's refutation); default: the best of ``rank`` at scale 1;
  ``continuation(game, mover, budget)`` - best play until the opponent has answered;
* ``scored`` - the game is judged on points rather than chances (Renaissance): then
  ``lead(game, player)`` says a player's lead;
* ``ties_go_on`` - whether a solution goes on after a move an exact search finds tied
  with others (all accepted there: the puzzle's ``accepts``), or ends there (Dice of
  Doom, whose goals name one answer at every earlier move);
* ``puzzle_position(game)`` - whether a position may hold a puzzle at all;
* ``themes`` and ``move_themes(start, solution, mover)`` - the game's own theme tags;
  ``theme_names`` - how a tag reads where a person sees it, when the tag (an identifier
  in the files) is not the game's word (The Ring World's ``top-ring``: "top position");
  ``board_tags`` and ``tags(game)`` - the tags of the board a puzzle is on ('L4');
* ``goal(mover, opponent, theme, solver_moves, accepted=..., solution=...)`` - the
  sentence a puzzle shows: what exactly is asked (the solution's moves let a game name
  the kind of each decision: Dice of Doom says when one of them is to end the turn);
* ``line_words(start, line, mover, refuted=..., theme=...)`` - a line of moves in the game's own
  terms: the refutation of a wrong try ("a4 takes the V3, but Gold's reply b5 takes the
  O4: +1 for you, then -4"), or why a solution wins;
* ``budget`` - the budgets of the build of the shipped file, ``data`` - where that file
  lies in the game's package.

Every search a hook runs is seeded from the position it judges (:func:`position_seed`):
the build, ``python -m ringworld_nb.puzzles check`` and the app get the same answer.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from importlib.resources import files
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..core.errors import ArgumentError
from ..core.mcts import MCTS
from ..core.registry import spec
from ..core.schedule import derive_seed
from .budget import Budget
from .ranking import Judged, Ranking

__all__ = ["PuzzleHooks", "hooks_for", "data_path", "start_of", "mover_name",
           "position_seed", "exact_ranking", "COMMON_THEMES", "LENGTH_TAGS", "LADDER"]

#: The length tags, by the solver's moves.
LENGTH_TAGS = {1: "one-move", 2: "two-moves", 3: "three-moves"}
#: The simulations of the searches that tell how hard a first move is to see.
LADDER = (8, 16, 32, 64, 128)
#: The tags every game's puzzles may carry.
COMMON_THEMES = ("defence", "one-move", "two-moves", "three-moves")


def position_seed(game: Any, *salt: Any) -> int:
    """The seed of every search that judges ``game``'s position: from its record (the
    options and the moves), so that the same position gets the same answer in any
    process - the build, the check, the app."""
    record = game.record()
    return derive_seed(7, json.dumps([record.options, list(record.moves)], sort_keys=True),
                       *salt)


def exact_ranking(values: dict[Any, float], legal: int) -> Ranking:
    """Exact values of every move (a solver's) as a final, exact :class:`Ranking`; the
    order of ``values`` is kept among equal values."""
    order = {move: i for i, move in enumerate(values)}
    moves = sorted(values, key=lambda m: (-values[m], order[m]))
    return Ranking(tuple(Judged(m, float(values[m]), 0) for m in moves), legal, 0,
                   exact=True, final=True)


class PuzzleHooks:
    """The puzzle hooks of a game (see the module docstring); a game derives from this
    class and refines what it has."""

    #: The budgets of a build of the shipped file.
    budget: Budget = Budget()
    #: The kinds of start a build may mine, the default first ('' : the only one).
    variants: tuple[str, ...] = ("",)
    #: The game's own theme tags, in the order they are listed.
    themes: tuple[str, ...] = ()
    #: The tags of the boards puzzles are on, in the order they are listed.
    board_tags: tuple[str, ...] = ()
    #: The boards a newcomer's puzzles are on (of :attr:`board_tags`): a player with no
    #: rating yet gets a puzzle tagged with one of these and with no other board tag - the
    #: smallest board first, not a puzzle on the biggest. Empty: every board.
    newcomer_boards: tuple[str, ...] = ()
    #: How a tag reads for a person, where it differs from the tag (an identifier).
    theme_names: Mapping[str, str] = MappingProxyType({})
    #: The shipped file, relative to the game's package (None: no file is shipped).
    data: str | None = "data/puzzles.json"
    #: True when the game is judged on points (``lead``).
    scored: bool = False
    #: True when a solution goes on after a move that an exact search finds tied with
    #: others (each accepted there, the puzzle going on from it); False: it ends there.
    ties_go_on: bool = True

    def budget_for(self, variant: str = "") -> Budget:
        """The budgets of a build of ``variant`` (default: :attr:`budget`)."""
        self.check_variant(variant)
        return self.budget

    def check_variant(self, variant: str) -> str:
        """``variant`` when it is one of :attr:`variants`, else an ArgumentError."""
        if variant not in self.variants:
            known = ", ".join(repr(v) for v in self.variants)
            raise ArgumentError(f"unknown variant {variant!r}; this game's are {known}")
        return variant

    def variant_of(self, game: Any) -> str:
        """The variant a position of the game belongs to (its budgets check it)."""
        return self.variants[0]

    def start(self, seed: int, variant: str = "") -> Any:
        """The start of self-play game ``seed`` of ``variant``; None: the game's
        tournament start with its default options."""
        return None

    def prepare(self) -> None:
        """Get ready to search in this process (a compiled fast path loaded)."""

    def search(self, game: Any, simulations: int, seed: int) -> tuple[MCTS, Any]:
        """The tree search at ``simulations`` simulations (seeded), and the copy of
        ``game`` it works on."""
        from .search import plain_search

        return plain_search(game, simulations, seed)

    def exact_values(self, game: Any) -> dict[Any, float] | None:
        """Every legal move of ``game`` with its exact value for the mover, where the game
        can solve the position; None otherwise. Default: the package's exact search
        (:mod:`ringworld_nb.core.exact`: a game with ``key()``, within its budget)."""
        from ..core.exact import ExactSolver
        from ..core.slices import finish

        solver = ExactSolver()
        return finish(solver.move_values(game)) if solver.fits(game) else None

    def rank(self, game: Any, scale: int, budget: Budget) -> Ranking:
        """The moves of ``game`` (not changed) judged at ``scale`` times the mining
        search (see the module docstring), seeded by the position."""
        from .search import rank

        exact = self.exact_values(game)
        if exact is not None:
            return exact_ranking(exact, len(game.legal_moves()))
        return rank(game, scale * budget.find, seed=position_seed(game, "rank", scale),
                    settings=self.search)

    def rung(self, game: Any, move: Any) -> int:
        """How hard ``move`` is to see at ``game``: the first rung of
        :data:`LADDER` whose tree search picks it (len(LADDER) when none does)."""
        from .search import rank

        for i, simulations in enumerate(LADDER):
            found = rank(game, simulations, seed=position_seed(game, "ladder", i),
                         settings=self.search)
            if found.best.move == move:
                return i
        return len(LADDER)

    def best_reply(self, game: Any, budget: Budget) -> Any:
        """The move the player to move answers with in a puzzle's line."""
        return self.rank(game, 1, budget).best.move

    def continuation(self, game: Any, mover: Any, budget: Budget, *,
                     limit: int = 6) -> list[str]:
        """Best play from ``game`` (a copy: it is played on) until ``mover``'s opponent
        has made one move, or the game ends (at most ``limit`` moves): what follows a
        wrong try or a solution. The moves in notation."""
        line: list[str] = []
        while not game.is_over and len(line) < limit and self.puzzle_position(game):
            who = game.to_move
            move = self.best_reply(game, budget)
            line.append(game.notation(move))
            game.play(move)
            if who != mover:
                break
        return line

    def puzzle_position(self, game: Any) -> bool:
        """True when ``game`` may hold a puzzle (not a setup, say)."""
        return True

    def lead(self, game: Any, player: Any) -> float:
        """``player``'s lead in points (``scored`` games)."""
        raise NotImplementedError

    def move_themes(self, start: Any, solution: Sequence[str], mover: Any) -> set[str]:
        """The game's own theme tags of the solution played from ``start`` (a copy: play
        on it freely)."""
        return set()

    def theme_name(self, tag: str) -> str:
        """``tag`` as a person reads it (the theme menu, a solved puzzle's themes)."""
        return self.theme_names.get(tag, tag)

    def tags(self, game: Any) -> set[str]:
        """The board tags of a puzzle at ``game`` (of :attr:`board_tags`)."""
        return set()

    def goal(self, mover: str, opponent: str, theme: Sequence[str], solver_moves: int, *,
             accepted: int = 1, solution: Sequence[str] = ()) -> str:
        """The puzzle's sentence: who moves (``mover``, ``opponent``: their names) and
        exactly what to find; ``accepted`` moves meet it at the last move; ``solution``
        is the solution's moves in notation, replies included (the default does not
        need them)."""
        points = round(100 * self.budget.gap)
        if "defence" in theme:
            aim = (f"find the only move after which {opponent} cannot win at once"
                   if accepted == 1 else f"find a move after which {opponent} cannot win "
                   f"at once ({accepted} do: any of them counts)")
        elif solver_moves == 1:
            aim = (f"find the best move: it wins clearly more often than any other (by the "
                   f"search, at least {points} more games in 100)" if accepted == 1
                   else f"find one of the {accepted} best moves")
        else:
            aim = (f"find the best line - {solver_moves} moves of yours; at each, a move as "
                   "good as the search's best counts")
        return f"{mover} to move: {aim}."

    def line_words(self, start: Any, line: Sequence[str], mover: Any, *,
                   refuted: bool = True, theme: Sequence[str] = ()) -> str:
        """A line of moves from ``start`` (a copy: play on it freely) in words: the
        refutation of a wrong try (``refuted``), or why a solution wins (the puzzle's
        ``theme`` tags say what kind of win). The default names the moves and who plays
        them."""
        parts = []
        for number, text in enumerate(line):
            who = start.to_move
            start.play(text)
            if number == 0:
                parts.append(text)
            else:
                parts.append(f"{'your' if who == mover else 'the'} "
                             f"{'move' if who == mover else 'reply'} {text}")
        if start.is_over:
            parts.append("the game ends" + ("" if start.winner is None else
                                            (" - you win" if start.winner == mover
                                             else " - you lose")))
        return ", then ".join(parts) + "."


def hooks_for(game: str) -> PuzzleHooks:
    """The puzzle hooks of the game called ``game`` (the defaults when it gives none)."""
    hooks = spec(game).part("puzzles")
    return hooks if hooks is not None else PuzzleHooks()


def start_of(game: str, seed: int, variant: str = "") -> Any:
    """The start of self-play game ``seed`` of ``variant`` of the game called ``game``."""
    hooks = hooks_for(game)
    made = hooks.start(seed, hooks.check_variant(variant))
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
