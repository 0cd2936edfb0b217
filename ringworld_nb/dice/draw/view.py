"""What Dice of Doom's board shows for a position and the attack being chosen.

:func:`view` computes, once, the marks (the hexes that may attack, the chosen hex and
its targets, a hinted target, the last turn's attacks and reinforcements) and the words
under the board (whose turn and what they may do, or the result; what to do now). The
app, the PNG export and the notebooks use it.

>>> from ringworld_nb.dice import DiceOfDoom
>>> v = view(DiceOfDoom(3, seed=7))
>>> v.status
'A to move: must attack.'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ...core.view import View
from ..hexboard import Hex, hex_name
from .export import overlays_for
from .status import status_caption, turn_options

if TYPE_CHECKING:
    from ..game import DiceOfDoom

__all__ = ["view"]


def view(game: DiceOfDoom, selected: Hex | None = None, *, hinted: Hex | None = None,
         names: Mapping[int, str] | None = None, pass_word: str = "End turn",
         marks: bool = True) -> View:
    """The marks and words for ``game`` with the attacking hex ``selected`` (and the
    target ``hinted`` by a hint). ``names`` may name the players otherwise ("B (AI
    easy)"); ``marks=False`` leaves out the moves of the player to move (an AI's turn)."""
    if game.is_over:
        status = status_caption(game) + "."  # ("Game over: ..." - the prompt says not)
        prompt = "Review the game, save it, or start a new game."
        overlays = overlays_for(game, None, sources=())
    else:
        who = (names or {}).get(game.to_move, game.player_name(game.to_move))
        # what the player may do is said to a person only: on an AI's turn (``marks``
        # False) "attack again, or End turn" would be read as if meant for the listener
        # (with no attack possible the prompt says so, and to press End turn: the
        # status says whose turn only, each said once)
        status = (f"{who} to move: {turn_options(game, pass_word)}."
                  if marks and game.attack_sources() else f"{who} to move.")
        if selected is not None:
            prompt = (f"Choose a target of {hex_name(selected)} (a hex it can attack), or "
                      f"{hex_name(selected)} again to cancel.")
        elif not game.attack_sources():
            prompt = f"No attack is possible: press {pass_word}."
        else:
            # a person's status already offers the End turn ("attack again, or End
            # turn"): the prompt says it only where the status does not
            offers_pass = game.can_pass and not marks
            prompt = ("Choose one of your hexes that can attack"
                      + (f", or press {pass_word}." if offers_pass else "."))
        if not marks and selected is not None and hinted is not None:
            # an attack proposed on an AI's turn (a review's best move): only it drawn
            overlays = overlays_for(game, selected, sources=(selected,), targets=(hinted,))
        elif not marks:
            overlays = overlays_for(game, None, sources=())
        else:
            targets = None if hinted is None else (hinted,)
            overlays = overlays_for(game, selected, targets=targets)
    return View(overlays, status, prompt)
