"""The Ring World's puzzle hooks (:class:`~ringworld_nb.puzzles.hooks.PuzzleHooks`): the
starts of the self-play games on the two boards, the game's own tree search, its themes,
its goals and the words of a line.

Variants: ``L3`` (the Mini board) and ``L4`` (the standard board), each game begun by two
uniformly random moves drawn from the seed. Board tags: ``L3``, ``L4``.

Themes, from the engine's events (:mod:`.moves`): ``top-ring`` the solver takes the top
position (wins; the tag is a name, the words say "top position" as the rules do);
``birth`` a ring of the solver's colour is born; ``death`` a group of the opponent's
rings dies; ``occupation`` the solver occupies an upper position (5 of its 8 children);
``held-ring`` an occupation that counts a *held* ring of the solver - a ring of level 2
or more whose own children no longer have five of its colour, kept because a
ring is only lost by occupation, birth or death.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from types import MappingProxyType
from typing import Any

from ..core.mcts import MCTS
from ..puzzles.budget import Budget
from ..puzzles.hooks import PuzzleHooks
from .rule_words import RULE_WORDS

__all__ = ["RingWorldPuzzles", "PUZZLES"]


class RingWorldPuzzles(PuzzleHooks):
    """The Ring World's puzzles: mined on the L3 ("Mini") and the L4 (standard) board,
    after two uniformly random moves drawn from the seed (so that the games differ)."""

    # the stronger player at 100 simulations still blunders now and then: more swings
    budget = Budget(play=100, weak=20, find=200)
    variants = ("L3", "L4")
    themes = ("top-ring", "birth", "death", "occupation", "held-ring")
    board_tags = ("L3", "L4")
    # a newcomer starts on the Mini board (57 rings), not on the standard one (272)
    newcomer_boards = ("L3",)
    # the tag is an identifier in the files; a person reads the rules' word
    theme_names = MappingProxyType({"top-ring": "top position"})

    def budget_for(self, variant: str = "") -> Budget:
        if self.check_variant(variant or "L3") == "L3":
            return self.budget
        # the standard board's games are long (some 250 moves between random players)
        return Budget(play=100, weak=20, find=200, max_plies=400)

    def check_variant(self, variant: str) -> str:
        return super().check_variant(variant or "L3")

    def variant_of(self, game: Any) -> str:
        return "L4" if game.order == 4 else "L3"

    def tags(self, game: Any) -> set[str]:
        return {self.variant_of(game)}

    def exact_values(self, game: Any) -> dict[Any, float] | None:
        """None: a position can come back (a ring turned, then turned back), which the
        package's exact search cannot solve; the tree search judges every position."""
        return None

    def start(self, seed: int, variant: str = "") -> Any:
        from .game import RingWorld

        order = 4 if self.check_variant(variant) == "L4" else 3
        rng = random.Random(seed)
        while True:
            game = RingWorld(order)
            for _ in range(2):
                game.play(game.random_move(rng))
            if not game.is_over:
                return game

    def prepare(self) -> None:
        from .ai import fast

        fast.warm_up(wait=True)

    def search(self, game: Any, simulations: int, seed: int) -> tuple[MCTS, Any]:
        from .ai.evaluation import search_copy
        from .ai.search import tree_search

        return tree_search(game.order, iterations=simulations, seed=seed), search_copy(game)

    def move_themes(self, start: Any, solution: Sequence[str], mover: Any) -> set[str]:
        found: set[str] = set()
        for text in solution:
            by_solver = start.to_move == mover
            events = start.play(text)
            if by_solver:
                found |= _tags(start, events, mover)
        return found

    def goal(self, mover: str, opponent: str, theme: Sequence[str], solver_moves: int, *,
             accepted: int = 1, solution: Sequence[str] = ()) -> str:
        """The goal in the rules' words: the *top position* is taken (RULES.md 1.5; the
        theme's tag ``top-ring`` is only a name); a best move in plain words - it wins
        clearly more often, by how many more games in 100 (the margin of the search the
        puzzle is judged by)."""
        more = "" if solver_moves == 1 else f" - {solver_moves} moves of yours"
        points = round(100 * self.budget.gap)
        if "top-ring" in theme and solver_moves == 1:
            aim = "take the top position (one move does)"
        elif "top-ring" in theme:
            aim = (f"take the top position{more}, {opponent}'s best replies between them"
                   + (" (at the last, any move that takes it counts)" if accepted > 1
                      else ""))
        elif "defence" in theme:
            aim = (f"find the only move after which {opponent} cannot take the top position "
                   "at once" if accepted == 1 else f"find a move after which {opponent} "
                   f"cannot take the top position at once ({accepted} do: any of them counts)")
        elif solver_moves == 1:
            aim = ("find the best move: it wins clearly more often than any other (by the "
                   f"search, at least {points} more games in 100)")
        else:
            aim = (f"find the best line{more}, each move winning clearly more often than "
                   f"any other there (by the search, at least {points} more games in 100)")
        return f"{mover} to move: {aim}."

    def line_words(self, start: Any, line: Sequence[str], mover: Any, *,
                   refuted: bool = True, theme: Sequence[str] = ()) -> str:
        from .moves import COLOUR_NAMES
        from .words import move_words

        parts = []
        answered = False
        before = start.clone()
        first = None
        for number, text in enumerate(line):
            who = start.to_move
            move = start.parse(text)
            events = start.play(move)
            if number == 0:
                first = start.clone()
            did = move_words(start.board, move, events).rstrip(".")
            if number == 0 or who == mover:
                parts.append(f"{'then ' if number else ''}{text}: {did}")
            else:
                # a reply that changes nothing is no punishment: said as it is
                quiet = did.endswith("nothing was born, died or taken")
                joint = ("but " if refuted and not answered and not quiet else "") + \
                    f"{COLOUR_NAMES[who]}'s {'' if refuted else 'best '}reply"
                parts.append(f"{joint} {text}: " + (
                    "it changes nothing yet" if quiet and refuted else did))
                answered = True
        words = "; ".join(parts) + "."
        if start.is_over:
            return words
        words += _lead_change(before, start, mover, worse=refuted)
        if refuted:
            return words + _danger(start, mover, refuted=True) + " " + \
                self._chances(before, line[0])
        if "defence" in theme and first is not None:
            return words + _stops(first, mover)
        return words + _danger(start, mover, refuted=False) + " " + \
            self._margin(before, line[0])

    def _budget(self, game: Any) -> Budget:
        return self.budget_for(self.variant_of(game))

    def _chances(self, game: Any, tried: str) -> str:
        """The chances of the move ``tried`` at ``game`` by the puzzle's search, against
        the best move's, in words."""
        ranking = self.rank(game, 1, self._budget(game))
        mine = ranking.value_of(game.parse(tried))
        best = f"the best move wins about {ranking.best.value:.0%} of the games"
        if mine is None:
            return (f"The search hardly looked at {tried}: it is far behind the best move, "
                    f"which wins about {ranking.best.value:.0%} of the games.")
        return f"By the search, {tried} wins about {mine:.0%} of the games; {best}."

    def _margin(self, game: Any, first: str) -> str:
        """How far the search puts the move ``first`` ahead of every other at ``game``."""
        ranking = self.rank(game, 1, self._budget(game))
        move = game.parse(first)
        mine = ranking.value_of(move)
        others = [j.value for j in ranking.moves if j.move != move]
        if mine is None or not others:
            return ""
        return (f"By the search, you win about {mine:.0%} of the games after {first}, at "
                f"most {max(others):.0%} after any other move.")


