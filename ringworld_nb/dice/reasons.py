"""Why one Dice of Doom move beats another, in the game's own terms: what a review's reason
adds to the events' words (:mod:`.words`).

The events say an attack and its capture; they leave unsaid what decides the turns to
come:

* the reinforcement a capture earns - dice captured this turn, less one, at the end of
  the turn (versions 1 and 2), or the largest connected group of hexes (version 3);
* an attack that a later move of the line undoes (the hex taken back);
* what the mover's own turn comes to in each line: its attacks, the dice they capture
  and the reinforcement they earn - and, where both lines make the same attacks in
  another order, what the order changes on the board;
* the hexes one turn takes and the other does not, each at its place in the line, and
  why the other turn cannot attack it (:func:`taken_contrast`: "e2-d2 moves e2's dice
  away, leaving it 1 die, too few to attack e1 (2 dice)").

A review's near reason (:mod:`ringworld_nb.analysis.near`) asks what the next player
can attack once the mover's turn ends (:func:`replies`), how the move left that hex open
(:func:`link`: "d3-c3 leaves d3 with 1 die next to B's e4 (3 dice)"), and, when nothing
differs that near, the counts that still set two moves apart (:func:`features`).

Every count is the engine's (``captured``, ``reinforcement_due``, ``largest_group``);
nothing is worked out again here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.words import Played
from .hexboard import hex_name
from .moves import PLAYER_NAMES

__all__ = ["Turn", "brief_words", "capture_words", "features", "link", "replies",
           "taken_contrast", "turn_of", "turn_contrast"]


def _dice(count: int) -> str:
    """``"1 die"``, ``"3 dice"``."""
    return f"{count} {'die' if count == 1 else 'dice'}"


def _outcome(played: Played) -> str | None:
    """The outcome of a played attack from its events (None for a pass)."""
    for event in played.events:
        if event.kind == "attack":
            return "win" if event.won else "lose"
    return None


def _due(game: Any, player: int) -> str:
    """The reinforcement ``player``'s turn has earned so far in ``game`` (their turn goes
    on): "1 reinforcement die due", in version 3 with the group it comes from."""
    due = f"{_dice(int(game.reinforcement_due))} of reinforcement due"
    if game.reinforcement == "largest_region":
        size = game.largest_group(player)
        return f"{due} (the largest connected group, {size} hex{'es' if size != 1 else ''})"
    return due


def capture_words(before: Any, after: Any, played: Played,
                  earlier: Sequence[Played]) -> str:
    """What a capture in ``played`` means beyond its events: the attack of ``earlier``
    (the moves of the line before it) that it undoes, and the reinforcement the turn's
    captures are worth now; '' for a move that captures nothing."""
    said = []
    for event in played.events:
        if event.kind != "capture":
            continue
        said.extend(_taken_back(event, played, earlier))
        if not after.is_over and after.to_move == played.player:
            said.append(f"{PLAYER_NAMES[played.player]} has captured "
                        f"{_dice(int(after.captured))} this turn: "
                        f"{_due(after, played.player)}.")
    return " ".join(said)


def _taken_back(capture: Any, played: Played, earlier: Sequence[Played]) -> list[str]:
    """The attack of ``earlier`` (the moves of the line before ``played``) that the
    ``capture`` of ``played`` undoes, in a sentence: "It takes c2 back, undoing B's b1-c2
    (move 1 of the line)."; [] when it undoes none."""
    for number in range(len(earlier), 0, -1):
        undone = earlier[number - 1]
        if undone.player != played.player and any(
                e.kind == "capture" and e.dst == capture.dst for e in undone.events):
            return [f"It takes {hex_name(capture.dst)} back, undoing "
                    f"{PLAYER_NAMES[undone.player]}'s {undone.text} (move {number} of the "
                    "line)."]
    return []


