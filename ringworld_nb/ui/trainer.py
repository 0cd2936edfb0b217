"""A trainer on an app: the one interface between the apps and the trainers.

Trainers (levels, puzzles, learning from mistakes: :mod:`ringworld_nb.trainers`) stand
on the apps and play on a game's own app: the same board, the same clicks, the same
buttons. Two protocols say what passes between them:

* :class:`Trainer` - what an app asks of the trainer on it: its goal and buttons above
  the board (``bar``), its list in a tab (``contents``, titled ``title``), a person's
  move (the app's one move path hands it to :meth:`Trainer.play`), why the board takes
  no move now (:meth:`Trainer.refuse`), its hint (the app's key h asks the trainer, not
  the AI: :meth:`Trainer.hint`) and its own refresh; a trainer may also have keys of its
  own (a ``keys()`` method: :func:`trainer_keys`), which join the app's;
* :class:`TrainerHost` - what a trainer may ask of the app: put a position on the board
  with people in every seat, say, ask, play a move, show a line of moves, the sounds.

An app does not import the trainers. Where it opens one itself - **Learn from mistakes**
after an analysis - it asks for it by name (:func:`open_trainer`), and the trainer is
found through its entry point in the group :data:`ENTRY_POINT_GROUP`, as the games are
(:mod:`ringworld_nb.core.registry`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib.metadata import entry_points
from typing import Any, Protocol

import ipywidgets as w

from ..core.errors import ArgumentError
from .flow import Flow
from .loop import LoopRunner
from .model import GameModel
from .ports import Asker, Speaker
from .sound import SoundPlayer

__all__ = ["Trainer", "TrainerHost", "ENTRY_POINT_GROUP", "open_trainer", "trainer_keys"]

#: The entry point group of the trainers an app may open.
ENTRY_POINT_GROUP = "ringworld_nb.trainers"


class Trainer(Protocol):
    """What an app asks of the trainer on it (see the module docstring)."""

    bar: w.Widget
    contents: w.Widget
    title: str
    #: the board writes its addresses by default (the first levels of a game)
    addresses: bool

    def play(self, move: Any) -> list[Any]:
        """A person's move (legal where it is played, or the trainer says why not);
        the events it had."""
        ...

    def refuse(self) -> str:
        """Why the board takes no move now ('' when it does)."""
        ...

    def refresh(self) -> None:
        """Show the goal, the buttons and the list as they are now."""
        ...

    def hint(self) -> None:
        """The trainer's hint (key h), at the trainer's price - or why there is none."""
        ...


class TrainerHost(Speaker, Asker, Protocol):
    """What a trainer may ask of the app it is on (see the module docstring)."""

    model: GameModel[Any]
    flow: Flow
    tasks: LoopRunner
    sound: SoundPlayer
    input: Any
    #: what a wrong move is about (ringed on the board), or None
    refusal: Any
    #: where the trainer asks to look (ringed until a move; see show_position)
    look_at: Any
    #: a board shown instead of the game's (a wrong move's, until the next click)
    board_override: Any
    #: a calm first view: the game's marks of every possible move kept back until asked
    calm_marks: bool

    @property
    def animating(self) -> bool:
        """True while a move is being shown."""
        ...

    def show_position(self, game: Any, words: str = "", *, look_at: Any = None) -> None:
        """Put ``game`` on the board (a level's start, a puzzle, a mistake's position),
        people in every seat, and say ``words``; ``look_at`` is ringed (dotted yellow)
        until the next move."""
        ...

    def follow(self) -> None:
        """The game changed at its end (a trainer played on it): everything follows."""
        ...

    def play(self, move: Any) -> bool:
        """A person's move at the position shown, on the app's one move path."""
        ...

    def player_name(self, player: Any) -> str: ...

    def mark_where(self, where: Any) -> tuple[tuple[float, float], float] | None:
        """Where the ring about ``where`` (a refusal, a wrong move) is drawn on the
        board - its centre and radius in data units - or None when nothing is drawn."""
        ...

    def captures(self, events: list[Any]) -> bool:
        """True when a move's events take something (its sound is a capture's)."""
        ...

    def show_line(self, start: Any, played: Sequence[tuple[Any, Sequence[Any]]], *,
                  hold_last: bool = False, last_seconds: float = ...,
                  then: Callable[[], Sequence[tuple[Any, Sequence[Any]]]] | None = None,
                  ) -> bool:
        """Show ``played`` - (move, events) pairs - one after the other from ``start``
        (a copy), each as the app shows a move; ``hold_last``: the last position stays
        ``last_seconds`` too; ``then`` is called once ``played`` is on the board, for
        the moves that follow (a search that may take a moment). False when nothing can
        be shown (no event loop): ``then`` is not called."""
        ...

    def finish_showing(self) -> None:
        """Cut a showing short (its result on the board at once)."""
        ...

    def attach_trainer(self, trainer: Trainer) -> None:
        """Play ``trainer`` on this app."""
        ...


def trainer_keys(trainer: Any) -> dict[str, tuple[str, Callable[[], Any]]]:
    """The keys a trainer adds to its app's while it is on it: key -> (what it does,
    in words; the action) - Next level, Retry. A trainer without a ``keys()`` method
    adds none (the protocol does not ask for it)."""
    keys = getattr(trainer, "keys", None)
    return dict(keys()) if callable(keys) else {}


def open_trainer(name: str, app: Any, **options: Any) -> Any:
    """The trainer called ``name`` opened for ``app`` (its entry point's function,
    ``open(app, **options)``, gives the widget to show)."""
    for point in entry_points(group=ENTRY_POINT_GROUP):
        if point.name == name:
            opener: Callable[..., Any] = point.load()
            return opener(app, **options)
    raise ArgumentError(f"no trainer called {name!r} is installed")
