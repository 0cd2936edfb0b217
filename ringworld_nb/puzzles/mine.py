"""Mining puzzles from one self-play game, as lichess-puzzler mines them from real games.

One unit of work, :func:`mine_game`, runs anywhere (this process, a worker process, a
Dask machine) and returns plain data:

1. **Play** a game from the seeded start (:mod:`.starts`): the game's tree search at
   ``budget.play`` simulations against a weaker one at ``budget.weak`` (seats swapped
   from game to game), so that the games hold the mistakes puzzles are made of; or
   against ``budget.opponent`` (``random``, ``greedy``, ``mcts:N``, or several joined by
   commas, one drawn per game from the build's seed): weak openings and blunders give
   the positions strong self-play rarely allows (The Ring World's top-ring takes come
   from random games: ``budget.player`` replaces the stronger side the same way).
2. **Evaluate** every position: the value of the best move for the player to move, by
   the search at ``budget.find`` simulations (:mod:`.search`; on the small Dice of Doom
   board, the exact solver's value).
3. **Rule (a), the swing.** A position is a candidate when the opponent's last turn
   gave the player to move a large jump in winning chances: the player's value now is
   at least ``budget.jump`` above what it was before that turn (one minus the
   opponent's value then), and at least ``budget.winning``. (lichess: 0.5 on its -1..1
   scale, 0.25 here on 0..1.)
4. **Rule (b), only moves.** From the candidate the solution is cooked move by move:
   each solver move must be an *only move* - the best move beats the second best by at
   least ``budget.gap`` (lichess: 0.42 on -1..1, 0.21 here) - found by the search at
   ``budget.find`` simulations and **re-checked** by a search ``budget.check_factor``
   times larger (4: four times the simulations) with another seed, which must pick the
   same move, with the same clear margin; on the small Dice of Doom board also by the
   exact solver (the only move of the best exact value). A move that wins the game at
   once needs no margin (lichess takes a mate in one the same way) - but a puzzle's
   *first* move that wins at once must be the only move that does (else it is no
   only-move puzzle: any of them would do). The opponent's
   replies are the search's best moves. The solution stops at three solver moves, when
   the game ends, or before a solver move that is not an only move (the solution
   always ends with a solver move).
5. **Difficulty.** The smallest search of the ladder :data:`LADDER` that already finds
   the first move says how hard it is to see; with the number of solver moves and the
   margin it gives the puzzle's first rating (:func:`initial_rating`).

Every search is seeded from the build's seed, the game's number and the ply, so a game
mined here and on another machine gives the same puzzles.
"""

from __future__ import annotations

import math
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from ..core.games import kind_of
from ..core.players import make_player
from ..core.schedule import derive_seed
from .budget import Budget
from .hooks import PuzzleHooks, hooks_for
from .ranking import Ranking
from .search import rank
from .starts import Starts, other_player
from .themes import themes_of

__all__ = ["Budget", "Found", "mine_game", "only_move", "initial_rating", "LADDER",
           "default_budget"]

#: The simulations of the searches that tell how hard a first move is to see.
LADDER = (8, 16, 32, 64, 128)


@dataclass
class Found:
    """A puzzle as mined, plain data: the record of its start, the solution (moves in
    notation), the solver, its themes and what the searches said."""

    options: dict[str, Any]
    moves: list[str]
    solution: list[str]
    mover: Any
    themes: list[str]
    rating: int
    game_index: int
    ply: int
    stats: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def default_budget(game: str) -> Budget:
    """The budgets of the build of ``game``'s shipped file (its puzzle hooks')."""
    return hooks_for(game).budget


def _notation(game: Any, move: Any) -> str:
    return game.notation(move)


def _hooks(game: Any) -> PuzzleHooks:
    return hooks_for(kind_of(game))


def _scored(game: Any) -> bool:
    """True for a game judged on points (Renaissance), not on chances."""
    return _hooks(game).scored


def _find(game: Any, budget: Budget, seed: int) -> Ranking:
    """The ranking of the finding search."""
    if _scored(game):
        return _hooks(game).rank_scored(game, 2)
    return rank(game, budget.find, seed=seed)


def _check(game: Any, budget: Budget, seed: int) -> Ranking:
    """The ranking of the re-checking search, at least four times larger."""
    if _scored(game):
        return _hooks(game).rank_scored(game, 3)
    return rank(game, budget.check, seed=derive_seed(seed, "check"))