def brief_words(before: Any, after: Any, played: Played, earlier: Sequence[Played]) -> str:
    """A move of a review's line in one short sentence (the lines under the reason):
    "takes d2 (B, 2 dice) from e3 (3 dice); 2 dice captured this turn: 1 die of
    reinforcement due." - the attack and its result, what it takes back, and what the
    turn's captures are worth so far; the end of a turn with the reinforcement due. Its
    player's name is left out (the line names the mover before it)."""
    from .words import short_words

    who = PLAYER_NAMES[played.player]
    said: list[str] = []
    for event in played.events:
        if event.kind == "attack" and event.src is not None and event.dst is not None:
            attacker, defender = event.dice
            other = PLAYER_NAMES[event.other] if event.other is not None else "?"
            rolled = (f", {sum(event.rolls[0])} rolled against {sum(event.rolls[1])}"
                      if event.rolls else "")
            target = (f"{hex_name(event.dst)} ({other}, {_dice(defender)}) from "
                      f"{hex_name(event.src)} ({_dice(attacker)}){rolled}")
            said.append(f"takes {target}" if event.won else
                        f"attacks {target} and is repelled")
        elif event.kind in ("eliminate", "end"):
            said.append(event.describe().rstrip("."))
        elif event.kind == "pass":
            said.append(short_words(played.events).removeprefix(f"{who} ").rstrip(".")
                        .replace(": ", ", ", 1))
            break
    back = [sentence for event in played.events if event.kind == "capture"
            for sentence in _taken_back(event, played, earlier)]
    turn = ""
    if (any(e.kind == "capture" for e in played.events) and not after.is_over
            and after.to_move == played.player):
        turn = f"{_dice(int(after.captured))} captured this turn: {_due(after, played.player)}"
    text = "; ".join(part for part in ("; ".join(said), turn) if part)
    text = text + "." if text else ""
    return " ".join([text, *back]).strip()


@dataclass(frozen=True)
class Turn:
    """The mover's own turn at the start of a line: its attacks (notation, in order),
    the dice they captured, the reinforcement the whole turn earned (:func:`_due`'s
    words, '' when the game ended in it) and the owner and dice of each hex after it."""

    attacks: tuple[str, ...]
    captured: int
    due: str
    board: dict[str, tuple[int, int]]
    earlier: bool = False
    """Whether the turn had captured dice before the line began."""

    def said(self) -> str:
        """The attacks in words: "attacks a1-a2, then b2-b3, capturing 4 dice", or
        "makes no more attack"."""
        if not self.attacks:
            return "makes no more attack"
        more = "more " if self.earlier else ""
        dice = "die" if self.captured == 1 else "dice"
        return (f"attacks {', then '.join(self.attacks)}, capturing {self.captured} "
                f"{more}{dice}")


def turn_of(start: Any, line: Sequence[Played], player: int) -> Turn:
    """``player``'s turn at the start of ``line`` (played from ``start``, not changed):
    the moves of ``player`` before the pass or the first move of another player."""
    game = start.clone()
    attacks: list[str] = []
    for played in line:
        if played.player != player or played.move.is_pass or game.is_over:
            break
        game.play(played.move, outcome=_outcome(played))
        attacks.append(played.text)
    going = not game.is_over and game.to_move == player
    captured = int(game.captured) - int(start.captured) if going else 0
    owner, dice = game.owner, game.dice
    board = {hex_name(h): (int(owner[h]), int(dice[h])) for h in game.board.hexes}
    return Turn(tuple(attacks), captured, _due(game, player) if going else "", board,
                bool(start.captured))


def turn_contrast(start: Any, best: Sequence[Played], played: Sequence[Played],
                  player: int) -> str:
    """What the mover's turn comes to in each line, where the two differ: the same
    attacks in another order (and what the order changes on the board), or the attacks
    of each, the dice they capture and the reinforcement the turn is worth at its end.
    '' when the lines do not start with the mover's moves or their turns come to the
    same."""
    if not best or not played or best[0].player != player or start.is_over:
        return ""
    said = _turn_contrast(start, best, played, player)
    taken = taken_contrast(start, best, played, player)
    return f"{said} {taken}" if said and taken else said or taken


