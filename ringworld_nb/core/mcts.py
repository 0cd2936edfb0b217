"""Monte Carlo tree search, written once for every two-player game of the package.

How it works
------------
The search grows a tree of moves from the position it is given. Each **simulation**
walks down the tree, always taking the child that looks best by the UCT rule

    mean score of the child  +  c * sqrt(ln(visits of the parent) / visits of the child)

(good moves are tried again, rarely tried ones get a chance), adds one new move at the
bottom, plays the game on from there (a **rollout**: random moves until the end, or a few
random moves and then an evaluation), and carries the result back up: every node on the
way counts one more visit and adds the score the rollout gave to the player who made
that node's move. After the budget the move played is the root's most visited child; its
mean score is the **estimated win probability** (a draw counts one half), and the chain
of most visited children is the **principal variation**, the line the search expects.

What a game can add
-------------------
* ``rollout(game, rng, player) -> float``: the expected score of ``player`` (1 win,
  0.5 draw, 0 loss) from the position of ``game``, which it must leave as it found it.
  The default plays uniformly random legal moves to the end (:func:`random_rollout`);
  a game with a fast engine passes its own (The Ring World's compiled playout).
* ``candidates(game) -> moves``: the moves a node considers, best first. With
  ``widening=(a, b)`` a node of *n* visits looks at only its first ``ceil(a * n**b)``
  candidates (progressive widening): on a board with thousands of moves the search then
  spends its simulations on the moves the game's own judgement puts first.
* ``check_wins``: before searching, every root candidate is tried once; a move that
  wins on the spot is played at once (win probability 1). (Only the candidates: a
  game's candidates may leave out a move its players do not make.)
* ``solver=True`` (off by default) adds proofs to the statistics: a move after which
  the opponent has a move that wins on the spot is **proven lost**; the search never
  chooses it again while another move is open, and with progressive widening it takes
  the next candidate in its place. A move after which every legal answer is proven
  lost is **proven won**. The candidates must then list the moves that matter: a
  proof of a win is only drawn when a node's candidates are all its legal moves. The
  search stops as soon as a root move is proven won, or every root move lost.

Budget, seeds, progress
-----------------------
A search stops after ``iterations`` simulations or ``seconds`` of thinking, whichever
comes first. Under an iteration budget it is reproducible: the same game, settings and
seed give the same move, estimate and tree. A :class:`Search` is also a
:class:`~.players.Thinking`: ``step(seconds)`` works in slices, so an app can keep its
buttons alive and show ``progress``. ``progress=`` calls back with the fraction done and
the simulations run. The game given is never changed: the search works on a clone.

>>> from ringworld_nb.ringworld import RingWorld
>>> game = RingWorld(3)
>>> report = MCTS(iterations=60, seed=1).search(game)
>>> report.move in game.legal_moves(), report.simulations, game.turn
(True, 60, 0)
>>> report.move == MCTS(iterations=60, seed=1).search(game).move
True
>>> 0.0 <= report.win_probability <= 1.0
True
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .players import Choice
from .protocol import Outcome, PlayerId

__all__ = ["MCTS", "MCTSPlayer", "Search", "SearchReport", "MoveStats", "random_rollout",
           "outcome_score", "Rollout", "Candidates", "Evaluate"]

#: ``rollout(game, rng, player) -> expected score of player``; leaves ``game`` unchanged.
Rollout = Callable[[Any, random.Random, PlayerId], float]
#: ``candidates(game) -> the moves to consider, best first``.
Candidates = Callable[[Any], Sequence[Any]]
#: ``evaluate(game, player) -> expected score of player`` in a position not yet over.
Evaluate = Callable[[Any, PlayerId], float]
#: ``progress(fraction done, simulations run)``.
Progress = Callable[[float, int], None]


def outcome_score(outcome: Outcome, player: PlayerId) -> float:
    """The score ``player`` gets from a finished game: 1 for a win, 0 for a loss, a share
    for a draw (0.5 when nobody won, ``1/k`` among ``k`` tied winners).

    >>> outcome_score(Outcome((1,), "top ring"), 1), outcome_score(Outcome((1,), "x"), 2)
    (1.0, 0.0)
    >>> outcome_score(Outcome((), "two passes"), 2)
    0.5
    """
    winners = outcome.winners
    if not winners:
        return 0.5
    return 1.0 / len(winners) if player in winners else 0.0


def random_rollout(max_plies: int | None = None,
                   evaluate: Evaluate | None = None) -> Rollout:
    """A rollout of uniformly random legal moves, to the end or for ``max_plies`` moves
    (then ``evaluate`` scores the position; without one, an unfinished game counts as a
    draw). Uses only ``legal_moves``, ``push`` and ``undo``: it works for every game."""

    def rollout(game: Any, rng: random.Random, player: PlayerId) -> float:
        plies = 0
        while not game.is_over and (max_plies is None or plies < max_plies):
            moves = game.legal_moves()
            game.push(moves[rng.randrange(len(moves))])
            plies += 1
        if game.is_over:
            value = outcome_score(game.outcome, player)
        else:
            value = evaluate(game, player) if evaluate is not None else 0.5
        for _ in range(plies):
            game.undo()
        return value

    return rollout


class _Node:
    """One move of the tree: who made it, how often it was tried, what it scored."""

    __slots__ = ("move", "parent", "mover", "children", "candidates", "visits", "total",
                 "won", "lost")

    def __init__(self, move: Any, parent: _Node | None, mover: PlayerId | None) -> None:
        self.move = move
        self.parent = parent
        self.mover = mover  # the player who made ``move`` (None at the root)
        self.children: list[_Node] = []
        self.candidates: Sequence[Any] | None = None  # None until first expanded
        self.visits = 0
        self.total = 0.0  # sum of the mover's scores
        self.won = False  # the move ends the game with the mover winning (or is proven to)
        self.lost = False  # proven: the opponent has a winning answer (solver only)

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.5


@dataclass(frozen=True)
class MoveStats:
    """One root move after a search: how often it was tried and its mean score, and
    ``proof``: ``"won"`` or ``"lost"`` when the search proved the move's result (a win
    on the spot, or with ``solver=True`` a proof), else ``""``."""

    move: Any
    visits: int
    win_probability: float
    proof: str = ""


@dataclass(frozen=True)
class SearchReport:
    """What a search found: the move, its estimated win probability for the player to
    move, the simulations run, the principal variation, the time taken, and the root
    moves tried, most visited first."""

    move: Any
    win_probability: float
    simulations: int
    principal_variation: tuple[Any, ...]
    seconds: float
    moves: tuple[MoveStats, ...]

    def choice(self) -> Choice:
        """The report as a player's :class:`~.players.Choice`."""
        return Choice(self.move, self.win_probability, len(self.principal_variation),
                      self.simulations, self.seconds, self.principal_variation)


