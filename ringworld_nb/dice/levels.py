"""The levels of Dice of Doom: every rule of ``docs/rules.md`` §2, on 3 x 3 boards.

Each start is a text diagram read by :meth:`DiceOfDoom.from_text` (``| A 3 |``: the
owner and the dice of a hex; each row shifted half a hex to the left of the row above).
The learner plays A. Versions 1 (no dice rolled) first; then the rolled versions, where
chance is tamed: the odds level asks for a *decision* - the attack most likely to win,
whatever the dice then say - and every rolled level fixes the game's seed, so the same
move always rolls the same dice (:meth:`DiceOfDoom.dice_rng`).

The first two levels come before the notation is taught (level 3, "A move written down"):
they name hexes as the board's edges do (taught in the first level's intro) and write no
move (``written=False``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..learn.level import Fact, Goal, Level, Played, first_move, first_move_is
from .game import DiceOfDoom
from .hexboard import hex_name

__all__ = ["dice_levels"]


def _board(text: str, **options: Any) -> Callable[[], DiceOfDoom]:
    """The builder of a level's start: the diagram ``text``, A to move."""
    return lambda: DiceOfDoom.from_text(text, **options)


def _mine(played: Sequence[Played]) -> list[Played]:
    return [p for p in played if p.by_learner]


def _owns(*names: str, player: int = 0) -> Goal:
    """The goal: ``player`` owns the hexes ``names``."""
    def reached(game: Any, played: Sequence[Played]) -> bool:
        return all(int(game.owner[game.board.parse(n)]) == player for n in names)
    return reached



def _reinforced(at_least: int) -> Goal:
    """The goal: the learner ended the turn with ``at_least`` reinforcement dice due."""
    def reached(game: Any, played: Sequence[Played]) -> bool:
        return any(e.kind == "pass" and e.dice and e.dice[0] >= at_least
                   for p in _mine(played) for e in p.events)
    return reached


def _won_by_passes(game: Any, played: Sequence[Played]) -> bool:
    return game.is_over and game.winner == 0 and game.outcome.reason == "passes"


def _best_odds(build: Callable[[], DiceOfDoom]) -> Goal:
    """The goal: the learner's first attack is one of those most likely to win at the
    start (the decision counts, not the roll)."""
    def reached(game: Any, played: Sequence[Played]) -> bool:
        first = first_move(played)
        if first is None:
            return False
        start = build()
        odds = {str(m): dict(start.chance_outcomes(m)).get("win", 0)
                for m in start.legal_moves() if not m.is_pass}
        return odds.get(str(first.move)) == max(odds.values())
    return reached


def _knocked_out(player: int, then: Sequence[int]) -> Goal:
    """The goal: ``player`` lost their last hex, and the replies that followed were
    played by ``then``, in order (the player out is skipped)."""
    def reached(game: Any, played: Sequence[Played]) -> bool:
        out = any(e.kind == "eliminate" and e.player == player
                  for p in _mine(played) for e in p.events)
        return out and [p.player for p in played if not p.by_learner] == list(then)
    return reached


def _dice(n: int) -> str:
    return f"{n} {'die' if n == 1 else 'dice'}"


def _captured(played: Sequence[Played]) -> int:
    """The dice the learner captured in the turn being played (since their last pass)."""
    total = 0
    for p in _mine(played):
        for e in p.events:
            if e.kind == "pass":
                total = 0
            elif e.kind == "capture":
                total += e.dice[0]
    return total


def _why_not_reinforced(at_least: int) -> Callable[[Any, Sequence[Played]], str]:
    """Why the turn will not bring ``at_least`` reinforcement dice: what it captured,
    and - while the turn goes on, the learner having ended nothing - what would do it."""
    def words(game: Any, played: Sequence[Played]) -> str:
        n, target = _captured(played), at_least + 1
        if n < target:
            return (f"You have captured {_dice(n)} this turn, not {target}: here {target} "
                    "dice are captured in one attack, on a hex that holds them.")
        new = n - 1
        return (f"You have captured {_dice(n)} this turn: ending it would bring {new} new "
                f"{'die' if new == 1 else 'dice'}, not {at_least}.")
    return words


