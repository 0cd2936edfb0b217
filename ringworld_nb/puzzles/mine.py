"""Mining puzzles from one self-play game, as lichess-puzzler mines them from real games.

One unit of work, :func:`mine_game`, runs anywhere (this process, a worker process, a
Dask machine) and returns plain data:

1. **Play** a game from the seeded start of the build's variant (:mod:`.starts`): the
   game's tree search at ``budget.play`` simulations against a weaker one at
   ``budget.weak`` (seats swapped from game to game), so that the games hold the mistakes
   puzzles are made of; or against ``budget.opponent`` (``random``, ``greedy``,
   ``mcts:N``, or several joined by commas, one drawn per game from the build's seed):
   weak openings and blunders give the positions strong self-play rarely allows (The Ring
   World's top-ring takes come from random games: ``budget.player`` replaces the
   stronger side the same way).
2. **Evaluate** every position: the value of the best move for the player to move, by
   the game's judging search at the mining scale (:meth:`~.hooks.PuzzleHooks.rank`: the
   tree search at ``budget.find`` simulations, or the exact solver, or the points).
3. **Rule (a), the swing.** A position is a candidate when the opponent's last turn
   gave the player to move a large jump in winning chances: the player's value now is
   at least ``budget.jump`` above what it was before that turn (one minus the
   opponent's value then), and at least ``budget.winning``. (lichess: 0.5 on its -1..1
   scale, 0.25 here on 0..1.) With ``budget.scan = "blunders"`` no position is valued:
   the candidates are the exact swings - a move that let the other side win at once
   though another move would not have - both the position after it (take the win) and
   the one before (find the defence) (:func:`harvest_blunders`).
4. **Rule (b), one answer** (:mod:`.only`): from the candidate the solution is cooked
   move by move; each solver move must be one the only-move rule accepts - a win at
   once, or the moves of the best value by a clear margin, confirmed by a search 25 times
   the mining search. The opponent's replies are the game's best replies
   (:meth:`~.hooks.PuzzleHooks.best_reply`). Every move that meets the goal as well
   as the solver move is accepted there (the puzzle's ``accepts``). The solution stops
   at three solver moves, when the game ends, after a move that several moves meet
   equally well by a tree search or a defence (the puzzle's last move; after an exact
   search's tie it goes on along the first of them), or before a solver move that has
   no one answer (the solution always ends with a solver move).
5. **Difficulty.** The smallest search of the ladder :data:`~.hooks.LADDER` that already
   finds the first move says how hard it is to see; with the number of solver moves and
   the margin it gives the puzzle's first rating (:func:`initial_rating`).

The games are seeded from the build's seed and the game's number; the judging searches
from the positions they judge: a game mined here and on another machine gives the same
puzzles.
"""

from __future__ import annotations

import math
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from ..core.players import make_player
from ..core.schedule import derive_seed
from .budget import Budget
from .hooks import LADDER, PuzzleHooks, hooks_for
from .only import Answer, judging, lost_at_once
from .only import answer as answer_at
from .search import wins_at_once
from .starts import Starts, other_player
from .themes import themes_of

__all__ = ["Budget", "Found", "mine_game", "initial_rating", "LADDER", "default_budget",
           "cook", "harvest", "harvest_blunders"]


