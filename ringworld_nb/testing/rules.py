"""The rules the conformance kit checks, each with a short name, and the failure it
raises when one is broken.

Every rule is one line of :data:`RULES`: its name (what an AssertionError of the kit
starts with) and what it asks of a game in words. ``docs/kit.md`` and the docstring of
:mod:`ringworld_nb.testing` list the same rules, with what each one means.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

__all__ = ["RULES", "Where", "broken"]

#: The rules of the game protocol the kit checks: name -> the rule in words.
RULES: dict[str, str] = {
    "protocol": "the game has every attribute of the protocol (ringworld_nb.core.protocol."
                "Game) and a class attribute game_name (text)",
    "start": "a new game has no history, no events, is not over, has a player to move "
             "among its seats and some legal moves",
    "undo-at-start": "undo() on a new game raises IllegalMoveError saying 'nothing to undo', "
                     "and changes nothing",
    "legal-moves": "legal_moves() is a list, the same each time it is asked in a position, "
                   "with no move twice, and empty once the game is over",
    "check": "every move of legal_moves() is legal: check(move) accepts it and changes "
             "nothing",
    "notation": "notation(move) is text, different for different legal moves, and "
                "parse(notation(move)) == move for every legal move",
    "play": "play(move) returns the move's events as a list, last_events() then gives "
            "them, the history is one move longer, and the player to move is among the "
            "seats while the game goes on",
    "play-text": "play(notation(move)) gives the same events and position as play(move)",
    "push": "push(move) reaches the same position as play(move), and last_events() then "
            "gives that move's events, not those of the move played before it",
    "refused": "a move that is not legal now is refused by play() with IllegalMoveError "
               "(text that is no move at all with NotationError), and the game is then "
               "exactly as before, its last_events() too",
    "outcome": "is_over is True exactly when outcome is not None; an outcome is an Outcome "
               "whose winners are distinct seats and whose reason is text; winner is the "
               "single winner, else None",
    "over": "once the game is over, legal_moves() is empty and play() refuses any move "
            "with IllegalMoveError",
    "undo": "undo() returns the last move of the history and gives back exactly the "
            "position before it, and last_events() the events of the move before",
    "clone": "clone() is the same position, and what is played on the clone never reaches "
             "the original, nor the other way round",
    "record": "record() is a Record of the game's game_name; saved to a file, loaded and "
              "replayed by from_record it gives the same position and the same record",
    "replay": "from_record refuses (RecordError) a record with a move that cannot be played, "
              "naming its number, and a record whose result is not the replayed game's",
    "resign": "a game with resign(): after it the game is over by 'resignation', the player "
              "who resigned is not a winner, last_events() is unchanged, and undo() returns "
              "RESIGNATION and gives back the position",
    "perft": "the number of move sequences of each depth from the start (push and undo) "
             "is the one given, and the start is unchanged after counting",
}


@dataclass
class Where:
    """Where the kit is in a game: which random game, and the moves played so far (in
    the game's notation). The failure message names them."""

    label: str = "the start"
    #: the options of the game's record (what makes its start)
    options: Any = None

    def position(self, game: Any) -> str:
        """The position of ``game`` in words: the moves that led there, and its repr."""
        try:
            moves = " ".join(game.record().moves) or "none"
        except Exception:  # the record itself may be what is broken
            moves = " ".join(map(repr, getattr(game, "history", ()))) or "none"
        text = repr(game)
        if len(text) > 160:
            text = text[:157] + "..."
        options = f", options {self.options}" if self.options else ""
        return f"after the moves: {moves} ({self.label}{options}); {text}"


def _show_move(game: Any, move: Any) -> str:
    try:
        return repr(game.notation(move))
    except Exception:
        return repr(move)


def broken(rule: str, why: str, *, game: Any = None, move: Any = None,
           where: Where | None = None, before: Any = None) -> AssertionError:
    """The AssertionError that says ``rule`` is broken: the rule in words, ``why``, the
    move (in notation when the game can write it) and the position where it broke.

    ``before`` is the game as it was before the move (a clone), when the position to
    name is that one."""
    lines = [f"rule '{rule}' broken: {why}", f"  the rule: {RULES[rule]}"]
    shown = before if before is not None else game
    if move is not None:
        lines.append(f"  move: {_show_move(shown if shown is not None else game, move)}")
    if shown is not None:
        lines.append(f"  position: {(where or Where()).position(shown)}")
    return AssertionError("\n".join(lines))


@contextmanager
def rule_of(rule: str, *, game: Any = None, move: Any = None, where: Where | None = None,
            expected: Sequence[type[BaseException]] = ()) -> Iterator[None]:
    """Run a step of the check of ``rule``: an exception the step did not expect
    (anything but an AssertionError or the ``expected`` ones) is the rule broken, with
    the exception named."""
    try:
        yield
    except AssertionError:
        raise
    except tuple(expected):
        raise
    except Exception as err:
        raise broken(rule, f"raised {type(err).__name__}: {err}", game=game, move=move,
                     where=where) from err