def _turn_contrast(start: Any, best: Sequence[Played], played: Sequence[Played],
                   player: int) -> str:
    """:func:`turn_contrast`'s first part: the attacks, the dice and the reinforcement
    of each turn, or the same attacks in another order."""
    who = PLAYER_NAMES[player]
    ours, theirs = turn_of(start, best, player), turn_of(start, played, player)
    name = played[0].text
    attacks = [[p.text for p in line if p.player == player and not p.move.is_pass]
               for line in (best, played)]
    reordered = attacks[0] != attacks[1] and sorted(attacks[0]) == sorted(attacks[1])
    same = (f"Both lines make the same attacks of {who} in another order (best: "
            f"{', '.join(attacks[0])}; {name}: {', '.join(attacks[1])})")
    if ours.due != theirs.due and ours.due and theirs.due:
        rule = ("reinforcement is the largest connected group" if start.reinforcement ==
                "largest_region" else "reinforcement is the dice captured in the turn, "
                "less one")
        told = (f"the best line {ours.said()}: {ours.due} at the turn's end; the line "
                f"after {name} {theirs.said()}: {theirs.due} ({rule}).")
        return (f"{same}, and the order changes {who}'s turn: {told}" if reordered
                else f"In {who}'s turn {told}")
    changed = [f"{place} {_dice(dice)} rather than {theirs.board[place][1]}"
               for place, (owner, dice) in sorted(ours.board.items())
               if owner == player and theirs.board[place] != (owner, dice)]
    if reordered and changed:
        return (f"{same}: the order changes where {who}'s dice stand after the turn, the "
                f"best order leaving {', '.join(changed[:3])}.")
    if reordered:
        return (f"{same}, to the same board after {who}'s turn: what the order changes "
                "comes after it.")
    return ""


def _taken(line: Sequence[Played], player: int) -> dict[Any, tuple[int, Played]]:
    """The hexes ``player``'s own turn at the start of ``line`` captures: each with the
    attack's place in the line (from 1) and the attack."""
    taken: dict[Any, tuple[int, Played]] = {}
    for number, played in enumerate(line, start=1):
        if played.player != player or played.move.is_pass:
            break
        if any(e.kind == "capture" for e in played.events):
            taken.setdefault(played.move.dst, (number, played))
    return taken


def taken_contrast(start: Any, best: Sequence[Played], played: Sequence[Played],
                   player: int) -> str:
    """The hexes the mover's turn takes in one line and not in the other, each with its
    attack, its place in the line and its dice; for a hex only the best line takes, why
    the turn after the move played does not: the attacking hex after that turn - moved
    away by the move played, too few dice, lost, or still able (the line attacks
    elsewhere) - and a stack of the other side's next to it when it is left with 1 die.
    '' when both turns take the same hexes. ``start`` is the game before the move (not
    changed); ``best`` and ``played`` the lines played from it."""
    ours, theirs = _taken(best, player), _taken(played, player)
    if not played or set(ours) == set(theirs):
        return ""
    who, name = PLAYER_NAMES[player], played[0].text
    after = start.clone()
    for step in played:
        if step.player != player or step.move.is_pass or after.is_over:
            break
        after.play(step.move, outcome=_outcome(step))
    owner, dice = after.owner, after.dice

    def hexes(taken: dict[Any, tuple[int, Played]], only: list[Any]) -> str:
        told = [f"{hex_name(h)} ({taken[h][1].text}, {ordinal_move(taken[h][0])}; "
                f"{_dice(int(start.dice[h]))})" for h in only]
        return told[0] if len(told) == 1 else ", ".join(told[:-1]) + " and " + told[-1]

    said = []
    for target in [h for h in ours if h not in theirs]:
        src = ours[target][1].move.src
        left, needed = int(dice[src]), int(start.dice[target])
        if int(owner[src]) != player:
            why = f"{hex_name(src)} is no longer {who}'s"
        elif int(owner[target]) == player:
            continue
        elif start.rules.certain and left <= needed:
            why = (f"{hex_name(src)} has {_dice(left)}, too few to attack "
                   f"{hex_name(target)} ({_dice(needed)})")
            if played[0].move.src == src:
                why = (f"{name} moves {hex_name(src)}'s dice away, leaving it {_dice(left)}, "
                       f"too few to attack {hex_name(target)} ({_dice(needed)})")
            else:
                why = f"after the turn of the line after {name}, {why}"
                if src in ours and src in theirs and \
                        ours[src][1].text != theirs[src][1].text:
                    why += (f": its {theirs[src][1].text} moves {_moved_in(theirs[src][1])} "
                            f"into {hex_name(src)}, where the best line's {ours[src][1].text} "
                            f"moves {_moved_in(ours[src][1])}")
            stacks = [n for n in after.board.neighbours(src)
                      if int(owner[n]) != player and int(dice[n]) > left]
            if left == 1 and stacks:
                big = max(stacks, key=lambda n: (n == target, int(dice[n])))
                why += (", which could attack it in its next turn" if big == target else
                        f", and next to {PLAYER_NAMES[int(owner[big])]}'s {hex_name(big)} "
                        f"({_dice(int(dice[big]))})")
        else:
            why = f"the line after {name} attacks elsewhere"
        said.append(f"Only the best line's turn takes {hexes(ours, [target])}: {why}.")
    extra = [h for h in theirs if h not in ours]
    if extra:
        said.append(f"Only the line after {name} takes {hexes(theirs, extra)}.")
    return " ".join(said)


