"""Dice of Doom's puzzle hooks (:class:`~ringworld_nb.puzzles.hooks.PuzzleHooks`): the
starts of the self-play games, the exact solver and the expectation over the dice, the
themes, the goals and the words of a line.

Variants (each a kind of start a build mines, ``--variant``): ``3x3`` and ``4x4`` with
certain attacks (version 1), judged by the exact solver - a 4 x 4 position it cannot
solve within its bound holds no puzzle, and one it can needs no swing before it (rule
(a) is off: only the late positions are solved, and few of them follow a swing);
``4x4-rolled`` and ``5x5-rolled`` with rolled attacks (version 2), every attack judged
by its **expectation** over the roll (:func:`~.puzzle_exact.expected_values`:
expectiminimax, ``scale`` times :data:`NODES` positions). Two players, a fair random
start dealt by the seed.

Themes, from the engine's events (:mod:`.moves`): ``chain`` two or more attacks of the
solver in a row; ``conquest`` the solution takes the opponent's last hex; ``stop`` the
answer is to end the turn (the pass) rather than attack; ``capture`` an attack takes a
hex of three or more dice. Board tags: ``3x3``, ``4x4``, ``5x5``, and ``rolled``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..puzzles.budget import Budget
from ..puzzles.hooks import PuzzleHooks, exact_ranking
from ..puzzles.ranking import Judged, Ranking
from .puzzle_exact import MAX_POSITIONS, exact_values, expected_values, solvable

__all__ = ["DicePuzzles", "PUZZLES", "VARIANTS", "NODES", "solver_steps", "steps_words"]

#: The variants: board size and version (1: certain attacks, 2: rolled).
VARIANTS: dict[str, tuple[int, int]] = {"3x3": (3, 1), "4x4": (4, 1),
                                        "4x4-rolled": (4, 2), "5x5-rolled": (5, 2)}
#: The positions the mining search visits where no exact solver applies (the
#: re-check: ``check_factor`` times as many).
NODES = 4000
#: The exact solver's bound, by board size (a 4 x 4 position early in a game is too big).
_BOUNDS = {3: MAX_POSITIONS, 4: 150_000}


class DicePuzzles(PuzzleHooks):
    """Dice of Doom's puzzles (see the module docstring)."""

    # the exact solver is the judge on 3x3: small searches only find candidates
    budget = Budget(play=50, weak=0, find=50, max_plies=100)
    variants = tuple(VARIANTS)
    themes = ("chain", "conquest", "stop", "capture")
    board_tags = ("3x3", "4x4", "5x5", "rolled")
    # a newcomer starts on the smallest board, with attacks that always win
    newcomer_boards = ("3x3",)
    # a solution ends at a move the solver finds tied with others (all accepted there):
    # the goals say "the only winning move" of every earlier one
    ties_go_on = False

    def budget_for(self, variant: str = "") -> Budget:
        size, version = VARIANTS[self.check_variant(variant or self.variants[0])]
        if size == 3:
            return self.budget
        # longer games between closer sides (the solver finds more single wins there);
        # the judge is the solver or the expectation, not ``find``. Rule (a) is off
        # (``jump=-1``): on a board the solver reaches only late in a game, every
        # position where one move alone wins (exactly) is a puzzle, swing or not.
        return Budget(play=50, weak=20, find=50, max_plies=160, jump=-1.0)

    def check_variant(self, variant: str) -> str:
        return super().check_variant(variant or self.variants[0])

    def variant_of(self, game: Any) -> str:
        name = f"{game.size}x{game.size}" + ("" if game.rules.certain else "-rolled")
        return name if name in VARIANTS else self.variants[0]

    def start(self, seed: int, variant: str = "") -> Any:
        from .game import DiceOfDoom

        size, version = VARIANTS[self.check_variant(variant)]
        return DiceOfDoom(size, players=2, version=version, seed=seed % 2 ** 32,
                          fair_start=True)

    def __init__(self) -> None:
        #: the exact values of the last positions asked (the miner asks twice: is it a
        #: puzzle position, and what are its moves worth)
        self._solved: dict[Any, dict[Any, float] | None] = {}

    def exact_values(self, game: Any) -> dict[Any, float] | None:
        if not solvable(game):
            return None
        key = game.key()
        if key not in self._solved:
            if len(self._solved) > 256:
                self._solved.clear()
            self._solved[key] = exact_values(
                game, max_positions=_BOUNDS.get(game.size, MAX_POSITIONS))
        return self._solved[key]

    def puzzle_position(self, game: Any) -> bool:
        """Rolled attacks: any position; certain ones: a position the exact solver
        solves (the goal speaks of its wins)."""
        return not game.rules.certain or self.exact_values(game) is not None

    def rank(self, game: Any, scale: int, budget: Budget) -> Ranking:
        exact = self.exact_values(game)
        legal = len(game.legal_moves())
        if exact is not None:
            return exact_ranking(exact, legal)
        values, depth = expected_values(game, max_nodes=scale * NODES)
        order = {move: i for i, move in enumerate(values)}
        moves = sorted(values, key=lambda m: (-values[m], order[m]))
        return Ranking(tuple(Judged(m, values[m], 0) for m in moves), legal, depth)

    def rung(self, game: Any, move: Any) -> int:
        """How hard ``move`` is to see: 0 when the greedy eye (depth 1) already picks it,
        2 at depth 2, else 4."""
        for rung, nodes in ((0, 1), (2, 200)):
            values, _ = expected_values(game, max_nodes=nodes)
            if max(values, key=lambda m: values[m]) == move:
                return rung
        return 4

    def tags(self, game: Any) -> set[str]:
        return {f"{game.size}x{game.size}"} | (set() if game.rules.certain else {"rolled"})

    def move_themes(self, start: Any, solution: Sequence[str], mover: Any) -> set[str]:
        found: set[str] = set()
        attacks_in_row = 0
        for text in solution:
            by_solver = start.to_move == mover
            events = start.play(text)
            if not by_solver:
                attacks_in_row = 0
                continue
            attacks_in_row = attacks_in_row + 1 if events[0].kind == "attack" else 0
            if attacks_in_row >= 2:
                found.add("chain")
            for e in events:
                if e.kind == "pass" and e.player == mover:
                    found.add("stop")
                elif e.kind == "capture" and e.dice and e.dice[0] >= 3:
                    found.add("capture")
                elif e.kind == "eliminate" and e.other == mover:
                    found.add("conquest")
        return found

    def goal(self, mover: str, opponent: str, theme: Sequence[str], solver_moves: int, *,
             accepted: int = 1, solution: Sequence[str] = ()) -> str:
        """What to find, in words. A line whose decisions include ending the turn says
        so, decision by decision (:func:`steps_words`): "2 moves of yours, each the only
        winning one" would hide that the second is a pass."""
        if "rolled" in theme:
            points = round(100 * self.budget.gap)
            what = "end your turn or attack? Find" if "stop" in theme else "find"
            return (f"{mover} to move: {what} the move with the best chances over every "
                    f"roll of the dice: it wins clearly more often than any other (by the "
                    f"search, at least {points} more games in 100).")
        if "defence" in theme:
            return (f"{mover} to move: find the only move after which {opponent} cannot "
                    "win at once." if accepted == 1 else f"{mover} to move: find a move "
                    f"after which {opponent} cannot win at once ({accepted} do: any counts).")
        if solver_moves == 1:
            aim = ("find the only winning move" if accepted == 1 else
                   f"find a winning move ({accepted} win: any of them counts)")
            if "stop" in theme and accepted == 1:
                aim = "attack, or end your turn? Find the only winning choice"
        else:
            steps = solver_steps(solution)
            but_last = f" but the last ({accepted} win there: any counts)" if accepted > 1 \
                else ""
            aim = (f"find the winning line - {solver_moves} moves of yours: "
                   f"{steps_words(steps, opponent)}; each the only winning choice{but_last}"
                   if "end" in steps else
                   f"find the winning line - {solver_moves} moves of yours, each the only "
                   f"winning one{but_last}")
        return (f"{mover} to move: {aim}. A win means: with best play after it, as the "
                "exact solver sees.")

    def best_reply(self, game: Any, budget: Budget) -> Any:
        if solvable(game):
            from .ai.exact import SolveTimeout, solve

            try:
                return solve(game, max_positions=_BOUNDS.get(game.size, MAX_POSITIONS)).best_move
            except SolveTimeout:
                pass
        return self.rank(game, 1, budget).best.move

    def line_words(self, start: Any, line: Sequence[str], mover: Any, *,
                   refuted: bool = True, theme: Sequence[str] = ()) -> str:
        from .moves import player_name

        me = player_name(mover)
        parts = []
        answered = False
        for number, text in enumerate(line):
            who = start.to_move
            move = start.parse(text)
            odds = _odds_words(start, move)
            did = _move_words(start.play(move), text, odds)
            if number == 0:
                parts.append(did)
            elif who == mover:
                parts.append(f"then {'your best: ' if refuted else ''}{did}")
            else:
                joint = "but " if refuted and not answered else ""
                parts.append(f"{joint}{player_name(who)}'s reply: {did}")
                answered = True
        return ("; ".join(parts) + ". " + _outcome(start, mover, me)).strip()