def _threats(game: Any, player: int) -> list[str]:
    """``player``'s attacks once the player to move ends the turn, in words."""
    after = game.clone()
    if not after.is_over and after.can_pass:
        after.play("pass")
    if after.is_over or after.to_move != player:
        return []
    return [f"{hex_name(m.src)} ({_dice(int(after.dice[m.src]))}) could take "
            f"{hex_name(m.dst)} ({_dice(int(after.dice[m.dst]))})"
            for m in after.legal_moves() if not m.is_pass]


def _why_not_end(game: Any, played: Sequence[Played]) -> str:
    """The end level: B can still attack after the learner's turn."""
    threats = _threats(game, 1)
    if threats:
        return ("B can still attack after your turn: " + "; ".join(threats)
                + ". The game ends only when nobody can attack.")
    return ""


def _why_not_written(game: Any, played: Sequence[Played]) -> str:
    first = first_move(played)
    if first is None or first.move.is_pass:
        return ""
    return (f"You attacked {hex_name(first.move.dst)} from {hex_name(first.move.src)}, "
            f"written {first.text}; b2-c2 attacks c2 from b2.")


ATTACK = """
| A 3 | B 2 | B 1 |
| A 1 | B 3 | A 2 |
| B 1 | A 1 | A 1 |"""

NEIGHBOURS = """
| B 1 | B 1 | B 1 |
| A 1 | A 3 | A 2 |
| A 1 | A 1 | A 1 |"""

NOTATION = """
| A 2 | B 1 | A 1 |
| B 1 | A 3 | B 2 |
| A 1 | B 1 | A 1 |"""

CHAIN = """
| A 3 | B 1 | B 1 |
| A 1 | A 2 | A 1 |
| B 1 | B 1 | B 1 |"""

REINFORCE = """
| A 5 | B 3 | B 1 |
| B 1 | A 1 | B 1 |
| B 1 | A 1 | B 1 |"""

#: Found by a search over 3 x 3 boards: one attack of three leaves B no attack.
END = """
| B 1 | B 1 | B 3 |
| A 1 | A 2 | B 1 |
| A 1 | A 3 | A 1 |"""

ODDS = """
| A 3 | B 3 | B 1 |
| A 2 | B 2 | A 1 |
| B 1 | A 1 | B 1 |"""

REGION = """
| A 1 | B 1 | B 1 |
| A 4 | B 1 | A 1 |
| B 1 | B 1 | A 1 |"""

FOUR = """
| A 3 | C 2 | B 1 |
| A 1 | D 1 | B 1 |
| D 1 | B 1 | D 1 |"""

#: The seeds of the rolled levels: with them the solution's attack wins.
ODDS_SEED = 1
REGION_SEED = 1


