"""A puzzle: a position from a real game, the side to move, and the moves to find.

A :class:`Puzzle` does not hold a picture of its position: it holds the *record* of the
game up to it - the game's options (the seeded start) and the moves played from there -
and :meth:`Puzzle.start` replays them through the engine (``Game.from_record``), so the
position is exactly the one the game reached, with its history, and every rule the
engine knows applies to what the player tries next.

The **solution** is the moves in the game's notation, the solver's and the opponent's
replies in the order they are played: ``("-@6",)`` for a Ring World puzzle of one move,
``("a3-a2", "b1-b2")`` for two Dice of Doom attacks of the same turn (the solver moves
again: no reply between them). ``mover`` is the solver (the player to move at the
start); the moves whose player is the mover are the ones to find.

``accept`` holds the other moves that meet the goal as well as the solution's *last*
move does (``"c4"`` beside ``"c5"`` when both take the same domino after the best
reply): any of them solves the puzzle, as lichess accepts any mate in one. ``accepts``
holds them for every move to find, in order (the last one's is ``accept``): where an
earlier move has others that meet the goal as well (an exact search's equal values),
each of them is right too, and the puzzle goes on from it as the build would have
cooked it (:mod:`.judge`). Empty (older files, and builds where no earlier move has
any): only the last move has others.

>>> from ringworld_nb.puzzles import puzzles
>>> puzzle = puzzles("dice")[0]
>>> game = puzzle.start()
>>> game.to_move == puzzle.mover, game.is_legal(puzzle.solution[0])
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.games import game_class
from ..core.record import Record

__all__ = ["Puzzle"]


@dataclass(frozen=True)
class Puzzle:
    """One shipped puzzle (see the module's docstring).

    * ``id`` - unique within its game (``"dice-0042"``);
    * ``game`` - the game's name (``"dice"``);
    * ``options``, ``moves`` - the record of the game up to the puzzle;
    * ``solution`` - the moves to play from there, in notation, replies included;
    * ``mover`` - the solver, as the game names its players;
    * ``theme`` - the tags of :mod:`.themes`;
    * ``rating`` - the first rating of the puzzle (Glicko-2 scale), from how hard the
      mining searches found it;
    * ``goal`` - one sentence for the player: who moves, what to find;
    * ``stats`` - what the mining searches said (the swing, the margin, ...);
    * ``accept`` - the other moves accepted at the last move to find (notation);
    * ``accepts`` - the other moves accepted at each move to find (empty: only the last
      move has others, ``accept``).
    """

    id: str
    game: str
    options: dict[str, Any]
    moves: tuple[str, ...]
    solution: tuple[str, ...]
    mover: Any
    theme: tuple[str, ...]
    rating: int
    goal: str
    stats: dict[str, Any] = field(default_factory=dict, compare=False)
    accept: tuple[str, ...] = ()
    accepts: tuple[tuple[str, ...], ...] = ()

    def record(self) -> Record:
        """The record of the game up to the puzzle (no result: it goes on)."""
        return Record(game=self.game, options=dict(self.options), moves=list(self.moves))

    def start(self) -> Any:
        """A new game at the puzzle's position: the record replayed by the engine."""
        return game_class(self.game).from_record(self.record())

    def accepted_last(self) -> tuple[str, ...]:
        """Every move that solves the puzzle at its last move: the solution's, then the
        others accepted."""
        return (self.solution[-1], *self.accept)

    def others_at(self, index: int) -> tuple[str, ...]:
        """The other moves accepted at the solver's move ``index`` (0 the first)."""
        if self.accepts:
            return self.accepts[index] if index < len(self.accepts) else ()
        return self.accept if index == self.solver_moves - 1 else ()

    @property
    def solver_moves(self) -> int:
        """How many moves of the solution are the solver's to find."""
        game = self.start()
        count = 0
        for text in self.solution:
            count += game.to_move == self.mover
            game.play(text)
        return count

    def __repr__(self) -> str:
        return (f"<Puzzle {self.id}: {self.goal} ({', '.join(self.theme)}; rating "
                f"{self.rating})>")