def solver_steps(solution: Sequence[str]) -> list[str]:
    """The solver's decisions in a solution of two players (notation; the solver moves
    first): ``"attack"`` or ``"end"`` (the pass: the end of the turn), and ``"wait"`` where
    the opponent's turn comes between them. A turn ends only with a pass, so the notation
    alone says whose each move is.

    >>> solver_steps(("c3-c2", "pass"))
    ['attack', 'end']
    >>> solver_steps(("a1-a2", "pass", "b1-b2", "pass", "a2-b2"))
    ['attack', 'end', 'wait', 'attack']
    """
    steps: list[str] = []
    solver = True
    for text in solution:
        if solver:
            steps.append("end" if text == "pass" else "attack")
        elif text == "pass":
            steps.append("wait")
        solver = solver != (text == "pass")
    return steps[:-1] if steps[-1:] == ["wait"] else steps


_COUNTS = {1: "an attack", 2: "two attacks", 3: "three attacks"}


def steps_words(steps: Sequence[str], opponent: str) -> str:
    """The solver's decisions (:func:`solver_steps`) in words, the attacks of a row
    counted.

    >>> steps_words(["attack", "end"], "A")
    'an attack, then the right call: end your turn'
    >>> steps_words(["attack", "attack", "end", "wait", "attack"], "A")
    "two attacks, then the right call: end your turn, and after A's turn an attack"
    """
    parts: list[str] = []
    attacks = 0
    waited = False
    for step in [*steps, ""]:
        if step == "attack":
            attacks += 1
            continue
        if attacks:
            run = _COUNTS.get(attacks, f"{attacks} attacks")
            parts.append(f"and after {opponent}'s turn {run}" if waited else run)
            attacks, waited = 0, False
        if step == "end":
            parts.append("then the right call: end your turn" if parts else
                         "the right call: end your turn")
        elif step == "wait":
            waited = True
    return ", ".join(parts)