def _under_top(game: Any, mover: int) -> tuple[int, int, int]:
    """How many of the positions just under the top ``mover`` and the other colour hold
    in ``game``, and how many there are (5 of the 8 take the top)."""
    level = game.order - 1
    held = game.counts()[level]
    return held[mover - 1], held[2 - mover], game.board.count(level)


def _danger(game: Any, mover: int, *, refuted: bool) -> str:
    """How the line's end works for or against ``mover``: the app's Careful words for
    the rings of the side the line hurts (the solver's after a refutation, the
    opponent's after a solution), else who is nearer the top ('' when nobody holds a
    position under it)."""
    from .moves import COLOUR_NAMES

    hurt = mover if refuted else 3 - mover
    threat = RULE_WORDS.threat(game, hurt)
    if threat:
        whose = "your" if refuted else f"{COLOUR_NAMES[hurt]}'s"
        return f" It leaves {whose} rings in danger - {threat}"
    mine, theirs, count = _under_top(game, mover)
    if not mine and not theirs:
        return ""
    other = COLOUR_NAMES[3 - mover]
    return (f" Then you hold {mine} of the {count} positions under the top, {other} "
            f"{theirs} (5 take it).")


def _stops(game: Any, mover: int) -> str:
    """How a defence works: after the solver's move (``game``), the most positions under
    the top that any move of the other colour gives it - fewer than the 5 that take the
    top."""
    from .moves import COLOUR_NAMES

    other = COLOUR_NAMES[3 - mover]
    most = 0
    for move in game.legal_moves():
        trial = game.clone()
        trial.play(move)
        if trial.is_over:
            return f" A move that does not stop it lets {other} take the top position at once."
        most = max(most, _under_top(trial, mover)[1])
    count = _under_top(game, mover)[2]
    return (f" It stops {other}: after it no move of {other}'s holds more than {most} of the "
            f"{count} positions under the top, and 5 take it; a move that does not stop it "
            f"lets {other} take the top position at once.")


