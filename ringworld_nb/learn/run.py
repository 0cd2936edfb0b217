"""A try at a level, move by move: what a player's UI calls after every move.

>>> from ringworld_nb.learn import levels
>>> level = levels("ringworld")[0]
>>> run = level.begin()
>>> step = run.play(level.solution[0])
>>> step.kind, step.stars
('done', 3)

The run owns the live game (:attr:`Run.game`). :meth:`Run.play` plays the learner's move
and then **the opponent's replies, itself**: when it returns, ``run.game`` is the board
the learner moves on next. The :class:`Step` it returns says what happened - the goal
reached (with the stars, and why fewer than 3), go on, or a wrong move (with the rule,
its section, what the move caused, why that misses the goal and where to mark it) - and
carries the game as it was before the move
(:attr:`Step.before`) and every move played (:attr:`Step.played`: the learner's first,
then the replies), so that a UI can animate them one after the other from ``before``.

After a wrong move the game is **already back** where it was before that move: nothing
needs calling, the learner simply tries another move (the UI shows :attr:`Step.after`,
the board the wrong move made, with the mark, until they do). :meth:`Run.retry` starts
the level again from its start; :meth:`Run.next_hint` gives the hints in order;
:meth:`Run.solution_moves` gives the solution for "Show me" (and caps the stars at 1).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Literal

from ..core.errors import IllegalMoveError
from ..core.words import Played, RuleWords
from .catalogue import rule_words
from .stars import stars, stars_why

if TYPE_CHECKING:
    from .level import Level

__all__ = ["Run", "Step", "StepKind", "reachable"]

#: What a move did to the level: ``"done"`` (the goal is reached), ``"continue"`` (a
#: right move; the goal is still ahead) or ``"wrong"``.
StepKind = Literal["done", "continue", "wrong"]


@dataclass(frozen=True)
class Step:
    """The answer of :meth:`Run.play` to one move of the learner."""

    kind: StepKind
    move: str
    """The learner's move in notation."""
    message: str
    """What to show: the level's success words, the opponent's reply, or the reason and
    what the move caused (plain text)."""
    before: Any
    """A copy of the game before the move, to animate :attr:`played` from."""
    played: tuple[Played, ...] = ()
    """The learner's move, then the opponent's replies, in order (for ``"wrong"``: what
    the wrong move and the replies to it did before the game was put back)."""
    stars: int = 0
    """``"done"``: 1 to 3."""
    stars_why: str = ""
    """``"done"`` with fewer than 3 stars: why (a hint read, a move over par, Show me)."""
    reason: str = ""
    """``"wrong"``: the rule in the rule book's words, naming its section; for a move the
    engine refused, the engine's reason and the section."""
    section: str = ""
    """``"wrong"``: the section of ``docs/rules.md`` (e.g. ``"1.4"``)."""
    caused: str = ""
    """``"wrong"`` and legal: what the move (and the replies to it) did instead."""
    why: str = ""
    """``"wrong"`` and legal: why that misses the goal, in the level's words (its
    ``why_not``; '' when the level has none or nothing more to say)."""
    where: Any = None
    """``"wrong"``: what to mark, as the game's input machine names it (see
    :attr:`ringworld_nb.core.inputs.Feedback.where`)."""
    illegal: bool = False
    """``"wrong"``: the engine refused the move."""
    after: Any = None
    """``"wrong"`` and legal: a copy of the game after the wrong move and the replies to
    it - the board that shows what it caused."""

    @property
    def replies(self) -> tuple[Played, ...]:
        """The opponent's replies among :attr:`played`."""
        return tuple(p for p in self.played if not p.by_learner)


class _Replier:
    """The opponent of a level: it plays the level's scripted replies, in order, and
    nothing else. When the next scripted reply is not legal - the learner left the
    level's road - or the script is played out, the opponent stops: the learner's move
    is then judged where the game stands (a level without replies never lets it move)."""

    def __init__(self, level: Level, terms: RuleWords) -> None:
        self.script = level.replies
        self.terms = terms

    def reply(self, game: Any, at: int) -> Any:
        """The opponent's move in ``game`` for the script's reply number ``at``, or None
        when there is none or it is not legal."""
        if at >= len(self.script):
            return None
        try:
            move = self.terms.parse(game, self.script[at])
            game.check(move)
        except (IllegalMoveError, ValueError):
            return None
        return move


