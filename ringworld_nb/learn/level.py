"""A level: one rule of the rule book (``docs/rules.md``) taught on a live board.

A level is data - a frozen :class:`Level` - in the spirit of lichess's Learn section: a
small start position built with the engine's own constructors, what the level teaches
first (its intro: the rule book's terms the goal uses, said before it asks for them), a
goal in one sentence, the test that says the goal is reached, a par number of moves,
hints in order, the solution, and the rule in the rule book's words (with its section)
that a wrong move is told. Where the rule involves the opponent, the level scripts the
opponent's replies.

How a move is judged (:class:`~.run.Run` does it, move by move)
----------------------------------------------------------------
1. A move the engine refuses is wrong: the learner is told the engine's reason and the
   section of the rule book it comes from.
2. A legal move is played, then the opponent's replies, until the learner is to move
   again (or the game is over). The opponent plays the level's scripted replies and
   nothing else: when the next one is not legal (the learner took another road) or the
   script is played out, the opponent stops there.
3. If the goal is reached, the level is done.
4. Otherwise the move is right if the goal can still be reached within the moves the
   level allows (``par + slack``), searched over the learner's legal moves with the
   same replies; if not, it is wrong: the learner is told the level's rule, what the
   move caused instead (the engine's events, in words), why that misses the goal (the
   level's own words from the board the move left, where it has them) and where to
   look on the board, and the game goes back to before the move.

Notation is taught where it first appears: each game has a level "A move written down"
(key ``notation``), and the levels played before it are ``written=False`` - their words
never write a move in the game's notation (the words after a move say what it did, not
how it is written).

Stars
-----
:func:`stars` says it: 3 at par with no hint and no wrong try; one star less for every
move over par, every hint read and every wrong try (the board goes back and the learner
tries again, but a lucky guess after a wrong one is not a clean solve); never fewer than
1 for a level done; 1 after "Show me" (the solution was shown).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from ..core.errors import ArgumentError
from ..core.validate import describe
from ..core.words import Played
from .stars import stars

if TYPE_CHECKING:
    from .run import Run

__all__ = ["Level", "Played", "Verdict", "Mistake", "Goal", "Words", "Fact", "stars",
           "first_move", "first_move_is"]


def first_move(played: Sequence[Played]) -> Played | None:
    """The learner's first move among ``played`` (None before it): what most goals
    look at."""
    return next((p for p in played if p.by_learner), None)


#: The test that says the goal is reached: ``goal(game, played)`` with the game as it
#: stands and every move played since the level's start (the learner's and the replies).
Goal = Callable[[Any, Sequence[Played]], bool]
#: Words about a position reached in a level: ``words(game, played)``, as for a goal (a
#: level's ``success`` that names the move played, its ``why_not``).
Words = Callable[[Any, Sequence[Played]], str]


def first_move_is(text: str) -> Goal:
    """The goal: the learner's first move is ``text`` (in the game's notation, read by
    the game, so that any way of writing the move counts)."""
    def reached(game: Any, played: Sequence[Played]) -> bool:
        first = first_move(played)
        return first is not None and first.move == game.parse(text)
    return reached


class Fact(NamedTuple):
    """A claim about a level's start position, in words, and its test (the tests of the
    levels run every one: a level whose start is not what it claims fails)."""

    words: str
    holds: Callable[[Any], bool]


@dataclass(frozen=True)
class Mistake:
    """The first wrong move of a try, as :meth:`Level.judge` reports it."""

    index: int
    """Its index among the learner's moves (0 for the first)."""
    move: str
    """The move as the learner gave it, in notation when it could be named."""
    reason: str
    """The rule in the rule book's words, ending with its section, e.g. ``"... (rule book
    §1.4)"``; for a move the engine refused, the engine's reason and the section."""
    section: str
    """The section of ``docs/rules.md``, e.g. ``"1.4"``."""
    caused: str
    """What the move did instead (empty for a refused move)."""
    where: Any
    """What to mark on the board, in the form the game's input machine uses: a position
    ``(level, index)`` (The Ring World), a hex ``(row, col)`` (Dice of Doom), a cell
    index (Renaissance); None when nothing on the board is to blame."""
    illegal: bool
    """True when the engine refused the move (IllegalMoveError)."""
    why: str = ""
    """Why the move misses the goal, in the level's words ('' when it has none)."""


@dataclass(frozen=True)
class Verdict:
    """What :meth:`Level.judge` says of a try."""

    reached: bool
    """Whether the goal is reached."""
    stars: int
    """1 to 3 when reached (see :func:`stars`), else 0."""
    moves: int
    """How many of the learner's moves were played."""
    mistake: Mistake | None
    """The first wrong move (the try stops there), or None."""