def dice_levels() -> tuple[Level, ...]:
    """The levels of Dice of Doom, in the order they are played."""
    odds_start = _board(ODDS, version=2, seed=ODDS_SEED)
    return (
        Level(
            game="dice", key="attack", name="An attack", section="2.2",
            intro=("You play A. Hexes are named as the board's edges show: the column "
                   "letter, a to c from the left, then the row, 1 to 3 from the top. To "
                   "attack, choose a hex of yours, then a neighbouring hex of another "
                   "player: it needs fewer dice than yours. Its dice are captured and all "
                   "your dice but one move onto it."),
            goal="Take b1, B's hex with 2 dice.",
            rule=("An attack goes from a hex of yours to a neighbouring hex of another "
                  "player, and needs more dice on the attacking hex than on the target: the "
                  "target's dice are captured and all your dice but one move onto it (rule "
                  "book §2.2)."),
            build=_board(ATTACK),
            solution=("a1-b1",),
            reached=_owns("b1"),
            hints=("b1 has 2 dice: attack it from a hex with more.",
                   "a1 has 3 dice and touches b1.",
                   "Choose a1, then b1."),
            focus="b1",
            success="Three dice beat two: a1 keeps 1 die, the other 2 moved onto b1.",
            written=False,
            facts=(Fact("A must attack: passing is not allowed yet",
                        lambda g: not g.can_pass),),
        ),
        Level(
            game="dice", key="neighbours", name="Which hexes touch", section="2.1",
            goal="Take c1, in the top right corner.",
            rule=("Each row is shifted half a hex to the left of the row above: hex (r, c) "
                  "touches (r, c-1), (r, c+1), (r-1, c-1), (r-1, c), (r+1, c) and (r+1, c+1) "
                  "- the hexes left and right of it, two above it and two below it (rule "
                  "book §2.1)."),
            build=_board(NEIGHBOURS),
            solution=("c2-c1",),
            reached=_owns("c1"),
            hints=("b2 is not a neighbour of c1: the rows are shifted.",
                   "c1 touches only b1 and c2.",
                   "Attack from c2."),
            focus="c1",
            written=False,
            facts=(Fact("b2 has the most dice", lambda g: int(g.dice[1, 1]) == 3),),
        ),
        Level(
            game="dice", key="notation", name="A move written down", section="2.4",
            intro=("An attack is written the attacking hex, a dash, then its target: b1-a1 "
                   "attacks a1 from b1. Ending the turn is written pass."),
            goal="Play the attack b2-c2.",
            rule=("A hex is named by its column letter and then its row number counted from "
                  "the top; an attack is written attacking hex, a dash, target, as b1-a1 "
                  "(rule book §2.4)."),
            build=_board(NOTATION),
            solution=("b2-c2",),
            reached=first_move_is("b2-c2"),
            hints=("Columns a, b, c from the left; rows 1, 2, 3 from the top.",
                   "b2 is the middle hex; c2 is to its right.",
                   "Choose b2, then c2."),
            focus="c2",
            why_not=_why_not_written,
        ),
        Level(
            game="dice", key="chain", name="Attack again", section="2.2",
            goal="Take both b1 and c1 in this turn.",
            rule=("A player may attack as often as they like in a turn: after a capture all "
                  "the attacker's dice but one stand on the captured hex, ready to attack "
                  "again (rule book §2.2)."),
            build=_board(CHAIN),
            solution=("a1-b1", "b1-c1"),
            reached=_owns("b1", "c1"),
            hints=("c1 touches only b1 and c2: it must be attacked from b1.",
                   "The hex that takes b1 keeps all the attacker's dice but one.",
                   "Take b1 from a1 (3 dice), then attack c1 from b1."),
            focus="c1",
        ),
        Level(
            game="dice", key="reinforcement", name="Reinforcements", section="2.2",
            intro=("Ending your turn (End turn, key e) brings reinforcements: new dice, one "
                   "fewer than the dice you captured in the turn, never fewer than 0 - the words "
                   "say how many are due. They go one per hex of yours in reading order."),
            goal="Capture 3 dice in this turn, then end it: 2 reinforcement dice are due.",
            rule=("At the end of the turn the player receives (dice captured this turn - 1) "
                  "dice, never fewer than 0, one per hex in reading order, passing over full "
                  "hexes (rule book §2.2)."),
            build=_board(REINFORCE, max_dice=5),
            solution=("a1-b1", "pass"),
            reached=_reinforced(2),
            hints=("2 dice are due for 3 dice captured.",
                   "b1 holds 3 dice.",
                   "Take b1 from a1, then end your turn."),
            focus="b1",
            success="3 dice captured, 2 due: one for a1, one for b1, in reading order.",
            why_not=_why_not_reinforced(2),
        ),
        Level(
            game="dice", key="end", name="The end of the game", section="2.2",
            intro=("The game ends when nobody can attack any more: every player in turn "
                   "has ended the turn without attacking. The player with the most hexes "
                   "wins."),
            goal=("End the game as the winner: leave B no attack, then end your turns until "
                  "nobody can attack."),
            rule=("The game ends when every player in turn has passed without attacking - "
                  "no one can move; the player with the most hexes wins (rule book §2.2)."),
            build=_board(END),
            solution=("b2-a1", "pass", "pass"),
            replies=("pass",),
            slack=1,
            reached=_won_by_passes,
            hints=("B's 3 dice on c1 can attack a neighbour with fewer dice.",
                   "c1 touches b1 and c2: do not leave a weak hex of yours there.",
                   "Take a1 from b2, then end your turn; after B passes, pass again."),
            focus="c1",
            why_not=_why_not_end,
            facts=(Fact("A has more hexes", lambda g: g.scores[0] > g.scores[1]),),
        ),
        Level(
            game="dice", key="odds", name="Rolled dice: the odds", section="2.2",
            intro=("In version 2 the dice are rolled: attacker and defender roll all their "
                   "dice, and the attack wins only with a strictly higher sum. Under the "
                   "goal, the chance that each attack wins."),
            goal="Version 2, dice rolled: make the attack most likely to win (odds shown).",
            rule=("In version 2 an attack needs at least 2 dice; both sides roll all their "
                  "dice and the attack succeeds only if the attacker's sum is strictly "
                  "greater, else the attacking hex keeps 1 die (rule book §2.2)."),
            build=odds_start,
            solution=("a2-a3",),
            reached=_best_odds(odds_start),
            hints=("The odds depend on both numbers of dice, not only yours.",
                   "Two dice against one win 84 times in 100; three against two, 78.",
                   "Attack a3 from a2."),
            focus="a3",
            success="The choice counts: the dice may still say no, a risk worth taking.",
            odds=True,
        ),
        Level(
            game="dice", key="region", name="Reinforcement by region", section="2.2",
            intro=("In version 3 the reinforcements do not count captured dice: they are one "
                   "die per hex of your largest group of hexes that touch each other."),
            goal=("Version 3: end your turn with 5 reinforcement dice - one per hex of your "
                  "largest connected group."),
            rule=("In version 3 the reinforcement is as many dice as the player's largest "
                  "connected group of hexes has hexes (rule book §2.2)."),
            build=_board(REGION, version=3, max_dice=5, seed=REGION_SEED),
            solution=("a2-b2", "pass"),
            reached=_reinforced(5),
            hints=("Your hexes form two groups: a1-a2 and c2-c3.",
                   "One hex between them joins them into a group of 5.",
                   "Attack b2 from a2, then end your turn."),
            focus="b2",
            odds=True,
        ),
        Level(
            game="dice", key="four", name="Four players", section="2.2",
            intro=("Two to four players, A, B, C and D, play in that order. A player who "
                   "loses every hex is out of the game."),
            goal="Knock C out of the game, then end your turn: B plays, then D.",
            rule=("Players move in the order A, B, C, D; a player with no hex left is out of "
                  "the game and skipped in the order of play (rule book §2.2)."),
            build=_board(FOUR, players=4),
            solution=("a1-b1", "pass"),
            replies=("pass", "pass"),
            reached=_knocked_out(2, then=(1, 3)),
            hints=("C has a single hex, b1, with 2 dice.",
                   "a1's 3 dice beat 2.",
                   "Take b1 from a1, then end your turn."),
            focus="b1",
            success="C is out: after B came D.",
            facts=(Fact("C owns one hex", lambda g: len(g.hexes_of(2)) == 1),
                   Fact("B and D cannot attack",
                        lambda g: all(int(g.dice[h]) == 1 for p in (1, 3)
                                      for h in g.hexes_of(p)))),
        ),
    )