class MCTS:
    """The settings of a tree search (see the module's docstring); ``search(game)`` runs
    one to its budget, ``start(game)`` gives a :class:`Search` to run in slices.

    ``exploration`` is the constant *c* of UCT (scores are 0..1; about 0.7 suits random
    rollouts, less suits sharp evaluations). With neither ``iterations`` nor ``seconds``
    the budget is 1,000 simulations.
    """

    def __init__(self, *, iterations: int | None = None, seconds: float | None = None,
                 exploration: float = 0.7, rollout: Rollout | None = None,
                 candidates: Candidates | None = None,
                 widening: tuple[float, float] | None = None, check_wins: bool = True,
                 seed: int | None = 0, progress: Progress | None = None,
                 solver: bool = False) -> None:
        if iterations is not None and (isinstance(iterations, bool)
                                       or not isinstance(iterations, int) or iterations < 1):
            raise ValueError(f"iterations must be a positive integer or None, "
                             f"got {iterations!r}")
        if seconds is not None and (isinstance(seconds, bool)
                                    or not isinstance(seconds, (int, float))
                                    or not 0 < seconds < math.inf):
            raise ValueError(f"seconds must be a positive number or None, got {seconds!r}")
        if iterations is None and seconds is None:
            iterations = 1000
        if widening is not None:
            a, b = widening
            if not (a > 0 and 0 <= b <= 1):
                raise ValueError(f"widening must be (a > 0, 0 <= b <= 1), got {widening!r}")
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = float(exploration)
        self.rollout = rollout or random_rollout()
        self.candidates = candidates
        self.widening = widening
        self.check_wins = check_wins
        self.seed = seed
        self.progress = progress
        self.solver = solver

    def start(self, game: Any, seed: int | None = None) -> Search:
        """A :class:`Search` of ``game`` (copied), not yet run. ``seed`` overrides the
        settings' seed."""
        return Search(self, game, self.seed if seed is None else seed)

    def search(self, game: Any, seed: int | None = None) -> SearchReport:
        """Search ``game`` (which is not changed) to the budget and report."""
        search = self.start(game, seed)
        while not search.step(0.1):
            pass
        return search.report()


