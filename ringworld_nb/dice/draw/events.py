"""What the last move or turn did, as events replayed with the recorded outcomes and
rolls, and the text of a roll."""

from __future__ import annotations

from collections.abc import Sequence

from ..moves import PLAYER_NAMES, Event


# ------------------------------------------------------------------------ events --
def _replay(game, k: int) -> list[Event]:
    """Events of the last ``k`` moves of ``game``: the moves before the last replayed on
    a clone with their recorded outcomes and faces, then ``game.last_events()``."""
    if k <= 0:
        return []
    events: list[Event] = []
    if k > 1:
        trial = game.clone()
        moves = list(trial.history[-k:-1])
        outcomes = list(trial.outcomes[-k:-1])
        for _ in range(k):
            trial.undo()
        for move, (outcome, rolls) in zip(moves, outcomes):
            events.extend(trial.play(move, outcome=outcome, rolls=rolls))
    return events + game.last_events()


def last_move_events(game) -> list[Event]:
    """The events of the last move played on ``game`` (empty at the start):
    ``game.last_events()``, so a rolled attack shows the dice really rolled.
    """
    return game.last_events()


def last_turn_events(game) -> list[Event]:
    """The events of the last turn: the last move and the attacks before it in the same
    turn (after a pass: the whole turn that the pass ended, with its reinforcements)."""
    history = game.history
    if not history:
        return []
    k = 1
    while k < len(history) and not history[-k - 1].is_pass:
        k += 1
    return _replay(game, k)


def roll_label(event: Event) -> str:
    r"""The text shown for an attack: who rolled what, and the result, e.g.
    ``'A 5+3+6 = 14  vs  B 2+4 = 6\ncaptured'`` (dice counts when nothing was rolled).

    >>> roll_label(Event("attack", 0, (0, 0), (0, 1), 1, (2, 1), ((5, 3), (6,)), True))
    'A 5+3 = 8  vs  B 6\ncaptured'
    """
    a_name = PLAYER_NAMES[event.player]
    d_name = PLAYER_NAMES[event.other] if event.other is not None else "?"
    if event.rolls is not None:
        def side(faces: Sequence[int]) -> str:
            faces = tuple(faces)
            if len(faces) == 1:
                return str(faces[0])
            return f"{'+'.join(map(str, faces))} = {sum(faces)}"

        head = f"{a_name} {side(event.rolls[0])}  vs  {d_name} {side(event.rolls[1])}"
    else:
        a_n, d_n = (tuple(event.dice) + (0, 0))[:2]
        head = f"{a_name} {a_n} dice  vs  {d_name} {d_n}"
    return head + "\n" + ("captured" if event.won else "repelled")
