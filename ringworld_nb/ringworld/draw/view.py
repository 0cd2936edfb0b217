"""What The Ring World's board shows for a board and the choices being entered.

:func:`view` is the one place where the marks (legal placements, positions that may
turn, the choice, the last move and its changes, the big groups in danger) and the
words under the board (who is to move, or how the game ended; what to do now, and a
warning when a group of level 2 or more has one empty neighbour left) are computed
from the engine. The app, the PNG export and the notebooks call it; nothing else
re-derives them.

>>> from ringworld_nb.ringworld import RingWorld
>>> v = view(RingWorld(3))
>>> v.status, len(v.marks.legal)
('Red to move (move 1).', 48)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...core.view import View
from ..groups import in_danger
from ..moves import COLOUR_NAMES, Event
from ..words import DANGERS_SAID, danger_words, most_urgent
from .overlays import Overlays

if TYPE_CHECKING:
    from ..game import RingWorld

__all__ = ["view", "overlays_of", "status_text", "prompt_text", "OUTCOME_WORDS"]

#: How the end of a game reads after "<winner> wins: ".
OUTCOME_WORDS = {"top ring": "holds the top position"}


def status_text(game: RingWorld, names: Mapping[int, str] | None = None) -> str:
    """Who is to move (``"Red to move (move 3)."``) or how the game ended.

    ``names`` may name the colours otherwise (``{2: "Blue (AI easy)"}``).
    """
    def name(colour: int) -> str:
        return (names or {}).get(colour, COLOUR_NAMES[colour])

    outcome = game.outcome
    if outcome is None:
        return f"{name(game.to_move)} to move (move {game.turn + 1})."
    winner = game.winner
    if winner is None:
        return f"Drawn ({outcome.reason})."
    if outcome.reason == "resignation":
        return f"{name(winner)} wins: {COLOUR_NAMES[3 - winner]} resigned."
    return f"{name(winner)} wins: {OUTCOME_WORDS.get(outcome.reason, outcome.reason)}."


def prompt_text(game: RingWorld, place: int | None, ring: tuple[int, int] | None, *,
                arrows: bool = True) -> str:
    """What the player to move does next, given the choices so far: a turn is a
    placement, then a position to turn (RULES.md 1.3); when no ring can be placed, the
    turn of a position is the whole move, and the words say so rather than "now", as if
    a placement had been made. ``arrows=False``: a calm view before a placement
    (:func:`view`'s ``calm``: the positions that can be turned are not marked unless
    Show turns marks them), in one short line that does not depend on those marks.

    The words are the same for the mouse, the keyboard and a screen reader: they say
    what to choose ("a position where a ring may go", as the text board names it),
    never how it is drawn or pointed at.

    >>> from ringworld_nb.ringworld import RingWorld
    >>> prompt_text(RingWorld(3), None, None, arrows=False)
    'Choose a level-1 position where a ring may go, then a position to turn; Submit plays.'
    """
    if game.is_over:
        return "The game is over: review it, save it, or start a new game."
    placements = game.legal_placements()
    if not placements and not game.rotatable():
        return "Nothing can be placed or turned: press Pass."
    if place is None and placements:
        return ("Choose a level-1 position where a ring may go, then a position that can "
                "be turned; Submit plays." if arrows else
                "Choose a level-1 position where a ring may go, then a position to turn; "
                "Submit plays.")
    if ring is None and place is None:
        return ("No ring can be placed this turn: your move is to turn a position - "
                "choose one that can be turned; Submit plays." if arrows else
                "No ring can be placed: choose a position to turn (Show turns marks them); "
                "Submit plays.")
    if ring is None:
        return "Now choose a position that can be turned; Submit plays."
    return "Press Submit to play, or choose another position to change your choice."


def view(game: RingWorld, place: int | None = None, ring: tuple[int, int] | None = None,
         *, events: Sequence[Event] | None = None, hint: Any = None,
         names: Mapping[int, str] | None = None, marks: bool = True,
         calm: bool = False, turns: bool = False, careful: bool = True) -> View:
    """The marks and words for ``game`` with the placement ``place`` and the position
    to turn ``ring`` chosen so far.

    ``events`` are those of the last turn shown (default: ``game.last_events()``);
    ``hint`` a Move marked as the choice (the AI's suggestion); ``names`` how the status
    names the colours; ``marks=False`` leaves out the moves of the player to move (an
    AI's turn): the last move, its changes and the groups in danger stay.

    The words name the :data:`~..words.DANGERS_SAID` most urgent groups in danger and
    count the rest. ``calm`` is a first view that does not overwhelm (a puzzle's, on the
    big board): no yellow arrow before a placement is chosen unless ``turns`` (Show
    turns), one short line of words, and the groups in danger only when asked
    (``careful``): then the most urgent one said and outlined, the rest counted - the
    same words whether the turns are shown or not.
    """
    if hint is not None:
        place, ring = hint.place, hint.rotate
    last = game.last_events() if events is None else list(events)
    shown = Overlays.from_events(last, board=game.board)
    if not game.is_over and (marks or place is not None or ring is not None):
        # a choice made or proposed (a review's best move, also of an AI's turn) is
        # drawn; the moves that may be chosen only on a person's turn (``marks``)
        shown = Overlays(
            legal=tuple(game.legal_placements()) if marks else (),
            rotatable=(() if not marks or (calm and place is None and not turns) else
                       tuple(game.rotatable() if place is None
                             else game.legal_rotations(place))),
            selected_place=place, selected_ring=ring, selected_colour=game.to_move,
            last_place=shown.last_place, last_ring=shown.last_ring,
            born=shown.born, died=shown.died, occupied=shown.occupied)
    dangers = [] if game.is_over or (calm and not careful) else most_urgent(in_danger(game))
    said = 1 if calm else DANGERS_SAID
    outlined = dangers[:said] if calm else dangers
    shown.danger = tuple((g.level, p) for g in outlined for p in g.positions)
    shown.danger_liberties = tuple((g.level, g.liberties[0]) for g in outlined)
    arrows = not calm or place is not None  # (the calm words do not follow Show turns)
    prompt = " ".join(t for t in (prompt_text(game, place, ring, arrows=arrows),
                                  danger_words(game.board, dangers, said)) if t)
    return View(shown, status_text(game, names), prompt)


def overlays_of(game: RingWorld, *, legal: bool = True, rotatable: bool = True,
                last_move: bool = True, changes: bool = True,
                danger: bool = True) -> Overlays:
    """The marks of ``game`` as :func:`view` computes them for the app (legal
    placements, positions that may turn, the last move and its changes, the groups in
    danger), with the parts asked to be left out left out."""
    ov: Overlays = view(game).marks
    if not legal:
        ov.legal = ()
    if not rotatable:
        ov.rotatable = ()
    if not last_move:
        ov.last_place = ov.last_ring = None
    if not changes:
        ov.born = ov.died = ov.occupied = ()
    if not danger:
        ov.danger = ov.danger_liberties = ()
    return ov