class Search:
    """One search of one position, run in slices (a :class:`~.players.Thinking`)."""

    def __init__(self, settings: MCTS, game: Any, seed: int | None) -> None:
        if game.is_over:
            raise ValueError("the game is over: there is no move to search")
        started = time.perf_counter()
        self.settings = settings
        self._game = game.clone()
        self._rng = random.Random(seed)
        self._root = _Node(None, None, None)
        self._player = game.to_move
        self.simulations = 0
        self.seconds = 0.0
        self._done = False
        self._proven = False  # solver: the root's result is proven, no need to go on
        self._won: Any = None
        if settings.check_wins:
            self._won = self._winning_move()
        # the copy and the look for a winning move count in the budget
        self.seconds = time.perf_counter() - started

    # ------------------------------------------------------------- the budget --
    @property
    def done(self) -> bool:
        return self._done

    @property
    def progress(self) -> float:
        s = self.settings
        parts = [0.0]
        if s.iterations is not None:
            parts.append(self.simulations / s.iterations)
        if s.seconds is not None:
            parts.append(self.seconds / s.seconds)
        return 1.0 if self._done else min(1.0, max(parts))

    def _spent(self) -> bool:
        s = self.settings
        return ((s.iterations is not None and self.simulations >= s.iterations)
                or (s.seconds is not None and self.seconds >= s.seconds))

    def step(self, seconds: float) -> bool:
        """Run simulations for about ``seconds`` (at least one); True when done."""
        if self._done:
            return True
        if self._won is not None:
            self._done = True
            return True
        t0 = time.perf_counter()
        while True:
            self._simulate()
            now = time.perf_counter()
            if self._spent_after(now - t0) or now - t0 >= seconds or self._proven:
                break
        self.seconds += time.perf_counter() - t0
        self._done = self._spent() or self._root_exhausted() or self._proven
        if self._done:
            self._release_parents()
        if self.settings.progress is not None:
            self.settings.progress(self.progress, self.simulations)
        return self._done

    def _release_parents(self) -> None:
        """Cut the links from children to parents once the search is done: the report
        needs only the links down, and a tree without cycles is freed as soon as the
        search is dropped, not by a slow full garbage collection later."""
        stack = [self._root]
        while stack:
            node = stack.pop()
            node.parent = None
            stack.extend(node.children)

    def _spent_after(self, elapsed: float) -> bool:
        s = self.settings
        return ((s.iterations is not None and self.simulations >= s.iterations)
                or (s.seconds is not None and self.seconds + elapsed >= s.seconds))

    def _root_exhausted(self) -> bool:
        """A root with a single legal move needs no more thought."""
        root = self._root
        return root.candidates is not None and len(root.candidates) == 1 and bool(
            root.children)

    # ------------------------------------------------------------- simulation --
    def _candidates(self, game: Any) -> Sequence[Any]:
        pick = self.settings.candidates
        return pick(game) if pick is not None else game.legal_moves()

    def _allowed(self, node: _Node) -> int:
        assert node.candidates is not None
        widening = self.settings.widening
        if widening is None:
            return len(node.candidates)
        a, b = widening
        allowed = max(1, math.ceil(a * (node.visits + 1) ** b))
        if self.settings.solver:  # a proven loss gives its place to the next candidate
            allowed += sum(1 for child in node.children if child.lost)
        return min(len(node.candidates), allowed)

    def _select(self, node: _Node) -> _Node:
        for child in node.children:
            if child.won:
                return child
        log_n = math.log(node.visits)
        c = self.settings.exploration
        children = node.children
        if self.settings.solver:
            children = [child for child in children if not child.lost] or children
        best = children[0]
        best_score = -math.inf
        for child in children:
            score = child.total / child.visits + c * math.sqrt(log_n / child.visits)
            if score > best_score:
                best, best_score = child, score
        return best

    def _simulate(self) -> None:
        game = self._game
        node = self._root
        pushed = 0
        value_for: PlayerId | None = None
        value = 0.5
        while True:
            if game.is_over:
                value_for, value = self._player, outcome_score(game.outcome, self._player)
                break
            if node.candidates is None:
                node.candidates = self._candidates(game)
            if len(node.children) < self._allowed(node):
                move = node.candidates[len(node.children)]
                mover = game.to_move
                game.push(move)
                pushed += 1
                parent, child = node, _Node(move, node, mover)
                parent.children.append(child)
                node = child
                if game.is_over:
                    outcome = game.outcome
                    child.won = outcome.winner == mover
                    value_for, value = self._player, outcome_score(outcome, self._player)
                    if child.won and self.settings.solver:
                        self._prove_lost(parent, pushed)
                else:
                    value_for = self._player
                    value = self.settings.rollout(game, self._rng, self._player)
                break
            node = self._select(node)
            game.push(node.move)
            pushed += 1
            if self.settings.solver and (node.won or node.lost) and not game.is_over:
                value_for, value = node.mover, 1.0 if node.won else 0.0  # proven
                break
        for _ in range(pushed):
            game.undo()
        # carry the result back up: each node scores for the player who made its move
        self.simulations += 1
        while node is not None:
            node.visits += 1
            if node.mover is not None:
                node.total += value if node.mover == value_for else 1.0 - value
            node = node.parent  # type: ignore[assignment]

    def _prove_lost(self, node: _Node, depth: int) -> None:
        """``node``'s move allows a winning answer: it is lost for its mover; a parent
        all of whose answers are lost is won (when its candidates are every legal
        move), and so on up the tree. The search's game is ``depth`` moves below the
        root (one below ``node``)."""
        while node.mover is not None and not node.lost:
            node.lost = True
            parent = node.parent
            assert parent is not None and parent.candidates is not None
            if parent.mover is None:  # a root move: are they all lost now?
                self._proven = (len(parent.children) == len(parent.candidates)
                                and all(child.lost for child in parent.children)
                                and self._all_legal(parent, depth))
                return
            if (parent.won or len(parent.children) < len(parent.candidates)
                    or not all(child.lost for child in parent.children)
                    or not self._all_legal(parent, depth)):
                return
            parent.won = True
            if parent.parent is None:
                return
            if parent.parent.mover is None:  # a root move is proven won: stop there
                self._proven = True
                return
            node = parent.parent

    def _all_legal(self, node: _Node, depth: int) -> bool:
        """Are ``node``'s candidates all the legal moves of its position? (The search's
        game is ``depth`` moves below the root.)"""
        if self.settings.candidates is None:
            return True
        below = 0
        walk: _Node | None = node
        while walk is not None and walk.mover is not None:
            below += 1
            walk = walk.parent
        game = self._game.clone()
        for _ in range(depth - below):
            game.undo()
        assert node.candidates is not None
        return len(game.legal_moves()) == len(node.candidates)

    def _winning_move(self) -> Any:
        game = self._game
        mover = game.to_move
        candidates = self._candidates(game)
        self._root.candidates = candidates  # the root's moves: found once
        for move in list(candidates):
            game.push(move)
            wins = game.is_over and game.outcome.winner == mover
            game.undo()
            if wins:
                return move
        return None

    # ---------------------------------------------------------------- results --
    def report(self) -> SearchReport:
        """What the search found so far (run at least one step first)."""
        if self._won is not None:
            return SearchReport(self._won, 1.0, self.simulations, (self._won,),
                                self.seconds, (MoveStats(self._won, 0, 1.0),))
        root = self._root
        if not root.children:
            raise RuntimeError("the search has not run yet: call step() first")
        ranked = sorted(root.children, key=lambda n: (n.won, not n.lost, n.visits, n.mean()),
                        reverse=True)
        line = []
        node = ranked[0]
        while True:
            line.append(node.move)
            if node.won or not node.children:
                break
            node = max(node.children, key=lambda n: (n.won, not n.lost, n.visits, n.mean()))
        best = ranked[0]
        value = 1.0 if best.won else 0.0 if best.lost else best.mean()
        return SearchReport(best.move, value, self.simulations,
                            tuple(line), self.seconds,
                            tuple(MoveStats(n.move, n.visits, n.mean(),
                                            "won" if n.won else "lost" if n.lost else "")
                                  for n in ranked))

    def result(self) -> Choice:
        """The best choice so far as a :class:`~.players.Choice`."""
        return self.report().choice()


class MCTSPlayer:
    """A player that searches with :class:`MCTS` (``think`` for apps, ``choose`` for
    scripts). Each search gets its own seed from the player's seeded generator, so a
    match is reproducible from the seed under an iteration budget."""

    def __init__(self, name: str = "tree search", *, seed: int | None = 0,
                 **settings: Any) -> None:
        self.name = name
        self.settings = MCTS(**settings)
        self._seeds = random.Random(seed)

    def think(self, game: Any) -> Search:
        """A search of ``game`` to run in slices."""
        return self.settings.start(game, self._seeds.getrandbits(63))

    def choose_with_info(self, game: Any) -> Choice:
        """Search ``game`` (not changed) to the budget; the move and what it thinks."""
        search = self.think(game)
        while not search.step(0.1):
            pass
        return search.result()

    def choose(self, game: Any) -> Any:
        return self.choose_with_info(game).move

    def __repr__(self) -> str:
        return f"<{self.name}>"
