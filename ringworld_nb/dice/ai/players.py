"""Players for Dice of Doom: from random moves to exact solution (docs/rules.md §2.3).

Every player has one interface::

    player.choose(game) -> Move                 # a legal move for game.to_move
    player.choose_with_info(game) -> Choice     # the move, and what the player thinks

:class:`Choice` carries the player's estimate of its expected score (1 win, 0.5 draw,
0 loss; None when the player does not estimate), the depth searched, the positions
visited and the time taken - what an evaluation graph plots. No player ever changes
the game it is given: the searches work on ``game.key()``, the state tuple of
:mod:`.rules`, with the pure rule functions (and weigh rolled attacks with their exact
odds instead of rolling).

* :class:`RandomPlayer` - a uniform legal move (seeded; the package's one random
  player, :class:`ringworld_nb.core.players.RandomPlayer`);
* :class:`GreedyPlayer` - the attack most likely to win; passes when no attack wins
  more often than not (or none is possible);
* :class:`ClassicAI` - the Land of Lisp AI: minimax 4 moves deep, leaf score +2 per
  safe own hex, +1 per threatened own hex, -1 per enemy hex;
* :class:`AlphaBetaAI` - alpha-beta 4 moves deep with a fitted evaluation
  (:mod:`.evaluation`), a transposition table and move ordering (:mod:`.search`);
* :class:`ExpectiminimaxAI` - the same search tuned for rolled attacks, weighed with
  exact odds at chance nodes, under a time limit;
* :class:`MultiPlayerAI` - max-n (or paranoid) search for 3-4 players under a time
  limit (:mod:`.multi`);
* :class:`PerfectPlayer` - the exact solution (:func:`~.exact.solve`): two players,
  version 1, small boards.

Thinking in slices
------------------
Every player but the random one also has ``think(game)``: a
:class:`~ringworld_nb.core.players.Thinking`
(:class:`~ringworld_nb.core.slices.SlicedThinking`) whose ``step(seconds)`` searches for
about that long and returns, so that an app's page stays live and its Stop button works
at once; ``choose_with_info`` is that same thinking run to its end, so both give the
same move (the time limits count thinking time only).

"Every variant" means 2-4 players and versions 1-3: with more than two players
:class:`ClassicAI`, :class:`AlphaBetaAI` and :class:`ExpectiminimaxAI` play the
*paranoid* game (all others against me), as the Land of Lisp AI does. Games against
each other are run by :func:`play_game` (the package's one, from
:mod:`ringworld_nb.core.players`); :func:`best_player_for` picks a player for a game and
a strength ('easy', 'medium', 'strong') - what the widget offers; :func:`player_named`
the others by name ('greedy', 'mcts:N', 'exact', 'classic'), for
``core.players.make_player``.

>>> from ringworld_nb.dice import DiceOfDoom
>>> game = DiceOfDoom(3, seed=4)
>>> before = game.key()
>>> choice = PerfectPlayer().choose_with_info(game)
>>> game.is_legal(choice.move), choice.value, game.key() == before
(True, 1.0, True)
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from fractions import Fraction

from ...core.errors import ArgumentError
from ...core.mcts import MCTSPlayer, random_rollout
from ...core.players import STRENGTHS, Choice, Player, RandomPlayer, play_game, simulations_in
from ...core.slices import SlicedThinking, Work
from ..game import DiceOfDoom
from ..moves import PASS, Move
from ..rules import Rules, State
from .evaluation import Evaluator, Weights, classic_score
from .exact import SolveStopped, check_solvable, solving
from .multi import MaxN
from .search import NODES_PER_YIELD, Action, AlphaBeta, SearchResult, SearchStopped

__all__ = ["Choice", "Player", "RandomPlayer", "GreedyPlayer", "ClassicAI", "AlphaBetaAI",
           "ExpectiminimaxAI", "MultiPlayerAI", "PerfectPlayer", "best_player_for",
           "play_game", "STRENGTHS", "LISP_NEIGHBOUR_ORDER", "lisp_order", "player_named",
           "PLAYER_NAMES"]

#: The names :func:`player_named` knows (``core.players.make_player`` adds 'random' and
#: the strengths).
PLAYER_NAMES = ("greedy", "mcts:N", "exact", "classic")


#: The order in which the Land of Lisp program lists the neighbours of a hex, as
#: ``(dr, dc)`` steps of this package's ``(row, col)``: up, down, up-left, left, right,
#: down-right (its board is a flat list; up is one row back, down one row on).
LISP_NEIGHBOUR_ORDER: tuple[tuple[int, int], ...] = (
    (-1, 0), (1, 0), (-1, -1), (0, -1), (0, 1), (1, 1))


def _move(game: DiceOfDoom, action: Action) -> Move:
    """The Move of a search action: ``(i, j)`` flat hexes, or None for the pass."""
    if action is None:
        return PASS
    hexes = game.board.hexes
    return Move(hexes[action[0]], hexes[action[1]])


def _check_playable(game: DiceOfDoom) -> None:
    if game.is_over:
        raise ValueError("the game is over: there is no move to choose")


class _Base:
    name = "player"

    def choose(self, game: DiceOfDoom) -> Move:
        """A legal move for the player to move in ``game`` (which is not changed)."""
        return self.choose_with_info(game).move

    def choose_with_info(self, game: DiceOfDoom) -> Choice:  # pragma: no cover - abstract
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


class _Thinker(_Base):
    """A player that thinks in slices: ``think(game)`` is its Thinking, and
    ``choose_with_info`` runs that thinking to its end at once."""

    def think(self, game: DiceOfDoom) -> SlicedThinking:  # pragma: no cover - abstract
        raise NotImplementedError

    def choose_with_info(self, game: DiceOfDoom) -> Choice:
        """The move and what the player thinks of it: :meth:`think` to its end."""
        return self.think(game).finish()


class GreedyPlayer(_Thinker):
    """The attack with the highest chance of winning; ties: more dice captured, then
    reading order. After the first attack of the turn it passes unless some attack
    wins more often than not (``threshold``, 0.5); before, it must attack if it can.
    With certain attacks (version 1) it attacks as long as it can."""

    name = "greedy"

    def __init__(self, threshold: float = 0.5) -> None:
        self.threshold = threshold

    def think(self, game: DiceOfDoom) -> SlicedThinking:
        """The greedy choice in slices (one slice is enough on every board)."""
        _check_playable(game)
        return SlicedThinking(self._looking(game), lambda move: Choice(move))

    def _looking(self, game: DiceOfDoom) -> Work[Move]:
        rules, state = game.rules, game.key()
        dice = state[1]
        best: tuple[int, int] | None = None
        best_key = (Fraction(-1), -1)  # below every (probability, dice) of an attack
        for n, (i, j) in enumerate(rules.attacks(state), start=1):
            p = rules.win_probability(state, i, j)
            key = (p, dice[j])
            if key > best_key:
                best, best_key = (i, j), key
            if not n % (8 * NODES_PER_YIELD):
                yield
        if best is None or (state[3] and best_key[0] <= self.threshold):
            return PASS
        return _move(game, best)


class _Searcher(_Thinker):
    """Common parts of the players that search with :class:`~.search.AlphaBeta`."""

    def __init__(self, depth: int, time_limit: float | None, max_nodes: int | None) -> None:
        if depth < 1:
            raise ValueError(f"depth must be at least 1 move, got {depth!r}")
        self.depth = depth
        self.time_limit = time_limit
        self.max_nodes = max_nodes

    def _thinking(self, game: DiceOfDoom, search: AlphaBeta | MaxN,
                  work: Work[SearchResult],
                  value: Callable[[float], float] = float) -> SlicedThinking:
        """The Thinking of a search: its time limit counted in thinking time, its
        progress the depths done, its result before the end the last complete depth."""

        def to_choice(result: SearchResult) -> Choice:
            return Choice(_move(game, result.action), value(result.value), result.depth,
                          result.nodes)

        def progress() -> float:
            done = search.result.depth if search.result is not None else 0
            return done / max(search.target_depth, 1)

        return SlicedThinking(work, to_choice, time_limit=self.time_limit,
                              stop=SearchStopped, progress=progress,
                              partial=lambda: search.result)


def lisp_order(rules: Rules, state: State) -> list[Action]:
    """The legal moves of ``state`` in the order the Land of Lisp program tries them:
    the pass first (when legal), then the attacks by attacking hex in reading order,
    and from one hex its targets in :data:`LISP_NEIGHBOUR_ORDER`."""
    n = rules.size
    rank = {step: k for k, step in enumerate(LISP_NEIGHBOUR_ORDER)}
    attacks = sorted(rules.attacks(state),
                     key=lambda ij: (ij[0], rank[(ij[1] // n - ij[0] // n,
                                                  ij[1] % n - ij[0] % n)]))
    order: list[Action] = [None] if (state[3] or not attacks) else []
    return order + list(attacks)


class ClassicAI(_Searcher):
    """The Land of Lisp AI (chapters 15-20): minimax ``depth`` moves deep (an attack or
    a pass is a move), from its own point of view against everyone else.

    Leaves - at the depth limit and at the end of the game alike - get the book's
    score: +2 for every own hex no enemy neighbour could take, +1 for every own hex that
    could be taken (an adjacent enemy hex holds more dice), -1 for every enemy hex.
    Rolled attacks are weighed by their exact odds, as in the book's last version.
    Ties go to the first move in the order the book's program tries them
    (:func:`lisp_order`): the pass first, then the attacks by attacking hex in reading
    order, and from one hex its targets up, down, up-left, left, right, down-right.
    The search prunes with alpha-beta (as the book's chapter 18 does), which returns
    exactly the minimax choice, only faster. Deterministic.

    So in a game with certain attacks (version 1), two players and
    ``ending="no_attack"`` - the game as the Land of Lisp program plays it - the
    default ``ClassicAI()`` chooses the move the program's AI (chapter 18, four moves
    deep) chooses. Under the rule book's ending (``"all_pass"``) its game tree goes on
    where the program's stops, so choices may differ. Checked beside the program run
    in CLISP: the same move in all 2,986 decisions of 600 games of its AI against
    itself from random 2 x 2 and 3 x 3 starts (with ties broken in reading order
    instead, 95.8 %).
    """

    #: its value is a score of its own (dice and hexes ahead), not a winning chance
    values_are_chances = False

    name = "classic"

    def __init__(self, depth: int = 4, time_limit: float | None = None,
                 max_nodes: int | None = None) -> None:
        super().__init__(depth, time_limit, max_nodes)

    def think(self, game: DiceOfDoom) -> SlicedThinking:
        """The book's search in slices."""
        _check_playable(game)
        rules = game.rules
        score = functools.partial(classic_score, rules)
        cells = rules.cells
        search = AlphaBeta(rules, score, end_value=score, value_range=(-cells, 2 * cells),
                           max_nodes=self.max_nodes)
        state = game.key()
        work = search.searching(state, self.depth, root_order=lisp_order(rules, state))
        # the book's score (from -cells to 2 cells) is not a probability: report it
        # scaled to [0, 1] so that graphs can show it next to the other players' values
        return self._thinking(game, search, work, lambda v: (v + cells) / (3 * cells))


