"""A game's rule words: what the levels, the review and the trainers need to say about
moves, players and places, in the game's own terms.

A level speaks of moves, events and places on the board; each game names them its own
way. Each game gives one :class:`RuleWords` object (its spec's ``words``), which
translates:

* ``parse`` - a move given by a learner (notation or a move object) as the engine's
  move, or the engine's error for what is no move at all;
* ``name`` - a move in the game's notation;
* ``player_name`` - a player as the rule book names them;
* ``section`` - the section of the rule book whose rule the engine cited when it
  refused a move;
* ``words`` and ``caused`` - what moves did, in words, from the engine's events
  (``"Your move 02@0: 1 Blue ring died (07)."``);
* ``mark``, ``refused_where`` and ``where`` - what to mark on the board, in the form the
  game's input machine uses (:attr:`ringworld_nb.core.inputs.Feedback.where`);
* ``odds`` - the win odds of every attack possible now (games with chance);
* ``lead`` - how far a player is ahead, in the game's own terms and as a key that
  compares (what a review says a line leaves the mover: "1 ring ahead on L2"), and
  ``lead_rule``, why one count outweighs another, said once beside the counts;
* ``told`` and ``contrast`` - a move of a review's line told with what its events
  mean (a capture's reinforcement, a piece's majority), and what sets the move played
  apart from the best one in the mover's own turn (the same attacks in another order);
* ``threat`` and ``losses`` - the danger a player is in, in the words the app warns
  with (The Ring World's Careful line), and what a move took from them of the kind the
  warning speaks of: what a reviewed move answered, left open or lost;
* ``same_event`` and ``prepared`` - whether an event further down a review's line
  happens after the other first move too, and else how the first move prepared it;
* ``replies``, ``link``, ``cause`` and ``features`` - a review's near reason: what the
  other side can do at once after a move, how the move let it (the move's own places
  named), why its events happened by the rule that made them, and,
  when nothing differs that near, the counts of the position that still tell two moves
  apart (hexes that can attack, open level-2 positions, markers left), and ``stakes``,
  why those counts matter (who can still take a piece);
* ``notation`` and ``spell`` - how moves are written, form by form with an example
  (what an app's Record tab teaches), and one move in words before it is played ("*@a7:
  Silver puts a marker of theirs on a7") - for a hint, the best move of a review, the
  move shown in the record.

Everything asks the engines; no rule is derived again.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from types import MappingProxyType
from typing import Any, ClassVar, NamedTuple

from .validate import describe

__all__ = ["Lead", "Played", "RuleWords", "ahead", "rule_words"]


class Played(NamedTuple):
    """One move played: by the learner or a reply of the opponent."""

    move: Any
    """The move object of the game."""
    text: str
    """The move in the game's notation."""
    events: tuple[Any, ...]
    """What the engine says happened, in order."""
    player: Any
    """The player who moved (the game's own player id)."""
    by_learner: bool


class Lead(NamedTuple):
    """How far a player is ahead in a game that goes on, in the game's own terms.

    >>> Lead((1, 0), "1 ring ahead on L2") > Lead((0, 3), "3 rings ahead on L1")
    True
    """

    key: tuple[float, ...]
    """Bigger is better for the player: the measures that decide the game first (a
    higher level's rings before a lower's; hexes before dice)."""
    words: str
    """The lead in words, without the player's name ("3 points behind")."""


