"""Renaissance's rule words: what the levels, the review and the trainers say about its moves,
players and places (:class:`~ringworld_nb.core.words.RuleWords`; the spec's ``words``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.validate import describe
from ..core.words import Lead, Played, RuleWords, ahead

__all__ = ["RenaissanceRuleWords", "RULE_WORDS"]


_PHASE_SECTIONS = {"setup": "3.2", "phase1": "3.3", "deal": "3.5", "phase2_prep": "3.4",
                   "phase2": "3.4", "over": "3.5"}


class RenaissanceRuleWords(RuleWords):
    """Renaissance: cells 0..48, the section of the phase being played."""

    #: The sections of the rule book (docs/rules.md §3) and their titles.
    sections = {
        "3.1": "Board and pieces",
        "3.2": "Setup",
        "3.3": "Phase 1: taking polyominoes",
        "3.4": "Phase 2: putting them back",
        "3.5": "Result",
        "3.6": "Notation",
    }

    #: How moves are written (rule book §3.6).
    notation = (
        ("V3:a1,a2,b1", "setup or Phase 2: a piece of that kind laid on those cells"),
        ("x:D:e3,e4", "setup: the domino on e3 and e4 taken off the board (nothing fits)"),
        ("e5", "Phase 1: a marker put on e5"),
        ("a3>", "Phase 1: a marker pushed in at a3 from the left (> from the left, < from "
                "the right, ^ from the bottom, v from the top), the markers in that line "
                "moving one cell on"),
        ("pass, offer, accept, decline", "Phase 1: pass; offer to end Phase 1; accept "
                                         "or decline the offer"),
        ("deal:I3", "the deal (Phase 2 alone): an I triomino chosen for the hand"),
        ("m@c2", "Phase 2 preparation: the player's monomino put on c2"),
        ("*@a7", "Phase 2 preparation: a marker of the player's colour put on a7"),
        ("T4:c3,d2,d3,e3 d5-d6", "Phase 2: the piece put back, then the marker on d5 "
                                 "moved to d6"),
    )

    def spell(self, game: Any, move: Any) -> str:
        from .cells import cell_name
        from .moves import DIRECTIONS
        from .words import KIND_NAMES

        move = self.parse(game, move)
        who = self.player_name(game.to_move)
        kind = KIND_NAMES.get(move.kind or "", move.kind or "")
        cells = ", ".join(cell_name(c) for c in move.cells)
        at = cell_name(move.cell) if move.cell is not None else ""
        action = move.action
        if action == "place":
            return f"{who} lays the {kind} on {cells}"
        if action == "remove":
            return f"{who} takes the {kind} on {cells} off the board"
        if action == "marker":
            return f"{who} puts a marker on {at}"
        if action == "insert":
            return (f"{who} pushes a marker in at {at} "
                    f"{DIRECTIONS.get(move.direction or '', '')}")
        if action == "deal":
            return f"{who} takes the {kind} into the hand"
        if action == "prep_mono":
            return f"{who} puts their monomino on {at}"
        if action == "prep_marker":
            return f"{who} puts a marker of their colour on {at}"
        if action == "put":
            text = f"{who} puts the {kind} back on {cells}"
            if move.step is not None:
                text += (f", then moves the marker on {cell_name(move.step[0])} to "
                         f"{cell_name(move.step[1])}")
            return text
        return {"pass": f"{who} passes", "offer": f"{who} offers to end Phase 1",
                "accept": f"{who} accepts: Phase 1 ends",
                "decline": f"{who} declines: Phase 1 goes on"}.get(action, "")

    def parse(self, game: Any, move: Any) -> Any:
        from .moves import as_move

        return game.parse(move) if isinstance(move, str) else as_move(move)

    def player_name(self, player: Any) -> str:
        from .words import PLAYER_NAMES

        return PLAYER_NAMES.get(player, describe(player))

    def section(self, game: Any, move: Any, reason: str) -> str:
        return _PHASE_SECTIONS.get(game.phase, "3.3")

    def mark(self, game: Any, text: str | None) -> Any:
        if text is None:
            return None
        from .cells import parse_cell

        return parse_cell(text)

    @staticmethod
    def _cell(move: Any) -> Any:
        if move.cell is not None:
            return move.cell
        return move.cells[0] if move.cells else None

    def refused_where(self, game: Any, move: Any, focus: Any) -> Any:
        return self._cell(move)

    def where(self, before: Any, played: Sequence[Played], learner: Any, focus: Any) -> Any:
        return self._cell(played[0].move)

    def words(self, game: Any, played: Played) -> str:
        from .words import describe_events

        return describe_events(played.events) or "nothing happened."

    def told(self, before: Any, after: Any, played: Played,
             earlier: Sequence[Played] = ()) -> str:
        """The events' words, then the majority each piece the move completed was won
        or lost by and its points (:func:`.reasons.majority_words`)."""
        from .reasons import majority_words

        extra = majority_words(before, after, played)
        return f"{self.words(after, played)} {extra}".strip()

    def contrast(self, start: Any, best: Sequence[Played], played: Sequence[Played],
                 player: Any) -> str:
        """A setup move: where each move lays its piece (its cells around the centre),
        the pieces left that no longer fit, the cells no piece can fill, the other
        player's answer in each line (:func:`.setup_reasons.setup_contrast`); '' in the
        other phases."""
        from .setup_reasons import setup_contrast

        return setup_contrast(start, best, played, player)

    def aim(self, before: Any, after: Any, played: Played) -> str:
        """A Phase 1 marker that makes a piece its player's for sure
        (:func:`.stakes.made_sure`)."""
        from .stakes import made_sure

        return made_sure(before, after, played)

    def contrast_plies(self, start: Any, best: Sequence[Played], played: Sequence[Played],
                       player: Any) -> dict[str, int]:
        """The moves of the lines a setup move's removal reason points to
        (:func:`.setup_reasons.removal_plies`)."""
        from .setup_reasons import removal_plies

        return removal_plies(start, best, played, player)

    def link(self, before: Any, after: Any, played: Played, reply: Played,
             player: Any) -> str:
        """The piece the reply completes, its last empty cells and the markers on it
        (:func:`.reasons.link`)."""
        from .reasons import link

        return link(after, played, reply, player)

    def features(self, game: Any, player: Any) -> list[tuple[str, float]]:
        """Markers left, and each player's markers on each piece, in Phase 1
        (:func:`.reasons.features`)."""
        from .reasons import features

        return features(game, player)

    def stakes(self, played_end: Any, best_end: Any, player: Any, names: Sequence[str],
               played: str, best: str) -> str:
        """Who can still take each piece whose markers differ, by its majority
        and what each is worth in points (:func:`.stakes.stakes`)."""
        from .stakes import stakes

        return stakes(played_end, best_end, player, list(names), played, best)

    def standing(self, game: Any, player: Any) -> str:
        """``"12 points"``."""
        points = game.score(player)
        return f"{points} point{'s' if abs(points) != 1 else ''}"

    def lead(self, game: Any, player: Any) -> Lead:
        """Points ahead of the other player (the higher score wins): "3 points ahead",
        "level in points"."""
        other = next(p for p in game.seats if p != player)
        points = game.score(player) - game.score(other)
        return Lead((points,), ahead(points, "point", "points") if points
                    else "level in points")



#: Renaissance's rule words (they keep no state: one serves every level).
RULE_WORDS = RenaissanceRuleWords()