class AlphaBetaAI(_Searcher):
    """Alpha-beta search ``depth`` moves deep with the tuned evaluation of
    :mod:`.evaluation` (winning chances from hexes, dice, threats, regions).

    A transposition table and iterative deepening order the moves; the answer is that
    of a plain minimax of the same depth. Rolled attacks are chance nodes (see
    :class:`ExpectiminimaxAI`); more than two players are searched paranoid.
    ``time_limit`` (seconds) and ``max_nodes`` stop the deepening early, keeping the
    last complete depth. Deterministic unless the time limit stops it.

    Measured (``benchmarks/dice_ai.py``) on 5 x 5, version 1, 200 games with swapped
    seats: 98 % of fair-start games won against a random player and 93 % against
    :class:`ClassicAI`; on plain random starts, which are often lopsided, 84.5 % and
    80.5 %.
    """

    name = "alphabeta"

    def __init__(self, depth: int = 4, weights: Weights | None = None,
                 time_limit: float | None = None, max_nodes: int | None = None,
                 settle: bool | None = None) -> None:
        super().__init__(depth, time_limit, max_nodes)
        self.weights = weights
        self.settle = settle

    def think(self, game: DiceOfDoom) -> SlicedThinking:
        """The search in slices."""
        _check_playable(game)
        ev = Evaluator(game.rules, self.weights, self.settle)
        search = AlphaBeta(game.rules, ev.value, max_nodes=self.max_nodes)
        return self._thinking(game, search, search.searching(game.key(), self.depth))


