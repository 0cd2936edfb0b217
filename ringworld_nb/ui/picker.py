"""Any installed game in one notebook: a menu of the registry's games and the chosen one's
app (``notebooks/play.ipynb``).

Every game that registers an app (:mod:`ringworld_nb.core.registry`, the ``app`` of its
spec) is in the menu, ours and any installed from outside, in the registry's order. The
game shown first is the one asked for: by name (``GamePicker("dice")``), else by the
page's address in Voila (``play.ipynb?game=nim``: Voila hands the address's query to
the kernel as ``QUERY_STRING``), else the first game of the menu. A name no installed game
has is said, with the names there are, and the first game is shown.

Choosing another game never replaces one: each game's app is made the first time it is
chosen and kept, so a game left in the middle is there again, as it was, when its name is
chosen again.

>>> picker = GamePicker("dice", query="")
>>> picker.menu.value, picker.shown
('dice', 'dice')
>>> GamePicker("chess", query="").note.value  # doctest: +ELLIPSIS
'...No game called &#x27;chess&#x27; is installed...'
>>> asked_in_the_address("game=renaissance&x=1"), asked_in_the_address("")
('renaissance', None)
"""

from __future__ import annotations

import html
import os
from collections.abc import Callable
from urllib.parse import parse_qs

import ipywidgets as w

from ..core.registry import GameSpec, specs

__all__ = ["GamePicker", "playable", "has_app", "asked_in_the_address"]


def has_app(spec: GameSpec) -> bool:
    """True when the game ``spec`` registers has an app."""
    return spec.app is not None


def playable(offered: Callable[[GameSpec], bool] = has_app) -> tuple[GameSpec, ...]:
    """The installed games that have an app (or what ``offered`` asks of them), in the
    registry's order."""
    return tuple(spec for spec in specs() if offered(spec))


def asked_in_the_address(query: str | None = None) -> str | None:
    """The game the page's address asks for (``?game=NAME``), or None. ``query`` is the
    address's query; by default Voila's (the environment variable ``QUERY_STRING``)."""
    query = os.environ.get("QUERY_STRING", "") if query is None else query
    names = parse_qs(query).get("game")
    return names[0].strip().lower() if names else None


class GamePicker(w.VBox):
    """A menu of the installed games and the chosen game's app (see the module).

    ``game`` names the game to show first; ``query`` is the page's address query (by
    default Voila's); ``make`` makes what is shown of a game from its spec (by default
    its app with its defaults) and ``offered`` says which games the menu has (by default
    those with an app): the trainers' pickers offer the games with levels, or puzzles."""

    def __init__(self, game: str | None = None, *, query: str | None = None,
                 make: Callable[[GameSpec], w.Widget] | None = None,
                 offered: Callable[[GameSpec], bool] = has_app) -> None:
        super().__init__(layout=w.Layout(width="100%", max_width="100%"))
        self._games = {spec.name: spec for spec in playable(offered)}
        if not self._games:
            raise LookupError("No installed game has what this menu offers.")
        self._make = make or (lambda spec: spec.part("app")())
        self._apps: dict[str, w.Widget] = {}
        self.note = w.HTML()
        self.menu = w.Dropdown(options=[(spec.title, name) for name, spec in
                                        self._games.items()],
                               description="Game", style={"description_width": "50px"},
                               tooltip="The game to play: each keeps its position when you "
                                       "choose another")
        wanted = game if game is not None else asked_in_the_address(query)
        first = next(iter(self._games))
        if wanted is not None and wanted not in self._games:
            self.note.value = (f"<i>No game called {html.escape(repr(wanted))} is installed;"
                               f" the games: {html.escape(', '.join(self._games))}.</i>")
            wanted = None
        #: the name of the game whose app is shown
        self.shown = ""
        self.menu.value = wanted or first
        self.menu.observe(lambda change: self.show(change["new"]), names="value")
        self.show(self.menu.value)

    def app(self, name: str) -> w.Widget:
        """The app of game ``name`` (made the first time it is asked for, then kept)."""
        if name not in self._games:
            raise ValueError(f"No game called {name!r} is installed; the games: "
                             f"{', '.join(self._games)}.")
        if name not in self._apps:
            self._apps[name] = self._make(self._games[name])
        return self._apps[name]

    def show(self, name: str) -> None:
        """Show game ``name``'s app under the menu (the others are kept as they are)."""
        app = self.app(name)
        self.shown = name
        if self.menu.value != name:
            self.menu.value = name
        self.children = (w.HBox([self.menu, self.note]), app)
