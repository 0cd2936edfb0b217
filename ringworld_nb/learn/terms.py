"""What the levels need to know of each game's engine, in one place per game.

A level speaks of moves, events and places on the board; each game names them its own
way. A :class:`Terms` object translates, for one game:

* ``parse`` - a move given by the learner (notation or a move object) as the engine's
  move, or the engine's error for what is no move at all;
* ``name`` - a move in the game's notation;
* ``section`` - the section of ``docs/rules.md`` whose rule the engine cited when it
  refused a move;
* ``caused`` - what moves did, in words, from the engine's events (``"Your move 02@0:
  1 Blue ring died (07)."``);
* ``where`` - what to mark on the board for a wrong move, in the form the game's input
  machine uses (:attr:`ringworld_nb.core.inputs.Feedback.where`): a position
  ``(level, index)``, a hex ``(row, col)``, a cell index;
* ``odds`` - the win odds of every attack possible now (Dice of Doom's rolled versions).

Everything here asks the engines; no rule is derived again.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from types import MappingProxyType
from typing import Any

from ..core.errors import IllegalMoveError
from ..core.validate import describe
from .level import Played

__all__ = ["Terms", "RingWorldTerms", "DiceTerms", "RenaissanceTerms", "terms_of"]


class Terms:
    """The base: what every game's terms provide (see the module docstring)."""

    game_name = ""

    def parse(self, game: Any, move: Any) -> Any:
        """``move`` as the engine's move object (text is parsed; NotationError,
        TypeError or IllegalMoveError for what is not a move at all)."""
        raise NotImplementedError

    def name(self, game: Any, move: Any) -> str:
        """``move`` in the game's notation (its description when it cannot be named)."""
        try:
            return str(game.notation(move))
        except (TypeError, ValueError):
            return describe(move)

    def player_name(self, player: Any) -> str:
        """The player as the rule book names them."""
        raise NotImplementedError

    def section(self, game: Any, move: Any, reason: str) -> str:
        """The section of the rule the engine cited when it refused ``move``."""
        raise NotImplementedError

    def mark(self, game: Any, text: str | None) -> Any:
        """A place named in the game's notation (a level's ``focus``) in the input
        machine's form; None for None."""
        raise NotImplementedError

    def refused_where(self, game: Any, move: Any, focus: Any) -> Any:
        """What to mark for a move the engine refused in ``game``."""
        raise NotImplementedError

    def where(self, before: Any, played: Sequence[Played], learner: Any, focus: Any) -> Any:
        """What to mark for a legal move that was wrong: what it cost the learner when it
        cost something, else the level's focus, else the move's own place."""
        raise NotImplementedError

    def words(self, game: Any, played: Played) -> str:
        """What one move did, in the engine's words."""
        raise NotImplementedError

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


# ----------------------------------------------------------------- The Ring World --
class RingWorldTerms(Terms):
    """The Ring World: positions ``(level, index)``, addresses, §1.3 for every refusal."""

    game_name = "ringworld"

    def parse(self, game: Any, move: Any) -> Any:
        from ..ringworld.moves import as_move

        return game.parse(move) if isinstance(move, str) else as_move(move)

    def player_name(self, player: Any) -> str:
        from ..ringworld.moves import COLOUR_NAMES

        return COLOUR_NAMES.get(player, describe(player))

    def section(self, game: Any, move: Any, reason: str) -> str:
        return "1.3"  # where a ring may be placed and what may be turned: §1.3

    def mark(self, game: Any, text: str | None) -> Any:
        if text is None:
            return None
        return game.board.parse_address("" if text == "*" else text)

    def refused_where(self, game: Any, move: Any, focus: Any) -> Any:
        if move.place is not None and game.placement_problem(move.place) is not None:
            return (1, move.place)
        if move.rotate is not None and game.rotation_problem(move.rotate,
                                                             move.place) is not None:
            return move.rotate
        return focus if focus is not None else (
            (1, move.place) if move.place is not None else move.rotate)

    def where(self, before: Any, played: Sequence[Played], learner: Any, focus: Any) -> Any:
        for event in played[0].events:
            if event.kind == "died" and learner in event.colours:
                return (event.level, event.positions[event.colours.index(learner)])
        if focus is not None:
            return focus
        move = played[0].move
        if move.place is not None:
            return (1, move.place)
        return move.rotate

    def words(self, game: Any, played: Played) -> str:
        from ..ringworld.moves import COLOUR_NAMES

        board = game.board
        parts: list[str] = []
        for kind, verb in (("born", "was born"), ("died", "died"), ("occupied", "")):
            for colour in (1, 2):
                where = [board.address(e.level, p) or "the top position"
                         for e in played.events if e.kind == kind
                         for p, c in zip(e.positions, e.colours) if c == colour]
                if not where:
                    continue
                name = COLOUR_NAMES[colour]
                if kind == "occupied":
                    parts.append(f"{name} took {_listed(where)}")
                else:
                    n = len(where)
                    rings = f"{n} {name} ring{'s' if n > 1 else ''}"
                    verb_n = verb if n == 1 else verb.replace("was", "were")
                    parts.append(f"{rings} {verb_n} ({', '.join(where)})")
        if played.move.is_pass:
            text = "a pass, nothing was born, died or taken." if not parts else \
                "a pass; " + ", ".join(parts) + "."
        else:
            text = (", ".join(parts) + "." if parts
                    else "nothing was born, died or taken.")
        for event in played.events:
            if event.kind in ("won", "drawn"):
                text += " " + event.describe()
        return text[0].upper() + text[1:]