def _moved_in(played: Played) -> str:
    """The dice a capture moved into the hex it took: "2 dice"."""
    return next((_dice(int(e.dice[1])) for e in played.events if e.kind == "capture"), "")


def ordinal_move(number: int) -> str:
    """An attack's place in a line: "its second move".

    >>> ordinal_move(2), ordinal_move(13)
    ('its second move', 'its move 13')
    """
    names = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
             "ninth", "tenth", "eleventh", "twelfth")
    return f"its {names[number - 1]} move" if 1 <= number <= len(names) else \
        f"its move {number}"


# -- the near reason: the replies a move leaves open -----------------------------------
def replies(game: Any, player: int) -> list[tuple[Any, Played, Any]]:
    """The attacks the next player can make once ``player``'s turn ends (``game`` is the
    position right after ``player``'s move, not changed): each as ``(the game after the
    turn ends, the attack, the game after it)``, a rolled attack taken as won (the
    threat it is). Empty when the turn cannot end here or the game is over."""
    from .moves import PASS

    if game.is_over:
        return []
    start = game
    if game.to_move == player:
        if not game.can_pass:
            return []
        start = game.clone()
        start.play(PASS)
        if start.is_over or start.to_move == player:
            return []
    found = []
    outcome = None if start.rules.certain else "win"
    for move in start.legal_moves():
        if move.is_pass:
            continue
        after = start.clone()
        events = tuple(after.play(move, outcome=outcome))
        found.append((start, Played(move, start.notation(move), events, start.to_move,
                                    False), after))
    return found


def link(after: Any, played: Played, reply: Played, player: int) -> str:
    """How ``played`` (``player``'s move; ``after`` is the game after it) leaves the hex
    that ``reply`` attacks open to it, naming the move's own hexes: "d3-c3 leaves d3
    with 1 die next to B's e4 (3 dice)"."""
    src, dst = reply.move.src, reply.move.dst
    if src is None or dst is None:
        return ""
    them = PLAYER_NAMES[reply.player]
    near = f"next to {them}'s {hex_name(src)} ({_dice(int(after.dice[src]))})"
    move = played.move
    held = _dice(int(after.dice[dst]))
    ends = (f", once {PLAYER_NAMES[player]}'s turn ends"
            if not after.is_over and after.to_move == player else "")
    if move.is_pass:
        return f"{played.text} ends the turn with {hex_name(dst)} ({held}) {near}"
    if dst == move.src:
        return f"{played.text} leaves {hex_name(dst)} with {held} {near}{ends}"
    if dst == move.dst:
        return f"{played.text} puts {held} on {hex_name(dst)}, {near}{ends}"
    return (f"{played.text} leaves {hex_name(dst)} ({held}) {near} as it was{ends}")


def features(game: Any, player: int) -> list[tuple[str, float]]:
    """``player``'s hexes that can attack a neighbour (more dice than it, or any in a
    rolled version), their hexes of 1 die next to another player's, and their largest
    connected group (version 3's reinforcement)."""
    board, owner, dice = game.board, game.owner, game.dice
    mine = [h for h in board.hexes if int(owner[h]) == player]

    def foes(h: Any) -> list[Any]:
        return [n for n in board.neighbours(h) if int(owner[n]) != player]

    attackers = sum(1 for h in mine if int(dice[h]) > 1 and any(
        game.rules.certain is False or int(dice[n]) < int(dice[h]) for n in foes(h)))
    weak = sum(1 for h in mine if int(dice[h]) == 1 and foes(h))
    who = PLAYER_NAMES[player]
    return [(f"{who}'s hexes that can attack", attackers),
            (f"{who}'s hexes of 1 die next to another player's", weak),
            (f"{who}'s largest connected group", game.largest_group(player))]