def only_move(game: Any, budget: Budget, seed: int) -> tuple[Any, dict[str, Any]] | None:
    """The only move of ``game`` for the player to move, by rule (b), with what the
    searches said; None when there is none. (See the module's docstring.)"""
    found = _find(game, budget, seed)
    best = found.best
    if best.proof == "won" and best.visits == 0:  # wins at once: any winning move will do
        return best.move, {"wins_at_once": True, "gap": 1.0, "value": 1.0,
                           "legal": found.legal, "winners": len(found.moves)}
    if found.legal < 2:
        return None
    exact = _hooks(game).exact_values(game)
    if exact is not None:  # the exact solver is the judge; both searches must agree with it
        top = max(exact.values())
        winners = [m for m, v in exact.items() if v == top]
        if top < 0.5 or winners != [best.move]:
            return None
        deep = rank(game, budget.check, seed=derive_seed(seed, "check"))
        if deep.best.move != best.move:
            return None
        second = max((v for m, v in exact.items() if m != best.move), default=0.0)
        return best.move, {"wins_at_once": False, "gap": round(top - second, 3),
                           "value": top, "legal": found.legal, "exact": top,
                           "defence": False}
    if found.gap < budget.gap or (best.value < 0.5 and not _scored(game)):
        return None
    deep = _check(game, budget, seed)
    if deep.best.move != best.move or deep.gap < budget.gap:
        return None
    if _scored(game):  # the solution must win points, not only lose fewer
        if deep.best.value - _hooks(game).lead(game, game.to_move) < budget.winning:
            return None
    info: dict[str, Any] = {"wins_at_once": False, "gap": round(min(found.gap, deep.gap), 3),
                            "value": round(deep.best.value, 3), "legal": found.legal,
                            "defence": _defence(found)}
    return best.move, info


def _defence(ranking: Ranking) -> bool:
    """Every other judged move proven lost: the move stops a threat."""
    others = ranking.moves[1:]
    return bool(others) and all(j.proof == "lost" for j in others) \
        and ranking.best.proof != "won"


def _value(game: Any, budget: Budget, seed: int) -> float:
    """The value of the position for the player to move (the best move's)."""
    exact = _hooks(game).exact_values(game)
    if exact is not None:
        return max(exact.values())
    return _find(game, budget, seed).best.value


def _ladder(game: Any, move: Any, seed: int) -> int:
    """The first rung of :data:`LADDER` whose search picks ``move``; len(LADDER) when
    none does."""
    if _scored(game):  # depth 1 (the greedy eye), 2 (one reply), else the re-check's 3
        for rung, depth in ((0, 1), (2, 2)):
            if _hooks(game).rank_scored(game, depth).best.move == move:
                return rung
        return 4
    for i, simulations in enumerate(LADDER):
        if rank(game, simulations, seed=derive_seed(seed, "ladder", i)).best.move == move:
            return i
    return len(LADDER)


def initial_rating(rung: int, solver_moves: int, gap: float, legal: int) -> int:
    """A puzzle's first rating, before anyone has tried it (Glicko-2 scale, 1500 the
    middle): 900, plus 110 per rung of :data:`LADDER` a search had to climb to see the
    first move, plus 160 per solver move after the first, plus up to 150 the smaller the
    margin of the only move, plus up to 100 for many legal moves. Kept in 600..2600.

    >>> initial_rating(0, 1, 1.0, 2), initial_rating(5, 3, 0.21, 1000)
    (910, 1988)
    """
    rating = 900 + 110 * rung + 160 * (solver_moves - 1) \
        + 150 * (1.0 - min(max(gap, 0.0), 1.0)) + 100 * min(1.0, math.log10(max(legal, 1)) / 3)
    return int(round(min(2600, max(600, rating))))


def _cook(game: Any, budget: Budget, seed: int) -> tuple[list[str], list[dict[str, Any]]]:
    """The solution from ``game`` (not changed) and the only-move details of each solver
    move; an empty list when the first move is not an only move."""
    trial = game.clone()
    solver = trial.to_move
    line: list[str] = []
    details: list[dict[str, Any]] = []
    kept = 0  # the length of the line up to its last solver move
    step = 0
    while len(details) < budget.max_solver_moves and not trial.is_over and step < 12:
        step += 1
        if not _hooks(trial).puzzle_position(trial):
            break
        here = derive_seed(seed, "cook", step)
        if trial.to_move != solver:
            reply = _find(trial, budget, here).best.move
            line.append(_notation(trial, reply))
            trial.play(reply)
            continue
        answer = only_move(trial, budget, here)
        if answer is None:
            break
        move, info = answer
        if not details and info["wins_at_once"] and info["winners"] > 1:
            break  # the first move wins at once, but so do others: no only move
        line.append(_notation(trial, move))
        details.append(info)
        trial.play(move)
        kept = len(line)
        if info["wins_at_once"]:
            break
    return line[:kept], details