def _odds_words(game: Any, move: Any) -> str:
    """' (3 dice against 2: 84% to win)' for a rolled attack, '' otherwise."""
    if move.is_pass or game.rules.certain:
        return ""
    from .probability import attack_win_probability

    board = game.board
    state = game.key()
    i, j = board.index(move.src), board.index(move.dst)
    a, d = state[1][i], state[1][j]
    p = float(attack_win_probability(a, d))
    return f" ({a} dice against {d}: {p:.0%} to win)"


def _move_words(events: Sequence[Any], text: str, odds: str) -> str:
    """What one move did, with its notation: the hex and dice an attack took (or that it
    failed), or the end of the turn and the dice due."""
    from .hexboard import hex_name

    for e in events:
        if e.kind == "capture":
            taken = e.dice[0]
            last = ", the last hex" if any(x.kind == "eliminate" for x in events) else ""
            return (f"{text}{odds} takes {hex_name(e.dst)} ({taken} "
                    f"{'die' if taken == 1 else 'dice'}{last})")
        if e.kind == "repel":
            return f"{text}{odds} fails ({hex_name(e.src)} keeps 1 die)"
        if e.kind == "pass":
            due = e.dice[0] if e.dice else 0
            return f"end of turn ({due} reinforcement {'die' if due == 1 else 'dice'})"
    return text


