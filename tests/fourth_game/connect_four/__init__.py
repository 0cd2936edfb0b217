"""Connect Four, a fourth game of ringworld_nb that lives outside the package.

Two players drop discs into the columns of an upright grid of 7 columns and 6 rows; a
disc falls to the lowest empty cell of its column. Whoever first has four discs in a
row - across, up and down, or slanting - wins; a full grid without four is a draw.

The package is the proof that a game is one package: an engine on the game protocol
(:mod:`.game`), a drawing (:mod:`.draw`), an input machine (:mod:`.input`), an app
(:mod:`.app`), a level (:mod:`.levels`), its rule words (:mod:`.words`) and its spec
(:mod:`.spec`), registered through the entry point group ``ringworld_nb.games`` of its
``pyproject.toml`` - and nothing in ringworld_nb names it.
"""

from .game import ConnectFour, Event

__all__ = ["ConnectFour", "Event"]