def _play_replies(game: Any, learner: Any, replier: _Replier, at: int,
                  terms: RuleWords) -> tuple[list[Played], int]:
    """Play the opponent's scripted moves until the learner is to move, the game is
    over or the script stops; return them and where the script stands."""
    played: list[Played] = []
    while not game.is_over and game.to_move != learner:
        move = replier.reply(game, at)
        if move is None:
            break
        at += 1
        player, name = game.to_move, terms.name(game, move)
        events = tuple(game.play(move))
        played.append(Played(move, name, events, player, False))
    return played, at


def reachable(level: Level, game: Any, learner: Any, history: Sequence[Played], at: int,
              moves_left: int, terms: RuleWords | None = None) -> bool:
    """Whether the goal of ``level`` can be reached from ``game`` (``history`` played so
    far, the script of replies at ``at``) in at most ``moves_left`` moves of the player
    ``learner``, the opponent replying as in a run. A search over the learner's legal
    moves; ``game`` is left as it was. False when the opponent is to move and its script
    stops."""
    if moves_left <= 0 or game.is_over or game.to_move != learner:
        return False
    terms = terms or rule_words(level.game)
    replier = _Replier(level, terms)
    for move in game.legal_moves():
        player, name = game.to_move, terms.name(game, move)
        events = tuple(game.play(move))
        mine = Played(move, name, events, player, True)
        replies, at2 = _play_replies(game, learner, replier, at, terms)
        seen = [*history, mine, *replies]
        found = level.reached(game, seen) or reachable(level, game, learner, seen, at2,
                                                       moves_left - 1, terms)
        for _ in range(1 + len(replies)):
            game.undo()
        if found:
            return True
    return False


