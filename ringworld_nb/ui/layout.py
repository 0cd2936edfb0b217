"""How an app's parts are laid out: the board with the graph under it, and the play panel
beside it (under it when the column is narrow), in the room the browser gives
(:class:`~.fit.FitLayout`).

The play panel, from the top: the title; the status, the prompt and the game's own
buttons; the typed move; a question when one waits; the message; the AI's turn and the
row of Undo, Graph and Sound; the review bar (high enough to stay in view with the
board and the review under it, at 1280x800); what the game shows of itself (counts,
scores, hands); and the tabs - Players, Record, New game, Files, and the game's own (a
Legend). A trainer (:mod:`ringworld_nb.trainers`) takes the place of the AI, of new games
and of files: :meth:`AppLayout.attach_trainer`.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import ipywidgets as w

from .controls import TRAINER_TAB_CLASS, show
from .fit import FitLayout

__all__ = ["AppLayout", "GamePanel", "Panel", "PANEL_PX", "TRAINER_BAR_PX"]

#: The width of the play panel beside the board, in CSS px.
PANEL_PX = 300
#: The height of a trainer's goal and buttons above the board, in CSS px.
TRAINER_BAR_PX = 84


@dataclass
class GamePanel:
    """What a game's app adds to the play panel: ``controls`` (its buttons for entering
    a move, under the status), ``beside_undo`` (Resign...), ``info`` (what it shows under
    the play part: counts, scores, hands) and ``tabs`` (a Legend...)."""

    controls: Sequence[w.Widget] = ()
    beside_undo: Sequence[w.Widget] = ()
    info: Sequence[w.Widget] = ()
    tabs: dict[str, w.Widget] = field(default_factory=dict)


@dataclass
class Panel:
    """The widgets of the play panel and the tabs, in their order (see the module
    docstring)."""

    title: str
    play: Sequence[w.Widget]
    info: Sequence[w.Widget]
    review_bar: w.Widget
    tabs: dict[str, w.Widget]
    board: w.Widget
    graph: w.Widget
    #: the first tabs a trainer replaces (Players; New game and Files)
    replaced_by_trainer: tuple[str, ...] = ("Players", "New game", "Files")
    #: what sits between the board and the graph (the text twin)
    under_board: Sequence[w.Widget] = field(default_factory=tuple)


class AppLayout:
    """The laid-out app (see the module docstring); ``widget`` is its body, and
    ``on_board_width(px)`` is called when the board should change size."""

    def __init__(self, panel: Panel, *, on_board_width: Callable[[int], None],
                 board_px: int, board_min: int, board_max: int, under: int,
                 aspect: float, frame: int) -> None:
        self.title = w.HTML(self._title_html(panel.title))
        play = w.VBox(list(panel.play), layout=w.Layout(max_width="100%", grid_gap="4px"))
        self.tabs = w.Tab(children=list(panel.tabs.values()), titles=list(panel.tabs),
                          layout=w.Layout(max_width="100%"))
        self._replaced = panel.replaced_by_trainer
        self.panel = w.VBox([self.title, play, panel.review_bar, *panel.info, self.tabs],
                            layout=w.Layout(max_width="100%", min_width="0"))
        self.board_column = w.VBox([panel.board, *panel.under_board, panel.graph],
                                   layout=w.Layout(max_width="100%", min_width="0"))
        self.fit = FitLayout(self.board_column, self.panel, on_board_width=on_board_width,
                             board=board_px, panel_width=PANEL_PX, board_min=board_min,
                             board_max=board_max, under=under, aspect=aspect, frame=frame)
        self.widget = self.fit.widget

    @staticmethod
    def _title_html(title: str) -> str:
        return f"<h3 style='margin:0 0 4px 0'>{html.escape(title)}</h3>"

    def set_title(self, title: str) -> None:
        """The app's title (a new board: "The Ring World L4")."""
        self.title.value = self._title_html(title)

    def attach_trainer(self, bar: w.Widget, contents: w.Widget, title: str,
                       hidden: Sequence[w.Widget]) -> None:
        """A trainer on the app: its goal and buttons (``bar``) above the board, its list
        (``contents``) in a tab ``title`` instead of Players, New game and Files; the
        parts in ``hidden`` (the AI's turn, Undo, the review...) are hidden. The tab
        never scrolls sideways (:data:`~.controls.TRAINER_TAB_CLASS`)."""
        contents.add_class(TRAINER_TAB_CLASS)
        self.board_column.children = (bar, *self.board_column.children)
        self.fit.set_limits(above=TRAINER_BAR_PX)
        for part in hidden:
            show(part, False)
        titles = tuple(self.tabs.titles)  # (before the children change: it resets them)
        children = tuple(self.tabs.children)
        kept = [(t, c) for t, c in zip(titles, children) if t not in self._replaced]
        self.tabs.children = (contents, *(c for _, c in kept))
        self.tabs.titles = (title, *(t for t, _ in kept))
