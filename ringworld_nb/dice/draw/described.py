"""The pictures of Dice of Doom with their words, for notebooks and for the people who
cannot see them: :class:`~ringworld_nb.core.pictures.Described` and
:func:`~ringworld_nb.core.pictures.described` (shared by every game, re-exported
here) show a PNG as an ``<img alt=...>``; this module gives the words.

* :func:`position_words` - what a position of Dice of Doom shows, in words from the
  game: whose turn and what they may do (or the result), each player's hexes and dice,
  what the last turn did, the marks; :func:`picture_bundle` - the game's picture with
  those words, what ``DiceOfDoom._repr_mimebundle_`` shows.

>>> from ringworld_nb.dice import DiceOfDoom
>>> print(position_words(DiceOfDoom(3, seed=7)))  # doctest: +ELLIPSIS
Dice of Doom, a 3x3 board (version 1), 2 players: A to move: must attack. A: ... hexes...
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...core.pictures import Described, described, figure_words
from ..words import describe_events

if TYPE_CHECKING:
    from ..game import DiceOfDoom

__all__ = ["Described", "described", "figure_words", "position_words", "picture_bundle"]


# ------------------------------------------------------------------- Dice of Doom --
def _plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def position_words(game: DiceOfDoom) -> str:
    """A position of Dice of Doom in words, from the game (as :func:`~.export.dice_png`
    draws it): whose turn and what they may do, or the result; each player's hexes and
    dice; what the last turn did; the hexes marked as able to attack."""
    from .events import last_turn_events
    from .status import status_caption

    players = []
    for p in range(game.players):
        hexes, dice = game.scores[p], game.dice_total(p)
        players.append(f"{game.player_name(p)}: " + (
            "out" if hexes == 0 else
            f"{_plural(hexes, 'hex', 'hexes')}, {_plural(dice, 'die', 'dice')}"))
    n = game.size
    words = [f"Dice of Doom, a {n}x{n} board (version {game.version}), "
             f"{game.players} players: {status_caption(game)}.",
             "; ".join(players) + "."]
    last = last_turn_events(game)
    if last:
        words.append("Last turn: " + describe_events(last))
    if not game.is_over and game.attack_sources():
        words.append("Marked: " + _plural(len(game.attack_sources()), "hex", "hexes")
                     + " that can attack (dashed outlines).")
    return " ".join(words)


def picture_bundle(game: DiceOfDoom) -> tuple[dict[str, str], dict[str, Any]]:
    """What a notebook shows for a game: its picture (:func:`~.export.dice_png`) with
    :func:`position_words` as the alternative text."""
    from .export import dice_png

    return Described(dice_png(game), position_words(game))._repr_mimebundle_()