def mine_game(starts: Starts, budget: Budget, seed: int, index: int) -> list[Found]:
    """The puzzles of self-play game number ``index`` of the build seeded ``seed``."""
    starts.prepare()
    game_seed = derive_seed(seed, "start", index)
    game = starts(game_seed)
    seats = (game.to_move, other_player(game, game.to_move))
    strong_first = index % 2 == 0
    names = (budget.player_for(seed, index), budget.opponent_for(seed, index))
    if not strong_first:
        names = names[::-1]
    players = {seat: make_player(game, name, seed=derive_seed(seed, "player", index, i))
               for i, (seat, name) in enumerate(zip(seats, names))}
    start_plies = len(game.history)
    while not game.is_over and len(game.history) - start_plies < budget.max_plies:
        game.play(players[game.to_move].choose_with_info(game).move)
    return harvest(game, start_plies, budget, seed, index)


def _puzzle_phase(game: Any) -> bool:
    """Positions that may hold a puzzle (Renaissance's setup, deal and preparation hold
    none: the game's puzzle hooks say)."""
    return _hooks(game).puzzle_position(game)


def harvest(played: Any, first_ply: int, budget: Budget, seed: int,
            index: int) -> list[Found]:
    """The puzzles of a finished (or stopped) self-play game ``played``: its positions
    from ply ``first_ply`` on, judged by rules (a) and (b)."""
    moves = list(played.record().moves)
    replay = played.clone()
    while len(replay.history) > first_ply:
        replay.undo()
    values: list[tuple[Any, float] | None] = []  # (player to move, value) per ply
    found: list[Found] = []
    last_taken = -10
    for ply in range(first_ply, len(moves) + 1):
        if replay.is_over or not _puzzle_phase(replay):
            values.append(None)
        else:
            mover = replay.to_move
            t0 = time.perf_counter()
            value = _value(replay, budget, derive_seed(seed, "value", index, ply))
            values.append((mover, value))
            before = _opponent_turn_start(values, mover)
            if before is not None and ply - last_taken > 2:
                jump = value - (-before if _scored(replay) else 1.0 - before)
                if jump >= budget.jump and (_scored(replay) or value >= budget.winning):
                    puzzle = _make(replay, moves[:ply], budget,
                                   derive_seed(seed, "puzzle", index, ply), index, ply,
                                   jump, time.perf_counter() - t0)
                    if puzzle is not None:
                        found.append(puzzle)
                        last_taken = ply
        if ply < len(moves):
            replay.play(moves[ply])
    return found


def _opponent_turn_start(values: list[tuple[Any, float] | None], mover: Any) -> float | None:
    """The opponent's value at the start of its last turn (the positions just before
    the current one, played by the opponent), or None when the last position was not the
    opponent's (the player moves again, as in a Dice of Doom turn) or was not valued."""
    if len(values) < 2 or values[-2] is None or values[-2][0] == mover:
        return None
    start = None
    for entry in reversed(values[:-1]):
        if entry is None or entry[0] == mover:
            break
        start = entry[1]
    return start


def _make(game: Any, moves: list[str], budget: Budget, seed: int, index: int, ply: int,
          jump: float, seconds: float) -> Found | None:
    line, details = _cook(game, budget, seed)
    if not details:
        return None
    first = details[0]
    mover = game.to_move
    rung = _ladder(game, game.parse(line[0]), seed)
    themes = themes_of(game, line, mover, defence=bool(first.get("defence")))
    rating = initial_rating(rung, len(details), float(first["gap"]), int(first["legal"]))
    stats = {"jump": round(jump, 3), "gap": first["gap"], "value": first["value"],
             "legal": first["legal"], "rung": rung, "find": budget.find,
             "check": budget.check}
    if "exact" in first:
        stats["exact"] = first["exact"]
    return Found(dict(game.record().options), moves, line, mover, list(themes), rating,
                 index, ply, stats)
