"""The Ring World's rule words: what the levels, the review and the trainers say about its moves,
players and places (:class:`~ringworld_nb.core.words.RuleWords`; the spec's ``words``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.validate import describe
from ..core.words import Lead, Played, RuleWords, ahead

__all__ = ["RingWorldRuleWords", "RULE_WORDS"]


class RingWorldRuleWords(RuleWords):
    """The Ring World: positions ``(level, index)``, addresses, §1.3 for every refusal."""

    #: The sections of the rule book (docs/rules.md §1) and their titles.
    sections = {
        "1.1": "The board: positions, rings, levels",
        "1.2": "Addresses and notation",
        "1.3": "A move",
        "1.4": "The automaton: one generation after every move",
        "1.5": "The end",
        "1.6": "What the program shows",
    }
    #: The sections that state no rule of play, and why they have no level.
    exempt = {"1.6": ("what the original program and this project's apps show: the marks "
                      "of the board, not a rule")}

    #: How moves are written (rule book §1.2).
    notation = (
        ("35@4", "a ring placed on the level-1 position 35, then the position 4 (level 2 "
                 "on the Mini board) turned one step clockwise"),
        ("35@*", "a ring placed on 35, then the top position turned: the whole board"),
        ("-@4", "no ring placed (no position is open), position 4 turned"),
        ("35", "a ring placed on 35, nothing turned (nothing can turn)"),
        ("pass", "neither a placement nor a turn is possible"),
        ("addresses", "the path of digits from the top, one digit a level, 0 at 3 o'clock "
                      "and clockwise: 35 is child 5 of position 3"),
    )

    #: Why a ring higher up outweighs rings lower down (rule book §1.4-1.5).
    lead_rule = ("a ring on a higher level outweighs any number lower down: 5 of a "
                 "position's 8 children take it, and the top position wins")
    #: The events' words say what was born, died and taken, not the ring placed.
    spell_in_reasons = True

    def spell(self, game: Any, move: Any) -> str:
        from .notation import format_ring

        move = self.parse(game, move)
        who = self.player_name(game.to_move)
        if move.is_pass:
            return f"{who} passes: nothing can be placed or turned"
        board = game.board
        parts = []
        if move.place is not None:
            parts.append(f"places a ring on {board.address(1, move.place)}")
        else:
            parts.append("places no ring (no position is open)")
        if move.rotate is not None:
            level, index = move.rotate
            where = ("the top position (the whole board)" if level == board.order else
                     f"position {format_ring(board, level, index)} (level {level})")
            parts.append(f"turns {where} one step")
        return f"{who} " + ", then ".join(parts)

    def parse(self, game: Any, move: Any) -> Any:
        from .moves import as_move

        return game.parse(move) if isinstance(move, str) else as_move(move)

    def player_name(self, player: Any) -> str:
        from .moves import COLOUR_NAMES

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
        return (1, move.place) if move.place is not None else move.rotate

    def where(self, before: Any, played: Sequence[Played], learner: Any, focus: Any) -> Any:
        for event in played[0].events:
            if event.kind == "died" and learner in event.colours:
                return (event.level, event.positions[event.colours.index(learner)])
        move = played[0].move
        if move.place is not None:
            return (1, move.place)
        return move.rotate

    def words(self, game: Any, played: Played) -> str:
        from .moves import COLOUR_NAMES

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

    def standing(self, game: Any, player: Any) -> str:
        """The rings of ``player`` on each level, the top first ("1 ring on L2 and 5 on
        L1")."""
        counts = game.counts()
        side = 0 if player == 1 else 1
        held = [(level, c[side]) for level, c in counts.items() if c[side]]
        if not held:
            return "no ring"
        parts = [f"{n} ring{'s' if n != 1 else ''} on L{level}" if i == 0 else
                 f"{n} on L{level}" for i, (level, n) in enumerate(held)]
        return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]

    def lead(self, game: Any, player: Any) -> Lead:
        """Rings ahead of the other colour, level by level from the top down: a ring
        nearer the top counts before any number lower down, since rings of a level
        occupy the level above ("1 ring ahead on L2, 2 behind on L1"; "level on every
        level")."""
        side = 0 if player == 1 else 1
        differences = [(level, c[side] - c[1 - side]) for level, c in game.counts().items()]
        told = [ahead(d, "ring", "rings", f"on L{level}") if i == 0 else
                ahead(d, "", "", f"on L{level}")
                for i, (level, d) in enumerate((lv, d) for lv, d in differences if d)]
        words = ", ".join(told[:2]) if told else "level on every level"
        return Lead(tuple(d for _, d in differences), words)

    def threat(self, game: Any, player: Any) -> str:
        """The Careful line of the app for ``player``'s own groups in danger (one empty
        neighbour left, level 2 and up), the most urgent first."""
        from .groups import in_danger
        from .words import DANGERS_SAID, danger_words, most_urgent

        if game.is_over:
            return ""
        mine = [group for group in in_danger(game) if group.colour == player]
        return danger_words(game.board, most_urgent(mine), DANGERS_SAID)

    def replies(self, game: Any, player: Any) -> list[tuple[Any, Played, Any]]:
        """The other colour's replies that do more than place their ring and turn: a
        ring born or dead, a position taken, the game won."""
        quiet = ("placed", "rotated", "passed")
        return [found for found in super().replies(game, player)
                if any(event.kind not in quiet and event.positions
                       for event in found[1].events)]

    def link(self, before: Any, after: Any, played: Played, reply: Played,
             player: Any) -> str:
        """The app's Careful warning after the move, else the count the reply acts on,
        else the move spelled (:func:`.reasons.link`)."""
        from .reasons import link

        return link(before, after, played, reply, player, self.spell(before, played.move))

    def cause(self, before: Any, played: Played) -> str:
        """Each ring born, between its two neighbours of its colour, and each group that
        died, with the rings around it (:func:`.reasons.birth_words`, :func:`.reasons.
        death_words`)."""
        from .reasons import birth_words, death_words

        return " ".join(s for s in (birth_words(before, played),
                                    death_words(before, played)) if s)

    def same_event(self, line: Sequence[Played], other: Sequence[Played], ply: int) -> int:
        """The move of ``other`` that takes the position the move ``ply`` of ``line``
        took, for the same colour (:func:`.further.same_event`)."""
        from .further import same_event

        return same_event(line, other, ply)

    def prepared(self, start: Any, line: Sequence[Played], other: Sequence[Played],
                 ply: int) -> str:
        """The taken position's children of the taker's colour after each first move
        (:func:`.further.prepared`)."""
        from .further import prepared

        return prepared(start, line, other, ply)

    def features(self, game: Any, player: Any) -> list[tuple[str, float]]:
        """Rings in danger of each colour, open level-2 positions (:func:`.reasons.
        features`)."""
        from .reasons import features

        return features(game, player)

    def losses(self, game: Any, played: Played, player: Any) -> str:
        """``player``'s rings of level 2 and up that died in ``played`` (what the
        Careful line warns of) and were not taken again in the same generation (5
        children of ``player``'s colour below), level by level: "3 Red level-2 rings
        died (4, 5, 6)". ``game`` is the game after the move."""
        from .moves import COLOUR_NAMES

        lost: dict[int, list[str]] = {}
        for event in played.events:
            if event.kind == "died" and event.level >= 2:
                rings = game.rings(event.level)
                lost.setdefault(event.level, []).extend(
                    game.board.address(event.level, p)
                    for p, c in zip(event.positions, event.colours)
                    if c == player and int(rings[p]) != player)
        parts = [f"{len(names)} {COLOUR_NAMES[player]} level-{level} "
                 f"ring{'s' if len(names) != 1 else ''} died ({', '.join(names)})"
                 for level, names in sorted(lost.items(), reverse=True) if names]
        return ", ".join(parts)


def _listed(names: Sequence[str]) -> str:
    named = [n if n == "the top position" else f"position {n}" for n in names]
    return named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]


#: The Ring World's rule words (they keep no state: one serves every level).
RULE_WORDS = RingWorldRuleWords()