def _listed(names: Sequence[str]) -> str:
    named = [n if n == "the top position" else f"position {n}" for n in names]
    return named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]


# ------------------------------------------------------------------ Dice of Doom --
class DiceTerms(Terms):
    """Dice of Doom: hexes ``(row, col)``, §2.1 for a target that is no neighbour, §2.2
    for the rest."""

    game_name = "dice"

    def parse(self, game: Any, move: Any) -> Any:
        from ..dice.hexboard import as_hex
        from ..dice.moves import Move

        if isinstance(move, str):
            return game.parse(move)
        if isinstance(move, (tuple, list)) and len(move) == 2:
            src, dst = move
            if src is None and dst is None:
                return Move(None, None)
            if as_hex(src) is not None and as_hex(dst) is not None:
                return Move(as_hex(src), as_hex(dst))
        raise IllegalMoveError(f"{describe(move)} is not a move: give Move(src, dst) with "
                               "(row, col) hexes, PASS, or text such as 'a1-b2'")

    def name(self, game: Any, move: Any) -> str:
        return str(move)

    def player_name(self, player: Any) -> str:
        from ..dice.moves import PLAYER_NAMES

        return PLAYER_NAMES[player] if isinstance(player, int) else describe(player)

    def section(self, game: Any, move: Any, reason: str) -> str:
        return "2.1" if "is not a neighbour" in reason else "2.2"

    def mark(self, game: Any, text: str | None) -> Any:
        if text is None:
            return None
        from ..dice.hexboard import parse_hex

        return parse_hex(text, game.size)

    def refused_where(self, game: Any, move: Any, focus: Any) -> Any:
        if move.src is None:
            return focus
        board = game.board
        if not board.on_board(move.src):
            return focus
        if int(game.owner[move.src]) != game.to_move:
            return move.src
        if not board.on_board(move.dst) or not board.adjacent(move.src, move.dst) \
                or int(game.owner[move.dst]) == game.to_move:
            return move.dst if board.on_board(move.dst) else move.src
        return move.src

    def where(self, before: Any, played: Sequence[Played], learner: Any, focus: Any) -> Any:
        move = played[0].move
        for event in played[0].events:
            if event.kind == "repel":
                return event.src
        if focus is not None:
            return focus
        return move.dst

    def words(self, game: Any, played: Played) -> str:
        from ..dice.words import describe_events

        return describe_events(played.events)

    def caused(self, before: Any, played: Sequence[Played]) -> str:
        """As for every game, and in version 3 (reinforcement by the largest group) the
        size of the learner's largest group after the move too."""
        text = super().caused(before, played)
        if before.reinforcement == "largest_region":
            after = before.clone()
            after.play(played[0].move, outcome=_outcome(played[0].events))
            size = after.largest_group(played[0].player)
            text += f" Your largest group has {size} hex{'es' if size != 1 else ''}."
        return text

    def odds(self, game: Any) -> dict[str, Fraction]:
        if game.rules.certain or game.is_over:
            return {}
        out: dict[str, Fraction] = {}
        for move in game.legal_moves():
            if move.is_pass:
                continue
            out[str(move)] = dict(game.chance_outcomes(move)).get("win", Fraction(0))
        return out


def _outcome(events: Sequence[Any]) -> str | None:
    """The outcome of an attack from its events (None for a pass)."""
    for event in events:
        if event.kind == "attack":
            return "win" if event.won else "lose"
    return None


# -------------------------------------------------------------------- Renaissance --
_PHASE_SECTIONS = {"setup": "3.2", "phase1": "3.3", "deal": "3.5", "phase2_prep": "3.4",
                   "phase2": "3.4", "over": "3.5"}


class RenaissanceTerms(Terms):
    """Renaissance: cells 0..48, the section of the phase being played."""

    game_name = "renaissance"

    def parse(self, game: Any, move: Any) -> Any:
        from ..renaissance.moves import as_move

        return game.parse(move) if isinstance(move, str) else as_move(move)

    def player_name(self, player: Any) -> str:
        from ..renaissance.words import PLAYER_NAMES

        return PLAYER_NAMES.get(player, describe(player))

    def section(self, game: Any, move: Any, reason: str) -> str:
        return _PHASE_SECTIONS.get(game.phase, "3.3")

    def mark(self, game: Any, text: str | None) -> Any:
        if text is None:
            return None
        from ..renaissance.cells import parse_cell

        return parse_cell(text)

    @staticmethod
    def _cell(move: Any) -> Any:
        if move.cell is not None:
            return move.cell
        return move.cells[0] if move.cells else None

    def refused_where(self, game: Any, move: Any, focus: Any) -> Any:
        cell = self._cell(move)
        return cell if cell is not None else focus

    def where(self, before: Any, played: Sequence[Played], learner: Any, focus: Any) -> Any:
        if focus is not None:
            return focus
        return self._cell(played[0].move)

    def words(self, game: Any, played: Played) -> str:
        from ..renaissance.words import describe_events

        return describe_events(played.events) or "nothing happened."


#: The terms of each game (they keep no state: one of each serves every level).
_TERMS = MappingProxyType({t.game_name: t for t in (RingWorldTerms(), DiceTerms(),
                                                    RenaissanceTerms())})


def terms_of(game_name: str) -> Terms:
    """The terms of the game called ``game_name`` ("ringworld", "dice", "renaissance")."""
    return _TERMS[game_name]