class ExpectiminimaxAI(AlphaBetaAI):
    """Expectiminimax for rolled attacks (versions 2 and 3): an attack is worth
    ``p * value(won) + (1 - p) * value(lost)`` with the exact probability ``p`` that
    the attacker's sum beats the defender's. Alpha-beta windows pass through the chance
    nodes (Star1), giving the plain expectiminimax value. Defaults: 2 moves deep, at
    most ``time_limit`` = 1 s per move (the last complete depth is kept). Against the
    greedy player on 5 x 5, version 2 (200 fair-start games) depth 2 won 153, deeper
    searches did not do better (depth 3: 145, depth 4: 142, leaves not settled).
    With certain attacks it is :class:`AlphaBetaAI`.
    """

    name = "expectiminimax"

    def __init__(self, depth: int = 2, weights: Weights | None = None,
                 time_limit: float | None = 1.0, max_nodes: int | None = None,
                 settle: bool | None = None) -> None:
        super().__init__(depth, weights, time_limit, max_nodes, settle)


class MultiPlayerAI(_Searcher):
    """Search for 3-4 players under a time limit (default 0.8 s per decision).

    ``mode='maxn'`` (default): :class:`~.multi.MaxN` - every player maximizes its
    own winning chance, rolled attacks weighed by exact odds; below the root only the
    ``beam`` most promising moves are searched. ``mode='paranoid'``: alpha-beta where
    all the others play against this player. With two players both are plain
    expectiminimax. Iterative deepening keeps the last complete depth at the deadline.

    The default ``depth`` is 1: every attack is judged by the expected evaluation of
    its two outcomes, the pass by the position it hands over, and each decision of the
    turn is searched again (9 ms per decision on 10 x 10, 17 ms at most; it won 89 %
    of 200 games against three random players and 75.5 % against three greedy ones,
    where 25 % is par). Measured on 10 x 10, 4 players, version 3 against three
    greedy players, deeper max-n lost more games (depth 1: 33 of 40, depth 2: 4 of 16,
    depth 3 within 0.8 s: 6 of 12) and took up to 60 times longer: with depth counted
    in moves, a line that stops attacking meets the next player's reply inside the
    horizon while a line that attacks on does not, so deeper searches over-extend.
    """

    name = "multiplayer"

    def __init__(self, depth: int = 1, weights: Weights | None = None,
                 time_limit: float | None = 0.8, max_nodes: int | None = None,
                 mode: str = "maxn", beam: int | None = 6) -> None:
        super().__init__(depth, time_limit, max_nodes)
        if mode not in ("maxn", "paranoid"):
            raise ValueError(f"mode must be 'maxn' or 'paranoid', got {mode!r}")
        self.weights = weights
        self.mode = mode
        self.beam = beam

    def think(self, game: DiceOfDoom) -> SlicedThinking:
        """The search in slices."""
        _check_playable(game)
        ev = Evaluator(game.rules, self.weights)
        search: MaxN | AlphaBeta
        if self.mode == "maxn":
            search = MaxN(game.rules, ev, max_nodes=self.max_nodes, beam=self.beam)
        else:
            search = AlphaBeta(game.rules, ev.value, max_nodes=self.max_nodes)
        return self._thinking(game, search, search.searching(game.key(), self.depth))