def _lead_change(before: Any, after: Any, mover: int, *, worse: bool) -> str:
    """"That leaves you 2 rings behind on L1 (1 ahead on L1 before)." when the line from
    ``before`` to ``after`` changed ``mover``'s rings the way the words argue (``worse``
    for a refutation, better for a solution); '' otherwise: rings are not the whole
    story, and a count that argues the other way would mislead."""
    was, now = RULE_WORDS.lead(before, mover), RULE_WORDS.lead(after, mover)
    if (now.key < was.key) if worse else (now.key > was.key):
        return f" That leaves you {now.words} ({was.words} before)."
    return ""


def _tags(game: Any, events: Sequence[Any], mover: int) -> set[str]:
    found: set[str] = set()
    board = game.board
    for e in events:
        if e.kind == "won" and e.colours and e.colours[0] == mover:
            found.add("top-ring")
        elif e.kind == "born" and mover in e.colours:
            found.add("birth")
        elif e.kind == "died" and any(c != mover for c in e.colours):
            found.add("death")
        elif e.kind == "occupied":
            for position, colour in zip(e.positions, e.colours):
                if colour != mover:
                    continue
                found.add("occupation")
                if e.level >= 3 and _counts_held_ring(game, board, e.level, position, mover):
                    found.add("held-ring")
    return found


def _counts_held_ring(game: Any, board: Any, level: int, position: int, mover: int) -> bool:
    """Does the occupation of ``position`` (on ``level``) count a held ring of
    ``mover`` among its children: a ring whose own children hold fewer than 5 of its
    colour (seen on the board after the move)?"""
    below = game.rings(level - 1)
    for child in board.children(level, position):
        if below[child] != mover:
            continue
        if level - 1 < 2:
            continue
        grandchildren = game.rings(level - 2)
        own = sum(1 for g in board.children(level - 1, child) if grandchildren[g] == mover)
        if own < 5:
            return True
    return False


#: The Ring World's puzzle hooks (the spec's ``puzzles``).
PUZZLES = RingWorldPuzzles()