class Run:
    """One try at a level (see the module docstring).

    ``game`` is the live game; ``moves`` the learner's moves played; ``hints_used`` the
    hints read; ``done`` whether the goal is reached; ``shown`` whether the solution was
    asked for; ``tries`` the wrong moves made so far (each costs a star, as a hint does).
    """

    def __init__(self, level: Level) -> None:
        self.level = level
        self.terms = rule_words(level.game)
        self._replier = _Replier(level, self.terms)
        self.hints_used = 0
        self.shown = False
        self.tries = 0
        self._restart()

    def _restart(self) -> None:
        self.game = self.level.start()
        self.learner = self.game.to_move
        self.played: list[Played] = []
        self.moves = 0
        self.done = False
        self._at = 0

    # ------------------------------------------------------------------ state --
    @property
    def stars(self) -> int:
        """The stars earned (0 until the goal is reached; see :func:`~.level.stars`)."""
        if not self.done:
            return 0
        return stars(self.level.par, self.moves, self.hints_used, self.shown, self.tries)

    @property
    def stars_why(self) -> str:
        """Why the stars earned are fewer than 3 ('' when 3, or not done)."""
        if not self.done:
            return ""
        return stars_why(self.level.par, self.moves, self.hints_used, self.shown,
                         self.tries)

    @property
    def focus(self) -> Any:
        """The level's focus as the input machine names it (or None)."""
        return self.terms.mark(self.game, self.level.focus)

    def odds(self) -> dict[str, Fraction]:
        """The win odds of every attack possible now (``{"a1-b2": Fraction(...)}``):
        shown by the player when the level asks (:attr:`Level.odds`); empty in games
        and versions without chance."""
        return self.terms.odds(self.game)

    # ---------------------------------------------------------------- actions --
    def play(self, move: Any) -> Step:
        """Play the learner's ``move`` (notation or a move object), then the opponent's
        replies; say what it did (see :class:`Step`).

        Raises the engine's NotationError, TypeError or IllegalMoveError for what is not
        a move at all, and IllegalMoveError once the goal is reached; a move the engine
        refuses in this position is a ``"wrong"`` step, the game unchanged.
        """
        level, game, terms = self.level, self.game, self.terms
        if self.done:
            raise IllegalMoveError(f"the goal of level {level.name!r} is reached: start it "
                                   "again (retry) to play it once more")
        parsed = terms.parse(game, move)
        name = terms.name(game, parsed)
        before = game.clone()
        try:
            game.check(parsed)
        except IllegalMoveError as err:
            self.tries += 1
            section = terms.section(game, parsed, str(err))
            focus = terms.mark(game, level.focus)
            reason = f"{_capital(str(err))}" + (f" (rule book §{section})." if section
                                                else ".")
            return Step("wrong", name, reason, before, reason=reason, section=section,
                        where=terms.refused_where(game, parsed, focus), illegal=True)
        player = game.to_move
        events = tuple(game.play(parsed))
        mine = Played(parsed, name, events, player, True)
        replies, at = _play_replies(game, self.learner, self._replier, self._at, terms)
        seen = [*self.played, mine, *replies]
        played = (mine, *replies)
        if level.reached(game, seen):
            self.played, self._at, self.moves, self.done = seen, at, self.moves + 1, True
            message = f"Goal reached: {level.goal}"
            success = level.success_words(game, seen)
            if success:
                message += f" {success}"
            return Step("done", name, message, before, played, stars=self.stars,
                        stars_why=self.stars_why)
        moves_left = level.allowed - self.moves - 1
        if reachable(level, game, self.learner, seen, at, moves_left, terms):
            self.played, self._at, self.moves = seen, at, self.moves + 1
            message = "Right. " + " ".join(
                f"{terms.player_name(p.player)} replies"
                + (f" {p.text}." if level.written else ".") for p in replies)
            return Step("continue", name, message.strip(), before, played)
        self.tries += 1
        why = level.why_not(game, seen) if level.why_not is not None else ""
        after = game.clone()
        for _ in played:
            game.undo()
        if level.written:
            caused = terms.caused(before, played)
        elif why:  # the level's own words say what the move did, writing no move
            caused, why = f"Your move: {why}", ""
        else:
            caused = _caused_unwritten(terms, before, played)
        where = terms.where(before, played, self.learner, terms.mark(game, level.focus))
        message = " ".join(part for part in (level.rule, caused, why) if part)
        return Step("wrong", name, message, before, played, reason=level.rule,
                    section=level.section, caused=caused, why=why, where=where,
                    after=after)

    def retry(self) -> None:
        """Start the level again from its start (the hints read, the wrong tries and a
        solution shown still count for the stars)."""
        self._restart()

    def next_hint(self) -> str | None:
        """The next hint (and one more hint read), or None when every hint was given."""
        hints = self.level.hints
        if self.hints_used >= len(hints):
            return None
        self.hints_used += 1
        return hints[self.hints_used - 1]

    def solution_moves(self) -> list[Any]:
        """The learner's moves of the solution, as move objects, from the level's start
        (for "Show me": :meth:`retry`, then :meth:`play` them one by one). Asking counts
        as seeing it: a try done after this earns 1 star."""
        self.shown = True
        game = self.level.start()
        learner = game.to_move
        replier = _Replier(self.level, self.terms)
        moves, at = [], 0
        for text in self.level.solution:
            move = self.terms.parse(game, text)
            game.play(move)
            moves.append(move)
            _, at = _play_replies(game, learner, replier, at, self.terms)
        return moves


def _caused_unwritten(terms: RuleWords, before: Any, played: Sequence[Played]) -> str:
    """What the learner's move and the replies did, for a level played before the
    notation is taught: the moves not written in it."""
    first, replies = played[0], played[1:]
    text = f"Your move: {terms.words(before, first)}"
    for reply in replies:
        text += f" Then {terms.player_name(reply.player)} moved: {terms.words(before, reply)}"
    return text


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