class PerfectPlayer(_Thinker):
    """Perfect play by exact solution (:func:`~.exact.solve`): two players,
    version 1, boards up to 3 x 3 in about a second (4 x 4 may take minutes). Past
    ``time_limit`` seconds of thinking it gives up with
    :class:`~.exact.SolveTimeout`."""

    name = "perfect"

    def __init__(self, time_limit: float | None = None) -> None:
        self.time_limit = time_limit

    def think(self, game: DiceOfDoom) -> SlicedThinking:
        """The solver in slices."""
        _check_playable(game)
        check_solvable(game)
        work = solving(game.rules, game.key(), time_limit=self.time_limit)

        def to_choice(solved: tuple[int, Action, dict]) -> Choice:
            twice, action, table = solved
            return Choice(_move(game, action), twice / 2, 0, len(table))

        return SlicedThinking(work, to_choice, time_limit=self.time_limit,
                              stop=SolveStopped)


def best_player_for(game: DiceOfDoom, strength: str = "medium", *,
                    seed: int | None = 0) -> Player:
    """A player suited to ``game`` at ``strength`` 'easy', 'medium' or 'strong'.

    * 'easy': :class:`GreedyPlayer` - grabs what it can, never looks ahead;
    * 'medium': :class:`ClassicAI` (the Land of Lisp AI): 4 moves deep with certain
      attacks on boards up to 5 x 5, else 2 moves deep (and at most 1 s);
    * 'strong': :class:`PerfectPlayer` for two players, version 1, up to 3 x 3;
      :class:`AlphaBetaAI` for two players with certain attacks;
      :class:`ExpectiminimaxAI` for two players with rolled attacks;
      :class:`MultiPlayerAI` for three and four.

    Each answers within about a second on every board, and all are deterministic
    (given the time their searches get): ``seed`` is taken for the one signature of
    every game's ``best_player_for`` and not needed. What a newcomer meets (``benchmarks/dice_ai.py
    --only newcomer``: 200 games of :class:`GreedyPlayer` against each strength, 5 x 5,
    version 1, fair starts, seats swapped): greedy scores 50 % against 'easy', 39.5 %
    against 'medium' and 2.5 % against 'strong'.
    """
    if strength not in STRENGTHS:
        raise ValueError(f"strength must be one of {', '.join(STRENGTHS)}, got {strength!r}")
    two = game.players == 2
    if strength == "easy":
        return GreedyPlayer()
    if strength == "medium":
        deep = game.rules.certain and game.size <= 5
        return ClassicAI(depth=4 if deep else 2, time_limit=1.0)
    if two and game.rules.certain:
        if game.size <= 3:
            return PerfectPlayer()
        return AlphaBetaAI(time_limit=1.0)
    if two:
        return ExpectiminimaxAI(time_limit=1.0)
    return MultiPlayerAI(time_limit=0.8)


def player_named(game: DiceOfDoom, name: str, *, seed: int | None = 0) -> Player | None:
    """The player called ``name`` (one of :data:`PLAYER_NAMES`), None for another name:
    'greedy' :class:`GreedyPlayer`; 'mcts:N' the package's tree search
    (:class:`~ringworld_nb.core.mcts.MCTSPlayer`) at N simulations a move with random
    playouts (rolled attacks follow the game's seeded dice: reproducible); 'exact'
    :class:`PerfectPlayer` (two players, certain attacks; an ArgumentError otherwise);
    'classic' :class:`ClassicAI` (the Land of Lisp AI, four moves deep).
    ``core.players.make_player`` is the way in for every game."""
    if name == "greedy":
        return GreedyPlayer()
    if name == "classic":
        return ClassicAI()
    if name == "exact":
        if game.players != 2 or not game.rules.certain:
            raise ArgumentError("the exact player solves two-player games with certain "
                                f"attacks (version 1); this game has {game.players} "
                                f"players, version {game.version}")
        return PerfectPlayer()
    simulations = simulations_in(name)
    if simulations is None:
        return None
    return MCTSPlayer(name, seed=seed, iterations=simulations,
                      rollout=random_rollout(max_plies=1000))