@dataclass
class Found:
    """A puzzle as mined, plain data: the record of its start, the solution (moves in
    notation), the other moves accepted at its last move (and at each, ``accepts``), the
    solver, its themes and
    what the searches said."""

    options: dict[str, Any]
    moves: list[str]
    solution: list[str]
    mover: Any
    themes: list[str]
    rating: int
    game_index: int
    ply: int
    stats: dict[str, Any] = field(default_factory=dict)
    accept: list[str] = field(default_factory=list)
    accepts: list[list[str]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def default_budget(game: str, variant: str = "") -> Budget:
    """The budgets of the build of ``game``'s shipped file (its puzzle hooks')."""
    return hooks_for(game).budget_for(variant)


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


@dataclass(frozen=True)
class Cooked:
    """A solution as :func:`cook` found it: the moves in notation (replies included),
    the answer at each solver move, and the other moves accepted at each of them
    (``accepts``; the last one's is ``accept``)."""

    line: tuple[str, ...]
    answers: tuple[Answer, ...]
    accept: tuple[str, ...]
    problem: str = ""
    """Why the line stopped before a solver move (for a checked solution: where)."""
    accepts: tuple[tuple[str, ...], ...] = ()


def cook(game: Any, budget: Budget, *, follow: tuple[str, ...] = (),
         continued: bool = False) -> Cooked:
    """The solution from ``game`` (not changed) by rule (b) (see the module's
    docstring); no answers when the first move has none. ``follow``: the moves of a
    known solution to walk instead of choosing (a shipped puzzle checked again) - the
    line stops where one of its solver moves is not accepted. ``continued``: the line
    goes on from a puzzle already begun (its first move is no puzzle's first)."""
    hooks = judging(game)
    trial = game.clone()
    solver = trial.to_move
    line: list[str] = []
    answers: list[Answer] = []
    accepts: list[tuple[str, ...]] = []
    kept = 0  # the length of the line up to its last solver move
    step = 0
    problem = ""
    while len(answers) < budget.max_solver_moves and not trial.is_over and step < 12:
        if follow and step >= len(follow):
            break
        step += 1
        if not hooks.puzzle_position(trial):
            break
        if trial.to_move != solver:
            reply = trial.parse(follow[step - 1]) if follow else hooks.best_reply(trial, budget)
            line.append(trial.notation(reply))
            trial.play(reply)
            continue
        found = answer_at(trial, budget, first=not answers and not continued)
        if isinstance(found, str):
            problem = f"move {step} ({_text(trial, follow, step)}): {found}"
            break
        answer = found
        move = answer.move
        if follow:
            move = trial.parse(follow[step - 1])
            if move not in answer.accepted:
                problem = (f"move {step} ({follow[step - 1]}): the search prefers "
                           f"{', '.join(trial.notation(m) for m in answer.accepted)}")
                break
            answer = Answer(move, (move, *(m for m in answer.accepted if m != move)),
                            answer.info)
        line.append(trial.notation(move))
        answers.append(answer)
        accepts.append(tuple(trial.notation(m) for m in answer.accepted if m != move))
        trial.play(move)
        kept = len(line)
        if answer.wins_at_once or (len(answer.accepted) > 1 and not goes_on(answer, hooks)):
            break
    accept = accepts[-1] if accepts else ()
    return Cooked(tuple(line[:kept]), tuple(answers), accept, problem, tuple(accepts))


def goes_on(answer: Answer, hooks: PuzzleHooks) -> bool:
    """Whether a solution goes on after a move that several moves meet equally well:
    when an exact search (final: no deeper search exists) found them equal, every one
    of them is accepted there and the puzzle goes on from each (unless the game's hooks
    say no: ``ties_go_on``); a tree search's tie, or a defence, ends the solution
    there."""
    return hooks.ties_go_on and bool(answer.info.get("final")) \
        and not answer.info.get("defence")


def _text(game: Any, follow: tuple[str, ...], step: int) -> str:
    """The move to find at ``step`` in words: the known solution's, or 'to find'."""
    return follow[step - 1] if follow else "to find"


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
    if budget.scan == "blunders":
        return harvest_blunders(game, start_plies, budget, index)
    return harvest(game, start_plies, budget, index)


def _value(game: Any, budget: Budget) -> float:
    """The value of the position for the player to move (the best move's)."""
    return judging(game).rank(game, 1, budget).best.value


def harvest(played: Any, first_ply: int, budget: Budget, index: int) -> list[Found]:
    """The puzzles of a finished (or stopped) self-play game ``played``: its positions
    from ply ``first_ply`` on, judged by rules (a) and (b)."""
    moves = list(played.record().moves)
    replay = played.clone()
    while len(replay.history) > first_ply:
        replay.undo()
    hooks = judging(replay)
    values: list[tuple[Any, float] | None] = []  # (player to move, value) per ply
    found: list[Found] = []
    last_taken = -10
    for ply in range(first_ply, len(moves) + 1):
        if replay.is_over or not hooks.puzzle_position(replay):
            values.append(None)
        else:
            mover = replay.to_move
            t0 = time.perf_counter()
            value = _value(replay, budget)
            values.append((mover, value))
            before = _opponent_turn_start(values, mover)
            if before is not None and ply - last_taken > 2:
                jump = value - (-before if hooks.scored else 1.0 - before)
                if jump >= budget.jump and (hooks.scored or value >= budget.winning):
                    puzzle = _make(replay, moves[:ply], budget, index, ply, jump,
                                   time.perf_counter() - t0)
                    if puzzle is not None:
                        found.append(puzzle)
                        last_taken = ply
        if ply < len(moves):
            replay.play(moves[ply])
    return found


def harvest_blunders(played: Any, first_ply: int, budget: Budget, index: int) -> list[Found]:
    """The puzzles of ``played`` by the exact swings alone (``budget.scan ==
    "blunders"``, see the module's docstring): at each position where the player to move
    can win at once after the other side's move that another move would have avoided,
    the win is a candidate, and so is the defence the other side missed. A game gives one
    puzzle of each solver and first move, its positions at least four moves apart (a
    blunder repeated move after move is one puzzle)."""
    moves = list(played.record().moves)
    replay = played.clone()
    while len(replay.history) > first_ply:
        replay.undo()
    hooks = judging(replay)
    positions = []  # a copy of every position from first_ply on
    for ply in range(first_ply, len(moves) + 1):
        positions.append(replay.clone())
        if ply < len(moves):
            replay.play(moves[ply])
    found: list[Found] = []
    taken: set[int] = set()
    seen: set[tuple[Any, str]] = set()  # (solver, first move): one puzzle of each a game
    for at in range(1, len(positions)):
        here, before = positions[at], positions[at - 1]
        if here.is_over or before.to_move == here.to_move or not hooks.puzzle_position(here):
            continue
        if not wins_at_once(here) or not _avoidable(before):
            continue
        ply = first_ply + at
        for where, position in ((ply, here), (ply - 1, before)):
            if where in taken or not hooks.puzzle_position(position):
                continue
            if any(abs(where - t) < 4 for t in taken):
                continue  # the same moment of the game seen again
            puzzle = _make(position, moves[:where], budget, index, where, None, 0.0)
            if puzzle is None or (puzzle.mover, puzzle.solution[0]) in seen:
                continue
            found.append(puzzle)
            taken.add(where)
            seen.add((puzzle.mover, puzzle.solution[0]))
    return sorted(found, key=lambda f: f.ply)


def _avoidable(game: Any) -> bool:
    """True when the player to move at ``game`` has a move after which the other side
    cannot win at once (so a move that lets them was a blunder)."""
    trial = game.clone()
    mover = trial.to_move
    for move in trial.legal_moves():
        trial.push(move)
        safe = not lost_at_once(trial, mover)
        trial.undo()
        if safe:
            return True
    return False


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


def describe(game: Any, cooked: Cooked, budget: Budget) -> tuple[list[str], int,
                                                                    dict[str, Any]]:
    """The themes, the first rating and the stats of the puzzle ``cooked`` at ``game``."""
    hooks = judging(game)
    first = cooked.answers[0]
    mover = game.to_move
    themes = themes_of(game, cooked.line, mover, defence=bool(first.info.get("defence")))
    rung = hooks.rung(game, game.parse(cooked.line[0]))
    rating = initial_rating(rung, len(cooked.answers), float(first.info["gap"]),
                            int(first.info["legal"]))
    stats = {"gap": first.info["gap"], "value": first.info["value"],
             "legal": first.info["legal"], "rung": rung, "find": budget.find,
             "check": budget.check}
    if "deep" in first.info:
        stats["deep"] = first.info["deep"]
    return list(themes), rating, stats


def _make(game: Any, moves: list[str], budget: Budget, index: int, ply: int,
          jump: float | None, seconds: float) -> Found | None:
    """The puzzle at candidate ``game`` (``jump``: the swing of rule (a); None for an
    exact swing of the blunder scan), or None."""
    cooked = cook(game, budget)
    if not cooked.answers:
        return None
    themes, rating, stats = describe(game, cooked, budget)
    swing: dict[str, Any] = {"jump": round(jump, 3)} if jump is not None else {"blunder": True}
    return Found(dict(game.record().options), moves, list(cooked.line), game.to_move,
                 themes, rating, index, ply, {**swing, **stats}, list(cooked.accept),
                 [list(others) for others in cooked.accepts])