def _outcome(game: Any, mover: int, me: str) -> str:
    """How the game stands after a line: over, or the exact value with best play."""
    from .moves import player_name

    if game.is_over:
        winners = game.outcome.winners
        if len(winners) != 1:
            return "The game ends in a draw."
        return "You win." if winners[0] == mover else f"{player_name(winners[0])} wins."
    if not solvable(game):
        return ""
    from .ai.exact import SolveTimeout, solve

    bound = _BOUNDS.get(game.size, MAX_POSITIONS)
    try:
        value = solve(game, max_positions=bound).value
        end = _played_out(game, bound)
    except SolveTimeout:
        return ""
    if game.to_move != mover:
        value = 1.0 - value
    hexes = ", ".join(f"{player_name(p)} {n} hex{'es' if n != 1 else ''}"
                      for p, n in enumerate(end.scores)) if end is not None else ""
    path = _path_words(game, end) if end is not None else ""
    ending = f": {path + '; ' if path else ''}the game ends {hexes}" if hexes else ""
    if value == 1.0:
        return f"With best play after it, {me} wins{ending}."
    if value == 0.0:
        return f"With best play after it, {me} loses{ending}."
    return f"With best play after it, the game is a draw{ending}."


#: The most turns :func:`_path_words` names one by one (the rest are counted).
_PATH_TURNS = 8


def _path_words(game: Any, end: Any) -> str:
    """The way from ``game`` to ``end`` (the same game played on), turn by turn: the
    hexes each player takes ("A takes b2 and c3, B makes no attack, A takes a1"; a turn
    already begun that takes nothing more "ends the turn"), the turns past
    :data:`_PATH_TURNS` counted; '' when no move lies between them.

    >>> from .game import DiceOfDoom
    >>> game = DiceOfDoom(3, seed=1)
    >>> end = game.clone()
    >>> for move in ("b2-b3", "pass", "b1-c2", "pass"):
    ...     _ = end.play(move)
    >>> _path_words(game, end)
    'A takes b3, B takes c2'
    """
    from .hexboard import hex_name
    from .moves import player_name

    trial = game.clone()
    turns: list[tuple[int, list[str]]] = []
    for move in end.history[len(game.history):]:
        who = trial.to_move
        events = trial.play(move)
        if not turns or turns[-1][0] != who:
            turns.append((who, []))
        turns[-1][1].extend(hex_name(e.dst) for e in events if e.kind == "capture")
    # a turn already begun at ``game`` that takes nothing more just ends
    ends = bool(game.attacked)
    said = [f"{player_name(who)} takes {_joined(taken)}" if taken else
            f"{player_name(who)} {'ends the turn' if ends and n == 0 else 'makes no attack'}"
            for n, (who, taken) in enumerate(turns[:_PATH_TURNS])]
    more = len(turns) - _PATH_TURNS
    if more > 0:
        said.append(f"{more} more turn{'s' if more != 1 else ''}")
    return ", ".join(said)


def _joined(names: Sequence[str]) -> str:
    """``"b1"``, ``"b1 and b2"``, ``"a1, b1 and b2"``."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


#: The most moves :func:`_played_out` plays (a safeguard: best play ends far sooner).
_PLAY_OUT = 120


def _played_out(game: Any, bound: int) -> Any:
    """The game at its end after best play by both sides (the exact solver's moves, on a
    copy), so that a verdict can be counted in hexes; None if it does not end within
    :data:`_PLAY_OUT` moves."""
    from .ai.exact import solve

    trial = game.clone()
    for _ in range(_PLAY_OUT):
        if trial.is_over:
            return trial
        trial.play(solve(trial, max_positions=bound).best_move)
    return None


#: Dice of Doom's puzzle hooks (the spec's ``puzzles``).
PUZZLES = DicePuzzles()
