"""What Renaissance's board shows for a position and the move being entered.

:func:`view` computes, once, the marks (the cells with a dot, the arrows of the pushes,
the piece shown where it would go, the marker chosen, a hinted move, the last move) and
the words under the board (the phase and whose move, or the result; what to do now).
The app, the PNG export and the notebooks use it.

>>> from ringworld_nb.renaissance import Renaissance
>>> view(Renaissance(1)).status
'Setup: Silver to move (13 pieces left in the pool).'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...core.view import View
from ..input import RenaissanceInput, mode_of
from ..moves import Move

if TYPE_CHECKING:
    from ..game import Renaissance

__all__ = ["view", "status_text", "PROMPTS", "PHASE_WORDS"]

PHASE_WORDS = {"setup": "Setup", "phase1": "Phase 1", "deal": "The deal",
               "phase2_prep": "Phase 2, preparation", "phase2": "Phase 2"}

#: What to do now, by :func:`~ringworld_nb.renaissance.input.mode_of`.
PROMPTS = {
    "setup": "Choose a piece of the pool (keys ] and [; Turn / Flip: r / f), then a "
             "cell to see it there - its marked square goes on that cell - then the same "
             "cell again (or Place) to lay it.",
    "remove": "Nothing left in the pool fits: choose a piece that can be taken off the "
              "board.",
    "remove_any": "Nothing left in the pool fits: choose any piece on the board to take "
                  "it off (every one can be taken).",
    "deal": "Choose a piece of the pool for your hand: its button, or the keys ] and [ "
            "then l.",
    "phase1": "Choose a cell where a marker may go, or a push from the edge to push one "
              "in.",
    # (Phase 1 with no marker to put: pass is legal only then, and offering still is)
    "phase1_none_left": "You have no marker left: Pass, or Offer to end Phase 1 - their "
                        "buttons, or key m and type pass or offer.",
    "phase1_no_cell": "No cell can take your marker now: Pass, or Offer to end Phase 1 - "
                      "their buttons, or key m and type pass or offer.",
    "phase1_pass": "No marker can be put now: Pass - its button, or key m and type pass.",
    "phase1_offer": "An offer to end Phase 1 waits: Accept or Decline (declining is a "
                    "move; the player who offered moves next).",
    "phase2_prep": "Put your monomino and your markers one by one: choose Monomino or "
                   "Marker (the choice shows what is left), then a cell where your item "
                   "may go - a free cell not next to an item already put. A monomino takes "
                   "no prize; your markers are where your pieces may come back.",
    "phase2": "Choose a piece of your hand, then a cell to see it there (its marked "
              "square on that cell), the same cell again to lay it; then a marker that "
              "may move and where it goes.",
    "phase2_step": "Now move a marker: choose one that may move, then the cell it goes to "
                   "(Cancel takes the piece back up).",
    "over": "The set is over: review it, save it, or start a new set.",
}


def status_text(game: Renaissance, names: Mapping[str, str] | None = None) -> str:
    """The phase and whose move it is (with the pool or the supplies), or the result."""
    def name(player: str) -> str:
        return (names or {}).get(player, player.title())

    if game.is_over:
        scores = f"Silver {game.score('silver')}, Gold {game.score('gold')}"
        if game.winner:
            return f"Set over: {game.winner.title()} wins ({scores})."
        return f"Set over: a draw ({scores})."
    text = f"{PHASE_WORDS.get(game.phase, game.phase)}: {name(game.to_move)} to move"
    if game.phase == "setup":
        left = sum(game.pool().values())
        text += f" ({left} piece{'s' * (left != 1)} left in the pool)"
    elif game.phase == "phase1":
        text += (f" (markers left: Silver {game.supply('silver')}, "
                 f"Gold {game.supply('gold')})")
    elif game.phase == "phase2_prep":
        items = {p: game.prep_left(p) for p in ("silver", "gold")}
        done = PREP_ITEMS_IN_ALL - sum(sum(v.values()) for v in items.values())
        text += (f", item {done + 1} of {PREP_ITEMS_IN_ALL} (to put: " + "; ".join(
            f"{name(p)} {_items(v)}" for p, v in items.items()) + ")")
    return text + "."


#: Items put in the preparation of Phase 2: each player's monomino and 3 markers.
PREP_ITEMS_IN_ALL = 8


def _items(left: Mapping[str, int]) -> str:
    """``{"mono": 1, "marker": 2}`` in words: "1 monomino, 2 markers"."""
    mono, markers = left.get("mono", 0), left.get("marker", 0)
    if not mono and not markers:
        return "nothing"
    parts = ([f"{mono} monomino"] if mono else []) + (
        [f"{markers} marker{'s' * (markers != 1)}"] if markers else [])
    return ", ".join(parts)


def _phase1_prompt(game: Renaissance) -> str:
    """The prompt's key in Phase 1: "phase1" while a marker can be put, else what can be
    done instead - pass, and offer to end Phase 1 while an offer is legal (RULES.md
    section 3.3: pass is legal only when no marker can be put)."""
    actions = {m.action for m in game.legal_moves()}
    if actions & {"marker", "insert"}:
        return "phase1"
    if "offer" not in actions:
        return "phase1_pass"
    return "phase1_none_left" if game.supply(game.to_move) == 0 else "phase1_no_cell"


def _hint_marks(move: Move) -> dict[str, Any]:
    """The marks of a hinted move that takes one click (the others are entered as the
    choice): its cell, its arrow, the piece to take off."""
    marks: dict[str, Any] = {}
    if move.action == "remove":
        marks["targets"] = tuple(move.cells)
    elif move.action == "insert" and move.cell is not None and move.direction:
        marks["arrows"] = ((move.cell, move.direction),)
        marks["targets"] = ()
    elif move.cell is not None:
        marks["selected"] = move.cell
        marks["targets"] = (move.cell,)
        marks["arrows"] = ()
    return marks


def view(game: Renaissance, choice: RenaissanceInput | None = None, *, hint: Move | None = None,
         names: Mapping[str, str] | None = None, marks: bool = True) -> View:
    """The marks and words for ``game`` with the choices of ``choice`` (an input state
    machine; None: nothing chosen). ``hint``: a hinted move of one click, marked;
    ``names`` how the status names the players; ``marks=False`` leaves out the moves of
    the player to move (an AI's turn)."""
    choice = choice or RenaissanceInput()
    targets: list[int] = []
    arrows: list[tuple[int, str]] = []
    selected: int | None = None
    mode = mode_of(game, choice.put)
    if marks and not game.is_over:
        moves = game.legal_moves()
        if mode == "phase1":
            targets = [m.cell for m in moves if m.action == "marker" and m.cell is not None]
            arrows = [(m.cell, m.direction) for m in moves
                      if m.action == "insert" and m.cell is not None and m.direction]
        elif mode == "phase2_prep":
            action = choice.prep_action(game)
            targets = [m.cell for m in moves if m.action == action and m.cell is not None]
        elif mode == "remove":
            targets = sorted({c for m in moves if m.action == "remove" for c in m.cells})
        elif mode == "phase2_step":
            steps = choice.steps(game)
            if choice.step_from is None:
                targets = sorted({a for a, _ in steps})
            else:
                selected = choice.step_from
                targets = [b for a, b in steps if a == choice.step_from]
    shown: dict[str, Any] = {
        "selected": selected, "ghost": choice.ghost(game) if marks else None,
        "targets": tuple(targets), "arrows": tuple(arrows),
        "last_events": tuple(game.last_events())}
    if hint is not None and marks:
        shown.update(_hint_marks(hint))
    prompt_key = _phase1_prompt(game) if mode == "phase1" else mode
    if mode == "remove" and len(targets) == sum(len(c) for _, c in game.pieces().values()):
        prompt_key = "remove_any"  # (dots on every piece: "a piece with dots" says nothing)
    return View(shown, status_text(game, names), PROMPTS.get(prompt_key, ""))