class RuleWords:
    """The base of every game's rule words (see the module docstring): the parts that are
    the same for every game are written here, the rest by each game."""

    #: The sections of the game's rule book and their titles ({"1.1": "The board"}).
    sections: ClassVar[Mapping[str, str]] = MappingProxyType({})
    #: The sections that state no rule of play, and why they have no level.
    exempt: ClassVar[Mapping[str, str]] = MappingProxyType({})
    #: How moves are written: (an example, what that form means), form by form.
    notation: ClassVar[tuple[tuple[str, str], ...]] = ()
    #: Why one count of :meth:`lead` outweighs another, in a clause a review says once
    #: beside the counts ("rings nearer the top count first: ..."); '' when the counts
    #: speak for themselves.
    lead_rule: ClassVar[str] = ""
    #: True when the words of a move's events leave the move itself unsaid (The Ring
    #: World's say what was born, died and taken, not where the ring went), so that a
    #: review's reason spells the move (:meth:`spell`) where it names it.
    spell_in_reasons: ClassVar[bool] = False

    def parse(self, game: Any, move: Any) -> Any:
        """``move`` as the engine's move object (text is parsed; NotationError,
        TypeError or IllegalMoveError for what is not a move at all)."""
        return game.parse(move) if isinstance(move, str) else move

    def name(self, game: Any, move: Any) -> str:
        """``move`` in the game's notation (its description when it cannot be named)."""
        try:
            return str(game.notation(move))
        except (TypeError, ValueError):
            return describe(move)

    def player_name(self, player: Any) -> str:
        """The player as the rule book names them."""
        return str(player).capitalize()

    def section(self, game: Any, move: Any, reason: str) -> str:
        """The section of the rule the engine cited when it refused ``move`` ('' when
        the rule book has none to name)."""
        return ""

    def mark(self, game: Any, text: str | None) -> Any:
        """A place named in the game's notation (a level's ``focus``) in the input
        machine's form; None for None."""
        return None

    def refused_where(self, game: Any, move: Any, focus: Any) -> Any:
        """What to mark for a move the engine refused in ``game``: the move's own place
        (None when it has none). Never the level's ``focus``: it is often where the
        answer goes, and a ring there would give it away as the learner's mistake."""
        return None

    def where(self, before: Any, played: Sequence[Played], learner: Any, focus: Any) -> Any:
        """What to mark for a legal move that was wrong: what it cost the learner when it
        cost something, else the move's own place (None when it has none) - the move the
        learner made, never the level's ``focus``, which is often the answer."""
        return None

    def words(self, game: Any, played: Played) -> str:
        """What one move did, in the engine's words."""
        return f"{played.text}."

    def caused(self, before: Any, played: Sequence[Played]) -> str:
        """What the learner's move (``played[0]``) and the replies after it did."""
        first, replies = played[0], played[1:]
        text = f"Your move {first.text}: {self.words(before, first)}"
        for reply in replies:
            text += (f" Then {self.player_name(reply.player)} played {reply.text}: "
                     f"{self.words(before, reply)}")
        return text

    def odds(self, game: Any) -> dict[str, Fraction]:
        """``{attack in notation: probability it wins}`` for every attack possible now;
        empty for a game without chance."""
        return {}

    def spell(self, game: Any, move: Any) -> str:
        """``move`` (legal in ``game``, not played) in words, without its notation:
        "Silver puts a marker of theirs on a7"; '' when the notation says it all."""
        return ""

    def standing(self, game: Any, player: Any) -> str:
        """Where ``player`` stands in ``game``, in the game's own terms ("12 points",
        "5 hexes and 14 dice"); '' when the game has nothing to count."""
        return ""

    def lead(self, game: Any, player: Any) -> Lead | None:
        """How far ``player`` is ahead of the others in ``game`` (a game that goes on),
        in the game's own terms; None when the game has nothing to count."""
        return None

    def threat(self, game: Any, player: Any) -> str:
        """The danger ``player`` is in at ``game`` (a game that goes on), in the words
        the app warns a player with (The Ring World's "Careful: ..." line); '' when there
        is none, or the game warns of nothing."""
        return ""

    def told(self, before: Any, after: Any, played: Played,
             earlier: Sequence[Played] = ()) -> str:
        """What ``played`` did, told for a review's reason: the events' words
        (:meth:`words`), and what they mean in the game's terms where the events leave
        it unsaid (the reinforcement a capture earns, the majority a piece was taken
        by). ``before`` and ``after`` are the game before and after the move (not to be
        changed); ``earlier`` the moves of the same line before it, in order."""
        return self.words(after, played)

    def brief(self, before: Any, after: Any, played: Played,
              earlier: Sequence[Played] = ()) -> str:
        """A move of a review's line in short, for the lines listed under the reason
        (:meth:`told` unless the game has a shorter form: Dice of Doom's three sentences
        an attack become one)."""
        return self.told(before, after, played, earlier)

    def contrast(self, start: Any, best: Sequence[Played], played: Sequence[Played],
                 player: Any) -> str:
        """What sets the move played apart from the best move in ``player``'s own turn,
        where the events of the lines alone do not show it (the same attacks in another
        order, a turn's captures and the reinforcement they earn), in a sentence; ''
        when nothing. ``best`` and ``played`` are the lines played from ``start``."""
        return ""

    def aim(self, before: Any, after: Any, played: Played) -> str:
        """What ``played`` (a move from ``before`` to ``after``, neither changed) sets up
        for its player, in a clause ("g5 makes the V3 (f5, f6, g5) Gold's however f5 is
        filled"), for a move whose events alone say nothing of it; '' when nothing."""
        return ""

    def contrast_plies(self, start: Any, best: Sequence[Played], played: Sequence[Played],
                       player: Any) -> dict[str, int]:
        """The move of each line (``"best"``, ``"played"``; from 1) that the words of
        :meth:`contrast` point to, so that the lines shown under the board show it;
        {} when they point to none."""
        return {}

    def losses(self, game: Any, played: Played, player: Any) -> str:
        """What ``played`` (a move just played in ``game``) took from ``player`` of the
        kind :meth:`threat` warns of, in words ("3 Red level-2 rings died (4, 5, 6)");
        '' when nothing."""
        return ""

    def replies(self, game: Any, player: Any) -> list[tuple[Any, Played, Any]]:
        """What the other side can do at once against ``player`` in ``game`` (the
        position right after ``player``'s move, not changed): each reply as ``(the game
        it is played from, the reply, the game after it)``. Here: when another player is
        to move, each of their legal moves; a game whose turns have several moves (Dice
        of Doom) ends ``player``'s turn first."""
        if game.is_over or game.to_move == player:
            return []
        found = []
        for move in game.legal_moves():
            after = game.clone()
            text = game.notation(move)
            events = tuple(after.play(move))
            found.append((game, Played(move, text, events, game.to_move, False), after))
        return found

    def link(self, before: Any, after: Any, played: Played, reply: Played,
             player: Any) -> str:
        """How ``played`` (``player``'s move, from ``before`` to ``after``) lets
        ``reply`` happen, naming the move's own places ("d3-c3 leaves d3 with 1 die next
        to e4 (3 dice)"); '' when the game has nothing to add to the reply's words."""
        return ""

    def cause(self, before: Any, played: Played) -> str:
        """Why the events of ``played`` (a move just played from ``before``, not changed)
        happened, by the rule that made them, where the events' words leave it unsaid
        ("46 was born between Red's 45 and 47."); '' when nothing is to add."""
        return ""

    def features(self, game: Any, player: Any) -> list[tuple[str, float]]:
        """The counts of ``player``'s position that a review compares when two moves
        differ in nothing near, each a name and ``player``'s count ("hexes that can
        attack", 3); empty when the game has none."""
        return []


    def same_event(self, line: Sequence[Played], other: Sequence[Played], ply: int) -> int:
        """The move of ``other`` (from 1) that does what the move ``ply`` of ``line`` did
        (both lines played from one position; The Ring World: takes the same position
        for the same colour), so that a review does not call it the effect of the
        line's first move; 0 when none does, or the game cannot tell."""
        return 0

    def prepared(self, start: Any, line: Sequence[Played], other: Sequence[Played],
                 ply: int) -> str:
        """How the first move of ``line`` (played from ``start``, not changed) prepared
        what its move ``ply`` (from 1) did, against the first move of ``other``: the
        count on the board that move acts on, after each first move ("45@4 leaves
        position 5 with 3 of its 8 children Red ...; 47@4 leaves 1"), in a sentence; ''
        when the game has nothing to add."""
        return ""

    def stakes(self, played_end: Any, best_end: Any, player: Any, names: Sequence[str],
               played: str, best: str) -> str:
        """Why the counts of :meth:`features` called ``names``, which differ between
        ``played_end`` (two moves after the move ``played``) and ``best_end`` (after the
        best move ``best``), matter for ``player``, in the game's terms (a piece's
        majority and who can still take it); '' when the counts speak for themselves."""
        return ""


def ahead(count: float, unit: str, units: str, where: str = "") -> str:
    """A difference in words (``where`` ends it, after a space; an empty unit is left
    out).

    >>> ahead(2, "ring", "rings", "on L2"), ahead(-1, "point", "points"), ahead(0, "", "")
    ('2 rings ahead on L2', '1 point behind', 'level')
    """
    if count == 0:
        text = "level"
    else:
        size = abs(count)
        shown = int(size) if float(size).is_integer() else size
        named = unit if size == 1 else units
        text = f"{shown} {named + ' ' if named else ''}{'ahead' if count > 0 else 'behind'}"
    return f"{text} {where}" if where else text


def rule_words(game: str) -> RuleWords:
    """The rule words of the game called ``game`` (its spec's ``words``; the base's when
    it gives none)."""
    from .registry import spec

    words = spec(game).part("words")
    return words if isinstance(words, RuleWords) else RuleWords()
