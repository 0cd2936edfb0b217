"""Dice of Doom's rule words: what the levels, the review and the trainers say about its moves,
players and places (:class:`~ringworld_nb.core.words.RuleWords`; the spec's ``words``).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from ..core.errors import IllegalMoveError
from ..core.validate import describe
from ..core.words import Lead, Played, RuleWords, ahead

__all__ = ["DiceRuleWords", "RULE_WORDS"]


class DiceRuleWords(RuleWords):
    """Dice of Doom: hexes ``(row, col)``, §2.1 for a target that is no neighbour, §2.2
    for the rest."""

    #: The sections of the rule book (docs/rules.md §2) and their titles.
    sections = {
        "2.1": "The board",
        "2.2": "A turn",
        "2.3": "The computer players",
        "2.4": "What the program shows",
    }
    #: The sections that state no rule of play, and why they have no level.
    exempt = {"2.3": "how the computer players of the exercise think: not a rule of the game"}

    #: How moves are written (rule book §2).
    notation = (
        ("b1-c2", "an attack: the hex b1 attacks its neighbour c2 (columns a, b, c... "
                  "from the left, rows 1, 2, 3... from the top)"),
        ("pass", "the end of the turn (End turn): the reinforcements arrive"),
        ("b1-c2 win 653:42", "a rolled attack (version 2) as a record keeps it: the result "
                             "and the faces rolled, the attacker's, then the defender's"),
    )

    def spell(self, game: Any, move: Any) -> str:
        from .hexboard import hex_name

        move = self.parse(game, move)
        who = self.player_name(game.to_move)
        if move.src is None or move.dst is None:
            return f"{who} ends the turn"
        a, d = int(game.dice[move.src]), int(game.dice[move.dst])
        return (f"{who} attacks {hex_name(move.dst)} ({d} {'die' if d == 1 else 'dice'}) "
                f"from {hex_name(move.src)} ({a} dice)")

    def parse(self, game: Any, move: Any) -> Any:
        from .hexboard import as_hex
        from .moves import Move

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
        from .moves import PLAYER_NAMES

        return PLAYER_NAMES[player] if isinstance(player, int) else describe(player)

    def section(self, game: Any, move: Any, reason: str) -> str:
        return "2.1" if "is not a neighbour" in reason else "2.2"

    def mark(self, game: Any, text: str | None) -> Any:
        if text is None:
            return None
        from .hexboard import parse_hex

        return parse_hex(text, game.size)

    def refused_where(self, game: Any, move: Any, focus: Any) -> Any:
        board = game.board
        if move.src is None or not board.on_board(move.src):
            return None
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
        return None if move.is_pass else move.dst

    def words(self, game: Any, played: Played) -> str:
        from .words import describe_events

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

    def told(self, before: Any, after: Any, played: Played,
             earlier: Sequence[Played] = ()) -> str:
        """The events' words, then what a capture means: the attack it undoes, and the
        reinforcement the turn's captures are worth (:func:`.reasons.capture_words`)."""
        from .reasons import capture_words

        extra = capture_words(before, after, played, earlier)
        return f"{self.words(after, played)} {extra}".strip()

    def brief(self, before: Any, after: Any, played: Played,
              earlier: Sequence[Played] = ()) -> str:
        """The attack and its result in one short sentence, what it takes back and what
        the turn's captures are worth (:func:`.reasons.brief_words`)."""
        from .reasons import brief_words

        return brief_words(before, after, played, earlier)

    def contrast(self, start: Any, best: Sequence[Played], played: Sequence[Played],
                 player: Any) -> str:
        """The mover's turn in each line: the same attacks in another order and what the
        order changes, or the dice each turn captures and the reinforcement they are
        worth (:func:`.reasons.turn_contrast`)."""
        from .reasons import turn_contrast

        return turn_contrast(start, best, played, player)

    def replies(self, game: Any, player: Any) -> list[tuple[Any, Played, Any]]:
        """The next player's attacks once ``player``'s turn ends (:func:`.reasons.
        replies`)."""
        from .reasons import replies

        return replies(game, player)

    def link(self, before: Any, after: Any, played: Played, reply: Played,
             player: Any) -> str:
        """How the move left the attacked hex open (:func:`.reasons.link`)."""
        from .reasons import link

        return link(after, played, reply, player)

    def features(self, game: Any, player: Any) -> list[tuple[str, float]]:
        """Hexes that can attack, hexes of 1 die in reach, the largest connected group
        (:func:`.reasons.features`)."""
        from .reasons import features

        return features(game, player)

    def odds(self, game: Any) -> dict[str, Fraction]:
        if game.rules.certain or game.is_over:
            return {}
        out: dict[str, Fraction] = {}
        for move in game.legal_moves():
            if move.is_pass:
                continue
            out[str(move)] = dict(game.chance_outcomes(move)).get("win", Fraction(0))
        return out

    def standing(self, game: Any, player: Any) -> str:
        """``"5 hexes and 14 dice"``."""
        hexes, dice = game.scores[player], game.dice_total(player)
        return (f"{hexes} hex{'es' if hexes != 1 else ''} and "
                f"{dice} di{'ce' if dice != 1 else 'e'}")

    def lead(self, game: Any, player: Any) -> Lead:
        """Hexes ahead of the strongest other player (hexes decide the game), then dice
        (they win the attacks to come): "2 hexes ahead, 3 dice behind"."""
        others = [p for p in range(len(game.scores)) if p != player]
        hexes = game.scores[player] - max(game.scores[p] for p in others)
        dice = game.dice_total(player) - max(game.dice_total(p) for p in others)
        if hexes == 0 and dice == 0:
            words = "level in hexes and dice"
        else:
            words = (ahead(hexes, "hex", "hexes") if hexes else "level in hexes") + \
                ", " + (ahead(dice, "die", "dice") if dice else "level in dice")
        return Lead((hexes, dice), words)


def _outcome(events: Sequence[Any]) -> str | None:
    """The outcome of an attack from its events (None for a pass)."""
    for event in events:
        if event.kind == "attack":
            return "win" if event.won else "lose"
    return None



#: Dice of Doom's rule words (they keep no state: one serves every level).
RULE_WORDS = DiceRuleWords()