@dataclass(frozen=True)
class Level:
    """One rule of the rule book as a level to play (see the module docstring).

    ``build`` makes the start position with the engine's constructors; ``solution`` is
    the learner's moves in the game's notation; ``replies`` the opponent's scripted
    replies, in the order they are played (all of them, over the whole level: after the
    learner's first move the opponent plays as many as its turn takes, and so on; a
    reply that is not legal on the solution's road is a *threat*, played only after a
    wrong move - the tie level's Gold takes the domino unless Silver ties it);
    ``reached`` the test of the goal; ``rule`` the rule in the rule book's words, ending
    with ``(rule book §<section>)``: what a wrong move is told; ``focus`` where to look (an
    address, a hex name or a cell name, in the game's notation: the opening words say
    it; a wrong move's red circle is on the move itself, never on the focus, which is
    often the answer); ``success`` what to notice once the goal is reached
    (words, or ``success(game, played)`` for words about the move actually played);
    ``facts`` claims about the start that the tests check; ``slack`` the moves over par
    that are still allowed (fewer stars) before a move counts as wrong; ``odds`` asks the
    player to show the win odds of every attack (Dice of Doom's rolled versions).

    ``intro`` is what the level teaches before it asks: a sentence or two, shown above
    the goal, that says every term the goal uses which no earlier level taught;
    ``why_not(game, played)`` says, from the board a wrong legal move left (the
    replies to it played), why the goal is out of reach - what the rule and the move's
    events alone do not make plain; ``written=False`` for a level played before the
    game's notation is taught: the words after a move do not write it in notation (a
    wrong move is told in its ``why_not`` words when it has them, else in the game's
    words, which must then write no move).
    """

    game: str
    key: str
    name: str
    section: str
    goal: str
    rule: str
    build: Callable[[], Any] = field(repr=False)
    solution: tuple[str, ...]
    reached: Goal = field(repr=False)
    hints: tuple[str, ...]
    replies: tuple[str, ...] = ()
    par: int = 0
    slack: int = 0
    focus: str | None = None
    success: str | Words = field(default="", repr=False)
    facts: tuple[Fact, ...] = field(default=(), repr=False)
    odds: bool = False
    intro: str = ""
    why_not: Words | None = field(default=None, repr=False)
    written: bool = True

    def __post_init__(self) -> None:
        from ..core.registry import names

        if self.game not in names():
            raise ArgumentError(f"level {self.key!r}: game must be one of "
                                f"{', '.join(names())}, got {describe(self.game)}")
        if not self.solution:
            raise ArgumentError(f"level {self.key!r} has no solution")
        if f"§{self.section}" not in self.rule:
            raise ArgumentError(f"level {self.key!r}: its rule must name its section "
                                f"§{self.section}")
        if not self.par:
            object.__setattr__(self, "par", len(self.solution))
        if self.par < 1 or self.slack < 0:
            raise ArgumentError(f"level {self.key!r}: par must be at least 1 and slack at "
                                "least 0")
        if self.intro and not self.intro.endswith("."):
            raise ArgumentError(f"level {self.key!r}: its intro must be sentences, ending "
                                "with a full stop")

    @property
    def lesson(self) -> str:
        """What the level teaches before the first try, shown above the goal as it
        opens: its ``intro`` when it has one, else its ``rule`` without the rule book's
        section (the title names it) - so that a lucky first try has still read the rule.

        >>> from ringworld_nb.learn import level
        >>> lesson = level("ringworld", "birth2").lesson
        >>> lesson.startswith("Birth: after every move"), lesson.endswith("that colour.")
        (True, True)
        """
        if self.intro:
            return self.intro
        return re.sub(r"\s*\(rule book §[^)]*\)", "", self.rule)

    def success_words(self, game: Any, played: Sequence[Played]) -> str:
        """What to notice once the goal is reached, for the moves ``played`` that
        reached it (``success``, or its words about them)."""
        return self.success(game, played) if callable(self.success) else self.success

    @property
    def allowed(self) -> int:
        """The most moves of the learner a try may take: ``par + slack``."""
        return self.par + self.slack

    def start(self) -> Any:
        """A new game at the level's start."""
        return self.build()

    def begin(self) -> Run:
        """A new try at the level, move by move (what a player's UI drives)."""
        from .run import Run

        return Run(self)

    def judge(self, moves: Sequence[Any]) -> Verdict:
        """Play the learner's ``moves`` (notation or move objects) from the start, with
        the scripted replies in between, and say whether the goal is reached and, at the
        first wrong move, why (see :class:`Verdict`, :class:`Mistake`).

        ``moves`` must be a sequence of moves (TypeError for a text or anything else);
        a move that is not a move at all raises the engine's NotationError, TypeError or
        IllegalMoveError; moves given after the goal is reached raise ArgumentError.
        An illegal move is a mistake of the learner, reported in the verdict.
        """
        if isinstance(moves, (str, bytes)) or not isinstance(moves, Sequence):
            raise TypeError(f"moves must be a list of moves, got {describe(moves)}")
        run = self.begin()
        for i, move in enumerate(moves):
            if run.done:
                raise ArgumentError(f"moves: the goal of level {self.key!r} is reached after "
                                    f"move {i}, but {len(moves)} moves were given")
            step = run.play(move)
            if step.kind == "wrong":
                return Verdict(False, 0, i + 1, Mistake(
                    i, step.move, step.reason, step.section, step.caused, step.where,
                    step.illegal, step.why))
        return Verdict(run.done, run.stars if run.done else 0, run.moves, None)
